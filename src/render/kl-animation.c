/* kl-animation.c - an answer's playback as a file: each step a picture
 * (kl-picture.c), encoded by real encoders: giflib for GIF, GStreamer's
 * VP8 encoder and WebM muxer for video, cairo's SVG surface for frames
 * that SMIL shows in turn. */
#define G_LOG_DOMAIN "knight-lab"

#include "config.h"

#include <gif_lib.h>
#include <glib/gi18n.h>
#include <gst/app/gstappsrc.h>
#include <gst/gst.h>
#include <gst/video/video.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "kl-animation.h"
#include "kl-explain.h"
#include "kl-export-private.h"

/* The frames of an export: steps first..last, every one drawn at the top
 * of a width x height picture (the tallest step's: captions and legends differ). */
typedef struct
{
  KlBoardView         view;
  KlPictureOptions    picture;
  guint               first;
  guint               last;
  guint               total;
  int                 width;
  int                 height;
  double              steps_per_second;
  const char         *path;
  KlAnimationProgress progress;
  gpointer            user_data;
  GCancellable       *cancellable;
} Job;

gboolean
kl_animation_format_from_path (const char        *path,
                               KlAnimationFormat *format)
{
  g_autofree char *lower = NULL;

  g_return_val_if_fail (path != NULL && format != NULL, FALSE);
  lower = g_ascii_strdown (path, -1);
  if (g_str_has_suffix (lower, ".gif"))
    *format = KL_ANIMATION_GIF;
  else if (g_str_has_suffix (lower, ".webm"))
    *format = KL_ANIMATION_WEBM;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = KL_ANIMATION_SVG;
  else
    return FALSE;
  return TRUE;
}

const char *
kl_animation_extension (KlAnimationFormat format)
{
  switch (format)
    {
    case KL_ANIMATION_WEBM:
      return ".webm";
    case KL_ANIMATION_SVG:
      return ".svg";
    case KL_ANIMATION_GIF:
    default:
      return ".gif";
    }
}

void
kl_animation_steps (const KlBoardView *view,
                    guint              first,
                    guint              last,
                    guint             *first_out,
                    guint             *last_out)
{
  guint frames = kl_board_view_frames (view);

  /* steps 0..frames: the start, a step a frame, the whole answer last */
  last = MIN (last, frames);
  first = MIN (first, last);
  *first_out = first;
  *last_out = last;
}

/* The step sentence of step k of the view's answer, or NULL. */
static char *
step_sentence (const KlBoardView *view,
               guint              k)
{
  KlExplain *explain;
  KlExplainStep *step;
  char *text;

  if (kl_board_view_frames (view) == 0 ||
      (explain = kl_solution_get_explain (view->result, view->show_search)) == NULL)
    return NULL;
  step = kl_explain_get_step (explain, MIN (k, kl_explain_get_n_steps (explain) - 1));
  if (step == NULL)
    return NULL;
  text = step->text != NULL && step->text[0] != '\0' ? g_strdup (step->text) : NULL;
  kl_explain_step_free (step);
  return text;
}

static gboolean
job_cancelled (Job     *job,
               GError **error)
{
  return g_cancellable_set_error_if_cancelled (job->cancellable, error);
}

static void
job_progress (Job  *job,
              guint done)
{
  if (job->progress != NULL)
    job->progress (done, job->total, job->user_data);
}

/* Step k drawn on surface (job->width x job->height), paper below the picture. */
static void
job_draw (Job     *job,
          cairo_t *cr,
          guint    k)
{
  KlBoardView view = job->view;

  view.frame = k;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_restore (cr);
  kl_picture_draw (cr, &view, &job->picture);
}

static cairo_surface_t *
job_render (Job   *job,
            guint  k)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, job->width, job->height);
  cairo_t *cr = cairo_create (s);

  job_draw (job, cr, k);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* ------------------------------------------------------------------ GIF */

typedef struct
{
  KlAtomicFile file;
  GError      *error;   /* the first failed write's */
} GifSink;

static int
gif_write_cb (GifFileType       *gif,
              const GifByteType *data,
              int                length)
{
  GifSink *sink = gif->UserData;

  if (sink->error != NULL)
    return 0;
  if (!kl_atomic_file_write (&sink->file, data, (gsize) length, &sink->error))
    return 0;
  return length;
}

