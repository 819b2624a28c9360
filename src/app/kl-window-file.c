/* kl-window-file.c - the window's side of the puzzle set and its file: the
 * file choosers, the unsaved-changes question before a set is replaced or
 * the window closed, recent files, drag and drop, judge-input import and
 * stepping through the set (image export and copying the solution are
 * kl-window-export.c's).  The set itself, its file and its saving live in
 * KlDocument. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document-io.h"
#include "kl-save-changes-dialog.h"
#include "kl-settings.h"
#include "kl-solution.h"
#include "kl-window-file.h"
#include "kl-window-private.h"

#define RECENT_MAX 10

/* ------------------------------------------------------------ helpers */


static char *
entry_display_title (const KlPuzzleEntry *entry,
                     guint                index)
{
  const char *title = kl_puzzle_entry_title (entry);

  if (title != NULL && *title)
    return g_strdup (title);
  /* Translators: the name of a puzzle without a title in the puzzle list */
  return g_strdup_printf (_("Puzzle %u"), index + 1);
}

static void
update_file_actions (KlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint n = kl_document_get_set (self->document)->entries->len;
  guint index = kl_document_get_index (self->document);

  gtk_widget_action_set_enabled (widget, "win.previous-puzzle", index > 0);
  gtk_widget_action_set_enabled (widget, "win.next-puzzle", index + 1 < n);
}

static void
on_set_changed_cb (KlWindow *self)
{
  const KlPuzzleSet *set = kl_document_get_set (self->document);
  guint n = set->entries->len;
  g_autoptr(GPtrArray) titles = g_ptr_array_new_full (n + 1, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (titles, entry_display_title (g_ptr_array_index (set->entries, i), i));
  g_ptr_array_add (titles, NULL);
  kl_puzzle_list_set_titles (kl_sidebar_get_puzzle_list (self->sidebar_content), (const char *const *) titles->pdata);
  /* one puzzle needs no list */
  gtk_widget_set_visible (GTK_WIDGET (kl_sidebar_get_puzzle_list (self->sidebar_content)), n > 1);
}

static void
on_index_changed_cb (KlWindow *self)
{
  kl_puzzle_list_select (kl_sidebar_get_puzzle_list (self->sidebar_content), kl_document_get_index (self->document));
  update_file_actions (self);
}

static void
remember_file (KlWindow *self,
               GFile    *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *folder = parent != NULL ? g_file_get_path (parent) : NULL;
  GtkRecentData data = {
    .display_name = NULL,
    .mime_type = (char *) KL_PUZZLE_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "knight-lab %u",
  };

  if (folder != NULL && self->settings != NULL)
    g_settings_set_string (self->settings, "last-directory", folder);
  if (data.app_name == NULL)
    data.app_name = (char *) "Knight Lab";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* ------------------------------------------------------ file choosers */

static void
add_puzzle_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) puzzles = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (puzzles, _("Knight Lab Puzzles"));
  gtk_file_filter_add_mime_type (puzzles, KL_PUZZLE_MIME_TYPE);
  gtk_file_filter_add_suffix (puzzles, "knight");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, puzzles);
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, puzzles);
}

GtkFileChooserNative *
kl_window_new_chooser (KlWindow             *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                                              accept, _("_Cancel"));
  GFile *file = kl_document_get_file (self->document);
  g_autofree char *folder = self->settings != NULL
                            ? g_settings_get_string (self->settings, "last-directory") : NULL;

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);

      if (parent != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), parent, NULL);
    }
  else if (folder != NULL && *folder && g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) dir = g_file_new_for_path (folder);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), dir, NULL);
    }
  return native;
}

/* The name with extension in place of the one it has (or added to it). */
char *
kl_window_with_extension (const char *name,
                const char *extension)
{
  const char *dot = strrchr (name, '.');
  gsize stem = dot != NULL && dot != name ? (gsize) (dot - name) : strlen (name);
  g_autofree char *base = g_strndup (name, stem);

  return g_strconcat (base, extension, NULL);
}

