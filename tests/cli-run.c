/* cli-run.c - running knight-solve from the CLI tests. */
#include <gio/gio.h>
#include <string.h>

#include "cli-run.h"

void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static Run
run_with (const char *const *args, const char *const *env, const char *input, gssize input_len)
{
  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) g_getenv ("KNIGHT_SOLVE"));
  for (const char *const *a = args; *a; a++)
    g_ptr_array_add (argv, (char *) *a);
  g_ptr_array_add (argv, NULL);
  GError *error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
    G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  for (const char *const *e = env; e && *e; e++)
    {
      g_auto (GStrv) pair = g_strsplit (*e, "=", 2);
      g_subprocess_launcher_setenv (launcher, pair[0], pair[1] ? pair[1] : "", TRUE);
    }
  GSubprocess *p = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata,
                                                 &error);
  g_assert_no_error (error);
  gsize len = input ? (input_len < 0 ? strlen (input) : (gsize) input_len) : 0;
  g_autoptr (GBytes) in = g_bytes_new (input ? input : "", len);
  GBytes *out = NULL, *err = NULL;
  g_subprocess_communicate (p, in, NULL, &out, &err, &error);
  g_assert_no_error (error);
  Run r = { 0 };
  /* Empty GBytes may hold NULL data. */
  r.out_len = g_bytes_get_size (out);
  r.out = r.out_len ? g_strndup (g_bytes_get_data (out, NULL), r.out_len) : g_strdup ("");
  r.err = g_bytes_get_size (err) ? g_strndup (g_bytes_get_data (err, NULL), g_bytes_get_size (err))
                                 : g_strdup ("");
  r.status = g_subprocess_get_if_exited (p) ? g_subprocess_get_exit_status (p) : -1;
  g_bytes_unref (out);
  g_bytes_unref (err);
  g_object_unref (p);
  g_ptr_array_free (argv, TRUE);
  return r;
}

Run
run_cli (const char *const *args, const char *input, gssize input_len)
{
  return run_with (args, NULL, input, input_len);
}

Run
run_cli_env (const char *const *args, const char *const *env)
{
  return run_with (args, env, NULL, 0);
}

char *
data_file (const char *name, gsize *len)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char *text = NULL;
  GError *error = NULL;
  g_file_get_contents (path, &text, len, &error);
  g_assert_no_error (error);
  return text;
}

JsonNode *
parse_json (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  GError *error = NULL;

  g_assert_true (g_str_has_suffix (text, "\n"));
  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (json_parser_get_root (parser));
  return json_node_copy (json_parser_get_root (parser));
}

GArray *
json_squares (JsonArray *array, int32_t width, int32_t height)
{
  GArray *squares = g_array_new (FALSE, FALSE, sizeof (kn_square));

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *name = json_array_get_string_element (array, i);
      kn_square sq;

      g_assert_nonnull (name);
      g_assert_cmpint (kn_square_parse (name, strlen (name), width, height, 0, &sq), ==, KN_OK);
      g_array_append_val (squares, sq);
    }
  return squares;
}
