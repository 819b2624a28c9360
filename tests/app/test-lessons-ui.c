/* test-lessons-ui.c - the lessons' side of the app: notes as markup and in
 * their view, practice scores in GSettings, the Lessons window, win.lessons
 * opening a lesson, and the welcome of the first run. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "app-test.h"
#include "kl-application.h"
#include "kl-i18n.h"
#include "kl-lessons-window.h"
#include "kl-note-view.h"
#include "kl-practice-scores.h"
#include "kl-puzzle-set.h"
#include "kl-save-changes-dialog.h"
#include "kl-settings.h"
#include "kl-window-lessons.h"

/* ------------------------------------------------------------ helpers */

/* The text markup shows; the test fails if Pango refuses the markup. */
static char *
markup_text (const char *markup)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (!pango_parse_markup (markup, -1, 0, NULL, &text, NULL, &error))
    g_error ("not markup: \"%s\": %s", markup, error->message);
  return text;
}

static void
assert_markup (const char *note,
               const char *expected)
{
  g_autofree char *markup = kl_note_to_markup (note);
  g_autofree char *text = markup_text (markup);

  g_assert_cmpstr (markup, ==, expected);
}

/* The input without its asterisks: what a note shows, but for the ones
 * that became emphasis. */
static char *
without_stars (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    if (*p != '*')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The list's rows, in order. */
static GPtrArray *
lesson_rows (KlLessonsWindow *lessons)
{
  GtkWidget *list = find_widget (GTK_WIDGET (lessons), GTK_TYPE_LIST_BOX);
  GPtrArray *rows = g_ptr_array_new ();

  g_assert_nonnull (list);
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_ACTION_ROW (child))
      g_ptr_array_add (rows, child);
  return rows;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The label under widget that shows text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The lesson files of the source tree (the .knight files of data/lessons), sorted:
 * what the app's resources should hold. */
static GPtrArray *
lesson_files (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".knight"))
      g_ptr_array_add (files, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  return files;
}

/* The lesson at resource path, as the app reads it. */
static KlPuzzleSet *
load_lesson (const char *path)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GError) error = NULL;
  gsize size = 0;
  const char *data;
  KlPuzzleSet *set;

  g_assert_nonnull (bytes);
  data = g_bytes_get_data (bytes, &size);
  set = kl_puzzle_set_load_data (data, size, path, &error);
  g_assert_no_error (error);
  return set;
}

/* The Lessons windows open over window (NULL: any). */
static GPtrArray *
lessons_windows (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) each = g_list_model_get_item (toplevels, i);

      if (KL_IS_LESSONS_WINDOW (each) &&
          (window == NULL || gtk_window_get_transient_for (GTK_WINDOW (each)) == window))
        g_ptr_array_add (found, each);
    }
  return found;
}

