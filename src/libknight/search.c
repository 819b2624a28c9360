/* search.c - one start-to-target query by the algorithm the caller picks
 * (BFS, bidirectional BFS, A*, greedy best-first, DFS, iterative
 * deepening), counting its work and recording a trace to replay.
 *
 * These are the textbook algorithms, written plainly over per-square
 * arrays so that what they count is what a reader of the pseudocode would
 * count; kn_shortest_path remains the fast query for huge boards. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define NONE UINT32_MAX

struct kn_search {
  kn_search_algorithm algorithm;
  int32_t width, height;
  kn_leaper leaper;
  kn_square from, to;
  int64_t moves;
  kn_path *route;
  kn_search_stats stats;
  kn_search_event *trace;
  size_t n_trace, trace_cap, trace_max;
  bool truncated;
  bool met;
  kn_cell meet;
  int32_t meet_from, meet_to;
  int32_t *bound; /* knight on a board the closed form misses: the empty board's distances
                   * to the target, by BFS; NULL otherwise */
};

/* What every algorithm reads while it runs. */
typedef struct {
  const kn_board *board;
  kn_search *s;
  kn_square offs[8];
  size_t noff;
  uint32_t start, target;
  const kn_limits *limits;
  uint64_t polls;
  uint64_t memory; /* bytes of working structures now */
} ctx;

static void grow_memory(ctx *c, uint64_t bytes)
{
  c->memory += bytes;
  if (c->memory > c->s->stats.memory)
    c->s->stats.memory = c->memory;
}

static kn_status record(ctx *c, uint32_t cell, uint32_t parent, int kind, int side, int64_t g,
                        int64_t h)
{
  kn_search *s = c->s;
  if (s->n_trace >= s->trace_max) {
    if (s->trace_max)
      s->truncated = true;
    return KN_OK;
  }
  if (s->n_trace == s->trace_cap) {
    size_t cap = s->trace_cap ? 2 * s->trace_cap : 256;
    if (cap > s->trace_max)
      cap = s->trace_max;
    kn_search_event *t = realloc(s->trace, cap * sizeof *t);
    if (!t)
      return KN_ERR_NOMEM;
    s->trace = t;
    s->trace_cap = cap;
  }
  s->trace[s->n_trace++] = (kn_search_event){ cell, parent, (uint8_t)kind, (uint8_t)side,
                                              (int32_t)g, (int32_t)h };
  return KN_OK;
}

/* The free squares one move from cell, in the order of kn_leaper_offsets. */
static size_t neighbours(const ctx *c, uint32_t cell, uint32_t out[8])
{
  const kn_board *b = c->board;
  int64_t x = cell % (uint32_t)b->width, y = cell / (uint32_t)b->width;
  size_t n = 0;
  for (size_t k = 0; k < c->noff; k++) {
    int64_t nx = x + c->offs[k].x, ny = y + c->offs[k].y;
    if (nx < 0 || ny < 0 || nx >= b->width || ny >= b->height)
      continue;
    uint64_t nc = (uint64_t)ny * (uint64_t)b->width + (uint64_t)nx;
    if (!kn__cell_blocked(b, nc))
      out[n++] = (uint32_t)nc;
  }
  return n;
}

static kn_status poll(ctx *c) { return kn__limits_step(c->limits, ++c->polls); }

/* The route from the start to cell along parent, cell included. */
static kn_status route_from_parents(ctx *c, const uint32_t *parent, uint32_t cell, size_t moves,
                                    kn_square *out)
{
  for (size_t i = moves + 1; i-- > 0;) {
    out[i] = kn_board_square(c->board, cell);
    cell = parent[cell];
  }
  return KN_OK;
}

static kn_status set_route(ctx *c, const uint32_t *cells, size_t moves)
{
  kn_path *p = kn__path_new(moves + 1);
  if (!p)
    return KN_ERR_NOMEM;
  for (size_t i = 0; i <= moves; i++) {
    p->squares[i] = kn_board_square(c->board, cells[i]);
    p->moves[i] = i ? KN_MOVE_LEAP : KN_MOVE_START;
  }
  c->s->route = p;
  c->s->moves = (int64_t)moves;
  return KN_OK;
}

