/* kl-solver.h - runs libknight on a puzzle and keeps the answer as plain
 * data the board draws and animates and the results area describes (the
 * words are kl-solution-text.c's). */
#pragma once

#include <gio/gio.h>

#include "knight.h"
#include "kl-explain.h"
#include "kl-puzzle-edit.h"
#include "kl-reason.h"

G_BEGIN_DECLS

typedef struct
{
  KlMode    mode;
  kn_leaper leaper;        /* shortest path, distance map, tour */
  gboolean  closed;        /* tour */
  guint64   node_budget;   /* tour; 0 = unlimited */
  gsize     trace_budget;  /* tour search trace events to keep */
} KlSolveOptions;

/* One step of the Camelot animation: piece 0 is the king, i >= 1 knight
 * i - 1; a step with rider set carries the king along. */
typedef struct
{
  int      piece;
  int      to;
  gboolean rider;
} KlCamelotStep;

typedef struct
{
  KlMode    mode;
  int       width;
  int       height;
  kn_leaper leaper;
  gboolean  closed;      /* tour: asked for a closed one */
  kn_status status;
  gboolean  solved;      /* an answer (path, map, tour, plan) is available */
  int       missing;     /* the KlTool of a piece the mode needs and lacks, or -1 */
  gint64    moves;       /* path, dynamic, Camelot: the answer's moves; -1 none */
  KlReason *reason;      /* why there is no answer (or some squares are out of reach, in a
                          * distance map), with its evidence; NULL when there is one */
  guint64   free_squares;
  guint64   node_budget; /* the budget a search gave up on */
  gint64    elapsed_us;  /* how long the solve took */
  char     *headline;    /* "7 moves", translated */
  char     *details;     /* the route in algebraic notation, or an explanation */
  char     *stats;       /* what the search did */
  guint     n_frames;    /* animation steps; 0 = nothing to animate */
  KlExplain *explain;    /* what every frame shows, in words and data; for a
                          * tour, its route square by square */
  KlExplain *search_explain; /* a tour's search event by event ("Show the search");
                              * NULL in other modes */

  /* shortest path, dynamic knight, tour: cells in order with move types */
  GArray   *path;        /* of int */
  GArray   *path_moves;  /* of guint8 kn_move_type */

  /* BFS wave (shortest path, distance map) */
  gint32   *dist;        /* width * height, -1 unreached; NULL when absent */
  int       dist_max;
  GArray   *layer_end;   /* of guint: squares reached up to each layer */
  GArray   *order;       /* of int: cells in the order BFS reached them */
  gint32   *parent;      /* width * height: the square that discovered each, -1 none */

  /* tour */
  gint32   *tour_step;   /* width * height: each square's place in the tour, -1 off it */
  kn_tour_outcome tour_outcome;
  guint64   nodes;
  GArray   *trace;       /* of kn_trace_event */
  gboolean  trace_truncated;
  gsize     backtracks;
  kn_board *board;       /* the board the search replay walks on */
  kn_tour_replay *search_replay;  /* the search trace, step by step */

  /* Camelot */
  int       gather;
  int       carrier;     /* knight index, -1 when the king walks */
  int       pickup;
  GPtrArray *routes;     /* of GArray of int cells; [0] the king */
  GArray   *king_moves;  /* of guint8 kn_move_type, along routes[0] */
  GArray   *steps;       /* of KlCamelotStep, in animation order */
} KlResult;

KlResult *kl_result_ref   (KlResult *result);
void      kl_result_unref (KlResult *result);

void      kl_solve_options_init (KlSolveOptions *options);

/* The explanation of the frames the board shows: a tour's search when
 * show_search, else result->explain. */
KlExplain *kl_result_get_explain (const KlResult *result,
                                  gboolean        show_search);

/* Solves synchronously; returns NULL with a G_IO_ERROR_CANCELLED error when
 * cancellable fires.  Other failures are answers with a headline. */
KlResult *kl_solve        (const KlPuzzle       *puzzle,
                           const KlSolveOptions *options,
                           GCancellable         *cancellable,
                           GError              **error);
void      kl_solve_async  (const KlPuzzle       *puzzle,
                           const KlSolveOptions *options,
                           GCancellable         *cancellable,
                           GAsyncReadyCallback   callback,
                           gpointer              user_data);
KlResult *kl_solve_finish (GAsyncResult         *result,
                           GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlResult, kl_result_unref)

G_END_DECLS
