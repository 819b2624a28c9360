/* kl-structure.c - a step's data structure as chips: one adapter a kind of
 * structure (the BFS queue, the dynamic knight's queue of states, a tour
 * search's stack, Camelot's table of distances), each reading only the
 * explanation (src/puzzle/kl-explain.h).
 *
 * A new structure is one more adapter: a function that fills chips from
 * the step (a square, a state, a state's label such as "d5·K"), called
 * from kl_structure_new for its mode; KlStructureView shows any of them. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-structure.h"

/* The rows each kind keeps room for: a queue's chips at the widths of the
 * panel, a stack's dozen and its "below" chip; Camelot's table, what its
 * pieces take, at most this. */
#define QUEUE_ROWS 3
#define STACK_ROWS 3
#define TABLE_ROWS 3

static void
chip_clear (gpointer data)
{
  KlChip *chip = data;

  g_free (chip->label);
  g_free (chip->note);
  g_free (chip->description);
}

/* Takes label, note and description. */
static void
add_chip (KlStructure *self,
          int          cell,
          guint64      hidden,
          KlChipState  state,
          char        *label,
          char        *note,
          char        *description)
{
  KlChip chip = { cell, hidden, state, label, note, description };

  g_array_append_val (self->chips, chip);
}

static KlStructure *
structure_new (KlStructureKind kind,
               const char     *title,
               guint           rows)
{
  KlStructure *self = g_new0 (KlStructure, 1);

  self->kind = kind;
  self->title = title;
  self->rows = rows;
  self->chips = g_array_new (FALSE, TRUE, sizeof (KlChip));
  g_array_set_clear_func (self->chips, chip_clear);
  return self;
}

/* The room of a strip, in characters of the chips' words, so that its
 * chips fit the rows it keeps at the side pane's width (320 pixels less
 * its margins: about 38 characters a line), whatever the length of the
 * squares' names ("b7", "kn300"): a chip adds its padding and the space
 * after it, about 3 characters, and a line that breaks before a chip too
 * long for it wastes about 3 more. */
#define LINE_CHARS 38
#define CHIP_CHARS 3
#define LINE_WASTE 3

static guint
room_of (guint rows)
{
  return rows * (LINE_CHARS - LINE_WASTE);
}

static guint
chip_cost (const char *label,
           const char *note)
{
  return (guint) g_utf8_strlen (label, -1) +
         (note != NULL ? (guint) g_utf8_strlen (note, -1) + 1 : 0) + CHIP_CHARS;
}

static char *
more_label (guint64 rest)
{
  g_autofree char *n = kl_format_count (rest);

  /* Translators: a chip standing for the squares of the BFS queue not shown, "+14 more" */
  return g_strdup_printf (_("+%s more"), n);
}

static guint
more_cost (guint64 rest)
{
  g_autofree char *label = more_label (rest);

  return chip_cost (label, NULL);
}

/* Items a part of a strip may show: a frame's squares or states, each
 * chip's label made on demand (a layer of a million squares is never named
 * whole). */
typedef struct
{
  const GArray  *items;   /* of int (cells) or KlExplainState */
  int            width;   /* the board's, for the squares' names */
  char        *(*label) (const GArray *items,
                         guint         i,
                         int           width);
} Labels;

static char *
cell_label (const GArray *cells,
            guint         i,
            int           width)
{
  return kl_cell_name (g_array_index (cells, int, i), width);
}

static guint
item_cost (const Labels *l,
           guint         i)
{
  g_autofree char *label = l->label (l->items, i, l->width);

  return chip_cost (label, NULL);
}

/* The room all of l's items would take, counted up to a little past cap. */
static guint
items_cost (const Labels *l,
            guint         cap)
{
  guint sum = 0;

  for (guint i = 0; i < l->items->len && sum <= cap; i++)
    sum += item_cost (l, i);
  return sum;
}

/* How many of l's items to show (at most max) so that they and a chip for
 * the rest fit in room; *used: the room they take.  Never a chip for a
 * single item: that item takes its room instead (no label is much longer
 * than "+1 more"). */
