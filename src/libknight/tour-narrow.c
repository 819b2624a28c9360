/* tour-narrow.c - exact knight's tours of empty boards 3 or 4 wide (and 5
 * wide, by the exact pass alone) and of any length, open or closed, from
 * any start to any end: a walk through a finite automaton over the rows,
 * with no search.
 *
 * Read the board row by row along its long side.  A knight move joins rows
 * one or two apart, so once row r is added, every square of rows below r - 1
 * has all its tour moves, and what the rest of the tour can still do depends
 * only on the "frontier": rows r - 1 and r, with for each square its number
 * of tour moves so far (0, 1 or 2) and, for a square with one, where the
 * other end of its piece of route is (another frontier square, or an end of
 * the tour).  That is a finite state; adding a row is a finite relation
 * between states (which moves the new squares make).  A tour is a walk from
 * the empty frontier to a final state in which every square has its moves
 * and the pieces have closed into one cycle (or one path between the two
 * ends).  The ends are squares with one move given in advance (to an
 * imaginary square joining them), so a path is a cycle through that square.
 *
 * Two ways to use it:
 *  - Blocks.  At compile time tour-narrow-gen.c finds in the automaton a
 *    cycle of a few rows that can be repeated (a body), the blocks that
 *    lead into it from the board's first row, from it past a start square
 *    into a second body, and from there to the last row; it writes their
 *    rows to tour-narrow-tables.c.  kn__narrow_compose joins them end to
 *    end: linear time, a few operations a row.  Every walk through the
 *    automaton is a valid tour, so repeating a body any number of times
 *    keeps it one; the generator checks that every start the rules allow
 *    composes on every length from min_length on.
 *  - The exact pass, for what the blocks do not cover (short boards, a given
 *    end square): the sets of states reachable after each row repeat with a
 *    short period along a stretch of rows without an end square in it, so
 *    the forward pass stores the sets up to the first repeat and finds every
 *    later one by its index modulo the period.  A backward pass picks, row
 *    by row, a state of the stored set that leads to the chosen one.  The
 *    answer is exact for every length (a few milliseconds to tens of them:
 *    thousands of states on boards 4 wide).
 * See docs/tours.md. */
#include "tour-narrow.h"

#include <stdlib.h>
#include <string.h>

#define NW_MAX KN__NAUTO_MAX_WIDTH
#define NS_CELLS (3 * NW_MAX)

/* A square's entry in a state. */
enum {
  C_EMPTY = 0,  /* no tour move yet */
  C_DONE = 1,   /* both tour moves (also the squares before the board's start) */
  C_ANCHOR = 2, /* one move; the other end of its piece is an end of the tour */
  C_MATE = 3    /* one move; C_MATE + i: the other end of its piece is square i */
};

#define ACCEPT_KEY UINT64_MAX

/* A state unpacked: the frontier squares (rows r - 1 then r, W each) and,
 * while a row is added, the new row's W squares after them. */
typedef struct {
  uint8_t c[NS_CELLS];
  uint8_t free;  /* ends the tour may still place anywhere */
  uint8_t done;  /* the cycle has closed (only in the last row) */
  uint8_t inner; /* 4 wide: the one move between the two inner files is made */
} nstate;

struct kn__nauto {
  int W;
  bool closed;
  int free_ends;
  uint64_t *keys;
  size_t nkeys, capkeys;
  uint32_t *slot; /* open addressing: index + 1, 0 = empty */
  size_t nslot;
  int64_t *hom_off; /* plain-row transitions in tr: -1 until computed */
  uint32_t *hom_cnt;
  kn__ntrans *tr;
  size_t ntr, captr;
  kn__ntrans *out; /* one enumeration */
  size_t nout, capout;
  bool nomem;
};


bool kn__grow(void **p, size_t *cap, size_t need, size_t size)
{
  if (need <= *cap)
    return true;
  size_t c = *cap ? *cap : 16;
  while (c < need)
    c *= 2;
  void *q = realloc(*p, c * size);
  if (!q)
    return false;
  *p = q;
  *cap = c;
  return true;
}

