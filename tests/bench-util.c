/* bench-util.c - timing helpers for the benchmarks. */
#include "bench-util.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

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

double
bu_median (bu_fn fn, void *data, int runs)
{
  double *t = malloc ((size_t) runs * sizeof *t);
  if (!t)
    return -1;
  for (int i = 0; i < runs; i++)
    t[i] = fn (data);
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
  printf ("| benchmark | size | ours (median) | baseline (median) | speed-up | notes |\n");
  printf ("|---|---|---|---|---|---|\n");
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
  printf ("| %s | %s | %s | %s | %s | %s |\n", name, size, a, b, r, note ? note : "");
  fflush (stdout);
}
