/* kl-step-panel.c - the panel that explains the frame on the board.
 *
 * Everything it says comes from KlExplain (src/puzzle/kl-explain.c), the
 * wording knight-solve --explain prints too: the panel only lays it out. */

#define G_LOG_DOMAIN "kl-step-panel"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kl-step-panel.h"
#include "kl-structure-view.h"

struct _KlStepPanel
{
  GtkWidget   parent_instance;

  /* template widgets */
  GtkStack       *stack;
  AdwStatusPage  *empty_page;
  GtkLabel       *title_label;
  GtkLabel       *algorithm_label; /* the explanation's title: the algorithm */
  GtkLabel       *text_label;
  KlStructureView *structure_view;
  GtkLabel       *detail_label;
  GtkWidget      *pieces_box;
  GtkGrid        *pieces_grid;
  GtkWidget      *algorithm_pane;
  GtkScrolledWindow *code_scroller;  /* the algorithm's lines */
  GtkWidget      *pseudocode_box;
  GtkWidget      *legend_box;
  GtkWidget      *inspect_stack;
  GtkLabel       *inspect_label;

  /* owned */
  KlExplain      *explain;

  guint           frame;
  int             line;      /* highlighted, or -1 */
  int             inspected; /* the cell shown, or -1 */
  gboolean        inspects;  /* pointing at a square says something in this answer */
  gboolean        reveal_line;   /* the highlighted line is to be scrolled into view */
  int             pane_height;   /* the algorithm's pane as last allocated */
  double          scroll_to;     /* where the next frame scrolls the algorithm to */
  guint           scroll_tick;   /* and the tick that does it */
  gboolean        practising;    /* nothing that tells the answer ahead: no step count, no
                                  * table of pieces, no inspection */
  gboolean        question_open; /* and no narration while the question is open */
};

G_DEFINE_FINAL_TYPE (KlStepPanel, kl_step_panel, GTK_TYPE_WIDGET)

static void
clear_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_GRID (box))
        gtk_grid_remove (GTK_GRID (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static void
fill_pseudocode (KlStepPanel *self)
{
  /* a constructed tour has the construction's pseudocode */
  guint n = kl_explain_get_pseudocode_length (self->explain);

  clear_children (self->pseudocode_box);
  for (guint i = 0; i < n; i++)
    {
      /* Translators: a numbered line of pseudocode, "2. Take the next square…" */
      g_autofree char *text = g_strdup_printf (_("%u. %s"), i + 1,
                                               kl_explain_get_pseudocode_line (self->explain,
                                                                               i));
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (label, "kl-pseudocode-line");
      gtk_box_append (GTK_BOX (self->pseudocode_box), label);
    }
  self->line = -1;
}

static GtkWidget *
cell_label (const char *text,
            gboolean    numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1 : 0);
  gtk_label_set_wrap (GTK_LABEL (label), !numeric);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* Camelot's table: each piece, its moves, and its part in the plan. */
static void
fill_pieces (KlStepPanel *self)
{
  /* none while the panel says why there is no answer */
  GPtrArray *pieces = self->explain != NULL ? kl_explain_get_pieces (self->explain) : NULL;

  clear_children (GTK_WIDGET (self->pieces_grid));
  gtk_widget_set_visible (self->pieces_box, pieces != NULL && pieces->len > 0);
  if (pieces == NULL)
    return;
  for (guint i = 0; i < pieces->len; i++)
    {
      const KlExplainPiece *piece = g_ptr_array_index (pieces, i);
      g_autofree char *moves = g_strdup_printf ("%" G_GINT64_FORMAT, piece->moves);
      GtkWidget *name = cell_label (piece->name, FALSE);
      GtkWidget *role = cell_label (piece->role, FALSE);

      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_add_css_class (role, "dim-label");
      gtk_grid_attach (self->pieces_grid, name, 0, (int) i, 1, 1);
      gtk_grid_attach (self->pieces_grid, cell_label (moves, TRUE), 1, (int) i, 1, 1);
      gtk_grid_attach (self->pieces_grid, role, 2, (int) i, 1, 1);
    }
}

static void
highlight_line (KlStepPanel *self,
                int          line)
{
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (self->pseudocode_box); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      gboolean current = i == line;

      if (current)
        gtk_widget_add_css_class (child, "kl-current");
      else
        gtk_widget_remove_css_class (child, "kl-current");
      /* a screen reader hears which line runs, as sighted users see it */
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_SELECTED,
                                   current, -1);
    }
  if (line != self->line)
    {
      self->reveal_line = line >= 0;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  self->line = line;
}

/* The room kept above and below the highlighted line when it is scrolled
 * into view: a bit of the lines around it shows too. */
#define LINE_MARGIN 24

static GtkWidget *
current_line_widget (KlStepPanel *self)
{
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (self->pseudocode_box); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (i == self->line)
      return child;
  return NULL;
}

static gboolean
on_scroll_tick_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  KlStepPanel *self = KL_STEP_PANEL (widget);

  self->scroll_tick = 0;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->code_scroller),
                            self->scroll_to);
  return G_SOURCE_REMOVE;
}

