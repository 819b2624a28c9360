/* kl-export-progress.c - the export's progress bar with Cancel, revealed
 * along the window's foot while an animation is written. */

#define G_LOG_DOMAIN "kl-export-progress"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-export-progress.h"

struct _KlExportProgress
{
  GtkWidget       parent_instance;

  /* template widgets */
  GtkRevealer    *revealer;
  GtkLabel       *title_label;
  GtkProgressBar *progress_bar;
  GtkWidget      *cancel_button;
};

G_DEFINE_FINAL_TYPE (KlExportProgress, kl_export_progress, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CANCEL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_cancel_clicked_cb (KlExportProgress *self)
{
  g_signal_emit (self, signals[SIGNAL_CANCEL], 0);
}

static void
kl_export_progress_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KL_TYPE_EXPORT_PROGRESS);
  G_OBJECT_CLASS (kl_export_progress_parent_class)->dispose (object);
}

static void
kl_export_progress_class_init (KlExportProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_export_progress_dispose;

  /**
   * KlExportProgress::cancel:
   *
   * The user asked to stop the export.
   */
  signals[SIGNAL_CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-export-progress.ui");
  gtk_widget_class_bind_template_child (widget_class, KlExportProgress, revealer);
  gtk_widget_class_bind_template_child (widget_class, KlExportProgress, title_label);
  gtk_widget_class_bind_template_child (widget_class, KlExportProgress, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, KlExportProgress, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "klexportprogress");
}

static void
kl_export_progress_init (KlExportProgress *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
kl_export_progress_start (KlExportProgress *self,
                          const char       *name)
{
  g_autofree char *title = NULL;

  g_return_if_fail (KL_IS_EXPORT_PROGRESS (self));

  /* Translators: beside the export's progress bar; %s is a file name */
  title = g_strdup_printf (_("Exporting “%s”…"), name);
  gtk_label_set_label (self->title_label, title);
  kl_export_progress_set_progress (self, 0, 0);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

void
kl_export_progress_set_progress (KlExportProgress *self,
                                 guint             done,
                                 guint             total)
{
  g_autofree char *text = NULL;

  g_return_if_fail (KL_IS_EXPORT_PROGRESS (self));

  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  /* Translators: the export's progress: pictures written of all */
  text = total > 0 ? g_strdup_printf (_("%u of %u"), done, total) : g_strdup ("");
  gtk_progress_bar_set_text (self->progress_bar, text);
}

gboolean
kl_export_progress_stop (KlExportProgress *self)
{
  gboolean had_focus;

  g_return_val_if_fail (KL_IS_EXPORT_PROGRESS (self), FALSE);

  had_focus = gtk_widget_has_focus (self->cancel_button);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  return had_focus;
}

double
kl_export_progress_get_fraction (KlExportProgress *self)
{
  g_return_val_if_fail (KL_IS_EXPORT_PROGRESS (self), 0);
  return gtk_progress_bar_get_fraction (self->progress_bar);
}
