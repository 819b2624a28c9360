/* test-reason.c - the shared wording of reasons (src/puzzle/kl-reason.c):
 * for each reason on a board where it is the true one, the sentence names
 * its evidence (the counts, the squares, the theorem) and nothing of
 * another reason, and the JSON, read back with JsonParser, carries the
 * library's evidence. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "kl-reason.h"
#include "test-util.h"

static kn_board *
board_with (int32_t w, int32_t h, const char *const *walls)
{
  kn_board *b = NULL;

  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  for (; walls != NULL && *walls != NULL; walls++)
    g_assert_cmpint (kn_board_set_blocked (b, tu_square (*walls, w, h), true), ==, KN_OK);
  return b;
}

static const char *const obstacles[] = { "c1", "d1", "c2", "d2", "c3", "d3", "c4", "d4", "c5", "d5",
                                         NULL };

static KlReason *
tour_reason (const kn_board *b, kn_leaper leaper, gboolean closed, const char *from,
             const char *to, guint64 budget)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  kn_tour_options o;
  kn_limits limits = { budget, NULL, NULL };
  kn_tour *t = NULL;
  KlReason *r;

  kn_tour_options_init (&o);
  o.leaper = leaper;
  o.closed = closed;
  if (from)
    {
      o.has_start = true;
      o.start = tu_square (from, w, h);
    }
  if (to)
    {
      o.has_end = true;
      o.end = tu_square (to, w, h);
    }
  g_assert_cmpint (kn_tour_solve (b, &o, &limits, &t), ==, KN_OK);
  r = kl_reason_new_tour (t, b, &o, budget);
  kn_tour_free (t);
  return r;
}

static KlReason *
reach_reason (const kn_board *b, KlMode mode, kn_leaper leaper, const char *from, const char *to)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  kn_square f = tu_square (from, w, h), t = to ? tu_square (to, w, h) : f;
  kn_reach *reach = NULL;
  KlReason *r;

  if (mode == KL_MODE_DYNAMIC)
    g_assert_cmpint (kn_reach_explain_dynamic (b, f, t, NULL, &reach), ==, KN_OK);
  else
    g_assert_cmpint (kn_reach_explain (b, leaper, f, to ? &t : NULL, NULL, &reach), ==, KN_OK);
  r = kl_reason_new_reach (reach, b, mode, leaper);
  kn_reach_free (reach);
  return r;
}

/* The sentence holds every word of want and none of avoid (words: whole
 * tokens, so "1" is not found in "13"). */
static gboolean
has_word (const char *text, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    {
      gboolean before = p == text || !g_ascii_isalnum (p[-1]);
      gboolean after = !g_ascii_isalnum (p[n]);

      if (before && after)
        return TRUE;
    }
  return FALSE;
}

static void
assert_words (const KlReason *r, const char *const *want, const char *const *avoid)
{
  g_autofree char *s = kl_reason_sentence (r);

  g_test_message ("%s", s);
  for (; want != NULL && *want != NULL; want++)
    if (!has_word (s, *want))
      g_error ("“%s” does not name %s", s, *want);
  for (; avoid != NULL && *avoid != NULL; avoid++)
    if (has_word (s, *avoid))
      g_error ("“%s” names %s", s, *avoid);
}

#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* The reason as JSON, parsed back: its "reason" and "evidence". */
static JsonNode *
json_of (const KlReason *r, const char **kind)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  JsonObject *o;
  static char kind_buf[32];
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  kl_reason_add_json (r, b, FALSE);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  o = json_node_get_object (json_parser_get_root (parser));
  g_strlcpy (kind_buf, json_object_get_string_member (o, "reason"), sizeof kind_buf);
  *kind = kind_buf;
  return json_node_copy (json_object_get_member (o, "evidence"));
}

