/* kl-explain-tour.c - the narration of a knight's tour, one step a frame:
 * where the route could go with each square's onward moves and what the
 * search chose there and why; with the search shown, every step of the
 * search and the reason of every backtrack; a constructed tour told as the
 * construction it is, next to what Warnsdorff's rule would have picked.
 *
 * A file of its own (with kl-explain-private.h) because tours need what
 * the other modes do not: a replay of the search that seeks from step to
 * step, under a lock since any thread may ask for a step; the notes the
 * search wrote; and words for every reason a search backs up.  Kept in
 * kl-explain.c, they would double a file that is long already. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"

/* The lines of the search's pseudocode (pseudo_tour in kl-explain.c) the
 * steps execute. */
enum
{
  TOUR_START = 0,   /* an attempt starts */
  TOUR_CHOOSE = 2,  /* the search's first choice: the fewest onward moves */
  TOUR_TIE = 3,     /* ... decided by a tie-break */
  TOUR_PRUNE = 4,   /* a square given up by the pruning */
  TOUR_BACK = 5,    /* a dead end, every choice failed; the next choice */
  TOUR_DONE = 6,    /* every square visited, or the route cannot close */
  TOUR_AGAIN = 7    /* another attempt with another tie-break */
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

struct _KlExplainTour
{
  GMutex          lock;        /* taking a step seeks the replay */
  kn_board       *board;       /* the replay's (it borrows it) */
  kn_tour_replay *replay;
  gboolean        search;      /* a step an event of the search, or a square of the tour */
  kn_tour_method  method;
  gboolean        reversed;
  kn_tour_outcome outcome;
  gboolean        closed;      /* the tour's last square is a move from its first */
  gboolean        closed_search; /* the search looked for a closed tour */
  gboolean        truncated;   /* the trace was cut short */
  int             end;         /* the end square the steps go to, or -1 */
  guint64         nfree;
  guint64         nodes;
  guint64         trace_events;
  guint64         backtracks;  /* in the whole trace kept */
  guint32        *backtracks_at; /* search: backtracks up to each step */
};

void
_kl_explain_tour_free (KlExplainTour *t)
{
  g_mutex_clear (&t->lock);
  kn_tour_replay_free (t->replay);
  kn_board_free (t->board);
  g_free (t->backtracks_at);
  g_free (t);
}

guint
_kl_explain_tour_pseudocode (const KlExplain     *self,
                             const char * const **lines)
{
  const KlExplainTour *t = self->tour;

  switch (t->method)
    {
    case KN_TOUR_METHOD_ROWS:
      *lines = pseudo_rows;
      return G_N_ELEMENTS (pseudo_rows);
    case KN_TOUR_METHOD_BLOCKS:
      *lines = pseudo_blocks;
      return G_N_ELEMENTS (pseudo_blocks);
    case KN_TOUR_METHOD_CORRIDOR:
      *lines = pseudo_corridor;
      return G_N_ELEMENTS (pseudo_corridor);
    case KN_TOUR_METHOD_SEARCH:
      /* a tour found from its end: the search did not make its steps */
      if (t->reversed && t->outcome == KN_TOUR_FOUND)
        {
          *lines = pseudo_reversed;
          return G_N_ELEMENTS (pseudo_reversed);
        }
      *lines = NULL;
      return 0;
    case KN_TOUR_METHOD_NONE:
    default:
      *lines = NULL;
      return 0;
    }
}

const char *
_kl_explain_tour_title (const KlExplain *self)
{
  const KlExplainTour *t = self->tour;

  switch (t->method)
    {
    case KN_TOUR_METHOD_ROWS:
      return _("Knight’s tour, built row by row (boards 3 or 4 wide)");
    case KN_TOUR_METHOD_BLOCKS:
      return _("Knight’s tour, built from blocks");
    case KN_TOUR_METHOD_CORRIDOR:
      return _("Knight’s tour, built from blocks along a corridor to the end square");
    case KN_TOUR_METHOD_SEARCH:
      if (t->reversed && t->outcome == KN_TOUR_FOUND)
        return _("Knight’s tour, found from its end square by Warnsdorff’s rule and reversed");
      return _("Knight’s tour, by Warnsdorff’s rule with backtracking");
    case KN_TOUR_METHOD_NONE:
    default:
      return _("Knight’s tour");
    }
}

/* Whether the steps are the search's own choices, or a route made otherwise. */
static gboolean
made_by_search (const KlExplainTour *t)
{
  return t->method == KN_TOUR_METHOD_SEARCH && !(t->reversed && t->outcome == KN_TOUR_FOUND);
}

/* ------------------------------------------------------------ words */

static char *
moves_phrase (guint degree)
{
  /* Translators: a square's onward moves, "3 onward moves" */
  return g_strdup_printf (ngettext ("%u onward move", "%u onward moves", degree), degree);
}

/* "a2 (3 onward moves), b5 (1) or e4 (5)". */
static char *
candidates_text (const KlExplain     *self,
                 const KlExplainStep *step)
{
  char *s = NULL;

  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);
      g_autofree char *name = _kl_explain_cell_name (self, c->cell);
      g_autofree char *item = NULL;
      char *next;

