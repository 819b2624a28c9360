/* judge.c - the table of judge formats and the helpers they share. */
#include "config.h"

#include "judge.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>

static const KlJudgeFormat formats[] = {
  { "obstacles", NULL, kl_judge_obstacles },
  { "camelot", "poj1178", kl_judge_camelot },
  { "tour", "sicily1153", kl_judge_tour },
  { "moves", "uva439", kl_judge_moves },
  { "moves-sized", "poj1915", kl_judge_moves_sized },
  { "dynamic", "uva633", kl_judge_dynamic },
  { NULL, NULL, NULL },
};

const KlJudgeFormat *
kl_judge_formats (void)
{
  return formats;
}

const KlJudgeFormat *
kl_judge_lookup (const char *name)
{
  for (const KlJudgeFormat *f = formats; f->name; f++)
    if (g_strcmp0 (name, f->name) == 0 || g_strcmp0 (name, f->alias) == 0)
      return f;
  return NULL;
}

gboolean
kl_judge_run (const KlJudgeFormat *format, KlReader *reader, FILE *out, GError **error)
{
  KlJudge judge = { reader, out, 0 };
  gboolean ok = format->run (&judge, error);
  if (fflush (out) != 0 && ok)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, _("Cannot write the answers: %s"),
                   g_strerror (errno));
      return FALSE;
    }
  return ok;
}

void
kl_put_int (FILE *out, gint64 value)
{
  char buf[24];
  size_t n = sizeof buf;
  guint64 v = value < 0 ? (guint64) 0 - (guint64) value : (guint64) value;
  do
    {
      buf[--n] = (char) ('0' + v % 10);
      v /= 10;
    }
  while (v);
  if (value < 0)
    buf[--n] = '-';
  fwrite (buf + n, 1, sizeof buf - n, out);
}
