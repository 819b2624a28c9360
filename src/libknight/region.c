/* region.c - the squares a leaper reaches from one square, found by a
 * breadth-first search that keeps them in a hash set and stops at a cap:
 * a piece walled in by a few squares is found in memory proportional to
 * the piece, not the board (a walled-in start on a 46340 x 46340 board
 * takes a few KiB where labelling the board's pieces takes gigabytes). */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Open addressing, cell + 1 as the key (0: empty); the table keeps at most
 * half full. */
static bool set_grow(kn__region *r)
{
  size_t cap = r->cap ? 2 * r->cap : 64;
  uint64_t *keys = calloc(cap, sizeof *keys);
  if (!keys)
    return false;
  for (size_t i = 0; i < r->cap; i++) {
    uint64_t k = r->keys[i];
    if (!k)
      continue;
    size_t j = (size_t)((k * UINT64_C(0x9E3779B97F4A7C15)) >> 17) & (cap - 1);
    while (keys[j])
      j = (j + 1) & (cap - 1);
    keys[j] = k;
  }
  free(r->keys);
  r->keys = keys;
  r->cap = cap;
  return true;
}

bool kn__region_has(const kn__region *r, uint64_t cell)
{
  if (!r->cap)
    return false;
  const uint64_t k = cell + 1;
  size_t j = (size_t)((k * UINT64_C(0x9E3779B97F4A7C15)) >> 17) & (r->cap - 1);
  while (r->keys[j]) {
    if (r->keys[j] == k)
      return true;
    j = (j + 1) & (r->cap - 1);
  }
  return false;
}

/* Adds cell (not yet in the set) to the set and the list. */
static bool region_add(kn__region *r, uint64_t cell)
{
  if (2 * (r->count + 1) > r->cap && !set_grow(r))
    return false;
  const uint64_t k = cell + 1;
  size_t j = (size_t)((k * UINT64_C(0x9E3779B97F4A7C15)) >> 17) & (r->cap - 1);
  while (r->keys[j])
    j = (j + 1) & (r->cap - 1);
  r->keys[j] = k;
  if (r->count == r->list_cap) {
    size_t cap = r->list_cap ? 2 * r->list_cap : 32;
    uint64_t *list = realloc(r->cells, cap * sizeof *list);
    if (!list)
      return false;
    r->cells = list;
    r->list_cap = cap;
  }
  r->cells[r->count++] = cell;
  return true;
}

void kn__region_clear(kn__region *r)
{
  free(r->keys);
  free(r->cells);
  memset(r, 0, sizeof *r);
}

kn_status kn__region_probe(const kn_board *board, const kn_square *offs, size_t noff,
                           kn_square from, uint64_t cap, const kn_limits *limits,
                           kn__region *out)
{
  memset(out, 0, sizeof *out);
  if (!kn_board_is_free(board, from))
    return KN_ERR_RANGE;
  const int64_t w = board->width, h = board->height;
  if (!region_add(out, kn_board_cell(board, from)))
    goto nomem;
  /* the list is the queue: cells[head..count) are still to expand */
  for (size_t head = 0; head < out->count; head++) {
    if ((head & 4095) == 4095 && limits && limits->cancel &&
        limits->cancel(limits->cancel_data)) {
      kn__region_clear(out);
      return KN_ERR_CANCELLED;
    }
    const uint64_t c = out->cells[head];
    const int64_t x = (int64_t)(c % (uint64_t)w), y = (int64_t)(c / (uint64_t)w);
    for (size_t k = 0; k < noff; k++) {
      const int64_t nx = x + offs[k].x, ny = y + offs[k].y;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h)
        continue;
      const uint64_t n = (uint64_t)ny * (uint64_t)w + (uint64_t)nx;
      if (kn__cell_blocked(board, n) || kn__region_has(out, n))
        continue;
      if (out->count >= cap)
        return KN_OK; /* more than cap squares: not exhausted */
      if (!region_add(out, n))
        goto nomem;
    }
  }
  out->exhausted = true;
  return KN_OK;
nomem:
  kn__region_clear(out);
  return KN_ERR_NOMEM;
}
