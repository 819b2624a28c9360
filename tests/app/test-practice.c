/* test-practice.c - practice in the real window: a practised puzzle shows
 * nothing of its answer (results, board, player, step panel, accessible
 * description), the learner's picks are drawn and graded, each right
 * answer earns one more frame, hints and reveals work, and the switch is
 * kept in the puzzle file. */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "app-test.h"
#include "kl-practice.h"
#include "kl-puzzle-set.h"
#include "kl-scene.h"
#include "kl-window.h"
#include "kl-i18n.h"
#include "kl-practice-scores.h"
#include "kl-settings.h"
#include "kl-lessons-window.h"
#include "kl-window-file.h"
#include "kl-window-lessons.h"
#include <locale.h>

static KlScene *
board_scene (KlWindow *window)
{
  KlBoardView view;

  kl_board_get_view (kl_window_get_board (window), &view);
  return kl_board_view_scene (&view);
}

/* The cells of the scene's first mark of kind, or NULL. */
static GArray *
mark_cells (const KlScene *scene,
            KlMark         kind)
{
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    if (kl_scene_get_mark (scene, i)->kind == kind)
      return kl_scene_get_mark (scene, i)->cells;
  return NULL;
}

static gboolean
has_cell (GArray *cells,
          int     cell)
{
  for (guint i = 0; cells != NULL && i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

static void
action (KlWindow   *window,
        const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), name, NULL));
}

/* The sample (7 moves from a1 to f1 round a wall) with practice on. */
static KlWindow *
practice_window (void)
{
  KlWindow *window = new_window_sized (1280, 800);

  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  kl_window_set_practice (window, TRUE);
  wait_solved (window);
  g_assert_true (kl_window_is_practising (window));
  g_assert_nonnull (kl_window_get_practice (window));
  return window;
}

/* Nothing visible tells the number of moves or the route. */
static void
assert_nothing_leaks (KlWindow *window)
{
  KlBoard *board = kl_window_get_board (window);
  g_autoptr (KlScene) scene = board_scene (window);
  const char *description = kl_board_get_description (board);

  g_assert_null (strstr (kl_window_get_headline (window), "7"));
  g_assert_null (strstr (kl_window_get_details (window) ? kl_window_get_details (window) : "", "7 moves"));
  g_assert_nonnull (description);
  g_assert_null (strstr (description, "7 moves"));
  g_assert_null (strstr (description, "move 7"));
  g_assert_false (kl_scene_has (scene, KL_MARK_ROUTE));
  g_assert_false (kl_scene_has (scene, KL_MARK_ARRIVED));
  /* the player's count is of the frames earned, never of the answer's */
  g_assert_null (strstr (kl_player_bar_get_position (kl_window_get_player_bar (window)), "7"));
}

/* Answers the open question right, from its own data. */
static void
answer_right (KlWindow *window)
{
  KlPracticeSession *s = kl_window_get_practice (window);
  const KlQuestion *q = kl_practice_session_get_question (s);

  g_assert_nonnull (q);
  switch (q->kind)
    {
    case KL_ANSWER_CHOICE:
      for (guint i = 0; i < q->choices->len; i++)
        if ((q->right_choices >> i) & 1)
          g_assert_true (kl_practice_session_pick_choice (s, i));
      action (window, "win.practice-check");
      break;
    case KL_ANSWER_NUMBER:
      {
        /* typed into the card's number field, as the learner would */
        GtkWidget *panel = GTK_WIDGET (kl_window_get_practice_panel (window));
        GtkWidget *spin = NULL;

        for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (panel));
             w != NULL; w = gtk_widget_get_next_sibling (w))
          if (GTK_IS_SPIN_BUTTON (w))
            spin = w;
        g_assert_nonnull (spin);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) q->number);
        action (window, "win.practice-check");
      }
      break;
    case KL_ANSWER_SQUARE:
      g_signal_emit_by_name (kl_window_get_board (window), "square-picked",
                             g_array_index (q->right, int, 0));
      action (window, "win.practice-check");
      break;
    case KL_ANSWER_SQUARES:
    default:
      for (guint i = 0; i < q->right->len; i++)
        g_signal_emit_by_name (kl_window_get_board (window), "square-picked",
                               g_array_index (q->right, int, i));
      action (window, "win.practice-check");
      break;
    }
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_RIGHT);
}

