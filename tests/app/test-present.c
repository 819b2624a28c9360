/* test-present.c - present mode (F11) under Xvfb: what it hides and brings
 * back, the caption's type scaled to the window, the high-contrast palette
 * on the board and in the legend, and every key it adds.
 *
 * Xvfb has no window manager, so GtkWindow:fullscreened never becomes TRUE
 * there; these tests check what the window itself controls (its present
 * state, the widgets it hides, the keys it turns on).  The full screen
 * itself is /app/present/full-screen, which runs on a display of its own
 * with a window manager (present-wm.sh starts openbox; the other GUI tests
 * share a display without one). */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "app-test.h"
#include "kl-board-render.h"
#include "kl-sidebar.h"
#include "kl-window.h"

/* The first descendant of widget of type type (and with CSS class css_class
 * if not NULL), depth first; NULL if none. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The sidebar's flap: the window's first AdwFlap (the step panel's is
 * inside its content). */
static AdwFlap *
sidebar_flap (KlWindow *window)
{
  GtkWidget *flap = find_widget (GTK_WIDGET (window), ADW_TYPE_FLAP, NULL);

  g_assert_nonnull (flap);
  g_assert_nonnull (find_widget (adw_flap_get_flap (ADW_FLAP (flap)), KL_TYPE_SIDEBAR, NULL));
  return ADW_FLAP (flap);
}

static GtkWidget *
header_bar (KlWindow *window)
{
  GtkWidget *bar = find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR, NULL);

  g_assert_nonnull (bar);
  return bar;
}

static GtkLabel *
caption (KlWindow *window)
{
  GtkWidget *label = find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, "kl-present-caption");

  g_assert_nonnull (label);
  return GTK_LABEL (label);
}

/* The font size CSS gives widget, in Pango units. */
static int
font_size (GtkWidget *widget)
{
  return pango_font_description_get_size (
    pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
}

/* What is pending in the main loop, a bounded number of turns: a playing
 * animation's frames would keep it going. */
static void
spin (void)
{
  for (int turn = 0; turn < 50 && g_main_context_pending (NULL); turn++)
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop until widget is no longer drawn (a flap slides away
 * over a few frames). */
static void
wait_unmapped (GtkWidget *widget)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "a panel to slide away");

  while (gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* Runs the main loop until the caption's type is larger than size. */
static void
wait_caption_larger (KlWindow *window,
                     int       size)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "the caption's size");

  while (font_size (GTK_WIDGET (caption (window))) <= size)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* The controller present mode's keys are in. */
static GtkEventController *
present_keys (KlWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "kl-present-keys") == 0)
        return controller;  /* the window keeps it */
    }
  g_assert_not_reached ();
  return NULL;
}

/* Presses keyval (no modifiers) as the window's shortcut controller takes
 * it: the shortcut whose trigger it is, activated as GTK does. */
static void
press (KlWindow *window,
       guint     keyval)
{
  GtkEventController *keys = present_keys (window);
  g_autoptr(GtkShortcutTrigger) trigger = gtk_keyval_trigger_new (keyval, 0);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (keys));

  g_assert_cmpint (gtk_event_controller_get_propagation_phase (keys), ==, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (keys), i);

      if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), trigger))
        {
          g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                       GTK_WIDGET (window),
                                                       gtk_shortcut_get_arguments (shortcut)));
          spin ();
          return;
        }
    }
  g_error ("no shortcut for %s in present mode", gdk_keyval_name (keyval));
}

static double
frame_of (KlWindow *window)
{
  KlBoard *board = kl_window_get_board (window);

  return MIN (kl_board_get_frame (board), kl_board_get_frames (board));
}

/* Entering hides everything but the board, the caption and the player;
 * leaving brings back the layout as it was: here, the sidebar shown. */
