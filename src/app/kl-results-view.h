/* kl-results-view.h - the results above the board: the answer's headline,
 * its details and what the search did, the spinner and Cancel of a slow
 * solve, the distance map's colour scale, and the button that shows the
 * step panel when it is folded. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_RESULTS_VIEW (kl_results_view_get_type ())
G_DECLARE_FINAL_TYPE (KlResultsView, kl_results_view, KL, RESULTS_VIEW, GtkWidget)

/* The three lines; NULL shows nothing.  Each has its whole text as a
 * tooltip, since a long one is cut. */
void        kl_results_view_show_text      (KlResultsView *self,
                                            const char    *headline,
                                            const char    *details,
                                            const char    *stats);
/* The details alone: the frame's sentence while the answer is stepped. */
void        kl_results_view_set_details    (KlResultsView *self,
                                            const char    *details);
const char *kl_results_view_get_headline   (KlResultsView *self);
const char *kl_results_view_get_details    (KlResultsView *self);
/* The spinner and Cancel of a slow solve.  Hiding them returns TRUE when
 * Cancel had the keyboard focus: the caller gives it a home. */
gboolean    kl_results_view_set_busy       (KlResultsView *self,
                                            gboolean       busy);
gboolean    kl_results_view_is_busy        (KlResultsView *self);
/* The distance map's scale, from 0 to max moves; hidden unless shown. */
void        kl_results_view_show_scale     (KlResultsView *self,
                                            gboolean       shown,
                                            int            max);
/* The toggle that reveals the folded step panel (the window binds it). */
GtkWidget  *kl_results_view_get_explain_button (KlResultsView *self);

G_END_DECLS
