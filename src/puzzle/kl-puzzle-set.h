/* kl-puzzle-set.h - puzzle files: a set of knight problems with their modes
 * and options, as the app and knight-solve read and write them (GKeyFile
 * text, extension .knight; the format is described in docs/puzzle-files.md). */
#pragma once

#include <glib.h>

#include "kl-algorithm.h"
#include "kl-puzzle.h"
#include "knight.h"

G_BEGIN_DECLS

/* The file format's version; files of a newer version are refused. */
#define KL_PUZZLE_FORMAT_VERSION 1
/* The most puzzles one file may hold. */
#define KL_PUZZLE_MAX_PUZZLES 10000
/* Files larger than this are refused before they are parsed. */
#define KL_PUZZLE_MAX_FILE_SIZE (64u << 20)
#define KL_PUZZLE_FILE_EXTENSION ".knight"
#define KL_PUZZLE_MIME_TYPE "application/x-knight-lab-puzzle"
/* The first group of a file, and the prefix of each puzzle's: [Puzzle 1]. */
#define KL_PUZZLE_HEADER_GROUP "Knight Lab"
#define KL_PUZZLE_GROUP_PREFIX "Puzzle "

#define KL_PUZZLE_ERROR (kl_puzzle_error_quark ())
GQuark kl_puzzle_error_quark (void);

typedef enum
{
  KL_PUZZLE_ERROR_PARSE,   /* not a puzzle file, or a value of the wrong type */
  KL_PUZZLE_ERROR_VERSION, /* written by a newer Knight Lab */
  KL_PUZZLE_ERROR_INVALID, /* well-formed but impossible: off-board, duplicates, limits */
  KL_PUZZLE_ERROR_IO,      /* cannot read or write the file */
} KlPuzzleError;

/* One puzzle of a set: the board and pieces, what to solve, and how. */
typedef struct
{
  char       *title;    /* untranslated title, or NULL */
  GHashTable *titles;   /* locale ("zh_CN") -> translated title, owned strings */
  char       *note;     /* untranslated note, or NULL */
  GHashTable *notes;    /* locale ("de", "zh_CN") -> translated note, owned strings */
  KlMode      mode;
  kn_leaper   leaper;   /* for path, distance and tour; KN_KNIGHT by default */
  gboolean    closed;   /* for tour */
  KlAlgorithm algorithm; /* Algorithm=: one the mode offers; KL_ALGORITHM_DEFAULT (the
                          * key absent) is the mode's default */
  gboolean    practice; /* Practice=true: the app opens it in practice mode */
  KlPuzzle   *board;    /* owned */
} KlPuzzleEntry;

/* Takes ownership of board. */
KlPuzzleEntry *kl_puzzle_entry_new       (KlMode               mode,
                                          KlPuzzle            *board);
KlPuzzleEntry *kl_puzzle_entry_copy      (const KlPuzzleEntry *entry);
void           kl_puzzle_entry_free      (KlPuzzleEntry       *entry);
gboolean       kl_puzzle_entry_equal     (const KlPuzzleEntry *a,
                                          const KlPuzzleEntry *b);
/* The title in the user's language (Title[zh_CN] under zh_CN), else the
 * untranslated one, else NULL. */
const char    *kl_puzzle_entry_title     (const KlPuzzleEntry *entry);
/* The note by the same rule: Note[LOCALE] for the user's language, else
 * Note, else NULL. */
const char    *kl_puzzle_entry_note      (const KlPuzzleEntry *entry);
/* Every rule a loaded puzzle meets: sizes, squares distinct, no piece on a
 * blocked square, what the mode needs (a start and a target for a path...). */
gboolean       kl_puzzle_entry_validate  (const KlPuzzleEntry *entry,
                                          GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlPuzzleEntry, kl_puzzle_entry_free)

/* The [Knight Lab] group's words and the puzzles. */
typedef struct
{
  char       *title;    /* untranslated title, or NULL */
  GHashTable *titles;   /* locale -> translated title, owned strings */
  char       *note;     /* untranslated note of the whole set (a lesson's introduction), or NULL */
  GHashTable *notes;    /* locale -> translated note, owned strings */
  GPtrArray  *entries;  /* of KlPuzzleEntry, owned */
} KlPuzzleSet;

KlPuzzleSet *kl_puzzle_set_new       (void);
/* A deep copy: words, translations and every entry; free it with
 * kl_puzzle_set_free. */
KlPuzzleSet *kl_puzzle_set_copy      (const KlPuzzleSet *set);
void         kl_puzzle_set_free      (KlPuzzleSet *set);
/* Takes ownership of entry. */
void         kl_puzzle_set_add       (KlPuzzleSet   *set,
                                      KlPuzzleEntry *entry);
gboolean     kl_puzzle_set_equal     (const KlPuzzleSet *a,
                                      const KlPuzzleSet *b);
/* The set's title and note in the user's language, by the rule of
 * kl_puzzle_entry_title; NULL when there is none.  Owned by the set. */
const char  *kl_puzzle_set_get_title (const KlPuzzleSet *set);
const char  *kl_puzzle_set_get_note  (const KlPuzzleSet *set);

/* Parses a whole file's text (kl-puzzle-load.c); name (the file's display
 * name) starts every message, followed by the line, the group and the key
 * where they are known (docs/puzzle-files.md).  On error nothing is
 * returned: a bad file is never half-loaded. */
KlPuzzleSet *kl_puzzle_set_load_data (const char  *data,
                                      gsize        length,
                                      const char  *name,
                                      GError     **error);
KlPuzzleSet *kl_puzzle_set_load_file (const char  *path,
                                      GError     **error);
/* The file's text; g_free it. */
char        *kl_puzzle_set_to_data   (const KlPuzzleSet *set,
                                      gsize             *length);
/* Writes atomically (a temporary file renamed over the old one), so a crash
 * or a full disk never leaves a truncated file. */
gboolean     kl_puzzle_set_save_file (const KlPuzzleSet *set,
                                      const char        *path,
                                      GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlPuzzleSet, kl_puzzle_set_free)

G_END_DECLS
