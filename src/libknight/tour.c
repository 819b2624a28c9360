/* tour.c - knight's tours (open, closed, blocked squares, any size): the
 * existence rules and the choice of method.
 *
 *  - Where the theorems say no tour exists (Schwenk for closed tours, the
 *    classification of open ones), or the start is on the wrong colour of an
 *    odd board, the answer is "none" at once.
 *  - Boards up to 8 x 8, blocked boards and other leapers: the search of
 *    tour-search.c, which is exact when it runs to the end.  Only the
 *    caller's limits stop it, so on boards up to 8 x 8 the answer is always
 *    exact (the tests run every start of every such board).
 *  - Empty boards with both sides at least 5 and more than 8 x 8: the
 *    construction of tour-build.c, linear time, any start allowed.
 *  - What is left are empty boards 3 or 4 wide and longer than 8: the search
 *    with a budget, and "gave up" when it runs out, never "none". */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

/* The budget of the search on narrow boards, where it may not decide. */
#define NARROW_BUDGET_BASE 2000000u
#define NARROW_BUDGET_PER_SQUARE 64u

struct kn_tour {
  kn_tour_outcome outcome;
  bool closed;
  uint64_t nodes;
  kn_cell *cells; /* count cells when found, else NULL */
  size_t count;
  kn__trace trace;
};

void kn_tour_options_init(kn_tour_options *opts)
{
  if (!opts)
    return;
  memset(opts, 0, sizeof *opts);
  opts->leaper = KN_KNIGHT;
}

void kn_tour_free(kn_tour *tour)
{
  if (!tour)
    return;
  free(tour->cells);
  free(tour->trace.events);
  free(tour);
}

kn_tour_outcome kn_tour_get_outcome(const kn_tour *tour) { return tour->outcome; }
bool kn_tour_is_closed(const kn_tour *tour) { return tour->closed; }
uint64_t kn_tour_nodes(const kn_tour *tour) { return tour->nodes; }

const kn_cell *kn_tour_cells(const kn_tour *tour, size_t *count)
{
  if (count)
    *count = tour->cells ? tour->count : 0;
  return tour->cells;
}

const kn_trace_event *kn_tour_trace(const kn_tour *tour, size_t *count, bool *truncated)
{
  if (count)
    *count = tour->trace.count;
  if (truncated)
    *truncated = tour->trace.truncated;
  return tour->trace.events;
}

bool kn_tour_exists(int32_t width, int32_t height, bool closed)
{
  if (width < 1 || height < 1)
    return false;
  int32_t m = width < height ? width : height, n = width < height ? height : width;
  if (closed) {
    /* Schwenk 1991. */
    if ((m % 2) && (n % 2))
      return false;
    if (m == 1 || m == 2 || m == 4)
      return false;
    if (m == 3 && (n == 4 || n == 6 || n == 8))
      return false;
    return true;
  }
  /* Open tours (Conrad et al. 1994 for the general case, the small boards
   * by exhaustive search; tests/test-tour.c repeats that search). */
  if (m == 1)
    return n == 1;
  if (m == 2)
    return false;
  if (m == 3 && (n == 3 || n == 5 || n == 6))
    return false;
  if (m == 4 && n == 4)
    return false;
  return true;
}

bool kn_tour_start_possible(int32_t width, int32_t height, bool closed, kn_square start)
{
  if (!kn_tour_exists(width, height, closed))
    return false;
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height)
    return false;
  /* An odd board has one more square of the corners' colour, and a route
   * alternates colours, so it starts and ends on that colour. */
  if ((width % 2) && (height % 2) && ((start.x + start.y) % 2))
    return false;
  /* On a board 4 wide the two outer files touch only the two inner ones,
   * and each half holds as many squares of each colour.  Along a route no
   * two outer squares follow each other, so with half the squares outer
   * they take every other place, but for at most one doubled inner pair;
   * colours alternate too, and only a route from an outer square to an
   * outer square, the pair in between, gives both colours to the outer
   * squares.  So an open tour starts (and ends) on an outer file. */
  if (width == 4 && start.x != 0 && start.x != 3)
    return false;
  if (height == 4 && start.y != 0 && start.y != 3)
    return false;
  return true;
}

/* Probes before the full search, see search_from. */
#define PROBES 16u
#define RESTART_PROBES 80u

