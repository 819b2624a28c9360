/* astar.c - one start-to-target query: A* guided by the unobstructed distance.
 *
 * The heuristic is consistent (one move changes it by at most one), so a
 * square's first expansion is final and the open list never needs a
 * decrease-key.  The open list is a bucket queue over f = g + h; inside a
 * bucket the newest entry goes first, which dives toward the target instead
 * of widening the whole lens of equally short routes. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  int32_t x, y, g;
} entry;

typedef struct {
  entry *items;
  size_t len, cap;
} bucket;

typedef struct {
  bool knight;
  int64_t big, sum; /* the leaper's larger step and m + n */
  bool odd;         /* m + n odd: every move changes the square's colour */
} heuristic;

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

static int64_t estimate(const heuristic *hs, int64_t dx, int64_t dy)
{
  if (hs->knight)
    return kn__knight_distance_unbounded(dx, dy);
  if (dx < 0)
    dx = -dx;
  if (dy < 0)
    dy = -dy;
  int64_t h = ceil_div(dx, hs->big);
  int64_t t = ceil_div(dy, hs->big);
  if (t > h)
    h = t;
  t = ceil_div(dx + dy, hs->sum);
  if (t > h)
    h = t;
  if (hs->odd && ((h ^ (dx + dy)) & 1))
    h++;
  return h;
}