/* The chosen file, with the extension added when the name has none. */
static GFile *
chosen_file_with_extension (GtkFileChooser *chooser,
                            const char     *extension)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : NULL;

  if (file == NULL)
    return NULL;
  if (base != NULL && strchr (base, '.') == NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *named = g_strconcat (base, extension, NULL);

      if (parent != NULL)
        return g_file_get_child (parent, named);
    }
  return g_steal_pointer (&file);
}

/* ------------------------------------------------------------- saving */

/* Saving, as a task of the window: TRUE once the set is on disk, FALSE
 * when the user cancelled the file chooser or the save failed (the error
 * has been shown). */
static void
on_saved_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  KlWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;

  if (!kl_document_save_finish (KL_DOCUMENT (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        kl_window_show_error (self, _("Could not save the puzzle set"), error);
      g_task_return_boolean (task, FALSE);
      return;
    }
  {
    GFile *file = kl_document_get_file (self->document);
    g_autofree char *name = kl_file_display_name (file);
    /* Translators: a toast; %s is a file name */
    g_autofree char *title = g_strdup_printf (_("Saved “%s”"), name);

    remember_file (self, file);
    kl_window_toast (self, title, NULL, NULL, NULL);
  }
  g_task_return_boolean (task, TRUE);
}

static void
save_to (GTask *task,
         GFile *file)
{
  KlWindow *self = g_task_get_source_object (task);

  kl_document_save_async (self->document, file, NULL, on_saved_cb, task);
}

static void
on_save_as_response_cb (GtkNativeDialog *native,
                        int              response,
                        gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = chosen_file_with_extension (GTK_FILE_CHOOSER (native), KL_PUZZLE_FILE_EXTENSION);
  g_object_unref (native);
  if (file == NULL)
    g_task_return_boolean (task, FALSE);
  else
    save_to (g_steal_pointer (&task), file);
}

/* Saves to the document's file, or asks where first (ask, or untitled). */
static void
save_async (KlWindow            *self,
            gboolean             ask,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  GFile *file = kl_document_get_file (self->document);
  GtkFileChooserNative *native;
  g_autofree char *name = NULL;

  if (file != NULL && !ask)
    {
      save_to (task, file);
      return;
    }
  native = kl_window_new_chooser (self, _("Save Puzzle Set"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  name = kl_document_dup_save_name (self->document);
  add_puzzle_filters (GTK_FILE_CHOOSER (native));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect (native, "response", G_CALLBACK (on_save_as_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ------------------------------------------- the unsaved-changes question */

/* The question's task holds its window weakly: a window is disposed (and
 * its dialogs destroyed with it) only once its last reference goes, so a
 * strong one would keep an unanswered question and its window alive for
 * ever. */
static GWeakRef *
weak_ref_new (gpointer object)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
on_confirm_saved_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;

  g_task_return_boolean (task, g_task_propagate_boolean (G_TASK (result), NULL));
}

static void
on_confirm_answered_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(KlWindow) self = g_weak_ref_get (g_task_get_task_data (task));
  KlSaveChangesChoice choice = kl_save_changes_dialog_run_finish (result);

  if (self != NULL && choice == KL_SAVE_CHANGES_SAVE)
    save_async (self, FALSE, on_confirm_saved_cb, g_steal_pointer (&task));
  else
    g_task_return_boolean (task, self != NULL && choice == KL_SAVE_CHANGES_DISCARD);
}

/* The set may go when it has no unsaved changes, or the user saved or
 * discarded them; confirm_finish says so. */
static void
confirm_async (KlWindow            *self,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  GTask *task = g_task_new (NULL, NULL, callback, user_data);

  g_task_set_task_data (task, weak_ref_new (self), (GDestroyNotify) weak_ref_free);
  if (!kl_document_get_modified (self->document))
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  kl_save_changes_dialog_run_async (GTK_WINDOW (self), self->document, on_confirm_answered_cb, task);
}

/* The window (a new reference) when the set may go; NULL when the user
 * cancelled or the window is gone. */
static KlWindow *
confirm_finish (GAsyncResult *result)
{
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return NULL;
  return g_weak_ref_get (g_task_get_task_data (G_TASK (result)));
}

/* ---------------------------------------------------- opening, importing */

static void open_now (KlWindow       *self,
                      GFile          *file,
                      KlDocumentOpen  how);

static void
on_import_offer_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    gpointer          user_data)
{
  KlWindow *self = user_data;

  if (g_strcmp0 (response, "import") == 0)
    open_now (self, g_object_get_data (G_OBJECT (dialog), "file"), KL_DOCUMENT_OPEN_JUDGE_INPUT);
  /* a button closes the dialog itself, adw_message_dialog_response () does not */
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A judge input opened as a puzzle file: offer to import it instead. */
static void
offer_import (KlWindow     *self,
              GFile        *file,
              const GError *error)
{
  GtkWidget *dialog = kl_window_new_question (self, _("Import the judge input?"), error->message,
                                              "cancel", _("_Cancel"), "import", _("_Import"));

  g_object_set_data_full (G_OBJECT (dialog), "file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_import_offer_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  KlWindow       *window;
  GFile          *file;
  KlDocumentOpen  how;
  KlWindow       *origin;   /* a drop's window, when window is a new one made for the file */
} OpenJob;

static void
open_job_free (OpenJob *job)
{
  g_clear_object (&job->window);
  g_clear_object (&job->file);
  g_clear_object (&job->origin);
  g_free (job);
}

static void
on_opened_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  OpenJob *job = user_data;
  g_autoptr(GError) error = NULL;

  if (kl_document_open_finish (KL_DOCUMENT (source), result, &error))
    {
      /* an import is a new set of no file yet */
      if (job->how == KL_DOCUMENT_OPEN_PUZZLES)
        remember_file (job->window, job->file);
      if (job->origin != NULL)
        gtk_window_present (GTK_WINDOW (job->window));
    }
  else if (g_error_matches (error, KL_DOCUMENT_ERROR, KL_DOCUMENT_ERROR_JUDGE_INPUT))
    {
      if (job->origin != NULL)
        gtk_window_present (GTK_WINDOW (job->window));
      offer_import (job->window, job->file, error);
    }
  else if (job->origin != NULL)
    {
      /* a window made for a file that does not open is no window at all:
       * the error shows over the window the file was dropped on */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
          !gtk_widget_in_destruction (GTK_WIDGET (job->origin)))
        kl_window_show_error (job->origin, _("Could not open the file"), error);
      gtk_window_destroy (GTK_WINDOW (job->window));
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    kl_window_show_error (job->window,
                          job->how == KL_DOCUMENT_OPEN_PUZZLES
                          ? _("Could not open the file") : _("Could not import the judge input"),
                          error);
  open_job_free (job);
}

/* Opens file into the window's document; origin (NULL: none) is the window
 * a drop came to when self is a new window made for the file, shown only
 * once the file opens. */
static void
open_into (KlWindow       *self,
           GFile          *file,
           KlDocumentOpen  how,
           KlWindow       *origin)
{
  OpenJob *job = g_new0 (OpenJob, 1);

  job->window = g_object_ref (self);
  job->file = g_object_ref (file);
  job->how = how;
  job->origin = origin != NULL ? g_object_ref (origin) : NULL;
  kl_document_open_async (self->document, file, how, NULL, on_opened_cb, job);
}

static void
open_now (KlWindow       *self,
          GFile          *file,
          KlDocumentOpen  how)
{
  open_into (self, file, how, NULL);
}

static void
on_open_confirmed_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  g_autoptr(KlWindow) self = confirm_finish (result);

  if (self != NULL)
    open_now (self, file, KL_DOCUMENT_OPEN_PUZZLES);
}

/* The chooser of Open and of Import Judge Input: which it is rides on it. */
static void
on_open_response_cb (GtkNativeDialog *native,
                     int              response,
                     gpointer         user_data)
{
  g_autoptr(KlWindow) self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        open_now (self, file, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (native), "how")));
    }
  g_object_unref (native);
}

