/* test-cli.c - knight-solve: judge samples byte for byte, bad input, and the
 * commands for people. */
#include <gio/gio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cli-run.h"
#include "judge.h"
#include "kl-notation.h"
#include "test-util.h"

/* The sample of each format, by name and by alias: stdout byte-identical. */
static void
test_judge_sample (gconstpointer data)
{
  const char *const *names = data;
  g_autofree char *in_name = g_strdup_printf ("%s.in", names[0]);
  g_autofree char *out_name = g_strdup_printf ("%s.out", names[0]);
  gsize in_len, want_len;
  g_autofree char *in = data_file (in_name, &in_len);
  g_autofree char *want = data_file (out_name, &want_len);
  for (int i = 0; i < 2 && names[i]; i++)
    {
      const char *args[] = { "--judge", names[i], NULL };
      Run r = run_cli (args, in, in_len);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpuint (r.out_len, ==, want_len);
      g_assert_true (memcmp (r.out, want, want_len) == 0);
      run_clear (&r);
    }
}

typedef struct {
  const char *format;
  const char *input;
  const char *want_out; /* the earlier cases' answers, exactly */
  const char *want_err; /* a piece the message must contain */
} BadCase;

static const BadCase bad_cases[] = {
  { "obstacles", "0\na1 b3\n1\nz99\na1 b3\n-1\n", "Board 1:1 moves\n", "case 2, line 4: 'z99'" },
  { "obstacles", "2\nb3 c2\na1", "", "line 3: the input ends where the target square" },
  { "obstacles", "63\n", "", "'63'" },
  { "obstacles", "2\nb3 b3\na1 h8\n", "", "'b3': this square is already blocked" },
  { "obstacles", "1\nb3\nb3 a1\n", "", "'b3': the start and target squares must not be blocked" },
  { "obstacles", "\x01\xff\n", "", "'\\x01\\xff'" },
  { "moves", "a1 b3\ne2 i9\n", "To get from a1 to b3 takes 1 knight moves.\n", "case 2, line 2: 'i9'" },
  { "moves", "a1 b3\ne2\n", "To get from a1 to b3 takes 1 knight moves.\n", "the input ends where the target square" },
  { "moves", "A1 b3\n", "", "'A1'" },
  { "moves-sized", "2\n8\n0 0\n7 0\n3\n0 0\n1 1\n", "5\n", "case 2, line 5: '3'" },
  { "moves-sized", "2\n8\n0 0\n8 0\n", "", "'8': expected the target column" },
  { "moves-sized", "1000000000000\n8\n0 0\n1 2\n", "1\n", "case 2, line 5: the input ends" },
  { "moves-sized", "-3\n", "", "'-3'" },
  { "moves-sized", "1\n-300\n", "", "'-300'" },
  { "moves-sized", "99999999999999999999999\n", "", "expected the number of scenarios" },
  { "dynamic", "3\n1 1\n1 1\n0 0\n3\n1 1\n7 1\n", "Result : 0\n", "case 2, line 7: '7'" },
  { "dynamic", "3\n1 1\n2 2\n4 0\n0 0\n0\n", "", "an obstacle needs both coordinates" },
  { "dynamic", "3\n1 1\n2 2\n4 4\n", "", "the input ends where an obstacle x" },
  { "dynamic", "-1\n", "", "'-1'" },
  { "dynamic", "1001\n", "", "'1001'" },
};

static void
test_judge_bad_input (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      const BadCase *c = &bad_cases[i];
      g_autofree char *shown = g_strescape (c->input, NULL);
      g_test_message ("%s: %s", c->format, shown);
      const char *args[] = { "--judge", c->format, NULL };
      Run r = run_cli (args, c->input, strlen (c->input));
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, c->want_out);
      g_assert_nonnull (strstr (r.err, c->want_err));
      g_assert_true (g_str_has_prefix (r.err, "knight-solve: "));
      /* One message, one line. */
      g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (long) strlen (r.err) - 1);
      run_clear (&r);
    }
}

