/* kl-explain-tour.c - the narration of a knight's tour, one step a frame:
 * with the search shown, a step every event of its trace (entering a square,
 * backing up, starting again); else a step a square of the tour.  Each step
 * is read from a replay of the search, with the note the search wrote beside
 * it; its words are in kl-explain-tour-words.c.
 *
 * A part of its own (with kl-explain-private.h) because tours need what the
 * other modes do not: a replay that seeks from step to step, under a lock
 * since any thread may ask for a step; the search's notes; and pseudocode
 * for each way a tour is made. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

/* Warnsdorff's search with backtracking; the steps point at these lines
 * (TOUR_* in kl-explain-private.h), and constructed tours have their own. */
static const char * const pseudo_tour[] = {
  N_("Start on the start square (the one given, or the most constrained free square)."),
  N_("List the unvisited squares one move away, each with its onward moves: the unvisited "
     "squares one move further."),
  N_("Move to the one with the fewest onward moves (Warnsdorff’s rule)."),
  N_("On a tie, take the one farthest from the centre (Roth), then the first in a seeded order."),
  N_("Give a square up at once if it cuts off or strands an unvisited square, or makes two that "
     "must come last."),
  N_("With nowhere to go, or the square given up, back up: undo the last move and take the "
     "next choice there."),
  N_("Repeat until every square is visited; a closed tour must end a move from the start."),
  N_("If an attempt uses up its share of nodes, start again with another tie-break."),
};

/* What a tour made without choices executes: the constructions' steps
 * walk the finished tour, their last line. */
static const char * const pseudo_rows[] = {
  N_("Read the board row by row along its long side: a row’s moves depend only on the two rows "
     "before it."),
  N_("Join ready-made blocks of rows: a first block, a middle repeated, a block past the start, "
     "a last block."),
  N_("Where no blocks fit (a short board, an end square), find each row’s moves by an exact "
     "pass over the rows."),
  N_("Walk the joined moves from the start: that is the tour."),
};

static const char * const pseudo_blocks[] = {
  N_("Cut the board into blocks 6, 8 or 10 squares a side (5 to 13 on an odd side)."),
  N_("Give each block a closed tour that holds the moves its joins need (a small search, once "
     "a block size)."),
  N_("Join neighbouring blocks: swap a move of each for the two moves across, making one "
     "cycle."),
  N_("Walk the cycle from the start: that is the tour."),
};

static const char * const pseudo_corridor[] = {
  N_("Cut the board into blocks 6, 8 or 10 squares a side (5 to 13 on an odd side)."),
  N_("Lay a corridor of blocks from the start’s block to the end’s, with a route through each "
     "(a small search)."),
  N_("Join the closed tour of every other block into the corridor."),
  N_("Walk from the start to the end: that is the tour."),
};

static const char * const pseudo_reversed[] = {
  N_("Search from the end square, as Warnsdorff’s search with backtracking does from a start."),
  N_("Turn the route found around, so that it ends on the end square."),
  N_("Walk it from the start: that is the tour."),
};

/* Plain Warnsdorff: one walk, never backing up (PLAIN_* lines). */
static const char * const pseudo_plain[] = {
  N_("Start on the start square (the one given, or the most constrained free square)."),
  N_("List the unvisited squares one move away, each with its onward moves: the unvisited "
     "squares one move further."),
  N_("Move to the one with the fewest onward moves (Warnsdorff’s rule)."),
  N_("On a tie, take the one farthest from the centre (Roth), then the first in the order of "
     "the moves."),
  N_("With nowhere to go, stop: the walk is stuck, and it never backs up."),
  N_("Repeat until every square is visited; a closed tour must end a move from the start."),
};

/* Plain backtracking: moves in a fixed order (BACKTRACK_* lines). */
static const char * const pseudo_backtracking[] = {
  N_("Start on the start square (the one given, or each free square in turn, row by row)."),
  N_("Try the next move in a fixed order (the order of the piece’s moves) that lands on a free, "
     "unvisited square."),
  N_("With no move left to try, back up: undo the last move and try the next move from the "
     "square before."),
  N_("Repeat until every square is visited (a closed tour must end a move from the start), or "
     "the node budget runs out."),
  N_("Every move from the start tried and failed: there is no tour from it."),
};

