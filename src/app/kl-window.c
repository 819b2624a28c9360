/* kl-window.c - the Knight Lab main window, which presents a KlDocument: the
 * class, its layout and the sidebar's options (the solving and the results
 * are kl-window-solve.c's, the player kl-window-player.c's). */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-window-private.h"

/* Where the step panel goes, by the window's width (libadwaita 1.2 has no
 * breakpoints).  From PANEL_BESIDE_MIN_WIDTH it stands beside the board,
 * always, with the sidebar (280 + a board of 400 + the panel's 320).
 * Below, F8 shows and hides it, and the board and the step stay in view
 * together: the sidebar folds away while the panel shows, and down to
 * PANEL_RIGHT_MIN_WIDTH the panel stands right of the board (a board of
 * 340 + 320); narrower, it takes the lower half under the board. */
#define PANEL_BESIDE_MIN_WIDTH 1000
#define PANEL_RIGHT_MIN_WIDTH  660

G_DEFINE_FINAL_TYPE (KlWindow, kl_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MODE,
  PROP_TOOL,
  PROP_CLOSED_TOUR,
  PROP_SHOW_SEARCH,
  PROP_SHOW_TREE,
  PROP_SHOW_COSTS,
  PROP_PRACTICE_ON,
  PROP_COMPARING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static KlMode
current_mode (KlWindow *self)
{
  return kl_document_get_mode (self->document);
}

static void
update_title (KlWindow *self)
{
  g_autofree char *name = kl_document_dup_title (self->document);
  g_autofree char *shown = NULL;
  g_autofree char *title = NULL;

  if (kl_document_get_modified (self->document))
    {
      /* Translators: the name of a puzzle set with unsaved changes */
      shown = g_strdup_printf (_("• %s"), name);
    }
  else
    shown = g_strdup (name);
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, kl_document_get_subtitle (self->document));
  gtk_label_set_label (self->narrow_title, shown);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->narrow_title),
                               kl_document_get_subtitle (self->document));
  /* Translators: the window's title for the window manager; %s is the set's name */
  title = g_strdup_printf (_("%s — Knight Lab"), shown);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Shows the document's options for the puzzle on the board. */
static void
sync_options (KlWindow *self)
{
  KlMode mode = current_mode (self);

  kl_sidebar_show_mode (self->sidebar_content, mode, kl_document_get_leaper (self->document));
  kl_sidebar_show_algorithm (self->sidebar_content, mode, kl_document_get_algorithm (self->document));
  if (!kl_tool_in_mode (kl_tool_from_string (self->tool), mode))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.tool", "s",
                                mode == KL_MODE_CAMELOT ? "knight" : "block");
  kl_board_set_mode (self->board, mode);
  kl_sidebar_show_note (self->sidebar_content, kl_document_get_entry (self->document)->note);
  kl_window_update_notes (self);
}

/* The teacher types the puzzle's note: it is the file's, and the note pane
 * shows it at once; the answer does not change. */
static void
on_note_changed_cb (KlWindow   *self,
                    const char *note)
{
  kl_document_set_note (self->document, note);
  kl_window_update_notes (self);
}

/* The user picked or typed a leaper; (0, 0) leaps nowhere. */
static void
on_leaper_changed_cb (KlWindow *self,
                      int       m,
                      int       n)
{
  kn_leaper leaper = { m, n };

  if (kn_leaper_valid (leaper))
    {
      /* the document says what changed; the answer follows from there */
      kl_document_set_leaper (self->document, leaper);
      return;
    }
  kl_window_refuse_solve (self, _("Not a leaper"),
                          _("A leap of (0, 0) never leaves its square; make at least one of "
                            "the two numbers larger."));
}

/* An algorithm chosen in the sidebar: an edit of the puzzle, undoable; the
 * document says what changed and the answer follows from there. */
static void
on_algorithm_changed_cb (KlWindow *self,
                         int       algorithm)
{
  kl_document_set_algorithm (self->document, (KlAlgorithm) algorithm);
}

static void
on_size_changed_cb (KlWindow *self,
                    int       width,
                    int       height)
{
  kl_history_resize (kl_document_get_history (self->document), width, height);
}

