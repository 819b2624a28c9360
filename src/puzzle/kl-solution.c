/* kl-solution.c - the one pipeline: runs libknight on a board and its
 * pieces, asks for the reason when there is no answer and for the
 * explanation when the frames are wanted, and keeps all of it, with its
 * words (kl-solution-words.c), as one immutable solution. */

#define G_LOG_DOMAIN "kl-solution"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-solution-private.h"

/* Squares x pieces beyond which Camelot's heat map is not worked out: the
 * cost of every gathering square takes a search from every piece. */
#define CAMELOT_HEAT_MAX (20u * 1000 * 1000)

/* The node budget of Camelot's brute force (squares expanded and plans
 * costed): a few seconds of work.  Beyond it the board is too large for the
 * brute force, and the solution says so (KN_ERR_BUDGET) instead of running
 * for hours; the enumeration has no budget. */
#define CAMELOT_BRUTE_BUDGET (200ull * 1000 * 1000)

static void
solution_clear (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;

  g_free (self->headline);
  g_free (self->details);
  g_free (self->stats);
  g_clear_pointer (&self->reason, kl_reason_free);
  g_clear_pointer (&self->explain, kl_explain_unref);
  g_clear_pointer (&self->search_explain, kl_explain_unref);
  g_clear_pointer (&self->route, kn_path_free);
  g_clear_pointer (&priv->own_map, kn_distmap_free);
  g_clear_pointer (&self->tour, kn_tour_free);
  g_clear_pointer (&self->plan, kn_camelot_free);
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->king_moves, g_array_unref);
  g_clear_pointer (&priv->path, g_array_unref);
  g_clear_pointer (&priv->path_moves, g_array_unref);
  g_clear_pointer (&priv->dist, g_free);
  g_clear_pointer (&priv->parents, g_free);
  g_clear_pointer (&priv->order, g_array_unref);
  g_clear_pointer (&priv->layer_ends, g_array_unref);
  g_clear_pointer (&priv->tour_index, g_free);
  g_clear_pointer (&priv->formula, g_free);
  g_clear_pointer (&priv->differs, g_free);
  g_clear_pointer (&priv->board, kn_board_free);
  g_mutex_clear (&priv->lock);
}

KlSolution *
kl_solution_ref (KlSolution *self)
{
  return &((KlSolutionPrivate *) g_atomic_rc_box_acquire ((KlSolutionPrivate *) self))->pub;
}

void
kl_solution_unref (KlSolution *self)
{
  g_atomic_rc_box_release_full ((KlSolutionPrivate *) self, (GDestroyNotify) solution_clear);
}

void
kl_solve_options_init (KlSolveOptions *options)
{
  memset (options, 0, sizeof *options);
  options->mode = KL_MODE_PATH;
  options->leaper = KN_KNIGHT;
  options->node_budget = KN_TOUR_DEFAULT_BUDGET;
  options->trace_budget = 200000;
}

static int
cancel_cb (void *user_data)
{
  return g_cancellable_is_cancelled (user_data);
}

static kn_square
square_of (const KlSolution *self,
           int               cell)
{
  return (kn_square) { cell % self->width, cell / self->width };
}

static int
cell_of (const KlSolution *self,
         kn_square         sq)
{
  return sq.y * self->width + sq.x;
}

/* Whether the piece a mode needs is placed; the answer says which is not. */
static gboolean
need_piece (KlSolution *self,
            int         cell,
            KlMissing   piece)
{
  if (cell >= 0)
    return TRUE;
  self->missing = piece;
  self->outcome = KL_OUTCOME_MISSING;
  return FALSE;
}

/* Why the leaper cannot get from `from` to *to (every free square, when to
 * is NULL), with the evidence the board draws. */
static kn_status
reach_reason (KlSolution      *self,
              const kn_board  *board,
              kn_square        from,
              const kn_square *to,
              const kn_limits *limits)
{
  kn_reach *reach = NULL;
  kn_status status = kn_reach_explain (board, self->leaper, from, to, limits, &reach);

  if (status == KN_OK)
    self->reason = kl_reason_new_reach (reach, board, self->mode, self->leaper);
  kn_reach_free (reach);
  return status;
}

/* The map's explanation takes the map; the solution reads it from there. */
static void
take_map (KlSolutionPrivate *priv,
          kn_distmap        *map,
          gboolean           explained)
{
  KlSolution *self = &priv->pub;

  if (!explained)
    priv->own_map = map;
  self->map = map;
  self->dist_max = kn_distmap_max (map);
  self->reached = kn_distmap_reached_count (map);
}

