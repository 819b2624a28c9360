/* baseline-moves-sized.c - the benchmark's baseline for --judge moves-sized
 * (POJ 1915): the straightforward solution (scanf, a queue BFS per scenario,
 * printf). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIDE 300

static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static int dist[MAX_SIDE][MAX_SIDE], qx[MAX_SIDE * MAX_SIDE], qy[MAX_SIDE * MAX_SIDE];

static int
bfs (int l, int sx, int sy, int tx, int ty)
{
  int head = 0, tail = 0;
  for (int x = 0; x < l; x++)
    for (int y = 0; y < l; y++)
      dist[x][y] = -1;
  dist[sx][sy] = 0;
  qx[tail] = sx, qy[tail++] = sy;
  while (head < tail)
    {
      int x = qx[head], y = qy[head++];
      if (x == tx && y == ty)
        return dist[x][y];
      for (int d = 0; d < 8; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];
          if (nx < 0 || ny < 0 || nx >= l || ny >= l || dist[nx][ny] >= 0)
            continue;
          dist[nx][ny] = dist[x][y] + 1;
          qx[tail] = nx, qy[tail++] = ny;
        }
    }
  return -1;
}

int
main (void)
{
  int n, l, sx, sy, tx, ty;
  if (scanf ("%d", &n) != 1)
    return 1;
  while (n-- > 0 && scanf ("%d %d %d %d %d", &l, &sx, &sy, &tx, &ty) == 5)
    printf ("%d\n", bfs (l, sx, sy, tx, ty));
  return 0;
}
