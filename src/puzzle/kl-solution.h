/* kl-solution.h - the one pipeline: a board, its pieces and the options of
 * a mode in, one immutable, reference-counted solution out: the answer, the
 * reason there is none with its evidence, the explanation of every frame,
 * and the words that tell it.  The app's worker, every knight-solve
 * command and file mode, and the tests all read what kl_solve makes, so
 * none of them can tell the answer differently. */
#pragma once

#include <gio/gio.h>

#include "knight.h"
#include "kl-algorithm.h"
#include "kl-explain.h"
#include "kl-puzzle.h"
#include "kl-reason.h"

G_BEGIN_DECLS

/* What a solve builds beyond the answer. */
typedef enum
{
  KL_SOLVE_EXPLAIN        = 1 << 0, /* the explanation of the answer's frames, and the
                                     * per-square data the board draws (the app always;
                                     * knight-solve with --explain) */
  KL_SOLVE_EXPLAIN_SEARCH = 1 << 1, /* a tour: the explanation of its search as it ran */
  KL_SOLVE_HEAT_MAP       = 1 << 2, /* Camelot: the cost of every gathering square (when the
                                     * board is small enough for it to take under a second) */
  KL_SOLVE_WORK           = 1 << 3, /* the work of a default that answers by other means,
                                     * counted by running the algorithm it stands for: the
                                     * shortest path's BFS (its answer comes from one A*
                                     * query); without it that work is KL_SOLVE_STAT_NONE
                                     * (the compare table, --json and --compare ask for it) */
  KL_SOLVE_ALL            = 0xf,    /* all of it: what the app shows */
} KlSolveFlags;

typedef struct
{
  KlMode       mode;
  KlAlgorithm  algorithm;     /* one kl_algorithm_list (mode) offers; KL_ALGORITHM_DEFAULT
                               * (what kl_solve_options_init sets) is the mode's default */
  kn_leaper    leaper;        /* shortest path, distance map, tour */
  gboolean     closed;        /* tour: a closed one is asked for */
  guint64      node_budget;   /* tour; 0 = unlimited */
  gsize        trace_budget;  /* tour, and the shortest path's searches but BFS: search
                               * events kept for the explanations */
  guint64      seed;          /* tour: the tie-breaks' seed */
  KlSolveFlags flags;
} KlSolveOptions;

/* The pieces on a board, as cells y * width + x; -1 where not placed.  A
 * tour's target is the square it must end on. */
typedef struct
{
  int         start;
  int         target;
  int         king;
  const int  *knights;
  guint       n_knights;
} KlPieces;

/* What the answer is. */
typedef enum
{
  KL_OUTCOME_FOUND,    /* a route, a map, a tour, a plan */
  KL_OUTCOME_NONE,     /* proven: there is none (reason says why) */
  KL_OUTCOME_GAVE_UP,  /* the search stopped without deciding (reason says where) */
  KL_OUTCOME_MISSING,  /* a piece the mode needs is not placed (missing says which) */
  KL_OUTCOME_FAILED,   /* the library failed (status says how) */
} KlOutcome;

typedef enum
{
  KL_MISSING_NONE,
  KL_MISSING_START,
  KL_MISSING_TARGET,
  KL_MISSING_KING,
} KlMissing;

/* What an algorithm did, for the comparison of two on one puzzle.  Each
 * figure is counted by the algorithm as it runs (never estimated after);
 * KL_SOLVE_STAT_NONE where the algorithm has no such thing (a
 * construction has no backtracks): the comparison says "—" there. */
#define KL_SOLVE_STAT_NONE G_MAXUINT64
typedef struct
{
  guint64  expanded;     /* squares taken from the open set and expanded (a BFS's queue,
                          * A*'s open list, a depth-first search's entries; the dynamic
                          * knight: states; Camelot: the squares of every distance search) */
  guint64  nodes;        /* the search's nodes: squares generated (put in the open set) by
                          * the path searches, squares entered by a tour's search, gathering
                          * plans costed by Camelot */
  guint64  backtracks;   /* steps back off a square (the depth-first searches, tours) */
  gint64   length;       /* the answer's moves (a route, a plan; a tour: its squares); -1 none */
  gint64   elapsed_us;   /* the solve's wall time, the explanation's making excluded */
  guint64  memory;       /* the peak bytes of the algorithm's own working structures
                          * (maps, queues, stacks), as it allocated them */
} KlSolveStats;

/* A solution.  Every field is set by kl_solve and never changes after it
 * returns, so any thread may read it; the per-square arrays the board
 * draws are made on first use by the getters below (once, under a lock). */
