/* kl-solver.c - runs libknight on a puzzle (on a worker thread) and keeps
 * the answer as plain data the board draws and animates; the words the
 * results area shows come from kl-solution-text.c. */

#define G_LOG_DOMAIN "kl-solver"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-puzzle-set.h"
#include "kl-solution-text.h"
#include "kl-solver.h"

typedef struct
{
  KlPuzzle       *puzzle;
  KlSolveOptions  options;
} SolveData;

/* Squares x pieces beyond which Camelot's heat map is not worked out. */
#define CAMELOT_HEAT_MAX (20u * 1000 * 1000)

static void
solve_data_free (SolveData *data)
{
  kl_puzzle_free (data->puzzle);
  g_free (data);
}

static void
result_clear (KlResult *self)
{
  g_free (self->headline);
  g_free (self->details);
  g_free (self->stats);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->path_moves, g_array_unref);
  g_free (self->dist);
  g_clear_pointer (&self->layer_end, g_array_unref);
  g_free (self->parent);
  g_clear_pointer (&self->order, g_array_unref);
  g_clear_pointer (&self->explain, kl_explain_unref);
  g_clear_pointer (&self->search_explain, kl_explain_unref);
  g_clear_pointer (&self->trace, g_array_unref);
  g_clear_pointer (&self->search_replay, kn_tour_replay_free);
  g_clear_pointer (&self->board, kn_board_free);
  g_free (self->tour_step);
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->king_moves, g_array_unref);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->reason, kl_reason_free);
}

KlResult *
kl_result_ref (KlResult *result)
{
  return g_atomic_rc_box_acquire (result);
}

void
kl_result_unref (KlResult *result)
{
  g_atomic_rc_box_release_full (result, (GDestroyNotify) result_clear);
}

KlExplain *
kl_result_get_explain (const KlResult *result,
                       gboolean        show_search)
{
  if (result->mode == KL_MODE_TOUR && show_search)
    return result->search_explain;
  return result->explain;
}

void
kl_solve_options_init (KlSolveOptions *options)
{
  options->mode = KL_MODE_PATH;
  options->leaper = KN_KNIGHT;
  options->closed = FALSE;
  options->node_budget = KN_TOUR_DEFAULT_BUDGET;
  options->trace_budget = 200000;
}

static int
cancel_cb (void *user_data)
{
  return g_cancellable_is_cancelled (user_data);
}

static void
take_path (KlResult       *self,
           const KlPuzzle *puzzle,
           const kn_path  *path)
{
  gsize n = kn_path_length (path);

  self->path = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);
  self->path_moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), (guint) n);
  for (gsize i = 0; i < n; i++)
    {
      int cell = kl_puzzle_square_cell (puzzle, kn_path_square (path, i));
      guint8 move = (guint8) kn_path_move (path, i);

      g_array_append_val (self->path, cell);
      g_array_append_val (self->path_moves, move);
    }
}

static void
take_distmap (KlResult       *self,
              const KlPuzzle *puzzle,
              const kn_distmap *map)
{
  gsize reached = kn_distmap_reached_count (map);
  int layer = 0;

  self->dist = g_new (gint32, (gsize) puzzle->width * puzzle->height);
  for (int y = 0; y < puzzle->height; y++)
    for (int x = 0; x < puzzle->width; x++)
      self->dist[y * puzzle->width + x] = kn_distmap_get (map, (kn_square) { x, y });
  self->dist_max = kn_distmap_max (map);

  /* The search trace: cells in the order reached, and where each layer ends. */
  self->order = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) reached);
  self->layer_end = g_array_new (FALSE, FALSE, sizeof (guint));
  for (gsize i = 0; i < reached; i++)
    {
      int cell = kl_puzzle_square_cell (puzzle, kn_distmap_reached (map, i));

      while (self->dist[cell] > layer)
        {
          guint end = (guint) i;
          g_array_append_val (self->layer_end, end);
          layer++;
        }
      g_array_append_val (self->order, cell);
    }
  {
    guint end = (guint) reached;
    g_array_append_val (self->layer_end, end);
  }
}

/* Whether the piece a mode needs is placed; the answer says which is not. */
static gboolean
need_piece (KlResult *self,
            int       cell,
            KlTool    piece)
{
  if (cell >= 0)
    return TRUE;
  self->missing = piece;
  return FALSE;
}

