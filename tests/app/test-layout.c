/* test-layout.c - the window's layout as a user meets it: the board keeps
 * its size whatever the results say, a narrow window folds its sidebar
 * away, the teaching view (the board, the step, the pseudocode's current
 * line, the mode's options) stays in view at every size and in every
 * language, pointing at squares moves nothing, and edits that take pieces
 * or walls away say so with an Undo. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "kl-i18n.h"
#include "kl-lessons-window.h"
#include "kl-window-lessons.h"

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

/* Runs the main loop for three frames of the window: what changed is laid
 * out, and so is what a layout leaves to the next frame (the step panel
 * scrolls to its line there). */
static void
wait_frames (KlWindow *window)
{
  GtkWidget *board = GTK_WIDGET (kl_window_get_board (window));
  guint ticks = 0, id = gtk_widget_add_tick_callback (board, on_tick_cb, &ticks, NULL);
  guint timeout = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "three frames");

  gtk_widget_queue_resize (board);
  while (ticks < 3)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  gtk_widget_remove_tick_callback (board, id);
}

static int
board_height (KlWindow *window)
{
  /* the new text is laid out on the next frames */
  wait_frames (window);
  return gtk_widget_get_height (GTK_WIDGET (kl_window_get_board (window)));
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

/* ------------------------------------------------ the teaching view */

/* The sizes a user meets: a laptop, the default window, a small window and
 * a phone. */
static const struct
{
  int width, height;
} sizes[] = { { 1280, 800 }, { 1100, 760 }, { 800, 600 }, { 360, 640 } };

/* The first descendant of widget (or widget) with the style class, mapped
 * ones only when mapped is set. */
static GtkWidget *
find_by_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    mapped)
{
  if (mapped && !gtk_widget_get_mapped (widget))
    return NULL;
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_class (c, css_class, mapped);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first descendant of widget of type type. */
static GtkWidget *
find_by_type (GtkWidget *widget,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The switch under widget that drives action, or NULL. */
static GtkWidget *
find_switch (GtkWidget  *widget,
             const char *action)
{
  if (GTK_IS_SWITCH (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_switch (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label under widget that shows text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &r));
  return r;
}

/* How much of widget shows through the scrolled window around it, in
 * pixels of height. */
static double
height_shown (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r = bounds_in (widget, scroller);
  double top = MAX (r.origin.y, 0);
  double bottom = MIN (r.origin.y + r.size.height, gtk_widget_get_height (scroller));

  return MAX (bottom - top, 0);
}

/* widget lies whole inside the part of its scrolled window in view, which
 * lies inside the window. */
static void
assert_in_view (KlWindow   *window,
                GtkWidget  *widget,
                const char *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r = bounds_in (widget, scroller);
  graphene_rect_t s = bounds_in (scroller, GTK_WIDGET (window));

  g_assert_true (gtk_widget_get_mapped (widget));
  if (r.origin.y < -0.5 || r.origin.y + r.size.height > gtk_widget_get_height (scroller) + 0.5)
    g_error ("%s at y %.0f to %.0f, but its scrolled window shows 0 to %d", what, r.origin.y,
             r.origin.y + r.size.height, gtk_widget_get_height (scroller));
  g_assert_cmpfloat (s.origin.y, >=, -0.5);
  g_assert_cmpfloat (s.origin.y + s.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (window)) + 0.5);
  g_assert_cmpfloat (s.origin.x, >=, -0.5);
  g_assert_cmpfloat (s.origin.x + s.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (window)) + 0.5);
}

static gboolean
overlap (graphene_rect_t a,
         graphene_rect_t b)
{
  graphene_rect_t i;

  return graphene_rect_intersection (&a, &b, &i) && i.size.width >= 1 && i.size.height >= 1;
}

/* The board and the step both show, side by side or one above the other,
 * and nothing (the sidebar) lies over the board. */
static void
assert_board_and_step (KlWindow   *window,
                       const char *what)
{
  GtkWidget *root = GTK_WIDGET (window);
  GtkWidget *board = GTK_WIDGET (kl_window_get_board (window));
  GtkWidget *panel = GTK_WIDGET (kl_window_get_step_panel (window));
  GtkWidget *text = find_by_class (panel, "kl-step-text", TRUE);
  GtkWidget *sidebar = find_sidebar (root);
  graphene_rect_t window_rect = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (root),
                                                    gtk_widget_get_height (root));
  graphene_rect_t b = bounds_in (gtk_widget_get_ancestor (board, GTK_TYPE_SCROLLED_WINDOW), root);
  graphene_rect_t p = bounds_in (panel, root);
  graphene_rect_t shown;

  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_nonnull (text);
  /* the board: at least 150 pixels square of it inside the window */
  g_assert_true (graphene_rect_intersection (&b, &window_rect, &shown));
  g_assert_cmpfloat (MIN (shown.size.width, shown.size.height), >=, 150);
  /* the panel inside the window, not over the board */
  g_assert_true (graphene_rect_contains_rect (&window_rect, &p));
  if (overlap (b, p))
    g_error ("the step panel (%.0f,%.0f %.0fx%.0f) lies over the board (%.0f,%.0f %.0fx%.0f)",
             p.origin.x, p.origin.y, p.size.width, p.size.height,
             b.origin.x, b.origin.y, b.size.width, b.size.height);
  /* and a line of the step's sentence at least in view */
  if (height_shown (text) < MIN (16, gtk_widget_get_height (text)))
    g_error ("%s: only %.0f pixels of the step's sentence show", what, height_shown (text));
  if (gtk_widget_get_mapped (sidebar) && gtk_widget_get_width (sidebar) > 0)
    g_assert_false (overlap (bounds_in (sidebar, root), b));
}

