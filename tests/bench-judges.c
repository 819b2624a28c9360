/* bench-judges.c - every judge format of knight-solve on a large input, whole
 * process against whole process: knight-solve --judge against the
 * straightforward solution of the same problem (tests/baseline/, scanf and
 * printf, a BFS per query, the seed's Camelot, Warnsdorff with backtracking),
 * both run on the same generated input in the same run.  Their answers are
 * compared before they are timed, and the benchmark fails when they differ
 * or knight-solve is not at least ten times as fast. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench-util.h"

static uint64_t rng_state = 12345;

static unsigned
rnd (unsigned n)
{
  return (unsigned) (bu_rand (&rng_state) % n);
}

/* ------------------------------------------------------ input generators */

static void
put_square (FILE *f, int cell, char base)
{
  fputc (base + cell % 8, f);
  fputc ('1' + cell / 8, f);
}

/* Distinct random cells of the 8x8 board. */
static void
pick_cells (int *cells, int n)
{
  unsigned long long used = 0;
  for (int i = 0; i < n; i++)
    {
      int c;
      do
        c = (int) rnd (64);
      while (used >> c & 1);
      used |= 1ull << c;
      cells[i] = c;
    }
}

/* 0 to 55 blocked squares a case (about 92 bytes a case). */
static void
gen_obstacles (FILE *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      int cells[64], nb = (int) rnd (56);
      pick_cells (cells, nb + 2);
      fprintf (f, "%d\n", nb);
      for (int b = 0; b < nb; b++)
        {
          if (b)
            fputc (' ', f);
          put_square (f, cells[b], 'a');
        }
      fputc ('\n', f);
      put_square (f, cells[nb], 'a');
      fputc (' ', f);
      put_square (f, cells[nb + 1], 'a');
      fputc ('\n', f);
    }
  fputs ("-1\n", f);
}

static void
gen_moves (FILE *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      put_square (f, (int) rnd (64), 'a');
      fputc (' ', f);
      put_square (f, (int) rnd (64), 'a');
      fputc ('\n', f);
    }
}

/* Sides from 4 to 300, the judge's range. */
static void
gen_moves_sized (FILE *f, size_t n)
{
  fprintf (f, "%zu\n", n);
  for (size_t i = 0; i < n; i++)
    {
      unsigned side = 4 + rnd (297);
      fprintf (f, "%u\n%u %u\n%u %u\n", side, rnd (side), rnd (side), rnd (side), rnd (side));
    }
}

/* N = 20, the judge's largest board (40 x 40), 20% of the squares blocked. */
static void
gen_dynamic (FILE *f, size_t n)
{
  const unsigned half = 20, side = 2 * half;
  for (size_t i = 0; i < n; i++)
    {
      fprintf (f, "%u\n%u %u\n%u %u\n", half, 1 + rnd (side), 1 + rnd (side), 1 + rnd (side),
               1 + rnd (side));
      for (unsigned y = 1; y <= side; y++)
        for (unsigned x = 1; x <= side; x++)
          if (rnd (100) < 20)
            fprintf (f, "%u %u\n", x, y);
      fputs ("0 0\n", f);
    }
  fputs ("0\n", f);
}

/* The king and 0 to 63 knights. */
static void
gen_camelot (FILE *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      int cells[64], pieces = 1 + (int) rnd (64);
      pick_cells (cells, pieces);
      for (int p = 0; p < pieces; p++)
        put_square (f, cells[p], 'A');
      fputc ('\n', f);
    }
}

static void
gen_tour (FILE *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    fprintf (f, "%u\n", 1 + rnd (64));
  fputs ("-1\n", f);
}

/* ------------------------------------------------------- checking answers */

static char *
slurp (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 20, n = 0;
  char *buf = malloc (cap);
  size_t got;
  while (buf && (got = fread (buf + n, 1, cap - n, f)) > 0)
    {
      n += got;
      if (n == cap)
        buf = realloc (buf, cap *= 2);
    }
  fclose (f);
  *len = n;
  return buf;
}

/* Whether every line of out is a knight's tour from the start on the same
 * line of in (Sicily 1153's numbering: square n is row (n-1)/8+1, column (n-1)%8+1). */
static int
tours_valid (const char *in_path, const char *out_path)
{
  size_t in_len, out_len;
  char *in = slurp (in_path, &in_len), *out = slurp (out_path, &out_len);
  int ok = in && out;
  const char *p = in, *q = out;
  while (ok)
    {
      int start = (int) strtol (p, (char **) &p, 10);
      if (start == -1)
        break;
      unsigned long long seen = 0;
      int prev = -1;
      for (int i = 0; i < 64 && ok; i++)
        {
          int v = (int) strtol (q, (char **) &q, 10) - 1;
          int dx = prev < 0 ? 0 : abs (v % 8 - prev % 8), dy = prev < 0 ? 0 : abs (v / 8 - prev / 8);
          ok = v >= 0 && v < 64 && !(seen >> v & 1) && (i ? dx * dy == 2 : v == start - 1);
          seen |= 1ull << (v & 63);
          prev = v;
        }
    }
  free (in);
  free (out);
  return ok;
}