static void
test_enter_leave (void)
{
  KlWindow *window = new_window_sized (1100, 760);
  AdwFlap *flap = sidebar_flap (window);

  spin ();
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_false (kl_window_get_presenting (window));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (caption (window)))));

  activate (window, "win.present", NULL);
  spin ();
  g_assert_true (kl_window_get_presenting (window));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (gtk_widget_get_visible (header_bar (window)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (caption (window))));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (kl_window_get_board (window))));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (kl_window_get_player_bar (window))));
  /* the sidebar and the step panel go, however wide the screen */
  wait_unmapped (adw_flap_get_flap (flap));
  wait_unmapped (GTK_WIDGET (kl_window_get_step_panel (window)));
  /* the caption says what the board shows: at the end, the answer */
  g_assert_cmpstr (kl_window_get_present_caption (window), ==, kl_window_get_headline (window));
  /* F9 would bring the sidebar back over the presentation */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL);
  spin ();
  g_assert_false (adw_flap_get_reveal_flap (flap));
  /* the board still tells a screen reader what it shows */
  g_assert_nonnull (kl_board_get_description (kl_window_get_board (window)));
  g_assert_cmpstr (kl_board_get_description (kl_window_get_board (window)), !=, "");

  activate (window, "win.present", NULL);
  spin ();
  g_assert_false (kl_window_get_presenting (window));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_visible (header_bar (window)));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (caption (window)))));
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (present_keys (window)), ==,
                   GTK_PHASE_NONE);
  close_window (window);
}

/* A sidebar the user hid stays hidden after present mode, and a board
 * zoomed in is fitted while presenting and zoomed in again after. */
static void
test_restores_layout (void)
{
  KlWindow *window = new_window_sized (1100, 760);
  AdwFlap *flap = sidebar_flap (window);
  KlBoard *board = kl_window_get_board (window);
  double cell;

  activate (window, "win.toggle-sidebar", NULL);
  g_assert_false (adw_flap_get_reveal_flap (flap));
  activate (window, "win.zoom-in", NULL);
  activate (window, "win.zoom-in", NULL);
  spin ();
  g_assert_false (kl_board_get_fit (board));
  cell = kl_board_get_cell_size (board);

  kl_window_set_presenting (window, TRUE);
  spin ();
  g_assert_true (kl_board_get_fit (board));
  kl_window_set_presenting (window, FALSE);
  spin ();
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_false (kl_board_get_fit (board));
  g_assert_cmpfloat_with_epsilon (kl_board_get_cell_size (board), cell, 0.01);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  close_window (window);
}

/* A narrow window's step panel shown with F8 (the sidebar folded away)
 * goes while presenting and is back after. */
static void
test_restores_narrow (void)
{
  KlWindow *window = new_window_sized (700, 760);
  GtkWidget *panel = GTK_WIDGET (kl_window_get_step_panel (window));
  AdwFlap *explain = ADW_FLAP (gtk_widget_get_ancestor (panel, ADW_TYPE_FLAP));

  spin ();
  g_assert_true (kl_window_get_folded (window));
  g_assert_false (adw_flap_get_reveal_flap (sidebar_flap (window)));
  activate (window, "win.toggle-explain", NULL);
  g_assert_true (adw_flap_get_reveal_flap (explain));

  kl_window_set_presenting (window, TRUE);
  spin ();
  g_assert_false (adw_flap_get_reveal_flap (explain));
  g_assert_false (adw_flap_get_reveal_flap (sidebar_flap (window)));
  wait_unmapped (panel);
  kl_window_set_presenting (window, FALSE);
  spin ();
  g_assert_true (adw_flap_get_reveal_flap (explain));
  g_assert_false (adw_flap_get_reveal_flap (sidebar_flap (window)));
  /* F8 works again */
  activate (window, "win.toggle-explain", NULL);
  g_assert_false (adw_flap_get_reveal_flap (explain));
  close_window (window);
}

/* The caption's type is half as large again as the window's in a window
 * 600 pixels high, and grows with the height: 5/3 of that at 1000. */