/* Boards up to this many squares have the default search's work counted
 * by a BFS of its own (kn_search_path): the answer itself comes from
 * kn_shortest_path, which answers a board of two billion squares at once,
 * where a BFS would take gigabytes. */
#define PATH_WORK_MAX (4u * 1024 * 1024)

static kn_search_algorithm
search_of (KlAlgorithm algorithm)
{
  switch (algorithm)
    {
    case KL_ALGORITHM_BIDIRECTIONAL: return KN_SEARCH_BIDIRECTIONAL;
    case KL_ALGORITHM_ASTAR: return KN_SEARCH_ASTAR;
    case KL_ALGORITHM_GREEDY: return KN_SEARCH_GREEDY;
    case KL_ALGORITHM_DFS: return KN_SEARCH_DFS;
    case KL_ALGORITHM_IDDFS: return KN_SEARCH_IDDFS;
    case KL_ALGORITHM_BFS:
    default: return KN_SEARCH_BFS;
    }
}

/* What a search counted, as the comparison reads it. */
static void
set_work (KlSolution      *self,
          const kn_search *search,
          gint64           elapsed_us)
{
  kn_search_stats st;

  kn_search_get_stats (search, &st);
  self->work.expanded = st.expanded;
  self->work.nodes = st.generated;
  self->work.backtracks = kn_search_get_algorithm (search) == KN_SEARCH_DFS ||
                          kn_search_get_algorithm (search) == KN_SEARCH_IDDFS
                          ? st.backtracks : KL_SOLVE_STAT_NONE;
  self->work.memory = st.memory;
  self->work.length = kn_search_moves (search);
  self->work.elapsed_us = MAX (elapsed_us, 1);
}

/* Shortest path by another search than BFS: its route, its work, and its
 * explanation (a step an expansion), which takes the search. */
static kn_status
solve_path_search (KlSolutionPrivate    *priv,
                   const kn_board       *board,
                   kn_square             from,
                   kn_square             to,
                   const KlSolveOptions *options,
                   const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  gboolean explain = (options->flags & KL_SOLVE_EXPLAIN) != 0;
  kn_search *search = NULL;
  gint64 began = g_get_monotonic_time ();
  kn_status status = kn_search_path (board, self->leaper, from, to, search_of (self->algorithm),
                                     explain ? MAX (options->trace_budget, 1) : 0, limits,
                                     &search);

  if (status != KN_OK)
    return status;
  set_work (self, search, g_get_monotonic_time () - began);
  self->moves = kn_search_moves (search);
  self->route = kn_search_take_route (search);
  if (self->moves < 0)
    {
      self->outcome = KL_OUTCOME_NONE;
      status = reach_reason (self, board, from, &to, limits);
    }
  if (status != KN_OK || !explain)
    {
      kn_search_free (search);
      return status;
    }
  status = kl_explain_new_search (board, search, self->route, limits, &self->explain);
  if (status == KN_OK)
    self->n_frames = kl_explain_get_n_steps (self->explain) - 1;
  return status;
}

static kn_status
solve_path (KlSolutionPrivate    *priv,
            const kn_board       *board,
            const KlPieces       *pieces,
            const KlSolveOptions *options,
            const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  kn_distmap *map = NULL;
  kn_square from, to;
  int64_t moves = -1;
  gint64 began;
  kn_status status;

  if (!need_piece (self, pieces->start, KL_MISSING_START) ||
      !need_piece (self, pieces->target, KL_MISSING_TARGET))
    return KN_OK;

  from = square_of (self, pieces->start);
  to = square_of (self, pieces->target);
  if (self->algorithm != KL_ALGORITHM_BFS)
    return solve_path_search (priv, board, from, to, options, limits);

  began = g_get_monotonic_time ();
  status = kn_shortest_path (board, self->leaper, from, to, limits, &moves, &self->route);
  if (status != KN_OK)
    return status;
  self->moves = moves;
  self->work.length = moves;
  self->work.elapsed_us = MAX (g_get_monotonic_time () - began, 1);
  /* BFS's work, counted by a BFS that runs as the explanation shows it:
   * layer by layer until the target's layer is done */
  if ((options->flags & KL_SOLVE_WORK) && kn_board_squares (board) <= PATH_WORK_MAX &&
      kn_board_is_free (board, from) && kn_board_is_free (board, to))
    {
      kn_search *search = NULL;

      began = g_get_monotonic_time ();
      status = kn_search_path (board, self->leaper, from, to, KN_SEARCH_BFS, 0, limits, &search);
      if (status != KN_OK)
        return status;
      set_work (self, search, g_get_monotonic_time () - began);
      kn_search_free (search);
    }
  if (moves < 0)
    {
      self->outcome = KL_OUTCOME_NONE;
      status = reach_reason (self, board, from, &to, limits);
    }
  if (status != KN_OK || !(options->flags & KL_SOLVE_EXPLAIN))
    return status;

  /* The distance map replays the breadth-first wave that finds the route;
   * the explanation takes it (and frees it on failure). */
  status = kn_distmap_compute (board, self->leaper, from, limits, &map);
  if (status == KN_OK)
    status = kl_explain_new_path (map, to, self->route, limits, &self->explain);
  if (status != KN_OK)
    return status;
  take_map (priv, map, TRUE);
  self->n_frames = (guint) (moves < 0 ? self->dist_max : moves);
  return KN_OK;
}

