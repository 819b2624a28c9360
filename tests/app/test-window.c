/* test-window.c - the real Knight Lab window, driven through its actions and
 * the board's pixel -> square helper, checked by its results text and undo
 * stack, and finalized to catch leaks. */

#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "app-test.h"
#include "kl-application.h"
#include "kl-window.h"

/* Clicks a square the way the pointer would reach it: the board's pixel ->
 * square helper maps the centre pixel, and win.apply-tool applies the tool. */
static void
click_square (KlWindow *window, const char *name)
{
  KlBoard *board = kl_window_get_board (window);
  const KlPuzzle *puzzle = kl_history_get_puzzle (kl_window_get_history (window));
  int want = app_test_cell (puzzle, name), cell;
  KlBoardGeometry geom;
  double x, y;

  kl_board_get_geometry (board, &geom);
  kl_board_geometry_center (&geom, want % puzzle->width, want / puzzle->width, &x, &y);
  cell = kl_board_cell_at (board, x, y);
  g_assert_cmpint (cell, ==, want);
  activate (window, "win.apply-tool", "(ii)", cell % puzzle->width, cell / puzzle->width);
}

static void
test_sample_solved (void)
{
  KlWindow *window = new_window_sized (1000, 700);

  KlSolution *result = kl_board_get_result (kl_window_get_board (window));
  const KlPuzzle *puzzle = puzzle_of (window);
  g_auto(GStrv) squares = NULL;

  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");

  /* any shortest route will do: 7 knight moves from a1 to f1 over free squares */
  g_assert_nonnull (result);
  g_assert_cmpuint (kl_solution_get_path (result)->len, ==, 8);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, 0), ==, puzzle->start);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, 7), ==, puzzle->target);
  for (guint i = 1; i < 8; i++)
    {
      int a = g_array_index (kl_solution_get_path (result), int, i - 1), b = g_array_index (kl_solution_get_path (result), int, i);
      int dx = ABS (a % 8 - b % 8), dy = ABS (a / 8 - b / 8);

      g_assert_true ((dx == 1 && dy == 2) || (dx == 2 && dy == 1));
      g_assert_false (puzzle->blocked[b]);
    }

  /* and the results area spells it out in algebraic notation */
  squares = g_strsplit (kl_window_get_details (window), " \u2192 ", -1);
  g_assert_cmpuint (g_strv_length (squares), ==, 8);
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = kl_puzzle_cell_name (puzzle, g_array_index (kl_solution_get_path (result), int, i));

      g_assert_cmpstr (squares[i], ==, name);
    }
  close_window (window);
}

static void
test_click_toggles_obstacle (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlHistory *doc = kl_window_get_history (window);
  int e4 = app_test_cell (puzzle_of (window), "e4");

  activate (window, "win.tool", "s", "block");
  g_assert_false (puzzle_of (window)->blocked[e4]);
  click_square (window, "e4");
  g_assert_true (puzzle_of (window)->blocked[e4]);
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, 1);
  click_square (window, "e4");
  g_assert_false (puzzle_of (window)->blocked[e4]);
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, 2);
  /* walls never cover a piece */
  click_square (window, "a1");
  g_assert_false (puzzle_of (window)->blocked[0]);
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, 2);
  close_window (window);
}

static void
test_undo_redo (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlHistory *doc = kl_window_get_history (window);

  activate (window, "win.tool", "s", "target");
  click_square (window, "h8");
  g_assert_cmpint (puzzle_of (window)->target, ==, 63);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "6 moves");

  activate (window, "win.undo", NULL);
  g_assert_cmpint (puzzle_of (window)->target, ==, app_test_cell (puzzle_of (window), "f1"));
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  g_assert_false (kl_history_can_undo (doc));
  g_assert_true (kl_history_can_redo (doc));

  activate (window, "win.redo", NULL);
  g_assert_cmpint (puzzle_of (window)->target, ==, 63);
  g_assert_true (kl_history_can_undo (doc));
  g_assert_false (kl_history_can_redo (doc));

  /* a new edit drops the redo history */
  activate (window, "win.undo", NULL);
  activate (window, "win.clear-board", NULL);
  g_assert_false (kl_history_can_redo (doc));
  for (int i = 0; i < 64; i++)
    g_assert_false (puzzle_of (window)->blocked[i]);
  close_window (window);
}

