/* kl-solution-text.c - an answer in words: the results area's headline,
 * details and statistics, and the plain text Copy Solution puts on the
 * clipboard.  Everything here reads the data kl-solver.c made. */

#define G_LOG_DOMAIN "kl-solution-text"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-solution-text.h"

/* Routes longer than this are shortened in the results area. */
#define ROUTE_TEXT_MAX 240

/* Times below this are noise to a user: the counts say more. */
#define SHOW_TIME_US (100 * 1000)

/* "a1 → b3 → …", each square after the letter of its move type when
 * letters is set, shortened after ROUTE_TEXT_MAX squares. */
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
            g_string_append (s, kl_move_letter (g_array_index (moves, guint8, i)));
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
set_text (KlResult   *self,
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
describe_missing (KlResult *self)
{
  switch (self->missing)
    {
    case KL_TOOL_START:
      set_text (self, g_strdup (_("Place a start square")),
                g_strdup (_("Pick the Start tool and click a square.")), NULL);
      break;
    case KL_TOOL_TARGET:
      set_text (self, g_strdup (_("Place a target square")),
                g_strdup (_("Pick the Target tool and click a square.")), NULL);
      break;
    case KL_TOOL_KING:
    default:
      set_text (self, g_strdup (_("Place the king")),
                g_strdup (_("Pick the King tool and click a square, then add knights.")), NULL);
      break;
    }
}

/* A proven "none" (or a search that gave up): the reason's lead as the
 * headline, its sentence with the numbers as the details. */
static void
describe_reason (KlResult *self,
                 char     *stats)
{
  set_text (self, kl_reason_lead (self->reason), kl_reason_explain (self->reason), stats);
}

static void
describe_path (KlResult       *self,
               const KlPuzzle *puzzle)
{
  if (self->reason != NULL)
    {
      describe_reason (self, NULL);
      return;
    }
  {
    guint layer = MIN ((guint) self->moves, self->layer_end->len - 1);
    guint explored = g_array_index (self->layer_end, guint, layer);
    g_autofree char *n = kl_format_count (explored);

    set_text (self,
              g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) self->moves),
                               (int) self->moves),
              route_text (puzzle, self->path, self->path_moves, FALSE),
              g_strdup_printf (ngettext ("Breadth-first search explored %s square",
                                         "Breadth-first search explored %s squares", explored),
                               n));
  }
}

static void
describe_distance (KlResult       *self,
                   const KlPuzzle *puzzle)
{
  g_autofree char *reached = kl_format_count (self->order->len);
  g_autofree char *total = kl_format_count (self->free_squares);
  char *details = g_strdup_printf (ngettext ("%s of %s free square is reachable.",
                                             "%s of %s free squares are reachable.",
                                             (gulong) self->free_squares), reached, total);

  if (self->reason != NULL)
    {
      /* how many are reached, and why the rest are not */
      g_free (details);
      details = kl_reason_explain (self->reason);
    }
  if (puzzle->target >= 0 && self->dist[puzzle->target] >= 0)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, puzzle->target);
      int d = self->dist[puzzle->target];
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
describe_dynamic (KlResult       *self,
                  const KlPuzzle *puzzle)
{
  if (self->reason != NULL)
    {
      describe_reason (self, NULL);
      return;
    }
  set_text (self,
            g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) self->moves),
                             (int) self->moves),
            route_text (puzzle, self->path, self->path_moves, TRUE),
            g_strdup (_("K: knight move \u00b7 B: two squares diagonally \u00b7 "
                        "T: mirror across the middle")));
}

static char *
tour_stats (KlResult *self)
{
  if (self->nodes == 0 && self->tour_outcome != KN_TOUR_GAVE_UP)
    /* a construction, or a reason found before any search */
    return g_strdup (self->tour_outcome == KN_TOUR_FOUND ? _("Built without a search")
                                                        : _("Proved without a search"));

  g_autofree char *nodes = kl_format_count (self->nodes);
  g_autofree char *back = kl_format_count (self->backtracks);
  g_autofree char *searched = g_strdup_printf (ngettext ("Searched %s node", "Searched %s nodes",
                                                         (gulong) MIN (self->nodes, G_MAXULONG)),
                                               nodes);
  g_autofree char *backtracked = self->trace_truncated
    ? g_strdup_printf (ngettext ("at least %s backtrack", "at least %s backtracks",
                                 (gulong) self->backtracks), back)
    : g_strdup_printf (ngettext ("%s backtrack", "%s backtracks", (gulong) self->backtracks), back);

  /* Translators: "Searched 120 nodes; 3 backtracks" */
  return g_strdup_printf (_("%s; %s"), searched, backtracked);
}

static void
describe_tour (KlResult       *self,
               const KlPuzzle *puzzle)
{
  char *headline, *details;

  switch (self->tour_outcome)
    {
    case KN_TOUR_FOUND:
      {
        g_autofree char *count = kl_format_count (self->path->len);

        headline = self->closed
          ? g_strdup_printf (ngettext ("Closed tour of %s square", "Closed tour of %s squares",
                                       (gulong) self->path->len), count)
          : g_strdup_printf (ngettext ("Open tour of %s square", "Open tour of %s squares",
                                       (gulong) self->path->len), count);
        details = route_text (puzzle, self->path, self->path_moves, FALSE);
      }
      break;

    case KN_TOUR_NONE:
    case KN_TOUR_GAVE_UP:
    default:
      describe_reason (self, tour_stats (self));
      return;
    }
  set_text (self, headline, details, tour_stats (self));
}

