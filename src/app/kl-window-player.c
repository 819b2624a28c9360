/* kl-window-player.c - the window's player: play and pause, step, jump
 * and scrub through the answer's frames, its speed, and the step panel and
 * the results' details following the frame on the board. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kl-window-private.h"

/* ------------------------------------------------------------ helpers */

/* The frame on the board, the end at most: "the end" is kept as any frame
 * past it (G_MAXDOUBLE once an answer arrives). */
static double
shown_frame (KlWindow *self)
{
  return MIN (kl_board_get_frame (self->board), kl_window_practice_frames (self));
}

/* What the jumps go to in the answer shown: FALSE when it has nothing to
 * jump between (then *what is left alone). */
static gboolean
jump_kind (KlWindow *self,
           KlJump   *what)
{
  KlExplain *explain = kl_window_get_explain (self);

  if (explain == NULL)
    return FALSE;
  switch (kl_explain_get_mode (explain))
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
    case KL_MODE_DYNAMIC:
      /* the dynamic knight's frames are layers of its states */
      *what = KL_JUMP_LAYER;
      return TRUE;
    case KL_MODE_CAMELOT:
      *what = KL_JUMP_PIECE;
      return TRUE;
    case KL_MODE_TOUR:
      /* the search's backtracks; the route alone has none */
      if (!self->show_search)
        return FALSE;
      *what = KL_JUMP_BACKTRACK;
      return TRUE;
    case KL_N_MODES:
    default:
      return FALSE;
    }
}

/* The previous or next layer, piece... of the answer (kl_explain_jump). */
static int
jump_target (KlWindow *self,
             gboolean  forward)
{
  double frame = shown_frame (self);
  KlJump what;

  if (!jump_kind (self, &what))
    return -1;
  /* between two frames, back goes to the boundary just passed (the frame
   * itself, when it is one) */
  if (!forward && frame > floor (frame))
    return kl_explain_jump (kl_window_get_explain (self), (guint) floor (frame) + 1, FALSE, what);
  return kl_explain_jump (kl_window_get_explain (self), (guint) floor (frame), forward, what);
}

/* While the answer is stepped through and the step panel is folded away,
 * the results say what the frame on the board shows (at the end, the
 * answer again); while the panel shows, it says so itself, and the results
 * keep the answer (the route) in view. */
static void
update_step_text (KlWindow *self)
{
  KlSolution *result = kl_board_get_result (self->board);
  double frame = shown_frame (self);
  const char *details;

  if (result == NULL)
    return;
  if (kl_window_is_practising (self))
    {
      /* the results show the question, not the frame's narration */
      kl_step_panel_set_frame (self->step_panel, (guint) floor (frame));
      kl_window_update_legend_marks (self);
      kl_window_present_update_caption (self);
      return;
    }
  kl_step_panel_set_frame (self->step_panel, (guint) floor (frame));
  details = kl_window_get_explain (self) != NULL && frame < kl_board_get_frames (self->board) &&
            !adw_flap_get_reveal_flap (self->explain_flap)
            ? kl_step_panel_get_text (self->step_panel) : result->details;
  kl_results_view_set_details (self->results, details);
  kl_window_update_legend_marks (self);
  kl_window_present_update_caption (self);
}

/* The jump buttons say what they jump to in the mode of the answer. */
static void
update_jump_labels (KlWindow *self)
{
  KlJump what = KL_JUMP_LAYER;
  const char *back, *forward, *back_tip, *forward_tip;

  jump_kind (self, &what);
  if (what == KL_JUMP_PIECE)
    {
      back = _("Previous piece");
      forward = _("Next piece");
      back_tip = _("Previous Piece (Shift+Alt+Left)");
      forward_tip = _("Next Piece (Shift+Alt+Right)");
    }
  else if (what == KL_JUMP_BACKTRACK)
    {
      back = _("Previous backtrack");
      forward = _("Next backtrack");
      back_tip = _("Previous Backtrack (Shift+Alt+Left)");
      forward_tip = _("Next Backtrack (Shift+Alt+Right)");
    }
  else
    {
      back = _("Previous layer");
      forward = _("Next layer");
      back_tip = _("Previous Layer (Shift+Alt+Left)");
      forward_tip = _("Next Layer (Shift+Alt+Right)");
    }
  kl_player_bar_set_jump_labels (self->player_bar, back, forward, back_tip, forward_tip);
}

/* The steps of the frames shown (a tour's search with "Show the search"),
 * or, with none to tell, the reason and the evidence on the board. */
static void
show_steps (KlWindow *self,
            KlSolution *result)
{
  KlExplain *explain = kl_window_get_explain (self);
  /* no answer and nothing to step through: the one step would only say
   * that the answer says why */
  gboolean no_route = result->outcome != KL_OUTCOME_FOUND && explain != NULL &&
                      kl_explain_get_n_steps (explain) <= 1;

  /* the bar under the queue counts the squares of the board the search may visit */
  kl_structure_view_set_total (kl_step_panel_get_structure_view (self->step_panel),
                               result->free_squares);
  if ((explain == NULL || no_route) && result->reason != NULL)
    kl_step_panel_set_reason (self->step_panel, result->headline, result->details);
  else
    kl_step_panel_set_explain (self->step_panel, explain, result->headline);
}

/* ------------------------------------------------------------ signals */

