/* kl-legend.h - the colour scale of the distance map, from 0 to the farthest. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_LEGEND (kl_legend_get_type ())

G_DECLARE_FINAL_TYPE (KlLegend, kl_legend, KL, LEGEND, GtkWidget)

void kl_legend_set_max (KlLegend *self,
                        int       max);

G_END_DECLS
