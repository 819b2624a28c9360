/* kl-board.c - the chessboard widget: draws the puzzle and its answer, and
 * turns pointer and keyboard input into edits of a KlHistory.
 *
 * It is GtkScrollable, so a GtkScrolledWindow around it pans a zoomed-in
 * board with scrollbars, touchpads and wheels; only the visible squares are
 * drawn. */

#define G_LOG_DOMAIN "kl-board"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board.h"
#include "kl-board-private.h"
#include "kl-board-text.h"

static void scrollable_iface_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (KlBoard, kl_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, scrollable_iface_init))

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  PROP_BOARD_THEME,
  PROP_SHOW_COORDINATES,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { SIGNAL_SQUARE_PICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
practice_clear (KlScenePractice *pr)
{
  g_clear_pointer (&pr->picked, g_array_unref);
  g_clear_pointer (&pr->hinted, g_array_unref);
  g_clear_pointer (&pr->right, g_array_unref);
  g_clear_pointer (&pr->missed, g_array_unref);
  g_clear_pointer (&pr->wrong, g_array_unref);
}

static GArray *
cells_copy (GArray *cells)
{
  return cells != NULL ? g_array_copy (cells) : NULL;
}

static void
scrollable_iface_init (GtkScrollableInterface *iface)
{
}

const KlPuzzle *
_kl_board_puzzle_of (KlBoard *self)
{
  return kl_history_get_puzzle (self->history);
}

/* The square size that fits the whole board in the widget. */
double
_kl_board_fit_cell (KlBoard *self)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PADDING;
  double h = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * PADDING;
  double cell = MIN (w / p->width, h / p->height);

  /* whole pixels keep square edges crisp once squares are big enough */
  if (cell >= 4)
    cell = floor (cell);
  return MAX (cell, 0.25);
}

double
_kl_board_current_cell (KlBoard *self)
{
  return self->fit ? _kl_board_fit_cell (self) : self->cell;
}

/* The view: the board's top-left corner sits at (-hvalue, -vvalue) in
 * widget coordinates.  Each adjustment has a usual range: the board centred
 * on an axis where it fits, else scrolled edge to edge with PADDING around.
 * Zooming around the pointer may need a value outside it (the square under
 * the pointer stays there even where the board would otherwise be centred
 * or leave a gap at an edge); the range then stretches to that value, and
 * shrinks back as the user scrolls toward the usual range. */
static void
usual_range (double  board,
             double  page,
             double *lo,
             double *hi)
{
  if (board + 2 * PADDING <= page)
    *lo = *hi = -floor ((page - board) / 2);
  else
    {
      *lo = -PADDING;
      *hi = board + PADDING - page;
    }
}

static void
set_range (KlBoard *self,
           int      axis,
           double   value,
           double   page)
{
  GtkAdjustment *adj = axis == 0 ? self->hadjustment : self->vadjustment;
  double lower = MIN (self->usual_lo[axis], value);
  double upper = MAX (self->usual_hi[axis], value) + page;

  gtk_adjustment_configure (adj, value, lower, upper, page * 0.1, page * 0.9, page);
}

/* Sets an axis for a board of `board` pixels in a page of `page`, at value;
 * NAN keeps the view where it is (a new size): a fitted board centres, a
 * zoomed one keeps its place, or its distance from the usual range. */
void
_kl_board_configure_axis (KlBoard *self,
                int      axis,
                double   board,
                double   page,
                double   value)
{
  GtkAdjustment *adj = axis == 0 ? self->hadjustment : self->vadjustment;
  double lo, hi;

  if (adj == NULL)
    return;
  usual_range (board, page, &lo, &hi);
  if (isnan (value))
    {
      double old = gtk_adjustment_get_value (adj);
      double slack = self->fit ? 0 : old - CLAMP (old, self->usual_lo[axis], self->usual_hi[axis]);

      value = CLAMP (old - slack, lo, hi) + slack;
    }
  self->usual_lo[axis] = lo;
  self->usual_hi[axis] = hi;
  set_range (self, axis, value, page);
}

