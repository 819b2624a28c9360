/* test-picture.c - the picture of a frame (src/render/kl-picture.c) and its
 * export (kl_export_picture): each option adds what it says, the width
 * scales all of it, and files are written atomically, a full disk
 * reported with the old file left whole. */
#include <cairo.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kl-explain.h"
#include "kl-export.h"
#include "kl-picture.h"
#include "kl-solution.h"
#include "test-media.h"

/* ------------------------------------------------------------ the picture */

static void
test_size_grows (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  KlPictureOptions none = { 0 };
  int w0, h0, w, h;

  kl_picture_size (&a->view, &none, &w0, &h0);
  /* the board alone is kl_export_board's picture: the board and its margins */
  {
    double cell = kl_export_cell_size (5, 5);

    g_assert_cmpint (w0, ==, (int) (5 * cell + 2 * ceil (cell * 0.25)));
    g_assert_cmpint (h0, ==, w0);
  }
  /* each option makes the picture taller (at one width) */
  for (int bit = 0; bit < 3; bit++)
    {
      KlPictureOptions one = { bit == 0, bit == 1, bit == 2, 600 };
      KlPictureOptions plain = { 0, 0, 0, 600 };
      int pw, ph;

      kl_picture_size (&a->view, &plain, &pw, &ph);
      kl_picture_size (&a->view, &one, &w, &h);
      g_assert_cmpint (w, ==, 600);
      g_assert_cmpint (pw, ==, 600);
      g_test_message ("option %d: %d x %d, board alone %d x %d", bit, w, h, pw, ph);
      g_assert_cmpint (h, >, ph);
    }
  /* and all three more than any one */
  {
    KlPictureOptions all = { TRUE, TRUE, TRUE, 600 };
    KlPictureOptions caption = { FALSE, FALSE, TRUE, 600 };
    int ch;

    kl_picture_size (&a->view, &all, &w, &h);
    kl_picture_size (&a->view, &caption, NULL, &ch);
    g_assert_cmpint (h, >, ch);
  }
}

static void
test_width_scales (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 6, 4);
  KlPictureOptions o = { TRUE, TRUE, TRUE, 400 };
  int w1, h1, w2, h2;

  kl_picture_size (&a->view, &o, &w1, &h1);
  o.width = 800;
  kl_picture_size (&a->view, &o, &w2, &h2);
  g_assert_cmpint (w1, ==, 400);
  g_assert_cmpint (w2, ==, 800);
  /* everything scales, the words too: twice as wide, about twice as tall
   * (the words wrap the same way; rounding is a pixel or two) */
  g_assert_cmpint (ABS (h2 - 2 * h1), <=, 4);
}

/* The caption is the step sentence of the frame: the picture of frame 0
 * and of the last frame differ, and a view without an explanation (no
 * sentence) gets none. */
static void
test_caption_follows_frame (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  KlPictureOptions caption = { FALSE, FALSE, TRUE, 500 };
  KlPictureOptions plain = { FALSE, FALSE, FALSE, 500 };
  g_autoptr (GBytes) first = NULL, last = NULL;
  int h, ph;

  a->view.frame = 0;
  first = tm_render (&a->view, &caption, NULL, NULL);
  a->view.frame = G_MAXDOUBLE;
  last = tm_render (&a->view, &caption, NULL, NULL);
  g_assert_false (g_bytes_equal (first, last));

  /* no answer: no caption, no headline, the board alone */
  a->view.result = NULL;
  kl_picture_size (&a->view, &caption, NULL, &h);
  kl_picture_size (&a->view, &plain, NULL, &ph);
  g_assert_cmpint (h, ==, ph);
}

/* The legend draws the swatches the app's legend does: each of the
 * frame's marks' swatch colours appears in the picture's legend strip,
 * under the board. */
static void
test_legend_swatches (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  KlPictureOptions legend = { FALSE, TRUE, FALSE, 500 };
  KlPictureOptions plain = { FALSE, FALSE, FALSE, 500 };
  KlBoardView light = a->view;
  KlMark marks[KL_N_MARKS];
  int w, h, bw, bh;
  guint n;
  cairo_surface_t *pic;

  kl_picture_size (&a->view, &legend, &w, &h);
  kl_picture_size (&a->view, &plain, &bw, &bh);
  light.dark = FALSE;
  light.cell = 0; /* squares large enough for every mark, as the picture's are at this width */
  n = kl_board_legend_marks (&light, marks);
  g_assert_cmpuint (n, >, 0);
  pic = tm_render_surface (&a->view, &legend);
  for (guint i = 0; i < n; i++)
    {
      /* the swatch's own colour at its centre, drawn alone */
      cairo_surface_t *sw = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
      cairo_t *cr = cairo_create (sw);
      guint32 colour;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      kl_board_render_swatch (cr, &light, marks[i], 40);
      cairo_destroy (cr);
      cairo_surface_flush (sw);
      colour = tm_pixel (sw, 20, 20);
      g_test_message ("mark %d: %06x", marks[i], colour & 0xffffff);
      g_assert_true (tm_has_colour (pic, 0, bh, w, h, colour, 6));
      cairo_surface_destroy (sw);
    }
  cairo_surface_destroy (pic);
}

