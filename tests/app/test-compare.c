/* test-compare.c - the Algorithm choice and compare mode in the window.
 *
 * Choosing an algorithm in the sidebar solves the puzzle with it (the step
 * panel shows that algorithm's title and lines, as an independent kl_solve
 * with it gives them), is undone by Ctrl+Z, marks the set modified and is
 * saved as Algorithm=, which opens again selected.  Compare mode steps both
 * boards by one frame index (each held at its last), zooms and scrolls them
 * together, and its table is kl-comparison's for two independent solves.
 * Properties only: they hold whichever algorithm libknight runs for a name. */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "app-test.h"
#include "kl-comparison.h"
#include "kl-window.h"

/* ------------------------------------------------------------ helpers */

typedef gboolean (*WidgetTest) (GtkWidget *widget, gconstpointer data);

static GtkWidget *
find_widget (GtkWidget    *root,
             WidgetTest    test,
             gconstpointer data)
{
  if (test (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, test, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_algorithm_row (GtkWidget    *widget,
                  gconstpointer data)
{
  return ADW_IS_COMBO_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "_Algorithm") == 0;
}

static gboolean
has_action (GtkWidget    *widget,
            gconstpointer data)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

/* The sidebar's Algorithm row. */
static AdwComboRow *
algorithm_row (KlWindow *window)
{
  GtkWidget *row = find_widget (GTK_WIDGET (window), is_algorithm_row, NULL);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

/* Chooses algorithm in the sidebar as a user would, and waits for its answer. */
static void
choose_in_sidebar (KlWindow    *window,
                   KlAlgorithm  algorithm)
{
  guint n, i;
  const KlAlgorithm *list = kl_algorithm_list (kl_document_get_mode (kl_window_get_document (window)),
                                               &n);

  for (i = 0; i < n && list[i] != algorithm; i++)
    ;
  g_assert_cmpuint (i, <, n);
  adw_combo_row_set_selected (algorithm_row (window), i);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  wait_solved (window);
}

/* The puzzle on the board solved on this thread with algorithm: the
 * independent answer the window's is checked against. */
static KlSolution *
solve_with (KlWindow    *window,
            KlAlgorithm  algorithm)
{
  KlDocument *doc = kl_window_get_document (window);
  KlSolveOptions options;
  g_autoptr (GError) error = NULL;
  KlSolution *result;

  kl_solve_options_init (&options);
  options.mode = kl_document_get_mode (doc);
  options.leaper = kl_document_get_leaper (doc);
  options.closed = kl_document_get_closed (doc);
  options.algorithm = algorithm;
  options.flags = KL_SOLVE_ALL;
  result = kl_solve (puzzle_of (window), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}

/* The window shows the answer of algorithm: the board's answer was solved
 * with it, and the step panel's title and lines are what an independent
 * solve with it explains. */
static void
assert_shows_algorithm (KlWindow    *window,
                        KlAlgorithm  algorithm)
{
  KlMode mode = kl_document_get_mode (kl_window_get_document (window));
  g_autoptr (KlSolution) expected = solve_with (window, algorithm);
  KlSolution *shown = kl_board_get_result (kl_window_get_board (window));
  KlExplain *want = kl_solution_get_explain (expected, FALSE);
  KlExplain *have = kl_window_get_explain (window);
  KlStepPanel *panel = kl_window_get_step_panel (window);

  g_assert_nonnull (shown);
  g_assert_cmpint (shown->algorithm, ==, kl_algorithm_resolve (algorithm, mode));
  g_assert_nonnull (want);
  g_assert_nonnull (have);
  g_assert_cmpstr (kl_step_panel_get_algorithm_title (panel), ==, kl_explain_get_title (want));
  g_assert_cmpuint (kl_explain_get_pseudocode_length (have), ==,
                    kl_explain_get_pseudocode_length (want));
  for (guint i = 0; i < kl_explain_get_pseudocode_length (want); i++)
    g_assert_cmpstr (kl_explain_get_pseudocode_line (have, i), ==,
                     kl_explain_get_pseudocode_line (want, i));
  /* the highlighted line is one of them: the step's own */
  g_assert_cmpint (kl_step_panel_get_current_line (panel), <,
                   (int) kl_explain_get_pseudocode_length (want));
}

static KlWindow *
path_window (void)
{
  KlWindow *window = new_window_sized (1280, 800);

  activate (window, "win.mode", "s", "path");
  return window;
}

/* ------------------------------------------------------------ the choice */

/* Every path algorithm, chosen in the sidebar: its answer and its lines
 * are shown, the set is modified, and Ctrl+Z takes it back to the
 * default, selected again in the sidebar. */
static void
test_choice_undo (void)
{
  KlWindow *window = path_window ();
  KlDocument *doc = kl_window_get_document (window);
  guint n;
  const KlAlgorithm *list = kl_algorithm_list (KL_MODE_PATH, &n);

  g_assert_cmpuint (n, >, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (algorithm_row (window))));
  g_assert_cmpuint (adw_combo_row_get_selected (algorithm_row (window)), ==, 0);
  g_assert_false (kl_document_get_modified (doc));
  assert_shows_algorithm (window, KL_ALGORITHM_DEFAULT);

  for (guint i = 1; i < n; i++)
    {
      guint depth = kl_history_get_undo_depth (kl_window_get_history (window));

      choose_in_sidebar (window, list[i]);
      g_assert_cmpint (kl_document_get_algorithm (doc), ==, list[i]);
      g_assert_true (kl_document_get_modified (doc));
      assert_shows_algorithm (window, list[i]);
      /* one undo step, which takes it back */
      g_assert_cmpuint (kl_history_get_undo_depth (kl_window_get_history (window)), ==, depth + 1);
      activate (window, "win.undo", NULL);
      g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_DEFAULT);
      g_assert_cmpuint (adw_combo_row_get_selected (algorithm_row (window)), ==, 0);
      g_assert_false (kl_document_get_modified (doc));
      assert_shows_algorithm (window, KL_ALGORITHM_DEFAULT);
      /* and redo brings it again */
      activate (window, "win.redo", NULL);
      g_assert_cmpint (kl_document_get_algorithm (doc), ==, list[i]);
      g_assert_cmpuint (adw_combo_row_get_selected (algorithm_row (window)), ==, i);
      assert_shows_algorithm (window, list[i]);
      activate (window, "win.undo", NULL);
    }

  /* what autosave keeps and restores: the entry with its algorithm, put
   * back as one undo step */
  choose_in_sidebar (window, KL_ALGORITHM_ASTAR);
  {
    g_autoptr (KlPuzzleEntry) kept = kl_document_dup_entry (doc);

    g_assert_cmpint (kept->algorithm, ==, KL_ALGORITHM_ASTAR);
    activate (window, "win.undo", NULL);
    g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_DEFAULT);
    kl_document_restore_entry (doc, kept);
    wait_solved (window);
    g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_ASTAR);
    assert_shows_algorithm (window, KL_ALGORITHM_ASTAR);
    activate (window, "win.undo", NULL);
    g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_DEFAULT);
  }

  /* a mode of one algorithm has nothing to choose, and the path's choice
   * comes back with the path */
  choose_in_sidebar (window, KL_ALGORITHM_ASTAR);
  activate (window, "win.mode", "s", "dynamic");
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (algorithm_row (window))));
  g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_DEFAULT);
  activate (window, "win.mode", "s", "path");
  g_assert_cmpint (kl_document_get_algorithm (doc), ==, KL_ALGORITHM_ASTAR);
  close_window (window);
}

