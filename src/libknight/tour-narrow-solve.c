/* tour-narrow-solve.c - knight's tours of empty boards 3 or 4 wide (and 5
 * wide to an end square): the blocks of tour-narrow-tables.c joined end to
 * end where they fit, else the exact pass over the row automaton of
 * tour-narrow.c (see there).
 *
 * The exact pass: the sets of states reachable after each row repeat with a
 * short period along a stretch of rows without an end square in it, so the
 * forward pass stores the sets up to the first repeat and finds every later
 * one by its index modulo the period.  A backward pass picks, row by row, a
 * state of the stored set that leads to the chosen one, and takes that
 * row's moves.  Both passes are linear in the length, and the answer is
 * exact: no tour exists exactly when the final state cannot be reached. */
#include "tour-narrow.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ the exact pass */

typedef struct {
  uint32_t *items; /* sorted state indices */
  uint32_t n;
  uint64_t hash;
} nset;

/* A stretch of rows with one kind of transition: sets[k] is the set of
 * states before row first + k; beyond nsets the sets repeat with period per
 * from pre on. */
typedef struct {
  int64_t first, len;
  uint32_t term_mask; /* the squares of the stretch's (one) row that are fixed ends */
  bool last;
  nset *sets;
  size_t nsets, cap, pre, per;
} nseg;

static int cmp_u32(const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static bool set_has(const nset *s, uint32_t v)
{
  size_t lo = 0, hi = s->n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (s->items[mid] == v)
      return true;
    if (s->items[mid] < v)
      lo = mid + 1;
    else
      hi = mid;
  }
  return false;
}

static bool set_equal(const nset *a, const nset *b)
{
  return a->hash == b->hash && a->n == b->n &&
         memcmp(a->items, b->items, a->n * sizeof *a->items) == 0;
}

static bool cancelled(const kn_limits *limits)
{
  return limits && limits->cancel && limits->cancel(limits->cancel_data);
}

/* next = the states one row of seg's kind after the states of cur; false
 * on no memory, or with *stop set when limits' cancel fired (5 wide a row
 * takes up to a second, so it polls every few thousand states). */
static bool step_set(kn__nauto *a, const nseg *seg, const nset *cur, nset *next,
                     const kn_limits *limits, bool *stop)
{
  size_t cap = 0, n = 0;
  uint32_t *items = NULL;
  for (uint32_t i = 0; i < cur->n; i++) {
    if ((i & 4095) == 4095 && cancelled(limits)) {
      *stop = true;
      free(items);
      return false;
    }
    size_t cnt;
    const kn__ntrans *t = kn__nauto_next(a, cur->items[i], seg->term_mask, seg->last, &cnt);
    if (kn__nauto_failed(a) || !kn__grow((void **)&items, &cap, n + cnt + 1, sizeof *items)) {
      free(items);
      return false;
    }
    for (size_t j = 0; j < cnt; j++)
      items[n++] = t[j].to;
  }
  /* Duplicates out first (a state is reached from many): a sort of the
   * distinct ones is much shorter, 5 wide. */
  size_t m = 0, nstates = kn__nauto_count(a);
  uint8_t *seen = n ? calloc(nstates + 1, 1) : NULL;
  if (n && !seen) {
    free(items);
    return false;
  }
  for (size_t i = 0; i < n; i++) {
    size_t k = items[i] < nstates ? items[i] : nstates; /* KN__NFINAL last */
    if (!seen[k]) {
      seen[k] = 1;
      items[m++] = items[i];
    }
  }
  free(seen);
  if (m)
    qsort(items, m, sizeof *items, cmp_u32);
  uint64_t h = 0x9E3779B97F4A7C15ull;
  for (size_t i = 0; i < m; i++)
    h = kn__mix64(h ^ items[i]);
  next->items = items;
  next->n = (uint32_t)m;
  next->hash = h;
  return true;
}

static const nset *seg_set(const nseg *seg, int64_t k)
{
  if ((size_t)k < seg->nsets)
    return &seg->sets[k];
  return &seg->sets[seg->pre + (size_t)(k - (int64_t)seg->pre) % seg->per];
}

