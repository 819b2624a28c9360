/* kl-reason.h - why there is no answer: the reason libknight proved
 * (kn_tour_reason, kn_reach_explain) with its evidence as cells, in one
 * translated wording and as JSON, shared by the app and knight-solve. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "knight.h"
#include "kl-puzzle.h"

G_BEGIN_DECLS

/* A proven "none" or a search that gave up, as plain data: squares are
 * cells y * width + x, as in KlPuzzle.  Arrays not used by the reason are
 * NULL. */
typedef struct
{
  kn_reason   kind;           /* never KN_REASON_NONE */
  KlMode      mode;
  int         width;
  int         height;
  kn_leaper   leaper;
  guint64     free_squares;

  /* tours: what was asked */
  gboolean    closed;
  int         start;          /* the given start, -1 none */
  int         end;            /* the given end, -1 none */
  /* tours: the evidence */
  kn_tour_rule rule;          /* KN_REASON_BOARD_RULE; the colour theorems of empty boards */
  guint64     light;          /* KN_REASON_COLOUR: free squares with x + y odd */
  guint64     dark;           /* and x + y even (a1 is dark) */
  GArray     *dead_ends;      /* of int: KN_REASON_DEAD_ENDS; KN_REASON_COLOUR: the squares
                               * with one free neighbour it took as the route's ends */
  GArray     *degrees;        /* of guint8: each dead end's free neighbours */
  guint32    *pieces;         /* KN_REASON_DISCONNECTED: width * height pieces, KN_NO_PIECE
                               * on blocked squares */
  GArray     *piece_sizes;    /* of guint64 */
  /* KN_REASON_BOARD_RULE, the small boards' proofs (KN_RULE_LONE_CENTRE,
   * _FOUR_CORNERS, _CENTRE_CORNERS, _SHARED_PAIRS); NULL for other rules */
  GArray     *proof_squares;  /* of int: the squares whose few moves the proof counts */
  GArray     *proof_moves;    /* of guint8: how many moves each has */
  GArray     *proof_shared;   /* of int: the squares those moves go to */
  GArray     *proof_loops[2]; /* of int: a loop of moves the proof follows, in order
                               * (NULL when it follows fewer) */
  /* KN_REASON_STUCK: where plain Warnsdorff stopped, why (KN_WHY_DEAD_END,
   * _END_WAITS, _NOT_CLOSING), and the free squares it left unvisited
   * (unvisited_cells: of int, row by row; NULL past KL_REASON_MAX_UNVISITED) */
  int         stuck;
  kn_trace_why stuck_why;
  guint64     unvisited;
  GArray     *unvisited_cells;
  kn_tour_unfit unfit;        /* KN_REASON_NOT_APPLICABLE: why the construction does not apply */
  guint64     nodes;          /* KN_REASON_EXHAUSTED, KN_REASON_GAVE_UP */
  kn_tour_method method;      /* KN_REASON_EXHAUSTED: what searched (the row automaton or the search) */
  guint64     budget;         /* KN_REASON_GAVE_UP: the node budget */

  /* KN_REASON_UNREACHABLE */
  kn_reach_argument argument;
  guint       piece;          /* Camelot: the piece cut off (0 the king, i knight i - 1) */
  guint       other;          /* and the one it cannot meet; 0 and 0 in other modes */
  int         from;           /* where that piece starts */
  int         to;             /* what it cannot reach; -1 for a distance map */
  GArray     *region;         /* of int: KN_REACH_REGION, the region's squares row by row (in
                               * memory proportional to the region, not the board) */
  guint64     region_size;
  guint64     unreached;      /* free squares not reached (region; every argument of a map) */
  GArray     *walls;          /* of int: KN_REACH_REGION, the walls row by row */
  GArray     *doors;          /* of gboolean: each wall's, whether it also touches the other side */
  int         step;           /* KN_REACH_LATTICE: g = gcd (m, n) */
  gboolean    parity;         /* and the steps of g add up to an even number */
} KlReason;

/* The most unvisited squares a KN_REASON_STUCK reason lists. */
#define KL_REASON_MAX_UNVISITED 100000

/* The reason of a tour solved on board with options (budget: the node
 * budget it had, 0 none); NULL for a found tour. */
KlReason   *kl_reason_new_tour    (const kn_tour           *tour,
                                   const kn_board          *board,
                                   const kn_tour_options   *options,
                                   guint64                  budget);
/* The reason of reach (made on board for mode: path, distance map,
 * dynamic knight or Camelot, with leaper); NULL when it is reachable. */
KlReason   *kl_reason_new_reach   (const kn_reach          *reach,
                                   const kn_board          *board,
                                   KlMode                   mode,
                                   kn_leaper                leaper);
void        kl_reason_free        (KlReason                *reason);

/* The words, translated; g_free them.  The lead says what has no answer
 * ("No tour from a1", "h8 cannot be reached from a1"); the explanation is
 * one sentence with the numbers ("b1 and b2 each have only one free
 * neighbour, so a tour from a1 would have to end on both."); the sentence
 * is the two together. */
char       *kl_reason_lead        (const KlReason          *reason);
char       *kl_reason_explain     (const KlReason          *reason);
char       *kl_reason_sentence    (const KlReason          *reason);

/* The reason's name in JSON: "unreachable", "colour", "dead-ends",
 * "disconnected", "board-rule", "exhausted", "gave-up"; NULL for
 * KN_REASON_NONE. */
const char *kl_reason_to_string   (kn_reason                kind);
const char *kl_reason_argument_to_string (kn_reach_argument argument);
const char *kl_reason_rule_to_string     (kn_tour_rule      rule);

/* Adds "reason" (its name, or null when reason is NULL) and "evidence"
 * (an object, or null) as members of the object builder has open; see the
 * README's JSON section.  The region's squares may be millions: with
 * stream_region the evidence ends with an empty "region" array for the
 * caller to stream them into (kl_reason_region_cells), so "evidence" must
 * be the last member; without, they are left out ("region_size" counts
 * them). */
void        kl_reason_add_json    (const KlReason          *reason,
                                   JsonBuilder             *builder,
                                   gboolean                 stream_region);
/* The region's cells, row by row, into out (of int); how many. */
guint64     kl_reason_region_cells (const KlReason         *reason,
                                    GArray                 *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlReason, kl_reason_free)

G_END_DECLS
