/* kl-puzzle-set.c - puzzle sets and their entries: copying, comparing, the
 * rules a puzzle meets, and writing puzzle files (reading: kl-puzzle-load.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "kl-puzzle-set.h"

G_DEFINE_QUARK (kl-puzzle-error-quark, kl_puzzle_error)

/* -------------------------------------------------------- translations */

/* Title[LOCALE] and Note[LOCALE] are kept as locale -> text tables. */
static GHashTable *
translations_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
translations_copy (GHashTable *to,
                   GHashTable *from)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, from);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (to, g_strdup (key), g_strdup (value));
}

static gboolean
translations_equal (GHashTable *a,
                    GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b, key)) != 0)
      return FALSE;
  return TRUE;
}

/* The text for the user's language: the first of g_get_language_names()
 * ("zh_CN.UTF-8", "zh_CN", "zh.UTF-8", "zh", "C") with a translation,
 * else the untranslated text. */
static const char *
translated (GHashTable *translations,
            const char *untranslated)
{
  for (const char *const *langs = g_get_language_names (); *langs; langs++)
    {
      const char *t = g_hash_table_lookup (translations, *langs);
      if (t)
        return t;
    }
  return untranslated;
}

/* ------------------------------------------------------------- entries */

KlPuzzleEntry *
kl_puzzle_entry_new (KlMode    mode,
                     KlPuzzle *board)
{
  KlPuzzleEntry *self = g_new0 (KlPuzzleEntry, 1);

  self->titles = translations_new ();
  self->notes = translations_new ();
  self->mode = mode;
  self->leaper = KN_KNIGHT;
  self->board = board;
  return self;
}

KlPuzzleEntry *
kl_puzzle_entry_copy (const KlPuzzleEntry *entry)
{
  KlPuzzleEntry *self = kl_puzzle_entry_new (entry->mode, kl_puzzle_copy (entry->board));

  self->title = g_strdup (entry->title);
  self->note = g_strdup (entry->note);
  self->leaper = entry->leaper;
  self->closed = entry->closed;
  self->algorithm = entry->algorithm;
  self->practice = entry->practice;
  translations_copy (self->titles, entry->titles);
  translations_copy (self->notes, entry->notes);
  return self;
}

void
kl_puzzle_entry_free (KlPuzzleEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->title);
  g_free (entry->note);
  g_hash_table_unref (entry->titles);
  g_hash_table_unref (entry->notes);
  kl_puzzle_free (entry->board);
  g_free (entry);
}

gboolean
kl_puzzle_entry_equal (const KlPuzzleEntry *a,
                       const KlPuzzleEntry *b)
{
  return a->mode == b->mode && a->leaper.m == b->leaper.m && a->leaper.n == b->leaper.n &&
         a->closed == b->closed && a->practice == b->practice &&
         kl_algorithm_resolve (a->algorithm, a->mode) ==
           kl_algorithm_resolve (b->algorithm, b->mode) &&
         g_strcmp0 (a->title, b->title) == 0 && g_strcmp0 (a->note, b->note) == 0 &&
         translations_equal (a->titles, b->titles) && translations_equal (a->notes, b->notes) &&
         kl_puzzle_equal (a->board, b->board);
}

const char *
kl_puzzle_entry_title (const KlPuzzleEntry *entry)
{
  return translated (entry->titles, entry->title);
}

const char *
kl_puzzle_entry_note (const KlPuzzleEntry *entry)
{
  return translated (entry->notes, entry->note);
}

