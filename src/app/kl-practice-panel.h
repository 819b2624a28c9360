/* kl-practice-panel.h - the question card above the step panel: the open
 * practice question, the number or the choices it asks for, the verdict
 * with the narration's explanation, hints, and the score at the end.  Its
 * buttons activate the window's win.practice-* actions. */
#pragma once

#include <gtk/gtk.h>

#include "kl-practice-session.h"

G_BEGIN_DECLS

#define KL_TYPE_PRACTICE_PANEL (kl_practice_panel_get_type ())

G_DECLARE_FINAL_TYPE (KlPracticePanel, kl_practice_panel, KL, PRACTICE_PANEL, GtkWidget)

/* Follows session (a reference is kept); NULL shows nothing. */
void        kl_practice_panel_set_session (KlPracticePanel   *self,
                                           KlPracticeSession *session);
/* The keyboard was in the card (a control of it has the focus). */
gboolean    kl_practice_panel_has_focus   (KlPracticePanel   *self);
/* Gives the focus to what moves the practice on from here: the number
 * field, the first choice, Check, Try Again, Next (once laid out). */
void        kl_practice_panel_focus       (KlPracticePanel   *self);
/* The number typed, for a number question. */
gint64      kl_practice_panel_get_number  (KlPracticePanel   *self);
/* What the card says, for the tests and the board's description. */
const char *kl_practice_panel_get_question_text (KlPracticePanel *self);
const char *kl_practice_panel_get_verdict_text  (KlPracticePanel *self);

G_END_DECLS