static void
destroy_and_check (GtkWindow *window)
{
  g_object_ref (window);
  gtk_window_destroy (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
}

static void
on_open_lesson_cb (KlLessonsWindow *lessons,
                   const char      *path,
                   char           **out)
{
  g_free (*out);
  *out = g_strdup (path);
}

/* ------------------------------------------------------ note markup */

static void
test_markup_escapes (void)
{
  assert_markup (NULL, "");
  assert_markup ("", "");
  assert_markup ("Plain words.", "Plain words.");
  assert_markup ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d");
  assert_markup ("<b>not bold</b> & 'quotes' \"too\"",
                 "&lt;b&gt;not bold&lt;/b&gt; &amp; &apos;quotes&apos; &quot;too&quot;");
  /* markup inside emphasis is escaped too */
  assert_markup ("*<i>*", "<i>&lt;i&gt;</i>");
}

static void
test_markup_emphasis (void)
{
  assert_markup ("a *word* here", "a <i>word</i> here");
  assert_markup ("a **word** here", "a <b>word</b> here");
  assert_markup ("*two words*", "<i>two words</i>");
  assert_markup ("**bold *italic* bold**", "<b>bold <i>italic</i> bold</b>");
  assert_markup ("*italic **bold** italic*", "<i>italic <b>bold</b> italic</i>");
  assert_markup ("***both***", "<i><b>both</b></i>");
  assert_markup ("*one* and *two*", "<i>one</i> and <i>two</i>");
  assert_markup ("**a** **b**", "<b>a</b> <b>b</b>");
}

static void
test_markup_unmatched (void)
{
  /* an asterisk that opens or closes nothing stays */
  assert_markup ("2 * 3 = 6", "2 * 3 = 6");
  assert_markup ("2 * 3 * 4", "2 * 3 * 4");
  assert_markup ("*alone", "*alone");
  assert_markup ("alone*", "alone*");
  assert_markup ("**half*", "*<i>half</i>");
  assert_markup ("*half**", "<i>half</i>*");
  assert_markup ("* not emphasis *", "* not emphasis *");
  assert_markup ("*", "*");
  assert_markup ("***", "***");
  assert_markup ("a ** b", "a ** b");
  /* emphasis never spans paragraphs */
  assert_markup ("*open\n\nclose*", "*open\n\nclose*");
}

static void
test_markup_paragraphs (void)
{
  assert_markup ("one\n\ntwo", "one\n\ntwo");
  /* blank lines (spaces count as blank) collapse to one, and the ends go */
  assert_markup ("\n\n  one  \n \n\t\n\ntwo\n\n", "one\n\ntwo");
  /* a paragraph keeps its lines, and emphasis may span them */
  assert_markup ("first line\nsecond *line\nthird* line", "first line\nsecond <i>line\nthird</i> line");
  assert_markup ("windows\r\n\r\nline ends", "windows\n\nline ends");
}

static void
test_markup_utf8 (void)
{
  assert_markup ("Конь ходит *буквой «Г»*.", "Конь ходит <i>буквой «Г»</i>.");
  assert_markup ("**Внимание:** клетки < 8", "<b>Внимание:</b> клетки &lt; 8");
  assert_markup ("马走*日*字，**广度优先**搜索。", "马走<i>日</i>字，<b>广度优先</b>搜索。");
  /* an ideographic space is a space: it neither opens nor closes */
  assert_markup ("一\u3000*\u3000二", "一\u3000*\u3000二");
  /* a bad byte does not lose the note */
  {
    g_autofree char *markup = kl_note_to_markup ("ok \xff *fine*");
    g_autofree char *text = markup_text (markup);

    g_assert_true (g_utf8_validate (markup, -1, NULL));
    g_assert_true (g_str_has_suffix (markup, "<i>fine</i>"));
  }
}

/* Whatever the note, the result is markup Pango takes, and it shows the
 * note's text: only asterisks may go (those that became emphasis). */
static void
test_markup_any_note (void)
{
  static const char *const pieces[] = { "*", "**", "a", " ", "<", "&", "я", "中", "b" };
  GRand *rand = g_rand_new_with_seed (20261202);

  for (guint round = 0; round < 3000; round++)
    {
      g_autoptr(GString) note = g_string_new (NULL);
      guint length = g_rand_int_range (rand, 0, 24);
      g_autofree char *markup = NULL;
      g_autofree char *text = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *shown = NULL;

      /* one paragraph of one line, so the only reshaping is the trimmed ends */
      for (guint i = 0; i < length; i++)
        {
          const char *piece = pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))];

          g_string_append (note, piece);
        }
      markup = kl_note_to_markup (note->str);
      text = markup_text (markup);
      expected = without_stars (g_strstrip (note->str));
      shown = without_stars (text);
      g_assert_cmpstr (shown, ==, expected);
    }
  g_rand_free (rand);

  /* a long note of asterisks takes no time (the matching is linear) */
  {
    g_autoptr(GString) note = g_string_new (NULL);
    g_autofree char *markup = NULL;
    g_autofree char *text = NULL;

    for (guint i = 0; i < 20000; i++)
      g_string_append (note, i % 3 == 0 ? "*a " : "**b ");
    markup = kl_note_to_markup (note->str);
    text = markup_text (markup);
    g_assert_nonnull (text);
  }
}

/* ------------------------------------------------------ the note view */

