/* bfs.c - breadth-first distance maps for any leaper on boards with blocked squares.
 *
 * The fast path pads the board with a wall as wide as the leaper's reach, so
 * the inner loop needs no bounds checks: a neighbour is one add away and is
 * visited when its distance reads -1.  Boards so narrow that padding would
 * multiply their size use the checked path instead. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define WALL (-2)
#define UNSEEN (-1)

struct kn_distmap {
  int32_t width, height;
  int32_t pad;     /* wall thickness around the board; 0 on the checked path */
  uint64_t stride; /* width + 2 * pad */
  int32_t *dist;   /* (height + 2 pad) rows of stride: distance, UNSEEN or WALL */
  uint32_t *order; /* cells (padded coordinates) in the order they were reached */
  size_t reached;
  int32_t max;
  kn_leaper leaper;
};

void kn_distmap_free(kn_distmap *map)
{
  if (!map)
    return;
  free(map->dist);
  free(map->order);
  free(map);
}

/* Whether padding pays: the padded grid must stay addressable in 32 bits and
 * not much larger than the board itself. */
static bool padding_fits(uint64_t w, uint64_t h, uint64_t pad)
{
  uint64_t padded = (w + 2 * pad) * (h + 2 * pad);
  return padded < ((uint64_t)1 << 32) && padded <= 4 * w * h + 65536;
}

/* Filling a big grid takes as long as a good part of the search, so it
 * polls the cancel callback too (every 64 rows). */
