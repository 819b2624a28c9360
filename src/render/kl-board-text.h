/* kl-board-text.h - the board in words for assistive technology: a square
 * under the keyboard cursor and the answer on the board, as the board's
 * accessible description says them. */
#pragma once

#include <glib.h>

#include "kl-solution.h"

G_BEGIN_DECLS

/* The routes spoken in full up to this many squares, then "…". */
#define KL_BOARD_TEXT_SQUARES_MAX 12

/* "c3, wall" / "e5, 4 moves from the start, move 4 of 7": the square, what
 * it holds in mode, and what result (NULL: none yet) says of it.  g_free it. */
char *kl_board_text_square (const KlPuzzle *puzzle,
                            KlMode          mode,
                            const KlSolution *result,
                            int             cell);

/* "7 moves: a1, b3, a5, …": result's headline and, for a route or a tour,
 * its first squares, else its details; NULL without a result.  g_free it. */
char *kl_board_text_answer (const KlPuzzle *puzzle,
                            KlMode          mode,
                            const KlSolution *result);

G_END_DECLS
