/* kl-frame-stats.c - frame timings for KNIGHT_LAB_FRAME_STATS=1: frames a
 * second and the longest gap between frames while an answer plays, and the
 * longest main-loop stall while a solve runs, printed to stderr.
 *
 * Frames are timed at the frame clock's after-paint, so a gap includes the
 * drawing.  Stalls are measured by a high-priority timeout every 5 ms: how
 * late it runs is how long the main loop was busy with something else. */

#define G_LOG_DOMAIN "kl-frame-stats"

#include "config.h"

#include <gtk/gtk.h>

#include "kl-frame-stats.h"

#define PROBE_MS 5

struct _KlFrameStats
{
  GObject        parent_instance;

  /* borrowed */
  KlWindow      *window;
  GdkFrameClock *clock;

  gulong         paint_id;
  guint          probe_id;

  /* while playing */
  gboolean       playing;
  gint64         second_start;
  gint64         last_frame;
  guint          frames;        /* this second */
  gint64         longest_gap;   /* this second */
  guint          total_frames;
  gint64         play_start;
  gint64         worst_gap;     /* the whole animation */

  /* main-loop stalls */
  gint64         last_probe;
  gint64         stall;         /* this second of animation */
  gboolean       solving;
  gint64         solve_start;
  gint64         solve_stall;
};

G_DEFINE_FINAL_TYPE (KlFrameStats, kl_frame_stats, G_TYPE_OBJECT)

static void
end_animation (KlFrameStats *self,
               gint64        now)
{
  double secs = (now - self->play_start) / (double) G_USEC_PER_SEC;

  self->playing = FALSE;
  if (secs > 0 && self->total_frames > 0)
    g_printerr ("frame-stats: animation: %u frames in %.2f s, %.1f fps, longest gap %.1f ms\n",
                self->total_frames, secs, self->total_frames / secs, self->worst_gap / 1000.0);
}

static void
on_after_paint_cb (KlFrameStats  *self,
                   GdkFrameClock *clock)
{
  gint64 now = g_get_monotonic_time ();
  gint64 gap;

  if (!kl_window_is_playing (self->window))
    {
      if (self->playing)
        end_animation (self, now);
      return;
    }
  if (!self->playing)
    {
      self->playing = TRUE;
      self->play_start = self->second_start = self->last_frame = now;
      self->frames = self->total_frames = 0;
      self->longest_gap = self->worst_gap = self->stall = 0;
      return;
    }

  gap = now - self->last_frame;
  self->last_frame = now;
  self->frames++;
  self->total_frames++;
  self->longest_gap = MAX (self->longest_gap, gap);
  self->worst_gap = MAX (self->worst_gap, gap);
  if (now - self->second_start >= G_USEC_PER_SEC)
    {
      double secs = (now - self->second_start) / (double) G_USEC_PER_SEC;

      g_printerr ("frame-stats: %.1f fps, longest gap %.1f ms, longest main-loop stall %.1f ms\n",
                  self->frames / secs, self->longest_gap / 1000.0, self->stall / 1000.0);
      self->second_start = now;
      self->frames = 0;
      self->longest_gap = 0;
      self->stall = 0;
    }
}

static gboolean
on_probe_cb (gpointer user_data)
{
  KlFrameStats *self = user_data;
  gint64 now = g_get_monotonic_time ();
  gint64 late = MAX (0, now - self->last_probe - PROBE_MS * 1000);
  gboolean solving = kl_window_is_solving (self->window);

  self->last_probe = now;
  self->stall = MAX (self->stall, late);
  if (solving && !self->solving)
    {
      self->solve_start = now;
      self->solve_stall = 0;
    }
  else if (solving)
    self->solve_stall = MAX (self->solve_stall, late);
  else if (self->solving)
    g_printerr ("frame-stats: solve: %.1f ms, longest main-loop stall %.1f ms\n",
                (now - self->solve_start) / 1000.0, MAX (self->solve_stall, late) / 1000.0);
  self->solving = solving;
  return G_SOURCE_CONTINUE;
}

static void
on_realize_cb (KlFrameStats *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->window));

  if (clock == self->clock)
    return;
  if (self->clock != NULL)
    g_clear_signal_handler (&self->paint_id, self->clock);
  self->clock = clock;
  if (clock != NULL)
    self->paint_id = g_signal_connect_swapped (clock, "after-paint",
                                               G_CALLBACK (on_after_paint_cb), self);
}

/* The frame clock goes with the window's surface. */
static void
on_unrealize_cb (KlFrameStats *self)
{
  if (self->clock != NULL)
    g_clear_signal_handler (&self->paint_id, self->clock);
  self->clock = NULL;
}

static void
kl_frame_stats_dispose (GObject *object)
{
  KlFrameStats *self = (KlFrameStats *) object;

  on_unrealize_cb (self);
  g_clear_handle_id (&self->probe_id, g_source_remove);
  if (self->window != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->window, on_realize_cb, self);
      g_signal_handlers_disconnect_by_func (self->window, on_unrealize_cb, self);
    }
  self->window = NULL;

  G_OBJECT_CLASS (kl_frame_stats_parent_class)->dispose (object);
}

static void
kl_frame_stats_class_init (KlFrameStatsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kl_frame_stats_dispose;
}

static void
kl_frame_stats_init (KlFrameStats *self)
{
}

KlFrameStats *
kl_frame_stats_new_from_env (KlWindow *window)
{
  KlFrameStats *self;

  g_return_val_if_fail (KL_IS_WINDOW (window), NULL);

  if (g_strcmp0 (g_getenv ("KNIGHT_LAB_FRAME_STATS"), "1") != 0)
    return NULL;

  self = g_object_new (KL_TYPE_FRAME_STATS, NULL);
  self->window = window;
  g_signal_connect_swapped (window, "realize", G_CALLBACK (on_realize_cb), self);
  g_signal_connect_swapped (window, "unrealize", G_CALLBACK (on_unrealize_cb), self);
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_realize_cb (self);
  self->last_probe = g_get_monotonic_time ();
  self->probe_id = g_timeout_add_full (G_PRIORITY_HIGH, PROBE_MS, on_probe_cb, self, NULL);
  return self;
}
