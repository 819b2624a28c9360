/* test-camelot.c - the Camelot solver: known answers, legal plans, and agreement with
 * two independent brute forces on random boards with blocked squares. */
#include <glib.h>
#include <string.h>

#include "knight.h"
#include "test-util.h"

/* ---------------------------------------------------------------- helpers */

static kn_board *
board_new (int32_t w, int32_t h)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  return b;
}

static kn_square
sq (const char *text, const kn_board *b)
{
  kn_square s;
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  g_assert_cmpint (kn_square_parse (text, strlen (text), w, h, 0, &s), ==, KN_OK);
  return s;
}

static gboolean
same (kn_square a, kn_square b)
{
  return a.x == b.x && a.y == b.y;
}

static gboolean
king_step (kn_square a, kn_square b)
{
  int32_t dx = ABS (a.x - b.x), dy = ABS (a.y - b.y);
  return MAX (dx, dy) == 1;
}

/* Checks everything a plan promises: each route starts on its piece and
 * ends on the gathering square over free squares; knights only leap; the
 * king steps, then rides, and rides only along the carrier's route from the
 * pickup square on; the counted moves add up to the total. */
static void
assert_plan_legal (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
                   const kn_camelot *plan)
{
  g_assert_true (kn_camelot_found (plan));
  g_assert_cmpuint (kn_camelot_pieces (plan), ==, n + 1);
  kn_square g = kn_camelot_gather (plan), pickup;
  g_assert_true (kn_board_is_free (b, g));
  int64_t carrier = kn_camelot_carrier (plan, &pickup);
  g_assert_cmpint (carrier, >=, -1);
  g_assert_cmpint (carrier, <, (int64_t) n);
  int64_t total = 0;
  for (size_t piece = 0; piece <= n; piece++)
    {
      const kn_path *r = kn_camelot_route (plan, piece);
      g_assert_nonnull (r);
      size_t len = kn_path_length (r);
      g_assert_cmpuint (len, >=, 1);
      g_assert_true (same (kn_path_square (r, 0), piece ? knights[piece - 1] : king));
      g_assert_true (same (kn_path_square (r, len - 1), g));
      g_assert_cmpint (kn_path_move (r, 0), ==, KN_MOVE_START);
      int64_t counted = 0;
      gboolean riding = FALSE;
      for (size_t i = 0; i < len; i++)
        {
          kn_square s = kn_path_square (r, i);
          g_assert_true (kn_board_is_free (b, s));
          if (i == 0)
            continue;
          kn_square prev = kn_path_square (r, i - 1);
          kn_move_type t = kn_path_move (r, i);
          if (piece > 0)
            {
              g_assert_cmpint (t, ==, KN_MOVE_LEAP);
              g_assert_true (tu_is_leap (KN_KNIGHT, prev, s));
              counted++;
            }
          else if (t == KN_MOVE_KING)
            {
              g_assert_false (riding); /* the king never walks after riding */
              g_assert_true (king_step (prev, s));
              counted++;
            }
          else
            {
              g_assert_cmpint (t, ==, KN_MOVE_RIDE);
              g_assert_true (tu_is_leap (KN_KNIGHT, prev, s));
              riding = TRUE;
            }
        }
      g_assert_cmpint (counted, ==, kn_camelot_piece_moves (plan, piece));
      total += counted;
    }
  g_assert_cmpint (total, ==, kn_camelot_moves (plan));

  /* Riding: the king's rides are exactly the carrier's last moves, from the
   * pickup square, so the king moves only while carried. */
  const kn_path *kr = kn_camelot_route (plan, 0);
  size_t klen = kn_path_length (kr), walked = (size_t) kn_camelot_piece_moves (plan, 0);
  size_t rides = klen - 1 - walked;
  if (carrier < 0)
    {
      g_assert_cmpuint (rides, ==, 0);
      return;
    }
  g_assert_true (same (kn_path_square (kr, walked), pickup));
  const kn_path *cr = kn_camelot_route (plan, (size_t) carrier + 1);
  size_t clen = kn_path_length (cr);
  g_assert_cmpuint (clen, >=, rides + 1);
  for (size_t i = 0; i <= rides; i++)
    g_assert_true (same (kn_path_square (kr, walked + i),
                         kn_path_square (cr, clen - 1 - rides + i)));
}

static int64_t
solve_checked (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, knights, n, NULL, &plan), ==, KN_OK);
  g_assert_nonnull (plan);
  int64_t moves = kn_camelot_moves (plan);
  if (kn_camelot_found (plan))
    {
      g_assert_cmpint (moves, >=, 0);
      assert_plan_legal (b, king, knights, n, plan);
    }
  else
    {
      g_assert_cmpint (moves, ==, -1);
      g_assert_null (kn_camelot_route (plan, 0));
      g_assert_cmpint (kn_camelot_piece_moves (plan, 0), ==, -1);
    }
  kn_camelot_free (plan);
  return moves;
}

/* ------------------------------------------------- independent references */

