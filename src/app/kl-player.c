/* kl-player.c - an answer's frames played on a widget's frame clock. */

#define G_LOG_DOMAIN "kl-player"

#include "config.h"

#include "kl-player.h"

/* A frame that came late (the window was hidden, the machine busy) moves
 * the player this far at most, so it never leaps over a whole stretch. */
#define MAX_TICK_S 0.25

struct _KlPlayer
{
  GObject    parent_instance;

  GtkWidget *clock;      /* borrowed */
  guint      tick_id;
  gint64     last_tick;
  gboolean   playing;
  double     frame;
  guint      frames;
  double     speed;
};

G_DEFINE_FINAL_TYPE (KlPlayer, kl_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_FRAME,
  PROP_PLAYING,
  PROP_FRAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_frame (KlPlayer *self,
           double    frame)
{
  if (frame == self->frame)
    return;
  self->frame = frame;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRAME]);
}

static void
stop_ticking (KlPlayer *self)
{
  if (self->tick_id != 0 && self->clock != NULL)
    gtk_widget_remove_tick_callback (self->clock, self->tick_id);
  self->tick_id = 0;
}

static gboolean
on_tick_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  KlPlayer *self = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double dt = self->last_tick ? (now - self->last_tick) / (double) G_USEC_PER_SEC : 0;
  double frame = self->frame + MIN (dt, MAX_TICK_S) * self->speed;

  self->last_tick = now;
  if (frame >= self->frames)
    {
      self->tick_id = 0;
      self->playing = FALSE;
      set_frame (self, self->frames);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
      return G_SOURCE_REMOVE;
    }
  set_frame (self, frame);
  return G_SOURCE_CONTINUE;
}

static void
kl_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  KlPlayer *self = KL_PLAYER (object);

  switch (prop_id)
    {
    case PROP_FRAME:
      g_value_set_double (value, self->frame);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case PROP_FRAMES:
      g_value_set_uint (value, self->frames);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_player_dispose (GObject *object)
{
  KlPlayer *self = KL_PLAYER (object);

  stop_ticking (self);
  if (self->clock != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->clock), (gpointer *) &self->clock);
  self->clock = NULL;
  G_OBJECT_CLASS (kl_player_parent_class)->dispose (object);
}

static void
kl_player_class_init (KlPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = kl_player_get_property;
  object_class->dispose = kl_player_dispose;

  properties[PROP_FRAME] = g_param_spec_double ("frame", NULL, NULL, 0, G_MAXDOUBLE, G_MAXDOUBLE,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] = g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                   G_PARAM_STATIC_STRINGS);
  properties[PROP_FRAMES] = g_param_spec_uint ("frames", NULL, NULL, 0, G_MAXUINT, 0,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
kl_player_init (KlPlayer *self)
{
  self->frame = G_MAXDOUBLE;
  self->speed = 1;
}

KlPlayer *
kl_player_new (GtkWidget *clock)
{
  KlPlayer *self = g_object_new (KL_TYPE_PLAYER, NULL);

  self->clock = clock;
  g_object_add_weak_pointer (G_OBJECT (clock), (gpointer *) &self->clock);
  return self;
}

void
kl_player_reset (KlPlayer *self,
                 guint     frames)
{
  g_return_if_fail (KL_IS_PLAYER (self));
  kl_player_play (self, FALSE);
  set_frame (self, G_MAXDOUBLE);
  /* always told: a new answer with as many frames is still news */
  self->frames = frames;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRAMES]);
}

guint
kl_player_get_frames (KlPlayer *self)
{
  g_return_val_if_fail (KL_IS_PLAYER (self), 0);
  return self->frames;
}

double
kl_player_get_frame (KlPlayer *self)
{
  g_return_val_if_fail (KL_IS_PLAYER (self), 0);
  return self->frame;
}

void
kl_player_seek (KlPlayer *self,
                double    frame)
{
  g_return_if_fail (KL_IS_PLAYER (self));
  kl_player_play (self, FALSE);
  set_frame (self, CLAMP (frame, 0, self->frames));
}

void
kl_player_play (KlPlayer *self,
                gboolean  play)
{
  g_return_if_fail (KL_IS_PLAYER (self));

  if (play && (self->frames == 0 || self->clock == NULL))
    play = FALSE;
  if (play == self->playing)
    return;
  self->playing = play;
  if (play)
    {
      if (self->frame >= self->frames)
        set_frame (self, 0);
      self->last_tick = 0;
      self->tick_id = gtk_widget_add_tick_callback (self->clock, on_tick_cb, self, NULL);
    }
  else
    stop_ticking (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

gboolean
kl_player_is_playing (KlPlayer *self)
{
  g_return_val_if_fail (KL_IS_PLAYER (self), FALSE);
  return self->playing;
}

void
kl_player_set_speed (KlPlayer *self,
                     double    steps_per_second)
{
  g_return_if_fail (KL_IS_PLAYER (self));
  self->speed = steps_per_second;
}
