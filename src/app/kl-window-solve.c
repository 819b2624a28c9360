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
  if (kl_results_view_set_busy (self->results, busy))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
show_text (KlWindow   *self,
           const char *headline,
           const char *details,
           const char *stats)
{
  kl_results_view_show_text (self->results, headline, details, stats);
}

static void
show_result (KlWindow *self,
             KlSolution *result)
{
  kl_window_play (self, FALSE);
  kl_board_set_result (self->board, result);

  show_text (self, result->headline, result->details, result->stats);
  kl_results_view_show_scale (self->results, result->mode == KL_MODE_DISTANCE && result->map != NULL,
                              result->dist_max);
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

  if (!kl_results_view_is_busy (self->results))
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

/* ------------------------------------------------ the window's own API */

void
kl_window_solve_init (KlWindow *self)
{
  self->solver = kl_solver_new ();
  g_signal_connect (self->solver, "busy", G_CALLBACK (on_solver_busy_cb), self);
  g_signal_connect (self->solver, "done", G_CALLBACK (on_solver_done_cb), self);
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
kl_window_solve_options (KlWindow       *self,
                         KlSolveOptions *options)
{
  kl_solve_options_init (options);
  options->mode = kl_document_get_mode (self->document);
  options->leaper = kl_document_get_leaper (self->document);
  options->closed = kl_document_get_closed (self->document);
  options->algorithm = kl_document_get_algorithm (self->document);
  options->flags = KL_SOLVE_ALL;
}

void
kl_window_queue_solve (KlWindow *self)
{
  KlSolveOptions options;
  const KlPuzzle *puzzle = kl_history_get_puzzle (kl_document_get_history (self->document));

  kl_window_solve_options (self, &options);
  kl_solver_solve (self->solver, puzzle, &options);
  /* the two boards of compare mode are solved on their own */
  if (self->comparing)
    kl_compare_view_solve (self->compare_view, puzzle, &options);
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
  return kl_solver_is_pending (self->solver) ||
         (self->comparing && kl_compare_view_is_solving (self->compare_view));
}

const char *
kl_window_get_headline (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_results_view_get_headline (self->results);
}

const char *
kl_window_get_details (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_results_view_get_details (self->results);
}
