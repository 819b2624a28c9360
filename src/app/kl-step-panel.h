/* kl-step-panel.h - the panel beside the board that says, frame by frame,
 * what the algorithm just did: the step's sentences, the pseudocode with
 * the line it executes, Camelot's table of pieces, and what an inspected
 * square shows. */
#pragma once

#include <adwaita.h>

#include "kl-board-render.h"
#include "kl-explain.h"
#include "kl-structure-view.h"

G_BEGIN_DECLS

#define KL_TYPE_STEP_PANEL (kl_step_panel_get_type ())

G_DECLARE_FINAL_TYPE (KlStepPanel, kl_step_panel, KL, STEP_PANEL, GtkWidget)

/* Shows explain's steps (a reference is kept), or, with NULL, a page that
 * says why there is nothing to explain (why: a sentence, or NULL). */
void        kl_step_panel_set_explain      (KlStepPanel *self,
                                            KlExplain   *explain,
                                            const char  *why);
/* Shows no steps but why there is no answer: title, a sentence, and the
 * legend of the evidence on the board. */
void        kl_step_panel_set_reason       (KlStepPanel *self,
                                            const char  *title,
                                            const char  *text);
/* The step of frame index (clamped to the last). */
void        kl_step_panel_set_frame        (KlStepPanel *self,
                                            guint        index);
/* The legend: every mark view's mode and answer draw, each drawn as on
 * the board and said in words. */
void        kl_step_panel_set_legend       (KlStepPanel       *self,
                                            const KlBoardView *view);
/* What square cell shows (-1: the hint for pointing at one). */
void        kl_step_panel_set_inspect      (KlStepPanel *self,
                                            int          cell);

/* Practice: no step count, no table of pieces, no inspection; with
 * question_open, no narration either (the question card says what to do). */
void        kl_step_panel_set_practice     (KlStepPanel *self,
                                            gboolean     practising,
                                            gboolean     question_open);
/* The strip under the step's sentence: the queue or the stack the step
 * works on (the window points its chips out on the board). */
KlStructureView *kl_step_panel_get_structure_view (KlStepPanel *self);
/* What the panel shows, for the tests and the window's results line. */
const char *kl_step_panel_get_text         (KlStepPanel *self);
const char *kl_step_panel_get_inspect_text (KlStepPanel *self);
/* The title over the pseudocode: the explanation's (which algorithm). */
const char *kl_step_panel_get_algorithm_title (KlStepPanel *self);
/* The highlighted pseudocode line, or -1. */
int         kl_step_panel_get_current_line (KlStepPanel *self);
guint       kl_step_panel_get_frame        (KlStepPanel *self);

G_END_DECLS
