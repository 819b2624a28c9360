/* test-clipboard.c - puzzles through the clipboard and dropped files: Copy
 * Puzzle then Paste Puzzle gives the same puzzle in the set, and the
 * paste's toast undoes it; whatever else the clipboard holds changes
 * nothing and says why; dropped files open, several in a set each, and a
 * drop on unsaved changes asks first.  Under Xvfb the clipboard is the X
 * clipboard, whose content this process owns. */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "app-test.h"
#include "kl-window.h"
#include "kl-puzzle-import.h"
#include "kl-window-file.h"

static char *tmp_dir;

/* Three puzzles none of which is the sample. */
static const char three_puzzles[] =
  "[Knight Lab]\nVersion=1\n\n"
  "[Puzzle 1]\nTitle=Corner to corner\nMode=path\nSize=8x8\nStart=a1\nTarget=h8\n\n"
  "[Puzzle 2]\nMode=distance\nSize=6x5\nStart=c3\nBlocked=d4\n\n"
  "[Puzzle 3]\nTitle=Round trip\nMode=tour\nSize=6x6\nClosed=true\nStart=a1\n";

static GFile *
tmp_file (const char *name,
          const char *contents)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static KlDocument *
document_of (KlWindow *window)
{
  return kl_window_get_document (window);
}

static char *
set_text (KlWindow *window)
{
  return kl_puzzle_set_to_data (kl_document_get_set (document_of (window)), NULL);
}

static GdkClipboard *
clipboard_of (KlWindow *window)
{
  return gtk_widget_get_clipboard (GTK_WIDGET (window));
}

static void
on_read_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  char **text = user_data;
  g_autoptr(GError) error = NULL;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
}

/* The clipboard's text, read as another application would. */
static char *
read_clipboard (KlWindow *window)
{
  char *text = NULL;
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "the clipboard's text");

  gdk_clipboard_read_text_async (clipboard_of (window), NULL, on_read_cb, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  return text;
}

static GtkWidget *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* borrowed */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

static GtkWidget *
wait_message_dialog (const char *what)
{
  GtkWidget *dialog;
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) what);

  while ((dialog = find_message_dialog ()) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  return dialog;
}

/* The other Knight Lab windows open, newest last. */
static GPtrArray *
other_windows (KlWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* borrowed */
  GPtrArray *others = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (KL_IS_WINDOW (w) && w != (GObject *) window)
        g_ptr_array_add (others, w);
    }
  return others;
}

/* Waits until the window's set has n puzzles. */
static void
wait_puzzles (KlWindow *window,
              guint     n)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the paste");

  while (kl_document_get_set (document_of (window))->entries->len != n)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  wait_solved (window);
}

/* Pastes, and waits for the toast that says what became of it. */
static const char *
paste_toast (KlWindow *window)
{
  AdwToast *before = kl_window_get_last_toast (window);
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "the paste's toast");

  activate (window, "win.paste-puzzle", NULL);
  while (kl_window_get_last_toast (window) == NULL || kl_window_get_last_toast (window) == before)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  return adw_toast_get_title (kl_window_get_last_toast (window));
}

/* Copy then paste: the set grows by the same puzzle, after the one on the
 * board, which the paste selects; the toast's Undo takes it out again. */
