/* test-dynamic.c - the dynamic knight against an independent brute force. */
#include "test-util.h"

/* Reference: relaxation over (square, last type) with moves written here,
 * not taken from the library.  type 0 = none, 1 = K, 2 = B, 3 = T. */
static int
reference_moves (const kn_board *board, kn_square from, kn_square to)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  if (from.x == to.x && from.y == to.y)
    return 0;
  if (!kn_board_is_free (board, to))
    return -1;
  int *d = g_new (int, (gsize) w * h * 4);
  for (gsize i = 0; i < (gsize) w * h * 4; i++)
    d[i] = -1;
  d[(from.y * w + from.x) * 4] = 0;
  gboolean changed = TRUE;
  while (changed)
    {
      changed = FALSE;
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          for (int last = 0; last < 4; last++)
            {
              int cur = d[(y * w + x) * 4 + last];
              if (cur < 0)
                continue;
              for (int32_t ty = 0; ty < h; ty++)
                for (int32_t tx = 0; tx < w; tx++)
                  {
                    if (!kn_board_is_free (board, (kn_square) { tx, ty }) || (tx == x && ty == y))
                      continue;
                    int dx = ABS (tx - x), dy = ABS (ty - y);
                    int types[3], nt = 0;
                    if (tu_is_leap (KN_KNIGHT, (kn_square) { x, y }, (kn_square) { tx, ty }))
                      types[nt++] = 1;
                    if (dx == 2 && dy == 2)
                      types[nt++] = 2;
                    if ((ty == y && tx == w - 1 - x) || (tx == x && ty == h - 1 - y))
                      types[nt++] = 3;
                    for (int k = 0; k < nt; k++)
                      {
                        if (types[k] == last)
                          continue;
                        int *slot = &d[(ty * w + tx) * 4 + types[k]];
                        if (*slot < 0 || *slot > cur + 1)
                          {
                            *slot = cur + 1;
                            changed = TRUE;
                          }
                      }
                  }
            }
    }
  int best = -1;
  for (int last = 0; last < 4; last++)
    {
      int v = d[(to.y * w + to.x) * 4 + last];
      if (v >= 0 && (best < 0 || v < best))
        best = v;
    }
  g_free (d);
  return best;
}

static void
check_path (const kn_board *board, const kn_path *p, kn_square from, kn_square to, int64_t moves)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  g_assert_cmpuint (kn_path_length (p), ==, (guint64) moves + 1);
  kn_square a = kn_path_square (p, 0), z = kn_path_square (p, kn_path_length (p) - 1);
  g_assert_true (a.x == from.x && a.y == from.y && z.x == to.x && z.y == to.y);
  g_assert_cmpint (kn_path_move (p, 0), ==, KN_MOVE_START);
  for (size_t i = 1; i < kn_path_length (p); i++)
    {
      kn_square s = kn_path_square (p, i - 1), t = kn_path_square (p, i);
      kn_move_type type = kn_path_move (p, i);
      g_assert_true (kn_board_is_free (board, t));
      int dx = ABS (t.x - s.x), dy = ABS (t.y - s.y);
      if (type == KN_MOVE_DYN_K)
        g_assert_true (tu_is_leap (KN_KNIGHT, s, t));
      else if (type == KN_MOVE_DYN_B)
        g_assert_true (dx == 2 && dy == 2);
      else if (type == KN_MOVE_DYN_T)
        g_assert_true ((t.y == s.y && t.x == w - 1 - s.x) || (t.x == s.x && t.y == h - 1 - s.y));
      else
        g_assert_not_reached ();
      if (i > 1)
        g_assert_cmpint (type, !=, kn_path_move (p, i - 1));
    }
}

static void
test_equals_brute_force (void)
{
  guint64 rng = 17;
  for (int i = 0; i < 150; i++)
    {
      int32_t w, h;
      if (i % 3 == 0)
        w = h = 2 * (1 + (int32_t) tu_below (&rng, 4)); /* the judge's 2N x 2N */
      else
        {
          w = 1 + (int32_t) tu_below (&rng, 8);
          h = 1 + (int32_t) tu_below (&rng, 8);
        }
      kn_board *board = tu_random_board (&rng, w, h, (int) tu_below (&rng, 40), NULL, 0);
      for (int k = 0; k < 6; k++)
        {
          kn_square from = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
          kn_square to = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
          int64_t moves;
          kn_path *p = NULL;
          g_assert_cmpint (kn_dynamic_solve (board, from, to, NULL, &moves, &p), ==, KN_OK);
          g_assert_cmpint (moves, ==, reference_moves (board, from, to));
          if (moves >= 0)
            check_path (board, p, from, to, moves);
          else
            g_assert_null (p);
          kn_path_free (p);
        }
      kn_board_free (board);
    }
}

/* The four sample cases of the judge, through the library. */
static void
test_samples (void)
{
  kn_board *b = NULL;
  int64_t moves;
  g_assert_cmpint (kn_board_new (6, 6, &b), ==, KN_OK);
  kn_board_set_blocked (b, (kn_square) { 1, 1 }, true);
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 0, 0 }, NULL, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, 0);
  kn_board_free (b);
  g_assert_cmpint (kn_board_new (20, 20, &b), ==, KN_OK);
  const int walls[][2] = { { 20, 1 }, { 1, 20 }, { 3, 1 }, { 3, 2 }, { 3, 3 }, { 2, 3 }, { 1, 3 } };
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    kn_board_set_blocked (b, (kn_square) { walls[i][0] - 1, walls[i][1] - 1 }, true);
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 19, 19 }, NULL, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, -1);
  kn_board_free (b);
  g_assert_cmpint (kn_board_new (6, 6, &b), ==, KN_OK);
  const int obs[][2] = { { 2, 4 }, { 2, 5 }, { 3, 1 }, { 3, 2 }, { 3, 3 }, { 3, 6 }, { 4, 2 }, { 4, 3 },
                         { 4, 5 }, { 5, 1 }, { 5, 3 }, { 5, 5 }, { 6, 1 }, { 6, 4 }, { 6, 5 }, { 6, 6 } };
  for (size_t i = 0; i < G_N_ELEMENTS (obs); i++)
    kn_board_set_blocked (b, (kn_square) { obs[i][0] - 1, obs[i][1] - 1 }, true);
  kn_path *p = NULL;
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 4, 3 }, NULL, &moves, &p), ==, KN_OK);
  g_assert_cmpint (moves, ==, 4);
  check_path (b, p, (kn_square) { 0, 0 }, (kn_square) { 4, 3 }, 4);
  kn_path_free (p);
  kn_board_free (b);
}

static int
always_cancel (void *data)
{
  return 1;
}

static void
test_limits (void)
{
  kn_board *b = NULL;
  int64_t moves = 0;
  g_assert_cmpint (kn_board_new (40, 40, &b), ==, KN_OK);
  kn_limits cancel = { 0, always_cancel, NULL };
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 39, 38 }, &cancel, &moves, NULL), ==, KN_ERR_CANCELLED);
  g_assert_cmpint (moves, ==, -1);
  kn_limits budget = { 3, NULL, NULL };
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 39, 38 }, &budget, &moves, NULL), ==, KN_ERR_BUDGET);
  g_assert_cmpint (kn_dynamic_solve (b, (kn_square) { 0, 0 }, (kn_square) { 40, 38 }, NULL, &moves, NULL), ==, KN_ERR_RANGE);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/dynamic/samples", test_samples);
  g_test_add_func ("/libknight/dynamic/equals-brute-force", test_equals_brute_force);
  g_test_add_func ("/libknight/dynamic/limits", test_limits);
  return g_test_run ();
}
