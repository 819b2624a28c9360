/* judge-dynamic.c - the dynamic knight (UVa 633): K, B, T moves on a 2N x 2N board. */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

/* 2N x 2N states times four stay comfortably in memory up to here. */
#define DYNAMIC_MAX_N 1000

static gboolean
read_point (KlJudge *judge, gint64 side, gint64 lo, const char *what_x, const char *what_y,
            kn_square *out, GError **error)
{
  gint64 x, y;
  if (!kl_judge_int (judge, lo, side, what_x, &x, error) ||
      !kl_judge_int (judge, lo, side, what_y, &y, error))
    return FALSE;
  out->x = (int32_t) x - 1;
  out->y = (int32_t) y - 1;
  return TRUE;
}

gboolean
kl_judge_dynamic (KlJudge *judge, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      gint64 n;
      KlToken tok;
      if (!kl_reader_next (judge->reader, &tok))
        return TRUE; /* a missing final 0 is forgiven */
      if (!kl_token_int (&tok, 0, DYNAMIC_MAX_N, &n))
        return kl_judge_fail_token (judge, error, &tok, _("expected N, the half side of the board, from 1 to 1000, or 0 to end"));
      if (n == 0)
        return TRUE;
      gint64 side = 2 * n;
      kn_square from, to;
      if (!read_point (judge, side, 1, N_("the start x"), N_("the start y"), &from, error) ||
          !read_point (judge, side, 1, N_("the target x"), N_("the target y"), &to, error))
        return FALSE;
      kn_board *board = NULL;
      kn_status st = kn_board_new (side, side, &board);
      if (st != KN_OK)
        return kl_judge_fail_status (judge, error, st);
      for (;;)
        {
          kn_square ob;
          /* 0 0 ends the list; 0 is allowed in the reader and rejected below. */
          if (!read_point (judge, side, 0, N_("an obstacle x or 0"), N_("an obstacle y or 0"), &ob, error))
            {
              kn_board_free (board);
              return FALSE;
            }
          if (ob.x == -1 && ob.y == -1)
            break;
          if (ob.x < 0 || ob.y < 0)
            {
              kn_board_free (board);
              g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
                           _("case %llu, line %zu: an obstacle needs both coordinates from 1 to %lld (0 0 ends the list)"),
                           (unsigned long long) (unsigned long long) judge->case_no, kl_reader_line (judge->reader), (long long) side);
              return FALSE;
            }
          kn_board_set_blocked (board, ob, true);
        }
      int64_t moves;
      st = kn_dynamic_solve (board, from, to, NULL, &moves, NULL);
      kn_board_free (board);
      if (st != KN_OK)
        return kl_judge_fail_status (judge, error, st);
      if (moves < 0)
        fputs ("Solution doesn't exist\n", judge->out);
      else
        {
          fputs ("Result : ", judge->out);
          kl_put_int (judge->out, moves);
          fputc ('\n', judge->out);
        }
    }
}
