/* kl-window-file.c - the window's puzzle set and its file: open, save, save
 * as, recent files, drag and drop, judge-input import, image export, copy
 * solution, stepping through the set, and asking before unsaved changes are
 * lost.
 *
 * The window edits one entry of a KlPuzzleSet at a time: every edit (board,
 * mode, leaper, closed) is written back into that entry at once, and the set
 * is "modified" when it differs from the copy last opened or saved, so
 * undoing back to the saved state clears the mark again. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-export.h"
#include "kl-puzzle-import.h"
#include "kl-settings.h"
#include "kl-solution-text.h"
#include "kl-window-file.h"
#include "kl-window-private.h"

#define RECENT_MAX 10

typedef void (*ThenFunc) (KlWindow *self,
                          gpointer  data);

/* What to do once unsaved changes are saved or discarded.  The window is
 * held weakly: a question must not keep its window alive (a window is
 * disposed, and its dialogs with it, only once its last reference goes). */
typedef struct
{
  KlWindow       *window;  /* weak: NULL once the window is gone */
  ThenFunc        func;
  gpointer        data;
  GDestroyNotify  destroy;
} Then;

static Then *
then_new (KlWindow       *self,
          ThenFunc        func,
          gpointer        data,
          GDestroyNotify  destroy)
{
  Then *then = g_new0 (Then, 1);

  then->window = self;
  if (self != NULL)
    g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &then->window);
  then->func = func;
  then->data = data;
  then->destroy = destroy;
  return then;
}

/* Runs the continuation (when run is TRUE) and frees it. */
static void
then_finish (Then     *then,
             gboolean  run)
{
  if (run && then->func != NULL && then->window != NULL)
    then->func (then->window, then->data);
  if (then->destroy != NULL)
    then->destroy (then->data);
  if (then->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (then->window), (gpointer *) &then->window);
  g_free (then);
}

/* Moves the continuation out of then (left empty) into a new one. */
static Then *
then_steal (Then *then)
{
  Then *copy = then_new (then->window, then->func, then->data, then->destroy);

  then->func = NULL;
  then->data = NULL;
  then->destroy = NULL;
  return copy;
}

/* A question that goes away unanswered (its window destroyed) runs nothing. */
static void
then_cancel_notify (gpointer  data,
                    GClosure *closure)
{
  then_finish (data, FALSE);
}

/* ------------------------------------------------------------ helpers */

