/* test-autosave.c - nothing a user made is lost: the edited puzzle is
 * written a moment after an edit, reloads as the same puzzle, is deleted
 * when the window closes normally, and a copy left by a killed session is
 * offered back and restored. */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "kl-autosave.h"
#include "kl-window-file.h"
#include "app-test.h"

static int
cell_of (const KlPuzzle *puzzle,
         int             file,
         int             rank)
{
  return kl_puzzle_cell (puzzle, file, rank);
}

/* The offer to restore: a message dialog over window. */
static AdwMessageDialog *
find_restore_dialog (KlWindow *window)
{
  /* it comes once the window is up */
  while (g_main_context_iteration (NULL, FALSE))
    ;

  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) &&
          gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static void
wait_written (const char *path)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the autosave");

  while (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

static void
test_written_after_edit (void)
{
  KlWindow *window = new_window ();
  KlAutosave *autosave = kl_window_get_autosave (window);
  g_autofree char *path = g_strdup (kl_autosave_get_path (autosave));
  g_autoptr(KlPuzzleEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  KlHistory *history = kl_window_get_history (window);

  g_assert_true (g_str_has_prefix (path, g_get_user_state_dir ()));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (kl_autosave_is_pending (autosave));

  /* nothing written until the edits pause */
  kl_autosave_set_delay (autosave, 100);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.mode", "s", "distance");
  g_assert_true (kl_history_set_blocked (history, cell_of (kl_history_get_puzzle (history), 7, 7),
                                          TRUE));
  g_assert_true (kl_history_set_blocked (history, cell_of (kl_history_get_puzzle (history), 6, 7),
                                          TRUE));
  g_assert_true (kl_autosave_is_pending (autosave));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* the debounce timeout writes it */
  wait_written (path);
  g_assert_false (kl_autosave_is_pending (autosave));

  entry = kl_autosave_load (autosave, &error);
  g_assert_no_error (error);
  g_assert_true (kl_puzzle_equal (entry->board, kl_history_get_puzzle (history)));
  g_assert_cmpint (entry->mode, ==, KL_MODE_DISTANCE);

  /* a normal close deletes it */
  close_window (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Writes an autosave as a killed session would have left it. */
static KlPuzzle *
leave_autosave (void)
{
  g_autoptr(KlAutosave) autosave = kl_autosave_new (NULL);
  g_autoptr(GError) error = NULL;
  KlPuzzle *puzzle = kl_puzzle_new (10, 7);
  KlPuzzleEntry *entry;

  puzzle->start = cell_of (puzzle, 0, 0);
  puzzle->target = cell_of (puzzle, 9, 6);
  for (int rank = 0; rank < 5; rank++)
    puzzle->blocked[cell_of (puzzle, 4, rank)] = TRUE;
  entry = kl_puzzle_entry_new (KL_MODE_PATH, kl_puzzle_copy (puzzle));
  entry->leaper = (kn_leaper) { 1, 3 };
  kl_autosave_queue (autosave, NULL, entry);
  g_assert_true (kl_autosave_flush (autosave, &error));
  g_assert_no_error (error);
  g_assert_true (kl_autosave_exists (autosave));
  return puzzle;
}

/* Nothing unsaved, nothing kept: undoing back to the start, or saving,
 * deletes the copy. */
static void
test_gone_when_saved (void)
{
  KlWindow *window = new_window ();
  KlAutosave *autosave = kl_window_get_autosave (window);
  g_autofree char *path = g_strdup (kl_autosave_get_path (autosave));
  g_autofree char *dir = g_dir_make_tmp ("knight-autosave-save-XXXXXX", NULL);
  g_autofree char *saved = g_build_filename (dir, "saved.knight", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (saved);
  g_autoptr(GError) error = NULL;
  KlHistory *history = kl_window_get_history (window);

  kl_autosave_set_delay (autosave, 50);
  kl_history_set_blocked (history, 63, TRUE);
  wait_written (path);
  kl_history_undo (history);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  kl_history_set_blocked (history, 62, TRUE);
  wait_written (path);
  g_assert_true (kl_document_save (kl_window_get_document (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  close_window (window);
  g_assert_cmpint (g_unlink (saved), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_restore (void)
{
  g_autoptr(KlPuzzle) saved = leave_autosave ();
  KlWindow *window = new_window ();
  g_autofree char *path = g_strdup (kl_autosave_get_path (kl_window_get_autosave (window)));
  AdwMessageDialog *dialog = find_restore_dialog (window);
  kn_leaper leaper;

  /* offered, and the old copy is kept while the question is open */
  g_assert_nonnull (dialog);
  g_assert_false (kl_puzzle_equal (kl_history_get_puzzle (kl_window_get_history (window)), saved));
  kl_history_set_blocked (kl_window_get_history (window), 63, TRUE);
  g_assert_false (kl_autosave_is_pending (kl_window_get_autosave (window)));
  {
    g_autoptr(KlPuzzleEntry) entry = kl_autosave_load (kl_window_get_autosave (window), NULL);

    g_assert_true (kl_puzzle_equal (entry->board, saved));
  }
  adw_message_dialog_response (dialog, "restore");
  wait_ready (window);
  g_assert_null (find_restore_dialog (window));

  g_assert_true (kl_puzzle_equal (kl_history_get_puzzle (kl_window_get_history (window)), saved));
  leaper = kl_document_get_leaper (kl_window_get_document (window));
  g_assert_cmpint (leaper.m, ==, 1);
  g_assert_cmpint (leaper.n, ==, 3);
  g_assert_cmpstr (kl_mode_to_string (kl_document_get_mode (kl_window_get_document (window))), ==, "path");
  /* restoring is one undoable step */
  g_assert_true (kl_history_can_undo (kl_window_get_history (window)));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  close_window (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_discard (void)
{
  g_autoptr(KlPuzzle) saved = leave_autosave ();
  KlWindow *window = new_window ();
  g_autofree char *path = g_strdup (kl_autosave_get_path (kl_window_get_autosave (window)));
  AdwMessageDialog *dialog = find_restore_dialog (window);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (kl_puzzle_equal (kl_history_get_puzzle (kl_window_get_history (window)), saved));
  g_assert_false (kl_history_can_undo (kl_window_get_history (window)));
  close_window (window);
}

static void
test_unreadable (void)
{
  g_autoptr(KlAutosave) autosave = kl_autosave_new (NULL);
  g_autofree char *dir = g_path_get_dirname (kl_autosave_get_path (autosave));
  KlWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (kl_autosave_get_path (autosave), "not a puzzle", -1, NULL));
  /* nothing to offer: the window starts as usual and drops the copy */
  window = new_window ();
  g_assert_null (find_restore_dialog (window));
  g_assert_false (kl_autosave_exists (autosave));
  close_window (window);
}

/* A copy that cannot be written (here: a file where its folder should be)
 * is a problem the user hears of, in a toast, while the editing goes on. */
static void
test_write_failed (void)
{
  KlWindow *window = new_window ();
  KlAutosave *autosave = kl_window_get_autosave (window);
  g_autofree char *dir = g_path_get_dirname (kl_autosave_get_path (autosave));
  AdwToast *toast;
  guint id;

  g_unlink (kl_autosave_get_path (autosave));
  g_rmdir (dir);
  g_assert_true (g_file_set_contents (dir, "in the way", -1, NULL));
  kl_autosave_set_delay (autosave, 10);
  kl_history_set_blocked (kl_window_get_history (window), 63, TRUE);
  id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the failure toast");
  while ((toast = kl_window_get_last_toast (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Could not keep a safety copy of the puzzle");
  /* the edit stands */
  g_assert_true (kl_history_get_puzzle (kl_window_get_history (window))->blocked[63]);
  close_window (window);
  g_assert_cmpint (g_unlink (dir), ==, 0);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/autosave/written-after-edit", test_written_after_edit);
  g_test_add_func ("/app/autosave/gone-when-saved", test_gone_when_saved);
  g_test_add_func ("/app/autosave/restore", test_restore);
  g_test_add_func ("/app/autosave/discard", test_discard);
  g_test_add_func ("/app/autosave/write-failed", test_write_failed);
  g_test_add_func ("/app/autosave/unreadable", test_unreadable);
  return g_test_run ();
}
