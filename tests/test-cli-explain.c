/* test-cli-explain.c - knight-solve --explain (text and JSON against each
 * other and against hand-derived and reference facts) and the JSON stream's
 * batches. */
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-json.h"
#include "cli-run.h"
#include "kl-explain.h"
#include "kl-notation.h"
#include "kl-routes.h"
#include "test-util.h"

/* ------------------------------------------------------------ helpers */

/* What --explain's text says, read back: the pseudocode lines, the rows of
 * the table of pieces, and each step's number, pseudocode line (from 1),
 * sentences and detail. */
typedef struct {
  GPtrArray *pseudocode; /* of char *, without "N. " */
  GPtrArray *pieces;     /* of char *, the table's rows */
  GArray *numbers;       /* of guint: each step line's number */
  GArray *lines;         /* of guint: each step's pseudocode line, from 1 */
  GPtrArray *texts;      /* of char * */
  GPtrArray *details;    /* of char *, "" when the step has none */
  GPtrArray *tail;       /* of char *: the lines after the steps and a blank line (the
                          * reason, when some square or answer is out of reach) */
  guint n_lines;         /* lines in all */
  gsize longest;         /* bytes of the longest line */
} Text;

static void
text_clear (Text *t)
{
  g_ptr_array_unref (t->pseudocode);
  g_ptr_array_unref (t->pieces);
  g_array_unref (t->numbers);
  g_array_unref (t->lines);
  g_ptr_array_unref (t->texts);
  g_ptr_array_unref (t->details);
  g_ptr_array_unref (t->tail);
}

/* A step line starts with its number, then its pseudocode line in brackets
 * ("12 [4] Layer 12: ..."); everything else but the headings is indented:
 * a step's detail (right under it), the pseudocode ("  2. ...") and the
 * table of pieces.  A blank line ends the steps: what follows is the tail. */
static Text
read_text (const char *out)
{
  Text t = { g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free),
             g_array_new (FALSE, FALSE, sizeof (guint)), g_array_new (FALSE, FALSE, sizeof (guint)),
             g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free),
             g_ptr_array_new_with_free_func (g_free), 0, 0 };
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  /* The headings, translated, are told by their order: the title, the
   * pseudocode's, the table's (Camelot), the steps'. */
  guint headings = 0;

  g_assert_true (g_str_has_suffix (out, "\n"));
  for (guint i = 0; lines[i] && lines[i + 1]; i++)
    {
      const char *line = lines[i];

      t.n_lines++;
      t.longest = MAX (t.longest, strlen (line));
      if (line[0] == '\0')
        {
          g_assert_cmpuint (t.numbers->len, >, 0);
          for (i++; lines[i] && lines[i + 1]; i++)
            {
              t.n_lines++;
              t.longest = MAX (t.longest, strlen (lines[i]));
              g_ptr_array_add (t.tail, g_strdup (lines[i]));
            }
          break;
        }
      if (g_ascii_isdigit (line[0]))
        {
          char *end;
          guint number = (guint) g_ascii_strtoull (line, &end, 10), pl;

          while (*end == ' ')
            end++;
          g_assert_true (*end == '[');
          pl = (guint) g_ascii_strtoull (end + 1, &end, 10);
          g_assert_true (g_str_has_prefix (end, "] "));
          g_array_append_val (t.numbers, number);
          g_array_append_val (t.lines, pl);
          g_ptr_array_add (t.texts, g_strdup (end + 2));
          g_ptr_array_add (t.details, g_strdup (""));
          /* The detail is the next line when it is indented. */
          if (lines[i + 1][0] == ' ' && lines[i + 2])
            {
              i++;
              t.n_lines++;
              t.longest = MAX (t.longest, strlen (lines[i]));
              g_free (t.details->pdata[t.details->len - 1]);
              t.details->pdata[t.details->len - 1] = g_strdup (lines[i] + strspn (lines[i], " "));
            }
        }
      else if (line[0] != ' ')
        {
          g_assert_cmpuint (t.numbers->len, ==, 0);
          headings++;
        }
      else if (headings == 2)
        {
          g_autofree char *prefix = g_strdup_printf ("  %u. ", t.pseudocode->len + 1);
          g_assert_true (g_str_has_prefix (line, prefix));
          g_ptr_array_add (t.pseudocode, g_strdup (line + strlen (prefix)));
        }
      else
        {
          g_assert_cmpuint (headings, ==, 3);
          g_ptr_array_add (t.pieces, g_strdup (line + 2));
        }
    }
  return t;
}

/* Runs args with extra arguments appended (NULL-terminated). */
static Run
run_plus (const char *const *args, const char *more1, const char *more2)
{
  GPtrArray *all = g_ptr_array_new ();
  for (const char *const *a = args; *a; a++)
    g_ptr_array_add (all, (char *) *a);
  if (more1)
    g_ptr_array_add (all, (char *) more1);
  if (more2)
    g_ptr_array_add (all, (char *) more2);
  g_ptr_array_add (all, NULL);
  Run r = run_cli ((const char *const *) all->pdata, NULL, 0);
  g_ptr_array_free (all, TRUE);
  return r;
}

static guint
count_words (const char *list)
{
  g_auto (GStrv) words = g_strsplit (list, " ", -1);
  return g_strv_length (words);
}

static gboolean
word_in (const char *word, const char *list)
{
  g_auto (GStrv) words = g_strsplit (list, " ", -1);
  return g_strv_contains ((const char *const *) words, word);
}

/* The value args give an option. */
static const char *
option_value (const char *const *args, const char *option)
{
  for (const char *const *a = args; *a && a[1]; a++)
    if (g_str_equal (*a, option))
      return a[1];
  g_assert_not_reached ();
}

/* ------------------------------------------------------------ text against JSON */

typedef enum { STEPS_MOVES, STEPS_LAYERS, STEPS_CAMELOT } Frames;