void
_kl_board_configure_adjustments (KlBoard *self)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  double cell = _kl_board_current_cell (self);

  _kl_board_configure_axis (self, 0, p->width * cell, gtk_widget_get_width (GTK_WIDGET (self)), NAN);
  _kl_board_configure_axis (self, 1, p->height * cell, gtk_widget_get_height (GTK_WIDGET (self)), NAN);
}

static const char *
tool_label (KlTool tool)
{
  switch (tool)
    {
    case KL_TOOL_BLOCK:
      return _("Blocked square");
    case KL_TOOL_START:
      return _("Start");
    case KL_TOOL_TARGET:
      return _("Target");
    case KL_TOOL_KING:
      return _("King");
    case KL_TOOL_KNIGHT:
      return _("Knight");
    case KL_TOOL_ERASER:
      return _("Eraser");
    case KL_N_TOOLS:
    default:
      return "";
    }
}

/* The board's accessible name says what it is; its description what a
 * sighted user sees: the square under the keyboard cursor, the answer and
 * the tool.  GTK 4.8 has no announcements (gtk_accessible_announce is
 * 4.14), so the description is how changes reach a screen reader: GTK
 * sends AT-SPI's accessible-description change, which Orca speaks for the
 * focused widget, so the board keeps it up to date as the cursor moves and
 * as answers arrive. */
void
_kl_board_update_accessible (KlBoard *self)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  g_autofree char *label = NULL;
  /* practice: nothing of the answer is spoken before it is earned; the
   * question and the verdict are */
  const KlSolution *result = self->has_practice ? NULL : self->result;
  g_autofree char *answer = self->has_practice ? g_strdup (self->practice_text)
                                               : kl_board_text_answer (p, self->mode, result);
  g_autoptr(GString) description = g_string_new (NULL);

  /* Translators: the accessible name of the board, e.g. "Chessboard, 8 by 8 squares" */
  label = g_strdup_printf (_("Chessboard, %d by %d squares"), p->width, p->height);
  if (self->caption != NULL)
    g_string_append_printf (description, _("%s. "), self->caption);
  if (self->cursor >= 0 && self->cursor < p->width * p->height)
    {
      g_autofree char *square = kl_board_text_square (p, self->mode, result, self->cursor);
      gboolean picked = FALSE;

      for (guint i = 0; self->has_practice && self->practice.picked != NULL &&
                        i < self->practice.picked->len; i++)
        picked |= g_array_index (self->practice.picked, int, i) == self->cursor;
      if (picked)
        {
          char *with = g_strdup_printf (_("%s, picked"), square);

          g_free (square);
          square = with;
        }

      /* Translators: ends one sentence of the board's description */
      g_string_append_printf (description, _("%s. "), square);
    }
  if (answer != NULL)
    {
      /* the details may end their sentence themselves */
      if (g_str_has_suffix (answer, "."))
        answer[strlen (answer) - 1] = '\0';
      g_string_append_printf (description, _("%s. "), answer);
    }
  if (self->answering)
    g_string_append (description, _("Practice: click a square or press Space to pick it, Enter to answer"));
  else
    /* Translators: the tool clicks apply, in the board's description */
    g_string_append_printf (description, _("Tool: %s"), tool_label (self->tool));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
  g_free (self->description);
  self->description = g_strdup (description->str);
}

void
kl_board_set_note_visible (KlBoard  *self,
                           gboolean  visible)
{
  g_return_if_fail (KL_IS_BOARD (self));
  if (self->note_hidden == !visible)
    return;
  self->note_hidden = !visible;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
kl_board_get_note (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), NULL);
  return self->note;
}

