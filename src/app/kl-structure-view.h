/* kl-structure-view.h - the step panel's strip of chips: the data structure
 * the step works on (the BFS queue, the dynamic knight's queue of states,
 * a tour search's stack of choices, Camelot's table of distances; see
 * kl-structure.h), with a bar of how far the search has come.  Pointing at
 * a chip asks for its square to be pointed out on the board. */
#pragma once

#include <gtk/gtk.h>

#include "kl-explain.h"
#include "kl-structure.h"

G_BEGIN_DECLS

#define KL_TYPE_STRUCTURE_VIEW (kl_structure_view_get_type ())

G_DECLARE_FINAL_TYPE (KlStructureView, kl_structure_view, KL, STRUCTURE_VIEW, GtkWidget)

/* Signals:
 * "square-hovered" (int cell): the pointer went onto a chip of a square, or
 *   off it (-1); also when the chip under a resting pointer changes square.
 * "square-activated" (int cell): a chip of a square was clicked (or Enter). */

GtkWidget         *kl_structure_view_new           (void);
/* The structure of step of explain (both borrowed, neither kept); hidden
 * when there is none (NULL, or a mode without one). */
void               kl_structure_view_show_step     (KlStructureView     *self,
                                                    const KlExplain     *explain,
                                                    const KlExplainStep *step);
/* The board's free squares, for the bar (0: not known). */
void               kl_structure_view_set_total     (KlStructureView     *self,
                                                    guint64              total);
/* What it shows, for the tests: the structure (NULL: none), chip i's
 * widget, and the bar's fraction and words. */
const KlStructure *kl_structure_view_get_structure (KlStructureView     *self);
GtkWidget         *kl_structure_view_get_chip      (KlStructureView     *self,
                                                    guint                i);
double             kl_structure_view_get_fraction  (KlStructureView     *self);
const char        *kl_structure_view_get_bar_text  (KlStructureView     *self);

G_END_DECLS
