/* kl-board-render.h - draws a board from a plain view model onto any
 * cairo_t: the screen, PNG/SVG/PDF export, and the rendering tests. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "knight.h"
#include "kl-puzzle-edit.h"
#include "kl-solver.h"

G_BEGIN_DECLS

/* The colours of the light and dark squares (the board-theme preference). */
typedef enum
{
  KL_BOARD_THEME_WOOD,
  KL_BOARD_THEME_GREEN,
  KL_BOARD_THEME_BLUE,
  KL_BOARD_THEME_GREY,
  KL_N_BOARD_THEMES
} KlBoardTheme;

typedef struct
{
  const KlPuzzle *puzzle;
  KlMode          mode;
  const KlResult *result;       /* NULL, or an answer for puzzle */
  double          frame;        /* animation position in steps; >= the frame count: all */
  gboolean        show_search;  /* tour: replay the backtracking search */
  gboolean        dark;         /* the theme is dark */
  double          accent[3];    /* the theme's accent colour */
  KlBoardTheme    board_theme;  /* the square colours */
  gboolean        show_coordinates;  /* file letters and rank numbers on the edge squares */
} KlBoardView;

/* Where the board sits: the top-left corner of the top-left square (file a,
 * the highest rank), the side of a square in pixels, and the size in squares. */
typedef struct
{
  double x;
  double y;
  double cell;
  int    cols;
  int    rows;
} KlBoardGeometry;

void     kl_board_view_init          (KlBoardView           *view,
                                      const KlPuzzle        *puzzle);
/* How many steps the view's answer animates; 0 for none. */
guint    kl_board_view_frames        (const KlBoardView     *view);

/* The pixel -> square helper: TRUE and the square (file, rank from 0 at the
 * bottom) when (px, py) is on the board. */
gboolean kl_board_geometry_square_at (const KlBoardGeometry *geom,
                                      double                 px,
                                      double                 py,
                                      int                   *file,
                                      int                   *rank);
/* The centre of a square in pixels. */
void     kl_board_geometry_center    (const KlBoardGeometry *geom,
                                      int                    file,
                                      int                    rank,
                                      double                *px,
                                      double                *py);

/* Draws the part of the board inside clip (NULL: all of it). */
void     kl_board_render             (cairo_t               *cr,
                                      const KlBoardView     *view,
                                      const KlBoardGeometry *geom,
                                      const cairo_rectangle_t *clip);

/* The theme's name in the settings ("wood", "green", "blue", "grey") and
 * back; names of no theme give wood. */
const char  *kl_board_theme_to_string  (KlBoardTheme           theme);
KlBoardTheme kl_board_theme_from_string (const char            *str);

/* The colour scale of the distance map: d of max, in 0..1 RGB. */
void     kl_distance_color           (int                    d,
                                      int                    max,
                                      double                 rgb[3]);

G_END_DECLS
