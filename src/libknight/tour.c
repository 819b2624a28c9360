/* tour.c - knight's tours (open, closed, to a chosen end square, blocked
 * squares, other leapers, any size): the answer and its accessors, and
 * the choice of method.
 *
 *  - Empty boards and knight moves: the theorems of tour-checks.c decide
 *    whether a tour exists (from the start, to the end), exactly; then a
 *    method that never gives up builds one: the search on boards up to
 *    8 x 8 (exact, and only the caller's limits stop it), the blocks of
 *    tour-narrow-solve.c on boards 3 or 4 wide, the construction of
 *    tour-build.c on larger ones.  An end square on a board 5 wide: a
 *    short search, then the exact pass of the row automaton, 5 wide
 *    (tour-narrow.c).  Only an end square on a board larger than 8 x 8
 *    with both sides at least 6, or odd ones, may need a search with the
 *    caller's budget (see solve_to_end).
 *  - Everything else (blocked squares, other leapers): first the checks of
 *    tour-checks.c that take linear time (the pieces of the free squares,
 *    dead ends, colour counts), then the search of tour-search.c, exact
 *    when it runs to the end, within the caller's limits. */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

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
  free(tour->trace.notes);
  free(tour->route_notes);
  free(tour->squares);
  free(tour->degrees);
  free(tour->stuck);
  kn__blocks_clear(&tour->blocks);
  kn__pieces_clear(&tour->pieces);
  free(tour);
}

kn_tour_outcome kn_tour_get_outcome(const kn_tour *tour) { return tour->outcome; }
kn_tour_algorithm kn_tour_get_algorithm(const kn_tour *tour) { return tour->opts.algorithm; }

void kn_tour_get_work(const kn_tour *tour, kn_tour_work *out)
{
  if (out)
    *out = tour->work;
}

const kn_tour_block *kn_tour_blocks(const kn_tour *tour, size_t *count)
{
  if (count)
    *count = tour->blocks.blocks ? tour->blocks.nblocks : 0;
  return tour->blocks.blocks;
}

const kn_tour_join *kn_tour_joins(const kn_tour *tour, size_t *count)
{
  if (count)
    *count = tour->blocks.blocks ? tour->blocks.njoins : 0;
  return tour->blocks.blocks ? tour->blocks.joins : NULL;
}

kn_tour_unfit kn_tour_reason_unfit(const kn_tour *tour)
{
  return kn_tour_reason(tour) == KN_REASON_NOT_APPLICABLE ? tour->unfit : KN_UNFIT_NONE;
}

const kn_cell *kn_tour_reason_stuck(const kn_tour *tour, size_t *count, uint64_t *unvisited,
                                    kn_trace_why *why)
{
  bool stuck = kn_tour_reason(tour) == KN_REASON_STUCK;
  if (count)
    *count = stuck ? tour->nstuck : 0;
  if (unvisited)
    *unvisited = stuck ? tour->unvisited : 0;
  if (why)
    *why = stuck ? tour->stuck_why : KN_WHY_NONE;
  return stuck ? tour->stuck : NULL;
}
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

const kn_trace_note *kn_tour_trace_notes(const kn_tour *tour, size_t *count)
{
  if (count)
    *count = tour->trace.notes ? tour->trace.count : 0;
  return tour->trace.notes;
}

const kn_trace_note *kn_tour_route_notes(const kn_tour *tour, size_t *count)
{
  bool kept = tour->route_notes && tour->cells && !tour->reversed;
  if (count)
    *count = kept ? tour->count : 0;
  return kept ? tour->route_notes : NULL;
}

kn_tour_method kn_tour_get_method(const kn_tour *tour) { return tour->method; }
bool kn_tour_is_reversed(const kn_tour *tour) { return tour->reversed; }

void kn_tour_get_options(const kn_tour *tour, kn_tour_options *opts)
{
  if (opts)
    *opts = tour->opts;
}