static const int knight_d[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                    { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };

/* Whether the piece may stand on (x, y). */
static gboolean
free_xy (const kn_board *b, int32_t x, int32_t y)
{
  return kn_board_is_free (b, (kn_square) { x, y });
}

/* Reference 1: the least cost of tu_reference_camelot_costs, a BFS over
 * (king square, carrier square) per knight, so any interleaving of walks,
 * leaps and rides is allowed (walking after a ride, several pickups). */
static int64_t
reference_pairs (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  gint64 *cost = tu_reference_camelot_costs (b, king, knights, n);
  int64_t best = -1;
  for (int32_t g = 0; g < kn_board_width (b) * kn_board_height (b); g++)
    if (cost[g] >= 0 && (best < 0 || cost[g] < best))
      best = cost[g];
  g_free (cost);
  return best;
}

/* Reference 2: a BFS over the positions of all the pieces at once, where any
 * knight standing with the king may carry him.  Exponential, for tiny cases;
 * it checks the claim that one carrier is enough. */
static int64_t
reference_all (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b), s = w * h;
  size_t states = 1;
  for (size_t i = 0; i <= n; i++)
    states *= (size_t) s;
  int32_t *dist = g_new (int32_t, states);
  uint32_t *queue = g_new (uint32_t, states);
  for (size_t i = 0; i < states; i++)
    dist[i] = -1;
  int32_t pos[8];
  uint32_t start = 0;
  for (size_t i = n + 1; i-- > 0;)
    {
      kn_square p = i ? knights[i - 1] : king;
      start = start * (uint32_t) s + (uint32_t) (p.y * w + p.x);
    }
  size_t head = 0, tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  int64_t answer = -1;
  while (head < tail && answer < 0)
    {
      uint32_t st = queue[head++];
      uint32_t rest = st;
      gboolean together = TRUE;
      for (size_t i = 0; i <= n; i++)
        {
          pos[i] = (int32_t) (rest % (uint32_t) s);
          rest /= (uint32_t) s;
          together = together && pos[i] == pos[0];
        }
      if (together)
        {
          answer = dist[st];
          break;
        }
      /* piece 0 is the king; move m = (piece, offset, carry?) */
      for (size_t piece = 0; piece <= n; piece++)
        for (int k = 0; k < 8; k++)
          for (int carry = 0; carry < 2; carry++)
            {
              if (carry && (piece == 0 || pos[piece] != pos[0]))
                continue;
              int32_t x = pos[piece] % w, y = pos[piece] / w, nx, ny;
              if (piece == 0)
                {
                  static const int kd[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                                { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
                  nx = x + kd[k][0], ny = y + kd[k][1];
                }
              else
                nx = x + knight_d[k][0], ny = y + knight_d[k][1];
              if (!free_xy (b, nx, ny))
                continue;
              int32_t saved[8];
              memcpy (saved, pos, sizeof saved);
              pos[piece] = ny * w + nx;
              if (carry)
                pos[0] = pos[piece];
              uint32_t code = 0;
              for (size_t i = n + 1; i-- > 0;)
                code = code * (uint32_t) s + (uint32_t) pos[i];
              memcpy (pos, saved, sizeof saved);
              if (dist[code] < 0)
                {
                  dist[code] = dist[st] + 1;
                  queue[tail++] = code;
                }
            }
    }
  g_free (dist);
  g_free (queue);
  return answer;
}

/* Reference 3, the seed's method: all-pairs distances by plain BFS, then
 * every gathering square g, pickup square p and carrier i, with no bound on
 * the king's walk.  Cheap enough for thousands of boards of 100 squares. */
static int64_t
reference_seed (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b), s = w * h;
  if (n == 0)
    return 0;
  int32_t *all = g_new (int32_t, (gsize) s * s), *kd = g_new (int32_t, s), *q = g_new (int32_t, s);
  for (int32_t src = -1; src < s; src++)
    {
      /* src -1 is the king's walk, the others knight distances. */
      int32_t *d = src < 0 ? kd : all + (gsize) src * s;
      kn_square from = src < 0 ? king : (kn_square) { src % w, src / w };
      for (int32_t i = 0; i < s; i++)
        d[i] = -1;
      if (!kn_board_is_free (b, from))
        continue;
      size_t head = 0, tail = 0;
      d[from.y * w + from.x] = 0;
      q[tail++] = from.y * w + from.x;
      while (head < tail)
        {
          int32_t c = q[head++];
          for (int32_t dy = -2; dy <= 2; dy++)
            for (int32_t dx = -2; dx <= 2; dx++)
              {
                kn_square t = { c % w + dx, c / w + dy };
                gboolean ok = src < 0 ? MAX (ABS (dx), ABS (dy)) == 1
                                      : tu_is_leap (KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { dx, dy });
                if (ok && kn_board_is_free (b, t) && d[t.y * w + t.x] < 0)
                  {
                    d[t.y * w + t.x] = d[c] + 1;
                    q[tail++] = t.y * w + t.x;
                  }
              }
        }
    }
  int64_t best = -1;
  for (int32_t g = 0; g < s; g++)
    {
      int64_t sum = 0;
      size_t i;
      for (i = 0; i < n && all[(gsize) (knights[i].y * w + knights[i].x) * s + g] >= 0; i++)
        sum += all[(gsize) (knights[i].y * w + knights[i].x) * s + g];
      if (i < n)
        continue;
      if (kd[g] >= 0 && (best < 0 || sum + kd[g] < best))
        best = sum + kd[g];
      for (int32_t p = 0; p < s; p++)
        for (i = 0; i < n && kd[p] >= 0 && all[(gsize) p * s + g] >= 0; i++)
          {
            const int32_t *row = all + (gsize) (knights[i].y * w + knights[i].x) * s;
            if (row[p] < 0)
              continue;
            int64_t v = sum - row[g] + kd[p] + row[p] + all[(gsize) p * s + g];
            if (best < 0 || v < best)
              best = v;
          }
    }
  g_free (all);
  g_free (kd);
  g_free (q);
  return best;
}

/* A random case: a board up to max_side on a side, blocked with up to
 * max_block percent, and up to max_knights knights on random free squares
 * (sharing squares now and then when allow_shared). */
typedef struct {
  kn_board *board;
  kn_square king;
  kn_square knights[64];
  size_t n;
} rand_case;

static void
random_case (guint64 *rng, rand_case *rc, int32_t min_side, int32_t max_side, int max_block,
             size_t max_knights, gboolean allow_shared)
{
  int32_t w = min_side + (int32_t) tu_below (rng, (guint64) (max_side - min_side + 1));
  int32_t h = min_side + (int32_t) tu_below (rng, (guint64) (max_side - min_side + 1));
  rc->king.x = (int32_t) tu_below (rng, (guint64) w);
  rc->king.y = (int32_t) tu_below (rng, (guint64) h);
  rc->n = (size_t) tu_below (rng, max_knights + 1);
  if (!allow_shared && rc->n > (size_t) (w * h - 1))
    rc->n = (size_t) (w * h - 1);
  for (size_t i = 0; i < rc->n;)
    {
      kn_square k;
      k.x = (int32_t) tu_below (rng, (guint64) w);
      k.y = (int32_t) tu_below (rng, (guint64) h);
      gboolean clash = same (k, rc->king);
      for (size_t j = 0; j < i; j++)
        clash = clash || same (k, rc->knights[j]);
      if (clash && !(allow_shared && tu_below (rng, 4) == 0))
        continue;
      rc->knights[i++] = k;
    }
  kn_square keep[65];
  keep[0] = rc->king;
  memcpy (keep + 1, rc->knights, rc->n * sizeof *keep);
  int percent = max_block ? (int) tu_below (rng, (guint64) max_block + 1) : 0;
  rc->board = tu_random_board (rng, w, h, percent, keep, rc->n + 1);
}

/* ------------------------------------------------------------------ tests */

static void
test_sample (void)
{
  kn_board *b = board_new (8, 8);
  kn_square knights[] = { sq ("a3", b), sq ("a8", b), sq ("h1", b), sq ("h8", b) };
  g_assert_cmpint (solve_checked (b, sq ("d4", b), knights, 4), ==, 10);
  g_assert_cmpint (reference_pairs (b, sq ("d4", b), knights, 4), ==, 10);
  kn_board_free (b);
}

static void
test_no_knights (void)
{
  for (int32_t w = 1; w <= 5; w++)
    for (int32_t h = 1; h <= 5; h++)
      {
        kn_board *b = board_new (w, h);
        kn_square king = { w / 2, h - 1 };
        kn_camelot *plan = NULL;
        g_assert_cmpint (kn_camelot_solve (b, king, NULL, 0, NULL, &plan), ==, KN_OK);
        g_assert_true (kn_camelot_found (plan));
        g_assert_cmpint (kn_camelot_moves (plan), ==, 0);
        g_assert_true (same (kn_camelot_gather (plan), king));
        g_assert_cmpint (kn_camelot_carrier (plan, NULL), ==, -1);
        g_assert_cmpuint (kn_path_length (kn_camelot_route (plan, 0)), ==, 1);
        assert_plan_legal (b, king, NULL, 0, plan);
        kn_camelot_free (plan);
        kn_board_free (b);
      }
}

/* The published shortcut lets the king walk at most a square or two before
 * a knight picks him up; here he must walk three (f1 e2 d3 c4 ... ). */
static void
test_long_walk (void)
{
  kn_board *b = board_new (6, 7);
  kn_square knights[] = { sq ("a4", b), sq ("c4", b), sq ("b2", b) };
  g_assert_cmpint (solve_checked (b, sq ("f1", b), knights, 3), ==, 5);
  g_assert_cmpint (reference_pairs (b, sq ("f1", b), knights, 3), ==, 5);
  kn_board_free (b);
}

static void
test_one_knight_carries (void)
{
  /* The king and one knight far apart on a long board: the knight fetches
   * him and carries him, or he walks; both counted exactly. */
  kn_board *b = board_new (3, 40);
  kn_square king = { 1, 0 }, knight = { 0, 39 };
  int64_t moves = solve_checked (b, king, &knight, 1);
  g_assert_cmpint (moves, ==, reference_pairs (b, king, &knight, 1));
  kn_board_free (b);
}

static void
test_impossible (void)
{
  /* 1 x n: knights never move; two knights never meet. */
  kn_board *b = board_new (1, 6);
  kn_square two[] = { { 0, 2 }, { 0, 4 } };
  g_assert_cmpint (solve_checked (b, (kn_square) { 0, 0 }, two, 2), ==, -1);
  /* ... but the king can walk to a single knight. */
  g_assert_cmpint (solve_checked (b, (kn_square) { 0, 0 }, two, 1), ==, 2);
  kn_board_free (b);

  /* 2 x n: a knight keeps its rank parity in pairs of files; these two never meet. */
  b = board_new (2, 8);
  kn_square pair[] = { { 0, 0 }, { 0, 1 } };
  g_assert_cmpint (solve_checked (b, (kn_square) { 1, 5 }, pair, 2), ==, -1);
  g_assert_cmpint (reference_pairs (b, (kn_square) { 1, 5 }, pair, 2), ==, -1);
  kn_board_free (b);

  /* A knight in a corner whose two targets are blocked is cut off. */
  b = board_new (8, 8);
  kn_board_set_blocked (b, sq ("b3", b), true);
  kn_board_set_blocked (b, sq ("c2", b), true);
  kn_square cut[] = { sq ("a1", b), sq ("h8", b) };
  g_assert_cmpint (solve_checked (b, sq ("e4", b), cut, 2), ==, -1);
  /* Alone, the cut-off knight waits and the king walks to it. */
  g_assert_cmpint (solve_checked (b, sq ("e4", b), cut, 1), ==, 4);
  kn_board_free (b);

  /* The king walled in, the knights' component elsewhere. */
  b = board_new (5, 5);
  for (int32_t y = 0; y < 5; y++)
    for (int32_t x = 0; x < 5; x++)
      if (!(x == 0 && y == 0) && !(x == 4 && y == 4) && !(x == 3 && y == 2) && !(x == 2 && y == 3))
        kn_board_set_blocked (b, (kn_square) { x, y }, true);
  kn_square far[] = { { 4, 4 }, { 3, 2 } };
  g_assert_cmpint (solve_checked (b, (kn_square) { 0, 0 }, far, 2), ==, -1);
  kn_board_free (b);
}

/* Blocked squares: the king walks around them, a knight jumps over them. */
static void
test_blocked_rules (void)
{
  /* A wall across the whole board but for one gap: the king detours through
   * the gap, knights jump the wall. */
  kn_board *b = board_new (7, 7);
  for (int32_t x = 0; x < 6; x++)
    kn_board_set_blocked (b, (kn_square) { x, 3 }, true);
  kn_square knight = { 1, 5 };
  int64_t moves = solve_checked (b, (kn_square) { 0, 0 }, &knight, 1);
  g_assert_cmpint (moves, ==, reference_pairs (b, (kn_square) { 0, 0 }, &knight, 1));
  /* A knight jumps the wall: b2 -> a4? blocked landing; b2 -> c4 is open. */
  kn_square lone = { 1, 1 }, other = { 2, 4 };
  kn_square both[] = { lone, other };
  g_assert_cmpint (solve_checked (b, (kn_square) { 6, 6 }, both, 2), ==,
                   reference_pairs (b, (kn_square) { 6, 6 }, both, 2));
  kn_board_free (b);

  /* The king between two blocked squares may still step diagonally. */
  b = board_new (2, 2);
  kn_board_set_blocked (b, (kn_square) { 1, 0 }, true);
  kn_board_set_blocked (b, (kn_square) { 0, 1 }, true);
  kn_square k11 = { 1, 1 };
  g_assert_cmpint (solve_checked (b, (kn_square) { 0, 0 }, &k11, 1), ==, 1);
  kn_board_free (b);

  /* A king boxed in by blocked squares: only a knight coming to him helps. */
  b = board_new (8, 8);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if (dx || dy)
        kn_board_set_blocked (b, (kn_square) { 3 + dx, 3 + dy }, true);
  kn_square ks[] = { sq ("a1", b), sq ("h8", b), sq ("h1", b) }, king = sq ("d4", b);
  for (size_t n = 1; n <= 3; n++)
    g_assert_cmpint (solve_checked (b, king, ks, n), ==, reference_pairs (b, king, ks, n));
  kn_board_free (b);
}

/* On boards without blocked squares the distances come from a closed form
 * with one exception, a corner and its diagonal neighbour (4 moves, not 2):
 * put knights there and next to the corner, both ways round. */
static void
test_corner_exception (void)
{
  for (int32_t w = 5; w <= 9; w++)
    for (int32_t h = 5; h <= 9; h++)
      for (int corner = 0; corner < 4; corner++)
        {
          kn_board *b = board_new (w, h);
          int32_t cx = corner & 1 ? w - 1 : 0, cy = corner & 2 ? h - 1 : 0;
          int32_t sx = cx ? -1 : 1, sy = cy ? -1 : 1;
          kn_square c = { cx, cy }, d = { cx + sx, cy + sy };
          kn_square near[] = { d, { cx + sx, cy + 2 * sy }, { cx + 2 * sx, cy + sy } };
          g_assert_cmpint (solve_checked (b, c, near, 3), ==, reference_pairs (b, c, near, 3));
          kn_square far[] = { c, { cx + 2 * sx, cy }, { cx, cy + 2 * sy } };
          g_assert_cmpint (solve_checked (b, d, far, 3), ==, reference_pairs (b, d, far, 3));
          kn_board_free (b);
        }
}

/* Hundreds of knights on one square and the king shut in a corner: the
 * gathering squares the king can walk to all have a huge S, so the
 * candidates cannot be sorted by counting; the answer is a knight fetching
 * the king and carrying him home. */
static void
test_crowd_on_one_square (void)
{
  kn_board *b = board_new (8, 8);
  kn_board_set_blocked (b, sq ("a2", b), true);
  kn_board_set_blocked (b, sq ("b1", b), true);
  kn_board_set_blocked (b, sq ("b2", b), true);
  kn_square *ks = g_new (kn_square, 300);
  for (int i = 0; i < 300; i++)
    ks[i] = sq ("h8", b);
  int64_t moves = solve_checked (b, sq ("a1", b), ks, 300);
  g_assert_cmpint (moves, ==, reference_pairs (b, sq ("a1", b), ks, 300));
  g_assert_cmpint (moves, ==, 12); /* 6 to fetch him, 6 back */
  kn_board_free (b);
  /* The same crowd on an open board, with a few more knights elsewhere. */
  b = board_new (8, 8);
  ks[0] = sq ("b2", b);
  ks[1] = sq ("g7", b);
  moves = solve_checked (b, sq ("a1", b), ks, 300);
  g_assert_cmpint (moves, ==, reference_pairs (b, sq ("a1", b), ks, 300));
  g_free (ks);
  kn_board_free (b);
}

/* The library also takes knights that share a square, even the king's. */
static void
test_shared_squares (void)
{
  kn_board *b = board_new (8, 8);
  kn_square ks[] = { sq ("d4", b), sq ("a1", b), sq ("a1", b), sq ("h8", b) }, king = sq ("d4", b);
  for (size_t n = 1; n <= 4; n++)
    g_assert_cmpint (solve_checked (b, king, ks, n), ==, reference_pairs (b, king, ks, n));
  kn_board_free (b);
}

static void
test_brute_force_pairs (void)
{
  guint64 rng = 0xCA3E107;
  int cases = g_test_slow () ? 4000 : 800;
  for (int i = 0; i < cases; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 1, 8, i % 3 ? 30 : 0, 7, i % 5 == 0);
      int64_t want = reference_pairs (rc.board, rc.king, rc.knights, rc.n);
      int64_t got = solve_checked (rc.board, rc.king, rc.knights, rc.n);
      if (got != want)
        g_test_message ("case %d: %dx%d, %zu knights", i, kn_board_width (rc.board),
                        kn_board_height (rc.board), rc.n);
      g_assert_cmpint (got, ==, want);
      kn_board_free (rc.board);
    }
}

