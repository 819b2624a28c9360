/* kl-solution-words.c - a solution in words: its headline, details and
 * statistics (the app's results area, knight-solve's text and JSON), and
 * the plain text Copy Solution puts on the clipboard.  One rule for every
 * mode: the headline says what was asked and what was found. */

#define G_LOG_DOMAIN "kl-solution"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-solution-private.h"

/* Routes longer than this are shortened in the details. */
#define ROUTE_TEXT_MAX 240

/* Times below this are noise to a user: the counts say more. */
#define SHOW_TIME_US (100 * 1000)

static char *
cell_name (const KlSolution *self,
           int               cell)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format ((kn_square) { cell % self->width, cell / self->width }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* The n squares of a route ("a1 → b3 → …"), each after the letter of its
 * move type when letters is set, shortened after ROUTE_TEXT_MAX squares.
 * square (i) gives the i-th; read from the library's own objects, so a
 * tour of 10^8 squares costs what its first squares cost. */
typedef struct
{
  const kn_path *path;
  const kn_cell *cells;
} Route;

static char *
route_text (const KlSolution *self,
            const Route      *route,
            guint64           n,
            gboolean          letters)
{
  GString *s = g_string_new (NULL);
  guint64 shown = MIN (n, ROUTE_TEXT_MAX);

  for (guint64 i = 0; i < shown; i++)
    {
      int cell = route->path != NULL
                 ? (int) (kn_path_square (route->path, i).y * self->width +
                          kn_path_square (route->path, i).x)
                 : (int) route->cells[i];
      g_autofree char *name = cell_name (self, cell);

      if (i > 0)
        {
          g_string_append (s, " \u2192");
          if (letters)
            g_string_append (s, kl_move_letter (kn_path_move (route->path, i)));
          g_string_append_c (s, ' ');
        }
      g_string_append (s, name);
    }
  if (shown < n)
    {
      g_autofree char *more = kl_format_count (n - shown);

      g_string_append (s, " \u2026 ");
      g_string_append_printf (s, ngettext ("(%s more square)", "(%s more squares)",
                                           (gulong) MIN (n - shown, G_MAXULONG)), more);
    }
  return g_string_free (s, FALSE);
}

static void
set_text (KlSolution *self,
          char       *headline,
          char       *details,
          char       *stats)
{
  g_free (self->headline);
  g_free (self->details);
  g_free (self->stats);
  self->headline = headline;
  self->details = details != NULL ? details : g_strdup ("");
  self->stats = stats;
}

static void
describe_missing (KlSolution *self)
{
  switch (self->missing)
    {
    case KL_MISSING_START:
      set_text (self, g_strdup (_("Place a start square")),
                g_strdup (_("Pick the Start tool and click a square.")), NULL);
      break;
    case KL_MISSING_TARGET:
      set_text (self, g_strdup (_("Place a target square")),
                g_strdup (_("Pick the Target tool and click a square.")), NULL);
      break;
    case KL_MISSING_KING:
    case KL_MISSING_NONE:
    default:
      set_text (self, g_strdup (_("Place the king")),
                g_strdup (_("Pick the King tool and click a square, then add knights.")), NULL);
      break;
    }
}

/* A proven "none" (or a search that gave up): the reason's lead as the
 * headline, its sentence with the numbers as the details. */
static void
describe_reason (KlSolution *self,
                 char       *stats)
{
  set_text (self, kl_reason_lead (self->reason), kl_reason_explain (self->reason), stats);
}

static char *
moves_headline (gint64 moves)
{
  return g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) moves), (int) moves);
}