static char *
file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base != NULL ? base : "");
}

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
show_error (KlWindow   *self,
            const char *primary,
            GError     *error)
{
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static KlPuzzleSet *
copy_set (const KlPuzzleSet *set)
{
  KlPuzzleSet *copy = kl_puzzle_set_new ();

  copy->title = g_strdup (set->title);
  for (guint i = 0; i < set->entries->len; i++)
    kl_puzzle_set_add (copy, kl_puzzle_entry_copy (g_ptr_array_index (set->entries, i)));
  return copy;
}

/* The entry on the board. */
static KlPuzzleEntry *
current_entry (KlWindow *self)
{
  return g_ptr_array_index (self->set->entries, self->current_puzzle);
}

/* Writes the window's state (board, mode, leaper, closed) into its entry. */
static void
store_current (KlWindow *self)
{
  KlPuzzleEntry *entry = current_entry (self);

  kl_puzzle_free (entry->board);
  entry->board = kl_puzzle_copy (kl_history_get_puzzle (self->history));
  entry->mode = kl_mode_parse (self->mode);
  entry->leaper = kl_window_get_leaper (self);
  entry->closed = self->closed_tour;
}

static void
update_title (KlWindow *self)
{
  g_autofree char *name = self->file != NULL ? file_display_name (self->file)
                                              : g_strdup (_("Untitled"));
  g_autofree char *title = NULL;

  if (self->modified)
    /* Translators: the window title with unsaved changes; %s is the file name */
    title = g_strdup_printf (_("• %s — Knight Lab"), name);
  else
    /* Translators: the window title; %s is the file name */
    title = g_strdup_printf (_("%s — Knight Lab"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_file_actions (KlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint n = self->set->entries->len;

  gtk_widget_action_set_enabled (widget, "win.previous-puzzle", self->current_puzzle > 0);
  gtk_widget_action_set_enabled (widget, "win.next-puzzle", self->current_puzzle + 1 < n);
}

static void
update_modified (KlWindow *self)
{
  gboolean modified = self->saved_set == NULL || !kl_puzzle_set_equal (self->set, self->saved_set);

  if (modified == self->modified)
    return;
  self->modified = modified;
  update_title (self);
}

static void
refresh_list (KlWindow *self)
{
  guint n = self->set->entries->len;
  g_autoptr(GPtrArray) titles = g_ptr_array_new_full (n + 1, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (titles, entry_display_title (g_ptr_array_index (self->set->entries, i), i));
  g_ptr_array_add (titles, NULL);
  kl_puzzle_list_set_titles (self->puzzle_list, (const char *const *) titles->pdata);
  kl_puzzle_list_select (self->puzzle_list, self->current_puzzle);
  /* one puzzle needs no list */
  gtk_widget_set_visible (GTK_WIDGET (self->puzzle_list), n > 1);
}

/* Puts entry index on the board: its mode, leaper, closed flag and board,
 * with a fresh undo history. */
static void
apply_entry (KlWindow *self,
             guint     index)
{
  const KlPuzzleEntry *entry;

  g_return_if_fail (index < self->set->entries->len);

  entry = g_ptr_array_index (self->set->entries, index);
  self->current_puzzle = index;
  self->applying_entry = TRUE;
  kl_window_set_leaper (self, entry->leaper);
  g_object_set (self,
                "mode", kl_mode_to_string (entry->mode),
                "closed-tour", entry->closed,
                NULL);
  kl_history_reset (self->history, kl_puzzle_copy (entry->board));
  self->applying_entry = FALSE;

  kl_puzzle_list_select (self->puzzle_list, index);
  update_file_actions (self);
  kl_window_queue_solve (self);
}

/* Makes set the window's (taking it), from file (NULL: untitled); a NULL
 * saved copy means it was never saved. */
static void
take_set (KlWindow    *self,
          KlPuzzleSet *set,
          GFile       *file,
          gboolean     saved)
{
  g_clear_pointer (&self->set, kl_puzzle_set_free);
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
  self->set = set;
  if (saved)
    self->saved_set = copy_set (set);
  g_set_object (&self->file, file);
  g_clear_pointer (&self->suggested_name, g_free);
  self->current_puzzle = 0;
  refresh_list (self);
  apply_entry (self, 0);
  self->modified = self->saved_set == NULL || !kl_puzzle_set_equal (self->set, self->saved_set);
  update_title (self);
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

  if (folder != NULL && self->file_settings != NULL)
    g_settings_set_string (self->file_settings, "last-directory", folder);
  if (data.app_name == NULL)
    data.app_name = (char *) "Knight Lab";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
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
          g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                       /* Translators: "set.knight: [Puzzle 2] Size: 500x500 is larger than
                        * the 300x300 Knight Lab edits" */
                       _("%s: [Puzzle %u] Size: %dx%d is larger than the %dx%d Knight Lab edits"),
                       name, i + 1, entry->board->width, entry->board->height,
                       KL_BOARD_SIZE_MAX, KL_BOARD_SIZE_MAX);
          return FALSE;
        }
    }
  return TRUE;
}

static char *
load_contents (GFile   *file,
               gsize   *length,
               GError **error)
{
  g_autofree char *name = file_display_name (file);
  g_autoptr(GFileInfo) info = NULL;
  GError *local = NULL;
  char *data = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && g_file_info_get_size (info) > (goffset) KL_PUZZLE_MAX_FILE_SIZE)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                   _("%s: the file is too large to be a puzzle set"), name);
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &data, length, NULL, &local))
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO, "%s: %s", name, local->message);
      g_error_free (local);
      return NULL;
    }
  return data;
}

/* "obstacles.in" -> "obstacles.knight": the name Save As offers an import. */
static char *
suggest_name (GFile *file)
{
  g_autofree char *name = file_display_name (file);
  char *dot = strrchr (name, '.');

  if (dot != NULL && dot != name)
    *dot = '\0';
  return g_strconcat (name, KL_PUZZLE_FILE_EXTENSION, NULL);
}

static KlPuzzleSet *
import_data (const char  *data,
             gsize        length,
             const char  *name,
             GError     **error)
{
  GError *local = NULL;
  KlPuzzleSet *set = kl_puzzle_import (data, length, NULL, &local);

  if (set == NULL)
    {
      g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_PARSE, "%s: %s", name, local->message);
      g_error_free (local);
    }
  return set;
}

