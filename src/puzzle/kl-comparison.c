/* kl-comparison.c - PLACEHOLDER on the app-compare branch so the app builds
 * and its tests run before the lead's implementation lands on main; the
 * merge takes main's file in its place.  Plain figures, no sentence craft. */
#include "config.h"

#include "kl-comparison.h"

#include <glib/gi18n.h>

struct _KlComparison
{
  gint        ref_count;
  KlSolution *side[2];
};

KlComparison *
kl_comparison_new (KlSolution *a,
                   KlSolution *b)
{
  KlComparison *self = g_new0 (KlComparison, 1);

  self->ref_count = 1;
  self->side[0] = kl_solution_ref (a);
  self->side[1] = kl_solution_ref (b);
  return self;
}

KlComparison *
kl_comparison_ref (KlComparison *self)
{
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
kl_comparison_unref (KlComparison *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  kl_solution_unref (self->side[0]);
  kl_solution_unref (self->side[1]);
  g_free (self);
}

KlSolution *
kl_comparison_get_solution (const KlComparison *self,
                            guint               side)
{
  return self->side[side != 0];
}

const char *
kl_comparison_row_label (KlCompareRow row)
{
  static const char *const labels[KL_COMPARE_N_ROWS] = {
    N_("Squares expanded"), N_("Nodes"), N_("Backtracks"), N_("Route length"), N_("Time"),
    N_("Memory"),
  };

  return row < KL_COMPARE_N_ROWS ? _(labels[row]) : "";
}

char *
kl_comparison_row_value (const KlComparison *self,
                         KlCompareRow        row,
                         guint               side)
{
  const KlSolveStats *w = &self->side[side != 0]->work;
  guint64 v;

  switch (row)
    {
    case KL_COMPARE_EXPANDED: v = w->expanded; break;
    case KL_COMPARE_NODES: v = w->nodes; break;
    case KL_COMPARE_BACKTRACKS: v = w->backtracks; break;
    case KL_COMPARE_LENGTH:
      return w->length < 0 ? g_strdup (_("none")) : g_strdup_printf ("%" G_GINT64_FORMAT, w->length);
    case KL_COMPARE_TIME:
      return g_strdup_printf ("%.1f ms", w->elapsed_us / 1000.0);
    case KL_COMPARE_MEMORY: v = w->memory; break;
    case KL_COMPARE_N_ROWS:
    default:
      return g_strdup ("");
    }
  if (v == KL_SOLVE_STAT_NONE)
    return g_strdup ("—");
  if (row == KL_COMPARE_MEMORY)
    return g_format_size_full (v, G_FORMAT_SIZE_IEC_UNITS);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, v);
}

char *
kl_comparison_sentence (const KlComparison *self)
{
  return g_strdup_printf ("%s / %s", kl_algorithm_label (self->side[0]->algorithm),
                          kl_algorithm_label (self->side[1]->algorithm));
}

JsonNode *
kl_comparison_to_json (const KlComparison *self)
{
  return json_node_new (JSON_NODE_NULL);
}
