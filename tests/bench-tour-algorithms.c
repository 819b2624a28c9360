/* bench-tour-algorithms.c - each tour algorithm beside the default
 * (Warnsdorff with backtracking, the rules and the constructions), on the
 * same boards in the same run: the figures the comparison shows a user are
 * the real cost.  "ours" is the algorithm named, "baseline" the default. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "knight.h"

typedef struct {
  int w, h, closed, sx, sy;
  kn_tour_algorithm algorithm;
  uint64_t budget;
  kn_tour_outcome outcome;
  kn_tour_work work;
} Job;

static double
run (void *data)
{
  Job *j = data;
  kn_board *b = NULL;
  kn_tour *t = NULL;
  kn_tour_options o;
  kn_limits lim = { j->budget, NULL, NULL };

  if (kn_board_new (j->w, j->h, &b) != KN_OK)
    return -1;
  kn_tour_options_init (&o);
  o.algorithm = j->algorithm;
  o.closed = j->closed;
  o.has_start = true;
  o.start = (kn_square) { j->sx, j->sy };
  double t0 = bu_now ();
  kn_status st = kn_tour_solve (b, &o, &lim, &t);
  double dt = bu_now () - t0;
  if (st == KN_OK)
    {
      j->outcome = kn_tour_get_outcome (t);
      kn_tour_get_work (t, &j->work);
    }
  kn_tour_free (t);
  kn_board_free (b);
  return st == KN_OK ? dt : -1;
}

static const char *
outcome_name (kn_tour_outcome o)
{
  return o == KN_TOUR_FOUND ? "found" : o == KN_TOUR_NONE ? "none" : "gave up";
}

static void
row (const char *name, int w, int h, int closed, int sx, int sy, kn_tour_algorithm algorithm,
     uint64_t budget, int runs)
{
  Job ours = { w, h, closed, sx, sy, algorithm, budget, KN_TOUR_GAVE_UP, { 0 } };
  Job base = { w, h, closed, sx, sy, KN_TOUR_ALGO_WARNSDORFF, budget, KN_TOUR_GAVE_UP, { 0 } };
  char size[32], note[256];
  double a = bu_median (run, &ours, runs);
  double b = bu_median (run, &base, runs);

  snprintf (size, sizeof size, "%dx%d", w, h);
  snprintf (note, sizeof note, "%s %s, %llu nodes; default %s, %llu nodes",
            closed ? "closed" : "open", outcome_name (ours.outcome),
            (unsigned long long) ours.work.nodes, outcome_name (base.outcome),
            (unsigned long long) base.work.nodes);
  bu_row (name, size, a, b, note);
}

int
main (void)
{
  bu_header ("tour algorithms against the default (Warnsdorff with backtracking)");
  row ("plain Warnsdorff, from a1", 8, 8, 0, 0, 0, KN_TOUR_ALGO_WARNSDORFF_PLAIN, 0, 15);
  row ("plain backtracking, from a1", 8, 8, 0, 0, 0, KN_TOUR_ALGO_BACKTRACKING,
       KN_TOUR_DEFAULT_BUDGET, 3);
  row ("construction, from a1", 8, 8, 0, 0, 0, KN_TOUR_ALGO_CONSTRUCTION, 0, 15);
  row ("plain backtracking, from a1", 5, 5, 0, 0, 0, KN_TOUR_ALGO_BACKTRACKING, 0, 7);
  row ("plain backtracking, from a1", 6, 6, 0, 0, 0, KN_TOUR_ALGO_BACKTRACKING, 0, 3);
  row ("plain Warnsdorff, from a1", 50, 50, 0, 0, 0, KN_TOUR_ALGO_WARNSDORFF_PLAIN, 0, 9);
  row ("plain backtracking, from a1", 50, 50, 0, 0, 0, KN_TOUR_ALGO_BACKTRACKING,
       KN_TOUR_DEFAULT_BUDGET, 3);
  row ("construction, from a1", 50, 50, 0, 0, 0, KN_TOUR_ALGO_CONSTRUCTION, 0, 9);
  row ("plain Warnsdorff, from the centre", 1000, 1000, 0, 500, 500,
       KN_TOUR_ALGO_WARNSDORFF_PLAIN, 0, 3);
  row ("construction, from the centre", 1000, 1000, 0, 500, 500, KN_TOUR_ALGO_CONSTRUCTION, 0, 5);
  row ("construction, closed", 1000, 1000, 1, 0, 0, KN_TOUR_ALGO_CONSTRUCTION, 0, 5);
  return 0;
}