/* ------------------------------------------------------ confirmations */

static void save_as_then (KlWindow *self,
                          Then     *then);

static void
on_confirm_response_cb (GtkDialog *dialog,
                        int        response,
                        gpointer   user_data)
{
  Then *then = then_steal (user_data);
  g_autoptr(KlWindow) self = then->window != NULL ? g_object_ref (then->window) : NULL;

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (self == NULL)
    response = GTK_RESPONSE_CANCEL;
  switch (response)
    {
    case GTK_RESPONSE_REJECT:  /* discard */
      then_finish (then, TRUE);
      break;
    case GTK_RESPONSE_ACCEPT:  /* save */
      if (self->file != NULL)
        {
          g_autoptr(GError) error = NULL;

          if (kl_window_save_to_file (self, self->file, &error))
            then_finish (then, TRUE);
          else
            {
              show_error (self, _("Could not save the puzzle set"), error);
              then_finish (then, FALSE);
            }
        }
      else
        save_as_then (self, then);
      break;
    default:  /* cancel, or the dialog closed */
      then_finish (then, FALSE);
      break;
    }
}

/* Runs func once unsaved changes are saved or discarded (asking first), or
 * at once when there are none; a cancelled question runs nothing. */
static void
confirm_then (KlWindow       *self,
              ThenFunc        func,
              gpointer        data,
              GDestroyNotify  destroy)
{
  Then *then = then_new (self, func, data, destroy);
  g_autofree char *name = NULL;
  GtkWidget *dialog, *button;

  if (!self->modified)
    {
      then_finish (then, TRUE);
      return;
    }

  name = self->file != NULL ? file_display_name (self->file) : g_strdup (_("Untitled"));
  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("Save changes to “%s”?"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("If you don’t save, your changes are lost."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (button, "destructive-action");
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_confirm_response_cb), then,
                         then_cancel_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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

static GtkFileChooserNative *
new_chooser (KlWindow             *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                                              accept, _("_Cancel"));
  g_autofree char *folder = self->file_settings != NULL
                            ? g_settings_get_string (self->file_settings, "last-directory") : NULL;

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (self->file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (self->file);

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

static void
on_save_as_response_cb (GtkNativeDialog *native,
                        int              response,
                        gpointer         user_data)
{
  Then *then = user_data;
  KlWindow *self = then->window;
  gboolean saved = FALSE;

  if (response == GTK_RESPONSE_ACCEPT && self != NULL)
    {
      g_autoptr(GFile) file = chosen_file_with_extension (GTK_FILE_CHOOSER (native),
                                                          KL_PUZZLE_FILE_EXTENSION);
      g_autoptr(GError) error = NULL;

      if (file != NULL && !(saved = kl_window_save_to_file (self, file, &error)))
        show_error (self, _("Could not save the puzzle set"), error);
    }
  g_object_unref (native);
  then_finish (then, saved);
}

/* Asks where to save, saves, then runs then (unless cancelled or failed). */
static void
save_as_then (KlWindow *self,
              Then     *then)
{
  GtkFileChooserNative *native = new_chooser (self, _("Save Puzzle Set"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                              _("_Save"));
  g_autofree char *name = self->file != NULL ? g_file_get_basename (self->file)
                                              : g_strdup (self->suggested_name);

  add_puzzle_filters (GTK_FILE_CHOOSER (native));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native),
                                     name != NULL ? name : _("Untitled.knight"));
  g_signal_connect (native, "response", G_CALLBACK (on_save_as_response_cb), then);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
open_file_then (KlWindow *self,
                gpointer  data)
{
  g_autoptr(GError) error = NULL;

  if (!kl_window_open_file (self, data, &error))
    show_error (self, _("Could not open the file"), error);
}

static void
on_open_response_cb (GtkNativeDialog *native,
                     int              response,
                     gpointer         user_data)
{
  KlWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        open_file_then (self, file);
    }
  g_object_unref (native);
  g_object_unref (self);
}

static void
show_open_chooser (KlWindow *self,
                   gpointer  data)
{
  GtkFileChooserNative *native = new_chooser (self, _("Open Puzzle Set"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                              _("_Open"));

  add_puzzle_filters (GTK_FILE_CHOOSER (native));
  g_signal_connect (native, "response", G_CALLBACK (on_open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_import_response_cb (GtkNativeDialog *native,
                       int              response,
                       gpointer         user_data)
{
  KlWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr(GError) error = NULL;

      if (file != NULL && !kl_window_import_file (self, file, &error))
        show_error (self, _("Could not import the judge input"), error);
    }
  g_object_unref (native);
  g_object_unref (self);
}

static void
show_import_chooser (KlWindow *self,
                     gpointer  data)
{
  GtkFileChooserNative *native = new_chooser (self, _("Import Judge Input"),
                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"));
  g_autoptr(GtkFileFilter) inputs = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (inputs, _("Judge Inputs"));
  gtk_file_filter_add_suffix (inputs, "in");
  gtk_file_filter_add_suffix (inputs, "txt");
  gtk_file_filter_add_mime_type (inputs, "text/plain");
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), inputs);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  g_signal_connect (native, "response", G_CALLBACK (on_import_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_export_response_cb (GtkNativeDialog *native,
                       int              response,
                       gpointer         user_data)
{
  KlWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);
      GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
      const char *extension = filter != NULL ? g_object_get_data (G_OBJECT (filter), "extension") : NULL;
      const char *draw = gtk_file_chooser_get_choice (chooser, "draw");
      g_autoptr(GFile) file = chosen_file_with_extension (chooser, extension ? extension : ".png");
      g_autoptr(GError) error = NULL;

      if (file != NULL &&
          !kl_window_export_image (self, file, g_strcmp0 (draw, "frame") != 0, &error))
        show_error (self, _("Could not export the image"), error);
    }
  g_object_unref (native);
  g_object_unref (self);
}

/* ------------------------------------------------------------ actions */

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  confirm_then (KL_WINDOW (widget), show_open_chooser, NULL, NULL);
}

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
  KlWindow *self = KL_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->file == NULL)
    save_as_then (self, then_new (self, NULL, NULL, NULL));
  else if (!kl_window_save_to_file (self, self->file, &error))
    show_error (self, _("Could not save the puzzle set"), error);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  save_as_then (self, then_new (self, NULL, NULL, NULL));
}

static void
new_set_then (KlWindow *self,
              gpointer  data)
{
  const KlPuzzle *old = kl_history_get_puzzle (self->history);
  KlPuzzle *puzzle = kl_puzzle_new (old->width, old->height);
  KlPuzzleSet *set = kl_puzzle_set_new ();

  /* the same empty board as win.new-puzzle: pieces in their usual corners */
  puzzle->start = 0;
  puzzle->target = (old->height - 1) * old->width + old->width - 1;
  puzzle->king = (old->height / 2) * old->width + old->width / 2;
  kl_puzzle_set_add (set, kl_puzzle_entry_new (kl_mode_parse (self->mode), puzzle));
  take_set (self, set, NULL, TRUE);
}

static void
new_set_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  confirm_then (KL_WINDOW (widget), new_set_then, NULL, NULL);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  confirm_then (KL_WINDOW (widget), show_import_chooser, NULL, NULL);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  GtkFileChooserNative *native = new_chooser (self, _("Export Image"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                              _("_Export"));
  static const char *const draw_ids[] = { "solution", "frame", NULL };
  const char *draw_labels[] = { _("The whole solution"), _("The current frame"), NULL };
  static const struct { const char *name, *suffix, *extension; } types[] = {
    { N_("PNG Image"), "png", ".png" },
    { N_("SVG Image"), "svg", ".svg" },
    { N_("PDF Document"), "pdf", ".pdf" },
  };
  g_autofree char *base = self->file != NULL ? g_file_get_basename (self->file) : NULL;
  g_autofree char *name = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(types[i].name));
      gtk_file_filter_add_suffix (filter, types[i].suffix);
      g_object_set_data (G_OBJECT (filter), "extension", (gpointer) types[i].extension);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
      if (i == 0)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
    }
  /* Translators: the choice in the Export Image dialog: what to draw */
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "draw", _("Draw"),
                               (const char **) draw_ids, draw_labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), "draw", "solution");

  if (base != NULL && g_str_has_suffix (base, KL_PUZZLE_FILE_EXTENSION))
    base[strlen (base) - strlen (KL_PUZZLE_FILE_EXTENSION)] = '\0';
  if (self->set->entries->len > 1)
    name = g_strdup_printf ("%s-%u.png", base != NULL ? base : "board", self->current_puzzle + 1);
  else
    name = g_strdup_printf ("%s.png", base != NULL ? base : "board");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);

  g_signal_connect (native, "response", G_CALLBACK (on_export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
copy_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  g_autofree char *text = kl_window_get_solution_text (self);

  if (text == NULL)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
}

static void
select_puzzle_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  guint index = g_variant_get_uint32 (param);

  if (index >= self->set->entries->len || index == self->current_puzzle)
    return;
  store_current (self);
  apply_entry (self, index);
}

