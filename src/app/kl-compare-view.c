/* kl-compare-view.c - two algorithms on one puzzle, side by side.
 *
 * The view solves the puzzle twice, each on a KlSolver of its own (in the
 * background, the newest solve of each side the only one heard), shows
 * each answer on a board of its own and, once both are in, the comparison
 * of kl-comparison: the measured work of each, never a simulation.  The
 * window's player steps both boards by one frame index; the board with
 * fewer frames holds its last.  Zooming or scrolling either board moves
 * the other the same way. */

#define G_LOG_DOMAIN "kl-compare-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kl-compare-view.h"
#include "kl-solver.h"

/* Narrower than this, the boards stand one above the other. */
#define STACK_BELOW_WIDTH 560

struct _KlCompareView
{
  GtkWidget       parent_instance;

  /* template widgets */
  GtkBox         *boards_box;
  GtkDropDown    *algorithm_a;
  GtkDropDown    *algorithm_b;
  GtkStringList  *list_a;
  GtkStringList  *list_b;
  KlBoard        *board_a;
  KlBoard        *board_b;
  GtkLabel       *step_a;
  GtkLabel       *step_b;
  GtkGrid        *table;
  GtkLabel       *sentence;

  /* owned */
  KlSolver       *solver[2];
  KlSolution     *result[2];
  KlComparison   *comparison;
  KlPuzzle       *puzzle;            /* as last solved: the right side is solved again on it */
  GtkAdjustment  *adj[2][2];         /* [side][axis] of the boards' views */
  KlSolveOptions  options;
  KlAlgorithm     algorithm[2];      /* resolved */
  KlMode          mode;              /* whose algorithms the lists hold; KL_N_MODES: none */
  double          frame;
  gboolean        show_search;
  gboolean        syncing;           /* showing state in the dropdowns: not the user's choice */
  gboolean        mirroring;         /* moving one board's view after the other's */
  gboolean        stacked;
  guint           layout_idle;

  /* borrowed: the table's cells, children of table */
  GtkLabel       *heads[2];
  GtkLabel       *cells[KL_COMPARE_N_ROWS][2];
};

G_DEFINE_FINAL_TYPE (KlCompareView, kl_compare_view, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_FRAMES_CHANGED,
  SIGNAL_ALGORITHM_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ helpers */

static KlBoard *
board_of (KlCompareView *self,
          guint          side)
{
  return side == 0 ? self->board_a : self->board_b;
}

static GtkLabel *
step_label_of (KlCompareView *self,
               guint          side)
{
  return side == 0 ? self->step_a : self->step_b;
}

/* The algorithm after algorithm in mode's list (the first after the last):
 * what the right board compares the puzzle's with at first. */
static KlAlgorithm
next_algorithm (KlMode      mode,
                KlAlgorithm algorithm)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);

  for (guint i = 0; i < n; i++)
    if (list[i] == algorithm)
      return list[(i + 1) % n];
  return list[0];
}

static guint
index_in_mode (KlMode      mode,
               KlAlgorithm algorithm)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (mode, &n);

  for (guint i = 0; i < n; i++)
    if (list[i] == algorithm)
      return i;
  return 0;
}

/* The dropdowns list mode's algorithms and show the two chosen. */
static void
show_algorithms (KlCompareView *self)
{
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (self->mode, &n);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  GtkStringList *lists[2] = { self->list_a, self->list_b };
  GtkDropDown *drops[2] = { self->algorithm_a, self->algorithm_b };

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (labels, (gpointer) kl_algorithm_label (list[i]));
  g_ptr_array_add (labels, NULL);
  self->syncing = TRUE;
  for (guint side = 0; side < 2; side++)
    {
      guint have = g_list_model_get_n_items (G_LIST_MODEL (lists[side]));
      gboolean same = have == n;

      for (guint i = 0; same && i < n; i++)
        same = g_strcmp0 (gtk_string_list_get_string (lists[side], i), labels->pdata[i]) == 0;
      if (!same)
        gtk_string_list_splice (lists[side], 0, have, (const char *const *) labels->pdata);
      gtk_drop_down_set_selected (drops[side], index_in_mode (self->mode, self->algorithm[side]));
    }
  self->syncing = FALSE;

  for (guint side = 0; side < 2; side++)
    {
      const char *label = kl_algorithm_label (self->algorithm[side]);
      g_autofree char *caption = NULL;

      /* Translators: said first of a compare view's board: "Left board: A* search" */
      caption = g_strdup_printf (side == 0 ? _("Left board: %s") : _("Right board: %s"), label);
      kl_board_set_caption (board_of (self, side), caption);
      gtk_label_set_label (self->heads[side], label);
    }
}