static void
test_opens_hidden (void)
{
  KlWindow *window = practice_window ();
  KlPracticeSession *s = kl_window_get_practice (window);
  const KlQuestion *q = kl_practice_session_get_question (s);
  g_autoptr (KlScene) scene = board_scene (window);

  /* the first question is about the whole answer: the board shows the
   * puzzle alone, no wave, no route */
  g_assert_nonnull (q);
  g_assert_cmpuint (q->frame, ==, 0);
  g_assert_cmpuint (scene->frames, ==, 0);
  g_assert_false (kl_scene_has (scene, KL_MARK_VISITED));
  g_assert_false (kl_scene_has (scene, KL_MARK_FRONTIER));
  assert_nothing_leaks (window);
  /* the step panel gives no step count away */
  g_assert_true (kl_board_get_answering (kl_window_get_board (window)));

  /* switching practice off shows the answer again */
  kl_window_set_practice (window, FALSE);
  wait_solved (window);
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  g_assert_false (kl_board_get_answering (kl_window_get_board (window)));
  close_window (window);
}

/* The frame-0 questions, then layer 1: a wrong square is drawn wrong, the
 * right ones right, and the layer's frame is earned. */
static void
test_layer (void)
{
  KlWindow *window = practice_window ();
  KlPracticeSession *s = kl_window_get_practice (window);
  const KlPuzzle *puzzle = puzzle_of (window);
  const KlQuestion *q;
  int wrong = app_test_cell (puzzle, "h8");

  while ((q = kl_practice_session_get_question (s)) != NULL && q->ask != KL_ASK_LAYER)
    {
      assert_nothing_leaks (window);
      answer_right (window);
      /* Enter moves on from a right answer */
      action (window, "win.practice-submit");
    }
  g_assert_nonnull (q);
  g_assert_cmpuint (q->frame, ==, 1);
  g_assert_nonnull (strstr (q->text, "1"));
  /* frame 0 is earned, frame 1 is not: the board shows the start only */
  g_assert_cmpfloat (kl_board_get_frame (kl_window_get_board (window)), ==, 0);

  /* a wrong square and one right one */
  g_signal_emit_by_name (kl_window_get_board (window), "square-picked", wrong);
  g_signal_emit_by_name (kl_window_get_board (window), "square-picked",
                         g_array_index (q->right, int, 0));
  {
    g_autoptr (KlScene) scene = board_scene (window);

    g_assert_true (has_cell (mark_cells (scene, KL_MARK_PICKED), wrong));
  }
  action (window, "win.practice-check");
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_WRONG);
  {
    g_autoptr (KlScene) scene = board_scene (window);

    g_assert_true (has_cell (mark_cells (scene, KL_MARK_ANSWER_WRONG), wrong));
    g_assert_true (has_cell (mark_cells (scene, KL_MARK_ANSWER_RIGHT),
                             g_array_index (q->right, int, 0)));
    /* the missed squares would give the answer away before the next try */
    g_assert_false (kl_scene_has (scene, KL_MARK_ANSWER_MISSED));
  }
  g_assert_nonnull (strstr (kl_practice_panel_get_verdict_text (kl_window_get_practice_panel (window)),
                            "1"));
  /* Enter tries again: the wrong square goes, the right one stays */
  action (window, "win.practice-submit");
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_ASKING);
  g_assert_false (has_cell (kl_practice_session_get_picked (s), wrong));
  g_assert_true (has_cell (kl_practice_session_get_picked (s), g_array_index (q->right, int, 0)));
  for (guint i = 1; i < q->right->len; i++)
    g_signal_emit_by_name (kl_window_get_board (window), "square-picked",
                           g_array_index (q->right, int, i));
  action (window, "win.practice-submit");
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_RIGHT);
  {
    guint first, helped, revealed;

    kl_practice_session_get_score (s, &first, &helped, &revealed);
    g_assert_cmpuint (helped, ==, 1);
  }
  close_window (window);
}

/* A hint shows a square of the answer; Reveal draws the rest and moves on;
 * at the end the whole answer is back and the score is told. */
