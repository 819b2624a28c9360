/* tour-algos.c - the tour algorithms beside the default, for comparing
 * them (kn_tour_options.algorithm; the default is tour.c's):
 *
 *  - plain Warnsdorff: one walk, always to the square with the fewest
 *    onward moves (ties as the default's first attempt: farther from the
 *    centre, then the first in kn_leaper_offsets order), never backing up.
 *    Stuck, it stops and says where and why: it gives up, it proves nothing.
 *  - plain backtracking: depth-first in kn_leaper_offsets order, with no
 *    pruning but "visited", within the node budget; exhausted, it proves
 *    that no tour exists (from that start).
 *  - the construction: tour-build.c's blocks, forced, on every board they
 *    apply to, with the blocks and their joins kept for the front ends.
 *
 * Each counts its own work (kn_tour_work) as it runs. */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

/* A square's distance from the board's centre, squared and times 4 (as
 * kn_tour_step.centre). */
static uint64_t centre_of(int32_t w, int32_t h, uint32_t cell)
{
  int64_t dx = 2 * (int64_t)(cell % (uint32_t)w) - (w - 1);
  int64_t dy = 2 * (int64_t)(cell / (uint32_t)w) - (h - 1);
  return (uint64_t)(dx * dx) + (uint64_t)(dy * dy);
}

/* The free squares a move from cell that are not yet marked, as cells in
 * kn_leaper_offsets order; returns how many. */
static int open_moves(const kn_board *board, const kn_square *offs, size_t noff,
                      const uint8_t *mark, uint32_t cell, uint32_t out[8])
{
  const int32_t w = board->width, h = board->height;
  const int64_t x = cell % (uint32_t)w, y = cell / (uint32_t)w;
  int n = 0;
  for (size_t k = 0; k < noff; k++) {
    int64_t nx = x + offs[k].x, ny = y + offs[k].y;
    if (nx < 0 || ny < 0 || nx >= w || ny >= h)
      continue;
    uint32_t u = (uint32_t)(ny * w + nx);
    if (!mark[u] && !kn__cell_blocked(board, u))
      out[n++] = u;
  }
  return n;
}

/* Marks cell visited and takes it off its neighbours' counts of unvisited
 * free neighbours (du), so that a candidate's onward moves are du[c]. */
static void visit(const kn_board *board, const kn_square *offs, size_t noff, uint8_t *vis,
                  uint8_t *du, uint32_t cell)
{
  uint32_t nb[8];
  int n = open_moves(board, offs, noff, vis, cell, nb);
  vis[cell] = 1;
  for (int i = 0; i < n; i++)
    du[nb[i]]--;
}

/* The start when none is given: the first free square, row by row, with
 * the fewest free neighbours (the default's first try). */
static uint32_t first_start(const kn_board *board, const kn_square *offs, size_t noff)
{
  uint32_t best = 0;
  unsigned best_deg = 9;
  for (uint64_t c = 0; c < board->squares; c++) {
    if (kn__cell_blocked(board, c))
      continue;
    unsigned d = kn__free_degree(board, offs, noff, kn_board_square(board, (kn_cell)c));
    if (d < best_deg) {
      best_deg = d;
      best = (uint32_t)c;
    }
  }
  return best;
}

/* The trace's RESTART of an attempt from cell. */
static void trace_start(kn_tour *t, uint32_t cell, kn_trace_why why, unsigned attempt)
{
  kn_trace_note n = kn__note(why);
  n.rank = (uint8_t)(attempt > 255 ? 255 : attempt);
  kn__trace_add(&t->trace, cell, KN_TRACE_RESTART, n);
}

/* ------------------------------------------------------ plain Warnsdorff */