static kn_status route_by_parents(ctx *c, const uint32_t *parent, uint32_t cell, size_t moves)
{
  kn_path *p = kn__path_new(moves + 1);
  if (!p)
    return KN_ERR_NOMEM;
  route_from_parents(c, parent, cell, moves, p->squares);
  for (size_t i = 1; i <= moves; i++)
    p->moves[i] = KN_MOVE_LEAP;
  c->s->route = p;
  c->s->moves = (int64_t)moves;
  return KN_OK;
}

/* ------------------------------------------------------------- the bound */

static kn_status bound_prepare(ctx *c)
{
  kn_search *s = c->s;
  if (!kn_leaper_is_knight(s->leaper) || kn_knight_formula_exact(s->width, s->height))
    return KN_OK;
  kn_board *empty = NULL;
  kn_distmap *map = NULL;
  kn_status st = kn_board_new(s->width, s->height, &empty);
  if (st == KN_OK)
    st = kn_distmap_compute(empty, KN_KNIGHT, s->to, c->limits, &map);
  kn_board_free(empty);
  if (st != KN_OK)
    return st;
  uint64_t n = (uint64_t)s->width * (uint64_t)s->height;
  s->bound = malloc((size_t)n * sizeof *s->bound);
  if (!s->bound) {
    kn_distmap_free(map);
    return KN_ERR_NOMEM;
  }
  for (uint64_t i = 0; i < n; i++)
    s->bound[i] = kn_distmap_get(map, (kn_square){ (int32_t)(i % (uint64_t)s->width),
                                                   (int32_t)(i / (uint64_t)s->width) });
  kn_distmap_free(map);
  grow_memory(c, n * sizeof *s->bound);
  return KN_OK;
}

static int64_t bound_of(const kn_search *s, uint64_t cell)
{
  if (s->bound)
    return s->bound[cell];
  kn_square sq = { (int32_t)(cell % (uint64_t)s->width), (int32_t)(cell / (uint64_t)s->width) };
  if (kn_leaper_is_knight(s->leaper))
    return kn_knight_distance_fast(s->width, s->height, sq, s->to);
  return kn__leaper_estimate(s->leaper, (int64_t)s->to.x - sq.x, (int64_t)s->to.y - sq.y);
}

int64_t kn_search_bound(const kn_search *s, kn_square sq)
{
  if (!s || sq.x < 0 || sq.y < 0 || sq.x >= s->width || sq.y >= s->height)
    return -1;
  return bound_of(s, (uint64_t)sq.y * (uint64_t)s->width + (uint64_t)sq.x);
}

/* ------------------------------------------------------------------ BFS */

/* Layer by layer; the layer whose moves reach the target is finished, as
 * the explanation shows it, and then the search stops. */
static kn_status run_bfs(ctx *c)
{
  const uint64_t n = c->board->squares;
  uint32_t *parent = kn__alloc_large((size_t)n * sizeof *parent);
  uint32_t *queue = kn__alloc_large((size_t)n * sizeof *queue);
  int32_t *dist = kn__alloc_large((size_t)n * sizeof *dist);
  kn_status st = KN_OK;
  if (!parent || !queue || !dist) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  grow_memory(c, n * (sizeof *parent + sizeof *queue + sizeof *dist));
  memset(dist, 0xff, (size_t)n * sizeof *dist);
  size_t head = 0, tail = 0;
  dist[c->start] = 0;
  parent[c->start] = NONE;
  queue[tail++] = c->start;
  c->s->stats.generated = 1;
  if ((st = record(c, c->start, NONE, KN_SEARCH_GENERATE, 0, 0, -1)) != KN_OK)
    goto done;
  bool found = c->start == c->target;
  while (!found && head < tail) {
    size_t end = tail;
    while (head < end) {
      uint32_t cell = queue[head++], nb[8];
      if ((st = poll(c)) != KN_OK)
        goto done;
      c->s->stats.expanded++;
      if ((st = record(c, cell, parent[cell], KN_SEARCH_EXPAND, 0, dist[cell], -1)) != KN_OK)
        goto done;
      size_t k = neighbours(c, cell, nb);
      for (size_t i = 0; i < k; i++) {
        if (dist[nb[i]] >= 0)
          continue;
        dist[nb[i]] = dist[cell] + 1;
        parent[nb[i]] = cell;
        queue[tail++] = nb[i];
        c->s->stats.generated++;
        if ((st = record(c, nb[i], cell, KN_SEARCH_GENERATE, 0, dist[nb[i]], -1)) != KN_OK)
          goto done;
        found |= nb[i] == c->target;
      }
    }
  }
  if (found)
    st = route_by_parents(c, parent, c->target, (size_t)dist[c->target]);
done:
  free(parent);
  free(queue);
  free(dist);
  return st;
}

