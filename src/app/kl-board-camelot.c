/* kl-board-camelot.c - Camelot on the board: each piece's route as arcs
 * side by side with a numbered dot on every square it lands on, the pickup
 * ring, the cost map, and the pieces moving frame by frame. */

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

/* One piece's route: its moves as arcs (the king's own steps straight, his
 * rides dashed), the ones still to come fainter. */
static void
draw_piece_route (cairo_t *cr, Ctx *c, GArray *route, GArray *moves, guint piece, guint played)
{
  const double *rgb = _kl_board_piece_colors[piece % KL_BOARD_PIECE_COLORS];
  double cell = c->geom->cell, w = CLAMP (cell * 0.05, 1, 4), ox, oy;

  if (route == NULL || route->len < 2)
    return;
  piece_offset (c, piece, &ox, &oy);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, w);
  for (guint i = 1; i < route->len; i++)
    {
      int a = g_array_index (route, int, i - 1), b = g_array_index (route, int, i);
      guint8 type = moves != NULL && i < moves->len ? g_array_index (moves, guint8, i) : KN_MOVE_LEAP;
      double x0, y0, x1, y1;

      if (!_kl_board_segment_visible (c, a, b))
        continue;
      _kl_board_cell_center (c, a, &x0, &y0);
      _kl_board_cell_center (c, b, &x1, &y1);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], i <= played ? 1 : 0.45);
      if (type == KN_MOVE_RIDE)
        {
          double dash[] = { w * 2, w * 2 };

          cairo_set_dash (cr, dash, 2, 0);
        }
      else
        cairo_set_dash (cr, NULL, 0, 0);
      if (type == KN_MOVE_KING)
        {
          cairo_move_to (cr, x0 + ox, y0 + oy);
          cairo_line_to (cr, x1 + ox, y1 + oy);
        }
      else
        arc_move (cr, x0 + ox, y0 + oy, x1 + ox, y1 + oy, 0.14);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_restore (cr);
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

/* A numbered dot on every square a piece lands on (a ride is its
 * carrier's move, not the king's), drawn over the pieces: slots counts
 * the dots each square has so far. */
static void
draw_piece_dots (cairo_t *cr, Ctx *c, GArray *route, GArray *moves, guint piece, guint played,
                 guint8 *slots)
{
  const double *rgb = _kl_board_piece_colors[piece % KL_BOARD_PIECE_COLORS];
  double cell = c->geom->cell;
  static const double white[3] = { 1, 1, 1 };
  guint number = 0;

  if (route == NULL || route->len < 2 || cell < NUMBER_MIN_CELL)
    return;
  for (guint i = 1; i < route->len; i++)
    {
      guint8 type = moves != NULL && i < moves->len ? g_array_index (moves, guint8, i) : KN_MOVE_LEAP;
      int b = g_array_index (route, int, i);
      double x, y, dx, dy;
      char buf[16];

      if (type == KN_MOVE_RIDE)
        continue;
      number++;
      dot_slot (slots[b], &dx, &dy);
      slots[b] = (guint8) MIN (slots[b] + 1, G_MAXUINT8);
      if (!_kl_board_cell_visible (c, b))
        continue;
      _kl_board_cell_center (c, b, &x, &y);
      x += dx * cell;
      y += dy * cell;
      cairo_new_path (cr);
      cairo_arc (cr, x, y, cell * 0.13, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], i <= played ? 1 : 0.55);
      cairo_fill (cr);
      g_snprintf (buf, sizeof buf, "%u", number);
      _kl_board_set_font (c, cell * (number > 9 ? 0.13 : 0.17), TRUE);
      _kl_board_text (cr, c, buf, x, y, white);
    }
}

/* Camelot's cost map: each square's cost when the numbers fit. */
void
_kl_board_draw_costs (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  static const double paper[3] = { 0.97, 0.97, 0.97 };

  if (c->heat == NULL || c->geom->cell < NUMBER_MIN_CELL)
    return;
  _kl_board_set_font (c, c->geom->cell * 0.24, FALSE);
  for (int r = MAX (c->r0, 0); r <= MIN (c->r1, p->height - 1); r++)
    for (int f = MAX (c->f0, 0); f <= MIN (c->f1, p->width - 1); f++)
      {
        int cell = r * p->width + f;
        double x, y, rgb[3];
        char buf[24];

        if (c->heat[cell] < 0 || p->blocked[cell])
          continue;
        _kl_board_square_color (c, cell, rgb);
        _kl_board_cell_center (c, cell, &x, &y);
        g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, c->heat[cell]);
        _kl_board_text (cr, c, buf, x, y - c->geom->cell * 0.26,
                   _kl_board_luminance (rgb) > 0.5 ? ink : paper);
      }
}