static void
describe_camelot (KlResult       *self,
                  const KlPuzzle *puzzle)
{
  guint pieces = puzzle->knights->len + 1;
  g_autofree char *gather = NULL;
  char *details;

  if (self->reason != NULL)
    {
      describe_reason (self, g_strdup_printf (ngettext ("%u piece", "%u pieces", pieces), pieces));
      return;
    }
  gather = kl_puzzle_cell_name (puzzle, self->gather);
  if (self->carrier >= 0)
    {
      g_autofree char *at = kl_puzzle_cell_name (puzzle, self->pickup);
      g_autofree char *from = kl_puzzle_cell_name (puzzle, g_array_index (puzzle->knights, int,
                                                                          self->carrier));

      details = g_strdup_printf (_("All pieces gather on %s. The knight from %s picks up the "
                                   "king on %s and carries him."), gather, from, at);
    }
  else
    details = g_strdup_printf (_("All pieces gather on %s; the king walks."), gather);
  set_text (self,
            g_strdup_printf (ngettext ("%d move", "%d moves", (gulong) self->moves),
                             (int) self->moves),
            details,
            g_strdup_printf (ngettext ("%u piece", "%u pieces", pieces), pieces));
}

void
kl_solution_text_describe (KlResult       *result,
                           const KlPuzzle *puzzle)
{
  g_return_if_fail (result != NULL && puzzle != NULL);

  if (result->status == KN_ERR_BUDGET)
    {
      g_autofree char *n = kl_format_count (result->node_budget);

      set_text (result,
                g_strdup_printf (ngettext ("Gave up after %s node", "Gave up after %s nodes",
                                           (gulong) result->node_budget), n),
                NULL, NULL);
    }
  else if (result->status != KN_OK)
    /* Translators: %s is the library's short English description of an error */
    set_text (result, g_strdup_printf (_("The solver failed: %s"), kn_status_str (result->status)),
              NULL, NULL);
  else if (result->missing >= 0)
    describe_missing (result);
  else
    switch (result->mode)
      {
      case KL_MODE_PATH:
        describe_path (result, puzzle);
        break;
      case KL_MODE_DISTANCE:
        describe_distance (result, puzzle);
        break;
      case KL_MODE_DYNAMIC:
        describe_dynamic (result, puzzle);
        break;
      case KL_MODE_TOUR:
        describe_tour (result, puzzle);
        break;
      case KL_MODE_CAMELOT:
      case KL_N_MODES:
      default:
        describe_camelot (result, puzzle);
        break;
      }

  /* the time only when it matters; the counts always */
  if (result->elapsed_us >= SHOW_TIME_US)
    {
      double s = result->elapsed_us / (double) G_USEC_PER_SEC;
      /* Translators: how long a solve took, in seconds */
      g_autofree char *took = g_strdup_printf (_("%.1f s"), s);
      char *stats = result->stats != NULL && *result->stats
        /* Translators: what the search did, then how long it took */
        ? g_strdup_printf (_("%s \u00b7 %s"), result->stats, took)
        : g_strdup (took);

      g_free (result->stats);
      result->stats = stats;
    }
  if (result->stats == NULL)
    result->stats = g_strdup ("");
}

/* "a1", then "1. b3", "2. a5"... one a line; dynamic moves carry their kind. */
static void
append_route (GString        *s,
              const KlPuzzle *puzzle,
              GArray         *cells,
              GArray         *moves)
{
  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, g_array_index (cells, int, i));

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
append_distances (GString        *s,
                  const KlPuzzle *puzzle,
                  const KlResult *result)
{
  int width = 1;

  for (int max = MAX (result->dist_max, 1); max >= 10; max /= 10)
    width++;
  for (int y = puzzle->height - 1; y >= 0; y--)
    {
      g_string_append_printf (s, "%4d ", y + 1);
      for (int x = 0; x < puzzle->width; x++)
        {
          int cell = y * puzzle->width + x;
          gint32 d = result->dist[cell];

          if (puzzle->blocked[cell])
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
kl_solution_text (const KlResult *result,
                  const KlPuzzle *puzzle)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (result != NULL && puzzle != NULL, NULL);

  if (result->headline != NULL && *result->headline)
    g_string_append_printf (s, "%s\n", result->headline);

  if (result->mode == KL_MODE_CAMELOT && result->routes != NULL)
    {
      if (result->details != NULL && *result->details)
        g_string_append_printf (s, "%s\n", result->details);
      for (guint i = 0; i < result->routes->len; i++)
        {
          GArray *route = g_ptr_array_index (result->routes, i);

          g_string_append_c (s, '\n');
          if (i == 0)
            g_string_append_printf (s, "%s\n", _("King"));
          else
            /* Translators: a heading over one knight's moves in copied Camelot answers */
            g_string_append_printf (s, _("Knight %u\n"), i);
          append_route (s, puzzle, route, i == 0 ? result->king_moves : NULL);
        }
    }
  else if (result->path != NULL && result->path->len > 0)
    append_route (s, puzzle, result->path, result->path_moves);
  else
    {
      if (result->details != NULL && *result->details)
        g_string_append_printf (s, "%s\n", result->details);
      if (result->mode == KL_MODE_DISTANCE && result->dist != NULL)
        append_distances (s, puzzle, result);
    }
  return g_string_free (s, FALSE);
}
