/* kl-algorithm.c - the algorithms of each mode, their names and defaults. */
#include "config.h"

#include "kl-algorithm.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  const char *name;
  const char *label;
  const char *summary;
  const char *phrase;   /* the name inside a sentence */
} AlgorithmInfo;

/* In the order of KlAlgorithm.  The names are the file format's and the
 * command line's: never translated, never renamed. */
/* TRANSLATORS: the last name of each algorithm is used inside a sentence of a
 * comparison ("A* search expanded 38 squares where breadth-first search
 * expanded 61"): lower case where your language writes it so. */
static const AlgorithmInfo infos[KL_N_ALGORITHMS] = {
  [KL_ALGORITHM_DEFAULT] = { "default", N_("Default"), N_("The mode’s usual algorithm."),
    N_("the default") },
  [KL_ALGORITHM_BFS] = { "bfs", N_("Breadth-first search"),
                         N_("Explores square by square in order of distance: the route it "
                            "finds is a shortest one."),
    N_("breadth-first search") },
  [KL_ALGORITHM_BIDIRECTIONAL] = { "bidirectional", N_("Bidirectional breadth-first search"),
                                   N_("Searches from both ends at once and stops where the two "
                                      "waves meet: a shortest route, found by exploring less."),
    N_("bidirectional breadth-first search") },
  [KL_ALGORITHM_ASTAR] = { "astar", N_("A* search"),
                           N_("Explores first the squares whose distance so far plus the "
                              "empty board’s distance to the target is least: a shortest "
                              "route, found by exploring less."),
    N_("A* search") },
  [KL_ALGORITHM_GREEDY] = { "greedy", N_("Greedy best-first search"),
                            N_("Always explores the square that looks closest to the target: "
                               "fast, but its route is not always a shortest one."),
    N_("greedy best-first search") },
  [KL_ALGORITHM_DFS] = { "dfs", N_("Depth-first search"),
                         N_("Follows one line of moves as deep as it goes before trying "
                            "another: it finds a route, usually not the shortest."),
    N_("depth-first search") },
  [KL_ALGORITHM_IDDFS] = { "iddfs", N_("Iterative deepening"),
                           N_("Depth-first searches limited to 1, 2, 3… moves: a shortest "
                              "route in little memory, paid for by searching again."),
    N_("iterative deepening") },
  [KL_ALGORITHM_FORMULA] = { "formula", N_("Empty-board formula"),
                             N_("The knight’s distance on the same board without walls, from "
                                "its closed form: where it differs from the search, walls are "
                                "why."),
    N_("the empty-board formula") },
  [KL_ALGORITHM_WARNSDORFF] = { "warnsdorff", N_("Warnsdorff with backtracking"),
                                N_("Goes to the square with the fewest onward moves and backs "
                                   "up when stuck; large empty boards are built from blocks."),
    N_("Warnsdorff with backtracking") },
  [KL_ALGORITHM_WARNSDORFF_PLAIN] = { "warnsdorff-plain", N_("Plain Warnsdorff"),
                                      N_("Goes to the square with the fewest onward moves and "
                                         "never backs up: fast, but it can get stuck."),
    N_("plain Warnsdorff") },
  [KL_ALGORITHM_BACKTRACKING] = { "backtracking", N_("Plain backtracking"),
                                  N_("Tries the moves in a fixed order and backs up from every "
                                     "dead end, within the node budget."),
    N_("plain backtracking") },
  [KL_ALGORITHM_CONSTRUCTION] = { "construction", N_("Construction from blocks"),
                                  N_("Divides the board into blocks with known tours and joins "
                                     "them: no search, any size."),
    N_("the construction from blocks") },
  [KL_ALGORITHM_ENUMERATE] = { "enumerate", N_("Gather-and-pickup enumeration"),
                               N_("Distance tables for each piece, then every gathering square "
                                  "and the best pickup for each carrier."),
    N_("the gather-and-pickup enumeration") },
  [KL_ALGORITHM_BRUTE_FORCE] = { "brute-force", N_("Brute force"),
                                 N_("Every gathering square, every carrier and every pickup "
                                    "square, each costed: the same answer, far more work."),
    N_("brute force") },
};

