/* kl-explain-dynamic.c - the narration of the dynamic knight's BFS over
 * (square, type of the last move): a step a layer of states, what it took
 * from the queue and what it found, with the route's move on it (the types
 * it may take there, what each reaches and which it takes), and what
 * inspecting a square says (its distance after each type of last move). */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

static const kn_move_type dyn_types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };

#define ALL_TYPES ((1u << KN_MOVE_DYN_K) | (1u << KN_MOVE_DYN_B) | (1u << KN_MOVE_DYN_T))

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_dynamic[] = {
  N_("Put the state (start square, no move yet) in the queue."),
  N_("Take the next state (square, type of the last move) from the queue."),
  N_("Try the move types K, B and T, all but the type of the last move."),
  N_("Queue each new state (landing square, type of this move)."),
  N_("Stop when a move lands on the target, or the queue is empty; follow the states back: "
     "that is the route."),
};

/* The line each kind of step executes: a layer's new states are queued;
 * the search ends on the target or with the queue empty. */
enum { DYN_START = 0, DYN_LAYER = 3, DYN_END = 4 };

const char * const *
_kl_explain_dynamic_pseudocode (guint *n)
{
  *n = G_N_ELEMENTS (pseudo_dynamic);
  return pseudo_dynamic;
}

/* ------------------------------------------------------------ states */

static void
append_states (const KlExplain *self,
               GArray          *out,
               int              first,
               int              last)
{
  int layers = kn_dynamic_explain_layers (self->dynamic);
  size_t begin, end;

  first = MAX (first, 0);
  last = MIN (last, layers - 1);
  if (first > last)
    return;
  begin = kn_dynamic_explain_visited (self->dynamic, first - 1);
  end = kn_dynamic_explain_visited (self->dynamic, last);
  for (size_t i = begin; i < end; i++)
    {
      kn_dynamic_state s;
      KlExplainState st;

      if (!kn_dynamic_explain_state (self->dynamic, i, &s))
        break;
      st.cell = _kl_explain_square_cell (self, s.square);
      st.last = (guint8) s.last;
      st.allowed = s.allowed;
      st.parent_cell = s.parent.x < 0 ? -1 : _kl_explain_square_cell (self, s.parent);
      st.parent_last = (guint8) s.parent_last;
      g_array_append_val (out, st);
    }
}

GArray *
kl_explain_get_states (const KlExplain *self,
                       int              first,
                       int              last)
{
  GArray *out;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->dynamic == NULL)
    return NULL;
  out = g_array_new (FALSE, FALSE, sizeof (KlExplainState));
  append_states (self, out, first, last);
  return out;
}

const gint32 *
kl_explain_get_state_layers (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->state_layers;
}

/* ------------------------------------------------------------ words */

/* A state in words: "(d5, B)", "(a1, no move yet)". */
static char *
state_name (const KlExplain *self,
            int              cell,
            guint8           last)
{
  g_autofree char *square = _kl_explain_cell_name (self, cell);

  if (last == KN_MOVE_START)
    /* Translators: the dynamic knight's first state: its square, before any move */
    return g_strdup_printf (_("(%s, no move yet)"), square);
  /* Translators: the dynamic knight's state: its square and the type of its last move */
  return g_strdup_printf (_("(%s, %s)"), square, kl_move_letter (last));
}

/* "K or T": the types allowed, as a choice. */
static char *
allowed_choice (guint allowed)
{
  const char *letters[3];
  guint n = 0;

  for (int k = 0; k < 3; k++)
    if (allowed & (1u << dyn_types[k]))
      letters[n++] = kl_move_letter (dyn_types[k]);
  return kl_join_choices (letters, n);
}

/* The detail line: the queue after the frame and the states reached. */
static char *
queue_detail (const KlExplain     *self,
              const KlExplainStep *step)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint shown = MIN (step->states->len, KL_LIST_MAX);
  g_autofree char *queue = NULL;
  g_autofree char *visited = kl_format_count (step->visited);
  g_autofree char *total = kl_format_count (self->states_total);

  for (guint i = 0; i < shown; i++)
    {
      const KlExplainState *s = &g_array_index (step->states, KlExplainState, i);

      g_ptr_array_add (names, state_name (self, s->cell, s->last));
    }
  /* the queue is a sequence: "(b3, K), (c2, K)" to the end */
  queue = kl_join_list ((const char * const *) names->pdata, shown, step->states->len, TRUE);
  /* Translators: the dynamic knight's queue of states after a layer, and how many states
   * (square, last move) the search reached of all there are: "Queue: (b3, K), (c2, K) and 3
   * more. Visited: 6 of 256 states." */
  return g_strdup_printf (ngettext ("Queue: %s. Visited: %s of %s state.",
                                    "Queue: %s. Visited: %s of %s states.",
                                    kl_plural_n (self->states_total)),
                          queue, visited, total);
}

