/* kl-board.h - the chessboard widget: draws the puzzle and its answer, and
 * turns pointer and keyboard input into edits of a KlHistory. */
#pragma once

#include <gtk/gtk.h>

#include "kl-board-render.h"
#include "kl-history.h"
#include "kl-solution.h"

G_BEGIN_DECLS

#define KL_TYPE_BOARD (kl_board_get_type ())

G_DECLARE_FINAL_TYPE (KlBoard, kl_board, KL, BOARD, GtkWidget)

void        kl_board_set_history    (KlBoard         *self,
                                      KlHistory *history);
void        kl_board_set_mode        (KlBoard         *self,
                                      KlMode           mode);
void        kl_board_set_tool        (KlBoard         *self,
                                      KlTool           tool);
void        kl_board_set_show_search (KlBoard         *self,
                                      gboolean         show_search);
/* The BFS tree's arrows (shortest path, distance map) and every gathering
 * square's cost (Camelot), drawn over the answer. */
void        kl_board_set_show_tree   (KlBoard         *self,
                                      gboolean         show_tree);
void        kl_board_set_show_costs  (KlBoard         *self,
                                      gboolean         show_costs);
/* The square colours and the coordinates along the edges (the "board-theme"
 * and "show-coordinates" properties, which the window binds to GSettings). */
void        kl_board_set_board_theme (KlBoard         *self,
                                      KlBoardTheme     theme);
KlBoardTheme kl_board_get_board_theme (KlBoard        *self);
void        kl_board_set_show_coordinates (KlBoard    *self,
                                           gboolean    show);
gboolean    kl_board_get_show_coordinates (KlBoard    *self);
/* The high-contrast palette (KlBoardView's high_contrast), for a projector. */
void        kl_board_set_high_contrast (KlBoard       *self,
                                        gboolean       high_contrast);
gboolean    kl_board_get_high_contrast (KlBoard       *self);
void        kl_board_set_result      (KlBoard         *self,
                                      KlSolution        *result);
KlSolution   *kl_board_get_result      (KlBoard         *self);
/* The animation position, in steps; kl_board_get_frames () shows it all. */
void        kl_board_set_frame       (KlBoard         *self,
                                      double           frame);
double      kl_board_get_frame       (KlBoard         *self);
guint       kl_board_get_frames      (KlBoard         *self);
void        kl_board_get_view        (KlBoard         *self,
                                      KlBoardView     *view);
/* Where the board is drawn right now, in widget coordinates. */
void        kl_board_get_geometry    (KlBoard         *self,
                                      KlBoardGeometry *geom);
/* Where the pointer is over the widget, as the board last saw it (the point
 * Ctrl+scroll and the zoom keys keep in place); FALSE while it is elsewhere. */
gboolean    kl_board_get_pointer     (KlBoard         *self,
                                      double          *x,
                                      double          *y);
/* Pixel -> cell under the current geometry; -1 off the board. */
int         kl_board_cell_at         (KlBoard         *self,
                                      double           x,
                                      double           y);
/* The pointer's edits, in squares: the drag gesture maps pixels with
 * kl_board_cell_at () and calls these (tests call them directly).  A press
 * picks up a piece of the mode or applies the tool (erase: walls go, as with
 * the right button or Ctrl); dragging paints, erases or carries along the
 * way; the release closes the edit as one undo step. */
void        kl_board_press           (KlBoard         *self,
                                      int              cell,
                                      gboolean         erase);
void        kl_board_drag_to         (KlBoard         *self,
                                      int              cell);
void        kl_board_release         (KlBoard         *self);
/* What a click with the current tool does on cell; TRUE if it changed the puzzle. */
gboolean    kl_board_apply_tool      (KlBoard         *self,
                                      int              cell);
/* Zooms by 1.25^steps keeping the board point under (x, y), in widget
 * coordinates, where it is: Ctrl+scroll calls it with the pointer (a wheel
 * notch a step).  Zooming out to the size that fits the widget fits the
 * board again.  Zoom in/out (the keys, the buttons, the menu) keep the
 * point under the pointer while it is over the board, else the keyboard
 * cursor's square while it shows, else the middle of the view. */
void        kl_board_zoom_at         (KlBoard         *self,
                                      double           steps,
                                      double           x,
                                      double           y);
void        kl_board_zoom_in         (KlBoard         *self);
void        kl_board_zoom_out        (KlBoard         *self);
void        kl_board_zoom_fit        (KlBoard         *self);
gboolean    kl_board_get_fit         (KlBoard         *self);
/* The side of a square in pixels, as drawn now. */
double      kl_board_get_cell_size   (KlBoard         *self);
/* Shows the board at another's zoom and scroll: fitted (cell, x and y
 * ignored), or with squares of cell pixels and its top-left corner at
 * (-x, -y), the values of its scrollable adjustments.  A compare view
 * keeps two boards together with it. */
void        kl_board_set_view        (KlBoard         *self,
                                      gboolean         fit,
                                      double           cell,
                                      double           x,
                                      double           y);

/* A square pointed out from outside the board (the step panel's queue and
 * stack: the chip under the pointer), drawn as a ring over everything at
 * any zoom; -1: none.  It never scrolls the view or changes the layout. */
void        kl_board_set_highlight   (KlBoard         *self,
                                      int              cell);
int         kl_board_get_highlight   (KlBoard         *self);

/* Practice: the learner's answer drawn over the frame (copied; NULL: none),
 * and text, the question and the verdict, which the board's accessible
 * description says in place of the answer (nothing of the answer is
 * spoken while practising). */
void        kl_board_set_practice    (KlBoard               *self,
                                      const KlScenePractice *practice,
                                      const char            *text);
/* While answering, a click (or Space on the keyboard cursor) on a square
 * emits "square-picked" (int cell) and never edits the puzzle; Enter
 * activates win.practice-submit. */
void        kl_board_set_answering   (KlBoard         *self,
                                      gboolean         answering);
gboolean    kl_board_get_answering   (KlBoard         *self);
/* The note the board shows over itself when the squares are too small for
 * some of their marks ("Zoom in to read the numbers"); NULL when there is
 * none.  As last drawn. */
const char *kl_board_get_note        (KlBoard         *self);
/* Whether that note is drawn over the board (TRUE by default).  A compare
 * view's small boards leave it out: their squares would be under it. */
void        kl_board_set_note_visible (KlBoard        *self,
                                       gboolean        visible);
/* What the board's accessible description says first (a compare view's
 * board: which algorithm it shows); NULL: nothing. */
void        kl_board_set_caption     (KlBoard    *self,
                                      const char *caption);
/* The accessible description as last set (for the tests). */
const char *kl_board_get_description (KlBoard         *self);

G_END_DECLS