static void
test_judge_usage (void)
{
  const char *unknown[] = { "--judge", "chess", NULL };
  Run r = run_cli (unknown, "", 0);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "'chess'"));
  run_clear (&r);
  const char *none[] = { NULL };
  r = run_cli (none, "", 0);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
  const char *help[] = { "--help", NULL };
  r = run_cli (help, "", 0);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "moves-sized"));
  g_assert_nonnull (strstr (r.out, "uva633"));
  run_clear (&r);
  /* a command's help: its own options on stdout, exit 0, nothing solved */
  const char *tour_help[] = { "tour", "--size", "8x8", "--help", NULL };
  r = run_cli (tour_help, "", 0);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "--budget"));
  g_assert_null (strstr (r.out, "Open tour"));
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
  /* after "--" a "--help" is not the option (and here an unexpected argument) */
  const char *dashes[] = { "path", "--", "--help", NULL };
  r = run_cli (dashes, "", 0);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_null (strstr (r.out, "Usage"));
  run_clear (&r);
  /* Empty input is no case at all for the formats without a terminator
   * (the others are in test-judge.c). */
  const char *formats[] = { "moves", "camelot" };
  for (size_t i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      const char *args[] = { "--judge", formats[i], NULL };
      r = run_cli (args, "", 0);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.out, ==, "");
      run_clear (&r);
    }
}

/* Random bytes and mangled samples, in process: every run ends with an
 * answer or a clean error, never a crash or a hang. */
static void
test_judge_junk (void)
{
  const char *formats[] = { "obstacles", "moves", "moves-sized", "dynamic" };
  guint64 rng = 99;
  for (size_t f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *in_name = g_strdup_printf ("%s.in", formats[f]);
      gsize sample_len;
      g_autofree char *sample = data_file (in_name, &sample_len);
      for (int i = 0; i < tu_rounds (3000, 500); i++)
        {
          gsize len = sample_len;
          char *buf = g_memdup2 (sample, sample_len + 1);
          int edits = 1 + (int) tu_below (&rng, 4);
          for (int e = 0; e < edits && len > 0; e++)
            {
              gsize at = (gsize) tu_below (&rng, len);
              switch (tu_below (&rng, 3))
                {
                case 0: buf[at] = (char) tu_rand (&rng); break;
                case 1: len = at; break;
                default: buf[at] = "0123456789 -\nabhz"[tu_below (&rng, 17)]; break;
                }
            }
          KlReader reader;
          kl_reader_init_static (&reader, buf, len);
          char *out_text = NULL;
          size_t out_len = 0;
          FILE *out = open_memstream (&out_text, &out_len);
          GError *error = NULL;
          gboolean ok = kl_judge_run (kl_judge_lookup (formats[f]), &reader, out, &error);
          g_assert_true (ok == (error == NULL));
          g_clear_error (&error);
          fclose (out);
          free (out_text);
          g_free (buf);
        }
    }
}

/* moves-sized answers agree with BFS on random boards. */
static void
test_moves_sized_random (void)
{
  guint64 rng = 4;
  GString *in = g_string_new ("200\n");
  int64_t want[200];
  for (int i = 0; i < 200; i++)
    {
      int32_t l = 4 + (int32_t) tu_below (&rng, 40);
      kn_square a = { (int32_t) tu_below (&rng, l), (int32_t) tu_below (&rng, l) };
      kn_square b = { (int32_t) tu_below (&rng, l), (int32_t) tu_below (&rng, l) };
      g_string_append_printf (in, "%d\n%d %d\n%d %d\n", l, a.x, a.y, b.x, b.y);
      kn_board *board = NULL;
      kn_distmap *m = NULL;
      g_assert_cmpint (kn_board_new (l, l, &board), ==, KN_OK);
      g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, a, NULL, &m), ==, KN_OK);
      want[i] = kn_distmap_get (m, b);
      kn_distmap_free (m);
      kn_board_free (board);
    }
  const char *args[] = { "--judge", "poj1915", NULL };
  Run r = run_cli (args, in->str, in->len);
  g_assert_cmpint (r.status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  for (int i = 0; i < 200; i++)
    g_assert_cmpint (g_ascii_strtoll (lines[i], NULL, 10), ==, want[i]);
  g_assert_cmpstr (lines[200], ==, "");
  run_clear (&r);
  g_string_free (in, TRUE);
}

