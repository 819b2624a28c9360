/* bench-tour.c - benchmarks of the tour solver against plain Warnsdorff (no
 * tie-break, no backtracking) and plain backtracking, measured in the same run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-util.h"
#include "knight.h"

static const int kdx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int kdy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

/* ------------------------------------------------------------ baselines */

/* Plain Warnsdorff: the move with the fewest onward moves, ties to the
 * first in a fixed order, never backtracking.  Returns the squares it
 * covered (w * h when it made a tour). */
static long long
plain_warnsdorff (int w, int h, int sx, int sy)
{
  unsigned char *seen = calloc ((size_t) w * h, 1);
  if (!seen)
    return -1;
  int x = sx, y = sy;
  long long covered = 1;
  seen[(size_t) y * w + x] = 1;
  for (;;)
    {
      int best = -1, best_deg = 9;
      for (int k = 0; k < 8; k++)
        {
          int nx = x + kdx[k], ny = y + kdy[k];
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[(size_t) ny * w + nx])
            continue;
          int deg = 0;
          for (int j = 0; j < 8; j++)
            {
              int ax = nx + kdx[j], ay = ny + kdy[j];
              deg += ax >= 0 && ay >= 0 && ax < w && ay < h && !seen[(size_t) ay * w + ax];
            }
          if (deg < best_deg)
            {
              best_deg = deg;
              best = k;
            }
        }
      if (best < 0)
        break;
      x += kdx[best];
      y += kdy[best];
      seen[(size_t) y * w + x] = 1;
      covered++;
    }
  free (seen);
  return covered;
}

/* Plain backtracking in a fixed move order, no pruning; stops after budget
 * nodes.  Returns 1 found, 0 none, -1 gave up. */
typedef struct {
  int w, h;
  const unsigned char *blocked;
  unsigned char *seen;
  long long need, nodes, budget;
} Plain;

static int
plain_go (Plain *p, int x, int y, long long depth)
{
  if (depth == p->need)
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int nx = x + kdx[k], ny = y + kdy[k];
      if (nx < 0 || ny < 0 || nx >= p->w || ny >= p->h)
        continue;
      size_t c = (size_t) ny * p->w + nx;
      if (p->seen[c] || p->blocked[c])
        continue;
      if (++p->nodes > p->budget)
        return -1;
      p->seen[c] = 1;
      int r = plain_go (p, nx, ny, depth + 1);
      if (r)
        return r;
      p->seen[c] = 0;
    }
  return 0;
}

static int
plain_backtrack (int w, int h, const unsigned char *blocked, int sx, int sy, long long budget,
                 long long *nodes)
{
  Plain p = { w, h, blocked, calloc ((size_t) w * h, 1), 0, 0, budget };
  for (int i = 0; i < w * h; i++)
    p.need += !blocked[i];
  p.seen[sy * w + sx] = 1;
  int r = plain_go (&p, sx, sy, 1);
  *nodes = p.nodes;
  free (p.seen);
  return r;
}

/* ---------------------------------------------------------------- ours */

/* Times one kn_tour_solve of board (which it frees); *result is the outcome. */
static double
timed_solve (kn_board *b, const kn_tour_options *o, long long *result)
{
  kn_tour *t = NULL;
  double t0 = bu_now ();
  kn_status st = kn_tour_solve (b, o, NULL, &t);
  double dt = bu_now () - t0;
  *result = st == KN_OK ? (long long) kn_tour_get_outcome (t) : -1;
  kn_tour_free (t);
  kn_board_free (b);
  return st == KN_OK ? dt : -1;
}

typedef struct {
  int w, h;
  int closed;
  int sx, sy;
  const unsigned char *blocked; /* may be NULL */
  long long result;             /* outcome or covered squares */
} Job;

static double
run_ours (void *data)
{
  Job *j = data;
  kn_board *b = NULL;
  if (kn_board_new (j->w, j->h, &b) != KN_OK)
    return -1;
  for (int i = 0; j->blocked && i < j->w * j->h; i++)
    if (j->blocked[i])
      kn_board_set_blocked (b, (kn_square) { i % j->w, i / j->w }, true);
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.closed = j->closed;
  o.has_start = true;
  o.start = (kn_square) { j->sx, j->sy };
  return timed_solve (b, &o, &j->result);
}

