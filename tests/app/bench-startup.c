/* bench-startup.c - Knight Lab's start-up, from exec to the first frame of
 * the sample, against a minimal libadwaita window started the same way
 * (startup-minimal.c): both processes quit after their first frame
 * (KNIGHT_LAB_QUIT_AFTER_FIRST_FRAME=1 for Knight Lab), runs alternate so
 * that load falls on both alike, and the medians' ratio is the figure.  It
 * fails when Knight Lab takes more than 1.5 times the minimal window.
 *
 *   xvfb-run -a meson test -C build --benchmark app-startup -v
 *
 * argv[1]: knight-lab, argv[2]: startup-minimal. */

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#define RUNS 15
#define GOAL 1.5

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Seconds from spawning argv to its exit; < 0 when it fails. */
static double
run_once (const char *program)
{
  char *argv[] = { (char *) program, NULL };
  g_auto (GStrv) env = g_get_environ ();
  GError *error = NULL;
  int status = 0;
  gint64 began;

  env = g_environ_setenv (env, "KNIGHT_LAB_QUIT_AFTER_FIRST_FRAME", "1", TRUE);
  /* one renderer for both: Knight Lab picks cairo's where there is no GPU
   * (kl-renderer.c), which a plain window would not */
  env = g_environ_setenv (env, "GSK_RENDERER", "cairo", FALSE);
  began = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, argv, env, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    {
      fprintf (stderr, "%s: %s\n", program, error->message);
      g_error_free (error);
      return -1;
    }
  return (g_get_monotonic_time () - began) / 1e6;
}

int
main (int   argc,
      char *argv[])
{
  double ours[RUNS], base[RUNS], ratio;

  if (argc != 3)
    {
      fprintf (stderr, "usage: %s KNIGHT-LAB STARTUP-MINIMAL\n", argv[0]);
      return 2;
    }
  /* one of each first, untimed: the disk cache and the fonts' caches warm */
  if (run_once (argv[1]) < 0 || run_once (argv[2]) < 0)
    return 1;
  for (int i = 0; i < RUNS; i++)
    {
      ours[i] = run_once (argv[1]);
      base[i] = run_once (argv[2]);
      if (ours[i] < 0 || base[i] < 0)
        return 1;
    }
  qsort (ours, RUNS, sizeof *ours, cmp_double);
  qsort (base, RUNS, sizeof *base, cmp_double);
  ratio = ours[RUNS / 2] / base[RUNS / 2];
  printf ("\n## Start-up to the first frame\n\n");
  printf ("| benchmark | ours (median) | minimal libadwaita window (median) | ratio | goal |\n");
  printf ("|---|---|---|---|---|\n");
  printf ("| knight-lab, the sample | %.0f ms | %.0f ms | %.2fx | at most %.1fx |\n",
          ours[RUNS / 2] * 1e3, base[RUNS / 2] * 1e3, ratio, GOAL);
  return ratio <= GOAL ? 0 : 1;
}
