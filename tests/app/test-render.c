/* test-render.c - the board drawing routine and the pixel -> square helper,
 * rendered to an image surface and checked pixel by pixel; and the solver
 * glue the drawing shows. */

#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "app-test.h"
#include "kl-board-render.h"
#include "kl-puzzle-edit.h"
#include "kl-solution.h"

#define CELL 40

static void
geometry_for (const KlPuzzle *puzzle, KlBoardGeometry *geom)
{
  geom->x = 0;
  geom->y = 0;
  geom->cell = CELL;
  geom->cols = puzzle->width;
  geom->rows = puzzle->height;
}

/* The top-left pixel of square `cell` in a surface render () drew. */
static void
cell_origin (const KlPuzzle *puzzle, int cell, int *x0, int *y0)
{
  *x0 = (cell % puzzle->width) * CELL;
  *y0 = (puzzle->height - 1 - cell / puzzle->width) * CELL;
}

static cairo_surface_t *
render (const KlBoardView *view)
{
  KlBoardGeometry geom;
  cairo_surface_t *surface;
  cairo_t *cr;

  geometry_for (view->puzzle, &geom);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view->puzzle->width * CELL,
                                        view->puzzle->height * CELL);
  cr = cairo_create (surface);
  kl_board_render (cr, view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* A point inside the square, off its centre, where no label, glyph or
 * number is drawn. */
static void
quiet_point (const KlPuzzle *puzzle, int cell, double *x, double *y)
{
  KlBoardGeometry geom;

  geometry_for (puzzle, &geom);
  kl_board_geometry_center (&geom, cell % puzzle->width, cell / puzzle->width, x, y);
  *x -= CELL * 0.3;
  *y -= CELL * 0.1;
}

static double
luminance (AppRgb c)
{
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

static void
test_geometry_roundtrip (void)
{
  KlBoardGeometry geom = { 13.5, 7.25, 17.0, 11, 5 };
  int file, rank;

  for (int r = 0; r < geom.rows; r++)
    for (int f = 0; f < geom.cols; f++)
      {
        double x, y;

        kl_board_geometry_center (&geom, f, r, &x, &y);
        g_assert_true (kl_board_geometry_square_at (&geom, x, y, &file, &rank));
        g_assert_cmpint (file, ==, f);
        g_assert_cmpint (rank, ==, r);
        /* the top-left corner pixel of a square belongs to it too */
        g_assert_true (kl_board_geometry_square_at (&geom, x - 8.4, y - 8.4, &file, &rank));
        g_assert_cmpint (file, ==, f);
        g_assert_cmpint (rank, ==, r);
      }
  /* rank 0 is at the bottom */
  g_assert_true (kl_board_geometry_square_at (&geom, 14, 7.25 + 5 * 17 - 1, &file, &rank));
  g_assert_cmpint (rank, ==, 0);
  g_assert_false (kl_board_geometry_square_at (&geom, 13, 10, NULL, NULL));
  g_assert_false (kl_board_geometry_square_at (&geom, 20, 7, NULL, NULL));
  g_assert_false (kl_board_geometry_square_at (&geom, 13.5 + 11 * 17, 20, NULL, NULL));
  g_assert_false (kl_board_geometry_square_at (&geom, 20, 7.25 + 5 * 17, NULL, NULL));
}

static void
test_blocked_start_target (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  KlBoardView view;
  cairo_surface_t *surface;
  double x, y;
  AppRgb wall, start, target, free_light, free_dark;

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  surface = render (&view);

  quiet_point (puzzle, app_test_cell (puzzle, "c3"), &x, &y);
  wall = app_test_pixel (surface, x, y);
  quiet_point (puzzle, puzzle->start, &x, &y);
  start = app_test_pixel (surface, x, y);
  quiet_point (puzzle, puzzle->target, &x, &y);
  target = app_test_pixel (surface, x, y);
  quiet_point (puzzle, app_test_cell (puzzle, "e4"), &x, &y);
  free_light = app_test_pixel (surface, x, y);
  quiet_point (puzzle, app_test_cell (puzzle, "e5"), &x, &y);
  free_dark = app_test_pixel (surface, x, y);

  /* walls are much darker than either colour of free square */
  g_assert_cmpfloat (luminance (wall), <, 0.35);
  g_assert_cmpfloat (luminance (free_light), >, 0.45);
  g_assert_cmpfloat (luminance (free_dark), >, 0.45);
  /* the start is tinted green, the target red */
  g_assert_cmpfloat (start.g, >, start.r + 0.05);
  g_assert_cmpfloat (target.r, >, target.g + 0.2);
  cairo_surface_destroy (surface);
}

static void
test_path_drawn (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) result = solve_in_mode (puzzle, KL_MODE_PATH);
  KlBoardGeometry geom;
  KlBoardView view;
  cairo_surface_t *surface;

  g_assert_true (result->outcome == KL_OUTCOME_FOUND);
  g_assert_cmpuint (kl_solution_get_path (result)->len, ==, 8);

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  view.result = result;
  surface = render (&view);
  geometry_for (puzzle, &geom);

  /* a point a third of the way along every move is on the blue line */
  for (guint i = 1; i < kl_solution_get_path (result)->len; i++)
    {
      int a = g_array_index (kl_solution_get_path (result), int, i - 1), b = g_array_index (kl_solution_get_path (result), int, i);
      double x0, y0, x1, y1;
      AppRgb c;

      kl_board_geometry_center (&geom, a % 8, a / 8, &x0, &y0);
      kl_board_geometry_center (&geom, b % 8, b / 8, &x1, &y1);
      c = app_test_pixel (surface, x0 + (x1 - x0) * 0.4, y0 + (y1 - y0) * 0.4);
      g_assert_cmpfloat (c.b, >, c.r + 0.3);
    }
  cairo_surface_destroy (surface);
}

static void
test_distance_colours (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (5, 5);
  g_autoptr(KlSolution) result = NULL;
  KlBoardView view;
  cairo_surface_t *surface;
  double x, y, rgb[3];

  puzzle->start = app_test_cell (puzzle, "c3");
  result = solve_in_mode (puzzle, KL_MODE_DISTANCE);
  g_assert_true (result->outcome == KL_OUTCOME_FOUND);

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_DISTANCE;
  view.result = result;
  surface = render (&view);

  /* every square shows the colour of its distance */
  for (int cell = 0; cell < 25; cell++)
    {
      AppRgb c;

      quiet_point (puzzle, cell, &x, &y);
      c = app_test_pixel (surface, x, y);
      kl_distance_color (kl_solution_get_distances (result)[cell], result->dist_max, rgb);
      g_assert_cmpfloat_with_epsilon (c.r, rgb[0], 0.02);
      g_assert_cmpfloat_with_epsilon (c.g, rgb[1], 0.02);
      g_assert_cmpfloat_with_epsilon (c.b, rgb[2], 0.02);
    }
  cairo_surface_destroy (surface);
}

static void
test_large_board_image_path (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (300, 300);
  KlBoardGeometry geom = { 0, 0, 2, 300, 300 };
  KlBoardView view;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 600);
  cairo_t *cr = cairo_create (surface);
  AppRgb c;

  /* 90,000 squares go through the one-pixel-per-square image */
  puzzle->blocked[299 * 300 + 0] = TRUE;  /* a300, the top-left square */
  kl_board_view_init (&view, puzzle);
  kl_board_render (cr, &view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  c = app_test_pixel (surface, 1, 1);
  g_assert_cmpfloat (luminance (c), <, 0.35);
  c = app_test_pixel (surface, 3, 1);
  g_assert_cmpfloat (luminance (c), >, 0.45);
  cairo_surface_destroy (surface);
}

/* The pixels of a rendering: ARGB32 words, stride / 4 a row. */
static guint32
word_at (cairo_surface_t *surface, int x, int y)
{
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(guint32 *) (gpointer) (data + y * stride + x * 4);
}

static gboolean
near (AppRgb a, double r, double g, double b)
{
  return fabs (a.r - r) < 0.03 && fabs (a.g - g) < 0.03 && fabs (a.b - b) < 0.03;
}

/* The colour itself, not an antialiased edge that blends it with what is under it. */
static gboolean
exactly (AppRgb a, double r, double g, double b)
{
  return fabs (a.r - r) < 0.006 && fabs (a.g - g) < 0.006 && fabs (a.b - b) < 0.006;
}

/* How many of the pixels of square `cell` that want () picks in `reference`
 * are (all but) the same in `surface`, and how many it picks. */
static void
kept_pixels (cairo_surface_t *reference, cairo_surface_t *surface, const KlPuzzle *puzzle,
             int cell, gboolean (*want) (AppRgb c), guint *kept, guint *total)
{
  int x0, y0;

  cell_origin (puzzle, cell, &x0, &y0);

  *kept = *total = 0;
  for (int y = y0; y < y0 + CELL; y++)
    for (int x = x0; x < x0 + CELL; x++)
      if (want (app_test_pixel (reference, x, y)))
        {
          AppRgb a = app_test_pixel (reference, x, y);

          (*total)++;
          if (near (app_test_pixel (surface, x, y), a.r, a.g, a.b))
            (*kept)++;
        }
}

/* The target ring's colour, and the knight glyph's white fill and dark outline. */
static gboolean
is_ring (AppRgb c)
{
  return exactly (c, 0.75, 0.11, 0.16);
}

static gboolean
is_glyph (AppRgb c)
{
  return exactly (c, 1, 1, 1) || exactly (c, 0.1, 0.1, 0.12);
}

/* Every pixel of the ring and of the start knight that the puzzle alone
 * shows is still there, unchanged, once the whole answer is drawn: no move
 * badge, number or line covers them (a route's knight ends on the target,
 * inside the ring). */
static void
assert_pieces_clear (const KlPuzzle *puzzle, KlMode mode, const KlSolution *result, int start,
                     int target)
{
  KlBoardView view;
  cairo_surface_t *reference, *answer;
  guint kept, total;

  kl_board_view_init (&view, puzzle);
  view.mode = mode;
  reference = render (&view);
  view.result = result;
  view.frame = G_MAXDOUBLE;  /* the end of the animation */
  answer = render (&view);

  /* a route's end: the knight has left the start for the target, and
   * rests there inside the whole ring */
  if ((mode == KL_MODE_PATH || mode == KL_MODE_DYNAMIC) && kl_solution_get_path (result) != NULL)
    {
      guint glyph = 0, ring = 0;

      kept_pixels (reference, answer, puzzle, start, is_glyph, &kept, &total);
      g_assert_cmpuint (kept, <, total / 2);
      kept_pixels (answer, answer, puzzle, target, is_glyph, &glyph, &total);
      g_assert_cmpuint (glyph, >, CELL * CELL / 20);
      kept_pixels (answer, answer, puzzle, target, is_ring, &ring, &total);
      g_assert_cmpuint (ring, >, CELL * 2);
      cairo_surface_destroy (reference);
      cairo_surface_destroy (answer);
      return;
    }
  kept_pixels (reference, answer, puzzle, start, is_glyph, &kept, &total);
  g_assert_cmpuint (total, >, CELL * CELL / 10);
  g_assert_cmpuint (kept, ==, total);
  if (target >= 0)
    {
      kept_pixels (reference, answer, puzzle, target, is_ring, &kept, &total);
      g_assert_cmpuint (total, >, CELL * 2);
      g_assert_cmpuint (kept, ==, total);
    }
  cairo_surface_destroy (reference);
  cairo_surface_destroy (answer);
}

/* Pixels in the rectangle that differ between two renderings. */
static guint
changed_in (cairo_surface_t *a, cairo_surface_t *b, int x0, int y0, int x1, int y1)
{
  guint n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, cairo_image_surface_get_height (a)); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, cairo_image_surface_get_width (a)); x++)
      n += word_at (a, x, y) != word_at (b, x, y);
  return n;
}

