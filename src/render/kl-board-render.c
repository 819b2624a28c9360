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
#include "kl-board-render-private.h"
#include "kl-notation.h"

const double _kl_board_piece_colors[KL_BOARD_PIECE_COLORS][3] = {
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

void
_kl_board_rgb_mix (double out[3], const double a[3], const double b[3], double t)
{
  for (int i = 0; i < 3; i++)
    out[i] = a[i] + (b[i] - a[i]) * t;
}

double
_kl_board_luminance (const double rgb[3])
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

void
_kl_board_palette_init (Palette *pal, const KlBoardView *view)
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
  memcpy (pal->ring, (double[3]) { 0.75, 0.11, 0.16 }, sizeof pal->ring);
  memcpy (pal->alarm, (double[3]) { 0.88, 0.11, 0.14 }, sizeof pal->alarm);
  memcpy (pal->dead_end, (double[3]) { 0.90, 0.38, 0.00 }, sizeof pal->dead_end);
  memcpy (pal->choice, (double[3]) { 0.15, 0.64, 0.41 }, sizeof pal->choice);
  memcpy (pal->path, view->accent, sizeof pal->path);
  pal->line_scale = 1;
  pal->halo_alpha = 0.7;
  if (view->high_contrast)
    {
      /* A projector washes out pale tints and thin lines.  White and
       * near-black squares (white text on the dark ones is 11:1), so walls
       * go black with a grey hatch to stay apart from them; deep colours
       * that read on both, whatever the theme or the accent; an opaque
       * halo under thicker routes.  The dark UI theme dims nothing here. */
      rgb_set (pal->light, 0xffffff);
      rgb_set (pal->dark, 0x303030);
      rgb_set (pal->wall, 0x000000);
      rgb_set (pal->wall_line, 0x9a9996);
      rgb_set (pal->halo, 0xffffff);
      rgb_set (pal->start, 0x26a269);
      rgb_set (pal->target, 0xe01b24);
      rgb_set (pal->path, 0x1a5fb4);
      rgb_set (pal->gather, 0xf5c211);
      rgb_set (pal->ring, 0xc01c28);
      pal->line_scale = 1.6;
      pal->halo_alpha = 1;
    }
}

