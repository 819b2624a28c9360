/* kl-explain-private.h - what the narration's files share: the explanation
 * itself, the wording helpers and each mode's part.
 *
 *   kl-explain.c            the explanation: its steps, pseudocode, jumps,
 *                           inspection, and the words every mode uses
 *   kl-explain-bfs.c        shortest path and distance map (BFS layers)
 *   kl-explain-dynamic.c    the dynamic knight
 *   kl-explain-camelot.c    Camelot
 *   kl-explain-tour.c       tours: the steps, read from a replay of the search
 *   kl-explain-tour-words.c tours: the words of those steps
 *   kl-explain-search.c     the shortest path's searches but BFS (A*, DFS...)
 *   kl-explain-json.c       the JSON form of every mode */
#pragma once

#include "kl-explain.h"

G_BEGIN_DECLS

/* What a step is, known without its text: for the jumps. */
typedef struct
{
  guint8 kind;   /* KlStepKind */
  int    piece;  /* Camelot: whose step; the searches but BFS: the group KL_JUMP_LAYER
                  * jumps between (a layer, an f, a run of backtracks) */
} StepMeta;

typedef struct _KlExplainTour KlExplainTour;
typedef struct _KlCamelotSearches KlCamelotSearches;
typedef struct _KlExplainSearch KlExplainSearch;

struct _KlExplain
{
  KlMode     mode;
  int        width;
  int        height;
  kn_leaper  leaper;
  guint      n_steps;
  StepMeta  *meta;

  /* shortest path, distance map */
  kn_distmap     *map;
  kn_bfs_explain *bfs;
  int             start;
  int             target;      /* -1 in the distance map */

  /* distance map by the formula (kl_explain_new_formula): the empty board's
   * distances and the real board's BFS distances, a cell each (-1 none);
   * the cells by formula distance, row order within one, and where each
   * distance's squares end in it */
  gint32         *formula;
  gint32         *formula_bfs;
  gint32         *formula_order;
  guint64        *formula_ends;  /* formula_ends[k]: the squares at distance <= k */
  guint8         *formula_differs; /* 1 where the BFS finds a larger distance or none */
  guint64         formula_farther;
  guint64         formula_unreached;
  gboolean        formula_exact;   /* the closed form held (sides >= 5) */

  /* shortest path and dynamic knight: the route, -1 moves when none */
  GArray         *route;       /* of int */
  GArray         *route_moves; /* of guint8 kn_move_type */
  gint64          moves;

  /* dynamic knight */
  kn_dynamic_explain *dynamic;
  guint64         states_total;  /* 4 a free square */
  gboolean        target_blocked;
  gint32         *state_layers;  /* per cell: its first layer, -1 never reached */

  /* Camelot */
  kn_camelot_explain *camelot;
  kn_camelot_pickup   pickup;
  int             gather;
  GPtrArray      *pieces;      /* of KlExplainPiece */
  gint64         *heat;
  KlCamelotSearches *searches; /* the pieces' searches and the gathering step */
  gboolean        brute;       /* the plan is the brute force's (kn_camelot_scan) */

  /* knight's tour */
  KlExplainTour  *tour;

  /* the shortest path's searches but BFS */
  KlExplainSearch *search;

  /* kl_explain_get_named's last answer: the board asks on every frame of
   * a step's animation, and a step's words cost more than its data */
  GMutex          named_lock;
  guint           named_index;
  GArray         *named;
};

/* A tour's part of the explanation (kl-explain-tour.c). */
struct _KlExplainTour
{
  GMutex          lock;        /* taking a step seeks the replay */
  kn_board       *board;       /* the replay's (it borrows it) */
  kn_tour_replay *replay;
  gboolean        search;      /* a step an event of the search, or a square of the tour */
  kn_tour_method  method;
  gboolean        reversed;
  kn_tour_outcome outcome;
  gboolean        closed;      /* the tour's last square is a move from its first */
  gboolean        closed_search; /* the search looked for a closed tour */
  gboolean        truncated;   /* the trace was cut short */
  int             end;         /* the end square the steps go to, or -1 */
  guint64         nfree;
  guint64         nodes;
  guint64         trace_events;
  guint64         backtracks;  /* in the whole trace kept */
  guint32        *backtracks_at; /* search: backtracks up to each step */
  /* search: the stack of choices, without a second copy of the trace.  A
   * square is pushed by an ENTER or RESTART step p and sits on the top
   * after step p - 1 (an ENTER) or on nothing (a RESTART). */
  guint32        *stack_top;   /* the step that pushed the top after each step;
                                * STACK_NONE when the stack is empty */
  guint8         *stack_left;  /* a push step: the choices left in its square's place */
  kn_tour_algorithm algorithm; /* what made it: its pseudocode, title and words */
  /* plain Warnsdorff stuck (KN_REASON_STUCK): where, why, what is left */
  int             stuck;       /* -1 when it did not get stuck */
  kn_trace_why    stuck_why;
  guint64         unvisited;
  /* the construction, in the search view: its blocks and joins come first,
   * pre steps (the blocks in groups of block_group, the joins in groups
   * of join_group), then the replay's steps */
  GArray         *blocks;      /* of kn_tour_block; NULL without */
  GArray         *joins;       /* of kn_tour_join */
  guint           pre;
  guint           block_steps;
  guint           block_group;
  guint           join_group;
};

