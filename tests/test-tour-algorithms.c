/* test-tour-algorithms.c - the tour algorithms beside the default
 * (kn_tour_options.algorithm): plain Warnsdorff's failures are real and its
 * tours valid, each step its rule's choice by the test's own count; plain
 * backtracking's tours are valid and it agrees with the default's exact
 * answer; the construction's blocks cover the board, its joins are moves of
 * its tour; the counters add up; the explanations, practice and knight-solve
 * tour --algorithm. */
#include <glib.h>
#include <string.h>

#include "cli-run.h"
#include "kl-explain.h"
#include "kl-practice.h"
#include "kl-reason.h"
#include "kl-solution.h"
#include "test-util.h"

static const int KDX[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int KDY[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static gboolean
knight_move (kn_square a, kn_square b)
{
  int dx = ABS (a.x - b.x), dy = ABS (a.y - b.y);

  return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
}

static kn_square
sq_of (const kn_board *b, kn_cell c)
{
  return (kn_square) { (int32_t) (c % (kn_cell) kn_board_width (b)),
                       (int32_t) (c / (kn_cell) kn_board_width (b)) };
}

static guint64
free_count (const kn_board *b)
{
  return kn_board_squares (b) - kn_board_blocked_count (b);
}

/* Free squares a knight move from s not in seen, counted by the test. */
static int
open_around (const kn_board *b, const guint8 *seen, kn_square s)
{
  int n = 0;

  for (int k = 0; k < 8; k++)
    {
      kn_square q = { s.x + KDX[k], s.y + KDY[k] };

      if (q.x >= 0 && q.y >= 0 && q.x < kn_board_width (b) && q.y < kn_board_height (b) &&
          kn_board_is_free (b, q) && !seen[kn_board_cell (b, q)])
        n++;
    }
  return n;
}

/* A walk of free, distinct squares, each a knight move from the one
 * before, from start; seen (squares bytes) marks its squares. */
static void
assert_walk (const kn_board *b, const kn_cell *cells, size_t n, kn_square start, guint8 *seen)
{
  g_assert_cmpuint (n, >, 0);
  g_assert_true (tu_same (sq_of (b, cells[0]), start));
  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpuint (cells[i], <, kn_board_squares (b));
      g_assert_true (kn_board_is_free (b, sq_of (b, cells[i])));
      g_assert_false (seen[cells[i]]);
      seen[cells[i]] = 1;
      if (i > 0)
        g_assert_true (knight_move (sq_of (b, cells[i - 1]), sq_of (b, cells[i])));
    }
}

static void
assert_tour (const kn_board *b, const kn_tour *t, kn_square start, gboolean closed)
{
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (t, &n);
  g_autofree guint8 *seen = g_new0 (guint8, kn_board_squares (b));

  g_assert_cmpuint (n, ==, free_count (b));
  assert_walk (b, cells, n, start, seen);
  if (closed)
    g_assert_true (knight_move (sq_of (b, cells[0]), sq_of (b, cells[n - 1])));
}

static kn_tour *
solve (const kn_board *b, kn_tour_algorithm algorithm, const kn_square *start, gboolean closed,
       uint64_t budget)
{
  kn_tour_options o;
  kn_limits lim = { budget, NULL, NULL };
  kn_tour *t = NULL;

  kn_tour_options_init (&o);
  o.algorithm = algorithm;
  o.closed = closed;
  if (start != NULL)
    {
      o.has_start = TRUE;
      o.start = *start;
    }
  g_assert_cmpint (kn_tour_solve (b, &o, &lim, &t), ==, KN_OK);
  g_assert_cmpint (kn_tour_get_algorithm (t), ==, algorithm);
  return t;
}

/* ------------------------------------------------------ plain Warnsdorff */

/* Replays plain Warnsdorff's walk and checks that every square it took had
 * the fewest onward moves among the squares it could take (the test's own
 * count), so a walk that stops short stops for want of a square. */
static void
assert_rule_walk (const kn_board *b, const kn_cell *cells, size_t n)
{
  g_autofree guint8 *seen = g_new0 (guint8, kn_board_squares (b));

  seen[cells[0]] = 1;
  for (size_t i = 1; i < n; i++)
    {
      kn_square here = sq_of (b, cells[i - 1]);
      int least = 9;

      for (int k = 0; k < 8; k++)
        {
          kn_square q = { here.x + KDX[k], here.y + KDY[k] };

          if (q.x < 0 || q.y < 0 || q.x >= kn_board_width (b) || q.y >= kn_board_height (b) ||
              !kn_board_is_free (b, q) || seen[kn_board_cell (b, q)])
            continue;
          seen[kn_board_cell (b, q)] = 1;
          least = MIN (least, open_around (b, seen, q));
          seen[kn_board_cell (b, q)] = 0;
        }
      seen[cells[i]] = 1;
      g_assert_cmpint (open_around (b, seen, sq_of (b, cells[i])), ==, least);
    }
}

static void
test_plain_failures_real (void)
{
  guint64 rng = 23;
  int rounds = tu_rounds (600, 60), stuck = 0, found = 0;

  for (int r = 0; r < rounds; r++)
    {
      int32_t w = 3 + (int32_t) tu_below (&rng, 8), h = 3 + (int32_t) tu_below (&rng, 8);
      kn_square start = tu_random_square (&rng, w, h);
      int percent = r % 3 == 0 ? 0 : (int) tu_below (&rng, 12);
      kn_board *b = tu_random_board (&rng, w, h, percent, &start, 1);
      kn_tour *t = solve (b, KN_TOUR_ALGO_WARNSDORFF_PLAIN, &start, FALSE, 0);
      kn_tour_work work;
      guint64 nfree = free_count (b);

      kn_tour_get_work (t, &work);
      g_assert_cmpuint (work.backtracks, ==, KN_TOUR_WORK_NONE);
      g_assert_cmpuint (work.memory, >, 0);
      if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
        {
          size_t n = 0;
          const kn_cell *cells = kn_tour_cells (t, &n);

          found++;
          assert_tour (b, t, start, FALSE);
          assert_rule_walk (b, cells, n);
          g_assert_cmpuint (work.nodes, ==, nfree);
          g_assert_cmpuint (work.expanded, ==, nfree - 1);
          g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_NONE);
        }
      else
        {
          size_t n = 0;
          guint64 left = 0;
          kn_trace_why why = KN_WHY_NONE;
          const kn_cell *walk = kn_tour_reason_stuck (t, &n, &left, &why);
          g_autofree guint8 *seen = g_new0 (guint8, kn_board_squares (b));

          stuck++;
          /* gave up, never "none": a stuck walk proves nothing */
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_GAVE_UP);
          g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_STUCK);
          g_assert_cmpint (why, ==, KN_WHY_DEAD_END);
          g_assert_nonnull (walk);
          assert_walk (b, walk, n, start, seen);
          assert_rule_walk (b, walk, n);
          /* the square it stops on has no unvisited free square a move
           * away, and squares remain: counted by the test */
          g_assert_cmpint (open_around (b, seen, sq_of (b, walk[n - 1])), ==, 0);
          g_assert_cmpuint (left, ==, nfree - n);
          g_assert_cmpuint (left, >, 0);
          g_assert_cmpuint (work.nodes, ==, n);
          g_assert_cmpuint (work.expanded, ==, n);
          g_assert_null (kn_tour_cells (t, NULL));
        }
      kn_tour_free (t);
      kn_board_free (b);
    }
  /* both happen: the loop tests something either way */
  g_assert_cmpint (stuck, >, 0);
  g_assert_cmpint (found, >, 0);
}

