/* test-util.h - helpers the tests share: seeded randomness, independent
 * reference solvers and route checks. */
#pragma once

#include <glib.h>

#include "knight.h"

G_BEGIN_DECLS

/* Whether the test runs under memcheck (KNIGHT_UNDER_VALGRIND, set by the
 * valgrind setup) or AddressSanitizer: those stages look for memory
 * errors, which small inputs show as well as many, so the longest random
 * loops run checked rounds there and full rounds in the default suite
 * (stage 1), which checks the properties themselves. */
gboolean tu_checked_build (void);
/* full rounds normally, checked rounds under memcheck or ASan. */
int tu_rounds (int full, int checked);

/* splitmix64: reproducible across platforms, unlike rand(). */
guint64 tu_rand (guint64 *state);
/* Uniform in [0, n). */
guint64 tu_below (guint64 *state, guint64 n);

/* A square of a width x height board, uniformly. */
kn_square tu_random_square (guint64 *state, int32_t width, int32_t height);

/* A random width x height board with each square blocked with probability
 * percent / 100, except the squares in keep[0..nkeep). */
kn_board *tu_random_board (guint64 *state, int32_t width, int32_t height, int percent,
                           const kn_square *keep, size_t nkeep);

/* Reference distances by repeated relaxation (Bellman-Ford over squares),
 * written without a queue so that it shares nothing with the BFS under test.
 * Returns a width*height array (index y*width+x), -1 = unreachable; g_free it. */
int32_t *tu_reference_distances (const kn_board *board, kn_leaper leaper, kn_square start);

/* A knight BFS with a FIFO queue, over the free squares of board: the
 * distances at y * width + x, -1 blocked or not reached; g_free it.  Faster
 * than tu_reference_distances on big boards, and as independent of the
 * library (its own moves, its own queue). */
int32_t *tu_plain_bfs (const kn_board *board, kn_square start);

/* The king's walking distances (a step to any of eight neighbours), by the
 * same relaxation; g_free the result. */
int32_t *tu_reference_king_distances (const kn_board *board, kn_square start);

/* Camelot by brute force: for each gathering square g (index y*width+x),
 * the fewest moves that gather the king and the knights there, -1 when
 * impossible.  The king walks, or one knight fetches him: a BFS over
 * (king square, that knight's square) with every interleaving of king
 * steps, knight leaps and joint leaps; the other knights go straight to g.
 * g_free the result. */
gint64 *tu_reference_camelot_costs (const kn_board *board, kn_square king, const kn_square *knights,
                                    size_t n);

/* A square by name on a width x height board (the test fails if it is not one). */
kn_square tu_square (const char *name, int32_t width, int32_t height);
gboolean tu_same (kn_square a, kn_square b);

/* The first board of the obstacles judge sample (tests/data/obstacles.in):
 * 8x8, files c and d blocked up to rank 5. */
kn_board *tu_obstacles_board (void);

/* The obstacles sample's BFS layers from a1 for the knight, worked out by
 * hand on paper: layer k's squares sorted, space-separated, k = 0..8 (the
 * walls fill files c and d up to rank 5; f1, the sample's target, is in
 * layer 7). */
#define TU_OBSTACLES_LAYERS 9
extern const char *const tu_obstacles_layers[TU_OBSTACLES_LAYERS];

/* Whether a and b are one leaper move apart. */
gboolean tu_is_leap (kn_leaper leaper, kn_square a, kn_square b);

/* Tours, counted square by square for the tests of what the search says:
 * the free squares one move from cell that visited (a byte a cell) does
 * not hold, in the order of kn_leaper_offsets (a GArray of kn_cell), and
 * how many there are (Warnsdorff's onward moves); a square's distance from
 * the centre, squared and times 4. */
GArray *tu_open_moves (const kn_board *board, kn_leaper leaper, const guint8 *visited,
                       kn_cell cell);
guint tu_open_degree (const kn_board *board, kn_leaper leaper, const guint8 *visited,
                      kn_cell cell);
guint64 tu_centre (const kn_board *board, kn_cell cell);

/* Checks that path is a legal leaper route from -> to of exactly moves moves
 * over free squares; fails the test with a message if not. */
void tu_assert_leaper_path (const kn_board *board, kn_leaper leaper, const kn_path *path,
                            kn_square from, kn_square to, int64_t moves);

G_END_DECLS
