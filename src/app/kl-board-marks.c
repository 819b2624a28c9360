/* kl-board-marks.c - what the renderer draws on the squares: routes and
 * their move badges, pieces, the target ring, labels and numbers, each
 * mode's answer layer by layer, and the legend's swatches. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"
#include "kl-notation.h"

static void
set_font_px (Ctx *c, double px, gboolean bold)
{
  PangoFontDescription *desc;

  px = MAX (px, 1);
  if (fabs (px - c->font_px) < 0.01)
    return;
  desc = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_layout_set_font_description (c->layout, desc);
  pango_font_description_free (desc);
  c->font_px = px;
}

/* Text centred on (x, y) by its ink, so digits and glyphs sit in the middle. */
static void
draw_text (cairo_t *cr, Ctx *c, const char *text, double x, double y,
           const double fill[3], const double *outline, double outline_width)
{
  PangoRectangle ink;

  pango_layout_set_text (c->layout, text, -1);
  pango_layout_get_pixel_extents (c->layout, &ink, NULL);
  cairo_move_to (cr, x - ink.x - ink.width / 2.0, y - ink.y - ink.height / 2.0);
  if (outline != NULL)
    {
      pango_cairo_layout_path (cr, c->layout);
      cairo_set_source_rgb (cr, outline[0], outline[1], outline[2]);
      cairo_set_line_width (cr, outline_width);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
      cairo_fill (cr);
    }
  else
    {
      cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
      pango_cairo_show_layout (cr, c->layout);
    }
}

void
_kl_board_set_font (Ctx *c, double px, gboolean bold)
{
  set_font_px (c, px, bold);
}

void
_kl_board_text (cairo_t *cr, Ctx *c, const char *text, double x, double y, const double fill[3])
{
  draw_text (cr, c, text, x, y, fill, NULL, 0);
}

/* One coordinate label, its text's left edge at x and its baseline at
 * baseline: on the square it names, dark or light as the square is; at the
 * view's edge (sticky) on a backing of its own, since any square or line
 * may be under it. */
static void
draw_label (cairo_t *cr, Ctx *c, const char *text, double x, double baseline, gboolean sticky,
            int square)
{
  PangoRectangle ink, logical;
  double rgb[3], top;

  pango_layout_set_text (c->layout, text, -1);
  pango_layout_get_pixel_extents (c->layout, &ink, &logical);
  top = baseline - pango_layout_get_baseline (c->layout) / (double) PANGO_SCALE;
  if (sticky)
    {
      double m = MAX (1, c->font_px * 0.15);

      cairo_rectangle (cr, x - m, top + logical.y, ink.x + ink.width + 2 * m, logical.height);
      cairo_set_source_rgba (cr, c->pal.halo[0], c->pal.halo[1], c->pal.halo[2], 0.85);
      cairo_fill (cr);
      memcpy (rgb, c->pal.halo, sizeof rgb);
    }
  else
    _kl_board_square_color (c, square, rgb);
  cairo_move_to (cr, x - ink.x, top);
  if (_kl_board_luminance (rgb) > 0.5)
    cairo_set_source_rgba (cr, 0, 0, 0, sticky ? 0.85 : 0.6);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, sticky ? 0.9 : 0.75);
  pango_cairo_show_layout (cr, c->layout);
}

/* File letters along the bottom (the bottom-right corner of a square) and
 * rank numbers up the left (the top-left corner): corners no badge, piece
 * or target ring uses.  Zoomed in, they stay on the visible edge of the view
 * (sticky rulers): on the edge squares while the board's edge is in view,
 * else along the view's edge; in the corner where the two rulers meet, the
 * rank numbers give way.  Squares too small for a label get none on a board
 * in view, and a ruler naming every 2nd, 5th, 10th... square once zoomed in. */
void
_kl_board_draw_labels (cairo_t *cr, Ctx *c)
{
  double cell = c->geom->cell;
  double pad = cell * 0.06 + 1;
  double bottom = c->geom->y + c->geom->rows * cell, left = c->geom->x;
  double view_bottom = c->view_rect.y + c->view_rect.height, view_left = c->view_rect.x;
  gboolean sticky_files = bottom > view_bottom + 0.5;
  gboolean sticky_ranks = left < view_left - 0.5;
  gboolean small = cell < LABEL_MIN_CELL;
  double ascent, descent, files_top;
  int file_step = 1, rank_step = 1;
  PangoRectangle ink, logical;

  if (!c->view->show_coordinates || cell < RULER_MIN_CELL || (small && !sticky_files && !sticky_ranks))
    return;
  set_font_px (c, CLAMP (cell * 0.2, 9, 14), TRUE);
  /* the files share one baseline, with room for descenders below it */
  pango_layout_set_text (c->layout, "8", -1);
  pango_layout_get_pixel_extents (c->layout, &ink, &logical);
  ascent = pango_layout_get_baseline (c->layout) / (double) PANGO_SCALE - ink.y;
  descent = c->font_px * 0.22;
  if (small)
    {
      /* room for two letters or three digits and a gap, and only at the view's edge */
      file_step = kl_nice_step ((c->font_px * 1.6 + 6) / cell);
      rank_step = kl_nice_step ((logical.height + 4) / cell);
      sticky_files = sticky_files || sticky_ranks;
      sticky_ranks = sticky_files;
    }
  /* at the view's edge, a little further in: clear of its border */
  if (bottom > view_bottom)
    bottom = view_bottom - MAX (2, c->font_px * 0.25);
  if (left < view_left)
    left = view_left + MAX (2, c->font_px * 0.25);
  files_top = sticky_files ? bottom - pad - descent - ascent - pad : G_MAXDOUBLE;

  for (int f = c->f0; f <= c->f1; f++)
    {
      char buf[KN_SQUARE_BUFSIZE], *digit;

      if ((f + 1) % file_step != 0)
        continue;
      kn_square_format ((kn_square) { f, 0 }, 0, buf, sizeof buf);
      for (digit = buf; *digit && !g_ascii_isdigit (*digit); digit++)
        ;
      *digit = '\0';
      pango_layout_set_text (c->layout, buf, -1);
      pango_layout_get_pixel_extents (c->layout, &ink, NULL);
      draw_label (cr, c, buf, c->geom->x + (f + 1) * cell - pad - ink.width,
                  bottom - pad - descent, sticky_files, f);
    }
  for (int r = c->r0; r <= c->r1; r++)
    {
      char buf[16];
      double top = c->geom->y + (c->geom->rows - 1 - r) * cell + pad;

      if ((r + 1) % rank_step != 0)
        continue;
      g_snprintf (buf, sizeof buf, "%d", r + 1);
      if (top + ascent <= files_top)
        draw_label (cr, c, buf, left + pad, top + ascent, sticky_ranks, r * c->puzzle->width);
    }
}

