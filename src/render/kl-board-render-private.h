/* kl-board-render-private.h - what the renderer's files share: the drawing
 * context and palette, the sizes below which marks are left out, and the
 * helpers each layer uses.  The renderer paints a scene (kl-scene.h) and
 * decides nothing: kl-board-render.c draws the squares with the marks that
 * colour them and holds the public functions; kl-board-marks.c draws the
 * marks of the path, distance and tour modes (routes, badges, pieces,
 * labels), kl-board-camelot.c Camelot's, kl-board-evidence.c the evidence
 * of a "none", and kl-board-legend.c the legend and its swatches. */
#pragma once

#include <pango/pangocairo.h>

#include "kl-board-render.h"

G_BEGIN_DECLS

/* Boards this many squares a side or more get an overview while zoomed in,
 * OVERVIEW_MARGIN pixels in from the view's top-right corner. */
#define OVERVIEW_MIN_SIDE 64
#define OVERVIEW_MARGIN   12.0
/* In the top-left corner, further in: clear of the rank numbers' ruler. */
#define OVERVIEW_MARGIN_LEFT 40.0

/* More visible squares than this are painted as a scaled image. */
#define VECTOR_SQUARES_MAX 6400

#define LABEL_MIN_CELL   24.0
/* Zoomed in on squares smaller than LABEL_MIN_CELL, the rulers name some of them. */
#define RULER_MIN_CELL    6.0
/* The scene leaves out what is too small to read; the renderer checks the
 * same sizes where one mark has parts of both kinds (a route's numbers). */
#define NUMBER_MIN_CELL  KL_SCENE_NUMBER_MIN_CELL
#define GLYPH_MIN_CELL   KL_SCENE_GLYPH_MIN_CELL
/* Numbers never shrink below this with their squares (their discs and
 * pills grow around them instead). */
#define TEXT_MIN_PX      KL_SCENE_TEXT_MIN_PX
/* On squares too small for glyphs the pieces, the start and the target
 * stay this many pixels across, however small the squares: a 300 x 300
 * board fitted to a window has squares under 2 px. */
#define PIECE_MIN_PX     10.0
#define BEACON_MIN_PX    13.0
/* The target ring's radius and line, and the corner badges' height, in
 * squares: the badges stay clear of the ring's middle, and draw under it. */
#define TARGET_RADIUS    0.27
#define TARGET_LINE      0.06
#define BADGE_HEIGHT     0.3
/* Grown to hold TEXT_MIN_PX text on small squares, up to this. */
#define BADGE_MAX_HEIGHT 0.6

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
  double gather[3];    /* gold: the gathering square, the king, the pickup */
  double ring[3];      /* the target's ring and a tour's end: a deeper red than its tint */
  double alarm[3];     /* a backtrack, a door */
  double dead_end[3];
  double choice[3];    /* Warnsdorff's green */
  double line_scale;   /* routes and rings: thicker in high contrast */
  double halo_alpha;   /* the halo under a route: opaque in high contrast */
} Palette;

typedef struct
{
  const KlBoardView     *view;
  const KlBoardGeometry *geom;
  const KlPuzzle        *puzzle;
  const KlScene         *scene;   /* what to draw: nothing else says */
  Palette                pal;
  int                    f0, f1, r0, r1;  /* visible squares, inclusive */
  double                *colors;  /* the visible squares' colours, 3 a square, row by row
                                   * from (f0, r0), the marks that fill them applied */
  PangoLayout           *layout;
  double                 font_px;
  cairo_rectangle_t      view_rect;  /* the part of the surface in view: the clip */
  gboolean               miniature;  /* the overview: free squares in one colour */
} Ctx;

#define KL_BOARD_PIECE_COLORS 6
/* The colours of Camelot's pieces, and of the dynamic knight's B and T. */
extern const double _kl_board_piece_colors[KL_BOARD_PIECE_COLORS][3];

/* kl-board-render.c */
void     _kl_board_palette_init  (Palette *pal, const KlBoardView *view);
void     _kl_board_rgb_mix       (double out[3], const double a[3], const double b[3], double t);
double   _kl_board_luminance     (const double rgb[3]);
/* The palette entry of a role (piece: KL_ROLE_PIECE's piece). */
void     _kl_board_role_rgb      (Ctx *c, KlSceneRole role, guint piece, double rgb[3]);
/* A mark that fills its squares, applied to its i-th square's colour. */
void     _kl_board_fill          (Ctx *c, const KlSceneMark *m, guint i, double rgb[3]);
void     _kl_board_cell_center   (Ctx *c, int cell, double *px, double *py);
void     _kl_board_cell_rect     (Ctx *c, int cell, double *x, double *y);
gboolean _kl_board_cell_visible  (Ctx *c, int cell);
void     _kl_board_square_color  (Ctx *c, int cell, double rgb[3]);
/* A piece's place: t of the way from the mark's first square to its second. */
void     _kl_board_mark_position (Ctx *c, const KlSceneMark *m, double *x, double *y);

/* kl-board-marks.c: the marks of the path, distance and tour modes */
void     _kl_board_draw_labels   (cairo_t *cr, Ctx *c);
/* On squares too small for glyphs: the start and the target as discs of
 * BEACON_MIN_PX, under every other mark. */
void     _kl_board_draw_beacons  (cairo_t *cr, Ctx *c);
/* A route's lines (ROUTE, PIECE_MOVE, RIDE), width pixels wide. */
void     _kl_board_draw_route    (cairo_t *cr, Ctx *c, const KlSceneMark *m, double width);
/* Draws a mark of those modes; FALSE for the other kinds. */
gboolean _kl_board_draw_mark     (cairo_t *cr, Ctx *c, const KlSceneMark *m);
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

/* kl-board-camelot.c: Camelot's marks; FALSE for the other kinds */
gboolean _kl_board_draw_camelot_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m, guint8 *slots);

/* kl-board-evidence.c: the marks of an answer's reason, one function a
 * reason kind; FALSE for the other kinds */
gboolean _kl_board_draw_evidence_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m);
/* Draws an evidence mark's swatch; FALSE for the other marks. */
gboolean _kl_board_evidence_swatch (cairo_t *cr, Ctx *c, KlMark mark, double size);

/* kl-board-practice.c: the learner's answer; FALSE for the other kinds */
gboolean _kl_board_draw_practice_mark (cairo_t *cr, Ctx *c, const KlSceneMark *m);
gboolean _kl_board_practice_swatch (cairo_t *cr, Ctx *c, KlMark mark, double size);

G_END_DECLS
