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
    static const char *const walls[] = { "d2", "d5", NULL };
    b = board_with (5, 6, walls);
    r = tour_reason (b, KN_KNIGHT, FALSE, "a5", NULL, 0);
    g_assert_cmpint (r->kind, ==, KN_REASON_EXHAUSTED);
    {
      g_autofree char *n = g_strdup_printf ("%'" G_GUINT64_FORMAT, r->nodes);
      assert_words (r, WORDS ("a5", "every", n), WORDS ("budget"));
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
  /* (the small boards' proofs: test_small_boards) */
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

/* ------------------------------------------------------------- the small boards' proofs */

/* The knight's moves from a cell of the empty w x h board, as a bit set
 * of cells (the boards here have at most 18 squares): this test's own,
 * sharing nothing with the library or kl-reason.c. */
static guint32
moves_of (int w, int h, int cell)
{
  guint32 set = 0;
  int x = cell % w, y = cell / w;

  for (int dx = -2; dx <= 2; dx++)
    for (int dy = -2; dy <= 2; dy++)
      if (ABS (dx * dy) == 2 && x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h)
        set |= 1u << ((y + dy) * w + x + dx);
  return set;
}

/* How many open routes (every square once) the board has, each counted
 * from both ends: a plain depth-first search over every route. */
static guint64
routes_from (int w, int h, int cell, guint32 seen)
{
  guint32 all = (1u << (w * h)) - 1, next;
  guint64 n = 0;

  if (seen == all)
    return 1;
  next = moves_of (w, h, cell) & ~seen;
  for (int c = 0; c < w * h; c++)
    if (next & (1u << c))
      n += routes_from (w, h, c, seen | (1u << c));
  return n;
}

static guint64
count_routes (int w, int h)
{
  guint64 n = 0;

  for (int c = 0; c < w * h; c++)
    n += routes_from (w, h, c, 1u << c);
  return n;
}

static int
cell_of_name (const char *sq, int w, int h)
{
  kn_square s = tu_square (sq, w, h);

  return s.y * w + s.x;
}

/* The cells of names, as a bit set. */
static guint32
set_of (const char *const *names, int w, int h)
{
  guint32 set = 0;

  for (; *names != NULL; names++)
    set |= 1u << cell_of_name (*names, w, h);
  return set;
}

#define SET(...) set_of (WORDS (__VA_ARGS__), p->w, p->h)
#define MOVES(sq) moves_of (p->w, p->h, cell_of_name (sq, p->w, p->h))

typedef struct
{
  int          w, h;
  kn_tour_rule rule;
  const char  *code;
  const char  *squares[9];   /* the squares whose moves the proof counts */
  guint        moves;        /* how many each has */
  const char  *shared[7];    /* where they go */
  const char  *loops[2][8];  /* the loops it follows */
  const char  *phrases[7];   /* what the words say of them (in English) */
} SmallProof;

static const SmallProof small_proofs[] = {
  { 3, 3, KN_RULE_LONE_CENTRE, "lone-centre", { "b2" }, 0, { NULL }, { { NULL } },
    { "centre b2 is not a knight’s move from any square" } },
  { 4, 4, KN_RULE_FOUR_CORNERS, "four-corners", { "a1", "d4", "a4", "d1" }, 2,
    { "b3", "c2", "b2", "c3" },
    { { "a2", "b4", "d3", "c1" }, { "a3", "b1", "d2", "c4" } },
    { "a1 and d4 move only to b3 and c2", "a4 and d1, which move only to b2 and c3",
      "as a1\u2013b3\u2013d4\u2013c2", "eight edge squares",
      "two separate rings, a2\u2013b4\u2013d3\u2013c1 and a3\u2013b1\u2013d2\u2013c4" } },
  { 5, 3, KN_RULE_CENTRE_CORNERS, "centre-corners", { "a1", "e1", "a3", "e3", "a2", "e2" }, 2,
    { "c2", "c1", "c3" }, { { NULL } },
    { "corners a1, e1, a3 and e3 move only to c2 and one other", "c2 can join only two",
      "a2 and e2 both move only to c1 and c3" } },
  { 3, 5, KN_RULE_CENTRE_CORNERS, "centre-corners", { "a1", "a5", "c1", "c5", "b1", "b5" }, 2,
    { "b3", "a3", "c3" }, { { NULL } },
    { "corners a1, a5, c1 and c5 move only to b3 and one other", "b3 can join only two",
      "b1 and b5 both move only to a3 and c3" } },
  { 6, 3, KN_RULE_SHARED_PAIRS, "shared-pairs",
    { "a2", "e2", "b2", "f2", "a1", "a3", "f1", "f3" }, 2,
    { "c1", "c3", "d1", "d3", "c2", "d2" },
    { { "c1", "b3", "a1", "c2", "a3", "b1", "c3" } },
    { "a2 and e2 move only to c1 and c3", "b2 and f2 only to d1 and d3",
      "c2 lies between a1 and a3", "d2 between f1 and f3", "b3 and b1 cannot go on to d2",
      "holds c1\u2013b3\u2013a1\u2013c2\u2013a3\u2013b1\u2013c3",
      "Whichever of a2 and e2 is not an end joins c1 to c3" } },
  { 3, 6, KN_RULE_SHARED_PAIRS, "shared-pairs",
    { "b1", "b5", "b2", "b6", "a1", "c1", "a6", "c6" }, 2,
    { "a3", "c3", "a4", "c4", "b3", "b4" },
    { { "a3", "c2", "a1", "b3", "c1", "a2", "c3" } },
    { "b1 and b5 move only to a3 and c3", "b2 and b6 only to a4 and c4",
      "b3 lies between a1 and c1", "b4 between a6 and c6", "c2 and a2 cannot go on to b4",
      "holds a3\u2013c2\u2013a1\u2013b3\u2013c1\u2013a2\u2013c3",
      "Whichever of b1 and b5 is not an end joins a3 to c3" } },
};

static guint
count_names (const char *const *names, guint max)
{
  guint n = 0;

  while (n < max && names[n] != NULL)
    n++;
  return n;
}

/* The steps of each proof hold on the board, by this test's own moves. */
static void
assert_proof_steps (const SmallProof *p)
{
  const char *const *sq = p->squares, *const *sh = p->shared;
  guint32 all = (1u << (p->w * p->h)) - 1;

  switch (p->rule)
    {
    case KN_RULE_LONE_CENTRE:
      g_assert_cmpuint (MOVES (sq[0]), ==, 0);
      break;
    case KN_RULE_FOUR_CORNERS:
      {
        guint32 ring[2] = { set_of (p->loops[0], p->w, p->h), set_of (p->loops[1], p->w, p->h) };

        /* the corners a1, d4 move only to b3, c2; a4, d1 only to b2, c3 */
        g_assert_cmpuint (MOVES (sq[0]), ==, SET (sh[0], sh[1]));
        g_assert_cmpuint (MOVES (sq[1]), ==, SET (sh[0], sh[1]));
        g_assert_cmpuint (MOVES (sq[2]), ==, SET (sh[2], sh[3]));
        g_assert_cmpuint (MOVES (sq[3]), ==, SET (sh[2], sh[3]));
        /* from an end: corner, centre, corner, centre, then an edge square,
         * so the edge squares (the rest) follow one another */
        g_assert_cmpuint (ring[0] | ring[1], ==,
                          all & ~SET (sq[0], sq[1], sq[2], sq[3], sh[0], sh[1], sh[2], sh[3]));
        /* the rings are loops of moves, and no move joins them */
        for (int k = 0; k < 2; k++)
          for (int i = 0; i < 4; i++)
            g_assert_true (MOVES (p->loops[k][i]) & SET (p->loops[k][(i + 1) % 4]));
        for (int i = 0; i < 4; i++)
          g_assert_cmpuint (MOVES (p->loops[0][i]) & ring[1], ==, 0);
        break;
      }
    case KN_RULE_CENTRE_CORNERS:
      /* the centre moves only to the four corners; each corner to the
       * centre and one other square; the pair only to the same two */
      g_assert_cmpuint (MOVES (sh[0]), ==, SET (sq[0], sq[1], sq[2], sq[3]));
      for (int i = 0; i < 4; i++)
        {
          g_assert_true (MOVES (sq[i]) & SET (sh[0]));
          g_assert_cmpuint (__builtin_popcount (MOVES (sq[i])), ==, 2);
        }
      g_assert_cmpuint (MOVES (sq[4]), ==, SET (sh[1], sh[2]));
      g_assert_cmpuint (MOVES (sq[5]), ==, SET (sh[1], sh[2]));
      break;
    case KN_RULE_SHARED_PAIRS:
      {
        const char *const *loop = p->loops[0];

        /* the two pairs, each sharing its two moves */
        g_assert_cmpuint (MOVES (sq[0]), ==, SET (sh[0], sh[1]));
        g_assert_cmpuint (MOVES (sq[1]), ==, SET (sh[0], sh[1]));
        g_assert_cmpuint (MOVES (sq[2]), ==, SET (sh[2], sh[3]));
        g_assert_cmpuint (MOVES (sq[3]), ==, SET (sh[2], sh[3]));
        /* the four corners: two moves, one of them to c2 (a1, a3) or d2 */
        g_assert_cmpuint (SET (sq[4], sq[5], sq[6], sq[7]), ==,
                          SET ("a1", p->w == 3 ? "c1" : "f1", p->w == 3 ? "a6" : "a3",
                               p->w == 3 ? "c6" : "f3"));
        for (int i = 4; i < 8; i++)
          g_assert_true (MOVES (sq[i]) & SET (sh[i < 6 ? 4 : 5]));
        /* the stretch: c1, b3, a1, c2, a3, b1, c3, each a move from the one
         * before; c2 between the corners a1, a3; b3 and b1 with no move but
         * their neighbours in it and d2 */
        for (int i = 0; i + 1 < 7; i++)
          g_assert_true (MOVES (loop[i]) & SET (loop[i + 1]));
        g_assert_cmpstr (loop[2], ==, sq[4]);
        g_assert_cmpstr (loop[3], ==, sh[4]);
        g_assert_cmpstr (loop[4], ==, sq[5]);
        g_assert_cmpuint (MOVES (loop[1]), ==, SET (loop[0], loop[2], sh[5]));
        g_assert_cmpuint (MOVES (loop[5]), ==, SET (loop[4], loop[6], sh[5]));
        /* its ends are the first pair's two moves: either of the pair closes it */
        g_assert_cmpuint (SET (loop[0], loop[6]), ==, SET (sh[0], sh[1]));
        break;
      }
    default:
      g_assert_not_reached ();
    }
}

/* 3×3, 4×4, 3×5 and 3×6, both ways round: no open route (every route
 * tried), and the rule's words and JSON name the proof's squares, whose
 * steps hold. */
static void
test_small_boards (void)
{
  /* the search finds routes where there are some */
  g_assert_cmpuint (count_routes (4, 3), >, 0);
  g_assert_cmpuint (count_routes (5, 4), >, 0);

  for (guint i = 0; i < G_N_ELEMENTS (small_proofs); i++)
    {
      const SmallProof *p = &small_proofs[i];
      guint nsq = count_names (p->squares, 9), nsh = count_names (p->shared, 7);
      guint nloops = p->loops[0][0] == NULL ? 0 : p->loops[1][0] == NULL ? 1 : 2;
      kn_board *b = board_with (p->w, p->h, NULL);
      KlReason *r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
      const char *kind = NULL;
      JsonNode *ev;
      JsonObject *o;
      JsonArray *a;
      g_autofree char *sentence = NULL;

      g_test_message ("%d\u00d7%d", p->w, p->h);
      g_assert_cmpuint (count_routes (p->w, p->h), ==, 0);
      assert_proof_steps (p);

      g_assert_cmpint (r->kind, ==, KN_REASON_BOARD_RULE);
      g_assert_cmpint (r->rule, ==, p->rule);
      g_assert_cmpstr (kl_reason_rule_to_string (r->rule), ==, p->code);

      /* the words name every square of the proof, and the loops in order */
      assert_words (r, p->squares, WORDS ("exhaustive", "search"));
      assert_words (r, p->shared, NULL);
      sentence = kl_reason_sentence (r);
      for (guint k = 0; k < nloops; k++)
        {
          g_autofree char *loop = g_strjoinv ("\u2013", (char **) p->loops[k]);

          if (strstr (sentence, loop) == NULL)
            g_error ("“%s” does not name %s", sentence, loop);
        }
      /* and says how they stand to each other */
      for (guint k = 0; k < G_N_ELEMENTS (p->phrases) && p->phrases[k] != NULL; k++)
        if (strstr (sentence, p->phrases[k]) == NULL)
          g_error ("“%s” does not say “%s”", sentence, p->phrases[k]);

      /* the JSON evidence: the same squares, with their moves */
      ev = json_of (r, &kind);
      g_assert_cmpstr (kind, ==, "board-rule");
      o = json_node_get_object (ev);
      g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, p->code);
      a = json_object_get_array_member (o, "squares");
      g_assert_cmpuint (json_array_get_length (a), ==, nsq);
      for (guint k = 0; k < nsq; k++)
        {
          JsonObject *s = json_array_get_object_element (a, k);
          const char *sq = json_object_get_string_member (s, "square");

          g_assert_cmpstr (sq, ==, p->squares[k]);
          g_assert_cmpint (json_object_get_int_member (s, "moves"), ==, p->moves);
          g_assert_cmpint (json_object_get_int_member (s, "moves"), ==,
                           __builtin_popcount (moves_of (p->w, p->h,
                                                         cell_of_name (sq, p->w, p->h))));
        }
      a = json_object_get_array_member (o, "shared");
      g_assert_cmpuint (json_array_get_length (a), ==, nsh);
      for (guint k = 0; k < nsh; k++)
        g_assert_cmpstr (json_array_get_string_element (a, k), ==, p->shared[k]);
      a = json_object_get_array_member (o, "loops");
      g_assert_cmpuint (json_array_get_length (a), ==, nloops);
      for (guint k = 0; k < nloops; k++)
        {
          JsonArray *loop = json_array_get_array_element (a, k);

          g_assert_cmpuint (json_array_get_length (loop), ==, count_names (p->loops[k], 8));
          for (guint j = 0; j < json_array_get_length (loop); j++)
            g_assert_cmpstr (json_array_get_string_element (loop, j), ==, p->loops[k][j]);
        }
      json_node_unref (ev);

      /* the same proof from a given start: the board rules first */
      kl_reason_free (r);
      r = tour_reason (b, KN_KNIGHT, FALSE, p->squares[0], NULL, 0);
      g_assert_cmpint (r->rule, ==, p->rule);
      g_assert_cmpuint (r->proof_squares->len, ==, nsq);
      kl_reason_free (r);
      kn_board_free (b);
    }
}

