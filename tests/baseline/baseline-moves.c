/* baseline-moves.c - the benchmark's baseline for --judge moves (UVa 439): the
 * straightforward solution (scanf, a queue BFS per line, printf). */
#include <stdio.h>

#include "baseline-knight.h"

int
main (void)
{
  char a[8], b[8];
  while (scanf ("%7s %7s", a, b) == 2)
    printf ("To get from %s to %s takes %d knight moves.\n", a, b,
            knight_bfs (8, NULL, a[0] - 'a', a[1] - '1', b[0] - 'a', b[1] - '1'));
  return 0;
}
