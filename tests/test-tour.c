/* test-tour.c - tests of the tour solver: every answer is checked for what
 * it claims (a tour visits every free square once, each step a leaper move;
 * "none" agrees with an independent exhaustive search or a proven rule). */
#include <string.h>

#include "test-util.h"
#include "tour-narrow.h" /* the slow tests run the exact pass alone */

/* ------------------------------------------------------------- helpers */

/* Checks that the tour covers every free square of board exactly once with
 * leaper moves, from start when has_start, to end when end is given,
 * closing when closed. */
static void
assert_route (const kn_board *board, kn_leaper leaper, const kn_tour *tour, gboolean has_start,
              kn_square start, const kn_square *end, gboolean closed)
{
  g_assert_cmpint (kn_tour_get_outcome (tour), ==, KN_TOUR_FOUND);
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (tour, &n);
  guint64 squares = kn_board_squares (board);
  g_assert_nonnull (cells);
  g_assert_cmpuint (n, ==, squares - kn_board_blocked_count (board));
  guint8 *seen = g_malloc0 (squares);
  int32_t w = kn_board_width (board);
  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpuint (cells[i], <, squares);
      kn_square sq = { (int32_t) (cells[i] % (guint32) w), (int32_t) (cells[i] / (guint32) w) };
      g_assert_true (kn_board_is_free (board, sq));
      g_assert_false (seen[cells[i]]);
      seen[cells[i]] = 1;
      if (i > 0)
        {
          kn_square prev = { (int32_t) (cells[i - 1] % (guint32) w),
                             (int32_t) (cells[i - 1] / (guint32) w) };
          if (!tu_is_leap (leaper, prev, sq))
            g_error ("step %zu of the %dx%d tour is no leap", i, w, kn_board_height (board));
        }
    }
  g_free (seen);
  kn_square first = { (int32_t) (cells[0] % (guint32) w), (int32_t) (cells[0] / (guint32) w) };
  kn_square last = { (int32_t) (cells[n - 1] % (guint32) w),
                     (int32_t) (cells[n - 1] / (guint32) w) };
  if (has_start)
    g_assert_true (first.x == start.x && first.y == start.y);
  if (end)
    g_assert_true (last.x == end->x && last.y == end->y);
  if (closed)
    g_assert_true (kn_tour_is_closed (tour));
  g_assert_true (kn_tour_is_closed (tour) == (n > 2 && tu_is_leap (leaper, first, last)));
}

static void
assert_tour (const kn_board *board, kn_leaper leaper, const kn_tour *tour, gboolean has_start,
             kn_square start, gboolean closed)
{
  assert_route (board, leaper, tour, has_start, start, NULL, closed);
}

static kn_tour *
solve (const kn_board *board, kn_leaper leaper, gboolean closed, const kn_square *start,
       const kn_limits *limits)
{
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.leaper = leaper;
  o.closed = closed;
  if (start)
    {
      o.has_start = true;
      o.start = *start;
    }
  kn_tour *t = NULL;
  g_assert_cmpint (kn_tour_solve (board, &o, limits, &t), ==, KN_OK);
  g_assert_nonnull (t);
  return t;
}

/* A tour from start (when given) to end. */
static kn_tour *
solve_to (const kn_board *board, kn_leaper leaper, gboolean closed, const kn_square *start,
          kn_square end, const kn_limits *limits)
{
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.leaper = leaper;
  o.closed = closed;
  o.has_end = true;
  o.end = end;
  if (start)
    {
      o.has_start = true;
      o.start = *start;
    }
  kn_tour *t = NULL;
  g_assert_cmpint (kn_tour_solve (board, &o, limits, &t), ==, KN_OK);
  g_assert_nonnull (t);
  return t;
}

/* Every start of the empty w x h board, open and closed: a valid tour
 * exactly where kn_tour_start_possible allows one, else "none". */
static void
check_every_start (int32_t w, int32_t h)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  for (int closed = 0; closed <= 1; closed++)
    for (int32_t y = 0; y < h; y++)
      for (int32_t x = 0; x < w; x++)
        {
          kn_square s = { x, y };
          kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
          if (kn_tour_start_possible (w, h, closed, s))
            assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
          else
            g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          kn_tour_free (t);
        }
  kn_board_free (b);
}

/* A tour from s to e: found and valid, ending on e, when expected; else "none". */
static void
check_pair (const kn_board *b, kn_square s, kn_square e, gboolean closed, gboolean expected)
{
  kn_tour *t = solve_to (b, KN_KNIGHT, closed, &s, e, NULL);
  if (expected)
    assert_route (b, KN_KNIGHT, t, TRUE, s, &e, closed);
  else
    g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
  kn_tour_free (t);
}

static kn_board *
empty_board (int32_t w, int32_t h)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  return b;
}

/* An independent exhaustive search: plain depth-first search over a bit
 * mask, no pruning and no move ordering, sharing nothing with the solver.
 * Boards of at most 32 free squares.  start < 0: any start. */
typedef struct {
  int32_t w, h;
  guint32 free_mask, full;
  int nbr[32][8], nnbr[32];
  int start;
  gboolean closed;
} Brute;

static gboolean
brute_go (const Brute *b, int cur, guint32 seen)
{
  if (seen == b->full)
    {
      if (!b->closed)
        return TRUE;
      for (int k = 0; k < b->nnbr[cur]; k++)
        if (b->nbr[cur][k] == b->start)
          return TRUE;
      return FALSE;
    }
  for (int k = 0; k < b->nnbr[cur]; k++)
    {
      int u = b->nbr[cur][k];
      if (!(seen & (1u << u)) && brute_go (b, u, seen | (1u << u)))
        return TRUE;
    }
  return FALSE;
}

/* Whether a tour exists from start (or from anywhere when start is NULL). */
static gboolean
brute_exists (const kn_board *board, kn_leaper leaper, gboolean closed, const kn_square *start)
{
  Brute b = { kn_board_width (board), kn_board_height (board), 0, 0, { { 0 } }, { 0 }, 0, closed };
  g_assert_cmpint (b.w * b.h, <=, 32);
  for (int c = 0; c < b.w * b.h; c++)
    {
      kn_square p = { c % b.w, c / b.w };
      if (!kn_board_is_free (board, p))
        continue;
      b.full |= 1u << c;
      for (int d = 0; d < b.w * b.h; d++)
        {
          kn_square q = { d % b.w, d / b.w };
          if (kn_board_is_free (board, q) && tu_is_leap (leaper, p, q))
            b.nbr[c][b.nnbr[c]++] = d;
        }
    }
  if (!b.full)
    return FALSE;
  if (closed && __builtin_popcount (b.full) < 3)
    return FALSE;
  for (int c = 0; c < b.w * b.h; c++)
    {
      if (!(b.full & (1u << c)))
        continue;
      if (start && c != start->y * b.w + start->x)
        continue;
      b.start = c;
      if (brute_go (&b, c, 1u << c))
        return TRUE;
      if (closed)
        return FALSE; /* a closed tour passes every square: one start decides */
    }
  return FALSE;
}

/* A second independent exhaustive search, for end squares: depth-first
 * search over a 64-bit mask that enumerates every route through all free
 * squares from a start and collects the squares where they end.  It cuts a
 * branch only where an unvisited square has no way in, or two unvisited
 * squares have one way in and out each (an unvisited neighbour or the
 * current square): a route can end on only one of them.  Every route obeys
 * that, so nothing is lost.  No move ordering, nothing shared with the
 * solver.  Boards of at most 64 squares (in practice 30: the time grows
 * fast). */
typedef struct {
  int n;
  guint64 full;
  int nbr[64][8], nnbr[64];
  guint64 ends;
} Ends;

static void
ends_go (Ends *e, int cur, guint64 seen)
{
  if (seen == e->full)
    {
      e->ends |= G_GUINT64_CONSTANT (1) << cur;
      return;
    }
  int low = 0;
  for (int u = 0; u < e->n; u++)
    {
      if (!(e->full >> u & 1) || (seen >> u & 1))
        continue;
      int d = 0;
      for (int k = 0; k < e->nnbr[u]; k++)
        d += e->nbr[u][k] == cur || !(seen >> e->nbr[u][k] & 1);
      if (d == 0 || (d == 1 && ++low > 1))
        return;
    }
  for (int k = 0; k < e->nnbr[cur]; k++)
    {
      int u = e->nbr[cur][k];
      if (!(seen >> u & 1))
        ends_go (e, u, seen | G_GUINT64_CONSTANT (1) << u);
    }
}

/* The squares (as cells) where routes through every free square from start end. */
static guint64
brute_ends (const kn_board *board, kn_leaper leaper, kn_square start)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  g_assert_cmpint (w * h, <=, 64);
  Ends *e = g_new0 (Ends, 1);
  e->n = w * h;
  for (int c = 0; c < e->n; c++)
    {
      kn_square p = { c % w, c / w };
      if (!kn_board_is_free (board, p))
        continue;
      e->full |= G_GUINT64_CONSTANT (1) << c;
      for (int d = 0; d < e->n; d++)
        {
          kn_square q = { d % w, d / w };
          if (kn_board_is_free (board, q) && tu_is_leap (leaper, p, q))
            e->nbr[c][e->nnbr[c]++] = d;
        }
    }
  int s = start.y * w + start.x;
  ends_go (e, s, G_GUINT64_CONSTANT (1) << s);
  guint64 ends = e->ends;
  g_free (e);
  return ends;
}

/* ---------------------------------------------------------------- tests */

/* The existence rules against exhaustive search on every board the brute
 * force can handle. */
static void
test_rule_brute (void)
{
  for (int32_t w = 1; w <= 8; w++)
    for (int32_t h = 1; w * h <= 25 && h <= 8; h++)
      {
        kn_board *b = empty_board (w, h);
        for (int closed = 0; closed <= 1; closed++)
          if (w * h <= 20 || !kn_tour_exists (w, h, closed))
            {
              /* Boards above 20 squares where tours exist take the solver's
               * word (validated in the tests below); the brute force proves
               * the "none" rows. */
              g_assert_cmpint (brute_exists (b, KN_KNIGHT, closed, NULL), ==,
                               kn_tour_exists (w, h, closed));
            }
        kn_board_free (b);
      }
}

