/* baseline-tour.c - the benchmark's baseline for --judge tour (Sicily 1153):
 * the seed's method for each start read (a depth-first search that tries the
 * squares with the fewest onward moves first, and backtracks), with scanf
 * and printf. */
#include <stdio.h>

static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static int visited[8][8], order[64];

static int
degree (int x, int y)
{
  int n = 0;
  for (int d = 0; d < 8; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];
      if (nx >= 0 && ny >= 0 && nx < 8 && ny < 8 && !visited[ny][nx])
        n++;
    }
  return n;
}

static int
search (int x, int y, int step)
{
  order[step] = y * 8 + x;
  if (step == 63)
    return 1;
  int cand[8], deg[8], n = 0;
  for (int d = 0; d < 8; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];
      if (nx < 0 || ny < 0 || nx >= 8 || ny >= 8 || visited[ny][nx])
        continue;
      /* Insertion sort by the number of onward moves, fewest first. */
      int g = degree (nx, ny), i = n++;
      for (; i > 0 && deg[i - 1] > g; i--)
        cand[i] = cand[i - 1], deg[i] = deg[i - 1];
      cand[i] = d, deg[i] = g;
    }
  for (int i = 0; i < n; i++)
    {
      int nx = x + dx[cand[i]], ny = y + dy[cand[i]];
      visited[ny][nx] = 1;
      if (search (nx, ny, step + 1))
        return 1;
      visited[ny][nx] = 0;
    }
  return 0;
}

int
main (void)
{
  int s;
  while (scanf ("%d", &s) == 1 && s != -1)
    {
      int x = (s - 1) % 8, y = (s - 1) / 8;
      for (int i = 0; i < 64; i++)
        visited[i / 8][i % 8] = 0;
      visited[y][x] = 1;
      search (x, y, 0);
      for (int i = 0; i < 64; i++)
        printf ("%d%c", order[i] + 1, i < 63 ? ' ' : '\n');
    }
  return 0;
}
