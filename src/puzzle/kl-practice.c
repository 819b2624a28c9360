/* kl-practice.c - practice: the questions a learner answers before each
 * frame, each made from the solution and its explanation (the data the step
 * panel narrates) and never by a second solver; what each accepts as right.
 * The grading and the hints are in kl-practice-grade.c.
 *
 * The questions are counted from the solution alone (and, for a tour's
 * search, the kinds of its steps), and each is made when first asked for:
 * a big board's thousands of layers or a tour of a million squares cost
 * nothing until the learner gets there. */

#define G_LOG_DOMAIN "kl-practice"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-notation.h"
#include "kl-practice-private.h"

struct _KlPractice
{
  /* owned */
  KlSolution *solution;
  KlExplain  *explain;       /* the one the frames follow */
  GArray     *search_steps;  /* of guint: a tour's search, the step of each step question */
  GHashTable *questions;     /* index -> KlQuestionPrivate, made on first use */
  guint8     *on_route;      /* path: the squares on some shortest route to the target */
  GMutex      lock;          /* guards questions and on_route */

  gboolean    show_search;
  guint       n_frames;
  /* the questions about the whole answer (frame 0, and "why not") */
  KlAsk       head[3];
  guint       n_head;
  /* then per_step questions for each of n_steps steps: steps 1..n_steps,
   * or search_steps */
  guint       per_step;
  guint       n_steps;
};

/* ------------------------------------------------------------ the reasons' choices */

/* A "why not" question shows the true reason and, beside it, only reasons
 * that certainly do not hold: the library tries its arguments in a fixed
 * order and names the first that applies, so those before the true one are
 * false; the others are shown where the solution's data (or the board's
 * geometry) says they are false, and left out where they might hold too (a
 * walled-in region is true of every square out of reach).  A search that
 * gave up is never the reason of a proven "none": it fills the choices up
 * to three. */
typedef struct
{
  const char *id;       /* untranslated: kl_question_get_choice_id */
  const char *phrase;   /* N_() */
} ReasonChoice;

#define MIN_CHOICES 3

static const ReasonChoice gave_up_choice = {
  "gave-up", N_("The search gave up before it could tell")
};

/* Why a route (or the dynamic knight) cannot get there, in the order the
 * library tries its arguments (kn_reach_argument), "no move" being the
 * walled-in region of the start alone. */
enum { REACH_BLOCKED, REACH_COLOUR, REACH_LATTICE, REACH_NO_MOVE, REACH_REGION, N_REACH };

static const ReasonChoice reach_choices[N_REACH] = {
  { "blocked", N_("The target is a blocked square") },
  { "colour", N_("Every move keeps the colour of its square, and the target is on the other "
                 "colour") },
  { "lattice", N_("Its moves keep it on a lattice of squares, and the target is off it") },
  { "no-move", N_("It has no move at all from its start") },
  { "region", N_("Walls and the board’s edges shut it in, away from the target") },
};

/* Why the pieces of Camelot cannot gather: the knights apart (the library
 * looks at them first), the king apart; then two that never hold (a knight
 * changes colour with every move; a piece on a wall is refused). */
enum { CAMELOT_KNIGHTS, CAMELOT_KING, CAMELOT_COLOUR, CAMELOT_BLOCKED, N_CAMELOT };

static const ReasonChoice camelot_choices[N_CAMELOT] = {
  { "knights-apart", N_("Walls or the board’s edges keep two knights apart") },
  { "king-apart", N_("The king cannot walk to any square where the knights can meet") },
  { "colour", N_("The knights’ moves keep them on one colour") },
  { "blocked", N_("A piece stands on a blocked square") },
};

/* Why there is no tour, in the order the library checks (kn_tour_reason):
 * the theorems about empty boards, dead ends, pieces, colours, then the
 * search. */
enum { TOUR_RULE, TOUR_DEAD_ENDS, TOUR_PIECES, TOUR_COLOUR, TOUR_SEARCH, N_TOUR };

static const ReasonChoice tour_choices[N_TOUR] = {
  { "board-rule", N_("A theorem about boards of this size") },
  { "dead-ends", N_("Squares with too few free neighbours") },
  { "disconnected", N_("The free squares fall into pieces it cannot cross between") },
  { "colour", N_("The counts of light and dark squares") },
  { "exhausted", N_("A search that tried every way") },
};

static const kn_reason tour_kinds[N_TOUR] = {
  KN_REASON_BOARD_RULE, KN_REASON_DEAD_ENDS, KN_REASON_DISCONNECTED, KN_REASON_COLOUR,
  KN_REASON_EXHAUSTED,
};

/* Why a tour's search backs up (kn_trace_why).  A question shows the true
 * one and up to three others; `also` lists the ones that may hold at the
 * same time, which are never shown beside it: the checks the search makes
 * after the true one at that square (in tour-search.c's order: cut off;
 * for a closed tour or one to an end square one way, stranded, no return;
 * for an open one stranded, two ends; the unvisited squares in one piece,
 * checked now and then only; nowhere to go), and what follows from it (a
 * square cut off is unreachable too; at a dead end every choice has
 * failed, there being none). */
#define BIT(why) (1u << (why))

static const struct
{
  guint8       why;
  guint32      also;
  ReasonChoice choice;
} backtrack_choices[] = {
  { KN_WHY_DEAD_END, BIT (KN_WHY_EXHAUSTED) | BIT (KN_WHY_DISCONNECTED),
    { "dead_end", N_("Dead end: no unvisited square is a move away") } },
  { KN_WHY_EXHAUSTED, BIT (KN_WHY_DISCONNECTED),
    { "exhausted", N_("Every square it could take from here has failed") } },
  { KN_WHY_CUT_OFF, BIT (KN_WHY_DISCONNECTED) | BIT (KN_WHY_STRANDED) | BIT (KN_WHY_TWO_ENDS) |
                    BIT (KN_WHY_ONE_WAY) | BIT (KN_WHY_NO_RETURN) | BIT (KN_WHY_DEAD_END) |
                    BIT (KN_WHY_END_WAITS),
    { "cut_off", N_("An unvisited square would be left with no unvisited square a move away") } },
  { KN_WHY_DISCONNECTED, BIT (KN_WHY_DEAD_END) | BIT (KN_WHY_END_WAITS),
    { "disconnected", N_("The unvisited squares would fall apart") } },
  { KN_WHY_STRANDED, BIT (KN_WHY_TWO_ENDS) | BIT (KN_WHY_NO_RETURN) | BIT (KN_WHY_DISCONNECTED) |
                     BIT (KN_WHY_END_WAITS),
    { "stranded", N_("A square a move away would be stranded: its only way on is this square") } },
  { KN_WHY_TWO_ENDS, BIT (KN_WHY_STRANDED) | BIT (KN_WHY_DISCONNECTED) | BIT (KN_WHY_DEAD_END),
    { "two_ends", N_("Two squares would both have to be the route’s last") } },
  { KN_WHY_ONE_WAY, BIT (KN_WHY_STRANDED) | BIT (KN_WHY_NO_RETURN) | BIT (KN_WHY_DISCONNECTED) |
                    BIT (KN_WHY_DEAD_END) | BIT (KN_WHY_END_WAITS),
    { "one_way", N_("A square would be left with a single way in and out") } },
  { KN_WHY_NO_RETURN, BIT (KN_WHY_DISCONNECTED) | BIT (KN_WHY_DEAD_END) | BIT (KN_WHY_END_WAITS),
    { "no_return", N_("The route could never come back to the start") } },
  { KN_WHY_NOT_CLOSING, BIT (KN_WHY_DEAD_END) | BIT (KN_WHY_EXHAUSTED) | BIT (KN_WHY_NO_RETURN),
    { "not_closing", N_("Every square is visited, but the route does not end where it must") } },
  { KN_WHY_END_WAITS, BIT (KN_WHY_EXHAUSTED) | BIT (KN_WHY_DEAD_END) | BIT (KN_WHY_DISCONNECTED),
    { "end_waits", N_("The only square left is the end square, which must come last") } },
  /* only ever the true one: a construction's own searches keep no trace */
  { KN_WHY_REQUIRED, 0, { "required", N_("It breaks a move the construction needs") } },
};