kn_status kn__tour_plain_warnsdorff(const kn_board *board, const kn_tour_options *o,
                                    const kn_limits *limits, kn_tour *t)
{
  const int32_t w = board->width, h = board->height;
  const size_t cells = (size_t)board->squares;
  const uint64_t nfree = board->squares - board->blocked_count;
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(o->leaper, offs);
  const uint32_t end = o->has_end ? (uint32_t)kn_board_cell(board, o->end) : UINT32_MAX;
  kn_limits lim = { limits ? limits->node_budget : 0, limits ? limits->cancel : NULL,
                    limits ? limits->cancel_data : NULL };

  t->method = KN_TOUR_METHOD_SEARCH;
  t->work.backtracks = KN_TOUR_WORK_NONE; /* it never backs up */
  if (nfree == 0) {
    kn__tour_set_none(t, KN_REASON_EXHAUSTED);
    return KN_OK;
  }
  uint8_t *vis = calloc(cells, 1);
  uint8_t *du = malloc(cells);
  uint32_t *route = malloc((size_t)nfree * sizeof *route);
  kn_trace_note *notes = o->trace_budget ? malloc((size_t)nfree * sizeof *notes) : NULL;
  if (!vis || !du || !route || (o->trace_budget && !notes)) {
    free(vis);
    free(du);
    free(route);
    free(notes);
    return KN_ERR_NOMEM;
  }
  t->work.memory = 2 * (uint64_t)cells + nfree * (sizeof *route + (notes ? sizeof *notes : 0));
  for (size_t c = 0; c < cells; c++) {
    uint32_t nb[8];
    if ((c & 0xFFFF) == 0 && lim.cancel && lim.cancel(lim.cancel_data)) {
      free(vis);
      free(du);
      free(route);
      free(notes);
      return KN_ERR_CANCELLED;
    }
    du[c] = kn__cell_blocked(board, c) ? 0 : (uint8_t)open_moves(board, offs, noff, vis,
                                                                   (uint32_t)c, nb);
  }

  uint32_t cur = o->has_start ? (uint32_t)kn_board_cell(board, o->start)
                              : first_start(board, offs, noff);
  size_t depth = 1;
  route[0] = cur;
  visit(board, offs, noff, vis, du, cur);
  kn_trace_note first = kn__note(KN_WHY_START);
  kn__trace_add(&t->trace, cur, KN_TRACE_RESTART, first);
  if (notes)
    notes[0] = first;
  uint64_t nodes = 1;
  kn_status st = kn__limits_step(&lim, nodes);
  kn_trace_why stuck = KN_WHY_NONE;
  while (st == KN_OK && depth < nfree) {
    t->work.expanded++;
    uint32_t cand[8];
    int n = open_moves(board, offs, noff, vis, cur, cand);
    /* The rule: the fewest onward moves, then farther from the centre,
     * then the first in the order of the moves; the end square only last. */
    int best = -1, choices = 0;
    bool end_near = false;
    unsigned deg[8];
    uint64_t far[8];
    for (int i = 0; i < n; i++) {
      if (cand[i] == end && depth + 1 < nfree) {
        end_near = true;
        continue;
      }
      choices++;
      deg[i] = du[cand[i]];
      far[i] = centre_of(w, h, cand[i]);
      if (best < 0 || deg[i] < deg[best] || (deg[i] == deg[best] && far[i] > far[best]))
        best = i;
    }
    if (best < 0) {
      stuck = end_near ? KN_WHY_END_WAITS : KN_WHY_DEAD_END;
      break;
    }
    /* What decided it, as the default's search notes it. */
    kn_trace_why why = KN_WHY_ONLY;
    if (choices > 1) {
      why = KN_WHY_FEWEST;
      for (int i = 0; i < n; i++) {
        if (i == best || (cand[i] == end && depth + 1 < nfree) || deg[i] != deg[best])
          continue;
        if (far[i] == far[best]) {
          why = KN_WHY_SEEDED;
          break;
        }
        why = KN_WHY_FARTHEST;
      }
    }
    kn_trace_note note = kn__note(why);
    note.choices = (uint8_t)choices;
    cur = cand[best];
    visit(board, offs, noff, vis, du, cur);
    route[depth] = cur;
    if (notes)
      notes[depth] = note;
    depth++;
    kn__trace_add(&t->trace, cur, KN_TRACE_ENTER, note);
    st = kn__limits_step(&lim, ++nodes);
  }
  t->nodes = nodes;
  t->work.nodes = nodes;
  if (st == KN_OK && depth == nfree && o->closed && nfree > 1 &&
      !kn__leaps(o->leaper, kn_board_square(board, route[0]),
                 kn_board_square(board, route[nfree - 1])))
    stuck = KN_WHY_NOT_CLOSING;
  if (st == KN_ERR_BUDGET) {
    t->outcome = KN_TOUR_GAVE_UP;
    st = KN_OK;
  } else if (st == KN_OK && stuck != KN_WHY_NONE) {
    t->outcome = KN_TOUR_GAVE_UP;
    t->why = KN_REASON_STUCK;
    t->stuck_why = stuck;
    t->stuck = route;
    t->nstuck = depth;
    t->unvisited = nfree - depth;
    route = NULL;
  } else if (st == KN_OK) {
    t->outcome = KN_TOUR_FOUND;
    t->cells = route;
    t->count = (size_t)nfree;
    t->route_notes = notes;
    t->closed = nfree > 2 && kn__leaps(o->leaper, kn_board_square(board, route[0]),
                                        kn_board_square(board, route[nfree - 1]));
    route = NULL;
    notes = NULL;
  }
  free(vis);
  free(du);
  free(route);
  free(notes);
  return st;
}

