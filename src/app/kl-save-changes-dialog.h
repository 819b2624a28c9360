/* kl-save-changes-dialog.h - asks whether to save a modified puzzle set
 * before it is closed or replaced: Save, Discard or Cancel. */
#pragma once

#include <adwaita.h>

#include "kl-document.h"

G_BEGIN_DECLS

typedef enum
{
  KL_SAVE_CHANGES_CANCEL,
  KL_SAVE_CHANGES_DISCARD,
  KL_SAVE_CHANGES_SAVE,
} KlSaveChangesChoice;

#define KL_TYPE_SAVE_CHANGES_DIALOG (kl_save_changes_dialog_get_type ())

G_DECLARE_FINAL_TYPE (KlSaveChangesDialog, kl_save_changes_dialog, KL, SAVE_CHANGES_DIALOG,
                      AdwMessageDialog)

/* Shows the question over parent, naming document's title, and reports
 * the answer; a dialog closed or destroyed unanswered (its window gone)
 * answers Cancel. */
void                kl_save_changes_dialog_run_async  (GtkWindow           *parent,
                                                       KlDocument          *document,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
KlSaveChangesChoice kl_save_changes_dialog_run_finish (GAsyncResult        *result);


G_END_DECLS
