/* kl-application.c - the Knight Lab application: accelerators, About,
 * Preferences, windows, and the autosave copy its windows share. */

#define G_LOG_DOMAIN "kl-application"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-application.h"
#include "kl-preferences-window.h"
#include "kl-settings.h"
#include "kl-window.h"
#include "kl-window-file.h"
#include "kl-window-lessons.h"

struct _KlApplication
{
  AdwApplication  parent_instance;

  /* owned */
  KlAutosave     *autosave;
  GSettings      *settings;  /* NULL without a schema */
};

G_DEFINE_FINAL_TYPE (KlApplication, kl_application, ADW_TYPE_APPLICATION)

static const struct
{
  const char *action;
  const char *accels[4];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.new-puzzle", { "<Control>n", NULL } },
  { "win.clear-board", { "<Control>Delete", NULL } },
  { "win.grow-board", { "<Control>bracketright", NULL } },
  { "win.shrink-board", { "<Control>bracketleft", NULL } },
  { "win.solve", { "F5", "<Control>r", NULL } },
  { "win.toggle-sidebar", { "F9", NULL } },
  { "win.present", { "F11", NULL } },
  /* the modes in the sidebar's order */
  { "win.mode::path", { "<Control>1", NULL } },
  { "win.mode::distance", { "<Control>2", NULL } },
  { "win.mode::dynamic", { "<Control>3", NULL } },
  { "win.mode::camelot", { "<Control>4", NULL } },
  { "win.mode::tour", { "<Control>5", NULL } },
  { "win.play", { "<Control>space", NULL } },
  { "win.step-forward", { "<Alt>Right", NULL } },
  { "win.step-back", { "<Alt>Left", NULL } },
  { "win.go-start", { "<Alt>Home", NULL } },
  { "win.go-end", { "<Alt>End", NULL } },
  { "win.jump-back", { "<Shift><Alt>Left", NULL } },
  { "win.jump-forward", { "<Shift><Alt>Right", NULL } },
  { "win.toggle-explain", { "F8", NULL } },
  { "win.compare", { "<Control>m", NULL } },
  { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
  { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
  { "win.zoom-fit", { "<Control>0", "<Control>KP_0", NULL } },
  { "win.new-set", { "<Control><Shift>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.import", { "<Control>i", NULL } },
  { "win.export-image", { "<Control>e", NULL } },
  { "win.export-animation", { "<Control><Shift>e", NULL } },
  /* Ctrl+Shift+C/V carry puzzles, as Ctrl+C/V would carry squares */
  { "win.copy-solution", { "<Control><Alt>c", NULL } },
  { "win.copy-puzzle", { "<Control><Shift>c", NULL } },
  { "win.paste-puzzle", { "<Control><Shift>v", NULL } },
  { "win.lessons", { "<Control>l", NULL } },
  { "win.previous-puzzle", { "<Alt>Page_Up", NULL } },
  { "win.next-puzzle", { "<Alt>Page_Down", NULL } },
};

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  /* closing asks about unsaved changes; the last window gone, the app quits */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  static const char *developers[] = { "The Knight Lab authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", window,
                "application-name", _("Knight Lab"),
                "application-icon", KL_APPLICATION_ID,
                "version", PACKAGE_VERSION,
                "comments", _("Explore knight problems on a chessboard: shortest "
                              "routes, distance maps, the dynamic knight, Camelot and "
                              "knight’s tours."),
                "license-type", GTK_LICENSE_GPL_3_0,
                "developers", developers,
                /* Translators: put your names here, one a line */
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

/* One Preferences window at a time, over the window it was asked from. */
static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWindow *window = NULL;

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (KL_IS_PREFERENCES_WINDOW (l->data))
      window = l->data;
  if (window == NULL)
    window = GTK_WINDOW (kl_preferences_window_new (gtk_application_get_active_window (app)));
  gtk_window_present (window);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "about", .activate = about_action },
};

/* The Style preference: light, dark, or what the system prefers. */
static void
on_color_scheme_changed_cb (KlApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme adw = ADW_COLOR_SCHEME_DEFAULT;

  if (g_str_equal (scheme, "light"))
    adw = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (scheme, "dark"))
    adw = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), adw);
}

static void
kl_application_startup (GApplication *app)
{
  KlApplication *self = KL_APPLICATION (app);

  G_APPLICATION_CLASS (kl_application_parent_class)->startup (app);

  self->settings = kl_settings_new ();
  if (self->settings != NULL)
    {
      g_signal_connect_swapped (self->settings, "changed::color-scheme",
                                G_CALLBACK (on_color_scheme_changed_cb), self);
      on_color_scheme_changed_cb (self);
    }

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
  /* AdwApplication loads style.css from the resource base path itself */
}

/* Started without files: the window, and the first time ever the lessons
 * with a welcome over it (started with files, the user knows what to do). */
static void
kl_application_activate (GApplication *app)
{
  KlApplication *self = KL_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }
  window = GTK_WINDOW (kl_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
  if (self->settings != NULL && g_settings_get_boolean (self->settings, "first-run"))
    {
      g_settings_set_boolean (self->settings, "first-run", FALSE);
      kl_window_show_lessons (KL_WINDOW (window), TRUE);
    }
}

/* Files from the command line or the file manager: the first goes into a
 * blank window if there is one, each other into a new window. */
static void
kl_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));

  for (int i = 0; i < n_files; i++)
    {
      KlWindow *window = NULL;

      if (i == 0 && KL_IS_WINDOW (active) && kl_document_is_blank (kl_window_get_document (KL_WINDOW (active))))
        window = KL_WINDOW (active);
      else
        window = kl_window_new (GTK_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (window));
      kl_window_open_interactive (window, files[i]);
    }
}

static void
kl_application_dispose (GObject *object)
{
  KlApplication *self = (KlApplication *) object;

  g_clear_object (&self->autosave);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kl_application_parent_class)->dispose (object);
}

static void
kl_application_class_init (KlApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = kl_application_dispose;
  app_class->startup = kl_application_startup;
  app_class->activate = kl_application_activate;
  app_class->open = kl_application_open;
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

KlAutosave *
kl_application_get_autosave (KlApplication *self)
{
  g_return_val_if_fail (KL_IS_APPLICATION (self), NULL);

  /* before startup too: a window may ask as soon as it belongs to the app */
  if (self->autosave == NULL)
    self->autosave = kl_autosave_new (NULL);
  return self->autosave;
}
