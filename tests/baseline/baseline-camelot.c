/* baseline-camelot.c - the benchmark's baseline for --judge camelot (POJ 1178):
 * the seed's method (a table of knight distances by BFS, then every gathering
 * square x every pickup square x every knight), with scanf and printf. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static int knight[64][64];

static void
bfs_from (int s)
{
  int q[64], head = 0, tail = 0;
  for (int i = 0; i < 64; i++)
    knight[s][i] = -1;
  knight[s][s] = 0;
  q[tail++] = s;
  while (head < tail)
    {
      int c = q[head++], x = c % 8, y = c / 8;
      for (int d = 0; d < 8; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];
          if (nx < 0 || ny < 0 || nx >= 8 || ny >= 8 || knight[s][ny * 8 + nx] >= 0)
            continue;
          knight[s][ny * 8 + nx] = knight[s][c] + 1;
          q[tail++] = ny * 8 + nx;
        }
    }
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
