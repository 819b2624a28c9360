/* kl-window.h - the Knight Lab main window: it presents a KlDocument (the
 * puzzle set and its file) with the sidebar, the board, the results and the
 * player. */
#pragma once

#include <adwaita.h>

#include "kl-autosave.h"
#include "kl-board.h"
#include "kl-compare-view.h"
#include "kl-document.h"
#include "kl-player-bar.h"
#include "kl-practice-panel.h"
#include "kl-practice-session.h"
#include "kl-step-panel.h"

G_BEGIN_DECLS

#define KL_TYPE_WINDOW (kl_window_get_type ())

G_DECLARE_FINAL_TYPE (KlWindow, kl_window, KL, WINDOW, AdwApplicationWindow)

KlWindow   *kl_window_new           (GtkApplication *application);
KlBoard    *kl_window_get_board     (KlWindow       *self);
/* The puzzle set the window shows; the same object for the window's life. */
KlDocument *kl_window_get_document  (KlWindow       *self);
/* The puzzle on the board and its undo history (the document's). */
KlHistory  *kl_window_get_history   (KlWindow       *self);
/* TRUE while a solve runs in the background. */
gboolean    kl_window_is_solving    (KlWindow       *self);
/* The results text as shown: headline, details and statistics. */
const char *kl_window_get_headline  (KlWindow       *self);
const char *kl_window_get_details   (KlWindow       *self);
gboolean    kl_window_is_playing    (KlWindow       *self);
/* The player's speed in steps a second. */
double      kl_window_get_speed     (KlWindow       *self);
void        kl_window_set_speed     (KlWindow       *self,
                                     double          steps_per_second);
/* The copy of the edited puzzle kept on disk; NULL once the window closed. */
KlAutosave *kl_window_get_autosave  (KlWindow       *self);
/* The newest toast the window showed, until it is dismissed; NULL else. */
AdwToast   *kl_window_get_last_toast (KlWindow      *self);
/* The panel that explains the frame on the board. */
KlStepPanel *kl_window_get_step_panel (KlWindow     *self);
KlPlayerBar *kl_window_get_player_bar (KlWindow     *self);
/* The explanation of the frames the board shows (a tour's search when
 * "Show the search" is on); NULL without an answer.  Borrowed. */
KlExplain  *kl_window_get_explain   (KlWindow       *self);
/* Practice (F7): the learner predicts each step before it is shown.  On
 * and off for the puzzle on the board (saved in its file as Practice=). */
void        kl_window_set_practice  (KlWindow       *self,
                                     gboolean        on);
/* TRUE while questions remain open (the answer is partly kept back). */
gboolean    kl_window_is_practising (KlWindow       *self);
/* The session of the answer shown (NULL when practice is off or there is
 * nothing to ask), and its question card. */
KlPracticeSession *kl_window_get_practice (KlWindow *self);
KlPracticePanel   *kl_window_get_practice_panel (KlWindow *self);
/* The notes shown above the step panel: the lesson's and the puzzle's, in
 * the user's language (for the tests); g_free it. */
char       *kl_window_dup_notes_text (KlWindow      *self);
/* Compare mode (Ctrl+M): two algorithms side by side, stepped together. */
gboolean    kl_window_get_comparing (KlWindow       *self);
/* On or off; refused (FALSE) where the mode has one algorithm or the
 * puzzle is practised. */
gboolean    kl_window_set_comparing (KlWindow       *self,
                                     gboolean        comparing);
KlCompareView *kl_window_get_compare_view (KlWindow *self);
/* Present mode (F11): full screen, only the board, the step sentence in
 * large type and the player; Escape leaves, and the layout is as before. */
void        kl_window_set_presenting (KlWindow      *self,
                                      gboolean       presenting);
gboolean    kl_window_get_presenting (KlWindow      *self);
/* The board's high-contrast palette while presenting, asked for by the user
 * (the desktop's high-contrast setting turns it on everywhere). */
void        kl_window_set_high_contrast (KlWindow   *self,
                                         gboolean    high_contrast);
gboolean    kl_window_get_high_contrast (KlWindow   *self);
/* The step sentence as present mode shows it (for the tests). */
const char *kl_window_get_present_caption (KlWindow *self);
/* The sidebar is folded away (a narrow window) and shown on demand. */
gboolean    kl_window_get_folded    (KlWindow       *self);

G_END_DECLS
