/* kl-document.c - the puzzle set being edited and its file.
 *
 * The document edits one entry of a KlPuzzleSet at a time through its
 * KlHistory: every edit of the board is written back into that entry at
 * once, and the set is "modified" when it differs from the copy last opened
 * or saved (modes aside), so undoing back to the saved state clears the mark
 * again.  Reading, parsing and writing files run on worker threads (GTask);
 * the document changes only on the main thread, once the work succeeded. */

#define G_LOG_DOMAIN "kl-document"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document.h"
#include "kl-document-io.h"
#include "kl-puzzle-edit.h"
#include "kl-puzzle-import.h"

struct _KlDocument
{
  GObject      parent_instance;

  /* owned */
  KlHistory   *history;
  KlPuzzleSet *set;            /* as edited; the current entry's board kept current */
  KlPuzzleSet *saved_set;      /* as last opened or saved; NULL: never saved */
  GFile       *file;           /* NULL while untitled */
  char        *import_name;    /* Save As's name for an imported set or a lesson */
  char        *lesson;         /* the shipped lesson the set is, or NULL */
  GCancellable *io_cancellable; /* of the reads and writes not given one */

  guint        index;          /* the entry on the board */
  gboolean     modified;
  gboolean     selecting;      /* putting an entry on the board: not an edit */
};

G_DEFINE_FINAL_TYPE (KlDocument, kl_document, G_TYPE_OBJECT)

G_DEFINE_QUARK (kl-document-error-quark, kl_document_error)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_FILE,
  PROP_INDEX,
  PROP_TITLE,
  N_PROPS
};

