/* knight.h - the public interface of libknight, the Knight Lab solver library.
 *
 * Plain C11 and libc. No globals, no hidden state: every search takes its
 * limits explicitly and every result is data the caller owns and frees.
 *
 * Coordinates: a square is (x, y) with x the file (0 = "a") from left to
 * right and y the rank (0 = "1") from White's side.  A cell is the index
 * y * width + x of a square on its board; boards hold at most KN_MAX_SQUARES
 * squares, so a cell always fits in 32 bits.
 */
#ifndef KNIGHT_H
#define KNIGHT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ----------------------------------------------------------------- version */

/* The version of this header.  The shared library's soname changes with
 * KN_VERSION_MAJOR, which changes whenever the interface changes
 * incompatibly. */
#define KN_VERSION_MAJOR 2
#define KN_VERSION_MINOR 0
#define KN_VERSION_MICRO 0
/* The three numbers in one, comparable: 10203 is 1.2.3. */
#define KN_VERSION_NUMBER (KN_VERSION_MAJOR * 10000 + KN_VERSION_MINOR * 100 + KN_VERSION_MICRO)

/* The version of the library actually linked, as KN_VERSION_NUMBER; compare
 * it with the header's to tell a program built against another version. */
unsigned kn_version(void);

/* ------------------------------------------------------------------ status */

typedef enum {
  KN_OK = 0,
  KN_ERR_INVALID,   /* an argument is malformed or out of range */
  KN_ERR_NOMEM,     /* an allocation failed */
  KN_ERR_TOO_LARGE, /* a size beyond the library's limits */
  KN_ERR_CANCELLED, /* the caller's cancel callback asked to stop */
  KN_ERR_BUDGET,    /* the node budget ran out before an answer */
  KN_ERR_PARSE,     /* text that is not what was expected */
  KN_ERR_RANGE      /* a square that is not on the board */
} kn_status;

/* A short English description of a status; never NULL, static storage. */
const char *kn_status_str(kn_status status);

/* Limits every search honours.  Pass NULL for "no limits".
 * node_budget: 0 means unlimited; otherwise the search stops with
 * KN_ERR_BUDGET after expanding that many nodes.
 * cancel: a non-zero return stops the search with KN_ERR_CANCELLED, and is
 * the callback's last call.  It may be called from whatever thread runs the
 * search.  Every search (distance map, A*, dynamic knight, tour search,
 * Camelot) calls it before or on its first node and then at least once
 * every KN_CANCEL_POLL_NODES nodes, counted as the node budget counts them,
 * so a request is seen within that much work; set-up work that expands no
 * node (filling a board, building a huge tour) polls too, in steps of
 * bounded size.  tests/test-limits.c checks this by counting. */
#define KN_CANCEL_POLL_NODES 4096
typedef int (*kn_cancel_fn)(void *user_data);

typedef struct {
  uint64_t node_budget;
  kn_cancel_fn cancel;
  void *cancel_data;
} kn_limits;

/* ------------------------------------------------------------------ board */

#define KN_MAX_SQUARES ((uint64_t)1 << 31)

typedef struct {
  int32_t x; /* file, 0 = a */
  int32_t y; /* rank, 0 = 1 */
} kn_square;

typedef uint32_t kn_cell;

typedef struct kn_board kn_board;

/* Creates an empty width x height board (every square free).  Sizes below 1
 * give KN_ERR_INVALID; a side beyond INT32_MAX or more than KN_MAX_SQUARES
 * squares in all KN_ERR_TOO_LARGE.
 * The caller frees *out with kn_board_free. */
kn_status kn_board_new(int64_t width, int64_t height, kn_board **out);
/* A deep copy; the caller frees *out with kn_board_free. */
kn_status kn_board_copy(const kn_board *board, kn_board **out);
void kn_board_free(kn_board *board); /* NULL is a no-op */

int32_t kn_board_width(const kn_board *board);
int32_t kn_board_height(const kn_board *board);
uint64_t kn_board_squares(const kn_board *board);
uint64_t kn_board_blocked_count(const kn_board *board);

bool kn_board_contains(const kn_board *board, kn_square sq);
/* True when sq is on the board and not blocked. */
bool kn_board_is_free(const kn_board *board, kn_square sq);
/* KN_ERR_RANGE when sq is off the board. */
kn_status kn_board_set_blocked(kn_board *board, kn_square sq, bool blocked);
void kn_board_clear(kn_board *board);

/* Conversions between squares and cells; sq must be on the board. */
kn_cell kn_board_cell(const kn_board *board, kn_square sq);
kn_square kn_board_square(const kn_board *board, kn_cell cell);

/* --------------------------------------------------------------- notation */

/* Algebraic notation: files a..z, then aa, ab, ... az, ba, ... (as spreadsheet
 * columns, so any width works), ranks 1..height: "a1", "h8", "aa10". */
enum {
  KN_NOTATION_UPPERCASE = 1 << 0 /* files in capitals ("D4"), as the Camelot judge */
};

/* The longest formatted square plus its terminating NUL. */
#define KN_SQUARE_BUFSIZE 24

/* Parses exactly len bytes of text (no NUL needed) as a square of a
 * width x height board.  KN_ERR_PARSE when the text is not a square in the
 * notation (wrong case counts as not a square), KN_ERR_RANGE when it is a
 * square but not on that board.  *out is written only on KN_OK. */
kn_status kn_square_parse(const char *text, size_t len, int32_t width, int32_t height,
                          unsigned flags, kn_square *out);

/* Writes sq (x, y >= 0) as text with a NUL into buf, truncating to bufsize
 * like snprintf; returns the full length.  KN_SQUARE_BUFSIZE always fits. */
size_t kn_square_format(kn_square sq, unsigned flags, char *buf, size_t bufsize);

/* ------------------------------------------------------------------ moves */

/* An (m, n) leaper jumps m squares along one axis and n along the other:
 * knight (1,2), camel (1,3), zebra (2,3), giraffe (1,4), alfil (2,2),
 * wazir (0,1), ferz (1,1), dabbaba (0,2).  0 <= m, n <= KN_LEAPER_MAX,
 * not both 0. */
typedef struct {
  int32_t m;
  int32_t n;
} kn_leaper;

#define KN_LEAPER_MAX 64
#define KN_KNIGHT ((kn_leaper){ 1, 2 })

bool kn_leaper_valid(kn_leaper leaper);
/* True for the knight, (1,2) or (2,1). */
bool kn_leaper_is_knight(kn_leaper leaper);
/* Writes the distinct (dx, dy) offsets of the leaper (4 or 8 of them) into
 * out and returns how many; 0 for an invalid leaper. */
size_t kn_leaper_offsets(kn_leaper leaper, kn_square out[8]);

/* What kind of move brought a piece onto a square. */
typedef enum {
  KN_MOVE_START = 0, /* the first square of a route: no move */
  KN_MOVE_LEAP,      /* a leaper's jump (the knight's L) */
  KN_MOVE_DYN_K,     /* dynamic knight: K, an ordinary knight move */
  KN_MOVE_DYN_B,     /* dynamic knight: B, two squares diagonally */
  KN_MOVE_DYN_T,     /* dynamic knight: T, mirror across a middle axis */
  KN_MOVE_KING,      /* Camelot: the king steps one square */
  KN_MOVE_RIDE       /* Camelot: the king rides along with a knight */
} kn_move_type;

/* The squares a dynamic knight reaches from sq with one move of the given
 * type (KN_MOVE_DYN_K, _B or _T) on the board, skipping blocked and
 * off-board squares; returns how many were written to out (at most 8).
 * T mirrors across the vertical middle axis (x -> width-1-x) or the
 * horizontal one (y -> height-1-y); a mirror image equal to sq itself (the
 * middle file or rank of an odd-sized board) is no move and is skipped. */
size_t kn_dynamic_moves(const kn_board *board, kn_square sq, kn_move_type type,
                        kn_square out[8]);

/* ------------------------------------------------------------------ paths */

/* A route: squares in order, each with the type of move that reached it
 * (the first is KN_MOVE_START).  A route of n squares makes n - 1 moves. */
typedef struct kn_path kn_path;

size_t kn_path_length(const kn_path *path); /* number of squares */
kn_square kn_path_square(const kn_path *path, size_t i);
kn_move_type kn_path_move(const kn_path *path, size_t i);
const kn_square *kn_path_squares(const kn_path *path);
void kn_path_free(kn_path *path); /* NULL is a no-op */

/* ----------------------------------------------------- BFS distance maps */

typedef struct kn_distmap kn_distmap;

/* Breadth-first search from start over the free squares of board with the
 * leaper's moves.  The result holds the distance of every square and the
 * order squares were reached in (the search trace).  start must be a free
 * square (KN_ERR_RANGE otherwise).  The caller frees *out with
 * kn_distmap_free. */
