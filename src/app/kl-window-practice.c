/* kl-window-practice.c - the window's side of practice: the Practice
 * switch, a session made from each answer, and everything that must keep
 * the answer back until the learner has given theirs (the board's frame,
 * the player, the results, the step panel, the accessible description). */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-window-private.h"

/* Shows or hides the side pane, but only once the window is laid out: an
 * AdwFlap asked to reveal before its first allocation can hand its pane a
 * nonsense width.  FALSE when it is too early. */
gboolean
kl_window_reveal_side_pane (KlWindow *self,
                            gboolean  reveal)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self->explain_flap)) ||
      gtk_widget_get_width (GTK_WIDGET (self->explain_flap)) <= 0)
    return FALSE;
  adw_flap_set_reveal_flap (self->explain_flap, reveal);
  return TRUE;
}

static KlPracticeSession *
session_of (KlWindow *self)
{
  return self->practice_on ? self->practice : NULL;
}

static gboolean
question_open (KlPracticeSession *s)
{
  KlPracticeState state = kl_practice_session_get_state (s);

  return state == KL_PRACTICE_ASKING || state == KL_PRACTICE_WRONG;
}

/* The squares of a that are in b (or, with in FALSE, not in b). */
static GArray *
cells_filter (GArray  *a,
              GArray  *b,
              gboolean in)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; a != NULL && i < a->len; i++)
    {
      int cell = g_array_index (a, int, i);
      gboolean found = FALSE;

      for (guint j = 0; b != NULL && j < b->len && !found; j++)
        found = g_array_index (b, int, j) == cell;
      if (found == in)
        g_array_append_val (out, cell);
    }
  return out;
}

/* What the board draws of the learner's answer.  A wrong answer shows its
 * right and wrong squares but never the missed ones: those would give the
 * answer away before the next try. */
static void
practice_marks (KlWindow          *self,
                KlPracticeSession *s,
                KlScenePractice   *pr,
                GPtrArray         *owned)
{
  const KlQuestion *q = kl_practice_session_get_question (s);
  const KlVerdict *v = kl_practice_session_get_verdict (s);
  GArray *picked = kl_practice_session_get_picked (s);

  switch (kl_practice_session_get_state (s))
    {
    case KL_PRACTICE_ASKING:
      pr->picked = picked;
      pr->hinted = kl_practice_session_get_hinted (s);
      break;
    case KL_PRACTICE_WRONG:
      if (v != NULL)
        {
          pr->right = v->hit;
          pr->wrong = v->wrong;
        }
      pr->hinted = kl_practice_session_get_hinted (s);
      break;
    case KL_PRACTICE_RIGHT:
      if (v != NULL)
        pr->right = v->hit;
      break;
    case KL_PRACTICE_REVEALED:
      if (q != NULL && q->right != NULL)
        {
          pr->right = cells_filter (q->right, picked, TRUE);
          pr->missed = cells_filter (q->right, picked, FALSE);
          pr->wrong = cells_filter (picked, q->right, FALSE);
          g_ptr_array_add (owned, pr->right);
          g_ptr_array_add (owned, pr->missed);
          g_ptr_array_add (owned, pr->wrong);
        }
      break;
    case KL_PRACTICE_DONE:
    default:
      break;
    }
}

/* Camelot's costs are the feedback on where to gather: shown once that
 * question is behind, even while the carrier's is open. */
static gboolean
costs_earned (KlPracticeSession *s)
{
  const KlQuestion *q = kl_practice_session_get_question (s);

  if (q == NULL)
    return FALSE;
  if (q->ask == KL_ASK_GATHER)
    return !question_open (s);
  return q->ask == KL_ASK_CARRIER;
}

/* The question and the verdict in one line, for the results and the
 * board's description. */
static char *
practice_text (KlPracticeSession *s)
{
  const KlQuestion *q = kl_practice_session_get_question (s);
  const KlVerdict *v = kl_practice_session_get_verdict (s);

  if (q == NULL)
    return NULL;
  if (kl_practice_session_get_state (s) == KL_PRACTICE_REVEALED)
    /* Translators: a practice question whose answer was revealed */
    return g_strdup_printf (_("%s Revealed."), q->text);
  if (v != NULL)
    /* Translators: a practice question and its verdict */
    return g_strdup_printf (_("%s %s"), q->text, v->text);
  return g_strdup (q->text);
}

