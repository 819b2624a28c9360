/* kl-window.h - the Knight Lab main window: sidebar, board, results, player. */
#pragma once

#include <gtk/gtk.h>

#include "kl-autosave.h"
#include "kl-board.h"
#include "kl-history.h"

G_BEGIN_DECLS

#define KL_TYPE_WINDOW (kl_window_get_type ())

G_DECLARE_FINAL_TYPE (KlWindow, kl_window, KL, WINDOW, GtkApplicationWindow)

KlWindow   *kl_window_new           (GtkApplication *application);
KlBoard    *kl_window_get_board     (KlWindow       *self);
KlHistory *kl_window_get_history  (KlWindow       *self);
/* TRUE while a solve runs in the background. */
gboolean    kl_window_is_solving    (KlWindow       *self);
/* The results text as shown: headline, details and statistics. */
const char *kl_window_get_headline  (KlWindow       *self);
const char *kl_window_get_details   (KlWindow       *self);
gboolean    kl_window_is_playing    (KlWindow       *self);
/* The copy of the edited puzzle kept on disk; NULL once the window closed. */
KlAutosave *kl_window_get_autosave  (KlWindow       *self);

G_END_DECLS
