/* baseline-dynamic.c - the benchmark's baseline for --judge dynamic (UVa 633):
 * the straightforward solution (scanf, a queue BFS over (square, type of the
 * last move) per case, printf). */
#include <stdio.h>
#include <string.h>

#define MAX_SIDE 2000

enum { NONE, K, B, T };

static const int kdx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, kdy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static const int bdx[4] = { 2, 2, -2, -2 }, bdy[4] = { 2, -2, 2, -2 };
static unsigned char blocked[MAX_SIDE * MAX_SIDE];
static int dist[MAX_SIDE * MAX_SIDE * 4], queue[MAX_SIDE * MAX_SIDE * 4];

static int
bfs (int n, int sx, int sy, int tx, int ty)
{
  int head = 0, tail = 0;
  if (sx == tx && sy == ty)
    return 0;
  if (blocked[ty * n + tx])
    return -1;
  memset (dist, -1, sizeof dist[0] * (size_t) n * n * 4);
  dist[(sy * n + sx) * 4 + NONE] = 0;
  queue[tail++] = (sy * n + sx) * 4 + NONE;
  while (head < tail)
    {
      int s = queue[head++], last = s % 4, x = s / 4 % n, y = s / 4 / n;
      for (int type = K; type <= T; type++)
        {
          int cx[8], cy[8], nc = 0;
          if (type == last)
            continue;
          if (type == K)
            for (int d = 0; d < 8; d++, nc++)
              cx[nc] = x + kdx[d], cy[nc] = y + kdy[d];
          else if (type == B)
            for (int d = 0; d < 4; d++, nc++)
              cx[nc] = x + bdx[d], cy[nc] = y + bdy[d];
          else
            {
              cx[nc] = n - 1 - x, cy[nc++] = y;
              cx[nc] = x, cy[nc++] = n - 1 - y;
            }
          for (int i = 0; i < nc; i++)
            {
              int nx = cx[i], ny = cy[i];
              if (nx < 0 || ny < 0 || nx >= n || ny >= n || blocked[ny * n + nx])
                continue;
              int ns = (ny * n + nx) * 4 + type;
              if (dist[ns] >= 0)
                continue;
              dist[ns] = dist[s] + 1;
              if (nx == tx && ny == ty)
                return dist[ns];
              queue[tail++] = ns;
            }
        }
    }
  return -1;
}

int
main (void)
{
  int half, sx, sy, tx, ty, x, y;
  while (scanf ("%d", &half) == 1 && half > 0)
    {
      int n = 2 * half;
      if (n > MAX_SIDE || scanf ("%d %d %d %d", &sx, &sy, &tx, &ty) != 4)
        return 1;
      memset (blocked, 0, (size_t) n * n);
      while (scanf ("%d %d", &x, &y) == 2 && (x || y))
        blocked[(y - 1) * n + x - 1] = 1;
      int m = bfs (n, sx - 1, sy - 1, tx - 1, ty - 1);
      if (m < 0)
        printf ("Solution doesn't exist\n");
      else
        printf ("Result : %d\n", m);
    }
  return 0;
}
