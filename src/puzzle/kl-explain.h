/* kl-explain.h - the narration of a solve: one step a animation frame, each
 * with a translated sentence, the pseudocode line it executes and the data
 * to draw, shared by the app, knight-solve --explain and the tests. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "knight.h"
#include "kl-puzzle.h"

G_BEGIN_DECLS

/* What a step is, for the player's jumps. */
typedef enum
{
  KL_STEP_START,   /* frame 0: the position before any move */
  KL_STEP_LAYER,   /* a BFS layer discovered (shortest path, distance map) */
  KL_STEP_MOVE,    /* one move of a route (dynamic knight, a tour) or of a piece (Camelot) */
  KL_STEP_PICKUP,  /* Camelot: the move on which a knight picks up the king */
  KL_STEP_ENTER,   /* a tour's search steps onto a square */
  KL_STEP_BACKTRACK, /* a tour's search steps back off a square */
  KL_STEP_RESTART  /* a tour's search drops its route and starts again */
} KlStepKind;

/* A square a dynamic-knight move type reaches from the step's square. */
typedef struct
{
  int    cell;
  guint8 type;   /* kn_move_type: KN_MOVE_DYN_K, _B or _T */
} KlExplainOption;

/* A square a tour's route may go to next, with its onward moves. */
typedef struct
{
  int   cell;
  guint degree;  /* free, unvisited squares one move further (Warnsdorff's measure) */
} KlExplainCandidate;

/* A square on a tour search's stack of choices (kl_explain_get_stack). */
typedef struct
{
  int   cell;
  guint remaining;  /* the squares the search may still take in its place: the choices
                     * at the square below not tried yet (0 for the first square) */
} KlExplainChoice;

/* One step: what the frame of the same index shows, in words and as data.
 * Squares are cells y * width + x, as in KlPuzzle; every array is non-NULL
 * (empty where the mode has nothing to put in it). */
typedef struct
{
  guint       index;        /* the animation frame it explains, from 0 */
  KlStepKind  kind;
  guint       line;         /* the pseudocode line it executes */
  char       *text;         /* the narration: full translated sentences */
  char       *detail;       /* one more short line: the queue and the visited count, or
                             * the moves so far */

  /* BFS (shortest path, distance map); layer is -1 in the other modes */
  int         layer;
  guint64     visited;      /* squares reached so far, this layer included */
  GArray     *expanded;     /* of int: squares taken from the queue, in BFS order */
  GArray     *frontier;     /* of int: the squares of this layer = the queue after it */
  GArray     *parents;      /* of int: parents[i] discovered frontier[i]; -1 for the start */
  GArray     *walls;        /* of int: walls the moves met, each once */
  GArray     *seen;         /* of int: squares the moves found already seen, each once */
  guint64     off_board;    /* moves that left the board */

  /* the move the frame animates: -1 / 0 when there is none */
  int         from;
  int         to;
  guint8      move_type;    /* kn_move_type */
  gint64      move;         /* its number in the route or plan, from 1 */
  gint64      moves;        /* the route's or the plan's total */

  /* Camelot */
  int         piece;        /* 0 the king, i >= 1 knight i - 1 (0 in other modes) */
  gint64      piece_move;   /* the piece's own move number, from 1 */
  gint64      piece_moves;  /* the piece's moves */
  gboolean    carries_king; /* the king rides along on this move */
  gboolean    picks_up;     /* the king was picked up on from */

  /* dynamic knight */
  guint       allowed;      /* bit 1 << type for each type allowed */
  guint8      forbidden;    /* the type that may not follow itself; KN_MOVE_START: none */
  GArray     *options;      /* of KlExplainOption: what each type reaches from `from` */

  /* knight's tour: the step, the position it was taken in, what decided it */
  int         square;       /* the square entered, backed off or started on; -1 */
  guint64     depth;        /* squares on the route after the step */
  GArray     *candidates;   /* of KlExplainCandidate: where the route's head could go before
                             * the step */
  int         rule;         /* the candidate Warnsdorff's rule picks there (kn_tour_step); -1 */
  guint8      why;          /* kn_trace_why: what decided the step, or why it backs up */
  int         witness;      /* the square the reason is about; -1 */
  int         witness2;     /* a second one; -1 */
  guint       rank;         /* the search's choice taken there, 0 = its first */
  guint       choices;      /* how many it could take there */
  guint64     backtracks;   /* backtracks so far, this step's included */
} KlExplainStep;