kn_status kn_distmap_compute(const kn_board *board, kn_leaper leaper, kn_square start,
                             const kn_limits *limits, kn_distmap **out);
void kn_distmap_free(kn_distmap *map); /* NULL is a no-op */

/* Moves from the start to sq; -1 for squares that are blocked, unreachable
 * or off the board. */
int32_t kn_distmap_get(const kn_distmap *map, kn_square sq);
/* The largest distance of any reached square. */
int32_t kn_distmap_max(const kn_distmap *map);
/* How many squares were reached (the start included). */
size_t kn_distmap_reached_count(const kn_distmap *map);
/* The i-th square reached, in BFS order: index 0 is the start, and
 * distances never decrease along the order, so replaying it shows the wave. */
kn_square kn_distmap_reached(const kn_distmap *map, size_t i);
/* One shortest route from the start to target.  *out is set to NULL (and
 * KN_OK returned) when target cannot be reached.  The caller frees *out. */
kn_status kn_distmap_path(const kn_distmap *map, kn_square target, kn_path **out);
/* The bytes of the map's arrays (its distances and its order). */
size_t kn_distmap_bytes(const kn_distmap *map);
/* The leaper the map was computed for, and the board's size. */
kn_leaper kn_distmap_leaper(const kn_distmap *map);
int32_t kn_distmap_width(const kn_distmap *map);
int32_t kn_distmap_height(const kn_distmap *map);

/* --------------------------------------------------- single start-to-target */

/* The minimum number of leaper moves from -> to over free squares, and one
 * shortest route.  A* guided by the unobstructed distance, so a query on a
 * huge board explores little more than the neighbourhood of the route.
 * *moves is -1 and *path NULL when to cannot be reached (KN_OK).  path may
 * be NULL when only the count is wanted.  from and to must be free squares
 * (KN_ERR_RANGE otherwise).  The caller frees *path. */
kn_status kn_shortest_path(const kn_board *board, kn_leaper leaper, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path);

/* ------------------------------------------------- searches side by side */
/* Implemented in search.c.  One start-to-target query by the algorithm the
 * caller picks, counting what it does and recording it as a trace, so that
 * the searches can be shown and compared on one board (docs/libknight.md).
 * kn_shortest_path stays the fast query; these are for teaching and for the
 * comparison: every one uses plain per-square arrays. */

typedef enum {
  KN_SEARCH_BFS = 0,        /* breadth-first: layer by layer, stops once the layer that
                             * reaches the target is done; a shortest route */
  KN_SEARCH_BIDIRECTIONAL,  /* breadth-first from both ends, a whole layer of the side with
                             * the smaller queue at a time, until the two meet; a shortest
                             * route */
  KN_SEARCH_ASTAR,          /* A*: least g + h first, h the exact knight distance of the
                             * empty board of the same size (other leapers: their distance
                             * on an unbounded board); a shortest route, expanding no
                             * square BFS does not */
  KN_SEARCH_GREEDY,         /* greedy best-first: least h first; a route, not always the
                             * shortest */
  KN_SEARCH_DFS,            /* depth-first in the fixed order of kn_leaper_offsets, every
                             * square entered once, stopping at the first route: usually
                             * not the shortest */
  KN_SEARCH_IDDFS,          /* iterative deepening: depth-first searches limited to 0, 1,
                             * 2... moves, a square re-entered only at a smaller depth than
                             * before in the same iteration; a shortest route */
  KN_N_SEARCHES
} kn_search_algorithm;

/* Boards beyond this many squares give KN_ERR_TOO_LARGE (about 13 bytes a
 * square, plus the trace). */
#define KN_SEARCH_MAX_SQUARES ((uint64_t)1 << 25)

/* What a trace event records. */
typedef enum {
  KN_SEARCH_EXPAND = 0, /* BFS, bidirectional, A*, greedy: cell taken from the open set and
                         * its moves tried; DFS, IDDFS: cell entered (pushed on the route);
                         * its moves are tried unless it is the target or, IDDFS, at the
                         * depth limit */
  KN_SEARCH_GENERATE,   /* BFS, bidirectional, A*, greedy: cell put in the open set (again,
                         * for A*, when a shorter way to it was found), by parent */
  KN_SEARCH_BACKTRACK,  /* DFS, IDDFS: the search stepped back off cell (popped it) */
  KN_SEARCH_DEEPEN,     /* IDDFS: a new iteration with the depth limit g starts on the
                         * start (cell): the route is emptied */
  KN_SEARCH_MEET        /* bidirectional: the searches met on cell; g moves from the start,
                         * h moves from the target; the last event */
} kn_search_event_kind;

typedef struct {
  kn_cell cell;
  kn_cell parent;   /* the square it came from; KN_NO_CELL for none (a start) */
  uint8_t kind;     /* a kn_search_event_kind */
  uint8_t side;     /* bidirectional: 0 the search from the start, 1 from the target */
  int32_t g;        /* moves from its side's start along the search's tree (DFS, IDDFS:
                     * the depth on the route) */
  int32_t h;        /* A*, greedy: the bound on the moves left to the target; -1 otherwise
                     * (MEET: see above) */
} kn_search_event;

/* What the search did, counted as it ran. */
typedef struct {
  uint64_t expanded;   /* squares whose moves were tried (counted again when re-expanded:
                        * IDDFS over its iterations) */
  uint64_t generated;  /* squares put in the open set, the start(s) included; DFS, IDDFS:
                        * squares entered */
  uint64_t backtracks; /* DFS, IDDFS: steps back off a square; 0 otherwise */
  uint64_t memory;     /* peak bytes of the search's working structures (per-square arrays,
                        * queues, heap, stack), the trace excluded */
  uint32_t iterations; /* IDDFS: depth limits tried; 1 otherwise */
} kn_search_stats;

typedef struct kn_search kn_search;

/* Searches from -> to with algorithm over the free squares of board with
 * the leaper's moves.  from and to must be free squares (KN_ERR_RANGE);
 * KN_ERR_TOO_LARGE beyond KN_SEARCH_MAX_SQUARES.  The trace keeps the
 * first trace_max events (0: none; kn_search_trace says when it was cut).
 * The limits' budget counts expanded squares.  A target that cannot be
 * reached is KN_OK with kn_search_moves -1.  The caller frees *out with
 * kn_search_free. */
kn_status kn_search_path(const kn_board *board, kn_leaper leaper, kn_square from, kn_square to,
                         kn_search_algorithm algorithm, size_t trace_max,
                         const kn_limits *limits, kn_search **out);
void kn_search_free(kn_search *search); /* NULL is a no-op */

kn_search_algorithm kn_search_get_algorithm(const kn_search *search);
/* The squares searched from and to (either pointer may be NULL), and the leaper. */
void kn_search_ends(const kn_search *search, kn_square *from, kn_square *to);
kn_leaper kn_search_leaper(const kn_search *search);
/* The route's moves; -1 when the target cannot be reached. */
int64_t kn_search_moves(const kn_search *search);
/* The route (borrowed, freed with search); NULL when there is none. */
const kn_path *kn_search_route(const kn_search *search);
/* The route, handed over: the caller frees it with kn_path_free, and
 * kn_search_route is NULL from then on (kn_search_moves is kept). */
kn_path *kn_search_take_route(kn_search *search);
void kn_search_get_stats(const kn_search *search, kn_search_stats *out);
/* The trace (borrowed): *count events, *truncated when events were left out
 * (either may be NULL). */
const kn_search_event *kn_search_trace(const kn_search *search, size_t *count, bool *truncated);
/* Bidirectional: the square where the searches met and its moves from the
 * start and from the target (they add up to kn_search_moves); false when
 * there was no meeting (or another algorithm).  Any pointer may be NULL. */
bool kn_search_meeting(const kn_search *search, kn_square *square, int32_t *from_start,
                       int32_t *from_target);
/* The bound A* and greedy use: the moves from sq to the target on the empty
 * board (knight: exact; other leapers: unbounded-board distance); -1 when
 * sq cannot reach it even there.  Any algorithm's search answers it. */
int64_t kn_search_bound(const kn_search *search, kn_square sq);
/* A short English name: "bfs", "bidirectional", "astar", "greedy", "dfs",
 * "iddfs"; NULL out of range. */
const char *kn_search_algorithm_name(kn_search_algorithm algorithm);

/* ------------------------------------------- knight distance, no obstacles */

/* True when kn_knight_distance_fast is exact for every pair of squares on an
 * empty width x height board (both sides large enough for the closed form). */
bool kn_knight_formula_exact(int32_t width, int32_t height);

/* O(1) knight distance between a and b on an empty board for which
 * kn_knight_formula_exact holds; on any other board the result is a lower
 * bound only.  a and b must be on the board. */
int64_t kn_knight_distance_fast(int32_t width, int32_t height, kn_square a, kn_square b);

