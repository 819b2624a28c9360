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
 * of cells: 5 bytes a square in all, 500 MB for 10^8 squares. */
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
  NEED_BELOW = 4, /* (1,1)-(3,0): first column, a block below */
  NEED_ABOVE = 8  /* (0,h-1)-(2,h-2): first column, a block above */
};

/* Searches one block: a closed structured tour (start NONE_CELL), or an
 * open route from start holding the moves of needs.  codes receives w * h
 * bytes.  Returns the search's outcome. */
static kn__search_result block_search(int32_t w, int32_t h, uint32_t start, unsigned needs,
                                      uint64_t seed, uint64_t budget, const kn_limits *limits,
                                      uint8_t *codes, uint64_t *nodes)
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
    .start = start, .req = req, .seed = seed, .budget = budget,
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

static bool join_all(board_codes *b, const axis *cols, const axis *rows)
{
  for (size_t r = 0; r < rows->n; r++) {
    int64_t y0 = rows->start[r];
    for (size_t c = 1; c < cols->n; c++) {
      int64_t xl = cols->start[c];
      const int64_t q[8] = { xl - 1, y0, xl - 2, y0 + 2, xl + 1, y0 + 1, xl, y0 + 3 };
      if (!join(b, q))
        return false;
    }
  }
  for (size_t r = 1; r < rows->n; r++) {
    int64_t yb = rows->start[r];
    const int64_t q[8] = { 0, yb - 1, 2, yb - 2, 1, yb + 1, 3, yb };
    if (!join(b, q))
      return false;
  }
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
  kn__search_result r = block_search(w, h, NONE_CELL, 0, seed, BLOCK_BUDGET, limits, codes, nodes);
  if (r != KN__SEARCH_FOUND) {
    free(codes);
    return result_status(r);
  }
  cache->t[cache->n++] = (block_tour){ w, h, codes };
  *out = codes;
  return KN_OK;
}

/* Pastes the block tours of every block but the one at (skip_c, skip_r). */
static kn_status paste_all(board_codes *b, tour_cache *cache, const axis *cols, const axis *rows,
                           size_t skip_c, size_t skip_r, uint64_t seed, const kn_limits *limits,
                           uint64_t *nodes)
{
  for (size_t r = 0; r < rows->n; r++) {
    /* A row of blocks on the largest boards takes about a millisecond. */
    if (limits && limits->cancel && limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
    for (size_t c = 0; c < cols->n; c++) {
      if (c == skip_c && r == skip_r)
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
          block_search(ow, oh, s, needs, seed, SPECIAL_BUDGET, limits, codes, nodes);
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
                         uint64_t *nodes)
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
  board_codes b = { W, H, NULL, { 0 } };
  for (int k = 0; k < 8; k++)
    b.doff[k] = (int64_t)kdy[k] * W + kdx[k];
  b.doff[VIRTUAL] = 0;
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
  st = paste_all(&b, &cache, &cols, &rows, sc, sr, seed, limits, nodes);
  if (st != KN_OK)
    goto out;
  if (!join_all(&b, &cols, &rows)) {
    st = KN_ERR_INVALID; /* a block tour without its structured moves: a bug */
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
  for (size_t i = 0; i < cache.n; i++)
    free(cache.t[i].codes);
  axis_free(&cols);
  axis_free(&rows);
  free(b.nb);
  return st;
}
