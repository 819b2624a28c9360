/* kl-puzzle-load.c - reading puzzle files.  GKeyFile parses the text; a scan
 * of its lines finds what GKeyFile merges without a word (a group or a key
 * given twice) and the line of every group and key, for the messages. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kl-notation.h"
#include "kl-puzzle-set.h"

/* The context of every message: "FILE: line L: [GROUP] KEY: reason". */
typedef struct
{
  const char *name;   /* the file's display name */
  GKeyFile   *kf;
  GHashTable *groups; /* group -> its line, as a pointer */
  GHashTable *keys;   /* "group\nkey" -> its line */
  const char *group;  /* the group being read, or NULL */
} Loader;

static guint
line_of (const Loader *ld,
         const char   *key)
{
  if (ld->group == NULL)
    return 0;
  if (key)
    {
      g_autofree char *id = g_strconcat (ld->group, "\n", key, NULL);
      guint line = GPOINTER_TO_UINT (g_hash_table_lookup (ld->keys, id));

      if (line)
        return line;
    }
  return GPOINTER_TO_UINT (g_hash_table_lookup (ld->groups, ld->group));
}

/* Sets error to the reason with the file, line, group and key in front.
 * The message is valid UTF-8 whatever bytes the file holds: GKeyFile's own
 * messages quote the bad line as it is. */
static gboolean
fail_at (GError      **error,
         const Loader *ld,
         KlPuzzleError code,
         const char   *key,
         const char   *reason)
{
  g_autofree char *group = ld->group ? g_utf8_make_valid (ld->group, -1) : NULL;
  g_autofree char *shown_key = key ? g_utf8_make_valid (key, -1) : NULL;
  g_autofree char *shown_reason = g_utf8_make_valid (reason, -1);
  g_autofree char *where = NULL;
  guint line = line_of (ld, key);

  if (line)
    /* TRANSLATORS: "set.knight: line 12" */
    where = g_strdup_printf (_("%s: line %u"), ld->name, line);
  else
    where = g_strdup (ld->name);
  if (group && key)
    g_set_error (error, KL_PUZZLE_ERROR, code, "%s: [%s] %s: %s", where, group, shown_key,
                 shown_reason);
  else if (group)
    g_set_error (error, KL_PUZZLE_ERROR, code, "%s: [%s] %s", where, group, shown_reason);
  else
    g_set_error (error, KL_PUZZLE_ERROR, code, "%s: %s", where, shown_reason);
  return FALSE;
}

/* The same with the message of a notation error (which names the token). */
static gboolean
fail_notation (GError      **error,
               const Loader *ld,
               const char   *key,
               GError       *notation)
{
  fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, key, notation->message);
  g_error_free (notation);
  return FALSE;
}

/* --------------------------------------------------------------- the scan */

/* Records the line of every group and key, and refuses a group or a key
 * (in one group) given twice: GKeyFile would merge them silently, the later
 * value winning.  Runs on text GKeyFile has accepted, so every line is a
 * comment, blank, a group header or a key=value pair, with the same
 * whitespace rules. */
static gboolean
scan_lines (Loader     *ld,
            const char *data,
            gsize       length,
            GError    **error)
{
  const char *end = data + length;
  g_autofree char *group = NULL;
  guint line = 0;

  for (const char *p = data; p < end; )
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      g_autofree char *text = g_strndup (p, (gsize) ((eol ? eol : end) - p));

      line++;
      p = eol ? eol + 1 : end;
      g_strstrip (text);
      if (text[0] == '\0' || text[0] == '#')
        continue;
      gsize len = strlen (text);
      if (text[0] == '[' && text[len - 1] == ']')
        {
          g_free (group);
          group = g_strndup (text + 1, len - 2);
          gpointer first = g_hash_table_lookup (ld->groups, group);
          if (first)
            {
              g_autofree char *reason =
                g_strdup_printf (_("this group is given twice (first on line %u)"),
                                 GPOINTER_TO_UINT (first));
              ld->group = group;
              g_hash_table_replace (ld->groups, g_strdup (group), GUINT_TO_POINTER (line));
              fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL, reason);
              ld->group = NULL;
              return FALSE;
            }
          g_hash_table_insert (ld->groups, g_strdup (group), GUINT_TO_POINTER (line));
          continue;
        }
      char *eq = strchr (text, '=');
      if (eq == NULL || group == NULL)
        continue;
      *eq = '\0';
      char *id = g_strconcat (group, "\n", g_strstrip (text), NULL);
      gpointer first = g_hash_table_lookup (ld->keys, id);
      g_hash_table_replace (ld->keys, id, GUINT_TO_POINTER (line));
      if (first)
        {
          g_autofree char *reason =
            g_strdup_printf (_("this key is given twice (first on line %u)"),
                             GPOINTER_TO_UINT (first));
          ld->group = group;
          fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, text, reason);
          ld->group = NULL;
          return FALSE;
        }
    }
  return TRUE;
}