static void
test_note_view_text (void)
{
  KlNoteView *view = KL_NOTE_VIEW (kl_note_view_new ());
  g_autofree char *empty = NULL;
  g_autofree char *both = NULL;
  g_autofree char *puzzle = NULL;
  g_autofree char *untitled = NULL;

  g_object_ref_sink (view);
  g_assert_false (kl_note_view_has_notes (view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  empty = kl_note_view_get_text (view);
  g_assert_cmpstr (empty, ==, "");

  kl_note_view_set_notes (view, "Walls", "The wave goes *around* walls.\n\nIt never jumps <over>.",
                          "Around the wall", "Count the **layers**.");
  g_assert_true (kl_note_view_has_notes (view));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  both = kl_note_view_get_text (view);
  g_assert_cmpstr (both, ==,
                   "Walls\n\nThe wave goes around walls.\n\nIt never jumps <over>.\n\n"
                   "Around the wall\n\nCount the layers.");

  /* a title without a note is not shown */
  kl_note_view_set_notes (view, "Walls", "  \n ", "Around the wall", "Count.");
  puzzle = kl_note_view_get_text (view);
  g_assert_cmpstr (puzzle, ==, "Around the wall\n\nCount.");

  /* a note without a title gets one */
  kl_note_view_set_notes (view, NULL, "About walls.", NULL, NULL);
  untitled = kl_note_view_get_text (view);
  g_assert_true (g_str_has_suffix (untitled, "\n\nAbout walls."));
  g_assert_cmpuint (strlen (untitled), >, strlen ("\n\nAbout walls."));

  kl_note_view_set_notes (view, NULL, NULL, NULL, NULL);
  g_assert_false (kl_note_view_has_notes (view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
  g_assert_finalize_object (view);
}

/* Laid out above a panel in a pane: a short note takes its own height, a
 * long one no more than 40% of the pane (and it scrolls). */
static void
test_note_view_bounded (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *pane = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *below = gtk_label_new ("the step panel");
  KlNoteView *view = KL_NOTE_VIEW (kl_note_view_new ());
  g_autoptr(GString) long_note = g_string_new (NULL);
  guint id;
  int short_height;

  gtk_widget_set_vexpand (below, TRUE);
  gtk_box_append (GTK_BOX (pane), GTK_WIDGET (view));
  gtk_box_append (GTK_BOX (pane), below);
  gtk_window_set_child (GTK_WINDOW (window), pane);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
  kl_note_view_set_notes (view, NULL, NULL, "A puzzle", "Short.");
  gtk_window_present (GTK_WINDOW (window));

  id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the layout");
  while (gtk_widget_get_height (pane) <= 0)
    g_main_context_iteration (NULL, TRUE);
  for (int k = 0; k < 20; k++)
    g_main_context_iteration (NULL, FALSE);
  short_height = gtk_widget_get_height (GTK_WIDGET (view));
  g_assert_cmpint (short_height, >, 0);
  g_assert_cmpint (short_height, <, gtk_widget_get_height (pane) * 0.4);

  for (guint i = 0; i < 60; i++)
    g_string_append (long_note, "The knight’s wave reaches each square in as few moves as it can. ");
  g_string_append (long_note, "\n\nThe end.");
  kl_note_view_set_notes (view, "A lesson", long_note->str, "A puzzle", long_note->str);
  while (gtk_widget_get_height (GTK_WIDGET (view)) <= short_height)
    g_main_context_iteration (NULL, TRUE);
  for (int k = 0; k < 20; k++)
    g_main_context_iteration (NULL, FALSE);
  g_source_remove (id);
  g_test_message ("pane %d, notes %d", gtk_widget_get_height (pane),
                  gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), <=,
                   gtk_widget_get_height (pane) * 0.4 + 1);
  {
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (find_widget (GTK_WIDGET (view),
                                                                    GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

    g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                       gtk_adjustment_get_page_size (adjustment));
  }
  destroy_and_check (GTK_WINDOW (window));
}

/* -------------------------------------------------- practice scores */

static void
test_scores_round_trip (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  g_autofree char *source = kl_practice_scores_lesson_source (KL_LESSONS_RESOURCE_DIR "01-walls.knight");
  g_autofree char *key0 = kl_practice_scores_key (source, 0);
  g_autofree char *key2 = kl_practice_scores_key (source, 2);
  g_autofree char *other = kl_practice_scores_key ("file:///tmp/walls.knight", 0);
  KlPracticeScore score = { 0 };
  KlPracticeScore found = { 0 };

  g_assert_nonnull (settings);
  g_settings_reset (settings, "practice-scores");
  g_assert_cmpstr (source, ==, "lesson:01-walls.knight");
  g_assert_cmpstr (key0, !=, key2);
  g_assert_cmpstr (key0, !=, other);

  g_assert_false (kl_practice_scores_lookup (settings, key0, &found));
  g_assert_cmpuint (kl_practice_scores_count_done (settings, source, 5), ==, 0);

  score = (KlPracticeScore) { 5, 2, 1 };
  kl_practice_scores_record (settings, key0, &score);
  g_assert_true (kl_practice_scores_lookup (settings, key0, &found));
  g_assert_cmpuint (found.first_try, ==, 5);
  g_assert_cmpuint (found.with_hints, ==, 2);
  g_assert_cmpuint (found.revealed, ==, 1);
  g_assert_true (kl_practice_scores_lookup (settings, key0, NULL));

  /* recording again replaces */
  score = (KlPracticeScore) { 1, 0, 0 };
  kl_practice_scores_record (settings, key0, &score);
  g_assert_true (kl_practice_scores_lookup (settings, key0, &found));
  g_assert_cmpuint (found.first_try, ==, 1);
  g_assert_cmpuint (found.with_hints, ==, 0);
  g_assert_cmpuint (found.revealed, ==, 0);

  kl_practice_scores_record (settings, key2, &score);
  kl_practice_scores_record (settings, other, &score);
  g_assert_cmpuint (kl_practice_scores_count_done (settings, source, 5), ==, 2);
  /* only the puzzles the source has count */
  g_assert_cmpuint (kl_practice_scores_count_done (settings, source, 2), ==, 1);
  g_assert_cmpuint (kl_practice_scores_count_done (settings, "file:///tmp/walls.knight", 5), ==, 1);
  g_assert_cmpuint (g_variant_n_children (g_settings_get_value (settings, "practice-scores")), ==, 3);

  /* without a schema nothing is kept, and nothing fails */
  kl_practice_scores_record (NULL, key0, &score);
  g_assert_false (kl_practice_scores_lookup (NULL, key0, &found));
  g_assert_cmpuint (kl_practice_scores_count_done (NULL, source, 5), ==, 0);

  g_settings_reset (settings, "practice-scores");
}

static void
test_scores_describe (void)
{
  const KlPracticeScore all = { 5, 2, 1 };
  const KlPracticeScore one = { 1, 0, 0 };
  const KlPracticeScore none = { 0, 0, 0 };
  g_autofree char *all_text = kl_practice_score_describe (&all);
  g_autofree char *one_text = kl_practice_score_describe (&one);
  g_autofree char *none_text = kl_practice_score_describe (&none);

  g_assert_cmpstr (all_text, ==, "5 right first time, 2 with hints, 1 revealed");
  g_assert_cmpstr (one_text, ==, "1 right first time");
  g_assert_cmpstr (none_text, ==, "No answers yet");
}

/* -------------------------------------------------- the Lessons window */

/* One row a lesson file, in the files' order, titled in the user's
 * language; its subtitle counts its puzzles and the ones practised. */
static void
check_rows (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  g_autoptr(GPtrArray) files = lesson_files ();
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  KlLessonsWindow *lessons;
  g_autoptr(GPtrArray) rows = NULL;

  g_settings_reset (settings, "practice-scores");
  g_assert_cmpuint (g_strv_length (paths), ==, files->len);
  if (files->len > 0)
    {
      g_autofree char *source = kl_practice_scores_lesson_source (paths[0]);
      g_autofree char *key = kl_practice_scores_key (source, 0);
      const KlPracticeScore score = { 1, 0, 0 };

      kl_practice_scores_record (settings, key, &score);
    }

  lessons = kl_lessons_window_new (NULL, settings, FALSE);
  g_object_ref_sink (lessons);
  rows = lesson_rows (lessons);
  g_assert_cmpuint (rows->len, ==, files->len);
  g_assert_cmpuint (kl_lessons_window_get_n_lessons (lessons), ==, files->len);
  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (files, i));
      g_autoptr(KlPuzzleSet) set = load_lesson (paths[i]);
      const char *title = adw_preferences_row_get_title (g_ptr_array_index (rows, i));
      const char *subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, i));
      guint n = set->entries->len;
      g_autofree char *count = g_strdup_printf ("%u", n);

      g_assert_true (g_str_has_suffix (paths[i], base));
      g_assert_nonnull (kl_puzzle_set_get_title (set));
      g_assert_cmpstr (title, ==, kl_puzzle_set_get_title (set));
      g_test_message ("%s: %s (%s)", base, title, subtitle);
      /* the row says how many puzzles, and the first how many are done */
      g_assert_nonnull (strstr (subtitle, count));
      if (i == 0 && n > 1)
        g_assert_nonnull (strstr (subtitle, "1"));
      g_assert_true (gtk_list_box_row_get_activatable (g_ptr_array_index (rows, i)));
    }
  if (files->len == 0)
    {
      GtkStack *stack = GTK_STACK (find_widget (GTK_WIDGET (lessons), GTK_TYPE_STACK));

      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
    }
  g_settings_reset (settings, "practice-scores");
  gtk_window_destroy (GTK_WINDOW (lessons));
  g_assert_finalize_object (lessons);
}