/* Runs a route command with --json and checks the answer: the fields, and
 * a route of exactly "moves" moves from "from" to "to" over free squares,
 * each a legal move (a leap, or for the dynamic knight a move of the type
 * given, never the same type twice in a row).  Returns the moves. */
static gint64
route_json_checked (const char *const *args, const kn_board *board, kn_leaper leaper,
                    gboolean dynamic, int want_status)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  Run r = run_cli (args, NULL, 0);
  g_assert_cmpint (r.status, ==, want_status);
  g_assert_cmpstr (r.err, ==, "");
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonObject *o = json_node_get_object (root);
  gint64 moves = json_object_get_int_member (o, "moves");
  g_autoptr (GArray) path = json_squares (json_object_get_array_member (o, "path"), w, h);
  g_assert_true (json_object_get_boolean_member (o, "found") == (moves >= 0));
  g_assert_cmpint (want_status, ==, moves >= 0 ? 0 : 1);
  if (dynamic)
    g_assert_false (json_object_has_member (o, "leaper"));
  else
    {
      JsonArray *l = json_object_get_array_member (o, "leaper");
      g_assert_cmpint (json_array_get_int_element (l, 0), ==, leaper.m);
      g_assert_cmpint (json_array_get_int_element (l, 1), ==, leaper.n);
    }
  if (moves < 0)
    {
      g_assert_cmpuint (path->len, ==, 0);
      run_clear (&r);
      return moves;
    }
  g_assert_cmpuint (path->len, ==, (guint) moves + 1);
  g_assert_cmpstr (json_object_get_string_member (o, "from"), ==,
                   json_array_get_string_element (json_object_get_array_member (o, "path"), 0));
  g_assert_cmpstr (json_object_get_string_member (o, "to"), ==,
                   json_array_get_string_element (json_object_get_array_member (o, "path"),
                                                  (guint) moves));
  JsonArray *types = dynamic ? json_object_get_array_member (o, "types") : NULL;
  if (dynamic)
    g_assert_cmpuint (json_array_get_length (types), ==, (guint) moves);
  for (guint i = 1; i < path->len; i++)
    {
      kn_square a = g_array_index (path, kn_square, i - 1), b = g_array_index (path, kn_square, i);
      g_assert_true (kn_board_is_free (board, b));
      if (!dynamic)
        {
          g_assert_true (tu_is_leap (leaper, a, b));
          continue;
        }
      const char *type = json_array_get_string_element (types, i - 1);
      kn_move_type t = g_str_equal (type, "K")   ? KN_MOVE_DYN_K
                       : g_str_equal (type, "B") ? KN_MOVE_DYN_B
                                                 : KN_MOVE_DYN_T;
      g_assert_true (g_str_equal (type, "K") || g_str_equal (type, "B") || g_str_equal (type, "T"));
      if (i > 1)
        g_assert_cmpstr (type, !=, json_array_get_string_element (types, i - 2));
      kn_square next[8];
      size_t n = kn_dynamic_moves (board, a, t, next);
      gboolean legal = FALSE;
      for (size_t k = 0; k < n; k++)
        legal |= next[k].x == b.x && next[k].y == b.y;
      g_assert_true (legal);
    }
  run_clear (&r);
  return moves;
}

static kn_board *
board_with (int32_t w, int32_t h, const char *const *blocked)
{
  kn_board *board = NULL;
  g_assert_cmpint (kn_board_new (w, h, &board), ==, KN_OK);
  for (const char *const *b = blocked; b && *b; b++)
    {
      kn_square sq;
      g_assert_cmpint (kn_square_parse (*b, strlen (*b), w, h, 0, &sq), ==, KN_OK);
      kn_board_set_blocked (board, sq, true);
    }
  return board;
}