/* Pointing at a square inspects it in the step panel. */
static void
on_board_motion_cb (KlWindow                 *self,
                    double                    x,
                    double                    y,
                    GtkEventControllerMotion *motion)
{
  kl_step_panel_set_inspect (self->step_panel, kl_board_cell_at (self->board, x, y));
}

static void
on_board_leave_cb (KlWindow *self)
{
  kl_step_panel_set_inspect (self->step_panel, -1);
}

/* The step panel's queue and stack: the chip under the pointer points
 * its square out on the board, and a click inspects it. */
static void
on_structure_hovered_cb (KlWindow *self,
                         int       cell)
{
  kl_board_set_highlight (self->board, cell);
}

static void
on_structure_activated_cb (KlWindow *self,
                           int       cell)
{
  kl_step_panel_set_inspect (self->step_panel, cell);
}

static void
on_history_changed_cb (KlWindow *self)
{
  const KlPuzzle *puzzle = kl_history_get_puzzle (kl_document_get_history (self->document));

  kl_sidebar_show_size (self->sidebar_content, puzzle->width, puzzle->height);
  kl_window_queue_solve (self);
}

static void
on_history_removed_cb (KlWindow *self,
                       guint     walls,
                       guint     pieces)
{
  g_autofree char *title = NULL;

  if (pieces > 0 && walls > 0)
    {
      g_autofree char *p = g_strdup_printf (ngettext ("%u piece", "%u pieces", pieces), pieces);
      g_autofree char *w = g_strdup_printf (ngettext ("%u wall", "%u walls", walls), walls);

      /* Translators: "2 pieces and 5 walls removed" */
      title = g_strdup_printf (_("%s and %s removed"), p, w);
    }
  else if (pieces > 0)
    title = g_strdup_printf (ngettext ("%u piece removed", "%u pieces removed", pieces), pieces);
  else
    title = g_strdup_printf (ngettext ("%u wall removed", "%u walls removed", walls), walls);
  kl_window_toast (self, title, _("_Undo"), "win.undo", NULL);
}

static void
on_options_changed_cb (KlWindow *self)
{
  sync_options (self);
  /* each puzzle of a set remembers whether it is practised */
  if (kl_document_get_practice (self->document) != self->practice_on)
    {
      self->practice_on = kl_document_get_practice (self->document);
      if (self->practice_on)
        kl_window_reveal_side_pane (self, TRUE);
      kl_window_practice_rebuild (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRACTICE_ON]);
    }
  /* a mode of one algorithm, or practice, has nothing to compare */
  if (self->comparing)
    {
      guint n;

      kl_algorithm_list (current_mode (self), &n);
      if (n < 2 || self->practice_on)
        kl_window_set_comparing (self, FALSE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOSED_TOUR]);
  kl_window_queue_solve (self);
}

/* The left board's algorithm chosen in compare mode is the puzzle's. */
static void
on_compare_algorithm_cb (KlWindow *self,
                         int       algorithm)
{
  kl_document_set_algorithm (self->document, (KlAlgorithm) algorithm);
}

/* The compare view's answers changed: the player steps through the frames
 * of both, from the answers whole. */
static void
on_compare_frames_cb (KlWindow *self)
{
  if (!self->comparing)
    return;
  kl_window_show_frames (self);
}

/* A narrow window folds the sidebar away behind a header-bar button (the
 * zoom buttons go by themselves where they do not fit: a squeezer). */
static gboolean
on_folded_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;

  self->folded_idle = 0;
  gtk_widget_set_visible (self->sidebar_button, adw_flap_get_folded (self->sidebar_flap));
  return G_SOURCE_REMOVE;
}

/* The sidebar folds away while the step panel shows beside or under the
 * board, and comes back (when it fits) once the panel goes. */
static void
update_sidebar_fold (KlWindow *self)
{
  gboolean steps_shown = !self->panel_beside && adw_flap_get_reveal_flap (self->explain_flap);
  /* two boards below the wide layout need the sidebar's room too */
  gboolean crowded = steps_shown || (self->comparing && !self->panel_beside);

  adw_flap_set_fold_policy (self->sidebar_flap, crowded ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                                            : ADW_FLAP_FOLD_POLICY_AUTO);
}