enum {
  OPTIONS_CHANGED,
  SET_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ helpers */


/* The whole set, its translations and notes too: what is saved is a copy
 * (a lesson's notes must survive Save As). */
static KlPuzzleSet *
copy_set (const KlPuzzleSet *set)
{
  /* the whole set: a lesson's title, note and translations too */
  return kl_puzzle_set_copy (set);
}

static KlPuzzleEntry *
current_entry (KlDocument *self)
{
  return g_ptr_array_index (self->set->entries, self->index);
}

/* Equal but for the modes: looking at a puzzle another way is no edit.
 * The puzzle on the board (index) looked at in a mode that does not offer
 * its algorithm keeps that algorithm in the history (algorithm): the mode
 * it is compared in gets it back. */
static gboolean
same_content (const KlPuzzleSet *a,
              const KlPuzzleSet *b,
              guint              index,
              KlAlgorithm        algorithm)
{
  KlPuzzleSet a_head = *a, b_head = *b;
  g_autoptr (GPtrArray) none = g_ptr_array_new ();

  /* the set's own words (title, note, translations) by the set's rule */
  a_head.entries = b_head.entries = none;
  if (!kl_puzzle_set_equal (&a_head, &b_head) || a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    {
      KlPuzzleEntry entry = *(const KlPuzzleEntry *) g_ptr_array_index (a->entries, i);
      const KlPuzzleEntry *other = g_ptr_array_index (b->entries, i);

      entry.mode = other->mode;
      if (i == index && kl_algorithm_valid_for (algorithm, other->mode))
        entry.algorithm = algorithm;
      if (!kl_puzzle_entry_equal (&entry, other))
        return FALSE;
    }
  return TRUE;
}

static void
update_modified (KlDocument *self)
{
  gboolean modified = self->saved_set == NULL ||
                      !same_content (self->set, self->saved_set, self->index,
                                     kl_history_get_algorithm (self->history));

  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* The algorithm the history holds, as the puzzle's mode takes it: one a
 * view of the puzzle in another mode does not offer is that mode's
 * default (and comes back with the mode that offers it). */
static KlAlgorithm
shown_algorithm (KlDocument *self)
{
  KlAlgorithm algorithm = kl_history_get_algorithm (self->history);

  return kl_algorithm_valid_for (algorithm, current_entry (self)->mode) ? algorithm
                                                                         : KL_ALGORITHM_DEFAULT;
}

/* The entry's algorithm follows the history's; TRUE if it changed. */
static gboolean
sync_algorithm (KlDocument *self)
{
  KlPuzzleEntry *entry = current_entry (self);
  KlAlgorithm algorithm = shown_algorithm (self);

  if (entry->algorithm == algorithm)
    return FALSE;
  entry->algorithm = algorithm;
  return TRUE;
}

static void
on_history_changed_cb (KlDocument *self)
{
  KlPuzzleEntry *entry;
  gboolean options;

  if (self->selecting || self->set == NULL)
    return;
  entry = current_entry (self);
  kl_puzzle_free (entry->board);
  entry->board = kl_puzzle_copy (kl_history_get_puzzle (self->history));
  /* an algorithm chosen, undone or redone is an option of the puzzle */
  options = sync_algorithm (self);
  update_modified (self);
  if (options)
    g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

/* Makes set the document's (taking it), from file (NULL: untitled), or as
 * the shipped lesson lesson (NULL: none); a set never saved has no saved
 * copy and counts as modified.  The lesson is in place before
 * "set-changed", so its handlers see which one the set is. */
static void
take_set_full (KlDocument  *self,
               KlPuzzleSet *set,
               GFile       *file,
               gboolean     saved,
               const char  *lesson)
{
  g_clear_pointer (&self->set, kl_puzzle_set_free);
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
  self->set = set;
  if (saved)
    self->saved_set = copy_set (set);
  g_set_object (&self->file, file);
  g_clear_pointer (&self->import_name, g_free);
  g_free (self->lesson);
  self->lesson = g_strdup (lesson);
  /* Save offers the lesson's name */
  self->import_name = g_strdup (lesson);
  self->index = G_MAXUINT;
  g_signal_emit (self, signals[SET_CHANGED], 0);
  kl_document_select (self, 0);
  update_modified (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
take_set (KlDocument  *self,
          KlPuzzleSet *set,
          GFile       *file,
          gboolean     saved)
{
  take_set_full (self, set, file, saved, NULL);
}

/* "obstacles.in" -> "obstacles.knight": the name Save As offers an import. */
static char *
import_save_name (GFile *file)
{
  g_autofree char *name = kl_file_display_name (file);
  char *dot = strrchr (name, '.');

  if (dot != NULL && dot != name)
    *dot = '\0';
  return g_strconcat (name, KL_PUZZLE_FILE_EXTENSION, NULL);
}

/* --------------------------------------- applying the work's results */

static void
take_opened (KlDocument *self,
             KlFileJob    *job)
{
  if (job->import)
    {
      take_set (self, g_steal_pointer (&job->set), NULL, FALSE);
      self->import_name = import_save_name (job->file);
    }
  else
    take_set (self, g_steal_pointer (&job->set), job->file, TRUE);
}

/* The set written to file is the saved copy now (the set may have been
 * edited while it was written: then it stays modified). */
static void
take_saved (KlDocument *self,
            KlFileJob    *job)
{
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
  self->saved_set = g_steal_pointer (&job->set);
  g_clear_pointer (&self->import_name, g_free);
  if (self->file == NULL || !g_file_equal (self->file, job->file))
    {
      g_set_object (&self->file, job->file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  update_modified (self);
}

static KlFileJob *
save_job (KlDocument  *self,
          GFile       *file,
          GError     **error)
{
  g_autofree char *name = kl_file_display_name (file);
  KlFileJob *job;

  if (!kl_document_validate_set (self->set, name, error))
    return NULL;
  job = g_new0 (KlFileJob, 1);
  job->file = g_object_ref (file);
  job->set = copy_set (self->set);
  return job;
}

/* -------------------------------------------------------- life cycle */

static void
kl_document_dispose (GObject *object)
{
  KlDocument *self = (KlDocument *) object;

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_func (self->history, on_history_changed_cb, self);
  g_clear_object (&self->history);
  g_clear_object (&self->file);
  g_clear_object (&self->io_cancellable);

  G_OBJECT_CLASS (kl_document_parent_class)->dispose (object);
}

static void
kl_document_finalize (GObject *object)
{
  KlDocument *self = (KlDocument *) object;

  g_clear_pointer (&self->set, kl_puzzle_set_free);
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
  g_free (self->import_name);
  g_free (self->lesson);

  G_OBJECT_CLASS (kl_document_parent_class)->finalize (object);
}

static void
kl_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  KlDocument *self = KL_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_TITLE:
      g_value_take_string (value, kl_document_dup_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_document_class_init (KlDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kl_document_dispose;
  object_class->finalize = kl_document_finalize;
  object_class->get_property = kl_document_get_property;

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The mode, leaper or closed flag of the puzzle on the board changed
   * (an edit, another puzzle selected, or a new set). */
  signals[OPTIONS_CHANGED] =
    g_signal_new ("options-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A whole new set (opened, imported, new): its list of puzzles changed. */
  signals[SET_CHANGED] =
    g_signal_new ("set-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kl_document_init (KlDocument *self)
{
  self->history = kl_history_new ();
  self->io_cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->history, "changed", G_CALLBACK (on_history_changed_cb), self);
}

/* --------------------------------------------------------- public API */

KlDocument *
kl_document_new (KlMode mode)
{
  KlDocument *self = g_object_new (KL_TYPE_DOCUMENT, NULL);
  KlPuzzleSet *set = kl_puzzle_set_new ();
  KlPuzzleEntry *entry = kl_puzzle_entry_new (mode, kl_puzzle_new_sample ());

  /* Translators: the title of the sample puzzle the app starts with */
  entry->title = g_strdup (_("Around the wall"));
  kl_puzzle_set_add (set, entry);
  take_set (self, set, NULL, TRUE);
  return self;
}

KlHistory *
kl_document_get_history (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return self->history;
}

const KlPuzzleSet *
kl_document_get_set (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return self->set;
}

guint
kl_document_get_index (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), 0);
  return self->index;
}

void
kl_document_select (KlDocument *self,
                    guint       index)
{
  const KlPuzzleEntry *entry;

  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (index < self->set->entries->len);

  if (index == self->index)
    return;
  entry = g_ptr_array_index (self->set->entries, index);
  self->index = index;
  self->selecting = TRUE;
  kl_history_reset (self->history, kl_puzzle_copy (entry->board), entry->algorithm);
  self->selecting = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

KlMode
kl_document_get_mode (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), KL_MODE_PATH);
  return current_entry (self)->mode;
}

void
kl_document_set_mode (KlDocument *self,
                      KlMode      mode)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (mode < KL_N_MODES);

  if (current_entry (self)->mode == mode)
    return;
  current_entry (self)->mode = mode;
  if (sync_algorithm (self))
    update_modified (self);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

KlAlgorithm
kl_document_get_algorithm (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), KL_ALGORITHM_DEFAULT);
  return current_entry (self)->algorithm;
}

void
kl_document_set_algorithm (KlDocument  *self,
                           KlAlgorithm  algorithm)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));

  /* one the mode does not offer changes nothing */
  if (!kl_algorithm_valid_for (algorithm, current_entry (self)->mode))
    return;
  /* the default is written as no key: choosing it by name is the same */
  if (algorithm == kl_algorithm_default (current_entry (self)->mode))
    algorithm = KL_ALGORITHM_DEFAULT;
  if (algorithm == current_entry (self)->algorithm)
    return;
  /* an undoable edit: the history says it changed, and the entry follows */
  kl_history_set_algorithm (self->history, algorithm);
}

kn_leaper
kl_document_get_leaper (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), KN_KNIGHT);
  return current_entry (self)->leaper;
}

void
kl_document_set_leaper (KlDocument *self,
                        kn_leaper   leaper)
{
  KlPuzzleEntry *entry;

  g_return_if_fail (KL_IS_DOCUMENT (self));

  entry = current_entry (self);
  if (entry->leaper.m == leaper.m && entry->leaper.n == leaper.n)
    return;
  entry->leaper = leaper;
  update_modified (self);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

gboolean
kl_document_get_closed (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  return current_entry (self)->closed;
}

void
kl_document_set_closed (KlDocument *self,
                        gboolean    closed)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));

  closed = !!closed;
  if (current_entry (self)->closed == closed)
    return;
  current_entry (self)->closed = closed;
  update_modified (self);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

