/* kl-algorithm.h - the algorithms a mode can be solved with: their names in
 * files and on the command line, their names in the interface, which mode
 * each belongs to and which is each mode's default.  The one list the app's
 * Algorithm choice, knight-solve's --algorithm and --compare, the puzzle
 * files and the tests all read. */
#pragma once

#include <glib.h>

#include "kl-puzzle.h"

G_BEGIN_DECLS

typedef enum
{
  KL_ALGORITHM_DEFAULT = 0,        /* the mode's default (kl_algorithm_default) */
  /* shortest path */
  KL_ALGORITHM_BFS,                /* breadth-first search (also the distance map's and the
                                    * dynamic knight's, over its states) */
  KL_ALGORITHM_BIDIRECTIONAL,      /* breadth-first from both ends, meeting in the middle */
  KL_ALGORITHM_ASTAR,              /* A*, bounded by the empty board's exact knight distance */
  KL_ALGORITHM_GREEDY,             /* greedy best-first: that bound alone; a route, not always
                                    * the shortest */
  KL_ALGORITHM_DFS,                /* depth-first search: a route, usually not the shortest */
  KL_ALGORITHM_IDDFS,              /* iterative deepening depth-first search */
  /* distance map */
  KL_ALGORITHM_FORMULA,            /* the closed-form distance of the empty board, walls
                                    * ignored: drawn beside the BFS to show what walls change */
  /* knight's tour */
  KL_ALGORITHM_WARNSDORFF,         /* Warnsdorff's rule with backtracking (and the
                                    * constructions for large empty boards): the default */
  KL_ALGORITHM_WARNSDORFF_PLAIN,   /* Warnsdorff's rule alone: may get stuck */
  KL_ALGORITHM_BACKTRACKING,       /* plain backtracking in a fixed move order, within the
                                    * node budget */
  KL_ALGORITHM_CONSTRUCTION,       /* divide and conquer: block tours joined */
  /* Camelot */
  KL_ALGORITHM_ENUMERATE,          /* gather-and-pickup enumeration over distance tables */
  KL_ALGORITHM_BRUTE_FORCE,        /* every gathering square, every carrier, every pickup */
  KL_N_ALGORITHMS
} KlAlgorithm;

/* The name in files and on the command line ("bfs", "astar",
 * "warnsdorff-plain"); "default" for KL_ALGORITHM_DEFAULT. */
const char *kl_algorithm_to_string   (KlAlgorithm     algorithm);
/* -1 when str names no algorithm ("default" is KL_ALGORITHM_DEFAULT). */
int         kl_algorithm_from_string (const char     *str);
/* The name in the interface, translated: "Breadth-first search". */
const char *kl_algorithm_label       (KlAlgorithm     algorithm);
/* The name inside a sentence, translated: "breadth-first search". */
const char *kl_algorithm_phrase      (KlAlgorithm     algorithm);
/* One translated sentence on what it does and what it promises: "Finds a
 * route, usually not the shortest." */
const char *kl_algorithm_summary     (KlAlgorithm     algorithm);
/* The mode's default: what it was solved with before there was a choice. */
KlAlgorithm kl_algorithm_default     (KlMode          mode);
/* The algorithms mode offers, the default first; *n of them (1 where
 * there is no choice). */
const KlAlgorithm *kl_algorithm_list (KlMode          mode,
                                      guint          *n);
/* Whether mode offers algorithm (KL_ALGORITHM_DEFAULT: always). */
gboolean    kl_algorithm_valid_for   (KlAlgorithm     algorithm,
                                      KlMode          mode);
/* KL_ALGORITHM_DEFAULT made the mode's default; others unchanged. */
KlAlgorithm kl_algorithm_resolve     (KlAlgorithm     algorithm,
                                      KlMode          mode);
/* The names mode offers, comma-separated ("bfs, bidirectional, astar…"),
 * for messages and --help; g_free it. */
char       *kl_algorithm_names       (KlMode          mode);

G_END_DECLS
