/* kl-board-camelot.c - Camelot's marks on the board: each piece's route as
 * arcs side by side with a numbered dot on every square it lands on, the
 * king's rides dashed, the pickup ring, the costs with the least one in a
 * badge of its own and the squares that tie outlined, the ring round the
 * piece whose search a step shows, and the pieces where the scene puts
 * them frame by frame. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"
#include "kl-notation.h"

/* Where each piece's route is drawn from the squares' centres: legs of two
 * pieces that share squares lie side by side instead of on each other. */
static void
piece_offset (Ctx *c, guint piece, double *dx, double *dy)
{
  static const int offsets[][2] = {
    { 0, 0 }, { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 1 }, { -1, -1 }, { 1, -1 }, { -1, 1 },
  };
  double step = c->geom->cell * 0.08;

  *dx = offsets[piece % G_N_ELEMENTS (offsets)][0] * step;
  *dy = offsets[piece % G_N_ELEMENTS (offsets)][1] * step;
}

/* A move from (x0, y0) to (x1, y1) as a shallow arc: a knight's moves
 * along one line (h8-f7-d6-b5) stay three arcs, never one straight line. */
static void
arc_move (cairo_t *cr, double x0, double y0, double x1, double y1, double bend)
{
  double mx = (x0 + x1) / 2, my = (y0 + y1) / 2, dx = x1 - x0, dy = y1 - y0;
  double qx = mx - dy * bend, qy = my + dx * bend;

  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, x0 + (qx - x0) * 2 / 3, y0 + (qy - y0) * 2 / 3,
                  x1 + (qx - x1) * 2 / 3, y1 + (qy - y1) * 2 / 3, x1, y1);
}

/* Where the n-th dot on one square sits, from its centre in cells: the
 * corners first (the lower left for the first, clear of the rank and file
 * labels), then the edges, so pieces landing on one square (all of them
 * on the gathering square) keep their numbers apart. */
static void
dot_slot (guint n, double *dx, double *dy)
{
  static const double slots[][2] = {
    { -0.25, 0.25 }, { 0.27, 0.27 }, { 0.27, -0.27 }, { -0.27, -0.27 },
    { 0, 0.34 }, { 0.34, 0 }, { 0, -0.34 }, { -0.34, 0 },
  };
  /* past eight, a second ring inside the first */
  double scale = (n / G_N_ELEMENTS (slots)) % 2 ? 0.55 : 1;

  *dx = slots[n % G_N_ELEMENTS (slots)][0] * scale;
  *dy = slots[n % G_N_ELEMENTS (slots)][1] * scale;
}

/* One run of a piece's route (PIECE_MOVE's or RIDE's lines): its moves as
 * arcs (the king's own steps straight, his rides dashed), those still to
 * come fainter. */
static void
draw_piece_route (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  GArray *route = m->cells;
  double cell = c->geom->cell, w = CLAMP (cell * 0.05, 1, 4), ox, oy, rgb[3];

  if (route->len < 2)
    return;
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  piece_offset (c, m->piece, &ox, &oy);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, w);
  if (m->kind == KL_MARK_RIDE)
    {
      double dash[] = { w * 2, w * 2 };

      cairo_set_dash (cr, dash, 2, 0);
    }
  for (guint i = 1; i < route->len; i++)
    {
      int a = g_array_index (route, int, i - 1), b = g_array_index (route, int, i);
      guint8 type = m->types != NULL && i < m->types->len ? g_array_index (m->types, guint8, i)
                                                          : KN_MOVE_LEAP;
      double x0, y0, x1, y1;

      if (!_kl_board_segment_visible (c, a, b))
        continue;
      _kl_board_cell_center (c, a, &x0, &y0);
      _kl_board_cell_center (c, b, &x1, &y1);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], i <= m->played ? 1 : 0.45);
      if (type == KN_MOVE_KING)
        {
          cairo_move_to (cr, x0 + ox, y0 + oy);
          cairo_line_to (cr, x1 + ox, y1 + oy);
        }
      else
        arc_move (cr, x0 + ox, y0 + oy, x1 + ox, y1 + oy, 0.14);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* A numbered dot on every square the piece lands on, drawn over the
 * pieces: slots counts the dots each square has so far. */