void
kl_board_set_caption (KlBoard    *self,
                      const char *caption)
{
  g_return_if_fail (KL_IS_BOARD (self));
  if (g_strcmp0 (caption, self->caption) == 0)
    return;
  g_free (self->caption);
  self->caption = g_strdup (caption);
  _kl_board_update_accessible (self);
}

const char *
kl_board_get_description (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), NULL);
  return self->description;
}

static gboolean
theme_is_dark (KlBoard *self)
{
  GdkRGBA fg;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* light text means a dark background */
  return 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue > 0.5;
}

static void
on_adjustment_changed_cb (KlBoard       *self,
                          GtkAdjustment *adj)
{
  int axis = adj == self->hadjustment ? 0 : 1;

  /* scrolling back toward the usual range gives up the slack a zoom made */
  set_range (self, axis, gtk_adjustment_get_value (adj), gtk_adjustment_get_page_size (adj));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_history_changed_cb (KlBoard *self)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);

  self->serial++;
  if (self->cursor >= p->width * p->height)
    self->cursor = 0;
  _kl_board_configure_adjustments (self);
  _kl_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (KlBoard        *self,
                GtkAdjustment **slot,
                GtkAdjustment  *adj)
{
  if (*slot == adj && adj != NULL)
    return;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, on_adjustment_changed_cb, self);
  if (adj == NULL)
    adj = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  g_set_object (slot, adj);
  g_signal_connect_swapped (adj, "value-changed", G_CALLBACK (on_adjustment_changed_cb), self);
  _kl_board_configure_adjustments (self);
}

/* An outline of width w just inside the rectangle. */
static void
append_outline (GtkSnapshot     *snapshot,
                graphene_rect_t *rect,
                double           w,
                const GdkRGBA   *color)
{
  GskRoundedRect outline;
  float widths[4] = { w, w, w, w };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, rect, 0);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
cell_bounds (KlBoard               *self,
             const KlBoardGeometry *geom,
             int                    cell,
             double                 inset,
             graphene_rect_t       *rect)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  double x = geom->x + (cell % p->width) * geom->cell;
  double y = geom->y + (geom->rows - 1 - cell / p->width) * geom->cell;

  graphene_rect_init (rect, x + inset, y + inset, geom->cell - 2 * inset, geom->cell - 2 * inset);
}

/* The note that marks were left out, in a pill: centred under the board
 * where the view has room below it, else over the bottom of the board,
 * clear of the file letters along the view's edge. */
static void
draw_note (KlBoard               *self,
           cairo_t               *cr,
           const KlBoardGeometry *geom,
           gboolean               dark)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->note);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double left = MAX (geom->x, 0), right = MIN (geom->x + geom->cols * geom->cell, w);
  double bottom = geom->y + geom->rows * geom->cell, pad = 6, pw, ph, x, y;
  PangoRectangle logical;

  pango_layout_set_width (layout, MAX (w - 4 * pad, 1) * PANGO_SCALE);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  pw = logical.width + 2 * pad + 6;
  ph = logical.height + 2 * pad;
  x = CLAMP ((left + right - pw) / 2, pad, MAX (w - pw - pad, pad));
  if (bottom + 4 + ph <= h)
    y = bottom + 4;
  else
    y = MAX (h - ph - 30, 0);

  cairo_new_path (cr);
  cairo_arc (cr, x + ph / 2, y + ph / 2, ph / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + pw - ph / 2, y + ph / 2, ph / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  if (dark)
    cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.9);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill (cr);
  if (dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
  cairo_move_to (cr, x + (pw - logical.width) / 2 - logical.x, y + pad - logical.y);
  pango_cairo_show_layout (cr, layout);
}

/* The highlighted square: a dark line, a white ring and an accent ring,
 * readable on any square and on the accent-tinted frontier; on squares too
 * small to see, a ring of its own size centred on the square. */
