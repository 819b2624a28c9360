/* test-media.c - the picture and animation tests' helpers. */
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <string.h>

#include "test-media.h"

TmAnswer *
tm_answer_new (KlMode mode,
               int    w,
               int    h)
{
  TmAnswer *a = g_new0 (TmAnswer, 1);
  KlSolveOptions options;
  GError *error = NULL;

  a->puzzle = kl_puzzle_new (w, h);
  a->puzzle->start = kl_puzzle_cell (a->puzzle, 0, 0);
  if (mode == KL_MODE_PATH || mode == KL_MODE_DYNAMIC || mode == KL_MODE_DISTANCE)
    a->puzzle->target = kl_puzzle_cell (a->puzzle, w - 1, h - 1);
  if (mode != KL_MODE_TOUR && mode != KL_MODE_CAMELOT && w > 3 && h > 3)
    a->puzzle->blocked[kl_puzzle_cell (a->puzzle, 1, 2)] = 1;
  if (mode == KL_MODE_CAMELOT)
    {
      int k1 = kl_puzzle_cell (a->puzzle, w - 1, 0), k2 = kl_puzzle_cell (a->puzzle, 0, h - 1);

      a->puzzle->king = kl_puzzle_cell (a->puzzle, w / 2, h / 2);
      g_array_append_val (a->puzzle->knights, k1);
      g_array_append_val (a->puzzle->knights, k2);
    }
  kl_solve_options_init (&options);
  options.mode = mode;
  options.flags = KL_SOLVE_EXPLAIN;
  a->solution = kl_solve (a->puzzle, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (a->solution);
  g_assert_cmpuint (a->solution->n_frames, >, 0);
  kl_board_view_init (&a->view, a->puzzle);
  a->view.mode = mode;
  a->view.result = a->solution;
  return a;
}

void
tm_answer_free (TmAnswer *a)
{
  kl_solution_unref (a->solution);
  kl_puzzle_free (a->puzzle);
  g_free (a);
}

cairo_surface_t *
tm_render_surface (const KlBoardView      *view,
                   const KlPictureOptions *options)
{
  int w, h;
  cairo_surface_t *s;
  cairo_t *cr;

  kl_picture_size (view, options, &w, &h);
  s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (s);
  kl_picture_draw (cr, view, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

GBytes *
tm_render (const KlBoardView      *view,
           const KlPictureOptions *options,
           int                    *width,
           int                    *height)
{
  cairo_surface_t *s = tm_render_surface (view, options);
  int h = cairo_image_surface_get_height (s);
  GBytes *bytes = g_bytes_new (cairo_image_surface_get_data (s),
                               (gsize) cairo_image_surface_get_stride (s) * h);

  if (width != NULL)
    *width = cairo_image_surface_get_width (s);
  if (height != NULL)
    *height = h;
  cairo_surface_destroy (s);
  return bytes;
}

guint32
tm_pixel (cairo_surface_t *s,
          int              x,
          int              y)
{
  const guint8 *row = cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s);

  g_assert_true (x >= 0 && y >= 0 && x < cairo_image_surface_get_width (s) &&
                 y < cairo_image_surface_get_height (s));
  return ((const guint32 *) (const void *) row)[x];
}

gboolean
tm_has_colour (cairo_surface_t *s,
               int              x0,
               int              y0,
               int              x1,
               int              y1,
               guint32          colour,
               int              tol)
{
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint32 p = tm_pixel (s, x, y);
        gboolean near = TRUE;

        for (int shift = 0; shift < 24; shift += 8)
          {
            int a = (p >> shift) & 0xff, b = (colour >> shift) & 0xff;

            near = near && ABS (a - b) <= tol;
          }
        if (near)
          return TRUE;
      }
  return FALSE;
}

char *
tm_tmpdir (void)
{
  GError *error = NULL;
  char *dir = g_dir_make_tmp ("knight-media-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

guint
tm_count_files (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  g_dir_close (d);
  return n;
}

void
tm_rmdir (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_dir_close (d);
  g_rmdir (dir);
}

void
tm_check_full_disk (const char  *name,
                    guint        limit,
                    TmWriteFunc  write,
                    gpointer     data)
{
  g_autofree char *dir = tm_tmpdir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  static const char old[] = "the old file, to be kept";
  g_autofree char *kept = NULL;
  int status;
  pid_t pid;

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      struct rlimit lim = { limit, limit };
      GError *error = NULL;
      gboolean ok;

      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &lim);
      ok = write (path, data, &error);
      /* 3: it claimed success; 4: no error, or one that does not name the file */
      _exit (ok ? 3 : error == NULL || strstr (error->message, name) == NULL ? 4 : 0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, old);
  g_assert_cmpuint (tm_count_files (dir), ==, 1);
  tm_rmdir (dir);
}