/* Once the panel is laid out, the highlighted line's place is known: the
 * least scroll that shows it whole is made on the next frame (scrolling
 * while the panel is allocated would lay it out again within the layout).
 * Only when the line or the pane's height changes, so a reader who
 * scrolls away is left alone. */
static void
reveal_current_line (KlStepPanel *self)
{
  GtkWidget *line = current_line_widget (self);
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->code_scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->code_scroller);
  graphene_rect_t bounds;
  double value, page, margin, top, bottom, delta = 0, target;

  if (!self->reveal_line || line == NULL || !gtk_widget_get_mapped (line) ||
      !gtk_widget_compute_bounds (line, viewport, &bounds))
    return;
  self->reveal_line = FALSE;
  /* the viewport's own coordinates are the visible part's */
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  top = bounds.origin.y;
  bottom = top + bounds.size.height;
  margin = CLAMP ((page - bounds.size.height) / 2, 0, LINE_MARGIN);
  if (bottom > page - margin)
    delta = bottom - (page - margin);
  /* a line taller than the view shows its beginning */
  if (top - delta < margin)
    delta = top - margin;
  target = CLAMP (value + delta, gtk_adjustment_get_lower (adjustment),
                  gtk_adjustment_get_upper (adjustment) - page);
  if (fabs (target - value) < 0.5)
    return;
  self->scroll_to = target;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_scroll_tick_cb, NULL,
                                                      NULL);
}

static void
show_inspect (KlStepPanel *self)
{
  KlExplainInspect inspect;

  if (self->explain == NULL)
    return;
  /* only what the search knows at the frame shown: a later layer's
   * distances would give the steps away */
  if (self->inspected >= 0 &&
      kl_explain_inspect (self->explain, self->inspected, self->frame, &inspect))
    {
      gtk_label_set_label (self->inspect_label, inspect.text);
      kl_explain_inspect_clear (&inspect);
      return;
    }
  switch (kl_explain_get_mode (self->explain))
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
      gtk_label_set_label (self->inspect_label,
                           _("Point at a square to see its distance, the square that reached "
                             "it and how many shortest routes lead to it."));
      break;
    case KL_MODE_CAMELOT:
      gtk_label_set_label (self->inspect_label,
                           kl_explain_get_heat_map (self->explain) != NULL
                           ? _("Point at a square to see what gathering there would cost.")
                           : "");
      break;
    case KL_MODE_DYNAMIC:
    case KL_MODE_TOUR:
    case KL_N_MODES:
    default:
      gtk_label_set_label (self->inspect_label, "");
      break;
    }
}

#define SWATCH_SIZE 22

typedef struct
{
  KlBoardView view;   /* the colours and flags; no puzzle or answer */
  KlMark      mark;
} Swatch;

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const Swatch *swatch = user_data;

  kl_board_render_swatch (cr, &swatch->view, swatch->mark, MIN (width, height));
}