static void
show_open_chooser (KlWindow             *self,
                   GtkFileChooserNative *native,
                   KlDocumentOpen        how)
{
  g_object_set_data (G_OBJECT (native), "how", GINT_TO_POINTER (how));
  g_signal_connect (native, "response", G_CALLBACK (on_open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_open_chooser_confirmed_cb (GObject      *source,
                              GAsyncResult *result,
                              gpointer      user_data)
{
  g_autoptr(KlWindow) self = confirm_finish (result);
  GtkFileChooserNative *native;

  if (self == NULL)
    return;
  native = kl_window_new_chooser (self, _("Open Puzzle Set"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  add_puzzle_filters (GTK_FILE_CHOOSER (native));
  show_open_chooser (self, native, KL_DOCUMENT_OPEN_PUZZLES);
}

static void
on_import_confirmed_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(KlWindow) self = confirm_finish (result);
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) inputs = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  if (self == NULL)
    return;
  native = kl_window_new_chooser (self, _("Import Judge Input"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"));
  gtk_file_filter_set_name (inputs, _("Judge Inputs"));
  gtk_file_filter_add_suffix (inputs, "in");
  gtk_file_filter_add_suffix (inputs, "txt");
  gtk_file_filter_add_mime_type (inputs, "text/plain");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), inputs);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  show_open_chooser (self, native, KL_DOCUMENT_OPEN_JUDGE_INPUT);
}

/* ------------------------------------------------------------ actions */

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  kl_window_open_interactive (KL_WINDOW (widget), file);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  save_async (KL_WINDOW (widget), g_str_equal (action_name, "win.save-as"), NULL, NULL);
}

static void
on_new_set_confirmed_cb (GObject      *source,
                         GAsyncResult *result,
                         gpointer      user_data)
{
  g_autoptr(KlWindow) self = confirm_finish (result);
  const KlPuzzle *old;

  if (self == NULL)
    return;
  old = kl_history_get_puzzle (kl_document_get_history (self->document));
  kl_document_new_set (self->document, old->width, old->height);
}

/* win.open, win.new-set and win.import replace the set: each asks about
 * unsaved changes first. */
static void
replace_set_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GAsyncReadyCallback then = on_new_set_confirmed_cb;

  if (g_str_equal (action_name, "win.open"))
    then = on_open_chooser_confirmed_cb;
  else if (g_str_equal (action_name, "win.import"))
    then = on_import_confirmed_cb;
  confirm_async (KL_WINDOW (widget), then, NULL);
}

static void
select_puzzle_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  guint index = g_variant_get_uint32 (param);

  if (index < kl_document_get_set (self->document)->entries->len)
    kl_document_select (self->document, index);
}

