/* test-search.c - the shortest-path searches side by side (kn_search_path)
 * against an independent BFS written here, on random boards; their
 * counters, traces and explanations. */

#include <string.h>

#include "kl-explain.h"
#include "kl-practice.h"
#include "kl-reason.h"
#include "kl-solution.h"
#include "knight.h"
#include "test-util.h"

/* An independent BFS: distances from `from` (-1 unreached), with a plain
 * FIFO over (x, y) pairs and a fresh neighbour loop. */
static int32_t *
ref_bfs (const kn_board *board, kn_leaper l, kn_square from)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  int32_t *d = g_new (int32_t, (gsize) w * h);
  kn_square *q = g_new (kn_square, (gsize) w * h);
  const int dx[8] = { l.m, l.m, -l.m, -l.m, l.n, l.n, -l.n, -l.n };
  const int dy[8] = { l.n, -l.n, l.n, -l.n, l.m, -l.m, l.m, -l.m };
  gsize head = 0, tail = 0;

  for (gsize i = 0; i < (gsize) w * h; i++)
    d[i] = -1;
  d[from.y * w + from.x] = 0;
  q[tail++] = from;
  while (head < tail)
    {
      kn_square s = q[head++];

      for (int k = 0; k < 8; k++)
        {
          kn_square n = { s.x + dx[k], s.y + dy[k] };

          if (kn_board_is_free (board, n) && d[n.y * w + n.x] < 0)
            {
              d[n.y * w + n.x] = d[s.y * w + s.x] + 1;
              q[tail++] = n;
            }
        }
    }
  g_free (q);
  return d;
}

/* A route is legal: right ends, free squares, leaper moves. */
static void
assert_route (const kn_board *board, kn_leaper l, const kn_path *p, kn_square from, kn_square to)
{
  gsize n = kn_path_length (p);

  g_assert_cmpuint (n, >=, 1);
  g_assert_true (tu_same (kn_path_square (p, 0), from));
  g_assert_true (tu_same (kn_path_square (p, n - 1), to));
  for (gsize i = 0; i < n; i++)
    {
      g_assert_true (kn_board_is_free (board, kn_path_square (p, i)));
      g_assert_cmpint (kn_path_move (p, i), ==, i ? KN_MOVE_LEAP : KN_MOVE_START);
      if (i > 0)
        g_assert_true (tu_is_leap (l, kn_path_square (p, i - 1), kn_path_square (p, i)));
    }
}

static const kn_leaper leapers[] = { { 1, 2 }, { 1, 2 }, { 1, 2 }, { 1, 3 }, { 0, 1 }, { 2, 2 } };