/* A tour found from its end square: its steps walk it turned around, not as
 * the search made it. */
static gboolean
found_reversed (const KlExplainTour *t)
{
  return t->reversed && t->outcome == KN_TOUR_FOUND;
}

gboolean
_kl_explain_tour_by_search (const KlExplainTour *t)
{
  return t->method == KN_TOUR_METHOD_SEARCH && !found_reversed (t);
}

const char * const *
_kl_explain_tour_pseudocode (const KlExplain *self,
                             guint           *n)
{
  const KlExplainTour *t = self != NULL ? self->tour : NULL;

  if (t != NULL && t->algorithm == KN_TOUR_ALGO_WARNSDORFF_PLAIN && !found_reversed (t))
    {
      *n = G_N_ELEMENTS (pseudo_plain);
      return pseudo_plain;
    }
  if (t != NULL && t->algorithm == KN_TOUR_ALGO_BACKTRACKING && !found_reversed (t))
    {
      *n = G_N_ELEMENTS (pseudo_backtracking);
      return pseudo_backtracking;
    }
  switch (t != NULL ? t->method : KN_TOUR_METHOD_SEARCH)
    {
    case KN_TOUR_METHOD_ROWS:
      *n = G_N_ELEMENTS (pseudo_rows);
      return pseudo_rows;
    case KN_TOUR_METHOD_BLOCKS:
      *n = G_N_ELEMENTS (pseudo_blocks);
      return pseudo_blocks;
    case KN_TOUR_METHOD_CORRIDOR:
      *n = G_N_ELEMENTS (pseudo_corridor);
      return pseudo_corridor;
    case KN_TOUR_METHOD_SEARCH:
      if (t != NULL && found_reversed (t))
        {
          *n = G_N_ELEMENTS (pseudo_reversed);
          return pseudo_reversed;
        }
      *n = G_N_ELEMENTS (pseudo_tour);
      return pseudo_tour;
    case KN_TOUR_METHOD_NONE:
    default:
      *n = G_N_ELEMENTS (pseudo_tour);
      return pseudo_tour;
    }
}

const char *
_kl_explain_tour_title (const KlExplain *self)
{
  const KlExplainTour *t = self->tour;

  switch (t->algorithm)
    {
    case KN_TOUR_ALGO_WARNSDORFF_PLAIN:
      return _("Knight’s tour, by plain Warnsdorff (one walk, no backing up)");
    case KN_TOUR_ALGO_BACKTRACKING:
      return _("Knight’s tour, by plain backtracking (moves in a fixed order)");
    case KN_TOUR_ALGO_CONSTRUCTION:
      if (t->method == KN_TOUR_METHOD_CORRIDOR)
        return _("Knight’s tour, by the construction from blocks along a corridor");
      return _("Knight’s tour, by the construction from blocks");
    case KN_TOUR_ALGO_WARNSDORFF:
    default:
      break;
    }
  switch (t->method)
    {
    case KN_TOUR_METHOD_ROWS:
      return _("Knight’s tour, built row by row (boards 3 to 5 wide)");
    case KN_TOUR_METHOD_BLOCKS:
      return _("Knight’s tour, built from blocks");
    case KN_TOUR_METHOD_CORRIDOR:
      return _("Knight’s tour, built from blocks along a corridor to the end square");
    case KN_TOUR_METHOD_SEARCH:
      if (found_reversed (t))
        return _("Knight’s tour, found from its end square by Warnsdorff’s rule and reversed");
      return _("Knight’s tour, by Warnsdorff’s rule with backtracking");
    case KN_TOUR_METHOD_NONE:
    default:
      return _("Knight’s tour");
    }
}

