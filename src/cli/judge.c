/* judge.c - the table of judge formats, and the run they share: streaming
 * input, buffered answers. */
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

void
kl_judge_flush (KlJudgeIO *io)
{
  /* After a failed write the answers go nowhere, but the input is still read
   * to the end: a message about bad input outranks one about the output. */
  if (io->write_errno == 0 && io->len > 0)
    {
      errno = 0;
      if (fwrite (io->buf, 1, io->len, io->file) != io->len || fflush (io->file) != 0)
        io->write_errno = errno ? errno : EIO;
    }
  io->len = 0;
}

gboolean
kl_judge_next_int_slow (KlJudge *judge, gint64 min, gint64 max, const char *expected, gint64 *out,
                        KlToken *token, GError **error)
{
  KlToken tok;
  if (!kl_reader_next (judge->reader, &tok))
    return kl_judge_fail_end (judge, error, expected);
  if (token)
    *token = tok;
  if (kl_token_int (&tok, min, max, out))
    return TRUE;
  return kl_judge_fail_int (judge, error, &tok, min, max, expected);
}

int
kl_judge_next_square8_slow (KlJudge *judge, char base, const char *expected, KlToken *token,
                            GError **error)
{
  if (!kl_reader_next (judge->reader, token))
    return kl_judge_fail_end (judge, error, expected), -1;
  int sq = kl_judge_square8 (token->text, token->len, base);
  if (sq < 0)
    {
      unsigned flags = base == 'A' ? KN_NOTATION_UPPERCASE : 0;
      kn_square unused;
      kl_judge_fail_square (judge, error, token,
                            kn_square_parse (token->text, token->len, 8, 8, flags, &unused), 8, 8,
                            flags, expected);
    }
  return sq;
}

static void
on_reader_wait (gpointer data)
{
  kl_judge_flush (data);
}

gboolean
kl_judge_run (const KlJudgeFormat *format, KlReader *reader, FILE *out, GError **error)
{
  KlJudgeIO *io = g_new (KlJudgeIO, 1);
  io->judge = (KlJudge) { reader, out, 0 };
  io->file = out;
  io->write_errno = 0;
  io->len = 0;
  kl_reader_set_wait (reader, on_reader_wait, io);
  GError *local = NULL;
  gboolean ok = format->run (io, &local);
  kl_reader_set_wait (reader, NULL, NULL);
  kl_judge_flush (io);
  if (io->write_errno == 0 && fflush (out) != 0)
    io->write_errno = errno ? errno : EIO;
  /* A read error looks like the end of the input to the format, which may
   * have answered or complained about it: the read error is what happened. */
  const GError *read_error = kl_reader_get_error (reader);
  if (read_error)
    {
      g_clear_error (&local);
      local = g_error_copy (read_error);
      ok = FALSE;
    }
  if (ok && io->write_errno != 0)
    {
      g_set_error (&local, G_FILE_ERROR, G_FILE_ERROR_IO,
                   _("Cannot write the answers: %s"), g_strerror (io->write_errno));
      ok = FALSE;
    }
  g_free (io);
  if (local)
    g_propagate_error (error, local);
  return ok;
}
