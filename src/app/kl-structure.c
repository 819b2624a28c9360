/* kl-structure.c - a step's data structure as chips: one adapter a kind of
 * structure, each reading only the explanation (src/puzzle/kl-explain.h).
 *
 * A new structure is one more adapter: a function that fills chips from
 * the step (a square, a state, a state's label such as "d5·K"), called
 * from kl_structure_new for its mode; KlStructureView shows any of them. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-structure.h"

/* The rows each kind keeps room for: a queue's chips at the widths of the
 * panel, a stack's dozen and its "below" chip. */
#define QUEUE_ROWS 3
#define STACK_ROWS 3

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

/* The room all of cells would take, counted up to a little past cap. */
static guint
cells_cost (GArray *cells,
            int     width,
            guint   cap)
{
  guint sum = 0;

  for (guint i = 0; i < cells->len && sum <= cap; i++)
    {
      g_autofree char *name = kl_cell_name (g_array_index (cells, int, i), width);

      sum += chip_cost (name, NULL);
    }
  return sum;
}

/* How many of the squares cells to show (at most max) so that they and a
 * chip for the rest fit in room; *used: the room they take.  Never a chip
 * for a single square: that square takes its room instead (no name is
 * longer than "+1 more"). */
static guint
fit_cells (GArray *cells,
           guint   max,
           guint   room,
           int     width,
           guint  *used)
{
  guint n = cells->len, shown = 0, sum = 0;

  if (n <= max + 1 && (sum = cells_cost (cells, width, room)) <= room)
    {
      *used = sum;
      return n;
    }
  sum = 0;
  while (shown < n && shown < max)
    {
      g_autofree char *name = kl_cell_name (g_array_index (cells, int, shown), width);
      guint cost = chip_cost (name, NULL);

      if (sum + cost + (n - shown > 1 ? more_cost (n - shown - 1) : 0) > room)
        break;
      sum += cost;
      shown++;
    }
  if (n - shown == 1)
    {
      g_autofree char *name = kl_cell_name (g_array_index (cells, int, shown), width);

      sum += chip_cost (name, NULL);
      shown++;
    }
  *used = sum + (shown < n ? more_cost (n - shown) : 0);
  return shown;
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
  guint room = room_of (QUEUE_ROWS), used, leaving, queued;
  g_autofree char *length = kl_format_count (step->frontier->len);

  /* when not all fit, the squares leaving get a third of the room, or what
   * the queue leaves them: the queue is what the frame leaves behind */
  leaving = fit_cells (step->expanded, KL_STRUCTURE_LEAVING_SHOWN,
                       MAX (room / 3, room - MIN (room, cells_cost (step->frontier, width, room))),
                       width, &used);
  queued = fit_cells (step->frontier, KL_STRUCTURE_QUEUE_SHOWN, room - used, width, &used);

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
    case KL_MODE_DYNAMIC:  /* the queue of states: an adapter to come */
    case KL_MODE_CAMELOT:  /* the table of distances: an adapter to come */
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

  self->total = total;
  self->fraction = total > 0 ? MIN ((double) self->count / (double) total, 1.0) : 0;
  count = kl_format_count (self->count);
  all = kl_format_count (total);
  g_free (self->bar_text);
  if (self->kind == KL_STRUCTURE_QUEUE)
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