void
_kl_explain_tour_free (KlExplainTour *t)
{
  g_mutex_clear (&t->lock);
  kn_tour_replay_free (t->replay);
  kn_board_free (t->board);
  g_free (t->backtracks_at);
  g_free (t->stack_top);
  g_free (t->stack_left);
  g_clear_pointer (&t->blocks, g_array_unref);
  g_clear_pointer (&t->joins, g_array_unref);
  g_free (t);
}

/* ------------------------------------------------------------ steps */

static void
fill_step (const KlExplain    *self,
           KlExplainStep      *step,
           const kn_tour_step *ts)
{
  const KlExplainTour *t = self->tour;

  step->square = (int) ts->event.cell;
  step->depth = ts->depth;
  step->why = ts->note.why;
  /* a route the search did not make has no choices to tell, notes or not */
  if (!_kl_explain_tour_by_search (t) && step->why == KN_WHY_NONE)
    step->why = KN_WHY_BUILT;
  step->witness = ts->note.witness != KN_NO_CELL ? (int) ts->note.witness : -1;
  step->witness2 = ts->note.witness2 != KN_NO_CELL ? (int) ts->note.witness2 : -1;
  step->rank = ts->note.rank;
  step->choices = ts->note.choices;
  step->backtracks = t->backtracks_at != NULL ? t->backtracks_at[step->index] : 0;
  for (size_t i = 0; i < ts->n_candidates; i++)
    {
      KlExplainCandidate c = { (int) ts->candidates[i].cell, ts->candidates[i].degree };

      g_array_append_val (step->candidates, c);
    }
  step->rule = ts->rule >= 0 ? (int) ts->candidates[ts->rule].cell : -1;
  step->kind = self->meta[step->index].kind;
  if (ts->event.kind == KN_TRACE_ENTER)
    {
      step->from = (int) ts->head;
      step->to = step->square;
      step->move_type = KN_MOVE_LEAP;
      step->move = (gint64) ts->depth - 1;
    }
}

GArray *
_kl_explain_tour_route (const KlExplain *self,
                        guint            index)
{
  KlExplainTour *t = self->tour;
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));
  kn_tour_step ts;

  /* the blocks and joins come before the route */
  if (kn_tour_replay_steps (t->replay) == 0 || index < t->pre)
    return cells;
  g_mutex_lock (&t->lock);
  /* index < the replay's steps: it cannot fail */
  kn_tour_replay_step (t->replay, index - t->pre, &ts);
  {
    size_t len = 0;
    const kn_cell *route = kn_tour_replay_route (t->replay, &len);

    g_array_set_size (cells, (guint) len);
    for (size_t i = 0; i < len; i++)
      g_array_index (cells, int, i) = (int) route[i];
  }
  g_mutex_unlock (&t->lock);
  return cells;
}

/* The step that pushed the square under the one push step p pushed. */
static guint32
stack_under (const KlExplain *self,
             guint32          p)
{
  if (p == STACK_NONE || p == 0 || self->meta[p].kind != KL_STEP_ENTER)
    return STACK_NONE;
  return self->tour->stack_top[p - 1];
}

GArray *
_kl_explain_tour_stack (const KlExplain *self,
                        guint            index)
{
  const KlExplainTour *t = self->tour;
  GArray *stack, *route;
  guint32 p;

  if (t->stack_top == NULL || t->algorithm == KN_TOUR_ALGO_CONSTRUCTION)
    return NULL;
  route = _kl_explain_tour_route (self, index);
  stack = g_array_sized_new (FALSE, FALSE, sizeof (KlExplainChoice), route->len);
  g_array_set_size (stack, route->len);
  /* from the top down, along the steps that pushed each square */
  p = t->stack_top[index];
  for (guint d = route->len; d-- > 0; p = stack_under (self, p))
    {
      KlExplainChoice *c = &g_array_index (stack, KlExplainChoice, d);

      c->cell = g_array_index (route, int, d);
      c->remaining = p != STACK_NONE ? t->stack_left[p] : 0;
    }
  g_array_unref (route);
  return stack;
}