static void
append_highlight (KlBoard        *self,
                  GtkSnapshot    *snapshot,
                  const CacheKey *key)
{
  const double min_side = 18;
  double lw = MAX (2, key->geom.cell * 0.07);
  graphene_rect_t rect;
  GdkRGBA accent = { key->view.accent[0], key->view.accent[1], key->view.accent[2], 1 };

  cell_bounds (self, &key->geom, self->highlight, 0, &rect);
  if (rect.size.width < min_side)
    graphene_rect_inset (&rect, (rect.size.width - min_side) / 2,
                         (rect.size.height - min_side) / 2);
  append_outline (snapshot, &rect, 1, &(GdkRGBA) { 0, 0, 0, 0.6 });
  graphene_rect_inset (&rect, 1, 1);
  append_outline (snapshot, &rect, lw, &(GdkRGBA) { 1, 1, 1, 1 });
  graphene_rect_inset (&rect, lw, lw);
  append_outline (snapshot, &rect, lw, &accent);
}

static void
kl_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  KlBoard *self = KL_BOARD (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  const KlPuzzle *p;
  CacheKey key;
  gboolean cursor;

  if (w <= 0 || h <= 0 || self->history == NULL)
    return;

  memset (&key, 0, sizeof key);
  kl_board_get_geometry (self, &key.geom);
  kl_board_get_view (self, &key.view);
  key.width = w;
  key.height = h;
  key.serial = self->serial;
  key.scale = gtk_widget_get_scale_factor (widget);

  if (self->cache == NULL || memcmp (&key, &self->cache_key, sizeof key) != 0)
    {
      GtkSnapshot *board = gtk_snapshot_new ();
      cairo_rectangle_t clip = { 0, 0, w, h };
      cairo_t *cr = gtk_snapshot_append_cairo (board, &GRAPHENE_RECT_INIT (0, 0, w, h));
      /* the view's cell is the geometry's: the scene is the one drawn */
      g_autoptr(KlScene) scene = kl_board_view_scene (&key.view);

      kl_board_render_scene (cr, &key.view, scene, &key.geom, &clip);
      kl_board_render_overview (cr, &key.view, &key.geom, &clip);
      self->note = kl_board_scene_note (scene);
      if (self->note != NULL && !self->note_hidden)
        draw_note (self, cr, &key.geom, key.view.dark);
      cairo_destroy (cr);
      g_clear_pointer (&self->cache, gsk_render_node_unref);
      self->cache = gtk_snapshot_free_to_node (board);
      self->cache_key = key;
    }
  if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);

  /* the marks go on top as cheap nodes, so moving the pointer redraws nothing */
  p = _kl_board_puzzle_of (self);
  cursor = self->cursor_shown && gtk_widget_has_focus (widget) &&
           self->cursor >= 0 && self->cursor < p->width * p->height;
  if (self->hover >= 0 && self->hover < p->width * p->height && key.geom.cell >= 6 &&
      !(cursor && self->hover == self->cursor))
    {
      graphene_rect_t rect;

      cell_bounds (self, &key.geom, self->hover, 0, &rect);
      append_outline (snapshot, &rect, MAX (1.5, key.geom.cell * 0.04),
                      &(GdkRGBA) { 1, 1, 1, 0.7 });
    }
  if (self->highlight >= 0 && self->highlight < p->width * p->height)
    append_highlight (self, snapshot, &key);
  if (cursor)
    {
      double lw = MAX (2, key.geom.cell * 0.06);
      graphene_rect_t rect;

      cell_bounds (self, &key.geom, self->cursor, 0, &rect);
      append_outline (snapshot, &rect, lw, &(GdkRGBA) { 1, 1, 1, 1 });
      cell_bounds (self, &key.geom, self->cursor, lw, &rect);
      append_outline (snapshot, &rect, lw,
                      &(GdkRGBA) { key.view.accent[0], key.view.accent[1], key.view.accent[2], 1 });
    }
  else if (gtk_widget_has_visible_focus (widget))
    {
      /* keyboard focus without the cursor: a ring around the board says
       * where the keys go (the arrows then show the cursor) */
      double x0 = MAX (key.geom.x - 4, 0), y0 = MAX (key.geom.y - 4, 0);
      double x1 = MIN (key.geom.x + key.geom.cols * key.geom.cell + 4, w);
      double y1 = MIN (key.geom.y + key.geom.rows * key.geom.cell + 4, h);

      append_outline (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0), 2,
                      &(GdkRGBA) { key.view.accent[0], key.view.accent[1], key.view.accent[2], 0.6 });
    }
}

