/* kl-structure-view.c - the strip of chips under the step panel's sentence.
 *
 * It shows a KlStructure (kl-structure.c makes it from the step): its title,
 * its chips (KlChipStrip) and its bar, and keeps room for the structure's
 * rows of chips so that the panel below it never moves from one frame to
 * the next. */

#define G_LOG_DOMAIN "kl-structure-view"

#include "config.h"

#include "kl-chip-strip.h"
#include "kl-structure-view.h"

/* Between two lines of chips (KlChipStrip's). */
#define ROW_SPACING 4

struct _KlStructureView
{
  GtkWidget       parent_instance;

  /* template widgets */
  GtkLabel       *title_label;
  GtkLabel       *summary_label;
  GtkWidget      *scroller;
  KlChipStrip    *strip;
  GtkProgressBar *bar;
  GtkLabel       *bar_label;

  /* owned */
  KlStructure    *structure;

  guint64         total;
  int             reserved;     /* the strip's height as last reserved, in pixels */
};

G_DEFINE_FINAL_TYPE (KlStructureView, kl_structure_view, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_SQUARE_HOVERED,
  SIGNAL_SQUARE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Keeps room for the structure's rows of chips, measured on a chip (the
 * font and the theme decide its height), so the panel never moves; more
 * chips than fit scroll inside it. */
static void
reserve_rows (KlStructureView *self)
{
  GtkWidget *chip = kl_chip_strip_get_chip (self->strip, 0);
  int height, rows = (int) self->structure->rows;

  /* before the view is in a window the theme is not known: measured later */
  if (chip == NULL || gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  gtk_widget_measure (chip, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  height = rows * height + (rows - 1) * ROW_SPACING;
  if (height != self->reserved)
    {
      GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->scroller);

      /* (in the order that never has the least above the most) */
      if (height > self->reserved)
        {
          gtk_scrolled_window_set_max_content_height (scroller, height);
          gtk_scrolled_window_set_min_content_height (scroller, height);
        }
      else
        {
          gtk_scrolled_window_set_min_content_height (scroller, height);
          gtk_scrolled_window_set_max_content_height (scroller, height);
        }
      self->reserved = height;
    }
}

static void
show_bar (KlStructureView *self)
{
  gtk_progress_bar_set_fraction (self->bar, self->structure->fraction);
  gtk_label_set_label (self->bar_label, self->structure->bar_text);
}

static void
show_structure (KlStructureView *self)
{
  const KlStructure *s = self->structure;

  gtk_label_set_label (self->title_label, s->title);
  gtk_label_set_label (self->summary_label, s->summary);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->strip), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  s->title, -1);
  kl_chip_strip_set_chips (self->strip, s->chips);
  reserve_rows (self);
  show_bar (self);
}

static void
on_strip_hovered_cb (KlStructureView *self,
                     int              cell)
{
  g_signal_emit (self, signals[SIGNAL_SQUARE_HOVERED], 0, cell);
}

static void
on_strip_activated_cb (KlStructureView *self,
                       int              cell)
{
  g_signal_emit (self, signals[SIGNAL_SQUARE_ACTIVATED], 0, cell);
}

static void
kl_structure_view_root (GtkWidget *widget)
{
  KlStructureView *self = KL_STRUCTURE_VIEW (widget);

  GTK_WIDGET_CLASS (kl_structure_view_parent_class)->root (widget);
  if (self->structure != NULL)
    reserve_rows (self);
}

static void
kl_structure_view_dispose (GObject *object)
{
  KlStructureView *self = (KlStructureView *) object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_STRUCTURE_VIEW);
  /* the template's box has no name to be disposed by */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->structure, kl_structure_free);

  G_OBJECT_CLASS (kl_structure_view_parent_class)->dispose (object);
}

static void
kl_structure_view_class_init (KlStructureViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_structure_view_dispose;
  widget_class->root = kl_structure_view_root;

  signals[SIGNAL_SQUARE_HOVERED] =
    g_signal_new ("square-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  g_type_ensure (KL_TYPE_CHIP_STRIP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "klstructureview");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/"
                                               "kl-structure-view.ui");
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, title_label);
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, scroller);
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, strip);
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, bar);
  gtk_widget_class_bind_template_child (widget_class, KlStructureView, bar_label);
  gtk_widget_class_bind_template_callback (widget_class, on_strip_hovered_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_strip_activated_cb);
}

static void
kl_structure_view_init (KlStructureView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the bar is read by its words */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->bar),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->bar_label, NULL,
                                  -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
kl_structure_view_new (void)
{
  return g_object_new (KL_TYPE_STRUCTURE_VIEW, NULL);
}

void
kl_structure_view_show_step (KlStructureView     *self,
                             const KlExplain     *explain,
                             const KlExplainStep *step)
{
  g_return_if_fail (KL_IS_STRUCTURE_VIEW (self));

  g_clear_pointer (&self->structure, kl_structure_free);
  if (explain != NULL && step != NULL)
    self->structure = kl_structure_new (explain, step, self->total);
  if (self->structure != NULL)
    show_structure (self);
  else
    {
      g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (KlChip));

      /* no chip is left to stand for a square under the pointer */
      kl_chip_strip_set_chips (self->strip, none);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->structure != NULL);
}

void
kl_structure_view_set_total (KlStructureView *self,
                             guint64          total)
{
  g_return_if_fail (KL_IS_STRUCTURE_VIEW (self));

  self->total = total;
  if (self->structure == NULL)
    return;
  kl_structure_set_total (self->structure, total);
  show_bar (self);
}

const KlStructure *
kl_structure_view_get_structure (KlStructureView *self)
{
  g_return_val_if_fail (KL_IS_STRUCTURE_VIEW (self), NULL);
  return self->structure;
}

GtkWidget *
kl_structure_view_get_chip (KlStructureView *self,
                            guint            i)
{
  g_return_val_if_fail (KL_IS_STRUCTURE_VIEW (self), NULL);
  return kl_chip_strip_get_chip (self->strip, i);
}

double
kl_structure_view_get_fraction (KlStructureView *self)
{
  g_return_val_if_fail (KL_IS_STRUCTURE_VIEW (self), 0);
  return gtk_progress_bar_get_fraction (self->bar);
}

const char *
kl_structure_view_get_bar_text (KlStructureView *self)
{
  g_return_val_if_fail (KL_IS_STRUCTURE_VIEW (self), NULL);
  return gtk_label_get_label (self->bar_label);
}
