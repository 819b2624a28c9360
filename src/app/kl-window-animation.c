/* kl-window-animation.c - Export Animation: the options dialog, the save
 * dialog, and the export on a worker thread with the progress bar, Cancel
 * and the toast that opens the file. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document-io.h"
#include "kl-export-animation-dialog.h"
#include "kl-window-animation.h"
#include "kl-window-private.h"

/* One export, shared by the window and the worker thread: the worker reads
 * only its own copies (puzzle, answer, options, path), which nothing else
 * changes; the window only touches the job on the main thread.  An atomic
 * reference-counted box: the task, the progress idle and the window's
 * pointer may outlive each other. */
struct _KlAnimationJob
{
  KlWindow           *window;       /* the window it reports to; NULL once it is gone */
  GApplication       *application;  /* held until the worker is done, so quitting waits for it
                                     * to remove its temporary file */
  KlPuzzle           *puzzle;       /* the thread's own copy */
  KlSolution         *result;       /* and its own reference */
  KlBoardView         view;         /* drawing them */
  KlAnimationOptions  options;
  KlAnimationFormat   format;
  char               *path;
  GFile              *file;
  char               *name;         /* as the user reads it */
  GCancellable       *cancellable;

  /* written by the worker, read by the main thread */
  guint               done;
  guint               total;
  int                 progress_queued;  /* an idle is on its way to show them */
};

/* Jobs not yet freed, in every window: a closed window's export goes on
 * until its worker sees the cancel. */
static int live_jobs;

typedef struct
{
  KlAnimationFormat  format;
  const char        *nick;       /* the animation-format setting's */
  const char        *suffix;
  const char        *filter;     /* the save dialog's file type */
} AnimationType;

static const AnimationType animation_types[] = {
  { KL_ANIMATION_GIF, "gif", "gif", N_("GIF Animation") },
  { KL_ANIMATION_WEBM, "webm", "webm", N_("WebM Video") },
  { KL_ANIMATION_SVG, "svg", "svg", N_("SVG Animation") },
};

static const AnimationType *
animation_type (KlAnimationFormat format)
{
  for (guint i = 0; i < G_N_ELEMENTS (animation_types); i++)
    if (animation_types[i].format == format)
      return &animation_types[i];
  return &animation_types[0];
}

static KlAnimationJob *
job_ref (KlAnimationJob *job)
{
  return g_atomic_rc_box_acquire (job);
}

static void
job_clear (KlAnimationJob *job)
{
  g_clear_pointer (&job->result, kl_solution_unref);
  g_clear_pointer (&job->puzzle, kl_puzzle_free);
  g_clear_pointer (&job->path, g_free);
  g_clear_pointer (&job->name, g_free);
  g_clear_object (&job->file);
  g_clear_object (&job->cancellable);
  g_atomic_int_add (&live_jobs, -1);
}

static void
job_unref (KlAnimationJob *job)
{
  g_atomic_rc_box_release_full (job, (GDestroyNotify) job_clear);
}

/* main thread */
static gboolean
show_progress_cb (gpointer user_data)
{
  KlAnimationJob *job = user_data;

  g_atomic_int_set (&job->progress_queued, 0);
  if (job->window != NULL && job->window->exporting == job)
    kl_export_progress_set_progress (job->window->export_progress,
                                     (guint) g_atomic_int_get (&job->done),
                                     (guint) g_atomic_int_get (&job->total));
  return G_SOURCE_REMOVE;
}

/* worker thread: one idle at a time carries the newest count to the bar,
 * however fast the frames come */
static void
on_frame_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  KlAnimationJob *job = user_data;

  g_atomic_int_set (&job->total, total);
  g_atomic_int_set (&job->done, done);
  if (g_atomic_int_compare_and_exchange (&job->progress_queued, 0, 1))
    g_idle_add_full (G_PRIORITY_DEFAULT, show_progress_cb, job_ref (job),
                     (GDestroyNotify) job_unref);
}

