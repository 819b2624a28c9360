/* test-export-animation.c - Export Animation from the window: the options
 * dialog names its controls and gives back what they show, the export
 * writes one picture a step on a worker thread while the user edits,
 * Cancel and closing the window leave no file, and Export Image's options
 * make the picture bigger. */
#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "app-test.h"
#include "kl-export-animation-dialog.h"
#include "kl-export-progress.h"
#include "kl-settings.h"
#include "kl-window-animation.h"
#include "kl-window-file.h"

static char *tmp_dir;

static GFile *
tmp_file (const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  return g_file_new_for_path (path);
}

/* The names in the scratch folder, sorted, joined by spaces ("" if none). */
static char *
folder_listing (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
empty_folder (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
}

static void
wait_exported (KlWindow *window)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the export");

  while (kl_window_is_exporting (window))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

static GtkWidget *
child_of (gpointer    dialog,
          const char *id)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                  KL_TYPE_EXPORT_ANIMATION_DIALOG, id);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

/* An accessible name: its label property, a label it is labelled by, or
 * (a button) its own label. */
static gboolean
has_name (GtkWidget *widget)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) ||
      gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return TRUE;
  return GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL &&
         *gtk_button_get_label (GTK_BUTTON (widget)) != '\0';
}

/* Every control a user operates in the dialog has a name a screen reader
 * can say: switches, spin buttons, buttons and the drop-down. */
static void
assert_controls_named (GtkWidget *root,
                       guint     *counted)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SWITCH (child) || GTK_IS_SPIN_BUTTON (child) || ADW_IS_COMBO_ROW (child) ||
          (GTK_IS_BUTTON (child) && gtk_widget_get_visible (child) &&
           gtk_widget_get_focusable (child)))
        {
          if (!has_name (child))
            g_error ("a %s (%s) in the dialog has no accessible name", G_OBJECT_TYPE_NAME (child),
                     gtk_buildable_get_buildable_id (GTK_BUILDABLE (child)));
          (*counted)++;
        }
      if (!GTK_IS_SPIN_BUTTON (child))
        assert_controls_named (child, counted);
    }
}

/* The options dialog open, or NULL. */
static KlExportAnimationDialog *
find_dialog (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  KlExportAnimationDialog *dialog = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (KL_IS_EXPORT_ANIMATION_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  return dialog;
}

/* The dialog shows the options it is given and gives back what its
 * controls say; a range turned round is put right. */
static void
test_dialog_options (void)
{
  KlAnimationOptions in = {
    .picture = { .headline = TRUE, .legend = FALSE, .caption = TRUE, .width = 0 },
    .first = 2, .last = 7, .steps_per_second = 3,
  };
  KlAnimationOptions out;
  KlAnimationFormat format;
  KlExportAnimationDialog *dialog = kl_export_animation_dialog_new (NULL, 10, 480, &in,
                                                                    KL_ANIMATION_WEBM);
  guint controls = 0;

  g_object_ref_sink (dialog);
  assert_controls_named (GTK_WIDGET (dialog), &controls);
  /* format, width, speed, two steps, three switches, Cancel and Export */
  g_assert_cmpuint (controls, >=, 10);

  /* what it was given; width 0 shows the natural width */
  kl_export_animation_dialog_get_options (dialog, &out, &format);
  g_assert_cmpint (format, ==, KL_ANIMATION_WEBM);
  g_assert_true (out.picture.headline);
  g_assert_true (out.picture.caption);
  g_assert_false (out.picture.legend);
  g_assert_cmpint (out.picture.width, ==, 480);
  g_assert_cmpuint (out.first, ==, 2);
  g_assert_cmpuint (out.last, ==, 7);
  g_assert_cmpfloat (out.steps_per_second, ==, 3);

  /* what the user sets */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (dialog, "format_row")), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "width_spin")), 640);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "speed_spin")), 8.5);
  gtk_switch_set_active (GTK_SWITCH (child_of (dialog, "headline_switch")), FALSE);
  gtk_switch_set_active (GTK_SWITCH (child_of (dialog, "caption_switch")), FALSE);
  gtk_switch_set_active (GTK_SWITCH (child_of (dialog, "legend_switch")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "last_spin")), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "first_spin")), 1);
  kl_export_animation_dialog_get_options (dialog, &out, &format);
  g_assert_cmpint (format, ==, KL_ANIMATION_SVG);
  g_assert_false (out.picture.headline);
  g_assert_false (out.picture.caption);
  g_assert_true (out.picture.legend);
  g_assert_cmpint (out.picture.width, ==, 640);
  g_assert_cmpfloat (out.steps_per_second, ==, 8.5);
  g_assert_cmpuint (out.first, ==, 1);
  g_assert_cmpuint (out.last, ==, 4);

  /* the first step past the last takes the last along, and back */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "first_spin")), 9);
  kl_export_animation_dialog_get_options (dialog, &out, NULL);
  g_assert_cmpuint (out.first, ==, 9);
  g_assert_cmpuint (out.last, ==, 9);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "last_spin")), 3);
  kl_export_animation_dialog_get_options (dialog, &out, NULL);
  g_assert_cmpuint (out.first, ==, 3);
  g_assert_cmpuint (out.last, ==, 3);
  /* and no step past the answer's end */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (dialog, "last_spin")), 50);
  kl_export_animation_dialog_get_options (dialog, &out, NULL);
  g_assert_cmpuint (out.last, ==, 10);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