kn_reason kn_tour_reason(const kn_tour *tour)
{
  switch (tour->outcome) {
  case KN_TOUR_FOUND: return KN_REASON_NONE;
  case KN_TOUR_GAVE_UP:
    /* the other algorithms' own reasons to give up */
    if (tour->why == KN_REASON_STUCK || tour->why == KN_REASON_NOT_APPLICABLE)
      return tour->why;
    return KN_REASON_GAVE_UP;
  default: return tour->why;
  }
}

kn_tour_rule kn_tour_reason_rule(const kn_tour *tour)
{
  return tour->outcome == KN_TOUR_NONE ? tour->rule : KN_RULE_NONE;
}

void kn_tour_reason_colours(const kn_tour *tour, uint64_t *light, uint64_t *dark)
{
  bool colour = kn_tour_reason(tour) == KN_REASON_COLOUR;
  if (light)
    *light = colour ? tour->light : 0;
  if (dark)
    *dark = colour ? tour->dark : 0;
}

const kn_square *kn_tour_reason_squares(const kn_tour *tour, const uint8_t **degrees,
                                        size_t *count)
{
  kn_reason reason = kn_tour_reason(tour);
  bool dead = reason == KN_REASON_DEAD_ENDS || reason == KN_REASON_COLOUR;
  if (degrees)
    *degrees = dead ? tour->degrees : NULL;
  if (count)
    *count = dead ? tour->nsquares : 0;
  return dead ? tour->squares : NULL;
}

const uint32_t *kn_tour_reason_pieces(const kn_tour *tour, uint32_t *count,
                                      const uint64_t **sizes)
{
  bool apart = kn_tour_reason(tour) == KN_REASON_DISCONNECTED;
  if (count)
    *count = apart ? tour->pieces.count : 0;
  if (sizes)
    *sizes = apart ? tour->pieces.size : NULL;
  return apart ? tour->pieces.label : NULL;
}

/* ----------------------------------------------------------- the search */

/* Probes before the full search, see search_from. */
#define PROBES 16u

/* The search from s->start, folded into the tour's outcome; budget (0 =
 * unlimited) counts the nodes of the whole solve, t->nodes so far included.
 * Returns KN_OK, KN_ERR_NOMEM or KN_ERR_CANCELLED. */
static kn_status search_from(kn_tour *t, kn__search *s, uint32_t *path, uint64_t budget)
{
  uint64_t nodes = 0;
  kn__search_result r = KN__SEARCH_BUDGET;
  /* Short probes with other tie-breaks first: where Warnsdorff's first
   * descent fails, a tour is usually a different tie-break away, while the
   * full search may spend a long time deep in a hopeless subtree.  Only a
   * search that runs to the end proves that none exists. */
  const uint64_t seed = s->seed;
  const kn_trace_why first = s->restart_why; /* KN_WHY_START or KN_WHY_NEXT_START */
  uint64_t probe = 8 * s->nfree + 100;
  unsigned attempt = 0;
  for (unsigned i = 0; i < PROBES && r == KN__SEARCH_BUDGET; i++, attempt++) {
    if (budget && t->nodes + probe >= budget)
      break;
    s->budget = probe;
    /* The first probe is plain Warnsdorff with Roth's tie-break. */
    s->seed = seed + i * 0x9E3779B97F4A7C15ull;
    s->random_ties = i % 2 == 1;
    s->restart_why = i == 0 ? first : KN_WHY_PROBE;
    s->attempt = (uint8_t)attempt;
    r = kn__search_run(s, path, &nodes);
    t->nodes += nodes;
  }
  s->seed = seed;
  s->random_ties = false;
  if (r == KN__SEARCH_BUDGET && (!budget || t->nodes < budget)) {
    s->budget = budget ? budget - t->nodes : 0;
    s->restart_why = attempt == 0 ? first : KN_WHY_FULL;
    s->attempt = (uint8_t)attempt;
    r = kn__search_run(s, path, &nodes);
    t->nodes += nodes;
  }
  s->restart_why = first;
  switch (r) {
  case KN__SEARCH_FOUND: t->outcome = KN_TOUR_FOUND; return KN_OK;
  case KN__SEARCH_NONE: kn__tour_set_none(t, KN_REASON_EXHAUSTED); return KN_OK;
  case KN__SEARCH_BUDGET: t->outcome = KN_TOUR_GAVE_UP; return KN_OK;
  case KN__SEARCH_CANCELLED: return KN_ERR_CANCELLED;
  default: return KN_ERR_NOMEM;
  }
}