static void
test_copy_paste (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlDocument *document = document_of (window);
  g_autofree char *text = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *before = set_text (window);
  g_autoptr(KlPuzzleSet) parsed = NULL;
  g_autoptr(GError) error = NULL;
  const KlPuzzleSet *set;

  /* an edited puzzle, in options the file keeps */
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  activate (window, "win.mode", "s", "distance");
  g_clear_pointer (&before, g_free);
  before = set_text (window);

  text = kl_window_dup_puzzle_text (window, &error);
  g_assert_no_error (error);
  /* the .knight text of that one puzzle */
  parsed = kl_puzzle_set_load_data (text, strlen (text), "copied", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->entries->len, ==, 1);
  g_assert_true (kl_puzzle_entry_equal (g_ptr_array_index (parsed->entries, 0),
                                        kl_document_get_entry (document)));

  activate (window, "win.copy-puzzle", NULL);
  copied = read_clipboard (window);
  g_assert_cmpstr (copied, ==, text);
  g_assert_cmpstr (adw_toast_get_title (kl_window_get_last_toast (window)), ==, "Puzzle copied");

  g_assert_cmpstr (paste_toast (window), ==, "Pasted “Around the wall”");
  wait_puzzles (window, 2);
  set = kl_document_get_set (document);
  g_assert_cmpuint (kl_document_get_index (document), ==, 1);
  g_assert_true (kl_puzzle_entry_equal (g_ptr_array_index (set->entries, 0),
                                        g_ptr_array_index (set->entries, 1)));
  g_assert_cmpint (kl_document_get_mode (document), ==, KL_MODE_DISTANCE);
  g_assert_true (kl_document_get_modified (document));
  g_assert_cmpuint (kl_puzzle_list_get_n_items (kl_window_get_puzzle_list (window)), ==, 2);

  /* the toast's Undo: the set as it was, the same puzzle on the board */
  activate (window, "win.undo-paste", NULL);
  {
    g_autofree char *after = set_text (window);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_cmpuint (kl_document_get_index (document), ==, 0);
  /* once: a second Undo takes nothing more */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo-paste", NULL);
  {
    g_autofree char *after = set_text (window);

    g_assert_cmpstr (after, ==, before);
  }
  close_window (window);
}

/* Several puzzles (or a judge input's cases) go in after the puzzle on the
 * board, in their order, the first of them selected. */
static void
test_paste_several (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlDocument *document = document_of (window);
  g_autoptr(KlPuzzleSet) three = kl_puzzle_set_load_data (three_puzzles, strlen (three_puzzles),
                                                          "three", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "obstacles.in", NULL);
  g_autofree char *judge = NULL;
  g_autoptr(KlPuzzleSet) cases = NULL;
  const KlPuzzleSet *set;

  g_assert_nonnull (three);
  gdk_clipboard_set_text (clipboard_of (window), three_puzzles);
  g_assert_cmpstr (paste_toast (window), ==, "Pasted 3 puzzles");
  wait_puzzles (window, 4);
  set = kl_document_get_set (document);
  g_assert_cmpuint (kl_document_get_index (document), ==, 1);
  for (guint i = 0; i < 3; i++)
    g_assert_true (kl_puzzle_entry_equal (g_ptr_array_index (set->entries, i + 1),
                                          g_ptr_array_index (three->entries, i)));

  /* from the first puzzle, again: in between it and the pasted ones */
  activate (window, "win.select-puzzle", "u", 0);
  g_assert_true (g_file_get_contents (path, &judge, NULL, NULL));
  cases = kl_puzzle_import (judge, strlen (judge), NULL, NULL);
  g_assert_nonnull (cases);
  gdk_clipboard_set_text (clipboard_of (window), judge);
  paste_toast (window);
  wait_puzzles (window, 4 + cases->entries->len);
  set = kl_document_get_set (document);
  g_assert_cmpuint (kl_document_get_index (document), ==, 1);
  for (guint i = 0; i < cases->entries->len; i++)
    g_assert_true (kl_puzzle_entry_equal (g_ptr_array_index (set->entries, i + 1),
                                          g_ptr_array_index (cases->entries, i)));
  g_assert_true (kl_puzzle_entry_equal (g_ptr_array_index (set->entries, cases->entries->len + 1),
                                        g_ptr_array_index (three->entries, 0)));

  /* a pasted puzzle edited since is the user's work: Undo leaves it */
  kl_document_set_note (document, "Mine now.");
  activate (window, "win.undo-paste", NULL);
  g_assert_cmpuint (kl_document_get_set (document)->entries->len, ==, 4 + cases->entries->len);
  g_assert_cmpstr (adw_toast_get_title (kl_window_get_last_toast (window)), ==,
                   "The pasted puzzles were edited: nothing undone");
  close_window (window);
}

/* A paste that fails leaves the set as it was, and the window says why. */
static void
assert_refused (KlWindow   *window,
                const char *before,
                const char *message)
{
  g_autofree char *after = NULL;

  g_assert_cmpstr (paste_toast (window), ==, message);
  after = set_text (window);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (kl_document_get_modified (document_of (window)));
  g_assert_null (find_message_dialog ());
}

static void
test_paste_junk (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autofree char *before = set_text (window);
  GdkClipboard *clipboard = clipboard_of (window);
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *dialog;
  const char *body;

  gdk_clipboard_set_text (clipboard, "Buy milk.\nKnight to f3.\n");
  assert_refused (window, before, "Nothing to paste: the clipboard holds no puzzle");

  /* a judge input of no case is none */
  gdk_clipboard_set_text (clipboard, "0\n");
  assert_refused (window, before, "Nothing to paste: the clipboard holds no puzzle");

  gdk_clipboard_set_text (clipboard, " \n\t\n");
  assert_refused (window, before, "Nothing to paste: the clipboard is empty");

  /* nothing at all on the clipboard */
  gdk_clipboard_set_content (clipboard, NULL);
  assert_refused (window, before, "Nothing to paste: the clipboard is empty");

  /* a picture, which is no text */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 4, 4);
    GdkPixbuf *pixbuf = gdk_pixbuf_get_from_surface (surface, 0, 0, 4, 4);

    texture = gdk_texture_new_for_pixbuf (pixbuf);
    g_object_unref (pixbuf);
    cairo_surface_destroy (surface);
  }
  gdk_clipboard_set_texture (clipboard, texture);
  assert_refused (window, before, "Nothing to paste: the clipboard holds no text");

  /* a puzzle file broken on one line: the parser's message, line and token */
  gdk_clipboard_set_text (clipboard, "[Knight Lab]\nVersion=1\n\n[Puzzle 1]\nMode=path\n"
                                     "Size=8x8\nStart=z9\nTarget=h8\n");
  activate (window, "win.paste-puzzle", NULL);
  dialog = wait_message_dialog ("the paste's error");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could not paste the puzzle");
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_true (g_str_has_prefix (body, "Clipboard: line 7: "));
  g_assert_nonnull (strstr (body, "z9"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  {
    g_autofree char *after = set_text (window);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_false (kl_document_get_modified (document_of (window)));

  /* as many puzzles as a file holds, pasted into a set of one: one too many */
  {
    g_autoptr(GString) full = g_string_new ("[Knight Lab]\nVersion=1\n");
    g_autofree char *after = NULL;

    for (guint i = 1; i <= KL_PUZZLE_MAX_PUZZLES; i++)
      g_string_append_printf (full, "[Puzzle %u]\nMode=distance\nSize=1x1\nStart=a1\n", i);
    gdk_clipboard_set_text (clipboard, full->str);
    activate (window, "win.paste-puzzle", NULL);
    dialog = wait_message_dialog ("the paste's error");
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "10000"));
    gtk_window_destroy (GTK_WINDOW (dialog));
    after = set_text (window);
    g_assert_cmpstr (after, ==, before);
  }
  close_window (window);
}

