/* main.c - starts Knight Lab. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "kl-application.h"
#include "kl-i18n.h"
#include "kl-renderer.h"
#include "kl-window.h"

/* KNIGHT_LAB_QUIT_AFTER_FIRST_FRAME=1 (the start-up benchmark,
 * tests/app/bench-startup.c): quit as soon as the first Knight Lab window
 * has painted its first frame (started without files: the sample), so a
 * process started from outside times the start-up to the first frame. */
static void
on_after_paint_cb (GdkFrameClock *clock,
                   gpointer       user_data)
{
  GtkWindow *window = user_data;

  g_signal_handlers_disconnect_by_func (clock, on_after_paint_cb, user_data);
  g_application_quit (G_APPLICATION (gtk_window_get_application (window)));
}

static void
on_realize_cb (GtkWidget *window,
               gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint_cb), window);
}

static void
on_window_added_cb (GtkApplication *app,
                    GtkWindow      *window,
                    gpointer        user_data)
{
  if (!KL_IS_WINDOW (window))
    return;
  g_signal_handlers_disconnect_by_func (app, on_window_added_cb, user_data);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize_cb), NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(KlApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* the installed translations, or KNIGHT_LAB_LOCALEDIR's (a testing hook) */
  kl_i18n_init ();
  kl_renderer_choose ();

  app = kl_application_new (G_APPLICATION_HANDLES_OPEN);
  if (g_strcmp0 (g_getenv ("KNIGHT_LAB_QUIT_AFTER_FIRST_FRAME"), "1") == 0)
    g_signal_connect (app, "window-added", G_CALLBACK (on_window_added_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
