/* board.c - rectangular boards with blocked squares, and routes. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

kn_status kn_board_new(int64_t width, int64_t height, kn_board **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (width < 1 || height < 1)
    return KN_ERR_INVALID;
  /* Compare before multiplying so that no product can overflow. */
  if (width > INT32_MAX || height > INT32_MAX ||
      (uint64_t)width > KN_MAX_SQUARES / (uint64_t)height)
    return KN_ERR_TOO_LARGE;
  kn_board *b = calloc(1, sizeof *b);
  if (!b)
    return KN_ERR_NOMEM;
  b->width = (int32_t)width;
  b->height = (int32_t)height;
  b->squares = (uint64_t)width * (uint64_t)height;
  b->blocked = calloc((size_t)((b->squares + 63) / 64), sizeof *b->blocked);
  if (!b->blocked) {
    free(b);
    return KN_ERR_NOMEM;
  }
  *out = b;
  return KN_OK;
}

kn_status kn_board_copy(const kn_board *board, kn_board **out)
{
  if (!board || !out)
    return KN_ERR_INVALID;
  kn_status st = kn_board_new(board->width, board->height, out);
  if (st != KN_OK)
    return st;
  memcpy((*out)->blocked, board->blocked, (size_t)((board->squares + 63) / 64) * sizeof *board->blocked);
  (*out)->blocked_count = board->blocked_count;
  return KN_OK;
}

void kn_board_free(kn_board *board)
{
  if (!board)
    return;
  free(board->blocked);
  free(board);
}

int32_t kn_board_width(const kn_board *board) { return board->width; }
int32_t kn_board_height(const kn_board *board) { return board->height; }
uint64_t kn_board_squares(const kn_board *board) { return board->squares; }
uint64_t kn_board_blocked_count(const kn_board *board) { return board->blocked_count; }

bool kn_board_contains(const kn_board *board, kn_square sq)
{
  return sq.x >= 0 && sq.y >= 0 && sq.x < board->width && sq.y < board->height;
}

bool kn_board_is_free(const kn_board *board, kn_square sq)
{
  return kn_board_contains(board, sq) && !kn__cell_blocked(board, kn_board_cell(board, sq));
}

kn_status kn_board_set_blocked(kn_board *board, kn_square sq, bool blocked)
{
  if (!board)
    return KN_ERR_INVALID;
  if (!kn_board_contains(board, sq))
    return KN_ERR_RANGE;
  uint64_t cell = kn_board_cell(board, sq);
  uint64_t bit = (uint64_t)1 << (cell & 63);
  uint64_t *word = &board->blocked[cell >> 6];
  if (!!(*word & bit) == blocked)
    return KN_OK;
  if (blocked) {
    *word |= bit;
    board->blocked_count++;
  } else {
    *word &= ~bit;
    board->blocked_count--;
  }
  return KN_OK;
}

void kn_board_clear(kn_board *board)
{
  memset(board->blocked, 0, (size_t)((board->squares + 63) / 64) * sizeof *board->blocked);
  board->blocked_count = 0;
}

kn_cell kn_board_cell(const kn_board *board, kn_square sq)
{
  return (kn_cell)((uint64_t)sq.y * (uint64_t)board->width + (uint64_t)sq.x);
}

kn_square kn_board_square(const kn_board *board, kn_cell cell)
{
  kn_square sq = { (int32_t)(cell % (uint32_t)board->width), (int32_t)(cell / (uint32_t)board->width) };
  return sq;
}

kn_path *kn__path_new(size_t length)
{
  kn_path *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->length = length;
  p->squares = calloc(length ? length : 1, sizeof *p->squares);
  p->moves = calloc(length ? length : 1, 1);
  if (!p->squares || !p->moves) {
    kn_path_free(p);
    return NULL;
  }
  return p;
}

size_t kn_path_length(const kn_path *path) { return path ? path->length : 0; }
kn_square kn_path_square(const kn_path *path, size_t i) { return path->squares[i]; }
kn_move_type kn_path_move(const kn_path *path, size_t i) { return (kn_move_type)path->moves[i]; }
const kn_square *kn_path_squares(const kn_path *path) { return path->squares; }

void kn_path_free(kn_path *path)
{
  if (!path)
    return;
  free(path->squares);
  free(path->moves);
  free(path);
}
