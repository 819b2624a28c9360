/* kl-board-marks.c - what the renderer draws on the squares: the
 * coordinates, and the scene's marks of the shortest path, distance map,
 * dynamic knight and tour modes (routes and their numbers, pieces, the
 * target ring, the BFS tree; Camelot's are kl-board-camelot.c's), each
 * where the scene puts it. */

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
  /* high contrast: solid, or they would be grey */
  if (_kl_board_luminance (rgb) > 0.5)
    cairo_set_source_rgba (cr, 0, 0, 0, c->view->high_contrast ? 1 : sticky ? 0.85 : 0.6);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, c->view->high_contrast ? 1 : sticky ? 0.9 : 0.75);
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
  /* high contrast is for a projector: coordinates grow further with the squares */
  set_font_px (c, CLAMP (cell * 0.2, 9, 14 * c->pal.line_scale), TRUE);
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


/* The role's colour of a mark. */
static void
mark_rgb (Ctx *c, const KlSceneMark *m, double rgb[3])
{
  _kl_board_role_rgb (c, m->role, m->piece, rgb);
}

static gint64
mark_number (const KlSceneMark *m, guint i)
{
  return m->numbers != NULL && i < m->numbers->len ? g_array_index (m->numbers, gint64, i) : -1;
}

static gboolean
in_corner (const KlSceneMark *m, int cell)
{
  return cell >= 0 && (cell == m->corners[0] || cell == m->corners[1] || cell == m->corners[2]);
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

/* A route's lines through its squares, the last segment cut at m->t; a
 * halo goes under short routes so the line reads on light and dark
 * squares alike.  The dynamic knight's B and T moves take their own
 * colours, T dashed.  One stroke a segment is what cairo draws fastest;
 * segments off screen are skipped. */
void
_kl_board_draw_route (cairo_t *cr, Ctx *c, const KlSceneMark *m, double width)
{
  GArray *cells = m->cells;
  guint last = cells->len;
  double color[3], b_rgb[3], t_rgb[3];

  if (last < 2)
    return;
  mark_rgb (c, m, color);
  _kl_board_role_rgb (c, KL_ROLE_MOVE_B, 0, b_rgb);
  _kl_board_role_rgb (c, KL_ROLE_MOVE_T, 0, t_rgb);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int pass = (last < 600 || c->geom->cell >= 16) ? 0 : 1; pass < 2; pass++)
    {
      guint8 current = G_MAXUINT8;

      cairo_set_line_width (cr, pass == 0 ? width + MAX (2, width * 0.8) : width);
      if (pass == 0)
        cairo_set_source_rgba (cr, c->pal.halo[0], c->pal.halo[1], c->pal.halo[2],
                               c->pal.halo_alpha);
      for (guint i = 1; i < last; i++)
        {
          double x0, y0, x1, y1;
          guint8 type = m->types ? g_array_index (m->types, guint8, i) : KN_MOVE_LEAP;
          int a = g_array_index (cells, int, i - 1), b = g_array_index (cells, int, i);

          if (!_kl_board_segment_visible (c, a, b))
            continue;
          if (type != KN_MOVE_DYN_B && type != KN_MOVE_DYN_T)
            type = KN_MOVE_LEAP;
          if (pass == 1 && type != current)
            {
              const double *rgb = type == KN_MOVE_DYN_B ? b_rgb : type == KN_MOVE_DYN_T ? t_rgb : color;

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
          if (i == last - 1 && m->t > 0)
            {
              x1 = x0 + (x1 - x0) * m->t;
              y1 = y0 + (y1 - y0) * m->t;
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
      /* too small for a glyph: a dot, never too small to see, still shows
       * where the piece is (a smaller piece sharing a square, a smaller dot) */
      cairo_new_path (cr);
      cairo_arc (cr, x, y, MAX (cell * 0.45, PIECE_MIN_PX / 2) * MIN (scale, 1), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
      cairo_set_line_width (cr, 1.5);
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

  /* on squares too small for it the target's beacon rings it */
  if (cell_idx < 0 || cell < GLYPH_MIN_CELL || !_kl_board_cell_visible (c, cell_idx))
    return;
  _kl_board_cell_center (c, cell_idx, &x, &y);
  cairo_set_line_width (cr, MAX (1.5, cell * TARGET_LINE) * c->pal.line_scale);
  for (int i = 0; i < 2; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, MAX (cell * (i == 0 ? TARGET_RADIUS : TARGET_RADIUS / 2), 1.5),
                 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, c->pal.ring[0], c->pal.ring[1], c->pal.ring[2]);
  cairo_stroke (cr);
}

/* The start and the target on squares too small for the tint and the
 * ring to show: discs BEACON_MIN_PX across, the target's ringed, under
 * the route and the pieces (a knight's dot leaves a rim of either). */
void
_kl_board_draw_beacons (cairo_t *cr, Ctx *c)
{
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  double r = MAX (c->geom->cell * 0.5, BEACON_MIN_PX / 2);

  if (c->geom->cell >= GLYPH_MIN_CELL)
    return;
  for (guint i = 0; i < kl_scene_get_n_marks (c->scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (c->scene, i);
      gboolean target = m->kind == KL_MARK_TARGET || m->kind == KL_MARK_TOUR_TARGET ||
                        m->kind == KL_MARK_TARGET_RING;
      int idx;
      double x, y;

      if ((m->kind != KL_MARK_START && !target) || m->cells->len == 0)
        continue;
      idx = g_array_index (m->cells, int, 0);
      if (!_kl_board_cell_visible (c, idx))
        continue;
      _kl_board_cell_center (c, idx, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      if (target)
        {
          cairo_set_source_rgb (cr, c->pal.target[0], c->pal.target[1], c->pal.target[2]);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, c->pal.ring[0], c->pal.ring[1], c->pal.ring[2]);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
          cairo_arc (cr, x, y, r * 0.35, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      else
        {
          cairo_set_source_rgb (cr, c->pal.start[0], c->pal.start[1], c->pal.start[2]);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }
}

/* A number in a pill in the top-right corner of its square: the corner the
 * coordinate labels (bottom-right, top-left) leave free, beside the piece
 * glyph and outside the target ring, which are drawn over it. */
static void
draw_corner_badge (cairo_t *cr, Ctx *c, int cell_idx, guint number, const double fill[3])
{
  static const double white[3] = { 1, 1, 1 };
  double cell = c->geom->cell, inset = cell * 0.02, x, y, w;
  /* a pill tall enough for readable digits, in a corner of the square */
  double h = MIN (MAX (cell * BADGE_HEIGHT, TEXT_MIN_PX / 0.72), cell * BADGE_MAX_HEIGHT);
  PangoRectangle ink;
  char buf[16];

  /* a square too small for the pill (the scene leaves such numbers out) */
  if (h * 0.72 < TEXT_MIN_PX - 1 || !_kl_board_cell_visible (c, cell_idx))
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

/* The radius of a disc round text in the font set last: at least radius,
 * wide enough for the text, within its square. */
static double
disc_radius (Ctx *c, const char *text, double radius)
{
  PangoRectangle ink;

  pango_layout_set_text (c->layout, text, -1);
  pango_layout_get_pixel_extents (c->layout, &ink, NULL);
  radius = MAX (radius, MAX (ink.width, ink.height) / 2.0 + c->font_px * 0.2);
  return MIN (radius, c->geom->cell * 0.5);
}

/* A route's numbers: in the corner of their squares (badges), or centred
 * on a light disc, but in the corner where a piece or a ring stands. */
static void
draw_numbers (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, rgb[3];
  double dark[3], ink[3];
  gint64 top = 0;

  if (cell < NUMBER_MIN_CELL || m->numbers == NULL)
    return;
  mark_rgb (c, m, rgb);
  /* dark digits on a light disc read on both square colours and over lines,
   * and cost far less than outlined text */
  for (int k = 0; k < 3; k++)
    {
      dark[k] = rgb[k] * 0.8;
      ink[k] = rgb[k] * 0.55;
    }
  for (guint i = 0; i < m->numbers->len; i++)
    top = MAX (top, mark_number (m, i));
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      gint64 number = mark_number (m, i);
      double x, y;
      char buf[24];

      if (number < 0 || !_kl_board_cell_visible (c, idx))
        continue;
      if ((m->flags & KL_SCENE_BADGES) || in_corner (m, idx))
        {
          draw_corner_badge (cr, c, idx, (guint) number, dark);
          continue;
        }
      _kl_board_cell_center (c, idx, &x, &y);
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, number);
      set_font_px (c, MAX (cell * (top > 999 ? 0.24 : top > 99 ? 0.28 : 0.32), TEXT_MIN_PX), TRUE);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, disc_radius (c, buf, cell * 0.27), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_fill (cr);
      draw_text (cr, c, buf, x, y, ink, NULL, 0);
    }
}

/* The move type of every step of a dynamic-knight route, on the middle of its line. */
static void
draw_move_letters (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double white[3] = { 1, 1, 1 };
  double cell = c->geom->cell, rgb[3];

  if (cell < NUMBER_MIN_CELL || m->from == NULL)
    return;
  mark_rgb (c, m, rgb);
  set_font_px (c, MAX (cell * 0.26, TEXT_MIN_PX), TRUE);
  for (guint i = 0; i < m->cells->len; i++)
    {
      double x0, y0, x1, y1, x, y;
      guint8 type = m->types != NULL ? g_array_index (m->types, guint8, i) : KN_MOVE_DYN_K;

      _kl_board_cell_center (c, g_array_index (m->from, int, i), &x0, &y0);
      _kl_board_cell_center (c, g_array_index (m->cells, int, i), &x1, &y1);
      x = (x0 + x1) / 2;
      y = (y0 + y1) / 2;
      cairo_new_path (cr);
      cairo_arc (cr, x, y, disc_radius (c, kl_move_letter (type), cell * 0.17), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill (cr);
      draw_text (cr, c, kl_move_letter (type), x, y, white, NULL, 0);
    }
}

/* The dynamic knight's states of the newest layer: on each square, the
 * letter of each move that reached it on a tag of the move's colour (a
 * rounded square, where the route's letters are discs), K, B and T each
 * in its place along the bottom edge, so a square reached by two types
 * shows both. */
static void
draw_states (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double white[3] = { 1, 1, 1 };
  /* the tags grow with the squares up to a size that reads well */
  double cell = c->geom->cell, tag = MIN (cell, 64), rgb[3][3];
  double half = tag * 0.12, r = tag * 0.05;

  if (m->types == NULL)
    return;
  mark_rgb (c, m, rgb[0]);
  _kl_board_role_rgb (c, KL_ROLE_MOVE_B, 0, rgb[1]);
  _kl_board_role_rgb (c, KL_ROLE_MOVE_T, 0, rgb[2]);
  set_font_px (c, tag * 0.18, TRUE);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      guint8 type = g_array_index (m->types, guint8, i);
      int slot = type == KN_MOVE_DYN_B ? 1 : type == KN_MOVE_DYN_T ? 2 : 0;
      double x, y;

      if (!_kl_board_cell_visible (c, idx))
        continue;
      _kl_board_cell_rect (c, idx, &x, &y);
      /* clear of the file's name in the corner of the first rank */
      x += cell * (0.17 + 0.24 * slot);
      y += cell * 0.84;
      for (int pass = 0; pass < 2; pass++)
        {
          /* a light edge first, so the tag reads on its own colour too */
          double e = pass == 0 ? tag * 0.025 : 0;

          cairo_new_sub_path (cr);
          cairo_arc (cr, x + half - r, y - half + r, r + e, -G_PI / 2, 0);
          cairo_arc (cr, x + half - r, y + half - r, r + e, 0, G_PI / 2);
          cairo_arc (cr, x - half + r, y + half - r, r + e, G_PI / 2, G_PI);
          cairo_arc (cr, x - half + r, y - half + r, r + e, G_PI, 3 * G_PI / 2);
          cairo_close_path (cr);
          if (pass == 0)
            cairo_set_source_rgba (cr, c->pal.halo[0], c->pal.halo[1], c->pal.halo[2], 0.85);
          else
            cairo_set_source_rgb (cr, rgb[slot][0], rgb[slot][1], rgb[slot][2]);
          cairo_fill (cr);
        }
      draw_text (cr, c, kl_move_letter (type), x, y, white, NULL, 0);
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

/* The BFS tree: an arrow into each of the mark's squares from its parent. */
static void
draw_tree (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double rgb[3];

  if (m->from == NULL)
    return;
  mark_rgb (c, m, rgb);
  cairo_save (cr);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], c->view->dark ? 0.75 : 0.7);
  cairo_set_line_width (cr, MAX (1, c->geom->cell * 0.035));
  for (guint i = 0; i < m->cells->len; i++)
    {
      int to = g_array_index (m->cells, int, i), from = g_array_index (m->from, int, i);

      if (_kl_board_segment_visible (c, from, to))
        draw_arrow (cr, c, from, to);
    }
  cairo_restore (cr);
}

/* The distance map's numbers: each square's distance, but the start's and
 * the target's in their corners. */
static void
draw_distance_numbers (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double black[3] = { 0, 0, 0 }, white[3] = { 1, 1, 1 };
  static const double ink[3] = { 0.1, 0.1, 0.12 };
  double cell = c->geom->cell;

  if (!(m->flags & KL_SCENE_NUMBERS) || cell < NUMBER_MIN_CELL || m->numbers == NULL)
    return;
  set_font_px (c, MAX (cell * (m->hi >= 100 ? 0.3 : 0.38), TEXT_MIN_PX), FALSE);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      gint64 d = mark_number (m, i);
      double rgb[3], x, y;
      char buf[24];

      if (!_kl_board_cell_visible (c, idx) || d < 0)
        continue;
      if (in_corner (m, idx))
        {
          draw_corner_badge (cr, c, idx, (guint) d, ink);
          set_font_px (c, MAX (cell * (m->hi >= 100 ? 0.3 : 0.38), TEXT_MIN_PX), FALSE);
          continue;
        }
      _kl_board_square_color (c, idx, rgb);
      _kl_board_cell_center (c, idx, &x, &y);
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, d);
      draw_text (cr, c, buf, x, y, _kl_board_luminance (rgb) > 0.45 ? black : white, NULL, 0);
    }
}

/* A frame just inside each of the mark's squares. */
static void
draw_outlines (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, w = MAX (1, cell * 0.08), rgb[3];

  mark_rgb (c, m, rgb);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, w);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      double x, y;

      if (!_kl_board_cell_visible (c, idx))
        continue;
      _kl_board_cell_rect (c, idx, &x, &y);
      cairo_rectangle (cr, x + w / 2, y + w / 2, cell - w, cell - w);
    }
  cairo_stroke (cr);
}

/* The knight resting on the target inside a ring round the square, the
 * last move's number readable over the ring. */
static void
draw_arrived (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double white[3] = { 1, 1, 1 };
  int idx = g_array_index (m->cells, int, 0);
  double x, y;

  if (!_kl_board_cell_visible (c, idx))
    return;
  _kl_board_cell_center (c, idx, &x, &y);
  cairo_new_path (cr);
  /* round the knight's dot on small squares */
  cairo_arc (cr, x, y, MAX (c->geom->cell * 0.42, PIECE_MIN_PX / 2 + 1.5), 0, 2 * G_PI);
  cairo_set_source_rgb (cr, c->pal.ring[0], c->pal.ring[1], c->pal.ring[2]);
  cairo_set_line_width (cr, MAX (1.5, c->geom->cell * TARGET_LINE) * c->pal.line_scale);
  cairo_stroke (cr);
  _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 0.8);
  draw_numbers (cr, c, m);
}

/* A tour step's choice, from the explanation the step panel reads (so
 * board and words never disagree): every square the knight could take,
 * with its onward moves (Warnsdorff's rule takes the fewest).  The square
 * taken is where the knight now stands: its count goes in the lower
 * corner; the end square's in the upper one, clear of its ring. */
static void
draw_choice (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  static const double white[3] = { 1, 1, 1 };
  double cell = c->geom->cell, green[3];

  if (cell < NUMBER_MIN_CELL)
    return;
  mark_rgb (c, m, green);
  set_font_px (c, MAX (cell * 0.3, TEXT_MIN_PX), TRUE);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      double x, y;
      char buf[24];

      if (!_kl_board_cell_visible (c, idx))
        continue;
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, mark_number (m, i));
      if (idx == m->corners[0] || idx == m->corners[1])
        {
          double h = MIN (MAX (cell * 0.3, TEXT_MIN_PX / 0.72), cell * BADGE_MAX_HEIGHT);
          double inset = cell * 0.04;
          gboolean taken = idx == m->corners[0];

          _kl_board_cell_rect (c, idx, &x, &y);
          x += taken ? inset + h / 2 : cell - inset - h / 2;
          y += taken ? cell - inset - h / 2 : inset + h / 2;
          cairo_arc (cr, x, y, h / 2, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, green[0], green[1], green[2]);
          cairo_fill (cr);
          set_font_px (c, h * 0.72, TRUE);
          draw_text (cr, c, buf, x, y, white, NULL, 0);
          set_font_px (c, MAX (cell * 0.3, TEXT_MIN_PX), TRUE);
          continue;
        }
      _kl_board_cell_center (c, idx, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, disc_radius (c, buf, cell * 0.24), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, green[0], green[1], green[2], 0.9);
      cairo_fill (cr);
      draw_text (cr, c, buf, x, y, white, NULL, 0);
    }
}

/* The last square of a tour: a frame in the target's colour, unlike any
 * square of the route. */
void
_kl_board_end_marker (cairo_t *cr, Ctx *c, int cell_idx)
{
  double x, y, cell = c->geom->cell, line = MAX (2, cell * 0.08);

  if (cell < GLYPH_MIN_CELL || !_kl_board_cell_visible (c, cell_idx))
    return;
  _kl_board_cell_rect (c, cell_idx, &x, &y);
  cairo_set_source_rgb (cr, c->pal.ring[0], c->pal.ring[1], c->pal.ring[2]);
  cairo_set_line_width (cr, line);
  cairo_rectangle (cr, x + line / 2, y + line / 2, cell - line, cell - line);
  cairo_stroke (cr);
}

/* A closed tour's last move back to its first square, dashed. */
static void
draw_closing (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double w = CLAMP (c->geom->cell * 0.045, 1, 3.5), dash[] = { w * 2, w * 2 };
  double x0, y0, x1, y1, rgb[3];

  if (m->cells->len < 2)
    return;
  mark_rgb (c, m, rgb);
  _kl_board_cell_center (c, g_array_index (m->cells, int, 0), &x0, &y0);
  _kl_board_cell_center (c, g_array_index (m->cells, int, 1), &x1, &y1);
  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, w);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A construction's blocks: a frame round each (cells: lower left and upper
 * right squares, in pairs). */
