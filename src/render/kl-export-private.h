/* kl-export-private.h - what the exports share: a file written atomically
 * (a temporary file in the same folder, renamed over the name when whole),
 * and the size limit of a picture. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Pictures beyond this many pixels a side are refused (cairo's image
 * surfaces stop at 32767, GIF at 65535, and nobody's slide needs more). */
#define KL_EXPORT_MAX_SIDE 16384

typedef struct
{
  char *path;      /* the file's name */
  char *temp;      /* the temporary file's, in the same folder */
  int   fd;        /* open on temp; -1 once closed */
} KlAtomicFile;

/* Creates the temporary file next to path.  FALSE with an error naming
 * path when it cannot. */
gboolean kl_atomic_file_open   (KlAtomicFile  *file,
                                const char    *path,
                                GError       **error);
/* Appends data; FALSE with an error naming the file on a failed write (a
 * full disk). */
gboolean kl_atomic_file_write  (KlAtomicFile  *file,
                                const void    *data,
                                gsize          length,
                                GError       **error);
/* Flushes and closes the temporary file and renames it to the file's
 * name; on failure removes it.  Frees the names either way. */
gboolean kl_atomic_file_commit (KlAtomicFile  *file,
                                GError       **error);
/* Removes the temporary file and frees the names; the file's name is left
 * as it was.  Safe on a file never opened (zero-filled) or committed. */
void     kl_atomic_file_abort  (KlAtomicFile  *file);

/* The "Cannot save “NAME”: REASON" error of the exports. */
void     kl_export_set_error   (GError       **error,
                                GQuark         domain,
                                int            code,
                                const char    *path,
                                const char    *reason);

/* Fails with an error naming path when a picture of width x height is too
 * large to export. */
gboolean kl_export_check_size  (int            width,
                                int            height,
                                const char    *path,
                                GError       **error);

G_END_DECLS