/* Whether a found route of cells is closed (its last square a move from its first). */
static bool route_closed(const kn_board *board, kn_leaper leaper, const kn_cell *cells, size_t n)
{
  return n > 2 && kn__leaps(leaper, kn_board_square(board, cells[0]),
                          kn_board_square(board, cells[n - 1]));
}

/* The search over the free squares; from every start that might work when
 * the caller gave none.  budget 0 = unlimited. */
static kn_status solve_search(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, kn_tour *t)
{
  const uint64_t budget = limits ? limits->node_budget : 0;
  const int32_t w = board->width, h = board->height;
  const size_t cells = (size_t)board->squares;
  const uint64_t nfree = board->squares - board->blocked_count;
  kn__tour_set_none(t, KN_REASON_EXHAUSTED);
  t->method = KN_TOUR_METHOD_SEARCH;
  uint8_t *freem = malloc(cells);
  uint32_t *path = malloc((size_t)nfree * sizeof *path);
  kn_trace_note *notes = o->trace_budget ? malloc((size_t)nfree * sizeof *notes) : NULL;
  kn_status st = KN_ERR_NOMEM;
  if (!freem || !path || (o->trace_budget && !notes))
    goto out;
  uint64_t light = 0;
  for (size_t i = 0; i < cells; i++) {
    freem[i] = !kn__cell_blocked(board, i);
    light += freem[i] && ((i % (size_t)w) + (i / (size_t)w)) % 2;
  }
  /* A closed tour with an end is a route to that end, then the closing move. */
  kn__search s = {
    .w = w, .h = h, .free = freem, .nfree = nfree, .leaper = o->leaper,
    .closed = o->closed && !o->has_end, .has_end = o->has_end,
    .end = o->has_end ? kn_board_cell(board, o->end) : 0, .seed = o->seed, .budget = budget,
    .cancel = limits ? limits->cancel : NULL, .cancel_data = limits ? limits->cancel_data : NULL,
    .trace = o->trace_budget ? &t->trace : NULL,
    .restart_why = KN_WHY_START, .route_notes = notes, .stats = &t->search_stats,
  };
  if (o->has_start) {
    s.start = kn_board_cell(board, o->start);
    st = search_from(t, &s, path, budget);
    goto out;
  }

  /* Candidate starts, most constrained first: a square with one neighbour
   * must be an end of any open route, and routes can be reversed, so if
   * there is one it is the only start to try; a closed tour passes every
   * square, so one start decides.  With more squares of one colour, a
   * leaper that changes colour must start on that colour. */
  kn_square offs[8];
  size_t noff = kn_leaper_offsets(o->leaper, offs);
  const bool bipartite = (o->leaper.m + o->leaper.n) % 2 == 1;
  const int major = 2 * light > nfree ? 1 : 2 * light < nfree ? 0 : -1;
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
    deg[c] = (uint8_t)kn__free_degree(board, offs, noff, kn_board_square(board, (kn_cell)c));
    bucket[deg[c] + 1]++;
  }
  for (int d = 1; d < 10; d++)
    bucket[d] += bucket[d - 1];
  for (size_t c = 0; c < cells; c++)
    if (freem[c])
      order[bucket[deg[c]]++] = (uint32_t)c;
  unsigned first_deg = deg[order[0]];
  free(deg);
  size_t tries = o->closed ? 1 : (size_t)nfree;
  if (!o->closed && nfree > 1 && first_deg == 1)
    tries = 1;
  bool gave_up = false;
  st = KN_OK;
  for (size_t i = 0; i < tries; i++) {
    s.start = order[i];
    if (bipartite && !o->closed && major >= 0 &&
        (int)(((s.start % (uint32_t)w) + (s.start / (uint32_t)w)) % 2) != major)
      continue;
    st = search_from(t, &s, path, budget);
    s.restart_why = KN_WHY_NEXT_START;
    if (st != KN_OK || t->outcome == KN_TOUR_FOUND)
      break;
    if (t->outcome == KN_TOUR_GAVE_UP) {
      gave_up = true;
      if (budget && t->nodes >= budget)
        break;
    }
  }
  if (st == KN_OK && t->outcome != KN_TOUR_FOUND) {
    if (gave_up)
      t->outcome = KN_TOUR_GAVE_UP;
    else
      kn__tour_set_none(t, KN_REASON_EXHAUSTED);
  }
  free(order);