void
_kl_board_draw_camelot (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  const KlSolution *r = c->result;
  double cell = c->geom->cell, x, y;
  static const double white[3] = { 1, 1, 1 };
  static const double gold[3] = { 0.96, 0.83, 0.18 };
  guint n_pieces = p->knights->len + 1;
  g_autofree double *px = g_new0 (double, n_pieces);
  g_autofree double *py = g_new0 (double, n_pieces);
  g_autofree double *sx = g_new0 (double, n_pieces);
  g_autofree double *sy = g_new0 (double, n_pieces);
  g_autofree guint *played = g_new0 (guint, n_pieces);
  int riding = -1;

  for (guint i = 0; i < n_pieces; i++)
    {
      int at = i == 0 ? p->king : g_array_index (p->knights, int, i - 1);
      if (at >= 0)
        _kl_board_cell_center (c, at, &px[i], &py[i]);
      sx[i] = px[i];
      sy[i] = py[i];
    }

  if (r != NULL && r->routes != NULL)
    {
      /* the explanation's moves, in the order the step panel tells them:
       * move s is frame s + 1 */
      size_t n_moves = 0;
      const kn_camelot_step *moves = r->explain != NULL
        ? kl_explain_get_camelot_moves (r->explain, &n_moves) : NULL;

      /* the moves each piece has made by this frame (all of them at the end) */
      for (size_t s = 0; s < n_moves; s++)
        if (moves[s].piece < n_pieces && (c->finished || (int) s < c->step))
          played[moves[s].piece]++;
      if (r->carrier >= 0)
        /* the king's rides come with his carrier's moves */
        played[0] = G_MAXUINT;
      _kl_board_draw_costs (cr, c);
      for (guint i = 0; i < r->routes->len && i < n_pieces; i++)
        draw_piece_route (cr, c, g_ptr_array_index (r->routes, i), i == 0 ? r->king_moves : NULL,
                          i, c->finished ? G_MAXUINT : played[i]);

      if (r->pickup >= 0 && _kl_board_cell_visible (c, r->pickup))
        {
          gboolean now = FALSE;

          /* the pickup moment: the move that first carries the king */
          if (!c->finished && c->step >= 0 && (size_t) c->step < n_moves)
            now = moves[c->step].picks_up;
          _kl_board_cell_center (c, r->pickup, &x, &y);
          cairo_new_path (cr);
          cairo_arc (cr, x, y, cell * 0.42, 0, 2 * G_PI);
          if (now)
            {
              cairo_set_source_rgba (cr, gold[0], gold[1], gold[2], 0.45);
              cairo_fill_preserve (cr);
            }
          cairo_set_source_rgb (cr, gold[0], gold[1], gold[2]);
          cairo_set_line_width (cr, MAX (1.5, cell * (now ? 0.12 : 0.07)));
          cairo_stroke (cr);
        }

      /* replay the moves up to the current frame: at the end every piece
       * stands where the step panel says, on the gathering square */
      {
        size_t n = c->finished ? n_moves : MIN ((size_t) MAX (c->step + 1, 0), n_moves);

        for (size_t s = 0; s < n; s++)
          {
            const kn_camelot_step *m = &moves[s];
            int to = m->to.y * p->width + m->to.x;
            double tx, ty, k = (s + 1 == n && !c->finished) ? c->t : 1;

            _kl_board_cell_center (c, to, &tx, &ty);
            if (m->piece >= n_pieces)
              continue;
            px[m->piece] += (tx - px[m->piece]) * k;
            py[m->piece] += (ty - py[m->piece]) * k;
            if (m->carries_king)
              {
                px[0] = px[m->piece];
                py[0] = py[m->piece];
                riding = (int) m->piece;
              }
          }
      }

      /* the piece the frame is about, ringed in the accent colour: the one
       * in motion, or at rest the one that just moved (what the step tells) */
      if (!c->finished && (c->t > 0 ? c->step : c->step - 1) >= 0 &&
          (size_t) c->step < n_moves)
        {
          size_t moving = moves[c->t > 0 ? c->step : c->step - 1].piece;

          if (moving < n_pieces)
            {
              cairo_new_path (cr);
              cairo_arc (cr, px[moving], py[moving], cell * 0.46, 0, 2 * G_PI);
              cairo_set_source_rgba (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2], 0.9);
              cairo_set_line_width (cr, MAX (2, cell * 0.07));
              cairo_stroke (cr);
            }
        }
    }

  /* where a piece stood before it moved, faint: the puzzle as edited stays
   * in view while the pieces are on their way or gathered */
  for (guint i = 0; i < n_pieces; i++)
    {
      int at = i == 0 ? p->king : g_array_index (p->knights, int, i - 1);

      if (at >= 0 && (fabs (px[i] - sx[i]) > 0.5 || fabs (py[i] - sy[i]) > 0.5))
        {
          cairo_push_group (cr);
          _kl_board_glyph (cr, c, i == 0 ? KING_GLYPH : KNIGHT_GLYPH, sx[i], sy[i],
                           i == 0 ? gold : white, 1);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.3);
        }
    }

  /* knights first, the king on top, so a carried king stays visible */
  for (guint i = n_pieces; i-- > 0;)
    {
      int at = i == 0 ? p->king : g_array_index (p->knights, int, i - 1);

      if (at < 0)
        continue;
      if (i == 0)
        {
          gboolean shares = riding >= 0;

          /* set off to a corner when he rides, or shares a square with a
           * knight (at the end, on the gathering square), so both show */
          for (guint k = 1; k < n_pieces && !shares; k++)
            shares = fabs (px[k] - px[0]) < 0.5 && fabs (py[k] - py[0]) < 0.5;
          double dx = shares ? cell * 0.18 : 0;
          _kl_board_glyph (cr, c, KING_GLYPH, px[0] + dx, py[0] - dx, gold, riding >= 0 ? 0.7 : 1);
        }
      else
        _kl_board_glyph (cr, c, KNIGHT_GLYPH, px[i], py[i], white, 1);
    }

  /* the numbered dots over the pieces, so no piece hides a move's number */
  if (r != NULL && r->routes != NULL)
    {
      g_autofree guint8 *slots = g_new0 (guint8, (gsize) p->width * p->height);

      for (guint i = 0; i < r->routes->len && i < n_pieces; i++)
        draw_piece_dots (cr, c, g_ptr_array_index (r->routes, i), i == 0 ? r->king_moves : NULL,
                         i, c->finished ? G_MAXUINT : played[i], slots);
    }
}
