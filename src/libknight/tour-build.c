/* tour-build.c - knight's tours of empty boards of any size in linear time:
 * divide and conquer from small block tours (after Parberry 1997).
 *
 * The board is cut into a grid of blocks whose sides are 6, 8 or 10, plus
 * (on an odd side) one part of 5 to 13.  Every block gets a closed tour that
 * is "structured": besides the two moves every corner square is forced to
 * make, it contains the moves (0,3)-(1,1) and (1,1)-(3,0).  Two cycles that
 * hold moves a-b and c-d with a-c and b-d also knight moves become one cycle
 * when a-b and c-d are swapped for a-c and b-d.  Side by side blocks meet in
 * such a pair (left block: its lower right corner move (w-1,0)-(w-2,2); right
 * block: (1,1)-(0,3)), and so do stacked blocks of the first column (lower
 * block: its upper left corner move (0,h-1)-(2,h-2); upper: (1,1)-(3,0)).
 * Joining each row from left to right and then the rows along the first
 * column uses every move once at most, so the result is one closed tour.
 *
 * The block tours come from the search in tour-search.c, once per block
 * size and call; there are at most sixteen sizes, each at most 13 x 10, and
 * the tests run every size the splitting below can produce.
 *
 * Odd x odd boards have no closed tour; an open one must start on the
 * corners' colour.  The block holding the start is then odd x odd and gets,
 * by search, an open route from the start that holds the moves its joins
 * need.  A virtual move from the route's end back to the start makes it a
 * cycle for the joining; the finished tour starts at the start and stops
 * before the virtual move.  Several ways to place that block are tried, so a
 * start where one block has no suitable route is served by another.
 *
 * Memory: the tour is stored as one byte per square (the move codes of its
 * two tour neighbours, 4 bits each) and then walked into the caller's array
 * of cells: 5 bytes a square in all, 500 MB for 10^8 squares.
 *
 * Tours to an end square (kn__tour_build_to, at the end) reuse the same
 * blocks, joins and walk with a corridor of searched routes; the file is
 * kept whole (over 800 lines) because both read best next to the helpers
 * they share. */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

#define NONE_CELL UINT32_MAX
#define VIRTUAL 8u /* the code of the virtual move of an odd board's tour */

static const int8_t kdx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int8_t kdy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

/* Budgets of the small searches: far above what the sizes used need (the
 * tests run them all), low enough that a bad placement is dropped at once. */
#define BLOCK_BUDGET 5000000u
#define SPECIAL_BUDGET 20000u

static unsigned code_of(int64_t dx, int64_t dy)
{
  for (unsigned k = 0; k < 8; k++)
    if (kdx[k] == dx && kdy[k] == dy)
      return k;
  return VIRTUAL;
}

/* ------------------------------------------------------------ splitting */

typedef struct {
  int32_t *start, *size; /* parts along one axis */
  size_t n;
} axis;

static void axis_free(axis *a)
{
  free(a->start);
  free(a->size);
}

static bool axis_alloc(axis *a, int64_t len)
{
  size_t cap = (size_t)(len / 5 + 2);
  a->start = malloc(cap * sizeof *a->start);
  a->size = malloc(cap * sizeof *a->size);
  a->n = 0;
  return a->start && a->size;
}

static void axis_push(axis *a, int32_t size)
{
  a->start[a->n] = a->n ? a->start[a->n - 1] + a->size[a->n - 1] : 0;
  a->size[a->n++] = size;
}

/* Appends parts of 6, 8 and 10 that add up to len (even, 0 or >= 6). */
static void split_even(axis *a, int64_t len)
{
  while (len > 10) {
    int32_t part = len - 8 >= 6 ? 8 : 6;
    axis_push(a, part);
    len -= part;
  }
  if (len > 0)
    axis_push(a, (int32_t)len);
}

/* Splits len (>= 5): all even parts, or one odd part first when len is odd. */
static void split_plain(axis *a, int64_t len)
{
  if (len % 2) {
    int32_t odd = len == 7 ? 7 : len == 9 ? 9 : 5;
    axis_push(a, odd);
    len -= odd;
  }
  split_even(a, len);
}

static bool even_rest(int64_t len)
{
  return len == 0 || (len >= 6 && len % 2 == 0);
}

/* A placement of the odd part of an odd side: before it `left` squares. */
typedef struct {
  int64_t left;
  int32_t odd;
  int32_t score; /* lower is tried first */
} placement;

/* The placements of an odd part (5 to 13) of an odd side len that cover p,
 * best first: p near the middle of the part, smaller parts. */
static size_t placements(int64_t len, int64_t p, placement out[64])
{
  size_t n = 0;
  for (int32_t odd = 5; odd <= 13; odd += 2) {
    if (odd > len)
      break;
    for (int64_t left = p - odd + 1; left <= p; left++) {
      if (left < 0 || !even_rest(left) || !even_rest(len - left - odd) || n == 64)
        continue;
      int64_t off = 2 * (p - left) - (odd - 1);
      placement pl = { left, odd, (int32_t)((off < 0 ? -off : off) + (odd > 9 ? 8 : 0)) };
      size_t j = n++;
      while (j > 0 && out[j - 1].score > pl.score) {
        out[j] = out[j - 1];
        j--;
      }
      out[j] = pl;
    }
  }
  return n;
}