static int64_t gcd(int64_t a, int64_t b)
{
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* Squares a leaper can never connect even on an unbounded board: the moves
 * generate a lattice, and the target must lie on it. */
static bool lattice_reachable(kn_leaper l, int64_t dx, int64_t dy)
{
  int64_t g = gcd(l.m, l.n);
  if (dx % g || dy % g)
    return false;
  if (((l.m / g + l.n / g) & 1) == 0 && ((dx / g + dy / g) & 1))
    return false;
  return true;
}

static bool push(bucket *b, entry e)
{
  if (b->len == b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 64;
    entry *items = realloc(b->items, cap * sizeof *items);
    if (!items)
      return false;
    b->items = items;
    b->cap = cap;
  }
  b->items[b->len++] = e;
  return true;
}

/* The empty board under the closed form: walk down the exact distance. */
static kn_status greedy_knight_path(const kn_board *board, kn_square from, kn_square to,
                                    int64_t d, kn_path **out)
{
  kn_path *p = kn__path_new((size_t)d + 1);
  if (!p)
    return KN_ERR_NOMEM;
  kn_square offs[8];
  size_t noff = kn_leaper_offsets(KN_KNIGHT, offs);
  kn_square cur = from;
  p->squares[0] = from;
  for (int64_t i = 1; i <= d; i++) {
    for (size_t k = 0; k < noff; k++) {
      kn_square n = { cur.x + offs[k].x, cur.y + offs[k].y };
      if (kn_board_contains(board, n) &&
          kn_knight_distance_fast(board->width, board->height, n, to) == d - i) {
        cur = n;
        break;
      }
    }
    p->squares[i] = cur;
    p->moves[i] = KN_MOVE_LEAP;
  }
  *out = p;
  return KN_OK;
}

kn_status kn_shortest_path(const kn_board *board, kn_leaper leaper, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path)
{
  if (path)
    *path = NULL;
  if (!board || !moves || !kn_leaper_valid(leaper))
    return KN_ERR_INVALID;
  *moves = -1;
  if (!kn_board_is_free(board, from) || !kn_board_is_free(board, to))
    return KN_ERR_RANGE;
  const bool knight = (leaper.m == 1 && leaper.n == 2) || (leaper.m == 2 && leaper.n == 1);
  const int64_t tdx = (int64_t)to.x - from.x, tdy = (int64_t)to.y - from.y;
  if (!lattice_reachable(leaper, tdx, tdy))
    return KN_OK;
  if (knight && board->blocked_count == 0 &&
      kn_knight_formula_exact(board->width, board->height)) {
    *moves = kn_knight_distance_fast(board->width, board->height, from, to);
    return path ? greedy_knight_path(board, from, to, *moves, path) : KN_OK;
  }

  heuristic hs = { knight, leaper.m > leaper.n ? leaper.m : leaper.n, leaper.m + leaper.n,
                   ((leaper.m + leaper.n) & 1) != 0 };
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(leaper, offs);
  const uint64_t w = (uint64_t)board->width;

  /* seen[cell]: 0 = never reached, else (g + 1) << 3 | index of the move in. */
  uint32_t *seen = calloc((size_t)board->squares, sizeof *seen);
  bucket *buckets = NULL;
  size_t nbuckets = 0;
  kn_status st = KN_OK;
  if (!seen)
    return KN_ERR_NOMEM;

  const int64_t f0 = estimate(&hs, tdx, tdy);
  size_t cur = 0; /* bucket index = f - f0; never decreases */
  const uint64_t target = kn_board_cell(board, to);
  seen[kn_board_cell(board, from)] = 1u << 3;
  nbuckets = 16;
  buckets = calloc(nbuckets, sizeof *buckets);
  if (!buckets || !push(&buckets[0], (entry){ from.x, from.y, 0 })) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  uint64_t nodes = 0;
  int64_t found_g = -1;
  while (found_g < 0) {
    while (cur < nbuckets && buckets[cur].len == 0)
      cur++;
    if (cur == nbuckets)
      break; /* the open list is empty: unreachable */
    entry e = buckets[cur].items[--buckets[cur].len];
    uint64_t cell = (uint64_t)e.y * w + (uint64_t)e.x;
    if ((int64_t)(seen[cell] >> 3) - 1 < e.g)
      continue; /* a better route reached it after this entry was queued */
    if (cell == target) {
      found_g = e.g;
      break;
    }
    if ((st = kn__limits_step(limits, ++nodes)) != KN_OK)
      goto done;
    const uint32_t ng = (uint32_t)e.g + 1;
    for (size_t k = 0; k < noff; k++) {
      int64_t nx = (int64_t)e.x + offs[k].x, ny = (int64_t)e.y + offs[k].y;
      if (nx < 0 || ny < 0 || nx >= board->width || ny >= board->height)
        continue;
      uint64_t n = (uint64_t)ny * w + (uint64_t)nx;
      uint32_t old = seen[n];
      if ((old && (old >> 3) - 1 <= ng) || kn__cell_blocked(board, n))
        continue;
      seen[n] = ((ng + 1) << 3) | (uint32_t)k;
      int64_t f = (int64_t)ng + estimate(&hs, (int64_t)to.x - nx, (int64_t)to.y - ny);
      size_t bi = (size_t)(f - f0);
      if (bi >= nbuckets) {
        size_t nb = nbuckets;
        while (nb <= bi)
          nb *= 2;
        bucket *grown = realloc(buckets, nb * sizeof *grown);
        if (!grown) {
          st = KN_ERR_NOMEM;
          goto done;
        }
        memset(grown + nbuckets, 0, (nb - nbuckets) * sizeof *grown);
        buckets = grown;
        nbuckets = nb;
      }
      if (!push(&buckets[bi], (entry){ (int32_t)nx, (int32_t)ny, (int32_t)ng })) {
        st = KN_ERR_NOMEM;
        goto done;
      }
    }
  }
  *moves = found_g;
  if (found_g >= 0 && path) {
    kn_path *p = kn__path_new((size_t)found_g + 1);
    if (!p) {
      st = KN_ERR_NOMEM;
      *moves = -1;
      goto done;
    }
    kn_square sq = to;
    for (int64_t i = found_g; i >= 0; i--) {
      p->squares[i] = sq;
      p->moves[i] = i ? KN_MOVE_LEAP : KN_MOVE_START;
      if (i) {
        uint32_t k = seen[kn_board_cell(board, sq)] & 7u;
        sq.x -= offs[k].x;
        sq.y -= offs[k].y;
      }
    }
    *path = p;
  }
done:
  if (st != KN_OK)
    *moves = -1;
  for (size_t i = 0; i < nbuckets && buckets; i++)
    free(buckets[i].items);
  free(buckets);
  free(seen);
  return st;
}
