/* test-i18n.c - the real window speaks the user's language: under
 * LANGUAGE=zh_CN and LANGUAGE=ru its labels and results come from the
 * translations built in the build tree (found through KNIGHT_LAB_LOCALEDIR,
 * the app's testing hook). */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "kl-i18n.h"
#include "app-test.h"
#include "kl-window.h"

/* Whether a label under widget shows text. */
static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* The label under widget that shows text, or NULL. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first mapped label under widget that had to cut its text with "…". */
static GtkLabel *
find_ellipsized (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_ellipsized (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* At 800 x 600, in every mode, the language's words fit: no label of the
 * window cuts its text (the Russian dynamic knight's key of moves did). */
static void
check_nothing_cut (void)
{
  static const char *const modes[] = { "path", "distance", "dynamic", "camelot", "tour" };
  KlWindow *window = new_window_sized (800, 600);
  GtkLabel *cut;

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      activate (window, "win.mode", "s", modes[i]);
      wait_ready (window);
      /* a frame, so the labels have their final width */
      for (int k = 0; k < 20; k++)
        g_main_context_iteration (NULL, FALSE);
      cut = find_ellipsized (GTK_WIDGET (window));
      if (cut != NULL)
        g_test_message ("%s: \"%s\" is cut", modes[i], gtk_label_get_label (cut));
      g_assert_null (cut);
    }
  /* the longest headline, an open tour that also closes, fits in its two
   * lines (its route below is long and cut on purpose) */
  activate (window, "win.board-size", "(ii)", 10, 10);
  activate (window, "win.new-puzzle", NULL);
  wait_ready (window);
  for (int k = 0; k < 20; k++)
    g_main_context_iteration (NULL, FALSE);
  cut = find_label (GTK_WIDGET (window), kl_window_get_headline (window));
  g_assert_nonnull (cut);
  g_test_message ("tour 10x10: %s", gtk_label_get_label (cut));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (cut)));
  close_window (window);
}

static void
check_language (gconstpointer data)
{
  const char *language = data;
  const char *path, *mode_tour;
  g_autofree char *moves = NULL;
  KlWindow *window;

  if (g_getenv ("KNIGHT_LAB_LOCALEDIR") == NULL)
    {
      g_test_skip ("KNIGHT_LAB_LOCALEDIR is not set (run through meson test)");
      return;
    }

  /* a new LANGUAGE takes effect at the next setlocale () */
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();

  /* the catalogue is found, and it differs from the English */
  path = g_dgettext (GETTEXT_PACKAGE, "Shortest path");
  mode_tour = g_dgettext (GETTEXT_PACKAGE, "Knight’s tour");
  g_assert_cmpstr (path, !=, "Shortest path");
  g_assert_cmpstr (mode_tour, !=, "Knight’s tour");
  g_assert_true (g_utf8_validate (path, -1, NULL));

  window = kl_window_new (NULL);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_ready (window);

  /* the mode list (built from the .ui template) shows the translation */
  g_assert_true (has_label (GTK_WIDGET (window), path));
  g_assert_true (has_label (GTK_WIDGET (window), mode_tour));
  g_assert_false (has_label (GTK_WIDGET (window), "Shortest path"));

  /* and the results (built in C, with the language's plural rules): the
   * sample's answer is 7 moves */
  moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d move", "%d moves", 7), 7);
  g_assert_cmpstr (moves, !=, "7 moves");
  g_assert_cmpstr (kl_window_get_headline (window), ==, moves);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
  check_nothing_cut ();
}

/* The English words fit too. */
static void
check_english (void)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Shortest path"), ==, "Shortest path");
  check_nothing_cut ();
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, ""))
    return 0;

  g_test_add_data_func ("/app/i18n/zh_CN", "zh_CN", check_language);
  g_test_add_data_func ("/app/i18n/ru", "ru", check_language);
  g_test_add_func ("/app/i18n/en", check_english);
  return g_test_run ();
}