/* Closed: a walk over every square that does not end a move from the
 * start is stuck "not closing", and a closed tour it finds closes. */
static void
test_plain_closed (void)
{
  for (int32_t w = 5; w <= 10; w++)
    for (int32_t h = 5; h <= 10; h++)
      {
        kn_board *b = NULL;
        kn_square a1 = { 0, 0 };
        kn_tour *t;

        g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
        t = solve (b, KN_TOUR_ALGO_WARNSDORFF_PLAIN, &a1, TRUE, 0);
        if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
          assert_tour (b, t, a1, TRUE);
        else
          {
            kn_trace_why why = KN_WHY_NONE;
            size_t n = 0;
            const kn_cell *walk = kn_tour_reason_stuck (t, &n, NULL, &why);

            g_assert_nonnull (walk);
            if (why == KN_WHY_NOT_CLOSING)
              {
                g_assert_cmpuint (n, ==, free_count (b));
                g_assert_false (knight_move (a1, sq_of (b, walk[n - 1])));
              }
            else
              g_assert_cmpint (why, ==, KN_WHY_DEAD_END);
          }
        kn_tour_free (t);
        kn_board_free (b);
      }
}

/* ------------------------------------------------------ plain backtracking */

static void
test_backtracking_agrees (void)
{
  /* every start of 5 x 5 (checked builds: three classes under symmetry) */
  static const char *few[] = { "a1", "b1", "c3" };
  kn_board *b = NULL;
  int decided = 0, n = tu_rounds (25, 3);

  g_assert_cmpint (kn_board_new (5, 5, &b), ==, KN_OK);
  for (int i = 0; i < n; i++)
    {
      kn_square s = n == 25 ? (kn_square) { i % 5, i / 5 } : tu_square (few[i], 5, 5);
      kn_tour *exact = solve (b, KN_TOUR_ALGO_WARNSDORFF, &s, FALSE, 0);
      kn_tour *t = solve (b, KN_TOUR_ALGO_BACKTRACKING, &s, FALSE, 0);
      kn_tour_work work;

      kn_tour_get_work (t, &work);
      g_assert_cmpint (kn_tour_get_outcome (t), !=, KN_TOUR_GAVE_UP);
      decided++;
      /* found iff a tour exists: the default is exact on empty boards */
      g_assert_cmpint (kn_tour_get_outcome (t), ==, kn_tour_get_outcome (exact));
      g_assert_cmpint (kn_tour_get_outcome (t) == KN_TOUR_FOUND, ==,
                       kn_tour_start_possible (5, 5, FALSE, s));
      if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
        {
          assert_tour (b, t, s, FALSE);
          /* every square entered and never left is on the tour */
          g_assert_cmpuint (work.nodes - work.backtracks, ==, 25);
        }
      else
        {
          g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_EXHAUSTED);
          /* exhausted from one start: every square entered was left but it */
          g_assert_cmpuint (work.nodes - work.backtracks, ==, 1);
        }
      g_assert_cmpuint (work.nodes, ==, kn_tour_nodes (t));
      kn_tour_free (exact);
      kn_tour_free (t);
    }
  g_assert_cmpint (decided, ==, n);
  kn_board_free (b);
}

