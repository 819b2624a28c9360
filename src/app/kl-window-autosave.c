/* kl-window-autosave.c - the window's side of autosave: a copy of the puzzle
 * on the board a moment after each edit that leaves the set modified,
 * deleted when the window closes normally or the set is saved, and, when a
 * copy is left over from a session that was killed, the offer to restore
 * it.  The copy and who wrote it belong to KlAutosave, which the
 * application shares among its windows. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-application.h"
#include "kl-window-private.h"

static KlPuzzleEntry *
entry_to_keep (KlWindow *self)
{
  KlPuzzleEntry *entry = kl_document_dup_entry (self->document);

  /* the board is what must survive: a puzzle half-way through its edit
   * (no target yet) is kept as a tour, which loads with any pieces */
  if (!kl_puzzle_entry_validate (entry, NULL))
    {
      entry->mode = KL_MODE_TOUR;
      /* a file with a path's algorithm on a tour would not load */
      if (!kl_algorithm_valid_for (entry->algorithm, entry->mode))
        entry->algorithm = KL_ALGORITHM_DEFAULT;
    }
  return entry;
}

static void
on_state_changed_cb (KlWindow *self)
{
  /* the copy from the last session stays untouched until the user answers */
  if (self->autosave == NULL || kl_autosave_is_offering (self->autosave))
    return;
  if (kl_document_get_modified (self->document))
    kl_autosave_queue (self->autosave, self, entry_to_keep (self));
  else
    /* saved, or undone back to what the file holds: nothing to lose */
    kl_autosave_release (self->autosave, self);
}

static void
on_restore_response_cb (KlWindow         *self,
                        const char       *response,
                        AdwMessageDialog *dialog)
{
  g_autoptr(KlPuzzleEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  self->restore_dialog = NULL;
  kl_autosave_end_offer (self->autosave, self);
  /* a button closes the dialog itself, adw_message_dialog_response () does not */
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (g_strcmp0 (response, "restore") != 0)
    {
      kl_autosave_discard (self->autosave);
      return;
    }
  entry = kl_autosave_load (self->autosave, &error);
  if (entry == NULL)
    {
      g_message ("Could not restore the unsaved puzzle: %s", error->message);
      kl_autosave_discard (self->autosave);
      return;
    }
  /* one undoable step; autosaved again as soon as it is in place */
  kl_document_restore_entry (self->document, entry);
}

static void
offer_restore (KlWindow *self)
{
  g_autoptr(KlPuzzleEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  entry = kl_autosave_load (self->autosave, &error);
  if (entry == NULL)
    {
      /* nothing worth offering: a copy that does not load is of no use */
      g_message ("Ignoring the unreadable autosave: %s", error->message);
      kl_autosave_discard (self->autosave);
      return;
    }
  if (!kl_autosave_begin_offer (self->autosave, self))
    return;

  body = g_strdup_printf (
    /* Translators: %d×%d is the board size, e.g. 8×8.  The size stands after "board" so that
     * no article has to agree with the number ("a 8×8" read wrong in English). */
    _("Knight Lab did not close normally while a puzzle was being edited (board %d×%d). "
      "Restore it, or discard it and keep the board shown now."),
    entry->board->width, entry->board->height);
  dialog = kl_window_new_question (self, _("Restore the unsaved puzzle?"), body,
                                   "discard", _("_Discard"), "restore", _("_Restore"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_restore_response_cb), self,
                           G_CONNECT_SWAPPED);
  self->restore_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
on_mapped_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;

  if (self->autosave != NULL && !kl_autosave_is_offering (self->autosave) &&
      !kl_autosave_has_writer (self->autosave) &&
      gtk_widget_get_mapped (GTK_WIDGET (self)) && kl_autosave_exists (self->autosave))
    offer_restore (self);
  return G_SOURCE_REMOVE;
}

static void
on_map_cb (KlWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_map_cb, NULL);
  /* once the window is up, so the question shows over it even without a
   * window manager to stack it */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, on_mapped_idle_cb, g_object_ref (self), g_object_unref);
}

/* A non-fatal problem: the editing goes on, the user should know. */
static void
on_write_failed_cb (KlWindow     *self,
                    const GError *error)
{
  if (!kl_autosave_is_pending (self->autosave))
    kl_window_toast (self, _("Could not keep a safety copy of the puzzle"), NULL, NULL, NULL);
}

static void
on_application_shutdown_cb (KlWindow *self)
{
  kl_window_autosave_finish (self);
}

/* The application's copy once the window belongs to one; until then (and
 * for windows of no application, as in the tests) one of its own. */
static void
on_application_changed_cb (KlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL || !KL_IS_APPLICATION (app))
    return;
  if (self->autosave != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->autosave, self);
      kl_autosave_release (self->autosave, self);
    }
  g_set_object (&self->autosave, kl_application_get_autosave (KL_APPLICATION (app)));
  g_signal_connect_object (self->autosave, "write-failed", G_CALLBACK (on_write_failed_cb), self,
                           G_CONNECT_SWAPPED);
  /* Quit ends the application without destroying its windows: a normal
   * end all the same */
  g_signal_connect_object (app, "shutdown", G_CALLBACK (on_application_shutdown_cb), self,
                           G_CONNECT_SWAPPED);
}

void
kl_window_autosave_init (KlWindow *self)
{
  self->autosave = kl_autosave_new (NULL);
  g_signal_connect_object (self->autosave, "write-failed", G_CALLBACK (on_write_failed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (kl_document_get_history (self->document), "changed",
                           G_CALLBACK (on_state_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "options-changed", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->document, "notify::modified", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), NULL);
  g_signal_connect (self, "notify::application", G_CALLBACK (on_application_changed_cb), NULL);
  on_application_changed_cb (self);
}

void
kl_window_autosave_finish (KlWindow *self)
{
  if (self->autosave == NULL)
    return;
  /* an unanswered offer keeps the old copy for the next start */
  if (self->restore_dialog != NULL)
    {
      GtkWidget *dialog = g_steal_pointer (&self->restore_dialog);

      kl_autosave_end_offer (self->autosave, self);
      g_signal_handlers_disconnect_by_data (dialog, self);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  g_signal_handlers_disconnect_by_data (self->autosave, self);
  kl_autosave_release (self->autosave, self);
  g_clear_object (&self->autosave);
}

KlAutosave *
kl_window_get_autosave (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->autosave;
}
