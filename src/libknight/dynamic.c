/* dynamic.c - the dynamic knight: K, B and T moves, never one type twice in a row.
 *
 * A BFS over states (square, type of the last move), four states a square. */
#include "internal.h"

#include <stdlib.h>

enum { LAST_NONE = 0, LAST_K, LAST_B, LAST_T, N_LAST };

static const kn_move_type move_of_last[N_LAST] = { KN_MOVE_START, KN_MOVE_DYN_K, KN_MOVE_DYN_B,
                                                    KN_MOVE_DYN_T };

kn_status kn_dynamic_solve(const kn_board *board, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path)
{
  if (path)
    *path = NULL;
  if (!board || !moves)
    return KN_ERR_INVALID;
  *moves = -1;
  if (!kn_board_contains(board, from) || !kn_board_contains(board, to))
    return KN_ERR_RANGE;
  if (from.x == to.x && from.y == to.y) {
    *moves = 0;
    if (path) {
      *path = kn__path_new(1);
      if (!*path)
        return KN_ERR_NOMEM;
      (*path)->squares[0] = from;
    }
    return KN_OK;
  }
  if (!kn_board_is_free(board, to))
    return KN_OK;
  /* Four states a square, indexed in 32 bits. */
  if (board->squares > ((uint64_t)1 << 30))
    return KN_ERR_TOO_LARGE;

  const uint32_t states = (uint32_t)board->squares * N_LAST;
  const int32_t w = board->width, h = board->height;
  /* parent[s]: the state s was reached from, plus one; 0 = not reached. */
  uint32_t *parent = calloc((size_t)states, sizeof *parent);
  uint32_t *queue = malloc((size_t)states * sizeof *queue);
  if (!parent || !queue) {
    free(parent);
    free(queue);
    return KN_ERR_NOMEM;
  }
  static const int8_t k_off[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                      { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int8_t b_off[4][2] = { { 2, 2 }, { 2, -2 }, { -2, -2 }, { -2, 2 } };
  uint32_t start = kn_board_cell(board, from) * N_LAST + LAST_NONE;
  uint32_t target_cell = kn_board_cell(board, to);
  size_t head = 0, tail = 0;
  parent[start] = start + 1;
  queue[tail++] = start;
  uint32_t found = UINT32_MAX;
  uint64_t nodes = 0;
  kn_status st = KN_OK;
  while (head < tail && found == UINT32_MAX) {
    uint32_t s = queue[head++];
    if ((st = kn__limits_step(limits, ++nodes)) != KN_OK)
      break;
    uint32_t cell = s / N_LAST;
    unsigned last = s % N_LAST;
    int32_t x = (int32_t)(cell % (uint32_t)w), y = (int32_t)(cell / (uint32_t)w);
    for (unsigned t = LAST_K; t < N_LAST && found == UINT32_MAX; t++) {
      if (t == last)
        continue;
      int32_t cand[8][2];
      int n = 0;
      if (t == LAST_K) {
        for (int i = 0; i < 8; i++) {
          cand[n][0] = x + k_off[i][0];
          cand[n++][1] = y + k_off[i][1];
        }
      } else if (t == LAST_B) {
        for (int i = 0; i < 4; i++) {
          cand[n][0] = x + b_off[i][0];
          cand[n++][1] = y + b_off[i][1];
        }
      } else {
        /* A mirror image equal to the square itself is no move (odd sides). */
        if (w - 1 - x != x) {
          cand[n][0] = w - 1 - x;
          cand[n++][1] = y;
        }
        if (h - 1 - y != y) {
          cand[n][0] = x;
          cand[n++][1] = h - 1 - y;
        }
      }
      for (int i = 0; i < n; i++) {
        int32_t nx = cand[i][0], ny = cand[i][1];
        if (nx < 0 || ny < 0 || nx >= w || ny >= h)
          continue;
        uint32_t ncell = (uint32_t)ny * (uint32_t)w + (uint32_t)nx;
        uint32_t ns = ncell * N_LAST + t;
        if (parent[ns] || kn__cell_blocked(board, ncell))
          continue;
        parent[ns] = s + 1;
        queue[tail++] = ns;
        if (ncell == target_cell) {
          found = ns;
          break;
        }
      }
    }
  }
  if (st == KN_OK && found != UINT32_MAX) {
    int64_t len = 0;
    for (uint32_t s = found; s != start; s = parent[s] - 1)
      len++;
    *moves = len;
    if (path) {
      kn_path *p = kn__path_new((size_t)len + 1);
      if (!p) {
        st = KN_ERR_NOMEM;
      } else {
        uint32_t s = found;
        for (int64_t i = len; i >= 0; i--) {
          p->squares[i] = kn_board_square(board, (kn_cell)(s / N_LAST));
          p->moves[i] = (unsigned char)move_of_last[s % N_LAST];
          s = parent[s] - 1;
        }
        *path = p;
      }
    }
  }
  free(parent);
  free(queue);
  if (st != KN_OK)
    *moves = -1;
  return st;
}