static const KlAlgorithm path_list[] = {
  KL_ALGORITHM_BFS, KL_ALGORITHM_BIDIRECTIONAL, KL_ALGORITHM_ASTAR,
  KL_ALGORITHM_GREEDY, KL_ALGORITHM_DFS, KL_ALGORITHM_IDDFS,
};
static const KlAlgorithm distance_list[] = { KL_ALGORITHM_BFS, KL_ALGORITHM_FORMULA };
static const KlAlgorithm dynamic_list[] = { KL_ALGORITHM_BFS };
static const KlAlgorithm camelot_list[] = { KL_ALGORITHM_ENUMERATE, KL_ALGORITHM_BRUTE_FORCE };
static const KlAlgorithm tour_list[] = {
  KL_ALGORITHM_WARNSDORFF, KL_ALGORITHM_WARNSDORFF_PLAIN,
  KL_ALGORITHM_BACKTRACKING, KL_ALGORITHM_CONSTRUCTION,
};

const char *
kl_algorithm_to_string (KlAlgorithm algorithm)
{
  if ((guint) algorithm >= KL_N_ALGORITHMS)
    return NULL;
  return infos[algorithm].name;
}

int
kl_algorithm_from_string (const char *str)
{
  if (str == NULL)
    return -1;
  for (guint i = 0; i < KL_N_ALGORITHMS; i++)
    if (strcmp (str, infos[i].name) == 0)
      return (int) i;
  return -1;
}

const char *
kl_algorithm_label (KlAlgorithm algorithm)
{
  if ((guint) algorithm >= KL_N_ALGORITHMS)
    return NULL;
  return _(infos[algorithm].label);
}

const char *
kl_algorithm_summary (KlAlgorithm algorithm)
{
  if ((guint) algorithm >= KL_N_ALGORITHMS)
    return NULL;
  return _(infos[algorithm].summary);
}

const char *
kl_algorithm_phrase (KlAlgorithm algorithm)
{
  if ((guint) algorithm >= KL_N_ALGORITHMS)
    return NULL;
  return _(infos[algorithm].phrase);
}

const KlAlgorithm *
kl_algorithm_list (KlMode  mode,
                   guint  *n)
{
  switch (mode)
    {
    case KL_MODE_PATH:
      *n = G_N_ELEMENTS (path_list);
      return path_list;
    case KL_MODE_DISTANCE:
      *n = G_N_ELEMENTS (distance_list);
      return distance_list;
    case KL_MODE_DYNAMIC:
      *n = G_N_ELEMENTS (dynamic_list);
      return dynamic_list;
    case KL_MODE_CAMELOT:
      *n = G_N_ELEMENTS (camelot_list);
      return camelot_list;
    case KL_MODE_TOUR:
      *n = G_N_ELEMENTS (tour_list);
      return tour_list;
    case KL_N_MODES:
    default:
      *n = 0;
      return NULL;
    }
}

KlAlgorithm
kl_algorithm_default (KlMode mode)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);

  /* each list starts with its default */
  return n > 0 ? list[0] : KL_ALGORITHM_DEFAULT;
}

gboolean
kl_algorithm_valid_for (KlAlgorithm algorithm,
                        KlMode      mode)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);

  if (algorithm == KL_ALGORITHM_DEFAULT)
    return (guint) mode < KL_N_MODES;
  for (guint i = 0; i < n; i++)
    if (list[i] == algorithm)
      return TRUE;
  return FALSE;
}

KlAlgorithm
kl_algorithm_resolve (KlAlgorithm algorithm,
                      KlMode      mode)
{
  return algorithm == KL_ALGORITHM_DEFAULT ? kl_algorithm_default (mode) : algorithm;
}

char *
kl_algorithm_names (KlMode mode)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, infos[list[i]].name);
    }
  return g_string_free (s, FALSE);
}