static void
draw_distance_numbers (cairo_t *cr, Ctx *c)
{
  int layer;
  double cell = c->geom->cell;

  if (!_kl_board_wave_layer (c, &layer) || cell < NUMBER_MIN_CELL)
    return;

  set_font_px (c, cell * (c->result->dist_max >= 100 ? 0.3 : 0.38), FALSE);
  for (int r = c->r0; r <= c->r1; r++)
    for (int f = c->f0; f <= c->f1; f++)
      {
        int idx = r * c->puzzle->width + f;
        int d = c->result->dist[idx];
        double rgb[3], x, y;
        static const double black[3] = { 0, 0, 0 }, white[3] = { 1, 1, 1 };
        char buf[16];

        /* the start's and the target's go to their corners (_kl_board_draw_distance) */
        if (d < 0 || d > layer || c->puzzle->blocked[idx] || idx == c->puzzle->start ||
            idx == c->puzzle->target)
          continue;
        _kl_board_square_color (c, idx, rgb);
        _kl_board_cell_center (c, idx, &x, &y);
        g_snprintf (buf, sizeof buf, "%d", d);
        draw_text (cr, c, buf, x, y, _kl_board_luminance (rgb) > 0.45 ? black : white, NULL, 0);
      }

  /* the newest layer gets an outline: it is the BFS frontier */
  if (!c->finished && (guint) layer < c->result->layer_end->len)
    {
      /* layer_end[k] counts the squares at distance k or less */
      guint begin = layer > 0 ? g_array_index (c->result->layer_end, guint, layer - 1) : 0;
      guint end = g_array_index (c->result->layer_end, guint, layer);
      double w = MAX (1, cell * 0.08);

      cairo_set_source_rgb (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2]);
      cairo_set_line_width (cr, w);
      for (guint i = begin; i < end; i++)
        {
          int idx = g_array_index (c->result->order, int, i);
          double x, y;

          if (!_kl_board_cell_visible (c, idx))
            continue;
          _kl_board_cell_rect (c, idx, &x, &y);
          cairo_rectangle (cr, x + w / 2, y + w / 2, cell - w, cell - w);
        }
      cairo_stroke (cr);
    }
}

double
_kl_board_ease (double t)
{
  return t * t * (3 - 2 * t);
}

/* Whether the segment between two cells can touch the visible squares. */
static gboolean
segment_visible (Ctx *c, int a, int b)
{
  int w = c->puzzle->width;
  int fa = a % w, ra = a / w, fb = b % w, rb = b / w;

  return !(MAX (fa, fb) < c->f0 - 1 || MIN (fa, fb) > c->f1 + 1 ||
           MAX (ra, rb) < c->r0 - 1 || MIN (ra, rb) > c->r1 + 1);
}

/* The route through the first n squares of cells, the last segment cut at
 * fraction t; a halo goes under short routes so the line reads on light and
 * dark squares alike.  One stroke a segment is what cairo draws fastest;
 * segments off screen are skipped. */
