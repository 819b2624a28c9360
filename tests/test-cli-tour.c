/* test-cli-tour.c - knight-solve's tours: the tour judge format (Sicily 1153)
 * and the tour command, checked for valid tours, exit statuses and messages. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/resource.h>

#include "cli-run.h"
#include "test-util.h"

/* Checks one judge line: 64 numbers 1..64, single spaces, a knight's tour
 * from start. */
static void
assert_judge_line (const char *line, int start)
{
  g_assert_false (g_str_has_prefix (line, " "));
  g_assert_false (g_str_has_suffix (line, " "));
  g_assert_null (strstr (line, "  "));
  g_auto (GStrv) nums = g_strsplit (line, " ", -1);
  g_assert_cmpuint (g_strv_length (nums), ==, 64);
  gboolean seen[64] = { FALSE };
  kn_square prev = { 0, 0 };
  for (int i = 0; i < 64; i++)
    {
      guint64 v;
      g_assert_true (g_ascii_string_to_unsigned (nums[i], 10, 1, 64, &v, NULL));
      g_assert_false (seen[v - 1]);
      seen[v - 1] = TRUE;
      /* Square n is row (n-1)/8+1, column (n-1)%8+1. */
      kn_square sq = { (int32_t) ((v - 1) % 8), (int32_t) ((v - 1) / 8) };
      if (i == 0)
        g_assert_cmpint ((int) v, ==, start);
      else
        g_assert_true (tu_is_leap (KN_KNIGHT, prev, sq));
      prev = sq;
    }
}

/* All 64 starts, by name and by alias: 64 valid lines in input order. */
static void
test_judge_all_starts (void)
{
  g_autofree char *in = data_file ("tour-all-starts.in", NULL);
  const char *names[] = { "tour", "sicily1153" };
  char *first = NULL;
  for (int k = 0; k < 2; k++)
    {
      const char *args[] = { "--judge", names[k], NULL };
      Run r = run_cli (args, in, -1);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_true (g_str_has_suffix (r.out, "\n"));
      g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, 65); /* the last is empty */
      for (int i = 0; i < 64; i++)
        assert_judge_line (lines[i], i + 1);
      if (k == 0)
        first = g_strdup (r.out);
      else
        g_assert_cmpstr (r.out, ==, first);
      run_clear (&r);
    }
  g_free (first);
}

/* Repeated starts and blank lines; an input that stops without -1 is
 * answered, then reported as truncated. */
static void
test_judge_lenient (void)
{
  const char *args[] = { "--judge", "tour", NULL };
  Run r = run_cli (args, "\n  12\n\n12 1\n", -1);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "case 4, line 5: the input ends where the closing -1 should be"));
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  assert_judge_line (lines[0], 12);
  assert_judge_line (lines[1], 12);
  assert_judge_line (lines[2], 1);
  run_clear (&r);

  /* Nothing after -1 is read. */
  r = run_cli (args, "5\n-1\nrubbish\n", -1);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);
}

/* Bad input: one message naming the case, line and token; earlier answers kept. */
static void
test_judge_bad_input (void)
{
  static const struct {
    const char *in;
    const char *token;
  } cases[] = {
    { "7\n0\n-1\n", "'0'" },
    { "7\n65\n-1\n", "'65'" },
    { "7\nd4\n-1\n", "'d4'" },
    { "7\n-2\n", "'-2'" },
    { "7\n3.5\n", "'3.5'" },
  };
  const char *args[] = { "--judge", "tour", NULL };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run r = run_cli (args, cases[i].in, -1);
      g_assert_cmpint (r.status, ==, 2);
      g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, 2);
      assert_judge_line (lines[0], 7);
      g_assert_nonnull (strstr (r.err, "case 2, line 2"));
      g_assert_nonnull (strstr (r.err, cases[i].token));
      g_assert_null (strchr (strchr (r.err, '\n') + 1, '\n')); /* one line */
      run_clear (&r);
    }
}

/* Parses "a1 b3 ..." (any whitespace) into squares of a width x height board. */
static GArray *
parse_squares (const char *text, int32_t w, int32_t h)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (kn_square));
  g_auto (GStrv) words = g_strsplit_set (text, " \n\",[]", -1);
  for (char **p = words; *p; p++)
    {
      kn_square sq;
      if (**p && kn_square_parse (*p, strlen (*p), w, h, 0, &sq) == KN_OK)
        g_array_append_val (a, sq);
    }
  return a;
}

