/* tour-checks.c - the proofs that a tour does not exist, each with its
 * evidence: for empty boards and knight moves the theorems, which decide
 * exactly (Schwenk 1991 for closed tours, Conrad et al. 1994 for open
 * ones, and the squares an open tour cannot start on); for everything else
 * the checks that take time linear in the board (dead ends, the pieces of
 * the free squares, colour counts), which only rule out.  tour.c asks
 * before it chooses a method. */
#include "tour-private.h"

#include <stdlib.h>

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
  /* Open tours (Conrad et al. 1994 for the general case; the small boards
   * each by a short proof, worded in src/puzzle/kl-reason.c, which
   * tests/test-reason.c checks step by step and against every route). */
  if (m == 1)
    return n == 1 ? KN_RULE_NONE : KN_RULE_ONE_LINE;
  if (m == 2)
    return KN_RULE_TWO_LINES;
  if (m == 3 && n == 3)
    return KN_RULE_LONE_CENTRE;
  if (m == 3 && n == 5)
    return KN_RULE_CENTRE_CORNERS;
  if (m == 3 && n == 6)
    return KN_RULE_SHARED_PAIRS;
  if (m == 4 && n == 4)
    return KN_RULE_FOUR_CORNERS;
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

/* Whether, on a board with a side of 5, no route joins c and other: the
 * two corners at an end of that side (a1, e1) have two moves each, one of
 * them to the square between them, c2; a route that ends on c2 uses one
 * move there, so one of the corners keeps a single move and is the route's
 * other end.  The same at the other end, and across when both sides are 5. */
static bool five_corners(int32_t width, int32_t height, kn_square c, kn_square other)
{
  for (int across = 0; across < 2; across++) {
    int32_t w = across ? height : width, h = across ? width : height;
    int32_t u = across ? c.y : c.x, v = across ? c.x : c.y;
    int32_t ou = across ? other.y : other.x, ov = across ? other.x : other.y;
    if (w != 5 || h < 3 || u != 2 || (v != 1 && v != h - 2))
      continue;
    int32_t row = v == 1 ? 0 : h - 1; /* the corners' line */
    if (!(ov == row && (ou == 0 || ou == 4)))
      return true;
  }
  return false;
}

/* The rule that rules out the tour o asks for on the empty board. */
static kn_tour_rule tour_rule(int32_t width, int32_t height, const kn_tour_options *o)
{
  kn_tour_rule r = board_rule(width, height, o->closed && !o->has_end);
  if (r != KN_RULE_NONE || (o->closed && !o->has_end))
    return r; /* a closed tour passes every square: one start is as good as another */
  if (o->closed) {
    /* Closed, to a given end: an open tour to an end a move from the start. */
    if (!kn__leaps(KN_KNIGHT, o->start, o->end))
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
    if (o->has_start && (five_corners(width, height, o->start, o->end) ||
                         five_corners(width, height, o->end, o->start)))
      return KN_RULE_FIVE_CORNERS;
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

/* "none" by a rule; the colour rules as KN_REASON_COLOUR, with the counts
 * of the empty width x height board (a1, x + y even, is dark). */
static void set_rule(kn_tour *t, kn_tour_rule rule, int32_t width, int32_t height)
{
  bool colour = rule == KN_RULE_CLOSED_ODD || rule == KN_RULE_CORNER_COLOUR ||
                rule == KN_RULE_END_COLOUR;
  kn__tour_set_none(t, colour ? KN_REASON_COLOUR : KN_REASON_BOARD_RULE);
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
  kn__tour_set_none(t, KN_REASON_DEAD_ENDS);
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
    kn__tour_set_none(t, KN_REASON_DISCONNECTED); /* no piece, where a tour needs one */
    return KN_OK;
  }
  if (o->has_start && o->has_end) {
    kn_tour_rule r = KN_RULE_NONE;
    if (o->start.x == o->end.x && o->start.y == o->end.y && nfree > 1)
      r = KN_RULE_SAME_SQUARE;
    else if (o->closed && !kn__leaps(o->leaper, o->start, o->end))
      r = KN_RULE_CLOSING_MOVE;
    if (r != KN_RULE_NONE) {
      kn__tour_set_none(t, KN_REASON_BOARD_RULE);
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
    kn__tour_set_none(t, KN_REASON_DISCONNECTED);
    goto out;
  }
  kn__pieces_clear(&t->pieces);

  if ((o->leaper.m + o->leaper.n) % 2 == 1) {
    /* A leaper with m + n odd changes colour with every move.  The route's
     * ends are the given start and end and, combined with them, the squares
     * with one free neighbour (each must be an end: at most two in all, or
     * the dead ends above said "none"), so the colour count is checked
     * against forced ends as against given ones. */
    uint64_t dark = nfree - light;
    kn_square ends[2];
    size_t nends = 0, nforced = 0;
    if (o->has_start)
      ends[nends++] = o->start;
    if (o->has_end)
      ends[nends++] = o->end;
    for (size_t i = 0; !cycle && i < deg1.n && nends < 2; i++) {
      kn_square p = deg1.v[i];
      if ((o->has_start && p.x == o->start.x && p.y == o->start.y) ||
          (o->has_end && p.x == o->end.x && p.y == o->end.y))
        continue;
      ends[nends++] = p;
      deg1.v[nforced++] = p; /* the forced ends, first in the list */
    }
    bool bad;
    if (cycle) {
      bad = light != dark;
    } else {
      bad = (light > dark ? light - dark : dark - light) > 1;
      int more = light > dark ? 1 : 0; /* the colour with more squares, if any */
      for (size_t i = 0; !bad && light != dark && i < nends; i++)
        bad = (ends[i].x + ends[i].y) % 2 != more;
      if (!bad && light == dark && nends == 2)
        bad = (ends[0].x + ends[0].y) % 2 == (ends[1].x + ends[1].y) % 2;
    }
    if (bad) {
      kn__tour_set_none(t, KN_REASON_COLOUR);
      t->light = light;
      t->dark = dark;
      /* the forced ends the argument used, when the counts alone do not
       * decide (they differ by more than one, or a cycle) */
      bool counts_alone = cycle || (light > dark ? light - dark : dark - light) > 1;
      if (!counts_alone && nforced > 0) {
        deg1.n = nforced;
        t->squares = deg1.v;
        t->degrees = deg1.deg;
        t->nsquares = nforced;
        deg1.v = NULL;
        deg1.deg = NULL;
      }
    }
  }
out:
  free(deg0.v);
  free(deg0.deg);
  free(deg1.v);
  free(deg1.deg);
  return st;
}

kn_status kn__tour_rule_out(const kn_board *board, const kn_tour_options *o,
                            const kn_limits *limits, kn_tour *t)
{
  if (board->blocked_count == 0 && kn_leaper_is_knight(o->leaper)) {
    kn_tour_rule rule = tour_rule(board->width, board->height, o);
    if (rule != KN_RULE_NONE)
      set_rule(t, rule, board->width, board->height);
    return KN_OK;
  }
  return precheck(board, o, limits, t);
}