/* A puzzle a file could not hold (a path without its target) is not
 * copied: the clipboard keeps what it had, and the window says why. */
static void
test_copy_invalid (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  GtkWidget *dialog;

  gdk_clipboard_set_text (clipboard_of (window), "kept");
  activate (window, "win.mode", "s", "path");
  activate (window, "win.tool", "s", "eraser");
  activate (window, "win.apply-tool", "(ii)", 5, 0);  /* the target on f1 */
  g_assert_true (puzzle_of (window)->target < 0);
  text = kl_window_dup_puzzle_text (window, &error);
  g_assert_null (text);
  g_assert_nonnull (strstr (error->message, "Target"));

  activate (window, "win.copy-puzzle", NULL);
  dialog = wait_message_dialog ("the copy's error");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Target"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  kept = read_clipboard (window);
  g_assert_cmpstr (kept, ==, "kept");
  close_window (window);
}

static GtkDropTarget *
find_drop_target (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (c))
        return GTK_DROP_TARGET (c);
    }
  return NULL;
}

/* Drops files on the window as the drop target's signal brings them. */
static void
drop_files (KlWindow *window,
            GFile   **files,
            guint     n)
{
  GtkDropTarget *drop = find_drop_target (GTK_WIDGET (window));
  GdkFileList *list = gdk_file_list_new_from_array (files, n);
  GValue value = G_VALUE_INIT;
  gboolean handled = FALSE;

  g_assert_nonnull (drop);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, list);
  g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &handled);
  g_value_unset (&value);
  g_assert_true (handled);
}

static void
wait_opened (KlWindow *window,
             GFile    *file)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the drop");

  while (kl_document_get_file (document_of (window)) == NULL ||
         !g_file_equal (kl_document_get_file (document_of (window)), file))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  wait_solved (window);
}