static void
kl_board_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  _kl_board_configure_adjustments (KL_BOARD (widget));
}

static void
kl_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  /* the natural width also says when the window folds its sidebar away:
   * below about 700 pixels, the sidebar's 280 and this */
  *minimum = 120;
  *natural = 420;
}

static void
kl_board_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (kl_board_parent_class)->root (widget);
  _kl_board_input_attach (KL_BOARD (widget));
}

static void
kl_board_unroot (GtkWidget *widget)
{
  _kl_board_input_detach (KL_BOARD (widget));
  GTK_WIDGET_CLASS (kl_board_parent_class)->unroot (widget);
}

static void
kl_board_dispose (GObject *object)
{
  KlBoard *self = (KlBoard *) object;

  if (self->history != NULL)
    g_clear_signal_handler (&self->changed_id, self->history);
  g_clear_object (&self->history);
  g_clear_pointer (&self->result, kl_solution_unref);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  practice_clear (&self->practice);
  g_clear_pointer (&self->practice_text, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->caption, g_free);
  if (self->hadjustment)
    g_signal_handlers_disconnect_by_func (self->hadjustment, on_adjustment_changed_cb, self);
  if (self->vadjustment)
    g_signal_handlers_disconnect_by_func (self->vadjustment, on_adjustment_changed_cb, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  _kl_board_input_detach (self);
  g_clear_object (&self->view_scroll);
  g_clear_object (&self->view_motion);

  G_OBJECT_CLASS (kl_board_parent_class)->dispose (object);
}

static void
kl_board_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  KlBoard *self = KL_BOARD (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    case PROP_BOARD_THEME:
      g_value_set_string (value, kl_board_theme_to_string (self->board_theme));
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_board_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  KlBoard *self = KL_BOARD (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      break;
    case PROP_BOARD_THEME:
      kl_board_set_board_theme (self, kl_board_theme_from_string (g_value_get_string (value)));
      break;
    case PROP_SHOW_COORDINATES:
      kl_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST:
      kl_board_set_high_contrast (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_board_class_init (KlBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_board_dispose;
  object_class->get_property = kl_board_get_property;
  object_class->set_property = kl_board_set_property;

  widget_class->snapshot = kl_board_snapshot;
  widget_class->root = kl_board_root;
  widget_class->unroot = kl_board_unroot;
  widget_class->size_allocate = kl_board_size_allocate;
  widget_class->measure = kl_board_measure;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  /* the board-theme and show-coordinates preferences, bound by the window */
  properties[PROP_BOARD_THEME] =
    g_param_spec_string ("board-theme", NULL, NULL, "wood",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_BOARD_THEME, properties[PROP_BOARD_THEME]);
  signals[SIGNAL_SQUARE_PICKED] = g_signal_new ("square-picked", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 1, G_TYPE_INT);
  g_object_class_install_property (object_class, PROP_SHOW_COORDINATES,
                                   properties[PROP_SHOW_COORDINATES]);
  /* the high-contrast palette, for a projector (the window's present mode) */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_HIGH_CONTRAST,
                                   properties[PROP_HIGH_CONTRAST]);

  gtk_widget_class_set_css_name (widget_class, "klboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
kl_board_init (KlBoard *self)
{
  self->history = kl_history_new ();
  self->changed_id = g_signal_connect_swapped (self->history, "changed",
                                               G_CALLBACK (on_history_changed_cb), self);
  self->show_coordinates = TRUE;
  self->fit = TRUE;
  self->cell = 48;
  self->cursor = -1;
  self->hover = -1;
  self->highlight = -1;
  self->frame = G_MAXDOUBLE;
  set_adjustment (self, &self->hadjustment, NULL);
  set_adjustment (self, &self->vadjustment, NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  _kl_board_input_init (self);

  _kl_board_update_accessible (self);
}

void
kl_board_get_geometry (KlBoard         *self,
                       KlBoardGeometry *geom)
{
  const KlPuzzle *p;

  g_return_if_fail (KL_IS_BOARD (self));

  p = _kl_board_puzzle_of (self);
  geom->cols = p->width;
  geom->rows = p->height;
  geom->cell = _kl_board_current_cell (self);

  /* the adjustments say where (_kl_board_configure_axis); whole pixels keep edges crisp */
  geom->x = -round (gtk_adjustment_get_value (self->hadjustment));
  geom->y = -round (gtk_adjustment_get_value (self->vadjustment));
  geom->overview_left = self->overview_left;
}

gboolean
kl_board_get_pointer (KlBoard *self,
                      double  *x,
                      double  *y)
{
  g_return_val_if_fail (KL_IS_BOARD (self), FALSE);

  if (!self->pointer_in)
    return FALSE;
  if (x != NULL)
    *x = self->pointer_x;
  if (y != NULL)
    *y = self->pointer_y;
  return TRUE;
}

int
kl_board_cell_at (KlBoard *self,
                  double   x,
                  double   y)
{
  KlBoardGeometry geom;
  int file, rank;

  g_return_val_if_fail (KL_IS_BOARD (self), -1);

  kl_board_get_geometry (self, &geom);
  if (!kl_board_geometry_square_at (&geom, x, y, &file, &rank))
    return -1;
  return rank * geom.cols + file;
}

void
kl_board_get_view (KlBoard     *self,
                   KlBoardView *view)
{
  GdkRGBA accent;

  g_return_if_fail (KL_IS_BOARD (self));

  kl_board_view_init (view, _kl_board_puzzle_of (self));
  view->mode = self->mode;
  view->result = self->result;
  view->frame = self->frame;
  view->show_search = self->show_search;
  view->show_tree = self->show_tree;
  view->show_costs = self->show_costs;
  view->practice = self->has_practice ? &self->practice : NULL;
  view->board_theme = self->board_theme;
  view->show_coordinates = self->show_coordinates;
  view->high_contrast = self->high_contrast;
  /* the legend leaves out what the board is too small to draw */
  view->cell = _kl_board_current_cell (self);
  view->dark = theme_is_dark (self);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                      "accent_bg_color", &accent))
    {
      view->accent[0] = accent.red;
      view->accent[1] = accent.green;
      view->accent[2] = accent.blue;
    }
  G_GNUC_END_IGNORE_DEPRECATIONS
}


void
kl_board_set_history (KlBoard    *self,
                       KlHistory *history)
{
  g_return_if_fail (KL_IS_BOARD (self));
  g_return_if_fail (KL_IS_HISTORY (history));

  if (self->history == history)
    return;
  g_clear_signal_handler (&self->changed_id, self->history);
  g_set_object (&self->history, history);
  self->changed_id = g_signal_connect_swapped (self->history, "changed",
                                               G_CALLBACK (on_history_changed_cb), self);
  on_history_changed_cb (self);
}


void
kl_board_set_mode (KlBoard *self,
                   KlMode   mode)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->mode = mode;
  _kl_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_tool (KlBoard *self,
                   KlTool   tool)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->tool = tool;
  _kl_board_update_accessible (self);
}



void
kl_board_set_show_search (KlBoard  *self,
                          gboolean  show_search)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->show_search = show_search;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_show_tree (KlBoard  *self,
                        gboolean  show_tree)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->show_tree = show_tree;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_show_costs (KlBoard  *self,
                         gboolean  show_costs)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->show_costs = show_costs;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_highlight (KlBoard *self,
                        int      cell)
{
  g_return_if_fail (KL_IS_BOARD (self));

  cell = MAX (cell, -1);
  if (cell == self->highlight)
    return;
  self->highlight = cell;
  /* a node over the cached board: nothing is drawn again */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
kl_board_get_highlight (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), -1);
  return self->highlight;
}

void
kl_board_set_practice (KlBoard               *self,
                       const KlScenePractice *practice,
                       const char            *text)
{
  g_return_if_fail (KL_IS_BOARD (self));

  practice_clear (&self->practice);
  g_free (self->practice_text);
  self->practice_text = g_strdup (text);
  self->has_practice = practice != NULL;
  if (practice != NULL)
    {
      self->practice.hide_answer = practice->hide_answer;
      self->practice.show_costs = practice->show_costs;
      self->practice.picked = cells_copy (practice->picked);
      self->practice.hinted = cells_copy (practice->hinted);
      self->practice.right = cells_copy (practice->right);
      self->practice.missed = cells_copy (practice->missed);
      self->practice.wrong = cells_copy (practice->wrong);
    }
  /* the cached board is drawn with these marks: it is stale now */
  self->serial++;
  _kl_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_answering (KlBoard  *self,
                        gboolean  answering)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->answering = answering;
  _kl_board_update_accessible (self);
}

gboolean
kl_board_get_answering (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), FALSE);
  return self->answering;
}