/* ------------------------------------------------------ plain backtracking */

kn_status kn__tour_backtracking(const kn_board *board, const kn_tour_options *o,
                                const kn_limits *limits, kn_tour *t)
{
  const size_t cells = (size_t)board->squares;
  const uint64_t nfree = board->squares - board->blocked_count;
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(o->leaper, offs);
  const uint32_t end = o->has_end ? (uint32_t)kn_board_cell(board, o->end) : UINT32_MAX;
  kn_limits lim = { limits ? limits->node_budget : 0, limits ? limits->cancel : NULL,
                    limits ? limits->cancel_data : NULL };
  const bool closed = o->closed && !o->has_end;

  t->method = KN_TOUR_METHOD_SEARCH;
  kn__tour_set_none(t, KN_REASON_EXHAUSTED);
  if (nfree == 0 || (o->closed && nfree < 3))
    return KN_OK;
  uint8_t *vis = calloc(cells, 1);
  uint32_t *path = malloc((size_t)nfree * sizeof *path);
  uint8_t *next = malloc((size_t)nfree);   /* per depth: the next move to try */
  uint8_t *tried = malloc((size_t)nfree);  /* per depth: open moves taken so far */
  uint8_t *nopen = malloc((size_t)nfree);  /* per depth: open moves when entered */
  kn_trace_note *notes = o->trace_budget ? malloc((size_t)nfree * sizeof *notes) : NULL;
  kn_status st = KN_ERR_NOMEM;
  if (!vis || !path || !next || !tried || !nopen || (o->trace_budget && !notes))
    goto out;
  t->work.memory = cells + nfree * (sizeof *path + 3 + (notes ? sizeof *notes : 0));

  uint64_t nodes = 0;
  st = KN_OK;
  /* From the start given; else (open) each free square in turn, row by
   * row; a closed tour passes every square, so one start decides. */
  uint64_t first = o->has_start ? (uint64_t)kn_board_cell(board, o->start) : 0;
  unsigned attempt = 0;
  for (uint64_t s0 = first; s0 < cells && st == KN_OK; s0++) {
    if (kn__cell_blocked(board, s0))
      continue;
    if (attempt > 0 && (o->has_start || closed))
      break;
    trace_start(t, (uint32_t)s0, attempt ? KN_WHY_NEXT_START : KN_WHY_START, attempt);
    attempt++;
    uint64_t d = 0;
    path[0] = (uint32_t)s0;
    vis[s0] = 1;
    next[0] = 0;
    tried[0] = 0;
    st = kn__limits_step(&lim, ++nodes);
    bool fresh = true;
    while (st == KN_OK) {
      uint32_t cur = path[d];
      if (d + 1 == nfree) {
        kn_square a = kn_board_square(board, path[0]), b = kn_board_square(board, cur);
        bool ok = (!o->closed || kn__leaps(o->leaper, a, b)) &&
                  (!o->has_end || cur == end);
        if (ok) {
          t->outcome = KN_TOUR_FOUND;
          break;
        }
        kn_trace_note n = kn__note(KN_WHY_NOT_CLOSING);
        n.witness = o->has_end ? end : path[0];
        kn__trace_add(&t->trace, cur, KN_TRACE_BACKTRACK, n);
      } else {
        uint32_t open[8];
        if (fresh) {
          t->work.expanded++;
          nopen[d] = (uint8_t)open_moves(board, offs, noff, vis, cur, open);
        }
        fresh = false;
        /* The next untried move in order whose square is free and unvisited. */
        uint32_t u = UINT32_MAX;
        const kn_square cs = kn_board_square(board, cur);
        while (next[d] < noff && u == UINT32_MAX) {
          kn_square q = { cs.x + offs[next[d]].x, cs.y + offs[next[d]].y };
          next[d]++;
          if (q.x < 0 || q.y < 0 || q.x >= board->width || q.y >= board->height)
            continue;
          uint32_t c = (uint32_t)kn_board_cell(board, q);
          if (!vis[c] && !kn__cell_blocked(board, c))
            u = c;
        }
        if (u != UINT32_MAX) {
          kn_trace_note n = kn__note(KN_WHY_IN_ORDER);
          n.rank = tried[d]++;
          n.choices = nopen[d];
          path[++d] = u;
          vis[u] = 1;
          next[d] = 0;
          tried[d] = 0;
          if (notes)
            notes[d] = n;
          kn__trace_add(&t->trace, u, KN_TRACE_ENTER, n);
          st = kn__limits_step(&lim, ++nodes);
          fresh = true;
          continue;
        }
        kn_trace_note n = kn__note(tried[d] ? KN_WHY_EXHAUSTED : KN_WHY_DEAD_END);
        n.choices = tried[d];
        kn__trace_add(&t->trace, cur, KN_TRACE_BACKTRACK, n);
      }
      /* Back up off cur. */
      vis[cur] = 0;
      if (d == 0)
        break;
      t->work.backtracks++;
      d--;
    }
    if (t->outcome == KN_TOUR_FOUND)
      break;
  }
  t->nodes = nodes;
  t->work.nodes = nodes;
  if (st == KN_ERR_BUDGET) {
    t->outcome = KN_TOUR_GAVE_UP;
    st = KN_OK;
  }
  if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
    if (notes)
      notes[0] = kn__note(KN_WHY_START);
    t->cells = path;
    t->count = (size_t)nfree;
    t->route_notes = notes;
    t->closed = nfree > 2 && kn__leaps(o->leaper, kn_board_square(board, path[0]),
                                        kn_board_square(board, path[nfree - 1]));
    path = NULL;
    notes = NULL;
  }