/* The step sentence under a board, for the frame both show. */
static void
show_step (KlCompareView *self,
           guint          side)
{
  KlSolution *result = self->result[side];
  GtkLabel *label = step_label_of (self, side);
  KlExplain *explain;
  g_autoptr (KlExplainStep) step = NULL;
  const char *text = "";

  if (result == NULL)
    {
      if (kl_solver_is_solving (self->solver[side]))
        text = _("Solving…");
      gtk_label_set_label (label, text);
      gtk_widget_set_tooltip_text (GTK_WIDGET (label), NULL);
      return;
    }
  explain = kl_solution_get_explain (result, self->show_search);
  if (explain != NULL && kl_explain_get_n_steps (explain) > 0)
    {
      guint n = kl_explain_get_n_steps (explain);
      guint index = self->frame >= n - 1 ? n - 1 : (guint) floor (MAX (self->frame, 0));

      step = kl_explain_get_step (explain, index);
    }
  if (step != NULL && step->text != NULL)
    text = step->text;
  else if (result->details != NULL)
    text = result->details;
  gtk_label_set_label (label, text);
  /* two lines are shown: the whole sentence on hovering */
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text);
}

/* The table and the sentence: the comparison's once both answers are in,
 * blank cells before. */
static void
show_table (KlCompareView *self)
{
  g_autofree char *sentence = NULL;

  for (guint row = 0; row < KL_COMPARE_N_ROWS; row++)
    for (guint side = 0; side < 2; side++)
      {
        g_autofree char *value = self->comparison != NULL
                                 ? kl_comparison_row_value (self->comparison, row, side)
                                 : g_strdup ("…");
        g_autofree char *described = NULL;

        gtk_label_set_label (self->cells[row][side], value);
        /* Translators: a cell of the comparison table, for a screen reader:
         * "Squares expanded, A* search" */
        described = g_strdup_printf (_("%s, %s"), kl_comparison_row_label (row),
                                     kl_algorithm_label (self->algorithm[side]));
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[row][side]),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described, -1);
      }
  if (self->comparison != NULL)
    sentence = kl_comparison_sentence (self->comparison);
  gtk_label_set_label (self->sentence, sentence != NULL ? sentence : "");
  gtk_widget_set_visible (GTK_WIDGET (self->sentence), sentence != NULL && *sentence);
}

static void
update_comparison (KlCompareView *self)
{
  g_clear_pointer (&self->comparison, kl_comparison_unref);
  /* the two answers of one puzzle, the newest of each */
  if (self->result[0] != NULL && self->result[1] != NULL &&
      !kl_solver_is_solving (self->solver[0]) && !kl_solver_is_solving (self->solver[1]))
    self->comparison = kl_comparison_new (self->result[0], self->result[1]);
  show_table (self);
}

static void
start_solve (KlCompareView *self,
             guint          side)
{
  KlSolveOptions options = self->options;

  if (self->puzzle == NULL)
    return;
  options.algorithm = self->algorithm[side];
  kl_solver_solve (self->solver[side], self->puzzle, &options);
  update_comparison (self);
  if (self->result[side] == NULL)
    show_step (self, side);
}

/* ------------------------------------------------------------ signals */

static void
on_solver_done_cb (KlSolver      *solver,
                   KlSolution    *result,
                   GError        *error,
                   KlCompareView *self)
{
  guint side = solver == self->solver[0] ? 0 : 1;

  g_clear_pointer (&self->result[side], kl_solution_unref);
  if (result != NULL)
    self->result[side] = kl_solution_ref (result);
  kl_board_set_result (board_of (self, side), self->result[side]);
  update_comparison (self);
  /* the window's player starts over with the frames of both: the boards
   * show their answers whole until then */
  self->frame = G_MAXDOUBLE;
  g_signal_emit (self, signals[SIGNAL_FRAMES_CHANGED], 0);
  kl_compare_view_set_frame (self, self->frame);
  if (result == NULL && error != NULL)
    gtk_label_set_label (step_label_of (self, side),
                         g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                         ? _("Solving cancelled") : error->message);
}