static guint
fit_items (const Labels *l,
           guint         max,
           guint         room,
           guint        *used)
{
  guint n = l->items->len, shown = 0, sum = 0;

  if (n <= max + 1 && (sum = items_cost (l, room)) <= room)
    {
      *used = sum;
      return n;
    }
  sum = 0;
  while (shown < n && shown < max)
    {
      guint cost = item_cost (l, shown);

      if (sum + cost + (n - shown > 1 ? more_cost (n - shown - 1) : 0) > room)
        break;
      sum += cost;
      shown++;
    }
  if (n - shown == 1)
    {
      sum += item_cost (l, shown);
      shown++;
    }
  *used = sum + (shown < n ? more_cost (n - shown) : 0);
  return shown;
}

/* How many of the expanded and queued items a queue's strip shows, leaving
 * first: when not all fit, the items leaving get a third of the room, or
 * what the queue leaves them: the queue is what the frame leaves behind. */
static void
fit_queue (const Labels *expanded,
           const Labels *queued,
           guint         room,
           guint        *leaving,
           guint        *queue)
{
  guint used;

  *leaving = fit_items (expanded, KL_STRUCTURE_LEAVING_SHOWN,
                        MAX (room / 3, room - MIN (room, items_cost (queued, room))), &used);
  *queue = fit_items (queued, KL_STRUCTURE_QUEUE_SHOWN, room - used, &used);
}

/* ------------------------------------------------------------ the BFS queue */

/* A frame is a BFS layer: every square of the queue before it (the last
 * layer) leaves from the front, and the squares it finds join at the end;
 * the queue after it is the frame's layer, all new. */
static KlStructure *
queue_new (const KlExplain     *explain,
           const KlExplainStep *step)
{
  KlStructure *self = structure_new (KL_STRUCTURE_QUEUE, _("Queue"), QUEUE_ROWS);
  int width = kl_explain_get_width (explain);
  Labels expanded = { step->expanded, width, cell_label };
  Labels frontier = { step->frontier, width, cell_label };
  guint leaving, queued;
  g_autofree char *length = kl_format_count (step->frontier->len);

  fit_queue (&expanded, &frontier, room_of (QUEUE_ROWS), &leaving, &queued);

  for (guint i = 0; i < leaving; i++)
    {
      int cell = g_array_index (step->expanded, int, i);
      char *name = kl_cell_name (cell, width);

      add_chip (self, cell, 0, KL_CHIP_LEAVING, name, NULL,
                /* Translators: a chip of the BFS queue, read by a screen reader: "a5, taken
                 * from the queue" */
                g_strdup_printf (_("%s, taken from the queue"), name));
    }
  if (step->expanded->len > leaving)
    {
      guint64 rest = step->expanded->len - leaving;
      g_autofree char *n = kl_format_count (rest);

      add_chip (self, -1, rest, KL_CHIP_LEAVING, more_label (rest), NULL,
                g_strdup_printf (ngettext ("%s more square taken from the queue",
                                           "%s more squares taken from the queue",
                                           kl_plural_n (rest)), n));
    }
  for (guint i = 0; i < queued; i++)
    {
      int cell = g_array_index (step->frontier, int, i);
      int parent = g_array_index (step->parents, int, i);
      char *name = kl_cell_name (cell, width);
      char *description;

      if (parent >= 0)
        {
          g_autofree char *from = kl_cell_name (parent, width);

          /* Translators: a chip of the BFS queue: "b7, new in the queue, found from a5" */
          description = g_strdup_printf (_("%s, new in the queue, found from %s"), name, from);
        }
      else
        /* Translators: the first chip of the BFS queue: "a1, the start, in the queue" */
        description = g_strdup_printf (_("%s, the start, in the queue"), name);
      add_chip (self, cell, 0, KL_CHIP_NEW, name, NULL, description);
    }
  if (step->frontier->len > queued)
    {
      guint64 rest = step->frontier->len - queued;
      g_autofree char *n = kl_format_count (rest);

      add_chip (self, -1, rest, KL_CHIP_NEW, more_label (rest), NULL,
                g_strdup_printf (ngettext ("%s more square in the queue",
                                           "%s more squares in the queue",
                                           kl_plural_n (rest)), n));
    }
  /* Translators: beside the title "Queue": how many squares it holds */
  self->summary = g_strdup_printf (ngettext ("%s square", "%s squares",
                                             kl_plural_n (step->frontier->len)), length);
  self->count = step->visited;
  return self;
}

