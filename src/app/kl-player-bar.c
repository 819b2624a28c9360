/* kl-player-bar.c - the player's controls, following a KlPlayer. */

#define G_LOG_DOMAIN "kl-player-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "kl-player-bar.h"

struct _KlPlayerBar
{
  GtkWidget      parent_instance;

  /* template widgets */
  GtkButton     *play_button;
  GtkWidget     *jump_back_button;
  GtkWidget     *jump_forward_button;
  GtkAdjustment *scrub_adjustment;
  GtkLabel      *position_label;
  GtkAdjustment *speed_adjustment;
  GtkScale      *speed_scale;
  GtkLabel      *speed_label;

  /* owned */
  KlPlayer      *player;
  gboolean       syncing;  /* the scrubber follows the player: not a seek */
};

G_DEFINE_FINAL_TYPE (KlPlayerBar, kl_player_bar, GTK_TYPE_WIDGET)

/* The scrubber, the position and the play button say where the player is. */
static void
update (KlPlayerBar *self)
{
  guint frames = self->player ? kl_player_get_frames (self->player) : 0;
  double frame = self->player ? MIN (kl_player_get_frame (self->player), frames) : 0;
  gboolean playing = self->player != NULL && kl_player_is_playing (self->player);
  g_autofree char *position = g_strdup_printf ("%d / %u", (int) floor (frame), frames);

  self->syncing = TRUE;
  gtk_adjustment_configure (self->scrub_adjustment, frame, 0, frames, 1, MAX (1, frames / 10), 0);
  self->syncing = FALSE;
  gtk_label_set_label (self->position_label, position);
  gtk_button_set_icon_name (self->play_button, playing ? "media-playback-pause-symbolic"
                                                       : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Pause (Ctrl+Space)") : _("Play (Ctrl+Space)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  playing ? _("Pause") : _("Play"), -1);
}

static void
on_player_notify_cb (KlPlayer    *player,
                     GParamSpec  *pspec,
                     KlPlayerBar *self)
{
  update (self);
}

static void
on_scrub_changed_cb (KlPlayerBar   *self,
                     GtkAdjustment *adjustment)
{
  if (self->syncing || self->player == NULL)
    return;
  kl_player_seek (self->player, gtk_adjustment_get_value (adjustment));
}

static void
on_speed_changed_cb (KlPlayerBar   *self,
                     GtkAdjustment *adjustment)
{
  double speed = kl_player_bar_get_speed (self);
  /* Translators: the player's speed in steps a second, "4/s" */
  g_autofree char *text = speed < 1 ? g_strdup_printf (_("%.1f/s"), speed)
                                    : g_strdup_printf (_("%.0f/s"), speed);

  gtk_label_set_label (self->speed_label, text);
  if (self->player != NULL)
    kl_player_set_speed (self->player, speed);
}

static void
kl_player_bar_dispose (GObject *object)
{
  KlPlayerBar *self = KL_PLAYER_BAR (object);

  if (self->player != NULL)
    g_signal_handlers_disconnect_by_data (self->player, self);
  g_clear_object (&self->player);
  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_PLAYER_BAR);
  /* the template's children without an id are the widget's to unparent */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (kl_player_bar_parent_class)->dispose (object);
}

static void
kl_player_bar_class_init (KlPlayerBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_player_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-player-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, jump_back_button);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, jump_forward_button);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, scrub_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, position_label);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, speed_adjustment);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, speed_scale);
  gtk_widget_class_bind_template_child (widget_class, KlPlayerBar, speed_label);
  gtk_widget_class_bind_template_callback (widget_class, on_scrub_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_changed_cb);
  /* a group of controls, as the box it replaces was */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
kl_player_bar_init (KlPlayerBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the scale is in powers of two and snaps to them: 1, 2, 4, 8... a second */
  for (int octave = -1; octave <= 14; octave++)
    {
      g_autofree char *label = octave >= 0 && octave % 2 == 0
                               ? g_strdup_printf ("%d", 1 << octave) : NULL;

      gtk_scale_add_mark (self->speed_scale, octave, GTK_POS_BOTTOM, label);
    }
  on_speed_changed_cb (self, self->speed_adjustment);
  update (self);
}

void
kl_player_bar_set_player (KlPlayerBar *self,
                          KlPlayer    *player)
{
  g_return_if_fail (KL_IS_PLAYER_BAR (self));

  if (self->player != NULL)
    g_signal_handlers_disconnect_by_data (self->player, self);
  g_set_object (&self->player, player);
  if (player != NULL)
    {
      g_signal_connect (player, "notify::frame", G_CALLBACK (on_player_notify_cb), self);
      g_signal_connect (player, "notify::playing", G_CALLBACK (on_player_notify_cb), self);
      g_signal_connect (player, "notify::frames", G_CALLBACK (on_player_notify_cb), self);
      kl_player_set_speed (player, kl_player_bar_get_speed (self));
    }
  update (self);
}

void
kl_player_bar_set_jump_labels (KlPlayerBar *self,
                               const char  *back,
                               const char  *forward,
                               const char  *back_tip,
                               const char  *forward_tip)
{
  g_return_if_fail (KL_IS_PLAYER_BAR (self));
  gtk_widget_set_tooltip_text (self->jump_back_button, back_tip);
  gtk_widget_set_tooltip_text (self->jump_forward_button, forward_tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->jump_back_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, back, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->jump_forward_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, forward, -1);
}

/* The speed scale is in powers of two of the steps a second. */
double
kl_player_bar_get_speed (KlPlayerBar *self)
{
  g_return_val_if_fail (KL_IS_PLAYER_BAR (self), 1.0);
  return exp2 (gtk_adjustment_get_value (self->speed_adjustment));
}

void
kl_player_bar_set_speed (KlPlayerBar *self,
                         double       steps_per_second)
{
  g_return_if_fail (KL_IS_PLAYER_BAR (self));
  g_return_if_fail (steps_per_second > 0);
  gtk_adjustment_set_value (self->speed_adjustment, log2 (steps_per_second));
}

const char *
kl_player_bar_get_position (KlPlayerBar *self)
{
  g_return_val_if_fail (KL_IS_PLAYER_BAR (self), NULL);
  return gtk_label_get_label (self->position_label);
}

GtkAdjustment *
kl_player_bar_get_speed_adjustment (KlPlayerBar *self)
{
  g_return_val_if_fail (KL_IS_PLAYER_BAR (self), NULL);
  return self->speed_adjustment;
}
