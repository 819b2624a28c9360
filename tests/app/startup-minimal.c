/* startup-minimal.c - the yardstick of the start-up benchmark: a minimal
 * libadwaita window (a header bar and a label), started and timed like
 * Knight Lab (bench-startup.c): it quits after its first frame. */

#include <adwaita.h>

static void
on_after_paint_cb (GdkFrameClock *clock,
                   gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint_cb, user_data);
  g_application_quit (G_APPLICATION (user_data));
}

static void
on_realize_cb (GtkWidget *window,
               gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint_cb), user_data);
}

static void
on_activate_cb (GApplication *app,
                gpointer      user_data)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Knight Lab"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.knightlab.StartupMinimal",
                                                        G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