static double
run_warnsdorff (void *data)
{
  Job *j = data;
  double t0 = bu_now ();
  j->result = plain_warnsdorff (j->w, j->h, j->sx, j->sy);
  return bu_now () - t0;
}

static double
run_backtrack (void *data)
{
  Job *j = data;
  long long nodes;
  double t0 = bu_now ();
  int r = plain_backtrack (j->w, j->h, j->blocked, j->sx, j->sy, 20000000, &nodes);
  double dt = bu_now () - t0;
  j->result = r;
  return dt;
}

/* A tour from (sx, sy) to (ex, ey) of the empty board. */
typedef struct {
  int w, h, sx, sy, ex, ey;
  long long result;
} EndJob;

static double
run_ours_to (void *data)
{
  EndJob *j = data;
  kn_board *b = NULL;
  if (kn_board_new (j->w, j->h, &b) != KN_OK)
    return -1;
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.has_start = o.has_end = true;
  o.start = (kn_square) { j->sx, j->sy };
  o.end = (kn_square) { j->ex, j->ey };
  return timed_solve (b, &o, &j->result);
}

/* Plain backtracking to an end square: fixed move order, no pruning but
 * that the end comes last; 10^6 nodes at most. */
typedef struct {
  int w, h, end;
  unsigned char *seen;
  long long need, nodes;
} PlainTo;

static int
plain_to_go (PlainTo *p, int x, int y, long long depth)
{
  if (depth == p->need)
    return y * p->w + x == p->end;
  for (int k = 0; k < 8; k++)
    {
      int nx = x + kdx[k], ny = y + kdy[k];
      if (nx < 0 || ny < 0 || nx >= p->w || ny >= p->h)
        continue;
      int c = ny * p->w + nx;
      if (p->seen[c] || (c == p->end && depth + 1 < p->need))
        continue;
      if (++p->nodes > 1000000)
        return -1;
      p->seen[c] = 1;
      int r = plain_to_go (p, nx, ny, depth + 1);
      if (r)
        return r;
      p->seen[c] = 0;
    }
  return 0;
}

static double
run_backtrack_to (EndJob *j)
{
  PlainTo p = { j->w, j->h, j->ey * j->w + j->ex, calloc ((size_t) j->w * j->h, 1), j->w * j->h, 0 };
  double t0 = bu_now ();
  p.seen[j->sy * j->w + j->sx] = 1;
  j->result = plain_to_go (&p, j->sx, j->sy, 1);
  double dt = bu_now () - t0;
  free (p.seen);
  return dt;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* A leaper's tour of a side x side board (a wall three files wide down the
 * middle when wall): none, by the pieces of the free squares. */
typedef struct {
  int side, m, n, wall;
  long long result;
} PieceJob;

static kn_board *
piece_board (const PieceJob *j)
{
  kn_board *b = NULL;
  if (kn_board_new (j->side, j->side, &b) != KN_OK)
    return NULL;
  for (int y = 0; j->wall && y < j->side; y++)
    for (int x = j->side / 2 - 1; x <= j->side / 2 + 1; x++)
      kn_board_set_blocked (b, (kn_square) { x, y }, true);
  return b;
}

static double
run_ours_pieces (void *data)
{
  PieceJob *j = data;
  kn_board *b = piece_board (j);
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.leaper = (kn_leaper) { j->m, j->n };
  return timed_solve (b, &o, &j->result);
}

/* A side x side board answered "none" by a cheap check (kind: 0 dead
 * ends, 1 colours, 2 a camel's pieces). */
typedef struct {
  int side, kind;
  long long result, reason;
} CheapJob;

static double
run_ours_cheap (void *data)
{
  CheapJob *j = data;
  kn_board *b = NULL;
  if (kn_board_new (j->side, j->side, &b) != KN_OK)
    return -1;
  int s = j->side;
  kn_tour_options o;
  kn_tour_options_init (&o);
  if (j->kind == 0)
    {
      /* a1, the far corners: block one of each corner's two neighbours */
      kn_board_set_blocked (b, (kn_square) { 2, 1 }, true);
      kn_board_set_blocked (b, (kn_square) { s - 3, 1 }, true);
      kn_board_set_blocked (b, (kn_square) { 2, s - 2 }, true);
    }
  else if (j->kind == 1)
    {
      kn_board_set_blocked (b, (kn_square) { s / 2, s / 2 }, true);
      kn_board_set_blocked (b, (kn_square) { s / 2 + 1, s / 2 + 1 }, true);
    }
  else
    {
      o.leaper = (kn_leaper) { 1, 3 };
    }
  kn_tour *t = NULL;
  double t0 = bu_now ();
  kn_status st = kn_tour_solve (b, &o, NULL, &t);
  double dt = bu_now () - t0;
  j->result = st == KN_OK ? (long long) kn_tour_get_outcome (t) : -1;
  j->reason = st == KN_OK ? (long long) kn_tour_reason (t) : -1;
  kn_tour_free (t);
  kn_board_free (b);
  return st == KN_OK ? dt : -1;
}

