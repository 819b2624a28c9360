/* test-cli-pins.c - what knight-solve promises at its edges, through the
 * real binary: every reason code, tour rule code and reach argument that
 * --json can emit comes out of a case built for it (the test walks the
 * enums, so a new code without a case fails), with its exit status; and
 * every square one past an edge of the board, in both notations, on square
 * and oblong boards (files past z included), is refused in every option
 * and puzzle-file key that takes a square, naming the token, with status 2
 * and nothing on standard output, while the last square inside is taken. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-run.h"
#include "kl-reason.h"
#include "test-util.h"

/* ------------------------------------------------------- the codes */

typedef enum
{
  CODE_REASON,    /* "reason": kl_reason_to_string */
  CODE_RULE,      /* "evidence"."rule": kl_reason_rule_to_string */
  CODE_ARGUMENT,  /* "evidence"."argument": kl_reason_argument_to_string */
} CodeKind;

/* A case for each code: the enum value, the code as the README's JSON
 * section spells it (written out here, not taken from the code under
 * test), the arguments that produce it, the reason it comes with, and the
 * exit status.  A new code needs a new row. */
static const struct
{
  CodeKind    kind;
  int         value;
  const char *code;
  const char *args;
  const char *reason;
  int         status;
} codes[] = {
  { CODE_REASON, KN_REASON_BOARD_RULE, "board-rule", "tour --size 2x5", "board-rule", 1 },
  { CODE_REASON, KN_REASON_COLOUR, "colour", "tour --size 5x5 --from b1", "colour", 1 },
  { CODE_REASON, KN_REASON_DEAD_ENDS, "dead-ends",
    "tour --blocked c1,d1,c2,d2,c3,d3,c4,d4,c5,d5 --from a1", "dead-ends", 1 },
  { CODE_REASON, KN_REASON_DISCONNECTED, "disconnected", "tour --leaper camel", "disconnected",
    1 },
  { CODE_REASON, KN_REASON_EXHAUSTED, "exhausted", "tour --size 5x5 --blocked b2,c2 --from a1",
    "exhausted", 1 },
  { CODE_REASON, KN_REASON_GAVE_UP, "gave-up", "tour --blocked c3,d3 --budget 3", "gave-up", 3 },
  { CODE_REASON, KN_REASON_UNREACHABLE, "unreachable", "path --from a1 --to h8 --blocked f7,g6",
    "unreachable", 1 },
  { CODE_REASON, KN_REASON_STUCK, "stuck", "tour --size 4x4 --from a1 --algorithm warnsdorff-plain",
    "stuck", 3 },
  { CODE_REASON, KN_REASON_NOT_APPLICABLE, "not-applicable",
    "tour --size 4x4 --algorithm construction", "not-applicable", 3 },

  { CODE_RULE, KN_RULE_ONE_LINE, "one-line", "tour --size 1x5", "board-rule", 1 },
  { CODE_RULE, KN_RULE_TWO_LINES, "two-lines", "tour --size 2x5", "board-rule", 1 },
  /* retired: the small boards have proofs of their own now (the four below) */
  { CODE_RULE, KN_RULE_SMALL_BOARD, "small-board", NULL, NULL, 0 },
  { CODE_RULE, KN_RULE_CLOSED_ODD, "closed-odd", "tour --size 5x5 --closed", "colour", 1 },
  { CODE_RULE, KN_RULE_CLOSED_NARROW, "closed-narrow", "tour --size 4x8 --closed", "board-rule",
    1 },
  { CODE_RULE, KN_RULE_CLOSED_THREE, "closed-three", "tour --size 3x4 --closed", "board-rule",
    1 },
  { CODE_RULE, KN_RULE_CORNER_COLOUR, "corner-colour", "tour --size 5x5 --from b1", "colour", 1 },
  { CODE_RULE, KN_RULE_OUTER_LINES, "outer-lines", "tour --size 4x5 --from b1", "board-rule", 1 },
  { CODE_RULE, KN_RULE_THREE_STARTS, "three-starts", "tour --size 3x7 --from b4", "board-rule",
    1 },
  { CODE_RULE, KN_RULE_END_COLOUR, "end-colour", "tour --from a1 --to h8", "colour", 1 },
  { CODE_RULE, KN_RULE_SAME_SQUARE, "same-square", "tour --from a1 --to a1", "board-rule", 1 },
  { CODE_RULE, KN_RULE_CLOSING_MOVE, "closing-move", "tour --closed --from a1 --to h8",
    "board-rule", 1 },
  { CODE_RULE, KN_RULE_FIVE_CORNERS, "five-corners", "tour --size 5x6 --from c1 --to c2",
    "board-rule", 1 },
  { CODE_RULE, KN_RULE_LONE_CENTRE, "lone-centre", "tour --size 3x3", "board-rule", 1 },
  { CODE_RULE, KN_RULE_FOUR_CORNERS, "four-corners", "tour --size 4x4", "board-rule", 1 },
  { CODE_RULE, KN_RULE_CENTRE_CORNERS, "centre-corners", "tour --size 5x3", "board-rule", 1 },
  { CODE_RULE, KN_RULE_SHARED_PAIRS, "shared-pairs", "tour --size 3x6", "board-rule", 1 },

  { CODE_ARGUMENT, KN_REACH_BLOCKED, "blocked", "dynamic --from a1 --to h8 --blocked h8",
    "unreachable", 1 },
  { CODE_ARGUMENT, KN_REACH_COLOUR, "colour", "path --from a1 --to a2 --leaper ferz",
    "unreachable", 1 },
  { CODE_ARGUMENT, KN_REACH_LATTICE, "lattice", "path --from a1 --to c1 --leaper alfil",
    "unreachable", 1 },
  { CODE_ARGUMENT, KN_REACH_REGION, "region", "path --from a1 --to h8 --blocked f7,g6",
    "unreachable", 1 },
};

