/* tour-search.c - depth-first search for leaper tours (Hamiltonian paths and
 * cycles) on grids with blocked squares: Warnsdorff's move order, pruning,
 * a node budget and a cancel callback.
 *
 * The first descent of the search is exactly Warnsdorff's rule (fewest
 * onward moves first; ties go to the square farther from the centre, after
 * Roth, then to a seeded order of the moves), so on most boards it finds a
 * tour without ever backtracking.  When it does backtrack, the pruning below
 * keeps exhaustive searches of small boards short enough to serve as proofs
 * that no tour exists.
 *
 * Pruning, with U the unvisited squares and c the square just reached; e(u)
 * counts u's neighbours in U plus c (and, for closed tours, the start, to
 * which the route must come back; for a given end square, one more for it):
 *  - every u in U needs e(u) >= 2, except, without a given end, the one
 *    square where an open route ends, which needs 1; a neighbour of c with
 *    no other way out must be the last square.  Counters of squares with few free neighbours are kept up
 *    to date on every step, so the test costs O(8) a node.
 *  - U must be connected to c (a flood fill: once the search has backtracked,
 *    at every node on small boards, now and then on big ones, where it would
 *    cost more than it saves).
 *  - at the root: a bipartite leaper (m + n odd) alternates colours, so the
 *    colour counts must fit an alternating route from the start.
 * The search is iterative: an explicit stack, so a tour of a million squares
 * needs no deep recursion.
 *
 * With a trace, every event gets a note saying why (kn_trace_note): what
 * decided a square, and which rule above gave a node up, with a witness
 * square.  The witnesses are found only while the trace records, and
 * cheaply: at a node that was not given up no square is cut off and (open
 * routes) at most one square away from it has one way in, so the squares
 * a step can newly condemn are the predecessor's neighbours and that one
 * square, which each depth remembers (`lone`). */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

#define NONE_CELL UINT32_MAX

enum { ST_BLOCKED = 0, ST_FREE = 1, ST_VISITED = 2 };

/* Below this many unvisited squares the flood fill runs at every node. */
#define CONN_EVERY_NODE 256u

/* What a depth remembers for the notes (only with a trace or route notes). */
typedef struct {
  uint8_t why0;    /* what decided the first choice there (kn_trace_why) */
  uint8_t gone;    /* why the node there was given up (kn_trace_why) */
  uint32_t w1, w2; /* the witnesses of gone, or NONE_CELL */
  uint32_t lone;   /* recording, open routes without an end: the unvisited square with
                    * one way in that is not a move from the node, or NONE_CELL */
} depth_note;

typedef struct {
  const kn__search *in;
  int32_t dx[8], dy[8];
  int64_t doff[8];
  int noff;
  uint8_t perm[8];   /* tie-break rank of each move, from the seed */
  uint8_t *st;       /* per cell: ST_* */
  uint8_t *du;       /* per cell: free unvisited neighbours */
  uint8_t *cand;     /* 8 per depth: moves still to try, best first */
  uint8_t *ncand, *idx;
  uint32_t *stamp, *queue;
  uint32_t token;
  uint64_t cnt0, cnt1; /* unvisited squares with f = 0, f = 1 (see f()) */
  uint64_t remaining;  /* unvisited free squares */
  uint64_t since_conn;
  bool backtracked;    /* the first descent failed somewhere */
  bool cancelled;      /* the cancel callback fired inside a long loop */
  kn_square sq0;       /* the start */
  depth_note *dn;      /* nfree of them with a trace or route notes, else NULL */
} ctx;

static inline kn_square cell_sq(const ctx *c, uint32_t cell)
{
  kn_square s = { (int32_t)(cell % (uint32_t)c->in->w), (int32_t)(cell / (uint32_t)c->in->w) };
  return s;
}

static inline bool leap_between(const ctx *c, kn_square a, kn_square b)
{
  int32_t dx = a.x > b.x ? a.x - b.x : b.x - a.x;
  int32_t dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return (dx == c->in->leaper.m && dy == c->in->leaper.n) ||
         (dx == c->in->leaper.n && dy == c->in->leaper.m);
}

