/* kl-preferences-window.c - the Preferences window: light or dark style,
 * board colours, coordinates, animation speed and the default mode, bound
 * to GSettings. */

#define G_LOG_DOMAIN "kl-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-board-render.h"
#include "kl-preferences-window.h"
#include "kl-puzzle.h"
#include "kl-settings.h"

struct _KlPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* template widgets */
  AdwComboRow   *style_row;
  AdwComboRow   *theme_row;
  GtkSwitch     *coordinates_switch;
  GtkSpinButton *speed_spin;
  GtkAdjustment *speed_adjustment;
  AdwComboRow   *mode_row;

  /* owned */
  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (KlPreferencesWindow, kl_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* Each drop-down lists an enum's values in order, and its key holds their
 * nicks: a list names the nick of each value, NULL past the last. */
typedef struct
{
  const char *(*nick) (guint value);
} NickList;

static const char *
theme_nick (guint value)
{
  return value < KL_N_BOARD_THEMES ? kl_board_theme_to_string ((KlBoardTheme) value) : NULL;
}

static const char *
mode_nick (guint value)
{
  return kl_mode_to_string ((KlMode) value);
}

static const char *
style_nick (guint value)
{
  static const char *const nicks[] = { "default", "light", "dark" };

  return value < G_N_ELEMENTS (nicks) ? nicks[value] : NULL;
}

static const NickList themes = { theme_nick };
static const NickList modes = { mode_nick };
static const NickList styles = { style_nick };

/* A nick the list does not know shows its first value. */
static gboolean
nick_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const NickList *list = user_data;
  const char *nick = g_variant_get_string (variant, NULL);
  guint shown = 0;

  for (guint i = 0; list->nick (i) != NULL; i++)
    if (g_str_equal (nick, list->nick (i)))
      {
        shown = i;
        break;
      }
  g_value_set_uint (value, shown);
  return TRUE;
}

static GVariant *
nick_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const NickList *list = user_data;
  const char *nick = list->nick (g_value_get_uint (value));

  return nick != NULL ? g_variant_new_string (nick) : NULL;
}

static void
kl_preferences_window_dispose (GObject *object)
{
  KlPreferencesWindow *self = (KlPreferencesWindow *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kl_preferences_window_parent_class)->dispose (object);
}

static void
kl_preferences_window_class_init (KlPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, speed_spin);
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KlPreferencesWindow, mode_row);

  /* AdwWindow closes on Escape itself */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
kl_preferences_window_init (KlPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = kl_settings_new ();
  if (self->settings == NULL)
    {
      /* no schema: the controls show the defaults and change nothing */
      gtk_widget_set_sensitive (GTK_WIDGET (self->style_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->theme_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->coordinates_switch), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->speed_spin), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->mode_row), FALSE);
      return;
    }

  g_settings_bind_with_mapping (self->settings, "color-scheme", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, nick_get_mapping, nick_set_mapping,
                                (gpointer) &styles, NULL);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->theme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, nick_get_mapping, nick_set_mapping,
                                (gpointer) &themes, NULL);
  g_settings_bind (self->settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animation-speed", self->speed_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "default-mode", self->mode_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, nick_get_mapping, nick_set_mapping,
                                (gpointer) &modes, NULL);
}

KlPreferencesWindow *
kl_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (KL_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
}
