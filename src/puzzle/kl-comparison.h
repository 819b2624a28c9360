/* kl-comparison.h - two algorithms on one puzzle: what each did (the
 * table the app's compare view and knight-solve --compare print) and one
 * sentence that says what the comparison shows.  Read from the two
 * solutions' KlSolveStats, so the table is the work measured, never a
 * simulation of it. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "kl-solution.h"

G_BEGIN_DECLS

/* The table's rows, in the order shown. */
typedef enum
{
  KL_COMPARE_EXPANDED,   /* squares expanded */
  KL_COMPARE_NODES,      /* nodes */
  KL_COMPARE_BACKTRACKS, /* backtracks */
  KL_COMPARE_LENGTH,     /* route length (a tour: its squares; Camelot: the plan's moves) */
  KL_COMPARE_TIME,       /* time */
  KL_COMPARE_MEMORY,     /* memory */
  KL_COMPARE_N_ROWS
} KlCompareRow;

typedef struct _KlComparison KlComparison;

/* The comparison of a and b: two solutions of one puzzle in one mode
 * (their algorithms may be the same).  Takes a reference to each. */
KlComparison *kl_comparison_new        (KlSolution         *a,
                                        KlSolution         *b);
KlComparison *kl_comparison_ref        (KlComparison       *self);
void          kl_comparison_unref      (KlComparison       *self);

/* Side 0 is a, side 1 is b (borrowed). */
KlSolution   *kl_comparison_get_solution (const KlComparison *self,
                                          guint               side);
/* The row's name, translated: "Squares expanded". */
const char   *kl_comparison_row_label  (KlCompareRow        row);
/* The row's value for a side, translated and formatted for the locale:
 * "61", "1.2 ms", "12 KiB", "none" for a route not found, "—" where the
 * algorithm has no such figure (KL_SOLVE_STAT_NONE).  g_free it. */
char         *kl_comparison_row_value  (const KlComparison *self,
                                        KlCompareRow        row,
                                        guint               side);
/* What the comparison shows, in full translated sentences: "A* search
 * expanded 38 squares where breadth-first search expanded 61; both routes
 * have 7 moves."  g_free it. */
char         *kl_comparison_sentence   (const KlComparison *self);
/* {"mode", "algorithms": [a, b], "rows": [{"row", "a", "b"}...] with the
 * raw figures (null where none), "sentence", "solutions": [...]}: see
 * docs/explain.md. */
JsonNode     *kl_comparison_to_json    (const KlComparison *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlComparison, kl_comparison_unref)

G_END_DECLS
