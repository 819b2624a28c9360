/* kl-comparison.c - two solutions of one puzzle side by side: the table of
 * what each algorithm did and the sentence that sums it up. */
#include "config.h"

#include "kl-comparison.h"

#include <glib/gi18n.h>

#include "kl-json.h"
#include "kl-notation.h"

struct _KlComparison
{
  KlSolution *side[2];
};

static void
comparison_clear (KlComparison *self)
{
  kl_solution_unref (self->side[0]);
  kl_solution_unref (self->side[1]);
}

KlComparison *
kl_comparison_new (KlSolution *a,
                   KlSolution *b)
{
  KlComparison *self = g_atomic_rc_box_new0 (KlComparison);

  self->side[0] = kl_solution_ref (a);
  self->side[1] = kl_solution_ref (b);
  return self;
}

KlComparison *
kl_comparison_ref (KlComparison *self)
{
  return g_atomic_rc_box_acquire (self);
}

void
kl_comparison_unref (KlComparison *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) comparison_clear);
}

KlSolution *
kl_comparison_get_solution (const KlComparison *self,
                            guint               side)
{
  g_return_val_if_fail (side < 2, NULL);
  return self->side[side];
}

const char *
kl_comparison_row_label (KlCompareRow row)
{
  switch (row)
    {
    case KL_COMPARE_EXPANDED:
      return _("Squares expanded");
    case KL_COMPARE_NODES:
      return _("Nodes");
    case KL_COMPARE_BACKTRACKS:
      return _("Backtracks");
    case KL_COMPARE_LENGTH:
      return _("Route length");
    case KL_COMPARE_TIME:
      return _("Time");
    case KL_COMPARE_MEMORY:
      return _("Memory");
    case KL_COMPARE_N_ROWS:
    default:
      return NULL;
    }
}

/* The row's raw figure; KL_SOLVE_STAT_NONE where the side has none. */
static guint64
row_figure (const KlSolution *sol,
            KlCompareRow      row)
{
  switch (row)
    {
    case KL_COMPARE_EXPANDED:
      return sol->work.expanded;
    case KL_COMPARE_NODES:
      return sol->work.nodes;
    case KL_COMPARE_BACKTRACKS:
      return sol->work.backtracks;
    case KL_COMPARE_LENGTH:
      return sol->work.length < 0 ? KL_SOLVE_STAT_NONE : (guint64) sol->work.length;
    case KL_COMPARE_TIME:
      return (guint64) MAX (sol->work.elapsed_us, 0);
    case KL_COMPARE_MEMORY:
      return sol->work.memory;
    case KL_COMPARE_N_ROWS:
    default:
      return KL_SOLVE_STAT_NONE;
    }
}

/* "850 µs", "12.4 ms", "2.31 s". */
static char *
format_time (guint64 us)
{
  if (us < 1000)
    {
      g_autofree char *n = kl_format_count (us);

      /* TRANSLATORS: a time in microseconds: "850 µs" */
      return g_strdup_printf (_("%s µs"), n);
    }
  if (us < G_USEC_PER_SEC)
    /* TRANSLATORS: a time in milliseconds */
    return g_strdup_printf (_("%.1f ms"), us / 1000.0);
  /* TRANSLATORS: a time in seconds */
  return g_strdup_printf (_("%.2f s"), us / (double) G_USEC_PER_SEC);
}

/* A length in the mode's unit: a tour counts squares, the rest moves. */
static char *
format_length (const KlSolution *sol,
               guint64           n)
{
  g_autofree char *count = kl_format_count (n);

  if (sol->mode == KL_MODE_TOUR)
    /* TRANSLATORS: a tour's length: "64 squares" */
    return g_strdup_printf (ngettext ("%s square", "%s squares", n), count);
  /* TRANSLATORS: a route's length: "7 moves" */
  return g_strdup_printf (ngettext ("%s move", "%s moves", n), count);
}

char *
kl_comparison_row_value (const KlComparison *self,
                         KlCompareRow        row,
                         guint               side)
{
  const KlSolution *sol;
  guint64 n;

  g_return_val_if_fail (side < 2 && row < KL_COMPARE_N_ROWS, NULL);
  sol = self->side[side];
  n = row_figure (sol, row);
  if (row == KL_COMPARE_LENGTH && n == KL_SOLVE_STAT_NONE && sol->mode != KL_MODE_DISTANCE)
    /* TRANSLATORS: the route length of an algorithm that found no route */
    return g_strdup (C_("route length", "none"));
  if (n == KL_SOLVE_STAT_NONE)
    return g_strdup ("—");
  switch (row)
    {
    case KL_COMPARE_TIME:
      return format_time (n);
    case KL_COMPARE_MEMORY:
      return g_format_size_full (n, G_FORMAT_SIZE_IEC_UNITS);
    case KL_COMPARE_LENGTH:
      return format_length (sol, n);
    case KL_COMPARE_EXPANDED:
    case KL_COMPARE_NODES:
    case KL_COMPARE_BACKTRACKS:
    case KL_COMPARE_N_ROWS:
    default:
      return kl_format_count (n);
    }
}

