/* kl-explain-dynamic.c - the narration of the dynamic knight's BFS over
 * (square, type of the last move): a step a move of its route, with the
 * move types it may take there, what each reaches and which it takes. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"
/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_dynamic[] = {
  N_("Put the state (start square, no move yet) in the queue."),
  N_("Take the next state (square, type of the last move) from the queue."),
  N_("Try the move types K, B and T, all but the type of the last move."),
  N_("Queue each new state (landing square, type of this move)."),
  N_("Stop when a move lands on the target; follow the states back: that is the route."),
};

/* The line each kind of step executes. */
enum { DYN_START = 0, DYN_MOVE = 2, DYN_FOUND = 4 };

const char * const *
_kl_explain_dynamic_pseudocode (guint *n)
{
  *n = G_N_ELEMENTS (pseudo_dynamic);
  return pseudo_dynamic;
}

/* ------------------------------------------------------------ steps */

KlExplainStep *
_kl_explain_dynamic_step (const KlExplain *self,
                          guint            index)
{
  static const kn_move_type types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };
  KlExplainStep *step = _kl_explain_step_new (index);
  g_autofree char *states = kl_format_count (self->states);
  g_autofree char *total = kl_format_count (self->states_total);
  size_t n_steps;
  const kn_dynamic_step *steps = self->dynamic ? kn_dynamic_explain_steps (self->dynamic, &n_steps)
                                               : NULL;

  const kn_dynamic_step *d = index > 0 ? &steps[index - 1] : NULL;
  g_autofree char *here = _kl_explain_cell_name (self, g_array_index (self->route, int, index));
  g_autofree char *state = d != NULL
    /* Translators: the dynamic knight's state: its square and the type of its last move */
    ? g_strdup_printf (_("(%s, %s)"), here, kl_move_letter (d->taken))
    : g_strdup_printf (_("(%s, no move yet)"), here);

  /* Translators: "State: (d5, B). The search reached 31 of 256 states (square, last move)." */
  step->detail = g_strdup_printf (ngettext ("State: %s. The search reached %s of %s state "
                                            "(square, last move).",
                                            "State: %s. The search reached %s of %s states "
                                            "(square, last move).",
                                            kl_plural_n (self->states_total)),
                                  state, states, total);
  if (index == 0)
    {
      g_autofree char *from = _kl_explain_cell_name (self, g_array_index (self->route, int, 0));
      g_autofree char *to = _kl_explain_cell_name (self, self->target);

      step->kind = KL_STEP_START;
      step->line = DYN_START;
      step->allowed = (1u << KN_MOVE_DYN_K) | (1u << KN_MOVE_DYN_B) | (1u << KN_MOVE_DYN_T);
      step->text = g_strdup_printf (_("The dynamic knight starts on %s with no move yet, so K, B "
                                      "and T are all allowed; the target is %s."), from, to);
      if (self->moves < 0 && self->target_blocked)
        kl_add_sentence (&step->text,
                         _("No route reaches the target: it is a blocked square."));
      else if (self->moves < 0)
        kl_add_sentence (&step->text,
                         _("No route reaches the target: every state the search could "
                           "reach leads elsewhere."));
      else if (self->moves == 0)
        kl_add_sentence (&step->text, _("The start is the target: no move is needed."));
      return step;
    }

  g_autoptr(GPtrArray) allowed = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *from = NULL, *to = NULL, *choices = NULL;
  g_autofree char *move = kl_format_count (index);
  g_autofree char *moves = kl_format_count ((guint64) self->moves);

  step->kind = KL_STEP_MOVE;
  step->line = (gint64) index == self->moves ? DYN_FOUND : DYN_MOVE;
  step->from = _kl_explain_square_cell (self, d->from);
  step->to = _kl_explain_square_cell (self, d->to);
  step->move_type = (guint8) d->taken;
  step->move = index;
  step->moves = self->moves;
  step->allowed = d->allowed;
  step->forbidden = (guint8) d->last;
  for (int k = 0; k < 3; k++)
    {
      for (int o = 0; o < d->n_options[k]; o++)
        {
          KlExplainOption opt = { _kl_explain_square_cell (self, d->options[k][o]),
                                  (guint8) types[k] };

          g_array_append_val (step->options, opt);
        }
      if (d->allowed & (1u << types[k]))
        /* Translators: a move type and how many squares it reaches: "K (4 squares)" */
        g_ptr_array_add (allowed, g_strdup_printf (ngettext ("%s (%d square)", "%s (%d squares)",
                                                             d->n_options[k]),
                                                   kl_move_letter (types[k]), d->n_options[k]));
    }
  from = _kl_explain_cell_name (self, step->from);
  to = _kl_explain_cell_name (self, step->to);
  choices = kl_join_choices ((const char * const *) allowed->pdata, allowed->len);
  if (d->last == KN_MOVE_START)
    /* Translators: "Move 1 of 5, from a1 with no move yet: the knight may move K (2 squares)
     * or B (1 square) or T (2 squares); it takes T to h1." */
    step->text = g_strdup_printf (_("Move %s of %s, from %s with no move yet: the knight may move "
                                    "%s; it takes %s to %s."),
                                  move, moves, from, choices, kl_move_letter (d->taken), to);
  else
    /* Translators: "Move 3 of 5, from c3 after a B move: B may not follow B, so the knight may
     * move K (4 squares) or T (2 squares); it takes T to c6." */
    step->text = g_strdup_printf (_("Move %s of %s, from %s after a %s move: %s may not follow "
                                    "%s, so the knight may move %s; it takes %s to %s."),
                                  move, moves, from, kl_move_letter (d->last),
                                  kl_move_letter (d->last), kl_move_letter (d->last), choices,
                                  kl_move_letter (d->taken), to);
  if ((gint64) index == self->moves)
    kl_add_sentence (&step->text, _("It lands on the target."));
  return step;
}

/* ------------------------------------------------------------ construction */

kn_status
kl_explain_new_dynamic (const kn_board   *board,
                        kn_square         from,
                        kn_square         to,
                        const kn_limits  *limits,
                        KlExplain       **out)
{
  KlExplain *self;
  kn_dynamic_explain *dyn = NULL;
  kn_status status;

  g_return_val_if_fail (board != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_dynamic_explain_new (board, from, to, limits, &dyn);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_DYNAMIC, kn_board_width (board), kn_board_height (board));
  self->dynamic = dyn;
  self->moves = kn_dynamic_explain_moves (dyn);
  self->start = _kl_explain_square_cell (self, from);
  self->target = _kl_explain_square_cell (self, to);
  self->states = kn_dynamic_explain_states (dyn, &self->states_expanded);
  self->states_total = 4 * (kn_board_squares (board) - kn_board_blocked_count (board));
  self->target_blocked = !kn_board_is_free (board, to);
  if (kn_dynamic_explain_path (dyn) != NULL)
    _kl_explain_add_route (self, kn_dynamic_explain_path (dyn), self->route, self->route_moves);
  else
    g_array_append_val (self->route, self->start);
  _kl_explain_set_frames (self, self->moves);
  *out = self;
  return KN_OK;
}