/* -------------------------------------------------------- bidirectional */

static kn_status run_bidirectional(ctx *c)
{
  const uint64_t n = c->board->squares;
  uint32_t *parent[2], *queue[2];
  int32_t *dist[2];
  size_t head[2] = { 0, 0 }, tail[2] = { 0, 0 };
  kn_status st = KN_OK;
  for (int side = 0; side < 2; side++) {
    parent[side] = kn__alloc_large((size_t)n * sizeof **parent);
    queue[side] = kn__alloc_large((size_t)n * sizeof **queue);
    dist[side] = kn__alloc_large((size_t)n * sizeof **dist);
  }
  uint32_t *route = NULL;
  for (int side = 0; side < 2; side++)
    if (!parent[side] || !queue[side] || !dist[side]) {
      st = KN_ERR_NOMEM;
      goto done;
    }
  grow_memory(c, 2 * n * (sizeof **parent + sizeof **queue + sizeof **dist));
  for (int side = 0; side < 2; side++) {
    uint32_t end = side ? c->target : c->start;
    memset(dist[side], 0xff, (size_t)n * sizeof **dist);
    dist[side][end] = 0;
    parent[side][end] = NONE;
    queue[side][tail[side]++] = end;
    /* a start that is the target is one square to queue */
    if (side && c->start == c->target)
      break;
    c->s->stats.generated++;
    if ((st = record(c, end, NONE, KN_SEARCH_GENERATE, side, 0, -1)) != KN_OK)
      goto done;
  }
  uint32_t meet = NONE;
  int64_t best = INT64_MAX;
  if (c->start == c->target) {
    meet = c->start;
    best = 0;
  }
  while (meet == NONE && head[0] < tail[0] && head[1] < tail[1]) {
    /* the side with fewer squares waiting expands its whole layer */
    int side = tail[1] - head[1] < tail[0] - head[0] ? 1 : 0, other = 1 - side;
    size_t end = tail[side];
    while (head[side] < end) {
      uint32_t cell = queue[side][head[side]++], nb[8];
      if ((st = poll(c)) != KN_OK)
        goto done;
      c->s->stats.expanded++;
      if ((st = record(c, cell, parent[side][cell], KN_SEARCH_EXPAND, side, dist[side][cell],
                       -1)) != KN_OK)
        goto done;
      size_t k = neighbours(c, cell, nb);
      for (size_t i = 0; i < k; i++) {
        uint32_t m = nb[i];
        if (dist[side][m] >= 0)
          continue;
        dist[side][m] = dist[side][cell] + 1;
        parent[side][m] = cell;
        queue[side][tail[side]++] = m;
        c->s->stats.generated++;
        if ((st = record(c, m, cell, KN_SEARCH_GENERATE, side, dist[side][m], -1)) != KN_OK)
          goto done;
        /* the least total over the whole layer is the shortest route */
        if (dist[other][m] >= 0 && (int64_t)dist[side][m] + dist[other][m] < best) {
          best = (int64_t)dist[side][m] + dist[other][m];
          meet = m;
        }
      }
    }
  }
  if (meet != NONE) {
    c->s->met = true;
    c->s->meet = meet;
    c->s->meet_from = dist[0][meet];
    c->s->meet_to = dist[1][meet];
    if ((st = record(c, meet, NONE, KN_SEARCH_MEET, 0, dist[0][meet], dist[1][meet])) != KN_OK)
      goto done;
    size_t moves = (size_t)best;
    route = malloc((moves + 1) * sizeof *route);
    if (!route) {
      st = KN_ERR_NOMEM;
      goto done;
    }
    uint32_t cell = meet;
    for (size_t i = (size_t)dist[0][meet] + 1; i-- > 0;) {
      route[i] = cell;
      cell = parent[0][cell];
    }
    cell = meet;
    for (size_t i = (size_t)dist[0][meet]; i <= moves; i++) {
      route[i] = cell;
      cell = parent[1][cell];
    }
    st = set_route(c, route, moves);
  }
done:
  free(route);
  for (int side = 0; side < 2; side++) {
    free(parent[side]);
    free(queue[side]);
    free(dist[side]);
  }
  return st;
}

