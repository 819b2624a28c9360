/* test-file.c - the window's puzzle files: save and open round trips for
 * every mode, bad files that change nothing, judge-input import, the
 * unsaved-changes mark, the question on close, image export and the copied
 * solution. Each test ends with g_assert_finalize_object to catch leaks. */

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "kl-application.h"
#include "kl-settings.h"
#include "app-test.h"
#include "kl-window.h"
#include "kl-window-file.h"

static char *tmp_dir;

static char *
mode_of (KlWindow *window)
{
  char *mode = NULL;

  g_object_get (window, "mode", &mode, NULL);
  return mode;
}

static GFile *
tmp_file (const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  return g_file_new_for_path (path);
}

static void
write_file (GFile *file, const char *data, gssize length)
{
  g_autofree char *path = g_file_get_path (file);

  g_assert_true (g_file_set_contents (path, data, length, NULL));
}

/* A window state saved and opened again comes back whole, in every mode. */
static void
test_round_trip_modes (void)
{
  static const char *const modes[] = { "path", "distance", "dynamic", "camelot", "tour" };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      KlWindow *window = new_window_sized (1000, 700);
      KlWindow *again;
      g_autofree char *name = g_strdup_printf ("mode-%s.knight", modes[i]);
      g_autoptr(GFile) file = tmp_file (name);
      g_autoptr(GError) error = NULL;
      g_autoptr(KlPuzzleSet) loaded = NULL;
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *mode = NULL;

      activate (window, "win.mode", "s", modes[i]);
      /* an edit of the board: a wall on h8 (a free corner of the sample) */
      activate (window, "win.tool", "s", "block");
      activate (window, "win.apply-tool", "(ii)", 7, 7);
      if (g_str_equal (modes[i], "tour"))
        activate (window, "win.closed-tour", NULL);
      g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

      g_assert_true (kl_document_save (kl_window_get_document (window), file, &error));
      g_assert_no_error (error);
      g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
      g_assert_true (g_file_equal (kl_document_get_file (kl_window_get_document (window)), file));

      /* the file holds what the window showed */
      loaded = kl_puzzle_set_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (kl_puzzle_set_equal (loaded, kl_document_get_set (kl_window_get_document (window))));
      g_assert_cmpint (((KlPuzzleEntry *) loaded->entries->pdata[0])->mode, ==,
                       kl_mode_from_string (modes[i]));
      g_assert_cmpint (((KlPuzzleEntry *) loaded->entries->pdata[0])->closed, ==,
                       g_str_equal (modes[i], "tour"));

      /* and a fresh window opens it as it was */
      again = new_window_sized (1000, 700);
      g_assert_true (kl_document_open (kl_window_get_document (again), file, KL_DOCUMENT_OPEN_PUZZLES, &error));
      g_assert_no_error (error);
      wait_solved (again);
      mode = mode_of (again);
      g_assert_cmpstr (mode, ==, modes[i]);
      g_assert_true (kl_puzzle_equal (puzzle_of (again), puzzle_of (window)));
      g_assert_true (kl_puzzle_set_equal (kl_document_get_set (kl_window_get_document (again)), loaded));
      g_assert_false (kl_document_get_modified (kl_window_get_document (again)));
      g_assert_cmpstr (kl_window_get_headline (again), ==, kl_window_get_headline (window));

      close_window (again);
      close_window (window);
      g_unlink (path);
    }
}

static const char rich_set[] =
  "[Knight Lab]\nVersion=1\nTitle=Exercises\n\n"
  "[Puzzle 1]\nTitle=Around the wall\nTitle[de]=Um die Mauer\nNote=Go round.\nMode=path\nSize=8x8\n"
  "Blocked=c1 d1 c2 d2\nStart=a1\nTarget=f1\nLeaper=2,3\n\n"
  "[Puzzle 2]\nMode=distance\nSize=10x6\nStart=b2\nLeaper=3,5\n\n"
  "[Puzzle 3]\nMode=dynamic\nSize=6x6\nBlocked=c3\nStart=a1\nTarget=c3\n\n"
  "[Puzzle 4]\nTitle=Gather\nMode=camelot\nSize=8x8\nKing=d4\nKnights=a1 h8 a8\n\n"
  "[Puzzle 5]\nMode=tour\nSize=6x6\nStart=a1\nClosed=true\n";

