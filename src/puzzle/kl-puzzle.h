/* kl-puzzle.h - the plain data of one knight problem's board: size, blocked
 * squares and every piece, shared by the app, the puzzle files and the CLI. */
#pragma once

#include <glib.h>

#include "knight.h"

G_BEGIN_DECLS

/* The largest board side a puzzle may have (the app edits up to 300). */
#define KL_PUZZLE_MAX_SIDE 1000

typedef enum
{
  KL_MODE_PATH,
  KL_MODE_DISTANCE,
  KL_MODE_DYNAMIC,
  KL_MODE_CAMELOT,
  KL_MODE_TOUR,
  KL_N_MODES
} KlMode;

/* Squares are cells y * width + x, as in libknight; -1 means "not placed". */
typedef struct
{
  int     width;
  int     height;
  guint8 *blocked;  /* width * height flags */
  int     start;
  int     target;   /* a tour's end square in tour mode */
  int     king;
  GArray *knights;  /* of int cells, no duplicates */
} KlPuzzle;

KlPuzzle   *kl_puzzle_new           (int             width,
                                     int             height);
KlPuzzle   *kl_puzzle_copy          (const KlPuzzle *puzzle);
void        kl_puzzle_free          (KlPuzzle       *puzzle);
gboolean    kl_puzzle_equal         (const KlPuzzle *a,
                                     const KlPuzzle *b);
/* The cell of square (x, y), or -1 when it is off the board. */
int         kl_puzzle_cell          (const KlPuzzle *puzzle,
                                     int             x,
                                     int             y);
/* The same for a libknight square. */
int         kl_puzzle_square_cell   (const KlPuzzle *puzzle,
                                     kn_square       square);
/* The libknight square of a cell (which must be on the board). */
kn_square   kl_puzzle_square        (const KlPuzzle *puzzle,
                                     int             cell);
/* A libknight board of the puzzle's size with its blocked squares.  The
 * library's status: KN_ERR_NOMEM when it cannot be allocated.  The caller
 * frees *out with kn_board_free. */
kn_status   kl_puzzle_make_board    (const KlPuzzle *puzzle,
                                     kn_board      **out);
/* Index of the knight on cell in knights, or -1. */
int         kl_puzzle_knight_index  (const KlPuzzle *puzzle,
                                     int             cell);
/* Algebraic name of a cell ("c3"); g_free the result. */
char       *kl_puzzle_cell_name     (const KlPuzzle *puzzle,
                                     int             cell);

/* The mode's name in files and on the command line ("path", "distance",
 * "dynamic", "camelot", "tour"); NULL when out of range. */
const char *kl_mode_to_string       (KlMode          mode);
/* -1 when str names no mode. */
int         kl_mode_from_string     (const char     *str);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlPuzzle, kl_puzzle_free)

G_END_DECLS
