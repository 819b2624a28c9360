/* reach.c - why a piece cannot reach a square: a blocked target, the colour
 * or the lattice a leaper's moves keep to, or the region the piece reaches
 * and the walls around it (routes, distance maps, the dynamic knight,
 * Camelot).
 *
 * The region argument is a proof by cut: every route from the start leaves
 * the region, if it leaves it at all, through a square one move from it,
 * and every such square that is free is in the region, so the route's first
 * square outside is a wall (or the board's edge stops it).  The walls listed
 * are exactly the blocked squares one move from the region. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

struct kn_reach {
  kn_reach_argument arg;
  size_t piece, other;  /* Camelot's numbering */
  kn_square from, to;
  bool has_to;
  uint64_t unreached;
  kn_square *region;
  size_t nregion;
  kn_square *walls;
  uint8_t *doors;
  size_t nwalls;
  int32_t step;         /* KN_REACH_LATTICE */
  bool parity;
};

/* The two sides of the cut, a bit each in a byte a square. */
enum { SIDE_REGION = 1, SIDE_OTHER = 2 };

/* A symmetric set of moves (each one's reverse is in the set): offsets,
 * and the dynamic knight's T mirrors. */
typedef struct {
  kn_square offs[12];
  size_t noff;
  bool mirrors;
} move_set;