/* The panel lays out its two parts by hand: the narration (the stack) on
 * top and the algorithm's pane under it, which takes what its lines need
 * up to ALGORITHM_SHARE of the height (its lines scroll past that); and it
 * knows when its lines have their places (reveal_current_line). */
#define ALGORITHM_SHARE 0.5

/* The algorithm's pane at width: its least height, and the height that
 * shows all its lines (a scrolled window asks its lines at their natural
 * width, unwrapped: they are asked here at the width they get). */
static void
measure_algorithm (KlStepPanel *self,
                   int          width,
                   int         *minimum,
                   int         *natural)
{
  int scroller_nat, lines;

  gtk_widget_measure (self->algorithm_pane, GTK_ORIENTATION_VERTICAL, width, minimum, natural,
                      NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->code_scroller), GTK_ORIENTATION_VERTICAL, width, NULL,
                      &scroller_nat, NULL, NULL);
  gtk_widget_measure (self->pseudocode_box, GTK_ORIENTATION_VERTICAL, width, NULL, &lines, NULL,
                      NULL);
  *natural = MAX (*minimum, *natural - scroller_nat + lines);
}

static GtkSizeRequestMode
kl_step_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
kl_step_panel_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  KlStepPanel *self = KL_STEP_PANEL (widget);
  int pane_min = 0, pane_nat = 0;

  gtk_widget_measure (GTK_WIDGET (self->stack), orientation, for_size, minimum, natural, NULL,
                      NULL);
  if (gtk_widget_get_visible (self->algorithm_pane) && orientation == GTK_ORIENTATION_VERTICAL &&
      for_size >= 0)
    measure_algorithm (self, for_size, &pane_min, &pane_nat);
  else if (gtk_widget_get_visible (self->algorithm_pane))
    gtk_widget_measure (self->algorithm_pane, orientation, for_size, &pane_min, &pane_nat, NULL,
                        NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum += pane_min;
      *natural += pane_nat;
    }
  else
    {
      *minimum = MAX (*minimum, pane_min);
      *natural = MAX (*natural, pane_nat);
    }
}

static void
kl_step_panel_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  KlStepPanel *self = KL_STEP_PANEL (widget);
  int stack_min, pane_min, pane_nat, pane = 0;

  if (gtk_widget_get_visible (self->algorithm_pane))
    {
      gtk_widget_measure (GTK_WIDGET (self->stack), GTK_ORIENTATION_VERTICAL, width, &stack_min,
                          NULL, NULL, NULL);
      measure_algorithm (self, width, &pane_min, &pane_nat);
      pane = MIN (pane_nat, MAX (pane_min, (int) (height * ALGORITHM_SHARE)));
      /* the narration keeps its least (the panel asked for both) */
      pane = MAX (MIN (pane, height - stack_min), pane_min);
      gtk_widget_allocate (self->algorithm_pane, width, pane, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, height - pane)));
    }
  if (pane != self->pane_height)
    self->reveal_line = self->line >= 0;
  self->pane_height = pane;
  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height - pane, -1, NULL);
  reveal_current_line (self);
}

static void
kl_step_panel_dispose (GObject *object)
{
  KlStepPanel *self = (KlStepPanel *) object;

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;

  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_STEP_PANEL);
  g_clear_pointer (&self->explain, kl_explain_unref);

  G_OBJECT_CLASS (kl_step_panel_parent_class)->dispose (object);
}

static void
kl_step_panel_class_init (KlStepPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_step_panel_dispose;

  g_type_ensure (KL_TYPE_STRUCTURE_VIEW);

  widget_class->get_request_mode = kl_step_panel_get_request_mode;
  widget_class->measure = kl_step_panel_measure;
  widget_class->size_allocate = kl_step_panel_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "klsteppanel");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-step-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, empty_page);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, algorithm_label);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, text_label);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, structure_view);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, detail_label);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, pieces_box);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, pieces_grid);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, algorithm_pane);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, code_scroller);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, pseudocode_box);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, legend_box);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, inspect_stack);
  gtk_widget_class_bind_template_child (widget_class, KlStepPanel, inspect_label);
}

