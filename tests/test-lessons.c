/* test-lessons.c - the lessons Knight Lab ships (the .knight files of data/lessons):
 * each loads with the same parser as any puzzle file, holds 3 to 6
 * practice puzzles, has its set and every puzzle titled and introduced in
 * English, German, Russian and Simplified Chinese, and every puzzle has
 * the answer the lesson is written for: the "# expect: found" or
 * "# expect: none" comment above its group, checked against kl_solve with
 * the app's flags.  The app lists the lessons from its resources, so each
 * file must also be in ui/knight-lab.gresource.xml. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "kl-puzzle-set.h"
#include "kl-solution.h"

#define MIN_LESSONS 5
#define MIN_PUZZLES 3
#define MAX_PUZZLES 6
#define MIN_PARAGRAPHS 2
#define MAX_PARAGRAPHS 6

static const char *const locales[] = { "de", "ru", "zh_CN" };

static char *
lessons_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The lesson files' names, sorted. */
static GPtrArray *
lesson_names (void)
{
  g_autofree char *dir_path = lessons_dir ();
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GError *error = NULL;
  GDir *dir = g_dir_open (dir_path, 0, &error);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, KL_PUZZLE_FILE_EXTENSION))
      g_ptr_array_add (names, g_strdup (name));
  g_dir_close (dir);
  g_ptr_array_sort (names, compare_strings);
  return names;
}

/* Whether text holds a character in [first, last]: the translation is
 * written in the script of its language. */
static gboolean
has_script (const char *text,
            gunichar    first,
            gunichar    last)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c >= first && c <= last)
        return TRUE;
    }
  return FALSE;
}

/* A note is 2 to 6 paragraphs separated by one blank line, none empty,
 * and its *emphasis* marks come in pairs within each paragraph. */
static guint
check_paragraphs (const char *text,
                  const char *what)
{
  g_auto (GStrv) paragraphs = g_strsplit (text, "\n\n", -1);
  guint n = g_strv_length (paragraphs);

  if (n < MIN_PARAGRAPHS || n > MAX_PARAGRAPHS)
    g_error ("%s: %u paragraphs, not %d to %d", what, n, MIN_PARAGRAPHS, MAX_PARAGRAPHS);
  for (guint i = 0; i < n; i++)
    {
      const char *p = paragraphs[i];
      guint stars = 0;

      if (*p == '\0' || g_ascii_isspace (*p) || strchr (p, '\n') != NULL)
        g_error ("%s: paragraph %u is empty, starts with a space or has a lone line break",
                 what, i + 1);
      for (const char *c = p; *c; c++)
        stars += *c == '*';
      if (stars % 2 != 0)
        g_error ("%s: paragraph %u has an unpaired *", what, i + 1);
    }
  return n;
}

/* The English text and its translations: each there, valid UTF-8, not
 * empty, in its own script and not the English left untranslated; a note
 * has as many paragraphs in every language. */
static void
check_words (const char *english,
             GHashTable *translations,
             gboolean    is_note,
             const char *what)
{
  guint paragraphs = 0;

  if (english == NULL || *english == '\0')
    g_error ("%s: no English text", what);
  g_assert_true (g_utf8_validate (english, -1, NULL));
  if (is_note)
    paragraphs = check_paragraphs (english, what);
  for (gsize l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      const char *text = g_hash_table_lookup (translations, locales[l]);
      g_autofree char *label = g_strdup_printf ("%s [%s]", what, locales[l]);

      if (text == NULL || *text == '\0')
        g_error ("%s: missing", label);
      g_assert_true (g_utf8_validate (text, -1, NULL));
      if (strcmp (text, english) == 0)
        g_error ("%s: the same as the English", label);
      if (strcmp (locales[l], "ru") == 0 && !has_script (text, 0x0400, 0x04FF))
        g_error ("%s: no Cyrillic letter", label);
      if (strcmp (locales[l], "zh_CN") == 0 && !has_script (text, 0x4E00, 0x9FFF))
        g_error ("%s: no Chinese character", label);
      if (is_note && check_paragraphs (text, label) != paragraphs)
        g_error ("%s: not as many paragraphs as the English", label);
    }
}

/* The outcome each puzzle is written for, from the "# expect: found" or
 * "# expect: none" comment above its [Puzzle N] group, in file order. */