static void
test_path_command (void)
{
  const char *args[] = { "path", "--size", "8x8", "--from", "a1", "--to", "f1", "--blocked",
                         "c1,d1,d5", "--blocked", "c2,c3,c4,d2,d3,d4,c5", "--json", NULL };
  const char *blocked[] = { "c1", "d1", "d5", "c2", "c3", "c4", "d2", "d3", "d4", "c5", NULL };
  kn_board *board = board_with (8, 8, blocked);
  g_assert_cmpint (route_json_checked (args, board, KN_KNIGHT, FALSE, 0), ==, 7);
  kn_board_free (board);

  /* Text, another leaper by name, a wide board with two-letter files. */
  const char *camel[] = { "path", "--size", "30x5", "--from", "a1", "--to", "ad4", "--leaper", "camel", NULL };
  Run r = run_cli (camel, NULL, 0);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "a1 to ad4: "));
  run_clear (&r);
  const char *camel_json[] = { "path", "--size", "30x5", "--from", "a1", "--to", "ad4", "--leaper",
                               "CAMEL", "--json", NULL };
  board = board_with (30, 5, NULL);
  g_assert_cmpint (route_json_checked (camel_json, board, (kn_leaper) { 1, 3 }, FALSE, 0), >, 0);
  kn_board_free (board);

  /* Unreachable: a normal answer with its own exit status. */
  const char *corner[] = { "path", "--from", "a1", "--to", "h8", "--blocked", "b3,c2", "--json", NULL };
  const char *walls[] = { "b3", "c2", NULL };
  board = board_with (8, 8, walls);
  g_assert_cmpint (route_json_checked (corner, board, KN_KNIGHT, FALSE, 1), ==, -1);
  kn_board_free (board);
}

static void
test_commands_bad_input (void)
{
  static const struct {
    const char *args[8];
    const char *want_err;
  } cases[] = {
    { { "path", "--from", "z99", "--to", "a1" }, "'z99'" },
    { { "path", "--from", "a1" }, "--to" },
    { { "path", "--size", "0x5", "--from", "a1", "--to", "a2" }, "'0x5'" },
    { { "path", "--size", "-3x4", "--from", "a1", "--to", "a2" }, "'-3x4'" },
    { { "path", "--size", "100000x100000", "--from", "a1", "--to", "a2" }, "too large" },
    { { "path", "--leaper", "0,0", "--from", "a1", "--to", "a2" }, "'0,0'" },
    { { "path", "--from", "a1", "--to", "b3", "--blocked", "b3" }, "--to: b3 is a blocked square" },
    { { "path", "--from", "a1" }, "path needs --to" },
    { { "path", "--from", "a1", "--to", "b3", "--leaper", "1,65" }, "--leaper: '1,65'" },
    { { "path", "--from", "a1", "--to", "b3", "--leaper", "unicorn" }, "--leaper: 'unicorn'" },
    { { "path", "--from", "a1", "--to", "b3", "extra" }, "Unexpected argument 'extra'" },
    { { "path", "--from", "a1", "--to", "b3", "--size", "8x8x8" }, "--size: '8x8x8'" },
    { { "map", "--from", "a1", "--blocked", "3,3,4" }, "--blocked: '4' needs a rank" },
    { { "tour", "--from", "0,1" }, "--from: '0,1' is not on the 8x8 board" },
    { { "--judge=moves", "extra" }, "'extra'" },
    { { "map", "--from", "a1", "--blocked", "q1" }, "'q1'" },
    { { "dynamic", "--from", "1,1", "--to", "9,9" }, "'9,9'" },
    { { "dynamic", "--from", "1,1", "--to", "2,2", "--blocked", "3" }, "'3'" },
    { { "frobnicate" }, "'frobnicate'" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run r = run_cli (cases[i].args, NULL, 0);
      g_test_message ("%s", g_strchomp (r.err));
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, cases[i].want_err));
      run_clear (&r);
    }
}