/* The words name only what ran: "none" after the row automaton (3 x 12
 * from b1 to b10) says row by row; after the search on a blocked 5-wide
 * board the nodes it tried (the rows never run on blocked boards); the
 * forced end and the colour count say so, with the square and its colour,
 * and no search. */
static void
test_what_ran (void)
{
  kn_board *b = board_with (3, 12, NULL);
  KlReason *r = tour_reason (b, KN_KNIGHT, FALSE, "b1", "b10", 0);
  const char *kind;
  JsonNode *ev;

  g_assert_cmpint (r->kind, ==, KN_REASON_EXHAUSTED);
  g_assert_cmpint (r->method, ==, KN_TOUR_METHOD_ROWS);
  assert_words (r, WORDS ("row"), WORDS ("nodes", "possibility"));
  kl_reason_free (r);
  kn_board_free (b);

  static const char *const walls[] = { "d2", "d5", NULL };
  b = board_with (5, 6, walls);
  r = tour_reason (b, KN_KNIGHT, FALSE, "a5", NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_EXHAUSTED);
  g_assert_cmpint (r->method, ==, KN_TOUR_METHOD_SEARCH);
  assert_words (r, WORDS ("possibility"), WORDS ("row"));
  kl_reason_free (r);
  kn_board_free (b);

  static const char *const three[] = { "a2", "b2", "e2", NULL };
  b = board_with (5, 4, three);
  r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_COLOUR);
  g_assert_cmpint (r->nodes, ==, 0);
  /* a4: one free neighbour (c3); 9 dark and 8 light, and a4 is light */
  assert_words (r, WORDS ("a4", "one", "9", "8", "light"), WORDS ("row", "search", "possibility"));
  ev = json_of (r, &kind);
  g_assert_cmpstr (kind, ==, "colour");
  {
    JsonArray *forced = json_object_get_array_member (json_node_get_object (ev), "forced_ends");
    g_assert_cmpuint (json_array_get_length (forced), ==, 1);
    g_assert_cmpstr (json_array_get_string_element (forced, 0), ==, "a4");
  }
  json_node_unref (ev);
  kl_reason_free (r);
  kn_board_free (b);

  /* two forced ends of one colour where the counts are even */
  static const char *const five[] = { "c5", "e5", "f5", NULL };
  b = board_with (8, 6, five);
  r = tour_reason (b, KN_KNIGHT, FALSE, NULL, NULL, 0);
  g_assert_cmpint (r->kind, ==, KN_REASON_COLOUR);
  assert_words (r, WORDS ("a6", "h6", "each"), WORDS ("search"));
  kl_reason_free (r);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/reason/tours", test_tours);
  g_test_add_func ("/puzzle/reason/unreachable", test_unreachable);
  g_test_add_func ("/puzzle/reason/small-boards", test_small_boards);
  g_test_add_func ("/puzzle/reason/what-ran", test_what_ran);
  return g_test_run ();
}