/* A set of every mode, with leapers, titles and notes, survives the window:
 * opened, stepped through, edited and saved, it reads back as edited. */
static void
test_round_trip_set (void)
{
  static const char *const modes[] = { "path", "distance", "dynamic", "camelot", "tour" };
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) in = tmp_file ("rich.knight");
  g_autoptr(GFile) out = tmp_file ("rich-out.knight");
  g_autofree char *in_path = g_file_get_path (in);
  g_autofree char *out_path = g_file_get_path (out);
  g_autoptr(KlPuzzleSet) original = NULL;
  g_autoptr(KlPuzzleSet) saved = NULL;
  g_autoptr(GError) error = NULL;
  KlPuzzleList *list = kl_window_get_puzzle_list (window);
  KlPuzzleEntry *entry;

  write_file (in, rich_set, -1);
  original = kl_puzzle_set_load_file (in_path, &error);
  g_assert_no_error (error);

  g_assert_true (kl_document_open (kl_window_get_document (window), in, KL_DOCUMENT_OPEN_PUZZLES, &error));
  g_assert_no_error (error);
  wait_solved (window);
  g_assert_true (kl_puzzle_set_equal (kl_document_get_set (kl_window_get_document (window)), original));
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (list)));
  g_assert_cmpuint (kl_puzzle_list_get_n_items (list), ==, 5);
  g_assert_cmpstr (kl_puzzle_list_get_title (list, 0), ==, "Around the wall");
  g_assert_cmpstr (kl_puzzle_list_get_title (list, 1), ==, "Puzzle 2");
  g_assert_cmpstr (kl_puzzle_list_get_title (list, 3), ==, "Gather");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "rich.knight"));

  /* step through: each puzzle brings its mode, and the set stays unmodified */
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *mode = mode_of (window);

      g_assert_cmpuint (kl_document_get_index (kl_window_get_document (window)), ==, i);
      g_assert_cmpstr (mode, ==, modes[i]);
      g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
      if (i + 1 < G_N_ELEMENTS (modes))
        activate (window, "win.next-puzzle", NULL);
    }
  /* past the last puzzle there is nowhere to go */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpuint (kl_document_get_index (kl_window_get_document (window)), ==, 4);
  activate (window, "win.previous-puzzle", NULL);
  g_assert_cmpuint (kl_document_get_index (kl_window_get_document (window)), ==, 3);
  g_assert_cmpstr (kl_window_get_headline (window), !=, "");

  /* edit the Camelot puzzle: a knight more on h1 */
  activate (window, "win.tool", "s", "knight");
  activate (window, "win.apply-tool", "(ii)", 7, 0);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
  entry = kl_document_get_set (kl_window_get_document (window))->entries->pdata[3];
  g_assert_cmpuint (entry->board->knights->len, ==, 4);

  /* switch away and back: the edit is kept in the set */
  activate (window, "win.select-puzzle", "u", 0);
  g_assert_cmpuint (kl_document_get_index (kl_window_get_document (window)), ==, 0);
  activate (window, "win.select-puzzle", "u", 3);
  g_assert_cmpuint (puzzle_of (window)->knights->len, ==, 4);

  /* Save writes the whole set */
  g_assert_true (kl_document_save (kl_window_get_document (window), out, &error));
  g_assert_no_error (error);
  saved = kl_puzzle_set_load_file (out_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->entries->len, ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      KlPuzzleEntry *a = original->entries->pdata[i], *b = saved->entries->pdata[i];

      if (i == 3)
        {
          g_assert_cmpuint (b->board->knights->len, ==, 4);
          g_assert_false (kl_puzzle_entry_equal (a, b));
        }
      else
        g_assert_true (kl_puzzle_entry_equal (a, b));
    }
  g_assert_cmpstr (saved->title, ==, "Exercises");
  g_assert_true (kl_puzzle_set_equal (saved, kl_document_get_set (kl_window_get_document (window))));

  close_window (window);
  g_unlink (in_path);
  g_unlink (out_path);
}

