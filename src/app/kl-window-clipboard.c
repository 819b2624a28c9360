/* kl-window-clipboard.c - puzzles on the clipboard: Copy Puzzle puts the
 * puzzle on the board there as .knight text, Paste Puzzle adds the
 * puzzles of such a text (or of a judge input) to the set after it, and
 * the toast that says so can take the paste back. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document-io.h"
#include "kl-window-file.h"
#include "kl-window-private.h"

/* ------------------------------------------------------------ helpers */

/* Forgets the paste the toast offered to undo. */
static void
forget_paste (KlWindow *self)
{
  g_clear_pointer (&self->pasted, kl_puzzle_set_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-paste", FALSE);
}

/* A toast in the window's queue.  A short one (a copy's) lets the next
 * (the paste right after it) show soon: dismissing the toast showing
 * instead crashes libadwaita 1.2 when it is still sliding in. */
static void
toast_now (KlWindow   *self,
           const char *title,
           const char *button_label,
           const char *action,
           guint       timeout)
{
  kl_window_toast (self, title, button_label, action, NULL);
  if (timeout != 0 && self->last_toast != NULL)
    adw_toast_set_timeout (self->last_toast, timeout);
}

/* A paste that could not happen: the window says why and nothing changes. */
static void
refuse_paste (KlWindow   *self,
              const char *why)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
  toast_now (self, why, NULL, NULL, 0);
}

static gboolean
is_blank (const char *text)
{
  for (const char *p = text; *p; p++)
    if (!g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

/* --------------------------------------------------------------- copy */

static void
copy_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  text = kl_window_dup_puzzle_text (self, &error);
  if (text == NULL)
    {
      kl_window_show_error (self, _("Could not copy the puzzle"), error);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast_now (self, _("Puzzle copied"), NULL, NULL, 2);
}

/* -------------------------------------------------------------- paste */

/* The text parsed off the main thread: a clipboard may hold a lot. */
static void
parse_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  const char *text = task_data;
  GError *error = NULL;
  /* Translators: what a pasted text is called in messages ("Clipboard: line 3: ...") */
  KlPuzzleSet *set = kl_document_parse_text (text, strlen (text), _("Clipboard"), &error);

  if (set == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, set, (GDestroyNotify) kl_puzzle_set_free);
}

static void
on_parsed_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  KlWindow *self = KL_WINDOW (source);
  g_autoptr(KlPuzzleSet) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint n;

  set = g_task_propagate_pointer (G_TASK (result), &error);
  /* the window went meanwhile (its dispose cancels, but the answer may be
   * on its way) */
  if (self->document == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (set == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (g_error_matches (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_NOT_PUZZLE))
        refuse_paste (self, _("Nothing to paste: the clipboard holds no puzzle"));
      else
        kl_window_show_error (self, _("Could not paste the puzzle"), error);
      return;
    }
  n = set->entries->len;
  /* the file must load again: a set holds at most so many */
  if (kl_document_get_set (self->document)->entries->len + n > KL_PUZZLE_MAX_PUZZLES)
    {
      g_autoptr(GError) full = g_error_new (KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                                            _("The set would grow past the %d puzzles a file "
                                              "holds"), KL_PUZZLE_MAX_PUZZLES);

      kl_window_show_error (self, _("Could not paste the puzzle"), full);
      return;
    }
  forget_paste (self);
  self->paste_from = kl_document_get_index (self->document);
  self->pasting = TRUE;
  kl_document_insert_puzzles (self->document, set);
  self->pasting = FALSE;
  self->paste_at = kl_document_get_index (self->document);
  self->pasted = g_steal_pointer (&set);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-paste", TRUE);

  if (n == 1 && kl_puzzle_entry_title (g_ptr_array_index (self->pasted->entries, 0)) != NULL)
    /* Translators: a toast; %s is the pasted puzzle's title */
    title = g_strdup_printf (_("Pasted “%s”"),
                             kl_puzzle_entry_title (g_ptr_array_index (self->pasted->entries, 0)));
  else
    /* Translators: a toast */
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pasted %u puzzle", "Pasted %u puzzles", n), n);
  toast_now (self, title, _("_Undo"), "win.undo-paste", 0);
}

static void
on_text_read_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(KlWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  GTask *task;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
      gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (text == NULL)
    {
      refuse_paste (self, _("Nothing to paste: the clipboard holds no text"));
      return;
    }
  if (is_blank (text))
    {
      refuse_paste (self, _("Nothing to paste: the clipboard is empty"));
      return;
    }
  task = g_task_new (self, self->paste_cancellable, on_parsed_cb, NULL);
  g_task_set_source_tag (task, on_text_read_cb);
  g_task_set_task_data (task, g_steal_pointer (&text), g_free);
  g_task_run_in_thread (task, parse_thread);
  g_object_unref (task);
}

static void
paste_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  GdkContentFormats *formats = gdk_clipboard_get_formats (clipboard);
  gsize n_types = 0, n_mime = 0;

  gdk_content_formats_get_gtypes (formats, &n_types);
  gdk_content_formats_get_mime_types (formats, &n_mime);
  if (n_types == 0 && n_mime == 0)
    {
      refuse_paste (self, _("Nothing to paste: the clipboard is empty"));
      return;
    }
  /* a paste still reading or parsing gives way to this one */
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  self->paste_cancellable = g_cancellable_new ();
  gdk_clipboard_read_text_async (clipboard, self->paste_cancellable, on_text_read_cb,
                                 g_object_ref (self));
}

