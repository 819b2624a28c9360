/* kl-export-progress.h - the bar along the window's foot while an export
 * runs in the background: what is written, how far it got, and Cancel. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_EXPORT_PROGRESS (kl_export_progress_get_type ())
G_DECLARE_FINAL_TYPE (KlExportProgress, kl_export_progress, KL, EXPORT_PROGRESS, GtkWidget)

/* Shows the bar for the file called name, at nothing done; its Cancel
 * button emits "cancel". */
void     kl_export_progress_start        (KlExportProgress *self,
                                          const char       *name);
/* done of total pictures written. */
void     kl_export_progress_set_progress (KlExportProgress *self,
                                          guint             done,
                                          guint             total);
/* Hides the bar; TRUE when Cancel had the keyboard focus (the caller gives
 * it a home). */
gboolean kl_export_progress_stop         (KlExportProgress *self);
/* The fraction shown, 0 to 1; for the tests. */
double   kl_export_progress_get_fraction (KlExportProgress *self);

G_END_DECLS
