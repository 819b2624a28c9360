/* test-tour.c - tests of the tour solver: every answer is checked for what
 * it claims (a tour visits every free square once, each step a leaper move;
 * "none" agrees with an independent exhaustive search or a proven rule). */
#include <string.h>

#include "test-util.h"

/* ------------------------------------------------------------- helpers */

/* Checks that the tour covers every free square of board exactly once with
 * leaper moves, from start when has_start, closing when closed. */
static void
assert_tour (const kn_board *board, kn_leaper leaper, const kn_tour *tour, gboolean has_start,
             kn_square start, gboolean closed)
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
  if (closed)
    g_assert_true (kn_tour_is_closed (tour));
  g_assert_true (kn_tour_is_closed (tour) == (n > 2 && tu_is_leap (leaper, first, last)));
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

/* ---------------------------------------------------------------- tests */

/* The existence rules against exhaustive search on every board the brute
 * force can handle. */
static void
test_rule_brute (void)
{
  for (int32_t w = 1; w <= 8; w++)
    for (int32_t h = 1; w * h <= 25 && h <= 8; h++)
      {
        if (w * h > 25)
          continue;
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
                if (oc == KN_TOUR_FOUND)
                  {
                    g_assert_true (kn_tour_start_possible (w, h, closed, s));
                    assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
                  }
                else if (kn_tour_start_possible (w, h, closed, s))
                  {
                    /* Not proven by a rule: the brute force must agree. */
                    if (w * h > 25)
                      g_error ("%dx%d from (%d,%d): none, and too large to confirm", w, h, x, y);
                    g_assert_false (brute_exists (b, KN_KNIGHT, closed, &s));
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

/* Boards 9..12 with both sides >= 5 (the construction): every start the
 * rules allow gets a tour. */
static void
test_every_start_9_to_12 (void)
{
  for (int32_t w = 5; w <= 12; w++)
    for (int32_t h = 9; h <= 12; h++)
      for (int closed = 0; closed <= 1; closed++)
        {
          int32_t bw = closed ? h : w, bh = closed ? w : h; /* both orientations */
          kn_board *b = empty_board (bw, bh);
          for (int32_t y = 0; y < bh; y++)
            for (int32_t x = 0; x < bw; x++)
              {
                kn_square s = { x, y };
                kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
                if (kn_tour_start_possible (bw, bh, closed, s))
                  assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
                else
                  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
                kn_tour_free (t);
              }
          kn_board_free (b);
        }
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
 * and 6, 8, 10 against each other) appears on one of these boards. */
static void
test_block_sizes (void)
{
  for (int32_t w = 5; w <= 13; w++)
    for (int32_t h = 6; h <= 22; h += 2)
      for (int closed = 0; closed <= 1; closed++)
        {
          int32_t bw = w, bh = h;
          if (closed)
            {
              bw = h;
              bh = w;
            }
          if (bw <= 8 && bh <= 8)
            continue;
          kn_board *b = empty_board (bw, bh);
          kn_tour *t = solve (b, KN_KNIGHT, TRUE, NULL, NULL);
          assert_tour (b, KN_KNIGHT, t, FALSE, (kn_square) { 0, 0 }, TRUE);
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

static int
cancel_after (void *data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

/* A cancel request ends a long solve quickly: a search on a big blocked
 * board, and the construction of a huge tour. */
static void
test_cancel_latency (void)
{
  static const int32_t sizes[][3] = { { 1500, 1500, 1 }, { 6000, 6000, 0 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      kn_board *b = empty_board (sizes[i][0], sizes[i][1]);
      if (sizes[i][2])
        {
          kn_board_set_blocked (b, (kn_square) { 700, 700 }, true);
          kn_board_set_blocked (b, (kn_square) { 701, 700 }, true);
        }
      gint64 deadline = g_get_monotonic_time () + 50000;
      kn_limits lim = { 0, cancel_after, &deadline };
      kn_tour *t = NULL;
      kn_status st = kn_tour_solve (b, NULL, &lim, &t);
      gint64 late = g_get_monotonic_time () - deadline;
      g_assert_cmpint (st, ==, KN_ERR_CANCELLED);
      g_assert_null (t);
      if (!g_getenv ("KNIGHT_UNDER_VALGRIND"))
        g_assert_cmpint (late, <, 100000);
      kn_board_free (b);
    }
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

/* Narrow boards: "gave up" or a tour, never a wrong "none"; in practice a
 * tour from every start the rules allow on these sizes. */
static void
test_narrow (void)
{
  static const int32_t sizes[][2] = { { 3, 40 }, { 41, 3 }, { 4, 22 }, { 27, 4 } };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int32_t w = sizes[i][0], h = sizes[i][1];
      kn_board *b = empty_board (w, h);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square s = { x, y };
            kn_tour *t = solve (b, KN_KNIGHT, FALSE, &s, NULL);
            if (kn_tour_start_possible (w, h, FALSE, s))
              assert_tour (b, KN_KNIGHT, t, TRUE, s, FALSE);
            else
              g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
            kn_tour_free (t);
          }
      kn_board_free (b);
    }
  /* Long ones from a few starts, open and closed. */
  static const int32_t longer[][4] = { { 3, 500, 1, 250 }, { 600, 3, 301, 2 }, { 4, 700, 3, 350 },
                                       { 3, 1000, 0, 0 } };
  for (size_t i = 0; i < G_N_ELEMENTS (longer); i++)
    for (int closed = 0; closed <= 1; closed++)
      {
        int32_t w = longer[i][0], h = longer[i][1];
        kn_board *b = empty_board (w, h);
        kn_square s = { longer[i][2], longer[i][3] };
        kn_tour *t = solve (b, KN_KNIGHT, closed, &s, NULL);
        if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
          assert_tour (b, KN_KNIGHT, t, TRUE, s, closed);
        else if (closed && !kn_tour_exists (w, h, TRUE))
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
        else
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_GAVE_UP);
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
  g_test_add_func ("/libknight/tour/every-start-9-to-12", test_every_start_9_to_12);
  g_test_add_func ("/libknight/tour/odd-boards-every-start", test_odd_boards);
  g_test_add_func ("/libknight/tour/block-sizes", test_block_sizes);
  g_test_add_func ("/libknight/tour/large-random", test_large_random);
  g_test_add_func ("/libknight/tour/2000x2000", test_2000);
  g_test_add_func ("/libknight/tour/blocked-vs-brute-force", test_blocked_brute);
  g_test_add_func ("/libknight/tour/blocked-large", test_blocked_large);
  g_test_add_func ("/libknight/tour/outcomes", test_outcomes);
  g_test_add_func ("/libknight/tour/cancel-latency", test_cancel_latency);
  g_test_add_func ("/libknight/tour/trace", test_trace);
  g_test_add_func ("/libknight/tour/leapers", test_leapers);
  g_test_add_func ("/libknight/tour/narrow", test_narrow);
  g_test_add_func ("/libknight/tour/seed", test_seed);
  g_test_add_func ("/libknight/tour/errors", test_errors);
  return g_test_run ();
}