/* Few knights on mid-sized boards, where the king sometimes walks three
 * squares or more before his pickup (about one case in five hundred): a
 * solver that bounds his walk fails here. */
static void
test_brute_force_long_walks (void)
{
  guint64 rng = 0x10A6;
  for (int i = 0; i < 4000; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 4, 10, i % 2 ? 30 : 0, 4, FALSE);
      int64_t want = reference_seed (rc.board, rc.king, rc.knights, rc.n);
      g_assert_cmpint (solve_checked (rc.board, rc.king, rc.knights, rc.n), ==, want);
      kn_board_free (rc.board);
    }
}

/* Medium boards with many knights: the per-gathering-square search. */
static void
test_brute_force_many (void)
{
  guint64 rng = 0x3A11;
  for (int i = 0; i < 40; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 6, 12, i % 2 ? 20 : 0, 40, FALSE);
      int64_t want = reference_pairs (rc.board, rc.king, rc.knights, rc.n);
      g_assert_cmpint (solve_checked (rc.board, rc.king, rc.knights, rc.n), ==, want);
      kn_board_free (rc.board);
    }
}

static void
test_brute_force_all_pieces (void)
{
  guint64 rng = 0xA11;
  for (int i = 0; i < 300; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 1, 5, i % 2 ? 25 : 0, 3, TRUE);
      int32_t s = kn_board_width (rc.board) * kn_board_height (rc.board);
      while (rc.n > 0 && (double) s * s * s * (rc.n >= 2 ? s : 1) * (rc.n >= 3 ? s : 1) > 4e5)
        rc.n--;
      int64_t want = reference_all (rc.board, rc.king, rc.knights, rc.n);
      g_assert_cmpint (reference_pairs (rc.board, rc.king, rc.knights, rc.n), ==, want);
      g_assert_cmpint (solve_checked (rc.board, rc.king, rc.knights, rc.n), ==, want);
      kn_board_free (rc.board);
    }
}