/* ----------------------------------------------------------- the values */

/* The string value of key in the current group: TRUE with *out NULL when
 * the key is absent, FALSE with a message when its text is not valid UTF-8
 * or not a valid key-file string. */
static gboolean
get_string (const Loader *ld,
            const char   *key,
            char        **out,
            GError      **error)
{
  GError *local = NULL;

  *out = NULL;
  if (!g_key_file_has_key (ld->kf, ld->group, key, NULL))
    return TRUE;
  /* GKeyFile may return a string and an error both (a bad escape). */
  *out = g_key_file_get_string (ld->kf, ld->group, key, &local);
  if (local == NULL)
    return TRUE;
  g_clear_pointer (out, g_free);
  if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_UNKNOWN_ENCODING))
    fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, key, _("the text is not valid UTF-8"));
  else if (g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE))
    fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, key,
             _("the text holds a backslash escape key files do not have (write \\\\ for a "
               "backslash)"));
  else
    fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, key, local->message);
  g_error_free (local);
  return FALSE;
}

static const char *const puzzle_keys[] = {
  "Title", "Note", "Practice", "Mode", "Size", "Leaper", "Closed", "Algorithm", "Blocked", "Start", "Target",
  "King", "Knights", NULL
};
static const char *const header_keys[] = { "Version", "Title", "Note", NULL };
/* The keys that take translations, in either group: KEY[LOCALE]. */
static const char *const translated_keys[] = { "Title", "Note", NULL };

/* A locale as glibc writes it, and so as g_get_language_names() offers it:
 * ll[_CC][.CODESET][@MODIFIER] — de, pt_BR, es_419, zh_CN.UTF-8, sr@latin.
 * Anything else (zh-CN, ZH, C) would never be shown, so it is refused. */
static gboolean
locale_valid (const char *locale)
{
  const char *p = locale;
  gsize n = strspn (p, "abcdefghijklmnopqrstuvwxyz");

  if (n < 2 || n > 3)
    return FALSE;
  p += n;
  if (*p == '_')
    {
      p++;
      n = strspn (p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
      if (n != 2 && (n != 0 || strspn (p, "0123456789") != 3))
        return FALSE;
      p += n ? n : 3;
    }
  if (*p == '.')
    {
      p++;
      n = strspn (p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-");
      if (n == 0)
        return FALSE;
      p += n;
    }
  if (*p == '@')
    {
      p++;
      n = strspn (p, "abcdefghijklmnopqrstuvwxyz0123456789");
      if (n == 0)
        return FALSE;
      p += n;
    }
  return *p == '\0';
}

/* Splits "Note[de]" into its key and locale: the locale, or NULL for a key
 * without brackets; *base the part before them.  GKeyFile has already
 * refused any other place for brackets. */
static char *
key_locale (const char *key,
            char      **base)
{
  const char *open = strchr (key, '[');
  gsize len = strlen (key);

  if (open == NULL || key[len - 1] != ']')
    {
      *base = g_strdup (key);
      return NULL;
    }
  *base = g_strndup (key, (gsize) (open - key));
  return g_strndup (open + 1, len - (gsize) (open - key) - 2);
}

/* Every key of the group is known, and KEY[LOCALE] is a translation of a
 * key that has them, with a locale a user can have. */
static gboolean
check_keys (const Loader       *ld,
            const char *const  *known,
            GError            **error)
{
  g_auto (GStrv) keys = g_key_file_get_keys (ld->kf, ld->group, NULL, NULL);

  for (char **k = keys; k && *k; k++)
    {
      g_autofree char *base = NULL;
      g_autofree char *locale = key_locale (*k, &base);
      g_autofree char *reason = NULL;

      if (!g_strv_contains (known, base))
        return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, *k, _("unknown key"));
      if (locale == NULL)
        continue;
      if (!g_strv_contains (translated_keys, base))
        /* TRANSLATORS: "Practice has no translations: only Title and Note take a [LOCALE]" */
        reason = g_strdup_printf (_("%s has no translations: only Title and Note take a [LOCALE]"),
                                  base);
      else if (*locale == '\0')
        /* TRANSLATORS: "a translation needs its locale between the brackets, as in Note[de]" */
        reason = g_strdup_printf (
          _("a translation needs its locale between the brackets, as in %s[de]"), base);
      else if (!locale_valid (locale))
        reason = g_strdup_printf (
          _("'%s' is not a locale: write a language and an optional country, as in de, pt_BR "
            "or zh_CN"), locale);
      if (reason)
        return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, *k, reason);
    }
  return TRUE;
}