/* ------------------------------------------------------- A* and greedy */

typedef struct {
  int64_t key, tie; /* least key first, then least tie, then the newest */
  uint64_t seq;
  uint32_t cell;
  int32_t g;
} hnode;

typedef struct {
  hnode *items;
  size_t len, cap;
} heap;

static bool before(const hnode *a, const hnode *b)
{
  if (a->key != b->key)
    return a->key < b->key;
  if (a->tie != b->tie)
    return a->tie < b->tie;
  return a->seq > b->seq;
}

static bool heap_push(ctx *c, heap *h, hnode e)
{
  if (h->len == h->cap) {
    size_t cap = h->cap ? 2 * h->cap : 64;
    hnode *items = realloc(h->items, cap * sizeof *items);
    if (!items)
      return false;
    grow_memory(c, (cap - h->cap) * sizeof *items);
    h->items = items;
    h->cap = cap;
  }
  size_t i = h->len++;
  while (i > 0) {
    size_t p = (i - 1) / 2;
    if (!before(&e, &h->items[p]))
      break;
    h->items[i] = h->items[p];
    i = p;
  }
  h->items[i] = e;
  return true;
}

static hnode heap_pop(heap *h)
{
  hnode top = h->items[0], last = h->items[--h->len];
  size_t i = 0;
  for (;;) {
    size_t l = 2 * i + 1, r = l + 1, m = i;
    const hnode *best = &last;
    if (l < h->len && before(&h->items[l], best)) {
      m = l;
      best = &h->items[l];
    }
    if (r < h->len && before(&h->items[r], best))
      m = r;
    if (m == i)
      break;
    h->items[i] = h->items[m];
    i = m;
  }
  if (h->len)
    h->items[i] = last;
  return top;
}

/* A* (astar true): least g + h, ties to the least h, then the newest; a
 * square is expanded once (the bound is consistent, so its first expansion
 * is by a shortest way) and queued again when a shorter way to it is found.
 * Greedy: least h, then the newest; a square is queued once. */
/* What A* and greedy know of a square, in a hash table: a query on a big
 * board reaches a sliver of it, where per-square arrays would cost a page
 * fault every few squares touched. */
typedef struct {
  uint32_t key; /* cell + 1; 0: an empty slot */
  uint32_t parent;
  int32_t g;
  uint32_t closed;
} slot;

typedef struct {
  slot *slots;
  size_t cap, count; /* cap a power of two */
} store;

static slot *store_find(const store *t, uint32_t cell)
{
  size_t i = (size_t)(((uint64_t)(cell + 1) * UINT64_C(0x9E3779B97F4A7C15)) >> 20) & (t->cap - 1);
  while (t->slots[i].key && t->slots[i].key != cell + 1)
    i = (i + 1) & (t->cap - 1);
  return &t->slots[i];
}

static bool store_grow(ctx *c, store *t, size_t cap)
{
  slot *slots = calloc(cap, sizeof *slots);
  if (!slots)
    return false;
  store grown = { slots, cap, t->count };
  for (size_t i = 0; i < t->cap; i++)
    if (t->slots[i].key)
      *store_find(&grown, t->slots[i].key - 1) = t->slots[i];
  grow_memory(c, cap * sizeof *slots);
  free(t->slots);
  c->memory -= t->cap * sizeof *slots;
  *t = grown;
  return true;
}

/* The square's slot, made (g -1, open) when new; NULL on no memory. */
static slot *store_get(ctx *c, store *t, uint32_t cell)
{
  slot *e = store_find(t, cell);
  if (e->key)
    return e;
  if (2 * (t->count + 1) > t->cap) {
    if (!store_grow(c, t, 2 * t->cap))
      return NULL;
    e = store_find(t, cell);
  }
  *e = (slot){ cell + 1, NONE, -1, 0 };
  t->count++;
  return e;
}