/* Bad files are refused with the file, the puzzle and the key named, and
 * leave the window exactly as it was. */
static void
test_malformed (void)
{
  static const struct { const char *name; const char *data; gssize length; const char *expect; } bad[] = {
    { "truncated.knight", "[Knight Lab]\nVersion=1\n\n[Puzzle 1]\nMode=path\nSiz", -1, "Siz" },
    { "off-board.knight", "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=z99\n",
      -1, "Target" },
    { "wrong-type.knight", "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=tour\nSize=8x8\nClosed=maybe\n",
      -1, "Closed" },
    { "huge.knight", "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=tour\nSize=1000000000x1000000000\n",
      -1, "Size" },
    { "too-big-to-edit.knight", "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=tour\nSize=500x500\n",
      -1, "Size" },
    { "newer.knight", "[Knight Lab]\nVersion=7\n[Puzzle 1]\nMode=tour\nSize=8x8\n", -1, "newer" },
    { "junk.knight", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18, "junk.knight" },
    { "second-bad.knight", "[Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=tour\nSize=8x8\n"
      "[Puzzle 2]\nMode=path\nSize=8x8\nStart=a1\nTarget=a1\nBlocked=a1\n", -1, "[Puzzle 2]" },
  };
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) good = tmp_file ("good.knight");
  g_autofree char *good_path = g_file_get_path (good);
  g_autoptr(GError) error = NULL;

  /* a saved, then edited set: every bit of that must survive */
  g_assert_true (kl_document_save (kl_window_get_document (window), good, &error));
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GFile) file = tmp_file (bad[i].name);
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(KlPuzzle) before = kl_puzzle_copy (puzzle_of (window));
      g_autofree char *title = g_strdup (gtk_window_get_title (GTK_WINDOW (window)));
      g_autofree char *mode = mode_of (window);
      g_autofree char *mode_after = NULL;
      guint depth = kl_history_get_undo_depth (kl_window_get_history (window));

      write_file (file, bad[i].data, bad[i].length);
      g_assert_false (kl_document_open (kl_window_get_document (window), file, KL_DOCUMENT_OPEN_PUZZLES, &error));
      g_assert_nonnull (error);
      g_test_message ("%s: %s", bad[i].name, error->message);
      g_assert_true (g_str_has_prefix (error->message, bad[i].name));
      g_assert_nonnull (strstr (error->message, bad[i].expect));
      g_clear_error (&error);

      mode_after = mode_of (window);
      g_assert_true (kl_puzzle_equal (before, puzzle_of (window)));
      g_assert_cmpstr (mode_after, ==, mode);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, title);
      g_assert_true (g_file_equal (kl_document_get_file (kl_window_get_document (window)), good));
      g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
      g_assert_cmpuint (kl_history_get_undo_depth (kl_window_get_history (window)), ==, depth);
      g_unlink (path);
    }

  /* a file that is not there */
  {
    g_autoptr(GFile) missing = tmp_file ("missing.knight");

    g_assert_false (kl_document_open (kl_window_get_document (window), missing, KL_DOCUMENT_OPEN_PUZZLES, &error));
    g_assert_nonnull (strstr (error->message, "missing.knight"));
    g_clear_error (&error);
  }

  /* a puzzle the file could not load again is not saved */
  activate (window, "win.tool", "s", "eraser");
  activate (window, "win.apply-tool", "(ii)", 5, 0);  /* the target on f1 */
  g_assert_false (kl_document_save (kl_window_get_document (window), good, &error));
  g_assert_nonnull (strstr (error->message, "Target"));
  g_clear_error (&error);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

  close_window (window);
  g_unlink (good_path);
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

