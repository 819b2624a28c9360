/* kl-board-text.c - the board in words for assistive technology: what the
 * board's accessible description says of the square under the keyboard
 * cursor and of the answer, so a screen reader user hears what the squares
 * and lines show. */

#define G_LOG_DOMAIN "kl-board-text"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-board-text.h"

static gboolean
result_fits (const KlPuzzle *puzzle,
             KlMode          mode,
             const KlSolution *result)
{
  return result != NULL && result->mode == mode && result->width == puzzle->width &&
         result->height == puzzle->height;
}

/* What the square holds, among what the mode shows. */
static void
add_contents (GPtrArray      *parts,
              const KlPuzzle *puzzle,
              KlMode          mode,
              int             cell)
{
  gboolean has_target = mode == KL_MODE_PATH || mode == KL_MODE_DYNAMIC ||
                        mode == KL_MODE_DISTANCE;
  guint before = parts->len;

  if (puzzle->blocked[cell])
    g_ptr_array_add (parts, g_strdup (_("wall")));
  if (mode != KL_MODE_CAMELOT && cell == puzzle->start)
    g_ptr_array_add (parts, g_strdup (_("start")));
  if (has_target && cell == puzzle->target)
    g_ptr_array_add (parts, g_strdup (_("target")));
  if (mode == KL_MODE_CAMELOT && cell == puzzle->king)
    g_ptr_array_add (parts, g_strdup (_("king")));
  if (mode == KL_MODE_CAMELOT && kl_puzzle_knight_index (puzzle, cell) >= 0)
    g_ptr_array_add (parts, g_strdup (_("knight")));
  if (parts->len == before)
    g_ptr_array_add (parts, g_strdup (_("empty")));
}

/* The square's place in a route of cells; -1 off it. */
static int
route_index (GArray *cells,
             int     cell)
{
  for (guint i = 0; cells != NULL && i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return (int) i;
  return -1;
}

/* What the answer says of the square: its distance, its move of the route,
 * its step of the tour, what happens there in Camelot. */
static void
add_answer_facts (GPtrArray      *parts,
                  const KlPuzzle *puzzle,
                  KlMode          mode,
                  const KlSolution *result,
                  int             cell)
{
  if ((mode == KL_MODE_PATH || mode == KL_MODE_DISTANCE) && kl_solution_get_distances (result) != NULL &&
      !puzzle->blocked[cell] && cell != puzzle->start)
    {
      int d = kl_solution_get_distances (result)[cell];

      if (d >= 0)
        g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d move from the start",
                                                           "%d moves from the start",
                                                           (gulong) d), d));
      else
        g_ptr_array_add (parts, g_strdup (_("not reachable from the start")));
    }

  if ((mode == KL_MODE_PATH || mode == KL_MODE_DYNAMIC) && kl_solution_get_path (result) != NULL)
    {
      int i = route_index (kl_solution_get_path (result), cell);

      if (i > 0)
        /* Translators: where a square is on the route, "move 3 of 7" */
        g_ptr_array_add (parts, g_strdup_printf (_("move %d of %u"), i, kl_solution_get_path (result)->len - 1));
    }

  if (mode == KL_MODE_TOUR && kl_solution_get_tour_index (result) != NULL && kl_solution_get_path (result) != NULL &&
      kl_solution_get_tour_index (result)[cell] >= 0)
    /* Translators: where a square is in a knight's tour, "square 12 of 64 of the tour" */
    g_ptr_array_add (parts, g_strdup_printf (_("square %d of %u of the tour"),
                                             kl_solution_get_tour_index (result)[cell] + 1, kl_solution_get_path (result)->len));

  if (mode == KL_MODE_CAMELOT && result->routes != NULL)
    {
      if (cell == result->gather)
        g_ptr_array_add (parts, g_strdup (_("the pieces gather here")));
      if (cell == result->pickup)
        g_ptr_array_add (parts, g_strdup (_("a knight picks the king up here")));
    }
}

char *
kl_board_text_square (const KlPuzzle *puzzle,
                      KlMode          mode,
                      const KlSolution *result,
                      int             cell)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (cell >= 0 && cell < puzzle->width * puzzle->height, NULL);

  g_ptr_array_add (parts, kl_puzzle_cell_name (puzzle, cell));
  add_contents (parts, puzzle, mode, cell);
  if (result_fits (puzzle, mode, result))
    add_answer_facts (parts, puzzle, mode, result, cell);
  g_ptr_array_add (parts, NULL);
  /* Translators: separates the things said of one square, as in "c3, wall" */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

char *
kl_board_text_answer (const KlPuzzle *puzzle,
                      KlMode          mode,
                      const KlSolution *result)
{
  GArray *cells;

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (!result_fits (puzzle, mode, result) || result->headline == NULL)
    return NULL;

  cells = mode == KL_MODE_CAMELOT || mode == KL_MODE_DISTANCE ? NULL : kl_solution_get_path (result);
  if (result->outcome == KL_OUTCOME_FOUND && cells != NULL && cells->len > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);
      guint n = MIN (cells->len, KL_BOARD_TEXT_SQUARES_MAX);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *name = kl_puzzle_cell_name (puzzle, g_array_index (cells, int, i));

          if (i > 0)
            g_string_append (list, _(", "));
          g_string_append (list, name);
        }
      if (n < cells->len)
        g_string_append_printf (list, "%s\u2026", _(", "));
      /* Translators: an answer read out, its headline and its first squares:
       * "7 moves: a1, b3, a5, …" */
      return g_strdup_printf (_("%s: %s"), result->headline, list->str);
    }
  if (result->details != NULL && *result->details != '\0')
    /* Translators: an answer read out, its headline and what it adds:
     * "Farthest square: 8 moves. 54 of 54 free squares are reachable." */
    return g_strdup_printf (_("%s. %s"), result->headline, result->details);
  return g_strdup (result->headline);
}
