/* judge-board8.h - the 8x8 board as a 64-bit set of squares (bit rank * 8 +
 * file): the knight's moves of a whole set at once, for the judges. */
#pragma once

#include <stdint.h>

/* Every square one knight move from a square of set. */
static inline uint64_t
kl_board8_knight_moves (uint64_t set)
{
  const uint64_t not_a = 0xfefefefefefefefeull, not_ab = 0xfcfcfcfcfcfcfcfcull;
  const uint64_t not_h = 0x7f7f7f7f7f7f7f7full, not_gh = 0x3f3f3f3f3f3f3f3full;
  /* A move to a higher file must not wrap into files a, b, and to a lower one into g, h. */
  uint64_t east1 = (set << 1) & not_a, west1 = (set >> 1) & not_h;
  uint64_t east2 = (set << 2) & not_ab, west2 = (set >> 2) & not_gh;
  uint64_t one = east1 | west1, two = east2 | west2;
  return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

/* The fewest knight moves from square from to square to over the squares
 * not in blocked (from may be blocked: it is left at once), or -1: a
 * breadth-first search a whole layer at a time. */
static inline int
kl_board8_knight_distance (uint64_t blocked, int from, int to)
{
  uint64_t target = (uint64_t) 1 << to, seen = (uint64_t) 1 << from, layer = seen;
  for (int d = 0; layer; d++)
    {
      if (layer & target)
        return d;
      layer = kl_board8_knight_moves (layer) & ~blocked & ~seen;
      seen |= layer;
    }
  return -1;
}

/* The knight distance between every two squares of the empty board,
 * table[from * 64 + to]; computed once, safe from any thread. */
const uint8_t *kl_board8_distance_table (void);