/* What layer k >= 1 did: how many states it took from the queue, how many
 * it queued, and one of them with the types it may take next. */
static void
layer_text (const KlExplain *self,
            KlExplainStep   *step)
{
  const KlExplainState *first = &g_array_index (step->states, KlExplainState, 0);
  g_autofree char *taken = kl_format_count (step->states_expanded->len);
  g_autofree char *found = kl_format_count (step->states->len);
  g_autofree char *example = state_name (self, first->cell, first->last);
  g_autofree char *next = allowed_choice (first->allowed);
  g_autofree char *took = NULL, *queued = NULL;

  /* Translators: "Layer 3: the search takes 5 states from the queue." (a state: a square and
   * the type of the move that reached it) */
  took = g_strdup_printf (ngettext ("Layer %d: the search takes %s state from the queue.",
                                    "Layer %d: the search takes %s states from the queue.",
                                    step->states_expanded->len),
                          step->layer, taken);
  /* Translators: "12 new states enter the queue, such as (d5, B), which may go on with K or
   * T."; with one: "1 new state enters the queue: (d5, B), which may go on with K or T." */
  queued = g_strdup_printf (ngettext ("%s new state enters the queue: %s, which may go on "
                                      "with %s.",
                                      "%s new states enter the queue, such as %s, which may go "
                                      "on with %s.",
                                      step->states->len),
                            found, example, next);
  kl_add_sentence (&step->text, took);
  kl_add_sentence (&step->text, queued);
}

/* The route's move k on frame k: the types allowed, what each reaches, the
 * one taken. */
static void
move_text (const KlExplain      *self,
           KlExplainStep        *step,
           const kn_dynamic_step *d)
{
  g_autoptr(GPtrArray) reaching = g_ptr_array_new_with_free_func (g_free);
  const char *empty[3];
  guint n_empty = 0;
  g_autofree char *from = NULL, *to = NULL, *choices = NULL, *first = NULL, *takes = NULL;
  g_autofree char *move = kl_format_count (step->move);
  g_autofree char *moves = kl_format_count ((guint64) self->moves);
  const char *last = kl_move_letter (d->last);

  step->from = _kl_explain_square_cell (self, d->from);
  step->to = _kl_explain_square_cell (self, d->to);
  step->move_type = (guint8) d->taken;
  step->moves = self->moves;
  step->allowed = d->allowed;
  step->forbidden = (guint8) d->last;
  for (int k = 0; k < 3; k++)
    {
      for (int o = 0; o < d->n_options[k]; o++)
        {
          KlExplainOption opt = { _kl_explain_square_cell (self, d->options[k][o]),
                                  (guint8) dyn_types[k] };

          g_array_append_val (step->options, opt);
        }
      if (!(d->allowed & (1u << dyn_types[k])))
        continue;
      if (d->n_options[k] == 0)
        /* allowed, but every square it would land on is off the board or
         * blocked: said apart, not as "B (0 squares)" */
        empty[n_empty++] = kl_move_letter (dyn_types[k]);
      else
        /* Translators: a move type and how many squares it reaches: "K (4 squares)" */
        g_ptr_array_add (reaching, g_strdup_printf (ngettext ("%s (%d square)", "%s (%d squares)",
                                                              d->n_options[k]),
                                                    kl_move_letter (dyn_types[k]),
                                                    d->n_options[k]));
    }
  from = _kl_explain_cell_name (self, step->from);
  to = _kl_explain_cell_name (self, step->to);
  /* the type taken reaches its square: the list is never empty */
  choices = kl_join_choices ((const char * const *) reaching->pdata, reaching->len);
  if (d->last == KN_MOVE_START)
    /* Translators: "Move 1 of 5, from a1 with no move yet: the knight may move K (2 squares)
     * or T (2 squares)." */
    first = g_strdup_printf (_("Move %s of %s, from %s with no move yet: the knight may move %s."),
                             move, moves, from, choices);
  else
    /* Translators: "Move 3 of 5, from c3 after a B move: B may not follow B, so the knight may
     * move K (4 squares) or T (2 squares)." */
    first = g_strdup_printf (_("Move %s of %s, from %s after a %s move: %s may not follow %s, "
                               "so the knight may move %s."),
                             move, moves, from, last, last, last, choices);
  kl_add_sentence (&step->text, first);
  if (n_empty > 0)
    {
      g_autofree char *list = kl_join_list (empty, n_empty, n_empty, FALSE);
      g_autofree char *none =
        /* Translators: a move type allowed where every square it would land on is off the board
         * or blocked: "B reaches no square from a1."; two of them: "B and T reach no square
         * from a1." */
        g_strdup_printf (ngettext ("%s reaches no square from %s.",
                                   "%s reach no square from %s.", n_empty),
                         list, from);

      kl_add_sentence (&step->text, none);
    }
  /* Translators: "It takes T to c6." */
  takes = g_strdup_printf (_("It takes %s to %s."), kl_move_letter (d->taken), to);
  kl_add_sentence (&step->text, takes);
  if (step->move == self->moves)
    kl_add_sentence (&step->text, _("It lands on the target."));
}