static void
assert_squares_tour (GArray *sq, int32_t w, int32_t h, kn_leaper leaper, const char *from,
                     gboolean closed)
{
  g_assert_cmpuint (sq->len, ==, (guint) (w * h));
  g_autofree gboolean *seen = g_new0 (gboolean, w * h);
  for (guint i = 0; i < sq->len; i++)
    {
      kn_square s = g_array_index (sq, kn_square, i);
      g_assert_false (seen[s.y * w + s.x]);
      seen[s.y * w + s.x] = TRUE;
      if (i)
        g_assert_true (tu_is_leap (leaper, g_array_index (sq, kn_square, i - 1), s));
    }
  if (from)
    {
      kn_square f;
      g_assert_cmpint (kn_square_parse (from, strlen (from), w, h, 0, &f), ==, KN_OK);
      kn_square first = g_array_index (sq, kn_square, 0);
      g_assert_true (first.x == f.x && first.y == f.y);
    }
  if (closed)
    g_assert_true (tu_is_leap (leaper, g_array_index (sq, kn_square, 0),
                               g_array_index (sq, kn_square, sq->len - 1)));
}

static void
test_command_text (void)
{
  const char *args[] = { "tour", "--size", "7x5", "--from", "c3", NULL };
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  const char *body = strchr (r.out, '\n'); /* after the heading */
  g_assert_nonnull (body);
  GArray *sq = parse_squares (body, 7, 5);
  assert_squares_tour (sq, 7, 5, KN_KNIGHT, "c3", FALSE);
  g_array_free (sq, TRUE);
  run_clear (&r);

  /* A larger board through the construction, closed. */
  const char *big[] = { "tour", "--size", "30x21", "--closed", NULL };
  r = run_cli (big, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  sq = parse_squares (strchr (r.out, '\n'), 30, 21);
  assert_squares_tour (sq, 30, 21, KN_KNIGHT, NULL, TRUE);
  g_array_free (sq, TRUE);
  run_clear (&r);
}

/* tour --json: the fields, and the squares a tour checked square by square. */
static void
test_command_json (void)
{
  static const struct {
    const char *size, *from, *leaper;
    gboolean closed;
    int32_t w, h;
  } cases[] = {
    { "6x6", "d4", NULL, TRUE, 6, 6 },
    { "5x5", "a1", NULL, FALSE, 5, 5 },
    { "40x31", NULL, NULL, FALSE, 40, 31 },
    { "4x3", "a1", "wazir", FALSE, 4, 3 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GPtrArray *args = g_ptr_array_new ();
      g_ptr_array_add (args, "tour");
      g_ptr_array_add (args, "--size");
      g_ptr_array_add (args, (char *) cases[i].size);
      g_ptr_array_add (args, "--json");
      if (cases[i].closed)
        g_ptr_array_add (args, "--closed");
      if (cases[i].from)
        {
          g_ptr_array_add (args, "--from");
          g_ptr_array_add (args, (char *) cases[i].from);
        }
      if (cases[i].leaper)
        {
          g_ptr_array_add (args, "--leaper");
          g_ptr_array_add (args, (char *) cases[i].leaper);
        }
      g_ptr_array_add (args, NULL);
      Run r = run_cli ((const char *const *) args->pdata, NULL, -1);
      g_ptr_array_free (args, TRUE);
      g_assert_cmpint (r.status, ==, 0);
      g_autoptr (JsonNode) root = parse_json (r.out);
      JsonObject *o = json_node_get_object (root);
      kn_leaper leaper = cases[i].leaper ? (kn_leaper) { 0, 1 } : KN_KNIGHT;
      JsonArray *l = json_object_get_array_member (o, "leaper");
      g_assert_true (json_object_get_boolean_member (o, "found"));
      g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "found");
      g_assert_cmpint (json_object_get_int_member (o, "width"), ==, cases[i].w);
      g_assert_cmpint (json_object_get_int_member (o, "height"), ==, cases[i].h);
      g_assert_cmpint (json_array_get_int_element (l, 0), ==, leaper.m);
      g_assert_cmpint (json_array_get_int_element (l, 1), ==, leaper.n);
      g_assert_cmpint (json_object_get_int_member (o, "nodes"), >=, 0);
      g_autoptr (GArray) sq = json_squares (json_object_get_array_member (o, "squares"),
                                            cases[i].w, cases[i].h);
      assert_squares_tour (sq, cases[i].w, cases[i].h, leaper, cases[i].from, cases[i].closed);
      if (cases[i].closed)
        g_assert_true (json_object_get_boolean_member (o, "closed"));
      run_clear (&r);
    }

  const char *none[] = { "tour", "--size", "4x4", "--json", NULL };
  Run r = run_cli (none, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonObject *o = json_node_get_object (root);
  g_assert_false (json_object_get_boolean_member (o, "found"));
  g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "none");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "squares")), ==, 0);
  run_clear (&r);
}