/* KEY and its translations KEY[LOCALE] (check_keys has seen every locale). */
static gboolean
load_words (const Loader *ld,
            const char   *key,
            char        **untranslated,
            GHashTable   *translations,
            GError      **error)
{
  g_auto (GStrv) keys = g_key_file_get_keys (ld->kf, ld->group, NULL, NULL);

  if (!get_string (ld, key, untranslated, error))
    return FALSE;
  for (char **k = keys; k && *k; k++)
    {
      g_autofree char *base = NULL;
      g_autofree char *locale = key_locale (*k, &base);
      char *text = NULL;

      if (locale == NULL || strcmp (base, key) != 0)
        continue;
      if (!get_string (ld, *k, &text, error))
        return FALSE;
      g_hash_table_insert (translations, g_steal_pointer (&locale), text);
    }
  return TRUE;
}

/* A boolean key (Closed, Practice): FALSE when absent. */
static gboolean
get_boolean (const Loader *ld,
             const char   *key,
             gboolean     *out,
             GError      **error)
{
  GError *local = NULL;

  *out = FALSE;
  if (!g_key_file_has_key (ld->kf, ld->group, key, NULL))
    return TRUE;
  *out = g_key_file_get_boolean (ld->kf, ld->group, key, &local);
  if (local == NULL)
    return TRUE;
  g_error_free (local);
  return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, key, _("must be true or false"));
}

/* A square key (Start, Target, King), whose square goes to *cell, or with
 * cell NULL a list key (Blocked, Knights), whose squares are appended to
 * list, each once. */
