/* baseline-camelot.c - the benchmark's baseline for --judge camelot (POJ 1178):
 * the seed's method (a table of knight distances by BFS, then every gathering
 * square x every pickup square x every knight), with scanf and printf. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baseline-knight.h"

static int knight[64][64];

/* The knight distances from square s to every square, by BFS. */
static void
bfs_from (int s)
{
  knight_bfs (8, NULL, s % 8, s / 8, -1, -1);
  for (int i = 0; i < 64; i++)
    knight[s][i] = knight_dist[i % 8][i / 8];
}

static int
king (int a, int b)
{
  int x = abs (a % 8 - b % 8), y = abs (a / 8 - b / 8);
  return x > y ? x : y;
}

int
main (void)
{
  char line[256];
  for (int s = 0; s < 64; s++)
    bfs_from (s);
  while (scanf ("%255s", line) == 1)
    {
      int pieces[64], n = 0;
      for (size_t i = 0; line[i] && line[i + 1] && n < 64; i += 2)
        pieces[n++] = (line[i + 1] - '1') * 8 + (line[i] - 'A');
      int k = pieces[0], best = 1 << 30;
      for (int g = 0; g < 64; g++)
        {
          int sum = 0;
          for (int i = 1; i < n; i++)
            sum += knight[pieces[i]][g];
          if (sum + king (k, g) < best)
            best = sum + king (k, g);
          /* One knight picks the king up on p and carries it to g. */
          for (int p = 0; p < 64; p++)
            for (int i = 1; i < n; i++)
              {
                int c = sum - knight[pieces[i]][g] + knight[pieces[i]][p] + king (k, p) + knight[p][g];
                if (c < best)
                  best = c;
              }
        }
      printf ("%d\n", best);
    }
  return 0;
}
