/* kl-window-export.c - what leaves the window: the board as a PNG, SVG or
 * PDF image, with or without the headline, the legend and the step's
 * sentence (with the export dialog and the toast that opens the file),
 * and the solution as text on the clipboard.  Animations are
 * kl-window-animation.c's. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-document-io.h"
#include "kl-export.h"
#include "kl-picture.h"
#include "kl-solution.h"
#include "kl-window-file.h"
#include "kl-window-private.h"

typedef struct
{
  const char     *name;    /* the filter's name */
  const char     *suffix;
  KlExportFormat  format;
} ExportType;

static const ExportType export_types[] = {
  { N_("PNG Image"), "png", KL_EXPORT_PNG },
  { N_("SVG Image"), "svg", KL_EXPORT_SVG },
  { N_("PDF Document"), "pdf", KL_EXPORT_PDF },
};

/* What Export Image may draw with the board: each a check box in the
 * dialog, remembered in its setting. */
typedef struct
{
  const char *id;       /* the dialog's choice and the setting's key */
  const char *label;
  gsize       offset;   /* in KlPictureOptions */
} PictureChoice;

static const PictureChoice picture_choices[] = {
  /* Translators: a check box in the Export Image dialog */
  { "export-headline", N_("Headline"), G_STRUCT_OFFSET (KlPictureOptions, headline) },
  /* Translators: a check box in the Export Image dialog: the frame's sentence under the board */
  { "export-caption", N_("Step sentence"), G_STRUCT_OFFSET (KlPictureOptions, caption) },
  /* Translators: a check box in the Export Image dialog */
  { "export-legend", N_("Legend"), G_STRUCT_OFFSET (KlPictureOptions, legend) },
};

#define CHOICE_FIELD(options, choice) \
  (*(gboolean *) (void *) ((char *) (options) + (choice)->offset))

static void
on_export_response_cb (GtkNativeDialog *native,
                       int              response,
                       gpointer         user_data)
{
  g_autoptr(KlWindow) self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);
      GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
      KlExportFormat type = filter != NULL
                            ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (filter), "format"))
                            : KL_EXPORT_PNG;
      const char *draw = gtk_file_chooser_get_choice (chooser, "draw");
      const char *suggested = g_object_get_data (G_OBJECT (native), "suggested");
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);
      g_autoptr(GFile) parent = chosen != NULL ? g_file_get_parent (chosen) : NULL;
      g_autofree char *base = chosen != NULL ? g_file_get_basename (chosen) : NULL;
      g_autofree char *name = base != NULL ? kl_export_file_name (base, suggested, type) : NULL;
      g_autoptr(GFile) file = parent != NULL && name != NULL ? g_file_get_child (parent, name) : NULL;
      g_autoptr(GError) error = NULL;
      KlPictureOptions options = { 0 };

      for (guint i = 0; i < G_N_ELEMENTS (picture_choices); i++)
        {
          const PictureChoice *choice = &picture_choices[i];

          CHOICE_FIELD (&options, choice) =
            g_strcmp0 (gtk_file_chooser_get_choice (chooser, choice->id), "true") == 0;
          if (self->settings != NULL)
            g_settings_set_boolean (self->settings, choice->id, CHOICE_FIELD (&options, choice));
        }
      if (file != NULL &&
          !kl_window_export_picture (self, file, g_strcmp0 (draw, "frame") != 0, &options, &error))
        kl_window_show_error (self, _("Could not export the image"), error);
    }
  g_object_unref (native);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);
  GtkFileChooserNative *native = kl_window_new_chooser (self, _("Export Image"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                              _("_Export"));
  static const char *const draw_ids[] = { "solution", "frame", NULL };
  const char *draw_labels[] = { _("The whole solution"), _("The current frame"), NULL };
  g_autofree char *title = kl_document_dup_save_name (self->document);
  g_autofree char *base = kl_window_with_extension (title, "");
  g_autofree char *name = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (export_types); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(export_types[i].name));
      gtk_file_filter_add_suffix (filter, export_types[i].suffix);
      g_object_set_data (G_OBJECT (filter), "format", GINT_TO_POINTER (export_types[i].format));
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
      if (i == 0)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
    }
  /* Translators: the choice in the Export Image dialog: what to draw */
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "draw", _("Draw"),
                               (const char **) draw_ids, draw_labels);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), "draw", "solution");
  /* check boxes (no options), as the user left them last */
  for (guint i = 0; i < G_N_ELEMENTS (picture_choices); i++)
    {
      const PictureChoice *choice = &picture_choices[i];
      gboolean on = self->settings != NULL && g_settings_get_boolean (self->settings, choice->id);

      gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), choice->id, _(choice->label),
                                   NULL, NULL);
      gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), choice->id, on ? "true" : "false");
    }

  if (kl_document_get_set (self->document)->entries->len > 1)
    name = g_strdup_printf ("%s-%u.png", base, kl_document_get_index (self->document) + 1);
  else
    name = g_strdup_printf ("%s.png", base);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_object_set_data_full (G_OBJECT (native), "suggested", g_steal_pointer (&name), g_free);
  g_signal_connect (native, "response", G_CALLBACK (on_export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
show_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  gtk_show_uri (GTK_WINDOW (widget), g_variant_get_string (param, NULL), GDK_CURRENT_TIME);
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
  kl_window_toast (self, _("Solution copied"), NULL, NULL, NULL);
}

gboolean
kl_window_export_image (KlWindow  *self,
                        GFile     *file,
                        gboolean   whole_solution,
                        GError   **error)
{
  static const KlPictureOptions board_alone = { 0 };

  return kl_window_export_picture (self, file, whole_solution, &board_alone, error);
}

gboolean
kl_window_export_picture (KlWindow               *self,
                          GFile                  *file,
                          gboolean                whole_solution,
                          const KlPictureOptions *options,
                          GError                **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *title = NULL;
  KlExportFormat format;
  KlBoardView view;

  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  name = kl_file_display_name (file);
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
  /* the whole solution is the player's end: its last sentence with it */
  if (whole_solution)
    view.frame = MAX (view.frame, kl_board_view_frames (&view));
  if (!kl_export_picture (&view, options, format, path, error))
    return FALSE;

  uri = g_file_get_uri (file);
  /* Translators: a toast; %s is a file name */
  title = g_strdup_printf (_("Exported “%s”"), name);
  kl_window_toast (self, title, _("_Open"), "win.show-file", g_variant_new_string (uri));
  return TRUE;
}

char *
kl_window_get_solution_text (KlWindow *self)
{
  KlSolution *result;

  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);

  result = kl_board_get_result (self->board);
  if (result == NULL || kl_solver_is_solving (self->solver))
    return NULL;
  return kl_solution_to_text (result);
}

void
kl_window_export_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.show-file", "s", show_file_action);
  gtk_widget_class_install_action (widget_class, "win.copy-solution", NULL, copy_solution_action);
}