/* The choice is saved as Algorithm= and a file with it opens with it
 * chosen (and solved with it). */
static void
test_choice_saved (void)
{
  KlWindow *window = path_window ();
  g_autofree char *dir = g_dir_make_tmp ("knight-compare-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "astar.knight", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (KlPuzzleSet) set = NULL;
  KlWindow *again;
  guint n, i;
  const KlAlgorithm *list = kl_algorithm_list (KL_MODE_PATH, &n);

  choose_in_sidebar (window, KL_ALGORITHM_ASTAR);
  g_assert_true (kl_document_save (kl_window_get_document (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\nAlgorithm=astar\n"));
  set = kl_puzzle_set_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((KlPuzzleEntry *) g_ptr_array_index (set->entries, 0))->algorithm, ==,
                   KL_ALGORITHM_ASTAR);
  close_window (window);

  again = new_window_sized (1280, 800);
  g_assert_true (kl_document_open (kl_window_get_document (again), file, KL_DOCUMENT_OPEN_PUZZLES,
                                   &error));
  g_assert_no_error (error);
  wait_solved (again);
  for (i = 0; i < n && list[i] != KL_ALGORITHM_ASTAR; i++)
    ;
  g_assert_cmpuint (adw_combo_row_get_selected (algorithm_row (again)), ==, i);
  assert_shows_algorithm (again, KL_ALGORITHM_ASTAR);
  g_assert_false (kl_document_get_modified (kl_window_get_document (again)));
  /* looked at as a tour (whose algorithms A* is not one of), it is no edit,
   * and back on the path it is A* again */
  activate (again, "win.mode", "s", "tour");
  g_assert_cmpint (kl_document_get_algorithm (kl_window_get_document (again)), ==,
                   KL_ALGORITHM_DEFAULT);
  g_assert_false (kl_document_get_modified (kl_window_get_document (again)));
  activate (again, "win.mode", "s", "path");
  g_assert_cmpint (kl_document_get_algorithm (kl_window_get_document (again)), ==,
                   KL_ALGORITHM_ASTAR);
  g_assert_false (kl_document_get_modified (kl_window_get_document (again)));
  close_window (again);
  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------ compare mode */

static void
iterate (void)
{
  for (int turn = 0; turn < 50 && g_main_context_pending (NULL); turn++)
    g_main_context_iteration (NULL, FALSE);
}

static KlCompareView *
start_compare (KlWindow *window)
{
  activate (window, "win.compare", NULL);
  g_assert_true (kl_window_get_comparing (window));
  iterate ();
  wait_solved (window);
  return kl_window_get_compare_view (window);
}

/* Frame index frame as a board with frames frames shows it: the frame, or
 * its end (its answer whole) once past its last. */
static void
assert_board_at (KlBoard *board,
                 guint    frame)
{
  guint frames = kl_board_get_frames (board);

  if (frame < frames)
    g_assert_cmpfloat (kl_board_get_frame (board), ==, frame);
  else
    g_assert_cmpfloat (kl_board_get_frame (board), >=, frames);
}

/* The sentence under a board is its answer's step at the frame (its last
 * once past it). */
static void
assert_step_text (KlCompareView *view,
                  guint          side,
                  guint          frame)
{
  KlSolution *result = kl_board_get_result (kl_compare_view_get_board (view, side));
  KlExplain *explain;
  g_autoptr (KlExplainStep) step = NULL;

  g_assert_nonnull (result);
  explain = kl_solution_get_explain (result, FALSE);
  g_assert_nonnull (explain);
  step = kl_explain_get_step (explain, MIN (frame, kl_explain_get_n_steps (explain) - 1));
  g_assert_nonnull (step);
  g_assert_cmpstr (kl_compare_view_get_step_text (view, side), ==, step->text);
}

/* Stepping forward N times puts both boards at frame N, each held at its
 * last; the sentences follow; back and the start drive both too. */
static void
test_compare_lockstep (void)
{
  KlWindow *window = path_window ();
  KlCompareView *view;
  KlBoard *a, *b;
  guint frames;

  choose_in_sidebar (window, KL_ALGORITHM_ASTAR);
  view = start_compare (window);
  a = kl_compare_view_get_board (view, 0);
  b = kl_compare_view_get_board (view, 1);
  /* the left is the puzzle's algorithm, the right the next in the list */
  g_assert_cmpint (kl_compare_view_get_algorithm (view, 0), ==, KL_ALGORITHM_ASTAR);
  g_assert_cmpint (kl_compare_view_get_algorithm (view, 1), ==, KL_ALGORITHM_GREEDY);
  g_assert_cmpint (kl_board_get_result (a)->algorithm, ==, KL_ALGORITHM_ASTAR);
  g_assert_cmpint (kl_board_get_result (b)->algorithm, ==, KL_ALGORITHM_GREEDY);
  g_assert_nonnull (strstr (kl_board_get_description (a), kl_algorithm_label (KL_ALGORITHM_ASTAR)));
  g_assert_nonnull (strstr (kl_board_get_description (b), kl_algorithm_label (KL_ALGORITHM_GREEDY)));

  frames = MAX (kl_board_get_frames (a), kl_board_get_frames (b));
  g_assert_cmpuint (frames, >, 0);
  g_assert_cmpuint (kl_compare_view_get_frames (view), ==, frames);

  activate (window, "win.go-start", NULL);
  for (guint n = 0; n <= frames + 1; n++)
    {
      assert_board_at (a, n);
      assert_board_at (b, n);
      assert_step_text (view, 0, n);
      assert_step_text (view, 1, n);
      activate (window, "win.step-forward", NULL);
    }
  /* back from the end: both again */
  activate (window, "win.step-back", NULL);
  assert_board_at (a, frames - 1);
  assert_board_at (b, frames - 1);
  /* playing runs both to the end of the longer */
  kl_window_set_speed (window, 1000);
  activate (window, "win.go-start", NULL);
  activate (window, "win.play", NULL);
  {
    guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the play");

    while (kl_window_is_playing (window))
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
  }
  assert_board_at (a, frames);
  assert_board_at (b, frames);

  /* another algorithm on the right: solved again, the left untouched */
  kl_compare_view_set_algorithm (view, KL_ALGORITHM_DFS);
  wait_solved (window);
  g_assert_cmpint (kl_board_get_result (b)->algorithm, ==, KL_ALGORITHM_DFS);
  g_assert_cmpint (kl_board_get_result (a)->algorithm, ==, KL_ALGORITHM_ASTAR);

  /* Escape leaves */
  activate (window, "win.cancel", NULL);
  g_assert_false (kl_window_get_comparing (window));
  close_window (window);
}

static void
assert_same_view (KlBoard *a,
                  KlBoard *b)
{
  g_assert_cmpint (kl_board_get_fit (a), ==, kl_board_get_fit (b));
  g_assert_cmpfloat_with_epsilon (kl_board_get_cell_size (a), kl_board_get_cell_size (b), 1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (a))),
                                  gtk_adjustment_get_value (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (b))),
                                  1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (a))),
                                  gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (b))),
                                  1e-9);
}