/* A tour of a million squares streams out as one valid document; nine
 * million take no more memory than the tour itself needs (a JsonNode a
 * square would take about 100 bytes each, 900 MB). */
static void
test_command_json_large (void)
{
  const char *args[] = { "tour", "--size", "1000x1000", "--json", NULL };
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  g_autoptr (JsonNode) root = parse_json (r.out);
  g_autoptr (GArray) sq =
    json_squares (json_object_get_array_member (json_node_get_object (root), "squares"), 1000, 1000);
  assert_squares_tour (sq, 1000, 1000, KN_KNIGHT, NULL, FALSE);
  run_clear (&r);

#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer's shadow memory is no measure of the program's");
  return;
#endif
  if (g_getenv ("KNIGHT_UNDER_VALGRIND"))
    return;
  g_autofree char *cmd = g_strdup_printf ("'%s' tour --size 3000x3000 --json > /dev/null",
                                          g_getenv ("KNIGHT_SOLVE"));
  const char *argv[] = { "/bin/sh", "-c", cmd, NULL };
  int status;
  GError *error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  struct rusage usage;
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &usage), ==, 0);
  g_test_message ("peak resident set of the children: %ld KiB", usage.ru_maxrss);
  g_assert_cmpint (usage.ru_maxrss, <, 300 * 1024);
}

/* The exit status tells a tour (0) from a proof of none (1), bad usage (2)
 * and a search that gave up (3). */