static GArray *
read_expectations (const char *path)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *expect = g_array_new (FALSE, FALSE, sizeof (KlOutcome));
  int pending = -1;
  GError *error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "# expect:"))
        {
          g_autofree char *value = g_strstrip (g_strdup (line + strlen ("# expect:")));

          if (pending != -1)
            g_error ("%s: line %u: a second expectation before the puzzle", path, i + 1);
          if (strcmp (value, "found") == 0)
            pending = KL_OUTCOME_FOUND;
          else if (strcmp (value, "none") == 0)
            pending = KL_OUTCOME_NONE;
          else
            g_error ("%s: line %u: expect '%s': not found or none", path, i + 1, value);
        }
      else if (line[0] == '[')
        {
          KlOutcome outcome = pending;

          if (g_str_has_prefix (line, "[" KL_PUZZLE_GROUP_PREFIX))
            {
              if (pending == -1)
                g_error ("%s: line %u: %s has no '# expect:' comment above it", path, i + 1, line);
              g_array_append_val (expect, outcome);
            }
          else if (pending != -1)
            g_error ("%s: line %u: an expectation above %s", path, i + 1, line);
          pending = -1;
        }
    }
  if (pending != -1)
    g_error ("%s: an expectation after the last puzzle", path);
  return expect;
}

/* Whether text says "<number> <unit>" with exactly that number. */
static gboolean
says_number (const char *text,
             gint64      number,
             const char *unit)
{
  g_autofree char *phrase = g_strdup_printf ("%" G_GINT64_FORMAT " %s", number, unit);

  for (const char *p = strstr (text, phrase); p != NULL; p = strstr (p + 1, phrase))
    if (p == text || !g_ascii_isdigit (p[-1]))
      return TRUE;
  return FALSE;
}

/* The number of moves the learner is asked to predict must not be in the
 * note: "7 moves", "7 Züge", "7 ходов", "7 步". */
static void
check_no_answer_in_note (const KlPuzzleEntry *entry,
                         gint64               moves,
                         const char          *what)
{
  static const struct { const char *locale, *unit; } units[] = {
    { NULL, "move" }, { "de", "Zug" }, { "de", "Züge" }, { "ru", "ход" }, { "zh_CN", "步" },
  };

  for (gsize u = 0; u < G_N_ELEMENTS (units); u++)
    {
      const char *note = units[u].locale == NULL
                         ? entry->note : g_hash_table_lookup (entry->notes, units[u].locale);

      if (note != NULL && says_number (note, moves, units[u].unit))
        g_error ("%s: the note gives the answer away: '%" G_GINT64_FORMAT " %s'", what, moves,
                 units[u].unit);
    }
}

static KlSolution *
solve_entry (const KlPuzzleEntry *entry)
{
  KlSolveOptions options;
  GError *error = NULL;
  KlSolution *solution;

  kl_solve_options_init (&options);
  options.mode = entry->mode;
  options.leaper = entry->leaper;
  options.closed = entry->closed;
  options.flags = KL_SOLVE_ALL; /* what the app builds, practice included */
  solution = kl_solve (entry->board, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (solution);
  return solution;
}

static const char *
outcome_name (KlOutcome outcome)
{
  static const char *const names[] = { "found", "none", "gave up", "missing", "failed" };

  return outcome < G_N_ELEMENTS (names) ? names[outcome] : "?";
}

static void
test_lesson (gconstpointer data)
{
  const char *name = data;
  g_autofree char *dir = lessons_dir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GArray) expect = read_expectations (path);
  g_autoptr (KlPuzzleSet) set = NULL;
  GError *error = NULL;

  set = kl_puzzle_set_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (set);

  if (set->entries->len < MIN_PUZZLES || set->entries->len > MAX_PUZZLES)
    g_error ("%s: %u puzzles, not %d to %d", name, set->entries->len, MIN_PUZZLES, MAX_PUZZLES);
  g_assert_cmpuint (expect->len, ==, set->entries->len);

  g_autofree char *set_what = g_strdup_printf ("%s: the set", name);
  check_words (set->title, set->titles, FALSE, set_what);
  check_words (set->note, set->notes, TRUE, set_what);

  for (guint i = 0; i < set->entries->len; i++)
    {
      const KlPuzzleEntry *entry = set->entries->pdata[i];
      g_autofree char *what = g_strdup_printf ("%s: puzzle %u", name, i + 1);
      KlOutcome want = g_array_index (expect, KlOutcome, i);
      KlSolution *solution;

      check_words (entry->title, entry->titles, FALSE, what);
      check_words (entry->note, entry->notes, TRUE, what);
      if (!entry->practice)
        g_error ("%s: not Practice=true", what);

      solution = solve_entry (entry);
      if (solution->outcome != KL_OUTCOME_FOUND && solution->outcome != KL_OUTCOME_NONE)
        g_error ("%s: the solve %s (%s)", what, outcome_name (solution->outcome),
                 solution->headline);
      if (solution->outcome != want)
        g_error ("%s: written for '%s', the solve says '%s' (%s)", what, outcome_name (want),
                 outcome_name (solution->outcome), solution->headline);
      /* a distance map is "found" even with squares out of reach; a
       * lesson's maps reach every free square */
      if (entry->mode == KL_MODE_DISTANCE)
        g_assert_cmpuint (solution->reached, ==, solution->free_squares);
      /* the answer has its frames to practise on */
      if (solution->outcome == KL_OUTCOME_FOUND)
        g_assert_nonnull (solution->explain);
      if (solution->moves > 0)
        check_no_answer_in_note (entry, solution->moves, what);
      kl_solution_unref (solution);
    }
}