static const char *
code_name (CodeKind kind, int value)
{
  switch (kind)
    {
    case CODE_REASON:
      return kl_reason_to_string ((kn_reason) value);
    case CODE_RULE:
      return kl_reason_rule_to_string ((kn_tour_rule) value);
    case CODE_ARGUMENT:
    default:
      return kl_reason_argument_to_string ((kn_reach_argument) value);
    }
}

/* Runs a case with --json and checks the code where its kind puts it. */
static void
run_code_case (guint row)
{
  g_auto (GStrv) words = g_strsplit (codes[row].args, " ", -1);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o, *ev;
  Run r;

  for (char **w = words; *w; w++)
    g_ptr_array_add (args, *w);
  g_ptr_array_add (args, NULL);
  /* the text answer first: the same exit status */
  r = run_cli ((const char *const *) args->pdata, NULL, -1);
  g_assert_cmpint (r.status, ==, codes[row].status);
  g_assert_cmpstr (r.err, ==, "");
  run_clear (&r);

  g_ptr_array_insert (args, (gint) args->len - 1, "--json");
  r = run_cli ((const char *const *) args->pdata, NULL, -1);
  if (r.status != codes[row].status)
    g_error ("%s --json: status %d, not %d (%s)", codes[row].args, r.status, codes[row].status,
             r.err);
  root = parse_json (r.out);
  o = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, codes[row].reason);
  ev = json_object_get_object_member (o, "evidence");
  g_assert_nonnull (ev);
  switch (codes[row].kind)
    {
    case CODE_REASON:
      g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, codes[row].code);
      break;
    case CODE_RULE:
      g_assert_cmpstr (json_object_get_string_member (ev, "rule"), ==, codes[row].code);
      break;
    case CODE_ARGUMENT:
    default:
      g_assert_cmpstr (json_object_get_string_member (ev, "argument"), ==, codes[row].code);
      break;
    }
  run_clear (&r);
}

/* Every value of kind from 1 up to the last one with a name has a row,
 * and its case emits it; returns the last value. */
static int
check_codes (CodeKind kind)
{
  int v;

  for (v = 1; code_name (kind, v) != NULL; v++)
    {
      gboolean found = FALSE;

      for (guint row = 0; row < G_N_ELEMENTS (codes); row++)
        if (codes[row].kind == kind && codes[row].value == v)
          {
            g_assert_cmpstr (code_name (kind, v), ==, codes[row].code);
            /* a retired code keeps its name but nothing gives it */
            if (codes[row].args != NULL)
              run_code_case (row);
            found = TRUE;
          }
      if (!found)
        g_error ("no case in test-cli-pins.c's table emits code %d (\"%s\"): add a row",
                 v, code_name (kind, v));
    }
  /* every row's value has a name: nothing in the table is left over */
  for (guint row = 0; row < G_N_ELEMENTS (codes); row++)
    if (codes[row].kind == kind)
      g_assert_cmpint (codes[row].value, <, v);
  return v - 1;
}

static void
test_reason_codes (void)
{
  g_assert_cmpint (check_codes (CODE_REASON), >=, KN_REASON_UNREACHABLE);
  g_assert_null (kl_reason_to_string (KN_REASON_NONE));
}

static void
test_rule_codes (void)
{
  g_assert_cmpint (check_codes (CODE_RULE), >=, KN_RULE_SHARED_PAIRS);
  g_assert_null (kl_reason_rule_to_string (KN_RULE_NONE));
}

static void
test_argument_codes (void)
{
  g_assert_cmpint (check_codes (CODE_ARGUMENT), >=, KN_REACH_REGION);
  g_assert_null (kl_reason_argument_to_string (KN_REACH_NONE));
}

