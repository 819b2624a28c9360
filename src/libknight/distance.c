/* distance.c - knight distance on empty boards in O(1), with a search where
 * the closed form does not hold. */
#include "internal.h"

#include <stdlib.h>

static int64_t floor_div(int64_t a, int64_t b)
{
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

int64_t kn__knight_distance_unbounded(int64_t dx, int64_t dy)
{
  if (dx < 0)
    dx = -dx;
  if (dy < 0)
    dy = -dy;
  if (dx < dy) {
    int64_t t = dx;
    dx = dy;
    dy = t;
  }
  if (dx == 1 && dy == 0)
    return 3;
  if (dx == 2 && dy == 2)
    return 4;
  int64_t delta = dx - dy;
  if (dy > delta)
    return delta - 2 * floor_div(delta - dy, 3);
  return delta - 2 * floor_div(delta - dy, 4);
}

bool kn_knight_formula_exact(int32_t width, int32_t height)
{
  return width >= KN__FORMULA_MIN_SIDE && height >= KN__FORMULA_MIN_SIDE;
}

static bool is_corner(int32_t w, int32_t h, kn_square s)
{
  return (s.x == 0 || s.x == w - 1) && (s.y == 0 || s.y == h - 1);
}

int64_t kn_knight_distance_fast(int32_t width, int32_t height, kn_square a, kn_square b)
{
  int64_t dx = (int64_t)a.x - b.x, dy = (int64_t)a.y - b.y;
  /* The only place a large board's edge lengthens a route: a corner and its
   * diagonal neighbour, whose two-move routes both leave the board. */
  if ((dx == 1 || dx == -1) && (dy == 1 || dy == -1) &&
      (is_corner(width, height, a) || is_corner(width, height, b)))
    return 4;
  return kn__knight_distance_unbounded(dx, dy);
}

kn_status kn_knight_distance(int32_t width, int32_t height, kn_square a, kn_square b, int64_t *out)
{
  if (!out)
    return KN_ERR_INVALID;
  if (width < 1 || height < 1 || a.x < 0 || a.y < 0 || b.x < 0 || b.y < 0 || a.x >= width ||
      b.x >= width || a.y >= height || b.y >= height)
    return KN_ERR_RANGE;
  if (kn_knight_formula_exact(width, height)) {
    *out = kn_knight_distance_fast(width, height, a, b);
    return KN_OK;
  }
  kn_board *board;
  kn_status st = kn_board_new(width, height, &board);
  if (st != KN_OK)
    return st;
  st = kn_shortest_path(board, KN_KNIGHT, a, b, NULL, out, NULL);
  kn_board_free(board);
  return st;
}

kn_status kn_knight_distance_map(const kn_board *board, kn_square start, const kn_limits *limits,
                                 int32_t *dist, kn_formula_work *work)
{
  if (!board || !dist || !work)
    return KN_ERR_INVALID;
  if (!kn_board_is_free(board, start))
    return KN_ERR_RANGE;
  const int32_t w = board->width, h = board->height;
  const uint64_t squares = (uint64_t)w * (uint64_t)h;
  work->evaluated = work->expanded = 0;
  work->peak_bytes = squares * sizeof *dist;
  work->by_formula = kn_knight_formula_exact(w, h);
  uint64_t nodes = 0;
  if (work->by_formula) {
    for (int32_t y = 0; y < h; y++)
      for (int32_t x = 0; x < w; x++) {
        uint64_t cell = (uint64_t)y * (uint64_t)w + (uint64_t)x;
        kn_status st = kn__limits_step(limits, ++nodes);
        if (st != KN_OK)
          return st;
        dist[cell] = kn__cell_blocked(board, cell)
                     ? -1
                     : (int32_t)kn_knight_distance_fast(w, h, start, (kn_square){ x, y });
      }
    work->evaluated = nodes;
    return KN_OK;
  }
  /* A side under KN__FORMULA_MIN_SIDE: the closed form does not hold, and
   * the empty board's distance is what one BFS over it finds. */
  kn_board *empty = NULL;
  kn_distmap *map = NULL;
  kn_status st = kn_board_new(w, h, &empty);
  if (st == KN_OK)
    st = kn_distmap_compute(empty, KN_KNIGHT, start, limits, &map);
  if (st == KN_OK) {
    work->expanded = kn_distmap_reached_count(map);
    work->peak_bytes += kn_distmap_bytes(map);
    for (int32_t y = 0; y < h; y++)
      for (int32_t x = 0; x < w; x++) {
        uint64_t cell = (uint64_t)y * (uint64_t)w + (uint64_t)x;
        dist[cell] = kn__cell_blocked(board, cell) ? -1 : kn_distmap_get(map, (kn_square){ x, y });
      }
  }
  kn_distmap_free(map);
  kn_board_free(empty);
  return st;
}