/* Every algorithm on one random board, against the reference BFS. */
static void
check_board (guint64 *rng)
{
  int32_t w = 1 + (int32_t) tu_below (rng, 12), h = 1 + (int32_t) tu_below (rng, 12);
  kn_leaper l = leapers[tu_below (rng, G_N_ELEMENTS (leapers))];
  kn_square ends[2] = { tu_random_square (rng, w, h), tu_random_square (rng, w, h) };
  kn_board *board = tu_random_board (rng, w, h, (int) tu_below (rng, 45), ends, 2);
  g_autofree int32_t *d = ref_bfs (board, l, ends[0]);
  g_autofree int32_t *back = ref_bfs (board, l, ends[1]);
  int32_t want = d[ends[1].y * w + ends[1].x];
  guint64 nfree = kn_board_squares (board) - kn_board_blocked_count (board);
  guint64 below = 0, bfs_expanded = 0;

  /* BFS expands every square closer than the target (all it reaches
   * when the target is out of reach) */
  for (gsize i = 0; i < (gsize) w * h; i++)
    if (d[i] >= 0 && (want < 0 || d[i] < want))
      below++;

  for (int a = 0; a < KN_N_SEARCHES; a++)
    {
      kn_search *s = NULL;
      kn_search_stats st;
      size_t n_trace = 0;
      bool truncated = TRUE;
      const kn_search_event *trace;
      guint64 expands = 0, generates = 0, backs = 0;

      g_assert_cmpint (kn_search_path (board, l, ends[0], ends[1], a, 1 << 20, NULL, &s), ==,
                       KN_OK);
      kn_search_get_stats (s, &st);
      trace = kn_search_trace (s, &n_trace, &truncated);
      g_assert_false (truncated);
      /* "none" exactly when BFS finds none */
      g_assert_cmpint (kn_search_moves (s) < 0, ==, want < 0);
      if (want >= 0)
        {
          const kn_path *p = kn_search_route (s);

          g_assert_nonnull (p);
          assert_route (board, l, p, ends[0], ends[1]);
          g_assert_cmpint (kn_search_moves (s), ==, (gint64) kn_path_length (p) - 1);
          if (a != KN_SEARCH_DFS && a != KN_SEARCH_GREEDY)
            g_assert_cmpint (kn_search_moves (s), ==, want);
          else
            g_assert_cmpint (kn_search_moves (s), >=, want);
        }
      else
        g_assert_null (kn_search_route (s));

      /* the counters against the trace and the board */
      for (size_t i = 0; i < n_trace; i++)
        {
          const kn_search_event *e = &trace[i];

          g_assert_cmpuint (e->cell, <, (guint64) w * h);
          g_assert_true (kn_board_is_free (board, kn_board_square (board, e->cell)));
          if (e->parent != KN_NO_CELL && e->kind != KN_SEARCH_BACKTRACK)
            g_assert_true (tu_is_leap (l, kn_board_square (board, e->parent),
                                       kn_board_square (board, e->cell)));
          expands += e->kind == KN_SEARCH_EXPAND;
          generates += e->kind == KN_SEARCH_GENERATE;
          backs += e->kind == KN_SEARCH_BACKTRACK;
          /* a distance along the tree is never below the true one */
          if (e->kind == KN_SEARCH_EXPAND || e->kind == KN_SEARCH_GENERATE)
            g_assert_cmpint (e->g, >=, (e->side ? back : d)[e->cell]);
          if (a == KN_SEARCH_ASTAR && e->kind == KN_SEARCH_EXPAND)
            {
              /* consistent bound: expanded by a shortest way, never past the target */
              g_assert_cmpint (e->g, ==, d[e->cell]);
              if (back[e->cell] >= 0)
                g_assert_cmpint (e->h, <=, back[e->cell]);
            }
        }
      g_assert_cmpuint (st.backtracks, ==, backs);
      g_assert_cmpuint (st.expanded, <=, st.generated);
      g_assert_cmpuint (st.memory, >, 0);
      if (a == KN_SEARCH_DFS || a == KN_SEARCH_IDDFS)
        {
          g_assert_cmpuint (st.generated, ==, expands);
          /* a square is pushed as often as it is popped, but for the route left */
          g_assert_cmpuint (backs, ==, expands - (want >= 0 ? (guint64) kn_search_moves (s) + 1
                                                            : 0));
        }
      else
        {
          g_assert_cmpuint (st.expanded, ==, expands);
          g_assert_cmpuint (st.generated, ==, generates);
          g_assert_cmpuint (st.backtracks, ==, 0);
        }
      if (a != KN_SEARCH_IDDFS)
        {
          g_assert_cmpuint (st.expanded, <=, nfree);
          g_assert_cmpuint (st.iterations, ==, 1);
        }
      else if (want >= 0)
        /* limits 0..distance */
        g_assert_cmpuint (st.iterations, ==, (guint) want + 1);

      if (a == KN_SEARCH_BFS)
        {
          g_assert_cmpuint (st.expanded, ==, below);
          bfs_expanded = st.expanded;
        }
      if (a == KN_SEARCH_ASTAR)
        g_assert_cmpuint (st.expanded, <=, bfs_expanded);
      if (a == KN_SEARCH_BIDIRECTIONAL)
        {
          kn_square meet;
          int32_t from_start = -1, from_target = -1;
          gboolean met = kn_search_meeting (s, &meet, &from_start, &from_target);

          g_assert_cmpint (met, ==, want >= 0);
          if (met)
            {
              /* the meeting square splits a shortest route */
              g_assert_cmpint (from_start, ==, d[meet.y * w + meet.x]);
              g_assert_cmpint (from_target, ==, back[meet.y * w + meet.x]);
              g_assert_cmpint (from_start + from_target, ==, want);
              g_assert_true (tu_same (kn_path_square (kn_search_route (s), from_start), meet));
            }
        }
      kn_search_free (s);
    }
  kn_board_free (board);
}

