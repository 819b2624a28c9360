/* kl-board-evidence.c - how the renderer draws the scene's marks of an
 * answer's reason (the scene puts them there at rest): the walls round
 * the region a piece reaches outlined, dead ends with their free
 * neighbours, the two colours counted on the board's edge (the region and
 * a disconnected board's pieces are squares' colours); one function a
 * reason kind, and the legend's swatches of those marks. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"

/* A frame just inside a square. */
static void
frame_square (cairo_t      *cr,
              Ctx          *c,
              int           cell,
              const double  rgb[3],
              double        line,
              gboolean      dashed)
{
  double x, y, side = c->geom->cell;

  _kl_board_cell_rect (c, cell, &x, &y);
  cairo_save (cr);
  if (dashed)
    {
      double dash[] = { line * 1.5, line };

      cairo_set_dash (cr, dash, 2, 0);
    }
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, line);
  cairo_rectangle (cr, x + line / 2, y + line / 2, side - line, side - line);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* KN_REASON_UNREACHABLE: the walls on the region's edge, a door (a wall
 * also one move from the other side) thicker, each in its role's colour. */
static void
draw_walls (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, rgb[3];
  gboolean door = m->kind != KL_MARK_CUT_WALL;

  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int w = g_array_index (m->cells, int, i);

      if (!_kl_board_cell_visible (c, w))
        continue;
      frame_square (cr, c, w, rgb, door ? MAX (2, cell * 0.11) : MAX (1.5, cell * 0.06), FALSE);
    }
}

/* Squares framed, each with its number in a corner: dead ends (dashed)
 * with their free neighbours (KN_REASON_DEAD_ENDS), a small board's proof
 * (solid) with the moves of each square it counts. */
static void
draw_counted_squares (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double rgb[3];

  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int cell = g_array_index (m->cells, int, i);

      if (!_kl_board_cell_visible (c, cell))
        continue;
      frame_square (cr, c, cell, rgb, MAX (2, c->geom->cell * 0.08),
                    m->kind == KL_MARK_DEAD_END);
      if (m->numbers != NULL)
        _kl_board_corner_badge (cr, c, cell, (guint) g_array_index (m->numbers, gint64, i), rgb);
    }
}

/* Squares framed without numbers: what a backtrack's reason is about
 * (thick, in the alarm's red), the squares a step's sentence names (thin,
 * in ink: it points, it does not judge). */