/* The free neighbours of cell (visited or not), as cells; returns how many.
 * dirs (may be NULL) receives the move index of each. */
static inline int neighbours(const ctx *c, uint32_t cell, uint32_t out[8], uint8_t dirs[8])
{
  kn_square p = cell_sq(c, cell);
  int n = 0;
  for (int k = 0; k < c->noff; k++) {
    int64_t x = (int64_t)p.x + c->dx[k], y = (int64_t)p.y + c->dy[k];
    if (x < 0 || y < 0 || x >= c->in->w || y >= c->in->h)
      continue;
    uint32_t u = (uint32_t)((int64_t)cell + c->doff[k]);
    if (c->st[u] == ST_BLOCKED)
      continue;
    if (dirs)
      dirs[n] = (uint8_t)k;
    out[n++] = u;
  }
  return n;
}

/* The exits u still has once it is entered: its unvisited neighbours, plus
 * the start for a closed tour, which the route must reach at the end; a
 * given end square counts one more too (an imaginary move on from it), so
 * that it, like every other square, needs two. */
static inline unsigned f(const ctx *c, uint32_t u)
{
  unsigned v = c->du[u];
  if (c->in->closed && leap_between(c, cell_sq(c, u), c->sq0))
    v++;
  if (c->in->has_end && u == c->in->end)
    v++;
  return v;
}

static inline void count_add(ctx *c, unsigned fv, int sign)
{
  if (fv == 0)
    c->cnt0 += (uint64_t)(int64_t)sign;
  else if (fv == 1)
    c->cnt1 += (uint64_t)(int64_t)sign;
}

static void visit(ctx *c, uint32_t cell)
{
  count_add(c, f(c, cell), -1);
  c->st[cell] = ST_VISITED;
  c->remaining--;
  uint32_t nb[8];
  int n = neighbours(c, cell, nb, NULL);
  for (int i = 0; i < n; i++) {
    uint32_t u = nb[i];
    if (c->st[u] == ST_FREE) {
      unsigned old = f(c, u);
      count_add(c, old, -1);
      count_add(c, old - 1, +1);
    }
    c->du[u]--;
  }
}

static void unvisit(ctx *c, uint32_t cell)
{
  uint32_t nb[8];
  int n = neighbours(c, cell, nb, NULL);
  for (int i = 0; i < n; i++) {
    uint32_t u = nb[i];
    if (c->st[u] == ST_FREE) {
      unsigned old = f(c, u);
      count_add(c, old, -1);
      count_add(c, old + 1, +1);
    }
    c->du[u]++;
  }
  c->st[cell] = ST_FREE;
  c->remaining++;
  count_add(c, f(c, cell), +1);
}

/* Polls the cancel callback; remembers a request for the main loop. */
static bool poll_cancel(ctx *c)
{
  if (c->in->cancel && c->in->cancel(c->in->cancel_data))
    c->cancelled = true;
  return c->cancelled;
}

/* Whether every unvisited square can be reached from cur over unvisited squares. */
static bool connected(ctx *c, uint32_t cur)
{
  if (++c->token == 0) {
    memset(c->stamp, 0, (size_t)c->in->w * (size_t)c->in->h * sizeof *c->stamp);
    c->token = 1;
  }
  size_t head = 0, tail = 0;
  uint32_t nb[8];
  int n = neighbours(c, cur, nb, NULL);
  for (int i = 0; i < n; i++)
    if (c->st[nb[i]] == ST_FREE && c->stamp[nb[i]] != c->token) {
      c->stamp[nb[i]] = c->token;
      c->queue[tail++] = nb[i];
    }
  while (head < tail) {
    uint32_t v = c->queue[head++];
    /* A fill of a huge board takes a while: let a cancel through. */
    if ((head & 0xFFFF) == 0 && poll_cancel(c))
      return true;
    n = neighbours(c, v, nb, NULL);
    for (int i = 0; i < n; i++)
      if (c->st[nb[i]] == ST_FREE && c->stamp[nb[i]] != c->token) {
        c->stamp[nb[i]] = c->token;
        c->queue[tail++] = nb[i];
      }
  }
  return tail == c->remaining;
}