/* Runs argv once with stdin from in_path and stdout to out_path. */
static int
run_to_file (char *const argv[], const char *in_path, const char *out_path)
{
  size_t n = 0;
  for (char *const *a = argv; *a; a++)
    n += strlen (*a) + 3;
  char *cmd = malloc (n + strlen (in_path) + strlen (out_path) + 16);
  cmd[0] = '\0';
  for (char *const *a = argv; *a; a++)
    {
      strcat (cmd, "'");
      strcat (cmd, *a);
      strcat (cmd, "' ");
    }
  sprintf (cmd + strlen (cmd), "< '%s' > '%s'", in_path, out_path);
  int status = system (cmd);
  free (cmd);
  return status == 0;
}

/* ------------------------------------------------------------------ main */

static const struct {
  const char *format;
  const char *label;
  size_t cases;
  void (*generate) (FILE *f, size_t n);
} plan[] = {
  { "obstacles", "1,000,000 cases, 0-55 blocked squares", 1000000, gen_obstacles },
  { "moves", "1,000,000 lines", 1000000, gen_moves },
  { "moves-sized", "20,000 scenarios, sides 4-300", 20000, gen_moves_sized },
  { "dynamic", "3,000 cases, N = 20, 20% obstacles", 3000, gen_dynamic },
  { "camelot", "20,000 lines, 0-63 knights", 20000, gen_camelot },
  { "tour", "64,000 start lines", 64000, gen_tour },
};

int
main (void)
{
  const char *solver = getenv ("KNIGHT_SOLVE"), *baselines = getenv ("KNIGHT_BASELINE_DIR");
  if (!solver || !baselines)
    {
      fprintf (stderr, "bench-judges: KNIGHT_SOLVE and KNIGHT_BASELINE_DIR must be set\n");
      return 1;
    }
  char in_path[] = "/tmp/knight-judge-in-XXXXXX", ours_path[] = "/tmp/knight-judge-ours-XXXXXX",
       base_path[] = "/tmp/knight-judge-base-XXXXXX";
  int fds[3] = { mkstemp (in_path), mkstemp (ours_path), mkstemp (base_path) };
  for (int i = 0; i < 3; i++)
    if (fds[i] < 0)
      return 1;
    else
      close (fds[i]);
  bu_header ("Judge formats: knight-solve --judge against the straightforward solution, whole processes");
  int status = 0;
  for (size_t i = 0; i < sizeof plan / sizeof plan[0]; i++)
    {
      FILE *f = fopen (in_path, "w");
      plan[i].generate (f, plan[i].cases);
      long bytes = ftell (f);
      fclose (f);
      char baseline[4096];
      snprintf (baseline, sizeof baseline, "%s/baseline-%s", baselines, plan[i].format);
      char *ours_argv[] = { (char *) solver, "--judge", (char *) plan[i].format, NULL };
      char *base_argv[] = { baseline, NULL };

      /* The same answers (any valid tour for the tour format), or no row. */
      const char *same = "same answers";
      if (!run_to_file (ours_argv, in_path, ours_path) || !run_to_file (base_argv, in_path, base_path))
        same = "A RUN FAILED";
      else if (strcmp (plan[i].format, "tour") == 0)
        same = tours_valid (in_path, ours_path) && tours_valid (in_path, base_path)
                 ? "both tours valid" : "AN INVALID TOUR";
      else
        {
          size_t a_len, b_len;
          char *a = slurp (ours_path, &a_len), *b = slurp (base_path, &b_len);
          if (!a || !b || a_len != b_len || memcmp (a, b, a_len) != 0)
            same = "DIFFERENT ANSWERS";
          free (a);
          free (b);
        }
      if (same[0] != 's' && same[0] != 'b')
        status = 1;

      double ours = bu_process (ours_argv, in_path, 5);
      double base = bu_process (base_argv, in_path, 3);
      /* The README promises ten times the baseline's speed at least. */
      const char *fast = ours > 0 && base > 0 && base >= 10 * ours ? "" : "; LESS THAN 10x";
      if (fast[0])
        status = 1;
      char name[64], size[128], note[160];
      snprintf (name, sizeof name, "--judge %s", plan[i].format);
      snprintf (size, sizeof size, "%s (%.1f MB)", plan[i].label, (double) bytes / 1e6);
      snprintf (note, sizeof note, "%s%s", same, fast);
      bu_row (name, size, ours, base, note);
    }
  remove (in_path);
  remove (ours_path);
  remove (base_path);
  return status;
}
