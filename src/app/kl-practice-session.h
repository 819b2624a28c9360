/* kl-practice-session.h - one learner working through a solution's practice
 * questions: what they have picked, the verdict, hints, reveals, the score,
 * and how far the board may show the answer.  No widgets: the practice
 * panel shows it, the board draws it, the window moves the player. */
#pragma once

#include <glib-object.h>

#include "kl-practice.h"

G_BEGIN_DECLS

#define KL_TYPE_PRACTICE_SESSION (kl_practice_session_get_type ())

G_DECLARE_FINAL_TYPE (KlPracticeSession, kl_practice_session, KL, PRACTICE_SESSION, GObject)

typedef enum
{
  KL_PRACTICE_ASKING,    /* the question is open */
  KL_PRACTICE_WRONG,     /* answered wrong: try again, ask a hint, or reveal */
  KL_PRACTICE_RIGHT,     /* answered right: next */
  KL_PRACTICE_REVEALED,  /* the answer was shown: next */
  KL_PRACTICE_DONE,      /* every question is behind */
} KlPracticeState;

/* Signal "changed": anything the panel or the board shows changed. */

/* Takes a reference to practice. */
KlPracticeSession *kl_practice_session_new      (KlPractice        *practice);
KlPractice        *kl_practice_session_get_practice (KlPracticeSession *self);
KlPracticeState    kl_practice_session_get_state (KlPracticeSession *self);
/* The open question (NULL when done) and its number, from 0. */
const KlQuestion  *kl_practice_session_get_question (KlPracticeSession *self);
guint              kl_practice_session_get_index (KlPracticeSession *self);
guint              kl_practice_session_get_n_questions (KlPracticeSession *self);
/* The verdict of the last answer checked (NULL while asking). */
const KlVerdict   *kl_practice_session_get_verdict (KlPracticeSession *self);

/* What the learner has picked: squares (of int), a number, choices (bits). */
GArray            *kl_practice_session_get_picked  (KlPracticeSession *self);
guint64            kl_practice_session_get_choices (KlPracticeSession *self);
/* Squares the hints have shown, and choices they struck out. */
GArray            *kl_practice_session_get_hinted  (KlPracticeSession *self);
guint64            kl_practice_session_get_struck  (KlPracticeSession *self);
/* The last hint's words, or NULL. */
const char        *kl_practice_session_get_hint_text (KlPracticeSession *self);

/* A click on cell: a square question toggles it (one square: picks it); a
 * square it may not click, or a question of another kind, ignores it.
 * After a wrong answer a click starts the next try.  TRUE if taken. */
gboolean           kl_practice_session_pick_square (KlPracticeSession *self,
                                                    int                cell);
/* A choice question: toggles choice i (one right choice: picks it). */
gboolean           kl_practice_session_pick_choice (KlPracticeSession *self,
                                                    guint              choice);
/* Grades the picks (or number for a number question); the verdict and the
 * state follow.  FALSE when there is nothing to check. */
gboolean           kl_practice_session_check       (KlPracticeSession *self,
                                                    gint64             number);
/* A hint; FALSE when there are none left. */
gboolean           kl_practice_session_hint        (KlPracticeSession *self);
/* Shows the answer: the question counts as revealed. */
void               kl_practice_session_reveal      (KlPracticeSession *self);
/* After a wrong answer: the picks that were wrong go, the right stay. */
void               kl_practice_session_try_again   (KlPracticeSession *self);
/* After a right or revealed answer: the next question (or done). */
void               kl_practice_session_next        (KlPracticeSession *self);
/* From the first question again, the score cleared. */
void               kl_practice_session_restart     (KlPracticeSession *self);

/* How far the board may show the answer: the last frame whose questions
 * are all behind (every frame once done).  hide_answer: a question about
 * the whole answer is open, so the board shows the puzzle alone. */
guint              kl_practice_session_get_limit   (KlPracticeSession *self,
                                                    guint              n_frames,
                                                    gboolean          *hide_answer);

/* The score so far: questions right at the first try without a hint, right
 * after hints or tries, and revealed. */
void               kl_practice_session_get_score   (KlPracticeSession *self,
                                                    guint             *first_try,
                                                    guint             *with_help,
                                                    guint             *revealed);

G_END_DECLS