/* The search from s->start, folded into the tour's outcome; budget (0 =
 * unlimited) counts the nodes of the whole solve, t->nodes so far included.
 * Returns KN_OK, KN_ERR_NOMEM or KN_ERR_CANCELLED. */
static kn_status search_from(kn_tour *t, kn__search *s, uint32_t *path, uint64_t budget,
                             bool restarts)
{
  uint64_t nodes = 0;
  kn__search_result r = KN__SEARCH_BUDGET;
  /* Short probes with other tie-breaks first: where Warnsdorff's first
   * descent fails, a tour is usually a different tie-break away, while the
   * full search may spend a long time deep in a hopeless subtree.  Only a
   * search that runs to the end proves that none exists.  With restarts
   * (long narrow boards, where no full search ends in time) the probes go
   * on, their budgets doubling every eight. */
  const uint64_t seed = s->seed;
  uint64_t probe = 8 * s->nfree + 100;
  const unsigned probes = restarts ? RESTART_PROBES : PROBES;
  for (unsigned i = 0; i < probes && r == KN__SEARCH_BUDGET; i++) {
    if (i >= PROBES && i % 8 == 0)
      probe *= 2;
    if (budget && t->nodes + probe >= budget)
      break;
    s->budget = probe;
    /* The first probe is plain Warnsdorff with Roth's tie-break. */
    s->seed = seed + i * 0x9E3779B97F4A7C15ull;
    s->random_ties = i % 2 == 1;
    r = kn__search_run(s, path, &nodes);
    t->nodes += nodes;
  }
  s->seed = seed;
  s->random_ties = false;
  if (r == KN__SEARCH_BUDGET && (!budget || t->nodes < budget)) {
    s->budget = budget ? budget - t->nodes : 0;
    r = kn__search_run(s, path, &nodes);
    t->nodes += nodes;
  }
  switch (r) {
  case KN__SEARCH_FOUND: t->outcome = KN_TOUR_FOUND; return KN_OK;
  case KN__SEARCH_NONE: t->outcome = KN_TOUR_NONE; return KN_OK;
  case KN__SEARCH_BUDGET: t->outcome = KN_TOUR_GAVE_UP; return KN_OK;
  case KN__SEARCH_CANCELLED: return KN_ERR_CANCELLED;
  default: return KN_ERR_NOMEM;
  }
}

/* The search over the free squares; from every start that might work when
 * the caller gave none.  budget 0 = unlimited. */
