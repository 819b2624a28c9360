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
#include "kl-board-text.h"

#define PADDING    12.0
#define ZOOM_STEP  1.25
#define CELL_MAX   120.0
/* A touchpad's smooth scroll, in pixels, that makes one zoom step. */
#define SMOOTH_PIXELS_PER_STEP 40.0

typedef enum
{
  DRAG_NONE,
  DRAG_PAINT,     /* set walls to paint_value along the drag */
  DRAG_ERASE,     /* the eraser: remove everything along the drag */
  DRAG_MOVE,      /* carry the piece drag_piece */
  DRAG_PAN,       /* middle button: scroll the view */
  DRAG_OVERVIEW,  /* on the overview: bring the point under the pointer into view */
  DRAG_CLICK,     /* an edit is open but dragging does nothing */
} DragKind;

/* Everything the drawing depends on: the cached board is reused while
 * this stays the same (the pointer moving, the cursor, focus changes). */
typedef struct
{
  KlBoardView     view;
  KlBoardGeometry geom;
  int             width;
  int             height;
  guint           serial;
  guint           scale;
} CacheKey;

struct _KlBoard
{
  GtkWidget            parent_instance;

  /* owned */
  KlHistory *history;
  KlResult            *result;
  GtkAdjustment       *hadjustment;
  GtkAdjustment       *vadjustment;
  GskRenderNode       *cache;         /* the board as last drawn, marks aside */

  KlMode               mode;
  KlTool               tool;
  gboolean             show_search;
  gboolean             show_tree;
  gboolean             show_costs;
  KlBoardTheme         board_theme;
  gboolean             show_coordinates;
  double               frame;
  double               cell;          /* square size when not fitting */
  gboolean             fit;
  int                  cursor;
  gboolean             cursor_shown;  /* only after keyboard use */
  int                  hover;
  GtkScrollablePolicy  hscroll_policy;
  GtkScrollablePolicy  vscroll_policy;

  DragKind             drag;
  KlTool               drag_piece;
  int                  drag_cell;
  gboolean             drag_moved;
  gboolean             paint_value;
  double               drag_x;
  double               drag_y;
  double               pan_h;
  double               pan_v;
  gulong               changed_id;
  guint                serial;        /* counts puzzle changes, for the cache */
  double               usual_lo[2];   /* each axis's usual scroll range (usual_range) */
  double               usual_hi[2];
  double               zoom_scroll;   /* smooth Ctrl+scroll not yet a whole step */
  double               pinch_cell;    /* the square size when a pinch began */
  CacheKey             cache_key;
};

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
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
scrollable_iface_init (GtkScrollableInterface *iface)
{
}

static const KlPuzzle *
puzzle_of (KlBoard *self)
{
  return kl_history_get_puzzle (self->history);
}

/* The square size that fits the whole board in the widget. */
static double
fit_cell (KlBoard *self)
{
  const KlPuzzle *p = puzzle_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PADDING;
  double h = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * PADDING;
  double cell = MIN (w / p->width, h / p->height);

  /* whole pixels keep square edges crisp once squares are big enough */
  if (cell >= 4)
    cell = floor (cell);
  return MAX (cell, 0.25);
}