void
_kl_board_role_rgb (Ctx *c, KlSceneRole role, guint piece, double rgb[3])
{
  static const double white[3] = { 1, 1, 1 }, grey[3] = { 0.45, 0.45, 0.5 };
  static const double proof_shared[3] = { 0.96, 0.83, 0.18 };
  /* practice: GNOME's green 4 and red 3 */
  static const double right[3] = { 0.18, 0.76, 0.49 }, wrong[3] = { 0.88, 0.11, 0.14 };
  static const double ink_light[3] = { 0.12, 0.12, 0.18 }, ink_dark[3] = { 0.95, 0.95, 0.97 };
  const Palette *pal = &c->pal;
  const double *src = pal->path;
  double pale[3];

  switch (role)
    {
    case KL_ROLE_START:
      src = pal->start;
      break;
    case KL_ROLE_TARGET:
      src = pal->target;
      break;
    case KL_ROLE_WALL:
      src = pal->wall;
      break;
    case KL_ROLE_VISITED:
      /* a pale wash of the accent */
      _kl_board_rgb_mix (pale, pal->path, white, 0.55);
      memcpy (rgb, pale, sizeof pale);
      return;
    case KL_ROLE_UNREACHED:
      src = grey;
      break;
    case KL_ROLE_INK:
      /* high contrast keeps the light halo whatever the theme: dark ink on it */
      src = c->view->dark && !c->view->high_contrast ? ink_dark : ink_light;
      break;
    case KL_ROLE_SCALE:
    case KL_ROLE_SCALE_NEAR:
      kl_distance_color (0, 1, rgb);
      return;
    case KL_ROLE_MOVE_B:
      src = _kl_board_piece_colors[1];
      break;
    case KL_ROLE_MOVE_T:
      src = _kl_board_piece_colors[2];
      break;
    case KL_ROLE_GOLD:
      src = pal->gather;
      break;
    case KL_ROLE_PIECE:
      src = _kl_board_piece_colors[piece % KL_BOARD_PIECE_COLORS];
      break;
    case KL_ROLE_WHITE:
      src = white;
      break;
    case KL_ROLE_CHOICE:
      src = pal->choice;
      break;
    case KL_ROLE_ALARM:
      src = pal->alarm;
      break;
    case KL_ROLE_DEAD_END:
      src = pal->dead_end;
      break;
    case KL_ROLE_SQUARES:
      src = pal->dark;
      break;
    case KL_ROLE_PROOF:
      src = _kl_board_piece_colors[2];
      break;
    case KL_ROLE_PROOF_SHARED:
      src = proof_shared;
      break;
    case KL_ROLE_RIGHT:
      src = right;
      break;
    case KL_ROLE_WRONG:
      src = wrong;
      break;
    case KL_ROLE_ACCENT:
    case KL_N_ROLES:
    default:
      break;
    }
  memcpy (rgb, src, sizeof (double) * 3);
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

int
kl_nice_step (double step)
{
  int base = 1;

  for (;;)
    {
      if (step <= base)
        return base;
      if (step <= base * 2)
        return base * 2;
      if (step <= base * 5)
        return base * 5;
      base *= 10;
    }
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
  _kl_board_rgb_mix (rgb, a, b, t - i);
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

guint
kl_board_view_frames (const KlBoardView *view)
{
  const KlSolution *r = view->result;

  if (r == NULL || r->mode != view->mode || r->width != view->puzzle->width ||
      r->height != view->puzzle->height)
    return 0;
  return kl_solution_get_n_frames (view->result, view->show_search);
}

/* The scene of view with squares cell pixels wide. */
static KlScene *
scene_for (const KlBoardView *view, double cell)
{
  KlSceneInput in = {
    .puzzle = view->puzzle,
    .mode = view->mode,
    .show_search = view->show_search,
    .show_tree = view->show_tree,
    .show_costs = view->show_costs,
    .solution = view->result,
    .frame = view->frame,
    .cell = cell,
    .practice = view->practice,
  };

  return kl_scene_new (&in);
}

KlScene *
kl_board_view_scene (const KlBoardView *view)
{
  g_return_val_if_fail (view != NULL && view->puzzle != NULL, NULL);
  return scene_for (view, view->cell);
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

void
_kl_board_cell_center (Ctx *c, int cell, double *px, double *py)
{
  kl_board_geometry_center (c->geom, cell % c->puzzle->width, cell / c->puzzle->width, px, py);
}

void
_kl_board_cell_rect (Ctx *c, int cell, double *x, double *y)
{
  *x = c->geom->x + (cell % c->puzzle->width) * c->geom->cell;
  *y = c->geom->y + (c->geom->rows - 1 - cell / c->puzzle->width) * c->geom->cell;
}

gboolean
_kl_board_cell_visible (Ctx *c, int cell)
{
  int f = cell % c->puzzle->width, r = cell / c->puzzle->width;

  return f >= c->f0 - 1 && f <= c->f1 + 1 && r >= c->r0 - 1 && r <= c->r1 + 1;
}

/* How much of its role's colour each mark that fills a square gives it. */
#define TINT_PIECE     0.55
#define TINT_GATHER    0.7
#define TINT_REGION    0.45
#define TINT_PIECES    0.5
#define TINT_PROOF     0.5
#define TINT_FRONTIER  0.75
#define TINT_VISITED   0.6
#define TINT_UNREACHED 0.6

void
_kl_board_fill (Ctx *c, const KlSceneMark *m, guint i, double rgb[3])
{
  gint64 value = m->numbers != NULL && i < m->numbers->len
                 ? g_array_index (m->numbers, gint64, i) : 0;
  double role[3];

  switch (m->kind)
    {
    case KL_MARK_WALL:
      _kl_board_role_rgb (c, m->role, m->piece, rgb);
      return;
    case KL_MARK_DISTANCES:
    case KL_MARK_TOUR_SHADE:
    case KL_MARK_COSTS:
      kl_distance_color ((int) (value - m->lo), (int) MAX (m->hi - m->lo, 1), rgb);
      return;
    case KL_MARK_PIECES:
      _kl_board_role_rgb (c, m->role, (guint) value, role);
      _kl_board_rgb_mix (rgb, rgb, role, TINT_PIECES);
      return;
    default:
      break;
    }
  _kl_board_role_rgb (c, m->role, m->piece, role);
  switch (m->kind)
    {
    case KL_MARK_VISITED:
    case KL_MARK_EXAMINED:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_VISITED);
      break;
    case KL_MARK_FRONTIER:
    case KL_MARK_SEARCH_FRONTIER:
    case KL_MARK_OTHER_FRONTIER:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_FRONTIER);
      break;
    case KL_MARK_SEARCH_VISITED:
    case KL_MARK_OTHER_VISITED:
      {
        static const double white[3] = { 1, 1, 1 };
        double pale[3];

        /* a pale wash of the piece's colour, as VISITED is of the accent */
        _kl_board_rgb_mix (pale, role, white, 0.55);
        _kl_board_rgb_mix (rgb, rgb, pale, TINT_VISITED);
      }
      break;
    case KL_MARK_UNREACHED:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_UNREACHED);
      break;
    case KL_MARK_REGION:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_REGION);
      break;
    case KL_MARK_PROOF_SHARED:
    case KL_MARK_PROOF_LOOP:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_PROOF);
      break;
    case KL_MARK_GATHER:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_GATHER);
      break;
    case KL_MARK_START:
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      _kl_board_rgb_mix (rgb, rgb, role, TINT_PIECE);
      break;
    default:
      break;
    }
}

