/* dynamic.c - the dynamic knight: K, B and T moves, never one type twice in a row.
 *
 * A BFS over states (square, type of the last move), four states a square. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

enum { LAST_NONE = 0, LAST_K, LAST_B, LAST_T, N_LAST };

static const kn_move_type move_of_last[N_LAST] = { KN_MOVE_START, KN_MOVE_DYN_K, KN_MOVE_DYN_B,
                                                    KN_MOVE_DYN_T };

void kn__dynamic_states_clear(kn__dynamic_states *keep)
{
  free(keep->parent);
  free(keep->order);
  free(keep->layer_end);
  memset(keep, 0, sizeof *keep);
}

kn_square kn__dynamic_state_square(const kn__dynamic_states *keep, uint32_t state)
{
  uint64_t pc = state / N_LAST;
  return (kn_square){ (int32_t)(pc % keep->pw) - 2, (int32_t)(pc / keep->pw) - 2 };
}

kn_move_type kn__dynamic_state_last(uint32_t state)
{
  return move_of_last[state % N_LAST];
}

/* Appends end to keep's layer ends; false on no memory. */
static bool add_layer_end(kn__dynamic_states *keep, size_t *cap, size_t end)
{
  if ((size_t)keep->n_layers == *cap) {
    size_t ncap = *cap ? 2 * *cap : 64;
    size_t *grown = realloc(keep->layer_end, ncap * sizeof *grown);
    if (!grown)
      return false;
    keep->layer_end = grown;
    *cap = ncap;
  }
  keep->layer_end[keep->n_layers++] = end;
  return true;
}

/* What one run of the BFS found. */
typedef struct {
  int64_t moves;
  kn_path *path;
  uint64_t states[2];
} search_result;

/* The BFS from `from`; with target (a padded cell, or UINT32_MAX for none)
 * it stops on the first state there, unless keep asks for every state.
 * r's path and moves are those of that first state. */
