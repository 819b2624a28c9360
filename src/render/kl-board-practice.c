/* kl-board-practice.c - the learner's answer on the board: picked squares,
 * hints, and after a verdict the right, missed and wrong squares.  Each is
 * told apart by its shape as well as its colour (a ring, a tick, a dashed
 * frame, a cross), so the verdict reads without colour vision. */

#define G_LOG_DOMAIN "kl-board"

#include "config.h"

#include <math.h>

#include "kl-board-render-private.h"

/* A frame inside the square at (x, y), side s. */
static void
inner_frame (cairo_t *cr, double x, double y, double s, double width, gboolean dashed)
{
  double inset = width / 2 + s * 0.04;
  double dash[] = { s * 0.14, s * 0.09 };

  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, dashed ? dash : NULL, dashed ? 2 : 0, 0);
  cairo_rectangle (cr, x + inset, y + inset, s - 2 * inset, s - 2 * inset);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_one (cairo_t *cr, Ctx *c, KlMark kind, double x, double y, double s, const double rgb[3])
{
  double cx = x + s / 2, cy = y + s / 2;
  double width = MAX (2, s * 0.09);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  switch (kind)
    {
    case KL_MARK_PICKED:
      /* a ring with a dot: chosen, not yet judged */
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      inner_frame (cr, x, y, s, width, FALSE);
      cairo_arc (cr, cx, cy, s * 0.12, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case KL_MARK_HINTED:
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_arc (cr, cx, cy, s * 0.3, 0, 2 * G_PI);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
      break;
    case KL_MARK_ANSWER_RIGHT:
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.35);
      cairo_rectangle (cr, x, y, s, s);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      inner_frame (cr, x, y, s, width, FALSE);
      cairo_set_line_width (cr, width * 1.2);
      cairo_move_to (cr, x + s * 0.28, y + s * 0.52);
      cairo_line_to (cr, x + s * 0.44, y + s * 0.68);
      cairo_line_to (cr, x + s * 0.72, y + s * 0.34);
      cairo_stroke (cr);
      break;
    case KL_MARK_ANSWER_MISSED:
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      inner_frame (cr, x, y, s, width, TRUE);
      cairo_arc (cr, cx, cy, s * 0.1, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case KL_MARK_ANSWER_WRONG:
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.3);
      cairo_rectangle (cr, x, y, s, s);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, width * 1.2);
      cairo_move_to (cr, x + s * 0.3, y + s * 0.3);
      cairo_line_to (cr, x + s * 0.7, y + s * 0.7);
      cairo_move_to (cr, x + s * 0.7, y + s * 0.3);
      cairo_line_to (cr, x + s * 0.3, y + s * 0.7);
      cairo_stroke (cr);
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

gboolean
_kl_board_draw_practice_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double rgb[3];

  switch (m->kind)
    {
    case KL_MARK_PICKED:
    case KL_MARK_HINTED:
    case KL_MARK_ANSWER_RIGHT:
    case KL_MARK_ANSWER_MISSED:
    case KL_MARK_ANSWER_WRONG:
      break;
    default:
      return FALSE;
    }
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int cell = g_array_index (m->cells, int, i);
      double x, y;

      if (!_kl_board_cell_visible (c, cell))
        continue;
      _kl_board_cell_rect (c, cell, &x, &y);
      draw_one (cr, c, m->kind, x, y, c->geom->cell, rgb);
    }
  return TRUE;
}

gboolean
_kl_board_practice_swatch (cairo_t *cr, Ctx *c, KlMark mark, double size)
{
  double rgb[3];

  switch (mark)
    {
    case KL_MARK_PICKED:
    case KL_MARK_HINTED:
    case KL_MARK_ANSWER_RIGHT:
    case KL_MARK_ANSWER_MISSED:
    case KL_MARK_ANSWER_WRONG:
      break;
    default:
      return FALSE;
    }
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_set_source_rgb (cr, c->pal.light[0], c->pal.light[1], c->pal.light[2]);
  cairo_fill (cr);
  _kl_board_role_rgb (c, kl_mark_role (mark), 0, rgb);
  draw_one (cr, c, mark, 0, 0, size, rgb);
  return TRUE;
}