/* The exact knight distance on an empty board of any size: the closed form
 * where it is exact, a BFS otherwise.  *out is -1 when b cannot be reached
 * (e.g. on boards 1 or 2 wide).  KN_ERR_RANGE when a square is off the board. */
kn_status kn_knight_distance(int32_t width, int32_t height, kn_square a, kn_square b,
                             int64_t *out);

/* What kn_knight_distance_map did. */
typedef struct {
  uint64_t evaluated;  /* squares whose distance the closed form gave */
  uint64_t expanded;   /* squares a BFS of the empty board expanded (sides under 5 only) */
  uint64_t peak_bytes; /* the map filled, and that BFS's map */
  bool by_formula;     /* the closed form held (kn_knight_formula_exact) */
} kn_formula_work;

/* The knight's distance from start to every square of board as if it were
 * EMPTY (its blocked squares ignored as obstacles): dist[y * width + x],
 * -1 on blocked squares and where the empty board has no route.  By the
 * closed form where kn_knight_formula_exact holds (O(1) a square), else by
 * one BFS of the empty board of the same size.  Walls only lengthen routes,
 * so every square the real board's BFS reaches has a distance at least
 * this one.  dist holds kn_board_squares(board) entries, the caller's.
 * The node budget counts squares evaluated (or expanded).  KN_ERR_RANGE
 * when start is not a free square. */
kn_status kn_knight_distance_map(const kn_board *board, kn_square start, const kn_limits *limits,
                                 int32_t *dist, kn_formula_work *work);

/* -------------------------------------------------------- dynamic knight */

/* Shortest route of the dynamic knight (moves K, B, T; never the same type
 * twice in a row; the first move may be any type) from -> to over the free
 * squares.  BFS over (square, type of the last move).  *moves is -1 and
 * *path NULL when to cannot be reached or is blocked; 0 with a one-square
 * path when from == to.  The path's move types are KN_MOVE_DYN_*.
 * KN_ERR_TOO_LARGE on boards of more than 2^30 squares (four states a
 * square are indexed in 32 bits).  The caller frees *path (path may be NULL). */
kn_status kn_dynamic_solve(const kn_board *board, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path);

/* ------------------------------------------------------------------ tours */
/* Implemented in tour.c (the rules and checks in tour-checks.c). */

typedef enum {
  KN_TOUR_FOUND = 0, /* a tour was found */
  KN_TOUR_NONE,      /* proven: no tour exists (from that start) */
  KN_TOUR_GAVE_UP    /* the search stopped (budget, or undecided) without an answer */
} kn_tour_outcome;

/* A trace replays as a stack of cells: ENTER pushes, BACKTRACK pops the
 * top, RESTART empties it and pushes its cell (a new attempt from that
 * start: the solver may try several starts or tie-break orders).  Every
 * trace begins with a RESTART; a found tour is the stack at the end. */
typedef enum {
  KN_TRACE_ENTER = 0, /* the search stepped onto the cell */
  KN_TRACE_BACKTRACK, /* the search stepped back off the cell */
  KN_TRACE_RESTART    /* the search dropped its route and starts again on the cell */
} kn_trace_kind;

typedef struct {
  kn_cell cell;
  uint32_t kind; /* a kn_trace_kind */
} kn_trace_event;

/* No cell: a square a note does not name. */
#define KN_NO_CELL UINT32_MAX

/* Why the search did what a trace event records, as it knew at that moment
 * (kn_trace_note.why).  The trace keeps a note an event (kn_tour_trace_notes)
 * and a found tour a note a square (kn_tour_route_notes), so the app and
 * knight-solve can say what decided every step without searching again.
 * See docs/explain.md. */
typedef enum {
  KN_WHY_NONE = 0,     /* nothing recorded */
  KN_WHY_BUILT,        /* a square of a tour made without choices: a construction (see
                        * kn_tour_get_method), or a search's tour shown reversed */
  /* RESTART: why an attempt begins */
  KN_WHY_START,        /* the first attempt from this start */
  KN_WHY_NEXT_START,   /* the attempts from the previous start found no tour: a new start */
  KN_WHY_PROBE,        /* the previous attempt used up its short probe's nodes: again from
                        * the same start, with another tie-break */
  KN_WHY_FULL,         /* the probes used up theirs: the search that runs to the end (or
                        * to the caller's budget) */
  /* ENTER: what decided the square */
  KN_WHY_ONLY,         /* the only square the search could take */
  KN_WHY_FEWEST,       /* strictly the fewest onward moves (Warnsdorff's rule) */
  KN_WHY_FARTHEST,     /* tied on onward moves, and farther from the centre (Roth's rule) */
  KN_WHY_SEEDED,       /* tied (on onward moves, and on the centre unless ties are
                        * KN_TIES_SEEDED): the seeded order of moves picked it */
  KN_WHY_NEXT,         /* the search came back here: its earlier choices failed, and this
                        * is the next in its order (rank) */
  /* BACKTRACK: why the search stepped back off the cell */
  KN_WHY_DEAD_END,     /* no unvisited square one move away, and squares remain */
  KN_WHY_EXHAUSTED,    /* every square the search could take from here failed (choices) */
  KN_WHY_CUT_OFF,      /* witness is unvisited, not a move from the cell, and has no free
                        * unvisited square a move away (nor, closed, the start; nor is it
                        * the end square): no route can reach it */
  KN_WHY_DISCONNECTED, /* witness cannot be reached from the cell over unvisited squares */
  KN_WHY_STRANDED,     /* witness (and witness2) is a move from the cell and has no other
                        * free unvisited square a move away: once entered the route ends
                        * there, yet other squares remain (with two: only one can be
                        * entered) */
  KN_WHY_TWO_ENDS,     /* open route, no end square: witness and witness2, not a move from
                        * the cell, have one free unvisited square a move away each, so
                        * both would have to be the route's last square */
  KN_WHY_ONE_WAY,      /* closed, or with an end square: witness, not a move from the cell,
                        * has a single way in and out left (counting the start of a closed
                        * tour and the end square's finish): entered, it is never left */
  KN_WHY_NO_RETURN,    /* closed: the start (witness) has no free unvisited square a move
                        * away: the route cannot come back to it */
  KN_WHY_NOT_CLOSING,  /* every square is visited, but the cell is not a move from the start
                        * (closed) or is not the end square (witness: the start or the end) */
  KN_WHY_END_WAITS,    /* the only square a move away is the end square (witness), which
                        * must come last, and other squares remain */
  KN_WHY_REQUIRED,     /* a construction's required moves cannot all be kept (only the
                        * construction's own searches, which keep no trace) */
  KN_WHY_IN_ORDER      /* ENTER, plain backtracking: the next untried move in
                        * kn_leaper_offsets order (rank: the moves tried before it) */
} kn_trace_why;

/* How an attempt breaks ties between squares with as few onward moves. */
enum {
  KN_TIES_ROTH = 0,    /* the square farther from the centre, then the seeded order */
  KN_TIES_SEEDED = 1   /* the seeded order of moves alone */
};

/* The note of one trace event or one square of a found tour. */
typedef struct {
  uint8_t why;        /* a kn_trace_why */
  uint8_t rank;       /* ENTER: the square's place in the search's order there, 0 = its
                       * first choice; RESTART: the attempt from this start, 0 = the first */
  uint8_t choices;    /* ENTER: the squares the search could take there; BACKTRACK
                       * (KN_WHY_EXHAUSTED): the ones it tried */
  uint8_t ties;       /* ENTER, RESTART: KN_TIES_ROTH or KN_TIES_SEEDED */
  kn_cell witness;    /* the square the reason is about, or KN_NO_CELL */
  kn_cell witness2;   /* a second one, or KN_NO_CELL */
} kn_trace_note;

/* Which algorithm kn_tour_solve runs (kn_tour_options.algorithm).  See
 * docs/tours.md, "Algorithms". */
typedef enum {
  KN_TOUR_ALGO_WARNSDORFF = 0, /* the default: the rules, then Warnsdorff's rule with
                                * backtracking and pruning, or the constructions
                                * (kn_tour_get_method says which) */
  KN_TOUR_ALGO_WARNSDORFF_PLAIN, /* one walk by Warnsdorff's rule (the default's tie-break:
                                  * farther from the centre, then the first in
                                  * kn_leaper_offsets order), never backing up: stuck, it
                                  * gives up with KN_REASON_STUCK */
  KN_TOUR_ALGO_BACKTRACKING,   /* depth-first in kn_leaper_offsets order, no pruning but
                                * "visited", within the node budget; no rules first */
  KN_TOUR_ALGO_CONSTRUCTION    /* the block construction (KN_TOUR_METHOD_BLOCKS, or
                                * CORRIDOR to an end square) on any board it applies to,
                                * after the rules; elsewhere KN_REASON_NOT_APPLICABLE */
} kn_tour_algorithm;