/* Small blocked boards, with and without a start, open and closed: the
 * same answer as the default wherever both decide. */
static void
test_backtracking_blocked (void)
{
  guint64 rng = 2323;
  int rounds = tu_rounds (300, 30), compared = 0;

  for (int r = 0; r < rounds; r++)
    {
      int32_t w = 3 + (int32_t) tu_below (&rng, 3), h = 3 + (int32_t) tu_below (&rng, 3);
      kn_square s = tu_random_square (&rng, w, h);
      gboolean closed = r % 4 == 0, given = r % 3 != 0;
      kn_board *b = tu_random_board (&rng, w, h, 15, &s, 1);
      kn_tour *exact = solve (b, KN_TOUR_ALGO_WARNSDORFF, given ? &s : NULL, closed, 0);
      kn_tour *t = solve (b, KN_TOUR_ALGO_BACKTRACKING, given ? &s : NULL, closed, 2000000);

      if (kn_tour_get_outcome (t) != KN_TOUR_GAVE_UP &&
          kn_tour_get_outcome (exact) != KN_TOUR_GAVE_UP)
        {
          compared++;
          g_assert_cmpint (kn_tour_get_outcome (t), ==, kn_tour_get_outcome (exact));
        }
      if (kn_tour_get_outcome (t) == KN_TOUR_FOUND)
        {
          size_t n = 0;
          const kn_cell *cells = kn_tour_cells (t, &n);

          assert_tour (b, t, given ? s : sq_of (b, cells[0]), closed);
        }
      kn_tour_free (exact);
      kn_tour_free (t);
      kn_board_free (b);
    }
  g_assert_cmpint (compared, >, rounds / 2);
}

/* The budget: past it, gave up (nothing proven), having counted it. */
static void
test_backtracking_budget (void)
{
  kn_board *b = NULL;
  kn_square a1 = { 0, 0 };
  kn_tour *t;
  kn_tour_work work;

  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  t = solve (b, KN_TOUR_ALGO_BACKTRACKING, &a1, FALSE, 5000);
  kn_tour_get_work (t, &work);
  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_GAVE_UP);
  g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_GAVE_UP);
  g_assert_cmpuint (kn_tour_nodes (t), ==, 5001);
  g_assert_cmpuint (work.backtracks, >, 0);
  g_assert_cmpuint (work.backtracks, <, work.nodes);
  kn_tour_free (t);
  kn_board_free (b);
}

/* ------------------------------------------------------ the construction */

/* The blocks cover the board once each, and every join's moves are moves
 * of the tour: consecutive squares (or its first and last, closing). */
