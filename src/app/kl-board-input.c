/* kl-board-input.c - the board widget's input: the pointer's edits and
 * drags, the keyboard cursor and tools, Ctrl+scroll and pinch zoom around
 * the pointer, and the public functions the tests call in squares. */

#define G_LOG_DOMAIN "kl-board"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board-private.h"
#include "kl-board-text.h"


/* Which piece, among those the mode uses, stands on cell; KL_N_TOOLS if none. */
static KlTool
piece_at (KlBoard *self,
          int      cell)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);

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
  const KlPuzzle *p = _kl_board_puzzle_of (self);

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
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_rectangle_t view = { 0, 0, w, h }, rect;
  KlBoardGeometry g;
  double old = _kl_board_current_cell (self);
  /* the board point under (px, py), in squares from the top-left corner,
   * from the exact view rather than the whole pixels it is drawn at */
  double u = (px + gtk_adjustment_get_value (self->hadjustment)) / old;
  double v = (py + gtk_adjustment_get_value (self->vadjustment)) / old;

  if (cell <= _kl_board_fit_cell (self))
    self->fit = TRUE;
  else
    {
      self->fit = FALSE;
      /* whole pixels keep square edges crisp */
      self->cell = MIN (cell >= 4 ? round (cell) : cell, CELL_MAX);
    }
  cell = _kl_board_current_cell (self);
  _kl_board_configure_axis (self, 0, p->width * cell, w, u * cell - px);
  _kl_board_configure_axis (self, 1, p->height * cell, h, v * cell - py);

  /* the overview must not cover the square zoomed on: it changes corners */
  kl_board_get_geometry (self, &g);
  if (self->fit)
    self->overview_left = FALSE;
  else if (kl_board_overview_rect (&g, &view, &rect) && px >= rect.x && px < rect.x + rect.width &&
           py >= rect.y && py < rect.y + rect.height)
    {
      g.overview_left = !g.overview_left;
      if (kl_board_overview_rect (&g, &view, &rect) &&
          !(px >= rect.x && px < rect.x + rect.width && py >= rect.y && py < rect.y + rect.height))
        self->overview_left = g.overview_left;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The point a zoom keeps in place, in widget coordinates: the pointer
 * while it is over the board; else, for the keys (keys), the keyboard
 * cursor's square while it shows and is in view; else the middle of the
 * view (the zoom buttons: the pointer is on the button then). */
static void
zoom_anchor (KlBoard  *self,
             gboolean  keys,
             double   *x,
             double   *y)
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  *x = w / 2.0;
  *y = h / 2.0;
  if (self->pointer_in && self->pointer_x >= 0 && self->pointer_y >= 0 && self->pointer_x < w &&
      self->pointer_y < h)
    {
      *x = self->pointer_x;
      *y = self->pointer_y;
    }
  else if (keys && self->cursor_shown && self->cursor >= 0 && self->cursor < p->width * p->height)
    {
      KlBoardGeometry g;
      double cx, cy;

      kl_board_get_geometry (self, &g);
      kl_board_geometry_center (&g, self->cursor % p->width, self->cursor / p->width, &cx, &cy);
      if (cx >= 0 && cy >= 0 && cx < w && cy < h)
        {
          *x = cx;
          *y = cy;
        }
    }
}

/* Every square on the straight line between two cells, so a fast drag
 * leaves no gaps. */
