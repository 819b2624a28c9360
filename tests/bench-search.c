/* bench-search.c - the shortest-path searches of kn_search_path side by
 * side: each algorithm next to BFS (the baseline column) on the same
 * board, with the squares each expanded. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "knight.h"

typedef struct {
  kn_board *board;
  kn_square from, to;
  kn_search_algorithm algorithm;
  kn_search_stats stats;
  int64_t moves;
} Job;

static double
run_search (void *data)
{
  Job *j = data;
  kn_search *s = NULL;
  double t = bu_now ();
  if (kn_search_path (j->board, KN_KNIGHT, j->from, j->to, j->algorithm, 0, NULL, &s) != KN_OK)
    return -1;
  t = bu_now () - t;
  kn_search_get_stats (s, &j->stats);
  j->moves = kn_search_moves (s);
  kn_search_free (s);
  return t;
}

static void
clear_around (kn_board *b, kn_square c)
{
  for (int dy = -3; dy <= 3; dy++)
    for (int dx = -3; dx <= 3; dx++)
      kn_board_set_blocked (b, (kn_square) { c.x + dx, c.y + dy }, false);
}

/* One row an algorithm, BFS measured beside it; FALSE when a search that
 * promises a shortest route disagrees with BFS. */
static int
rows (const char *board_name, kn_board *board, int32_t side, const kn_search_algorithm *algs,
      size_t n)
{
  char size[32], name[96], note[200];
  int ok = 1;
  Job bfs = { board, { 0, 0 }, { side - 1, side - 1 }, KN_SEARCH_BFS, { 0 }, 0 };
  double base = bu_median (run_search, &bfs, 3);

  snprintf (size, sizeof size, "%d x %d", side, side);
  for (size_t i = 0; i < n; i++)
    {
      Job j = bfs;
      j.algorithm = algs[i];
      double ours = bu_median (run_search, &j, 3);
      snprintf (name, sizeof name, "%s, %s", kn_search_algorithm_name (algs[i]), board_name);
      snprintf (note, sizeof note,
                "%lld moves, %llu expanded, %.1f MiB (BFS: %lld moves, %llu expanded, %.1f MiB)",
                (long long) j.moves, (unsigned long long) j.stats.expanded,
                j.stats.memory / 1048576.0, (long long) bfs.moves,
                (unsigned long long) bfs.stats.expanded, bfs.stats.memory / 1048576.0);
      bu_row (name, size, ours, base, note);
      if (algs[i] != KN_SEARCH_DFS && algs[i] != KN_SEARCH_GREEDY && j.moves != bfs.moves)
        ok = 0;
    }
  return ok;
}

int
main (void)
{
  static const kn_search_algorithm all[] = { KN_SEARCH_BFS, KN_SEARCH_BIDIRECTIONAL,
                                             KN_SEARCH_ASTAR, KN_SEARCH_GREEDY, KN_SEARCH_DFS };
  static const kn_search_algorithm deepening[] = { KN_SEARCH_IDDFS };
  int ok = 1;
  kn_board *empty = NULL, *walled, *small;

  bu_header ("Shortest-path searches side by side (knight, corner to corner; baseline: BFS)");
  if (kn_board_new (1000, 1000, &empty) != KN_OK)
    return 1;
  ok &= rows ("empty", empty, 1000, all, sizeof all / sizeof *all);

  walled = bu_random_board (1000, 20, 5);
  clear_around (walled, (kn_square) { 0, 0 });
  clear_around (walled, (kn_square) { 999, 999 });
  ok &= rows ("20% walls", walled, 1000, all, sizeof all / sizeof *all);

  /* iterative deepening searches again for every limit: a smaller board */
  small = bu_random_board (60, 20, 6);
  clear_around (small, (kn_square) { 0, 0 });
  clear_around (small, (kn_square) { 59, 59 });
  ok &= rows ("20% walls", small, 60, deepening, 1);

  kn_board_free (empty);
  kn_board_free (walled);
  kn_board_free (small);
  return ok ? 0 : 1;
}
