/* test-cli-export.c - knight-solve --export-image and --export-animation end
 * to end: bad options fail with exit status 2 and write nothing; every
 * command and puzzle files write pictures of their answer; knight-solve
 * itself links none of the picture libraries.
 *   /cli/export/usage/...  options and linking (suite cli: also under memcheck)
 *   /cli/export/write/...  the files (suite media: cairo, pango and
 *                          GStreamer under memcheck take minutes) */
#include <gif_lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

static char *dir;

static char *
in_dir (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static guint
files_in_dir (void)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (d) != NULL)
    n++;
  g_dir_close (d);
  return n;
}

static void
empty_dir (void)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = in_dir (name);
      g_unlink (path);
    }
  g_dir_close (d);
}

/* The size a PNG's header gives. */
static void
png_size (const char *path,
          int        *width,
          int        *height)
{
  g_autofree guint8 *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, (char **) &data, &len, NULL));
  g_assert_cmpuint (len, >, 24);
  g_assert_true (memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0);
  *width = (int) ((guint32) data[16] << 24 | (guint32) data[17] << 16 | data[18] << 8 | data[19]);
  *height = (int) ((guint32) data[20] << 24 | (guint32) data[21] << 16 | data[22] << 8 | data[23]);
}

/* knight-solve with args; its exit status must be status. */
static Run
expect (int                status,
        const char *const *args)
{
  Run r = run_cli (args, "", 0);

  if (r.status != status)
    g_test_message ("stderr: %s", r.err);
  g_assert_cmpint (r.status, ==, status);
  return r;
}

/* ------------------------------------------------------------ usage */

typedef struct {
  const char *args[16];
  const char *said;   /* in the message */
} Bad;

static void
test_bad_options (void)
{
  static const Bad bad[] = {
    { { "path", "--from", "a1", "--to", "h8", "--export-image", "@x.jpg" }, "x.jpg" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.png" }, "x.png" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.gif", "--from-step", "5",
        "--to-step", "2" }, "--to-step" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.gif", "--from-step",
        "-3" }, "--from-step" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.gif", "--speed", "0" },
      "--speed" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.gif", "--speed", "1e9" },
      "--speed" },
    { { "path", "--from", "a1", "--to", "h8", "--export-animation", "@x.gif", "--speed",
        "fast" }, "--speed" },
    { { "path", "--from", "a1", "--to", "h8", "--export-image", "@x.png", "--width", "5" },
      "--width" },
    { { "path", "--from", "a1", "--to", "h8", "--export-image", "@x.png", "--width", "99999" },
      "--width" },
    { { "path", "--from", "a1", "--to", "h8", "--caption" }, "--caption" },
    { { "path", "--from", "a1", "--to", "h8", "--legend" }, "--legend" },
    { { "map", "--from", "a1", "--export-animation", "@x.gif", "--step", "2" }, "--step" },
    { { "tour", "--size", "5x5", "--export-image", "@x.png", "--speed", "2" }, "--speed" },
    { { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,astar", "--export-image",
        "@x.png" }, "--compare" },
    { { "path", "--from", "a1", "--to", "z9", "--export-image", "@x.png" }, "--to" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *args[16] = { NULL };
      g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
      Run r;

      for (guint k = 0; bad[i].args[k] != NULL; k++)
        {
          if (bad[i].args[k][0] == '@')
            {
              char *path = in_dir (bad[i].args[k] + 1);

              g_ptr_array_add (owned, path);
              args[k] = path;
            }
          else
            args[k] = bad[i].args[k];
        }
      r = expect (2, args);
      g_test_message ("%s", r.err);
      g_assert_nonnull (strstr (r.err, bad[i].said));
      /* before anything was solved or printed */
      g_assert_cmpstr (r.out, ==, "");
      run_clear (&r);
      g_assert_cmpuint (files_in_dir (), ==, 0);
    }
}

static void
test_one_file (void)
{
  g_autofree char *lesson = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons",
                                                   "01-bfs-walls.knight", NULL);
  g_autofree char *png = in_dir ("x.png");
  const char *args[] = { lesson, lesson, "--export-image", png, NULL };
  Run r = expect (2, args);

  g_assert_nonnull (strstr (r.err, "one puzzle file"));
  run_clear (&r);
  g_assert_cmpuint (files_in_dir (), ==, 0);
}

/* The start-up cost of the picture libraries (about 11 ms) is paid only by
 * the module: knight-solve needs none of them. */