static inline uint32_t req_of(const ctx *c, uint32_t cell, int i)
{
  return c->in->req ? c->in->req[2 * (size_t)cell + (size_t)i] : NONE_CELL;
}

/* The one required partner of cur not yet joined to it (its predecessor
 * joins one); NONE_CELL when none is owed.  *bad is set when two are owed. */
static uint32_t owed_partner(const ctx *c, uint32_t cur, uint32_t pred, bool *bad)
{
  uint32_t owed = NONE_CELL;
  *bad = false;
  for (int i = 0; i < 2; i++) {
    uint32_t q = req_of(c, cur, i);
    if (q == NONE_CELL || q == pred)
      continue;
    if (owed != NONE_CELL)
      *bad = true;
    owed = q;
  }
  return owed;
}

/* Whether stepping from cur onto u keeps u's required edges possible. */
static bool req_allows(const ctx *c, uint32_t cur, uint32_t u)
{
  int others = 0;
  for (int i = 0; i < 2; i++) {
    uint32_t q = req_of(c, u, i);
    if (q == NONE_CELL || q == cur)
      continue;
    others++;
    /* u's successor must be q, or for a closed tour u is last and q the start. */
    if (c->st[q] != ST_FREE && !(c->in->closed && q == c->in->start))
      return false;
  }
  return others <= 1;
}

typedef struct {
  uint8_t dir;
  uint8_t deg;
  uint8_t rank;
  uint64_t dist; /* from the centre, squared and times 4: exact on any board */
} cand_key;

static bool key_before(const cand_key *a, const cand_key *b, bool random_ties)
{
  if (a->deg != b->deg)
    return a->deg < b->deg;
  if (!random_ties && a->dist != b->dist)
    return a->dist > b->dist;
  return a->rank < b->rank;
}

/* Records why the node at depth d is given up (for its BACKTRACK note). */
static inline bool give_up(ctx *c, uint64_t d, kn_trace_why why, uint32_t w1, uint32_t w2)
{
  if (c->dn) {
    c->dn[d].gone = (uint8_t)why;
    c->dn[d].w1 = w1;
    c->dn[d].w2 = w2;
  }
  return false;
}

/* Whether u is unvisited, not a move from cur and has f(u) == fv. */
static inline bool far_with(const ctx *c, kn_square cur, uint32_t u, unsigned fv)
{
  return c->st[u] == ST_FREE && !leap_between(c, cur, cell_sq(c, u)) && f(c, u) == fv;
}

/* Up to want (1 or 2) unvisited squares with f == fv that are not a move
 * from the node at depth d, into out; returns how many.  Where the node's
 * parent was not given up, they are among the parent's neighbours and its
 * lone square (see the top of the file); a scan of the board makes sure,
 * and serves the root. */
static int far_squares(const ctx *c, const uint32_t *path, uint64_t d, unsigned fv, int want,
                       uint32_t out[2])
{
  kn_square cur = cell_sq(c, path[d]);
  int n = 0;
  if (d > 0) {
    uint32_t nb[9];
    int m = neighbours(c, path[d - 1], nb, NULL);
    if (c->dn[d - 1].lone != NONE_CELL)
      nb[m++] = c->dn[d - 1].lone;
    for (int i = 0; i < m && n < want; i++)
      if (far_with(c, cur, nb[i], fv) && (n == 0 || out[0] != nb[i]))
        out[n++] = nb[i];
  }
  const size_t cells = (size_t)c->in->w * (size_t)c->in->h;
  for (size_t i = 0; i < cells && n < want; i++)
    if (far_with(c, cur, (uint32_t)i, fv) && (n == 0 || out[0] != (uint32_t)i))
      out[n++] = (uint32_t)i;
  return n;
}

/* The first unvisited square the last flood fill (connected) did not reach. */
static uint32_t unreached(const ctx *c)
{
  const size_t cells = (size_t)c->in->w * (size_t)c->in->h;
  for (size_t i = 0; i < cells; i++)
    if (c->st[i] == ST_FREE && c->stamp[i] != c->token)
      return (uint32_t)i;
  return NONE_CELL;
}

