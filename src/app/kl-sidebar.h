/* kl-sidebar.h - the sidebar: the set's puzzles, the mode, the tools, the
 * board's size and the mode's options.  It shows what the window tells it
 * and reports what the user changes; the buttons and switches activate the
 * window's win.* actions. */
#pragma once

#include <gtk/gtk.h>

#include "knight.h"
#include "kl-algorithm.h"
#include "kl-puzzle-edit.h"
#include "kl-puzzle-list.h"

G_BEGIN_DECLS

#define KL_TYPE_SIDEBAR (kl_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (KlSidebar, kl_sidebar, KL, SIDEBAR, GtkWidget)

/* Signals:
 *   "leaper-changed" (int m, int n): the leaper the user picked or typed;
 *     (0, 0) while a custom one is half typed.
 *   "size-changed" (int width, int height): the board size the user set.
 *   "note-changed" (const char *note): the puzzle's note as the user types it.
 *   "algorithm-changed" (int algorithm): the KlAlgorithm the user chose. */

/* Shows mode (its row selected, its description, the tools it uses, its
 * options) with leaper; reports nothing back. */
void          kl_sidebar_show_mode        (KlSidebar *self,
                                           KlMode     mode,
                                           kn_leaper  leaper);
/* Shows mode's algorithms with algorithm (KL_ALGORITHM_DEFAULT: the
 * mode's default) chosen, and what it does; reports nothing back. */
void          kl_sidebar_show_algorithm   (KlSidebar   *self,
                                           KlMode       mode,
                                           KlAlgorithm  algorithm);
/* Shows the board's size; reports nothing back. */
void          kl_sidebar_show_size        (KlSidebar *self,
                                           int        width,
                                           int        height);
/* Shows the puzzle's note (its untranslated text, as the file has it);
 * reports nothing back. */
void          kl_sidebar_show_note        (KlSidebar  *self,
                                           const char *note);
KlPuzzleList *kl_sidebar_get_puzzle_list  (KlSidebar *self);

G_END_DECLS
