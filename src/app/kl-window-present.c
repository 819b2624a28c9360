/* kl-window-present.c - present mode, for a projector in a classroom: the
 * window full screen with only the board, the step sentence in large type
 * and the player; the keyboard drives the player without modifiers, the
 * board may take a high-contrast palette, and leaving puts the layout back
 * as it was. */

#define G_LOG_DOMAIN "kl-window"

#include "config.h"

#include <math.h>

#include "kl-window-private.h"

/* The step sentence's type: this fraction of the window's height (32 px on
 * a 1280 x 800 screen, 43 px on 1920 x 1080), read from the back of a
 * classroom, yet three lines leave the board most of the screen; never
 * below the normal window's large title. */
#define CAPTION_HEIGHT_FRACTION 0.04
#define CAPTION_MIN_PX          20
#define CAPTION_MAX_PX          160

/* The pointer hides after this long without moving over a presenting window. */
#define POINTER_IDLE_SECONDS    3

/* The keys present mode adds: unmodified, in the capture phase, so the board
 * (whose arrows move its cursor and whose Space may apply a tool) and the
 * buttons never see them first.  Each activates a window action. */
static const struct
{
  guint       keyval;
  const char *action;
} present_keys[] = {
  { GDK_KEY_space, "win.play" },
  { GDK_KEY_KP_Space, "win.play" },
  { GDK_KEY_Left, "win.step-back" },
  { GDK_KEY_KP_Left, "win.step-back" },
  { GDK_KEY_Right, "win.step-forward" },
  { GDK_KEY_KP_Right, "win.step-forward" },
  { GDK_KEY_Page_Up, "win.jump-back" },
  { GDK_KEY_KP_Page_Up, "win.jump-back" },
  { GDK_KEY_Page_Down, "win.jump-forward" },
  { GDK_KEY_KP_Page_Down, "win.jump-forward" },
  { GDK_KEY_Home, "win.go-start" },
  { GDK_KEY_KP_Home, "win.go-start" },
  { GDK_KEY_End, "win.go-end" },
  { GDK_KEY_KP_End, "win.go-end" },
  { GDK_KEY_h, "win.high-contrast" },
  { GDK_KEY_Escape, "win.present" },
};

/* ------------------------------------------------------------ helpers */

/* The board takes the high-contrast palette while presenting if the user
 * asked for it there (the choice waits for the next time after), and always
 * when the desktop asks for high contrast everywhere. */
static void
sync_high_contrast (KlWindow *self)
{
  gboolean on = (self->presenting && self->high_contrast) ||
                adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  kl_board_set_high_contrast (self->board, on);
  if (gtk_toggle_button_get_active (self->present_contrast_button) != self->high_contrast)
    gtk_toggle_button_set_active (self->present_contrast_button, self->high_contrast);
}

/* The boards set a pointer cursor of their own, which the window's would
 * not hide. */
static void
show_pointer (KlWindow *self,
              gboolean  shown)
{
  const char *board_cursor = shown ? "pointer" : "none";

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), shown ? NULL : "none");
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->board), board_cursor);
  for (guint side = 0; side < 2; side++)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (kl_compare_view_get_board (self->compare_view,
                                                                             side)),
                                     board_cursor);
}

static gboolean
on_pointer_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;

  self->pointer_idle = 0;
  if (self->presenting)
    show_pointer (self, FALSE);
  return G_SOURCE_REMOVE;
}

/* A motion shows the pointer again for a while; Xvfb and some drivers
 * report motions that did not move, which must not keep it shown. */
static void
on_pointer_motion_cb (KlWindow *self,
                      double    x,
                      double    y)
{
  if (!self->presenting || (x == self->pointer_x && y == self->pointer_y))
    return;
  self->pointer_x = x;
  self->pointer_y = y;
  show_pointer (self, TRUE);
  g_clear_handle_id (&self->pointer_idle, g_source_remove);
  self->pointer_idle = g_timeout_add_seconds (POINTER_IDLE_SECONDS, on_pointer_idle_cb, self);
}

/* The caption's type follows the window's height.  A style change queues a
 * resize, which must not happen while the window allocates: so from an idle,
 * and only when the size changes. */
static gboolean
on_caption_idle_cb (gpointer user_data)
{
  KlWindow *self = user_data;
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int px = CLAMP ((int) lround (height * CAPTION_HEIGHT_FRACTION), CAPTION_MIN_PX, CAPTION_MAX_PX);
  g_autofree char *css = NULL;

  self->caption_idle = 0;
  if (px == self->caption_px)
    return G_SOURCE_REMOVE;
  self->caption_px = px;
  css = g_strdup_printf (".kl-present-caption { font-size: %dpx; }", px);
  gtk_css_provider_load_from_data (self->caption_css, css, -1);
  return G_SOURCE_REMOVE;
}

