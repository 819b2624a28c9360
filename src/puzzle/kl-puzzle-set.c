/* kl-puzzle-set.c - reading and writing puzzle files with GKeyFile. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "kl-puzzle-set.h"

#define HEADER_GROUP "Knight Lab"
#define PUZZLE_GROUP_PREFIX "Puzzle "

G_DEFINE_QUARK (kl-puzzle-error-quark, kl_puzzle_error)

/* ------------------------------------------------------------- entries */

KlPuzzleEntry *
kl_puzzle_entry_new (KlMode    mode,
                     KlPuzzle *board)
{
  KlPuzzleEntry *self = g_new0 (KlPuzzleEntry, 1);

  self->titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->mode = mode;
  self->leaper = KN_KNIGHT;
  self->board = board;
  return self;
}

KlPuzzleEntry *
kl_puzzle_entry_copy (const KlPuzzleEntry *entry)
{
  KlPuzzleEntry *self = kl_puzzle_entry_new (entry->mode, kl_puzzle_copy (entry->board));
  GHashTableIter iter;
  gpointer key, value;

  self->title = g_strdup (entry->title);
  self->note = g_strdup (entry->note);
  self->leaper = entry->leaper;
  self->closed = entry->closed;
  g_hash_table_iter_init (&iter, entry->titles);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (self->titles, g_strdup (key), g_strdup (value));
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
  kl_puzzle_free (entry->board);
  g_free (entry);
}

gboolean
kl_puzzle_entry_equal (const KlPuzzleEntry *a,
                       const KlPuzzleEntry *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (a->mode != b->mode || a->leaper.m != b->leaper.m || a->leaper.n != b->leaper.n ||
      a->closed != b->closed || g_strcmp0 (a->title, b->title) != 0 ||
      g_strcmp0 (a->note, b->note) != 0 ||
      g_hash_table_size (a->titles) != g_hash_table_size (b->titles) ||
      !kl_puzzle_equal (a->board, b->board))
    return FALSE;
  g_hash_table_iter_init (&iter, a->titles);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b->titles, key)) != 0)
      return FALSE;
  return TRUE;
}

const char *
kl_puzzle_entry_title (const KlPuzzleEntry *entry)
{
  const char *const *langs = g_get_language_names ();

  for (; *langs; langs++)
    {
      const char *t = g_hash_table_lookup (entry->titles, *langs);
      if (t)
        return t;
    }
  return entry->title;
}

static gboolean
fail (GError **error, KlPuzzleError code, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, KlPuzzleError code, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_set_error_literal (error, KL_PUZZLE_ERROR, code, "");
  if (error && *error)
    {
      g_free ((*error)->message);
      (*error)->message = g_strdup_vprintf (format, args);
    }
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

kn_board *
kl_puzzle_entry_make_board (const KlPuzzleEntry *entry)
{
  const KlPuzzle *p = entry->board;
  kn_board *board = NULL;

  if (kn_board_new (p->width, p->height, &board) != KN_OK)
    return NULL;
  for (int cell = 0; cell < p->width * p->height; cell++)
    if (p->blocked[cell])
      kn_board_set_blocked (board, (kn_square) { cell % p->width, cell / p->width }, true);
  return board;
}

/* ------------------------------------------------------------------ sets */

KlPuzzleSet *
kl_puzzle_set_new (void)
{
  KlPuzzleSet *self = g_new0 (KlPuzzleSet, 1);

  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) kl_puzzle_entry_free);
  return self;
}