/* The BFS tree, as the explanation has it, for the board's arrows. */
static void
take_parents (KlResult       *self,
              const KlPuzzle *puzzle)
{
  int n = puzzle->width * puzzle->height;

  self->parent = g_new (gint32, n);
  for (int cell = 0; cell < n; cell++)
    self->parent[cell] = self->dist[cell] > 0 ? kl_explain_parent (self->explain, cell) : -1;
}

/* Why the leaper cannot get from `from` to *to (every free square, when to
 * is NULL), with the evidence the board draws. */
static kn_status
take_reach (KlResult        *self,
            const kn_board  *board,
            kn_leaper        leaper,
            kn_square        from,
            const kn_square *to,
            const kn_limits *limits)
{
  kn_reach *reach = NULL;
  kn_status status = kn_reach_explain (board, leaper, from, to, limits, &reach);

  if (status == KN_OK)
    self->reason = kl_reason_new_reach (reach, board, self->mode, leaper);
  kn_reach_free (reach);
  return status;
}

static kn_status
solve_path (KlResult             *self,
            const KlPuzzle       *puzzle,
            const kn_board       *board,
            const KlSolveOptions *options,
            const kn_limits      *limits)
{
  kn_path *path = NULL;
  kn_distmap *map = NULL;
  kn_square from, to;
  int64_t moves = -1;
  kn_status status;

  if (!need_piece (self, puzzle->start, KL_TOOL_START) ||
      !need_piece (self, puzzle->target, KL_TOOL_TARGET))
    return KN_OK;

  from = kl_puzzle_square (puzzle, puzzle->start);
  to = kl_puzzle_square (puzzle, puzzle->target);
  status = kn_shortest_path (board, options->leaper, from, to, limits, &moves, &path);
  if (status != KN_OK)
    return status;

  /* The distance map replays the breadth-first wave that finds the route. */
  status = kn_distmap_compute (board, options->leaper, from, limits, &map);
  if (status != KN_OK)
    {
      kn_path_free (path);
      return status;
    }
  take_distmap (self, puzzle, map);
  /* the explanation takes the map */
  status = kl_explain_new_path (map, to, path, limits, &self->explain);
  if (status != KN_OK)
    {
      kn_path_free (path);
      return status;
    }
  take_parents (self, puzzle);

  self->moves = moves;
  self->solved = TRUE;
  if (moves < 0)
    {
      self->n_frames = (guint) self->dist_max;
      return take_reach (self, board, options->leaper, from, &to, limits);
    }
  take_path (self, puzzle, path);
  kn_path_free (path);
  self->n_frames = (guint) moves;
  return KN_OK;
}

static kn_status
solve_distance (KlResult             *self,
                const KlPuzzle       *puzzle,
                const kn_board       *board,
                const KlSolveOptions *options,
                const kn_limits      *limits)
{
  kn_distmap *map = NULL;
  kn_status status;

  if (!need_piece (self, puzzle->start, KL_TOOL_START))
    return KN_OK;

  status = kn_distmap_compute (board, options->leaper, kl_puzzle_square (puzzle, puzzle->start),
                               limits, &map);
  if (status != KN_OK)
    return status;
  take_distmap (self, puzzle, map);
  /* the explanation takes the map */
  status = kl_explain_new_distance (map, limits, &self->explain);
  if (status != KN_OK)
    return status;
  take_parents (self, puzzle);

  self->free_squares = kn_board_squares (board) - kn_board_blocked_count (board);
  self->n_frames = (guint) self->dist_max;
  self->solved = TRUE;
  if (self->order->len < self->free_squares)
    return take_reach (self, board, options->leaper, kl_puzzle_square (puzzle, puzzle->start),
                       NULL, limits);
  return KN_OK;
}

