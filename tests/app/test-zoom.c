/* test-zoom.c - zooming with real input: the X server moves the pointer,
 * turns the wheel and presses the keys (XTEST, through xdotool), so the
 * events come the whole way a user's do (X server, GDK, the controllers).
 * Ctrl+wheel at a square of a 100 x 100 and a 300 x 300 board keeps that
 * square under the pointer notch by notch, in and out; the zoom keys keep
 * the pointer's square, else the keyboard cursor's, else the middle.
 *
 * The pointer is the X server's, shared by every window on it: meson runs
 * this test alone (is_parallel: false).  Skipped without X11 or xdotool. */

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "app-test.h"
#include "kl-application.h"
#include "kl-board.h"
#include "kl-notation.h"

/* Whether the X server can be driven: TRUE, or the test is skipped. */
static gboolean
can_drive (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

#ifdef GDK_WINDOWING_X11
  if (GDK_IS_X11_DISPLAY (gdk_display_get_default ()) && xdotool != NULL)
    return TRUE;
#endif
  g_test_skip ("needs an X11 display and xdotool");
  return FALSE;
}

/* Runs xdotool with the arguments format makes; the test fails if it does. */
G_GNUC_PRINTF (1, 2) static void
xdotool (const char *format,
         ...)
{
  g_autofree char *args = NULL, *command = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  int status;
  va_list ap;

  va_start (ap, format);
  args = g_strdup_vprintf (format, ap);
  va_end (ap);
  command = g_strconcat ("xdotool ", args, NULL);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, &error));
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
on_tick_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* Runs the main loop until widget's size has stayed the same for a few
 * frames: a new answer's text may take a line from the board, or give it
 * back, a frame or two after the answer arrives. */
static void
settle (GtkWidget *widget)
{
  int width = -1, height = -1, same = 0;

  for (int i = 0; i < 200 && same < 3; i++)
    {
      gboolean ticked = FALSE;

      g_timeout_add_once (20, on_tick_cb, &ticked);
      while (!ticked)
        g_main_context_iteration (NULL, TRUE);
      same = gtk_widget_get_width (widget) == width && gtk_widget_get_height (widget) == height
             ? same + 1 : 0;
      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
    }
}

static double
cell_size (KlBoard *board)
{
  KlBoardGeometry geom;

  kl_board_get_geometry (board, &geom);
  return geom.cell;
}

/* The board point at (x, y), in squares from the board's top-left corner. */
static void
board_point (KlBoard *board, double x, double y, double *u, double *v)
{
  KlBoardGeometry geom;

  kl_board_get_geometry (board, &geom);
  *u = (x - geom.x) / geom.cell;
  *v = (y - geom.y) / geom.cell;
}

/* Where (x, y) of the board is on its X window, to the whole pixel, and
 * where that pixel is on the board. */
static void
to_surface (KlBoard *board, double x, double y, int *sx, int *sy, double *bx, double *by)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (board));
  graphene_point_t out;
  double tx, ty;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (x, y), &out));
  gtk_native_get_surface_transform (native, &tx, &ty);
  *sx = (int) round (out.x + tx);
  *sy = (int) round (out.y + ty);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (board),
                                           &GRAPHENE_POINT_INIT (*sx - tx, *sy - ty), &out));
  *bx = out.x;
  *by = out.y;
}

static gulong
xid_of (KlBoard *board)
{
#ifdef GDK_WINDOWING_X11
  return gdk_x11_surface_get_xid (gtk_native_get_surface (gtk_widget_get_native (GTK_WIDGET (board))));
#else
  g_assert_not_reached ();
#endif
}

/* Moves the X pointer to the pixel nearest (x, y) of the board and waits
 * until the board has seen it there; (x, y) becomes that pixel's point. */
static void
point_at (KlBoard *board, double *x, double *y)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the pointer");
  double px = -1, py = -1;
  int sx, sy;

  to_surface (board, *x, *y, &sx, &sy, x, y);
  xdotool ("mousemove --window %lu %d %d", xid_of (board), sx, sy);
  while (!kl_board_get_pointer (board, &px, &py) || fabs (px - *x) > 0.5 || fabs (py - *y) > 0.5)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* Moves the X pointer off the board, onto its window beside it, and waits
 * until the board has seen it leave. */