/* Long sentences wrap: nothing is drawn past the right edge's padding. */
static void
test_text_wraps (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_TOUR, 5, 5);
  KlPictureOptions o = { TRUE, TRUE, TRUE, 240 };
  cairo_surface_t *pic;
  int w, h, bw, bh;

  kl_picture_size (&a->view, &o, &w, &h);
  {
    KlPictureOptions plain = { 0, 0, 0, 240 };
    kl_picture_size (&a->view, &plain, &bw, &bh);
  }
  g_assert_cmpint (w, ==, 240);
  pic = tm_render_surface (&a->view, &o);
  /* the rightmost few columns stay paper-white: the words wrapped before them */
  for (int y = 0; y < h; y++)
    for (int x = w - 3; x < w; x++)
      g_assert_cmphex (tm_pixel (pic, x, y) & 0xffffff, ==, 0xffffff);
  /* and the lowest rows too: nothing hangs off the bottom */
  for (int x = 0; x < w; x++)
    g_assert_cmphex (tm_pixel (pic, x, h - 1) & 0xffffff, ==, 0xffffff);
  cairo_surface_destroy (pic);
}

/* ------------------------------------------------------------ the files */

static void
test_export_formats (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  KlPictureOptions o = { TRUE, TRUE, TRUE, 300 };
  static const char *const names[] = { "p.png", "p.svg", "p.pdf" };
  static const char *const magic[] = { "\x89PNG", "<?xml", "%PDF" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *data = NULL;
      GError *error = NULL;
      KlExportFormat format;
      gsize len;

      g_assert_true (kl_export_format_from_path (path, &format));
      g_assert_true (kl_export_picture (&a->view, &o, format, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_true (memcmp (data, magic[i], strlen (magic[i])) == 0);
    }
  {
    g_autofree char *png = g_build_filename (dir, "p.png", NULL);
    cairo_surface_t *s = cairo_image_surface_create_from_png (png);
    int w, h;

    kl_picture_size (&a->view, &o, &w, &h);
    g_assert_cmpint (cairo_image_surface_get_width (s), ==, w);
    g_assert_cmpint (cairo_image_surface_get_height (s), ==, h);
    cairo_surface_destroy (s);
  }
  /* nothing but the three files: no temporary file left */
  g_assert_cmpuint (tm_count_files (dir), ==, 3);
  tm_rmdir (dir);
}

static void
test_export_errors (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "no", "such", "p.png", NULL);
  g_autofree char *big = g_build_filename (dir, "big.png", NULL);
  KlPictureOptions huge = { FALSE, FALSE, FALSE, 100000 };
  GError *error = NULL;

  g_assert_false (kl_export_picture (&a->view, NULL, KL_EXPORT_PNG, missing, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "p.png"));
  g_clear_error (&error);

  g_assert_false (kl_export_picture (&a->view, &huge, KL_EXPORT_PNG, big, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "big.png"));
  g_clear_error (&error);
  g_assert_cmpuint (tm_count_files (dir), ==, 0);
  tm_rmdir (dir);
}

/* A full disk, simulated: the child may write no file past a few bytes
 * (RLIMIT_FSIZE, with SIGXFSZ ignored so a write fails with EFBIG).  The
 * export fails saying so and naming the file; the old file is whole and
 * no temporary file is left. */
static gboolean
write_png (const char *path,
           gpointer    data,
           GError    **error)
{
  TmAnswer *a = data;

  return kl_export_picture (&a->view, NULL, KL_EXPORT_PNG, path, error);
}

static void
test_export_full_disk (void)
{
  g_autoptr (TmAnswer) a = tm_answer_new (KL_MODE_PATH, 5, 5);

  tm_check_full_disk ("old.png", 100, write_png, a);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/picture/size-grows", test_size_grows);
  g_test_add_func ("/render/picture/width-scales", test_width_scales);
  g_test_add_func ("/render/picture/caption-follows-frame", test_caption_follows_frame);
  g_test_add_func ("/render/picture/legend-swatches", test_legend_swatches);
  g_test_add_func ("/render/picture/text-wraps", test_text_wraps);
  g_test_add_func ("/render/export/formats", test_export_formats);
  g_test_add_func ("/render/export/errors", test_export_errors);
  g_test_add_func ("/render/export/full-disk", test_export_full_disk);
  return g_test_run ();
}
