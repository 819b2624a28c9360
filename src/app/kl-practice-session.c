/* kl-practice-session.c - one learner working through a solution's
 * practice questions.  The grading itself is kl-practice.c's: the session
 * only keeps what was picked, counts tries, hints and reveals, and says how
 * far the board may show the answer. */

#define G_LOG_DOMAIN "kl-practice-session"

#include "config.h"

#include "kl-practice-session.h"

struct _KlPracticeSession
{
  GObject          parent_instance;

  KlPractice      *practice;
  guint            index;
  KlPracticeState  state;
  KlVerdict       *verdict;
  GArray          *picked;     /* of int */
  guint64          choices;
  GArray          *hinted;     /* of int */
  guint64          struck;
  char            *hint_text;
  guint            hints;      /* hints given for this question */
  guint            tries;      /* wrong answers to this question */
  guint            first_try;
  guint            with_help;
  guint            revealed;
};

G_DEFINE_FINAL_TYPE (KlPracticeSession, kl_practice_session, G_TYPE_OBJECT)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
changed (KlPracticeSession *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The open question's state from scratch: nothing picked, no hint. */
static void
clear_answer (KlPracticeSession *self)
{
  g_clear_pointer (&self->verdict, kl_verdict_free);
  g_array_set_size (self->picked, 0);
  g_array_set_size (self->hinted, 0);
  g_clear_pointer (&self->hint_text, g_free);
  self->choices = 0;
  self->struck = 0;
  self->hints = 0;
  self->tries = 0;
}

static void
go_to (KlPracticeSession *self,
       guint              index)
{
  clear_answer (self);
  self->index = index;
  self->state = index < kl_practice_get_n_questions (self->practice) ? KL_PRACTICE_ASKING
                                                                      : KL_PRACTICE_DONE;
}

static gboolean
is_open (KlPracticeSession *self)
{
  return self->state == KL_PRACTICE_ASKING || self->state == KL_PRACTICE_WRONG;
}

static gboolean
contains (GArray *cells,
          int     cell)
{
  for (guint i = 0; cells != NULL && i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* A new try after a wrong answer: the verdict goes, the wrong picks too. */
static void
start_try (KlPracticeSession *self)
{
  if (self->state != KL_PRACTICE_WRONG)
    return;
  if (self->verdict != NULL)
    for (guint i = 0; i < self->verdict->wrong->len; i++)
      {
        int bad = g_array_index (self->verdict->wrong, int, i);

        for (guint j = self->picked->len; j-- > 0;)
          if (g_array_index (self->picked, int, j) == bad)
            g_array_remove_index (self->picked, j);
      }
  if (self->verdict != NULL)
    self->choices &= ~self->verdict->wrong_choices;
  g_clear_pointer (&self->verdict, kl_verdict_free);
  self->state = KL_PRACTICE_ASKING;
}

static void
kl_practice_session_finalize (GObject *object)
{
  KlPracticeSession *self = KL_PRACTICE_SESSION (object);

  g_clear_pointer (&self->practice, kl_practice_unref);
  g_clear_pointer (&self->verdict, kl_verdict_free);
  g_clear_pointer (&self->picked, g_array_unref);
  g_clear_pointer (&self->hinted, g_array_unref);
  g_clear_pointer (&self->hint_text, g_free);
  G_OBJECT_CLASS (kl_practice_session_parent_class)->finalize (object);
}

static void
kl_practice_session_class_init (KlPracticeSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kl_practice_session_finalize;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kl_practice_session_init (KlPracticeSession *self)
{
  self->picked = g_array_new (FALSE, FALSE, sizeof (int));
  self->hinted = g_array_new (FALSE, FALSE, sizeof (int));
}

KlPracticeSession *
kl_practice_session_new (KlPractice *practice)
{
  KlPracticeSession *self;

  g_return_val_if_fail (practice != NULL, NULL);
  self = g_object_new (KL_TYPE_PRACTICE_SESSION, NULL);
  self->practice = kl_practice_ref (practice);
  go_to (self, 0);
  return self;
}

KlPractice *
kl_practice_session_get_practice (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  return self->practice;
}

KlPracticeState
kl_practice_session_get_state (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), KL_PRACTICE_DONE);
  return self->state;
}

const KlQuestion *
kl_practice_session_get_question (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  if (self->state == KL_PRACTICE_DONE)
    return NULL;
  return kl_practice_get_question (self->practice, self->index);
}

guint
kl_practice_session_get_index (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), 0);
  return self->index;
}

guint
kl_practice_session_get_n_questions (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), 0);
  return kl_practice_get_n_questions (self->practice);
}

const KlVerdict *
kl_practice_session_get_verdict (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  return self->verdict;
}

GArray *
kl_practice_session_get_picked (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  return self->picked;
}

guint64
kl_practice_session_get_choices (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), 0);
  return self->choices;
}

GArray *
kl_practice_session_get_hinted (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  return self->hinted;
}

guint64
kl_practice_session_get_struck (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), 0);
  return self->struck;
}

const char *
kl_practice_session_get_hint_text (KlPracticeSession *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), NULL);
  return self->hint_text;
}

gboolean
kl_practice_session_pick_square (KlPracticeSession *self,
                                 int                cell)
{
  const KlQuestion *q;

  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), FALSE);
  q = kl_practice_session_get_question (self);
  if (q == NULL || !is_open (self) || cell < 0 ||
      (q->kind != KL_ANSWER_SQUARES && q->kind != KL_ANSWER_SQUARE) ||
      (q->clickable != NULL && !contains (q->clickable, cell)))
    return FALSE;
  start_try (self);
  if (q->kind == KL_ANSWER_SQUARE)
    {
      g_array_set_size (self->picked, 0);
      g_array_append_val (self->picked, cell);
    }
  else
    {
      gboolean removed = FALSE;

      for (guint i = 0; i < self->picked->len && !removed; i++)
        if (g_array_index (self->picked, int, i) == cell)
          {
            g_array_remove_index (self->picked, i);
            removed = TRUE;
          }
      if (!removed)
        g_array_append_val (self->picked, cell);
    }
  changed (self);
  return TRUE;
}