/* How many backtrack reasons a question shows at most, the true one
 * included (three when only two others certainly do not hold). */
#define BACKTRACK_SHOWN 4
/* The backtrack reasons that may be shown as wrong ones (all but REQUIRED). */
#define BACKTRACK_OTHERS 10

/* ------------------------------------------------------------ cells */

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

void
_kl_practice_sort_cells (GArray *cells)
{
  guint out = 0;

  g_array_sort (cells, compare_cells);
  for (guint i = 0; i < cells->len; i++)
    if (out == 0 || g_array_index (cells, int, i) != g_array_index (cells, int, out - 1))
      g_array_index (cells, int, out++) = g_array_index (cells, int, i);
  g_array_set_size (cells, out);
}

gboolean
_kl_practice_has_cell (GArray *cells,
                       int     cell)
{
  guint lo = 0, hi = cells->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      int c = g_array_index (cells, int, mid);

      if (c == cell)
        return TRUE;
      if (c < cell)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

static void
add_cell (GArray *cells,
          int     cell)
{
  g_array_append_val (cells, cell);
}

static char *
name (const KlPractice *self,
      int               cell)
{
  return kl_cell_name (cell, self->solution->width);
}

static char *
count (gint64 n)
{
  return kl_format_count ((guint64) MAX (n, 0));
}

/* ------------------------------------------------------------ questions */

static KlQuestionPrivate *
question_new (const KlPractice *self,
              KlAsk             ask,
              KlAnswerKind      kind,
              guint             frame)
{
  KlQuestionPrivate *q = g_new0 (KlQuestionPrivate, 1);

  q->pub.ask = ask;
  q->pub.kind = kind;
  q->pub.frame = frame;
  q->pub.right = g_array_new (FALSE, FALSE, sizeof (int));
  q->pub.choices = g_ptr_array_new_with_free_func (g_free);
  q->width = self->solution->width;
  q->ids = g_ptr_array_new ();
  return q;
}

static void
question_free (KlQuestionPrivate *q)
{
  g_free (q->pub.text);
  g_free (q->pub.explanation);
  g_array_unref (q->pub.right);
  g_clear_pointer (&q->pub.clickable, g_array_unref);
  g_ptr_array_unref (q->pub.choices);
  g_ptr_array_unref (q->ids);
  g_free (q);
}

/* Adds a choice (its words translated), right or not. */
static void
add_choice (KlQuestionPrivate *q,
            const char        *id,
            const char        *words,
            gboolean           right)
{
  if (right)
    q->pub.right_choices |= G_GUINT64_CONSTANT (1) << q->pub.choices->len;
  g_ptr_array_add (q->pub.choices, g_strdup (words));
  g_ptr_array_add (q->ids, (gpointer) id);
}

/* The piece a path or the dynamic knight moves, in a sentence. */
static char *
piece_name (const KlPractice *self)
{
  if (self->solution->mode == KL_MODE_DYNAMIC)
    return g_strdup (_("the dynamic knight"));
  return kl_explain_leaper_name (self->solution->leaper);
}

/* ---- is there an answer */

static char *
tour_exists_text (const KlPractice *self)
{
  const KlSolution *s = self->solution;
  g_autofree char *from = s->start >= 0 ? name (self, s->start) : NULL;
  g_autofree char *to = s->target >= 0 ? name (self, s->target) : NULL;

  if (from != NULL && to != NULL)
    return s->asked_closed
      ? g_strdup_printf (_("Is there a closed tour from %s to %s?"), from, to)
      /* Translators: "Is there an open tour from a1 to h8?" */
      : g_strdup_printf (_("Is there an open tour from %s to %s?"), from, to);
  if (from != NULL)
    return s->asked_closed
      ? g_strdup_printf (_("Is there a closed tour from %s?"), from)
      : g_strdup_printf (_("Is there an open tour from %s?"), from);
  if (to != NULL)
    return s->asked_closed
      ? g_strdup_printf (_("Is there a closed tour that ends on %s?"), to)
      : g_strdup_printf (_("Is there an open tour that ends on %s?"), to);
  return g_strdup (s->asked_closed ? _("Is there a closed tour of this board?")
                                   : _("Is there an open tour of this board?"));
}

static char *
exists_text (const KlPractice *self)
{
  const KlSolution *s = self->solution;

  switch (s->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      {
        g_autofree char *piece = piece_name (self);
        g_autofree char *from = name (self, s->start);
        g_autofree char *to = name (self, s->target);

        /* Translators: "Can the knight reach f1 from a1?" */
        return g_strdup_printf (_("Can %s reach %s from %s?"), piece, to, from);
      }
    case KL_MODE_CAMELOT:
      if (s->n_pieces <= 1)
        return g_strdup (_("Can the pieces gather on one square?"));
      if (s->n_pieces == 2)
        return g_strdup (_("Can the king and the knight gather on one square?"));
      return g_strdup_printf (ngettext ("Can the king and the %u knights gather on one square?",
                                        "Can the king and the %u knights gather on one square?",
                                        s->n_pieces - 1), s->n_pieces - 1);
    case KL_MODE_TOUR:
      return tour_exists_text (self);
    case KL_MODE_DISTANCE:
    case KL_N_MODES:
    default:
      return g_strdup ("");
    }
}

/* What "yes" is, in one sentence.  It gives nothing of what the next
 * questions ask (the number of moves, where they gather): those are
 * still to be predicted. */
static char *
found_text (const KlPractice *self)
{
  const KlSolution *s = self->solution;

  switch (s->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      {
        g_autofree char *piece = piece_name (self);
        g_autofree char *from = name (self, s->start);
        g_autofree char *to = name (self, s->target);

        /* Translators: "Yes: the knight can reach f1 from a1." */
        return g_strdup_printf (_("Yes: %s can reach %s from %s."), piece, to, from);
      }
    case KL_MODE_CAMELOT:
      return g_strdup (_("Yes: the king and the knights can all gather on one square."));
    case KL_MODE_TOUR:
      {
        g_autofree char *n = kl_format_count (s->free_squares);

        return s->asked_closed
          ? g_strdup_printf (ngettext ("Yes: a closed tour visits the %s free square.",
                                       "Yes: a closed tour visits all %s free squares.",
                                       kl_plural_n (s->free_squares)), n)
          : g_strdup_printf (ngettext ("Yes: a tour visits the %s free square.",
                                       "Yes: a tour visits all %s free squares.",
                                       kl_plural_n (s->free_squares)), n);
      }
    case KL_MODE_DISTANCE:
    case KL_N_MODES:
    default:
      return g_strdup (_("Yes."));
    }
}

static KlQuestionPrivate *
make_exists (const KlPractice *self)
{
  const KlSolution *s = self->solution;
  gboolean found = s->outcome == KL_OUTCOME_FOUND;
  KlQuestionPrivate *q = question_new (self, KL_ASK_EXISTS, KL_ANSWER_CHOICE, 0);

  q->pub.text = exists_text (self);
  add_choice (q, "yes", _("Yes"), found);
  add_choice (q, "no", _("No"), !found);
  if (found)
    q->pub.explanation = found_text (self);
  else
    {
      /* only what has no answer: why is the next question */
      g_autofree char *lead = kl_reason_lead (s->reason);

      /* Translators: "No: h8 cannot be reached from a1." */
      q->pub.explanation = g_strdup_printf (_("No: %s."), lead);
    }
  return q;
}

/* ---- why not */

/* The reason's place among reach_choices. */
static guint
reach_reason (const KlReason *r)
{
  switch (r->argument)
    {
    case KN_REACH_BLOCKED: return REACH_BLOCKED;
    case KN_REACH_COLOUR: return REACH_COLOUR;
    case KN_REACH_LATTICE: return REACH_LATTICE;
    case KN_REACH_REGION:
    case KN_REACH_NONE:
    default:
      /* the region of the start alone: it cannot move */
      return r->region_size <= 1 ? REACH_NO_MOVE : REACH_REGION;
    }
}

/* The reason's place among tour_choices; -1 for none of them. */
static int
tour_reason (const KlReason *r)
{
  for (int i = 0; i < N_TOUR; i++)
    if (tour_kinds[i] == r->kind)
      return i;
  return -1;
}

/* Whether the solution's reason is one the choices can name. */
static gboolean
why_not_known (const KlSolution *s)
{
  if (s->reason == NULL)
    return FALSE;
  if (s->mode == KL_MODE_TOUR)
    return tour_reason (s->reason) >= 0;
  return s->reason->kind == KN_REASON_UNREACHABLE;
}

static gboolean
dark (int cell,
      int width)
{
  return (cell % width + cell / width) % 2 == 0;
}

/* Whether the leaper's colour argument holds from -> to: its moves keep
 * the colour (m + n even) and the squares differ.  The dynamic knight's
 * leaper is the knight's, whose moves change it. */
static gboolean
colour_holds (kn_leaper l,
              int       width,
              int       from,
              int       to)
{
  return (l.m + l.n) % 2 == 0 && dark (from, width) != dark (to, width);
}

/* Whether the lattice argument holds from -> to: with g = gcd (m, n) > 1
 * the file and rank change by multiples of g, which add up to an even
 * number of steps of g when m / g + n / g is even. */
static gboolean
lattice_holds (kn_leaper l,
               int       width,
               int       from,
               int       to)
{
  int g = l.m, b = l.n, dx = ABS (to % width - from % width), dy = ABS (to / width - from / width);

  while (b != 0)
    {
      int t = g % b;

      g = b;
      b = t;
    }
  if (g <= 1)
    return FALSE;
  if (dx % g != 0 || dy % g != 0)
    return TRUE;
  return (l.m / g + l.n / g) % 2 == 0 && (dx / g + dy / g) % 2 == 1;
}

/* A route's (or the dynamic knight's) reasons: those before the true one
 * failed; colour and lattice are a matter of geometry; "no move" is known
 * from the map's count of squares reached (a path), or from the region;
 * the walled-in region holds of every square out of reach. */
static void
reach_shown (const KlSolution *s,
             gboolean          shown[N_REACH],
             guint            *truth)
{
  const KlReason *r = s->reason;

  *truth = reach_reason (r);
  for (guint i = 0; i < N_REACH; i++)
    shown[i] = i == *truth || i < *truth;
  shown[REACH_COLOUR] |= !colour_holds (s->leaper, s->width, r->from, r->to);
  shown[REACH_LATTICE] |= !lattice_holds (s->leaper, s->width, r->from, r->to);
  /* the start alone is a walled-in region too */
  shown[REACH_REGION] = *truth == REACH_REGION;
  shown[REACH_NO_MOVE] |= *truth == REACH_REGION ||
                          (s->mode == KL_MODE_PATH && s->map != NULL && s->reached > 1);
}

/* How many squares a knight moves to from cell on the empty board. */
static int
empty_degree (const KlSolution *s,
              int               cell)
{
  static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 }, dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
  int x = cell % s->width, y = cell / s->width, n = 0;

  for (int k = 0; k < 8; k++)
    n += x + dx[k] >= 0 && x + dx[k] < s->width && y + dy[k] >= 0 && y + dy[k] < s->height;
  return n;
}