const KlPuzzleEntry *
kl_document_get_entry (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return current_entry (self);
}

void
kl_document_set_note (KlDocument *self,
                      const char *note)
{
  KlPuzzleEntry *entry;

  g_return_if_fail (KL_IS_DOCUMENT (self));

  entry = current_entry (self);
  if (note != NULL && *note == '\0')
    note = NULL;
  if (g_strcmp0 (entry->note, note) == 0)
    return;
  g_free (entry->note);
  entry->note = g_strdup (note);
  update_modified (self);
}

gboolean
kl_document_get_practice (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  return current_entry (self)->practice;
}

void
kl_document_set_practice (KlDocument *self,
                          gboolean    practice)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));

  practice = !!practice;
  if (current_entry (self)->practice == practice)
    return;
  current_entry (self)->practice = practice;
  update_modified (self);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

KlPuzzleEntry *
kl_document_dup_entry (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return kl_puzzle_entry_copy (current_entry (self));
}

void
kl_document_restore_entry (KlDocument          *self,
                           const KlPuzzleEntry *entry)
{
  KlPuzzleEntry *current;

  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (entry != NULL);

  current = current_entry (self);
  current->mode = entry->mode;
  current->leaper = entry->leaper;
  current->closed = entry->closed;
  current->practice = entry->practice;
  /* one undoable step, like any edit of the whole board */
  kl_history_begin_edit (self->history);
  kl_history_set_algorithm (self->history, entry->algorithm);
  kl_history_replace (self->history, kl_puzzle_copy (entry->board));
  kl_history_end_edit (self->history);
  sync_algorithm (self);
  update_modified (self);
  g_signal_emit (self, signals[OPTIONS_CHANGED], 0);
}