static void
on_algorithm_a_cb (KlCompareView *self)
{
  guint n, i = gtk_drop_down_get_selected (self->algorithm_a);
  const KlAlgorithm *list = kl_algorithm_list (self->mode, &n);

  if (self->syncing || self->mode >= KL_N_MODES || i >= n)
    return;
  /* the puzzle's algorithm: the window makes it so and solves again */
  g_signal_emit (self, signals[SIGNAL_ALGORITHM_CHOSEN], 0, (int) list[i]);
}

static void
on_algorithm_b_cb (KlCompareView *self)
{
  guint n, i = gtk_drop_down_get_selected (self->algorithm_b);
  const KlAlgorithm *list = kl_algorithm_list (self->mode, &n);

  if (self->syncing || self->mode >= KL_N_MODES || i >= n)
    return;
  kl_compare_view_set_algorithm (self, list[i]);
}

/* One board's view moved (a zoom, a scroll, a new size): the other
 * follows. */
static void
on_view_changed_cb (KlCompareView *self,
                    GtkAdjustment *adj)
{
  guint from = adj == self->adj[0][0] || adj == self->adj[0][1] ? 0 : 1;
  KlBoard *board = board_of (self, from);

  if (self->mirroring)
    return;
  self->mirroring = TRUE;
  kl_board_set_view (board_of (self, !from), kl_board_get_fit (board),
                     kl_board_get_cell_size (board), gtk_adjustment_get_value (self->adj[from][0]),
                     gtk_adjustment_get_value (self->adj[from][1]));
  self->mirroring = FALSE;
}

static gboolean
on_layout_idle_cb (gpointer user_data)
{
  KlCompareView *self = user_data;

  self->layout_idle = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->boards_box),
                                  self->stacked ? GTK_ORIENTATION_VERTICAL
                                                : GTK_ORIENTATION_HORIZONTAL);
  return G_SOURCE_REMOVE;
}

/* Side by side, or stacked in a narrow view: decided once laid out (a box
 * cannot change its orientation while it allocates). */
static void
kl_compare_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  KlCompareView *self = KL_COMPARE_VIEW (widget);
  gboolean stacked = width < STACK_BELOW_WIDTH;

  GTK_WIDGET_CLASS (kl_compare_view_parent_class)->size_allocate (widget, width, height, baseline);
  if (stacked != self->stacked)
    {
      self->stacked = stacked;
      if (self->layout_idle == 0)
        self->layout_idle = g_idle_add (on_layout_idle_cb, self);
    }
}

/* ------------------------------------------------------------ life cycle */

static void
kl_compare_view_dispose (GObject *object)
{
  KlCompareView *self = KL_COMPARE_VIEW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  for (guint side = 0; side < 2; side++)
    {
      if (self->solver[side] != NULL)
        {
          /* a solve still running ends on its own, unheard */
          kl_solver_drop (self->solver[side]);
          g_signal_handlers_disconnect_by_data (self->solver[side], self);
          g_clear_object (&self->solver[side]);
        }
      for (guint axis = 0; axis < 2; axis++)
        if (self->adj[side][axis] != NULL)
          {
            g_signal_handlers_disconnect_by_data (self->adj[side][axis], self);
            g_clear_object (&self->adj[side][axis]);
          }
      g_clear_pointer (&self->result[side], kl_solution_unref);
    }
  g_clear_pointer (&self->comparison, kl_comparison_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), KL_TYPE_COMPARE_VIEW);
  /* the template's children without an id are the widget's to unparent */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kl_compare_view_parent_class)->dispose (object);
}

static void
kl_compare_view_finalize (GObject *object)
{
  KlCompareView *self = KL_COMPARE_VIEW (object);

  g_clear_pointer (&self->puzzle, kl_puzzle_free);
  G_OBJECT_CLASS (kl_compare_view_parent_class)->finalize (object);
}

