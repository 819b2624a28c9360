/* kl-results-view.c - the answer in words above the board. */

#define G_LOG_DOMAIN "kl-results-view"

#include "config.h"

#include "kl-legend.h"
#include "kl-results-view.h"

struct _KlResultsView
{
  GtkWidget   parent_instance;

  /* template widgets */
  GtkLabel   *headline_label;
  GtkLabel   *details_label;
  GtkLabel   *stats_label;
  GtkSpinner *spinner;
  GtkWidget  *cancel_button;
  GtkWidget  *explain_button;
  KlLegend   *legend;
};

G_DEFINE_FINAL_TYPE (KlResultsView, kl_results_view, GTK_TYPE_WIDGET)

static void
set_line (GtkLabel   *label,
          const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text != NULL && *text ? text : NULL);
}

/* The details take two lines whatever they say, so a route that wraps
 * never takes height from the board (nor one that does not give it back). */
static void
reserve_details_height (KlResultsView *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->details_label),
                                                                  "Ag\nAg");
  int height = 0;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (GTK_WIDGET (self->details_label), -1, height);
}

static void
kl_results_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KL_TYPE_RESULTS_VIEW);
  /* the template's children without an id are the widget's to unparent */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kl_results_view_parent_class)->dispose (object);
}

static void
kl_results_view_class_init (KlResultsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_results_view_dispose;

  g_type_ensure (KL_TYPE_LEGEND);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-results-view.ui");
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, headline_label);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, details_label);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, stats_label);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, spinner);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, explain_button);
  gtk_widget_class_bind_template_child (widget_class, KlResultsView, legend);
  /* a group of labels, as the box it replaces was */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kl_results_view_init (KlResultsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the font is known once the label is on screen */
  g_signal_connect_swapped (self->details_label, "realize", G_CALLBACK (reserve_details_height),
                            self);
}

void
kl_results_view_show_text (KlResultsView *self,
                           const char    *headline,
                           const char    *details,
                           const char    *stats)
{
  g_return_if_fail (KL_IS_RESULTS_VIEW (self));
  set_line (self->headline_label, headline);
  set_line (self->details_label, details);
  /* two lines at most: the rest of a long line on narrow windows */
  set_line (self->stats_label, stats);
}

void
kl_results_view_set_details (KlResultsView *self,
                             const char    *details)
{
  g_return_if_fail (KL_IS_RESULTS_VIEW (self));
  set_line (self->details_label, details);
}

const char *
kl_results_view_get_headline (KlResultsView *self)
{
  g_return_val_if_fail (KL_IS_RESULTS_VIEW (self), NULL);
  return gtk_label_get_label (self->headline_label);
}

const char *
kl_results_view_get_details (KlResultsView *self)
{
  g_return_val_if_fail (KL_IS_RESULTS_VIEW (self), NULL);
  return gtk_label_get_label (self->details_label);
}

gboolean
kl_results_view_set_busy (KlResultsView *self,
                          gboolean       busy)
{
  gboolean had_focus;

  g_return_val_if_fail (KL_IS_RESULTS_VIEW (self), FALSE);
  had_focus = !busy && gtk_widget_has_focus (self->cancel_button);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_widget_set_visible (self->cancel_button, busy);
  return had_focus;
}

gboolean
kl_results_view_is_busy (KlResultsView *self)
{
  g_return_val_if_fail (KL_IS_RESULTS_VIEW (self), FALSE);
  return gtk_widget_get_visible (self->cancel_button);
}

void
kl_results_view_show_scale (KlResultsView *self,
                            gboolean       shown,
                            int            max)
{
  g_return_if_fail (KL_IS_RESULTS_VIEW (self));
  gtk_widget_set_visible (GTK_WIDGET (self->legend), shown);
  if (shown)
    kl_legend_set_max (self->legend, max);
}

GtkWidget *
kl_results_view_get_explain_button (KlResultsView *self)
{
  g_return_val_if_fail (KL_IS_RESULTS_VIEW (self), NULL);
  return self->explain_button;
}