static void
step_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  gboolean next = g_str_equal (action_name, "win.next-puzzle");

  if (next && self->current_puzzle + 1 < self->set->entries->len)
    gtk_widget_activate_action (widget, "win.select-puzzle", "u", self->current_puzzle + 1);
  else if (!next && self->current_puzzle > 0)
    gtk_widget_activate_action (widget, "win.select-puzzle", "u", self->current_puzzle - 1);
}

/* ------------------------------------------------------------ signals */

/* Any edit of the board, the mode, the leaper or the closed flag. */
static void
on_state_changed_cb (KlWindow *self)
{
  if (self->applying_entry || self->set == NULL)
    return;
  store_current (self);
  update_modified (self);
}

static void
close_then (KlWindow *self,
            gpointer  data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
on_close_request_cb (KlWindow *self)
{
  if (!self->modified || self->close_confirmed)
    return FALSE;
  confirm_then (self, close_then, NULL, NULL);
  return TRUE;
}

static gboolean
on_drop_cb (GtkDropTarget *target,
            const GValue  *value,
            double         x,
            double         y,
            KlWindow      *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      file = files != NULL ? files->data : NULL;
      g_slist_free (files);
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);
  if (file == NULL)
    return FALSE;
  kl_window_open_interactive (self, file);
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
      g_autofree char *label = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), KL_PUZZLE_MIME_TYPE) != 0 ||
          !gtk_recent_info_exists (info))
        continue;
      /* the name with its folder, in case two files share a name */
      label = g_strdup (gtk_recent_info_get_display_name (info));
      item = g_menu_item_new (label, NULL);
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
  g_type_ensure (KL_TYPE_PUZZLE_LIST);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, KlWindow, recent_menu);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.new-set", NULL, new_set_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.copy-solution", NULL, copy_solution_action);
  gtk_widget_class_install_action (widget_class, "win.select-puzzle", "u", select_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL, step_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, step_puzzle_action);
}

