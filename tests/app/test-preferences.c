/* test-preferences.c - the Preferences window and the main window follow
 * GSettings live: board colours, coordinates, animation speed, the default
 * mode and the window's size. */

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "kl-board-render.h"
#include "kl-application.h"
#include "kl-preferences-window.h"
#include "kl-settings.h"
#include "app-test.h"

static void
reset_settings (GSettings *settings)
{
  const char *keys[] = { "animation-speed", "show-coordinates", "board-theme", "default-mode",
                         "window-width", "window-height", "window-maximized", "color-scheme" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
}

/* The colour at (x, y) of the board rendered without an answer. */
static guint32
board_pixel (KlBoard *board,
             double   x,
             double   y)
{
  KlBoardView view;
  KlBoardGeometry geom = { 0, 0, 40, 8, 8 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 320, 320);
  cairo_t *cr = cairo_create (surface);
  guint32 pixel;

  kl_board_get_view (board, &view);
  view.result = NULL;
  view.dark = FALSE;
  kl_board_render (cr, &view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixel = *(guint32 *) (cairo_image_surface_get_data (surface) +
                        (int) y * cairo_image_surface_get_stride (surface) + (int) x * 4);
  cairo_surface_destroy (surface);
  return pixel & 0xffffff;
}

static void
test_board_follows_settings (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  KlWindow *window;
  KlBoard *board;
  /* b1 is a light square; its top-right corner holds no label or piece */
  const double bx = 2 * 40 - 3, by = 7 * 40 + 3;
  /* its bottom-right corner holds the file letter */
  const double lx = 2 * 40 - 6, ly = 8 * 40 - 6;
  guint32 with_labels, without_labels;

  g_assert_nonnull (settings);
  window = new_window ();
  board = kl_window_get_board (window);

  g_assert_cmpint (kl_board_get_board_theme (board), ==, KL_BOARD_THEME_WOOD);
  g_assert_cmphex (board_pixel (board, bx, by), ==, 0xf0d9b5);

  g_settings_set_string (settings, "board-theme", "green");
  g_assert_cmpint (kl_board_get_board_theme (board), ==, KL_BOARD_THEME_GREEN);
  g_assert_cmphex (board_pixel (board, bx, by), ==, 0xeeeed2);
  g_settings_set_string (settings, "board-theme", "blue");
  g_assert_cmphex (board_pixel (board, bx, by), ==, 0xdee3e6);
  g_settings_set_string (settings, "board-theme", "grey");
  g_assert_cmpint (kl_board_get_board_theme (board), ==, KL_BOARD_THEME_GREY);

  /* the letter "b" sits in b1's corner only while coordinates show */
  g_assert_true (kl_board_get_show_coordinates (board));
  with_labels = board_pixel (board, lx, ly);
  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_assert_false (kl_board_get_show_coordinates (board));
  without_labels = board_pixel (board, lx, ly);
  g_assert_cmphex (without_labels, ==, 0xe4e4e4);
  g_assert_cmphex (with_labels, !=, without_labels);

  /* the player's scale is log2 of the moves a second, both ways */
  g_settings_set_double (settings, "animation-speed", 8.0);
  g_assert_cmpfloat_with_epsilon (log2 (kl_window_get_speed (window)), 3.0, 1e-9);
  kl_window_set_speed (window, exp2 (1.0));
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "animation-speed"), 2.0, 1e-9);
  /* faster than the preference allows: it keeps its fastest */
  kl_window_set_speed (window, exp2 (10.0));
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "animation-speed"), 60.0, 1e-9);

  close_window (window);
  reset_settings (settings);
}

