/* kl-settings.h - the app's GSettings, whether Knight Lab is installed or
 * runs from its build folder. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A new GSettings for io.github.knightlab.KnightLab: the installed schema, or
 * the one compiled in the build folder; NULL (and the preferences keep their
 * defaults) when neither is found. */
GSettings *kl_settings_new (void);

G_END_DECLS