static void
draw_framed_squares (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double rgb[3];
  double line = m->kind == KL_MARK_WHY ? MAX (2.5, c->geom->cell * 0.1)
                                       : MAX (1.5, c->geom->cell * 0.045);

  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int cell = g_array_index (m->cells, int, i);
      double x, y, side = c->geom->cell, in;

      if (!_kl_board_cell_visible (c, cell))
        continue;
      if (m->kind == KL_MARK_WHY)
        {
          frame_square (cr, c, cell, rgb, line, FALSE);
          continue;
        }
      /* a dotted frame set in from the edge, where the start's tint, the
       * target's ring and the evidence's frames leave it in view */
      in = MAX (2, side * 0.12);
      _kl_board_cell_rect (c, cell, &x, &y);
      cairo_save (cr);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      if (c->view->high_contrast)
        {
          double square[3];

          /* ink vanishes on high contrast's near-black squares: white there */
          _kl_board_square_color (c, cell, square);
          if (_kl_board_luminance (square) < 0.4)
            cairo_set_source_rgb (cr, 1, 1, 1);
        }
      cairo_set_line_width (cr, line * c->pal.line_scale);
      cairo_set_dash (cr, (double[]) { line * 2, line * 1.5 }, 2, 0);
      cairo_rectangle (cr, x + in, y + in, side - 2 * in, side - 2 * in);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* A loop the proof follows (its squares are tinted already): a line
 * through them in order, closed when its last square is a move from its
 * first. */
static void
draw_proof_loop (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  int w = c->puzzle->width, first, last, dx, dy;
  double rgb[3], x, y;

  if (m->cells->len < 2 || c->geom->cell < KL_SCENE_FRAME_MIN_CELL)
    return;
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  first = g_array_index (m->cells, int, 0);
  last = g_array_index (m->cells, int, m->cells->len - 1);
  dx = ABS (first % w - last % w);
  dy = ABS (first / w - last / w);
  cairo_save (cr);
  cairo_set_source_rgb (cr, rgb[0] * 0.8, rgb[1] * 0.8, rgb[2] * 0.8);
  cairo_set_line_width (cr, MAX (1.5, c->geom->cell * 0.06));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < m->cells->len; i++)
    {
      _kl_board_cell_center (c, g_array_index (m->cells, int, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  if (dx * dy == 2)
    cairo_close_path (cr);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A pill with a square of the colour and its count: "▪ 13". */
static double
count_pill (cairo_t      *cr,
            Ctx          *c,
            double        x,
            double        y,
            double        h,
            const double  square[3],
            guint64       count,
            gboolean      measure)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  double pad = h * 0.3, chip = h * 0.55, w;
  PangoRectangle ink;
  double ink_rgb[3];

  _kl_board_set_font (c, h * 0.62, TRUE);
  pango_layout_set_text (c->layout, text, -1);
  pango_layout_get_pixel_extents (c->layout, &ink, NULL);
  w = pad + chip + pad * 0.8 + ink.width + pad;
  if (measure)
    return w;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, c->pal.halo[0], c->pal.halo[1], c->pal.halo[2], 0.92);
  cairo_fill (cr);
  cairo_rectangle (cr, x + pad, y + (h - chip) / 2, chip, chip);
  cairo_set_source_rgb (cr, square[0], square[1], square[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (_kl_board_luminance (c->pal.halo) > 0.5)
    ink_rgb[0] = ink_rgb[1] = ink_rgb[2] = 0.1;
  else
    ink_rgb[0] = ink_rgb[1] = ink_rgb[2] = 0.95;
  _kl_board_text (cr, c, text, x + pad + chip + pad * 0.8 + ink.width / 2.0, y + h / 2, ink_rgb);
  return w;
}

/* KN_REASON_COLOUR: the free squares of each colour, counted in two pills
 * on the top edge of the board (of the part in view). */
static void
draw_colour_counts (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double left = MAX (c->geom->x, c->view_rect.x);
  double right = MIN (c->geom->x + c->geom->cols * c->geom->cell,
                      c->view_rect.x + c->view_rect.width);
  double top = MAX (c->geom->y, c->view_rect.y);
  double h = CLAMP (c->geom->cell * 0.42, 16, 30), gap = h * 0.3, w1, w2, x;
  guint64 dark, light;

  if (m->numbers == NULL || m->numbers->len < 2)
    return;
  dark = (guint64) g_array_index (m->numbers, gint64, 0);
  light = (guint64) g_array_index (m->numbers, gint64, 1);
  w1 = count_pill (cr, c, 0, 0, h, c->pal.dark, dark, TRUE);
  w2 = count_pill (cr, c, 0, 0, h, c->pal.light, light, TRUE);
  x = (left + right) / 2 - (w1 + gap + w2) / 2;
  count_pill (cr, c, x, top + h * 0.25, h, c->pal.dark, dark, FALSE);
  count_pill (cr, c, x + w1 + gap, top + h * 0.25, h, c->pal.light, light, FALSE);
}

gboolean
_kl_board_draw_evidence_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  switch (m->kind)
    {
    case KL_MARK_REGION:
    case KL_MARK_PIECES:
    case KL_MARK_PROOF_SHARED:
      /* coloured with the squares */
      return TRUE;
    case KL_MARK_PROOF_LOOP:
      draw_proof_loop (cr, c, m);
      return TRUE;
    case KL_MARK_PROOF_SQUARE:
      draw_counted_squares (cr, c, m);
      return TRUE;
    case KL_MARK_CUT_WALL:
    case KL_MARK_DOOR:
    case KL_MARK_CUT_OFF:
      draw_walls (cr, c, m);
      return TRUE;
    case KL_MARK_DEAD_END:
      draw_counted_squares (cr, c, m);
      return TRUE;
    case KL_MARK_WHY:
    case KL_MARK_NAMED:
      draw_framed_squares (cr, c, m);
      return TRUE;
    case KL_MARK_COLOUR_COUNTS:
      draw_colour_counts (cr, c, m);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The swatches draw one square of each mark with the functions above, so
 * they are what the board shows. */
gboolean
_kl_board_evidence_swatch (cairo_t *cr,
                           Ctx     *c,
                           KlMark   mark,
                           double   size)
{
  double rgb[3];
  KlSceneMark m = { .kind = mark, .role = kl_mark_role (mark), .corners = { -1, -1, -1 } };
  int zero = 0;
  gint64 one = 1;

  m.cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_val (m.cells, zero);
  switch (mark)
    {
    case KL_MARK_REGION:
    case KL_MARK_PIECES:
      /* a light and a dark square of the region, or two pieces */
      for (int i = 0; i < 2; i++)
        {
          memcpy (rgb, i == 0 ? c->pal.light : c->pal.dark, sizeof rgb);
          if (mark == KL_MARK_PIECES)
            {
              gint64 piece = i;

              m.numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
              g_array_append_val (m.numbers, piece);
              _kl_board_fill (c, &m, 0, rgb);
              g_clear_pointer (&m.numbers, g_array_unref);
            }
          else
            _kl_board_fill (c, &m, 0, rgb);
          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      break;
    case KL_MARK_CUT_WALL:
    case KL_MARK_DOOR:
    case KL_MARK_CUT_OFF:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.wall[0], c->pal.wall[1], c->pal.wall[2]);
      cairo_fill (cr);
      draw_walls (cr, c, &m);
      break;
    case KL_MARK_WHY:
    case KL_MARK_NAMED:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.light[0], c->pal.light[1], c->pal.light[2]);
      cairo_fill (cr);
      draw_framed_squares (cr, c, &m);
      break;
    case KL_MARK_DEAD_END:
    case KL_MARK_PROOF_SQUARE:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.light[0], c->pal.light[1], c->pal.light[2]);
      cairo_fill (cr);
      m.numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
      if (mark == KL_MARK_PROOF_SQUARE)
        {
          gint64 two = 2;

          g_array_append_val (m.numbers, two);
          draw_counted_squares (cr, c, &m);
        }
      else
        {
          g_array_append_val (m.numbers, one);
          draw_counted_squares (cr, c, &m);
        }
      break;
    case KL_MARK_PROOF_SHARED:
    case KL_MARK_PROOF_LOOP:
      /* a light and a dark square, tinted: the shared squares' yellow, or
       * the two loops' colours */
      for (int i = 0; i < 2; i++)
        {
          memcpy (rgb, i == 0 ? c->pal.light : c->pal.dark, sizeof rgb);
          m.piece = i == 0 ? 3 : 0;
          _kl_board_fill (c, &m, 0, rgb);
          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      break;
    case KL_MARK_COLOUR_COUNTS:
      for (int i = 0; i < 2; i++)
        {
          const double *square = i == 0 ? c->pal.dark : c->pal.light;

          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, square[0], square[1], square[2]);
          cairo_fill (cr);
        }
      {
        static const double white[3] = { 1, 1, 1 }, ink[3] = { 0.1, 0.1, 0.12 };

        _kl_board_set_font (c, size * 0.42, TRUE);
        _kl_board_text (cr, c, "13", size / 4, size / 2, white);
        _kl_board_text (cr, c, "12", size * 3 / 4, size / 2, ink);
      }
      break;
    default:
      g_array_unref (m.cells);
      return FALSE;
    }
  g_array_unref (m.cells);
  g_clear_pointer (&m.numbers, g_array_unref);
  return TRUE;
}
