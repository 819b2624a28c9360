/* kl-document-io.h - what KlDocument's worker threads do: read a puzzle
 * set (or a judge input) from a file, check it, and write one, never
 * touching the document itself (kl-document.c applies the result on the
 * main thread). */
#pragma once

#include <gio/gio.h>

#include "kl-puzzle-set.h"

G_BEGIN_DECLS

/* One file's work: the file, how to take it, and the set read or to write. */
typedef struct
{
  GFile       *file;
  gboolean     import;      /* take the file as a judge input */
  KlPuzzleSet *set;         /* the result: to open, or to write */
} KlFileJob;

void         kl_file_job_free         (KlFileJob          *job);
/* The file's name as a user reads it; g_free it. */
char        *kl_file_display_name     (GFile              *file);
/* Reads file as a puzzle set, or as a judge input when import is set;
 * the errors KlDocument documents (KL_DOCUMENT_ERROR_NOT_PUZZLE...). */
KlPuzzleSet *kl_document_read_set     (GFile              *file,
                                       gboolean            import,
                                       GCancellable       *cancellable,
                                       GError            **error);
/* Reads text (a paste) as a puzzle set, or as a judge input when it is
 * one; name (what the text is, "Clipboard") starts every message, with the
 * line and key or token at fault.  KL_DOCUMENT_ERROR_NOT_PUZZLE when it is
 * neither. */
KlPuzzleSet *kl_document_parse_text   (const char         *data,
                                       gsize               length,
                                       const char         *name,
                                       GError            **error);
/* Refuses a set the file could not load again, naming the puzzle. */
gboolean     kl_document_validate_set (const KlPuzzleSet  *set,
                                       const char         *name,
                                       GError            **error);
/* Writes set to file atomically. */
gboolean     kl_document_write_set    (const KlPuzzleSet  *set,
                                       GFile              *file,
                                       GCancellable       *cancellable,
                                       GError            **error);
/* GTask thread functions over a KlFileJob task data. */
void         kl_document_read_thread  (GTask              *task,
                                       gpointer            source,
                                       gpointer            task_data,
                                       GCancellable       *cancellable);
void         kl_document_write_thread (GTask              *task,
                                       gpointer            source,
                                       gpointer            task_data,
                                       GCancellable       *cancellable);

G_END_DECLS