/* The dialog win.export-animation opens starts at the player's speed and
 * all the steps; the action waits for an answer. */
static void
test_dialog_defaults (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlAnimationOptions options;
  KlAnimationFormat format;
  guint frames = kl_board_get_frames (kl_window_get_board (window));

  kl_window_set_speed (window, 6);
  kl_window_animation_defaults (window, &options, &format);
  g_assert_cmpuint (frames, >, 0);
  g_assert_cmpuint (options.first, ==, 0);
  g_assert_cmpuint (options.last, ==, frames);
  g_assert_cmpfloat (options.steps_per_second, ==, 6);
  /* the choices remembered from last time */
  {
    g_autoptr(GSettings) settings = kl_settings_new ();

    g_assert_nonnull (settings);
    g_settings_set_string (settings, "animation-format", "webm");
    g_settings_set_int (settings, "animation-width", 700);
    g_settings_set_boolean (settings, "animation-legend", TRUE);
    g_settings_set_boolean (settings, "animation-caption", FALSE);
    kl_window_animation_defaults (window, &options, &format);
    g_assert_cmpint (format, ==, KL_ANIMATION_WEBM);
    g_assert_cmpint (options.picture.width, ==, 700);
    g_assert_true (options.picture.legend);
    g_assert_false (options.picture.caption);
    g_settings_reset (settings, "animation-format");
    g_settings_reset (settings, "animation-width");
    g_settings_reset (settings, "animation-legend");
    g_settings_reset (settings, "animation-caption");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-animation", NULL));
  {
    KlExportAnimationDialog *dialog = find_dialog ();

    g_assert_nonnull (dialog);
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
    kl_export_animation_dialog_get_options (dialog, &options, NULL);
    g_assert_cmpfloat (options.steps_per_second, ==, 6);
    g_assert_cmpuint (options.last, ==, frames);
    g_assert_cmpint (options.picture.width, >, 0);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  close_window (window);
}

/* Files it cannot write are refused at once, with the file's name and
 * nothing written. */
static void
test_refused (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlAnimationOptions options;
  KlAnimationFormat format;
  g_autoptr(GFile) mp4 = tmp_file ("route.mp4");
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  kl_window_animation_defaults (window, &options, &format);
  g_assert_false (kl_window_export_animation (window, mp4, &options, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_assert_nonnull (strstr (error->message, "route.mp4"));
  g_assert_false (kl_window_is_exporting (window));
  g_clear_error (&error);

  /* no answer to animate: the action opens nothing, the export refuses */
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.mode", "s", "tour");
  g_assert_true (g_str_has_prefix (kl_window_get_headline (window), "No tour"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-animation", NULL);
  g_assert_null (find_dialog ());
  {
    g_autoptr(GFile) gif = tmp_file ("none.gif");

    g_assert_false (kl_window_export_animation (window, gif, &options, &error));
    g_assert_nonnull (strstr (error->message, "none.gif"));
  }
  listing = folder_listing ();
  g_assert_cmpstr (listing, ==, "");
  close_window (window);
}

/* The number of pictures in a GIF as gdk-pixbuf plays it: each picture's
 * delay, from the first picture until the animation stops or comes back
 * round (where the pictures repeat with the smallest period). */
static guint
gif_frames (GdkPixbufAnimation *animation,
            guint               most)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  GdkPixbufAnimationIter *iter;

  /* gdk-pixbuf's iterator takes the deprecated GTimeVal */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GTimeVal time = { 0, 0 };

  iter = gdk_pixbuf_animation_get_iter (animation, &time);
  for (guint i = 0; i < 3 * most; i++)
    {
      GdkPixbuf *pixbuf = gdk_pixbuf_animation_iter_get_pixbuf (iter);
      int delay = gdk_pixbuf_animation_iter_get_delay_time (iter);

      g_ptr_array_add (seen, g_bytes_new (gdk_pixbuf_read_pixels (pixbuf),
                                          gdk_pixbuf_get_byte_length (pixbuf)));
      if (delay < 0)
        break;
      g_time_val_add (&time, (glong) delay * 1000);
      gdk_pixbuf_animation_iter_advance (iter, &time);
    }
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_unref (iter);
  if (seen->len < 3 * most)
    return seen->len;
  /* it loops: the smallest period of what it showed */
  for (guint period = 1; period <= most; period++)
    {
      gboolean repeats = TRUE;

      for (guint i = period; i < seen->len && repeats; i++)
        repeats = g_bytes_equal (seen->pdata[i], seen->pdata[i - period]);
      if (repeats)
        return period;
    }
  return 0;
}

/* The export writes a GIF of one picture a step (first to last, both
 * shown) at the width asked, in the background: the puzzle edited
 * meanwhile is not what it draws.  A toast opens it. */
static void
test_gif (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlAnimationOptions options;
  KlAnimationFormat format;
  g_autoptr(GFile) file = tmp_file ("route.gif");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbufAnimation) animation = NULL;
  AdwToast *toast;

  kl_window_animation_defaults (window, &options, &format);
  g_assert_cmpuint (options.last, >=, 6);
  options.first = 2;
  options.last = 6;
  options.picture.width = 320;
  options.picture.caption = TRUE;
  options.steps_per_second = 10;
  g_assert_true (kl_window_export_animation (window, file, &options, &error));
  g_assert_no_error (error);
  g_assert_true (kl_window_is_exporting (window));
  /* one export at a time: the action waits */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-animation", NULL);
  g_assert_null (find_dialog ());
  /* an edit while it runs: the worker draws its own copy */
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 3, 3);
  wait_exported (window);

  toast = kl_window_get_last_toast (window);
  g_assert_nonnull (toast);
  g_assert_nonnull (strstr (adw_toast_get_title (toast), "route.gif"));
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.show-file");
  animation = gdk_pixbuf_animation_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_pixbuf_animation_get_width (animation), ==, 320);
  g_assert_cmpuint (gif_frames (animation, 20), ==, 6 - 2 + 1);

  empty_folder ();
  close_window (window);
}

/* A tour of a big board at a big size: many seconds of work, so there is
 * time to stop it. */
static KlWindow *
window_with_long_answer (KlAnimationOptions *options,
                         GFile              *file)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlAnimationFormat format;
  g_autoptr(GError) error = NULL;

  const KlPuzzle *puzzle;

  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.board-size", "(ii)", 16, 16);
  activate (window, "win.mode", "s", "tour");
  /* an open tour from the start, with no end square asked for */
  puzzle = puzzle_of (window);
  if (puzzle->target >= 0)
    {
      activate (window, "win.tool", "s", "eraser");
      activate (window, "win.apply-tool", "(ii)", puzzle->target % puzzle->width,
                puzzle->target / puzzle->width);
    }
  kl_window_animation_defaults (window, options, &format);
  g_assert_cmpuint (options->last, >=, 200);
  options->picture.width = 1600;
  options->picture.caption = TRUE;
  options->picture.legend = TRUE;
  g_assert_true (kl_window_export_animation (window, file, options, &error));
  g_assert_no_error (error);
  return window;
}

static void
wait_progress (KlWindow *window)
{
  KlExportProgress *progress = kl_window_get_export_progress (window);
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb,
                                    (gpointer) "the first picture");

  while (kl_export_progress_get_fraction (progress) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* Cancel midway: no file, not even a temporary one; a file of that name
 * already there stays as it was. */
static void
test_cancel (void)
{
  KlAnimationOptions options;
  g_autoptr(GFile) file = tmp_file ("tour.gif");
  g_autofree char *path = g_file_get_path (file);
  KlWindow *window;
  GtkWidget *cancel;
  g_autofree char *kept = NULL;
  g_autofree char *listing = NULL;
  double fraction;

  g_assert_true (g_file_set_contents (path, "the old file", -1, NULL));
  window = window_with_long_answer (&options, file);
  wait_progress (window);
  fraction = kl_export_progress_get_fraction (kl_window_get_export_progress (window));
  g_assert_cmpfloat (fraction, >, 0);
  g_assert_cmpfloat (fraction, <, 1);
  /* the bar's own button */
  cancel = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (kl_window_get_export_progress (window)),
                                                      KL_TYPE_EXPORT_PROGRESS, "cancel_button"));
  gtk_widget_activate (cancel);
  wait_exported (window);

  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "the old file");
  listing = folder_listing ();
  g_assert_cmpstr (listing, ==, "tour.gif");
  g_assert_nonnull (kl_window_get_last_toast (window));
  g_assert_null (strstr (adw_toast_get_title (kl_window_get_last_toast (window)), "tour.gif"));

  empty_folder ();
  close_window (window);
}

