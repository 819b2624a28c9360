/* tour-narrow-gen.c - the build-time generator of tour-narrow-tables.c: finds
 * in the row automaton of tour-narrow.c the blocks kn__narrow_compose joins
 * (see tour-narrow.h), checks that they compose into valid tours for every
 * start the rules allow on every length from min_length to far beyond the
 * blocks' own lengths, and writes them out as C tables.
 *
 * Usage: tour-narrow-gen OUTPUT.c
 *
 * The choices (which cycle to repeat, which blocks lead in and out) are the
 * shortest ones a breadth-first search over the automaton finds, so the
 * output is the same on every run. */
#include "tour-narrow.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Search depths: blocks are a few rows long, cycles shorter still. */
#define MAX_BLOCK 28
#define MAX_CYCLE 8
/* Cycles considered on each side of the start. */
#define MAX_CANDIDATES 64
/* Lengths the check composes: far beyond every block, so every residue of
 * every remainder is seen with room to spare. */
#define CHECK_UPTO 240
#define REPLAY_UPTO 80

static void die(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  fputs("tour-narrow-gen: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

static void *xrealloc(void *p, size_t n)
{
  p = realloc(p, n ? n : 1);
  if (!p)
    die("out of memory");
  return p;
}

/* ------------------------------------------------------- layered search */

typedef struct {
  uint32_t state; /* KN__NFINAL for the end of a tour */
  uint8_t flag;   /* 0 before the start row, 1 + (its depth modulo start_mod) after */
  uint32_t pred;  /* index in the layer before */
  uint32_t mask;
} lnode;

typedef struct {
  lnode *v;
  size_t n, cap;
  uint32_t *slot; /* open addressing over (state, flag): index + 1 */
  size_t nslot;
} layer;

typedef struct {
  kn__nauto *a;
  int start_col;    /* -1: no start row */
  int start_at;     /* -1: the start row at any depth; else exactly at this one */
  int start_mod;    /* walks with the start at depths of each residue are kept apart */
  bool want_final;  /* the last row may end the walk */
  int depth;
  layer *layers;    /* depth + 1 of them */
} search;

static size_t node_hash(uint32_t state, uint8_t flag, size_t nslot)
{
  uint64_t z = ((uint64_t)state << 1 | flag) * 0x9E3779B97F4A7C15ull;
  return (size_t)(z >> 20) & (nslot - 1);
}

static void layer_add(layer *l, uint32_t state, uint8_t flag, uint32_t pred, uint32_t mask)
{
  if (2 * (l->n + 1) > l->nslot) {
    size_t ns = l->nslot ? 2 * l->nslot : 64;
    free(l->slot);
    l->slot = xrealloc(NULL, ns * sizeof *l->slot);
    memset(l->slot, 0, ns * sizeof *l->slot);
    l->nslot = ns;
    for (size_t i = 0; i < l->n; i++) {
      size_t h = node_hash(l->v[i].state, l->v[i].flag, ns);
      while (l->slot[h])
        h = (h + 1) & (ns - 1);
      l->slot[h] = (uint32_t)i + 1;
    }
  }
  size_t h = node_hash(state, flag, l->nslot);
  while (l->slot[h]) {
    const lnode *o = &l->v[l->slot[h] - 1];
    if (o->state == state && o->flag == flag)
      return;
    h = (h + 1) & (l->nslot - 1);
  }
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 64;
    l->v = xrealloc(l->v, l->cap * sizeof *l->v);
  }
  l->slot[h] = (uint32_t)l->n + 1;
  l->v[l->n++] = (lnode){ state, flag, pred, mask };
}

/* Breadth-first layers from (src, flag 0), `depth` rows deep. */
static void search_run(search *s, uint32_t src, int depth)
{
  s->depth = depth;
  s->layers = xrealloc(NULL, (size_t)(depth + 1) * sizeof *s->layers);
  memset(s->layers, 0, (size_t)(depth + 1) * sizeof *s->layers);
  layer_add(&s->layers[0], src, 0, 0, 0);
  for (int d = 0; d < depth; d++) {
    const layer *cur = &s->layers[d];
    layer *next = &s->layers[d + 1];
    for (size_t i = 0; i < cur->n; i++) {
      lnode nd = cur->v[i];
      if (nd.state == KN__NFINAL)
        continue;
      bool start_here = s->start_col >= 0 && !nd.flag && (s->start_at < 0 || s->start_at == d);
      bool must_start = s->start_col >= 0 && !nd.flag && s->start_at == d;
      if (s->start_col >= 0 && !nd.flag && s->start_at >= 0 && d > s->start_at)
        continue;
      size_t cnt;
      const kn__ntrans *t;
      if (!must_start) {
        t = kn__nauto_next(s->a, nd.state, 0, false, &cnt);
        for (size_t k = 0; k < cnt; k++)
          layer_add(next, t[k].to, nd.flag, (uint32_t)i, t[k].mask);
      }
      if (start_here) {
        t = kn__nauto_next(s->a, nd.state, 1u << s->start_col, false, &cnt);
        /* Copy: the next call reuses the array. */
        kn__ntrans buf[512];
        if (cnt > 512)
          die("too many transitions");
        memcpy(buf, t, cnt * sizeof *t);
        for (size_t k = 0; k < cnt; k++)
          layer_add(next, buf[k].to, (uint8_t)(1 + d % s->start_mod), (uint32_t)i, buf[k].mask);
      }
      if (s->want_final && (s->start_col < 0 || nd.flag)) {
        t = kn__nauto_next(s->a, nd.state, 0, true, &cnt);
        for (size_t k = 0; k < cnt; k++)
          layer_add(next, t[k].to, nd.flag, (uint32_t)i, t[k].mask);
      }
      if (kn__nauto_failed(s->a))
        die("out of memory");
    }
  }
}

static void search_free(search *s)
{
  for (int d = 0; d <= s->depth; d++) {
    free(s->layers[d].v);
    free(s->layers[d].slot);
  }
  free(s->layers);
}

/* The rows of the walk ending at node i of layer d, appended to rows. */
typedef struct {
  uint32_t *v;
  size_t n;
} rowbuf;

static kn__nblock extract(const search *s, int d, size_t i, rowbuf *rows)
{
  kn__nblock b = { d, -1, -1, -1, -1, -1, (uint32_t)rows->n };
  rows->v = xrealloc(rows->v, (rows->n + (size_t)d) * sizeof *rows->v);
  for (int k = d; k > 0; k--) {
    const lnode *nd = &s->layers[k].v[i];
    const lnode *pv = &s->layers[k - 1].v[nd->pred];
    rows->v[rows->n + (size_t)k - 1] = nd->mask;
    if (nd->flag && !pv->flag)
      b.start = k - 1;
    i = nd->pred;
  }
  rows->n += (size_t)d;
  return b;
}

/* ---------------------------------------------------------------- cycles */

typedef struct {
  int p;
  uint32_t states[MAX_CYCLE]; /* phase j: the state before row j of the cycle */
  uint32_t masks[MAX_CYCLE];
} cycle;

/* The shortest cycle of plain rows through state, if one is at most
 * MAX_CYCLE rows. */
static bool find_cycle(kn__nauto *a, uint32_t state, cycle *c)
{
  search s = { a, -1, -1, 1, false, 0, NULL };
  search_run(&s, state, MAX_CYCLE);
  bool found = false;
  for (int d = 1; d <= MAX_CYCLE && !found; d++)
    for (size_t i = 0; i < s.layers[d].n && !found; i++) {
      if (s.layers[d].v[i].state != state)
        continue;
      found = true;
      c->p = d;
      size_t j = i;
      for (int k = d; k > 0; k--) {
        const lnode *nd = &s.layers[k].v[j];
        c->masks[k - 1] = nd->mask;
        c->states[k - 1] = s.layers[k - 1].v[nd->pred].state;
        j = nd->pred;
      }
    }
  search_free(&s);
  return found;
}

static int phase_of(const cycle *c, uint32_t state)
{
  for (int j = 0; j < c->p; j++)
    if (c->states[j] == state)
      return j;
  return -1;
}

/* ------------------------------------------------------------ the tables */

typedef struct {
  kn__ntables t;
  rowbuf rows;
  cycle pre[KN__NMAX_CYCLES], post[KN__NMAX_CYCLES];
  int npre, npost; /* closed tours: post is pre */
  int ncols;       /* start columns: the left half of the row (4 wide: file 0) */
} built;

static void cycle_block(built *b, const cycle *c)
{
  kn__nblock blk = { c->p, -1, -1, -1, -1, -1, (uint32_t)b->rows.n };
  b->rows.v = xrealloc(b->rows.v, (b->rows.n + (size_t)c->p) * sizeof *b->rows.v);
  memcpy(b->rows.v + b->rows.n, c->masks, (size_t)c->p * sizeof *c->masks);
  b->rows.n += (size_t)c->p;
  b->t.cycles[b->t.ncycles++] = blk;
}

/* Which cycle (index into the table) and phase a state is, or -1. */
static int find_phase(const cycle *cs, int n, int base, uint32_t state, int *phase)
{
  for (int i = 0; i < n; i++) {
    int j = phase_of(&cs[i], state);
    if (j >= 0) {
      *phase = j;
      return base + i;
    }
  }
  return -1;
}

/* Heads: from the first row into each phase of each pre cycle, the
 * shortest walk of each length modulo the period. */
static void add_heads(kn__nauto *a, built *b)
{
  search s = { a, -1, -1, 1, false, 0, NULL };
  search_run(&s, kn__nauto_initial(a), MAX_BLOCK);
  bool have[KN__NMAX_CYCLES][MAX_CYCLE][MAX_CYCLE] = { { { false } } };
  for (int d = 0; d <= MAX_BLOCK; d++)
    for (size_t i = 0; i < s.layers[d].n; i++) {
      int ph, c = find_phase(b->pre, b->npre, 0, s.layers[d].v[i].state, &ph);
      if (c < 0 || have[c][ph][d % b->pre[c].p] || b->t.nheads == KN__NMAX_LIST)
        continue;
      have[c][ph][d % b->pre[c].p] = true;
      kn__nblock h = extract(&s, d, i, &b->rows);
      h.to_cycle = c;
      h.to = ph;
      b->t.heads[b->t.nheads++] = h;
    }
  search_free(&s);
}

/* Tails: from each phase of each post cycle to the end of the tour, the
 * shortest of each length modulo the period. */
static void add_tails(kn__nauto *a, built *b)
{
  const int base = b->t.closed ? 0 : b->npre;
  for (int c = 0; c < b->npost; c++)
    for (int j = 0; j < b->post[c].p; j++) {
      search s = { a, -1, -1, 1, true, 0, NULL };
      search_run(&s, b->post[c].states[j], MAX_BLOCK);
      bool have[MAX_CYCLE] = { false };
      for (int d = 1; d <= MAX_BLOCK; d++)
        for (size_t i = 0; i < s.layers[d].n; i++)
          if (s.layers[d].v[i].state == KN__NFINAL && !have[d % b->post[c].p] &&
              b->t.ntails < KN__NMAX_LIST) {
            have[d % b->post[c].p] = true;
            kn__nblock tl = extract(&s, d, i, &b->rows);
            tl.from_cycle = base + c;
            tl.from = j;
            b->t.tails[b->t.ntails++] = tl;
          }
      search_free(&s);
    }
}

/* The shortest walks from src holding the start (in column u; at depth
 * start_at, or anywhere when -1) into a phase of a post cycle: one for
 * each post cycle and residue of the start's depth modulo mod. */
static void add_starts(kn__nauto *a, built *b, uint32_t src, int u, int start_at, int mod,
                       kn__nblock *out, size_t *nout, size_t max)
{
  search s = { a, u, start_at, mod, false, 0, NULL };
  search_run(&s, src, MAX_BLOCK);
  bool have[KN__NMAX_CYCLES][MAX_CYCLE] = { { false } };
  for (int d = 1; d <= MAX_BLOCK; d++)
    for (size_t i = 0; i < s.layers[d].n; i++) {
      const lnode *nd = &s.layers[d].v[i];
      int ph, c = nd->flag ? find_phase(b->post, b->npost, b->npre, nd->state, &ph) : -1;
      if (c < 0 || have[c - b->npre][nd->flag - 1] || *nout == max)
        continue;
      have[c - b->npre][nd->flag - 1] = true;
      kn__nblock blk = extract(&s, d, i, &b->rows);
      blk.to_cycle = c;
      blk.to = ph;
      out[(*nout)++] = blk;
    }
  search_free(&s);
}

/* Rebuilds every block for the cycles chosen so far. */
static void build_blocks(kn__nauto *a, built *b)
{
  bool closed = b->t.closed;
  int W = b->t.width, ncols = b->ncols;
  free(b->rows.v);
  memset(&b->t, 0, sizeof b->t);
  memset(&b->rows, 0, sizeof b->rows);
  b->t.width = W;
  b->t.closed = closed;
  if (closed)
    memcpy(b->post, b->pre, sizeof b->pre), b->npost = b->npre;
  for (int c = 0; c < b->npre; c++)
    cycle_block(b, &b->pre[c]);
  for (int c = 0; c < b->npost && !closed; c++)
    cycle_block(b, &b->post[c]);
  add_heads(a, b);
  add_tails(a, b);
  for (int u = 0; u < ncols && !closed; u++) {
    for (int c = 0; c < b->npre; c++)
      for (int j = 0; j < b->pre[c].p; j++) {
        size_t first = b->t.nstarts[u];
        add_starts(a, b, b->pre[c].states[j], u, -1, b->pre[c].p, b->t.starts[u],
                   &b->t.nstarts[u], KN__NMAX_LIST);
        for (size_t k = first; k < b->t.nstarts[u]; k++) {
          b->t.starts[u][k].from_cycle = c;
          b->t.starts[u][k].from = j;
        }
      }
    for (int y = 0; y < KN__NMAX_NEAR; y++) {
      size_t nnear = 0;
      add_starts(a, b, kn__nauto_initial(a), u, y, 1, b->t.near[u][y], &nnear, KN__NMAX_CYCLES);
    }
  }
}

/* The state of phase j of table cycle c. */
static uint32_t cycle_state(const built *b, int32_t c, int32_t j)
{
  return c < b->npre ? b->pre[c].states[j] : b->post[c - b->npre].states[j];
}

/* Runs block blk (start in column u) from state st through the automaton;
 * it must end in `want` (KN__NFINAL: a complete tour). */
static void check_block(kn__nauto *a, const built *b, const kn__nblock *blk, int u, uint32_t st,
                        uint32_t want, const char *what)
{
  for (int32_t r = 0; r < blk->len && st < KN__NNONE; r++) {
    uint32_t term = r == blk->start ? 1u << u : 0;
    bool last = want == KN__NFINAL && r == blk->len - 1;
    st = kn__nauto_apply(a, st, b->rows.v[blk->off + (uint32_t)r], term, last);
  }
  if (st != want)
    die("%d wide: a %s block is not the walk it claims", b->t.width, what);
}

/* Every block is a walk from the state it leaves to the state it claims to
 * reach, so every composition of them is a walk from the first row to a
 * complete tour. */
static void check_blocks(kn__nauto *a, const built *b)
{
  const kn__ntables *t = &b->t;
  const uint32_t init = kn__nauto_initial(a);
  for (size_t c = 0; c < t->ncycles; c++) {
    const cycle *cy = (int)c < b->npre ? &b->pre[c] : &b->post[c - (size_t)b->npre];
    for (int j = 0; j < cy->p; j++)
      if (kn__nauto_apply(a, cy->states[j], cy->masks[j], 0, false) != cy->states[(j + 1) % cy->p])
        die("%d wide: a cycle is not a cycle", t->width);
  }
  for (size_t i = 0; i < t->nheads; i++)
    check_block(a, b, &t->heads[i], 0, init,
                cycle_state(b, t->heads[i].to_cycle, t->heads[i].to), "head");
  for (size_t i = 0; i < t->ntails; i++)
    check_block(a, b, &t->tails[i], 0, cycle_state(b, t->tails[i].from_cycle, t->tails[i].from),
                KN__NFINAL, "tail");
  for (int u = 0; u < KN__NARROW_MAX_WIDTH; u++) {
    for (size_t i = 0; i < t->nstarts[u]; i++) {
      const kn__nblock *s = &t->starts[u][i];
      check_block(a, b, s, u, cycle_state(b, s->from_cycle, s->from),
                  cycle_state(b, s->to_cycle, s->to), "start");
    }
    for (int y = 0; y < KN__NMAX_NEAR; y++)
      for (int i = 0; i < KN__NMAX_CYCLES && t->near[u][y][i].len > 0; i++) {
        const kn__nblock *s = &t->near[u][y][i];
        check_block(a, b, s, u, init, cycle_state(b, s->to_cycle, s->to), "near");
      }
  }
}

static bool valid_start(int W, int64_t n, int u, int64_t y)
{
  if (W == 4)
    return u == 0 || u == 3;
  return n % 2 == 0 || (u + y) % 2 == 0;
}

/* Composes every length from lo to CHECK_UPTO and every start the rules
 * allow (in the frame compose uses: the left half, nearer the first row);
 * counts the failures of each kind and returns the last length with one.
 * With replay, checks the tours up to REPLAY_UPTO rows by running them
 * through the automaton (check_blocks shows every block is a walk between
 * the states it claims, so longer ones are too). */
static int64_t check(kn__nauto *a, built *b, int64_t lo, bool replay, int *fail_start,
                     int *fail_tail)
{
  kn__ntables *t = &b->t;
  uint32_t *masks = xrealloc(NULL, CHECK_UPTO * sizeof *masks);
  int64_t last_fail = 0;
  *fail_start = *fail_tail = 0;
  for (int64_t n = lo; n <= CHECK_UPTO; n++) {
    if (t->closed && n % 2)
      continue; /* an odd number of squares: no closed tour */
    for (int u = 0; u < (t->closed ? 1 : b->ncols); u++)
      for (int64_t y = 0; 2 * y <= n - 1 && (y == 0 || !t->closed); y++) {
        if (!t->closed && !valid_start(t->width, n, u, y))
          continue;
        kn__compose_result r = kn__narrow_compose(t, b->rows.v, u, y, n, NULL, masks);
        if (r != KN__COMPOSED) {
          last_fail = n;
          *fail_start += r == KN__COMPOSE_START;
          *fail_tail += r == KN__COMPOSE_TAIL;
          continue;
        }
        if (!replay || n > REPLAY_UPTO)
          continue;
        uint32_t st = kn__nauto_initial(a);
        for (int64_t r2 = 0; r2 < n && st < KN__NNONE; r2++) {
          uint32_t term = !t->closed && r2 == y ? 1u << u : 0;
          st = kn__nauto_apply(a, st, masks[r2], term, r2 == n - 1);
        }
        if (st != KN__NFINAL)
          die("%d wide %s, %lld rows, start (%d, %lld): the blocks do not make a tour", t->width,
              t->closed ? "closed" : "open", (long long)n, u, (long long)y);
      }
  }
  free(masks);
  return last_fail;
}

/* Every state the automaton reaches from the first row through plain rows
 * and (open tours) through a start row in one of the first ncols columns. */
static void explore(kn__nauto *a, int ncols)
{
  kn__nauto_initial(a);
  for (size_t i = 0; i < kn__nauto_count(a); i++) {
    size_t cnt;
    kn__nauto_next(a, (uint32_t)i, 0, false, &cnt);
    for (int u = 0; u < ncols; u++)
      kn__nauto_next(a, (uint32_t)i, 1u << u, false, &cnt);
    if (kn__nauto_failed(a))
      die("out of memory");
  }
}

/* Which states the first row reaches within MAX_BLOCK plain rows. */
static bool *reached_from_start(kn__nauto *a)
{
  bool *r = xrealloc(NULL, kn__nauto_count(a));
  memset(r, 0, kn__nauto_count(a));
  search s = { a, -1, -1, 1, false, 0, NULL };
  search_run(&s, kn__nauto_initial(a), MAX_BLOCK);
  for (int d = 0; d <= MAX_BLOCK; d++)
    for (size_t i = 0; i < s.layers[d].n; i++)
      if (s.layers[d].v[i].state < kn__nauto_count(a))
        r[s.layers[d].v[i].state] = true;
  search_free(&s);
  return r;
}

/* Which states end a tour within MAX_BLOCK rows (plain rows, then the last). */
static bool *reaching_the_end(kn__nauto *a)
{
  const size_t n = kn__nauto_count(a);
  bool *r = xrealloc(NULL, n), *next = xrealloc(NULL, n);
  for (size_t i = 0; i < n; i++) {
    size_t cnt;
    kn__nauto_next(a, (uint32_t)i, 0, true, &cnt);
    r[i] = cnt > 0;
  }
  for (int d = 1; d < MAX_BLOCK; d++) {
    for (size_t i = 0; i < n; i++) {
      size_t cnt;
      const kn__ntrans *t = kn__nauto_next(a, (uint32_t)i, 0, false, &cnt);
      next[i] = r[i];
      for (size_t k = 0; k < cnt && !next[i]; k++)
        next[i] = t[k].to < n && r[t[k].to];
    }
    memcpy(r, next, n);
  }
  free(next);
  return r;
}

/* The candidate cycles, shortest first: through states the first row
 * reaches (pre) or from which the tour can end (post).  An open tour's
 * frontier before the start has no end behind it and the free end still
 * to place, or the free end behind it (the tour finishes there); after the
 * start, one more: anchors + free ends left is 1 before the start, 2 after. */
static cycle *candidates(kn__nauto *a, bool closed, bool post, const bool *useful,
                         size_t *count)
{
  const size_t n = kn__nauto_count(a);
  cycle *cs = xrealloc(NULL, MAX_CANDIDATES * sizeof *cs);
  size_t m = 0;
  /* States in the order found (nearest the first row first). */
  for (size_t i = 0; i < n && m < MAX_CANDIDATES; i++) {
    int an, fl;
    kn__nauto_info(a, (uint32_t)i, &an, &fl);
    bool want = closed ? an == 0 : an + fl == (post ? 2 : 1);
    if (want && useful[i] && find_cycle(a, (uint32_t)i, &cs[m]))
      m++;
  }
  /* Shortest cycles first (stable). */
  for (size_t i = 1; i < m; i++)
    for (size_t j = i; j > 0 && cs[j].p < cs[j - 1].p; j--) {
      cycle t = cs[j];
      cs[j] = cs[j - 1];
      cs[j - 1] = t;
    }
  *count = m;
  return cs;
}

/* The kind of a candidate: whether the free end is still to place. */
static int kind_of(kn__nauto *a, const cycle *c)
{
  int an, fl;
  kn__nauto_info(a, c->states[0], &an, &fl);
  return fl;
}

/* Adds the first candidate of the given kind (-1: any) not already a phase
 * of a chosen cycle, from *next on. */
static bool add_cycle(kn__nauto *a, cycle *chosen, int *n, const cycle *cands, size_t ncand,
                      size_t *next, int kind)
{
  for (size_t i = *next; i < ncand && *n < KN__NMAX_CYCLES; i++) {
    const cycle *c = &cands[i];
    int ph;
    if ((kind >= 0 && kind_of(a, c) != kind) || find_phase(chosen, *n, 0, c->states[0], &ph) >= 0)
      continue;
    chosen[(*n)++] = *c;
    if (kind < 0)
      *next = i + 1;
    return true;
  }
  return false;
}

static void build(int W, bool closed, built *b)
{
  kn__nauto *a = kn__nauto_new(W, closed, closed ? 0 : 1);
  if (!a)
    die("out of memory");
  memset(b, 0, sizeof *b);
  b->t.width = W;
  b->t.closed = closed;
  /* The start is taken into the left half: 4 wide, onto file 0 only. */
  b->ncols = closed ? 0 : W == 4 ? 1 : (W + 1) / 2;
  explore(a, b->ncols);
  bool *from_start = reached_from_start(a), *to_end = reaching_the_end(a);
  size_t npc, nqc = 0, ip = 0, iq = 0;
  cycle *pc = candidates(a, closed, false, from_start, &npc);
  cycle *qc = closed ? NULL : candidates(a, false, true, to_end, &nqc);
  /* Open tours: one cycle of each kind on each side, for the tours that
   * end after the start and those that turn back and end before it. */
  bool ok = add_cycle(a, b->pre, &b->npre, pc, npc, &ip, closed ? -1 : 1);
  if (!closed)
    ok = ok && add_cycle(a, b->pre, &b->npre, pc, npc, &ip, 0) &&
         add_cycle(a, b->post, &b->npost, qc, nqc, &iq, 1) &&
         add_cycle(a, b->post, &b->npost, qc, nqc, &iq, 0);
  if (!ok)
    die("%d wide: no cycles", W);
  /* Add cycles while long boards still have starts that do not compose. */
  for (;;) {
    build_blocks(a, b);
    int fs, ft;
    check(a, b, CHECK_UPTO / 2, false, &fs, &ft);
    if (getenv("NARROW_GEN_DEBUG"))
      fprintf(stderr, "%d wide %s: %d + %d cycles, %zu heads, %zu + %zu starts, %zu tails; "
              "%d starts and %d tails fail\n", W, closed ? "closed" : "open", b->npre, b->npost,
              b->t.nheads, b->t.nstarts[0], b->t.nstarts[1], b->t.ntails, fs, ft);
    if (!fs && !ft)
      break;
    bool added = fs || closed ? add_cycle(a, b->pre, &b->npre, pc, npc, &ip, -1)
                              : add_cycle(a, b->post, &b->npost, qc, nqc, &iq, -1);
    if (!added || b->npre + b->npost > KN__NMAX_CYCLES)
      die("%d wide %s: the blocks do not cover long boards", W, closed ? "closed" : "open");
  }
  int fs, ft;
  check_blocks(a, b);
  b->t.min_length = check(a, b, 1, true, &fs, &ft) + 1;
  free(from_start);
  free(to_end);
  free(pc);
  free(qc);
  kn__nauto_free(a);
}

/* ---------------------------------------------------------------- output */

static void print_block(FILE *f, const kn__nblock *b)
{
  fprintf(f, "{ %d, %d, %d, %d, %d, %d, %u }", b->len, b->start, b->from_cycle, b->from,
          b->to_cycle, b->to, b->off);
}

static void print_list(FILE *f, const char *name, const kn__nblock *v, size_t n)
{
  fprintf(f, "  .%s = {", name);
  for (size_t i = 0; i < n; i++) {
    fputs(i == 0 ? "\n    " : i % 3 ? ", " : ",\n    ", f);
    print_block(f, &v[i]);
  }
  fprintf(f, "\n  },\n  .n%s = %zu,\n", name, n);
}

static void print_tables(FILE *f, const char *name, const built *b)
{
  const kn__ntables *t = &b->t;
  fprintf(f, "const uint32_t kn__narrow_%s_rows[] = {", name);
  for (size_t i = 0; i < b->rows.n; i++)
    fprintf(f, "%s0x%05x,", i % 8 ? " " : "\n  ", b->rows.v[i]);
  fprintf(f, "\n};\n\nconst kn__ntables kn__narrow_%s = {\n", name);
  fprintf(f, "  .width = %d,\n  .closed = %s,\n", t->width, t->closed ? "true" : "false");
  print_list(f, "cycles", t->cycles, t->ncycles);
  print_list(f, "heads", t->heads, t->nheads);
  fprintf(f, "  .starts = {");
  for (int u = 0; u < KN__NARROW_MAX_WIDTH; u++) {
    fprintf(f, "\n    {");
    for (size_t j = 0; j < t->nstarts[u]; j++) {
      fputs(j == 0 ? "\n      " : j % 3 ? ", " : ",\n      ", f);
      print_block(f, &t->starts[u][j]);
    }
    fprintf(f, " },");
  }
  fprintf(f, "\n  },\n  .nstarts = { %zu, %zu, %zu, %zu },\n  .near = {", t->nstarts[0],
          t->nstarts[1], t->nstarts[2], t->nstarts[3]);
  for (int u = 0; u < KN__NARROW_MAX_WIDTH; u++) {
    fprintf(f, "\n    {");
    for (int y = 0; y < KN__NMAX_NEAR; y++) {
      fprintf(f, "\n      {");
      for (int i = 0; i < KN__NMAX_CYCLES && t->near[u][y][i].len > 0; i++) {
        fputs(i ? ", " : " ", f);
        print_block(f, &t->near[u][y][i]);
      }
      fprintf(f, " },");
    }
    fprintf(f, " },");
  }
  fprintf(f, "\n  },\n");
  print_list(f, "tails", t->tails, t->ntails);
  fprintf(f, "  .min_length = %lld,\n};\n\n", (long long)t->min_length);
}

int main(int argc, char **argv)
{
  if (argc != 2)
    die("usage: tour-narrow-gen OUTPUT.c");
  built w3o, w3c, w4o;
  build(3, false, &w3o);
  build(3, true, &w3c);
  build(4, false, &w4o);
  FILE *f = fopen(argv[1], "w");
  if (!f)
    die("cannot write %s", argv[1]);
  fprintf(f, "/* tour-narrow-tables.c - generated by tour-narrow-gen from the row automaton\n"
             " * of tour-narrow.c at build time; do not edit. */\n"
             "#include \"tour-narrow.h\"\n\n");
  print_tables(f, "w3_open", &w3o);
  print_tables(f, "w3_closed", &w3c);
  print_tables(f, "w4_open", &w4o);
  if (fclose(f) != 0)
    die("cannot write %s", argv[1]);
  free(w3o.rows.v);
  free(w3c.rows.v);
  free(w4o.rows.v);
  return 0;
}
