/* kl-renderer.h - which GSK renderer Knight Lab asks GTK for. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Picks GTK's cairo renderer on a machine without a GPU render node: there
 * GTK's GL renderer runs in software (llvmpipe), where it composites the
 * cairo-drawn board two to three times slower than the cairo renderer
 * draws it (docs/app.md has the figures).  A GSK_RENDERER the user set
 * always wins.  Call before the first window is shown. */
void kl_renderer_choose (void);

G_END_DECLS
