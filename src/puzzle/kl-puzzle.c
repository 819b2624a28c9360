/* kl-puzzle.c - the plain data of one knight problem's board. */
#include "config.h"

#include <string.h>

#include "kl-puzzle.h"

static const char *const mode_names[KL_N_MODES] = { "path", "distance", "dynamic", "camelot", "tour" };

KlPuzzle *
kl_puzzle_new (int width,
               int height)
{
  KlPuzzle *self;

  g_return_val_if_fail (width >= 1 && width <= KL_PUZZLE_MAX_SIDE, NULL);
  g_return_val_if_fail (height >= 1 && height <= KL_PUZZLE_MAX_SIDE, NULL);

  self = g_new0 (KlPuzzle, 1);
  self->width = width;
  self->height = height;
  self->blocked = g_malloc0 ((gsize) width * height);
  self->start = self->target = self->king = -1;
  self->knights = g_array_new (FALSE, FALSE, sizeof (int));
  return self;
}

KlPuzzle *
kl_puzzle_copy (const KlPuzzle *puzzle)
{
  KlPuzzle *self = g_new0 (KlPuzzle, 1);

  *self = *puzzle;
  self->blocked = g_memdup2 (puzzle->blocked, (gsize) puzzle->width * puzzle->height);
  self->knights = g_array_copy (puzzle->knights);
  return self;
}

void
kl_puzzle_free (KlPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->blocked);
  g_array_unref (puzzle->knights);
  g_free (puzzle);
}

gboolean
kl_puzzle_equal (const KlPuzzle *a,
                 const KlPuzzle *b)
{
  if (a->width != b->width || a->height != b->height || a->start != b->start ||
      a->target != b->target || a->king != b->king || a->knights->len != b->knights->len)
    return FALSE;
  /* An empty GArray may hold NULL data, which memcmp must not see. */
  if (a->knights->len && memcmp (a->knights->data, b->knights->data, a->knights->len * sizeof (int)) != 0)
    return FALSE;
  return memcmp (a->blocked, b->blocked, (gsize) a->width * a->height) == 0;
}

int
kl_puzzle_cell (const KlPuzzle *puzzle,
                int             x,
                int             y)
{
  if (x < 0 || y < 0 || x >= puzzle->width || y >= puzzle->height)
    return -1;
  return y * puzzle->width + x;
}

int
kl_puzzle_square_cell (const KlPuzzle *puzzle,
                       kn_square       square)
{
  return kl_puzzle_cell (puzzle, square.x, square.y);
}

kn_square
kl_puzzle_square (const KlPuzzle *puzzle,
                  int             cell)
{
  return (kn_square) { cell % puzzle->width, cell / puzzle->width };
}

kn_status
kl_puzzle_make_board (const KlPuzzle *puzzle,
                      kn_board      **out)
{
  kn_board *board = NULL;
  kn_status status = kn_board_new (puzzle->width, puzzle->height, &board);

  *out = NULL;
  if (status != KN_OK)
    return status;
  for (int cell = 0; cell < puzzle->width * puzzle->height; cell++)
    if (puzzle->blocked[cell])
      kn_board_set_blocked (board, kl_puzzle_square (puzzle, cell), true);
  *out = board;
  return KN_OK;
}

int
kl_puzzle_knight_index (const KlPuzzle *puzzle,
                        int             cell)
{
  for (guint i = 0; i < puzzle->knights->len; i++)
    if (g_array_index (puzzle->knights, int, i) == cell)
      return (int) i;
  return -1;
}

char *
kl_puzzle_cell_name (const KlPuzzle *puzzle,
                     int             cell)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format (kl_puzzle_square (puzzle, cell), 0, buf, sizeof buf);
  return g_strdup (buf);
}

const char *
kl_mode_to_string (KlMode mode)
{
  return (unsigned) mode < KL_N_MODES ? mode_names[mode] : NULL;
}

int
kl_mode_from_string (const char *str)
{
  for (int i = 0; i < KL_N_MODES; i++)
    if (g_strcmp0 (str, mode_names[i]) == 0)
      return i;
  return -1;
}