static double
current_cell (KlBoard *self)
{
  return self->fit ? fit_cell (self) : self->cell;
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
static void
configure_axis (KlBoard *self,
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

static void
configure_adjustments (KlBoard *self)
{
  const KlPuzzle *p = puzzle_of (self);
  double cell = current_cell (self);

  configure_axis (self, 0, p->width * cell, gtk_widget_get_width (GTK_WIDGET (self)), NAN);
  configure_axis (self, 1, p->height * cell, gtk_widget_get_height (GTK_WIDGET (self)), NAN);
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
static void
update_accessible (KlBoard *self)
{
  const KlPuzzle *p = puzzle_of (self);
  g_autofree char *label = NULL;
  g_autofree char *answer = kl_board_text_answer (p, self->mode, self->result);
  g_autoptr(GString) description = g_string_new (NULL);

  /* Translators: the accessible name of the board, e.g. "Chessboard, 8 by 8 squares" */
  label = g_strdup_printf (_("Chessboard, %d by %d squares"), p->width, p->height);
  if (self->cursor >= 0 && self->cursor < p->width * p->height)
    {
      g_autofree char *square = kl_board_text_square (p, self->mode, self->result, self->cursor);

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
  /* Translators: the tool clicks apply, in the board's description */
  g_string_append_printf (description, _("Tool: %s"), tool_label (self->tool));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
}

/* Which piece, among those the mode uses, stands on cell; KL_N_TOOLS if none. */
static KlTool
piece_at (KlBoard *self,
          int      cell)
{
  const KlPuzzle *p = puzzle_of (self);

  switch (self->mode)
    {
    case KL_MODE_CAMELOT:
      if (cell == p->king)
        return KL_TOOL_KING;
      if (kl_puzzle_knight_index (p, cell) >= 0)
        return KL_TOOL_KNIGHT;
      return KL_N_TOOLS;
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
    case KL_MODE_DISTANCE:
    case KL_MODE_TOUR:
      if (cell == p->target)
        return KL_TOOL_TARGET;
      if (cell == p->start)
        return KL_TOOL_START;
      return KL_N_TOOLS;
    case KL_N_MODES:
    default:
      return KL_N_TOOLS;
    }
}

/* Walls go around the pieces the mode shows; pieces of other modes, which
 * the user cannot see, give way. */
static gboolean
set_wall (KlBoard  *self,
          int       cell,
          gboolean  blocked)
{
  if (blocked && piece_at (self, cell) != KL_N_TOOLS)
    return FALSE;
  return kl_history_set_blocked (self->history, cell, blocked);
}

static void
scroll_to_cell (KlBoard *self,
                int      cell)
{
  KlBoardGeometry g;
  double x, y;
  const KlPuzzle *p = puzzle_of (self);

  kl_board_get_geometry (self, &g);
  kl_board_geometry_center (&g, cell % p->width, cell / p->width, &x, &y);
  if (self->hadjustment && (x < g.cell || x > gtk_widget_get_width (GTK_WIDGET (self)) - g.cell))
    gtk_adjustment_set_value (self->hadjustment,
                              gtk_adjustment_get_value (self->hadjustment) + x -
                              gtk_widget_get_width (GTK_WIDGET (self)) / 2.0);
  if (self->vadjustment && (y < g.cell || y > gtk_widget_get_height (GTK_WIDGET (self)) - g.cell))
    gtk_adjustment_set_value (self->vadjustment,
                              gtk_adjustment_get_value (self->vadjustment) + y -
                              gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

/* Zooms to a square size, keeping the board point under (px, py) in place;
 * at the size that fits, or below, the board fits the widget. */
static void
zoom_to (KlBoard *self,
         double   cell,
         double   px,
         double   py)
{
  const KlPuzzle *p = puzzle_of (self);
  double old = current_cell (self);
  /* the board point under (px, py), in squares from the top-left corner,
   * from the exact view rather than the whole pixels it is drawn at */
  double u = (px + gtk_adjustment_get_value (self->hadjustment)) / old;
  double v = (py + gtk_adjustment_get_value (self->vadjustment)) / old;

  if (cell <= fit_cell (self))
    self->fit = TRUE;
  else
    {
      self->fit = FALSE;
      /* whole pixels keep square edges crisp */
      self->cell = MIN (cell >= 4 ? round (cell) : cell, CELL_MAX);
    }
  cell = current_cell (self);
  configure_axis (self, 0, p->width * cell, gtk_widget_get_width (GTK_WIDGET (self)),
                  u * cell - px);
  configure_axis (self, 1, p->height * cell, gtk_widget_get_height (GTK_WIDGET (self)),
                  v * cell - py);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Every square on the straight line between two cells, so a fast drag
 * leaves no gaps. */
static void
for_line (KlBoard *self,
          int      from,
          int      to,
          void   (*fn) (KlBoard *self, int cell))
{
  const KlPuzzle *p = puzzle_of (self);
  int x0 = from % p->width, y0 = from / p->width, x1 = to % p->width, y1 = to / p->width;
  int dx = abs (x1 - x0), dy = -abs (y1 - y0), sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  int err = dx + dy;

  for (;;)
    {
      fn (self, y0 * p->width + x0);
      if (x0 == x1 && y0 == y1)
        break;
      if (2 * err >= dy)
        {
          err += dy;
          x0 += sx;
        }
      if (2 * err <= dx)
        {
          err += dx;
          y0 += sy;
        }
    }
}

static void
paint_cell (KlBoard *self,
            int      cell)
{
  set_wall (self, cell, self->paint_value);
}

static void
erase_cell (KlBoard *self,
            int      cell)
{
  kl_history_erase (self->history, cell);
}

static void
move_cursor (KlBoard *self,
             int      dx,
             int      dy)
{
  const KlPuzzle *p = puzzle_of (self);
  int x, y;

  if (self->cursor < 0)
    self->cursor = p->start >= 0 ? p->start : 0;
  else if (self->cursor_shown)
    {
      x = CLAMP (self->cursor % p->width + dx, 0, p->width - 1);
      y = CLAMP (self->cursor / p->width + dy, 0, p->height - 1);
      self->cursor = y * p->width + x;
    }
  self->cursor_shown = TRUE;
  scroll_to_cell (self, self->cursor);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
  const KlPuzzle *p = puzzle_of (self);

  self->serial++;
  if (self->cursor >= p->width * p->height)
    self->cursor = 0;
  configure_adjustments (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* When (x, y) is on the overview, centres the view on the board point it
 * shows there and returns TRUE. */
static gboolean
show_overview_at (KlBoard *self,
                  double   x,
                  double   y)
{
  KlBoardGeometry g;
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_rectangle_t view = { 0, 0, w, h };
  double u, v;

  kl_board_get_geometry (self, &g);
  if (!kl_board_overview_point (&g, &view, x, y, &u, &v))
    return FALSE;
  gtk_adjustment_set_value (self->hadjustment, u * g.cell - w / 2.0);
  gtk_adjustment_set_value (self->vadjustment, v * g.cell - h / 2.0);
  return TRUE;
}

static void
on_drag_begin_cb (KlBoard        *self,
                  double          x,
                  double          y,
                  GtkGestureDrag *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  int cell = kl_board_cell_at (self, x, y);

  self->drag = DRAG_NONE;
  self->drag_x = x;
  self->drag_y = y;

  /* the overview covers squares: a press there navigates, never edits */
  if (show_overview_at (self, x, y))
    {
      self->drag = DRAG_OVERVIEW;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  if (button == GDK_BUTTON_MIDDLE)
    {
      self->drag = DRAG_PAN;
      self->pan_h = gtk_adjustment_get_value (self->hadjustment);
      self->pan_v = gtk_adjustment_get_value (self->vadjustment);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }
  if (cell < 0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* right button or Ctrl erases walls whatever the tool */
  kl_board_press (self, cell, button == GDK_BUTTON_SECONDARY || (state & GDK_CONTROL_MASK));
}

static void
on_drag_update_cb (KlBoard        *self,
                   double          dx,
                   double          dy,
                   GtkGestureDrag *gesture)
{
  int cell;

  if (self->drag == DRAG_PAN)
    {
      gtk_adjustment_set_value (self->hadjustment, self->pan_h - dx);
      gtk_adjustment_set_value (self->vadjustment, self->pan_v - dy);
      return;
    }
  if (self->drag == DRAG_OVERVIEW)
    {
      show_overview_at (self, self->drag_x + dx, self->drag_y + dy);
      return;
    }

  cell = kl_board_cell_at (self, self->drag_x + dx, self->drag_y + dy);
  if (cell >= 0)
    kl_board_drag_to (self, cell);
}

static void
on_drag_end_cb (KlBoard        *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  kl_board_release (self);
}

static gboolean
on_scroll_cb (KlBoard                  *self,
              double                    dx,
              double                    dy,
              GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  double steps;

  if (!(state & GDK_CONTROL_MASK) || dy == 0)
    return FALSE;

  if (event != NULL)
    {
      double ex, ey;

      if (gdk_event_get_position (event, &ex, &ey))
        {
          graphene_point_t in, out;
          GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
          double sx, sy;

          /* the event is in surface coordinates; zoom around the pointer */
          gtk_native_get_surface_transform (native, &sx, &sy);
          in = GRAPHENE_POINT_INIT (ex - sx, ey - sy);
          if (gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self), &in, &out))
            {
              x = out.x;
              y = out.y;
            }
        }
    }

  /* a wheel notch is a step; a touchpad's smooth scroll adds up to steps
   * (its deltas are in pixels when the unit says so) */
  if (event != NULL && gdk_scroll_event_get_direction (event) == GDK_SCROLL_SMOOTH)
    {
      double unit = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE
                    ? SMOOTH_PIXELS_PER_STEP : 1;

      self->zoom_scroll += dy / unit;
      steps = trunc (self->zoom_scroll);
      self->zoom_scroll -= steps;
      if (steps == 0)
        return TRUE;
    }
  else
    steps = dy;
  kl_board_zoom_at (self, -steps, x, y);
  return TRUE;
}

static void
on_pinch_begin_cb (KlBoard          *self,
                   GdkEventSequence *sequence,
                   GtkGesture       *gesture)
{
  self->pinch_cell = current_cell (self);
}

static void
on_pinch_scale_changed_cb (KlBoard        *self,
                           double          scale,
                           GtkGestureZoom *gesture)
{
  double x, y;

  /* the point between the fingers stays between them */
  if (gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    zoom_to (self, self->pinch_cell * scale, x, y);
}

static gboolean
on_key_pressed_cb (KlBoard               *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  static const struct { guint key; const char *tool; } tool_keys[] = {
    { GDK_KEY_b, "block" }, { GDK_KEY_s, "start" }, { GDK_KEY_t, "target" },
    { GDK_KEY_k, "king" }, { GDK_KEY_n, "knight" }, { GDK_KEY_e, "eraser" },
    { GDK_KEY_1, "block" }, { GDK_KEY_2, "start" }, { GDK_KEY_3, "target" },
    { GDK_KEY_4, "king" }, { GDK_KEY_5, "knight" }, { GDK_KEY_6, "eraser" },
  };
  int step = (state & GDK_SHIFT_MASK) ? 5 : 1;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -step, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, step, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, step);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, -step);
      return TRUE;
    case GDK_KEY_space:
      /* Space plays and pauses until the keyboard cursor is in use */
      if (!self->cursor_shown)
        {
          gtk_widget_activate_action (GTK_WIDGET (self), "win.play", NULL);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (!self->cursor_shown)
        {
          move_cursor (self, 0, 0);
          return TRUE;
        }
      kl_board_apply_tool (self, self->cursor);
      update_accessible (self);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      if (self->cursor_shown)
        kl_history_erase (self->history, self->cursor);
      return TRUE;
    case GDK_KEY_Escape:
      /* Escape is no application accelerator: popovers and dialogs need it.
       * It hides the keyboard cursor first, then cancels or pauses. */
      if (self->cursor_shown)
        {
          self->cursor_shown = FALSE;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      else
        gtk_widget_activate_action (GTK_WIDGET (self), "win.cancel", NULL);
      return TRUE;
    case GDK_KEY_Home:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.go-start", NULL);
      return TRUE;
    case GDK_KEY_End:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.go-end", NULL);
      return TRUE;
    default:
      break;
    }

  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    if (keyval == tool_keys[i].key)
      {
        gtk_widget_activate_action (GTK_WIDGET (self), "win.tool", "s", tool_keys[i].tool);
        return TRUE;
      }
  return FALSE;
}

static void
on_motion_cb (KlBoard *self,
              double   x,
              double   y)
{
  int cell = kl_board_cell_at (self, x, y);

  if (cell != self->hover)
    {
      self->hover = cell;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_motion_leave_cb (KlBoard *self)
{
  on_motion_cb (self, -1, -1);
}

static void
on_focus_enter_cb (KlBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave_cb (KlBoard *self)
{
  self->cursor_shown = FALSE;
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
  configure_adjustments (self);
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
  const KlPuzzle *p = puzzle_of (self);
  double x = geom->x + (cell % p->width) * geom->cell;
  double y = geom->y + (geom->rows - 1 - cell / p->width) * geom->cell;

  graphene_rect_init (rect, x + inset, y + inset, geom->cell - 2 * inset, geom->cell - 2 * inset);
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

      kl_board_render (cr, &key.view, &key.geom, &clip);
      kl_board_render_overview (cr, &key.view, &key.geom, &clip);
      cairo_destroy (cr);
      g_clear_pointer (&self->cache, gsk_render_node_unref);
      self->cache = gtk_snapshot_free_to_node (board);
      self->cache_key = key;
    }
  if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);

  /* the marks go on top as cheap nodes, so moving the pointer redraws nothing */
  p = puzzle_of (self);
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
  configure_adjustments (KL_BOARD (widget));
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
kl_board_dispose (GObject *object)
{
  KlBoard *self = (KlBoard *) object;

  if (self->history != NULL)
    g_clear_signal_handler (&self->changed_id, self->history);
  g_clear_object (&self->history);
  g_clear_pointer (&self->result, kl_result_unref);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  if (self->hadjustment)
    g_signal_handlers_disconnect_by_func (self->hadjustment, on_adjustment_changed_cb, self);
  if (self->vadjustment)
    g_signal_handlers_disconnect_by_func (self->vadjustment, on_adjustment_changed_cb, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);

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
  g_object_class_install_property (object_class, PROP_SHOW_COORDINATES,
                                   properties[PROP_SHOW_COORDINATES]);

  gtk_widget_class_set_css_name (widget_class, "klboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
kl_board_init (KlBoard *self)
{
  GtkGesture *drag, *pinch;
  GtkEventController *controller;

  self->history = kl_history_new ();
  self->changed_id = g_signal_connect_swapped (self->history, "changed",
                                               G_CALLBACK (on_history_changed_cb), self);
  self->show_coordinates = TRUE;
  self->fit = TRUE;
  self->cell = 48;
  self->cursor = -1;
  self->hover = -1;
  self->frame = G_MAXDOUBLE;
  set_adjustment (self, &self->hadjustment, NULL);
  set_adjustment (self, &self->vadjustment, NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (pinch, "begin", G_CALLBACK (on_pinch_begin_cb), self);
  g_signal_connect_swapped (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  controller = gtk_event_controller_key_new ();
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_motion_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_enter_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  update_accessible (self);
}

void
kl_board_get_geometry (KlBoard         *self,
                       KlBoardGeometry *geom)
{
  const KlPuzzle *p;

  g_return_if_fail (KL_IS_BOARD (self));

  p = puzzle_of (self);
  geom->cols = p->width;
  geom->rows = p->height;
  geom->cell = current_cell (self);

  /* the adjustments say where (configure_axis); whole pixels keep edges crisp */
  geom->x = -round (gtk_adjustment_get_value (self->hadjustment));
  geom->y = -round (gtk_adjustment_get_value (self->vadjustment));
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

gboolean
kl_board_apply_tool (KlBoard *self,
                     int      cell)
{
  const KlPuzzle *p;

  g_return_val_if_fail (KL_IS_BOARD (self), FALSE);

  p = puzzle_of (self);
  if (cell < 0 || cell >= p->width * p->height)
    return FALSE;

  switch (self->tool)
    {
    case KL_TOOL_BLOCK:
      return set_wall (self, cell, !p->blocked[cell]);
    case KL_TOOL_START:
    case KL_TOOL_TARGET:
    case KL_TOOL_KING:
      return kl_history_place (self->history, self->tool, cell);
    case KL_TOOL_KNIGHT:
      return kl_history_toggle_knight (self->history, cell);
    case KL_TOOL_ERASER:
      return kl_history_erase (self->history, cell);
    case KL_N_TOOLS:
    default:
      return FALSE;
    }
}

void
kl_board_get_view (KlBoard     *self,
                   KlBoardView *view)
{
  GdkRGBA accent;

  g_return_if_fail (KL_IS_BOARD (self));

  kl_board_view_init (view, puzzle_of (self));
  view->mode = self->mode;
  view->result = self->result;
  view->frame = self->frame;
  view->show_search = self->show_search;
  view->show_tree = self->show_tree;
  view->show_costs = self->show_costs;
  view->board_theme = self->board_theme;
  view->show_coordinates = self->show_coordinates;
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
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_set_tool (KlBoard *self,
                   KlTool   tool)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->tool = tool;
  update_accessible (self);
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
kl_board_set_result (KlBoard  *self,
                     KlResult *result)
{
  g_return_if_fail (KL_IS_BOARD (self));

  if (result != NULL)
    kl_result_ref (result);
  g_clear_pointer (&self->result, kl_result_unref);
  self->result = result;
  /* a new answer is spoken through the description */
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

KlResult *
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
  kl_board_view_init (&view, puzzle_of (self));
  view.mode = self->mode;
  view.result = self->result;
  view.show_search = self->show_search;
  return kl_board_view_frames (&view);
}

int
kl_board_get_cursor (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), -1);
  return self->cursor;
}

void
kl_board_set_cursor (KlBoard *self,
                     int      cell)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->cursor = cell;
  self->cursor_shown = cell >= 0;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_zoom_at (KlBoard *self,
                  double   steps,
                  double   x,
                  double   y)
{
  double cell;

  g_return_if_fail (KL_IS_BOARD (self));

  cell = current_cell (self) * pow (ZOOM_STEP, steps);
  /* a step in always grows the squares, however small they are */
  if (steps > 0 && cell < current_cell (self) + 1)
    cell = current_cell (self) + 1;
  zoom_to (self, cell, x, y);
}

void
kl_board_zoom_in (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));
  /* the keys and the menu keep the middle of the view in place */
  kl_board_zoom_at (self, 1, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
kl_board_zoom_out (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));
  kl_board_zoom_at (self, -1, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
kl_board_zoom_fit (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->fit = TRUE;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
kl_board_get_fit (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), TRUE);
  return self->fit;
}


void
kl_board_press (KlBoard  *self,
                int       cell,
                gboolean  erase)
{
  const KlPuzzle *p;
  KlTool piece;

  g_return_if_fail (KL_IS_BOARD (self));

  p = puzzle_of (self);
  g_return_if_fail (cell >= 0 && cell < p->width * p->height);

  if (self->drag != DRAG_NONE && self->drag != DRAG_PAN && self->drag != DRAG_OVERVIEW)
    kl_board_release (self);

  self->drag = DRAG_NONE;
  self->drag_moved = FALSE;
  self->cursor = cell;
  self->cursor_shown = FALSE;
  self->drag_cell = cell;
  kl_history_begin_edit (self->history);

  if (erase)
    {
      self->drag = DRAG_PAINT;
      self->paint_value = FALSE;
      paint_cell (self, cell);
      return;
    }

  /* Pieces are picked up and carried, whatever the tool but the eraser. */
  piece = piece_at (self, cell);
  if (piece != KL_N_TOOLS && self->tool != KL_TOOL_ERASER)
    {
      self->drag = DRAG_MOVE;
      self->drag_piece = piece;
      return;
    }

  switch (self->tool)
    {
    case KL_TOOL_BLOCK:
      self->drag = DRAG_PAINT;
      self->paint_value = !p->blocked[cell];
      paint_cell (self, cell);
      break;
    case KL_TOOL_ERASER:
      self->drag = DRAG_ERASE;
      erase_cell (self, cell);
      break;
    case KL_TOOL_START:
    case KL_TOOL_TARGET:
    case KL_TOOL_KING:
    case KL_TOOL_KNIGHT:
      kl_history_place (self->history, self->tool, cell);
      self->drag = DRAG_MOVE;
      self->drag_piece = self->tool;
      self->drag_moved = TRUE;  /* a new knight is not toggled off on release */
      break;
    case KL_N_TOOLS:
    default:
      /* nothing to do, but the edit group must still close on release */
      self->drag = DRAG_CLICK;
      break;
    }
}

void
kl_board_drag_to (KlBoard *self,
                  int      cell)
{
  g_return_if_fail (KL_IS_BOARD (self));

  if (cell < 0 || cell >= puzzle_of (self)->width * puzzle_of (self)->height ||
      cell == self->drag_cell)
    return;

  switch (self->drag)
    {
    case DRAG_PAINT:
      for_line (self, self->drag_cell, cell, paint_cell);
      break;
    case DRAG_ERASE:
      for_line (self, self->drag_cell, cell, erase_cell);
      break;
    case DRAG_MOVE:
      /* a carried piece passes over walls without knocking them down */
      if (puzzle_of (self)->blocked[cell] ||
          !kl_history_move (self->history, self->drag_piece, self->drag_cell, cell))
        return;
      self->drag_moved = TRUE;
      break;
    case DRAG_NONE:
    case DRAG_PAN:
    case DRAG_OVERVIEW:
    case DRAG_CLICK:
    default:
      return;
    }
  self->drag_cell = cell;
  self->cursor = cell;
}

void
kl_board_release (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));

  /* the view's drags open no edit */
  if (self->drag == DRAG_NONE || self->drag == DRAG_PAN || self->drag == DRAG_OVERVIEW)
    {
      self->drag = DRAG_NONE;
      return;
    }

  /* A click (no move) on a knight with the knight tool takes it away. */
  if (self->drag == DRAG_MOVE && !self->drag_moved && self->tool == KL_TOOL_KNIGHT &&
      self->drag_piece == KL_TOOL_KNIGHT)
    kl_history_toggle_knight (self->history, self->drag_cell);

  self->drag = DRAG_NONE;
  kl_history_end_edit (self->history);
  update_accessible (self);
}