/* ------------------------------------------------------------ the dynamic knight's queue */

/* A state as a chip: its square and the letter of its last move, "d5·K";
 * the start, with no move yet, "a1·–". */
static char *
state_label (const GArray *states,
             guint         i,
             int           width)
{
  const KlExplainState *st = &g_array_index (states, KlExplainState, i);
  g_autofree char *name = kl_cell_name (st->cell, width);

  if (st->last == KN_MOVE_START)
    return g_strdup_printf ("%s·–", name);
  return g_strdup_printf ("%s·%s", name, kl_move_letter (st->last));
}

/* A state in words, for a screen reader: "d5 after a K move", "a1 with no
 * move yet". */
static char *
state_words (int    cell,
             guint8 last,
             int    width)
{
  g_autofree char *name = kl_cell_name (cell, width);

  if (last == KN_MOVE_START)
    /* Translators: a state of the dynamic knight's queue, read by a screen reader: the
     * start, before any move, "a1 with no move yet" */
    return g_strdup_printf (_("%s with no move yet"), name);
  /* Translators: a state of the dynamic knight's queue, read by a screen reader: its square
   * and the letter of the move that reached it, "d5 after a K move" */
  return g_strdup_printf (_("%s after a %s move"), name, kl_move_letter (last));
}

/* The queue of (square, last move) states, as the BFS queue: a frame is a
 * layer of states, the last layer leaves from the front and the new one,
 * the queue after the frame, joins at the end. */
static KlStructure *
states_new (const KlExplain     *explain,
            const KlExplainStep *step)
{
  KlStructure *self = structure_new (KL_STRUCTURE_STATES, _("Queue of states"), QUEUE_ROWS);
  int width = kl_explain_get_width (explain);
  Labels expanded = { step->states_expanded, width, state_label };
  Labels queue = { step->states, width, state_label };
  guint leaving, queued;
  g_autofree char *length = kl_format_count (step->states->len);

  fit_queue (&expanded, &queue, room_of (QUEUE_ROWS), &leaving, &queued);
  for (guint i = 0; i < leaving; i++)
    {
      const KlExplainState *st = &g_array_index (step->states_expanded, KlExplainState, i);
      g_autofree char *words = state_words (st->cell, st->last, width);

      add_chip (self, st->cell, 0, KL_CHIP_LEAVING, state_label (step->states_expanded, i, width),
                NULL,
                /* Translators: a chip of the BFS queue, read by a screen reader: "a5, taken
                 * from the queue" */
                g_strdup_printf (_("%s, taken from the queue"), words));
    }
  if (step->states_expanded->len > leaving)
    {
      guint64 rest = step->states_expanded->len - leaving;
      g_autofree char *n = kl_format_count (rest);

      add_chip (self, -1, rest, KL_CHIP_LEAVING, more_label (rest), NULL,
                /* Translators: a chip standing for the states of the dynamic knight's queue not
                 * shown, read by a screen reader */
                g_strdup_printf (ngettext ("%s more state taken from the queue",
                                           "%s more states taken from the queue",
                                           kl_plural_n (rest)), n));
    }
  for (guint i = 0; i < queued; i++)
    {
      const KlExplainState *st = &g_array_index (step->states, KlExplainState, i);
      char *description;

      if (st->parent_cell >= 0)
        {
          g_autofree char *words = state_words (st->cell, st->last, width);
          g_autofree char *from = state_words (st->parent_cell, st->parent_last, width);

          /* Translators: a chip of the BFS queue: "b7, new in the queue, found from a5" */
          description = g_strdup_printf (_("%s, new in the queue, found from %s"), words, from);
        }
      else
        {
          g_autofree char *name = kl_cell_name (st->cell, width);

          /* Translators: the first chip of the BFS queue: "a1, the start, in the queue" */
          description = g_strdup_printf (_("%s, the start, in the queue"), name);
        }
      add_chip (self, st->cell, 0, KL_CHIP_NEW, state_label (step->states, i, width), NULL,
                description);
    }
  if (step->states->len > queued)
    {
      guint64 rest = step->states->len - queued;
      g_autofree char *n = kl_format_count (rest);

      add_chip (self, -1, rest, KL_CHIP_NEW, more_label (rest), NULL,
                g_strdup_printf (ngettext ("%s more state in the queue",
                                           "%s more states in the queue",
                                           kl_plural_n (rest)), n));
    }
  /* Translators: beside the title "Queue of states": how many states it holds */
  self->summary = g_strdup_printf (ngettext ("%s state", "%s states",
                                             kl_plural_n (step->states->len)), length);
  self->count = step->visited;
  return self;
}