static void
test_random (void)
{
  guint64 rng = 23;
  int rounds = tu_rounds (10000, 500);

  for (int i = 0; i < rounds; i++)
    check_board (&rng);
}

/* The bound A* and greedy read: the empty board's exact knight distance. */
static void
test_bound (void)
{
  guint64 rng = 7;

  for (int i = 0; i < tu_rounds (300, 30); i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 9), h = 1 + (int32_t) tu_below (&rng, 9);
      kn_square a = tu_random_square (&rng, w, h), b = tu_random_square (&rng, w, h);
      kn_board *board = NULL;
      kn_search *s = NULL;
      int64_t exact = -2;

      g_assert_cmpint (kn_board_new (w, h, &board), ==, KN_OK);
      g_assert_cmpint (kn_search_path (board, KN_KNIGHT, a, b, KN_SEARCH_ASTAR, 0, NULL, &s), ==,
                       KN_OK);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            g_assert_cmpint (kn_knight_distance (w, h, (kn_square) { x, y }, b, &exact), ==, KN_OK);
            g_assert_cmpint (kn_search_bound (s, (kn_square) { x, y }), ==, exact);
          }
      /* on the empty board A* walks straight down the bound */
      if (kn_search_moves (s) >= 0)
        {
          kn_search_stats st;

          kn_search_get_stats (s, &st);
          g_assert_cmpuint (st.expanded, ==, (guint64) kn_search_moves (s));
        }
      kn_search_free (s);
      kn_board_free (board);
    }
}

/* Bad arguments say so and make nothing. */
static void
test_errors (void)
{
  kn_board *board = NULL;
  kn_search *s = (kn_search *) 1;

  g_assert_cmpint (kn_board_new (8, 8, &board), ==, KN_OK);
  kn_board_set_blocked (board, (kn_square) { 3, 3 }, TRUE);
  g_assert_cmpint (kn_search_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 3, 3 },
                                   KN_SEARCH_ASTAR, 0, NULL, &s), ==, KN_ERR_RANGE);
  g_assert_null (s);
  g_assert_cmpint (kn_search_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 9, 3 },
                                   KN_SEARCH_DFS, 0, NULL, &s), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_search_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 1, 2 },
                                   KN_N_SEARCHES, 0, NULL, &s), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_search_path (board, (kn_leaper) { 0, 0 }, (kn_square) { 0, 0 },
                                   (kn_square) { 1, 2 }, KN_SEARCH_BFS, 0, NULL, &s), ==,
                   KN_ERR_INVALID);
  kn_search_free (NULL);
  kn_board_free (board);
}

/* A budget stops every search with KN_ERR_BUDGET, and nothing is made. */
static void
test_budget (void)
{
  kn_board *board = NULL;
  kn_limits limits = { 5, NULL, NULL };

  g_assert_cmpint (kn_board_new (40, 40, &board), ==, KN_OK);
  for (int a = 0; a < KN_N_SEARCHES; a++)
    {
      kn_search *s = (kn_search *) 1;

      g_assert_cmpint (kn_search_path (board, KN_KNIGHT, (kn_square) { 0, 0 },
                                       (kn_square) { 39, 39 }, a, 100, &limits, &s), ==,
                       KN_ERR_BUDGET);
      g_assert_null (s);
    }
  kn_board_free (board);
}