static void
describe_path (KlSolution *self)
{
  Route route = { self->route, NULL };
  char *stats = NULL;

  if (self->reason != NULL)
    {
      describe_reason (self, NULL);
      return;
    }
  /* what the search expanded, as the comparison's table counts it */
  if (self->work.expanded != KL_SOLVE_STAT_NONE)
    {
      g_autofree char *n = kl_format_count (self->work.expanded);

      /* Translators: "A* search expanded 38 squares" */
      stats = g_strdup_printf (ngettext ("%s expanded %s square", "%s expanded %s squares",
                                         kl_plural_n (self->work.expanded)),
                               kl_algorithm_label (self->algorithm), n);
    }
  else if (self->map != NULL)
    {
      /* a board too large for the BFS's work to be counted: the squares the
       * wave reached up to the target's layer: the first
       * in BFS order beyond it, by bisection (no per-square array needed) */
      gsize lo = 0, hi = self->reached;
      g_autofree char *n = NULL;
      guint64 explored;

      while (lo < hi)
        {
          gsize mid = lo + (hi - lo) / 2;

          if (kn_distmap_get (self->map, kn_distmap_reached (self->map, mid)) <= self->moves)
            lo = mid + 1;
          else
            hi = mid;
        }
      explored = lo;
      n = kl_format_count (explored);

      stats = g_strdup_printf (ngettext ("Breadth-first search explored %s square",
                                         "Breadth-first search explored %s squares",
                                         (gulong) MIN (explored, G_MAXULONG)),
                               n);
    }
  set_text (self, moves_headline (self->moves),
            route_text (self, &route, kn_path_length (self->route), FALSE), stats);
}

/* The distance map by the formula: what the walls change. */
static void
describe_formula (KlSolution *self)
{
  guint64 farther = 0, unreached = 0;
  g_autofree char *far = NULL, *cut = NULL, *n = kl_format_count (self->work.nodes);
  char *details;

  kl_solution_get_formula_differs (self, &farther, &unreached);
  far = kl_format_count (farther);
  cut = kl_format_count (unreached);
  if (farther == 0 && unreached == 0)
    details = g_strdup (_("No wall changes any distance here: the formula is the board’s own "
                          "distance everywhere."));
  else if (unreached == 0)
    details = g_strdup_printf (ngettext ("Walls make %s square farther here.",
                                         "Walls make %s squares farther here.",
                                         kl_plural_n (farther)), far);
  else
    details = g_strdup_printf (ngettext ("Walls make %s square farther here, and cut off %s.",
                                         "Walls make %s squares farther here, and cut off %s.",
                                         kl_plural_n (farther)), far, cut);
  set_text (self,
            /* Translators: the distance map by the empty board's closed form */
            g_strdup_printf (ngettext ("Farthest square by the formula: %d move",
                                       "Farthest square by the formula: %d moves",
                                       (gulong) self->dist_max), self->dist_max),
            details,
            kn_knight_formula_exact (self->width, self->height)
            ? g_strdup_printf (ngettext ("%s square by the closed form",
                                         "%s squares by the closed form",
                                         kl_plural_n (self->work.nodes)), n)
            : g_strdup_printf (ngettext ("%s square by a BFS of the empty board",
                                         "%s squares by a BFS of the empty board",
                                         kl_plural_n (self->work.nodes)), n));
}

static void
describe_distance (KlSolution *self)
{
  g_autofree char *reached = kl_format_count (self->reached);
  g_autofree char *total = kl_format_count (self->free_squares);
  char *details;

  if (self->reason != NULL)
    /* how many are reached, and why the rest are not */
    details = kl_reason_explain (self->reason);
  else
    details = g_strdup_printf (ngettext ("%s of %s free square is reachable.",
                                         "%s of %s free squares are reachable.",
                                         (gulong) MIN (self->free_squares, G_MAXULONG)),
                               reached, total);
  if (self->target >= 0 && kl_solution_get_distances (self) != NULL &&
      kl_solution_get_distances (self)[self->target] >= 0)
    {
      g_autofree char *name = cell_name (self, self->target);
      int d = kl_solution_get_distances (self)[self->target];
      g_autofree char *t = g_strdup_printf (ngettext ("The target %s is %d move away.",
                                                      "The target %s is %d moves away.",
                                                      (gulong) d), name, d);
      kl_add_sentence (&details, t);
    }
  set_text (self,
            g_strdup_printf (ngettext ("Farthest square: %d move", "Farthest square: %d moves",
                                       (gulong) self->dist_max), self->dist_max),
            details,
            g_strdup_printf (ngettext ("%d layer of breadth-first search",
                                       "%d layers of breadth-first search",
                                       (gulong) self->dist_max + 1), self->dist_max + 1));
}