/* The order the marks that fill squares are laid on each other: the
 * wave and the maps first, the pieces' squares over them, walls over all. */
static const KlMark fill_order[] = {
  KL_MARK_VISITED, KL_MARK_EXAMINED, KL_MARK_FRONTIER, KL_MARK_SEARCH_VISITED,
  KL_MARK_SEARCH_FRONTIER, KL_MARK_OTHER_VISITED, KL_MARK_OTHER_FRONTIER,
  KL_MARK_DISTANCES, KL_MARK_TOUR_SHADE,
  KL_MARK_UNREACHED, KL_MARK_REGION, KL_MARK_PIECES, KL_MARK_PROOF_SHARED, KL_MARK_PROOF_LOOP,
  KL_MARK_COSTS, KL_MARK_GATHER,
  KL_MARK_TARGET, KL_MARK_TOUR_TARGET, KL_MARK_START, KL_MARK_WALL,
};

static void
base_color (Ctx *c, int cell, double rgb[3])
{
  int f = cell % c->puzzle->width, r = cell / c->puzzle->width;

  if (c->miniature)
    _kl_board_rgb_mix (rgb, c->pal.dark, c->pal.light, 0.5);
  else
    memcpy (rgb, ((f + r) % 2 == 0) ? c->pal.dark : c->pal.light, sizeof (double) * 3);
}

/* Whether cell is in the visible rectangle, and where its colour is kept. */
static gboolean
color_slot (Ctx *c, int cell, gsize *slot)
{
  int f = cell % c->puzzle->width, r = cell / c->puzzle->width;

  if (c->colors == NULL || f < c->f0 || f > c->f1 || r < c->r0 || r > c->r1)
    return FALSE;
  *slot = ((gsize) (r - c->r0) * (c->f1 - c->f0 + 1) + (f - c->f0)) * 3;
  return TRUE;
}

/* The visible squares' colours: the board's, then every mark of the scene
 * that fills squares, in fill_order. */
static void
colors_init (Ctx *c)
{
  gsize n = (gsize) (c->f1 - c->f0 + 1) * (c->r1 - c->r0 + 1);

  c->colors = g_new (double, n * 3);
  for (int r = c->r0; r <= c->r1; r++)
    for (int f = c->f0; f <= c->f1; f++)
      {
        gsize slot = ((gsize) (r - c->r0) * (c->f1 - c->f0 + 1) + (f - c->f0)) * 3;

        base_color (c, r * c->puzzle->width + f, c->colors + slot);
      }
  for (guint k = 0; k < G_N_ELEMENTS (fill_order); k++)
    for (guint i = 0; i < kl_scene_get_n_marks (c->scene); i++)
      {
        const KlSceneMark *m = kl_scene_get_mark (c->scene, i);

        if (m->kind != fill_order[k])
          continue;
        for (guint j = 0; j < m->cells->len; j++)
          {
            gsize slot;

            if (color_slot (c, g_array_index (m->cells, int, j), &slot))
              _kl_board_fill (c, m, j, c->colors + slot);
          }
      }
}

void
_kl_board_square_color (Ctx *c, int cell, double rgb[3])
{
  gsize slot;

  if (color_slot (c, cell, &slot))
    memcpy (rgb, c->colors + slot, sizeof (double) * 3);
  else
    base_color (c, cell, rgb);
}