static kn_status solve_search(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, uint64_t budget, bool restarts,
                              kn_tour *t)
{
  const int32_t w = board->width, h = board->height;
  const size_t cells = (size_t)board->squares;
  const uint64_t nfree = board->squares - board->blocked_count;
  t->outcome = KN_TOUR_NONE;
  if (nfree == 0)
    return KN_OK;
  uint8_t *freem = malloc(cells);
  uint32_t *path = malloc((size_t)nfree * sizeof *path);
  kn_status st = KN_ERR_NOMEM;
  if (!freem || !path)
    goto out;
  for (size_t i = 0; i < cells; i++)
    freem[i] = !kn__cell_blocked(board, i);
  kn__search s = {
    .w = w, .h = h, .free = freem, .nfree = nfree, .leaper = o->leaper, .closed = o->closed,
    .seed = o->seed, .budget = budget, .cancel = limits ? limits->cancel : NULL,
    .cancel_data = limits ? limits->cancel_data : NULL, .trace = o->trace_budget ? &t->trace : NULL,
  };
  if (o->has_start) {
    s.start = kn_board_cell(board, o->start);
    st = search_from(t, &s, path, budget, restarts);
    goto out;
  }

  /* Candidate starts, most constrained first: a square with one neighbour
   * must be an end of any open route, and routes can be reversed, so if
   * there is one it is the only start to try; a closed tour passes every
   * square, so one start decides. */
  kn_square offs[8];
  size_t noff = kn_leaper_offsets(o->leaper, offs);
  uint32_t *order = malloc((size_t)nfree * sizeof *order);
  uint8_t *deg = malloc(cells);
  st = KN_ERR_NOMEM;
  if (!order || !deg) {
    free(order);
    free(deg);
    goto out;
  }
  /* Degrees, then a counting sort by degree (stable: row by row). */
  size_t bucket[10] = { 0 };
  for (size_t c = 0; c < cells; c++) {
    if ((c & 0xFFFF) == 0 && limits && limits->cancel && limits->cancel(limits->cancel_data)) {
      free(order);
      free(deg);
      st = KN_ERR_CANCELLED;
      goto out;
    }
    if (!freem[c])
      continue;
    kn_square p = kn_board_square(board, (kn_cell)c);
    unsigned d = 0;
    for (size_t i = 0; i < noff; i++)
      d += kn_board_is_free(board, (kn_square){ p.x + offs[i].x, p.y + offs[i].y });
    deg[c] = (uint8_t)d;
    bucket[d + 1]++;
  }
  for (int d = 1; d < 10; d++)
    bucket[d] += bucket[d - 1];
  for (size_t c = 0; c < cells; c++)
    if (freem[c])
      order[bucket[deg[c]]++] = (uint32_t)c;
  unsigned first_deg = deg[order[0]];
  free(deg);
  size_t tries = o->closed ? 1 : (size_t)nfree;
  if (!o->closed && nfree > 1) {
    /* Degree 0 squares come first: with more than one square, no route. */
    if (first_deg == 0) {
      free(order);
      st = KN_OK;
      goto out;
    }
    if (first_deg == 1)
      tries = 1;
  }
  bool gave_up = false;
  st = KN_OK;
  for (size_t i = 0; i < tries; i++) {
    s.start = order[i];
    st = search_from(t, &s, path, budget, restarts);
    if (st != KN_OK || t->outcome == KN_TOUR_FOUND)
      break;
    if (t->outcome == KN_TOUR_GAVE_UP) {
      gave_up = true;
      if (budget && t->nodes >= budget)
        break;
    }
  }
  if (st == KN_OK && t->outcome != KN_TOUR_FOUND)
    t->outcome = gave_up ? KN_TOUR_GAVE_UP : KN_TOUR_NONE;
  free(order);
out:
  if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
    t->cells = path;
    t->count = (size_t)nfree;
    path = NULL;
    /* A route that happens to end next to its start is closed too. */
    kn_square a = kn_board_square(board, t->cells[0]);
    kn_square b = kn_board_square(board, t->cells[nfree - 1]);
    int32_t dx = abs(a.x - b.x), dy = abs(a.y - b.y);
    t->closed = nfree > 2 && ((dx == o->leaper.m && dy == o->leaper.n) ||
                              (dx == o->leaper.n && dy == o->leaper.m));
  }
  free(freem);
  free(path);
  return st;
}

/* Records a finished route as the trace: the GUI replays it square by square. */
static void trace_route(kn_tour *t, const kn_tour_options *o)
{
  for (size_t i = 0; i < t->count && o->trace_budget; i++) {
    if (t->trace.count == t->trace.budget) {
      t->trace.truncated = true;
      break;
    }
    kn__trace_add(&t->trace, t->cells[i], i ? KN_TRACE_ENTER : KN_TRACE_RESTART);
  }
}

static kn_status solve_build(const kn_board *board, const kn_tour_options *o,
                             const kn_limits *limits,
                             kn_tour *t)
{
  kn_square start = o->has_start ? o->start : (kn_square){ 0, 0 };
  uint32_t *cells = NULL;
  bool closed = false;
  uint64_t nodes = 0;
  kn_status st = kn__tour_build(board->width, board->height, o->closed, start, o->seed, limits,
                                &cells, &closed, &nodes);
  t->nodes = nodes;
  if (st == KN_ERR_BUDGET) {
    t->outcome = KN_TOUR_GAVE_UP;
    return KN_OK;
  }
  if (st != KN_OK)
    return st;
  t->outcome = KN_TOUR_FOUND;
  t->cells = cells;
  t->count = (size_t)board->squares;
  t->closed = closed;
  trace_route(t, o);
  return KN_OK;
}

/* The search with probes and restarts on an empty w x h grid; path
 * receives the w * h cells. */
