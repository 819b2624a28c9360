/* test-bfs.c - distance maps, their traces and routes, and A* queries,
 * against an independent reference. */
#include "test-util.h"

static const kn_leaper leapers[] = {
  { 1, 2 }, { 1, 3 }, { 2, 3 }, { 1, 4 }, { 2, 2 }, { 0, 1 }, { 1, 1 }, { 0, 2 }, { 3, 4 },
};

static void
check_map (const kn_board *board, kn_leaper leaper, kn_square start)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  kn_distmap *m = NULL;
  g_assert_cmpint (kn_distmap_compute (board, leaper, start, NULL, &m), ==, KN_OK);
  int32_t *ref = tu_reference_distances (board, leaper, start);
  size_t reachable = 0;
  int32_t max = 0;
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      {
        int32_t want = ref[y * w + x];
        g_assert_cmpint (kn_distmap_get (m, (kn_square) { x, y }), ==, want);
        if (want >= 0)
          {
            reachable++;
            max = MAX (max, want);
          }
      }
  g_assert_cmpint (kn_distmap_max (m), ==, max);
  /* The trace: every reachable square once, the start first, distances never decreasing. */
  g_assert_cmpuint (kn_distmap_reached_count (m), ==, reachable);
  guint8 *seen = g_new0 (guint8, (gsize) w * h);
  int32_t prev = 0;
  for (size_t i = 0; i < reachable; i++)
    {
      kn_square sq = kn_distmap_reached (m, i);
      g_assert_true (kn_board_contains (board, sq));
      g_assert_false (seen[sq.y * w + sq.x]);
      seen[sq.y * w + sq.x] = 1;
      int32_t d = kn_distmap_get (m, sq);
      g_assert_cmpint (d, >=, prev);
      prev = d;
      if (i == 0)
        g_assert_true (sq.x == start.x && sq.y == start.y);
    }
  g_free (seen);
  /* Routes to a few squares: legal, shortest, NULL when unreachable. */
  for (int32_t y = 0; y < h; y += 1 + h / 4)
    for (int32_t x = 0; x < w; x += 1 + w / 4)
      {
        kn_square t = { x, y };
        kn_path *p = NULL;
        g_assert_cmpint (kn_distmap_path (m, t, &p), ==, KN_OK);
        if (ref[y * w + x] < 0)
          g_assert_null (p);
        else
          tu_assert_leaper_path (board, leaper, p, start, t, ref[y * w + x]);
        kn_path_free (p);
      }
  g_free (ref);
  kn_distmap_free (m);
}

static void
test_bfs_equals_reference (void)
{
  guint64 rng = 1;
  for (int i = 0; i < 400; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 14), h = 1 + (int32_t) tu_below (&rng, 14);
      kn_square start = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
      kn_board *board = tu_random_board (&rng, w, h, (int) tu_below (&rng, 45), &start, 1);
      check_map (board, leapers[i % G_N_ELEMENTS (leapers)], start);
      kn_board_free (board);
    }
}

/* Boards so narrow that the BFS takes its bounds-checked path. */
static void
test_bfs_narrow_boards (void)
{
  guint64 rng = 2;
  const kn_leaper far[] = { { 0, 64 }, { 1, 60 }, { 2, 33 } };
  for (size_t i = 0; i < G_N_ELEMENTS (far); i++)
    for (int32_t w = 1; w <= 3; w++)
      {
        kn_square start = { 0, (int32_t) tu_below (&rng, 1000) };
        kn_board *board = tu_random_board (&rng, w, 1000, 10, &start, 1);
        check_map (board, far[i], start);
        kn_board_free (board);
      }
}

static void
test_bfs_bad_arguments (void)
{
  kn_board *board = NULL;
  kn_distmap *m = (kn_distmap *) &board; /* must be reset to NULL on error */
  g_assert_cmpint (kn_board_new (5, 5, &board), ==, KN_OK);
  kn_board_set_blocked (board, (kn_square) { 2, 2 }, true);
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { 2, 2 }, NULL, &m), ==, KN_ERR_RANGE);
  g_assert_null (m);
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { 5, 0 }, NULL, &m), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_distmap_compute (board, (kn_leaper) { 0, 0 }, (kn_square) { 0, 0 }, NULL, &m), ==, KN_ERR_INVALID);
  int64_t moves = 5;
  g_assert_cmpint (kn_shortest_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 2, 2 }, NULL, &moves, NULL), ==, KN_ERR_RANGE);
  g_assert_cmpint (moves, ==, -1);
  kn_distmap_free (NULL);
  kn_path_free (NULL);
  kn_board_free (board);
}

static int
cancel_now (void *data)
{
  (*(int *) data)++;
  return 1;
}