static const kn_square king_steps[8] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                         { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

void kn_reach_free(kn_reach *reach)
{
  if (!reach)
    return;
  free(reach->region);
  free(reach->walls);
  free(reach->doors);
  free(reach);
}

kn_reason kn_reach_reason(const kn_reach *reach)
{
  return reach->arg == KN_REACH_NONE ? KN_REASON_NONE : KN_REASON_UNREACHABLE;
}

kn_reach_argument kn_reach_reason_argument(const kn_reach *reach) { return reach->arg; }

size_t kn_reach_reason_piece(const kn_reach *reach, size_t *other)
{
  if (other)
    *other = reach->other;
  return reach->piece;
}

kn_square kn_reach_reason_from(const kn_reach *reach) { return reach->from; }

bool kn_reach_reason_to(const kn_reach *reach, kn_square *to)
{
  if (reach->has_to && to)
    *to = reach->to;
  return reach->has_to;
}

uint64_t kn_reach_reason_unreached(const kn_reach *reach) { return reach->unreached; }

const kn_square *kn_reach_reason_region(const kn_reach *reach, size_t *count)
{
  if (count)
    *count = reach->nregion;
  return reach->region;
}

const kn_square *kn_reach_reason_walls(const kn_reach *reach, const uint8_t **doors,
                                       size_t *count)
{
  if (doors)
    *doors = reach->doors;
  if (count)
    *count = reach->nwalls;
  return reach->walls;
}

int32_t kn_reach_reason_lattice(const kn_reach *reach, bool *parity)
{
  bool lattice = reach->arg == KN_REACH_LATTICE;
  if (parity)
    *parity = lattice && reach->parity;
  return lattice ? reach->step : 0;
}

/* ------------------------------------------------------------ the cut */

static size_t neighbours(const kn_board *b, const move_set *mv, kn_square p, kn_square out[14])
{
  size_t n = 0;
  for (size_t i = 0; i < mv->noff; i++) {
    kn_square q = { p.x + mv->offs[i].x, p.y + mv->offs[i].y };
    if (kn_board_contains(b, q))
      out[n++] = q;
  }
  if (mv->mirrors) {
    kn_square q[2] = { { b->width - 1 - p.x, p.y }, { p.x, b->height - 1 - p.y } };
    for (size_t i = 0; i < 2; i++)
      if (q[i].x != p.x || q[i].y != p.y)
        out[n++] = q[i];
  }
  return n;
}

/* Whether a move of mv from p lands on a square of the side. */
static bool touches(const kn_board *b, const move_set *mv, const uint8_t *side, uint8_t bit,
                    kn_square p)
{
  kn_square q[14];
  const size_t n = neighbours(b, mv, p, q);
  for (size_t i = 0; i < n; i++)
    if (side[kn_board_cell(b, q[i])] & bit)
      return true;
  return false;
}

/* "none" by the region: its squares, the free squares outside it, and the
 * walls one move of `in` from it, each a door when a move of `out` joins it
 * to the other side.  The moves are symmetric, so a wall is one move from
 * the region when the region is one move from the wall. */
static kn_status take_region(kn_reach *r, const kn_board *b, const uint8_t *side,
                             const move_set *in, const move_set *out, const kn_limits *limits)
{
  size_t nregion = 0, cap = 0;
  for (uint64_t c = 0; c < b->squares; c++) {
    nregion += side[c] & SIDE_REGION;
    r->unreached += !(side[c] & SIDE_REGION) && !kn__cell_blocked(b, c);
  }
  r->region = malloc((nregion ? nregion : 1) * sizeof *r->region);
  if (!r->region)
    return KN_ERR_NOMEM;
  for (int64_t y = 0; y < b->height; y++) {
    if ((y & 255) == 0 && limits && limits->cancel && limits->cancel(limits->cancel_data))
      return KN_ERR_CANCELLED;
    for (int64_t x = 0; x < b->width; x++) {
      const uint64_t c = (uint64_t)y * (uint64_t)b->width + (uint64_t)x;
      const kn_square p = { (int32_t)x, (int32_t)y };
      if (side[c] & SIDE_REGION) {
        r->region[r->nregion++] = p;
        continue;
      }
      if (!kn__cell_blocked(b, c) || !touches(b, in, side, SIDE_REGION, p))
        continue;
      if (r->nwalls == cap) {
        cap = cap ? 2 * cap : 16;
        kn_square *w = realloc(r->walls, cap * sizeof *w);
        if (w)
          r->walls = w;
        uint8_t *d = realloc(r->doors, cap);
        if (d)
          r->doors = d;
        if (!w || !d)
          return KN_ERR_NOMEM;
      }
      r->walls[r->nwalls] = p;
      r->doors[r->nwalls++] = touches(b, out, side, SIDE_OTHER, p);
    }
  }
  r->arg = KN_REACH_REGION;
  return KN_OK;
}

/* Regions up to this many squares are found by a search of their own
 * (kn__region_probe) before the board's pieces are labelled. */
#define SMALL_REGION (UINT64_C(1) << 16)

static int cmp_cell(const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Whether the free square q is in the target's piece: in its probed region
 * when that was exhausted; else q's own piece, when small, is not it (the
 * target's is larger); else a search from q to the target decides. */
static kn_status on_target_side(const kn_board *b, kn_leaper leaper, const kn_square *offs,
                                size_t noff, const kn__region *target, kn_square to,
                                kn_square q, const kn_limits *limits, bool *yes)
{
  const uint64_t c = kn_board_cell(b, q);
  if (target->exhausted || kn__region_has(target, c)) {
    *yes = kn__region_has(target, c);
    return KN_OK;
  }
  kn__region mine;
  kn_status st = kn__region_probe(b, offs, noff, q, SMALL_REGION, limits, &mine);
  bool small = st == KN_OK && mine.exhausted;
  kn__region_clear(&mine);
  if (st != KN_OK)
    return st;
  if (small) {
    *yes = false;
    return KN_OK;
  }
  int64_t moves = -1;
  st = kn_shortest_path(b, leaper, q, to, limits, &moves, NULL);
  *yes = moves >= 0;
  return st;
}

/* The region argument when from's piece is small: found by a search that
 * stops after SMALL_REGION squares, its walls and doors worked out from it
 * and from the target's side, all in memory proportional to the region.
 * *done is false (and r untouched) when the piece is larger. */
static kn_status small_region(kn_reach *r, const kn_board *b, kn_leaper leaper, kn_square from,
                              kn_square to, const kn_limits *limits, bool *done)
{
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(leaper, offs);
  kn__region home, target = { 0 };
  kn_status st = kn__region_probe(b, offs, noff, from, SMALL_REGION, limits, &home);
  *done = false;
  if (st != KN_OK || !home.exhausted)
    goto out;
  *done = true;
  if (kn__region_has(&home, kn_board_cell(b, to)))
    goto out; /* reached */
  /* the region, row by row */
  qsort(home.cells, home.count, sizeof *home.cells, cmp_cell);
  r->region = malloc(home.count * sizeof *r->region);
  if (!r->region) {
    st = KN_ERR_NOMEM;
    goto out;
  }
  for (size_t i = 0; i < home.count; i++)
    r->region[i] = kn_board_square(b, (kn_cell)home.cells[i]);
  r->nregion = home.count;
  r->unreached = b->squares - b->blocked_count - home.count;
  /* the walls: blocked squares one move from the region (a set, then row by row) */
  uint64_t *wall = NULL;
  size_t nwall = 0, wcap = 0;
  for (size_t i = 0; i < home.count; i++) {
    kn_square p = kn_board_square(b, (kn_cell)home.cells[i]);
    for (size_t k = 0; k < noff; k++) {
      kn_square q = { p.x + offs[k].x, p.y + offs[k].y };
      if (!kn_board_contains(b, q) || kn_board_is_free(b, q))
        continue;
      uint64_t c = kn_board_cell(b, q);
      bool seen = false;
      for (size_t j = 0; j < nwall && !seen; j++)
        seen = wall[j] == c;
      if (seen)
        continue;
      if (nwall == wcap) {
        wcap = wcap ? 2 * wcap : 16;
        uint64_t *grown = realloc(wall, wcap * sizeof *grown);
        if (!grown) {
          free(wall);
          st = KN_ERR_NOMEM;
          goto out;
        }
        wall = grown;
      }
      wall[nwall++] = c;
    }
  }
  if (nwall > 1) /* a region with no wall round it has none to sort (and wall is NULL) */
    qsort(wall, nwall, sizeof *wall, cmp_cell);
  r->walls = malloc((nwall ? nwall : 1) * sizeof *r->walls);
  r->doors = malloc(nwall ? nwall : 1);
  if (!r->walls || !r->doors) {
    free(wall);
    st = KN_ERR_NOMEM;
    goto out;
  }
  /* the target's side: its region when small */
  st = kn__region_probe(b, offs, noff, to, SMALL_REGION, limits, &target);
  for (size_t i = 0; st == KN_OK && i < nwall; i++) {
    kn_square p = kn_board_square(b, (kn_cell)wall[i]);
    bool door = false;
    for (size_t k = 0; st == KN_OK && k < noff && !door; k++) {
      kn_square q = { p.x + offs[k].x, p.y + offs[k].y };
      if (!kn_board_contains(b, q) || !kn_board_is_free(b, q) ||
          kn__region_has(&home, kn_board_cell(b, q)))
        continue;
      st = on_target_side(b, leaper, offs, noff, &target, to, q, limits, &door);
    }
    r->walls[i] = p;
    r->doors[i] = door;
  }
  r->nwalls = st == KN_OK ? nwall : 0;
  free(wall);
  if (st == KN_OK)
    r->arg = KN_REACH_REGION;
out:
  kn__region_clear(&home);
  kn__region_clear(&target);
  return st;
}

/* The knight on a board 1 or 2 wide: from's piece is the stretch of its
 * chain between the walls (narrow-path.c), the walls at its two ends, each
 * a door when the chain goes on past it to the target's stretch.  Called
 * when the target is not reached (kn_shortest_path says so in closed form);
 * leaves r reachable when it is. */
static kn_status narrow_region(kn_reach *r, const kn_board *b, kn_square from, kn_square to,
                               const kn_limits *limits)
{
  uint64_t back = 0, ahead = 0, tback = 0, tahead = 0;
  kn_square wall[2], twall[2];
  bool walled[2], twalled[2];
  int64_t moves = -1;
  kn_status st = kn__narrow_route(b, from, to, limits, &moves, NULL);
  if (st != KN_OK || moves >= 0)
    return st;
  if ((st = kn__narrow_stretch(b, from, -1, limits, &back, &wall[0], &walled[0])) != KN_OK ||
      (st = kn__narrow_stretch(b, from, +1, limits, &ahead, &wall[1], &walled[1])) != KN_OK ||
      (st = kn__narrow_stretch(b, to, -1, limits, &tback, &twall[0], &twalled[0])) != KN_OK ||
      (st = kn__narrow_stretch(b, to, +1, limits, &tahead, &twall[1], &twalled[1])) != KN_OK)
    return st;
  const uint64_t n = back + 1 + ahead;
  r->region = malloc(n * sizeof *r->region);
  if (!r->region)
    return KN_ERR_NOMEM;
  /* the region row by row: along a vertical chain that is its order; a
   * horizontal one alternates the two ranks, so rank 1's squares, then
   * rank 2's */
  kn_square p = from;
  for (uint64_t i = 0; i < back; i++)
    kn__narrow_step(b, p, -1, &p);
  const bool vertical = b->width <= 2;
  size_t k = 0;
  for (int pass = 0; pass < (vertical ? 1 : 2); pass++) {
    kn_square q = p;
    for (uint64_t i = 0; i < n; i++) {
      if (vertical || q.y == pass)
        r->region[k++] = q;
      if (i + 1 < n)
        kn__narrow_step(b, q, +1, &q);
    }
  }
  r->nregion = k;
  r->unreached = b->squares - b->blocked_count - n;
  /* the target's stretch: from its first square to its last along the chain */
  kn_square first = to, last = to;
  for (uint64_t i = 0; i < tback; i++)
    kn__narrow_step(b, first, -1, &first);
  for (uint64_t i = 0; i < tahead; i++)
    kn__narrow_step(b, last, +1, &last);
  const int64_t lo = vertical ? first.y : first.x, hi = vertical ? last.y : last.x;
  r->walls = malloc(2 * sizeof *r->walls);
  r->doors = malloc(2);
  if (!r->walls || !r->doors)
    return KN_ERR_NOMEM;
  for (int side = 0; side < 2; side++) {
    if (!walled[side])
      continue;
    kn_square beyond;
    bool door = false;
    if (kn__narrow_step(b, wall[side], side ? +1 : -1, &beyond) && kn_board_is_free(b, beyond)) {
      /* on the target's chain and inside its stretch */
      const int64_t pos = vertical ? beyond.y : beyond.x;
      door = pos >= lo && pos <= hi && (pos - lo) % 2 == 0 &&
             (vertical ? beyond.x == (first.x ^ (((pos - lo) / 2) & 1))
                       : beyond.y == (first.y ^ (((pos - lo) / 2) & 1)));
    }
    r->walls[r->nwalls] = wall[side];
    r->doors[r->nwalls++] = door;
  }
  /* row by row: the wall behind comes first unless a horizontal chain's
   * walls are on different ranks the other way round */
  if (r->nwalls == 2 && kn_board_cell(b, r->walls[0]) > kn_board_cell(b, r->walls[1])) {
    kn_square t = r->walls[0];
    uint8_t d = r->doors[0];
    r->walls[0] = r->walls[1];
    r->doors[0] = r->doors[1];
    r->walls[1] = t;
    r->doors[1] = d;
  }
  r->arg = KN_REACH_REGION;
  return KN_OK;
}

/* A new, reachable answer about from. */
static kn_status reach_new(kn_square from, const kn_square *to, kn_reach **out)
{
  *out = calloc(1, sizeof **out);
  if (!*out)
    return KN_ERR_NOMEM;
  (*out)->from = from;
  if (to) {
    (*out)->has_to = true;
    (*out)->to = *to;
  }
  return KN_OK;
}

static kn_status finish(kn_reach *r, kn_status st, kn_reach **out)
{
  if (st != KN_OK) {
    kn_reach_free(r);
    r = NULL;
  }
  *out = r;
  return st;
}

/* -------------------------------------------------------------- leapers */

kn_status kn_reach_explain(const kn_board *board, kn_leaper leaper, kn_square from,
                           const kn_square *to, const kn_limits *limits, kn_reach **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !kn_leaper_valid(leaper))
    return KN_ERR_INVALID;
  if (!kn_board_is_free(board, from) || (to && !kn_board_contains(board, *to)))
    return KN_ERR_RANGE;
  kn_reach *r;
  kn_status st = reach_new(from, to, &r);
  if (st != KN_OK)
    return st;
  if (to && to->x == from.x && to->y == from.y)
    return finish(r, KN_OK, out);
  if (to && !kn_board_is_free(board, *to)) {
    r->arg = KN_REACH_BLOCKED;
    return finish(r, KN_OK, out);
  }
  if (to) {
    /* Constant time, whatever the board. */
    r->arg = kn__leaper_lattice(leaper, (int64_t)to->x - from.x, (int64_t)to->y - from.y,
                                &r->step, &r->parity);
    if (r->arg != KN_REACH_NONE)
      return finish(r, KN_OK, out);
  }

  if (to && kn_leaper_is_knight(leaper) && kn__knight_narrow(board))
    return finish(r, narrow_region(r, board, from, *to, limits), out);
  if (to) {
    /* A piece walled in: its region and walls in memory proportional to it. */
    bool done = false;
    st = small_region(r, board, leaper, from, *to, limits, &done);
    if (st != KN_OK || done)
      return finish(r, st, out);
  }

  kn__pieces pieces;
  st = kn__pieces_find(board, leaper, limits, &pieces);
  if (st != KN_OK)
    return finish(r, st, out);
  const uint32_t home = pieces.label[kn_board_cell(board, from)];
  const uint64_t nfree = board->squares - board->blocked_count;
  const bool reached = to ? pieces.label[kn_board_cell(board, *to)] == home
                          : pieces.size[home] == nfree;
  if (reached) {
    kn__pieces_clear(&pieces);
    return finish(r, KN_OK, out);
  }

  if (!to) {
    /* A map: the lattice argument when it alone explains every square not
     * reached (the colour, for a leaper whose lattice is the colour's). */
    kn_reach_argument arg = KN_REACH_NONE;
    bool all = true;
    for (uint64_t c = 0; c < board->squares && all; c++) {
      if (pieces.label[c] == home || pieces.label[c] == KN_NO_PIECE)
        continue;
      kn_square p = kn_board_square(board, (kn_cell)c);
      all = kn__leaper_lattice(leaper, (int64_t)p.x - from.x, (int64_t)p.y - from.y,
                               &r->step, &r->parity) != KN_REACH_NONE;
    }
    if (all)
      arg = r->step > 1 ? KN_REACH_LATTICE : KN_REACH_COLOUR;
    if (arg != KN_REACH_NONE) {
      r->arg = arg;
      r->unreached = nfree - pieces.size[home];
      kn__pieces_clear(&pieces);
      return finish(r, KN_OK, out);
    }
  }

  uint8_t *side = kn__alloc_large((size_t)board->squares);
  if (!side) {
    kn__pieces_clear(&pieces);
    return finish(r, KN_ERR_NOMEM, out);
  }
  const uint32_t there = to ? pieces.label[kn_board_cell(board, *to)] : KN_NO_PIECE;
  for (uint64_t c = 0; c < board->squares; c++) {
    const uint32_t l = pieces.label[c];
    side[c] = l == home ? SIDE_REGION
              : l != KN_NO_PIECE && (to ? l == there : true) ? SIDE_OTHER : 0;
  }
  kn__pieces_clear(&pieces);
  move_set mv = { .mirrors = false };
  mv.noff = kn_leaper_offsets(leaper, mv.offs);
  st = take_region(r, board, side, &mv, &mv, limits);
  free(side);
  return finish(r, st, out);
}

/* ------------------------------------------------------ the dynamic knight */

/* Marks with bit every square the dynamic knight reaches from `from` after
 * any type of move (a BFS over the states square x last move type). */
static kn_status dynamic_reach(const kn_board *b, kn_square from, const kn_limits *limits,
                               uint8_t *side, uint8_t bit)
{
  static const kn_move_type types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };
  const uint64_t nstates = 4 * (b->squares - b->blocked_count + 1);
  uint8_t *seen = kn__alloc_large((size_t)b->squares); /* bit 1 << last: 0 none, 1 + type */
  uint32_t *queue = kn__alloc_large((size_t)nstates * sizeof *queue);
  if (!seen || !queue) {
    free(seen);
    free(queue);
    return KN_ERR_NOMEM;
  }
  memset(seen, 0, (size_t)b->squares);
  size_t head = 0, tail = 0;
  const uint32_t start = kn_board_cell(b, from);
  seen[start] = 1;
  side[start] |= bit;
  queue[tail++] = start * 4;
  kn_status st = KN_OK;
  while (head < tail) {
    if ((st = kn__limits_step(limits, head + 1)) != KN_OK)
      break;
    const uint32_t s = queue[head++], cell = s / 4, last = s % 4;
    const kn_square p = kn_board_square(b, cell);
    for (uint32_t t = 1; t <= 3; t++) {
      if (t == last)
        continue;
      kn_square q[8];
      const size_t n = kn__dynamic_targets(b, p, types[t - 1], q);
      for (size_t i = 0; i < n; i++) {
        const uint32_t c = kn_board_cell(b, q[i]);
        if (kn__cell_blocked(b, c) || (seen[c] & (1u << t)))
          continue;
        seen[c] |= (uint8_t)(1u << t);
        side[c] |= bit;
        queue[tail++] = c * 4 + t;
      }
    }
  }
  free(seen);
  free(queue);
  return st;
}