static gboolean
on_panel_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;

  self->panel_idle = 0;
  /* present mode keeps the panel away; its width counts again after */
  if (self->presenting)
    return G_SOURCE_REMOVE;
  /* never over the board: beside it, or under it in a narrow window */
  adw_flap_set_fold_policy (self->explain_flap, ADW_FLAP_FOLD_POLICY_NEVER);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->explain_flap),
                                  self->panel_under ? GTK_ORIENTATION_VERTICAL
                                                    : GTK_ORIENTATION_HORIZONTAL);
  /* the wide layout always shows it; leaving it, the panel waits for F8 */
  if (self->panel_beside != self->panel_beside_applied || self->panel_beside)
    adw_flap_set_reveal_flap (self->explain_flap, self->panel_beside);
  self->panel_beside_applied = self->panel_beside;
  gtk_widget_set_visible (kl_results_view_get_explain_button (self->results), !self->panel_beside);
  update_sidebar_fold (self);
  return G_SOURCE_REMOVE;
}

/* The layout follows the window's width once the frame is laid out: the
 * flaps cannot change their policy while they allocate. */
static void
kl_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  KlWindow *self = KL_WINDOW (widget);
  gboolean beside = width >= PANEL_BESIDE_MIN_WIDTH;
  gboolean under = width < PANEL_RIGHT_MIN_WIDTH;

  GTK_WIDGET_CLASS (kl_window_parent_class)->size_allocate (widget, width, height, baseline);
  kl_window_present_allocate (self, height);
  if ((beside != self->panel_beside || under != self->panel_under) && self->panel_idle == 0)
    {
      self->panel_beside = beside;
      self->panel_under = under;
      self->panel_idle = g_idle_add (on_panel_idle_cb, self);
    }
}

static void
on_folded_changed_cb (KlWindow *self)
{
  /* the flap folds while it allocates: changing the header bar then would
   * leave it to be drawn unallocated, so wait until the frame is done */
  if (self->folded_idle == 0)
    self->folded_idle = g_idle_add (on_folded_idle_cb, self);
}

static void
kl_window_dispose (GObject *object)
{
  KlWindow *self = (KlWindow *) object;

  g_clear_handle_id (&self->folded_idle, g_source_remove);
  g_clear_handle_id (&self->panel_idle, g_source_remove);
  if (self->last_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->last_toast), (gpointer *) &self->last_toast);
  self->last_toast = NULL;
  kl_window_solve_dispose (self);
  kl_window_animation_dispose (self);
  if (self->document != NULL)
    kl_document_cancel_io (self->document);
  kl_window_practice_dispose (self);
  kl_window_present_dispose (self);
  kl_window_player_dispose (self);
  kl_window_clipboard_dispose (self);
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      g_signal_handlers_disconnect_by_data (kl_document_get_history (self->document), self);
    }
  kl_window_autosave_finish (self);
  g_clear_object (&self->frame_stats);
  kl_window_settings_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_WINDOW);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (kl_window_parent_class)->dispose (object);
}

static void
kl_window_finalize (GObject *object)
{
  KlWindow *self = (KlWindow *) object;

  g_free (self->tool);

  G_OBJECT_CLASS (kl_window_parent_class)->finalize (object);
}