/* ------------------------------------------------------- the edges */

/* The algebraic name of file f (from 1) and rank r: files go on after z
 * as spreadsheet columns (27 is aa), written out here. */
static char *
algebraic (int f, int r)
{
  char letters[8];
  int n = 0;

  for (; f > 0; f = (f - 1) / 26)
    letters[n++] = (char) ('a' + (f - 1) % 26);
  GString *s = g_string_new (NULL);
  while (n > 0)
    g_string_append_c (s, letters[--n]);
  g_string_append_printf (s, "%d", r);
  return g_string_free (s, FALSE);
}

static const int boards[][2] = { { 8, 8 }, { 5, 7 }, { 26, 3 }, { 27, 2 } };

/* The squares one past each edge of a w x h board, both notations. */
static GPtrArray *
outside (int w, int h)
{
  GPtrArray *t = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (t, algebraic (w + 1, 1));
  g_ptr_array_add (t, algebraic (w + 1, h));
  g_ptr_array_add (t, algebraic (1, h + 1));
  g_ptr_array_add (t, algebraic (w, h + 1));
  g_ptr_array_add (t, g_strdup_printf ("%d,1", w + 1));
  g_ptr_array_add (t, g_strdup_printf ("1,%d", h + 1));
  g_ptr_array_add (t, g_strdup_printf ("%d,%d", w + 1, h + 1));
  g_ptr_array_add (t, g_strdup ("0,0"));
  g_ptr_array_add (t, g_strdup ("1,0"));
  g_ptr_array_add (t, g_strdup ("0,1"));
  g_ptr_array_add (t, algebraic (1, 0));
  return t;
}

/* The squares at the edges, inside: the far corner in both notations, the
 * last file of the first rank and the last rank of the first file (never
 * a1 or b1, which the commands below use). */
static GPtrArray *
inside (int w, int h)
{
  GPtrArray *t = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (t, algebraic (w, h));
  g_ptr_array_add (t, g_strdup_printf ("%d,%d", w, h));
  g_ptr_array_add (t, algebraic (w, 1));
  g_ptr_array_add (t, g_strdup_printf ("1,%d", h));
  return t;
}

/* The places a square goes: an option of a command, or a key of a puzzle
 * file, where @ stands for the square; the size is given apart. */
static const struct
{
  const char *option;    /* NULL: a puzzle file */
  const char *command;   /* the rest of the command line, or the puzzle's keys */
} places[] = {
  { "--from", "path --to b1" },
  { "--to", "path --from a1" },
  { "--blocked", "path --from a1 --to b1" },
  { "--from", "dynamic --to b1" },
  { "--to", "tour --budget 1000 --from a1" },
  { "--king", "camelot --knights a1" },
  { "--knights", "camelot --king a1 --knights b1" },
  { NULL, "Mode=path\nStart=@\nTarget=b1\n" },
  { NULL, "Mode=path\nStart=a1\nTarget=@\n" },
  { NULL, "Mode=path\nStart=a1\nTarget=b1\nBlocked=@\n" },
  { NULL, "Mode=tour\nStart=@\n" },
  { NULL, "Mode=camelot\nKing=@\nKnights=a1\n" },
  { NULL, "Mode=camelot\nKing=a1\nKnights=b1 @\n" },
};

/* Runs square in place p on a w x h board: the run (clear it). */
static Run
run_place (guint p, int w, int h, const char *square, const char *file)
{
  g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  Run r;

  if (places[p].option != NULL)
    {
      g_auto (GStrv) words = g_strsplit (places[p].command, " ", -1);

      for (char **x = words; *x; x++)
        g_ptr_array_add (args, g_strdup (*x));
      g_ptr_array_add (args, g_strdup ("--size"));
      g_ptr_array_add (args, g_strdup (size));
      g_ptr_array_add (args, g_strdup (places[p].option));
      g_ptr_array_add (args, g_strdup (square));
    }
  else
    {
      g_auto (GStrv) parts = g_strsplit (places[p].command, "@", -1);
      g_autofree char *keys = g_strjoinv (square, parts);
      g_autofree char *text = g_strdup_printf ("[Knight Lab]\nVersion=1\n\n[Puzzle 1]\n"
                                               "Size=%s\n%s", size, keys);

      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      g_ptr_array_add (args, g_strdup (file));
    }
  g_ptr_array_add (args, NULL);
  r = run_cli ((const char *const *) args->pdata, NULL, -1);
  return r;
}