/* Every board 1x1 to 12x12, open and closed, the solver picking the start. */
static void
test_boards_1_to_12 (void)
{
  for (int32_t w = 1; w <= 12; w++)
    for (int32_t h = 1; h <= 12; h++)
      for (int closed = 0; closed <= 1; closed++)
        {
          kn_board *b = empty_board (w, h);
          kn_tour *t = solve (b, KN_KNIGHT, closed, NULL, NULL);
          if (kn_tour_exists (w, h, closed))
            assert_tour (b, KN_KNIGHT, t, FALSE, (kn_square) { 0, 0 }, closed);
          else
            g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          kn_tour_free (t);
          kn_board_free (b);
        }
}

/* Every start of every board up to 8x8: a valid tour, or "none" that the
 * rules prove or the brute force confirms; never "gave up". */
static void
test_every_start_8x8 (void)
{
  for (int32_t w = 1; w <= 8; w++)
    for (int32_t h = 1; h <= 8; h++)
      {
        kn_board *b = empty_board (w, h);
        for (int closed = 0; closed <= 1; closed++)
          for (int32_t y = 0; y < h; y++)
            for (int32_t x = 0; x < w; x++)
              {
                kn_square s = { x, y };
                kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
                kn_tour_outcome oc = kn_tour_get_outcome (t);
                g_assert_cmpint (oc, !=, KN_TOUR_GAVE_UP);
                /* The search that ignores budgets here ends soon (6,476 nodes at most today). */
                g_assert_cmpuint (kn_tour_nodes (t), <=, 20000);
                if (oc == KN_TOUR_FOUND)
                  {
                    g_assert_true (kn_tour_start_possible (w, h, closed, s));
                    assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
                  }
                else if (w * h <= 25)
                  {
                    /* Every "none", the rules' included: the brute force agrees. */
                    g_assert_false (brute_exists (b, KN_KNIGHT, closed, &s));
                  }
                else if (kn_tour_start_possible (w, h, closed, s))
                  {
                    g_error ("%dx%d from (%d,%d): none, and too large to confirm", w, h, x, y);
                  }
                if (w * h <= 25 && oc == KN_TOUR_FOUND)
                  g_assert_true (brute_exists (b, KN_KNIGHT, closed, &s));
                kn_tour_free (t);
              }
        kn_board_free (b);
      }
}

/* The example: 5x5 open tours start exactly on the corners' colour
 * (all 13 such squares, as the brute force shows). */
static void
test_5x5_starts (void)
{
  kn_board *b = empty_board (5, 5);
  for (int32_t y = 0; y < 5; y++)
    for (int32_t x = 0; x < 5; x++)
      {
        kn_square s = { x, y };
        kn_tour *t = solve (b, KN_KNIGHT, FALSE, &s, NULL);
        gboolean brute = brute_exists (b, KN_KNIGHT, FALSE, &s);
        g_assert_cmpint (brute, ==, (x + y) % 2 == 0);
        g_assert_cmpint (kn_tour_get_outcome (t) == KN_TOUR_FOUND, ==, brute);
        kn_tour_free (t);
      }
  kn_board_free (b);
}

/* Every start of every board up to 12 x 12, open and closed: a valid tour
 * exactly where kn_tour_start_possible says so, else "none"; never "gave
 * up".  (The rules' "no" rows are confirmed by the brute force above up to
 * 25 squares; beyond, they are the colour and outer-line theorems.) */
static void
test_every_start_12 (void)
{
  for (int32_t w = 1; w <= 12; w++)
    for (int32_t h = 1; h <= 12; h++)
      check_every_start (w, h);
}

/* Odd x odd boards: the start's block is placed around the start; every
 * corner-coloured start, near the edges and in the middle, gets a tour. */
static void
test_odd_boards (void)
{
  static const int32_t sizes[][2] = { { 13, 13 }, { 15, 17 }, { 19, 13 }, { 21, 23 }, { 27, 25 },
                                      { 5, 23 }, { 7, 19 }, { 25, 9 }, { 11, 13 }, { 31, 11 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int32_t w = sizes[i][0], h = sizes[i][1];
      kn_board *b = empty_board (w, h);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square s = { x, y };
            kn_tour *t = solve (b, KN_KNIGHT, FALSE, &s, NULL);
            if ((x + y) % 2 == 0)
              assert_tour (b, KN_KNIGHT, t, TRUE, s, FALSE);
            else
              g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
            kn_tour_free (t);
          }
      kn_board_free (b);
    }
}

/* Every block size the construction can cut (sides 5..13 against 6, 8, 10,
 * and 6, 8, 10 against each other) appears on one of these boards, in both
 * orientations; open tours from a square inside, closed ones. */
static void
test_block_sizes (void)
{
  for (int32_t w = 5; w <= 13; w++)
    for (int32_t h = 6; h <= 22; h += 2)
      for (int turned = 0; turned <= 1; turned++)
        for (int closed = 0; closed <= 1; closed++)
          {
            int32_t bw = turned ? h : w, bh = turned ? w : h;
            if (bw <= 8 && bh <= 8)
              continue;
            kn_board *b = empty_board (bw, bh);
            kn_square s = { bw / 2, bh / 3 };
            kn_tour *t = solve (b, KN_KNIGHT, closed, closed ? NULL : &s, NULL);
            assert_tour (b, KN_KNIGHT, t, !closed, s, closed);
            kn_tour_free (t);
            kn_board_free (b);
          }
}

