/* kl-explain.h - the narration of a solve: one step a animation frame, each
 * with a translated sentence, the pseudocode line it executes and the data
 * to draw, shared by the app, knight-solve --explain and the tests. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "knight.h"
#include "kl-puzzle.h"
#include "kl-routes.h"

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
  KL_STEP_RESTART, /* a tour's search drops its route and starts again */
  KL_STEP_SEARCH,  /* Camelot: a layer of one piece's distance search (a BFS), `piece` and
                    * `layer` say which, with the BFS layer's data */
  KL_STEP_GATHER,  /* Camelot: the gathering square chosen, its cost and how ties are broken */
  KL_STEP_BLOCK,   /* a tour built from blocks: a block (or a group of them) laid down with
                    * its own tour (`blocks`) */
  KL_STEP_JOIN,    /* ... two blocks' tours joined (or a group of joins): the moves across
                    * (`joins`) */
  /* the shortest path's searches but BFS (kl_explain_new_search); DFS and iterative
   * deepening step with KL_STEP_ENTER and KL_STEP_BACKTRACK */
  KL_STEP_EXPAND,  /* A*, greedy, bidirectional BFS: squares taken from the open set and
                    * expanded */
  KL_STEP_DEEPEN,  /* iterative deepening: a new iteration with a larger depth limit */
  KL_STEP_END,     /* the search's last step: the route it found (drawn whole), or none */
  KL_STEP_SCAN     /* Camelot's brute force: gathering squares examined, every plan on them
                    * costed (`expanded` lists the squares; examined, plans, best, cost) */
} KlStepKind;

/* A block of a tour built from blocks: a rectangle of the board. */
typedef struct
{
  int      x, y;           /* the lower left square */
  int      width, height;
  gboolean corridor;       /* a block of the corridor to the end square (a route through it) */
} KlExplainBlock;

/* A move of the finished tour that joins two blocks' tours. */
typedef struct
{
  int from, to;            /* cells: from in the first block, to in the second */
} KlExplainJoin;

/* A square a dynamic-knight move type reaches from the step's square. */
typedef struct
{
  int    cell;
  guint8 type;   /* kn_move_type: KN_MOVE_DYN_K, _B or _T */
} KlExplainOption;

/* A state of the dynamic knight's search: a square and the type of the
 * move that reached it, with its parent, the state that discovered it
 * (the first in queue order with a move onto it). */
typedef struct
{
  int    cell;
  guint8 last;         /* kn_move_type of the move that reached it: KN_MOVE_DYN_K, _B or _T;
                        * KN_MOVE_START for the start */
  guint  allowed;      /* bit 1 << type for each type it may take next: all three but last */
  int    parent_cell;  /* the parent's square; -1 for the start */
  guint8 parent_last;  /* the parent's last; KN_MOVE_START for the start and its children */
} KlExplainState;

/* A square a tour's route may go to next, with its onward moves. */
typedef struct
{
  int   cell;
  guint degree;  /* free, unvisited squares one move further (Warnsdorff's measure) */
} KlExplainCandidate;

/* Camelot: a row of the table of distances as it stands after a step, a
 * row a piece: how far the piece's distance search (a BFS) has got.  The
 * rows fill in step order: before the first search step every row is
 * empty; a search step fills its piece's row up to its layer; from the
 * gathering step on every row is done and says the piece's distance to the
 * square chosen there (before, that square is not known). */
