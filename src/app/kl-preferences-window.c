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

/* The enum keys hold nicks; the drop-downs list them in enum order. */
static gboolean
theme_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_uint (value, kl_board_theme_from_string (g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
theme_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= KL_N_BOARD_THEMES)
    return NULL;
  return g_variant_new_string (kl_board_theme_to_string ((KlBoardTheme) i));
}

static gboolean
mode_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  int mode = kl_mode_from_string (g_variant_get_string (variant, NULL));

  g_value_set_uint (value, mode >= 0 ? (guint) mode : KL_MODE_PATH);
  return TRUE;
}

static GVariant *
mode_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= KL_N_MODES)
    return NULL;
  return g_variant_new_string (kl_mode_to_string ((KlMode) i));
}

/* The style key holds a nick; the row lists them in enum order. */
static const char *const style_nicks[] = { "default", "light", "dark" };

static gboolean
style_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (style_nicks); i++)
    if (g_str_equal (nick, style_nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
style_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= G_N_ELEMENTS (style_nicks))
    return NULL;
  return g_variant_new_string (style_nicks[i]);
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
                                G_SETTINGS_BIND_DEFAULT, style_get_mapping, style_set_mapping,
                                NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->theme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, theme_get_mapping, theme_set_mapping,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animation-speed", self->speed_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "default-mode", self->mode_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, mode_get_mapping, mode_set_mapping,
                                NULL, NULL);
}

KlPreferencesWindow *
kl_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (KL_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
}
