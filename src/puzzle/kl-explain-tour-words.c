/* kl-explain-tour-words.c - the words of a tour's steps: where the route
 * could go, with each square's onward moves; why the search chose its square
 * (Warnsdorff's rule, a tie-break, its next choice); why it backed up; and a
 * constructed tour told as the construction it is, next to what Warnsdorff's
 * rule would have picked.  kl-explain-tour.c reads the steps from the replay.
 *
 * Apart from kl-explain-tour.c because the reasons a search gives a square
 * up, each told with the squares it names, are most of a tour's narration. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

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
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);
      g_autofree char *name = _kl_explain_cell_name (self, c->cell);

      if (i == 0)
        {
          g_autofree char *moves = moves_phrase (c->degree);

          /* Translators: a square and its onward moves: "a2 (3 onward moves)" */
          g_ptr_array_add (items, g_strdup_printf (_("%s (%s)"), name, moves));
        }
      else
        /* Translators: a square and its onward moves after the first: "b5 (1)" */
        g_ptr_array_add (items, g_strdup_printf (_("%s (%u)"), name, c->degree));
    }
  return kl_join_choices ((const char * const *) items->pdata, items->len);
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
        g_autofree char *list = kl_square_list ((const int *) tied->data, tied->len, self->width,
                                                8, FALSE);
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
        g_autofree char *list = kl_square_list ((const int *) tied->data, tied->len, self->width,
                                                8, FALSE);
        g_autofree char *far_list = kl_square_list ((const int *) far->data, far->len, self->width,
                                                    8, FALSE);
        g_autofree char *moves = moves_phrase (degree);

        if (ties == KN_TIES_SEEDED)
          /* Translators: "b5 and e2 tie with 2 onward moves; this attempt breaks ties by a
           * shuffled order of moves alone, which takes b5." */
          return g_strdup_printf (_("%s tie with %s; this attempt breaks ties by a shuffled "
                                    "order of moves alone, which takes %s."), list, moves, taken);
        if (self->tour->algorithm == KN_TOUR_ALGO_WARNSDORFF_PLAIN && far->len == tied->len)
          /* Translators: "b5 and e2 tie with 2 onward moves and lie equally far from the
           * centre; the first in the order of the moves, b5, is taken." */
          return g_strdup_printf (_("%s tie with %s and lie equally far from the centre; the "
                                    "first in the order of the moves, %s, is taken."), list,
                                  moves, taken);
        if (self->tour->algorithm == KN_TOUR_ALGO_WARNSDORFF_PLAIN)
          /* Translators: "b5, c6 and e2 tie with 2 onward moves; b5 and e2 lie farthest from the
           * centre, and the first of them in the order of the moves, b5, is taken." */
          return g_strdup_printf (_("%s tie with %s; %s lie farthest from the centre, and the "
                                    "first of them in the order of the moves, %s, is taken."),
                                  list, moves, far_list, taken);
        if (far->len == tied->len)
          /* Translators: "b5 and e2 tie with 2 onward moves and lie equally far from the
           * centre; the seeded order of moves takes b5." */
          return g_strdup_printf (_("%s tie with %s and lie equally far from the centre; the "
                                    "seeded order of moves takes %s."), list, moves, taken);
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

/* Plain backtracking's step onto a square: the moves in their fixed order,
 * and which of them it tries; no onward counts, no rule. */
