/* test-steps.c - every frame explains itself in the window: stepping
 * changes the step panel and the results line, the pseudocode highlight
 * follows the step, the jumps land on layer, piece and backtrack
 * boundaries, and pointing at a square inspects it. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "app-test.h"
#include "kl-window.h"

static KlExplain *
explain_of (KlWindow *window)
{
  KlSolution *result = kl_board_get_result (kl_window_get_board (window));

  g_assert_nonnull (result);
  g_assert_nonnull (result->explain);
  return result->explain;
}

static guint
frame_of (KlWindow *window)
{
  return (guint) kl_board_get_frame (kl_window_get_board (window));
}

/* Jumps forward from the start until the frame stops moving; the frames
 * landed on, in order.  The step panel follows every jump. */
static GArray *
jump_all_forward (KlWindow *window)
{
  GArray *landed = g_array_new (FALSE, FALSE, sizeof (guint));
  KlStepPanel *panel = kl_window_get_step_panel (window);

  activate (window, "win.go-start", NULL);
  for (guint from = 0;; from = frame_of (window))
    {
      guint at;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.jump-forward", NULL);
      at = frame_of (window);
      if (at == from)
        break;
      g_assert_cmpuint (kl_step_panel_get_frame (panel), ==, at);
      g_array_append_val (landed, at);
    }
  return landed;
}

/* The panel goes beside the board (or folds away) on an idle after the
 * window's first layout: wait for it. */
static void
wait_panel_mapped (KlWindow *window,
                   gboolean  mapped)
{
  GtkWidget *panel = GTK_WIDGET (kl_window_get_step_panel (window));
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the step panel");

  while (gtk_widget_get_mapped (panel) != mapped)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* The sample's route, step by step: the panel says what kl-explain says of
 * that frame, its highlight is the step's pseudocode line, and the results
 * line keeps the route (the panel beside the board tells the step). */
static void
test_stepping (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  KlExplain *explain = explain_of (window);
  guint frames = kl_board_get_frames (kl_window_get_board (window));
  g_autofree char *route = g_strdup (kl_window_get_details (window));
  GHashTable *lines = g_hash_table_new (NULL, NULL);

  wait_panel_mapped (window, TRUE);
  g_assert_cmpuint (frames, ==, 7);
  g_assert_cmpuint (kl_explain_get_n_steps (explain), ==, frames + 1);
  activate (window, "win.go-start", NULL);
  for (guint i = 0; i <= frames; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, i);

      g_assert_cmpuint (frame_of (window), ==, i);
      g_assert_cmpuint (kl_step_panel_get_frame (panel), ==, i);
      g_assert_cmpstr (kl_step_panel_get_text (panel), ==, step->text);
      g_assert_cmpint (kl_step_panel_get_current_line (panel), ==, (int) step->line);
      g_hash_table_add (lines, GUINT_TO_POINTER (step->line));
      g_assert_cmpstr (kl_window_get_details (window), ==, route);
      if (i < frames)
        activate (window, "win.step-forward", NULL);
    }
  /* the highlight moved: more than one line of the pseudocode ran */
  g_assert_cmpuint (g_hash_table_size (lines), >=, 2);
  /* layer 3 of the obstacles sample, as the issue words it */
  activate (window, "win.go-start", NULL);
  for (int i = 0; i < 3; i++)
    activate (window, "win.step-forward", NULL);
  g_assert_true (g_str_has_prefix (kl_step_panel_get_text (panel),
                                   "Layer 3: from a5 the knight reaches b7 and c6; c4 is a wall; "
                                   "b3 was already seen."));
  g_hash_table_unref (lines);
  close_window (window);
}

/* In a window too narrow for the panel beside the board, the results line
 * tells the step until the end, where the route comes back; showing the
 * panel (F8) gives the line back to the route. */
