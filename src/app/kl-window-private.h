/* kl-window-private.h - the window's instance struct, shared by the files
 * that make up the window: kl-window.c (the class, layout, sidebar),
 * kl-window-solve.c (solving and the results), kl-window-player.c (the
 * player), kl-window-actions.c (what the user can do), kl-window-file.c
 * (files and the unsaved-changes question), kl-window-export.c,
 * kl-window-animation.c, kl-window-autosave.c, kl-window-settings.c,
 * kl-window-lessons.c, kl-window-present.c (present mode) and
 * kl-window-clipboard.c.
 * Nothing outside these
 * files includes it. */
#pragma once

#include <adwaita.h>

#include "kl-autosave.h"
#include "kl-board.h"
#include "kl-compare-view.h"
#include "kl-document.h"
#include "kl-export-progress.h"
#include "kl-frame-stats.h"
#include "kl-legend.h"
#include "kl-player.h"
#include "kl-note-view.h"
#include "kl-player-bar.h"
#include "kl-practice-panel.h"
#include "kl-practice-scores.h"
#include "kl-practice-session.h"
#include "kl-window-lessons.h"
#include "kl-results-view.h"
#include "kl-sidebar.h"
#include "kl-puzzle-list.h"
#include "kl-solution.h"
#include "kl-solver.h"
#include "kl-step-panel.h"
#include "kl-window.h"

G_BEGIN_DECLS

typedef struct _KlAnimationJob KlAnimationJob;

struct _KlWindow
{
  AdwApplicationWindow  parent_instance;

  /* template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkLabel             *narrow_title;     /* in its place where it does not fit */
  AdwFlap              *sidebar_flap;
  GtkWidget            *sidebar_button;
  AdwFlap              *explain_flap;
  KlStepPanel          *step_panel;
  KlPracticePanel      *practice_panel;
  KlNoteView           *note_view;
  GtkWidget            *practice_button;
  KlMark                legend_marks[KL_N_MARKS]; /* what the step panel's legend lists */
  guint                 n_legend_marks;
  KlBoard              *board;
  GtkStack             *board_stack;
  KlCompareView        *compare_view;
  GtkWidget            *compare_button;
  KlPlayerBar          *player_bar;
  KlResultsView        *results;
  KlSidebar            *sidebar_content;
  GMenu                *recent_menu;
  GtkWidget            *header_bar;
  GtkWidget            *results_separator;
  GtkWidget            *present_bar;      /* present mode's: the caption and two buttons */
  GtkLabel             *present_caption;
  GtkToggleButton      *present_contrast_button;

  /* owned */
  KlDocument           *document;
  KlSolver             *solver;           /* solves the puzzle on the board */
  KlPlayer             *player;           /* plays its frames on the board */
  char                 *tool;             /* the win.tool state */
  GSettings            *settings;         /* NULL without a schema */
  KlAutosave           *autosave;         /* shared with the application's other windows */
  GtkWidget            *restore_dialog;   /* the open offer to restore, or NULL */
  KlFrameStats         *frame_stats;      /* NULL unless KNIGHT_LAB_FRAME_STATS=1 */

  gboolean              show_search;
  gboolean              show_tree;
  gboolean              show_costs;
  gboolean              comparing;        /* two algorithms side by side (win.compare) */
  gboolean              syncing;          /* updating widgets from state: ignore their signals */
  gboolean              close_confirmed;
  guint                 folded_idle;      /* applies a fold after the layout */
  gboolean              panel_beside;     /* wide enough for the step panel beside the board
                                           * and the sidebar */
  gboolean              panel_under;      /* so narrow the step panel goes under the board */
  gboolean              panel_beside_applied; /* panel_beside as the flaps were last set */
  guint                 panel_idle;       /* applies panel_beside after the layout */
  AdwToast             *last_toast;       /* weak: the newest toast until it goes */

