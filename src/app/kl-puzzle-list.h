/* kl-puzzle-list.h - the sidebar list of the puzzles of the open set. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_PUZZLE_LIST (kl_puzzle_list_get_type ())

G_DECLARE_FINAL_TYPE (KlPuzzleList, kl_puzzle_list, KL, PUZZLE_LIST, GtkWidget)

/* Replaces the rows with titles (NULL-terminated). */
void     kl_puzzle_list_set_titles   (KlPuzzleList       *self,
                                      const char *const  *titles);
guint    kl_puzzle_list_get_n_items  (KlPuzzleList       *self);
const char *kl_puzzle_list_get_title (KlPuzzleList       *self,
                                      guint               index);
/* Selects the row of the puzzle on the board (no action is activated). */
void     kl_puzzle_list_select       (KlPuzzleList       *self,
                                      guint               index);

G_END_DECLS
