/* tour-private.h - what the tour files (tour.c, tour-checks.c, tour-search.c,
 * tour-build.c) share. */
#ifndef KN_TOUR_PRIVATE_H
#define KN_TOUR_PRIVATE_H

#include "internal.h"

#include <stdlib.h>

/* A bounded event log for animation, with a note an event (why it
 * happened).  events and notes may be NULL when budget is 0. */
typedef struct {
  kn_trace_event *events;
  kn_trace_note *notes;
  size_t count;
  size_t budget;
  bool truncated;
} kn__trace;

/* A note that names no square. */
static inline kn_trace_note kn__note(kn_trace_why why)
{
  kn_trace_note n = { (uint8_t)why, 0, 0, KN_TIES_ROTH, KN_NO_CELL, KN_NO_CELL };
  return n;
}

/* Whether t still records: the searches work out witnesses only then. */
static inline bool kn__trace_recording(const kn__trace *t)
{
  return t && t->count < t->budget;
}

static inline void kn__trace_add(kn__trace *t, kn_cell cell, kn_trace_kind kind,
                                 kn_trace_note note)
{
  if (!t)
    return;
  if (t->count < t->budget) {
    t->events[t->count].cell = cell;
    t->events[t->count].kind = (uint32_t)kind;
    t->notes[t->count] = note;
    t->count++;
  } else {
    t->truncated = true;
  }
}

/* The blocks and joins of a construction (kn_tour_blocks, kn_tour_joins),
 * recorded only when a caller passes one. */
typedef struct {
  kn_tour_block *blocks;
  size_t nblocks;
  kn_tour_join *joins;
  size_t njoins, capjoins;
} kn__blocks;

void kn__blocks_clear(kn__blocks *b);

/* What kn__search_run adds up for the work figures (kn_tour_work). */
typedef struct {
  uint64_t expanded;
  uint64_t backtracks;
  uint64_t memory; /* the peak of one run's arrays */
} kn__search_stats;

/* A solve's answer (knight.h's kn_tour): tour.c fills it and reads it out,
 * tour-checks.c writes the reason and evidence of a "none". */
struct kn_tour {
  kn_tour_outcome outcome;
  bool closed;
  uint64_t nodes;
  kn_cell *cells; /* count cells when found, else NULL */
  size_t count;
  kn__trace trace;
  /* How it was made, and what a replay needs to explain it. */
  kn_tour_method method;
  bool reversed;
  kn_tour_options opts;   /* as asked */
  kn_trace_note *route_notes; /* count of them: the search's, going forward; or NULL */
  /* Why "none" (see kn_tour_reason) and the evidence. */
  kn_reason why;
  kn_tour_rule rule;
  uint64_t light, dark;   /* KN_REASON_COLOUR */
  kn_square *squares;     /* KN_REASON_DEAD_ENDS: nsquares of them, with their degrees */
  uint8_t *degrees;
  size_t nsquares;
  kn__pieces pieces;      /* KN_REASON_DISCONNECTED */
  /* What the algorithm did, and its own evidence. */
  kn_tour_work work;
  kn__search_stats search_stats; /* the default's searches, added up */
  kn__blocks blocks;      /* KN_TOUR_ALGO_CONSTRUCTION */
  kn_tour_unfit unfit;    /* KN_REASON_NOT_APPLICABLE */
  kn_cell *stuck;         /* KN_REASON_STUCK: the route walked, nstuck cells */
  size_t nstuck;
  uint64_t unvisited;
  kn_trace_why stuck_why;
};

/* "none", for the reason why (its evidence is the caller's to set). */
static inline void kn__tour_set_none(kn_tour *t, kn_reason why)
{
  t->outcome = KN_TOUR_NONE;
  t->why = why;
}

/* Whether one move of leaper l joins a and b. */
static inline bool kn__leaps(kn_leaper l, kn_square a, kn_square b)
{
  int32_t dx = abs(a.x - b.x), dy = abs(a.y - b.y);
  return (dx == l.m && dy == l.n) || (dx == l.n && dy == l.m);
}

/* Proves, where it can in time linear in the board, that no tour o asks
 * for exists on board (o's start given when it has an end): sets t's
 * outcome to KN_TOUR_NONE with the reason and its evidence, or leaves t
 * alone.  On an empty board with knight moves it decides exactly (the
 * theorems); elsewhere a tour may still not exist (tour-checks.c).
 * KN_OK, KN_ERR_NOMEM, KN_ERR_CANCELLED. */
kn_status kn__tour_rule_out(const kn_board *board, const kn_tour_options *o,
                            const kn_limits *limits, kn_tour *t);

/* How a search ended. */
typedef enum {
  KN__SEARCH_FOUND,
  KN__SEARCH_NONE,     /* the whole tree was searched: proof that none exists */
  KN__SEARCH_BUDGET,   /* stopped by the node budget */
  KN__SEARCH_CANCELLED,
  KN__SEARCH_NOMEM
} kn__search_result;

/* One Hamiltonian path search over the free cells of a w x h grid.
 * Everything the search reads is borrowed from the caller. */