/* Whether the colour argument of tours holds on the empty board, as the
 * library checks it: a closed tour of an odd number of squares; otherwise
 * the route's ends — the start and end given, then the squares with one
 * move (on boards two wide: every route ends on them) — off the colour
 * with more squares, or on one colour when the counts are equal. */
static gboolean
empty_board_colour (const KlSolution *s)
{
  guint64 n = (guint64) s->width * s->height;
  guint64 darks = (n + 1) / 2, lights = n / 2;
  int ends[2], nends = 0;

  /* a closed tour of an odd number of squares, to an end square or not */
  if (s->asked_closed && n > 1 && darks != lights)
    return TRUE;
  if (s->start >= 0)
    ends[nends++] = s->start;
  if (s->target >= 0)
    ends[nends++] = s->target;
  /* only boards with a side under 3 have squares with one move */
  for (int cell = 0; MIN (s->width, s->height) < 3 && cell < s->width * s->height && nends < 2;
       cell++)
    if (cell != s->start && cell != s->target && empty_degree (s, cell) == 1)
      ends[nends++] = cell;
  if (darks != lights)
    {
      for (int i = 0; i < nends; i++)
        if (!dark (ends[i], s->width))
          return TRUE;
      return FALSE;
    }
  return nends == 2 && dark (ends[0], s->width) == dark (ends[1], s->width);
}

/* A tour's reasons: those checked before the true one failed; the search
 * never ran when a check decided; on the empty board of the knight (where
 * the theorems apply) its moves reach every square from two at least but
 * with a side under 3 or on 3 x 3, and the colours are a matter of
 * geometry; a colour theorem is a theorem too, so the theorems are not
 * shown beside it. */