static void
step_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  guint index = kl_document_get_index (self->document);
  guint n = kl_document_get_set (self->document)->entries->len;

  if (g_str_equal (action_name, "win.next-puzzle") && index + 1 < n)
    kl_document_select (self->document, index + 1);
  else if (g_str_equal (action_name, "win.previous-puzzle") && index > 0)
    kl_document_select (self->document, index - 1);
}

/* ------------------------------------------------------------ signals */

static void
on_close_confirmed_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(KlWindow) self = confirm_finish (result);

  if (self == NULL)
    return;
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
on_close_request_cb (KlWindow *self)
{
  if (!kl_document_get_modified (self->document) || self->close_confirmed)
    return FALSE;
  confirm_async (self, on_close_confirmed_cb, NULL);
  return TRUE;
}

/* The files dropped, once the set may go: the first in place of it, each
 * other in a window of its own, as the application opens several files. */
static void
on_drop_confirmed_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GPtrArray) files = user_data;
  g_autoptr(KlWindow) self = confirm_finish (result);

  if (self == NULL)
    return;
  for (guint i = 1; i < files->len; i++)
    {
      KlWindow *window = kl_window_new (gtk_window_get_application (GTK_WINDOW (self)));

      /* a new window has nothing to lose: no question; it shows once its
       * file opened */
      open_into (window, g_ptr_array_index (files, i), KL_DOCUMENT_OPEN_PUZZLES, self);
    }
  open_now (self, g_ptr_array_index (files, 0), KL_DOCUMENT_OPEN_PUZZLES);
}

