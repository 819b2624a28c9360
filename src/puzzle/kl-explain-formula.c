/* kl-explain-formula.c - the narration of the distance map by the empty
 * board's closed-form knight distance: a step a distance value (the squares
 * at formula distance k), and where the real board's BFS differs, the walls
 * that make those squares farther or cut them off. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_formula[] = {
  N_("For every free square s: d(s) = the knight’s distance from the start to s on the empty "
     "board of the same size, walls ignored."),
  N_("  With dx ≥ dy the file and rank differences and δ = dx − dy: d = δ − 2⌊(δ − dy)/3⌋ when "
     "dy > δ, else δ − 2⌊(δ − dy)/4⌋; (1, 0) takes 3 moves, (2, 2) and a corner to its diagonal "
     "neighbour 4 (boards with a side under 5: one BFS of the empty board)."),
  N_("Show the squares distance by distance: 0, 1, 2…"),
  N_("Where the board’s own BFS finds a square farther, or cannot reach it, the walls are why."),
};

/* The line each kind of step executes. */
enum
{
  FORMULA_START = 0,  /* the start: every square worked out at once */
  FORMULA_LAYER = 2,  /* the squares of one distance */
  FORMULA_WALLS = 3   /* ... some of which the walls make farther */
};

const char * const *
_kl_explain_formula_pseudocode (guint *n)
{
  *n = G_N_ELEMENTS (pseudo_formula);
  return pseudo_formula;
}

/* ------------------------------------------------------------ steps */

/* The squares of distance k, in row order (of int). */
static void
add_layer (const KlExplain *self,
           int              k,
           KlExplainStep   *step)
{
  guint64 from = k > 0 ? self->formula_ends[k - 1] : 0, to = self->formula_ends[k];
  int none = -1;

  for (guint64 i = from; i < to; i++)
    {
      int cell = self->formula_order[i];

      g_array_append_val (step->frontier, cell);
      g_array_append_val (step->parents, none);
      if (self->formula_differs[cell])
        g_array_append_val (step->farther, cell);
    }
}

/* "With the walls, 3 of them are farther or out of reach: c5, d6 and e7." */
static char *
walls_text (const KlExplain     *self,
            const KlExplainStep *step)
{
  g_autofree char *n = kl_format_count (step->farther->len);
  g_autofree char *list = kl_square_list ((const int *) (gpointer) step->farther->data,
                                          step->farther->len, self->width, KL_LIST_MAX, FALSE);

  /* Translators: "With the walls, 3 of them are farther or out of reach: c5, d6 and e7." */
  return g_strdup_printf (ngettext ("With the walls, %s of them is farther or out of reach: %s.",
                                    "With the walls, %s of them are farther or out of reach: %s.",
                                    kl_plural_n (step->farther->len)), n, list);
}

/* What the walls change over the whole board. */
static char *
total_text (const KlExplain *self)
{
  g_autofree char *far = kl_format_count (self->formula_farther);
  g_autofree char *cut = kl_format_count (self->formula_unreached);

  if (self->formula_farther == 0 && self->formula_unreached == 0)
    return g_strdup (_("No wall changes any distance here: the formula is the board’s own "
                       "distance everywhere."));
  if (self->formula_unreached == 0)
    /* Translators: "Walls make 14 squares farther here." */
    return g_strdup_printf (ngettext ("Walls make %s square farther here.",
                                      "Walls make %s squares farther here.",
                                      kl_plural_n (self->formula_farther)), far);
  /* Translators: "Walls make 14 squares farther here, and cut off 3." */
  return g_strdup_printf (ngettext ("Walls make %s square farther here, and cut off %s.",
                                    "Walls make %s squares farther here, and cut off %s.",
                                    kl_plural_n (self->formula_farther)), far, cut);
}

KlExplainStep *
_kl_explain_formula_step (const KlExplain *self,
                          guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);
  g_autofree char *visited = NULL, *numbered = NULL;
  guint64 numbered_n = self->formula_ends[self->n_steps - 1];

  step->layer = (int) index;
  step->visited = self->formula_ends[index];
  add_layer (self, (int) index, step);
  if (index == 0)
    {
      g_autofree char *start = _kl_explain_cell_name (self, self->start);
      g_autofree char *n = kl_format_count (numbered_n);
      g_autofree char *far = kl_format_count ((guint64) (self->n_steps - 1));

      step->kind = KL_STEP_START;
      step->line = FORMULA_START;
      step->text =
        self->formula_exact
        /* Translators: "The knight’s distance from d4 to every square by the closed form of the
         * empty board, walls ignored: 60 squares, the farthest 5 moves away." */
        ? g_strdup_printf (ngettext ("The knight’s distance from %s to every square by the closed "
                                     "form of the empty board, walls ignored: %s square, the "
                                     "farthest %s moves away.",
                                     "The knight’s distance from %s to every square by the closed "
                                     "form of the empty board, walls ignored: %s squares, the "
                                     "farthest %s moves away.", kl_plural_n (numbered_n)),
                           start, n, far)
        /* Translators: the same on a board with a side under 5, where no closed form holds */
        : g_strdup_printf (ngettext ("The knight’s distance from %s to every square of the empty "
                                     "board, walls ignored (a side under 5: no closed form, one "
                                     "BFS of the empty board): %s square, the farthest %s moves "
                                     "away.",
                                     "The knight’s distance from %s to every square of the empty "
                                     "board, walls ignored (a side under 5: no closed form, one "
                                     "BFS of the empty board): %s squares, the farthest %s moves "
                                     "away.", kl_plural_n (numbered_n)),
                           start, n, far);
      {
        g_autofree char *total = total_text (self);

        kl_add_sentence (&step->text, total);
      }
    }
  else
    {
      g_autofree char *n = kl_format_count (step->frontier->len);
      g_autofree char *list = kl_square_list ((const int *) (gpointer) step->frontier->data,
                                              step->frontier->len, self->width, KL_LIST_MAX,
                                              FALSE);

      step->kind = KL_STEP_LAYER;
      step->line = step->farther->len > 0 ? FORMULA_WALLS : FORMULA_LAYER;
      /* Translators: "Distance 2 by the formula: 8 squares: b5, c6, d7, e8, f5 and g4." */
      step->text = g_strdup_printf (ngettext ("Distance %u by the formula: %s square: %s.",
                                              "Distance %u by the formula: %s squares: %s.",
                                              kl_plural_n (step->frontier->len)),
                                    index, n, list);
      if (step->farther->len > 0)
        {
          g_autofree char *walls = walls_text (self, step);

          kl_add_sentence (&step->text, walls);
        }
      if (index == self->n_steps - 1)
        {
          g_autofree char *total = total_text (self);

          kl_add_sentence (&step->text, total);
        }
    }
  visited = kl_format_count (step->visited);
  numbered = kl_format_count (numbered_n);
  /* Translators: "12 of 60 squares numbered." */
  step->detail = g_strdup_printf (ngettext ("%s of %s square numbered.",
                                            "%s of %s squares numbered.",
                                            kl_plural_n (numbered_n)), visited, numbered);
  return step;
}

