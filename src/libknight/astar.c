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

int64_t kn__leaper_estimate(kn_leaper leaper, int64_t dx, int64_t dy)
{
  heuristic hs = { kn_leaper_is_knight(leaper), leaper.m > leaper.n ? leaper.m : leaper.n,
                   leaper.m + leaper.n, ((leaper.m + leaper.n) & 1) != 0 };
  return estimate(&hs, dx, dy);
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

/* What A* knows of each square: 0 = never reached, else (g + 1) << 3 | the
 * index of the move in.  A query on a huge board reaches a thin corridor of
 * it, where a dense array would cost a page fault per few squares touched, so
 * the store starts as a hash table and turns into a dense array only when the
 * search has reached a 32nd of the board (keeping each rehash short enough
 * for a cancel request to take effect quickly). */
typedef struct {
  uint32_t *dense;  /* one value a square, or NULL while hashing */
  uint32_t *keys;   /* cell + 1; 0 = empty slot */
  uint32_t *vals;
  size_t cap, count; /* hash capacity (a power of two) and entries */
  uint64_t squares;
} seen_store;

static size_t slot_of(const seen_store *s, uint32_t key)
{
  size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 20) & (s->cap - 1);
  while (s->keys[i] && s->keys[i] != key)
    i = (i + 1) & (s->cap - 1);
  return i;
}

static uint32_t seen_get(const seen_store *s, uint64_t cell)
{
  if (s->dense)
    return s->dense[cell];
  size_t i = slot_of(s, (uint32_t)cell + 1);
  return s->keys[i] ? s->vals[i] : 0;
}

static bool seen_rehash(seen_store *s, size_t cap)
{
  uint32_t *keys = calloc(cap, sizeof *keys), *vals = malloc(cap * sizeof *vals);
  if (!keys || !vals) {
    free(keys);
    free(vals);
    return false;
  }
  seen_store grown = { NULL, keys, vals, cap, s->count, s->squares };
  for (size_t i = 0; i < s->cap; i++)
    if (s->keys[i]) {
      size_t j = slot_of(&grown, s->keys[i]);
      keys[j] = s->keys[i];
      vals[j] = s->vals[i];
    }
  free(s->keys);
  free(s->vals);
  *s = grown;
  return true;
}

static bool seen_densify(seen_store *s)
{
  uint32_t *dense = calloc((size_t)s->squares, sizeof *dense);
  if (!dense)
    return false;
  for (size_t i = 0; i < s->cap; i++)
    if (s->keys[i])
      dense[s->keys[i] - 1] = s->vals[i];
  free(s->keys);
  free(s->vals);
  s->keys = s->vals = NULL;
  s->dense = dense;
  return true;
}

static bool seen_set(seen_store *s, uint64_t cell, uint32_t val)
{
  if (s->dense) {
    s->dense[cell] = val;
    return true;
  }
  size_t i = slot_of(s, (uint32_t)cell + 1);
  if (!s->keys[i]) {
    if (2 * (s->count + 1) > s->cap) {
      bool ok = 32 * (s->count + 1) > s->squares ? seen_densify(s) : seen_rehash(s, s->cap * 2);
      if (!ok)
        return false;
      return seen_set(s, cell, val);
    }
    s->keys[i] = (uint32_t)cell + 1;
    s->count++;
  }
  s->vals[i] = val;
  return true;
}

static void seen_free(seen_store *s)
{
  free(s->dense);
  free(s->keys);
  free(s->vals);
}

/* Boards beyond this many squares have the target's side probed once A*
 * has expanded this many nodes, up to this many squares (small boards:
 * A* alone is as quick). */