static gboolean
gif_failed (Job        *job,
            GifSink    *sink,
            int         code,
            GError    **error)
{
  if (sink->error != NULL)
    g_propagate_error (error, g_steal_pointer (&sink->error));
  else
    kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path, GifErrorString (code));
  return FALSE;
}

/* Netscape's application extension: loop forever (a count of 0). */
static gboolean
gif_put_loop (GifFileType *gif)
{
  static const GifByteType loop[3] = { 1, 0, 0 };

  return EGifPutExtensionLeader (gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
         EGifPutExtensionBlock (gif, 11, "NETSCAPE2.0") == GIF_OK &&
         EGifPutExtensionBlock (gif, 3, loop) == GIF_OK &&
         EGifPutExtensionTrailer (gif) == GIF_OK;
}

/* Frame i's delay in hundredths of a second: the frames start at
 * round (i * 100 / speed), so the whole stays in time at any speed. */
static int
gif_delay (Job  *job,
           guint i)
{
  double cs = 100.0 / job->steps_per_second;
  int delay = (int) (round ((i + 1) * cs) - round (i * cs));

  /* browsers play delays under 2 as 10 */
  return CLAMP (delay, 2, 65535);
}

/* GifQuantizeBuffer builds its palette from 5 bits a channel: paper comes
 * out 248 grey.  Each entry becomes the mean of the pixels it stands for,
 * so the flat colours (most of a board) are exact again. */
static void
gif_refine_palette (GifColorType      *palette,
                    int                colours,
                    const GifByteType *pixels,
                    const GifByteType *r,
                    const GifByteType *g,
                    const GifByteType *b,
                    gsize              n)
{
  guint64 sum[256][3] = { { 0 } }, count[256] = { 0 };

  for (gsize i = 0; i < n; i++)
    {
      sum[pixels[i]][0] += r[i];
      sum[pixels[i]][1] += g[i];
      sum[pixels[i]][2] += b[i];
      count[pixels[i]]++;
    }
  for (int c = 0; c < colours && c < 256; c++)
    if (count[c] > 0)
      {
        palette[c].Red = (GifByteType) ((sum[c][0] + count[c] / 2) / count[c]);
        palette[c].Green = (GifByteType) ((sum[c][1] + count[c] / 2) / count[c]);
        palette[c].Blue = (GifByteType) ((sum[c][2] + count[c] / 2) / count[c]);
      }
}

static gboolean
gif_put_frame (Job         *job,
               GifFileType *gif,
               guint        i,
               int         *code)
{
  cairo_surface_t *s = job_render (job, job->first + i);
  gsize n = (gsize) job->width * job->height;
  g_autofree GifByteType *r = g_malloc (n), *g = g_malloc (n), *b = g_malloc (n);
  g_autofree GifByteType *pixels = g_malloc (n);
  g_autofree GifByteType *ext = g_malloc (4);
  const guint8 *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s);
  ColorMapObject *map = GifMakeMapObject (256, NULL);
  GraphicsControlBlock gcb = { DISPOSAL_UNSPECIFIED, false, gif_delay (job, i),
                               NO_TRANSPARENT_COLOR };
  int colours = 256;
  gboolean ok = FALSE;

  for (int y = 0; y < job->height; y++)
    {
      const guint32 *row = (const guint32 *) (const void *) (data + (gsize) y * stride);

      for (int x = 0; x < job->width; x++)
        {
          gsize at = (gsize) y * job->width + x;

          r[at] = (row[x] >> 16) & 0xff;
          g[at] = (row[x] >> 8) & 0xff;
          b[at] = row[x] & 0xff;
        }
    }
  cairo_surface_destroy (s);
  *code = E_GIF_ERR_NOT_ENOUGH_MEM;
  if (map == NULL)
    return FALSE;
  /* each frame its own 256 colours (median cut): the board's few flat
   * colours come through, the text's anti-aliasing nearly */
  if (GifQuantizeBuffer ((unsigned) job->width, (unsigned) job->height, &colours, r, g, b, pixels,
                         map->Colors) != GIF_OK)
    goto out;
  gif_refine_palette (map->Colors, colours, pixels, r, g, b, n);
  EGifGCBToExtension (&gcb, ext);
  if (EGifPutExtension (gif, GRAPHICS_EXT_FUNC_CODE, 4, ext) != GIF_OK ||
      EGifPutImageDesc (gif, 0, 0, job->width, job->height, false, map) != GIF_OK)
    goto fail;
  for (int y = 0; y < job->height; y++)
    if (EGifPutLine (gif, pixels + (gsize) y * job->width, job->width) != GIF_OK)
      goto fail;
  ok = TRUE;
  goto out;
fail:
  *code = gif->Error;
out:
  GifFreeMapObject (map);
  return ok;
}

