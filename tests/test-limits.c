/* test-limits.c - every long search stops: a cancel request from another
 * thread takes effect quickly, and budgets end searches with their own status. */
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#include "test-util.h"

typedef struct {
  atomic_int cancel;
  kn_board *board;
  kn_status status;
  int which; /* 0 distance map, 1 A*, 2 dynamic knight */
} Job;

static int
poll_cancel (void *data)
{
  Job *job = data;
  return atomic_load (&job->cancel);
}

static void *
run_search (void *data)
{
  Job *job = data;
  kn_limits limits = { 0, poll_cancel, job };
  int32_t n = kn_board_width (job->board);
  if (job->which == 0)
    {
      kn_distmap *m = NULL;
      job->status = kn_distmap_compute (job->board, KN_KNIGHT, (kn_square) { 0, 0 }, &limits, &m);
      kn_distmap_free (m);
    }
  else if (job->which == 1)
    {
      int64_t moves;
      /* The far corner is walled in, so A* must exhaust the board. */
      job->status = kn_shortest_path (job->board, KN_KNIGHT, (kn_square) { 0, 0 },
                                      (kn_square) { n - 1, n - 1 }, &limits, &moves, NULL);
    }
  else
    {
      int64_t moves;
      job->status = kn_dynamic_solve (job->board, (kn_square) { 0, 0 }, (kn_square) { n - 1, n - 1 },
                                      &limits, &moves, NULL);
    }
  return NULL;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Starts a search that takes far longer than the test, cancels it 20 ms in,
 * and measures how long the search takes to notice. */
static void
test_cancel_latency (gconstpointer data)
{
  int which = GPOINTER_TO_INT (data);
  int32_t n = which == 2 ? 3000 : 8000;
  Job job = { 0 };
  g_assert_cmpint (kn_board_new (n, n, &job.board), ==, KN_OK);
  job.which = which;
  /* Wall in the far corner: every knight, B and T move into it is blocked. */
  const kn_square walls[] = { { n - 2, n - 3 }, { n - 3, n - 2 }, { n - 3, n - 3 }, { 0, n - 1 }, { n - 1, 0 } };
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    kn_board_set_blocked (job.board, walls[i], true);
  pthread_t thread;
  g_assert_cmpint (pthread_create (&thread, NULL, run_search, &job), ==, 0);
  g_usleep (20000);
  double asked = now ();
  atomic_store (&job.cancel, 1);
  pthread_join (thread, NULL);
  double latency = now () - asked;
  g_test_message ("search %d stopped %.2f ms after the cancel request", which, latency * 1e3);
  g_assert_cmpint (job.status, ==, KN_ERR_CANCELLED);
#if defined(__SANITIZE_ADDRESS__)
  /* AddressSanitizer poisons every byte of the freed 256 MiB maps, which
   * alone can take longer than the bound: the time is not the search's. */
  g_test_message ("not timed under AddressSanitizer");
#else
  g_assert_cmpfloat (latency, <, 0.100);
#endif
  kn_board_free (job.board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/libknight/limits/cancel-distance-map-within-100ms", GINT_TO_POINTER (0), test_cancel_latency);
  g_test_add_data_func ("/libknight/limits/cancel-astar-within-100ms", GINT_TO_POINTER (1), test_cancel_latency);
  g_test_add_data_func ("/libknight/limits/cancel-dynamic-within-100ms", GINT_TO_POINTER (2), test_cancel_latency);
  return g_test_run ();
}
