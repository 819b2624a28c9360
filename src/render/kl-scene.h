/* kl-scene.h - one frame of an answer as data: the list of marks the board
 * draws, worked out by a pure function from the puzzle, the mode, the view
 * options, the solution and the frame.  The renderer paints a scene and the
 * legend is read off the same scene, so the two cannot drift apart.  No
 * GTK, GDK or cairo here: the tests build scenes headless. */
#pragma once

#include <glib.h>

#include "kl-puzzle.h"
#include "kl-solution.h"

G_BEGIN_DECLS

/* Below these sizes of a square (pixels) the renderer cannot draw a mark
 * readably, so the scene leaves it out (and the legend with it). */
#define KL_SCENE_NUMBER_MIN_CELL 24.0 /* numbers: KL_SCENE_TEXT_MIN_PX text and its disc fit */
#define KL_SCENE_ARROW_MIN_CELL  18.0 /* the BFS tree's arrows, the newest layer's outline */
#define KL_SCENE_GLYPH_MIN_CELL  10.0 /* glyphs (below: a dot), a tour's last square */
#define KL_SCENE_ROUTE_MIN_CELL   6.0 /* a tour's lines (below: squares coloured by place) */
#define KL_SCENE_FRAME_MIN_CELL   5.0 /* the evidence's frames round walls and dead ends */
#define KL_SCENE_STATE_MIN_CELL  28.0 /* the dynamic knight's states: three letters a square */
/* The smallest text the board draws (pixels): numbers never shrink below
 * it with their squares, so a number of n digits needs a square of
 * n * KL_SCENE_DIGIT_PX + KL_SCENE_NUMBER_PAD (a pill round it), and at
 * least KL_SCENE_NUMBER_MIN_CELL. */
#define KL_SCENE_TEXT_MIN_PX      9.0
#define KL_SCENE_DIGIT_PX         6.5
#define KL_SCENE_NUMBER_PAD      10.0

/* What a scene left out because its squares are too small to show it:
 * the board says to zoom in. */
typedef enum
{
  KL_SCENE_HIDDEN_NUMBERS = 1 << 0, /* move numbers, distances, onward moves, costs */
  KL_SCENE_HIDDEN_ARROWS  = 1 << 1, /* the BFS tree's arrows */
} KlSceneHidden;