gboolean
kl_practice_session_pick_choice (KlPracticeSession *self,
                                 guint              choice)
{
  const KlQuestion *q;
  guint64 bit;

  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), FALSE);
  q = kl_practice_session_get_question (self);
  if (q == NULL || !is_open (self) || q->kind != KL_ANSWER_CHOICE || choice >= q->choices->len ||
      choice >= 64)
    return FALSE;
  bit = G_GUINT64_CONSTANT (1) << choice;
  if (self->struck & bit)
    return FALSE;
  start_try (self);
  self->choices = q->multiple ? self->choices ^ bit : bit;
  changed (self);
  return TRUE;
}

gboolean
kl_practice_session_check (KlPracticeSession *self,
                           gint64             number)
{
  const KlQuestion *q;
  KlVerdict *v;

  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), FALSE);
  q = kl_practice_session_get_question (self);
  if (q == NULL || self->state != KL_PRACTICE_ASKING)
    return FALSE;
  switch (q->kind)
    {
    case KL_ANSWER_SQUARES:
    case KL_ANSWER_SQUARE:
      if (self->picked->len == 0)
        return FALSE;
      v = kl_question_grade_squares (q, (const int *) (gpointer) self->picked->data,
                                     self->picked->len);
      break;
    case KL_ANSWER_NUMBER:
      v = kl_question_grade_number (q, number);
      break;
    case KL_ANSWER_CHOICE:
      if (self->choices == 0)
        return FALSE;
      v = kl_question_grade_choices (q, self->choices);
      break;
    default:
      return FALSE;
    }
  g_clear_pointer (&self->verdict, kl_verdict_free);
  self->verdict = v;
  if (v->right)
    {
      self->state = KL_PRACTICE_RIGHT;
      if (self->tries == 0 && self->hints == 0)
        self->first_try++;
      else
        self->with_help++;
    }
  else
    {
      self->state = KL_PRACTICE_WRONG;
      self->tries++;
    }
  changed (self);
  return TRUE;
}

gboolean
kl_practice_session_hint (KlPracticeSession *self)
{
  const KlQuestion *q;
  KlHint hint = { -1, -1, NULL };

  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), FALSE);
  q = kl_practice_session_get_question (self);
  if (q == NULL || !is_open (self) || !kl_question_hint (q, self->hints, &hint))
    return FALSE;
  start_try (self);
  self->hints++;
  if (hint.cell >= 0 && !contains (self->hinted, hint.cell))
    g_array_append_val (self->hinted, hint.cell);
  if (hint.choice >= 0 && hint.choice < 64)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << hint.choice;

      self->struck |= bit;
      self->choices &= ~bit;
    }
  g_free (self->hint_text);
  self->hint_text = g_steal_pointer (&hint.text);
  kl_hint_clear (&hint);
  changed (self);
  return TRUE;
}

void
kl_practice_session_reveal (KlPracticeSession *self)
{
  g_return_if_fail (KL_IS_PRACTICE_SESSION (self));
  if (!is_open (self))
    return;
  g_clear_pointer (&self->verdict, kl_verdict_free);
  self->state = KL_PRACTICE_REVEALED;
  self->revealed++;
  changed (self);
}

void
kl_practice_session_try_again (KlPracticeSession *self)
{
  g_return_if_fail (KL_IS_PRACTICE_SESSION (self));
  if (self->state != KL_PRACTICE_WRONG)
    return;
  start_try (self);
  changed (self);
}

void
kl_practice_session_next (KlPracticeSession *self)
{
  g_return_if_fail (KL_IS_PRACTICE_SESSION (self));
  if (self->state != KL_PRACTICE_RIGHT && self->state != KL_PRACTICE_REVEALED)
    return;
  go_to (self, self->index + 1);
  changed (self);
}

void
kl_practice_session_restart (KlPracticeSession *self)
{
  g_return_if_fail (KL_IS_PRACTICE_SESSION (self));
  self->first_try = self->with_help = self->revealed = 0;
  go_to (self, 0);
  changed (self);
}

guint
kl_practice_session_get_limit (KlPracticeSession *self,
                               guint              n_frames,
                               gboolean          *hide_answer)
{
  guint n, first_open;
  const KlQuestion *q;

  g_return_val_if_fail (KL_IS_PRACTICE_SESSION (self), 0);
  n = kl_practice_get_n_questions (self->practice);
  /* the question answered but not yet left is behind: its frame shows */
  first_open = is_open (self) ? self->index : self->index + 1;
  if (hide_answer != NULL)
    *hide_answer = FALSE;
  if (self->state == KL_PRACTICE_DONE || first_open >= n)
    return n_frames;
  q = kl_practice_get_question (self->practice, first_open);
  if (q == NULL)
    return n_frames;
  if (q->frame == 0)
    {
      if (hide_answer != NULL)
        *hide_answer = TRUE;
      return 0;
    }
  return MIN (q->frame - 1, n_frames);
}

void
kl_practice_session_get_score (KlPracticeSession *self,
                               guint             *first_try,
                               guint             *with_help,
                               guint             *revealed)
{
  g_return_if_fail (KL_IS_PRACTICE_SESSION (self));
  if (first_try != NULL)
    *first_try = self->first_try;
  if (with_help != NULL)
    *with_help = self->with_help;
  if (revealed != NULL)
    *revealed = self->revealed;
}