static void
draw_blocks (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, w = CLAMP (cell * 0.12, 1.5, 4), rgb[3];

  mark_rgb (c, m, rgb);
  cairo_save (cr);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, w);
  for (guint i = 0; i + 1 < m->cells->len; i += 2)
    {
      double x0, y0, x1, y1;

      _kl_board_cell_rect (c, g_array_index (m->cells, int, i), &x0, &y0);
      _kl_board_cell_rect (c, g_array_index (m->cells, int, i + 1), &x1, &y1);
      /* ranks grow upwards on the board: the rectangle spans both squares */
      cairo_rectangle (cr, MIN (x0, x1) + w / 2, MIN (y0, y1) + w / 2,
                       ABS (x1 - x0) + cell - w, ABS (y1 - y0) + cell - w);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The moves that join blocks: a line with a dot at each end, in pairs. */
static void
draw_joins (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell, w = CLAMP (cell * 0.08, 1.5, 4), rgb[3];

  mark_rgb (c, m, rgb);
  cairo_save (cr);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, w);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i + 1 < m->cells->len; i += 2)
    {
      double x0, y0, x1, y1;

      _kl_board_cell_center (c, g_array_index (m->cells, int, i), &x0, &y0);
      _kl_board_cell_center (c, g_array_index (m->cells, int, i + 1), &x1, &y1);
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_stroke (cr);
      cairo_arc (cr, x0, y0, MAX (w, cell * 0.12), 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, x1, y1, MAX (w, cell * 0.12), 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A translucent square over each of the mark's squares. */
static void
draw_cover (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double rgb[3], cell = c->geom->cell;

  mark_rgb (c, m, rgb);
  for (guint i = 0; i < m->cells->len; i++)
    {
      int idx = g_array_index (m->cells, int, i);
      double x, y;

      if (!_kl_board_cell_visible (c, idx))
        continue;
      _kl_board_cell_rect (c, idx, &x, &y);
      cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.6);
      cairo_rectangle (cr, x, y, cell, cell);
      cairo_fill (cr);
    }
}

gboolean
_kl_board_draw_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m)
{
  double cell = c->geom->cell;
  /* a route's line: a tour's thinner, it has a number on every square */
  double route_w = (c->scene->mode == KL_MODE_TOUR ? CLAMP (cell * 0.045, 1, 3.5)
                                                   : CLAMP (cell * 0.09, 1.5, 6)) * c->pal.line_scale;

  switch (m->kind)
    {
    case KL_MARK_START:
    case KL_MARK_VISITED:
    case KL_MARK_EXAMINED:
    case KL_MARK_FRONTIER:
    case KL_MARK_UNREACHED:
    case KL_MARK_TOUR_SHADE:
    case KL_MARK_WALL:
      /* coloured with the squares */
      return TRUE;
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
    case KL_MARK_TARGET_RING:
      if (m->kind == KL_MARK_TARGET_RING || (m->flags & KL_SCENE_RING))
        _kl_board_target (cr, c, g_array_index (m->cells, int, 0));
      return TRUE;
    case KL_MARK_KNIGHT:
    case KL_MARK_MAP_START:
      if (c->scene->mode == KL_MODE_CAMELOT)
        return FALSE;
      {
        static const double white[3] = { 1, 1, 1 };
        double x, y;

        /* the knight is white on every square, whatever the role's square */
        _kl_board_mark_position (c, m, &x, &y);
        if (_kl_board_cell_visible (c, g_array_index (m->cells, int, 0)) ||
            (m->cells->len > 1 && _kl_board_cell_visible (c, g_array_index (m->cells, int, 1))))
          _kl_board_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
      }
      return TRUE;
    case KL_MARK_ROUTE:
      if (m->flags & KL_SCENE_LINES)
        _kl_board_draw_route (cr, c, m, route_w);
      if (m->flags & KL_SCENE_NUMBERS)
        draw_numbers (cr, c, m);
      return TRUE;
    case KL_MARK_ARRIVED:
      draw_arrived (cr, c, m);
      return TRUE;
    case KL_MARK_MOVE_K:
    case KL_MARK_MOVE_B:
    case KL_MARK_MOVE_T:
      draw_move_letters (cr, c, m);
      return TRUE;
    case KL_MARK_STATES:
      draw_states (cr, c, m);
      return TRUE;
    case KL_MARK_TREE:
      draw_tree (cr, c, m);
      return TRUE;
    case KL_MARK_DISTANCES:
      draw_distance_numbers (cr, c, m);
      return TRUE;
    case KL_MARK_LAYER_OUTLINE:
    case KL_MARK_FARTHER:
      draw_outlines (cr, c, m);
      return TRUE;
    case KL_MARK_DEGREE:
      draw_choice (cr, c, m);
      return TRUE;
    case KL_MARK_BACKTRACK:
      draw_cover (cr, c, m);
      return TRUE;
    case KL_MARK_TOUR_END:
      _kl_board_end_marker (cr, c, g_array_index (m->cells, int, 0));
      return TRUE;
    case KL_MARK_CLOSING:
      draw_closing (cr, c, m);
      return TRUE;
    case KL_MARK_BLOCK:
      draw_blocks (cr, c, m);
      return TRUE;
    case KL_MARK_JOIN:
      draw_joins (cr, c, m);
      return TRUE;
    default:
      return FALSE;
    }
}