void
kl_window_file_init (KlWindow *self)
{
  GtkDropTarget *drop;
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };
  KlPuzzleSet *set = kl_puzzle_set_new ();

  /* NULL without a schema: then no folder is remembered */
  self->file_settings = kl_settings_new ();

  /* the puzzle on the board becomes an untitled set of one, saved as it is */
  kl_puzzle_set_add (set, kl_puzzle_entry_new (kl_mode_parse (self->mode),
                                               kl_puzzle_copy (kl_history_get_puzzle (self->history))));
  self->set = set;
  self->current_puzzle = 0;
  store_current (self);
  self->saved_set = copy_set (self->set);
  refresh_list (self);
  update_file_actions (self);
  update_title (self);

  g_signal_connect_object (self->history, "changed", G_CALLBACK (on_state_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect (self, "notify::mode", G_CALLBACK (on_state_changed_cb), NULL);
  g_signal_connect (self, "notify::closed-tour", G_CALLBACK (on_state_changed_cb), NULL);
  g_signal_connect_object (self->leaper_dropdown, "notify::selected", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->leap_m_spin, "value-changed", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->leap_n_spin, "value-changed", G_CALLBACK (on_state_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request_cb), NULL);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, types, G_N_ELEMENTS (types));
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (on_recent_changed_cb), self, G_CONNECT_SWAPPED);
  on_recent_changed_cb (self);
}

void
kl_window_file_dispose (KlWindow *self)
{
  g_clear_object (&self->file_settings);
  g_clear_object (&self->file);
}

void
kl_window_file_finalize (KlWindow *self)
{
  g_free (self->suggested_name);
  g_clear_pointer (&self->set, kl_puzzle_set_free);
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
}

/* --------------------------------------------------------- public API */