/* A side x side board whose far corner is out of the knight's reach from
 * a1 (kind 0: the two squares a move from it blocked) or the camel's
 * (kind 1: a square of the other colour): how long the reason takes
 * (route 0) or the route and then the reason, as knight-solve path does
 * (route 1). */
typedef struct {
  int side, kind, route;
  long long argument, region;
} ReachJob;

static double
run_ours_reach (void *data)
{
  ReachJob *j = data;
  kn_board *b = NULL;
  if (kn_board_new (j->side, j->side, &b) != KN_OK)
    return -1;
  int s = j->side;
  kn_leaper leaper = KN_KNIGHT;
  kn_square from = { 0, 0 }, to = { s - 1, s - 1 };
  if (j->kind == 0)
    {
      kn_board_set_blocked (b, (kn_square) { s - 3, s - 2 }, true);
      kn_board_set_blocked (b, (kn_square) { s - 2, s - 3 }, true);
    }
  else
    {
      leaper = (kn_leaper) { 1, 3 };
      to.y = s - 2;
    }
  kn_reach *r = NULL;
  int64_t moves = 0;
  double t0 = bu_now ();
  kn_status st = j->route ? kn_shortest_path (b, leaper, from, to, NULL, &moves, NULL) : KN_OK;
  if (st == KN_OK)
    st = kn_reach_explain (b, leaper, from, &to, NULL, &r);
  double dt = bu_now () - t0;
  size_t region = 0;
  if (st == KN_OK)
    kn_reach_reason_region (r, &region);
  j->argument = st == KN_OK && (!j->route || moves < 0) ? (long long) kn_reach_reason_argument (r) : -1;
  j->region = (long long) region;
  kn_reach_free (r);
  kn_board_free (b);
  return st == KN_OK ? dt : -1;
}

/* The baseline: one breadth-first flood fill of the free squares from a1. */
static double
run_flood (void *data)
{
  PieceJob *j = data;
  kn_board *b = piece_board (j);
  int n = j->side * j->side;
  int *queue = malloc ((size_t) n * sizeof *queue);
  unsigned char *seen = calloc ((size_t) n, 1);
  kn_square offs[8];
  size_t noff = kn_leaper_offsets ((kn_leaper) { j->m, j->n }, offs);
  double t0 = bu_now ();
  int head = 0, tail = 0;
  queue[tail++] = 0;
  seen[0] = 1;
  while (head < tail)
    {
      int c = queue[head++], x = c % j->side, y = c / j->side;
      for (size_t k = 0; k < noff; k++)
        {
          kn_square q = { x + offs[k].x, y + offs[k].y };
          if (!kn_board_is_free (b, q) || seen[q.y * j->side + q.x])
            continue;
          seen[q.y * j->side + q.x] = 1;
          queue[tail++] = q.y * j->side + q.x;
        }
    }
  double dt = bu_now () - t0;
  free (queue);
  free (seen);
  kn_board_free (b);
  return dt;
}

/* Every start of the 8x8 board, as the tour judge answers them. */
static double
run_judge_ours (void *data)
{
  double total = 0;
  Job j = { 8, 8, 0, 0, 0, NULL, 0 };
  for (int s = 0; s < 64; s++)
    {
      j.sx = s % 8;
      j.sy = s / 8;
      total += run_ours (&j);
    }
  return total;
}

static double
run_judge_warnsdorff (void *data)
{
  int *fails = data;
  double total = 0;
  *fails = 0;
  for (int s = 0; s < 64; s++)
    {
      double t0 = bu_now ();
      *fails += plain_warnsdorff (8, 8, s % 8, s / 8) != 64;
      total += bu_now () - t0;
    }
  return total;
}

/* knight-solve printing a tour as text, to /dev/null. */
static double
run_cli_print (void *data)
{
  const char *cmd = data;
  double t0 = bu_now ();
  int r = system (cmd);
  return r == 0 ? bu_now () - t0 : -1;
}