/* ----------------------------------------------------------- block tours */

typedef struct {
  int32_t w, h;
  uint8_t *codes; /* w * h neighbour bytes */
} block_tour;

/* Writes the neighbour bytes of route (n cells of a w-wide block); a cycle
 * when closed, else the ends get the virtual code. */
static void route_codes(const uint32_t *route, size_t n, int32_t w, bool closed, uint8_t *codes)
{
  for (size_t i = 0; i < n; i++) {
    uint32_t cur = route[i];
    int64_t cx = cur % (uint32_t)w, cy = cur / (uint32_t)w;
    unsigned k[2];
    for (int j = 0; j < 2; j++) {
      size_t other;
      if (j == 0 ? i == 0 : i == n - 1) {
        if (!closed) {
          k[j] = VIRTUAL;
          continue;
        }
        other = j == 0 ? n - 1 : 0;
      } else {
        other = j == 0 ? i - 1 : i + 1;
      }
      uint32_t o = route[other];
      k[j] = code_of((int64_t)(o % (uint32_t)w) - cx, (int64_t)(o / (uint32_t)w) - cy);
    }
    /* The virtual code goes in the high nibble: walks prefer the low one. */
    if (k[0] == VIRTUAL)
      codes[cur] = (uint8_t)(k[1] | k[0] << 4);
    else
      codes[cur] = (uint8_t)(k[0] | k[1] << 4);
  }
}

static void set_req(uint32_t *req, uint32_t a, uint32_t b)
{
  for (int i = 0; i < 2; i++)
    if (req[2 * (size_t)a + (size_t)i] == NONE_CELL || req[2 * (size_t)a + (size_t)i] == b) {
      req[2 * (size_t)a + (size_t)i] = b;
      break;
    }
  for (int i = 0; i < 2; i++)
    if (req[2 * (size_t)b + (size_t)i] == NONE_CELL || req[2 * (size_t)b + (size_t)i] == a) {
      req[2 * (size_t)b + (size_t)i] = a;
      break;
    }
}

/* Which joins a block takes part in, so which moves it must hold. */
enum {
  NEED_RIGHT = 1, /* (w-1,0)-(w-2,2): a block to its right */
  NEED_LEFT = 2,  /* (1,1)-(0,3): a block to its left */
  NEED_BELOW = 4, /* (1,1)-(3,0): the column of vertical joins, a block below */
  NEED_ABOVE = 8  /* (0,h-1)-(2,h-2): the column of vertical joins, a block above */
};

/* Searches one block: a closed structured tour (start NONE_CELL), or an
 * open route from start (to end, unless NONE_CELL) holding the moves of
 * needs.  codes receives w * h bytes.  Returns the search's outcome. */
static kn__search_result block_search(int32_t w, int32_t h, uint32_t start, uint32_t end,
                                      unsigned needs, uint64_t seed, uint64_t budget,
                                      const kn_limits *limits, uint8_t *codes, uint64_t *nodes)
{
  const size_t n = (size_t)w * (size_t)h;
  uint8_t *freem = malloc(n);
  uint32_t *req = malloc(2 * n * sizeof *req);
  uint32_t *route = malloc(n * sizeof *route);
  kn__search_result r = KN__SEARCH_NOMEM;
  uint64_t used = 0;
  if (!freem || !req || !route)
    goto out;
  memset(freem, 1, n);
  for (size_t i = 0; i < 2 * n; i++)
    req[i] = NONE_CELL;
#define CELL(x, y) ((uint32_t)((y) * w + (x)))
  bool closed = start == NONE_CELL;
  if (closed) {
    needs = NEED_LEFT | NEED_BELOW;
    start = CELL(0, 3);
  }
  if (needs & NEED_LEFT)
    set_req(req, CELL(1, 1), CELL(0, 3));
  if (needs & NEED_BELOW)
    set_req(req, CELL(1, 1), CELL(3, 0));
  if (needs & NEED_RIGHT)
    set_req(req, CELL(w - 1, 0), CELL(w - 2, 2));
  if (needs & NEED_ABOVE)
    set_req(req, CELL(0, h - 1), CELL(2, h - 2));
#undef CELL
  kn__search s = {
    .w = w, .h = h, .free = freem, .nfree = n, .leaper = KN_KNIGHT, .closed = closed,
    .start = start, .has_end = end != NONE_CELL, .end = end, .req = req, .seed = seed,
    .budget = budget,
    .cancel = limits ? limits->cancel : NULL, .cancel_data = limits ? limits->cancel_data : NULL,
  };
  r = kn__search_run(&s, route, &used);
  if (r == KN__SEARCH_FOUND)
    route_codes(route, n, w, closed, codes);
out:
  *nodes += used;
  free(freem);
  free(req);
  free(route);
  return r;
}

static kn_status result_status(kn__search_result r)
{
  switch (r) {
  case KN__SEARCH_FOUND: return KN_OK;
  case KN__SEARCH_NOMEM: return KN_ERR_NOMEM;
  case KN__SEARCH_CANCELLED: return KN_ERR_CANCELLED;
  default: return KN_ERR_BUDGET;
  }
}