static void
test_badges_clear_of_pieces (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) path = solve_in_mode (puzzle, KL_MODE_PATH);
  g_autoptr(KlSolution) dynamic = NULL;
  g_autoptr(KlSolution) distance = solve_in_mode (puzzle, KL_MODE_DISTANCE);
  KlBoardView view;
  cairo_surface_t *with, *without;
  int f1 = app_test_cell (puzzle, "f1");

  /* the sample's last move lands on the target f1, in the file-letter rank */
  g_assert_cmpint (g_array_index (kl_solution_get_path (path), int, kl_solution_get_path (path)->len - 1), ==, f1);
  assert_pieces_clear (puzzle, KL_MODE_PATH, path, puzzle->start, puzzle->target);
  assert_pieces_clear (puzzle, KL_MODE_DISTANCE, distance, puzzle->start, puzzle->target);

  /* the file letter f is drawn over the target square, whatever the answer draws there */
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  view.result = path;
  with = render (&view);
  view.show_coordinates = FALSE;
  without = render (&view);
  g_assert_cmpuint (changed_in (with, without, 5 * CELL + CELL / 2, 7 * CELL + CELL / 2,
                                6 * CELL, 8 * CELL), >, 4);
  /* and no move badge comes near the bottom-right corner where it is */
  for (guint i = 1; i < kl_solution_get_path (path)->len; i++)
    {
      int cell = g_array_index (kl_solution_get_path (path), int, i);
      int x0 = (cell % 8) * CELL, y0 = (7 - cell / 8) * CELL;

      for (int y = y0 + CELL / 2; y < y0 + CELL; y++)
        for (int x = x0 + CELL / 2; x < x0 + CELL; x++)
          g_assert_false (exactly (app_test_pixel (with, x, y), view.accent[0] * 0.8, view.accent[1] * 0.8,
                                   view.accent[2] * 0.8));
    }
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);

  puzzle->target = app_test_cell (puzzle, "h8");
  dynamic = solve_in_mode (puzzle, KL_MODE_DYNAMIC);
  g_assert_true (dynamic->outcome == KL_OUTCOME_FOUND);
  assert_pieces_clear (puzzle, KL_MODE_DYNAMIC, dynamic, puzzle->start, puzzle->target);
}