typedef struct {
  bool closed;          /* the last square must be a leaper move from the first */
  bool has_start;       /* start is given; otherwise the solver picks */
  kn_square start;
  kn_leaper leaper;     /* KN_KNIGHT by default */
  size_t trace_budget;  /* record at most this many trace events; 0 = none */
  uint64_t seed;        /* for any randomised tie-breaking; same seed, same tour */
  bool has_end;         /* the tour must end on end (a closed one: end is its last
                         * square, a move from the start) */
  kn_square end;
  kn_tour_algorithm algorithm; /* KN_TOUR_ALGO_WARNSDORFF by default */
} kn_tour_options;

/* The node budget the Knight Lab front ends give tour searches by default
 * (the app, knight-solve tour, knight-solve FILE): about a second or two of
 * search.  Pass it in kn_limits.node_budget; 0 there means no limit. */
#define KN_TOUR_DEFAULT_BUDGET ((uint64_t)20000000)

/* Sets the defaults: open, no start, no end, knight, no trace, seed 0,
 * KN_TOUR_ALGO_WARNSDORFF. */
void kn_tour_options_init(kn_tour_options *opts);

typedef struct kn_tour kn_tour;

/* How a tour was made, so a front end never calls a constructed tour's
 * squares Warnsdorff's choices (kn_tour_get_method). */
typedef enum {
  KN_TOUR_METHOD_NONE = 0, /* no method ran: a theorem or a linear check decided "none" */
  KN_TOUR_METHOD_SEARCH,   /* the depth-first search in Warnsdorff's order (boards up to
                            * 8 x 8, blocked squares, other leapers) */
  KN_TOUR_METHOD_ROWS,     /* boards 3 or 4 wide, and 5 wide to an end square: the row
                              automaton, no search */
  KN_TOUR_METHOD_BLOCKS,   /* larger empty boards: block tours joined end to end */
  KN_TOUR_METHOD_CORRIDOR  /* larger empty boards to an end square: a corridor of block
                            * routes from the start to the end, the other blocks joined in */
} kn_tour_method;

/* Finds a tour of the free squares of board.  The outcome tells a tour from a
 * proof that none exists from a search that gave up; KN_ERR_CANCELLED when
 * the cancel callback stopped it (*out is then NULL).  The caller frees *out
 * with kn_tour_free.  A start or end that is off the board or blocked gives
 * KN_ERR_RANGE.  The tour begins on opts->start when has_start is set,
 * elsewhere on a square the solver picks, and ends on opts->end when
 * has_end is set.  An open tour may happen to end a move from its start,
 * and kn_tour_is_closed then says so.
 *
 * Empty boards (knight moves) never give up without an end square: the
 * rules (kn_tour_start_possible) decide, then the search on boards up to
 * 8 x 8, linear-time constructions elsewhere; the limits' budget only
 * matters to the search.  With an end square the answer is exact up to 8 x 8
 * and on boards 3 or 4 wide; larger boards get a construction when a side is
 * even, else the search within the limits.  Blocked boards and other
 * leapers: checks linear in the board first (the free squares in one piece,
 * dead ends, colour counts), then the search within the limits; "none" only
 * when a check or the whole search proves it.  See docs/tours.md. */
kn_status kn_tour_solve(const kn_board *board, const kn_tour_options *opts,
                        const kn_limits *limits, kn_tour **out);
void kn_tour_free(kn_tour *tour); /* NULL is a no-op */

kn_tour_outcome kn_tour_get_outcome(const kn_tour *tour);
bool kn_tour_is_closed(const kn_tour *tour);
/* Nodes the search expanded (for "gave up after N nodes"). */
uint64_t kn_tour_nodes(const kn_tour *tour);
/* The tour's cells in visiting order (count = free squares when found);
 * NULL and a count of 0 without a tour.  Borrowed: freed with the tour. */
const kn_cell *kn_tour_cells(const kn_tour *tour, size_t *count);
/* The recorded search trace (may be shorter than the search, see
 * trace_budget); *truncated is set when events were dropped.  Borrowed:
 * freed with the tour.  count and truncated may be NULL. */
const kn_trace_event *kn_tour_trace(const kn_tour *tour, size_t *count, bool *truncated);

/* The notes of the trace: one a kn_tour_trace event, *count of them (the
 * same count), saying why the search did each thing as it knew then: what
 * decided a square (ENTER), what pruned it or forced the step back
 * (BACKTRACK, with the witness square), why an attempt began (RESTART).
 * A search that proves no tour from a start ends with a BACKTRACK of the
 * start (KN_WHY_EXHAUSTED, or the reason the start itself fails).  A
 * constructed tour's trace (its squares in order) has KN_WHY_BUILT notes.
 * Borrowed: freed with the tour.  NULL and 0 without a trace. */
const kn_trace_note *kn_tour_trace_notes(const kn_tour *tour, size_t *count);
/* The notes of a found tour's squares, one a kn_tour_cells cell: for square
 * i >= 1 what decided it when the search, in the attempt that found the
 * tour, stepped onto it (its rank among the choices there; when 0, why the
 * first), for square 0 the attempt's RESTART note.  Kept when a trace was
 * asked for (trace_budget > 0), whole even when the trace is truncated.
 * NULL (and 0) when the tour was not made by the search going forward (see
 * kn_tour_get_method and kn_tour_is_reversed).  Borrowed: freed with the tour. */
const kn_trace_note *kn_tour_route_notes(const kn_tour *tour, size_t *count);
/* How the tour was made (also for "none" and "gave up": the method that
 * tried).  A tour to an end square without a start is made from the end
 * and reversed: kn_tour_is_reversed says so (also when none was found:
 * the search's trace then starts on the end square, with no end square of
 * its own), and a found tour's squares then do not follow the method's
 * choices going forward: its trace is the tour's squares, KN_WHY_BUILT. */
kn_tour_method kn_tour_get_method(const kn_tour *tour);
bool kn_tour_is_reversed(const kn_tour *tour);
/* The options the tour was solved with (the defaults' when none were
 * given), into *opts. */
void kn_tour_get_options(const kn_tour *tour, kn_tour_options *opts);

/* What the algorithm did, counted as it ran (kn_tour_get_work).  A figure
 * the algorithm has no such thing of is KN_TOUR_WORK_NONE. */
#define KN_TOUR_WORK_NONE UINT64_MAX
typedef struct {
  uint64_t expanded;   /* squares entered whose moves the algorithm looked at (a
                        * construction: the squares its walk laid down) */
  uint64_t nodes;      /* squares entered (kn_tour_nodes): every attempt's; a
                        * construction: its small block searches' */
  uint64_t backtracks; /* steps back off a square; NONE for the construction and plain
                        * Warnsdorff, which never back up */
  uint64_t memory;     /* peak bytes of the algorithm's own working arrays (the route,
                        * marks, stacks, block codes), as allocated; not the trace */
} kn_tour_work;
void kn_tour_get_work(const kn_tour *tour, kn_tour_work *out);

/* The algorithm that ran (kn_tour_options.algorithm as asked). */
kn_tour_algorithm kn_tour_get_algorithm(const kn_tour *tour);

/* The blocks of a tour made by KN_TOUR_ALGO_CONSTRUCTION (method BLOCKS or
 * CORRIDOR), each a rectangle of the board: together they cover it, none
 * overlapping, in rows from the bottom, left to right. */
typedef struct {
  int32_t x, y;          /* the lower left square */
  int32_t width, height;
  bool corridor;         /* CORRIDOR: a block of the corridor (a route through it from the
                          * start's block to the end's), else a closed tour joined in */
} kn_tour_block;

/* Where two blocks' tours are joined: moves a-b in one block and c-d in the
 * other are swapped for the moves a-c and b-d across (n_moves 2), or, along
 * a corridor, one route's last square leads to the next's first (n_moves 1,
 * move[0] only).  Every move is a move of the finished tour. */
typedef struct {
  uint32_t block_a, block_b; /* indices into kn_tour_blocks */
  uint32_t n_moves;          /* 1 or 2 */
  kn_square move[2][2];      /* each joining move: its square in block_a, in block_b */
} kn_tour_join;

/* The blocks and their joins (count of each); NULL and 0 when the tour was
 * not built by KN_TOUR_ALGO_CONSTRUCTION.  Borrowed: freed with the tour. */
const kn_tour_block *kn_tour_blocks(const kn_tour *tour, size_t *count);
const kn_tour_join *kn_tour_joins(const kn_tour *tour, size_t *count);

/* Whether a tour exists on an empty width x height board, by the theorems
 * (Schwenk for closed tours; the classification of open tours).  A 1 x 1
 * board has an open tour (its one square) and no closed one. */
bool kn_tour_exists(int32_t width, int32_t height, bool closed);

/* Why a tour answer is "none" (what proves it) or "gave up", with its
 * evidence, so that every front end can say it and show it the same way. */
