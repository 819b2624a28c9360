/* main.c - starts Knight Lab. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "kl-application.h"
#include "kl-i18n.h"
#include "kl-renderer.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(KlApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* the installed translations, or KNIGHT_LAB_LOCALEDIR's (a testing hook) */
  kl_i18n_init ();
  kl_renderer_choose ();

  app = kl_application_new (G_APPLICATION_HANDLES_OPEN);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