static gboolean
export_gif (Job     *job,
            GError **error)
{
  GifSink sink = { 0 };
  GifFileType *gif;
  int code = 0;

  if (!kl_atomic_file_open (&sink.file, job->path, error))
    return FALSE;
  gif = EGifOpen (&sink, gif_write_cb, &code);
  if (gif == NULL)
    {
      gif_failed (job, &sink, code, error);
      kl_atomic_file_abort (&sink.file);
      return FALSE;
    }
  EGifSetGifVersion (gif, true);
  if (EGifPutScreenDesc (gif, job->width, job->height, 8, 0, NULL) != GIF_OK ||
      !gif_put_loop (gif))
    {
      code = gif->Error;
      goto fail;
    }
  for (guint i = 0; i < job->total; i++)
    {
      if (job_cancelled (job, error))
        goto cancelled;
      if (!gif_put_frame (job, gif, i, &code))
        goto fail;
      job_progress (job, i + 1);
    }
  if (EGifCloseFile (gif, &code) != GIF_OK)
    {
      gif_failed (job, &sink, code, error);
      kl_atomic_file_abort (&sink.file);
      return FALSE;
    }
  return kl_atomic_file_commit (&sink.file, error);

fail:
  gif_failed (job, &sink, code, error);
cancelled:
  EGifCloseFile (gif, NULL);
  g_clear_error (&sink.error);
  kl_atomic_file_abort (&sink.file);
  return FALSE;
}

/* ------------------------------------------------------------------ SVG */

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Step k as SVG elements: what cairo writes inside its <svg>, the ids
 * (glyph0-1, surface5, clip2: the same in every frame's document) made
 * the frame's own with prefix, and the references to them. */
static char *
svg_frame_body (Job        *job,
                guint       k,
                const char *prefix,
                GError    **error)
{
  g_autoptr (GString) doc = g_string_new (NULL);
  g_autoptr (GRegex) ids = NULL;
  cairo_surface_t *s = cairo_svg_surface_create_for_stream (append_cb, doc, job->width,
                                                             job->height);
  cairo_status_t status;
  cairo_t *cr = cairo_create (s);
  g_autofree char *replacement = NULL;
  const char *open, *body, *close;

  job_draw (job, cr, k);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (s);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (s);
  cairo_surface_destroy (s);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path,
                           cairo_status_to_string (status));
      return NULL;
    }
  open = strstr (doc->str, "<svg");
  body = open != NULL ? strchr (open, '>') : NULL;
  close = g_strrstr (doc->str, "</svg>");
  if (body == NULL || close == NULL || close < body)
    {
      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path,
                           _("cairo wrote an SVG picture it cannot read"));
      return NULL;
    }
  body++;
  /* every place cairo names an id: id="…", href="#…" (xlink:href too) and url(#…) */
  ids = g_regex_new ("(\\bid=\"|href=\"#|url\\(#)", G_REGEX_OPTIMIZE, 0, NULL);
  replacement = g_strdup_printf ("\\1%s", prefix);
  return g_regex_replace (ids, body, close - body, 0, replacement, 0, NULL);
}

static void
svg_keytime (GString *out,
             double   t)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.6g", CLAMP (t, 0, 1)));
}

/* Frame i of n shows from i / n to (i + 1) / n of the loop: a discrete
 * animation of its visibility, repeated forever.  Renderers without SMIL
 * show the frames' own visibility: only the last frame, the end. */
static void
svg_frame_animation (GString *out,
                     guint    i,
                     guint    n,
                     double   seconds)
{
  char dur[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, "<animate attributeName=\"visibility\" calcMode=\"discrete\" ");
  if (n == 1)
    g_string_append (out, "values=\"visible\" keyTimes=\"0\"");
  else if (i == 0)
    {
      g_string_append (out, "values=\"visible;hidden\" keyTimes=\"0;");
      svg_keytime (out, 1.0 / n);
      g_string_append (out, "\"");
    }
  else if (i == n - 1)
    {
      g_string_append (out, "values=\"hidden;visible\" keyTimes=\"0;");
      svg_keytime (out, (double) i / n);
      g_string_append (out, "\"");
    }
  else
    {
      g_string_append (out, "values=\"hidden;visible;hidden\" keyTimes=\"0;");
      svg_keytime (out, (double) i / n);
      g_string_append (out, ";");
      svg_keytime (out, (double) (i + 1) / n);
      g_string_append (out, "\"");
    }
  g_string_append_printf (out, " dur=\"%ss\" repeatCount=\"indefinite\"/>\n",
                          g_ascii_formatd (dur, sizeof dur, "%.6g", seconds));
}

