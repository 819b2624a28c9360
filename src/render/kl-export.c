/* kl-export.c - the board as a PNG, SVG or PDF file. */
#define G_LOG_DOMAIN "knight-lab"

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-export.h"

/* Around the board, so the outer squares' edges are not cut. */
#define MARGIN_CELLS 0.25
#define MAX_SIDE_PX 4096.0

gboolean
kl_export_format_from_path (const char     *path,
                            KlExportFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".png"))
    *format = KL_EXPORT_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = KL_EXPORT_SVG;
  else if (g_str_has_suffix (lower, ".pdf"))
    *format = KL_EXPORT_PDF;
  else
    return FALSE;
  return TRUE;
}

const char *
kl_export_extension (KlExportFormat format)
{
  switch (format)
    {
    case KL_EXPORT_SVG:
      return ".svg";
    case KL_EXPORT_PDF:
      return ".pdf";
    case KL_EXPORT_PNG:
    default:
      return ".png";
    }
}

char *
kl_export_file_name (const char     *chosen,
                     const char     *suggested,
                     KlExportFormat  chosen_type)
{
  const char *dot = strrchr (chosen, '.');
  KlExportFormat named;

  if (dot == NULL || dot == chosen)
    return g_strconcat (chosen, kl_export_extension (chosen_type), NULL);
  if (g_strcmp0 (chosen, suggested) == 0 && kl_export_format_from_path (chosen, &named) &&
      named != chosen_type)
    {
      g_autofree char *stem = g_strndup (chosen, (gsize) (dot - chosen));

      return g_strconcat (stem, kl_export_extension (chosen_type), NULL);
    }
  return g_strdup (chosen);
}

double
kl_export_cell_size (int cols,
                     int rows)
{
  double side = MAX (cols, rows) + 2 * MARGIN_CELLS;

  return CLAMP (floor (MAX_SIDE_PX / side), 4.0, 64.0);
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
kl_export_board (const KlBoardView *view,
                 KlExportFormat     format,
                 const char        *path,
                 GError           **error)
{
  const KlPuzzle *p = view->puzzle;
  double cell = kl_export_cell_size (p->width, p->height);
  double margin = ceil (cell * MARGIN_CELLS);
  double width = p->width * cell + 2 * margin, height = p->height * cell + 2 * margin;
  KlBoardGeometry geom = { margin, margin, cell, p->width, p->height };
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autofree char *name = g_filename_display_basename (path);
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  switch (format)
    {
    case KL_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_cb, bytes, width, height);
      break;
    case KL_EXPORT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_cb, bytes, width, height);
      break;
    case KL_EXPORT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
      break;
    }
  cr = cairo_create (surface);
  /* A paper-white background: exports go into slides and reports. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  kl_board_render (cr, view, &geom, NULL);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == KL_EXPORT_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_cb, bytes);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot draw “%s”: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }

  GError *local = NULL;
  if (!g_file_set_contents_full (path, (const char *) bytes->data, (gssize) bytes->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0644, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot save “%s”: %s"), name, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}
