/* baseline-knight.h - the textbook knight BFS the benchmark's baselines
 * share: a queue, bounds checks, one search per query. */
#pragma once

#include <string.h>

#define BASELINE_MAX_SIDE 300

static const int knight_dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int knight_dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
static int knight_dist[BASELINE_MAX_SIDE][BASELINE_MAX_SIDE];
static int knight_qx[BASELINE_MAX_SIDE * BASELINE_MAX_SIDE], knight_qy[BASELINE_MAX_SIDE * BASELINE_MAX_SIDE];

/* The fewest knight moves from (sx, sy) to (tx, ty) on a side x side board
 * avoiding the squares blocked[x][y] marks (blocked may be NULL), or -1.
 * With tx < 0 it searches the whole board, leaving knight_dist[x][y]. */
static int
knight_bfs (int side, const unsigned char (*blocked)[BASELINE_MAX_SIDE], int sx, int sy, int tx, int ty)
{
  int head = 0, tail = 0;
  for (int x = 0; x < side; x++)
    for (int y = 0; y < side; y++)
      knight_dist[x][y] = -1;
  knight_dist[sx][sy] = 0;
  knight_qx[tail] = sx, knight_qy[tail++] = sy;
  while (head < tail)
    {
      int x = knight_qx[head], y = knight_qy[head++];
      if (x == tx && y == ty)
        return knight_dist[x][y];
      for (int d = 0; d < 8; d++)
        {
          int nx = x + knight_dx[d], ny = y + knight_dy[d];
          if (nx < 0 || ny < 0 || nx >= side || ny >= side || (blocked && blocked[nx][ny]) ||
              knight_dist[nx][ny] >= 0)
            continue;
          knight_dist[nx][ny] = knight_dist[x][y] + 1;
          knight_qx[tail] = nx, knight_qy[tail++] = ny;
        }
    }
  return -1;
}