/* ------------------------------------------------------------ steps */

KlExplainStep *
_kl_explain_dynamic_step (const KlExplain *self,
                          guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);
  gboolean last_frame = index + 1 == self->n_steps;
  size_t n_moves;
  const kn_dynamic_step *moves = kn_dynamic_explain_steps (self->dynamic, &n_moves);
  g_autofree char *target = _kl_explain_cell_name (self, self->target);

  step->layer = (int) index;
  step->visited = kn_dynamic_explain_visited (self->dynamic, (int32_t) index);
  append_states (self, step->states, (int) index, (int) index);
  append_states (self, step->states_expanded, (int) index - 1, (int) index - 1);
  if (index == 0)
    {
      g_autofree char *from = _kl_explain_cell_name (self, self->start);

      step->kind = KL_STEP_START;
      step->line = DYN_START;
      step->allowed = ALL_TYPES;
      step->text = g_strdup_printf (_("The dynamic knight starts on %s with no move yet, so K, B "
                                      "and T are all allowed; the target is %s."), from, target);
      if (self->moves < 0 && self->target_blocked)
        {
          kl_add_sentence (&step->text,
                           _("No route reaches the target: it is a blocked square."));
          step->line = DYN_END;
        }
      else if (self->moves < 0 && last_frame)
        {
          kl_add_sentence (&step->text,
                           _("No route reaches the target: every state the search could "
                             "reach leads elsewhere."));
          step->line = DYN_END;
        }
      else if (self->moves == 0)
        {
          kl_add_sentence (&step->text, _("The start is the target: no move is needed."));
          step->line = DYN_END;
        }
    }
  else
    {
      step->kind = KL_STEP_LAYER;
      step->line = DYN_LAYER;
      layer_text (self, step);
      if ((gint64) index <= self->moves)
        {
          step->move = index;
          move_text (self, step, &moves[index - 1]);
          if ((gint64) index == self->moves)
            step->line = DYN_END;
        }
      else if (last_frame)
        {
          g_autofree char *sentence =
            /* Translators: the last layer of the dynamic knight's search, which did not reach
             * the target; the queue still holds this layer's states */
            g_strdup_printf (_("None of the states in the queue leads to a new one: once they "
                               "leave it, the queue is empty, and %s cannot be reached."),
                             target);

          kl_add_sentence (&step->text, sentence);
          step->line = DYN_END;
        }
    }
  step->detail = queue_detail (self, step);
  return step;
}

/* ------------------------------------------------------------ inspection */

