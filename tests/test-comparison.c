/* test-comparison.c - the list of algorithms (kl-algorithm.c), the
 * Algorithm key of puzzle files, the comparison of two solutions
 * (kl-comparison.c) and knight-solve --algorithm / --compare.
 *
 * The comparison is checked against the solutions it compares: each cell
 * of the table and each figure of the JSON is the solution's own count,
 * and the sentence cites the right numbers, whichever algorithms run. */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <unistd.h>
#include <string.h>

#include "cli-run.h"
#include "kl-comparison.h"
#include "kl-notation.h"
#include "kl-puzzle-set.h"
#include "test-util.h"

/* ------------------------------------------------------------ the list */

static void
test_algorithm_list (void)
{
  gboolean listed[KL_N_ALGORITHMS] = { FALSE };

  for (int a = 0; a < KL_N_ALGORITHMS; a++)
    {
      const char *name = kl_algorithm_to_string (a);

      g_assert_nonnull (name);
      g_assert_cmpint (kl_algorithm_from_string (name), ==, a);
      g_assert_nonnull (kl_algorithm_label (a));
      g_assert_nonnull (kl_algorithm_summary (a));
      g_assert_nonnull (kl_algorithm_phrase (a));
      for (int b = 0; b < a; b++)
        g_assert_cmpstr (kl_algorithm_to_string (b), !=, name);
    }
  g_assert_null (kl_algorithm_to_string (KL_N_ALGORITHMS));
  g_assert_cmpint (kl_algorithm_from_string ("BFS"), ==, -1);
  g_assert_cmpint (kl_algorithm_from_string ("bf"), ==, -1);
  g_assert_cmpint (kl_algorithm_from_string (NULL), ==, -1);

  for (int m = 0; m < KL_N_MODES; m++)
    {
      guint n;
      const KlAlgorithm *list = kl_algorithm_list (m, &n);
      g_autofree char *names = kl_algorithm_names (m);
      g_auto (GStrv) split = g_strsplit (names, ", ", -1);

      g_assert_cmpuint (n, >=, 1);
      g_assert_cmpint (kl_algorithm_default (m), ==, list[0]);
      g_assert_cmpint (kl_algorithm_resolve (KL_ALGORITHM_DEFAULT, m), ==, list[0]);
      g_assert_true (kl_algorithm_valid_for (KL_ALGORITHM_DEFAULT, m));
      g_assert_cmpuint (g_strv_length (split), ==, n);
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpint (list[i], !=, KL_ALGORITHM_DEFAULT);
          g_assert_cmpint (kl_algorithm_resolve (list[i], m), ==, list[i]);
          g_assert_cmpstr (split[i], ==, kl_algorithm_to_string (list[i]));
          listed[list[i]] = TRUE;
        }
      /* valid exactly for the listed ones */
      for (int a = 1; a < KL_N_ALGORITHMS; a++)
        {
          gboolean in = FALSE;

          for (guint i = 0; i < n; i++)
            in = in || list[i] == (KlAlgorithm) a;
          g_assert_cmpint (kl_algorithm_valid_for (a, m), ==, in);
        }
    }
  /* every algorithm belongs to some mode */
  for (int a = 1; a < KL_N_ALGORITHMS; a++)
    g_assert_true (listed[a]);
  /* the lists */
  {
    guint n;

    kl_algorithm_list (KL_MODE_PATH, &n);
    g_assert_cmpuint (n, ==, 6);
    kl_algorithm_list (KL_MODE_TOUR, &n);
    g_assert_cmpuint (n, ==, 4);
    kl_algorithm_list (KL_MODE_CAMELOT, &n);
    g_assert_cmpuint (n, ==, 2);
  }
  g_assert_cmpint (kl_algorithm_default (KL_MODE_PATH), ==, KL_ALGORITHM_BFS);
  g_assert_cmpint (kl_algorithm_default (KL_MODE_TOUR), ==, KL_ALGORITHM_WARNSDORFF);
  g_assert_cmpint (kl_algorithm_default (KL_MODE_CAMELOT), ==, KL_ALGORITHM_ENUMERATE);
}

/* ------------------------------------------------------------ files */