/* Random boards up to 2000 x 2000, open and closed, random starts. */
static void
test_large_random (void)
{
  guint64 seed = 20261129;
  for (int i = 0; i < 12; i++)
    {
      int32_t w = 5 + (int32_t) tu_below (&seed, i < 3 ? 1996 : 300);
      int32_t h = 5 + (int32_t) tu_below (&seed, i < 3 ? 1996 : 300);
      gboolean closed = i % 2;
      if (i == 4)
        w |= 1, h |= 1, closed = FALSE; /* an odd board */
      if (closed && (w % 2) && (h % 2))
        w++;
      kn_square s = { (int32_t) tu_below (&seed, (guint64) w),
                      (int32_t) tu_below (&seed, (guint64) h) };
      if ((w % 2) && (h % 2) && (s.x + s.y) % 2)
        s.x = s.x ? s.x - 1 : 1;
      kn_board *b = empty_board (w, h);
      kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
      if (g_test_verbose ())
        g_test_message ("%dx%d %s from (%d,%d)", w, h, closed ? "closed" : "open", s.x, s.y);
      assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* 2000 x 2000 both ways, the largest size the issue names for the tests. */
static void
test_2000 (void)
{
  kn_board *b = empty_board (2000, 2000);
  for (int closed = 0; closed <= 1; closed++)
    {
      kn_square s = { 1234, 567 };
      kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
      assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
      kn_tour_free (t);
    }
  kn_board_free (b);
  g_assert_cmpint (kn_board_new (1999, 2001, &b), ==, KN_OK);
  kn_square s = { 999, 1001 };
  kn_tour *t = solve (b, KN_KNIGHT, FALSE, &s, NULL);
  assert_tour (b, KN_KNIGHT, t, TRUE, s, FALSE);
  kn_tour_free (t);
  kn_board_free (b);
}

/* Blocked squares: the answer agrees with the brute force, open and closed,
 * with and without a start. */
static void
test_blocked_brute (void)
{
  guint64 seed = 7;
  for (int i = 0; i < 300; i++)
    {
      int32_t w = 3 + (int32_t) tu_below (&seed, 4), h = 3 + (int32_t) tu_below (&seed, 4);
      while (w * h > 24)
        h--;
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 25), NULL, 0);
      gboolean closed = tu_below (&seed, 3) == 0;
      kn_square s = { (int32_t) tu_below (&seed, (guint64) w),
                      (int32_t) tu_below (&seed, (guint64) h) };
      gboolean with_start = tu_below (&seed, 2) && kn_board_is_free (b, s);
      kn_tour *t = solve (b, KN_KNIGHT, closed, with_start ? &s : NULL, NULL);
      gboolean brute = brute_exists (b, KN_KNIGHT, closed, with_start ? &s : NULL);
      g_assert_cmpint (kn_tour_get_outcome (t), !=, KN_TOUR_GAVE_UP);
      if (brute)
        assert_tour (b, KN_KNIGHT, t, with_start, s, closed);
      else
        g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* Larger blocked boards: Warnsdorff with backtracking finds tours. */
static void
test_blocked_large (void)
{
  guint64 seed = 99;
  int found = 0;
  for (int i = 0; i < 20; i++)
    {
      int32_t w = 8 + (int32_t) tu_below (&seed, 40), h = 8 + (int32_t) tu_below (&seed, 40);
      if (i % 2 && w % 2 && h % 2)
        w++; /* closed tours need an even number of squares */
      kn_board *b = empty_board (w, h);
      /* Pairs of side by side squares (one of each colour, so the colours
       * stay balanced) away from the edges. */
      for (int k = 0; k < 1 + (int) tu_below (&seed, 4); k++)
        {
          kn_square p = { 3 + (int32_t) tu_below (&seed, (guint64) w - 7),
                          3 + (int32_t) tu_below (&seed, (guint64) h - 6) };
          kn_board_set_blocked (b, p, true);
          kn_board_set_blocked (b, (kn_square) { p.x + 1, p.y }, true);
        }
      /* Overlapping pairs can upset the balance: then "none" is the rule. */
      int64_t balance = 0;
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          if (kn_board_is_free (b, (kn_square) { x, y }))
            balance += (x + y) % 2 ? -1 : 1;
      kn_limits lim = { 2000000, NULL, NULL };
      kn_tour *t = solve (b, KN_KNIGHT, i % 2, NULL, &lim);
      if (balance != 0 && (i % 2 || balance != 1))
        {
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          found++;
        }
      else if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
        {
          assert_tour (b, KN_KNIGHT, t, FALSE, (kn_square) { 0, 0 }, i % 2);
          found++;
        }
      else if (kn_tour_get_outcome (t) != KN_TOUR_GAVE_UP)
        g_error ("%dx%d: none after %" G_GUINT64_FORMAT " nodes", w, h, kn_tour_nodes (t));
      kn_tour_free (t);
      kn_board_free (b);
    }
  g_assert_cmpint (found, >=, 18);
}

static int
cancel_now (void *data)
{
  (*(int *) data)++;
  return 1;
}

/* Three outcomes never confused: a budget ends in "gave up" (with the node
 * count), a proof in "none", a cancel in KN_ERR_CANCELLED. */
static void
test_outcomes (void)
{
  /* 6x6 with two blocked squares: a search well beyond 10 nodes. */
  kn_board *b = empty_board (6, 6);
  kn_board_set_blocked (b, (kn_square) { 2, 2 }, true);
  kn_board_set_blocked (b, (kn_square) { 3, 2 }, true);
  kn_limits tiny = { 10, NULL, NULL };
  kn_tour *t = solve (b, KN_KNIGHT, FALSE, &(kn_square) { 0, 0 }, &tiny);
  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_GAVE_UP);
  g_assert_cmpuint (kn_tour_nodes (t), <=, 11);
  size_t n = 1;
  g_assert_null (kn_tour_cells (t, &n));
  g_assert_cmpuint (n, ==, 0);
  kn_tour_free (t);

  /* An empty board never gives up, whatever the budget: its search ends
   * soon, and the budget is for searches that may not. */
  kn_board *empty = empty_board (8, 8);
  kn_limits one = { 1, NULL, NULL };
  for (int closed = 0; closed <= 1; closed++)
    {
      kn_square a1 = { 0, 0 }, h7 = { 7, 6 };
      t = solve (empty, KN_KNIGHT, closed, &a1, &one);
      assert_tour (empty, KN_KNIGHT, t, TRUE, a1, closed);
      kn_tour_free (t);
      t = solve_to (empty, KN_KNIGHT, FALSE, &a1, h7, &one);
      assert_route (empty, KN_KNIGHT, t, TRUE, a1, &h7, FALSE);
      kn_tour_free (t);
    }
  kn_board_free (empty);

  /* A blocked board with an isolated square: none, proven. */
  kn_board_set_blocked (b, (kn_square) { 1, 2 }, true);
  kn_board_set_blocked (b, (kn_square) { 2, 1 }, true);
  t = solve (b, KN_KNIGHT, FALSE, NULL, NULL);
  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
  kn_tour_free (t);
  kn_board_free (b);

  /* Cancel: a blocked 300x300 board runs long enough to poll. */
  b = empty_board (300, 300);
  kn_board_set_blocked (b, (kn_square) { 150, 150 }, true);
  int calls = 0;
  kn_limits cancel = { 0, cancel_now, &calls };
  kn_tour_options o;
  kn_tour_options_init (&o);
  t = (kn_tour *) 1;
  g_assert_cmpint (kn_tour_solve (b, &o, &cancel, &t), ==, KN_ERR_CANCELLED);
  g_assert_null (t);
  g_assert_cmpint (calls, >=, 1);
  kn_board_free (b);
}

/* The trace replays to the tour: ENTER pushes, BACKTRACK pops the top. */
static void
test_trace (void)
{
  kn_board *b = empty_board (6, 6);
  kn_board_set_blocked (b, (kn_square) { 2, 3 }, true);
  kn_board_set_blocked (b, (kn_square) { 3, 3 }, true);
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.trace_budget = 1u << 20;
  kn_tour *t = NULL;
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_OK);
  size_t count = 0;
  gboolean truncated = TRUE;
  const kn_trace_event *ev = kn_tour_trace (t, &count, (bool *) &truncated);
  g_assert_false (truncated);
  g_assert_cmpuint (count, >, 0);
  GArray *stack = g_array_new (FALSE, FALSE, sizeof (kn_cell));
  for (size_t i = 0; i < count; i++)
    {
      g_assert_true (i > 0 || ev[i].kind == KN_TRACE_RESTART);
      if (ev[i].kind == KN_TRACE_RESTART)
        {
          g_array_set_size (stack, 0);
          g_array_append_val (stack, ev[i].cell);
        }
      else if (ev[i].kind == KN_TRACE_ENTER)
        {
          kn_square top = kn_board_square (b, g_array_index (stack, kn_cell, stack->len - 1));
          g_assert_true (tu_is_leap (KN_KNIGHT, top, kn_board_square (b, ev[i].cell)));
          g_array_append_val (stack, ev[i].cell);
        }
      else
        {
          g_assert_cmpint (ev[i].kind, ==, KN_TRACE_BACKTRACK);
          g_assert_cmpuint (stack->len, >, 0);
          g_assert_cmpuint (g_array_index (stack, kn_cell, stack->len - 1), ==, ev[i].cell);
          g_array_set_size (stack, stack->len - 1);
        }
    }
  if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
    {
      size_t n;
      const kn_cell *cells = kn_tour_cells (t, &n);
      g_assert_cmpuint (stack->len, ==, n);
      g_assert_cmpmem (stack->data, n * sizeof (kn_cell), cells, n * sizeof (kn_cell));
    }
  g_array_free (stack, TRUE);
  kn_tour_free (t);

  /* A bounded trace on a huge tour: exactly the budget, marked truncated. */
  kn_board_free (b);
  b = empty_board (500, 500);
  o.trace_budget = 1000;
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_OK);
  ev = kn_tour_trace (t, &count, (bool *) &truncated);
  g_assert_cmpuint (count, ==, 1000);
  g_assert_true (truncated);
  size_t n;
  const kn_cell *cells = kn_tour_cells (t, &n);
  for (size_t i = 0; i < count; i++)
    g_assert_cmpuint (ev[i].cell, ==, cells[i]);
  kn_tour_free (t);
  kn_board_free (b);
}

/* Other leapers on small boards, against the brute force. */
static void
test_leapers (void)
{
  static const kn_leaper leapers[] = { { 1, 3 }, { 2, 3 }, { 1, 4 }, { 0, 1 }, { 1, 1 }, { 0, 2 } };
  for (size_t i = 0; i < G_N_ELEMENTS (leapers); i++)
    for (int32_t w = 1; w <= 6; w++)
      for (int32_t h = w; h <= 6 && w * h <= 24; h++)
        for (int closed = 0; closed <= 1; closed++)
          {
            kn_board *b = empty_board (w, h);
            kn_tour *t = solve (b, leapers[i], closed, NULL, NULL);
            gboolean brute = brute_exists (b, leapers[i], closed, NULL);
            if (brute)
              assert_tour (b, leapers[i], t, FALSE, (kn_square) { 0, 0 }, closed);
            else
              g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
            kn_tour_free (t);
            kn_board_free (b);
          }
  /* A zebra on a larger board: whatever is found is valid. */
  kn_board *b = empty_board (10, 10);
  kn_limits lim = { 1000000, NULL, NULL };
  kn_tour *t = solve (b, (kn_leaper) { 2, 3 }, FALSE, NULL, &lim);
  if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
    assert_tour (b, (kn_leaper) { 2, 3 }, t, FALSE, (kn_square) { 0, 0 }, FALSE);
  kn_tour_free (t);
  kn_board_free (b);
}

/* Every start of 3 x n and 4 x n for n up to 100, both orientations, open
 * and closed: a valid tour exactly where the rules allow one, else "none";
 * never "gave up".  The automaton that builds these tours (tour-narrow.c)
 * also proves the rules' "no" (see the slow suite). */
static void
test_narrow_every_start (void)
{
  for (int32_t across = 3; across <= 4; across++)
    for (int32_t n = 1; n <= 100; n++)
      for (int turned = 0; turned <= 1; turned++)
        check_every_start (turned ? n : across, turned ? across : n);
}

/* Long boards 3 and 4 wide up to 100,000: random starts, open and closed,
 * both orientations; the starts the issue found the old search giving up on. */
