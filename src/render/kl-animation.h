/* kl-animation.h - an answer's playback as an animated GIF (giflib), a WebM
 * video (GStreamer's VP8 encoder and WebM muxer) or an animated SVG (SMIL),
 * one frame a step, each frame a picture (kl-picture.h). */
#pragma once

#include <gio/gio.h>

#include "kl-picture.h"

G_BEGIN_DECLS

typedef enum
{
  KL_ANIMATION_GIF,
  KL_ANIMATION_WEBM,
  KL_ANIMATION_SVG,
} KlAnimationFormat;

typedef struct
{
  KlPictureOptions picture;
  guint            first;            /* the steps shown, inclusive (clamped to the answer's) */
  guint            last;
  double           steps_per_second; /* the playback speed */
} KlAnimationOptions;

/* The speeds an animation may play at, in steps a second (GIF counts
 * delays in hundredths of a second, and browsers play less than 2 as 10). */
#define KL_ANIMATION_MIN_SPEED 0.05
#define KL_ANIMATION_MAX_SPEED 50.0

/* The format a file name asks for by its extension (.gif, .webm, .svg). */
gboolean kl_animation_format_from_path (const char        *path,
                                        KlAnimationFormat *format);

/* ".gif", ".webm" or ".svg". */
const char *kl_animation_extension    (KlAnimationFormat  format);

/* The steps an export of first..last shows: last clamped to the answer's
 * last step (kl_board_view_frames: steps 0..frames, the last the whole
 * answer), first to last.  One frame a step: *last_out - *first_out + 1. */
void        kl_animation_steps        (const KlBoardView *view,
                                       guint              first,
                                       guint              last,
                                       guint             *first_out,
                                       guint             *last_out);

/* Called on the exporting thread after each frame. */
typedef void (*KlAnimationProgress) (guint    done,
                                     guint    total,
                                     gpointer user_data);

/* Writes view's answer, steps options->first..last, to path, atomically.
 * view->puzzle and view->result must stay alive and unchanged meanwhile
 * (the app gives the thread its own).  Cancelled: FALSE with
 * G_IO_ERROR_CANCELLED and no file left; an existing file stays as it was
 * on any error. */
gboolean kl_animation_export (const KlBoardView         *view,
                              const KlAnimationOptions  *options,
                              KlAnimationFormat          format,
                              const char                *path,
                              KlAnimationProgress        progress,
                              gpointer                   user_data,
                              GCancellable              *cancellable,
                              GError                   **error);

G_END_DECLS