/* A row of a Camelot plan's table of pieces. */
typedef struct
{
  int       piece;          /* 0 the king, i >= 1 knight i - 1 */
  char     *name;           /* "the king", "the knight from h1" (translated) */
  char     *role;           /* "walks", "carries the king"... (translated) */
  int       start;
  GArray   *route;          /* of int: its squares, start to the gathering square */
  gint64    moves;          /* the moves that count; the rows add up to the total */
  gboolean  carried;        /* the king: carried; a knight: carries the king */
  guint     first_step;     /* the step of its first move */
} KlExplainPiece;

/* What a square shows when inspected. */
typedef struct
{
  int      distance;        /* BFS modes: moves from the start; -1 not reached */
  int      parent;          /* BFS modes: the square that discovered it; -1 none */
  guint64  routes;          /* BFS modes: shortest routes to it (saturating at G_MAXUINT64) */
  gint64   cost;            /* Camelot with a heat map: gathering here costs; -1 impossible */
  char    *text;            /* one translated sentence */
} KlExplainInspect;

/* The player's jumps. */
typedef enum
{
  KL_JUMP_LAYER,            /* the next BFS layer */
  KL_JUMP_PIECE,            /* Camelot: the first move of the next piece to move */
  KL_JUMP_BACKTRACK         /* a tour's search: the first step of the next run of backtracks */
} KlJump;

typedef struct _KlExplain KlExplain;

/* Constructors.  They return the library's status (KN_ERR_CANCELLED,
 * KN_ERR_BUDGET from limits; KN_ERR_NOMEM) and set *out only on KN_OK. */

/* Shortest path: the BFS wave from the map's start, frame k showing layer k
 * and move k of route (NULL when target cannot be reached: then one frame
 * a layer).  Takes map (on failure too: it is freed); route is copied. */
