/* judge-camelot.c - the camelot judge format (POJ 1178, see ../shared/judge-formats.md):
 * one case a line, "D4A3A8H1H8" (the king first, then 0 to 63 knights), one number a line. */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* The error for the bad square that starts at text[pos] of the line: names
 * the two characters (or the one left at the end of the line) and its column. */
static gboolean
fail_square (KlJudge *judge, GError **error, const KlToken *line, size_t pos, gboolean king)
{
  KlToken tok = { line->text + pos, 1, line->line };
  if (pos + 1 < line->len && !is_blank (line->text[pos + 1]))
    tok.len = 2;
  const char *what = king ? _("the king's square") : _("a knight's square");
  char first = tok.text[0];
  g_autofree char *reason = NULL;
  if (pos + 1 == line->len)
    /* TRANSLATORS: "column 11: the line ends halfway through a knight's square" */
    reason = g_strdup_printf (_("column %zu: the line ends halfway through %s"), pos + 1, what);
  else if (tok.len == 2 && first >= 'a' && first <= 'h')
    /* TRANSLATORS: "column 3: a knight's square must have a capital file letter, like D4" */
    reason = g_strdup_printf (_("column %zu: %s must have a capital file letter, like D4"),
                              pos + 1, what);
  else
    /* TRANSLATORS: "column 3: expected a knight's square, a letter A-H and a digit 1-8 like D4" */
    reason = g_strdup_printf (_("column %zu: expected %s, a letter A-H and a digit 1-8 like D4"),
                              pos + 1, what);
  return kl_judge_fail_token (judge, error, &tok, reason);
}

gboolean
kl_judge_camelot (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  kn_board *board = NULL;
  kn_status st = kn_board_new (8, 8, &board);
  if (st != KN_OK)
    return kl_judge_fail_status (judge, error, st);
  gboolean ok = TRUE;
  KlToken line;
  judge->case_no = 0;
  while (ok && kl_reader_next_line (judge->reader, &line))
    {
      /* Squares may stand apart (D4 A3 A8), though the judge writes them together. */
      kn_square pieces[64];
      size_t n = 0, at[64];
      gboolean taken[64] = { FALSE };
      size_t pos = 0;
      while (pos < line.len && is_blank (line.text[pos]))
        pos++;
      if (pos == line.len)
        continue; /* blank lines carry no meaning */
      judge->case_no++;
      while (ok && pos < line.len)
        {
          if (is_blank (line.text[pos]))
            {
              pos++;
              continue;
            }
          kn_square sq;
          if (pos + 1 >= line.len || is_blank (line.text[pos + 1]) ||
              kn_square_parse (line.text + pos, 2, 8, 8, KN_NOTATION_UPPERCASE, &sq) != KN_OK)
            {
              ok = fail_square (judge, error, &line, pos, n == 0);
              break;
            }
          int cell = sq.y * 8 + sq.x;
          if (taken[cell])
            {
              KlToken tok = { line.text + pos, 2, line.line };
              g_autofree char *reason =
                pieces[0].x == sq.x && pieces[0].y == sq.y
                  /* TRANSLATORS: "column 5: a knight cannot start on the king's square" */
                  ? g_strdup_printf (_("column %zu: a knight cannot start on the king's square"),
                                     pos + 1)
                  /* TRANSLATORS: "column 9: this square already has a knight (column 5)" */
                  : g_strdup_printf (_("column %zu: this square already has a knight (column %zu)"),
                                     pos + 1, at[cell] + 1);
              ok = kl_judge_fail_token (judge, error, &tok, reason);
              break;
            }
          /* 64 distinct squares at most, so pieces never overflows. */
          taken[cell] = TRUE;
          at[cell] = pos;
          pieces[n++] = sq;
          pos += 2;
        }
      if (!ok)
        break;
      kn_camelot *plan = NULL;
      st = kn_camelot_solve (board, pieces[0], pieces + 1, n - 1, NULL, &plan);
      if (st != KN_OK)
        {
          ok = kl_judge_fail_status (judge, error, st);
          break;
        }
      /* On 8x8 every knight reaches every square and the king walks anywhere,
       * so a gathering always exists. */
      char *p = kl_judge_put_begin (io, 24);
      p = kl_put_uint (p, (guint64) kn_camelot_moves (plan));
      *p++ = '\n';
      kl_judge_put_end (io, p);
      kn_camelot_free (plan);
    }
  kn_board_free (board);
  return ok;
}