static void
test_links_no_pictures (void)
{
  g_autofree char *readelf = g_find_program_in_path ("readelf");
  g_autofree char *out = NULL;
  const char *solve = g_getenv ("KNIGHT_SOLVE");
  int status;
  GError *error = NULL;
  static const char *const heavy[] = { "libcairo", "libpango", "libgst", "libgif", "libgdk",
                                       "libgtk", "libfontconfig", "libfreetype" };

  if (readelf == NULL)
    {
      g_test_skip ("no readelf");
      return;
    }
  const char *argv[] = { readelf, "-d", solve, NULL };
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "NEEDED"));
  for (guint i = 0; i < G_N_ELEMENTS (heavy); i++)
    {
      g_autofree char *needed = g_strdup_printf ("[%s", heavy[i]);

      g_assert_null (strstr (out, needed));
    }
}

/* And a plain command does not open the module: the dynamic loader's
 * trace (LD_DEBUG=files) names every object it loads. */
static void
test_plain_loads_no_module (void)
{
  const char *args[] = { "path", "--from", "a1", "--to", "h8", NULL };
  const char *env[] = { "LD_DEBUG=files", NULL };
  Run r = run_cli_env (args, env);

  g_assert_cmpint (r.status, ==, 0);
  /* the trace is there (else the check below proves nothing) */
  g_assert_nonnull (strstr (r.err, "libglib-2.0"));
  g_assert_null (strstr (r.err, "knight-solve-media"));
  g_assert_null (strstr (r.err, "libcairo"));
  run_clear (&r);
}

/* ------------------------------------------------------------ write */

static void
test_every_command (void)
{
  static const char *const commands[][10] = {
    { "path", "--size", "5x5", "--from", "a1", "--to", "e5", NULL },
    { "map", "--size", "5x5", "--from", "a1", NULL },
    { "dynamic", "--size", "6x6", "--from", "a1", "--to", "f6", NULL },
    { "tour", "--size", "5x5", "--from", "a1", NULL },
    { "camelot", "--size", "6x6", "--king", "c3", "--knights", "a1,f6", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *png = in_dir ("c.png");
      g_autofree char *gif = in_dir ("c.gif");
      const char *args[20] = { NULL };
      guint n = 0;
      Run plain, r;
      int w, h;

      for (; commands[i][n] != NULL; n++)
        args[n] = commands[i][n];
      plain = expect (0, args);
      args[n] = "--export-image";
      args[n + 1] = png;
      args[n + 2] = "--export-animation";
      args[n + 3] = gif;
      args[n + 4] = "--caption";
      r = expect (0, args);
      /* what the command prints stays as it was */
      g_assert_cmpstr (r.out, ==, plain.out);
      png_size (png, &w, &h);
      g_assert_cmpint (w, >, 0);
      {
        int error = 0;
        GifFileType *g = DGifOpenFileName (gif, &error);

        g_assert_nonnull (g);
        g_assert_cmpint (DGifSlurp (g), ==, GIF_OK);
        g_assert_cmpint (g->ImageCount, >=, 2);
        DGifCloseFile (g, &error);
      }
      run_clear (&plain);
      run_clear (&r);
      empty_dir ();
    }
}

/* Each option adds to the picture; --width sets its width. */
static void
test_image_options (void)
{
  static const char *const options[] = { NULL, "--headline", "--caption", "--legend" };
  g_autofree char *png = in_dir ("p.png");
  int base_h = 0;

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      const char *args[] = { "path", "--size", "6x6", "--from", "a1", "--to", "f6",
                             "--export-image", png, "--width", "400", options[i], NULL };
      Run r = expect (0, args);
      int w, h;

      png_size (png, &w, &h);
      g_assert_cmpint (w, ==, 400);
      if (i == 0)
        base_h = h;
      else
        g_assert_cmpint (h, >, base_h);
      run_clear (&r);
    }
  /* a step of the answer is another picture than the whole answer */
  {
    g_autofree char *whole = in_dir ("whole.png");
    g_autofree char *step = in_dir ("step.png");
    g_autofree char *a = NULL, *b = NULL;
    gsize la, lb;
    const char *args1[] = { "path", "--size", "6x6", "--from", "a1", "--to", "f6",
                            "--export-image", whole, NULL };
    const char *args2[] = { "path", "--size", "6x6", "--from", "a1", "--to", "f6",
                            "--export-image", step, "--step", "1", NULL };
    Run r1 = expect (0, args1), r2 = expect (0, args2);

    g_assert_true (g_file_get_contents (whole, &a, &la, NULL));
    g_assert_true (g_file_get_contents (step, &b, &lb, NULL));
    g_assert_false (la == lb && memcmp (a, b, la) == 0);
    run_clear (&r1);
    run_clear (&r2);
  }
  empty_dir ();
}