static void
assert_blocks (const kn_board *b, const kn_tour *t)
{
  size_t nb = 0, nj = 0, n = 0;
  const kn_tour_block *blocks = kn_tour_blocks (t, &nb);
  const kn_tour_join *joins = kn_tour_joins (t, &nj);
  const kn_cell *cells = kn_tour_cells (t, &n);
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  g_autofree guint8 *cover = g_new0 (guint8, (gsize) w * h);
  g_autofree guint32 *order = g_new (guint32, (gsize) w * h);

  g_assert_nonnull (blocks);
  g_assert_cmpuint (nb, >, 0);
  for (size_t i = 0; i < nb; i++)
    {
      g_assert_cmpint (blocks[i].width, >=, 5);
      g_assert_cmpint (blocks[i].height, >=, 5);
      g_assert_cmpint (blocks[i].x, >=, 0);
      g_assert_cmpint (blocks[i].y, >=, 0);
      g_assert_cmpint (blocks[i].x + blocks[i].width, <=, w);
      g_assert_cmpint (blocks[i].y + blocks[i].height, <=, h);
      for (int32_t y = blocks[i].y; y < blocks[i].y + blocks[i].height; y++)
        for (int32_t x = blocks[i].x; x < blocks[i].x + blocks[i].width; x++)
          {
            g_assert_cmpint (cover[(gsize) y * w + x], ==, 0);
            cover[(gsize) y * w + x] = 1;
          }
    }
  for (gsize c = 0; c < (gsize) w * h; c++)
    g_assert_cmpint (cover[c], ==, 1);
  for (size_t i = 0; i < n; i++)
    order[cells[i]] = (guint32) i;
  /* a spanning tree of the blocks: one join fewer than blocks */
  g_assert_cmpuint (nj, ==, nb - 1);
  for (size_t i = 0; i < nj; i++)
    {
      const kn_tour_join *j = &joins[i];

      g_assert_cmpuint (j->block_a, <, nb);
      g_assert_cmpuint (j->block_b, <, nb);
      g_assert_cmpuint (j->block_a, !=, j->block_b);
      g_assert_true (j->n_moves == 1 || j->n_moves == 2);
      for (guint m = 0; m < j->n_moves; m++)
        {
          kn_square p = j->move[m][0], q = j->move[m][1];
          const kn_tour_block *ba = &blocks[j->block_a], *bb = &blocks[j->block_b];
          guint32 op, oq;

          g_assert_true (knight_move (p, q));
          g_assert_true (p.x >= ba->x && p.x < ba->x + ba->width && p.y >= ba->y &&
                         p.y < ba->y + ba->height);
          g_assert_true (q.x >= bb->x && q.x < bb->x + bb->width && q.y >= bb->y &&
                         q.y < bb->y + bb->height);
          op = order[kn_board_cell (b, p)];
          oq = order[kn_board_cell (b, q)];
          g_assert_true (op + 1 == oq || oq + 1 == op ||
                         (MIN (op, oq) == 0 && MAX (op, oq) == n - 1));
        }
    }
}

static void
test_construction_blocks (void)
{
  static const struct {
    int32_t w, h;
    gboolean closed, has_end;
    kn_square start, end;
  } cases[] = {
    { 5, 5, FALSE, FALSE, { 0, 0 }, { 0, 0 } },
    { 6, 6, TRUE, FALSE, { 0, 0 }, { 0, 0 } },
    { 8, 8, FALSE, FALSE, { 3, 4 }, { 0, 0 } },
    { 9, 9, FALSE, FALSE, { 4, 4 }, { 0, 0 } },
    { 12, 7, TRUE, FALSE, { 0, 0 }, { 0, 0 } },
    { 13, 11, FALSE, FALSE, { 2, 2 }, { 0, 0 } },
    { 20, 20, FALSE, TRUE, { 0, 0 }, { 1, 0 } },
    { 30, 17, FALSE, TRUE, { 29, 16 }, { 3, 3 } },
    { 50, 50, TRUE, FALSE, { 0, 0 }, { 0, 0 } },
    { 51, 49, FALSE, FALSE, { 10, 10 }, { 0, 0 } },
    { 200, 200, TRUE, FALSE, { 0, 0 }, { 0, 0 } },
    { 200, 199, FALSE, FALSE, { 7, 9 }, { 0, 0 } },
  };
  size_t n = (size_t) tu_rounds (G_N_ELEMENTS (cases), 8);

  for (size_t i = 0; i < n; i++)
    {
      kn_board *b = NULL;
      kn_tour_options o;
      kn_tour *t = NULL;
      kn_tour_work work;

      g_assert_cmpint (kn_board_new (cases[i].w, cases[i].h, &b), ==, KN_OK);
      kn_tour_options_init (&o);
      o.algorithm = KN_TOUR_ALGO_CONSTRUCTION;
      o.closed = cases[i].closed;
      o.has_start = TRUE;
      o.start = cases[i].start;
      o.has_end = cases[i].has_end;
      o.end = cases[i].end;
      g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_OK);
      g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_FOUND);
      g_assert_cmpint (kn_tour_get_method (t), ==,
                       cases[i].has_end ? KN_TOUR_METHOD_CORRIDOR : KN_TOUR_METHOD_BLOCKS);
      assert_tour (b, t, cases[i].start, cases[i].closed);
      if (cases[i].has_end)
        {
          size_t len = 0;
          const kn_cell *cells = kn_tour_cells (t, &len);

          g_assert_true (tu_same (sq_of (b, cells[len - 1]), cases[i].end));
        }
      assert_blocks (b, t);
      kn_tour_get_work (t, &work);
      g_assert_cmpuint (work.backtracks, ==, KN_TOUR_WORK_NONE);
      g_assert_cmpuint (work.expanded, ==, kn_board_squares (b));
      g_assert_cmpuint (work.memory, >=, 5 * kn_board_squares (b));
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* Where it does not apply: gave up with the reason, never a crash; where
 * the theorems rule a tour out: "none", proven. */