static void
kl_step_panel_init (KlStepPanel *self)
{
  self->line = -1;
  self->inspected = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Whether pointing at a square says anything in explain's mode: the room
 * of the inspection's lines is kept only then. */
static gboolean
explain_inspects (KlExplain *explain)
{
  KlExplainInspect probe;
  gboolean inspects = kl_explain_inspect (explain, 0, G_MAXUINT, &probe);

  kl_explain_inspect_clear (&probe);
  return inspects;
}

/* The parts of the page that tell steps: hidden when it only says why
 * there is no answer. */
static void
show_steps_widgets (KlStepPanel *self,
                    gboolean     steps)
{
  gtk_widget_set_visible (self->algorithm_pane, steps);
  gtk_widget_set_visible (self->inspect_stack, steps && self->inspects);
  if (!steps)
    {
      gtk_widget_set_visible (self->pieces_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->detail_label), FALSE);
    }
}

/* Practice hides what would tell the answer before it is earned. */
static void
apply_practice (KlStepPanel *self)
{
  gboolean quiet = self->practising && self->question_open;

  gtk_widget_set_visible (GTK_WIDGET (self->text_label), !quiet);
  if (quiet)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->detail_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->structure_view), FALSE);
    }
  if (self->practising)
    {
      gtk_widget_set_visible (self->pieces_box, FALSE);
      gtk_widget_set_visible (self->inspect_stack, FALSE);
    }
}

void
kl_step_panel_set_reason (KlStepPanel *self,
                          const char  *title,
                          const char  *text)
{
  g_return_if_fail (KL_IS_STEP_PANEL (self));

  g_clear_pointer (&self->explain, kl_explain_unref);
  self->inspected = -1;
  self->frame = G_MAXUINT;
  kl_structure_view_show_step (self->structure_view, NULL, NULL);
  show_steps_widgets (self, FALSE);
  gtk_label_set_label (self->title_label, title != NULL ? title : "");
  gtk_label_set_label (self->text_label, text != NULL ? text : "");
  gtk_stack_set_visible_child_name (self->stack, "steps");
  apply_practice (self);
}

void
kl_step_panel_set_explain (KlStepPanel *self,
                           KlExplain   *explain,
                           const char  *why)
{
  g_return_if_fail (KL_IS_STEP_PANEL (self));

  g_clear_pointer (&self->explain, kl_explain_unref);
  self->inspected = -1;
  kl_structure_view_show_step (self->structure_view, NULL, NULL);
  if (explain == NULL)
    {
      if (why != NULL && *why)
        adw_status_page_set_description (self->empty_page, why);
      else
        adw_status_page_set_description (self->empty_page,
                                         _("Once the board has an answer, every step of the "
                                           "search is told here."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_widget_set_visible (self->algorithm_pane, FALSE);
      gtk_label_set_label (self->text_label, "");
      return;
    }
  self->explain = kl_explain_ref (explain);
  self->inspects = explain_inspects (explain);
  show_steps_widgets (self, TRUE);
  /* which algorithm the lines are: one of several the mode may offer */
  gtk_label_set_label (self->algorithm_label, kl_explain_get_title (explain));
  /* one line (a phone's pane has no room for two): whole on hovering */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->algorithm_label), kl_explain_get_title (explain));
  fill_pseudocode (self);
  fill_pieces (self);
  gtk_stack_set_visible_child_name (self->stack, "steps");
  self->frame = G_MAXUINT;
  kl_step_panel_set_frame (self, kl_explain_get_n_steps (explain) - 1);
}