static void
backtracking_enter_text (const KlExplain *self,
                         KlExplainStep   *step,
                         int              failed)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *piece = kl_explain_leaper_name (self->leaper);
  g_autofree char *from = _kl_explain_cell_name (self, step->from);
  g_autofree char *taken = _kl_explain_cell_name (self, step->to);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *list = NULL;
  g_autofree char *choice = NULL;

  for (guint i = 0; i < step->candidates->len; i++)
    g_array_append_val (cells, g_array_index (step->candidates, KlExplainCandidate, i).cell);
  list = kl_square_list ((const int *) cells->data, cells->len, self->width, 8, FALSE);
  step->text = step->candidates->len == 1
    /* Translators: "From c3 the knight can only go to b5." */
    ? g_strdup_printf (_("From %s %s can only go to %s."), from, piece, list)
    /* Translators: "From c3 the knight can go to a2, b5 and e4, in the order of its moves." */
    : g_strdup_printf (_("From %s %s can go to %s, in the order of its moves."), from, piece,
                       list);
  if (failed >= 0)
    {
      g_autofree char *bad = _kl_explain_cell_name (self, failed);

      /* Translators: "Back on c3 after e4 failed, the search tries the next move in order, b5:
       * move 2 of 3." */
      choice = g_strdup_printf (_("Back on %s after %s failed, the search tries the next move in "
                                  "order, %s: move %u of %u."), from, bad, taken,
                                step->rank + 1, step->choices);
    }
  else if (t->search || step->rank == 0)
    /* Translators: "The search tries the next move in order, b5: move 1 of 3." */
    choice = g_strdup_printf (_("The search tries the next move in order, %s: move %u of %u."),
                              taken, step->rank + 1, step->choices);
  else
    /* Translators: "The search tried 2 other moves here first and had to back up; b5, its move
     * 3 of 3 in order, leads to the tour." */
    choice = g_strdup_printf (ngettext ("The search tried %u other move here first and had to "
                                        "back up; %s, its move %u of %u in order, leads to the "
                                        "tour.",
                                        "The search tried %u other moves here first and had to "
                                        "back up; %s, its move %u of %u in order, leads to the "
                                        "tour.", step->rank),
                              step->rank, taken, step->rank + 1, step->choices);
  kl_add_sentence (&step->text, choice);
  step->line = TOUR_CHOOSE;
}

/* A step onto a square: where the route could go, and why it goes there.
 * failed: in the search view, the square whose failure brought the search
 * back here (a next choice), else -1. */
void
_kl_explain_tour_enter_text (const KlExplain *self,
                             KlExplainStep   *step,
                             guint8           ties,
                             int              failed)
{
  const KlExplainTour *t = self->tour;

  if (t->algorithm == KN_TOUR_ALGO_BACKTRACKING && step->why == KN_WHY_IN_ORDER)
    {
      backtracking_enter_text (self, step, failed);
      return;
    }
  {
  g_autofree char *piece = kl_explain_leaper_name (self->leaper);
  g_autofree char *from = _kl_explain_cell_name (self, step->from);
  g_autofree char *list = candidates_text (self, step);
  /* the board numbers a tour's squares from 1, so move k is told as the
   * square it decides, k + 1: the number drawn where it lands */
  g_autofree char *square = kl_format_count ((guint64) step->move + 1);
  g_autofree char *squares = kl_format_count ((guint64) step->moves + 1);
  g_autofree char *choice = NULL;

  if (t->search)
    step->text = step->candidates->len == 1
      /* Translators: "From c3 the knight can only go to b5 (3 onward moves)." */
      ? g_strdup_printf (_("From %s %s can only go to %s."), from, piece, list)
      /* Translators: "From c3 the knight can go to a2 (3 onward moves), b5 (1) or e4 (5)." */
      : g_strdup_printf (_("From %s %s can go to %s."), from, piece, list);
  else
    step->text = step->candidates->len == 1
      /* Translators: "Square 6 of 64: from c3 the knight can only go to b5 (3 onward moves)."
       * The number is the one drawn on the square the move lands on. */
      ? g_strdup_printf (_("Square %s of %s: from %s %s can only go to %s."), square, squares,
                         from, piece, list)
      /* Translators: "Square 6 of 64: from c3 the knight can go to a2 (3 onward moves), b5 (1)
       * or e4 (5)." */
      : g_strdup_printf (_("Square %s of %s: from %s %s can go to %s."), square, squares, from,
                         piece, list);

  for (guint i = 0; i < step->candidates->len; i++)
    {
      int cell = g_array_index (step->candidates, KlExplainCandidate, i).cell;

      if (end_waits (t, step, cell) && step->to != cell)
        {
          g_autofree char *end = _kl_explain_cell_name (self, cell);
          /* Translators: "h8 is the end square: it must come last." */
          g_autofree char *sentence = g_strdup_printf (_("%s is the end square: it must come "
                                                         "last."), end);

          kl_add_sentence (&step->text, sentence);
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
    kl_add_sentence (&step->text, choice);
  if (!_kl_explain_tour_by_search (t))
    step->line = 0; /* the caller sets the construction's walk line */
  }
}

/* The route after a backtrack stands on new_head (-1: empty). */
void
_kl_explain_tour_backtrack_text (const KlExplain *self,
                                 KlExplainStep   *step,
                                 int              new_head)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *here = _kl_explain_cell_name (self, step->square);
  g_autofree char *w = step->witness >= 0 ? _kl_explain_cell_name (self, step->witness) : NULL;
  g_autofree char *w2 = step->witness2 >= 0 ? _kl_explain_cell_name (self, step->witness2) : NULL;
  guint64 left = t->nfree - step->depth - 1; /* unvisited while on the square */
  g_autofree char *left_n = kl_format_count (left);
  /* unvisited once the route entered the stranded square */
  g_autofree char *after_n = kl_format_count (left > 0 ? left - 1 : 0);
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
                                            kl_plural_n (left > 0 ? left - 1 : 0)),
                                  here, w, w, here, after_n);
      break;
    case KN_WHY_TWO_ENDS:
      /* Translators: "c3 would leave a1 and h8 with one way in each: both would have to be the
       * route’s last square." */
      reason = g_strdup_printf (_("%s would leave %s and %s with one way in each: both would "
                                  "have to be the route’s last square."), here, w, w2);
      break;
    case KN_WHY_ONE_WAY:
      if (t->end >= 0 && step->witness == t->end)
        /* The end square's finish counts as one of its ways (see the library's
         * degree pruning), so its single way left is the finish itself. */
        /* Translators: "c3 would leave the end square, a1, with no unvisited square a move
         * away: the route could never reach it." */
        reason = g_strdup_printf (_("%s would leave the end square, %s, with no unvisited "
                                    "square a move away: the route could never reach it."),
                                  here, w);
      else if (t->end >= 0)
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
                                          "unvisited.", kl_plural_n (left)),
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
  kl_add_sentence (&step->text, back);
}