static void
test_construction_unfit (void)
{
  static const struct {
    int32_t w, h;
    kn_leaper leaper;
    gboolean block, closed, has_end;
    kn_tour_unfit unfit;
  } cases[] = {
    { 4, 8, { 1, 2 }, FALSE, FALSE, FALSE, KN_UNFIT_SMALL },
    { 10, 10, { 1, 2 }, TRUE, FALSE, FALSE, KN_UNFIT_BLOCKED },
    { 10, 10, { 1, 3 }, FALSE, FALSE, FALSE, KN_UNFIT_LEAPER },
    { 9, 9, { 1, 2 }, FALSE, FALSE, TRUE, KN_UNFIT_ODD_END },
    { 9, 9, { 1, 2 }, FALSE, TRUE, FALSE, KN_UNFIT_NONE }, /* closed odd: none */
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_board *b = NULL;
      kn_tour_options o;
      kn_tour *t = NULL;

      g_assert_cmpint (kn_board_new (cases[i].w, cases[i].h, &b), ==, KN_OK);
      if (cases[i].block)
        kn_board_set_blocked (b, (kn_square) { 5, 5 }, TRUE);
      kn_tour_options_init (&o);
      o.algorithm = KN_TOUR_ALGO_CONSTRUCTION;
      o.leaper = cases[i].leaper;
      o.closed = cases[i].closed;
      o.has_start = TRUE;
      o.start = (kn_square) { 0, 0 };
      o.has_end = cases[i].has_end;
      o.end = (kn_square) { 2, 2 };
      g_assert_cmpint (kn_tour_solve (b, &o, NULL, &t), ==, KN_OK);
      g_assert_null (kn_tour_blocks (t, NULL));
      if (cases[i].unfit == KN_UNFIT_NONE)
        {
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_NONE);
          g_assert_cmpint (kn_tour_reason_rule (t), ==, KN_RULE_CLOSED_ODD);
        }
      else
        {
          g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_GAVE_UP);
          g_assert_cmpint (kn_tour_reason (t), ==, KN_REASON_NOT_APPLICABLE);
          g_assert_cmpint (kn_tour_reason_unfit (t), ==, cases[i].unfit);
        }
      kn_tour_free (t);
      kn_board_free (b);
    }
}

/* The default keeps no blocks, and its work adds up too. */
static void
test_default_work (void)
{
  kn_board *b = NULL;
  kn_square a1 = { 0, 0 };
  kn_tour *t;
  kn_tour_work work;

  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  t = solve (b, KN_TOUR_ALGO_WARNSDORFF, &a1, FALSE, 0);
  kn_tour_get_work (t, &work);
  g_assert_cmpint (kn_tour_get_outcome (t), ==, KN_TOUR_FOUND);
  g_assert_cmpuint (work.nodes, ==, kn_tour_nodes (t));
  g_assert_cmpuint (work.nodes - work.backtracks, >=, 64);
  g_assert_cmpuint (work.expanded, >=, 63);
  g_assert_null (kn_tour_blocks (t, NULL));
  kn_tour_free (t);
  kn_board_free (b);
}

/* The limits: each algorithm asks the cancel callback before its first
 * node and then at least every KN_CANCEL_POLL_NODES nodes, and stops when
 * it says so. */
typedef struct
{
  guint64 calls;
  guint64 stop_at; /* 0: never */
} Cancel;

static int
cancel_cb (void *data)
{
  Cancel *c = data;

  c->calls++;
  return c->stop_at != 0 && c->calls >= c->stop_at;
}

