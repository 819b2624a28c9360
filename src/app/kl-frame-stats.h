/* kl-frame-stats.h - frame timings for KNIGHT_LAB_FRAME_STATS=1: frames a
 * second and the longest gap between frames while an answer plays, and the
 * longest main-loop stall while a solve runs, printed to stderr. */
#pragma once

#include <glib-object.h>

#include "kl-window.h"

G_BEGIN_DECLS

#define KL_TYPE_FRAME_STATS (kl_frame_stats_get_type ())

G_DECLARE_FINAL_TYPE (KlFrameStats, kl_frame_stats, KL, FRAME_STATS, GObject)

/* Watches window; NULL unless the environment has KNIGHT_LAB_FRAME_STATS=1.
 * The window owns the result and drops it in its dispose. */
KlFrameStats *kl_frame_stats_new_from_env (KlWindow *window);

G_END_DECLS
