/* kl-autosave.h - keeps a copy of the puzzle being edited on disk, a moment
 * after each edit, so a killed Knight Lab loses nothing. */
#pragma once

#include <glib-object.h>

#include "kl-puzzle-set.h"

G_BEGIN_DECLS

/* How long after the last edit the copy is written. */
#define KL_AUTOSAVE_DELAY_MS 2000

#define KL_TYPE_AUTOSAVE (kl_autosave_get_type ())

G_DECLARE_FINAL_TYPE (KlAutosave, kl_autosave, KL, AUTOSAVE, GObject)

/* g_get_user_state_dir ()/knight-lab/autosave.knight; g_free it. */
char          *kl_autosave_default_path (void);
/* path NULL: the default path, looked up now. */
KlAutosave    *kl_autosave_new          (const char     *path);
const char    *kl_autosave_get_path     (KlAutosave     *self);
void           kl_autosave_set_delay    (KlAutosave     *self,
                                         guint           delay_ms);
/* Takes ownership of entry and writes it delay_ms after the last call
 * (each call restarts the wait); owner (a window) becomes the writer. */
void           kl_autosave_queue        (KlAutosave     *self,
                                         gpointer        owner,
                                         KlPuzzleEntry  *entry);
gboolean       kl_autosave_is_pending   (KlAutosave     *self);
/* Writes a queued entry now (a .knight file, atomically); TRUE when there was
 * nothing to write or it was written. */
gboolean       kl_autosave_flush        (KlAutosave     *self,
                                         GError        **error);
gboolean       kl_autosave_exists       (KlAutosave     *self);
/* The puzzle in the file; free it with kl_puzzle_entry_free. */
KlPuzzleEntry *kl_autosave_load         (KlAutosave     *self,
                                         GError        **error);
/* Forgets a queued entry and deletes the file: the work is safe elsewhere,
 * or the user let it go. */
void           kl_autosave_discard      (KlAutosave     *self);

/* One copy serves all the windows of an application.  release: owner is
 * done (saved, or closed normally): the copy goes if owner wrote it last,
 * and an offer it made ends. */
void           kl_autosave_release      (KlAutosave     *self,
                                         gpointer        owner);
gboolean       kl_autosave_has_writer   (KlAutosave     *self);
/* The offer to restore a copy left by a session that was killed: TRUE when
 * owner may make it (a copy exists, nobody wrote since and nobody else is
 * offering it); the copy stays untouched until end_offer. */
gboolean       kl_autosave_begin_offer  (KlAutosave     *self,
                                         gpointer        owner);
void           kl_autosave_end_offer    (KlAutosave     *self,
                                         gpointer        owner);
gboolean       kl_autosave_is_offering  (KlAutosave     *self);

G_END_DECLS