static void
test_walled_in (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  /* d2 is a wall already; h2 holds a Camelot knight, which gives way */
  const char *walls[] = { "e3", "g3", "h2" };

  activate (window, "win.tool", "s", "block");
  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    click_square (window, walls[i]);
  /* the walls around f1 cut it off, and the sentence names each one */
  g_assert_cmpstr (kl_window_get_headline (window), ==, "f1 cannot be reached from a1");
  g_assert_nonnull (strstr (kl_window_get_details (window), "d2, h2, e3 and g3 cut it off from f1"));
  close_window (window);
}

static void
test_modes (void)
{
  KlWindow *window = new_window_sized (1000, 700);

  activate (window, "win.mode", "s", "distance");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "Farthest square: 8 moves");

  activate (window, "win.mode", "s", "dynamic");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "3 moves");

  activate (window, "win.mode", "s", "camelot");
  g_assert_true (g_str_has_suffix (kl_window_get_headline (window), " moves"));

  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.mode", "s", "path");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "6 moves");

  /* the path's target is the tour's end square: a1 and h8 share a colour */
  activate (window, "win.mode", "s", "tour");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "No tour from a1 to h8");
  activate (window, "win.tool", "s", "eraser");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "Open tour of 64 squares");
  close_window (window);
}

/* The application with its accelerators: one a test program (a second
 * one would not register). */
static KlApplication *
registered_app (void)
{
  static KlApplication *app;

  if (app == NULL)
    {
      g_autoptr(GError) error = NULL;

      app = kl_application_new (G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
    }
  return app;
}

/* Ctrl+1 to Ctrl+5 choose the modes in the sidebar's order: each
 * accelerator names win.mode with a mode the window takes. */
static void
test_mode_shortcuts (void)
{
  static const char *const modes[] = { "path", "distance", "dynamic", "camelot", "tour" };
  KlApplication *app = registered_app ();
  g_autoptr(GError) error = NULL;
  KlWindow *window = new_window_sized (1000, 700);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *accel = g_strdup_printf ("<Control>%u", i + 1);
      g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app),
                                                                      accel);
      g_autofree char *name = NULL;
      g_autoptr(GVariant) target = NULL;
      g_autofree char *mode = NULL;

      g_assert_cmpuint (g_strv_length (actions), ==, 1);
      g_assert_true (g_action_parse_detailed_name (actions[0], &name, &target, &error));
      g_assert_cmpstr (name, ==, "win.mode");
      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, modes[i]);
      activate (window, name, "s", g_variant_get_string (target, NULL));
      g_object_get (window, "mode", &mode, NULL);
      g_assert_cmpstr (mode, ==, modes[i]);
    }
  close_window (window);
}

/* Whether the accelerator accel is one of those the shortcuts window lists. */
static gboolean
shortcuts_list (GPtrArray  *listed,
                const char *accel)
{
  guint key, listed_key;
  GdkModifierType mods, listed_mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (guint i = 0; i < listed->len; i++)
    if (gtk_accelerator_parse (g_ptr_array_index (listed, i), &listed_key, &listed_mods) &&
        listed_key == key && listed_mods == mods)
      return TRUE;
  return FALSE;
}

/* Every action with an accelerator is in the shortcuts window (Ctrl+?)
 * under one of its accelerators, so the window cannot fall behind. */
static void
test_shortcuts_listed (void)
{
  KlApplication *app = registered_app ();
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSList) objects = NULL;
  g_auto(GStrv) actions = NULL;

  builder = gtk_builder_new_from_resource ("/io/github/knightlab/KnightLab/gtk/help-overlay.ui");
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accelerator = NULL;
        g_auto(GStrv) each = NULL;

        g_object_get (l->data, "accelerator", &accelerator, NULL);
        each = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
        for (guint i = 0; each[i] != NULL; i++)
          if (*each[i] != '\0')
            g_ptr_array_add (listed, g_strdup (each[i]));
      }
  g_assert_cmpuint (listed->len, >, 30);
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_assert_cmpuint (g_strv_length (actions), >, 30);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    actions[i]);
      gboolean found = FALSE;

      for (guint k = 0; accels[k] != NULL && !found; k++)
        found = shortcuts_list (listed, accels[k]);
      if (!found)
        g_test_message ("%s (%s) is not in the shortcuts window", actions[i], accels[0]);
      g_assert_true (found);
    }
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