/* What the board draws, in the legend's order. */
typedef enum
{
  KL_MARK_START,        /* the start square, tinted */
  KL_MARK_MAP_START,    /* the distance map's start: distance 0 */
  KL_MARK_TARGET,       /* the target square, tinted and ringed */
  KL_MARK_TARGET_RING,  /* the distance map's target: ringed only */
  KL_MARK_TOUR_TARGET,  /* the square a tour must end on */
  KL_MARK_WALL,
  KL_MARK_KNIGHT,       /* a knight: the path modes' and tours', or one of Camelot's */
  KL_MARK_ROUTE,        /* a route and its numbered moves */
  KL_MARK_ARRIVED,      /* at rest, the knight on the target inside a ring */
  KL_MARK_VISITED,      /* squares the BFS reached in earlier layers */
  KL_MARK_FRONTIER,     /* the layer the BFS just reached: the queue */
  KL_MARK_LAYER_OUTLINE, /* the distance map's newest layer, outlined */
  KL_MARK_STATES,       /* the dynamic knight's newest layer of states: a cell a state (a
                         * square more than once), types: the move that reached it, drawn
                         * as its letter, K, B and T each in its place along the bottom */
  KL_MARK_UNREACHED,    /* free squares the start cannot reach */
  KL_MARK_TREE,         /* an arrow from the square that reached a square */
  KL_MARK_DISTANCES,    /* the distance colours (and numbers) */
  KL_MARK_MOVE_K,
  KL_MARK_MOVE_B,
  KL_MARK_MOVE_T,
  KL_MARK_KING,
  KL_MARK_PIECE_START,  /* faint: where a piece stood before it moved */
  KL_MARK_PIECE_MOVE,   /* a piece's route and numbered moves */
  KL_MARK_RIDE,         /* the king riding with his carrier: dashed */
  KL_MARK_GATHER,
  KL_MARK_PICKUP,
  KL_MARK_MOVING,       /* the piece the frame is about */
  KL_MARK_COSTS,        /* the cost of gathering on a square */
  KL_MARK_SEARCH_VISITED, /* Camelot: squares a piece's distance search found in earlier
                           * layers, in the piece's colour (piece: whose) */
  KL_MARK_SEARCH_FRONTIER, /* Camelot: the newest layer of that search */
  KL_MARK_SEARCH_FROM,  /* Camelot: the piece whose search the step shows, ringed */
  KL_MARK_TIES,         /* Camelot: other squares where gathering costs as little, outlined */
  KL_MARK_GATHER_COST,  /* Camelot: the least cost, in a badge on the gathering square's
                         * edge, over the pieces gathered there (numbers: the cost) */
  KL_MARK_DEGREE,       /* Warnsdorff: a next square and its onward moves */
  KL_MARK_BACKTRACK,
  KL_MARK_WHY,          /* the squares a backtrack's reason is about (its witnesses) */
  KL_MARK_TOUR_END,
  KL_MARK_CLOSING,      /* a closed tour's last move back to its start */
  KL_MARK_BLOCK,        /* a tour built from blocks: the blocks a step lays down, framed
                         * (cells: each block's lower left and upper right squares) */
  KL_MARK_JOIN,         /* ... the moves that join two blocks' tours (cells: from, to pairs) */
  KL_MARK_TOUR_SHADE,   /* a tour too fine for lines: squares coloured by their place */
  KL_MARK_REGION,       /* why none: the squares the piece reaches */
  KL_MARK_CUT_WALL,     /* a wall on the edge of that region */
  KL_MARK_DOOR,         /* a wall between the region and the target */
  KL_MARK_CUT_OFF,      /* a wall between the region and the squares beyond, no target there */
  KL_MARK_DEAD_END,     /* a square with too few free neighbours, and how many */
  KL_MARK_PIECES,       /* the pieces of a board the leaper cannot cross between */
  KL_MARK_COLOUR_COUNTS, /* the free squares of each colour, counted */
  KL_MARK_PROOF_SQUARE, /* a small board's proof: a square whose few moves it counts
                         * (numbers: how many) */
  KL_MARK_PROOF_SHARED, /* where those moves go */
  KL_MARK_PROOF_LOOP,   /* a loop of moves the proof follows, in order; piece: which */
  KL_MARK_NAMED,        /* a square the step's sentence names (kl_explain_get_named) */
  /* practice: the learner's answer, drawn over everything */
  KL_MARK_PICKED,       /* a square the learner picked, not yet checked */
  KL_MARK_HINTED,       /* a square a hint showed: part of the answer */
  KL_MARK_ANSWER_RIGHT, /* picked and right */
  KL_MARK_ANSWER_MISSED, /* part of the answer, not picked (or revealed) */
  KL_MARK_ANSWER_WRONG, /* picked, not part of the answer */
  KL_MARK_EXAMINED,     /* Camelot's brute force: gathering squares its scan has costed */
  KL_MARK_FARTHER,      /* the distance map by the formula: squares the walls make farther
                         * than the formula says, or cut off, outlined */
  KL_MARK_OTHER_VISITED, /* bidirectional search: the squares the search from the target has
                          * expanded, in a second colour (piece 1's) */
  KL_MARK_OTHER_FRONTIER, /* ... and its queue */
  KL_N_MARKS
} KlMark;

/* Which palette entry a mark is drawn in: a name, not a colour, so the
 * board and the legend's swatch look the entry up in the same palette. */
typedef enum
{
  KL_ROLE_START,        /* green */
  KL_ROLE_TARGET,       /* red: the target, a tour's end */
  KL_ROLE_WALL,
  KL_ROLE_ACCENT,       /* the theme's accent: routes, the wave, outlines */
  KL_ROLE_VISITED,      /* a pale wash of the accent */
  KL_ROLE_UNREACHED,    /* grey */
  KL_ROLE_INK,          /* the BFS tree's arrows */
  KL_ROLE_SCALE,        /* the distance scale, near to far; numbers[] index it */
  KL_ROLE_SCALE_NEAR,   /* the scale's first colour: distance 0 */
  KL_ROLE_MOVE_B,       /* the dynamic knight's B moves */
  KL_ROLE_MOVE_T,       /* and its T moves */
  KL_ROLE_GOLD,         /* the king, the gathering square, the pickup */
  KL_ROLE_PIECE,        /* one colour a piece: the mark's piece (or numbers[] for PIECES) */
  KL_ROLE_WHITE,        /* a knight's glyph */
  KL_ROLE_CHOICE,       /* Warnsdorff's green */
  KL_ROLE_ALARM,        /* bright red: a backtrack, a door */
  KL_ROLE_DEAD_END,     /* orange */
  KL_ROLE_SQUARES,      /* the light and dark squares themselves */
  KL_ROLE_PROOF,        /* violet: the squares a small board's proof counts */
  KL_ROLE_PROOF_SHARED, /* yellow: where their moves go */
  KL_ROLE_RIGHT,        /* practice: green, a right square */
  KL_ROLE_WRONG,        /* practice: red, a wrong square */
  KL_N_ROLES
} KlSceneRole;

