/* test-cli-camelot.c - knight-solve's Camelot: the judge format byte for byte, bad input,
 * and the camelot command's plan (text and JSON) checked for legality. */
#include <gio/gio.h>
#include <string.h>

#include "cli-run.h"
#include "judge.h"
#include "test-util.h"

/* The judge format in process, on a string: the output, and whether it succeeded. */
static char *
judge_in_process (const char *input, gboolean *ok, GError **error)
{
  KlReader reader;
  kl_reader_init_static (&reader, input, strlen (input));
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream (&text, &len);
  g_assert_nonnull (out);
  *ok = kl_judge_run (kl_judge_lookup ("camelot"), &reader, out, error);
  fclose (out);
  return text;
}

/* The library's answer on an 8x8 board, for the judge to agree with. */
static gint64
library_answer (kn_square king, const kn_square *knights, size_t n)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, knights, n, NULL, &plan), ==, KN_OK);
  g_assert_true (kn_camelot_found (plan));
  gint64 moves = kn_camelot_moves (plan);
  kn_camelot_free (plan);
  kn_board_free (b);
  return moves;
}

/* ------------------------------------------------------------ the judge */

static void
test_judge_sample (void)
{
  g_autofree char *in_path = g_test_build_filename (G_TEST_DIST, "data", "camelot.in", NULL);
  g_autofree char *out_path = g_test_build_filename (G_TEST_DIST, "data", "camelot.out", NULL);
  g_autofree char *in = NULL, *want = NULL;
  g_assert_true (g_file_get_contents (in_path, &in, NULL, NULL));
  g_assert_true (g_file_get_contents (out_path, &want, NULL, NULL));
  const char *names[] = { "camelot", "poj1178" };
  for (size_t i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *args[] = { "--judge", names[i], NULL };
      Run r = run_cli (args, in, -1);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpstr (r.out, ==, want);
      run_clear (&r);
    }
}

/* Many random positions in one input: one line out per line in, each the
 * library's answer; the king alone gives 0. */
static void
test_judge_random (void)
{
  guint64 rng = 1178;
  GString *in = g_string_new (NULL);
  GArray *want = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (int c = 0; c < 300; c++)
    {
      gboolean used[64] = { FALSE };
      kn_square pieces[64];
      size_t n = c % 50 == 0 ? 1 : 1 + (size_t) tu_below (&rng, 64);
      for (size_t i = 0; i < n;)
        {
          int cell = (int) tu_below (&rng, 64);
          if (used[cell])
            continue;
          used[cell] = TRUE;
          pieces[i++] = (kn_square) { cell % 8, cell / 8 };
          g_string_append_printf (in, "%c%c", 'A' + cell % 8, '1' + cell / 8);
        }
      g_string_append_c (in, '\n');
      gint64 moves = library_answer (pieces[0], pieces + 1, n - 1);
      if (n == 1)
        g_assert_cmpint (moves, ==, 0);
      g_array_append_val (want, moves);
    }
  gboolean ok;
  GError *error = NULL;
  g_autofree char *out = judge_in_process (in->str, &ok, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, want->len + 1);
  g_assert_cmpstr (lines[want->len], ==, "");
  for (guint i = 0; i < want->len; i++)
    {
      gint64 moves = g_array_index (want, gint64, i);
      g_autofree char *expect = g_strdup_printf ("%" G_GINT64_FORMAT, moves);
      g_assert_cmpstr (lines[i], ==, expect);
    }
  g_array_unref (want);
  g_string_free (in, TRUE);
}

