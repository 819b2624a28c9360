/* cmd-camelot.c - "knight-solve camelot". */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>

int
kl_cmd_camelot (int argc, char **argv)
{
  fprintf (stderr, "knight-solve: %s\n", _("this command is not available yet"));
  return KL_EXIT_ERROR;
}