/* The distance map by the empty board's closed form (KL_ALGORITHM_FORMULA),
 * the knight's only: the board's own BFS runs beside it (not counted in
 * the work) to find the squares the walls make farther. */
static kn_status
solve_formula (KlSolutionPrivate    *priv,
               const kn_board       *board,
               kn_square             from,
               const KlSolveOptions *options,
               const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  gsize n = (gsize) self->width * self->height;
  g_autofree gint32 *real = NULL;
  kn_formula_work fw;
  kn_distmap *map = NULL;
  kn_status status;
  gint64 began;
  int max = 0;
  guint64 numbered = 0;

  /* the closed form is the knight's: another leaper gets no map rather than a wrong one */
  if (!kn_leaper_is_knight (self->leaper))
    return KN_ERR_INVALID;
  priv->formula = g_new (gint32, n);
  began = g_get_monotonic_time ();
  status = kn_knight_distance_map (board, from, limits, priv->formula, &fw);
  self->work.elapsed_us = MAX (g_get_monotonic_time () - began, 1);
  if (status == KN_OK)
    status = kn_distmap_compute (board, self->leaper, from, limits, &map);
  if (status != KN_OK)
    return status;
  take_map (priv, map, FALSE);
  real = g_new (gint32, n);
  priv->differs = g_new0 (guint8, n);
  for (gsize cell = 0; cell < n; cell++)
    {
      gint32 f = priv->formula[cell];

      real[cell] = kn_distmap_get (map, square_of (self, (int) cell));
      if (f < 0)
        continue;
      max = MAX (max, f);
      numbered++;
      if (real[cell] < 0 || real[cell] > f)
        {
          priv->differs[cell] = 1;
          if (real[cell] < 0)
            priv->unreached++;
          else
            priv->farther++;
        }
    }
  self->dist_max = max;
  self->reached = numbered;
  self->n_frames = (guint) max;
  self->work.expanded = fw.expanded;
  self->work.nodes = fw.by_formula ? fw.evaluated : fw.expanded;
  self->work.backtracks = KL_SOLVE_STAT_NONE;
  self->work.length = max;
  self->work.memory = fw.peak_bytes;
  if (options->flags & KL_SOLVE_EXPLAIN)
    self->explain = kl_explain_new_formula (board, from, priv->formula, real);
  return KN_OK;
}

static kn_status
solve_distance (KlSolutionPrivate    *priv,
                const kn_board       *board,
                const KlPieces       *pieces,
                const KlSolveOptions *options,
                const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  kn_distmap *map = NULL;
  kn_square from;
  gboolean explain = (options->flags & KL_SOLVE_EXPLAIN) != 0;
  kn_status status;

  if (!need_piece (self, pieces->start, KL_MISSING_START))
    return KN_OK;

  from = square_of (self, pieces->start);
  if (self->algorithm == KL_ALGORITHM_FORMULA)
    return solve_formula (priv, board, from, options, limits);
  {
    gint64 began = g_get_monotonic_time ();

    status = kn_distmap_compute (board, self->leaper, from, limits, &map);
    self->work.elapsed_us = MAX (g_get_monotonic_time () - began, 1);
  }
  if (status != KN_OK)
    return status;
  /* a BFS takes every square it reaches from its queue once, and puts it there once */
  self->work.expanded = self->work.nodes = kn_distmap_reached_count (map);
  self->work.backtracks = KL_SOLVE_STAT_NONE;
  self->work.length = kn_distmap_max (map);
  self->work.memory = kn_distmap_bytes (map);
  if (explain)
    {
      /* the explanation takes the map, and frees it on failure */
      status = kl_explain_new_distance (map, limits, &self->explain);
      if (status != KN_OK)
        return status;
    }
  take_map (priv, map, explain);
  self->n_frames = (guint) self->dist_max;
  if (self->reached < self->free_squares)
    return reach_reason (self, board, from, NULL, limits);
  return KN_OK;
}