static gboolean
export_svg (Job     *job,
            GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  double seconds = job->total / job->steps_per_second;
  const KlSolution *r = kl_board_view_frames (&job->view) > 0 ? job->view.result : NULL;
  KlAtomicFile file;

  g_string_append_printf (out,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                          "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" version=\"1.1\">\n",
                          job->width, job->height, job->width, job->height);
  if (r != NULL && r->headline != NULL)
    {
      g_autofree char *title = g_markup_escape_text (r->headline, -1);

      g_string_append_printf (out, "<title>%s</title>\n", title);
    }
  for (guint i = 0; i < job->total; i++)
    {
      guint k = job->first + i;
      g_autofree char *prefix = g_strdup_printf ("f%u-", i);
      g_autofree char *body = NULL;
      g_autofree char *sentence = step_sentence (&job->view, k);
      g_autofree char *title = NULL;

      if (job_cancelled (job, error))
        return FALSE;
      body = svg_frame_body (job, k, prefix, error);
      if (body == NULL)
        return FALSE;
      if (sentence == NULL)
        /* Translators: an animation frame's title when its step has no sentence */
        sentence = g_strdup_printf (_("Step %u"), k);
      title = g_markup_escape_text (sentence, -1);
      g_string_append_printf (out, "<g id=\"step%u\" visibility=\"%s\">\n<title>%s</title>\n", k,
                              i == job->total - 1 ? "visible" : "hidden", title);
      svg_frame_animation (out, i, job->total, seconds);
      g_string_append (out, body);
      g_string_append (out, "</g>\n");
      job_progress (job, i + 1);
    }
  g_string_append (out, "</svg>\n");
  if (job_cancelled (job, error) || !kl_atomic_file_open (&file, job->path, error))
    return FALSE;
  if (!kl_atomic_file_write (&file, out->str, out->len, error))
    {
      kl_atomic_file_abort (&file);
      return FALSE;
    }
  return kl_atomic_file_commit (&file, error);
}

/* ------------------------------------------------------------------ WebM */

/* Frames queued in the pipeline at most (the encoder is slower than
 * drawing): memory stays a few frames' whatever the length. */
#define WEBM_QUEUE_FRAMES 4

static GstElement *
webm_element (const char  *factory,
              const char  *package,
              Job         *job,
              GError     **error)
{
  GstElement *e = gst_element_factory_make (factory, NULL);

  if (e == NULL)
    {
      /* Translators: %s are a GStreamer element and the Debian package that has it */
      g_autofree char *reason = g_strdup_printf (_("GStreamer’s “%s” element is missing "
                                                   "(install %s)"), factory, package);

      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, job->path, reason);
    }
  return e;
}

static void
webm_bus_error (Job        *job,
                GstMessage *msg,
                GError    **error)
{
  g_autoptr (GError) gst_error = NULL;
  g_autofree char *debug = NULL;

  g_autofree char *reason = NULL;
  const char *cause = NULL;

  gst_message_parse_error (msg, &gst_error, &debug);
  g_debug ("WebM export: %s", debug != NULL ? debug : "");
  /* filesink's "Could not write to resource." says why only at the end
   * of its debug text, in the system's words ("File too large") */
  if (gst_error->domain == GST_RESOURCE_ERROR && debug != NULL)
    {
      g_strchomp (debug);
      cause = strrchr (debug, '\n');
      cause = cause != NULL ? cause + 1 : NULL;
      /* "Error while writing to file descriptor 6: File too large" */
      if (cause != NULL && strstr (cause, ": ") != NULL)
        cause = g_strrstr (cause, ": ") + 2;
      if (cause != NULL && (cause[0] == '\0' || strchr (cause, '/') != NULL))
        cause = NULL;
    }
  reason = cause != NULL ? g_strdup_printf ("%s (%s)", gst_error->message, cause)
                         : g_strdup (gst_error->message);
  /* a full disk: filesink's write error */
  kl_export_set_error (error, G_IO_ERROR,
                       g_error_matches (gst_error, GST_RESOURCE_ERROR,
                                        GST_RESOURCE_ERROR_NO_SPACE_LEFT)
                         ? G_IO_ERROR_NO_SPACE
                         : G_IO_ERROR_FAILED,
                       job->path, reason);
}