      if (i == 0)
        {
          g_autofree char *moves = moves_phrase (c->degree);

          /* Translators: a square and its onward moves: "a2 (3 onward moves)" */
          item = g_strdup_printf (_("%s (%s)"), name, moves);
        }
      else
        /* Translators: a square and its onward moves after the first: "b5 (1)" */
        item = g_strdup_printf (_("%s (%u)"), name, c->degree);
      if (s == NULL)
        next = g_strdup (item);
      else if (i + 1 == step->candidates->len)
        /* Translators: the last of the squares a knight can go to: "a2 (3 onward moves) or
         * b5 (1)" */
        next = g_strdup_printf (_("%s or %s"), s, item);
      else
        next = g_strdup_printf (_("%s, %s"), s, item);
      g_free (s);
      s = next;
    }
  return s != NULL ? s : g_strdup ("");
}

static guint
degree_of (const KlExplainStep *step,
           int                  cell)
{
  for (guint i = 0; i < step->candidates->len; i++)
    if (g_array_index (step->candidates, KlExplainCandidate, i).cell == cell)
      return g_array_index (step->candidates, KlExplainCandidate, i).degree;
  return 0;
}

static guint64
centre_of (const KlExplain *self,
           int              cell)
{
  gint64 dx = 2 * (gint64) (cell % self->width) - (self->width - 1);
  gint64 dy = 2 * (gint64) (cell / self->width) - (self->height - 1);

  return (guint64) (dx * dx + dy * dy);
}

/* Whether the end square waits: among the candidates, with other squares left. */
static gboolean
end_waits (const KlExplainTour *t,
           const KlExplainStep *step,
           int                  cell)
{
  return cell == t->end && step->depth < t->nfree;
}

/* The squares the search could take with the fewest onward moves (and,
 * with far, the farthest from the centre among those). */
static GArray *
tied_squares (const KlExplain     *self,
              const KlExplainStep *step,
              gboolean             far)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  guint least = G_MAXUINT;
  guint64 farthest = 0;

  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

      if (!end_waits (self->tour, step, c->cell))
        least = MIN (least, c->degree);
    }
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

      if (!end_waits (self->tour, step, c->cell) && c->degree == least)
        farthest = MAX (farthest, centre_of (self, c->cell));
    }
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

      if (!end_waits (self->tour, step, c->cell) && c->degree == least &&
          (!far || centre_of (self, c->cell) == farthest))
        g_array_append_val (out, c->cell);
    }
  return out;
}

/* What the search made of the candidates, from its note (rank 0). */
static char *
first_choice_text (const KlExplain     *self,
                   const KlExplainStep *step,
                   guint8               ties)
{
  g_autofree char *taken = _kl_explain_cell_name (self, step->to);
  guint degree = degree_of (step, step->to);

  switch (step->why)
    {
    case KN_WHY_ONLY:
      /* "From c3 the knight can only go to b5" says it all, unless the end waits */
      if (step->candidates->len == 1)
        return g_strdup ("");
      /* Translators: "b5 is the only square the search can take." */
      return g_strdup_printf (_("%s is the only square the search can take."), taken);
    case KN_WHY_FEWEST:
      /* Translators: "Warnsdorff’s rule takes b5: it has the fewest onward moves." */
      return g_strdup_printf (_("Warnsdorff’s rule takes %s: it has the fewest onward moves."),
                              taken);
    case KN_WHY_FARTHEST:
      {
        g_autoptr(GArray) tied = tied_squares (self, step, FALSE);
        g_autofree char *list = _kl_explain_list_cells (self, (const int *) tied->data, tied->len,
                                                        8);
        g_autofree char *moves = moves_phrase (degree);

        /* Translators: "b5 and e2 tie with 2 onward moves; Roth’s rule takes b5, the farthest
         * from the centre." */
        return g_strdup_printf (_("%s tie with %s; Roth’s rule takes %s, the farthest from the "
                                  "centre."), list, moves, taken);
      }
    case KN_WHY_SEEDED:
      {
        g_autoptr(GArray) tied = tied_squares (self, step, FALSE);
        g_autoptr(GArray) far = tied_squares (self, step, TRUE);
        g_autofree char *list = _kl_explain_list_cells (self, (const int *) tied->data, tied->len,
                                                        8);
        g_autofree char *far_list = _kl_explain_list_cells (self, (const int *) far->data,
                                                            far->len, 8);
        g_autofree char *moves = moves_phrase (degree);

        if (ties == KN_TIES_SEEDED)
          /* Translators: "b5 and e2 tie with 2 onward moves; this attempt breaks ties by a
           * shuffled order of moves alone, which takes b5." */
          return g_strdup_printf (_("%s tie with %s; this attempt breaks ties by a shuffled "
                                    "order of moves alone, which takes %s."), list, moves, taken);
        if (far->len == tied->len)
          /* Translators: "b5 and e2 tie with 2 onward moves and lie as far from the centre;
           * the seeded order of moves takes b5." */
          return g_strdup_printf (_("%s tie with %s and lie as far from the centre; the seeded "
                                    "order of moves takes %s."), list, moves, taken);
        /* Translators: "b5, c6 and e2 tie with 2 onward moves; b5 and e2 lie farthest from the
         * centre, and the seeded order of moves takes b5." */
        return g_strdup_printf (_("%s tie with %s; %s lie farthest from the centre, and the "
                                  "seeded order of moves takes %s."), list, moves, far_list,
                                taken);
      }
    default:
      return g_strdup ("");
    }
}