static const struct {
  const char *args[12];
  Frames frames; /* where the frames come from: the answer's moves, the map's layers, or
                  * Camelot's searches and moves */
  int status;
} cases[] = {
  { { "path", "--from", "a1", "--to", "f1", "--blocked", "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5" },
    STEPS_MOVES, 0 },
  { { "path", "--from", "a1", "--to", "h8", "--blocked", "b3,c2" }, STEPS_LAYERS, 1 },
  { { "path", "--size", "30x5", "--from", "a1", "--to", "ad4", "--leaper", "camel" }, STEPS_MOVES,
    0 },
  { { "path", "--from", "c3", "--to", "c3" }, STEPS_MOVES, 0 },
  { { "map", "--size", "8x8", "--from", "d4" }, STEPS_LAYERS, 0 },
  { { "map", "--size", "12x9", "--from", "b2", "--blocked", "c3,d4,e5,f6,5,1", "--leaper",
      "zebra" },
    STEPS_LAYERS, 0 },
  { { "dynamic", "--size", "6x6", "--from", "1,1", "--to", "5,4", "--blocked",
      "2,4,2,5,3,1,3,2,3,3,3,6,4,2,4,3,4,5,5,1,5,3,5,5,6,1,6,4,6,5,6,6" },
    STEPS_MOVES, 0 },
  { { "dynamic", "--from", "a1", "--to", "h8", "--blocked", "h8" }, STEPS_MOVES, 1 },
  { { "camelot", "--king", "d4", "--knights", "a3,a8,h1,h8" }, STEPS_CAMELOT, 0 },
  { { "camelot", "--size", "2x2", "--king", "a1", "--knights", "a2,b2" }, STEPS_CAMELOT, 1 },
};

/* Camelot's frames, from its plain JSON (boards without walls): a layer of
 * each piece's search after its own square (one when it reaches none; the
 * farthest by the reference relaxation), the gathering step, the moves;
 * none but the start when the pieces cannot gather. */
static guint
camelot_frames (JsonObject *plain)
{
  int32_t w = (int32_t) json_object_get_int_member (plain, "width");
  int32_t h = (int32_t) json_object_get_int_member (plain, "height");
  JsonArray *knights = json_object_get_array_member (plain, "knights");
  kn_board *b = NULL;
  guint frames = 1;

  if (!json_object_get_boolean_member (plain, "found"))
    return 0;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  for (guint i = 0; i <= json_array_get_length (knights); i++)
    {
      JsonObject *piece = i == 0 ? json_object_get_object_member (plain, "king")
                                 : json_array_get_object_element (knights, i - 1);
      kn_square from = tu_square (json_object_get_string_member (piece, "from"), w, h);
      g_autofree int32_t *d = i == 0 ? tu_reference_king_distances (b, from)
                                     : tu_reference_distances (b, KN_KNIGHT, from);
      int32_t far = 0;

      for (int32_t c = 0; c < w * h; c++)
        far = MAX (far, d[c]);
      frames += (guint) MAX (far, 1);
    }
  kn_board_free (b);
  return frames + (guint) json_object_get_int_member (plain, "moves");
}

/* The frames of an answer, from its plain JSON: the moves, or for a search
 * without a route the last BFS layer, which "map" gives from the same start. */
static guint
frames_of (guint c, JsonObject *plain)
{
  if (cases[c].frames == STEPS_MOVES)
    return (guint) MAX (json_object_get_int_member (plain, "moves"), 0);
  if (cases[c].frames == STEPS_CAMELOT)
    return camelot_frames (plain);
  if (json_object_has_member (plain, "max"))
    return (guint) json_object_get_int_member (plain, "max");
  /* path without a route: the map of the same board, leaper and start */
  GPtrArray *args = g_ptr_array_new ();
  g_ptr_array_add (args, "map");
  for (const char *const *a = cases[c].args + 1; *a; a++)
    if (g_str_equal (*a, "--to"))
      a++;
    else
      g_ptr_array_add (args, (char *) *a);
  g_ptr_array_add (args, "--json");
  g_ptr_array_add (args, NULL);
  Run r = run_cli ((const char *const *) args->pdata, NULL, 0);
  g_assert_cmpint (r.status, ==, 0);
  g_autoptr (JsonNode) map = parse_json (r.out);
  guint frames = (guint) json_object_get_int_member (json_node_get_object (map), "max");
  run_clear (&r);
  g_ptr_array_free (args, TRUE);
  return frames;
}

/* For every command: a text line a step, frames + 1 of them, numbered in
 * order; each says what the JSON step says (sentence, detail, pseudocode
 * line); the pseudocode is the mode's; --json --explain keeps every field
 * of --json and adds "explanation". */
static void
test_text_equals_json (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const char *const *args = cases[c].args;
      Run plain = run_plus (args, "--json", NULL);
      Run text = run_plus (args, "--explain", NULL);
      Run json = run_plus (args, "--json", "--explain");
      g_test_message ("%s %s %s", args[0], args[1], args[2]);
      g_assert_cmpint (plain.status, ==, cases[c].status);
      g_assert_cmpint (text.status, ==, cases[c].status);
      g_assert_cmpint (json.status, ==, cases[c].status);
      g_assert_cmpstr (text.err, ==, "");
      g_assert_cmpstr (json.err, ==, "");

      g_autoptr (JsonNode) plain_root = parse_json (plain.out);
      g_autoptr (JsonNode) root = parse_json (json.out);
      JsonObject *po = json_node_get_object (plain_root), *o = json_node_get_object (root);
      /* the answer's fields unchanged, and the explanation added; a path's
       * BFS counts its shortest routes too */
      guint added = 1 + (g_str_equal (args[0], "path") ? 1 : 0);
      g_assert_cmpuint (json_object_get_size (o), ==, json_object_get_size (po) + added);
      if (g_str_equal (args[0], "path"))
        g_assert_true (json_object_has_member (o, "routes"));
      g_autoptr (GList) names = json_object_get_members (po);
      for (GList *l = names; l; l = l->next)
        if (g_str_equal (l->data, "work"))
          {
            /* what the algorithm did, the same but for its time, measured anew */
            JsonObject *pw = json_object_get_object_member (po, "work");
            JsonObject *w = json_object_get_object_member (o, "work");
            g_autoptr (GList) figures = json_object_get_members (pw);

            g_assert_cmpuint (json_object_get_size (w), ==, json_object_get_size (pw));
            for (GList *f = figures; f; f = f->next)
              if (!g_str_equal (f->data, "elapsed_us"))
                g_assert_true (json_node_equal (json_object_get_member (pw, f->data),
                                                json_object_get_member (w, f->data)));
          }
        else
          g_assert_true (json_node_equal (json_object_get_member (po, l->data),
                                          json_object_get_member (o, l->data)));
      JsonObject *ex = json_object_get_object_member (o, "explanation");
      JsonArray *steps = json_object_get_array_member (ex, "steps");
      JsonArray *pseudo = json_object_get_array_member (ex, "pseudocode");
      guint n = frames_of (c, po) + 1;

      Text t = read_text (text.out);
      g_assert_cmpuint (t.numbers->len, ==, n);
      g_assert_cmpuint (json_array_get_length (steps), ==, n);
      g_assert_cmpuint (t.pseudocode->len, ==, json_array_get_length (pseudo));
      g_assert_cmpuint (t.pseudocode->len, >, 0);
      KlMode mode = kl_mode_from_string (json_object_get_string_member (ex, "mode"));
      g_assert_cmpuint (kl_explain_pseudocode_length (mode), ==, t.pseudocode->len);
      for (guint i = 0; i < t.pseudocode->len; i++)
        {
          g_assert_cmpstr (t.pseudocode->pdata[i], ==, json_array_get_string_element (pseudo, i));
          g_assert_cmpstr (t.pseudocode->pdata[i], ==, kl_explain_pseudocode_line (mode, i));
        }
      for (guint i = 0; i < n; i++)
        {
          JsonObject *s = json_array_get_object_element (steps, i);
          g_assert_cmpuint (g_array_index (t.numbers, guint, i), ==, i);
          g_assert_cmpint (json_object_get_int_member (s, "index"), ==, i);
          g_assert_cmpuint (g_array_index (t.lines, guint, i), ==,
                            json_object_get_int_member (s, "line") + 1);
          g_assert_cmpuint (g_array_index (t.lines, guint, i), <=, t.pseudocode->len);
          g_assert_cmpstr (t.texts->pdata[i], ==, json_object_get_string_member (s, "text"));
          g_assert_cmpstr (t.details->pdata[i], ==, json_object_get_string_member (s, "detail"));
        }
      /* when there is no answer, its reason's sentence follows the steps;
       * a route found, the target's inspection */
      if (g_str_equal (args[0], "path") && json_object_get_boolean_member (po, "found"))
        {
          g_assert_cmpuint (t.tail->len, ==, 1);
          g_autofree char *target = g_strdup_printf ("%s: ", option_value (args, "--to"));
          g_assert_true (g_str_has_prefix (t.tail->pdata[0], target));
        }
      else
        g_assert_cmpuint (t.tail->len, ==,
                          json_object_get_null_member (po, "reason") ? 0 : 1);
      /* Camelot's table: a row a piece; none when they cannot gather */
      if (g_str_equal (args[0], "camelot"))
        g_assert_cmpuint (t.pieces->len, ==,
                          json_array_get_length (json_object_get_array_member (ex, "pieces")));
      else
        g_assert_cmpuint (t.pieces->len, ==, 0);
      text_clear (&t);
      run_clear (&plain);
      run_clear (&text);
      run_clear (&json);
    }
}

