/* kl-export.c - the board as a PNG, SVG or PDF file. */
#define G_LOG_DOMAIN "knight-lab"

#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kl-export.h"
#include "kl-export-private.h"

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

void
kl_export_set_error (GError    **error,
                     GQuark      domain,
                     int         code,
                     const char *path,
                     const char *reason)
{
  g_autofree char *name = g_filename_display_basename (path);

  /* Translators: %s are a file's name and why it cannot be written */
  g_set_error (error, domain, code, _("Cannot save “%s”: %s"), name, reason);
}

static void
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *path)
{
  kl_export_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), path,
                       g_strerror (saved_errno));
}

gboolean
kl_export_check_size (int         width,
                      int         height,
                      const char *path,
                      GError    **error)
{
  if (width >= 1 && height >= 1 && width <= KL_EXPORT_MAX_SIDE && height <= KL_EXPORT_MAX_SIDE)
    return TRUE;
  {
    /* Translators: why a picture cannot be saved; %d are its size and the limit in pixels */
    g_autofree char *reason = g_strdup_printf (_("the picture would be %d × %d pixels, more than "
                                                 "%d a side"),
                                               width, height, KL_EXPORT_MAX_SIDE);

    kl_export_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, path, reason);
  }
  return FALSE;
}

gboolean
kl_atomic_file_open (KlAtomicFile *file,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *hidden = g_strdup_printf (".%s.XXXXXX", base);
  struct stat old;

  memset (file, 0, sizeof *file);
  file->fd = -1;
  /* next to the file, so the rename stays on one file system and is atomic */
  file->temp = g_build_filename (dir, hidden, NULL);
  /* 0666: the umask applies, as to any new file */
  file->fd = g_mkstemp_full (file->temp, O_RDWR | O_CLOEXEC, 0666);
  if (file->fd < 0)
    {
      int saved_errno = errno;

      g_clear_pointer (&file->temp, g_free);
      set_errno_error (error, saved_errno, path);
      return FALSE;
    }
  file->path = g_strdup (path);
  /* a file replaced keeps who may read it */
  if (stat (path, &old) == 0 && S_ISREG (old.st_mode))
    (void) fchmod (file->fd, old.st_mode & 07777);
  return TRUE;
}

gboolean
kl_atomic_file_write (KlAtomicFile *file,
                      const void   *data,
                      gsize         length,
                      GError      **error)
{
  const char *p = data;

  g_return_val_if_fail (file->fd >= 0, FALSE);
  while (length > 0)
    {
      gssize n = write (file->fd, p, MIN (length, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          /* a write of nothing is as good as a full disk */
          set_errno_error (error, n < 0 ? errno : ENOSPC, file->path);
          return FALSE;
        }
      p += n;
      length -= (gsize) n;
    }
  return TRUE;
}

void
kl_atomic_file_abort (KlAtomicFile *file)
{
  if (file->fd >= 0)
    close (file->fd);
  file->fd = -1;
  if (file->temp != NULL)
    g_unlink (file->temp);
  g_clear_pointer (&file->temp, g_free);
  g_clear_pointer (&file->path, g_free);
}

gboolean
kl_atomic_file_commit (KlAtomicFile *file,
                       GError      **error)
{
  int fd = file->fd;

  g_return_val_if_fail (fd >= 0, FALSE);
  file->fd = -1;
  /* on disk before the name points at it: a crash leaves the old file or
   * the new one, never an empty one; a full disk may show only now */
  if (fsync (fd) != 0)
    {
      int saved_errno = errno;

      close (fd);
      errno = saved_errno;
    }
  else if (close (fd) == 0 && rename (file->temp, file->path) == 0)
    {
      g_clear_pointer (&file->temp, g_free);
      g_clear_pointer (&file->path, g_free);
      return TRUE;
    }
  set_errno_error (error, errno, file->path);
  kl_atomic_file_abort (file);
  return FALSE;
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
  static const KlPictureOptions board_alone = { FALSE, FALSE, FALSE, 0 };

  return kl_export_picture (view, &board_alone, format, path, error);
}

gboolean
kl_export_picture (const KlBoardView      *view,
                   const KlPictureOptions *options,
                   KlExportFormat          format,
                   const char             *path,
                   GError                **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  KlAtomicFile file;
  int width, height;

  g_return_val_if_fail (view != NULL && view->puzzle != NULL && path != NULL, FALSE);

  kl_picture_size (view, options, &width, &height);
  if (!kl_export_check_size (width, height, path, error))
    return FALSE;
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
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      break;
    }
  cr = cairo_create (surface);
  kl_picture_draw (cr, view, options);
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
      g_autofree char *name = g_filename_display_basename (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot draw “%s”: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }

  if (!kl_atomic_file_open (&file, path, error))
    return FALSE;
  if (!kl_atomic_file_write (&file, bytes->data, bytes->len, error))
    {
      kl_atomic_file_abort (&file);
      return FALSE;
    }
  return kl_atomic_file_commit (&file, error);
}