/* What a mark asks of the renderer beyond its squares. */
typedef enum
{
  KL_SCENE_RING    = 1 << 0, /* TARGET, TOUR_TARGET: the ring too, not only the tint */
  KL_SCENE_BADGES  = 1 << 1, /* numbers in the squares' corners (else on discs) */
  KL_SCENE_LINES   = 1 << 2, /* a route: its lines (PIECE_MOVE, RIDE) */
  KL_SCENE_NUMBERS = 1 << 3, /* a route: its numbers (PIECE_MOVE: the dots) */
  KL_SCENE_NOW     = 1 << 4, /* PICKUP: it happens on this frame */
  KL_SCENE_RAISED  = 1 << 5, /* KING: set off to a corner (he shares a square or rides) */
  KL_SCENE_SMALL   = 1 << 6, /* KING, ARRIVED: a smaller glyph */
} KlSceneFlags;

/* One mark.  Squares are cells y * width + x. */
typedef struct
{
  KlMark        kind;
  KlSceneRole   role;      /* kl_mark_role (kind) */
  guint         piece;     /* KL_ROLE_PIECE: whose colour (Camelot: 0 the king) */
  KlSceneFlags  flags;
  GArray       *cells;     /* of int, never NULL: its squares; a route's in order; a
                            * moving piece's [from, to] */
  GArray       *numbers;   /* of gint64 beside cells, or NULL: the label or value of each
                            * (move numbers, distances, degrees, costs, piece indices;
                            * < 0: none); COLOUR_COUNTS: the dark and the light count */
  GArray       *from;      /* of int beside cells, or NULL: arrows from[i] -> cells[i]
                            * (the BFS tree), a move's first square (MOVE_K/B/T) */
  GArray       *types;     /* of guint8 beside cells, or NULL: the kn_move_type of the
                            * move into cells[i] */
  double        t;         /* a route: its last segment drawn this far (0: whole);
                            * a moving piece: how far from cells[0] to cells[1] */
  guint         played;    /* PIECE_MOVE, RIDE: segments 1..played drawn solid */
  gint64        lo, hi;    /* KL_ROLE_SCALE: the values at the scale's two ends */
  int           corners[3]; /* squares whose number goes to a corner badge (a piece or a
                             * ring is on them); -1 */
} KlSceneMark;

/* Practice: what the learner has answered, drawn over the frame.  Arrays
 * of int cells; NULL for none. */
typedef struct
{
  gboolean  hide_answer; /* a question about the whole answer is open: the puzzle
                          * alone, nothing of the solution */
  gboolean  show_costs;  /* with hide_answer: Camelot's gathering costs all the same (the
                          * feedback on where to gather) */
  GArray   *picked;      /* picked, not yet checked */
  GArray   *hinted;
  GArray   *right;       /* after a verdict */
  GArray   *missed;
  GArray   *wrong;
} KlScenePractice;

/* What a scene is made from.  Borrowed for the call. */
typedef struct
{
  const KlPuzzle   *puzzle;
  KlMode            mode;
  gboolean          show_search;  /* tour: replay the backtracking search */
  gboolean          show_tree;    /* shortest path, distance map: the BFS tree */
  gboolean          show_costs;   /* Camelot: every gathering square's cost */
  const KlSolution *solution;     /* NULL, or (ignored unless it fits puzzle and mode) */
  double            frame;        /* animation position in steps; >= the frame count: at rest */
  double            cell;         /* a square's side in pixels; <= 0: large enough for all */
  const KlScenePractice *practice; /* NULL outside practice */
} KlSceneInput;

/* A frame's marks, in drawing order.  Immutable once made. */
typedef struct
{
  KlMode        mode;
  int           width;
  int           height;
  guint         frames;    /* the answer's animation steps; 0 = none */
  gboolean      finished;  /* at rest: the whole answer */
  int           step;      /* floor (frame), or frames at rest */
  double        t;         /* frame - step, eased; 0 at rest */
  double        cell;
  KlSceneHidden hidden;    /* what the squares are too small for */
  GPtrArray    *marks;     /* of KlSceneMark */
} KlScene;

/* The frame's scene; free it with kl_scene_free. */
KlScene     *kl_scene_new          (const KlSceneInput *in);
void         kl_scene_free         (KlScene            *scene);
/* The scene less its mark index: the board as it would be without that
 * mark (the tests check each mark is drawn where the scene puts it). */
KlScene     *kl_scene_copy_without (const KlScene      *scene,
                                    guint               index);

guint        kl_scene_get_n_marks  (const KlScene      *scene);
const KlSceneMark *kl_scene_get_mark (const KlScene    *scene,
                                      guint             index);
/* Whether the scene has a mark of kind. */
gboolean     kl_scene_has          (const KlScene      *scene,
                                    KlMark              kind);
/* The legend: the distinct kinds of the scene's marks, in KlMark order;
 * returns how many. */
guint        kl_scene_legend       (const KlScene      *scene,
                                    KlMark              marks[KL_N_MARKS]);

/* The palette entry every mark of kind is drawn in. */
KlSceneRole  kl_mark_role          (KlMark              kind);
/* Whether kind colours its squares (drawn in the squares' own pass). */
gboolean     kl_mark_fills         (KlMark              kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlScene, kl_scene_free)

G_END_DECLS