static void
test_invalid (void)
{
  kn_board *b = board_new (8, 8);
  kn_camelot *plan = (kn_camelot *) b; /* must be reset to NULL */
  kn_square k = { 0, 0 }, off = { 8, 0 };
  g_assert_cmpint (kn_camelot_solve (b, k, NULL, 1, NULL, &plan), ==, KN_ERR_INVALID);
  g_assert_null (plan);
  g_assert_cmpint (kn_camelot_solve (NULL, k, NULL, 0, NULL, &plan), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_camelot_solve (b, k, NULL, 0, NULL, NULL), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_camelot_solve (b, off, NULL, 0, NULL, &plan), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_camelot_solve (b, k, &off, 1, NULL, &plan), ==, KN_ERR_RANGE);
  kn_board_set_blocked (b, (kn_square) { 2, 1 }, true);
  kn_square blocked = { 2, 1 };
  g_assert_cmpint (kn_camelot_solve (b, k, &blocked, 1, NULL, &plan), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_camelot_solve (b, blocked, &k, 1, NULL, &plan), ==, KN_ERR_RANGE);
  g_assert_null (plan);
  kn_camelot_free (NULL);
  kn_board_free (b);
}

static int
cancel_now (void *data)
{
  int *calls = data;
  (*calls)++;
  return 1;
}

