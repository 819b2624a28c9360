/* kl-legend.c - the colour scale of the distance map, from 0 to the farthest. */

#define G_LOG_DOMAIN "kl-legend"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-board-render.h"
#include "kl-legend.h"

#define BAR_HEIGHT 10

struct _KlLegend
{
  GtkWidget parent_instance;

  int       max;
};

G_DEFINE_FINAL_TYPE (KlLegend, kl_legend, GTK_TYPE_WIDGET)

static void
update_accessible (KlLegend *self)
{
  g_autofree char *label =
    g_strdup_printf (ngettext ("Distance colours from 0 to %d move",
                               "Distance colours from 0 to %d moves", (gulong) self->max),
                     self->max);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
kl_legend_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  KlLegend *self = KL_LEGEND (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  int steps = MAX (self->max, 1);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  GdkRGBA fg;
  int label_every = kl_nice_step ((self->max + 1) / (double) MAX (1, w / 36));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  /* one block per distance, so the scale reads as steps like the board */
  for (int d = 0; d <= self->max; d++)
    {
      double rgb[3], x0 = (double) d * w / (self->max + 1), x1 = (double) (d + 1) * w / (self->max + 1);

      kl_distance_color (d, steps, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_rectangle (cr, x0, 0, x1 - x0 + 0.5, BAR_HEIGHT);
      cairo_fill (cr);
    }

  /* numbers under their blocks: 0, the farthest, and as many between as fit */
  gdk_cairo_set_source_rgba (cr, &fg);
  {
    double max_left = w, last_right = -G_MAXDOUBLE;

    for (int pass = 0; pass < 2; pass++)
      for (int d = pass == 0 ? self->max : 0; d <= self->max; d += pass == 0 ? 1 : label_every)
        {
          char buf[16];
          PangoRectangle ink;
          double center = (d + 0.5) * w / (self->max + 1), left;

          g_snprintf (buf, sizeof buf, "%d", d);
          pango_layout_set_text (layout, buf, -1);
          pango_layout_get_pixel_extents (layout, NULL, &ink);
          left = CLAMP (center - ink.width / 2.0, 0, w - ink.width);
          if (pass == 0)
            max_left = left;  /* the farthest distance is always labelled */
          else if (d == self->max || left < last_right + 6 || left + ink.width > max_left - 6)
            continue;
          cairo_move_to (cr, left, BAR_HEIGHT + 2);
          pango_cairo_show_layout (cr, layout);
          if (pass == 1)
            last_right = left + ink.width;
        }
  }
  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
kl_legend_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 80;
      *natural = 240;
    }
  else
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, "0123456789");
      int text_h;

      pango_layout_get_pixel_size (layout, NULL, &text_h);
      g_object_unref (layout);
      *minimum = *natural = BAR_HEIGHT + 2 + text_h;
    }
}

static void
kl_legend_class_init (KlLegendClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = kl_legend_snapshot;
  widget_class->measure = kl_legend_measure;
  gtk_widget_class_set_css_name (widget_class, "kllegend");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
kl_legend_init (KlLegend *self)
{
  update_accessible (self);
}

void
kl_legend_set_max (KlLegend *self,
                   int       max)
{
  g_return_if_fail (KL_IS_LEGEND (self));

  self->max = MAX (max, 0);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