/* ------------------------------------------------------------ hand-derived facts */

/* The obstacles sample, a1 to f1: the queue after each layer, as the text
 * says it (at most six squares and "and N more"), holds the squares of that
 * layer worked out by hand; the JSON has all of them, the visited counts,
 * and the answer's route move by move. */
static void
test_path_obstacles_layers (void)
{
  static const guint visited[] = { 1, 2, 3, 5, 12, 26, 43, 53 };
  const char *args[] = { "path", "--from", "a1", "--to", "f1", "--blocked",
                         "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5", NULL };
  Run text = run_plus (args, "--explain", NULL);
  Run json = run_plus (args, "--explain", "--json");
  g_assert_cmpint (text.status, ==, 0);
  Text t = read_text (text.out);
  g_autoptr (JsonNode) root = parse_json (json.out);
  JsonObject *o = json_node_get_object (root);
  JsonArray *route = json_object_get_array_member (o, "path");
  JsonArray *steps =
    json_object_get_array_member (json_object_get_object_member (o, "explanation"), "steps");

  /* 7 moves: layers 0..7, f1 in layer 7 */
  g_assert_cmpuint (t.numbers->len, ==, 8);
  for (guint k = 0; k < t.numbers->len; k++)
    {
      const char *layer = tu_obstacles_layers[k];
      const char *detail = t.details->pdata[k];
      g_autofree char *head = g_strdup_printf ("Layer %u: ", k);
      guint named = 0, more = 0;

      g_assert_true (g_str_has_prefix (t.texts->pdata[k], head));
      /* "Queue: b7, c6. Visited: 5 squares." */
      g_assert_true (g_str_has_prefix (detail, "Queue: "));
      const char *end = strstr (detail, ". Visited: ");
      g_assert_nonnull (end);
      g_autofree char *queue = g_strndup (detail + 7, (gsize) (end - detail - 7));
      g_autofree char *visits = g_strdup_printf (". Visited: %u square%s.", visited[k],
                                                 visited[k] == 1 ? "" : "s");
      g_assert_cmpstr (end, ==, visits);
      g_auto (GStrv) items = g_strsplit (queue, ", ", -1);
      for (guint i = 0; items[i]; i++)
        {
          /* the last item may be "b4 and 1 more" */
          g_auto (GStrv) last = g_strsplit (items[i], " and ", 2);
          g_assert_true (word_in (last[0], layer));
          named++;
          if (last[1])
            {
              g_assert_null (items[i + 1]);
              g_assert_true (g_str_has_suffix (last[1], " more"));
              more = (guint) g_ascii_strtoull (last[1], NULL, 10);
              g_assert_cmpuint (more, >, 0);
            }
        }
      g_assert_cmpuint (named, ==, MIN (count_words (layer), 6));
      g_assert_cmpuint (named + more, ==, count_words (layer));

      /* the JSON names the whole layer, and the route's move k */
      JsonObject *s = json_array_get_object_element (steps, k);
      JsonArray *frontier = json_object_get_array_member (s, "frontier");
      g_assert_cmpuint (json_array_get_length (frontier), ==, count_words (layer));
      for (guint i = 0; i < json_array_get_length (frontier); i++)
        g_assert_true (word_in (json_array_get_string_element (frontier, i), layer));
      g_assert_cmpint (json_object_get_int_member (s, "visited"), ==, visited[k]);
      if (k > 0)
        {
          JsonObject *move = json_object_get_object_member (s, "move");
          g_assert_cmpstr (json_object_get_string_member (move, "from"), ==,
                           json_array_get_string_element (route, k - 1));
          g_assert_cmpstr (json_object_get_string_member (move, "to"), ==,
                           json_array_get_string_element (route, k));
        }
    }
  text_clear (&t);
  run_clear (&text);
  run_clear (&json);
}

/* A 300 x 300 map with a fifth of its squares blocked: one step line a
 * layer, as many as the BFS's deepest distance + 1, and every line short. */
