/* kl-application.h - the Knight Lab application: accelerators, About, windows. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_APPLICATION_ID "io.github.knightlab.KnightLab"
#define KL_TYPE_APPLICATION (kl_application_get_type ())

G_DECLARE_FINAL_TYPE (KlApplication, kl_application, KL, APPLICATION, GtkApplication)

KlApplication *kl_application_new (GApplicationFlags flags);

G_END_DECLS
