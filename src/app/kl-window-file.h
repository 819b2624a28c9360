/* kl-window-file.h - what the window does with files beyond its actions:
 * entry points the application and the tests share. */
#pragma once

#include "kl-picture.h"
#include "kl-puzzle-list.h"
#include "kl-window.h"

G_BEGIN_DECLS

/* Opens file in place of the set after asking about unsaved changes; a
 * judge input gets the offer to import it, other errors a dialog. */
void          kl_window_open_interactive  (KlWindow  *self,
                                           GFile     *file);
/* Draws the board into a PNG, SVG or PDF file (by its extension): the
 * whole solution, or the animation frame on screen; a toast says so. */
gboolean      kl_window_export_image      (KlWindow  *self,
                                           GFile     *file,
                                           gboolean   whole_solution,
                                           GError   **error);
/* The same with options: the headline, the legend and the step's sentence
 * drawn with the board (KlPictureOptions' width is the picture's). */
gboolean      kl_window_export_picture    (KlWindow               *self,
                                           GFile                  *file,
                                           gboolean                whole_solution,
                                           const KlPictureOptions *options,
                                           GError                **error);
KlPuzzleList *kl_window_get_puzzle_list   (KlWindow  *self);
/* What win.copy-solution copies; NULL while there is no answer. */
char         *kl_window_get_solution_text (KlWindow  *self);
/* The puzzle on the board as the .knight text Copy Puzzle puts on the
 * clipboard (a set of that one puzzle); NULL with the reason when a file
 * could not hold it (a path without its target...).  g_free it. */
char         *kl_window_dup_puzzle_text   (KlWindow  *self,
                                           GError   **error);

G_END_DECLS
