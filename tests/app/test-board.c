/* test-board.c - the board widget in a real window: zooming keeps the
 * square under the pointer, and what the board tells assistive technology
 * follows the keyboard cursor and the answer. */

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "app-test.h"
#include "kl-board-text.h"
#include "kl-window.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
on_tick_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  int *ticks = user_data;

  return ++*ticks < 3 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* Runs the main loop for three frames of the window: what was queued for
 * layout is laid out. */
static void
settle (KlWindow *window)
{
  int ticks = 0;

  gtk_widget_add_tick_callback (GTK_WIDGET (window), on_tick_cb, &ticks, NULL);
  while (ticks < 3)
    g_main_context_iteration (NULL, TRUE);
  iterate ();
}

/* The centre of a square in widget pixels under the board's current view. */
static void
square_center (KlBoard *board, int cell, double *x, double *y)
{
  KlBoardGeometry geom;

  kl_board_get_geometry (board, &geom);
  kl_board_geometry_center (&geom, cell % geom.cols, cell / geom.cols, x, y);
}

static double
cell_size (KlBoard *board)
{
  KlBoardGeometry geom;

  kl_board_get_geometry (board, &geom);
  return geom.cell;
}

/* Zoom steps around a point (the function Ctrl+scroll calls with the
 * pointer's position; test-zoom.c sends the real wheel) in and out around
 * the squares of a 64 x 64 board: after every step the pixel -> square
 * helper finds the same square under the point. */
static void
test_zoom_keeps_pointer_square (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);
  /* h8 (the square), the corners, and squares near the middle and the edges */
  const int squares[] = { 7 * 64 + 7, 0, 63, 63 * 64, 63 * 64 + 63, 31 * 64 + 40, 2 * 64 + 60 };
  const double steps[] = { 1, 1, 1, 1, -1, 1, 1, -1, -1, -1, 1, -1, -1 };

  activate (window, "win.board-size", "(ii)", 64, 64);
  /* the answer's words above the board change its room when the solve
   * ends, laid out on a later frame, which on a busy machine comes after
   * iterate () has run out of events */
  settle (window);
  for (guint s = 0; s < G_N_ELEMENTS (squares); s++)
    {
      double x, y, fitted = cell_size (board);

      activate (window, "win.zoom-fit", NULL);
      iterate ();
      g_assert_true (kl_board_get_fit (board));
      square_center (board, squares[s], &x, &y);
      g_assert_cmpint (kl_board_cell_at (board, x, y), ==, squares[s]);

      for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
        {
          double before = cell_size (board), cx, cy;

          kl_board_zoom_at (board, steps[i], x, y);
          iterate ();
          /* it did zoom, and the pointer's square is still under it, to the pixel */
          if (steps[i] > 0)
            g_assert_cmpfloat (cell_size (board), >, before);
          else
            g_assert_cmpfloat (cell_size (board), <, before);
          g_assert_false (kl_board_get_fit (board));
          g_assert_cmpint (kl_board_cell_at (board, x, y), ==, squares[s]);
          square_center (board, squares[s], &cx, &cy);
          g_assert_cmpfloat (fabs (cx - x), <=, 1.0);
          g_assert_cmpfloat (fabs (cy - y), <=, 1.0);
        }

      /* zooming out as far as it goes fits the whole board again */
      for (int i = 0; i < 12 && !kl_board_get_fit (board); i++)
        kl_board_zoom_at (board, -1, x, y);
      g_assert_true (kl_board_get_fit (board));
      g_assert_cmpfloat (cell_size (board), ==, fitted);
    }
  close_window (window);
}

/* Runs the main loop until the board has drawn a frame whose note is
 * (non-NULL) or is not (NULL) there. */
static void
wait_note (KlBoard *board, gboolean shown)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the note");

  gtk_widget_queue_draw (GTK_WIDGET (board));
  while ((kl_board_get_note (board) != NULL) != shown)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* A 30 x 30 tour fitted to the window has squares too small for its move
 * numbers: the board says to zoom in, and stops once they fit. */
static void
test_note_zoom_in (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);
  KlBoardGeometry geom;
  double x, y;

  activate (window, "win.mode", "s", "tour");
  activate (window, "win.board-size", "(ii)", 30, 30);
  /* no walls: a tour of all 900 squares */
  activate (window, "win.clear-board", NULL);
  g_assert_cmpuint (kl_board_get_frames (board), ==, 899);
  activate (window, "win.zoom-fit", NULL);
  kl_board_get_geometry (board, &geom);
  g_assert_cmpfloat (geom.cell, <, KL_SCENE_NUMBER_MIN_CELL);
  wait_note (board, TRUE);
  g_assert_cmpstr (kl_board_get_note (board), ==, "Zoom in to read the numbers");

  square_center (board, 0, &x, &y);
  while (cell_size (board) < 3 * KL_SCENE_DIGIT_PX + KL_SCENE_NUMBER_PAD)
    kl_board_zoom_at (board, 1, x, y);
  wait_note (board, FALSE);
  activate (window, "win.zoom-fit", NULL);
  wait_note (board, TRUE);
  close_window (window);
}

