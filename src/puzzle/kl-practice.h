/* kl-practice.h - practice: the questions a learner answers before each
 * frame is shown, and their grading.  Every question is made from the
 * solution and its explanation (the data the step panel narrates), never
 * by a second solver, so what is graded right is what the narration then
 * says.  No GTK: the app asks and draws, the tests grade without a window. */
#pragma once

#include <glib.h>

#include "kl-explain.h"
#include "kl-solution.h"

G_BEGIN_DECLS

/* How the learner answers. */
typedef enum
{
  KL_ANSWER_SQUARES,  /* clicks a set of squares: right when it is exactly `right` */
  KL_ANSWER_SQUARE,   /* clicks one square: right when it is any square of `right` */
  KL_ANSWER_NUMBER,   /* types a whole number: right when it is `number` */
  KL_ANSWER_CHOICE,   /* picks among `choices`: right when the picks are exactly the bits
                       * of `right_choices` (one bit unless `multiple`) */
} KlAnswerKind;

/* What a question asks, for the tests, the JSON and the score. */
typedef enum
{
  KL_ASK_EXISTS,       /* "Is there an answer?"  choices Yes, No */
  KL_ASK_WHY_NOT,      /* "Why not?"  the reasons the narration knows */
  KL_ASK_MOVES,        /* path, dynamic knight: "How many moves from a1 to f1?" */
  KL_ASK_LAYER,        /* path, distance map: "Click every square of layer 3" */
  KL_ASK_ROUTE_NEXT,   /* path: "Which square does the route visit next?" */
  KL_ASK_MOVE_TYPES,   /* dynamic knight: "Which move types may the knight use from c3 now?" */
  KL_ASK_REACH_NEXT,   /* dynamic knight: "Click the squares it can reach next" */
  KL_ASK_WARNSDORFF,   /* tour: "Which square does Warnsdorff's rule take now?" */
  KL_ASK_TOUR_NEXT,    /* a constructed tour: "Which square does the tour visit next?" */
  KL_ASK_BACKTRACK,    /* a tour's search: "Why must the search back up here?" */
  KL_ASK_GATHER,       /* Camelot: "Click the square where they gather at least cost" */
  KL_ASK_CARRIER,      /* Camelot: "Which knight picks up the king?" */
  KL_ASK_EXPAND_NEXT,  /* path by A* or greedy best-first: "Which square does A* expand
                        * next?" */
} KlAsk;

typedef struct
{
  KlAsk         ask;
  KlAnswerKind  kind;
  /* The frame shown once the question is answered (right or revealed):
   * questions about the position before any move have frame 0, the
   * questions of a step have its index; several questions may share one. */
  guint         frame;
  char         *text;          /* the question, translated: one sentence */
  /* SQUARES: the squares a right answer clicks, every one; SQUARE: the
   * squares any one of which is right (ties: every square with the fewest
   * onward moves, every gathering square of the least cost).  Of int cells,
   * sorted; empty for the other kinds. */
  GArray       *right;
  /* SQUARES, SQUARE: squares the learner may click at all (the board's
   * free squares for a layer; the candidates for Warnsdorff); NULL: any. */
  GArray       *clickable;
  gint64        number;        /* NUMBER */
  GPtrArray    *choices;       /* of char *, translated: CHOICE (empty otherwise) */
  guint64       right_choices; /* bit i: choice i is right */
  gboolean      multiple;      /* CHOICE: several may be right, pick all of them */
  /* Shown after the answer, translated: the narration's sentence of the
   * frame (or the reason's sentence), naming the tie-break where there is
   * one, so the feedback and the step panel say the same. */
  char         *explanation;
} KlQuestion;

/* A graded answer. */
typedef struct
{
  gboolean  right;
  GArray   *hit;      /* of int, SQUARES and SQUARE: clicked and right */
  GArray   *missed;   /* right, not clicked (SQUARES; SQUARE: empty) */
  GArray   *wrong;    /* clicked, not right */
  guint64   wrong_choices; /* CHOICE: picks that are not right */
  guint64   missed_choices;/* CHOICE: right choices not picked */
  char     *text;     /* the verdict, translated: "Right." or what was missed and wrong, with
                       * the numbers ("2 squares missed, 1 wrong.") */
} KlVerdict;

/* A hint: a square of the answer to show (SQUARES, SQUARE), a choice to
 * strike out (CHOICE), or for NUMBER a bound; text says which, translated. */
typedef struct
{
  int       cell;     /* -1 when the hint is not a square */
  int       choice;   /* -1 when it strikes no choice */
  char     *text;
} KlHint;

typedef struct _KlPractice KlPractice;

