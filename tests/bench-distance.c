/* bench-distance.c - the O(1) knight distance, next to a BFS per query
 * measured in the same run (the moves-sized judge is in bench-judges.c). */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "knight.h"

#define NQ 10000000

typedef struct {
  kn_square *a, *b;
  size_t n;
  int32_t side;
  int64_t sum;
} Queries;

static double
run_formula (void *data)
{
  Queries *q = data;
  int64_t sum = 0;
  double t = bu_now ();
  for (size_t i = 0; i < q->n; i++)
    sum += kn_knight_distance_fast (q->side, q->side, q->a[i], q->b[i]);
  t = bu_now () - t;
  q->sum = sum;
  return t;
}

static double
run_bfs_queries (void *data)
{
  Queries *q = data;
  kn_board *board = NULL;
  kn_board_new (q->side, q->side, &board);
  int64_t sum = 0;
  double t = bu_now ();
  for (size_t i = 0; i < q->n; i++)
    {
      kn_distmap *m = NULL;
      kn_distmap_compute (board, KN_KNIGHT, q->a[i], NULL, &m);
      sum += kn_distmap_get (m, q->b[i]);
      kn_distmap_free (m);
    }
  t = bu_now () - t;
  kn_board_free (board);
  q->sum = sum;
  return t;
}

int
main (void)
{
  uint64_t seed = 1;
  char note[160];
  bu_header ("Knight distance without obstacles");

  Queries q = { malloc (NQ * sizeof (kn_square)), malloc (NQ * sizeof (kn_square)), NQ, 1000, 0 };
  for (size_t i = 0; i < NQ; i++)
    {
      q.a[i] = (kn_square) { (int32_t) (bu_rand (&seed) % 1000), (int32_t) (bu_rand (&seed) % 1000) };
      q.b[i] = (kn_square) { (int32_t) (bu_rand (&seed) % 1000), (int32_t) (bu_rand (&seed) % 1000) };
    }
  double ours = bu_median (run_formula, &q, 7);
  int64_t sum = q.sum;
  Queries few = q;
  few.n = 50;
  double base = bu_median (run_bfs_queries, &few, 3);
  snprintf (note, sizeof note, "%.0f M queries/s; baseline: a BFS per query, %.0f queries/s",
            NQ / ours / 1e6, few.n / base);
  bu_row ("closed form, 10^7 random pairs", "1000 x 1000", ours / NQ, base / (double) few.n, note);

  free (q.a);
  free (q.b);
  return sum > 0 ? 0 : 1;
}