/* Runs a segment from its input set (seg->sets[0], already stored). */
static kn_status run_seg(kn__nauto *a, nseg *seg, const kn_limits *limits)
{
  for (int64_t k = 1; k <= seg->len; k++) {
    if ((k & 255) == 0 && cancelled(limits))
      return KN_ERR_CANCELLED;
    nset next;
    bool stop = false;
    if (!step_set(a, seg, &seg->sets[k - 1], &next, limits, &stop))
      return stop ? KN_ERR_CANCELLED : KN_ERR_NOMEM;
    for (size_t j = 0; j < seg->nsets; j++)
      if (set_equal(&seg->sets[j], &next)) {
        free(next.items);
        seg->pre = j;
        seg->per = (size_t)k - j;
        return KN_OK;
      }
    if (!kn__grow((void **)&seg->sets, &seg->cap, seg->nsets + 1, sizeof *seg->sets)) {
      free(next.items);
      return KN_ERR_NOMEM;
    }
    seg->sets[seg->nsets++] = next;
  }
  return KN_OK;
}

/* One row's transition from some state of before into state b: its source
 * in *from and its mask.  rev/roff: the plain rows' transitions reversed.
 * False with *stop set when limits' cancel fired (a row that holds an end
 * runs through every state of before: about a second 5 wide). */
static bool find_pred(kn__nauto *a, const nseg *g, const nset *before, uint32_t b,
                      const kn__ntrans *rev, const uint32_t *roff, uint32_t *from, uint32_t *mask,
                      const kn_limits *limits, bool *stop)
{
  if (!g->term_mask && !g->last) {
    for (uint32_t j = roff[b]; j < roff[b + 1]; j++)
      if (set_has(before, rev[j].to)) {
        *from = rev[j].to;
        *mask = rev[j].mask;
        return true;
      }
    return false;
  }
  for (uint32_t j = 0; j < before->n; j++) {
    if ((j & 4095) == 4095 && cancelled(limits)) {
      *stop = true;
      return false;
    }
    size_t cnt;
    const kn__ntrans *t = kn__nauto_next(a, before->items[j], g->term_mask, g->last, &cnt);
    for (size_t k = 0; k < cnt; k++)
      if (t[k].to == b) {
        *from = before->items[j];
        *mask = t[k].mask;
        return true;
      }
  }
  return false;
}

/* The exact pass: masks[0 .. length - 1] of a tour, *found false when none
 * exists.  Fixed ends (open tours) from q. */
static kn_status exact_masks(const kn__narrow *q, const kn_limits *limits, uint32_t *masks,
                             bool *found)
{
  const int64_t N = q->length;
  const int nends = q->closed ? 0 : q->nends;
  *found = false;
  kn__nauto *a = kn__nauto_new(q->width, q->closed, q->closed ? 0 : 2 - nends);
  if (!a)
    return KN_ERR_NOMEM;

  /* The rows holding fixed ends, and the last row, get segments of their own. */
  int64_t special[3];
  int nsp = 0;
  for (int i = 0; i < nends; i++)
    special[nsp++] = q->ends[i].v;
  special[nsp++] = N - 1;
  for (int i = 1; i < nsp; i++)
    for (int j = i; j > 0 && special[j] < special[j - 1]; j--) {
      int64_t t = special[j];
      special[j] = special[j - 1];
      special[j - 1] = t;
    }

  nseg segs[7];
  size_t nsegs = 0;
  memset(segs, 0, sizeof segs);
  kn_status st = KN_ERR_NOMEM;
  kn__ntrans *rev = NULL;
  uint32_t *roff = NULL;
  nset cur = { NULL, 0, 1 };
  uint32_t i0 = kn__nauto_initial(a);
  if (i0 == KN__NNONE || !(cur.items = malloc(sizeof *cur.items)))
    goto out;
  cur.items[0] = i0;
  cur.n = 1;

  for (int64_t row = 0, sp = 0; row < N && cur.n;) {
    while (sp < nsp && special[sp] < row)
      sp++;
    nseg *g = &segs[nsegs];
    g->first = row;
    if (special[sp] == row) {
      g->len = 1;
      g->last = row == N - 1;
      for (int i = 0; i < nends; i++)
        if (q->ends[i].v == row)
          g->term_mask |= 1u << q->ends[i].u;
    } else {
      g->len = special[sp] - row;
    }
    if (!kn__grow((void **)&g->sets, &g->cap, 1, sizeof *g->sets))
      goto out;
    /* The first segment owns the initial set; each later one shares its
     * input with the segment before. */
    g->sets[0] = cur;
    g->nsets = 1;
    nsegs++;
    st = run_seg(a, g, limits);
    if (st != KN_OK)
      goto out;
    cur = *seg_set(g, g->len);
    row += g->len;
  }
  st = KN_OK;
  if (cur.n == 0 || cur.items[0] != KN__NFINAL)
    goto out; /* the final state cannot be reached: no tour */

  st = KN_ERR_CANCELLED;
  if (cancelled(limits))
    goto out; /* before reversing the transitions, tens of millions 5 wide */
  st = KN_ERR_NOMEM;
  if (!kn__nauto_reverse(a, &rev, &roff))
    goto out;
  uint32_t b = KN__NFINAL;
  for (size_t gi = nsegs; gi-- > 0;) {
    const nseg *g = &segs[gi];
    for (int64_t k = g->len; k >= 1; k--) {
      int64_t r = g->first + k - 1;
      if ((r & 0xFFFF) == 0 && cancelled(limits)) {
        st = KN_ERR_CANCELLED;
        goto out;
      }
      uint32_t from;
      bool stop = false;
      if (!find_pred(a, g, seg_set(g, k - 1), b, rev, roff, &from, &masks[r], limits, &stop)) {
        /* Every stored state leads on, so this is a bug, not a "none". */
        st = stop ? KN_ERR_CANCELLED : kn__nauto_failed(a) ? KN_ERR_NOMEM : KN_ERR_INVALID;
        goto out;
      }
      b = from;
    }
  }
  *found = true;
  st = KN_OK;
out:
  if (nsegs == 0)
    free(cur.items);
  for (size_t i = 0; i < nsegs; i++) {
    for (size_t j = i == 0 ? 0 : 1; j < segs[i].nsets; j++)
      free(segs[i].sets[j].items);
    free(segs[i].sets);
  }
  free(rev);
  free(roff);
  if (st == KN_OK && kn__nauto_failed(a))
    st = KN_ERR_NOMEM;
  kn__nauto_free(a);
  return st;
}