void
kl_window_practice_sync (KlWindow *self)
{
  KlPracticeSession *s = session_of (self);
  KlSolution *result = kl_board_get_result (self->board);
  guint frames = kl_board_get_frames (self->board);
  KlScenePractice pr = { 0 };
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree char *text = NULL;
  gboolean hide = FALSE, done;
  guint limit;

  kl_practice_panel_set_session (self->practice_panel, s);
  if (s == NULL)
    {
      gboolean was = self->practice_limit != G_MAXUINT;

      self->practice_limit = G_MAXUINT;
      kl_board_set_practice (self->board, NULL, NULL);
      kl_board_set_answering (self->board, FALSE);
      kl_step_panel_set_practice (self->step_panel, FALSE, FALSE);
      if (was && result != NULL)
        {
          /* the whole answer again, as it is shown outside practice */
          kl_results_view_show_text (self->results, result->headline, result->details,
                                     result->stats);
          kl_results_view_show_scale (self->results,
                                      result->mode == KL_MODE_DISTANCE && result->map != NULL,
                                      result->dist_max);
          kl_player_reset (self->player, frames);
        }
      return;
    }

  done = kl_practice_session_get_state (s) == KL_PRACTICE_DONE;
  limit = kl_practice_session_get_limit (s, frames, &hide);
  pr.hide_answer = hide;
  pr.show_costs = hide && costs_earned (s);
  practice_marks (self, s, &pr, owned);
  text = practice_text (s);
  kl_board_set_practice (self->board, done ? NULL : &pr, text);
  kl_board_set_answering (self->board, !done);
  /* while a question about the whole answer is open, the first frame's
   * narration (Camelot's names the gathering square and the carrier) waits
   * too, even between two such questions */
  kl_step_panel_set_practice (self->step_panel, !done, question_open (s) || hide);

  if (done && result != NULL)
    {
      kl_results_view_show_text (self->results, result->headline, result->details, result->stats);
      kl_results_view_show_scale (self->results,
                                  result->mode == KL_MODE_DISTANCE && result->map != NULL,
                                  result->dist_max);
      kl_window_practice_record (self);
    }
  else
    {
      /* Translators: the results' headline while practising: the answer
       * itself is kept back until the questions are answered */
      kl_results_view_show_text (self->results, _("Practice: predict each step"), text, NULL);
      kl_results_view_show_scale (self->results, FALSE, 0);
    }

  /* below the wide layout the side pane takes room from the board: it
   * comes for a question answered in the card (a number, choices) and goes
   * for one answered on the board, whose words the results show; once a
   * question, so the learner's own choice then stands */
  if (!self->panel_beside && !done && kl_practice_session_get_index (s) != self->practice_shown)
    {
      const KlQuestion *q = kl_practice_session_get_question (s);

      if (kl_window_reveal_side_pane (self, q != NULL && (q->kind == KL_ANSWER_NUMBER ||
                                                          q->kind == KL_ANSWER_CHOICE)))
        self->practice_shown = kl_practice_session_get_index (s);
    }

  if (limit != self->practice_limit)
    {
      /* a frame newly earned is shown at once; the player reaches no
       * further than the questions answered */
      self->practice_limit = limit;
      kl_player_reset (self->player, done ? frames : limit);
      kl_board_set_frame (self->board, done ? G_MAXDOUBLE : limit);
    }
  kl_window_update_legend (self);
  kl_window_update_actions (self);
}

static void
on_session_changed_cb (KlPracticeSession *session,
                       KlWindow          *self)
{
  kl_window_practice_sync (self);
}

static void
on_square_picked_cb (KlBoard  *board,
                     int       cell,
                     KlWindow *self)
{
  KlPracticeSession *s = session_of (self);

  if (s != NULL && !kl_practice_session_pick_square (s, cell))
    gtk_widget_error_bell (GTK_WIDGET (board));
}

/* A new answer (or a new view of it): practice starts over on it. */
void
kl_window_practice_rebuild (KlWindow *self)
{
  KlSolution *result = kl_board_get_result (self->board);
  g_autoptr (KlPractice) practice = NULL;

  if (self->practice != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->practice, self);
      g_clear_object (&self->practice);
    }
  self->practice_recorded = FALSE;
  self->practice_limit = G_MAXUINT;
  self->practice_shown = G_MAXUINT;
  if (self->practice_on && result != NULL)
    practice = kl_practice_new (result, self->show_search);
  if (practice != NULL)
    {
      self->practice = kl_practice_session_new (practice);
      g_signal_connect (self->practice, "changed", G_CALLBACK (on_session_changed_cb), self);
    }
  kl_window_practice_sync (self);
}