/* The pseudocode's highlighted line, in view. */
static void
assert_line_in_view (KlWindow   *window,
                     const char *what)
{
  KlStepPanel *panel = kl_window_get_step_panel (window);
  GtkWidget *line = find_by_class (GTK_WIDGET (panel), "kl-current", FALSE);
  g_autofree char *message = g_strdup_printf ("%s: step %u's line %d", what,
                                              kl_step_panel_get_frame (panel),
                                              kl_step_panel_get_current_line (panel) + 1);

  if (kl_step_panel_get_current_line (panel) < 0)
    return;
  g_assert_nonnull (line);
  assert_in_view (window, line, message);
}

/* The window shows the step panel (F8 where it folds away). */
static void
show_steps (KlWindow *window)
{
  GtkWidget *panel = GTK_WIDGET (kl_window_get_step_panel (window));

  wait_frames (window);
  if (!gtk_widget_get_mapped (panel))
    activate (window, "win.toggle-explain", NULL);
  wait_frames (window);
  g_assert_true (gtk_widget_get_mapped (panel));
}

/* Steps to frame with the player's buttons (from the start when it lies
 * behind) and lets the panel lay it out. */
static void
go_to_frame (KlWindow *window,
             guint     frame)
{
  KlStepPanel *panel = kl_window_get_step_panel (window);

  if (kl_step_panel_get_frame (panel) > frame)
    activate (window, "win.go-start", NULL);
  for (guint i = 0; i <= frame && kl_step_panel_get_frame (panel) < frame; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-forward", NULL));
  wait_frames (window);
  g_assert_cmpuint (kl_step_panel_get_frame (panel), ==, frame);
}

/* A puzzle of each mode: the sample in each, and a tour's search. */
static const char *const layout_cases[] = { "path", "distance", "dynamic", "camelot", "tour-search" };

static void
set_up_case (KlWindow   *window,
             const char *name)
{
  if (g_str_equal (name, "tour-search"))
    {
      /* an empty 6 x 6 from a1: Warnsdorff's search, with its backtracks */
      activate (window, "win.mode", "s", "tour");
      activate (window, "win.board-size", "(ii)", 6, 6);
      activate (window, "win.new-puzzle", NULL);
      g_object_set (window, "show-search", TRUE, NULL);
    }
  else
    {
      activate (window, "win.sample-puzzle", NULL);
      activate (window, "win.mode", "s", name);
      /* the sample's board again (the tour case shrank it) */
      activate (window, "win.sample-puzzle", NULL);
    }
  wait_ready (window);
}

/* The steps a test walks: all of a short answer (every one when all),
 * else the first ones, a stride and the last. */
static gboolean
step_walked (guint    frame,
             guint    frames,
             gboolean all)
{
  return (all && frames <= 40) || frame < 4 || frame % 7 == 0 || frame + 1 >= frames;
}

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
}