static void
test_command_exit_codes (void)
{
  static const struct {
    const char *args[10];
    int status;
  } cases[] = {
    { { "tour", "--size", "8x8", NULL }, 0 },
    { { "tour", "--size", "4x4", NULL }, 1 },
    { { "tour", "--size", "5x5", "--from", "b1", NULL }, 1 },
    { { "tour", "--size", "3x6", "--closed", NULL }, 1 },
    { { "tour", "--size", "8x8", "--blocked", "c3,d3", "--budget", "3", NULL }, 3 },
    { { "tour", "--size", "8x8", "--blocked", "c3,e3", NULL }, 1 },
    { { "tour", "--size", "8x0", NULL }, 2 },
    { { "tour", "--size", "8x8", "--from", "i9", NULL }, 2 },
    { { "tour", "--size", "8x8", "--blocked", "a1", "--from", "a1", NULL }, 2 },
    { { "tour", "--size", "8x8", "--budget", "-5", NULL }, 2 },
    /* --steps refuses negatives like --budget (-1 once passed for "unset") */
    { { "tour", "--size", "5x5", "--explain", "--steps", "-1", NULL }, 2 },
    { { "tour", "--size", "5x5", "--explain", "--steps", "-2", NULL }, 2 },
    { { "tour", "--size", "5x5", "--explain", "--steps", "0", NULL }, 0 },
    { { "tour", "--size", "5x5", "--steps", "3", NULL }, 2 },
    { { "tour", "--size", "8x8", "--leaper", "0,0", NULL }, 2 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run r = run_cli (cases[i].args, NULL, -1);
      g_assert_cmpint (r.status, ==, cases[i].status);
      if (cases[i].status == 2)
        g_assert_true (g_str_has_prefix (r.err, "knight-solve: "));
      else
        g_assert_cmpstr (r.err, ==, "");
      if (cases[i].status == 3)
        g_assert_nonnull (strstr (r.out, "4 nodes"));
      run_clear (&r);
    }
}

static void
assert_last (GArray *sq, int32_t w, int32_t h, const char *to)
{
  kn_square t;
  g_assert_cmpint (kn_square_parse (to, strlen (to), w, h, 0, &t), ==, KN_OK);
  kn_square last = g_array_index (sq, kn_square, sq->len - 1);
  g_assert_true (last.x == t.x && last.y == t.y);
}

/* --to: the tour ends on the square, or none is proven (with both squares
 * named), in text and in JSON. */
static void
test_command_to (void)
{
  static const struct {
    const char *size, *from, *to;
    int32_t w, h;
    gboolean closed;
  } found[] = {
    { "8x8", "a1", "h7", 8, 8, FALSE }, { "6x6", "c3", "d3", 6, 6, FALSE },
    { "3x40", "b20", "c30", 3, 40, FALSE }, { "40x30", "t15", "a1", 40, 30, FALSE },
    { "10x10", "e5", "f7", 10, 10, TRUE },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (found); i++)
    for (int json = 0; json <= 1; json++)
      {
        const char *args[] = { "tour", "--size", found[i].size, "--from", found[i].from, "--to",
                               found[i].to, found[i].closed ? "--closed" : "--seed=1",
                               json ? "--json" : NULL, NULL };
        Run r = run_cli (args, NULL, -1);
        g_assert_cmpint (r.status, ==, 0);
        GArray *sq;
        if (json)
          {
            g_autoptr (JsonNode) root = parse_json (r.out);
            JsonObject *o = json_node_get_object (root);
            g_assert_true (json_object_get_boolean_member (o, "found"));
            sq = json_squares (json_object_get_array_member (o, "squares"), found[i].w, found[i].h);
            gboolean closed = tu_is_leap (KN_KNIGHT, g_array_index (sq, kn_square, 0),
                                          g_array_index (sq, kn_square, sq->len - 1));
            /* closed: the tour's own property */
            g_assert_cmpint (json_object_get_boolean_member (o, "closed"), ==, closed);
          }
        else
          {
            sq = parse_squares (strchr (r.out, '\n'), found[i].w, found[i].h);
          }
        assert_squares_tour (sq, found[i].w, found[i].h, KN_KNIGHT, found[i].from, found[i].closed);
        assert_last (sq, found[i].w, found[i].h, found[i].to);
        g_array_free (sq, TRUE);
        run_clear (&r);
      }

  /* Same colours on an even board; an end not a move from the start of a
   * closed tour; an end on a blocked square. */
  const char *none[] = { "tour", "--size", "8x8", "--from", "a1", "--to", "h8", NULL };
  Run r = run_cli (none, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "a1"));
  g_assert_nonnull (strstr (r.out, "h8"));
  run_clear (&r);
  const char *closed[] = { "tour", "--size", "8x8", "--from", "a1", "--to", "h7", "--closed", NULL };
  r = run_cli (closed, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  run_clear (&r);
  const char *blocked[] = { "tour", "--size", "8x8", "--blocked", "h7", "--to", "h7", NULL };
  r = run_cli (blocked, NULL, -1);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_true (g_str_has_prefix (r.err, "knight-solve: "));
  run_clear (&r);
}

/* --budget: 0 searches until it decides; a small budget gives up and says
 * what the budget was.  5 x 6 with d2 and d5 blocked has no tour from a5,
 * which the search proves in about ten thousand nodes (no cheap argument
 * applies: no dead end, one piece, the colours allow it). */
static void
test_command_budget (void)
{
  const char *unlimited[] = { "tour", "--size", "5x6", "--blocked", "d2,d5", "--from", "a5",
                              "--budget", "0", NULL };
  Run r = run_cli (unlimited, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "tried every possibility"));
  run_clear (&r);

  const char *small[] = { "tour", "--size", "5x6", "--blocked", "d2,d5", "--from", "a5",
                          "--budget", "1000", NULL };
  r = run_cli (small, NULL, -1);
  g_assert_cmpint (r.status, ==, 3);
  g_assert_nonnull (strstr (r.out, "1001 nodes"));
  g_assert_nonnull (strstr (r.out, "budget of 1000 nodes"));
  run_clear (&r);

  /* In JSON "closed" is what the tour is (none: false), "asked_closed" the request. */
  const char *json[] = { "tour", "--size", "8x8", "--blocked", "c3,d3", "--closed", "--budget", "3",
                         "--json", NULL };
  r = run_cli (json, NULL, -1);
  g_assert_cmpint (r.status, ==, 3);
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonObject *o = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "gave-up");
  g_assert_false (json_object_get_boolean_member (o, "closed"));
  g_assert_true (json_object_get_boolean_member (o, "asked_closed"));
  run_clear (&r);
  const char *closed[] = { "tour", "--size", "5x5", "--closed", "--json", NULL };
  r = run_cli (closed, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  g_autoptr (JsonNode) root2 = parse_json (r.out);
  o = json_node_get_object (root2);
  g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "none");
  g_assert_false (json_object_get_boolean_member (o, "closed"));
  g_assert_true (json_object_get_boolean_member (o, "asked_closed"));
  run_clear (&r);
}

