/* kl-solver.c - runs libknight on a puzzle and keeps the answer as plain
 * data the board draws and animates and the results area describes. */

#define G_LOG_DOMAIN "kl-solver"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-solver.h"

/* Routes longer than this are shortened in the results text. */
#define ROUTE_TEXT_MAX 240

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
result_clear (KlResult *self)
{
  g_free (self->headline);
  g_free (self->details);
  g_free (self->stats);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->path_moves, g_array_unref);
  g_free (self->dist);
  g_clear_pointer (&self->layer_end, g_array_unref);
  g_clear_pointer (&self->order, g_array_unref);
  g_clear_pointer (&self->trace, g_array_unref);
  g_free (self->tour_step);
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->king_moves, g_array_unref);
  g_clear_pointer (&self->steps, g_array_unref);
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

static kn_square
cell_square (const KlPuzzle *puzzle,
             int             cell)
{
  return (kn_square) { cell % puzzle->width, cell / puzzle->width };
}

static int
square_cell (const KlPuzzle *puzzle,
             kn_square       sq)
{
  return sq.y * puzzle->width + sq.x;
}

static char *
format_count (guint64 n)
{
  /* The ' flag groups digits the way the locale does ("1,000,000"). */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static const char *
move_letter (kn_move_type type)
{
  switch (type)
    {
    case KN_MOVE_DYN_K:
      return "K";
    case KN_MOVE_DYN_B:
      return "B";
    case KN_MOVE_DYN_T:
      return "T";
    case KN_MOVE_START:
    case KN_MOVE_LEAP:
    case KN_MOVE_KING:
    case KN_MOVE_RIDE:
    default:
      return "";
    }
}

static char *
route_text (const KlPuzzle *puzzle,
            GArray         *path,
            GArray         *moves,
            gboolean        letters)
{
  GString *s = g_string_new (NULL);
  guint n = MIN (path->len, ROUTE_TEXT_MAX);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, g_array_index (path, int, i));

      if (i > 0)
        {
          g_string_append (s, " \u2192");
          if (letters)
            g_string_append (s, move_letter (g_array_index (moves, guint8, i)));
          g_string_append_c (s, ' ');
        }
      g_string_append (s, name);
    }
  if (n < path->len)
    {
      g_string_append (s, " \u2026 ");
      g_string_append_printf (s, ngettext ("(%u more square)", "(%u more squares)",
                                           path->len - n), path->len - n);
    }
  return g_string_free (s, FALSE);
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
      int cell = square_cell (puzzle, kn_path_square (path, i));
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
      int cell = square_cell (puzzle, kn_distmap_reached (map, i));

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

/* How many leaper moves land on sq from squares on the board, and how many
 * of those squares are free. */
static void
count_neighbours (const kn_board *board,
                  kn_leaper       leaper,
                  kn_square       sq,
                  int            *on_board,
                  int            *free_squares)
{
  kn_square off[8];
  gsize n = kn_leaper_offsets (leaper, off);

  *on_board = *free_squares = 0;
  for (gsize i = 0; i < n; i++)
    {
      kn_square to = { sq.x + off[i].x, sq.y + off[i].y };

      if (kn_board_contains (board, to))
        (*on_board)++;
      if (kn_board_is_free (board, to))
        (*free_squares)++;
    }
}

/* Why the target cannot be reached, in words. */
static const char *
unreachable_reason (const kn_board *board,
                    kn_leaper       leaper,
                    kn_square       from,
                    kn_square       to)
{
  int from_on, from_free, to_on, to_free;

  count_neighbours (board, leaper, from, &from_on, &from_free);
  count_neighbours (board, leaper, to, &to_on, &to_free);
  if (to_on == 0)
    return _("Not reachable: no move lands on the target on a board this size");
  if (to_free == 0)
    return _("Not reachable: the target is walled in");
  if (from_on == 0)
    return _("Not reachable: no move leaves the start on a board this size");
  if (from_free == 0)
    return _("Not reachable: the start is walled in");
  if (kn_board_blocked_count (board) == 0)
    return _("Not reachable: the piece’s moves never join the start to the target here");
  return _("Not reachable: blocked squares cut the start off from the target");
}

static gboolean
need_piece (KlResult   *self,
            int         cell,
            const char *headline,
            const char *details)
{
  if (cell >= 0)
    return TRUE;
  self->headline = g_strdup (headline);
  self->details = g_strdup (details);
  return FALSE;
}