static void
draw_route (cairo_t *cr, Ctx *c, GArray *cells, GArray *moves, guint n, double t,
            const double color[3], double width)
{
  guint last;

  if (cells == NULL || cells->len == 0 || n == 0)
    return;
  n = MIN (n, cells->len);
  last = n + (t > 0 && n < cells->len ? 1 : 0);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int pass = (last < 600 || c->geom->cell >= 16) ? 0 : 1; pass < 2; pass++)
    {
      guint8 current = G_MAXUINT8;

      cairo_set_line_width (cr, pass == 0 ? width + MAX (2, width * 0.8) : width);
      if (pass == 0)
        cairo_set_source_rgba (cr, c->pal.halo[0], c->pal.halo[1], c->pal.halo[2], 0.7);
      for (guint i = 1; i < last; i++)
        {
          double x0, y0, x1, y1;
          guint8 type = moves ? g_array_index (moves, guint8, i) : KN_MOVE_LEAP;
          int a = g_array_index (cells, int, i - 1), b = g_array_index (cells, int, i);

          if (!segment_visible (c, a, b))
            continue;
          if (type != KN_MOVE_DYN_B && type != KN_MOVE_DYN_T)
            type = KN_MOVE_LEAP;
          if (pass == 1 && type != current)
            {
              const double *rgb = type == KN_MOVE_DYN_B ? _kl_board_piece_colors[1]
                                : type == KN_MOVE_DYN_T ? _kl_board_piece_colors[2] : color;

              cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
              if (type == KN_MOVE_DYN_T)
                {
                  double dash[] = { width * 2.5, width * 1.5 };
                  cairo_set_dash (cr, dash, 2, 0);
                }
              else
                cairo_set_dash (cr, NULL, 0, 0);
              current = type;
            }
          _kl_board_cell_center (c, a, &x0, &y0);
          _kl_board_cell_center (c, b, &x1, &y1);
          if (i == n)
            {
              x1 = x0 + (x1 - x0) * t;
              y1 = y0 + (y1 - y0) * t;
            }
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x1, y1);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

static void
draw_glyph (cairo_t *cr, Ctx *c, const char *glyph, double x, double y, const double fill[3],
            double scale)
{
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  double cell = c->geom->cell;

  if (cell < GLYPH_MIN_CELL)
    {
      /* too small for a glyph: a dot still shows where the piece is */
      cairo_arc (cr, x, y, MAX (cell * 0.45, 2.5), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      return;
    }
  set_font_px (c, cell * 0.78 * scale, FALSE);
  draw_text (cr, c, glyph, x, y, fill, ink, MAX (1.2, cell * 0.05));
}

/* The target: two rings inside a circle of TARGET_RADIUS of the square,
 * so the corner badges and labels leave it whole. */
static void
draw_target (cairo_t *cr, Ctx *c, int cell_idx)
{
  double x, y, cell = c->geom->cell;

  if (cell_idx < 0 || !_kl_board_cell_visible (c, cell_idx))
    return;
  _kl_board_cell_center (c, cell_idx, &x, &y);
  cairo_set_line_width (cr, MAX (1.5, cell * TARGET_LINE));
  for (int i = 0; i < 2; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, MAX (cell * (i == 0 ? TARGET_RADIUS : TARGET_RADIUS / 2), 1.5),
                 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_stroke (cr);
}

/* A number in a pill in the top-right corner of its square: the corner the
 * coordinate labels (bottom-right, top-left) leave free, beside the piece
 * glyph and outside the target ring, which are drawn over it. */
static void
draw_corner_badge (cairo_t *cr, Ctx *c, int cell_idx, guint number, const double fill[3])
{
  static const double white[3] = { 1, 1, 1 };
  double cell = c->geom->cell, h = cell * BADGE_HEIGHT, inset = cell * 0.02, x, y, w;
  PangoRectangle ink;
  char buf[16];

  if (cell < NUMBER_MIN_CELL || !_kl_board_cell_visible (c, cell_idx))
    return;
  g_snprintf (buf, sizeof buf, "%u", number);
  set_font_px (c, h * 0.72, TRUE);
  pango_layout_set_text (c->layout, buf, -1);
  pango_layout_get_pixel_extents (c->layout, &ink, NULL);
  w = MAX (h, ink.width + h * 0.55);
  _kl_board_cell_rect (c, cell_idx, &x, &y);
  x += cell - inset - w;
  y += inset;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
  cairo_fill (cr);
  draw_text (cr, c, buf, x + w / 2, y + h / 2, white, NULL, 0);
}

void
_kl_board_corner_badge (cairo_t *cr, Ctx *c, int cell, guint number, const double fill[3])
{
  draw_corner_badge (cr, c, cell, number, fill);
}

/* The move numbers of cells[from..to), counted from first: in the corner
 * of their squares (badge), or centred on a light disc, except on the
 * squares a piece stands on (corner_a, corner_b), whose numbers go to the
 * corner. */
static void
draw_numbers_on (cairo_t *cr, Ctx *c, GArray *cells, guint from, guint to, guint first,
                 gboolean badge, int corner_a, int corner_b)
{
  double cell = c->geom->cell;
  double dark[3] = { c->pal.path[0] * 0.8, c->pal.path[1] * 0.8, c->pal.path[2] * 0.8 };
  /* dark digits on a light disc read on both square colours and over lines,
   * and cost far less than outlined text */
  double ink[3] = { c->pal.path[0] * 0.55, c->pal.path[1] * 0.55, c->pal.path[2] * 0.55 };

  if (cell < NUMBER_MIN_CELL || cells == NULL)
    return;
  to = MIN (to, cells->len);
  for (guint i = from; i < to; i++)
    {
      int idx = g_array_index (cells, int, i);
      double x, y;
      char buf[16];

      if (!_kl_board_cell_visible (c, idx))
        continue;
      if (badge || idx == corner_a || idx == corner_b)
        {
          draw_corner_badge (cr, c, idx, i - from + first, dark);
          continue;
        }
      _kl_board_cell_center (c, idx, &x, &y);
      g_snprintf (buf, sizeof buf, "%u", i - from + first);
      set_font_px (c, cell * (to > 999 ? 0.24 : to > 99 ? 0.28 : 0.32), TRUE);
      cairo_arc (cr, x, y, cell * 0.27, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_fill (cr);
      draw_text (cr, c, buf, x, y, ink, NULL, 0);
    }
}

/* The knight glyph on a square, if it is in view. */
static void
draw_knight_on (cairo_t *cr, Ctx *c, int cell_idx)
{
  static const double white[3] = { 1, 1, 1 };
  double x, y;

  if (cell_idx < 0 || !_kl_board_cell_visible (c, cell_idx))
    return;
  _kl_board_cell_center (c, cell_idx, &x, &y);
  draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
}

static void
head_position (Ctx *c, GArray *cells, double *x, double *y)
{
  guint k = MIN ((guint) c->step, cells->len - 1);
  double x0, y0, x1, y1;

  _kl_board_cell_center (c, g_array_index (cells, int, k), &x0, &y0);
  if (c->finished || k + 1 >= cells->len)
    {
      *x = x0;
      *y = y0;
      return;
    }
  _kl_board_cell_center (c, g_array_index (cells, int, k + 1), &x1, &y1);
  *x = x0 + (x1 - x0) * c->t;
  *y = y0 + (y1 - y0) * c->t;
}

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
 * rides dashed), the ones still to come fainter, and a numbered dot on
 * every square it lands on. */
static void
draw_piece_route (cairo_t *cr, Ctx *c, GArray *route, GArray *moves, guint piece, guint played)
{
  const double *rgb = _kl_board_piece_colors[piece % KL_BOARD_PIECE_COLORS];
  double cell = c->geom->cell, w = CLAMP (cell * 0.05, 1, 4), ox, oy;
  static const double white[3] = { 1, 1, 1 };
  guint number = 0;

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

      if (!segment_visible (c, a, b))
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
  /* the dots: the moves that count (a ride is the carrier's move) */
  if (cell >= NUMBER_MIN_CELL)
    for (guint i = 1; i < route->len; i++)
      {
        guint8 type = moves != NULL && i < moves->len ? g_array_index (moves, guint8, i) : KN_MOVE_LEAP;
        int b = g_array_index (route, int, i);
        double x, y;
        char buf[16];

        if (type == KN_MOVE_RIDE)
          continue;
        number++;
        if (!_kl_board_cell_visible (c, b))
          continue;
        _kl_board_cell_center (c, b, &x, &y);
        x += ox - cell * 0.22;
        y += oy + cell * 0.22;
        cairo_new_path (cr);
        cairo_arc (cr, x, y, cell * 0.13, 0, 2 * G_PI);
        cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], i <= played ? 1 : 0.55);
        cairo_fill (cr);
        g_snprintf (buf, sizeof buf, "%u", number);
        set_font_px (c, cell * (number > 9 ? 0.13 : 0.17), TRUE);
        draw_text (cr, c, buf, x, y, white, NULL, 0);
      }
  cairo_restore (cr);
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
  set_font_px (c, c->geom->cell * 0.24, FALSE);
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
        draw_text (cr, c, buf, x, y - c->geom->cell * 0.26,
                   _kl_board_luminance (rgb) > 0.5 ? ink : paper, NULL, 0);
      }
}