out:
  if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
    t->cells = path;
    t->count = (size_t)nfree;
    t->route_notes = notes;
    path = NULL;
    notes = NULL;
    /* A route that happens to end next to its start is closed too. */
    t->closed = route_closed(board, o->leaper, t->cells, t->count);
  }
  free(freem);
  free(path);
  free(notes);
  return st;
}

/* ---------------------------------------------------- constructed tours */

/* Records a finished route as the trace: the GUI replays it square by square. */
static void trace_route(kn_tour *t, const kn_tour_options *o)
{
  t->trace.count = 0;
  t->trace.truncated = false;
  for (size_t i = 0; i < t->count && o->trace_budget; i++) {
    if (t->trace.count == t->trace.budget) {
      t->trace.truncated = true;
      break;
    }
    kn__trace_add(&t->trace, t->cells[i], i ? KN_TRACE_ENTER : KN_TRACE_RESTART,
                  kn__note(KN_WHY_BUILT));
  }
}

/* Takes cells (the board's squares in tour order, or NULL: none) into t. */
void kn__tour_take_route(const kn_board *board, const kn_tour_options *o, uint32_t *cells,
                       kn_tour *t)
{
  if (!cells) {
    kn__tour_set_none(t, KN_REASON_EXHAUSTED);
    return;
  }
  t->outcome = KN_TOUR_FOUND;
  t->cells = cells;
  t->count = (size_t)board->squares;
  t->closed = route_closed(board, KN_KNIGHT, cells, t->count);
  trace_route(t, o);
}

/* Boards both sides at least 5 (larger than 8 x 8): the construction. */
static kn_status solve_build(const kn_board *board, const kn_tour_options *o,
                             const kn_limits *limits, kn_tour *t)
{
  kn_square start = o->has_start ? o->start : (kn_square){ 0, 0 };
  uint32_t *cells = NULL;
  bool closed = false;
  uint64_t nodes = 0;
  t->method = KN_TOUR_METHOD_BLOCKS;
  kn_status st = kn__tour_build(board->width, board->height, o->closed, start, o->seed, limits,
                                &cells, &closed, &nodes, NULL);
  t->nodes = nodes;
  if (st == KN_ERR_BUDGET) {
    t->outcome = KN_TOUR_GAVE_UP; /* its block searches ran out: the tests show they do not */
    return KN_OK;
  }
  if (st != KN_OK)
    return st;
  kn__tour_take_route(board, o, cells, t);
  return KN_OK;
}

