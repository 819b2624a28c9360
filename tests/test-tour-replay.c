/* test-tour-replay.c - the tour replay (kn_tour_replay) against a replay
 * written here from the definition of a trace: at every step, seeking
 * forward, backward and at random, the route is the stack the events
 * leave, and the candidates and their onward degrees are the free,
 * unvisited leaper targets of the head counted square by square. */

#include <string.h>

#include "test-util.h"

/* The stack after events[0..step], by the trace's definition. */
static GArray *
reference_route (const kn_trace_event *events,
                 gsize                 step)
{
  GArray *stack = g_array_new (FALSE, FALSE, sizeof (kn_cell));

  for (gsize i = 0; i <= step; i++)
    {
      kn_cell cell = events[i].cell;

      switch (events[i].kind)
        {
        case KN_TRACE_RESTART:
          g_array_set_size (stack, 0);
          g_array_append_val (stack, cell);
          break;
        case KN_TRACE_ENTER:
          g_array_append_val (stack, cell);
          break;
        default:
          g_assert_cmpuint (stack->len, >, 0);
          g_array_set_size (stack, stack->len - 1);
          break;
        }
    }
  return stack;
}

static gboolean
on_route (GArray  *route,
          kn_cell  cell)
{
  for (guint i = 0; i < route->len; i++)
    if (g_array_index (route, kn_cell, i) == cell)
      return TRUE;
  return FALSE;
}

static gboolean
open_square (const kn_board *board,
             GArray         *route,
             kn_square       sq)
{
  return kn_board_is_free (board, sq) && !on_route (route, kn_board_cell (board, sq));
}

/* The replay stands where the reference says, with the right candidates. */
static void
check_state (const kn_board *board,
             kn_leaper       leaper,
             kn_tour_replay *replay,
             GArray         *route)
{
  gsize n = 0, n_cand, expected = 0;
  const kn_cell *cells = kn_tour_replay_route (replay, &n);
  kn_tour_candidate cand[8];
  kn_square off[8];
  gsize n_off = kn_leaper_offsets (leaper, off);

  g_assert_cmpuint (n, ==, route->len);
  if (n > 0)
    g_assert_cmpmem (cells, n * sizeof *cells, route->data, route->len * sizeof (kn_cell));
  for (gsize i = 0; i < n; i++)
    g_assert_true (kn_tour_replay_visited (replay, cells[i]));

  n_cand = kn_tour_replay_candidates (replay, cand);
  if (n == 0)
    {
      g_assert_cmpuint (n_cand, ==, 0);
      return;
    }
  {
    kn_square head = kn_board_square (board, g_array_index (route, kn_cell, route->len - 1));

    for (gsize k = 0; k < n_off; k++)
      {
        kn_square to = { head.x + off[k].x, head.y + off[k].y };
        guint degree = 0;

        if (!open_square (board, route, to))
          continue;
        for (gsize j = 0; j < n_off; j++)
          {
            kn_square next = { to.x + off[j].x, to.y + off[j].y };

            if (open_square (board, route, next))
              degree++;
          }
        g_assert_cmpuint (expected, <, n_cand);
        g_assert_cmpuint (cand[expected].cell, ==, kn_board_cell (board, to));
        g_assert_cmpuint (cand[expected].degree, ==, degree);
        expected++;
      }
  }
  g_assert_cmpuint (n_cand, ==, expected);
}

/* Search traces of blocked boards, where the search backs up and restarts,
 * replayed forward, backward and at random. */
