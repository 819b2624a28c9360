/* kl-chip-strip.c - chips that wrap like words.
 *
 * A GtkFlowBox lines its children up in columns, which leaves gaps between
 * chips of different widths ("c1 +1" beside "f4"); this lays them out as
 * a paragraph lays out words, so a dozen chips take two or three short
 * lines.  The buttons are kept from one set of chips to the next and only
 * relabelled: playing fast costs a few label changes a frame. */

#define G_LOG_DOMAIN "kl-chip-strip"

#include "config.h"

#include "kl-chip-strip.h"

#define COLUMN_SPACING 4
#define ROW_SPACING    4

struct _KlChipStrip
{
  GtkWidget  parent_instance;

  /* owned */
  GArray    *cells;         /* of int: each chip's square, -1 for none */

  guint      n_buttons;     /* children: the chips' buttons, then hidden spares */
  int        hovered;       /* the chip under the pointer, or -1 */
  int        hovered_cell;  /* its square as last told by "square-hovered" */
};

G_DEFINE_FINAL_TYPE (KlChipStrip, kl_chip_strip, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_SQUARE_HOVERED,
  SIGNAL_SQUARE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const state_classes[] = {
  [KL_CHIP_NORMAL] = "kl-chip-normal",
  [KL_CHIP_LEAVING] = "kl-chip-leaving",
  [KL_CHIP_CURRENT] = "kl-chip-current",
  [KL_CHIP_NEW] = "kl-chip-new",
  [KL_CHIP_DONE] = "kl-chip-done",
};

static int
cell_of (KlChipStrip *self,
         int          index)
{
  return index >= 0 && (guint) index < self->cells->len ? g_array_index (self->cells, int, index)
                                                         : -1;
}

static int
index_of (KlChipStrip *self,
          GtkWidget   *button)
{
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (child == button)
      return i;
  return -1;
}

/* Tells which square the chip under the pointer stands for, when that
 * changed: the pointer moved, or the chips changed under it. */
static void
tell_hovered (KlChipStrip *self)
{
  int cell = cell_of (self, self->hovered);

  if (cell == self->hovered_cell)
    return;
  self->hovered_cell = cell;
  g_signal_emit (self, signals[SIGNAL_SQUARE_HOVERED], 0, cell);
}

static void
on_chip_enter_cb (GtkEventControllerMotion *motion,
                  double                    x,
                  double                    y,
                  KlChipStrip              *self)
{
  self->hovered = index_of (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)));
  tell_hovered (self);
}

static void
on_chip_leave_cb (GtkEventControllerMotion *motion,
                  KlChipStrip              *self)
{
  if (self->hovered == index_of (self,
                                 gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion))))
    {
      self->hovered = -1;
      tell_hovered (self);
    }
}

static void
on_chip_clicked_cb (GtkButton   *button,
                    KlChipStrip *self)
{
  int cell = cell_of (self, index_of (self, GTK_WIDGET (button)));

  if (cell >= 0)
    g_signal_emit (self, signals[SIGNAL_SQUARE_ACTIVATED], 0, cell);
}

static GtkWidget *
button_new (KlChipStrip *self)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *note = gtk_label_new (NULL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_widget_add_css_class (button, "kl-chip");
  gtk_widget_add_css_class (label, "kl-chip-square");
  gtk_widget_add_css_class (note, "kl-chip-note");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), note);
  gtk_button_set_child (GTK_BUTTON (button), box);
  /* a click inspects the square; the keyboard stays where it was */
  gtk_widget_set_focus_on_click (button, FALSE);
  g_signal_connect (button, "clicked", G_CALLBACK (on_chip_clicked_cb), self);
  g_signal_connect (motion, "enter", G_CALLBACK (on_chip_enter_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_chip_leave_cb), self);
  gtk_widget_add_controller (button, motion);
  return button;
}

static void
button_update (GtkWidget    *button,
               const KlChip *chip)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (button)));
  GtkWidget *note = gtk_widget_get_next_sibling (label);

  gtk_label_set_label (GTK_LABEL (label), chip->label);
  gtk_label_set_label (GTK_LABEL (note), chip->note != NULL ? chip->note : "");
  gtk_widget_set_visible (note, chip->note != NULL);
  for (guint i = 0; i < G_N_ELEMENTS (state_classes); i++)
    if (i == chip->state)
      gtk_widget_add_css_class (button, state_classes[i]);
    else
      gtk_widget_remove_css_class (button, state_classes[i]);
  if (chip->hidden > 0)
    gtk_widget_add_css_class (button, "kl-chip-more");
  else
    gtk_widget_remove_css_class (button, "kl-chip-more");
  gtk_widget_set_tooltip_text (button, chip->description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  chip->description, -1);
  gtk_widget_set_visible (button, TRUE);
}