static void
test_tour_start_visible (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) result = NULL;
  KlBoardView view;
  cairo_surface_t *surface;
  AppRgb badge;
  gboolean found = FALSE;
  int x0, y0;

  puzzle->start = app_test_cell (puzzle, "c3");
  result = solve_in_mode (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  assert_pieces_clear (puzzle, KL_MODE_TOUR, result, puzzle->start, -1);

  /* the start's place in the tour, 1, is in the top-right corner's badge */
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_TOUR;
  view.result = result;
  surface = render (&view);
  x0 = 2 * CELL;
  y0 = 3 * CELL;
  for (int y = y0; y < y0 + CELL / 3 && !found; y++)
    for (int x = x0 + CELL * 2 / 3; x < x0 + CELL && !found; x++)
      {
        badge = app_test_pixel (surface, x, y);
        found = near (badge, view.accent[0] * 0.8, view.accent[1] * 0.8, view.accent[2] * 0.8);
      }
  g_assert_true (found);
  cairo_surface_destroy (surface);
}

/* A 64 x 64 board zoomed into the middle of a 600 x 400 view. */
#define VIEW_W 600
#define VIEW_H 400

static cairo_surface_t *
render_view (const KlBoardView *view, const KlBoardGeometry *geom, gboolean overview)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
  cairo_rectangle_t clip = { 0, 0, VIEW_W, VIEW_H };
  cairo_t *cr = cairo_create (surface);

  kl_board_render (cr, view, geom, &clip);
  if (overview)
    kl_board_render_overview (cr, view, geom, &clip);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_sticky_rulers (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (64, 64);
  /* files 20.. and ranks ..(64 - 30) in view: neither a nor 1 */
  KlBoardGeometry geom = { -20 * 30, -30 * 30 - 15, 30, 64, 64 };
  KlBoardView view;
  cairo_surface_t *with, *without;
  int labelled = 0;

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_DISTANCE;
  with = render_view (&view, &geom, FALSE);
  view.show_coordinates = FALSE;
  without = render_view (&view, &geom, FALSE);

  /* a letter along the bottom edge under every file in view, in the right
   * half of its column (the bottom-right corner) */
  for (int f = 0; f < VIEW_W / 30; f++)
    {
      int x = f * 30;

      g_assert_cmpuint (changed_in (with, without, x + 10, VIEW_H - 20, x + 30, VIEW_H), >, 4);
      /* and nothing of the rulers above that strip but at the left edge */
      g_assert_cmpuint (changed_in (with, without, MAX (x, 30), 0, x + 30, VIEW_H - 20), ==, 0);
    }
  /* a number along the left edge beside every rank whose top is in view,
   * but those the files' corner takes */
  for (int y = 15; y < VIEW_H - 30; y += 30)
    {
      g_assert_cmpuint (changed_in (with, without, 0, y, 30, y + 30), >, 4);
      labelled++;
    }
  g_assert_cmpint (labelled, >=, 10);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);

  /* squares too small for a label each: the rulers name every few of them
   * while zoomed in, and none while the whole board is in view */
  {
    KlBoardGeometry zoomed = { -20 * 12, -30 * 12, 12, 64, 64 };
    KlBoardGeometry fits = { 0, 0, 6, 64, 64 };
    guint groups = 0;

    view.show_coordinates = TRUE;
    with = render_view (&view, &zoomed, FALSE);
    view.show_coordinates = FALSE;
    without = render_view (&view, &zoomed, FALSE);
    for (int x = 0; x < VIEW_W; x += 60)
      groups += changed_in (with, without, x, VIEW_H - 20, x + 60, VIEW_H) > 4;
    g_assert_cmpuint (groups, >=, VIEW_W / 60 - 1);
    g_assert_cmpuint (changed_in (with, without, 0, 0, 30, VIEW_H - 30), >, 20);
    g_assert_cmpuint (changed_in (with, without, 40, 0, VIEW_W, VIEW_H - 20), ==, 0);
    cairo_surface_destroy (with);
    cairo_surface_destroy (without);

    view.show_coordinates = TRUE;
    with = render_view (&view, &fits, FALSE);
    view.show_coordinates = FALSE;
    without = render_view (&view, &fits, FALSE);
    g_assert_cmpuint (changed_in (with, without, 0, 0, VIEW_W, VIEW_H), ==, 0);
    cairo_surface_destroy (with);
    cairo_surface_destroy (without);
  }

  /* with the whole board in view, they are on the edge squares as ever */
  {
    KlBoardGeometry fit = { 0, 0, 40, 8, 8 };
    g_autoptr(KlPuzzle) small = kl_puzzle_new (8, 8);

    kl_board_view_init (&view, small);
    view.mode = KL_MODE_DISTANCE;
    with = render_view (&view, &fit, FALSE);
    view.show_coordinates = FALSE;
    without = render_view (&view, &fit, FALSE);
    /* inside the bottom rank and the a-file only */
    g_assert_cmpuint (changed_in (with, without, 40, 0, 320, 280), ==, 0);
    g_assert_cmpuint (changed_in (with, without, 280, 280, 320, 320), >, 4);
    g_assert_cmpuint (changed_in (with, without, 0, 0, 40, 40), >, 4);
    cairo_surface_destroy (with);
    cairo_surface_destroy (without);
  }
}