double
kl_window_practice_clamp (KlWindow *self,
                          double    frame)
{
  if (session_of (self) == NULL || self->practice_limit == G_MAXUINT ||
      kl_practice_session_get_state (self->practice) == KL_PRACTICE_DONE)
    return frame;
  return MIN (frame, self->practice_limit);
}

guint
kl_window_practice_frames (KlWindow *self)
{
  guint frames = kl_board_get_frames (self->board);

  /* compare mode (never practised): the frames of the longer answer */
  if (self->comparing)
    return kl_compare_view_get_frames (self->compare_view);

  if (session_of (self) == NULL || self->practice_limit == G_MAXUINT ||
      kl_practice_session_get_state (self->practice) == KL_PRACTICE_DONE)
    return frames;
  return MIN (frames, self->practice_limit);
}

gboolean
kl_window_is_practising (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return session_of (self) != NULL &&
         kl_practice_session_get_state (self->practice) != KL_PRACTICE_DONE;
}

KlPracticeSession *
kl_window_get_practice (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return session_of (self);
}

KlPracticePanel *
kl_window_get_practice_panel (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->practice_panel;
}

char *
kl_window_dup_notes_text (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_note_view_get_text (self->note_view);
}

void
kl_window_set_practice (KlWindow *self,
                        gboolean  on)
{
  g_return_if_fail (KL_IS_WINDOW (self));

  if (on == self->practice_on)
    return;
  /* practice keeps the answer back: not two of them side by side */
  if (on && self->comparing)
    kl_window_set_comparing (self, FALSE);
  self->practice_on = on;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.practice", TRUE);
  if (self->document != NULL && kl_document_get_practice (self->document) != on)
    kl_document_set_practice (self->document, on);
  /* the questions are in the side pane: it must be in view */
  if (on)
    kl_window_reveal_side_pane (self, TRUE);
  kl_window_practice_rebuild (self);
  if (!on)
    kl_window_show_frames (self);
  kl_window_update_actions (self);
}

/* ------------------------------------------------------------ actions */

static void
practice_step_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  KlPracticeSession *s = session_of (self);
  const char *what = action_name + strlen ("win.practice-");
  /* the keyboard stays where it was: in the card it goes on to the control
   * that moves the practice on, on the board it stays on the board */
  gboolean in_card = kl_practice_panel_has_focus (self->practice_panel);

  if (s == NULL)
    return;
  if (g_str_equal (what, "submit"))
    {
      /* Enter: whatever moves the practice on from where it is */
      switch (kl_practice_session_get_state (s))
        {
        case KL_PRACTICE_ASKING:
          what = "check";
          break;
        case KL_PRACTICE_WRONG:
          what = "try-again";
          break;
        case KL_PRACTICE_RIGHT:
        case KL_PRACTICE_REVEALED:
          what = "next";
          break;
        case KL_PRACTICE_DONE:
        default:
          return;
        }
    }
  if (g_str_equal (what, "check"))
    {
      if (!kl_practice_session_check (s, kl_practice_panel_get_number (self->practice_panel)))
        gtk_widget_error_bell (widget);
    }
  else if (g_str_equal (what, "hint"))
    {
      if (!kl_practice_session_hint (s))
        gtk_widget_error_bell (widget);
    }
  else if (g_str_equal (what, "reveal"))
    kl_practice_session_reveal (s);
  else if (g_str_equal (what, "try-again"))
    kl_practice_session_try_again (s);
  else if (g_str_equal (what, "next"))
    kl_practice_session_next (s);
  else if (g_str_equal (what, "restart"))
    {
      self->practice_recorded = FALSE;
      kl_practice_session_restart (s);
    }
  if (in_card)
    kl_practice_panel_focus (self->practice_panel);
}

void
kl_window_practice_update_actions (KlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  KlPracticeSession *s = session_of (self);
  KlPracticeState state = s != NULL ? kl_practice_session_get_state (s) : KL_PRACTICE_DONE;
  gboolean open = state == KL_PRACTICE_ASKING || state == KL_PRACTICE_WRONG;

  gtk_widget_action_set_enabled (widget, "win.practice-check", state == KL_PRACTICE_ASKING);
  gtk_widget_action_set_enabled (widget, "win.practice-hint", open);
  gtk_widget_action_set_enabled (widget, "win.practice-reveal", open);
  gtk_widget_action_set_enabled (widget, "win.practice-try-again", state == KL_PRACTICE_WRONG);
  gtk_widget_action_set_enabled (widget, "win.practice-next",
                                 state == KL_PRACTICE_RIGHT || state == KL_PRACTICE_REVEALED);
  gtk_widget_action_set_enabled (widget, "win.practice-restart", s != NULL);
  gtk_widget_action_set_enabled (widget, "win.practice-submit", s != NULL);
}