/* The line of the algorithm's own pseudocode for a step whose words set a
 * line of Warnsdorff's search with backtracking (TOUR_*). */
static guint
algorithm_line (const KlExplain     *self,
                const KlExplainStep *step,
                const kn_tour_step  *ts)
{
  const KlExplainTour *t = self->tour;

  switch (t->algorithm)
    {
    case KN_TOUR_ALGO_WARNSDORFF_PLAIN:
      if (t->search && t->stuck >= 0 && step->index + 1 == self->n_steps)
        return PLAIN_STUCK;
      switch (step->line)
        {
        case TOUR_START: return PLAIN_START;
        case TOUR_TIE: return PLAIN_TIE;
        case TOUR_DONE: return PLAIN_DONE;
        default: return PLAIN_CHOOSE;
        }
    case KN_TOUR_ALGO_BACKTRACKING:
      if (ts->event.kind == KN_TRACE_RESTART)
        return BACKTRACK_START;
      if (ts->event.kind == KN_TRACE_ENTER)
        return step->line == TOUR_DONE ? BACKTRACK_DONE : BACKTRACK_NEXT;
      if (ts->depth == 0 && t->outcome == KN_TOUR_NONE)
        return BACKTRACK_NONE;
      return step->why == KN_WHY_NOT_CLOSING ? BACKTRACK_DONE : BACKTRACK_BACK;
    case KN_TOUR_ALGO_WARNSDORFF:
    case KN_TOUR_ALGO_CONSTRUCTION:
    default:
      return step->line;
    }
}

KlExplainStep *
_kl_explain_tour_step (const KlExplain *self,
                       guint            index,
                       gboolean         words)
{
  KlExplainTour *t = self->tour;
  KlExplainStep *step = _kl_explain_step_new (index);
  kn_tour_step ts;
  int new_head = -1, failed = -1;

  step->moves = t->nfree > 0 ? (gint64) t->nfree - 1 : 0;
  if (index < t->pre)
    {
      _kl_explain_tour_block_step (self, step, words);
      return step;
    }
  if (kn_tour_replay_steps (t->replay) == 0)
    {
      _kl_explain_tour_nothing_text (self, step);
      return step;
    }

  g_mutex_lock (&t->lock);
  /* index < the replay's steps: it cannot fail */
  kn_tour_replay_step (t->replay, index - t->pre, &ts);
  {
    size_t len = 0;
    const kn_cell *route = kn_tour_replay_route (t->replay, &len);

    new_head = len > 0 ? (int) route[len - 1] : -1;
  }
  if (t->search && index > t->pre &&
      (ts.note.why == KN_WHY_NEXT || (ts.note.why == KN_WHY_IN_ORDER && ts.note.rank > 0)))
    {
      kn_tour_step prev;

      /* a next choice follows the step back off the one that failed */
      if (kn_tour_replay_step (t->replay, index - t->pre - 1, &prev) == KN_OK &&
          prev.event.kind == KN_TRACE_BACKTRACK)
        failed = (int) prev.event.cell;
    }
  g_mutex_unlock (&t->lock);

  fill_step (self, step, &ts);
  if (!words)
    {
      step->text = g_strdup ("");
      step->detail = g_strdup ("");
      return step;
    }
  switch (ts.event.kind)
    {
    case KN_TRACE_RESTART:
      if (!t->search || ts.note.why == KN_WHY_BUILT)
        _kl_explain_tour_start_text (self, step);
      else
        _kl_explain_tour_restart_text (self, step, ts.note.ties);
      break;
    case KN_TRACE_ENTER:
      _kl_explain_tour_enter_text (self, step, ts.note.ties, failed);
      break;
    case KN_TRACE_BACKTRACK:
    default:
      _kl_explain_tour_backtrack_text (self, step, new_head);
      break;
    }
  if (ts.event.kind != KN_TRACE_BACKTRACK && step->depth == t->nfree &&
      t->outcome == KN_TOUR_FOUND)
    _kl_explain_tour_complete_text (self, step);
  if (t->search && index + 1 == self->n_steps)
    _kl_explain_tour_last_text (self, step);
  if (!_kl_explain_tour_by_search (t))
    {
      guint n;

      /* a construction's steps walk the tour it built: its last line */
      _kl_explain_tour_pseudocode (self, &n);
      step->line = n - 1;
    }
  else
    step->line = algorithm_line (self, step, &ts);

  _kl_explain_tour_detail (self, step);
  return step;
}