static void
test_map_300 (void)
{
  guint64 rng = 300;

  /* under memcheck a 300x300 map narrated takes minutes; the other stages
   * check it, and the small maps run the same lines under memcheck */
  if (g_getenv ("KNIGHT_UNDER_VALGRIND"))
    {
      g_test_skip ("too slow under valgrind; checked by the other stages");
      return;
    }
  kn_square start = { 150, 150 };
  kn_board *board = tu_random_board (&rng, 300, 300, 20, &start, 1);
  kn_distmap *map = NULL;
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  GString *list = g_string_new (NULL);
  int32_t max;
  gboolean all_reached;

  /* libknight's BFS is checked against a reference elsewhere; here it says
   * how many layers the CLI must narrate */
  g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, start, NULL, &map), ==, KN_OK);
  max = kn_distmap_max (map);
  all_reached = kn_distmap_reached_count (map) ==
                kn_board_squares (board) - kn_board_blocked_count (board);
  kn_distmap_free (map);
  g_ptr_array_add (args, g_strdup ("map"));
  g_ptr_array_add (args, g_strdup ("--size"));
  g_ptr_array_add (args, g_strdup ("300x300"));
  g_ptr_array_add (args, g_strdup ("--from"));
  g_ptr_array_add (args, g_strdup ("151,151"));
  /* a --blocked a rank: one argument of them all would pass the kernel's limit */
  for (int32_t y = 0; y < 300; y++)
    {
      g_string_truncate (list, 0);
      for (int32_t x = 0; x < 300; x++)
        if (!kn_board_is_free (board, (kn_square) { x, y }))
          g_string_append_printf (list, "%s%d,%d", list->len ? "," : "", x + 1, y + 1);
      if (list->len)
        {
          g_ptr_array_add (args, g_strdup ("--blocked"));
          g_ptr_array_add (args, g_strdup (list->str));
        }
    }
  g_ptr_array_add (args, g_strdup ("--explain"));
  g_ptr_array_add (args, NULL);
  Run r = run_cli ((const char *const *) args->pdata, NULL, 0);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  Text t = read_text (r.out);
  g_assert_cmpint (max, >, 50);
  g_assert_cmpuint (t.numbers->len, ==, (guint) max + 1);
  /* the title, two headings and the pseudocode, then two lines a step;
   * after a blank line, why some free squares are out of reach */
  g_assert_cmpuint (t.tail->len, ==, all_reached ? 0 : 1);
  g_assert_cmpuint (t.n_lines, ==, 3 + t.pseudocode->len + 2 * ((guint) max + 1) +
                                     (all_reached ? 0 : 2));
  g_assert_cmpuint (t.longest, <, 1000);
  text_clear (&t);
  run_clear (&r);
  g_string_free (list, TRUE);
  g_ptr_array_unref (args);
  kn_board_free (board);
}

/* Camelot's table of pieces in the JSON: a row a piece, each route from the
 * piece's square to the gathering square, and the moves adding up to the
 * answer's total; the sample and random boards. */
static void
test_camelot_table (void)
{
  guint64 rng = 1178;
  for (int round = 0; round < tu_rounds (25, 8); round++)
    {
      int32_t w = round ? 3 + (int32_t) tu_below (&rng, 10) : 8;
      int32_t h = round ? 3 + (int32_t) tu_below (&rng, 10) : 8;
      guint knights = round ? 1 + (guint) tu_below (&rng, 6) : 4;
      g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
      GString *list = g_string_new (NULL);
      char king[KN_SQUARE_BUFSIZE];
      g_autofree gboolean *used = g_new0 (gboolean, (gsize) (w * h));
      int cell = (int) tu_below (&rng, (guint64) (w * h));

      if (round == 0)
        {
          g_strlcpy (king, "d4", sizeof king);
          g_string_assign (list, "a3,a8,h1,h8");
        }
      else
        {
          used[cell] = TRUE;
          kn_square_format ((kn_square) { cell % w, cell / w }, 0, king, sizeof king);
          for (guint i = 0; i < knights; i++)
            {
              char name[KN_SQUARE_BUFSIZE];
              do
                cell = (int) tu_below (&rng, (guint64) (w * h));
              while (used[cell]);
              used[cell] = TRUE;
              kn_square_format ((kn_square) { cell % w, cell / w }, 0, name, sizeof name);
              g_string_append_printf (list, "%s%s", i ? "," : "", name);
            }
        }
      const char *args[] = { "camelot", "--size", size, "--king", king, "--knights", list->str,
                             "--json", "--explain", NULL };
      Run r = run_cli (args, NULL, 0);
      g_test_message ("camelot --size %s --king %s --knights %s", size, king, list->str);
      g_assert_cmpstr (r.err, ==, "");
      g_autoptr (JsonNode) root = parse_json (r.out);
      JsonObject *o = json_node_get_object (root);
      JsonObject *ex = json_object_get_object_member (o, "explanation");
      JsonArray *pieces = json_object_get_array_member (ex, "pieces");
      if (!json_object_get_boolean_member (o, "found"))
        {
          g_assert_cmpint (r.status, ==, 1);
          g_assert_cmpuint (json_array_get_length (pieces), ==, 0);
          run_clear (&r);
          g_string_free (list, TRUE);
          continue;
        }
      g_assert_cmpint (r.status, ==, 0);
      JsonArray *kn = json_object_get_array_member (o, "knights");
      const char *gather = json_object_get_string_member (o, "gather");
      gint64 sum = 0;
      g_assert_cmpuint (json_array_get_length (pieces), ==, json_array_get_length (kn) + 1);
      for (guint i = 0; i < json_array_get_length (pieces); i++)
        {
          JsonObject *row = json_array_get_object_element (pieces, i);
          JsonArray *route = json_object_get_array_member (row, "route");
          JsonObject *piece = i ? json_array_get_object_element (kn, i - 1)
                                : json_object_get_object_member (o, "king");
          guint len = json_array_get_length (route);
          g_assert_cmpint (json_object_get_int_member (row, "piece"), ==, i);
          g_assert_cmpstr (json_object_get_string_member (row, "start"), ==,
                           json_object_get_string_member (piece, "from"));
          g_assert_cmpstr (json_array_get_string_element (route, 0), ==,
                           json_object_get_string_member (piece, "from"));
          g_assert_cmpstr (json_array_get_string_element (route, len - 1), ==, gather);
          sum += json_object_get_int_member (row, "moves");
        }
      g_assert_cmpint (sum, ==, json_object_get_int_member (o, "moves"));
      run_clear (&r);
      g_string_free (list, TRUE);
    }
}

/* ------------------------------------------------------------ tours */

/* tour --explain: the text's step lines one to one with the JSON's steps,
 * the first --steps of them (1000 by default) and a last line saying how
 * many more; steps_total is the tour's squares (the route) or the search's
 * events kept; a constructed tour's title and pseudocode are the
 * construction's, and no step says the rule took a square; the search
 * backs up on the blocked board; a tour that cannot exist ends with its
 * reason.  --json keeps every field of the plain answer. */