static char *
method_text (const KlExplain *self)
{
  const KlExplainTour *t = self->tour;
  char *text = NULL;

  if (t->algorithm == KN_TOUR_ALGO_WARNSDORFF_PLAIN && !t->reversed)
    return g_strdup (_("Plain Warnsdorff found it in one walk, never backing up: each step says "
                       "why the rule chose its square."));
  if (t->algorithm == KN_TOUR_ALGO_BACKTRACKING && !t->reversed)
    {
      g_autofree char *n = kl_format_count (t->nodes);

      /* Translators: a tour found by plain backtracking */
      return g_strdup_printf (ngettext ("Plain backtracking found it after %s node, trying the "
                                        "moves in a fixed order at every square: each step says "
                                        "which move it took.",
                                        "Plain backtracking found it after %s nodes, trying the "
                                        "moves in a fixed order at every square: each step says "
                                        "which move it took.", kl_plural_n (t->nodes)), n);
    }
  switch (t->method)
    {
    case KN_TOUR_METHOD_ROWS:
      text = g_strdup (_("This tour was built row by row, with blocks of rows joined end to end "
                         "(the method for boards 3 or 4 wide) or by an exact pass over the rows "
                         "(5 wide, to an end square), without any search: its moves are "
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
          g_autofree char *n = kl_format_count (t->backtracks);

          text = t->truncated
            /* Translators: the trace kept counts only the first backtracks */
            ? g_strdup_printf (ngettext ("Warnsdorff’s search found it after backing up at "
                                         "least %s time: each step says why the search chose "
                                         "its square in the attempt that found it.",
                                         "Warnsdorff’s search found it after backing up at "
                                         "least %s times: each step says why the search chose "
                                         "its square in the attempt that found it.",
                                         kl_plural_n (t->backtracks)), n)
            : g_strdup_printf (ngettext ("Warnsdorff’s search found it after backing up %s "
                                         "time: each step says why the search chose its square "
                                         "in the attempt that found it.",
                                         "Warnsdorff’s search found it after backing up %s "
                                         "times: each step says why the search chose its square "
                                         "in the attempt that found it.",
                                         kl_plural_n (t->backtracks)), n);
        }
      break;
    case KN_TOUR_METHOD_NONE:
    default:
      break;
    }
  if (t->reversed && t->method != KN_TOUR_METHOD_SEARCH && text != NULL)
    kl_add_sentence (&text, _("It was made from its end square and is shown reversed."));
  return text != NULL ? text : g_strdup ("");
}

/* A tour with nothing to step through: none found, or no search ran. */
void
_kl_explain_tour_nothing_text (const KlExplain *self,
                               KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *nodes = kl_format_count (t->nodes);

  step->kind = KL_STEP_START;
  if (t->stuck >= 0)
    {
      g_autofree char *at = _kl_explain_cell_name (self, t->stuck);
      g_autofree char *left = kl_format_count (t->unvisited);

      /* Translators: "Plain Warnsdorff got stuck on e4 with 12 squares unvisited: …" */
      step->text = g_strdup_printf (ngettext ("Plain Warnsdorff got stuck on %s with %s square "
                                              "unvisited, and it never backs up: no tour. Show "
                                              "the search to follow its walk.",
                                              "Plain Warnsdorff got stuck on %s with %s squares "
                                              "unvisited, and it never backs up: no tour. Show "
                                              "the search to follow its walk.",
                                              kl_plural_n (t->unvisited)), at, left);
      step->square = t->stuck;
    }
  else if (t->outcome == KN_TOUR_GAVE_UP && t->algorithm == KN_TOUR_ALGO_CONSTRUCTION)
    step->text = g_strdup (_("The construction from blocks does not apply to this board: the "
                             "answer says why."));
  else if (t->outcome == KN_TOUR_GAVE_UP)
    /* Translators: a tour search that used up its budget */
    step->text = g_strdup_printf (ngettext ("The search gave up after %s node without finding a "
                                            "tour.",
                                            "The search gave up after %s nodes without finding a "
                                            "tour.", kl_plural_n (t->nodes)), nodes);
  else if (t->method == KN_TOUR_METHOD_NONE)
    step->text = g_strdup (_("No tour exists here, and no search was needed to tell: the "
                             "answer says why."));
  else if (t->method == KN_TOUR_METHOD_ROWS)
    step->text = g_strdup (_("No tour exists here: the rows of a board 3 to 5 wide decide it "
                             "exactly, without a search."));
  else if (t->method == KN_TOUR_METHOD_SEARCH)
    step->text = g_strdup_printf (ngettext ("The search tried every way, %s node in all, and "
                                            "found no tour.",
                                            "The search tried every way, %s nodes in all, and "
                                            "found no tour.", kl_plural_n (t->nodes)),
                                  nodes);
  else
    step->text = g_strdup (_("No tour was found."));
  step->detail = g_strdup ("");
}

/* What the last step of the search adds: how it ended. */
void
_kl_explain_tour_last_text (const KlExplain *self,
                            KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *events = kl_format_count (t->trace_events);
  g_autofree char *nodes = kl_format_count (t->nodes);

  g_autofree char *sentence = NULL;

  if (t->stuck >= 0 && !t->truncated)
    {
      g_autofree char *at = _kl_explain_cell_name (self, t->stuck);
      g_autofree char *left = kl_format_count (t->unvisited);

      if (t->stuck_why == KN_WHY_NOT_CLOSING)
        /* Translators: "Every square is visited, but h3 is not a move from the start: …" */
        sentence = g_strdup_printf (_("Every square is visited, but %s is not a move from the "
                                      "start, and a closed tour was asked for. Plain Warnsdorff "
                                      "never backs up: it stops here, without a tour."), at);
      else if (t->stuck_why == KN_WHY_END_WAITS)
        /* Translators: "Stuck on e4: the only unvisited square a move away is the end square,
         * which must come last, and 12 squares remain unvisited. …" */
        sentence = g_strdup_printf (ngettext ("Stuck on %s: the only unvisited square a move "
                                              "away is the end square, which must come last, and "
                                              "%s square remains unvisited. Plain Warnsdorff "
                                              "never backs up: it stops here, without a tour.",
                                              "Stuck on %s: the only unvisited square a move "
                                              "away is the end square, which must come last, and "
                                              "%s squares remain unvisited. Plain Warnsdorff "
                                              "never backs up: it stops here, without a tour.",
                                              kl_plural_n (t->unvisited)), at, left);
      else
        /* Translators: "Stuck on e4: no unvisited free square is a move away, and 12 squares
         * remain unvisited. …" */
        sentence = g_strdup_printf (ngettext ("Stuck on %s: no unvisited free square is a move "
                                              "away, and %s square remains unvisited. Plain "
                                              "Warnsdorff never backs up: it stops here, without "
                                              "a tour.",
                                              "Stuck on %s: no unvisited free square is a move "
                                              "away, and %s squares remain unvisited. Plain "
                                              "Warnsdorff never backs up: it stops here, without "
                                              "a tour.", kl_plural_n (t->unvisited)), at, left);
    }
  else if (t->truncated)
    /* Translators: a search trace too long to keep whole */
    sentence = g_strdup_printf (ngettext ("The trace stops here: only its first %s event was "
                                          "kept.",
                                          "The trace stops here: only its first %s events were "
                                          "kept.", kl_plural_n (t->trace_events)), events);
  else if (t->outcome == KN_TOUR_NONE)
    sentence = g_strdup_printf (ngettext ("The search has tried every way, %s node in all: there "
                                          "is no tour.",
                                          "The search has tried every way, %s nodes in all: "
                                          "there is no tour.", kl_plural_n (t->nodes)),
                                nodes);
  else if (t->outcome == KN_TOUR_GAVE_UP)
    sentence = g_strdup_printf (ngettext ("The search stops here: it used up its budget after %s "
                                          "node.",
                                          "The search stops here: it used up its budget after %s "
                                          "nodes.", kl_plural_n (t->nodes)), nodes);
  if (sentence != NULL)
    kl_add_sentence (&step->text, sentence);
}

/* The first step of a tour made or shown as a route: where it starts and
 * how it was made. */
void
_kl_explain_tour_start_text (const KlExplain *self,
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

      kl_add_sentence (&step->text, sentence);
    }
  if (*how)
    kl_add_sentence (&step->text, how);
  step->line = TOUR_START;
}

