/* judge-dynamic.c - the dynamic knight (UVa 633): K, B, T moves on a 2N x 2N board. */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>

/* 2N x 2N states times four stay comfortably in memory up to here. */
#define DYNAMIC_MAX_N 1000
/* Up to this side a row of the board is one 64-bit word, and the search runs
 * on rows (the judge's boards are 40 wide at most); wider boards go to
 * kn_dynamic_solve. */
#define ROWS_MAX_SIDE 64
/* Two empty rows above and below the board, so moves need no bounds checks. */
#define PAD 2

typedef struct {
  int side;
  uint64_t free[ROWS_MAX_SIDE + 2 * PAD]; /* row y + PAD: bit x set when (x, y) is free */
} Rows;

static inline uint64_t
mirror_row (uint64_t row, int side)
{
  row = GUINT64_SWAP_LE_BE (row);
  row = ((row >> 4) & 0x0f0f0f0f0f0f0f0full) | ((row & 0x0f0f0f0f0f0f0f0full) << 4);
  row = ((row >> 2) & 0x3333333333333333ull) | ((row & 0x3333333333333333ull) << 2);
  row = ((row >> 1) & 0x5555555555555555ull) | ((row & 0x5555555555555555ull) << 1);
  return row >> (64 - side);
}

/* The dynamic knight's fewest moves from (sx, sy) to (tx, ty), -1 when it
 * cannot get there; the same answer as kn_dynamic_solve.  A breadth-first
 * search over (square, type of the last move) a whole layer at a time: for
 * each type, the set of squares first reached by a move of that type, a
 * 64-bit word a row.  A move of type t leaves from the squares reached by
 * the other two types (the start, by none, leaves by any type). */
static int
rows_distance (const Rows *b, int sx, int sy, int tx, int ty)
{
  enum { K, B, T, TYPES };
  const int side = b->side;
  if (sx == tx && sy == ty)
    return 0;
  if (!(b->free[ty + PAD] >> tx & 1))
    return -1;
  uint64_t seen[TYPES][ROWS_MAX_SIDE + 2 * PAD] = { { 0 } };
  uint64_t from[TYPES][ROWS_MAX_SIDE + 2 * PAD] = { { 0 } }; /* the squares each type leaves from */
  uint64_t layer[TYPES][ROWS_MAX_SIDE + 2 * PAD];
  for (int t = 0; t < TYPES; t++)
    from[t][sy + PAD] = (uint64_t) 1 << sx;
  for (int d = 1;; d++)
    {
      uint64_t any = 0;
      for (int y = PAD; y < side + PAD; y++)
        {
          const uint64_t *k = from[K], *bb = from[B];
          uint64_t k1 = k[y - 1] | k[y + 1], k2 = k[y - 2] | k[y + 2], b2 = bb[y - 2] | bb[y + 2];
          uint64_t reach_k = (k1 << 2) | (k1 >> 2) | (k2 << 1) | (k2 >> 1);
          uint64_t reach_b = (b2 << 2) | (b2 >> 2);
          uint64_t reach_t = mirror_row (from[T][y], side) | from[T][2 * PAD + side - 1 - y];
          uint64_t f = b->free[y];
          layer[K][y] = reach_k & f & ~seen[K][y];
          layer[B][y] = reach_b & f & ~seen[B][y];
          layer[T][y] = reach_t & f & ~seen[T][y];
          any |= layer[K][y] | layer[B][y] | layer[T][y];
        }
      if (!any)
        return -1;
      if ((layer[K][ty + PAD] | layer[B][ty + PAD] | layer[T][ty + PAD]) >> tx & 1)
        return d;
      for (int y = PAD; y < side + PAD; y++)
        {
          seen[K][y] |= layer[K][y];
          seen[B][y] |= layer[B][y];
          seen[T][y] |= layer[T][y];
          from[K][y] = layer[B][y] | layer[T][y];
          from[B][y] = layer[K][y] | layer[T][y];
          from[T][y] = layer[K][y] | layer[B][y];
        }
    }
}

static gboolean
read_point (KlJudge *judge, gint64 side, const char *what_x, const char *what_y, kn_square *out,
            GError **error)
{
  gint64 x, y;
  if (!kl_judge_next_int (judge, 1, side, what_x, &x, NULL, error) ||
      !kl_judge_next_int (judge, 1, side, what_y, &y, NULL, error))
    return FALSE;
  out->x = (int32_t) x - 1;
  out->y = (int32_t) y - 1;
  return TRUE;
}