static void
test_cancel (void)
{
  static const kn_tour_algorithm algorithms[] = {
    KN_TOUR_ALGO_WARNSDORFF_PLAIN, KN_TOUR_ALGO_BACKTRACKING, KN_TOUR_ALGO_CONSTRUCTION,
  };
  kn_board *b = NULL;
  kn_square a1 = { 0, 0 };

  g_assert_cmpint (kn_board_new (40, 40, &b), ==, KN_OK);
  for (guint i = 0; i < G_N_ELEMENTS (algorithms); i++)
    {
      kn_tour_options o;
      kn_tour *t = NULL;
      Cancel stop = { 0, 1 }, count = { 0, 0 };
      kn_limits lim = { 100000, cancel_cb, &stop };

      kn_tour_options_init (&o);
      o.algorithm = algorithms[i];
      o.has_start = TRUE;
      o.start = a1;
      g_assert_cmpint (kn_tour_solve (b, &o, &lim, &t), ==, KN_ERR_CANCELLED);
      g_assert_null (t);
      g_assert_cmpuint (stop.calls, ==, 1);
      lim.cancel_data = &count;
      g_assert_cmpint (kn_tour_solve (b, &o, &lim, &t), ==, KN_OK);
      g_assert_cmpuint (count.calls, >=, 1);
      g_assert_cmpuint (kn_tour_nodes (t), <=, count.calls * KN_CANCEL_POLL_NODES);
      kn_tour_free (t);
    }
  kn_board_free (b);
}

/* ------------------------------------------------------ explanations */

static KlSolution *
solve_puzzle (int w, int h, const char *from, KlAlgorithm algorithm, gboolean closed)
{
  kn_board *b = NULL;
  KlSolveOptions o;
  KlPieces pieces = { -1, -1, -1, NULL, 0 };
  KlSolution *sol;
  kn_square s = tu_square (from, w, h);

  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  pieces.start = s.y * w + s.x;
  kl_solve_options_init (&o);
  o.mode = KL_MODE_TOUR;
  o.algorithm = algorithm;
  o.closed = closed;
  o.node_budget = KN_TOUR_DEFAULT_BUDGET;
  o.trace_budget = 100000;
  o.flags = KL_SOLVE_EXPLAIN | KL_SOLVE_EXPLAIN_SEARCH;
  sol = kl_solve_board (b, &pieces, &o, NULL, NULL);
  g_assert_nonnull (sol);
  g_assert_cmpint (sol->algorithm, ==, algorithm);
  kn_board_free (b);
  return sol;
}