static void
point_off (KlBoard *board)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the pointer to leave");
  double x = -20, y = gtk_widget_get_height (GTK_WIDGET (board)) / 2.0, bx, by;
  int sx, sy;

  to_surface (board, x, y, &sx, &sy, &bx, &by);
  /* on the window (the sidebar), not on the board */
  g_assert_cmpint (sx, >, 0);
  g_assert_cmpint (kl_board_cell_at (board, bx, by), ==, -1);
  xdotool ("mousemove --window %lu %d %d", xid_of (board), sx, sy);
  while (kl_board_get_pointer (board, NULL, NULL))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* Leaves the pointer in the screen's far corner (X stops it at the edge),
 * off where the tests' windows open: the next window's board must not
 * find it over itself. */
static void
park_pointer (void)
{
  xdotool ("mousemove 100000 100000");
}

/* Runs the main loop until the squares' size is no longer before. */
static void
wait_zoomed (KlBoard *board, double before)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "a zoom");

  while (cell_size (board) == before)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  iterate ();
}

/* After a zoom the board point (u, v) is still at (x, y), so the square
 * is still under the pointer: within 1.5 px, as the view is placed to
 * whole pixels (half a pixel now, half a pixel then, scaled by the zoom). */
static void
assert_kept (KlBoard *board, double x, double y, double u, double v, int square)
{
  double u1, v1, cell = cell_size (board);

  board_point (board, x, y, &u1, &v1);
  g_assert_cmpfloat (fabs (u1 - u) * cell, <=, 1.5);
  g_assert_cmpfloat (fabs (v1 - v) * cell, <=, 1.5);
  g_assert_cmpint (kl_board_cell_at (board, x, y), ==, square);
}

/* How far (u, v) is from the middle of its square, in squares. */
static double
off_middle (double u, double v)
{
  return MAX (fabs (u - floor (u) - 0.5), fabs (v - floor (v) - 0.5));
}

/* A whole pixel of the board near the middle of square `cell`, the one
 * nearest the middle of a square: on squares under 2 px the square's own
 * middle may be half a square from every pixel, and then the whole-pixel
 * placement of a zoom could carry the pointer to a neighbour.  Returns the
 * square that pixel is on (square or a neighbour). */
static int
square_pixel (KlBoard *board, int square, double *x, double *y)
{
  KlBoardGeometry geom;
  double cx, cy, best = G_MAXDOUBLE;
  int found;

  kl_board_get_geometry (board, &geom);
  kl_board_geometry_center (&geom, square % geom.cols, square / geom.cols, &cx, &cy);
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        double px = round (cx) + dx, py = round (cy) + dy, u, v;

        board_point (board, px, py, &u, &v);
        if (kl_board_cell_at (board, px, py) >= 0 && off_middle (u, v) < best)
          {
            best = off_middle (u, v);
            *x = px;
            *y = py;
          }
      }
  found = kl_board_cell_at (board, *x, *y);
  g_assert_cmpint (abs (found % geom.cols - square % geom.cols), <=, 1);
  g_assert_cmpint (abs (found / geom.cols - square / geom.cols), <=, 1);
  return found;
}

/* Three wheel notches in at each square, then three out, with Ctrl held:
 * after each the same board point is under the pointer. */
static void
wheel_at_squares (int side, const char *const *names)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);

  activate (window, "win.board-size", "(ii)", side, side);
  settle (GTK_WIDGET (board));
  for (guint s = 0; names[s] != NULL; s++)
    {
      int square;
      double x, y, u, v, fitted;

      activate (window, "win.zoom-fit", NULL);
      iterate ();
      fitted = cell_size (board);
      square = square_pixel (board, app_test_cell (puzzle_of (window), names[s]), &x, &y);
      point_at (board, &x, &y);
      /* the pointer's pixel lies near the middle of its square */
      board_point (board, x, y, &u, &v);
      g_assert_cmpint (kl_board_cell_at (board, x, y), ==, square);
      g_assert_cmpfloat (off_middle (u, v), <, 0.3);

      /* three notches in, then out until the board fits again (a notch in
       * grows tiny squares by at least a pixel, so it may take more) */
      for (int notch = 0; notch < 3 || (notch < 12 && !kl_board_get_fit (board)); notch++)
        {
          double before = cell_size (board);

          /* button 4 turns the wheel up (zoom in), 5 down; one xdotool run
           * each, so Ctrl is never left held if a step fails */
          xdotool ("keydown ctrl click %d keyup ctrl", notch < 3 ? 4 : 5);
          wait_zoomed (board, before);
          if (notch < 3)
            g_assert_cmpfloat (cell_size (board), >, before);
          else
            g_assert_cmpfloat (cell_size (board), <, before);
          assert_kept (board, x, y, u, v, square);
        }
      g_assert_true (kl_board_get_fit (board));
      g_assert_cmpfloat (cell_size (board), ==, fitted);
    }
  park_pointer ();
  close_window (window);
}

