/* kl-board-render-private.h - what the renderer's files share: the drawing
 * context and palette, the sizes below which marks are left out, and the
 * helpers each layer uses.  kl-board-render.c draws the squares and holds
 * the public functions; kl-board-marks.c draws what stands on them (routes,
 * badges, pieces, labels) for the path, distance and tour modes,
 * kl-board-camelot.c for Camelot, kl-board-evidence.c the evidence of a
 * "none", and kl-board-legend.c the legend's swatches. */
#pragma once

#include <pango/pangocairo.h>

#include "kl-board-render.h"

G_BEGIN_DECLS

/* Boards this many squares a side or more get an overview while zoomed in,
 * OVERVIEW_MARGIN pixels in from the view's top-right corner. */
#define OVERVIEW_MIN_SIDE 64
#define OVERVIEW_MARGIN   12.0

/* More visible squares than this are painted as a scaled image. */
#define VECTOR_SQUARES_MAX 6400

#define LABEL_MIN_CELL   24.0
/* Zoomed in on squares smaller than LABEL_MIN_CELL, the rulers name some of them. */
#define RULER_MIN_CELL    6.0
#define NUMBER_MIN_CELL  18.0
#define GLYPH_MIN_CELL   10.0
/* The target ring's radius and line, and the corner badges' height, in
 * squares: the badges stay clear of the ring's middle, and draw under it. */
#define TARGET_RADIUS    0.27
#define TARGET_LINE      0.06
#define BADGE_HEIGHT     0.3
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
  const KlSolution        *result;  /* NULL unless it fits the puzzle and mode */
  Palette                pal;
  guint                  frames;
  gboolean               finished;
  int                    step;    /* floor (frame) */
  double                 t;       /* frame - step, eased */
  int                    f0, f1, r0, r1;  /* visible squares, inclusive */
  PangoLayout           *layout;
  double                 font_px;
  cairo_rectangle_t      view_rect;  /* the part of the surface in view: the clip */
  gboolean               miniature;  /* the overview: free squares in one colour */
  const gint64          *heat;       /* Camelot's gathering costs when shown, else NULL */
  gint64                 heat_min, heat_max;
} Ctx;

#define KL_BOARD_PIECE_COLORS 6
/* The colours of Camelot's pieces, and of the dynamic knight's B and T. */
extern const double _kl_board_piece_colors[KL_BOARD_PIECE_COLORS][3];

/* kl-board-render.c */
void     _kl_board_palette_init  (Palette *pal, const KlBoardView *view);
void     _kl_board_rgb_mix       (double out[3], const double a[3], const double b[3], double t);
double   _kl_board_luminance     (const double rgb[3]);
/* The BFS wave's tints over a square of colour rgb: visited, or the frontier. */
void     _kl_board_wave_color    (Ctx *c, gboolean frontier, double rgb[3]);
void     _kl_board_unreached_color (double rgb[3]);
void     _kl_board_cell_center   (Ctx *c, int cell, double *px, double *py);
void     _kl_board_cell_rect     (Ctx *c, int cell, double *x, double *y);
gboolean _kl_board_cell_visible  (Ctx *c, int cell);
gboolean _kl_board_wave_layer    (Ctx *c, int *layer);
void     _kl_board_square_color  (Ctx *c, int cell, double rgb[3]);

/* kl-board-marks.c */
double   _kl_board_ease          (double t);
void     _kl_board_draw_labels   (cairo_t *cr, Ctx *c);
void     _kl_board_draw_path     (cairo_t *cr, Ctx *c);
void     _kl_board_draw_distance (cairo_t *cr, Ctx *c);
void     _kl_board_draw_tour     (cairo_t *cr, Ctx *c);
void     _kl_board_draw_camelot  (cairo_t *cr, Ctx *c);
void     _kl_board_draw_costs    (cairo_t *cr, Ctx *c);
void     _kl_board_set_font      (Ctx *c, double px, gboolean bold);
gboolean _kl_board_segment_visible (Ctx *c, int a, int b);
void     _kl_board_glyph         (cairo_t *cr, Ctx *c, const char *glyph, double x, double y,
                                  const double fill[3], double scale);
void     _kl_board_target        (cairo_t *cr, Ctx *c, int cell_idx);
void     _kl_board_end_marker    (cairo_t *cr, Ctx *c, int cell_idx);
/* Text centred on (x, y) in the font set last. */
void     _kl_board_text          (cairo_t *cr, Ctx *c, const char *text, double x, double y,
                                  const double fill[3]);
/* A number in a pill in the top-right corner of a square. */
void     _kl_board_corner_badge  (cairo_t *cr, Ctx *c, int cell, guint number,
                                  const double fill[3]);

/* kl-board-evidence.c: an answer's reason at rest */
gboolean _kl_board_evidence_shown  (Ctx *c);
/* The square's colour under the evidence: the region, the pieces. */
void     _kl_board_evidence_color  (Ctx *c, int cell, double rgb[3]);
/* Walls outlined, dead ends, the colours counted. */
void     _kl_board_draw_evidence   (cairo_t *cr, Ctx *c);
/* Appends the marks the reason's evidence draws to marks[*n]. */
void     _kl_board_evidence_marks  (const KlReason *reason, KlMode mode, KlMark *marks, guint *n);
/* Draws an evidence mark's swatch; FALSE for the other marks. */
gboolean _kl_board_evidence_swatch (cairo_t *cr, Ctx *c, KlMark mark, double size);

G_END_DECLS