typedef enum {
  KN_REASON_NONE = 0,     /* a tour was found: there is nothing to explain */
  KN_REASON_BOARD_RULE,   /* a theorem about empty boards: kn_tour_reason_rule */
  KN_REASON_COLOUR,       /* the colour counts: kn_tour_reason_colours */
  KN_REASON_DEAD_ENDS,    /* squares with too few free neighbours: kn_tour_reason_squares */
  KN_REASON_DISCONNECTED, /* pieces the leaper cannot cross between: kn_tour_reason_pieces */
  KN_REASON_EXHAUSTED,    /* an exhaustive search found nothing: the search (its
                           * nodes in kn_tour_nodes) or, on boards 3 or 4 wide, the
                           * row automaton (which counts no nodes) */
  KN_REASON_GAVE_UP,      /* the node budget ran out; nothing is proven */
  KN_REASON_UNREACHABLE,  /* routes, maps, Camelot: a square the piece cannot reach, and
                           * the argument that proves it (kn_reach_reason_argument) */
  KN_REASON_STUCK,        /* gave up: plain Warnsdorff got stuck (kn_tour_reason_stuck);
                           * nothing is proven, a tour may exist */
  KN_REASON_NOT_APPLICABLE /* gave up: the construction does not apply to the board
                            * (kn_tour_reason_unfit); nothing is proven */
} kn_reason;

/* Why the construction does not apply (KN_REASON_NOT_APPLICABLE). */
typedef enum {
  KN_UNFIT_NONE = 0,
  KN_UNFIT_LEAPER,    /* not the knight: the blocks are knight's tours */
  KN_UNFIT_BLOCKED,   /* blocked squares: the blocks need the whole board */
  KN_UNFIT_SMALL,     /* a side below 5: too small for a block */
  KN_UNFIT_ODD_END,   /* an end square on a board with both sides odd: the corridor needs
                       * an even side */
  KN_UNFIT_NO_CUT     /* no way of cutting the board the construction tries worked */
} kn_tour_unfit;

/* KN_REASON_NOT_APPLICABLE: which; KN_UNFIT_NONE otherwise. */
kn_tour_unfit kn_tour_reason_unfit(const kn_tour *tour);

/* KN_REASON_STUCK: the route plain Warnsdorff walked (*count cells, the last
 * the square it is stuck on), and why it stopped there: KN_WHY_DEAD_END (no
 * free unvisited square a move away, and *unvisited squares remain),
 * KN_WHY_END_WAITS (the only one is the end square, which must come last)
 * or KN_WHY_NOT_CLOSING (every square visited, a closed tour asked for, and
 * the last square not a move from the start).  unvisited and why may be
 * NULL.  Borrowed: freed with the tour.  NULL and 0 otherwise. */
const kn_cell *kn_tour_reason_stuck(const kn_tour *tour, size_t *count, uint64_t *unvisited,
                                    kn_trace_why *why);

/* The theorems about empty boards (knight moves) behind KN_REASON_BOARD_RULE
 * and, for the colour ones, KN_REASON_COLOUR.  See docs/tours.md. */
typedef enum {
  KN_RULE_NONE = 0,
  KN_RULE_ONE_LINE,      /* 1 x n, n > 1: no knight move at all (1 x 1: no cycle) */
  KN_RULE_TWO_LINES,     /* 2 x n: the moves never leave four chains of squares */
  KN_RULE_SMALL_BOARD,   /* no longer given: each small board below has its own proof */
  KN_RULE_CLOSED_ODD,    /* closed: an odd number of squares (a colour argument) */
  KN_RULE_CLOSED_NARROW, /* closed: a side of 1, 2 or 4 (Schwenk) */
  KN_RULE_CLOSED_THREE,  /* closed: 3 x 4, 3 x 6, 3 x 8 (Schwenk) */
  KN_RULE_CORNER_COLOUR, /* odd board: tours start and end on the corners' colour */
  KN_RULE_OUTER_LINES,   /* a side of 4: tours start and end on the two outer lines */
  KN_RULE_THREE_STARTS,  /* 3 x 4 middle ranks, 3 x 7 centre, 3 x 8 b3 and b6 */
  KN_RULE_END_COLOUR,    /* even board: the start and the end have different colours */
  KN_RULE_SAME_SQUARE,   /* the end is the start, on more than one square */
  KN_RULE_CLOSING_MOVE,  /* closed with an end: the end must be a move from the start */
  KN_RULE_FIVE_CORNERS,  /* a side of 5: a route ending on c2 (or its image at another
                          * corner pair) starts on a1 or e1, the corners next to it */
  /* No open tour on the small boards, each by its own short proof: */
  KN_RULE_LONE_CENTRE,    /* 3 x 3: the centre has no move */
  KN_RULE_FOUR_CORNERS,   /* 4 x 4: the corners force both ends, and the edge squares
                           * left between them form two separate rings */
  KN_RULE_CENTRE_CORNERS, /* 3 x 5: the centre serves only two corners, so two are ends,
                           * and a pair on the middle line sharing its moves needs a third */
  KN_RULE_SHARED_PAIRS    /* 3 x 6: two pairs sharing their moves hold the ends, and the
                           * corners inside the route then close a loop */
} kn_tour_rule;

/* KN_REASON_NONE for a found tour, else what proved "none", or
 * KN_REASON_GAVE_UP.  A reason other than EXHAUSTED and GAVE_UP was found
 * without any search, in time linear in the board (kn_tour_nodes is 0).
 * The checks run in this order, so the first that applies is the reason:
 * the theorems (empty boards, knight moves), then dead ends, pieces,
 * colours. */
kn_reason kn_tour_reason(const kn_tour *tour);
/* The theorem for KN_REASON_BOARD_RULE and KN_REASON_COLOUR on an empty
 * board; KN_RULE_NONE otherwise. */
kn_tour_rule kn_tour_reason_rule(const kn_tour *tour);
/* KN_REASON_COLOUR: the free squares of each colour (light: x + y odd,
 * dark: x + y even, so a1 is dark); a leaper with m + n odd alternates
 * them.  Open: they differ by more than one, or an end is on the smaller
 * one, or an even count and both ends on one colour, where the ends are the
 * given start and end and the squares with one free neighbour
 * (kn_tour_reason_squares); closed: they differ.  0 and 0 for other reasons. */
void kn_tour_reason_colours(const kn_tour *tour, uint64_t *light, uint64_t *dark);
/* KN_REASON_DEAD_ENDS: the free squares with no free neighbour (with more
 * than one free square), or, when it is too many with one (a route has two
 * ends; a closed tour none; they must be the given start and end), every
 * square with one; degrees (may be NULL) receives each one's count of free
 * neighbours.  KN_REASON_COLOUR: the squares with one free neighbour (not
 * the given start or end) that the colour argument took as the route's
 * ends, since a route must end on them; none when the counts and the given
 * squares decide alone.  Borrowed: freed with the tour.  NULL and 0 otherwise. */
const kn_square *kn_tour_reason_squares(const kn_tour *tour, const uint8_t **degrees,
                                        size_t *count);
/* KN_REASON_DISCONNECTED: for every cell its piece, 0 .. *count - 1, or
 * KN_NO_PIECE for a blocked square, and each piece's size in *sizes (may be
 * NULL).  Borrowed: freed with the tour.  NULL and 0 otherwise. */
#define KN_NO_PIECE UINT32_MAX
const uint32_t *kn_tour_reason_pieces(const kn_tour *tour, uint32_t *count,
                                      const uint64_t **sizes);

/* Whether a knight's tour of the empty width x height board starts on
 * start, exactly: false when no tour exists at all; the board has an odd
 * number of squares and start is not on the corners' colour; a side is 4
 * and start is not on one of the two outer lines along the other side; or
 * the board is 3 x 4 and start on a middle rank, 3 x 7 and start the centre,
 * 3 x 8 and start b3 or b6 (in the 3-wide orientation).  Every other start
 * has a tour, which kn_tour_solve finds.  closed: whether a closed tour
 * exists (it passes every square). */
bool kn_tour_start_possible(int32_t width, int32_t height, bool closed, kn_square start);

/* --------------------------------------------------------------- Camelot */
/* Implemented in camelot.c. */

typedef struct kn_camelot kn_camelot;

/* The minimum total number of moves that gathers the king and the knights
 * on one square of board, where the king may ride with a knight that shares
 * its square (the pair moves as one knight move, counted once).  Pieces may
 * not stop on blocked squares: the king steps to a free neighbour (diagonal
 * steps between two blocked squares included), a knight jumps over anything
 * onto a free square.  knights may be NULL when n_knights is 0; knights may
 * share squares, also the king's.  When no gathering exists (a knight cut
 * off from the others, boards one or two squares wide...) the result says
 * so: kn_camelot_found is false.  KN_ERR_RANGE when a piece is off the board
 * or on a blocked square; KN_ERR_TOO_LARGE for more than KN_MAX_SQUARES
 * knights, and possibly on boards of 700 million squares or more (a solve
 * takes about 60 bytes a square); KN_ERR_BUDGET and KN_ERR_CANCELLED from
 * limits (the node budget counts the squares expanded by all the searches of
 * one solve).  The caller frees *out with kn_camelot_free. */