/* What put the first of nk ordered candidates first. */
static kn_trace_why first_why(const cand_key *keys, int nk, bool random_ties)
{
  if (nk == 1)
    return KN_WHY_ONLY;
  if (keys[0].deg != keys[1].deg)
    return KN_WHY_FEWEST;
  if (!random_ties && keys[0].dist != keys[1].dist)
    return KN_WHY_FARTHEST;
  return KN_WHY_SEEDED;
}

/* Evaluates the node at depth d (cur = path[d]): true when the route is
 * complete; otherwise fills the candidate moves (none when pruned). */
static bool expand(ctx *c, const uint32_t *path, uint64_t d)
{
  const kn__search *in = c->in;
  uint32_t cur = path[d];
  uint32_t pred = d ? path[d - 1] : NONE_CELL;
  uint8_t *cand = c->cand + 8 * d;
  c->ncand[d] = 0;
  c->idx[d] = 0;
  /* Witnesses cost a scan now and then: only for a trace that records. */
  const bool rec = c->dn && kn__trace_recording(in->trace);
  uint32_t w[2] = { NONE_CELL, NONE_CELL };

  bool bad;
  uint32_t owed = owed_partner(c, cur, pred, &bad);
  if (d == 0 && in->closed && bad) {
    bad = false; /* the start may owe two: one to its successor, one to the last square */
    owed = NONE_CELL;
  }
  if (bad)
    return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);

  if (c->remaining == 0) {
    if (!in->closed) {
      if (owed != NONE_CELL)
        return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);
      if (in->has_end && cur != in->end)
        return give_up(c, d, KN_WHY_NOT_CLOSING, in->end, NONE_CELL);
      return true;
    }
    if (!leap_between(c, cell_sq(c, cur), c->sq0))
      return give_up(c, d, KN_WHY_NOT_CLOSING, in->start, NONE_CELL);
    if (owed != NONE_CELL && owed != in->start)
      return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);
    /* The start's required partners: its successor and, now, cur. */
    bool b2;
    uint32_t s_owed = owed_partner(c, in->start, path[1], &b2);
    if (!b2 && (s_owed == NONE_CELL || s_owed == cur))
      return true;
    return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);
  }
  if (owed != NONE_CELL && c->st[owed] != ST_FREE)
    return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);

  /* Degree pruning (see the top of the file). */
  uint32_t nb[8];
  uint8_t dirs[8];
  int n = neighbours(c, cur, nb, dirs);
  uint64_t near0 = 0, near1 = 0;
  uint32_t dead = NONE_CELL, dead2 = NONE_CELL;
  for (int i = 0; i < n; i++) {
    if (c->st[nb[i]] != ST_FREE)
      continue;
    unsigned fv = f(c, nb[i]);
    if (fv == 0) {
      near0++;
      dead2 = dead;
      dead = nb[i];
    } else if (fv == 1) {
      near1++;
    }
  }
  uint64_t far0 = c->cnt0 - near0, far1 = c->cnt1 - near1;
  if (far0 > 0) {
    if (rec)
      far_squares(c, path, d, 0, 1, w);
    return give_up(c, d, KN_WHY_CUT_OFF, w[0], NONE_CELL);
  }
  if (in->closed || in->has_end) {
    /* Every square needs two exits (see f): one with a single exit must
     * be entered next, one with none is lost. */
    if (far1 > 0) {
      if (rec)
        far_squares(c, path, d, 1, 1, w);
      return give_up(c, d, KN_WHY_ONE_WAY, w[0], NONE_CELL);
    }
    if (near0 > 0)
      return give_up(c, d, KN_WHY_STRANDED, dead, dead2);
    if (in->closed && c->du[in->start] == 0)
      return give_up(c, d, KN_WHY_NO_RETURN, in->start, NONE_CELL);
  } else {
    if (near0 > 1)
      return give_up(c, d, KN_WHY_STRANDED, dead, dead2);
    if (far1 > 1) {
      if (rec)
        far_squares(c, path, d, 1, 2, w);
      return give_up(c, d, KN_WHY_TWO_ENDS, w[0], w[1]);
    }
    if (near0 == 1) {
      if (c->remaining != 1)
        return give_up(c, d, KN_WHY_STRANDED, dead, NONE_CELL);
      owed = owed == NONE_CELL ? dead : owed;
      if (owed != dead)
        return give_up(c, d, KN_WHY_REQUIRED, NONE_CELL, NONE_CELL);
    }
  }

  /* The first descent goes without flood fills: Warnsdorff seldom cuts the
   * board in two, and a tour found at once needs no pruning. */
  if (c->remaining > 2 && c->backtracked) {
    bool check = c->remaining <= CONN_EVERY_NODE;
    if (!check && ++c->since_conn >= c->remaining / 16) {
      c->since_conn = 0;
      check = true;
    }
    if (check && !connected(c, cur))
      return give_up(c, d, KN_WHY_DISCONNECTED, rec ? unreached(c) : NONE_CELL, NONE_CELL);
  }

  /* Candidates in Warnsdorff order. */
  cand_key keys[8];
  int nk = 0;
  for (int i = 0; i < n; i++) {
    uint32_t u = nb[i];
    if (c->st[u] != ST_FREE)
      continue;
    if (owed != NONE_CELL && u != owed)
      continue;
    if (in->has_end && u == in->end && c->remaining > 1)
      continue; /* the end square comes last */
    if (d == 0 && in->closed && in->req) {
      /* A closed tour's first move must use one of the start's required
       * edges when it has two (the other closes the tour). */
      uint32_t r0 = req_of(c, cur, 0), r1 = req_of(c, cur, 1);
      if (r0 != NONE_CELL && r1 != NONE_CELL && u != r0 && u != r1)
        continue;
    }
    if (in->req && !req_allows(c, cur, u))
      continue;
    kn_square p = cell_sq(c, u);
    int64_t ddx = 2 * (int64_t)p.x - (in->w - 1), ddy = 2 * (int64_t)p.y - (in->h - 1);
    cand_key k = { dirs[i], c->du[u], c->perm[dirs[i]],
                   (uint64_t)(ddx * ddx) + (uint64_t)(ddy * ddy) };
    int j = nk++;
    while (j > 0 && key_before(&k, &keys[j - 1], in->random_ties)) {
      keys[j] = keys[j - 1];
      j--;
    }
    keys[j] = k;
  }
  for (int i = 0; i < nk; i++)
    cand[i] = keys[i].dir;
  c->ncand[d] = (uint8_t)nk;
  if (c->dn) {
    if (nk == 0) {
      /* Nowhere to go: nothing unvisited a move away, or only squares the
       * rules above keep for later. */
      kn_trace_why why = KN_WHY_DEAD_END;
      uint32_t wit = cur;
      for (int i = 0; i < n; i++)
        if (c->st[nb[i]] == ST_FREE) {
          why = in->has_end && nb[i] == in->end ? KN_WHY_END_WAITS : KN_WHY_REQUIRED;
          wit = in->has_end && nb[i] == in->end ? nb[i] : NONE_CELL;
          break;
        }
      return give_up(c, d, why, wit, NONE_CELL);
    }
    c->dn[d].why0 = (uint8_t)first_why(keys, nk, in->random_ties);
    give_up(c, d, KN_WHY_EXHAUSTED, NONE_CELL, NONE_CELL); /* should every choice fail */
    c->dn[d].lone = NONE_CELL;
    if (rec && !in->closed && !in->has_end && far1 == 1 && far_squares(c, path, d, 1, 1, w) == 1)
      c->dn[d].lone = w[0];
  }
  return false;
}