/* Every sample judge input opens as an unsaved set, one puzzle a case. */
static void
test_import (void)
{
  static const struct { const char *name; guint puzzles; } inputs[] = {
    { "obstacles.in", 3 }, { "dynamic.in", 4 }, { "camelot.in", 1 },
    { "moves.in", 8 }, { "moves-sized.in", 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      KlWindow *window = new_window_sized (1000, 700);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", inputs[i].name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      KlPuzzleList *list = kl_window_get_puzzle_list (window);

      g_assert_true (kl_document_open (kl_window_get_document (window), file, KL_DOCUMENT_OPEN_JUDGE_INPUT, &error));
      g_assert_no_error (error);
      wait_solved (window);
      g_assert_cmpuint (kl_document_get_set (kl_window_get_document (window))->entries->len, ==, inputs[i].puzzles);
      g_assert_cmpuint (kl_puzzle_list_get_n_items (list), ==, inputs[i].puzzles);
      g_assert_cmpuint (kl_document_get_index (kl_window_get_document (window)), ==, 0);
      /* a new, unsaved set */
      g_assert_null (kl_document_get_file (kl_window_get_document (window)));
      g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
      g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
      close_window (window);
    }

  /* a file that is no judge input names itself */
  {
    KlWindow *window = new_window_sized (1000, 700);
    g_autoptr(GFile) file = tmp_file ("nonsense.in");
    g_autoptr(GError) error = NULL;

    write_file (file, "hello world\n", -1);
    g_assert_false (kl_document_open (kl_window_get_document (window), file, KL_DOCUMENT_OPEN_JUDGE_INPUT, &error));
    g_assert_true (g_str_has_prefix (error->message, "nonsense.in: "));
    g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
    close_window (window);
  }

  /* opening (or dropping) a judge input says what it is and offers to import it */
  {
    KlWindow *window = new_window_sized (1000, 700);
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "obstacles.in", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    GtkWidget *dialog;
    guint id;

    g_assert_false (kl_document_open (kl_window_get_document (window), file, KL_DOCUMENT_OPEN_PUZZLES, &error));
    g_assert_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_JUDGE_INPUT);
    g_assert_true (g_str_has_prefix (error->message, "obstacles.in: "));
    g_assert_nonnull (strstr (error->message, "obstacles"));
    g_assert_false (kl_document_get_modified (kl_window_get_document (window)));

    kl_window_open_interactive (window, file);
    id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the offer to import");
    while ((dialog = find_message_dialog ()) == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "import");
    g_assert_null (find_message_dialog ());
    id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the import");
    while (kl_document_get_set (kl_window_get_document (window))->entries->len != 3)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (id);
    g_assert_null (kl_document_get_file (kl_window_get_document (window)));
    close_window (window);
  }

  /* any other text file is said not to be a puzzle file, in those words */
  {
    KlWindow *window = new_window_sized (1000, 700);
    g_autoptr(GFile) file = tmp_file ("notes.txt");
    g_autoptr(GError) error = NULL;

    write_file (file, "Buy milk.\nKnight to f3.\n", -1);
    g_assert_false (kl_document_open (kl_window_get_document (window), file, KL_DOCUMENT_OPEN_PUZZLES, &error));
    g_assert_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_NOT_PUZZLE);
    g_assert_cmpstr (error->message, ==, "notes.txt: this is not a Knight Lab puzzle file");
    close_window (window);
  }
}

/* The title shows the file and the unsaved mark, which an edit sets and
 * Save (or undoing back to the saved puzzle) clears. */