static void
test_preferences_window (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  KlWindow *window = new_window ();
  KlPreferencesWindow *prefs = kl_preferences_window_new (GTK_WINDOW (window));
  AdwComboRow *theme, *mode, *style;
  GtkSwitch *coordinates;
  GtkSpinButton *speed;

  g_object_ref_sink (prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (prefs)) == GTK_WINDOW (window));

  theme = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                        KL_TYPE_PREFERENCES_WINDOW, "theme_row"));
  mode = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                       KL_TYPE_PREFERENCES_WINDOW, "mode_row"));
  style = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                        KL_TYPE_PREFERENCES_WINDOW, "style_row"));
  coordinates = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                           KL_TYPE_PREFERENCES_WINDOW,
                                                           "coordinates_switch"));
  speed = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                          KL_TYPE_PREFERENCES_WINDOW, "speed_spin"));

  /* the controls show the settings */
  g_assert_cmpuint (adw_combo_row_get_selected (theme), ==, KL_BOARD_THEME_WOOD);
  g_assert_cmpuint (adw_combo_row_get_selected (mode), ==, KL_MODE_PATH);
  g_assert_true (gtk_switch_get_active (coordinates));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (speed), 4.0, 1e-9);

  /* and the main window follows the controls at once */
  adw_combo_row_set_selected (theme, KL_BOARD_THEME_BLUE);
  {
    g_autofree char *nick = g_settings_get_string (settings, "board-theme");

    g_assert_cmpstr (nick, ==, "blue");
  }
  g_assert_cmpint (kl_board_get_board_theme (kl_window_get_board (window)), ==, KL_BOARD_THEME_BLUE);
  gtk_switch_set_active (coordinates, FALSE);
  g_assert_false (kl_board_get_show_coordinates (kl_window_get_board (window)));
  gtk_spin_button_set_value (speed, 16);
  g_assert_cmpfloat_with_epsilon (log2 (kl_window_get_speed (window)), 4.0, 1e-9);
  adw_combo_row_set_selected (mode, KL_MODE_TOUR);
  {
    g_autofree char *nick = g_settings_get_string (settings, "default-mode");

    g_assert_cmpstr (nick, ==, "tour");
  }
  /* the style row writes its key (the application applies it, see below) */
  g_assert_cmpuint (adw_combo_row_get_selected (style), ==, 0);
  adw_combo_row_set_selected (style, 2);
  {
    g_autofree char *nick = g_settings_get_string (settings, "color-scheme");

    g_assert_cmpstr (nick, ==, "dark");
  }

  /* the window in use keeps its mode; the next one starts in the default */
  g_assert_cmpstr (kl_mode_to_string (kl_document_get_mode (kl_window_get_document (window))), ==, "path");

  gtk_window_destroy (GTK_WINDOW (prefs));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (prefs);
  close_window (window);

  window = new_window ();
  g_assert_cmpstr (kl_mode_to_string (kl_document_get_mode (kl_window_get_document (window))), ==, "tour");
  g_assert_cmpint (kl_board_get_board_theme (kl_window_get_board (window)), ==, KL_BOARD_THEME_BLUE);
  close_window (window);
  reset_settings (settings);
}

static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  KlWindow *window;
  int w, h;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 650);
  window = new_window ();
  gtk_window_get_default_size (GTK_WINDOW (window), &w, &h);
  g_assert_cmpint (w, ==, 900);
  g_assert_cmpint (h, ==, 650);

  /* a new size is remembered for the next window */
  gtk_window_set_default_size (GTK_WINDOW (window), 1020, 720);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1020);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);
  close_window (window);
  reset_settings (settings);
}

/* The Style preference reaches libadwaita's style manager, live. */
static void
test_style (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  g_autoptr(KlApplication) app = kl_application_new (G_APPLICATION_NON_UNIQUE);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr(GError) error = NULL;

  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (manager));
  g_settings_set_string (settings, "color-scheme", "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
  reset_settings (settings);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/preferences/board-follows-settings", test_board_follows_settings);
  g_test_add_func ("/app/preferences/window", test_preferences_window);
  g_test_add_func ("/app/preferences/window-size", test_window_size);
  g_test_add_func ("/app/preferences/style", test_style);
  return g_test_run ();
}