static void
test_overview (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (64, 64);
  KlBoardGeometry geom = { -20 * 30, -30 * 30, 30, 64, 64 };
  cairo_rectangle_t view_rect = { 0, 0, VIEW_W, VIEW_H }, rect;
  KlBoardView view;
  cairo_surface_t *surface;
  double scale, u, v;
  AppRgb c;

  /* a block of walls at files 40-47, ranks 8-15 (from the top: rows 48-55) */
  for (int r = 8; r < 16; r++)
    for (int f = 40; f < 48; f++)
      puzzle->blocked[r * 64 + f] = TRUE;
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;

  g_assert_true (kl_board_overview_rect (&geom, &view_rect, &rect));
  /* in the top-right corner, square like the board, within the view */
  g_assert_cmpfloat (rect.x + rect.width, <=, VIEW_W);
  g_assert_cmpfloat (rect.x, >, VIEW_W / 2);
  g_assert_cmpfloat (rect.y, >=, 0);
  g_assert_cmpfloat (rect.y + rect.height, <, VIEW_H / 2);
  g_assert_cmpfloat (rect.width, ==, rect.height);
  scale = rect.width / 64;

  surface = render_view (&view, &geom, TRUE);
  /* the walls show dark where the overview puts them */
  c = app_test_pixel (surface, rect.x + 44 * scale, rect.y + 52 * scale);
  g_assert_cmpfloat (luminance (c), <, 0.35);
  c = app_test_pixel (surface, rect.x + 30 * scale, rect.y + 52 * scale);
  g_assert_cmpfloat (luminance (c), >, 0.45);
  /* the part in view, files 20-39 and rows 30-43, is outlined in the
   * accent: its left and top edges, half way along */
  c = app_test_pixel (surface, rect.x + 20 * scale + 1, rect.y + (30 + 13.3 / 2) * scale);
  g_assert_true (near (c, view.accent[0], view.accent[1], view.accent[2]));
  c = app_test_pixel (surface, rect.x + 30 * scale, rect.y + 30 * scale + 1);
  g_assert_true (near (c, view.accent[0], view.accent[1], view.accent[2]));
  /* and the middle of that part is not */
  c = app_test_pixel (surface, rect.x + 30 * scale, rect.y + 36 * scale);
  g_assert_false (near (c, view.accent[0], view.accent[1], view.accent[2]));
  cairo_surface_destroy (surface);

  /* a press on it names the board point it shows */
  g_assert_true (kl_board_overview_point (&geom, &view_rect, rect.x + rect.width / 2,
                                          rect.y + rect.height / 4, &u, &v));
  g_assert_cmpfloat_with_epsilon (u, 32, 0.01);
  g_assert_cmpfloat_with_epsilon (v, 16, 0.01);
  g_assert_false (kl_board_overview_point (&geom, &view_rect, rect.x - 1, rect.y, &u, &v));

  /* none while the whole board is in view, and none under 64 squares a side */
  geom = (KlBoardGeometry) { 100, 4, 6, 64, 64 };
  g_assert_false (kl_board_overview_rect (&geom, &view_rect, &rect));
  geom = (KlBoardGeometry) { -20 * 30, -30 * 30, 30, 63, 63 };
  g_assert_false (kl_board_overview_rect (&geom, &view_rect, &rect));
}