static void
test_dynamic_command (void)
{
  const char *walls = "2,4,2,5,3,1,3,2,3,3,3,6,4,2,4,3,4,5,5,1,5,3,5,5,6,1,6,4,6,5,6,6";
  const char *args[] = { "dynamic", "--size", "6x6", "--from", "1,1", "--to", "5,4", "--blocked",
                         walls, "--json", NULL };
  kn_board *board = board_with (6, 6, NULL);
  GError *error = NULL;
  g_autoptr (GArray) blocked = g_array_new (FALSE, FALSE, sizeof (kn_square));
  g_assert_true (kl_parse_square_list (walls, 6, 6, 0, blocked, &error));
  for (guint i = 0; i < blocked->len; i++)
    kn_board_set_blocked (board, g_array_index (blocked, kn_square, i), true);
  g_assert_cmpint (route_json_checked (args, board, KN_KNIGHT, TRUE, 0), ==, 4);
  kn_board_free (board);
}

static void
test_map_command (void)
{
  const char *args[] = { "map", "--size", "5x5", "--from", "c3", NULL };
  Run r = run_cli (args, NULL, 0);
  g_assert_cmpint (r.status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  /* the solution's headline, then five rows (and the empty string after the last newline) */
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==, "Farthest square: 4 moves");
  /* The middle row, c3 in the middle at distance 0; its diagonal neighbours need 2. */
  g_assert_nonnull (strstr (lines[3], " 0 "));
  run_clear (&r);
}

/* map --json: every square's distance equals an independent reference
 * solver's, row by row from the top rank, on a board with walls. */
static void
test_map_json (void)
{
  guint64 rng = 17;
  for (int round = 0; round < 20; round++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 30), h = 1 + (int32_t) tu_below (&rng, 12);
      kn_square start = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) };
      kn_leaper leaper = round % 2 ? KN_KNIGHT : (kn_leaper) { 1, 3 };
      kn_board *board = tu_random_board (&rng, w, h, 25, &start, 1);
      GString *walls = g_string_new (NULL);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          if (!kn_board_is_free (board, (kn_square) { x, y }))
            g_string_append_printf (walls, "%d,%d ", x + 1, y + 1);
      g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
      char from[KN_SQUARE_BUFSIZE];
      kn_square_format (start, 0, from, sizeof from);
      const char *args[] = { "map", "--size", size, "--from", from, "--leaper",
                             round % 2 ? "knight" : "1,3", "--blocked", walls->str, "--json", NULL };
      Run r = run_cli (args, NULL, 0);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpint (r.status, ==, 0);
      g_autoptr (JsonNode) root = parse_json (r.out);
      JsonObject *o = json_node_get_object (root);
      g_autofree int32_t *want = tu_reference_distances (board, leaper, start);
      JsonArray *rows = json_object_get_array_member (o, "rows");
      gint64 reached = 0, max = 0;
      g_assert_cmpint (json_object_get_int_member (o, "width"), ==, w);
      g_assert_cmpint (json_object_get_int_member (o, "height"), ==, h);
      g_assert_cmpuint (json_array_get_length (rows), ==, (guint) h);
      for (int32_t y = 0; y < h; y++)
        {
          JsonArray *row = json_array_get_array_element (rows, (guint) (h - 1 - y));
          g_assert_cmpuint (json_array_get_length (row), ==, (guint) w);
          for (int32_t x = 0; x < w; x++)
            {
              gint64 d = json_array_get_int_element (row, (guint) x);
              g_assert_cmpint (d, ==, want[y * w + x]);
              reached += d >= 0;
              max = MAX (max, d);
            }
        }
      g_assert_cmpint (json_object_get_int_member (o, "reached"), ==, reached);
      g_assert_cmpint (json_object_get_int_member (o, "max"), ==, max);
      run_clear (&r);
      g_string_free (walls, TRUE);
      kn_board_free (board);
    }
}

