/* kl-save-changes-dialog.c - the Save / Discard / Cancel question. */

#define G_LOG_DOMAIN "kl-save-changes-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-save-changes-dialog.h"

struct _KlSaveChangesDialog
{
  AdwMessageDialog  parent_instance;

  /* owned */
  GTask            *task;  /* answered once, then NULL */
};

G_DEFINE_FINAL_TYPE (KlSaveChangesDialog, kl_save_changes_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
answer (KlSaveChangesDialog *self,
        KlSaveChangesChoice  choice)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  if (task != NULL)
    g_task_return_int (task, choice);
}

static void
on_response_cb (KlSaveChangesDialog *self,
                const char          *response)
{
  if (g_strcmp0 (response, "save") == 0)
    answer (self, KL_SAVE_CHANGES_SAVE);
  else if (g_strcmp0 (response, "discard") == 0)
    answer (self, KL_SAVE_CHANGES_DISCARD);
  else
    answer (self, KL_SAVE_CHANGES_CANCEL);
  /* a button closes the dialog itself, adw_message_dialog_response () does not */
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
kl_save_changes_dialog_dispose (GObject *object)
{
  KlSaveChangesDialog *self = (KlSaveChangesDialog *) object;

  answer (self, KL_SAVE_CHANGES_CANCEL);

  G_OBJECT_CLASS (kl_save_changes_dialog_parent_class)->dispose (object);
}

static void
kl_save_changes_dialog_class_init (KlSaveChangesDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kl_save_changes_dialog_dispose;
}

static void
kl_save_changes_dialog_init (KlSaveChangesDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);

  adw_message_dialog_set_body (dialog, _("If you don’t save, your changes are lost."));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (self, "response", G_CALLBACK (on_response_cb), NULL);
}

void
kl_save_changes_dialog_run_async (GtkWindow           *parent,
                                  KlDocument          *document,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  KlSaveChangesDialog *self;
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (KL_IS_DOCUMENT (document));

  title = kl_document_dup_title (document);
  heading = g_strdup_printf (_("Save changes to “%s”?"), title);
  self = g_object_new (KL_TYPE_SAVE_CHANGES_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       "heading", heading,
                       NULL);
  /* the task holds no reference to the dialog: it must not outlive a
   * destroyed window */
  self->task = g_task_new (NULL, NULL, callback, user_data);
  g_task_set_source_tag (self->task, kl_save_changes_dialog_run_async);
  gtk_window_present (GTK_WINDOW (self));
}

KlSaveChangesChoice
kl_save_changes_dialog_run_finish (GAsyncResult *result)
{
  g_return_val_if_fail (G_IS_TASK (result), KL_SAVE_CHANGES_CANCEL);
  return (KlSaveChangesChoice) g_task_propagate_int (G_TASK (result), NULL);
}