kn_status kn_reach_explain_dynamic(const kn_board *board, kn_square from, kn_square to,
                                   const kn_limits *limits, kn_reach **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board)
    return KN_ERR_INVALID;
  if (!kn_board_contains(board, from) || !kn_board_contains(board, to))
    return KN_ERR_RANGE;
  /* As kn_dynamic_solve: four states a square, indexed in 32 bits. */
  if (board->squares * 4 >= ((uint64_t)1 << 32))
    return KN_ERR_TOO_LARGE;
  kn_reach *r;
  kn_status st = reach_new(from, &to, &r);
  if (st != KN_OK)
    return st;
  if (to.x == from.x && to.y == from.y)
    return finish(r, KN_OK, out);
  if (!kn_board_is_free(board, to)) {
    r->arg = KN_REACH_BLOCKED;
    return finish(r, KN_OK, out);
  }
  uint8_t *side = kn__alloc_large((size_t)board->squares);
  if (!side)
    return finish(r, KN_ERR_NOMEM, out);
  memset(side, 0, (size_t)board->squares);
  st = dynamic_reach(board, from, limits, side, SIDE_REGION);
  if (st == KN_OK && !(side[kn_board_cell(board, to)] & SIDE_REGION)) {
    /* Routes reverse (each move type is its own inverse, and a reversed
     * route alternates its types too), so the other side is what the
     * target reaches. */
    st = dynamic_reach(board, to, limits, side, SIDE_OTHER);
    /* Every K, B and T move, whatever the last one was: a superset of the
     * moves out of the region, so its walls still cut every route. */
    move_set mv = { .noff = 12, .mirrors = true };
    static const kn_square k_and_b[12] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                           { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
                                           { 2, 2 }, { 2, -2 }, { -2, -2 }, { -2, 2 } };
    memcpy(mv.offs, k_and_b, sizeof k_and_b);
    if (st == KN_OK)
      st = take_region(r, board, side, &mv, &mv, limits);
  }
  free(side);
  return finish(r, st, out);
}