void
_kl_board_mark_position (Ctx *c, const KlSceneMark *m, double *x, double *y)
{
  double x1, y1;

  _kl_board_cell_center (c, g_array_index (m->cells, int, 0), x, y);
  if (m->cells->len < 2 || m->t <= 0)
    return;
  _kl_board_cell_center (c, g_array_index (m->cells, int, 1), &x1, &y1);
  *x += (x1 - *x) * m->t;
  *y += (y1 - *y) * m->t;
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

        _kl_board_square_color (c, idx, rgb);
        _kl_board_cell_rect (c, idx, &x, &y);
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

        _kl_board_cell_rect (c, idx, &x, &y);
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

          _kl_board_square_color (c, r * c->puzzle->width + f, rgb);
          row[f - c->f0] = ((guint32) (rgb[0] * 255 + 0.5) << 16) |
                           ((guint32) (rgb[1] * 255 + 0.5) << 8) |
                           (guint32) (rgb[2] * 255 + 0.5);
        }
    }
  cairo_surface_mark_dirty (image);

  _kl_board_cell_rect (c, c->r1 * c->puzzle->width + c->f0, &x, &y);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, c->geom->cell, c->geom->cell);
  pattern = cairo_pattern_create_for_surface (image);
  /* sharp squares; below a pixel a square, an average rather than a sample
   * (a lone wall must not vanish from an overview) */
  cairo_pattern_set_filter (pattern, c->geom->cell >= 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (image);
}

/* What every layer reads: the view, where the board is, the scene, the
 * colours. */
static void
ctx_init (Ctx *c, const KlBoardView *view, const KlBoardGeometry *geom, const KlScene *scene)
{
  c->view = view;
  c->geom = geom;
  c->puzzle = view->puzzle;
  c->scene = scene;
  _kl_board_palette_init (&c->pal, view);
}

void
kl_board_render (cairo_t                 *cr,
                 const KlBoardView       *view,
                 const KlBoardGeometry   *geom,
                 const cairo_rectangle_t *clip)
{
  g_autoptr(KlScene) scene = NULL;

  g_return_if_fail (cr != NULL && view != NULL && view->puzzle != NULL && geom != NULL);

  if (geom->cell <= 0)
    return;
  scene = scene_for (view, geom->cell);
  kl_board_render_scene (cr, view, scene, geom, clip);
}

void
kl_board_render_scene (cairo_t                 *cr,
                       const KlBoardView       *view,
                       const KlScene           *scene,
                       const KlBoardGeometry   *geom,
                       const cairo_rectangle_t *clip)
{
  Ctx c = { 0 };
  cairo_rectangle_t all;
  g_autofree guint8 *slots = NULL;

  g_return_if_fail (cr != NULL && view != NULL && view->puzzle != NULL && scene != NULL &&
                    geom != NULL);

  if (geom->cell <= 0)
    return;
  ctx_init (&c, view, geom, scene);

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
  c.view_rect = *clip;

  colors_init (&c);
  if ((gint64) (c.f1 - c.f0 + 1) * (c.r1 - c.r0 + 1) > VECTOR_SQUARES_MAX)
    draw_squares_image (cr, &c);
  else
    draw_squares_vector (cr, &c);

  _kl_board_draw_beacons (cr, &c);
  /* the marks in the scene's order; the squares they fill are coloured
   * already.  Camelot's numbered dots share out each square's corners. */
  slots = g_new0 (guint8, (gsize) view->puzzle->width * view->puzzle->height);
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);

      if (!_kl_board_draw_mark (cr, &c, m) && !_kl_board_draw_camelot_mark (cr, &c, m, slots) &&
          !_kl_board_draw_evidence_mark (cr, &c, m))
        _kl_board_draw_practice_mark (cr, &c, m);
    }
  /* the coordinates last: nothing the answer draws covers them */
  _kl_board_draw_labels (cr, &c);

  g_free (c.colors);
  g_object_unref (c.layout);
  cairo_restore (cr);
}

gboolean
kl_board_overview_rect (const KlBoardGeometry   *geom,
                        const cairo_rectangle_t *viewport,
                        cairo_rectangle_t       *rect)
{
  double side, scale;

  g_return_val_if_fail (geom != NULL && viewport != NULL && rect != NULL, FALSE);

  if (MAX (geom->cols, geom->rows) < OVERVIEW_MIN_SIDE || geom->cell <= 0)
    return FALSE;
  /* only while part of the board is out of view */
  if (geom->x >= viewport->x - 0.5 && geom->y >= viewport->y - 0.5 &&
      geom->x + geom->cols * geom->cell <= viewport->x + viewport->width + 0.5 &&
      geom->y + geom->rows * geom->cell <= viewport->y + viewport->height + 0.5)
    return FALSE;
  side = CLAMP (MIN (viewport->width, viewport->height) * 0.28, 48, 160);
  scale = side / MAX (geom->cols, geom->rows);
  rect->width = geom->cols * scale;
  rect->height = geom->rows * scale;
  rect->x = geom->overview_left ? viewport->x + OVERVIEW_MARGIN_LEFT
                                 : viewport->x + viewport->width - rect->width - OVERVIEW_MARGIN;
  rect->y = viewport->y + OVERVIEW_MARGIN;
  return TRUE;
}