#define TARGET_PROBE_MIN (UINT64_C(1) << 16)
#define TARGET_PROBE_CAP 4096

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
  const bool knight = kn_leaper_is_knight(leaper);
  const int64_t tdx = (int64_t)to.x - from.x, tdy = (int64_t)to.y - from.y;
  if (kn__leaper_lattice(leaper, tdx, tdy, NULL, NULL) != KN_REACH_NONE)
    return KN_OK;
  if (knight && kn__knight_narrow(board))
    return kn__narrow_route(board, from, to, limits, moves, path);
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

  /* Small boards start with a small table: allocation dominates their queries. */
  size_t cap0 = 16;
  while (cap0 < 1024 && cap0 < 2 * board->squares)
    cap0 *= 2;
  seen_store seen = { NULL, NULL, NULL, cap0, 0, board->squares };
  bucket *buckets = NULL;
  size_t nbuckets = 0;
  kn_status st = KN_OK;
  seen.keys = calloc(seen.cap, sizeof *seen.keys);
  seen.vals = malloc(seen.cap * sizeof *seen.vals);
  if (!seen.keys || !seen.vals) {
    seen_free(&seen);
    return KN_ERR_NOMEM;
  }

  const int64_t f0 = estimate(&hs, tdx, tdy);
  size_t cur = 0; /* bucket index = f - f0; never decreases */
  const uint64_t target = kn_board_cell(board, to);
  nbuckets = 16;
  buckets = calloc(nbuckets, sizeof *buckets);
  if (!seen_set(&seen, kn_board_cell(board, from), 1u << 3) || !buckets ||
      !push(&buckets[0], (entry){ from.x, from.y, 0 })) {
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
    if ((int64_t)(seen_get(&seen, cell) >> 3) - 1 < e.g)
      continue; /* a better route reached it after this entry was queued */
    if (cell == target) {
      found_g = e.g;
      break;
    }
    if ((st = kn__limits_step(limits, ++nodes)) != KN_OK)
      goto done;
    /* A walled-in target: A* from the start would search the start's whole
     * piece (gigabytes on a large board) to learn what the target's few
     * squares say at once.  So the search goes from both ends: once A* has
     * spent as many nodes as the probe may cost, the target's side is
     * searched up to that many squares, and "none" when it runs out
     * without the start.  Queries answered sooner never pay for it. */
    if (nodes == TARGET_PROBE_CAP && board->squares > TARGET_PROBE_MIN) {
      kn__region side;
      st = kn__region_probe(board, offs, noff, to, TARGET_PROBE_CAP, limits, &side);
      bool walled = st == KN_OK && side.exhausted &&
                    !kn__region_has(&side, kn_board_cell(board, from));
      kn__region_clear(&side);
      if (st != KN_OK)
        goto done;
      if (walled)
        break;
    }
    const uint32_t ng = (uint32_t)e.g + 1;
    /* Children are pushed farthest from the start-target line first, so the
     * dive through a bucket keeps to the straight line: hugging the edge of
     * the lens of equally short routes runs into dead ends far more often. */
    struct {
      entry e;
      size_t bucket;
      int64_t dev;
    } kids[8];
    size_t nk = 0;
    for (size_t k = 0; k < noff; k++) {
      int64_t nx = (int64_t)e.x + offs[k].x, ny = (int64_t)e.y + offs[k].y;
      if (nx < 0 || ny < 0 || nx >= board->width || ny >= board->height)
        continue;
      uint64_t n = (uint64_t)ny * w + (uint64_t)nx;
      if (kn__cell_blocked(board, n))
        continue;
      uint32_t old = seen_get(&seen, n);
      if (old && (old >> 3) - 1 <= ng)
        continue;
      if (!seen_set(&seen, n, ((ng + 1) << 3) | (uint32_t)k)) {
        st = KN_ERR_NOMEM;
        goto done;
      }
      int64_t f = (int64_t)ng + estimate(&hs, (int64_t)to.x - nx, (int64_t)to.y - ny);
      int64_t dev = (nx - from.x) * tdy - (ny - from.y) * tdx;
      size_t i = nk++;
      /* Insertion sort, largest deviation first. */
      for (; i > 0 && kids[i - 1].dev < (dev < 0 ? -dev : dev); i--)
        kids[i] = kids[i - 1];
      kids[i].e = (entry){ (int32_t)nx, (int32_t)ny, (int32_t)ng };
      kids[i].bucket = (size_t)(f - f0);
      kids[i].dev = dev < 0 ? -dev : dev;
    }
    for (size_t i = 0; i < nk; i++) {
      size_t bi = kids[i].bucket;
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
      if (!push(&buckets[bi], kids[i].e)) {
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
        uint32_t k = seen_get(&seen, kn_board_cell(board, sq)) & 7u;
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
  seen_free(&seen);
  return st;
}