static void
kl_compare_view_class_init (KlCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_compare_view_dispose;
  object_class->finalize = kl_compare_view_finalize;
  widget_class->size_allocate = kl_compare_view_size_allocate;

  signals[SIGNAL_FRAMES_CHANGED] =
    g_signal_new ("frames-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ALGORITHM_CHOSEN] =
    g_signal_new ("algorithm-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  g_type_ensure (KL_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, boards_box);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, algorithm_a);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, algorithm_b);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, list_a);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, list_b);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, board_a);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, board_b);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, step_a);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, step_b);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, table);
  gtk_widget_class_bind_template_child (widget_class, KlCompareView, sentence);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* Names the button inside a dropdown, which GTK 4.8 leaves unnamed. */
static void
name_button (GtkWidget  *widget,
             const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_TOGGLE_BUTTON (child))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        name, -1);
      name_button (child, name);
    }
}

/* The table's cells: a heading per algorithm, then a row per figure. */
static void
build_table (KlCompareView *self)
{
  for (guint side = 0; side < 2; side++)
    {
      GtkWidget *head = gtk_label_new ("");

      gtk_label_set_xalign (GTK_LABEL (head), 1);
      gtk_label_set_ellipsize (GTK_LABEL (head), PANGO_ELLIPSIZE_END);
      /* long names must not widen the view (and fold the sidebar away) */
      gtk_label_set_max_width_chars (GTK_LABEL (head), 12);
      gtk_widget_set_hexpand (head, TRUE);
      gtk_widget_add_css_class (head, "heading");
      gtk_grid_attach (self->table, head, 1 + side, 0, 1, 1);
      self->heads[side] = GTK_LABEL (head);
    }
  for (guint row = 0; row < KL_COMPARE_N_ROWS; row++)
    {
      GtkWidget *name = gtk_label_new (kl_comparison_row_label (row));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "dim-label");
      gtk_grid_attach (self->table, name, 0, 1 + row, 1, 1);
      for (guint side = 0; side < 2; side++)
        {
          GtkWidget *cell = gtk_label_new ("…");

          gtk_label_set_xalign (GTK_LABEL (cell), 1);
          gtk_label_set_selectable (GTK_LABEL (cell), FALSE);
          gtk_widget_add_css_class (cell, "numeric");
          gtk_grid_attach (self->table, cell, 1 + side, 1 + row, 1, 1);
          self->cells[row][side] = GTK_LABEL (cell);
        }
    }
}

static void
kl_compare_view_init (KlCompareView *self)
{
  self->mode = KL_N_MODES;
  self->frame = G_MAXDOUBLE;
  kl_solve_options_init (&self->options);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_table (self);

  for (guint side = 0; side < 2; side++)
    {
      KlBoard *board = board_of (self, side);

      /* the boards are small side by side: the "zoom in" note would
       * cover their squares (zooming one zooms both) */
      kl_board_set_note_visible (board, FALSE);
      self->solver[side] = kl_solver_new ();
      g_signal_connect (self->solver[side], "done", G_CALLBACK (on_solver_done_cb), self);
      self->adj[side][0] = g_object_ref (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (board)));
      self->adj[side][1] = g_object_ref (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (board)));
      for (guint axis = 0; axis < 2; axis++)
        {
          g_signal_connect_swapped (self->adj[side][axis], "value-changed",
                                    G_CALLBACK (on_view_changed_cb), self);
          g_signal_connect_swapped (self->adj[side][axis], "changed",
                                    G_CALLBACK (on_view_changed_cb), self);
        }
    }
  g_signal_connect_swapped (self->algorithm_a, "notify::selected", G_CALLBACK (on_algorithm_a_cb),
                            self);
  /* a dropdown's button is what a screen reader meets: it takes the name */
  name_button (GTK_WIDGET (self->algorithm_a), _("Algorithm of the left board"));
  name_button (GTK_WIDGET (self->algorithm_b), _("Algorithm of the right board"));
  g_signal_connect_swapped (self->algorithm_b, "notify::selected", G_CALLBACK (on_algorithm_b_cb),
                            self);
  show_table (self);
}

/* ------------------------------------------------------------ public API */

void
kl_compare_view_set_history (KlCompareView *self,
                             KlHistory     *history)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_board_set_history (self->board_a, history);
  kl_board_set_history (self->board_b, history);
}

