/* tour-narrow.h - the row automaton of knight's tours on boards 3 or 4 wide
 * (tour-narrow.c) and the block tables built from it at compile time
 * (tour-narrow-gen.c writes tour-narrow-tables.c); private to libknight. */
#ifndef KN_TOUR_NARROW_H
#define KN_TOUR_NARROW_H

#include "tour-private.h"

#define KN__NARROW_MAX_WIDTH 4
/* The automaton and its exact pass also run 5 wide (end squares, see
 * tour.c); the block tables stop at 4. */
#define KN__NAUTO_MAX_WIDTH 5

/* ------------------------------------------------------------- automaton */

/* A state is the frontier of a partial tour after a row (see tour-narrow.c);
 * a transition adds the next row.  Its mask holds, for each square of the
 * new row (5 bits each, square u at bit 5u): bits 0-3 its moves to the
 * squares (u - 2, one row back), (u + 2, one row back), (u - 1, two rows
 * back), (u + 1, two rows back), bit 4 whether it is a free end. */
typedef struct {
  uint32_t to; /* KN__NFINAL after the last row: the tour is complete */
  uint32_t mask;
} kn__ntrans;

/* The four candidate moves of a mask, as offsets across and along. */
static const int kn__ncand_du[4] = { -2, 2, -1, 1 }, kn__ncand_dv[4] = { -1, -1, -2, -2 };

#define KN__NFINAL UINT32_MAX
#define KN__NNONE (UINT32_MAX - 1)

typedef struct kn__nauto kn__nauto;

/* An automaton for tours `width` wide (3 or 4): closed ones, or open ones
 * with free_ends ends that may lie anywhere (the others are fixed squares
 * given row by row).  NULL on no memory. */
kn__nauto *kn__nauto_new(int width, bool closed, int free_ends);
void kn__nauto_free(kn__nauto *a);
bool kn__nauto_failed(const kn__nauto *a); /* an allocation failed */
/* The state before the first row. */
uint32_t kn__nauto_initial(kn__nauto *a);
/* How many states are known so far (indices 0 .. count - 1). */
size_t kn__nauto_count(const kn__nauto *a);
/* The transitions of state for a row whose squares in term_mask are fixed
 * ends, and which is the board's last when last.  Plain rows (term_mask 0,
 * not last) are cached: the array lives as long as the automaton; others
 * until the next call.  One transition for each state reached. */
const kn__ntrans *kn__nauto_next(kn__nauto *a, uint32_t state, uint32_t term_mask, bool last,
                                 size_t *count);
/* The state after adding a row with the given mask to state: KN__NFINAL,
 * or KN__NNONE when the mask is not a valid row there. */
uint32_t kn__nauto_apply(kn__nauto *a, uint32_t state, uint32_t mask, uint32_t term_mask,
                         bool last);
/* The number of frontier squares whose piece of route runs to an end of the
 * tour, and the free ends not yet placed. */
void kn__nauto_info(const kn__nauto *a, uint32_t state, int *anchors, int *free_left);

/* The plain rows' transitions reversed: for state b, (*roff)[b] ..
 * (*roff)[b + 1] in *rev, each with its source state in .to (malloc'ed,
 * freed by the caller).  False on no memory. */
bool kn__nauto_reverse(const kn__nauto *a, kn__ntrans **rev, uint32_t **roff);

/* Grows *p (of *cap elements of size bytes) to hold need; false on no memory. */
bool kn__grow(void **p, size_t *cap, size_t need, size_t size);
/* A 64-bit mixing function (for hashes). */
uint64_t kn__mix64(uint64_t z);

/* The exact pass alone (tour-narrow-solve.c), without the blocks: as
 * kn__narrow_solve.  The slow tests compare it with the rules. */
kn_status kn__narrow_exact(const kn__narrow *q, const kn_limits *limits, uint32_t **cells);

/* ---------------------------------------------------------------- tables */

/* A run of rows (masks in the table's rows[] from off) in one of the roles
 * below.  Cycles are runs of plain rows from a state back to itself; their
 * phase j is the state before their row j. */
typedef struct {
  int32_t len;
  int32_t start;      /* the row of the tour's fixed start in the block, or -1 */
  int32_t from_cycle; /* start blocks and tails: the cycle and phase they leave */
  int32_t from;
  int32_t to_cycle;   /* heads, start and near blocks: the cycle and phase they end in */
  int32_t to;
  uint32_t off;
} kn__nblock;

#define KN__NMAX_CYCLES 8
#define KN__NMAX_NEAR 24
#define KN__NMAX_LIST 64

/* Blocks joined end to end make a tour: a head (from the board's first row
 * into a cycle), that cycle repeated, a start block (holding the start,
 * into a second cycle), the second cycle repeated, a tail (ending the tour
 * on the board's last row).  A start near the first row has a near block
 * instead of head, cycle and start block.  Closed tours have no start
 * block: head, cycle, tail. */
typedef struct {
  int width;
  bool closed;
  kn__nblock cycles[KN__NMAX_CYCLES];
  size_t ncycles;
  kn__nblock heads[KN__NMAX_LIST];
  size_t nheads;
  kn__nblock starts[KN__NARROW_MAX_WIDTH][KN__NMAX_LIST]; /* by the start's column */
  size_t nstarts[KN__NARROW_MAX_WIDTH];
  /* by column and row, one into each cycle after the start that has one */
  kn__nblock near[KN__NARROW_MAX_WIDTH][KN__NMAX_NEAR][KN__NMAX_CYCLES];
  kn__nblock tails[KN__NMAX_LIST];
  size_t ntails;
  int64_t min_length; /* from this many rows on every start the rules allow composes */
} kn__ntables;

/* The tables tour-narrow-gen.c writes: 3 wide open and closed, 4 wide open,
 * each with its rows (apart, so that the tables hold no pointer: read-only
 * data, no relocation, no global state in the shared library). */
extern const kn__ntables kn__narrow_w3_open, kn__narrow_w3_closed, kn__narrow_w4_open;
extern const uint32_t kn__narrow_w3_open_rows[], kn__narrow_w3_closed_rows[],
  kn__narrow_w4_open_rows[];

/* How kn__narrow_compose ended. */
typedef enum {
  KN__COMPOSED = 0,
  KN__COMPOSE_SHORT, /* fewer rows than min_length */
  KN__COMPOSE_START, /* no head and start block put the start on its row */
  KN__COMPOSE_TAIL,  /* no tail fits the rows left */
  KN__COMPOSE_CANCELLED
} kn__compose_result;

/* Fills masks[0 .. n - 1] with a tour of n rows from t's blocks (their rows
 * in rows[]): open with
 * its start at column u, row y, or closed.  KN__COMPOSE_SHORT, _START and
 * _TAIL mean the blocks do not fit (a short board, or a start the rules
 * forbid); _CANCELLED that limits' cancel callback (may be NULL) fired. */
kn__compose_result kn__narrow_compose(const kn__ntables *t, const uint32_t *rows, int u,
                                      int64_t y, int64_t n, const kn_limits *limits,
                                      uint32_t *masks);

#endif