static void
test_algorithm_key (void)
{
  static const char text[] =
    "[Knight Lab]\nVersion=1\n\n"
    "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\nAlgorithm=astar\n\n"
    "[Puzzle 2]\nMode=tour\nSize=6x6\nAlgorithm= warnsdorff-plain \n\n"
    "[Puzzle 3]\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\nAlgorithm=bfs\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_load_data (text, strlen (text), "t.knight", &error);
  g_autoptr (KlPuzzleSet) again = NULL;
  g_autofree char *data = NULL;
  const KlPuzzleEntry *e;

  g_assert_no_error (error);
  e = set->entries->pdata[0];
  g_assert_cmpint (e->algorithm, ==, KL_ALGORITHM_ASTAR);
  e = set->entries->pdata[1];
  g_assert_cmpint (e->algorithm, ==, KL_ALGORITHM_WARNSDORFF_PLAIN);
  data = kl_puzzle_set_to_data (set, NULL);
  g_assert_nonnull (strstr (data, "Algorithm=astar\n"));
  g_assert_nonnull (strstr (data, "Algorithm=warnsdorff-plain\n"));
  /* the default is written as no key */
  g_assert_null (strstr (data, "Algorithm=bfs"));
  again = kl_puzzle_set_load_data (data, strlen (data), "again.knight", &error);
  g_assert_no_error (error);
  g_assert_true (kl_puzzle_set_equal (set, again));
  /* an entry with the default named and one without are equal */
  g_assert_true (kl_puzzle_entry_equal (set->entries->pdata[2], again->entries->pdata[2]));
  ((KlPuzzleEntry *) again->entries->pdata[0])->algorithm = KL_ALGORITHM_DFS;
  g_assert_false (kl_puzzle_set_equal (set, again));

  /* an algorithm of another mode, and no algorithm at all: the file, the
   * line and the key are named, and nothing is loaded */
  static const char *const bad[] = {
    "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\n"
    "Algorithm=warnsdorff\n",
    "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=camelot\nSize=8x8\nKing=d4\nAlgorithm=astar\n",
    "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\n"
    "Algorithm=quick\n",
    "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\n"
    "Algorithm=default\n",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) err = NULL;
      g_autoptr (KlPuzzleSet) none = kl_puzzle_set_load_data (bad[i], strlen (bad[i]), "bad.knight", &err);

      g_assert_null (none);
      g_assert_nonnull (err);
      g_assert_nonnull (strstr (err->message, "bad.knight"));
      g_assert_nonnull (strstr (err->message, "Algorithm"));
      g_assert_nonnull (strstr (err->message, i == 1 ? "enumerate, brute-force" : "bfs, "));
    }
}

/* ------------------------------------------------------------ the comparison */

static guint64
figure (const KlSolution *sol,
        KlCompareRow      row)
{
  switch (row)
    {
    case KL_COMPARE_EXPANDED:
      return sol->work.expanded;
    case KL_COMPARE_NODES:
      return sol->work.nodes;
    case KL_COMPARE_BACKTRACKS:
      return sol->work.backtracks;
    case KL_COMPARE_LENGTH:
      return sol->work.length < 0 ? KL_SOLVE_STAT_NONE : (guint64) sol->work.length;
    case KL_COMPARE_TIME:
      return (guint64) sol->work.elapsed_us;
    case KL_COMPARE_MEMORY:
    default:
      return sol->work.memory;
    }
}

static const char *const row_names[] = { "expanded", "nodes", "backtracks", "length", "time_us",
                                         "memory" };