/* ------------------------------------------------------------ a tour's stack */

static char *
below_label (guint64 below)
{
  g_autofree char *n = kl_format_count (below);

  /* Translators: a chip standing for the squares deeper in a tour search's stack than
   * the ones shown, "52 below" */
  return g_strdup_printf (_("%s below"), n);
}

/* The choices left in a square's place, beside it: "+2"; NULL for none. */
static char *
stack_note (guint remaining)
{
  g_autofree char *n = NULL;

  if (remaining == 0)
    return NULL;
  n = kl_format_count (remaining);
  /* Translators: beside a square of a tour search's stack: the choices left in its
   * place, "+2" */
  return g_strdup_printf (_("+%s"), n);
}

/* The depth from which the top of the stack is shown: as many squares as
 * fit (at most KL_STRUCTURE_STACK_SHOWN) beside the square backed off and
 * a chip for the rest; never a chip for a single square. */
static guint
stack_fit (GArray              *stack,
           const KlExplainStep *step,
           int                  width)
{
  guint room = room_of (STACK_ROWS), sum = 0, first = stack->len;

  if (step->kind == KL_STEP_BACKTRACK && step->square >= 0)
    {
      g_autofree char *name = kl_cell_name (step->square, width);

      sum += chip_cost (name, NULL);
    }
  while (first > 0 && stack->len - first < KL_STRUCTURE_STACK_SHOWN)
    {
      const KlExplainChoice *c = &g_array_index (stack, KlExplainChoice, first - 1);
      g_autofree char *name = kl_cell_name (c->cell, width);
      g_autofree char *note = stack_note (c->remaining);
      g_autofree char *below = first > 1 ? below_label (first - 1) : NULL;
      guint cost = chip_cost (name, note);

      if (sum + cost + (below != NULL ? chip_cost (below, NULL) : 0) > room)
        break;
      sum += cost;
      first--;
    }
  /* the first square takes no more room than "1 below" would */
  return first == 1 ? 0 : first;
}

/* The stack after the step, bottom first, its top marked; a square backed
 * off this frame stays a frame longer above it, leaving. */