/* What a constructed or reversed tour takes, next to Warnsdorff's pick. */
static char *
built_choice_text (const KlExplain     *self,
                   const KlExplainStep *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *taken = _kl_explain_cell_name (self, step->to);
  g_autofree char *rule = NULL;
  g_autofree char *moves = NULL;

  if (step->rule < 0 || step->candidates->len == 1)
    return g_strdup (""); /* no choice to compare */
  rule = _kl_explain_cell_name (self, step->rule);
  if (step->rule == step->to)
    /* Translators: a constructed tour takes the square Warnsdorff's rule would take */
    return g_strdup_printf (_("Warnsdorff’s rule would pick %s here too."), rule);
  moves = moves_phrase (degree_of (step, step->rule));
  if (t->method == KN_TOUR_METHOD_SEARCH)
    /* Translators: "Warnsdorff’s rule would pick e3 here (2 onward moves); the tour, found from
     * its end, takes c4." */
    return g_strdup_printf (_("Warnsdorff’s rule would pick %s here (%s); the tour, found from "
                              "its end, takes %s."), rule, moves, taken);
  /* Translators: "Warnsdorff’s rule would pick e3 here (2 onward moves); the construction takes
   * c4." */
  return g_strdup_printf (_("Warnsdorff’s rule would pick %s here (%s); the construction takes "
                            "%s."), rule, moves, taken);
}

/* A step onto a square: where the route could go, and why it goes there.
 * failed: in the search view, the square whose failure brought the search
 * back here (a next choice), else -1. */
static void
enter_text (const KlExplain *self,
            KlExplainStep   *step,
            guint8           ties,
            int              failed)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *piece = kl_explain_leaper_name (self->leaper);
  g_autofree char *from = _kl_explain_cell_name (self, step->from);
  g_autofree char *list = candidates_text (self, step);
  g_autofree char *move = _kl_explain_count ((guint64) step->move);
  g_autofree char *moves = _kl_explain_count ((guint64) step->moves);
  g_autofree char *choice = NULL;

  if (t->search)
    step->text = step->candidates->len == 1
      /* Translators: "From c3 the knight can only go to b5 (3 onward moves)." */
      ? g_strdup_printf (_("From %s %s can only go to %s."), from, piece, list)
      /* Translators: "From c3 the knight can go to a2 (3 onward moves), b5 (1) or e4 (5)." */
      : g_strdup_printf (_("From %s %s can go to %s."), from, piece, list);
  else
    step->text = step->candidates->len == 1
      /* Translators: "Move 5 of 63: from c3 the knight can only go to b5 (3 onward moves)." */
      ? g_strdup_printf (_("Move %s of %s: from %s %s can only go to %s."), move, moves, from,
                         piece, list)
      /* Translators: "Move 5 of 63: from c3 the knight can go to a2 (3 onward moves), b5 (1) or
       * e4 (5)." */
      : g_strdup_printf (_("Move %s of %s: from %s %s can go to %s."), move, moves, from, piece,
                         list);

  for (guint i = 0; i < step->candidates->len; i++)
    {
      int cell = g_array_index (step->candidates, KlExplainCandidate, i).cell;

      if (end_waits (t, step, cell) && step->to != cell)
        {
          g_autofree char *end = _kl_explain_cell_name (self, cell);
          /* Translators: "h8 is the end square: it must come last." */
          g_autofree char *sentence = g_strdup_printf (_("%s is the end square: it must come "
                                                         "last."), end);

          _kl_explain_add_sentence (&step->text, sentence);
        }
    }

  step->line = TOUR_CHOOSE;
  if (step->why == KN_WHY_BUILT)
    choice = built_choice_text (self, step);
  else if (step->why == KN_WHY_NEXT && failed >= 0)
    {
      g_autofree char *here = _kl_explain_cell_name (self, step->from);
      g_autofree char *bad = _kl_explain_cell_name (self, failed);
      g_autofree char *taken = _kl_explain_cell_name (self, step->to);

      /* Translators: "Back on c3 after e4 failed, the search takes its next choice, b5: choice
       * 2 of 3." */
      choice = g_strdup_printf (_("Back on %s after %s failed, the search takes its next choice, "
                                  "%s: choice %u of %u."), here, bad, taken, step->rank + 1,
                                step->choices);
      step->line = TOUR_BACK;
    }
  else if (step->why == KN_WHY_NEXT)
    {
      g_autofree char *taken = _kl_explain_cell_name (self, step->to);

      /* Translators: "The search tried 2 other squares here first and had to back up; b5, its
       * choice 3 of 3, leads to the tour." */
      choice = g_strdup_printf (ngettext ("The search tried %u other square here first and had "
                                          "to back up; %s, its choice %u of %u, leads to the "
                                          "tour.",
                                          "The search tried %u other squares here first and had "
                                          "to back up; %s, its choice %u of %u, leads to the "
                                          "tour.", step->rank),
                                step->rank, taken, step->rank + 1, step->choices);
      step->line = TOUR_BACK;
    }
  else if (step->why != KN_WHY_NONE)
    {
      choice = first_choice_text (self, step, ties);
      if (step->why == KN_WHY_FARTHEST || step->why == KN_WHY_SEEDED)
        step->line = TOUR_TIE;
    }
  else
    {
      g_autofree char *taken = _kl_explain_cell_name (self, step->to);

      /* Translators: a step of a tour with no record of why (a trace without notes) */
      choice = g_strdup_printf (_("The route goes on to %s."), taken);
    }
  if (*choice)
    _kl_explain_add_sentence (&step->text, choice);
  if (!made_by_search (t))
    step->line = 0; /* replaced below by the construction's walk line */
}