/* The words the board's description is made of say what the squares and
 * the answer show: every square's distance is the BFS distance, every
 * square of the route and the tour its place in it, and the answer its
 * headline and its squares in order. */
static void
test_words (void)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) path = solve_in_mode (puzzle, KL_MODE_PATH);
  g_autoptr(KlSolution) distance = solve_in_mode (puzzle, KL_MODE_DISTANCE);
  g_autoptr(KlPuzzle) open = kl_puzzle_new (6, 6);
  g_autoptr(KlSolution) tour = NULL;
  g_autofree char *answer = NULL;
  g_autoptr(GString) route = g_string_new (NULL);

  for (int cell = 0; cell < 64; cell++)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, cell);
      g_autofree char *text = kl_board_text_square (puzzle, KL_MODE_DISTANCE, distance, cell);
      g_autofree char *want = NULL;
      int d = kl_solution_get_distances (distance)[cell];

      /* the square first, then what it holds */
      g_assert_true (g_str_has_prefix (text, name));
      g_assert_cmpint (text[strlen (name)], ==, ',');
      if (puzzle->blocked[cell])
        g_assert_nonnull (strstr (text, ", wall"));
      else if (cell != puzzle->start)
        {
          want = d >= 0 ? g_strdup_printf (d == 1 ? ", %d move from the start"
                                                  : ", %d moves from the start", d)
                        : g_strdup (", not reachable from the start");
          g_assert_nonnull (strstr (text, want));
        }
    }
  for (guint i = 0; i < kl_solution_get_path (path)->len; i++)
    {
      int cell = g_array_index (kl_solution_get_path (path), int, i);
      g_autofree char *text = kl_board_text_square (puzzle, KL_MODE_PATH, path, cell);
      g_autofree char *name = kl_puzzle_cell_name (puzzle, cell);
      g_autofree char *want = g_strdup_printf (", move %u of %u", i, kl_solution_get_path (path)->len - 1);

      if (i > 0)
        g_assert_nonnull (strstr (text, want));
      g_string_append_printf (route, "%s%s", i > 0 ? ", " : "", name);
    }
  {
    g_autofree char *text = kl_board_text_square (puzzle, KL_MODE_PATH, path, puzzle->start);

    g_assert_cmpstr (text, ==, "a1, start");
  }
  answer = kl_board_text_answer (puzzle, KL_MODE_PATH, path);
  {
    g_autofree char *want = g_strdup_printf ("%s: %s", path->headline, route->str);

    g_assert_cmpstr (answer, ==, want);
  }
  /* an answer for another mode says nothing */
  g_assert_null (kl_board_text_answer (puzzle, KL_MODE_TOUR, path));

  /* a tour of 36 squares: each square's place, and the first twelve squares then "…" */
  open->start = 0;
  tour = solve_in_mode (open, KL_MODE_TOUR);
  g_assert_cmpint (tour->tour_outcome, ==, KN_TOUR_FOUND);
  for (guint i = 0; i < kl_solution_get_path (tour)->len; i++)
    {
      int cell = g_array_index (kl_solution_get_path (tour), int, i);
      g_autofree char *text = kl_board_text_square (open, KL_MODE_TOUR, tour, cell);
      g_autofree char *want = g_strdup_printf (", square %u of 36 of the tour", i + 1);

      g_assert_nonnull (strstr (text, want));
    }
  g_clear_pointer (&answer, g_free);
  answer = kl_board_text_answer (open, KL_MODE_TOUR, tour);
  g_assert_true (g_str_has_prefix (answer, tour->headline));
  g_assert_true (g_str_has_suffix (answer, ", \u2026"));
  {
    g_auto(GStrv) parts = g_strsplit (answer, ", ", -1);

    /* the headline's squares (its first part holds the headline and the first square) */
    g_assert_cmpuint (g_strv_length (parts), ==, KL_BOARD_TEXT_SQUARES_MAX + 1);
  }
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/board/zoom-keeps-pointer-square", test_zoom_keeps_pointer_square);
  g_test_add_func ("/app/board/note-zoom-in", test_note_zoom_in);
  g_test_add_func ("/app/board/words", test_words);
  return g_test_run ();
}