static void
test_stepping_folded (void)
{
  KlWindow *window = new_window_sized (800, 600);
  KlExplain *explain = explain_of (window);
  guint frames = kl_board_get_frames (kl_window_get_board (window));
  g_autofree char *route = g_strdup (kl_window_get_details (window));

  wait_panel_mapped (window, FALSE);
  activate (window, "win.go-start", NULL);
  for (guint i = 0; i <= frames; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, i);

      if (i < frames)
        g_assert_cmpstr (kl_window_get_details (window), ==, step->text);
      else
        g_assert_cmpstr (kl_window_get_details (window), ==, route);
      if (i < frames)
        activate (window, "win.step-forward", NULL);
    }
  activate (window, "win.go-start", NULL);
  g_assert_cmpstr (kl_window_get_details (window), !=, route);
  activate (window, "win.toggle-explain", NULL);
  g_assert_cmpstr (kl_window_get_details (window), ==, route);
  activate (window, "win.toggle-explain", NULL);
  g_assert_cmpstr (kl_window_get_details (window), !=, route);
  close_window (window);
}

/* Camelot's jumps go from piece to piece: every step a jump lands on is the
 * first step of a piece's search, the gathering step, or the first move of
 * a piece, and jumping forward from the start visits every piece's search
 * in piece order, the gathering step, then the pieces that move, in order. */
static void
test_jumps (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlExplain *explain;
  guint frames, landed = 0;
  GArray *landings;

  activate (window, "win.mode", "s", "camelot");
  explain = explain_of (window);
  frames = kl_board_get_frames (kl_window_get_board (window));
  g_assert_cmpuint (frames, >, 0);
  landings = jump_all_forward (window);
  for (guint i = 0; i < landings->len; i++)
    {
      guint at = g_array_index (landings, guint, i);
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, at);
      g_autoptr(KlExplainStep) before = kl_explain_get_step (explain, at - 1);

      g_assert_cmpuint (at, >=, 1);
      if (step->kind == KL_STEP_SEARCH)
        {
          /* a piece's search from its first layer, in piece order */
          g_assert_cmpint (step->piece, ==, landed);
          g_assert_cmpint (step->layer, ==, 1);
        }
      else if (step->kind == KL_STEP_GATHER)
        g_assert_cmpint (at, ==, kl_explain_get_camelot_gather_step (explain));
      else
        /* a piece's first move: move 1 of its own, after another piece's */
        g_assert_cmpint (step->piece_move, ==, 1);
      g_assert_true (at == 1 || before->piece != step->piece);
      landed++;
      g_assert_cmpuint (landed, <=, frames);
    }
  g_array_unref (landings);
  /* every piece's search, the gathering step and at least one move */
  g_assert_cmpuint (landed, >=, kl_explain_get_pieces (explain)->len + 2);
  /* and back */
  activate (window, "win.go-end", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.jump-back", NULL));
  {
    g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, frame_of (window));

    g_assert_cmpint (step->piece_move, ==, 1);
  }

  /* in the distance map a jump is a layer */
  activate (window, "win.mode", "s", "distance");
  activate (window, "win.go-start", NULL);
  activate (window, "win.jump-forward", NULL);
  g_assert_cmpuint (frame_of (window), ==, 1);
  close_window (window);
}

/* Pointing at a square says its distance and the square that reached it:
 * checked against the answer's own distances (one move away, one layer
 * closer, and the first such square in the BFS order). */
