/* bench-explain.c - what explaining costs: the BFS explanation and the
 * narration of every frame next to the BFS that made the map, and
 * Camelot's heat map next to the solve, measured in the same run. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "kl-explain.h"

static kn_board *
random_board (int32_t n, int percent, uint64_t seed, kn_square keep)
{
  kn_board *b = NULL;
  if (kn_board_new (n, n, &b) != KN_OK)
    exit (1);
  for (int32_t y = 0; y < n; y++)
    for (int32_t x = 0; x < n; x++)
      if ((int) (bu_rand (&seed) % 100) < percent)
        kn_board_set_blocked (b, (kn_square) { x, y }, true);
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
  kn_distmap *m = NULL;
  double t = bu_now ();
  if (kn_distmap_compute (w->board, KN_KNIGHT, w->from, NULL, &m) != KN_OK)
    return -1;
  t = bu_now () - t;
  w->squares = kn_distmap_reached_count (m);
  kn_distmap_free (m);
  return t;
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
