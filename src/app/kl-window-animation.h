/* kl-window-animation.h - Export Animation: the answer on the board played
 * into a GIF, a WebM video or an animated SVG on a worker thread, with the
 * progress bar and Cancel in the window meanwhile. */
#pragma once

#include "kl-animation.h"
#include "kl-export-progress.h"
#include "kl-window.h"

G_BEGIN_DECLS

/* Starts writing the answer on the board into file (its extension names
 * the format: .gif, .webm or .svg) with options, on a worker thread that
 * has its own copy of the puzzle and answer: the user may edit meanwhile.
 * FALSE and error at once when it cannot start (not a local file, no such
 * extension, no answer, an export running); else the progress bar shows
 * and, when done, a toast with Open, or the error in a dialog (not for a
 * cancel). */
gboolean          kl_window_export_animation     (KlWindow                 *self,
                                                  GFile                    *file,
                                                  const KlAnimationOptions *options,
                                                  GError                  **error);
/* TRUE while an export runs. */
gboolean          kl_window_is_exporting         (KlWindow                 *self);
/* Stops the export running (its Cancel button): the file is not written. */
void              kl_window_cancel_export        (KlWindow                 *self);
/* Exports not yet over in any window, including those of windows closed
 * while their worker stops; for the tests. */
guint             kl_window_count_exports        (void);
/* The bar along the window's foot; for the tests. */
KlExportProgress *kl_window_get_export_progress  (KlWindow                 *self);
/* The options Export Animation's dialog starts with: the remembered ones,
 * the player's speed and all the steps. */
void              kl_window_animation_defaults   (KlWindow                 *self,
                                                  KlAnimationOptions       *options,
                                                  KlAnimationFormat        *format);

G_END_DECLS