/* The route after a backtrack stands on new_head (-1: empty). */
static void
backtrack_text (const KlExplain *self,
                KlExplainStep   *step,
                int              new_head)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *here = _kl_explain_cell_name (self, step->square);
  g_autofree char *w = step->witness >= 0 ? _kl_explain_cell_name (self, step->witness) : NULL;
  g_autofree char *w2 = step->witness2 >= 0 ? _kl_explain_cell_name (self, step->witness2) : NULL;
  guint64 left = t->nfree - step->depth - 1; /* unvisited while on the square */
  g_autofree char *left_n = _kl_explain_count (left);
  /* unvisited once the route entered the stranded square */
  g_autofree char *after_n = _kl_explain_count (left > 0 ? left - 1 : 0);
  g_autofree char *reason = NULL;
  g_autofree char *back = NULL;

  guint8 why = step->why;

  step->line = TOUR_PRUNE;
  /* a reason that names a square, without the square (a trace written
   * without its witnesses): only the step back is told */
  if ((w == NULL && why != KN_WHY_DEAD_END && why != KN_WHY_EXHAUSTED &&
       why != KN_WHY_REQUIRED) || (why == KN_WHY_TWO_ENDS && w2 == NULL))
    why = KN_WHY_NONE;
  switch (why)
    {
    case KN_WHY_DEAD_END:
      /* Translators: "Dead end at c3: no unvisited square to go to." */
      reason = g_strdup_printf (_("Dead end at %s: no unvisited square to go to."), here);
      step->line = TOUR_BACK;
      break;
    case KN_WHY_EXHAUSTED:
      /* Translators: "Every square the search could take from c3 failed (2 tried)." */
      reason = g_strdup_printf (ngettext ("Every square the search could take from %s failed "
                                          "(%u tried).",
                                          "Every square the search could take from %s failed "
                                          "(%u tried).", step->choices), here, step->choices);
      step->line = TOUR_BACK;
      break;
    case KN_WHY_CUT_OFF:
      /* Translators: "c3 would cut off a1: no unvisited square is left a move from a1, so no
       * route can reach it." */
      reason = g_strdup_printf (_("%s would cut off %s: no unvisited square is left a move from "
                                  "%s, so no route can reach it."), here, w, w);
      break;
    case KN_WHY_DISCONNECTED:
      /* Translators: "c3 would cut off a1: the unvisited squares fall apart, and a1 cannot be
       * reached from c3 over them." */
      reason = g_strdup_printf (_("%s would cut off %s: the unvisited squares fall apart, and %s "
                                  "cannot be reached from %s over them."), here, w, w, here);
      break;
    case KN_WHY_STRANDED:
      if (w2 != NULL)
        /* Translators: "c3 would strand b1 and d1: neither has an unvisited square a move away
         * but c3, and the route can enter only one of them." */
        reason = g_strdup_printf (_("%s would strand %s and %s: neither has an unvisited square "
                                    "a move away but %s, and the route can enter only one of "
                                    "them."), here, w, w2, here);
      else if (t->end >= 0)
        {
          g_autofree char *end = _kl_explain_cell_name (self, t->end);

          /* Translators: "c3 would strand b1: b1 has no unvisited square a move away but c3, so
           * the route would end there, and only the end square, h8, may end it." */
          reason = g_strdup_printf (_("%s would strand %s: %s has no unvisited square a move away "
                                      "but %s, so the route would end there, and only the end "
                                      "square, %s, may end it."), here, w, w, here, end);
        }
      else if (t->closed_search)
        /* Translators: "c3 would strand b1: b1 has no unvisited square a move away but c3, and
         * it is not a move from the start either, so a closed tour could not come back." */
        reason = g_strdup_printf (_("%s would strand %s: %s has no unvisited square a move away "
                                    "but %s, and it is not a move from the start either, so a "
                                    "closed tour could not come back."), here, w, w, here);
      else
        /* Translators: "c3 would strand b1: b1 has no unvisited square a move away but c3, so
         * the route would end there with 12 squares unvisited." */
        reason = g_strdup_printf (ngettext ("%s would strand %s: %s has no unvisited square a "
                                            "move away but %s, so the route would end there with "
                                            "%s square unvisited.",
                                            "%s would strand %s: %s has no unvisited square a "
                                            "move away but %s, so the route would end there with "
                                            "%s squares unvisited.",
                                            _kl_explain_plural (left > 0 ? left - 1 : 0)),
                                  here, w, w, here, after_n);
      break;
    case KN_WHY_TWO_ENDS:
      /* Translators: "c3 would leave a1 and h8 with one way in each: both would have to be the
       * route’s last square." */
      reason = g_strdup_printf (_("%s would leave %s and %s with one way in each: both would "
                                  "have to be the route’s last square."), here, w, w2);
      break;
    case KN_WHY_ONE_WAY:
      if (t->end >= 0)
        {
          g_autofree char *end = _kl_explain_cell_name (self, t->end);

          /* Translators: "c3 would leave a1 with a single way in and out: the route could enter
           * it but never leave, and only the end square, h8, may end it." */
          reason = g_strdup_printf (_("%s would leave %s with a single way in and out: the route "
                                      "could enter it but never leave, and only the end square, "
                                      "%s, may end it."), here, w, end);
        }
      else
        /* Translators: "c3 would leave a1 with a single way in and out: a closed tour could
         * enter it but never leave." */
        reason = g_strdup_printf (_("%s would leave %s with a single way in and out: a closed "
                                    "tour could enter it but never leave."), here, w);
      break;
    case KN_WHY_NO_RETURN:
      /* Translators: "c3 would leave the start, a1, with no unvisited square a move away: a
       * closed tour could never come back to it." */
      reason = g_strdup_printf (_("%s would leave the start, %s, with no unvisited square a move "
                                  "away: a closed tour could never come back to it."), here, w);
      break;
    case KN_WHY_NOT_CLOSING:
      step->line = TOUR_DONE;
      if (t->end >= 0 && step->witness == t->end)
        /* Translators: "Every square is visited, but the route ends on c3, not on the end
         * square h8." */
        reason = g_strdup_printf (_("Every square is visited, but the route ends on %s, not on "
                                    "the end square %s."), here, w);
      else
        /* Translators: "Every square is visited, but c3 is not a move from the start, a1: the
         * tour cannot close." */
        reason = g_strdup_printf (_("Every square is visited, but %s is not a move from the "
                                    "start, %s: the tour cannot close."), here, w);
      break;
    case KN_WHY_END_WAITS:
      step->line = TOUR_BACK;
      /* Translators: "From c3 the only square left to go to is the end square, h8, which must
       * come last: 12 squares are still unvisited." */
      reason = g_strdup_printf (ngettext ("From %s the only square left to go to is the end "
                                          "square, %s, which must come last: %s square is still "
                                          "unvisited.",
                                          "From %s the only square left to go to is the end "
                                          "square, %s, which must come last: %s squares are still "
                                          "unvisited.", _kl_explain_plural (left)),
                                here, w, left_n);
      break;
    case KN_WHY_REQUIRED:
      /* Translators: a square that breaks the moves a tour construction needs */
      reason = g_strdup_printf (_("%s breaks a move the construction needs."), here);
      break;
    default:
      step->line = TOUR_BACK;
      reason = NULL;
      break;
    }
  if (new_head >= 0)
    {
      g_autofree char *to = _kl_explain_cell_name (self, new_head);

      /* Translators: "The search backs up from c3 to d5." */
      back = g_strdup_printf (_("The search backs up from %s to %s."), here, to);
    }
  else
    /* Translators: the search gives up its start square */
    back = g_strdup_printf (_("No tour starts on %s: the search leaves it."), here);
  step->text = reason != NULL ? g_strdup (reason) : NULL;
  _kl_explain_add_sentence (&step->text, back);
}