static void
test_solver_cancel (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  KlSolveOptions options;
  KlSolution *result;

  kl_solve_options_init (&options);
  g_cancellable_cancel (cancellable);
  result = kl_solve (puzzle, &options, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_solver_tour_valid (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) result = NULL;
  g_autofree gboolean *seen = g_new0 (gboolean, 36);

  puzzle->start = 0;
  result = solve_in_mode (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  g_assert_cmpuint (kl_solution_get_path (result)->len, ==, 36);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, 0), ==, 0);
  /* every square once, each step a knight move */
  for (guint i = 0; i < 36; i++)
    {
      int c = g_array_index (kl_solution_get_path (result), int, i);

      g_assert_false (seen[c]);
      seen[c] = TRUE;
      if (i > 0)
        {
          int p = g_array_index (kl_solution_get_path (result), int, i - 1);
          int dx = ABS (c % 6 - p % 6), dy = ABS (c / 6 - p / 6);

          g_assert_true ((dx == 1 && dy == 2) || (dx == 2 && dy == 1));
        }
    }
  g_assert_cmpuint (result->n_frames, ==, 35);
}

static void
test_solver_camelot_steps (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) result = solve_in_mode (puzzle, KL_MODE_CAMELOT);
  int64_t total = 0;

  g_assert_true (result->outcome == KL_OUTCOME_FOUND);
  /* one animation step per counted move, and every piece ends on the gathering square */
  g_assert_cmpuint (result->routes->len, ==, puzzle->knights->len + 1);
  for (guint i = 0; i < result->routes->len; i++)
    {
      GArray *route = g_ptr_array_index (result->routes, i);

      g_assert_cmpint (g_array_index (route, int, route->len - 1), ==, result->gather);
      if (i > 0)
        total += route->len - 1;
    }
  for (guint i = 1; i < result->king_moves->len; i++)
    if (g_array_index (result->king_moves, guint8, i) != KN_MOVE_RIDE)
      total++;
  /* the searches and the gathering step come first, then a move a frame */
  g_assert_cmpuint (result->n_frames, ==,
                    kl_explain_get_camelot_first_move (result->explain) - 1 + (guint) total);
  {
    size_t n_moves = 0;

    /* the board replays the explanation's own moves, one a frame */
    g_assert_nonnull (kl_explain_get_camelot_moves (result->explain, &n_moves));
    g_assert_cmpuint (n_moves, ==, (guint) total);
  }
}

/* The BFS tree: with the option on, arrows are drawn on squares the BFS
 * reached (and between them and their parents), never on a square it did
 * not reach, and every reached square gets one. */
static void
test_bfs_tree (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) result = solve_in_mode (puzzle, KL_MODE_DISTANCE);
  KlBoardView view;
  cairo_surface_t *plain, *tree;
  guint with_arrow = 0, reached = 0;

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_DISTANCE;
  view.result = result;
  view.frame = G_MAXDOUBLE;
  plain = render (&view);
  view.show_tree = TRUE;
  tree = render (&view);
  for (int cell = 0; cell < puzzle->width * puzzle->height; cell++)
    {
      int x0, y0;
      guint changed;

      cell_origin (puzzle, cell, &x0, &y0);
      changed = changed_in (plain, tree, x0, y0, x0 + CELL, y0 + CELL);

      if (kl_solution_get_distances (result)[cell] < 0)
        {
          /* walls and squares the knight never reaches: no arrow ends or
           * starts there, and none passes close to their middle */
          g_assert_cmpuint (changed_in (plain, tree, x0 + CELL / 3, y0 + CELL / 3,
                                        x0 + 2 * CELL / 3, y0 + 2 * CELL / 3), ==, 0);
          continue;
        }
      if (kl_solution_get_distances (result)[cell] > 0)
        {
          reached++;
          with_arrow += changed > 0;
          g_assert_cmpint (kl_solution_get_parents (result)[cell], >=, 0);
          g_assert_cmpint (kl_solution_get_distances (result)[kl_solution_get_parents (result)[cell]], ==, kl_solution_get_distances (result)[cell] - 1);
        }
    }
  g_assert_cmpuint (reached, >, 40);
  g_assert_cmpuint (with_arrow, ==, reached);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (tree);
}

/* An open tour's last square is framed in the target's colour, and an open
 * tour never draws the closing line. */
static void
test_tour_end (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) result = NULL;
  KlBoardView view;
  cairo_surface_t *surface;
  int last, x0, y0;
  guint framed = 0;

  puzzle->start = 0;
  result = solve_in_mode (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  g_assert_false (result->closed);
  last = g_array_index (kl_solution_get_path (result), int, kl_solution_get_path (result)->len - 1);
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_TOUR;
  view.result = result;
  view.frame = G_MAXDOUBLE;
  surface = render (&view);
  cell_origin (puzzle, last, &x0, &y0);
  /* along the square's edges, clear of the corners' labels and badges */
  for (int k = CELL / 4; k < 3 * CELL / 4; k++)
    {
      framed += is_ring (app_test_pixel (surface, x0 + k, y0 + 1));
      framed += is_ring (app_test_pixel (surface, x0 + 1, y0 + k));
    }
  g_assert_cmpuint (framed, >, CELL / 2);
  cairo_surface_destroy (surface);
}

/* A tour to an end square: at rest the end square's number goes to its
 * corner, so its ring stays in view, whole. */
static void
test_tour_end_ring_visible (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) result = NULL;
  KlBoardView view;
  cairo_surface_t *surface;
  int x0, y0;
  guint ring = 0;

  puzzle->start = app_test_cell (puzzle, "a1");
  puzzle->target = app_test_cell (puzzle, "e6");
  result = solve_in_mode (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, kl_solution_get_path (result)->len - 1), ==, puzzle->target);
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_TOUR;
  view.result = result;
  view.frame = G_MAXDOUBLE;
  surface = render (&view);
  cell_origin (puzzle, puzzle->target, &x0, &y0);
  /* the inner ring, in the middle of the square where a number would sit */
  for (int y = y0 + 3 * CELL / 10; y < y0 + 7 * CELL / 10; y++)
    for (int x = x0 + 3 * CELL / 10; x < x0 + 7 * CELL / 10; x++)
      ring += is_ring (app_test_pixel (surface, x, y));
  /* its circumference, roughly: none where a disc covers it */
  g_assert_cmpuint (ring, >=, CELL / 2);
  cairo_surface_destroy (surface);
}

