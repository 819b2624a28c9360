/* baseline-obstacles.c - the benchmark's baseline for --judge obstacles: the
 * straightforward solution (scanf, a queue BFS per case, printf). */
#include <stdio.h>

#include "baseline-knight.h"

int
main (void)
{
  static unsigned char blocked[BASELINE_MAX_SIDE][BASELINE_MAX_SIDE];
  int b, board = 0;
  char s[8], t[8];
  while (scanf ("%d", &b) == 1 && b >= 0)
    {
      for (int x = 0; x < 8; x++)
        memset (blocked[x], 0, 8);
      for (int i = 0; i < b; i++)
        {
          if (scanf ("%7s", s) != 1)
            return 1;
          blocked[s[0] - 'a'][s[1] - '1'] = 1;
        }
      if (scanf ("%7s %7s", s, t) != 2)
        return 1;
      int m = knight_bfs (8, (const unsigned char (*)[BASELINE_MAX_SIDE]) blocked, s[0] - 'a', s[1] - '1',
                          t[0] - 'a', t[1] - '1');
      if (m < 0)
        printf ("Board %d:not reachable\n", ++board);
      else
        printf ("Board %d:%d moves\n", ++board, m);
    }
  return 0;
}
