/* judge-moves.c - knight moves on an empty board: algebraic pairs (UVa 439)
 * and sized boards with numeric coordinates (POJ 1915). */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

/* Boards narrower than this have unreachable squares or no closed form; the
 * side must also keep the board within the library's size limit. */
#define SIZED_MIN_SIDE 4
#define SIZED_MAX_SIDE 46340

gboolean
kl_judge_moves (KlJudge *judge, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken a, b;
      kn_square from, to;
      if (!kl_reader_next (judge->reader, &a))
        return TRUE;
      kn_status st = kn_square_parse (a.text, a.len, 8, 8, 0, &from);
      if (st != KN_OK)
        return kl_judge_fail_token (judge, error, &a, _("expected the start square, a1 to h8"));
      if (!kl_judge_token (judge, &b, N_("the target square"), error))
        return FALSE;
      st = kn_square_parse (b.text, b.len, 8, 8, 0, &to);
      if (st != KN_OK)
        return kl_judge_fail_token (judge, error, &b, _("expected the target square, a1 to h8"));
      int64_t d = kn_knight_distance_fast (8, 8, from, to);
      fputs ("To get from ", judge->out);
      fwrite (a.text, 1, a.len, judge->out);
      fputs (" to ", judge->out);
      fwrite (b.text, 1, b.len, judge->out);
      fputs (" takes ", judge->out);
      kl_put_int (judge->out, d);
      fputs (" knight moves.\n", judge->out);
    }
}

gboolean
kl_judge_moves_sized (KlJudge *judge, GError **error)
{
  gint64 count;
  judge->case_no = 0;
  if (!kl_judge_int (judge, 0, G_MAXINT64 / 2, N_("the number of scenarios"), &count, error))
    return FALSE;
  for (judge->case_no = 1; judge->case_no <= (guint64) count; judge->case_no++)
    {
      gint64 side, v[4];
      if (!kl_judge_int (judge, SIZED_MIN_SIDE, SIZED_MAX_SIDE, N_("the side length"), &side, error))
        return FALSE;
      static const char *const what[4] = {
        N_("the start column"), N_("the start row"), N_("the target column"), N_("the target row")
      };
      for (int i = 0; i < 4; i++)
        if (!kl_judge_int (judge, 0, side - 1, what[i], &v[i], error))
          return FALSE;
      kn_square a = { (int32_t) v[0], (int32_t) v[1] }, b = { (int32_t) v[2], (int32_t) v[3] };
      int64_t d;
      kn_status st = kn_knight_distance ((int32_t) side, (int32_t) side, a, b, &d);
      if (st != KN_OK)
        return kl_judge_fail_status (judge, error, st);
      kl_put_int (judge->out, d);
      fputc ('\n', judge->out);
    }
  return TRUE;
}
