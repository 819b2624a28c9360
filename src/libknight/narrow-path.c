/* narrow-path.c - the knight on a board one or two squares wide (either
 * way round), in closed form.  One wide, no knight move stays on the board.
 * Two wide, every move crosses to the other line and goes two squares
 * along, so the squares fall into chains (a1 b3 a5 b7 ...): a route is the
 * stretch of its chain between its ends, and a square's piece is its chain
 * between the nearest walls.  A route or a "none" costs time along the
 * chain and no memory beyond the answer, where a search kept a byte or more
 * for every square of a board of billions. */
#include "internal.h"

#include <stdlib.h>

bool kn__knight_narrow(const kn_board *board)
{
  return board->width <= 2 || board->height <= 2;
}

/* The square a move along the chain from p leads to, dir +1 or -1 along
 * the long side; false when it is off the board. */
static bool chain_next(const kn_board *b, kn_square p, int dir, kn_square *next)
{
  if (b->width <= 2) {
    /* the long side is the ranks */
    next->x = 1 - p.x;
    next->y = p.y + 2 * dir;
  } else {
    next->y = 1 - p.y;
    next->x = p.x + 2 * dir;
  }
  return kn_board_contains(b, *next);
}

/* The long side's coordinate. */
static int64_t along(const kn_board *b, kn_square p)
{
  return b->width <= 2 ? p.y : p.x;
}

kn_status kn__narrow_route(const kn_board *board, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path)
{
  *moves = -1;
  const int64_t d = along(board, to) - along(board, from);
  const int dir = d < 0 ? -1 : 1;
  const int64_t k = d < 0 ? -d / 2 : d / 2;
  if (d % 2 != 0)
    return KN_OK;
  if (k == 0) {
    if (from.x != to.x || from.y != to.y)
      return KN_OK; /* the other square of the same rank (file): no chain joins them */
  }
  /* walk the k moves: every square on the way free, the last one `to` */
  kn_square p = from;
  for (int64_t i = 0; i < k; i++) {
    if ((i & 65535) == 65535) {
      kn_status st = kn__limits_step(limits, (uint64_t)i + 1);
      if (st != KN_OK)
        return st;
    }
    kn_square next;
    if (!chain_next(board, p, dir, &next) || !kn_board_is_free(board, next))
      return KN_OK;
    p = next;
  }
  if (p.x != to.x || p.y != to.y)
    return KN_OK;
  *moves = k;
  if (!path)
    return KN_OK;
  kn_path *route = kn__path_new((size_t)k + 1);
  if (!route)
    return KN_ERR_NOMEM;
  p = from;
  route->squares[0] = from;
  for (int64_t i = 1; i <= k; i++) {
    chain_next(board, p, dir, &p);
    route->squares[i] = p;
    route->moves[i] = KN_MOVE_LEAP;
  }
  *path = route;
  return KN_OK;
}

kn_status kn__narrow_stretch(const kn_board *board, kn_square from, int dir,
                             const kn_limits *limits, uint64_t *count, kn_square *wall,
                             bool *walled)
{
  kn_square p = from, next;
  uint64_t n = 0;
  *walled = false;
  while (chain_next(board, p, dir, &next)) {
    if (!kn_board_is_free(board, next)) {
      *wall = next;
      *walled = true;
      break;
    }
    p = next;
    if ((++n & 65535) == 0) {
      kn_status st = kn__limits_step(limits, n);
      if (st != KN_OK)
        return st;
    }
  }
  *count = n;
  return KN_OK;
}

bool kn__narrow_step(const kn_board *board, kn_square p, int dir, kn_square *next)
{
  return chain_next(board, p, dir, next);
}
