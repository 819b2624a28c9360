/* test-layout.c - the window's layout as a user meets it: the board keeps
 * its size whatever the results say, a narrow window folds its sidebar
 * away, and edits that take pieces or walls away say so with an Undo. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "app-test.h"
#include "kl-window.h"

static gboolean
on_tick_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  guint *ticks = user_data;

  (*ticks)++;
  return G_SOURCE_CONTINUE;
}

static int
board_height (KlWindow *window)
{
  GtkWidget *board = GTK_WIDGET (kl_window_get_board (window));
  guint ticks = 0, id = gtk_widget_add_tick_callback (board, on_tick_cb, &ticks, NULL);
  guint timeout = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "three frames");

  /* the new text is laid out on the next frames */
  gtk_widget_queue_resize (board);
  while (ticks < 3)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  gtk_widget_remove_tick_callback (board, id);
  return gtk_widget_get_height (board);
}

static int
lines_of (KlWindow   *window,
          const char *text,
          int         width)
{
  GtkWidget *label = gtk_label_new (text);
  g_autoptr(PangoLayout) layout = NULL;

  g_object_ref_sink (label);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  layout = gtk_widget_create_pango_layout (label, text);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  g_object_unref (label);
  return pango_layout_get_line_count (layout);
}

/* A route long enough to wrap, and a short one: the board keeps its height. */
static void
test_board_keeps_size (void)
{
  KlWindow *window = new_window_sized (800, 600);
  int short_height, long_height;

  activate (window, "win.board-size", "(ii)", 30, 30);
  activate (window, "win.tool", "s", "start");
  activate (window, "win.apply-tool", "(ii)", 0, 0);
  activate (window, "win.tool", "s", "target");
  activate (window, "win.apply-tool", "(ii)", 2, 1);
  g_assert_cmpuint (lines_of (window, kl_window_get_details (window), 400), ==, 1);
  short_height = board_height (window);

  activate (window, "win.apply-tool", "(ii)", 29, 29);
  /* the route does take two lines at this width */
  g_assert_cmpuint (lines_of (window, kl_window_get_details (window), 400), >=, 2);
  long_height = board_height (window);
  g_assert_cmpint (long_height, ==, short_height);

  /* and back */
  activate (window, "win.apply-tool", "(ii)", 2, 1);
  g_assert_cmpint (board_height (window), ==, short_height);
  close_window (window);
}

/* Below about 700 pixels the sidebar folds away (an 800 x 600 window keeps
 * it, whatever mode: long option subtitles must not widen it); the board
 * stays usable at 360 x 600 (the window fits, the player's controls are
 * there). */
static void
test_narrow_folds (void)
{
  KlWindow *wide = new_window_sized (1280, 800);
  KlWindow *small = new_window_sized (800, 600);
  KlWindow *narrow;
  static const char *const modes[] = { "path", "map", "dynamic", "camelot", "tour" };

  g_test_message ("wide window %d px", gtk_widget_get_width (GTK_WIDGET (wide)));
  g_assert_false (kl_window_get_folded (wide));
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      activate (small, "win.mode", "s", modes[i]);
      wait_solved (small);
      g_test_message ("800 px window in mode %s", modes[i]);
      g_assert_false (kl_window_get_folded (small));
    }
  close_window (small);
  narrow = new_window_sized (360, 600);
  g_assert_true (kl_window_get_folded (narrow));
  /* the header bar drops what a narrow window does without after the
   * fold, and the window then takes the width asked for */
  {
    guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the narrow window");

    while (gtk_widget_get_width (GTK_WIDGET (narrow)) > 360)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
  }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (narrow)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (kl_window_get_board (narrow))), >=, 300);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (narrow), "win.play", NULL));
  close_window (narrow);
  close_window (wide);
}

/* Shrinking the board takes the pieces and walls beyond it away: a toast
 * says how many and its Undo brings them back. */
/* What shrinking puzzle to width x height takes away, as the toast says it. */
static char *
expected_toast (const KlPuzzle *puzzle,
                int             width,
                int             height)
{
  guint walls = 0, pieces = 0;

  for (int cell = 0; cell < puzzle->width * puzzle->height; cell++)
    if (cell % puzzle->width >= width || cell / puzzle->width >= height)
      {
        walls += puzzle->blocked[cell] != 0;
        pieces += (puzzle->start == cell) + (puzzle->target == cell) + (puzzle->king == cell) +
                  (kl_puzzle_knight_index (puzzle, cell) >= 0);
      }
  g_assert_cmpuint (walls + pieces, >, 0);
  if (walls > 0 && pieces > 0)
    return g_strdup_printf ("%u piece%s and %u wall%s removed", pieces, pieces == 1 ? "" : "s",
                            walls, walls == 1 ? "" : "s");
  if (pieces > 0)
    return g_strdup_printf ("%u piece%s removed", pieces, pieces == 1 ? "" : "s");
  return g_strdup_printf ("%u wall%s removed", walls, walls == 1 ? "" : "s");
}