/* worker thread */
static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  KlAnimationJob *job = task_data;
  GError *error = NULL;

  if (kl_animation_export (&job->view, &job->options, job->format, job->path, on_frame_cb, job,
                           cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* main thread: the export is over, however it went */
static void
on_export_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  KlAnimationJob *job = user_data;
  KlWindow *self = job->window;
  g_autoptr(GError) error = NULL;
  gboolean written = g_task_propagate_boolean (G_TASK (result), &error);

  if (self != NULL && self->exporting == job)
    {
      self->exporting = NULL;
      job->window = NULL;
      if (kl_export_progress_stop (self->export_progress))
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
      kl_window_update_actions (self);
      if (written)
        {
          g_autofree char *uri = g_file_get_uri (job->file);
          /* Translators: a toast; %s is a file name */
          g_autofree char *title = g_strdup_printf (_("Exported “%s”"), job->name);

          kl_window_toast (self, title, _("_Open"), "win.show-file", g_variant_new_string (uri));
        }
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        kl_window_toast (self, _("Export cancelled"), NULL, NULL, NULL);
      else
        kl_window_show_error (self, _("Could not export the animation"), error);
    }
  if (job->application != NULL)
    g_application_release (job->application);
  g_clear_object (&job->application);
  job_unref (job);
}

/* The name the save dialog's answer stands for: the type's extension added
 * when the name has none of an animation (a name the user typed with one
 * keeps it). */
static char *
chosen_name (const char        *chosen,
             KlAnimationFormat  format)
{
  KlAnimationFormat named;

  if (kl_animation_format_from_path (chosen, &named))
    return g_strdup (chosen);
  return g_strconcat (chosen, ".", animation_type (format)->suffix, NULL);
}

static void
on_save_response_cb (GtkNativeDialog *native,
                     int              response,
                     gpointer         user_data)
{
  g_autoptr(KlWindow) self = user_data;
  KlAnimationOptions *options = g_object_get_data (G_OBJECT (native), "options");
  KlAnimationFormat format = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (native), "format"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr(GFile) parent = chosen != NULL ? g_file_get_parent (chosen) : NULL;
      g_autofree char *base = chosen != NULL ? g_file_get_basename (chosen) : NULL;
      g_autofree char *name = base != NULL ? chosen_name (base, format) : NULL;
      g_autoptr(GFile) file = parent != NULL && name != NULL ? g_file_get_child (parent, name) : NULL;
      g_autoptr(GError) error = NULL;

      if (file != NULL && !kl_window_export_animation (self, file, options, &error))
        kl_window_show_error (self, _("Could not export the animation"), error);
    }
  g_object_unref (native);
}

/* The options are remembered as the user leaves them; a width left at the
 * board's natural size is remembered as "natural", not as this board's. */
static void
remember_options (KlWindow                 *self,
                  const KlAnimationOptions *options,
                  KlAnimationFormat         format,
                  int                       natural_width)
{
  if (self->settings == NULL)
    return;
  g_settings_set_string (self->settings, "animation-format", animation_type (format)->nick);
  g_settings_set_int (self->settings, "animation-width",
                      options->picture.width == natural_width ? 0 : options->picture.width);
  g_settings_set_boolean (self->settings, "animation-headline", options->picture.headline);
  g_settings_set_boolean (self->settings, "animation-caption", options->picture.caption);
  g_settings_set_boolean (self->settings, "animation-legend", options->picture.legend);
}

/* The board's own size with these options: the width the dialog offers
 * when the user has not chosen one. */
static int
natural_width (KlWindow                 *self,
               const KlAnimationOptions *options)
{
  KlPictureOptions picture = options->picture;
  KlBoardView view;
  int width = 0, height = 0;

  kl_board_get_view (self->board, &view);
  view.practice = NULL;
  picture.width = 0;
  kl_picture_size (&view, &picture, &width, &height);
  return width;
}