/* Runs a shell command line with $KS set to the CLI. */
static Run
run_shell (const char *script)
{
  const char *args[] = { "/bin/sh", "-c", script, NULL };
  GError *error = NULL;
  g_autoptr (GSubprocessLauncher) l = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                                 G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (l, "KS", g_getenv ("KNIGHT_SOLVE"), TRUE);
  g_autoptr (GSubprocess) p = g_subprocess_launcher_spawnv (l, args, &error);
  g_assert_no_error (error);
  g_autofree char *out = NULL, *err = NULL;
  g_subprocess_communicate_utf8 (p, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  Run r = { g_strdup (out ? out : ""), g_strdup (err ? err : ""), out ? strlen (out) : 0,
            g_subprocess_get_if_exited (p) ? g_subprocess_get_exit_status (p) : -1 };
  return r;
}

/* A full disk: the answers cannot be written, and that is an error, not
 * silence, for every command and whatever the size of the output (large
 * tours are written in blocks that bypass stdio's buffer). */
static void
test_write_failure (void)
{
  static const struct {
    const char *line;
    const char *want_err;
  } cases[] = {
    { "printf 'a1 b3\\n' | \"$KS\" --judge moves", "knight-solve: moves: " },
    { "\"$KS\" --judge tour < \"$DATA/tour-all-starts.in\"", "knight-solve: tour: " },
    { "\"$KS\" map --size 60x60 --from a1", "cannot write" },
    { "\"$KS\" map --size 60x60 --from a1 --json", "cannot write" },
    { "\"$KS\" path --from a1 --to h8", "cannot write" },
    { "\"$KS\" path --from a1 --to h8 --json", "cannot write" },
    { "\"$KS\" dynamic --from a1 --to h8", "cannot write" },
    { "\"$KS\" camelot --king d4 --knights a1,h8", "cannot write" },
    { "\"$KS\" camelot --king d4 --knights a1,h8 --json", "cannot write" },
    { "\"$KS\" tour --size 8x8", "cannot write" },
    { "\"$KS\" tour --size 1000x1000", "cannot write" },
    { "\"$KS\" tour --size 1000x1000 --json", "cannot write" },
    { "\"$KS\" --help", "cannot write" },
    /* each command's help too: GOptionContext's own --help exits 0 unchecked */
    { "\"$KS\" tour --help", "cannot write" },
    { "\"$KS\" path -h", "cannot write" },
    { "\"$KS\" map --size 9x9 --help", "cannot write" },
    { "\"$KS\" dynamic --help-all", "cannot write" },
    { "\"$KS\" camelot -?", "cannot write" },
    { "\"$KS\" --version", "cannot write" },
    { "\"$KS\" --convert obstacles < \"$DATA/obstacles.in\"", "cannot write" },
    { "\"$KS\" --convert obstacles < \"$DATA/obstacles.in\" > \"$TMP/o.knight\" && "
      "\"$KS\" --json \"$TMP/o.knight\"", "cannot write" },
  };
  GError *error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("knight-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *data = g_test_build_filename (G_TEST_DIST, "data", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *script = g_strdup_printf ("DATA='%s' TMP='%s'; %s > /dev/full", data, tmp,
                                                 cases[i].line);
      g_test_message ("%s", script);
      Run r = run_shell (script);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, cases[i].want_err));
      /* One message, once. */
      g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (long) strlen (r.err) - 1);
      run_clear (&r);
    }
  g_autofree char *set = g_build_filename (tmp, "o.knight", NULL);
  g_unlink (set);
  g_rmdir (tmp);
}

/* Out of memory: a message and exit status 2, never a crash. */
static void
test_out_of_memory (void)
{
#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer reserves more address space than the limit allows");
  return;
#endif
  /* 300 MB of address space holds the 40000 x 40000 board (200 MB of bits)
   * but not its 6.4 GB distance map. */
  Run r = run_shell ("ulimit -v 300000 && exec \"$KS\" map --size 40000x40000 --from a1");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "out of memory"));
  run_clear (&r);
  /* A walled-in target makes the search exhaust the board until memory runs out. */
  r = run_shell ("ulimit -v 300000 && exec \"$KS\" path --size 40000x40000 --from z26 --to a1 --blocked b3,c2");
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "out of memory"));
  run_clear (&r);
}

