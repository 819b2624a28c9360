/* cli-media.h - between knight-solve and its picture module
 * (knight-solve-media.so, src/cli/knight-solve-media.c): what to export
 * and the two functions the module exports.  knight-solve links no cairo,
 * pango or GStreamer, so a plain command starts as fast as a C program
 * can; the module, which has them, is opened only when an --export option
 * is given (cli-export.c).  No cairo type crosses: the module turns the
 * request into kl-picture.h's and kl-animation.h's options. */
#pragma once

#include <glib.h>

#include "kl-puzzle.h"
#include "kl-solution.h"

G_BEGIN_DECLS

/* Raised whenever the request or the functions change: a module from
 * another build is refused rather than called wrongly. */
#define KL_CLI_MEDIA_ABI 1

typedef struct {
  gsize       size;           /* sizeof (KlCliMediaRequest) */
  const char *image;          /* --export-image FILE (.png, .svg, .pdf), or NULL */
  const char *animation;      /* --export-animation FILE (.gif, .webm, .svg), or NULL */
  gboolean    headline;       /* --headline */
  gboolean    legend;         /* --legend */
  gboolean    caption;        /* --caption */
  int         width;          /* --width PIXELS; 0: the natural size */
  gboolean    has_step;       /* --step N: the image shows step N, else the whole answer */
  guint       step;
  guint       first;          /* --from-step, --to-step: the animation's steps */
  guint       last;           /* G_MAXUINT: to the end */
  double      speed;          /* --speed STEPS_PER_SECOND */
} KlCliMediaRequest;

/* Checks a request before anything is solved: the files' extensions, the
 * width and the speed.  Errors name the option. */
typedef gboolean (*KlCliMediaCheck) (const KlCliMediaRequest *request,
                                     GError                 **error);
/* Writes the request's files of solution (for puzzle in mode); image and
 * animation are the file names to write (the request's, numbered when a
 * set has several puzzles).  Files are written atomically. */
typedef gboolean (*KlCliMediaExport) (const KlCliMediaRequest *request,
                                      const char              *image,
                                      const char              *animation,
                                      const KlPuzzle          *puzzle,
                                      KlMode                   mode,
                                      const KlSolution        *solution,
                                      GError                 **error);

/* The module's exported names */
#define KL_CLI_MEDIA_ABI_SYMBOL    "kl_cli_media_abi"
#define KL_CLI_MEDIA_CHECK_SYMBOL  "kl_cli_media_check"
#define KL_CLI_MEDIA_EXPORT_SYMBOL "kl_cli_media_export"

G_END_DECLS
