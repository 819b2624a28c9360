/* test-animation.c - animation export (src/render/kl-animation.c), read
 * back by other decoders than the ones that wrote it: the GIF by
 * gdk-pixbuf (and giflib's reader for the frame count), the SVG by
 * GMarkup, the WebM by GStreamer's demuxer and VP8 decoder (test-webm.c).
 * Cancelling leaves no file; a full disk leaves the old one. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gif_lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kl-animation.h"
#include "kl-explain.h"
#include "kl-export.h"
#include "test-media.h"

/* ------------------------------------------------------------ GIF */

/* The pixbuf equals the PNG export of view (its top-left part; the frame
 * is as tall as the tallest step's picture, paper below): every pixel
 * within what a 256-colour palette loses. */
static void
assert_frame_is_png (GdkPixbuf         *frame,
                     const KlBoardView *view,
                     const KlPictureOptions *options,
                     const char        *dir)
{
  g_autofree char *png = g_build_filename (dir, "still.png", NULL);
  GError *error = NULL;
  g_autoptr (GdkPixbuf) still = NULL;
  int fw = gdk_pixbuf_get_width (frame), fh = gdk_pixbuf_get_height (frame);
  int sw, sh, far = 0;
  double sum = 0;

  g_assert_true (kl_export_picture (view, options, KL_EXPORT_PNG, png, &error));
  g_assert_no_error (error);
  still = gdk_pixbuf_new_from_file (png, &error);
  g_assert_no_error (error);
  sw = gdk_pixbuf_get_width (still);
  sh = gdk_pixbuf_get_height (still);
  g_assert_cmpint (sw, ==, fw);
  g_assert_cmpint (sh, <=, fh);
  for (int y = 0; y < fh; y++)
    for (int x = 0; x < fw; x++)
      {
        const guint8 *a = gdk_pixbuf_read_pixels (frame) + y * gdk_pixbuf_get_rowstride (frame) +
                          x * gdk_pixbuf_get_n_channels (frame);
        static const guint8 white[3] = { 255, 255, 255 };
        const guint8 *b = y < sh ? gdk_pixbuf_read_pixels (still) +
                                     y * gdk_pixbuf_get_rowstride (still) +
                                     x * gdk_pixbuf_get_n_channels (still)
                                 : white;
        int worst = 0;

        for (int c = 0; c < 3; c++)
          {
            int d = ABS ((int) a[c] - (int) b[c]);

            worst = MAX (worst, d);
            sum += d;
          }
        /* the palette's error: a few levels on flat colours, more on the
         * text's anti-aliased edges, which median cut merges */
        if (worst > 40)
          far++;
      }
  g_test_message ("frame vs PNG: mean error %.2f, %d of %d pixels off by more than 40",
                  sum / (3.0 * fw * fh), far, fw * fh);
  g_assert_cmpfloat (sum / (3.0 * fw * fh), <, 1.0);
  g_assert_cmpint (far, <, fw * fh / 400);
  g_unlink (png);
}

static int
giflib_frame_count (const char *path)
{
  int error = 0, n;
  GifFileType *gif = DGifOpenFileName (path, &error);

  g_assert_nonnull (gif);
  g_assert_cmpint (DGifSlurp (gif), ==, GIF_OK);
  n = gif->ImageCount;
  DGifCloseFile (gif, &error);
  return n;
}