static KlStructure *
stack_new (const KlExplain     *explain,
           const KlExplainStep *step)
{
  g_autoptr(GArray) stack = kl_explain_get_stack (explain, step->index);
  KlStructure *self;
  int width = kl_explain_get_width (explain);
  guint first;
  g_autofree char *depth = NULL, *backtracks = NULL;

  if (stack == NULL)
    return NULL;
  self = structure_new (KL_STRUCTURE_STACK, _("Stack of choices"), STACK_ROWS);
  first = stack_fit (stack, step, width);
  if (first > 0)
    {
      g_autofree char *n = kl_format_count (first);

      add_chip (self, -1, first, KL_CHIP_NORMAL, below_label (first), NULL,
                g_strdup_printf (ngettext ("%s more square below", "%s more squares below",
                                           kl_plural_n (first)), n));
    }
  for (guint d = first; d < stack->len; d++)
    {
      const KlExplainChoice *c = &g_array_index (stack, KlExplainChoice, d);
      gboolean top = d + 1 == stack->len;
      char *name = kl_cell_name (c->cell, width);
      g_autofree char *at = kl_format_count (d + 1);
      g_autofree char *left = kl_format_count (c->remaining);
      g_autofree char *place = NULL;
      char *note = NULL, *description;

      if (d == 0)
        /* Translators: a tour search's stack: the square it started on, at depth 1 */
        place = g_strdup_printf (_("Depth %s: %s, the start"), at, name);
      else if (c->remaining == 0)
        /* Translators: a tour search's stack: a square with no other choice in its place */
        place = g_strdup_printf (_("Depth %s: %s, no other choice left"), at, name);
      else
        {
          /* Translators: a tour search's stack: "Depth 5: c3, 2 more choices" */
          place = g_strdup_printf (ngettext ("Depth %s: %s, %s more choice",
                                             "Depth %s: %s, %s more choices",
                                             c->remaining), at, name, left);
          note = stack_note (c->remaining);
        }
      if (top)
        /* Translators: the top of a tour search's stack: "Depth 5: c3, 2 more choices; the
         * top of the stack" */
        description = g_strdup_printf (_("%s; the top of the stack"), place);
      else
        description = g_steal_pointer (&place);
      add_chip (self, c->cell, 0, top ? KL_CHIP_CURRENT : KL_CHIP_NORMAL, name, note,
                description);
    }
  if (step->kind == KL_STEP_BACKTRACK && step->square >= 0)
    {
      char *name = kl_cell_name (step->square, width);

      add_chip (self, step->square, 0, KL_CHIP_LEAVING, name, NULL,
                /* Translators: a tour search's stack: the square it just backed off */
                g_strdup_printf (_("%s, backed off: taken off the stack"), name));
    }
  depth = kl_format_count (stack->len);
  backtracks = kl_format_count (step->backtracks);
  /* Translators: beside the title "Stack of choices": how deep it is, and how often
   * the search has backed up so far, "depth 12 · 3 backtracks" */
  self->summary = g_strdup_printf (ngettext ("depth %s · %s backtrack", "depth %s · %s backtracks",
                                             kl_plural_n (step->backtracks)),
                                   depth, backtracks);
  self->count = stack->len;
  return self;
}

/* ------------------------------------------------------------ Camelot's table */

/* A piece as a chip: the king or a knight, and its first square. */
static char *
piece_label (const KlExplainPiece *piece,
             int                   width)
{
  g_autofree char *name = kl_cell_name (piece->start, width);

  return g_strdup_printf ("%s %s", piece->piece == 0 ? "♔" : "♘", name);
}

/* A piece's number in the table: the squares its search has found, or,
 * once the gathering square is chosen, its moves to it ("–": the king
 * cannot walk there); NULL before its search starts. */
static char *
row_note (const KlExplainPieceRow *row,
          gboolean                 gathered)
{
  if (gathered)
    return row->to_gather >= 0 ? kl_format_count ((guint64) row->to_gather) : g_strdup ("–");
  return row->layer_done >= 0 ? kl_format_count (row->reached) : NULL;
}