/* The questions of solution, in the order they are asked: first those
 * about the whole answer (frame 0: is there one, why not, how many moves,
 * where to gather), then each step's, frame by frame.  The solution must
 * carry its explanation (KL_SOLVE_EXPLAIN; with show_search, the search's:
 * KL_SOLVE_EXPLAIN_SEARCH; Camelot's gathering question needs
 * KL_SOLVE_HEAT_MAP).  NULL when the solution has nothing to ask about (a
 * missing piece, a failure, no explanation; a search that gave up, which
 * proves nothing; a distance map of the start alone).  Steps are read on
 * demand, so a big board's questions cost nothing until asked.
 *
 * What is asked (docs/explain.md, "Practice questions", has it all):
 * - every mode but the distance map: EXISTS at frame 0.  A proven "none"
 *   asks WHY_NOT next, at the last frame, where the evidence shows, and
 *   nothing more.  Its choices are the true reason and, beside it, only
 *   reasons that certainly do not hold (a search that gave up fills them
 *   up to three): 3 to 5 in a fixed order.
 * - path: MOVES at frame 0, then for each move k a LAYER and a ROUTE_NEXT
 *   at frame k; ROUTE_NEXT accepts every square one move from the route's
 *   square k - 1 that lies on some shortest route (from the map alone).
 *   The distance map: a LAYER a frame.
 * - dynamic knight: MOVES, then for each move MOVE_TYPES (several right)
 *   and REACH_NEXT.
 * - tour, the route's view: a question a square after the first:
 *   WARNSDORFF where the search took its first choice there (any square of
 *   the fewest onward moves is right; the end square waits); TOUR_NEXT,
 *   accepting the square taken, for a construction's squares, a tour found
 *   from its end, and a square the search took only after its first
 *   choices failed.  The search's view: WARNSDORFF for a first choice,
 *   TOUR_NEXT for a next choice (any square not tried there yet with the
 *   fewest onward moves: the steps back to the square's first choice are
 *   read to know which were tried), BACKTRACK for a step back (the true
 *   reason and two or three others that cannot hold with it); no question
 *   for a new attempt.
 * - Camelot: GATHER (every square of the least cost in the heat map; the
 *   plan's square without one), then CARRIER when a knight fetches the
 *   king.  CARRIER accepts the plan's carrier only: another knight that
 *   could fetch him at the same cost cannot be told from the plan and the
 *   heat map without solving again.  No CARRIER when the king walks. */
KlPractice       *kl_practice_new           (KlSolution       *solution,
                                             gboolean          show_search);
KlPractice       *kl_practice_ref           (KlPractice       *self);
void              kl_practice_unref         (KlPractice       *self);
/* How many questions there are. */
guint             kl_practice_get_n_questions (const KlPractice *self);
/* Question index, made on first use and kept (borrowed); NULL out of range. */
const KlQuestion *kl_practice_get_question  (KlPractice       *self,
                                             guint             index);
/* The first question whose frame is after frame: where practice resumes
 * when the player is moved back to frame; n_questions when none is. */
guint             kl_practice_first_after   (KlPractice       *self,
                                             guint             frame);

KlVerdict *kl_question_grade_squares (const KlQuestion *question,
                                      const int        *cells,
                                      guint             n_cells);
KlVerdict *kl_question_grade_number  (const KlQuestion *question,
                                      gint64            number);
KlVerdict *kl_question_grade_choices (const KlQuestion *question,
                                      guint64           picked);
void       kl_verdict_free           (KlVerdict        *verdict);

/* Hint k (0 for the first) of question; FALSE when there are no more.
 * Squares are given in the order of `right`; a choice question strikes out
 * wrong choices one by one, never the last wrong one.  Clear out with
 * kl_hint_clear. */
gboolean   kl_question_hint          (const KlQuestion *question,
                                      guint             k,
                                      KlHint           *out);
void       kl_hint_clear             (KlHint           *hint);

/* The untranslated name of choice index of question, for the tests, the
 * JSON and the score: "yes" and "no"; "K", "B", "T"; a reason: "blocked",
 * "colour", "lattice", "no-move", "region" (a route), "knights-apart",
 * "king-apart", "colour" (Camelot), kl_reason_to_string's names (a tour);
 * a backtrack's kn_trace_why as the JSON names it ("dead_end", "cut_off"...).
 * NULL out of range.  Static storage. */
const char *kl_question_get_choice_id (const KlQuestion *question,
                                       guint             index);

/* The JSON name of an ask ("layer", "warnsdorff"...). */
const char *kl_ask_to_string         (KlAsk             ask);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlPractice, kl_practice_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlVerdict, kl_verdict_free)

G_END_DECLS
