/* kl-export-animation-dialog.c - the options of Export Animation, asked
 * before the file: the window reads them back and exports. */

#define G_LOG_DOMAIN "kl-export-animation-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kl-export-animation-dialog.h"

struct _KlExportAnimationDialog
{
  AdwWindow             parent_instance;

  /* template widgets */
  AdwComboRow          *format_row;
  GtkSpinButton        *width_spin;
  GtkSpinButton        *speed_spin;
  AdwPreferencesGroup  *steps_group;
  GtkSpinButton        *first_spin;
  GtkSpinButton        *last_spin;
  GtkSwitch            *headline_switch;
  GtkSwitch            *caption_switch;
  GtkSwitch            *legend_switch;
  GtkWidget            *export_button;

  gboolean              ranging;  /* one spin button moves the other: no loop back */
};

G_DEFINE_FINAL_TYPE (KlExportAnimationDialog, kl_export_animation_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_EXPORT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
spin_uint (GtkSpinButton *spin)
{
  return (guint) MAX (0, gtk_spin_button_get_value_as_int (spin));
}

/* The range stays a range: moving one end past the other takes it along;
 * the group says how many pictures that makes. */
static void
on_range_changed_cb (KlExportAnimationDialog *self,
                     GtkSpinButton           *spin)
{
  guint first = spin_uint (self->first_spin), last = spin_uint (self->last_spin);
  g_autofree char *description = NULL;

  if (!self->ranging && first > last)
    {
      self->ranging = TRUE;
      if (spin == self->first_spin)
        gtk_spin_button_set_value (self->last_spin, first);
      else
        gtk_spin_button_set_value (self->first_spin, last);
      self->ranging = FALSE;
      first = spin_uint (self->first_spin);
      last = spin_uint (self->last_spin);
    }
  /* Translators: the steps exported: how many pictures; a count without
   * plural forms ("Pictures: 8") */
  description = g_strdup_printf (_("Pictures: %u, one a step"), last - first + 1);
  adw_preferences_group_set_description (self->steps_group, description);
}

static void
on_export_clicked_cb (KlExportAnimationDialog *self)
{
  /* a number typed but not yet entered counts */
  gtk_spin_button_update (self->width_spin);
  gtk_spin_button_update (self->speed_spin);
  gtk_spin_button_update (self->first_spin);
  gtk_spin_button_update (self->last_spin);
  g_signal_emit (self, signals[SIGNAL_EXPORT], 0);
}

static void
kl_export_animation_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KL_TYPE_EXPORT_ANIMATION_DIALOG);
  G_OBJECT_CLASS (kl_export_animation_dialog_parent_class)->dispose (object);
}

static void
kl_export_animation_dialog_class_init (KlExportAnimationDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_export_animation_dialog_dispose;

  /**
   * KlExportAnimationDialog::export:
   *
   * The user asked for the export with the options shown.
   */
  signals[SIGNAL_EXPORT] = g_signal_new ("export", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-export-animation-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, speed_spin);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, steps_group);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, first_spin);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, last_spin);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, headline_switch);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, caption_switch);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, legend_switch);
  gtk_widget_class_bind_template_child (widget_class, KlExportAnimationDialog, export_button);
  gtk_widget_class_bind_template_callback (widget_class, on_range_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked_cb);
}

static void
kl_export_animation_dialog_init (KlExportAnimationDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

KlExportAnimationDialog *
kl_export_animation_dialog_new (GtkWindow                *parent,
                                guint                     frames,
                                int                       natural_width,
                                const KlAnimationOptions *options,
                                KlAnimationFormat         format)
{
  KlExportAnimationDialog *self;
  int width;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (KL_TYPE_EXPORT_ANIMATION_DIALOG, "transient-for", parent, NULL);
  adw_combo_row_set_selected (self->format_row, (guint) format);
  width = options->picture.width > 0 ? options->picture.width : natural_width;
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->speed_spin, options->steps_per_second);
  gtk_spin_button_set_range (self->first_spin, 0, frames);
  gtk_spin_button_set_range (self->last_spin, 0, frames);
  /* the last end first: the range never turns round on the way */
  gtk_spin_button_set_value (self->last_spin, MIN (options->last, frames));
  gtk_spin_button_set_value (self->first_spin, MIN (options->first, MIN (options->last, frames)));
  on_range_changed_cb (self, self->last_spin);
  gtk_switch_set_active (self->headline_switch, options->picture.headline);
  gtk_switch_set_active (self->caption_switch, options->picture.caption);
  gtk_switch_set_active (self->legend_switch, options->picture.legend);
  return self;
}

void
kl_export_animation_dialog_get_options (KlExportAnimationDialog *self,
                                        KlAnimationOptions      *options,
                                        KlAnimationFormat       *format)
{
  guint selected;

  g_return_if_fail (KL_IS_EXPORT_ANIMATION_DIALOG (self));
  g_return_if_fail (options != NULL);

  selected = adw_combo_row_get_selected (self->format_row);
  if (format != NULL)
    *format = selected <= KL_ANIMATION_SVG ? (KlAnimationFormat) selected : KL_ANIMATION_GIF;
  options->picture.headline = gtk_switch_get_active (self->headline_switch);
  options->picture.caption = gtk_switch_get_active (self->caption_switch);
  options->picture.legend = gtk_switch_get_active (self->legend_switch);
  options->picture.width = gtk_spin_button_get_value_as_int (self->width_spin);
  options->steps_per_second = gtk_spin_button_get_value (self->speed_spin);
  options->first = spin_uint (self->first_spin);
  options->last = MAX (options->first, spin_uint (self->last_spin));
}