/* The move type of every step of a dynamic-knight route, on the middle of its line. */
static void
draw_move_letters (cairo_t *cr, Ctx *c, GArray *cells, GArray *moves, guint n)
{
  static const double white[3] = { 1, 1, 1 };
  double cell = c->geom->cell;

  if (cell < NUMBER_MIN_CELL)
    return;
  set_font_px (c, cell * 0.26, TRUE);
  for (guint i = 1; i < n; i++)
    {
      double x0, y0, x1, y1, x, y;
      guint8 type = g_array_index (moves, guint8, i);
      const char *letter = kl_move_letter (type);
      const double *rgb = type == KN_MOVE_DYN_B ? _kl_board_piece_colors[1]
                        : type == KN_MOVE_DYN_T ? _kl_board_piece_colors[2] : c->pal.path;

      _kl_board_cell_center (c, g_array_index (cells, int, i - 1), &x0, &y0);
      _kl_board_cell_center (c, g_array_index (cells, int, i), &x1, &y1);
      x = (x0 + x1) / 2;
      y = (y0 + y1) / 2;
      cairo_arc (cr, x, y, cell * 0.17, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill (cr);
      draw_text (cr, c, letter, x, y, white, NULL, 0);
    }
}

/* Shortest path and dynamic knight: the route, its move numbers in the
 * corners, the target ring, then the knight on top of them all. */
/* An arrow from a square to the square it discovered, short of both
 * centres so the pieces and numbers stay readable. */
static void
draw_arrow (cairo_t      *cr,
            Ctx          *c,
            int           from,
            int           to)
{
  double x0, y0, x1, y1, dx, dy, len, cell = c->geom->cell, head = cell * 0.14;

  _kl_board_cell_center (c, from, &x0, &y0);
  _kl_board_cell_center (c, to, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  len = sqrt (dx * dx + dy * dy);
  if (len <= 0)
    return;
  dx /= len;
  dy /= len;
  x0 += dx * cell * 0.2;
  y0 += dy * cell * 0.2;
  x1 -= dx * cell * 0.3;
  y1 -= dy * cell * 0.3;
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_move_to (cr, x1 + dx * head, y1 + dy * head);
  cairo_line_to (cr, x1 - dy * head * 0.6, y1 + dx * head * 0.6);
  cairo_line_to (cr, x1 + dy * head * 0.6, y1 - dx * head * 0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The BFS tree: every square reached so far, an arrow from the square that
 * discovered it (the answer's parent data, computed by the explanation). */
static void
draw_tree (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  int layer;

  if (!c->view->show_tree || c->result == NULL || c->result->parent == NULL ||
      c->geom->cell < NUMBER_MIN_CELL || !_kl_board_wave_layer (c, &layer))
    return;
  if (c->finished)
    layer = c->result->dist_max;
  cairo_save (cr);
  if (c->view->dark)
    cairo_set_source_rgba (cr, 0.95, 0.95, 0.97, 0.75);
  else
    cairo_set_source_rgba (cr, 0.12, 0.12, 0.18, 0.7);
  cairo_set_line_width (cr, MAX (1, c->geom->cell * 0.035));
  for (int r = MAX (c->r0 - 1, 0); r <= MIN (c->r1 + 1, p->height - 1); r++)
    for (int f = MAX (c->f0 - 1, 0); f <= MIN (c->f1 + 1, p->width - 1); f++)
      {
        int cell = r * p->width + f, d = c->result->dist[cell];

        if (d > 0 && d <= layer && c->result->parent[cell] >= 0)
          draw_arrow (cr, c, c->result->parent[cell], cell);
      }
  cairo_restore (cr);
}

void
_kl_board_draw_path (cairo_t *cr, Ctx *c)
{
  static const double white[3] = { 1, 1, 1 };
  const KlPuzzle *p = c->puzzle;
  double w = CLAMP (c->geom->cell * 0.09, 1.5, 6);
  GArray *cells = c->result != NULL ? c->result->path : NULL;
  guint n = 0;

  if (cells != NULL)
    {
      n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);
      draw_route (cr, c, cells, c->result->path_moves, n, c->finished ? 0 : c->t, c->pal.path, w);
      draw_numbers_on (cr, c, cells, 1, n, 1, TRUE, -1, -1);
      if (c->view->mode == KL_MODE_DYNAMIC)
        draw_move_letters (cr, c, cells, c->result->path_moves, n);
    }
  draw_tree (cr, c);
  if (cells != NULL && c->finished && cells->len > 1 &&
      _kl_board_cell_visible (c, g_array_index (cells, int, cells->len - 1)))
    {
      double x, y;

      /* the knight rests where the route ends, inside a ring round the
       * square: the target reached */
      _kl_board_cell_center (c, g_array_index (cells, int, cells->len - 1), &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, c->geom->cell * 0.42, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
      cairo_set_line_width (cr, MAX (1.5, c->geom->cell * TARGET_LINE));
      cairo_stroke (cr);
      draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 0.8);
      return;
    }
  draw_target (cr, c, p->target);
  if (cells != NULL && !c->finished)
    {
      double x, y;

      head_position (c, cells, &x, &y);
      draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
    }
  else
    draw_knight_on (cr, c, p->start);
}

/* The distance map: every square's distance, the target ring and the
 * knight; the numbers of the start and the target go to their corners. */
void
_kl_board_draw_distance (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  int layer;

  draw_distance_numbers (cr, c);
  draw_tree (cr, c);
  if (_kl_board_wave_layer (c, &layer))
    for (int i = 0; i < 2; i++)
      {
        int cell = i == 0 ? p->start : p->target;

        if (cell >= 0 && c->result->dist[cell] >= 0 && c->result->dist[cell] <= layer)
          draw_corner_badge (cr, c, cell, (guint) c->result->dist[cell], ink);
      }
  draw_target (cr, c, p->target);
  draw_knight_on (cr, c, p->start);
}

/* While a tour is stepped, the Warnsdorff degree (onward moves) of every
 * square the leaper may take next, as the replay counts them: the rule
 * picks the smallest. */
static void
draw_degrees (cairo_t              *cr,
              Ctx                  *c,
              const kn_tour_replay *replay)
{
  kn_tour_candidate cand[8];
  gsize n = kn_tour_replay_candidates (replay, cand);
  double cell = c->geom->cell;
  static const double white[3] = { 1, 1, 1 };

  if (cell < NUMBER_MIN_CELL)
    return;
  set_font_px (c, cell * 0.3, TRUE);
  for (gsize i = 0; i < n; i++)
    {
      double x, y;
      char buf[8];

      _kl_board_cell_center (c, (int) cand[i].cell, &x, &y);
      cairo_arc (cr, x, y, cell * 0.24, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.9);
      cairo_fill (cr);
      g_snprintf (buf, sizeof buf, "%u", cand[i].degree);
      draw_text (cr, c, buf, x, y, white, NULL, 0);
    }
}

/* The replay's route as an array of cells, for the route drawing. */
static GArray *
replay_route (const kn_tour_replay *replay)
{
  gsize n = 0;
  const kn_cell *cells = kn_tour_replay_route (replay, &n);
  GArray *route = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);

  for (gsize i = 0; i < n; i++)
    {
      int cell = (int) cells[i];
      g_array_append_val (route, cell);
    }
  return route;
}

/* A tour: the route and every square's place in it, the knight where it
 * stands (the start once the tour is shown whole) with its square's number
 * in the corner. */
/* The last square of a tour: a frame in the target's colour, unlike any
 * square of the route. */
static void
draw_end_marker (cairo_t *cr, Ctx *c, int cell_idx)
{
  double x, y, cell = c->geom->cell, line = MAX (2, cell * 0.08);

  if (cell < GLYPH_MIN_CELL || !_kl_board_cell_visible (c, cell_idx))
    return;
  _kl_board_cell_rect (c, cell_idx, &x, &y);
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_set_line_width (cr, line);
  cairo_rectangle (cr, x + line / 2, y + line / 2, cell - line, cell - line);
  cairo_stroke (cr);
}

void
_kl_board_draw_tour (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  double cell = c->geom->cell, w = CLAMP (cell * 0.045, 1, 3.5), x, y;
  static const double white[3] = { 1, 1, 1 };

  /* the end square asked for, under the route */
  draw_target (cr, c, p->target);

  if (c->result != NULL && c->view->show_search && c->result->search_replay != NULL)
    {
      kn_tour_replay *replay = c->result->search_replay;
      g_autoptr(GArray) stack = NULL;
      kn_trace_event event;
      int back = -1, head = -1;

      kn_tour_replay_seek (replay, c->finished ? G_MAXSIZE : (gsize) c->step);
      stack = replay_route (replay);
      if (kn_tour_replay_event (replay, &event) && event.kind == KN_TRACE_BACKTRACK)
        back = (int) event.cell;
      if (stack->len > 0)
        head = g_array_index (stack, int, stack->len - 1);
      draw_route (cr, c, stack, NULL, stack->len, 0, c->pal.path, w);
      draw_numbers_on (cr, c, stack, 0, stack->len, 1, FALSE, head, -1);
      if (back >= 0 && _kl_board_cell_visible (c, back))
        {
          _kl_board_cell_rect (c, back, &x, &y);
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
          cairo_rectangle (cr, x, y, cell, cell);
          cairo_fill (cr);
        }
      if (!c->finished && back < 0)
        draw_degrees (cr, c, replay);
      draw_knight_on (cr, c, head);
      return;
    }

  if (c->result != NULL && c->result->path != NULL && c->result->path->len > 0)
    {
      GArray *cells = c->result->path;
      guint n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);
      int first = g_array_index (cells, int, 0);
      /* the square the knight rests on: the start at the end, the newest while it plays */
      int rest = c->finished ? first : c->t == 0 ? g_array_index (cells, int, n - 1) : -1;

      if (cell >= ROUTE_MIN_CELL)
        draw_route (cr, c, cells, NULL, n, c->finished ? 0 : c->t, c->pal.path, w);
      if (cell >= ROUTE_MIN_CELL && c->finished && c->result->path->len > 2 && c->result->closed)
        {
          
/* a closed tour closes its loop; an open one never shows it */
          double dash[] = { w * 2, w * 2 };
          double x0, y0, x1, y1;

          _kl_board_cell_center (c, g_array_index (cells, int, 0), &x0, &y0);
          _kl_board_cell_center (c, g_array_index (cells, int, cells->len - 1), &x1, &y1);
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_source_rgb (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2]);
          cairo_set_line_width (cr, w);
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x1, y1);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      draw_numbers_on (cr, c, cells, 0, n, 1, FALSE, rest, -1);
      if (c->finished && cells->len > 1)
        draw_end_marker (cr, c, g_array_index (cells, int, cells->len - 1));
      if (!c->finished)
        {
          if (c->t == 0 && c->result->route_replay != NULL)
            {
              kn_tour_replay_seek (c->result->route_replay, n - 1);
              draw_degrees (cr, c, c->result->route_replay);
            }
          head_position (c, cells, &x, &y);
          draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
        }
      else
        draw_knight_on (cr, c, first);
      return;
    }

  draw_knight_on (cr, c, p->start);
}

void
_kl_board_draw_camelot (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  const KlResult *r = c->result;
  double cell = c->geom->cell, x, y;
  static const double white[3] = { 1, 1, 1 };
  static const double gold[3] = { 0.96, 0.83, 0.18 };
  guint n_pieces = p->knights->len + 1;
  g_autofree double *px = g_new0 (double, n_pieces);
  g_autofree double *py = g_new0 (double, n_pieces);
  int riding = -1;

  for (guint i = 0; i < n_pieces; i++)
    {
      int at = i == 0 ? p->king : g_array_index (p->knights, int, i - 1);
      if (at >= 0)
        _kl_board_cell_center (c, at, &px[i], &py[i]);
    }

  if (r != NULL && r->routes != NULL)
    {
      g_autofree guint *played = g_new0 (guint, n_pieces);

      /* the moves each piece has made by this frame (all of them at the end) */
      for (guint s = 0; r->steps != NULL && s < r->steps->len; s++)
        {
          const KlCamelotStep *step = &g_array_index (r->steps, KlCamelotStep, s);

          if ((guint) step->piece < n_pieces && (c->finished || (int) s < c->step))
            played[step->piece]++;
        }
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

          /* the pickup moment: the step that first carries the king */
          if (!c->finished && r->steps != NULL && c->step < (int) r->steps->len)
            now = g_array_index (r->steps, KlCamelotStep, c->step).rider &&
                  (c->step == 0 || !g_array_index (r->steps, KlCamelotStep, c->step - 1).rider);
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

      /* replay the steps up to the current frame */
      if (r->steps != NULL && !c->finished)
        {
          guint n = c->finished ? r->steps->len : MIN ((guint) c->step + 1, r->steps->len);

          for (guint s = 0; s < n; s++)
            {
              const KlCamelotStep *step = &g_array_index (r->steps, KlCamelotStep, s);
              double tx, ty, k = (s + 1 == n && !c->finished) ? c->t : 1;

              _kl_board_cell_center (c, step->to, &tx, &ty);
              if ((guint) step->piece >= n_pieces)
                continue;
              px[step->piece] += (tx - px[step->piece]) * k;
              py[step->piece] += (ty - py[step->piece]) * k;
              if (step->rider)
                {
                  px[0] = px[step->piece];
                  py[0] = py[step->piece];
                  riding = step->piece;
                }
            }
        }
    }

  /* the piece the frame is about, ringed in the accent colour: the one in
   * motion, or at rest the one that just moved (what the step tells) */
  if (r != NULL && r->steps != NULL && !c->finished &&
      (c->t > 0 ? c->step : c->step - 1) >= 0 && c->step < (int) r->steps->len)
    {
      guint moving = (guint) g_array_index (r->steps, KlCamelotStep,
                                            c->t > 0 ? c->step : c->step - 1).piece;

      if (moving < n_pieces)
        {
          cairo_new_path (cr);
          cairo_arc (cr, px[moving], py[moving], cell * 0.46, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2], 0.9);
          cairo_set_line_width (cr, MAX (2, cell * 0.07));
          cairo_stroke (cr);
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
          double dx = riding >= 0 ? cell * 0.18 : 0;
          draw_glyph (cr, c, KING_GLYPH, px[0] + dx, py[0] - dx, gold, riding >= 0 ? 0.7 : 1);
        }
      else
        draw_glyph (cr, c, KNIGHT_GLYPH, px[i], py[i], white, 1);
    }
}