/* Camelot: a knight whose moves go along one line (h8-f7-d6-b5) shows a
 * numbered dot on every square it lands on, so the three moves never read
 * as one. */
static void
test_camelot_moves_apart (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (8, 8);
  g_autoptr(KlSolution) result = NULL;
  KlBoardView view;
  cairo_surface_t *plain, *answer;
  const char *lands[] = { "f7", "d6" };
  int knight = 0;

  puzzle->king = 0;                       /* a1, far away: the knight comes alone */
  knight = app_test_cell (puzzle, "h8");
  g_array_append_val (puzzle->knights, knight);
  puzzle->king = app_test_cell (puzzle, "b5");  /* the knight ends on the king's square */
  result = solve_in_mode (puzzle, KL_MODE_CAMELOT);
  g_assert_cmpint (result->gather, ==, app_test_cell (puzzle, "b5"));
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_CAMELOT;
  plain = render (&view);
  view.result = result;
  view.frame = G_MAXDOUBLE;
  answer = render (&view);
  for (guint i = 0; i < G_N_ELEMENTS (lands); i++)
    {
      int cell = app_test_cell (puzzle, lands[i]);
      int x0, y0;
      guint digits = 0;

      cell_origin (puzzle, cell, &x0, &y0);

      /* the dot sits in the square's lower left quarter, its number in
       * white: nothing else white is drawn on a square no piece stands on */
      for (int y = y0 + CELL / 2; y < y0 + 7 * CELL / 8; y++)
        for (int x = x0 + CELL / 8; x < x0 + CELL / 2; x++)
          digits += near (app_test_pixel (answer, x, y), 1, 1, 1);
      g_assert_cmpuint (digits, >=, 2);
      g_assert_cmpuint (changed_in (plain, answer, x0 + CELL / 8, y0 + CELL / 2,
                                    x0 + CELL / 2, y0 + 7 * CELL / 8), >, CELL);
    }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (answer);
}

/* Whether the legend of view lists mark. */
static gboolean
legend_lists (const KlBoardView *view, KlMark mark)
{
  KlMark marks[KL_N_MARKS];
  guint n = kl_board_legend_marks (view, marks);

  for (guint i = 0; i < n; i++)
    if (marks[i] == mark)
      return TRUE;
  return FALSE;
}

/* Whether the legend of the distance map of puzzle lists mark. */
static gboolean
map_legend_lists (const KlPuzzle *puzzle, KlMark mark)
{
  g_autoptr(KlSolution) result = solve_in_mode (puzzle, KL_MODE_DISTANCE);
  KlBoardView view;

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_DISTANCE;
  view.result = result;
  return legend_lists (&view, mark);
}

/* The legend names only what the board draws: walls where there are some,
 * unreached squares where the map leaves some. */
static void
test_legend_only_drawn (void)
{
  g_autoptr(KlPuzzle) empty = kl_puzzle_new (8, 8);
  g_autoptr(KlPuzzle) sample = kl_puzzle_new_sample ();
  g_autoptr(KlPuzzle) walled = kl_puzzle_new (8, 8);

  empty->start = 0;
  g_assert_false (map_legend_lists (empty, KL_MARK_WALL));
  g_assert_false (map_legend_lists (empty, KL_MARK_UNREACHED));
  /* the sample's walls leave every free square reachable */
  g_assert_true (map_legend_lists (sample, KL_MARK_WALL));
  g_assert_false (map_legend_lists (sample, KL_MARK_UNREACHED));
  /* f7 and g6 wall h8 in */
  walled->start = 0;
  walled->blocked[app_test_cell (walled, "f7")] = 1;
  walled->blocked[app_test_cell (walled, "g6")] = 1;
  g_assert_true (map_legend_lists (walled, KL_MARK_WALL));
  g_assert_true (map_legend_lists (walled, KL_MARK_UNREACHED));
}

/* The marks of a frame are in the legend while the frame shows them: the
 * BFS wave while stepping (at rest the route alone is drawn), a tour's
 * candidate squares at a step that has some. */
static void
test_legend_follows_frame (void)
{
  g_autoptr(KlPuzzle) sample = kl_puzzle_new_sample ();
  g_autoptr(KlPuzzle) six = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) path = solve_in_mode (sample, KL_MODE_PATH);
  g_autoptr(KlSolution) tour = NULL;
  KlBoardView view;

  kl_board_view_init (&view, sample);
  view.mode = KL_MODE_PATH;
  view.result = path;
  view.frame = 3;
  g_assert_true (legend_lists (&view, KL_MARK_FRONTIER));
  g_assert_true (legend_lists (&view, KL_MARK_VISITED));
  view.frame = G_MAXDOUBLE;
  g_assert_false (legend_lists (&view, KL_MARK_FRONTIER));
  g_assert_false (legend_lists (&view, KL_MARK_VISITED));
  g_assert_true (legend_lists (&view, KL_MARK_ROUTE));

  six->start = 0;
  tour = solve_in_mode (six, KL_MODE_TOUR);
  kl_board_view_init (&view, six);
  view.mode = KL_MODE_TOUR;
  view.result = tour;
  view.frame = 5;
  g_assert_true (legend_lists (&view, KL_MARK_DEGREE));
  view.frame = G_MAXDOUBLE;
  g_assert_false (legend_lists (&view, KL_MARK_DEGREE));
  g_assert_true (legend_lists (&view, KL_MARK_ROUTE));
}

/* How many near-white pixels (a knight's glyph) a square has. */
static guint
white_in (cairo_surface_t *surface, const KlPuzzle *puzzle, int cell)
{
  int x0, y0;

  cell_origin (puzzle, cell, &x0, &y0);
  guint n = 0;

  for (int y = y0; y < y0 + CELL; y++)
    for (int x = x0; x < x0 + CELL; x++)
      n += near (app_test_pixel (surface, x, y), 1, 1, 1);
  return n;
}