/* Whether b is a knight move from a, both named in algebraic notation. */
static gboolean
knight_move_between (const char *a, const char *b)
{
  kn_square sa, sb;

  g_assert_true (kn_square_parse (a, strlen (a), 100, 100, 0, &sa) == KN_OK);
  g_assert_true (kn_square_parse (b, strlen (b), 100, 100, 0, &sb) == KN_OK);
  int dx = abs (sa.x - sb.x), dy = abs (sa.y - sb.y);
  return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
}

/* The headline says what was asked and what was found, the same in the
 * text and in JSON: an open tour that happens to close says both (and
 * "closed" is what the tour is, "asked_closed" what was asked); one that
 * does not close says it is open; a closed one asked for says closed.
 * Whether a tour closes is checked from its squares, not taken on trust. */
static void
test_command_headline_asked_found (void)
{
  const char *sizes[] = { "10x10", "30x30", "6x6", "8x8", "5x5", "12x7" };
  guint seen_closing = 0, seen_open = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int closed = 0; closed <= 1; closed++)
      {
        const char *json_args[] = { "tour", "--size", sizes[i], "--json",
                                    closed ? "--closed" : NULL, NULL };
        const char *text_args[] = { "tour", "--size", sizes[i], closed ? "--closed" : NULL, NULL };
        Run j = run_cli (json_args, NULL, -1), t = run_cli (text_args, NULL, -1);
        g_autoptr (JsonNode) root = parse_json (j.out);
        JsonObject *o = json_node_get_object (root);
        const char *headline = json_object_get_string_member (o, "headline");

        g_test_message ("tour --size %s%s: %s", sizes[i], closed ? " --closed" : "", headline);
        g_assert_cmpint (j.status, ==, t.status);
        g_assert_cmpint (json_object_get_boolean_member (o, "asked_closed"), ==, closed);
        if (j.status != 0)
          {
            g_assert_false (json_object_get_boolean_member (o, "closed"));
            run_clear (&j);
            run_clear (&t);
            continue;
          }
        JsonArray *sq = json_object_get_array_member (o, "squares");
        guint n = json_array_get_length (sq);
        gboolean closes = knight_move_between (json_array_get_string_element (sq, 0),
                                               json_array_get_string_element (sq, n - 1));
        g_autofree char *count = g_strdup_printf ("tour of %u squares", n);

        g_assert_cmpint (json_object_get_boolean_member (o, "closed"), ==, closes);
        /* the text's first line is the JSON's headline */
        g_assert_true (g_str_has_prefix (t.out, headline));
        g_assert_cmpint (t.out[strlen (headline)], ==, '\n');
        g_assert_nonnull (strstr (headline, count));
        if (closed)
          {
            g_assert_true (closes);
            g_assert_true (g_str_has_prefix (headline, "Closed tour of "));
          }
        else if (closes)
          {
            g_assert_true (g_str_has_prefix (headline, "Open tour of "));
            g_assert_nonnull (strstr (headline, "; it also closes"));
            seen_closing++;
          }
        else
          {
            g_assert_cmpstr (headline, ==, strstr (headline, "Open tour of "));
            g_assert_null (strstr (headline, "closes"));
            seen_open++;
          }
        run_clear (&j);
        run_clear (&t);
      }
  /* the corpus has both kinds of open tour */
  g_assert_cmpuint (seen_closing, >, 0);
  g_assert_cmpuint (seen_open, >, 0);
}

