/* kl-practice-panel.c - the question card: it shows the session's open
 * question and follows it; the answer itself is given on the board (a
 * square question), in the number field or with the choices. */

#define G_LOG_DOMAIN "kl-practice-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-practice-panel.h"
#include "kl-practice-scores.h"

struct _KlPracticePanel
{
  GtkWidget          parent_instance;

  /* template widgets */
  GtkWidget         *box;  /* the template's child: bound so dispose unparents it */
  GtkLabel          *counter_label;
  GtkLabel          *question_label;
  GtkSpinButton     *number_spin;
  GtkWidget         *choices_box;
  GtkLabel          *hint_label;
  GtkLabel          *verdict_label;
  GtkLabel          *explanation_label;
  GtkWidget         *hint_button;
  GtkWidget         *reveal_button;
  GtkWidget         *try_button;
  GtkWidget         *check_button;
  GtkWidget         *next_button;
  GtkWidget         *restart_button;

  /* owned */
  KlPracticeSession *session;
  const KlQuestion  *shown;    /* the question the number and choices were made for */
  GPtrArray         *choice_buttons;
  gboolean           syncing;
  GtkWidget         *focus_target;  /* what takes the focus once laid out */
  guint              focus_idle;
};

G_DEFINE_FINAL_TYPE (KlPracticePanel, kl_practice_panel, GTK_TYPE_WIDGET)

static void
on_choice_toggled_cb (GtkCheckButton  *button,
                      KlPracticePanel *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kl-choice"));
  gboolean active = gtk_check_button_get_active (button);
  gboolean picked;

  if (self->syncing || self->session == NULL)
    return;
  picked = (kl_practice_session_get_choices (self->session) >> i) & 1;
  /* a radio button going off as another goes on is not a pick of its own */
  if (active != picked)
    kl_practice_session_pick_choice (self->session, i);
}