/* --from-step, --to-step: one frame a step; SVG and WebM too. */
static void
test_animation_range (void)
{
  g_autofree char *gif = in_dir ("a.gif");
  g_autofree char *svg = in_dir ("a.svg");
  g_autofree char *webm = in_dir ("a.webm");
  const char *args[] = { "path", "--size", "8x8", "--from", "a1", "--to", "h8",
                         "--export-animation", gif, "--from-step", "1", "--to-step", "3",
                         "--speed", "4", NULL };
  Run r = expect (0, args);
  int error = 0;
  GifFileType *g = DGifOpenFileName (gif, &error);
  g_autofree char *data = NULL;
  guint8 *webm_data = NULL;
  gsize len;

  g_assert_nonnull (g);
  g_assert_cmpint (DGifSlurp (g), ==, GIF_OK);
  g_assert_cmpint (g->ImageCount, ==, 3);
  DGifCloseFile (g, &error);
  run_clear (&r);

  args[8] = svg;
  r = expect (0, args);
  g_assert_true (g_file_get_contents (svg, &data, NULL, NULL));
  {
    guint frames = 0;

    for (const char *p = data; (p = strstr (p, "<animate ")) != NULL; p++)
      frames++;
    g_assert_cmpuint (frames, ==, 3);
  }
  run_clear (&r);

  args[8] = webm;
  r = expect (0, args);
  /* EBML's magic number (the WebM plays in test-webm) */
  g_assert_true (g_file_get_contents (webm, (char **) &webm_data, &len, NULL));
  g_assert_cmpuint (len, >, 100);
  g_assert_true (memcmp (webm_data, "\x1a\x45\xdf\xa3", 4) == 0);
  g_free (webm_data);
  run_clear (&r);
  g_assert_cmpuint (files_in_dir (), ==, 3);
  empty_dir ();
}

/* A puzzle file's puzzles each get their picture, numbered. */
static void
test_puzzle_file (void)
{
  g_autofree char *lesson = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons",
                                                   "01-bfs-walls.knight", NULL);
  g_autofree char *png = in_dir ("lesson.png");
  const char *args[] = { lesson, "--export-image", png, "--caption", NULL };
  Run r = expect (0, args);

  for (guint k = 1; k <= 5; k++)
    {
      g_autofree char *name = g_strdup_printf ("lesson-%u.png", k);
      g_autofree char *path = in_dir (name);
      int w, h;

      png_size (path, &w, &h);
    }
  g_assert_cmpuint (files_in_dir (), ==, 5);
  run_clear (&r);
  empty_dir ();
}

/* A file that cannot be written: exit status 2, the file named. */
static void
test_cannot_write (void)
{
  g_autofree char *png = g_build_filename (dir, "no-such-folder", "x.png", NULL);
  const char *args[] = { "path", "--from", "a1", "--to", "h8", "--export-image", png, NULL };
  Run r = expect (2, args);

  g_assert_nonnull (strstr (r.err, "x.png"));
  run_clear (&r);
  g_assert_cmpuint (files_in_dir (), ==, 0);
}

int
main (int argc, char **argv)
{
  GError *error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("knight-cli-export-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/cli/export/usage/bad-options", test_bad_options);
  g_test_add_func ("/cli/export/usage/one-file", test_one_file);
  g_test_add_func ("/cli/export/usage/links-no-pictures", test_links_no_pictures);
  g_test_add_func ("/cli/export/usage/plain-loads-no-module", test_plain_loads_no_module);
  g_test_add_func ("/cli/export/write/every-command", test_every_command);
  g_test_add_func ("/cli/export/write/image-options", test_image_options);
  g_test_add_func ("/cli/export/write/animation-range", test_animation_range);
  g_test_add_func ("/cli/export/write/puzzle-file", test_puzzle_file);
  g_test_add_func ("/cli/export/write/cannot-write", test_cannot_write);
  status = g_test_run ();
  empty_dir ();
  g_rmdir (dir);
  g_free (dir);
  return status;
}