/* ------------------------------------------------------------- legend */

guint
kl_board_legend_marks (const KlBoardView *view,
                       KlMark             marks[KL_N_MARKS])
{
  const KlResult *r = view->result;
  guint n = 0;

#define ADD(mark) (marks[n++] = (mark))
  ADD (KL_MARK_WALL);
  switch (view->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      ADD (KL_MARK_START);
      ADD (KL_MARK_TARGET);
      if (view->mode == KL_MODE_PATH)
        {
          ADD (KL_MARK_VISITED);
          ADD (KL_MARK_FRONTIER);
          if (r != NULL && r->path == NULL && r->dist != NULL)
            ADD (KL_MARK_UNREACHED);
          if (view->show_tree)
            ADD (KL_MARK_TREE);
        }
      ADD (KL_MARK_ROUTE);
      if (view->mode == KL_MODE_DYNAMIC)
        {
          ADD (KL_MARK_MOVE_K);
          ADD (KL_MARK_MOVE_B);
          ADD (KL_MARK_MOVE_T);
        }
      break;
    case KL_MODE_DISTANCE:
      ADD (KL_MARK_START);
      ADD (KL_MARK_DISTANCES);
      ADD (KL_MARK_UNREACHED);
      if (view->show_tree)
        ADD (KL_MARK_TREE);
      break;
    case KL_MODE_CAMELOT:
      ADD (KL_MARK_KING);
      ADD (KL_MARK_KNIGHT);
      ADD (KL_MARK_PIECE_MOVE);
      ADD (KL_MARK_GATHER);
      if (r != NULL && r->carrier >= 0)
        ADD (KL_MARK_PICKUP);
      ADD (KL_MARK_MOVING);
      if (view->show_costs)
        ADD (KL_MARK_COSTS);
      break;
    case KL_MODE_TOUR:
      ADD (KL_MARK_START);
      if (view->puzzle != NULL && view->puzzle->target >= 0)
        ADD (KL_MARK_TOUR_TARGET);
      ADD (KL_MARK_ROUTE);
      ADD (KL_MARK_DEGREE);
      if (view->show_search)
        ADD (KL_MARK_BACKTRACK);
      else
        ADD (KL_MARK_TOUR_END);
      if (r != NULL && r->closed)
        ADD (KL_MARK_CLOSING);
      break;
    case KL_N_MODES:
    default:
      break;
    }
#undef ADD
  /* why there is no answer: the evidence the board shows at rest */
  if (r != NULL && r->mode == view->mode)
    _kl_board_evidence_marks (r->reason, view->mode, marks, &n);
  return n;
}