static kn_status
solve_dynamic (KlResult             *self,
               const KlPuzzle       *puzzle,
               const kn_board       *board,
               const kn_limits      *limits)
{
  kn_path *path = NULL;
  int64_t moves = -1;
  kn_status status;

  if (!need_piece (self, puzzle->start, KL_TOOL_START) ||
      !need_piece (self, puzzle->target, KL_TOOL_TARGET))
    return KN_OK;

  status = kn_dynamic_solve (board, kl_puzzle_square (puzzle, puzzle->start),
                             kl_puzzle_square (puzzle, puzzle->target), limits, &moves, &path);
  if (status == KN_OK)
    status = kl_explain_new_dynamic (board, kl_puzzle_square (puzzle, puzzle->start),
                                     kl_puzzle_square (puzzle, puzzle->target), limits,
                                     &self->explain);
  if (status != KN_OK)
    {
      kn_path_free (path);
      return status;
    }

  self->moves = moves;
  if (moves < 0)
    {
      kn_reach *reach = NULL;

      status = kn_reach_explain_dynamic (board, kl_puzzle_square (puzzle, puzzle->start),
                                         kl_puzzle_square (puzzle, puzzle->target), limits, &reach);
      if (status == KN_OK)
        self->reason = kl_reason_new_reach (reach, board, KL_MODE_DYNAMIC, KN_KNIGHT);
      kn_reach_free (reach);
      return status;
    }
  take_path (self, puzzle, path);
  kn_path_free (path);
  self->n_frames = (guint) moves;
  self->solved = TRUE;
  return KN_OK;
}

/* The replay of a tour's search, on a board of the result's own (it
 * borrows it): the board draws the route the search stands on from it.  A
 * found tour's steps come from its explanation. */
static kn_status
make_search_replay (KlResult       *self,
                    const kn_board *board)
{
  kn_status status = kn_board_copy (board, &self->board);

  if (status == KN_OK && self->trace->len > 0)
    status = kn_tour_replay_new (self->board, self->leaper,
                                 (const kn_trace_event *) (gpointer) self->trace->data,
                                 self->trace->len, &self->search_replay);
  return status;
}

static kn_status
solve_tour (KlResult             *self,
            const KlPuzzle       *puzzle,
            const kn_board       *board,
            const KlSolveOptions *options,
            const kn_limits      *limits)
{
  kn_tour_options topts;
  kn_tour *tour = NULL;
  kn_status status;
  const kn_trace_event *trace;
  const kn_cell *cells = NULL;
  gsize n_trace = 0, n_cells = 0;
  bool truncated = FALSE;

  kn_tour_options_init (&topts);
  topts.closed = options->closed;
  topts.leaper = options->leaper;
  topts.trace_budget = options->trace_budget;
  if (puzzle->start >= 0)
    {
      topts.has_start = TRUE;
      topts.start = kl_puzzle_square (puzzle, puzzle->start);
    }
  /* the target of a tour is the square it must end on */
  if (puzzle->target >= 0)
    {
      topts.has_end = TRUE;
      topts.end = kl_puzzle_square (puzzle, puzzle->target);
    }

  status = kn_tour_solve (board, &topts, limits, &tour);
  if (status != KN_OK)
    return status;

  self->tour_outcome = kn_tour_get_outcome (tour);
  self->nodes = kn_tour_nodes (tour);
  self->node_budget = options->node_budget;
  trace = kn_tour_trace (tour, &n_trace, &truncated);
  self->trace = g_array_sized_new (FALSE, FALSE, sizeof (kn_trace_event), (guint) n_trace);
  g_array_append_vals (self->trace, trace, (guint) n_trace);
  self->trace_truncated = truncated;
  for (gsize i = 0; i < n_trace; i++)
    if (trace[i].kind == KN_TRACE_BACKTRACK)
      self->backtracks++;

  if (self->tour_outcome == KN_TOUR_FOUND)
    {
      cells = kn_tour_cells (tour, &n_cells);
      self->path = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n_cells);
      self->path_moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), (guint) n_cells);
      self->tour_step = g_new (gint32, (gsize) puzzle->width * puzzle->height);
      memset (self->tour_step, 0xff, sizeof (gint32) * puzzle->width * puzzle->height);
      for (gsize i = 0; i < n_cells; i++)
        {
          int cell = (int) cells[i];
          guint8 move = i == 0 ? KN_MOVE_START : KN_MOVE_LEAP;

          g_array_append_val (self->path, cell);
          g_array_append_val (self->path_moves, move);
          self->tour_step[cell] = (gint32) i;
        }
      /* an open tour may happen to end a move from its start; it is
       * still the open tour asked for, and drawn and named so */
      self->closed = options->closed && kn_tour_is_closed (tour);
      self->n_frames = n_cells > 0 ? (guint) n_cells - 1 : 0;
      self->solved = TRUE;
    }
  self->reason = kl_reason_new_tour (tour, board, &topts, options->node_budget);
  status = make_search_replay (self, board);
  /* the steps of the route, and of the search as it ran; without them the
   * panel names the reason and its evidence */
  if (status == KN_OK && n_cells > 0)
    status = kl_explain_new_tour (board, tour, FALSE, limits, &self->explain);
  if (status == KN_OK && n_trace > 0)
    status = kl_explain_new_tour (board, tour, TRUE, limits, &self->search_explain);
  kn_tour_free (tour);
  return status;
}

