/* test-limits.c - every long search honours its limits, checked by counting,
 * never by the clock: the cancel callback is polled on the first node and
 * at least every KN_CANCEL_POLL_NODES nodes, a non-zero answer stops the
 * search at that poll (and is the callback's last call), and budgets end
 * searches with their own status.  The wall-clock latency of a cancel is a
 * benchmark (tests/bench-cancel.c). */
#include "test-util.h"

typedef struct {
  guint64 calls;
  guint64 cancel_at; /* the call that answers "stop" (and every later one); 0: never */
} Poll;

static int
count_poll (void *data)
{
  Poll *p = data;
  p->calls++;
  return p->cancel_at && p->calls >= p->cancel_at;
}

/* One search of each kind, large enough to run far more than 16 poll
 * periods: its status, and in *nodes the nodes it expanded when it knows
 * them (tours, Camelot), else 0. */
typedef kn_status (*SearchFn) (const kn_limits *limits, uint64_t *nodes);

static kn_board *
walled_board (int32_t n)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (n, n, &b), ==, KN_OK);
  /* Wall in the far corner: every knight, B and T move into it is blocked. */
  const kn_square walls[] = { { n - 2, n - 3 }, { n - 3, n - 2 }, { n - 3, n - 3 }, { 0, n - 1 }, { n - 1, 0 } };
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    kn_board_set_blocked (b, walls[i], true);
  return b;
}

/* A search on a board whose far corner is walled in, so that it must
 * exhaust the board: 0 a distance map, 1 A*, 2 the dynamic knight. */
static kn_status
search_walled (int which, const kn_limits *limits, uint64_t *nodes)
{
  int32_t n = which == 2 ? 200 : 400;
  kn_board *b = NULL;
  if (which != 1)
    b = walled_board (n);
  else
    g_assert_cmpint (kn_board_new (n, n, &b), ==, KN_OK);
  if (which == 1)
    /* A* first searches the target's side, up to a few thousand squares:
     * a corner of 10,000 squares behind a wall two squares thick, which no
     * knight move crosses, is too large for that, so A* itself exhausts
     * the start's side. */
    for (int32_t k = 298; k < n; k++)
      for (int32_t t = 298; t <= 299; t++)
        {
          kn_board_set_blocked (b, (kn_square) { t, k }, true);
          kn_board_set_blocked (b, (kn_square) { k, t }, true);
        }
  kn_square from = { 0, 0 }, to = { n - 1, n - 1 };
  kn_distmap *m = NULL;
  int64_t moves;
  kn_status st = which == 0 ? kn_distmap_compute (b, KN_KNIGHT, from, limits, &m)
               : which == 1 ? kn_shortest_path (b, KN_KNIGHT, from, to, limits, &moves, NULL)
                            : kn_dynamic_solve (b, from, to, limits, &moves, NULL);
  kn_distmap_free (m);
  kn_board_free (b);
  *nodes = 0;
  return st;
}

static kn_status
search_distance_map (const kn_limits *limits, uint64_t *nodes)
{
  return search_walled (0, limits, nodes);
}

static kn_status
search_astar (const kn_limits *limits, uint64_t *nodes)
{
  return search_walled (1, limits, nodes);
}

static kn_status
search_dynamic (const kn_limits *limits, uint64_t *nodes)
{
  return search_walled (2, limits, nodes);
}

/* A tour of a w x h board, with its middle square blocked or not. */
static kn_status
solve_tour (int32_t w, int32_t h, gboolean blocked, const kn_limits *limits, uint64_t *nodes)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  if (blocked)
    kn_board_set_blocked (b, (kn_square) { w / 2, h / 2 }, true);
  kn_tour *t = NULL;
  kn_status st = kn_tour_solve (b, NULL, limits, &t);
  *nodes = t ? kn_tour_nodes (t) : 0;
  kn_tour_free (t);
  kn_board_free (b);
  return st;
}

static kn_status
search_tour (const kn_limits *limits, uint64_t *nodes)
{
  /* A blocked square sends the solver to its search. */
  return solve_tour (300, 300, TRUE, limits, nodes);
}

static kn_status
build_tour (const kn_limits *limits, uint64_t *nodes)
{
  /* An empty board this large is built from blocks, not searched. */
  return solve_tour (3000, 3000, FALSE, limits, nodes);
}

static kn_status
build_narrow_tour (const kn_limits *limits, uint64_t *nodes)
{
  /* Four wide: built from blocks found by a search of their own. */
  return solve_tour (4, 400000, FALSE, limits, nodes);
}