/* ------------------------------------------------------------ the sentence */

/* Appends a sentence, after a space when s has one already, its first
 * letter made upper case: an algorithm's name may start it ("breadth-first
 * search expanded..." is written "Breadth-first search expanded..."). */
static void
append_sentence (GString    *s,
                 const char *text)
{
  gunichar first = g_utf8_get_char (text);

  /* languages whose full stop is wide ("。") put no space after it */
  if (s->len > 0 && !g_str_has_suffix (s->str, "。"))
    g_string_append_c (s, ' ');
  g_string_append_unichar (s, g_unichar_totitle (first));
  g_string_append (s, g_utf8_next_char (text));
}

/* The work sentence: which figure the mode's algorithms are best compared
 * by, and its words.  Path searches and maps expand squares; tours enter
 * nodes; Camelot costs plans. */
static void
append_work (GString          *s,
             const KlSolution *a,
             const KlSolution *b)
{
  gboolean nodes = a->mode == KL_MODE_TOUR || a->mode == KL_MODE_CAMELOT;
  KlCompareRow row = nodes ? KL_COMPARE_NODES : KL_COMPARE_EXPANDED;
  guint64 fa = row_figure (a, row), fb = row_figure (b, row);
  const char *pa = kl_algorithm_phrase (a->algorithm), *pb = kl_algorithm_phrase (b->algorithm);
  g_autofree char *ca = NULL, *cb = NULL, *text = NULL;

  /* two maps are compared square by square (append_answer): the formula
   * expands nothing to compare */
  if (fa == KL_SOLVE_STAT_NONE || fb == KL_SOLVE_STAT_NONE || a->mode == KL_MODE_DISTANCE)
    return;
  ca = kl_format_count (fa);
  cb = kl_format_count (fb);
  if (a->mode == KL_MODE_TOUR)
    /* TRANSLATORS: "plain Warnsdorff took 63 nodes where plain backtracking took
     * 20,000,000."; the algorithms' names are kl_algorithm_phrase's */
    text = g_strdup_printf (ngettext ("%s took %s node where %s took %s.",
                                      "%s took %s nodes where %s took %s.", fa),
                            pa, ca, pb, cb);
  else if (a->mode == KL_MODE_CAMELOT)
    /* TRANSLATORS: "brute force costed 250,000 plans where the gather-and-pickup
     * enumeration costed 1,200." */
    text = g_strdup_printf (ngettext ("%s costed %s plan where %s costed %s.",
                                      "%s costed %s plans where %s costed %s.", fa),
                            pa, ca, pb, cb);
  else
    /* TRANSLATORS: "A* search expanded 38 squares where breadth-first search
     * expanded 61." */
    text = g_strdup_printf (ngettext ("%s expanded %s square where %s expanded %s.",
                                      "%s expanded %s squares where %s expanded %s.", fa),
                            pa, ca, pb, cb);
  append_sentence (s, text);
}

/* Squares two distance maps disagree on: different distances, or reached
 * by one only. */
static guint64
map_differences (const KlSolution *a,
                 const KlSolution *b,
                 guint64          *farther)
{
  const gint32 *da = kl_solution_get_distances (a), *db = kl_solution_get_distances (b);
  guint64 differ = 0;

  *farther = 0;
  if (da == NULL || db == NULL || a->width != b->width || a->height != b->height)
    return 0;
  for (gint64 i = 0; i < (gint64) a->width * a->height; i++)
    if (da[i] != db[i])
      {
        differ++;
        if (da[i] >= 0 && db[i] >= 0)
          (*farther)++;
      }
  return differ;
}