static void
test_unsaved_mark (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) file = tmp_file ("mark.knight");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  const char *title;

  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_true (kl_document_is_blank (kl_window_get_document (window)));
  /* the sample goes by its own title */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Around the wall — Knight Lab");

  /* looking at it in every mode is no edit: nothing to ask about on closing */
  for (KlMode mode = 0; mode < KL_N_MODES; mode++)
    activate (window, "win.mode", "s", kl_mode_to_string (mode));
  activate (window, "win.mode", "s", "path");
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));

  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Around the wall — Knight Lab");

  g_assert_true (kl_document_save (kl_window_get_document (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "mark.knight — Knight Lab");

  /* options are edits too; the mode is not */
  activate (window, "win.mode", "s", "tour");
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  activate (window, "win.closed-tour", NULL);
  title = gtk_window_get_title (GTK_WINDOW (window));
  g_assert_cmpstr (title, ==, "• mark.knight — Knight Lab");
  activate (window, "win.closed-tour", NULL);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  activate (window, "win.mode", "s", "path");

  activate (window, "win.apply-tool", "(ii)", 6, 7);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));
  activate (window, "win.undo", NULL);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));

  /* New Puzzle Set starts an untitled, unmodified set */
  activate (window, "win.new-set", NULL);
  g_assert_null (kl_document_get_file (kl_window_get_document (window)));
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  g_assert_cmpuint (kl_document_get_set (kl_window_get_document (window))->entries->len, ==, 1);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled — Knight Lab");

  close_window (window);
  g_unlink (path);
}

/* Closing with unsaved changes asks; Cancel keeps the window, Discard closes it. */
static void
test_close_asks (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  GtkWidget *dialog;

  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);

  gtk_window_close (GTK_WINDOW (window));
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_null (find_message_dialog ());
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* Open asks the same way */
  activate (window, "win.new-set", NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

  gtk_window_close (GTK_WINDOW (window));
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  /* the answer arrives through the main loop */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));

  wait_solved (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);

  /* a window destroyed under its unanswered question leaks nothing */
  window = new_window_sized (1000, 700);
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_nonnull (find_message_dialog ());
  close_window (window);
  g_assert_null (find_message_dialog ());
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

/* A file dropped on the window opens (through the drop target's own
 * handler); saving remembers the folder and the recent file. */
static void
test_drop_and_recent (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autoptr(GFile) file = tmp_file ("dropped.knight");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GSettings) settings = kl_settings_new ();
  g_autofree char *folder = NULL;
  GtkDropTarget *drop = find_drop_target (GTK_WIDGET (window));
  GValue value = G_VALUE_INIT;
  gboolean handled = FALSE;
  guint id;

  write_file (file, rich_set, -1);
  g_assert_nonnull (drop);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &handled);
  g_value_unset (&value);
  g_assert_true (handled);
  wait_file (window);
  g_assert_true (g_file_equal (kl_document_get_file (kl_window_get_document (window)), file));
  g_assert_cmpuint (kl_document_get_set (kl_window_get_document (window))->entries->len, ==, 5);

  /* the folder goes to GSettings, the file to the recent list */
  g_assert_nonnull (settings);
  folder = g_settings_get_string (settings, "last-directory");
  g_assert_cmpstr (folder, ==, tmp_dir);
  id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the recent list");
  while (!gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);

  close_window (window);
  g_unlink (path);
}

/* Files named on the command line open, the first in the blank window. */
static void
test_command_line (void)
{
  g_autoptr(KlApplication) app = kl_application_new (G_APPLICATION_HANDLES_OPEN |
                                                     G_APPLICATION_NON_UNIQUE);
  g_autoptr(GFile) file = tmp_file ("argv.knight");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  GFile *files[1];
  GList *windows;
  KlWindow *window;

  write_file (file, rich_set, -1);
  files[0] = file;
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_open (G_APPLICATION (app), files, 1, "");
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  window = g_object_ref (windows->data);
  wait_file (window);
  g_assert_true (g_file_equal (kl_document_get_file (kl_window_get_document (window)), file));
  g_assert_cmpuint (kl_document_get_set (kl_window_get_document (window))->entries->len, ==, 5);

  close_window (window);
  g_unlink (path);
}

