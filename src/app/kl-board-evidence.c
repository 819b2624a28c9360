/* kl-board-evidence.c - what the renderer draws, at rest, for an answer's
 * reason (KlSolution's KlReason): the region a piece reaches shaded and the
 * walls around it outlined, dead ends with their free neighbours, the
 * pieces of a disconnected board tinted, the two colours counted on the
 * board's edge, and a small board's proof (the squares whose moves it
 * counts, where they go, its loops); and the legend's swatches of those
 * marks. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"

/* A door (a wall that cuts the region off from the target) in red, the
 * other walls of the region's edge in the accent colour. */
static const double door_rgb[3] = { 0.88, 0.11, 0.14 };
/* How much of the accent colour the region's squares take: enough to tell
 * them from the grey of the squares not reached on either square colour. */
#define REGION_TINT 0.45

/* A dead end's frame and badge. */
static const double dead_end_rgb[3] = { 0.90, 0.38, 0.00 };

/* A small board's proof: the frame and badge of a square whose moves it
 * counts, the tint of the squares they go to, the tints and lines of its
 * loops (the pieces' green and blue). */
static const double proof_square_rgb[3] = { 0.57, 0.25, 0.67 };
static const double proof_shared_rgb[3] = { 0.96, 0.83, 0.18 };
static const double proof_loop_rgb[2][3] = { { 0.15, 0.64, 0.41 }, { 0.11, 0.44, 0.85 } };
#define PROOF_TINT 0.5

static const KlReason *
reason_of (Ctx *c)
{
  return c->result != NULL ? c->result->reason : NULL;
}

gboolean
_kl_board_evidence_shown (Ctx *c)
{
  return c->finished && reason_of (c) != NULL;
}

static gboolean
has_region (const KlReason *r)
{
  return r->kind == KN_REASON_UNREACHABLE && r->argument == KN_REACH_REGION && r->marks != NULL;
}

static gboolean
has_proof (const KlReason *r)
{
  return r->kind == KN_REASON_BOARD_RULE && r->proof_squares != NULL;
}