void
kl_puzzle_set_free (KlPuzzleSet *set)
{
  if (set == NULL)
    return;
  g_free (set->title);
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
  if (g_strcmp0 (a->title, b->title) != 0 || a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    if (!kl_puzzle_entry_equal (a->entries->pdata[i], b->entries->pdata[i]))
      return FALSE;
  return TRUE;
}

/* --------------------------------------------------------------- loading */

/* The context of every message while loading: "FILE: [Puzzle 2] Start: ...". */
typedef struct
{
  const char *name;
  const char *group;
} Where;

static gboolean
fail_at (GError **error, const Where *where, KlPuzzleError code, const char *key, const char *reason)
{
  if (key)
    return fail (error, code, "%s: [%s] %s: %s", where->name, where->group, key, reason);
  if (where->group)
    return fail (error, code, "%s: [%s] %s", where->name, where->group, reason);
  return fail (error, code, "%s: %s", where->name, reason);
}

static gboolean
parse_size (const char *text, int *w, int *h)
{
  char *end;
  guint64 a, b;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  a = g_ascii_strtoull (text, &end, 10);
  if (*end != 'x' || !g_ascii_isdigit (end[1]))
    return FALSE;
  b = g_ascii_strtoull (end + 1, &end, 10);
  if (*end != '\0' || a < 1 || b < 1 || a > KL_PUZZLE_MAX_SIDE || b > KL_PUZZLE_MAX_SIDE)
    return FALSE;
  *w = (int) a;
  *h = (int) b;
  return TRUE;
}

static gboolean
parse_cell (const KlPuzzle *p, const char *text, const Where *where, const char *key, int *cell,
            GError **error)
{
  kn_square sq;
  kn_status st = kn_square_parse (text, strlen (text), p->width, p->height, 0, &sq);

  if (st != KN_OK)
    {
      g_autofree char *shown = g_strescape (text, NULL);
      g_autofree char *reason =
        st == KN_ERR_RANGE ? g_strdup_printf (_("'%s' is not on the %dx%d board"), shown, p->width, p->height)
                           : g_strdup_printf (_("'%s' is not a square (write it like c3)"), shown);
      return fail_at (error, where, KL_PUZZLE_ERROR_INVALID, key, reason);
    }
  *cell = sq.y * p->width + sq.x;
  return TRUE;
}

/* Splits a list of squares ("c1 d1 d5") and parses each. */
static gboolean
parse_cells (const KlPuzzle *p, const char *text, const Where *where, const char *key, GArray *out,
             GError **error)
{
  g_auto (GStrv) items = g_strsplit_set (text, " \t,;", -1);

  for (char **it = items; *it; it++)
    {
      int cell;
      if (!**it)
        continue;
      if (!parse_cell (p, *it, where, key, &cell, error))
        return FALSE;
      g_array_append_val (out, cell);
    }
  return TRUE;
}

static const char *const puzzle_keys[] = {
  "Title", "Note", "Mode", "Size", "Leaper", "Closed", "Blocked", "Start", "Target", "King", "Knights", NULL
};

static gboolean
known_key (const char *key)
{
  /* Title[zh_CN]: a translated title. */
  if (g_str_has_prefix (key, "Title[") && g_str_has_suffix (key, "]") && strlen (key) > 7)
    return TRUE;
  return g_strv_contains (puzzle_keys, key);
}

static KlPuzzleEntry *
load_entry (GKeyFile *kf, const Where *where, GError **error)
{
  g_auto (GStrv) keys = g_key_file_get_keys (kf, where->group, NULL, NULL);
  g_autofree char *mode_s = NULL, *size_s = NULL;
  int mode, w, h;

  for (char **k = keys; k && *k; k++)
    if (!known_key (*k))
      {
        fail_at (error, where, KL_PUZZLE_ERROR_PARSE, *k, _("unknown key"));
        return NULL;
      }
  mode_s = g_key_file_get_string (kf, where->group, "Mode", NULL);
  size_s = g_key_file_get_string (kf, where->group, "Size", NULL);
  if (!mode_s || (mode = kl_mode_from_string (mode_s)) < 0)
    {
      fail_at (error, where, KL_PUZZLE_ERROR_INVALID, "Mode",
               mode_s ? _("must be one of path, distance, dynamic, camelot, tour") : _("missing"));
      return NULL;
    }
  if (!size_s || !parse_size (size_s, &w, &h))
    {
      g_autofree char *reason = g_strdup_printf (_("must be WxH with each side from 1 to %d"), KL_PUZZLE_MAX_SIDE);
      fail_at (error, where, KL_PUZZLE_ERROR_INVALID, "Size", size_s ? reason : _("missing"));
      return NULL;
    }

  g_autoptr (KlPuzzleEntry) entry = kl_puzzle_entry_new (mode, kl_puzzle_new (w, h));
  KlPuzzle *p = entry->board;
  entry->title = g_key_file_get_string (kf, where->group, "Title", NULL);
  entry->note = g_key_file_get_string (kf, where->group, "Note", NULL);
  for (char **k = keys; k && *k; k++)
    if (g_str_has_prefix (*k, "Title["))
      g_hash_table_insert (entry->titles, g_strndup (*k + 6, strlen (*k) - 7),
                           g_key_file_get_string (kf, where->group, *k, NULL));

  g_autofree char *leaper = g_key_file_get_string (kf, where->group, "Leaper", NULL);
  if (leaper)
    {
      char *end;
      guint64 m = g_ascii_strtoull (leaper, &end, 10), n = 0;
      gboolean ok = g_ascii_isdigit (leaper[0]) && *end == ',' && g_ascii_isdigit (end[1]);
      if (ok)
        n = g_ascii_strtoull (end + 1, &end, 10);
      if (!ok || *end || m > KN_LEAPER_MAX || n > KN_LEAPER_MAX || (m | n) == 0)
        {
          g_autofree char *reason = g_strdup_printf (_("must be M,N with each from 0 to %d, not both 0"), KN_LEAPER_MAX);
          fail_at (error, where, KL_PUZZLE_ERROR_INVALID, "Leaper", reason);
          return NULL;
        }
      entry->leaper = (kn_leaper) { (int32_t) m, (int32_t) n };
    }
  if (g_key_file_has_key (kf, where->group, "Closed", NULL))
    {
      GError *local = NULL;
      entry->closed = g_key_file_get_boolean (kf, where->group, "Closed", &local);
      if (local)
        {
          g_error_free (local);
          fail_at (error, where, KL_PUZZLE_ERROR_PARSE, "Closed", _("must be true or false"));
          return NULL;
        }
    }

  static const char *const single[] = { "Start", "Target", "King" };
  int *slots[] = { &p->start, &p->target, &p->king };
  for (guint i = 0; i < G_N_ELEMENTS (single); i++)
    {
      g_autofree char *v = g_key_file_get_string (kf, where->group, single[i], NULL);
      if (v && !parse_cell (p, g_strstrip (v), where, single[i], slots[i], error))
        return NULL;
    }
  g_autofree char *blocked = g_key_file_get_string (kf, where->group, "Blocked", NULL);
  g_autofree char *knights = g_key_file_get_string (kf, where->group, "Knights", NULL);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  if (blocked && !parse_cells (p, blocked, where, "Blocked", cells, error))
    return NULL;
  for (guint i = 0; i < cells->len; i++)
    {
      int cell = g_array_index (cells, int, i);
      if (p->blocked[cell])
        {
          g_autofree char *name = kl_puzzle_cell_name (p, cell);
          g_autofree char *reason = g_strdup_printf (_("%s is listed twice"), name);
          fail_at (error, where, KL_PUZZLE_ERROR_INVALID, "Blocked", reason);
          return NULL;
        }
      p->blocked[cell] = TRUE;
    }
  if (knights && !parse_cells (p, knights, where, "Knights", p->knights, error))
    return NULL;

  GError *local = NULL;
  if (!kl_puzzle_entry_validate (entry, &local))
    {
      fail_at (error, where, KL_PUZZLE_ERROR_INVALID, NULL, local->message);
      g_error_free (local);
      return NULL;
    }
  return g_steal_pointer (&entry);
}

KlPuzzleSet *
kl_puzzle_set_load_data (const char  *data,
                         gsize        length,
                         const char  *name,
                         GError     **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();
  GError *local = NULL;
  Where where = { name, NULL };

  if (length > KL_PUZZLE_MAX_FILE_SIZE)
    {
      fail_at (error, &where, KL_PUZZLE_ERROR_INVALID, NULL, _("the file is too large to be a puzzle set"));
      return NULL;
    }
  if (memchr (data, '\0', length))
    {
      fail_at (error, &where, KL_PUZZLE_ERROR_PARSE, NULL, _("this is not a text file"));
      return NULL;
    }
  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, &local))
    {
      fail_at (error, &where, KL_PUZZLE_ERROR_PARSE, NULL, local->message);
      g_error_free (local);
      return NULL;
    }
  where.group = HEADER_GROUP;
  if (!g_key_file_has_group (kf, HEADER_GROUP))
    {
      fail (error, KL_PUZZLE_ERROR_PARSE, _("%s: not a Knight Lab puzzle file (no [%s] group)"), name, HEADER_GROUP);
      return NULL;
    }
  gint64 version = g_key_file_get_int64 (kf, HEADER_GROUP, "Version", &local);
  if (local || version < 1)
    {
      g_clear_error (&local);
      fail_at (error, &where, KL_PUZZLE_ERROR_PARSE, "Version", _("missing or not a positive whole number"));
      return NULL;
    }
  if (version > KL_PUZZLE_FORMAT_VERSION)
    {
      fail (error, KL_PUZZLE_ERROR_VERSION,
            _("%s: written by a newer Knight Lab (format %lld); this version reads format %d"),
            name, (long long) version, KL_PUZZLE_FORMAT_VERSION);
      return NULL;
    }
  g_auto (GStrv) header_keys = g_key_file_get_keys (kf, HEADER_GROUP, NULL, NULL);
  for (char **k = header_keys; k && *k; k++)
    if (strcmp (*k, "Version") != 0 && strcmp (*k, "Title") != 0)
      {
        fail_at (error, &where, KL_PUZZLE_ERROR_PARSE, *k, _("unknown key"));
        return NULL;
      }
  set->title = g_key_file_get_string (kf, HEADER_GROUP, "Title", NULL);

  g_auto (GStrv) groups = g_key_file_get_groups (kf, NULL);
  for (char **g = groups; *g; g++)
    {
      if (strcmp (*g, HEADER_GROUP) == 0)
        continue;
      where.group = *g;
      if (!g_str_has_prefix (*g, PUZZLE_GROUP_PREFIX))
        {
          fail_at (error, &where, KL_PUZZLE_ERROR_PARSE, NULL, _("unknown group"));
          return NULL;
        }
      if (set->entries->len >= KL_PUZZLE_MAX_PUZZLES)
        {
          g_autofree char *reason = g_strdup_printf (_("a file holds at most %d puzzles"), KL_PUZZLE_MAX_PUZZLES);
          fail_at (error, &where, KL_PUZZLE_ERROR_INVALID, NULL, reason);
          return NULL;
        }
      KlPuzzleEntry *entry = load_entry (kf, &where, error);
      if (!entry)
        return NULL;
      kl_puzzle_set_add (set, entry);
    }
  if (set->entries->len == 0)
    {
      where.group = NULL;
      fail_at (error, &where, KL_PUZZLE_ERROR_INVALID, NULL, _("the file holds no puzzle"));
      return NULL;
    }
  return g_steal_pointer (&set);
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
      fail (error, KL_PUZZLE_ERROR_INVALID, _("%s: the file is too large to be a puzzle set"), name);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &local))
    {
      fail (error, KL_PUZZLE_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  return kl_puzzle_set_load_data (data, length, name, error);
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

char *
kl_puzzle_set_to_data (const KlPuzzleSet *set,
                       gsize             *length)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_key_file_set_integer (kf, HEADER_GROUP, "Version", KL_PUZZLE_FORMAT_VERSION);
  g_key_file_set_comment (kf, NULL, NULL, " A Knight Lab puzzle set: docs/puzzle-files.md", NULL);
  if (set->title)
    g_key_file_set_string (kf, HEADER_GROUP, "Title", set->title);
  for (guint i = 0; i < set->entries->len; i++)
    {
      const KlPuzzleEntry *e = set->entries->pdata[i];
      const KlPuzzle *p = e->board;
      g_autofree char *group = g_strdup_printf (PUZZLE_GROUP_PREFIX "%u", i + 1);
      g_autofree char *size = g_strdup_printf ("%dx%d", p->width, p->height);

      if (e->title)
        g_key_file_set_string (kf, group, "Title", e->title);
      GHashTableIter iter;
      gpointer key, value;
      g_hash_table_iter_init (&iter, e->titles);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_key_file_set_locale_string (kf, group, "Title", key, value);
      if (e->note)
        g_key_file_set_string (kf, group, "Note", e->note);
      g_key_file_set_string (kf, group, "Mode", kl_mode_to_string (e->mode));
      g_key_file_set_string (kf, group, "Size", size);
      if (e->leaper.m != 1 || e->leaper.n != 2)
        {
          g_autofree char *leaper = g_strdup_printf ("%d,%d", e->leaper.m, e->leaper.n);
          g_key_file_set_string (kf, group, "Leaper", leaper);
        }
      if (e->closed)
        g_key_file_set_boolean (kf, group, "Closed", TRUE);
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