static void
test_export (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  static const char *const names[] = { "whole.png", "frame.png", "board.svg", "board.pdf" };
  static const char *const magic[] = { "\x89PNG", "\x89PNG", "<?xml", "%PDF" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) bad = tmp_file ("board.bmp");

  activate (window, "win.go-start", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GFile) file = tmp_file (names[i]);
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (kl_window_export_image (window, file, i != 1, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_assert_cmpuint (length, >, 500);
      g_assert_true (memcmp (data, magic[i], strlen (magic[i])) == 0);
    }

  /* the whole solution draws the route; frame 0 does not */
  {
    g_autofree char *whole_path = g_build_filename (tmp_dir, "whole.png", NULL);
    g_autofree char *frame_path = g_build_filename (tmp_dir, "frame.png", NULL);
    cairo_surface_t *whole = cairo_image_surface_create_from_png (whole_path);
    cairo_surface_t *frame = cairo_image_surface_create_from_png (frame_path);
    int w = cairo_image_surface_get_width (whole), h = cairo_image_surface_get_height (whole);
    gsize differ = 0;

    g_assert_cmpint (w, ==, cairo_image_surface_get_width (frame));
    g_assert_cmpint (h, ==, cairo_image_surface_get_height (frame));
    cairo_surface_flush (whole);
    cairo_surface_flush (frame);
    for (int y = 0; y < h; y++)
      differ += memcmp (cairo_image_surface_get_data (whole) + y * cairo_image_surface_get_stride (whole),
                        cairo_image_surface_get_data (frame) + y * cairo_image_surface_get_stride (frame),
                        (gsize) w * 4) != 0;
    g_assert_cmpuint (differ, >, 0);
    cairo_surface_destroy (whole);
    cairo_surface_destroy (frame);
  }

  g_assert_false (kl_window_export_image (window, bad, TRUE, &error));
  g_assert_nonnull (strstr (error->message, "board.bmp"));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (tmp_dir, names[i], NULL);

      g_unlink (path);
    }
  close_window (window);
}

static void
test_copy_solution (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  g_autofree char *text = kl_window_get_solution_text (window);
  g_auto(GStrv) lines = NULL;

  /* the sample: 7 moves from a1 to f1, one numbered move a line */
  g_assert_nonnull (text);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "7 moves");
  g_assert_cmpstr (lines[1], ==, "a1");
  g_assert_true (g_str_has_prefix (lines[2], "1. "));
  g_assert_cmpstr (lines[8], ==, "7. f1");

  activate (window, "win.copy-solution", NULL);

  activate (window, "win.mode", "s", "dynamic");
  g_clear_pointer (&text, g_free);
  text = kl_window_get_solution_text (window);
  g_assert_nonnull (strstr (text, "1. K "));

  activate (window, "win.mode", "s", "camelot");
  g_clear_pointer (&text, g_free);
  text = kl_window_get_solution_text (window);
  g_assert_nonnull (strstr (text, "King\n"));
  g_assert_nonnull (strstr (text, "Knight 1\n"));

  activate (window, "win.mode", "s", "distance");
  g_clear_pointer (&text, g_free);
  text = kl_window_get_solution_text (window);
  g_assert_nonnull (strstr (text, "   1 "));  /* the grid's rank 1 row */
  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("knight-file-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* the recent-files list goes to a scratch folder, not the user's */
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/file/round-trip-modes", test_round_trip_modes);
  g_test_add_func ("/app/file/round-trip-set", test_round_trip_set);
  g_test_add_func ("/app/file/malformed", test_malformed);
  g_test_add_func ("/app/file/import", test_import);
  g_test_add_func ("/app/file/unsaved-mark", test_unsaved_mark);
  g_test_add_func ("/app/file/close-asks", test_close_asks);
  g_test_add_func ("/app/file/drop-and-recent", test_drop_and_recent);
  g_test_add_func ("/app/file/command-line", test_command_line);
  g_test_add_func ("/app/file/export", test_export);
  g_test_add_func ("/app/file/copy-solution", test_copy_solution);
  status = g_test_run ();

  {
    g_autofree char *recent = g_build_filename (tmp_dir, "recently-used.xbel", NULL);

    g_unlink (recent);
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
