/* camelot.c - the king and the knights gather on one square (POJ 1178, IOI 1998) on any
 * board with blocked squares: the exact minimum and a plan the GUI can animate.
 *
 * Rules as implemented.  Every piece must end on a free square and may never
 * stop on a blocked one.  The king steps to any of the eight neighbouring free
 * squares (a diagonal step between two blocked squares is allowed: the king
 * moves to the square, he does not pass through anything).  A knight jumps,
 * so only the square it lands on must be free.  When the king shares a square
 * with a knight the pair may make one knight move together, counted once.
 *
 * Why the plan has at most one carrier, picked up once and carried to the
 * end.  Take any gathering on g.  Let A be the first knight that carries the
 * king, from p.  Replace A's route after p by a shortest route p -> g with
 * the king on board, and every other knight's route by a shortest route to
 * g.  No knight's count grows (a shortest route is never longer than the
 * route it replaces) and the king no longer walks after p.  So the minimum is
 *
 *   min over g of  S(g) + min( K(g),  min over knights i of X_i(g) )
 *
 * with N the knight distance, K the king's walking distance from his square,
 * S(g) = sum_i N(k_i, g), and the extra cost of knight i carrying the king
 *   X_i(g) = min over p of [ K(p) + N(k_i, p) + N(p, g) ] - N(k_i, g).
 *
 * The algorithm, O(knights x squares) and usually much less:
 *  1. a BFS of the king, and a knight BFS from every distinct knight square
 *     summed into S (knights in different components of the knight graph:
 *     no gathering).  On a board without blocked squares and sides of 5 or
 *     more, the knight distance has a closed form, so with three knight
 *     squares or more S is a sum of shifted copies of one table: no BFS;
 *  2. U = min_g S(g) + K(g), the best plan without riding.  No square with
 *     S(g) >= U can do better, so only the candidates S(g) < U remain,
 *     visited by increasing S so that the scan stops once S(g) >= best;
 *  3. for one candidate g at a time: a BFS from g gives N(., g), and a
 *     second BFS seeded with K(p) + N(p, g) at every pickup square p (Dial's
 *     buckets: seeds enter the wave at their own cost) gives
 *     min_p [K(p) + N(p, g) + N(p, x)] at every x, so at every knight square
 *     at once.  Since X_i(g) >= K(p), only pickup squares with K(p) < best -
 *     S(g) are seeded, and both waves stop at the last level that can help;
 *  4. when at least as many candidates remain as there are knight squares,
 *     it turns the search around: per knight i, a BFS from k_i and one
 *     seeded with K(p) + N(k_i, p) give X_i(g) at every candidate at once.
 *  The count of candidates left only shrinks, so steps 3-4 cost at most
 *  min(knight squares, candidates) pairs of BFS over the board, on top of
 *  step 1.
 *
 * Ties, so that a front end can say why this square and not another of the
 * same cost: a plan where the king walks beats a carried one of the same
 * cost (carried plans replace the best only when cheaper), and among walks
 * the square his BFS reached first wins (step 2 scans them in that order).
 * Among carried plans: the least S, then the first cell in row order from
 * a1 (the order of the candidates), then the knight first in the input
 * (step 4 looks one move further to keep that order, see try_carrier).
 *
 * The grids are padded with a wall two squares thick so that the inner loops
 * need no bounds checks, and the BFS pushes without branches (a neighbour is
 * written to the queue always and kept only when it was unseen), because
 * the outcome of "unseen?" is a coin toss the branch predictor loses.
 *
 * The file is kept whole (over 800 lines): the bound, the seeded searches,
 * the plan walk and the cost map all work on the padded grids of one ctx and
 * read best next to each other. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define PAD 2
#define WALL (-2)
#define UNSEEN (-1)
#define NONE UINT32_MAX
#define INF INT64_MAX

struct kn_camelot {
  bool found;
  int64_t moves;
  kn_square gather;
  int64_t carrier;   /* index of the carrying knight, -1 when the king walks */
  kn_square pickup;
  size_t pieces;     /* 1 + knights */
  int64_t *counted;  /* the moves each piece makes that count (riding does not) */
  kn_path *routes;   /* one a piece, pointing into squares and moves */
  kn_square *squares;
  unsigned char *types; /* the move types of all routes */
  kn_camelot_work work;
  kn_camelot_scan_row *scan; /* the brute force's scan, a row a free square; else NULL */
  size_t nscan;
};

/* Everything one solve needs; cells are indices into the padded grid. */
typedef struct {
  const kn_limits *limits;
  uint64_t nodes;     /* what the node budget counts: squares expanded, squares summed by
                       * the closed form, and the brute force's plans */
  uint64_t bulk;      /* of nodes: squares summed by the closed form (no search) */
  uint64_t plan_nodes; /* of nodes: the brute force's plans */
  uint64_t plans;     /* gathering plans costed (kn_camelot_work) */
  uint64_t searches;  /* BFS run */
  size_t bytes;       /* the block's size */
  size_t extra;       /* bytes allocated beside the block now, and at most */
  size_t extra_peak;
  int32_t width, height;
  uint32_t stride;
  size_t cells;       /* padded grid size */
  size_t nfree;       /* free squares */
  bool formula;       /* step 1 by the closed form (no blocked squares, sides >= 5) */
  int64_t knight_off[8];
  int64_t king_off[8];
  int32_t *tmpl;      /* WALL or UNSEEN: copied into a map before each BFS */
  unsigned char *seen_tmpl; /* 1 on walls and blocked squares, else 0 */
  unsigned char *seen;
  int32_t *king;      /* K: the king's walking distance */
  uint32_t *korder;   /* king-reachable cells by increasing K */
  size_t kreached;
  int64_t *sum;       /* S; -1 outside the knights' component */
  int32_t *dist;      /* scratch knight distances */
  uint32_t dist_from; /* dist holds a whole BFS from this cell, or NONE */
  int32_t *acc;       /* scratch seeded-BFS costs */
  uint32_t *queue;    /* nfree + 1: the branchless push writes one past the end */
  uint32_t *kmult;    /* knights on each cell */
  uint32_t *kcells;   /* distinct knight cells */
  size_t ndistinct;
  uint32_t *next;     /* seed bucket links, one a cell */
  uint32_t *heads;    /* seed bucket heads, by cost; also the candidate sort */
  size_t nheads;
  uint32_t *cand;     /* candidate gathering cells by increasing S */
  size_t ncand;
  void *block;        /* owns all the arrays above */
} ctx;

/* ------------------------------------------------------------ the grid */

static uint32_t cell_of(const ctx *c, kn_square sq)
{
  return (uint32_t)(((uint64_t)sq.y + PAD) * c->stride + (uint64_t)sq.x + PAD);
}

static kn_square square_of(const ctx *c, uint32_t cell)
{
  kn_square sq = { (int32_t)(cell % c->stride) - PAD, (int32_t)(cell / c->stride) - PAD };
  return sq;
}

static size_t align8(size_t n)
{
  return (n + 7) & ~(size_t)7;
}

/* The next bytes of a block, keeping 8-byte alignment. */
static void *carve(unsigned char **p, size_t bytes)
{
  void *r = *p;
  *p += align8(bytes);
  return r;
}

static void ctx_free(ctx *c)
{
  free(c->block);
}

/* Counts bytes allocated beside the block, for the peak of kn_camelot_work
 * (the caller takes them off c->extra when it frees them). */
static void note_extra(ctx *c, size_t bytes)
{
  c->extra += bytes;
  if (c->extra > c->extra_peak)
    c->extra_peak = c->extra;
}