static void
camelot_steps (KlResult *self)
{
  GArray *king = g_ptr_array_index (self->routes, 0);
  GArray *king_moves = self->king_moves;
  guint rides = 0, solo = 0;

  /* The king's riding steps are the carrier's last moves. */
  for (guint i = 1; i < king_moves->len; i++)
    if (g_array_index (king_moves, guint8, i) == KN_MOVE_RIDE)
      rides++;

  self->steps = g_array_new (FALSE, FALSE, sizeof (KlCamelotStep));
  for (guint i = 1; i < king->len; i++)
    if (g_array_index (king_moves, guint8, i) != KN_MOVE_RIDE)
      {
        KlCamelotStep step = { 0, g_array_index (king, int, i), FALSE };
        g_array_append_val (self->steps, step);
      }

  if (self->carrier >= 0)
    {
      GArray *route = g_ptr_array_index (self->routes, self->carrier + 1);
      guint moves = route->len - 1;

      solo = moves > rides ? moves - rides : 0;
      for (guint i = 1; i < route->len; i++)
        {
          KlCamelotStep step = { self->carrier + 1, g_array_index (route, int, i), i > solo };
          g_array_append_val (self->steps, step);
        }
    }

  for (guint k = 1; k < self->routes->len; k++)
    {
      GArray *route = g_ptr_array_index (self->routes, k);

      if ((int) k == self->carrier + 1)
        continue;
      for (guint i = 1; i < route->len; i++)
        {
          KlCamelotStep step = { (int) k, g_array_index (route, int, i), FALSE };
          g_array_append_val (self->steps, step);
        }
    }
}

static kn_status
solve_camelot (KlResult        *self,
               const KlPuzzle  *puzzle,
               const kn_board  *board,
               const kn_limits *limits)
{
  g_autofree kn_square *knights = NULL;
  kn_camelot *plan = NULL;
  kn_status status;
  kn_square pickup = { 0, 0 };
  guint n = puzzle->knights->len;

  if (!need_piece (self, puzzle->king, KL_TOOL_KING))
    return KN_OK;

  knights = g_new (kn_square, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    knights[i] = kl_puzzle_square (puzzle, g_array_index (puzzle->knights, int, i));

  status = kn_camelot_solve (board, kl_puzzle_square (puzzle, puzzle->king), knights, n, limits, &plan);
  if (status != KN_OK)
    return status;

  if (!kn_camelot_found (plan))
    {
      kn_reach *reach = NULL;

      kn_camelot_free (plan);
      status = kn_reach_explain_camelot (board, kl_puzzle_square (puzzle, puzzle->king), knights, n,
                                         limits, &reach);
      if (status == KN_OK)
        self->reason = kl_reason_new_reach (reach, board, KL_MODE_CAMELOT, KN_KNIGHT);
      kn_reach_free (reach);
      return status;
    }

  self->gather = kl_puzzle_square_cell (puzzle, kn_camelot_gather (plan));
  self->carrier = (int) kn_camelot_carrier (plan, &pickup);
  self->pickup = self->carrier >= 0 ? kl_puzzle_square_cell (puzzle, pickup) : -1;
  self->routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i <= n; i++)
    {
      const kn_path *route = kn_camelot_route (plan, i);
      GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));
      gsize len = route ? kn_path_length (route) : 0;

      for (gsize j = 0; j < len; j++)
        {
          int cell = kl_puzzle_square_cell (puzzle, kn_path_square (route, j));
          g_array_append_val (cells, cell);
        }
      if (cells->len == 0)
        {
          int cell = i == 0 ? puzzle->king : g_array_index (puzzle->knights, int, i - 1);
          g_array_append_val (cells, cell);
        }
      g_ptr_array_add (self->routes, cells);
    }
  {
    const kn_path *route = kn_camelot_route (plan, 0);
    GArray *types = g_array_new (FALSE, FALSE, sizeof (guint8));
    gsize len = route ? kn_path_length (route) : 0;

    for (gsize j = 0; j < len; j++)
      {
        guint8 t = (guint8) kn_path_move (route, j);
        g_array_append_val (types, t);
      }
    if (types->len == 0)
      {
        guint8 t = KN_MOVE_START;
        g_array_append_val (types, t);
      }
    self->king_moves = types;
  }
  camelot_steps (self);

  self->moves = kn_camelot_moves (plan);
  /* the cost of every gathering square takes a search from every knight's
   * square: shown when that stays under about a second */
  status = kl_explain_new_camelot (board, plan,
                                   kn_board_squares (board) * (n + 1) <= CAMELOT_HEAT_MAX,
                                   limits, &self->explain);
  if (status != KN_OK)
    {
      kn_camelot_free (plan);
      return status;
    }
  self->n_frames = self->steps->len;
  self->solved = TRUE;
  kn_camelot_free (plan);
  return KN_OK;
}

