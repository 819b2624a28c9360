/* kl-preferences-window.h - the Preferences window: light or dark style,
 * board colours, coordinates, animation speed and the default mode, bound
 * to GSettings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define KL_TYPE_PREFERENCES_WINDOW (kl_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (KlPreferencesWindow, kl_preferences_window, KL, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* A window transient for parent (or NULL); every control writes its key at
 * once, and the main window follows the keys live. */
KlPreferencesWindow *kl_preferences_window_new (GtkWindow *parent);

G_END_DECLS