/* Checks that need the whole board once: reachability from the start and
 * the colour balance of bipartite leapers.  False when no route can exist. */
static bool root_possible(ctx *c)
{
  const kn__search *in = c->in;
  if (!connected(c, in->start) && c->remaining > 0)
    return false;
  if ((in->leaper.m + in->leaper.n) % 2 == 1) {
    uint64_t same = 0, total = 0;
    int s_col = (c->sq0.x + c->sq0.y) & 1;
    for (int32_t y = 0; y < in->h; y++)
      for (int32_t x = 0; x < in->w; x++)
        if (in->free[(size_t)y * (size_t)in->w + (size_t)x]) {
          total++;
          same += ((x + y) & 1) == s_col;
        }
    uint64_t other = total - same;
    if (in->closed && same != other)
      return false;
    if (!in->closed && !in->has_end && (same != (total + 1) / 2 || other != total / 2))
      return false;
    if (in->has_end) {
      /* From start to end: one more of the start's colour when both ends
       * share it, as many of each when they differ. */
      kn_square e = cell_sq(c, in->end);
      bool same_ends = ((e.x + e.y) & 1) == s_col;
      if (same_ends ? same != other + 1 : same != other)
        return false;
    }
  }
  return true;
}

kn__search_result kn__search_run(const kn__search *in, uint32_t *path, uint64_t *nodes_out)
{
  *nodes_out = 0;
  const size_t cells = (size_t)in->w * (size_t)in->h;
  ctx c;
  memset(&c, 0, sizeof c);
  c.in = in;
  kn_square offs[8];
  c.noff = (int)kn_leaper_offsets(in->leaper, offs);
  for (int k = 0; k < c.noff; k++) {
    c.dx[k] = offs[k].x;
    c.dy[k] = offs[k].y;
    c.doff[k] = (int64_t)offs[k].y * in->w + offs[k].x;
  }
  /* A seeded shuffle of the tie-break order (Fisher-Yates over splitmix64). */
  for (int k = 0; k < 8; k++)
    c.perm[k] = (uint8_t)k;
  if (in->seed) {
    uint64_t z = in->seed;
    for (int k = 7; k > 0; k--) {
      z += 0x9E3779B97F4A7C15ull;
      uint64_t r = z;
      r = (r ^ (r >> 30)) * 0xBF58476D1CE4E5B9ull;
      r = (r ^ (r >> 27)) * 0x94D049BB133111EBull;
      r ^= r >> 31;
      int j = (int)(r % (uint64_t)(k + 1));
      uint8_t t = c.perm[k];
      c.perm[k] = c.perm[j];
      c.perm[j] = t;
    }
  }
  c.sq0 = (kn_square){ (int32_t)(in->start % (uint32_t)in->w),
                       (int32_t)(in->start / (uint32_t)in->w) };

  kn__search_result result = KN__SEARCH_NOMEM;
  c.st = malloc(cells);
  c.du = malloc(cells);
  c.stamp = calloc(cells, sizeof *c.stamp);
  c.queue = malloc((size_t)in->nfree * sizeof *c.queue);
  c.cand = malloc((size_t)in->nfree * 8);
  c.ncand = malloc((size_t)in->nfree);
  c.idx = malloc((size_t)in->nfree);
  if (in->trace || in->route_notes) {
    c.dn = malloc((size_t)in->nfree * sizeof *c.dn);
    if (!c.dn)
      goto out;
  }
  if (!c.st || !c.du || !c.stamp || !c.queue || !c.cand || !c.ncand || !c.idx)
    goto out;
  const uint8_t ties = in->random_ties ? KN_TIES_SEEDED : KN_TIES_ROTH;
  kn_trace_note restart = kn__note(in->restart_why ? in->restart_why : KN_WHY_START);
  restart.rank = in->attempt;
  restart.ties = ties;

  for (size_t i = 0; i < cells; i++)
    c.st[i] = in->free[i] ? ST_FREE : ST_BLOCKED;
  c.remaining = in->nfree;
  result = KN__SEARCH_CANCELLED;
  for (size_t i = 0; i < cells; i++) {
    if ((i & 0xFFFF) == 0 && poll_cancel(&c))
      goto out;
    if (c.st[i] != ST_FREE)
      continue;
    uint32_t nb[8];
    c.du[i] = (uint8_t)neighbours(&c, (uint32_t)i, nb, NULL);
    count_add(&c, f(&c, (uint32_t)i), +1);
  }

  result = KN__SEARCH_NONE;
  if (in->closed && in->nfree < 3)
    goto out;
  if (in->nfree == 1) {
    /* One square is a route of no moves (but no cycle, above). */
    path[0] = in->start;
    kn__trace_add(in->trace, in->start, KN_TRACE_RESTART, restart);
    if (in->route_notes)
      in->route_notes[0] = restart;
    *nodes_out = 1;
    result = KN__SEARCH_FOUND;
    goto out;
  }
  bool possible = root_possible(&c);
  if (c.cancelled) {
    result = KN__SEARCH_CANCELLED;
    goto out;
  }
  if (!possible)
    goto out;

  kn_limits lim = { in->budget, in->cancel, in->cancel_data };
  uint64_t nodes = 1, d = 0, expanded = 0, backtracks = 0;
  path[0] = in->start;
  visit(&c, in->start);
  kn__trace_add(in->trace, in->start, KN_TRACE_RESTART, restart);
  bool fresh = true;
  for (;;) {
    if (fresh) {
      fresh = false;
      expanded++;
      bool done = expand(&c, path, d);
      if (c.cancelled) {
        result = KN__SEARCH_CANCELLED;
        break;
      }
      if (done) {
        result = KN__SEARCH_FOUND;
        break;
      }
    }
    if (c.idx[d] < c.ncand[d]) {
      uint8_t rank = c.idx[d]++;
      uint8_t k = c.cand[8 * d + rank];
      uint32_t u = (uint32_t)((int64_t)path[d] + c.doff[k]);
      path[++d] = u;
      visit(&c, u);
      if (in->trace) {
        kn_trace_note note = kn__note(rank ? KN_WHY_NEXT : (kn_trace_why)c.dn[d - 1].why0);
        note.rank = rank;
        note.choices = c.ncand[d - 1];
        note.ties = ties;
        kn__trace_add(in->trace, u, KN_TRACE_ENTER, note);
      }
      kn_status st = kn__limits_step(&lim, ++nodes);
      if (st != KN_OK) {
        result = st == KN_ERR_BUDGET ? KN__SEARCH_BUDGET : KN__SEARCH_CANCELLED;
        break;
      }
      fresh = true;
    } else {
      if (in->trace) {
        kn_trace_note note = kn__note((kn_trace_why)c.dn[d].gone);
        note.witness = c.dn[d].w1;
        note.witness2 = c.dn[d].w2;
        if (note.why == KN_WHY_EXHAUSTED)
          note.choices = c.ncand[d];
        /* the start too: no route from it */
        kn__trace_add(in->trace, path[d], KN_TRACE_BACKTRACK, note);
      }
      if (d == 0) {
        result = KN__SEARCH_NONE;
        break;
      }
      unvisit(&c, path[d]);
      backtracks++;
      c.backtracked = true;
      d--;
    }
  }
  if (result == KN__SEARCH_FOUND && in->route_notes) {
    /* What decided each square: at a depth, the move taken is the one the
     * search was trying when the tour completed. */
    in->route_notes[0] = restart;
    for (uint64_t i = 0; i < d; i++) {
      uint8_t rank = (uint8_t)(c.idx[i] - 1);
      kn_trace_note note = kn__note(rank ? KN_WHY_NEXT : (kn_trace_why)c.dn[i].why0);
      note.rank = rank;
      note.choices = c.ncand[i];
      note.ties = ties;
      in->route_notes[i + 1] = note;
    }
  }
  *nodes_out = nodes;
  if (in->stats) {
    in->stats->expanded += expanded;
    in->stats->backtracks += backtracks;
  }
out:
  if (in->stats) {
    /* the marks, degrees, stamps, queue, candidates, and the caller's path */
    uint64_t bytes = (uint64_t)cells * (1 + 1 + sizeof *c.stamp) +
                     in->nfree * (sizeof *c.queue + 8 + 1 + 1 + sizeof *path) +
                     (c.dn ? in->nfree * sizeof *c.dn : 0);
    if (bytes > in->stats->memory)
      in->stats->memory = bytes;
  }
  free(c.st);
  free(c.du);
  free(c.stamp);
  free(c.queue);
  free(c.cand);
  free(c.ncand);
  free(c.idx);
  free(c.dn);
  return result;
}