/* At least five lessons ship, numbered in the order they are taught. */
static void
test_shipped (void)
{
  g_autoptr (GPtrArray) names = lesson_names ();

  g_assert_cmpuint (names->len, >=, MIN_LESSONS);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("%02u-", i + 1);

      if (!g_str_has_prefix (names->pdata[i], prefix))
        g_error ("%s: lesson %u should start with %s", (char *) names->pdata[i], i + 1, prefix);
    }
}

typedef struct
{
  gboolean   in_file;
  char      *alias;
  GString   *text;
  GPtrArray *lessons; /* the aliases under lessons/, with the file each names */
} Manifest;

static void
manifest_start (GMarkupParseContext *context,
                const char          *element,
                const char         **names,
                const char         **values,
                gpointer             user_data,
                GError             **error)
{
  Manifest *m = user_data;

  if (strcmp (element, "file") != 0)
    return;
  m->in_file = TRUE;
  g_string_truncate (m->text, 0);
  g_clear_pointer (&m->alias, g_free);
  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], "alias") == 0)
      m->alias = g_strdup (values[i]);
}

static void
manifest_text (GMarkupParseContext *context,
               const char          *text,
               gsize                length,
               gpointer             user_data,
               GError             **error)
{
  Manifest *m = user_data;

  if (m->in_file)
    g_string_append_len (m->text, text, length);
}

static void
manifest_end (GMarkupParseContext *context,
              const char          *element,
              gpointer             user_data,
              GError             **error)
{
  Manifest *m = user_data;

  if (strcmp (element, "file") != 0)
    return;
  m->in_file = FALSE;
  if (m->alias != NULL && g_str_has_prefix (m->alias, "lessons/"))
    g_ptr_array_add (m->lessons, g_strdup_printf ("%s=%s", m->alias, m->text->str));
}

/* The app lists the lessons from its resources: every file of
 * data/lessons is there under lessons/ with its own name, and nothing
 * else is. */
static void
test_resources (void)
{
  static const GMarkupParser parser = { manifest_start, manifest_end, manifest_text, NULL, NULL };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "ui", "knight-lab.gresource.xml",
                                                 NULL);
  g_autofree char *xml = NULL;
  g_autoptr (GPtrArray) names = lesson_names ();
  Manifest m = { FALSE, NULL, g_string_new (NULL), g_ptr_array_new_with_free_func (g_free) };
  GMarkupParseContext *context;
  gsize length;
  GError *error = NULL;

  g_assert_true (g_file_get_contents (path, &xml, &length, &error));
  g_assert_no_error (error);
  context = g_markup_parse_context_new (&parser, 0, &m, NULL);
  g_assert_true (g_markup_parse_context_parse (context, xml, length, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_markup_parse_context_free (context);

  g_ptr_array_sort (m.lessons, compare_strings);
  g_assert_cmpuint (m.lessons->len, ==, names->len);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *want = g_strdup_printf ("lessons/%s=../data/lessons/%s",
                                               (char *) names->pdata[i], (char *) names->pdata[i]);

      g_assert_cmpstr (m.lessons->pdata[i], ==, want);
    }
  g_ptr_array_unref (m.lessons);
  g_string_free (m.text, TRUE);
  g_free (m.alias);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) names = NULL;

  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lessons/shipped", test_shipped);
  g_test_add_func ("/lessons/resources", test_resources);
  names = lesson_names ();
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test_path = NULL;
      g_autofree char *stem = g_strndup (names->pdata[i],
                                         strlen (names->pdata[i]) - strlen (KL_PUZZLE_FILE_EXTENSION));

      test_path = g_strdup_printf ("/lessons/file/%s", stem);
      g_test_add_data_func (test_path, names->pdata[i], test_lesson);
    }
  return g_test_run ();
}