static void
test_narrow_long (void)
{
  static const int32_t lengths[] = { 101, 999, 1000, 4998, 5000, 9999, 54321, 100000 };
  guint64 seed = 13;
  for (size_t i = 0; i < G_N_ELEMENTS (lengths); i++)
    for (int32_t across = 3; across <= 4; across++)
      for (int k = 0; k < 6; k++)
        {
          gboolean turned = k % 2, closed = k >= 4;
          int32_t n = lengths[i];
          int32_t w = turned ? n : across, h = turned ? across : n;
          kn_square s = { (int32_t) tu_below (&seed, (guint64) w),
                          (int32_t) tu_below (&seed, (guint64) h) };
          /* Onto a square the rules allow: 4 wide, an outer line; odd, the corners' colour. */
          if (across == 4)
            *(turned ? &s.y : &s.x) = tu_below (&seed, 2) ? 3 : 0;
          if ((w * h) % 2 && (s.x + s.y) % 2)
            *(turned ? &s.x : &s.y) ^= 1;
          kn_board *b = empty_board (w, h);
          kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
          if (kn_tour_exists (w, h, closed))
            assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
          else
            g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          kn_tour_free (t);
          kn_board_free (b);
        }
  static const struct { int32_t w, h, x, y; gboolean closed; } found[] = {
    { 4, 19, 0, 9, FALSE }, { 4, 337, 0, 29, FALSE }, { 4, 345, 0, 81, FALSE },
    { 4, 1003, 0, 165, FALSE }, { 3, 1000, 1, 500, TRUE }, { 3, 1000, 2, 437, FALSE },
    { 3, 1000, 0, 460, FALSE }, { 4, 31, 0, 21, FALSE },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (found); i++)
    {
      kn_board *b = empty_board (found[i].w, found[i].h);
      kn_square s = { found[i].x, found[i].y };
      kn_tour *t = solve (b, KN_KNIGHT, found[i].closed, &s, NULL);
      assert_tour (b, KN_KNIGHT, t, TRUE, s, found[i].closed);
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* Every start and end of every board up to 6 x 6 (5 x 6 the largest the
 * brute force takes in the default suite; 6 x 6 is in the slow one), open,
 * and closed where the end is a move from the start: found, valid and
 * ending there exactly when the brute force finds a route. */
static void
test_end_small (gconstpointer data)
{
  /* The default suite stops at 30 squares; the slow one takes 6 x 6 alone. */
  const gboolean slow = GPOINTER_TO_INT (data);
  for (int32_t w = 1; w <= 6; w++)
    for (int32_t h = 1; h <= 6; h++)
      {
        if ((w * h > 30) != slow)
          continue;
        kn_board *b = empty_board (w, h);
        for (int32_t sc = 0; sc < w * h; sc++)
          {
            kn_square s = { sc % w, sc / w };
            guint64 ends = brute_ends (b, KN_KNIGHT, s);
            for (int32_t ec = 0; ec < w * h; ec++)
              for (int closed = 0; closed <= 1; closed++)
                {
                  kn_square e = { ec % w, ec / w };
                  if (closed && !tu_is_leap (KN_KNIGHT, s, e))
                    continue;
                  check_pair (b, s, e, closed, (ends >> ec) & 1);
                }
          }
        kn_board_free (b);
      }
}

/* Slow: every start and end of every board up to 8 x 8, with no budget:
 * never "gave up" (the search is exact there), every tour valid; on boards
 * both sides at least 6 with an even number of squares, every pair of
 * different colours found. */
static void
test_end_up_to_8x8 (void)
{
  for (int32_t w = 1; w <= 8; w++)
    for (int32_t h = 1; h <= 8; h++)
      {
        kn_board *b = empty_board (w, h);
        for (int32_t sc = 0; sc < w * h; sc++)
          for (int32_t ec = 0; ec < w * h; ec++)
            {
              kn_square s = { sc % w, sc / w }, e = { ec % w, ec / w };
              kn_tour *t = solve_to (b, KN_KNIGHT, FALSE, &s, e, NULL);
              kn_tour_outcome oc = kn_tour_get_outcome (t);
              g_assert_cmpint (oc, !=, KN_TOUR_GAVE_UP);
              /* The budget-free search ends soon (5 x 8: 2.7 million nodes at most today). */
              g_assert_cmpuint (kn_tour_nodes (t), <=, 5000000);
              if (oc == KN_TOUR_FOUND)
                assert_route (b, KN_KNIGHT, t, TRUE, s, &e, FALSE);
              else if (w * h >= 36 && w * h % 2 == 0 && w >= 6 && h >= 6)
                g_assert_cmpint ((s.x + s.y) % 2, ==, (e.x + e.y) % 2);
              kn_tour_free (t);
            }
        kn_board_free (b);
      }
}

/* Slow: the exact pass over the row automaton (no blocks) against the
 * rules, for every start of 3 x n up to 60 and 4 x n up to 24: it finds a
 * tour exactly where kn_tour_start_possible allows one.  This is the
 * exhaustive proof of the rules' exceptions on boards 3 wide and of the
 * outer-line rule (the automaton covers every tour). */
static void
test_narrow_exact (void)
{
  for (int32_t across = 3; across <= 4; across++)
    for (int64_t n = 1; n <= (across == 3 ? 60 : 24); n++)
      for (int closed = 0; closed <= 1; closed++)
        for (int32_t u = 0; u < across; u++)
          for (int64_t v = 0; v < n; v++)
            {
              kn__narrow q = { .width = across, .length = n, .closed = closed };
              if (closed)
                q.start = (kn__narrow_square) { u, v };
              else
                q.ends[q.nends++] = (kn__narrow_square) { u, v };
              uint32_t *cells = NULL;
              g_assert_cmpint (kn__narrow_exact (&q, NULL, &cells), ==, KN_OK);
              gboolean possible =
                kn_tour_start_possible (across, (int32_t) n, closed, (kn_square) { u, (int32_t) v });
              if ((cells != NULL) != possible)
                g_error ("%d x %lld from (%d, %lld), %s: the automaton says %s", across,
                         (long long) n, u, (long long) v, closed ? "closed" : "open",
                         cells ? "a tour" : "none");
              g_free (cells);
              if (closed)
                break; /* one start decides a closed tour */
            }
}

/* Checks that cells (width x n, row by row) are a route from s to e
 * through every square once, by knight moves. */
static void
assert_cells_route (const uint32_t *cells, int32_t width, int64_t n, kn_square s, kn_square e)
{
  gsize count = (gsize) width * (gsize) n;
  g_autofree guint8 *seen = g_new0 (guint8, count);
  for (gsize i = 0; i < count; i++)
    {
      g_assert_cmpuint (cells[i], <, count);
      g_assert_false (seen[cells[i]]);
      seen[cells[i]] = 1;
      if (i > 0)
        {
          kn_square p = { (int32_t) (cells[i - 1] % (guint32) width), (int32_t) (cells[i - 1] / (guint32) width) };
          kn_square q = { (int32_t) (cells[i] % (guint32) width), (int32_t) (cells[i] / (guint32) width) };
          g_assert_true (tu_is_leap (KN_KNIGHT, p, q));
        }
    }
  g_assert_cmpuint (cells[0], ==, (guint32) (s.y * width + s.x));
  g_assert_cmpuint (cells[count - 1], ==, (guint32) (e.y * width + e.x));
}

/* Slow: the exact pass 5 wide (the method for an end square there) against
 * the exact search, on every ordered pair of squares of 5 x n, n = 3 to 7:
 * a tour exactly where the search finds one, and every tour valid.  This
 * is what makes its "none" on longer boards trustworthy: the automaton
 * holds every tour, whatever the length. */
static void
test_narrow_five_vs_search (void)
{
  for (int32_t n = 3; n <= 7; n++)
    {
      kn_board *b = empty_board (5, n);
      guint found = 0;
      for (int32_t sc = 0; sc < 5 * n; sc++)
        for (int32_t ec = 0; ec < 5 * n; ec++)
          {
            kn_square s = { sc % 5, sc / 5 }, e = { ec % 5, ec / 5 };
            if (sc == ec)
              continue;
            kn__narrow q = { .width = 5, .length = n, .nends = 2 };
            q.ends[0] = (kn__narrow_square) { s.x, s.y };
            q.ends[1] = (kn__narrow_square) { e.x, e.y };
            uint32_t *cells = NULL;
            g_assert_cmpint (kn__narrow_exact (&q, NULL, &cells), ==, KN_OK);
            kn_tour *t = solve_to (b, KN_KNIGHT, FALSE, &s, e, NULL);
            kn_tour_outcome oc = kn_tour_get_outcome (t);
            g_assert_cmpint (oc, !=, KN_TOUR_GAVE_UP);
            if ((cells != NULL) != (oc == KN_TOUR_FOUND))
              g_error ("5 x %d from (%d, %d) to (%d, %d): the automaton says %s, the search %s", n,
                       s.x, s.y, e.x, e.y, cells ? "a tour" : "none",
                       oc == KN_TOUR_FOUND ? "a tour" : "none");
            if (cells)
              {
                assert_cells_route (cells, 5, n, s, e);
                found++;
              }
            g_free (cells);
            kn_tour_free (t);
          }
      if (g_test_verbose ())
        g_test_message ("5 x %d: %u ordered pairs with a tour", n, found);
      kn_board_free (b);
    }
}

/* Whether p, on a board 5 wide (w x h), is the centre square of the second
 * line from an end (c2 on 5 x n). */
static gboolean
five_centre (int32_t w, int32_t h, kn_square p)
{
  if (w == 5)
    return p.x == 2 && (p.y == 1 || p.y == h - 2);
  return p.y == 2 && (p.x == 1 || p.x == w - 2);
}

static gboolean
is_corner (int32_t w, int32_t h, kn_square p)
{
  return (p.x == 0 || p.x == w - 1) && (p.y == 0 || p.y == h - 1);
}

/* Whether this argument rules out a route from s to e on a board 5 wide:
 * the two corners of an end (a1, e1) have two moves each, one of them to
 * c2 between them; a route ending on c2 uses one move there, so one of the
 * corners is left with one move, and is the route's other end. */
static gboolean
five_corner_argument (int32_t w, int32_t h, kn_square s, kn_square e)
{
  return (five_centre (w, h, s) && !is_corner (w, h, e)) ||
         (five_centre (w, h, e) && !is_corner (w, h, s));
}

/* Every pair of squares of different colours on w x h (one side 5, the
 * other above 8; both on the corners' colour when it is odd), with the solver's default budget: decided
 * (never "gave up"), every tour valid, and every "none" proved by the
 * corner argument above (so each answer is checked, whatever method gave
 * it; on these boards no other pair lacks a tour).  Returns the number of
 * "none". */
static guint
check_five_pairs (int32_t w, int32_t h)
{
  kn_board *b = empty_board (w, h);
  kn_limits limits = { 20000000, NULL, NULL };
  guint none = 0;
  for (int32_t sc = 0; sc < w * h; sc++)
    for (int32_t ec = 0; ec < w * h; ec++)
      {
        kn_square s = { sc % w, sc / w }, e = { ec % w, ec / w };
        /* Even boards: ends of different colours; odd: both the corners'. */
        if ((w * h) % 2 ? (s.x + s.y) % 2 || (e.x + e.y) % 2 || sc == ec
                        : (s.x + s.y) % 2 == (e.x + e.y) % 2)
          continue;
        kn_tour *t = solve_to (b, KN_KNIGHT, FALSE, &s, e, &limits);
        kn_tour_outcome oc = kn_tour_get_outcome (t);
        if (oc == KN_TOUR_GAVE_UP)
          g_error ("%d x %d from (%d, %d) to (%d, %d): gave up", w, h, s.x, s.y, e.x, e.y);
        if (oc == KN_TOUR_FOUND)
          assert_route (b, KN_KNIGHT, t, TRUE, s, &e, FALSE);
        else if (five_corner_argument (w, h, s, e))
          {
            g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_FIVE_CORNERS);
            none++;
          }
        else
          g_error ("%d x %d from (%d, %d) to (%d, %d): \"none\", unproved", w, h, s.x, s.y,
                   e.x, e.y);
        kn_tour_free (t);
      }
  kn_board_free (b);
  return none;
}

/* Checks the tour from s to e on the empty w x h board (5 wide): decided,
 * valid when found, proved by the corner argument when "none". */
static void
check_five_pair (int32_t w, int32_t h, kn_square s, kn_square e)
{
  kn_board *b = empty_board (w, h);
  kn_limits limits = { 20000000, NULL, NULL };
  kn_tour *t = solve_to (b, KN_KNIGHT, FALSE, &s, e, &limits);
  if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
    assert_route (b, KN_KNIGHT, t, TRUE, s, &e, FALSE);
  else
    {
      g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
      g_assert_true (five_corner_argument (w, h, s, e));
      g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_FIVE_CORNERS);
    }
  kn_tour_free (t);
  kn_board_free (b);
}