static void
remember_layout (KlWindow *self)
{
  GtkScrollable *scrollable = GTK_SCROLLABLE (self->board);

  self->before.sidebar_revealed = adw_flap_get_reveal_flap (self->sidebar_flap);
  self->before.sidebar_locked = adw_flap_get_locked (self->sidebar_flap);
  self->before.explain_revealed = adw_flap_get_reveal_flap (self->explain_flap);
  self->before.maximized = gtk_window_is_maximized (GTK_WINDOW (self));
  self->before.fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));
  self->before.fit = kl_board_get_fit (self->board);
  self->before.cell = kl_board_get_cell_size (self->board);
  self->before.x = gtk_adjustment_get_value (gtk_scrollable_get_hadjustment (scrollable));
  self->before.y = gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (scrollable));
}

/* Everything but the board, the step sentence and the player goes; F8 and
 * F9 would bring panels back, so they wait until present mode ends. */
static void
enter (KlWindow *self)
{
  remember_layout (self);
  gtk_widget_set_visible (self->header_bar, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->results), FALSE);
  gtk_widget_set_visible (self->results_separator, FALSE);
  /* locked: a fold or unfold as the window grows must not bring it back */
  adw_flap_set_locked (self->sidebar_flap, TRUE);
  adw_flap_set_reveal_flap (self->sidebar_flap, FALSE);
  adw_flap_set_reveal_flap (self->explain_flap, FALSE);
  gtk_widget_set_visible (self->present_bar, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-sidebar", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-explain", FALSE);
  gtk_event_controller_set_propagation_phase (self->present_keys, GTK_PHASE_CAPTURE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "kl-presenting");
  if (self->comparing)
    kl_compare_view_zoom_fit (self->compare_view);
  else
    kl_board_zoom_fit (self->board);
  kl_window_present_update_caption (self);
  sync_high_contrast (self);
  kl_window_update_legend (self);
  gtk_window_fullscreen (GTK_WINDOW (self));
  gtk_widget_grab_focus (self->comparing
                         ? GTK_WIDGET (kl_compare_view_get_board (self->compare_view, 0))
                         : GTK_WIDGET (self->board));
  /* the pointer shows until it rests */
  self->pointer_x = self->pointer_y = -1;
  self->pointer_idle = g_timeout_add_seconds (POINTER_IDLE_SECONDS, on_pointer_idle_cb, self);
}

static void
leave (KlWindow *self)
{
  g_clear_handle_id (&self->pointer_idle, g_source_remove);
  show_pointer (self, TRUE);
  /* a window full screen before stays so */
  if (!self->before.fullscreen)
    gtk_window_unfullscreen (GTK_WINDOW (self));
  if (self->before.maximized)
    gtk_window_maximize (GTK_WINDOW (self));
  sync_high_contrast (self);
  kl_window_update_legend (self);
  gtk_event_controller_set_propagation_phase (self->present_keys, GTK_PHASE_NONE);
  gtk_widget_remove_css_class (GTK_WIDGET (self), "kl-presenting");
  gtk_widget_set_visible (self->present_bar, FALSE);
  gtk_widget_set_visible (self->header_bar, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->results), TRUE);
  gtk_widget_set_visible (self->results_separator, TRUE);
  adw_flap_set_reveal_flap (self->sidebar_flap, self->before.sidebar_revealed);
  adw_flap_set_locked (self->sidebar_flap, self->before.sidebar_locked);
  adw_flap_set_reveal_flap (self->explain_flap, self->before.explain_revealed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-sidebar", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-explain", TRUE);
  /* the zoom and scroll as they were (compare mode fits again, as it starts) */
  if (self->comparing)
    kl_compare_view_zoom_fit (self->compare_view);
  else
    kl_board_set_view (self->board, self->before.fit, self->before.cell, self->before.x,
                       self->before.y);
  /* the step panel's place follows the window's width again from its next
   * allocation (kl-window.c), as the window shrinks back */
}

/* ------------------------------------------------------------ actions */

static void
present_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_window_set_presenting (self, !self->presenting);
}

static void
high_contrast_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  KlWindow *self = KL_WINDOW (widget);

  kl_window_set_high_contrast (self, !self->high_contrast);
}

/* A key of present mode: its action, if enabled; the key is used up either
 * way (Right at the end must not move the board's cursor instead).  Keys
 * typed in a popover (the player's speed) are the popover's: Escape closes
 * it, the arrows move its slider. */
static gboolean
present_key_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));

  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  gtk_widget_activate_action_variant (widget, g_variant_get_string (args, NULL), NULL);
  return TRUE;
}

static void
on_contrast_toggled_cb (KlWindow        *self,
                        GtkToggleButton *button)
{
  kl_window_set_high_contrast (self, gtk_toggle_button_get_active (button));
}