/* A new attempt of the search. */
void
_kl_explain_tour_restart_text (const KlExplain *self,
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
      if (t->algorithm == KN_TOUR_ALGO_WARNSDORFF_PLAIN)
        {
          /* Translators: "The walk starts on a1: …" */
          step->text = g_strdup_printf (_("The walk starts on %s: at every step it moves to the "
                                          "square with the fewest onward moves (Warnsdorff’s "
                                          "rule), breaking ties by the distance from the centre "
                                          "(Roth), then by the order of the moves. It never "
                                          "backs up."), start);
          break;
        }
      if (t->algorithm == KN_TOUR_ALGO_BACKTRACKING)
        {
          /* Translators: "The search starts on a1: …" */
          step->text = g_strdup_printf (_("The search starts on %s: at every square it tries the "
                                          "moves in a fixed order, with no rule to choose among "
                                          "them, and backs up when it is stuck."), start);
          break;
        }
      /* Translators: "The search starts on a1: at every step it moves to the square with the
       * fewest onward moves (Warnsdorff’s rule), breaking ties by …" */
      step->text = g_strdup_printf (_("The search starts on %s: at every step it moves to the "
                                      "square with the fewest onward moves (Warnsdorff’s rule), "
                                      "%s."), start, tie_break);
      break;
    }
  if (step->index == 0 && t->reversed)
    kl_add_sentence (&step->text,
                     _("The tour has an end square and no start, so the search starts "
                       "from the end and would turn the route around."));
}

