/* bench-explain.c - what explaining costs: the BFS explanation and the
 * narration of every frame next to the BFS that made the map, Camelot's
 * heat map next to the solve, the tour search's notes next to the same
 * search without a trace, and a tour's narration next to its solve,
 * measured in the same run. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "kl-explain.h"

static kn_board *
random_board (int32_t n, int percent, uint64_t seed, kn_square keep)
{
  kn_board *b = bu_random_board (n, percent, seed);
  kn_board_set_blocked (b, keep, false);
  return b;
}

typedef struct {
  kn_board *board;
  kn_square from;
  size_t squares;    /* squares reached, or steps narrated */
  size_t layers;
} Wave;

static double
run_bfs (void *data)
{
  Wave *w = data;
  return bu_time_distmap (w->board, w->from, &w->squares);
}

/* The explanation built, then every layer asked for, as the player does. */
static double
run_explain_layers (void *data)
{
  Wave *w = data;
  kn_distmap *m = NULL;
  kn_bfs_explain *ex = NULL;
  if (kn_distmap_compute (w->board, KN_KNIGHT, w->from, NULL, &m) != KN_OK)
    return -1;
  double t = bu_now ();
  if (kn_bfs_explain_new (m, NULL, &ex) != KN_OK)
    return -1;
  size_t seen = 0;
  for (int32_t k = 0; k <= kn_bfs_explain_layers (ex); k++)
    {
      kn_bfs_layer *l = NULL;
      if (kn_bfs_layer_get (ex, k, &l) != KN_OK)
        return -1;
      seen += l->n_frontier;
      kn_bfs_layer_free (l);
    }
  t = bu_now () - t;
  w->layers = (size_t) kn_bfs_explain_layers (ex);
  kn_bfs_explain_free (ex);
  kn_distmap_free (m);
  return seen == w->squares ? t : -1;
}

/* The narration of every frame: sentences and data, as knight-solve
 * --explain will print them. */
static double
run_narrate (void *data)
{
  Wave *w = data;
  kn_distmap *m = NULL;
  KlExplain *ex = NULL;
  if (kn_distmap_compute (w->board, KN_KNIGHT, w->from, NULL, &m) != KN_OK)
    return -1;
  double t = bu_now ();
  if (kl_explain_new_distance (m, NULL, &ex) != KN_OK)
    return -1;
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    kl_explain_step_free (kl_explain_get_step (ex, i));
  t = bu_now () - t;
  kl_explain_unref (ex);
  return t;
}

typedef struct {
  kn_board *board;
  kn_square king;
  kn_square *knights;
  size_t n;
  int64_t moves, least;
} Gather;

static double
run_solve (void *data)
{
  Gather *g = data;
  kn_camelot *plan = NULL;
  double t = bu_now ();
  if (kn_camelot_solve (g->board, g->king, g->knights, g->n, NULL, &plan) != KN_OK)
    return -1;
  t = bu_now () - t;
  g->moves = kn_camelot_moves (plan);
  kn_camelot_free (plan);
  return t;
}

static double
run_costs (void *data)
{
  Gather *g = data;
  int64_t *costs = malloc ((size_t) kn_board_squares (g->board) * sizeof *costs);
  double t = bu_now ();
  if (kn_camelot_costs (g->board, g->king, g->knights, g->n, NULL, costs, NULL) != KN_OK)
    return -1;
  t = bu_now () - t;
  g->least = -1;
  for (uint64_t i = 0; i < kn_board_squares (g->board); i++)
    if (costs[i] >= 0 && (g->least < 0 || costs[i] < g->least))
      g->least = costs[i];
  free (costs);
  return t;
}

typedef struct {
  kn_board *board;
  size_t trace;      /* the trace kept (with its notes); 0: none */
  gboolean search;   /* narrate the search rather than the route */
  size_t steps;      /* steps narrated */
} Tours;