static kn_status
solve_dynamic (KlSolutionPrivate    *priv,
               const kn_board       *board,
               const KlPieces       *pieces,
               const KlSolveOptions *options,
               const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  int64_t moves = -1;
  kn_square from, to;
  kn_status status;

  if (!need_piece (self, pieces->start, KL_MISSING_START) ||
      !need_piece (self, pieces->target, KL_MISSING_TARGET))
    return KN_OK;

  from = square_of (self, pieces->start);
  to = square_of (self, pieces->target);
  status = kn_dynamic_solve (board, from, to, limits, &moves, &self->route);
  if (status == KN_OK && (options->flags & KL_SOLVE_EXPLAIN))
    status = kl_explain_new_dynamic (board, from, to, limits, &self->explain);
  if (status != KN_OK)
    return status;

  self->moves = moves;
  /* the explanation steps through the search's layers of states: up to
   * the target's, or all of them when there is no route */
  self->n_frames = self->explain != NULL ? kl_explain_get_n_steps (self->explain) - 1
                                         : (guint) MAX (moves, 0);
  if (moves < 0)
    {
      kn_reach *reach = NULL;

      self->outcome = KL_OUTCOME_NONE;
      status = kn_reach_explain_dynamic (board, from, to, limits, &reach);
      if (status == KN_OK)
        self->reason = kl_reason_new_reach (reach, board, KL_MODE_DYNAMIC, KN_KNIGHT);
      kn_reach_free (reach);
      return status;
    }
  return KN_OK;
}

/* The library's algorithm for a tour's KlAlgorithm (resolved). */
static kn_tour_algorithm
tour_algorithm (KlAlgorithm algorithm)
{
  switch (algorithm)
    {
    case KL_ALGORITHM_WARNSDORFF_PLAIN:
      return KN_TOUR_ALGO_WARNSDORFF_PLAIN;
    case KL_ALGORITHM_BACKTRACKING:
      return KN_TOUR_ALGO_BACKTRACKING;
    case KL_ALGORITHM_CONSTRUCTION:
      return KN_TOUR_ALGO_CONSTRUCTION;
    case KL_ALGORITHM_WARNSDORFF:
    default:
      return KN_TOUR_ALGO_WARNSDORFF;
    }
}

static kn_status
solve_tour (KlSolutionPrivate    *priv,
            const kn_board       *board,
            const KlPieces       *pieces,
            const KlSolveOptions *options,
            const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  kn_tour_options topts;
  kn_tour_work work;
  gint64 began;
  const kn_trace_event *trace;
  size_t n_trace = 0, n_cells = 0;
  bool truncated = FALSE;
  kn_status status;

  kn_tour_options_init (&topts);
  topts.algorithm = tour_algorithm (self->algorithm);
  topts.closed = options->closed;
  topts.leaper = options->leaper;
  topts.trace_budget = options->trace_budget;
  topts.seed = options->seed;
  if (pieces->start >= 0)
    {
      topts.has_start = TRUE;
      topts.start = square_of (self, pieces->start);
    }
  /* the target of a tour is the square it must end on */
  if (pieces->target >= 0)
    {
      topts.has_end = TRUE;
      topts.end = square_of (self, pieces->target);
    }

  began = g_get_monotonic_time ();
  status = kn_tour_solve (board, &topts, limits, &self->tour);
  if (status != KN_OK)
    return status;
  self->work.elapsed_us = MAX (g_get_monotonic_time () - began, 1);
  kn_tour_get_work (self->tour, &work);
  self->work.expanded = work.expanded;
  self->work.nodes = work.nodes;
  self->work.backtracks = work.backtracks;
  self->work.memory = work.memory;
  kn_tour_cells (self->tour, &n_cells);
  self->work.length = n_cells > 0 ? (gint64) n_cells : -1;

  self->tour_outcome = kn_tour_get_outcome (self->tour);
  self->tour_method = kn_tour_get_method (self->tour);
  self->nodes = kn_tour_nodes (self->tour);
  trace = kn_tour_trace (self->tour, &n_trace, &truncated);
  self->trace_truncated = truncated;
  for (size_t i = 0; i < n_trace; i++)
    if (trace[i].kind == KN_TRACE_BACKTRACK)
      self->backtracks++;

  switch (self->tour_outcome)
    {
    case KN_TOUR_FOUND:
      kn_tour_cells (self->tour, &n_cells);
      self->closed = kn_tour_is_closed (self->tour);
      self->n_frames = n_cells > 0 ? (guint) MIN (n_cells - 1, G_MAXUINT) : 0;
      break;
    case KN_TOUR_NONE:
      self->outcome = KL_OUTCOME_NONE;
      break;
    case KN_TOUR_GAVE_UP:
    default:
      self->outcome = KL_OUTCOME_GAVE_UP;
      break;
    }
  self->reason = kl_reason_new_tour (self->tour, board, &topts, options->node_budget);
  /* the steps of the route (without a tour, one step that says why), and
   * of the search as it ran */
  if (options->flags & KL_SOLVE_EXPLAIN)
    status = kl_explain_new_tour (board, self->tour, FALSE, limits, &self->explain);
  /* a tour decided without a search still has one step to tell (why);
   * the app shows the reason in its place */
  if (status == KN_OK && (options->flags & KL_SOLVE_EXPLAIN_SEARCH))
    status = kl_explain_new_tour (board, self->tour, TRUE, limits, &self->search_explain);
  return status;
}

