/* judge-moves.c - knight moves on an empty board: algebraic pairs (UVa 439)
 * and sized boards with numeric coordinates (POJ 1915). */
#include "config.h"

#include "judge.h"
#include "judge-board8.h"

#include <glib/gi18n.h>

/* Boards narrower than this have unreachable squares or no closed form; the
 * side must also keep the board within the library's size limit. */
#define SIZED_MIN_SIDE 4
#define SIZED_MAX_SIDE 46340

gboolean
kl_judge_moves (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  const uint8_t *table = kl_board8_distance_table ();
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken a, b;
      if (!kl_reader_next (judge->reader, &a))
        return TRUE;
      int from = kl_judge_square8 (a.text, a.len, 'a');
      if (from < 0)
        return kl_judge_fail_token (judge, error, &a, _("expected the start square, a1 to h8"));
      /* A square of the 8x8 board is two bytes: keep them, reading b may move a. */
      char a_text[2] = { a.text[0], a.text[1] };
      if (!kl_judge_token (judge, &b, N_("the target square"), error))
        return FALSE;
      int to = kl_judge_square8 (b.text, b.len, 'a');
      if (to < 0)
        return kl_judge_fail_token (judge, error, &b, _("expected the target square, a1 to h8"));
      char *p = kl_judge_put_begin (io, 64);
      p = KL_PUT_LITERAL (p, "To get from ");
      p = kl_put_str (p, a_text, 2);
      p = KL_PUT_LITERAL (p, " to ");
      p = kl_put_str (p, b.text, 2);
      p = KL_PUT_LITERAL (p, " takes ");
      p = kl_put_uint (p, table[from * 64 + to]);
      p = KL_PUT_LITERAL (p, " knight moves.\n");
      kl_judge_put_end (io, p);
    }
}

gboolean
kl_judge_moves_sized (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  gint64 count;
  judge->case_no = 0;
  if (!kl_judge_int (judge, 0, G_MAXINT64 / 2, N_("the number of scenarios"), &count, error))
    return FALSE;
  static const char *const what[5] = {
    N_("the side length"), N_("the start column"), N_("the start row"), N_("the target column"),
    N_("the target row")
  };
  for (judge->case_no = 1; judge->case_no <= (guint64) count; judge->case_no++)
    {
      gint64 v[5];
      for (int i = 0; i < 5; i++)
        {
          gint64 lo = i ? 0 : SIZED_MIN_SIDE, hi = i ? v[0] - 1 : SIZED_MAX_SIDE;
          if (!kl_judge_next_int (judge, lo, hi, what[i], &v[i], NULL, error))
            return FALSE;
        }
      kn_square a = { (int32_t) v[1], (int32_t) v[2] }, b = { (int32_t) v[3], (int32_t) v[4] };
      int64_t d;
      kn_status st = kn_knight_distance ((int32_t) v[0], (int32_t) v[0], a, b, &d);
      if (st != KN_OK)
        return kl_judge_fail_status (judge, error, st);
      char *p = kl_judge_put_begin (io, 24);
      p = kl_put_uint (p, (guint64) d);
      *p++ = '\n';
      kl_judge_put_end (io, p);
    }
  return TRUE;
}