/* Zooming or scrolling either board moves the other the same way. */
static void
test_compare_zoom (void)
{
  KlWindow *window = path_window ();
  KlCompareView *view = start_compare (window);
  KlBoard *a = kl_compare_view_get_board (view, 0);
  KlBoard *b = kl_compare_view_get_board (view, 1);
  GtkAdjustment *ha = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (a));
  double fitted;
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the boards' layout");

  while (gtk_widget_get_width (GTK_WIDGET (b)) <= 0 || gtk_widget_get_width (GTK_WIDGET (a)) <= 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  iterate ();
  g_assert_true (kl_board_get_fit (a) && kl_board_get_fit (b));
  fitted = kl_board_get_cell_size (a);

  /* Ctrl+scroll on the right board, off its middle */
  kl_board_zoom_at (b, 3, gtk_widget_get_width (GTK_WIDGET (b)) / 3.0,
                    gtk_widget_get_height (GTK_WIDGET (b)) / 3.0);
  g_assert_false (kl_board_get_fit (b));
  g_assert_cmpfloat (kl_board_get_cell_size (b), >, fitted);
  assert_same_view (a, b);

  /* a scroll of the left board */
  gtk_adjustment_set_value (ha, gtk_adjustment_get_value (ha) + 17);
  assert_same_view (a, b);

  /* the zoom buttons act on both */
  activate (window, "win.zoom-in", NULL);
  assert_same_view (a, b);
  activate (window, "win.zoom-fit", NULL);
  g_assert_true (kl_board_get_fit (a));
  assert_same_view (a, b);
  close_window (window);
}

