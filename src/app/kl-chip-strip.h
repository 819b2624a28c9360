/* kl-chip-strip.h - chips of squares that wrap from line to line like
 * words: any KlChip list (kl-structure.h), a button a chip, each saying
 * its square's part in the step.  Pointing at a chip or clicking it tells
 * its square, for the board to point out or inspect. */
#pragma once

#include <gtk/gtk.h>

#include "kl-structure.h"

G_BEGIN_DECLS

#define KL_TYPE_CHIP_STRIP (kl_chip_strip_get_type ())

G_DECLARE_FINAL_TYPE (KlChipStrip, kl_chip_strip, KL, CHIP_STRIP, GtkWidget)

/* Signals:
 * "square-hovered" (int cell): the pointer went onto the chip of a square,
 *   or off it (-1); also when the chip under a resting pointer changes square.
 * "square-activated" (int cell): the chip of a square was clicked (or
 *   pressed with Space or Enter). */

GtkWidget  *kl_chip_strip_new      (void);
/* Shows chips (of KlChip, borrowed: copied into the buttons' words); the
 * buttons of the chips before are relabelled, not made again. */
void        kl_chip_strip_set_chips (KlChipStrip *self,
                                     GArray      *chips);
/* The button of chip i; NULL past the chips shown. */
GtkWidget  *kl_chip_strip_get_chip  (KlChipStrip *self,
                                     guint        i);

G_END_DECLS