static char *
method_text (const KlExplain *self)
{
  const KlExplainTour *t = self->tour;
  char *text = NULL;

  switch (t->method)
    {
    case KN_TOUR_METHOD_ROWS:
      text = g_strdup (_("This tour was built row by row, with blocks of rows joined end to end "
                         "(the method for boards 3 or 4 wide), without any search: its moves are "
                         "not Warnsdorff’s choices. Each step shows where the knight could go, "
                         "and what Warnsdorff’s rule would pick."));
      break;
    case KN_TOUR_METHOD_BLOCKS:
      text = g_strdup (_("This tour was built from blocks joined end to end (the method for "
                         "large boards), without any search: its moves are not Warnsdorff’s "
                         "choices. Each step shows where the knight could go, and what "
                         "Warnsdorff’s rule would pick."));
      break;
    case KN_TOUR_METHOD_CORRIDOR:
      text = g_strdup (_("This tour was built from blocks: a corridor of routes from the start’s "
                         "block to the end’s, every other block’s tour joined in, without any "
                         "search: its moves are not Warnsdorff’s choices. Each step shows where "
                         "the knight could go, and what Warnsdorff’s rule would pick."));
      break;
    case KN_TOUR_METHOD_SEARCH:
      if (t->reversed)
        text = g_strdup (_("Warnsdorff’s search found this tour from its end square, going "
                           "backwards; shown from the start, its moves are not the search’s "
                           "choices. Each step shows where the knight could go, and what "
                           "Warnsdorff’s rule would pick."));
      else if (t->backtracks == 0 && !t->truncated)
        text = g_strdup (_("Warnsdorff’s search found it without backing up once: each step "
                           "says why the search chose its square."));
      else
        {
          g_autofree char *n = _kl_explain_count (t->backtracks);

          text = t->truncated
            /* Translators: the trace kept counts only the first backtracks */
            ? g_strdup_printf (_("Warnsdorff’s search found it after backing up at least %s "
                                 "times: each step says why the search chose its square in the "
                                 "attempt that found it."), n)
            : g_strdup_printf (ngettext ("Warnsdorff’s search found it after backing up %s "
                                         "time: each step says why the search chose its square "
                                         "in the attempt that found it.",
                                         "Warnsdorff’s search found it after backing up %s "
                                         "times: each step says why the search chose its square "
                                         "in the attempt that found it.",
                                         _kl_explain_plural (t->backtracks)), n);
        }
      break;
    case KN_TOUR_METHOD_NONE:
    default:
      break;
    }
  if (t->reversed && t->method != KN_TOUR_METHOD_SEARCH && text != NULL)
    _kl_explain_add_sentence (&text, _("It was made from its end square and is shown reversed."));
  return text != NULL ? text : g_strdup ("");
}