/* Closing the window stops its export: the worker removes its temporary
 * file, writes none, and its job ends (reporting to no window). */
static void
test_close_cancels (void)
{
  KlAnimationOptions options;
  g_autoptr(GFile) file = tmp_file ("tour.gif");
  KlWindow *window = window_with_long_answer (&options, file);
  guint id;

  wait_progress (window);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);

  g_assert_cmpuint (kl_window_count_exports (), ==, 1);
  id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the worker to stop");
  /* the job's last reference may go on the worker thread: no wake-up here */
  while (kl_window_count_exports () > 0)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_source_remove (id);
  {
    g_autofree char *listing = folder_listing ();

    g_assert_cmpstr (listing, ==, "");
  }
}

/* PNG height and width of a window's export with options. */
static void
picture_size (KlWindow               *window,
              const KlPictureOptions *options,
              int                    *width,
              int                    *height)
{
  g_autoptr(GFile) file = tmp_file ("picture.png");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;

  g_assert_true (kl_window_export_picture (window, file, FALSE, options, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  *width = cairo_image_surface_get_width (surface);
  *height = cairo_image_surface_get_height (surface);
  cairo_surface_destroy (surface);
  g_unlink (path);
}

/* Export Image's options add to the board: the headline and the step's
 * sentence make the picture taller, the legend bigger; all three at once
 * more than any alone. */
static void
test_image_options (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  static const KlPictureOptions alone = { 0 };
  static const KlPictureOptions headline = { .headline = TRUE };
  static const KlPictureOptions caption = { .caption = TRUE };
  static const KlPictureOptions legend = { .legend = TRUE };
  static const KlPictureOptions all = { .headline = TRUE, .caption = TRUE, .legend = TRUE };
  int w0, h0, w, h, wa, ha;

  activate (window, "win.step-forward", NULL);
  picture_size (window, &alone, &w0, &h0);
  picture_size (window, &headline, &w, &h);
  g_assert_cmpint (w, >=, w0);
  g_assert_cmpint (h, >, h0);
  picture_size (window, &caption, &w, &h);
  g_assert_cmpint (w, >=, w0);
  g_assert_cmpint (h, >, h0);
  picture_size (window, &legend, &w, &h);
  g_assert_true ((w > w0 && h >= h0) || (w >= w0 && h > h0));
  picture_size (window, &all, &wa, &ha);
  g_assert_cmpint ((gint64) wa * ha, >, (gint64) w * h);
  close_window (window);
}

int
main (int argc, char **argv)
{
  int status;

  /* GTK's test accessibility backend: the accessible names are checked
   * without an accessibility bus (before any thread reads the environment) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  tmp_dir = g_dir_make_tmp ("knight-animation-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/app/export-animation/dialog-options", test_dialog_options);
  g_test_add_func ("/app/export-animation/dialog-defaults", test_dialog_defaults);
  g_test_add_func ("/app/export-animation/refused", test_refused);
  g_test_add_func ("/app/export-animation/gif", test_gif);
  g_test_add_func ("/app/export-animation/cancel", test_cancel);
  g_test_add_func ("/app/export-animation/close-cancels", test_close_cancels);
  g_test_add_func ("/app/export-image/options", test_image_options);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  return status;
}