/* A tour from every free square (the search keeps notes with a trace). */
static double
run_tours (void *data)
{
  Tours *r = data;
  int32_t w = kn_board_width (r->board), h = kn_board_height (r->board);
  double t = bu_now ();
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      {
        kn_tour_options o;
        kn_tour *tour = NULL;
        if (!kn_board_is_free (r->board, (kn_square) { x, y }))
          continue;
        kn_tour_options_init (&o);
        o.has_start = true;
        o.start = (kn_square) { x, y };
        o.trace_budget = r->trace;
        if (kn_tour_solve (r->board, &o, NULL, &tour) != KN_OK)
          return -1;
        kn_tour_free (tour);
      }
  return bu_now () - t;
}

static kn_tour *
tour_from_a1 (Tours *r)
{
  kn_tour_options o;
  kn_tour *tour = NULL;
  kn_tour_options_init (&o);
  o.has_start = true;
  o.trace_budget = r->trace;
  return kn_tour_solve (r->board, &o, NULL, &tour) == KN_OK ? tour : NULL;
}

/* A tour's solve from a1, the baseline of its narration. */
static double
run_tour (void *data)
{
  double t = bu_now ();
  kn_tour *tour = tour_from_a1 (data);
  t = bu_now () - t;
  kn_tour_free (tour);
  return tour ? t : -1;
}

/* The narration of every step of a tour from a1 (its route or its search). */
static double
run_narrate_tour (void *data)
{
  Tours *r = data;
  kn_tour *tour = tour_from_a1 (r);
  KlExplain *ex = NULL;
  if (!tour)
    return -1;
  double t = bu_now ();
  if (kl_explain_new_tour (r->board, tour, r->search, NULL, &ex) != KN_OK)
    return -1;
  r->steps = kl_explain_get_n_steps (ex);
  for (guint i = 0; i < r->steps; i++)
    kl_explain_step_free (kl_explain_get_step (ex, i));
  t = bu_now () - t;
  kl_explain_unref (ex);
  kn_tour_free (tour);
  return t;
}

static int
gather_row (const char *name, const char *size, Gather *g, int runs)
{
  char note[160];
  double ours = bu_median (run_costs, g, runs);
  double base = bu_median (run_solve, g, runs);
  snprintf (note, sizeof note, "least cost %lld, solve %lld moves (%s); baseline: the solve",
            (long long) g->least, (long long) g->moves, g->least == g->moves ? "equal" : "DIFFER");
  bu_row (name, size, ours, base, note);
  return g->least == g->moves ? 0 : 1;
}