static void
draw_piece_dots (cairo_t *cr, Ctx *c, const KlSceneMark *m, guint8 *slots)
{
  double cell = c->geom->cell, rgb[3];
  static const double white[3] = { 1, 1, 1 };

  if (cell < NUMBER_MIN_CELL || m->numbers == NULL)
    return;
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      gint64 number = g_array_index (m->numbers, gint64, i);
      int b = g_array_index (m->cells, int, i);
      double x, y, dx, dy;
      char buf[24];

      if (number < 0)
        continue;
      dot_slot (slots[b], &dx, &dy);
      slots[b] = (guint8) MIN (slots[b] + 1, G_MAXUINT8);
      if (!_kl_board_cell_visible (c, b))
        continue;
      _kl_board_cell_center (c, b, &x, &y);
      x += dx * cell;
      y += dy * cell;
      cairo_new_path (cr);
      cairo_arc (cr, x, y, cell * 0.13, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], i <= m->played ? 1 : 0.55);
      cairo_fill (cr);
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, number);
      _kl_board_set_font (c, cell * (number > 9 ? 0.13 : 0.17), TRUE);
      _kl_board_text (cr, c, buf, x, y, white);
    }
}

/* Each square's cost when the numbers fit (its colour is the square's),
 * but on the squares in the mark's corners: their numbers go in badges of
 * their own (GATHER_COST). */
static void
draw_costs (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  static const double paper[3] = { 0.97, 0.97, 0.97 };

  if (!(m->flags & KL_SCENE_NUMBERS) || c->geom->cell < NUMBER_MIN_CELL || m->numbers == NULL)
    return;
  _kl_board_set_font (c, c->geom->cell * 0.24, FALSE);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int cell = g_array_index (m->cells, int, i);
      double x, y, rgb[3];
      char buf[24];

      if (!_kl_board_cell_visible (c, cell) || cell == m->corners[0])
        continue;
      _kl_board_square_color (c, cell, rgb);
      _kl_board_cell_center (c, cell, &x, &y);
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, g_array_index (m->numbers, gint64, i));
      _kl_board_text (cr, c, buf, x, y - c->geom->cell * 0.26,
                      _kl_board_luminance (rgb) > 0.5 ? ink : paper);
    }
}

/* A number in a gold pill centred on (x, y), outlined so that it reads on
 * any square and over any piece. */
static void
cost_pill (cairo_t *cr, Ctx *c, gint64 number, double x, double y)
{
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  double h = c->geom->cell * 0.34, w;
  PangoRectangle ink_rect;
  char buf[24];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, number);
  _kl_board_set_font (c, h * 0.72, TRUE);
  pango_layout_set_text (c->layout, buf, -1);
  pango_layout_get_pixel_extents (c->layout, &ink_rect, NULL);
  w = MAX (h * 1.3, ink_rect.width + h * 0.7);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w / 2 - h / 2, y, h / 2, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x - w / 2 + h / 2, y, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, c->pal.gather[0], c->pal.gather[1], c->pal.gather[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], 0.8);
  cairo_set_line_width (cr, MAX (1, h * 0.08));
  cairo_stroke (cr);
  _kl_board_text (cr, c, buf, x, y, ink);
}

/* The least cost, on the middle of the gathering square's top edge (its
 * bottom edge on the top rank), half outside it: the pieces gathered on
 * the square cover its middle and its corners. */
static void
draw_gather_cost (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  int a = g_array_index (m->cells, int, 0);
  double x, y, cell = c->geom->cell;

  if (cell < NUMBER_MIN_CELL || m->numbers == NULL || !_kl_board_cell_visible (c, a))
    return;
  _kl_board_cell_rect (c, a, &x, &y);
  if (c->puzzle->width * c->puzzle->height == 1)
    y += cell / 2; /* a lone square, the legend's swatch: in its middle */
  else if (a / c->puzzle->width == c->puzzle->height - 1)
    y += cell;
  cost_pill (cr, c, g_array_index (m->numbers, gint64, 0), x + cell / 2, y);
}

