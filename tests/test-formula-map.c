/* test-formula-map.c - the distance map by the empty board's closed form
 * (KL_ALGORITHM_FORMULA) through the pipeline: its distances against a BFS
 * of the empty board written here, the squares it marks as made farther by
 * the walls against a BFS of the walled board, its explanation a step a
 * distance, its refusal of other leapers, and knight-solve map --algorithm
 * formula. */
#include <string.h>

#include "cli-run.h"
#include "kl-practice.h"
#include "kl-solution.h"
#include "test-util.h"

/* The test's own BFS (test-util.c) from a cell. */
static gint32 *
plain_bfs (const kn_board *b, int start)
{
  int w = kn_board_width (b);

  return tu_plain_bfs (b, (kn_square) { start % w, start / w });
}

static KlSolution *
solve (const kn_board *b, int start, KlAlgorithm algorithm, kn_leaper leaper)
{
  KlSolveOptions o;
  KlPieces p = { start, -1, -1, NULL, 0 };
  GError *error = NULL;
  KlSolution *s;

  kl_solve_options_init (&o);
  o.mode = KL_MODE_DISTANCE;
  o.algorithm = algorithm;
  o.leaper = leaper;
  o.flags = KL_SOLVE_EXPLAIN;
  s = kl_solve_board (b, &p, &o, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  return s;
}

/* On random walled boards: the formula's distances are the empty board's
 * BFS (none on walls); the squares marked are exactly those where the
 * walled board's BFS finds more or nothing, counted as the solution says;
 * the explanation's step k holds exactly the squares at distance k in row
 * order, its `farther` the marked ones among them, every line in its own
 * pseudocode; and the work counts every square once. */
static void
test_walled (void)
{
  guint64 rng = 0xF02;

  for (int round = 0; round < tu_rounds (150, 15); round++)
    {
      int w = 1 + (int) tu_below (&rng, 12), h = 1 + (int) tu_below (&rng, 12);
      kn_square st = tu_random_square (&rng, w, h);
      int start = st.y * w + st.x;
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 35), &st, 1), *empty;
      g_autofree gint32 *want = NULL, *real = NULL;
      KlSolution *s, *bfs;
      const gint32 *dist;
      const guint8 *differs;
      guint64 farther = 0, unreached = 0, n_farther = 0, n_unreached = 0;
      int max = 0;
      KlExplain *ex;

      g_assert_cmpint (kn_board_new (w, h, &empty), ==, KN_OK);
      want = plain_bfs (empty, start);
      real = plain_bfs (b, start);
      s = solve (b, start, KL_ALGORITHM_FORMULA, KN_KNIGHT);
      bfs = solve (b, start, KL_ALGORITHM_BFS, KN_KNIGHT);
      g_assert_cmpint (s->outcome, ==, KL_OUTCOME_FOUND);
      g_assert_cmpint (s->algorithm, ==, KL_ALGORITHM_FORMULA);
      dist = kl_solution_get_distances (s);
      differs = kl_solution_get_formula_differs (s, &farther, &unreached);
      g_assert_nonnull (differs);
      g_assert_null (kl_solution_get_formula_differs (bfs, NULL, NULL));
      for (int c = 0; c < w * h; c++)
        {
          gboolean open = kn_board_is_free (b, (kn_square) { c % w, c / w });
          gboolean differ = open && want[c] >= 0 && (real[c] < 0 || real[c] > want[c]);

          g_assert_cmpint (dist[c], ==, open ? want[c] : -1);
          g_assert_cmpint (kl_solution_get_distances (bfs)[c], ==, real[c]);
          if (real[c] >= 0)
            g_assert_cmpint (dist[c], <=, real[c]);
          g_assert_cmpint (differs[c], ==, differ);
          n_farther += differ && real[c] >= 0;
          n_unreached += differ && real[c] < 0;
          max = MAX (max, dist[c]);
        }
      g_assert_cmpuint (farther, ==, n_farther);
      g_assert_cmpuint (unreached, ==, n_unreached);
      g_assert_cmpint (s->dist_max, ==, max);
      g_assert_cmpint (s->work.length, ==, max);
      {
        /* the closed form evaluates every square; below a side of 5 the BFS of the
         * empty board expands the squares it reaches */
        guint64 reachable = 0;

        for (int c = 0; c < w * h; c++)
          reachable += want[c] >= 0;
        g_assert_cmpuint (s->work.nodes, ==, w >= 5 && h >= 5 ? (guint64) w * h : reachable);
      }
      g_assert_cmpuint (bfs->work.expanded, ==, bfs->reached);

      ex = kl_solution_get_explain (s, FALSE);
      g_assert_nonnull (ex);
      g_assert_cmpstr (kl_explain_get_title (ex), !=,
                       kl_explain_get_title (kl_solution_get_explain (bfs, FALSE)));
      g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, (guint) max + 1);
      {
        guint64 differ_seen = 0;

        for (guint k = 0; k < kl_explain_get_n_steps (ex); k++)
          {
            g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, k);
            guint at = 0, f = 0;

            g_assert_cmpuint (step->line, <, kl_explain_get_pseudocode_length (ex));
            g_assert_cmpint (step->layer, ==, (int) k);
            g_assert_cmpint (step->kind, ==, k == 0 ? KL_STEP_START : KL_STEP_LAYER);
            for (int c = 0; c < w * h; c++)
              if (dist[c] == (int) k)
                {
                  g_assert_cmpuint (at, <, step->frontier->len);
                  g_assert_cmpint (g_array_index (step->frontier, int, at++), ==, c);
                  if (differs[c])
                    g_assert_cmpint (g_array_index (step->farther, int, f++), ==, c);
                }
            g_assert_cmpuint (at, ==, step->frontier->len);
            g_assert_cmpuint (f, ==, step->farther->len);
            g_assert_cmpuint (step->parents->len, ==, step->frontier->len);
            differ_seen += f;
          }
        g_assert_cmpuint (differ_seen, ==, farther + unreached);
      }
      kl_solution_unref (s);
      kl_solution_unref (bfs);
      kn_board_free (empty);
      kn_board_free (b);
    }
}

