/* kl-i18n.h - binds Knight Lab's gettext domain. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Binds the knight-lab text domain to the installed translations, or, when
 * the environment variable KNIGHT_LAB_LOCALEDIR is set (a testing hook), to
 * that folder: the build tree's po/ holds <lang>/LC_MESSAGES/knight-lab.mo.
 * Call after setlocale (LC_ALL, ""). */
void kl_i18n_init (void);

G_END_DECLS
