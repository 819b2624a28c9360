/* baseline-moves.c - the benchmark's baseline for --judge moves (UVa 439): the
 * straightforward solution (scanf, a queue BFS per line, printf). */
#include <stdio.h>
#include <string.h>

static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static int
bfs (int sx, int sy, int tx, int ty)
{
  int dist[8][8], qx[64], qy[64], head = 0, tail = 0;
  memset (dist, -1, sizeof dist);
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
          if (nx < 0 || ny < 0 || nx >= 8 || ny >= 8 || dist[nx][ny] >= 0)
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
  char a[8], b[8];
  while (scanf ("%7s %7s", a, b) == 2)
    printf ("To get from %s to %s takes %d knight moves.\n", a, b,
            bfs (a[0] - 'a', a[1] - '1', b[0] - 'a', b[1] - '1'));
  return 0;
}
