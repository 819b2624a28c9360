/* judge.c - the table of judge formats and the helpers they share. */
#include "config.h"

#include "judge.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (kl-judge-error-quark, kl_judge_error)

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

gboolean
kl_judge_fail_token (KlJudge *judge, GError **error, const KlToken *token, const char *reason)
{
  g_autofree char *quoted = kl_token_describe (token);
  /* TRANSLATORS: "case 3, line 7: 'z99': not a square of the 8x8 board" */
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("case %" G_GUINT64_FORMAT ", line %zu: %s: %s"),
               judge->case_no, token->line, quoted, reason);
  return FALSE;
}

gboolean
kl_judge_fail_end (KlJudge *judge, GError **error, const char *expected)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
               /* TRANSLATORS: the last %s names what is missing, e.g. "the target square" */
               _("case %" G_GUINT64_FORMAT ", line %zu: the input ends where %s should be"),
               judge->case_no, kl_reader_line (judge->reader), _(expected));
  return FALSE;
}

gboolean
kl_judge_fail_status (KlJudge *judge, GError **error, kn_status status)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_SOLVER, _("case %" G_GUINT64_FORMAT ": %s"),
               judge->case_no, kn_status_str (status));
  return FALSE;
}

gboolean
kl_judge_token (KlJudge *judge, KlToken *token, const char *expected, GError **error)
{
  if (kl_reader_next (judge->reader, token))
    return TRUE;
  return kl_judge_fail_end (judge, error, expected);
}

gboolean
kl_judge_int (KlJudge *judge, gint64 min, gint64 max, const char *expected, gint64 *out,
              GError **error)
{
  KlToken tok;
  if (!kl_judge_token (judge, &tok, expected, error))
    return FALSE;
  if (kl_token_int (&tok, min, max, out))
    return TRUE;
  g_autofree char *reason =
    /* TRANSLATORS: "expected the side length, a whole number from 4 to 46340" */
    g_strdup_printf (_("expected %s, a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT),
                     _(expected), min, max);
  return kl_judge_fail_token (judge, error, &tok, reason);
}

gboolean
kl_judge_square (KlJudge *judge, int32_t width, int32_t height, unsigned flags,
                 const char *expected, kn_square *out, KlToken *token, GError **error)
{
  KlToken tok;
  if (!kl_judge_token (judge, &tok, expected, error))
    return FALSE;
  if (token)
    *token = tok;
  kn_status st = kn_square_parse (tok.text, tok.len, width, height, flags, out);
  if (st == KN_OK)
    return TRUE;
  g_autofree char *reason =
    st == KN_ERR_RANGE
      /* TRANSLATORS: "expected the start square, but it is not on the 8x8 board" */
      ? g_strdup_printf (_("expected %s, but it is not on the %" G_GINT32_FORMAT "x%" G_GINT32_FORMAT " board"),
                         _(expected), width, height)
      : g_strdup_printf (_("expected %s, in algebraic notation like %s"), _(expected),
                         (flags & KN_NOTATION_UPPERCASE) ? "D4" : "d4");
  return kl_judge_fail_token (judge, error, &tok, reason);
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
