/* test-render.c - the board drawing routine and the pixel -> square helper,
 * rendered to an image surface and checked pixel by pixel; and the solver
 * glue the drawing shows. */

#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "kl-board-render.h"
#include "kl-puzzle-edit.h"
#include "kl-solver.h"

#define CELL 40

typedef struct
{
  double r, g, b;
} Rgb;

static int
cell_of (const KlPuzzle *puzzle, const char *name)
{
  kn_square sq;

  g_assert_cmpint (kn_square_parse (name, strlen (name), puzzle->width, puzzle->height, 0, &sq),
                   ==, KN_OK);
  return sq.y * puzzle->width + sq.x;
}

static void
geometry_for (const KlPuzzle *puzzle, KlBoardGeometry *geom)
{
  geom->x = 0;
  geom->y = 0;
  geom->cell = CELL;
  geom->cols = puzzle->width;
  geom->rows = puzzle->height;
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

static Rgb
pixel (cairo_surface_t *surface, double x, double y)
{
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p = *(guint32 *) (gpointer) (data + (int) y * stride + (int) x * 4);

  return (Rgb) { ((p >> 16) & 0xff) / 255.0, ((p >> 8) & 0xff) / 255.0, (p & 0xff) / 255.0 };
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
luminance (Rgb c)
{
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

static KlResult *
solve (const KlPuzzle *puzzle, KlMode mode)
{
  KlSolveOptions options;
  g_autoptr(GError) error = NULL;
  KlResult *result;

  kl_solve_options_init (&options);
  options.mode = mode;
  result = kl_solve (puzzle, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
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
  Rgb wall, start, target, free_light, free_dark;

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  surface = render (&view);

  quiet_point (puzzle, cell_of (puzzle, "c3"), &x, &y);
  wall = pixel (surface, x, y);
  quiet_point (puzzle, puzzle->start, &x, &y);
  start = pixel (surface, x, y);
  quiet_point (puzzle, puzzle->target, &x, &y);
  target = pixel (surface, x, y);
  quiet_point (puzzle, cell_of (puzzle, "e4"), &x, &y);
  free_light = pixel (surface, x, y);
  quiet_point (puzzle, cell_of (puzzle, "e5"), &x, &y);
  free_dark = pixel (surface, x, y);

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
  g_autoptr(KlResult) result = solve (puzzle, KL_MODE_PATH);
  KlBoardGeometry geom;
  KlBoardView view;
  cairo_surface_t *surface;

  g_assert_true (result->solved);
  g_assert_cmpuint (result->path->len, ==, 8);

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_PATH;
  view.result = result;
  surface = render (&view);
  geometry_for (puzzle, &geom);

  /* a point a third of the way along every move is on the blue line */
  for (guint i = 1; i < result->path->len; i++)
    {
      int a = g_array_index (result->path, int, i - 1), b = g_array_index (result->path, int, i);
      double x0, y0, x1, y1;
      Rgb c;

      kl_board_geometry_center (&geom, a % 8, a / 8, &x0, &y0);
      kl_board_geometry_center (&geom, b % 8, b / 8, &x1, &y1);
      c = pixel (surface, x0 + (x1 - x0) * 0.4, y0 + (y1 - y0) * 0.4);
      g_assert_cmpfloat (c.b, >, c.r + 0.3);
    }
  cairo_surface_destroy (surface);
}

static void
test_distance_colours (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (5, 5);
  g_autoptr(KlResult) result = NULL;
  KlBoardView view;
  cairo_surface_t *surface;
  double x, y, rgb[3];

  puzzle->start = cell_of (puzzle, "c3");
  result = solve (puzzle, KL_MODE_DISTANCE);
  g_assert_true (result->solved);

  kl_board_view_init (&view, puzzle);
  view.mode = KL_MODE_DISTANCE;
  view.result = result;
  surface = render (&view);

  /* every square shows the colour of its distance */
  for (int cell = 0; cell < 25; cell++)
    {
      Rgb c;

      quiet_point (puzzle, cell, &x, &y);
      c = pixel (surface, x, y);
      kl_distance_color (result->dist[cell], result->dist_max, rgb);
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
  Rgb c;

  /* 90,000 squares go through the one-pixel-per-square image */
  puzzle->blocked[299 * 300 + 0] = TRUE;  /* a300, the top-left square */
  kl_board_view_init (&view, puzzle);
  kl_board_render (cr, &view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  c = pixel (surface, 1, 1);
  g_assert_cmpfloat (luminance (c), <, 0.35);
  c = pixel (surface, 3, 1);
  g_assert_cmpfloat (luminance (c), >, 0.45);
  cairo_surface_destroy (surface);
}

static void
test_solver_cancel (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  KlSolveOptions options;
  KlResult *result;

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
  g_autoptr(KlResult) result = NULL;
  g_autofree gboolean *seen = g_new0 (gboolean, 36);

  puzzle->start = 0;
  result = solve (puzzle, KL_MODE_TOUR);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  g_assert_cmpuint (result->path->len, ==, 36);
  g_assert_cmpint (g_array_index (result->path, int, 0), ==, 0);
  /* every square once, each step a knight move */
  for (guint i = 0; i < 36; i++)
    {
      int c = g_array_index (result->path, int, i);

      g_assert_false (seen[c]);
      seen[c] = TRUE;
      if (i > 0)
        {
          int p = g_array_index (result->path, int, i - 1);
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
  g_autoptr(KlResult) result = solve (puzzle, KL_MODE_CAMELOT);
  int64_t total = 0;

  g_assert_true (result->solved);
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
  g_assert_cmpuint (result->steps->len, ==, (guint) total);
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
  g_test_add_func ("/app/solver/cancel", test_solver_cancel);
  g_test_add_func ("/app/solver/tour-valid", test_solver_tour_valid);
  g_test_add_func ("/app/solver/camelot-steps", test_solver_camelot_steps);
  return g_test_run ();
}