const char *
kl_mark_describe (KlMark mark)
{
  switch (mark)
    {
    case KL_MARK_START:
      return _("The start");
    case KL_MARK_TARGET:
      return _("The target");
    case KL_MARK_TOUR_TARGET:
      return _("The square the tour must end on");
    case KL_MARK_WALL:
      return _("A wall: no piece stops here");
    case KL_MARK_ROUTE:
      return _("The route, each move numbered");
    case KL_MARK_VISITED:
      return _("Reached in an earlier layer");
    case KL_MARK_FRONTIER:
      return _("The newest layer: the queue");
    case KL_MARK_UNREACHED:
      return _("Free, but the start cannot reach it");
    case KL_MARK_TREE:
      return _("Reached from the square the arrow comes from");
    case KL_MARK_DISTANCES:
      return _("Moves from the start: light is near, dark is far");
    case KL_MARK_MOVE_K:
      return _("K: a knight move");
    case KL_MARK_MOVE_B:
      return _("B: two squares diagonally");
    case KL_MARK_MOVE_T:
      return _("T: the mirror square across the middle");
    case KL_MARK_KING:
      return _("The king");
    case KL_MARK_KNIGHT:
      return _("A knight");
    case KL_MARK_PIECE_MOVE:
      return _("A piece’s move, numbered; one colour a piece");
    case KL_MARK_GATHER:
      return _("Where the pieces gather");
    case KL_MARK_PICKUP:
      return _("Where a knight picks up the king");
    case KL_MARK_MOVING:
      return _("The piece this step moves");
    case KL_MARK_COSTS:
      return _("What gathering here would cost: light is cheap");
    case KL_MARK_DEGREE:
      return _("A next square and its onward moves: Warnsdorff takes the fewest");
    case KL_MARK_BACKTRACK:
      return _("The search backs up from here");
    case KL_MARK_TOUR_END:
      return _("The tour’s last square");
    case KL_MARK_CLOSING:
      return _("The move that closes the tour");
    case KL_MARK_REGION:
      return _("Reached: every square the piece can get to");
    case KL_MARK_CUT_WALL:
      return _("A wall on the edge of the squares reached");
    case KL_MARK_DOOR:
      return _("A wall that cuts them off from the target");
    case KL_MARK_DEAD_END:
      return _("A dead end: its free neighbours, too few for a tour");
    case KL_MARK_PIECES:
      return _("One colour a piece of the board: no move joins two pieces");
    case KL_MARK_COLOUR_COUNTS:
      return _("The free squares of each colour, counted");
    case KL_N_MARKS:
    default:
      return "";
    }
}