static kn_status run_best_first(ctx *c, bool astar)
{
  store seen = { calloc(64, sizeof(slot)), 64, 0 };
  heap open = { NULL, 0, 0 };
  uint64_t seq = 0;
  kn_status st = KN_OK;
  slot *e0;
  if (!seen.slots) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  grow_memory(c, seen.cap * sizeof(slot));
  int64_t h0 = bound_of(c->s, c->start);
  if (!(e0 = store_get(c, &seen, c->start))) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  e0->g = 0;
  c->s->stats.generated = 1;
  if ((st = record(c, c->start, NONE, KN_SEARCH_GENERATE, 0, 0, h0)) != KN_OK)
    goto done;
  if (h0 < 0)
    goto done; /* not even the empty board joins them */
  if (!heap_push(c, &open, (hnode){ h0, astar ? h0 : 0, seq++, c->start, 0 })) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  bool found = false;
  while (open.len) {
    hnode e = heap_pop(&open);
    slot *me = store_find(&seen, e.cell);
    if (me->closed || e.g != me->g)
      continue; /* stale: expanded already, or queued again by a shorter way */
    if (e.cell == c->target) {
      found = true;
      break;
    }
    if ((st = poll(c)) != KN_OK)
      goto done;
    me->closed = 1;
    c->s->stats.expanded++;
    if ((st = record(c, e.cell, me->parent, KN_SEARCH_EXPAND, 0, e.g, bound_of(c->s, e.cell))) !=
        KN_OK)
      goto done;
    uint32_t nb[8];
    size_t k = neighbours(c, e.cell, nb);
    for (size_t i = 0; i < k; i++) {
      uint32_t m = nb[i];
      int32_t ng = e.g + 1;
      slot *it = store_find(&seen, m);
      if (it->key && (it->closed || !astar || it->g <= ng))
        continue;
      int64_t h = bound_of(c->s, m);
      if (h < 0)
        continue; /* cut off from the target on the empty board already */
      if (!(it = store_get(c, &seen, m))) {
        st = KN_ERR_NOMEM;
        goto done;
      }
      it->g = ng;
      it->parent = e.cell;
      c->s->stats.generated++;
      if ((st = record(c, m, e.cell, KN_SEARCH_GENERATE, 0, ng, h)) != KN_OK)
        goto done;
      hnode add = astar ? (hnode){ ng + h, h, seq++, m, ng } : (hnode){ h, 0, seq++, m, ng };
      if (!heap_push(c, &open, add)) {
        st = KN_ERR_NOMEM;
        goto done;
      }
    }
  }
  if (found) {
    size_t moves = (size_t)store_find(&seen, c->target)->g;
    kn_path *p = kn__path_new(moves + 1);
    if (!p) {
      st = KN_ERR_NOMEM;
      goto done;
    }
    uint32_t cell = c->target;
    for (size_t i = moves + 1; i-- > 0;) {
      p->squares[i] = kn_board_square(c->board, cell);
      p->moves[i] = i ? KN_MOVE_LEAP : KN_MOVE_START;
      cell = store_find(&seen, cell)->parent;
    }
    c->s->route = p;
    c->s->moves = (int64_t)moves;
  }
done:
  free(seen.slots);
  free(open.items);
  return st;
}

/* ------------------------------------------------ DFS and iterative deepening */

typedef struct {
  uint32_t *cell;
  uint8_t *next; /* the next move to try from each square on the route */
  size_t len;
} route_stack;

/* Depth-first from the start, moves tried in kn_leaper_offsets order.
 * limit < 0: plain DFS, a square entered once in all (seen[] 0/1).
 * limit >= 0: one iteration of IDDFS: a square is entered again only at a
 * smaller depth than before in this iteration (best[], valid where
 * stamp[] == iteration); *entered counts the distinct squares entered. */
