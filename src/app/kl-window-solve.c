/* kl-window-solve.c - the window's side of solving: the puzzle on the board
 * solved in the background after every change, the spinner and Cancel
 * once a solve is slow, and the answer in the results (headline, details,
 * statistics), on the board and in the legend. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-window-private.h"

static void
set_busy (KlWindow *self,
          gboolean  busy)
{
  /* a hidden Cancel button hands its focus to the board, not to the
   * next selectable label (which would select all its text) */
  if (!busy && gtk_widget_has_focus (self->cancel_button))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_widget_set_visible (self->cancel_button, busy);
}

static void
show_text (KlWindow   *self,
           const char *headline,
           const char *details,
           const char *stats)
{
  gtk_label_set_label (self->headline_label, headline != NULL ? headline : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->headline_label),
                               headline != NULL && *headline ? headline : NULL);
  gtk_label_set_label (self->details_label, details != NULL ? details : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->details_label),
                               details != NULL && *details ? details : NULL);
  gtk_label_set_label (self->stats_label, stats != NULL ? stats : "");
  /* two lines at most: the rest of a long line on narrow windows */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->stats_label),
                               stats != NULL && *stats ? stats : NULL);
}

static void
show_result (KlWindow *self,
             KlSolution *result)
{
  kl_window_play (self, FALSE);
  kl_board_set_result (self->board, result);

  show_text (self, result->headline, result->details, result->stats);
  gtk_widget_set_visible (GTK_WIDGET (self->legend),
                          result->mode == KL_MODE_DISTANCE && kl_solution_get_distances (result) != NULL);
  if (kl_solution_get_distances (result) != NULL)
    kl_legend_set_max (self->legend, result->dist_max);
  kl_window_show_frames (self);
}

/* Drops the answer on the board: a newer one is coming, or none can. */
static void
clear_result (KlWindow *self)
{
  kl_window_play (self, FALSE);
  kl_board_set_result (self->board, NULL);
  kl_step_panel_set_explain (self->step_panel, NULL, NULL);
  kl_window_update_player (self);
}

/* A slow solve: says so, with its seconds, and offers Cancel. */
static void
on_solver_busy_cb (KlSolver *solver,
                   double    elapsed,
                   KlWindow *self)
{
  g_autofree char *text = NULL;

  if (!gtk_widget_get_visible (self->cancel_button))
    {
      /* the answer on the board is stale now: show the puzzle alone */
      clear_result (self);
      set_busy (self, TRUE);
    }
  /* Translators: shown while a search runs, with the seconds so far */
  text = g_strdup_printf (_("Searching… %.1f s"), elapsed);
  show_text (self, text, _("The board stays editable; an edit starts a new search."), NULL);
}

/* The newest solve ended: its answer, or why there is none. */
static void
on_solver_done_cb (KlSolver   *solver,
                   KlSolution *result,
                   GError     *error,
                   KlWindow   *self)
{
  set_busy (self, FALSE);
  if (result != NULL)
    show_result (self, result);
  else
    {
      show_text (self,
                 g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                 ? _("Solving cancelled") : error->message,
                 _("Edit the board or press F5 to try again."), NULL);
      clear_result (self);
    }
  kl_window_update_actions (self);
}

/* The details take two lines whatever they say, so a route that wraps
 * never takes height from the board (nor one that does not give it back). */
static void
reserve_details_height (KlWindow *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->details_label),
                                                                  "Ag\nAg");
  int height = 0;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (GTK_WIDGET (self->details_label), -1, height);
}

/* ------------------------------------------------ the window's own API */

void
kl_window_solve_init (KlWindow *self)
{
  self->solver = kl_solver_new ();
  g_signal_connect (self->solver, "busy", G_CALLBACK (on_solver_busy_cb), self);
  g_signal_connect (self->solver, "done", G_CALLBACK (on_solver_done_cb), self);
  /* the font is known once the label is on screen */
  g_signal_connect_swapped (self->details_label, "realize", G_CALLBACK (reserve_details_height),
                            self);
}

void
kl_window_solve_dispose (KlWindow *self)
{
  if (self->solver == NULL)
    return;
  /* a solve still running ends on its own, unheard */
  kl_solver_drop (self->solver);
  g_signal_handlers_disconnect_by_data (self->solver, self);
  g_clear_object (&self->solver);
}

void
kl_window_queue_solve (KlWindow *self)
{
  KlSolveOptions options;

  kl_solve_options_init (&options);
  options.mode = kl_document_get_mode (self->document);
  options.leaper = kl_document_get_leaper (self->document);
  options.closed = kl_document_get_closed (self->document);
  options.flags = KL_SOLVE_ALL;
  kl_solver_solve (self->solver, kl_history_get_puzzle (kl_document_get_history (self->document)),
                   &options);
  kl_window_update_actions (self);
}

void
kl_window_refuse_solve (KlWindow   *self,
                        const char *headline,
                        const char *details)
{
  /* the running solve, if any, is stale and must not speak */
  kl_solver_drop (self->solver);
  set_busy (self, FALSE);
  clear_result (self);
  show_text (self, headline, details, NULL);
}

/* ------------------------------------------------------------ public API */

gboolean
kl_window_is_solving (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return kl_solver_is_pending (self->solver);
}

const char *
kl_window_get_headline (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return gtk_label_get_label (self->headline_label);
}

const char *
kl_window_get_details (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return gtk_label_get_label (self->details_label);
}
