/* bench-util.c - timing helpers for the benchmarks. */
#include "bench-util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <time.h>

kn_board *
bu_random_board (int32_t side, int percent, uint64_t seed)
{
  kn_board *b = NULL;
  if (kn_board_new (side, side, &b) != KN_OK)
    exit (1);
  for (int32_t y = 0; y < side; y++)
    for (int32_t x = 0; x < side; x++)
      if ((int) (bu_rand (&seed) % 100) < percent)
        kn_board_set_blocked (b, (kn_square) { x, y }, true);
  return b;
}

double
bu_time_distmap (const kn_board *b, kn_square from, size_t *reached)
{
  kn_distmap *m = NULL;
  double t = bu_now ();
  if (kn_distmap_compute (b, KN_KNIGHT, from, NULL, &m) != KN_OK)
    return -1;
  t = bu_now () - t;
  *reached = kn_distmap_reached_count (m);
  kn_distmap_free (m);
  return t;
}

uint64_t
bu_rand (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double
bu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

double
bu_peak_rss_mib (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return (double) ru.ru_maxrss / 1024.0;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Memory peaks recorded since the last row, in MiB (< 0: unknown). */
static double recorded[2] = { -1, -1 };
static int n_recorded;

static double
status_mib (const char *field)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  double kib = -1;
  if (!f)
    return -1;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, field, strlen (field)) == 0)
      kib = strtod (line + strlen (field), NULL);
  fclose (f);
  return kib < 0 ? -1 : kib / 1024.0;
}

static void
reset_peak (void)
{
  FILE *f = fopen ("/proc/self/clear_refs", "w");
  if (f)
    {
      fputs ("5", f); /* 5: reset the peak resident set size */
      fclose (f);
    }
}

double
bu_median (bu_fn fn, void *data, int runs)
{
  reset_peak ();
  double before = status_mib ("VmRSS:");
  double *t = malloc ((size_t) runs * sizeof *t);
  if (!t)
    return -1;
  for (int i = 0; i < runs; i++)
    t[i] = fn (data);
  double peak = status_mib ("VmHWM:");
  if (n_recorded < 2)
    recorded[n_recorded++] = peak >= 0 && before >= 0 ? peak - before : -1;
  qsort (t, (size_t) runs, sizeof *t, cmp_double);
  double m = t[runs / 2];
  free (t);
  return m;
}

static void
fmt_time (char *buf, size_t n, double s)
{
  if (s < 0)
    snprintf (buf, n, "-");
  else if (s < 1e-6)
    snprintf (buf, n, "%.1f ns", s * 1e9);
  else if (s < 1e-3)
    snprintf (buf, n, "%.2f us", s * 1e6);
  else if (s < 1)
    snprintf (buf, n, "%.1f ms", s * 1e3);
  else
    snprintf (buf, n, "%.2f s", s);
}

void
bu_header (const char *title)
{
  printf ("\n## %s\n\n", title);
  printf ("| benchmark | size | ours (median) | baseline (median) | speed-up | memory: ours / baseline | notes |\n");
  printf ("|---|---|---|---|---|---|---|\n");
}

void
bu_row (const char *name, const char *size, double ours_s, double base_s, const char *note)
{
  char a[32], b[32], r[32];
  fmt_time (a, sizeof a, ours_s);
  fmt_time (b, sizeof b, base_s);
  if (ours_s > 0 && base_s > 0)
    snprintf (r, sizeof r, "%.1fx", base_s / ours_s);
  else
    snprintf (r, sizeof r, "-");
  char mem[64], m0[24], m1[24];
  for (int i = 0; i < 2; i++)
    {
      char *out = i ? m1 : m0;
      if (i >= n_recorded || recorded[i] < 0)
        snprintf (out, sizeof m0, "-");
      else
        snprintf (out, sizeof m0, "%.1f MiB", recorded[i]);
    }
  snprintf (mem, sizeof mem, "%s / %s", m0, m1);
  n_recorded = 0;
  printf ("| %s | %s | %s | %s | %s | %s | %s |\n", name, size, a, b, r, mem, note ? note : "");
  fflush (stdout);
}

/* Starts argv with standard input from input_path and output to /dev/null;
 * with traced, stopped at its exec under ptrace. */
static pid_t
start_process (char *const argv[], const char *input_path, int traced)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      int in = open (input_path, O_RDONLY), out = open ("/dev/null", O_WRONLY);
      if (in < 0 || out < 0)
        _exit (127);
      dup2 (in, 0);
      dup2 (out, 1);
      if (traced && ptrace (PTRACE_TRACEME, 0, NULL, NULL) != 0)
        _exit (126);
      execv (argv[0], argv);
      _exit (127);
    }
  return pid;
}

/* The peak resident memory of one run of argv, in MiB, or < 0.  Read from
 * the process itself (VmHWM) as it exits: the rusage of a child also counts
 * what it shared with the parent it was forked from before its exec. */
static double
process_peak_mib (char *const argv[], const char *input_path)
{
  pid_t pid = start_process (argv, input_path, 1);
  double peak = -1;
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid || !WIFSTOPPED (status))
    return -1;
  ptrace (PTRACE_SETOPTIONS, pid, NULL, (void *) (long) PTRACE_O_TRACEEXIT);
  int sig = 0;
  for (;;)
    {
      ptrace (PTRACE_CONT, pid, NULL, (void *) (long) sig);
      if (waitpid (pid, &status, 0) != pid || WIFEXITED (status) || WIFSIGNALED (status))
        break;
      sig = 0;
      if (status >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8)))
        {
          char path[64], line[256];
          snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
          FILE *f = fopen (path, "r");
          while (f && fgets (line, sizeof line, f))
            if (strncmp (line, "VmHWM:", 6) == 0)
              peak = strtod (line + 6, NULL) / 1024.0;
          if (f)
            fclose (f);
        }
      else if (WIFSTOPPED (status) && WSTOPSIG (status) != SIGTRAP)
        sig = WSTOPSIG (status); /* a signal for the process: pass it on */
    }
  return WIFEXITED (status) && WEXITSTATUS (status) == 0 ? peak : -1;
}

double
bu_process (char *const argv[], const char *input_path, int runs)
{
  double *t = malloc ((size_t) runs * sizeof *t);
  if (!t)
    return -1;
  double peak = process_peak_mib (argv, input_path);
  for (int i = 0; i < runs; i++)
    {
      double start = bu_now ();
      pid_t pid = start_process (argv, input_path, 0);
      int status;
      if (pid < 0 || waitpid (pid, &status, 0) < 0 || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          free (t);
          return -1;
        }
      t[i] = bu_now () - start;
    }
  if (n_recorded < 2)
    recorded[n_recorded++] = peak;
  qsort (t, (size_t) runs, sizeof *t, cmp_double);
  double m = t[runs / 2];
  free (t);
  return m;
}
