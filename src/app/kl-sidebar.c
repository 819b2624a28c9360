/* kl-sidebar.c - the sidebar: shows the mode and its options, reports the
 * leaper and the size the user sets. */

#define G_LOG_DOMAIN "kl-sidebar"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "kl-sidebar.h"

struct _KlSidebar
{
  GtkWidget        parent_instance;

  /* template widgets */
  KlPuzzleList    *puzzle_list;
  GtkListBox      *mode_list;
  GtkLabel        *mode_description;
  GtkToggleButton *tool_block;
  GtkToggleButton *tool_start;
  GtkToggleButton *tool_target;
  GtkLabel        *target_caption;
  GtkToggleButton *tool_king;
  GtkToggleButton *tool_knight;
  GtkToggleButton *tool_eraser;
  GtkSpinButton   *width_spin;
  GtkSpinButton   *height_spin;
  GtkWidget       *options_box;
  AdwComboRow     *algorithm_row;
  GtkLabel        *algorithm_summary;
  GtkStringList   *algorithm_list;
  AdwComboRow     *leaper_row;
  GtkWidget       *custom_row;
  GtkSpinButton   *leap_m_spin;
  GtkSpinButton   *leap_n_spin;
  GtkWidget       *closed_row;
  GtkWidget       *search_row;
  GtkWidget       *tree_row;
  GtkWidget       *costs_row;
  GtkTextView     *note_view;

  gboolean         syncing;   /* showing what the window says: not the user's change */
  KlMode           algorithm_mode; /* whose algorithms the list holds; KL_N_MODES: none yet */
};

G_DEFINE_FINAL_TYPE (KlSidebar, kl_sidebar, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_LEAPER_CHANGED,
  SIGNAL_SIZE_CHANGED,
  SIGNAL_NOTE_CHANGED,
  SIGNAL_ALGORITHM_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The leaper row's presets, in order; the next item is "Custom". */
static const kn_leaper presets[] = { { 1, 2 }, { 1, 3 }, { 2, 3 }, { 1, 4 } };
#define CUSTOM_LEAPER G_N_ELEMENTS (presets)

/* The leaper the sidebar shows, which may be (0, 0) while it is typed. */
static kn_leaper
shown_leaper (KlSidebar *self)
{
  guint i = adw_combo_row_get_selected (self->leaper_row);

  if (i < G_N_ELEMENTS (presets))
    return presets[i];
  return (kn_leaper) { gtk_spin_button_get_value_as_int (self->leap_m_spin),
                       gtk_spin_button_get_value_as_int (self->leap_n_spin) };
}

static const char *
mode_description (KlMode mode)
{
  switch (mode)
    {
    case KL_MODE_PATH:
      return _("The fewest moves from the start to the target, around the walls.");
    case KL_MODE_DISTANCE:
      return _("How many moves every square is from the start.");
    case KL_MODE_DYNAMIC:
      return _("Moves K (knight), B (two squares diagonally) and T (mirror across the middle), "
               "never the same kind twice in a row.");
    case KL_MODE_CAMELOT:
      return _("The king and the knights gather on one square in the fewest moves; a knight "
               "can pick the king up and carry it.");
    case KL_MODE_TOUR:
      return _("Visit every free square once, from the start square if one is placed, to the "
               "end square if one is placed.");
    case KL_N_MODES:
    default:
      return "";
    }
}

static void
on_leaper_changed_cb (KlSidebar *self)
{
  gboolean custom = adw_combo_row_get_selected (self->leaper_row) == CUSTOM_LEAPER;
  kn_leaper leaper;

  gtk_widget_set_visible (self->custom_row, custom);
  if (self->syncing)
    return;
  leaper = shown_leaper (self);
  g_signal_emit (self, signals[SIGNAL_LEAPER_CHANGED], 0, leaper.m, leaper.n);
}

/* The summary of the algorithm shown, under its name. */
static void
show_algorithm_summary (KlSidebar *self)
{
  guint n, i = adw_combo_row_get_selected (self->algorithm_row);
  const KlAlgorithm *list = kl_algorithm_list (self->algorithm_mode, &n);
  const char *summary = i < n ? kl_algorithm_summary (list[i]) : "";

  gtk_label_set_label (self->algorithm_summary, summary);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->algorithm_row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, summary, -1);
}