static kn_status
search_camelot (const kn_limits *limits, uint64_t *nodes, gboolean blocked)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (120, 120, &b), ==, KN_OK);
  if (blocked)
    kn_board_set_blocked (b, (kn_square) { 60, 60 }, true);
  guint64 rng = 77;
  kn_square knights[200];
  for (size_t i = 0; i < G_N_ELEMENTS (knights); i++)
    knights[i] = (kn_square) { (int32_t) tu_below (&rng, 60), 61 + (int32_t) tu_below (&rng, 59) };
  kn_camelot *plan = NULL;
  kn_status st = kn_camelot_solve (b, (kn_square) { 1, 1 }, knights, G_N_ELEMENTS (knights), limits,
                                   &plan);
  kn_camelot_free (plan);
  kn_board_free (b);
  *nodes = 0;
  return st;
}

static kn_status
search_camelot_bfs (const kn_limits *limits, uint64_t *nodes)
{
  return search_camelot (limits, nodes, TRUE);
}

static kn_status
search_camelot_formula (const kn_limits *limits, uint64_t *nodes)
{
  return search_camelot (limits, nodes, FALSE);
}

static const struct {
  const char *name;
  SearchFn run;
  gboolean nodes; /* it counts nodes against the budget (a construction does not) */
} searches[] = {
  { "distance-map", search_distance_map, TRUE },
  { "astar", search_astar, TRUE },
  { "dynamic", search_dynamic, TRUE },
  { "tour-search", search_tour, TRUE },
  { "tour-construction", build_tour, FALSE },
  { "tour-narrow", build_narrow_tour, FALSE },
  { "camelot-bfs", search_camelot_bfs, TRUE },
  { "camelot-closed-form", search_camelot_formula, TRUE },
};

/* A callback that says "stop" on its k-th call stops the search there, for
 * k = 1 (the first node) and later polls: never called again. */
static void
test_stops_at_the_poll (gconstpointer data)
{
  const size_t which = GPOINTER_TO_SIZE (data);
  static const guint64 ks[] = { 1, 2, 3, 7 };
  for (size_t i = 0; i < G_N_ELEMENTS (ks); i++)
    {
      Poll p = { 0, ks[i] };
      kn_limits limits = { 0, count_poll, &p };
      uint64_t nodes;
      g_assert_cmpint (searches[which].run (&limits, &nodes), ==, KN_ERR_CANCELLED);
      g_assert_cmpuint (p.calls, ==, ks[i]);
    }
}

/* With a node budget of B, a search polls at least once for every
 * KN_CANCEL_POLL_NODES of the nodes it expands, the first node included:
 * at least (B - 1) / N + 1 polls. */
static void
test_polls_every_period (gconstpointer data)
{
  const size_t which = GPOINTER_TO_SIZE (data);
  const guint64 n = KN_CANCEL_POLL_NODES;
  static const guint64 periods[] = { 0, 1, 2, 5, 16 };
  for (size_t i = 0; i < G_N_ELEMENTS (periods); i++)
    for (guint64 extra = 1; extra <= n; extra += n - 1)
      {
        guint64 budget = periods[i] * n + extra;
        Poll p = { 0, 0 };
        kn_limits limits = { budget, count_poll, &p };
        uint64_t nodes = 0;
        kn_status st = searches[which].run (&limits, &nodes);
        /* Tours report a search that ran out of budget as "gave up", with
         * the nodes it expanded. */
        if (st == KN_OK)
          g_assert_cmpuint (nodes, >, 0);
        else
          {
            g_assert_cmpint (st, ==, KN_ERR_BUDGET);
            nodes = budget;
          }
        g_test_message ("%s: budget %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT
                        " nodes, %" G_GUINT64_FORMAT " polls",
                        searches[which].name, budget, nodes, p.calls);
        g_assert_cmpuint (p.calls, >=, (nodes - 1) / n + 1);
      }
}

/* Without limits every one of these searches ends, and a callback that
 * never says stop changes nothing. */
static void
test_runs_to_the_end (gconstpointer data)
{
  const size_t which = GPOINTER_TO_SIZE (data);
  uint64_t nodes;
  kn_status plain = searches[which].run (NULL, &nodes);
  Poll p = { 0, 0 };
  kn_limits limits = { 0, count_poll, &p };
  g_assert_cmpint (searches[which].run (&limits, &nodes), ==, plain);
  g_assert_cmpuint (p.calls, >, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (searches); i++)
    {
      g_autofree char *stop = g_strdup_printf ("/libknight/limits/%s/stops-at-the-poll", searches[i].name);
      g_autofree char *every = g_strdup_printf ("/libknight/limits/%s/polls-every-period", searches[i].name);
      g_autofree char *end = g_strdup_printf ("/libknight/limits/%s/runs-to-the-end", searches[i].name);
      g_test_add_data_func (stop, GSIZE_TO_POINTER (i), test_stops_at_the_poll);
      if (searches[i].nodes)
        g_test_add_data_func (every, GSIZE_TO_POINTER (i), test_polls_every_period);
      g_test_add_data_func (end, GSIZE_TO_POINTER (i), test_runs_to_the_end);
    }
  return g_test_run ();
}