/* Camelot at the end of its plan: the knights stand on the gathering
 * square, as the step panel says, and only a faint copy stays where each
 * started. */
static void
test_camelot_gathered (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (8, 8);
  g_autoptr(KlSolution) result = NULL;
  const char *knights[] = { "a3", "a8", "h1", "h8" };
  KlBoardView view;
  cairo_surface_t *plain, *answer;

  puzzle->king = app_test_cell (puzzle, "d4");
  for (guint i = 0; i < G_N_ELEMENTS (knights); i++)
    {
      int cell = app_test_cell (puzzle, knights[i]);
      g_array_append_val (puzzle->knights, cell);
    }
  result = solve_in_mode (puzzle, KL_MODE_CAMELOT);
  g_assert_cmpint (result->gather, >=, 0);
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_CAMELOT;
  plain = render (&view);
  view.result = result;
  view.frame = G_MAXDOUBLE;
  answer = render (&view);
  for (guint i = 0; i < G_N_ELEMENTS (knights); i++)
    {
      int cell = app_test_cell (puzzle, knights[i]);
      guint before = white_in (plain, puzzle, cell);

      if (cell == result->gather)
        continue;
      g_assert_cmpuint (before, >, CELL);
      g_assert_cmpuint (white_in (answer, puzzle, cell), <, before / 4);
    }
  g_assert_cmpuint (white_in (plain, puzzle, result->gather), ==, 0);
  g_assert_cmpuint (white_in (answer, puzzle, result->gather), >, CELL);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (answer);
}

/* A tour stepped to move s shows the choice that move made, as the step
 * panel tells it: a green disk with the onward count on every square the
 * knight could take from the square before (counted here from the route,
 * not from the explanation), none anywhere else, and the square taken
 * (where the knight now stands) with its count in a corner. */
static gboolean
is_green (AppRgb c)
{
  return c.g > c.r + 0.25 && c.g > c.b + 0.1;
}

static void
test_tour_step_choice (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (8, 8);
  g_autoptr(KlSolution) result = NULL;
  static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

  puzzle->start = 0;
  result = solve_in_mode (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  for (guint s = 1; s < 12; s++)
    {
      gboolean visited[64] = { FALSE }, candidate[64] = { FALSE };
      int from = g_array_index (kl_solution_get_path (result), int, s - 1), taken = g_array_index (kl_solution_get_path (result), int, s);
      KlBoardView view;
      cairo_surface_t *surface;
      int x0, y0;

      for (guint i = 0; i <= s; i++)
        visited[g_array_index (kl_solution_get_path (result), int, i)] = TRUE;
      for (int k = 0; k < 8; k++)
        {
          int x = from % 8 + dx[k], y = from / 8 + dy[k];

          if (x >= 0 && x < 8 && y >= 0 && y < 8 && (!visited[y * 8 + x] || y * 8 + x == taken))
            candidate[y * 8 + x] = TRUE;
        }
      kl_board_view_init (&view, puzzle);
      view.mode = KL_MODE_TOUR;
      view.result = result;
      view.frame = s;
      surface = render (&view);
      for (int cell = 0; cell < 64; cell++)
        {
          /* left of the disk's digit, inside the disk */
          double cx = (cell % 8 + 0.5) * CELL - CELL * 0.17, cy = (7 - cell / 8 + 0.5) * CELL;

          if (cell == taken || visited[cell])
            continue;
          g_test_message ("move %u, square %d", s, cell);
          g_assert_cmpint (is_green (app_test_pixel (surface, cx, cy)), ==, candidate[cell]);
        }
      /* the square taken: the count in its lower left corner */
      x0 = (taken % 8) * CELL;
      y0 = (7 - taken / 8) * CELL;
      g_assert_true (is_green (app_test_pixel (surface, x0 + CELL * 0.12, y0 + CELL * 0.9)));
      cairo_surface_destroy (surface);
    }
}

/* Pixels of the start's green and of the target's reds: far from both
 * colours of every board theme's squares, so only the marks count. */
static gboolean
is_start_green (AppRgb c)
{
  return c.g > c.r + 0.2 && c.g > c.b + 0.2;
}

static gboolean
is_target_red (AppRgb c)
{
  return c.r > c.g + 0.3 && c.r > c.b + 0.3;
}

static gboolean
is_ink (AppRgb c)
{
  return luminance (c) < 0.2;
}

/* How many pixels within radius of (x, y) pass test. */
static guint
count_near (cairo_surface_t *surface, double x, double y, double radius, gboolean (*test) (AppRgb))
{
  guint n = 0;

  for (int py = (int) (y - radius); py <= (int) (y + radius); py++)
    for (int px = (int) (x - radius); px <= (int) (x + radius); px++)
      if (px >= 0 && py >= 0 && px < cairo_image_surface_get_width (surface) &&
          py < cairo_image_surface_get_height (surface) && test (app_test_pixel (surface, px, py)))
        n++;
  return n;
}

/* A 100 x 100 and a 300 x 300 board fitted to a 440 px view have squares
 * of 4 and 1.4 px; the start, the target and the knight still cover a
 * disc some 10 px across (at least 60, 40 and 35 pixels of their colour:
 * a tinted 4 px square has 16, a 5 px dot about 12). */
static void
test_large_board_pieces_visible (void)
{
  static const int sides[] = { 100, 300 };

  for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
    for (int dark = 0; dark < 2; dark++)
      {
        int n = sides[k];
        g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (n, n);
        g_autoptr(KlSolution) result = NULL;
        KlBoardGeometry geom = { 10, 10, 420.0 / n, n, n };
        KlBoardView view;
        cairo_surface_t *surface;
        cairo_rectangle_t clip = { 0, 0, 440, 440 };
        GArray *path;
        double x, y;
        cairo_t *cr;
        int head;

        puzzle->start = 0;
        puzzle->target = (n - 3) * n + n - 5;
        result = solve_in_mode (puzzle, KL_MODE_PATH);
        path = kl_solution_get_path (result);
        g_assert_cmpuint (path->len, >, 10);
        kl_board_view_init (&view, puzzle);
        view.mode = KL_MODE_PATH;
        view.result = result;
        view.dark = dark;

        for (int playing = 0; playing < 2; playing++)
          {
            view.frame = playing ? 10 : G_MAXDOUBLE;
            surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 440, 440);
            cr = cairo_create (surface);
            kl_board_render (cr, &view, &geom, &clip);
            cairo_destroy (cr);
            cairo_surface_flush (surface);
            g_test_message ("%d x %d, dark %d, playing %d", n, n, dark, playing);

            kl_board_geometry_center (&geom, 0, 0, &x, &y);
            g_assert_cmpuint (count_near (surface, x, y, 10, is_start_green), >=, 60);
            kl_board_geometry_center (&geom, n - 5, n - 3, &x, &y);
            g_assert_cmpuint (count_near (surface, x, y, 10, is_target_red), >=, 40);
            if (playing)
              {
                /* the knight on the route's 11th square: a dark dot */
                head = g_array_index (path, int, 10);
                kl_board_geometry_center (&geom, head % n, head / n, &x, &y);
                g_assert_cmpuint (count_near (surface, x, y, 10, is_ink), >=, 35);
              }
            cairo_surface_destroy (surface);
          }
      }
}