/* A tour with nothing to step through: none found, or no search ran. */
static void
nothing_text (const KlExplain *self,
              KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *nodes = _kl_explain_count (t->nodes);

  step->kind = KL_STEP_START;
  if (t->outcome == KN_TOUR_GAVE_UP)
    /* Translators: a tour search that used up its budget */
    step->text = g_strdup_printf (ngettext ("The search gave up after %s node without finding a "
                                            "tour.",
                                            "The search gave up after %s nodes without finding a "
                                            "tour.", _kl_explain_plural (t->nodes)), nodes);
  else if (t->method == KN_TOUR_METHOD_NONE)
    step->text = g_strdup (_("No tour exists here, and no search was needed to tell: the "
                             "answer says why."));
  else if (t->method == KN_TOUR_METHOD_ROWS)
    step->text = g_strdup (_("No tour exists here: the rows of a board 3 or 4 wide decide it "
                             "exactly, without a search."));
  else if (t->method == KN_TOUR_METHOD_SEARCH)
    step->text = g_strdup_printf (ngettext ("The search tried every way, %s node in all, and "
                                            "found no tour.",
                                            "The search tried every way, %s nodes in all, and "
                                            "found no tour.", _kl_explain_plural (t->nodes)),
                                  nodes);
  else
    step->text = g_strdup (_("No tour was found."));
  step->detail = g_strdup ("");
}

/* What the last step of the search adds: how it ended. */
static void
last_search_text (const KlExplain *self,
                  KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *events = _kl_explain_count (t->trace_events);
  g_autofree char *nodes = _kl_explain_count (t->nodes);

  g_autofree char *sentence = NULL;

  if (t->truncated)
    /* Translators: a search trace too long to keep whole */
    sentence = g_strdup_printf (_("The trace stops here: only its first %s events were kept."),
                                events);
  else if (t->outcome == KN_TOUR_NONE)
    sentence = g_strdup_printf (ngettext ("The search has tried every way, %s node in all: there "
                                          "is no tour.",
                                          "The search has tried every way, %s nodes in all: "
                                          "there is no tour.", _kl_explain_plural (t->nodes)),
                                nodes);
  else if (t->outcome == KN_TOUR_GAVE_UP)
    sentence = g_strdup_printf (ngettext ("The search stops here: it used up its budget after %s "
                                          "node.",
                                          "The search stops here: it used up its budget after %s "
                                          "nodes.", _kl_explain_plural (t->nodes)), nodes);
  if (sentence != NULL)
    _kl_explain_add_sentence (&step->text, sentence);
}

/* The first step of a tour made or shown as a route: where it starts and
 * how it was made. */
static void
tour_start_text (const KlExplain *self,
                 KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *start = _kl_explain_cell_name (self, step->square);
  g_autofree char *how = method_text (self);

  /* Translators: the first step of a tour */
  step->text = g_strdup_printf (_("The tour starts on %s."), start);
  if (t->end >= 0)
    {
      g_autofree char *end = _kl_explain_cell_name (self, t->end);
      g_autofree char *sentence = g_strdup_printf (_("It must end on %s."), end);

      _kl_explain_add_sentence (&step->text, sentence);
    }
  if (*how)
    _kl_explain_add_sentence (&step->text, how);
  step->line = TOUR_START;
}

/* A new attempt of the search. */
static void
restart_text (const KlExplain *self,
              KlExplainStep   *step,
              guint8           ties)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *start = _kl_explain_cell_name (self, step->square);
  const char *tie_break = ties == KN_TIES_SEEDED
    ? _("breaking ties by a shuffled order of moves alone")
    : _("breaking ties by the distance from the centre (Roth), then by a seeded order");

  step->line = TOUR_START;
  switch (step->why)
    {
    case KN_WHY_NEXT_START:
      /* Translators: "The attempts from the last start found no tour: the search starts again
       * on b1." */
      step->text = g_strdup_printf (_("The attempts from the last start found no tour: the "
                                      "search starts again on %s."), start);
      break;
    case KN_WHY_PROBE:
      /* Translators: "That attempt used up its share of nodes: the search starts again on a1
       * (attempt 2), breaking ties by a shuffled order of moves alone." */
      step->text = g_strdup_printf (_("That attempt used up its share of nodes: the search "
                                      "starts again on %s (attempt %u), %s."), start,
                                    step->rank + 1, tie_break);
      step->line = TOUR_AGAIN;
      break;
    case KN_WHY_FULL:
      /* Translators: "The short attempts all used up their shares of nodes: the search starts
       * again on a1 and this time goes on until it is done or its budget is spent." */
      step->text = g_strdup_printf (_("The short attempts all used up their shares of nodes: "
                                      "the search starts again on %s and this time goes on "
                                      "until it is done or its budget is spent."), start);
      step->line = TOUR_AGAIN;
      break;
    case KN_WHY_START:
    default:
      /* Translators: "The search starts on a1: at every step it moves to the square with the
       * fewest onward moves (Warnsdorff’s rule), breaking ties by …" */
      step->text = g_strdup_printf (_("The search starts on %s: at every step it moves to the "
                                      "square with the fewest onward moves (Warnsdorff’s rule), "
                                      "%s."), start, tie_break);
      break;
    }
  if (step->index == 0 && t->reversed)
    _kl_explain_add_sentence (&step->text,
                              _("The tour has an end square and no start, so the search starts "
                                "from the end and would turn the route around."));
}