/* Grids are filled and copied in chunks of this many cells, asking the
 * cancel callback between chunks: on a board of a hundred million squares
 * one copy takes longer than a cancel request may wait. */
#define CHUNK ((size_t)1 << 20)

/* The cancel callback alone, for work that expands no square. */
static kn_status poll_cancel(const ctx *c)
{
  const kn_limits *l = c->limits;
  return l && l->cancel && l->cancel(l->cancel_data) ? KN_ERR_CANCELLED : KN_OK;
}

/* memcpy of a whole grid, cells of size elem, polling between chunks. */
static kn_status copy_grid(const ctx *c, void *dst, const void *src, size_t elem)
{
  for (size_t at = 0; at < c->cells; at += CHUNK) {
    size_t n = c->cells - at < CHUNK ? c->cells - at : CHUNK;
    if (at && poll_cancel(c) != KN_OK)
      return KN_ERR_CANCELLED;
    memcpy((unsigned char *)dst + at * elem, (const unsigned char *)src + at * elem, n * elem);
  }
  return KN_OK;
}

static kn_status ctx_init(ctx *c, const kn_board *b, size_t n_knights, const kn_limits *limits)
{
  memset(c, 0, sizeof *c);
  c->limits = limits;
  c->width = b->width;
  c->height = b->height;
  uint64_t stride = (uint64_t)b->width + 2 * PAD, rows = (uint64_t)b->height + 2 * PAD;
  /* Cells are 32-bit; only absurdly thin boards of about a billion squares
   * fail this, and they would not fit in memory anyway. */
  if (stride * rows >= (uint64_t)NONE || stride * rows > SIZE_MAX / 64)
    return KN_ERR_TOO_LARGE;
  c->stride = (uint32_t)stride;
  c->cells = (size_t)(stride * rows);
  c->nfree = (size_t)(b->squares - b->blocked_count);
  c->nheads = 2 * c->nfree + 2; /* a seed costs K + N <= 2 (free - 1) */
  /* The table of sum_by_formula takes two int32 per square. */
  c->dist_from = NONE;
  c->formula = b->blocked_count == 0 && kn_knight_formula_exact(b->width, b->height) &&
               (uint64_t)b->width * (uint64_t)b->height <= (uint64_t)1 << 28;
  size_t nk = n_knights < c->nfree ? n_knights : c->nfree;

  static const int8_t kn[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                   { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int8_t kg[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                   { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  for (int k = 0; k < 8; k++) {
    c->knight_off[k] = (int64_t)kn[k][1] * (int64_t)stride + kn[k][0];
    c->king_off[k] = (int64_t)kg[k][1] * (int64_t)stride + kg[k][0];
  }

  /* One block for every array: on an 8x8 board a solve takes microseconds
   * and a dozen malloc calls would be a good part of them.  Each array
   * starts on an 8-byte boundary. */
  const size_t cells = c->cells, nf = c->nfree + 1;
  const size_t sizes[] = {
    cells * sizeof *c->tmpl, cells, cells, cells * sizeof *c->king, nf * sizeof *c->korder,
    cells * sizeof *c->sum, cells * sizeof *c->dist, cells * sizeof *c->acc,
    nf * sizeof *c->queue, cells * sizeof *c->kmult, (nk ? nk : 1) * sizeof *c->kcells,
    cells * sizeof *c->next, c->nheads * sizeof *c->heads, nf * sizeof *c->cand,
  };
  size_t total = 0;
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    total += align8(sizes[i]);
  unsigned char *p = malloc(total);
  if (!p)
    return KN_ERR_NOMEM;
  c->block = p;
  c->bytes = total;
  size_t next = 0;
  c->tmpl = carve(&p, sizes[next++]);
  c->seen_tmpl = carve(&p, sizes[next++]);
  c->seen = carve(&p, sizes[next++]);
  c->king = carve(&p, sizes[next++]);
  c->korder = carve(&p, sizes[next++]);
  c->sum = carve(&p, sizes[next++]);
  c->dist = carve(&p, sizes[next++]);
  c->acc = carve(&p, sizes[next++]);
  c->queue = carve(&p, sizes[next++]);
  c->kmult = carve(&p, sizes[next++]);
  c->kcells = carve(&p, sizes[next++]);
  c->next = carve(&p, sizes[next++]);
  c->heads = carve(&p, sizes[next++]);
  c->cand = carve(&p, sizes[next++]);
  memset(c->kmult, 0, cells * sizeof *c->kmult);

  for (size_t i = 0; i < c->cells; i++) {
    if ((i & (CHUNK - 1)) == CHUNK - 1 && poll_cancel(c) != KN_OK)
      return KN_ERR_CANCELLED;
    c->tmpl[i] = WALL;
    c->sum[i] = -1;
  }
  for (int32_t y = 0; y < b->height; y++) {
    if ((y & 255) == 255 && poll_cancel(c) != KN_OK)
      return KN_ERR_CANCELLED;
    int32_t *row = c->tmpl + ((size_t)y + PAD) * stride + PAD;
    uint64_t base = (uint64_t)y * (uint64_t)b->width;
    for (int32_t x = 0; x < b->width; x++)
      row[x] = kn__cell_blocked(b, base + (uint64_t)x) ? WALL : UNSEEN;
  }
  for (size_t i = 0; i < c->cells; i++) {
    if ((i & (CHUNK - 1)) == CHUNK - 1 && poll_cancel(c) != KN_OK)
      return KN_ERR_CANCELLED;
    c->seen_tmpl[i] = c->tmpl[i] == WALL;
  }
  return KN_OK;
}

/* ------------------------------------------------------------ searches */

/* Pushes the unseen neighbours of cur at distance next.  Branchless: the
 * neighbour always goes into the queue slot and the tail moves only when it
 * was unseen (the queue has a spare slot for that), because whether a
 * square is unseen is a coin toss the branch predictor loses.  Unrolled by
 * hand so that the offsets stay in registers. */
static inline size_t expand(int32_t *restrict d, uint32_t *restrict q, size_t tail, uint32_t cur,
                            const int64_t *restrict off, int32_t next)
{
#define KN__PUSH(k)                                          \
  do {                                                       \
    uint32_t n_ = (uint32_t)((int64_t)cur + off[k]);         \
    int32_t v_ = d[n_];                                      \
    int fresh_ = v_ == UNSEEN;                               \
    d[n_] = fresh_ ? next : v_;                              \
    q[tail] = n_;                                            \
    tail += (size_t)fresh_;                                  \
  } while (0)
  KN__PUSH(0); KN__PUSH(1); KN__PUSH(2); KN__PUSH(3);
  KN__PUSH(4); KN__PUSH(5); KN__PUSH(6); KN__PUSH(7);
#undef KN__PUSH
  return tail;
}

/* Step 1 for one knight square: a knight BFS from start that adds m times
 * the distance of every square it reaches to S (or sets S, when first).
 * It needs no distances, only "seen", so it keeps one byte a cell: the map
 * stays in the fast caches and the template copy is small.  The reached
 * cells stay in c->queue. */
static kn_status bfs_sum(ctx *c, uint32_t start, int64_t m, bool first, size_t *reached)
{
  unsigned char *restrict seen = c->seen;
  uint32_t *restrict q = c->queue;
  int64_t *restrict sum = c->sum;
  const int64_t *restrict off = c->knight_off;
  if (copy_grid(c, seen, c->seen_tmpl, 1) != KN_OK)
    return KN_ERR_CANCELLED;
  c->searches++;
  size_t head = 0, tail = 0;
  seen[start] = 1;
  q[tail++] = start;
  for (int64_t level = 0; head < tail; level++) {
    size_t level_end = tail;
    int64_t add = m * level;
    while (head < level_end) {
      uint32_t cur = q[head++];
      kn_status st = kn__limits_step(c->limits, ++c->nodes);
      if (st != KN_OK)
        return st;
      sum[cur] = (first ? 0 : sum[cur]) + add;
#define KN__SEE(k)                                           \
  do {                                                       \
    uint32_t n_ = (uint32_t)((int64_t)cur + off[k]);         \
    int fresh_ = !seen[n_];                                  \
    seen[n_] = 1;                                            \
    q[tail] = n_;                                            \
    tail += (size_t)fresh_;                                  \
  } while (0)
      KN__SEE(0); KN__SEE(1); KN__SEE(2); KN__SEE(3);
      KN__SEE(4); KN__SEE(5); KN__SEE(6); KN__SEE(7);
#undef KN__SEE
    }
  }
  *reached = tail;
  return KN_OK;
}

/* A BFS with offsets off from start into d, leaving the cells in the order
 * they were reached in c->queue (or order, when not NULL).  Levels beyond
 * max_level are not reached.  When extra >= 0 the search watches the knight
 * cells: once the last one is reached at level L, max_level becomes L + extra
 * and *last is set to L (-1 if some knight is never reached). */
static kn_status bfs(ctx *c, int32_t *restrict d, uint32_t *restrict order, uint32_t start,
                     const int64_t *restrict off, int64_t max_level, int64_t extra, int32_t *last,
                     size_t *reached)
{
  uint32_t *restrict q = order ? order : c->queue;
  if (copy_grid(c, d, c->tmpl, sizeof *d) != KN_OK)
    return KN_ERR_CANCELLED;
  c->searches++;
  size_t head = 0, tail = 0;
  size_t remaining = extra >= 0 ? c->ndistinct : 0;
  if (last)
    *last = -1;
  d[start] = 0;
  q[tail++] = start;
  for (int32_t level = 0; head < tail && level <= max_level; level++) {
    size_t level_end = tail;
    bool grow = level < max_level;
    if (remaining) {
      for (size_t i = head; i < level_end; i++)
        if (c->kmult[q[i]] && --remaining == 0) {
          *last = level;
          if ((int64_t)level + extra < max_level)
            max_level = (int64_t)level + extra;
          grow = level < max_level;
        }
    }
    if (!grow) {
      head = level_end;
      break;
    }
    while (head < level_end) {
      uint32_t cur = q[head++];
      kn_status st = kn__limits_step(c->limits, ++c->nodes);
      if (st != KN_OK)
        return st;
      tail = expand(d, q, tail, cur, off, level + 1);
    }
  }
  if (reached)
    *reached = tail;
  return KN_OK;
}

/* kn__limits_step for work done in bulk (work <= KN_CANCEL_POLL_NODES):
 * counts work nodes and polls the cancel callback when they include a node
 * kn__limits_step would poll on (the first, and one in every period). */
static kn_status limits_bulk(ctx *c, uint64_t work)
{
  const kn_limits *l = c->limits;
  const uint64_t period = KN__POLL_MASK + 1;
  uint64_t before = c->nodes;
  c->nodes += work;
  c->bulk += work;
  if (!l)
    return KN_OK;
  /* The poll first: the node it stands for may be within the budget even
   * when the end of the work is not. */
  if (l->cancel && (c->nodes + period - 1) / period != (before + period - 1) / period &&
      l->cancel(l->cancel_data))
    return KN_ERR_CANCELLED;
  if (l->node_budget && c->nodes > l->node_budget)
    return KN_ERR_BUDGET;
  return KN_OK;
}

/* The edge coordinate (0 or n - 1) of a side n >= 5 long that v is on or
 * next to, or -1. */
static int32_t edge_near(int64_t v, int64_t n)
{
  return v <= 1 ? 0 : v >= n - 2 ? (int32_t)(n - 1) : -1;
}

/* The cell whose distance from knight square k breaks the closed form (a
 * corner and its diagonal neighbour are 4 moves apart, not 2), or NONE. */
static uint32_t corner_partner(const ctx *c, kn_square k)
{
  int32_t cx = edge_near(k.x, c->width), cy = edge_near(k.y, c->height);
  if (cx < 0 || cy < 0)
    return NONE;
  if (k.x == cx && k.y == cy)
    return cell_of(c, (kn_square){ cx == 0 ? 1 : cx - 1, cy == 0 ? 1 : cy - 1 });
  if ((k.x - cx == 1 || cx - k.x == 1) && (k.y - cy == 1 || cy - k.y == 1))
    return cell_of(c, (kn_square){ cx, cy });
  return NONE;
}

/* A piece of one knight's pass: rows y0..y1-1, columns x0..x1-1. */
typedef struct {
  int64_t y0, y1, x0, x1;
} pass_piece;

/* Adds the table shifted to knight square k, m times, to the int32 grid a
 * over piece p.  Unrolled by eight so that the compiler can add several
 * squares with one instruction. */
static void add_knight32(const ctx *c, int32_t *restrict a, const int32_t *restrict t, kn_square k,
                         int32_t m, pass_piece p)
{
  const int64_t w = c->width, len = 2 * w - 1;
  for (int64_t y = p.y0; y < p.y1; y++) {
    const int32_t *restrict tr = t + (y > k.y ? y - k.y : k.y - y) * len + (w - 1 - k.x);
    int32_t *restrict ar = a + (y + PAD) * c->stride + PAD;
    int64_t x = p.x0;
    if (m == 1) {
      for (; x + 8 <= p.x1; x += 8) {
        ar[x] += tr[x];
        ar[x + 1] += tr[x + 1];
        ar[x + 2] += tr[x + 2];
        ar[x + 3] += tr[x + 3];
        ar[x + 4] += tr[x + 4];
        ar[x + 5] += tr[x + 5];
        ar[x + 6] += tr[x + 6];
        ar[x + 7] += tr[x + 7];
      }
    }
    for (; x < p.x1; x++)
      ar[x] += m * tr[x];
  }
}

/* The same straight into S, for a multiplicity too large for int32 sums. */
static void add_knight64(ctx *c, const int32_t *restrict t, kn_square k, int64_t m, pass_piece p)
{
  const int64_t w = c->width, len = 2 * w - 1;
  for (int64_t y = p.y0; y < p.y1; y++) {
    const int32_t *restrict tr = t + (y > k.y ? y - k.y : k.y - y) * len + (w - 1 - k.x);
    int64_t *restrict sr = c->sum + (y + PAD) * c->stride + PAD;
    for (int64_t x = p.x0; x < p.x1; x++)
      sr[x] += m * tr[x];
  }
}

/* One knight's pass over the board, into a (or straight into S when a is
 * NULL), in pieces of at most KN_CANCEL_POLL_NODES squares, each counted as
 * that many nodes: the cancel callback is polled as often as in a search. */
static kn_status add_knight(ctx *c, int32_t *a, const int32_t *t, kn_square k, int64_t m)
{
  const int64_t w = c->width, h = c->height, n = KN_CANCEL_POLL_NODES;
  const int64_t cols = w < n ? w : n, rows = w < n ? n / w : 1;
  for (int64_t y = 0; y < h; y += rows) {
    for (int64_t x = 0; x < w; x += cols) {
      pass_piece p = { y, y + rows < h ? y + rows : h, x, x + cols < w ? x + cols : w };
      kn_status st = limits_bulk(c, (uint64_t)((p.y1 - p.y0) * (p.x1 - p.x0)));
      if (st != KN_OK)
        return st;
      if (a)
        add_knight32(c, a, t, k, (int32_t)m, p);
      else
        add_knight64(c, t, k, m, p);
    }
  }
  uint32_t partner = corner_partner(c, k);
  if (partner != NONE) {
    if (a)
      a[partner] += (int32_t)(2 * m);
    else
      c->sum[partner] += 2 * m;
  }
  return KN_OK;
}

/* S += a over the board, and a = 0. */
static void flush32(ctx *c, int32_t *a)
{
  for (int64_t y = 0; y < c->height; y++) {
    size_t row = ((size_t)y + PAD) * c->stride + PAD;
    for (int64_t x = 0; x < c->width; x++)
      c->sum[row + (size_t)x] += a[row + (size_t)x];
    memset(a + row, 0, (size_t)c->width * sizeof *a);
  }
}

/* Step 1 on a board without blocked squares, both sides at least
 * KN__FORMULA_MIN_SIDE long: there the knight distance is the unbounded
 * one, T(dx, dy), except between a corner and its diagonal neighbour, so S
 * is a sum of shifted copies of one table: plain loops over two arrays, many
 * times faster than a BFS per knight.  The table holds the rows |dy| =
 * 0..H-1, each for dx = -(W-1)..W-1.  Sums go into an int32 grid (half the
 * memory traffic of int64, and twice the squares an instruction) for as many
 * knights as it can hold, then into S. */
static kn_status sum_by_formula(ctx *c)
{
  const int64_t w = c->width, h = c->height, len = 2 * w - 1;
  int32_t *t = malloc((size_t)(h * len) * sizeof *t);
  if (!t)
    return KN_ERR_NOMEM;
  note_extra(c, (size_t)(h * len) * sizeof *t);
  int64_t tmax = 0;
  for (int64_t dy = 0; dy < h; dy++) {
    if ((dy & 255) == 255 && poll_cancel(c) != KN_OK) {
      free(t);
      return KN_ERR_CANCELLED;
    }
    for (int64_t dx = -(w - 1); dx < w; dx++) {
      int64_t d = kn__knight_distance_unbounded(dx, dy);
      t[dy * len + dx + w - 1] = (int32_t)d;
      if (d > tmax)
        tmax = d;
    }
  }
  /* Knights (counted with multiplicity) an int32 sum can take at once. */
  const int64_t room = INT32_MAX / (tmax + 2);
  int32_t *a = c->acc;
  for (int64_t y = 0; y < h; y++) {
    memset(c->sum + (y + PAD) * c->stride + PAD, 0, (size_t)w * sizeof *c->sum);
    memset(a + (y + PAD) * c->stride + PAD, 0, (size_t)w * sizeof *a);
  }
  int64_t load = 0;
  for (size_t i = 0; i < c->ndistinct; i++) {
    kn_square k = square_of(c, c->kcells[i]);
    int64_t m = c->kmult[c->kcells[i]];
    kn_status st;
    if (m > room) {
      st = add_knight(c, NULL, t, k, m);
    } else {
      if (load + m > room) {
        flush32(c, a);
        load = 0;
      }
      st = add_knight(c, a, t, k, m);
      load += m;
    }
    if (st != KN_OK) {
      free(t);
      return st;
    }
  }
  flush32(c, a);
  free(t);
  c->extra -= (size_t)(h * len) * sizeof *t;
  return KN_OK;
}

/* Empties the seed buckets for costs base..top. */
static void buckets_clear(ctx *c, int64_t base, int64_t top)
{
  for (int64_t i = 0; i <= top - base; i++)
    c->heads[i] = NONE;
}

/* The knight BFS with seeds: each seed p enters the wave at its cost (set
 * up in the buckets c->heads[cost - base]), so a[x] = min_p cost(p) +
 * N(p, x).  Levels beyond bound are not reached.  With stop_at_knights it
 * ends as soon as every knight cell has its final cost. */
static kn_status seeded_bfs(ctx *c, int32_t *restrict a, int64_t base, int64_t top, int64_t bound,
                            bool stop_at_knights)
{
  uint32_t *restrict q = c->queue;
  if (copy_grid(c, a, c->tmpl, sizeof *a) != KN_OK)
    return KN_ERR_CANCELLED;
  c->searches++;
  size_t head = 0, tail = 0, remaining = c->ndistinct;
  for (int64_t level = base; level <= bound; level++) {
    if (level <= top) {
      for (uint32_t p = c->heads[level - base]; p != NONE; p = c->next[p])
        if (a[p] == UNSEEN) {
          a[p] = (int32_t)level;
          q[tail++] = p;
        }
    }
    if (head == tail) {
      if (level >= top)
        break;
      continue;
    }
    size_t level_end = tail;
    if (stop_at_knights) {
      for (size_t i = head; i < level_end; i++)
        if (c->kmult[q[i]] && --remaining == 0)
          return KN_OK;
    }
    if (level == bound)
      break;
    while (head < level_end) {
      uint32_t cur = q[head++];
      kn_status st = kn__limits_step(c->limits, ++c->nodes);
      if (st != KN_OK)
        return st;
      tail = expand(a, q, tail, cur, c->knight_off, (int32_t)(level + 1));
    }
  }
  return KN_OK;
}

/* Puts every king-reachable cell p with K(p) < slack, and d[p] + K(p) <= bound,
 * into the seed buckets with cost d[p] + K(p); *base and *top receive the
 * cost range.  False when there is no seed. */
static bool seed(ctx *c, const int32_t *d, int64_t slack, int64_t bound, int64_t *base,
                 int64_t *top)
{
  int64_t lo = INF, hi = -1;
  size_t end = 0;
  for (; end < c->kreached; end++) {
    uint32_t p = c->korder[end];
    int64_t k = c->king[p];
    if (k >= slack)
      break;
    if (d[p] >= 0 && d[p] + k <= bound) {
      if (d[p] + k < lo)
        lo = d[p] + k;
      if (d[p] + k > hi)
        hi = d[p] + k;
    }
  }
  if (hi < 0)
    return false;
  buckets_clear(c, lo, hi);
  for (size_t i = end; i-- > 0;) {
    uint32_t p = c->korder[i];
    int64_t cost = (int64_t)d[p] + c->king[p];
    if (d[p] >= 0 && cost <= bound) {
      c->next[p] = c->heads[cost - lo];
      c->heads[cost - lo] = p;
    }
  }
  *base = lo;
  *top = hi;
  return true;
}

/* The best so far: total moves, gathering cell, carrier cell (NONE: walk),
 * and for a carried plan the gathering cell's place in c->cand. */
typedef struct {
  int64_t moves;
  uint32_t gather;
  uint32_t carrier;
  size_t pos;
} best_plan;

/* Costs stay in int32 maps; beyond this a board is too large for them. */
#define LEVEL_MAX ((int64_t)INT32_MAX - 2)

/* Caps the last level of a seeded BFS at what it can ever use: a seed costs
 * at most 2 (free - 1) and a knight needs fewer than free moves more.  The
 * bound itself can be far larger when S is huge (many knights) and the
 * king's walk is long.  KN_ERR_TOO_LARGE only when even the cap does not fit
 * the int32 maps, on boards of some 700 million free squares. */
static kn_status cap_bound(const ctx *c, int64_t *bound)
{
  int64_t most = 3 * (int64_t)c->nfree;
  if (*bound > most)
    *bound = most;
  return *bound > LEVEL_MAX ? KN_ERR_TOO_LARGE : KN_OK;
}

/* Step 3: the best carrier for the gathering cell g, c->cand[pos]. */
static kn_status try_gather(ctx *c, uint32_t g, size_t pos, best_plan *best)
{
  int64_t slack = best->moves - c->sum[g]; /* X must stay below it */
  int32_t last;
  c->dist_from = NONE; /* a bounded BFS */
  kn_status st = bfs(c, c->dist, NULL, g, c->knight_off, LEVEL_MAX, slack - 1, &last, NULL);
  if (st != KN_OK)
    return st;
  int64_t bound = (int64_t)last + slack - 1;
  st = cap_bound(c, &bound);
  if (st != KN_OK)
    return st;
  int64_t base, top;
  if (!seed(c, c->dist, slack, bound, &base, &top))
    return KN_OK;
  st = seeded_bfs(c, c->acc, base, top, bound, true);
  if (st != KN_OK)
    return st;
  for (size_t i = 0; i < c->ndistinct; i++) {
    uint32_t k = c->kcells[i];
    if (c->acc[k] < 0)
      continue;
    c->plans++;
    int64_t total = c->sum[g] + c->acc[k] - c->dist[k];
    if (total < best->moves) {
      best->moves = total;
      best->gather = g;
      best->carrier = k;
      best->pos = pos;
    }
  }
  return KN_OK;
}

/* Step 4: the knight on cell k as the carrier, for the candidates from
 * c->cand[from] on.  Step 3 meets the carried plans candidate by candidate,
 * this step knight by knight; so that ties end the same way (the first
 * candidate, then the first knight), a plan that only ties a carried plan
 * of an earlier knight replaces it when its candidate comes first, and the
 * searches then look one move further to see such ties. */
static kn_status try_carrier(ctx *c, uint32_t k, size_t from, best_plan *best)
{
  c->dist_from = NONE;
  kn_status st = bfs(c, c->dist, NULL, k, c->knight_off, LEVEL_MAX, -1, NULL, NULL);
  if (st != KN_OK)
    return st;
  c->dist_from = k;
  const int64_t tie = best->carrier != NONE && best->pos >= from;
  int64_t bound = -1, smin = INF;
  for (size_t i = from; i < c->ncand && c->sum[c->cand[i]] < best->moves + tie; i++) {
    uint32_t g = c->cand[i];
    int64_t b = (int64_t)c->dist[g] + best->moves - c->sum[g] - 1 + tie;
    if (b > bound)
      bound = b;
    if (c->sum[g] < smin)
      smin = c->sum[g];
  }
  if (bound < 0)
    return KN_OK;
  st = cap_bound(c, &bound);
  if (st != KN_OK)
    return st;
  int64_t base, top;
  if (!seed(c, c->dist, best->moves - smin + tie, bound, &base, &top))
    return KN_OK;
  st = seeded_bfs(c, c->acc, base, top, bound, false);
  if (st != KN_OK)
    return st;
  for (size_t i = from; i < c->ncand && c->sum[c->cand[i]] < best->moves + tie; i++) {
    uint32_t g = c->cand[i];
    if (c->acc[g] < 0)
      continue;
    c->plans++;
    int64_t total = c->sum[g] + c->acc[g] - c->dist[g];
    if (total < best->moves ||
        (total == best->moves && best->carrier != NONE && i < best->pos)) {
      best->moves = total;
      best->gather = g;
      best->carrier = k;
      best->pos = i;
    }
  }
  return KN_OK;
}

typedef struct {
  int64_t sum;
  uint32_t cell;
} by_sum;

static int by_sum_cmp(const void *a, const void *b)
{
  const by_sum *x = a, *y = b;
  if (x->sum != y->sum)
    return x->sum < y->sum ? -1 : 1;
  return (x->cell > y->cell) - (x->cell < y->cell);
}

/* Lists the candidates (cells of the knights' component, where S >= 0,
 * with S < best) in c->cand by increasing S: a counting sort over S - smin,
 * which is below K(g) < nfree when the king can walk to the square of least
 * S, and qsort when he cannot. */
static kn_status sort_candidates(ctx *c, int64_t best)
{
  int64_t smin = INF;
  size_t m = 0;
  const size_t first = (size_t)PAD * c->stride + PAD;
  const size_t last = ((size_t)c->height + PAD - 1) * c->stride + PAD + (size_t)c->width;
#define KN__EACH_CELL(i) for (size_t i = first; i < last; i++)
  KN__EACH_CELL(i) {
    int64_t s = c->sum[i];
    if (s >= 0 && s < smin)
      smin = s;
    m += s >= 0 && s < best;
  }
  c->ncand = m;
  if (m == 0)
    return KN_OK;
  if ((uint64_t)(best - smin) < c->nheads) {
    size_t range = (size_t)(best - smin);
    uint32_t *start = c->heads;
    memset(start, 0, (range + 1) * sizeof *start);
    KN__EACH_CELL(i) {
      if (c->sum[i] >= 0 && c->sum[i] < best)
        start[c->sum[i] - smin + 1]++;
    }
    for (size_t v = 1; v <= range; v++)
      start[v] += start[v - 1];
    KN__EACH_CELL(i) {
      if (c->sum[i] >= 0 && c->sum[i] < best)
        c->cand[start[c->sum[i] - smin]++] = (uint32_t)i;
    }
    return KN_OK;
  }
  by_sum *v = malloc(m * sizeof *v);
  if (!v)
    return KN_ERR_NOMEM;
  note_extra(c, m * sizeof *v);
  m = 0;
  KN__EACH_CELL(i) {
    if (c->sum[i] >= 0 && c->sum[i] < best)
      v[m++] = (by_sum){ c->sum[i], (uint32_t)i };
  }
#undef KN__EACH_CELL
  qsort(v, m, sizeof *v, by_sum_cmp);
  for (size_t i = 0; i < m; i++)
    c->cand[i] = v[i].cell;
  free(v);
  c->extra -= m * sizeof *v;
  return KN_OK;
}

/* How many candidates from c->cand[from] on have S < best (they come first:
 * the candidates are sorted by S). */
static size_t candidates_below(const ctx *c, size_t from, int64_t best)
{
  size_t lo = from, hi = c->ncand;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (c->sum[c->cand[mid]] < best)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo - from;
}

/* Step 1's S.  *apart is set (and S left unfinished) when the knights lie
 * in different components of the knight graph: they never meet. */
static kn_status sum_knights(ctx *c, bool *apart)
{
  *apart = false;
  /* The table costs about two BFS to build, so it pays from three knight
   * squares on. */
  if (c->formula && c->ndistinct >= 3)
    return sum_by_formula(c);
  size_t reached;
  for (size_t i = 0; i < c->ndistinct; i++) {
    uint32_t k = c->kcells[i];
    kn_status st = bfs_sum(c, k, c->kmult[k], i == 0, &reached);
    if (st != KN_OK)
      return st;
    if (i == 0) {
      for (size_t j = 1; j < c->ndistinct; j++)
        if (c->sum[c->kcells[j]] < 0) {
          *apart = true;
          return KN_OK;
        }
    }
  }
  return KN_OK;
}

/* The king's BFS: K and the cells he reaches by increasing K. */
static kn_status walk_king(ctx *c, uint32_t king)
{
  return bfs(c, c->king, c->korder, king, c->king_off, LEVEL_MAX, -1, NULL, &c->kreached);
}

/* Steps 1-4.  best->moves is -1 when no gathering exists. */
static kn_status solve(ctx *c, uint32_t king, best_plan *best)
{
  best->moves = -1;
  kn_status st = walk_king(c, king);
  if (st != KN_OK)
    return st;
  bool apart;
  st = sum_knights(c, &apart);
  if (st != KN_OK || apart)
    return st;

  /* Step 2: walking only. */
  best->moves = INF;
  best->carrier = NONE;
  for (size_t i = 0; i < c->kreached; i++) {
    uint32_t g = c->korder[i];
    c->plans += c->sum[g] >= 0;
    if (c->sum[g] >= 0 && c->sum[g] + c->king[g] < best->moves) {
      best->moves = c->sum[g] + c->king[g];
      best->gather = g;
    }
  }
  if (best->moves == INF) {
    /* Not a square of the component can the king walk to, so no knight can
     * meet him either. */
    best->moves = -1;
    return KN_OK;
  }

  st = sort_candidates(c, best->moves);
  if (st != KN_OK)
    return st;
  for (size_t i = 0; i < c->ncand; i++) {
    uint32_t g = c->cand[i];
    if (c->sum[g] >= best->moves)
      break;
    if (candidates_below(c, i, best->moves) >= c->ndistinct) {
      /* At least as many candidates left as knight squares: per knight
       * costs no more than per square from here on, and often less (with
       * one knight, one step does it). */
      for (size_t j = 0; j < c->ndistinct; j++) {
        st = try_carrier(c, c->kcells[j], i, best);
        if (st != KN_OK)
          return st;
      }
      break;
    }
    st = try_gather(c, g, i, best);
    if (st != KN_OK)
      return st;
  }
  return KN_OK;
}

/* ------------------------------------------------------------ brute force */

/* The baseline the enumeration is measured against: every gathering square
 * g, every carrier knight i and every pickup square p, each plan costed on
 * its own from plain BFS tables,
 *
 *   walk:    S(g) + K(g)
 *   carried: S(g) - N(k_i, g) + K(p) + N(k_i, p) + N(p, g)
 *
 * with a BFS from every knight square (N(k_i, .), kept) and one from every
 * gathering square (N(., g) = N(g, .): a knight move reversed is a knight
 * move, and only landing squares must be free).  No bound, no pruning, no
 * seeded search: O(squares x (squares + knights x squares)) time.  It keeps
 * the enumeration's tie rule (see the top of the file), so both name the
 * same square: a walk beats a carried plan of the same cost, walks go by
 * the king's BFS order, carried plans by the least S, then the first
 * square in row order (the order g is scanned), then the first knight in
 * the input (the order carriers are tried). */

/* The brute force's running best. */
typedef struct {
  int64_t moves; /* INF: none yet */
  uint32_t gather;
  uint32_t carrier; /* NONE: the king walks */
  int64_t sum;      /* S(gather) */
} brute_best;

/* Whether a plan of total moves, gathering on g (S(g) = sum) with carrier
 * (NONE: a walk) replaces b under the tie rule; rank is the king's BFS order. */
static bool brute_better(const brute_best *b, int64_t total, uint32_t g, uint32_t carrier,
                         int64_t sum, const uint32_t *rank)
{
  if (total != b->moves)
    return total < b->moves;
  if (carrier == NONE)
    return b->carrier != NONE || rank[g] < rank[b->gather];
  return b->carrier != NONE && (sum < b->sum || (sum == b->sum && g < b->gather));
}

/* Plans the brute force costs per node of the budget: one. */
static kn_status brute_plan(ctx *c)
{
  c->plans++;
  c->plan_nodes++;
  return kn__limits_step(c->limits, ++c->nodes);
}

/* The brute force over the whole board; best->moves stays INF when no
 * gathering exists.  The scan, a row a free square in row order, goes to
 * plan->scan. */
static kn_status brute_force(ctx *c, uint32_t king, const kn_square *knights, size_t n,
                             brute_best *best, kn_camelot *plan)
{
  best->moves = INF;
  best->gather = best->carrier = NONE;
  best->sum = 0;
  kn_status st = walk_king(c, king);
  if (st != KN_OK)
    return st;
  /* The king's BFS order, for ties between walks: c->next is free here. */
  uint32_t *rank = c->next;
  for (size_t i = 0; i < c->cells; i++)
    rank[i] = NONE;
  for (size_t i = 0; i < c->kreached; i++)
    rank[c->korder[i]] = (uint32_t)i;

  /* A table a knight square, capped so that a board of millions of squares
   * with many knights fails at once instead of swapping. */
  const size_t nd = c->ndistinct, cells = c->cells;
  if (nd && cells > ((size_t)1 << 30) / sizeof(int32_t) / nd)
    return KN_ERR_TOO_LARGE;
  size_t table_bytes = nd * cells * sizeof(int32_t);
  size_t kidx_bytes = (n ? n : 1) * sizeof(size_t);
  size_t scan_bytes = (c->nfree ? c->nfree : 1) * sizeof *plan->scan;
  int32_t *tab = malloc(table_bytes ? table_bytes : 1);
  size_t *kidx = malloc(kidx_bytes);
  plan->scan = malloc(scan_bytes);
  if (!tab || !kidx || !plan->scan) {
    free(tab);
    free(kidx);
    return KN_ERR_NOMEM;
  }
  note_extra(c, table_bytes + kidx_bytes + scan_bytes);
  /* Each knight's table, found through c->acc (scratch until the plan). */
  for (size_t j = 0; j < nd; j++)
    c->acc[c->kcells[j]] = (int32_t)j;
  for (size_t i = 0; i < n; i++)
    kidx[i] = (size_t)c->acc[cell_of(c, knights[i])];
  for (size_t j = 0; j < nd && st == KN_OK; j++)
    st = bfs(c, tab + j * cells, NULL, c->kcells[j], c->knight_off, LEVEL_MAX, -1, NULL, NULL);

  for (int32_t y = 0; y < c->height && st == KN_OK; y++)
    for (int32_t x = 0; x < c->width && st == KN_OK; x++) {
      uint32_t g = cell_of(c, (kn_square){ x, y });
      if (c->tmpl[g] == WALL)
        continue;
      int64_t sum = 0, here = INF;
      bool meet = true;
      for (size_t j = 0; j < nd && meet; j++) {
        int32_t d = tab[j * cells + g];
        meet = d >= 0;
        sum += (int64_t)c->kmult[c->kcells[j]] * d;
      }
      if (meet && c->king[g] >= 0) {
        st = brute_plan(c);
        int64_t total = sum + c->king[g];
        here = total;
        if (brute_better(best, total, g, NONE, sum, rank))
          *best = (brute_best){ total, g, NONE, sum };
      }
      if (meet && n && st == KN_OK) {
        st = bfs(c, c->dist, NULL, g, c->knight_off, LEVEL_MAX, -1, NULL, NULL);
        for (size_t i = 0; i < n && st == KN_OK; i++) {
          const int32_t *kt = tab + kidx[i] * cells;
          uint32_t carrier = cell_of(c, knights[i]);
          for (size_t q = 0; q < c->kreached && st == KN_OK; q++) {
            uint32_t p = c->korder[q];
            if (kt[p] < 0 || c->dist[p] < 0)
              continue;
            st = brute_plan(c);
            int64_t total = sum - kt[g] + c->king[p] + kt[p] + c->dist[p];
            if (total < here)
              here = total;
            if (brute_better(best, total, g, carrier, sum, rank))
              *best = (brute_best){ total, g, carrier, sum };
          }
        }
      }
      kn_camelot_scan_row *row = &plan->scan[plan->nscan++];
      row->square = (kn_square){ x, y };
      row->cost = here == INF ? -1 : here;
      row->best = best->moves == INF ? -1 : best->moves;
      row->best_at = best->moves == INF ? (kn_square){ -1, -1 } : square_of(c, best->gather);
      row->plans = c->plans;
    }
  free(tab);
  free(kidx);
  c->extra -= table_bytes + kidx_bytes;
  return st;
}

/* ------------------------------------------------------------ the plan */

/* A neighbour of x one step nearer the start of map m (m[x] > 0). */
static uint32_t downhill(const int32_t *m, uint32_t x, const int64_t off[8])
{
  for (int k = 0; k < 8; k++) {
    uint32_t n = (uint32_t)((int64_t)x + off[k]);
    if (m[n] == m[x] - 1)
      return n;
  }
  return x; /* not reached: a BFS map always has such a neighbour */
}

/* Writes into path, from index at on, the route from x down map m to its
 * start (the route's squares in the order walked), with move type type. */
static void walk_down(const ctx *c, kn_path *path, size_t at, const int32_t *m, uint32_t x,
                      const int64_t off[8], kn_move_type type)
{
  for (int32_t v = m[x]; v > 0; v--) {
    x = downhill(m, x, off);
    path->squares[at] = square_of(c, x);
    path->moves[at++] = (unsigned char)type;
  }
}

/* The same, walked backwards: the route from the start of m up to x, ending
 * at index end. */
static void walk_up(const ctx *c, kn_path *path, size_t end, const int32_t *m, uint32_t x,
                    const int64_t off[8], kn_move_type type)
{
  for (int32_t v = m[x]; v > 0; v--) {
    path->squares[end] = square_of(c, x);
    path->moves[end--] = (unsigned char)type;
    x = downhill(m, x, off);
  }
  path->squares[end] = square_of(c, x);
}

static kn_status build_plan(ctx *c, const kn_square *knights, size_t n,
                            const best_plan *best, kn_camelot *plan)
{
  uint32_t g = best->gather, carrier = best->carrier;
  /* dg: knight distances from g; dc: from the carrier's square.  The last
   * step of the search may have left one of them in c->dist already. */
  int32_t *dg = c->dist, *dc = c->acc;
  if (carrier != NONE && c->dist_from == carrier) {
    dg = c->acc;
    dc = c->dist;
  }
  kn_status st = KN_OK;
  if (c->dist_from != g || dg != c->dist)
    st = bfs(c, dg, NULL, g, c->knight_off, LEVEL_MAX, -1, NULL, NULL);
  if (st == KN_OK && carrier != NONE && dc != c->dist)
    st = bfs(c, dc, NULL, carrier, c->knight_off, LEVEL_MAX, -1, NULL, NULL);
  if (st != KN_OK)
    return st;
  const int32_t *kd = c->king;
  uint32_t p = g;
  if (carrier != NONE) {
    /* The pickup square: korder is sorted by K, so ties go to the least walking. */
    int64_t low = INF;
    for (size_t i = 0; i < c->kreached; i++) {
      uint32_t x = c->korder[i];
      if (dg[x] >= 0 && dc[x] >= 0 && (int64_t)kd[x] + dc[x] + dg[x] < low) {
        low = (int64_t)kd[x] + dc[x] + dg[x];
        p = x;
      }
    }
    plan->pickup = square_of(c, p);
    for (size_t i = 0; i < n; i++)
      if (cell_of(c, knights[i]) == carrier) {
        plan->carrier = (int64_t)i;
        break;
      }
  }
  int32_t ride = carrier != NONE ? dg[p] : 0;

  /* All the routes share two arrays, allocated once (a full 8x8 board has
   * 64 routes, and a solve there takes microseconds). */
  uint64_t total = (uint64_t)kd[p] + (uint64_t)ride + 1;
  for (size_t i = 0; i < n; i++) {
    uint64_t len = plan->carrier == (int64_t)i ? (uint64_t)dc[p] + (uint64_t)dg[p] + 1
                                               : (uint64_t)dg[cell_of(c, knights[i])] + 1;
    plan->routes[i + 1].length = (size_t)len;
    total += len;
  }
  if (total > SIZE_MAX / sizeof *plan->squares)
    return KN_ERR_NOMEM;
  plan->squares = malloc((size_t)total * sizeof *plan->squares);
  plan->types = malloc((size_t)total);
  if (!plan->squares || !plan->types)
    return KN_ERR_NOMEM;

  kn_path *r = &plan->routes[0];
  r->length = (size_t)kd[p] + (size_t)ride + 1;
  r->squares = plan->squares;
  r->moves = plan->types;
  walk_up(c, r, (size_t)kd[p], kd, p, c->king_off, KN_MOVE_KING);
  walk_down(c, r, (size_t)kd[p] + 1, dg, p, c->knight_off, KN_MOVE_RIDE);
  r->moves[0] = KN_MOVE_START;
  plan->counted[0] = kd[p];
  size_t used = r->length;

  for (size_t i = 0; i < n; i++) {
    uint32_t k = cell_of(c, knights[i]);
    bool carries = plan->carrier == (int64_t)i;
    int32_t to_p = carries ? dc[p] : 0;
    uint32_t from = carries ? p : k;
    r = &plan->routes[i + 1];
    r->squares = plan->squares + used;
    r->moves = plan->types + used;
    used += r->length;
    if (carries)
      walk_up(c, r, (size_t)to_p, dc, p, c->knight_off, KN_MOVE_LEAP);
    else
      r->squares[0] = knights[i];
    walk_down(c, r, (size_t)to_p + 1, dg, from, c->knight_off, KN_MOVE_LEAP);
    r->moves[0] = KN_MOVE_START;
    plan->counted[i + 1] = (int64_t)r->length - 1;
  }
  return KN_OK;
}

/* ------------------------------------------------------------ public API */

void kn_camelot_free(kn_camelot *plan)
{
  if (!plan)
    return;
  free(plan->routes);
  free(plan->squares);
  free(plan->types);
  free(plan->counted);
  free(plan->scan);
  free(plan);
}

/* The checks of kn_camelot_solve and kn_camelot_costs on their pieces. */
kn_status kn__camelot_check(const kn_board *board, kn_square king, const kn_square *knights,
                            size_t n_knights)
{
  if (!board || (n_knights && !knights))
    return KN_ERR_INVALID;
  if (!kn_board_is_free(board, king))
    return KN_ERR_RANGE;
  for (size_t i = 0; i < n_knights; i++)
    if (!kn_board_is_free(board, knights[i]))
      return KN_ERR_RANGE;
  /* Sums of distances stay in int64 and multiplicities in uint32. */
  if (n_knights > KN_MAX_SQUARES)
    return KN_ERR_TOO_LARGE;
  return KN_OK;
}

/* Counts the knights on each cell and lists the distinct cells. */
static void place_knights(ctx *c, const kn_square *knights, size_t n_knights)
{
  for (size_t i = 0; i < n_knights; i++) {
    uint32_t k = cell_of(c, knights[i]);
    if (c->kmult[k]++ == 0)
      c->kcells[c->ndistinct++] = k;
  }
}

kn_status kn_camelot_solve(const kn_board *board, kn_square king, const kn_square *knights,
                           size_t n_knights, const kn_limits *limits, kn_camelot **out)
{
  return kn_camelot_solve_method(board, king, knights, n_knights, KN_CAMELOT_ENUMERATE, limits,
                                 out);
}

kn_status kn_camelot_solve_method(const kn_board *board, kn_square king, const kn_square *knights,
                                  size_t n_knights, kn_camelot_method method,
                                  const kn_limits *limits, kn_camelot **out)
{
  if (!out || (method != KN_CAMELOT_ENUMERATE && method != KN_CAMELOT_BRUTE_FORCE))
    return KN_ERR_INVALID;
  *out = NULL;
  kn_status st = kn__camelot_check(board, king, knights, n_knights);
  if (st != KN_OK)
    return st;

  kn_camelot *plan = calloc(1, sizeof *plan);
  if (!plan)
    return KN_ERR_NOMEM;
  plan->pieces = n_knights + 1;
  plan->routes = calloc(plan->pieces, sizeof *plan->routes);
  plan->counted = calloc(plan->pieces, sizeof *plan->counted);
  if (!plan->routes || !plan->counted) {
    kn_camelot_free(plan);
    return KN_ERR_NOMEM;
  }
  plan->moves = -1;
  plan->carrier = -1;
  plan->gather = plan->pickup = (kn_square){ -1, -1 };

  ctx c;
  st = ctx_init(&c, board, n_knights, limits);
  if (st != KN_OK) {
    ctx_free(&c);
    kn_camelot_free(plan);
    return st;
  }
  place_knights(&c, knights, n_knights);

  best_plan best = { -1, NONE, NONE, 0 };
  if (method == KN_CAMELOT_BRUTE_FORCE) {
    brute_best b;
    st = brute_force(&c, cell_of(&c, king), knights, n_knights, &b, plan);
    if (b.moves != INF)
      best = (best_plan){ b.moves, b.gather, b.carrier, 0 };
    c.dist_from = NONE;
  } else if (n_knights == 0) {
    best.moves = 0;
    best.gather = cell_of(&c, king);
    /* The king map is still needed for his (empty) route. */
    st = bfs(&c, c.king, c.korder, best.gather, c.king_off, 0, -1, NULL, &c.kreached);
  } else {
    st = solve(&c, cell_of(&c, king), &best);
  }
  /* The work of the algorithm, before the plan's routes are drawn. */
  plan->work.expanded = c.nodes - c.bulk - c.plan_nodes;
  plan->work.plans = c.plans;
  plan->work.searches = c.searches;
  plan->work.peak_bytes = (uint64_t)c.bytes + c.extra_peak;
  if (st == KN_OK && best.moves >= 0) {
    plan->found = true;
    plan->moves = best.moves;
    plan->gather = square_of(&c, best.gather);
    st = build_plan(&c, knights, n_knights, &best, plan);
  }
  ctx_free(&c);
  if (st != KN_OK) {
    kn_camelot_free(plan);
    return st;
  }
  *out = plan;
  return KN_OK;
}

/* ------------------------------------------------------------ heat map */

/* The board cell of padded cell (x, y) is y * width + x. */
static size_t board_cell(const ctx *c, int32_t x, int32_t y)
{
  return (size_t)y * (size_t)c->width + (size_t)x;
}

/* costs[g] = S(g) + min(K(g), min over knights i of X_i(g)) at every g: the
 * formula of the solve, without its pruning.  X_i at every square at once
 * comes from step 4's pair of BFS per knight square, unbounded.  extra holds
 * the best of K and X so far, per board cell, in costs itself. */
static kn_status all_costs(ctx *c, int64_t *costs)
{
  const int32_t w = c->width, h = c->height;
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++) {
      int32_t k = c->king[cell_of(c, (kn_square){ x, y })];
      costs[board_cell(c, x, y)] = k >= 0 ? k : INF;
    }
  bool apart = false;
  kn_status st = c->ndistinct ? sum_knights(c, &apart) : KN_OK;
  if (st != KN_OK)
    return st;
  for (size_t i = 0; i < c->ndistinct && !apart; i++) {
    uint32_t k = c->kcells[i];
    st = bfs(c, c->dist, NULL, k, c->knight_off, LEVEL_MAX, -1, NULL, NULL);
    int64_t bound = LEVEL_MAX, base, top;
    if (st == KN_OK)
      st = cap_bound(c, &bound);
    if (st != KN_OK)
      return st;
    if (!seed(c, c->dist, INF, bound, &base, &top))
      continue; /* the king reaches no square of the knight's component */
    st = seeded_bfs(c, c->acc, base, top, bound, false);
    if (st != KN_OK)
      return st;
    for (int32_t y = 0; y < h; y++)
      for (int32_t x = 0; x < w; x++) {
        uint32_t g = cell_of(c, (kn_square){ x, y });
        int64_t *e = &costs[board_cell(c, x, y)];
        if (c->acc[g] >= 0 && c->dist[g] >= 0 && c->acc[g] - c->dist[g] < *e)
          *e = c->acc[g] - c->dist[g];
      }
  }
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++) {
      int64_t *e = &costs[board_cell(c, x, y)];
      int64_t sum = c->ndistinct ? c->sum[cell_of(c, (kn_square){ x, y })] : 0;
      *e = apart || sum < 0 || *e == INF ? -1 : sum + *e;
    }
  return KN_OK;
}

kn_status kn_camelot_costs(const kn_board *board, kn_square king, const kn_square *knights,
                           size_t n_knights, const kn_limits *limits, int64_t *costs,
                           int64_t *walk)
{
  kn_status st = kn__camelot_check(board, king, knights, n_knights);
  if (st != KN_OK)
    return st;
  ctx c;
  st = ctx_init(&c, board, n_knights, limits);
  if (st == KN_OK) {
    place_knights(&c, knights, n_knights);
    st = walk_king(&c, cell_of(&c, king));
  }
  if (st == KN_OK && walk) {
    for (int32_t y = 0; y < c.height; y++)
      for (int32_t x = 0; x < c.width; x++) {
        int32_t k = c.king[cell_of(&c, (kn_square){ x, y })];
        walk[board_cell(&c, x, y)] = k >= 0 ? k : -1;
      }
  }
  if (st == KN_OK && costs)
    st = all_costs(&c, costs);
  ctx_free(&c);
  return st;
}

bool kn_camelot_found(const kn_camelot *plan) { return plan->found; }

void kn_camelot_get_work(const kn_camelot *plan, kn_camelot_work *out)
{
  *out = plan->work;
}

const kn_camelot_scan_row *kn_camelot_scan(const kn_camelot *plan, size_t *count)
{
  *count = plan->scan ? plan->nscan : 0;
  return plan->scan;
}
int64_t kn_camelot_moves(const kn_camelot *plan) { return plan->moves; }
kn_square kn_camelot_gather(const kn_camelot *plan) { return plan->gather; }

int64_t kn_camelot_carrier(const kn_camelot *plan, kn_square *pickup)
{
  if (pickup)
    *pickup = plan->pickup;
  return plan->carrier;
}

size_t kn_camelot_pieces(const kn_camelot *plan) { return plan->pieces; }

int64_t kn_camelot_piece_moves(const kn_camelot *plan, size_t piece)
{
  return plan->found && piece < plan->pieces ? plan->counted[piece] : -1;
}

const kn_path *kn_camelot_route(const kn_camelot *plan, size_t piece)
{
  return plan->found && piece < plan->pieces ? &plan->routes[piece] : NULL;
}