static gboolean
cells_have (GArray *cells,
            int     cell)
{
  for (guint i = 0; cells != NULL && i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* A proof's square tint: its loop's, else the shared squares'. */
static gboolean
proof_color (const KlReason *r,
             int             cell,
             double          rgb[3])
{
  for (guint k = 0; k < G_N_ELEMENTS (r->proof_loops); k++)
    if (cells_have (r->proof_loops[k], cell))
      {
        _kl_board_rgb_mix (rgb, rgb, proof_loop_rgb[k], PROOF_TINT);
        return TRUE;
      }
  if (cells_have (r->proof_shared, cell))
    {
      _kl_board_rgb_mix (rgb, rgb, proof_shared_rgb, PROOF_TINT);
      return TRUE;
    }
  return FALSE;
}

void
_kl_board_evidence_color (Ctx    *c,
                          int     cell,
                          double  rgb[3])
{
  const KlReason *r = reason_of (c);

  if (r == NULL || r->width != c->puzzle->width || r->height != c->puzzle->height)
    return;
  if (has_region (r))
    {
      /* the distance map colours the region by distance already */
      if (r->marks[cell] & KL_REASON_MARK_REGION)
        {
          if (c->view->mode != KL_MODE_DISTANCE)
            _kl_board_rgb_mix (rgb, rgb, c->pal.path, REGION_TINT);
        }
      else if (!c->puzzle->blocked[cell] && c->view->mode != KL_MODE_PATH &&
               c->view->mode != KL_MODE_DISTANCE)
        /* (the BFS modes shade what the start cannot reach themselves) */
        _kl_board_unreached_color (rgb);
    }
  else if (has_proof (r))
    proof_color (r, cell, rgb);
  else if (r->kind == KN_REASON_DISCONNECTED && r->pieces != NULL &&
           r->pieces[cell] != KN_NO_PIECE)
    _kl_board_rgb_mix (rgb, rgb, _kl_board_piece_colors[r->pieces[cell] % KL_BOARD_PIECE_COLORS],
                       0.5);
}

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

static void
draw_walls (cairo_t        *cr,
            Ctx            *c,
            const KlReason *r)
{
  double cell = c->geom->cell;

  if (cell < GLYPH_MIN_CELL / 2)
    return;
  for (guint i = 0; i < r->walls->len; i++)
    {
      int w = g_array_index (r->walls, int, i);
      gboolean door = (r->marks[w] & KL_REASON_MARK_DOOR) != 0;

      if (!_kl_board_cell_visible (c, w))
        continue;
      if (door)
        frame_square (cr, c, w, door_rgb, MAX (2, cell * 0.11), FALSE);
      else
        frame_square (cr, c, w, c->pal.path, MAX (1.5, cell * 0.06), FALSE);
    }
}

static void
draw_dead_ends (cairo_t        *cr,
                Ctx            *c,
                const KlReason *r)
{
  for (guint i = 0; i < r->dead_ends->len; i++)
    {
      int cell = g_array_index (r->dead_ends, int, i);

      if (!_kl_board_cell_visible (c, cell) || c->geom->cell < GLYPH_MIN_CELL / 2)
        continue;
      frame_square (cr, c, cell, dead_end_rgb, MAX (2, c->geom->cell * 0.08), TRUE);
      _kl_board_corner_badge (cr, c, cell, g_array_index (r->degrees, guint8, i), dead_end_rgb);
    }
}

static void
cell_centre (Ctx    *c,
             int     cell,
             double *x,
             double *y)
{
  _kl_board_cell_rect (c, cell, x, y);
  *x += c->geom->cell / 2;
  *y += c->geom->cell / 2;
}

/* A small board's proof: each loop's moves as lines between the squares'
 * centres (closed when its last square is a move from its first), then
 * the squares whose moves it counts, framed, with their moves. */
static void
draw_proof (cairo_t        *cr,
            Ctx            *c,
            const KlReason *r)
{
  double side = c->geom->cell;

  if (side < GLYPH_MIN_CELL / 2)
    return;
  for (guint k = 0; k < G_N_ELEMENTS (r->proof_loops); k++)
    {
      GArray *loop = r->proof_loops[k];
      int first, last, dx, dy;
      double x, y;

      if (loop == NULL || loop->len < 2)
        continue;
      first = g_array_index (loop, int, 0);
      last = g_array_index (loop, int, loop->len - 1);
      dx = ABS (first % r->width - last % r->width);
      dy = ABS (first / r->width - last / r->width);
      cairo_save (cr);
      cairo_set_source_rgb (cr, proof_loop_rgb[k][0] * 0.8, proof_loop_rgb[k][1] * 0.8,
                            proof_loop_rgb[k][2] * 0.8);
      cairo_set_line_width (cr, MAX (1.5, side * 0.06));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint i = 0; i < loop->len; i++)
        {
          cell_centre (c, g_array_index (loop, int, i), &x, &y);
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
  for (guint i = 0; i < r->proof_squares->len; i++)
    {
      int cell = g_array_index (r->proof_squares, int, i);

      if (!_kl_board_cell_visible (c, cell))
        continue;
      frame_square (cr, c, cell, proof_square_rgb, MAX (2, side * 0.08), FALSE);
      _kl_board_corner_badge (cr, c, cell, g_array_index (r->proof_moves, guint8, i),
                              proof_square_rgb);
    }
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

/* The free squares of each colour, counted in two pills on the top edge
 * of the board (of the part in view). */
static void
draw_colour_counts (cairo_t        *cr,
                    Ctx            *c,
                    const KlReason *r)
{
  double left = MAX (c->geom->x, c->view_rect.x);
  double right = MIN (c->geom->x + c->geom->cols * c->geom->cell,
                      c->view_rect.x + c->view_rect.width);
  double top = MAX (c->geom->y, c->view_rect.y);
  double h = CLAMP (c->geom->cell * 0.42, 16, 30), gap = h * 0.3, w1, w2, x;

  w1 = count_pill (cr, c, 0, 0, h, c->pal.dark, r->dark, TRUE);
  w2 = count_pill (cr, c, 0, 0, h, c->pal.light, r->light, TRUE);
  x = (left + right) / 2 - (w1 + gap + w2) / 2;
  count_pill (cr, c, x, top + h * 0.25, h, c->pal.dark, r->dark, FALSE);
  count_pill (cr, c, x + w1 + gap, top + h * 0.25, h, c->pal.light, r->light, FALSE);
}

void
_kl_board_draw_evidence (cairo_t *cr,
                         Ctx     *c)
{
  const KlReason *r = reason_of (c);

  if (!_kl_board_evidence_shown (c) || r->width != c->puzzle->width ||
      r->height != c->puzzle->height)
    return;
  if (has_region (r))
    draw_walls (cr, c, r);
  else if (r->kind == KN_REASON_DEAD_ENDS && r->dead_ends != NULL)
    draw_dead_ends (cr, c, r);
  else if (r->kind == KN_REASON_COLOUR)
    draw_colour_counts (cr, c, r);
  else if (has_proof (r))
    draw_proof (cr, c, r);
}

void
_kl_board_evidence_marks (const KlReason *r,
                          KlMode          mode,
                          KlMark         *marks,
                          guint          *n)
{
  if (r == NULL)
    return;
  if (has_region (r))
    {
      gboolean doors = FALSE;

      for (guint i = 0; i < r->walls->len; i++)
        doors |= (r->marks[g_array_index (r->walls, int, i)] & KL_REASON_MARK_DOOR) != 0;
      if (mode != KL_MODE_DISTANCE)
        marks[(*n)++] = KL_MARK_REGION;
      if (mode != KL_MODE_PATH && mode != KL_MODE_DISTANCE)
        marks[(*n)++] = KL_MARK_UNREACHED;
      if (r->walls->len > 0)
        marks[(*n)++] = KL_MARK_CUT_WALL;
      if (doors)
        marks[(*n)++] = KL_MARK_DOOR;
    }
  else if (r->kind == KN_REASON_DEAD_ENDS)
    marks[(*n)++] = KL_MARK_DEAD_END;
  else if (r->kind == KN_REASON_DISCONNECTED && r->pieces != NULL)
    marks[(*n)++] = KL_MARK_PIECES;
  else if (r->kind == KN_REASON_COLOUR)
    marks[(*n)++] = KL_MARK_COLOUR_COUNTS;
  else if (has_proof (r))
    {
      marks[(*n)++] = KL_MARK_PROOF_SQUARE;
      if (r->proof_shared->len > 0)
        marks[(*n)++] = KL_MARK_PROOF_SHARED;
      if (r->proof_loops[0] != NULL)
        marks[(*n)++] = KL_MARK_PROOF_LOOP;
    }
}

gboolean
_kl_board_evidence_swatch (cairo_t *cr,
                           Ctx     *c,
                           KlMark   mark,
                           double   size)
{
  double rgb[3];

  switch (mark)
    {
    case KL_MARK_REGION:
      /* a light and a dark square of the region */
      for (int i = 0; i < 2; i++)
        {
          _kl_board_rgb_mix (rgb, i == 0 ? c->pal.light : c->pal.dark, c->pal.path, REGION_TINT);
          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      return TRUE;
    case KL_MARK_CUT_WALL:
    case KL_MARK_DOOR:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.wall[0], c->pal.wall[1], c->pal.wall[2]);
      cairo_fill (cr);
      if (mark == KL_MARK_DOOR)
        frame_square (cr, c, 0, door_rgb, MAX (2, size * 0.11), FALSE);
      else
        frame_square (cr, c, 0, c->pal.path, MAX (1.5, size * 0.06), FALSE);
      return TRUE;
    case KL_MARK_DEAD_END:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.light[0], c->pal.light[1], c->pal.light[2]);
      cairo_fill (cr);
      frame_square (cr, c, 0, dead_end_rgb, MAX (2, size * 0.08), TRUE);
      _kl_board_corner_badge (cr, c, 0, 1, dead_end_rgb);
      return TRUE;
    case KL_MARK_PIECES:
      for (int i = 0; i < 2; i++)
        {
          const double *square = i == 0 ? c->pal.light : c->pal.dark;

          _kl_board_rgb_mix (rgb, square, _kl_board_piece_colors[i], 0.5);
          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      return TRUE;
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
      return TRUE;
    case KL_MARK_PROOF_SQUARE:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgb (cr, c->pal.light[0], c->pal.light[1], c->pal.light[2]);
      cairo_fill (cr);
      frame_square (cr, c, 0, proof_square_rgb, MAX (2, size * 0.08), FALSE);
      _kl_board_corner_badge (cr, c, 0, 2, proof_square_rgb);
      return TRUE;
    case KL_MARK_PROOF_SHARED:
    case KL_MARK_PROOF_LOOP:
      /* a light and a dark square, tinted */
      for (int i = 0; i < 2; i++)
        {
          const double *tint = mark == KL_MARK_PROOF_SHARED ? proof_shared_rgb
                                                            : proof_loop_rgb[i];

          _kl_board_rgb_mix (rgb, i == 0 ? c->pal.light : c->pal.dark, tint, PROOF_TINT);
          cairo_rectangle (cr, i * size / 2, 0, size / 2 + (i == 0 ? 0.5 : 0), size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      return TRUE;
    default:
      return FALSE;
    }
}
