/* bench-cancel.c - how long a cancel request takes to stop each long search:
 * a search far longer than the measurement runs on a worker thread, another
 * thread asks it to stop, and the time until the search returns is taken
 * (medians of repeated runs).  The tests check the polling by counting
 * (tests/test-limits.c); this is the wall-clock figure for the README. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-util.h"
#include "knight.h"

typedef struct {
  atomic_int stop;
  int which;
  kn_board *board;
  kn_square *knights;
  size_t n_knights;
  kn_status status;
} Job;

static int
poll_stop (void *data)
{
  Job *job = data;
  return atomic_load (&job->stop);
}

static void *
run_search (void *data)
{
  Job *job = data;
  kn_limits limits = { 0, poll_stop, job };
  int32_t n = kn_board_width (job->board);
  int64_t moves;
  switch (job->which)
    {
    case 0:
      {
        kn_distmap *m = NULL;
        job->status = kn_distmap_compute (job->board, KN_KNIGHT, (kn_square) { 0, 0 }, &limits, &m);
        kn_distmap_free (m);
        break;
      }
    case 1:
      job->status = kn_shortest_path (job->board, KN_KNIGHT, (kn_square) { 0, 0 },
                                      (kn_square) { n - 1, n - 1 }, &limits, &moves, NULL);
      break;
    case 2:
      job->status = kn_dynamic_solve (job->board, (kn_square) { 0, 0 }, (kn_square) { n - 1, n - 1 },
                                      &limits, &moves, NULL);
      break;
    case 3:
    case 4:
    case 5:
      {
        kn_tour *t = NULL;
        job->status = kn_tour_solve (job->board, NULL, &limits, &t);
        kn_tour_free (t);
        break;
      }
    default:
      {
        kn_camelot *plan = NULL;
        job->status = kn_camelot_solve (job->board, (kn_square) { 1, 1 }, job->knights, job->n_knights,
                                        &limits, &plan);
        kn_camelot_free (plan);
        break;
      }
    }
  return NULL;
}

static const struct {
  const char *name;
  int32_t side;
  int blocked; /* 1: wall in the far corner; 2: one square in the middle; 3: a wall two
                * squares thick round the far corner's 100 x 100 squares (A* searches
                * the target's side first, up to a few thousand squares: this one is
                * larger, so A* itself searches the start's side) */
  size_t knights;
} cases[] = {
  { "distance map", 8000, 1, 0 },
  { "A* (target walled in)", 8000, 3, 0 },
  { "dynamic knight (target walled in)", 3000, 1, 0 },
  { "tour search (a blocked square)", 1500, 2, 0 },
  { "tour construction", 6000, 0, 0 },
  { "tour of a narrow board", 4, 0, 0 },
  { "Camelot, BFS a knight (a blocked square)", 800, 2, 300 },
  { "Camelot, closed form", 800, 0, 5000 },
};

static void
sleep_ms (int ms)
{
  struct timespec ts = { 0, ms * 1000000L };
  nanosleep (&ts, NULL);
}

/* One run: the search is stopped 20 ms in; the seconds from the request to its return. */
static double
cancel_once (void *data)
{
  Job *job = data;
  atomic_store (&job->stop, 0);
  pthread_t thread;
  if (pthread_create (&thread, NULL, run_search, job) != 0)
    return -1;
  sleep_ms (20);
  double asked = bu_now ();
  atomic_store (&job->stop, 1);
  pthread_join (thread, NULL);
  double latency = bu_now () - asked;
  return job->status == KN_ERR_CANCELLED ? latency : -1;
}

int
main (void)
{
  bu_header ("Cancel latency: from the request to the search's return");
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      int32_t n = cases[i].side;
      /* The narrow board is 4 x 4,000,000. */
      int32_t h = n == 4 ? 4000000 : n;
      Job job = { 0 };
      job.which = (int) i;
      if (kn_board_new (n, h, &job.board) != KN_OK)
        return 1;
      if (cases[i].blocked == 1)
        {
          const kn_square walls[] = { { n - 2, n - 3 }, { n - 3, n - 2 }, { n - 3, n - 3 }, { 0, n - 1 }, { n - 1, 0 } };
          for (size_t w = 0; w < sizeof walls / sizeof walls[0]; w++)
            kn_board_set_blocked (job.board, walls[w], true);
        }
      else if (cases[i].blocked == 3)
        for (int32_t k = n - 102; k < n; k++)
          for (int32_t t = n - 102; t <= n - 101; t++)
            {
              kn_board_set_blocked (job.board, (kn_square) { t, k }, true);
              kn_board_set_blocked (job.board, (kn_square) { k, t }, true);
            }
      else if (cases[i].blocked == 2)
        kn_board_set_blocked (job.board, (kn_square) { n / 2, n / 2 }, true);
      job.n_knights = cases[i].knights;
      job.knights = calloc (job.n_knights + 1, sizeof *job.knights);
      unsigned long long rng = 77;
      for (size_t k = 0; k < job.n_knights; k++)
        {
          rng = rng * 6364136223846793005ull + 1442695040888963407ull;
          job.knights[k] = (kn_square) { (int32_t) ((rng >> 33) % (unsigned) (n / 2)),
                                         n / 2 + 1 + (int32_t) ((rng >> 13) % (unsigned) (n / 2 - 1)) };
        }
      double median = bu_median (cancel_once, &job, 7);
      char size[32], note[96];
      snprintf (size, sizeof size, "%d x %d", n, h);
      snprintf (note, sizeof note, "median of 7; the search polls every %d nodes", KN_CANCEL_POLL_NODES);
      bu_row (cases[i].name, size, median, -1, note);
      free (job.knights);
      kn_board_free (job.board);
    }
  return 0;
}