static void
test_caption_scales (void)
{
  KlWindow *low = new_window_sized (1000, 600);
  KlWindow *high = new_window_sized (1000, 1000);
  int base = font_size (GTK_WIDGET (kl_window_get_step_panel (low)));
  int size_low, size_high;
  int width, height;

  kl_window_set_presenting (low, TRUE);
  kl_window_set_presenting (high, TRUE);
  wait_caption_larger (low, base);
  wait_caption_larger (high, base);
  spin ();
  size_low = font_size (GTK_WIDGET (caption (low)));
  size_high = font_size (GTK_WIDGET (caption (high)));
  g_test_message ("window type %d, caption %d (600 high) and %d (1000 high)", base / PANGO_SCALE,
                  size_low / PANGO_SCALE, size_high / PANGO_SCALE);
  g_assert_cmpint (2 * size_low, >=, 3 * base);
  g_assert_cmpint (size_high, >=, 5 * size_low / 3);
  g_assert_cmpint (size_high, >=, 2 * base);
  /* the layout is drawn in it: one line is taller than the window's text */
  pango_layout_get_pixel_size (gtk_label_get_layout (caption (low)), &width, &height);
  g_assert_cmpint (2 * height * PANGO_SCALE, >=, 3 * base);
  close_window (low);
  close_window (high);
}

/* The colour at the point (0.25, 0.25) of square (file, rank) of view's
 * board, drawn with squares of 40 pixels: clear of labels and hatches. */
static AppRgb
square_colour (const KlBoardView *view,
               int                file,
               int                rank)
{
  KlBoardGeometry geom = { 0, 0, 40, view->puzzle->width, view->puzzle->height, FALSE };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         view->puzzle->width * 40,
                                                         view->puzzle->height * 40);
  cairo_t *cr = cairo_create (surface);
  AppRgb rgb;

  kl_board_render (cr, view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  rgb = app_test_pixel (surface, file * 40 + 10, (view->puzzle->height - 1 - rank) * 40 + 30);
  cairo_surface_destroy (surface);
  return rgb;
}

static double
luminance (AppRgb rgb)
{
  return 0.2126 * rgb.r + 0.7152 * rgb.g + 0.0722 * rgb.b;
}

/* The darkest pixel of the legend's swatch of mark. */
static double
darkest_swatch_pixel (const KlBoardView *view,
                      KlMark             mark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 24, 24);
  cairo_t *cr = cairo_create (surface);
  double darkest = 1;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  kl_board_render_swatch (cr, view, mark, 24);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 2; y < 22; y++)
    for (int x = 2; x < 22; x++)
      darkest = MIN (darkest, luminance (app_test_pixel (surface, x, y)));
  cairo_surface_destroy (surface);
  return darkest;
}

/* High contrast (H in present mode) paints the light squares white and the
 * dark ones near black, whatever the board theme, and the legend's wall
 * swatch turns black with the walls. */
