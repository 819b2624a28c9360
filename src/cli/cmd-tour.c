/* cmd-tour.c - "knight-solve tour". */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>

int
kl_cmd_tour (int argc, char **argv)
{
  fprintf (stderr, "knight-solve: %s\n", _("this command is not available yet"));
  return KL_EXIT_ERROR;
}