static void
test_inspect (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  KlSolution *result = kl_board_get_result (board);
  const KlPuzzle *puzzle = puzzle_of (window);
  int f1 = kl_puzzle_cell (puzzle, 5, 0), parent = -1;
  guint best = G_MAXUINT;
  g_autofree char *distance = NULL;
  g_autofree char *parent_name = NULL;

  g_assert_cmpint (kl_solution_get_distances (result)[f1], ==, 7);
  for (guint i = 0; i < kl_solution_get_order (result)->len; i++)
    {
      int cell = g_array_index (kl_solution_get_order (result), int, i);
      int dx = abs (cell % puzzle->width - f1 % puzzle->width);
      int dy = abs (cell / puzzle->width - f1 / puzzle->width);

      if (kl_solution_get_distances (result)[cell] == 6 && ((dx == 1 && dy == 2) || (dx == 2 && dy == 1)) && i < best)
        {
          best = i;
          parent = cell;
        }
    }
  g_assert_cmpint (parent, >=, 0);
  parent_name = kl_puzzle_cell_name (puzzle, parent);
  distance = g_strdup_printf ("%d", kl_solution_get_distances (result)[f1]);

  kl_step_panel_set_inspect (panel, f1);
  g_test_message ("%s", kl_step_panel_get_inspect_text (panel));
  g_assert_nonnull (strstr (kl_step_panel_get_inspect_text (panel), "f1"));
  g_assert_nonnull (strstr (kl_step_panel_get_inspect_text (panel), distance));
  g_assert_nonnull (strstr (kl_step_panel_get_inspect_text (panel), parent_name));
  /* while stepping, only what the search knows at the frame: f1 is
   * "not reached yet" before layer 7, told in full from step 7 on */
  activate (window, "win.go-start", NULL);
  for (guint k = 0; k <= 7; k++)
    {
      /* again at each step: the X server's pointer may lie over the board
       * and move the inspection while the step is taken */
      kl_step_panel_set_inspect (panel, f1);
      g_test_message ("step %u: %s", k, kl_step_panel_get_inspect_text (panel));
      g_assert_cmpuint (kl_step_panel_get_frame (panel), ==, k);
      g_assert_true (g_str_has_prefix (kl_step_panel_get_inspect_text (panel), "f1"));
      if (k < 7)
        g_assert_nonnull (strstr (kl_step_panel_get_inspect_text (panel), "not reached yet"));
      else
        g_assert_nonnull (strstr (kl_step_panel_get_inspect_text (panel), parent_name));
      activate (window, "win.step-forward", NULL);
    }
  /* away from the board, the hint again */
  kl_step_panel_set_inspect (panel, -1);
  g_assert_null (strstr (kl_step_panel_get_inspect_text (panel), "f1"));
  close_window (window);
}

/* Where the window is too narrow, the panel folds away behind F8. */
static void
test_panel_folds (void)
{
  KlWindow *window = new_window_sized (800, 600);

  wait_panel_mapped (window, FALSE);
  activate (window, "win.toggle-explain", NULL);
  wait_panel_mapped (window, TRUE);
  close_window (window);
}

/* Practice turned off while the panel says why there is no answer (a
 * lesson's puzzle switched to a mode without one) brings back a table of
 * pieces there is none of, and nothing else: it once read the missing
 * answer's pieces and crashed. */
static void
test_practice_off_reason (void)
{
  KlStepPanel *panel = g_object_ref_sink (g_object_new (KL_TYPE_STEP_PANEL, NULL));

  kl_step_panel_set_reason (panel, "No route", "f1 cannot be reached from a1.");
  kl_step_panel_set_practice (panel, TRUE, TRUE);
  kl_step_panel_set_practice (panel, FALSE, FALSE);
  g_assert_cmpstr (kl_step_panel_get_text (panel), ==, "f1 cannot be reached from a1.");
  g_assert_cmpint (kl_step_panel_get_current_line (panel), ==, -1);
  g_assert_finalize_object (panel);
}

/* A tour, square by square and, with the search shown, event by event:
 * a step a frame in both views, the panel says what kl-explain says of the
 * frame and changes with every step, and the backtrack jumps land on the
 * first step of every run of backtracks. */