static void
test_high_contrast (void)
{
  KlWindow *window = new_window_sized (1100, 760);
  KlBoard *board = kl_window_get_board (window);
  KlBoardView view;
  const KlPuzzle *puzzle;
  AppRgb light, dark, hc_light, hc_dark;
  double wall, hc_wall;
  int file = -1, rank = -1;

  activate (window, "win.new-puzzle", NULL);
  puzzle = puzzle_of (window);
  /* two free squares side by side, neither the start nor the target: a
   * dark one (file + rank even) and a light one */
  for (int r = 0; r < puzzle->height && file < 0; r++)
    for (int f = 0; f + 1 < puzzle->width && file < 0; f++)
      {
        int a = r * puzzle->width + f;

        if ((f + r) % 2 == 0 && a != puzzle->start && a + 1 != puzzle->start &&
            a != puzzle->target && a + 1 != puzzle->target && !puzzle->blocked[a] &&
            !puzzle->blocked[a + 1] && r > 0)
          {
            file = f;
            rank = r;
          }
      }
  g_assert_cmpint (file, >=, 0);

  kl_board_get_view (board, &view);
  g_assert_false (view.high_contrast);
  dark = square_colour (&view, file, rank);
  light = square_colour (&view, file + 1, rank);
  wall = darkest_swatch_pixel (&view, KL_MARK_WALL);

  kl_window_set_presenting (window, TRUE);
  spin ();
  press (window, GDK_KEY_h);
  g_assert_true (kl_window_get_high_contrast (window));
  g_assert_true (kl_board_get_high_contrast (board));
  kl_board_get_view (board, &view);
  g_assert_true (view.high_contrast);
  hc_dark = square_colour (&view, file, rank);
  hc_light = square_colour (&view, file + 1, rank);
  hc_wall = darkest_swatch_pixel (&view, KL_MARK_WALL);
  g_test_message ("light %.2f -> %.2f, dark %.2f -> %.2f, wall %.2f -> %.2f", luminance (light),
                  luminance (hc_light), luminance (dark), luminance (hc_dark), wall, hc_wall);
  g_assert_cmpfloat (luminance (hc_light), >, 0.98);
  g_assert_cmpfloat (luminance (hc_dark), <, 0.25);
  /* more contrast than the theme had */
  g_assert_cmpfloat (luminance (hc_light) - luminance (hc_dark), >,
                     luminance (light) - luminance (dark) + 0.3);
  /* the legend draws with the board's palette */
  g_assert_cmpfloat (hc_wall, <, 0.02);
  g_assert_cmpfloat (wall, >, 0.1);

  /* the window's own colours come back after present mode, and the choice
   * waits for the next time; H turns it off again */
  kl_window_set_presenting (window, FALSE);
  g_assert_false (kl_board_get_high_contrast (board));
  kl_window_set_presenting (window, TRUE);
  g_assert_true (kl_board_get_high_contrast (board));
  press (window, GDK_KEY_h);
  g_assert_false (kl_board_get_high_contrast (board));
  kl_window_set_presenting (window, FALSE);
  close_window (window);
}

/* Every key of present mode drives the player as its shortcut says. */
static void
test_keys (void)
{
  KlWindow *window = new_window_sized (1100, 760);
  AdwFlap *flap = sidebar_flap (window);
  KlBoard *board = kl_window_get_board (window);
  guint frames;
  double end_frame, jumped;
  const char *caption_text;

  /* a shortest path round a wall: layers to jump between */
  activate (window, "win.sample-puzzle", NULL);
  activate (window, "win.mode", "s", "path");
  frames = kl_board_get_frames (board);
  g_assert_cmpuint (frames, >=, 3);

  activate (window, "win.present", NULL);
  spin ();
  g_assert_true (kl_window_get_presenting (window));

  press (window, GDK_KEY_Home);
  g_assert_cmpfloat (frame_of (window), ==, 0);
  caption_text = kl_window_get_present_caption (window);
  g_assert_cmpstr (caption_text, ==, kl_step_panel_get_text (kl_window_get_step_panel (window)));
  press (window, GDK_KEY_Right);
  g_assert_cmpfloat (frame_of (window), ==, 1);
  /* the caption follows the frame */
  g_assert_cmpstr (kl_window_get_present_caption (window), ==,
                   kl_step_panel_get_text (kl_window_get_step_panel (window)));
  press (window, GDK_KEY_Right);
  g_assert_cmpfloat (frame_of (window), ==, 2);
  press (window, GDK_KEY_Left);
  g_assert_cmpfloat (frame_of (window), ==, 1);
  press (window, GDK_KEY_End);
  end_frame = frame_of (window);
  g_assert_cmpfloat (end_frame, ==, frames);
  /* at the end Right changes nothing, and is still present mode's key */
  press (window, GDK_KEY_Right);
  g_assert_cmpfloat (frame_of (window), ==, end_frame);
  press (window, GDK_KEY_Page_Up);
  jumped = frame_of (window);
  g_assert_cmpfloat (jumped, <, end_frame);
  press (window, GDK_KEY_Page_Up);
  g_assert_cmpfloat (frame_of (window), <, jumped);
  press (window, GDK_KEY_Page_Down);
  g_assert_cmpfloat (frame_of (window), ==, jumped);

  press (window, GDK_KEY_Home);
  press (window, GDK_KEY_space);
  g_assert_true (kl_window_is_playing (window));
  press (window, GDK_KEY_space);
  g_assert_false (kl_window_is_playing (window));

  press (window, GDK_KEY_Escape);
  g_assert_false (kl_window_get_presenting (window));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_visible (header_bar (window)));
  close_window (window);
}