static void
undo_paste_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  const KlPuzzleSet *set = kl_document_get_set (self->document);
  guint n;

  if (self->pasted == NULL)
    return;
  n = self->pasted->entries->len;
  /* only the puzzles as pasted go: edited since, they are the user's work */
  for (guint i = 0; i < n; i++)
    if (self->paste_at + i >= set->entries->len ||
        !kl_puzzle_entry_equal (g_ptr_array_index (set->entries, self->paste_at + i),
                                g_ptr_array_index (self->pasted->entries, i)))
      {
        forget_paste (self);
        refuse_paste (self, _("The pasted puzzles were edited: nothing undone"));
        return;
      }
  self->pasting = TRUE;
  kl_document_remove_puzzles (self->document, self->paste_at, n, self->paste_from);
  self->pasting = FALSE;
  forget_paste (self);
}

/* Another set (opened, new, imported) or another paste: the toast's undo
 * is for the set it was made in only. */
static void
on_set_changed_cb (KlWindow *self)
{
  if (!self->pasting)
    forget_paste (self);
}

/* --------------------------------------------------------- life cycle */

void
kl_window_clipboard_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy-puzzle", NULL, copy_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.paste-puzzle", NULL, paste_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.undo-paste", NULL, undo_paste_action);
}

void
kl_window_clipboard_init (KlWindow *self)
{
  self->paste_cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-paste", FALSE);
  g_signal_connect_object (self->document, "set-changed", G_CALLBACK (on_set_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

void
kl_window_clipboard_dispose (KlWindow *self)
{
  if (self->paste_cancellable != NULL)
    g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  g_clear_pointer (&self->pasted, kl_puzzle_set_free);
}

/* --------------------------------------------------------- public API */

char *
kl_window_dup_puzzle_text (KlWindow  *self,
                           GError   **error)
{
  g_autoptr(KlPuzzleSet) set = NULL;
  KlPuzzleEntry *entry;

  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);

  entry = kl_document_dup_entry (self->document);
  set = kl_puzzle_set_new ();
  kl_puzzle_set_add (set, entry);
  /* what the clipboard holds must paste again (Save refuses the same) */
  if (!kl_puzzle_entry_validate (entry, error))
    return NULL;
  return kl_puzzle_set_to_data (set, NULL);
}