static void
test_window_rows (void)
{
  check_rows ();
}

/* Under LANGUAGE=ru the rows have the lessons' Russian titles. */
static void
test_window_rows_ru (void)
{
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  guint translated = 0;

  g_setenv ("LANGUAGE", "ru", TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
  check_rows ();
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(KlPuzzleSet) set = load_lesson (paths[i]);

      if (set->titles != NULL && g_hash_table_lookup (set->titles, "ru") != NULL)
        {
          g_assert_cmpstr (kl_puzzle_set_get_title (set), ==, g_hash_table_lookup (set->titles, "ru"));
          translated++;
        }
    }
  g_test_message ("%u of %u lessons have a Russian title", translated, g_strv_length (paths));
  g_assert_cmpuint (translated, ==, g_strv_length (paths));
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "");
}

/* Activating a row (as Enter does) asks for its lesson. */
static void
test_window_activate (void)
{
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  KlLessonsWindow *lessons;
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *asked = NULL;

  if (paths[0] == NULL)
    {
      g_test_skip ("no lessons in the resources");
      return;
    }
  lessons = kl_lessons_window_new (NULL, NULL, TRUE);
  g_object_ref_sink (lessons);
  g_signal_connect (lessons, "open-lesson", G_CALLBACK (on_open_lesson_cb), &asked);
  rows = lesson_rows (lessons);
  g_assert_cmpuint (rows->len, >=, 2);
  g_assert_true (gtk_widget_activate (g_ptr_array_index (rows, 1)));
  g_assert_cmpstr (asked, ==, paths[1]);
  gtk_window_destroy (GTK_WINDOW (lessons));
  g_assert_finalize_object (lessons);
}