void
_kl_explain_formula_inspect (const KlExplain  *self,
                             int               cell,
                             guint             frame,
                             KlExplainInspect *out)
{
  g_autofree char *name = _kl_explain_cell_name (self, cell);
  gint32 d = self->formula[cell], real = self->formula_bfs[cell];
  gboolean ended = frame >= self->n_steps - 1;

  out->reached_yet = d >= 0 && (ended || (guint) d <= frame);
  if (!out->reached_yet)
    {
      out->text = d < 0 ? g_strdup_printf (_("%s: no knight route on the empty board either."),
                                           name)
                        : g_strdup_printf (_("%s: not numbered yet."), name);
      return;
    }
  out->distance = d;
  if (!self->formula_differs[cell])
    /* Translators: "c5: 3 moves by the formula, as on the board itself." */
    out->text = g_strdup_printf (ngettext ("%s: %d move by the formula, as on the board itself.",
                                           "%s: %d moves by the formula, as on the board itself.",
                                           (gulong) d), name, (int) d);
  else if (real < 0)
    /* Translators: "c5: 3 moves by the formula; the walls cut it off." */
    out->text = g_strdup_printf (ngettext ("%s: %d move by the formula; the walls cut it off.",
                                           "%s: %d moves by the formula; the walls cut it off.",
                                           (gulong) d), name, (int) d);
  else
    {
      g_autofree char *by = g_strdup_printf (ngettext ("%s: %d move by the formula",
                                                       "%s: %d moves by the formula", (gulong) d),
                                             name, (int) d);

      /* Translators: "c5: 3 moves by the formula; 5 with the walls." */
      out->text = g_strdup_printf (_("%s; %d with the walls."), by, (int) real);
    }
}

/* ------------------------------------------------------------ construction */

KlExplain *
kl_explain_new_formula (const kn_board *board,
                        kn_square       start,
                        const gint32   *formula,
                        const gint32   *bfs)
{
  KlExplain *self;
  gsize n;
  gint32 max = 0;
  guint64 *count;

  g_return_val_if_fail (board != NULL && formula != NULL && bfs != NULL, NULL);

  self = _kl_explain_new (KL_MODE_DISTANCE, kn_board_width (board), kn_board_height (board));
  n = (gsize) self->width * (gsize) self->height;
  self->start = _kl_explain_square_cell (self, start);
  self->target = -1;
  self->formula_exact = kn_knight_formula_exact (self->width, self->height);
  self->formula = g_memdup2 (formula, n * sizeof *formula);
  self->formula_bfs = g_memdup2 (bfs, n * sizeof *bfs);
  self->formula_differs = g_new0 (guint8, n);
  for (gsize i = 0; i < n; i++)
    {
      max = MAX (max, formula[i]);
      if (formula[i] >= 0 && (bfs[i] < 0 || bfs[i] > formula[i]))
        {
          self->formula_differs[i] = 1;
          if (bfs[i] < 0)
            self->formula_unreached++;
          else
            self->formula_farther++;
        }
    }
  /* a counting sort by distance: row order within a distance */
  count = g_new0 (guint64, (gsize) max + 1);
  for (gsize i = 0; i < n; i++)
    if (formula[i] >= 0)
      count[formula[i]]++;
  self->formula_ends = g_new (guint64, (gsize) max + 1);
  for (gint32 k = 0; k <= max; k++)
    self->formula_ends[k] = count[k] + (k > 0 ? self->formula_ends[k - 1] : 0);
  self->formula_order = g_new (gint32, MAX (self->formula_ends[max], 1));
  for (gint32 k = 0; k <= max; k++)
    count[k] = k > 0 ? self->formula_ends[k - 1] : 0;
  for (gsize i = 0; i < n; i++)
    if (formula[i] >= 0)
      self->formula_order[count[formula[i]]++] = (gint32) i;
  g_free (count);
  _kl_explain_set_frames (self, max);
  return self;
}

const guint8 *
kl_explain_get_formula_differs (const KlExplain *self,
                                guint64         *farther,
                                guint64         *unreached)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (farther != NULL)
    *farther = self->formula_farther;
  if (unreached != NULL)
    *unreached = self->formula_unreached;
  return self->formula_differs;
}