static void
size_str (char *buf, size_t n, int w, int h)
{
  snprintf (buf, n, "%dx%d", w, h);
}

int
main (void)
{
  char size[64], note[256];
  bu_header ("knight's tours: ours against plain Warnsdorff / plain backtracking");

  int fails = 0;
  double ours = bu_median (run_judge_ours, NULL, 7);
  double base = bu_median (run_judge_warnsdorff, &fails, 7);
  snprintf (note, sizeof note, "all 64 starts; baseline plain Warnsdorff fails on %d of them",
            fails);
  bu_row ("judge: 8x8 every start", "8x8", ours, base, note);

  /* Exact answers on 5x5: 25 starts, 12 proofs that no tour starts there. */
  {
    double to = 0, tb = 0;
    for (int s = 0; s < 25; s++)
      {
        Job j = { 5, 5, 0, s % 5, s / 5, NULL, 0 };
        unsigned char none[25] = { 0 };
        to += bu_median (run_ours, &j, 5);
        j.blocked = none;
        tb += bu_median (run_backtrack, &j, 3);
      }
    bu_row ("every start, exact (tour or proof)", "5x5", to, tb,
            "baseline: plain backtracking, no pruning");
  }

  static const struct {
    int w, h, closed, runs;
  } sizes[] = {
    { 100, 100, 0, 7 }, { 100, 100, 1, 7 }, { 1000, 1000, 0, 7 }, { 1000, 1000, 1, 7 },
    { 1001, 1001, 0, 7 }, { 2000, 2000, 0, 5 }, { 10000, 10000, 0, 3 }, { 10000, 10000, 1, 3 },
  };
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    {
      Job j = { sizes[i].w, sizes[i].h, sizes[i].closed, sizes[i].w / 2, sizes[i].h / 2, NULL, 0 };
      if ((j.w % 2) && (j.h % 2) && (j.sx + j.sy) % 2)
        j.sx--;
      ours = bu_median (run_ours, &j, sizes[i].runs);
      int found = j.result == KN_TOUR_FOUND;
      double b = -1;
      long long covered = 0;
      /* The baseline on 10^8 squares would take minutes to fail; skip it. */
      if ((long long) j.w * j.h <= 4000000)
        {
          b = bu_median (run_warnsdorff, &j, sizes[i].runs);
          covered = j.result;
        }
      size_str (size, sizeof size, j.w, j.h);
      if (b >= 0)
        snprintf (note, sizeof note, "%s, %s; baseline %s (%lld of %d squares)",
                  sizes[i].closed ? "closed" : "open", found ? "found" : "NOT FOUND",
                  covered == (long long) j.w * j.h ? "made a tour" : "failed",
                  covered, j.w * j.h);
      else
        snprintf (note, sizeof note,
                  "%s, %s; no baseline (plain Warnsdorff fails from 1000x1000 on)",
                  sizes[i].closed ? "closed" : "open", found ? "found" : "NOT FOUND");
      bu_row (sizes[i].closed ? "closed tour" : "open tour", size, ours, b, note);
    }

  /* Narrow boards from the middle: the blocks of the row automaton. */
  {
    static const struct {
      int w, h, closed, sx, sy;
      const char *from;
    } narrow[] = {
      { 3, 1000, 0, 1, 500, "b501" }, { 3, 100000, 0, 1, 50000, "b50001" },
      { 3, 100000, 1, 1, 50000, "b50001" }, { 4, 100000, 0, 0, 50000, "a50001" },
    };
    for (size_t i = 0; i < sizeof narrow / sizeof narrow[0]; i++)
      {
        Job j = { narrow[i].w, narrow[i].h, narrow[i].closed, narrow[i].sx, narrow[i].sy, NULL, 0 };
        ours = bu_median (run_ours, &j, 7);
        int found = j.result == KN_TOUR_FOUND;
        double b = bu_median (run_warnsdorff, &j, 5);
        size_str (size, sizeof size, j.w, j.h);
        snprintf (note, sizeof note, "%s from %s, %s; baseline %s (%lld of %d squares)",
                  narrow[i].closed ? "closed" : "open", narrow[i].from,
                  found ? "found" : "NOT FOUND", j.result == (long long) j.w * j.h ? "made a tour" : "failed",
                  j.result, j.w * j.h);
        bu_row (narrow[i].closed ? "narrow board, closed" : "narrow board", size, ours, b, note);
      }
  }

  /* End squares on 8x8: every pair of different colours (a tour each). */
  {
    static double per_pair[2048];
    int n = 0, found = 0;
    for (int s = 0; s < 64; s++)
      for (int e = 0; e < 64; e++)
        {
          if ((s % 8 + s / 8) % 2 == (e % 8 + e / 8) % 2)
            continue;
          EndJob j = { 8, 8, s % 8, s / 8, e % 8, e / 8, 0 };
          per_pair[n++] = bu_median (run_ours_to, &j, 3);
          found += j.result == KN_TOUR_FOUND;
        }
    qsort (per_pair, (size_t) n, sizeof *per_pair, cmp_double);
    /* Baseline: plain backtracking to the end square, 64 of the pairs. */
    static double base_pair[64];
    int bn = 0, bfound = 0;
    for (int k = 0; k < 64; k++)
      {
        int s = (k * 37) % 64, e = (k * 11 + 1) % 64;
        if ((s % 8 + s / 8) % 2 == (e % 8 + e / 8) % 2)
          e = (e + 1) % 64;
        EndJob j = { 8, 8, s % 8, s / 8, e % 8, e / 8, 0 };
        base_pair[bn++] = run_backtrack_to (&j);
        bfound += j.result == 1;
      }
    qsort (base_pair, (size_t) bn, sizeof *base_pair, cmp_double);
    snprintf (note, sizeof note,
              "median per pair of %d (found %d); slowest pair %.2f ms; baseline: plain "
              "backtracking to the end, 64 pairs, found %d within 10^6 nodes each",
              n, found, per_pair[n - 1] * 1e3, bfound);
    bu_row ("end square, every pair", "8x8", per_pair[n / 2], base_pair[bn / 2], note);
  }

  /* An end square on a large board: the corridor of blocks. */
  {
    EndJob j = { 1000, 1000, 0, 0, 999, 998, 0 };
    ours = bu_median (run_ours_to, &j, 7);
    int found = j.result == KN_TOUR_FOUND;
    Job open = { 1000, 1000, 0, 0, 0, NULL, 0 };
    double b = bu_median (run_ours, &open, 7);
    char to[KN_SQUARE_BUFSIZE];
    kn_square_format ((kn_square) { j.ex, j.ey }, 0, to, sizeof to);
    snprintf (note, sizeof note, "a1 to %s (the far corner's neighbour), %s; baseline: our open "
              "tour from a1, no end", to, found ? "found" : "NOT FOUND");
    bu_row ("end square", "1000x1000", ours, b, note);
  }

  /* An end square on boards 5 wide (issue 13): a "none" by the corner rule,
   * and a tour the short search misses, found by the row automaton. */
  {
    static const EndJob five[] = { { 12, 5, 1, 0, 10, 2, 0 }, { 1000, 5, 344, 1, 409, 3, 0 } };
    for (size_t i = 0; i < sizeof five / sizeof five[0]; i++)
      {
        EndJob j = five[i];
        ours = bu_median (run_ours_to, &j, 3);
        Job open = { j.w, j.h, 0, j.sx, j.sy, NULL, 0 };
        double b = bu_median (run_ours, &open, 3);
        char from[KN_SQUARE_BUFSIZE], to[KN_SQUARE_BUFSIZE];
        kn_square_format ((kn_square) { j.sx, j.sy }, 0, from, sizeof from);
        kn_square_format ((kn_square) { j.ex, j.ey }, 0, to, sizeof to);
        snprintf (size, sizeof size, "%dx%d", j.w, j.h);
        snprintf (note, sizeof note, "%s to %s, %s; baseline: our open tour from %s, no end", from,
                  to, j.result == KN_TOUR_FOUND ? "found" : j.result == KN_TOUR_NONE ? "none"
                                                                                     : "GAVE UP",
                  from);
        bu_row ("end square, 5 wide", size, ours, b, note);
      }
  }

  /* Leapers on 300x300 boards whose free squares fall into pieces. */
  {
    static const struct {
      const char *name;
      int m, n, wall;
    } leapers[] = {
      { "camel (1,3), empty", 1, 3, 0 }, { "dabbaba (0,2), empty", 0, 2, 0 },
      { "zebra (2,3), a wall 3 wide", 2, 3, 1 },
    };
    for (size_t i = 0; i < sizeof leapers / sizeof leapers[0]; i++)
      {
        PieceJob j = { 300, leapers[i].m, leapers[i].n, leapers[i].wall, -1 };
        ours = bu_median (run_ours_pieces, &j, 7);
        double b = bu_median (run_flood, &j, 7);
        snprintf (note, sizeof note, "%s: %s; baseline: one flood fill of the board",
                  leapers[i].name, j.result == KN_TOUR_NONE ? "none" : "NOT none");
        bu_row ("disconnected leaper board", "300x300", ours, b, note);
      }
  }

  /* "None" by a cheap reason on 1000x1000: a dead end (a1 cut off but for
   * one move... and three such corners), unequal colours, a camel's pieces. */
  {
    static const struct {
      const char *name;
      int kind; /* 0 dead ends, 1 colours, 2 pieces */
    } cheap[] = { { "dead ends (three corners with one free neighbour)", 0 },
                  { "colours (two dark squares blocked)", 1 }, { "pieces (a camel)", 2 } };
    for (size_t i = 0; i < sizeof cheap / sizeof cheap[0]; i++)
      {
        CheapJob j = { 1000, cheap[i].kind, -1, -1 };
        ours = bu_median (run_ours_cheap, &j, 7);
        PieceJob flood = { 1000, 1, 2, 0, -1 };
        double b = bu_median (run_flood, &flood, 7);
        snprintf (note, sizeof note, "%s: %s, reason %lld; baseline: one flood fill of the board",
                  cheap[i].name, j.result == KN_TOUR_NONE ? "none" : "NOT none", j.reason);
        bu_row ("none by a cheap reason", "1000x1000", ours, b, note);
      }
  }

  /* "Not reachable" on 1000x1000: the region and its walls (a walled
   * corner: one pass over the board) or the colour (constant time), alone
   * and after the route search that found no route. */
  {
    static const struct {
      const char *name;
      int kind, route;
    } reach[] = { { "walled corner, the reason", 0, 0 }, { "walled corner, route + reason", 0, 1 },
                  { "camel, other colour, the reason", 1, 0 },
                  { "camel, other colour, route + reason", 1, 1 } };
    for (size_t i = 0; i < sizeof reach / sizeof reach[0]; i++)
      {
        ReachJob j = { 1000, reach[i].kind, reach[i].route, -1, 0 };
        ours = bu_median (run_ours_reach, &j, 7);
        PieceJob flood = { 1000, 1, 2, 0, -1 };
        double b = bu_median (run_flood, &flood, 7);
        snprintf (note, sizeof note,
                  "%s: argument %lld (%s), region %lld squares; baseline: one flood fill",
                  reach[i].name, j.argument,
                  j.argument == KN_REACH_REGION ? "region" : j.argument == KN_REACH_COLOUR
                                                             ? "colour" : "?", j.region);
        bu_row ("not reachable, and why", "1000x1000", ours, b, note);
      }
  }

  /* A blocked board: Warnsdorff + pruning + backtracking against plain backtracking. */
  {
    int w = 12, h = 12;
    unsigned char *blocked = calloc ((size_t) w * h, 1);
    blocked[5 * w + 5] = blocked[5 * w + 6] = blocked[8 * w + 3] = blocked[8 * w + 4] = 1;
    Job j = { w, h, 0, 0, 0, blocked, 0 };
    ours = bu_median (run_ours, &j, 7);
    int found = j.result == KN_TOUR_FOUND;
    double b = bu_median (run_backtrack, &j, 3);
    snprintf (note, sizeof note, "4 blocked; ours %s; baseline %s (budget 2e7 nodes)",
              found ? "found" : "did not find",
              j.result == 1 ? "found" : j.result == 0 ? "none" : "gave up");
    bu_row ("blocked squares", "12x12", ours, b, note);
    free (blocked);
  }

  /* Printing: knight-solve writes 10^8 squares as text. */
  const char *solver = getenv ("KNIGHT_SOLVE");
  if (solver)
    {
      char cmd[1024];
      snprintf (cmd, sizeof cmd, "'%s' tour --size 10000x10000 --from e5 > /dev/null", solver);
      double t = bu_median (run_cli_print, cmd, 3);
      bu_row ("knight-solve tour, text to /dev/null", "10000x10000", t, -1,
              "whole process: solve + format about 0.9 GB of text");
    }
  return 0;
}
