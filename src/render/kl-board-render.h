/* kl-board-render.h - draws a board from a plain view model onto any
 * cairo_t: the screen, PNG/SVG/PDF export, and the rendering tests. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "knight.h"
#include "kl-scene.h"
#include "kl-solution.h"

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
  const KlSolution *result;       /* NULL, or an answer for puzzle */
  double          frame;        /* animation position in steps; >= the frame count: all */
  gboolean        show_search;  /* tour: replay the backtracking search */
  gboolean        show_tree;    /* shortest path, distance map: the BFS tree's arrows */
  gboolean        show_costs;   /* Camelot: every gathering square's cost */
  gboolean        dark;         /* the theme is dark */
  double          accent[3];    /* the theme's accent colour */
  KlBoardTheme    board_theme;  /* the square colours */
  gboolean        high_contrast; /* for a projector: white and near-black squares, black walls,
                                  * deep colours and thicker lines in place of the theme's */
  gboolean        show_coordinates;  /* file letters and rank numbers on the edge squares */
  double          cell;         /* the side of a square on screen, for the legend (the marks
                                 * too small to read are left out); 0: large enough for all */
  const KlScenePractice *practice; /* practice: the learner's answer; NULL outside it */
} KlBoardView;

/* Where the board sits: the top-left corner of the top-left square (file a,
 * the highest rank), the side of a square in pixels, and the size in squares. */
typedef struct
{
  double   x;
  double   y;
  double   cell;
  int      cols;
  int      rows;
  gboolean overview_left;  /* the overview in the top-left corner, not the top-right
                            * (a zoom around a point under the top-right one moves it) */
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

/* Draws the part of the board inside clip (NULL: all of it).  The clip is
 * the view: coordinates stay along its bottom and left edges when the
 * board's edges are out of it. */
void     kl_board_render             (cairo_t               *cr,
                                      const KlBoardView     *view,
                                      const KlBoardGeometry *geom,
                                      const cairo_rectangle_t *clip);

/* The same with the scene given: one made for view (kl_board_view_scene)
 * with squares geom->cell wide.  view gives the colours and the puzzle. */
void     kl_board_render_scene       (cairo_t               *cr,
                                      const KlBoardView     *view,
                                      const KlScene         *scene,
                                      const KlBoardGeometry *geom,
                                      const cairo_rectangle_t *clip);

/* The overview of a large board in the top-right corner of the viewport
 * (the part of the surface in view; the top-left with geom->overview_left):
 * TRUE and its rectangle when the board has 64 or more squares a side and
 * part of it is out of view. */
gboolean kl_board_overview_rect      (const KlBoardGeometry   *geom,
                                      const cairo_rectangle_t *viewport,
                                      cairo_rectangle_t       *rect);
/* TRUE and the board point the overview shows at (px, py), in squares
 * from the top-left corner, when (px, py) is on the overview. */
gboolean kl_board_overview_point     (const KlBoardGeometry   *geom,
                                      const cairo_rectangle_t *viewport,
                                      double                   px,
                                      double                   py,
                                      double                  *u,
                                      double                  *v);
/* Draws the overview, if the board gets one: the board in miniature and
 * the part in view outlined in the accent colour. */
void     kl_board_render_overview    (cairo_t                 *cr,
                                      const KlBoardView       *view,
                                      const KlBoardGeometry   *geom,
                                      const cairo_rectangle_t *viewport);


/* The scene view shows (its squares view->cell pixels wide); free it with
 * kl_scene_free. */
KlScene     *kl_board_view_scene       (const KlBoardView     *view);
/* The legend: the kinds of mark in view's scene, in KlMark order; returns how many. */
guint        kl_board_legend_marks     (const KlBoardView     *view,
                                        KlMark                 marks[KL_N_MARKS]);
/* What a mark means, translated ("The queue: squares the search just reached"). */
const char  *kl_mark_describe          (KlMark                 mark);
/* What the board says of marks scene left out as too small to read
 * ("Zoom in to read the numbers"), translated; NULL when it left none. */
const char  *kl_board_scene_note       (const KlScene         *scene);
/* Draws mark as it looks on view's board in a size x size square at (0, 0),
 * in the palette entry the board draws it in (kl_mark_role). */
void         kl_board_render_swatch    (cairo_t               *cr,
                                        const KlBoardView     *view,
                                        KlMark                 mark,
                                        double                 size);

/* The theme's name in the settings ("wood", "green", "blue", "grey") and
 * back; names of no theme give wood. */
const char  *kl_board_theme_to_string  (KlBoardTheme           theme);
KlBoardTheme kl_board_theme_from_string (const char            *str);

/* The smallest of 1, 2, 5, 10, 20, 50... that is at least step: how many
 * squares (or distances) apart labels go when not all fit. */
int      kl_nice_step                (double                 step);

/* The colour scale of the distance map: d of max, in 0..1 RGB. */
void     kl_distance_color           (int                    d,
                                      int                    max,
                                      double                 rgb[3]);

G_END_DECLS