static gboolean
fail (GError **error, KlPuzzleError code, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, KlPuzzleError code, const char *format, ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  *error = g_error_new_valist (KL_PUZZLE_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
check_piece (const KlPuzzle *p, int cell, const char *what, gboolean may_be_blocked, GError **error)
{
  if (cell < -1 || cell >= p->width * p->height)
    return fail (error, KL_PUZZLE_ERROR_INVALID, _("%s is not on the board"), what);
  if (cell >= 0 && p->blocked[cell] && !may_be_blocked)
    {
      g_autofree char *name = kl_puzzle_cell_name (p, cell);
      /* TRANSLATORS: "Start: a1 is a blocked square" */
      return fail (error, KL_PUZZLE_ERROR_INVALID, _("%s: %s is a blocked square"), what, name);
    }
  return TRUE;
}

gboolean
kl_puzzle_entry_validate (const KlPuzzleEntry *entry,
                          GError             **error)
{
  const KlPuzzle *p = entry->board;
  /* The dynamic knight's judge asks about targets on obstacles (the answer
   * is "no solution"), so that mode allows it. */
  gboolean dynamic = entry->mode == KL_MODE_DYNAMIC;

  if ((unsigned) entry->mode >= KL_N_MODES)
    return fail (error, KL_PUZZLE_ERROR_INVALID, _("Unknown mode"));
  if (p->width < 1 || p->height < 1 || p->width > KL_PUZZLE_MAX_SIDE || p->height > KL_PUZZLE_MAX_SIDE)
    return fail (error, KL_PUZZLE_ERROR_INVALID, _("Size: a side must be from 1 to %d"),
                 KL_PUZZLE_MAX_SIDE);
  if (!kn_leaper_valid (entry->leaper))
    return fail (error, KL_PUZZLE_ERROR_INVALID, _("Leaper: each of M, N must be from 0 to %d, not both 0"),
                 KN_LEAPER_MAX);
  if (!check_piece (p, p->start, "Start", dynamic, error) ||
      !check_piece (p, p->target, "Target", dynamic, error) ||
      !check_piece (p, p->king, "King", FALSE, error))
    return FALSE;
  for (guint i = 0; i < p->knights->len; i++)
    {
      int cell = g_array_index (p->knights, int, i);
      if (cell < 0 || !check_piece (p, cell, "Knights", FALSE, error))
        return cell >= 0 ? FALSE : fail (error, KL_PUZZLE_ERROR_INVALID, _("Knights: a knight is not on the board"));
      g_autofree char *name = kl_puzzle_cell_name (p, cell);
      if (cell == p->king)
        return fail (error, KL_PUZZLE_ERROR_INVALID, _("Knights: %s is the king's square"), name);
      for (guint j = 0; j < i; j++)
        if (g_array_index (p->knights, int, j) == cell)
          return fail (error, KL_PUZZLE_ERROR_INVALID, _("Knights: %s is listed twice"), name);
    }
  switch (entry->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      if (p->start < 0 || p->target < 0)
        return fail (error, KL_PUZZLE_ERROR_INVALID, _("This mode needs a Start and a Target"));
      break;
    case KL_MODE_DISTANCE:
      if (p->start < 0)
        return fail (error, KL_PUZZLE_ERROR_INVALID, _("This mode needs a Start"));
      break;
    case KL_MODE_CAMELOT:
      if (p->king < 0)
        return fail (error, KL_PUZZLE_ERROR_INVALID, _("This mode needs a King"));
      break;
    case KL_MODE_TOUR:
      /* Start and Target are both optional: the tour's first and last
       * square (kn_tour_options start and end).  A Target equal to the
       * Start is not refused here: the solver answers that no tour of more
       * than one square ends where it starts. */
    case KL_N_MODES:
      break;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ sets */

KlPuzzleSet *
kl_puzzle_set_new (void)
{
  KlPuzzleSet *self = g_new0 (KlPuzzleSet, 1);

  self->titles = translations_new ();
  self->notes = translations_new ();
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) kl_puzzle_entry_free);
  return self;
}

KlPuzzleSet *
kl_puzzle_set_copy (const KlPuzzleSet *set)
{
  KlPuzzleSet *self = kl_puzzle_set_new ();

  self->title = g_strdup (set->title);
  self->note = g_strdup (set->note);
  translations_copy (self->titles, set->titles);
  translations_copy (self->notes, set->notes);
  for (guint i = 0; i < set->entries->len; i++)
    kl_puzzle_set_add (self, kl_puzzle_entry_copy (set->entries->pdata[i]));
  return self;
}

void
kl_puzzle_set_free (KlPuzzleSet *set)
{
  if (set == NULL)
    return;
  g_free (set->title);
  g_free (set->note);
  g_hash_table_unref (set->titles);
  g_hash_table_unref (set->notes);
  g_ptr_array_unref (set->entries);
  g_free (set);
}

void
kl_puzzle_set_add (KlPuzzleSet   *set,
                   KlPuzzleEntry *entry)
{
  g_ptr_array_add (set->entries, entry);
}

gboolean
kl_puzzle_set_equal (const KlPuzzleSet *a,
                     const KlPuzzleSet *b)
{
  if (g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->note, b->note) != 0 ||
      !translations_equal (a->titles, b->titles) || !translations_equal (a->notes, b->notes) ||
      a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    if (!kl_puzzle_entry_equal (a->entries->pdata[i], b->entries->pdata[i]))
      return FALSE;
  return TRUE;
}

const char *
kl_puzzle_set_get_title (const KlPuzzleSet *set)
{
  return translated (set->titles, set->title);
}

const char *
kl_puzzle_set_get_note (const KlPuzzleSet *set)
{
  return translated (set->notes, set->note);
}

/* ---------------------------------------------------------------- saving */

static char *
cells_text (const KlPuzzle *p, const int *cells, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = kl_puzzle_cell_name (p, cells[i]);
      if (i)
        g_string_append_c (s, ' ');
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* KEY=untranslated, then KEY[LOCALE]=translation, locales in byte order so
 * that saving one set twice writes the same file (the table's order is not
 * the same from run to run).  GKeyFile escapes what the value needs: \n,
 * \r, \\ and a leading space as \s; tabs and trailing spaces are kept as
 * they are and read back the same. */
static void
set_words (GKeyFile    *kf,
           const char  *group,
           const char  *key,
           const char  *untranslated,
           GHashTable  *translations)
{
  guint n;
  g_autofree gpointer *locales = g_hash_table_get_keys_as_array (translations, &n);

  if (untranslated)
    g_key_file_set_string (kf, group, key, untranslated);
  qsort (locales, n, sizeof *locales, compare_strings);
  for (guint i = 0; i < n; i++)
    g_key_file_set_locale_string (kf, group, key, locales[i],
                                  g_hash_table_lookup (translations, locales[i]));
}

char *
kl_puzzle_set_to_data (const KlPuzzleSet *set,
                       gsize             *length)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_key_file_set_integer (kf, KL_PUZZLE_HEADER_GROUP, "Version", KL_PUZZLE_FORMAT_VERSION);
  g_key_file_set_comment (kf, NULL, NULL, " A Knight Lab puzzle set: docs/puzzle-files.md", NULL);
  set_words (kf, KL_PUZZLE_HEADER_GROUP, "Title", set->title, set->titles);
  set_words (kf, KL_PUZZLE_HEADER_GROUP, "Note", set->note, set->notes);
  for (guint i = 0; i < set->entries->len; i++)
    {
      const KlPuzzleEntry *e = set->entries->pdata[i];
      const KlPuzzle *p = e->board;
      g_autofree char *group = g_strdup_printf (KL_PUZZLE_GROUP_PREFIX "%u", i + 1);
      g_autofree char *size = g_strdup_printf ("%dx%d", p->width, p->height);

      set_words (kf, group, "Title", e->title, e->titles);
      set_words (kf, group, "Note", e->note, e->notes);
      if (e->practice)
        g_key_file_set_boolean (kf, group, "Practice", TRUE);
      g_key_file_set_string (kf, group, "Mode", kl_mode_to_string (e->mode));
      g_key_file_set_string (kf, group, "Size", size);
      if (e->leaper.m != 1 || e->leaper.n != 2)
        {
          g_autofree char *leaper = g_strdup_printf ("%d,%d", e->leaper.m, e->leaper.n);
          g_key_file_set_string (kf, group, "Leaper", leaper);
        }
      if (e->closed)
        g_key_file_set_boolean (kf, group, "Closed", TRUE);
      /* the default is written as nothing, so files stay as they were */
      if (kl_algorithm_resolve (e->algorithm, e->mode) != kl_algorithm_default (e->mode))
        g_key_file_set_string (kf, group, "Algorithm", kl_algorithm_to_string (e->algorithm));
      g_autoptr (GArray) blocked = g_array_new (FALSE, FALSE, sizeof (int));
      for (int cell = 0; cell < p->width * p->height; cell++)
        if (p->blocked[cell])
          g_array_append_val (blocked, cell);
      if (blocked->len)
        {
          g_autofree char *text = cells_text (p, (const int *) (void *) blocked->data, blocked->len);
          g_key_file_set_string (kf, group, "Blocked", text);
        }
      static const char *const single[] = { "Start", "Target", "King" };
      const int cells[] = { p->start, p->target, p->king };
      for (guint k = 0; k < G_N_ELEMENTS (single); k++)
        if (cells[k] >= 0)
          {
            g_autofree char *name = kl_puzzle_cell_name (p, cells[k]);
            g_key_file_set_string (kf, group, single[k], name);
          }
      if (p->knights->len)
        {
          g_autofree char *text = cells_text (p, (const int *) (void *) p->knights->data, p->knights->len);
          g_key_file_set_string (kf, group, "Knights", text);
        }
    }
  return g_key_file_to_data (kf, length, NULL);
}

gboolean
kl_puzzle_set_save_file (const KlPuzzleSet *set,
                         const char        *path,
                         GError           **error)
{
  gsize length;
  g_autofree char *data = kl_puzzle_set_to_data (set, &length);
  GError *local = NULL;

  if (!g_file_set_contents_full (path, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0644, &local))
    {
      fail (error, KL_PUZZLE_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}