GFile *
kl_document_get_file (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
kl_document_get_modified (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

gboolean
kl_document_is_blank (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  return self->file == NULL && !self->modified;
}

char *
kl_document_dup_title (KlDocument *self)
{
  const char *title;

  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);

  if (self->file != NULL)
    return kl_file_display_name (self->file);
  /* in the user's language: a lesson is untitled, and goes by its title */
  title = kl_puzzle_set_get_title (self->set);
  if (title != NULL && *title)
    return g_strdup (title);
  /* an untitled set of one titled puzzle (the sample) goes by its title */
  if (self->set->entries->len == 1 &&
      (title = kl_puzzle_entry_title (g_ptr_array_index (self->set->entries, 0))) != NULL &&
      *title)
    return g_strdup (title);
  return g_strdup (_("Untitled"));
}

const char *
kl_document_get_subtitle (KlDocument *self)
{
  const char *title;

  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);

  title = kl_puzzle_set_get_title (self->set);
  if (self->file != NULL && title != NULL && *title)
    return title;
  return NULL;
}

char *
kl_document_dup_save_name (KlDocument *self)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  if (self->import_name != NULL)
    return g_strdup (self->import_name);
  title = kl_document_dup_title (self);
  /* a title is no file name: no folders in it */
  g_strdelimit (title, "/\\", '-');
  return g_strconcat (title, KL_PUZZLE_FILE_EXTENSION, NULL);
}

void
kl_document_new_set (KlDocument *self,
                     int         width,
                     int         height)
{
  KlPuzzle *puzzle;
  KlPuzzleSet *set;

  g_return_if_fail (KL_IS_DOCUMENT (self));

  puzzle = kl_puzzle_new_empty (width, height);
  set = kl_puzzle_set_new ();
  kl_puzzle_set_add (set, kl_puzzle_entry_new (kl_document_get_mode (self), puzzle));
  take_set (self, set, NULL, TRUE);
}