static void
test_tour (void)
{
  static const struct {
    const char *args[10];
    int status;
    gboolean search, built;
    guint limit;   /* --steps, or 1000 */
  } tours[] = {
    { { "tour", "--size", "8x8", "--from", "a1" }, 0, FALSE, FALSE, 1000 },
    { { "tour", "--size", "6x6", "--blocked", "c4,d4", "--search" }, 0, TRUE, FALSE, 1000 },
    { { "tour", "--size", "6x6", "--blocked", "c4,d4" }, 0, FALSE, FALSE, 1000 },
    { { "tour", "--size", "3x12" }, 0, FALSE, TRUE, 1000 },
    { { "tour", "--size", "40x40", "--steps", "0" }, 0, FALSE, TRUE, 0 },
    { { "tour", "--size", "1000x1000" }, 0, FALSE, TRUE, 1000 },
    { { "tour", "--size", "200x200", "--search", "--steps", "50" }, 0, TRUE, TRUE, 50 },
    { { "tour", "--size", "4x4" }, 1, FALSE, FALSE, 1000 },
  };
  guint backs = 0;

  for (gsize c = 0; c < G_N_ELEMENTS (tours); c++)
    {
      const char *const *args = tours[c].args;
      /* under memcheck (stage 4 of build-aux/test) the big boards take
       * minutes each: the small ones run every line of the narration, and
       * the other stages check the big ones in full */
      if (g_getenv ("KNIGHT_UNDER_VALGRIND") && (g_str_equal (args[2], "1000x1000") ||
                                                 g_str_equal (args[2], "200x200") ||
                                                 g_str_equal (args[2], "40x40")))
        continue;
      Run text = run_plus (args, "--explain", NULL);
      Run json = run_plus (args, "--explain", "--json");
      g_test_message ("%s %s", args[1], args[2]);
      g_assert_cmpint (text.status, ==, tours[c].status);
      g_assert_cmpint (json.status, ==, tours[c].status);
      g_assert_cmpstr (text.err, ==, "");
      g_assert_cmpstr (json.err, ==, "");

      g_autoptr (JsonNode) root = parse_json (json.out);
      JsonObject *o = json_node_get_object (root);
      JsonObject *ex = json_object_get_object_member (o, "explanation");
      JsonArray *steps = json_object_get_array_member (ex, "steps");
      JsonArray *pseudo = json_object_get_array_member (ex, "pseudocode");
      guint total = (guint) json_object_get_int_member (ex, "steps_total");
      guint shown = json_array_get_length (steps);
      Text t = read_text (text.out);

      /* the first steps, as many as asked, and all of them when fewer */
      g_assert_cmpuint (shown, ==, tours[c].limit ? MIN (total, tours[c].limit) : total);
      /* the steps shown are counted where some may be left out */
      if (tours[c].limit != 0)
        g_assert_cmpint (json_object_get_int_member (ex, "steps_shown"), ==, shown);
      else
        g_assert_false (json_object_has_member (ex, "steps_shown"));
      if (!tours[c].search && tours[c].status == 0 && tours[c].limit != 0)
        {
          /* the route: a step a square of the tour (--steps without --explain is refused) */
          Run plain = run_plus (args, "--json", NULL);
          g_autoptr (JsonNode) proot = parse_json (plain.out);
          JsonArray *squares = json_object_get_array_member (json_node_get_object (proot),
                                                             "squares");
          g_assert_cmpuint (total, ==, json_array_get_length (squares));
          /* the answer's fields unchanged */
          g_autoptr (GList) names = json_object_get_members (json_node_get_object (proot));
          for (GList *l = names; l; l = l->next)
            {
              JsonNode *a = json_object_get_member (json_node_get_object (proot), l->data);
              JsonNode *b = json_object_get_member (o, l->data);

              /* the work's figures but its time (a measurement) and memory (the
               * explanation's notes add to the search's arrays) */
              if (g_str_equal (l->data, "work"))
                {
                  static const char * const same[] = { "expanded", "nodes", "backtracks",
                                                       "length" };

                  for (guint k = 0; k < G_N_ELEMENTS (same); k++)
                    g_assert_true (json_node_equal (
                      json_object_get_member (json_node_get_object (a), same[k]),
                      json_object_get_member (json_node_get_object (b), same[k])));
                  continue;
                }
              g_assert_true (json_node_equal (a, b));
            }
          run_clear (&plain);
        }
      g_assert_cmpuint (t.numbers->len, ==, shown);
      g_assert_cmpuint (t.pseudocode->len, ==, json_array_get_length (pseudo));
      for (guint i = 0; i < t.pseudocode->len; i++)
        g_assert_cmpstr (t.pseudocode->pdata[i], ==, json_array_get_string_element (pseudo, i));
      /* a construction says so: its own pseudocode, and no rule's choice */
      g_assert_cmpint (g_str_equal (json_object_get_string_member (ex, "method"), "search"), ==,
                       !tours[c].built && tours[c].status == 0);
      if (tours[c].built)
        g_assert_cmpstr (t.pseudocode->pdata[0], !=, kl_explain_pseudocode_line (KL_MODE_TOUR, 0));
      for (guint i = 0; i < shown; i++)
        {
          JsonObject *st = json_array_get_object_element (steps, i);
          const char *says = json_object_get_string_member (st, "text");

          g_assert_cmpuint (g_array_index (t.numbers, guint, i), ==, i);
          g_assert_cmpint (json_object_get_int_member (st, "index"), ==, i);
          g_assert_cmpuint (g_array_index (t.lines, guint, i), ==,
                            json_object_get_int_member (st, "line") + 1);
          g_assert_cmpstr (t.texts->pdata[i], ==, says);
          g_assert_cmpstr (t.details->pdata[i], ==, json_object_get_string_member (st, "detail"));
          g_assert_cmpuint (strlen (says), <, 700);
          if (tours[c].built)
            g_assert_null (strstr (says, "rule takes"));
          if (g_str_equal (json_object_get_string_member (st, "kind"), "backtrack"))
            {
              g_assert_nonnull (strstr (says, "backs up"));
              backs++;
            }
        }
      /* what is not shown is counted; a none is followed by its reason */
      if (shown < total)
        {
          g_autofree char *more = g_strdup_printf ("… and %u more step", total - shown);
          g_assert_cmpuint (t.tail->len, >=, 1);
          g_assert_true (g_str_has_prefix (t.tail->pdata[0], more));
        }
      else if (tours[c].status != 0)
        {
          g_assert_false (json_object_get_null_member (o, "reason"));
          g_assert_cmpuint (t.tail->len, ==, 1);
        }
      else
        g_assert_cmpuint (t.tail->len, ==, 0);
      text_clear (&t);
      run_clear (&text);
      run_clear (&json);
    }
  g_assert_cmpuint (backs, >, 0);
}

