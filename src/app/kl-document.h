/* kl-document.h - the puzzle being edited, with its undo and redo history. */
#pragma once

#include <glib-object.h>

#include "kl-puzzle-edit.h"

G_BEGIN_DECLS

#define KL_TYPE_DOCUMENT (kl_document_get_type ())

G_DECLARE_FINAL_TYPE (KlDocument, kl_document, KL, DOCUMENT, GObject)

KlDocument     *kl_document_new             (void);
const KlPuzzle *kl_document_get_puzzle      (KlDocument *self);
/* Edits between begin and end (a drag, say) undo as one step; edits made
 * outside a group each make their own step. */
void            kl_document_begin_edit      (KlDocument *self);
void            kl_document_end_edit        (KlDocument *self);
/* Blocking a square removes the pieces on it. */
gboolean        kl_document_set_blocked     (KlDocument *self,
                                             int         cell,
                                             gboolean    blocked);
/* Places the start, target or king (the tool says which) on cell. */
gboolean        kl_document_place           (KlDocument *self,
                                             KlTool      piece,
                                             int         cell);
gboolean        kl_document_toggle_knight   (KlDocument *self,
                                             int         cell);
/* Removes whatever is on cell: the wall and every piece. */
gboolean        kl_document_erase           (KlDocument *self,
                                             int         cell);
/* Moves the piece the tool names from one cell to another. */
gboolean        kl_document_move            (KlDocument *self,
                                             KlTool      piece,
                                             int         from,
                                             int         to);
/* Replaces the whole puzzle (new, clear, resize) as one undoable step. */
void            kl_document_replace         (KlDocument *self,
                                             KlPuzzle   *puzzle);
/* Replaces the whole puzzle and forgets the history (opening a file). */
void            kl_document_reset           (KlDocument *self,
                                             KlPuzzle   *puzzle);
gboolean        kl_document_can_undo        (KlDocument *self);
gboolean        kl_document_can_redo        (KlDocument *self);
guint           kl_document_get_undo_depth  (KlDocument *self);
gboolean        kl_document_undo            (KlDocument *self);
gboolean        kl_document_redo            (KlDocument *self);

G_END_DECLS