static void
describe_dynamic (KlSolution *self)
{
  Route route = { self->route, NULL };

  if (self->reason != NULL)
    {
      describe_reason (self, NULL);
      return;
    }
  set_text (self, moves_headline (self->moves),
            route_text (self, &route, kn_path_length (self->route), TRUE),
            g_strdup (_("K: knight move \u00b7 B: two squares diagonally \u00b7 "
                        "T: mirror across the middle")));
}

char *
kl_solution_tour_headline (gboolean asked_closed,
                           gboolean closed,
                           guint64  squares)
{
  g_autofree char *count = kl_format_count (squares);
  gulong n = (gulong) MIN (squares, G_MAXULONG);

  if (asked_closed)
    return g_strdup_printf (ngettext ("Closed tour of %s square", "Closed tour of %s squares", n),
                            count);
  if (closed && squares > 2)
    /* the open tour asked for, which happens to close as well; the
     * details say why (kept short: it is the results' title) */
    return g_strdup_printf (ngettext ("Open tour of %s square; it also closes",
                                      "Open tour of %s squares; it also closes", n),
                            count);
  return g_strdup_printf (ngettext ("Open tour of %s square", "Open tour of %s squares", n), count);
}

/* What the tour's method did: a construction builds, a search searches. */
static char *
tour_stats (KlSolution *self)
{
  if (self->algorithm == KL_ALGORITHM_WARNSDORFF_PLAIN)
    {
      g_autofree char *n = kl_format_count (self->work.nodes);

      /* Translators: plain Warnsdorff's one walk: "Walked 12 squares by Warnsdorff’s rule,
       * never backing up" */
      return g_strdup_printf (ngettext ("Walked %s square by Warnsdorff’s rule, never backing up",
                                        "Walked %s squares by Warnsdorff’s rule, never backing up",
                                        (gulong) MIN (self->work.nodes, G_MAXULONG)), n);
    }
  if (self->algorithm == KL_ALGORITHM_CONSTRUCTION && self->tour_outcome == KN_TOUR_GAVE_UP)
    return g_strdup (_("The construction from blocks did not run"));
  if (self->algorithm == KL_ALGORITHM_BACKTRACKING)
    {
      /* counted by the search itself, whatever the trace kept */
      g_autofree char *nodes = kl_format_count (self->work.nodes);
      g_autofree char *back = kl_format_count (self->work.backtracks);
      g_autofree char *searched =
        g_strdup_printf (ngettext ("Searched %s node", "Searched %s nodes",
                                   (gulong) MIN (self->work.nodes, G_MAXULONG)), nodes);
      g_autofree char *backtracked =
        g_strdup_printf (ngettext ("%s backtrack", "%s backtracks",
                                   (gulong) MIN (self->work.backtracks, G_MAXULONG)), back);

      return g_strdup_printf (_("%s; %s"), searched, backtracked);
    }
  switch (self->tour_method)
    {
    case KN_TOUR_METHOD_BLOCKS:
    case KN_TOUR_METHOD_CORRIDOR:
      return g_strdup (_("Built from blocks joined end to end, without a search"));
    case KN_TOUR_METHOD_ROWS:
      return g_strdup (_("Built row by row from the tours of narrow boards, without a search"));
    case KN_TOUR_METHOD_NONE:
      if (self->tour_outcome != KN_TOUR_GAVE_UP)
        return g_strdup (_("Proved without a search"));
      break;
    case KN_TOUR_METHOD_SEARCH:
    default:
      break;
    }

  g_autofree char *nodes = kl_format_count (self->nodes);
  g_autofree char *back = kl_format_count (self->backtracks);
  g_autofree char *searched = g_strdup_printf (ngettext ("Searched %s node", "Searched %s nodes",
                                                         (gulong) MIN (self->nodes, G_MAXULONG)),
                                               nodes);
  gulong nb = (gulong) MIN (self->backtracks, G_MAXULONG);
  g_autofree char *backtracked = self->trace_truncated
    ? g_strdup_printf (ngettext ("at least %s backtrack", "at least %s backtracks", nb), back)
    : g_strdup_printf (ngettext ("%s backtrack", "%s backtracks", nb), back);

  /* Translators: "Searched 120 nodes; 3 backtracks" */
  return g_strdup_printf (_("%s; %s"), searched, backtracked);
}