static void
test_limits (void)
{
  kn_board *b = board_new (100, 100);
  kn_square ks[] = { { 0, 0 }, { 99, 99 }, { 0, 99 } };
  kn_limits budget = { 50, NULL, NULL };
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, (kn_square) { 50, 50 }, ks, 3, &budget, &plan), ==,
                   KN_ERR_BUDGET);
  g_assert_null (plan);
  int calls = 0;
  kn_limits cancel = { 0, cancel_now, &calls };
  g_assert_cmpint (kn_camelot_solve (b, (kn_square) { 50, 50 }, ks, 3, &cancel, &plan), ==,
                   KN_ERR_CANCELLED);
  g_assert_cmpint (calls, ==, 1);
  g_assert_null (plan);
  kn_limits roomy = { 100000000, NULL, NULL };
  g_assert_cmpint (kn_camelot_solve (b, (kn_square) { 50, 50 }, ks, 3, &roomy, &plan), ==, KN_OK);
  assert_plan_legal (b, (kn_square) { 50, 50 }, ks, 3, plan);
  kn_camelot_free (plan);
  kn_board_free (b);
}

/* Boards one or two squares wide or high, where most gatherings are
 * impossible, against the reference. */
static void
test_thin_boards (void)
{
  guint64 rng = 0x7417;
  for (int i = 0; i < 300; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 1, 9, i % 2 ? 20 : 0, 3, FALSE);
      int32_t w = kn_board_width (rc.board), h = kn_board_height (rc.board);
      kn_board_free (rc.board);
      /* Squash one side to 1 or 2 and keep the pieces on the board. */
      if (i % 2)
        w = 1 + i % 4 / 2;
      else
        h = 1 + i % 4 / 2;
      rc.board = board_new (w, h);
      rc.king.x %= w, rc.king.y %= h;
      size_t n = 0;
      for (size_t j = 0; j < rc.n; j++)
        {
          kn_square k = { rc.knights[j].x % w, rc.knights[j].y % h };
          rc.knights[n++] = k;
        }
      int64_t want = reference_pairs (rc.board, rc.king, rc.knights, n);
      g_assert_cmpint (solve_checked (rc.board, rc.king, rc.knights, n), ==, want);
      kn_board_free (rc.board);
    }
}