/* Every cell of the table and the JSON against the two solutions. */
static void
check_comparison (KlSolution *a,
                  KlSolution *b)
{
  g_autoptr (KlComparison) cmp = kl_comparison_new (a, b);
  g_autoptr (JsonNode) node = kl_comparison_to_json (cmp);
  g_autofree char *sentence = kl_comparison_sentence (cmp);
  JsonObject *o = json_node_get_object (node);
  JsonArray *rows = json_object_get_array_member (o, "rows");
  JsonArray *algs = json_object_get_array_member (o, "algorithms");
  JsonArray *sols = json_object_get_array_member (o, "solutions");

  g_assert_true (kl_comparison_get_solution (cmp, 0) == a);
  g_assert_true (kl_comparison_get_solution (cmp, 1) == b);
  g_assert_cmpstr (json_object_get_string_member (o, "mode"), ==, kl_mode_to_string (a->mode));
  g_assert_cmpstr (json_array_get_string_element (algs, 0), ==,
                   kl_algorithm_to_string (a->algorithm));
  g_assert_cmpstr (json_array_get_string_element (algs, 1), ==,
                   kl_algorithm_to_string (b->algorithm));
  g_assert_cmpstr (json_object_get_string_member (o, "sentence"), ==, sentence);
  g_assert_cmpuint (json_array_get_length (rows), ==, KL_COMPARE_N_ROWS);
  for (guint r = 0; r < KL_COMPARE_N_ROWS; r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);

      g_assert_nonnull (kl_comparison_row_label (r));
      g_assert_cmpstr (json_object_get_string_member (row, "row"), ==, row_names[r]);
      for (guint side = 0; side < 2; side++)
        {
          const KlSolution *sol = side ? b : a;
          guint64 n = figure (sol, r);
          JsonNode *cell = json_object_get_member (row, side ? "b" : "a");
          g_autofree char *value = kl_comparison_row_value (cmp, r, side);

          if (n == KL_SOLVE_STAT_NONE)
            {
              g_assert_true (JSON_NODE_HOLDS_NULL (cell));
              if (r == KL_COMPARE_LENGTH && sol->mode != KL_MODE_DISTANCE)
                g_assert_cmpstr (value, ==, "none");
              else
                g_assert_cmpstr (value, ==, "—");
              continue;
            }
          g_assert_cmpint (json_node_get_int (cell), ==, (gint64) n);
          if (r != KL_COMPARE_TIME && r != KL_COMPARE_MEMORY)
            {
              g_autofree char *count = kl_format_count (n);

              /* the count, and nothing but: "61", "7 moves" */
              g_assert_true (g_str_has_prefix (value, count));
              if (r == KL_COMPARE_LENGTH)
                g_assert_cmpstr (value + strlen (count), ==,
                                 sol->mode == KL_MODE_TOUR ? (n == 1 ? " square" : " squares")
                                                           : (n == 1 ? " move" : " moves"));
              else
                g_assert_cmpstr (value, ==, count);
            }
        }
    }
  for (guint side = 0; side < 2; side++)
    {
      const KlSolution *sol = side ? b : a;
      JsonObject *s = json_array_get_object_element (sols, side);

      g_assert_cmpstr (json_object_get_string_member (s, "headline"), ==, sol->headline);
      if (sol->work.length < 0)
        g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (s, "length")));
      else
        g_assert_cmpint (json_object_get_int_member (s, "length"), ==, sol->work.length);
    }

  /* the sentence: the work figure of the mode, then the answers */
  if (a->algorithm == b->algorithm)
    g_assert_true (g_str_has_prefix (sentence, "Both sides run "));
  else
    {
      KlCompareRow row = a->mode == KL_MODE_TOUR || a->mode == KL_MODE_CAMELOT
                         ? KL_COMPARE_NODES : KL_COMPARE_EXPANDED;
      guint64 fa = figure (a, row), fb = figure (b, row);

      /* two maps are compared square by square, not by their work */
      if (fa != KL_SOLVE_STAT_NONE && fb != KL_SOLVE_STAT_NONE && a->mode != KL_MODE_DISTANCE)
        {
          gboolean tour = a->mode == KL_MODE_TOUR, camelot = a->mode == KL_MODE_CAMELOT;
          const char *verb = tour ? "took" : camelot ? "costed" : "expanded";
          const char *noun = tour ? "node" : camelot ? "plan" : "square";
          g_autofree char *ca = kl_format_count (fa), *cb = kl_format_count (fb);
          g_autofree char *want = g_strdup_printf ("%s %s %s %s%s where %s %s %s.",
                                                   kl_algorithm_phrase (a->algorithm), verb, ca,
                                                   noun, fa == 1 ? "" : "s",
                                                   kl_algorithm_phrase (b->algorithm), verb, cb);

          /* the sentence starts with a capital */
          g_assert_true (g_unichar_isupper (g_utf8_get_char (sentence)));
          g_assert_cmpint (g_utf8_get_char (sentence), ==,
                           g_unichar_totitle (g_utf8_get_char (want)));
          g_assert_true (g_str_has_prefix (g_utf8_next_char (sentence), g_utf8_next_char (want)));
        }
      else
        g_assert_null (strstr (sentence, " where "));
    }
  /* every sentence starts with a capital */
  for (const char *p = sentence; p != NULL; p = strstr (p, ". "))
    {
      p += g_str_has_prefix (p, ". ") ? 2 : 0;
      g_assert_true (g_unichar_isupper (g_utf8_get_char (p)));
      p = g_utf8_next_char (p);
    }
  if (a->mode != KL_MODE_DISTANCE && a->work.length >= 0 && b->work.length >= 0)
    {
      if (a->work.length == b->work.length)
        g_assert_nonnull (strstr (sentence, "Both answers have "));
      else
        g_assert_nonnull (strstr (sentence, "The answers differ: "));
    }
  if (a->mode == KL_MODE_DISTANCE)
    {
      const gint32 *da = kl_solution_get_distances (a), *db = kl_solution_get_distances (b);
      guint64 differ = 0, both = 0;

      g_assert_nonnull (da);
      g_assert_nonnull (db);
      for (int i = 0; i < a->width * a->height; i++)
        if (da[i] != db[i])
          {
            differ++;
            both += da[i] >= 0 && db[i] >= 0;
          }
      if (differ == 0)
        g_assert_nonnull (strstr (sentence, "The two maps agree on every square."));
      else
        {
          g_autofree char *want = g_strdup_printf ("The maps differ on %" G_GUINT64_FORMAT
                                                   " square%s (%" G_GUINT64_FORMAT " of them",
                                                   differ, differ == 1 ? "" : "s", both);

          g_assert_nonnull (strstr (sentence, want));
        }
    }
}