void
kl_board_render_swatch (cairo_t           *cr,
                        const KlBoardView *view,
                        KlMark             mark,
                        double             size)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (1, 1);
  KlBoardGeometry geom = { 0, 0, size, 1, 1 };
  KlBoardView one = *view;
  static const double white[3] = { 1, 1, 1 };
  static const double gold[3] = { 0.96, 0.83, 0.18 };
  double rgb[3], c_x = size / 2, c_y = size / 2;
  Ctx c = { 0 };

  g_return_if_fail (cr != NULL && view != NULL);

  one.puzzle = puzzle;
  one.result = NULL;
  c.view = &one;
  c.geom = &geom;
  c.puzzle = puzzle;
  c.finished = TRUE;
  _kl_board_palette_init (&c.pal, &one);
  c.layout = pango_cairo_create_layout (cr);

  cairo_save (cr);
  if (_kl_board_evidence_swatch (cr, &c, mark, size))
    {
      cairo_restore (cr);
      g_object_unref (c.layout);
      return;
    }
  /* the square under the mark: the light colour, tinted as the mark says */
  memcpy (rgb, c.pal.light, sizeof rgb);
  switch (mark)
    {
    case KL_MARK_WALL:
      memcpy (rgb, c.pal.wall, sizeof rgb);
      break;
    case KL_MARK_START:
      _kl_board_rgb_mix (rgb, rgb, c.pal.start, 0.55);
      break;
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      _kl_board_rgb_mix (rgb, rgb, c.pal.target, 0.55);
      break;
    case KL_MARK_VISITED:
      _kl_board_wave_color (&c, FALSE, rgb);
      break;
    case KL_MARK_FRONTIER:
      _kl_board_wave_color (&c, TRUE, rgb);
      break;
    case KL_MARK_UNREACHED:
      _kl_board_unreached_color (rgb);
      break;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
      break;
    case KL_MARK_GATHER:
      _kl_board_rgb_mix (rgb, rgb, c.pal.gather, 0.7);
      break;
    default:
      break;
    }
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill (cr);

  switch (mark)
    {
    case KL_MARK_WALL:
      /* the stripes of a wall, as on the board */
      cairo_set_source_rgb (cr, c.pal.wall_line[0], c.pal.wall_line[1], c.pal.wall_line[2]);
      cairo_set_line_width (cr, MAX (1, size * 0.08));
      for (double k = -size; k < size; k += size / 3)
        {
          cairo_move_to (cr, k, size);
          cairo_line_to (cr, k + size, 0);
        }
      cairo_stroke (cr);
      break;
    case KL_MARK_START:
    case KL_MARK_KNIGHT:
      draw_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 1);
      break;
    case KL_MARK_KING:
      draw_glyph (cr, &c, KING_GLYPH, c_x, c_y, gold, 1);
      break;
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      draw_target (cr, &c, 0);
      break;
    case KL_MARK_ROUTE:
      cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.1));
      cairo_move_to (cr, 0, size);
      cairo_line_to (cr, size * 0.6, size * 0.4);
      cairo_stroke (cr);
      draw_corner_badge (cr, &c, 0, 1, c.pal.path);
      break;
    case KL_MARK_TREE:
      if (one.dark)
        cairo_set_source_rgba (cr, 0.95, 0.95, 0.97, 0.75);
      else
        cairo_set_source_rgba (cr, 0.12, 0.12, 0.18, 0.7);
      cairo_set_line_width (cr, MAX (1, size * 0.06));
      cairo_move_to (cr, size * 0.15, size * 0.85);
      cairo_line_to (cr, size * 0.7, size * 0.3);
      cairo_stroke (cr);
      cairo_move_to (cr, size * 0.85, size * 0.15);
      cairo_line_to (cr, size * 0.55, size * 0.25);
      cairo_line_to (cr, size * 0.75, size * 0.45);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
      /* the scale, near to far */
      for (int i = 0; i < 4; i++)
        {
          kl_distance_color (i, 3, rgb);
          cairo_rectangle (cr, i * size / 4, 0, size / 4 + 0.5, size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      break;
    case KL_MARK_MOVE_K:
    case KL_MARK_MOVE_B:
    case KL_MARK_MOVE_T:
      {
        guint8 type = mark == KL_MARK_MOVE_K ? KN_MOVE_DYN_K
                    : mark == KL_MARK_MOVE_B ? KN_MOVE_DYN_B : KN_MOVE_DYN_T;
        const double *fill = type == KN_MOVE_DYN_B ? _kl_board_piece_colors[1]
                           : type == KN_MOVE_DYN_T ? _kl_board_piece_colors[2] : c.pal.path;

        cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
        cairo_fill (cr);
        set_font_px (&c, size * 0.5, TRUE);
        draw_text (cr, &c, kl_move_letter (type), c_x, c_y, white, NULL, 0);
      }
      break;
    case KL_MARK_PIECE_MOVE:
      cairo_arc (cr, c_x, c_y, size * 0.32, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, _kl_board_piece_colors[1][0], _kl_board_piece_colors[1][1],
                            _kl_board_piece_colors[1][2]);
      cairo_fill (cr);
      set_font_px (&c, size * 0.42, TRUE);
      draw_text (cr, &c, "1", c_x, c_y, white, NULL, 0);
      break;
    case KL_MARK_PICKUP:
      cairo_arc (cr, c_x, c_y, size * 0.4, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, gold[0], gold[1], gold[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.1));
      cairo_stroke (cr);
      break;
    case KL_MARK_MOVING:
      draw_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 0.8);
      cairo_new_path (cr);
      cairo_arc (cr, c_x, c_y, size * 0.44, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.09));
      cairo_stroke (cr);
      break;
    case KL_MARK_DEGREE:
      cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.9);
      cairo_fill (cr);
      set_font_px (&c, size * 0.5, TRUE);
      draw_text (cr, &c, "2", c_x, c_y, white, NULL, 0);
      break;
    case KL_MARK_BACKTRACK:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
      cairo_fill (cr);
      break;
    case KL_MARK_TOUR_END:
      draw_end_marker (cr, &c, 0);
      break;
    case KL_MARK_CLOSING:
      {
        double w = MAX (1.5, size * 0.1), dash[] = { w * 2, w * 2 };

        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
        cairo_set_line_width (cr, w);
        cairo_move_to (cr, 0, size);
        cairo_line_to (cr, size, 0);
        cairo_stroke (cr);
      }
      break;
    case KL_MARK_VISITED:
    case KL_MARK_FRONTIER:
    case KL_MARK_UNREACHED:
    case KL_MARK_GATHER:
    case KL_N_MARKS:
    default:
      break;
    }
  cairo_restore (cr);
  g_object_unref (c.layout);
}