KlResult *
kl_solve (const KlPuzzle       *puzzle,
          const KlSolveOptions *options,
          GCancellable         *cancellable,
          GError              **error)
{
  g_autoptr(KlResult) self = g_atomic_rc_box_new0 (KlResult);
  kn_limits limits = { 0, cancel_cb, cancellable };
  kn_board *board = NULL;
  kn_status status = KN_OK;
  gint64 began = g_get_monotonic_time ();

  g_return_val_if_fail (puzzle != NULL, NULL);

  self->mode = options->mode;
  self->width = puzzle->width;
  self->height = puzzle->height;
  self->leaper = options->leaper;
  self->closed = options->closed;
  self->missing = -1;
  self->moves = -1;
  self->gather = self->carrier = self->pickup = -1;

  if (cancellable == NULL)
    limits.cancel = NULL;

  status = kl_puzzle_make_board (puzzle, &board);
  if (status == KN_OK && !kn_leaper_valid (options->leaper))
    status = KN_ERR_INVALID;
  else if (status == KN_OK)
    switch (options->mode)
      {
      case KL_MODE_PATH:
        status = solve_path (self, puzzle, board, options, &limits);
        break;
      case KL_MODE_DISTANCE:
        status = solve_distance (self, puzzle, board, options, &limits);
        break;
      case KL_MODE_DYNAMIC:
        status = solve_dynamic (self, puzzle, board, &limits);
        break;
      case KL_MODE_CAMELOT:
        status = solve_camelot (self, puzzle, board, &limits);
        break;
      case KL_MODE_TOUR:
        limits.node_budget = options->node_budget;
        status = solve_tour (self, puzzle, board, options, &limits);
        break;
      case KL_N_MODES:
      default:
        g_assert_not_reached ();
      }
  kn_board_free (board);

  self->status = status;
  if (status == KN_ERR_CANCELLED || g_cancellable_is_cancelled (cancellable))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Cancelled"));
      return NULL;
    }
  self->node_budget = options->node_budget;
  self->elapsed_us = g_get_monotonic_time () - began;
  kl_solution_text_describe (self, puzzle);
  return g_steal_pointer (&self);
}

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SolveData *data = task_data;
  GError *error = NULL;
  KlResult *result = kl_solve (data->puzzle, &data->options, cancellable, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) kl_result_unref);
}

void
kl_solve_async (const KlPuzzle       *puzzle,
                const KlSolveOptions *options,
                GCancellable         *cancellable,
                GAsyncReadyCallback   callback,
                gpointer              user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  SolveData *data = g_new0 (SolveData, 1);

  data->puzzle = kl_puzzle_copy (puzzle);
  data->options = *options;
  g_task_set_source_tag (task, kl_solve_async);
  g_task_set_task_data (task, data, (GDestroyNotify) solve_data_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, solve_thread);
}

KlResult *
kl_solve_finish (GAsyncResult  *result,
                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