/* Reads the obstacles up to "0 0" into rows (side <= ROWS_MAX_SIDE) or board. */
static gboolean
read_obstacles (KlJudge *judge, gint64 side, Rows *rows, kn_board *board, GError **error)
{
  for (;;)
    {
      if (rows)
        {
          /* The plain pairs of well-formed input, the position kept in registers. */
          KlJudgeCursor c = kl_judge_cursor (judge->reader), done = c;
          guint64 x, y;
          while (kl_judge_cursor_uint (&c, &x) && kl_judge_cursor_uint (&c, &y) &&
                 x - 1 < (guint64) side && y - 1 < (guint64) side)
            {
              rows->free[y - 1 + PAD] &= ~((uint64_t) 1 << (x - 1));
              done = c;
            }
          kl_judge_cursor_commit (judge->reader, &done);
        }
      /* Then one pair the general way: the end of the list, an error, or
       * the end of the bytes in hand. */
      KlToken tok;
      KlTokenCopy zero_x; /* kept for the message when x is 0 and y is not */
      gint64 x, y;
      /* 0 0 ends the list; 0 is allowed in the reader and rejected below. */
      if (!kl_judge_next_int (judge, 0, side, N_("an obstacle x or 0"), &x, &tok, error))
        return FALSE;
      if (x == 0)
        kl_token_copy (&zero_x, &tok);
      if (!kl_judge_next_int (judge, 0, side, N_("an obstacle y or 0"), &y, &tok, error))
        return FALSE;
      if (x == 0 && y == 0)
        return TRUE;
      if (x == 0 || y == 0)
        {
          KlToken at = x == 0 ? kl_token_copy_get (&zero_x) : tok;
          g_autofree char *reason =
            /* TRANSLATORS: "'0': an obstacle needs both coordinates from 1 to 6 (0 0 ends the list)" */
            g_strdup_printf (_("an obstacle needs both coordinates from 1 to %lld (0 0 ends the list)"),
                             (long long) side);
          return kl_judge_fail_token (judge, error, &at, reason);
        }
      if (rows)
        rows->free[y - 1 + PAD] &= ~((uint64_t) 1 << (x - 1));
      else
        kn_board_set_blocked (board, (kn_square) { (int32_t) x - 1, (int32_t) y - 1 }, true);
    }
}

gboolean
kl_judge_dynamic (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  Rows rows;
  for (judge->case_no = 1;; judge->case_no++)
    {
      gint64 n;
      KlToken tok;
      if (!kl_reader_next (judge->reader, &tok))
        return kl_judge_fail_end (judge, error, N_("the closing 0"));
      if (!kl_judge_token_int (&tok, 0, DYNAMIC_MAX_N, &n))
        return kl_judge_fail_token (judge, error, &tok, _("expected N, the half side of the board, from 1 to 1000, or 0 to end"));
      if (n == 0)
        return TRUE;
      gint64 side = 2 * n;
      kn_square from, to;
      if (!read_point (judge, side, N_("the start x"), N_("the start y"), &from, error) ||
          !read_point (judge, side, N_("the target x"), N_("the target y"), &to, error))
        return FALSE;
      int64_t moves;
      if (side <= ROWS_MAX_SIDE)
        {
          rows.side = (int) side;
          memset (rows.free, 0, sizeof rows.free);
          for (int y = 0; y < side; y++)
            rows.free[y + PAD] = side == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << side) - 1;
          if (!read_obstacles (judge, side, &rows, NULL, error))
            return FALSE;
          moves = rows_distance (&rows, from.x, from.y, to.x, to.y);
        }
      else
        {
          kn_board *board = NULL;
          kn_status st = kn_board_new ((int32_t) side, (int32_t) side, &board);
          if (st != KN_OK)
            return kl_judge_fail_status (judge, error, st);
          if (!read_obstacles (judge, side, NULL, board, error))
            {
              kn_board_free (board);
              return FALSE;
            }
          st = kn_dynamic_solve (board, from, to, NULL, &moves, NULL);
          kn_board_free (board);
          if (st != KN_OK)
            return kl_judge_fail_status (judge, error, st);
        }
      char *p = kl_judge_put_begin (io, 48);
      if (moves < 0)
        p = KL_PUT_LITERAL (p, "Solution doesn't exist\n");
      else
        {
          p = KL_PUT_LITERAL (p, "Result : ");
          p = kl_put_uint (p, (guint64) moves);
          *p++ = '\n';
        }
      kl_judge_put_end (io, p);
    }
}