/* Boards 5 wide, to an end square: pairs on which the search alone gave up
 * (issue 13), now decided. */
static void
test_end_five (void)
{
  check_five_pair (5, 12, (kn_square) { 3, 3 }, (kn_square) { 2, 1 });   /* d4 to c2 */
  check_five_pair (5, 16, (kn_square) { 0, 6 }, (kn_square) { 2, 1 });   /* a7 to c2 */
  check_five_pair (100, 5, (kn_square) { 0, 2 }, (kn_square) { 1, 2 });  /* a3 to b3 */
}

/* Slow: every pair of different colours of 5 x 10, 5 x 12 and 12 x 5 decided
 * (the search alone gave up on dozens of them), every pair of 5 x 11 and
 * 13 x 5 the colours allow, the other examples of
 * issue 13, and pairs far from the ends of long boards, where the search
 * gives up and the automaton finds the tour. */
static void
test_end_five_every_pair (void)
{
  static const int32_t sizes[][2] = { { 5, 10 }, { 5, 12 }, { 12, 5 }, { 5, 11 }, { 13, 5 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint none = check_five_pairs (sizes[i][0], sizes[i][1]);
      if (g_test_verbose ())
        g_test_message ("%d x %d: %u pairs with no tour", sizes[i][0], sizes[i][1], none);
    }
  check_five_pair (5, 22, (kn_square) { 0, 5 }, (kn_square) { 2, 20 });  /* a6 to c21 */
  check_five_pair (5, 36, (kn_square) { 4, 1 }, (kn_square) { 2, 34 });  /* e2 to c35 */
  check_five_pair (14, 5, (kn_square) { 1, 4 }, (kn_square) { 12, 2 });  /* b5 to m3 */
  check_five_pair (1000, 5, (kn_square) { 344, 1 }, (kn_square) { 409, 3 });
  check_five_pair (5, 1000, (kn_square) { 1, 268 }, (kn_square) { 2, 744 });
  check_five_pair (20000, 5, (kn_square) { 6000, 1 }, (kn_square) { 14000, 2 });
}

/* ------------------------------------------------------------- reasons */

/* Checks that t's reason holds on board, from its evidence alone: the
 * colour counts are the board's, the dead-end squares have the degrees
 * stated (and there are too many of them for a tour), the pieces are
 * really apart (no move joins two of them). */
static void
assert_reason_evidence (const kn_board *board, kn_leaper leaper, const kn_tour *t,
                        gboolean closed, const kn_square *start)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  guint64 light = 0, dark = 0;
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      if (kn_board_is_free (board, (kn_square) { x, y }))
        *((x + y) % 2 ? &light : &dark) += 1;
  switch (kn_tour_reason (t))
    {
    case KN_REASON_COLOUR:
      {
        guint64 l, d;
        kn_tour_reason_colours (t, &l, &d);
        g_assert_cmpuint (l, ==, light);
        g_assert_cmpuint (d, ==, dark);
        g_assert_true ((leaper.m + leaper.n) % 2 == 1);
        /* The counts rule it out: unequal for a cycle; for a route more than
         * one apart, or an end on the smaller colour, or equal counts and
         * both ends on one colour, where the ends are the start and the
         * forced ends the reason names (free, one free neighbour each). */
        const uint8_t *deg = NULL;
        size_t n = 0;
        const kn_square *forced = kn_tour_reason_squares (t, &deg, &n);
        kn_square ends[2];
        size_t nends = 0;
        g_assert_cmpuint (n, <=, start ? 1 : 2);
        if (start)
          ends[nends++] = *start;
        for (size_t i = 0; i < n; i++)
          {
            guint8 *none = g_malloc0 ((gsize) w * (gsize) h);
            g_assert_true (kn_board_is_free (board, forced[i]));
            g_assert_false (start && tu_same (forced[i], *start));
            g_assert_cmpuint (tu_open_degree (board, leaper, none,
                                              kn_board_cell (board, forced[i])), ==, 1);
            g_assert_cmpuint (deg[i], ==, 1);
            g_free (none);
            ends[nends++] = forced[i];
          }
        gboolean minor = FALSE;
        for (size_t i = 0; i < nends; i++)
          minor |= light != dark && ((ends[i].x + ends[i].y) % 2 ? light < dark : dark < light);
        gboolean same = light == dark && nends == 2 &&
                        (ends[0].x + ends[0].y) % 2 == (ends[1].x + ends[1].y) % 2;
        if (closed)
          g_assert_cmpuint (l, !=, d);
        else
          g_assert_true (l > d + 1 || d > l + 1 || minor || same);
        /* forced ends only where the counts alone do not decide */
        if (n > 0)
          g_assert_false (closed || l > d + 1 || d > l + 1);
        break;
      }
    case KN_REASON_DEAD_ENDS:
      {
        const uint8_t *deg = NULL;
        size_t n = 0;
        const kn_square *sq = kn_tour_reason_squares (t, &deg, &n);
        g_assert_nonnull (sq);
        g_assert_cmpuint (n, >, 0);
        kn_square offs[8];
        size_t noff = kn_leaper_offsets (leaper, offs);
        size_t ones = 0, zeros = 0;
        gboolean start_listed = FALSE;
        for (size_t i = 0; i < n; i++)
          {
            g_assert_true (kn_board_is_free (board, sq[i]));
            unsigned d = 0;
            for (size_t k = 0; k < noff; k++)
              d += kn_board_is_free (board, (kn_square) { sq[i].x + offs[k].x, sq[i].y + offs[k].y });
            g_assert_cmpuint (d, ==, deg[i]);
            g_assert_cmpuint (d, <=, 1);
            ones += d == 1;
            zeros += d == 0;
            start_listed |= start && sq[i].x == start->x && sq[i].y == start->y;
          }
        /* Too many for a tour: a square without neighbours (among more than
         * one), any for a cycle, or more ends than a route has. */
        g_assert_true (zeros > 0 || closed || ones + (start && !start_listed) > 2);
        break;
      }
    case KN_REASON_DISCONNECTED:
      {
        uint32_t count = 0;
        const guint64 *sizes = NULL;
        const uint32_t *label = kn_tour_reason_pieces (t, &count, &sizes);
        if (light + dark == 0)
          {
            g_assert_cmpuint (count, ==, 0);
            break;
          }
        g_assert_nonnull (label);
        g_assert_cmpuint (count, >=, 2);
        g_autofree guint64 *seen = g_new0 (guint64, count);
        kn_square offs[8];
        size_t noff = kn_leaper_offsets (leaper, offs);
        for (int32_t c = 0; c < w * h; c++)
          {
            kn_square p = { c % w, c / w };
            if (!kn_board_is_free (board, p))
              {
                g_assert_cmpuint (label[c], ==, KN_NO_PIECE);
                continue;
              }
            g_assert_cmpuint (label[c], <, count);
            seen[label[c]]++;
            for (size_t k = 0; k < noff; k++)
              {
                kn_square q = { p.x + offs[k].x, p.y + offs[k].y };
                if (kn_board_is_free (board, q))
                  g_assert_cmpuint (label[q.y * w + q.x], ==, label[c]); /* no move between pieces */
              }
          }
        for (uint32_t i = 0; i < count; i++)
          {
            g_assert_cmpuint (seen[i], >, 0);
            g_assert_cmpuint (seen[i], ==, sizes[i]);
          }
        break;
      }
    default:
      break;
    }
}

/* The examples, each with its true reason: the obstacles sample
 * (b1 and b2 with one free neighbour each), 5 x 5 from b1 (the colours),
 * a camel (its pieces), the small boards' theorems, a search that gave up
 * or tried everything. */
static void
test_reason_samples (void)
{
  kn_board *b = empty_board (8, 8);
  static const char *const walls[] = { "c1", "d1", "c2", "d2", "c3", "d3", "c4", "d4", "c5", "d5" };
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    kn_board_set_blocked (b, (kn_square) { walls[i][0] - 'a', walls[i][1] - '1' }, true);
  kn_square a1 = { 0, 0 };
  kn_tour *t = solve (b, KN_KNIGHT, FALSE, &a1, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_DEAD_ENDS);
  g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
  const uint8_t *deg;
  size_t n;
  const kn_square *sq = kn_tour_reason_squares (t, &deg, &n);
  gboolean b1 = FALSE, b2 = FALSE;
  for (size_t i = 0; i < n; i++)
    {
      b1 |= sq[i].x == 1 && sq[i].y == 0 && deg[i] == 1;
      b2 |= sq[i].x == 1 && sq[i].y == 1 && deg[i] == 1;
    }
  g_assert_true (b1 && b2);
  assert_reason_evidence (b, KN_KNIGHT, t, FALSE, &a1);
  kn_tour_free (t);
  kn_board_free (b);

  b = empty_board (5, 5);
  kn_square b1sq = { 1, 0 };
  t = solve (b, KN_KNIGHT, FALSE, &b1sq, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_COLOUR);
  g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_CORNER_COLOUR);
  guint64 light, dark;
  kn_tour_reason_colours (t, &light, &dark);
  g_assert_cmpuint (light, ==, 12);
  g_assert_cmpuint (dark, ==, 13);
  kn_tour_free (t);
  t = solve (b, KN_KNIGHT, TRUE, NULL, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_COLOUR);
  g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_CLOSED_ODD);
  kn_tour_free (t);
  kn_board_free (b);

  b = empty_board (8, 8);
  t = solve (b, (kn_leaper) { 1, 3 }, FALSE, NULL, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_DISCONNECTED);
  uint32_t count;
  const guint64 *sizes;
  g_assert_nonnull (kn_tour_reason_pieces (t, &count, &sizes));
  g_assert_cmpuint (count, ==, 2);
  g_assert_cmpuint (sizes[0], ==, 32);
  assert_reason_evidence (b, (kn_leaper) { 1, 3 }, t, FALSE, NULL);
  kn_tour_free (t);

  /* A budget: gave up, no reason proven; found: no reason at all. */
  kn_board_set_blocked (b, (kn_square) { 2, 2 }, true);
  kn_board_set_blocked (b, (kn_square) { 3, 2 }, true);
  kn_limits tiny = { 3, NULL, NULL };
  t = solve (b, KN_KNIGHT, FALSE, NULL, &tiny);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_GAVE_UP);
  g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_NONE);
  g_assert_null (kn_tour_reason_squares (t, NULL, NULL));
  kn_tour_free (t);
  t = solve (b, KN_KNIGHT, FALSE, NULL, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_NONE);
  kn_tour_free (t);
  kn_board_free (b);

  static const struct {
    int32_t w, h;
    gboolean closed;
    kn_tour_rule rule;
  } rules[] = {
    { 4, 4, FALSE, KN_RULE_FOUR_CORNERS }, { 3, 5, FALSE, KN_RULE_CENTRE_CORNERS },
    { 6, 3, FALSE, KN_RULE_SHARED_PAIRS }, { 3, 3, FALSE, KN_RULE_LONE_CENTRE },
    { 2, 9, FALSE, KN_RULE_TWO_LINES }, { 1, 7, FALSE, KN_RULE_ONE_LINE },
    { 6, 3, TRUE, KN_RULE_CLOSED_THREE }, { 4, 9, TRUE, KN_RULE_CLOSED_NARROW },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      b = empty_board (rules[i].w, rules[i].h);
      t = solve (b, KN_KNIGHT, rules[i].closed, NULL, NULL);
      g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_BOARD_RULE);
      g_assert_cmpint (kn_tour_reason_rule (t), ==, rules[i].rule);
      kn_tour_free (t);
      kn_board_free (b);
    }

  /* 5 x 8, c2 and e1 blocked, from d4: once a search of two million
   * nodes, now the forced end a1 (one free neighbour) and the colours:
   * d4 and a1 both dark where the counts are equal. */
  b = empty_board (5, 8);
  kn_board_set_blocked (b, (kn_square) { 2, 1 }, true);
  kn_board_set_blocked (b, (kn_square) { 4, 0 }, true);
  kn_square d4 = { 3, 3 };
  t = solve (b, KN_KNIGHT, FALSE, &d4, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_COLOUR);
  g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
  kn_tour_free (t);
  kn_board_free (b);
  /* A search that tried everything, where no cheap argument applies:
   * 5 x 6, d2 and d5 blocked, from a5. */
  b = empty_board (5, 6);
  kn_board_set_blocked (b, (kn_square) { 3, 1 }, true);
  kn_board_set_blocked (b, (kn_square) { 3, 4 }, true);
  kn_square a5 = { 0, 4 };
  t = solve (b, KN_KNIGHT, FALSE, &a5, NULL);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_EXHAUSTED);
  g_assert_cmpuint (kn_tour_nodes (t), >, 1000);
  g_assert_false (brute_exists (b, KN_KNIGHT, FALSE, &a5));
  kn_tour_free (t);
  kn_board_free (b);
}