  /* practice (kl-window-practice.c) */
  gboolean              practice_on;      /* the puzzle is practised (its file's Practice=) */
  KlPracticeSession    *practice;         /* the questions of the answer shown, or NULL */
  guint                 practice_limit;   /* the last frame earned; G_MAXUINT: no limit */
  gboolean              practice_recorded; /* the score of the finished practice is kept */
  gboolean              notes_seen;       /* the note pane was brought into view once */
  guint                 practice_shown;   /* the question the narrow pane was last set for */

  /* present mode (kl-window-present.c) */
  gboolean              presenting;
  gboolean              high_contrast;    /* asked for here (the desktop may ask too) */
  gboolean              was_fullscreened;
  GtkEventController   *present_keys;     /* the window's: runs only while presenting */
  GtkCssProvider       *caption_css;      /* the caption's type size, by the window's height */
  int                   caption_px;
  guint                 caption_idle;
  guint                 pointer_idle;     /* hides the pointer once it rests */
  double                pointer_x, pointer_y;
  struct
  {
    gboolean sidebar_revealed;
    gboolean sidebar_locked;
    gboolean explain_revealed;
    gboolean maximized;
    gboolean fullscreen;
    gboolean fit;
    double   cell, x, y;
  }                     before;           /* the layout present mode restores */

  /* the clipboard (kl-window-clipboard.c) */
  GCancellable         *paste_cancellable; /* of the paste reading or parsing */
  KlPuzzleSet          *pasted;           /* the last paste, which its toast can undo, or NULL */
  guint                 paste_at;         /* where it went in the set */
  guint                 paste_from;       /* the puzzle on the board before */
  gboolean              pasting;          /* the set changes by a paste or its undo */

  /* Export Animation (kl-window-animation.c) */
  KlExportProgress     *export_progress;  /* template widget: the bar with Cancel */
  KlAnimationJob       *exporting;        /* the export running, or NULL */
};

/* kl-window-actions.c */
void kl_window_class_install_actions (GtkWidgetClass *widget_class);
void kl_window_update_actions        (KlWindow       *self);

/* kl-window.c */
/* The legend in the step panel follows what the board draws. */
void kl_window_update_legend         (KlWindow       *self);
/* The same, only when the frame shown changes what the legend lists. */
void kl_window_update_legend_marks   (KlWindow       *self);
/* A toast; button_label and action (with target, may be NULL) add a button. */
void kl_window_toast                 (KlWindow       *self,
                                      const char     *title,
                                      const char     *button_label,
                                      const char     *action,
                                      GVariant       *target);
/* A question over the window with a safe answer (Escape's too) and a
 * suggested one (Enter's); the caller connects "response" and presents it. */
GtkWidget *kl_window_new_question    (KlWindow       *self,
                                      const char     *heading,
                                      const char     *body,
                                      const char     *safe,
                                      const char     *safe_label,
                                      const char     *suggested,
                                      const char     *suggested_label);
/* An error the user must read: a message dialog over the window. */
void kl_window_show_error            (KlWindow       *self,
                                      const char     *primary,
                                      const GError   *error);

/* kl-window-solve.c */
void kl_window_solve_init            (KlWindow       *self);
void kl_window_solve_dispose         (KlWindow       *self);
/* Solves the puzzle on the board in the background, cancelling the solve
 * running; the answer is shown when it comes. */
void kl_window_queue_solve           (KlWindow       *self);
/* The options the puzzle on the board is solved with (its algorithm's). */
void kl_window_solve_options         (KlWindow       *self,
                                      KlSolveOptions *options);
/* Stops the running solve and drops the answer: the options ask for none,
 * and the results say why. */
void kl_window_refuse_solve          (KlWindow       *self,
                                      const char     *headline,
                                      const char     *details);

/* kl-window-player.c */
void kl_window_player_class_init     (GtkWidgetClass *widget_class);
void kl_window_player_init           (KlWindow       *self);
void kl_window_player_dispose        (KlWindow       *self);
void kl_window_player_update_actions (KlWindow       *self);
void kl_window_play                  (KlWindow       *self,
                                      gboolean        play);