/* Two files dropped: the first in the window, the other in a new one. */
static void
test_drop_two (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) a = tmp_file ("a.knight", three_puzzles);
  g_autoptr(GFile) b = tmp_file ("b.knight", "[Knight Lab]\nVersion=1\n\n[Puzzle 1]\n"
                                             "Mode=path\nSize=5x5\nStart=a1\nTarget=e5\n");
  GFile *files[] = { a, b };
  g_autoptr(GPtrArray) others = NULL;
  KlWindow *other;

  drop_files (window, files, 2);
  wait_opened (window, a);
  g_assert_cmpuint (kl_document_get_set (document_of (window))->entries->len, ==, 3);
  others = other_windows (window);
  g_assert_cmpuint (others->len, ==, 1);
  other = g_object_ref (g_ptr_array_index (others, 0));
  wait_opened (other, b);
  g_assert_cmpuint (kl_document_get_set (document_of (other))->entries->len, ==, 1);
  g_assert_cmpint (puzzle_of (other)->width, ==, 5);
  close_window (other);
  close_window (window);
}

/* Dropped on unsaved changes, a file asks first: Cancel keeps the set (and
 * opens none of the files), Discard lets the file in. */
static void
test_drop_asks (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) a = tmp_file ("ask-a.knight", three_puzzles);
  g_autoptr(GFile) b = tmp_file ("ask-b.knight", three_puzzles);
  GFile *files[] = { a, b };
  g_autofree char *before = NULL;
  GtkWidget *dialog;

  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  g_assert_true (kl_document_get_modified (document_of (window)));
  before = set_text (window);

  drop_files (window, files, 2);
  dialog = wait_message_dialog ("the unsaved-changes question");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (find_message_dialog ());
  g_assert_true (kl_document_get_modified (document_of (window)));
  g_assert_null (kl_document_get_file (document_of (window)));
  {
    g_autofree char *after = set_text (window);
    g_autoptr(GPtrArray) others = other_windows (window);

    g_assert_cmpstr (after, ==, before);
    g_assert_cmpuint (others->len, ==, 0);
  }

  drop_files (window, files, 1);
  dialog = wait_message_dialog ("the unsaved-changes question");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  wait_opened (window, a);
  g_assert_false (kl_document_get_modified (document_of (window)));
  close_window (window);
}

/* A dropped file that is no puzzle file: the error names it and the line,
 * and the set stays; dropped with a good one, it leaves no window. */
static void
test_drop_bad (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) bad = tmp_file ("bad.knight", "[Knight Lab]\nVersion=1\n\n[Puzzle 1]\n"
                                                 "Mode=path\nSize=8x8\nStart=z9\nTarget=h8\n");
  GFile *files[] = { bad };
  g_autofree char *before = set_text (window);
  GtkWidget *dialog;
  const char *body;

  drop_files (window, files, 1);
  dialog = wait_message_dialog ("the open's error");
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_true (g_str_has_prefix (body, "bad.knight: line 7: "));
  g_assert_nonnull (strstr (body, "z9"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  {
    g_autofree char *after = set_text (window);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_null (kl_document_get_file (document_of (window)));

  /* the second of two files is bad: the first opens, the second's window
   * never shows, and its error is over the window it was dropped on */
  {
    g_autoptr(GFile) good = tmp_file ("good.knight", three_puzzles);
    GFile *two[] = { good, bad };
    g_autoptr(GPtrArray) others = NULL;

    drop_files (window, two, 2);
    dialog = wait_message_dialog ("the second file's error");
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
    g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                                     "bad.knight: line 7: "));
    gtk_window_destroy (GTK_WINDOW (dialog));
    wait_opened (window, good);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    others = other_windows (window);
    g_assert_cmpuint (others->len, ==, 0);
  }
  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("knight-clipboard-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* the recent-files list goes to a scratch folder, not the user's */
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/clipboard/copy-paste", test_copy_paste);
  g_test_add_func ("/app/clipboard/paste-several", test_paste_several);
  g_test_add_func ("/app/clipboard/paste-junk", test_paste_junk);
  g_test_add_func ("/app/clipboard/copy-invalid", test_copy_invalid);
  g_test_add_func ("/app/drop/two-files", test_drop_two);
  g_test_add_func ("/app/drop/asks-first", test_drop_asks);
  g_test_add_func ("/app/drop/bad-file", test_drop_bad);
  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
