/* kl-application.h - the Knight Lab application: accelerators, About,
 * Preferences, windows, and the autosave copy its windows share. */
#pragma once

#include <adwaita.h>

#include "kl-autosave.h"

G_BEGIN_DECLS

#define KL_APPLICATION_ID "io.github.knightlab.KnightLab"
#define KL_TYPE_APPLICATION (kl_application_get_type ())

G_DECLARE_FINAL_TYPE (KlApplication, kl_application, KL, APPLICATION, AdwApplication)

KlApplication *kl_application_new          (GApplicationFlags  flags);
/* The one autosave copy of the application's windows. */
KlAutosave    *kl_application_get_autosave (KlApplication     *self);

G_END_DECLS