/* ------------------------------------------------------------ routes and inspection */

/* A random board for knight-solve: its --blocked list, and the same board
 * made with the library. */
static kn_board *
random_board (guint64 *rng, int w, int h, int percent, kn_square from, kn_square to,
              GString *blocked)
{
  const kn_square keep[2] = { from, to };
  kn_board *b = tu_random_board (rng, w, h, percent, keep, 2);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (!kn_board_is_free (b, (kn_square) { x, y }))
        g_string_append_printf (blocked, "%s%d,%d", blocked->len ? "," : "", x + 1, y + 1);
  return b;
}

static char *
square_arg (kn_square sq)
{
  return g_strdup_printf ("%d,%d", sq.x + 1, sq.y + 1);
}

static char *
square_name (kn_square sq)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format (sq, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* path --explain counts the shortest routes to the target: the JSON's
 * "routes" and the text's last sentence say the library's exact count
 * (kl_route_count over its own BFS of the same board), on random boards
 * with walls and on an open 200 x 200 board whose count is far past 64
 * bits; "0" when the target is out of reach, and no sentence then. */
static void
test_path_routes (void)
{
  guint64 rng = 31;
  guint found = 0, big = 0, none = 0;

  for (int round = 0; round < tu_rounds (24, 6); round++)
    {
      /* the first board open and big, the second with the start walled in */
      gboolean open = round == 0, shut = round == 1;
      int w = open ? 200 : 4 + (int) tu_below (&rng, 9);
      int h = open ? 200 : 4 + (int) tu_below (&rng, 9);
      kn_square from = open || shut ? (kn_square) { 0, 0 } : tu_random_square (&rng, w, h);
      kn_square to = open || shut ? (kn_square) { w - 1, h - 1 } : tu_random_square (&rng, w, h);
      g_autoptr (GString) blocked = g_string_new (NULL);
      kn_board *b = random_board (&rng, w, h, open ? 0 : 25, from, to, blocked);

      if (shut)
        {
          kn_square walls[2] = { { 1, 2 }, { 2, 1 } };

          for (int i = 0; i < 2; i++)
            {
              kn_board_set_blocked (b, walls[i], true);
              g_string_append_printf (blocked, "%s%d,%d", blocked->len ? "," : "", walls[i].x + 1,
                                      walls[i].y + 1);
            }
        }
      g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
      g_autofree char *from_s = square_arg (from), *to_s = square_arg (to);
      g_autofree char *to_name = square_name (to);
      /* an open board has no --blocked */
      const char *args[] = { "path", "--explain", "--size", size, "--from", from_s, "--to", to_s,
                             blocked->len ? "--blocked" : NULL, blocked->str, NULL };
      kn_distmap *map = NULL;
      KlRouteCount want;

      g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, from, NULL, &map), ==, KN_OK);
      kl_route_count (map, NULL, to, NULL, &want);
      g_assert_nonnull (want.digits);

      Run text = run_cli (args, NULL, 0);
      Run json = run_plus (args, "--json", NULL);
      g_autoptr (JsonNode) root = parse_json (json.out);
      JsonObject *o = json_node_get_object (root);
      Text t = read_text (text.out);

      g_assert_cmpstr (json_object_get_string_member (o, "routes"), ==, want.digits);
      g_assert_false (json_object_has_member (o, "routes_at_least_power_of_ten"));
      if (json_object_get_boolean_member (o, "found"))
        {
          /* "f1: 7 moves from a1, reached from g3; 8 shortest routes." */
          const char *last = t.tail->pdata[t.tail->len - 1];
          g_autofree char *head = g_strdup_printf ("%s: %" G_GINT64_FORMAT " move", to_name,
                                                   json_object_get_int_member (o, "moves"));
          g_autofree char *routes = g_strdup_printf ("; %s shortest route", want.digits);

          g_assert_cmpint (text.status, ==, 0);
          g_assert_cmpuint (t.tail->len, ==, 1);
          if (json_object_get_int_member (o, "moves") > 0)
            {
              g_assert_true (g_str_has_prefix (last, head));
              g_assert_nonnull (strstr (last, routes));
            }
          found++;
          big += strlen (want.digits) > 20;
        }
      else
        {
          g_assert_cmpint (text.status, ==, 1);
          g_assert_cmpstr (want.digits, ==, "0");
          /* the reason alone */
          g_assert_cmpuint (t.tail->len, ==, 1);
          g_assert_null (strstr (t.tail->pdata[0], "shortest route"));
          none++;
        }
      text_clear (&t);
      run_clear (&text);
      run_clear (&json);
      kl_route_count_clear (&want);
      kn_distmap_free (map);
      kn_board_free (b);
    }
  g_assert_cmpuint (found, >, 0);
  g_assert_cmpuint (none, >, 0);
  g_assert_cmpuint (big, ==, 1);
}

/* map --explain --inspect SQ: the JSON's "inspect" says the square's
 * distance (the map's own rows), a parent one move away and one layer
 * closer, the library's exact count; the text's last line is its
 * sentence; a wall or a square out of reach is not reached, with nulls. */