/* At every size, in every mode, at every step (in Russian, whose words
 * are longer, a selection): the pseudocode's current line is in view, and
 * so are the board and the step's sentence, side by side or one above the
 * other. */
static void
test_steps_in_view (gconstpointer data)
{
  const char *language = data;

  if (!g_str_equal (language, "C") && g_getenv ("KNIGHT_LAB_LOCALEDIR") == NULL)
    {
      g_test_skip ("KNIGHT_LAB_LOCALEDIR is not set (run through meson test)");
      return;
    }
  use_language (language);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      KlWindow *window = new_window_sized (sizes[s].width, sizes[s].height);

      show_steps (window);
      for (guint c = 0; c < G_N_ELEMENTS (layout_cases); c++)
        {
          guint frames, walked = 0;

          set_up_case (window, layout_cases[c]);
          frames = kl_explain_get_n_steps (kl_window_get_explain (window));
          g_assert_cmpuint (frames, >, 1);
          for (guint f = 0; f < frames; f++)
            if (step_walked (f, frames, g_str_equal (language, "C")))
              {
                g_autofree char *what = g_strdup_printf ("%s %dx%d %s", language, sizes[s].width,
                                                         sizes[s].height, layout_cases[c]);

                go_to_frame (window, f);
                assert_line_in_view (window, what);
                assert_board_and_step (window, what);
                walked++;
              }
          g_test_message ("%dx%d %s: %u of %u steps", sizes[s].width, sizes[s].height,
                          layout_cases[c], walked, frames);
        }
      close_window (window);
    }
  use_language ("C");
}

/* The sidebar shows the options of each mode without scrolling. */
static void
assert_options_in_view (KlWindow   *window,
                        const char *what)
{
  static const struct
  {
    const char *mode;
    const char *options[3];
  } modes[] = {
    { "path", { "win.show-tree", NULL } },
    { "distance", { "win.show-tree", NULL } },
    { "camelot", { "win.show-costs", NULL } },
    { "tour", { "win.closed-tour", "win.show-search", NULL } },
  };
  GtkWidget *sidebar = find_sidebar (GTK_WIDGET (window));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sidebar));

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      activate (window, "win.mode", "s", modes[m].mode);
      wait_frames (window);
      /* folded away (a phone's width, or the steps shown for a practice
       * question): one action brings it */
      if (!gtk_widget_get_mapped (sidebar))
        {
          g_assert_true (kl_window_get_folded (window));
          activate (window, "win.toggle-sidebar", NULL);
          wait_frames (window);
        }
      g_assert_true (gtk_widget_get_mapped (sidebar));
      g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
      for (guint o = 0; modes[m].options[o] != NULL; o++)
        {
          GtkWidget *row = gtk_widget_get_ancestor (find_switch (sidebar, modes[m].options[o]),
                                                    ADW_TYPE_ACTION_ROW);
          g_autofree char *where = g_strdup_printf ("%s %s: %s", what, modes[m].mode,
                                                    modes[m].options[o]);

          g_assert_nonnull (row);
          assert_in_view (window, row, where);
        }
    }
}

/* The options of each mode show without scrolling the sidebar, for a
 * single puzzle and for a lesson's set of five (its list comes after the
 * options): beside the board where the sidebar stands, and in a narrow
 * window one action (F9, the sidebar button) away, over the board. */