static void
append_answer (GString          *s,
               const KlSolution *a,
               const KlSolution *b)
{
  const char *pa = kl_algorithm_phrase (a->algorithm), *pb = kl_algorithm_phrase (b->algorithm);
  gboolean found_a = a->work.length >= 0, found_b = b->work.length >= 0;
  g_autofree char *text = NULL;

  if (a->mode == KL_MODE_DISTANCE)
    {
      guint64 farther, differ = map_differences (a, b, &farther);

      if (kl_solution_get_distances (a) == NULL || kl_solution_get_distances (b) == NULL)
        return;
      if (differ == 0)
        text = g_strdup (_("The two maps agree on every square."));
      else
        {
          g_autofree char *c = kl_format_count (differ), *f = kl_format_count (farther);

          /* TRANSLATORS: "The maps differ on 14 squares (9 of them reached by both, at
           * different distances): the walls are why." */
          text = g_strdup_printf (ngettext ("The maps differ on %s square (%s of them reached by "
                                            "both, at different distances): the walls are why.",
                                            "The maps differ on %s squares (%s of them reached by "
                                            "both, at different distances): the walls are why.",
                                            differ),
                                  c, f);
        }
    }
  else if (found_a && found_b)
    {
      g_autofree char *la = format_length (a, (guint64) a->work.length);
      g_autofree char *lb = format_length (b, (guint64) b->work.length);

      if (a->work.length == b->work.length)
        /* TRANSLATORS: "Both answers have 7 moves." / "Both answers have 64 squares." */
        text = g_strdup_printf (_("Both answers have %s."), la);
      else
        /* TRANSLATORS: "The answers differ: 19 moves with depth-first search, 7 moves
         * with breadth-first search." */
        text = g_strdup_printf (_("The answers differ: %s with %s, %s with %s."), la, pa, lb, pb);
    }
  else if (found_a != found_b)
    {
      const KlSolution *without = found_a ? b : a;
      const char *with_p = found_a ? pa : pb, *without_p = found_a ? pb : pa;

      if (without->outcome == KL_OUTCOME_GAVE_UP)
        /* TRANSLATORS: "plain Warnsdorff found an answer; plain backtracking gave up." */
        text = g_strdup_printf (_("%s found an answer; %s gave up."), with_p, without_p);
      else
        /* TRANSLATORS: "brute force found an answer; ... did not." */
        text = g_strdup_printf (_("%s found an answer; %s did not."), with_p, without_p);
    }
  else if (a->outcome == KL_OUTCOME_NONE && b->outcome == KL_OUTCOME_NONE)
    text = g_strdup (_("Both prove there is no answer."));
  else
    text = g_strdup (_("Neither found an answer."));
  if (text != NULL)
    append_sentence (s, text);
}

char *
kl_comparison_sentence (const KlComparison *self)
{
  const KlSolution *a = self->side[0], *b = self->side[1];
  GString *s = g_string_new (NULL);

  if (a->outcome == KL_OUTCOME_MISSING || b->outcome == KL_OUTCOME_MISSING ||
      a->outcome == KL_OUTCOME_FAILED || b->outcome == KL_OUTCOME_FAILED)
    {
      g_string_append (s, _("There is nothing to compare: one side has no answer to give."));
      return g_string_free (s, FALSE);
    }
  if (a->algorithm == b->algorithm)
    {
      /* TRANSLATORS: "Both sides run breadth-first search." */
      g_autofree char *text = g_strdup_printf (_("Both sides run %s."),
                                               kl_algorithm_phrase (a->algorithm));

      append_sentence (s, text);
    }
  else
    append_work (s, a, b);
  append_answer (s, a, b);
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------ JSON */

static const char *const row_names[KL_COMPARE_N_ROWS] = {
  [KL_COMPARE_EXPANDED] = "expanded",
  [KL_COMPARE_NODES] = "nodes",
  [KL_COMPARE_BACKTRACKS] = "backtracks",
  [KL_COMPARE_LENGTH] = "length",
  [KL_COMPARE_TIME] = "time_us",
  [KL_COMPARE_MEMORY] = "memory",
};

static const char *
outcome_name (KlOutcome outcome)
{
  switch (outcome)
    {
    case KL_OUTCOME_FOUND:
      return "found";
    case KL_OUTCOME_NONE:
      return "none";
    case KL_OUTCOME_GAVE_UP:
      return "gave_up";
    case KL_OUTCOME_MISSING:
      return "missing";
    case KL_OUTCOME_FAILED:
    default:
      return "failed";
    }
}

JsonNode *
kl_comparison_to_json (const KlComparison *self)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autofree char *sentence = kl_comparison_sentence (self);

  json_builder_begin_object (b);
  kl_json_set_string (b, "mode", kl_mode_to_string (self->side[0]->mode));
  json_builder_set_member_name (b, "algorithms");
  json_builder_begin_array (b);
  for (guint i = 0; i < 2; i++)
    json_builder_add_string_value (b, kl_algorithm_to_string (self->side[i]->algorithm));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "rows");
  json_builder_begin_array (b);
  for (guint r = 0; r < KL_COMPARE_N_ROWS; r++)
    {
      json_builder_begin_object (b);
      kl_json_set_string (b, "row", row_names[r]);
      kl_json_set_figure (b, "a", row_figure (self->side[0], r));
      kl_json_set_figure (b, "b", row_figure (self->side[1], r));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  kl_json_set_string (b, "sentence", sentence);
  json_builder_set_member_name (b, "solutions");
  json_builder_begin_array (b);
  for (guint i = 0; i < 2; i++)
    {
      const KlSolution *sol = self->side[i];
      GArray *path = kl_solution_get_path (sol);

      json_builder_begin_object (b);
      kl_json_set_string (b, "algorithm", kl_algorithm_to_string (sol->algorithm));
      kl_json_set_string (b, "outcome", outcome_name (sol->outcome));
      kl_json_set_string (b, "headline", sol->headline);
      json_builder_set_member_name (b, "length");
      if (sol->work.length < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, sol->work.length);
      if (path != NULL)
        kl_json_set_cells (b, "path", path, sol->width);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
