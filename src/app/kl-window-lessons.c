/* kl-window-lessons.c - the window's side of the lessons: win.lessons
 * shows the Lessons window over it, and the lesson chosen there replaces
 * the set (after the unsaved-changes question, as Open does). */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-lessons-window.h"
#include "kl-window-lessons.h"
#include "kl-window-private.h"

/* ------------------------------------------------------------ helpers */

/* The Lessons window over self, or NULL. */
static KlLessonsWindow *
find_lessons_window (KlWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (KL_IS_LESSONS_WINDOW (window) &&
          gtk_window_get_transient_for (GTK_WINDOW (window)) == GTK_WINDOW (self))
        return KL_LESSONS_WINDOW (window);
    }
  return NULL;
}

/* Reads and opens the lesson now; a lesson that cannot be read is the
 * app's fault, but the user still hears why. */
static void
open_lesson_now (KlWindow   *self,
                 const char *resource_path)
{
  g_autofree char *name = g_path_get_basename (resource_path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  KlPuzzleSet *set = NULL;

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    {
      gsize size = 0;
      const char *data = g_bytes_get_data (bytes, &size);

      set = kl_puzzle_set_load_data (data, size, name, &error);
    }
  if (set != NULL && set->entries->len == 0)
    {
      g_set_error (&error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID,
                   /* Translators: %s is a lesson's file name */
                   _("%s: the lesson has no puzzles"), name);
      g_clear_pointer (&set, kl_puzzle_set_free);
    }
  if (set == NULL)
    {
      kl_window_show_error (self, _("Could not open the lesson"), error);
      return;
    }
  kl_document_open_lesson (self->document, set, name);
}

static void
on_lesson_confirmed_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autofree char *resource_path = user_data;
  g_autoptr(KlWindow) self = kl_window_confirm_finish (result);

  if (self != NULL)
    open_lesson_now (self, resource_path);
}

static void
on_open_lesson_cb (KlLessonsWindow *lessons,
                   const char      *resource_path,
                   KlWindow        *self)
{
  /* the unsaved-changes question comes over the main window, not over
   * the list the user is done with */
  gtk_window_destroy (GTK_WINDOW (lessons));
  kl_window_open_lesson (self, resource_path);
}

static void
lessons_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  kl_window_show_lessons (KL_WINDOW (widget), FALSE);
}

/* --------------------------------------------------------- life cycle */

void
kl_window_lessons_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.lessons", NULL, lessons_action);
}

/* --------------------------------------------------------- public API */

void
kl_window_show_lessons (KlWindow *self,
                        gboolean  welcome)
{
  KlLessonsWindow *lessons;

  g_return_if_fail (KL_IS_WINDOW (self));

  lessons = find_lessons_window (self);
  if (lessons == NULL)
    {
      lessons = kl_lessons_window_new (GTK_WINDOW (self), self->settings, welcome);
      g_signal_connect_object (lessons, "open-lesson", G_CALLBACK (on_open_lesson_cb), self, 0);
    }
  gtk_window_present (GTK_WINDOW (lessons));
}

void
kl_window_open_lesson (KlWindow   *self,
                       const char *resource_path)
{
  g_return_if_fail (KL_IS_WINDOW (self));
  g_return_if_fail (resource_path != NULL);

  kl_window_confirm_async (self, on_lesson_confirmed_cb, g_strdup (resource_path));
}

const char *
kl_window_get_lesson (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return kl_document_get_lesson (self->document);
}
