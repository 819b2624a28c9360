/* pieces.c - the pieces (connected components) of a board's free squares
 * under a leaper's moves, and the free-neighbour count of a square. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

unsigned kn__free_degree(const kn_board *board, const kn_square *offs, size_t noff, kn_square p)
{
  unsigned d = 0;
  for (size_t i = 0; i < noff; i++)
    d += kn_board_is_free(board, (kn_square){ p.x + offs[i].x, p.y + offs[i].y });
  return d;
}

void kn__pieces_clear(kn__pieces *p)
{
  free(p->label);
  free(p->size);
  memset(p, 0, sizeof *p);
}

kn_status kn__pieces_find(const kn_board *board, kn_leaper leaper, const kn_limits *limits,
                          kn__pieces *out)
{
  memset(out, 0, sizeof *out);
  if (!kn_leaper_valid(leaper))
    return KN_ERR_INVALID;
  kn_square offs[8];
  const size_t noff = kn_leaper_offsets(leaper, offs);
  return kn__pieces_find_moves(board, offs, noff, limits, out);
}

kn_status kn__pieces_find_moves(const kn_board *board, const kn_square *offs, size_t noff,
                                const kn_limits *limits, kn__pieces *out)
{
  memset(out, 0, sizeof *out);
  const int32_t w = board->width, h = board->height;
  const size_t cells = (size_t)board->squares;
  uint32_t *label = kn__alloc_large(cells * sizeof *label);
  uint32_t *queue = kn__alloc_large((size_t)(board->squares - board->blocked_count + 1) *
                                    sizeof *queue);
  size_t cap = 16;
  uint64_t *size = malloc(cap * sizeof *size);
  if (!label || !queue || !size) {
    free(label);
    free(queue);
    free(size);
    return KN_ERR_NOMEM;
  }
  for (size_t c = 0; c < cells; c++)
    label[c] = kn__cell_blocked(board, c) ? KN_NO_PIECE : KN_NO_PIECE - 1;
  uint32_t count = 0;
  uint64_t visited = 0;
  kn_status st = KN_OK;
  for (size_t c0 = 0; c0 < cells && st == KN_OK; c0++) {
    if (label[c0] != KN_NO_PIECE - 1)
      continue;
    if (count == cap) {
      uint64_t *s = realloc(size, 2 * cap * sizeof *size);
      if (!s) {
        st = KN_ERR_NOMEM;
        break;
      }
      size = s;
      cap *= 2;
    }
    size_t head = 0, tail = 0;
    label[c0] = count;
    queue[tail++] = (uint32_t)c0;
    while (head < tail) {
      if ((++visited & 0xFFFFF) == 0 && limits && limits->cancel &&
          limits->cancel(limits->cancel_data)) {
        st = KN_ERR_CANCELLED;
        break;
      }
      uint32_t v = queue[head++];
      int64_t x = v % (uint32_t)w, y = v / (uint32_t)w;
      for (size_t k = 0; k < noff; k++) {
        int64_t nx = x + offs[k].x, ny = y + offs[k].y;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h)
          continue;
        size_t u = (size_t)ny * (size_t)w + (size_t)nx;
        if (label[u] == KN_NO_PIECE - 1) {
          label[u] = count;
          queue[tail++] = (uint32_t)u;
        }
      }
    }
    size[count++] = tail;
  }
  free(queue);
  if (st != KN_OK) {
    free(label);
    free(size);
    return st;
  }
  out->label = label;
  out->size = size;
  out->count = count;
  return KN_OK;
}
