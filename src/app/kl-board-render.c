/* kl-board-render.c - draws a board from a plain view model onto any
 * cairo_t: the screen, PNG/SVG/PDF export, and the rendering tests.
 *
 * Only the squares inside the clip are visited, so a 300 x 300 board zoomed
 * in costs what the visible part costs; when many squares are visible their
 * colours go through a one-pixel-per-square image scaled without smoothing. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "kl-board-render.h"
#include "kl-notation.h"

/* More visible squares than this are painted as a scaled image. */
#define VECTOR_SQUARES_MAX 6400

#define LABEL_MIN_CELL   24.0
#define NUMBER_MIN_CELL  18.0
#define GLYPH_MIN_CELL   10.0
/* Below this a tour is shown as squares coloured by their place in it. */
#define ROUTE_MIN_CELL    6.0

#define KNIGHT_GLYPH "\u265e"
#define KING_GLYPH   "\u265a"

typedef struct
{
  double light[3];
  double dark[3];
  double wall[3];
  double wall_line[3];
  double start[3];
  double target[3];
  double path[3];
  double halo[3];
  double gather[3];
} Palette;

typedef struct
{
  const KlBoardView     *view;
  const KlBoardGeometry *geom;
  const KlPuzzle        *puzzle;
  const KlResult        *result;  /* NULL unless it fits the puzzle and mode */
  Palette                pal;
  guint                  frames;
  gboolean               finished;
  int                    step;    /* floor (frame) */
  double                 t;       /* frame - step, eased */
  int                    f0, f1, r0, r1;  /* visible squares, inclusive */
  PangoLayout           *layout;
  double                 font_px;
} Ctx;

static const double piece_colors[][3] = {
  { 0.11, 0.44, 0.85 }, { 0.90, 0.38, 0.00 }, { 0.57, 0.25, 0.67 },
  { 0.15, 0.64, 0.41 }, { 0.75, 0.11, 0.16 }, { 0.39, 0.27, 0.18 },
};

static void
rgb_set (double out[3], guint32 hex)
{
  out[0] = ((hex >> 16) & 0xff) / 255.0;
  out[1] = ((hex >> 8) & 0xff) / 255.0;
  out[2] = (hex & 0xff) / 255.0;
}

static void
rgb_mix (double out[3], const double a[3], const double b[3], double t)
{
  for (int i = 0; i < 3; i++)
    out[i] = a[i] + (b[i] - a[i]) * t;
}