static char *
row_words (const KlExplainPieceRow *row,
           const KlExplainPiece    *piece,
           int                      gather,
           int                      width)
{
  g_autofree char *n = NULL;

  if (gather >= 0)
    {
      g_autofree char *at = kl_cell_name (gather, width);

      if (row->to_gather < 0)
        /* Translators: Camelot's table of distances, read by a screen reader: the king when
         * no walk leads to the gathering square, "the king: cannot walk to f5, a knight carries
         * him" */
        return g_strdup_printf (_("%s: cannot walk to %s, a knight carries him"), piece->name,
                                at);
      n = kl_format_count ((guint64) row->to_gather);
      /* Translators: Camelot's table of distances, read by a screen reader: a piece's distance
       * to the gathering square, "the knight from h1: 3 moves to f5" */
      return g_strdup_printf (ngettext ("%s: %s move to %s", "%s: %s moves to %s",
                                        kl_plural_n ((guint64) row->to_gather)),
                              piece->name, n, at);
    }
  if (row->layer_done < 0)
    /* Translators: Camelot's table of distances, read by a screen reader: "the knight from h1:
     * search not started" */
    return g_strdup_printf (_("%s: search not started"), piece->name);
  n = kl_format_count (row->reached);
  if (row->done)
    /* Translators: Camelot's table of distances, read by a screen reader: a piece whose
     * distance search is over, "the king: search over, 64 squares found" */
    return g_strdup_printf (ngettext ("%s: search over, %s square found",
                                      "%s: search over, %s squares found",
                                      kl_plural_n (row->reached)), piece->name, n);
  /* Translators: Camelot's table of distances, read by a screen reader: a piece whose distance
   * search runs, "the knight from h1: 12 squares found, layer 3" */
  return g_strdup_printf (ngettext ("%s: %s square found, layer %d",
                                    "%s: %s squares found, layer %d",
                                    kl_plural_n (row->reached)), piece->name, n, row->layer_done);
}

static char *
before_label (guint64 before)
{
  g_autofree char *n = kl_format_count (before);

  /* Translators: a chip standing for the pieces of Camelot's table before the ones shown,
   * "3 before" */
  return g_strdup_printf (_("%s before"), n);
}

/* The most a piece's chip takes: its label and the longest number it may
 * show, a square count of the whole board. */
static guint
piece_cost (const KlExplainPiece *piece,
            int                   width,
            guint64               squares)
{
  g_autofree char *label = piece_label (piece, width);
  g_autofree char *note = kl_format_count (squares);

  return chip_cost (label, note);
}

/* The pieces the table shows, first..last - 1: all when they fit in room,
 * else as many as fit (at most KL_STRUCTURE_PIECES_SHOWN) around focus,
 * the piece the step is about, with a chip for those before and one for
 * those after.  Each chip is counted at its widest, so the strip shows the
 * same pieces from one step to the next while the focus stays. */
static void
fit_pieces (GPtrArray *pieces,
            int        focus,
            int        width,
            guint64    squares,
            guint      room,
            guint     *first,
            guint     *last)
{
  guint n = pieces->len, sum = 0;
  gboolean grow_back = TRUE;

  for (guint i = 0; i < n && sum <= room; i++)
    sum += piece_cost (g_ptr_array_index (pieces, i), width, squares);
  *first = 0;
  *last = n;
  if (n <= KL_STRUCTURE_PIECES_SHOWN && sum <= room)
    return;
  *first = (guint) CLAMP (focus, 0, (int) n - 1);
  *last = *first + 1;
  sum = piece_cost (g_ptr_array_index (pieces, *first), width, squares);
  /* grow the run a piece a side in turn, keeping room for the chips of the rest */
  while (*last - *first < KL_STRUCTURE_PIECES_SHOWN && (*first > 0 || *last < n))
    {
      gboolean back = (grow_back && *first > 0) || *last == n;
      guint next = back ? *first - 1 : *last;
      guint cost = piece_cost (g_ptr_array_index (pieces, next), width, squares);
      guint before = back ? next : *first, after = back ? n - *last : n - next - 1;
      g_autofree char *b = before > 0 ? before_label (before) : NULL;
      g_autofree char *a = after > 0 ? more_label (after) : NULL;

      if (sum + cost + (b != NULL ? chip_cost (b, NULL) : 0) +
          (a != NULL ? chip_cost (a, NULL) : 0) > room)
        break;
      sum += cost;
      if (back)
        (*first)--;
      else
        (*last)++;
      grow_back = !grow_back;
    }
}

/* The rows the table keeps: as many as its pieces take at their widest,
 * at most three; the same at every step. */