static void
test_shrink_says_what_went (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(KlPuzzle) before = kl_puzzle_copy (puzzle_of (window));
  AdwToast *toast;

  /* the sample: walls on c1..d5, the target on f1: 4 x 8 keeps the walls of
   * the c and d files and loses the target (and the Camelot pieces there) */
  g_autofree char *first = expected_toast (before, 4, 8);
  g_autofree char *second = NULL;

  g_assert_null (kl_window_get_last_toast (window));
  activate (window, "win.board-size", "(ii)", 4, 8);
  g_assert_cmpint (puzzle_of (window)->target, ==, -1);
  toast = kl_window_get_last_toast (window);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, first);
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.undo");

  /* 2 x 8 loses the walls too */
  second = expected_toast (puzzle_of (window), 2, 8);
  g_assert_nonnull (strstr (second, "10 walls"));
  activate (window, "win.board-size", "(ii)", 2, 8);
  toast = kl_window_get_last_toast (window);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, second);

  /* the toast's Undo is win.undo: twice, and the board is whole again */
  activate (window, "win.undo", NULL);
  activate (window, "win.undo", NULL);
  g_assert_true (kl_puzzle_equal (before, puzzle_of (window)));

  /* growing again loses nothing and says nothing new */
  toast = kl_window_get_last_toast (window);
  activate (window, "win.board-size", "(ii)", 9, 9);
  g_assert_true (kl_window_get_last_toast (window) == toast);
  close_window (window);
}

/* A piece put on a wall (a Camelot knight on the path mode's wall) takes
 * the square, and says so. */
static void
test_piece_on_wall_says_so (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle = puzzle_of (window);
  int c3 = kl_puzzle_cell (puzzle, 2, 2);

  g_assert_true (puzzle->blocked[c3]);
  activate (window, "win.mode", "s", "camelot");
  activate (window, "win.tool", "s", "knight");
  activate (window, "win.apply-tool", "(ii)", 2, 2);
  puzzle = puzzle_of (window);
  g_assert_false (puzzle->blocked[c3]);
  g_assert_cmpint (kl_puzzle_knight_index (puzzle, c3), >=, 0);
  g_assert_cmpstr (adw_toast_get_title (kl_window_get_last_toast (window)), ==, "1 wall removed");

  /* walls go round the pieces the mode shows */
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 2, 2);
  g_assert_cmpint (kl_puzzle_knight_index (puzzle_of (window), c3), >=, 0);
  g_assert_false (puzzle_of (window)->blocked[c3]);

  /* a wall painted in another mode over a piece it does not show takes
   * the piece, and says so */
  activate (window, "win.mode", "s", "path");
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 2, 2);
  g_assert_cmpint (kl_puzzle_knight_index (puzzle_of (window), c3), ==, -1);
  g_assert_true (puzzle_of (window)->blocked[c3]);
  g_assert_cmpstr (adw_toast_get_title (kl_window_get_last_toast (window)), ==, "1 piece removed");
  close_window (window);
}

static GtkWidget *
find_sidebar (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "kl-sidebar"))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_sidebar (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* In a narrow window the sidebar lies over the board: every pixel it draws
 * must be opaque, or the board shows through the tools (a translucent
 * background once did just that). */
static void
test_folded_sidebar_opaque (void)
{
  KlWindow *window = new_window_sized (360, 600);
  GtkWidget *sidebar = find_sidebar (GTK_WIDGET (window));
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height, see_through = 0;

  g_assert_nonnull (sidebar);
  g_assert_true (kl_window_get_folded (window));
  activate (window, "win.toggle-sidebar", NULL);
  {
    guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the sidebar");

    while (gtk_widget_get_width (sidebar) < 100 || !gtk_widget_get_mapped (sidebar))
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
  }
  width = gtk_widget_get_width (sidebar);
  height = gtk_widget_get_height (sidebar);
  /* the sidebar keeps its width when it lies over the board */
  g_assert_cmpint (width, <=, 300);

  paintable = gtk_widget_paintable_new (sidebar);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
        guint32 p = ((const guint32 *) (gconstpointer) row)[x];

        /* (cairo's rendering leaves an opaque colour at 254 or so) */
        see_through += (p >> 24) < 0xf0;
      }
  cairo_surface_destroy (surface);
  g_assert_cmpint (see_through, ==, 0);
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/layout/board-keeps-size", test_board_keeps_size);
  g_test_add_func ("/app/layout/narrow-folds", test_narrow_folds);
  g_test_add_func ("/app/layout/folded-sidebar-opaque", test_folded_sidebar_opaque);
  g_test_add_func ("/app/layout/shrink-says-what-went", test_shrink_says_what_went);
  g_test_add_func ("/app/layout/piece-on-wall-says-so", test_piece_on_wall_says_so);
  return g_test_run ();
}
