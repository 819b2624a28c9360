/* kl-lessons-window.c - the lessons Knight Lab ships: one row each, with
 * its title in the user's language and how far the learner got.
 *
 * The lessons are puzzle files in the app's resources, read with the same
 * parser as any file; the window only lists them and says which one the
 * user chose (the main window opens it, see kl-window-lessons.c). */

#define G_LOG_DOMAIN "kl-lessons-window"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-application.h"
#include "kl-lessons-window.h"
#include "kl-practice-scores.h"
#include "kl-puzzle-set.h"

struct _KlLessonsWindow
{
  AdwWindow    parent_instance;

  /* template widgets */
  GtkStack    *stack;
  GtkWidget   *welcome_box;
  AdwStatusPage *empty_page;
  GtkListBox  *list;

  /* owned */
  GSettings   *settings;  /* NULL without a schema */

  guint        n_lessons;
};

G_DEFINE_FINAL_TYPE (KlLessonsWindow, kl_lessons_window, ADW_TYPE_WINDOW)

enum {
  OPEN_LESSON,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ helpers */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* "2 of 5 puzzles practised": the subtitle of a lesson's row. */
static char *
progress_text (guint n_puzzles,
               guint done)
{
  if (done == 0)
    return g_strdup_printf (ngettext ("%u puzzle", "%u puzzles", n_puzzles), n_puzzles);
  if (done >= n_puzzles)
    /* Translators: every puzzle of a lesson has a practice score */
    return g_strdup_printf (ngettext ("%u puzzle, practised", "All %u puzzles practised",
                                      n_puzzles),
                            n_puzzles);
  /* Translators: how many of a lesson's puzzles have a practice score, "2 of 5 puzzles
   * practised"; the plural follows the second number */
  return g_strdup_printf (ngettext ("%u of %u puzzle practised", "%u of %u puzzles practised",
                                    n_puzzles),
                          done, n_puzzles);
}

/* A lesson's row: its title (which numbers it) and progress; activating
 * it opens it. */
static GtkWidget *
lesson_row (KlLessonsWindow   *self,
            const char        *path,
            guint              number,
            const KlPuzzleSet *set)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow;
  const char *set_title = kl_puzzle_set_get_title (set);
  g_autofree char *title = NULL;
  g_autofree char *source = kl_practice_scores_lesson_source (path);
  g_autofree char *subtitle = NULL;

  if (set_title != NULL && *set_title)
    title = g_strdup (set_title);
  else
    /* Translators: the name of a lesson without a title */
    title = g_strdup_printf (_("Lesson %u"), number);
  subtitle = progress_text (set->entries->len,
                            kl_practice_scores_count_done (self->settings, source,
                                                           set->entries->len));

  /* the titles come from files: text, never markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  /* what a screen reader says of the row: the lesson, then its progress */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  g_object_set_data_full (G_OBJECT (row), "resource-path", g_strdup (path), g_free);
  return row;
}

static void
fill_list (KlLessonsWindow *self)
{
  g_auto(GStrv) paths = kl_lessons_list_resources ();
  guint number = 0;

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(KlPuzzleSet) set = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_path_get_basename (paths[i]);
      gsize size = 0;
      const char *data;

      bytes = g_resources_lookup_data (paths[i], G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;
      if (data != NULL)
        set = kl_puzzle_set_load_data (data, size, name, &error);
      if (set == NULL)
        {
          /* a lesson the app ships is checked by the tests: a bug */
          g_warning ("Cannot read the lesson %s: %s", paths[i], error->message);
          continue;
        }
      gtk_list_box_append (self->list, lesson_row (self, paths[i], ++number, set));
    }
  self->n_lessons = number;
  gtk_stack_set_visible_child_name (self->stack, number > 0 ? "lessons" : "empty");
}

static void
on_row_activated_cb (KlLessonsWindow *self,
                     GtkListBoxRow   *row)
{
  const char *path = g_object_get_data (G_OBJECT (row), "resource-path");

  if (path != NULL)
    g_signal_emit (self, signals[OPEN_LESSON], 0, path);
}

/* --------------------------------------------------------- life cycle */

static void
kl_lessons_window_dispose (GObject *object)
{
  KlLessonsWindow *self = (KlLessonsWindow *) object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (kl_lessons_window_parent_class)->dispose (object);
}

static void
kl_lessons_window_class_init (KlLessonsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_lessons_window_dispose;

  /* The user chose the lesson at resource_path (a path under
   * KL_LESSONS_RESOURCE_DIR). */
  signals[OPEN_LESSON] =
    g_signal_new ("open-lesson", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-lessons-window.ui");
  gtk_widget_class_bind_template_child (widget_class, KlLessonsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, KlLessonsWindow, welcome_box);
  gtk_widget_class_bind_template_child (widget_class, KlLessonsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, KlLessonsWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated_cb);

  /* a dialog: Escape closes it */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kl_lessons_window_init (KlLessonsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* --------------------------------------------------------- public API */

KlLessonsWindow *
kl_lessons_window_new (GtkWindow *parent,
                       GSettings *settings,
                       gboolean   welcome)
{
  KlLessonsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (KL_TYPE_LESSONS_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  g_set_object (&self->settings, settings);
  gtk_widget_set_visible (self->welcome_box, welcome);
  fill_list (self);
  if (welcome && self->n_lessons == 0)
    {
      /* the welcome still greets, and says what there is to do */
      adw_status_page_set_icon_name (self->empty_page, KL_APPLICATION_ID);
      adw_status_page_set_title (self->empty_page, _("Welcome to Knight Lab"));
      adw_status_page_set_description (self->empty_page,
                                       _("No lessons came with this copy. Close this window to "
                                         "explore a board of your own, or open a puzzle file."));
    }
  return self;
}

guint
kl_lessons_window_get_n_lessons (KlLessonsWindow *self)
{
  g_return_val_if_fail (KL_IS_LESSONS_WINDOW (self), 0);
  return self->n_lessons;
}

char **
kl_lessons_list_resources (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children (KL_LESSONS_RESOURCE_DIR,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new ();

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_suffix (names[i], KL_PUZZLE_FILE_EXTENSION))
      g_ptr_array_add (paths, g_strconcat (KL_LESSONS_RESOURCE_DIR, names[i], NULL));
  g_ptr_array_sort (paths, compare_names);
  g_ptr_array_add (paths, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&paths), FALSE);
}