static guint
table_rows (GPtrArray *pieces,
            int        width,
            guint64    squares)
{
  guint sum = 0, line = LINE_CHARS - LINE_WASTE;

  for (guint i = 0; i < pieces->len && sum <= room_of (TABLE_ROWS); i++)
    sum += piece_cost (g_ptr_array_index (pieces, i), width, squares);
  return CLAMP ((sum + line - 1) / line, 1, TABLE_ROWS);
}

/* Camelot's table of distances as the step leaves it: a chip a piece, the
 * king first, each with the squares its search has found (the piece whose
 * search runs marked, the searches over marked done), and from the
 * gathering step on each with its moves to the gathering square (the piece
 * that moves marked).  The bar counts the searches done, then the moves
 * made. */
static KlStructure *
table_new (const KlExplain     *explain,
           const KlExplainStep *step)
{
  GPtrArray *pieces = kl_explain_get_pieces (explain);
  int width = kl_explain_get_width (explain);
  guint64 squares = (guint64) width * (guint64) kl_explain_get_height (explain);
  gboolean gathered = step->gather >= 0;
  gboolean searching = step->kind == KL_STEP_SEARCH;
  gboolean moving = step->kind == KL_STEP_MOVE || step->kind == KL_STEP_PICKUP;
  int current = searching || moving ? step->piece : -1;
  guint first, last, done = 0;
  KlStructure *self;

  if (pieces == NULL || step->piece_rows->len != pieces->len)
    return NULL;
  self = structure_new (KL_STRUCTURE_TABLE, _("Table of distances"),
                        table_rows (pieces, width, squares));
  fit_pieces (pieces, current, width, squares, room_of (self->rows), &first, &last);
  if (first > 0)
    {
      g_autofree char *n = kl_format_count (first);

      add_chip (self, -1, first, KL_CHIP_NORMAL, before_label (first), NULL,
                /* Translators: a chip standing for the pieces of Camelot's table before the
                 * ones shown, read by a screen reader */
                g_strdup_printf (ngettext ("%s more piece before these",
                                           "%s more pieces before these",
                                           kl_plural_n (first)), n));
    }
  for (guint i = 0; i < step->piece_rows->len; i++)
    {
      const KlExplainPieceRow *row = &g_array_index (step->piece_rows, KlExplainPieceRow, i);
      const KlExplainPiece *piece = g_ptr_array_index (pieces, row->piece);
      KlChipState state = KL_CHIP_NORMAL;
      char *description;

      done += row->done;
      if (i < first || i >= last)
        continue;
      if (row->piece == current)
        state = KL_CHIP_CURRENT;
      else if (row->done)
        state = KL_CHIP_DONE;
      description = row_words (row, piece, step->gather, width);
      if (moving && row->piece == current)
        {
          char *words = description;

          /* Translators: Camelot's table of distances, read by a screen reader: the piece that
           * moves in this step, "the knight from h1: 3 moves to f5; moving now" */
          description = g_strdup_printf (_("%s; moving now"), words);
          g_free (words);
        }
      add_chip (self, piece->start, 0, state, piece_label (piece, width),
                row_note (row, gathered), description);
    }
  if (last < pieces->len)
    {
      guint64 rest = pieces->len - last;
      g_autofree char *n = kl_format_count (rest);

      add_chip (self, -1, rest, KL_CHIP_NORMAL, more_label (rest), NULL,
                g_strdup_printf (ngettext ("%s more piece after these",
                                           "%s more pieces after these",
                                           kl_plural_n (rest)), n));
    }
  if (gathered)
    {
      g_autofree char *at = kl_cell_name (step->gather, width);

      /* Translators: beside the title "Table of distances" once the gathering square is
       * chosen: what its numbers are, "moves to f5" */
      self->summary = g_strdup_printf (_("moves to %s"), at);
    }
  else
    /* Translators: beside the title "Table of distances" while the searches run: what its
     * numbers are */
    self->summary = g_strdup (_("squares found"));
  /* the searches fill the table; then the plan is played */
  if (gathered && step->moves > 0)
    {
      g_autofree char *made = kl_format_count ((guint64) step->move);
      g_autofree char *all = kl_format_count ((guint64) step->moves);

      self->count = (guint64) step->move;
      self->total = (guint64) step->moves;
      /* Translators: under Camelot's table of distances once the plan is played: "3 of 10
       * moves made" */
      self->bar_text = g_strdup_printf (ngettext ("%s of %s move made", "%s of %s moves made",
                                                  kl_plural_n (self->total)), made, all);
    }
  else
    {
      g_autofree char *over = kl_format_count (done);
      g_autofree char *all = kl_format_count (pieces->len);

      self->count = done;
      self->total = pieces->len;
      /* Translators: under Camelot's table of distances: the pieces whose distance search is
       * over, "2 of 5 searches done" */
      self->bar_text = g_strdup_printf (ngettext ("%s of %s search done", "%s of %s searches done",
                                                  kl_plural_n (self->total)), over, all);
    }
  self->fraction = self->total > 0 ? MIN ((double) self->count / (double) self->total, 1.0) : 0;
  return self;
}