/* Every empty board up to 12 x 12, open and closed, and every start: each
 * "none" comes with the theorem that proves it, and only then. */
static void
test_reason_rectangles (void)
{
  for (int32_t w = 1; w <= 12; w++)
    for (int32_t h = 1; h <= 12; h++)
      {
        kn_board *b = empty_board (w, h);
        int32_t m = MIN (w, h), n = MAX (w, h);
        for (int closed = 0; closed <= 1; closed++)
          {
            kn_tour *t = solve (b, KN_KNIGHT, closed, NULL, NULL);
            kn_tour_rule want = KN_RULE_NONE;
            if (!closed)
              want = m == 1 && n > 1 ? KN_RULE_ONE_LINE : m == 2 ? KN_RULE_TWO_LINES
                     : m == 3 && n == 3 ? KN_RULE_LONE_CENTRE
                     : m == 3 && n == 5 ? KN_RULE_CENTRE_CORNERS
                     : m == 3 && n == 6 ? KN_RULE_SHARED_PAIRS
                     : m == 4 && n == 4 ? KN_RULE_FOUR_CORNERS : KN_RULE_NONE;
            else
              want = m == 1 ? KN_RULE_ONE_LINE : (m % 2 && n % 2) ? KN_RULE_CLOSED_ODD
                     : m == 2 || m == 4 ? KN_RULE_CLOSED_NARROW
                     : m == 3 && (n == 4 || n == 6 || n == 8) ? KN_RULE_CLOSED_THREE
                                                             : KN_RULE_NONE;
            g_assert_cmpint (kn_tour_reason_rule (t), ==, want);
            g_assert_cmpint (kn_tour_reason (t), ==,
                             want == KN_RULE_NONE ? KN_REASON_NONE
                             : want == KN_RULE_CLOSED_ODD ? KN_REASON_COLOUR
                                                          : KN_REASON_BOARD_RULE);
            if (want == KN_RULE_CLOSED_ODD)
              assert_reason_evidence (b, KN_KNIGHT, t, TRUE, NULL);
            kn_tour_free (t);
            if (want != KN_RULE_NONE)
              continue;
            for (int32_t y = 0; y < h; y++)
              for (int32_t x = 0; x < w; x++)
                {
                  kn_square s = { x, y };
                  t = solve (b, KN_KNIGHT, closed, &s, NULL);
                  kn_reason r = kn_tour_reason (t);
                  if (kn_tour_start_possible (w, h, closed, s))
                    g_assert_cmpint (r, ==, KN_REASON_NONE);
                  else if (r == KN_REASON_COLOUR)
                    {
                      g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_CORNER_COLOUR);
                      g_assert_true (w % 2 && h % 2 && (x + y) % 2);
                      assert_reason_evidence (b, KN_KNIGHT, t, FALSE, &s);
                    }
                  else
                    {
                      g_assert_cmpint (r, ==, KN_REASON_BOARD_RULE);
                      kn_tour_rule rule = kn_tour_reason_rule (t);
                      g_assert_true (rule == KN_RULE_OUTER_LINES || rule == KN_RULE_THREE_STARTS);
                      g_assert_true (rule != KN_RULE_OUTER_LINES || w == 4 || h == 4);
                      g_assert_true (rule != KN_RULE_THREE_STARTS || m == 3);
                    }
                  kn_tour_free (t);
                }
          }
        kn_board_free (b);
      }
}

/* Whether a tour exists by the second brute force (brute_ends): from start,
 * or from any square; closed when a route ends a move from its start. */
static gboolean
brute_tour (const kn_board *b, kn_leaper leaper, gboolean closed, const kn_square *start)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  for (int32_t c = 0; c < w * h; c++)
    {
      kn_square s = { c % w, c / w };
      if (!kn_board_is_free (b, s) || (start && (s.x != start->x || s.y != start->y)))
        continue;
      guint64 ends = brute_ends (b, leaper, s);
      for (int32_t e = 0; e < w * h; e++)
        if ((ends >> e) & 1)
          {
            kn_square es = { e % w, e / w };
            if (!closed)
              return TRUE;
            if (tu_is_leap (leaper, s, es) && kn_board_squares (b) - kn_board_blocked_count (b) >= 3)
              return TRUE;
          }
      if (closed)
        return FALSE; /* a cycle passes every square: one start decides */
    }
  return FALSE;
}

/* Random blocked boards up to 6 x 6, with and without a start, open and
 * closed, knight and camel and zebra: every "none" for a reason other than
 * "exhausted" is confirmed by the brute force and its evidence checks;
 * "exhausted" ones are confirmed too. */
static void
test_reason_random (void)
{
  static const kn_leaper leapers[] = { { 1, 2 }, { 1, 2 }, { 1, 3 }, { 2, 3 } };
  guint64 seed = 1212;
  int cheap = 0, kinds[KN_REASON_GAVE_UP + 1] = { 0 };
  for (int i = 0; i < 400; i++)
    {
      int32_t w = 3 + (int32_t) tu_below (&seed, 4), h = 3 + (int32_t) tu_below (&seed, 4);
      /* At least a fifth blocked keeps the brute force quick. */
      kn_board *b = tu_random_board (&seed, w, h, 10 + (int) tu_below (&seed, 30), NULL, 0);
      kn_leaper leaper = leapers[tu_below (&seed, G_N_ELEMENTS (leapers))];
      if (i % 8 == 7)
        {
          /* A wall two files wide, which no knight move crosses, between
           * two boards 3 wide (where every square has two neighbours or
           * more): two pieces and no dead end. */
          kn_board_free (b);
          w = 8;
          h = 4 + (int32_t) tu_below (&seed, 2);
          b = empty_board (w, h);
          for (int32_t y = 0; y < h; y++)
            for (int32_t x = 3; x <= 4; x++)
              kn_board_set_blocked (b, (kn_square) { x, y }, true);
          leaper = KN_KNIGHT;
        }
      gboolean closed = tu_below (&seed, 3) == 0;
      kn_square s = { (int32_t) tu_below (&seed, (guint64) w), (int32_t) tu_below (&seed, (guint64) h) };
      gboolean with_start = tu_below (&seed, 2) && kn_board_is_free (b, s);
      kn_tour *t = solve (b, leaper, closed, with_start ? &s : NULL, NULL);
      kn_reason r = kn_tour_reason (t);
      g_assert_cmpint (r, !=, KN_REASON_GAVE_UP);
      gboolean brute = brute_tour (b, leaper, closed, with_start ? &s : NULL);
      g_assert_cmpint (r == KN_REASON_NONE, ==, brute);
      if (r != KN_REASON_NONE && r != KN_REASON_EXHAUSTED)
        {
          g_assert_cmpuint (kn_tour_nodes (t), ==, 0); /* decided without a search */
          assert_reason_evidence (b, leaper, t, closed, with_start ? &s : NULL);
          cheap++;
        }
      kinds[r]++;
      kn_tour_free (t);
      kn_board_free (b);
    }
  g_assert_cmpint (cheap, >, 100); /* the cheap reasons do come up, each of them */
  g_assert_cmpint (kinds[KN_REASON_COLOUR], >, 0);
  g_assert_cmpint (kinds[KN_REASON_DEAD_ENDS], >, 0);
  g_assert_cmpint (kinds[KN_REASON_DISCONNECTED], >, 0);
  g_assert_cmpint (kinds[KN_REASON_EXHAUSTED], >, 0);
  if (g_test_verbose ())
    g_test_message ("found %d, colour %d, dead ends %d, pieces %d, rule %d, exhausted %d",
                    kinds[KN_REASON_NONE], kinds[KN_REASON_COLOUR], kinds[KN_REASON_DEAD_ENDS],
                    kinds[KN_REASON_DISCONNECTED], kinds[KN_REASON_BOARD_RULE],
                    kinds[KN_REASON_EXHAUSTED]);
}