static void
on_algorithm_changed_cb (KlSidebar *self)
{
  guint n, i = adw_combo_row_get_selected (self->algorithm_row);
  const KlAlgorithm *list;

  if (self->algorithm_mode >= KL_N_MODES)
    return;
  list = kl_algorithm_list (self->algorithm_mode, &n);
  show_algorithm_summary (self);
  if (self->syncing || i >= n)
    return;
  g_signal_emit (self, signals[SIGNAL_ALGORITHM_CHANGED], 0, (int) list[i]);
}

static void
on_size_changed_cb (KlSidebar *self)
{
  if (self->syncing)
    return;
  g_signal_emit (self, signals[SIGNAL_SIZE_CHANGED], 0,
                 gtk_spin_button_get_value_as_int (self->width_spin),
                 gtk_spin_button_get_value_as_int (self->height_spin));
}

static void
on_note_changed_cb (KlSidebar *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->note_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (self->syncing)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_signal_emit (self, signals[SIGNAL_NOTE_CHANGED], 0, text);
}

static void
on_mode_row_selected_cb (KlSidebar     *self,
                         GtkListBoxRow *row)
{
  if (self->syncing || row == NULL)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.mode", "s",
                              gtk_widget_get_name (GTK_WIDGET (row)));
}

static void
kl_sidebar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), KL_TYPE_SIDEBAR);
  /* the template's children without an id are the widget's to unparent */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kl_sidebar_parent_class)->dispose (object);
}

