/* test-webm.c - the WebM export played back through GStreamer's own
 * demuxer and VP8 decoder: as many frames as steps, the size asked, at
 * the speed asked; cancelling leaves no file. */
#include <gst/app/gstappsink.h>
#include <gst/gst.h>
#include <string.h>

#include "kl-animation.h"
#include "test-media.h"

typedef struct
{
  guint        frames;
  int          width;
  int          height;
  GstClockTime last_pts;
  GstClockTime duration;
} Played;

/* Decodes path to its end, counting the frames. */
static void
play (const char *path,
      Played     *out)
{
  g_autofree char *uri = NULL;
  g_autofree char *launch = NULL;
  g_autoptr (GstElement) pipeline = NULL;
  g_autoptr (GstElement) sink = NULL;
  GError *error = NULL;
  GstSample *sample;

  memset (out, 0, sizeof *out);
  out->last_pts = GST_CLOCK_TIME_NONE;
  launch = g_strdup_printf ("filesrc location=\"%s\" ! matroskademux ! vp8dec ! videoconvert ! "
                            "video/x-raw,format=RGBx ! appsink name=sink sync=false", path);
  pipeline = gst_parse_launch (launch, &error);
  g_assert_no_error (error);
  sink = gst_bin_get_by_name (GST_BIN (pipeline), "sink");
  g_assert_cmpint (gst_element_set_state (pipeline, GST_STATE_PLAYING), !=,
                   GST_STATE_CHANGE_FAILURE);
  while ((sample = gst_app_sink_pull_sample (GST_APP_SINK (sink))) != NULL)
    {
      GstStructure *s = gst_caps_get_structure (gst_sample_get_caps (sample), 0);
      GstBuffer *buffer = gst_sample_get_buffer (sample);

      g_assert_true (gst_structure_get_int (s, "width", &out->width));
      g_assert_true (gst_structure_get_int (s, "height", &out->height));
      out->last_pts = GST_BUFFER_PTS (buffer);
      out->frames++;
      gst_sample_unref (sample);
    }
  /* the stream ended, not an error */
  g_assert_true (gst_app_sink_is_eos (GST_APP_SINK (sink)));
  gst_element_set_state (pipeline, GST_STATE_NULL);
}

static void
test_plays (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "a.webm", NULL);
  KlAnimationOptions o = { { TRUE, FALSE, TRUE, 161 }, 1, G_MAXUINT, 4 };
  guint frames = kl_board_view_frames (&a->view);
  GError *error = NULL;
  Played p;
  int w, h;

  g_assert_true (kl_animation_export (&a->view, &o, KL_ANIMATION_WEBM, path, NULL, NULL, NULL,
                                      &error));
  g_assert_no_error (error);
  play (path, &p);
  kl_picture_size (&a->view, &o.picture, &w, &h);
  g_assert_cmpuint (p.frames, ==, frames);   /* steps 1..frames */
  g_assert_cmpint (p.width, ==, 161);        /* an odd width, as asked */
  g_assert_cmpint (p.width, ==, w);
  g_assert_cmpint (p.height, >=, h);
  /* 4 steps a second: the last frame starts at (frames - 1) / 4 s */
  g_assert_cmpuint (p.last_pts, ==, (frames - 1) * GST_SECOND / 4);
  g_assert_cmpuint (tm_count_files (dir), ==, 1);
  tm_rmdir (dir);
}

static void
cancel_cb (guint    done,
           guint    total,
           gpointer user_data)
{
  if (done == 2)
    g_cancellable_cancel (user_data);
}

static void
test_cancel (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "a.webm", NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  KlAnimationOptions o = { { FALSE, FALSE, FALSE, 100 }, 0, G_MAXUINT, 10 };
  GError *error = NULL;

  g_assert_false (kl_animation_export (&a->view, &o, KL_ANIMATION_WEBM, path, cancel_cb,
                                       cancellable, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (tm_count_files (dir), ==, 0);
  tm_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);
  g_test_add_func ("/render/webm/plays", test_plays);
  g_test_add_func ("/render/webm/cancel", test_cancel);
  return g_test_run ();
}
