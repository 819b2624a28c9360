/* kl-board-marks.c - what the renderer draws on the squares: routes and
 * their move badges, pieces, the target ring, labels and numbers, and the
 * answers of the shortest path, distance map, dynamic knight and tour
 * modes layer by layer (Camelot's are kl-board-camelot.c's). */

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
        int d = kl_solution_get_distances (c->result)[idx];
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
  if (!c->finished && (guint) layer < kl_solution_get_layer_ends (c->result)->len)
    {
      /* layer_end[k] counts the squares at distance k or less */
      guint begin = layer > 0 ? g_array_index (kl_solution_get_layer_ends (c->result), guint, layer - 1) : 0;
      guint end = g_array_index (kl_solution_get_layer_ends (c->result), guint, layer);
      double w = MAX (1, cell * 0.08);

      cairo_set_source_rgb (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2]);
      cairo_set_line_width (cr, w);
      for (guint i = begin; i < end; i++)
        {
          int idx = g_array_index (kl_solution_get_order (c->result), int, i);
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
gboolean
_kl_board_segment_visible (Ctx *c, int a, int b)
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

          if (!_kl_board_segment_visible (c, a, b))
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

void
_kl_board_glyph (cairo_t *cr, Ctx *c, const char *glyph, double x, double y, const double fill[3],
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
void
_kl_board_target (cairo_t *cr, Ctx *c, int cell_idx)
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
      /* the tour's end square keeps its ring in view, as the start its colour */
      if (badge || idx == corner_a || idx == corner_b || idx == c->puzzle->target)
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
  _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
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

  if (!c->view->show_tree || c->result == NULL || kl_solution_get_parents (c->result) == NULL ||
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
        int cell = r * p->width + f, d = kl_solution_get_distances (c->result)[cell];

        if (d > 0 && d <= layer && kl_solution_get_parents (c->result)[cell] >= 0)
          draw_arrow (cr, c, kl_solution_get_parents (c->result)[cell], cell);
      }
  cairo_restore (cr);
}

/* Shortest path and dynamic knight: the route, its move numbers in the
 * corners, the target ring, then the knight on top of them all. */
void
_kl_board_draw_path (cairo_t *cr, Ctx *c)
{
  static const double white[3] = { 1, 1, 1 };
  const KlPuzzle *p = c->puzzle;
  double w = CLAMP (c->geom->cell * 0.09, 1.5, 6);
  GArray *cells = c->result != NULL ? kl_solution_get_path (c->result) : NULL;
  guint n = 0;

  if (cells != NULL)
    {
      n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);
      draw_route (cr, c, cells, kl_solution_get_path_moves (c->result), n, c->finished ? 0 : c->t, c->pal.path, w);
      draw_numbers_on (cr, c, cells, 1, n, 1, TRUE, -1, -1);
      if (c->view->mode == KL_MODE_DYNAMIC)
        draw_move_letters (cr, c, cells, kl_solution_get_path_moves (c->result), n);
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
      _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 0.8);
      /* the last move's number stays readable over the ring */
      draw_numbers_on (cr, c, cells, cells->len - 1, cells->len, cells->len - 1, TRUE, -1, -1);
      return;
    }
  _kl_board_target (cr, c, p->target);
  if (cells != NULL && !c->finished)
    {
      double x, y;

      head_position (c, cells, &x, &y);
      _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
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

        if (cell >= 0 && kl_solution_get_distances (c->result)[cell] >= 0 && kl_solution_get_distances (c->result)[cell] <= layer)
          draw_corner_badge (cr, c, cell, (guint) kl_solution_get_distances (c->result)[cell], ink);
      }
  _kl_board_target (cr, c, p->target);
  draw_knight_on (cr, c, p->start);
}

/* While a tour is stepped, the choice the step made, from the same
 * explanation the step panel reads (so board and words never disagree):
 * every square the knight could take from the square before, with its
 * onward moves (Warnsdorff's rule takes the fewest).  The square taken is
 * where the knight now stands: its count goes in the lower corner. */
