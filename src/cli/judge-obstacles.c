/* judge-obstacles.c - "Board i:m moves": the knight on an 8x8 board with blocked squares. */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

gboolean
kl_judge_obstacles (KlJudge *judge, GError **error)
{
  kn_board *board = NULL;
  gboolean ok = TRUE;
  kn_status st = kn_board_new (8, 8, &board);
  if (st != KN_OK)
    return kl_judge_fail_status (judge, error, st);
  for (judge->case_no = 1;; judge->case_no++)
    {
      gint64 count;
      KlToken tok;
      /* A missing -1 at the very end is forgiven: the cases so far are complete. */
      if (!kl_reader_next (judge->reader, &tok))
        break;
      if (!kl_token_int (&tok, -1, 62, &count))
        {
          ok = kl_judge_fail_token (judge, error, &tok,
                                    _("expected the number of blocked squares, from 0 to 62, or -1 to end"));
          break;
        }
      if (count < 0)
        break;
      kn_board_clear (board);
      for (gint64 i = 0; ok && i < count; i++)
        {
          kn_square sq;
          KlToken sq_tok;
          ok = kl_judge_square (judge, 8, 8, 0, N_("a blocked square"), &sq, &sq_tok, error);
          if (ok && !kn_board_is_free (board, sq))
            ok = kl_judge_fail_token (judge, error, &sq_tok, _("this square is already blocked"));
          if (ok)
            kn_board_set_blocked (board, sq, true);
        }
      kn_square from, to;
      KlToken from_tok, to_tok;
      if (!ok || !kl_judge_square (judge, 8, 8, 0, N_("the start square"), &from, &from_tok, error) ||
          !kl_judge_square (judge, 8, 8, 0, N_("the target square"), &to, &to_tok, error))
        {
          ok = FALSE;
          break;
        }
      if (!kn_board_is_free (board, from) || !kn_board_is_free (board, to))
        {
          ok = kl_judge_fail_token (judge, error, kn_board_is_free (board, from) ? &to_tok : &from_tok,
                                    _("the start and target squares must not be blocked"));
          break;
        }
      int64_t moves;
      st = kn_shortest_path (board, KN_KNIGHT, from, to, NULL, &moves, NULL);
      if (st != KN_OK)
        {
          ok = kl_judge_fail_status (judge, error, st);
          break;
        }
      fputs ("Board ", judge->out);
      kl_put_int (judge->out, (gint64) judge->case_no);
      if (moves < 0)
        fputs (":not reachable\n", judge->out);
      else
        {
          fputc (':', judge->out);
          kl_put_int (judge->out, moves);
          fputs (" moves\n", judge->out);
        }
    }
  kn_board_free (board);
  return ok;
}