/* Another leaper gets no map: a failure that says why, never a wrong map. */
static void
test_other_leaper (void)
{
  kn_board *b = NULL;
  KlSolution *s;

  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  s = solve (b, 0, KL_ALGORITHM_FORMULA, (kn_leaper) { 1, 3 });
  g_assert_cmpint (s->outcome, ==, KL_OUTCOME_FAILED);
  g_assert_null (kl_solution_get_distances (s));
  g_assert_null (s->explain);
  g_assert_cmpstr (s->headline, !=, "");
  g_assert_cmpstr (s->details, !=, "");
  kl_solution_unref (s);
  kn_board_free (b);
}

/* knight-solve map --algorithm formula: its rows are the formula's, its
 * "differs" rows the marks, "algorithm" and "work" are there; --leaper
 * camel is refused with a message. */
static void
test_cli (void)
{
  const char *args[] = { "map", "--from", "a1", "--blocked", "c2,b3", "-a", "formula", "--json",
                         NULL };
  const char *camel[] = { "map", "--from", "a1", "-a", "formula", "--leaper", "camel", NULL };
  Run r = run_cli (args, NULL, 0), rc = run_cli (camel, NULL, 0);
  g_autoptr(JsonNode) root = parse_json (r.out);
  JsonObject *o = json_node_get_object (root);
  JsonArray *rows = json_object_get_array_member (o, "rows");
  JsonArray *marks = json_object_get_array_member (o, "differs");
  kn_board *b = NULL, *empty = NULL;
  g_autofree gint32 *want = NULL, *real = NULL;
  gint64 n_marked = 0;

  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  g_assert_cmpint (kn_board_new (8, 8, &empty), ==, KN_OK);
  kn_board_set_blocked (b, (kn_square) { 2, 1 }, true);
  kn_board_set_blocked (b, (kn_square) { 1, 2 }, true);
  want = plain_bfs (empty, 0);
  real = plain_bfs (b, 0);
  g_assert_cmpstr (json_object_get_string_member (o, "algorithm"), ==, "formula");
  g_assert_true (json_object_has_member (o, "work"));
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      {
        JsonArray *row = json_array_get_array_element (rows, 7 - y);
        JsonArray *mrow = json_array_get_array_element (marks, 7 - y);
        int c = y * 8 + x;
        gboolean open = kn_board_is_free (b, (kn_square) { x, y });
        gint64 mark = json_array_get_int_element (mrow, x);

        g_assert_cmpint (json_array_get_int_element (row, x), ==, open ? want[c] : -1);
        g_assert_cmpint (mark, ==, open && (real[c] < 0 || real[c] > want[c]));
        n_marked += mark;
      }
  g_assert_cmpint (n_marked, ==, json_object_get_int_member (o, "farther") +
                                 json_object_get_int_member (o, "cut_off"));
  g_assert_cmpint (n_marked, >, 0);
  g_assert_cmpint (rc.status, ==, 2);
  g_assert_nonnull (strstr (rc.err, "knight"));
  kn_board_free (b);
  kn_board_free (empty);
  run_clear (&r);
  run_clear (&rc);
}

/* Practice on the formula's map: a question a distance, whose right
 * squares are those at that formula distance (the test's BFS of the empty
 * board), graded right when clicked, wrong with a square missing. */
static void
test_practice (void)
{
  kn_board *b = NULL, *empty = NULL;
  int start = 0;
  g_autofree gint32 *want = NULL;
  KlSolution *s;
  g_autoptr(KlPractice) practice = NULL;
  guint n;

  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  g_assert_cmpint (kn_board_new (8, 8, &empty), ==, KN_OK);
  for (int y = 0; y < 5; y++)
    kn_board_set_blocked (b, (kn_square) { 2, y }, true);
  want = plain_bfs (empty, start);
  s = solve (b, start, KL_ALGORITHM_FORMULA, KN_KNIGHT);
  practice = kl_practice_new (s, FALSE);
  g_assert_nonnull (practice);
  n = kl_practice_get_n_questions (practice);
  g_assert_cmpuint (n, ==, (guint) s->dist_max);
  for (guint i = 0; i < n; i++)
    {
      const KlQuestion *q = kl_practice_get_question (practice, i);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
      KlVerdict *v;

      g_assert_cmpint (q->ask, ==, KL_ASK_LAYER);
      for (int c = 0; c < 64; c++)
        if (kn_board_is_free (b, (kn_square) { c % 8, c / 8 }) && want[c] == (int) i + 1)
          g_array_append_val (cells, c);
      v = kl_question_grade_squares (q, (const int *) (gpointer) cells->data, cells->len);
      g_assert_true (v->right);
      kl_verdict_free (v);
      v = kl_question_grade_squares (q, (const int *) (gpointer) cells->data, cells->len - 1);
      g_assert_false (v->right);
      kl_verdict_free (v);
    }
  kl_solution_unref (s);
  kn_board_free (b);
  kn_board_free (empty);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/formula-map/walled", test_walled);
  g_test_add_func ("/puzzle/formula-map/other-leaper", test_other_leaper);
  g_test_add_func ("/puzzle/formula-map/practice", test_practice);
  g_test_add_func ("/cli/formula-map/knight-solve", test_cli);
  return g_test_run ();
}