static void
tour_shown (const KlSolution *s,
            gboolean          shown[N_TOUR],
            guint            *truth)
{
  const KlReason *r = s->reason;
  gboolean empty = s->free_squares == (guint64) s->width * s->height &&
                   kn_leaper_is_knight (s->leaper);
  gboolean roomy = MIN (s->width, s->height) >= 3 && !(s->width == 3 && s->height == 3);
  gboolean colour_theorem = r->kind == KN_REASON_COLOUR && r->rule != KN_RULE_NONE;
  /* a reason of the checks after the theorems, which ran in order */
  gboolean ordered = !colour_theorem && r->kind != KN_REASON_BOARD_RULE;

  *truth = (guint) tour_reason (r);
  for (guint i = 0; i < N_TOUR; i++)
    shown[i] = i == *truth || (ordered && i < *truth);
  /* A closed tour to an end square is checked as a route from the start to
   * the end, where either may have a single free neighbour; yet a closed
   * tour enters and leaves each by two: too few, in a learner's eyes. */
  if (s->asked_closed && s->target >= 0 && *truth != TOUR_DEAD_ENDS)
    shown[TOUR_DEAD_ENDS] = FALSE;
  shown[TOUR_RULE] |= !colour_theorem;
  shown[TOUR_DEAD_ENDS] |= empty && roomy;
  shown[TOUR_PIECES] |= empty && roomy;
  shown[TOUR_COLOUR] |= (s->leaper.m + s->leaper.n) % 2 == 0 || (empty && !empty_board_colour (s));
  shown[TOUR_SEARCH] = TRUE;
}

static void
add_reasons (KlQuestionPrivate  *q,
             const ReasonChoice *choices,
             const gboolean     *shown,
             guint               n,
             guint               truth)
{
  for (guint i = 0; i < n; i++)
    if (shown[i] || i == truth)
      add_choice (q, choices[i].id, _(choices[i].phrase), i == truth);
  if (q->pub.choices->len < MIN_CHOICES)
    add_choice (q, gave_up_choice.id, _(gave_up_choice.phrase), FALSE);
}

static KlQuestionPrivate *
make_why_not (const KlPractice *self)
{
  const KlSolution *s = self->solution;
  const KlReason *r = s->reason;
  KlQuestionPrivate *q = question_new (self, KL_ASK_WHY_NOT, KL_ANSWER_CHOICE, self->n_frames);
  g_autofree char *lead = kl_reason_lead (r);
  guint truth;

  /* Translators: "No tour from a1: what proves it?" */
  q->pub.text = g_strdup_printf (_("%s: what proves it?"), lead);
  q->pub.explanation = kl_reason_sentence (r);
  switch (s->mode)
    {
    case KL_MODE_TOUR:
      {
        gboolean shown[N_TOUR];

        tour_shown (s, shown, &truth);
        add_reasons (q, tour_choices, shown, N_TOUR, truth);
      }
      break;
    case KL_MODE_CAMELOT:
      {
        /* the knights apart are looked at first: the king may be apart too */
        gboolean shown[N_CAMELOT] = { TRUE, r->piece == 0, TRUE, TRUE };

        add_reasons (q, camelot_choices, shown, N_CAMELOT,
                     r->piece > 0 ? CAMELOT_KNIGHTS : CAMELOT_KING);
      }
      break;
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
    case KL_MODE_DISTANCE:
    case KL_N_MODES:
    default:
      {
        gboolean shown[N_REACH];

        reach_shown (s, shown, &truth);
        add_reasons (q, reach_choices, shown, N_REACH, truth);
      }
      break;
    }
  return q;
}

/* ---- how many moves */

static KlQuestionPrivate *
make_moves (const KlPractice *self)
{
  const KlSolution *s = self->solution;
  KlQuestionPrivate *q = question_new (self, KL_ASK_MOVES, KL_ANSWER_NUMBER, 0);
  g_autofree char *piece = piece_name (self);
  g_autofree char *from = name (self, s->start);
  g_autofree char *to = name (self, s->target);
  g_autofree char *moves = count (s->moves);

  /* Translators: "How many moves does the knight need from a1 to f1?" */
  q->pub.text = g_strdup_printf (_("How many moves does %s need from %s to %s?"), piece, from, to);
  q->pub.number = s->moves;
  /* Translators: "The shortest route from a1 to f1 takes 5 moves." */
  q->pub.explanation = g_strdup_printf (ngettext ("The shortest route from %s to %s takes %s "
                                                  "move.",
                                                  "The shortest route from %s to %s takes %s "
                                                  "moves.",
                                                  kl_plural_n ((guint64) MAX (s->moves, 0))),
                                        from, to, moves);
  return q;
}

/* ---- BFS layers and routes */

static KlQuestionPrivate *
make_layer (const KlPractice *self,
            guint             k)
{
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, k);
  KlQuestionPrivate *q = question_new (self, KL_ASK_LAYER, KL_ANSWER_SQUARES, k);
  g_autofree char *piece = piece_name (self);

  g_array_append_vals (q->pub.right, step->frontier->data, step->frontier->len);
  _kl_practice_sort_cells (q->pub.right);
  if (self->solution->algorithm == KL_ALGORITHM_FORMULA)
    /* the formula's map: the empty board's distance, whatever the walls */
    /* Translators: "Distance 3 by the formula: click every square the knight would reach in 3
     * moves and no fewer on the empty board, walls ignored." */
    q->pub.text = g_strdup_printf (ngettext ("Distance %u by the formula: click every square %s "
                                             "would reach in %u move and no fewer on the empty "
                                             "board, walls ignored.",
                                             "Distance %u by the formula: click every square %s "
                                             "would reach in %u moves and no fewer on the empty "
                                             "board, walls ignored.", k),
                                   k, piece, k);
  else
    /* Translators: "Layer 3: click every square the knight reaches in 3 moves and no fewer." */
    q->pub.text = g_strdup_printf (ngettext ("Layer %u: click every square %s reaches in %u move "
                                             "and no fewer.",
                                             "Layer %u: click every square %s reaches in %u moves "
                                             "and no fewer.", k),
                                   k, piece, k);
  if (self->solution->mode == KL_MODE_PATH)
    {
      /* The step's narration goes on with the route's move, which the
       * next question asks for: the layer alone here. */
      g_autofree char *list = kl_square_list ((const int *) (gpointer) q->pub.right->data,
                                              q->pub.right->len, q->width, KL_LIST_MAX, FALSE);
      g_autofree char *n = kl_format_count (q->pub.right->len);

      /* Translators: "Layer 3 holds 2 squares: b7 and c6." */
      q->pub.explanation = g_strdup_printf (ngettext ("Layer %u holds %s square: %s.",
                                                      "Layer %u holds %s squares: %s.",
                                                      q->pub.right->len),
                                            k, n, list);
    }
  else
    q->pub.explanation = g_strdup (step->text);
  return q;
}

/* The squares on some shortest route from the start to the target: the
 * target, then back layer by layer each square one move from one of them
 * in the layer after it.  From the map's distances and layers alone. */