static gboolean
export_webm (Job     *job,
             GError **error)
{
  g_autoptr (GstElement) pipeline = NULL;
  g_autoptr (GstBus) bus = NULL;
  g_autoptr (GstCaps) caps = NULL;
  GstElement *src, *convert, *encode, *mux, *sink;
  GError *init_error = NULL;
  KlAtomicFile file;
  GstMessage *msg;
  gboolean ok = FALSE;
  int fps_n, fps_d;

  if (!gst_init_check (NULL, NULL, &init_error))
    {
      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, job->path,
                           init_error->message);
      g_error_free (init_error);
      return FALSE;
    }
  pipeline = gst_object_ref_sink (gst_pipeline_new (NULL));
  if ((src = webm_element ("appsrc", "gstreamer1.0-plugins-base", job, error)) == NULL)
    return FALSE;
  gst_bin_add (GST_BIN (pipeline), src);
  if ((convert = webm_element ("videoconvert", "gstreamer1.0-plugins-base", job, error)) == NULL)
    return FALSE;
  gst_bin_add (GST_BIN (pipeline), convert);
  if ((encode = webm_element ("vp8enc", "gstreamer1.0-plugins-good", job, error)) == NULL)
    return FALSE;
  gst_bin_add (GST_BIN (pipeline), encode);
  if ((mux = webm_element ("webmmux", "gstreamer1.0-plugins-good", job, error)) == NULL)
    return FALSE;
  gst_bin_add (GST_BIN (pipeline), mux);
  if ((sink = webm_element ("filesink", "libgstreamer1.0-0", job, error)) == NULL)
    return FALSE;
  gst_bin_add (GST_BIN (pipeline), sink);
  if (!gst_element_link_many (src, convert, encode, mux, sink, NULL))
    {
      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path,
                           _("the video encoder cannot be set up"));
      return FALSE;
    }

  gst_util_double_to_fraction (job->steps_per_second, &fps_n, &fps_d);
  /* cairo's RGB24 is 32-bit native-endian xRGB: BGRx bytes on little-endian */
  caps = gst_caps_new_simple ("video/x-raw", "format", G_TYPE_STRING,
                              G_BYTE_ORDER == G_LITTLE_ENDIAN ? "BGRx" : "xRGB",
                              "width", G_TYPE_INT, job->width, "height", G_TYPE_INT, job->height,
                              "framerate", GST_TYPE_FRACTION, fps_n, fps_d,
                              "pixel-aspect-ratio", GST_TYPE_FRACTION, 1, 1, NULL);
  g_object_set (src, "caps", caps, "format", GST_FORMAT_TIME, "is-live", FALSE, "block", FALSE,
                NULL);
  /* sharp lines and small text: a constant high quality rather than a bit rate */
  g_object_set (encode, "end-usage", 2 /* cq */, "cq-level", 4, "target-bitrate", 16000000,
                "deadline", (gint64) 1, "keyframe-max-dist", 60, NULL);

  /* filesink (re)writes the temporary file: the muxer seeks back to write
   * the duration and cues, which it cannot on a stream */
  if (!kl_atomic_file_open (&file, job->path, error))
    return FALSE;
  g_object_set (sink, "location", file.temp, NULL);
  bus = gst_element_get_bus (pipeline);
  if (gst_element_set_state (pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE)
    {
      msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
      if (msg != NULL)
        {
          webm_bus_error (job, msg, error);
          gst_message_unref (msg);
        }
      else
        kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path,
                             _("the video encoder cannot start"));
      goto out;
    }

  for (guint i = 0; i < job->total; i++)
    {
      cairo_surface_t *s;
      GstBuffer *buffer;
      gsize size;

      if (job_cancelled (job, error))
        goto out;
      /* wait while the encoder catches up, watching for its errors */
      while (gst_app_src_get_current_level_bytes (GST_APP_SRC (src)) >
             (guint64) WEBM_QUEUE_FRAMES * job->width * job->height * 4)
        {
          msg = gst_bus_timed_pop_filtered (bus, 20 * GST_MSECOND, GST_MESSAGE_ERROR);
          if (msg != NULL)
            {
              webm_bus_error (job, msg, error);
              gst_message_unref (msg);
              goto out;
            }
          if (job_cancelled (job, error))
            goto out;
        }
      msg = gst_bus_pop_filtered (bus, GST_MESSAGE_ERROR);
      if (msg != NULL)
        {
          webm_bus_error (job, msg, error);
          gst_message_unref (msg);
          goto out;
        }
      s = job_render (job, job->first + i);
      /* RGB24 rows are 4 bytes a pixel with no padding: the caps' layout */
      size = (gsize) cairo_image_surface_get_stride (s) * job->height;
      buffer = gst_buffer_new_allocate (NULL, size, NULL);
      gst_buffer_fill (buffer, 0, cairo_image_surface_get_data (s), size);
      cairo_surface_destroy (s);
      GST_BUFFER_PTS (buffer) = gst_util_uint64_scale (i, GST_SECOND * (guint64) fps_d,
                                                       (guint64) fps_n);
      GST_BUFFER_DURATION (buffer) = gst_util_uint64_scale (i + 1, GST_SECOND * (guint64) fps_d,
                                                            (guint64) fps_n) -
                                     GST_BUFFER_PTS (buffer);
      if (gst_app_src_push_buffer (GST_APP_SRC (src), buffer) != GST_FLOW_OK)
        {
          kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, job->path,
                               _("the video encoder stopped"));
          goto out;
        }
      job_progress (job, i + 1);
    }
  gst_app_src_end_of_stream (GST_APP_SRC (src));
  for (;;)
    {
      msg = gst_bus_timed_pop_filtered (bus, 50 * GST_MSECOND, GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
      if (msg != NULL)
        {
          if (GST_MESSAGE_TYPE (msg) == GST_MESSAGE_ERROR)
            webm_bus_error (job, msg, error);
          else
            ok = TRUE;
          gst_message_unref (msg);
          break;
        }
      if (job_cancelled (job, error))
        break;
    }

out:
  gst_element_set_state (pipeline, GST_STATE_NULL);
  if (!ok)
    {
      kl_atomic_file_abort (&file);
      return FALSE;
    }
  return kl_atomic_file_commit (&file, error);
}