/* Boards 3 or 4 wide and longer than 8: exact, without search. */
static kn_status solve_narrow(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, kn_tour *t)
{
  const bool along_y = board->width <= board->height;
  kn__narrow q = {
    .width = along_y ? board->width : board->height,
    .length = along_y ? board->height : board->width,
    .transposed = !along_y,
    .closed = o->closed && !o->has_end,
  };
#define NARROW_SQ(sq) (along_y ? (kn__narrow_square){ (sq).x, (sq).y } \
                               : (kn__narrow_square){ (sq).y, (sq).x })
  if (q.closed) {
    q.start = o->has_start ? NARROW_SQ(o->start) : (kn__narrow_square){ 0, 0 };
  } else {
    if (o->has_start)
      q.ends[q.nends++] = NARROW_SQ(o->start);
    if (o->has_end)
      q.ends[q.nends++] = NARROW_SQ(o->end);
  }
#undef NARROW_SQ
  uint32_t *cells = NULL;
  t->method = KN_TOUR_METHOD_ROWS;
  kn_status st = kn__narrow_solve(&q, limits, &cells);
  if (st == KN_OK)
    kn__tour_take_route(board, o, cells, t);
  return st;
}

/* The nodes of the search that goes first on boards 5 wide (solve_to_end). */
#define FIVE_PROBE_BUDGET 200000u

/* An end square on a board larger than 8 x 8 with both sides at least 5:
 * the corridor construction where it applies (a side even; a closed tour
 * is a route to an end a move from the start), else the search within the
 * caller's limits; 5 wide, the row automaton decides what a short search
 * leaves. */
static kn_status solve_to_end(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, kn_tour *t)
{
  if (board->width % 2 == 0 || board->height % 2 == 0) {
    uint32_t *cells = NULL;
    uint64_t nodes = 0;
    t->method = KN_TOUR_METHOD_CORRIDOR;
    kn_status st = kn__tour_build_to(board->width, board->height, o->start, o->end, o->seed,
                                     limits, &cells, &nodes, NULL);
    t->nodes = nodes;
    if (st == KN_OK) {
      kn__tour_take_route(board, o, cells, t);
      return KN_OK;
    }
    if (st != KN_ERR_BUDGET)
      return st;
  }
  if (board->width != 5 && board->height != 5)
    return solve_search(board, o, limits, t);
  /* 5 wide: a short search finds most tours at once; the row automaton,
   * exact but seconds long (hundreds of thousands of states), decides the
   * rest, the pairs with no tour among them. */
  uint64_t budget = limits ? limits->node_budget : 0;
  kn_limits probe = { FIVE_PROBE_BUDGET, limits ? limits->cancel : NULL,
                      limits ? limits->cancel_data : NULL };
  if (budget && budget < probe.node_budget)
    probe.node_budget = budget;
  kn_status st = solve_search(board, o, &probe, t);
  if (st != KN_OK || t->outcome != KN_TOUR_GAVE_UP)
    return st;
  uint64_t nodes = t->nodes;
  kn__tour_set_none(t, KN_REASON_EXHAUSTED);
  st = solve_narrow(board, o, limits, t);
  /* A "none" of the automaton counts no nodes (the search did not decide). */
  t->nodes = t->outcome == KN_TOUR_FOUND ? nodes : 0;
  return st;
}

/* ------------------------------------------------------------ the solve */

/* Decides o (its start given when it has an end) on board into t. */
static kn_status decide(const kn_board *board, const kn_tour_options *o, const kn_limits *limits,
                        kn_tour *t)
{
  const int32_t w = board->width, h = board->height;
  const int32_t m = w < h ? w : h;
  kn_status st = kn__tour_rule_out(board, o, limits, t);
  if (st != KN_OK || t->outcome == KN_TOUR_NONE)
    return st;
  if (board->blocked_count == 0 && kn_leaper_is_knight(o->leaper)) {
    /* No rule rules it out, so a tour exists: a method that never gives up. */
    if (w <= 8 && h <= 8) {
      /* A search that always ends, and soon (the tests bound its nodes):
       * the caller's budget is not needed, so an empty board never gives up.
       * The cancel callback still applies. */
      kn_limits unbounded = { 0, limits ? limits->cancel : NULL,
                              limits ? limits->cancel_data : NULL };
      return solve_search(board, o, &unbounded, t);
    }
    if (m <= 4)
      return solve_narrow(board, o, limits, t);
    if (o->has_end)
      return solve_to_end(board, o, limits, t);
    return solve_build(board, o, limits, t);
  }
  return solve_search(board, o, limits, t);
}

