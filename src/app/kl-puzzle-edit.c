/* kl-puzzle-edit.c - what the app adds to the shared KlPuzzle for editing:
 * the tools, the sample puzzle, resizing, and words for a square. */

#define G_LOG_DOMAIN "kl-puzzle-edit"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "knight.h"
#include "kl-notation.h"
#include "kl-puzzle-edit.h"

static const char *tool_names[KL_N_TOOLS] = { "block", "start", "target", "king", "knight", "eraser" };

/* The cell of a square of the 8x8 sample, named in algebraic notation. */
static int
square_cell (const KlPuzzle *puzzle, const char *name)
{
  kn_square sq;

  if (!kl_parse_square (name, puzzle->width, puzzle->height, &sq, NULL))
    g_return_val_if_reached (-1);
  return kl_puzzle_square_cell (puzzle, sq);
}

KlPuzzle *
kl_puzzle_new_sample (void)
{
  static const char *walls[] = { "c1", "d1", "d5", "c2", "c3", "c4", "d2", "d3", "d4", "c5" };
  static const char *knights[] = { "b7", "g7", "h2" };
  KlPuzzle *self = kl_puzzle_new (8, 8);

  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    self->blocked[square_cell (self, walls[i])] = TRUE;
  self->start = square_cell (self, "a1");
  self->target = square_cell (self, "f1");
  self->king = square_cell (self, "h5");
  for (guint i = 0; i < G_N_ELEMENTS (knights); i++)
    {
      int cell = square_cell (self, knights[i]);
      g_array_append_val (self->knights, cell);
    }
  return self;
}

static int
move_cell (const KlPuzzle *from,
           int             cell,
           int             width,
           int             height)
{
  int x, y;

  if (cell < 0)
    return -1;
  x = cell % from->width;
  y = cell / from->width;
  if (x >= width || y >= height)
    return -1;
  return y * width + x;
}

KlPuzzle *
kl_puzzle_new_empty (int width,
                     int height)
{
  KlPuzzle *puzzle = kl_puzzle_new (width, height);

  puzzle->start = 0;
  puzzle->target = (height - 1) * width + width - 1;
  puzzle->king = (height / 2) * width + width / 2;
  return puzzle;
}

KlPuzzle *
kl_puzzle_resized (const KlPuzzle *puzzle,
                   int             width,
                   int             height)
{
  KlPuzzle *self = kl_puzzle_new (width, height);

  for (int y = 0; y < MIN (height, puzzle->height); y++)
    memcpy (self->blocked + (gsize) y * width, puzzle->blocked + (gsize) y * puzzle->width,
            MIN (width, puzzle->width));
  self->start = move_cell (puzzle, puzzle->start, width, height);
  self->target = move_cell (puzzle, puzzle->target, width, height);
  self->king = move_cell (puzzle, puzzle->king, width, height);
  for (guint i = 0; i < puzzle->knights->len; i++)
    {
      int cell = move_cell (puzzle, g_array_index (puzzle->knights, int, i), width, height);
      if (cell >= 0)
        g_array_append_val (self->knights, cell);
    }
  return self;
}

gboolean
kl_puzzle_has_piece (const KlPuzzle *puzzle,
                     int             cell)
{
  return cell >= 0 && (cell == puzzle->start || cell == puzzle->target || cell == puzzle->king ||
                       kl_puzzle_knight_index (puzzle, cell) >= 0);
}

KlMode
kl_mode_parse (const char *str)
{
  int mode = kl_mode_from_string (str);

  return mode < 0 ? KL_MODE_PATH : (KlMode) mode;
}

const char *
kl_tool_to_string (KlTool tool)
{
  g_return_val_if_fail (tool < KL_N_TOOLS, tool_names[0]);
  return tool_names[tool];
}

KlTool
kl_tool_from_string (const char *str)
{
  for (int i = 0; i < KL_N_TOOLS; i++)
    if (g_strcmp0 (str, tool_names[i]) == 0)
      return (KlTool) i;
  return KL_TOOL_BLOCK;
}

/* Which tools make sense in a mode. */
gboolean
kl_tool_in_mode (KlTool tool,
                 KlMode mode)
{
  switch (tool)
    {
    case KL_TOOL_BLOCK:
    case KL_TOOL_ERASER:
      return TRUE;
    case KL_TOOL_START:
      return mode != KL_MODE_CAMELOT;
    case KL_TOOL_TARGET:
      /* in a tour the target is the square the tour must end on */
      return mode != KL_MODE_CAMELOT;
    case KL_TOOL_KING:
    case KL_TOOL_KNIGHT:
      return mode == KL_MODE_CAMELOT;
    case KL_N_TOOLS:
    default:
      return FALSE;
    }
}