void
_kl_explain_dynamic_inspect_upto (const KlExplain  *self,
                                  int               cell,
                                  int               layer,
                                  KlExplainInspect *out)
{
  static const kn_move_type lasts[4] = { KN_MOVE_START, KN_MOVE_DYN_K, KN_MOVE_DYN_B,
                                         KN_MOVE_DYN_T };
  kn_square sq = { cell % self->width, cell / self->width };
  g_autofree char *name = _kl_explain_cell_name (self, cell);
  g_autofree char *start = _kl_explain_cell_name (self, self->start);
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  gboolean all = layer >= kn_dynamic_explain_layers (self->dynamic) - 1;
  guint reached = 0;

  for (guint i = 0; i < 4; i++)
    {
      int64_t d = kn_dynamic_explain_distance (self->dynamic, sq, lasts[i]);

      int *slot = &out->state_distance[KL_STATE_INDEX (lasts[i])];

      *slot = d >= 0 && d <= layer ? (int) d : -1;
      if (*slot >= 0)
        {
          reached++;
          if (out->distance < 0 || *slot < out->distance)
            out->distance = *slot;
        }
    }
  if (cell == self->start)
    /* Translators: a clause of an inspected square's distances: the start itself */
    g_ptr_array_add (clauses, g_strdup (_("the start, with no move yet")));
  for (guint i = 1; i < 4; i++)
    {
      const char *letter = kl_move_letter (lasts[i]);
      int d = out->state_distance[i];

      if (d >= 0)
        /* Translators: a clause of an inspected square's distances: "3 moves after a K move" */
        g_ptr_array_add (clauses, g_strdup_printf (ngettext ("%d move after a %s move",
                                                             "%d moves after a %s move", d),
                                                   d, letter));
      else if (all)
        /* Translators: a clause of an inspected square's distances: "not reached after a T
         * move" */
        g_ptr_array_add (clauses, g_strdup_printf (_("not reached after a %s move"), letter));
      else
        /* Translators: a clause of an inspected square's distances, while the search is under
         * way: "not reached yet after a T move" */
        g_ptr_array_add (clauses, g_strdup_printf (_("not reached yet after a %s move"),
                                                   letter));
    }
  if (reached == 0 && all)
    /* Translators: an inspected square the dynamic knight never reaches */
    out->text = g_strdup_printf (_("%s: not reached from %s after any move."), name, start);
  else if (reached == 0)
    /* nothing known of it yet: one clause, not three "not reached yet" */
    out->text = g_strdup_printf (_("%s: not reached yet."), name);
  else
    {
      /* "3 moves after a K move, 4 moves after a B move" to the end */
      g_autofree char *list = kl_join_list ((const char * const *) clauses->pdata, clauses->len,
                                            clauses->len, TRUE);

      /* Translators: an inspected square and its distances after each type of last move: "d5:
       * 3 moves after a K move, 4 moves after a B move, not reached after a T move." */
      out->text = g_strdup_printf (C_("dynamic knight inspection", "%s: %s."), name, list);
    }
}

void
_kl_explain_dynamic_inspect (const KlExplain  *self,
                             int               cell,
                             KlExplainInspect *out)
{
  _kl_explain_dynamic_inspect_upto (self, cell, G_MAXINT, out);
}

/* ------------------------------------------------------------ construction */

/* Per cell, the first layer with a state on it. */
static void
find_state_layers (KlExplain *self)
{
  int layers = kn_dynamic_explain_layers (self->dynamic);
  size_t begin = 0;

  self->state_layers = g_new (gint32, (gsize) self->width * self->height);
  for (gsize i = 0; i < (gsize) self->width * self->height; i++)
    self->state_layers[i] = -1;
  for (int k = 0; k < layers; k++)
    {
      size_t end = kn_dynamic_explain_visited (self->dynamic, k);

      for (size_t i = begin; i < end; i++)
        {
          kn_dynamic_state s;
          int cell;

          kn_dynamic_explain_state (self->dynamic, i, &s);
          cell = _kl_explain_square_cell (self, s.square);
          if (self->state_layers[cell] < 0)
            self->state_layers[cell] = k;
        }
      begin = end;
    }
}

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
  gint64 frames;

  g_return_val_if_fail (board != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_dynamic_explain_new (board, from, to, limits, &dyn);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_DYNAMIC, kn_board_width (board), kn_board_height (board));
  self->dynamic = dyn;
  self->moves = kn_dynamic_explain_moves (dyn);
  self->start = _kl_explain_square_cell (self, from);
  self->target = _kl_explain_square_cell (self, to);
  self->states_total = 4 * (kn_board_squares (board) - kn_board_blocked_count (board));
  self->target_blocked = !kn_board_is_free (board, to);
  if (kn_dynamic_explain_path (dyn) != NULL)
    _kl_explain_add_route (self, kn_dynamic_explain_path (dyn), self->route, self->route_moves);
  else
    g_array_append_val (self->route, self->start);
  find_state_layers (self);
  /* a frame a layer up to the target's, as the shortest path has; with no
   * route, every layer; with a blocked target the search has nothing to
   * look for */
  if (self->moves >= 0)
    frames = self->moves;
  else if (self->target_blocked)
    frames = 0;
  else
    frames = kn_dynamic_explain_layers (dyn) - 1;
  _kl_explain_set_frames (self, frames);
  for (guint i = 1; i < self->n_steps; i++)
    self->meta[i].kind = KL_STEP_LAYER;
  *out = self;
  return KN_OK;
}