/* ------------------------------------------------------------ public */

KlStructure *
kl_structure_new (const KlExplain     *explain,
                  const KlExplainStep *step,
                  guint64              total)
{
  KlStructure *self = NULL;

  g_return_val_if_fail (explain != NULL && step != NULL, NULL);

  switch (kl_explain_get_mode (explain))
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
      self = queue_new (explain, step);
      break;
    case KL_MODE_TOUR:
      self = stack_new (explain, step);
      break;
    case KL_MODE_DYNAMIC:
      self = states_new (explain, step);
      break;
    case KL_MODE_CAMELOT:
      self = table_new (explain, step);
      break;
    case KL_N_MODES:
    default:
      break;
    }
  if (self != NULL)
    kl_structure_set_total (self, total);
  return self;
}

void
kl_structure_set_total (KlStructure *self,
                        guint64      total)
{
  g_autofree char *count = NULL, *all = NULL;

  g_return_if_fail (self != NULL);

  /* Camelot's bar counts its pieces or its moves, not squares */
  if (self->kind == KL_STRUCTURE_TABLE)
    return;
  /* the dynamic knight's states: four a square, as its explanation counts them (with no move
   * yet, after a K, a B and a T move) */
  if (self->kind == KL_STRUCTURE_STATES)
    total = total <= G_MAXUINT64 / 4 ? 4 * total : 0;
  self->total = total;
  self->fraction = total > 0 ? MIN ((double) self->count / (double) total, 1.0) : 0;
  count = kl_format_count (self->count);
  all = kl_format_count (total);
  g_free (self->bar_text);
  if (self->kind == KL_STRUCTURE_STATES)
    self->bar_text =
      total > 0
      /* Translators: under the dynamic knight's queue of states: "31 of 256 states visited" */
      ? g_strdup_printf (ngettext ("%s of %s state visited", "%s of %s states visited",
                                   kl_plural_n (total)), count, all)
      : g_strdup_printf (ngettext ("%s state visited", "%s states visited",
                                   kl_plural_n (self->count)), count);
  else if (self->kind == KL_STRUCTURE_QUEUE)
    self->bar_text =
      total > 0
      /* Translators: under the BFS queue: "31 of 64 squares visited" */
      ? g_strdup_printf (ngettext ("%s of %s square visited", "%s of %s squares visited",
                                   kl_plural_n (total)), count, all)
      : g_strdup_printf (ngettext ("%s square visited", "%s squares visited",
                                   kl_plural_n (self->count)), count);
  else
    self->bar_text =
      total > 0
      /* Translators: under a tour search's stack: "23 of 64 squares on the route" */
      ? g_strdup_printf (ngettext ("%s of %s square on the route",
                                   "%s of %s squares on the route", kl_plural_n (total)),
                         count, all)
      : g_strdup_printf (ngettext ("%s square on the route", "%s squares on the route",
                                   kl_plural_n (self->count)), count);
}

void
kl_structure_free (KlStructure *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->chips);
  g_free (self->summary);
  g_free (self->bar_text);
  g_free (self);
}