static void
test_options_in_view (void)
{
  g_auto(GStrv) lessons = kl_lessons_list_resources ();

  /* a lesson with a list of puzzles */
  g_assert_nonnull (lessons[0]);
  g_assert_nonnull (lessons[1]);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      KlWindow *window = new_window_sized (sizes[s].width, sizes[s].height);
      g_autofree char *what = g_strdup_printf ("%dx%d", sizes[s].width, sizes[s].height);
      g_autofree char *lesson = g_strdup_printf ("%dx%d lesson", sizes[s].width, sizes[s].height);

      wait_frames (window);
      /* only the phone's width folds it away with the steps hidden */
      g_assert_true (kl_window_get_folded (window) == (sizes[s].width < 700));
      assert_options_in_view (window, what);
      kl_window_open_lesson (window, lessons[1]);
      {
        KlDocument *document = kl_window_get_document (window);
        guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the lesson");

        while (kl_document_get_set (document)->entries->len < 2)
          g_main_context_iteration (NULL, TRUE);
        g_source_remove (id);
        g_assert_cmpuint (kl_document_get_set (document)->entries->len, >=, 4);
      }
      wait_ready (window);
      assert_options_in_view (window, lesson);
      close_window (window);
    }
}

/* Where every visible widget is, in the window's coordinates, in the
 * order of the widget tree. */
typedef struct
{
  GType           type;
  gboolean        placed;
  graphene_rect_t rect;
} Place;

static void
record_places (GtkWidget *widget,
               GtkWidget *root,
               GArray    *places)
{
  Place place = { G_OBJECT_TYPE (widget), FALSE, GRAPHENE_RECT_INIT (0, 0, 0, 0) };

  if (!gtk_widget_get_visible (widget))
    return;
  place.placed = gtk_widget_get_mapped (widget) &&
                 gtk_widget_compute_bounds (widget, root, &place.rect);
  g_array_append_val (places, place);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    record_places (c, root, places);
}

static void
assert_same_places (GArray     *before,
                    GArray     *after,
                    const char *what)
{
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    {
      const Place *a = &g_array_index (before, Place, i);
      const Place *b = &g_array_index (after, Place, i);

      g_assert_true (a->type == b->type);
      g_assert_cmpint (a->placed, ==, b->placed);
      if (a->placed && !graphene_rect_equal (&a->rect, &b->rect))
        g_error ("%s moved a %s from %.0f,%.0f %.0fx%.0f to %.0f,%.0f %.0fx%.0f", what,
                 g_type_name (a->type), a->rect.origin.x, a->rect.origin.y, a->rect.size.width,
                 a->rect.size.height, b->rect.origin.x, b->rect.origin.y, b->rect.size.width,
                 b->rect.size.height);
    }
}

/* The pointer moves over the board: what every motion controller of the
 * board hears. */