static void
test_animation_steps (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlBoard *board = kl_window_get_board (window);
  KlPlayerBar *bar = kl_window_get_player_bar (window);

  g_assert_cmpuint (kl_board_get_frames (board), ==, 7);
  g_assert_cmpfloat (kl_board_get_frame (board), >=, 7);
  /* the player bar shows the answer's frames as soon as it is there */
  g_assert_cmpstr (kl_player_bar_get_position (bar), ==, "7 / 7");
  activate (window, "win.go-start", NULL);
  g_assert_cmpfloat (kl_board_get_frame (board), ==, 0);
  g_assert_cmpstr (kl_player_bar_get_position (bar), ==, "0 / 7");
  activate (window, "win.step-forward", NULL);
  activate (window, "win.step-forward", NULL);
  g_assert_cmpfloat (kl_board_get_frame (board), ==, 2);
  g_assert_cmpstr (kl_player_bar_get_position (bar), ==, "2 / 7");
  activate (window, "win.step-back", NULL);
  g_assert_cmpfloat (kl_board_get_frame (board), ==, 1);
  /* no main loop between: a busy machine must not let the animation end */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL));
  g_assert_true (kl_window_is_playing (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL));
  g_assert_false (kl_window_is_playing (window));
  activate (window, "win.go-end", NULL);
  g_assert_cmpfloat (kl_board_get_frame (board), ==, 7);
  /* another mode's answer, the bar follows it */
  activate (window, "win.mode", "s", "dynamic");
  g_assert_cmpstr (kl_player_bar_get_position (bar), ==, "3 / 3");
  close_window (window);
}

static void
test_board_size (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlBoard *board = kl_window_get_board (window);

  activate (window, "win.board-size", "(ii)", 300, 300);
  g_assert_cmpint (puzzle_of (window)->width, ==, 300);
  g_assert_cmpint (puzzle_of (window)->height, ==, 300);
  /* the walls and pieces near a1 survive a resize */
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  g_assert_cmpint (kl_board_cell_at (board, -1, -1), ==, -1);

  activate (window, "win.zoom-in", NULL);
  g_assert_false (kl_board_get_fit (board));
  activate (window, "win.zoom-fit", NULL);
  g_assert_true (kl_board_get_fit (board));

  activate (window, "win.undo", NULL);
  g_assert_cmpint (puzzle_of (window)->width, ==, 8);

  activate (window, "win.grow-board", NULL);
  g_assert_cmpint (puzzle_of (window)->width, ==, 9);
  g_assert_cmpint (puzzle_of (window)->height, ==, 9);
  activate (window, "win.shrink-board", NULL);
  activate (window, "win.shrink-board", NULL);
  g_assert_cmpint (puzzle_of (window)->width, ==, 7);
  close_window (window);
}

static void
test_place_pieces (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlHistory *doc = kl_window_get_history (window);
  guint knights, depth;

  activate (window, "win.mode", "s", "camelot");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  knights = puzzle_of (window)->knights->len;
  depth = kl_history_get_undo_depth (doc);

  /* the knight tool adds a knight, and a second click takes it away */
  activate (window, "win.tool", "s", "knight");
  click_square (window, "a8");
  g_assert_cmpuint (puzzle_of (window)->knights->len, ==, knights + 1);
  g_assert_true (g_str_has_suffix (kl_window_get_headline (window), " moves"));
  click_square (window, "a8");
  g_assert_cmpuint (puzzle_of (window)->knights->len, ==, knights);

  /* the king tool moves the king */
  activate (window, "win.tool", "s", "king");
  click_square (window, "e4");
  g_assert_cmpint (puzzle_of (window)->king, ==, app_test_cell (puzzle_of (window), "e4"));
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, depth + 3);

  /* a mode without kings or knights hands the tool back to walls */
  activate (window, "win.mode", "s", "path");
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  {
    g_autofree char *tool = NULL;

    g_object_get (window, "tool", &tool, NULL);
    g_assert_cmpstr (tool, ==, "block");
  }
  close_window (window);
}