/* win.lessons shows the Lessons window over the main window; the lesson
 * chosen opens as an untitled set of its puzzles. */
static void
test_win_lessons_opens (void)
{
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  KlWindow *window;
  KlDocument *document;
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(KlPuzzleSet) set = NULL;
  g_autofree char *base = NULL;
  g_autofree char *save_name = NULL;
  KlLessonsWindow *lessons;
  guint last;
  guint id;

  window = new_window_sized (1000, 700);
  document = kl_window_get_document (window);
  g_assert_null (kl_window_get_lesson (window));
  activate (window, "win.lessons", NULL);
  found = lessons_windows (GTK_WINDOW (window));
  g_assert_cmpuint (found->len, ==, 1);
  lessons = g_ptr_array_index (found, 0);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (lessons)));
  /* asked again, the same window */
  activate (window, "win.lessons", NULL);
  again = lessons_windows (GTK_WINDOW (window));
  g_assert_cmpuint (again->len, ==, 1);

  if (paths[0] == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (lessons));
      close_window (window);
      g_test_skip ("no lessons in the resources");
      return;
    }
  last = g_strv_length (paths) - 1;
  set = load_lesson (paths[last]);
  base = g_path_get_basename (paths[last]);
  rows = lesson_rows (lessons);
  g_object_add_weak_pointer (G_OBJECT (lessons), (gpointer *) &lessons);
  g_assert_true (gtk_widget_activate (g_ptr_array_index (rows, last)));
  /* the list goes, and the lesson comes (nothing unsaved: no question) */
  id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the lesson");
  while (lessons != NULL || kl_window_get_lesson (window) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  wait_solved (window);

  g_assert_cmpstr (kl_window_get_lesson (window), ==, base);
  g_assert_cmpuint (kl_document_get_set (document)->entries->len, ==, set->entries->len);
  g_assert_cmpstr (kl_puzzle_set_get_title (kl_document_get_set (document)), ==,
                   kl_puzzle_set_get_title (set));
  /* the window goes by the lesson's title */
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)),
                                   kl_puzzle_set_get_title (set)));
  /* untitled: Save asks for a file, offering the lesson's name */
  g_assert_null (kl_document_get_file (document));
  g_assert_false (kl_document_get_modified (document));
  save_name = kl_document_dup_save_name (document);
  g_assert_cmpstr (save_name, ==, base);

  /* another set is no lesson */
  activate (window, "win.new-set", NULL);
  g_assert_null (kl_window_get_lesson (window));
  close_window (window);
}

static AdwMessageDialog *
find_question (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) each = g_list_model_get_item (toplevels, i);

      if (KL_IS_SAVE_CHANGES_DIALOG (each))
        return ADW_MESSAGE_DIALOG (each);
    }
  return NULL;
}

