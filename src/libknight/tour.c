/* tour.c - knight's tours (open, closed, to a chosen end square, blocked
 * squares, other leapers, any size): the rules, the cheap checks, and the
 * choice of method.
 *
 *  - Empty boards and knight moves: the theorems below decide whether a tour
 *    exists (from the start, to the end), exactly; then a method that never
 *    gives up builds one: the search on boards up to 8 x 8 (exact, and only
 *    the caller's limits stop it), the blocks of tour-narrow-solve.c on
 *    boards 3 or 4 wide, the construction of tour-build.c on larger ones.
 *    Only an end square on a board larger than 8 x 8 with both sides at
 *    least 5 may need a search with the caller's budget (see solve_to_end).
 *  - Everything else (blocked squares, other leapers): first the checks that
 *    take linear time (the pieces of the free squares, dead ends, colour
 *    counts), then the search of tour-search.c, exact when it runs to the
 *    end, within the caller's limits. */
#include "tour-private.h"

#include <stdlib.h>
#include <string.h>

struct kn_tour {
  kn_tour_outcome outcome;
  bool closed;
  uint64_t nodes;
  kn_cell *cells; /* count cells when found, else NULL */
  size_t count;
  kn__trace trace;
  /* Why "none" (see kn_tour_reason) and the evidence. */
  kn_reason why;
  kn_tour_rule rule;
  uint64_t light, dark;   /* KN_REASON_COLOUR */
  kn_square *squares;     /* KN_REASON_DEAD_ENDS: nsquares of them, with their degrees */
  uint8_t *degrees;
  size_t nsquares;
  kn__pieces pieces;      /* KN_REASON_DISCONNECTED */
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
  free(tour->squares);
  free(tour->degrees);
  kn__pieces_clear(&tour->pieces);
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

kn_reason kn_tour_reason(const kn_tour *tour)
{
  switch (tour->outcome) {
  case KN_TOUR_FOUND: return KN_REASON_NONE;
  case KN_TOUR_GAVE_UP: return KN_REASON_GAVE_UP;
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
  bool dead = kn_tour_reason(tour) == KN_REASON_DEAD_ENDS;
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

/* ------------------------------------------------------------- the rules */

/* The rule that rules out a tour of the empty width x height board. */
static kn_tour_rule board_rule(int32_t width, int32_t height, bool closed)
{
  int32_t m = width < height ? width : height, n = width < height ? height : width;
  if (closed) {
    /* Schwenk 1991. */
    if ((m % 2) && (n % 2))
      return m == 1 ? KN_RULE_ONE_LINE : KN_RULE_CLOSED_ODD;
    if (m == 1)
      return KN_RULE_ONE_LINE;
    if (m == 2 || m == 4)
      return KN_RULE_CLOSED_NARROW;
    if (m == 3 && (n == 4 || n == 6 || n == 8))
      return KN_RULE_CLOSED_THREE;
    return KN_RULE_NONE;
  }
  /* Open tours (Conrad et al. 1994 for the general case, the small boards
   * by exhaustive search; tests/test-tour.c repeats that search). */
  if (m == 1)
    return n == 1 ? KN_RULE_NONE : KN_RULE_ONE_LINE;
  if (m == 2)
    return KN_RULE_TWO_LINES;
  if ((m == 3 && (n == 3 || n == 5 || n == 6)) || (m == 4 && n == 4))
    return KN_RULE_SMALL_BOARD;
  return KN_RULE_NONE;
}

/* The rule that rules out an open tour of the empty board from (or to) sq,
 * a board on which open tours exist. */
static kn_tour_rule square_rule(int32_t width, int32_t height, kn_square sq)
{
  /* An odd board has one more square of the corners' colour, and a route
   * alternates colours, so it starts and ends on that colour. */
  if ((width % 2) && (height % 2) && ((sq.x + sq.y) % 2))
    return KN_RULE_CORNER_COLOUR;
  /* On a board 4 wide the two outer lines touch only the two inner ones,
   * and each half holds as many squares of each colour.  Along a route no
   * two outer squares follow each other, so with half the squares outer
   * they take every other place, but for at most one doubled inner pair;
   * colours alternate too, and only a route from an outer square to an
   * outer square, the pair in between, gives both colours to the outer
   * squares.  So an open tour starts and ends on an outer line. */
  if (width == 4 && sq.x != 0 && sq.x != 3)
    return KN_RULE_OUTER_LINES;
  if (height == 4 && sq.y != 0 && sq.y != 3)
    return KN_RULE_OUTER_LINES;
  /* Boards 3 wide: the exact search of the row automaton (tour-narrow.c)
   * finds these the only other squares no open tour starts on, on every
   * length; from 9 on, every square the colours allow starts one (see
   * docs/tours.md; the tests check every length up to 100). */
  if (width == 3 || height == 3) {
    int32_t n = width == 3 ? height : width;
    int32_t across = width == 3 ? sq.x : sq.y, along = width == 3 ? sq.y : sq.x;
    if (n == 4 && along != 0 && along != 3)
      return KN_RULE_THREE_STARTS;
    if (n == 7 && across == 1 && along == 3)
      return KN_RULE_THREE_STARTS;
    if (n == 8 && across == 1 && (along == 2 || along == 5))
      return KN_RULE_THREE_STARTS;
  }
  return KN_RULE_NONE;
}

static bool is_leap(kn_leaper l, kn_square a, kn_square b)
{
  int32_t dx = abs(a.x - b.x), dy = abs(a.y - b.y);
  return (dx == l.m && dy == l.n) || (dx == l.n && dy == l.m);
}

/* The rule that rules out the tour o asks for on the empty board. */
static kn_tour_rule tour_rule(int32_t width, int32_t height, const kn_tour_options *o)
{
  kn_tour_rule r = board_rule(width, height, o->closed && !o->has_end);
  if (r != KN_RULE_NONE || (o->closed && !o->has_end))
    return r; /* a closed tour passes every square: one start is as good as another */
  if (o->closed) {
    /* Closed, to a given end: an open tour to an end a move from the start. */
    if (!is_leap(KN_KNIGHT, o->start, o->end))
      return KN_RULE_CLOSING_MOVE;
    r = board_rule(width, height, true);
    if (r != KN_RULE_NONE)
      return r;
  }
  if (o->has_start && (r = square_rule(width, height, o->start)) != KN_RULE_NONE)
    return r;
  if (o->has_end) {
    if (o->has_start && o->start.x == o->end.x && o->start.y == o->end.y)
      return (uint64_t)width * (uint64_t)height == 1 ? KN_RULE_NONE : KN_RULE_SAME_SQUARE;
    if ((r = square_rule(width, height, o->end)) != KN_RULE_NONE)
      return r;
    /* An even board: the route has an odd number of moves, so its ends
     * have different colours. */
    if (o->has_start && (width % 2 == 0 || height % 2 == 0) &&
        (o->start.x + o->start.y) % 2 == (o->end.x + o->end.y) % 2)
      return KN_RULE_END_COLOUR;
  }
  return KN_RULE_NONE;
}

bool kn_tour_exists(int32_t width, int32_t height, bool closed)
{
  if (width < 1 || height < 1)
    return false;
  return board_rule(width, height, closed) == KN_RULE_NONE;
}

bool kn_tour_start_possible(int32_t width, int32_t height, bool closed, kn_square start)
{
  if (!kn_tour_exists(width, height, closed))
    return false;
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height)
    return false;
  return closed || square_rule(width, height, start) == KN_RULE_NONE;
}

/* ------------------------------------------------------ the cheap checks */

static void set_none(kn_tour *t, kn_reason why)
{
  t->outcome = KN_TOUR_NONE;
  t->why = why;
}

/* "none" by a rule; the colour rules as KN_REASON_COLOUR, with the counts
 * of the empty width x height board (a1, x + y even, is dark). */
static void set_rule(kn_tour *t, kn_tour_rule rule, int32_t width, int32_t height)
{
  bool colour = rule == KN_RULE_CLOSED_ODD || rule == KN_RULE_CORNER_COLOUR ||
                rule == KN_RULE_END_COLOUR;
  set_none(t, colour ? KN_REASON_COLOUR : KN_REASON_BOARD_RULE);
  t->rule = rule;
  if (colour) {
    uint64_t n = (uint64_t)width * (uint64_t)height;
    t->dark = (n + 1) / 2;
    t->light = n / 2;
  }
}

/* A growing list of squares with their free-neighbour counts. */
typedef struct {
  kn_square *v;
  uint8_t *deg;
  size_t n, cap;
} sqlist;

static bool sqlist_add(sqlist *l, kn_square p, unsigned d)
{
  if (l->n == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 16;
    kn_square *v = realloc(l->v, cap * sizeof *v);
    if (v)
      l->v = v;
    uint8_t *dg = realloc(l->deg, cap);
    if (dg)
      l->deg = dg;
    if (!v || !dg)
      return false;
    l->cap = cap;
  }
  l->v[l->n] = p;
  l->deg[l->n++] = (uint8_t)d;
  return true;
}

/* "none" for dead ends: the tour takes the squares of l (and l1 when given). */
static bool set_dead_ends(kn_tour *t, sqlist *l, const sqlist *l1)
{
  for (size_t i = 0; l1 && i < l1->n; i++)
    if (!sqlist_add(l, l1->v[i], l1->deg[i]))
      return false;
  set_none(t, KN_REASON_DEAD_ENDS);
  t->squares = l->v;
  t->degrees = l->deg;
  t->nsquares = l->n;
  l->v = NULL;
  l->deg = NULL;
  return true;
}

/* Proofs that no tour exists which take time linear in the board, each
 * with its evidence in t: dead ends, the free squares in several pieces,
 * colour counts.  Leaves t's outcome alone when none applies. */
static kn_status precheck(const kn_board *board, const kn_tour_options *o,
                          const kn_limits *limits, kn_tour *t)
{
  const uint64_t nfree = board->squares - board->blocked_count;
  if (nfree == 0) {
    set_none(t, KN_REASON_DISCONNECTED); /* no piece, where a tour needs one */
    return KN_OK;
  }
  if (o->has_start && o->has_end) {
    kn_tour_rule r = KN_RULE_NONE;
    if (o->start.x == o->end.x && o->start.y == o->end.y && nfree > 1)
      r = KN_RULE_SAME_SQUARE;
    else if (o->closed && !is_leap(o->leaper, o->start, o->end))
      r = KN_RULE_CLOSING_MOVE;
    if (r != KN_RULE_NONE) {
      set_none(t, KN_REASON_BOARD_RULE);
      t->rule = r;
      return KN_OK;
    }
  }

  /* Degrees and colours, in one pass.  A closed tour to an end is a route
   * from the start to the end, checked as one. */
  const bool cycle = o->closed && !o->has_end;
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(o->leaper, offs);
  sqlist deg0 = { 0 }, deg1 = { 0 };
  uint64_t light = 0, loose = 0; /* loose: degree 1 and not a given end */
  kn_status st = KN_ERR_NOMEM;
  const int64_t W = board->width, H = board->height;
  for (int64_t y = 0; y < H; y++) {
    if ((y & 255) == 0 && limits && limits->cancel && limits->cancel(limits->cancel_data)) {
      st = KN_ERR_CANCELLED;
      goto out;
    }
    for (int64_t x = 0; x < W; x++) {
      const uint64_t c = (uint64_t)(y * W + x);
      if (kn__cell_blocked(board, c))
        continue;
      kn_square p = { (int32_t)x, (int32_t)y };
      light += (uint64_t)(x + y) % 2;
      /* The free neighbours, without a call a move: this pass is most of
       * the time of a cheap "none". */
      unsigned d = 0;
      for (size_t k = 0; k < noff; k++) {
        int64_t nx = x + offs[k].x, ny = y + offs[k].y;
        d += nx >= 0 && ny >= 0 && nx < W && ny < H &&
             !kn__cell_blocked(board, (uint64_t)(ny * W + nx));
      }
      if (d == 0 && !sqlist_add(&deg0, p, d))
        goto out;
      if (d == 1) {
        bool is_start = o->has_start && p.x == o->start.x && p.y == o->start.y;
        bool is_end = o->has_end && p.x == o->end.x && p.y == o->end.y;
        loose += !is_start && !is_end;
        if (!sqlist_add(&deg1, p, d))
          goto out;
      }
    }
  }
  st = KN_OK;
  if (cycle && deg0.n + deg1.n > 0) {
    /* A cycle gives every square two neighbours. */
    if (!set_dead_ends(t, &deg0, &deg1))
      st = KN_ERR_NOMEM;
    goto out;
  }
  if (deg0.n > 0 && nfree > 1) {
    if (!set_dead_ends(t, &deg0, NULL))
      st = KN_ERR_NOMEM;
    goto out;
  }
  /* A square with one free neighbour is an end of any route through it,
   * and a route has two ends (the given start and end among them). */
  if (!cycle && loose + (uint64_t)o->has_start + (uint64_t)o->has_end > 2) {
    if (!set_dead_ends(t, &deg1, NULL))
      st = KN_ERR_NOMEM;
    goto out;
  }

  st = kn__pieces_find(board, o->leaper, limits, &t->pieces);
  if (st != KN_OK)
    goto out;
  if (t->pieces.count > 1) {
    set_none(t, KN_REASON_DISCONNECTED);
    goto out;
  }
  kn__pieces_clear(&t->pieces);

  if ((o->leaper.m + o->leaper.n) % 2 == 1) {
    /* A leaper with m + n odd changes colour with every move. */
    uint64_t dark = nfree - light;
    bool bad;
    if (cycle) {
      bad = light != dark;
    } else {
      bad = (light > dark ? light - dark : dark - light) > 1;
      uint64_t more = light > dark ? 1 : 0; /* the colour with more squares, if any */
      if (!bad && light != dark && o->has_start)
        bad = (uint64_t)((o->start.x + o->start.y) % 2) != more;
      if (!bad && light != dark && o->has_end)
        bad = (uint64_t)((o->end.x + o->end.y) % 2) != more;
      if (!bad && light == dark && o->has_start && o->has_end)
        bad = (o->start.x + o->start.y) % 2 == (o->end.x + o->end.y) % 2;
    }
    if (bad) {
      set_none(t, KN_REASON_COLOUR);
      t->light = light;
      t->dark = dark;
    }
  }
out:
  free(deg0.v);
  free(deg0.deg);
  free(deg1.v);
  free(deg1.deg);
  return st;
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
  uint64_t probe = 8 * s->nfree + 100;
  for (unsigned i = 0; i < PROBES && r == KN__SEARCH_BUDGET; i++) {
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
  case KN__SEARCH_NONE: set_none(t, KN_REASON_EXHAUSTED); return KN_OK;
  case KN__SEARCH_BUDGET: t->outcome = KN_TOUR_GAVE_UP; return KN_OK;
  case KN__SEARCH_CANCELLED: return KN_ERR_CANCELLED;
  default: return KN_ERR_NOMEM;
  }
}

/* Whether a found route of cells is closed (its last square a move from its first). */
static bool route_closed(const kn_board *board, kn_leaper leaper, const kn_cell *cells, size_t n)
{
  return n > 2 && is_leap(leaper, kn_board_square(board, cells[0]),
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
  set_none(t, KN_REASON_EXHAUSTED);
  uint8_t *freem = malloc(cells);
  uint32_t *path = malloc((size_t)nfree * sizeof *path);
  kn_status st = KN_ERR_NOMEM;
  if (!freem || !path)
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
      set_none(t, KN_REASON_EXHAUSTED);
  }
  free(order);
out:
  if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
    t->cells = path;
    t->count = (size_t)nfree;
    path = NULL;
    /* A route that happens to end next to its start is closed too. */
    t->closed = route_closed(board, o->leaper, t->cells, t->count);
  }
  free(freem);
  free(path);
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
    kn__trace_add(&t->trace, t->cells[i], i ? KN_TRACE_ENTER : KN_TRACE_RESTART);
  }
}