static gboolean
load_squares (const Loader   *ld,
              const KlPuzzle *p,
              const char     *key,
              int            *cell,
              GArray         *list,
              GError        **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GArray) squares = g_array_new (FALSE, FALSE, sizeof (kn_square));
  GError *local = NULL;
  kn_square sq;

  if (!get_string (ld, key, &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  if (cell ? !kl_parse_square (g_strstrip (text), p->width, p->height, &sq, &local)
           : !kl_parse_square_list (text, p->width, p->height, KL_SQUARE_LIST_DISTINCT, squares,
                                    &local))
    return fail_notation (error, ld, key, local);
  if (cell)
    *cell = kl_puzzle_square_cell (p, sq);
  for (guint i = 0; i < squares->len; i++)
    {
      int c = kl_puzzle_square_cell (p, g_array_index (squares, kn_square, i));

      g_array_append_val (list, c);
    }
  return TRUE;
}

static KlPuzzleEntry *
load_entry (const Loader *ld,
            GError      **error)
{
  g_autofree char *mode_s = NULL, *size_s = NULL, *leaper_s = NULL, *algorithm_s = NULL;
  g_autoptr (GArray) blocked = g_array_new (FALSE, FALSE, sizeof (int));
  GError *local = NULL;
  int32_t w, h;
  int mode;

  if (!check_keys (ld, puzzle_keys, error) || !get_string (ld, "Mode", &mode_s, error) ||
      !get_string (ld, "Size", &size_s, error) || !get_string (ld, "Leaper", &leaper_s, error) ||
      !get_string (ld, "Algorithm", &algorithm_s, error))
    return NULL;
  if (!mode_s || (mode = kl_mode_from_string (g_strstrip (mode_s))) < 0)
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, "Mode",
               mode_s ? _("must be one of path, distance, dynamic, camelot, tour") : _("missing"));
      return NULL;
    }
  if (!size_s)
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, "Size", _("missing"));
      return NULL;
    }
  if (!kl_parse_size (g_strstrip (size_s), KL_PUZZLE_MAX_SIDE, &w, &h, &local))
    {
      fail_notation (error, ld, "Size", local);
      return NULL;
    }

  g_autoptr (KlPuzzleEntry) entry = kl_puzzle_entry_new (mode, kl_puzzle_new (w, h));
  KlPuzzle *p = entry->board;
  if (!load_words (ld, "Title", &entry->title, entry->titles, error) ||
      !load_words (ld, "Note", &entry->note, entry->notes, error) ||
      !get_boolean (ld, "Practice", &entry->practice, error))
    return NULL;
  if (leaper_s && !kl_parse_leaper (g_strstrip (leaper_s), &entry->leaper, &local))
    {
      fail_notation (error, ld, "Leaper", local);
      return NULL;
    }
  if (algorithm_s)
    {
      int algorithm = kl_algorithm_from_string (g_strstrip (algorithm_s));

      if (algorithm <= KL_ALGORITHM_DEFAULT || !kl_algorithm_valid_for (algorithm, mode))
        {
          g_autofree char *names = kl_algorithm_names (mode);
          g_autofree char *why = NULL;

          /* TRANSLATORS: "must be one of bfs, astar, dfs for a path puzzle"; the
           * names and the mode are never translated */
          why = g_strdup_printf (_("must be one of %s for a %s puzzle"), names,
                                 kl_mode_to_string (mode));
          fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, "Algorithm", why);
          return NULL;
        }
      entry->algorithm = algorithm;
    }
  if (!get_boolean (ld, "Closed", &entry->closed, error) ||
      !load_squares (ld, p, "Start", &p->start, NULL, error) ||
      !load_squares (ld, p, "Target", &p->target, NULL, error) ||
      !load_squares (ld, p, "King", &p->king, NULL, error) ||
      !load_squares (ld, p, "Blocked", NULL, blocked, error) ||
      !load_squares (ld, p, "Knights", NULL, p->knights, error))
    return NULL;
  for (guint i = 0; i < blocked->len; i++)
    p->blocked[g_array_index (blocked, int, i)] = TRUE;
  if (!kl_puzzle_entry_validate (entry, &local))
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, NULL, local->message);
      g_error_free (local);
      return NULL;
    }
  return g_steal_pointer (&entry);
}

/* [Puzzle N]: N a whole number from 1, written without leading zeros, so
 * that two spellings of one number cannot both appear. */
static gboolean
check_puzzle_group (const Loader *ld,
                    GError      **error)
{
  const char *number = ld->group + strlen (KL_PUZZLE_GROUP_PREFIX);
  guint64 n;

  if (!g_str_has_prefix (ld->group, KL_PUZZLE_GROUP_PREFIX))
    return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL, _("unknown group"));
  if (number[0] == '0' || !g_ascii_string_to_unsigned (number, 10, 1, G_MAXINT32, &n, NULL))
    return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL,
                    _("not a puzzle group: write [Puzzle N], N a whole number from 1 without "
                      "leading zeros"));
  return TRUE;
}

/* Version: a positive whole number no newer than ours.  Read as text, so a
 * number too long for any integer type is still named as it is written. */