static void
kl_sidebar_class_init (KlSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_sidebar_dispose;

  signals[SIGNAL_LEAPER_CHANGED] =
    g_signal_new ("leaper-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_SIZE_CHANGED] =
    g_signal_new ("size-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_ALGORITHM_CHANGED] =
    g_signal_new ("algorithm-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_NOTE_CHANGED] =
    g_signal_new ("note-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (KL_TYPE_PUZZLE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, mode_list);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, mode_description);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_block);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_start);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_target);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, target_caption);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_king);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_knight);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tool_eraser);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, width_spin);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, height_spin);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, options_box);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, algorithm_summary);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, algorithm_list);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, leaper_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, custom_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, leap_m_spin);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, leap_n_spin);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, closed_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, search_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, tree_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, costs_row);
  gtk_widget_class_bind_template_child (widget_class, KlSidebar, note_view);
  gtk_widget_class_bind_template_callback (widget_class, on_mode_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_leaper_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_algorithm_changed_cb);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kl_sidebar_init (KlSidebar *self)
{
  self->algorithm_mode = KL_N_MODES;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->width_spin, "value-changed", G_CALLBACK (on_size_changed_cb), self);
  g_signal_connect_swapped (self->height_spin, "value-changed", G_CALLBACK (on_size_changed_cb), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->note_view), "changed",
                            G_CALLBACK (on_note_changed_cb), self);
}

void
kl_sidebar_show_note (KlSidebar  *self,
                      const char *note)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  g_return_if_fail (KL_IS_SIDEBAR (self));

  buffer = gtk_text_view_get_buffer (self->note_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* the note being typed is left alone: resetting it would move the caret */
  if (g_strcmp0 (shown, note != NULL ? note : "") == 0)
    return;
  self->syncing = TRUE;
  gtk_text_buffer_set_text (buffer, note != NULL ? note : "", -1);
  self->syncing = FALSE;
}

void
kl_sidebar_show_mode (KlSidebar *self,
                      KlMode     mode,
                      kn_leaper  leaper)
{
  const char *name = kl_mode_to_string (mode);
  GtkToggleButton *tools[] = { self->tool_block, self->tool_start, self->tool_target,
                               self->tool_king, self->tool_knight, self->tool_eraser };
  gboolean leaper_mode = mode == KL_MODE_PATH || mode == KL_MODE_DISTANCE || mode == KL_MODE_TOUR;
  guint i, n_algorithms;

  g_return_if_fail (KL_IS_SIDEBAR (self));

  self->syncing = TRUE;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->mode_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), name) == 0)
      gtk_list_box_select_row (self->mode_list, GTK_LIST_BOX_ROW (row));

  for (i = 0; i < G_N_ELEMENTS (presets); i++)
    if (presets[i].m == leaper.m && presets[i].n == leaper.n)
      break;
  if (i == CUSTOM_LEAPER)
    {
      gtk_spin_button_set_value (self->leap_m_spin, leaper.m);
      gtk_spin_button_set_value (self->leap_n_spin, leaper.n);
    }
  adw_combo_row_set_selected (self->leaper_row, i);
  self->syncing = FALSE;

  gtk_label_set_label (self->mode_description, mode_description (mode));
  /* a tour's target is where it ends */
  gtk_label_set_label (self->target_caption, mode == KL_MODE_TOUR ? _("End") : _("Target"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->tool_target),
                               mode == KL_MODE_TOUR ? _("End square (T)") : _("Target square (T)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tool_target), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  mode == KL_MODE_TOUR ? _("End") : _("Target"), -1);
  for (i = 0; i < G_N_ELEMENTS (tools); i++)
    gtk_widget_set_sensitive (GTK_WIDGET (tools[i]), kl_tool_in_mode ((KlTool) i, mode));

  gtk_widget_set_visible (self->options_box, leaper_mode || mode == KL_MODE_CAMELOT);
  /* a mode with one algorithm has nothing to choose */
  kl_algorithm_list (mode, &n_algorithms);
  gtk_widget_set_visible (GTK_WIDGET (self->algorithm_row), n_algorithms > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->algorithm_summary), n_algorithms > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->leaper_row), leaper_mode);
  gtk_widget_set_visible (self->custom_row,
                          leaper_mode && adw_combo_row_get_selected (self->leaper_row) == CUSTOM_LEAPER);
  gtk_widget_set_visible (self->closed_row, mode == KL_MODE_TOUR);
  gtk_widget_set_visible (self->search_row, mode == KL_MODE_TOUR);
  gtk_widget_set_visible (self->tree_row, mode == KL_MODE_PATH || mode == KL_MODE_DISTANCE);
  gtk_widget_set_visible (self->costs_row, mode == KL_MODE_CAMELOT);
}

void
kl_sidebar_show_size (KlSidebar *self,
                      int        width,
                      int        height)
{
  g_return_if_fail (KL_IS_SIDEBAR (self));
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->width_spin, width);
  gtk_spin_button_set_value (self->height_spin, height);
  self->syncing = FALSE;
}

void
kl_sidebar_show_algorithm (KlSidebar   *self,
                           KlMode       mode,
                           KlAlgorithm  algorithm)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);
  KlAlgorithm resolved = kl_algorithm_resolve (algorithm, mode);

  g_return_if_fail (KL_IS_SIDEBAR (self));

  self->syncing = TRUE;
  if (mode != self->algorithm_mode)
    {
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (labels, (gpointer) kl_algorithm_label (list[i]));
      g_ptr_array_add (labels, NULL);
      self->algorithm_mode = mode;
      gtk_string_list_splice (self->algorithm_list, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->algorithm_list)),
                              (const char *const *) labels->pdata);
    }
  for (guint i = 0; i < n; i++)
    if (list[i] == resolved)
      adw_combo_row_set_selected (self->algorithm_row, i);
  self->syncing = FALSE;
  show_algorithm_summary (self);
}

KlPuzzleList *
kl_sidebar_get_puzzle_list (KlSidebar *self)
{
  g_return_val_if_fail (KL_IS_SIDEBAR (self), NULL);
  return self->puzzle_list;
}