static void
point_at (KlBoard *board,
          double   x,
          double   y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        continue;
      if (x < 0)
        g_signal_emit_by_name (controller, "leave");
      else
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

/* Pointing at squares (the start, reached squares, a wall, between
 * squares) and away again changes what the panel says, but moves no
 * widget of the window by a pixel. */
static void
test_hover_moves_nothing (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      KlWindow *window = new_window_sized (sizes[s].width, sizes[s].height);
      KlBoard *board = kl_window_get_board (window);
      KlStepPanel *panel = kl_window_get_step_panel (window);

      show_steps (window);
      for (guint c = 0; c < 2; c++)
        {
          g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (Place));
          g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (Place));
          g_autoptr(GHashTable) said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          int width, height;

          /* the route's sample, and Camelot's heat map */
          set_up_case (window, c == 0 ? "path" : "camelot");
          g_object_set (window, "show-costs", c == 1, NULL);
          wait_frames (window);
          record_places (GTK_WIDGET (window), GTK_WIDGET (window), before);
          width = gtk_widget_get_width (GTK_WIDGET (board));
          height = gtk_widget_get_height (GTK_WIDGET (board));
          for (int i = 0; i < 13; i++)
            {
              /* a diagonal and an anti-diagonal of the board and beyond */
              double f = 0.04 + 0.92 * (i % 7) / 6.0;
              double x = width * f, y = height * (i < 7 ? f : 1 - f);
              g_autofree char *what = g_strdup_printf ("%dx%d: pointing at %.0f,%.0f (cell %d)",
                                                       sizes[s].width, sizes[s].height, x, y,
                                                       kl_board_cell_at (board, x, y));

              point_at (board, x, y);
              wait_frames (window);
              g_hash_table_add (said, g_strdup (kl_step_panel_get_inspect_text (panel)));
              g_array_set_size (after, 0);
              record_places (GTK_WIDGET (window), GTK_WIDGET (window), after);
              assert_same_places (before, after, what);
            }
          point_at (board, -1, -1);
          wait_frames (window);
          g_array_set_size (after, 0);
          record_places (GTK_WIDGET (window), GTK_WIDGET (window), after);
          assert_same_places (before, after, "leaving the board");
          /* the squares pointed at did say different things */
          g_assert_cmpuint (g_hash_table_size (said), >=, 4);
        }
      close_window (window);
    }
}

/* The mapped label under widget that shows text, or NULL. */
static GtkWidget *
find_shown_label (GtkWidget  *widget,
                  const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_shown_label (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* At 360 pixels the window's title is whole (on one line or two), not
 * "Aro…". */
static void
test_narrow_title (void)
{
  KlWindow *window = new_window_sized (360, 640);
  GtkWidget *header = find_by_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *title = find_by_type (header, ADW_TYPE_WINDOW_TITLE);
  GtkWidget *label;
  int natural;

  wait_frames (window);
  label = find_shown_label (header, adw_window_title_get_title (ADW_WINDOW_TITLE (title)));
  g_assert_nonnull (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("title \"%s\", %d pixels of %d, %d lines", gtk_label_get_label (GTK_LABEL (label)),
                  gtk_widget_get_width (label), natural,
                  pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  /* and inside the header bar */
  {
    graphene_rect_t r = bounds_in (label, header);

    g_assert_cmpfloat (r.origin.y, >=, 0);
    g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (header));
  }
  close_window (window);
}

/* Text that is read, not edited, takes no keyboard focus: a click on the
 * route or on the step's sentence leaves no caret in it. */
static void
test_no_caret (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  GtkWidget *labels[2];

  show_steps (window);
  labels[0] = find_label (GTK_WIDGET (window), kl_window_get_details (window));
  labels[1] = find_by_class (GTK_WIDGET (kl_window_get_step_panel (window)), "kl-step-text", TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      g_assert_nonnull (labels[i]);
      /* what a click on a label asks */
      gtk_widget_grab_focus (labels[i]);
      g_assert_false (gtk_widget_has_focus (labels[i]));
    }
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  /* the layouts, not their transitions: a flap shown is shown at once */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/app/layout/board-keeps-size", test_board_keeps_size);
  g_test_add_func ("/app/layout/narrow-folds", test_narrow_folds);
  g_test_add_func ("/app/layout/folded-sidebar-opaque", test_folded_sidebar_opaque);
  g_test_add_func ("/app/layout/shrink-says-what-went", test_shrink_says_what_went);
  g_test_add_func ("/app/layout/piece-on-wall-says-so", test_piece_on_wall_says_so);
  g_test_add_data_func ("/app/layout/steps-in-view/en", "C", test_steps_in_view);
  g_test_add_data_func ("/app/layout/steps-in-view/ru", "ru", test_steps_in_view);
  g_test_add_func ("/app/layout/options-in-view", test_options_in_view);
  g_test_add_func ("/app/layout/hover-moves-nothing", test_hover_moves_nothing);
  g_test_add_func ("/app/layout/narrow-title", test_narrow_title);
  g_test_add_func ("/app/layout/no-caret", test_no_caret);
  return g_test_run ();
}
