/* kl-player.h - the player of an answer's frames: the frame shown, from 0
 * to the frame count (or past it: the answer at rest, whole), played at a
 * speed in steps a second on a widget's frame clock.  The window shows
 * what it plays; it holds no tick of its own. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_PLAYER (kl_player_get_type ())
G_DECLARE_FINAL_TYPE (KlPlayer, kl_player, KL, PLAYER, GObject)

/* Properties: "frame" (double), "playing" (boolean), notified as they
 * change, and "frames" (guint), notified at every reset; the frame count
 * and the speed are set by the owner. */

/* Plays on clock's frame clock (clock is not referenced: the player must
 * not outlive it). */
KlPlayer *kl_player_new         (GtkWidget *clock);
/* A new answer (or another view of it) with frames steps: stops and shows
 * it at rest, whole. */
void      kl_player_reset       (KlPlayer  *self,
                                 guint      frames);
guint     kl_player_get_frames  (KlPlayer  *self);
/* The frame shown; >= the frame count at rest. */
double    kl_player_get_frame   (KlPlayer  *self);
/* Stops and shows frame, kept within 0 and the frame count. */
void      kl_player_seek        (KlPlayer  *self,
                                 double     frame);
/* Plays from the frame shown (from the start when at the end) until the
 * end, or stops. */
void      kl_player_play        (KlPlayer  *self,
                                 gboolean   play);
gboolean  kl_player_is_playing  (KlPlayer  *self);
void      kl_player_set_speed   (KlPlayer  *self,
                                 double     steps_per_second);

G_END_DECLS