static double
luminance (const double rgb[3])
{
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/* Light and dark squares of each board theme; the dark UI theme dims them. */
static const guint32 theme_squares[KL_N_BOARD_THEMES][2] = {
  [KL_BOARD_THEME_WOOD] = { 0xf0d9b5, 0xb58863 },
  [KL_BOARD_THEME_GREEN] = { 0xeeeed2, 0x769656 },
  [KL_BOARD_THEME_BLUE] = { 0xdee3e6, 0x8ca2ad },
  [KL_BOARD_THEME_GREY] = { 0xe4e4e4, 0xa6a6a6 },
};

static const char * const theme_names[KL_N_BOARD_THEMES] = {
  [KL_BOARD_THEME_WOOD] = "wood",
  [KL_BOARD_THEME_GREEN] = "green",
  [KL_BOARD_THEME_BLUE] = "blue",
  [KL_BOARD_THEME_GREY] = "grey",
};

static void
palette_init (Palette *pal, const KlBoardView *view)
{
  guint theme = view->board_theme < KL_N_BOARD_THEMES ? view->board_theme : KL_BOARD_THEME_WOOD;

  rgb_set (pal->light, theme_squares[theme][0]);
  rgb_set (pal->dark, theme_squares[theme][1]);
  if (view->dark)
    {
      for (int i = 0; i < 3; i++)
        {
          pal->light[i] *= 0.89;
          pal->dark[i] *= 0.86;
        }
      rgb_set (pal->wall, 0x241f31);
      rgb_set (pal->wall_line, 0x4a4458);
      rgb_set (pal->halo, 0x1e1e1e);
    }
  else
    {
      rgb_set (pal->wall, 0x3d3846);
      rgb_set (pal->wall_line, 0x5e5c64);
      rgb_set (pal->halo, 0xffffff);
    }
  rgb_set (pal->start, 0x57e389);
  rgb_set (pal->target, 0xf66151);
  rgb_set (pal->gather, 0xf6d32d);
  memcpy (pal->path, view->accent, sizeof pal->path);
}

const char *
kl_board_theme_to_string (KlBoardTheme theme)
{
  return theme < KL_N_BOARD_THEMES ? theme_names[theme] : theme_names[KL_BOARD_THEME_WOOD];
}

KlBoardTheme
kl_board_theme_from_string (const char *str)
{
  for (guint i = 0; i < KL_N_BOARD_THEMES; i++)
    if (g_strcmp0 (str, theme_names[i]) == 0)
      return (KlBoardTheme) i;
  return KL_BOARD_THEME_WOOD;
}

void
kl_distance_color (int d, int max, double rgb[3])
{
  /* viridis, from yellow (near) to purple (far) */
  static const guint32 stops[] = { 0xfde725, 0x5ec962, 0x21918c, 0x3b528b, 0x440154 };
  const int n = G_N_ELEMENTS (stops) - 1;
  double t = max > 0 ? (double) d / max : 0, a[3], b[3];
  int i;

  t = CLAMP (t, 0, 1) * n;
  i = MIN ((int) t, n - 1);
  rgb_set (a, stops[i]);
  rgb_set (b, stops[i + 1]);
  rgb_mix (rgb, a, b, t - i);
}

void
kl_board_view_init (KlBoardView    *view,
                    const KlPuzzle *puzzle)
{
  memset (view, 0, sizeof *view);
  view->puzzle = puzzle;
  view->frame = G_MAXDOUBLE;
  view->show_coordinates = TRUE;
  rgb_set (view->accent, 0x1c71d8);
}

static gboolean
result_fits (const KlBoardView *view)
{
  const KlResult *r = view->result;

  return r != NULL && r->mode == view->mode && r->width == view->puzzle->width &&
         r->height == view->puzzle->height;
}

guint
kl_board_view_frames (const KlBoardView *view)
{
  if (!result_fits (view))
    return 0;
  if (view->mode == KL_MODE_TOUR && view->show_search && view->result->trace != NULL)
    return view->result->trace->len > 0 ? view->result->trace->len - 1 : 0;
  return view->result->n_frames;
}

gboolean
kl_board_geometry_square_at (const KlBoardGeometry *geom,
                             double                 px,
                             double                 py,
                             int                   *file,
                             int                   *rank)
{
  double fx, fy;
  int f, r;

  if (geom->cell <= 0)
    return FALSE;
  fx = floor ((px - geom->x) / geom->cell);
  fy = floor ((py - geom->y) / geom->cell);
  if (fx < 0 || fy < 0 || fx >= geom->cols || fy >= geom->rows)
    return FALSE;
  f = (int) fx;
  r = geom->rows - 1 - (int) fy;
  if (file)
    *file = f;
  if (rank)
    *rank = r;
  return TRUE;
}

void
kl_board_geometry_center (const KlBoardGeometry *geom,
                          int                    file,
                          int                    rank,
                          double                *px,
                          double                *py)
{
  *px = geom->x + (file + 0.5) * geom->cell;
  *py = geom->y + (geom->rows - 1 - rank + 0.5) * geom->cell;
}

static void
cell_center (Ctx *c, int cell, double *px, double *py)
{
  kl_board_geometry_center (c->geom, cell % c->puzzle->width, cell / c->puzzle->width, px, py);
}

static void
cell_rect (Ctx *c, int cell, double *x, double *y)
{
  *x = c->geom->x + (cell % c->puzzle->width) * c->geom->cell;
  *y = c->geom->y + (c->geom->rows - 1 - cell / c->puzzle->width) * c->geom->cell;
}

static gboolean
cell_visible (Ctx *c, int cell)
{
  int f = cell % c->puzzle->width, r = cell / c->puzzle->width;

  return f >= c->f0 - 1 && f <= c->f1 + 1 && r >= c->r0 - 1 && r <= c->r1 + 1;
}

/* The wave layer the animation has reached, and whether to show it. */
static gboolean
wave_layer (Ctx *c, int *layer)
{
  if (c->result == NULL || c->result->dist == NULL)
    return FALSE;
  if (c->finished)
    {
      *layer = c->result->dist_max;
      return c->view->mode == KL_MODE_DISTANCE;
    }
  *layer = c->step;
  return TRUE;
}

static void
square_color (Ctx *c, int cell, double rgb[3])
{
  const KlPuzzle *p = c->puzzle;
  int f = cell % p->width, r = cell / p->width;
  int layer;

  memcpy (rgb, ((f + r) % 2 == 0) ? c->pal.dark : c->pal.light, sizeof (double) * 3);

  if (p->blocked[cell])
    {
      memcpy (rgb, c->pal.wall, sizeof (double) * 3);
      return;
    }

  if (wave_layer (c, &layer))
    {
      int d = c->result->dist[cell];

      if (c->view->mode == KL_MODE_DISTANCE)
        {
          if (d >= 0 && d <= layer)
            kl_distance_color (d, MAX (c->result->dist_max, 1), rgb);
        }
      else if (d >= 0 && d < layer)
        {
          /* visited: a pale wash of the accent; the frontier: the accent itself */
          static const double white[3] = { 1, 1, 1 };
          double pale[3];

          rgb_mix (pale, c->pal.path, white, 0.55);
          rgb_mix (rgb, rgb, pale, 0.6);
        }
      else if (d == layer)
        rgb_mix (rgb, rgb, c->pal.path, 0.75);
    }

  /* a tour too fine for lines: squares take the colour of their place in it */
  if (c->view->mode == KL_MODE_TOUR && c->geom->cell < ROUTE_MIN_CELL && c->result != NULL &&
      c->result->tour_step != NULL && !c->view->show_search)
    {
      int step = c->result->tour_step[cell];

      if (step >= 0 && (c->finished || step <= c->step))
        kl_distance_color (step, (int) c->result->path->len - 1, rgb);
    }

  /* an unreachable target, or a distance map: shade every free square the
   * start cannot reach */
  if (c->finished && c->result != NULL && c->result->dist != NULL && c->result->dist[cell] < 0 &&
      (c->view->mode == KL_MODE_DISTANCE ||
       (c->view->mode == KL_MODE_PATH && c->result->path == NULL)))
    {
      static const double shade[3] = { 0.45, 0.45, 0.5 };

      rgb_mix (rgb, rgb, shade, 0.6);
    }

  if (c->result != NULL && c->view->mode == KL_MODE_CAMELOT && cell == c->result->gather)
    rgb_mix (rgb, rgb, c->pal.gather, 0.7);

  switch (c->view->mode)
    {
    case KL_MODE_CAMELOT:
      break;
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      if (cell == p->target)
        rgb_mix (rgb, rgb, c->pal.target, 0.55);
      G_GNUC_FALLTHROUGH;
    case KL_MODE_TOUR:
      if (cell == p->start)
        rgb_mix (rgb, rgb, c->pal.start, 0.55);
      break;
    case KL_MODE_DISTANCE:
    case KL_N_MODES:
    default:
      break;
    }
}

static void
draw_squares_vector (cairo_t *cr, Ctx *c)
{
  double cell = c->geom->cell;

  /* squares tile exactly without antialiased seams between them */
  cairo_save (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);

  for (int r = c->r0; r <= c->r1; r++)
    for (int f = c->f0; f <= c->f1; f++)
      {
        int idx = r * c->puzzle->width + f;
        double rgb[3], x, y;

        square_color (c, idx, rgb);
        cell_rect (c, idx, &x, &y);
        cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
        cairo_rectangle (cr, x, y, cell, cell);
        cairo_fill (cr);
      }
  cairo_restore (cr);

  for (int r = c->r0; r <= c->r1 && cell >= 10; r++)
    for (int f = c->f0; f <= c->f1; f++)
      {
        int idx = r * c->puzzle->width + f;
        double x, y;

        cell_rect (c, idx, &x, &y);
        if (c->puzzle->blocked[idx])
          {
            /* walls carry a diagonal hatch so they read as walls, not dark squares */
            cairo_save (cr);
            cairo_rectangle (cr, x, y, cell, cell);
            cairo_clip (cr);
            cairo_set_source_rgb (cr, c->pal.wall_line[0], c->pal.wall_line[1], c->pal.wall_line[2]);
            cairo_set_line_width (cr, MAX (1, cell / 14));
            for (double k = -cell; k < cell; k += cell / 3)
              {
                cairo_move_to (cr, x + k, y + cell);
                cairo_line_to (cr, x + k + cell, y);
              }
            cairo_stroke (cr);
            cairo_restore (cr);
          }
      }
}

static void
draw_squares_image (cairo_t *cr, Ctx *c)
{
  int w = c->f1 - c->f0 + 1, h = c->r1 - c->r0 + 1;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  cairo_pattern_t *pattern;
  double x, y;

  cairo_surface_flush (image);
  for (int r = c->r0; r <= c->r1; r++)
    {
      guint32 *row = (guint32 *) (gpointer) (data + (gsize) (c->r1 - r) * stride);

      for (int f = c->f0; f <= c->f1; f++)
        {
          double rgb[3];

          square_color (c, r * c->puzzle->width + f, rgb);
          row[f - c->f0] = ((guint32) (rgb[0] * 255 + 0.5) << 16) |
                           ((guint32) (rgb[1] * 255 + 0.5) << 8) |
                           (guint32) (rgb[2] * 255 + 0.5);
        }
    }
  cairo_surface_mark_dirty (image);

  cell_rect (c, c->r1 * c->puzzle->width + c->f0, &x, &y);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, c->geom->cell, c->geom->cell);
  pattern = cairo_pattern_create_for_surface (image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (image);
}

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

static void
draw_labels (cairo_t *cr, Ctx *c)
{
  double cell = c->geom->cell;
  double pad = cell * 0.06 + 1;

  if (cell < LABEL_MIN_CELL || !c->view->show_coordinates)
    return;
  set_font_px (c, CLAMP (cell * 0.2, 9, 14), TRUE);

  /* files along the bottom rank, ranks up the a-file, as on a printed board */
  if (c->r0 == 0)
    for (int f = c->f0; f <= c->f1; f++)
      {
        char buf[KN_SQUARE_BUFSIZE], *digit;
        PangoRectangle ink;
        double x, y, rgb[3];

        kn_square_format ((kn_square) { f, 0 }, 0, buf, sizeof buf);
        for (digit = buf; *digit && !g_ascii_isdigit (*digit); digit++)
          ;
        *digit = '\0';
        square_color (c, f, rgb);
        cell_rect (c, f, &x, &y);
        pango_layout_set_text (c->layout, buf, -1);
        pango_layout_get_pixel_extents (c->layout, &ink, NULL);
        cairo_move_to (cr, x + cell - pad - ink.x - ink.width, y + cell - pad - ink.y - ink.height);
        if (luminance (rgb) > 0.5)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
        pango_cairo_show_layout (cr, c->layout);
      }
  if (c->f0 == 0)
    for (int r = c->r0; r <= c->r1; r++)
      {
        char buf[16];
        PangoRectangle ink;
        double x, y, rgb[3];
        int idx = r * c->puzzle->width;

        g_snprintf (buf, sizeof buf, "%d", r + 1);
        square_color (c, idx, rgb);
        cell_rect (c, idx, &x, &y);
        pango_layout_set_text (c->layout, buf, -1);
        pango_layout_get_pixel_extents (c->layout, &ink, NULL);
        cairo_move_to (cr, x + pad - ink.x, y + pad - ink.y);
        if (luminance (rgb) > 0.5)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
        pango_cairo_show_layout (cr, c->layout);
      }
}

static void
draw_distance_numbers (cairo_t *cr, Ctx *c)
{
  int layer;
  double cell = c->geom->cell;

  if (!wave_layer (c, &layer) || cell < NUMBER_MIN_CELL)
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

        if (d < 0 || d > layer || c->puzzle->blocked[idx])
          continue;
        square_color (c, idx, rgb);
        cell_center (c, idx, &x, &y);
        g_snprintf (buf, sizeof buf, "%d", d);
        draw_text (cr, c, buf, x, y, luminance (rgb) > 0.45 ? black : white, NULL, 0);
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

          if (!cell_visible (c, idx))
            continue;
          cell_rect (c, idx, &x, &y);
          cairo_rectangle (cr, x + w / 2, y + w / 2, cell - w, cell - w);
        }
      cairo_stroke (cr);
    }
}

