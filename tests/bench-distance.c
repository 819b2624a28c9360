/* bench-distance.c - the O(1) knight distance, next to a BFS per query
 * measured in the same run (the moves-sized judge is in bench-judges.c). */
#include <inttypes.h>
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

/* The distance map of a 1000 x 1000 board from a corner square: the
 * formula's (kn_knight_distance_map, the algorithm `formula`) beside the
 * BFS's (kn_distmap_compute, the default), both as the app runs them. */
typedef struct {
  kn_board *board;
  int32_t *dist;
  kn_formula_work work;
  int64_t check;
} MapCase;

static double
run_formula_map (void *data)
{
  MapCase *m = data;
  double t = bu_now ();
  kn_knight_distance_map (m->board, (kn_square) { 3, 5 }, NULL, m->dist, &m->work);
  t = bu_now () - t;
  m->check = m->dist[999999];
  return t;
}

static double
run_bfs_map (void *data)
{
  MapCase *m = data;
  kn_distmap *map = NULL;
  double t = bu_now ();
  kn_distmap_compute (m->board, KN_KNIGHT, (kn_square) { 3, 5 }, NULL, &map);
  t = bu_now () - t;
  m->check = kn_distmap_get (map, (kn_square) { 999, 999 });
  kn_distmap_free (map);
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

  {
    MapCase m = { NULL, malloc ((size_t) 1000 * 1000 * sizeof (int32_t)), { 0 }, 0 };
    kn_board_new (1000, 1000, &m.board);
    double formula = bu_median (run_formula_map, &m, 7);
    int64_t by_formula = m.check;
    double bfs = bu_median (run_bfs_map, &m, 7);
    snprintf (note, sizeof note, "the whole map from d6, every square; farthest corner %s (%"
              PRId64 " moves); baseline: the BFS map", by_formula == m.check ? "agrees" :
              "DIFFERS", by_formula);
    bu_row ("distance map: formula vs BFS", "1000 x 1000", formula, bfs, note);
    kn_board_free (m.board);
    free (m.dist);
  }
  free (q.a);
  free (q.b);
  return sum > 0 ? 0 : 1;
}
