/* test-cli-reason.c - knight-solve says why there is no answer: the text
 * answer is the shared wording's sentence (kl_reason_sentence, computed here
 * from the library), and --json carries "reason" and "evidence", read back
 * with JsonParser and checked against the library's evidence; the exit
 * status stays 0 an answer, 1 proven none, 3 gave up. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "cli-run.h"
#include "kl-reason.h"
#include "test-util.h"

/* A board from --size and --blocked arguments. */
static kn_board *
make_board (int32_t w, int32_t h, const char *blocked)
{
  kn_board *b = NULL;
  g_auto (GStrv) names = blocked ? g_strsplit (blocked, ",", -1) : NULL;

  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  for (char **n = names; n && *n; n++)
    g_assert_cmpint (kn_board_set_blocked (b, tu_square (*n, w, h), true), ==, KN_OK);
  return b;
}

static JsonObject *
evidence_of (JsonObject *o, const char *reason)
{
  g_assert_cmpstr (json_object_get_string_member (o, "reason"), ==, reason);
  return json_object_get_object_member (o, "evidence");
}

/* The JSON region (streamed) and walls are the library's. */
static void
assert_region_json (JsonObject *ev, const kn_reach *reach, int32_t w, int32_t h)
{
  size_t n = 0, nwalls = 0;
  const uint8_t *doors = NULL;
  const kn_square *region = kn_reach_reason_region (reach, &n);
  const kn_square *walls = kn_reach_reason_walls (reach, &doors, &nwalls);
  g_autoptr (GArray) got = json_squares (json_object_get_array_member (ev, "region"), w, h);
  g_autoptr (GArray) got_walls = json_squares (json_object_get_array_member (ev, "walls"), w, h);
  g_autoptr (GArray) got_doors = json_squares (json_object_get_array_member (ev, "doors"), w, h);
  guint k = 0;

  g_assert_cmpstr (json_object_get_string_member (ev, "argument"), ==, "region");
  g_assert_cmpint (json_object_get_int_member (ev, "region_size"), ==, (gint64) n);
  g_assert_cmpint (json_object_get_int_member (ev, "unreached"), ==,
                   (gint64) kn_reach_reason_unreached (reach));
  g_assert_cmpuint (got->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (tu_same (g_array_index (got, kn_square, i), region[i]));
  g_assert_cmpuint (got_walls->len, ==, nwalls);
  for (guint i = 0; i < nwalls; i++)
    {
      g_assert_true (tu_same (g_array_index (got_walls, kn_square, i), walls[i]));
      if (doors[i])
        g_assert_true (tu_same (g_array_index (got_doors, kn_square, k++), walls[i]));
    }
  g_assert_cmpuint (got_doors->len, ==, k);
}

/* The text answer of args is the reason's sentence (plus a newline). */
static void
assert_text (const char *const *args, const KlReason *reason, int status)
{
  g_autofree char *want = kl_reason_sentence (reason);
  Run r = run_cli (args, NULL, -1);

  g_assert_cmpint (r.status, ==, status);
  g_assert_true (g_str_has_suffix (r.out, want) || g_strrstr (r.out, want) != NULL);
  run_clear (&r);
}

/* Runs args with --json appended; the root object, and the exit status. */
static JsonNode *
run_json (const char *const *args, int status)
{
  const char *all[32];
  guint n = 0;
  Run r;
  JsonNode *root;

  for (; args[n] != NULL; n++)
    all[n] = args[n];
  all[n++] = "--json";
  all[n] = NULL;
  r = run_cli (all, NULL, -1);
  g_assert_cmpint (r.status, ==, status);
  root = parse_json (r.out);
  run_clear (&r);
  return root;
}

static void
test_path (void)
{
  const char *blocked = "c1,d1,c2,d2,c3,d3,c4,d4,c5,d5,f7,g6";
  kn_board *b = make_board (8, 8, blocked);
  kn_square a1 = { 0, 0 }, h8 = { 7, 7 };
  kn_reach *reach = NULL;
  g_autoptr (KlReason) reason = NULL;
  const char *args[] = { "path", "--from", "a1", "--to", "h8", "--blocked", blocked, NULL };
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o;

  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, &h8, NULL, &reach), ==, KN_OK);
  reason = kl_reason_new_reach (reach, b, KL_MODE_PATH, KN_KNIGHT);
  assert_text (args, reason, 1);
  root = run_json (args, 1);
  o = json_node_get_object (root);
  g_assert_false (json_object_get_boolean_member (o, "found"));
  assert_region_json (evidence_of (o, "unreachable"), reach, 8, 8);
  g_assert_cmpstr (json_object_get_string_member (evidence_of (o, "unreachable"), "to"), ==, "h8");
  kn_reach_free (reach);
  kn_board_free (b);

  /* a found route has no reason */
  {
    const char *found[] = { "path", "--from", "a1", "--to", "f1", NULL };
    g_autoptr (JsonNode) r2 = run_json (found, 0);

    g_assert_true (json_object_get_null_member (json_node_get_object (r2), "reason"));
    g_assert_true (json_object_get_null_member (json_node_get_object (r2), "evidence"));
  }
}