static void
test_tours (void)
{
  kn_board *b = board_with (8, 8, obstacles);
  KlReason *r;
  const char *kind;
  JsonNode *ev;

  /* The obstacles sample in tour mode: b1 and b2 are dead ends. */
  r = tour_reason (b, KN_KNIGHT, FALSE, "a1", NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_DEAD_ENDS);
  assert_words (r, WORDS ("a1", "b1", "b2", "one"), WORDS ("colour", "colours", "search"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "dead-ends");
  {
    JsonArray *sq = json_object_get_array_member (json_node_get_object (ev), "squares");

    g_assert_cmpuint (json_array_get_length (sq), ==, r->dead_ends->len);
    for (guint i = 0; i < json_array_get_length (sq); i++)
      {
        JsonObject *o = json_array_get_object_element (sq, i);
        kn_square s = tu_square (json_object_get_string_member (o, "square"), 8, 8);

        g_assert_cmpint (s.y * 8 + s.x, ==, g_array_index (r->dead_ends, int, i));
        g_assert_cmpint (json_object_get_int_member (o, "free_neighbours"), ==,
                         g_array_index (r->degrees, guint8, i));
      }
  }
  json_node_unref (ev);
  kl_reason_free (r);

  /* The same to the end square f1, as the app has it: both ends are given,
   * so the dead ends cannot be them (no "would have to start or end") */
  r = tour_reason (b, KN_KNIGHT, FALSE, "a1", "f1", 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_DEAD_ENDS);
  assert_words (r, WORDS ("a1", "f1", "b1", "b2", "its ends are"), WORDS ("start or end"));
  kl_reason_free (r);
  kn_board_free (b);

  /* 5x5 from b1: 13 dark squares and 12 light, and b1 is light. */
  b = board_with (5, 5, NULL);
  r = tour_reason (b, KN_KNIGHT, FALSE, "b1", NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_COLOUR);
  assert_words (r, WORDS ("13", "12", "b1", "dark", "light"), WORDS ("neighbour", "search"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "colour");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (ev), "dark"), ==, 13);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (ev), "light"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (ev), "rule"), ==,
                   "corner-colour");
  json_node_unref (ev);
  kl_reason_free (r);
  /* closed: an odd board */
  r = tour_reason (b, KN_KNIGHT, TRUE, NULL, NULL, 0);
  assert_words (r, WORDS ("13", "12", "closed"), NULL);
  kl_reason_free (r);
  kn_board_free (b);

  /* Colour counts that differ by more than one. */
  {
    static const char *const walls[] = { "d5", "e4", NULL };
    b = board_with (8, 8, walls);
    r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
    g_assert_cmpint (r->kind, ==, KN_REASON_COLOUR);
    g_assert_cmpuint (r->light, ==, 30);
    g_assert_cmpuint (r->dark, ==, 32);
    assert_words (r, WORDS ("32", "30", "only"), NULL);
    kl_reason_free (r);
    kn_board_free (b);
  }

  /* The camel splits the board into its two colours. */
  b = board_with (8, 8, NULL);
  r = tour_reason (b, (kn_leaper) { 1, 3 }, FALSE, NULL, NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_DISCONNECTED);
  assert_words (r, WORDS ("2", "32", "camel"), WORDS ("neighbour"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "disconnected");
  {
    JsonArray *pieces = json_object_get_array_member (json_node_get_object (ev), "pieces");

    g_assert_cmpuint (json_array_get_length (pieces), ==, 2);
    for (guint i = 0; i < 2; i++)
      {
        JsonObject *o = json_array_get_object_element (pieces, i);
        kn_square s = tu_square (json_object_get_string_member (o, "first"), 8, 8);

        g_assert_cmpint (json_object_get_int_member (o, "size"), ==, 32);
        g_assert_cmpuint (r->pieces[s.y * 8 + s.x], ==, i);
      }
  }
  json_node_unref (ev);
  kl_reason_free (r);

  /* A budget that runs out is not a proof; a search that ends is. */
  r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
  g_assert_null (r); /* found */
  kn_board_set_blocked (b, (kn_square) { 2, 2 }, true);
  kn_board_set_blocked (b, (kn_square) { 3, 2 }, true);
  r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 3);
  g_assert_cmpint (r->kind, ==, KN_REASON_GAVE_UP);
  assert_words (r, WORDS ("3", "budget"), WORDS ("tried"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "gave-up");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (ev), "budget"), ==, 3);
  json_node_unref (ev);
  kl_reason_free (r);
  kn_board_free (b);
  {
    static const char *const walls[] = { "c2", "e1", NULL };
    b = board_with (5, 8, walls);
    r = tour_reason (b, KN_KNIGHT, FALSE, "d4", NULL, 0);
    g_assert_cmpint (r->kind, ==, KN_REASON_EXHAUSTED);
    {
      g_autofree char *n = g_strdup_printf ("%'" G_GUINT64_FORMAT, r->nodes);
      assert_words (r, WORDS ("d4", "every", n), WORDS ("budget"));
    }
    kl_reason_free (r);
    kn_board_free (b);
  }

  /* Board rules name the theorem. */
  b = board_with (4, 8, NULL);
  r = tour_reason (b, KN_KNIGHT, TRUE, NULL, NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_BOARD_RULE);
  assert_words (r, WORDS ("Schwenk", "4\u00d78"), NULL);
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "board-rule");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (ev), "rule"), ==,
                   "closed-narrow");
  json_node_unref (ev);
  kl_reason_free (r);
  kn_board_free (b);
  b = board_with (4, 4, NULL);
  r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
  assert_words (r, WORDS ("4\u00d74", "exhaustive"), NULL);
  kl_reason_free (r);
  r = tour_reason (b, KN_KNIGHT, FALSE, "b2", NULL, 0);
  g_assert_cmpint (r->rule, ==, KN_RULE_SMALL_BOARD);
  kl_reason_free (r);
  kn_board_free (b);
  b = board_with (4, 6, NULL);
  r = tour_reason (b, KN_KNIGHT, FALSE, "b2", NULL, 0);
  g_assert_cmpint (r->rule, ==, KN_RULE_OUTER_LINES);
  assert_words (r, WORDS ("b2", "outer"), NULL);
  kl_reason_free (r);
  kn_board_free (b);
  /* A side of 5: the corners beside the end named, at whichever end it is,
   * across too. */
  b = board_with (5, 12, NULL);
  r = tour_reason (b, KN_KNIGHT, FALSE, "d4", "c2", 0);
  g_assert_cmpint (r->rule, ==, KN_RULE_FIVE_CORNERS);
  assert_words (r, WORDS ("a1", "e1", "c2", "d4"), WORDS ("a12", "e12"));
  kl_reason_free (r);
  r = tour_reason (b, KN_KNIGHT, FALSE, "c11", "b1", 0);
  g_assert_cmpint (r->rule, ==, KN_RULE_FIVE_CORNERS);
  assert_words (r, WORDS ("a12", "e12", "c11", "b1"), WORDS ("a1", "e1"));
  kl_reason_free (r);
  kn_board_free (b);
  b = board_with (14, 5, NULL);
  r = tour_reason (b, KN_KNIGHT, FALSE, "b5", "m3", 0);
  g_assert_cmpint (r->rule, ==, KN_RULE_FIVE_CORNERS);
  assert_words (r, WORDS ("n1", "n5", "m3", "b5"), NULL);
  kl_reason_free (r);
  kn_board_free (b);
}

