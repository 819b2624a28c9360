/* kl-history.h - the puzzle on the board, with its undo and redo history. */
#pragma once

#include <glib-object.h>

#include "kl-algorithm.h"
#include "kl-puzzle-edit.h"

G_BEGIN_DECLS

#define KL_TYPE_HISTORY (kl_history_get_type ())

G_DECLARE_FINAL_TYPE (KlHistory, kl_history, KL, HISTORY, GObject)

KlHistory     *kl_history_new             (void);
const KlPuzzle *kl_history_get_puzzle      (KlHistory *self);
/* Edits between begin and end (a drag, say) undo as one step; edits made
 * outside a group each make their own step. */
void            kl_history_begin_edit      (KlHistory *self);
void            kl_history_end_edit        (KlHistory *self);
/* Blocking a square removes the pieces on it. */
gboolean        kl_history_set_blocked     (KlHistory *self,
                                             int         cell,
                                             gboolean    blocked);
/* Places the start, target or king (the tool says which) on cell. */
gboolean        kl_history_place           (KlHistory *self,
                                             KlTool      piece,
                                             int         cell);
gboolean        kl_history_toggle_knight   (KlHistory *self,
                                             int         cell);
/* Removes whatever is on cell: the wall and every piece. */
gboolean        kl_history_erase           (KlHistory *self,
                                             int         cell);
/* Moves the piece the tool names from one cell to another. */
gboolean        kl_history_move            (KlHistory *self,
                                             KlTool      piece,
                                             int         from,
                                             int         to);
/* Replaces the whole puzzle (new, clear, resize) as one undoable step. */
void            kl_history_replace         (KlHistory *self,
                                             KlPuzzle   *puzzle);
/* Resizes the board, anchored at a1, as one undoable step; what falls off
 * is reported by the "removed" signal. */
void            kl_history_resize          (KlHistory *self,
                                             int         width,
                                             int         height);
/* The algorithm chosen for the puzzle (KL_ALGORITHM_DEFAULT: the mode's
 * default), kept with each undo step: choosing one is an undoable edit
 * ("changed" says so, like any edit). */
KlAlgorithm     kl_history_get_algorithm   (KlHistory  *self);
void            kl_history_set_algorithm   (KlHistory  *self,
                                             KlAlgorithm algorithm);
/* Replaces the whole puzzle and its algorithm and forgets the history
 * (opening a file). */
void            kl_history_reset           (KlHistory  *self,
                                             KlPuzzle   *puzzle,
                                             KlAlgorithm algorithm);
gboolean        kl_history_can_undo        (KlHistory *self);
gboolean        kl_history_can_redo        (KlHistory *self);
guint           kl_history_get_undo_depth  (KlHistory *self);
gboolean        kl_history_undo            (KlHistory *self);
gboolean        kl_history_redo            (KlHistory *self);

G_END_DECLS