static GArray *
route_cells (const KlSolution *self,
             const kn_path    *route,
             int               start)
{
  gsize len = route ? kn_path_length (route) : 0;
  GArray *cells = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) MAX (len, 1));

  for (gsize j = 0; j < len; j++)
    {
      int cell = cell_of (self, kn_path_square (route, j));
      g_array_append_val (cells, cell);
    }
  /* a piece that does not move stands on its start */
  if (cells->len == 0)
    g_array_append_val (cells, start);
  return cells;
}

static kn_status
solve_camelot (KlSolutionPrivate    *priv,
               const kn_board       *board,
               const KlPieces       *pieces,
               const KlSolveOptions *options,
               const kn_limits      *limits)
{
  KlSolution *self = &priv->pub;
  g_autofree kn_square *knights = NULL;
  kn_square pickup = { 0, 0 }, king;
  guint n = pieces->n_knights;
  const kn_path *king_route;
  kn_status status;

  if (!need_piece (self, pieces->king, KL_MISSING_KING))
    return KN_OK;

  king = square_of (self, pieces->king);
  knights = g_new (kn_square, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    knights[i] = square_of (self, pieces->knights[i]);

  {
    kn_limits own = *limits;
    kn_camelot_method method = KN_CAMELOT_ENUMERATE;
    kn_camelot_work work;
    gint64 began;

    if (self->algorithm == KL_ALGORITHM_BRUTE_FORCE)
      {
        method = KN_CAMELOT_BRUTE_FORCE;
        own.node_budget = self->node_budget = CAMELOT_BRUTE_BUDGET;
      }
    began = g_get_monotonic_time ();
    status = kn_camelot_solve_method (board, king, knights, n, method, &own, &self->plan);
    self->work.elapsed_us = MAX (g_get_monotonic_time () - began, 1);
    if (status != KN_OK)
      return status;
    kn_camelot_get_work (self->plan, &work);
    self->work.expanded = work.expanded;
    self->work.nodes = work.plans;
    self->work.backtracks = KL_SOLVE_STAT_NONE;
    self->work.length = kn_camelot_moves (self->plan);
    self->work.memory = work.peak_bytes;
  }

  if (!kn_camelot_found (self->plan))
    {
      kn_reach *reach = NULL;

      self->outcome = KL_OUTCOME_NONE;
      status = kn_reach_explain_camelot (board, king, knights, n, limits, &reach);
      if (status == KN_OK)
        self->reason = kl_reason_new_reach (reach, board, KL_MODE_CAMELOT, KN_KNIGHT);
      kn_reach_free (reach);
      /* one step that says the pieces cannot gather */
      if (status == KN_OK && (options->flags & KL_SOLVE_EXPLAIN))
        status = kl_explain_new_camelot (board, self->plan, FALSE, limits, &self->explain);
      return status;
    }

  self->gather = cell_of (self, kn_camelot_gather (self->plan));
  self->carrier = (int) kn_camelot_carrier (self->plan, &pickup);
  self->pickup = self->carrier >= 0 ? cell_of (self, pickup) : -1;
  self->moves = kn_camelot_moves (self->plan);
  self->routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i <= n; i++)
    g_ptr_array_add (self->routes, route_cells (self, kn_camelot_route (self->plan, i),
                                                i == 0 ? pieces->king : pieces->knights[i - 1]));
  king_route = kn_camelot_route (self->plan, 0);
  self->king_moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  for (gsize j = 0; king_route != NULL && j < kn_path_length (king_route); j++)
    {
      guint8 t = (guint8) kn_path_move (king_route, j);
      g_array_append_val (self->king_moves, t);
    }
  if (self->king_moves->len == 0)
    {
      guint8 t = KN_MOVE_START;
      g_array_append_val (self->king_moves, t);
    }

  if (!(options->flags & KL_SOLVE_EXPLAIN))
    return KN_OK;
  status = kl_explain_new_camelot (board, self->plan,
                                   (options->flags & KL_SOLVE_HEAT_MAP) &&
                                     kn_board_squares (board) * (n + 1) <= CAMELOT_HEAT_MAX,
                                   limits, &self->explain);
  /* the frames are the explanation's moves, in its animation order */
  if (status == KN_OK)
    self->n_frames = kl_explain_get_n_steps (self->explain) - 1;
  return status;
}