/* ----------------------------------------------------------- the board */

typedef struct {
  int32_t W, H;
  uint8_t *nb; /* W * H neighbour bytes */
  int64_t doff[9];
} board_codes;

/* The codes of a W x H board, not yet allocated. */
static board_codes board_codes_for(int32_t W, int32_t H)
{
  board_codes b = { W, H, NULL, { 0 } };
  for (int k = 0; k < 8; k++)
    b.doff[k] = (int64_t)kdy[k] * W + kdx[k];
  b.doff[VIRTUAL] = 0;
  return b;
}

/* Replaces in cell's byte the code of the move to `from` by the move to `to`. */
static bool recode(board_codes *b, int64_t x, int64_t y, int64_t fx, int64_t fy, int64_t tx,
                   int64_t ty)
{
  uint8_t *p = &b->nb[y * b->W + x];
  unsigned old = code_of(fx - x, fy - y), neu = code_of(tx - x, ty - y);
  if ((*p & 15u) == old)
    *p = (uint8_t)((*p & 0xF0u) | neu);
  else if ((*p >> 4) == old)
    *p = (uint8_t)((*p & 0x0Fu) | neu << 4);
  else
    return false;
  return true;
}

/* Swaps moves a-b and c-d for a-c and b-d (coordinates x, y of each). */
static bool join(board_codes *b, const int64_t q[8])
{
  int64_t ax = q[0], ay = q[1], bx = q[2], by = q[3], cx = q[4], cy = q[5], dx = q[6], dy = q[7];
  return recode(b, ax, ay, bx, by, cx, cy) && recode(b, bx, by, ax, ay, dx, dy) &&
         recode(b, cx, cy, dx, dy, ax, ay) && recode(b, dx, dy, cx, cy, bx, by);
}

/* Joins the blocks along a spanning tree of the grid of blocks: every pair
 * side by side in a row, and every pair stacked in column `spine`.  Pairs
 * that are both in the corridor (when given) are already linked by the
 * route through it and are skipped. */
/* Records a join of blocks ia and ib by the moves a-c and b-d of q (see
 * join); false when out of memory. */
static bool note_join(kn__blocks *bl, size_t ia, size_t ib, size_t nmoves, const int64_t q[8])
{
  if (!bl)
    return true;
  if (bl->njoins == bl->capjoins) {
    size_t cap = bl->capjoins ? 2 * bl->capjoins : 64;
    kn_tour_join *v = realloc(bl->joins, cap * sizeof *v);
    if (!v)
      return false;
    bl->joins = v;
    bl->capjoins = cap;
  }
  kn_tour_join *j = &bl->joins[bl->njoins++];
  memset(j, 0, sizeof *j);
  j->block_a = (uint32_t)ia;
  j->block_b = (uint32_t)ib;
  j->n_moves = (uint32_t)nmoves;
  j->move[0][0] = (kn_square){ (int32_t)q[0], (int32_t)q[1] };
  j->move[0][1] = (kn_square){ (int32_t)q[4], (int32_t)q[5] };
  if (nmoves == 2) {
    j->move[1][0] = (kn_square){ (int32_t)q[2], (int32_t)q[3] };
    j->move[1][1] = (kn_square){ (int32_t)q[6], (int32_t)q[7] };
  }
  return true;
}

/* The blocks of the grid cols x rows, in rows from the bottom, into bl
 * (when given); corridor marks the corridor's. */
static bool note_blocks(kn__blocks *bl, const axis *cols, const axis *rows,
                        const uint8_t *corridor)
{
  if (!bl)
    return true;
  free(bl->blocks);
  bl->njoins = 0;
  bl->nblocks = cols->n * rows->n;
  bl->blocks = malloc(bl->nblocks * sizeof *bl->blocks);
  if (!bl->blocks)
    return false;
  for (size_t r = 0; r < rows->n; r++)
    for (size_t c = 0; c < cols->n; c++)
      bl->blocks[r * cols->n + c] = (kn_tour_block){
        cols->start[c], rows->start[r], cols->size[c], rows->size[r],
        corridor && corridor[r * cols->n + c],
      };
  return true;
}

static bool join_tree(board_codes *b, const axis *cols, const axis *rows, size_t spine,
                      const uint8_t *corridor, kn__blocks *bl)
{
#define IN_CORRIDOR(c, r) (corridor && corridor[(r) * cols->n + (c)])
  for (size_t r = 0; r < rows->n; r++) {
    int64_t y0 = rows->start[r];
    for (size_t c = 1; c < cols->n; c++) {
      if (IN_CORRIDOR(c - 1, r) && IN_CORRIDOR(c, r))
        continue;
      int64_t xl = cols->start[c];
      const int64_t q[8] = { xl - 1, y0, xl - 2, y0 + 2, xl + 1, y0 + 1, xl, y0 + 3 };
      if (!join(b, q) || !note_join(bl, r * cols->n + c - 1, r * cols->n + c, 2, q))
        return false;
    }
  }
  int64_t x0 = cols->start[spine];
  for (size_t r = 1; r < rows->n; r++) {
    if (IN_CORRIDOR(spine, r - 1) && IN_CORRIDOR(spine, r))
      continue;
    int64_t yb = rows->start[r];
    const int64_t q[8] = { x0, yb - 1, x0 + 2, yb - 2, x0 + 1, yb + 1, x0 + 3, yb };
    if (!join(b, q) || !note_join(bl, (r - 1) * cols->n + spine, r * cols->n + spine, 2, q))
      return false;
  }
#undef IN_CORRIDOR
  return true;
}