kn_status kn_camelot_solve(const kn_board *board, kn_square king, const kn_square *knights,
                           size_t n_knights, const kn_limits *limits, kn_camelot **out);
void kn_camelot_free(kn_camelot *plan); /* NULL is a no-op */

/* How kn_camelot_solve_method finds the least cost.  Both give the same
 * least cost and, by one tie rule (docs/camelot.md), the same gathering
 * square, carrier and plan; they differ in the work done. */
typedef enum {
  KN_CAMELOT_ENUMERATE = 0, /* gather-and-pickup enumeration with bounds (kn_camelot_solve) */
  KN_CAMELOT_BRUTE_FORCE    /* every gathering square x every carrier knight x every pickup
                             * square, each plan costed from plain BFS tables: a BFS from
                             * every knight square and from every gathering square.  The
                             * baseline: O(squares^2 x knights) time, 4 bytes a square a
                             * distinct knight square more memory (KN_ERR_TOO_LARGE beyond
                             * 1 GiB of tables), and every plan costed counts as a node of the
                             * budget, like every square expanded */
} kn_camelot_method;

/* kn_camelot_solve with method (KN_ERR_INVALID for an unknown one). */
kn_status kn_camelot_solve_method(const kn_board *board, kn_square king, const kn_square *knights,
                                  size_t n_knights, kn_camelot_method method,
                                  const kn_limits *limits, kn_camelot **out);

/* What a solve did, counted as it ran (the plan's routes, drawn after the
 * answer is known, are not counted). */
typedef struct {
  uint64_t expanded;   /* squares taken from a queue, over all its BFSs */
  uint64_t plans;      /* gathering plans costed: a total worked out and compared with the
                        * best (the enumeration: a walk to a square, or a carrier for a
                        * square, its best pickup found by a search; the brute force: a
                        * walk, or one carrier with one pickup square) */
  uint64_t searches;   /* BFSs run */
  uint64_t peak_bytes; /* the most bytes of working maps and queues held at once */
} kn_camelot_work;

void kn_camelot_get_work(const kn_camelot *plan, kn_camelot_work *out);

/* The brute force's scan: one row a free square, in row order from a1, as
 * it examined them.  Borrowed: freed with the plan.  NULL (*count 0) for
 * the enumeration. */
typedef struct {
  kn_square square;  /* the gathering square examined */
  int64_t cost;      /* its cheapest plan; -1: the pieces cannot gather there */
  int64_t best;      /* the best plan after it; -1 none yet */
  kn_square best_at; /* where; (-1, -1) none yet */
  uint64_t plans;    /* plans costed so far, this square's included */
} kn_camelot_scan_row;

const kn_camelot_scan_row *kn_camelot_scan(const kn_camelot *plan, size_t *count);

/* False when no gathering is possible; then moves is -1 and the gathering
 * and pickup squares are (-1, -1). */
bool kn_camelot_found(const kn_camelot *plan);
int64_t kn_camelot_moves(const kn_camelot *plan);
kn_square kn_camelot_gather(const kn_camelot *plan);
/* The knight (0-based index into the input) that carries the king, or -1
 * when the king walks all the way; *pickup is where they meet. */
int64_t kn_camelot_carrier(const kn_camelot *plan, kn_square *pickup);
/* Piece 0 is the king, piece i >= 1 is knight i - 1.  Each route starts on
 * the piece's square and ends on the gathering square; its move types say
 * how each step was made (the king's riding steps are KN_MOVE_RIDE and do
 * not count towards the total).  Borrowed: freed with the plan.  NULL when
 * no gathering was found or piece >= kn_camelot_pieces. */
const kn_path *kn_camelot_route(const kn_camelot *plan, size_t piece);
/* The number of pieces: 1 + n_knights. */
size_t kn_camelot_pieces(const kn_camelot *plan);
/* The moves of one piece that count: a knight's leaps, the king's own steps
 * (KN_MOVE_KING; not his rides).  They add up to kn_camelot_moves.  -1 when
 * no gathering was found or piece is out of range. */
int64_t kn_camelot_piece_moves(const kn_camelot *plan, size_t piece);

/* -------------------------------------------------- why a square is unreachable */
/* Implemented in reach.c.  When a route, a distance map or a Camelot plan
 * finds that a piece cannot get somewhere, these say why with evidence a
 * front end can state and draw, as kn_tour_reason does for tours.  Each runs
 * in time linear in the board (the colour and lattice arguments for a
 * target in constant time), so it is asked only once "none" is known. */

/* The argument behind KN_REASON_UNREACHABLE, the first that applies in this
 * order (each one alone proves the square unreachable). */
typedef enum {
  KN_REACH_NONE = 0, /* reachable: nothing to explain */
  KN_REACH_BLOCKED,  /* the target is a blocked square */
  KN_REACH_COLOUR,   /* a leaper with m + n even never changes colour, and the target (every
                      * square not reached, for a map) is on the other colour */
  KN_REACH_LATTICE,  /* a leaper with gcd(m, n) = g > 1 only reaches squares whose file and
                      * rank differ from the start's by multiples of g (kn_reach_reason_lattice),
                      * and the target (every square not reached, for a map) is not one */
  KN_REACH_REGION    /* walls and the board's edges enclose the region the piece reaches
                      * (kn_reach_reason_region), and the target is outside it; the walls one
                      * move from the region (kn_reach_reason_walls) stand on every route out */
} kn_reach_argument;

typedef struct kn_reach kn_reach;

/* Why the leaper cannot get from `from` to *to over the free squares of
 * board, or, when to is NULL (a distance map), to every free square.
 * from must be a free square and *to on the board (KN_ERR_RANGE otherwise);
 * a blocked *to is KN_REACH_BLOCKED.  KN_REASON_NONE when it can.  Time
 * linear in the board, with 4 bytes a square and 4 a free square (the
 * region and the squares the target reaches), or constant when the colour
 * or the lattice decides.  The caller frees *out with kn_reach_free. */
kn_status kn_reach_explain(const kn_board *board, kn_leaper leaper, kn_square from,
                           const kn_square *to, const kn_limits *limits, kn_reach **out);
/* The same for the dynamic knight (kn_dynamic_solve): KN_REACH_BLOCKED or
 * KN_REACH_REGION, the region being every square it reaches after any move
 * type and the walls every blocked square one K, B or T move from it.  from
 * and to must be on the board (KN_ERR_RANGE); from may be blocked, as in
 * kn_dynamic_solve.  KN_ERR_TOO_LARGE from 2^30 squares on (four states a
 * square, indexed in 32 bits). */
kn_status kn_reach_explain_dynamic(const kn_board *board, kn_square from, kn_square to,
                                   const kn_limits *limits, kn_reach **out);
/* Camelot (kn_camelot_solve): KN_REASON_UNREACHABLE exactly when no
 * gathering exists, with KN_REACH_REGION for the piece that is cut off: a
 * knight whose piece of the board (the squares it can leap to) holds
 * another knight's square when the knights are in several (the knight with
 * the smallest one), else the king, whose walk reaches no square the
 * knights can reach.  Errors as kn_camelot_solve. */
kn_status kn_reach_explain_camelot(const kn_board *board, kn_square king, const kn_square *knights,
                                   size_t n_knights, const kn_limits *limits, kn_reach **out);
void kn_reach_free(kn_reach *reach); /* NULL is a no-op */

/* KN_REASON_NONE (reachable) or KN_REASON_UNREACHABLE. */
kn_reason kn_reach_reason(const kn_reach *reach);
kn_reach_argument kn_reach_reason_argument(const kn_reach *reach);
/* The piece that cannot get there and, through other, the one it cannot
 * meet: Camelot's numbering (0 the king, i >= 1 knight i - 1); 0 and 0 for
 * routes and maps.  other may be NULL. */
size_t kn_reach_reason_piece(const kn_reach *reach, size_t *other);
/* Where that piece starts. */
kn_square kn_reach_reason_from(const kn_reach *reach);
/* The square it cannot reach: the target, or the other piece's square
 * (Camelot); false for a map, which is about every free square. */
bool kn_reach_reason_to(const kn_reach *reach, kn_square *to);
/* Free squares the piece does not reach: with KN_REACH_REGION, and with
 * every argument for a map; 0 otherwise. */
uint64_t kn_reach_reason_unreached(const kn_reach *reach);
/* KN_REACH_REGION: the squares the piece reaches (its start included), row
 * by row from a1.  Borrowed: freed with reach.  NULL and 0 otherwise. */
