/* kl-picture.h - a frame as a picture that explains itself: the board,
 * and, as asked, the answer's headline above it, the frame's step sentence
 * under it and the legend of the marks it shows.  The exports (still and
 * animated) and knight-solve's --export-image draw through it. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "kl-board-render.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean headline;  /* the answer's headline above the board */
  gboolean legend;    /* the legend: the marks the frame shows and what they mean */
  gboolean caption;   /* the frame's step sentence under the board */
  int      width;     /* the whole picture's width in pixels; 0: the board's natural export size */
} KlPictureOptions;

/* The size in pixels of view's picture with options. */
void kl_picture_size (const KlBoardView      *view,
                      const KlPictureOptions *options,
                      int                    *width,
                      int                    *height);
/* Draws it at (0, 0) on cr, on white paper. */
void kl_picture_draw (cairo_t                *cr,
                      const KlBoardView      *view,
                      const KlPictureOptions *options);

G_END_DECLS