void
kl_step_panel_set_frame (KlStepPanel *self,
                         guint        index)
{
  g_autoptr(KlExplainStep) step = NULL;
  guint n;
  g_autofree char *title = NULL;

  g_return_if_fail (KL_IS_STEP_PANEL (self));

  if (self->explain == NULL)
    return;
  n = kl_explain_get_n_steps (self->explain);
  index = MIN (index, n - 1);
  if (index == self->frame)
    return;
  self->frame = index;
  step = kl_explain_get_step (self->explain, index);
  if (step == NULL)
    return;
  if (self->practising)
    /* Translators: the step panel's title while practising: the number of
     * steps is left out, since it would tell the answer */
    title = g_strdup_printf (_("Step %u"), index);
  else if (step->layer >= 0)
    /* Translators: the step panel's title: a frame and a BFS layer */
    title = g_strdup_printf (_("Step %u of %u · layer %d"), index, n - 1, step->layer);
  else
    /* Translators: the step panel's title */
    title = g_strdup_printf (_("Step %u of %u"), index, n - 1);
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->text_label, step->text);
  kl_structure_view_show_step (self->structure_view, self->explain, step);
  gtk_label_set_label (self->detail_label, step->detail != NULL ? step->detail : "");
  /* the strip shows what the detail line says (the queue, the visited
   * squares or states, the route and its backtracks, the squares each
   * Camelot piece found, its distance, the moves made), in chips a screen
   * reader reads */
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label),
                          step->detail != NULL && *step->detail &&
                          !gtk_widget_get_visible (GTK_WIDGET (self->structure_view)));
  highlight_line (self, (int) step->line);
  show_inspect (self);
  apply_practice (self);
}

void
kl_step_panel_set_practice (KlStepPanel *self,
                            gboolean     practising,
                            gboolean     question_open)
{
  g_return_if_fail (KL_IS_STEP_PANEL (self));

  if (practising == self->practising && question_open == self->question_open)
    return;
  self->practising = practising;
  self->question_open = question_open;
  if (!practising)
    {
      /* back to everything: the table of pieces and the step redrawn whole */
      fill_pieces (self);
      gtk_widget_set_visible (GTK_WIDGET (self->text_label), TRUE);
      if (self->explain != NULL)
        gtk_widget_set_visible (self->inspect_stack, self->inspects);
    }
  if (self->explain != NULL)
    {
      guint frame = self->frame;

      self->frame = G_MAXUINT;
      kl_step_panel_set_frame (self, frame);
    }
  apply_practice (self);
}

void
kl_step_panel_set_legend (KlStepPanel       *self,
                          const KlBoardView *view)
{
  KlMark marks[KL_N_MARKS];
  guint n;

  g_return_if_fail (KL_IS_STEP_PANEL (self));
  g_return_if_fail (view != NULL);

  clear_children (self->legend_box);
  n = kl_board_legend_marks (view, marks);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *area = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (kl_mark_describe (marks[i]));
      Swatch *swatch = g_new0 (Swatch, 1);

      swatch->view = *view;
      swatch->view.puzzle = NULL;
      swatch->view.result = NULL;
      swatch->mark = marks[i];
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SWATCH_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SWATCH_SIZE);
      gtk_widget_set_valign (area, GTK_ALIGN_START);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, swatch, g_free);
      /* the words say it all: the swatch is decoration to a screen reader */
      gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      kl_mark_describe (marks[i]), -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (row), area);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (self->legend_box), row);
    }
}

void
kl_step_panel_set_inspect (KlStepPanel *self,
                           int          cell)
{
  g_return_if_fail (KL_IS_STEP_PANEL (self));

  /* practice: a square's distance would give later layers away */
  if (self->practising)
    cell = -1;
  if (cell == self->inspected)
    return;
  self->inspected = cell;
  show_inspect (self);
}

KlStructureView *
kl_step_panel_get_structure_view (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), NULL);
  return self->structure_view;
}

const char *
kl_step_panel_get_text (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), NULL);
  return gtk_label_get_label (self->text_label);
}

const char *
kl_step_panel_get_inspect_text (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), NULL);
  return gtk_label_get_label (self->inspect_label);
}

int
kl_step_panel_get_current_line (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), -1);
  return self->explain != NULL ? self->line : -1;
}

const char *
kl_step_panel_get_algorithm_title (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), NULL);
  return gtk_label_get_label (self->algorithm_label);
}

guint
kl_step_panel_get_frame (KlStepPanel *self)
{
  g_return_val_if_fail (KL_IS_STEP_PANEL (self), 0);
  return self->frame;
}