const kn_square *kn_reach_reason_region(const kn_reach *reach, size_t *count);
/* KN_REACH_REGION: the blocked squares one move from the region, row by
 * row; doors (may be NULL) receives for each one whether it is also one
 * move from the other side: the squares the target reaches (with the
 * leaper or the dynamic knight), every free square not reached (a map),
 * or the other piece's squares (Camelot: for the king, a knight's leap
 * from the knights' squares).  For a leaper or the king, freeing a door
 * alone joins the two.  Borrowed: freed with reach.  NULL and 0 otherwise. */
const kn_square *kn_reach_reason_walls(const kn_reach *reach, const uint8_t **doors,
                                       size_t *count);
/* KN_REACH_LATTICE: the step g = gcd(m, n); *parity (may be NULL) is set
 * when m / g + n / g is even, so that the file and rank differences, in
 * steps of g, must also add up to an even number.  0 otherwise. */
int32_t kn_reach_reason_lattice(const kn_reach *reach, bool *parity);

/* ----------------------------------------------------------- tour replays */
/* Implemented in tour-replay.c.  A replay steps through a tour (its squares
 * in order) or a tour search's trace and says where the route stands at
 * every step and which squares the leaper may take next with their onward
 * degrees (Warnsdorff's measure), so a front end draws and explains any
 * step without searching again. */

typedef struct kn_tour_replay kn_tour_replay;

typedef struct {
  kn_cell cell;     /* a free, unvisited square one move from the head */
  uint32_t degree;  /* its onward moves: free, unvisited squares one move further */
} kn_tour_candidate;

/* A replay of count trace events (kn_tour_trace) on board with leaper's
 * moves.  The board and the events are borrowed and must outlive the
 * replay.  KN_ERR_RANGE when an event names a cell off the board or an
 * unknown kind.  The replay starts before the first event (an empty route).
 * Memory: a byte a square and a cell a square.  The caller frees *out with
 * kn_tour_replay_free. */
kn_status kn_tour_replay_new(const kn_board *board, kn_leaper leaper, const kn_trace_event *events,
                             size_t count, kn_tour_replay **out);
/* The same for a route of count cells (kn_tour_cells): step i enters
 * cells[i].  The cells are copied; the board is borrowed. */
kn_status kn_tour_replay_new_route(const kn_board *board, kn_leaper leaper, const kn_cell *cells,
                                   size_t count, kn_tour_replay **out);
void kn_tour_replay_free(kn_tour_replay *replay); /* NULL is a no-op */

/* The number of steps (events). */
size_t kn_tour_replay_steps(const kn_tour_replay *replay);
/* Goes to the state after steps 0 .. step (a step past the end: after all
 * of them).  Forward costs the steps applied; backward undoes steps, except
 * across a RESTART, where it replays from the first step. */
void kn_tour_replay_seek(kn_tour_replay *replay, size_t step);
/* The step the replay stands on (0 before any has been applied). */
size_t kn_tour_replay_position(const kn_tour_replay *replay);
/* The event of the step the replay stands on; false before the first. */
bool kn_tour_replay_event(const kn_tour_replay *replay, kn_trace_event *event);
/* The route: cells from the start to the head (the last); *length of them.
 * Borrowed, valid until the next seek; NULL when the route is empty. */
const kn_cell *kn_tour_replay_route(const kn_tour_replay *replay, size_t *length);
bool kn_tour_replay_visited(const kn_tour_replay *replay, kn_cell cell);
/* The squares the head may step to next, in the order of kn_leaper_offsets,
 * each with its onward degree; returns how many (0 to 8). */
size_t kn_tour_replay_candidates(const kn_tour_replay *replay, kn_tour_candidate out[8]);

/* A replay of tour (kn_tour_solve on board): its trace with the trace's
 * notes when search is true (a step an event), else its route with the
 * route's notes (a step a square; none when the tour has no route).  It
 * knows the tour's leaper and end square; it copies what it needs, so the
 * tour may be freed, and borrows the board.  Errors as kn_tour_replay_new. */
kn_status kn_tour_replay_new_tour(const kn_board *board, const kn_tour *tour, bool search,
                                  kn_tour_replay **out);

/* One step of a replay and the position it was taken in. */
typedef struct {
  kn_trace_event event;   /* what the step did */
  kn_trace_note note;     /* why; KN_WHY_NONE when the replay has no notes */
  kn_cell head;           /* the route's last square before the step; KN_NO_CELL when empty */
  size_t depth;           /* squares on the route after the step */
  size_t n_candidates;    /* the head's candidates before the step (kn_tour_replay_candidates) */
  kn_tour_candidate candidates[8];
  uint64_t centre[8];     /* each candidate's distance from the board's centre, squared and
                           * times 4: (2x - width + 1)^2 + (2y - height + 1)^2 */
  int32_t taken;          /* ENTER: the index of event.cell in candidates; -1 otherwise */
  int32_t rule;           /* the candidate Warnsdorff's rule picks: fewest onward moves, then
                           * farther from the centre, then the first in kn_leaper_offsets
                           * order, as the search's first attempt with seed 0; the end square
                           * only when it is the last square left; -1 when none */
} kn_tour_step;

/* Seeks replay to step (kn_tour_replay_seek) and describes it in *out.
 * KN_ERR_RANGE when step is not below kn_tour_replay_steps. */
kn_status kn_tour_replay_step(kn_tour_replay *replay, size_t step, kn_tour_step *out);

/* The heat map of the gathering squares: for every square g of board,
 * costs[cell of g] is the fewest total moves that gather all the pieces on
 * g (-1 when they cannot gather there), so the least cost is the minimum of
 * kn_camelot_solve and falls on its gathering square.  walk[cell], when walk
 * is not NULL, is the king's walking distance to the square (-1 where he
 * cannot walk).  Both arrays are the caller's, kn_board_squares(board)
 * entries each, indexed by kn_board_cell; either may be NULL (costs NULL:
 * only the walk, one BFS).  A separate call, so kn_camelot_solve stays as
 * fast as it is: O(distinct knight squares x squares) time (two BFS a
 * knight square, no pruning), about 60 bytes a square of memory.  Errors as
 * kn_camelot_solve; on an error the arrays hold nothing useful. */
kn_status kn_camelot_costs(const kn_board *board, kn_square king, const kn_square *knights,
                           size_t n_knights, const kn_limits *limits, int64_t *costs,
                           int64_t *walk);

/* ----------------------------------------------------------- explanations */
/* Implemented in explain.c.  What a search did, step by step, as data: the
 * app narrates and draws it one animation frame at a time, knight-solve
 * --explain prints it, the tests check it.  See docs/explain.md. */

/* What a BFS found when it tried one move from an expanded square. */
typedef enum {
  KN_TARGET_NEW = 0, /* discovered now: a square of the next layer, whose BFS parent is
                      * the expanded square */
  KN_TARGET_SEEN,    /* reached before: in an earlier layer, in the expanded square's own
                      * layer, or earlier in the next layer by another square */
  KN_TARGET_WALL,    /* a blocked square */
  KN_TARGET_OFF,     /* off the board */
  KN_N_TARGETS
} kn_target_kind;

typedef struct {
  kn_square square; /* may be off the board (KN_TARGET_OFF) */
  uint32_t kind;    /* a kn_target_kind */
} kn_bfs_target;

/* One layer of a BFS.  Layer k >= 1 is what the BFS did while it took the
 * squares of layer k - 1 from its queue: each of them tried every leaper
 * move, in the order the BFS tries them, and the squares it discovered make
 * up layer k, in the order they entered the queue.  Layer 0 is the start
 * alone (nothing expanded).  Layer kn_bfs_explain_layers() is the last
 * expansion, which finds nothing new and leaves the queue empty. */
typedef struct {
  int32_t layer;
  size_t n_expanded;             /* squares taken from the queue (layer - 1), in BFS order */
  const kn_square *expanded;
  size_t n_offsets;              /* moves tried from each: the leaper's 4 or 8 offsets */
  const kn_bfs_target *targets;  /* n_expanded * n_offsets: targets[i * n_offsets + j] is
                                  * the j-th move tried from expanded[i] */
  size_t n_frontier;             /* the squares of this layer: the queue after it */
  const kn_square *frontier;     /* in BFS order, equal to the KN_TARGET_NEW targets in order */
  size_t visited;                /* squares reached so far, this layer included */
  size_t counts[KN_N_TARGETS];   /* targets of each kind */
} kn_bfs_layer;

typedef struct kn_bfs_explain kn_bfs_explain;

/* The explanation of a distance map: its layers and, for every square, its
 * BFS parent (the square that discovered it: the earliest one in BFS order
 * among its neighbours one layer closer) and the number of distinct
 * shortest routes from the start to it.  map is borrowed: it must outlive
 * *out.  Built once in O(squares reached x leaper offsets) time with 9
 * bytes a square (a parent byte and a 64-bit route count, for each square
 * of the map's grid: the board and the wall the map pads it with) on top
 * of the map; polls limits like a BFS.  The caller frees *out with
 * kn_bfs_explain_free. */