/* The most steps a construction's blocks (and, apart, its joins) take in
 * its explanation: beyond, a step lays down a group of them. */
#define KL_TOUR_BLOCK_STEPS 24

/* The lines of the other tour algorithms' pseudocode. */
enum
{
  PLAIN_START = 0, PLAIN_LIST = 1, PLAIN_CHOOSE = 2, PLAIN_TIE = 3, PLAIN_STUCK = 4,
  PLAIN_DONE = 5,
  BACKTRACK_START = 0, BACKTRACK_NEXT = 1, BACKTRACK_BACK = 2, BACKTRACK_DONE = 3,
  BACKTRACK_NONE = 4,
  BLOCKS_CUT = 0, BLOCKS_TOURS = 1, BLOCKS_JOIN = 2, BLOCKS_WALK = 3
};

#define STACK_NONE G_MAXUINT32

/* The lines of the tour search's pseudocode (kl-explain-tour.c) that its
 * steps execute. */
enum
{
  TOUR_START = 0,   /* an attempt starts */
  TOUR_CHOOSE = 2,  /* the search's first choice: the fewest onward moves */
  TOUR_TIE = 3,     /* ... decided by a tie-break */
  TOUR_PRUNE = 4,   /* a square given up by the pruning */
  TOUR_BACK = 5,    /* a dead end, every choice failed; the next choice */
  TOUR_DONE = 6,    /* every square visited, or the route cannot close */
  TOUR_AGAIN = 7    /* another attempt with another tie-break */
};

/* ------------------------------------------------------------ kl-explain.c */

/* A cell's name ("c3"), and the cell of a square. */
char          *_kl_explain_cell_name        (const KlExplain   *self,
                                             int                cell);
int            _kl_explain_square_cell      (const KlExplain   *self,
                                             kn_square          sq);

/* An explanation with nothing in it yet, and its last touch: frames
 * 0..frames, a step each, every step after the first a layer (BFS modes)
 * or a move. */
KlExplain     *_kl_explain_new              (KlMode             mode,
                                             int                width,
                                             int                height);
void           _kl_explain_set_frames       (KlExplain         *self,
                                             gint64             frames);
/* Appends route's squares to cells and, unless NULL, its move types to
 * types. */
void           _kl_explain_add_route        (const KlExplain   *self,
                                             const kn_path     *route,
                                             GArray            *cells,
                                             GArray            *types);
KlExplainStep *_kl_explain_step_new         (guint              index);
/* The squares text names, each once, in the order named (of int). */
GArray        *_kl_explain_named_in         (const KlExplain   *self,
                                             const char        *text);

/* ------------------------------------------------------------ the modes */

/* Each mode's pseudocode (untranslated), its steps and what inspecting a
 * square at a frame says (see kl_explain_inspect). */
const char * const *_kl_explain_bfs_pseudocode     (KlMode             mode,
                                                    guint             *n);
KlExplainStep      *_kl_explain_bfs_step           (const KlExplain   *self,
                                                    guint              index);
void                _kl_explain_bfs_inspect        (const KlExplain   *self,
                                                    int                cell,
                                                    guint              frame,
                                                    KlExplainInspect  *out);

const char * const *_kl_explain_formula_pseudocode (guint             *n);
KlExplainStep      *_kl_explain_formula_step       (const KlExplain   *self,
                                                    guint              index);
void                _kl_explain_formula_inspect    (const KlExplain   *self,
                                                    int                cell,
                                                    guint              frame,
                                                    KlExplainInspect  *out);

const char * const *_kl_explain_dynamic_pseudocode (guint             *n);
KlExplainStep      *_kl_explain_dynamic_step       (const KlExplain   *self,
                                                    guint              index);