/* Every start and end of the 8 x 8 board: a valid tour for all 2,048 pairs
 * of different colours, "none" for the rest (a route of 63 moves joins
 * different colours). */
static void
test_end_8x8 (void)
{
  kn_board *b = empty_board (8, 8);
  int found = 0;
  for (int sc = 0; sc < 64; sc++)
    for (int ec = 0; ec < 64; ec++)
      {
        kn_square s = { sc % 8, sc / 8 }, e = { ec % 8, ec / 8 };
        gboolean differ = (s.x + s.y) % 2 != (e.x + e.y) % 2;
        check_pair (b, s, e, FALSE, differ);
        found += differ;
      }
  g_assert_cmpint (found, ==, 2048);
  kn_board_free (b);
}

/* Narrow boards with an end: every pair of 3 x 9, 3 x 10 and turned, and 4 x 9
 * against the brute force (the row automaton decides these); then pairs on
 * long ones, validated. */
static void
test_end_narrow (void)
{
  static const int32_t sizes[][2] = { { 3, 9 }, { 10, 3 }, { 4, 7 }, { 9, 3 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int32_t w = sizes[i][0], h = sizes[i][1];
      kn_board *b = empty_board (w, h);
      for (int32_t sc = 0; sc < w * h; sc++)
        {
          kn_square s = { sc % w, sc / w };
          guint64 ends = brute_ends (b, KN_KNIGHT, s);
          for (int32_t ec = 0; ec < w * h; ec++)
            {
              check_pair (b, s, (kn_square) { ec % w, ec / w }, FALSE, (ends >> ec) & 1);
            }
        }
      kn_board_free (b);
    }
  guint64 seed = 5;
  for (int k = 0; k < 24; k++)
    {
      int32_t across = 3 + k % 2, n = 11 + (int32_t) tu_below (&seed, 3000);
      kn_board *b = empty_board (across, n);
      kn_square s = { (int32_t) tu_below (&seed, (guint64) across), (int32_t) tu_below (&seed, (guint64) n) };
      kn_square e = { (int32_t) tu_below (&seed, (guint64) across), (int32_t) tu_below (&seed, (guint64) n) };
      if (across == 4)
        s.x = s.x % 2 ? 3 : 0, e.x = e.x % 2 ? 3 : 0;
      /* Different colours on an even board, the corners' on an odd one. */
      if ((across * n) % 2 == 0 && (s.x + s.y) % 2 == (e.x + e.y) % 2)
        e.y = e.y > 0 ? e.y - 1 : 1;
      if ((across * n) % 2 && (s.x + s.y) % 2)
        s.y = s.y > 0 ? s.y - 1 : 1;
      if ((across * n) % 2 && (e.x + e.y) % 2)
        e.y = e.y > 0 ? e.y - 1 : 1;
      kn_tour *t = solve_to (b, KN_KNIGHT, FALSE, &s, e, NULL);
      if (s.x == e.x && s.y == e.y)
        g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
      else
        assert_route (b, KN_KNIGHT, t, TRUE, s, &e, FALSE);
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* Larger boards with an end: the corridor construction finds a tour for
 * every pair of different colours on boards both sides at least 6, one
 * even; random boards and pairs, validated, up to 1000 x 1000. */
static void
test_end_large (void)
{
  guint64 seed = 2718;
  for (int k = 0; k < 60; k++)
    {
      int32_t w = 6 + (int32_t) tu_below (&seed, k < 4 ? 995 : 60);
      int32_t h = 9 + (int32_t) tu_below (&seed, k < 4 ? 992 : 60);
      if (w % 2 && h % 2)
        h++;
      kn_board *b = empty_board (w, h);
      kn_square s = { (int32_t) tu_below (&seed, (guint64) w), (int32_t) tu_below (&seed, (guint64) h) };
      kn_square e = { (int32_t) tu_below (&seed, (guint64) w), (int32_t) tu_below (&seed, (guint64) h) };
      if ((s.x + s.y) % 2 == (e.x + e.y) % 2)
        e.x = e.x > 0 ? e.x - 1 : 1;
      gboolean closed = FALSE;
      if (k % 10 == 9)
        {
          /* closed: the end a move from the start */
          closed = TRUE;
          e = (kn_square) { s.x + (s.x + 2 < w ? 2 : -2), s.y + (s.y + 1 < h ? 1 : -1) };
        }
      kn_tour *t = solve_to (b, KN_KNIGHT, closed, &s, e, NULL);
      if (g_test_verbose ())
        g_test_message ("%dx%d (%d,%d) to (%d,%d)", w, h, s.x, s.y, e.x, e.y);
      assert_route (b, KN_KNIGHT, t, TRUE, s, &e, closed);
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* An end without a start: the tour ends there (a tour from it, reversed). */
static void
test_end_only (void)
{
  static const int32_t sizes[][2] = { { 8, 8 }, { 5, 5 }, { 3, 100 }, { 30, 21 }, { 7, 7 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int closed = 0; closed <= 1; closed++)
      {
        int32_t w = sizes[i][0], h = sizes[i][1];
        kn_board *b = empty_board (w, h);
        kn_square e = { w / 2, h / 2 };
        if ((w * h) % 2 && (e.x + e.y) % 2)
          e.x--;
        kn_tour *t = solve_to (b, KN_KNIGHT, closed, NULL, e, NULL);
        if (kn_tour_exists (w, h, closed))
          assert_route (b, KN_KNIGHT, t, FALSE, e, &e, closed);
        else
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
        kn_tour_free (t);
        kn_board_free (b);
      }
}

/* Blocked boards with an end: the answer agrees with the brute force. */
static void
test_end_blocked (void)
{
  guint64 seed = 31;
  for (int i = 0; i < 200; i++)
    {
      int32_t w = 3 + (int32_t) tu_below (&seed, 4), h = 3 + (int32_t) tu_below (&seed, 4);
      while (w * h > 24)
        h--;
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 20), NULL, 0);
      kn_square s = { (int32_t) tu_below (&seed, (guint64) w), (int32_t) tu_below (&seed, (guint64) h) };
      kn_square e = { (int32_t) tu_below (&seed, (guint64) w), (int32_t) tu_below (&seed, (guint64) h) };
      if (!kn_board_is_free (b, s) || !kn_board_is_free (b, e))
        {
          kn_board_free (b);
          continue;
        }
      check_pair (b, s, e, FALSE, (brute_ends (b, KN_KNIGHT, s) >> (e.y * w + e.x)) & 1);
      kn_board_free (b);
    }
}

/* Boards whose free squares fall into pieces answer "none" before any
 * search (no node): leapers bound to one colour or to one square in four on
 * empty boards, a wall across a blocked one; and dead ends, colours. */
static void
test_cheap_none (void)
{
  static const kn_leaper leapers[] = { { 1, 3 }, { 0, 2 }, { 1, 1 }, { 2, 2 } };
  for (size_t i = 0; i < G_N_ELEMENTS (leapers); i++)
    {
      kn_board *b = empty_board (300, 300);
      kn_tour *t = solve (b, leapers[i], FALSE, NULL, NULL);
      g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
      g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
      kn_tour_free (t);
      kn_board_free (b);
    }
  /* A zebra (2,3) jumps at most three files: a wall three wide cuts the board. */
  kn_board *b = empty_board (300, 300);
  for (int32_t y = 0; y < 300; y++)
    for (int32_t x = 149; x <= 151; x++)
      kn_board_set_blocked (b, (kn_square) { x, y }, true);
  kn_tour *t = solve (b, (kn_leaper) { 2, 3 }, FALSE, NULL, NULL);
  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
  g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
  kn_tour_free (t);
  kn_board_free (b);

  /* Small boards of each kind, against the brute force: pieces, a square
   * with no free neighbour, three with one, unequal colours. */
  static const char *const boards[] = {
    "5x5:b3,c2",    /* a1 cut off */
    "5x6:c2,c5",    /* a1, e1, a6 and e6 with one free neighbour each */
    "5x6:a1,a3",    /* 13 dark squares, 15 light */
  };
  for (size_t i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      int w = boards[i][0] - '0', h = boards[i][2] - '0';
      b = empty_board (w, h);
      g_auto (GStrv) sq = g_strsplit (boards[i] + 4, ",", -1);
      for (int k = 0; sq[k]; k++)
        kn_board_set_blocked (b, (kn_square) { sq[k][0] - 'a', sq[k][1] - '1' }, true);
      for (int closed = 0; closed <= 1; closed++)
        {
          t = solve (b, KN_KNIGHT, closed, NULL, NULL);
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
          g_assert_false (brute_exists (b, KN_KNIGHT, closed, NULL));
          kn_tour_free (t);
        }
      kn_board_free (b);
    }
}

/* The free squares of board one leaper move from sq. */
static guint
free_degree (const kn_board *board, kn_leaper leaper, kn_square sq)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  guint d = 0;
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      d += kn_board_is_free (board, (kn_square) { x, y }) &&
           tu_is_leap (leaper, sq, (kn_square) { x, y });
  return d;
}

/* Forced ends and colours combined: a square with one free neighbour must
 * be an end of the route, so when the colour count puts the ends on one
 * colour and a forced end is on the other (or two ends share a colour of
 * an even count), there is no tour: "none" with 0 nodes, the reason
 * COLOUR and the forced ends named.  The boards are generated, each
 * recounted here (degrees, colours, one piece), and the small ones checked
 * by brute force; then the four boards that once took a search of
 * 20 million nodes. */
static void
test_forced_ends_colour (void)
{
  guint64 seed = 4242;
  int applied = 0, brute_checked = 0;
  for (int i = 0; i < 3000 && applied < 150; i++)
    {
      int32_t w = 4 + (int32_t) tu_below (&seed, 5), h = 4 + (int32_t) tu_below (&seed, 5);
      kn_board *b = empty_board (w, h);
      int nblock = 1 + (int) tu_below (&seed, 4);
      for (int k = 0; k < nblock; k++)
        kn_board_set_blocked (b, tu_random_square (&seed, w, h), true);
      kn_square s = tu_random_square (&seed, w, h);
      gboolean with_start = tu_below (&seed, 2) && kn_board_is_free (b, s);
      /* the recount: degrees, colours, one piece */
      guint64 light = 0, dark = 0, nfree = 0;
      kn_square forced[2];
      int nforced = 0, loose = 0, zero = 0;
      kn_square any = { -1, -1 };
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square p = { x, y };
            if (!kn_board_is_free (b, p))
              continue;
            any = p;
            nfree++;
            *((x + y) % 2 ? &light : &dark) += 1;
            guint d = free_degree (b, KN_KNIGHT, p);
            zero += d == 0;
            if (d == 1 && !(with_start && tu_same (p, s)))
              {
                if (nforced < 2)
                  forced[nforced++] = p;
                loose++;
              }
          }
      gboolean one_piece = nfree > 0;
      if (one_piece)
        {
          int32_t *dist = tu_reference_distances (b, KN_KNIGHT, any);
          for (int32_t c = 0; c < w * h; c++)
            one_piece &= !kn_board_is_free (b, kn_board_square (b, (kn_cell) c)) || dist[c] >= 0;
          g_free (dist);
        }
      guint64 diff = light > dark ? light - dark : dark - light;
      if (zero > 0 || loose == 0 || loose + with_start > 2 || !one_piece || diff > 1)
        {
          kn_board_free (b);
          continue;
        }
      kn_square ends[2];
      int nends = 0;
      if (with_start)
        ends[nends++] = s;
      for (int k = 0; k < nforced; k++)
        ends[nends++] = forced[k];
      gboolean minor = FALSE;
      for (int k = 0; k < nends; k++)
        minor |= diff == 1 && ((ends[k].x + ends[k].y) % 2 ? light < dark : dark < light);
      gboolean same = diff == 0 && nends == 2 &&
                      (ends[0].x + ends[0].y) % 2 == (ends[1].x + ends[1].y) % 2;
      if (!minor && !same)
        {
          kn_board_free (b);
          continue;
        }
      applied++;
      kn_tour *t = solve (b, KN_KNIGHT, FALSE, with_start ? &s : NULL, NULL);
      g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
      g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_COLOUR);
      g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
      size_t n = 0;
      const kn_square *named = kn_tour_reason_squares (t, NULL, &n);
      g_assert_cmpuint (n, ==, (size_t) nforced);
      for (int k = 0; k < nforced; k++)
        g_assert_true (tu_same (named[k], forced[k]));
      assert_reason_evidence (b, KN_KNIGHT, t, FALSE, with_start ? &s : NULL);
      if (w * h <= 25)
        {
          g_assert_false (brute_exists (b, KN_KNIGHT, FALSE, with_start ? &s : NULL));
          brute_checked++;
        }
      kn_tour_free (t);
      kn_board_free (b);
    }
  g_assert_cmpint (applied, >=, 150);
  g_assert_cmpint (brute_checked, >, 10);

  static const struct {
    int32_t w, h;
    const char *blocked, *from, *forced;
  } boards[] = {
    { 8, 6, "c2,f2,h6", "h1", "a1" },
    { 7, 8, "b3,c1,c3", "a2", "a1" },
    { 7, 8, "b3,b6,d2", "a8", "a1" },
    { 8, 6, "c5,e5,f5", NULL, "a6,h6" },
    { 5, 4, "a2,b2,e2", NULL, "a4" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      kn_board *b = empty_board (boards[i].w, boards[i].h);
      g_auto (GStrv) sq = g_strsplit (boards[i].blocked, ",", -1);
      for (int k = 0; sq[k]; k++)
        kn_board_set_blocked (b, tu_square (sq[k], boards[i].w, boards[i].h), true);
      kn_square s = boards[i].from ? tu_square (boards[i].from, boards[i].w, boards[i].h)
                                   : (kn_square) { 0, 0 };
      kn_tour *t = solve (b, KN_KNIGHT, FALSE, boards[i].from ? &s : NULL, NULL);
      g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_COLOUR);
      g_assert_cmpuint (kn_tour_nodes (t), ==, 0);
      g_auto (GStrv) want = g_strsplit (boards[i].forced, ",", -1);
      size_t n = 0;
      const kn_square *named = kn_tour_reason_squares (t, NULL, &n);
      g_assert_cmpuint (n, ==, g_strv_length (want));
      for (size_t k = 0; k < n; k++)
        g_assert_true (tu_same (named[k], tu_square (want[k], boards[i].w, boards[i].h)));
      kn_tour_free (t);
      kn_board_free (b);
    }
}

static void
test_seed (void)
{
  kn_board *b = empty_board (12, 9);
  kn_board_set_blocked (b, (kn_square) { 5, 5 }, true);
  kn_board_set_blocked (b, (kn_square) { 6, 3 }, true);
  kn_tour *t[2];
  for (int i = 0; i < 2; i++)
    {
      kn_tour_options o;
      kn_tour_options_init (&o);
      o.seed = 42;
      g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t[i]), ==, KN_OK);
    }
  size_t n0, n1;
  const kn_cell *c0 = kn_tour_cells (t[0], &n0), *c1 = kn_tour_cells (t[1], &n1);
  g_assert_cmpmem (c0, n0 * sizeof *c0, c1, n1 * sizeof *c1);
  kn_tour_free (t[0]);
  kn_tour_free (t[1]);
  kn_board_free (b);
}