typedef struct {
  int32_t w, h;
  const uint8_t *free;  /* w * h bytes, non-zero = free */
  uint64_t nfree;       /* how many cells are free */
  kn_leaper leaper;
  bool closed;          /* the last cell must be a move from the first */
  uint32_t start;       /* a free cell */
  bool has_end;         /* open routes only: the route must end on `end` */
  uint32_t end;
  /* Required edges, or NULL: two partner cells per cell (UINT32_MAX = none);
   * the route must use the edge from a cell to each of its partners.  The
   * construction uses them to make block tours that can be spliced. */
  const uint32_t *req;
  uint64_t seed;        /* permutes the tie-break among equal moves */
  bool random_ties;     /* break ties by the seeded order alone, not by Roth's rule */
  uint64_t budget;      /* nodes; 0 = unlimited */
  kn_cancel_fn cancel;
  void *cancel_data;
  kn__trace *trace;     /* may be NULL */
  /* What the trace's RESTART note says of this attempt (see kn_trace_why):
   * restart_why and its rank, the attempt from this start. */
  kn_trace_why restart_why;
  uint8_t attempt;
  /* With a trace: nfree notes (the caller's) that receive, on
   * KN__SEARCH_FOUND, what decided each square of the route; else NULL. */
  kn_trace_note *route_notes;
  /* When not NULL, receives the run's work (added to what it holds). */
  kn__search_stats *stats;
} kn__search;

/* Runs the search.  On KN__SEARCH_FOUND, path (nfree cells, owned by the
 * caller) holds the route from start, and route_notes (when given) its
 * notes.  *nodes receives the nodes expanded. */
kn__search_result kn__search_run(const kn__search *s, uint32_t *path, uint64_t *nodes);

/* The linear-time construction for empty boards with both sides at least 5
 * (tour-build.c).  Writes a malloc'ed array of w * h cells (the tour from
 * start, freed by the caller) to *cells and whether it is closed.  Needs
 * a closed tour to exist unless w and h are both odd, where start must be
 * on the corners' colour.  Returns KN_ERR_BUDGET if the small searches it
 * makes gave up (the tests show they do not), KN_ERR_NOMEM, KN_ERR_CANCELLED. */
kn_status kn__tour_build(int32_t w, int32_t h, bool closed, kn_square start, uint64_t seed,
                         const kn_limits *limits, uint32_t **cells, bool *is_closed,
                         uint64_t *nodes, kn__blocks *blocks);

/* An open tour from s to t (opposite colours) of the empty W x H board, at
 * least one side even, both at least 5, in linear time: a corridor of
 * blocks from s's to t's with a route through each, every other block's
 * closed tour joined into it (tour-build.c).  KN_ERR_BUDGET when no way of
 * cutting the board it tries works (the caller then searches),
 * KN_ERR_NOMEM, KN_ERR_CANCELLED. */
kn_status kn__tour_build_to(int32_t W, int32_t H, kn_square s, kn_square t, uint64_t seed,
                            const kn_limits *limits, uint32_t **cells, uint64_t *nodes,
                            kn__blocks *blocks);

/* blocks (may be NULL) receives the blocks and joins of kn__tour_build and
 * kn__tour_build_to, which add their peak bytes to *memory when not NULL:
 * see kn__build_memory. */
uint64_t kn__build_memory(int32_t W, int32_t H);

/* The other algorithms of kn_tour_options.algorithm (tour-algos.c): each
 * decides o (its start given when it has an end) on board into t. */
kn_status kn__tour_plain_warnsdorff(const kn_board *board, const kn_tour_options *o,
                                    const kn_limits *limits, kn_tour *t);
kn_status kn__tour_backtracking(const kn_board *board, const kn_tour_options *o,
                                const kn_limits *limits, kn_tour *t);
kn_status kn__tour_construction(const kn_board *board, const kn_tour_options *o,
                                const kn_limits *limits, kn_tour *t);
/* Takes cells (the board's squares in tour order) into t: found, closed
 * when it is, its trace the route (tour.c). */
void kn__tour_take_route(const kn_board *board, const kn_tour_options *o, uint32_t *cells,
                         kn_tour *t);

/* The smallest side from which kn__tour_build works. */
#define KN__BUILD_MIN_SIDE 5

/* A square of a narrow board: u across (0 .. width - 1), v along. */
typedef struct {
  int32_t u;
  int64_t v;
} kn__narrow_square;

/* A tour question on an empty board `width` (3 or 4; 5 with both ends
 * given) squares across and
 * `length` along (tour-narrow.c). */
typedef struct {
  int width;
  int64_t length;
  bool transposed;          /* the board is `length` wide: u is its y, v its x */
  bool closed;
  int nends;                /* open tours: the fixed ends, 0 to 2; the tour runs from ends[0] */
  kn__narrow_square ends[2];
  kn__narrow_square start;  /* closed tours: where the walk starts */
} kn__narrow;

/* Decides q exactly, without search, in time linear in the board.  On KN_OK
 * *cells is the tour (width * length board cells, malloc'ed, freed by the
 * caller), or NULL when none exists.  KN_ERR_NOMEM, KN_ERR_CANCELLED. */
kn_status kn__narrow_solve(const kn__narrow *q, const kn_limits *limits, uint32_t **cells);

#endif