static void
test_search_trace (void)
{
  guint64 seed = 20261201;
  guint traces = 0, backtracked = 0;

  for (int round = 0; round < 120; round++)
    {
      int32_t w = 4 + (int32_t) tu_below (&seed, 4), h = 4 + (int32_t) tu_below (&seed, 4);
      kn_square start = { 0, 0 };
      kn_board *board = tu_random_board (&seed, w, h, 8, &start, 1);
      kn_leaper leaper = round % 3 == 0 ? (kn_leaper) { 1, 3 } : KN_KNIGHT;
      kn_tour_options opts;
      kn_limits limits = { 200000, NULL, NULL };
      kn_tour *tour = NULL;
      kn_tour_replay *replay = NULL;
      const kn_trace_event *events;
      gsize count = 0;
      bool truncated = FALSE;

      kn_tour_options_init (&opts);
      opts.has_start = TRUE;
      opts.start = start;
      opts.leaper = leaper;
      opts.trace_budget = 5000;
      g_assert_cmpint (kn_tour_solve (board, &opts, &limits, &tour), ==, KN_OK);
      events = kn_tour_trace (tour, &count, &truncated);
      g_assert_cmpint (kn_tour_replay_new (board, leaper, events, count, &replay), ==, KN_OK);
      g_assert_cmpuint (kn_tour_replay_steps (replay), ==, count);
      if (count > 0)
        traces++;
      for (gsize i = 0; i < count; i++)
        if (events[i].kind == KN_TRACE_BACKTRACK)
          {
            backtracked++;
            break;
          }

      /* every step forward, then every step backward */
      for (gsize i = 0; i < count; i++)
        {
          g_autoptr(GArray) route = reference_route (events, i);

          kn_tour_replay_seek (replay, i);
          g_assert_cmpuint (kn_tour_replay_position (replay), ==, i);
          check_state (board, leaper, replay, route);
        }
      for (gsize i = count; i-- > 0;)
        {
          g_autoptr(GArray) route = reference_route (events, i);

          kn_tour_replay_seek (replay, i);
          check_state (board, leaper, replay, route);
        }
      /* and jumps */
      for (int j = 0; j < 50 && count > 0; j++)
        {
          gsize i = (gsize) tu_below (&seed, count);
          g_autoptr(GArray) route = reference_route (events, i);

          kn_tour_replay_seek (replay, i);
          check_state (board, leaper, replay, route);
        }
      /* a found tour ends with the whole tour on the stack */
      if (kn_tour_get_outcome (tour) == KN_TOUR_FOUND && count > 0 && !truncated)
        {
          gsize n = 0, m = 0;
          const kn_cell *cells = kn_tour_cells (tour, &n);
          const kn_cell *route;

          kn_tour_replay_seek (replay, G_MAXSIZE);
          route = kn_tour_replay_route (replay, &m);
          g_assert_cmpmem (route, m * sizeof (kn_cell), cells, n * sizeof (kn_cell));
        }
      kn_tour_replay_free (replay);
      kn_tour_free (tour);
      kn_board_free (board);
    }
  /* the sample holds searches that backed up, not only straight runs */
  g_test_message ("%u traces, %u with backtracks", traces, backtracked);
  g_assert_cmpuint (traces, >=, 20);
  g_assert_cmpuint (backtracked, >=, 5);
}

/* A route replays square by square: step i stands on cells[0..i]. */
static void
test_route (void)
{
  kn_board *board = NULL;
  kn_tour_options opts;
  kn_tour *tour = NULL;
  kn_tour_replay *replay = NULL;
  const kn_cell *cells;
  gsize n = 0;

  g_assert_cmpint (kn_board_new (8, 8, &board), ==, KN_OK);
  kn_tour_options_init (&opts);
  g_assert_cmpint (kn_tour_solve (board, &opts, NULL, &tour), ==, KN_OK);
  cells = kn_tour_cells (tour, &n);
  g_assert_cmpuint (n, ==, 64);
  g_assert_cmpint (kn_tour_replay_new_route (board, KN_KNIGHT, cells, n, &replay), ==, KN_OK);
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GArray) route = g_array_new (FALSE, FALSE, sizeof (kn_cell));

      g_array_append_vals (route, cells, (guint) i + 1);
      kn_tour_replay_seek (replay, (i * 37) % n);
      kn_tour_replay_seek (replay, i);
      check_state (board, KN_KNIGHT, replay, route);
    }
  /* the last square of a tour has nowhere left to go */
  {
    kn_tour_candidate cand[8];

    g_assert_cmpuint (kn_tour_replay_candidates (replay, cand), ==, 0);
  }
  kn_tour_replay_free (replay);
  kn_tour_free (tour);
  kn_board_free (board);
}

/* Events naming squares off the board are refused, not replayed. */
static void
test_bad_events (void)
{
  kn_board *board = NULL;
  kn_tour_replay *replay = NULL;
  kn_trace_event bad[] = { { 0, KN_TRACE_RESTART }, { 64, KN_TRACE_ENTER } };
  kn_trace_event kind[] = { { 0, 7 } };

  g_assert_cmpint (kn_board_new (8, 8, &board), ==, KN_OK);
  g_assert_cmpint (kn_tour_replay_new (board, KN_KNIGHT, bad, 2, &replay), ==, KN_ERR_RANGE);
  g_assert_null (replay);
  g_assert_cmpint (kn_tour_replay_new (board, KN_KNIGHT, kind, 1, &replay), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_tour_replay_new (board, (kn_leaper) { 0, 0 }, bad, 1, &replay), ==,
                   KN_ERR_INVALID);
  /* more backtracks than entries leave an empty route, not a crash */
  {
    kn_trace_event pops[] = { { 0, KN_TRACE_RESTART }, { 0, KN_TRACE_BACKTRACK },
                              { 0, KN_TRACE_BACKTRACK } };
    gsize n = 1;

    g_assert_cmpint (kn_tour_replay_new (board, KN_KNIGHT, pops, 3, &replay), ==, KN_OK);
    kn_tour_replay_seek (replay, 2);
    g_assert_null (kn_tour_replay_route (replay, &n));
    g_assert_cmpuint (n, ==, 0);
    kn_tour_replay_free (replay);
  }
  kn_board_free (board);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/tour-replay/search-trace", test_search_trace);
  g_test_add_func ("/libknight/tour-replay/route", test_route);
  g_test_add_func ("/libknight/tour-replay/bad-events", test_bad_events);
  return g_test_run ();
}
