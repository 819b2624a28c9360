/* test-media.h - what the picture and animation tests share: a small
 * solved puzzle and its view, pictures rendered in memory, and pixels. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "kl-board-render.h"
#include "kl-picture.h"

G_BEGIN_DECLS

typedef struct
{
  KlPuzzle    *puzzle;
  KlSolution  *solution;
  KlBoardView  view;   /* the whole answer (frame past the last) */
} TmAnswer;

/* mode on a w x h board: start in the corner a1, the target (path,
 * dynamic) in the opposite one, a wall on b3 when the board has one;
 * Camelot: a king and two knights.  Solved with its explanation. */
TmAnswer        *tm_answer_new      (KlMode                  mode,
                                     int                     w,
                                     int                     h);
void             tm_answer_free     (TmAnswer               *a);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmAnswer, tm_answer_free)

/* The picture as an ARGB32 image. */
cairo_surface_t *tm_render_surface  (const KlBoardView      *view,
                                     const KlPictureOptions *options);
/* Its pixels (and size). */
GBytes          *tm_render          (const KlBoardView      *view,
                                     const KlPictureOptions *options,
                                     int                    *width,
                                     int                    *height);
/* 0xAARRGGBB */
guint32          tm_pixel           (cairo_surface_t        *s,
                                     int                     x,
                                     int                     y);
/* Whether the rectangle [x0, x1) x [y0, y1) of s has a pixel within tol
 * of colour in each channel. */
gboolean         tm_has_colour      (cairo_surface_t        *s,
                                     int                     x0,
                                     int                     y0,
                                     int                     x1,
                                     int                     y1,
                                     guint32                 colour,
                                     int                     tol);

char            *tm_tmpdir          (void);
/* Files in dir, hidden ones (temporary files) included. */
guint            tm_count_files     (const char             *dir);
/* Removes dir and the files in it. */
void             tm_rmdir           (const char             *dir);

/* A full disk: in a child process whose files may grow to limit bytes,
 * write (path, data) must fail with an error naming the file; then the
 * old file at path is whole and no temporary file is left beside it.
 * name: the file's name in a fresh folder. */
typedef gboolean (*TmWriteFunc) (const char *path, gpointer data, GError **error);
void             tm_check_full_disk (const char             *name,
                                     guint                   limit,
                                     TmWriteFunc             write,
                                     gpointer                data);

G_END_DECLS
