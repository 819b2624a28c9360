/* internal.h - what the files of libknight share and callers never see. */
#ifndef KN_INTERNAL_H
#define KN_INTERNAL_H

#include "knight.h"

struct kn_board {
  int32_t width;
  int32_t height;
  uint64_t squares;
  uint64_t blocked_count;
  uint64_t *blocked; /* one bit a cell, so a board of 2^31 squares takes 256 MiB */
};

struct kn_path {
  size_t length;
  kn_square *squares;
  unsigned char *moves; /* kn_move_type of each square */
};

static inline bool kn__cell_blocked(const kn_board *board, uint64_t cell)
{
  return (board->blocked[cell >> 6] >> (cell & 63)) & 1u;
}

/* malloc for big per-square arrays (huge pages where available); free() frees it. */
void *kn__alloc_large(size_t size);

/* A path of length squares, every move KN_MOVE_START; NULL on no memory. */
kn_path *kn__path_new(size_t length);

/* How often searches poll the cancel callback, in nodes (a power of two);
 * the first node polls too, so a search cancelled before it starts stops at once. */
#define KN__POLL_MASK ((unsigned) KN_CANCEL_POLL_NODES - 1u)
_Static_assert((KN_CANCEL_POLL_NODES & (KN_CANCEL_POLL_NODES - 1)) == 0,
               "the poll period is a power of two");

/* Called every node (cheap: the callback runs only every KN__POLL_MASK + 1
 * nodes).  Returns KN_OK to go on, KN_ERR_BUDGET or KN_ERR_CANCELLED. */
static inline kn_status kn__limits_step(const kn_limits *limits, uint64_t nodes)
{
  if (!limits)
    return KN_OK;
  if (limits->node_budget && nodes > limits->node_budget)
    return KN_ERR_BUDGET;
  if ((nodes & KN__POLL_MASK) == 1 && limits->cancel && limits->cancel(limits->cancel_data))
    return KN_ERR_CANCELLED;
  return KN_OK;
}

/* The inside of a distance map, for explain.c: distances (-1 unseen, -2
 * blocked) in rows of stride cells with a wall pad cells thick around the
 * board (pad 0 when the map has none), and the cells reached in BFS order,
 * as indices into that grid.  Borrowed from the map. */
void kn__distmap_grid(const kn_distmap *m, const int32_t **dist, const uint32_t **order,
                      int32_t *pad, uint64_t *stride);

/* The whole BFS of the dynamic knight over its states, for explain.c.  A
 * state is a padded cell (the board with a wall two squares thick around
 * it, rows of pw cells) times 4 plus the type of its last move (0 none,
 * 1 K, 2 B, 3 T). */
typedef struct {
  uint64_t pw;         /* the padded board's width: width + 4 */
  uint32_t start;      /* the start's state */
  uint32_t *parent;    /* per state: the state that discovered it + 1; 0 not reached; the
                        * start's is the start + 1 */
  uint32_t *order;     /* the states reached, in the order they entered the queue */
  size_t n_order;
  size_t *layer_end;   /* per layer k: the states reached in layers 0..k */
  int32_t n_layers;    /* layers with states: the largest distance + 1 */
} kn__dynamic_states;

void kn__dynamic_states_clear(kn__dynamic_states *keep);
kn_square kn__dynamic_state_square(const kn__dynamic_states *keep, uint32_t state);
kn_move_type kn__dynamic_state_last(uint32_t state);

/* kn_dynamic_solve, also counting the states (square, last move) the BFS
 * reached (states[0]) and expanded (states[1]) when states is not NULL.
 * With keep, the BFS goes on past the target to the end, and keep receives
 * every state it reached (clear it with kn__dynamic_states_clear; on an
 * error it holds nothing); the route and the counts are still those of the
 * search that stops at the target. */
kn_status kn__dynamic_search(const kn_board *board, kn_square from, kn_square to,
                             const kn_limits *limits, int64_t *moves, kn_path **path,
                             uint64_t states[2], kn__dynamic_states *keep);

/* The knight distance between two squares dx, dy apart on an unbounded
 * board: a lower bound on every finite board, exact on large ones away from
 * the corners. */
int64_t kn__knight_distance_unbounded(int64_t dx, int64_t dy);

/* A*'s estimate of the leaper's moves across dx, dy on an unbounded board
 * (astar.c): a lower bound on any board, changing by at most one a move. */