static void
find_on_route (KlPractice *self)
{
  const KlSolution *s = self->solution;
  const gint32 *dist = kl_solution_get_distances (s);
  GArray *order = kl_solution_get_order (s);
  GArray *ends = kl_solution_get_layer_ends (s);
  kn_square off[8];
  size_t n_off = kn_leaper_offsets (s->leaper, off);
  int w = s->width, h = s->height;

  self->on_route = g_malloc0 ((gsize) w * h);
  if (dist == NULL || s->target < 0 || s->moves < 0)
    return;
  self->on_route[s->target] = 1;
  for (gint64 j = s->moves - 1; j >= 0; j--)
    {
      guint first = j == 0 ? 0 : g_array_index (ends, guint, j - 1);
      guint last = g_array_index (ends, guint, j);

      for (guint i = first; i < last; i++)
        {
          int cell = g_array_index (order, int, i), x = cell % w, y = cell / w;

          for (size_t o = 0; o < n_off; o++)
            {
              int nx = x + off[o].x, ny = y + off[o].y, t = ny * w + nx;

              if (nx >= 0 && nx < w && ny >= 0 && ny < h && dist[t] == j + 1 &&
                  self->on_route[t])
                {
                  self->on_route[cell] = 1;
                  break;
                }
            }
        }
    }
}

static KlQuestionPrivate *
make_route_next (KlPractice *self,
                 guint       k)
{
  const KlSolution *s = self->solution;
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, k);
  KlQuestionPrivate *q = question_new (self, KL_ASK_ROUTE_NEXT, KL_ANSWER_SQUARE, k);
  GArray *path = kl_solution_get_path (s);
  const gint32 *dist = kl_solution_get_distances (s);
  int prev = g_array_index (path, int, k - 1), w = s->width, h = s->height;
  kn_square off[8];
  size_t n_off = kn_leaper_offsets (s->leaper, off);
  g_autofree char *from = name (self, prev);
  g_autofree char *move = kl_format_count (k);
  g_autofree char *moves = count (s->moves);

  if (self->on_route == NULL)
    find_on_route (self);
  for (size_t o = 0; o < n_off; o++)
    {
      int nx = prev % w + off[o].x, ny = prev / w + off[o].y, t = ny * w + nx;

      if (nx >= 0 && nx < w && ny >= 0 && ny < h && dist[t] == (gint32) k && self->on_route[t])
        add_cell (q->pub.right, t);
    }
  _kl_practice_sort_cells (q->pub.right);
  /* Translators: "Move 3 of 7: from a5, which square does a shortest route visit next?" */
  q->pub.text = g_strdup_printf (_("Move %s of %s: from %s, which square does a shortest route "
                                   "visit next?"), move, moves, from);
  q->pub.explanation = g_strdup (step->text);
  if (q->pub.right->len > 1)
    {
      g_autofree char *list = kl_square_list ((const int *) (gpointer) q->pub.right->data,
                                              q->pub.right->len, w, KL_LIST_MAX, FALSE);
      g_autofree char *target = name (self, s->target);
      /* Translators: "b3 and c2 both lie on shortest routes to f1: either is right." */
      g_autofree char *ties = g_strdup_printf (_("%s all lie on shortest routes to %s: any of "
                                                 "them is right."), list, target);

      kl_add_sentence (&q->pub.explanation, ties);
    }
  return q;
}

/* ---- A* and greedy best-first */

/* Which square the search expands at step index: any square of the open
 * list before it with the least f (A*) or h (greedy) is right; the search
 * itself breaks the tie (A*: the least h, then the newest), which the
 * feedback says. */
static KlQuestionPrivate *
make_expand_next (const KlPractice *self,
                  guint             index)
{
  g_autoptr(KlExplainStep) before = kl_explain_get_step_data (self->explain, index - 1);
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, index);
  KlQuestionPrivate *q = question_new (self, KL_ASK_EXPAND_NEXT, KL_ANSWER_SQUARE, index);
  gboolean astar = self->solution->algorithm == KL_ALGORITHM_ASTAR;
  gint64 least = G_MAXINT64;

  q->pub.clickable = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < before->frontier->len; i++)
      {
        int cell = g_array_index (before->frontier, int, i);
        KlExplainInspect in;
        gint64 key;

        /* the open list's g and h, as the inspection tells them */
        kl_explain_inspect (self->explain, cell, index - 1, &in);
        key = kl_explain_search_bound (self->explain, cell);
        if (astar)
          key += in.distance;
        kl_explain_inspect_clear (&in);
        if (pass == 0)
          {
            least = MIN (least, key);
            add_cell (q->pub.clickable, cell);
          }
        else if (key == least)
          add_cell (q->pub.right, cell);
      }
  _kl_practice_sort_cells (q->pub.clickable);
  _kl_practice_sort_cells (q->pub.right);
  q->pub.text = g_strdup (astar ? _("Which square does A* expand next? Click it in the open list.")
                                : _("Which square does greedy best-first search expand next? "
                                    "Click it in the open list."));
  q->pub.explanation = g_strdup (step->text);
  if (q->pub.right->len > 1)
    kl_add_sentence (&q->pub.explanation,
                     astar ? _("Any square of the open list with the least f is right; A* "
                               "breaks the tie by the least h, then the newest.")
                           : _("Any square of the open list with the least h is right; the "
                               "search breaks the tie by the newest."));
  return q;
}

/* ---- the dynamic knight */

static const kn_move_type dynamic_types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };

static KlQuestionPrivate *
make_move_types (const KlPractice *self,
                 guint             k)
{
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, k);
  KlQuestionPrivate *q = question_new (self, KL_ASK_MOVE_TYPES, KL_ANSWER_CHOICE, k);
  /* as the solution's statistics name them */
  const char *words[3] = { _("K: knight move"), _("B: two squares diagonally"),
                           _("T: mirror across the middle") };
  g_autofree char *from = name (self, step->from);

  q->pub.multiple = TRUE;
  for (guint i = 0; i < 3; i++)
    add_choice (q, kl_move_letter (dynamic_types[i]), words[i],
                (step->allowed & (1u << dynamic_types[i])) != 0);
  if (step->forbidden == KN_MOVE_START)
    /* Translators: "Move 1: from a1, with no move yet, which move types may the dynamic knight
     * use?" */
    q->pub.text = g_strdup_printf (_("Move %u: from %s, with no move yet, which move types may "
                                     "the dynamic knight use?"), k, from);
  else
    /* Translators: "Move 3: from c3, after a B move, which move types may the dynamic knight
     * use?" */
    q->pub.text = g_strdup_printf (_("Move %u: from %s, after a %s move, which move types may "
                                     "the dynamic knight use?"), k, from,
                                   kl_move_letter (step->forbidden));
  q->pub.explanation = g_strdup (step->text);
  return q;
}

static KlQuestionPrivate *
make_reach_next (const KlPractice *self,
                 guint             k)
{
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, k);
  KlQuestionPrivate *q = question_new (self, KL_ASK_REACH_NEXT, KL_ANSWER_SQUARES, k);
  g_autofree char *from = name (self, step->from);

  for (guint i = 0; i < step->options->len; i++)
    {
      const KlExplainOption *o = &g_array_index (step->options, KlExplainOption, i);

      if (step->allowed & (1u << o->type))
        add_cell (q->pub.right, o->cell);
    }
  _kl_practice_sort_cells (q->pub.right);
  /* Translators: "Move 3: click every square the dynamic knight can reach from c3 with the move
   * types it may use." */
  q->pub.text = g_strdup_printf (_("Move %u: click every square the dynamic knight can reach from "
                                   "%s with the move types it may use."), k, from);
  q->pub.explanation = g_strdup (step->text);
  return q;
}