/* ------------------------------------------- the brute force beside the enumeration */

/* The king's BFS order with his steps tried in camelot.c's order: the
 * order that breaks ties between walks.  rank[cell] = place, -1 not reached. */
static int32_t *
king_rank (const kn_board *b, kn_square king)
{
  static const int steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                   { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  int32_t *rank = g_new (int32_t, w * h), *queue = g_new (int32_t, w * h);
  int32_t head = 0, tail = 0;
  for (int32_t i = 0; i < w * h; i++)
    rank[i] = -1;
  rank[king.y * w + king.x] = tail;
  queue[tail++] = king.y * w + king.x;
  while (head < tail)
    {
      int32_t cur = queue[head++];
      for (int k = 0; k < 8; k++)
        {
          int32_t x = cur % w + steps[k][0], y = cur / w + steps[k][1];
          if (x < 0 || y < 0 || x >= w || y >= h || !free_xy (b, x, y) || rank[y * w + x] >= 0)
            continue;
          rank[y * w + x] = tail;
          queue[tail++] = y * w + x;
        }
    }
  g_free (queue);
  return rank;
}

/* The brute force written again here from the distances of the
 * relaxation (test-util.c), with docs/camelot.md's tie rule: the least
 * cost; a walk before a carried plan; walks by the king's BFS order;
 * carried plans by the least sum of the knights' own distances, then row
 * order, then the first knight.  -1 moves when none. */
static void
reference_brute (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
                 int64_t *moves, int32_t *gather, int64_t *carrier)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b), s = w * h;
  int32_t *kd = tu_reference_king_distances (b, king), *rank = king_rank (b, king);
  int32_t **nd = g_new0 (int32_t *, n + 1);
  for (size_t i = 0; i < n; i++)
    nd[i] = tu_reference_distances (b, KN_KNIGHT, knights[i]);
  int64_t best = -1, best_sum = 0;
  *gather = -1;
  *carrier = -1;
  for (int32_t g = 0; g < s; g++)
    {
      if (!free_xy (b, g % w, g / w))
        continue;
      int64_t sum = 0;
      gboolean meet = TRUE;
      for (size_t i = 0; i < n; i++)
        {
          meet = meet && nd[i][g] >= 0;
          sum += nd[i][g];
        }
      if (!meet)
        continue;
      if (kd[g] >= 0)
        {
          int64_t total = sum + kd[g];
          if (best < 0 || total < best ||
              (total == best && (*carrier >= 0 || rank[g] < rank[*gather])))
            best = total, best_sum = sum, *gather = g, *carrier = -1;
        }
      int32_t *from_g = tu_reference_distances (b, KN_KNIGHT, (kn_square) { g % w, g / w });
      for (size_t i = 0; i < n; i++)
        for (int32_t p = 0; p < s; p++)
          {
            if (kd[p] < 0 || nd[i][p] < 0 || from_g[p] < 0)
              continue;
            int64_t total = sum - nd[i][g] + kd[p] + nd[i][p] + from_g[p];
            if (best < 0 || total < best ||
                (total == best && *carrier >= 0 && sum < best_sum))
              best = total, best_sum = sum, *gather = g, *carrier = (int64_t) i;
          }
      g_free (from_g);
    }
  for (size_t i = 0; i < n; i++)
    g_free (nd[i]);
  g_free (nd);
  g_free (kd);
  g_free (rank);
  *moves = best;
}