uint64_t kn__mix64(uint64_t z)
{
  z ^= z >> 33;
  z *= 0xFF51AFD7ED558CCDull;
  z ^= z >> 33;
  z *= 0xC4CEB9FE1A85EC53ull;
  return z ^ (z >> 33);
}

/* ------------------------------------------------------------ states */

static uint64_t pack(int W, const nstate *s)
{
  uint64_t k = 0;
  for (int i = 0; i < 2 * W; i++)
    k |= (uint64_t)s->c[i] << (4 * i);
  return k | (uint64_t)s->free << 40 | (uint64_t)s->done << 42 | (uint64_t)s->inner << 43;
}

static void unpack(int W, uint64_t k, nstate *s)
{
  memset(s, 0, sizeof *s);
  for (int i = 0; i < 2 * W; i++)
    s->c[i] = (uint8_t)((k >> (4 * i)) & 15u);
  s->free = (uint8_t)((k >> 40) & 3u);
  s->done = (uint8_t)((k >> 42) & 1u);
  s->inner = (uint8_t)((k >> 43) & 1u);
}

/* The index of state key, added when new; KN__NNONE on no memory. */
static uint32_t state_index(kn__nauto *a, uint64_t key)
{
  if (2 * (a->nkeys + 1) > a->nslot) {
    size_t ns = a->nslot ? 2 * a->nslot : 1024;
    uint32_t *slot = calloc(ns, sizeof *slot);
    if (!slot)
      return KN__NNONE;
    for (size_t i = 0; i < a->nkeys; i++) {
      size_t h = kn__mix64(a->keys[i]) & (ns - 1);
      while (slot[h])
        h = (h + 1) & (ns - 1);
      slot[h] = (uint32_t)i + 1;
    }
    free(a->slot);
    a->slot = slot;
    a->nslot = ns;
  }
  size_t h = kn__mix64(key) & (a->nslot - 1);
  while (a->slot[h]) {
    if (a->keys[a->slot[h] - 1] == key)
      return a->slot[h] - 1;
    h = (h + 1) & (a->nslot - 1);
  }
  size_t cap = a->capkeys;
  if (!kn__grow((void **)&a->keys, &a->capkeys, a->nkeys + 1, sizeof *a->keys))
    return KN__NNONE;
  if (a->capkeys != cap) {
    int64_t *o = realloc(a->hom_off, a->capkeys * sizeof *o);
    if (o)
      a->hom_off = o;
    uint32_t *c = realloc(a->hom_cnt, a->capkeys * sizeof *c);
    if (c)
      a->hom_cnt = c;
    if (!o || !c)
      return KN__NNONE;
  }
  a->keys[a->nkeys] = key;
  a->hom_off[a->nkeys] = -1;
  a->hom_cnt[a->nkeys] = 0;
  a->slot[h] = (uint32_t)a->nkeys + 1;
  return (uint32_t)a->nkeys++;
}

/* ------------------------------------------------------- transitions */

static int deg_of(uint8_t c)
{
  return c == C_EMPTY ? 0 : c == C_DONE ? 2 : 1;
}