/* ---------------------------------------------------------------- tours */

static const int8_t kdx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int8_t kdy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

static unsigned code_of(int dx, int dy)
{
  for (unsigned k = 0; k < 8; k++)
    if (kdx[k] == dx && kdy[k] == dy)
      return k;
  return 15;
}

/* The tour of masks (rows in the frame where the walk starts at (su, sv);
 * mirror and flip map that frame to q's) walked into board cells, in
 * *cells_out (malloc'ed; the caller frees it). */
static kn_status walk_masks(const kn__narrow *q, const uint32_t *masks, int32_t su, int64_t sv,
                            bool mirror, bool flip, const kn_limits *limits, uint32_t **cells_out)
{
  const int W = q->width;
  const int64_t N = q->length;
  const uint64_t n = (uint64_t)W * (uint64_t)N;
  /* The moves into two 4-bit codes a square (15: none, at an end). */
  uint8_t *codes = malloc((size_t)n);
  if (!codes)
    return KN_ERR_NOMEM;
  memset(codes, 0xFF, (size_t)n);
  for (int64_t r = 0; r < N; r++)
    for (int c = 0; c < W; c++) {
      if (c == 0 && (r & 0xFFFF) == 0xFFFF && cancelled(limits)) {
        free(codes);
        return KN_ERR_CANCELLED;
      }
      uint32_t m = masks[r] >> (5 * c);
      for (int k = 0; k < 4; k++) {
        if (!((m >> k) & 1u))
          continue;
        uint64_t me = (uint64_t)r * (uint64_t)W + (uint64_t)c;
        uint64_t other = (uint64_t)(r + kn__ncand_dv[k]) * (uint64_t)W + (uint64_t)(c + kn__ncand_du[k]);
        uint8_t cm = (uint8_t)code_of(kn__ncand_du[k], kn__ncand_dv[k]);
        uint8_t co = (uint8_t)code_of(-kn__ncand_du[k], -kn__ncand_dv[k]);
        codes[me] = (codes[me] & 0x0F) == 0x0F ? (uint8_t)((codes[me] & 0xF0) | cm)
                                                : (uint8_t)((codes[me] & 0x0F) | cm << 4);
        codes[other] = (codes[other] & 0x0F) == 0x0F
                         ? (uint8_t)((codes[other] & 0xF0) | co)
                         : (uint8_t)((codes[other] & 0x0F) | co << 4);
      }
    }
  /* The biggest allocation comes last, after a chance to cancel. */
  uint32_t *cells = cancelled(limits) ? NULL : malloc((size_t)n * sizeof *cells);
  if (!cells) {
    free(codes);
    return cancelled(limits) ? KN_ERR_CANCELLED : KN_ERR_NOMEM;
  }
  int64_t pu = -1, pv = -1, cu = su, cv = sv;
  for (uint64_t i = 0; i < n; i++) {
    if ((i & ((1u << 18) - 1)) == 0 && i && cancelled(limits)) {
      free(codes);
      free(cells);
      return KN_ERR_CANCELLED;
    }
    int64_t bu = mirror ? W - 1 - cu : cu, bv = flip ? N - 1 - cv : cv;
    cells[i] = q->transposed ? (uint32_t)((uint64_t)bu * (uint64_t)N + (uint64_t)bv)
                             : (uint32_t)((uint64_t)bv * (uint64_t)W + (uint64_t)bu);
    uint8_t v = codes[(uint64_t)cv * (uint64_t)W + (uint64_t)cu];
    int64_t nu = -1, nv = -1;
    for (int j = 0; j < 2; j++) {
      unsigned k = j ? v >> 4 : v & 0x0Fu;
      if (k > 7)
        continue;
      int64_t tu = cu + kdx[k], tv = cv + kdy[k];
      if (tu == pu && tv == pv)
        continue;
      nu = tu;
      nv = tv;
      break;
    }
    pu = cu;
    pv = cv;
    cu = nu;
    cv = nv;
  }
  free(codes);
  *cells_out = cells;
  return KN_OK;
}

