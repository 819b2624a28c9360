/* kl-solution-private.h - what the solution's files share: the solution
 * with what only they see (kl-solution.c solves, kl-solution-words.c
 * words it). */
#pragma once

#include "kl-solution.h"

G_BEGIN_DECLS

typedef struct
{
  KlSolution  pub;            /* first: a KlSolution * is a KlSolutionPrivate * */
  kn_board   *board;          /* a copy of the board solved on (with KL_SOLVE_EXPLAIN) */
  kn_distmap *own_map;        /* the map when no explanation took it */

  /* the per-square arrays, made on first use under lock */
  GMutex      lock;
  gboolean    path_made;
  GArray     *path;           /* of int */
  GArray     *path_moves;     /* of guint8 */
  gboolean    dist_made;
  gint32     *dist;
  gint32     *parents;
  GArray     *order;          /* of int */
  GArray     *layer_ends;     /* of guint */
  gboolean    tour_index_made;
  gint32     *tour_index;

  /* distance map by the formula: the empty board's distances (the map's
   * distances), and where the board's own BFS finds a square farther or not
   * at all */
  gint32     *formula;
  guint8     *differs;
  guint64     farther;
  guint64     unreached;
} KlSolutionPrivate;

/* Sets the headline, details and stats from the rest (kl-solution-words.c). */
void _kl_solution_words (KlSolutionPrivate *priv);

G_END_DECLS