static const KlAlgorithm path_algorithms[] = {
  KL_ALGORITHM_BFS, KL_ALGORITHM_BIDIRECTIONAL, KL_ALGORITHM_ASTAR,
  KL_ALGORITHM_GREEDY, KL_ALGORITHM_DFS, KL_ALGORITHM_IDDFS,
};

static kn_search_algorithm
search_of (KlAlgorithm a)
{
  switch (a)
    {
    case KL_ALGORITHM_BIDIRECTIONAL: return KN_SEARCH_BIDIRECTIONAL;
    case KL_ALGORITHM_ASTAR: return KN_SEARCH_ASTAR;
    case KL_ALGORITHM_GREEDY: return KN_SEARCH_GREEDY;
    case KL_ALGORITHM_DFS: return KN_SEARCH_DFS;
    case KL_ALGORITHM_IDDFS: return KN_SEARCH_IDDFS;
    default: return KN_SEARCH_BFS;
    }
}

static KlSolution *
solve (const kn_board *board, kn_leaper l, kn_square from, kn_square to, KlAlgorithm a)
{
  KlSolveOptions o;
  KlPieces pieces = { from.y * kn_board_width (board) + from.x,
                      to.y * kn_board_width (board) + to.x, -1, NULL, 0 };
  KlSolution *sol;

  kl_solve_options_init (&o);
  o.mode = KL_MODE_PATH;
  o.algorithm = a;
  o.leaper = l;
  o.flags = KL_SOLVE_EXPLAIN | KL_SOLVE_WORK;
  sol = kl_solve_board (board, &pieces, &o, NULL, NULL);
  g_assert_nonnull (sol);
  return sol;
}

static gboolean
has (GArray *cells, int cell)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* An explanation of a search but BFS against the search's own trace: its
 * steps replay the trace's events in order, each on its algorithm's own
 * pseudocode, and what each step shows holds together. */
