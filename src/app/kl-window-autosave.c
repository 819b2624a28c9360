/* kl-window-autosave.c - the window's side of autosave: a copy of the puzzle
 * a moment after each edit, deleted when the window closes normally, and,
 * when a copy is left over from a session that was killed, the offer to
 * restore it. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-window-file.h"
#include "kl-window-private.h"

/* There is one copy for the application (windows opened from files share
 * it): it holds the puzzle edited last, it is offered back by one window at
 * a time, and only the window that wrote it last deletes it on closing. */
static KlWindow *last_writer;
static KlWindow *offering;

static KlPuzzleEntry *
current_entry (KlWindow *self)
{
  KlPuzzleEntry *entry = kl_puzzle_entry_new (kl_mode_parse (self->mode),
                                              kl_puzzle_copy (kl_history_get_puzzle (self->history)));

  entry->leaper = kl_window_get_leaper (self);
  entry->closed = self->closed_tour;
  /* the board is what must survive: a puzzle half-way through its edit
   * (no target yet, a leaper of (0, 0)) is kept as a tour, which loads
   * with any pieces */
  if (!kn_leaper_valid (entry->leaper))
    entry->leaper = KN_KNIGHT;
  if (!kl_puzzle_entry_validate (entry, NULL))
    entry->mode = KL_MODE_TOUR;
  return entry;
}

static void
apply_entry (KlWindow            *self,
             const KlPuzzleEntry *entry)
{
  kl_window_set_leaper (self, entry->leaper);
  g_object_set (self, "closed-tour", entry->closed, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.mode", "s", kl_mode_to_string (entry->mode));
  /* one undoable step, like opening a file */
  kl_history_replace (self->history, kl_puzzle_copy (entry->board));
}

/* Called after kl-window-file.c has taken in the change (it connected
 * first), so the unsaved mark is current. */
static void
on_state_changed_cb (KlWindow *self)
{
  /* the copy from the last session stays untouched until the user answers */
  if (self->autosave == NULL || offering != NULL)
    return;
  if (kl_window_get_modified (self))
    {
      last_writer = self;
      kl_autosave_queue (self->autosave, current_entry (self));
    }
  else if (last_writer == self)
    {
      /* saved, or undone back to what the file holds: nothing to lose */
      kl_autosave_discard (self->autosave);
      last_writer = NULL;
    }
}

static void
on_restore_response_cb (KlWindow  *self,
                        int        response,
                        GtkDialog *dialog)
{
  g_autoptr(KlPuzzleEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  self->restore_dialog = NULL;
  offering = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (response != GTK_RESPONSE_ACCEPT)
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
  /* the restored puzzle is autosaved again as soon as it is in place */
  apply_entry (self, entry);
}

static void
offer_restore (KlWindow *self)
{
  g_autoptr(KlPuzzleEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog, *button;

  entry = kl_autosave_load (self->autosave, &error);
  if (entry == NULL)
    {
      /* nothing worth offering: a copy that does not load is of no use */
      g_message ("Ignoring the unreadable autosave: %s", error->message);
      kl_autosave_discard (self->autosave);
      return;
    }

  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Restore the unsaved puzzle?"));
  gtk_message_dialog_format_secondary_text (
    GTK_MESSAGE_DIALOG (dialog),
    /* Translators: %d×%d is the board size, e.g. 8×8 */
    _("Knight Lab did not close normally while a %d×%d puzzle was being edited. "
      "Restore it, or discard it and keep the board shown now."),
    entry->board->width, entry->board->height);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Restore"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_restore_response_cb), self,
                           G_CONNECT_SWAPPED);
  self->restore_dialog = dialog;
  offering = self;
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
on_mapped_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;

  if (self->autosave != NULL && offering == NULL && last_writer == NULL &&
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

static void
on_application_shutdown_cb (KlWindow *self)
{
  kl_window_autosave_finish (self);
}

static void
on_application_changed_cb (KlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  /* Quit ends the application without destroying its windows: a normal
   * end all the same */
  if (app != NULL)
    g_signal_connect_object (app, "shutdown", G_CALLBACK (on_application_shutdown_cb), self,
                             G_CONNECT_SWAPPED);
}

void
kl_window_autosave_init (KlWindow *self)
{
  self->autosave = kl_autosave_new (NULL);
  /* edits of the board, the mode and the options, as the unsaved mark sees
   * them; a save changes the title */
  g_signal_connect_object (self->history, "changed", G_CALLBACK (on_state_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::mode", G_CALLBACK (on_state_changed_cb), NULL);
  g_signal_connect (self, "notify::closed-tour", G_CALLBACK (on_state_changed_cb), NULL);
  g_signal_connect_object (self->leaper_dropdown, "notify::selected", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->leap_m_spin, "value-changed", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->leap_n_spin, "value-changed", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::title", G_CALLBACK (on_state_changed_cb), NULL);
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
      gtk_window_destroy (GTK_WINDOW (self->restore_dialog));
      self->restore_dialog = NULL;
      offering = NULL;
    }
  else if (last_writer == self)
    {
      kl_autosave_discard (self->autosave);
      last_writer = NULL;
    }
  g_clear_object (&self->autosave);
}

KlAutosave *
kl_window_get_autosave (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->autosave;
}