static double
ease (double t)
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
              const double *rgb = type == KN_MOVE_DYN_B ? piece_colors[1]
                                : type == KN_MOVE_DYN_T ? piece_colors[2] : color;

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
          cell_center (c, a, &x0, &y0);
          cell_center (c, b, &x1, &y1);
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

static void
draw_target (cairo_t *cr, Ctx *c, int cell_idx)
{
  double x, y, cell = c->geom->cell;

  if (cell_idx < 0 || !cell_visible (c, cell_idx))
    return;
  cell_center (c, cell_idx, &x, &y);
  cairo_set_line_width (cr, MAX (1.5, cell * 0.07));
  for (int i = 0; i < 2; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, MAX (cell * (i == 0 ? 0.34 : 0.17), 1.5), 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_stroke (cr);
}

static void
draw_numbers_on (cairo_t *cr, Ctx *c, GArray *cells, guint from, guint to, guint first,
                 gboolean badge)
{
  double cell = c->geom->cell;
  static const double white[3] = { 1, 1, 1 };

  if (cell < NUMBER_MIN_CELL || cells == NULL)
    return;
  to = MIN (to, cells->len);
  set_font_px (c, cell * (to > 999 ? 0.24 : to > 99 ? 0.28 : 0.32), TRUE);
  for (guint i = from; i < to; i++)
    {
      int idx = g_array_index (cells, int, i);
      double x, y;
      char buf[16];

      if (!cell_visible (c, idx))
        continue;
      cell_center (c, idx, &x, &y);
      g_snprintf (buf, sizeof buf, "%u", i - from + first);
      if (badge)
        {
          /* the move number sits at the lower right so the line stays visible */
          x += cell * 0.22;
          y += cell * 0.22;
          cairo_arc (cr, x, y, cell * 0.2, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, c->pal.path[0] * 0.8, c->pal.path[1] * 0.8, c->pal.path[2] * 0.8);
          cairo_fill (cr);
        }
      if (badge)
        draw_text (cr, c, buf, x, y, white, NULL, 0);
      else
        {
          /* dark digits on a light disc read on both square colours and over
           * lines, and cost far less than outlined text */
          double ink[3] = { c->pal.path[0] * 0.55, c->pal.path[1] * 0.55, c->pal.path[2] * 0.55 };

          cairo_arc (cr, x, y, cell * 0.27, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
          cairo_fill (cr);
          draw_text (cr, c, buf, x, y, ink, NULL, 0);
        }
    }
}

static void
head_position (Ctx *c, GArray *cells, double *x, double *y)
{
  guint k = MIN ((guint) c->step, cells->len - 1);
  double x0, y0, x1, y1;

  cell_center (c, g_array_index (cells, int, k), &x0, &y0);
  if (c->finished || k + 1 >= cells->len)
    {
      *x = x0;
      *y = y0;
      return;
    }
  cell_center (c, g_array_index (cells, int, k + 1), &x1, &y1);
  *x = x0 + (x1 - x0) * c->t;
  *y = y0 + (y1 - y0) * c->t;
}

static void
draw_path_mode (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  double cell = c->geom->cell, w = CLAMP (cell * 0.09, 1.5, 6);
  static const double white[3] = { 1, 1, 1 };
  double x, y;

  draw_target (cr, c, p->target);
  if (c->result != NULL && c->result->path != NULL)
    {
      GArray *cells = c->result->path;
      guint n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);

      draw_route (cr, c, cells, c->result->path_moves, n, c->finished ? 0 : c->t, c->pal.path, w);
      draw_numbers_on (cr, c, cells, 1, n, 1, TRUE);
      if (c->view->mode == KL_MODE_DYNAMIC && cell >= NUMBER_MIN_CELL)
        {
          /* the move type of every step, on the middle of its line */
          set_font_px (c, cell * 0.26, TRUE);
          for (guint i = 1; i < n; i++)
            {
              double x0, y0, x1, y1;
              guint8 type = g_array_index (c->result->path_moves, guint8, i);
              const char *letter = kl_move_letter (type);
              const double *rgb = type == KN_MOVE_DYN_B ? piece_colors[1]
                                : type == KN_MOVE_DYN_T ? piece_colors[2] : c->pal.path;

              cell_center (c, g_array_index (cells, int, i - 1), &x0, &y0);
              cell_center (c, g_array_index (cells, int, i), &x1, &y1);
              x = (x0 + x1) / 2;
              y = (y0 + y1) / 2;
              cairo_arc (cr, x, y, cell * 0.17, 0, 2 * G_PI);
              cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
              cairo_fill (cr);
              draw_text (cr, c, letter, x, y, white, NULL, 0);
            }
        }
      if (!c->finished)
        {
          head_position (c, cells, &x, &y);
          draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
          return;
        }
    }
  if (p->start >= 0 && cell_visible (c, p->start))
    {
      cell_center (c, p->start, &x, &y);
      draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
    }
}

static void
draw_distance_mode (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  static const double white[3] = { 1, 1, 1 };
  double x, y;

  draw_distance_numbers (cr, c);
  draw_target (cr, c, p->target);
  if (p->start >= 0 && cell_visible (c, p->start) &&
      (c->geom->cell < NUMBER_MIN_CELL || c->result == NULL))
    {
      cell_center (c, p->start, &x, &y);
      draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
    }
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

      cell_center (c, (int) cand[i].cell, &x, &y);
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

static void
draw_tour_mode (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  double cell = c->geom->cell, w = CLAMP (cell * 0.045, 1, 3.5), x, y;
  static const double white[3] = { 1, 1, 1 };

  if (c->result != NULL && c->view->show_search && c->result->search_replay != NULL)
    {
      kn_tour_replay *replay = c->result->search_replay;
      g_autoptr(GArray) stack = NULL;
      kn_trace_event event;
      int back = -1;

      kn_tour_replay_seek (replay, c->finished ? G_MAXSIZE : (gsize) c->step);
      stack = replay_route (replay);
      if (kn_tour_replay_event (replay, &event) && event.kind == KN_TRACE_BACKTRACK)
        back = (int) event.cell;
      draw_route (cr, c, stack, NULL, stack->len, 0, c->pal.path, w);
      draw_numbers_on (cr, c, stack, 0, stack->len, 1, FALSE);
      if (back >= 0 && cell_visible (c, back))
        {
          cell_rect (c, back, &x, &y);
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
          cairo_rectangle (cr, x, y, cell, cell);
          cairo_fill (cr);
        }
      if (!c->finished && back < 0)
        draw_degrees (cr, c, replay);
      if (stack->len > 0)
        {
          cell_center (c, g_array_index (stack, int, stack->len - 1), &x, &y);
          draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
        }
      return;
    }

  if (c->result != NULL && c->result->path != NULL && c->result->path->len > 0)
    {
      GArray *cells = c->result->path;
      guint n = c->finished ? cells->len : MIN ((guint) c->step + 1, cells->len);

      if (cell >= ROUTE_MIN_CELL)
        draw_route (cr, c, cells, NULL, n, c->finished ? 0 : c->t, c->pal.path, w);
      if (cell >= ROUTE_MIN_CELL && c->finished && c->result->path->len > 2 && c->result->closed)
        {
          /* a closed tour closes its loop; an open one never shows it */
          double dash[] = { w * 2, w * 2 };
          double x0, y0, x1, y1;

          cell_center (c, g_array_index (cells, int, 0), &x0, &y0);
          cell_center (c, g_array_index (cells, int, cells->len - 1), &x1, &y1);
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_source_rgb (cr, c->pal.path[0], c->pal.path[1], c->pal.path[2]);
          cairo_set_line_width (cr, w);
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x1, y1);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      draw_numbers_on (cr, c, cells, 0, n, 1, FALSE);
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
      return;
    }

  if (p->start >= 0 && cell_visible (c, p->start))
    {
      cell_center (c, p->start, &x, &y);
      draw_glyph (cr, c, KNIGHT_GLYPH, x, y, white, 1);
    }
}

static void
draw_camelot_mode (cairo_t *cr, Ctx *c)
{
  const KlPuzzle *p = c->puzzle;
  const KlResult *r = c->result;
  double cell = c->geom->cell, w = CLAMP (cell * 0.06, 1, 4), x, y;
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
        cell_center (c, at, &px[i], &py[i]);
    }

  if (r != NULL && r->routes != NULL)
    {
      for (guint i = 0; i < r->routes->len && i < n_pieces; i++)
        {
          GArray *route = g_ptr_array_index (r->routes, i);

          draw_route (cr, c, route, i == 0 ? r->king_moves : NULL, route->len, 0,
                      piece_colors[i % G_N_ELEMENTS (piece_colors)], w);
        }

      if (r->pickup >= 0 && cell_visible (c, r->pickup))
        {
          gboolean now = FALSE;

          /* the pickup moment: the step that first carries the king */
          if (!c->finished && r->steps != NULL && c->step < (int) r->steps->len)
            now = g_array_index (r->steps, KlCamelotStep, c->step).rider &&
                  (c->step == 0 || !g_array_index (r->steps, KlCamelotStep, c->step - 1).rider);
          cell_center (c, r->pickup, &x, &y);
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

              cell_center (c, step->to, &tx, &ty);
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

void
kl_board_render (cairo_t                 *cr,
                 const KlBoardView       *view,
                 const KlBoardGeometry   *geom,
                 const cairo_rectangle_t *clip)
{
  Ctx c = { 0 };
  cairo_rectangle_t all;

  g_return_if_fail (cr != NULL && view != NULL && view->puzzle != NULL && geom != NULL);

  if (geom->cell <= 0)
    return;

  c.view = view;
  c.geom = geom;
  c.puzzle = view->puzzle;
  c.result = result_fits (view) ? view->result : NULL;
  palette_init (&c.pal, view);
  c.frames = kl_board_view_frames (view);
  c.finished = view->frame >= c.frames;
  c.step = c.finished ? (int) c.frames : (int) floor (MAX (view->frame, 0));
  c.t = c.finished ? 0 : ease (view->frame - c.step);

  if (clip == NULL)
    {
      all = (cairo_rectangle_t) { geom->x, geom->y, geom->cols * geom->cell, geom->rows * geom->cell };
      clip = &all;
    }
  c.f0 = MAX (0, (int) floor ((clip->x - geom->x) / geom->cell));
  c.f1 = MIN (geom->cols - 1, (int) floor ((clip->x + clip->width - geom->x) / geom->cell));
  c.r1 = MIN (geom->rows - 1, geom->rows - 1 - (int) floor ((clip->y - geom->y) / geom->cell));
  c.r0 = MAX (0, geom->rows - 1 - (int) floor ((clip->y + clip->height - geom->y) / geom->cell));
  if (c.f0 > c.f1 || c.r0 > c.r1)
    return;

  cairo_save (cr);
  cairo_rectangle (cr, clip->x, clip->y, clip->width, clip->height);
  cairo_clip (cr);

  c.layout = pango_cairo_create_layout (cr);
  c.font_px = -1;

  if ((gint64) (c.f1 - c.f0 + 1) * (c.r1 - c.r0 + 1) > VECTOR_SQUARES_MAX)
    draw_squares_image (cr, &c);
  else
    draw_squares_vector (cr, &c);
  draw_labels (cr, &c);

  switch (view->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      draw_path_mode (cr, &c);
      break;
    case KL_MODE_DISTANCE:
      draw_distance_mode (cr, &c);
      break;
    case KL_MODE_TOUR:
      draw_tour_mode (cr, &c);
      break;
    case KL_MODE_CAMELOT:
      draw_camelot_mode (cr, &c);
      break;
    case KL_N_MODES:
    default:
      break;
    }

  g_object_unref (c.layout);
  cairo_restore (cr);
}