/* Zoomed in on a 100 x 100 board, the overview draws the route: the
 * middle of every square of it (but the ends, under their dots) is the
 * accent's blue there, and none of it is without an answer. */
static void
test_overview_route (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (100, 100);
  g_autoptr(KlSolution) result = NULL;
  KlBoardGeometry geom = { -40 * 20, -40 * 20, 20, 100, 100 };
  cairo_rectangle_t view_rect = { 0, 0, VIEW_W, VIEW_H }, rect;
  KlBoardView view;
  cairo_surface_t *with, *without;
  GArray *path;
  guint blue = 0, blue_without = 0;

  puzzle->start = app_test_cell (puzzle, "a1");
  puzzle->target = app_test_cell (puzzle, "cr98");
  result = solve_in_mode (puzzle, KL_MODE_PATH);
  path = kl_solution_get_path (result);
  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  view.result = result;
  g_assert_true (kl_board_overview_rect (&geom, &view_rect, &rect));
  with = render_view (&view, &geom, TRUE);
  view.result = NULL;
  without = render_view (&view, &geom, TRUE);
  for (guint i = 2; i + 2 < path->len; i++)
    {
      int cell = g_array_index (path, int, i);
      double scale = rect.width / 100;
      double x = rect.x + (cell % 100 + 0.5) * scale, y = rect.y + (99 - cell / 100 + 0.5) * scale;
      AppRgb c = app_test_pixel (with, x, y), d = app_test_pixel (without, x, y);

      blue += c.b > c.r + 0.2;
      blue_without += d.b > d.r + 0.2;
    }
  /* the part in view is outlined in the accent too: the route crosses it */
  g_assert_cmpuint (blue, >=, (path->len - 4) * 9 / 10);
  g_assert_cmpuint (blue_without, <=, (path->len - 4) / 10);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);

  /* moved to the top-left corner, the same size, clear of the rank numbers */
  geom.overview_left = TRUE;
  {
    cairo_rectangle_t left;

    g_assert_true (kl_board_overview_rect (&geom, &view_rect, &left));
    g_assert_cmpfloat (left.x + left.width, <, VIEW_W / 2);
    g_assert_cmpfloat (left.x, >=, 30);
    g_assert_cmpfloat (left.y, ==, rect.y);
    g_assert_cmpfloat (left.width, ==, rect.width);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "C.UTF-8");

  g_test_add_func ("/app/render/geometry-roundtrip", test_geometry_roundtrip);
  g_test_add_func ("/app/render/blocked-start-target", test_blocked_start_target);
  g_test_add_func ("/app/render/path-drawn", test_path_drawn);
  g_test_add_func ("/app/render/distance-colours", test_distance_colours);
  g_test_add_func ("/app/render/large-board", test_large_board_image_path);
  g_test_add_func ("/app/render/badges-clear-of-pieces", test_badges_clear_of_pieces);
  g_test_add_func ("/app/render/tour-start-visible", test_tour_start_visible);
  g_test_add_func ("/app/render/sticky-rulers", test_sticky_rulers);
  g_test_add_func ("/app/render/overview", test_overview);
  g_test_add_func ("/app/render/overview-route", test_overview_route);
  g_test_add_func ("/app/render/large-board-pieces-visible", test_large_board_pieces_visible);
  g_test_add_func ("/app/solver/cancel", test_solver_cancel);
  g_test_add_func ("/app/solver/tour-valid", test_solver_tour_valid);
  g_test_add_func ("/app/solver/camelot-steps", test_solver_camelot_steps);
  g_test_add_func ("/app/render/bfs-tree", test_bfs_tree);
  g_test_add_func ("/app/render/tour-end", test_tour_end);
  g_test_add_func ("/app/render/tour-step-choice", test_tour_step_choice);
  g_test_add_func ("/app/render/tour-end-ring-visible", test_tour_end_ring_visible);
  g_test_add_func ("/app/render/camelot-moves-apart", test_camelot_moves_apart);
  g_test_add_func ("/app/render/camelot-gathered", test_camelot_gathered);
  g_test_add_func ("/app/render/legend-only-drawn", test_legend_only_drawn);
  g_test_add_func ("/app/render/legend-follows-frame", test_legend_follows_frame);
  return g_test_run ();
}
