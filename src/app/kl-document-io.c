/* kl-document-io.c - KlDocument's file work, done on worker threads:
 * reading, recognising, checking and writing puzzle sets. */

#define G_LOG_DOMAIN "kl-document"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document.h"
#include "kl-document-io.h"
#include "kl-puzzle-edit.h"
#include "kl-puzzle-import.h"

char *
kl_file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base != NULL ? base : "");
}



void
kl_file_job_free (KlFileJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->set, kl_puzzle_set_free);
  g_free (job);
}

static char *
load_contents (GFile         *file,
               gsize         *length,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *name = kl_file_display_name (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local = NULL;
  char *data = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (info != NULL && g_file_info_get_size (info) > (goffset) KL_PUZZLE_MAX_FILE_SIZE)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                   _("%s: the file is too large to be a puzzle set"), name);
      return NULL;
    }
  if (!g_file_load_contents (file, cancellable, &data, length, NULL, &local))
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO, "%s: %s", name, local->message);
      return NULL;
    }
  return data;
}

/* Whether the text at least claims to be a puzzle file: its first line
 * that is not blank or a comment is the [Knight Lab] group.  Anything else
 * gets a plain "not a puzzle file" rather than the parser's view of its
 * first line; a puzzle file broken further down gets the parser's message
 * with the line at fault. */
static gboolean
claims_puzzle_file (const char *data,
                    gsize       length)
{
  static const char header[] = "[Knight Lab]";
  const char *p = data, *end = data + length;

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  while (p < end)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      const char *line_end = eol != NULL ? eol : end;
      const char *q = p;

      while (q < line_end && g_ascii_isspace (*q))
        q++;
      if (q < line_end && *q != '#')
        {
          gsize n = (gsize) (line_end - q);

          while (n > 0 && g_ascii_isspace (q[n - 1]))
            n--;
          return n == sizeof header - 1 && memcmp (q, header, n) == 0;
        }
      p = eol != NULL ? eol + 1 : end;
    }
  return FALSE;
}

/* Every puzzle must fit the editor: files allow larger boards than it edits. */
static gboolean
check_editable (const KlPuzzleSet *set,
                const char        *name,
                GError           **error)
{
  for (guint i = 0; i < set->entries->len; i++)
    {
      const KlPuzzleEntry *entry = g_ptr_array_index (set->entries, i);

      if (entry->board->width > KL_BOARD_SIZE_MAX || entry->board->height > KL_BOARD_SIZE_MAX)
        {
          g_set_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_TOO_LARGE,
                       /* Translators: "set.knight: [Puzzle 2] Size: 500x500 is larger than
                        * the 300x300 Knight Lab edits (files may hold up to 1000x1000)" */
                       _("%s: [Puzzle %u] Size: %dx%d is larger than the %dx%d Knight Lab edits "
                         "(files may hold up to %dx%d)"),
                       name, i + 1, entry->board->width, entry->board->height,
                       KL_BOARD_SIZE_MAX, KL_BOARD_SIZE_MAX,
                       KL_PUZZLE_MAX_SIDE, KL_PUZZLE_MAX_SIDE);
          return FALSE;
        }
    }
  return TRUE;
}

KlPuzzleSet *
kl_document_read_set (GFile         *file,
          gboolean       import,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autofree char *name = kl_file_display_name (file);
  g_autofree char *data = NULL;
  g_autoptr(KlPuzzleSet) set = NULL;
  g_autoptr(GError) local = NULL;
  gsize length;

  data = load_contents (file, &length, cancellable, error);
  if (data == NULL)
    return NULL;

  if (import)
    {
      set = kl_puzzle_import (data, length, NULL, &local);
      if (set == NULL)
        {
          g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_PARSE, "%s: %s", name, local->message);
          return NULL;
        }
    }
  else if (!claims_puzzle_file (data, length))
    {
      const char *format = kl_puzzle_import_detect (data, length);

      if (format != NULL)
        g_set_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_JUDGE_INPUT,
                     /* Translators: %s is a file name, then a judge format ("obstacles") */
                     _("%s: this is not a Knight Lab puzzle file but a judge input (the %s "
                       "format), which Import Judge Input opens as a set of puzzles"),
                     name, format);
      else
        g_set_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_NOT_PUZZLE,
                     _("%s: this is not a Knight Lab puzzle file"), name);
      return NULL;
    }
  else
    {
      set = kl_puzzle_set_load_data (data, length, name, error);
      if (set == NULL)
        return NULL;
    }
  if (!check_editable (set, name, error))
    return NULL;
  return g_steal_pointer (&set);
}

KlPuzzleSet *
kl_document_parse_text (const char    *data,
                        gsize          length,
                        const char    *name,
                        GError       **error)
{
  g_autoptr(KlPuzzleSet) set = NULL;
  g_autoptr(GError) local = NULL;

  if (length > KL_PUZZLE_MAX_FILE_SIZE)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                   _("%s: the text is too large to be a puzzle set"), name);
      return NULL;
    }
  if (claims_puzzle_file (data, length))
    set = kl_puzzle_set_load_data (data, length, name, error);
  else if (kl_puzzle_import_detect (data, length) != NULL)
    {
      /* pasting says what to do with the text: a judge input imports
       * without the question a file opened as a puzzle set gets */
      set = kl_puzzle_import (data, length, NULL, &local);
      if (set == NULL)
        g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_PARSE, "%s: %s", name,
                     local->message);
    }
  else
    g_set_error (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_NOT_PUZZLE,
                 /* Translators: %s names the text ("The clipboard") */
                 _("%s: this is neither a Knight Lab puzzle nor a judge input"), name);
  if (set == NULL || !check_editable (set, name, error))
    return NULL;
  return g_steal_pointer (&set);
}

void
kl_document_read_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  KlFileJob *job = task_data;
  GError *error = NULL;

  job->set = kl_document_read_set (job->file, job->import, cancellable, &error);
  if (job->set == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* Refuses a set the file could not load again, naming the puzzle. */
gboolean
kl_document_validate_set (const KlPuzzleSet *set,
              const char        *name,
              GError           **error)
{
  for (guint i = 0; i < set->entries->len; i++)
    {
      g_autoptr(GError) local = NULL;

      if (!kl_puzzle_entry_validate (g_ptr_array_index (set->entries, i), &local))
        {
          g_set_error (error, KL_PUZZLE_ERROR, local->code, "%s: [Puzzle %u] %s", name, i + 1,
                       local->message);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
kl_document_write_set (const KlPuzzleSet  *set,
           GFile              *file,
           GCancellable       *cancellable,
           GError            **error)
{
  g_autofree char *name = kl_file_display_name (file);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  gsize length;

  if (path != NULL)
    return kl_puzzle_set_save_file (set, path, error);

  data = kl_puzzle_set_to_data (set, &length);
  if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                cancellable, &local))
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO, "%s: %s", name, local->message);
      return FALSE;
    }
  return TRUE;
}

void
kl_document_write_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  KlFileJob *job = task_data;
  GError *error = NULL;

  if (kl_document_write_set (job->set, job->file, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}
