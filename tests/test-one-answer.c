/* test-one-answer.c - one answer, told the same way everywhere: for a
 * corpus of puzzles in every mode (found answers and every kind of "none"),
 * the solution the app's worker makes (kl_solve with the app's flags) and
 * what knight-solve prints for the same puzzle (its command, text and
 * --json --explain, and the puzzle file mode) give the same headline, the
 * same reason (words and code) and the same step sentences. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"
#include "kl-puzzle-set.h"
#include "kl-reason.h"
#include "kl-solution.h"

typedef struct
{
  const char *name;
  KlMode      mode;
  int         width;
  int         height;
  const char *blocked;    /* "c1,d1" or NULL */
  const char *start;      /* NULL: none */
  const char *target;
  const char *king;
  const char *knights;    /* "a3,a8" */
  gboolean    closed;
  kn_leaper   leaper;
} Case;

static int
cell_of (const KlPuzzle *p,
         const char     *name)
{
  kn_square sq;

  g_assert_cmpint (kn_square_parse (name, strlen (name), p->width, p->height, 0, &sq), ==, KN_OK);
  return sq.y * p->width + sq.x;
}

static KlPuzzle *
case_puzzle (const Case *c)
{
  KlPuzzle *p = kl_puzzle_new (c->width, c->height);
  g_auto (GStrv) walls = c->blocked ? g_strsplit (c->blocked, ",", -1) : NULL;
  g_auto (GStrv) knights = c->knights ? g_strsplit (c->knights, ",", -1) : NULL;

  for (char **w = walls; w && *w; w++)
    p->blocked[cell_of (p, *w)] = TRUE;
  p->start = c->start ? cell_of (p, c->start) : -1;
  p->target = c->target ? cell_of (p, c->target) : -1;
  p->king = c->king ? cell_of (p, c->king) : -1;
  for (char **k = knights; k && *k; k++)
    {
      int cell = cell_of (p, *k);
      g_array_append_val (p->knights, cell);
    }
  return p;
}

/* The command line that asks knight-solve the case's question. */
static GPtrArray *
case_args (const Case *c)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  static const char *commands[] = { "path", "map", "dynamic", "camelot", "tour" };

  g_ptr_array_add (args, g_strdup (commands[c->mode]));
  g_ptr_array_add (args, g_strdup_printf ("--size=%dx%d", c->width, c->height));
  if (c->blocked)
    g_ptr_array_add (args, g_strdup_printf ("--blocked=%s", c->blocked));
  if (c->start)
    g_ptr_array_add (args, g_strdup_printf ("--from=%s", c->start));
  if (c->target && c->mode != KL_MODE_DISTANCE)
    g_ptr_array_add (args, g_strdup_printf ("--to=%s", c->target));
  if (c->king)
    g_ptr_array_add (args, g_strdup_printf ("--king=%s", c->king));
  if (c->knights)
    g_ptr_array_add (args, g_strdup_printf ("--knights=%s", c->knights));
  if (c->closed)
    g_ptr_array_add (args, g_strdup ("--closed"));
  if (c->leaper.m != 0 && (c->leaper.m != 1 || c->leaper.n != 2))
    g_ptr_array_add (args, g_strdup_printf ("--leaper=%d,%d", c->leaper.m, c->leaper.n));
  return args;
}

static Run
run_args (GPtrArray *base, const char *more1, const char *more2)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  for (guint i = 0; i < base->len; i++)
    g_ptr_array_add (args, base->pdata[i]);
  if (more1)
    g_ptr_array_add (args, (gpointer) more1);
  if (more2)
    g_ptr_array_add (args, (gpointer) more2);
  g_ptr_array_add (args, NULL);
  return run_cli ((const char *const *) args->pdata, NULL, 0);
}

static KlSolution *
solve_like_the_app (const Case *c, const KlPuzzle *p)
{
  KlSolveOptions options;
  g_autoptr (GError) error = NULL;
  KlSolution *sol;

  kl_solve_options_init (&options);
  options.mode = c->mode;
  options.leaper = c->leaper.m != 0 ? c->leaper : KN_KNIGHT;
  options.closed = c->closed;
  options.flags = KL_SOLVE_ALL;
  sol = kl_solve (p, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sol);
  return sol;
}

