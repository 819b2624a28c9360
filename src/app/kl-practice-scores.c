/* kl-practice-scores.c - the learner's practice scores, one GSettings
 * dictionary (key -> (first try, with hints, revealed)). */

#define G_LOG_DOMAIN "kl-practice-scores"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-practice-scores.h"

#define SCORES_KEY "practice-scores"

char *
kl_practice_scores_lesson_source (const char *lesson)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (lesson != NULL, NULL);

  name = g_path_get_basename (lesson);
  return g_strconcat (KL_PRACTICE_LESSON_PREFIX, name, NULL);
}

char *
kl_practice_scores_key (const char *source,
                        guint       puzzle_index)
{
  g_return_val_if_fail (source != NULL, NULL);

  /* '#' never ends a lesson's name, and a file's URI has no fragment */
  return g_strdup_printf ("%s#%u", source, puzzle_index);
}

gboolean
kl_practice_scores_lookup (GSettings       *settings,
                           const char      *key,
                           KlPracticeScore *out)
{
  g_autoptr(GVariant) scores = NULL;
  guint first_try, with_hints, revealed;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  if (settings == NULL)
    return FALSE;
  scores = g_settings_get_value (settings, SCORES_KEY);
  if (!g_variant_lookup (scores, key, "(uuu)", &first_try, &with_hints, &revealed))
    return FALSE;
  if (out != NULL)
    *out = (KlPracticeScore) { first_try, with_hints, revealed };
  return TRUE;
}

void
kl_practice_scores_record (GSettings             *settings,
                           const char            *key,
                           const KlPracticeScore *score)
{
  g_autoptr(GVariant) scores = NULL;
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{s(uuu)}"));
  GVariantIter iter;
  const char *each;
  GVariant *value;

  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));
  g_return_if_fail (key != NULL);
  g_return_if_fail (score != NULL);

  if (settings == NULL)
    return;
  scores = g_settings_get_value (settings, SCORES_KEY);
  g_variant_iter_init (&iter, scores);
  while (g_variant_iter_loop (&iter, "{&s@(uuu)}", &each, &value))
    if (g_strcmp0 (each, key) != 0)
      g_variant_builder_add (&builder, "{s@(uuu)}", each, value);
  g_variant_builder_add (&builder, "{s(uuu)}", key, score->first_try, score->with_hints,
                         score->revealed);
  g_settings_set_value (settings, SCORES_KEY, g_variant_builder_end (&builder));
}

guint
kl_practice_scores_count_done (GSettings  *settings,
                               const char *source,
                               guint       n_puzzles)
{
  g_autoptr(GVariant) scores = NULL;
  guint done = 0;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (source != NULL, 0);

  if (settings == NULL)
    return 0;
  /* one read of the dictionary, however many puzzles */
  scores = g_settings_get_value (settings, SCORES_KEY);
  for (guint i = 0; i < n_puzzles; i++)
    {
      g_autofree char *key = kl_practice_scores_key (source, i);
      g_autoptr(GVariant) value = g_variant_lookup_value (scores, key, G_VARIANT_TYPE ("(uuu)"));

      if (value != NULL)
        done++;
    }
  return done;
}

char *
kl_practice_score_describe (const KlPracticeScore *score)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  char *text;

  g_return_val_if_fail (score != NULL, NULL);

  if (score->first_try > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u right first time",
                                                       "%u right first time",
                                                       score->first_try),
                                             score->first_try));
  if (score->with_hints > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u with hints",
                                                       "%u with hints",
                                                       score->with_hints),
                                             score->with_hints));
  if (score->revealed > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u revealed", "%u revealed",
                                                       score->revealed),
                                             score->revealed));
  if (parts->len == 0)
    /* Translators: a puzzle's practice score before any question was answered */
    return g_strdup (_("No answers yet"));
  text = g_strdup (g_ptr_array_index (parts, 0));
  for (guint i = 1; i < parts->len; i++)
    {
      /* Translators: joins the parts of a practice score, as in "5 right
       * first time, 2 with hints"; the first %s is what comes before */
      char *joined = g_strdup_printf (_("%s, %s"), text, (const char *) g_ptr_array_index (parts, i));

      g_free (text);
      text = joined;
    }
  return text;
}
