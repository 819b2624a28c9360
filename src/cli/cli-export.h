/* cli-export.h - knight-solve's --export-image and --export-animation: the
 * options, checked before anything is solved, and the files written from
 * whatever answer the command computed, by the picture module that is
 * opened only then (cli-media.h). */
#pragma once

#include <glib.h>

#include "cli-media.h"

G_BEGIN_DECLS

typedef struct {
  /* the options as parsed */
  char    *image;
  char    *animation;
  gboolean headline;
  gboolean legend;
  gboolean caption;
  int      width;
  int      step;        /* -1: not given */
  int      from_step;   /* -1: not given */
  int      to_step;     /* -1: not given */
  double   speed;       /* NAN: not given */
  /* made by kl_cli_export_prepare */
  gboolean         wanted;    /* a file is to be written */
  KlCliMediaRequest request;
  KlCliMediaExport export_fn;
} KlCliExport;

/* Zeroes ex and sets the "not given" values. */
void     kl_cli_export_init    (KlCliExport *ex);
/* The option entries writing into ex (ended by a NULL entry); g_free it. */
GOptionEntry *kl_cli_export_entries (KlCliExport *ex);
/* Checks the options (an option that needs a file, a range, the module's
 * checks of the names, the width and the speed) and opens the picture
 * module when a file is asked for.  Errors are usage errors (exit 2). */
gboolean kl_cli_export_prepare (KlCliExport *ex,
                                GError     **error);
/* Writes the files of solution, puzzle number index (from 1) of n: with
 * more than one, the names get "-INDEX" before their extension. */
gboolean kl_cli_export_write   (KlCliExport      *ex,
                                guint             index,
                                guint             n,
                                const KlPuzzle   *puzzle,
                                KlMode            mode,
                                const KlSolution *solution,
                                GError          **error);
void     kl_cli_export_clear   (KlCliExport *ex);

G_END_DECLS
