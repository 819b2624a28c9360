/* kl-window-private.h - the window's instance struct, shared by kl-window.c
 * (layout, solving, results) and kl-window-actions.c (what the user can do). */
#pragma once

#include "kl-autosave.h"
#include "kl-board.h"
#include "kl-frame-stats.h"
#include "kl-legend.h"
#include "kl-puzzle-list.h"
#include "kl-puzzle-set.h"
#include "kl-solver.h"
#include "kl-window.h"

G_BEGIN_DECLS

struct _KlWindow
{
  GtkApplicationWindow  parent_instance;

  /* template widgets */
  GtkListBox           *mode_list;
  GtkLabel             *mode_description;
  GtkToggleButton      *tool_block;
  GtkToggleButton      *tool_start;
  GtkToggleButton      *tool_target;
  GtkToggleButton      *tool_king;
  GtkToggleButton      *tool_knight;
  GtkToggleButton      *tool_eraser;
  GtkSpinButton        *width_spin;
  GtkSpinButton        *height_spin;
  GtkWidget            *leaper_row;
  GtkWidget            *custom_row;
  GtkDropDown          *leaper_dropdown;
  GtkSpinButton        *leap_m_spin;
  GtkSpinButton        *leap_n_spin;
  GtkWidget            *closed_row;
  GtkWidget            *search_row;
  GtkWidget            *options_box;
  GtkLabel             *headline_label;
  GtkLabel             *details_label;
  GtkLabel             *stats_label;
  GtkSpinner           *spinner;
  GtkWidget            *cancel_button;
  KlLegend             *legend;
  KlBoard              *board;
  GtkButton            *play_button;
  GtkAdjustment        *scrub_adjustment;
  GtkLabel             *position_label;
  GtkAdjustment        *speed_adjustment;
  GtkLabel             *speed_label;

  /* owned */
  KlHistory *history;
  GCancellable         *cancellable;  /* of the newest solve */
  char                 *mode;         /* the win.mode state */
  char                 *tool;         /* the win.tool state */

  gboolean              closed_tour;
  gboolean              show_search;
  gboolean              solving;
  guint                 busy_source;  /* shows the spinner once a solve is slow */
  gint64                solve_started;
  guint                 pending;      /* solves whose callback has not run */
  guint                 tick_id;
  gint64                last_tick;
  gboolean              playing;
  gboolean              syncing;      /* updating widgets from state: ignore their signals */

  /* the puzzle set and its file (kl-window-file.c) */
  KlPuzzleList         *puzzle_list;     /* template widget */
  GMenu                *recent_menu;     /* template object: the Open Recent items */
  KlPuzzleSet          *set;             /* owned: as edited; the board's entry kept current */
  KlPuzzleSet          *saved_set;       /* owned: as last opened or saved; NULL: never saved */
  GFile                *file;            /* owned: NULL while untitled */
  GSettings            *file_settings;   /* owned: last-directory */
  guint                 current_puzzle;  /* the entry on the board */
  gboolean              modified;
  gboolean              applying_entry;  /* putting an entry on the board: not an edit */
  gboolean              close_confirmed;
  char                 *suggested_name;  /* owned: Save As's name for an imported set */

  /* preferences and autosave (kl-window-settings.c, kl-window-autosave.c) */
  GSettings            *settings;        /* owned */
  KlAutosave           *autosave;        /* owned */
  GtkWidget            *restore_dialog;  /* the open offer to restore, or NULL */
  KlFrameStats         *frame_stats;     /* owned: NULL unless KNIGHT_LAB_FRAME_STATS=1 */
};

void kl_window_class_install_actions (GtkWidgetClass *widget_class);
void kl_window_update_actions        (KlWindow       *self);
void kl_window_queue_solve           (KlWindow       *self);
void kl_window_play                  (KlWindow       *self,
                                      gboolean        play);
void kl_window_seek                  (KlWindow       *self,
                                      double          frame);
void kl_window_sync_mode             (KlWindow       *self);
kn_leaper kl_window_get_leaper       (KlWindow       *self);
void kl_window_set_leaper            (KlWindow       *self,
                                      kn_leaper       leaper);

/* kl-window-settings.c: binds the preferences; before the mode is first synced */
void kl_window_settings_init         (KlWindow       *self);
void kl_window_settings_dispose      (KlWindow       *self);
/* kl-window-autosave.c: finish deletes the copy (a normal end) */
void kl_window_autosave_init         (KlWindow       *self);
void kl_window_autosave_finish       (KlWindow       *self);

/* kl-window-file.c */
void kl_window_file_class_init       (GtkWidgetClass *widget_class);
void kl_window_file_init             (KlWindow       *self);
void kl_window_file_dispose          (KlWindow       *self);
void kl_window_file_finalize         (KlWindow       *self);

G_END_DECLS