static void
rebuild_choices (KlPracticePanel *self,
                 const KlQuestion *q)
{
  GtkWidget *child;
  GtkCheckButton *group = NULL;

  while ((child = gtk_widget_get_first_child (self->choices_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choices_box), child);
  g_ptr_array_set_size (self->choice_buttons, 0);
  if (q == NULL || q->kind != KL_ANSWER_CHOICE)
    return;
  for (guint i = 0; i < q->choices->len; i++)
    {
      GtkWidget *button = gtk_check_button_new_with_label (g_ptr_array_index (q->choices, i));
      GtkWidget *label = gtk_widget_get_last_child (button);

      /* long reasons wrap inside the pane instead of widening it */
      if (GTK_IS_LABEL (label))
        {
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
        }
      if (!q->multiple)
        {
          if (group != NULL)
            gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
          else
            group = GTK_CHECK_BUTTON (button);
        }
      g_object_set_data (G_OBJECT (button), "kl-choice", GUINT_TO_POINTER (i));
      g_signal_connect (button, "toggled", G_CALLBACK (on_choice_toggled_cb), self);
      gtk_box_append (GTK_BOX (self->choices_box), button);
      g_ptr_array_add (self->choice_buttons, button);
    }
}

/* The right answer in words, once it is revealed. */
static char *
answer_text (const KlQuestion *q)
{
  GString *s;

  switch (q->kind)
    {
    case KL_ANSWER_NUMBER:
      {
        g_autofree char *n = q->number >= 0 ? kl_format_count ((guint64) q->number)
                                            : g_strdup_printf ("%" G_GINT64_FORMAT, q->number);

        /* Translators: a practice answer revealed, a number: "The answer is 6." */
        return g_strdup_printf (_("The answer is %s."), n);
      }
    case KL_ANSWER_CHOICE:
      s = g_string_new (NULL);
      for (guint i = 0; i < q->choices->len && i < 64; i++)
        if ((q->right_choices >> i) & 1)
          {
            if (s->len > 0)
              g_string_append (s, "; ");
            g_string_append (s, g_ptr_array_index (q->choices, i));
          }
      {
        /* Translators: a practice answer revealed: the right choices */
        char *text = g_strdup_printf (_("The answer: %s."), s->str);

        g_string_free (s, TRUE);
        return text;
      }
    case KL_ANSWER_SQUARES:
    case KL_ANSWER_SQUARE:
    default:
      return g_strdup (_("The answer is marked on the board."));
    }
}

static char *
score_text (KlPracticeSession *session)
{
  KlPracticeScore score = { 0 };

  kl_practice_session_get_score (session, &score.first_try, &score.with_hints, &score.revealed);
  return kl_practice_score_describe (&score);
}

static gboolean
focus_idle_cb (gpointer user_data)
{
  KlPracticePanel *self = user_data;

  self->focus_idle = 0;
  if (self->focus_target != NULL && gtk_widget_get_visible (self->focus_target))
    gtk_widget_grab_focus (self->focus_target);
  g_clear_object (&self->focus_target);
  return G_SOURCE_REMOVE;
}

static void
update (KlPracticePanel *self)
{
  KlPracticeSession *s = self->session;
  const KlQuestion *q = s != NULL ? kl_practice_session_get_question (s) : NULL;
  KlPracticeState state = s != NULL ? kl_practice_session_get_state (s) : KL_PRACTICE_DONE;
  const KlVerdict *v = s != NULL ? kl_practice_session_get_verdict (s) : NULL;
  gboolean open = state == KL_PRACTICE_ASKING || state == KL_PRACTICE_WRONG;
  gboolean answered = state == KL_PRACTICE_RIGHT || state == KL_PRACTICE_REVEALED;
  const char *hint = s != NULL ? kl_practice_session_get_hint_text (s) : NULL;
  g_autofree char *counter = NULL, *verdict = NULL, *score = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), s != NULL);
  if (s == NULL)
    return;

  if (q != self->shown)
    {
      self->shown = q;
      rebuild_choices (self, q);
      gtk_spin_button_set_value (self->number_spin, 0);
    }
  self->syncing = TRUE;
  for (guint i = 0; i < self->choice_buttons->len; i++)
    {
      GtkCheckButton *b = g_ptr_array_index (self->choice_buttons, i);
      guint64 bit = G_GUINT64_CONSTANT (1) << i;

      gtk_check_button_set_active (b, (kl_practice_session_get_choices (s) & bit) != 0);
      gtk_widget_set_sensitive (GTK_WIDGET (b),
                                open && (kl_practice_session_get_struck (s) & bit) == 0);
    }
  self->syncing = FALSE;

  if (state == KL_PRACTICE_DONE)
    {
      counter = g_strdup (_("Practice complete"));
      score = score_text (s);
    }
  else
    /* Translators: the practice question's number; the total is not
     * shown, since it would tell how many steps the answer has */
    counter = g_strdup_printf (_("Question %u"), kl_practice_session_get_index (s) + 1);
  gtk_label_set_label (self->counter_label, counter);
  gtk_label_set_label (self->question_label, q != NULL ? q->text : score);

  gtk_widget_set_visible (GTK_WIDGET (self->number_spin), q != NULL && q->kind == KL_ANSWER_NUMBER);
  gtk_widget_set_sensitive (GTK_WIDGET (self->number_spin), open);
  gtk_widget_set_visible (self->choices_box, q != NULL && q->kind == KL_ANSWER_CHOICE);

  gtk_label_set_label (self->hint_label, hint != NULL && open ? hint : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint != NULL && open);

  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "kl-verdict-right");
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "kl-verdict-wrong");
  if (state == KL_PRACTICE_REVEALED && q != NULL)
    verdict = answer_text (q);
  else if (v != NULL)
    {
      verdict = g_strdup (v->text);
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label),
                                v->right ? "kl-verdict-right" : "kl-verdict-wrong");
    }
  gtk_label_set_label (self->verdict_label, verdict != NULL ? verdict : "");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), verdict != NULL);
  gtk_label_set_label (self->explanation_label,
                       answered && q != NULL && q->explanation != NULL ? q->explanation : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label),
                          answered && q != NULL && q->explanation != NULL && *q->explanation);

  gtk_widget_set_visible (self->hint_button, open);
  gtk_widget_set_visible (self->reveal_button, open);
  gtk_widget_set_visible (self->try_button, state == KL_PRACTICE_WRONG);
  gtk_widget_set_visible (self->check_button, state == KL_PRACTICE_ASKING);
  gtk_widget_set_visible (self->next_button, answered);
  gtk_widget_set_visible (self->restart_button, state == KL_PRACTICE_DONE);
}