static gboolean
on_drop_cb (GtkDropTarget *target,
            const GValue  *value,
            double         x,
            double         y,
            KlWindow      *self)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST) && g_value_get_boxed (value) != NULL)
    {
      GSList *list = gdk_file_list_get_files (g_value_get_boxed (value));

      for (GSList *l = list; l != NULL; l = l->next)
        g_ptr_array_add (files, g_object_ref (l->data));
      g_slist_free (list);
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE) && g_value_get_object (value) != NULL)
    g_ptr_array_add (files, g_object_ref (g_value_get_object (value)));
  if (files->len == 0)
    return FALSE;
  /* one question for the whole drop: Cancel opens none of the files */
  confirm_async (self, on_drop_confirmed_cb, g_steal_pointer (&files));
  return TRUE;
}

/* Newest first. */
static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  return g_date_time_compare (gtk_recent_info_get_modified ((GtkRecentInfo *) b),
                              gtk_recent_info_get_modified ((GtkRecentInfo *) a));
}

static void
on_recent_changed_cb (KlWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint n = 0;

  g_menu_remove_all (self->recent_menu);
  items = g_list_sort (items, compare_recent);
  for (GList *l = items; l != NULL && n < RECENT_MAX; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      g_autoptr(GMenuItem) item = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), KL_PUZZLE_MIME_TYPE) != 0 ||
          !gtk_recent_info_exists (info))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  if (n == 0)
    g_menu_append (self->recent_menu, _("No Recent Files"), "win.no-recent-files");
}

/* --------------------------------------------------------- life cycle */

void
kl_window_file_class_init (GtkWidgetClass *widget_class)
{
  kl_window_export_class_init (widget_class);
  kl_window_clipboard_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, replace_set_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.new-set", NULL, replace_set_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, replace_set_action);
  gtk_widget_class_install_action (widget_class, "win.select-puzzle", "u", select_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL, step_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, step_puzzle_action);
}

void
kl_window_file_init (KlWindow *self)
{
  GtkDropTarget *drop;
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  g_signal_connect_object (self->document, "set-changed", G_CALLBACK (on_set_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::index", G_CALLBACK (on_index_changed_cb), self,
                           G_CONNECT_SWAPPED);
  on_set_changed_cb (self);
  on_index_changed_cb (self);
  kl_window_clipboard_init (self);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request_cb), NULL);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, types, G_N_ELEMENTS (types));
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
  /* the theme highlights no window under a drag: style.css does */
  gtk_widget_add_css_class (GTK_WIDGET (self), "kl-drop-target");

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (on_recent_changed_cb), self, G_CONNECT_SWAPPED);
  on_recent_changed_cb (self);
}

/* --------------------------------------------------------- public API */

void
kl_window_open_interactive (KlWindow *self,
                            GFile    *file)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  confirm_async (self, on_open_confirmed_cb, g_object_ref (file));
}

void
kl_window_confirm_async (KlWindow            *self,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  confirm_async (self, callback, user_data);
}

KlWindow *
kl_window_confirm_finish (GAsyncResult *result)
{
  return confirm_finish (result);
}

KlPuzzleList *
kl_window_get_puzzle_list (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_sidebar_get_puzzle_list (self->sidebar_content);
}