static gboolean
pixbufs_equal (GdkPixbuf *a,
               GdkPixbuf *b)
{
  g_autoptr (GBytes) ba = gdk_pixbuf_read_pixel_bytes (a);
  g_autoptr (GBytes) bb = gdk_pixbuf_read_pixel_bytes (b);

  return g_bytes_equal (ba, bb);
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static void
check_gif (TmAnswer                 *a,
           const KlAnimationOptions *options,
           guint                     first,
           guint                     last,
           const char               *dir)
{
  g_autofree char *path = g_build_filename (dir, "a.gif", NULL);
  g_autoptr (GdkPixbufAnimation) anim = NULL;
  g_autoptr (GdkPixbufAnimationIter) iter = NULL;
  g_autoptr (GdkPixbuf) first_frame = NULL, last_frame = NULL;
  GTimeVal t = { 0, 0 };
  GError *error = NULL;
  guint n = last - first + 1;
  int w, h;

  g_assert_true (kl_animation_export (&a->view, options, KL_ANIMATION_GIF, path, NULL, NULL, NULL,
                                      &error));
  g_assert_no_error (error);
  g_assert_cmpint (giflib_frame_count (path), ==, (int) n);

  anim = gdk_pixbuf_animation_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_false (gdk_pixbuf_animation_is_static_image (anim));
  kl_picture_size (&a->view, &options->picture, &w, &h);
  g_assert_cmpint (gdk_pixbuf_animation_get_width (anim), ==, w);
  if (options->picture.width > 0)
    g_assert_cmpint (w, ==, options->picture.width);
  iter = gdk_pixbuf_animation_get_iter (anim, &t);
  first_frame = gdk_pixbuf_copy (gdk_pixbuf_animation_iter_get_pixbuf (iter));
  for (guint i = 0; i < n; i++)
    {
      int delay = gdk_pixbuf_animation_iter_get_delay_time (iter);

      /* the speed: a step every 1 / steps_per_second, to the hundredth */
      g_assert_cmpint (ABS (delay - (int) (1000 / options->steps_per_second)), <=, 10);
      if (i == n - 1)
        last_frame = gdk_pixbuf_copy (gdk_pixbuf_animation_iter_get_pixbuf (iter));
      g_time_val_add (&t, delay * 1000L);
      gdk_pixbuf_animation_iter_advance (iter, &t);
      /* n frames: none comes round again before the n-th, the n+1-th is the first (it loops) */
      if (i + 1 < n && n > 1)
        g_assert_false (pixbufs_equal (gdk_pixbuf_animation_iter_get_pixbuf (iter), first_frame));
    }
  g_assert_true (pixbufs_equal (gdk_pixbuf_animation_iter_get_pixbuf (iter), first_frame));

  {
    KlBoardView one = a->view;

    one.frame = first;
    assert_frame_is_png (first_frame, &one, &options->picture, dir);
    one.frame = last;
    assert_frame_is_png (last_frame, &one, &options->picture, dir);
  }
  g_unlink (path);
}
G_GNUC_END_IGNORE_DEPRECATIONS

static void
test_gif_whole (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  KlAnimationOptions o = { { TRUE, TRUE, TRUE, 0 }, 0, G_MAXUINT, 4 };
  guint frames = kl_board_view_frames (&a->view);

  g_assert_cmpuint (frames, >=, 2);
  check_gif (a, &o, 0, frames, dir);
  g_assert_cmpuint (tm_count_files (dir), ==, 0);
  tm_rmdir (dir);
}

static void
test_gif_range (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_TOUR, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  KlAnimationOptions o = { { FALSE, FALSE, TRUE, 200 }, 3, 6, 2.5 };

  check_gif (a, &o, 3, 6, dir);
  /* past the end: clamped to the last step */
  o.first = 23;
  o.last = 1000;
  o.picture = (KlPictureOptions) { FALSE, FALSE, FALSE, 120 };
  check_gif (a, &o, 23, kl_board_view_frames (&a->view), dir);
  tm_rmdir (dir);
}

static void
test_steps_clamped (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  guint frames = kl_board_view_frames (&a->view), first, last;

  kl_animation_steps (&a->view, 0, G_MAXUINT, &first, &last);
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (last, ==, frames);
  kl_animation_steps (&a->view, 1000, 2000, &first, &last);
  g_assert_cmpuint (first, ==, frames);
  g_assert_cmpuint (last, ==, frames);
  kl_animation_steps (&a->view, 2, 1, &first, &last);
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpuint (last, ==, 1);
}

static void
test_format_from_path (void)
{
  KlAnimationFormat f;

  g_assert_true (kl_animation_format_from_path ("a.GIF", &f));
  g_assert_cmpint (f, ==, KL_ANIMATION_GIF);
  g_assert_true (kl_animation_format_from_path ("/x/a.webm", &f));
  g_assert_cmpint (f, ==, KL_ANIMATION_WEBM);
  g_assert_true (kl_animation_format_from_path ("a.svg", &f));
  g_assert_cmpint (f, ==, KL_ANIMATION_SVG);
  g_assert_false (kl_animation_format_from_path ("a.png", &f));
  g_assert_false (kl_animation_format_from_path ("gif", &f));
}

static void
test_bad_speed (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 4, 4);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "a.gif", NULL);
  static const double speeds[] = { 0, -1, NAN, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      KlAnimationOptions o = { { 0 }, 0, G_MAXUINT, speeds[i] };
      GError *error = NULL;

      g_assert_false (kl_animation_export (&a->view, &o, KL_ANIMATION_GIF, path, NULL, NULL, NULL,
                                           &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_clear_error (&error);
    }
  g_assert_cmpuint (tm_count_files (dir), ==, 0);
  tm_rmdir (dir);
}

/* ------------------------------------------------------------ SVG */

typedef struct
{
  GHashTable *ids;
  GPtrArray  *titles;     /* of each frame group's <title> */
  guint       animates;   /* visibility animations */
  int         depth;
  int         frame_depth;  /* the depth of the frame <g> being read; -1 none */
  gboolean    in_title;
  GString    *text;
  gboolean    duplicate;
} SvgRead;

static void
svg_start (GMarkupParseContext *context,
           const char          *element,
           const char         **names,
           const char         **values,
           gpointer             user_data,
           GError             **error)
{
  SvgRead *r = user_data;

  r->depth++;
  for (int i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], "id") == 0)
      {
        if (g_hash_table_contains (r->ids, values[i]))
          {
            g_test_message ("id %s twice", values[i]);
            r->duplicate = TRUE;
          }
        g_hash_table_add (r->ids, g_strdup (values[i]));
        if (strcmp (element, "g") == 0 && g_str_has_prefix (values[i], "step"))
          r->frame_depth = r->depth;
      }
  if (strcmp (element, "title") == 0 && r->frame_depth == r->depth - 1)
    {
      r->in_title = TRUE;
      g_string_truncate (r->text, 0);
    }
  if (strcmp (element, "animate") == 0 && r->frame_depth == r->depth - 1)
    for (int i = 0; names[i] != NULL; i++)
      if (strcmp (names[i], "attributeName") == 0 && strcmp (values[i], "visibility") == 0)
        r->animates++;
}