out:
  free(vis);
  free(path);
  free(next);
  free(tried);
  free(nopen);
  free(notes);
  return st;
}

/* ------------------------------------------------------ the construction */

static void unfit(kn_tour *t, kn_tour_unfit why)
{
  t->outcome = KN_TOUR_GAVE_UP;
  t->why = KN_REASON_NOT_APPLICABLE;
  t->unfit = why;
}

kn_status kn__tour_construction(const kn_board *board, const kn_tour_options *o,
                                const kn_limits *limits, kn_tour *t)
{
  const int32_t w = board->width, h = board->height;
  t->method = o->has_end ? KN_TOUR_METHOD_CORRIDOR : KN_TOUR_METHOD_BLOCKS;
  t->work.backtracks = KN_TOUR_WORK_NONE; /* it lays the tour down, it never backs up */
  if (!kn_leaper_is_knight(o->leaper)) {
    unfit(t, KN_UNFIT_LEAPER);
    return KN_OK;
  }
  if (board->blocked_count > 0) {
    unfit(t, KN_UNFIT_BLOCKED);
    return KN_OK;
  }
  if (w < KN__BUILD_MIN_SIDE || h < KN__BUILD_MIN_SIDE) {
    unfit(t, KN_UNFIT_SMALL);
    return KN_OK;
  }
  /* The theorems first: where no tour exists, that is the answer. */
  kn_status st = kn__tour_rule_out(board, o, limits, t);
  if (st != KN_OK || t->outcome == KN_TOUR_NONE)
    return st;
  t->outcome = KN_TOUR_GAVE_UP;
  if (o->has_end && w % 2 && h % 2) {
    unfit(t, KN_UNFIT_ODD_END);
    return KN_OK;
  }
  uint32_t *cells = NULL;
  uint64_t nodes = 0;
  if (o->has_end) {
    st = kn__tour_build_to(w, h, o->start, o->end, o->seed, limits, &cells, &nodes, &t->blocks);
  } else {
    bool closed = false;
    kn_square start = o->has_start ? o->start : (kn_square){ 0, 0 };
    st = kn__tour_build(w, h, o->closed, start, o->seed, limits, &cells, &closed, &nodes,
                        &t->blocks);
  }
  t->nodes = nodes;
  t->work.nodes = nodes;
  t->work.memory = kn__build_memory(w, h) + t->blocks.nblocks * sizeof(kn_tour_block) +
                   t->blocks.capjoins * sizeof(kn_tour_join);
  if (st == KN_ERR_BUDGET || st == KN_ERR_INVALID) {
    kn__blocks_clear(&t->blocks);
    unfit(t, KN_UNFIT_NO_CUT);
    return KN_OK;
  }
  if (st != KN_OK) {
    kn__blocks_clear(&t->blocks);
    return st;
  }
  t->work.expanded = board->squares;
  kn__tour_take_route(board, o, cells, t);
  return KN_OK;
}
