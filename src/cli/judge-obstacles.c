/* judge-obstacles.c - "Board i:m moves": the knight on an 8x8 board with blocked squares. */
#include "config.h"

#include "judge.h"
#include "judge-board8.h"

#include <glib/gi18n.h>

gboolean
kl_judge_obstacles (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  for (judge->case_no = 1;; judge->case_no++)
    {
      gint64 count;
      KlToken tok;
      if (!kl_reader_next (judge->reader, &tok))
        return kl_judge_fail_end (judge, error, N_("the closing -1"));
      if (!kl_judge_token_int (&tok, -1, 62, &count))
        return kl_judge_fail_token (judge, error, &tok,
                                    _("expected the number of blocked squares, from 0 to 62, or -1 to end"));
      if (count < 0)
        return TRUE;
      uint64_t blocked = 0;
      gint64 i = 0;
      /* The plain squares of well-formed input, the position kept in registers. */
      KlJudgeCursor c = kl_judge_cursor (judge->reader), done = c;
      int sq;
      for (; i < count && (sq = kl_judge_cursor_square8 (&c, 'a')) >= 0 && !(blocked >> sq & 1); i++)
        {
          blocked |= (uint64_t) 1 << sq;
          done = c;
        }
      kl_judge_cursor_commit (judge->reader, &done);
      /* The rest the general way: at the end of the bytes in hand, or a fault. */
      for (; i < count; i++)
        {
          sq = kl_judge_next_square8 (judge, 'a', N_("a blocked square"), &tok, error);
          if (sq < 0)
            return FALSE;
          if (blocked >> sq & 1)
            return kl_judge_fail_token (judge, error, &tok, _("this square is already blocked"));
          blocked |= (uint64_t) 1 << sq;
        }
      /* The start token is needed after the target is read, which may move it. */
      KlTokenCopy from_tok;
      int from = kl_judge_next_square8 (judge, 'a', N_("the start square"), &tok, error);
      if (from < 0)
        return FALSE;
      kl_token_copy (&from_tok, &tok);
      int to = kl_judge_next_square8 (judge, 'a', N_("the target square"), &tok, error);
      if (to < 0)
        return FALSE;
      if ((blocked >> from & 1) || (blocked >> to & 1))
        {
          KlToken at = (blocked >> from & 1) ? kl_token_copy_get (&from_tok) : tok;
          return kl_judge_fail_token (judge, error, &at,
                                      _("the start and target squares must not be blocked"));
        }
      int moves = kl_board8_knight_distance (blocked, from, to);
      char *p = kl_judge_put_begin (io, 48);
      p = KL_PUT_LITERAL (p, "Board ");
      p = kl_put_uint (p, judge->case_no);
      if (moves < 0)
        p = KL_PUT_LITERAL (p, ":not reachable\n");
      else
        {
          *p++ = ':';
          p = kl_put_uint (p, (guint64) moves);
          p = KL_PUT_LITERAL (p, " moves\n");
        }
      kl_judge_put_end (io, p);
    }
}
