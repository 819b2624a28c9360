/* bench-judges.c - every judge format of knight-solve at small, large and huge
 * inputs: the whole process (reading, parsing, solving, writing), next to
 * the textbook solution of the same cases measured in the same run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench-util.h"

static unsigned long long rng_state = 12345;

static unsigned
rnd (unsigned n)
{
  unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return (unsigned) ((z ^ (z >> 31)) % n);
}

/* ------------------------------------------------------ the cases, parsed */

typedef struct {
  int side;                /* board side (8 for the algebraic formats) */
  int sx, sy, tx, ty;      /* start and target, from 0 */
  int nblocked;
  unsigned short *blocked; /* cells */
  int last_type;           /* dynamic: unused */
} Case;

typedef struct {
  Case *cases;
  size_t n;
} Cases;

static void
add_case (Cases *c, Case k)
{
  c->cases = realloc (c->cases, (c->n + 1) * sizeof *c->cases);
  c->cases[c->n++] = k;
}

static void
free_cases (Cases *c)
{
  for (size_t i = 0; i < c->n; i++)
    free (c->cases[i].blocked);
  free (c->cases);
  memset (c, 0, sizeof *c);
}

/* --------------------------------------------------- textbook baselines */

static const int kdx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, kdy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

/* A queue BFS from the start until the target, bounds checked. */
static int
naive_knight (const Case *k, unsigned char *blocked, int *dist, int *queue)
{
  int n = k->side;
  memset (blocked, 0, (size_t) n * n);
  for (int i = 0; i < k->nblocked; i++)
    blocked[k->blocked[i]] = 1;
  for (int i = 0; i < n * n; i++)
    dist[i] = -1;
  int head = 0, tail = 0;
  dist[k->sy * n + k->sx] = 0;
  queue[tail++] = k->sy * n + k->sx;
  while (head < tail)
    {
      int c = queue[head++], x = c % n, y = c / n;
      if (x == k->tx && y == k->ty)
        return dist[c];
      for (int d = 0; d < 8; d++)
        {
          int nx = x + kdx[d], ny = y + kdy[d];
          if (nx < 0 || ny < 0 || nx >= n || ny >= n || blocked[ny * n + nx] || dist[ny * n + nx] >= 0)
            continue;
          dist[ny * n + nx] = dist[c] + 1;
          queue[tail++] = ny * n + nx;
        }
    }
  return -1;
}

/* The dynamic knight: a queue BFS over (square, last move type). */
static int
naive_dynamic (const Case *k, unsigned char *blocked, int *dist, int *queue)
{
  static const int bdx[4] = { 2, 2, -2, -2 }, bdy[4] = { 2, -2, 2, -2 };
  int n = k->side;
  memset (blocked, 0, (size_t) n * n);
  for (int i = 0; i < k->nblocked; i++)
    blocked[k->blocked[i]] = 1;
  if (k->sx == k->tx && k->sy == k->ty)
    return 0;
  if (blocked[k->ty * n + k->tx])
    return -1;
  for (int i = 0; i < n * n * 4; i++)
    dist[i] = -1;
  int head = 0, tail = 0;
  dist[(k->sy * n + k->sx) * 4] = 0;
  queue[tail++] = (k->sy * n + k->sx) * 4;
  while (head < tail)
    {
      int s = queue[head++], c = s / 4, last = s % 4, x = c % n, y = c / n;
      for (int type = 1; type <= 3; type++)
        {
          if (type == last)
            continue;
          int cand[8][2], nc = 0;
          if (type == 1)
            for (int d = 0; d < 8; d++)
              cand[nc][0] = x + kdx[d], cand[nc++][1] = y + kdy[d];
          else if (type == 2)
            for (int d = 0; d < 4; d++)
              cand[nc][0] = x + bdx[d], cand[nc++][1] = y + bdy[d];
          else
            {
              cand[nc][0] = n - 1 - x, cand[nc++][1] = y;
              cand[nc][0] = x, cand[nc++][1] = n - 1 - y;
            }
          for (int i = 0; i < nc; i++)
            {
              int nx = cand[i][0], ny = cand[i][1];
              if (nx < 0 || ny < 0 || nx >= n || ny >= n || blocked[ny * n + nx])
                continue;
              int ns = (ny * n + nx) * 4 + type;
              if (dist[ns] >= 0)
                continue;
              dist[ns] = dist[s] + 1;
              if (nx == k->tx && ny == k->ty)
                return dist[ns];
              queue[tail++] = ns;
            }
        }
    }
  return -1;
}

typedef struct {
  Cases *cases;
  int dynamic;
  long long checksum;
} Baseline;

