/* test-distance.c - the closed-form knight distance against BFS. */
#include "test-util.h"

static int32_t
bfs_distance (const kn_distmap *m, kn_square b)
{
  return kn_distmap_get (m, b);
}

/* Every pair of squares on every board up to 13 x 13: the exact distance
 * equals BFS, the closed form equals BFS wherever it claims to be exact, and
 * every board where it does not claim so really needs the fallback. */
static void
test_formula_exhaustive (void)
{
  for (int32_t w = 1; w <= 13; w++)
    for (int32_t h = 1; h <= 13; h++)
      {
        kn_board *board = NULL;
        g_assert_cmpint (kn_board_new (w, h, &board), ==, KN_OK);
        gboolean formula_ever_wrong = FALSE;
        for (int32_t ay = 0; ay < h; ay++)
          for (int32_t ax = 0; ax < w; ax++)
            {
              kn_square a = { ax, ay };
              kn_distmap *m = NULL;
              g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, a, NULL, &m), ==, KN_OK);
              for (int32_t by = 0; by < h; by++)
                for (int32_t bx = 0; bx < w; bx++)
                  {
                    kn_square b = { bx, by };
                    int64_t exact;
                    int32_t want = bfs_distance (m, b);
                    g_assert_cmpint (kn_knight_distance (w, h, a, b, &exact), ==, KN_OK);
                    g_assert_cmpint (exact, ==, want);
                    int64_t fast = kn_knight_distance_fast (w, h, a, b);
                    if (kn_knight_formula_exact (w, h))
                      g_assert_cmpint (fast, ==, want);
                    else if (fast != want)
                      formula_ever_wrong = TRUE;
                    /* Anywhere, the closed form never overestimates a reachable square. */
                    if (want >= 0)
                      g_assert_cmpint (fast, <=, want);
                  }
              kn_distmap_free (m);
            }
        if (!kn_knight_formula_exact (w, h) && w * h > 1)
          g_assert_true (formula_ever_wrong);
        kn_board_free (board);
      }
}

/* Large boards: random sources, every square compared. */
static void
test_formula_large_random (void)
{
  guint64 rng = 7;
  for (int i = 0; i < 12; i++)
    {
      int32_t w = 5 + (int32_t) tu_below (&rng, i < 6 ? 300 : 1500);
      int32_t h = 5 + (int32_t) tu_below (&rng, i < 6 ? 300 : 1500);
      kn_board *board = NULL;
      g_assert_cmpint (kn_board_new (w, h, &board), ==, KN_OK);
      kn_square a = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
      if (i % 3 == 0)
        a = (kn_square) { w - 1, 0 }; /* corners are where the edge matters */
      kn_distmap *m = NULL;
      g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, a, NULL, &m), ==, KN_OK);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square b = { x, y };
            g_assert_cmpint (kn_knight_distance_fast (w, h, a, b), ==, kn_distmap_get (m, b));
          }
      kn_distmap_free (m);
      kn_board_free (board);
    }
}

/* Narrow boards use the search fallback: still exact, also for long ones. */
static void
test_narrow_fallback (void)
{
  guint64 rng = 11;
  for (int32_t w = 1; w <= 4; w++)
    {
      int32_t h = 3000;
      kn_board *board = NULL;
      g_assert_cmpint (kn_board_new (w, h, &board), ==, KN_OK);
      for (int i = 0; i < 4; i++)
        {
          kn_square a = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
          kn_distmap *m = NULL;
          g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, a, NULL, &m), ==, KN_OK);
          for (int k = 0; k < 50; k++)
            {
              kn_square b = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
              int64_t d;
              g_assert_cmpint (kn_knight_distance (w, h, a, b, &d), ==, KN_OK);
              g_assert_cmpint (d, ==, kn_distmap_get (m, b));
              /* Symmetry. */
              int64_t back;
              g_assert_cmpint (kn_knight_distance (w, h, b, a, &back), ==, KN_OK);
              g_assert_cmpint (back, ==, d);
            }
          kn_distmap_free (m);
        }
      kn_board_free (board);
    }
  int64_t d;
  g_assert_cmpint (kn_knight_distance (8, 8, (kn_square) { 8, 0 }, (kn_square) { 0, 0 }, &d), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_knight_distance (0, 8, (kn_square) { 0, 0 }, (kn_square) { 0, 0 }, &d), ==, KN_ERR_RANGE);
}

/* The closed form on the largest boards: no overflow, and the triangle
 * inequality of a metric holds. */
static void
test_formula_huge (void)
{
  guint64 rng = 3;
  const int32_t w = 46340, h = 46340;
  g_assert_true (kn_knight_formula_exact (w, h));
  for (int i = 0; i < 100000; i++)
    {
      kn_square a = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) };
      kn_square b = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) };
      kn_square c = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) };
      int64_t ab = kn_knight_distance_fast (w, h, a, b), bc = kn_knight_distance_fast (w, h, b, c);
      int64_t ac = kn_knight_distance_fast (w, h, a, c);
      g_assert_cmpint (ab, ==, kn_knight_distance_fast (w, h, b, a));
      g_assert_cmpint (ac, <=, ab + bc);
      /* Each move covers at most 3 of the Manhattan distance and 2 of either axis. */
      int64_t dx = ABS ((int64_t) a.x - b.x), dy = ABS ((int64_t) a.y - b.y);
      g_assert_cmpint (ab * 3, >=, dx + dy);
      g_assert_cmpint (ab * 2, >=, MAX (dx, dy));
      g_assert_cmpint ((ab - dx - dy) % 2, ==, 0);
    }
}

