/* app-test.c - shared helpers of the GUI tests. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "app-test.h"
#include "kl-settings.h"

gboolean
on_timeout_cb (gpointer user_data)
{
  g_error ("timed out waiting for %s", (const char *) user_data);
  return G_SOURCE_REMOVE;
}

void
wait_solved (KlWindow *window)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "a solve");

  while (kl_window_is_solving (window))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

void
wait_file (KlWindow *window)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the file to open");

  while (kl_document_get_file (kl_window_get_document (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  wait_solved (window);
}

void
wait_allocated (KlWindow *window)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the first frame");
  GtkWidget *board = GTK_WIDGET (kl_window_get_board (window));

  while (gtk_widget_get_width (board) <= 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

void
wait_ready (KlWindow *window)
{
  wait_allocated (window);
  wait_solved (window);
}

KlWindow *
new_window_sized (int width,
                  int height)
{
  KlWindow *window = kl_window_new (NULL);

  g_object_ref_sink (window);
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_ready (window);
  return window;
}

KlWindow *
new_window (void)
{
  return new_window_sized (0, 0);
}

void
close_window (KlWindow *window)
{
  wait_solved (window);
  gtk_window_destroy (GTK_WINDOW (window));
  /* let GTK drop what it holds for the window's last frame */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
}

void
activate (KlWindow   *window,
          const char *action,
          const char *format,
          ...)
{
  GVariant *param = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      param = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, param));
  /* what the action started in the main loop (a task's answer, which GTask
   * hands over in an idle), then its solve; a bounded number of turns, so
   * a playing animation's frames cannot keep it going */
  for (int turn = 0; turn < 8 && g_main_context_pending (NULL); turn++)
    g_main_context_iteration (NULL, FALSE);
  wait_solved (window);
}

const KlPuzzle *
puzzle_of (KlWindow *window)
{
  return kl_history_get_puzzle (kl_window_get_history (window));
}

KlSolution *
solve_in_mode (const KlPuzzle *puzzle,
               KlMode          mode)
{
  KlSolveOptions options;
  g_autoptr(GError) error = NULL;
  KlSolution *result;

  kl_solve_options_init (&options);
  options.mode = mode;
  options.flags = KL_SOLVE_ALL;
  result = kl_solve (puzzle, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}

gboolean
app_test_init (int         *argc,
               char      ***argv,
               const char  *locale)
{
  /* Kept for the whole run: windows autosave into it. */
  static char *state;

  /* no accessibility bus; a test may ask for GTK's test backend, which
   * needs none */
  if (g_strcmp0 (g_getenv ("GTK_A11Y"), "test") != 0)
    g_setenv ("GTK_A11Y", "none", TRUE);
  state = g_dir_make_tmp ("knight-app-test-XXXXXX", NULL);
  g_assert_nonnull (state);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (argc, argv, NULL);
  setlocale (LC_ALL, locale);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }
  /* an application a test starts must not greet it with the lessons
   * (test-lessons-ui.c turns the first run on where it checks it) */
  {
    GSettings *settings = kl_settings_new ();

    if (settings != NULL)
      g_settings_set_boolean (settings, "first-run", FALSE);
    g_clear_object (&settings);
  }
  /* what AdwApplication does at startup: the windows here have no
   * application, so neither its init nor its style.css comes by itself */
  adw_init ();
  {
    GtkCssProvider *provider = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (provider, "/io/github/knightlab/KnightLab/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref (provider);
  }
  return TRUE;
}

int
app_test_cell (const KlPuzzle *puzzle,
               const char     *name)
{
  kn_square sq;

  g_assert_cmpint (kn_square_parse (name, strlen (name), puzzle->width, puzzle->height, 0, &sq),
                   ==, KN_OK);
  return sq.y * puzzle->width + sq.x;
}

AppRgb
app_test_pixel (cairo_surface_t *surface,
                double           x,
                double           y)
{
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p = *(guint32 *) (gpointer) (data + (int) y * stride + (int) x * 4);

  return (AppRgb) { ((p >> 16) & 0xff) / 255.0, ((p >> 8) & 0xff) / 255.0, (p & 0xff) / 255.0 };
}