/* ------------------------------------------------------------------ API */

gboolean
kl_animation_export (const KlBoardView         *view,
                     const KlAnimationOptions  *options,
                     KlAnimationFormat          format,
                     const char                *path,
                     KlAnimationProgress        progress,
                     gpointer                   user_data,
                     GCancellable              *cancellable,
                     GError                   **error)
{
  Job job = { 0 };

  g_return_val_if_fail (view != NULL && view->puzzle != NULL && options != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!(options->steps_per_second >= KL_ANIMATION_MIN_SPEED &&
        options->steps_per_second <= KL_ANIMATION_MAX_SPEED))
    {
      char speed[G_ASCII_DTOSTR_BUF_SIZE];
      /* Translators: why an animation cannot be saved; %s is a number of steps a second */
      g_autofree char *reason = g_strdup_printf (_("the speed must be from %g to %g steps a "
                                                   "second, not %s"),
                                                 KL_ANIMATION_MIN_SPEED, KL_ANIMATION_MAX_SPEED,
                                                 g_ascii_formatd (speed, sizeof speed, "%g",
                                                                  options->steps_per_second));

      kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, path, reason);
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  job.view = *view;
  job.picture = options->picture;
  job.picture.width = MAX (job.picture.width, 0);
  kl_animation_steps (view, options->first, options->last, &job.first, &job.last);
  job.total = job.last - job.first + 1;
  job.steps_per_second = options->steps_per_second;
  job.path = path;
  job.progress = progress;
  job.user_data = user_data;
  job.cancellable = cancellable;
  /* one size for all: the tallest step's (the captions and the legend,
   * which lists the marks of its own step, differ; the rest does not) */
  for (guint k = job.first; k <= job.last; k++)
    {
      KlBoardView one = *view;
      int w, h;

      one.frame = k;
      kl_picture_size (&one, &job.picture, &w, &h);
      job.width = MAX (job.width, w);
      job.height = MAX (job.height, h);
      if (!job.picture.caption && !job.picture.legend)
        break;
    }
  if (!kl_export_check_size (job.width, job.height, path, error))
    return FALSE;

  switch (format)
    {
    case KL_ANIMATION_WEBM:
      return export_webm (&job, error);
    case KL_ANIMATION_SVG:
      return export_svg (&job, error);
    case KL_ANIMATION_GIF:
    default:
      return export_gif (&job, error);
    }
}