void
_kl_board_pick (KlBoard *self,
                int      cell)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);

  if (cell >= 0 && cell < p->width * p->height)
    g_signal_emit (self, signals[SIGNAL_SQUARE_PICKED], 0, cell);
}

void
kl_board_set_board_theme (KlBoard      *self,
                          KlBoardTheme  theme)
{
  g_return_if_fail (KL_IS_BOARD (self));

  if (theme >= KL_N_BOARD_THEMES || theme == self->board_theme)
    return;
  self->board_theme = theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}

KlBoardTheme
kl_board_get_board_theme (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), KL_BOARD_THEME_WOOD);
  return self->board_theme;
}

void
kl_board_set_show_coordinates (KlBoard  *self,
                               gboolean  show)
{
  g_return_if_fail (KL_IS_BOARD (self));

  show = !!show;
  if (show == self->show_coordinates)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
kl_board_get_show_coordinates (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), TRUE);
  return self->show_coordinates;
}

void
kl_board_set_high_contrast (KlBoard  *self,
                            gboolean  high_contrast)
{
  g_return_if_fail (KL_IS_BOARD (self));

  high_contrast = !!high_contrast;
  if (high_contrast == self->high_contrast)
    return;
  self->high_contrast = high_contrast;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

gboolean
kl_board_get_high_contrast (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), FALSE);
  return self->high_contrast;
}

void
kl_board_set_result (KlBoard  *self,
                     KlSolution *result)
{
  g_return_if_fail (KL_IS_BOARD (self));

  if (result != NULL)
    kl_solution_ref (result);
  g_clear_pointer (&self->result, kl_solution_unref);
  self->result = result;
  /* a new answer is spoken through the description */
  _kl_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

KlSolution *
kl_board_get_result (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), NULL);
  return self->result;
}

void
kl_board_set_frame (KlBoard *self,
                    double   frame)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->frame = frame;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
kl_board_get_frame (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), 0);
  return self->frame;
}

guint
kl_board_get_frames (KlBoard *self)
{
  KlBoardView view;

  g_return_val_if_fail (KL_IS_BOARD (self), 0);
  kl_board_view_init (&view, _kl_board_puzzle_of (self));
  view.mode = self->mode;
  view.result = self->result;
  view.show_search = self->show_search;
  return kl_board_view_frames (&view);
}

gboolean
kl_board_get_fit (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), TRUE);
  return self->fit;
}