static void
test_hint_reveal_and_end (void)
{
  KlWindow *window = practice_window ();
  KlPracticeSession *s = kl_window_get_practice (window);
  const KlQuestion *q;
  guint revealed_n = 0;

  while ((q = kl_practice_session_get_question (s)) != NULL && q->ask != KL_ASK_LAYER)
    {
      answer_right (window);
      action (window, "win.practice-next");
    }
  g_assert_nonnull (q);
  action (window, "win.practice-hint");
  {
    g_autoptr (KlScene) scene = board_scene (window);
    GArray *hinted = mark_cells (scene, KL_MARK_HINTED);

    g_assert_nonnull (hinted);
    g_assert_cmpuint (hinted->len, ==, 1);
    g_assert_true (has_cell (q->right, g_array_index (hinted, int, 0)));
  }
  action (window, "win.practice-reveal");
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_REVEALED);
  {
    g_autoptr (KlScene) scene = board_scene (window);
    GArray *missed = mark_cells (scene, KL_MARK_ANSWER_MISSED);

    g_assert_nonnull (missed);
    g_assert_cmpuint (missed->len, ==, q->right->len);
  }
  /* the layer's frame is shown as soon as its questions are behind */
  action (window, "win.practice-next");
  revealed_n++;
  while ((q = kl_practice_session_get_question (s)) != NULL)
    {
      action (window, "win.practice-reveal");
      action (window, "win.practice-next");
      revealed_n++;
    }
  g_assert_cmpint (kl_practice_session_get_state (s), ==, KL_PRACTICE_DONE);
  {
    guint first, helped, revealed;

    kl_practice_session_get_score (s, &first, &helped, &revealed);
    g_assert_cmpuint (revealed, ==, revealed_n);
  }
  g_assert_false (kl_window_is_practising (window));
  g_assert_cmpstr (kl_window_get_headline (window), ==, "7 moves");
  g_assert_false (kl_board_get_answering (kl_window_get_board (window)));
  close_window (window);
}

/* Practice=true is saved with the puzzle and opens as practice. */
static void
test_saved (void)
{
  KlWindow *window = practice_window ();
  g_autofree char *dir = g_dir_make_tmp ("kl-practice-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "p.knight", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (KlPuzzleSet) set = NULL;

  g_assert_true (kl_document_get_practice (kl_window_get_document (window)));
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_true (kl_document_save (kl_window_get_document (window), file, &error));
  set = kl_puzzle_set_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (((KlPuzzleEntry *) g_ptr_array_index (set->entries, 0))->practice);
  close_window (window);

  window = new_window_sized (1280, 800);
  kl_window_open_interactive (window, file);
  wait_file (window);
  wait_solved (window);
  g_assert_true (kl_window_is_practising (window));
  assert_nothing_leaks (window);
  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* text less its emphasis marks, as the note pane shows it */
static char *
plain (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *c = text; *c; c++)
    if (*c != '*')
      g_string_append_c (out, *c);
  return g_string_free (out, FALSE);
}

/* Opens the lesson at path in window, waiting for its first answer. */
static void
open_lesson (KlWindow   *window,
             const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) path);

  kl_window_open_lesson (window, path);
  while (g_strcmp0 (kl_window_get_lesson (window), name) != 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  wait_solved (window);
}

/* Every shipped lesson opens, and each of its puzzles solves and opens as
 * practice with nothing of its answer shown; its notes are shown. */
static void
test_lessons (void)
{
  g_auto (GStrv) lessons = kl_lessons_list_resources ();
  KlWindow *window = new_window_sized (1280, 800);
  guint puzzles = 0;

  g_assert_cmpuint (g_strv_length (lessons), >=, 5);
  for (guint l = 0; lessons[l] != NULL; l++)
    {
      KlDocument *doc = kl_window_get_document (window);
      guint n;

      open_lesson (window, lessons[l]);
      n = kl_document_get_set (doc)->entries->len;
      g_assert_cmpuint (n, >=, 3);
      g_assert_cmpuint (n, <=, 6);
      for (guint i = 0; i < n; i++)
        {
          KlSolution *result;
          g_autofree char *notes = NULL;

          kl_document_select (doc, i);
          wait_solved (window);
          result = kl_board_get_result (kl_window_get_board (window));
          g_assert_nonnull (result);
          g_assert_true (result->outcome == KL_OUTCOME_FOUND || result->outcome == KL_OUTCOME_NONE);
          g_assert_true (kl_document_get_practice (doc));
          g_assert_true (kl_window_is_practising (window));
          /* the answer's headline is nowhere: not in the results, not
           * spoken by the board */
          g_assert_cmpstr (kl_window_get_headline (window), !=, result->headline);
          g_assert_null (strstr (kl_board_get_description (kl_window_get_board (window)),
                                 result->headline));
          {
            g_autofree char *shown = kl_window_dup_notes_text (window);
            g_autofree char *want = plain (kl_puzzle_entry_note (g_ptr_array_index (
                                             kl_document_get_set (doc)->entries, i)));

            notes = plain (shown);
            g_assert_nonnull (strstr (notes, want));
          }
          puzzles++;
        }
    }
  g_test_message ("%u puzzles of %u lessons", puzzles, g_strv_length (lessons));
  close_window (window);
}