/* The camel's colour and the dabbaba's lattice: no region, no walls. */
static void
test_leapers (void)
{
  static const struct
  {
    const char *leaper, *to, *argument;
    int step;
  } cases[] = { { "camel", "h7", "colour", 0 }, { "dabbaba", "b2", "lattice", 2 },
                { "alfil", "c1", "lattice", 2 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[] = { "path", "--from", "a1", "--to", cases[i].to, "--leaper",
                             cases[i].leaper, NULL };
      g_autoptr (JsonNode) root = run_json (args, 1);
      JsonObject *ev = evidence_of (json_node_get_object (root), "unreachable");
      kn_board *b = make_board (8, 8, NULL);
      kn_leaper l = { 0, 0 };
      kn_square a1 = { 0, 0 }, to = tu_square (cases[i].to, 8, 8);
      kn_reach *reach = NULL;
      g_autoptr (KlReason) reason = NULL;

      l = g_str_equal (cases[i].leaper, "camel") ? (kn_leaper) { 1, 3 }
        : g_str_equal (cases[i].leaper, "dabbaba") ? (kn_leaper) { 0, 2 } : (kn_leaper) { 2, 2 };
      g_assert_cmpstr (json_object_get_string_member (ev, "argument"), ==, cases[i].argument);
      g_assert_false (json_object_has_member (ev, "region"));
      if (cases[i].step)
        {
          bool parity;

          g_assert_cmpint (kn_reach_explain (b, l, a1, &to, NULL, &reach), ==, KN_OK);
          g_assert_cmpint (json_object_get_int_member (ev, "step"), ==,
                           kn_reach_reason_lattice (reach, &parity));
          g_assert_cmpint (json_object_get_boolean_member (ev, "parity"), ==, parity);
          kn_reach_free (reach);
        }
      g_assert_cmpint (kn_reach_explain (b, l, a1, &to, NULL, &reach), ==, KN_OK);
      reason = kl_reason_new_reach (reach, b, KL_MODE_PATH, l);
      assert_text (args, reason, 1);
      kn_reach_free (reach);
      kn_board_free (b);
    }
}

static void
test_dynamic_and_map (void)
{
  const char *blocked = "f7,g6,f6,a8,h1";
  kn_board *b = make_board (8, 8, blocked);
  kn_square a1 = { 0, 0 }, h8 = { 7, 7 };
  kn_reach *reach = NULL;
  g_autoptr (KlReason) reason = NULL;
  const char *args[] = { "dynamic", "--from", "a1", "--to", "h8", "--blocked", blocked, NULL };
  g_autoptr (JsonNode) root = NULL;

  g_assert_cmpint (kn_reach_explain_dynamic (b, a1, h8, NULL, &reach), ==, KN_OK);
  reason = kl_reason_new_reach (reach, b, KL_MODE_DYNAMIC, KN_KNIGHT);
  assert_text (args, reason, 1);
  root = run_json (args, 1);
  assert_region_json (evidence_of (json_node_get_object (root), "unreachable"), reach, 8, 8);
  kn_reach_free (reach);
  kn_board_free (b);

  /* the map: an answer (0), and why some squares are out of reach; the
   * rows show the region, so the evidence leaves it out */
  {
    const char *walls = "c1,d1,c2,d2,c3,d3,c4,d4,c5,d5,f7,g6";
    const char *map[] = { "map", "--from", "a1", "--blocked", walls, NULL };
    g_autoptr (JsonNode) m = run_json (map, 0);
    JsonObject *ev = evidence_of (json_node_get_object (m), "unreachable");
    g_autoptr (KlReason) mr = NULL;

    b = make_board (8, 8, walls);
    g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, NULL, NULL, &reach), ==, KN_OK);
    mr = kl_reason_new_reach (reach, b, KL_MODE_DISTANCE, KN_KNIGHT);
    assert_text (map, mr, 0);
    g_assert_true (json_object_get_null_member (ev, "to"));
    g_assert_cmpint (json_object_get_int_member (ev, "unreached"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (ev, "region_size"), ==, 51);
    g_assert_false (json_object_has_member (ev, "region"));
    kn_reach_free (reach);
    kn_board_free (b);
  }
}