/* Blank lines are no cases; CRLF and spaces between squares are forgiven. */
static void
test_judge_layout (void)
{
  gboolean ok;
  GError *error = NULL;
  const char *in = "\r\nD4A3A8H1H8\r\n  \n D4 A3 A8 H1 H8 \nD4";
  g_autofree char *out = judge_in_process (in, &ok, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpstr (out, ==, "10\n10\n0\n");
  g_autofree char *none = judge_in_process ("", &ok, &error);
  g_assert_true (ok);
  g_assert_cmpstr (none, ==, "");
}

typedef struct {
  const char *input;
  guint answers_before; /* lines of the input answered before the bad one */
  const char *want_err; /* a piece the message must contain */
} BadCase;

static const BadCase bad_cases[] = {
  { "D4A3A8H1H8\nD4A3D4\n", 1,
    "case 2, line 2: 'D4': column 5: a knight cannot start on the king's square" },
  { "D4A3A3\n", 0, "case 1, line 1: 'A3': column 5: this square already has a knight (column 3)" },
  { "D4A3a8\n", 0, "'a8': column 5: a knight's square must have a capital file letter" },
  { "d4A3\n", 0, "'d4': column 1: the king's square must have a capital file letter" },
  { "D4A3A\n", 0, "'A': column 5: the line ends halfway through a knight's square" },
  { "D4A3A 8\n", 0, "'A': column 5: expected a knight's square" },
  { "D4I1\n", 0, "'I1': column 3: expected a knight's square" },
  { "D4A9\n", 0, "'A9'" },
  { "D4\n\nA1H8\n4D\n", 2, "case 3, line 4: '4D': column 1: expected the king's square" },
  { "D4\x01\xff\n", 0, "'\\x01\\xff'" },
  { "D4A3A8H1H8\nA1B1C1D1E1F1G1H1A2B2C2D2E2F2G2H2A3B3C3D3E3F3G3H3A4B4C4D4E4F4G4H4"
    "A5B5C5D5E5F5G5H5A6B6C6D6E6F6G6H6A7B7C7D7E7F7G7H7A8B8C8D8E8F8G8H8A1\n", 1,
    "'A1': column 129: a knight cannot start on the king's square" },
};

static void
test_judge_bad_input (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      const BadCase *c = &bad_cases[i];
      g_autofree char *shown = g_strescape (c->input, NULL);
      g_test_message ("input: %s", shown);
      const char *args[] = { "--judge", "camelot", NULL };
      Run r = run_cli (args, c->input, -1);
      g_assert_cmpint (r.status, ==, 2);
      /* The earlier answers are all there: one line each, as the judge
       * gives them for those lines alone. */
      g_auto (GStrv) in_lines = g_strsplit (c->input, "\n", -1);
      GString *before = g_string_new (NULL);
      for (guint l = 0, answered = 0; answered < c->answers_before; l++)
        if (*in_lines[l])
          {
            gboolean ok;
            GError *error = NULL;
            g_autofree char *one = judge_in_process (in_lines[l], &ok, &error);
            g_assert_true (ok);
            g_string_append (before, one);
            answered++;
          }
      g_assert_cmpstr (r.out, ==, before->str);
      g_string_free (before, TRUE);
      g_assert_nonnull (strstr (r.err, c->want_err));
      g_assert_true (g_str_has_prefix (r.err, "knight-solve: camelot: "));
      g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (long) strlen (r.err) - 1);
      run_clear (&r);
    }
}

/* Mangled samples and random bytes: an answer or a clean error, never a crash. */
static void
test_judge_junk (void)
{
  guint64 rng = 4;
  const char sample[] = "D4A3A8H1H8\nB2\nH8A1C3\n";
  for (int i = 0; i < tu_rounds (3000, 500); i++)
    {
      char buf[sizeof sample];
      memcpy (buf, sample, sizeof sample);
      size_t len = sizeof sample - 1;
      int edits = 1 + (int) tu_below (&rng, 4);
      for (int e = 0; e < edits && len > 0; e++)
        {
          size_t at = (size_t) tu_below (&rng, len);
          switch (tu_below (&rng, 3))
            {
            case 0: buf[at] = (char) tu_rand (&rng); break;
            case 1: buf[at] = "ABHIadh0189 \n\r\t"[tu_below (&rng, 15)]; break;
            default: len = at; break;
            }
        }
      KlReader reader;
      kl_reader_init_static (&reader, buf, len);
      char *text = NULL;
      size_t text_len = 0;
      FILE *out = open_memstream (&text, &text_len);
      GError *error = NULL;
      gboolean ok = kl_judge_run (kl_judge_lookup ("camelot"), &reader, out, &error);
      fclose (out);
      g_assert_true (ok == (error == NULL));
      if (error)
        g_assert_true (g_str_has_prefix (error->message, "case "));
      g_clear_error (&error);
      free (text);
    }
}

/* ------------------------------------------------------------ the command */

static gboolean
parse_sq (const char *text, int32_t w, int32_t h, kn_square *out)
{
  return kn_square_parse (text, strlen (text), w, h, 0, out) == KN_OK;
}

static gboolean
same (kn_square a, kn_square b)
{
  return a.x == b.x && a.y == b.y;
}

static kn_square
json_square (JsonObject *o, const char *member, int32_t w, int32_t h)
{
  const char *name = json_object_get_string_member (o, member);
  kn_square sq;
  g_assert_nonnull (name);
  g_assert_true (parse_sq (name, w, h, &sq));
  return sq;
}

/* Runs camelot --json with args and checks the plan: every route legal on
 * the board of blocked squares, ending on the gathering square, the king
 * riding only along the carrier's last moves, the counts adding up; returns
 * the total (-1 when not found). */