gboolean
kl_board_overview_point (const KlBoardGeometry   *geom,
                         const cairo_rectangle_t *viewport,
                         double                   px,
                         double                   py,
                         double                  *u,
                         double                  *v)
{
  cairo_rectangle_t rect;

  if (!kl_board_overview_rect (geom, viewport, &rect) || px < rect.x || py < rect.y ||
      px >= rect.x + rect.width || py >= rect.y + rect.height)
    return FALSE;
  *u = (px - rect.x) / rect.width * geom->cols;
  *v = (py - rect.y) / rect.height * geom->rows;
  return TRUE;
}

void
kl_board_render_overview (cairo_t                 *cr,
                          const KlBoardView       *view,
                          const KlBoardGeometry   *geom,
                          const cairo_rectangle_t *viewport)
{
  Ctx c = { 0 };
  cairo_rectangle_t rect;
  KlBoardGeometry mini;
  double x0, y0, x1, y1, frame = 3;
  g_autoptr(KlScene) scene = NULL;

  g_return_if_fail (cr != NULL && view != NULL && view->puzzle != NULL && geom != NULL);

  if (!kl_board_overview_rect (geom, viewport, &rect))
    return;
  mini = (KlBoardGeometry) { rect.x, rect.y, rect.width / geom->cols, geom->cols, geom->rows };
  /* the miniature's own scene: at its size a tour is squares by place */
  scene = scene_for (view, mini.cell);
  ctx_init (&c, view, &mini, scene);
  c.miniature = TRUE;
  c.f0 = c.r0 = 0;
  c.f1 = geom->cols - 1;
  c.r1 = geom->rows - 1;
  colors_init (&c);

  cairo_save (cr);
  cairo_rectangle (cr, viewport->x, viewport->y, viewport->width, viewport->height);
  cairo_clip (cr);

  /* a frame in the theme's halo, the board in miniature (its squares as
   * the board colours them, so walls, the distance map and a tour show) */
  cairo_rectangle (cr, rect.x - frame, rect.y - frame, rect.width + 2 * frame,
                   rect.height + 2 * frame);
  cairo_set_source_rgba (cr, c.pal.halo[0], c.pal.halo[1], c.pal.halo[2], 0.9);
  cairo_fill (cr);
  draw_squares_image (cr, &c);

  /* the routes as thin lines: a route the miniature otherwise loses */
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);

      if (m->flags & KL_SCENE_LINES)
        _kl_board_draw_route (cr, &c, m, 1.5);
    }

  /* the start, the target, the knights and the king as dots a few pixels
   * wide, whatever the scale */
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      static const double white[3] = { 1, 1, 1 };
      const KlSceneMark *m = kl_scene_get_mark (scene, i);
      const double *rgb = NULL;
      double x, y;

      switch (m->kind)
        {
        case KL_MARK_START:
        case KL_MARK_MAP_START:
          rgb = c.pal.start;
          break;
        case KL_MARK_TARGET:
        case KL_MARK_TARGET_RING:
        case KL_MARK_TOUR_TARGET:
        case KL_MARK_ARRIVED:
          rgb = c.pal.target;
          break;
        case KL_MARK_KING:
          rgb = c.pal.gather;
          break;
        case KL_MARK_KNIGHT:
          rgb = white;
          break;
        default:
          break;
        }
      if (rgb == NULL)
        continue;
      _kl_board_mark_position (&c, m, &x, &y);
      cairo_arc (cr, x, y, MAX (2.5, mini.cell), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.12);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }

  /* the part in view, outlined in the accent over a halo */
  x0 = rect.x + CLAMP ((viewport->x - geom->x) / geom->cell, 0, geom->cols) * mini.cell;
  x1 = rect.x + CLAMP ((viewport->x + viewport->width - geom->x) / geom->cell, 0, geom->cols) * mini.cell;
  y0 = rect.y + CLAMP ((viewport->y - geom->y) / geom->cell, 0, geom->rows) * mini.cell;
  y1 = rect.y + CLAMP ((viewport->y + viewport->height - geom->y) / geom->cell, 0, geom->rows) * mini.cell;
  cairo_rectangle (cr, x0 + 1, y0 + 1, MAX (x1 - x0 - 2, 1), MAX (y1 - y0 - 2, 1));
  cairo_set_source_rgba (cr, c.pal.halo[0], c.pal.halo[1], c.pal.halo[2], 0.9);
  cairo_set_line_width (cr, 4);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_restore (cr);
  g_free (c.colors);
}