static void
for_line (KlBoard *self,
          int      from,
          int      to,
          void   (*fn) (KlBoard *self, int cell))
{
  const KlPuzzle *p = _kl_board_puzzle_of (self);
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
  set_wall (self, cell, self->drag.paint_value);
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
  const KlPuzzle *p = _kl_board_puzzle_of (self);
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
  _kl_board_update_accessible (self);
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

  self->drag.kind = DRAG_NONE;
  self->drag.x = x;
  self->drag.y = y;

  /* the overview covers squares: a press there navigates, never edits */
  if (show_overview_at (self, x, y))
    {
      self->drag.kind = DRAG_OVERVIEW;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  if (button == GDK_BUTTON_MIDDLE)
    {
      self->drag.kind = DRAG_PAN;
      self->drag.pan_h = gtk_adjustment_get_value (self->hadjustment);
      self->drag.pan_v = gtk_adjustment_get_value (self->vadjustment);
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
  if (self->answering)
    {
      /* practice: a click answers, it never edits the puzzle */
      self->cursor = cell;
      self->cursor_shown = FALSE;
      _kl_board_pick (self, cell);
      return;
    }
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

  if (self->drag.kind == DRAG_PAN)
    {
      gtk_adjustment_set_value (self->hadjustment, self->drag.pan_h - dx);
      gtk_adjustment_set_value (self->vadjustment, self->drag.pan_v - dy);
      return;
    }
  if (self->drag.kind == DRAG_OVERVIEW)
    {
      show_overview_at (self, self->drag.x + dx, self->drag.y + dy);
      return;
    }

  cell = kl_board_cell_at (self, self->drag.x + dx, self->drag.y + dy);
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

/* Ctrl+scroll zooms around the pointer.  A GTK 4 scroll event has no
 * position of its own (gdk_event_get_position () fails on it, on X11 and
 * Wayland alike), so the point is where the motion controller last saw the
 * pointer: it is over the board, or the board would not get the scroll. */
static gboolean
on_scroll_cb (KlBoard                  *self,
              double                    dx,
              double                    dy,
              GtkEventControllerScroll *controller)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  double x, y, steps;

  if (!(state & GDK_CONTROL_MASK) || dy == 0)
    return FALSE;

  zoom_anchor (self, FALSE, &x, &y);
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
  self->pinch_cell = _kl_board_current_cell (self);
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
      if (self->answering)
        {
          /* practice: Space shows the cursor, then marks its square */
          if (!self->cursor_shown)
            move_cursor (self, 0, 0);
          else
            _kl_board_pick (self, self->cursor);
          return TRUE;
        }
      /* Space plays and pauses until the keyboard cursor is in use */
      if (!self->cursor_shown)
        {
          gtk_widget_activate_action (GTK_WIDGET (self), "win.play", NULL);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (self->answering)
        {
          /* practice: Enter answers (or goes on to the next question) */
          gtk_widget_activate_action (GTK_WIDGET (self), "win.practice-submit", NULL);
          return TRUE;
        }
      if (!self->cursor_shown)
        {
          move_cursor (self, 0, 0);
          return TRUE;
        }
      kl_board_apply_tool (self, self->cursor);
      _kl_board_update_accessible (self);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      if (self->cursor_shown && !self->answering)
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

/* The pointer over the view (the board, or the scrollbars over it), in the
 * board's coordinates: what zooming keeps in place. */
static void
on_view_motion_cb (KlBoard                  *self,
                   double                    x,
                   double                    y,
                   GtkEventControllerMotion *controller)
{
  GtkWidget *view = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  graphene_point_t out;

  if (!gtk_widget_compute_point (view, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &out))
    return;
  self->pointer_in = TRUE;
  self->pointer_x = out.x;
  self->pointer_y = out.y;
}

static void
on_view_leave_cb (KlBoard *self)
{
  self->pointer_in = FALSE;
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

gboolean
kl_board_apply_tool (KlBoard *self,
                     int      cell)
{
  const KlPuzzle *p;

  g_return_val_if_fail (KL_IS_BOARD (self), FALSE);

  p = _kl_board_puzzle_of (self);
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
kl_board_zoom_at (KlBoard *self,
                  double   steps,
                  double   x,
                  double   y)
{
  double cell;

  g_return_if_fail (KL_IS_BOARD (self));

  cell = _kl_board_current_cell (self) * pow (ZOOM_STEP, steps);
  /* a step in always grows the squares, however small they are */
  if (steps > 0 && cell < _kl_board_current_cell (self) + 1)
    cell = _kl_board_current_cell (self) + 1;
  zoom_to (self, cell, x, y);
}

double
kl_board_get_cell_size (KlBoard *self)
{
  g_return_val_if_fail (KL_IS_BOARD (self), 0);
  return _kl_board_current_cell (self);
}

void
kl_board_set_view (KlBoard  *self,
                   gboolean  fit,
                   double    cell,
                   double    x,
                   double    y)
{
  const KlPuzzle *p;
  int w, h;

  g_return_if_fail (KL_IS_BOARD (self));

  p = _kl_board_puzzle_of (self);
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  self->fit = fit;
  if (fit)
    self->overview_left = FALSE;
  else
    self->cell = CLAMP (cell, 1, CELL_MAX);
  cell = _kl_board_current_cell (self);
  /* a fitted board centres itself (NAN); a zoomed one goes where it is told */
  _kl_board_configure_axis (self, 0, p->width * cell, w, fit ? NAN : x);
  _kl_board_configure_axis (self, 1, p->height * cell, h, fit ? NAN : y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_zoom_in (KlBoard *self)
{
  double x, y;

  g_return_if_fail (KL_IS_BOARD (self));
  zoom_anchor (self, TRUE, &x, &y);
  kl_board_zoom_at (self, 1, x, y);
}

void
kl_board_zoom_out (KlBoard *self)
{
  double x, y;

  g_return_if_fail (KL_IS_BOARD (self));
  zoom_anchor (self, TRUE, &x, &y);
  kl_board_zoom_at (self, -1, x, y);
}

void
kl_board_zoom_fit (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));
  self->fit = TRUE;
  self->overview_left = FALSE;
  _kl_board_configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kl_board_press (KlBoard  *self,
                int       cell,
                gboolean  erase)
{
  const KlPuzzle *p;
  KlTool piece;

  g_return_if_fail (KL_IS_BOARD (self));

  p = _kl_board_puzzle_of (self);
  g_return_if_fail (cell >= 0 && cell < p->width * p->height);

  if (self->drag.kind != DRAG_NONE && self->drag.kind != DRAG_PAN && self->drag.kind != DRAG_OVERVIEW)
    kl_board_release (self);

  self->drag.kind = DRAG_NONE;
  self->drag.moved = FALSE;
  self->cursor = cell;
  self->cursor_shown = FALSE;
  self->drag.cell = cell;
  kl_history_begin_edit (self->history);

  if (erase)
    {
      self->drag.kind = DRAG_PAINT;
      self->drag.paint_value = FALSE;
      paint_cell (self, cell);
      return;
    }

  /* Pieces are picked up and carried, whatever the tool but the eraser. */
  piece = piece_at (self, cell);
  if (piece != KL_N_TOOLS && self->tool != KL_TOOL_ERASER)
    {
      self->drag.kind = DRAG_MOVE;
      self->drag.piece = piece;
      return;
    }

  switch (self->tool)
    {
    case KL_TOOL_BLOCK:
      self->drag.kind = DRAG_PAINT;
      self->drag.paint_value = !p->blocked[cell];
      paint_cell (self, cell);
      break;
    case KL_TOOL_ERASER:
      self->drag.kind = DRAG_ERASE;
      erase_cell (self, cell);
      break;
    case KL_TOOL_START:
    case KL_TOOL_TARGET:
    case KL_TOOL_KING:
    case KL_TOOL_KNIGHT:
      kl_history_place (self->history, self->tool, cell);
      self->drag.kind = DRAG_MOVE;
      self->drag.piece = self->tool;
      self->drag.moved = TRUE;  /* a new knight is not toggled off on release */
      break;
    case KL_N_TOOLS:
    default:
      /* nothing to do, but the edit group must still close on release */
      self->drag.kind = DRAG_CLICK;
      break;
    }
}

void
kl_board_drag_to (KlBoard *self,
                  int      cell)
{
  g_return_if_fail (KL_IS_BOARD (self));

  if (cell < 0 || cell >= _kl_board_puzzle_of (self)->width * _kl_board_puzzle_of (self)->height ||
      cell == self->drag.cell)
    return;

  switch (self->drag.kind)
    {
    case DRAG_PAINT:
      for_line (self, self->drag.cell, cell, paint_cell);
      break;
    case DRAG_ERASE:
      for_line (self, self->drag.cell, cell, erase_cell);
      break;
    case DRAG_MOVE:
      /* a carried piece passes over walls without knocking them down */
      if (_kl_board_puzzle_of (self)->blocked[cell] ||
          !kl_history_move (self->history, self->drag.piece, self->drag.cell, cell))
        return;
      self->drag.moved = TRUE;
      break;
    case DRAG_NONE:
    case DRAG_PAN:
    case DRAG_OVERVIEW:
    case DRAG_CLICK:
    default:
      return;
    }
  self->drag.cell = cell;
  self->cursor = cell;
}

void
kl_board_release (KlBoard *self)
{
  g_return_if_fail (KL_IS_BOARD (self));

  /* the view's drags open no edit */
  if (self->drag.kind == DRAG_NONE || self->drag.kind == DRAG_PAN || self->drag.kind == DRAG_OVERVIEW)
    {
      self->drag.kind = DRAG_NONE;
      return;
    }

  /* A click (no move) on a knight with the knight tool takes it away. */
  if (self->drag.kind == DRAG_MOVE && !self->drag.moved && self->tool == KL_TOOL_KNIGHT &&
      self->drag.piece == KL_TOOL_KNIGHT)
    kl_history_toggle_knight (self->history, self->drag.cell);

  self->drag.kind = DRAG_NONE;
  kl_history_end_edit (self->history);
  _kl_board_update_accessible (self);
}

/* The pointer, the touchpad, the keys and the focus, each a controller. */
void
_kl_board_input_init (KlBoard *self)
{
  GtkGesture *drag, *pinch;
  GtkEventController *controller;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  /* Ctrl+scroll and the pointer it zooms around go on the view: see
   * _kl_board_input_attach () */
  self->view_scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (self->view_scroll, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (self->view_scroll, "scroll", G_CALLBACK (on_scroll_cb), self);
  self->view_motion = gtk_event_controller_motion_new ();
  gtk_event_controller_set_propagation_phase (self->view_motion, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (self->view_motion, "enter", G_CALLBACK (on_view_motion_cb), self);
  g_signal_connect_swapped (self->view_motion, "motion", G_CALLBACK (on_view_motion_cb), self);
  g_signal_connect_swapped (self->view_motion, "leave", G_CALLBACK (on_view_leave_cb), self);

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
}

/* The view the user points at: the scrolled window round the board, whose
 * overlay scrollbars lie over the board's edges (a scroll there goes to the
 * scrollbar, never to the board), or the board itself.  Ctrl+scroll and the
 * pointer are watched there, from when the board is in a window. */
void
_kl_board_input_attach (KlBoard *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_return_if_fail (self->view == NULL);
  self->view = GTK_IS_SCROLLED_WINDOW (parent) ? parent : GTK_WIDGET (self);
  gtk_widget_add_controller (self->view, g_object_ref (self->view_scroll));
  gtk_widget_add_controller (self->view, g_object_ref (self->view_motion));
}

void
_kl_board_input_detach (KlBoard *self)
{
  if (self->view == NULL)
    return;
  gtk_widget_remove_controller (self->view, self->view_scroll);
  gtk_widget_remove_controller (self->view, self->view_motion);
  self->view = NULL;
  self->pointer_in = FALSE;
}