static void
kl_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  KlWindow *self = KL_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODE:
      /* the template's widgets ask before the document exists */
      g_value_set_string (value, self->document != NULL ? kl_mode_to_string (current_mode (self))
                                                        : "path");
      break;
    case PROP_TOOL:
      g_value_set_string (value, self->tool);
      break;
    case PROP_CLOSED_TOUR:
      g_value_set_boolean (value, self->document != NULL && kl_document_get_closed (self->document));
      break;
    case PROP_SHOW_SEARCH:
      g_value_set_boolean (value, self->show_search);
      break;
    case PROP_SHOW_TREE:
      g_value_set_boolean (value, self->show_tree);
      break;
    case PROP_SHOW_COSTS:
      g_value_set_boolean (value, self->show_costs);
      break;
    case PROP_PRACTICE_ON:
      g_value_set_boolean (value, self->practice_on);
      break;
    case PROP_COMPARING:
      g_value_set_boolean (value, self->comparing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  KlWindow *self = KL_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODE:
      /* the document notifies (options-changed), and so do we from there */
      kl_document_set_mode (self->document, kl_mode_parse (g_value_get_string (value)));
      return;
    case PROP_TOOL:
      {
        const char *tool = kl_tool_to_string (kl_tool_from_string (g_value_get_string (value)));

        /* a tool key for a piece the mode does not use changes nothing */
        if (g_strcmp0 (tool, self->tool) == 0 ||
            !kl_tool_in_mode (kl_tool_from_string (tool), current_mode (self)))
          return;
        g_free (self->tool);
        self->tool = g_strdup (tool);
        kl_board_set_tool (self->board, kl_tool_from_string (tool));
        kl_compare_view_set_tool (self->compare_view, kl_tool_from_string (tool));
      }
      break;
    case PROP_CLOSED_TOUR:
      kl_document_set_closed (self->document, g_value_get_boolean (value));
      return;
    case PROP_SHOW_SEARCH:
      if (self->show_search == g_value_get_boolean (value))
        return;
      self->show_search = g_value_get_boolean (value);
      kl_window_play (self, FALSE);
      kl_board_set_show_search (self->board, self->show_search);
      kl_compare_view_set_show_search (self->compare_view, self->show_search);
      /* a tour's search has steps and jumps of its own */
      kl_window_show_frames (self);
      break;
    case PROP_SHOW_TREE:
      if (self->show_tree == g_value_get_boolean (value))
        return;
      self->show_tree = g_value_get_boolean (value);
      kl_board_set_show_tree (self->board, self->show_tree);
      kl_window_update_legend (self);
      break;
    case PROP_SHOW_COSTS:
      if (self->show_costs == g_value_get_boolean (value))
        return;
      self->show_costs = g_value_get_boolean (value);
      kl_board_set_show_costs (self->board, self->show_costs);
      kl_window_update_legend (self);
      break;
    case PROP_PRACTICE_ON:
      if (self->practice_on == g_value_get_boolean (value))
        return;
      kl_window_set_practice (self, g_value_get_boolean (value));
      break;
    case PROP_COMPARING:
      /* kl_window_set_comparing notifies, or refuses */
      kl_window_set_comparing (self, g_value_get_boolean (value));
      return;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
}

static void
kl_window_class_init (KlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_window_dispose;
  object_class->finalize = kl_window_finalize;
  object_class->get_property = kl_window_get_property;
  object_class->set_property = kl_window_set_property;
  widget_class->size_allocate = kl_window_size_allocate;

  properties[PROP_MODE] =
    g_param_spec_string ("mode", NULL, NULL, "path",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, "block",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOSED_TOUR] =
    g_param_spec_boolean ("closed-tour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SEARCH] =
    g_param_spec_boolean ("show-search", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_TREE] =
    g_param_spec_boolean ("show-tree", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COSTS] =
    g_param_spec_boolean ("show-costs", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PRACTICE_ON] =
    g_param_spec_boolean ("practice-on", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPARING] =
    g_param_spec_boolean ("comparing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (KL_TYPE_BOARD);
  g_type_ensure (KL_TYPE_COMPARE_VIEW);
  g_type_ensure (KL_TYPE_LEGEND);
  g_type_ensure (KL_TYPE_PUZZLE_LIST);
  g_type_ensure (KL_TYPE_STEP_PANEL);
  g_type_ensure (KL_TYPE_PLAYER_BAR);
  g_type_ensure (KL_TYPE_RESULTS_VIEW);
  g_type_ensure (KL_TYPE_SIDEBAR);
  g_type_ensure (KL_TYPE_PRACTICE_PANEL);
  g_type_ensure (KL_TYPE_NOTE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, narrow_title);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, sidebar_flap);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, explain_flap);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, step_panel);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, practice_panel);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, note_view);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, practice_button);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, board);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, board_stack);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, compare_view);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, compare_button);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, player_bar);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, results);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, sidebar_content);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, results_separator);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, present_bar);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, present_caption);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, present_contrast_button);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, export_progress);

  kl_window_class_install_actions (widget_class);
  kl_window_player_class_init (widget_class);
  kl_window_file_class_init (widget_class);
  kl_window_practice_class_init (widget_class);
  kl_window_lessons_class_init (widget_class);
  kl_window_present_class_init (widget_class);
  kl_window_animation_class_init (widget_class);
}