static double
run_baseline (void *data)
{
  Baseline *b = data;
  int maxside = 8;
  for (size_t i = 0; i < b->cases->n; i++)
    if (b->cases->cases[i].side > maxside)
      maxside = b->cases->cases[i].side;
  size_t cells = (size_t) maxside * maxside;
  unsigned char *blocked = malloc (cells);
  int *dist = malloc (cells * 4 * sizeof *dist), *queue = malloc (cells * 4 * sizeof *queue);
  long long sum = 0;
  double t = bu_now ();
  for (size_t i = 0; i < b->cases->n; i++)
    sum += b->dynamic ? naive_dynamic (&b->cases->cases[i], blocked, dist, queue)
                      : naive_knight (&b->cases->cases[i], blocked, dist, queue);
  t = bu_now () - t;
  b->checksum = sum;
  free (blocked);
  free (dist);
  free (queue);
  return t;
}

/* ------------------------------------------------------ input generators */

static void
square_name (int x, int y, char out[4])
{
  out[0] = (char) ('a' + x);
  out[1] = (char) ('1' + y);
  out[2] = '\0';
}

/* Random cases on 8x8 with up to max_blocked blocked squares. */
static void
gen_obstacles (FILE *f, Cases *c, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      Case k = { 8, 0, 0, 0, 0, 0, NULL, 0 };
      unsigned char used[64] = { 0 };
      int nb = (int) rnd (20);
      k.blocked = malloc (64 * sizeof *k.blocked);
      fprintf (f, "%d\n", nb);
      for (int b = 0; b < nb; b++)
        {
          int cell;
          do
            cell = (int) rnd (64);
          while (used[cell]);
          used[cell] = 1;
          k.blocked[k.nblocked++] = (unsigned short) cell;
          char s[4];
          square_name (cell % 8, cell / 8, s);
          fprintf (f, "%s%s", b ? " " : "", s);
        }
      int a, z;
      do
        a = (int) rnd (64), z = (int) rnd (64);
      while (used[a] || used[z] || a == z);
      k.sx = a % 8, k.sy = a / 8, k.tx = z % 8, k.ty = z / 8;
      char s1[4], s2[4];
      square_name (k.sx, k.sy, s1);
      square_name (k.tx, k.ty, s2);
      fprintf (f, "\n%s %s\n", s1, s2);
      add_case (c, k);
    }
  fprintf (f, "-1\n");
}

static void
gen_moves (FILE *f, Cases *c, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      Case k = { 8, (int) rnd (8), (int) rnd (8), (int) rnd (8), (int) rnd (8), 0, NULL, 0 };
      char s1[4], s2[4];
      square_name (k.sx, k.sy, s1);
      square_name (k.tx, k.ty, s2);
      fprintf (f, "%s %s\n", s1, s2);
      add_case (c, k);
    }
}

static void
gen_sized (FILE *f, Cases *c, size_t n, int side, size_t keep)
{
  fprintf (f, "%zu\n", n);
  for (size_t i = 0; i < n; i++)
    {
      Case k = { side, (int) rnd (side), (int) rnd (side), (int) rnd (side), (int) rnd (side), 0, NULL, 0 };
      fprintf (f, "%d\n%d %d\n%d %d\n", side, k.sx, k.sy, k.tx, k.ty);
      if (i < keep)
        add_case (c, k);
    }
}

static void
gen_dynamic (FILE *f, Cases *c, size_t n, int half, int percent)
{
  int side = 2 * half;
  for (size_t i = 0; i < n; i++)
    {
      Case k = { side, (int) rnd (side), (int) rnd (side), (int) rnd (side), (int) rnd (side), 0, NULL, 0 };
      fprintf (f, "%d\n%d %d\n%d %d\n", half, k.sx + 1, k.sy + 1, k.tx + 1, k.ty + 1);
      size_t cap = (size_t) side * side * (size_t) percent / 100 + 1;
      k.blocked = malloc (cap * sizeof *k.blocked);
      for (int y = 0; y < side && side <= 256; y++)
        for (int x = 0; x < side; x++)
          if ((int) rnd (100) < percent && (size_t) k.nblocked < cap && !(x == k.sx && y == k.sy))
            {
              k.blocked[k.nblocked++] = (unsigned short) (y * side + x);
              fprintf (f, "%d %d\n", x + 1, y + 1);
            }
      fprintf (f, "0 0\n");
      add_case (c, k);
    }
  fprintf (f, "0\n");
}

static void
gen_camelot (FILE *f, size_t n, int knights)
{
  for (size_t i = 0; i < n; i++)
    {
      unsigned char used[64] = { 0 };
      int pieces = 1 + (int) rnd ((unsigned) knights + 1);
      for (int p = 0; p < pieces; p++)
        {
          int cell;
          do
            cell = (int) rnd (64);
          while (used[cell]);
          used[cell] = 1;
          fprintf (f, "%c%c", 'A' + cell % 8, '1' + cell / 8);
        }
      fputc ('\n', f);
    }
}