static void
draw_step_choice (cairo_t *cr,
                  Ctx     *c)
{
  KlExplain *explain = kl_solution_get_explain (c->result, c->view->show_search);
  KlExplainStep *step;
  double cell = c->geom->cell;
  static const double white[3] = { 1, 1, 1 };
  static const double green[3] = { 0.15, 0.64, 0.41 };

  if (cell < NUMBER_MIN_CELL || explain == NULL || c->step < 0)
    return;
  step = kl_explain_get_step (explain, (guint) c->step);
  if (step == NULL)
    return;
  set_font_px (c, cell * 0.3, TRUE);
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *cand = &g_array_index (step->candidates, KlExplainCandidate, i);
      double x, y;
      char buf[8];

      if (!_kl_board_cell_visible (c, cand->cell))
        continue;
      g_snprintf (buf, sizeof buf, "%u", cand->degree);
      /* the square taken: its count in the lower left corner, under the
       * knight; the end square: in the upper right, clear of its ring */
      if (((step->kind == KL_STEP_ENTER || step->kind == KL_STEP_MOVE) &&
           cand->cell == step->square) || cand->cell == c->puzzle->target)
        {
          double h = cell * 0.3, inset = cell * 0.04;
          gboolean taken = cand->cell == step->square;

          _kl_board_cell_rect (c, cand->cell, &x, &y);
          x += taken ? inset + h / 2 : cell - inset - h / 2;
          y += taken ? cell - inset - h / 2 : inset + h / 2;
          cairo_arc (cr, x, y, h / 2, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, green[0], green[1], green[2]);
          cairo_fill (cr);
          set_font_px (c, h * 0.72, TRUE);
          draw_text (cr, c, buf, x, y, white, NULL, 0);
          set_font_px (c, cell * 0.3, TRUE);
          continue;
        }
      _kl_board_cell_center (c, cand->cell, &x, &y);
      cairo_arc (cr, x, y, cell * 0.24, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, green[0], green[1], green[2], 0.9);
      cairo_fill (cr);
      draw_text (cr, c, buf, x, y, white, NULL, 0);
    }
  kl_explain_step_free (step);
}

/* The replay's route as an array of cells, for the route drawing. */
/* The last square of a tour: a frame in the target's colour, unlike any
 * square of the route. */
void
_kl_board_end_marker (cairo_t *cr, Ctx *c, int cell_idx)
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

/* A tour: the route and every square's place in it, the knight where it
 * stands (the start once the tour is shown whole) with its square's number
 * in the corner. */
void
_kl_board_draw_tour (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  double cell = c->geom->cell, w = CLAMP (cell * 0.045, 1, 3.5), x, y;
  static const double white[3] = { 1, 1, 1 };

  /* the end square asked for, under the route */
  _kl_board_target (cr, c, p->target);

  if (c->result != NULL && c->view->show_search && c->result->search_explain != NULL)
    {
      KlExplain *search = c->result->search_explain;
      guint last = kl_explain_get_n_steps (search) - 1;
      guint at = c->finished ? last : MIN ((guint) MAX (c->step, 0), last);
      g_autoptr(GArray) stack = kl_explain_get_route (search, at);
      g_autoptr(KlExplainStep) now = kl_explain_get_step (search, at);
      int back = -1, head = -1;

      if (now != NULL && now->kind == KL_STEP_BACKTRACK)
        back = now->square;
      if (stack->len > 0)
        head = g_array_index (stack, int, stack->len - 1);
      draw_route (cr, c, stack, NULL, stack->len, 0, c->pal.path, w);
      draw_numbers_on (cr, c, stack, 0, stack->len, 1, FALSE, head,
                       stack->len > 0 ? g_array_index (stack, int, 0) : -1);
      if (back >= 0 && _kl_board_cell_visible (c, back))
        {
          _kl_board_cell_rect (c, back, &x, &y);
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
          cairo_rectangle (cr, x, y, cell, cell);
          cairo_fill (cr);
        }
      draw_knight_on (cr, c, head);
      if (!c->finished && back < 0)
        draw_step_choice (cr, c);
      return;
    }

  if (c->result != NULL && kl_solution_get_path (c->result) != NULL && kl_solution_get_path (c->result)->len > 0)
    {
      GArray *cells = kl_solution_get_path (c->result);
      guint n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);
      int first = g_array_index (cells, int, 0);
      /* the square the knight rests on: the start at the end, the newest while it plays */
      int rest = c->finished ? first : c->t == 0 ? g_array_index (cells, int, n - 1) : -1;

      if (cell >= ROUTE_MIN_CELL)
        draw_route (cr, c, cells, NULL, n, c->finished ? 0 : c->t, c->pal.path, w);
      if (cell >= ROUTE_MIN_CELL && c->finished && kl_solution_get_path (c->result)->len > 2 && c->result->closed)
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
      draw_numbers_on (cr, c, cells, 0, n, 1, FALSE, rest, first);
      if (c->finished && cells->len > 1)
        _kl_board_end_marker (cr, c, g_array_index (cells, int, cells->len - 1));
      if (!c->finished)
        {
          head_position (c, cells, &x, &y);
          _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
          if (c->t == 0)
            draw_step_choice (cr, c);
        }
      else
        draw_knight_on (cr, c, first);
      return;
    }

  draw_knight_on (cr, c, p->start);
}

