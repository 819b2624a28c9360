/* kl-i18n.c - binds Knight Lab's gettext domain, for the app and knight-solve. */

#define G_LOG_DOMAIN "kl-i18n"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-i18n.h"

void
kl_i18n_init (void)
{
  const char *localedir = g_getenv ("KNIGHT_LAB_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