void
kl_document_insert_puzzles (KlDocument        *self,
                            const KlPuzzleSet *set)
{
  guint at;

  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (set != NULL && set->entries->len > 0);

  /* the puzzle on the board is kept current in its entry at every edit,
   * so the set can grow around it */
  at = self->index + 1;
  for (guint i = 0; i < set->entries->len; i++)
    g_ptr_array_insert (self->set->entries, (int) (at + i),
                        kl_puzzle_entry_copy (g_ptr_array_index (set->entries, i)));
  g_signal_emit (self, signals[SET_CHANGED], 0);
  kl_document_select (self, at);
  update_modified (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

gboolean
kl_document_remove_puzzles (KlDocument *self,
                            guint       first,
                            guint       n,
                            guint       select)
{
  guint len;

  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);

  len = self->set->entries->len;
  /* a set keeps at least one puzzle */
  if (n == 0 || first >= len || n > len - first || n == len)
    return FALSE;
  g_ptr_array_remove_range (self->set->entries, first, n);
  if (select >= len - n)
    select = len - n - 1;
  /* the entry on the board may be gone: select afresh */
  self->index = G_MAXUINT;
  g_signal_emit (self, signals[SET_CHANGED], 0);
  kl_document_select (self, select);
  update_modified (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  return TRUE;
}

void
kl_document_open_lesson (KlDocument  *self,
                         KlPuzzleSet *set,
                         const char  *lesson)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (set != NULL && set->entries->len > 0);
  g_return_if_fail (lesson != NULL);

  /* untitled, so Save never writes over the app's resources; counted as
   * saved, as the app keeps the lesson: closing it loses nothing */
  take_set_full (self, set, NULL, TRUE, lesson);
}

const char *
kl_document_get_lesson (KlDocument *self)
{
  g_return_val_if_fail (KL_IS_DOCUMENT (self), NULL);
  return self->lesson;
}

/* ---------------------------------------------------------- the files */

void
kl_document_cancel_io (KlDocument *self)
{
  g_return_if_fail (KL_IS_DOCUMENT (self));
  /* the tasks running hold the old one; the next get a fresh one */
  g_cancellable_cancel (self->io_cancellable);
  g_object_unref (self->io_cancellable);
  self->io_cancellable = g_cancellable_new ();
}

void
kl_document_open_async (KlDocument          *self,
                        GFile               *file,
                        KlDocumentOpen       how,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  KlFileJob *job;

  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable != NULL ? cancellable : self->io_cancellable, callback,
                     user_data);
  job = g_new0 (KlFileJob, 1);
  job->file = g_object_ref (file);
  job->import = how == KL_DOCUMENT_OPEN_JUDGE_INPUT;
  g_task_set_source_tag (task, kl_document_open_async);
  g_task_set_task_data (task, job, (GDestroyNotify) kl_file_job_free);
  g_task_run_in_thread (task, kl_document_read_thread);
}

gboolean
kl_document_open_finish (KlDocument    *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  take_opened (self, g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

void
kl_document_save_async (KlDocument          *self,
                        GFile               *file,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  KlFileJob *job;

  g_return_if_fail (KL_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable != NULL ? cancellable : self->io_cancellable, callback,
                     user_data);
  g_task_set_source_tag (task, kl_document_save_async);
  job = save_job (self, file, &error);
  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, job, (GDestroyNotify) kl_file_job_free);
  g_task_run_in_thread (task, kl_document_write_thread);
}

gboolean
kl_document_save_finish (KlDocument    *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  take_saved (self, g_task_get_task_data (G_TASK (result)));
  return TRUE;
}

gboolean
kl_document_open (KlDocument      *self,
                  GFile           *file,
                  KlDocumentOpen   how,
                  GError         **error)
{
  KlFileJob job = { .file = file, .import = how == KL_DOCUMENT_OPEN_JUDGE_INPUT };

  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  job.set = kl_document_read_set (file, job.import, NULL, error);
  if (job.set == NULL)
    return FALSE;
  take_opened (self, &job);
  return TRUE;
}

gboolean
kl_document_save (KlDocument  *self,
                  GFile       *file,
                  GError     **error)
{
  KlFileJob *job;
  gboolean ok;

  g_return_val_if_fail (KL_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  job = save_job (self, file, error);
  if (job == NULL)
    return FALSE;
  ok = kl_document_write_set (job->set, job->file, NULL, error);
  if (ok)
    take_saved (self, job);
  kl_file_job_free (job);
  return ok;
}