static kn_camelot *
solve_method (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
              kn_camelot_method method)
{
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve_method (b, king, knights, n, method, NULL, &plan), ==, KN_OK);
  g_assert_nonnull (plan);
  return plan;
}

/* On random small boards the brute force, the enumeration and the test's
 * own brute force agree on the cost, the square and the carrier; the scan
 * costs each square as the relaxation does; the counters add up. */
static void
test_method_brute_force (void)
{
  guint64 rng = 0xB207E;
  int rounds = tu_rounds (600, 60);
  for (int i = 0; i < rounds; i++)
    {
      rand_case rc;
      random_case (&rng, &rc, 1, 8, i % 3 ? 30 : 0, 6, i % 4 == 0);
      int32_t w = kn_board_width (rc.board);
      kn_camelot *fast = solve_method (rc.board, rc.king, rc.knights, rc.n, KN_CAMELOT_ENUMERATE);
      kn_camelot *slow = solve_method (rc.board, rc.king, rc.knights, rc.n,
                                       KN_CAMELOT_BRUTE_FORCE);
      int64_t moves, carrier;
      int32_t gather;
      reference_brute (rc.board, rc.king, rc.knights, rc.n, &moves, &gather, &carrier);
      if (kn_camelot_moves (slow) != moves)
        g_test_message ("case %d: %dx%d, %zu knights", i, w, kn_board_height (rc.board), rc.n);
      g_assert_cmpint (kn_camelot_moves (slow), ==, moves);
      g_assert_cmpint (kn_camelot_moves (fast), ==, moves);
      g_assert_cmpint (kn_camelot_found (slow), ==, moves >= 0);
      kn_square pickup, fast_pickup;
      g_assert_cmpint (kn_camelot_carrier (slow, &pickup), ==, carrier);
      g_assert_cmpint (kn_camelot_carrier (fast, &fast_pickup), ==, carrier);
      if (moves >= 0)
        {
          kn_square gs = kn_camelot_gather (slow), gf = kn_camelot_gather (fast);
          g_assert_cmpint (gs.y * w + gs.x, ==, gather);
          g_assert_cmpint (gf.y * w + gf.x, ==, gather);
          g_assert_true (same (pickup, fast_pickup));
          assert_plan_legal (rc.board, rc.king, rc.knights, rc.n, slow);
        }

      /* the scan: a row a free square in row order, each square's cost the
       * relaxation's, the best so far its running minimum */
      size_t nscan, dummy;
      const kn_camelot_scan_row *scan = kn_camelot_scan (slow, &nscan);
      g_assert_null (kn_camelot_scan (fast, &dummy));
      g_assert_cmpuint (dummy, ==, 0);
      g_assert_cmpuint (nscan, ==, kn_board_squares (rc.board) - kn_board_blocked_count (rc.board));
      gint64 *costs = tu_reference_camelot_costs (rc.board, rc.king, rc.knights, rc.n);
      int64_t least = -1, prev_cell = -1;
      uint64_t prev_plans = 0;
      for (size_t r = 0; r < nscan; r++)
        {
          int64_t cell = (int64_t) scan[r].square.y * w + scan[r].square.x;
          g_assert_cmpint (cell, >, prev_cell);
          g_assert_true (kn_board_is_free (rc.board, scan[r].square));
          g_assert_cmpint (scan[r].cost, ==, costs[cell]);
          if (scan[r].cost >= 0 && (least < 0 || scan[r].cost < least))
            least = scan[r].cost;
          g_assert_cmpint (scan[r].best, ==, least);
          g_assert_cmpuint (scan[r].plans, >=, prev_plans);
          prev_cell = cell;
          prev_plans = scan[r].plans;
        }
      g_free (costs);
      kn_camelot_work ws, wf;
      kn_camelot_get_work (slow, &ws);
      kn_camelot_get_work (fast, &wf);
      g_assert_cmpuint (scan[nscan - 1].plans, ==, ws.plans);
      if (moves >= 0)
        {
          g_assert_cmpint (scan[nscan - 1].best, ==, moves);
          g_assert_cmpint (scan[nscan - 1].best_at.y * w + scan[nscan - 1].best_at.x, ==, gather);
        }
      g_assert_cmpuint (ws.expanded, >, 0);
      g_assert_cmpuint (ws.searches, >=, 1);
      g_assert_cmpuint (ws.peak_bytes, >, wf.peak_bytes);
      if (rc.n > 0 && moves >= 0)
        {
          g_assert_cmpuint (ws.plans, >, wf.plans);
          g_assert_cmpuint (wf.plans, >=, 1);
          /* the king's, a knight's, and one from the gathering square at least */
          g_assert_cmpuint (ws.searches, >=, 3);
        }
      kn_camelot_free (fast);
      kn_camelot_free (slow);
      kn_board_free (rc.board);
    }
}