static kn_status search(const kn_board *board, kn_square from, kn_square to, bool has_target,
                        const kn_limits *limits, bool want_path, search_result *r,
                        kn__dynamic_states *keep)
{
  /* The board is padded with a wall two squares thick, so K and B moves need
   * no bounds checks (T moves always land on the board); four states a
   * padded square, indexed in 32 bits. */
  const int32_t w = board->width, h = board->height;
  const uint64_t pw = (uint64_t)w + 4, cells = pw * ((uint64_t)h + 4);
  if (cells * N_LAST >= ((uint64_t)1 << 32))
    return KN_ERR_TOO_LARGE;
  uint8_t *wall = malloc((size_t)cells);
  uint32_t *parent = calloc((size_t)cells * N_LAST, sizeof *parent); /* state + 1; 0 = unseen */
  uint32_t *queue = malloc((size_t)board->squares * N_LAST * sizeof *queue);
  if (!wall || !parent || !queue) {
    free(wall);
    free(parent);
    free(queue);
    return KN_ERR_NOMEM;
  }
  memset(wall, 1, (size_t)cells);
  for (int32_t y = 0; y < h; y++) {
    /* A big board takes a while to fill: poll the cancel callback too. */
    if ((y & 63) == 63 && limits && limits->cancel && limits->cancel(limits->cancel_data)) {
      free(wall);
      free(parent);
      free(queue);
      return KN_ERR_CANCELLED;
    }
    uint8_t *row = wall + ((uint64_t)y + 2) * pw + 2;
    for (int32_t x = 0; x < w; x++)
      row[x] = kn__cell_blocked(board, (uint64_t)y * (uint64_t)w + (uint64_t)x);
  }
  const int64_t ipw = (int64_t)pw;
  const int64_t k_off[8] = { 2 * ipw + 1, ipw + 2, -ipw + 2, -2 * ipw + 1,
                             -2 * ipw - 1, -ipw - 2, ipw - 2, 2 * ipw - 1 };
  const int64_t b_off[4] = { 2 * ipw + 2, -2 * ipw + 2, -2 * ipw - 2, 2 * ipw - 2 };
#define PCELL(sq) ((uint32_t)(((uint64_t)(sq).y + 2) * pw + (uint64_t)(sq).x + 2))
  const uint32_t start = PCELL(from) * N_LAST + LAST_NONE;
  const uint32_t target = has_target ? PCELL(to) : UINT32_MAX; /* UINT32_MAX: no cell */
#undef PCELL
  size_t head = 0, tail = 0;
  parent[start] = start + 1;
  queue[tail++] = start;
  uint32_t found = UINT32_MAX;
  size_t found_head = 0, found_tail = 0;
  size_t layer_cap = 0, layer_end = 1; /* keep: the end of the layer being discovered */
  uint64_t nodes = 0;
  kn_status st = KN_OK;
  while (head < tail && (keep || found == UINT32_MAX)) {
    if (keep && head == layer_end) {
      /* the layer before is all expanded: what it found is the next one */
      if (!add_layer_end(keep, &layer_cap, layer_end)) {
        st = KN_ERR_NOMEM;
        break;
      }
      layer_end = tail;
    }
    uint32_t s = queue[head++];
    if ((st = kn__limits_step(limits, ++nodes)) != KN_OK)
      break;
    uint32_t pc = s / N_LAST;
    unsigned last = s % N_LAST;
    uint32_t cand[8];
    bool stop = false;
    for (unsigned t = LAST_K; t < N_LAST && !stop; t++) {
      if (t == last)
        continue;
      int n = 0;
      if (t == LAST_K) {
        for (int i = 0; i < 8; i++)
          cand[n++] = (uint32_t)((int64_t)pc + k_off[i]);
      } else if (t == LAST_B) {
        for (int i = 0; i < 4; i++)
          cand[n++] = (uint32_t)((int64_t)pc + b_off[i]);
      } else {
        /* Mirror images; one equal to the square itself (the middle line
         * of an odd side) is no move. */
        int64_t x = (int64_t)(pc % pw) - 2, y = (int64_t)(pc / pw) - 2;
        if (w - 1 - x != x)
          cand[n++] = (uint32_t)((uint64_t)(y + 2) * pw + (uint64_t)(w - 1 - x + 2));
        if (h - 1 - y != y)
          cand[n++] = (uint32_t)((uint64_t)(h - 1 - y + 2) * pw + (uint64_t)(x + 2));
      }
      for (int i = 0; i < n; i++) {
        uint32_t nc = cand[i], ns = nc * N_LAST + t;
        if (wall[nc] || parent[ns])
          continue;
        parent[ns] = s + 1;
        queue[tail++] = ns;
        if (nc == target && found == UINT32_MAX) {
          /* the first state on the target: the route, and how far a
           * search that stops there got */
          found = ns;
          found_head = head;
          found_tail = tail;
          if (!keep) {
            stop = true;
            break;
          }
        }
      }
    }
  }
  if (st == KN_OK && keep && !add_layer_end(keep, &layer_cap, layer_end))
    st = KN_ERR_NOMEM;
  r->states[0] = found != UINT32_MAX ? found_tail : tail;
  r->states[1] = found != UINT32_MAX ? found_head : head;
  if (st == KN_OK && found != UINT32_MAX) {
    int64_t len = 0;
    for (uint32_t s = found; s != start; s = parent[s] - 1)
      len++;
    r->moves = len;
    if (want_path) {
      kn_path *p = kn__path_new((size_t)len + 1);
      if (!p) {
        st = KN_ERR_NOMEM;
      } else {
        uint32_t s = found;
        for (int64_t i = len; i >= 0; i--) {
          uint32_t pc = s / N_LAST;
          p->squares[i] = (kn_square){ (int32_t)(pc % pw) - 2, (int32_t)(pc / pw) - 2 };
          p->moves[i] = (unsigned char)move_of_last[s % N_LAST];
          s = parent[s] - 1;
        }
        r->path = p;
      }
    }
  }
  free(wall);
  if (st == KN_OK && keep) {
    /* the queue holds every state reached: keep it, no bigger than that */
    uint32_t *order = realloc(queue, tail * sizeof *order);
    keep->order = order ? order : queue;
    keep->n_order = tail;
    keep->parent = parent;
    keep->pw = pw;
    keep->start = start;
  } else {
    free(parent);
    free(queue);
    if (keep)
      kn__dynamic_states_clear(keep);
  }
  return st;
}

kn_status kn__dynamic_search(const kn_board *board, kn_square from, kn_square to,
                             const kn_limits *limits, int64_t *moves, kn_path **path,
                             uint64_t states[2], kn__dynamic_states *keep)
{
  if (states)
    states[0] = states[1] = 0;
  if (path)
    *path = NULL;
  if (keep)
    memset(keep, 0, sizeof *keep);
  if (!board || !moves)
    return KN_ERR_INVALID;
  *moves = -1;
  if (!kn_board_contains(board, from) || !kn_board_contains(board, to))
    return KN_ERR_RANGE;
  const bool same = from.x == to.x && from.y == to.y;
  const bool target_free = kn_board_is_free(board, to);
  search_result r = { -1, NULL, { 0, 0 } };
  kn_status st = KN_OK;
  if (same) {
    r.moves = 0;
    r.states[0] = 1; /* the start, reached and never expanded */
    if (path) {
      r.path = kn__path_new(1);
      if (!r.path)
        return KN_ERR_NOMEM;
      r.path->squares[0] = from;
    }
  }
  if (!same && target_free) {
    st = search(board, from, to, true, limits, path != NULL, &r, keep);
  } else if (keep) {
    /* Nothing to search for, but every state's distance is asked for:
     * the BFS runs to its end, and its counts are not the search's. */
    search_result all = { -1, NULL, { 0, 0 } };
    st = search(board, from, to, false, limits, false, &all, keep);
  }
  if (st != KN_OK) {
    kn_path_free(r.path);
    return st;
  }
  *moves = r.moves;
  if (path)
    *path = r.path;
  if (states) {
    states[0] = r.states[0];
    states[1] = r.states[1];
  }
  return KN_OK;
}

kn_status kn_dynamic_solve(const kn_board *board, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path)
{
  return kn__dynamic_search(board, from, to, limits, moves, path, NULL, NULL);
}