static void
test_edges (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pins-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "edge.knight", NULL);
  guint refused = 0, taken = 0;

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      int w = boards[b][0], h = boards[b][1];
      g_autoptr (GPtrArray) out = outside (w, h);
      g_autoptr (GPtrArray) in = inside (w, h);

      for (guint p = 0; p < G_N_ELEMENTS (places); p++)
        {
          for (guint t = 0; t < out->len; t++)
            {
              const char *sq = g_ptr_array_index (out, t);
              g_autofree char *quoted = g_strdup_printf ("'%s'", sq);
              Run r = run_place (p, w, h, sq, file);

              if (r.status != 2 || r.out_len != 0 || strstr (r.err, quoted) == NULL ||
                  strstr (r.err, "knight-solve: ") != r.err)
                g_error ("%s %s on %dx%d: status %d, stdout \"%s\", stderr \"%s\"",
                         places[p].option ? places[p].option : "file", sq, w, h, r.status, r.out,
                         r.err);
              /* which square, and why: off the board, or not a square */
              g_assert_true (strstr (r.err, "is not on the") != NULL ||
                             strstr (r.err, "is not a square") != NULL);
              run_clear (&r);
              refused++;
            }
          for (guint t = 0; t < in->len; t++)
            {
              const char *sq = g_ptr_array_index (in, t);
              Run r = run_place (p, w, h, sq, file);

              /* an answer, a proven none or a budget spent: never bad input */
              if (r.status == 2 || r.err[0] != '\0' || r.out_len == 0)
                g_error ("%s %s on %dx%d: status %d, stderr \"%s\"",
                         places[p].option ? places[p].option : "file", sq, w, h, r.status,
                         r.err);
              run_clear (&r);
              taken++;
            }
        }
    }
  g_unlink (file);
  g_rmdir (dir);
  g_assert_cmpuint (refused, ==, G_N_ELEMENTS (boards) * G_N_ELEMENTS (places) * 11);
  g_assert_cmpuint (taken, ==, G_N_ELEMENTS (boards) * G_N_ELEMENTS (places) * 4);
}

/* A knight may not start on the king's square, whichever it is; a knight
 * on the square with the king's file as its rank is fine. */
static void
test_knight_on_king (void)
{
  static const char *const kings[] = { "b3", "f2", "c7", "h1" };

  for (guint i = 0; i < G_N_ELEMENTS (kings); i++)
    {
      kn_square k = tu_square (kings[i], 8, 8);
      char other[KN_SQUARE_BUFSIZE];
      const char *same[] = { "camelot", "--king", kings[i], "--knights", kings[i], NULL };
      const char *fine[] = { "camelot", "--king", kings[i], "--knights", other, NULL };
      Run r;

      kn_square_format ((kn_square) { k.x, k.x }, 0, other, sizeof other);
      r = run_cli (same, NULL, -1);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpuint (r.out_len, ==, 0);
      g_assert_nonnull (strstr (r.err, kings[i]));
      run_clear (&r);
      if (k.x == k.y)
        continue;
      r = run_cli (fine, NULL, -1);
      g_assert_cmpint (r.status, ==, 0);
      run_clear (&r);
    }
}

/* A route of no moves (start = target) is found, in 0 moves. */
static void
test_zero_moves (void)
{
  const char *args[] = { "path", "--from", "c3", "--to", "3,3", "--json", NULL };
  Run r = run_cli (args, NULL, -1);
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  o = json_node_get_object (root);
  g_assert_true (json_object_get_boolean_member (o, "found"));
  g_assert_cmpint (json_object_get_int_member (o, "moves"), ==, 0);
  run_clear (&r);
}

/* A square listed twice in a puzzle's Knights (or Blocked) is refused. */
static void
test_listed_twice (void)
{
  static const char *const keys[] = { "Mode=camelot\nKing=e4\nKnights=a1 b1 1,1\n",
                                      "Mode=path\nStart=a1\nTarget=h8\nBlocked=c3 d4 4,4\n" };
  g_autofree char *dir = g_dir_make_tmp ("pins-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "twice.knight", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Knight Lab]\nVersion=1\n\n[Puzzle 1]\n"
                                               "Size=8x8\n%s", keys[i]);
      const char *args[] = { file, NULL };
      Run r;

      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      r = run_cli (args, NULL, -1);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpuint (r.out_len, ==, 0);
      g_assert_nonnull (strstr (r.err, "listed twice"));
      run_clear (&r);
    }
  g_unlink (file);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/pins/codes/reasons", test_reason_codes);
  g_test_add_func ("/cli/pins/codes/rules", test_rule_codes);
  g_test_add_func ("/cli/pins/codes/arguments", test_argument_codes);
  g_test_add_func ("/cli/pins/edges", test_edges);
  g_test_add_func ("/cli/pins/knight-on-king", test_knight_on_king);
  g_test_add_func ("/cli/pins/zero-moves", test_zero_moves);
  g_test_add_func ("/cli/pins/listed-twice", test_listed_twice);
  return g_test_run ();
}