void kl_window_seek                  (KlWindow       *self,
                                      double          frame);
/* The position, the play button and the details follow the frame on the board. */
void kl_window_update_player         (KlWindow       *self);
/* The answer on the board (or its other view, with or without the search)
 * shown whole: its steps in the step panel, the jumps, the legend and the
 * player follow. */
void kl_window_show_frames           (KlWindow       *self);

/* kl-window-practice.c */
void kl_window_practice_class_init   (GtkWidgetClass *widget_class);
void kl_window_practice_init         (KlWindow       *self);
void kl_window_practice_dispose      (KlWindow       *self);
void kl_window_practice_update_actions (KlWindow     *self);
/* Practice starts over on the answer on the board (a new one, or another
 * view of it). */
void kl_window_practice_rebuild      (KlWindow       *self);
/* The board, the player, the results and the step panel follow the session. */
void kl_window_practice_sync         (KlWindow       *self);
/* Shows or hides the step panel's pane once the window is laid out; FALSE
 * (nothing done) before. */
gboolean kl_window_reveal_side_pane  (KlWindow       *self,
                                      gboolean        reveal);
/* The note pane shows the lesson's and the puzzle's notes. */
void kl_window_update_notes          (KlWindow       *self);
/* Keeps the learner's score of a finished practice (GSettings). */
void kl_window_practice_record       (KlWindow       *self);
/* The frame the board may show, and how many the player may reach. */
double kl_window_practice_clamp      (KlWindow       *self,
                                      double          frame);
guint kl_window_practice_frames      (KlWindow       *self);

/* kl-window-settings.c: binds the preferences; before the mode is first synced */
void kl_window_settings_init         (KlWindow       *self);
void kl_window_settings_dispose      (KlWindow       *self);
/* kl-window-autosave.c: finish deletes the copy (a normal end) */
void kl_window_autosave_init         (KlWindow       *self);
void kl_window_autosave_finish       (KlWindow       *self);

/* kl-window-file.c */
void kl_window_file_class_init       (GtkWidgetClass *widget_class);
void kl_window_file_init             (KlWindow       *self);
/* A modal file chooser over the window, in the folder of its file or the
 * one used last. */
GtkFileChooserNative *kl_window_new_chooser (KlWindow             *self,
                                             const char           *title,
                                             GtkFileChooserAction  action,
                                             const char           *accept);
/* name with extension in place of the one it has (or added); g_free it. */
char *kl_window_with_extension       (const char     *name,
                                      const char     *extension);
/* The unsaved-changes question before the set is replaced: finish gives
 * the window (a new reference) when the set may go, NULL when the user
 * cancelled or the window is gone. */
void kl_window_confirm_async         (KlWindow            *self,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
KlWindow *kl_window_confirm_finish   (GAsyncResult        *result);

/* kl-window-export.c */
void kl_window_export_class_init     (GtkWidgetClass *widget_class);

/* kl-window-present.c */
void kl_window_present_class_init    (GtkWidgetClass *widget_class);
void kl_window_present_init          (KlWindow       *self);
void kl_window_present_dispose       (KlWindow       *self);
/* The caption says what the frame on the board shows. */
void kl_window_present_update_caption (KlWindow      *self);
/* The caption's type follows the window's height. */
void kl_window_present_allocate      (KlWindow       *self,
                                      int             height);

/* kl-window-clipboard.c: Copy Puzzle, Paste Puzzle */
void kl_window_clipboard_class_init  (GtkWidgetClass *widget_class);
void kl_window_clipboard_init        (KlWindow       *self);
void kl_window_clipboard_dispose     (KlWindow       *self);

/* kl-window-animation.c */
void kl_window_animation_class_init  (GtkWidgetClass *widget_class);
void kl_window_animation_init        (KlWindow       *self);
void kl_window_animation_dispose     (KlWindow       *self);
void kl_window_animation_update_actions (KlWindow    *self);

/* kl-window-lessons.c */
void kl_window_lessons_class_init    (GtkWidgetClass *widget_class);

G_END_DECLS