static void
check_explanation (const kn_board *board, kn_leaper l, kn_square from, kn_square to,
                   const KlSolution *sol)
{
  KlExplain *ex = sol->explain;
  kn_search *s = NULL;
  size_t n_trace = 0;
  const kn_search_event *trace;
  guint n = kl_explain_get_n_steps (ex), plen = kl_explain_get_pseudocode_length (ex);
  guint next_event = 0;
  gint64 last_f = -1;

  g_assert_cmpint (kn_search_path (board, l, from, to, search_of (sol->algorithm), 1 << 20, NULL,
                                   &s), ==, KN_OK);
  trace = kn_search_trace (s, &n_trace, NULL);
  g_assert_cmpuint (n, ==, sol->n_frames + 1);
  g_assert_cmpuint (n, <=, KL_SEARCH_STEPS + 2);
  g_assert_cmpuint (plen, >, 0);
  /* its own pseudocode, not BFS's */
  g_assert_cmpstr (kl_explain_get_pseudocode_line (ex, 0), !=,
                   kl_explain_pseudocode_line (KL_MODE_PATH, 0));
  g_assert_cmpstr (kl_explain_get_title (ex), !=, "");
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, i);

      g_assert_cmpuint (step->index, ==, i);
      g_assert_cmpuint (step->line, <, plen);
      g_assert_nonnull (step->text);
      g_assert_cmpstr (step->text, !=, "");
      g_assert_cmpint (step->kind, ==, kl_explain_get_step_kind (ex, i));
      g_assert_cmpint (step->kind == KL_STEP_START, ==, i == 0);
      g_assert_cmpint (step->kind == KL_STEP_END, ==, i == n - 1);
      /* the open set and the closed set never share a square */
      if (sol->algorithm != KL_ALGORITHM_DFS && sol->algorithm != KL_ALGORITHM_IDDFS)
        for (guint j = 0; j < step->frontier->len; j++)
          g_assert_false (has (step->closed, g_array_index (step->frontier, int, j)));
      g_assert_cmpuint (step->parents->len, ==, step->frontier->len);
      /* the squares expanded, step after step, are the trace's in order */
      for (guint j = 0; j < step->expanded->len; j++)
        {
          while (next_event < n_trace && trace[next_event].kind != KN_SEARCH_EXPAND)
            next_event++;
          g_assert_cmpuint (next_event, <, n_trace);
          g_assert_cmpint (g_array_index (step->expanded, int, j), ==,
                           (int) trace[next_event].cell);
          next_event++;
        }
      /* A*'s f never falls: its bound is consistent */
      if (sol->algorithm == KL_ALGORITHM_ASTAR && step->kind == KL_STEP_EXPAND)
        {
          g_assert_cmpint (step->g + step->h, >=, last_f);
          last_f = step->g + step->h;
          if (kl_explain_get_fold (ex) == 1)
            g_assert_cmpint (step->layer, ==, step->g + step->h);
        }
      if (sol->algorithm == KL_ALGORITHM_BIDIRECTIONAL && i == n - 1 && sol->moves >= 0)
        g_assert_cmpint (step->meet, >=, 0);
    }
  /* every expansion shown */
  while (next_event < n_trace && trace[next_event].kind != KN_SEARCH_EXPAND)
    next_event++;
  g_assert_cmpuint (next_event, ==, n_trace);
  /* the jumps move forward and stay in range */
  for (int i = 0; i >= 0;)
    {
      int j = kl_explain_jump (ex, (guint) i, TRUE, KL_JUMP_LAYER);

      g_assert_true (j < 0 || (j > i && (guint) j < n));
      i = j;
    }
  kn_search_free (s);
}

/* The pipeline: every algorithm of the path mode on random boards, its
 * work counted, its explanation whole, "none" with BFS's own reason. */
static void
test_solutions (void)
{
  guint64 rng = 99;

  for (int round = 0; round < tu_rounds (400, 40); round++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 9), h = 1 + (int32_t) tu_below (&rng, 9);
      kn_leaper l = leapers[tu_below (&rng, G_N_ELEMENTS (leapers))];
      kn_square ends[2] = { tu_random_square (&rng, w, h), tu_random_square (&rng, w, h) };
      kn_board *board = tu_random_board (&rng, w, h, (int) tu_below (&rng, 40), ends, 2);
      g_autofree int32_t *d = ref_bfs (board, l, ends[0]);
      int32_t want = d[ends[1].y * w + ends[1].x];
      g_autofree char *bfs_reason = NULL;

      for (guint a = 0; a < G_N_ELEMENTS (path_algorithms); a++)
        {
          g_autoptr(KlSolution) sol = solve (board, l, ends[0], ends[1], path_algorithms[a]);

          g_assert_cmpint (sol->status, ==, KN_OK);
          g_assert_cmpint (sol->algorithm, ==, path_algorithms[a]);
          g_assert_cmpint (sol->outcome, ==, want >= 0 ? KL_OUTCOME_FOUND : KL_OUTCOME_NONE);
          g_assert_cmpint (sol->work.length, ==, sol->moves);
          g_assert_cmpuint (sol->work.expanded, !=, KL_SOLVE_STAT_NONE);
          g_assert_cmpuint (sol->work.nodes, >=, sol->work.expanded);
          g_assert_cmpuint (sol->work.memory, >, 0);
          g_assert_cmpint (sol->work.elapsed_us, >, 0);
          g_assert_cmpint (sol->work.backtracks != KL_SOLVE_STAT_NONE, ==,
                           path_algorithms[a] == KL_ALGORITHM_DFS ||
                           path_algorithms[a] == KL_ALGORITHM_IDDFS);
          if (want >= 0 && path_algorithms[a] != KL_ALGORITHM_DFS &&
              path_algorithms[a] != KL_ALGORITHM_GREEDY)
            g_assert_cmpint (sol->moves, ==, want);
          if (want >= 0)
            assert_route (board, l, sol->route, ends[0], ends[1]);
          if (want < 0)
            {
              /* today's reason, whatever searched */
              g_autofree char *why = kl_reason_sentence (sol->reason);

              if (bfs_reason == NULL)
                bfs_reason = g_strdup (why);
              g_assert_cmpstr (why, ==, bfs_reason);
            }
          g_assert_nonnull (sol->explain);
          if (path_algorithms[a] != KL_ALGORITHM_BFS)
            check_explanation (board, l, ends[0], ends[1], sol);
        }
      kn_board_free (board);
    }
}