/* The player moved: the board shows its frame, and the rest follows. */
static void
on_player_frame_cb (KlPlayer   *player,
                    GParamSpec *pspec,
                    KlWindow   *self)
{
  /* practice: never past the frames the answers have earned */
  kl_board_set_frame (self->board, kl_window_practice_clamp (self, kl_player_get_frame (player)));
  /* compare mode: both boards at the one frame index */
  if (self->comparing)
    kl_compare_view_set_frame (self->compare_view, kl_player_get_frame (player));
  kl_window_update_player (self);
}

static void
on_player_playing_cb (KlPlayer   *player,
                      GParamSpec *pspec,
                      KlWindow   *self)
{
  kl_window_update_player (self);
}

/* ------------------------------------------------------------ actions */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_window_play (self, !kl_player_is_playing (self->player));
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  double frame = shown_frame (self);

  if (g_str_equal (action_name, "win.step-forward"))
    frame = floor (frame) + 1;
  else
    frame = ceil (frame) - 1;
  kl_window_seek (self, frame);
}

static void
jump_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  int target = jump_target (self, g_str_equal (action_name, "win.jump-forward"));

  if (target >= 0)
    kl_window_seek (self, target);
}

static void
go_start_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  kl_window_seek (KL_WINDOW (widget), 0);
}

static void
go_end_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_window_seek (self, kl_window_practice_frames (self));
}

/* ------------------------------------------------ the window's own API */

void
kl_window_update_player (KlWindow *self)
{
  /* the player bar follows the player by itself */
  update_step_text (self);
  kl_window_update_actions (self);
}

void
kl_window_show_frames (KlWindow *self)
{
  KlSolution *result = kl_board_get_result (self->board);

  /* at rest: the whole answer (compare mode: both, with the frames of
   * the longer) */
  kl_player_reset (self->player, self->comparing ? kl_window_practice_frames (self)
                                                 : kl_board_get_frames (self->board));
  kl_board_set_frame (self->board, G_MAXDOUBLE);
  if (self->comparing)
    kl_compare_view_set_frame (self->compare_view, G_MAXDOUBLE);
  if (result != NULL)
    show_steps (self, result);
  update_jump_labels (self);
  /* practice starts over on what is shown now, and keeps the answer back */
  kl_window_practice_rebuild (self);
  kl_window_update_legend (self);
  kl_window_update_player (self);
}

void
kl_window_player_update_actions (KlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint frames = kl_window_practice_frames (self);
  double frame = kl_board_get_frame (self->board);

  gtk_widget_action_set_enabled (widget, "win.play", frames > 0);
  gtk_widget_action_set_enabled (widget, "win.step-forward", frames > 0 && frame < frames);
  gtk_widget_action_set_enabled (widget, "win.step-back", frames > 0 && frame > 0);
  gtk_widget_action_set_enabled (widget, "win.go-start", frames > 0 && frame > 0);
  gtk_widget_action_set_enabled (widget, "win.go-end", frames > 0 && frame < frames);
  gtk_widget_action_set_enabled (widget, "win.jump-back", jump_target (self, FALSE) >= 0);
  gtk_widget_action_set_enabled (widget, "win.jump-forward", jump_target (self, TRUE) >= 0);
}

void
kl_window_player_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.step-forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "win.step-back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "win.go-start", NULL, go_start_action);
  gtk_widget_class_install_action (widget_class, "win.go-end", NULL, go_end_action);
  gtk_widget_class_install_action (widget_class, "win.jump-back", NULL, jump_action);
  gtk_widget_class_install_action (widget_class, "win.jump-forward", NULL, jump_action);
}

void
kl_window_player_init (KlWindow *self)
{
  self->player = kl_player_new (GTK_WIDGET (self->board));
  g_signal_connect (self->player, "notify::frame", G_CALLBACK (on_player_frame_cb), self);
  g_signal_connect (self->player, "notify::playing", G_CALLBACK (on_player_playing_cb), self);
  kl_player_bar_set_player (self->player_bar, self->player);
  g_signal_connect_swapped (self->explain_flap, "notify::reveal-flap", G_CALLBACK (update_step_text),
                            self);
}

void
kl_window_player_dispose (KlWindow *self)
{
  if (self->player == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->player, self);
  g_clear_object (&self->player);
}

void
kl_window_play (KlWindow *self,
                gboolean  play)
{
  /* the frames of the answer on the board, whatever came since */
  if (kl_player_get_frames (self->player) != kl_window_practice_frames (self))
    kl_player_reset (self->player, kl_window_practice_frames (self));
  kl_player_play (self->player, play);
  kl_window_update_player (self);
}

void
kl_window_seek (KlWindow *self,
                double    frame)
{
  if (kl_player_get_frames (self->player) != kl_window_practice_frames (self))
    kl_player_reset (self->player, kl_window_practice_frames (self));
  kl_player_seek (self->player, frame);
  kl_window_update_player (self);
}

/* ------------------------------------------------------------ public API */

KlExplain *
kl_window_get_explain (KlWindow *self)
{
  KlSolution *result;

  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  result = kl_board_get_result (self->board);
  return result != NULL ? kl_solution_get_explain (result, self->show_search) : NULL;
}

gboolean
kl_window_is_playing (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return kl_player_is_playing (self->player);
}

/* The speed scale is in powers of two of the steps a second. */
double
kl_window_get_speed (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), 1.0);
  return kl_player_bar_get_speed (self->player_bar);
}

void
kl_window_set_speed (KlWindow *self,
                     double    steps_per_second)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  g_return_if_fail (steps_per_second > 0);
  kl_player_bar_set_speed (self->player_bar, steps_per_second);
}