static kn__search_result grid_search(int32_t w, int32_t h, bool closed, uint32_t start,
                                     const kn_tour_options *o, const kn_limits *limits,
                                     uint64_t budget, uint32_t *path, uint64_t *nodes)
{
  const size_t n = (size_t)w * (size_t)h;
  uint8_t *freem = malloc(n);
  if (!freem)
    return KN__SEARCH_NOMEM;
  memset(freem, 1, n);
  kn__search s = {
    .w = w, .h = h, .free = freem, .nfree = n, .leaper = KN_KNIGHT, .closed = closed,
    .start = start, .seed = o->seed, .cancel = limits ? limits->cancel : NULL,
    .cancel_data = limits ? limits->cancel_data : NULL,
  };
  kn_tour tmp;
  memset(&tmp, 0, sizeof tmp);
  kn_status st = search_from(&tmp, &s, path, budget, true);
  *nodes += tmp.nodes;
  free(freem);
  if (st == KN_ERR_CANCELLED)
    return KN__SEARCH_CANCELLED;
  if (st != KN_OK)
    return KN__SEARCH_NOMEM;
  return tmp.outcome == KN_TOUR_FOUND ? KN__SEARCH_FOUND
         : tmp.outcome == KN_TOUR_NONE ? KN__SEARCH_NONE
                                       : KN__SEARCH_BUDGET;
}

/* Open tours of long boards 3 wide, from a start far from the ends, where
 * the plain search must sweep to one end and come back and often gives up.
 * Cut the board across just past the start: the part A holding the start
 * gets a closed tour (3 x m, m even, >= 10: the search finds those from a
 * corner at once), walked from the start in the direction that ends
 * at the start's cycle neighbour e; the rest B gets an open tour from a
 * square f a move from e, a one-way sweep from its near end, which the
 * search also finds at once.  Sets t's outcome to FOUND, or leaves it
 * GAVE_UP when no cut worked (the caller then searches the whole board). */
static kn_status solve_narrow3(const kn_board *board, const kn_tour_options *o,
                               const kn_limits *limits, uint64_t budget, kn_tour *t)
{
  const int32_t W = board->width;
  const bool along_y = W == 3; /* the long axis is y */
  const int64_t n = along_y ? board->height : W;
  const int32_t u0 = along_y ? o->start.x : o->start.y;
  const int64_t v0 = along_y ? o->start.y : o->start.x;
  /* Each part's search gets a share of the budget, so several cuts fit. */
  const uint64_t share = budget / 8;
  t->outcome = KN_TOUR_GAVE_UP;
  uint32_t *pa = malloc((size_t)n * 3 * sizeof *pa), *pb = malloc((size_t)n * 3 * sizeof *pb);
  uint32_t *cells = malloc((size_t)n * 3 * sizeof *cells);
  kn_status st = KN_ERR_NOMEM;
  if (!pa || !pb || !cells)
    goto out;
  st = KN_OK;
  for (int flip = 0; flip < 2 && t->outcome != KN_TOUR_FOUND; flip++) {
    int64_t vs = flip ? n - 1 - v0 : v0;
    /* The start's cycle neighbours are within two rows of it, and one of
     * them must be a move from B: so the cut is at most four rows above. */
    for (int64_t m = vs + 1; m <= vs + 5 && t->outcome != KN_TOUR_FOUND; m++) {
      int64_t rest = n - m;
      if (m % 2 || m < 10 || m > n || (rest != 0 && rest < 4))
        continue;
      kn__search_result r = grid_search(3, (int32_t)m, true, 0, o, limits, share, pa, &t->nodes);
      if (r == KN__SEARCH_CANCELLED || r == KN__SEARCH_NOMEM) {
        st = r == KN__SEARCH_CANCELLED ? KN_ERR_CANCELLED : KN_ERR_NOMEM;
        goto out;
      }
      if (r != KN__SEARCH_FOUND)
        continue;
      const size_t la = (size_t)m * 3;
      size_t i0 = 0;
      while (pa[i0] != (uint32_t)(vs * 3 + u0))
        i0++;
      for (int dir = 1; dir >= -1 && t->outcome != KN_TOUR_FOUND; dir -= 2) {
        /* Walking from the start in direction dir ends at e. */
        uint32_t e = pa[(i0 + la - (size_t)dir) % la];
        int32_t eu = (int32_t)(e % 3), ev = (int32_t)(e / 3);
        for (int k = 0; k < 8 && t->outcome != KN_TOUR_FOUND; k++) {
          static const int8_t dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
          static const int8_t dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
          int32_t fu = eu + dx[k];
          int64_t fv = ev + dy[k];
          if (rest > 0 && (fu < 0 || fu > 2 || fv < m || fv >= n))
            continue;
          if (rest > 0) {
            r = grid_search(3, (int32_t)rest, false, (uint32_t)((fv - m) * 3 + fu), o, limits, share,
                            pb, &t->nodes);
            if (r == KN__SEARCH_CANCELLED || r == KN__SEARCH_NOMEM) {
              st = r == KN__SEARCH_CANCELLED ? KN_ERR_CANCELLED : KN_ERR_NOMEM;
              goto out;
            }
            if (r != KN__SEARCH_FOUND)
              continue;
          }
          /* Both parts in the board's own cells. */
          for (size_t i = 0; i < (size_t)n * 3; i++) {
            int64_t ia = ((int64_t)i0 + dir * (int64_t)i) % (int64_t)la;
            uint32_t c = i < la ? pa[ia < 0 ? ia + (int64_t)la : ia] : pb[i - la] + (uint32_t)la;
            int64_t u = c % 3, v = c / 3;
            if (flip)
              v = n - 1 - v;
            cells[i] = along_y ? (uint32_t)(v * 3 + u) : (uint32_t)(u * W + v);
          }
          t->outcome = KN_TOUR_FOUND;
          if (rest == 0)
            break; /* a closed tour of the whole board: any neighbour will do */
        }
      }
    }
  }
  if (t->outcome == KN_TOUR_FOUND) {
    t->cells = cells;
    t->count = (size_t)n * 3;
    cells = NULL;
    kn_square a = kn_board_square(board, t->cells[0]);
    kn_square b = kn_board_square(board, t->cells[t->count - 1]);
    int32_t ddx = abs(a.x - b.x), ddy = abs(a.y - b.y);
    t->closed = (ddx == 1 && ddy == 2) || (ddx == 2 && ddy == 1);
    trace_route(t, o);
  }
out:
  free(pa);
  free(pb);
  free(cells);
  return st;
}

