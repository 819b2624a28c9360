/* test-export.c - PNG, SVG and PDF exports exist, draw the board, and never
 * clobber a file when they fail. */
#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "app-test.h"
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

/* The export dialog's answer: the chosen type wins over the suggested
 * name's extension, a name the user typed wins over the type. */
/* The mean colour of a box of 9 x 9 pixels around (x, y): stripes and
 * edges antialiased by different renderers average out. */
static void
mean_pixel (cairo_surface_t *s, double x, double y, int rgb[3])
{
  rgb[0] = rgb[1] = rgb[2] = 0;
  for (int dy = -4; dy <= 4; dy++)
    for (int dx = -4; dx <= 4; dx++)
      {
        guint8 p[3];

        pixel (s, x + dx, y + dy, p);
        for (int c = 0; c < 3; c++)
          rgb[c] += p[c];
      }
  for (int c = 0; c < 3; c++)
    rgb[c] /= 81;
}

static void
test_file_name (void)
{
  static const struct { const char *chosen, *suggested; KlExportFormat type; const char *want; } cases[] = {
    { "board.png", "board.png", KL_EXPORT_SVG, "board.svg" },
    { "board.png", "board.png", KL_EXPORT_PDF, "board.pdf" },
    { "board.png", "board.png", KL_EXPORT_PNG, "board.png" },
    { "board", "board.png", KL_EXPORT_PDF, "board.pdf" },
    { "mine.pdf", "board.png", KL_EXPORT_PNG, "mine.pdf" },
    { "my.board.png", "my.board.png", KL_EXPORT_SVG, "my.board.svg" },
    { "notes.txt", "board.png", KL_EXPORT_SVG, "notes.txt" },
    { ".png", "board.png", KL_EXPORT_SVG, ".png.svg" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = kl_export_file_name (cases[i].chosen, cases[i].suggested,
                                                   cases[i].type);

      g_assert_cmpstr (name, ==, cases[i].want);
    }
}

/* Runs argv; FALSE when the program is missing. */
static gboolean
run (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_autofree char *program = g_find_program_in_path (argv[0]);

  if (program == NULL)
    return FALSE;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return TRUE;
}

/* The SVG and the PDF, drawn by programs of their own (rsvg-convert,
 * pdftoppm), show what the PNG shows: every square's colour matches (a
 * wall against a free square differs by over 100 in each channel). */
static void
test_svg_pdf_look (void)
{
  g_autoptr (KlPuzzle) puzzle = kl_puzzle_new_sample ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-look-XXXXXX", &error);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "board.pdf", NULL);
  g_autofree char *svg_png = g_build_filename (dir, "from-svg.png", NULL);
  g_autofree char *pdf_stem = g_build_filename (dir, "from-pdf", NULL);
  g_autofree char *pdf_png = g_build_filename (dir, "from-pdf.png", NULL);
  const char *svg_argv[] = { "rsvg-convert", "--dpi-x", "72", "--dpi-y", "72", "-o", svg_png, svg,
                             NULL };
  const char *pdf_argv[] = { "pdftoppm", "-png", "-r", "72", "-singlefile", pdf, pdf_stem, NULL };
  const char *others[] = { svg_png, pdf_png };
  KlBoardView view;
  cairo_surface_t *reference;
  double cell = kl_export_cell_size (8, 8), margin;

  g_assert_no_error (error);
  kl_board_view_init (&view, puzzle);
  g_assert_true (kl_export_board (&view, KL_EXPORT_PNG, png, &error));
  g_assert_true (kl_export_board (&view, KL_EXPORT_SVG, svg, &error));
  g_assert_true (kl_export_board (&view, KL_EXPORT_PDF, pdf, &error));
  g_assert_no_error (error);
  if (!run (svg_argv) || !run (pdf_argv))
    {
      g_test_skip ("rsvg-convert or pdftoppm is missing (build-aux/deps installs them)");
      return;
    }

  reference = cairo_image_surface_create_from_png (png);
  margin = (cairo_image_surface_get_width (reference) - 8 * cell) / 2;
  for (guint k = 0; k < G_N_ELEMENTS (others); k++)
    {
      cairo_surface_t *other = cairo_image_surface_create_from_png (others[k]);

      g_assert_cmpint (cairo_surface_status (other), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (abs (cairo_image_surface_get_width (other) -
                            cairo_image_surface_get_width (reference)), <=, 1);
      /* the top right of every square: clear of the coordinates (top left
       * and bottom right) and of the pieces (the middle) */
      for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++)
          {
            double x = margin + (file + 0.75) * cell, y = margin + (7 - rank + 0.25) * cell;
            int want[3], got[3];

            mean_pixel (reference, x, y, want);
            mean_pixel (other, x, y, got);
            for (int c = 0; c < 3; c++)
              g_assert_cmpint (abs (want[c] - got[c]), <=, 16);
          }
      cairo_surface_destroy (other);
      g_unlink (others[k]);
    }
  cairo_surface_destroy (reference);
  g_unlink (png);
  g_unlink (svg);
  g_unlink (pdf);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  g_test_add_func ("/app/export/png-svg-pdf", test_formats);
  g_test_add_func ("/app/export/file-name", test_file_name);
  g_test_add_func ("/app/export/svg-pdf-look", test_svg_pdf_look);
  return g_test_run ();
}
