/* kl-structure.h - the data structure a step works on, as a strip of
 * chips: the BFS queue (squares leaving at the front, new ones at the end),
 * the dynamic knight's queue of states, a tour search's stack of choices or
 * Camelot's table of distances, with a bar of how far the search has
 * come.  Made by a pure function from the explanation's step, like a
 * scene from a frame: KlStructureView shows it and the tests read it
 * without a window.  No GTK here. */
#pragma once

#include <glib.h>

#include "kl-explain.h"

G_BEGIN_DECLS

/* The most chips a strip shows of each part, so that a queue of a million
 * squares costs a few dozen widgets: what is left out is one chip that
 * says how many it stands for (never a chip for one: that one is shown).
 * Fewer where they would not fit the strip's rows (longer names, "kn300"). */
#define KL_STRUCTURE_LEAVING_SHOWN 6   /* squares taken from the queue this frame */
#define KL_STRUCTURE_QUEUE_SHOWN   16  /* the queue's first squares */
#define KL_STRUCTURE_STACK_SHOWN   12  /* the stack's top squares */
#define KL_STRUCTURE_PIECES_SHOWN  12  /* Camelot's pieces */

/* What a chip's square is doing in the frame. */
typedef enum
{
  KL_CHIP_NORMAL,   /* waiting: on the stack under its top, a piece whose search has not
                     * started */
  KL_CHIP_LEAVING,  /* taken off this frame: a square (a state) the BFS expands, a square
                     * backed off */
  KL_CHIP_CURRENT,  /* the one the step stands on: the stack's top, the piece whose search
                     * runs or who moves */
  KL_CHIP_NEW,      /* put in this frame: a square (a state) the BFS found */
  KL_CHIP_DONE      /* finished: a piece whose search is over */
} KlChipState;

typedef struct
{
  int          cell;        /* its square (y * width + x): a state's, a piece's first square;
                             * -1 for a chip of hidden squares */
  guint64      hidden;      /* such a chip: how many squares (states, pieces) it stands for;
                             * else 0 */
  KlChipState  state;       /* a chip of hidden squares: theirs */
  char        *label;       /* "b7"; "d5·K"; "♘ h1"; "+14 more" */
  char        *note;        /* smaller words after the label ("+2": choices left; a piece's
                             * number in the table); NULL */
  char        *description; /* the tooltip, and what a screen reader says: "b7, new in the
                             * queue, found from a5" */
} KlChip;

typedef enum
{
  KL_STRUCTURE_QUEUE,       /* shortest path, distance map */
  KL_STRUCTURE_STACK,       /* a tour's search */
  KL_STRUCTURE_STATES,      /* the dynamic knight's queue of (square, last move) states,
                             * chips "d5·K" */
  KL_STRUCTURE_TABLE        /* Camelot's table of distances: a chip a piece, "♘ h1" and its
                             * squares found, or its moves to the gathering square */
} KlStructureKind;

typedef struct
{
  KlStructureKind  kind;
  const char      *title;     /* "Queue", "Stack of choices", "Queue of states", "Table of
                               * distances": the strip's accessible name too (translated,
                               * static) */
  char            *summary;   /* beside the title: "6 squares"; what the table's numbers are,
                               * "squares found" */
  GArray          *chips;     /* of KlChip, in the strip's order: the queue's front first,
                               * the stack's bottom first, the king first */
  guint            rows;      /* the rows of chips the strip keeps room for, whatever the
                               * frame shows: the panel never jumps */
  guint64          count;     /* the bar: squares visited, or on the route, states visited,
                               * searches done or moves made... */
  guint64          total;     /* ...of the free squares, four states a free square, the
                               * pieces or the plan's moves (0: not known) */
  double           fraction;  /* count / total, 0 to 1 */
  char            *bar_text;  /* "31 of 64 squares visited" */
} KlStructure;

/* What step of explain works on, or NULL when its mode shows no structure
 * (a tour told square by square, Camelot when the pieces cannot gather).
 * total: the board's free squares, for the bar (Camelot's bar counts its
 * own).  Free it with kl_structure_free. */
KlStructure *kl_structure_new       (const KlExplain     *explain,
                                     const KlExplainStep *step,
                                     guint64              total);
/* The bar again, out of total free squares (Camelot's: unchanged). */
void         kl_structure_set_total (KlStructure         *self,
                                     guint64              total);
void         kl_structure_free      (KlStructure         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlStructure, kl_structure_free)

G_END_DECLS