/* A big board folds the steps; every expansion is still shown in order. */
static void
test_folding (void)
{
  kn_board *board = NULL;
  const KlAlgorithm algorithms[] = { KL_ALGORITHM_DFS, KL_ALGORITHM_BIDIRECTIONAL };

  g_assert_cmpint (kn_board_new (60, 60, &board), ==, KN_OK);
  for (guint a = 0; a < G_N_ELEMENTS (algorithms); a++)
    {
      g_autoptr(KlSolution) sol = solve (board, KN_KNIGHT, (kn_square) { 0, 0 },
                                         (kn_square) { 59, 59 }, algorithms[a]);

      g_assert_cmpuint (kl_explain_get_fold (sol->explain), >, 1);
      check_explanation (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 59, 59 }, sol);
    }
  kn_board_free (board);
}

/* "Which square does A* expand next?": the square the narration then says
 * A* takes is right, and a square not in the open list is not. */
static void
test_practice (void)
{
  kn_board *board = tu_obstacles_board ();
  const KlAlgorithm algorithms[] = { KL_ALGORITHM_ASTAR, KL_ALGORITHM_GREEDY };

  for (guint a = 0; a < G_N_ELEMENTS (algorithms); a++)
    {
      g_autoptr(KlSolution) sol = solve (board, KN_KNIGHT, (kn_square) { 0, 0 },
                                         (kn_square) { 5, 0 }, algorithms[a]);
      KlPractice *p = kl_practice_new (sol, FALSE);
      guint asked = 0;

      g_assert_nonnull (p);
      for (guint i = 0; i < kl_practice_get_n_questions (p); i++)
        {
          const KlQuestion *q = kl_practice_get_question (p, i);
          g_autoptr(KlExplainStep) step = NULL;
          KlVerdict *v;
          int taken;

          if (q->ask != KL_ASK_EXPAND_NEXT)
            continue;
          asked++;
          step = kl_explain_get_step (sol->explain, q->frame);
          g_assert_cmpint (step->kind, ==, KL_STEP_EXPAND);
          g_assert_cmpuint (step->expanded->len, ==, 1);
          taken = g_array_index (step->expanded, int, 0);
          v = kl_question_grade_squares (q, &taken, 1);
          g_assert_true (v->right);
          kl_verdict_free (v);
          /* a wall (c1) is never in the open list */
          taken = 2;
          v = kl_question_grade_squares (q, &taken, 1);
          g_assert_false (v->right);
          kl_verdict_free (v);
        }
      g_assert_cmpuint (asked, >, 0);
      kl_practice_unref (p);
    }
  kn_board_free (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/search/random", test_random);
  g_test_add_func ("/libknight/search/bound", test_bound);
  g_test_add_func ("/libknight/search/errors", test_errors);
  g_test_add_func ("/libknight/search/budget", test_budget);
  g_test_add_func ("/libknight/search/solutions", test_solutions);
  g_test_add_func ("/libknight/search/folding", test_folding);
  g_test_add_func ("/libknight/search/practice", test_practice);
  return g_test_run ();
}