static void
describe_tour (KlSolution *self)
{
  size_t n = 0;
  const kn_cell *cells;
  Route route = { NULL, NULL };
  char *details;

  if (self->tour_outcome != KN_TOUR_FOUND)
    {
      describe_reason (self, tour_stats (self));
      return;
    }
  cells = kn_tour_cells (self->tour, &n);
  route.cells = cells;
  details = route_text (self, &route, n, FALSE);
  if (self->closed && !self->asked_closed && n > 2)
    {
      /* why the headline says an open tour closes */
      g_autofree char *first = cell_name (self, (int) cells[0]);
      g_autofree char *last = cell_name (self, (int) cells[n - 1]);
      g_autofree char *route_words = details;

      details = g_strdup_printf (_("Its last square, %s, is a move from its first, %s: %s"), last,
                                 first, route_words);
    }
  set_text (self, kl_solution_tour_headline (self->asked_closed, self->closed, n), details,
            tour_stats (self));
}

static void
describe_camelot (KlSolution *self)
{
  guint pieces = self->n_pieces;
  g_autofree char *gather = NULL;
  char *details;

  if (self->reason != NULL)
    {
      describe_reason (self, g_strdup_printf (ngettext ("%u piece", "%u pieces", pieces), pieces));
      return;
    }
  gather = cell_name (self, self->gather);
  if (self->carrier >= 0)
    {
      GArray *route = g_ptr_array_index (self->routes, self->carrier + 1);
      g_autofree char *at = cell_name (self, self->pickup);
      g_autofree char *from = cell_name (self, g_array_index (route, int, 0));

      details = g_strdup_printf (_("All pieces gather on %s. The knight from %s picks up the "
                                   "king on %s and carries him."), gather, from, at);
    }
  else
    details = g_strdup_printf (_("All pieces gather on %s; the king walks."), gather);
  set_text (self, moves_headline (self->moves), details,
            g_strdup_printf (ngettext ("%u piece", "%u pieces", pieces), pieces));
}

void
_kl_solution_words (KlSolutionPrivate *priv)
{
  KlSolution *self = &priv->pub;

  if (self->status == KN_ERR_BUDGET && self->mode == KL_MODE_CAMELOT)
    {
      g_autofree char *n = kl_format_count (self->node_budget);

      /* Translators: Camelot's brute force stopped at its node budget; %s is the budget */
      set_text (self, g_strdup (_("The brute force gave up: the board is too large for it")),
                g_strdup_printf (_("It stopped after %s squares expanded and plans costed, "
                                   "without an answer: it costs every gathering square with every "
                                   "carrier and every pickup square, far more work than its "
                                   "budget on this board. The enumeration (the default) solves "
                                   "it."), n),
                NULL);
    }
  else if (self->status == KN_ERR_TOO_LARGE && self->algorithm == KL_ALGORITHM_BRUTE_FORCE)
    set_text (self, g_strdup (_("The brute force gave up: the board is too large for it")),
              g_strdup (_("Its distance tables, one a knight square, would take more than 1 GiB; "
                          "the enumeration (the default) solves this board.")),
              NULL);
  else if (self->status == KN_ERR_INVALID && self->mode == KL_MODE_DISTANCE &&
           self->algorithm == KL_ALGORITHM_FORMULA && !kn_leaper_is_knight (self->leaper))
    {
      g_autofree char *name = kl_explain_leaper_name (self->leaper);

      set_text (self, g_strdup (_("The formula is the knight’s only")),
                /* Translators: %s is a leaper in a sentence, "the (3,5) leaper" */
                g_strdup_printf (_("The closed-form distance of the empty board holds for the "
                                   "knight; %s has none here. Breadth-first search maps it."),
                                 name),
                NULL);
    }
  else if (self->status == KN_ERR_BUDGET)
    {
      g_autofree char *n = kl_format_count (self->node_budget);

      set_text (self,
                g_strdup_printf (ngettext ("Gave up after %s node", "Gave up after %s nodes",
                                           (gulong) MIN (self->node_budget, G_MAXULONG)), n),
                NULL, NULL);
    }
  else if (self->status != KN_OK)
    /* Translators: %s is the library's short English description of an error */
    set_text (self, g_strdup_printf (_("The solver failed: %s"), kn_status_str (self->status)),
              NULL, NULL);
  else if (self->missing != KL_MISSING_NONE)
    describe_missing (self);
  else
    switch (self->mode)
      {
      case KL_MODE_PATH:
        describe_path (self);
        break;
      case KL_MODE_DISTANCE:
        if (self->algorithm == KL_ALGORITHM_FORMULA)
          describe_formula (self);
        else
          describe_distance (self);
        break;
      case KL_MODE_DYNAMIC:
        describe_dynamic (self);
        break;
      case KL_MODE_TOUR:
        describe_tour (self);
        break;
      case KL_MODE_CAMELOT:
      case KL_N_MODES:
      default:
        describe_camelot (self);
        break;
      }

  /* the time only when it matters; the counts always */
  if (self->elapsed_us >= SHOW_TIME_US)
    {
      double s = self->elapsed_us / (double) G_USEC_PER_SEC;
      /* Translators: how long a solve took, in seconds */
      g_autofree char *took = g_strdup_printf (_("%.1f s"), s);
      char *stats = self->stats != NULL && *self->stats
        /* Translators: what the search did, then how long it took */
        ? g_strdup_printf (_("%s \u00b7 %s"), self->stats, took)
        : g_strdup (took);

      g_free (self->stats);
      self->stats = stats;
    }
  if (self->stats == NULL)
    self->stats = g_strdup ("");
}

