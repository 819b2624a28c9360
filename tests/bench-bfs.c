/* bench-bfs.c - distance maps and single queries on big boards with blocked
 * squares, next to a plain queue BFS measured in the same run. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "knight.h"

/* The baseline: the textbook BFS, a queue of (x, y), bounds checks and a
 * board lookup for every neighbour; stops early when target is given. */
static int64_t
naive_bfs (const kn_board *b, kn_square from, const kn_square *target, size_t *reached)
{
  static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  int32_t *dist = malloc ((size_t) w * h * sizeof *dist);
  kn_square *q = malloc ((size_t) w * h * sizeof *q);
  for (size_t i = 0; i < (size_t) w * h; i++)
    dist[i] = -1;
  size_t head = 0, tail = 0;
  dist[(size_t) from.y * w + from.x] = 0;
  q[tail++] = from;
  int64_t answer = -1;
  while (head < tail)
    {
      kn_square c = q[head++];
      int32_t d = dist[(size_t) c.y * w + c.x];
      if (target && c.x == target->x && c.y == target->y)
        {
          answer = d;
          break;
        }
      for (int k = 0; k < 8; k++)
        {
          kn_square n = { c.x + dx[k], c.y + dy[k] };
          if (n.x < 0 || n.y < 0 || n.x >= w || n.y >= h || !kn_board_is_free (b, n) ||
              dist[(size_t) n.y * w + n.x] >= 0)
            continue;
          dist[(size_t) n.y * w + n.x] = d + 1;
          q[tail++] = n;
        }
    }
  *reached = tail;
  free (dist);
  free (q);
  return answer;
}

typedef struct {
  kn_board *board;
  kn_square from, to;
  size_t reached;
  int64_t moves;
} Job;

static double
run_distmap (void *data)
{
  Job *j = data;
  return bu_time_distmap (j->board, j->from, &j->reached);
}

static double
run_naive_map (void *data)
{
  Job *j = data;
  double t = bu_now ();
  naive_bfs (j->board, j->from, NULL, &j->reached);
  return bu_now () - t;
}

static double
run_astar (void *data)
{
  Job *j = data;
  kn_path *p = NULL;
  double t = bu_now ();
  if (kn_shortest_path (j->board, KN_KNIGHT, j->from, j->to, NULL, &j->moves, &p) != KN_OK)
    return -1;
  t = bu_now () - t;
  kn_path_free (p);
  return t;
}

static double
run_naive_query (void *data)
{
  Job *j = data;
  double t = bu_now ();
  j->moves = naive_bfs (j->board, j->from, &j->to, &j->reached);
  return bu_now () - t;
}

static void
clear_around (kn_board *b, kn_square c)
{
  for (int dy = -3; dy <= 3; dy++)
    for (int dx = -3; dx <= 3; dx++)
      kn_board_set_blocked (b, (kn_square) { c.x + dx, c.y + dy }, false);
}

int
main (void)
{
  char note[160];
  bu_header ("Breadth-first search and single queries (knight)");

  Job map = { bu_random_board (4096, 30, 1), { 2048, 2048 }, { 0, 0 }, 0, 0 };
  clear_around (map.board, map.from);
  double ours = bu_median (run_distmap, &map, 7);
  size_t reached = map.reached;
  double base = bu_median (run_naive_map, &map, 3);
  snprintf (note, sizeof note, "%zu squares reached; %.0f M squares/s (baseline %.0f M/s)", reached,
            reached / ours / 1e6, reached / base / 1e6);
  bu_row ("distance map, 30% blocked", "4096 x 4096", ours, base, note);

  Job small = { bu_random_board (300, 20, 2), { 0, 0 }, { 299, 299 }, 0, 0 };
  clear_around (small.board, small.from);
  clear_around (small.board, small.to);
  ours = bu_median (run_distmap, &small, 21);
  base = bu_median (run_naive_map, &small, 21);
  bu_row ("distance map, 20% blocked", "300 x 300", ours, base, "the GUI's largest board");

  Job q = { bu_random_board (10000, 20, 3), { 0, 0 }, { 9999, 9999 }, 0, 0 };
  clear_around (q.board, q.from);
  clear_around (q.board, q.to);
  ours = bu_median (run_astar, &q, 7);
  int64_t moves = q.moves;
  base = bu_median (run_naive_query, &q, 1);
  snprintf (note, sizeof note, "%lld moves (baseline agrees: %s); peak RSS %.0f MiB", (long long) moves,
            moves == q.moves ? "yes" : "NO", bu_peak_rss_mib ());
  bu_row ("A* corner to corner, 20% blocked", "10000 x 10000", ours, base, note);

  kn_board_free (map.board);
  kn_board_free (small.board);
  kn_board_free (q.board);
  return moves == q.moves ? 0 : 1;
}
