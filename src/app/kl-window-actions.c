/* kl-window-actions.c - what a user can do in the window, as actions
 * (win.undo, win.solve, win.zoom-in...) that menus, buttons, accelerators
 * and the tests all use; the player's actions are kl-window-player.c's and
 * the files' kl-window-file.c's. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-window-private.h"

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_history_undo (kl_document_get_history (self->document));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_history_redo (kl_document_get_history (self->document));
}

static KlHistory *
history_of (KlWindow *self)
{
  return kl_document_get_history (self->document);
}

static void
new_puzzle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  const KlPuzzle *old = kl_history_get_puzzle (history_of (self));

  KlPuzzle *puzzle = kl_puzzle_new_empty (old->width, old->height);

  /* a tour asked for on an empty board goes anywhere: no end square */
  if (kl_document_get_mode (self->document) == KL_MODE_TOUR)
    puzzle->target = -1;
  kl_history_replace (history_of (self), puzzle);
}

static void
sample_puzzle_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_history_replace (history_of (self), kl_puzzle_new_sample ());
}

static void
clear_board_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  const KlPuzzle *old = kl_history_get_puzzle (history_of (self));
  KlPuzzle *puzzle = kl_puzzle_copy (old);

  memset (puzzle->blocked, 0, (gsize) puzzle->width * puzzle->height);
  kl_history_replace (history_of (self), puzzle);
}

static void
board_size_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  int w, h;

  g_variant_get (param, "(ii)", &w, &h);
  kl_history_resize (history_of (self), CLAMP (w, 1, KL_BOARD_SIZE_MAX),
                     CLAMP (h, 1, KL_BOARD_SIZE_MAX));
}

/* win.grow-board and win.shrink-board: one file and one rank more or less. */
static void
resize_step_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  const KlPuzzle *old = kl_history_get_puzzle (history_of (self));
  int step = g_str_equal (action_name, "win.grow-board") ? 1 : -1;

  gtk_widget_activate_action (widget, "win.board-size", "(ii)",
                              old->width + step, old->height + step);
}

static void
apply_tool_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  const KlPuzzle *puzzle = kl_history_get_puzzle (history_of (self));
  int file, rank, cell;

  g_variant_get (param, "(ii)", &file, &rank);
  cell = kl_puzzle_cell (puzzle, file, rank);
  if (cell >= 0)
    kl_board_apply_tool (self->board, cell);
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  kl_window_queue_solve (KL_WINDOW (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  if (kl_solver_is_solving (self->solver))
    kl_solver_cancel (self->solver);
  else if (self->comparing)
    /* Escape leaves compare mode */
    kl_window_set_comparing (self, FALSE);
  else
    kl_window_play (self, FALSE);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  /* compare mode: the left board, which the right one follows */
  if (self->comparing && g_str_equal (action_name, "win.zoom-in"))
    kl_compare_view_zoom_in (self->compare_view);
  else if (self->comparing && g_str_equal (action_name, "win.zoom-out"))
    kl_compare_view_zoom_out (self->compare_view);
  else if (self->comparing)
    kl_compare_view_zoom_fit (self->compare_view);
  else if (g_str_equal (action_name, "win.zoom-in"))
    kl_board_zoom_in (self->board);
  else if (g_str_equal (action_name, "win.zoom-out"))
    kl_board_zoom_out (self->board);
  else
    kl_board_zoom_fit (self->board);
}

static void
toggle_sidebar_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  adw_flap_set_reveal_flap (self->sidebar_flap, !adw_flap_get_reveal_flap (self->sidebar_flap));
}

/* F8: the step panel, below the wide layout; there it stays. */
static void
toggle_explain_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  if (!self->panel_beside)
    adw_flap_set_reveal_flap (self->explain_flap, !adw_flap_get_reveal_flap (self->explain_flap));
}

void
kl_window_update_actions (KlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (self->document == NULL)
    return;
  gtk_widget_action_set_enabled (widget, "win.undo", kl_history_can_undo (history_of (self)));
  gtk_widget_action_set_enabled (widget, "win.redo", kl_history_can_redo (history_of (self)));
  {
    guint n;
    const char *tip;

    /* one algorithm is nothing to compare; practice keeps the answer back */
    kl_algorithm_list (kl_document_get_mode (self->document), &n);
    gtk_widget_action_set_enabled (widget, "win.compare",
                                   self->comparing || (n > 1 && !self->practice_on));
    tip = n < 2 ? _("This mode has one algorithm: nothing to compare")
          : self->practice_on ? _("Turn practice off to compare algorithms")
          : _("Compare Two Algorithms (Ctrl+M)");
    /* this runs at every frame played: a tooltip set anew is work for nothing */
    if (g_strcmp0 (gtk_widget_get_tooltip_text (self->compare_button), tip) != 0)
      gtk_widget_set_tooltip_text (self->compare_button, tip);
  }
  kl_window_player_update_actions (self);
  kl_window_practice_update_actions (self);
  kl_window_animation_update_actions (self);
}

void
kl_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.mode", "mode");
  gtk_widget_class_install_property_action (widget_class, "win.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "win.closed-tour", "closed-tour");
  gtk_widget_class_install_property_action (widget_class, "win.show-search", "show-search");
  gtk_widget_class_install_property_action (widget_class, "win.show-tree", "show-tree");
  gtk_widget_class_install_property_action (widget_class, "win.show-costs", "show-costs");
  gtk_widget_class_install_property_action (widget_class, "win.compare", "comparing");

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", NULL, new_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.sample-puzzle", NULL, sample_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.clear-board", NULL, clear_board_action);
  gtk_widget_class_install_action (widget_class, "win.board-size", "(ii)", board_size_action);
  gtk_widget_class_install_action (widget_class, "win.grow-board", NULL, resize_step_action);
  gtk_widget_class_install_action (widget_class, "win.shrink-board", NULL, resize_step_action);
  gtk_widget_class_install_action (widget_class, "win.apply-tool", "(ii)", apply_tool_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-explain", NULL, toggle_explain_action);
}