static kn_status
solve_path (KlResult             *self,
            const KlPuzzle       *puzzle,
            const kn_board       *board,
            const KlSolveOptions *options,
            const kn_limits      *limits)
{
  g_autoptr(GError) error = NULL;
  kn_path *path = NULL;
  kn_distmap *map = NULL;
  kn_square from, to;
  int64_t moves = -1;
  kn_status status;

  if (!need_piece (self, puzzle->start, _("Place a start square"),
                   _("Pick the Start tool and click a square.")) ||
      !need_piece (self, puzzle->target, _("Place a target square"),
                   _("Pick the Target tool and click a square.")))
    return KN_OK;

  from = cell_square (puzzle, puzzle->start);
  to = cell_square (puzzle, puzzle->target);
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
  kn_distmap_free (map);

  if (moves < 0)
    {
      self->headline = g_strdup (unreachable_reason (board, options->leaper, from, to));
      self->details = g_strdup_printf (ngettext ("The start reaches %u square.",
                                                 "The start reaches %u squares.",
                                                 self->order->len), self->order->len);
      self->n_frames = (guint) self->dist_max;
      self->solved = TRUE;
      return KN_OK;
    }

  take_path (self, puzzle, path);
  kn_path_free (path);
  self->headline = g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) moves), (int) moves);
  self->details = route_text (puzzle, self->path, self->path_moves, FALSE);
  {
    guint layer = MIN ((guint) moves, self->layer_end->len - 1);
    guint explored = g_array_index (self->layer_end, guint, layer);
    g_autofree char *n = format_count (explored);

    self->stats = g_strdup_printf (ngettext ("Breadth-first search explored %s square",
                                             "Breadth-first search explored %s squares",
                                             explored), n);
  }
  self->n_frames = (guint) moves;
  self->solved = TRUE;
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
  guint64 free_squares;

  if (!need_piece (self, puzzle->start, _("Place a start square"),
                   _("Pick the Start tool and click a square.")))
    return KN_OK;

  status = kn_distmap_compute (board, options->leaper, cell_square (puzzle, puzzle->start),
                               limits, &map);
  if (status != KN_OK)
    return status;
  take_distmap (self, puzzle, map);
  kn_distmap_free (map);

  free_squares = kn_board_squares (board) - kn_board_blocked_count (board);
  self->headline = g_strdup_printf (ngettext ("Farthest square: %d move",
                                              "Farthest square: %d moves",
                                              (gulong) self->dist_max), self->dist_max);
  {
    g_autofree char *reached = format_count (self->order->len);
    g_autofree char *total = format_count (free_squares);

    self->details = g_strdup_printf (ngettext ("%s of %s free square is reachable.",
                                               "%s of %s free squares are reachable.",
                                               (gulong) free_squares), reached, total);
  }
  if (puzzle->target >= 0 && self->dist[puzzle->target] >= 0)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, puzzle->target);
      int d = self->dist[puzzle->target];
      g_autofree char *t = g_strdup_printf (ngettext ("The target %s is %d move away.",
                                                      "The target %s is %d moves away.",
                                                      (gulong) d), name, d);
      char *both = g_strconcat (self->details, " ", t, NULL);

      g_free (self->details);
      self->details = both;
    }
  self->stats = g_strdup_printf (ngettext ("%d layer of breadth-first search",
                                           "%d layers of breadth-first search",
                                           (gulong) self->dist_max + 1), self->dist_max + 1);
  self->n_frames = (guint) self->dist_max;
  self->solved = TRUE;
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

  if (!need_piece (self, puzzle->start, _("Place a start square"),
                   _("Pick the Start tool and click a square.")) ||
      !need_piece (self, puzzle->target, _("Place a target square"),
                   _("Pick the Target tool and click a square.")))
    return KN_OK;

  status = kn_dynamic_solve (board, cell_square (puzzle, puzzle->start),
                             cell_square (puzzle, puzzle->target), limits, &moves, &path);
  if (status != KN_OK)
    return status;

  if (moves < 0)
    {
      self->headline = g_strdup (_("Not reachable"));
      self->details = g_strdup (_("No sequence of K, B and T moves, never the same kind twice "
                                  "in a row, reaches the target."));
      return KN_OK;
    }
  take_path (self, puzzle, path);
  kn_path_free (path);
  self->headline = g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) moves), (int) moves);
  self->details = route_text (puzzle, self->path, self->path_moves, TRUE);
  self->stats = g_strdup (_("K: knight move \u00b7 B: two squares diagonally \u00b7 "
                            "T: mirror across the middle"));
  self->n_frames = (guint) moves;
  self->solved = TRUE;
  return KN_OK;
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
  const kn_cell *cells;
  gsize n_trace = 0, n_cells = 0;
  bool truncated = FALSE;
  g_autofree char *nodes = NULL;

  kn_tour_options_init (&topts);
  topts.closed = options->closed;
  topts.leaper = options->leaper;
  topts.trace_budget = options->trace_budget;
  if (puzzle->start >= 0)
    {
      topts.has_start = TRUE;
      topts.start = cell_square (puzzle, puzzle->start);
    }

  status = kn_tour_solve (board, &topts, limits, &tour);
  if (status != KN_OK)
    return status;

  self->tour_outcome = kn_tour_get_outcome (tour);
  self->nodes = kn_tour_nodes (tour);
  trace = kn_tour_trace (tour, &n_trace, &truncated);
  self->trace = g_array_sized_new (FALSE, FALSE, sizeof (kn_trace_event), (guint) n_trace);
  g_array_append_vals (self->trace, trace, (guint) n_trace);
  self->trace_truncated = truncated;
  for (gsize i = 0; i < n_trace; i++)
    if (trace[i].kind == KN_TRACE_BACKTRACK)
      self->backtracks++;

  nodes = format_count (self->nodes);
  switch (self->tour_outcome)
    {
    case KN_TOUR_FOUND:
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
      {
        g_autofree char *count = format_count (n_cells);

        if (options->closed)
          self->headline = g_strdup_printf (ngettext ("Closed tour of %s square",
                                                      "Closed tour of %s squares",
                                                      (gulong) n_cells), count);
        else
          self->headline = g_strdup_printf (ngettext ("Open tour of %s square",
                                                      "Open tour of %s squares",
                                                      (gulong) n_cells), count);
      }
      self->details = route_text (puzzle, self->path, self->path_moves, FALSE);
      self->n_frames = n_cells > 0 ? (guint) n_cells - 1 : 0;
      self->solved = TRUE;
      break;

    case KN_TOUR_NONE:
      /* on an empty board the theorems say more than "not from here" */
      if (kn_board_blocked_count (board) == 0 &&
          kn_leaper_valid (options->leaper) && options->leaper.m * options->leaper.n == 2 &&
          !kn_tour_exists (puzzle->width, puzzle->height, options->closed))
        self->headline = options->closed
          ? g_strdup_printf (_("No closed tour exists on a %d\u00d7%d board"),
                             puzzle->width, puzzle->height)
          : g_strdup_printf (_("No tour exists on a %d\u00d7%d board"),
                             puzzle->width, puzzle->height);
      else if (puzzle->start >= 0)
        {
          g_autofree char *name = kl_puzzle_cell_name (puzzle, puzzle->start);

          self->headline = options->closed
            ? g_strdup_printf (_("No closed tour exists from %s"), name)
            : g_strdup_printf (_("No tour exists from %s"), name);
        }
      else
        self->headline = options->closed
          ? g_strdup_printf (_("No closed tour exists on a %d\u00d7%d board"),
                             puzzle->width, puzzle->height)
          : g_strdup_printf (_("No tour exists on a %d\u00d7%d board"),
                             puzzle->width, puzzle->height);
      self->details = self->nodes == 0
        ? g_strdup (_("Proved without searching: the colours or the shape of the free squares "
                      "rule it out."))
        : g_strdup (_("The search proved it by trying every possibility."));
      break;

    case KN_TOUR_GAVE_UP:
    default:
      self->headline = g_strdup_printf (ngettext ("Gave up after %s node", "Gave up after %s nodes",
                                                  (gulong) MIN (self->nodes, G_MAXULONG)), nodes);
      self->details = g_strdup (_("The search stopped before it found a tour or proved "
                                  "that none exists."));
      break;
    }

  {
    g_autofree char *back = format_count (self->backtracks);

    g_autofree char *searched = g_strdup_printf (ngettext ("Searched %s node", "Searched %s nodes",
                                                           (gulong) MIN (self->nodes, G_MAXULONG)),
                                                 nodes);
    g_autofree char *backtracked = self->trace_truncated
      ? g_strdup_printf (ngettext ("at least %s backtrack", "at least %s backtracks",
                                   (gulong) self->backtracks), back)
      : g_strdup_printf (ngettext ("%s backtrack", "%s backtracks", (gulong) self->backtracks), back);

    /* Translators: "Searched 120 nodes; 3 backtracks" */
    self->stats = g_strdup_printf (_("%s; %s"), searched, backtracked);
  }
  kn_tour_free (tour);
  return KN_OK;
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

  if (!need_piece (self, puzzle->king, _("Place the king"),
                   _("Pick the King tool and click a square, then add knights.")))
    return KN_OK;

  knights = g_new (kn_square, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    knights[i] = cell_square (puzzle, g_array_index (puzzle->knights, int, i));

  status = kn_camelot_solve (board, cell_square (puzzle, puzzle->king), knights, n, limits, &plan);
  if (status != KN_OK)
    return status;

  if (!kn_camelot_found (plan))
    {
      self->headline = g_strdup (_("The pieces cannot gather"));
      self->details = g_strdup (_("Blocked squares keep some piece from every square the "
                                  "others can reach."));
      kn_camelot_free (plan);
      return KN_OK;
    }

  self->gather = square_cell (puzzle, kn_camelot_gather (plan));
  self->carrier = (int) kn_camelot_carrier (plan, &pickup);
  self->pickup = self->carrier >= 0 ? square_cell (puzzle, pickup) : -1;
  self->routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i <= n; i++)
    {
      const kn_path *route = kn_camelot_route (plan, i);
      GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));
      gsize len = route ? kn_path_length (route) : 0;

      for (gsize j = 0; j < len; j++)
        {
          int cell = square_cell (puzzle, kn_path_square (route, j));
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

  {
    int64_t moves = kn_camelot_moves (plan);
    g_autofree char *gather = kl_puzzle_cell_name (puzzle, self->gather);

    self->headline = g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) moves),
                                      (int) moves);
    if (self->carrier >= 0)
      {
        g_autofree char *at = kl_puzzle_cell_name (puzzle, self->pickup);
        g_autofree char *from = kl_puzzle_cell_name (puzzle,
                                                     g_array_index (puzzle->knights, int,
                                                                    self->carrier));

        self->details = g_strdup_printf (_("All pieces gather on %s. The knight from %s picks "
                                           "up the king on %s and carries it."),
                                         gather, from, at);
      }
    else
      self->details = g_strdup_printf (_("All pieces gather on %s; the king walks."), gather);
    self->stats = g_strdup_printf (ngettext ("%u piece", "%u pieces", n + 1), n + 1);
  }
  self->n_frames = self->steps->len;
  self->solved = TRUE;
  kn_camelot_free (plan);
  return KN_OK;
}