/* The table is kl-comparison's of two independent solves (all but the
 * time, which is measured anew), and the sentence is there. */
static void
test_compare_table (void)
{
  KlWindow *window = path_window ();
  KlCompareView *view = start_compare (window);
  g_autoptr (KlSolution) a = solve_with (window, kl_compare_view_get_algorithm (view, 0));
  g_autoptr (KlSolution) b = solve_with (window, kl_compare_view_get_algorithm (view, 1));
  g_autoptr (KlComparison) expected = kl_comparison_new (a, b);
  g_autofree char *sentence = kl_comparison_sentence (expected);

  g_assert_nonnull (kl_compare_view_get_comparison (view));
  for (guint row = 0; row < KL_COMPARE_N_ROWS; row++)
    for (guint side = 0; side < 2; side++)
      {
        g_autofree char *value = kl_comparison_row_value (expected, row, side);
        g_autofree char *shown = kl_comparison_row_value (kl_compare_view_get_comparison (view), row, side);

        /* the cell shows the view's comparison */
        g_assert_cmpstr (kl_compare_view_get_cell (view, row, side), ==, shown);
        if (row != KL_COMPARE_TIME)
          g_assert_cmpstr (shown, ==, value);
      }
  g_assert_cmpstr (kl_compare_view_get_sentence (view), !=, "");

  /* an edit solves both again: the table follows the new puzzle */
  activate (window, "win.clear-board", NULL);
  iterate ();
  wait_solved (window);
  {
    g_autoptr (KlSolution) a2 = solve_with (window, kl_compare_view_get_algorithm (view, 0));
    g_autoptr (KlSolution) b2 = solve_with (window, kl_compare_view_get_algorithm (view, 1));
    g_autoptr (KlComparison) again = kl_comparison_new (a2, b2);

    for (guint side = 0; side < 2; side++)
      {
        g_autofree char *value = kl_comparison_row_value (again, KL_COMPARE_LENGTH, side);

        g_assert_cmpstr (kl_compare_view_get_cell (view, KL_COMPARE_LENGTH, side), ==, value);
      }
  }
  close_window (window);
}

