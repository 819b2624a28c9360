/* test-util.c - shared test helpers: randomness, reference solvers, route checks. */
#include "test-util.h"

guint64
tu_rand (guint64 *state)
{
  guint64 z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

guint64
tu_below (guint64 *state, guint64 n)
{
  return tu_rand (state) % n;
}

kn_board *
tu_random_board (guint64 *state, int32_t width, int32_t height, int percent, const kn_square *keep,
                 size_t nkeep)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (width, height, &b), ==, KN_OK);
  for (int32_t y = 0; y < height; y++)
    for (int32_t x = 0; x < width; x++)
      if ((int) tu_below (state, 100) < percent)
        kn_board_set_blocked (b, (kn_square) { x, y }, true);
  for (size_t i = 0; i < nkeep; i++)
    kn_board_set_blocked (b, keep[i], false);
  return b;
}

int32_t *
tu_reference_distances (const kn_board *board, kn_leaper leaper, kn_square start)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  int32_t *d = g_new (int32_t, (gsize) w * h);
  for (gsize i = 0; i < (gsize) w * h; i++)
    d[i] = -1;
  d[start.y * w + start.x] = 0;
  gboolean changed = TRUE;
  while (changed)
    {
      changed = FALSE;
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square sq = { x, y };
            if (!kn_board_is_free (board, sq))
              continue;
            /* Try every square within reach, not the offsets list under test. */
            int32_t r = MAX (leaper.m, leaper.n);
            for (int32_t py = MAX (0, y - r); py <= MIN (h - 1, y + r); py++)
              for (int32_t px = MAX (0, x - r); px <= MIN (w - 1, x + r); px++)
                {
                  kn_square p = { px, py };
                  if (d[p.y * w + p.x] < 0 || !tu_is_leap (leaper, p, sq))
                    continue;
                  int32_t cand = d[p.y * w + p.x] + 1;
                  if (d[y * w + x] < 0 || cand < d[y * w + x])
                    {
                      d[y * w + x] = cand;
                      changed = TRUE;
                    }
                }
          }
    }
  return d;
}

gboolean
tu_is_leap (kn_leaper leaper, kn_square a, kn_square b)
{
  int32_t dx = ABS (a.x - b.x), dy = ABS (a.y - b.y);
  return (dx == leaper.m && dy == leaper.n) || (dx == leaper.n && dy == leaper.m);
}

void
tu_assert_leaper_path (const kn_board *board, kn_leaper leaper, const kn_path *path,
                       kn_square from, kn_square to, int64_t moves)
{
  g_assert_nonnull (path);
  g_assert_cmpuint (kn_path_length (path), ==, (guint64) moves + 1);
  kn_square first = kn_path_square (path, 0), last = kn_path_square (path, kn_path_length (path) - 1);
  g_assert_true (first.x == from.x && first.y == from.y);
  g_assert_true (last.x == to.x && last.y == to.y);
  g_assert_cmpint (kn_path_move (path, 0), ==, KN_MOVE_START);
  for (size_t i = 0; i < kn_path_length (path); i++)
    {
      g_assert_true (kn_board_is_free (board, kn_path_square (path, i)));
      if (i > 0)
        {
          g_assert_true (tu_is_leap (leaper, kn_path_square (path, i - 1), kn_path_square (path, i)));
          g_assert_cmpint (kn_path_move (path, i), ==, KN_MOVE_LEAP);
        }
    }
}