/* A step onto the last square: the tour is complete. */
void
_kl_explain_tour_complete_text (const KlExplain *self,
                                KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *n = kl_format_count (t->nfree);
  g_autofree char *done =
    /* Translators: "All 64 squares are visited: the tour is complete." */
    g_strdup_printf (ngettext ("All %s square is visited: the tour is complete.",
                               "All %s squares are visited: the tour is complete.",
                               kl_plural_n (t->nfree)), n);

  kl_add_sentence (&step->text, done);
  if (t->closed)
    {
      g_autofree char *last = _kl_explain_cell_name (self, step->square);
      g_autofree char *first = _kl_explain_cell_name (self, self->start);
      /* Translators: "h3 is a move from a1: the tour closes." */
      g_autofree char *closes = g_strdup_printf (_("%s is a move from %s: the tour closes."),
                                                 last, first);

      kl_add_sentence (&step->text, closes);
    }
  step->line = TOUR_DONE;
}

void
_kl_explain_tour_detail (const KlExplain *self,
                         KlExplainStep   *step)
{
  const KlExplainTour *t = self->tour;
  g_autofree char *depth = kl_format_count (step->depth);
  g_autofree char *squares = kl_format_count (t->nfree);

  if (t->search && _kl_explain_tour_by_search (t))
    {
      g_autofree char *back = kl_format_count (step->backtracks);

      /* Translators: "Route: 12 of 64 squares. Backtracks so far: 3." */
      step->detail = g_strdup_printf (ngettext ("Route: %s of %s square. Backtracks so far: %s.",
                                                "Route: %s of %s squares. Backtracks so far: %s.",
                                                kl_plural_n (t->nfree)),
                                      depth, squares, back);
    }
  else
    /* Translators: "Route: 12 of 64 squares." */
    step->detail = g_strdup_printf (ngettext ("Route: %s of %s square.", "Route: %s of %s squares.",
                                              kl_plural_n (t->nfree)), depth, squares);
}