/* Dashed outlines round the squares that tie with the gathering square. */
static void
draw_ties (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, w = CLAMP (cell * 0.06, 1.5, 4), dash[] = { w * 2, w * 1.5 };

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, w);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int a = g_array_index (m->cells, int, i);
      double x, y;

      if (!_kl_board_cell_visible (c, a))
        continue;
      _kl_board_cell_rect (c, a, &x, &y);
      cairo_rectangle (cr, x + w * 1.5, y + w * 1.5, cell - w * 3, cell - w * 3);
    }
  /* gold on a dark edge, so it reads on light squares and on the cheap
   * (light) squares of the costs alike */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.12, 0.75);
  cairo_set_line_width (cr, w + 2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, c->pal.gather[0], c->pal.gather[1], c->pal.gather[2]);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A ring round a square or a piece: the pickup (filled on its moment), or
 * the piece the frame is about. */
static void
draw_ring (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double x, y, rgb[3], cell = c->geom->cell;
  int a = g_array_index (m->cells, int, 0);

  if (!_kl_board_cell_visible (c, a) &&
      !(m->cells->len > 1 && _kl_board_cell_visible (c, g_array_index (m->cells, int, 1))))
    return;
  _kl_board_mark_position (c, m, &x, &y);
  cairo_new_path (cr);
  if (m->kind == KL_MARK_PICKUP)
    {
      gboolean now = (m->flags & KL_SCENE_NOW) != 0;

      memcpy (rgb, c->pal.gather, sizeof rgb);
      cairo_arc (cr, x, y, cell * 0.42, 0, 2 * G_PI);
      if (now)
        {
          cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.45);
          cairo_fill_preserve (cr);
        }
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, MAX (1.5, cell * (now ? 0.12 : 0.07)));
      cairo_stroke (cr);
      return;
    }
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  cairo_arc (cr, x, y, cell * 0.46, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.9);
  cairo_set_line_width (cr, MAX (2, cell * 0.07));
  cairo_stroke (cr);
}

/* Where pieces stood before they moved: their glyphs, faint. */
static void
draw_piece_starts (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double white[3] = { 1, 1, 1 };

  for (guint i = 0; i < m->cells->len; i++)
    {
      int at = g_array_index (m->cells, int, i);
      gboolean king = m->numbers != NULL && g_array_index (m->numbers, gint64, i) == 0;
      double x, y;

      if (!_kl_board_cell_visible (c, at))
        continue;
      _kl_board_cell_center (c, at, &x, &y);
      cairo_push_group (cr);
      _kl_board_glyph (cr, c, king ? KING_GLYPH : KNIGHT_GLYPH, x, y,
                       king ? c->pal.gather : white, 1);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.3);
    }
}

gboolean
_kl_board_draw_camelot_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m, guint8 *slots)
{
  static const double white[3] = { 1, 1, 1 };
  double x, y;

  switch (m->kind)
    {
    case KL_MARK_GATHER:
    case KL_MARK_SEARCH_VISITED:
    case KL_MARK_SEARCH_FRONTIER:
    case KL_MARK_OTHER_VISITED:
    case KL_MARK_OTHER_FRONTIER:
      /* coloured with the squares */
      return TRUE;
    case KL_MARK_COSTS:
      draw_costs (cr, c, m);
      return TRUE;
    case KL_MARK_GATHER_COST:
      draw_gather_cost (cr, c, m);
      return TRUE;
    case KL_MARK_TIES:
      draw_ties (cr, c, m);
      return TRUE;
    case KL_MARK_PIECE_MOVE:
    case KL_MARK_RIDE:
      if (m->flags & KL_SCENE_LINES)
        draw_piece_route (cr, c, m);
      if (m->flags & KL_SCENE_NUMBERS)
        draw_piece_dots (cr, c, m, slots);
      return TRUE;
    case KL_MARK_PICKUP:
    case KL_MARK_MOVING:
    case KL_MARK_SEARCH_FROM:
      draw_ring (cr, c, m);
      return TRUE;
    case KL_MARK_PIECE_START:
      draw_piece_starts (cr, c, m);
      return TRUE;
    case KL_MARK_KNIGHT:
      _kl_board_mark_position (c, m, &x, &y);
      _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
      return TRUE;
    case KL_MARK_KING:
      {
        /* set off to a corner when he rides or shares a square, so both show */
        double dx = (m->flags & KL_SCENE_RAISED) ? c->geom->cell * 0.18 : 0;

        _kl_board_mark_position (c, m, &x, &y);
        _kl_board_glyph (cr, c, KING_GLYPH, x + dx, y - dx, c->pal.gather,
                         (m->flags & KL_SCENE_SMALL) ? 0.7 : 1);
      }
      return TRUE;
    default:
      return FALSE;
    }
}
