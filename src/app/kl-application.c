/* kl-application.c - the Knight Lab application: accelerators, About, windows. */

#define G_LOG_DOMAIN "kl-application"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-application.h"
#include "kl-window.h"

struct _KlApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (KlApplication, kl_application, GTK_TYPE_APPLICATION)

static const struct
{
  const char *action;
  const char *accels[4];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.new-puzzle", { "<Control>n", NULL } },
  { "win.clear-board", { "<Control>Delete", NULL } },
  { "win.grow-board", { "<Control>bracketright", NULL } },
  { "win.shrink-board", { "<Control>bracketleft", NULL } },
  { "win.solve", { "F5", "<Control>r", NULL } },
  { "win.play", { "<Control>space", NULL } },
  { "win.step-forward", { "<Alt>Right", NULL } },
  { "win.step-back", { "<Alt>Left", NULL } },
  { "win.go-start", { "<Alt>Home", NULL } },
  { "win.go-end", { "<Alt>End", NULL } },
  { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
  { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
  { "win.zoom-fit", { "<Control>0", "<Control>KP_0", NULL } },
};

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  static const char *authors[] = { "The Knight Lab authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_show_about_dialog (window,
                         "program-name", _("Knight Lab"),
                         "logo-icon-name", KL_APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Explore knight problems on a chessboard: shortest "
                                       "routes, distance maps, the dynamic knight, Camelot and "
                                       "knight’s tours."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         /* Translators: put your names here, one a line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
};

static void
kl_application_startup (GApplication *app)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  G_APPLICATION_CLASS (kl_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);

  gtk_css_provider_load_from_resource (css, "/io/github/knightlab/KnightLab/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
kl_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (kl_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

static void
kl_application_class_init (KlApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = kl_application_startup;
  app_class->activate = kl_application_activate;
}

static void
kl_application_init (KlApplication *self)
{
}

KlApplication *
kl_application_new (GApplicationFlags flags)
{
  return g_object_new (KL_TYPE_APPLICATION,
                       "application-id", KL_APPLICATION_ID,
                       "resource-base-path", "/io/github/knightlab/KnightLab",
                       "flags", flags,
                       NULL);
}