/* "a1", then "1. b3", "2. a5"... one a line; dynamic moves carry their kind. */
static void
append_route (GString          *s,
              const KlSolution *self,
              GArray           *cells,
              GArray           *moves)
{
  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *name = cell_name (self, g_array_index (cells, int, i));

      if (i == 0)
        g_string_append_printf (s, "%s\n", name);
      else
        {
          const char *letter = moves != NULL && i < moves->len
                               ? kl_move_letter (g_array_index (moves, guint8, i)) : "";

          g_string_append_printf (s, "%u. %s%s%s\n", i, letter, *letter ? " " : "", name);
        }
    }
}

/* The distance map as a grid, the highest rank first; "#" a wall, "-" not reached. */
static void
append_distances (GString          *s,
                  const KlSolution *self)
{
  const KlSolutionPrivate *priv = (const KlSolutionPrivate *) self;
  const gint32 *dist = kl_solution_get_distances (self);
  int width = 1;

  for (int max = MAX (self->dist_max, 1); max >= 10; max /= 10)
    width++;
  for (int y = self->height - 1; y >= 0; y--)
    {
      g_string_append_printf (s, "%4d ", y + 1);
      for (int x = 0; x < self->width; x++)
        {
          gint32 d = dist[y * self->width + x];

          if (priv->board != NULL && !kn_board_is_free (priv->board, (kn_square) { x, y }))
            g_string_append_printf (s, " %*s", width, "#");
          else if (d < 0)
            g_string_append_printf (s, " %*s", width, "-");
          else
            g_string_append_printf (s, " %*d", width, (int) d);
        }
      g_string_append_c (s, '\n');
    }
}

char *
kl_solution_to_text (const KlSolution *self)
{
  GString *s = g_string_new (NULL);
  GArray *path;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->headline != NULL && *self->headline)
    g_string_append_printf (s, "%s\n", self->headline);

  path = kl_solution_get_path (self);
  if (self->mode == KL_MODE_CAMELOT && self->routes != NULL)
    {
      if (self->details != NULL && *self->details)
        g_string_append_printf (s, "%s\n", self->details);
      for (guint i = 0; i < self->routes->len; i++)
        {
          GArray *route = g_ptr_array_index (self->routes, i);

          g_string_append_c (s, '\n');
          if (i == 0)
            g_string_append_printf (s, "%s\n", _("King"));
          else
            /* Translators: a heading over one knight's moves in copied Camelot answers */
            g_string_append_printf (s, _("Knight %u\n"), i);
          append_route (s, self, route, i == 0 ? self->king_moves : NULL);
        }
    }
  else if (path != NULL && path->len > 0)
    append_route (s, self, path, kl_solution_get_path_moves (self));
  else
    {
      if (self->details != NULL && *self->details)
        g_string_append_printf (s, "%s\n", self->details);
      if (self->mode == KL_MODE_DISTANCE && kl_solution_get_distances (self) != NULL)
        append_distances (s, self);
    }
  return g_string_free (s, FALSE);
}
