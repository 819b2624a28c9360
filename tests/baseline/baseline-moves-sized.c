/* baseline-moves-sized.c - the benchmark's baseline for --judge moves-sized
 * (POJ 1915): the straightforward solution (scanf, a queue BFS per scenario,
 * printf). */
#include <stdio.h>

#include "baseline-knight.h"

int
main (void)
{
  int n, l, sx, sy, tx, ty;
  if (scanf ("%d", &n) != 1)
    return 1;
  while (n-- > 0 && scanf ("%d %d %d %d %d", &l, &sx, &sy, &tx, &ty) == 5 && l <= BASELINE_MAX_SIDE)
    printf ("%d\n", knight_bfs (l, NULL, sx, sy, tx, ty));
  return 0;
}