static kn_status depth_first(ctx *c, route_stack *r, int32_t limit, uint32_t iteration,
                             uint8_t *seen, uint32_t *stamp, int32_t *best, uint64_t *entered,
                             bool *found)
{
  kn_search *s = c->s;
  kn_status st;
  *found = false;
  r->len = 0;
  r->cell[r->len] = c->start;
  r->next[r->len++] = 0;
  s->stats.generated++;
  if (limit < 0)
    seen[c->start] = 1;
  else {
    stamp[c->start] = iteration;
    best[c->start] = 0;
    ++*entered;
  }
  if ((st = record(c, c->start, NONE, KN_SEARCH_EXPAND, 0, 0, -1)) != KN_OK)
    return st;
  if (c->start == c->target) {
    *found = true;
    return KN_OK;
  }
  bool expanding = limit != 0;
  if (expanding)
    s->stats.expanded++;
  while (r->len) {
    size_t top = r->len - 1;
    uint32_t cell = r->cell[top];
    int32_t depth = (int32_t)top;
    bool pushed = false;
    if (limit < 0 || depth < limit) {
      int64_t x = cell % (uint32_t)c->board->width, y = cell / (uint32_t)c->board->width;
      while (r->next[top] < c->noff) {
        size_t k = r->next[top]++;
        int64_t nx = x + c->offs[k].x, ny = y + c->offs[k].y;
        if (nx < 0 || ny < 0 || nx >= c->board->width || ny >= c->board->height)
          continue;
        uint32_t m = (uint32_t)(ny * c->board->width + nx);
        if (kn__cell_blocked(c->board, m))
          continue;
        if (limit < 0) {
          if (seen[m])
            continue;
          seen[m] = 1;
        } else {
          if (stamp[m] == iteration && best[m] <= depth + 1)
            continue;
          if (stamp[m] != iteration)
            ++*entered;
          stamp[m] = iteration;
          best[m] = depth + 1;
        }
        if ((st = poll(c)) != KN_OK)
          return st;
        r->cell[r->len] = m;
        r->next[r->len++] = 0;
        s->stats.generated++;
        if ((st = record(c, m, cell, KN_SEARCH_EXPAND, 0, depth + 1, -1)) != KN_OK)
          return st;
        if (m == c->target) {
          *found = true;
          return KN_OK;
        }
        /* its moves are tried unless it stands at the depth limit */
        if (limit < 0 || depth + 1 < limit)
          s->stats.expanded++;
        pushed = true;
        break;
      }
    }
    if (pushed)
      continue;
    r->len--;
    s->stats.backtracks++;
    if ((st = record(c, cell, r->len ? r->cell[r->len - 1] : NONE, KN_SEARCH_BACKTRACK, 0, depth,
                     -1)) != KN_OK)
      return st;
  }
  return KN_OK;
}

static kn_status run_depth_first(ctx *c, bool deepening)
{
  const uint64_t n = c->board->squares;
  const uint64_t nfree = n - c->board->blocked_count;
  route_stack r = { malloc((size_t)nfree * sizeof *r.cell), malloc((size_t)nfree), 0 };
  uint8_t *seen = NULL;
  uint32_t *stamp = NULL;
  int32_t *best = NULL;
  kn_status st = KN_OK;
  bool found = false;
  if (!r.cell || !r.next) {
    st = KN_ERR_NOMEM;
    goto done;
  }
  grow_memory(c, nfree * (sizeof *r.cell + 1));
  if (!deepening) {
    seen = calloc((size_t)n, 1);
    if (!seen) {
      st = KN_ERR_NOMEM;
      goto done;
    }
    grow_memory(c, n);
    c->s->stats.iterations = 1;
    st = depth_first(c, &r, -1, 0, seen, NULL, NULL, NULL, &found);
  } else {
    stamp = calloc((size_t)n, sizeof *stamp);
    best = kn__alloc_large((size_t)n * sizeof *best);
    if (!stamp || !best) {
      st = KN_ERR_NOMEM;
      goto done;
    }
    grow_memory(c, n * (sizeof *stamp + sizeof *best));
    uint64_t before = 0;
    c->s->stats.iterations = 0;
    for (int32_t limit = 0;; limit++) {
      uint64_t entered = 0;
      c->s->stats.iterations++;
      if ((st = record(c, c->start, NONE, KN_SEARCH_DEEPEN, 0, limit, -1)) != KN_OK)
        goto done;
      st = depth_first(c, &r, limit, (uint32_t)limit + 1, NULL, stamp, best, &entered, &found);
      /* an iteration that enters no square the one before did not: every
       * square the start reaches was entered, the target among them or not */
      if (st != KN_OK || found || entered == before)
        break;
      before = entered;
    }
  }
  if (st == KN_OK && found)
    st = set_route(c, r.cell, r.len - 1);
done:
  free(r.cell);
  free(r.next);
  free(seen);
  free(stamp);
  free(best);
  return st;
}

/* ------------------------------------------------------------- interface */

/* A switch, not a table of pointers: a table would be relocated data in
 * the shared library, and libknight holds none (the install check). */