/* Tour puzzles in files: Target= is the tour's end square, and --budget
 * reaches the search. */
static void
test_files_target (void)
{
  g_autofree char *dir = g_dir_make_tmp ("knight-tour-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tours.knight", NULL);
  g_assert_true (g_file_set_contents (path,
                                      "[Knight Lab]\nVersion=1\n\n"
                                      "[Puzzle 1]\nMode=tour\nSize=8x8\nStart=a1\nTarget=h7\n\n"
                                      "[Puzzle 2]\nMode=tour\nSize=8x8\nStart=a1\nTarget=h8\n\n"
                                      "[Puzzle 3]\nMode=tour\nSize=12x9\nTarget=c2\nClosed=true\n\n"
                                      "[Puzzle 4]\nMode=tour\nSize=5x6\nBlocked=d2 d5\nStart=a5\n",
                                      -1, NULL));
  const char *args[] = { path, "--json", "--budget", "1000", NULL };
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 3); /* the worst of the four: puzzle 4 gave up */
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonArray *all = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (all), ==, 4);
  JsonObject *o = json_array_get_object_element (all, 0);
  g_assert_true (json_object_get_boolean_member (o, "found"));
  GArray *sq = json_squares (json_object_get_array_member (o, "squares"), 8, 8);
  assert_squares_tour (sq, 8, 8, KN_KNIGHT, "a1", FALSE);
  assert_last (sq, 8, 8, "h7");
  g_array_free (sq, TRUE);
  o = json_array_get_object_element (all, 1);
  g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "none");
  o = json_array_get_object_element (all, 2);
  g_assert_true (json_object_get_boolean_member (o, "closed"));
  sq = json_squares (json_object_get_array_member (o, "squares"), 12, 9);
  assert_squares_tour (sq, 12, 9, KN_KNIGHT, NULL, TRUE);
  assert_last (sq, 12, 9, "c2");
  g_array_free (sq, TRUE);
  o = json_array_get_object_element (all, 3);
  g_assert_cmpstr (json_object_get_string_member (o, "outcome"), ==, "gave-up");
  run_clear (&r);

  /* The text answer states the budget; without --budget the default
   * budget decides puzzle 4. */
  const char *text[] = { path, "--budget", "1000", NULL };
  r = run_cli (text, NULL, -1);
  g_assert_cmpint (r.status, ==, 3);
  g_assert_nonnull (strstr (r.out, "budget of 1000 nodes"));
  run_clear (&r);
  const char *plain[] = { path, NULL };
  r = run_cli (plain, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_command_leaper (void)
{
  const char *args[] = { "tour", "--size", "4x3", "--leaper", "wazir", "--from", "a1", NULL };
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  GArray *sq = parse_squares (strchr (r.out, '\n'), 4, 3);
  assert_squares_tour (sq, 4, 3, (kn_leaper) { 0, 1 }, "a1", FALSE);
  g_array_free (sq, TRUE);
  run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/judge/tour-all-starts", test_judge_all_starts);
  g_test_add_func ("/cli/judge/tour-lenient", test_judge_lenient);
  g_test_add_func ("/cli/judge/tour-bad-input", test_judge_bad_input);
  g_test_add_func ("/cli/tour/text", test_command_text);
  g_test_add_func ("/cli/tour/json", test_command_json);
  g_test_add_func ("/cli/tour/json-large", test_command_json_large);
  g_test_add_func ("/cli/tour/exit-codes", test_command_exit_codes);
  g_test_add_func ("/cli/tour/leaper", test_command_leaper);
  g_test_add_func ("/cli/tour/to", test_command_to);
  g_test_add_func ("/cli/tour/budget", test_command_budget);
  g_test_add_func ("/cli/tour/headline-asked-and-found", test_command_headline_asked_found);
  g_test_add_func ("/cli/tour/file-target-and-budget", test_files_target);
  return g_test_run ();
}
