/* distance.c - knight distance on empty boards in O(1), with a search where
 * the closed form does not hold. */
#include "internal.h"

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