static void
test_tour_none (void)
{
  KlWindow *window = new_window_sized (1000, 700);

  activate (window, "win.board-size", "(ii)", 5, 5);
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.mode", "s", "tour");
  activate (window, "win.closed-tour", NULL);  /* a boolean property action toggles */
  /* the new puzzle's target is the tour's end, e5: no move from a1 */
  g_assert_cmpstr (kl_window_get_headline (window), ==, "No closed tour from a1 to e5");
  g_assert_cmpuint (kl_board_get_frames (kl_window_get_board (window)), ==, 0);
  close_window (window);
}

/* Drags through the board's press/drag/release, squares found by the
 * pixel -> square helper as the gesture finds them. */
static int
square_at_pixel (KlWindow *window, const char *name)
{
  KlBoard *board = kl_window_get_board (window);
  const KlPuzzle *puzzle = puzzle_of (window);
  int want = app_test_cell (puzzle, name);
  KlBoardGeometry geom;
  double x, y;

  kl_board_get_geometry (board, &geom);
  kl_board_geometry_center (&geom, want % puzzle->width, want / puzzle->width, &x, &y);
  return kl_board_cell_at (board, x + geom.cell * 0.3, y - geom.cell * 0.3);
}

static void
drag (KlWindow *window, const char *from, const char *to, gboolean erase)
{
  KlBoard *board = kl_window_get_board (window);

  kl_board_press (board, square_at_pixel (window, from), erase);
  kl_board_drag_to (board, square_at_pixel (window, to));
  kl_board_release (board);
  wait_solved (window);
}

static void
test_drag_paints_walls (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlHistory *doc = kl_window_get_history (window);
  const char *row[] = { "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6" };

  /* a left drag from a free square paints walls on every square it crosses */
  activate (window, "win.tool", "s", "block");
  drag (window, "a6", "h6", FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (row); i++)
    g_assert_true (puzzle_of (window)->blocked[app_test_cell (puzzle_of (window), row[i])]);
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, 1);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "9 moves");

  /* an erasing drag takes them away again, as one more undo step */
  drag (window, "h6", "e6", TRUE);
  g_assert_false (puzzle_of (window)->blocked[app_test_cell (puzzle_of (window), "f6")]);
  g_assert_true (puzzle_of (window)->blocked[app_test_cell (puzzle_of (window), "d6")]);
  g_assert_cmpuint (kl_history_get_undo_depth (doc), ==, 2);

  activate (window, "win.undo", NULL);
  activate (window, "win.undo", NULL);
  g_assert_false (puzzle_of (window)->blocked[app_test_cell (puzzle_of (window), "d6")]);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  close_window (window);
}

static void
test_drag_moves_start (void)
{
  KlWindow *window = new_window_sized (1000, 700);

  /* whatever the tool, pressing on the start carries it; walls stay put */
  activate (window, "win.tool", "s", "block");
  drag (window, "a1", "b1", FALSE);
  g_assert_cmpint (puzzle_of (window)->start, ==, app_test_cell (puzzle_of (window), "b1"));
  drag (window, "b1", "c1", FALSE);
  g_assert_cmpint (puzzle_of (window)->start, ==, app_test_cell (puzzle_of (window), "b1"));
  g_assert_true (puzzle_of (window)->blocked[app_test_cell (puzzle_of (window), "c1")]);
  g_assert_cmpuint (kl_history_get_undo_depth (kl_window_get_history (window)), ==, 1);
  close_window (window);
}

/* The End piece: in a tour the target is the square the tour ends on. */
static void
test_tour_end_square (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlSolution *result;
  const KlPuzzle *puzzle;

  activate (window, "win.board-size", "(ii)", 6, 6);
  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  /* a new puzzle's tour goes anywhere */
  g_assert_cmpint (puzzle_of (window)->target, ==, -1);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "Open tour of 36 squares");

  /* the target tool places the end; a1 to b1: colours differ on 6 x 6 */
  activate (window, "win.tool", "s", "target");
  activate (window, "win.apply-tool", "(ii)", 1, 0);
  puzzle = puzzle_of (window);
  result = kl_board_get_result (kl_window_get_board (window));
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, 0), ==, puzzle->start);
  g_assert_cmpint (g_array_index (kl_solution_get_path (result), int, kl_solution_get_path (result)->len - 1), ==, puzzle->target);

  /* a1 to c1: the same colour, no tour, and the headline names both */
  activate (window, "win.apply-tool", "(ii)", 2, 0);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "No tour from a1 to c1");
  close_window (window);
}