/* ------------------------------------------------------------ construction */

/* The construction's blocks and joins, and how many steps they take. */
static void
take_blocks (KlExplainTour  *t,
             const kn_tour  *tour)
{
  size_t nb = 0, nj = 0;
  const kn_tour_block *blocks = kn_tour_blocks (tour, &nb);
  const kn_tour_join *joins = kn_tour_joins (tour, &nj);
  guint join_steps;

  if (blocks == NULL || nb == 0 || nb > G_MAXUINT / 2 || nj > G_MAXUINT / 2)
    return;
  t->blocks = g_array_sized_new (FALSE, FALSE, sizeof (kn_tour_block), (guint) nb);
  g_array_append_vals (t->blocks, blocks, (guint) nb);
  t->joins = g_array_sized_new (FALSE, FALSE, sizeof (kn_tour_join), (guint) nj);
  g_array_append_vals (t->joins, joins, (guint) nj);
  /* fold: at most KL_TOUR_BLOCK_STEPS steps of blocks, as many of joins */
  t->block_group = (guint) ((nb + KL_TOUR_BLOCK_STEPS - 1) / KL_TOUR_BLOCK_STEPS);
  t->block_steps = (guint) ((nb + t->block_group - 1) / t->block_group);
  t->join_group = nj > 0 ? (guint) ((nj + KL_TOUR_BLOCK_STEPS - 1) / KL_TOUR_BLOCK_STEPS) : 1;
  join_steps = (guint) ((nj + t->join_group - 1) / t->join_group);
  t->pre = t->block_steps + join_steps;
}

