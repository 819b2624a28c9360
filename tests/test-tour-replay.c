/* test-tour-replay.c - the tour replay (kn_tour_replay) against a replay
 * written here from the definition of a trace: at every step, seeking
 * forward, backward and at random, the route is the stack the events
 * leave, and the candidates and their onward degrees are the free,
 * unvisited leaper targets of the head counted square by square.  And the
 * search's notes (why each step happened) against the same independent
 * count: every square chosen first has the fewest onward moves or the
 * note names the tie-break that decided; every backtrack is followed by a
 * different choice; every pruning's witness really has too few free
 * neighbours or is really cut off; constructed tours claim no choice. */

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

  for (int round = 0; round < tu_rounds (120, 40); round++)
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
  /* (fewer of them in the checked builds' fewer rounds) */
  g_assert_cmpuint (traces, >=, (guint) tu_rounds (20, 8));
  g_assert_cmpuint (backtracked, >=, (guint) tu_rounds (5, 2));
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

/* ---------------------------------------------------------------- notes */

/* The position a note is checked in, kept by the test from the events. */
typedef struct
{
  const kn_board *board;
  kn_leaper       leaper;
  gboolean        closed;    /* the search's: closed and no end square */
  kn_cell         end;       /* KN_NO_CELL when none */
  guint64         nfree;
  GArray         *route;     /* of kn_cell */
  guint8         *visited;   /* a byte a cell */
  GPtrArray      *tried;     /* per depth: GArray of the cells entered from there */
  guint           counts[KN_WHY_REQUIRED + 1];
} Position;

/* Free, unvisited squares one move from cell. */
static guint
pos_degree (const Position *p,
            kn_cell         cell)
{
  return tu_open_degree (p->board, p->leaper, p->visited, cell);
}

static gboolean
pos_leap (const Position *p,
          kn_cell         a,
          kn_cell         b)
{
  return tu_is_leap (p->leaper, kn_board_square (p->board, a), kn_board_square (p->board, b));
}

static guint64
pos_unvisited (const Position *p)
{
  return p->nfree - p->route->len;
}

static kn_cell
pos_head (const Position *p)
{
  return g_array_index (p->route, kn_cell, p->route->len - 1);
}

/* Whether a flood fill from the head over unvisited squares reaches cell. */
static gboolean
pos_reaches (const Position *p,
             kn_cell         cell)
{
  g_autofree guint8 *seen = g_new0 (guint8, kn_board_squares (p->board));
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (kn_cell));
  kn_cell head = pos_head (p);

  g_array_append_val (queue, head);
  for (guint i = 0; i < queue->len; i++)
    {
      g_autoptr(GArray) next = tu_open_moves (p->board, p->leaper, p->visited,
                                              g_array_index (queue, kn_cell, i));

      for (guint k = 0; k < next->len; k++)
        {
          kn_cell c = g_array_index (next, kn_cell, k);

          if (!seen[c])
            {
              seen[c] = 1;
              g_array_append_val (queue, c);
            }
        }
    }
  return seen[cell];
}

/* The exits a square still has once entered, as the pruning counts them:
 * its unvisited neighbours, the start of a closed tour, the end's finish. */
static guint
pos_exits (const Position *p,
           kn_cell         cell)
{
  return pos_degree (p, cell) +
         (p->closed && pos_leap (p, cell, g_array_index (p->route, kn_cell, 0))) +
         (cell == p->end);
}

/* The candidates of the head the search could take: all of them, but the
 * end square while other squares remain. */
static GArray *
pos_choices (const Position *p)
{
  GArray *out = tu_open_moves (p->board, p->leaper, p->visited, pos_head (p));

  for (guint k = 0; k < out->len; k++)
    if (g_array_index (out, kn_cell, k) == p->end && pos_unvisited (p) > 1)
      g_array_remove_index (out, k);
  return out;
}