/* Takes cells (the board's squares in tour order, or NULL: none) into t. */
static void take_route(const kn_board *board, const kn_tour_options *o, uint32_t *cells,
                       kn_tour *t)
{
  if (!cells) {
    set_none(t, KN_REASON_EXHAUSTED);
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
  kn_status st = kn__tour_build(board->width, board->height, o->closed, start, o->seed, limits,
                                &cells, &closed, &nodes);
  t->nodes = nodes;
  if (st == KN_ERR_BUDGET) {
    t->outcome = KN_TOUR_GAVE_UP; /* its block searches ran out: the tests show they do not */
    return KN_OK;
  }
  if (st != KN_OK)
    return st;
  take_route(board, o, cells, t);
  return KN_OK;
}

/* Boards 3 or 4 wide and longer than 8: exact, without search. */
static kn_status solve_narrow(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, kn_tour *t)
{
  const bool along_y = board->width <= 4 && board->width <= board->height;
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
  kn_status st = kn__narrow_solve(&q, limits, &cells);
  if (st == KN_OK)
    take_route(board, o, cells, t);
  return st;
}

/* An end square on a board larger than 8 x 8 with both sides at least 5:
 * the corridor construction where it applies (a side even; a closed tour
 * is a route to an end a move from the start), else the search within the
 * caller's limits. */
static kn_status solve_to_end(const kn_board *board, const kn_tour_options *o,
                              const kn_limits *limits, kn_tour *t)
{
  if (board->width % 2 == 0 || board->height % 2 == 0) {
    uint32_t *cells = NULL;
    uint64_t nodes = 0;
    kn_status st = kn__tour_build_to(board->width, board->height, o->start, o->end, o->seed,
                                     limits, &cells, &nodes);
    t->nodes = nodes;
    if (st == KN_OK) {
      take_route(board, o, cells, t);
      return KN_OK;
    }
    if (st != KN_ERR_BUDGET)
      return st;
  }
  return solve_search(board, o, limits, t);
}

/* ------------------------------------------------------------ the solve */

/* Decides o (its start given when it has an end) on board into t. */
static kn_status decide(const kn_board *board, const kn_tour_options *o, const kn_limits *limits,
                        kn_tour *t)
{
  const int32_t w = board->width, h = board->height;
  const int32_t m = w < h ? w : h;
  if (board->blocked_count == 0 && kn_leaper_is_knight(o->leaper)) {
    kn_tour_rule rule = tour_rule(w, h, o);
    if (rule != KN_RULE_NONE) {
      set_rule(t, rule, w, h);
      return KN_OK;
    }
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
  kn_status st = precheck(board, o, limits, t);
  if (st != KN_OK || t->outcome == KN_TOUR_NONE)
    return st;
  return solve_search(board, o, limits, t);
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
  if ((o->has_start && !kn_board_is_free(board, o->start)) ||
      (o->has_end && !kn_board_is_free(board, o->end)))
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

  kn_status st;
  if (o->has_end && !o->has_start) {
    /* A tour to the end is a tour from it, reversed. */
    kn_tour_options r = *o;
    r.has_start = true;
    r.start = o->end;
    r.has_end = false;
    st = decide(board, &r, limits, t);
    if (st == KN_OK && t->outcome == KN_TOUR_FOUND) {
      for (size_t i = 0, j = t->count - 1; i < j; i++, j--) {
        kn_cell c = t->cells[i];
        t->cells[i] = t->cells[j];
        t->cells[j] = c;
      }
      trace_route(t, o);
    }
  } else {
    st = decide(board, o, limits, t);
  }
  if (st != KN_OK) {
    kn_tour_free(t);
    return st;
  }
  *out = t;
  return KN_OK;
}