/* The brute force on a board far too large for it stops at the node
 * budget or at the first cancel poll, without an answer; a method it does
 * not know is refused. */
static void
test_method_limits (void)
{
  kn_board *b = board_new (300, 300);
  kn_square ks[] = { { 0, 0 }, { 299, 299 }, { 0, 299 } }, king = { 150, 150 };
  kn_limits budget = { 1000000, NULL, NULL };
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve_method (b, king, ks, 3, KN_CAMELOT_BRUTE_FORCE, &budget, &plan),
                   ==, KN_ERR_BUDGET);
  g_assert_null (plan);
  int calls = 0;
  kn_limits cancel = { 0, cancel_now, &calls };
  g_assert_cmpint (kn_camelot_solve_method (b, king, ks, 3, KN_CAMELOT_BRUTE_FORCE, &cancel, &plan),
                   ==, KN_ERR_CANCELLED);
  g_assert_cmpint (calls, ==, 1);
  g_assert_null (plan);
  g_assert_cmpint (kn_camelot_solve_method (b, king, ks, 3, (kn_camelot_method) 7, NULL, &plan),
                   ==, KN_ERR_INVALID);
  g_assert_null (plan);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/camelot/sample", test_sample);
  g_test_add_func ("/libknight/camelot/no-knights", test_no_knights);
  g_test_add_func ("/libknight/camelot/long-walk", test_long_walk);
  g_test_add_func ("/libknight/camelot/one-knight-carries", test_one_knight_carries);
  g_test_add_func ("/libknight/camelot/impossible", test_impossible);
  g_test_add_func ("/libknight/camelot/blocked-rules", test_blocked_rules);
  g_test_add_func ("/libknight/camelot/shared-squares", test_shared_squares);
  g_test_add_func ("/libknight/camelot/corner-exception", test_corner_exception);
  g_test_add_func ("/libknight/camelot/crowd-on-one-square", test_crowd_on_one_square);
  g_test_add_func ("/libknight/camelot/thin-boards", test_thin_boards);
  g_test_add_func ("/libknight/camelot/brute-force/pairs", test_brute_force_pairs);
  g_test_add_func ("/libknight/camelot/brute-force/many-knights", test_brute_force_many);
  g_test_add_func ("/libknight/camelot/brute-force/long-walks", test_brute_force_long_walks);
  g_test_add_func ("/libknight/camelot/brute-force/all-pieces", test_brute_force_all_pieces);
  g_test_add_func ("/libknight/camelot/invalid", test_invalid);
  g_test_add_func ("/libknight/camelot/method/brute-force", test_method_brute_force);
  g_test_add_func ("/libknight/camelot/method/limits", test_method_limits);
  g_test_add_func ("/libknight/camelot/limits", test_limits);
  return g_test_run ();
}