/* The first square with one tour move (an end), in the masks' frame. */
static void find_end(const kn__narrow *q, const uint32_t *masks, int32_t *u, int64_t *v)
{
  for (int64_t r = 0; r < q->length; r++)
    for (int c = 0; c < q->width; c++)
      if ((masks[r] >> (5 * c + 4)) & 1u) {
        *u = c;
        *v = r;
        return;
      }
}

static kn_status narrow_solve(const kn__narrow *q, bool blocks, const kn_limits *limits,
                              uint32_t **cells_out)
{
  *cells_out = NULL;
  const int W = q->width;
  const int64_t N = q->length;
  if (W < 3 || W > KN__NAUTO_MAX_WIDTH || N < 1 || q->nends < 0 || q->nends > 2)
    return KN_ERR_INVALID;
  uint32_t *masks = malloc((size_t)N * sizeof *masks);
  kn_status st = KN_ERR_NOMEM;
  if (!masks)
    goto out;

  /* The blocks first: closed tours, and open ones from one fixed start (or
   * none), in the frame where the start is in the left half of the row
   * and nearer the first row. */
  const kn__ntables *t = NULL;
  const uint32_t *rows = NULL;
  if (q->closed && W == 3) {
    t = &kn__narrow_w3_closed;
    rows = kn__narrow_w3_closed_rows;
  } else if (!q->closed && q->nends < 2 && W <= KN__NARROW_MAX_WIDTH) {
    t = W == 3 ? &kn__narrow_w3_open : &kn__narrow_w4_open;
    rows = W == 3 ? kn__narrow_w3_open_rows : kn__narrow_w4_open_rows;
  }
  kn__narrow_square s = q->nends ? q->ends[0] : (kn__narrow_square){ 0, 0 };
  bool mirror = 2 * s.u > W - 1, flip = 2 * s.v > N - 1;
  int32_t fu = mirror ? W - 1 - s.u : s.u;
  int64_t fv = flip ? N - 1 - s.v : s.v;
  kn__compose_result composed =
    blocks && t ? kn__narrow_compose(t, rows, fu, fv, N, limits, masks) : KN__COMPOSE_SHORT;
  if (composed == KN__COMPOSE_CANCELLED) {
    st = KN_ERR_CANCELLED;
    goto out;
  }
  if (composed == KN__COMPOSED) {
    if (q->closed) {
      mirror = flip = false;
      fu = q->start.u;
      fv = q->start.v;
    }
    st = walk_masks(q, masks, fu, fv, mirror, flip, limits, cells_out);
  } else {
    bool found;
    st = exact_masks(q, limits, masks, &found);
    if (st != KN_OK || !found)
      goto out;
    int32_t su = q->closed ? q->start.u : s.u;
    int64_t sv = q->closed ? q->start.v : s.v;
    if (!q->closed && q->nends == 0)
      find_end(q, masks, &su, &sv);
    st = walk_masks(q, masks, su, sv, false, false, limits, cells_out);
  }
out:
  free(masks);
  return st;
}

kn_status kn__narrow_solve(const kn__narrow *q, const kn_limits *limits, uint32_t **cells)
{
  return narrow_solve(q, true, limits, cells);
}

kn_status kn__narrow_exact(const kn__narrow *q, const kn_limits *limits, uint32_t **cells)
{
  return narrow_solve(q, false, limits, cells);
}