static void
kl_window_init (KlWindow *self)
{
  KlHistory *history;
  g_autofree char *default_mode = NULL;

  self->tool = g_strdup ("block");

  /* template signals fire while it is built; nothing is ready for them yet */
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->syncing = FALSE;

  /* the preferences say which mode a new window starts in */
  kl_window_settings_init (self);
  default_mode = self->settings != NULL ? g_settings_get_string (self->settings, "default-mode")
                                        : NULL;
  self->document = kl_document_new (kl_mode_parse (default_mode));
  history = kl_document_get_history (self->document);
  kl_board_set_history (self->board, history);
  kl_compare_view_set_history (self->compare_view, history);
  /* the compare view's boards look like the window's */
  for (guint side = 0; side < 2; side++)
    {
      KlBoard *other = kl_compare_view_get_board (self->compare_view, side);

      g_object_bind_property (self->board, "board-theme", other, "board-theme",
                              G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->board, "show-coordinates", other, "show-coordinates",
                              G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->board, "high-contrast", other, "high-contrast",
                              G_BINDING_SYNC_CREATE);
    }
  g_signal_connect_swapped (self->compare_view, "frames-changed",
                            G_CALLBACK (on_compare_frames_cb), self);
  g_signal_connect_swapped (self->compare_view, "algorithm-chosen",
                            G_CALLBACK (on_compare_algorithm_cb), self);
  g_signal_connect_swapped (history, "changed", G_CALLBACK (on_history_changed_cb), self);
  g_signal_connect_swapped (history, "removed", G_CALLBACK (on_history_removed_cb), self);
  g_signal_connect_swapped (history, "notify::can-undo", G_CALLBACK (kl_window_update_actions), self);
  g_signal_connect_swapped (history, "notify::can-redo", G_CALLBACK (kl_window_update_actions), self);
  g_signal_connect_swapped (self->document, "options-changed", G_CALLBACK (on_options_changed_cb),
                            self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->sidebar_flap, "notify::folded", G_CALLBACK (on_folded_changed_cb),
                            self);
  kl_window_solve_init (self);
  kl_window_animation_init (self);
  on_folded_idle_cb (self);
  g_object_bind_property (kl_results_view_get_explain_button (self->results), "active",
                          self->explain_flap, "reveal-flap",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  /* hidden until the first layout says the window is wide enough */
  on_panel_idle_cb (self);
  g_signal_connect_swapped (self->explain_flap, "notify::reveal-flap",
                            G_CALLBACK (update_sidebar_fold), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (kl_window_update_legend), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::board-theme",
                           G_CALLBACK (kl_window_update_legend), self, G_CONNECT_SWAPPED);
  {
    GtkEventController *motion = gtk_event_controller_motion_new ();

    g_signal_connect_swapped (motion, "motion", G_CALLBACK (on_board_motion_cb), self);
    g_signal_connect_swapped (motion, "leave", G_CALLBACK (on_board_leave_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self->board), motion);
  }
  g_signal_connect_swapped (kl_step_panel_get_structure_view (self->step_panel), "square-hovered",
                            G_CALLBACK (on_structure_hovered_cb), self);
  g_signal_connect_swapped (kl_step_panel_get_structure_view (self->step_panel),
                            "square-activated", G_CALLBACK (on_structure_activated_cb), self);
  g_signal_connect_swapped (self->sidebar_content, "size-changed", G_CALLBACK (on_size_changed_cb),
                            self);
  g_signal_connect_swapped (self->sidebar_content, "note-changed",
                            G_CALLBACK (on_note_changed_cb), self);
  g_signal_connect_swapped (self->sidebar_content, "leaper-changed",
                            G_CALLBACK (on_leaper_changed_cb), self);
  g_signal_connect_swapped (self->sidebar_content, "algorithm-changed",
                            G_CALLBACK (on_algorithm_changed_cb), self);
  kl_window_player_init (self);
  kl_window_practice_init (self);
  kl_window_present_init (self);
  kl_sidebar_show_size (self->sidebar_content, kl_history_get_puzzle (history)->width,
                        kl_history_get_puzzle (history)->height);
  update_title (self);
  sync_options (self);
  kl_window_file_init (self);
  kl_window_autosave_init (self);
  kl_window_queue_solve (self);
  self->frame_stats = kl_frame_stats_new_from_env (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The legend follows what the board draws: its mode, its answer, its
 * colours and the options shown. */
void
kl_window_update_legend (KlWindow *self)
{
  KlBoardView view;

  kl_board_get_view (self->board, &view);
  self->n_legend_marks = kl_board_legend_marks (&view, self->legend_marks);
  kl_step_panel_set_legend (self->step_panel, &view);
}

void
kl_window_update_legend_marks (KlWindow *self)
{
  KlBoardView view;
  KlMark marks[KL_N_MARKS];
  guint n;

  kl_board_get_view (self->board, &view);
  n = kl_board_legend_marks (&view, marks);
  /* rebuilt only when it changes: the frame changes sixty times a second */
  if (n != self->n_legend_marks || memcmp (marks, self->legend_marks, n * sizeof *marks) != 0)
    kl_window_update_legend (self);
}

void
kl_window_toast (KlWindow   *self,
                 const char *title,
                 const char *button_label,
                 const char *action,
                 GVariant   *target)
{
  AdwToast *toast = adw_toast_new (title);

  if (button_label != NULL && action != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action);
      if (target != NULL)
        adw_toast_set_action_target_value (toast, target);
    }
  else if (target != NULL)
    g_variant_unref (g_variant_ref_sink (target));
  if (self->last_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->last_toast), (gpointer *) &self->last_toast);
  self->last_toast = toast;
  g_object_add_weak_pointer (G_OBJECT (toast), (gpointer *) &self->last_toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
kl_window_show_error (KlWindow     *self,
                      const char   *primary,
                      const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), primary, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWidget *
kl_window_new_question (KlWindow   *self,
                        const char *heading,
                        const char *body,
                        const char *safe,
                        const char *safe_label,
                        const char *suggested,
                        const char *suggested_label)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  AdwMessageDialog *question = ADW_MESSAGE_DIALOG (dialog);

  adw_message_dialog_add_responses (question, safe, safe_label, suggested, suggested_label, NULL);
  adw_message_dialog_set_response_appearance (question, suggested, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (question, suggested);
  adw_message_dialog_set_close_response (question, safe);
  return dialog;
}

gboolean
kl_window_set_comparing (KlWindow *self,
                         gboolean  comparing)
{
  guint n;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);

  comparing = !!comparing;
  if (comparing == self->comparing)
    return TRUE;
  kl_algorithm_list (current_mode (self), &n);
  if (comparing && (n < 2 || self->practice_on))
    {
      /* the toggle button must not stay down */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPARING]);
      return FALSE;
    }
  kl_window_play (self, FALSE);
  self->comparing = comparing;
  gtk_stack_set_visible_child_name (self->board_stack, comparing ? "compare" : "board");
  update_sidebar_fold (self);
  if (comparing)
    {
      KlSolveOptions options;

      kl_window_solve_options (self, &options);
      kl_compare_view_solve (self->compare_view,
                             kl_history_get_puzzle (kl_document_get_history (self->document)),
                             &options);
      gtk_widget_grab_focus (GTK_WIDGET (kl_compare_view_get_board (self->compare_view, 0)));
    }
  else
    {
      kl_compare_view_stop (self->compare_view);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  /* the player steps through the frames of what is shown now */
  kl_window_show_frames (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPARING]);
  return TRUE;
}

gboolean
kl_window_get_comparing (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->comparing;
}

KlCompareView *
kl_window_get_compare_view (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->compare_view;
}

KlWindow *
kl_window_new (GtkApplication *application)
{
  return g_object_new (KL_TYPE_WINDOW, "application", application, NULL);
}

KlBoard *
kl_window_get_board (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->board;
}

KlDocument *
kl_window_get_document (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->document;
}

KlHistory *
kl_window_get_history (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_document_get_history (self->document);
}

gboolean
kl_window_get_folded (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return adw_flap_get_folded (self->sidebar_flap);
}

AdwToast *
kl_window_get_last_toast (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->last_toast;
}

KlStepPanel *
kl_window_get_step_panel (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->step_panel;
}

KlPlayerBar *
kl_window_get_player_bar (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->player_bar;
}