/* The default's work: the searches' counts, or the construction's walk. */
static void default_work(const kn_board *board, kn_tour *t)
{
  const uint64_t nfree = board->squares - board->blocked_count;
  kn_tour_work *w = &t->work;
  w->nodes = t->nodes;
  w->expanded = t->search_stats.expanded;
  w->backtracks = t->search_stats.backtracks;
  w->memory = t->search_stats.memory;
  if (t->method != KN_TOUR_METHOD_SEARCH && t->method != KN_TOUR_METHOD_NONE) {
    /* a construction (its small searches aside) lays every square down once */
    if (t->outcome == KN_TOUR_FOUND)
      w->expanded = nfree;
    uint64_t built = t->method == KN_TOUR_METHOD_ROWS ? 5 * nfree
                                                      : kn__build_memory(board->width, board->height);
    if (built > w->memory)
      w->memory = built;
  }
}

/* Decides o on board into t by the algorithm it asks for. */
static kn_status run_algorithm(const kn_board *board, const kn_tour_options *o,
                               const kn_limits *limits, kn_tour *t)
{
  switch (o->algorithm) {
  case KN_TOUR_ALGO_WARNSDORFF_PLAIN: return kn__tour_plain_warnsdorff(board, o, limits, t);
  case KN_TOUR_ALGO_BACKTRACKING: return kn__tour_backtracking(board, o, limits, t);
  case KN_TOUR_ALGO_CONSTRUCTION: return kn__tour_construction(board, o, limits, t);
  case KN_TOUR_ALGO_WARNSDORFF:
  default: {
    kn_status st = decide(board, o, limits, t);
    default_work(board, t);
    return st;
  }
  }
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
  if (!board || !kn_leaper_valid(o->leaper) || (unsigned)o->algorithm > KN_TOUR_ALGO_CONSTRUCTION)
    return KN_ERR_INVALID;
  if ((o->has_start && !kn_board_is_free(board, o->start)) ||
      (o->has_end && !kn_board_is_free(board, o->end)))
    return KN_ERR_RANGE;

  kn_tour *t = calloc(1, sizeof *t);
  if (!t)
    return KN_ERR_NOMEM;
  t->outcome = KN_TOUR_GAVE_UP; /* until a method decides */
  t->opts = *o;
  if (o->trace_budget) {
    if (o->trace_budget <= SIZE_MAX / sizeof *t->trace.notes) {
      t->trace.events = malloc(o->trace_budget * sizeof *t->trace.events);
      t->trace.notes = malloc(o->trace_budget * sizeof *t->trace.notes);
    }
    if (!t->trace.events || !t->trace.notes) {
      kn_tour_free(t);
      return KN_ERR_NOMEM;
    }
    t->trace.budget = o->trace_budget;
  }

  kn_status st;
  if (o->has_end && !o->has_start) {
    /* A tour to the end is a tour from it, reversed. */
    kn_tour_options r = *o;
    r.has_start = true;
    r.start = o->end;
    r.has_end = false;
    t->reversed = true;
    st = run_algorithm(board, &r, limits, t);
    if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
      for (size_t i = 0, j = t->count - 1; i < j; i++, j--) {
        kn_cell c = t->cells[i];
        t->cells[i] = t->cells[j];
        t->cells[j] = c;
      }
      trace_route(t, o);
    }
  } else {
    st = run_algorithm(board, o, limits, t);
  }
  if (st != KN_OK) {
    kn_tour_free(t);
    return st;
  }
  *out = t;
  return KN_OK;
}