static gboolean
check_version (const Loader *ld,
               GError      **error)
{
  g_autofree char *text = NULL;
  guint64 version;

  if (!get_string (ld, "Version", &text, error))
    return FALSE;
  if (text)
    g_strstrip (text);
  if (!text || !*text || text[strspn (text, "0123456789")] != '\0' ||
      text[strspn (text, "0")] == '\0')
    return fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, "Version",
                    _("missing or not a positive whole number"));
  if (!g_ascii_string_to_unsigned (text, 10, 1, KL_PUZZLE_FORMAT_VERSION, &version, NULL))
    {
      g_autofree char *reason =
        g_strdup_printf (
          _("written by a newer Knight Lab (format %s); this version reads format %d"),
          text + strspn (text, "0"), KL_PUZZLE_FORMAT_VERSION);
      return fail_at (error, ld, KL_PUZZLE_ERROR_VERSION, "Version", reason);
    }
  return TRUE;
}

static KlPuzzleSet *
load_set (Loader     *ld,
          const char *data,
          gsize       length,
          GError    **error)
{
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();
  GError *local = NULL;

  if (length > KL_PUZZLE_MAX_FILE_SIZE)
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, NULL,
               _("the file is too large to be a puzzle set"));
      return NULL;
    }
  if (memchr (data, '\0', length))
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL, _("this is not a text file"));
      return NULL;
    }
  if (!g_key_file_load_from_data (ld->kf, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, &local))
    {
      fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL, local->message);
      g_error_free (local);
      return NULL;
    }
  if (!scan_lines (ld, data, length, error))
    return NULL;
  if (!g_key_file_has_group (ld->kf, KL_PUZZLE_HEADER_GROUP))
    {
      g_autofree char *reason =
        g_strdup_printf (_("not a Knight Lab puzzle file (no [%s] group)"), KL_PUZZLE_HEADER_GROUP);
      fail_at (error, ld, KL_PUZZLE_ERROR_PARSE, NULL, reason);
      return NULL;
    }
  ld->group = KL_PUZZLE_HEADER_GROUP;
  if (!check_version (ld, error) || !check_keys (ld, header_keys, error) ||
      !load_words (ld, "Title", &set->title, set->titles, error) ||
      !load_words (ld, "Note", &set->note, set->notes, error))
    return NULL;

  g_auto (GStrv) groups = g_key_file_get_groups (ld->kf, NULL);
  for (char **g = groups; *g; g++)
    {
      if (strcmp (*g, KL_PUZZLE_HEADER_GROUP) == 0)
        continue;
      ld->group = *g;
      if (!check_puzzle_group (ld, error))
        return NULL;
      if (set->entries->len >= KL_PUZZLE_MAX_PUZZLES)
        {
          g_autofree char *reason =
            g_strdup_printf (_("a file holds at most %d puzzles"), KL_PUZZLE_MAX_PUZZLES);
          fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, NULL, reason);
          return NULL;
        }
      KlPuzzleEntry *entry = load_entry (ld, error);
      if (!entry)
        return NULL;
      kl_puzzle_set_add (set, entry);
    }
  if (set->entries->len == 0)
    {
      ld->group = NULL;
      fail_at (error, ld, KL_PUZZLE_ERROR_INVALID, NULL, _("the file holds no puzzle"));
      return NULL;
    }
  return g_steal_pointer (&set);
}

KlPuzzleSet *
kl_puzzle_set_load_data (const char  *data,
                         gsize        length,
                         const char  *name,
                         GError     **error)
{
  Loader ld = {
    .name = name,
    .kf = g_key_file_new (),
    .groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };
  KlPuzzleSet *set = load_set (&ld, data, length, error);

  g_key_file_free (ld.kf);
  g_hash_table_unref (ld.groups);
  g_hash_table_unref (ld.keys);
  return set;
}

KlPuzzleSet *
kl_puzzle_set_load_file (const char  *path,
                         GError     **error)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *data = NULL;
  GStatBuf st;
  gsize length;
  GError *local = NULL;

  if (g_stat (path, &st) == 0 && (guint64) st.st_size > KL_PUZZLE_MAX_FILE_SIZE)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                   _("%s: the file is too large to be a puzzle set"), name);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &local))
    {
      g_set_error_literal (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO, local->message);
      g_error_free (local);
      return NULL;
    }
  return kl_puzzle_set_load_data (data, length, name, error);
}