static int
expected_status (const KlSolution *sol)
{
  switch (sol->outcome)
    {
    case KL_OUTCOME_FOUND: return 0;
    case KL_OUTCOME_NONE: return 1;
    case KL_OUTCOME_GAVE_UP: return 3;
    case KL_OUTCOME_MISSING:
    case KL_OUTCOME_FAILED:
    default: return 2;
    }
}

/* The command, as text: the headline (a route's after its question), or
 * the reason's sentence. */
static void
check_text (const Case *c, const KlSolution *sol, GPtrArray *args)
{
  Run r = run_args (args, NULL, NULL);
  g_auto (GStrv) lines = g_strsplit (r.out, "\n", -1);

  g_assert_cmpint (r.status, ==, expected_status (sol));
  if (sol->reason != NULL && sol->outcome != KL_OUTCOME_FOUND)
    {
      g_autofree char *why = kl_reason_sentence (sol->reason);

      g_assert_cmpstr (lines[0], ==, why);
    }
  else if (c->mode == KL_MODE_PATH || c->mode == KL_MODE_DYNAMIC)
    {
      g_autofree char *want = g_strdup_printf ("%s to %s: %s", c->start, c->target, sol->headline);

      g_assert_cmpstr (lines[0], ==, want);
    }
  else
    {
      g_assert_cmpstr (lines[0], ==, sol->headline);
      if (c->mode == KL_MODE_CAMELOT)
        g_assert_cmpstr (lines[1], ==, sol->details);
    }
  run_clear (&r);
}

/* The command with --json --explain: the headline, the reason's code and
 * every step's sentence. */
static void
check_json (const Case *c, const KlSolution *sol, GPtrArray *args)
{
  Run r = run_args (args, "--json", "--explain");
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o, *ex;
  JsonArray *steps;

  g_assert_cmpint (r.status, ==, expected_status (sol));
  root = parse_json (r.out);
  o = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (o, "headline"), ==, sol->headline);
  g_assert_cmpstr (json_object_get_string_member_with_default (o, "reason", NULL), ==,
                   sol->reason ? kl_reason_to_string (sol->reason->kind) : NULL);
  if (c->mode == KL_MODE_TOUR)
    {
      g_assert_cmpint (json_object_get_boolean_member (o, "closed"), ==, sol->closed);
      g_assert_cmpint (json_object_get_boolean_member (o, "asked_closed"), ==, sol->asked_closed);
    }
  g_assert_nonnull (sol->explain);
  ex = json_object_get_object_member (o, "explanation");
  g_assert_nonnull (ex);
  steps = json_object_get_array_member (ex, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, kl_explain_get_n_steps (sol->explain));
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      g_autoptr (KlExplainStep) step = kl_explain_get_step (sol->explain, i);
      JsonObject *js = json_array_get_object_element (steps, i);

      g_assert_cmpstr (json_object_get_string_member (js, "text"), ==, step->text);
    }
  run_clear (&r);
}

