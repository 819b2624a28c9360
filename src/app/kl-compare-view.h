/* kl-compare-view.h - two algorithms on one puzzle, side by side: a board
 * each (solved in the background, stepped in lockstep by the window's
 * player, zoomed and scrolled together), each with its step's sentence, and
 * the table and sentence of kl-comparison under them. */
#pragma once

#include <gtk/gtk.h>

#include "kl-board.h"
#include "kl-comparison.h"
#include "kl-history.h"

G_BEGIN_DECLS

#define KL_TYPE_COMPARE_VIEW (kl_compare_view_get_type ())
G_DECLARE_FINAL_TYPE (KlCompareView, kl_compare_view, KL, COMPARE_VIEW, GtkWidget)

/* Signals:
 *   "frames-changed": an answer arrived or went: the frame count changed
 *     (the window's player follows; the boards show their answers whole).
 *   "algorithm-chosen" (int algorithm): the user chose the left board's
 *     algorithm, which is the puzzle's (the window makes it the puzzle's). */

/* The boards show history's puzzle, and edit it like the window's board. */
void          kl_compare_view_set_history   (KlCompareView        *self,
                                             KlHistory            *history);
/* Solves puzzle with options (the left board: options->algorithm, the
 * puzzle's) and with the algorithm chosen for the right board, each in the
 * background, cancelling the solves running.  A new mode chooses the next
 * algorithm after the left's for the right board. */
void          kl_compare_view_solve         (KlCompareView        *self,
                                             const KlPuzzle       *puzzle,
                                             const KlSolveOptions *options);
/* Stops the solves running, unheard (leaving compare mode). */
void          kl_compare_view_stop          (KlCompareView        *self);
gboolean      kl_compare_view_is_solving    (KlCompareView        *self);
/* The right board's algorithm (one the mode offers; the left's is the
 * puzzle's): the right board is solved again. */
void          kl_compare_view_set_algorithm (KlCompareView        *self,
                                             KlAlgorithm           algorithm);
/* The algorithm each side (0 left, 1 right) is solved with, resolved. */
KlAlgorithm   kl_compare_view_get_algorithm (KlCompareView        *self,
                                             guint                 side);
/* The frame both boards show: frame on each, held at its last where it
 * has fewer (G_MAXDOUBLE: both answers whole). */
void          kl_compare_view_set_frame     (KlCompareView        *self,
                                             double                frame);
/* The larger of the two answers' frame counts (0 until one is solved). */
guint         kl_compare_view_get_frames    (KlCompareView        *self);
KlBoard      *kl_compare_view_get_board     (KlCompareView        *self,
                                             guint                 side);
/* What the view shows, for the window and the tests: the comparison (NULL
 * until both answers are in; borrowed), a cell of the table as shown, the
 * sentence under it, and the step sentence under a board. */
KlComparison *kl_compare_view_get_comparison (KlCompareView       *self);
const char   *kl_compare_view_get_cell      (KlCompareView        *self,
                                             KlCompareRow          row,
                                             guint                 side);
const char   *kl_compare_view_get_sentence  (KlCompareView        *self);
const char   *kl_compare_view_get_step_text (KlCompareView        *self,
                                             guint                 side);
/* Both boards follow: the tool, the mode, the tour's search and the zoom
 * (in, out and fit act on the left board; the right follows). */
void          kl_compare_view_set_tool      (KlCompareView        *self,
                                             KlTool                tool);
void          kl_compare_view_set_show_search (KlCompareView      *self,
                                               gboolean            show_search);
void          kl_compare_view_zoom_in       (KlCompareView        *self);
void          kl_compare_view_zoom_out      (KlCompareView        *self);
void          kl_compare_view_zoom_fit      (KlCompareView        *self);

G_END_DECLS