static void
svg_end (GMarkupParseContext *context,
         const char          *element,
         gpointer             user_data,
         GError             **error)
{
  SvgRead *r = user_data;

  if (r->in_title)
    {
      g_ptr_array_add (r->titles, g_strdup (r->text->str));
      r->in_title = FALSE;
    }
  if (r->depth == r->frame_depth)
    r->frame_depth = -1;
  r->depth--;
}

static void
svg_text (GMarkupParseContext *context,
          const char          *text,
          gsize                len,
          gpointer             user_data,
          GError             **error)
{
  SvgRead *r = user_data;

  if (r->in_title)
    g_string_append_len (r->text, text, (gssize) len);
}

static void
test_svg (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "a.svg", NULL);
  g_autofree char *data = NULL;
  KlAnimationOptions o = { { TRUE, TRUE, FALSE, 300 }, 1, G_MAXUINT, 2 };
  static const GMarkupParser parser = { svg_start, svg_end, svg_text, NULL, NULL };
  SvgRead r = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                g_ptr_array_new_with_free_func (g_free), 0, 0, -1, FALSE, g_string_new (NULL),
                FALSE };
  g_autoptr (GMarkupParseContext) context = NULL;
  guint frames = kl_board_view_frames (&a->view);
  KlExplain *explain = kl_solution_get_explain (a->solution, FALSE);
  GError *error = NULL;
  gsize len;

  g_assert_true (kl_animation_export (&a->view, &o, KL_ANIMATION_SVG, path, NULL, NULL, NULL,
                                      &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  /* well-formed XML, ids unique across the frames (cairo repeats its own) */
  context = g_markup_parse_context_new (&parser, 0, &r, NULL);
  g_assert_true (g_markup_parse_context_parse (context, data, (gssize) len, &error) &&
                 g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_assert_false (r.duplicate);
  /* a frame each step 1..frames, each with its sentence and its turn */
  g_assert_cmpuint (r.titles->len, ==, frames);
  g_assert_cmpuint (r.animates, ==, frames);
  for (guint k = 1; k <= frames; k++)
    {
      KlExplainStep *step = kl_explain_get_step (explain, k);

      g_assert_cmpstr (g_ptr_array_index (r.titles, k - 1), ==, step->text);
      kl_explain_step_free (step);
    }
  g_assert_nonnull (strstr (data, "repeatCount=\"indefinite\""));
  g_hash_table_unref (r.ids);
  g_ptr_array_unref (r.titles);
  g_string_free (r.text, TRUE);

  /* xmllint, when there, agrees it is well-formed */
  {
    g_autofree char *xmllint = g_find_program_in_path ("xmllint");
    int status;

    if (xmllint != NULL)
      {
        const char *argv[] = { xmllint, "--noout", path, NULL };

        g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                                     NULL, &status, &error));
        g_assert_no_error (error);
        g_assert_true (g_spawn_check_wait_status (status, NULL));
      }
  }
  g_unlink (path);
  tm_rmdir (dir);
}