/* One answer: what the window says (headline, details, the step panel at
 * every step) is the solution kl_solve makes for the same puzzle, the one
 * knight-solve prints (tests/test-one-answer.c checks that side). */
static void
assert_window_tells (KlWindow *window)
{
  const KlPuzzle *puzzle = puzzle_of (window);
  KlDocument *doc = kl_window_get_document (window);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  g_autoptr(KlSolution) want = NULL;
  g_autoptr(GError) error = NULL;
  KlSolveOptions options;
  KlExplain *explain;

  kl_solve_options_init (&options);
  options.mode = kl_document_get_mode (doc);
  options.leaper = kl_document_get_leaper (doc);
  options.closed = kl_document_get_closed (doc);
  options.flags = KL_SOLVE_ALL;
  want = kl_solve (puzzle, &options, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%s: %s", kl_mode_to_string (options.mode), want->headline);
  g_assert_cmpstr (kl_window_get_headline (window), ==, want->headline);
  g_assert_cmpstr (kl_window_get_details (window), ==, want->details);
  explain = kl_window_get_explain (window);
  if (want->explain == NULL)
    {
      g_assert_null (explain);
      return;
    }
  g_assert_nonnull (explain);
  g_assert_cmpuint (kl_explain_get_n_steps (explain), ==, kl_explain_get_n_steps (want->explain));
  if (want->outcome != KL_OUTCOME_FOUND && kl_explain_get_n_steps (explain) <= 1)
    return; /* the panel names the reason instead */
  activate (window, "win.go-start", NULL);
  for (guint i = 0; i < kl_explain_get_n_steps (want->explain); i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (want->explain, i);

      g_assert_cmpuint ((guint) kl_board_get_frame (kl_window_get_board (window)), ==, i);
      g_assert_cmpstr (kl_step_panel_get_text (panel), ==, step->text);
      if (i + 1 < kl_explain_get_n_steps (want->explain))
        activate (window, "win.step-forward", NULL);
    }
}

static void
test_one_answer (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  static const char *modes[] = { "path", "distance", "dynamic", "camelot", "tour" };

  /* the sample in every mode: found answers, and no tour from a1 to f1 */
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      activate (window, "win.mode", "s", modes[i]);
      assert_window_tells (window);
    }
  /* an open tour that happens to close, and the 4x4 board's none */
  activate (window, "win.board-size", "(ii)", 10, 10);
  activate (window, "win.new-puzzle", NULL);
  assert_window_tells (window);
  g_assert_nonnull (strstr (kl_window_get_headline (window), "it also closes"));
  activate (window, "win.board-size", "(ii)", 4, 4);
  activate (window, "win.new-puzzle", NULL);
  assert_window_tells (window);
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/window/sample-solved", test_sample_solved);
  g_test_add_func ("/app/board/click-toggles-obstacle", test_click_toggles_obstacle);
  g_test_add_func ("/app/window/undo-redo", test_undo_redo);
  g_test_add_func ("/app/window/walled-in", test_walled_in);
  g_test_add_func ("/app/window/modes", test_modes);
  g_test_add_func ("/app/window/mode-shortcuts", test_mode_shortcuts);
  g_test_add_func ("/app/window/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/app/window/animation-steps", test_animation_steps);
  g_test_add_func ("/app/window/board-size", test_board_size);
  g_test_add_func ("/app/board/place-pieces", test_place_pieces);
  g_test_add_func ("/app/board/drag-paints-walls", test_drag_paints_walls);
  g_test_add_func ("/app/board/drag-moves-start", test_drag_moves_start);
  g_test_add_func ("/app/window/tour-none", test_tour_none);
  g_test_add_func ("/app/window/tour-end-square", test_tour_end_square);
  g_test_add_func ("/app/window/one-answer", test_one_answer);
  return g_test_run ();
}