static gint64
json_plan_checked (const char *const *args, const kn_board *board, int want_status)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, want_status);
  g_assert_cmpstr (r.err, ==, "");
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonObject *o = json_node_get_object (root);
  gint64 moves = json_object_get_int_member (o, "moves");
  JsonArray *knights = json_object_get_array_member (o, "knights");
  g_assert_cmpint (json_object_get_int_member (o, "width"), ==, w);
  g_assert_cmpint (json_object_get_int_member (o, "height"), ==, h);
  if (!json_object_get_boolean_member (o, "found"))
    {
      g_assert_cmpint (moves, ==, -1);
      g_assert_true (json_object_get_null_member (o, "gather"));
      g_assert_true (json_object_get_null_member (json_object_get_object_member (o, "king"), "route"));
      run_clear (&r);
      return -1;
    }
  kn_square gather = json_square (o, "gather", w, h), pickup = { -1, -1 };
  gboolean carried = !json_object_get_null_member (o, "carrier");
  g_assert_true (carried == !json_object_get_null_member (o, "pickup"));
  if (carried)
    pickup = json_square (o, "pickup", w, h);

  gint64 total = 0;
  guint n_pieces = 1 + json_array_get_length (knights);
  g_autoptr (GPtrArray) routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  gint64 king_moves = 0;
  for (guint i = 0; i < n_pieces; i++)
    {
      JsonObject *pc = i ? json_array_get_object_element (knights, i - 1)
                         : json_object_get_object_member (o, "king");
      GArray *rt = json_squares (json_object_get_array_member (pc, "route"), w, h);
      JsonArray *types = json_object_get_array_member (pc, "types");
      g_ptr_array_add (routes, rt);
      g_assert_cmpuint (rt->len, ==, json_array_get_length (types) + 1);
      g_assert_true (same (g_array_index (rt, kn_square, 0), json_square (pc, "from", w, h)));
      g_assert_true (same (g_array_index (rt, kn_square, rt->len - 1), gather));
      gint64 counted = 0;
      for (guint s = 1; s < rt->len; s++)
        {
          kn_square a = g_array_index (rt, kn_square, s - 1), b = g_array_index (rt, kn_square, s);
          const char *type = json_array_get_string_element (types, s - 1);
          g_assert_true (kn_board_is_free (board, b));
          if (strcmp (type, "king") == 0)
            {
              g_assert_cmpuint (i, ==, 0);
              g_assert_cmpint (MAX (ABS (a.x - b.x), ABS (a.y - b.y)), ==, 1);
              counted++;
            }
          else
            {
              g_assert_true (tu_is_leap (KN_KNIGHT, a, b));
              if (strcmp (type, "ride") == 0)
                g_assert_cmpuint (i, ==, 0);
              else
                {
                  g_assert_cmpstr (type, ==, "leap");
                  g_assert_cmpuint (i, >, 0);
                  counted++;
                }
            }
        }
      g_assert_cmpint (counted, ==, json_object_get_int_member (pc, "moves"));
      if (i == 0)
        king_moves = counted;
      total += counted;
    }
  g_assert_cmpint (total, ==, moves);
  /* The rides are the carrier's last moves, from the pickup square. */
  GArray *kr = routes->pdata[0];
  guint rides = kr->len - 1 - (guint) king_moves;
  if (carried)
    {
      GArray *cr = routes->pdata[json_object_get_int_member (o, "carrier") + 1];
      g_assert_cmpuint (cr->len, >, rides);
      for (guint s = 0; s <= rides; s++)
        g_assert_true (same (g_array_index (kr, kn_square, king_moves + s),
                             g_array_index (cr, kn_square, cr->len - 1 - rides + s)));
      g_assert_true (same (g_array_index (kr, kn_square, king_moves), pickup));
    }
  else
    g_assert_cmpuint (rides, ==, 0);
  run_clear (&r);
  return moves;
}