static void
test_tour (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  KlSolution *result;
  KlExplain *explain;
  guint frames, runs = 0, landed = 0;
  GArray *landings;
  g_autofree char *before = NULL;

  activate (window, "win.board-size", "(ii)", 6, 6);
  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 2, 3);
  activate (window, "win.apply-tool", "(ii)", 3, 3);
  result = kl_board_get_result (board);
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);

  /* the route: a step a square */
  explain = kl_window_get_explain (window);
  g_assert_true (explain == result->explain);
  frames = kl_board_get_frames (board);
  g_assert_cmpuint (frames, ==, kl_solution_get_path (result)->len - 1);
  g_assert_cmpuint (kl_explain_get_n_steps (explain), ==, frames + 1);
  activate (window, "win.go-start", NULL);
  for (guint i = 0; i <= frames; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, i);

      g_assert_cmpuint (kl_step_panel_get_frame (panel), ==, i);
      g_assert_cmpstr (kl_step_panel_get_text (panel), ==, step->text);
      g_assert_cmpint (kl_step_panel_get_current_line (panel), ==, (int) step->line);
      /* stepping changes what the panel says */
      g_assert_cmpstr (kl_step_panel_get_text (panel), !=, before);
      g_free (before);
      before = g_strdup (kl_step_panel_get_text (panel));
      if (i > 0)
        g_assert_nonnull (strstr (step->text, "onward move"));
      if (i < frames)
        activate (window, "win.step-forward", NULL);
    }
  /* the route has no backtrack to jump to */
  activate (window, "win.go-start", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.jump-forward", NULL);
  g_assert_cmpuint (frame_of (window), ==, 0);

  /* the search: a step an event */
  activate (window, "win.show-search", NULL);
  explain = kl_window_get_explain (window);
  g_assert_true (explain == result->search_explain);
  frames = kl_board_get_frames (board);
  {
    size_t n_trace = 0;

    kn_tour_trace (result->tour, &n_trace, NULL);
    g_assert_cmpuint (frames, ==, n_trace - 1);
  }
  g_assert_cmpuint (kl_explain_get_n_steps (explain), ==, frames + 1);
  {
    g_autoptr(KlExplainStep) last = kl_explain_get_step (explain, frames);

    g_assert_cmpstr (kl_step_panel_get_text (panel), ==, last->text);
  }
  for (guint i = 1; i <= frames; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, i);
      g_autoptr(KlExplainStep) prev = kl_explain_get_step (explain, i - 1);

      runs += step->kind == KL_STEP_BACKTRACK && prev->kind != KL_STEP_BACKTRACK;
    }
  g_assert_cmpuint (runs, >, 0);
  activate (window, "win.go-start", NULL);
  g_clear_pointer (&before, g_free);
  before = g_strdup (kl_step_panel_get_text (panel));
  activate (window, "win.step-forward", NULL);
  g_assert_cmpstr (kl_step_panel_get_text (panel), !=, before);
  landings = jump_all_forward (window);
  for (guint i = 0; i < landings->len; i++)
    {
      guint at = g_array_index (landings, guint, i);
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, at);
      g_autoptr(KlExplainStep) prev = kl_explain_get_step (explain, at - 1);

      /* on a backtrack, the first of its run */
      g_assert_cmpint (step->kind, ==, KL_STEP_BACKTRACK);
      g_assert_cmpint (prev->kind, !=, KL_STEP_BACKTRACK);
      g_assert_nonnull (strstr (step->text, "back"));
      landed++;
    }
  g_array_unref (landings);
  g_assert_cmpuint (landed, ==, runs);
  /* and back, from the end */
  activate (window, "win.go-end", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.jump-back", NULL));
  {
    g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, frame_of (window));

    g_assert_cmpint (step->kind, ==, KL_STEP_BACKTRACK);
  }

  /* the search hidden again: the route's steps */
  activate (window, "win.show-search", NULL);
  g_assert_true (kl_window_get_explain (window) == result->explain);
  g_assert_cmpuint (kl_board_get_frames (board), ==, kl_solution_get_path (result)->len - 1);
  close_window (window);
}

/* A constructed tour says it is one, in the panel too. */
static void
test_tour_constructed (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlStepPanel *panel = kl_window_get_step_panel (window);

  activate (window, "win.board-size", "(ii)", 10, 10);
  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.go-start", NULL);
  g_assert_nonnull (strstr (kl_step_panel_get_text (panel), "built from blocks"));
  activate (window, "win.step-forward", NULL);
  g_assert_null (strstr (kl_step_panel_get_text (panel), "rule takes"));
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/steps/stepping", test_stepping);
  g_test_add_func ("/app/steps/stepping-folded", test_stepping_folded);
  g_test_add_func ("/app/steps/jumps", test_jumps);
  g_test_add_func ("/app/steps/inspect", test_inspect);
  g_test_add_func ("/app/steps/tour", test_tour);
  g_test_add_func ("/app/steps/tour-constructed", test_tour_constructed);
  g_test_add_func ("/app/steps/panel-folds", test_panel_folds);
  g_test_add_func ("/app/steps/practice-off-reason", test_practice_off_reason);
  return g_test_run ();
}