static void
on_dialog_export_cb (KlExportAnimationDialog *dialog,
                     gpointer                 user_data)
{
  KlWindow *self = user_data;
  KlAnimationOptions *options = g_new0 (KlAnimationOptions, 1);
  KlAnimationFormat format;
  const AnimationType *type;
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *title = kl_document_dup_save_name (self->document);
  g_autofree char *base = kl_window_with_extension (title, "");
  g_autofree char *name = NULL;

  kl_export_animation_dialog_get_options (dialog, options, &format);
  remember_options (self, options, format,
                    GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "natural-width")));
  gtk_window_destroy (GTK_WINDOW (dialog));

  type = animation_type (format);
  native = kl_window_new_chooser (self, _("Export Animation"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                  _("_Export"));
  gtk_file_filter_set_name (filter, _(type->filter));
  gtk_file_filter_add_suffix (filter, type->suffix);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  if (kl_document_get_set (self->document)->entries->len > 1)
    name = g_strdup_printf ("%s-%u.%s", base, kl_document_get_index (self->document) + 1,
                            type->suffix);
  else
    name = g_strdup_printf ("%s.%s", base, type->suffix);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_object_set_data_full (G_OBJECT (native), "options", options, g_free);
  g_object_set_data (G_OBJECT (native), "format", GINT_TO_POINTER (format));
  g_signal_connect (native, "response", G_CALLBACK (on_save_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
export_animation_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  KlAnimationOptions options;
  KlAnimationFormat format;
  KlExportAnimationDialog *dialog;
  int natural;

  kl_window_animation_defaults (self, &options, &format);
  natural = natural_width (self, &options);
  dialog = kl_export_animation_dialog_new (GTK_WINDOW (self), kl_window_practice_frames (self),
                                           natural, &options, format);
  g_object_set_data (G_OBJECT (dialog), "natural-width", GINT_TO_POINTER (natural));
  g_signal_connect_object (dialog, "export", G_CALLBACK (on_dialog_export_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_progress_cancel_cb (KlWindow *self)
{
  kl_window_cancel_export (self);
}

void
kl_window_animation_update_actions (KlWindow *self)
{
  KlSolution *result = kl_board_get_result (self->board);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-animation",
                                 result != NULL && !kl_solver_is_solving (self->solver) &&
                                 kl_window_practice_frames (self) > 0 && self->exporting == NULL);
}

void
kl_window_animation_init (KlWindow *self)
{
  g_signal_connect_swapped (self->export_progress, "cancel", G_CALLBACK (on_progress_cancel_cb),
                            self);
}

/* The window goes: its export stops (the worker removes its temporary
 * file) and reports to no one. */
void
kl_window_animation_dispose (KlWindow *self)
{
  if (self->exporting != NULL)
    {
      g_cancellable_cancel (self->exporting->cancellable);
      self->exporting->window = NULL;
      self->exporting = NULL;
    }
}

void
kl_window_animation_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (KL_TYPE_EXPORT_PROGRESS);
  gtk_widget_class_install_action (widget_class, "win.export-animation", NULL,
                                   export_animation_action);
}

void
kl_window_animation_defaults (KlWindow           *self,
                              KlAnimationOptions *options,
                              KlAnimationFormat  *format)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  g_return_if_fail (options != NULL && format != NULL);

  memset (options, 0, sizeof *options);
  *format = KL_ANIMATION_GIF;
  options->picture.caption = TRUE;
  if (self->settings != NULL)
    {
      g_autofree char *nick = g_settings_get_string (self->settings, "animation-format");

      for (guint i = 0; i < G_N_ELEMENTS (animation_types); i++)
        if (g_str_equal (nick, animation_types[i].nick))
          *format = animation_types[i].format;
      options->picture.width = g_settings_get_int (self->settings, "animation-width");
      options->picture.headline = g_settings_get_boolean (self->settings, "animation-headline");
      options->picture.caption = g_settings_get_boolean (self->settings, "animation-caption");
      options->picture.legend = g_settings_get_boolean (self->settings, "animation-legend");
    }
  options->first = 0;
  options->last = kl_window_practice_frames (self);
  options->steps_per_second = kl_window_get_speed (self);
}

gboolean
kl_window_export_animation (KlWindow                 *self,
                            GFile                    *file,
                            const KlAnimationOptions *options,
                            GError                  **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  KlAnimationFormat format;
  KlSolution *result;
  KlAnimationJob *job;
  GTask *task;
  guint frames;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  name = kl_file_display_name (file);
  path = g_file_get_path (file);
  result = kl_board_get_result (self->board);
  frames = kl_window_practice_frames (self);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot save “%s”: animations are exported to local folders only"), name);
      return FALSE;
    }
  if (!kl_animation_format_from_path (path, &format))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("Cannot save “%s”: the name must end in .gif, .webm or .svg"), name);
      return FALSE;
    }
  if (result == NULL || kl_solver_is_solving (self->solver) || frames == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Cannot export “%s”: there is no answer to animate"), name);
      return FALSE;
    }
  if (self->exporting != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("Cannot export “%s”: another export is running"), name);
      return FALSE;
    }

  job = g_atomic_rc_box_new0 (KlAnimationJob);
  g_atomic_int_inc (&live_jobs);
  job->window = self;
  kl_board_get_view (self->board, &job->view);
  job->puzzle = kl_puzzle_copy (job->view.puzzle);
  job->result = kl_solution_ref (result);
  job->view.puzzle = job->puzzle;
  job->view.result = job->result;
  /* the answer as the player shows it, on white paper whatever the theme */
  job->view.practice = NULL;
  job->view.dark = FALSE;
  job->options = *options;
  /* practice keeps the rest of the answer back */
  job->options.last = MIN (job->options.last, frames);
  job->options.first = MIN (job->options.first, job->options.last);
  job->format = format;
  job->path = g_steal_pointer (&path);
  job->file = g_object_ref (file);
  job->name = g_steal_pointer (&name);
  job->cancellable = g_cancellable_new ();
  job->application = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  if (job->application != NULL)
    {
      g_object_ref (job->application);
      g_application_hold (job->application);
    }

  self->exporting = job;
  kl_export_progress_start (self->export_progress, job->name);
  kl_window_update_actions (self);

  /* no source object: the window may close before the worker is done */
  task = g_task_new (NULL, job->cancellable, on_export_done_cb, job_ref (job));
  g_task_set_task_data (task, job, (GDestroyNotify) job_unref);
  g_task_set_name (task, "kl-export-animation");
  g_task_run_in_thread (task, export_thread);
  g_object_unref (task);
  return TRUE;
}

gboolean
kl_window_is_exporting (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->exporting != NULL;
}

void
kl_window_cancel_export (KlWindow *self)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  if (self->exporting != NULL)
    g_cancellable_cancel (self->exporting->cancellable);
}

KlExportProgress *
kl_window_get_export_progress (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return self->export_progress;
}

guint
kl_window_count_exports (void)
{
  return (guint) g_atomic_int_get (&live_jobs);
}