void
kl_window_practice_class_init (GtkWidgetClass *widget_class)
{
  static const char *const steps[] = { "check", "hint", "reveal", "try-again", "next",
                                       "restart", "submit" };

  gtk_widget_class_install_property_action (widget_class, "win.practice", "practice-on");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *name = g_strconcat ("win.practice-", steps[i], NULL);

      gtk_widget_class_install_action (widget_class, name, NULL, practice_step_action);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F7, 0, "win.practice", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.practice-hint", NULL);
}

void
kl_window_practice_init (KlWindow *self)
{
  self->practice_limit = G_MAXUINT;
  g_signal_connect (self->board, "square-picked", G_CALLBACK (on_square_picked_cb), self);
}

void
kl_window_practice_dispose (KlWindow *self)
{
  if (self->practice != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->practice, self);
      g_clear_object (&self->practice);
    }
}

/* ------------------------------------------------------------ notes */

void
kl_window_update_notes (KlWindow *self)
{
  const KlPuzzleSet *set = kl_document_get_set (self->document);
  const KlPuzzleEntry *entry = kl_document_get_entry (self->document);
  /* the lesson's note is shown with the lesson's title, the puzzle's with
   * its own, both in the user's language where the file has it */
  const char *lesson_title = kl_puzzle_set_get_title (set);
  const char *lesson_note = kl_puzzle_set_get_note (set);

  kl_note_view_set_notes (self->note_view, lesson_title, lesson_note,
                          kl_puzzle_entry_title (entry), kl_puzzle_entry_note (entry));
  /* a lesson is read beside the board: its pane comes into view */
  if (kl_note_view_has_notes (self->note_view) && !self->notes_seen)
    self->notes_seen = kl_window_reveal_side_pane (self, TRUE);
}

/* ------------------------------------------------------------ scores */

/* Where the learner's scores of this set are kept: its lesson, or its
 * file; an untitled set of one's own has none until it is saved. */
static char *
score_source (KlWindow *self)
{
  const char *lesson = kl_window_get_lesson (self);
  GFile *file = kl_document_get_file (self->document);

  if (lesson != NULL)
    return g_strdup_printf ("lesson:%s", lesson);
  if (file != NULL)
    return g_file_get_uri (file);
  return NULL;
}

/* The score is the learner's, not the puzzle's: it goes to GSettings under
 * the lesson or the file it came from, never into the file; once a
 * finished practice. */
void
kl_window_practice_record (KlWindow *self)
{
  KlPracticeScore score = { 0 }, set_score = { 0 };
  g_autofree char *source = NULL;
  g_autofree char *said = NULL, *title = NULL;
  guint n = kl_document_get_set (self->document)->entries->len, done = 0;

  if (self->practice_recorded || self->practice == NULL)
    return;
  self->practice_recorded = TRUE;
  source = score_source (self);
  kl_practice_session_get_score (self->practice, &score.first_try, &score.with_hints,
                                 &score.revealed);
  said = kl_practice_score_describe (&score);
  if (source != NULL && self->settings != NULL)
    {
      g_autofree char *key = kl_practice_scores_key (source, kl_document_get_index (self->document));

      kl_practice_scores_record (self->settings, key, &score);
      /* the set's score: every puzzle of it practised so far */
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *k = kl_practice_scores_key (source, i);
          KlPracticeScore one;

          if (!kl_practice_scores_lookup (self->settings, k, &one))
            continue;
          done++;
          set_score.first_try += one.first_try;
          set_score.with_hints += one.with_hints;
          set_score.revealed += one.revealed;
        }
    }
  if (n > 1 && done > 0)
    {
      g_autofree char *set_said = kl_practice_score_describe (&set_score);

      /* Translators: a toast at the end of a practice: this puzzle's score,
       * then the set's (the puzzles practised of how many) */
      title = g_strdup_printf (ngettext ("Practice complete: %s. The set, %u of %u puzzle: %s.",
                                         "Practice complete: %s. The set, %u of %u puzzles: %s.",
                                         n),
                               said, done, n, set_said);
    }
  else
    /* Translators: a toast at the end of a practice, with its score */
    title = g_strdup_printf (_("Practice complete: %s."), said);
  kl_window_toast (self, title, NULL, NULL, NULL);
}