/* A solution of width x height for options, with nothing found yet: the
 * one place its fields get their "none" values, for a solve and for a
 * failure before one. */
static KlSolutionPrivate *
solution_new (const KlSolveOptions *options,
              int                   width,
              int                   height)
{
  KlSolutionPrivate *priv = g_atomic_rc_box_new0 (KlSolutionPrivate);
  KlSolution *self = &priv->pub;

  g_mutex_init (&priv->lock);
  self->mode = options->mode;
  self->algorithm = kl_algorithm_resolve (options->algorithm, options->mode);
  self->width = width;
  self->height = height;
  self->leaper = options->mode == KL_MODE_DYNAMIC || options->mode == KL_MODE_CAMELOT
                 ? KN_KNIGHT : options->leaper;
  self->asked_closed = options->mode == KL_MODE_TOUR && options->closed;
  self->outcome = KL_OUTCOME_FOUND;
  self->missing = KL_MISSING_NONE;
  self->moves = -1;
  self->start = self->target = -1;
  self->gather = self->carrier = self->pickup = -1;
  self->node_budget = options->node_budget;
  self->work.expanded = self->work.nodes = self->work.backtracks = KL_SOLVE_STAT_NONE;
  self->work.memory = KL_SOLVE_STAT_NONE;
  self->work.length = -1;
  return priv;
}

KlSolution *
kl_solve_board (const kn_board       *board,
                const KlPieces       *pieces,
                const KlSolveOptions *options,
                GCancellable         *cancellable,
                GError              **error)
{
  KlSolutionPrivate *priv = solution_new (options, kn_board_width (board),
                                          kn_board_height (board));
  KlSolution *self = &priv->pub;
  kn_limits limits = { 0, cancel_cb, cancellable };
  kn_status status = KN_OK;
  gint64 began = g_get_monotonic_time ();

  self->start = pieces->start;
  self->target = pieces->target;
  self->n_pieces = pieces->n_knights + 1;
  self->free_squares = kn_board_squares (board) - kn_board_blocked_count (board);

  if (cancellable == NULL)
    limits.cancel = NULL;

  if (!kn_leaper_valid (self->leaper) || !kl_algorithm_valid_for (self->algorithm, self->mode))
    status = KN_ERR_INVALID;
  else if (options->flags & KL_SOLVE_EXPLAIN)
    /* the board the text and the frames describe, whatever becomes of the
     * caller's */
    status = kn_board_copy (board, &priv->board);
  if (status == KN_OK)
    switch (options->mode)
      {
      case KL_MODE_PATH:
        status = solve_path (priv, board, pieces, options, &limits);
        break;
      case KL_MODE_DISTANCE:
        status = solve_distance (priv, board, pieces, options, &limits);
        break;
      case KL_MODE_DYNAMIC:
        status = solve_dynamic (priv, board, pieces, options, &limits);
        break;
      case KL_MODE_CAMELOT:
        status = solve_camelot (priv, board, pieces, options, &limits);
        break;
      case KL_MODE_TOUR:
        limits.node_budget = options->node_budget;
        status = solve_tour (priv, board, pieces, options, &limits);
        break;
      case KL_N_MODES:
      default:
        status = KN_ERR_INVALID;
        break;
      }

  self->status = status;
  if (status == KN_ERR_CANCELLED || g_cancellable_is_cancelled (cancellable))
    {
      kl_solution_unref (self);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Cancelled"));
      return NULL;
    }
  if (status != KN_OK)
    {
      /* a failure has no answer: nothing of a half-made one is shown */
      self->outcome = KL_OUTCOME_FAILED;
      self->n_frames = 0;
      g_clear_pointer (&self->explain, kl_explain_unref);
      g_clear_pointer (&self->search_explain, kl_explain_unref);
    }
  self->elapsed_us = g_get_monotonic_time () - began;
  /* the answer's length, where the algorithm did not say it: a route's or
   * a plan's moves, a tour's squares (a map has none) */
  if (self->work.length < 0 && self->outcome == KL_OUTCOME_FOUND)
    {
      size_t cells = 0;

      if (self->mode == KL_MODE_TOUR)
        {
          kn_tour_cells (self->tour, &cells);
          self->work.length = (gint64) cells;
        }
      else if (self->mode != KL_MODE_DISTANCE)
        self->work.length = self->moves;
    }
  /* an algorithm that did not time its own work is timed whole */
  if (self->work.elapsed_us <= 0)
    self->work.elapsed_us = self->elapsed_us;
  _kl_solution_words (priv);
  return self;
}

