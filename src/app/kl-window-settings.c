/* kl-window-settings.c - the window's side of the preferences: the player's
 * speed, the board's colours and coordinates, and the window's size, all
 * bound to GSettings and followed live. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <math.h>

#include "kl-settings.h"
#include "kl-window-private.h"

#define SPEED_MIN 0.5
#define SPEED_MAX 60.0

/* The player's scale is in powers of two of the moves a second. */
static gboolean
speed_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_double (value, log2 (CLAMP (g_variant_get_double (variant), SPEED_MIN, SPEED_MAX)));
  return TRUE;
}

static GVariant *
speed_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  /* the scale goes faster than the preference (for big tours); the
   * preference keeps the fastest it allows */
  return g_variant_new_double (CLAMP (exp2 (g_value_get_double (value)), SPEED_MIN, SPEED_MAX));
}

void
kl_window_settings_init (KlWindow *self)
{
  self->settings = kl_settings_new ();
  if (self->settings == NULL)
    return;

  g_settings_bind_with_mapping (self->settings, "animation-speed",
                                kl_player_bar_get_speed_adjustment (self->player_bar), "value",
                                G_SETTINGS_BIND_DEFAULT, speed_get_mapping, speed_set_mapping,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-theme", self->board, "board-theme", G_SETTINGS_BIND_GET);
  /* GTK 4 keeps default-width and -height at the unmaximized size.  A
   * window takes the size when it opens and saves its own; another
   * window's resizing must not resize it (GET_NO_CHANGES). */
  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
}

void
kl_window_settings_dispose (KlWindow *self)
{
  g_clear_object (&self->settings);
}