static void
test_command_json (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  const char *sample[] = { "camelot", "--king", "d4", "--knights", "a3,a8", "--knights", "h1,h8",
                           "--json", NULL };
  g_assert_cmpint (json_plan_checked (sample, b, 0), ==, 10);
  const char *alone[] = { "camelot", "--king", "e5", "--json", NULL };
  g_assert_cmpint (json_plan_checked (alone, b, 0), ==, 0);
  const char *numeric[] = { "camelot", "--king", "4,4", "--knights", "1,3,1,8,h1,8,8", "--json",
                            NULL };
  g_assert_cmpint (json_plan_checked (numeric, b, 0), ==, 10);
  kn_board_free (b);

  /* The long walk of the issue: the shortcut says 6. */
  g_assert_cmpint (kn_board_new (6, 7, &b), ==, KN_OK);
  const char *walk[] = { "camelot", "--size", "6x7", "--king", "f1", "--knights", "a4,c4,b2",
                         "--json", NULL };
  g_assert_cmpint (json_plan_checked (walk, b, 0), ==, 5);
  kn_board_free (b);

  /* Blocked squares: the routes avoid them, and the total is the library's. */
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  const char *blocked_sq[] = { "c5", "d5", "e5", "e4", "e3", "d3", "c3", "c4" };
  for (size_t i = 0; i < G_N_ELEMENTS (blocked_sq); i++)
    {
      kn_square sq;
      g_assert_true (parse_sq (blocked_sq[i], 8, 8, &sq));
      kn_board_set_blocked (b, sq, true);
    }
  const char *boxed[] = { "camelot", "--king", "d4", "--knights", "a1,h8,b7", "--blocked",
                          "c5,d5,e5,e4,e3,d3,c3,c4", "--json", NULL };
  kn_square king = { 3, 3 }, ks[] = { { 0, 0 }, { 7, 7 }, { 1, 6 } };
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, ks, 3, NULL, &plan), ==, KN_OK);
  g_assert_cmpint (json_plan_checked (boxed, b, 0), ==, kn_camelot_moves (plan));
  kn_camelot_free (plan);
  kn_board_free (b);

  /* Impossible: exit 1, found false. */
  g_assert_cmpint (kn_board_new (2, 8, &b), ==, KN_OK);
  const char *apart[] = { "camelot", "--size", "2x8", "--king", "b6", "--knights", "a1,a2",
                          "--json", NULL };
  g_assert_cmpint (json_plan_checked (apart, b, 1), ==, -1);
  kn_board_free (b);
}

static void
test_command_text (void)
{
  const char *args[] = { "camelot", "--king", "d4", "--knights", "a3,a8,h1,h8", NULL };
  Run r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  /* A headline, maybe a line about the carrier, then one line a piece. */
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);
  guint n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 6);
  g_assert_true (g_str_has_prefix (lines[n - 6], "king d4, "));
  g_assert_true (g_str_has_prefix (lines[n - 2], "knight h8, "));
  g_assert_nonnull (strstr (lines[0], "10 moves"));
  run_clear (&r);

  const char *none[] = { "camelot", "--size", "1x4", "--king", "a1", "--knights", "a2,a4", NULL };
  r = run_cli (none, NULL, -1);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpstr (r.out, !=, "");
  run_clear (&r);
}

static void
test_command_bad_input (void)
{
  const struct {
    const char *args[10];
    const char *want_err;
  } cases[] = {
    { { "camelot", "--knights", "a1", NULL }, "--king" },
    { { "camelot", "--king", "d4", "--knights", "d4", NULL }, "d4 is the king's square" },
    { { "camelot", "--king", "d4", "--knights", "a1,b2,a1", NULL }, "a1 is listed twice" },
    { { "camelot", "--king", "d4", "--knights", "a1", "--knights", "1,1", NULL },
      "a1 is listed twice" },
    { { "camelot", "--king", "d4", "--knights", "i1", NULL }, "'i1' is not on the 8x8 board" },
    { { "camelot", "--king", "z99", NULL }, "--king: 'z99'" },
    { { "camelot", "--king", "d4", "--blocked", "d4", NULL }, "--king: d4 is a blocked square" },
    { { "camelot", "--king", "d4", "--blocked", "a1", "--knights", "a1", NULL },
      "a1 is a blocked square" },
    { { "camelot", "--king", "d4", "--knights", "3", NULL }, "needs a rank" },
    { { "camelot", "--king", "d4", "--knights", "a1,%%", NULL }, "'%%'" },
    { { "camelot", "--size", "0x3", "--king", "a1", NULL }, "board size" },
    { { "camelot", "--king", "d4", "extra", NULL }, "'extra'" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run r = run_cli (cases[i].args, NULL, -1);
      g_test_message ("case %zu: %s", i, r.err);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_true (g_str_has_prefix (r.err, "knight-solve: "));
      g_assert_nonnull (strstr (r.err, cases[i].want_err));
      g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (long) strlen (r.err) - 1);
      run_clear (&r);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/camelot/judge/sample", test_judge_sample);
  g_test_add_func ("/cli/camelot/judge/equals-library", test_judge_random);
  g_test_add_func ("/cli/camelot/judge/layout", test_judge_layout);
  g_test_add_func ("/cli/camelot/judge/bad-input", test_judge_bad_input);
  g_test_add_func ("/cli/camelot/judge/junk", test_judge_junk);
  g_test_add_func ("/cli/camelot/command/json-plan-is-legal", test_command_json);
  g_test_add_func ("/cli/camelot/command/text", test_command_text);
  g_test_add_func ("/cli/camelot/command/bad-input", test_command_bad_input);
  return g_test_run ();
}