typedef struct
{
  int      piece;          /* 0 the king, i >= 1 knight i - 1 */
  int      layer_done;     /* the farthest layer its search has found; -1: not started */
  guint64  reached;        /* the squares it has found (layers 0..layer_done, its own
                            * square included); 0: not started */
  gboolean done;           /* its search is over: no square is farther */
  gint64   to_gather;      /* its search's distance to the gathering square (the king's
                            * walk, a knight's moves); -1 before the gathering step, and
                            * after it for a king who cannot walk there (he is carried) */
} KlExplainPieceRow;

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

  /* BFS (shortest path, distance map), the dynamic knight's BFS over
   * states, and Camelot's search steps (the squares `piece`'s search found
   * in the step's layers; a step that folds several layers lists all of
   * theirs, and `layer` is its last); layer is -1 in the other steps */
  int         layer;
  guint64     visited;      /* squares (the dynamic knight: states) reached so far, this layer
                             * included */
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
  int         piece;        /* 0 the king, i >= 1 knight i - 1, whose search or move the
                             * step is; -1 on the gathering step (0 in other modes) */
  gint64      piece_move;   /* the piece's own move number, from 1 */
  gint64      piece_moves;  /* the piece's moves */
  gboolean    carries_king; /* the king rides along on this move */
  gboolean    picks_up;     /* the king was picked up on from */
  GArray     *piece_rows;   /* of KlExplainPieceRow: the table of distances after the step, a
                             * row a piece (empty in other modes and when the pieces cannot
                             * gather) */
  int         gather;       /* from the gathering step on: the square chosen; -1 */
  gint64      cost;         /* the gathering step: what gathering there costs; -1 */
  GArray     *ties;         /* of int: the gathering step: the other squares that cost as
                             * little (empty when none, or when the costs were not worked
                             * out: see kl_explain_get_camelot_ties) */

  /* dynamic knight: frame k shows layer k of the BFS over states (square, last move) and,
   * while the route lasts, its move k (from, to, move_type above).  The queue of the
   * search, for a strip of its states: while the frame runs it takes the states of
   * states_expanded from its front one by one and appends the new ones of states; after
   * the frame it holds exactly states. */
  GArray     *states;       /* of KlExplainState: the states of layer k, in the order they
                             * entered the queue: the queue after this frame; frame 0: the
                             * start alone */
  GArray     *states_expanded; /* of KlExplainState: the states taken from the queue in this
                             * frame, in queue order: layer k - 1 (empty at frame 0); the
                             * parent of every state of states is one of them */
  guint       allowed;      /* the route's move: bit 1 << type for each type allowed from
                             * `from` (frame 0: all three; 0 on a frame with no move) */
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

  /* knight's tour built from blocks: KL_STEP_BLOCK, KL_STEP_JOIN */
  GArray     *blocks;       /* of KlExplainBlock: the blocks the step lays down (a join:
                             * the two blocks it joins, the first group's pairs) */
  GArray     *joins;        /* of KlExplainJoin: the joining moves of the step */
  guint       first_item;   /* the step's first block or join, from 0 */
  guint       n_items;      /* its blocks or joins (folded: more than one) */
  guint       total_items;  /* all the blocks, or all the joins */
  /* the shortest path's searches but BFS (kl_explain_new_search).  expanded: the squares
   * the step expanded (DFS, iterative deepening: entered); frontier: the open set after
   * it, in the order the search will take it (A*: least f first; a queue; DFS: the stack
   * of the route, bottom first), parents its squares' parents; visited: the squares
   * expanded so far; square, depth, backtracks as a tour's search (DFS, iterative
   * deepening); layer: the depth limit (iterative deepening), the expanded square's
   * distance from its side's start (bidirectional), its f (A*) or h (greedy) */
  GArray     *closed;       /* of int: every square expanded so far (DFS: entered and off the
                             * stack; iterative deepening: in this iteration); bidirectional:
                             * the start's side */
  GArray     *closed_other; /* of int: bidirectional: the target's side's expanded squares */
  GArray     *frontier_other; /* of int: bidirectional: the target's side's queue (frontier
                             * is the start's) */
  int         side;         /* bidirectional: 0 the start's search expanded in this step, 1 the
                             * target's; 0 otherwise */
  gint64      g;            /* A*, greedy: the last square expanded: its moves so far, and */
  gint64      h;            /* its bound on the moves left; -1 otherwise */
  int         meet;         /* bidirectional, the last step: the square where the searches
                             * met; -1 */

  /* Camelot's brute force, a scan step (KL_STEP_SCAN): `expanded` holds the gathering squares
   * the step examines, in row order from a1; `cost` is the best plan so far */
  guint64     examined;     /* gathering squares examined so far, this step's included */
  guint64     plans;        /* plans costed so far (the scan's; the searches cost none) */
  int         best;         /* where the best plan so far gathers; -1 none yet */

  /* distance map by the formula (kl_explain_new_formula): step k shows the squares at
   * formula distance k in `frontier` (row order; `parents` all -1); of them, those the
   * real board's BFS finds farther or cannot reach (the walls are why) */
  GArray     *farther;      /* of int */
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

