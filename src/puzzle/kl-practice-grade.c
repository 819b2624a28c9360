/* kl-practice-grade.c - practice: grading an answer against what a question
 * accepts, the verdict in words, and the hints.  Pure functions of the
 * question (kl-practice.c makes them), so the tests grade without a window. */

#define G_LOG_DOMAIN "kl-practice"

#include "config.h"

#include <glib/gi18n.h>

#include "kl-notation.h"
#include "kl-practice-private.h"

static KlVerdict *
verdict_new (void)
{
  KlVerdict *v = g_new0 (KlVerdict, 1);

  v->hit = g_array_new (FALSE, FALSE, sizeof (int));
  v->missed = g_array_new (FALSE, FALSE, sizeof (int));
  v->wrong = g_array_new (FALSE, FALSE, sizeof (int));
  return v;
}

void
kl_verdict_free (KlVerdict *verdict)
{
  if (verdict == NULL)
    return;
  g_array_unref (verdict->hit);
  g_array_unref (verdict->missed);
  g_array_unref (verdict->wrong);
  g_free (verdict->text);
  g_free (verdict);
}

static char *
cell_name (const KlQuestion *question,
           int               cell)
{
  return kl_cell_name (cell, ((const KlQuestionPrivate *) question)->width);
}

/* "2 squares missed, 1 wrong." */
static char *
squares_text (guint missed,
              guint wrong)
{
  g_autofree char *m = NULL;
  g_autofree char *w = NULL;

  if (missed > 0)
    /* Translators: part of a verdict: "2 squares missed" */
    m = g_strdup_printf (ngettext ("%u square missed", "%u squares missed", missed), missed);
  if (missed > 0 && wrong > 0)
    {
      /* Translators: part of a verdict after the squares missed: "1 wrong" */
      w = g_strdup_printf (ngettext ("%u wrong", "%u wrong", wrong), wrong);
      /* Translators: a verdict: "2 squares missed, 1 wrong." */
      return g_strdup_printf (_("%s, %s."), m, w);
    }
  if (missed > 0)
    return g_strdup_printf (_("%s."), m);
  /* Translators: a verdict: "1 square wrong." */
  return g_strdup_printf (ngettext ("%u square wrong.", "%u squares wrong.", wrong), wrong);
}

KlVerdict *
kl_question_grade_squares (const KlQuestion *question,
                           const int        *cells,
                           guint             n_cells)
{
  KlVerdict *v;
  g_autoptr(GArray) clicked = NULL;

  g_return_val_if_fail (question != NULL, NULL);
  g_return_val_if_fail (question->kind == KL_ANSWER_SQUARES || question->kind == KL_ANSWER_SQUARE,
                        NULL);
  g_return_val_if_fail (cells != NULL || n_cells == 0, NULL);

  v = verdict_new ();
  clicked = g_array_sized_new (FALSE, FALSE, sizeof (int), n_cells);
  if (n_cells > 0)
    g_array_append_vals (clicked, cells, n_cells);
  _kl_practice_sort_cells (clicked);
  for (guint i = 0; i < clicked->len; i++)
    {
      int cell = g_array_index (clicked, int, i);

      g_array_append_val (_kl_practice_has_cell (question->right, cell) ? v->hit : v->wrong,
                          cell);
    }

  if (question->kind == KL_ANSWER_SQUARE)
    {
      /* one square, any of the right ones */
      v->right = clicked->len == 1 && v->hit->len == 1;
      if (v->right)
        v->text = g_strdup (_("Right."));
      else if (clicked->len == 0)
        v->text = g_strdup (_("No square chosen."));
      else if (clicked->len > 1)
        v->text = g_strdup (_("Choose one square."));
      else
        {
          g_autofree char *sq = cell_name (question, g_array_index (clicked, int, 0));

          /* Translators: a verdict: "Not c3." */
          v->text = g_strdup_printf (_("Not %s."), sq);
        }
      return v;
    }

  for (guint i = 0; i < question->right->len; i++)
    {
      int cell = g_array_index (question->right, int, i);

      if (!_kl_practice_has_cell (clicked, cell))
        g_array_append_val (v->missed, cell);
    }
  v->right = v->missed->len == 0 && v->wrong->len == 0;
  v->text = v->right ? g_strdup (_("Right.")) : squares_text (v->missed->len, v->wrong->len);
  return v;
}

KlVerdict *
kl_question_grade_number (const KlQuestion *question,
                          gint64            number)
{
  KlVerdict *v;

  g_return_val_if_fail (question != NULL && question->kind == KL_ANSWER_NUMBER, NULL);

  v = verdict_new ();
  v->right = number == question->number;
  if (v->right)
    v->text = g_strdup (_("Right."));
  else
    {
      g_autofree char *n = number >= 0 ? kl_format_count ((guint64) number)
                                       : g_strdup_printf ("%" G_GINT64_FORMAT, number);

      /* Translators: a verdict on a number: "Not 6." */
      v->text = g_strdup_printf (_("Not %s."), n);
    }
  return v;
}