/* Adds the tour move u-v; false when the state forbids it. */
static bool add_move(const kn__nauto *a, nstate *s, int u, int v, bool last)
{
  uint8_t cu = s->c[u], cv = s->c[v];
  int du = deg_of(cu), dv = deg_of(cv);
  if (du == 2 || dv == 2 || s->done)
    return false;
  if (a->W == 4 && u % 4 != 0 && u % 4 != 3 && v % 4 != 0 && v % 4 != 3) {
    /* On a board 4 wide half the squares are on the outer files, which only
     * reach the inner ones; so a route alternates outer and inner squares
     * but for at most one move between the inner files (and a cycle has
     * none: 4 x n has no closed tour).  See kn_tour_start_possible. */
    if (s->inner || a->closed)
      return false;
    s->inner = 1;
  }
  if (du == 0 && dv == 0) {
    s->c[u] = (uint8_t)(C_MATE + v);
    s->c[v] = (uint8_t)(C_MATE + u);
    return true;
  }
  if (du == 0 || dv == 0) {
    int e = du == 0 ? u : v, o = du == 0 ? v : u; /* e extends o's piece */
    if (s->c[o] == C_ANCHOR) {
      s->c[e] = C_ANCHOR;
    } else {
      int m = s->c[o] - C_MATE;
      s->c[e] = (uint8_t)(C_MATE + m);
      s->c[m] = (uint8_t)(C_MATE + e);
    }
    s->c[o] = C_DONE;
    return true;
  }
  /* Both are ends of pieces. */
  if ((cu == C_ANCHOR && cv == C_ANCHOR) || cu == C_MATE + v) {
    /* The pieces of the two ends meet, or a piece closes on itself: the
     * tour is complete, which only the last row may do. */
    bool cycle = cu != C_ANCHOR;
    if (!last || cycle != a->closed)
      return false;
    s->c[u] = s->c[v] = C_DONE;
    s->done = 1;
    return true;
  }
  if (cu == C_ANCHOR || cv == C_ANCHOR) {
    int m = cu == C_ANCHOR ? cv - C_MATE : cu - C_MATE;
    s->c[m] = C_ANCHOR;
  } else {
    int mu = cu - C_MATE, mv = cv - C_MATE;
    s->c[mu] = (uint8_t)(C_MATE + mv);
    s->c[mv] = (uint8_t)(C_MATE + mu);
  }
  s->c[u] = s->c[v] = C_DONE;
  return true;
}

/* The index (in the unpacked state) of candidate k of the new square in
 * column col, or -1.  Rows r - 1, r, r + 1 are at 0, W and 2W. */
static int cand_index(int W, int col, int k)
{
  int cc = col + kn__ncand_du[k];
  if (cc < 0 || cc >= W)
    return -1;
  return k < 2 ? W + cc : cc;
}

/* How many squares of a row two further on can still make a move to the
 * square in column col (columns col - 1 and col + 1). */
static int later_moves(int W, int col)
{
  return (col > 0) + (col + 1 < W);
}

/* The key of the state after a row (ACCEPT_KEY after the last), or 0 when
 * the row leaves a square short of moves. */
static uint64_t finish_row(const kn__nauto *a, const nstate *s, bool last)
{
  const int W = a->W;
  for (int i = 0; i < W; i++)
    if (s->c[i] != C_DONE)
      return 0; /* row r - 1 leaves the frontier with a move missing */
  if (last) {
    for (int i = W; i < 3 * W; i++)
      if (s->c[i] != C_DONE)
        return 0;
    return s->done ? ACCEPT_KEY : 0;
  }
  /* Row r can still get moves from row r + 2 only. */
  for (int i = 0; i < W; i++)
    if (deg_of(s->c[W + i]) + later_moves(W, i) < 2)
      return 0;
  nstate t;
  memset(&t, 0, sizeof t);
  for (int i = 0; i < 2 * W; i++) {
    uint8_t c = s->c[W + i];
    t.c[i] = c >= C_MATE ? (uint8_t)(c - W) : c;
  }
  t.free = s->free;
  t.inner = s->inner;
  /* pack() of a state never gives 0: row r - 1 is all C_DONE. */
  return pack(W, &t);
}

static void emit(kn__nauto *a, const nstate *s, uint32_t mask, bool last)
{
  uint64_t key = finish_row(a, s, last);
  if (key == 0)
    return;
  uint32_t to = KN__NFINAL;
  if (key != ACCEPT_KEY) {
    to = state_index(a, key);
    if (to == KN__NNONE) {
      a->nomem = true;
      return;
    }
  }
  for (size_t i = 0; i < a->nout; i++)
    if (a->out[i].to == to)
      return; /* one way to each state is enough */
  if (!kn__grow((void **)&a->out, &a->capout, a->nout + 1, sizeof *a->out)) {
    a->nomem = true;
    return;
  }
  a->out[a->nout++] = (kn__ntrans){ to, mask };
}

