/* kl-export-animation-dialog.h - the options of Export Animation: the
 * format, the size, the speed, the steps and what is drawn with the board. */
#pragma once

#include <adwaita.h>

#include "kl-animation.h"

G_BEGIN_DECLS

#define KL_TYPE_EXPORT_ANIMATION_DIALOG (kl_export_animation_dialog_get_type ())

G_DECLARE_FINAL_TYPE (KlExportAnimationDialog, kl_export_animation_dialog,
                      KL, EXPORT_ANIMATION_DIALOG, AdwWindow)

/* A modal dialog over parent for an answer of frames steps (positions 0 to
 * frames), its controls set to options and format; a width of 0 shows
 * natural_width.  "export" is emitted when the user asks for the export:
 * the handler reads the options and closes the dialog. */
KlExportAnimationDialog *kl_export_animation_dialog_new (GtkWindow                *parent,
                                                         guint                     frames,
                                                         int                       natural_width,
                                                         const KlAnimationOptions *options,
                                                         KlAnimationFormat         format);
/* What the controls say: first <= last <= frames, a width in pixels. */
void kl_export_animation_dialog_get_options (KlExportAnimationDialog *self,
                                             KlAnimationOptions      *options,
                                             KlAnimationFormat       *format);

G_END_DECLS