static void
test_errors (void)
{
  kn_board *b = empty_board (8, 8);
  kn_tour_options o;
  kn_tour_options_init (&o);
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, NULL), ==, KN_ERR_INVALID);
  kn_tour *t = NULL;
  g_assert_cmpint (kn_tour_solve (NULL, &o, NULL, &t), ==, KN_ERR_INVALID);
  o.leaper = (kn_leaper) { 0, 0 };
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_ERR_INVALID);
  kn_tour_options_init (&o);
  o.has_start = true;
  o.start = (kn_square) { 8, 0 };
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_ERR_RANGE);
  o.start = (kn_square) { 3, 3 };
  kn_board_set_blocked (b, o.start, true);
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_ERR_RANGE);
  g_assert_null (t);
  /* An end off the board or blocked. */
  kn_tour_options_init (&o);
  o.has_end = true;
  o.end = (kn_square) { 3, 3 };
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_ERR_RANGE);
  o.end = (kn_square) { -1, 0 };
  g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_ERR_RANGE);
  g_assert_null (t);
  kn_tour_free (NULL);
  /* NULL options mean the defaults. */
  kn_board_clear (b);
  g_assert_cmpint (kn_tour_solve (b, NULL, NULL, &t), ==, KN_OK);
  assert_tour (b, KN_KNIGHT, t, FALSE, (kn_square) { 0, 0 }, FALSE);
  kn_tour_free (t);
  kn_board_free (b);
  g_assert_false (kn_tour_exists (0, 5, FALSE));
  g_assert_true (kn_tour_exists (1, 1, FALSE));
  g_assert_false (kn_tour_exists (1, 1, TRUE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/tour/rule-vs-brute-force", test_rule_brute);
  g_test_add_func ("/libknight/tour/every-board-1-to-12", test_boards_1_to_12);
  g_test_add_func ("/libknight/tour/every-start-up-to-8x8", test_every_start_8x8);
  g_test_add_func ("/libknight/tour/5x5-starts", test_5x5_starts);
  g_test_add_func ("/libknight/tour/every-start-up-to-12x12", test_every_start_12);
  g_test_add_func ("/libknight/tour/odd-boards-every-start", test_odd_boards);
  g_test_add_func ("/libknight/tour/block-sizes", test_block_sizes);
  g_test_add_func ("/libknight/tour/large-random", test_large_random);
  g_test_add_func ("/libknight/tour/2000x2000", test_2000);
  g_test_add_func ("/libknight/tour/blocked-vs-brute-force", test_blocked_brute);
  g_test_add_func ("/libknight/tour/blocked-large", test_blocked_large);
  g_test_add_func ("/libknight/tour/outcomes", test_outcomes);
  g_test_add_func ("/libknight/tour/trace", test_trace);
  g_test_add_func ("/libknight/tour/leapers", test_leapers);
  g_test_add_func ("/libknight/tour/narrow-every-start-to-100", test_narrow_every_start);
  g_test_add_func ("/libknight/tour/narrow-long", test_narrow_long);
  g_test_add_data_func ("/libknight/tour/end/every-pair-up-to-6x6", GINT_TO_POINTER (FALSE),
                        test_end_small);
  g_test_add_func ("/libknight/tour/end/every-pair-8x8", test_end_8x8);
  g_test_add_func ("/libknight/tour/end/narrow", test_end_narrow);
  g_test_add_func ("/libknight/tour/end/large", test_end_large);
  g_test_add_func ("/libknight/tour/end/five-wide", test_end_five);
  g_test_add_func ("/libknight/tour/end/end-only", test_end_only);
  g_test_add_func ("/libknight/tour/end/blocked-vs-brute-force", test_end_blocked);
  g_test_add_func ("/libknight/tour/cheap-none", test_cheap_none);
  g_test_add_func ("/libknight/tour/reason/forced-ends-colour", test_forced_ends_colour);
  g_test_add_func ("/libknight/tour/reason/samples", test_reason_samples);
  g_test_add_func ("/libknight/tour/reason/every-rectangle-to-12x12", test_reason_rectangles);
  g_test_add_func ("/libknight/tour/reason/random-blocked-vs-brute-force", test_reason_random);
  /* Exhaustive sweeps of a minute or more: meson test --setup slow --suite slow */
  if (g_test_slow ())
    {
      g_test_add_data_func ("/libknight/tour/slow/end-every-pair-6x6", GINT_TO_POINTER (TRUE),
                            test_end_small);
      g_test_add_func ("/libknight/tour/slow/end-every-pair-up-to-8x8", test_end_up_to_8x8);
      g_test_add_func ("/libknight/tour/slow/narrow-exact-vs-rules", test_narrow_exact);
      g_test_add_func ("/libknight/tour/slow/narrow-five-vs-search", test_narrow_five_vs_search);
      g_test_add_func ("/libknight/tour/slow/end-five-every-pair", test_end_five_every_pair);
    }
  g_test_add_func ("/libknight/tour/seed", test_seed);
  g_test_add_func ("/libknight/tour/errors", test_errors);
  return g_test_run ();
}