static kn_board *
make_board (const KlPuzzle *puzzle)
{
  kn_board *board = NULL;

  if (kn_board_new (puzzle->width, puzzle->height, &board) != KN_OK)
    return NULL;
  for (int cell = 0; cell < puzzle->width * puzzle->height; cell++)
    if (puzzle->blocked[cell])
      kn_board_set_blocked (board, cell_square (puzzle, cell), true);
  return board;
}

KlResult *
kl_solve (const KlPuzzle       *puzzle,
          const KlSolveOptions *options,
          GCancellable         *cancellable,
          GError              **error)
{
  g_autoptr(KlResult) self = g_atomic_rc_box_new0 (KlResult);
  kn_limits limits = { 0, cancel_cb, cancellable };
  kn_board *board;
  kn_status status = KN_OK;
  gint64 began = g_get_monotonic_time ();

  g_return_val_if_fail (puzzle != NULL, NULL);

  self->mode = options->mode;
  self->width = puzzle->width;
  self->height = puzzle->height;
  self->gather = self->carrier = self->pickup = -1;

  if (cancellable == NULL)
    limits.cancel = NULL;

  board = make_board (puzzle);
  if (board == NULL)
    status = KN_ERR_NOMEM;
  else if (!kn_leaper_valid (options->leaper))
    status = KN_ERR_INVALID;
  else
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
  if (status == KN_ERR_BUDGET)
    {
      g_autofree char *n = format_count (options->node_budget);

      g_clear_pointer (&self->headline, g_free);
      self->headline = g_strdup_printf (ngettext ("Gave up after %s node", "Gave up after %s nodes",
                                                  (gulong) options->node_budget), n);
    }
  else if (status != KN_OK)
    {
      g_clear_pointer (&self->headline, g_free);
      /* Translators: %s is the library's short English description of an error */
      self->headline = g_strdup_printf (_("The solver failed: %s"), kn_status_str (status));
    }

  {
    double ms = (g_get_monotonic_time () - began) / 1000.0;
    g_autofree char *took = ms < 1000 ? g_strdup_printf (_("%.1f ms"), ms)
                                      : g_strdup_printf (_("%.2f s"), ms / 1000);
    char *stats = self->stats
      /* Translators: what the search did, then how long it took */
      ? g_strdup_printf (_("%s \u00b7 %s"), self->stats, took)
      : g_strdup (took);

    g_free (self->stats);
    self->stats = stats;
  }
  if (self->details == NULL)
    self->details = g_strdup ("");

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