static void
test_map_inspect (void)
{
  guint64 rng = 47;
  guint reached = 0, unreached = 0;

  for (int round = 0; round < tu_rounds (30, 6); round++)
    {
      int w = 2 + (int) tu_below (&rng, 11), h = 2 + (int) tu_below (&rng, 11);
      kn_square from = tu_random_square (&rng, w, h), sq = tu_random_square (&rng, w, h);
      g_autoptr (GString) blocked = g_string_new ("");
      /* the square asked may be a wall */
      kn_board *b = random_board (&rng, w, h, 20, from, from, blocked);
      g_autofree char *size = g_strdup_printf ("%dx%d", w, h);
      g_autofree char *from_s = square_arg (from), *name = square_name (sq);
      const char *args[] = { "map", "--size", size, "--from", from_s, "--explain", "--inspect",
                             name, blocked->len ? "--blocked" : NULL, blocked->str, NULL };
      kn_distmap *map = NULL;
      KlRouteCount want;

      g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, from, NULL, &map), ==, KN_OK);
      kl_route_count (map, NULL, sq, NULL, &want);

      Run text = run_cli (args, NULL, 0);
      Run json = run_plus (args, "--json", NULL);
      g_assert_cmpint (text.status, ==, 0);
      g_assert_cmpint (json.status, ==, 0);
      g_autoptr (JsonNode) root = parse_json (json.out);
      JsonObject *o = json_node_get_object (root);
      JsonObject *in = json_object_get_object_member (o, "inspect");
      JsonArray *row = json_array_get_array_element (json_object_get_array_member (o, "rows"),
                                                     (guint) (h - 1 - sq.y));
      gint64 d = json_array_get_int_element (row, (guint) sq.x);
      Text t = read_text (text.out);

      g_assert_cmpstr (json_object_get_string_member (in, "square"), ==, name);
      g_assert_cmpstr (t.tail->pdata[t.tail->len - 1], ==,
                       json_object_get_string_member (in, "text"));
      g_assert_true (g_str_has_prefix (json_object_get_string_member (in, "text"), name));
      g_assert_cmpint (json_object_get_boolean_member (in, "reached"), ==, d >= 0);
      if (d >= 0)
        {
          g_assert_cmpint (json_object_get_int_member (in, "distance"), ==, d);
          g_assert_cmpstr (json_object_get_string_member (in, "routes"), ==, want.digits);
          if (d > 0)
            {
              kn_square p;
              GError *error = NULL;

              g_assert_true (kl_parse_square (json_object_get_string_member (in, "parent"), w, h,
                                              &p, &error));
              g_assert_true (tu_is_leap (KN_KNIGHT, p, sq));
              g_assert_cmpint (kn_distmap_get (map, p), ==, d - 1);
            }
          else
            g_assert_true (json_object_get_null_member (in, "parent"));
          reached++;
        }
      else
        {
          g_assert_true (json_object_get_null_member (in, "distance"));
          g_assert_true (json_object_get_null_member (in, "parent"));
          g_assert_true (json_object_get_null_member (in, "routes"));
          unreached++;
        }
      text_clear (&t);
      run_clear (&text);
      run_clear (&json);
      kl_route_count_clear (&want);
      kn_distmap_free (map);
      kn_board_free (b);
    }
  g_assert_cmpuint (reached, >, 0);
  g_assert_cmpuint (unreached, >, 0);
}

/* ------------------------------------------------------------ usage and languages */

/* --explain where it does not belong: the usual one-line message, exit 2,
 * nothing on standard output. */
