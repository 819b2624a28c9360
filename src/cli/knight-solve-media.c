/* knight-solve-media.c - knight-solve's picture module: --export-image and
 * --export-animation drawn by src/render (cairo, pango, giflib,
 * GStreamer), opened by knight-solve only when asked (cli-media.h). */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <gmodule.h>

#include "cli-media.h"
#include "kl-animation.h"
#include "kl-export.h"
#include "kl-export-private.h"

G_MODULE_EXPORT const guint kl_cli_media_abi = KL_CLI_MEDIA_ABI;

/* Errors of the command line's domain would need its quark: these are
 * G_IO_ERROR's, which knight-solve reports the same way. */
static gboolean
fail (GError    **error,
      const char *message)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, message);
  return FALSE;
}

G_MODULE_EXPORT gboolean kl_cli_media_check (const KlCliMediaRequest *request,
                                             GError                 **error);
G_MODULE_EXPORT gboolean kl_cli_media_export (const KlCliMediaRequest *request,
                                              const char              *image,
                                              const char              *animation,
                                              const KlPuzzle          *puzzle,
                                              KlMode                   mode,
                                              const KlSolution        *solution,
                                              GError                 **error);

gboolean
kl_cli_media_check (const KlCliMediaRequest *request,
                    GError                 **error)
{
  KlExportFormat image_format;
  KlAnimationFormat animation_format;

  if (request->size != sizeof *request)
    return fail (error, _("knight-solve and its picture module are from different builds"));
  if (request->image != NULL && !kl_export_format_from_path (request->image, &image_format))
    {
      g_autofree char *name = g_filename_display_name (request->image);

      /* Translators: %s is a file name */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("--export-image: “%s” must end in .png, .svg or .pdf"), name);
      return FALSE;
    }
  if (request->animation != NULL &&
      !kl_animation_format_from_path (request->animation, &animation_format))
    {
      g_autofree char *name = g_filename_display_name (request->animation);

      /* Translators: %s is a file name */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("--export-animation: “%s” must end in .gif, .webm or .svg"), name);
      return FALSE;
    }
  if (request->width < 0 || request->width > KL_EXPORT_MAX_SIDE ||
      (request->width > 0 && request->width < 16))
    {
      /* Translators: the range of --width, in pixels */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("--width must be from %d to %d pixels"), 16, KL_EXPORT_MAX_SIDE);
      return FALSE;
    }
  if (!(request->speed >= KL_ANIMATION_MIN_SPEED && request->speed <= KL_ANIMATION_MAX_SPEED))
    {
      /* Translators: the range of --speed, in steps a second */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("--speed must be from %g to %g steps a second"), KL_ANIMATION_MIN_SPEED,
                   KL_ANIMATION_MAX_SPEED);
      return FALSE;
    }
  return TRUE;
}

gboolean
kl_cli_media_export (const KlCliMediaRequest *request,
                     const char              *image,
                     const char              *animation,
                     const KlPuzzle          *puzzle,
                     KlMode                   mode,
                     const KlSolution        *solution,
                     GError                 **error)
{
  KlPictureOptions picture = { request->headline, request->legend, request->caption,
                               request->width };
  KlBoardView view;

  if (!kl_cli_media_check (request, error))
    return FALSE;
  kl_board_view_init (&view, puzzle);
  view.mode = mode;
  view.result = solution;
  /* a tour solved with --search shows its search, as --explain prints it */
  view.show_search = solution != NULL && solution->search_explain != NULL;
  if (image != NULL)
    {
      KlExportFormat format;

      kl_export_format_from_path (image, &format);
      view.frame = request->has_step ? request->step : G_MAXDOUBLE;
      if (!kl_export_picture (&view, &picture, format, image, error))
        return FALSE;
    }
  if (animation != NULL)
    {
      KlAnimationOptions options = { picture, request->first, request->last, request->speed };
      KlAnimationFormat format;

      kl_animation_format_from_path (animation, &format);
      if (!kl_animation_export (&view, &options, format, animation, NULL, NULL, NULL, error))
        return FALSE;
    }
  return TRUE;
}