/* ---- tours */

/* Whether the end square waits among a step's candidates: the route must
 * not enter it while other squares are left (as the search and the
 * narration have it). */
static gboolean
end_waits (const KlPractice    *self,
           const KlExplainStep *step,
           int                  cell)
{
  return cell == self->solution->target && step->depth < self->solution->free_squares;
}

/* The candidates the route may take (not tried, not the waiting end
 * square) with the fewest onward moves, into right. */
static void
fewest_onward (const KlPractice    *self,
               const KlExplainStep *step,
               GArray              *tried,
               GArray              *right)
{
  guint least = G_MAXUINT;

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < step->candidates->len; i++)
      {
        const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

        if (end_waits (self, step, c->cell) || (tried != NULL && _kl_practice_has_cell (tried,
                                                                                      c->cell)))
          continue;
        if (pass == 0)
          least = MIN (least, c->degree);
        else if (c->degree == least)
          add_cell (right, c->cell);
      }
  _kl_practice_sort_cells (right);
}

/* In the search's view, the squares tried from the same square before a
 * next choice (step index): the steps onto a square at the same depth and
 * from the same square, back to the step that entered that square.  Reads
 * the steps in between: a failed square's whole subtree. */
static GArray *
tried_before (const KlPractice    *self,
              const KlExplainStep *step,
              int                 *failed)
{
  GArray *tried = g_array_new (FALSE, FALSE, sizeof (int));

  *failed = -1;
  for (guint j = step->index; j-- > 0 && tried->len < step->rank;)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step_data (self->explain, j);

      if (j + 1 == step->index && s->kind == KL_STEP_BACKTRACK)
        *failed = s->square;
      if (s->kind == KL_STEP_RESTART || s->kind == KL_STEP_START ||
          (s->kind == KL_STEP_ENTER && s->depth + 1 == step->depth))
        break; /* the step onto the square the choices are made from */
      if (s->kind == KL_STEP_ENTER && s->depth == step->depth && s->from == step->from)
        add_cell (tried, s->square);
    }
  _kl_practice_sort_cells (tried);
  return tried;
}

static void
add_candidates (KlQuestionPrivate   *q,
                const KlExplainStep *step)
{
  q->pub.clickable = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < step->candidates->len; i++)
    add_cell (q->pub.clickable, g_array_index (step->candidates, KlExplainCandidate, i).cell);
  _kl_practice_sort_cells (q->pub.clickable);
}

static KlQuestionPrivate *
make_tour_enter (const KlPractice *self,
                 KlExplainStep    *step)
{
  gboolean warnsdorff = step->why == KN_WHY_ONLY || step->why == KN_WHY_FEWEST ||
                        step->why == KN_WHY_FARTHEST || step->why == KN_WHY_SEEDED;
  KlQuestionPrivate *q = question_new (self, warnsdorff ? KL_ASK_WARNSDORFF : KL_ASK_TOUR_NEXT,
                                       KL_ANSWER_SQUARE, step->index);
  g_autofree char *from = name (self, step->from);
  /* numbered as the board numbers the square asked for (move k lands on
   * the square numbered k + 1) */
  g_autofree char *square = count (step->move + 1);
  g_autofree char *squares = count (step->moves + 1);

  add_candidates (q, step);
  q->pub.explanation = g_strdup (step->text);
  if (warnsdorff)
    {
      fewest_onward (self, step, NULL, q->pub.right);
      q->pub.text = self->show_search
        /* Translators: "From c3, which square does Warnsdorff’s rule take?" */
        ? g_strdup_printf (_("From %s, which square does Warnsdorff’s rule take?"), from)
        /* Translators: "Square 6 of 64: from c3, which square does Warnsdorff’s rule take?"
         * The number is the one the board draws on the square asked for. */
        : g_strdup_printf (_("Square %s of %s: from %s, which square does Warnsdorff’s rule "
                             "take?"), square, squares, from);
      return q;
    }
  if (self->show_search && step->why == KN_WHY_IN_ORDER)
    {
      /* plain backtracking: the next move in order, nothing to weigh */
      add_cell (q->pub.right, step->square);
      q->pub.text = step->rank > 0
        /* Translators: "Back on c3: which square does the search try next, in the order of the
         * moves?" */
        ? g_strdup_printf (_("Back on %s: which square does the search try next, in the order "
                             "of the moves?"), from)
        /* Translators: "From c3, which square does the search try first, in the order of the
         * moves?" */
        : g_strdup_printf (_("From %s, which square does the search try first, in the order of "
                             "the moves?"), from);
      return q;
    }
  if (self->show_search && step->why == KN_WHY_NEXT)
    {
      /* the search's next choice: the squares not tried yet with the
       * fewest onward moves, as it orders them */
      int failed = -1;
      g_autoptr(GArray) tried = tried_before (self, step, &failed);
      g_autofree char *bad = failed >= 0 ? name (self, failed) : NULL;

      fewest_onward (self, step, tried, q->pub.right);
      /* the square taken is right whatever was read of the steps before */
      if (!_kl_practice_has_cell (q->pub.right, step->square))
        {
          add_cell (q->pub.right, step->square);
          _kl_practice_sort_cells (q->pub.right);
        }
      q->pub.text = bad != NULL
        /* Translators: "Back on c3 after e4 failed: which square does the search try next?" */
        ? g_strdup_printf (_("Back on %s after %s failed: which square does the search try "
                             "next?"), from, bad)
        : g_strdup_printf (_("Back on %s: which square does the search try next?"), from);
      return q;
    }
  /* a construction's square, or a choice the search made only after
   * others failed: the square the tour takes */
  add_cell (q->pub.right, step->square);
  /* Translators: "Square 6 of 64: from c3, which square does the tour visit next?" */
  q->pub.text = g_strdup_printf (_("Square %s of %s: from %s, which square does the tour visit "
                                   "next?"), square, squares, from);
  return q;
}

static KlQuestionPrivate *
make_backtrack (const KlPractice *self,
                KlExplainStep    *step)
{
  KlQuestionPrivate *q = question_new (self, KL_ASK_BACKTRACK, KL_ANSWER_CHOICE, step->index);
  g_autofree char *here = name (self, step->square);
  guint truth = G_N_ELEMENTS (backtrack_choices), shown = 0;
  gboolean show[G_N_ELEMENTS (backtrack_choices)] = { FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (backtrack_choices); i++)
    if (backtrack_choices[i].why == step->why)
      truth = i;
  if (truth < G_N_ELEMENTS (backtrack_choices))
    {
      show[truth] = TRUE;
      shown++;
    }
  /* the others: the next ones after the true one, round the list, but
   * those that may hold with it */
  for (guint k = 1; k <= BACKTRACK_OTHERS && shown < BACKTRACK_SHOWN; k++)
    {
      guint i = ((truth < BACKTRACK_OTHERS ? truth : BACKTRACK_OTHERS - 1) + k) % BACKTRACK_OTHERS;
      guint32 also = truth < G_N_ELEMENTS (backtrack_choices) ? backtrack_choices[truth].also : 0;

      if (show[i] || (also & BIT (backtrack_choices[i].why)))
        continue;
      show[i] = TRUE;
      shown++;
    }
  for (guint i = 0; i < G_N_ELEMENTS (backtrack_choices); i++)
    if (show[i])
      add_choice (q, backtrack_choices[i].choice.id, _(backtrack_choices[i].choice.phrase),
                  i == truth);
  /* Translators: "Why must the search back up from c3?" */
  q->pub.text = g_strdup_printf (_("Why must the search back up from %s?"), here);
  q->pub.explanation = g_strdup (step->text);
  return q;
}

