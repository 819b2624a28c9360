/* kl-puzzle-list.c - the sidebar list of the puzzles of the open set:
 * choosing a row activates win.select-puzzle, so the window stays the one
 * place that switches puzzles. */

#define G_LOG_DOMAIN "kl-puzzle-list"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-puzzle-list.h"

/* The list shows up to this height and scrolls beyond it. */
#define LIST_MAX_HEIGHT 220

struct _KlPuzzleList
{
  GtkWidget      parent_instance;

  /* template widgets */
  GtkScrolledWindow *scroller;
  GtkListBox    *list_box;
  GtkLabel      *position_label;

  /* owned */
  GtkStringList *titles;

  gboolean       syncing;  /* selecting from code: do not activate */
};

G_DEFINE_FINAL_TYPE (KlPuzzleList, kl_puzzle_list, GTK_TYPE_WIDGET)

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  const char *title = gtk_string_object_get_string (item);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* a screen reader names the row by its title, even when it is ellipsized */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

static void
update_position (KlPuzzleList *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_box);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->titles));
  g_autofree char *text = NULL;

  if (row != NULL)
    /* Translators: the puzzle on the board and how many the set has: "2 of 8" */
    text = g_strdup_printf (_("%d of %u"), gtk_list_box_row_get_index (row) + 1, n);
  gtk_label_set_label (self->position_label, text ? text : "");
}

static void
on_row_selected_cb (KlPuzzleList  *self,
                    GtkListBoxRow *row)
{
  /* changes from code (and from dispose) update the position themselves */
  if (self->syncing || row == NULL)
    return;
  update_position (self);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.select-puzzle", "u",
                              (guint) gtk_list_box_row_get_index (row));
}

static void
kl_puzzle_list_dispose (GObject *object)
{
  KlPuzzleList *self = (KlPuzzleList *) object;
  GtkWidget *child;

  /* the list box may say "nothing selected" as it goes: nobody listens */
  self->syncing = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_PUZZLE_LIST);
  g_clear_object (&self->titles);

  G_OBJECT_CLASS (kl_puzzle_list_parent_class)->dispose (object);
}

static void
kl_puzzle_list_class_init (KlPuzzleListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_puzzle_list_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-puzzle-list.ui");
  gtk_widget_class_bind_template_child (widget_class, KlPuzzleList, scroller);
  gtk_widget_class_bind_template_child (widget_class, KlPuzzleList, list_box);
  gtk_widget_class_bind_template_child (widget_class, KlPuzzleList, position_label);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected_cb);
}

static void
kl_puzzle_list_init (KlPuzzleList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->titles = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (self->titles), create_row_cb, NULL, NULL);
}

void
kl_puzzle_list_set_titles (KlPuzzleList      *self,
                           const char *const *titles)
{
  int height = 0;

  g_return_if_fail (KL_IS_PUZZLE_LIST (self));

  self->syncing = TRUE;
  gtk_string_list_splice (self->titles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->titles)),
                          titles);
  self->syncing = FALSE;

  /* The sidebar scrolls as a whole and gives the list only its minimum
   * height: ask for all rows, up to a limit past which the list scrolls. */
  gtk_widget_measure (GTK_WIDGET (self->list_box), GTK_ORIENTATION_VERTICAL, -1,
                      NULL, &height, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (self->scroller, -1);
  gtk_scrolled_window_set_min_content_height (self->scroller, MIN (height, LIST_MAX_HEIGHT));
  update_position (self);
}

guint
kl_puzzle_list_get_n_items (KlPuzzleList *self)
{
  g_return_val_if_fail (KL_IS_PUZZLE_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->titles));
}

const char *
kl_puzzle_list_get_title (KlPuzzleList *self,
                          guint         index)
{
  g_return_val_if_fail (KL_IS_PUZZLE_LIST (self), NULL);
  return gtk_string_list_get_string (self->titles, index);
}

void
kl_puzzle_list_select (KlPuzzleList *self,
                       guint         index)
{
  GtkListBoxRow *row;

  g_return_if_fail (KL_IS_PUZZLE_LIST (self));

  row = gtk_list_box_get_row_at_index (self->list_box, (int) index);
  self->syncing = TRUE;
  gtk_list_box_select_row (self->list_box, row);
  self->syncing = FALSE;
  update_position (self);
}
