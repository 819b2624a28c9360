/* kl-board-private.h - what the board widget's two files share: its
 * instance struct, and the helpers the input code (kl-board-input.c:
 * pointer, keys, zoom, edits) borrows from the widget code (kl-board.c:
 * drawing, scrolling, accessibility, properties). */
#pragma once

#include "kl-board.h"

G_BEGIN_DECLS

#define PADDING    12.0
#define ZOOM_STEP  1.25
#define CELL_MAX   120.0
/* A touchpad's smooth scroll, in pixels, that makes one zoom step. */
#define SMOOTH_PIXELS_PER_STEP 40.0

typedef enum
{
  DRAG_NONE,
  DRAG_PAINT,     /* set walls to paint_value along the drag */
  DRAG_ERASE,     /* the eraser: remove everything along the drag */
  DRAG_MOVE,      /* carry the piece drag_piece */
  DRAG_PAN,       /* middle button: scroll the view */
  DRAG_OVERVIEW,  /* on the overview: bring the point under the pointer into view */
  DRAG_CLICK,     /* an edit is open but dragging does nothing */
} DragKind;

/* Everything the drawing depends on: the cached board is reused while
 * this stays the same (the pointer moving, the cursor, focus changes). */
typedef struct
{
  KlBoardView     view;
  KlBoardGeometry geom;
  int             width;
  int             height;
  guint           serial;
  guint           scale;
} CacheKey;

struct _KlBoard
{
  GtkWidget            parent_instance;

  /* owned */
  KlHistory *history;
  KlSolution            *result;
  GtkAdjustment       *hadjustment;
  GtkAdjustment       *vadjustment;
  GskRenderNode       *cache;         /* the board as last drawn, marks aside */

  KlMode               mode;
  KlTool               tool;
  gboolean             show_search;
  gboolean             show_tree;
  gboolean             show_costs;
  KlBoardTheme         board_theme;
  gboolean             show_coordinates;
  gboolean             high_contrast;
  double               frame;
  double               cell;          /* square size when not fitting */
  gboolean             fit;
  int                  cursor;
  gboolean             cursor_shown;  /* only after keyboard use */
  int                  hover;
  int                  highlight;     /* kl_board_set_highlight, or -1 */
  GtkScrollablePolicy  hscroll_policy;
  GtkScrollablePolicy  vscroll_policy;

  /* the drag under way: one pointer gesture, from press to release */
  struct
  {
    DragKind           kind;
    KlTool             piece;       /* DRAG_MOVE: the piece carried */
    int                cell;        /* the square it is over */
    gboolean           moved;
    gboolean           paint_value; /* DRAG_PAINT: walls set or cleared */
    double             x;           /* where it began */
    double             y;
    double             pan_h;       /* DRAG_PAN: the scroll position then */
    double             pan_v;
  }                    drag;
  gulong               changed_id;
  guint                serial;        /* counts puzzle changes, for the cache */
  double               usual_lo[2];   /* each axis's usual scroll range (usual_range) */
  double               usual_hi[2];
  double               zoom_scroll;   /* smooth Ctrl+scroll not yet a whole step */
  /* where the pointer is over the board (motion and crossing events): GTK 4
   * scroll events carry no position, so Ctrl+scroll zooms around this */
  GtkEventController  *view_scroll;   /* owned; on view while rooted */
  GtkEventController  *view_motion;
  GtkWidget           *view;          /* borrowed: the scrolled window, or the board */
  gboolean             pointer_in;
  double               pointer_x;
  double               pointer_y;
  gboolean             overview_left; /* the overview moved to the top-left corner */
  double               pinch_cell;    /* the square size when a pinch began */
  CacheKey             cache_key;
  const char          *note;          /* kl_board_scene_note () of the board last drawn */
  gboolean             note_hidden;   /* the note is not drawn (kl_board_set_note_visible) */

  /* practice: the board takes answers instead of edits */
  gboolean             answering;
  KlScenePractice      practice;      /* its arrays owned */
  gboolean             has_practice;
  char                *practice_text; /* said in the description instead of the answer */
  char                *description;   /* the accessible description as last set */
  char                *caption;       /* said first in the description (which algorithm), or NULL */
};

/* "square-picked": a click, or Space on the cursor, while answering. */
void _kl_board_pick (KlBoard *self, int cell);

const KlPuzzle * _kl_board_puzzle_of (KlBoard *self);
double _kl_board_fit_cell (KlBoard *self);
double _kl_board_current_cell (KlBoard *self);
void _kl_board_configure_axis (KlBoard *self, int axis, double board, double page, double value);
void _kl_board_configure_adjustments (KlBoard *self);
void _kl_board_update_accessible (KlBoard *self);
/* kl-board-input.c: the controllers, made when the widget is. */
void _kl_board_input_init (KlBoard *self);
/* ... and those watching the view (the scrolled window round the board),
 * added when the board is rooted and taken off when it is unrooted. */
void _kl_board_input_attach (KlBoard *self);
void _kl_board_input_detach (KlBoard *self);

G_END_DECLS