static KlQuestionPrivate *
make_tour_step (const KlPractice *self,
                guint             index)
{
  g_autoptr(KlExplainStep) step = kl_explain_get_step (self->explain, index);

  if (step->kind == KL_STEP_BACKTRACK)
    return make_backtrack (self, step);
  return make_tour_enter (self, step);
}

/* ---- Camelot */

static KlQuestionPrivate *
make_gather (const KlPractice *self)
{
  const KlSolution *s = self->solution;
  const gint64 *heat = kl_explain_get_heat_map (self->explain);
  GArray *tied = kl_explain_get_camelot_ties (self->explain);
  KlQuestionPrivate *q = question_new (self, KL_ASK_GATHER, KL_ANSWER_SQUARE, 0);

  /* every square of the least cost counts: the explanation's ties, which it
   * works out without the heat map too */
  if (tied != NULL)
    {
      add_cell (q->pub.right, s->gather);
      for (guint i = 0; i < tied->len; i++)
        add_cell (q->pub.right, g_array_index (tied, int, i));
      _kl_practice_sort_cells (q->pub.right);
    }
  else if (heat != NULL)
    {
      gsize n = (gsize) s->width * s->height;
      gint64 least = -1;

      for (gsize c = 0; c < n; c++)
        if (heat[c] >= 0 && (least < 0 || heat[c] < least))
          least = heat[c];
      for (gsize c = 0; c < n && least >= 0; c++)
        if (heat[c] == least)
          add_cell (q->pub.right, (int) c);
    }
  /* without the heat map, or should it not hold the plan's square: the plan's */
  if (!_kl_practice_has_cell (q->pub.right, s->gather))
    {
      add_cell (q->pub.right, s->gather);
      _kl_practice_sort_cells (q->pub.right);
    }
  q->pub.text = g_strdup (_("Click a square where the king and the knights gather in the fewest "
                            "moves in all."));
  {
    /* not the first step's narration: it names the carrier too, which the
     * next question asks for */
    g_autofree char *where = name (self, s->gather);
    g_autofree char *moves = count (s->moves);

    /* Translators: "Gathering on b2 takes 3 moves in all, the fewest." */
    q->pub.explanation = g_strdup_printf (ngettext ("Gathering on %s takes %s move in all, the "
                                                    "fewest.",
                                                    "Gathering on %s takes %s moves in all, the "
                                                    "fewest.",
                                                    kl_plural_n ((guint64) MAX (s->moves, 0))),
                                          where, moves);
  }
  if (q->pub.right->len > 1)
    {
      g_autoptr(GArray) others = g_array_new (FALSE, FALSE, sizeof (int));
      g_autofree char *list = NULL;
      g_autofree char *ties = NULL;

      for (guint i = 0; i < q->pub.right->len; i++)
        if (g_array_index (q->pub.right, int, i) != s->gather)
          add_cell (others, g_array_index (q->pub.right, int, i));
      list = kl_square_list ((const int *) (gpointer) others->data, others->len, s->width,
                             KL_LIST_MAX, FALSE);
      /* Translators: "Gathering on c3 and e4 costs as few moves: any of them is right." */
      ties = g_strdup_printf (_("Gathering on %s costs as few moves: any of them is right."),
                              list);
      kl_add_sentence (&q->pub.explanation, ties);
    }
  return q;
}

static KlQuestionPrivate *
make_carrier (const KlPractice *self)
{
  GPtrArray *pieces = kl_explain_get_pieces (self->explain);
  /* the gathering step names the carrier and what the pickup saves */
  g_autoptr(KlExplainStep) step =
    kl_explain_get_step (self->explain, (guint) kl_explain_get_camelot_gather_step (self->explain));
  KlQuestionPrivate *q = question_new (self, KL_ASK_CARRIER, KL_ANSWER_SQUARE, 0);

  q->pub.clickable = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 1; pieces != NULL && i < pieces->len; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (pieces, i);

      add_cell (q->pub.clickable, row->start);
      if (row->carried)
        add_cell (q->pub.right, row->start);
    }
  _kl_practice_sort_cells (q->pub.clickable);
  _kl_practice_sort_cells (q->pub.right);
  q->pub.text = g_strdup (_("Which knight picks up the king? Click the square it starts on."));
  q->pub.explanation = g_strdup (step->text);
  return q;
}

/* ------------------------------------------------------------ the practice */