static KlSolution *
solve (const kn_board *board,
       const KlPieces *pieces,
       KlMode          mode,
       KlAlgorithm     algorithm)
{
  KlSolveOptions options;
  g_autoptr (GError) error = NULL;
  KlSolution *sol;

  kl_solve_options_init (&options);
  options.mode = mode;
  options.algorithm = algorithm;
  options.node_budget = 200000;
  options.flags = KL_SOLVE_WORK;
  sol = kl_solve_board (board, pieces, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sol);
  g_assert_cmpint (sol->algorithm, ==, kl_algorithm_resolve (algorithm, mode));
  return sol;
}

/* Every pair of every mode's algorithms on random small boards. */
static void
test_comparison_pairs (void)
{
  guint64 seed = 23;
  int rounds = tu_rounds (40, 6);

  for (int round = 0; round < rounds; round++)
    for (int m = 0; m < KL_N_MODES; m++)
      {
        int32_t w = 3 + (int32_t) tu_below (&seed, 6), h = 3 + (int32_t) tu_below (&seed, 6);
        kn_square ends[5];
        int cells[5];
        g_autoptr (GArray) knights = g_array_new (FALSE, FALSE, sizeof (int));
        kn_board *board;
        guint n;
        const KlAlgorithm *list = kl_algorithm_list (m, &n);

        for (int i = 0; i < 5; i++)
          {
            ends[i] = tu_random_square (&seed, w, h);
            cells[i] = ends[i].y * w + ends[i].x;
          }
        board = tu_random_board (&seed, w, h, m == KL_MODE_TOUR ? 0 : 15, ends, 5);
        for (int i = 2; i < 5; i++)
          if (cells[i] != cells[1])
            g_array_append_val (knights, cells[i]);
        KlPieces pieces = { cells[0], m == KL_MODE_TOUR ? -1 : cells[1], cells[1],
                            (const int *) (void *) knights->data, knights->len };
        if (m == KL_MODE_DYNAMIC && cells[0] == cells[1])
          pieces.target = -1;
        for (guint i = 0; i < n; i++)
          for (guint j = 0; j < n; j++)
            {
              g_autoptr (KlSolution) a = solve (board, &pieces, m, list[i]);
              g_autoptr (KlSolution) b = solve (board, &pieces, m, list[j]);

              if (a->outcome == KL_OUTCOME_FAILED || b->outcome == KL_OUTCOME_FAILED ||
                  a->outcome == KL_OUTCOME_MISSING || b->outcome == KL_OUTCOME_MISSING)
                {
                  g_autoptr (KlComparison) cmp = kl_comparison_new (a, b);
                  g_autofree char *s = kl_comparison_sentence (cmp);

                  g_assert_true (g_str_has_prefix (s, "There is nothing to compare"));
                  continue;
                }
              check_comparison (a, b);
            }
        kn_board_free (board);
      }
}

