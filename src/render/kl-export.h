/* kl-export.h - the board as a PNG, SVG or PDF file, drawn by the same code
 * as the screen (kl_board_render). */
#pragma once

#include <glib.h>

#include "kl-board-render.h"
#include "kl-picture.h"

G_BEGIN_DECLS

typedef enum
{
  KL_EXPORT_PNG,
  KL_EXPORT_SVG,
  KL_EXPORT_PDF,
} KlExportFormat;

/* The format a file name asks for by its extension (.png, .svg, .pdf, any
 * case); FALSE when it names none. */
gboolean kl_export_format_from_path (const char     *path,
                                     KlExportFormat *format);

/* ".png", ".svg" or ".pdf". */
const char *kl_export_extension      (KlExportFormat  format);

/* The file name an export dialog's answer stands for: the name the user
 * chose, with the chosen type's extension added when it has none, and put
 * in place of the suggested name's when the user picked another type but
 * kept the suggested name (the dialog cannot rename it while it is open).
 * g_free it. */
char       *kl_export_file_name      (const char     *chosen,
                                      const char     *suggested,
                                      KlExportFormat  chosen_type);

/* The pixel size of one square in an export of a cols x rows board: large
 * on small boards, never an image beyond 4096 pixels a side. */
double   kl_export_cell_size        (int             cols,
                                     int             rows);

/* Draws view (at its animation frame; set view->frame past the last frame
 * for the whole solution) into path.  The file is written atomically: on
 * error (reported with the file name) an existing file is left as it was. */
gboolean kl_export_board            (const KlBoardView *view,
                                     KlExportFormat     format,
                                     const char        *path,
                                     GError           **error);

/* The same with the words options asks for (kl-picture.h): the headline,
 * the step sentence, the legend, at a width.  kl_export_board is this with
 * every option off. */
gboolean kl_export_picture          (const KlBoardView      *view,
                                     const KlPictureOptions *options,
                                     KlExportFormat          format,
                                     const char             *path,
                                     GError                **error);

G_END_DECLS