/* ------------------------------------------------------------ blocks */

static char *
block_name (const KlExplain      *self,
            const kn_tour_block  *b)
{
  int lo = b->y * self->width + b->x;
  int hi = (b->y + b->height - 1) * self->width + b->x + b->width - 1;
  g_autofree char *a = _kl_explain_cell_name (self, lo);
  g_autofree char *z = _kl_explain_cell_name (self, hi);

  /* Translators: a block of the board by its corners and size: "a1–f6 (6 × 6)" */
  return g_strdup_printf (_("%s–%s (%d × %d)"), a, z, b->width, b->height);
}

static void
add_block (const KlExplain     *self,
           KlExplainStep       *step,
           const kn_tour_block *b)
{
  KlExplainBlock eb = { b->x, b->y, b->width, b->height, b->corridor };

  (void) self;
  g_array_append_val (step->blocks, eb);
}

void
_kl_explain_tour_block_step (const KlExplain *self,
                             KlExplainStep   *step,
                             gboolean         words)
{
  const KlExplainTour *t = self->tour;
  guint index = step->index;

  step->kind = index < t->block_steps ? KL_STEP_BLOCK : KL_STEP_JOIN;
  if (step->kind == KL_STEP_BLOCK)
    {
      guint first = index * t->block_group;
      guint last = MIN (first + t->block_group, t->blocks->len);

      step->first_item = first;
      step->n_items = last - first;
      step->total_items = t->blocks->len;
      for (guint i = first; i < last; i++)
        add_block (self, step, &g_array_index (t->blocks, kn_tour_block, i));
      step->line = index == 0 ? BLOCKS_CUT : BLOCKS_TOURS;
    }
  else
    {
      guint first = (index - t->block_steps) * t->join_group;
      guint last = MIN (first + t->join_group, t->joins->len);

      step->first_item = first;
      step->n_items = last - first;
      step->total_items = t->joins->len;
      for (guint i = first; i < last; i++)
        {
          const kn_tour_join *j = &g_array_index (t->joins, kn_tour_join, i);

          if (i == first)
            {
              add_block (self, step, &g_array_index (t->blocks, kn_tour_block, j->block_a));
              add_block (self, step, &g_array_index (t->blocks, kn_tour_block, j->block_b));
            }
          for (guint m = 0; m < j->n_moves && m < 2; m++)
            {
              KlExplainJoin ej = { _kl_explain_square_cell (self, j->move[m][0]),
                                   _kl_explain_square_cell (self, j->move[m][1]) };

              g_array_append_val (step->joins, ej);
            }
        }
      step->line = BLOCKS_JOIN;
    }
  if (!words)
    {
      step->text = g_strdup ("");
      step->detail = g_strdup ("");
      return;
    }

  if (step->kind == KL_STEP_BLOCK)
    {
      const kn_tour_block *b = &g_array_index (t->blocks, kn_tour_block, step->first_item);
      g_autofree char *name = block_name (self, b);
      g_autofree char *k = kl_format_count (step->first_item + 1);
      g_autofree char *total = kl_format_count (step->total_items);

      if (index == 0)
        {
          g_autofree char *n = kl_format_count (t->blocks->len);

          /* Translators: "The construction cuts the board into 36 blocks, 6, 8 or 10 squares a
           * side (5 to 13 on an odd side)." */
          step->text = g_strdup_printf (ngettext ("The construction cuts the board into %s block, "
                                                  "6, 8 or 10 squares a side (5 to 13 on an odd "
                                                  "side).",
                                                  "The construction cuts the board into %s "
                                                  "blocks, 6, 8 or 10 squares a side (5 to 13 on "
                                                  "an odd side).",
                                                  kl_plural_n (t->blocks->len)), n);
        }
      if (step->n_items == 1)
        {
          g_autofree char *one = b->corridor
            /* Translators: "Block 3 of 36, c1–h6 (6 × 6), gets a route through it: …" */
            ? g_strdup_printf (_("Block %s of %s, %s, gets a route through it: a part of the "
                                 "corridor from the start’s block to the end’s."), k, total, name)
            /* Translators: "Block 3 of 36, c1–h6 (6 × 6), gets a closed tour of its own …" */
            : g_strdup_printf (_("Block %s of %s, %s, gets a closed tour of its own that holds "
                                 "the moves its joins need (one small search a block size)."), k,
                               total, name);

          kl_add_sentence (&step->text, one);
        }
      else
        {
          g_autofree char *to = kl_format_count (step->first_item + step->n_items);
          /* Translators: "Blocks 1 to 40 of 1,600, from a1–f6 (6 × 6) on, each get a closed
           * tour of their own …" */
          g_autofree char *many =
            g_strdup_printf (_("Blocks %s to %s of %s, from %s on, each get a closed tour of "
                               "their own (or a route, in the corridor): one small search a "
                               "block size, the same tour for blocks of one size."), k, to,
                             total, name);

          kl_add_sentence (&step->text, many);
        }
    }
  else
    {
      const kn_tour_join *j = &g_array_index (t->joins, kn_tour_join, step->first_item);
      g_autofree char *a = kl_format_count (j->block_a + 1);
      g_autofree char *b = kl_format_count (j->block_b + 1);
      g_autofree char *k = kl_format_count (step->first_item + 1);
      g_autofree char *total = kl_format_count (step->total_items);
      g_autofree char *m0a = _kl_explain_cell_name (self, g_array_index (step->joins, KlExplainJoin, 0).from);
      g_autofree char *m0b = _kl_explain_cell_name (self, g_array_index (step->joins, KlExplainJoin, 0).to);

      if (step->n_items > 1)
        {
          g_autofree char *to = kl_format_count (step->first_item + step->n_items);

          /* Translators: "Joins 1 to 40 of 1,599: each swaps one move of two neighbouring
           * blocks' tours for the two moves across (drawn), so that their tours make one." */
          step->text = g_strdup_printf (_("Joins %s to %s of %s: each swaps one move of two "
                                          "neighbouring blocks’ tours for the two moves across "
                                          "(drawn), so that their tours make one."), k, to, total);
        }
      else if (j->n_moves == 1)
        /* Translators: "Join 3 of 35: the corridor goes on from block 3 to block 4 by the move
         * f1–h2." */
        step->text = g_strdup_printf (_("Join %s of %s: the corridor goes on from block %s to "
                                        "block %s by the move %s–%s."), k, total, a, b, m0a, m0b);
      else
        {
          g_autofree char *m1a = _kl_explain_cell_name (self, g_array_index (step->joins, KlExplainJoin, 1).from);
          g_autofree char *m1b = _kl_explain_cell_name (self, g_array_index (step->joins, KlExplainJoin, 1).to);

          /* Translators: "Join 3 of 35: blocks 3 and 4 each give up a move of their tours for
           * the moves f1–h2 and f3–h4 across, and their two tours become one." */
          step->text = g_strdup_printf (_("Join %s of %s: blocks %s and %s each give up a move "
                                          "of their tours for the moves %s–%s and %s–%s across, "
                                          "and their two tours become one."), k, total, a, b, m0a,
                                        m0b, m1a, m1b);
        }
      if (step->first_item + step->n_items == step->total_items)
        kl_add_sentence (&step->text, _("Every block is joined in: one tour of the whole board. "
                                        "Next, the walk along it from the start."));
    }
  {
    g_autofree char *n = kl_format_count (t->nfree);

    /* Translators: "Board: 2,500 squares in 36 blocks." */
    step->detail = g_strdup_printf (ngettext ("Board: %s square in %u blocks.",
                                              "Board: %s squares in %u blocks.",
                                              kl_plural_n (t->nfree)), n, t->blocks->len);
  }
}