int64_t kn__leaper_estimate(kn_leaper leaper, int64_t dx, int64_t dy);

/* The pieces of a board's free squares between which the leaper cannot
 * move (connected components; pieces.c). */
typedef struct {
  uint32_t *label; /* per cell: its piece, or KN_NO_PIECE for a blocked square */
  uint64_t *size;  /* per piece: how many squares */
  uint32_t count;  /* pieces (0 on a board with no free square) */
} kn__pieces;

/* Finds the pieces in time linear in the board.  KN_ERR_NOMEM,
 * KN_ERR_CANCELLED (limits' cancel callback; the budget does not apply).
 * Free with kn__pieces_clear. */
kn_status kn__pieces_find(const kn_board *board, kn_leaper leaper, const kn_limits *limits,
                          kn__pieces *out);
/* The same for any symmetric set of noff moves (the king's steps). */
kn_status kn__pieces_find_moves(const kn_board *board, const kn_square *offs, size_t noff,
                                const kn_limits *limits, kn__pieces *out);
void kn__pieces_clear(kn__pieces *p);

/* How many of p's leaper neighbours (offsets offs) are free squares. */
unsigned kn__free_degree(const kn_board *board, const kn_square *offs, size_t noff, kn_square p);

/* Whether the leaper's moves can join two squares dx, dy apart at all, even
 * on an unbounded board: KN_REACH_NONE when they can, else KN_REACH_COLOUR
 * (m + n even, dx + dy odd) or KN_REACH_LATTICE.  *step and *parity (either
 * may be NULL) receive the leaper's lattice, as kn_reach_reason_lattice
 * gives it, whatever the answer. */
kn_reach_argument kn__leaper_lattice(kn_leaper l, int64_t dx, int64_t dy, int32_t *step,
                                     bool *parity);

/* The squares one dynamic-knight move of type reaches from sq that are on
 * the board, blocked or not (kn_dynamic_moves keeps the free ones). */
size_t kn__dynamic_targets(const kn_board *board, kn_square sq, kn_move_type type,
                           kn_square out[8]);

/* The checks of kn_camelot_solve's arguments: KN_ERR_INVALID, KN_ERR_RANGE
 * (a piece off the board or blocked), KN_ERR_TOO_LARGE, or KN_OK. */
kn_status kn__camelot_check(const kn_board *board, kn_square king, const kn_square *knights,
                            size_t n_knights);

/* Both sides at least this long and kn_knight_distance_fast is exact; the
 * exhaustive test in tests/test-distance.c proves it. */
#define KN__FORMULA_MIN_SIDE 5


/* The squares the moves offs reach from `from` (free), breadth first, kept
 * in a hash set: out->cells lists them in the order found, out->exhausted
 * says the search ended before it found more than cap of them (then they
 * are all of from's piece).  Memory proportional to what it finds.  Clear
 * with kn__region_clear (also after an error). */
typedef struct {
  uint64_t *keys;   /* the hash set: cell + 1, 0 empty */
  size_t cap;
  uint64_t *cells;  /* the squares found, first `from` */
  size_t count, list_cap;
  bool exhausted;
} kn__region;
kn_status kn__region_probe(const kn_board *board, const kn_square *offs, size_t noff,
                           kn_square from, uint64_t cap, const kn_limits *limits,
                           kn__region *out);
bool kn__region_has(const kn__region *r, uint64_t cell);
void kn__region_clear(kn__region *r);

/* The knight on a board 1 or 2 squares wide (narrow-path.c): whether the
 * board is one; the route from `from` to `to` along its chain (*moves -1
 * when there is none; the route in *path when path is not NULL); the
 * squares of the chain from `from` in direction dir (+1, -1 along the long
 * side) before the first wall or the edge (*count, not counting from), and
 * that wall; one step along the chain (false: off the board). */
bool kn__knight_narrow(const kn_board *board);
kn_status kn__narrow_route(const kn_board *board, kn_square from, kn_square to,
                           const kn_limits *limits, int64_t *moves, kn_path **path);
kn_status kn__narrow_stretch(const kn_board *board, kn_square from, int dir,
                             const kn_limits *limits, uint64_t *count, kn_square *wall,
                             bool *walled);
bool kn__narrow_step(const kn_board *board, kn_square p, int dir, kn_square *next);
#endif
