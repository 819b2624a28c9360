/* bench-frames.c - measures how smoothly the real window animates a 64 x 64
 * board and how long the main loop stalls while it solves, with
 * KNIGHT_LAB_FRAME_STATS=1 (set here): plays the distance map's wave and a
 * knight's tour and prints the frame clock's figures to stderr.
 *
 *   xvfb-run -a build/tests/app/bench-app-frames
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <math.h>

#include "kl-renderer.h"
#include "kl-window.h"

static void
wait_ready (KlWindow *window)
{
  GtkWidget *board = GTK_WIDGET (kl_window_get_board (window));

  while (gtk_widget_get_width (board) <= 0 || kl_window_is_solving (window))
    g_main_context_iteration (NULL, TRUE);
}

static void
run_for (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

/* Plays the current answer at speed moves a second for at most seconds. */
static void
play (KlWindow   *window,
      const char *what,
      double      speed,
      double      seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  g_printerr ("bench-frames: %s, %u steps at %.0f a second\n", what,
              kl_board_get_frames (kl_window_get_board (window)), speed);
  kl_window_set_speed (window, speed);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-start", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
  while (kl_window_is_playing (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  if (kl_window_is_playing (window))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
  /* one more frame closes the animation's summary */
  run_for (0.2);
}

static void
solve (KlWindow   *window,
       const char *what,
       const char *mode,
       int         size)
{
  g_printerr ("bench-frames: %s on %d x %d\n", what, size, size);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.board-size", "(ii)", size, size);
  /* an empty board: the start on a1, the target in the far corner */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.mode", "s", mode);
  wait_ready (window);
  /* the probe reports the solve's end on its next tick */
  run_for (0.1);
  g_printerr ("bench-frames: %s\n", kl_window_get_headline (window));
}

int
main (int argc, char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("knight-frames-XXXXXX", NULL);
  KlWindow *window;

  g_setenv ("KNIGHT_LAB_FRAME_STATS", "1", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  /* leave the user's settings and autosave alone */
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  setlocale (LC_ALL, "");
  /* the renderer the app itself would pick on this machine */
  kl_renderer_choose ();
  if (!gtk_init_check ())
    {
      g_printerr ("bench-frames: no display (run it under xvfb-run -a)\n");
      return 77;
    }
  adw_init ();

  window = kl_window_new (NULL);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  wait_ready (window);

  solve (window, "distance map", "distance", 64);
  play (window, "distance map wave", 4, 20);
  solve (window, "knight's tour", "tour", 64);
  play (window, "knight's tour", 256, 8);
  solve (window, "shortest path", "path", 64);
  play (window, "shortest path wave", 16, 10);
  solve (window, "knight's tour", "tour", 300);
  solve (window, "distance map", "distance", 300);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_object_unref (window);
  return 0;
}