static void
test_unreachable (void)
{
  kn_board *b = board_with (8, 8, obstacles);
  KlReason *r;
  const char *kind;
  JsonNode *ev;
  JsonObject *o;

  /* Walls on f7 and g6 around h8: 51 squares reached, f7 and g6 the doors. */
  kn_board_set_blocked (b, tu_square ("f7", 8, 8), true);
  kn_board_set_blocked (b, tu_square ("g6", 8, 8), true);
  r = reach_reason (b, KL_MODE_PATH, KN_KNIGHT, "a1", "h8");
  g_assert_cmpint (r->argument, ==, KN_REACH_REGION);
  assert_words (r, WORDS ("a1", "h8", "51", "f7", "g6"), WORDS ("c1", "colour"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "unreachable");
  o = json_node_get_object (ev);
  g_assert_cmpstr (json_object_get_string_member (o, "argument"), ==, "region");
  g_assert_cmpint (json_object_get_int_member (o, "region_size"), ==, 51);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "walls")), ==, 12);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "doors")), ==, 2);
  g_assert_false (json_object_has_member (o, "region"));
  json_node_unref (ev);
  kl_reason_free (r);
  /* The map: 1 free square not reached. */
  r = reach_reason (b, KL_MODE_DISTANCE, KN_KNIGHT, "a1", NULL);
  assert_words (r, WORDS ("1", "51", "52", "f7", "g6"), NULL);
  kl_reason_free (r);
  /* The dynamic knight. */
  r = reach_reason (b, KL_MODE_DYNAMIC, KN_KNIGHT, "a1", "g6");
  g_assert_cmpint (r->argument, ==, KN_REACH_BLOCKED);
  assert_words (r, WORDS ("g6", "blocked"), NULL);
  kl_reason_free (r);
  kn_board_free (b);

  /* Colour and lattice, whatever the walls. */
  b = board_with (8, 8, NULL);
  r = reach_reason (b, KL_MODE_PATH, (kn_leaper) { 1, 3 }, "a1", "h7");
  g_assert_cmpint (r->argument, ==, KN_REACH_COLOUR);
  assert_words (r, WORDS ("camel", "colour", "h7", "a1", "light", "dark"), WORDS ("walls"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (ev), "argument"), ==,
                   "colour");
  json_node_unref (ev);
  kl_reason_free (r);
  r = reach_reason (b, KL_MODE_DISTANCE, (kn_leaper) { 1, 3 }, "a1", NULL);
  assert_words (r, WORDS ("camel", "32"), NULL);
  kl_reason_free (r);
  r = reach_reason (b, KL_MODE_PATH, (kn_leaper) { 0, 2 }, "a1", "b2");
  g_assert_cmpint (r->argument, ==, KN_REACH_LATTICE);
  assert_words (r, WORDS ("dabbaba", "2", "b2", "a1"), WORDS ("colour"));
  ev = json_of (r, &kind);
  o = json_node_get_object (ev);
  g_assert_cmpstr (json_object_get_string_member (o, "argument"), ==, "lattice");
  g_assert_cmpint (json_object_get_int_member (o, "step"), ==, 2);
  g_assert_false (json_object_get_boolean_member (o, "parity"));
  json_node_unref (ev);
  kl_reason_free (r);
  r = reach_reason (b, KL_MODE_PATH, (kn_leaper) { 2, 2 }, "a1", "c1");
  assert_words (r, WORDS ("alfil", "2", "4", "c1"), NULL);
  kl_reason_free (r);
  r = reach_reason (b, KL_MODE_PATH, (kn_leaper) { 2, 3 }, "a1", "h8");
  g_assert_null (r); /* the zebra gets there */
  kn_board_free (b);

  /* Camelot: a knight walled into a corner. */
  {
    static const char *const walls[] = { "c2", "b3", "a3", "c1", NULL };
    kn_square king = tu_square ("e4", 8, 8);
    kn_square knights[2] = { tu_square ("a1", 8, 8), tu_square ("h8", 8, 8) };
    kn_reach *reach = NULL;

    b = board_with (8, 8, walls);
    g_assert_cmpint (kn_reach_explain_camelot (b, king, knights, 2, NULL, &reach), ==, KN_OK);
    r = kl_reason_new_reach (reach, b, KL_MODE_CAMELOT, KN_KNIGHT);
    g_assert_nonnull (r);
    g_assert_cmpuint (r->piece, ==, 1);
    assert_words (r, WORDS ("a1", "h8", "c2", "b3"), NULL);
    kl_reason_free (r);
    kn_reach_free (reach);
    kn_board_free (b);
  }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/reason/tours", test_tours);
  g_test_add_func ("/puzzle/reason/unreachable", test_unreachable);
  return g_test_run ();
}