static KlQuestionPrivate *
make_question (KlPractice *self,
               guint       index)
{
  guint j, k;

  if (index < self->n_head)
    switch (self->head[index])
      {
      case KL_ASK_EXISTS: return make_exists (self);
      case KL_ASK_WHY_NOT: return make_why_not (self);
      case KL_ASK_MOVES: return make_moves (self);
      case KL_ASK_GATHER: return make_gather (self);
      case KL_ASK_CARRIER: return make_carrier (self);
      case KL_ASK_LAYER:
      case KL_ASK_ROUTE_NEXT:
      case KL_ASK_MOVE_TYPES:
      case KL_ASK_REACH_NEXT:
      case KL_ASK_WARNSDORFF:
      case KL_ASK_TOUR_NEXT:
      case KL_ASK_BACKTRACK:
      default:
        g_return_val_if_reached (NULL);
      }
  j = index - self->n_head;
  k = j / MAX (self->per_step, 1) + 1;
  if (self->search_steps != NULL && self->solution->mode == KL_MODE_PATH)
    return make_expand_next (self, g_array_index (self->search_steps, guint, j));
  switch (self->solution->mode)
    {
    case KL_MODE_PATH:
      return j % 2 == 0 ? make_layer (self, k) : make_route_next (self, k);
    case KL_MODE_DISTANCE:
      return make_layer (self, k);
    case KL_MODE_DYNAMIC:
      return j % 2 == 0 ? make_move_types (self, k) : make_reach_next (self, k);
    case KL_MODE_TOUR:
      return make_tour_step (self, self->search_steps != NULL
                                   ? g_array_index (self->search_steps, guint, j) : k);
    case KL_MODE_CAMELOT:
    case KL_N_MODES:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The frame of question index, without making it. */
static guint
question_frame (const KlPractice *self,
                guint             index)
{
  guint j;

  if (index < self->n_head)
    return self->head[index] == KL_ASK_WHY_NOT ? self->n_frames : 0;
  j = index - self->n_head;
  if (self->search_steps != NULL)
    return g_array_index (self->search_steps, guint, j);
  return j / self->per_step + 1;
}

KlPractice *
kl_practice_new (KlSolution *solution,
                 gboolean    show_search)
{
  KlPractice *self;
  KlExplain *explain;
  gboolean stuck;

  g_return_val_if_fail (solution != NULL, NULL);

  show_search = show_search && solution->mode == KL_MODE_TOUR &&
                solution->search_explain != NULL;
  /* a search that gave up proves nothing to ask about; but plain
   * Warnsdorff's walk up to where it got stuck is its rule's every step */
  stuck = show_search && solution->reason != NULL && solution->reason->kind == KN_REASON_STUCK;
  if (solution->outcome != KL_OUTCOME_FOUND && solution->outcome != KL_OUTCOME_NONE && !stuck)
    return NULL;
  explain = kl_solution_get_explain (solution, show_search);
  if (explain == NULL)
    return NULL;

  self = g_atomic_rc_box_new0 (KlPractice);
  g_mutex_init (&self->lock);
  self->solution = kl_solution_ref (solution);
  self->explain = kl_explain_ref (explain);
  self->show_search = show_search;
  self->n_frames = kl_solution_get_n_frames (solution, show_search);
  self->questions = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                           (GDestroyNotify) question_free);

  /* whether a tour exists, plain Warnsdorff stuck does not know */
  if (solution->mode != KL_MODE_DISTANCE && !stuck)
    self->head[self->n_head++] = KL_ASK_EXISTS;
  if (solution->outcome == KL_OUTCOME_NONE)
    {
      /* the reason and its evidence on the last frame: nothing more */
      if (solution->mode != KL_MODE_DISTANCE && why_not_known (solution))
        self->head[self->n_head++] = KL_ASK_WHY_NOT;
    }
  else
    switch (solution->mode)
      {
      case KL_MODE_PATH:
        if (solution->algorithm != KL_ALGORITHM_BFS)
          {
            guint n = kl_explain_get_n_steps (explain);
            gboolean best_first = solution->algorithm == KL_ALGORITHM_ASTAR ||
                                  solution->algorithm == KL_ALGORITHM_GREEDY;

            /* the searches that promise a shortest route ask for its
             * length; A* and greedy, which square they take next, at
             * each step of one expansion */
            if (solution->algorithm != KL_ALGORITHM_DFS &&
                solution->algorithm != KL_ALGORITHM_GREEDY)
              self->head[self->n_head++] = KL_ASK_MOVES;
            self->per_step = 1;
            self->search_steps = g_array_new (FALSE, FALSE, sizeof (guint));
            for (guint i = 1; best_first && kl_explain_get_fold (explain) == 1 && i < n; i++)
              if (kl_explain_get_step_kind (explain, i) == KL_STEP_EXPAND)
                g_array_append_val (self->search_steps, i);
            self->n_steps = self->search_steps->len;
            break;
          }
        self->head[self->n_head++] = KL_ASK_MOVES;
        self->per_step = 2;
        self->n_steps = self->n_frames;
        break;
      case KL_MODE_DYNAMIC:
        self->head[self->n_head++] = KL_ASK_MOVES;
        self->per_step = 2;
        self->n_steps = self->n_frames;
        break;
      case KL_MODE_DISTANCE:
        self->per_step = 1;
        self->n_steps = self->n_frames;
        break;
      case KL_MODE_CAMELOT:
        self->head[self->n_head++] = KL_ASK_GATHER;
        /* when the king walks there is no carrier to ask about */
        if (solution->carrier >= 0)
          self->head[self->n_head++] = KL_ASK_CARRIER;
        break;
      case KL_MODE_TOUR:
        self->per_step = 1;
        if (show_search)
          {
            guint n = kl_explain_get_n_steps (explain);

            /* a question a step onto a square or back off one; none for
             * the search's new attempts */
            self->search_steps = g_array_new (FALSE, FALSE, sizeof (guint));
            for (guint i = 1; i < n; i++)
              {
                KlStepKind kind = kl_explain_get_step_kind (explain, i);

                if (kind == KL_STEP_ENTER || kind == KL_STEP_BACKTRACK)
                  g_array_append_val (self->search_steps, i);
              }
            self->n_steps = self->search_steps->len;
          }
        else
          self->n_steps = self->n_frames;
        break;
      case KL_N_MODES:
      default:
        break;
      }

  if (kl_practice_get_n_questions (self) == 0)
    {
      kl_practice_unref (self);
      return NULL;
    }
  return self;
}

static void
practice_clear (KlPractice *self)
{
  g_hash_table_unref (self->questions);
  g_clear_pointer (&self->search_steps, g_array_unref);
  g_free (self->on_route);
  kl_explain_unref (self->explain);
  kl_solution_unref (self->solution);
  g_mutex_clear (&self->lock);
}

KlPractice *
kl_practice_ref (KlPractice *self)
{
  return g_atomic_rc_box_acquire (self);
}

void
kl_practice_unref (KlPractice *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) practice_clear);
}

guint
kl_practice_get_n_questions (const KlPractice *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_head + self->per_step * self->n_steps;
}

const KlQuestion *
kl_practice_get_question (KlPractice *self,
                          guint       index)
{
  KlQuestionPrivate *q;

  g_return_val_if_fail (self != NULL, NULL);

  if (index >= kl_practice_get_n_questions (self))
    return NULL;
  g_mutex_lock (&self->lock);
  q = g_hash_table_lookup (self->questions, GUINT_TO_POINTER (index));
  if (q == NULL)
    {
      q = make_question (self, index);
      g_hash_table_insert (self->questions, GUINT_TO_POINTER (index), q);
    }
  g_mutex_unlock (&self->lock);
  return &q->pub;
}

guint
kl_practice_first_after (KlPractice *self,
                         guint       frame)
{
  guint n, lo, hi;

  g_return_val_if_fail (self != NULL, 0);

  n = kl_practice_get_n_questions (self);
  for (guint i = 0; i < self->n_head; i++)
    if (question_frame (self, i) > frame)
      return i;
  /* the steps' questions follow the frames in order: bisect */
  lo = self->n_head;
  hi = n;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (question_frame (self, mid) > frame)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

const char *
kl_question_get_choice_id (const KlQuestion *question,
                           guint             index)
{
  const KlQuestionPrivate *q = (const KlQuestionPrivate *) question;

  g_return_val_if_fail (question != NULL, NULL);

  return index < q->ids->len ? g_ptr_array_index (q->ids, index) : NULL;
}

const char *
kl_ask_to_string (KlAsk ask)
{
  switch (ask)
    {
    case KL_ASK_EXISTS: return "exists";
    case KL_ASK_WHY_NOT: return "why-not";
    case KL_ASK_MOVES: return "moves";
    case KL_ASK_LAYER: return "layer";
    case KL_ASK_ROUTE_NEXT: return "route-next";
    case KL_ASK_MOVE_TYPES: return "move-types";
    case KL_ASK_REACH_NEXT: return "reach-next";
    case KL_ASK_WARNSDORFF: return "warnsdorff";
    case KL_ASK_TOUR_NEXT: return "tour-next";
    case KL_ASK_BACKTRACK: return "backtrack";
    case KL_ASK_GATHER: return "gather";
    case KL_ASK_CARRIER: return "carrier";
    case KL_ASK_EXPAND_NEXT: return "expand-next";
    default: return NULL;
    }
}