/* What a square shows when inspected at a frame: what the search knows
 * after that step, and no more. */
typedef struct
{
  gboolean     reached_yet; /* BFS modes: the search has reached the square by the frame
                             * asked.  FALSE for a square it reaches later, and for one it
                             * never reaches: until its end the search cannot tell these
                             * apart, and the inspection does not either.  Then distance,
                             * parent, routes and route_count say nothing (-1, -1, 0, NULL) */
  int          distance;    /* BFS modes: moves from the start; -1 not reached (yet) */
  int          parent;      /* BFS modes: the square that discovered it; -1 none */
  guint64      routes;      /* BFS modes: shortest routes to it (saturating at G_MAXUINT64) */
  KlRouteCount route_count; /* BFS modes: the same, exact at any size (kl_route_count), or
                             * a bound where the count would cost too much */
  char        *routes_text; /* route_count in words: the digits grouped by the locale, or
                             * the bound ("at least 10¹⁹"); NULL when not reached (yet) */
  gint64       cost;        /* Camelot with a heat map: gathering here costs; -1 impossible */
  char        *text;        /* one translated sentence */
  int          state_distance[4]; /* dynamic knight: the fewest moves to the square with a
                             * last move of each type, in the order of kn_move_type: [0] none
                             * (the start: 0), [1] K, [2] B, [3] T; -1 not reached (yet) (-1
                             * all four in the other modes); distance is the least of them */
} KlExplainInspect;

/* The index of a dynamic knight's last move type in state_distance. */
#define KL_STATE_INDEX(type) ((type) == KN_MOVE_START ? 0 : (type) - KN_MOVE_DYN_K + 1)

