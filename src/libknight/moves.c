/* moves.c - leapers' offsets and the dynamic knight's three move types. */
#include "internal.h"

bool kn_leaper_valid(kn_leaper l)
{
  return l.m >= 0 && l.n >= 0 && l.m <= KN_LEAPER_MAX && l.n <= KN_LEAPER_MAX &&
         (l.m | l.n) != 0;
}

bool kn_leaper_is_knight(kn_leaper l)
{
  return (l.m == 1 && l.n == 2) || (l.m == 2 && l.n == 1);
}

size_t kn_leaper_offsets(kn_leaper l, kn_square out[8])
{
  if (!kn_leaper_valid(l))
    return 0;
  const int32_t a[2] = { l.m, l.n };
  size_t n = 0;
  for (int swap = 0; swap < 2; swap++) {
    int32_t dx = a[swap], dy = a[1 - swap];
    for (int sx = -1; sx <= 1; sx += 2) {
      for (int sy = -1; sy <= 1; sy += 2) {
        kn_square o = { dx * sx, dy * sy };
        size_t k;
        for (k = 0; k < n; k++)
          if (out[k].x == o.x && out[k].y == o.y)
            break;
        if (k == n)
          out[n++] = o;
      }
    }
  }
  return n;
}

static int64_t gcd(int64_t a, int64_t b)
{
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

kn_reach_argument kn__leaper_lattice(kn_leaper l, int64_t dx, int64_t dy, int32_t *step,
                                     bool *parity)
{
  /* The moves generate the lattice g * L, where L is every vector when
   * m / g + n / g is odd and the vectors of even sum when it is even (both
   * odd): each move lies on it, so every route stays on it. */
  const int64_t g = gcd(l.m, l.n);
  const bool even = ((l.m / g + l.n / g) & 1) == 0;
  if (step)
    *step = (int32_t)g;
  if (parity)
    *parity = even;
  if (((l.m + l.n) & 1) == 0 && ((dx + dy) & 1))
    return KN_REACH_COLOUR; /* m + n even: every move keeps the colour */
  if (dx % g == 0 && dy % g == 0 && !(even && ((dx / g + dy / g) & 1)))
    return KN_REACH_NONE;
  return KN_REACH_LATTICE;
}

size_t kn__dynamic_targets(const kn_board *board, kn_square sq, kn_move_type type,
                           kn_square out[8])
{
  static const kn_square k_off[8] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                      { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const kn_square b_off[4] = { { 2, 2 }, { 2, -2 }, { -2, -2 }, { -2, 2 } };
  kn_square cand[8];
  size_t nc = 0;
  switch (type) {
  case KN_MOVE_DYN_K:
    for (size_t i = 0; i < 8; i++)
      cand[nc++] = (kn_square){ sq.x + k_off[i].x, sq.y + k_off[i].y };
    break;
  case KN_MOVE_DYN_B:
    for (size_t i = 0; i < 4; i++)
      cand[nc++] = (kn_square){ sq.x + b_off[i].x, sq.y + b_off[i].y };
    break;
  case KN_MOVE_DYN_T:
    cand[nc++] = (kn_square){ board->width - 1 - sq.x, sq.y };
    cand[nc++] = (kn_square){ sq.x, board->height - 1 - sq.y };
    break;
  default:
    return 0;
  }
  size_t n = 0;
  for (size_t i = 0; i < nc; i++) {
    if (cand[i].x == sq.x && cand[i].y == sq.y)
      continue;
    if (kn_board_contains(board, cand[i]))
      out[n++] = cand[i];
  }
  return n;
}

size_t kn_dynamic_moves(const kn_board *board, kn_square sq, kn_move_type type, kn_square out[8])
{
  kn_square cand[8];
  const size_t nc = kn__dynamic_targets(board, sq, type, cand);
  size_t n = 0;
  for (size_t i = 0; i < nc; i++)
    if (kn_board_is_free(board, cand[i]))
      out[n++] = cand[i];
  return n;
}