static kn_status fill_padded(const kn_board *b, kn_distmap *m, const kn_limits *limits)
{
  const uint64_t stride = m->stride, pad = (uint64_t)m->pad;
  int32_t *d = m->dist;
  const uint64_t rows = (uint64_t)b->height + 2 * pad;
  for (uint64_t i = 0; i < pad * stride; i++)
    d[i] = WALL;
  for (uint64_t i = (rows - pad) * stride; i < rows * stride; i++)
    d[i] = WALL;
  for (uint64_t y = 0; y < (uint64_t)b->height; y++) {
    if ((y & 63) == 63 && limits && limits->cancel && limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
    int32_t *row = d + (y + pad) * stride;
    for (uint64_t i = 0; i < pad; i++) {
      row[i] = WALL;
      row[stride - 1 - i] = WALL;
    }
    row += pad;
    uint64_t cell = y * (uint64_t)b->width;
    for (uint64_t x = 0; x < (uint64_t)b->width;) {
      uint64_t word = b->blocked[(cell + x) >> 6];
      unsigned bit = (unsigned)((cell + x) & 63);
      uint64_t run = 64 - bit; /* cells left in this word */
      if (run > (uint64_t)b->width - x)
        run = (uint64_t)b->width - x;
      if ((word >> bit) == 0) {
        for (uint64_t k = 0; k < run; k++)
          row[x + k] = UNSEEN;
      } else {
        for (uint64_t k = 0; k < run; k++)
          row[x + k] = ((word >> (bit + k)) & 1) ? WALL : UNSEEN;
      }
      x += run;
    }
  }
  return KN_OK;
}

/* Inlined twice with a constant noff (8 and 4) so the compiler unrolls the
 * neighbour loop. */
static inline kn_status bfs_padded_n(kn_distmap *m, uint32_t start, const kn_square *offs,
                                     const size_t noff, const kn_limits *limits)
{
  int64_t off[8];
  for (size_t k = 0; k < noff; k++)
    off[k] = (int64_t)offs[k].y * (int64_t)m->stride + offs[k].x;
  int32_t *restrict d = m->dist;
  uint32_t *restrict q = m->order;
  size_t head = 0, tail = 0;
  d[start] = 0;
  q[tail++] = start;
  int32_t level = 0;
  uint64_t nodes = 0;
  while (head < tail) {
    size_t level_end = tail;
    int32_t next = level + 1;
    while (head < level_end) {
      uint32_t c = q[head++];
      kn_status st = kn__limits_step(limits, ++nodes);
      if (st != KN_OK)
        return st;
      /* Branch-free: whether a neighbour is new is a coin toss the branch
       * predictor loses, so always write and advance the tail conditionally. */
      for (size_t k = 0; k < noff; k++) {
        uint32_t n = (uint32_t)((int64_t)c + off[k]);
        int32_t v = d[n];
        int fresh = v == UNSEEN;
        q[tail] = n;
        tail += (size_t)fresh;
        d[n] = fresh ? next : v;
      }
    }
    if (tail > level_end)
      level = next;
  }
  m->reached = tail;
  m->max = level;
  return KN_OK;
}

static kn_status bfs_padded(kn_distmap *m, uint32_t start, const kn_square *offs, size_t noff,
                            const kn_limits *limits)
{
  return noff == 8 ? bfs_padded_n(m, start, offs, 8, limits) : bfs_padded_n(m, start, offs, 4, limits);
}

static kn_status bfs_checked(const kn_board *b, kn_distmap *m, uint32_t start,
                             const kn_square *offs, size_t noff, const kn_limits *limits)
{
  int32_t *d = m->dist;
  uint32_t *q = m->order;
  const uint32_t w = (uint32_t)b->width;
  for (uint64_t c = 0; c < b->squares; c++) {
    if ((c & 0xfffff) == 0xfffff && limits && limits->cancel && limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
    d[c] = kn__cell_blocked(b, c) ? WALL : UNSEEN;
  }
  size_t head = 0, tail = 0;
  d[start] = 0;
  q[tail++] = start;
  uint64_t nodes = 0;
  while (head < tail) {
    uint32_t c = q[head++];
    kn_status st = kn__limits_step(limits, ++nodes);
    if (st != KN_OK)
      return st;
    int64_t x = c % w, y = c / w;
    for (size_t k = 0; k < noff; k++) {
      int64_t nx = x + offs[k].x, ny = y + offs[k].y;
      if (nx < 0 || ny < 0 || nx >= b->width || ny >= b->height)
        continue;
      uint32_t n = (uint32_t)(ny * w + nx);
      if (d[n] == UNSEEN) {
        d[n] = d[c] + 1;
        q[tail++] = n;
        if (d[n] > m->max)
          m->max = d[n];
      }
    }
  }
  m->reached = tail;
  return KN_OK;
}

kn_status kn_distmap_compute(const kn_board *board, kn_leaper leaper, kn_square start,
                             const kn_limits *limits, kn_distmap **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !kn_leaper_valid(leaper))
    return KN_ERR_INVALID;
  if (!kn_board_is_free(board, start))
    return KN_ERR_RANGE;
  kn_square offs[8];
  size_t noff = kn_leaper_offsets(leaper, offs);
  int32_t reach = leaper.m > leaper.n ? leaper.m : leaper.n;

  kn_distmap *m = calloc(1, sizeof *m);
  if (!m)
    return KN_ERR_NOMEM;
  m->width = board->width;
  m->height = board->height;
  m->leaper = leaper;
  bool padded = padding_fits((uint64_t)board->width, (uint64_t)board->height, (uint64_t)reach);
  m->pad = padded ? reach : 0;
  m->stride = (uint64_t)board->width + 2 * (uint64_t)m->pad;
  uint64_t cells = m->stride * ((uint64_t)board->height + 2 * (uint64_t)m->pad);
  m->dist = kn__alloc_large((size_t)cells * sizeof *m->dist);
  /* One spare entry: the branch-free BFS writes one past the last square reached. */
  m->order = kn__alloc_large((size_t)(board->squares - board->blocked_count + 1) * sizeof *m->order);
  if (!m->dist || !m->order) {
    kn_distmap_free(m);
    return KN_ERR_NOMEM;
  }
  kn_status st;
  if (padded) {
    st = fill_padded(board, m, limits);
    uint32_t s = (uint32_t)(((uint64_t)start.y + (uint64_t)m->pad) * m->stride + (uint64_t)start.x +
                            (uint64_t)m->pad);
    if (st == KN_OK)
      st = bfs_padded(m, s, offs, noff, limits);
  } else {
    st = bfs_checked(board, m, kn_board_cell(board, start), offs, noff, limits);
  }
  if (st != KN_OK) {
    kn_distmap_free(m);
    return st;
  }
  *out = m;
  return KN_OK;
}

int32_t kn_distmap_get(const kn_distmap *m, kn_square sq)
{
  if (sq.x < 0 || sq.y < 0 || sq.x >= m->width || sq.y >= m->height)
    return -1;
  int32_t v = m->dist[((uint64_t)sq.y + (uint64_t)m->pad) * m->stride + (uint64_t)sq.x +
                      (uint64_t)m->pad];
  return v < 0 ? -1 : v;
}

int32_t kn_distmap_max(const kn_distmap *m) { return m->max; }
size_t kn_distmap_reached_count(const kn_distmap *m) { return m->reached; }

kn_square kn_distmap_reached(const kn_distmap *m, size_t i)
{
  uint64_t c = m->order[i];
  kn_square sq = { (int32_t)(c % m->stride) - m->pad, (int32_t)(c / m->stride) - m->pad };
  return sq;
}

kn_status kn_distmap_path(const kn_distmap *m, kn_square target, kn_path **out)
{
  if (!m || !out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (target.x < 0 || target.y < 0 || target.x >= m->width || target.y >= m->height)
    return KN_ERR_RANGE;
  int32_t d = kn_distmap_get(m, target);
  if (d < 0)
    return KN_OK;
  kn_path *p = kn__path_new((size_t)d + 1);
  if (!p)
    return KN_ERR_NOMEM;
  kn_square offs[8];
  size_t noff = kn_leaper_offsets(m->leaper, offs);
  kn_square cur = target;
  for (int32_t i = d; i >= 0; i--) {
    p->squares[i] = cur;
    p->moves[i] = i ? KN_MOVE_LEAP : KN_MOVE_START;
    if (i == 0)
      break;
    for (size_t k = 0; k < noff; k++) {
      kn_square prev = { cur.x - offs[k].x, cur.y - offs[k].y };
      if (kn_distmap_get(m, prev) == i - 1) {
        cur = prev;
        break;
      }
    }
  }
  *out = p;
  return KN_OK;
}

kn_leaper kn_distmap_leaper(const kn_distmap *m) { return m->leaper; }
int32_t kn_distmap_width(const kn_distmap *m) { return m->width; }
int32_t kn_distmap_height(const kn_distmap *m) { return m->height; }

void kn__distmap_grid(const kn_distmap *m, const int32_t **dist, const uint32_t **order,
                      int32_t *pad, uint64_t *stride)
{
  *dist = m->dist;
  *order = m->order;
  *pad = m->pad;
  *stride = m->stride;
}

size_t kn_distmap_bytes(const kn_distmap *m)
{
  return (size_t)(m->stride * ((uint64_t)m->height + 2 * (uint64_t)m->pad)) * sizeof *m->dist +
         (m->reached + 1) * sizeof *m->order;
}
