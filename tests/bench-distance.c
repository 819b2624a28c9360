/* bench-distance.c - the O(1) knight distance and the moves-sized judge,
 * next to a BFS per query measured in the same run. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "knight.h"

static uint64_t
rnd (uint64_t *s)
{
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

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

typedef struct {
  const char *solver;
  const char *input;
} Proc;

static double
run_process (void *data)
{
  Proc *p = data;
  char cmd[1024];
  snprintf (cmd, sizeof cmd, "'%s' --judge moves-sized < '%s' > /dev/null", p->solver, p->input);
  double t = bu_now ();
  if (system (cmd) != 0)
    return -1;
  return bu_now () - t;
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
      q.a[i] = (kn_square) { (int32_t) (rnd (&seed) % 1000), (int32_t) (rnd (&seed) % 1000) };
      q.b[i] = (kn_square) { (int32_t) (rnd (&seed) % 1000), (int32_t) (rnd (&seed) % 1000) };
    }
  double ours = bu_median (run_formula, &q, 7);
  int64_t sum = q.sum;
  Queries few = q;
  few.n = 50;
  double base = bu_median (run_bfs_queries, &few, 3);
  snprintf (note, sizeof note, "%.0f M queries/s; baseline: a BFS per query, %.0f queries/s",
            NQ / ours / 1e6, few.n / base);
  bu_row ("closed form, 10^7 random pairs", "1000 x 1000", ours / NQ, base / (double) few.n, note);

  /* The judge, as a process reading a file: parsing included. */
  const char *solver = getenv ("KNIGHT_SOLVE");
  if (solver)
    {
      char path[] = "/tmp/knight-bench-XXXXXX";
      int fd = mkstemp (path);
      FILE *f = fdopen (fd, "w");
      fprintf (f, "1000000\n");
      for (int i = 0; i < 1000000; i++)
        fprintf (f, "300\n%d %d\n%d %d\n", (int) (rnd (&seed) % 300), (int) (rnd (&seed) % 300),
                 (int) (rnd (&seed) % 300), (int) (rnd (&seed) % 300));
      fclose (f);
      Proc p = { solver, path };
      ours = bu_median (run_process, &p, 5);
      Queries judge = q;
      judge.side = 300;
      judge.n = 200;
      for (size_t i = 0; i < judge.n; i++)
        {
          judge.a[i].x %= 300, judge.a[i].y %= 300;
          judge.b[i].x %= 300, judge.b[i].y %= 300;
        }
      base = bu_median (run_bfs_queries, &judge, 3) * (1000000.0 / (double) judge.n);
      bu_row ("--judge moves-sized, 10^6 scenarios", "300 x 300", ours, base,
              "whole process, parsing included; baseline: a BFS per scenario, timed on 200 and scaled");
      remove (path);
    }
  free (q.a);
  free (q.b);
  return sum > 0 ? 0 : 1;
}