typedef struct
{
  KlMode        mode;
  KlAlgorithm   algorithm;    /* what solved it (never KL_ALGORITHM_DEFAULT) */
  int           width;
  int           height;
  kn_leaper     leaper;
  int           start;        /* the pieces asked about, as cells; -1 not placed */
  int           target;
  guint         n_pieces;     /* Camelot: the king and the knights */
  KlOutcome     outcome;
  kn_status     status;
  KlMissing     missing;
  gboolean      asked_closed; /* tour: a closed tour was asked for */
  gboolean      closed;       /* tour: the tour found is closed, its last square a move from
                               * its first, whether or not that was asked */
  gint64        moves;        /* path, dynamic, Camelot: the answer's moves; -1 none */
  KlReason     *reason;       /* why there is no answer (or some squares are out of reach,
                               * in a distance map), with its evidence; NULL when there is one */
  guint64       free_squares;
  guint64       node_budget;  /* tour: the budget it had */
  gint64        elapsed_us;
  KlSolveStats  work;         /* what the algorithm did (the comparison's table) */

  /* the words, translated: "7 moves", "Open tour of 64 squares"; the route
   * or the reason's sentence; what the search did */
  char         *headline;
  char         *details;
  char         *stats;

  /* the explanations (with KL_SOLVE_EXPLAIN, KL_SOLVE_EXPLAIN_SEARCH) */
  guint         n_frames;     /* the answer's animation steps; 0 = nothing to animate */
  KlExplain    *explain;
  KlExplain    *search_explain;

  /* the answer as libknight made it; NULL where the mode has none */
  kn_path      *route;        /* path, dynamic knight */
  const kn_distmap *map;      /* path (explained), distance map; the explanation's when
                               * there is one */
  kn_tour      *tour;
  kn_camelot   *plan;

  /* distance modes */
  int           dist_max;
  guint64       reached;      /* squares the map reaches, the start included */

  /* tour */
  kn_tour_outcome tour_outcome;
  kn_tour_method  tour_method;
  guint64       nodes;
  guint64       backtracks;   /* in the trace kept */
  gboolean      trace_truncated;

  /* Camelot: cells; carrier -1 when the king walks */
  int           gather;
  int           carrier;
  int           pickup;
  GPtrArray    *routes;       /* of GArray of int cells, [0] the king, each from its start */
  GArray       *king_moves;   /* of guint8 kn_move_type, along routes[0] */
} KlSolution;

void        kl_solve_options_init   (KlSolveOptions       *options);

/* Solves mode on board with pieces.  Returns NULL with G_IO_ERROR_CANCELLED
 * when cancellable fires; every other failure is a solution that says so
 * (KL_OUTCOME_FAILED, with status). */
KlSolution *kl_solve_board          (const kn_board       *board,
                                     const KlPieces       *pieces,
                                     const KlSolveOptions *options,
                                     GCancellable         *cancellable,
                                     GError              **error);
/* The same for a puzzle. */
KlSolution *kl_solve                (const KlPuzzle       *puzzle,
                                     const KlSolveOptions *options,
                                     GCancellable         *cancellable,
                                     GError              **error);
/* kl_solve on a worker thread (the puzzle is copied). */
void        kl_solve_async          (const KlPuzzle       *puzzle,
                                     const KlSolveOptions *options,
                                     GCancellable         *cancellable,
                                     GAsyncReadyCallback   callback,
                                     gpointer              user_data);
KlSolution *kl_solve_finish         (GAsyncResult         *result,
                                     GError              **error);

KlSolution *kl_solution_ref         (KlSolution           *self);
void        kl_solution_unref       (KlSolution           *self);

/* The explanation of the frames the board shows: a tour's search when
 * show_search and there is one, else the answer's. */
KlExplain  *kl_solution_get_explain (const KlSolution     *self,
                                     gboolean              show_search);
/* How many frames that explanation animates. */
guint       kl_solution_get_n_frames (const KlSolution    *self,
                                      gboolean             show_search);

/* The route as cells and move types: a path, the dynamic knight's route, a
 * tour's squares in order; NULL when there is none.  Borrowed. */
GArray     *kl_solution_get_path       (const KlSolution *self);
GArray     *kl_solution_get_path_moves (const KlSolution *self);
/* Distance modes: width * height moves from the start, -1 not reached;
 * NULL without a map.  Borrowed. */
const gint32 *kl_solution_get_distances (const KlSolution *self);
/* The distance map by the formula (KL_ALGORITHM_FORMULA): a byte a cell,
 * 1 where the walls make the square farther than the formula says (the
 * board's own BFS finds it farther, or not at all); *farther and
 * *unreached count those two kinds (either may be NULL).  NULL for other
 * solutions.  Borrowed. */
const guint8 *kl_solution_get_formula_differs (const KlSolution *self,
                                               guint64          *farther,
                                               guint64          *unreached);
/* The BFS tree's parent of each square, -1 for none (with an explanation). */
const gint32 *kl_solution_get_parents   (const KlSolution *self);
/* The squares in the order the BFS reached them (of int), and where each
 * layer of them ends (of guint: layer_ends[k] = squares up to layer k). */
GArray     *kl_solution_get_order      (const KlSolution *self);
GArray     *kl_solution_get_layer_ends (const KlSolution *self);
/* A tour: each square's place in it, -1 off it; NULL without a tour. */
const gint32 *kl_solution_get_tour_index (const KlSolution *self);

/* The words of the outcome for a tour's headline: "Open tour of 64 squares",
 * with "; it also closes" when an open tour happens to close (the details
 * then say why: its last square is a move from its first). */
char       *kl_solution_tour_headline (gboolean asked_closed,
                                       gboolean closed,
                                       guint64  squares);

/* The whole answer as text, one move a line ("1. b3"), never shortened
 * like the details' route; g_free it.  What Copy Solution copies. */
char       *kl_solution_to_text     (const KlSolution     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlSolution, kl_solution_unref)

G_END_DECLS
