/* judge-tour.c - the tour judge format (see ../shared/judge-formats.md). */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

gboolean
kl_judge_tour (KlJudge *judge, GError **error)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("this format is not available yet"));
  return FALSE;
}