static void
test_bad_usage (void)
{
  static const struct {
    const char *args[8];
    const char *want_err;
  } bad[] = {
    { { "tour", "--size", "8x8", "--search" }, "--explain" },
    { { "tour", "--size", "8x8", "--steps", "5" }, "--explain" },
    { { "tour", "--size", "8x8", "--explain", "--steps", "-3" }, "--steps" },
    { { "--judge", "obstacles", "--explain" }, "'--explain'" },
    { { "--explain", "path", "--from", "a1", "--to", "b3" }, "'--explain'" },
    { { "path", "--explain", "--from", "a1" }, "path needs --to" },
    { { "camelot", "--explain", "--knights", "a1" }, "camelot needs --king" },
    { { "dynamic", "--explain", "--from", "a1", "--to", "z9" }, "'z9'" },
    { { "map", "--from", "a1", "--inspect", "h8" }, "--inspect needs --explain" },
    { { "map", "--explain", "--from", "a1", "--inspect", "z9" }, "--inspect: 'z9'" },
    { { "map", "--explain", "--from", "a1", "--inspect", "h" }, "--inspect: 'h'" },
    { { "map", "--explain", "--from", "a1", "--inspect" }, "--inspect" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Run r = run_cli (bad[i].args, NULL, 0);
      g_test_message ("%s", r.err);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_true (g_str_has_prefix (r.err, "knight-solve: "));
      g_assert_nonnull (strstr (r.err, bad[i].want_err));
      /* the message is one line; a top-level error is followed by the usage */
      if (!g_str_equal (bad[i].args[0], "--explain"))
        g_assert_cmpint (strchr (r.err, '\n') - r.err, ==, (long) strlen (r.err) - 1);
      run_clear (&r);
    }
}

/* Under LANGUAGE=de the German catalogue is used (the plain answer is not
 * the English one) and --explain keeps its shape: the same lines, steps and
 * pseudocode lines, and the JSON says what the text says.  de.po may not
 * translate the explanations yet; the shape does not depend on it. */
static void
test_german (void)
{
  const char *localedir = g_getenv ("KNIGHT_LAB_LOCALEDIR");
  if (localedir == NULL)
    {
      g_test_skip ("KNIGHT_LAB_LOCALEDIR is not set (run through meson test)");
      return;
    }
  g_autofree char *dir = g_strdup_printf ("KNIGHT_LAB_LOCALEDIR=%s", localedir);
  const char *de[] = { "LANGUAGE=de", dir, NULL };
  const char *plain[] = { "path", "--from", "a1", "--to", "c3", NULL };
  Run en = run_cli (plain, NULL, 0);
  Run ger = run_cli_env (plain, de);
  g_assert_cmpint (ger.status, ==, 0);
  g_assert_cmpstr (en.out, !=, ger.out);
  run_clear (&en);
  run_clear (&ger);

  const char *const commands[][10] = {
    { "path", "--from", "a1", "--to", "f1", "--blocked", "c1,d1,d5,c2,c3,c4,d2,d3,d4,c5" },
    { "camelot", "--king", "d4", "--knights", "a3,a8,h1,h8" },
  };
  for (gsize c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      const char *text_args[12] = { NULL }, *json_args[12] = { NULL };
      gsize n = g_strv_length ((char **) commands[c]);
      for (gsize i = 0; i < n; i++)
        text_args[i] = json_args[i] = commands[c][i];
      text_args[n] = json_args[n] = "--explain";
      json_args[n + 1] = "--json";
      Run en_text = run_cli (text_args, NULL, 0);
      Run de_text = run_cli_env (text_args, de);
      Run de_json = run_cli_env (json_args, de);
      g_assert_cmpint (de_text.status, ==, en_text.status);
      g_assert_cmpstr (de_text.err, ==, "");
      Text a = read_text (en_text.out), b = read_text (de_text.out);
      g_assert_cmpuint (a.n_lines, ==, b.n_lines);
      g_assert_cmpuint (a.numbers->len, ==, b.numbers->len);
      g_assert_cmpuint (a.pseudocode->len, ==, b.pseudocode->len);
      g_assert_cmpuint (a.pieces->len, ==, b.pieces->len);
      g_autoptr (JsonNode) root = parse_json (de_json.out);
      JsonArray *steps = json_object_get_array_member (
        json_object_get_object_member (json_node_get_object (root), "explanation"), "steps");
      g_assert_cmpuint (json_array_get_length (steps), ==, b.numbers->len);
      for (guint i = 0; i < b.numbers->len; i++)
        {
          g_assert_cmpuint (g_array_index (a.lines, guint, i), ==, g_array_index (b.lines, guint, i));
          g_assert_cmpstr (b.texts->pdata[i], ==,
                           json_object_get_string_member (json_array_get_object_element (steps, i),
                                                          "text"));
        }
      text_clear (&a);
      text_clear (&b);
      run_clear (&en_text);
      run_clear (&de_text);
      run_clear (&de_json);
    }
}

/* ------------------------------------------------------------ the JSON stream */

/* Arrays longer than the stream's batch (8192 values), ending on a partial
 * batch or on a full one: a tour's squares are a tour, a map's rows the
 * reference distances. */
static void
test_json_batches (void)
{
  static const struct {
    const char *size;
    int32_t w, h;
  } tours[] = { { "97x97", 97, 97 }, { "128x64", 128, 64 } };
  for (gsize c = 0; c < G_N_ELEMENTS (tours); c++)
    {
      int32_t w = tours[c].w, h = tours[c].h;
      const char *args[] = { "tour", "--size", tours[c].size, "--json", NULL };
      Run r = run_cli (args, NULL, 0);
      g_assert_cmpint (r.status, ==, 0);
      g_autoptr (JsonNode) root = parse_json (r.out);
      g_autoptr (GArray) sq =
        json_squares (json_object_get_array_member (json_node_get_object (root), "squares"), w, h);
      g_autofree gboolean *seen = g_new0 (gboolean, (gsize) (w * h));
      g_assert_cmpuint (sq->len, ==, (guint) (w * h));
      for (guint i = 0; i < sq->len; i++)
        {
          kn_square s = g_array_index (sq, kn_square, i);
          g_assert_false (seen[s.y * w + s.x]);
          seen[s.y * w + s.x] = TRUE;
          if (i > 0)
            g_assert_true (tu_is_leap (KN_KNIGHT, g_array_index (sq, kn_square, i - 1), s));
        }
      run_clear (&r);
    }

  const char *args[] = { "map", "--size", "9000x2", "--from", "b2", "--json", NULL };
  kn_board *board = NULL;
  g_assert_cmpint (kn_board_new (9000, 2, &board), ==, KN_OK);
  g_autofree int32_t *want = tu_reference_distances (board, KN_KNIGHT, (kn_square) { 1, 1 });
  Run r = run_cli (args, NULL, 0);
  g_assert_cmpint (r.status, ==, 0);
  g_autoptr (JsonNode) root = parse_json (r.out);
  JsonArray *rows = json_object_get_array_member (json_node_get_object (root), "rows");
  g_assert_cmpuint (json_array_get_length (rows), ==, 2);
  for (int32_t y = 0; y < 2; y++)
    {
      JsonArray *row = json_array_get_array_element (rows, (guint) (1 - y));
      g_assert_cmpuint (json_array_get_length (row), ==, 9000);
      for (int32_t x = 0; x < 9000; x++)
        g_assert_cmpint (json_array_get_int_element (row, (guint) x), ==, want[y * 9000 + x]);
    }
  run_clear (&r);
  kn_board_free (board);
}

/* The stream itself: strings that need escaping among plain ones (a batch
 * of each kind, and batches of both), integers between them, an empty
 * string, UTF-8, two streamed members of one object; json-glib reads back
 * every value in its place. */
static void
test_json_stream_values (void)
{
  static const char *const odd[] = { "say \"hi\"", "back\\slash", "line\nbreak", "\x01",
                                     "", "été", "tab\there" };
  const guint n = 3 * 8192 + 100;
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream (&text, &len);
  KlJsonStream *out = kl_json_stream_new (f);
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "head");
  json_builder_add_string_value (b, "[]");
  json_builder_end_object (b);
  kl_json_stream_open_object (out, json_builder_get_root (b));
  kl_json_stream_open_member (out, "values", kl_json_empty_array ());
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *plain = g_strdup_printf ("v%u", i);
      /* the second batch has odd strings throughout; the others a few */
      if (i % 1000 == 7 || (i >= 8192 && i < 2 * 8192 && i % 3 == 0))
        kl_json_stream_add_string (out, odd[i % G_N_ELEMENTS (odd)]);
      else if (i % 777 == 5)
        kl_json_stream_add_int (out, -(gint64) i);
      else
        kl_json_stream_add_string (out, plain);
    }
  kl_json_stream_close (out);
  kl_json_stream_open_member (out, "more", kl_json_empty_array ());
  kl_json_stream_add_string (out, "last");
  g_assert_true (kl_json_stream_finish (out));
  fclose (f);

  g_autoptr (JsonNode) root = parse_json (text);
  JsonObject *o = json_node_get_object (root);
  JsonArray *values = json_object_get_array_member (o, "values");
  g_assert_cmpstr (json_object_get_string_member (o, "head"), ==, "[]");
  g_assert_cmpuint (json_array_get_length (values), ==, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *v = json_array_get_element (values, i);
      g_autofree char *plain = g_strdup_printf ("v%u", i);
      if (i % 1000 == 7 || (i >= 8192 && i < 2 * 8192 && i % 3 == 0))
        g_assert_cmpstr (json_node_get_string (v), ==, odd[i % G_N_ELEMENTS (odd)]);
      else if (i % 777 == 5)
        g_assert_cmpint (json_node_get_int (v), ==, -(gint64) i);
      else
        g_assert_cmpstr (json_node_get_string (v), ==, plain);
    }
  JsonArray *more = json_object_get_array_member (o, "more");
  g_assert_cmpuint (json_array_get_length (more), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (more, 0), ==, "last");
  free (text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/explain/text-equals-json", test_text_equals_json);
  g_test_add_func ("/cli/explain/path-obstacles-layers", test_path_obstacles_layers);
  g_test_add_func ("/cli/explain/map-300x300-short", test_map_300);
  g_test_add_func ("/cli/explain/camelot-table-adds-up", test_camelot_table);
  g_test_add_func ("/cli/explain/path-routes", test_path_routes);
  g_test_add_func ("/cli/explain/map-inspect", test_map_inspect);
  g_test_add_func ("/cli/explain/bad-usage", test_bad_usage);
  g_test_add_func ("/cli/explain/tour", test_tour);
  g_test_add_func ("/cli/explain/german", test_german);
  g_test_add_func ("/cli/json/batches", test_json_batches);
  g_test_add_func ("/cli/json/stream-values", test_json_stream_values);
  return g_test_run ();
}