static void
on_session_changed_cb (KlPracticeSession *session,
                       KlPracticePanel   *self)
{
  update (self);
}

/* Enter in the number field answers, as Enter on the board does (GTK 4.8's
 * spin button has no activate signal). */
static gboolean
on_number_key_cb (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  KlPracticePanel       *self)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  gtk_spin_button_update (self->number_spin);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.practice-submit", NULL);
  return TRUE;
}

static void
kl_practice_panel_dispose (GObject *object)
{
  KlPracticePanel *self = KL_PRACTICE_PANEL (object);

  kl_practice_panel_set_session (self, NULL);
  g_clear_handle_id (&self->focus_idle, g_source_remove);
  g_clear_object (&self->focus_target);
  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_PRACTICE_PANEL);
  G_OBJECT_CLASS (kl_practice_panel_parent_class)->dispose (object);
}

static void
kl_practice_panel_finalize (GObject *object)
{
  KlPracticePanel *self = KL_PRACTICE_PANEL (object);

  g_ptr_array_unref (self->choice_buttons);
  G_OBJECT_CLASS (kl_practice_panel_parent_class)->finalize (object);
}

static void
kl_practice_panel_class_init (KlPracticePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_practice_panel_dispose;
  object_class->finalize = kl_practice_panel_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-practice-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, box);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, counter_label);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, question_label);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, number_spin);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, choices_box);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, hint_button);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, try_button);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, check_button);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, next_button);
  gtk_widget_class_bind_template_child (widget_class, KlPracticePanel, restart_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kl_practice_panel_init (KlPracticePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->choice_buttons = g_ptr_array_new ();
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_number_key_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self->number_spin), keys);
  }
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

void
kl_practice_panel_set_session (KlPracticePanel   *self,
                               KlPracticeSession *session)
{
  g_return_if_fail (KL_IS_PRACTICE_PANEL (self));
  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  self->shown = NULL;
  rebuild_choices (self, NULL);
  if (session != NULL)
    g_signal_connect (session, "changed", G_CALLBACK (on_session_changed_cb), self);
  update (self);
}

void
kl_practice_panel_focus (KlPracticePanel *self)
{
  KlPracticeSession *s;
  const KlQuestion *q;
  KlPracticeState state;
  GtkWidget *target = NULL;

  g_return_if_fail (KL_IS_PRACTICE_PANEL (self));

  if ((s = self->session) == NULL)
    return;
  q = kl_practice_session_get_question (s);
  state = kl_practice_session_get_state (s);
  if (state == KL_PRACTICE_RIGHT || state == KL_PRACTICE_REVEALED)
    target = self->next_button;
  else if (state == KL_PRACTICE_DONE)
    target = self->restart_button;
  else if (state == KL_PRACTICE_WRONG)
    target = self->try_button;
  else if (q != NULL && q->kind == KL_ANSWER_NUMBER)
    target = GTK_WIDGET (self->number_spin);
  else if (q != NULL && q->kind == KL_ANSWER_CHOICE && self->choice_buttons->len > 0)
    target = g_ptr_array_index (self->choice_buttons, 0);
  else
    target = self->check_button;
  /* after the layout: a control just shown takes no focus before it */
  g_set_object (&self->focus_target, target);
  if (self->focus_idle == 0)
    self->focus_idle = g_idle_add (focus_idle_cb, self);
}

gboolean
kl_practice_panel_has_focus (KlPracticePanel *self)
{
  GtkRoot *root;
  GtkWidget *focus;

  g_return_val_if_fail (KL_IS_PRACTICE_PANEL (self), FALSE);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

gint64
kl_practice_panel_get_number (KlPracticePanel *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_PANEL (self), 0);
  /* what is typed counts even before the field is left */
  gtk_spin_button_update (self->number_spin);
  return (gint64) gtk_spin_button_get_value (self->number_spin);
}

const char *
kl_practice_panel_get_question_text (KlPracticePanel *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_PANEL (self), NULL);
  return gtk_label_get_label (self->question_label);
}

const char *
kl_practice_panel_get_verdict_text (KlPracticePanel *self)
{
  g_return_val_if_fail (KL_IS_PRACTICE_PANEL (self), NULL);
  return gtk_label_get_label (self->verdict_label);
}