/* A step onto the last square: the tour is complete. */
static void
complete_text (const KlExplain *self,
               KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *n = _kl_explain_count (t->nfree);
  g_autofree char *done =
    /* Translators: "All 64 squares are visited: the tour is complete." */
    g_strdup_printf (ngettext ("All %s square is visited: the tour is complete.",
                               "All %s squares are visited: the tour is complete.",
                               _kl_explain_plural (t->nfree)), n);

  _kl_explain_add_sentence (&step->text, done);
  if (t->closed)
    {
      g_autofree char *last = _kl_explain_cell_name (self, step->square);
      g_autofree char *first = _kl_explain_cell_name (self, self->start);
      /* Translators: "h3 is a move from a1: the tour closes." */
      g_autofree char *closes = g_strdup_printf (_("%s is a move from %s: the tour closes."),
                                                 last, first);

      _kl_explain_add_sentence (&step->text, closes);
    }
  step->line = TOUR_DONE;
}

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
  if (!made_by_search (t) && step->why == KN_WHY_NONE)
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

KlExplainStep *
_kl_explain_tour_step (const KlExplain *self,
                       guint            index)
{
  KlExplainTour *t = self->tour;
  KlExplainStep *step = _kl_explain_step_new (index);
  kn_tour_step ts;
  int new_head = -1, failed = -1;
  g_autofree char *depth = NULL, *squares = NULL;

  step->moves = t->nfree > 0 ? (gint64) t->nfree - 1 : 0;
  if (kn_tour_replay_steps (t->replay) == 0)
    {
      nothing_text (self, step);
      return step;
    }

  g_mutex_lock (&t->lock);
  /* index < the replay's steps: it cannot fail */
  kn_tour_replay_step (t->replay, index, &ts);
  {
    size_t len = 0;
    const kn_cell *route = kn_tour_replay_route (t->replay, &len);

    new_head = len > 0 ? (int) route[len - 1] : -1;
  }
  if (t->search && ts.note.why == KN_WHY_NEXT && index > 0)
    {
      kn_tour_step prev;

      /* a next choice follows the step back off the one that failed */
      if (kn_tour_replay_step (t->replay, index - 1, &prev) == KN_OK &&
          prev.event.kind == KN_TRACE_BACKTRACK)
        failed = (int) prev.event.cell;
    }
  g_mutex_unlock (&t->lock);

  fill_step (self, step, &ts);
  switch (ts.event.kind)
    {
    case KN_TRACE_RESTART:
      if (!t->search || ts.note.why == KN_WHY_BUILT)
        tour_start_text (self, step);
      else
        restart_text (self, step, ts.note.ties);
      break;
    case KN_TRACE_ENTER:
      enter_text (self, step, ts.note.ties, failed);
      break;
    case KN_TRACE_BACKTRACK:
    default:
      backtrack_text (self, step, new_head);
      break;
    }
  if (ts.event.kind != KN_TRACE_BACKTRACK && step->depth == t->nfree &&
      t->outcome == KN_TOUR_FOUND)
    complete_text (self, step);
  if (t->search && index + 1 == self->n_steps)
    last_search_text (self, step);
  if (!made_by_search (t))
    {
      const char * const *lines;

      /* a construction's steps walk the tour it built */
      step->line = _kl_explain_tour_pseudocode (self, &lines) - 1;
    }

  depth = _kl_explain_count (step->depth);
  squares = _kl_explain_count (t->nfree);
  if (t->search && made_by_search (t))
    {
      g_autofree char *back = _kl_explain_count (step->backtracks);

      /* Translators: "Route: 12 of 64 squares. Backtracks so far: 3." */
      step->detail = g_strdup_printf (ngettext ("Route: %s of %s square. Backtracks so far: %s.",
                                                "Route: %s of %s squares. Backtracks so far: %s.",
                                                _kl_explain_plural (t->nfree)),
                                      depth, squares, back);
    }
  else
    /* Translators: "Route: 12 of 64 squares." */
    step->detail = g_strdup_printf (ngettext ("Route: %s of %s square.", "Route: %s of %s squares.",
                                              _kl_explain_plural (t->nfree)), depth, squares);
  return step;
}

