/* judge-board8.c - the knight distance table of the empty 8x8 board. */
#include "config.h"

#include "judge-board8.h"

#include <glib.h>

const uint8_t *
kl_board8_distance_table (void)
{
  static uint8_t table[64 * 64];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      for (int from = 0; from < 64; from++)
        for (int to = 0; to < 64; to++)
          table[from * 64 + to] = (uint8_t) kl_board8_knight_distance (0, from, to);
      g_once_init_leave (&done, 1);
    }
  return table;
}