static gboolean
any_step_says (KlExplain *ex, const char *words)
{
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr (KlExplainStep) s = kl_explain_get_step (ex, i);

      if (strstr (s->text, words) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_explain_plain (void)
{
  KlSolution *sol = solve_puzzle (4, 4, "a1", KL_ALGORITHM_WARNSDORFF_PLAIN, FALSE);
  KlExplain *ex = sol->search_explain;
  guint n = kl_explain_get_n_steps (ex), lines = kl_explain_get_pseudocode_length (ex);
  g_autoptr (KlExplainStep) last = kl_explain_get_step (ex, n - 1);
  g_autofree char *at = NULL;
  KlPractice *p;
  gboolean asked = FALSE;

  g_assert_cmpint (sol->outcome, ==, KL_OUTCOME_GAVE_UP);
  g_assert_cmpint (sol->reason->kind, ==, KN_REASON_STUCK);
  g_assert_cmpint (sol->work.length, ==, -1);
  g_assert_cmpuint (sol->work.backtracks, ==, KL_SOLVE_STAT_NONE);
  g_assert_cmpuint (sol->work.nodes, ==, n); /* a step a square, never a step back */
  g_assert_nonnull (strstr (kl_explain_get_title (ex), "plain Warnsdorff"));
  g_assert_cmpuint (lines, ==, 6);
  /* the last step is on the stuck line, and names the square */
  g_assert_cmpuint (last->line, ==, 4);
  at = g_strdup_printf ("Stuck on %c%d", 'a' + sol->reason->stuck % 4, 1 + sol->reason->stuck / 4);
  g_assert_nonnull (strstr (last->text, at));
  g_assert_cmpuint (sol->reason->unvisited_cells->len, ==, sol->reason->unvisited);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (kl_explain_get_step_kind (ex, i), !=, KL_STEP_BACKTRACK);
  g_assert_false (any_step_says (ex, "backs up from"));

  /* practice: "which square does Warnsdorff's rule take?" on its walk */
  p = kl_practice_new (sol, TRUE);
  g_assert_nonnull (p);
  for (guint i = 0; i < kl_practice_get_n_questions (p); i++)
    {
      const KlQuestion *q = kl_practice_get_question (p, i);

      if (q->ask == KL_ASK_WARNSDORFF)
        {
          g_autoptr (KlExplainStep) s = kl_explain_get_step (ex, q->frame);
          KlVerdict *v;

          /* the square the walk took is a right answer */
          v = kl_question_grade_squares (q, &s->square, 1);
          g_assert_true (v->right);
          kl_verdict_free (v);
          asked = TRUE;
        }
    }
  g_assert_true (asked);
  kl_practice_unref (p);
  kl_solution_unref (sol);
}

static void
test_explain_backtracking (void)
{
  KlSolution *sol = solve_puzzle (5, 5, "a1", KL_ALGORITHM_BACKTRACKING, FALSE);
  KlExplain *ex = sol->search_explain;
  guint n = kl_explain_get_n_steps (ex);
  guint backs = 0;

  g_assert_cmpint (sol->outcome, ==, KL_OUTCOME_FOUND);
  g_assert_cmpint (sol->work.length, ==, 25);
  g_assert_cmpuint (sol->work.backtracks, ==, sol->work.nodes - 25);
  g_assert_nonnull (strstr (kl_explain_get_title (ex), "backtracking"));
  g_assert_cmpuint (kl_explain_get_pseudocode_length (ex), ==, 5);
  g_assert_false (any_step_says (ex, "Warnsdorff"));
  g_assert_false (any_step_says (sol->explain, "Warnsdorff"));
  g_assert_true (any_step_says (ex, "tries the next move in order"));
  for (guint i = 1; i < n; i++)
    {
      g_autoptr (KlExplainStep) s = kl_explain_get_step (ex, i);

      if (s->kind == KL_STEP_ENTER)
        g_assert_cmpuint (s->line, ==, s->depth == 25 ? 3 : 1);
      if (s->kind == KL_STEP_BACKTRACK)
        {
          g_assert_cmpuint (s->line, ==, 2);
          backs++;
        }
    }
  g_assert_cmpuint (backs, ==, sol->work.backtracks);
  /* the stack strip, and the jumps to the backing up */
  {
    g_autoptr (GArray) stack = kl_explain_get_stack (ex, n - 1);

    g_assert_nonnull (stack);
    g_assert_cmpuint (stack->len, ==, 25);
  }
  g_assert_cmpint (kl_explain_jump (ex, 0, TRUE, KL_JUMP_BACKTRACK), >, 0);
  kl_solution_unref (sol);
}

static void
test_explain_construction (void)
{
  static const int sizes[] = { 12, 30, 200 };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      int w = sizes[k];
      KlSolution *sol = solve_puzzle (w, w, "a1", KL_ALGORITHM_CONSTRUCTION, FALSE);
      KlExplain *ex = sol->search_explain;
      size_t nb = 0, nj = 0;
      guint blocks = 0, joins = 0, i = 0, block_steps = 0;

      kn_tour_blocks (sol->tour, &nb);
      kn_tour_joins (sol->tour, &nj);
      g_assert_cmpint (sol->outcome, ==, KL_OUTCOME_FOUND);
      g_assert_cmpint (sol->work.length, ==, (gint64) w * w);
      g_assert_cmpuint (sol->work.backtracks, ==, KL_SOLVE_STAT_NONE);
      g_assert_nonnull (strstr (kl_explain_get_title (ex), "construction"));
      /* the blocks, in order, each once; then the joins; then the walk */
      for (; i < kl_explain_get_n_steps (ex); i++)
        {
          g_autoptr (KlExplainStep) s = kl_explain_get_step (ex, i);

          if (s->kind == KL_STEP_BLOCK)
            {
              g_assert_cmpuint (joins, ==, 0);
              g_assert_cmpuint (s->first_item, ==, blocks);
              g_assert_cmpuint (s->blocks->len, ==, s->n_items);
              blocks += s->n_items;
              block_steps++;
              g_assert_cmpuint (s->line, <=, 1);
            }
          else if (s->kind == KL_STEP_JOIN)
            {
              g_assert_cmpuint (s->first_item, ==, joins);
              g_assert_cmpuint (s->line, ==, 2);
              g_assert_cmpuint (s->joins->len, >=, s->n_items);
              for (guint j = 0; j < s->joins->len; j++)
                {
                  const KlExplainJoin *m = &g_array_index (s->joins, KlExplainJoin, j);

                  g_assert_true (knight_move ((kn_square) { m->from % w, m->from / w },
                                              (kn_square) { m->to % w, m->to / w }));
                }
              joins += s->n_items;
            }
          else
            break;
        }
      g_assert_cmpuint (blocks, ==, nb);
      g_assert_cmpuint (joins, ==, nj);
      g_assert_cmpuint (block_steps, <=, 24); /* folded on big boards */
      /* then the route, from the start */
      {
        g_autoptr (KlExplainStep) s = kl_explain_get_step (ex, i);

        g_assert_cmpint (s->square, ==, 0);
        g_assert_cmpuint (s->line, ==, 3);
      }
      g_assert_cmpint (kl_explain_jump (ex, 0, TRUE, KL_JUMP_LAYER), ==, 1);
      kl_solution_unref (sol);
    }
}

/* ------------------------------------------------------ knight-solve */

static JsonObject *
run_json (Run *r, JsonNode **root, const char *const *args, int status)
{
  *r = run_cli (args, NULL, -1);
  g_assert_cmpint (r->status, ==, status);
  *root = parse_json (r->out);
  return json_node_get_object (*root);
}

static void
test_cli (void)
{
  Run r;
  JsonNode *root;
  JsonObject *o, *work;

  {
    const char *args[] = { "tour", "--size", "4x4", "--from", "a1", "-a", "warnsdorff-plain",
                           "--json", NULL };
    o = run_json (&r, &root, args, 3);
    g_assert_cmpstr (json_object_get_string_member (o, "algorithm"), ==, "warnsdorff-plain");
    g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "stuck");
    work = json_object_get_object_member (o, "work");
    g_assert_true (json_object_get_null_member (work, "backtracks"));
    g_assert_true (json_object_get_null_member (work, "length"));
    g_assert_cmpint (json_object_get_int_member (work, "nodes"), >, 0);
    json_node_unref (root);
    run_clear (&r);
  }
  {
    const char *args[] = { "tour", "--size", "30x20", "-a", "construction", "--json", NULL };
    o = run_json (&r, &root, args, 0);
    g_assert_cmpstr (json_object_get_string_member (o, "algorithm"), ==, "construction");
    work = json_object_get_object_member (o, "work");
    g_assert_cmpint (json_object_get_int_member (work, "length"), ==, 600);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "squares")), ==,
                      600);
    json_node_unref (root);
    run_clear (&r);
  }
  {
    const char *args[] = { "tour", "--size", "4x4", "-a", "construction", "--json", NULL };
    o = run_json (&r, &root, args, 3);
    g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, "not-applicable");
    json_node_unref (root);
    run_clear (&r);
  }
  {
    /* the default's work is filled too */
    const char *args[] = { "tour", "--size", "8x8", "--from", "a1", "--json", NULL };
    o = run_json (&r, &root, args, 0);
    g_assert_cmpstr (json_object_get_string_member (o, "algorithm"), ==, "warnsdorff");
    work = json_object_get_object_member (o, "work");
    g_assert_cmpint (json_object_get_int_member (work, "length"), ==, 64);
    g_assert_cmpint (json_object_get_int_member (work, "backtracks"), >=, 0);
    json_node_unref (root);
    run_clear (&r);
  }
  {
    const char *args[] = { "tour", "--size", "5x5", "--from", "a1", "-a", "backtracking",
                           "--explain", "--search", "--steps", "40", NULL };
    r = run_cli (args, NULL, -1);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "plain backtracking"));
    g_assert_nonnull (strstr (r.out, "tries the next move in order"));
    g_assert_null (strstr (r.out, "Warnsdorff"));
    run_clear (&r);
  }
  {
    const char *args[] = { "tour", "--size", "12x12", "-a", "construction", "--explain",
                           "--json", "--steps", "10", NULL };
    o = run_json (&r, &root, args, 0);
    JsonObject *e = json_object_get_object_member (o, "explanation");
    JsonArray *steps = json_object_get_array_member (e, "steps");
    JsonObject *s0 = json_array_get_object_element (steps, 0);

    g_assert_cmpstr (json_object_get_string_member (e, "algorithm"), ==, "construction");
    g_assert_cmpint (json_object_get_int_member (e, "blocks"), ==, 4);
    g_assert_cmpstr (json_object_get_string_member (s0, "kind"), ==, "block");
    g_assert_cmpint (json_array_get_length (json_object_get_array_member (s0, "blocks")), ==, 1);
    json_node_unref (root);
    run_clear (&r);
  }
  {
    const char *args[] = { "tour", "-a", "bogus", NULL };
    r = run_cli (args, NULL, -1);
    g_assert_cmpint (r.status, ==, 2);
    run_clear (&r);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tour-algorithms/plain/failures-real", test_plain_failures_real);
  g_test_add_func ("/tour-algorithms/plain/closed", test_plain_closed);
  g_test_add_func ("/tour-algorithms/backtracking/agrees", test_backtracking_agrees);
  g_test_add_func ("/tour-algorithms/backtracking/blocked", test_backtracking_blocked);
  g_test_add_func ("/tour-algorithms/backtracking/budget", test_backtracking_budget);
  g_test_add_func ("/tour-algorithms/construction/blocks", test_construction_blocks);
  g_test_add_func ("/tour-algorithms/construction/unfit", test_construction_unfit);
  g_test_add_func ("/tour-algorithms/default/work", test_default_work);
  g_test_add_func ("/tour-algorithms/cancel", test_cancel);
  g_test_add_func ("/tour-algorithms/explain/plain", test_explain_plain);
  g_test_add_func ("/tour-algorithms/explain/backtracking", test_explain_backtracking);
  g_test_add_func ("/tour-algorithms/explain/construction", test_explain_construction);
  g_test_add_func ("/tour-algorithms/cli", test_cli);
  return g_test_run ();
}