static char *
square_name (const KlPuzzle *puzzle,
             int             cell)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format ((kn_square) { cell % puzzle->width, cell / puzzle->width }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* The table's figures are those of `knight-solve path --compare A,B
 * --json` on the same puzzle (all but the time, measured anew): the app
 * and the command line compare the same way. */
static void
test_compare_cli (void)
{
  const char *solver = g_getenv ("KNIGHT_SOLVE");
  KlWindow *window;
  KlCompareView *view;
  const KlPuzzle *p;
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) blocked = g_string_new (NULL);
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonNode) shown = NULL;
  JsonArray *cli_rows, *app_rows;
  int status;

  if (solver == NULL)
    {
      g_test_skip ("KNIGHT_SOLVE is not set (run through meson test)");
      return;
    }
  window = path_window ();
  choose_in_sidebar (window, KL_ALGORITHM_BIDIRECTIONAL);
  view = start_compare (window);
  kl_compare_view_set_algorithm (view, KL_ALGORITHM_IDDFS);
  wait_solved (window);
  p = puzzle_of (window);
  for (int cell = 0; cell < p->width * p->height; cell++)
    if (p->blocked[cell])
      {
        g_autofree char *name = square_name (p, cell);

        g_string_append_printf (blocked, "%s%s", blocked->len > 0 ? "," : "", name);
      }
  g_ptr_array_add (argv, g_strdup (solver));
  g_ptr_array_add (argv, g_strdup ("path"));
  g_ptr_array_add (argv, g_strdup_printf ("--size=%dx%d", p->width, p->height));
  {
    g_autofree char *from = square_name (p, p->start);
    g_autofree char *to = square_name (p, p->target);

    g_ptr_array_add (argv, g_strconcat ("--from=", from, NULL));
    g_ptr_array_add (argv, g_strconcat ("--to=", to, NULL));
  }
  if (blocked->len > 0)
    g_ptr_array_add (argv, g_strconcat ("--blocked=", blocked->str, NULL));
  g_ptr_array_add (argv, g_strdup ("--compare=bidirectional,iddfs"));
  g_ptr_array_add (argv, g_strdup ("--json"));
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  cli_rows = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "rows");

  g_assert_cmpint (kl_compare_view_get_algorithm (view, 0), ==, KL_ALGORITHM_BIDIRECTIONAL);
  g_assert_cmpint (kl_compare_view_get_algorithm (view, 1), ==, KL_ALGORITHM_IDDFS);
  g_assert_nonnull (kl_compare_view_get_comparison (view));
  shown = kl_comparison_to_json (kl_compare_view_get_comparison (view));
  app_rows = json_object_get_array_member (json_node_get_object (shown), "rows");
  g_assert_cmpuint (json_array_get_length (cli_rows), ==, KL_COMPARE_N_ROWS);
  g_assert_cmpuint (json_array_get_length (app_rows), ==, KL_COMPARE_N_ROWS);
  for (guint row = 0; row < KL_COMPARE_N_ROWS; row++)
    {
      JsonObject *cli = json_array_get_object_element (cli_rows, row);
      JsonObject *app = json_array_get_object_element (app_rows, row);
      const char *name = json_object_get_string_member (cli, "row");

      g_assert_cmpstr (name, ==, json_object_get_string_member (app, "row"));
      if (g_str_equal (name, "time_us"))
        continue;
      for (guint side = 0; side < 2; side++)
        {
          const char *key = side == 0 ? "a" : "b";
          JsonNode *c = json_object_get_member (cli, key), *a = json_object_get_member (app, key);

          g_assert_cmpint (JSON_NODE_HOLDS_NULL (c), ==, JSON_NODE_HOLDS_NULL (a));
          if (!JSON_NODE_HOLDS_NULL (c))
            g_assert_cmpint (json_node_get_int (c), ==, json_node_get_int (a));
          {
            /* and the cell shown is that figure in words */
            g_autofree char *value = kl_comparison_row_value (kl_compare_view_get_comparison (view),
                                                              row, side);

            g_assert_cmpstr (kl_compare_view_get_cell (view, row, side), ==, value);
          }
        }
    }
  close_window (window);
}

/* A mode of one algorithm: Compare is insensitive and says why; switching
 * to it leaves compare mode. */
static void
test_compare_single (void)
{
  KlWindow *window = path_window ();
  GtkWidget *button = find_widget (GTK_WIDGET (window), has_action, "win.compare");

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  start_compare (window);
  activate (window, "win.mode", "s", "dynamic");
  g_assert_false (kl_window_get_comparing (window));
  iterate ();
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "one algorithm"));
  g_assert_false (kl_window_set_comparing (window, TRUE));
  g_assert_false (kl_window_get_comparing (window));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  g_test_add_func ("/app/compare/choice-undo", test_choice_undo);
  g_test_add_func ("/app/compare/choice-saved", test_choice_saved);
  g_test_add_func ("/app/compare/lockstep", test_compare_lockstep);
  g_test_add_func ("/app/compare/zoom", test_compare_zoom);
  g_test_add_func ("/app/compare/table", test_compare_table);
  g_test_add_func ("/app/compare/single", test_compare_single);
  g_test_add_func ("/app/compare/cli", test_compare_cli);
  return g_test_run ();
}