static void
pos_tried_reset (Position *p,
                 guint     depth)
{
  while (p->tried->len <= depth)
    g_ptr_array_add (p->tried, g_array_new (FALSE, FALSE, sizeof (kn_cell)));
  g_array_set_size (g_ptr_array_index (p->tried, depth), 0);
}

/* What decided a square the search took first: the fewest onward moves,
 * or the tie-break the note names. */
static void
check_choice (const Position      *p,
              const kn_trace_note *note,
              kn_cell              taken)
{
  g_autoptr(GArray) choices = pos_choices (p);
  guint least = G_MAXUINT, tied = 0, taken_degree = pos_degree (p, taken);
  guint64 far = 0;

  g_assert_cmpuint (note->choices, ==, choices->len);
  g_assert_cmpuint (note->rank, <, note->choices);
  for (guint i = 0; i < choices->len; i++)
    least = MIN (least, pos_degree (p, g_array_index (choices, kn_cell, i)));
  for (guint i = 0; i < choices->len; i++)
    {
      kn_cell c = g_array_index (choices, kn_cell, i);

      if (pos_degree (p, c) == least && c != taken)
        {
          tied++;
          far = MAX (far, tu_centre (p->board, c));
        }
    }
  switch (note->why)
    {
    case KN_WHY_ONLY:
      g_assert_cmpuint (choices->len, ==, 1);
      break;
    case KN_WHY_FEWEST:
      g_assert_cmpuint (taken_degree, ==, least);
      g_assert_cmpuint (tied, ==, 0);
      break;
    case KN_WHY_FARTHEST:
      /* a tie on moves, won on the distance from the centre */
      g_assert_cmpuint (taken_degree, ==, least);
      g_assert_cmpuint (tied, >, 0);
      g_assert_cmpuint (note->ties, ==, KN_TIES_ROTH);
      g_assert_cmpuint (tu_centre (p->board, taken), >, far);
      break;
    case KN_WHY_SEEDED:
      g_assert_cmpuint (taken_degree, ==, least);
      g_assert_cmpuint (tied, >, 0);
      if (note->ties == KN_TIES_ROTH)
        g_assert_cmpuint (tu_centre (p->board, taken), ==, far);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The note of a step back off the head: its reason holds in the position. */
static void
check_backtrack (const Position      *p,
                 const kn_trace_note *note)
{
  kn_cell head = pos_head (p), start = g_array_index (p->route, kn_cell, 0);
  kn_cell w = note->witness, w2 = note->witness2;
  guint depth = p->route->len - 1;

  if (w != KN_NO_CELL)
    g_assert_cmpuint (w, <, kn_board_squares (p->board));
  switch (note->why)
    {
    case KN_WHY_DEAD_END:
      g_assert_cmpuint (pos_degree (p, head), ==, 0);
      g_assert_cmpuint (pos_unvisited (p), >, 0);
      break;
    case KN_WHY_EXHAUSTED:
      g_assert_cmpuint (note->choices, >, 0);
      g_assert_cmpuint (note->choices, ==,
                        ((GArray *) g_ptr_array_index (p->tried, depth))->len);
      break;
    case KN_WHY_CUT_OFF:
      /* nothing can reach it: no exit left, and not a move from the head */
      g_assert_false (p->visited[w]);
      g_assert_false (pos_leap (p, head, w));
      g_assert_cmpuint (pos_exits (p, w), ==, 0);
      break;
    case KN_WHY_DISCONNECTED:
      g_assert_false (p->visited[w]);
      g_assert_true (kn_board_is_free (p->board, kn_board_square (p->board, w)));
      g_assert_false (pos_reaches (p, w));
      break;
    case KN_WHY_STRANDED:
      /* a move away, and no way on from it; other squares remain */
      g_assert_false (p->visited[w]);
      g_assert_true (pos_leap (p, head, w));
      g_assert_cmpuint (pos_exits (p, w), ==, 0);
      if (w2 != KN_NO_CELL)
        {
          g_assert_cmpuint (w2, !=, w);
          g_assert_false (p->visited[w2]);
          g_assert_true (pos_leap (p, head, w2));
          g_assert_cmpuint (pos_exits (p, w2), ==, 0);
        }
      else
        g_assert_true (pos_unvisited (p) > 1 || p->closed || p->end != KN_NO_CELL);
      break;
    case KN_WHY_TWO_ENDS:
      g_assert_false (p->closed);
      g_assert_cmpuint (p->end, ==, KN_NO_CELL);
      g_assert_cmpuint (w, !=, w2);
      g_assert_cmpuint (w2, !=, KN_NO_CELL);
      g_assert_false (p->visited[w] || p->visited[w2]);
      g_assert_false (pos_leap (p, head, w) || pos_leap (p, head, w2));
      g_assert_cmpuint (pos_degree (p, w), ==, 1);
      g_assert_cmpuint (pos_degree (p, w2), ==, 1);
      break;
    case KN_WHY_ONE_WAY:
      g_assert_true (p->closed || p->end != KN_NO_CELL);
      g_assert_false (p->visited[w]);
      g_assert_false (pos_leap (p, head, w));
      g_assert_cmpuint (pos_exits (p, w), ==, 1);
      break;
    case KN_WHY_NO_RETURN:
      g_assert_true (p->closed);
      g_assert_cmpuint (w, ==, start);
      g_assert_cmpuint (pos_degree (p, start), ==, 0);
      break;
    case KN_WHY_NOT_CLOSING:
      g_assert_cmpuint (pos_unvisited (p), ==, 0);
      if (p->closed)
        g_assert_false (pos_leap (p, head, start));
      else
        g_assert_true (p->end != KN_NO_CELL && head != p->end);
      break;
    case KN_WHY_END_WAITS:
      g_assert_cmpuint (w, ==, p->end);
      g_assert_true (pos_leap (p, head, w));
      g_assert_false (p->visited[w]);
      g_assert_cmpuint (pos_degree (p, head), ==, 1);
      g_assert_cmpuint (pos_unvisited (p), >, 1);
      break;
    default:
      g_error ("backtrack with note %u", note->why);
    }
}

/* Applies a trace's events with their notes to p, checking every note. */
static void
check_notes (Position             *p,
             kn_tour_replay       *replay,
             const kn_trace_event *events,
             const kn_trace_note  *notes,
             gsize                 count)
{
  g_array_set_size (p->route, 0);
  memset (p->visited, 0, kn_board_squares (p->board));
  for (gsize i = 0; i < count; i++)
    {
      const kn_trace_note *note = &notes[i];
      kn_tour_step step;

      /* the replay hands out the note and the step's position */
      g_assert_cmpint (kn_tour_replay_step (replay, i, &step), ==, KN_OK);
      g_assert_cmpmem (&step.note, sizeof step.note, note, sizeof *note);
      g_assert_cmpuint (step.event.cell, ==, events[i].cell);
      g_assert_cmpuint (note->why, <=, KN_WHY_REQUIRED);
      p->counts[note->why]++;
      switch (events[i].kind)
        {
        case KN_TRACE_RESTART:
          g_assert_true (note->why == KN_WHY_START || note->why == KN_WHY_NEXT_START ||
                         note->why == KN_WHY_PROBE || note->why == KN_WHY_FULL);
          g_assert_true ((note->rank == 0) == (note->why == KN_WHY_START ||
                                               note->why == KN_WHY_NEXT_START));
          for (guint j = 0; j < p->route->len; j++)
            p->visited[g_array_index (p->route, kn_cell, j)] = 0;
          g_array_set_size (p->route, 0);
          g_array_append_val (p->route, events[i].cell);
          p->visited[events[i].cell] = 1;
          pos_tried_reset (p, 0);
          break;
        case KN_TRACE_ENTER:
          {
            GArray *tried = g_ptr_array_index (p->tried, p->route->len - 1);

            /* a different choice from every one tried here: after a
             * backtrack the search never takes the same square again */
            for (guint j = 0; j < tried->len; j++)
              g_assert_cmpuint (g_array_index (tried, kn_cell, j), !=, events[i].cell);
            g_assert_cmpuint (note->rank, ==, tried->len);
            g_assert_cmpint (step.taken, >=, 0);
            if (note->rank > 0)
              {
                /* the search came back here after a backtrack */
                g_assert_cmpuint (note->why, ==, KN_WHY_NEXT);
                g_assert_cmpuint (events[i - 1].kind, ==, KN_TRACE_BACKTRACK);
              }
            else
              {
                check_choice (p, note, events[i].cell);
                /* with Roth's tie-break decided by moves or the centre, the
                 * search took what the rule (the replay's pick) takes */
                if (note->why != KN_WHY_SEEDED)
                  g_assert_cmpint (step.taken, ==, step.rule);
              }
            g_array_append_val (tried, events[i].cell);
            g_array_append_val (p->route, events[i].cell);
            p->visited[events[i].cell] = 1;
            pos_tried_reset (p, p->route->len - 1);
          }
          break;
        default:
          g_assert_cmpuint (pos_head (p), ==, events[i].cell);
          check_backtrack (p, note);
          p->visited[events[i].cell] = 0;
          g_array_set_size (p->route, p->route->len - 1);
          break;
        }
      g_assert_cmpuint (step.depth, ==, p->route->len);
    }
}

/* Searches of random blocked boards (open, closed, to an end; the knight
 * and the camel) with their notes checked step by step. */
static void
test_notes (void)
{
  guint64 seed = 20260311;
  Position p = { 0 };
  guint traces = 0;

  p.route = g_array_new (FALSE, FALSE, sizeof (kn_cell));
  p.tried = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (int round = 0; round < tu_rounds (1200, 300); round++)
    {
      int32_t w = 4 + (int32_t) tu_below (&seed, 4), h = 4 + (int32_t) tu_below (&seed, 4);
      kn_square ends[2] = { tu_random_square (&seed, w, h), tu_random_square (&seed, w, h) };
      int kind = round % 4;
      kn_board *board = tu_random_board (&seed, w, h, 6, ends, 2);
      kn_tour_options opts;
      kn_limits limits = { 100000, NULL, NULL };
      kn_tour *tour = NULL;
      kn_tour_replay *replay = NULL;
      const kn_trace_event *events;
      const kn_trace_note *notes;
      gsize count = 0, n_notes = 0;
      bool truncated = FALSE;

      kn_tour_options_init (&opts);
      opts.leaper = round % 5 == 4 ? (kn_leaper) { 1, 3 } : KN_KNIGHT;
      opts.closed = kind == 1;
      opts.has_start = kind != 3 || round % 8 == 3;
      opts.start = ends[0];
      opts.has_end = kind >= 2 && !tu_same (ends[0], ends[1]);
      opts.end = ends[1];
      opts.trace_budget = 1u << 20;
      opts.seed = round % 3;
      if (!kn_board_is_free (board, ends[0]))
        kn_board_set_blocked (board, ends[0], false);
      g_assert_cmpint (kn_tour_solve (board, &opts, &limits, &tour), ==, KN_OK);
      events = kn_tour_trace (tour, &count, &truncated);
      notes = kn_tour_trace_notes (tour, &n_notes);
      g_assert_cmpuint (n_notes, ==, count);
      if (count == 0 || kn_tour_get_method (tour) != KN_TOUR_METHOD_SEARCH || truncated ||
          (kn_tour_is_reversed (tour) && kn_tour_get_outcome (tour) == KN_TOUR_FOUND))
        {
          kn_tour_free (tour);
          kn_board_free (board);
          continue;
        }
      traces++;
      p.board = board;
      p.leaper = opts.leaper;
      /* a tour to an end without a start is searched from the end */
      p.closed = opts.closed && (!opts.has_end || kn_tour_is_reversed (tour));
      p.end = opts.has_end && !kn_tour_is_reversed (tour) ? kn_board_cell (board, opts.end)
                                                          : KN_NO_CELL;
      p.nfree = kn_board_squares (board) - kn_board_blocked_count (board);
      p.visited = g_new0 (guint8, kn_board_squares (board));
      g_assert_cmpint (kn_tour_replay_new_tour (board, tour, TRUE, &replay), ==, KN_OK);
      check_notes (&p, replay, events, notes, count);
      kn_tour_replay_free (replay);

      /* a found tour's squares carry the notes of the attempt that found
       * it: the same as that attempt's last entries at each depth */
      if (kn_tour_get_outcome (tour) == KN_TOUR_FOUND)
        {
          gsize n = 0, m = 0, last = 0;
          const kn_cell *cells = kn_tour_cells (tour, &n);
          const kn_trace_note *route_notes = kn_tour_route_notes (tour, &m);
          g_autofree gsize *at_depth = g_new0 (gsize, n);
          gsize depth = 0;

          g_assert_cmpuint (m, ==, n);
          for (gsize i = 0; i < count; i++)
            if (events[i].kind == KN_TRACE_RESTART)
              last = i;
          for (gsize i = last; i < count; i++)
            {
              if (events[i].kind == KN_TRACE_BACKTRACK)
                depth--;
              else
                at_depth[depth = events[i].kind == KN_TRACE_RESTART ? 0 : depth + 1] = i;
            }
          for (gsize i = 0; i < n; i++)
            {
              g_assert_cmpuint (events[at_depth[i]].cell, ==, cells[i]);
              g_assert_cmpmem (&route_notes[i], sizeof *route_notes, &notes[at_depth[i]],
                               sizeof *notes);
            }
        }
      g_clear_pointer (&p.visited, g_free);
      kn_tour_free (tour);
      kn_board_free (board);
    }
  g_test_message ("%u traces; dead ends %u, exhausted %u, cut off %u, disconnected %u, "
                  "stranded %u, two ends %u, one way %u, no return %u, not closing %u, "
                  "end waits %u; fewest %u, farthest %u, seeded %u, next %u, probes %u",
                  traces, p.counts[KN_WHY_DEAD_END], p.counts[KN_WHY_EXHAUSTED],
                  p.counts[KN_WHY_CUT_OFF], p.counts[KN_WHY_DISCONNECTED],
                  p.counts[KN_WHY_STRANDED], p.counts[KN_WHY_TWO_ENDS], p.counts[KN_WHY_ONE_WAY],
                  p.counts[KN_WHY_NO_RETURN], p.counts[KN_WHY_NOT_CLOSING],
                  p.counts[KN_WHY_END_WAITS], p.counts[KN_WHY_FEWEST], p.counts[KN_WHY_FARTHEST],
                  p.counts[KN_WHY_SEEDED], p.counts[KN_WHY_NEXT], p.counts[KN_WHY_PROBE]);
  /* the sample reaches every kind of step the checks are about (the
   * checked builds' fewer rounds look for memory errors, not coverage) */
  if (!tu_checked_build ())
  {
  g_assert_cmpuint (traces, >=, 200);
    static const kn_trace_why seen[] = { KN_WHY_FEWEST, KN_WHY_FARTHEST, KN_WHY_SEEDED,
                                         KN_WHY_NEXT, KN_WHY_DEAD_END, KN_WHY_EXHAUSTED,
                                         KN_WHY_DISCONNECTED, KN_WHY_STRANDED, KN_WHY_TWO_ENDS,
                                         KN_WHY_ONE_WAY, KN_WHY_NO_RETURN, KN_WHY_END_WAITS,
                                         KN_WHY_PROBE };

    for (gsize i = 0; i < G_N_ELEMENTS (seen); i++)
      g_assert_cmpuint (p.counts[seen[i]], >, 0);
  }
  g_array_unref (p.route);
  g_ptr_array_unref (p.tried);
}

/* How a tour was made: the search, the rows of a narrow board, blocks,
 * a corridor to an end, or a search from the end reversed.  Only the
 * search's forward tours have route notes; the others' traces claim no
 * choice (KN_WHY_BUILT on every event). */
static void
test_methods (void)
{
  static const struct
  {
    int32_t w, h;
    gboolean start, end;
    kn_tour_method method;
    gboolean reversed;
  } cases[] = {
    { 8, 8, TRUE, FALSE, KN_TOUR_METHOD_SEARCH, FALSE },
    { 3, 12, TRUE, FALSE, KN_TOUR_METHOD_ROWS, FALSE },
    { 12, 4, FALSE, FALSE, KN_TOUR_METHOD_ROWS, FALSE },
    { 12, 12, FALSE, FALSE, KN_TOUR_METHOD_BLOCKS, FALSE },
    { 12, 12, TRUE, TRUE, KN_TOUR_METHOD_CORRIDOR, FALSE },
    { 8, 8, FALSE, TRUE, KN_TOUR_METHOD_SEARCH, TRUE },
    { 12, 12, FALSE, TRUE, KN_TOUR_METHOD_BLOCKS, TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_board *board = NULL;
      kn_tour_options opts;
      kn_tour *tour = NULL;
      gsize n = 0, count = 0, n_route = 0;
      const kn_trace_note *notes;

      g_assert_cmpint (kn_board_new (cases[i].w, cases[i].h, &board), ==, KN_OK);
      kn_tour_options_init (&opts);
      opts.has_start = cases[i].start;
      opts.start = (kn_square) { 0, 0 };
      opts.has_end = cases[i].end;
      opts.end = (kn_square) { 1, 2 };
      opts.trace_budget = 10000;
      g_assert_cmpint (kn_tour_solve (board, &opts, NULL, &tour), ==, KN_OK);
      g_assert_cmpint (kn_tour_get_outcome (tour), ==, KN_TOUR_FOUND);
      kn_tour_cells (tour, &n);
      g_assert_cmpint (kn_tour_get_method (tour), ==, cases[i].method);
      g_assert_cmpint (kn_tour_is_reversed (tour), ==, cases[i].reversed);
      notes = kn_tour_trace_notes (tour, &count);
      g_assert_cmpuint (count, >, 0);
      kn_tour_route_notes (tour, &n_route);
      if (cases[i].method == KN_TOUR_METHOD_SEARCH && !cases[i].reversed)
        g_assert_cmpuint (n_route, ==, n);
      else
        {
          g_assert_null (kn_tour_route_notes (tour, &n_route));
          g_assert_cmpuint (n_route, ==, 0);
          for (gsize j = 0; j < count; j++)
            g_assert_cmpuint (notes[j].why, ==, KN_WHY_BUILT);
        }
      /* a replay of the route has the route's notes, or none */
      {
        kn_tour_replay *replay = NULL;
        kn_tour_step step;

        g_assert_cmpint (kn_tour_replay_new_tour (board, tour, FALSE, &replay), ==, KN_OK);
        g_assert_cmpuint (kn_tour_replay_steps (replay), ==, n);
        g_assert_cmpint (kn_tour_replay_step (replay, n, &step), ==, KN_ERR_RANGE);
        g_assert_cmpint (kn_tour_replay_step (replay, 1, &step), ==, KN_OK);
        g_assert_cmpuint (step.note.why, ==, n_route > 0 ? step.note.why : KN_WHY_NONE);
        g_assert_cmpuint (step.depth, ==, 2);
        kn_tour_replay_free (replay);
      }
      kn_tour_free (tour);
      kn_board_free (board);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/tour-replay/search-trace", test_search_trace);
  g_test_add_func ("/libknight/tour-replay/route", test_route);
  g_test_add_func ("/libknight/tour-replay/bad-events", test_bad_events);
  g_test_add_func ("/libknight/tour-replay/notes", test_notes);
  g_test_add_func ("/libknight/tour-replay/methods", test_methods);
  return g_test_run ();
}