void
kl_compare_view_solve (KlCompareView        *self,
                       const KlPuzzle       *puzzle,
                       const KlSolveOptions *options)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  g_return_if_fail (puzzle != NULL && options != NULL);

  if (options->mode != self->mode)
    {
      self->mode = options->mode;
      /* the answers of another mode have no place on these boards */
      for (guint side = 0; side < 2; side++)
        {
          g_clear_pointer (&self->result[side], kl_solution_unref);
          kl_board_set_result (board_of (self, side), NULL);
          kl_board_set_mode (board_of (self, side), options->mode);
        }
      self->algorithm[1] = next_algorithm (options->mode,
                                           kl_algorithm_resolve (options->algorithm, options->mode));
    }
  self->algorithm[0] = kl_algorithm_resolve (options->algorithm, options->mode);
  self->options = *options;
  g_clear_pointer (&self->puzzle, kl_puzzle_free);
  self->puzzle = kl_puzzle_copy (puzzle);
  show_algorithms (self);
  start_solve (self, 0);
  start_solve (self, 1);
}

void
kl_compare_view_stop (KlCompareView *self)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_solver_drop (self->solver[0]);
  kl_solver_drop (self->solver[1]);
}

gboolean
kl_compare_view_is_solving (KlCompareView *self)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), FALSE);
  return kl_solver_is_pending (self->solver[0]) || kl_solver_is_pending (self->solver[1]);
}

void
kl_compare_view_set_algorithm (KlCompareView *self,
                               KlAlgorithm    algorithm)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));

  if (self->mode >= KL_N_MODES || !kl_algorithm_valid_for (algorithm, self->mode))
    return;
  algorithm = kl_algorithm_resolve (algorithm, self->mode);
  if (algorithm == self->algorithm[1])
    return;
  self->algorithm[1] = algorithm;
  show_algorithms (self);
  start_solve (self, 1);
}

KlAlgorithm
kl_compare_view_get_algorithm (KlCompareView *self,
                               guint          side)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), KL_ALGORITHM_DEFAULT);
  return self->algorithm[side != 0];
}

void
kl_compare_view_set_frame (KlCompareView *self,
                           double         frame)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));

  self->frame = frame;
  for (guint side = 0; side < 2; side++)
    {
      KlBoard *board = board_of (self, side);
      guint frames = kl_board_get_frames (board);

      /* fewer frames: its last, held (its end is the answer whole) */
      kl_board_set_frame (board, frame >= frames ? G_MAXDOUBLE : frame);
      show_step (self, side);
    }
}

guint
kl_compare_view_get_frames (KlCompareView *self)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), 0);
  return MAX (kl_board_get_frames (self->board_a), kl_board_get_frames (self->board_b));
}

KlBoard *
kl_compare_view_get_board (KlCompareView *self,
                           guint          side)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), NULL);
  return board_of (self, side);
}

KlComparison *
kl_compare_view_get_comparison (KlCompareView *self)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), NULL);
  return self->comparison;
}

const char *
kl_compare_view_get_cell (KlCompareView *self,
                          KlCompareRow   row,
                          guint          side)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), NULL);
  g_return_val_if_fail (row < KL_COMPARE_N_ROWS, NULL);
  return gtk_label_get_label (self->cells[row][side != 0]);
}

const char *
kl_compare_view_get_sentence (KlCompareView *self)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), NULL);
  return gtk_label_get_label (self->sentence);
}

const char *
kl_compare_view_get_step_text (KlCompareView *self,
                               guint          side)
{
  g_return_val_if_fail (KL_IS_COMPARE_VIEW (self), NULL);
  return gtk_label_get_label (step_label_of (self, side));
}

void
kl_compare_view_set_tool (KlCompareView *self,
                          KlTool         tool)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_board_set_tool (self->board_a, tool);
  kl_board_set_tool (self->board_b, tool);
}

void
kl_compare_view_set_show_search (KlCompareView *self,
                                 gboolean       show_search)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  self->show_search = show_search;
  kl_board_set_show_search (self->board_a, show_search);
  kl_board_set_show_search (self->board_b, show_search);
  kl_compare_view_set_frame (self, G_MAXDOUBLE);
  g_signal_emit (self, signals[SIGNAL_FRAMES_CHANGED], 0);
}

void
kl_compare_view_zoom_in (KlCompareView *self)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_board_zoom_in (self->board_a);
}

void
kl_compare_view_zoom_out (KlCompareView *self)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_board_zoom_out (self->board_a);
}

void
kl_compare_view_zoom_fit (KlCompareView *self)
{
  g_return_if_fail (KL_IS_COMPARE_VIEW (self));
  kl_board_zoom_fit (self->board_a);
}