KlSolution *
kl_solve (const KlPuzzle       *puzzle,
          const KlSolveOptions *options,
          GCancellable         *cancellable,
          GError              **error)
{
  kn_board *board = NULL;
  KlPieces pieces = {
    puzzle->start, puzzle->target, puzzle->king,
    (const int *) (gpointer) puzzle->knights->data, puzzle->knights->len,
  };
  KlSolution *self;
  kn_status status;

  g_return_val_if_fail (puzzle != NULL, NULL);

  status = kl_puzzle_make_board (puzzle, &board);
  if (status != KN_OK)
    {
      /* no board to solve on: a solution that says so */
      KlSolutionPrivate *priv = solution_new (options, puzzle->width, puzzle->height);

      self = &priv->pub;
      self->outcome = KL_OUTCOME_FAILED;
      self->status = status;
      _kl_solution_words (priv);
      return self;
    }
  self = kl_solve_board (board, &pieces, options, cancellable, error);
  kn_board_free (board);
  return self;
}

typedef struct
{
  KlPuzzle       *puzzle;
  KlSolveOptions  options;
} SolveData;

static void
solve_data_free (SolveData *data)
{
  kl_puzzle_free (data->puzzle);
  g_free (data);
}

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  SolveData *data = task_data;
  GError *error = NULL;
  KlSolution *solution = kl_solve (data->puzzle, &data->options, cancellable, &error);

  if (solution == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, solution, (GDestroyNotify) kl_solution_unref);
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

KlSolution *
kl_solve_finish (GAsyncResult  *result,
                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

KlExplain *
kl_solution_get_explain (const KlSolution *self,
                         gboolean          show_search)
{
  if (self->mode == KL_MODE_TOUR && show_search && self->search_explain != NULL)
    return self->search_explain;
  return self->explain;
}

guint
kl_solution_get_n_frames (const KlSolution *self,
                          gboolean          show_search)
{
  if (self->mode == KL_MODE_TOUR && show_search && self->search_explain != NULL)
    return kl_explain_get_n_steps (self->search_explain) - 1;
  return self->n_frames;
}

/* ------------------------------------------------ the per-square arrays */

static void
make_path (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;
  GArray *cells = NULL, *moves = NULL;

  if (self->route != NULL && self->moves >= 0)
    {
      gsize n = kn_path_length (self->route);

      cells = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);
      moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), (guint) n);
      for (gsize i = 0; i < n; i++)
        {
          int cell = cell_of (self, kn_path_square (self->route, i));
          guint8 move = (guint8) kn_path_move (self->route, i);

          g_array_append_val (cells, cell);
          g_array_append_val (moves, move);
        }
    }
  else if (self->tour != NULL && self->tour_outcome == KN_TOUR_FOUND)
    {
      size_t n = 0;
      const kn_cell *tc = kn_tour_cells (self->tour, &n);

      cells = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);
      moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), (guint) n);
      for (size_t i = 0; i < n; i++)
        {
          int cell = (int) tc[i];
          guint8 move = i == 0 ? KN_MOVE_START : KN_MOVE_LEAP;

          g_array_append_val (cells, cell);
          g_array_append_val (moves, move);
        }
    }
  priv->path = cells;
  priv->path_moves = moves;
}

/* The solution with one group of its per-square arrays made (once, under
 * the lock): the arrays only restate what the solution holds. */
static KlSolutionPrivate *
made (const KlSolution *self,
      gboolean         *done,
      void            (*make) (KlSolutionPrivate *priv))
{
  KlSolutionPrivate *priv = (KlSolutionPrivate *) self;

  g_mutex_lock (&priv->lock);
  if (!*done)
    {
      make (priv);
      *done = TRUE;
    }
  g_mutex_unlock (&priv->lock);
  return priv;
}

#define WITH_PATH(self) made (self, &((KlSolutionPrivate *) (self))->path_made, make_path)
#define WITH_DIST(self) made (self, &((KlSolutionPrivate *) (self))->dist_made, make_dist)

