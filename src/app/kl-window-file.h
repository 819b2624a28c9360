/* kl-window-file.h - the window's puzzle set and its file: open, save,
 * import, export and the sidebar list, as entry points the actions and the
 * tests share. */
#pragma once

#include "kl-puzzle-list.h"
#include "kl-puzzle-set.h"
#include "kl-window.h"

G_BEGIN_DECLS

/* Opens a puzzle set (or, for a file that is not a .knight file, a judge
 * input) in place of the current one, without asking about unsaved
 * changes.  On error the window is left exactly as it was and the message
 * names the file (and the puzzle and key at fault). */
gboolean           kl_window_open_file          (KlWindow  *self,
                                                 GFile     *file,
                                                 GError   **error);
/* Writes the whole set to file (atomically) and makes it the window's file. */
gboolean           kl_window_save_to_file       (KlWindow  *self,
                                                 GFile     *file,
                                                 GError   **error);
/* Opens the cases of a judge input (format detected) as a new unsaved set. */
gboolean           kl_window_import_file        (KlWindow  *self,
                                                 GFile     *file,
                                                 GError   **error);
/* Draws the board into a PNG, SVG or PDF file (by its extension): the
 * whole solution, or the animation frame on screen. */
gboolean           kl_window_export_image       (KlWindow  *self,
                                                 GFile     *file,
                                                 gboolean   whole_solution,
                                                 GError   **error);
/* Opens file after asking about unsaved changes; errors go to a dialog. */
void               kl_window_open_interactive   (KlWindow  *self,
                                                 GFile     *file);

/* The file of the set, NULL while untitled. */
GFile             *kl_window_get_file           (KlWindow  *self);
/* TRUE when the set differs from the file (or was never saved). */
gboolean           kl_window_get_modified       (KlWindow  *self);
/* Untitled and unmodified: a file opened now loses nothing. */
gboolean           kl_window_is_blank           (KlWindow  *self);
/* The set as edited, the puzzle on the board included. */
const KlPuzzleSet *kl_window_get_puzzle_set     (KlWindow  *self);
guint              kl_window_get_puzzle_index   (KlWindow  *self);
KlPuzzleList      *kl_window_get_puzzle_list    (KlWindow  *self);
/* What win.copy-solution copies; NULL while there is no answer. */
char              *kl_window_get_solution_text  (KlWindow  *self);

G_END_DECLS