/* ------------------------------------------------------------ cancel, full disk */

typedef struct
{
  GCancellable *cancellable;
  guint         calls;
  guint         last_done;
  guint         total;
} Progress;

static void
cancel_midway_cb (guint    done,
                  guint    total,
                  gpointer user_data)
{
  Progress *p = user_data;

  g_assert_cmpuint (done, ==, p->last_done + 1);
  p->last_done = done;
  p->total = total;
  p->calls++;
  if (done == 2 && p->cancellable != NULL)
    g_cancellable_cancel (p->cancellable);
}

static void
check_cancel (KlAnimationFormat format,
              const char       *name)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  KlAnimationOptions o = { { FALSE, FALSE, FALSE, 100 }, 0, G_MAXUINT, 10 };
  Progress p = { cancellable, 0, 0, 0 };
  GError *error = NULL;

  g_assert_cmpuint (kl_board_view_frames (&a->view), >=, 3);
  g_assert_false (kl_animation_export (&a->view, &o, format, path, cancel_midway_cb, &p,
                                       cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (p.calls, ==, 2);
  g_assert_cmpuint (p.total, ==, kl_board_view_frames (&a->view) + 1);
  /* no file, no temporary file */
  g_assert_cmpuint (tm_count_files (dir), ==, 0);

  /* not cancelled: a progress call a frame, the file alone */
  p = (Progress) { NULL, 0, 0, 0 };
  g_assert_true (kl_animation_export (&a->view, &o, format, path, cancel_midway_cb, &p, NULL,
                                      &error));
  g_assert_no_error (error);
  g_assert_cmpuint (p.calls, ==, kl_board_view_frames (&a->view) + 1);
  g_assert_cmpuint (tm_count_files (dir), ==, 1);
  tm_rmdir (dir);
}

static void
test_cancel_gif (void)
{
  check_cancel (KL_ANIMATION_GIF, "a.gif");
}

static void
test_cancel_svg (void)
{
  check_cancel (KL_ANIMATION_SVG, "a.svg");
}

/* The file may not grow past a few hundred bytes in the child (see
 * test-picture.c): the export fails naming the file, the old one is kept
 * and no temporary file is left. */
typedef struct
{
  TmAnswer          *answer;
  KlAnimationFormat  format;
} FullDisk;

static gboolean
write_animation (const char *path,
                 gpointer    data,
                 GError    **error)
{
  FullDisk *fd = data;
  KlAnimationOptions o = { { FALSE, FALSE, FALSE, 100 }, 0, G_MAXUINT, 10 };

  return kl_animation_export (&fd->answer->view, &o, fd->format, path, NULL, NULL, NULL, error);
}

static void
check_full_disk (KlAnimationFormat format,
                 const char       *name)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  FullDisk fd = { a, format };

  tm_check_full_disk (name, 300, write_animation, &fd);
}

static void
test_full_disk_gif (void)
{
  check_full_disk (KL_ANIMATION_GIF, "old.gif");
}

static void
test_full_disk_svg (void)
{
  check_full_disk (KL_ANIMATION_SVG, "old.svg");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/animation/format-from-path", test_format_from_path);
  g_test_add_func ("/render/animation/steps-clamped", test_steps_clamped);
  g_test_add_func ("/render/animation/bad-speed", test_bad_speed);
  g_test_add_func ("/render/animation/gif/whole", test_gif_whole);
  g_test_add_func ("/render/animation/gif/range", test_gif_range);
  g_test_add_func ("/render/animation/svg", test_svg);
  g_test_add_func ("/render/animation/cancel/gif", test_cancel_gif);
  g_test_add_func ("/render/animation/cancel/svg", test_cancel_svg);
  g_test_add_func ("/render/animation/full-disk/gif", test_full_disk_gif);
  g_test_add_func ("/render/animation/full-disk/svg", test_full_disk_svg);
  return g_test_run ();
}
