/* kl-document.h - the puzzle set being edited and its file: which puzzle is
 * on the board, whether the set differs from the file, opening, importing
 * and saving. */
#pragma once

#include <gio/gio.h>

#include "kl-history.h"
#include "kl-puzzle-set.h"

G_BEGIN_DECLS

#define KL_DOCUMENT_ERROR (kl_document_error_quark ())
GQuark kl_document_error_quark (void);

typedef enum
{
  KL_DOCUMENT_ERROR_NOT_PUZZLE,   /* not a Knight Lab puzzle file at all */
  KL_DOCUMENT_ERROR_JUDGE_INPUT,  /* not a puzzle file, but a judge input that imports */
  KL_DOCUMENT_ERROR_TOO_LARGE,    /* a puzzle larger than the app edits */
} KlDocumentError;

#define KL_TYPE_DOCUMENT (kl_document_get_type ())

G_DECLARE_FINAL_TYPE (KlDocument, kl_document, KL, DOCUMENT, GObject)

/* An untitled set holding the sample puzzle in mode, counted as saved: a
 * user who only looks at it loses nothing by closing. */
KlDocument        *kl_document_new             (KlMode        mode);

/* The puzzle on the board and its undo history; the same object for the
 * document's whole life. */
KlHistory         *kl_document_get_history     (KlDocument   *self);
/* The set as edited, the puzzle on the board included. */
const KlPuzzleSet *kl_document_get_set         (KlDocument   *self);
guint              kl_document_get_index       (KlDocument   *self);
/* Puts puzzle index on the board, with a fresh undo history. */
void               kl_document_select          (KlDocument   *self,
                                                guint         index);

/* The options of the puzzle on the board.  Changing them emits
 * "options-changed"; the mode is how the puzzle is looked at, so changing
 * it alone never makes the set modified. */
KlMode             kl_document_get_mode        (KlDocument   *self);
void               kl_document_set_mode        (KlDocument   *self,
                                                KlMode        mode);
kn_leaper          kl_document_get_leaper      (KlDocument   *self);
void               kl_document_set_leaper      (KlDocument   *self,
                                                kn_leaper     leaper);
gboolean           kl_document_get_closed      (KlDocument   *self);
void               kl_document_set_closed      (KlDocument   *self,
                                                gboolean      closed);
/* The algorithm it is solved with (Algorithm=): one its mode offers,
 * KL_ALGORITHM_DEFAULT for the mode's default.  Setting it is an undoable
 * edit of the puzzle (kept in the history with the board); one the mode
 * does not offer changes nothing.  Looked at in a mode that does not offer
 * it, the puzzle is solved with that mode's default. */
KlAlgorithm        kl_document_get_algorithm   (KlDocument   *self);
void               kl_document_set_algorithm   (KlDocument   *self,
                                                KlAlgorithm   algorithm);
/* The puzzle on the board's entry as edited (its note, its titles);
 * borrowed, valid until the next change of puzzle. */
const KlPuzzleEntry *kl_document_get_entry     (KlDocument   *self);
/* The puzzle's note (Note=, untranslated); "" or NULL removes it.  A change
 * to the file, which needs no new answer. */
void               kl_document_set_note        (KlDocument   *self,
                                                const char   *note);
/* Practice=true: the puzzle opens as practice (the learner predicts each
 * step).  A change to the file, like the closed flag. */
gboolean           kl_document_get_practice    (KlDocument   *self);
void               kl_document_set_practice    (KlDocument   *self,
                                                gboolean      practice);
/* The puzzle on the board as a whole entry (board and options); free it. */
KlPuzzleEntry     *kl_document_dup_entry       (KlDocument   *self);
/* Puts entry's board and options on the board as one undoable edit. */
void               kl_document_restore_entry   (KlDocument   *self,
                                                const KlPuzzleEntry *entry);

/* The file of the set, NULL while untitled. */
GFile             *kl_document_get_file        (KlDocument   *self);
/* TRUE when the set differs from the file (or was never saved). */
gboolean           kl_document_get_modified    (KlDocument   *self);
/* Untitled and unmodified: a file opened in its place loses nothing. */
gboolean           kl_document_is_blank        (KlDocument   *self);
/* What the window's title says: the file's name, else the set's title,
 * else "Untitled"; and the set's title below it (or NULL). */
char              *kl_document_dup_title       (KlDocument   *self);
const char        *kl_document_get_subtitle    (KlDocument   *self);
/* The name Save As offers: the file's, or one made from an import's. */
char              *kl_document_dup_save_name   (KlDocument   *self);

/* A new untitled set of one empty width x height puzzle, counted as saved. */
void               kl_document_new_set         (KlDocument   *self,
                                                int           width,
                                                int           height);

/* Copies set's puzzles (at least one) into the set after the puzzle on the
 * board and puts the first of them on the board (a paste): the set is
 * modified, "set-changed" is emitted. */
void               kl_document_insert_puzzles  (KlDocument        *self,
                                                const KlPuzzleSet *set);
/* Removes n puzzles from first on (never the last one left: FALSE then,
 * and nothing changes) and puts puzzle select of what remains on the
 * board (undoing a paste). */
gboolean           kl_document_remove_puzzles  (KlDocument   *self,
                                                guint         first,
                                                guint         n,
                                                guint         select);

/* Puts set (taken; at least one puzzle) in place of the document's as
 * the shipped lesson named lesson (its file name among the lessons): an
 * untitled set, counted as saved, whose Save asks for a file and offers
 * the lesson's name. */
void               kl_document_open_lesson     (KlDocument   *self,
                                                KlPuzzleSet  *set,
                                                const char   *lesson);
/* The lesson the set is (its name, as given to kl_document_open_lesson),
 * until another set takes its place; NULL for any other set. */
const char        *kl_document_get_lesson      (KlDocument   *self);

/* How to take a file: as a puzzle set, or as a judge input whose cases
 * (format detected) become a new untitled set. */
typedef enum
{
  KL_DOCUMENT_OPEN_PUZZLES,
  KL_DOCUMENT_OPEN_JUDGE_INPUT,
} KlDocumentOpen;

/* Opens file in place of the set.  A file that is not a puzzle file fails
 * with KL_DOCUMENT_ERROR_NOT_PUZZLE, or _JUDGE_INPUT when it is a judge
 * input (open it again as one); on any error the document is left exactly
 * as it was and the message names the file (and the puzzle and key at
 * fault).  The file is read and parsed on a worker thread. */
void               kl_document_open_async      (KlDocument          *self,
                                                GFile               *file,
                                                KlDocumentOpen       how,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean           kl_document_open_finish     (KlDocument          *self,
                                                GAsyncResult        *result,
                                                GError             **error);
/* Cancels the reads and writes running that were given no cancellable of
 * their own (a NULL cancellable: the document's). */
void               kl_document_cancel_io       (KlDocument          *self);
/* Writes the whole set to file (atomically, on a worker thread) and makes
 * it the document's file; a puzzle the file could not load again is
 * refused before anything is written. */
void               kl_document_save_async      (KlDocument          *self,
                                                GFile               *file,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean           kl_document_save_finish     (KlDocument          *self,
                                                GAsyncResult        *result,
                                                GError             **error);

/* The same, waiting for the answer (tests, and the command line). */
gboolean           kl_document_open            (KlDocument     *self,
                                                GFile          *file,
                                                KlDocumentOpen  how,
                                                GError        **error);
gboolean           kl_document_save            (KlDocument   *self,
                                                GFile        *file,
                                                GError      **error);

G_END_DECLS