/* The puzzle file mode: the same headline and reason for the same puzzle. */
static void
check_file (const Case *c, const KlSolution *sol, KlPuzzle *p)
{
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();
  KlPuzzleEntry *e = kl_puzzle_entry_new (c->mode, kl_puzzle_copy (p));
  g_autofree char *dir = g_dir_make_tmp ("one-answer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "case.knight", NULL);
  g_autofree char *data = NULL;
  gsize len = 0;

  e->closed = c->closed;
  e->leaper = c->leaper.m != 0 ? c->leaper : KN_KNIGHT;
  kl_puzzle_set_add (set, e);
  data = kl_puzzle_set_to_data (set, &len);
  g_assert_true (g_file_set_contents (path, data, (gssize) len, NULL));
  {
    const char *json_args[] = { "--json", path, NULL };
    const char *text_args[] = { path, NULL };
    Run j = run_cli (json_args, NULL, 0), t = run_cli (text_args, NULL, 0);
    g_autoptr (JsonNode) root = parse_json (j.out);
    JsonObject *o = json_array_get_object_element (json_node_get_array (root), 0);
    g_autofree char *want = NULL;

    g_assert_cmpstr (json_object_get_string_member (o, "headline"), ==, sol->headline);
    g_assert_cmpstr (json_object_get_string_member_with_default (o, "reason", NULL), ==,
                     sol->reason ? kl_reason_to_string (sol->reason->kind) : NULL);
    /* the text: "case.knight, puzzle 1 (mode, WxH): " then the answer */
    if (sol->reason != NULL && sol->outcome != KL_OUTCOME_FOUND)
      want = kl_reason_sentence (sol->reason);
    else
      want = g_strdup (sol->headline);
    g_assert_nonnull (strstr (t.out, "): "));
    g_assert_true (g_str_has_prefix (strstr (t.out, "): ") + 3, want));
    run_clear (&j);
    run_clear (&t);
  }
  g_unlink (path);
  g_rmdir (dir);
}

static const Case cases[] = {
  /* the sample, in every mode */
  { "sample path", KL_MODE_PATH, 8, 8, "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", "a1", "f1" },
  { "sample distance", KL_MODE_DISTANCE, 8, 8, "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", "a1" },
  { "sample dynamic", KL_MODE_DYNAMIC, 8, 8, "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", "a1", "f1" },
  { "sample camelot", KL_MODE_CAMELOT, 8, 8, "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", NULL, NULL, "h5",
    "b7,g7,h2" },
  { "sample tour", KL_MODE_TOUR, 8, 8, "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", "a1", "f1" },
  /* found answers */
  { "camel route", KL_MODE_PATH, 12, 9, "c3,d4", "b2", "j8", NULL, NULL, FALSE, { 1, 3 } },
  { "pickup", KL_MODE_CAMELOT, 8, 8, NULL, NULL, NULL, "d4", "a3,a8,h1,h8" },
  { "open tour", KL_MODE_TOUR, 6, 6, NULL, "a1" },
  { "open tour that closes", KL_MODE_TOUR, 10, 10 },
  { "closed tour", KL_MODE_TOUR, 6, 6, NULL, NULL, NULL, NULL, NULL, TRUE },
  { "tour to an end", KL_MODE_TOUR, 5, 5, NULL, "a1", "e5" },
  { "built tour", KL_MODE_TOUR, 30, 30, NULL, "a1" },
  { "zebra map", KL_MODE_DISTANCE, 12, 9, "c3,d4,e5,f6", "b2", NULL, NULL, NULL, FALSE, { 2, 3 } },
  /* every kind of "none" */
  { "target walled off", KL_MODE_PATH, 8, 8, "f7,g6", "a1", "h8" },
  { "start walled in", KL_MODE_PATH, 8, 8, "b3,c2", "a1", "h8" },
  { "split map", KL_MODE_DISTANCE, 8, 8, "b3,c2", "a1" },
  { "camel colour", KL_MODE_PATH, 8, 8, NULL, "a1", "a2", NULL, NULL, FALSE, { 1, 3 } },
  { "lattice", KL_MODE_PATH, 8, 8, NULL, "a1", "b1", NULL, NULL, FALSE, { 2, 2 } },
  { "dynamic blocked target", KL_MODE_DYNAMIC, 8, 8, "h8", "a1", "h8" },
  { "camelot apart", KL_MODE_CAMELOT, 2, 2, NULL, NULL, NULL, "a1", "a2,b2" },
  { "4x4", KL_MODE_TOUR, 4, 4 },
  { "3x5", KL_MODE_TOUR, 3, 5 },
  { "closed odd", KL_MODE_TOUR, 5, 5, NULL, NULL, NULL, NULL, NULL, TRUE },
  { "end colour", KL_MODE_TOUR, 8, 8, NULL, "a1", "h8" },
  { "dead ends", KL_MODE_TOUR, 8, 8, "b3,c2,f2,g3", "d4" },
  { "pieces", KL_MODE_TOUR, 8, 8, "b3,c2", "d4" },
  { "corner colour", KL_MODE_TOUR, 5, 5, NULL, "b1" },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (KlPuzzle) p = case_puzzle (c);
  g_autoptr (KlSolution) sol = solve_like_the_app (c, p);
  g_autoptr (GPtrArray) args = case_args (c);

  g_test_message ("%s: %s", c->name, sol->headline);
  g_assert_nonnull (sol->headline);
  g_assert_cmpstr (sol->headline, !=, "");
  if (sol->mode == KL_MODE_TOUR)
    {
      /* the statistics say what the method did: a construction and a proof
       * search nothing, a search counts its nodes */
      g_autofree char *nodes = g_strdup_printf ("Searched %" G_GUINT64_FORMAT " node",
                                                sol->nodes);

      if (sol->tour_method == KN_TOUR_METHOD_BLOCKS || sol->tour_method == KN_TOUR_METHOD_CORRIDOR)
        g_assert_true (g_str_has_prefix (sol->stats, "Built from blocks"));
      else if (sol->tour_method == KN_TOUR_METHOD_ROWS)
        g_assert_true (g_str_has_prefix (sol->stats, "Built row by row"));
      else if (sol->tour_method == KN_TOUR_METHOD_NONE && sol->outcome == KL_OUTCOME_NONE)
        g_assert_true (g_str_has_prefix (sol->stats, "Proved without a search"));
      else
        g_assert_true (g_str_has_prefix (sol->stats, nodes));
      if (sol->tour_method != KN_TOUR_METHOD_SEARCH)
        g_assert_null (strstr (sol->stats, "node"));
    }
  if (sol->mode == KL_MODE_TOUR && sol->closed && !sol->asked_closed)
    {
      /* an open tour that closes: the details say which move closes it */
      size_t n = 0;
      const kn_cell *cells = kn_tour_cells (sol->tour, &n);
      char first[KN_SQUARE_BUFSIZE], last[KN_SQUARE_BUFSIZE];
      g_autofree char *want = NULL;

      kn_square_format ((kn_square) { (int32_t) (cells[0] % (kn_cell) c->width),
                                      (int32_t) (cells[0] / (kn_cell) c->width) }, 0, first,
                        sizeof first);
      kn_square_format ((kn_square) { (int32_t) (cells[n - 1] % (kn_cell) c->width),
                                      (int32_t) (cells[n - 1] / (kn_cell) c->width) }, 0, last,
                        sizeof last);
      want = g_strdup_printf ("Its last square, %s, is a move from its first, %s: ", last, first);
      g_assert_true (g_str_has_prefix (sol->details, want));
    }
  check_text (c, sol, args);
  check_json (c, sol, args);
  check_file (c, sol, p);
}

/* Random boards with walls: routes, maps and dynamic knights, found or not. */
static void
test_random (void)
{
  GRand *rand = g_rand_new_with_seed (20261202);

  for (int n = 0; n < 24; n++)
    {
      Case c = { "random", (KlMode[]) { KL_MODE_PATH, KL_MODE_DISTANCE, KL_MODE_DYNAMIC }[n % 3],
                 g_rand_int_range (rand, 5, 10), g_rand_int_range (rand, 5, 10) };
      g_autoptr (GString) walls = g_string_new (NULL);
      char from[KN_SQUARE_BUFSIZE], to[KN_SQUARE_BUFSIZE], sq[KN_SQUARE_BUFSIZE];
      kn_square a = { 0, 0 }, b = { c.width - 1, c.height - 1 };

      for (int y = 0; y < c.height; y++)
        for (int x = 0; x < c.width; x++)
          if ((x != a.x || y != a.y) && (x != b.x || y != b.y) && g_rand_int_range (rand, 0, 100) < 25)
            {
              kn_square_format ((kn_square) { x, y }, 0, sq, sizeof sq);
              g_string_append_printf (walls, "%s%s", walls->len ? "," : "", sq);
            }
      kn_square_format (a, 0, from, sizeof from);
      kn_square_format (b, 0, to, sizeof to);
      c.blocked = walls->len ? walls->str : NULL;
      c.start = from;
      c.target = to;
      test_case (&c);
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/one-answer/%s", cases[i].name);

      for (char *s = path; *s; s++)
        if (*s == ' ')
          *s = '-';
      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/one-answer/random", test_random);
  return g_test_run ();
}