/* ------------------------------------------------------------ construction */

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
  size_t n_events = 0, n;
  bool truncated = FALSE;
  guint32 back = 0;

  g_return_val_if_fail (board != NULL && tour != NULL && out != NULL, KN_ERR_INVALID);

  kn_tour_get_options (tour, &o);
  self = _kl_explain_new (KL_MODE_TOUR, kn_board_width (board), kn_board_height (board));
  self->leaper = o.leaper;
  self->tour = t = g_new0 (KlExplainTour, 1);
  g_mutex_init (&t->lock);
  t->search = search;
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
  if (n > G_MAXUINT - 1)
    {
      kl_explain_unref (self);
      return KN_ERR_TOO_LARGE;
    }
  self->n_steps = (guint) MAX (n, 1);
  self->moves = t->outcome == KN_TOUR_FOUND ? (gint64) t->nfree - 1 : -1;
  self->meta = g_new0 (StepMeta, self->n_steps);
  if (search)
    t->backtracks_at = g_new0 (guint32, self->n_steps);
  for (size_t i = 0; i < n; i++)
    {
      if ((i & 0xFFFF) == 0 && limits != NULL && limits->cancel != NULL &&
          limits->cancel (limits->cancel_data))
        {
          kl_explain_unref (self);
          return KN_ERR_CANCELLED;
        }
      if (!search)
        self->meta[i].kind = i == 0 ? KL_STEP_START : KL_STEP_MOVE;
      else
        {
          switch (events[i].kind)
            {
            case KN_TRACE_RESTART:
              self->meta[i].kind = i == 0 ? KL_STEP_START : KL_STEP_RESTART;
              break;
            case KN_TRACE_ENTER:
              self->meta[i].kind = KL_STEP_ENTER;
              break;
            default:
              self->meta[i].kind = KL_STEP_BACKTRACK;
              back++;
              break;
            }
          t->backtracks_at[i] = back;
        }
    }
  if (n > 0)
    {
      size_t len = 0;
      const kn_cell *cells = kn_tour_cells (tour, &len);

      self->start = search ? (int) events[0].cell : (int) cells[0];
    }
  *out = self;
  return KN_OK;
}

/* ------------------------------------------------------------ JSON */

static const char *
why_name (guint why)
{
  static const char * const names[] = {
    "none", "built", "start", "next_start", "probe", "full", "only", "fewest", "farthest",
    "seeded", "next", "dead_end", "exhausted", "cut_off", "disconnected", "stranded", "two_ends",
    "one_way", "no_return", "not_closing", "end_waits", "required",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == KN_WHY_REQUIRED + 1);
  return why < G_N_ELEMENTS (names) ? names[why] : "none";
}

void
_kl_explain_tour_json_step (JsonBuilder         *b,
                            const KlExplain     *self,
                            const KlExplainStep *step)
{
  _kl_explain_json_member_cell (b, self, "square", step->square);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, (gint64) step->depth);
  json_builder_set_member_name (b, "why");
  json_builder_add_string_value (b, why_name (step->why));
  json_builder_set_member_name (b, "rank");
  json_builder_add_int_value (b, step->rank);
  json_builder_set_member_name (b, "choices");
  json_builder_add_int_value (b, step->choices);
  json_builder_set_member_name (b, "candidates");
  json_builder_begin_array (b);
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

      json_builder_begin_object (b);
      _kl_explain_json_member_cell (b, self, "square", c->cell);
      json_builder_set_member_name (b, "degree");
      json_builder_add_int_value (b, c->degree);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  _kl_explain_json_member_cell (b, self, "rule", step->rule);
  _kl_explain_json_member_cell (b, self, "witness", step->witness);
  _kl_explain_json_member_cell (b, self, "witness2", step->witness2);
  json_builder_set_member_name (b, "backtracks");
  json_builder_add_int_value (b, (gint64) step->backtracks);
}

void
_kl_explain_tour_json (JsonBuilder     *b,
                       const KlExplain *self)
{
  static const char * const methods[] = { "none", "search", "rows", "blocks", "corridor" };
  static const char * const outcomes[] = { "found", "none", "gave_up" };
  const KlExplainTour *t = self->tour;

  json_builder_set_member_name (b, "view");
  json_builder_add_string_value (b, t->search ? "search" : "route");
  json_builder_set_member_name (b, "method");
  json_builder_add_string_value (b, (guint) t->method < G_N_ELEMENTS (methods)
                                    ? methods[t->method] : "none");
  json_builder_set_member_name (b, "reversed");
  json_builder_add_boolean_value (b, t->reversed);
  json_builder_set_member_name (b, "outcome");
  json_builder_add_string_value (b, (guint) t->outcome < G_N_ELEMENTS (outcomes)
                                    ? outcomes[t->outcome] : "none");
  json_builder_set_member_name (b, "closed");
  json_builder_add_boolean_value (b, t->outcome == KN_TOUR_FOUND && t->closed);
  json_builder_set_member_name (b, "free_squares");
  json_builder_add_int_value (b, (gint64) t->nfree);
  json_builder_set_member_name (b, "backtracks");
  json_builder_add_int_value (b, (gint64) t->backtracks);
  json_builder_set_member_name (b, "truncated");
  json_builder_add_boolean_value (b, t->truncated);
  json_builder_set_member_name (b, "steps_total");
  json_builder_add_int_value (b, self->n_steps);
}