kn_status kn_tour_solve(const kn_board *board, const kn_tour_options *opts, const kn_limits *limits,
                        kn_tour **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  kn_tour_options defaults;
  kn_tour_options_init(&defaults);
  const kn_tour_options *o = opts ? opts : &defaults;
  if (!board || !kn_leaper_valid(o->leaper))
    return KN_ERR_INVALID;
  if (o->has_start && !kn_board_is_free(board, o->start))
    return KN_ERR_RANGE;

  kn_tour *t = calloc(1, sizeof *t);
  if (!t)
    return KN_ERR_NOMEM;
  t->outcome = KN_TOUR_GAVE_UP; /* until a method decides */
  if (o->trace_budget) {
    if (o->trace_budget <= SIZE_MAX / sizeof *t->trace.events)
      t->trace.events = malloc(o->trace_budget * sizeof *t->trace.events);
    if (!t->trace.events) {
      kn_tour_free(t);
      return KN_ERR_NOMEM;
    }
    t->trace.budget = o->trace_budget;
  }

  const int32_t w = board->width, h = board->height;
  const int32_t m = w < h ? w : h;
  kn_status st = KN_OK;
  if (board->blocked_count == 0 && kn_leaper_is_knight(o->leaper)) {
    kn_square start = o->has_start ? o->start : (kn_square){ 0, 0 };
    if (!kn_tour_start_possible(w, h, o->closed, start)) {
      t->outcome = KN_TOUR_NONE;
    } else if (w <= 8 && h <= 8) {
      st = solve_search(board, o, limits, limits ? limits->node_budget : 0, false, t);
    } else if (m >= KN__BUILD_MIN_SIDE) {
      st = solve_build(board, o, limits, t);
    } else {
      uint64_t budget = NARROW_BUDGET_BASE + NARROW_BUDGET_PER_SQUARE * board->squares;
      if (limits && limits->node_budget && limits->node_budget < budget)
        budget = limits->node_budget;
      /* The budget is ours, not a search of the whole tree: never "none"
       * unless the search really ran to the end. */
      if (m == 3 && !o->closed && o->has_start)
        st = solve_narrow3(board, o, limits, budget, t);
      if (st == KN_OK && t->outcome != KN_TOUR_FOUND)
        st = solve_search(board, o, limits, budget, true, t);
    }
  } else {
    st = solve_search(board, o, limits, limits ? limits->node_budget : 0, false, t);
  }
  if (st != KN_OK) {
    kn_tour_free(t);
    return st;
  }
  *out = t;
  return KN_OK;
}
