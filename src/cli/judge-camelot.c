/* judge-camelot.c - the camelot judge format (see ../shared/judge-formats.md). */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

gboolean
kl_judge_camelot (KlJudge *judge, GError **error)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("this format is not available yet"));
  return FALSE;
}