/* A lesson replaces an edited set only once the user said so. */
static void
test_open_lesson_asks (void)
{
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  KlWindow *window;
  AdwMessageDialog *question;
  g_autofree char *base = NULL;

  if (paths[0] == NULL)
    {
      g_test_skip ("no lessons in the resources");
      return;
    }
  base = g_path_get_basename (paths[0]);
  window = new_window_sized (1000, 700);
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 7, 7);
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

  kl_window_open_lesson (window, paths[0]);
  question = find_question ();
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "cancel");
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (kl_window_get_lesson (window));
  g_assert_true (kl_document_get_modified (kl_window_get_document (window)));

  kl_window_open_lesson (window, paths[0]);
  question = find_question ();
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "discard");
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (kl_window_get_lesson (window), ==, base);
  g_assert_false (kl_document_get_modified (kl_window_get_document (window)));
  close_window (window);
}

/* ------------------------------------------------------ the first run */

static void
destroy_all (GtkApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (app)) != NULL)
    gtk_window_destroy (windows->data);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Started without files the first time, the app welcomes the user with
 * the lessons: once, never again. */
static void
test_first_run (void)
{
  g_autoptr(GSettings) settings = kl_settings_new ();
  g_autoptr(KlApplication) app = kl_application_new (G_APPLICATION_NON_UNIQUE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  g_autoptr(GPtrArray) third = NULL;
  GtkWindow *main_window;
  GtkWidget *welcome;

  g_settings_set_boolean (settings, "first-run", TRUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_application_activate (G_APPLICATION (app));
  first = lessons_windows (NULL);
  g_assert_cmpuint (first->len, ==, 1);
  main_window = gtk_window_get_transient_for (g_ptr_array_index (first, 0));
  g_assert_true (KL_IS_WINDOW (main_window));
  g_assert_false (g_settings_get_boolean (settings, "first-run"));
  /* the welcome says so (on the list's page, when there are lessons) */
  welcome = find_label (GTK_WIDGET (g_ptr_array_index (first, 0)), "Welcome to Knight Lab");
  g_assert_nonnull (welcome);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (welcome)));

  /* activated again (the icon clicked): the window comes forward, no welcome */
  g_application_activate (G_APPLICATION (app));
  second = lessons_windows (NULL);
  g_assert_cmpuint (second->len, ==, 1);

  /* every window closed, started again: no welcome */
  destroy_all (GTK_APPLICATION (app));
  g_application_activate (G_APPLICATION (app));
  g_assert_nonnull (gtk_application_get_active_window (GTK_APPLICATION (app)));
  third = lessons_windows (NULL);
  g_assert_cmpuint (third->len, ==, 0);
  destroy_all (GTK_APPLICATION (app));
  g_settings_reset (settings, "first-run");
  g_settings_set_boolean (settings, "first-run", FALSE);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/lessons-ui/markup/escapes", test_markup_escapes);
  g_test_add_func ("/app/lessons-ui/markup/emphasis", test_markup_emphasis);
  g_test_add_func ("/app/lessons-ui/markup/unmatched", test_markup_unmatched);
  g_test_add_func ("/app/lessons-ui/markup/paragraphs", test_markup_paragraphs);
  g_test_add_func ("/app/lessons-ui/markup/utf8", test_markup_utf8);
  g_test_add_func ("/app/lessons-ui/markup/any-note", test_markup_any_note);
  g_test_add_func ("/app/lessons-ui/note-view/text", test_note_view_text);
  g_test_add_func ("/app/lessons-ui/note-view/bounded", test_note_view_bounded);
  g_test_add_func ("/app/lessons-ui/scores/round-trip", test_scores_round_trip);
  g_test_add_func ("/app/lessons-ui/scores/describe", test_scores_describe);
  g_test_add_func ("/app/lessons-ui/lessons-window/rows", test_window_rows);
  g_test_add_func ("/app/lessons-ui/lessons-window/activate", test_window_activate);
  g_test_add_func ("/app/lessons-ui/window/win-lessons-opens", test_win_lessons_opens);
  g_test_add_func ("/app/lessons-ui/window/open-lesson-asks", test_open_lesson_asks);
  g_test_add_func ("/app/lessons-ui/application/first-run", test_first_run);
  /* it changes the language, and back to English at its end */
  g_test_add_func ("/app/lessons-ui/lessons-window/rows-ru", test_window_rows_ru);
  return g_test_run ();
}
