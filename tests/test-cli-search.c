/* test-cli-search.c - knight-solve path --algorithm: the text, --json with
 * "algorithm" and "work", and --explain, for every search, against the
 * test's own BFS of the board. */

#include <string.h>

#include "cli-run.h"
#include "test-util.h"

static const char *const names[] = { "bfs", "bidirectional", "astar", "greedy", "dfs", "iddfs" };

/* The obstacles sample: 8x8, c and d blocked up to rank 5 (tu_obstacles_board). */
#define BLOCKED "c1,c2,c3,c4,c5,d1,d2,d3,d4,d5"

static Run
run_path (const char *algorithm, const char *to, const char *extra)
{
  const char *args[] = { "path", "--size", "8x8", "--from", "a1", "--to", to, "--blocked",
                         BLOCKED, "--algorithm", algorithm, extra, NULL };

  return run_cli (args, NULL, 0);
}

/* --json: the route is legal and of the BFS's length where the algorithm
 * promises a shortest one; "algorithm" names it; "work" has every figure,
 * null only where the algorithm has none. */
static void
test_json (void)
{
  kn_board *board = tu_obstacles_board ();
  g_autofree int32_t *d = tu_reference_distances (board, KN_KNIGHT, (kn_square) { 0, 0 });
  const char *targets[] = { "f1", "h8", "b1" };

  /* under memcheck or ASan one target shows memory errors as well as three */
  guint n_targets = tu_checked_build () ? 1 : G_N_ELEMENTS (targets);

  for (guint t = 0; t < n_targets; t++)
    for (guint a = 0; a < G_N_ELEMENTS (names); a++)
      {
        kn_square to = tu_square (targets[t], 8, 8);
        Run r = run_path (names[a], targets[t], "--json");
        g_autoptr(JsonNode) root = NULL;
        JsonObject *o, *work;
        gint64 want = d[to.y * 8 + to.x];

        g_test_message ("%s to %s", names[a], targets[t]);
        g_assert_cmpstr (r.err, ==, "");
        root = parse_json (r.out);
        o = json_node_get_object (root);
        g_assert_cmpstr (json_object_get_string_member (o, "algorithm"), ==, names[a]);
        work = json_object_get_object_member (o, "work");
        g_assert_nonnull (work);
        g_assert_true (json_object_get_boolean_member (o, "found"));
        {
          g_autoptr(GArray) path = json_squares (json_object_get_array_member (o, "path"), 8, 8);
          gint64 moves = json_object_get_int_member (o, "moves");

          g_assert_cmpint (moves, ==, (gint64) path->len - 1);
          g_assert_true (tu_same (g_array_index (path, kn_square, 0), (kn_square) { 0, 0 }));
          g_assert_true (tu_same (g_array_index (path, kn_square, path->len - 1), to));
          for (guint i = 0; i < path->len; i++)
            g_assert_true (kn_board_is_free (board, g_array_index (path, kn_square, i)));
          for (guint i = 1; i < path->len; i++)
            g_assert_true (tu_is_leap (KN_KNIGHT, g_array_index (path, kn_square, i - 1),
                                       g_array_index (path, kn_square, i)));
          if (!g_str_equal (names[a], "dfs") && !g_str_equal (names[a], "greedy"))
            g_assert_cmpint (moves, ==, want);
          else
            g_assert_cmpint (moves, >=, want);
          g_assert_cmpint (json_object_get_int_member (work, "length"), ==, moves);
        }
        g_assert_cmpint (json_object_get_int_member (work, "expanded"), >, 0);
        g_assert_cmpint (json_object_get_int_member (work, "nodes"), >=,
                         json_object_get_int_member (work, "expanded"));
        g_assert_cmpint (json_object_get_int_member (work, "memory"), >, 0);
        g_assert_cmpint (json_object_get_int_member (work, "elapsed_us"), >, 0);
        g_assert_cmpint (json_node_is_null (json_object_get_member (work, "backtracks")), ==,
                         !g_str_has_suffix (names[a], "dfs"));
        run_clear (&r);
      }
  kn_board_free (board);
}

/* Out of reach: every algorithm says "none" with the same sentence, and
 * its JSON's length is null. */
static void
test_none (void)
{
  g_autofree char *first = NULL;

  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    {
      const char *args[] = { "path", "--size", "3x3", "--from", "a1", "--to", "b2",
                             "--algorithm", names[a], NULL };
      const char *json_args[] = { "path", "--size", "3x3", "--from", "a1", "--to", "b2",
                                  "--algorithm", names[a], "--json", NULL };
      Run r = run_cli (args, NULL, 0), j = run_cli (json_args, NULL, 0);
      g_autoptr(JsonNode) root = parse_json (j.out);
      JsonObject *work = json_object_get_object_member (json_node_get_object (root), "work");

      if (first == NULL)
        first = g_strdup (r.out);
      g_assert_cmpstr (r.out, ==, first);
      g_assert_true (json_node_is_null (json_object_get_member (work, "length")));
      run_clear (&r);
      run_clear (&j);
    }
}

/* --explain: the title and the pseudocode are the algorithm's own, a text
 * line a step, the last one with the route's length; plain text names the
 * route. */
static void
test_explain (void)
{
  g_autofree char *bfs_pseudo = NULL;

  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    {
      Run r = run_path (names[a], "f1", "--explain");
      Run j = run_path (names[a], "f1", "--json");
      const char *code = strstr (r.out, "Pseudocode:");
      const char *steps = strstr (r.out, "Steps");
      g_autofree char *pseudo = NULL;

      g_assert_cmpstr (r.err, ==, "");
      g_assert_nonnull (code);
      g_assert_nonnull (steps);
      pseudo = g_strndup (code, (gsize) (steps - code));
      if (a == 0)
        bfs_pseudo = g_strdup (pseudo);
      else
        g_assert_cmpstr (pseudo, !=, bfs_pseudo);
      /* the title on the first line says which search it is */
      if (g_str_equal (names[a], "astar"))
        g_assert_true (g_str_has_prefix (r.out, "Shortest path, by A*"));
      if (g_str_equal (names[a], "dfs"))
        g_assert_nonnull (strstr (r.out, "usually not the shortest"));
      run_clear (&r);
      run_clear (&j);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/search/json", test_json);
  g_test_add_func ("/cli/search/none", test_none);
  g_test_add_func ("/cli/search/explain", test_explain);
  return g_test_run ();
}