GArray *
kl_solution_get_path (const KlSolution *self)
{
  return WITH_PATH (self)->path;
}

GArray *
kl_solution_get_path_moves (const KlSolution *self)
{
  return WITH_PATH (self)->path_moves;
}

/* The distance map by the formula: its distances, the squares by distance
 * (row order within one), and no BFS tree. */
static void
make_formula_dist (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;
  gsize n = (gsize) self->width * self->height;
  g_autofree guint *start = g_new0 (guint, (gsize) self->dist_max + 2);
  guint end;

  priv->dist = g_memdup2 (priv->formula, n * sizeof *priv->formula);
  for (gsize cell = 0; cell < n; cell++)
    if (priv->dist[cell] >= 0)
      start[priv->dist[cell] + 1]++;
  priv->layer_ends = g_array_new (FALSE, FALSE, sizeof (guint));
  for (int k = 0; k <= self->dist_max; k++)
    {
      start[k + 1] += start[k];
      end = start[k + 1];
      g_array_append_val (priv->layer_ends, end);
    }
  priv->order = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) self->reached);
  g_array_set_size (priv->order, (guint) self->reached);
  for (gsize cell = 0; cell < n; cell++)
    if (priv->dist[cell] >= 0)
      g_array_index (priv->order, int, start[priv->dist[cell]]++) = (int) cell;
  if (self->explain != NULL)
    {
      priv->parents = g_new (gint32, n);
      memset (priv->parents, 0xff, n * sizeof *priv->parents);
    }
}

static void
make_dist (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;
  gsize n = (gsize) self->width * self->height;
  guint layer = 0;

  if (self->map == NULL)
    return;
  if (priv->formula != NULL)
    {
      make_formula_dist (priv);
      return;
    }
  priv->dist = g_new (gint32, n);
  for (gsize cell = 0; cell < n; cell++)
    priv->dist[cell] = kn_distmap_get (self->map, square_of (self, (int) cell));

  /* the squares in the order reached, and where each layer ends */
  priv->order = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) self->reached);
  priv->layer_ends = g_array_new (FALSE, FALSE, sizeof (guint));
  for (gsize i = 0; i < self->reached; i++)
    {
      int cell = cell_of (self, kn_distmap_reached (self->map, i));

      while ((guint) priv->dist[cell] > layer)
        {
          guint end = (guint) i;
          g_array_append_val (priv->layer_ends, end);
          layer++;
        }
      g_array_append_val (priv->order, cell);
    }
  {
    guint end = (guint) self->reached;
    g_array_append_val (priv->layer_ends, end);
  }

  if (self->explain != NULL)
    {
      priv->parents = g_new (gint32, n);
      for (gsize cell = 0; cell < n; cell++)
        priv->parents[cell] = priv->dist[cell] > 0 ? kl_explain_parent (self->explain, (int) cell)
                                                   : -1;
    }
}

const gint32 *
kl_solution_get_distances (const KlSolution *self)
{
  return WITH_DIST (self)->dist;
}

const guint8 *
kl_solution_get_formula_differs (const KlSolution *self,
                                 guint64          *farther,
                                 guint64          *unreached)
{
  const KlSolutionPrivate *priv = (const KlSolutionPrivate *) self;

  g_return_val_if_fail (self != NULL, NULL);

  if (farther != NULL)
    *farther = priv->farther;
  if (unreached != NULL)
    *unreached = priv->unreached;
  return priv->differs;
}

const gint32 *
kl_solution_get_parents (const KlSolution *self)
{
  return WITH_DIST (self)->parents;
}

GArray *
kl_solution_get_order (const KlSolution *self)
{
  return WITH_DIST (self)->order;
}

GArray *
kl_solution_get_layer_ends (const KlSolution *self)
{
  return WITH_DIST (self)->layer_ends;
}

static void
make_tour_index (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;
  size_t n = 0;
  const kn_cell *cells;

  if (self->tour == NULL || self->tour_outcome != KN_TOUR_FOUND)
    return;
  cells = kn_tour_cells (self->tour, &n);
  priv->tour_index = g_new (gint32, (gsize) self->width * self->height);
  memset (priv->tour_index, 0xff, sizeof (gint32) * self->width * self->height);
  for (size_t i = 0; i < n; i++)
    priv->tour_index[cells[i]] = (gint32) i;
}

const gint32 *
kl_solution_get_tour_index (const KlSolution *self)
{
  return made (self, &((KlSolutionPrivate *) self)->tour_index_made, make_tour_index)->tour_index;
}