static void
test_limits (void)
{
  kn_board *board = NULL;
  g_assert_cmpint (kn_board_new (200, 200, &board), ==, KN_OK);
  kn_board_set_blocked (board, (kn_square) { 100, 100 }, true);
  kn_distmap *m = NULL;
  kn_limits budget = { 100, NULL, NULL };
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { 0, 0 }, &budget, &m), ==, KN_ERR_BUDGET);
  g_assert_null (m);
  int calls = 0;
  kn_limits cancel = { 0, cancel_now, &calls };
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { 0, 0 }, &cancel, &m), ==, KN_ERR_CANCELLED);
  g_assert_cmpint (calls, ==, 1);
  int64_t moves;
  kn_path *p = NULL;
  g_assert_cmpint (kn_shortest_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 199, 199 }, &cancel, &moves, &p), ==, KN_ERR_CANCELLED);
  g_assert_null (p);
  g_assert_cmpint (kn_shortest_path (board, KN_KNIGHT, (kn_square) { 0, 0 }, (kn_square) { 199, 199 }, &budget, &moves, &p), ==, KN_ERR_BUDGET);
  /* A budget large enough lets the same search finish. */
  kn_limits enough = { 1000000, NULL, NULL };
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { 0, 0 }, &enough, &m), ==, KN_OK);
  kn_distmap_free (m);
  kn_board_free (board);
}

/* A* against the BFS distance map: same length, legal routes, any leaper. */
static void
test_astar_equals_bfs (void)
{
  guint64 rng = 5;
  for (int i = 0; i < 300; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 60), h = 1 + (int32_t) tu_below (&rng, 60);
      kn_square from = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
      kn_leaper leaper = leapers[i % G_N_ELEMENTS (leapers)];
      int percent = (int) tu_below (&rng, 50);
      kn_board *board = tu_random_board (&rng, w, h, i % 5 == 0 ? 0 : percent, &from, 1);
      kn_distmap *m = NULL;
      g_assert_cmpint (kn_distmap_compute (board, leaper, from, NULL, &m), ==, KN_OK);
      for (int k = 0; k < 20; k++)
        {
          kn_square to = { (int32_t) tu_below (&rng, (guint64) w), (int32_t) tu_below (&rng, (guint64) h) };
          if (!kn_board_is_free (board, to))
            continue;
          int64_t moves;
          kn_path *p = NULL;
          g_assert_cmpint (kn_shortest_path (board, leaper, from, to, NULL, &moves, &p), ==, KN_OK);
          g_assert_cmpint (moves, ==, kn_distmap_get (m, to));
          if (moves < 0)
            g_assert_null (p);
          else
            tu_assert_leaper_path (board, leaper, p, from, to, moves);
          kn_path_free (p);
        }
      kn_distmap_free (m);
      kn_board_free (board);
    }
}

/* A big board with many blocked squares, corner to corner and random pairs. */
static void
test_astar_large (void)
{
  guint64 rng = 9;
  const int32_t n = 1200;
  kn_square corners[2] = { { 0, 0 }, { n - 1, n - 1 } };
  for (int percent = 0; percent <= 40; percent += 20)
    {
      kn_board *board = tu_random_board (&rng, n, n, percent, corners, 2);
      /* Keep the corners' neighbours open so that they are connected. */
      kn_board_set_blocked (board, (kn_square) { 1, 2 }, false);
      kn_board_set_blocked (board, (kn_square) { n - 2, n - 3 }, false);
      kn_distmap *m = NULL;
      g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, corners[0], NULL, &m), ==, KN_OK);
      for (int k = 0; k < 30; k++)
        {
          kn_square to = k == 0 ? corners[1]
                                : (kn_square) { (int32_t) tu_below (&rng, n), (int32_t) tu_below (&rng, n) };
          if (!kn_board_is_free (board, to))
            continue;
          int64_t moves;
          kn_path *p = NULL;
          g_assert_cmpint (kn_shortest_path (board, KN_KNIGHT, corners[0], to, NULL, &moves, &p), ==, KN_OK);
          g_assert_cmpint (moves, ==, kn_distmap_get (m, to));
          if (moves >= 0)
            tu_assert_leaper_path (board, KN_KNIGHT, p, corners[0], to, moves);
          kn_path_free (p);
        }
      kn_distmap_free (m);
      kn_board_free (board);
    }
}

/* Squares off the leaper's lattice are answered at once, without a search. */
static void
test_astar_lattice (void)
{
  kn_board *board = NULL;
  g_assert_cmpint (kn_board_new (10000, 10000, &board), ==, KN_OK);
  int64_t moves;
  kn_limits tiny = { 10, NULL, NULL };
  g_assert_cmpint (kn_shortest_path (board, (kn_leaper) { 1, 3 }, (kn_square) { 0, 0 }, (kn_square) { 9999, 0 }, &tiny, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, -1);
  g_assert_cmpint (kn_shortest_path (board, (kn_leaper) { 2, 2 }, (kn_square) { 0, 0 }, (kn_square) { 1, 1 }, &tiny, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, -1);
  kn_board_free (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/bfs/equals-reference", test_bfs_equals_reference);
  g_test_add_func ("/libknight/bfs/narrow-boards", test_bfs_narrow_boards);
  g_test_add_func ("/libknight/bfs/bad-arguments", test_bfs_bad_arguments);
  g_test_add_func ("/libknight/bfs/limits", test_limits);
  g_test_add_func ("/libknight/astar/equals-bfs", test_astar_equals_bfs);
  g_test_add_func ("/libknight/astar/large-board", test_astar_large);
  g_test_add_func ("/libknight/astar/off-lattice", test_astar_lattice);
  return g_test_run ();
}