/* Tours: each cheap reason, a search that tried everything and one that
 * gave up, with their evidence and exit statuses. */
static void
test_tours (void)
{
  static const struct
  {
    int w, h;
    const char *blocked, *from, *leaper, *reason, *rule;
    gboolean closed;
    gint64 budget;
    int status;
  } cases[] = {
    { 8, 8, "c1,d1,c2,d2,c3,d3,c4,d4,c5,d5", "a1", NULL, "dead-ends", NULL, FALSE, -1, 1 },
    { 5, 5, NULL, "b1", NULL, "colour", "corner-colour", FALSE, -1, 1 },
    { 8, 8, NULL, NULL, "camel", "disconnected", NULL, FALSE, -1, 1 },
    { 4, 4, NULL, NULL, NULL, "board-rule", "four-corners", FALSE, -1, 1 },
    { 3, 6, NULL, NULL, NULL, "board-rule", "shared-pairs", FALSE, -1, 1 },
    { 4, 8, NULL, NULL, NULL, "board-rule", "closed-narrow", TRUE, -1, 1 },
    { 5, 5, "b2,c2", "a1", NULL, "exhausted", NULL, FALSE, -1, 1 },
    { 8, 8, "c3,d3", NULL, NULL, "gave-up", NULL, FALSE, 3, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *size = g_strdup_printf ("%dx%d", cases[i].w, cases[i].h);
      g_autofree char *budget = g_strdup_printf ("%" G_GINT64_FORMAT, cases[i].budget);
      const char *args[16] = { "tour", "--size", size };
      guint n = 3;
      kn_board *b = make_board (cases[i].w, cases[i].h, cases[i].blocked);
      kn_tour_options o;
      kn_limits limits = { cases[i].budget > 0 ? (guint64) cases[i].budget
                                               : KN_TOUR_DEFAULT_BUDGET, NULL, NULL };
      kn_tour *t = NULL;
      g_autoptr (KlReason) reason = NULL;
      g_autoptr (JsonNode) root = NULL;
      JsonObject *ev;

      kn_tour_options_init (&o);
      if (cases[i].blocked)
        {
          args[n++] = "--blocked";
          args[n++] = cases[i].blocked;
        }
      if (cases[i].from)
        {
          args[n++] = "--from";
          args[n++] = cases[i].from;
          o.has_start = true;
          o.start = tu_square (cases[i].from, cases[i].w, cases[i].h);
        }
      if (cases[i].leaper)
        {
          args[n++] = "--leaper";
          args[n++] = cases[i].leaper;
          o.leaper = (kn_leaper) { 1, 3 };
        }
      if (cases[i].closed)
        {
          args[n++] = "--closed";
          o.closed = true;
        }
      if (cases[i].budget > 0)
        {
          args[n++] = "--budget";
          args[n++] = budget;
        }
      args[n] = NULL;
      g_assert_cmpint (kn_tour_solve (b, &o, &limits, &t), ==, KN_OK);
      reason = kl_reason_new_tour (t, b, &o, limits.node_budget);
      g_assert_nonnull (reason);
      g_assert_cmpstr (kl_reason_to_string (reason->kind), ==, cases[i].reason);
      assert_text (args, reason, cases[i].status);
      root = run_json (args, cases[i].status);
      ev = evidence_of (json_node_get_object (root), cases[i].reason);
      if (cases[i].rule)
        g_assert_cmpstr (json_object_get_string_member (ev, "rule"), ==, cases[i].rule);
      switch (reason->kind)
        {
        case KN_REASON_COLOUR:
          g_assert_cmpint (json_object_get_int_member (ev, "light"), ==, 12);
          g_assert_cmpint (json_object_get_int_member (ev, "dark"), ==, 13);
          break;
        case KN_REASON_DEAD_ENDS:
          {
            JsonArray *sq = json_object_get_array_member (ev, "squares");

            g_assert_cmpuint (json_array_get_length (sq), ==, reason->dead_ends->len);
            for (guint k = 0; k < json_array_get_length (sq); k++)
              {
                JsonObject *d = json_array_get_object_element (sq, k);
                kn_square s = tu_square (json_object_get_string_member (d, "square"), 8, 8);
                guint64 free_n = 0;

                /* the stated degree is the square's count of free neighbours */
                for (int dx = -2; dx <= 2; dx++)
                  for (int dy = -2; dy <= 2; dy++)
                    if (ABS (dx * dy) == 2)
                      free_n += kn_board_is_free (b, (kn_square) { s.x + dx, s.y + dy });
                g_assert_cmpint (json_object_get_int_member (d, "free_neighbours"), ==, free_n);
              }
          }
          break;
        case KN_REASON_DISCONNECTED:
          {
            JsonArray *pieces = json_object_get_array_member (ev, "pieces");

            g_assert_cmpuint (json_array_get_length (pieces), ==, 2);
            for (guint k = 0; k < 2; k++)
              g_assert_cmpint (json_object_get_int_member (
                                 json_array_get_object_element (pieces, k), "size"), ==, 32);
          }
          break;
        case KN_REASON_BOARD_RULE:
          if (reason->proof_squares != NULL)
            {
              JsonArray *sq = json_object_get_array_member (ev, "squares");
              JsonArray *loops = json_object_get_array_member (ev, "loops");
              g_autofree char *text = kl_reason_explain (reason);

              /* the squares the words name, with their moves; the loops */
              g_assert_cmpuint (json_array_get_length (sq), ==, reason->proof_squares->len);
              for (guint k = 0; k < json_array_get_length (sq); k++)
                {
                  JsonObject *d = json_array_get_object_element (sq, k);

                  g_assert_nonnull (strstr (text, json_object_get_string_member (d, "square")));
                  g_assert_cmpint (json_object_get_int_member (d, "moves"), ==, 2);
                }
              g_assert_cmpuint (json_array_get_length (loops), >, 0);
            }
          break;
        case KN_REASON_EXHAUSTED:
          g_assert_cmpint (json_object_get_int_member (ev, "nodes"), ==,
                           (gint64) kn_tour_nodes (t));
          g_assert_cmpint (json_object_get_int_member (ev, "nodes"), >, 0);
          break;
        case KN_REASON_GAVE_UP:
          g_assert_cmpint (json_object_get_int_member (ev, "budget"), ==, cases[i].budget);
          g_assert_cmpint (json_object_get_int_member (ev, "nodes"), >, cases[i].budget);
          break;
        default:
          break;
        }
      kn_tour_free (t);
      kn_board_free (b);
    }
}

static void
test_camelot (void)
{
  const char *args[] = { "camelot", "--king", "e4", "--knights", "a1,h8", "--blocked", "c2,b3",
                         NULL };
  kn_board *b = make_board (8, 8, "c2,b3");
  kn_square king = { 4, 3 }, knights[2] = { { 0, 0 }, { 7, 7 } };
  kn_reach *reach = NULL;
  g_autoptr (KlReason) reason = NULL;
  g_autoptr (JsonNode) root = NULL;
  JsonObject *ev;

  g_assert_cmpint (kn_reach_explain_camelot (b, king, knights, 2, NULL, &reach), ==, KN_OK);
  reason = kl_reason_new_reach (reach, b, KL_MODE_CAMELOT, KN_KNIGHT);
  assert_text (args, reason, 1);
  root = run_json (args, 1);
  ev = evidence_of (json_node_get_object (root), "unreachable");
  assert_region_json (ev, reach, 8, 8);
  g_assert_cmpint (json_object_get_int_member (ev, "piece"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ev, "other"), ==, 2);
  kn_reach_free (reach);
  kn_board_free (b);
}

/* knight-solve FILE: each puzzle's reason in its line and its object. */
static void
test_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("knight-reason-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "reasons.knight", NULL);
  const char *args[] = { path, NULL };
  const char *json_args[] = { path, "--json", NULL };
  Run r;
  g_autoptr (JsonNode) root = NULL;
  JsonArray *all;
  g_auto (GStrv) lines = NULL;

  g_assert_true (g_file_set_contents (path,
                                      "[Knight Lab]\nVersion=1\n\n"
                                      "[Puzzle 1]\nMode=path\nSize=8x8\nBlocked=f7 g6\n"
                                      "Start=a1\nTarget=h8\n\n"
                                      "[Puzzle 2]\nMode=tour\nSize=5x5\nStart=b1\n\n"
                                      "[Puzzle 3]\nMode=path\nSize=8x8\nStart=a1\nTarget=f1\n\n"
                                      "[Puzzle 4]\nMode=camelot\nSize=8x8\nBlocked=c2 b3\n"
                                      "King=e4\nKnights=a1 h8\n",
                                      -1, NULL));
  r = run_cli (args, NULL, -1);
  g_assert_cmpint (r.status, ==, 0); /* a none is an answer in a file, as before */
  lines = g_strsplit (r.out, "\n", -1);
  g_assert_nonnull (strstr (lines[0], "walls on g6 and f7 cut it off from h8"));
  g_assert_nonnull (strstr (lines[1], "13 dark squares"));
  g_assert_null (strstr (lines[2], "cannot"));
  g_assert_nonnull (strstr (lines[3], "The pieces cannot gather"));
  run_clear (&r);

  r = run_cli (json_args, NULL, -1);
  root = parse_json (r.out);
  all = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (all), ==, 4);
  {
    JsonObject *ev = evidence_of (json_array_get_object_element (all, 0), "unreachable");

    g_assert_cmpint (json_object_get_int_member (ev, "region_size"), ==,
                     json_array_get_length (json_object_get_array_member (ev, "region")));
    g_assert_cmpint (json_object_get_int_member (ev, "region_size"), ==, 61);
  }
  evidence_of (json_array_get_object_element (all, 1), "colour");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (all, 2), "reason"));
  evidence_of (json_array_get_object_element (all, 3), "unreachable");
  run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/reason/path", test_path);
  g_test_add_func ("/cli/reason/leapers", test_leapers);
  g_test_add_func ("/cli/reason/dynamic-and-map", test_dynamic_and_map);
  g_test_add_func ("/cli/reason/tours", test_tours);
  g_test_add_func ("/cli/reason/camelot", test_camelot);
  g_test_add_func ("/cli/reason/files", test_files);
  return g_test_run ();
}
