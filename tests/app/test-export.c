/* test-export.c - PNG, SVG and PDF exports exist, draw the board, and never
 * clobber a file when they fail. */
#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "kl-export.h"
#include "kl-puzzle-edit.h"

static void
pixel (cairo_surface_t *s, double x, double y, guint8 rgb[3])
{
  int stride = cairo_image_surface_get_stride (s);
  const guint8 *row = cairo_image_surface_get_data (s) + (int) y * stride;
  guint32 px = ((const guint32 *) (const void *) row)[(int) x];
  rgb[0] = (px >> 16) & 0xff;
  rgb[1] = (px >> 8) & 0xff;
  rgb[2] = px & 0xff;
}

static gboolean
same (const guint8 a[3], const guint8 b[3])
{
  return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

static void
test_formats (void)
{
  g_autoptr (KlPuzzle) puzzle = kl_puzzle_new_sample ();
  KlBoardView view;
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-export-XXXXXX", &error);
  g_assert_no_error (error);
  kl_board_view_init (&view, puzzle);

  static const char *const names[] = { "board.png", "board.svg", "board.pdf" };
  static const char *const magic[] = { "\x89PNG", "<?xml", "%PDF" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      KlExportFormat format;
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_assert_true (kl_export_format_from_path (path, &format));
      g_assert_true (kl_export_board (&view, format, path, &error));
      g_assert_no_error (error);
      g_autofree char *data = NULL;
      gsize len;
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpuint (len, >, 500);
      g_assert_true (memcmp (data, magic[i], strlen (magic[i])) == 0);
    }
  KlExportFormat format;
  g_assert_false (kl_export_format_from_path ("board.jpeg", &format));
  g_assert_true (kl_export_format_from_path ("BOARD.PNG", &format));

  /* The PNG shows the board: its size, alternating squares, and the wall. */
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  cairo_surface_t *s = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  double cell = kl_export_cell_size (8, 8);
  double margin = (cairo_image_surface_get_width (s) - 8 * cell) / 2;
  g_assert_cmpfloat (margin, >=, 0);
  g_assert_cmpint (cairo_image_surface_get_height (s), ==, cairo_image_surface_get_width (s));
  /* Near the top-left corner of a square: clear of labels and pieces. */
#define AT(file, rank) margin + (file) * cell + cell * 0.2, margin + (7 - (rank)) * cell + cell * 0.2
  guint8 e1[3], f1[3], g1[3], c1[3], e3[3];
  pixel (s, AT (4, 0), e1);
  pixel (s, AT (5, 0), f1);
  pixel (s, AT (6, 0), g1);
  pixel (s, AT (2, 0), c1); /* blocked */
  pixel (s, AT (4, 2), e3);
  g_assert_false (same (e1, f1)); /* light and dark squares */
  g_assert_true (same (e1, g1) || same (e1, e3));
  g_assert_false (same (c1, e1)); /* the wall is drawn */
  cairo_surface_destroy (s);

  /* A failed export leaves the old file whole. */
  g_autofree char *nowhere = g_build_filename (dir, "missing", "board.png", NULL);
  g_assert_false (kl_export_board (&view, KL_EXPORT_PNG, nowhere, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "board.png"));
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app/export/png-svg-pdf", test_formats);
  return g_test_run ();
}