int
main (void)
{
  char note[200];
  int failed = 0;
  bu_header ("Explanations (knight): ours is the explanation, the baseline what it explains");

  kn_square mid = { 150, 150 };
  Wave small = { random_board (300, 20, 2, mid), mid, 0, 0 };
  double base = bu_median (run_bfs, &small, 21);
  double ours = bu_median (run_explain_layers, &small, 21);
  snprintf (note, sizeof note, "parents, route counts and all %zu layers; baseline: the BFS",
            small.layers);
  bu_row ("BFS explanation, 20% blocked", "300 x 300", ours, base, note);
  failed |= ours < 0;
  ours = bu_median (run_narrate, &small, 11);
  bu_row ("narration of every frame, 20% blocked", "300 x 300", ours, base,
          "sentences and data of every layer (kl-explain); baseline: the BFS");
  failed |= ours < 0;

  kn_square centre = { 2048, 2048 };
  Wave big = { random_board (4096, 0, 1, centre), centre, 0, 0 };
  base = bu_median (run_bfs, &big, 3);
  ours = bu_median (run_explain_layers, &big, 3);
  snprintf (note, sizeof note, "%zu layers; baseline: the BFS; peak RSS %.0f MiB", big.layers,
            bu_peak_rss_mib ());
  bu_row ("BFS explanation, open board", "4096 x 4096", ours, base, note);
  failed |= ours < 0;
  ours = bu_median (run_narrate, &big, 1);
  snprintf (note, sizeof note,
            "sentences and data of every layer; baseline: the BFS; peak RSS %.0f MiB",
            bu_peak_rss_mib ());
  bu_row ("narration of every frame, open board", "4096 x 4096", ours, base, note);
  failed |= ours < 0;

  /* The tour search: notes (and their witnesses) against no trace. */
  kn_board *t8 = NULL, *t6 = NULL, *t300 = NULL;
  kn_board_new (8, 8, &t8);
  kn_board_new (6, 6, &t6);
  kn_board_new (300, 300, &t300);
  kn_board_set_blocked (t6, (kn_square) { 2, 3 }, true);
  kn_board_set_blocked (t6, (kn_square) { 3, 3 }, true);
  Tours tn = { t8, 200000, FALSE, 0 }, tb = { t8, 0, FALSE, 0 };
  ours = bu_median (run_tours, &tn, 21);
  base = bu_median (run_tours, &tb, 21);
  bu_row ("tour search with its trace and notes", "8 x 8", ours, base,
          "a tour from each of the 64 starts, the app's trace of 200,000 events; "
          "baseline: the same searches, no trace");
  failed |= ours < 0 || base < 0;
  tn.board = tb.board = t6;
  ours = bu_median (run_tours, &tn, 21);
  base = bu_median (run_tours, &tb, 21);
  bu_row ("tour search with its trace and notes", "6 x 6, c4 d4 blocked", ours, base,
          "a tour from each of the 34 starts, backtracking, witnesses of every pruning; "
          "baseline: the same searches, no trace");
  failed |= ours < 0 || base < 0;
  /* A tour's narration: every step, against the solve it narrates. */
  Tours search = { t6, 200000, TRUE, 0 }, route = { t300, 200000, FALSE, 0 };
  ours = bu_median (run_narrate_tour, &search, 21);
  base = bu_median (run_tour, &search, 21);
  snprintf (note, sizeof note, "all %zu steps of the search from a1; baseline: the solve",
            search.steps);
  bu_row ("narration of a tour's search", "6 x 6, c4 d4 blocked", ours, base, note);
  failed |= ours < 0 || base < 0;
  ours = bu_median (run_narrate_tour, &route, 5);
  base = bu_median (run_tour, &route, 5);
  snprintf (note, sizeof note, "all %zu steps of a built tour; baseline: the solve",
            route.steps);
  bu_row ("narration of a tour's route", "300 x 300", ours, base, note);
  failed |= ours < 0 || base < 0;
  kn_board_free (t8);
  kn_board_free (t6);
  kn_board_free (t300);

  kn_board *b8 = NULL;
  kn_board_new (8, 8, &b8);
  kn_square sample[] = { { 0, 2 }, { 0, 7 }, { 7, 0 }, { 7, 7 } };
  Gather g8 = { b8, { 3, 3 }, sample, 4, 0, 0 };
  failed |= gather_row ("Camelot heat map, sample D4A3A8H1H8", "8 x 8", &g8, 101);

  uint64_t seed = 5;
  kn_board *b256 = random_board (256, 0, 7, (kn_square) { 0, 0 });
  kn_square *many = malloc (1000 * sizeof *many);
  for (int i = 0; i < 1000; i++)
    many[i] = (kn_square) { (int32_t) (bu_rand (&seed) % 256), (int32_t) (bu_rand (&seed) % 256) };
  Gather one = { b256, { 128, 128 }, many, 1, 0, 0 };
  failed |= gather_row ("Camelot heat map, 1 knight", "256 x 256", &one, 7);
  Gather hundred = { b256, { 128, 128 }, many, 100, 0, 0 };
  failed |= gather_row ("Camelot heat map, 100 knights", "256 x 256", &hundred, 3);

  kn_board_free (small.board);
  kn_board_free (big.board);
  kn_board_free (b8);
  kn_board_free (b256);
  free (many);
  return failed;
}
