/* kl-solution-text.c - an answer as plain text for the clipboard. */

#define G_LOG_DOMAIN "kl-solution-text"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-solution-text.h"

static const char *
move_letter (guint8 type)
{
  switch (type)
    {
    case KN_MOVE_DYN_K:
      return "K ";
    case KN_MOVE_DYN_B:
      return "B ";
    case KN_MOVE_DYN_T:
      return "T ";
    default:
      return "";
    }
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
        g_string_append_printf (s, "%u. %s%s\n", i,
                                moves != NULL && i < moves->len
                                ? move_letter (g_array_index (moves, guint8, i)) : "",
                                name);
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