kn_status kn_bfs_explain_new(const kn_distmap *map, const kn_limits *limits,
                             kn_bfs_explain **out);
void kn_bfs_explain_free(kn_bfs_explain *ex); /* NULL is a no-op */

/* The number of layers with squares: kn_distmap_max + 1. */
int32_t kn_bfs_explain_layers(const kn_bfs_explain *ex);
/* Squares reached in layers 0..layer; 0 for a negative layer, all of them
 * from the last layer on. */
size_t kn_bfs_explain_visited(const kn_bfs_explain *ex, int32_t layer);
/* The BFS parent of sq: false (and *parent untouched) for the start and for
 * squares not reached.  parent may be NULL. */
bool kn_bfs_explain_parent(const kn_bfs_explain *ex, kn_square sq, kn_square *parent);
/* How many distinct shortest routes lead from the start to sq: 1 for the
 * start, 0 for squares not reached; UINT64_MAX when there are at least that
 * many (the count saturates, on boards of a few hundred squares a side). */
uint64_t kn_bfs_explain_routes(const kn_bfs_explain *ex, kn_square sq);

/* Layer layer (0 <= layer <= kn_bfs_explain_layers(ex)) in full, computed on
 * demand in O(squares of the layer before x offsets).  KN_ERR_RANGE for other
 * layers.  The caller frees *out with kn_bfs_layer_free; it does not borrow ex. */
kn_status kn_bfs_layer_get(const kn_bfs_explain *ex, int32_t layer, kn_bfs_layer **out);
void kn_bfs_layer_free(kn_bfs_layer *layer); /* NULL is a no-op */

/* One move of the dynamic knight's route, from the state (from, last) to
 * (to, taken).  The move types allowed from a state are the three but the
 * last one (all three at the start); options lists, for each type, the free
 * squares it reaches from `from` (kn_dynamic_moves), forbidden or not. */
typedef struct {
  kn_square from;
  kn_square to;
  uint32_t last;          /* the kn_move_type that reached from; KN_MOVE_START on the start */
  uint32_t taken;         /* KN_MOVE_DYN_K, _B or _T */
  uint32_t allowed;       /* bit 1u << type for each type allowed here */
  uint8_t n_options[3];   /* for K, B, T in that order */
  kn_square options[3][8];
} kn_dynamic_step;

typedef struct kn_dynamic_explain kn_dynamic_explain;

/* Solves the dynamic knight as kn_dynamic_solve does (same route, same
 * errors) and keeps what the search did: the route's steps, how many
 * states (square, type of the last move) the BFS reached and expanded, and
 * its layers of states.  For the layers the BFS does not stop at the
 * target: it runs until its queue is empty, as a distance map does, so
 * every state's distance is known (the time of kn_dynamic_solve on an
 * unreachable target).  Memory: 16 bytes a square of the board padded
 * with two squares a side (a parent a state) and 4 bytes a state reached,
 * kept until kn_dynamic_explain_free.  The caller frees *out with
 * kn_dynamic_explain_free. */
kn_status kn_dynamic_explain_new(const kn_board *board, kn_square from, kn_square to,
                                 const kn_limits *limits, kn_dynamic_explain **out);
void kn_dynamic_explain_free(kn_dynamic_explain *ex); /* NULL is a no-op */
/* The length of the route; -1 when to cannot be reached. */
int64_t kn_dynamic_explain_moves(const kn_dynamic_explain *ex);
/* The route (borrowed: freed with ex); NULL when to cannot be reached. */
const kn_path *kn_dynamic_explain_path(const kn_dynamic_explain *ex);
/* One step a move of the route, in order (borrowed; count = moves). */
const kn_dynamic_step *kn_dynamic_explain_steps(const kn_dynamic_explain *ex, size_t *count);
/* States the BFS reached (queued, the start included); *expanded, when not
 * NULL, receives how many it took from the queue.  Out of 4 states a free
 * square: (square, no move yet / K / B / T). */
uint64_t kn_dynamic_explain_states(const kn_dynamic_explain *ex, uint64_t *expanded);

/* A state of the dynamic knight's BFS, with the state that discovered it
 * (its parent: the first state in queue order to reach it). */
typedef struct {
  kn_square square;
  uint32_t last;        /* the kn_move_type that reached it: KN_MOVE_DYN_K, _B or _T;
                         * KN_MOVE_START for the start */
  uint32_t allowed;     /* bit 1u << type for each type it may take next: all three but last */
  kn_square parent;     /* the parent's square; {-1, -1} for the start */
  uint32_t parent_last; /* the parent's last; KN_MOVE_START for the start's children and the
                         * start */
} kn_dynamic_state;

/* The layers of states: layer k holds the states first reached in k moves,
 * in the order they entered the queue, so the states of layers 0..k are
 * the first kn_dynamic_explain_visited(ex, k) of the order.  Layer 0 is the
 * start alone: (from, KN_MOVE_START).  Layers: those with states, the
 * largest distance + 1 (at least 1). */
int32_t kn_dynamic_explain_layers(const kn_dynamic_explain *ex);
/* States reached in layers 0..layer: 0 for a negative layer, all of them
 * from the last layer on. */
size_t kn_dynamic_explain_visited(const kn_dynamic_explain *ex, int32_t layer);
/* The i-th state reached, in queue order, into *out; false (and *out
 * untouched) when i >= kn_dynamic_explain_visited(ex, layers - 1). */
bool kn_dynamic_explain_state(const kn_dynamic_explain *ex, size_t i, kn_dynamic_state *out);
/* The fewest moves that bring the knight to sq with a last move of type
 * last (KN_MOVE_DYN_K, _B or _T; KN_MOVE_START: 0 on the start): the
 * distance of the state (sq, last); -1 when it is never reached, and for
 * squares off the board and other types.  O(that distance). */
int64_t kn_dynamic_explain_distance(const kn_dynamic_explain *ex, kn_square sq,
                                    kn_move_type last);

/* One move of a Camelot plan, in the order the app animates the plan: the
 * king's own steps first, then the carrier's moves (the last ones with the
 * king on board), then every other knight's moves, knight by knight.  So
 * step i is move i + 1 of the plan and the steps add up to the total. */
typedef struct {
  size_t piece;          /* 0 the king, i >= 1 knight i - 1 (as kn_camelot_route) */
  kn_square from;
  kn_square to;
  uint32_t type;         /* KN_MOVE_KING or KN_MOVE_LEAP */
  bool carries_king;     /* the king rides along on this move */
  bool picks_up;         /* the first move that carries him: he was picked up on from */
  int64_t piece_move;    /* the piece's own move number, from 1 */
  int64_t piece_moves;   /* the piece's moves that count (kn_camelot_piece_moves) */
  int64_t move;          /* the move number in the plan, from 1 to kn_camelot_moves */
} kn_camelot_step;

/* A row of the plan's table of pieces; the rows' moves add up to the total. */
typedef struct {
  size_t piece;          /* 0 the king, i >= 1 knight i - 1 */
  kn_square start;
  int64_t moves;         /* the moves that count */
  bool carried;          /* the king: carried part of the way; a knight: carries the king */
  size_t first_step;     /* its steps are first_step .. first_step + moves - 1 */
} kn_camelot_piece;

/* The pickup, when a knight carries the king (carrier >= 0). */
typedef struct {
  int64_t carrier;        /* the knight's index (as kn_camelot_carrier); -1: the king walks */
  kn_square carrier_start;
  kn_square square;       /* where the knight picks him up */
  int64_t king_walk;      /* the king's steps to the pickup square */
  int64_t king_walk_alone; /* his steps if he walked to the gathering square; -1 when he
                            * cannot walk there */
  int64_t ride;           /* the knight moves he rides */
  int64_t detour;         /* the carrier's moves beyond its own shortest way to the gathering
                           * square */
} kn_camelot_pickup;

typedef struct kn_camelot_explain kn_camelot_explain;

/* The steps, pieces and pickup of plan, which kn_camelot_solve made on
 * board (plan is only read; it need not outlive *out).  A plan without a
 * gathering gives no steps and no pieces.  O(squares) time and memory (the
 * king's walk and two knight routes).  The caller frees *out with
 * kn_camelot_explain_free. */
kn_status kn_camelot_explain_new(const kn_board *board, const kn_camelot *plan,
                                 const kn_limits *limits, kn_camelot_explain **out);
void kn_camelot_explain_free(kn_camelot_explain *ex); /* NULL is a no-op */
/* Borrowed arrays, freed with ex; count may be NULL. */
const kn_camelot_step *kn_camelot_explain_steps(const kn_camelot_explain *ex, size_t *count);
const kn_camelot_piece *kn_camelot_explain_pieces(const kn_camelot_explain *ex, size_t *count);
const kn_camelot_pickup *kn_camelot_explain_pickup(const kn_camelot_explain *ex);

#ifdef __cplusplus
}
#endif

#endif /* KNIGHT_H */