gboolean
kl_window_open_file (KlWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  g_autofree char *base = NULL;
  g_autoptr(KlPuzzleSet) set = NULL;
  GError *local = NULL;
  gboolean imported = FALSE;
  gsize length;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = file_display_name (file);
  base = g_file_get_basename (file);
  data = load_contents (file, &length, error);
  if (data == NULL)
    return FALSE;

  set = kl_puzzle_set_load_data (data, length, name, &local);
  /* a dropped or named file that is no puzzle set may be a judge input */
  if (set == NULL && g_error_matches (local, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_PARSE) &&
      base != NULL && !g_str_has_suffix (base, KL_PUZZLE_FILE_EXTENSION) &&
      kl_puzzle_import_detect (data, length) != NULL)
    {
      set = import_data (data, length, name, NULL);
      imported = set != NULL;
    }
  if (set == NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  g_clear_error (&local);
  if (!check_editable (set, name, error))
    return FALSE;

  if (imported)
    {
      take_set (self, g_steal_pointer (&set), NULL, FALSE);
      self->suggested_name = suggest_name (file);
    }
  else
    {
      take_set (self, g_steal_pointer (&set), file, TRUE);
      remember_file (self, file);
    }
  return TRUE;
}

gboolean
kl_window_save_to_file (KlWindow  *self,
                        GFile     *file,
                        GError   **error)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  GError *local = NULL;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = file_display_name (file);
  store_current (self);
  /* a puzzle the file could not load again is refused before writing */
  for (guint i = 0; i < self->set->entries->len; i++)
    if (!kl_puzzle_entry_validate (g_ptr_array_index (self->set->entries, i), &local))
      {
        g_set_error (error, KL_PUZZLE_ERROR, local->code, "%s: [Puzzle %u] %s", name, i + 1,
                     local->message);
        g_error_free (local);
        return FALSE;
      }

  path = g_file_get_path (file);
  if (path != NULL)
    {
      if (!kl_puzzle_set_save_file (self->set, path, error))
        return FALSE;
    }
  else
    {
      gsize length;
      g_autofree char *data = kl_puzzle_set_to_data (self->set, &length);

      if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                    &local))
        {
          g_set_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO, "%s: %s", name, local->message);
          g_error_free (local);
          return FALSE;
        }
    }

  g_set_object (&self->file, file);
  g_clear_pointer (&self->saved_set, kl_puzzle_set_free);
  self->saved_set = copy_set (self->set);
  self->modified = FALSE;
  update_title (self);
  remember_file (self, file);
  return TRUE;
}

gboolean
kl_window_import_file (KlWindow  *self,
                       GFile     *file,
                       GError   **error)
{
  g_autofree char *name = NULL;
  g_autofree char *data = NULL;
  g_autoptr(KlPuzzleSet) set = NULL;
  gsize length;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = file_display_name (file);
  data = load_contents (file, &length, error);
  if (data == NULL)
    return FALSE;
  set = import_data (data, length, name, error);
  if (set == NULL || !check_editable (set, name, error))
    return FALSE;
  take_set (self, g_steal_pointer (&set), NULL, FALSE);
  self->suggested_name = suggest_name (file);
  return TRUE;
}

gboolean
kl_window_export_image (KlWindow  *self,
                        GFile     *file,
                        gboolean   whole_solution,
                        GError   **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  KlExportFormat format;
  KlBoardView view;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = file_display_name (file);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot save “%s”: images are exported to local folders only"), name);
      return FALSE;
    }
  if (!kl_export_format_from_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("Cannot save “%s”: the name must end in .png, .svg or .pdf"), name);
      return FALSE;
    }
  kl_board_get_view (self->board, &view);
  /* exports go on white paper: the light colours, whatever the theme */
  view.dark = FALSE;
  if (whole_solution)
    view.frame = G_MAXDOUBLE;
  return kl_export_board (&view, format, path, error);
}

void
kl_window_open_interactive (KlWindow *self,
                            GFile    *file)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  confirm_then (self, open_file_then, g_object_ref (file), g_object_unref);
}

GFile *
kl_window_get_file (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->file;
}

gboolean
kl_window_get_modified (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->modified;
}

gboolean
kl_window_is_blank (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->file == NULL && !self->modified;
}

const KlPuzzleSet *
kl_window_get_puzzle_set (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->set;
}

guint
kl_window_get_puzzle_index (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), 0);
  return self->current_puzzle;
}

KlPuzzleList *
kl_window_get_puzzle_list (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->puzzle_list;
}

char *
kl_window_get_solution_text (KlWindow *self)
{
  KlResult *result;

  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);

  result = kl_board_get_result (self->board);
  if (result == NULL || self->solving)
    return NULL;
  return kl_solution_text (result, kl_history_get_puzzle (self->history));
}
