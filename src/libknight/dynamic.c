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
  if (board->squares > SIZE_MAX / (N_LAST * sizeof(int64_t)))
    return KN_ERR_TOO_LARGE;

  const uint64_t states = board->squares * N_LAST;
  /* parent[s]: the state s was reached from, plus one; 0 = not reached. */
  uint64_t *parent = calloc((size_t)states, sizeof *parent);
  uint64_t *queue = malloc((size_t)states * sizeof *queue);
  if (!parent || !queue) {
    free(parent);
    free(queue);
    return KN_ERR_NOMEM;
  }
  uint64_t start = (uint64_t)kn_board_cell(board, from) * N_LAST + LAST_NONE;
  uint64_t target_cell = kn_board_cell(board, to);
  size_t head = 0, tail = 0;
  parent[start] = start + 1;
  queue[tail++] = start;
  uint64_t found = UINT64_MAX, nodes = 0;
  kn_status st = KN_OK;
  while (head < tail && found == UINT64_MAX) {
    uint64_t s = queue[head++];
    if ((st = kn__limits_step(limits, ++nodes)) != KN_OK)
      break;
    kn_square sq = kn_board_square(board, (kn_cell)(s / N_LAST));
    unsigned last = (unsigned)(s % N_LAST);
    for (unsigned t = LAST_K; t < N_LAST && found == UINT64_MAX; t++) {
      if (t == last)
        continue;
      kn_square nb[8];
      size_t n = kn_dynamic_moves(board, sq, move_of_last[t], nb);
      for (size_t i = 0; i < n; i++) {
        uint64_t cell = kn_board_cell(board, nb[i]);
        uint64_t ns = cell * N_LAST + t;
        if (parent[ns])
          continue;
        parent[ns] = s + 1;
        queue[tail++] = ns;
        if (cell == target_cell) {
          found = ns;
          break;
        }
      }
    }
  }
  if (st == KN_OK && found != UINT64_MAX) {
    int64_t len = 0;
    for (uint64_t s = found; s != start; s = parent[s] - 1)
      len++;
    *moves = len;
    if (path) {
      kn_path *p = kn__path_new((size_t)len + 1);
      if (!p) {
        st = KN_ERR_NOMEM;
      } else {
        uint64_t s = found;
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
