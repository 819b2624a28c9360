/* test-webm.c - the WebM export played back through GStreamer's own
 * demuxer and VP8 decoder: as many frames as steps, the size asked, at
 * the speed asked; cancelling leaves no file. */
#include <gst/app/gstappsink.h>
#include <gst/gst.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>

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

/* A full disk, simulated: in a fresh process (GStreamer's threads and
 * fork do not mix) no file may grow past 2000 bytes, with SIGXFSZ ignored
 * so filesink's write fails.  The export fails naming the file, the old
 * file is whole, no temporary file is left. */
static void
test_full_disk (void)
{
  static const char old[] = "the old file, to be kept";

  if (g_test_subprocess ())
    {
      /* the parent's folder, named by its process id */
      g_autofree char *name = g_strdup_printf ("knight-webm-full-%d", (int) getppid ());
      g_autofree char *dir = g_build_filename (g_get_tmp_dir (), name, NULL);
      g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
      g_autofree char *path = g_build_filename (dir, "old.webm", NULL);
      KlAnimationOptions o = { { FALSE, FALSE, TRUE, 200 }, 0, G_MAXUINT, 10 };
      struct rlimit lim = { 2000, 2000 };
      GError *error = NULL;

      g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &lim), ==, 0);
      g_assert_false (kl_animation_export (&a->view, &o, KL_ANIMATION_WEBM, path, NULL, NULL,
                                           NULL, &error));
      g_assert_nonnull (error);
      g_printerr ("%s\n", error->message);
      /* the write failed, not the temporary file's creation */
      g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND));
      g_assert_nonnull (strstr (error->message, "old.webm"));
      g_error_free (error);
      return;
    }
  {
    g_autofree char *name = g_strdup_printf ("knight-webm-full-%d", (int) getpid ());
    g_autofree char *tmp = g_build_filename (g_get_tmp_dir (), name, NULL);
    g_autofree char *path = g_build_filename (tmp, "old.webm", NULL);
    g_autofree char *kept = NULL;

    g_assert_cmpint (g_mkdir_with_parents (tmp, 0700), ==, 0);
    g_assert_true (g_file_set_contents (path, old, -1, NULL));
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
    g_test_trap_assert_passed ();
    /* the child printed its message: the file named */
    g_test_trap_assert_stderr ("*old.webm*");
    g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
    g_assert_cmpstr (kept, ==, old);
    g_assert_cmpuint (tm_count_files (tmp), ==, 1);
    tm_rmdir (tmp);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);
  g_test_add_func ("/render/webm/plays", test_plays);
  g_test_add_func ("/render/webm/cancel", test_cancel);
  g_test_add_func ("/render/webm/full-disk", test_full_disk);
  return g_test_run ();
}
