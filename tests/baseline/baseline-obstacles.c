/* baseline-obstacles.c - the benchmark's baseline for --judge obstacles: the
 * straightforward solution (scanf, a queue BFS per case, printf). */
#include <stdio.h>
#include <string.h>

static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static int
bfs (const int blocked[8][8], int sx, int sy, int tx, int ty)
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
          if (nx < 0 || ny < 0 || nx >= 8 || ny >= 8 || blocked[nx][ny] || dist[nx][ny] >= 0)
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
  int b, board = 0;
  char s[8], t[8];
  while (scanf ("%d", &b) == 1 && b >= 0)
    {
      int blocked[8][8] = { { 0 } };
      for (int i = 0; i < b; i++)
        {
          if (scanf ("%7s", s) != 1)
            return 1;
          blocked[s[0] - 'a'][s[1] - '1'] = 1;
        }
      if (scanf ("%7s %7s", s, t) != 2)
        return 1;
      int m = bfs (blocked, s[0] - 'a', s[1] - '1', t[0] - 'a', t[1] - '1');
      if (m < 0)
        printf ("Board %d:not reachable\n", ++board);
      else
        printf ("Board %d:%d moves\n", ++board, m);
    }
  return 0;
}