/* ------------------------------------------------------------ the formula map */

/* The map of kn_knight_distance_map on b from start equals the test's BFS
 * on the empty board of b's size, -1 on b's blocked squares. */
static void
assert_formula_map (const kn_board *b, const kn_board *empty, kn_square start)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  g_autofree int32_t *got = g_new (int32_t, (gsize) w * h);
  g_autofree int32_t *want = tu_plain_bfs (empty, start);
  kn_formula_work work;

  g_assert_cmpint (kn_knight_distance_map (b, start, NULL, got, &work), ==, KN_OK);
  for (int32_t i = 0; i < w * h; i++)
    g_assert_cmpint (got[i], ==, kn_board_is_free (b, (kn_square) { i % w, i / w }) ? want[i] : -1);
  g_assert_cmpint (work.by_formula, ==, w >= 5 && h >= 5);
  g_assert_cmpuint (work.evaluated, ==, work.by_formula ? (guint64) w * h : 0);
  if (work.by_formula)
    g_assert_cmpuint (work.expanded, ==, 0);
  else
    g_assert_cmpuint (work.expanded, >=, 1);
  g_assert_cmpuint (work.peak_bytes, >=, (guint64) w * h * sizeof (int32_t));
}

/* Every empty board up to 12 x 12, every start. */
static void
test_map_every_size (void)
{
  for (int32_t w = 1; w <= 12; w++)
    for (int32_t h = 1; h <= 12; h++)
      {
        kn_board *b = NULL;
        g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
        for (int32_t i = 0; i < w * h; i++)
          assert_formula_map (b, b, (kn_square) { i % w, i / w });
        kn_board_free (b);
      }
}

/* Bigger boards, a few starts each. */
static void
test_map_sampled (void)
{
  guint64 rng = 0xF0F;
  for (int i = 0; i < tu_rounds (24, 4); i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 150), h = 1 + (int32_t) tu_below (&rng, 150);
      kn_board *b = NULL;
      g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
      for (int k = 0; k < 3; k++)
        assert_formula_map (b, b, tu_random_square (&rng, w, h));
      kn_board_free (b);
    }
}

/* Walled boards: the map ignores the walls (the empty board's distances)
 * and is never more than the walled board's own BFS where that reaches. */
static void
test_map_walled (void)
{
  guint64 rng = 0xA11ED;
  for (int i = 0; i < tu_rounds (300, 30); i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 14), h = 1 + (int32_t) tu_below (&rng, 14);
      kn_square start = tu_random_square (&rng, w, h);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 40), &start, 1), *empty;
      g_assert_cmpint (kn_board_new (w, h, &empty), ==, KN_OK);
      assert_formula_map (b, empty, start);
      {
        g_autofree int32_t *f = g_new (int32_t, (gsize) w * h);
        g_autofree int32_t *real = tu_plain_bfs (b, start);
        kn_formula_work work;

        g_assert_cmpint (kn_knight_distance_map (b, start, NULL, f, &work), ==, KN_OK);
        for (int32_t c = 0; c < w * h; c++)
          if (real[c] >= 0)
            {
              g_assert_cmpint (f[c], >=, 0);
              g_assert_cmpint (f[c], <=, real[c]);
            }
      }
      kn_board_free (empty);
      kn_board_free (b);
    }
}

static void
test_map_limits (void)
{
  kn_board *b = NULL;
  g_autofree int32_t *d = g_new (int32_t, 100 * 100);
  kn_limits budget = { 50, NULL, NULL };
  kn_formula_work work;

  g_assert_cmpint (kn_board_new (100, 100, &b), ==, KN_OK);
  g_assert_cmpint (kn_knight_distance_map (b, (kn_square) { 3, 3 }, &budget, d, &work), ==,
                   KN_ERR_BUDGET);
  g_assert_cmpint (kn_knight_distance_map (b, (kn_square) { 100, 3 }, NULL, d, &work), ==,
                   KN_ERR_RANGE);
  g_assert_cmpint (kn_knight_distance_map (NULL, (kn_square) { 3, 3 }, NULL, d, &work), ==,
                   KN_ERR_INVALID);
  kn_board_set_blocked (b, (kn_square) { 3, 3 }, true);
  g_assert_cmpint (kn_knight_distance_map (b, (kn_square) { 3, 3 }, NULL, d, &work), ==,
                   KN_ERR_RANGE);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/distance/formula-equals-bfs-exhaustive", test_formula_exhaustive);
  g_test_add_func ("/libknight/distance/formula-large-random", test_formula_large_random);
  g_test_add_func ("/libknight/distance/narrow-fallback", test_narrow_fallback);
  g_test_add_func ("/libknight/distance/huge-board-metric", test_formula_huge);
  g_test_add_func ("/libknight/distance/map/every-size", test_map_every_size);
  g_test_add_func ("/libknight/distance/map/sampled", test_map_sampled);
  g_test_add_func ("/libknight/distance/map/walled", test_map_walled);
  g_test_add_func ("/libknight/distance/map/limits", test_map_limits);
  return g_test_run ();
}