/* The window manager may end full screen by itself (its own key, another
 * window made full screen): present mode ends with it. */
static void
on_fullscreened_cb (KlWindow *self)
{
  if (self->presenting && self->was_fullscreened &&
      !gtk_window_is_fullscreen (GTK_WINDOW (self)))
    kl_window_set_presenting (self, FALSE);
  self->was_fullscreened = gtk_window_is_fullscreen (GTK_WINDOW (self));
}

/* ------------------------------------------------ the window's own API */

void
kl_window_present_update_caption (KlWindow *self)
{
  KlSolution *result;
  double frame;
  const char *text = "";

  if (!self->presenting)
    return;
  result = kl_board_get_result (self->board);
  frame = MIN (kl_board_get_frame (self->board), kl_window_practice_frames (self));
  /* a step's sentence while stepping through; at the end, the answer */
  if (result != NULL && kl_window_is_practising (self))
    text = kl_window_get_headline (self);
  else if (result != NULL && kl_window_get_explain (self) != NULL &&
           frame < kl_board_get_frames (self->board))
    text = kl_step_panel_get_text (self->step_panel);
  else if (result != NULL)
    text = result->headline;
  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_label (self->present_caption), text) != 0)
    gtk_label_set_label (self->present_caption, text);
}

void
kl_window_present_allocate (KlWindow *self,
                            int       height)
{
  int px = CLAMP ((int) lround (height * CAPTION_HEIGHT_FRACTION), CAPTION_MIN_PX, CAPTION_MAX_PX);

  if (px != self->caption_px && self->caption_idle == 0)
    self->caption_idle = g_idle_add (on_caption_idle_cb, self);
}

void
kl_window_present_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.present", NULL, present_action);
  gtk_widget_class_install_action (widget_class, "win.high-contrast", NULL, high_contrast_action);
}

void
kl_window_present_init (KlWindow *self)
{
  GtkShortcutController *keys;
  GtkEventController *motion;

  keys = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (keys), "kl-present-keys");
  for (guint i = 0; i < G_N_ELEMENTS (present_keys); i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_keyval_trigger_new (present_keys[i].keyval, 0),
                          gtk_callback_action_new (present_key_cb, NULL, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (present_keys[i].action));
      gtk_shortcut_controller_add_shortcut (keys, shortcut);
    }
  self->present_keys = GTK_EVENT_CONTROLLER (keys);
  /* off until present mode starts */
  gtk_event_controller_set_propagation_phase (self->present_keys, GTK_PHASE_NONE);
  gtk_widget_add_controller (GTK_WIDGET (self), self->present_keys);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (motion, "motion", G_CALLBACK (on_pointer_motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  /* style.css makes its controls large while presenting */
  gtk_widget_add_css_class (GTK_WIDGET (self->player_bar), "kl-player-bar");
  self->caption_css = gtk_css_provider_new ();
  gtk_style_context_add_provider (gtk_widget_get_style_context (GTK_WIDGET (self->present_caption)),
                                  GTK_STYLE_PROVIDER (self->caption_css),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_signal_connect_swapped (self->present_contrast_button, "toggled",
                            G_CALLBACK (on_contrast_toggled_cb), self);
  g_signal_connect_swapped (self, "notify::fullscreened", G_CALLBACK (on_fullscreened_cb), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (sync_high_contrast), self, G_CONNECT_SWAPPED);
  sync_high_contrast (self);
}

void
kl_window_present_dispose (KlWindow *self)
{
  g_clear_handle_id (&self->pointer_idle, g_source_remove);
  g_clear_handle_id (&self->caption_idle, g_source_remove);
  g_clear_object (&self->caption_css);
}

/* ------------------------------------------------------------ public API */

void
kl_window_set_presenting (KlWindow *self,
                          gboolean  presenting)
{
  g_return_if_fail (KL_IS_WINDOW (self));

  presenting = !!presenting;
  if (presenting == self->presenting)
    return;
  self->presenting = presenting;
  if (presenting)
    enter (self);
  else
    leave (self);
}

gboolean
kl_window_get_presenting (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->presenting;
}

void
kl_window_set_high_contrast (KlWindow *self,
                             gboolean  high_contrast)
{
  g_return_if_fail (KL_IS_WINDOW (self));

  self->high_contrast = !!high_contrast;
  sync_high_contrast (self);
  /* the legend's swatches come from the same palette */
  kl_window_update_legend (self);
}

gboolean
kl_window_get_high_contrast (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), FALSE);
  return self->high_contrast;
}

const char *
kl_window_get_present_caption (KlWindow *self)
{
  g_return_val_if_fail (KL_IS_WINDOW (self), NULL);
  return gtk_label_get_label (self->present_caption);
}