void                _kl_explain_dynamic_inspect    (const KlExplain   *self,
                                                    int                cell,
                                                    KlExplainInspect  *out);
/* What the search knows of cell when its layers 0..layer are done: states
 * further away read "not reached yet" (the inspection of a frame). */
void                _kl_explain_dynamic_inspect_upto (const KlExplain   *self,
                                                      int                cell,
                                                      int                layer,
                                                      KlExplainInspect  *out);

/* self NULL: the enumeration's (the mode's default) */
const char * const *_kl_explain_camelot_pseudocode (const KlExplain   *self,
                                                    guint             *n);
const char         *_kl_explain_camelot_title      (const KlExplain   *self);
KlExplainStep      *_kl_explain_camelot_step       (const KlExplain   *self,
                                                    guint              index);
void                _kl_explain_camelot_inspect    (const KlExplain   *self,
                                                    int                cell,
                                                    guint              frame,
                                                    KlExplainInspect  *out);
void                _kl_explain_camelot_free       (KlCamelotSearches *searches);

/* Tours: the pseudocode of self (NULL: the mode's, Warnsdorff's search),
 * which for a constructed or reversed tour is the construction's. */
const char * const *_kl_explain_tour_pseudocode    (const KlExplain   *self,
                                                    guint             *n);
GArray             *_kl_explain_tour_route         (const KlExplain   *self,
                                                    guint              index);
GArray             *_kl_explain_tour_stack         (const KlExplain   *self,
                                                    guint              index);
/* words: build the sentences (else text and detail stay empty, line 0) */
KlExplainStep      *_kl_explain_tour_step          (const KlExplain   *self,
                                                    guint              index,
                                                    gboolean           words);
void                _kl_explain_tour_free          (KlExplainTour     *tour);
/* The title of a tour's explanation, by how it was made (translated). */
const char         *_kl_explain_tour_title         (const KlExplain   *self);
/* Whether the steps are the search's own choices, or a route made otherwise. */
gboolean            _kl_explain_tour_by_search     (const KlExplainTour *t);

/* ------------------------------------------------------------ kl-explain-search.c */

const char * const *_kl_explain_search_pseudocode  (const KlExplain   *self,
                                                    guint             *n);
/* words: build the sentences (else text and detail stay empty) */
KlExplainStep      *_kl_explain_search_step        (const KlExplain   *self,
                                                    guint              index,
                                                    gboolean           words);
void                _kl_explain_search_inspect     (const KlExplain   *self,
                                                    int                cell,
                                                    guint              frame,
                                                    KlExplainInspect  *out);
const char         *_kl_explain_search_title       (const KlExplain   *self);
void                _kl_explain_search_free        (KlExplainSearch   *search);

/* ------------------------------------------------------------ kl-explain-tour-words.c */

/* The words of a tour's steps, each setting step->text and step->line.
 * A step onto a square; failed: in the search view, the square whose
 * failure brought the search back here (a next choice), else -1. */
/* A step of a construction's blocks or joins (index < tour->pre). */
void           _kl_explain_tour_block_step     (const KlExplain *self,
                                                KlExplainStep   *step,
                                                gboolean         words);
void           _kl_explain_tour_enter_text     (const KlExplain *self,
                                                KlExplainStep   *step,
                                                guint8           ties,
                                                int              failed);
/* A step back; the route then stands on new_head (-1: empty). */
void           _kl_explain_tour_backtrack_text (const KlExplain *self,
                                                KlExplainStep   *step,
                                                int              new_head);
/* The first step of a tour made or shown as a route. */
void           _kl_explain_tour_start_text     (const KlExplain *self,
                                                KlExplainStep   *step);
/* A new attempt of the search. */
void           _kl_explain_tour_restart_text   (const KlExplain *self,
                                                KlExplainStep   *step,
                                                guint8           ties);
/* What a step onto the last square adds: the tour is complete. */
void           _kl_explain_tour_complete_text  (const KlExplain *self,
                                                KlExplainStep   *step);
/* What the last step of the search adds: how it ended. */
void           _kl_explain_tour_last_text      (const KlExplain *self,
                                                KlExplainStep   *step);
/* The only step of a tour with nothing to step through. */
void           _kl_explain_tour_nothing_text   (const KlExplain *self,
                                                KlExplainStep   *step);
/* The step's detail: how far the route is, and the backtracks so far. */
void           _kl_explain_tour_detail         (const KlExplain *self,
                                                KlExplainStep   *step);

G_END_DECLS
