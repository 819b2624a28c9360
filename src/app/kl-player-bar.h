/* kl-player-bar.h - the player's controls under the board: step, play,
 * jump, the scrubber, the position and the speed, showing a KlPlayer. */
#pragma once

#include <gtk/gtk.h>

#include "kl-player.h"

G_BEGIN_DECLS

#define KL_TYPE_PLAYER_BAR (kl_player_bar_get_type ())
G_DECLARE_FINAL_TYPE (KlPlayerBar, kl_player_bar, KL, PLAYER_BAR, GtkWidget)

/* Shows player (a reference is kept): its frame, whether it plays; the
 * scrubber seeks it and the speed control sets its speed.  The buttons
 * activate the window's win.* actions. */
void           kl_player_bar_set_player        (KlPlayerBar *self,
                                                KlPlayer    *player);
/* What the jump buttons jump to, in words: a label and a tooltip each. */
void           kl_player_bar_set_jump_labels   (KlPlayerBar *self,
                                                const char  *back,
                                                const char  *forward,
                                                const char  *back_tip,
                                                const char  *forward_tip);
/* The speed in steps a second, and the adjustment behind it (in powers of
 * two of that) for the preference to bind. */
double         kl_player_bar_get_speed         (KlPlayerBar *self);
void           kl_player_bar_set_speed         (KlPlayerBar *self,
                                                double       steps_per_second);
GtkAdjustment *kl_player_bar_get_speed_adjustment (KlPlayerBar *self);
/* The position it shows: "3 / 7", the frame and the frame count. */
const char    *kl_player_bar_get_position      (KlPlayerBar *self);

G_END_DECLS