/* A walled-in start on the largest board (46340 x 46340, two billion
 * squares): answered, with its evidence, in an address space of 400 MB,
 * of which the board's bits take 268 (labelling the board's pieces would
 * take 8.6 GB); and the boards 1 and 2 squares wide of the same size. */
static void
test_walled_in_start (void)
{
#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer reserves more address space than the limit allows");
  return;
#endif
  Run r = run_shell ("ulimit -v 400000 && exec \"$KS\" path --size 46340x46340 --from a1 --to h8 "
                     "--blocked b3,c2 --json");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.err, ==, "");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, r.out, -1, NULL));
  JsonObject *ev = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                                  "evidence");
  g_assert_cmpstr (json_object_get_string_member (ev, "argument"), ==, "region");
  g_assert_cmpint (json_object_get_int_member (ev, "region_size"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ev, "unreached"), ==, (gint64) 46340 * 46340 - 3);
  JsonArray *walls = json_object_get_array_member (ev, "walls");
  g_assert_cmpuint (json_array_get_length (walls), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (walls, 0), ==, "c2");
  g_assert_cmpstr (json_array_get_string_element (walls, 1), ==, "b3");
  run_clear (&r);

  /* boards 1 and 2 wide in closed form: no knight move on the first (it
   * once grew to 9 GB), the chain a1 b3 a5 ... on the second (4.3 GB) */
  r = run_shell ("ulimit -v 400000 && exec \"$KS\" path --size 1x2147483647 --from a1 --to a5");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "reaches only 1 square"));
  run_clear (&r);
  r = run_shell ("ulimit -v 400000 && exec \"$KS\" path --size 2x10000000 --from a1 --to a2");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "5000000 squares"));
  run_clear (&r);
  r = run_shell ("ulimit -v 400000 && exec \"$KS\" path --size 10000000x2 --from a1 --to "
                 "uvxwi2 --blocked e1");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "reaches 2 squares, and the wall on e1"));
  run_clear (&r);
  r = run_shell ("ulimit -v 400000 && exec \"$KS\" path --size 10000000x2 --from a1 --to uvxwi2");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "4999999 moves"));
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  static const char *const obstacles[] = { "obstacles", NULL };
  static const char *const moves[] = { "moves", "uva439" };
  static const char *const sized[] = { "moves-sized", "poj1915" };
  static const char *const dynamic[] = { "dynamic", "uva633" };
  g_test_add_data_func ("/cli/judge/obstacles-sample", obstacles, test_judge_sample);
  g_test_add_data_func ("/cli/judge/uva439-sample", moves, test_judge_sample);
  g_test_add_data_func ("/cli/judge/poj1915-sample", sized, test_judge_sample);
  g_test_add_data_func ("/cli/judge/uva633-sample", dynamic, test_judge_sample);
  g_test_add_func ("/cli/judge/bad-input", test_judge_bad_input);
  g_test_add_func ("/cli/judge/usage", test_judge_usage);
  g_test_add_func ("/cli/judge/junk", test_judge_junk);
  g_test_add_func ("/cli/judge/poj1915-equals-bfs", test_moves_sized_random);
  g_test_add_func ("/cli/path/json-route-is-legal", test_path_command);
  g_test_add_func ("/cli/commands/bad-input", test_commands_bad_input);
  g_test_add_func ("/cli/dynamic/sample", test_dynamic_command);
  g_test_add_func ("/cli/map/grid", test_map_command);
  g_test_add_func ("/cli/map/json-equals-reference", test_map_json);
  g_test_add_func ("/cli/faults/write-failure", test_write_failure);
  g_test_add_func ("/cli/faults/out-of-memory", test_out_of_memory);
  g_test_add_func ("/cli/faults/walled-in-start-on-46340x46340", test_walled_in_start);
  return g_test_run ();
}