/* The window manager answers at once: a test that waits longer has failed
 * (and well within the test's own timeout). */
#define FULL_SCREEN_WAIT_SECONDS 30

/* Runs the main loop until the window's full-screen state is want. */
static void
wait_fullscreen (KlWindow *window,
                 gboolean  want)
{
  guint id = g_timeout_add_seconds (FULL_SCREEN_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "the window manager's full screen");

  while (gtk_window_is_fullscreen (GTK_WINDOW (window)) != want)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* With a window manager (KNIGHT_LAB_TEST_WM=1, present-wm.sh): F11 makes
 * the window full screen — the monitor's whole size — and Escape gives
 * back the window it was, size and all. */
static void
test_full_screen (void)
{
  KlWindow *window;
  GdkMonitor *monitor;
  GdkRectangle area;
  int width, height;

  if (g_strcmp0 (g_getenv ("KNIGHT_LAB_TEST_WM"), "1") != 0)
    {
      g_test_skip ("needs a window manager: the test app-present-wm runs it with one");
      return;
    }
  window = new_window_sized (900, 640);
  spin ();
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (window)));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));

  activate (window, "win.present", NULL);
  wait_fullscreen (window, TRUE);
  monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (window)),
                                                gtk_native_get_surface (GTK_NATIVE (window)));
  gdk_monitor_get_geometry (monitor, &area);
  /* the window manager resizes it to the monitor: wait for the size */
  {
    guint id = g_timeout_add_seconds (FULL_SCREEN_WAIT_SECONDS, on_timeout_cb,
                                      (gpointer) "the full screen's size");

    GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

    /* the surface: the widget's size leaves out the frame GTK draws round it */
    while (gdk_surface_get_width (surface) != area.width ||
           gdk_surface_get_height (surface) != area.height)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
  }
  g_assert_true (kl_window_get_presenting (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.present", NULL);
  wait_fullscreen (window, FALSE);
  g_assert_false (kl_window_get_presenting (window));
  {
    guint id = g_timeout_add_seconds (FULL_SCREEN_WAIT_SECONDS, on_timeout_cb,
                                      (gpointer) "the window's size back");

    while (gtk_widget_get_width (GTK_WIDGET (window)) != width ||
           gtk_widget_get_height (GTK_WIDGET (window)) != height)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
  }

  /* the window manager ending the full screen ends present mode too */
  activate (window, "win.present", NULL);
  wait_fullscreen (window, TRUE);
  gtk_window_unfullscreen (GTK_WINDOW (window));
  wait_fullscreen (window, FALSE);
  spin ();
  g_assert_false (kl_window_get_presenting (window));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  g_test_add_func ("/app/present/enter-leave", test_enter_leave);
  g_test_add_func ("/app/present/restores-layout", test_restores_layout);
  g_test_add_func ("/app/present/restores-narrow", test_restores_narrow);
  g_test_add_func ("/app/present/caption-scales", test_caption_scales);
  g_test_add_func ("/app/present/high-contrast", test_high_contrast);
  g_test_add_func ("/app/present/keys", test_keys);
  g_test_add_func ("/app/present/full-screen", test_full_screen);
  return g_test_run ();
}