/* A finished practice keeps its score under the lesson and the puzzle's
 * index, never in the set (which stays unmodified). */
static void
test_score_kept (void)
{
  g_auto (GStrv) lessons = kl_lessons_list_resources ();
  g_autoptr (GSettings) settings = kl_settings_new ();
  KlWindow *window = new_window_sized (1280, 800);
  KlDocument *doc = kl_window_get_document (window);
  KlPracticeSession *s;
  KlPracticeScore score;
  g_autofree char *key = NULL, *other = NULL;
  guint revealed = 0, right = 0;

  g_assert_nonnull (settings);
  g_settings_reset (settings, "practice-scores");
  open_lesson (window, lessons[0]);
  kl_document_select (doc, 1);
  wait_solved (window);
  s = kl_window_get_practice (window);
  g_assert_nonnull (s);
  /* the first question right, the others revealed */
  answer_right (window);
  right++;
  action (window, "win.practice-next");
  while (kl_practice_session_get_question (s) != NULL)
    {
      action (window, "win.practice-reveal");
      action (window, "win.practice-next");
      revealed++;
    }
  key = kl_practice_scores_key ("lesson:01-bfs-walls.knight", 1);
  other = kl_practice_scores_key ("lesson:01-bfs-walls.knight", 0);
  g_assert_true (kl_practice_scores_lookup (settings, key, &score));
  g_assert_cmpuint (score.first_try, ==, right);
  g_assert_cmpuint (score.with_hints, ==, 0);
  g_assert_cmpuint (score.revealed, ==, revealed);
  g_assert_false (kl_practice_scores_lookup (settings, other, NULL));
  g_assert_false (kl_document_get_modified (doc));
  close_window (window);
}

/* A lesson's notes in Russian under LANGUAGE=ru: the note pane shows the
 * Note[ru] text of the file. */
static void
test_lesson_language (void)
{
  g_auto (GStrv) lessons = kl_lessons_list_resources ();
  KlWindow *window;
  g_autofree char *notes = NULL;
  const KlPuzzleSet *set;

  g_setenv ("LANGUAGE", "ru", TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
  window = new_window_sized (1280, 800);
  open_lesson (window, lessons[0]);
  set = kl_document_get_set (kl_window_get_document (window));
  {
    g_autofree char *shown = kl_window_dup_notes_text (window);
    g_autofree char *ru = plain (g_hash_table_lookup (set->notes, "ru"));
    g_autofree char *en = plain (set->note);

    notes = plain (shown);
    g_assert_nonnull (strstr (notes, ru));
    g_assert_null (strstr (notes, en));
  }
  close_window (window);
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
}

static GtkWidget *
find_text_view (GtkWidget *widget)
{
  if (GTK_IS_TEXT_VIEW (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_text_view (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A teacher types a puzzle's note in the sidebar: it is the file's (the set
 * is modified, the note saved), and the note pane shows it at once. */
static void
test_note_edited (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlDocument *doc = kl_window_get_document (window);
  GtkWidget *view = find_text_view (GTK_WIDGET (window));
  g_autofree char *shown = NULL;

  g_assert_nonnull (view);
  g_assert_false (kl_document_get_modified (doc));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)),
                            "Predict the moves *before* you play.\n\nThen check.", -1);
  g_assert_cmpstr (kl_document_get_entry (doc)->note, ==,
                   "Predict the moves *before* you play.\n\nThen check.");
  g_assert_true (kl_document_get_modified (doc));
  shown = kl_window_dup_notes_text (window);
  g_assert_nonnull (strstr (shown, "Predict the moves before you play."));
  g_assert_nonnull (strstr (shown, "Then check."));
  /* clearing it removes the key */
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "", -1);
  g_assert_null (kl_document_get_entry (doc)->note);
  close_window (window);
}

int
main (int argc, char **argv)
{
  if (!app_test_init (&argc, &argv, ""))
    return 0;
  g_test_add_func ("/app/practice/opens-hidden", test_opens_hidden);
  g_test_add_func ("/app/practice/layer", test_layer);
  g_test_add_func ("/app/practice/hint-reveal-end", test_hint_reveal_and_end);
  g_test_add_func ("/app/practice/saved", test_saved);
  g_test_add_func ("/app/practice/note-edited", test_note_edited);
  g_test_add_func ("/app/practice/lessons", test_lessons);
  g_test_add_func ("/app/practice/score-kept", test_score_kept);
  g_test_add_func ("/app/practice/lesson-language", test_lesson_language);
  return g_test_run ();
}