KlVerdict *
kl_question_grade_choices (const KlQuestion *question,
                           guint64           picked)
{
  KlVerdict *v;
  guint n_picked, n_wrong, n_missed;

  g_return_val_if_fail (question != NULL && question->kind == KL_ANSWER_CHOICE, NULL);

  v = verdict_new ();
  v->wrong_choices = picked & ~question->right_choices;
  v->missed_choices = question->right_choices & ~picked;
  v->right = v->wrong_choices == 0 && v->missed_choices == 0;
  n_picked = (guint) __builtin_popcountll (picked);
  n_wrong = (guint) __builtin_popcountll (v->wrong_choices);
  n_missed = (guint) __builtin_popcountll (v->missed_choices);
  if (v->right)
    v->text = g_strdup (_("Right."));
  else if (n_picked == 0)
    v->text = g_strdup (_("Nothing chosen."));
  else if (question->multiple)
    {
      g_autofree char *m = NULL;
      g_autofree char *w = NULL;

      if (n_missed > 0)
        /* Translators: part of a verdict: "1 choice missed" */
        m = g_strdup_printf (ngettext ("%u choice missed", "%u choices missed", n_missed),
                             n_missed);
      if (n_wrong > 0)
        /* Translators: part of a verdict: "1 choice wrong" */
        w = g_strdup_printf (ngettext ("%u choice wrong", "%u choices wrong", n_wrong), n_wrong);
      if (m != NULL && w != NULL)
        v->text = g_strdup_printf (_("%s, %s."), m, w);
      else
        v->text = g_strdup_printf (_("%s."), m != NULL ? m : w);
    }
  else if (n_picked > 1)
    v->text = g_strdup (_("Choose one."));
  else
    {
      guint i = (guint) __builtin_ctzll (picked);
      const char *words = i < question->choices->len
                          ? g_ptr_array_index (question->choices, i) : "";

      /* Translators: a verdict on a choice: "Not “No”." */
      v->text = g_strdup_printf (_("Not “%s”."), words);
    }
  return v;
}

void
kl_hint_clear (KlHint *hint)
{
  g_clear_pointer (&hint->text, g_free);
}

gboolean
kl_question_hint (const KlQuestion *question,
                  guint             k,
                  KlHint           *out)
{
  g_return_val_if_fail (question != NULL && out != NULL, FALSE);

  *out = (KlHint) { -1, -1, NULL };
  switch (question->kind)
    {
    case KL_ANSWER_SQUARES:
      {
        g_autofree char *sq = NULL;

        if (k >= question->right->len)
          return FALSE;
        out->cell = g_array_index (question->right, int, k);
        sq = cell_name (question, out->cell);
        /* Translators: a hint: "c3 is one of them." */
        out->text = g_strdup_printf (_("%s is one of them."), sq);
        return TRUE;
      }
    case KL_ANSWER_SQUARE:
      {
        g_autofree char *sq = NULL;

        /* one square is the whole answer: one hint */
        if (k > 0 || question->right->len == 0)
          return FALSE;
        out->cell = g_array_index (question->right, int, 0);
        sq = cell_name (question, out->cell);
        /* Translators: a hint: "Try c3." */
        out->text = g_strdup_printf (_("Try %s."), sq);
        return TRUE;
      }
    case KL_ANSWER_CHOICE:
      {
        guint wrong = 0;

        /* the wrong choices in order, all but the last */
        for (guint i = 0; i < question->choices->len && i < 64; i++)
          {
            if (question->right_choices & (G_GUINT64_CONSTANT (1) << i))
              continue;
            if (wrong++ == k)
              {
                guint left = 0;

                for (guint j = i + 1; j < question->choices->len && j < 64; j++)
                  left += !(question->right_choices & (G_GUINT64_CONSTANT (1) << j));
                if (left == 0)
                  return FALSE;
                out->choice = (int) i;
                /* Translators: a hint that strikes out a choice: "It is not “No”." */
                out->text = g_strdup_printf (_("It is not “%s”."),
                                             (const char *) g_ptr_array_index (question->choices,
                                                                               i));
                return TRUE;
              }
          }
        return FALSE;
      }
    case KL_ANSWER_NUMBER:
      {
        gint64 n = MAX (question->number, 0);
        gint64 bound = k == 0 ? n + n / 2 + 1 : (n + 1) / 2;
        g_autofree char *b = NULL;

        /* an upper bound, then a lower one: never the number itself */
        if (k > 1 || (k == 1 && bound <= 0))
          return FALSE;
        b = kl_format_count ((guint64) bound);
        out->text = k == 0
          /* Translators: a hint on a number: "It is at most 8." */
          ? g_strdup_printf (_("It is at most %s."), b)
          /* Translators: a hint on a number: "It is at least 3." */
          : g_strdup_printf (_("It is at least %s."), b);
        return TRUE;
      }
    default:
      return FALSE;
    }
}