static void paste(board_codes *b, const uint8_t *codes, int64_t x0, int64_t y0, int32_t w,
                  int32_t h)
{
  for (int32_t y = 0; y < h; y++)
    memcpy(b->nb + (y0 + y) * b->W + x0, codes + (size_t)y * (size_t)w, (size_t)w);
}

/* Walks the tour from start into cells (W * H of them). */
static kn_status walk(const board_codes *b, uint32_t start, uint32_t *cells,
                      const kn_limits *limits)
{
  const uint64_t n = (uint64_t)b->W * (uint64_t)b->H;
  int64_t prev = -1, cur = start;
  cells[0] = start;
  for (uint64_t i = 1; i < n; i++) {
    unsigned v = b->nb[cur], c1 = v & 15u, c2 = v >> 4;
    int64_t next = cur + b->doff[c1];
    if (c1 == VIRTUAL || next == prev)
      next = cur + b->doff[c2];
    prev = cur;
    cur = next;
    cells[i] = (uint32_t)cur;
    if ((i & ((1u << 22) - 1)) == 0 && limits && limits->cancel &&
        limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
  }
  return KN_OK;
}

typedef struct {
  block_tour t[16];
  size_t n;
} tour_cache;

static void tour_cache_free(tour_cache *cache)
{
  for (size_t i = 0; i < cache->n; i++)
    free(cache->t[i].codes);
}

static kn_status block_for(tour_cache *cache, int32_t w, int32_t h, uint64_t seed,
                           const kn_limits *limits, uint64_t *nodes, const uint8_t **out)
{
  for (size_t i = 0; i < cache->n; i++)
    if (cache->t[i].w == w && cache->t[i].h == h) {
      *out = cache->t[i].codes;
      return KN_OK;
    }
  if (cache->n == 16)
    return KN_ERR_INVALID;
  uint8_t *codes = malloc((size_t)w * (size_t)h);
  if (!codes)
    return KN_ERR_NOMEM;
  kn__search_result r = block_search(w, h, NONE_CELL, NONE_CELL, 0, seed, BLOCK_BUDGET, limits, codes,
                                      nodes);
  if (r != KN__SEARCH_FOUND) {
    free(codes);
    return result_status(r);
  }
  cache->t[cache->n++] = (block_tour){ w, h, codes };
  *out = codes;
  return KN_OK;
}

/* Pastes the block tours of every block but the one at (skip_c, skip_r)
 * and those of the corridor (when given). */
static kn_status paste_all(board_codes *b, tour_cache *cache, const axis *cols, const axis *rows,
                           size_t skip_c, size_t skip_r, const uint8_t *corridor, uint64_t seed,
                           const kn_limits *limits, uint64_t *nodes)
{
  for (size_t r = 0; r < rows->n; r++) {
    /* A row of blocks on the largest boards takes about a millisecond. */
    if (limits && limits->cancel && limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
    for (size_t c = 0; c < cols->n; c++) {
      if ((c == skip_c && r == skip_r) || (corridor && corridor[r * cols->n + c]))
        continue;
      const uint8_t *codes = NULL;
      kn_status st = block_for(cache, cols->size[c], rows->size[r], seed, limits, nodes, &codes);
      if (st != KN_OK)
        return st;
      paste(b, codes, cols->start[c], rows->start[r], cols->size[c], rows->size[r]);
    }
  }
  return KN_OK;
}

/* Odd x odd: finds a placement of the start's block with an open route.
 * On KN_OK cols, rows and codes (ow * oh bytes, malloc'ed) describe it. */
static kn_status place_special(int32_t W, int32_t H, kn_square start, uint64_t seed,
                               const kn_limits *limits, uint64_t *nodes, axis *cols, axis *rows,
                               size_t *sc, size_t *sr, uint8_t **codes_out)
{
  placement px[64], py[64];
  size_t nx = placements(W, start.x, px), ny = placements(H, start.y, py);
  /* Try the pairs by their summed scores. */
  for (int32_t total = 0; total <= 64; total++)
    for (size_t i = 0; i < nx; i++)
      for (size_t j = 0; j < ny; j++) {
        if (px[i].score + py[j].score != total)
          continue;
        int32_t ow = px[i].odd, oh = py[j].odd;
        int64_t left = px[i].left, below = py[j].left;
        unsigned needs = 0;
        if (W - left - ow > 0)
          needs |= NEED_RIGHT;
        if (left > 0)
          needs |= NEED_LEFT;
        if (left == 0 && below > 0)
          needs |= NEED_BELOW;
        if (left == 0 && H - below - oh > 0)
          needs |= NEED_ABOVE;
        uint8_t *codes = malloc((size_t)ow * (size_t)oh);
        if (!codes)
          return KN_ERR_NOMEM;
        uint32_t s = (uint32_t)((start.y - below) * ow + (start.x - left));
        kn__search_result r =
          block_search(ow, oh, s, NONE_CELL, needs, seed, SPECIAL_BUDGET, limits, codes, nodes);
        if (r == KN__SEARCH_NOMEM || r == KN__SEARCH_CANCELLED) {
          free(codes);
          return result_status(r);
        }
        if (r != KN__SEARCH_FOUND) {
          free(codes);
          continue;
        }
        cols->n = rows->n = 0;
        split_even(cols, left);
        *sc = cols->n;
        axis_push(cols, ow);
        split_even(cols, W - left - ow);
        split_even(rows, below);
        *sr = rows->n;
        axis_push(rows, oh);
        split_even(rows, H - below - oh);
        *codes_out = codes;
        return KN_OK;
      }
  return KN_ERR_BUDGET;
}

kn_status kn__tour_build(int32_t W, int32_t H, bool closed, kn_square start, uint64_t seed,
                         const kn_limits *limits, uint32_t **cells_out, bool *is_closed,
                         uint64_t *nodes, kn__blocks *bl)
{
  *cells_out = NULL;
  *is_closed = false;
  *nodes = 0;
  if (W < KN__BUILD_MIN_SIDE || H < KN__BUILD_MIN_SIDE)
    return KN_ERR_INVALID;
  bool odd = (W % 2) && (H % 2);
  if (odd && (closed || (start.x + start.y) % 2))
    return KN_ERR_INVALID;

  const uint64_t n = (uint64_t)W * (uint64_t)H;
  board_codes b = board_codes_for(W, H);
  axis cols = { 0 }, rows = { 0 };
  tour_cache cache = { .n = 0 };
  uint8_t *special = NULL;
  uint32_t *cells = NULL;
  size_t sc = SIZE_MAX, sr = SIZE_MAX;
  kn_status st = KN_ERR_NOMEM;
  b.nb = malloc((size_t)n);
  if (!b.nb || !axis_alloc(&cols, W) || !axis_alloc(&rows, H))
    goto out;

  if (odd) {
    st = place_special(W, H, start, seed, limits, nodes, &cols, &rows, &sc, &sr, &special);
    if (st != KN_OK)
      goto out;
    paste(&b, special, cols.start[sc], rows.start[sr], cols.size[sc], rows.size[sr]);
  } else {
    split_plain(&cols, W);
    split_plain(&rows, H);
  }
  st = paste_all(&b, &cache, &cols, &rows, sc, sr, NULL, seed, limits, nodes);
  if (st != KN_OK)
    goto out;
  st = KN_ERR_NOMEM;
  if (!note_blocks(bl, &cols, &rows, NULL))
    goto out;
  if (!join_tree(&b, &cols, &rows, 0, NULL, bl)) {
    st = bl ? KN_ERR_NOMEM : KN_ERR_INVALID; /* else a block tour without its structured
                                              * moves: a bug */
    goto out;
  }
  st = KN_ERR_NOMEM;
  cells = malloc((size_t)n * sizeof *cells);
  if (!cells)
    goto out;
  st = walk(&b, (uint32_t)((uint64_t)start.y * (uint64_t)W + (uint64_t)start.x), cells, limits);
  if (st != KN_OK)
    goto out;
  if (odd) {
    kn_square e = { (int32_t)(cells[n - 1] % (uint32_t)W), (int32_t)(cells[n - 1] / (uint32_t)W) };
    int32_t dx = abs(e.x - start.x), dy = abs(e.y - start.y);
    *is_closed = (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
  } else {
    *is_closed = true;
  }
  *cells_out = cells;
  cells = NULL;
out:
  free(cells);
  free(special);
  tour_cache_free(&cache);
  axis_free(&cols);
  axis_free(&rows);
  free(b.nb);
  return st;
}

/* ------------------------------------------------ tours to an end square */

/* Ways to cut a side tried in turn: the parts of split_plain rotated. */
#define TURNS 3
/* Crossings tried between two blocks of the corridor. */
#define CROSSINGS 32

/* Splits len like split_plain, with the parts rotated by `turn`. */
static void split_turned(axis *a, int64_t len, size_t turn)
{
  a->n = 0;
  split_plain(a, len);
  if (a->n < 2 || turn % a->n == 0)
    return;
  turn %= a->n;
  int32_t first[64];
  size_t keep = turn < 64 ? turn : 64;
  memcpy(first, a->size, keep * sizeof *first);
  memmove(a->size, a->size + keep, (a->n - keep) * sizeof *a->size);
  memcpy(a->size + a->n - keep, first, keep * sizeof *first);
  for (size_t i = 1; i < a->n; i++)
    a->start[i] = a->start[i - 1] + a->size[i - 1];
}

static size_t part_of(const axis *a, int64_t p)
{
  size_t i = 0;
  while (i + 1 < a->n && a->start[i + 1] <= p)
    i++;
  return i;
}

/* The moves a corridor block must hold for its joins (see join_tree). */
static unsigned corridor_needs(const uint8_t *cor, size_t nc, size_t nr, size_t c, size_t r,
                               size_t spine)
{
  unsigned needs = 0;
  if (c > 0 && !cor[r * nc + c - 1])
    needs |= NEED_LEFT;
  if (c + 1 < nc && !cor[r * nc + c + 1])
    needs |= NEED_RIGHT;
  if (c == spine && r > 0 && !cor[(r - 1) * nc + c])
    needs |= NEED_BELOW;
  if (c == spine && r + 1 < nr && !cor[(r + 1) * nc + c])
    needs |= NEED_ABOVE;
  return needs;
}

/* Whether (x, y) of a w x h block is one of the squares its needs join. */
static bool need_square(unsigned needs, int32_t w, int32_t h, int64_t x, int64_t y)
{
  return ((needs & (NEED_LEFT | NEED_BELOW)) && x == 1 && y == 1) ||
         ((needs & NEED_LEFT) && x == 0 && y == 3) || ((needs & NEED_BELOW) && x == 3 && y == 0) ||
         ((needs & NEED_RIGHT) && ((x == w - 1 && y == 0) || (x == w - 2 && y == 2))) ||
         ((needs & NEED_ABOVE) && ((x == 0 && y == h - 1) || (x == 2 && y == h - 2)));
}

/* Crossing i from a block to the next one (to its right, or above it when
 * up): the last square of one block's route and the first of the next's,
 * a move apart.  False past the last crossing. */
static bool crossing(size_t i, bool up, int64_t bx, int64_t by, int64_t lo, int64_t span,
                     int64_t ex[2], int64_t en[2])
{
  static const int8_t order[8] = { 3, 2, 4, 1, 5, 0, 6, 7 };
  /* Along the boundary at offset k; then four shapes of the move. */
  static const int8_t shape[4][4] = {
    /* exit (across, along) from the boundary, entry (across, along) */
    { -1, 0, 1, 1 }, { -1, 0, 1, -1 }, { -1, 0, 0, 2 }, { -2, 0, 0, 1 },
  };
  if (i >= 32)
    return false;
  int64_t k = order[i / 4];
  const int8_t *sh = shape[i % 4];
  if (k + 2 >= span || k + sh[3] < 0 || k + sh[3] >= span)
    return false;
  /* across: x for a step right (boundary at bx), y for a step up (at by) */
  if (up) {
    ex[0] = lo + k;
    ex[1] = by + sh[0];
    en[0] = lo + k + sh[3];
    en[1] = by + sh[2];
  } else {
    ex[0] = bx + sh[0];
    ex[1] = lo + k;
    en[0] = bx + sh[2];
    en[1] = lo + k + sh[3];
  }
  return true;
}

typedef struct {
  int32_t w, h;
  uint32_t in, out;
  unsigned needs;
  uint8_t *codes; /* NULL: no route was found */
} route_entry;

typedef struct {
  route_entry *v;
  size_t n, cap;
} route_cache;

static void route_cache_free(route_cache *rc)
{
  for (size_t i = 0; i < rc->n; i++)
    free(rc->v[i].codes);
  free(rc->v);
}

/* A route through a w x h block from in to out holding the moves of needs
 * (block cells); *codes NULL when the search found none within its budget. */
static kn_status route_for(route_cache *rc, int32_t w, int32_t h, uint32_t in, uint32_t out,
                           unsigned needs, uint64_t seed, const kn_limits *limits,
                           uint64_t *nodes, const uint8_t **codes)
{
  for (size_t i = 0; i < rc->n; i++) {
    const route_entry *e = &rc->v[i];
    if (e->w == w && e->h == h && e->in == in && e->out == out && e->needs == needs) {
      *codes = e->codes;
      return KN_OK;
    }
  }
  if (rc->n == rc->cap) {
    size_t cap = rc->cap ? 2 * rc->cap : 16;
    route_entry *v = realloc(rc->v, cap * sizeof *v);
    if (!v)
      return KN_ERR_NOMEM;
    rc->v = v;
    rc->cap = cap;
  }
  uint8_t *c = malloc((size_t)w * (size_t)h);
  if (!c)
    return KN_ERR_NOMEM;
  kn__search_result r = block_search(w, h, in, out, needs, seed, SPECIAL_BUDGET, limits, c, nodes);
  if (r == KN__SEARCH_NOMEM || r == KN__SEARCH_CANCELLED) {
    free(c);
    return result_status(r);
  }
  if (r != KN__SEARCH_FOUND) {
    free(c);
    c = NULL;
  }
  rc->v[rc->n++] = (route_entry){ w, h, in, out, needs, c };
  *codes = c;
  return KN_OK;
}

/* One corridor block: its place and the squares its route joins. */
typedef struct {
  size_t c, r;
  int64_t in[2], out[2]; /* board squares */
  unsigned needs;
  const uint8_t *codes;
} corridor_block;

/* Replaces the virtual code of an end of a route at (x, y) by the move to (tx, ty). */
static void cross(board_codes *b, int64_t x, int64_t y, int64_t tx, int64_t ty)
{
  uint8_t *p = &b->nb[y * b->W + x];
  unsigned code = code_of(tx - x, ty - y);
  if ((*p >> 4) == VIRTUAL)
    *p = (uint8_t)((*p & 0x0Fu) | code << 4);
  else
    *p = (uint8_t)((*p & 0xF0u) | code);
}

/* Plans the corridor of blocks from s's block along its row to the column
 * of t's block and up it to t's (s and t in the frame where t is up and to
 * the right), with a route through each.  KN_ERR_BUDGET when some block
 * has no route. */
static kn_status plan_corridor(const axis *cols, const axis *rows, const int64_t s[2],
                               const int64_t t[2], uint64_t seed, const kn_limits *limits,
                               uint64_t *nodes, route_cache *rc, uint8_t *cor,
                               corridor_block *blk, size_t *nblk)
{
  const size_t cs = part_of(cols, s[0]), rs = part_of(rows, s[1]);
  const size_t ct = part_of(cols, t[0]), rt = part_of(rows, t[1]);
  size_t k = 0;
  for (size_t c = cs; c <= ct; c++)
    blk[k++] = (corridor_block){ .c = c, .r = rs };
  for (size_t r = rs + 1; r <= rt; r++)
    blk[k++] = (corridor_block){ .c = ct, .r = r };
  *nblk = k;
  memset(cor, 0, cols->n * rows->n);
  for (size_t i = 0; i < k; i++)
    cor[blk[i].r * cols->n + blk[i].c] = 1;
  for (size_t i = 0; i < k; i++)
    blk[i].needs = corridor_needs(cor, cols->n, rows->n, blk[i].c, blk[i].r, ct);
  blk[0].in[0] = s[0];
  blk[0].in[1] = s[1];
  blk[k - 1].out[0] = t[0];
  blk[k - 1].out[1] = t[1];
  const int s_colour = (int)((s[0] + s[1]) % 2);
  for (size_t i = 0; i < k; i++) {
    corridor_block *a = &blk[i];
    const int32_t aw = cols->size[a->c], ah = rows->size[a->r];
    const int64_t ax = cols->start[a->c], ay = rows->start[a->r];
#define BCELL(bl, p, x0, y0, w) ((uint32_t)(((p)[1] - (y0)) * (w) + ((p)[0] - (x0))))
    if (i + 1 == k) {
      kn_status st = route_for(rc, aw, ah, BCELL(a, a->in, ax, ay, aw),
                               BCELL(a, a->out, ax, ay, aw), a->needs, seed, limits, nodes,
                               &a->codes);
      if (st != KN_OK)
        return st;
      return a->codes ? KN_OK : KN_ERR_BUDGET;
    }
    corridor_block *nb = &blk[i + 1];
    const bool up = nb->r != a->r;
    const int32_t bw = cols->size[nb->c], bh = rows->size[nb->r];
    const int64_t bx = cols->start[nb->c], by = rows->start[nb->r];
    bool done = false;
    for (size_t ci = 0; ci < CROSSINGS && !done; ci++) {
      int64_t ex[2], en[2];
      if (!crossing(ci, up, bx, by, up ? ax : ay, up ? aw : ah, ex, en))
        continue;
      if ((int)((ex[0] + ex[1]) % 2) == s_colour || (ex[0] == a->in[0] && ex[1] == a->in[1]) ||
          (en[0] == t[0] && en[1] == t[1]) ||
          need_square(a->needs, aw, ah, ex[0] - ax, ex[1] - ay) ||
          need_square(nb->needs, bw, bh, en[0] - bx, en[1] - by))
        continue;
      a->out[0] = ex[0];
      a->out[1] = ex[1];
      nb->in[0] = en[0];
      nb->in[1] = en[1];
      kn_status st = route_for(rc, aw, ah, BCELL(a, a->in, ax, ay, aw),
                               BCELL(a, a->out, ax, ay, aw), a->needs, seed, limits, nodes,
                               &a->codes);
      if (st != KN_OK)
        return st;
      if (!a->codes)
        continue;
      if (i + 2 == k) {
        /* The last block's route to t depends on this crossing too. */
        st = route_for(rc, bw, bh, BCELL(nb, nb->in, bx, by, bw), BCELL(nb, t, bx, by, bw),
                       nb->needs, seed, limits, nodes, &nb->codes);
        if (st != KN_OK)
          return st;
        if (!nb->codes)
          continue;
      }
      done = true;
    }
#undef BCELL
    if (!done)
      return KN_ERR_BUDGET;
  }
  return KN_OK;
}

kn_status kn__tour_build_to(int32_t W, int32_t H, kn_square s, kn_square t, uint64_t seed,
                            const kn_limits *limits, uint32_t **cells_out, uint64_t *nodes,
                            kn__blocks *bl)
{
  *cells_out = NULL;
  *nodes = 0;
  if (W < KN__BUILD_MIN_SIDE || H < KN__BUILD_MIN_SIDE || ((W % 2) && (H % 2)) ||
      (s.x + s.y) % 2 == (t.x + t.y) % 2)
    return KN_ERR_INVALID;
  /* Work in the frame where t is up and to the right of s. */
  const bool mx = s.x > t.x, my = s.y > t.y;
  const int64_t fs[2] = { mx ? W - 1 - s.x : s.x, my ? H - 1 - s.y : s.y };
  const int64_t ft[2] = { mx ? W - 1 - t.x : t.x, my ? H - 1 - t.y : t.y };
  const uint64_t n = (uint64_t)W * (uint64_t)H;
  board_codes b = board_codes_for(W, H);
  axis cols = { 0 }, rows = { 0 };
  tour_cache cache = { .n = 0 };
  route_cache rc = { NULL, 0, 0 };
  uint8_t *cor = NULL;
  corridor_block *blk = NULL;
  uint32_t *cells = NULL;
  kn_status st = KN_ERR_NOMEM;
  b.nb = malloc((size_t)n);
  if (!b.nb || !axis_alloc(&cols, W) || !axis_alloc(&rows, H))
    goto out;
  cor = malloc((size_t)(W / 5 + 2) * (size_t)(H / 5 + 2));
  blk = malloc((size_t)(W / 5 + H / 5 + 4) * sizeof *blk);
  if (!cor || !blk)
    goto out;
  size_t nblk = 0;
  st = KN_ERR_BUDGET;
  for (size_t v = 0; v < TURNS * TURNS && st == KN_ERR_BUDGET; v++) {
    split_turned(&cols, W, v % TURNS);
    split_turned(&rows, H, v / TURNS);
    st = plan_corridor(&cols, &rows, fs, ft, seed, limits, nodes, &rc, cor, blk, &nblk);
  }
  if (st != KN_OK)
    goto out;
  const size_t spine = blk[nblk - 1].c;
  st = paste_all(&b, &cache, &cols, &rows, SIZE_MAX, SIZE_MAX, cor, seed, limits, nodes);
  if (st != KN_OK)
    goto out;
  for (size_t i = 0; i < nblk; i++)
    paste(&b, blk[i].codes, cols.start[blk[i].c], rows.start[blk[i].r], cols.size[blk[i].c],
          rows.size[blk[i].r]);
  st = KN_ERR_NOMEM;
  if (!note_blocks(bl, &cols, &rows, cor))
    goto out;
  for (size_t i = 0; i + 1 < nblk; i++) {
    cross(&b, blk[i].out[0], blk[i].out[1], blk[i + 1].in[0], blk[i + 1].in[1]);
    cross(&b, blk[i + 1].in[0], blk[i + 1].in[1], blk[i].out[0], blk[i].out[1]);
    const int64_t q[8] = { blk[i].out[0], blk[i].out[1], 0, 0, blk[i + 1].in[0],
                           blk[i + 1].in[1], 0, 0 };
    if (!note_join(bl, blk[i].r * cols.n + blk[i].c, blk[i + 1].r * cols.n + blk[i + 1].c, 1,
                   q))
      goto out;
  }
  if (!join_tree(&b, &cols, &rows, spine, cor, bl)) {
    st = bl ? KN_ERR_NOMEM : KN_ERR_INVALID; /* else a block without its structured moves:
                                              * a bug */
    goto out;
  }
  st = KN_ERR_NOMEM;
  cells = malloc((size_t)n * sizeof *cells);
  if (!cells)
    goto out;
  st = walk(&b, (uint32_t)(fs[1] * W + fs[0]), cells, limits);
  if (st != KN_OK)
    goto out;
  if (mx || my) {
    for (uint64_t i = 0; i < n; i++) {
      int64_t x = cells[i] % (uint32_t)W, y = cells[i] / (uint32_t)W;
      cells[i] = (uint32_t)((my ? H - 1 - y : y) * W + (mx ? W - 1 - x : x));
    }
    /* The blocks and joins back into the board's frame too. */
    for (size_t i = 0; bl && i < bl->nblocks; i++) {
      kn_tour_block *k = &bl->blocks[i];
      if (mx)
        k->x = W - k->x - k->width;
      if (my)
        k->y = H - k->y - k->height;
    }
    for (size_t i = 0; bl && i < bl->njoins; i++)
      for (size_t m = 0; m < bl->joins[i].n_moves; m++)
        for (size_t e = 0; e < 2; e++) {
          kn_square *q = &bl->joins[i].move[m][e];
          if (mx)
            q->x = W - 1 - q->x;
          if (my)
            q->y = H - 1 - q->y;
        }
  }
  *cells_out = cells;
  cells = NULL;
out:
  free(cells);
  free(cor);
  free(blk);
  route_cache_free(&rc);
  tour_cache_free(&cache);
  axis_free(&cols);
  axis_free(&rows);
  free(b.nb);
  return st;
}

void kn__blocks_clear(kn__blocks *b)
{
  free(b->blocks);
  free(b->joins);
  memset(b, 0, sizeof *b);
}

uint64_t kn__build_memory(int32_t W, int32_t H)
{
  const uint64_t n = (uint64_t)W * (uint64_t)H;
  /* The neighbour bytes and the walked cells, the axes, the block tours
   * (at most sixteen of at most 13 x 10). */
  return n + 4 * n + 2 * 2 * sizeof(int32_t) * (uint64_t)(W / 5 + H / 5 + 4) + 16 * 130;
}