/* The player's jumps. */
typedef enum
{
  KL_JUMP_LAYER,            /* the next BFS layer (Camelot: the next layer of a piece's search) */
  KL_JUMP_PIECE,            /* Camelot: the first step of the next piece's search, the
                             * gathering step, or the first move of the next piece to move */
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
/* Shortest path by a search other than BFS (kn_search_path with a trace):
 * step 0 the start, then a step an event of its trace but the squares it
 * queues (an expansion; DFS and iterative deepening: a square entered or
 * backed off, an iteration begun), then one last step with the route drawn
 * whole, or with none.  When the trace holds more than KL_SEARCH_STEPS
 * such events, each step folds as many consecutive ones as it takes to
 * keep within that (the same number each, the last step fewer).  Takes
 * search (on failure too); board and route (NULL when there is none) are
 * copied.  A step's open set is replayed from the trace on demand:
 * O(events up to it), less when the steps are asked in order. */
#define KL_SEARCH_STEPS 2000
kn_status  kl_explain_new_search    (const kn_board    *board,
                                     kn_search         *search,
                                     const kn_path     *route,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Distance map: one frame a layer.  Takes map (on failure too). */
kn_status  kl_explain_new_distance  (kn_distmap        *map,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Distance map by the empty board's closed form (kn_knight_distance_map),
 * walls ignored: formula holds its distance at every cell (-1 on blocked
 * squares and where the empty board has no route), bfs the real board's
 * BFS distances (-1 not reached), width * height each, both copied.  Step k
 * shows the squares at formula distance k, and which of them the walls make
 * farther (kl_explain_get_formula_differs). */
KlExplain *kl_explain_new_formula   (const kn_board    *board,
                                     kn_square          start,
                                     const gint32      *formula,
                                     const gint32      *bfs);
/* The distance map by the formula: a byte a cell, 1 where the real board's
 * BFS distance is larger than the formula's or there is none (the walls are
 * why); *farther and *unreached count the two kinds.  Borrowed; NULL in
 * every other explanation. */
const guint8 *kl_explain_get_formula_differs (const KlExplain *self,
                                              guint64         *farther,
                                              guint64         *unreached);

/* Dynamic knight: solves it (kn_dynamic_explain_new) and explains its
 * search over states (square, type of the last move): frame k shows layer
 * k of states and move k of the route, as the shortest path does; without
 * a route, one frame a layer until the queue is empty; when the target is
 * blocked (the search has nothing to find) the start alone. */
kn_status  kl_explain_new_dynamic   (const kn_board    *board,
                                     kn_square          from,
                                     kn_square          to,
                                     const kn_limits   *limits,
                                     KlExplain        **out);
/* Camelot: after the start, the pieces' distance searches as the
 * pseudocode runs them (the king's, then each knight's: a step a BFS
 * layer), the gathering step, then a step a move of plan (made on board) in
 * the app's animation order.  When the searches would take more than
 * KL_CAMELOT_SEARCH_STEPS steps, each piece's search folds several layers
 * into a step: at most KL_CAMELOT_SEARCH_STEPS / pieces steps a piece (at
 * least one), each of as many layers.  The cost of every gathering square
 * (kn_camelot_costs: O(knights x squares)) is worked out for the gathering
 * step's ties unless squares x pieces exceeds KL_CAMELOT_COSTS_MAX; with
 * heat_map it is shown too (kl_explain_get_heat_map, inspection).  The
 * searches keep a few bytes a layer; a step's squares are searched again
 * on demand (O(squares) when another piece's search was asked last).  plan
 * is read only. */
#define KL_CAMELOT_SEARCH_STEPS 2000
/* A plan solved by the brute force (kn_camelot_scan is not NULL) adds, after
 * the searches, its scan over the gathering squares: a step a square, or on
 * boards of more than KL_CAMELOT_SCAN_STEPS free squares, a step a group of
 * ceil(squares / KL_CAMELOT_SCAN_STEPS) consecutive squares in row order. */
#define KL_CAMELOT_SCAN_STEPS   1000
#define KL_CAMELOT_COSTS_MAX    (20u * 1000 * 1000)
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
/* The squares step index's sentence (its text, not its detail) names,
 * each once, in the order named (of int; free it): the board marks them
 * on the step's frame, so that every square the words name can be found.
 * NULL when index is out of range.  Any thread may ask. */
GArray    *kl_explain_get_named     (const KlExplain   *self,
                                     guint              index);
/* BFS modes: the square that discovered cell (its parent in the BFS tree);
 * -1 for the start, squares not reached, and the other modes. */
int        kl_explain_parent        (const KlExplain   *self,
                                     int                cell);
/* What cell shows when inspected at frame, the step being shown: only
 * what the search knows after that step.  In the BFS modes, squares of the
 * step's layer and closer say their distance, parent and shortest routes,
 * farther ones "not reached yet"; at the last step and past it (G_MAXUINT)
 * the search is over and every square says all there is, as a frame past
 * the end means the whole answer.  The dynamic knight: the fewest moves
 * to cell after each type of last move, by the frame's layer.  Camelot
 * with a heat map: what gathering there costs.  FALSE when the mode says
 * nothing about squares (tours, Camelot without its heat map) or cell is
 * off the board.  The route count costs what the square's cone costs (see
 * kl_route_count): any thread may ask.  Clear out with
 * kl_explain_inspect_clear. */
gboolean   kl_explain_inspect       (const KlExplain   *self,
                                     int                cell,
                                     guint              frame,
                                     KlExplainInspect  *out);
void       kl_explain_inspect_clear (KlExplainInspect  *inspect);

/* Camelot: the table of pieces (borrowed, NULL in other modes or when the
 * pieces cannot gather), and the heat map: width * height costs, -1 where
 * gathering is impossible (borrowed; NULL unless asked for). */
GPtrArray     *kl_explain_get_pieces    (const KlExplain *self);
/* Camelot: the plan's moves in animation order (borrowed; NULL and 0 in
 * other modes or when the pieces cannot gather): move i is frame
 * kl_explain_get_camelot_first_move + i.  The board draws from them what
 * the step panel tells. */
const kn_camelot_step *kl_explain_get_camelot_moves (const KlExplain *self,
                                                     size_t          *count);
/* Camelot: the frame of the plan's first move, one after the gathering
 * step; 0 in other modes or when the pieces cannot gather. */
guint          kl_explain_get_camelot_first_move (const KlExplain *self);
/* Camelot: the gathering step's index; -1 in other modes or when the
 * pieces cannot gather. */
int            kl_explain_get_camelot_gather_step (const KlExplain *self);
/* Camelot: the squares other than the gathering square that cost as little
 * (of int, in row order from a1; borrowed), NULL when the costs were not
 * worked out (see kl_explain_new_camelot) or in other modes. */
GArray        *kl_explain_get_camelot_ties (const KlExplain *self);
/* Camelot's search step index: every square its piece's search has found
 * by then, in the order the BFS found them (of int; free it), *earlier of
 * them found before the step's own layers; *piece is whose search it is.
 * NULL for other steps.  What the board draws of a search step, without
 * the step's words. */
GArray        *kl_explain_get_camelot_reached (const KlExplain *self,
                                               guint            index,
                                               int             *piece,
                                               guint           *earlier);
const gint64  *kl_explain_get_heat_map  (const KlExplain *self);

/* Dynamic knight: the states of layers first..last (clamped to those
 * there are), in queue order (of KlExplainState; free it); NULL in other
 * modes.  The board draws a frame's layer from it. */
GArray        *kl_explain_get_states    (const KlExplain *self,
                                         int              first,
                                         int              last);
/* Dynamic knight: for each cell, the fewest moves to it whatever the last
 * move (the first layer with a state on it); -1 where it is never reached
 * (borrowed; NULL in other modes). */
const gint32  *kl_explain_get_state_layers (const KlExplain *self);

/* The shortest path's searches but BFS (kl_explain_new_search): the trace
 * events a step folds (1: a step an event); 1 for other explanations. */
guint          kl_explain_get_fold      (const KlExplain *self);
/* The search's name as knight-solve spells it ("astar", "dfs"...); NULL for
 * the other explanations. */
const char    *kl_explain_get_algorithm_name (const KlExplain *self);
/* A* and greedy: the bound h of cell, the fewest moves from it to the
 * target on the same board without walls; -1 where there is none (other
 * explanations, a square cut off even there). */
gint64         kl_explain_search_bound  (const KlExplain *self,
                                         int              cell);

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
 * Camelot, "pieces", "pickup", "gather_step", "ties" and "heat_map".  See
 * docs/explain.md. */
JsonNode   *kl_explain_step_to_json  (const KlExplain     *self,
                                      const KlExplainStep *step);
JsonNode   *kl_explain_to_json       (const KlExplain     *self);
/* The object of kl_explain_to_json with "steps" (its last member) empty,
 * for a writer that streams the steps into it one by one: a big board's
 * steps need not be held as one tree. */
JsonNode   *kl_explain_to_json_frame (const KlExplain     *self);

/* An inspection (kl_explain_inspect of cell) as a JSON object: "square";
 * in the BFS modes "reached", "distance" and "parent" (null when not
 * reached yet), "routes" (below; null when not reached yet); in Camelot
 * with a heat map "cost" (null where the pieces cannot gather); "text". */
JsonNode   *kl_explain_inspect_to_json (const KlExplain        *self,
                                        int                     cell,
                                        const KlExplainInspect *inspect);
/* A route count as members of the object b has open: "routes", the exact
 * count as a string of decimal digits, or null and
 * "routes_at_least_power_of_ten" k when only a bound is known (at least
 * 10^k routes). */
void        kl_explain_set_route_count_json (JsonBuilder        *b,
                                             const KlRouteCount *count);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlExplain, kl_explain_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlExplainStep, kl_explain_step_free)

G_END_DECLS