const char *kn_search_algorithm_name(kn_search_algorithm algorithm)
{
  switch (algorithm) {
  case KN_SEARCH_BFS:
    return "bfs";
  case KN_SEARCH_BIDIRECTIONAL:
    return "bidirectional";
  case KN_SEARCH_ASTAR:
    return "astar";
  case KN_SEARCH_GREEDY:
    return "greedy";
  case KN_SEARCH_DFS:
    return "dfs";
  case KN_SEARCH_IDDFS:
    return "iddfs";
  default:
    return NULL;
  }
}

void kn_search_free(kn_search *s)
{
  if (!s)
    return;
  kn_path_free(s->route);
  free(s->trace);
  free(s->bound);
  free(s);
}

kn_status kn_search_path(const kn_board *board, kn_leaper leaper, kn_square from, kn_square to,
                         kn_search_algorithm algorithm, size_t trace_max,
                         const kn_limits *limits, kn_search **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !kn_leaper_valid(leaper) || (unsigned)algorithm >= KN_N_SEARCHES)
    return KN_ERR_INVALID;
  if (!kn_board_is_free(board, from) || !kn_board_is_free(board, to))
    return KN_ERR_RANGE;
  if (board->squares > KN_SEARCH_MAX_SQUARES)
    return KN_ERR_TOO_LARGE;
  kn_search *s = calloc(1, sizeof *s);
  if (!s)
    return KN_ERR_NOMEM;
  s->algorithm = algorithm;
  s->width = board->width;
  s->height = board->height;
  s->leaper = leaper;
  s->from = from;
  s->to = to;
  s->moves = -1;
  s->trace_max = trace_max;
  s->stats.iterations = 1;
  ctx c = { .board = board, .s = s, .limits = limits };
  c.noff = kn_leaper_offsets(leaper, c.offs);
  c.start = kn_board_cell(board, from);
  c.target = kn_board_cell(board, to);
  kn_status st = KN_OK;
  if (algorithm == KN_SEARCH_ASTAR || algorithm == KN_SEARCH_GREEDY)
    st = bound_prepare(&c);
  if (st == KN_OK) {
    switch (algorithm) {
    case KN_SEARCH_BFS:
      st = run_bfs(&c);
      break;
    case KN_SEARCH_BIDIRECTIONAL:
      st = run_bidirectional(&c);
      break;
    case KN_SEARCH_ASTAR:
      st = run_best_first(&c, true);
      break;
    case KN_SEARCH_GREEDY:
      st = run_best_first(&c, false);
      break;
    case KN_SEARCH_DFS:
      st = run_depth_first(&c, false);
      break;
    case KN_SEARCH_IDDFS:
    default:
      st = run_depth_first(&c, true);
      break;
    }
  }
  if (st != KN_OK) {
    kn_search_free(s);
    return st;
  }
  *out = s;
  return KN_OK;
}

kn_search_algorithm kn_search_get_algorithm(const kn_search *s) { return s->algorithm; }
kn_leaper kn_search_leaper(const kn_search *s) { return s->leaper; }

void kn_search_ends(const kn_search *s, kn_square *from, kn_square *to)
{
  if (from)
    *from = s->from;
  if (to)
    *to = s->to;
}
int64_t kn_search_moves(const kn_search *s) { return s->moves; }
const kn_path *kn_search_route(const kn_search *s) { return s->route; }

kn_path *kn_search_take_route(kn_search *s)
{
  kn_path *p = s->route;
  s->route = NULL;
  return p;
}

void kn_search_get_stats(const kn_search *s, kn_search_stats *out)
{
  if (s && out)
    *out = s->stats;
}

const kn_search_event *kn_search_trace(const kn_search *s, size_t *count, bool *truncated)
{
  if (count)
    *count = s->n_trace;
  if (truncated)
    *truncated = s->truncated;
  return s->trace;
}

bool kn_search_meeting(const kn_search *s, kn_square *square, int32_t *from_start,
                       int32_t *from_target)
{
  if (!s || !s->met)
    return false;
  if (square)
    *square = (kn_square){ (int32_t)(s->meet % (uint32_t)s->width),
                           (int32_t)(s->meet / (uint32_t)s->width) };
  if (from_start)
    *from_start = s->meet_from;
  if (from_target)
    *from_target = s->meet_to;
  return true;
}