static void
gen_tour (FILE *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    fprintf (f, "%zu\n", 1 + i % 64);
  fprintf (f, "-1\n");
}

/* ------------------------------------------------------------------ main */

typedef struct {
  const char *format;
  const char *label;
  int runs;
  double scale; /* the baseline runs on the first cases only: scale its time by this */
} Row;

static void
measure (const char *solver, const Row *row, const char *path, Cases *cases, int dynamic)
{
  char *argv[] = { (char *) solver, "--judge", (char *) row->format, NULL };
  char name[64], note[160];
  double ours = bu_process (argv, path, row->runs);
  double base = -1;
  if (cases && cases->n)
    {
      Baseline b = { cases, dynamic, 0 };
      base = bu_median (run_baseline, &b, row->runs > 3 ? 3 : row->runs) * row->scale;
    }
  snprintf (name, sizeof name, "--judge %s", row->format);
  snprintf (note, sizeof note, "whole process; memory is its peak%s",
            row->scale > 1 ? "; baseline timed on the first cases and scaled" : "");
  if (!cases || !cases->n)
    snprintf (note, sizeof note, "whole process; memory is its peak; baseline: see the %s table",
              strcmp (row->format, "tour") == 0 ? "tours" : "Camelot");
  bu_row (name, row->label, ours, base, note);
}

int
main (void)
{
  const char *solver = getenv ("KNIGHT_SOLVE");
  if (!solver)
    {
      fprintf (stderr, "bench-judges: KNIGHT_SOLVE is not set\n");
      return 1;
    }
  char path[] = "/tmp/knight-judge-XXXXXX";
  int fd = mkstemp (path);
  if (fd < 0)
    return 1;
  close (fd);
  FILE *f;
  Cases c = { 0 };
  bu_header ("Judge formats: knight-solve --judge, the whole process");

  static const struct {
    const char *format;
    size_t n[3];
  } plan[] = {
    { "obstacles", { 3, 10000, 1000000 } },
    { "moves", { 8, 100000, 1000000 } },
    { "moves-sized", { 3, 100000, 1000000 } },
    { "dynamic", { 4, 100, 20 } },
    { "camelot", { 1, 10000, 100000 } },
    { "tour", { 64, 6400, 64000 } },
  };
  static const char *const sizes[3] = { "small", "large", "huge" };
  for (size_t p = 0; p < sizeof plan / sizeof plan[0]; p++)
    for (int s = 0; s < 3; s++)
      {
        size_t n = plan[p].n[s];
        char label[96];
        int dynamic = 0;
        double scale = 1;
        f = fopen (path, "w");
        const char *fmt = plan[p].format;
        if (strcmp (fmt, "obstacles") == 0)
          gen_obstacles (f, &c, n);
        else if (strcmp (fmt, "moves") == 0)
          gen_moves (f, &c, n);
        else if (strcmp (fmt, "moves-sized") == 0)
          {
            int side = s == 0 ? 8 : 300;
            size_t keep = n > 2000 ? 2000 : n;
            gen_sized (f, &c, n, side, keep);
            scale = (double) n / (double) keep;
          }
        else if (strcmp (fmt, "dynamic") == 0)
          {
            dynamic = 1;
            gen_dynamic (f, &c, n, s == 2 ? 100 : s == 1 ? 20 : 3, 20);
          }
        else if (strcmp (fmt, "camelot") == 0)
          gen_camelot (f, n, 63);
        else
          gen_tour (f, n);
        fclose (f);
        if (strcmp (fmt, "moves-sized") == 0)
          snprintf (label, sizeof label, "%s: %zu scenarios, %dx%d", sizes[s], n, s ? 300 : 8, s ? 300 : 8);
        else if (strcmp (fmt, "dynamic") == 0)
          snprintf (label, sizeof label, "%s: %zu cases, %dx%d, 20%% obstacles", sizes[s], n,
                    s == 2 ? 200 : s == 1 ? 40 : 6, s == 2 ? 200 : s == 1 ? 40 : 6);
        else if (strcmp (fmt, "camelot") == 0)
          snprintf (label, sizeof label, "%s: %zu cases, up to 63 knights", sizes[s], n);
        else if (strcmp (fmt, "tour") == 0)
          snprintf (label, sizeof label, "%s: %zu starts", sizes[s], n);
        else
          snprintf (label, sizeof label, "%s: %zu cases", sizes[s], n);
        Row row = { fmt, label, s == 2 ? 3 : 5, scale };
        measure (solver, &row, path, &c, dynamic);
        free_cases (&c);
      }
  remove (path);
  return 0;
}