/* An algorithm a mode does not offer is refused, not solved another way. */
static void
test_solve_refuses (void)
{
  kn_board *board = NULL;
  KlPieces pieces = { 0, 63, -1, NULL, 0 };
  g_autoptr (KlSolution) sol = NULL;

  g_assert_cmpint (kn_board_new (8, 8, &board), ==, KN_OK);
  sol = solve (board, &pieces, KL_MODE_PATH, KL_ALGORITHM_WARNSDORFF);
  g_assert_cmpint (sol->outcome, ==, KL_OUTCOME_FAILED);
  g_assert_cmpint (sol->status, ==, KN_ERR_INVALID);
  kn_board_free (board);
}

/* ------------------------------------------------------------ knight-solve */

static void
test_cli_compare (void)
{
  const char *const args[] = { "path", "--size", "10x10", "--from", "a1", "--to", "j10",
                               "--blocked", "c3,d5,e5", "--compare", "bfs,astar", "--json", NULL };
  Run r = run_cli (args, NULL, 0);
  g_autoptr (JsonNode) root = NULL;
  kn_board *board = NULL;
  KlPieces pieces = { 0, 99, -1, NULL, 0 };
  g_autoptr (KlSolution) a = NULL, b = NULL;
  JsonArray *rows;

  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_cmpint (kn_board_new (10, 10, &board), ==, KN_OK);
  kn_board_set_blocked (board, (kn_square) { 2, 2 }, true);
  kn_board_set_blocked (board, (kn_square) { 3, 4 }, true);
  kn_board_set_blocked (board, (kn_square) { 4, 4 }, true);
  a = solve (board, &pieces, KL_MODE_PATH, KL_ALGORITHM_BFS);
  b = solve (board, &pieces, KL_MODE_PATH, KL_ALGORITHM_ASTAR);
  rows = json_object_get_array_member (json_node_get_object (root), "rows");
  for (guint i = 0; i < KL_COMPARE_N_ROWS; i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      g_assert_cmpstr (json_object_get_string_member (row, "row"), ==, row_names[i]);
      /* the same work in another process: every figure but the time */
      if (i == KL_COMPARE_TIME)
        continue;
      for (guint side = 0; side < 2; side++)
        {
          JsonNode *cell = json_object_get_member (row, side ? "b" : "a");
          guint64 n = figure (side ? b : a, i);

          if (n == KL_SOLVE_STAT_NONE)
            g_assert_true (JSON_NODE_HOLDS_NULL (cell));
          else
            g_assert_cmpint (json_node_get_int (cell), ==, (gint64) n);
        }
    }
  run_clear (&r);
  kn_board_free (board);

  /* the text: a header with both names, a line a row, then the sentence */
  {
    const char *const text_args[] = { "tour", "--size", "5x5", "--from", "a1", "--compare",
                                      "warnsdorff,backtracking", NULL };
    Run t = run_cli (text_args, NULL, 0);
    g_auto (GStrv) lines = NULL;

    g_assert_cmpint (t.status, ==, 0);
    lines = g_strsplit (t.out, "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 1 + KL_COMPARE_N_ROWS + 1 + 1 + 1);
    g_assert_nonnull (strstr (lines[0], "Warnsdorff with backtracking"));
    g_assert_nonnull (strstr (lines[0], "Plain backtracking"));
    for (guint i = 0; i < KL_COMPARE_N_ROWS; i++)
      g_assert_true (g_str_has_prefix (lines[1 + i], kl_comparison_row_label (i)));
    g_assert_cmpstr (lines[1 + KL_COMPARE_N_ROWS], ==, "");
    g_assert_true (g_str_has_suffix (lines[2 + KL_COMPARE_N_ROWS], "."));
    run_clear (&t);
  }

  /* mistakes: a clear message, exit 2, nothing on standard output */
  const char *const *const bad[] = {
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs", NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,astar,dfs",
                            NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,formula",
                            NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,default",
                            NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,astar",
                            "--explain", NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--compare", "bfs,astar",
                            "--algorithm", "dfs", NULL },
    (const char *const[]) { "path", "--from", "a1", "--to", "h8", "--algorithm", "warnsdorff",
                            NULL },
    (const char *const[]) { "dynamic", "--from", "a1", "--to", "h8", "--compare", "bfs,bfs",
                            NULL },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Run e = run_cli (bad[i], NULL, 0);

      g_assert_cmpint (e.status, ==, 2);
      g_assert_cmpuint (e.out_len, ==, 0);
      g_assert_true (g_str_has_prefix (e.err, "knight-solve: "));
      if (i != G_N_ELEMENTS (bad) - 1 && i != 4 && i != 5 && i != 1 && i != 0)
        g_assert_nonnull (strstr (e.err, "bfs, bidirectional, astar, greedy, dfs, iddfs"));
      run_clear (&e);
    }

  /* a file's Algorithm= reaches knight-solve FILE: depth-first search's
   * route, not breadth-first search's */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-comparison-XXXXXX.knight",
                                              NULL);
    int fd = g_mkstemp (path);
    static const char text[] = "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=path\nSize=8x8\n"
                               "Start=a1\nTarget=h8\nAlgorithm=dfs\n";
    const char *const f_args[] = { path, NULL };
    kn_board *b8 = NULL;
    KlPieces ends = { 0, 63, -1, NULL, 0 };
    g_autoptr (KlSolution) dfs = NULL, bfs = NULL;
    g_autofree char *want = NULL;
    Run fr;

    g_assert_cmpint (fd, >=, 0);
    g_assert_true (write (fd, text, strlen (text)) == (gssize) strlen (text));
    close (fd);
    g_assert_cmpint (kn_board_new (8, 8, &b8), ==, KN_OK);
    dfs = solve (b8, &ends, KL_MODE_PATH, KL_ALGORITHM_DFS);
    bfs = solve (b8, &ends, KL_MODE_PATH, KL_ALGORITHM_BFS);
    g_assert_cmpint (dfs->moves, !=, bfs->moves);
    fr = run_cli (f_args, NULL, 0);
    g_assert_cmpint (fr.status, ==, 0);
    want = g_strdup_printf (": %" G_GINT64_FORMAT " moves: ", dfs->moves);
    g_assert_nonnull (strstr (fr.out, want));
    run_clear (&fr);
    g_unlink (path);
    kn_board_free (b8);
  }

  /* --algorithm reaches the solve: its name is the JSON's and the answer
   * is a route of the path's ends */
  {
    const char *const m_args[] = { "map", "--from", "a1", "--compare", "bfs,formula", "--json",
                                   NULL };
    Run mr = run_cli (m_args, NULL, 0);
    g_autoptr (JsonNode) m = NULL;
    JsonArray *algs;

    g_assert_cmpint (mr.status, ==, 0);
    m = parse_json (mr.out);
    algs = json_object_get_array_member (json_node_get_object (m), "algorithms");
    g_assert_cmpstr (json_array_get_string_element (algs, 0), ==, "bfs");
    g_assert_cmpstr (json_array_get_string_element (algs, 1), ==, "formula");
    run_clear (&mr);
  }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/algorithm/list", test_algorithm_list);
  g_test_add_func ("/algorithm/file-key", test_algorithm_key);
  g_test_add_func ("/algorithm/solve-refuses", test_solve_refuses);
  g_test_add_func ("/comparison/pairs", test_comparison_pairs);
  g_test_add_func ("/comparison/cli", test_cli_compare);
  return g_test_run ();
}