/* Sets up the new square in column col: a fixed end, a free end or plain.
 * False when it cannot be a free end. */
static bool new_square(const kn__nauto *a, nstate *s, int col, bool as_end, uint32_t term_mask)
{
  bool fixed = (term_mask >> col) & 1u;
  if (as_end) {
    /* 4 wide: a route ends on the outer files (see add_move). */
    if (fixed || s->free == 0 || (a->W == 4 && col != 0 && col != 3))
      return false;
    s->free--;
  }
  s->c[2 * a->W + col] = fixed || as_end ? C_ANCHOR : C_EMPTY;
  return true;
}

/* Adds the moves of candidate set m of the new square in column col. */
static bool add_moves(const kn__nauto *a, nstate *s, int col, unsigned m, bool last)
{
  const int me = 2 * a->W + col;
  static const uint8_t bits[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
  if (bits[m & 15u] > 2 - deg_of(s->c[me]))
    return false;
  for (int k = 0; k < 4; k++) {
    if (!((m >> k) & 1u))
      continue;
    int v = cand_index(a->W, col, k);
    if (v < 0 || !add_move(a, s, me, v, last))
      return false;
  }
  return true;
}

/* Enumerates the moves of the new squares col.. (and whether each is a free
 * end), calling emit for every complete choice. */
static void enum_row(kn__nauto *a, const nstate *s, int col, uint32_t mask, uint32_t term_mask,
                     bool last)
{
  const int W = a->W;
  if (col == W) {
    emit(a, s, mask, last);
    return;
  }
  for (int as_end = 0; as_end <= 1; as_end++) {
    nstate base = *s;
    if (!new_square(a, &base, col, as_end, term_mask))
      continue;
    /* Only the candidates on the board whose squares still lack a move:
     * the others would be refused by add_move, after a copy of the state. */
    unsigned usable = 0;
    for (int k = 0; k < 4; k++) {
      int v = cand_index(W, col, k);
      usable |= (unsigned)(v >= 0 && deg_of(base.c[v]) < 2) << k;
    }
    for (unsigned m = 0; m < 16; m++) {
      if (m & ~usable)
        continue;
      nstate t = base;
      bool ok = add_moves(a, &t, col, m, last);
      /* Row r - 1 gets its last moves from the new row's columns next to
       * it: those up to col are chosen now. */
      for (int j = 0; j < W && ok; j++) {
        int more = (j - 1 > col && j - 1 < W) + (j + 1 > col && j + 1 < W);
        ok = deg_of(t.c[j]) + more >= 2;
      }
      if (ok)
        enum_row(a, &t, col + 1, mask | (m | (uint32_t)as_end << 4) << (5 * col), term_mask, last);
      if (a->nomem)
        return;
    }
  }
}

kn__nauto *kn__nauto_new(int width, bool closed, int free_ends)
{
  if (width < 3 || width > NW_MAX || free_ends < 0 || free_ends > 2 || (closed && free_ends))
    return NULL;
  kn__nauto *a = calloc(1, sizeof *a);
  if (!a)
    return NULL;
  a->W = width;
  a->closed = closed;
  a->free_ends = free_ends;
  return a;
}

void kn__nauto_free(kn__nauto *a)
{
  if (!a)
    return;
  free(a->keys);
  free(a->slot);
  free(a->hom_off);
  free(a->hom_cnt);
  free(a->tr);
  free(a->out);
  free(a);
}

bool kn__nauto_failed(const kn__nauto *a) { return a->nomem; }
size_t kn__nauto_count(const kn__nauto *a) { return a->nkeys; }

uint32_t kn__nauto_initial(kn__nauto *a)
{
  nstate s;
  memset(&s, 0, sizeof s);
  for (int i = 0; i < 2 * a->W; i++)
    s.c[i] = C_DONE;
  s.free = (uint8_t)a->free_ends;
  uint32_t i = state_index(a, pack(a->W, &s));
  if (i == KN__NNONE)
    a->nomem = true;
  return i;
}

const kn__ntrans *kn__nauto_next(kn__nauto *a, uint32_t state, uint32_t term_mask, bool last,
                                 size_t *count)
{
  *count = 0;
  if (a->nomem || state >= a->nkeys)
    return NULL;
  bool plain = !term_mask && !last;
  if (plain && a->hom_off[state] >= 0) {
    *count = a->hom_cnt[state];
    return a->tr + a->hom_off[state];
  }
  nstate s;
  unpack(a->W, a->keys[state], &s);
  a->nout = 0;
  enum_row(a, &s, 0, 0, term_mask, last);
  if (a->nomem)
    return NULL;
  if (!plain) {
    *count = a->nout;
    return a->out;
  }
  if (!kn__grow((void **)&a->tr, &a->captr, a->ntr + a->nout + 1, sizeof *a->tr)) {
    a->nomem = true;
    return NULL;
  }
  memcpy(a->tr + a->ntr, a->out, a->nout * sizeof *a->out);
  a->hom_off[state] = (int64_t)a->ntr;
  a->hom_cnt[state] = (uint32_t)a->nout;
  a->ntr += a->nout;
  *count = a->nout;
  return a->tr + a->hom_off[state];
}

uint32_t kn__nauto_apply(kn__nauto *a, uint32_t state, uint32_t mask, uint32_t term_mask,
                         bool last)
{
  if (state >= a->nkeys)
    return KN__NNONE;
  nstate s;
  unpack(a->W, a->keys[state], &s);
  for (int col = 0; col < a->W; col++) {
    uint32_t m = mask >> (5 * col);
    if (!new_square(a, &s, col, (m >> 4) & 1u, term_mask) || !add_moves(a, &s, col, m & 15u, last))
      return KN__NNONE;
  }
  uint64_t key = finish_row(a, &s, last);
  if (key == 0)
    return KN__NNONE;
  if (key == ACCEPT_KEY)
    return KN__NFINAL;
  uint32_t i = state_index(a, key);
  if (i == KN__NNONE)
    a->nomem = true;
  return i;
}

void kn__nauto_info(const kn__nauto *a, uint32_t state, int *anchors, int *free_left)
{
  nstate s;
  unpack(a->W, a->keys[state], &s);
  *anchors = 0;
  for (int i = 0; i < 2 * a->W; i++)
    *anchors += s.c[i] == C_ANCHOR;
  *free_left = s.free;
}

/* ------------------------------------------------------------ blocks */

/* Where kn__narrow_compose writes rows. */
typedef struct {
  const uint32_t *rows; /* the tables' rows */
  uint32_t *masks;
  int64_t pos;
  const kn_limits *limits;
  bool cancelled;
} writer;

/* Appends count rows of block b from its row `from` on, wrapping (cycles).
 * A cycle repeated over a board of 10^8 rows takes a while: let a cancel in. */
static void put_rows(writer *w, const kn__nblock *b, int64_t from, int64_t count)
{
  for (int64_t i = 0; i < count && !w->cancelled; i++) {
    w->masks[w->pos++] = w->rows[b->off + (uint32_t)((from + i) % b->len)];
    if ((i & 0xFFFF) == 0xFFFF && w->limits && w->limits->cancel &&
        w->limits->cancel(w->limits->cancel_data))
      w->cancelled = true;
  }
}

/* Appends the rest of the tour from phase `phase` of cycle c: the cycle
 * repeated, then a tail. */
static bool put_tail(writer *w, const kn__ntables *t, int32_t c, int64_t phase, int64_t n)
{
  const kn__nblock *cyc = &t->cycles[c];
  for (size_t j = 0; j < t->ntails; j++) {
    const kn__nblock *tl = &t->tails[j];
    int64_t k = n - w->pos - tl->len;
    if (tl->from_cycle != c || k < 0 || (phase + k) % cyc->len != tl->from)
      continue;
    put_rows(w, cyc, phase, k);
    put_rows(w, tl, 0, tl->len);
    return true;
  }
  return false;
}

kn__compose_result kn__narrow_compose(const kn__ntables *t, const uint32_t *rows, int u,
                                      int64_t y, int64_t n, const kn_limits *limits,
                                      uint32_t *masks)
{
  if (n < t->min_length || u < 0 || u >= t->width || n < 1)
    return KN__COMPOSE_SHORT;
  writer w = { rows, masks, 0, limits, false };
  bool placed = false;
  if (t->closed) {
    for (size_t i = 0; i < t->nheads; i++) {
      const kn__nblock *h = &t->heads[i];
      if (h->len > n)
        continue;
      placed = true;
      w.pos = 0;
      put_rows(&w, h, 0, h->len);
      if (put_tail(&w, t, h->to_cycle, h->to, n))
        return w.cancelled ? KN__COMPOSE_CANCELLED : KN__COMPOSED;
    }
    return placed ? KN__COMPOSE_TAIL : KN__COMPOSE_START;
  }
  if (y < 0 || y >= n)
    return KN__COMPOSE_START;
  for (int i = 0; y < KN__NMAX_NEAR && i < KN__NMAX_CYCLES; i++) {
    const kn__nblock *b = &t->near[u][y][i];
    if (b->len <= 0 || b->len > n)
      continue;
    w.pos = 0;
    put_rows(&w, b, 0, b->len);
    placed = true;
    if (put_tail(&w, t, b->to_cycle, b->to, n))
      return w.cancelled ? KN__COMPOSE_CANCELLED : KN__COMPOSED;
  }
  for (size_t j = 0; j < t->nstarts[u]; j++) {
    const kn__nblock *s = &t->starts[u][j];
    int64_t before = y - s->start; /* rows before the start block */
    const kn__nblock *cyc = &t->cycles[s->from_cycle];
    for (size_t i = 0; i < t->nheads; i++) {
      const kn__nblock *h = &t->heads[i];
      int64_t k = before - h->len;
      if (h->to_cycle != s->from_cycle || k < 0 || (h->to + k) % cyc->len != s->from ||
          before + s->len > n)
        continue;
      placed = true;
      w.pos = 0;
      put_rows(&w, h, 0, h->len);
      put_rows(&w, cyc, h->to, k);
      put_rows(&w, s, 0, s->len);
      if (put_tail(&w, t, s->to_cycle, s->to, n))
        return w.cancelled ? KN__COMPOSE_CANCELLED : KN__COMPOSED;
    }
  }
  return placed ? KN__COMPOSE_TAIL : KN__COMPOSE_START;
}

bool kn__nauto_reverse(const kn__nauto *a, kn__ntrans **rev_out, uint32_t **roff_out)
{
  const size_t S = a->nkeys;
  uint32_t *roff = calloc(S + 2, sizeof *roff);
  kn__ntrans *rev = malloc((a->ntr + 1) * sizeof *rev);
  if (!roff || !rev) {
    free(roff);
    free(rev);
    return false;
  }
  for (size_t s = 0; s < S; s++)
    for (uint32_t j = 0; a->hom_off[s] >= 0 && j < a->hom_cnt[s]; j++)
      if (a->tr[a->hom_off[s] + j].to < S)
        roff[a->tr[a->hom_off[s] + j].to + 2]++;
  for (size_t b = 0; b < S; b++)
    roff[b + 2] += roff[b + 1];
  for (size_t s = 0; s < S; s++)
    for (uint32_t j = 0; a->hom_off[s] >= 0 && j < a->hom_cnt[s]; j++) {
      kn__ntrans t = a->tr[a->hom_off[s] + j];
      if (t.to < S)
        rev[roff[t.to + 1]++] = (kn__ntrans){ (uint32_t)s, t.mask };
    }
  *rev_out = rev;
  *roff_out = roff;
  return true;
}