/* The square, cr98, near the top-right corner where the overview
 * goes; one near a1, under the overlay scrollbar once zoomed in. */
static void
test_wheel_100 (void)
{
  static const char *const names[] = { "cr98", "c3", NULL };

  if (can_drive ())
    wheel_at_squares (100, names);
}

/* Squares under 2 px when the board fits. */
static void
test_wheel_300 (void)
{
  static const char *const names[] = { "kk290", "b2", NULL };

  if (can_drive ())
    wheel_at_squares (300, names);
}

/* The application with its accelerators (Ctrl+plus is one), registered
 * once a test program. */
static KlApplication *
registered_app (void)
{
  static KlApplication *app;

  if (app == NULL)
    {
      g_autoptr(GError) error = NULL;

      app = kl_application_new (G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
    }
  return app;
}

/* Presses keys and waits for the zoom they make. */
static void
press_zoom_key (KlBoard *board, const char *keys)
{
  double before = cell_size (board);

  xdotool ("key %s", keys);
  wait_zoomed (board, before);
}

/* Ctrl+plus and Ctrl+minus keep the square under the pointer while it is
 * over the board; off it, the keyboard cursor's square while the cursor
 * shows, else the middle of the view. */
static void
test_keys (void)
{
  KlWindow *window;
  KlBoard *board;
  int square, middle;
  double x, y, u, v;
  char start[KN_SQUARE_BUFSIZE + 1];

  if (!can_drive ())
    return;
  window = new_window_sized (1280, 800);
  board = kl_window_get_board (window);
  gtk_application_add_window (GTK_APPLICATION (registered_app ()), GTK_WINDOW (window));
  activate (window, "win.board-size", "(ii)", 100, 100);
  settle (GTK_WIDGET (board));
  activate (window, "win.zoom-fit", NULL);
  iterate ();

  /* the pointer over cr98 */
  square = square_pixel (board, app_test_cell (puzzle_of (window), "cr98"), &x, &y);
  point_at (board, &x, &y);
  board_point (board, x, y, &u, &v);
  press_zoom_key (board, "ctrl+plus");
  assert_kept (board, x, y, u, v, square);
  press_zoom_key (board, "ctrl+plus");
  assert_kept (board, x, y, u, v, square);
  press_zoom_key (board, "ctrl+minus");
  assert_kept (board, x, y, u, v, square);

  /* off the board, no keyboard cursor: the middle of the view */
  point_off (board);
  x = gtk_widget_get_width (GTK_WIDGET (board)) / 2.0;
  y = gtk_widget_get_height (GTK_WIDGET (board)) / 2.0;
  middle = kl_board_cell_at (board, x, y);
  g_assert_cmpint (middle, >=, 0);
  board_point (board, x, y, &u, &v);
  press_zoom_key (board, "ctrl+plus");
  assert_kept (board, x, y, u, v, middle);
  press_zoom_key (board, "ctrl+minus");
  assert_kept (board, x, y, u, v, middle);

  /* the keyboard cursor: the first arrow shows it on the start */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  iterate ();
  xdotool ("key Right");
  {
    guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the cursor");
    const KlPuzzle *p = puzzle_of (window);

    kn_square_format ((kn_square) { p->start % p->width, p->start / p->width }, 0, start,
                      KN_SQUARE_BUFSIZE);
    strcat (start, ",");
    /* the description names the cursor's square first once it shows */
    while (!g_str_has_prefix (kl_board_get_description (board), start))
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
    square = p->start;
  }
  {
    KlBoardGeometry geom;

    kl_board_get_geometry (board, &geom);
    kl_board_geometry_center (&geom, square % geom.cols, square / geom.cols, &x, &y);
  }
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, <, gtk_widget_get_height (GTK_WIDGET (board)));
  board_point (board, x, y, &u, &v);
  press_zoom_key (board, "ctrl+plus");
  assert_kept (board, x, y, u, v, square);
  press_zoom_key (board, "ctrl+plus");
  assert_kept (board, x, y, u, v, square);

  park_pointer ();
  gtk_application_remove_window (GTK_APPLICATION (registered_app ()), GTK_WINDOW (window));
  close_window (window);
}

int
main (int argc, char **argv)
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  g_test_add_func ("/app/zoom/wheel-keeps-square-100", test_wheel_100);
  g_test_add_func ("/app/zoom/wheel-keeps-square-300", test_wheel_300);
  g_test_add_func ("/app/zoom/keys-keep-pointer-cursor-middle", test_keys);
  return g_test_run ();
}