kn_status  kl_explain_new_path      (kn_distmap        *map,
                                     kn_square          target,
                                     const kn_path     *route,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Distance map: one frame a layer.  Takes map (on failure too). */
kn_status  kl_explain_new_distance  (kn_distmap        *map,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Dynamic knight: solves it (kn_dynamic_explain_new) and explains the
 * route, one frame a move after the start. */
kn_status  kl_explain_new_dynamic   (const kn_board    *board,
                                     kn_square          from,
                                     kn_square          to,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Camelot: one frame a move of plan (made on board) after the start, in
 * the app's animation order; with heat_map, the cost of every gathering
 * square too (kn_camelot_costs: O(knights x squares)).  plan is read only. */
kn_status  kl_explain_new_camelot   (const kn_board    *board,
                                     const kn_camelot  *plan,
                                     gboolean           heat_map,
                                     const kn_limits   *limits,
                                     KlExplain        **out);

/* Knight's tour: tour (kn_tour_solve on board, with a trace for the search's
 * notes) step by step.  search: one frame a trace event, the search as it
 * ran (the app's "Show the search"); else one frame a square of the tour
 * after the first (a single step when none was found).  Copies what it
 * needs: tour and board may be freed.  Constructed tours are told as
 * constructions, never as Warnsdorff's choices. */
kn_status  kl_explain_new_tour      (const kn_board    *board,
                                     const kn_tour     *tour,
                                     gboolean           search,
                                     const kn_limits   *limits,
                                     KlExplain        **out);

KlExplain *kl_explain_ref           (KlExplain         *self);
void       kl_explain_unref         (KlExplain         *self);

KlMode     kl_explain_get_mode      (const KlExplain   *self);
/* What the explanation tells, as a title (translated, static): the mode and
 * its algorithm, "Knight’s tour, built from blocks" for a constructed tour. */
const char *kl_explain_get_title    (const KlExplain   *self);
/* The board's size: a cell is y * width + x. */
int        kl_explain_get_width     (const KlExplain   *self);
int        kl_explain_get_height    (const KlExplain   *self);
/* Frames 0..n_frames of the mode's animation: n_frames + 1 steps. */
guint      kl_explain_get_n_steps   (const KlExplain   *self);
/* Step index, computed on demand (a BFS layer costs what its squares cost);
 * NULL when index is out of range.  Free it with kl_explain_step_free.  The
 * explanation does not change after it is built, so any thread may ask. */
KlExplainStep *kl_explain_get_step  (const KlExplain   *self,
                                     guint              index);
void       kl_explain_step_free     (KlExplainStep     *step);
/* What step index is, without building it (what the jumps read): for a
 * caller that needs only the kinds of many steps, as practice does to count
 * a tour search's questions.  KL_STEP_START when index is out of range. */
KlStepKind kl_explain_get_step_kind (const KlExplain   *self,
                                     guint              index);
/* Step index's data without its words: text and detail empty, line 0.
 * What the board draws of a frame: for a tour no sentence is built (a
 * step's words cost more than its data); other modes give the whole step. */
KlExplainStep *kl_explain_get_step_data (const KlExplain *self,
                                         guint            index);
/* A tour: the route the search (or the tour) stands on after step index,
 * as cells from its first square (of int; free it); NULL in other modes or
 * when index is out of range.  Any thread may ask. */
GArray    *kl_explain_get_route     (const KlExplain   *self,
                                     guint              index);
/* A tour's search (made with search): its stack of choices after step
 * index, bottom first: the cells of kl_explain_get_route, each with the
 * choices left in its place (of KlExplainChoice; free it).  NULL in other
 * modes, for a tour told square by square, or when index is out of range.
 * Any thread may ask; it costs the route's length. */
GArray    *kl_explain_get_stack     (const KlExplain   *self,
                                     guint              index);
/* The step that index jumps to: the next (forward) or previous step that
 * starts what `what` names; -1 when there is none. */
int        kl_explain_jump          (const KlExplain   *self,
                                     guint              index,
                                     gboolean           forward,
                                     KlJump             what);
/* BFS modes: the square that discovered cell (its parent in the BFS tree);
 * -1 for the start, squares not reached, and the other modes. */
int        kl_explain_parent        (const KlExplain   *self,
                                     int                cell);
/* What cell shows when inspected; FALSE when the mode says nothing about
 * squares (dynamic knight) or cell is off the board.  Clear out with
 * kl_explain_inspect_clear. */
gboolean   kl_explain_inspect       (const KlExplain   *self,
                                     int                cell,
                                     KlExplainInspect  *out);
void       kl_explain_inspect_clear (KlExplainInspect  *inspect);

/* Camelot: the table of pieces (borrowed, NULL in other modes or when the
 * pieces cannot gather), and the heat map: width * height costs, -1 where
 * gathering is impossible (borrowed; NULL unless asked for). */
GPtrArray     *kl_explain_get_pieces    (const KlExplain *self);
/* Camelot: the moves of frames 1..count in animation order (borrowed; NULL
 * and 0 in other modes or when the pieces cannot gather): step i is frame
 * i + 1.  The board draws from them what the step panel tells. */
const kn_camelot_step *kl_explain_get_camelot_moves (const KlExplain *self,
                                                     size_t          *count);
const gint64  *kl_explain_get_heat_map  (const KlExplain *self);

/* The pseudocode of a mode, translated: lines 0..length-1. */
guint       kl_explain_pseudocode_length (KlMode mode);
const char *kl_explain_pseudocode_line   (KlMode mode,
                                          guint  line);
/* The pseudocode of what this explanation tells, which step->line points
 * into: the mode's, but for a constructed tour the construction's. */
guint       kl_explain_get_pseudocode_length (const KlExplain *self);
const char *kl_explain_get_pseudocode_line   (const KlExplain *self,
                                              guint            line);

/* The leaper's name in a sentence: "the knight", "the (3,5) leaper". */
char       *kl_explain_leaper_name   (kn_leaper leaper);

/* JSON (for knight-solve --json --explain): one step as an object; the
 * explanation as an object with "mode", "pseudocode", "steps" and, for
 * Camelot, "pieces", "pickup" and "heat_map".  See docs/explain.md. */
JsonNode   *kl_explain_step_to_json  (const KlExplain     *self,
                                      const KlExplainStep *step);
JsonNode   *kl_explain_to_json       (const KlExplain     *self);
/* The object of kl_explain_to_json with "steps" (its last member) empty,
 * for a writer that streams the steps into it one by one: a big board's
 * steps need not be held as one tree. */
JsonNode   *kl_explain_to_json_frame (const KlExplain     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlExplain, kl_explain_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlExplainStep, kl_explain_step_free)

G_END_DECLS