/* -------------------------------------------------------------- Camelot */

kn_status kn_reach_explain_camelot(const kn_board *board, kn_square king, const kn_square *knights,
                                   size_t n_knights, const kn_limits *limits, kn_reach **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  kn_status st = kn__camelot_check(board, king, knights, n_knights);
  if (st != KN_OK)
    return st;
  kn_reach *r;
  if ((st = reach_new(king, NULL, &r)) != KN_OK)
    return st;
  if (n_knights == 0)
    return finish(r, KN_OK, out); /* the king is already gathered */

  kn__pieces leaps, walks = { 0 };
  if ((st = kn__pieces_find(board, KN_KNIGHT, limits, &leaps)) != KN_OK)
    return finish(r, st, out);
  /* The knight with the smallest piece of the board, if they are apart. */
  size_t cut = 0, other = 0;
  for (size_t i = 1; i < n_knights; i++) {
    const uint32_t li = leaps.label[kn_board_cell(board, knights[i])];
    if (leaps.size[li] < leaps.size[leaps.label[kn_board_cell(board, knights[cut])]])
      cut = i;
  }
  const uint32_t home = leaps.label[kn_board_cell(board, knights[cut])];
  while (other < n_knights && leaps.label[kn_board_cell(board, knights[other])] == home)
    other++;

  uint8_t *side = kn__alloc_large((size_t)board->squares);
  if (!side) {
    kn__pieces_clear(&leaps);
    return finish(r, KN_ERR_NOMEM, out);
  }
  move_set knight = { .mirrors = false }, steps = { .noff = 8, .mirrors = false };
  knight.noff = kn_leaper_offsets(KN_KNIGHT, knight.offs);
  memcpy(steps.offs, king_steps, sizeof king_steps);
  const move_set *in = &knight;
  bool apart = true;
  if (other < n_knights) {
    /* Knights in two pieces never meet. */
    const uint32_t there = leaps.label[kn_board_cell(board, knights[other])];
    for (uint64_t c = 0; c < board->squares; c++)
      side[c] = leaps.label[c] == home ? SIDE_REGION : leaps.label[c] == there ? SIDE_OTHER : 0;
    r->piece = cut + 1;
    r->other = other + 1;
    r->from = knights[cut];
    r->to = knights[other];
  } else {
    /* One piece for the knights: the king must walk to a square of it (to
     * gather there, or be picked up and carried). */
    st = kn__pieces_find_moves(board, king_steps, 8, limits, &walks);
    const uint32_t walk = st == KN_OK ? walks.label[kn_board_cell(board, king)] : 0;
    apart = st == KN_OK;
    for (uint64_t c = 0; c < board->squares && apart; c++) {
      side[c] = (uint8_t)((walks.label[c] == walk ? SIDE_REGION : 0) |
                          (leaps.label[c] == home ? SIDE_OTHER : 0));
      apart = side[c] != (SIDE_REGION | SIDE_OTHER);
    }
    in = &steps;
    r->piece = 0;
    r->other = 1;
    r->to = knights[0];
  }
  r->has_to = true;
  kn__pieces_clear(&leaps);
  kn__pieces_clear(&walks);
  if (st == KN_OK && apart)
    st = take_region(r, board, side, in, &knight, limits);
  free(side);
  if (st == KN_OK && !apart) {
    r->has_to = false; /* they gather: nothing to explain */
    r->piece = r->other = 0;
    r->from = king;
  }
  return finish(r, st, out);
}