kn_status
kl_explain_new_tour (const kn_board   *board,
                     const kn_tour    *tour,
                     gboolean          search,
                     const kn_limits  *limits,
                     KlExplain       **out)
{
  KlExplain *self;
  KlExplainTour *t;
  kn_tour_options o;
  kn_status status;
  const kn_trace_event *events;
  const kn_trace_note *notes;
  size_t n_events = 0, n_notes = 0, n;
  bool truncated = FALSE;
  guint32 back = 0;

  g_return_val_if_fail (board != NULL && tour != NULL && out != NULL, KN_ERR_INVALID);

  kn_tour_get_options (tour, &o);
  self = _kl_explain_new (KL_MODE_TOUR, kn_board_width (board), kn_board_height (board));
  self->leaper = o.leaper;
  self->tour = t = g_new0 (KlExplainTour, 1);
  g_mutex_init (&t->lock);
  t->search = search;
  t->algorithm = kn_tour_get_algorithm (tour);
  t->stuck = -1;
  {
    size_t len = 0;
    kn_trace_why why = KN_WHY_NONE;
    const kn_cell *walk = kn_tour_reason_stuck (tour, &len, &t->unvisited, &why);

    if (walk != NULL && len > 0)
      {
        t->stuck = (int) walk[len - 1];
        t->stuck_why = why;
      }
  }
  t->method = kn_tour_get_method (tour);
  t->reversed = kn_tour_is_reversed (tour);
  t->outcome = kn_tour_get_outcome (tour);
  t->closed = kn_tour_is_closed (tour);
  t->nodes = kn_tour_nodes (tour);
  t->nfree = kn_board_squares (board) - kn_board_blocked_count (board);
  /* A tour to an end without a start is searched from the end, as a tour
   * with no end; only a tour found so is turned around to end there. */
  t->closed_search = o.closed && (!o.has_end || t->reversed);
  t->end = o.has_end && (t->outcome == KN_TOUR_FOUND || !t->reversed)
           ? o.end.y * self->width + o.end.x : -1;
  events = kn_tour_trace (tour, &n_events, &truncated);
  notes = kn_tour_trace_notes (tour, &n_notes);
  t->trace_events = n_events;
  t->truncated = truncated;
  for (size_t i = 0; i < n_events; i++)
    t->backtracks += events[i].kind == KN_TRACE_BACKTRACK;

  status = kn_board_copy (board, &t->board);
  if (status == KN_OK)
    status = kn_tour_replay_new_tour (t->board, tour, search, &t->replay);
  if (status != KN_OK)
    {
      kl_explain_unref (self);
      return status;
    }
  n = kn_tour_replay_steps (t->replay);
  if (n > G_MAXUINT - 2 * KL_TOUR_BLOCK_STEPS - 1)
    {
      kl_explain_unref (self);
      return KN_ERR_TOO_LARGE;
    }
  if (search)
    take_blocks (t, tour);
  self->n_steps = (guint) MAX (n + t->pre, 1);
  self->moves = t->outcome == KN_TOUR_FOUND ? (gint64) t->nfree - 1 : -1;
  self->meta = g_new0 (StepMeta, self->n_steps);
  if (search)
    {
      t->backtracks_at = g_new0 (guint32, self->n_steps);
      t->stack_top = g_new (guint32, self->n_steps);
      t->stack_left = g_new0 (guint8, self->n_steps);
      t->stack_top[0] = STACK_NONE;
    }
  for (guint k = 0; k < t->pre; k++)
    {
      self->meta[k].kind = k < t->block_steps ? KL_STEP_BLOCK : KL_STEP_JOIN;
      t->stack_top[k] = STACK_NONE;
    }
  for (size_t e = 0; e < n; e++)
    {
      /* the step of event e: after the blocks and joins */
      size_t i = e + t->pre;

      if ((e & 0xFFFF) == 0 && limits != NULL && limits->cancel != NULL &&
          limits->cancel (limits->cancel_data))
        {
          kl_explain_unref (self);
          return KN_ERR_CANCELLED;
        }
      if (!search)
        self->meta[i].kind = i == 0 ? KL_STEP_START : KL_STEP_MOVE;
      else
        {
          switch (events[e].kind)
            {
            case KN_TRACE_RESTART:
              self->meta[i].kind = i == 0 ? KL_STEP_START : KL_STEP_RESTART;
              if (t->pre > 0)
                self->meta[i].kind = KL_STEP_MOVE; /* the walk of the built tour begins */
              break;
            case KN_TRACE_ENTER:
              self->meta[i].kind = t->pre > 0 ? KL_STEP_MOVE : KL_STEP_ENTER;
              break;
            default:
              self->meta[i].kind = KL_STEP_BACKTRACK;
              back++;
              break;
            }
          t->backtracks_at[i] = back;
          if (self->meta[i].kind != KL_STEP_BACKTRACK)
            {
              /* choices counts the squares the search could take at the head, rank the
               * ones it took before this one: the rest it may still take in its place */
              if (events[e].kind == KN_TRACE_ENTER && e < n_notes &&
                  notes[e].choices > notes[e].rank &&
                  t->algorithm != KN_TOUR_ALGO_WARNSDORFF_PLAIN) /* it never goes back to them */
                t->stack_left[i] = (guint8) (notes[e].choices - notes[e].rank - 1);
              t->stack_top[i] = (guint32) i;
            }
          else
            t->stack_top[i] = stack_under (self, i > 0 ? t->stack_top[i - 1] : STACK_NONE);
        }
    }
  if (n > 0)
    {
      size_t len = 0;
      const kn_cell *cells = kn_tour_cells (tour, &len);

      self->start = search ? (int) events[0].cell : (int) cells[0];
      /* the construction's route starts where its blocks' steps end */
    }
  *out = self;
  return KN_OK;
}
