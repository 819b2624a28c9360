/* kl-autosave.c - keeps a copy of the puzzle being edited on disk, a moment
 * after each edit, so a killed Knight Lab loses nothing.
 *
 * Edits come in bursts (a drag paints a wall square by square), so the write
 * waits until the edits pause; the file is written atomically by
 * kl_puzzle_set_save_file, so a kill during the write leaves the old copy. */

#define G_LOG_DOMAIN "kl-autosave"

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "kl-autosave.h"

struct _KlAutosave
{
  GObject        parent_instance;

  /* owned */
  char          *path;
  KlPuzzleEntry *pending;    /* queued, not written yet */
  guint          timeout_id;

  guint          delay_ms;
  /* One copy serves every window of an application: it holds the puzzle
   * edited last, only the window that wrote it last may delete it, and it
   * is offered back by one window at a time.  Borrowed: windows release
   * themselves before they go. */
  gpointer       writer;
  gpointer       offerer;
};

G_DEFINE_FINAL_TYPE (KlAutosave, kl_autosave, G_TYPE_OBJECT)

enum {
  WRITE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
write_entry (KlAutosave           *self,
             const KlPuzzleEntry  *entry,
             GError              **error)
{
  g_autoptr(KlPuzzleSet) set = kl_puzzle_set_new ();
  g_autofree char *dir = g_path_get_dirname (self->path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  kl_puzzle_set_add (set, kl_puzzle_entry_copy (entry));
  return kl_puzzle_set_save_file (set, self->path, error);
}

static gboolean
on_timeout_cb (gpointer user_data)
{
  KlAutosave *self = user_data;
  g_autoptr(GError) error = NULL;

  self->timeout_id = 0;
  /* a full disk or a read-only home must not stop the editing: say so and
   * try again after the next edit */
  if (!kl_autosave_flush (self, &error))
    {
      g_message ("Could not autosave the puzzle: %s", error->message);
      g_signal_emit (self, signals[WRITE_FAILED], 0, error);
    }
  return G_SOURCE_REMOVE;
}

static void
kl_autosave_dispose (GObject *object)
{
  KlAutosave *self = (KlAutosave *) object;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_pointer (&self->pending, kl_puzzle_entry_free);

  G_OBJECT_CLASS (kl_autosave_parent_class)->dispose (object);
}

static void
kl_autosave_finalize (GObject *object)
{
  KlAutosave *self = (KlAutosave *) object;

  g_free (self->path);

  G_OBJECT_CLASS (kl_autosave_parent_class)->finalize (object);
}

static void
kl_autosave_class_init (KlAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kl_autosave_dispose;
  object_class->finalize = kl_autosave_finalize;

  /* A queued copy could not be written (the error says why); the editing
   * goes on and the next edit tries again. */
  signals[WRITE_FAILED] =
    g_signal_new ("write-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
kl_autosave_init (KlAutosave *self)
{
  self->delay_ms = KL_AUTOSAVE_DELAY_MS;
}

char *
kl_autosave_default_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "knight-lab", "autosave" KL_PUZZLE_FILE_EXTENSION,
                           NULL);
}

KlAutosave *
kl_autosave_new (const char *path)
{
  KlAutosave *self = g_object_new (KL_TYPE_AUTOSAVE, NULL);

  self->path = path != NULL ? g_strdup (path) : kl_autosave_default_path ();
  return self;
}

const char *
kl_autosave_get_path (KlAutosave *self)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), NULL);
  return self->path;
}

void
kl_autosave_set_delay (KlAutosave *self,
                       guint       delay_ms)
{
  g_return_if_fail (KL_IS_AUTOSAVE (self));
  self->delay_ms = delay_ms;
}

void
kl_autosave_queue (KlAutosave    *self,
                   gpointer       owner,
                   KlPuzzleEntry *entry)
{
  g_return_if_fail (KL_IS_AUTOSAVE (self));
  g_return_if_fail (entry != NULL);

  self->writer = owner;
  g_clear_pointer (&self->pending, kl_puzzle_entry_free);
  self->pending = entry;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (self->delay_ms, on_timeout_cb, self);
}

gboolean
kl_autosave_is_pending (KlAutosave *self)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);
  return self->pending != NULL;
}

gboolean
kl_autosave_flush (KlAutosave  *self,
                   GError     **error)
{
  g_autoptr(KlPuzzleEntry) entry = NULL;

  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->pending == NULL)
    return TRUE;
  entry = g_steal_pointer (&self->pending);
  return write_entry (self, entry, error);
}

gboolean
kl_autosave_exists (KlAutosave *self)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);
  return g_file_test (self->path, G_FILE_TEST_IS_REGULAR);
}

KlPuzzleEntry *
kl_autosave_load (KlAutosave  *self,
                  GError     **error)
{
  g_autoptr(KlPuzzleSet) set = NULL;

  g_return_val_if_fail (KL_IS_AUTOSAVE (self), NULL);

  set = kl_puzzle_set_load_file (self->path, error);
  if (set == NULL)
    return NULL;
  if (set->entries->len == 0)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID, "%s: no puzzle", self->path);
      return NULL;
    }
  return kl_puzzle_entry_copy (g_ptr_array_index (set->entries, 0));
}

void
kl_autosave_discard (KlAutosave *self)
{
  g_return_if_fail (KL_IS_AUTOSAVE (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_pointer (&self->pending, kl_puzzle_entry_free);
  if (g_unlink (self->path) != 0 && errno != ENOENT)
    g_message ("Could not remove %s: %s", self->path, g_strerror (errno));
}

void
kl_autosave_release (KlAutosave *self,
                     gpointer    owner)
{
  g_return_if_fail (KL_IS_AUTOSAVE (self));

  if (self->offerer == owner)
    self->offerer = NULL;
  if (owner != NULL && self->writer == owner)
    {
      kl_autosave_discard (self);
      self->writer = NULL;
    }
}

gboolean
kl_autosave_has_writer (KlAutosave *self)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);
  return self->writer != NULL;
}

gboolean
kl_autosave_begin_offer (KlAutosave *self,
                         gpointer    owner)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);

  if (self->offerer != NULL || self->writer != NULL || !kl_autosave_exists (self))
    return FALSE;
  self->offerer = owner;
  return TRUE;
}

void
kl_autosave_end_offer (KlAutosave *self,
                       gpointer    owner)
{
  g_return_if_fail (KL_IS_AUTOSAVE (self));

  if (self->offerer == owner)
    self->offerer = NULL;
}

gboolean
kl_autosave_is_offering (KlAutosave *self)
{
  g_return_val_if_fail (KL_IS_AUTOSAVE (self), FALSE);
  return self->offerer != NULL;
}