/* ------------------------------------------------------------ layout */

/* Lays the chips out in lines width wide (or one line, width < 0), at
 * their natural widths (a chip wider than a line gets the line); with
 * allocate, gives each its place.  Returns the height. */
static int
flow (KlChipStrip *self,
      int          width,
      gboolean     allocate)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  gboolean first = TRUE;
  int x = 0, y = 0, line_height = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      if (width >= 0)
        w = MIN (w, width);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      if (!first && width >= 0 && x + w > width)
        {
          x = 0;
          y += line_height + ROW_SPACING;
          line_height = 0;
        }
      if (allocate)
        {
          GtkAllocation a = { rtl ? width - x - w : x, y, w, h };

          gtk_widget_size_allocate (child, &a, -1);
        }
      first = FALSE;
      x += w + COLUMN_SPACING;
      line_height = MAX (line_height, h);
    }
  return y + line_height;
}

static void
kl_chip_strip_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  KlChipStrip *self = KL_CHIP_STRIP (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = flow (self, for_size, FALSE);
      return;
    }
  /* as narrow as the widest chip; naturally, all in one line */
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural += (*natural > 0 ? COLUMN_SPACING : 0) + nat;
    }
}

static GtkSizeRequestMode
kl_chip_strip_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
kl_chip_strip_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  flow (KL_CHIP_STRIP (widget), width, TRUE);
}

/* ------------------------------------------------------------ object */

static void
kl_chip_strip_unmap (GtkWidget *widget)
{
  KlChipStrip *self = KL_CHIP_STRIP (widget);

  /* a chip that goes away under the pointer says no leave */
  self->hovered = -1;
  tell_hovered (self);
  GTK_WIDGET_CLASS (kl_chip_strip_parent_class)->unmap (widget);
}

static void
kl_chip_strip_dispose (GObject *object)
{
  KlChipStrip *self = (KlChipStrip *) object;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->n_buttons = 0;

  G_OBJECT_CLASS (kl_chip_strip_parent_class)->dispose (object);
}

static void
kl_chip_strip_finalize (GObject *object)
{
  KlChipStrip *self = (KlChipStrip *) object;

  g_array_unref (self->cells);

  G_OBJECT_CLASS (kl_chip_strip_parent_class)->finalize (object);
}

static void
kl_chip_strip_class_init (KlChipStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_chip_strip_dispose;
  object_class->finalize = kl_chip_strip_finalize;
  widget_class->measure = kl_chip_strip_measure;
  widget_class->get_request_mode = kl_chip_strip_get_request_mode;
  widget_class->size_allocate = kl_chip_strip_size_allocate;
  widget_class->unmap = kl_chip_strip_unmap;

  signals[SIGNAL_SQUARE_HOVERED] =
    g_signal_new ("square-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "klchipstrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kl_chip_strip_init (KlChipStrip *self)
{
  self->cells = g_array_new (FALSE, FALSE, sizeof (int));
  self->hovered = -1;
  self->hovered_cell = -1;
}

GtkWidget *
kl_chip_strip_new (void)
{
  return g_object_new (KL_TYPE_CHIP_STRIP, NULL);
}

void
kl_chip_strip_set_chips (KlChipStrip *self,
                         GArray      *chips)
{
  GtkWidget *child;
  guint i = 0;

  g_return_if_fail (KL_IS_CHIP_STRIP (self));
  g_return_if_fail (chips != NULL);

  for (; self->n_buttons < chips->len; self->n_buttons++)
    gtk_widget_insert_before (button_new (self), GTK_WIDGET (self), NULL);
  g_array_set_size (self->cells, chips->len);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (i < chips->len)
      {
        const KlChip *chip = &g_array_index (chips, KlChip, i);

        button_update (child, chip);
        g_array_index (self->cells, int, i) = chip->cell;
      }
    else
      gtk_widget_set_visible (child, FALSE);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  /* the pointer may rest on a chip that now stands for another square */
  tell_hovered (self);
}

GtkWidget *
kl_chip_strip_get_chip (KlChipStrip *self,
                        guint        i)
{
  GtkWidget *child;

  g_return_val_if_fail (KL_IS_CHIP_STRIP (self), NULL);

  if (i >= self->cells->len)
    return NULL;
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self)); i > 0 && child != NULL; i--)
    child = gtk_widget_get_next_sibling (child);
  return child;
}
