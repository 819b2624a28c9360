/* test-kl-explain.c - the narration module: a step a frame, sentences that
 * name what each step did, pseudocode lines, jumps, inspection, and JSON
 * that parses back to the same steps.  Tours: every square the narration
 * says Warnsdorff's rule took has the fewest onward moves by the test's own
 * count, or the narration names the tie-break or the backtracking; every
 * backtrack is followed by a different choice; a constructed tour is never
 * told as Warnsdorff's choices. */
#include <string.h>

#include "kl-explain.h"
#include "test-util.h"

/* A square of an 8x8 board by name. */
static kn_square
on8 (const char *name)
{
  return tu_square (name, 8, 8);
}

static char *
cell_name (int width, int cell)
{
  char buf[KN_SQUARE_BUFSIZE];
  kn_square_format ((kn_square) { cell % width, cell / width }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* Whether text names the square: "b7" but not inside "b71" or "ab7". */
static gboolean
names (const char *text, const char *square)
{
  size_t n = strlen (square);
  for (const char *p = strstr (text, square); p; p = strstr (p + 1, square))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[n]))
      return TRUE;
  return FALSE;
}

static gboolean
names_cell (const char *text, int width, int cell)
{
  g_autofree char *name = cell_name (width, cell);
  return names (text, name);
}

/* The squares a sentence lists: all of them when there are at most six,
 * else the first six and "and N more". */
static void
assert_lists (const char *text, int width, GArray *cells)
{
  guint shown = MIN (cells->len, 6);
  for (guint i = 0; i < shown; i++)
    if (!names_cell (text, width, g_array_index (cells, int, i)))
      g_error ("\"%s\" does not name square %u of its list", text, i);
  if (cells->len > shown)
    {
      g_autofree char *more = g_strdup_printf ("and %u more", cells->len - shown);
      g_assert_nonnull (strstr (text, more));
    }
}

static KlExplain *
path_explain (const kn_board *b, kn_leaper leaper, kn_square from, kn_square to, int64_t *moves)
{
  kn_path *route = NULL;
  kn_distmap *map = NULL;
  KlExplain *ex = NULL;
  g_assert_cmpint (kn_shortest_path (b, leaper, from, to, NULL, moves, &route), ==, KN_OK);
  g_assert_cmpint (kn_distmap_compute (b, leaper, from, NULL, &map), ==, KN_OK);
  g_assert_cmpint (kl_explain_new_path (map, to, route, NULL, &ex), ==, KN_OK);
  kn_path_free (route);
  return ex;
}

/* Every BFS step against libknight's layer: the same squares, and a
 * sentence and a queue line that name them. */
static void
check_bfs_steps (KlExplain *ex, const kn_board *b, kn_leaper leaper, kn_square from)
{
  int w = kn_board_width (b);
  kn_distmap *map = NULL;
  kn_bfs_explain *bfs = NULL;
  g_assert_cmpint (kn_distmap_compute (b, leaper, from, NULL, &map), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &bfs), ==, KN_OK);
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, i);
      kn_bfs_layer *l = NULL;
      g_assert_cmpint (kn_bfs_layer_get (bfs, (int32_t) i, &l), ==, KN_OK);
      g_assert_cmpuint (step->index, ==, i);
      g_assert_cmpint (step->layer, ==, (int) i);
      g_assert_cmpint (step->kind, ==, i == 0 ? KL_STEP_START : KL_STEP_LAYER);
      g_assert_cmpuint (step->line, <, kl_explain_pseudocode_length (kl_explain_get_mode (ex)));
      g_assert_cmpuint (step->visited, ==, l->visited);
      g_assert_cmpuint (step->frontier->len, ==, l->n_frontier);
      g_assert_cmpuint (step->parents->len, ==, l->n_frontier);
      g_assert_cmpuint (step->expanded->len, ==, l->n_expanded);
      for (guint k = 0; k < step->frontier->len; k++)
        {
          kn_square f = l->frontier[k], p;
          g_assert_cmpint (g_array_index (step->frontier, int, k), ==, f.y * w + f.x);
          if (kn_bfs_explain_parent (bfs, f, &p))
            g_assert_cmpint (g_array_index (step->parents, int, k), ==, p.y * w + p.x);
          else
            g_assert_cmpint (g_array_index (step->parents, int, k), ==, -1);
        }
      /* The sentence names the layer's squares, the walls and the squares
       * seen again; the queue line names the queue. */
      g_assert_true (g_str_has_prefix (step->text, "Layer "));
      if (step->expanded->len <= 3)
        {
          /* told square by square: every square found is named */
          for (guint k = 0; k < step->frontier->len; k++)
            g_assert_true (names_cell (step->text, w, g_array_index (step->frontier, int, k)));
          for (guint k = 0; k < step->expanded->len; k++)
            g_assert_true (names_cell (step->text, w, g_array_index (step->expanded, int, k)));
        }
      else
        {
          assert_lists (step->text, w, step->frontier);
          assert_lists (step->text, w, step->expanded);
        }
      assert_lists (step->text, w, step->walls);
      assert_lists (step->text, w, step->seen);
      assert_lists (step->detail, w, step->frontier);
      /* a square is new or already seen, never both in one layer; the
       * already seen ones were reached before this layer's new squares */
      for (guint k = 0; k < step->seen->len; k++)
        {
          int cell = g_array_index (step->seen, int, k);

          for (guint f = 0; f < step->frontier->len; f++)
            g_assert_cmpint (g_array_index (step->frontier, int, f), !=, cell);
          g_assert_cmpint (kn_distmap_get (map, (kn_square) { cell % w, cell / w }), <=,
                           step->layer);
        }
      kn_bfs_layer_free (l);
    }
  kn_bfs_explain_free (bfs);
  kn_distmap_free (map);
}

/* The obstacles sample (knight a1 -> f1 around a wall, 7 moves): eight
 * frames, layer 3 in the words of the issue, the route move by move. */
static void
test_path_obstacles (void)
{
  kn_board *b = tu_obstacles_board ();
  int64_t moves;
  g_autoptr(KlExplain) ex = path_explain (b, KN_KNIGHT, on8 ("a1"), on8 ("f1"), &moves);
  g_assert_cmpint (moves, ==, 7);
  g_assert_cmpint (kl_explain_get_mode (ex), ==, KL_MODE_PATH);
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, 8);
  g_assert_null (kl_explain_get_step (ex, 8));
  check_bfs_steps (ex, b, KN_KNIGHT, on8 ("a1"));

  g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
  g_assert_cmpstr (s0->text, ==, "Layer 0: the knight starts on a1; the target is f1.");
  g_assert_cmpstr (s0->detail, ==, "Queue: a1. Visited: 1 square.");
  g_autoptr(KlExplainStep) s3 = kl_explain_get_step (ex, 3);
  g_assert_true (g_str_has_prefix (s3->text, "Layer 3: from a5 the knight reaches b7 and c6; c4 is "
                                              "a wall; b3 was already seen."));
  g_assert_cmpstr (s3->detail, ==, "Queue: b7, c6. Visited: 5 squares.");
  /* The route: move k goes from route[k - 1] to route[k], named in the text. */
  for (guint k = 1; k <= 7; k++)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, k);
      g_assert_cmpint (s->move, ==, k);
      g_assert_cmpint (s->moves, ==, 7);
      g_assert_true (tu_is_leap (KN_KNIGHT, (kn_square) { s->from % 8, s->from / 8 },
                                 (kn_square) { s->to % 8, s->to / 8 }));
      g_assert_true (names_cell (s->text, 8, s->from));
      g_assert_true (names_cell (s->text, 8, s->to));
      if (k > 1)
        {
          g_autoptr(KlExplainStep) prev = kl_explain_get_step (ex, k - 1);
          g_assert_cmpint (prev->to, ==, s->from);
        }
      /* every route square lies in its frame's layer */
      gboolean in_layer = FALSE;
      for (guint i = 0; i < s->frontier->len; i++)
        in_layer |= g_array_index (s->frontier, int, i) == s->to;
      g_assert_true (in_layer);
    }
  g_autoptr(KlExplainStep) last = kl_explain_get_step (ex, 7);
  g_assert_cmpint (last->to, ==, 5); /* f1 */
  g_assert_cmpstr (kl_explain_pseudocode_line (KL_MODE_PATH, last->line), ==,
                   kl_explain_pseudocode_line (KL_MODE_PATH,
                                               kl_explain_pseudocode_length (KL_MODE_PATH) - 1));
  kn_board_free (b);
}

/* The third case of the sample: a1 to b2 with b3 and c2 blocked. */
static void
test_path_unreachable (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  kn_board_set_blocked (b, on8 ("b3"), true);
  kn_board_set_blocked (b, on8 ("c2"), true);
  int64_t moves;
  g_autoptr(KlExplain) ex = path_explain (b, KN_KNIGHT, on8 ("a1"), on8 ("b2"), &moves);
  g_assert_cmpint (moves, ==, -1);
  /* a1's moves both land on walls: the only layer is the start */
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, 1);
  g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, 0);
  g_assert_true (names (s->text, "b2"));
  g_assert_nonnull (strstr (s->text, "cannot be reached"));
  g_assert_cmpint (s->from, ==, -1);
  kn_board_free (b);
}

/* Distance maps: a frame a layer, random boards and leapers; the leaper's
 * name; the end of the search. */
static void
test_distance_random (void)
{
  static const kn_leaper leapers[] = { { 1, 2 }, { 1, 3 }, { 1, 4 }, { 3, 5 }, { 0, 1 } };
  static const char *piece[] = { "the knight", "the camel", "the giraffe", "the (3,5) leaper",
                                 "the wazir" };
  guint64 rng = 3;
  for (int i = 0; i < tu_rounds (60, 15); i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 14), h = 1 + (int32_t) tu_below (&rng, 14);
      kn_square start = tu_random_square (&rng, w, h);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 30), &start, 1);
      kn_leaper leaper = leapers[i % G_N_ELEMENTS (leapers)];
      kn_distmap *map = NULL;
      KlExplain *ex = NULL;
      g_assert_cmpint (kn_distmap_compute (b, leaper, start, NULL, &map), ==, KN_OK);
      int32_t max = kn_distmap_max (map);
      size_t reached = kn_distmap_reached_count (map);
      g_assert_cmpint (kl_explain_new_distance (map, NULL, &ex), ==, KN_OK);
      g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, (guint) max + 1);
      check_bfs_steps (ex, b, leaper, start);
      g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
      g_assert_nonnull (strstr (s0->text, piece[i % G_N_ELEMENTS (piece)]));
      g_autoptr(KlExplainStep) end = kl_explain_get_step (ex, (guint) max);
      g_autofree char *n = g_strdup_printf ("the search ends with %zu square", reached);
      g_assert_nonnull (strstr (end->text, n));
      g_assert_cmpstr (kl_explain_pseudocode_line (KL_MODE_DISTANCE, end->line), ==,
                       kl_explain_pseudocode_line (KL_MODE_DISTANCE, 4));
      kl_explain_unref (ex);
      kn_board_free (b);
    }
}

/* A 300 x 300 map: one step a layer, each sentence short, listing a few
 * squares and "and N more". */
static void
test_distance_big_board (void)
{
  guint64 rng = 9;
  kn_square start = { 150, 150 };
  kn_board *b = tu_random_board (&rng, 300, 300, 10, &start, 1);
  kn_distmap *map = NULL;
  g_autoptr(KlExplain) ex = NULL;
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, start, NULL, &map), ==, KN_OK);
  guint layers = (guint) kn_distmap_max (map) + 1;
  g_assert_cmpint (kl_explain_new_distance (map, NULL, &ex), ==, KN_OK);
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, layers);
  guint with_more = 0;
  for (guint i = 0; i < layers; i++)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
      g_assert_cmpuint (strlen (s->text), <, 700);
      if (s->expanded->len > 3)
        assert_lists (s->text, 300, s->frontier);
      with_more += s->frontier->len > 6 && strstr (s->text, "more") != NULL;
    }
  g_assert_cmpuint (with_more, >, layers / 2);
  kn_board_free (b);
}

/* Inspecting squares of the obstacles sample: distance, parent, routes. */
static void
test_inspect (void)
{
  kn_board *b = tu_obstacles_board ();
  int64_t moves;
  g_autoptr(KlExplain) ex = path_explain (b, KN_KNIGHT, on8 ("a1"), on8 ("f1"), &moves);
  KlExplainInspect in;
  /* d8 (cell 59): layer 4, first reached from b7, by two routes (via b7 and via c6) */
  g_assert_true (kl_explain_inspect (ex, 59, G_MAXUINT, &in));
  g_assert_cmpint (in.distance, ==, 4);
  g_assert_cmpint (in.parent, ==, 6 * 8 + 1);
  g_assert_cmpuint (in.routes, ==, 2);
  g_assert_cmpstr (in.text, ==, "d8: 4 moves from a1, reached from b7; 2 shortest routes.");
  g_assert_true (in.reached_yet);
  g_assert_cmpstr (in.route_count.digits, ==, "2");
  g_assert_cmpstr (in.routes_text, ==, "2");
  kl_explain_inspect_clear (&in);
  /* at step 3 the search has not reached layer 4: nothing of d8 is told */
  g_assert_true (kl_explain_inspect (ex, 59, 3, &in));
  g_assert_false (in.reached_yet);
  g_assert_cmpint (in.distance, ==, -1);
  g_assert_cmpint (in.parent, ==, -1);
  g_assert_cmpuint (in.routes, ==, 0);
  g_assert_null (in.routes_text);
  g_assert_cmpstr (in.text, ==, "d8: not reached yet.");
  kl_explain_inspect_clear (&in);
  g_assert_true (kl_explain_inspect (ex, 59, 4, &in));
  g_assert_cmpint (in.distance, ==, 4);
  kl_explain_inspect_clear (&in);
  g_assert_true (kl_explain_inspect (ex, 0, G_MAXUINT, &in));
  g_assert_cmpint (in.distance, ==, 0);
  g_assert_cmpint (in.parent, ==, -1);
  g_assert_cmpuint (in.routes, ==, 1);
  kl_explain_inspect_clear (&in);
  g_assert_true (kl_explain_inspect (ex, 2 * 8 + 2, G_MAXUINT, &in)); /* c3: a wall */
  g_assert_cmpint (in.distance, ==, -1);
  g_assert_true (names (in.text, "c3"));
  kl_explain_inspect_clear (&in);
  g_assert_false (kl_explain_inspect (ex, 64, G_MAXUINT, &in));
  g_assert_false (kl_explain_inspect (ex, -1, G_MAXUINT, &in));
  kn_board_free (b);
}

/* The dynamic knight: a step a layer of states; on each of the route's
 * moves, the types allowed and the one forbidden, the one taken and its
 * squares.  (tests/test-explain-dynamic.c checks the layers themselves.) */
static void
test_dynamic (void)
{
  guint64 rng = 77;
  for (int i = 0; i < tu_rounds (80, 20); i++)
    {
      int32_t w = 2 + (int32_t) tu_below (&rng, 7), h = 2 + (int32_t) tu_below (&rng, 7);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 25), NULL, 0);
      kn_square from = tu_random_square (&rng, w, h);
      kn_square to = tu_random_square (&rng, w, h);
      int64_t moves;
      KlExplain *ex = NULL;
      g_assert_cmpint (kn_dynamic_solve (b, from, to, NULL, &moves, NULL), ==, KN_OK);
      g_assert_cmpint (kl_explain_new_dynamic (b, from, to, NULL, &ex), ==, KN_OK);
      guint n = kl_explain_get_n_steps (ex);
      if (moves >= 0)
        g_assert_cmpuint (n, ==, (guint) moves + 1);
      g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
      g_assert_cmpint (s0->kind, ==, KL_STEP_START);
      g_assert_true (names_cell (s0->text, w, from.y * w + from.x));
      if (moves < 0 && !kn_board_is_free (b, to))
        {
          g_assert_cmpuint (n, ==, 1);
          g_assert_nonnull (strstr (s0->text, "a blocked square"));
        }
      if (moves < 0)
        {
          /* the last step says the queue ran dry */
          g_autoptr(KlExplainStep) sl = kl_explain_get_step (ex, n - 1);
          g_assert_true (strstr (sl->text, "every state the search") != NULL ||
                         strstr (sl->text, "the queue is empty") != NULL ||
                         strstr (sl->text, "a blocked square") != NULL);
        }
      guint8 last = KN_MOVE_START;
      for (guint k = 1; k < n; k++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, k);
          g_autofree char *layer = g_strdup_printf ("Layer %u: ", k);
          g_assert_cmpint (s->kind, ==, KL_STEP_LAYER);
          g_assert_cmpint (s->layer, ==, k);
          g_assert_true (g_str_has_prefix (s->text, layer));
          if ((gint64) k > moves)
            {
              g_assert_cmpint (s->from, ==, -1);
              continue;
            }
          const char *letter = s->move_type == KN_MOVE_DYN_K   ? "K"
                               : s->move_type == KN_MOVE_DYN_B ? "B"
                                                               : "T";
          g_assert_cmpint (s->forbidden, ==, last);
          g_assert_cmpint (s->move_type, !=, last);
          g_assert_true (s->allowed & (1u << s->move_type));
          g_assert_false (last != KN_MOVE_START && (s->allowed & (1u << last)));
          g_assert_true (names_cell (s->text, w, s->from));
          g_assert_true (names_cell (s->text, w, s->to));
          g_autofree char *takes = g_strdup_printf ("It takes %s to", letter);
          g_assert_nonnull (strstr (s->text, takes));
          if (last != KN_MOVE_START)
            {
              const char *was = last == KN_MOVE_DYN_K ? "K" : last == KN_MOVE_DYN_B ? "B" : "T";
              g_autofree char *rule = g_strdup_printf ("%s may not follow %s", was, was);
              g_assert_nonnull (strstr (s->text, rule));
            }
          gboolean listed = FALSE;
          for (guint o = 0; o < s->options->len; o++)
            {
              const KlExplainOption *opt = &g_array_index (s->options, KlExplainOption, o);
              listed |= opt->cell == s->to && opt->type == s->move_type;
            }
          g_assert_true (listed);
          last = s->move_type;
        }
      kl_explain_unref (ex);
      kn_board_free (b);
    }
}

static void check_json (KlExplain *ex);

static KlExplain *
camelot_explain (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
                 kn_camelot **plan)
{
  KlExplain *ex = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, knights, n, NULL, plan), ==, KN_OK);
  g_assert_cmpint (kl_explain_new_camelot (b, *plan, TRUE, NULL, &ex), ==, KN_OK);
  return ex;
}

/* The steps of Camelot's searches on a board small enough for none to be
 * folded: a step a layer of each piece's BFS after its own square (one when
 * it reaches nothing), the farthest distance by the reference relaxation. */
static guint
camelot_search_steps (const kn_board *b, const kn_camelot *plan)
{
  int w = kn_board_width (b);
  guint steps = 0;
  for (size_t i = 0; i < kn_camelot_pieces (plan); i++)
    {
      kn_square from = kn_path_square (kn_camelot_route (plan, i), 0);
      g_autofree int32_t *d = i == 0 ? tu_reference_king_distances (b, from)
                                     : tu_reference_distances (b, KN_KNIGHT, from);
      int32_t far = 0;
      for (int c = 0; c < w * kn_board_height (b); c++)
        far = MAX (far, d[c]);
      steps += (guint) MAX (far, 1);
    }
  return steps;
}

/* Camelot: after the searches and the gathering step a step a move, the
 * table adds up, the heat map's least cost is the plan's, the piece jumps
 * land on each piece's search, the gathering step, each piece's first move. */
static void
check_camelot (KlExplain *ex, const kn_board *b, const kn_camelot *plan)
{
  int w = kn_board_width (b), h = kn_board_height (b);
  gint64 total = kn_camelot_moves (plan);
  guint gather_step = 1 + camelot_search_steps (b, plan);
  g_assert_cmpint (kl_explain_get_camelot_gather_step (ex), ==, gather_step);
  g_assert_cmpuint (kl_explain_get_camelot_first_move (ex), ==, gather_step + 1);
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, gather_step + (guint) total + 1);
  GPtrArray *pieces = kl_explain_get_pieces (ex);
  g_assert_nonnull (pieces);
  gint64 sum = 0;
  guint moving = 0;
  for (guint i = 0; i < pieces->len; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (pieces, i);
      sum += row->moves;
      moving += row->moves > 0;
      for (gint64 k = 0; k < row->moves; k++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, row->first_step + (guint) k);
          g_assert_cmpint (s->piece, ==, row->piece);
          g_assert_cmpint (s->piece_move, ==, k + 1);
          g_assert_true (names_cell (s->text, w, s->from));
          g_assert_true (names_cell (s->text, w, s->to));
          if (row->piece > 0)
            g_assert_nonnull (strstr (s->text, row->name));
          /* a knight's first plain jump does not name its start twice */
          if (row->piece > 0 && k == 0 && s->kind == KL_STEP_MOVE && !s->carries_king)
            g_assert_null (strstr (s->text, "jumps from"));
        }
    }
  g_assert_cmpint (sum, ==, total);
  /* next-piece jumps from the start visit each piece's search in piece
   * order, the gathering step, then the pieces that move, in order */
  guint jumps = 0;
  for (int at = kl_explain_jump (ex, 0, TRUE, KL_JUMP_PIECE); at >= 0;
       at = kl_explain_jump (ex, (guint) at, TRUE, KL_JUMP_PIECE))
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, (guint) at);
      g_autoptr(KlExplainStep) prev = kl_explain_get_step (ex, (guint) at - 1);
      g_assert_true (prev->index == 0 || prev->piece != s->piece);
      if (jumps < pieces->len)
        {
          g_assert_cmpint (s->kind, ==, KL_STEP_SEARCH);
          g_assert_cmpint (s->piece, ==, jumps);
          g_assert_cmpint (s->layer, ==, 1);
        }
      else if (jumps == pieces->len)
        g_assert_cmpint (s->kind, ==, KL_STEP_GATHER);
      else
        g_assert_cmpint (s->piece_move, ==, 1);
      jumps++;
      int back = kl_explain_jump (ex, (guint) at, FALSE, KL_JUMP_PIECE);
      g_assert_true (back < at);
    }
  g_assert_cmpuint (jumps, ==, pieces->len + 1 + moving);
  const gint64 *heat = kl_explain_get_heat_map (ex);
  g_assert_nonnull (heat);
  gint64 least = -1;
  for (int i = 0; i < w * h; i++)
    if (heat[i] >= 0 && (least < 0 || heat[i] < least))
      least = heat[i];
  g_assert_cmpint (least, ==, total);
  kn_square g = kn_camelot_gather (plan);
  g_assert_cmpint (heat[g.y * w + g.x], ==, total);
  KlExplainInspect in;
  /* the cost is known from the gathering step on, not while the searches run */
  g_assert_true (kl_explain_inspect (ex, g.y * w + g.x, (guint) gather_step, &in));
  g_assert_cmpint (in.cost, ==, total);
  kl_explain_inspect_clear (&in);
  g_assert_true (kl_explain_inspect (ex, g.y * w + g.x, (guint) gather_step - 1, &in));
  g_assert_cmpint (in.cost, ==, -1);
  g_assert_nonnull (strstr (in.text, "once every piece’s search is done"));
  kl_explain_inspect_clear (&in);
  /* the start and the gathering step name the gathering square, the
   * gathering step the pickup */
  g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
  g_autoptr(KlExplainStep) sg = kl_explain_get_step (ex, gather_step);
  g_assert_true (names_cell (s0->text, w, g.y * w + g.x));
  g_assert_true (names_cell (sg->text, w, g.y * w + g.x));
  kn_square pickup;
  if (kn_camelot_carrier (plan, &pickup) >= 0)
    {
      g_assert_true (names_cell (sg->text, w, pickup.y * w + pickup.x));
      g_assert_nonnull (strstr (sg->text, "picks up the king"));
      guint pickups = 0;
      for (guint i = 1; i < kl_explain_get_n_steps (ex); i++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
          pickups += s->kind == KL_STEP_PICKUP;
          if (s->kind == KL_STEP_PICKUP)
            g_assert_cmpint (s->from, ==, pickup.y * w + pickup.x);
        }
      g_assert_cmpuint (pickups, ==, 1);
    }
}

static void
test_camelot_sample (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  kn_square knights[] = { on8 ("a3"), on8 ("a8"), on8 ("h1"), on8 ("h8") };
  kn_camelot *plan = NULL;
  g_autoptr(KlExplain) ex = camelot_explain (b, on8 ("d4"), knights, 4, &plan);
  check_camelot (ex, b, plan);
  g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
  g_autoptr(KlExplainStep) sg =
    kl_explain_get_step (ex, (guint) kl_explain_get_camelot_gather_step (ex));
  g_assert_true (g_str_has_prefix (s0->text, "All pieces gather on "));
  g_assert_nonnull (strstr (s0->text, " in 10 moves."));
  g_assert_nonnull (strstr (sg->text, " in 10 moves."));
  g_assert_nonnull (strstr (sg->text, "picks up the king"));
  check_json (ex);
  kn_camelot_free (plan);
  kn_board_free (b);
}

static void
test_camelot_random (void)
{
  guint64 rng = 13;
  for (int i = 0; i < tu_rounds (60, 15); i++)
    {
      int32_t w = 3 + (int32_t) tu_below (&rng, 8), h = 3 + (int32_t) tu_below (&rng, 8);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 20), NULL, 0);
      kn_square pieces[6];
      size_t n = 0;
      for (int tries = 0; tries < 200 && n < 1 + (size_t) (i % 6); tries++)
        {
          kn_square s = tu_random_square (&rng, w, h);
          if (kn_board_is_free (b, s))
            pieces[n++] = s;
        }
      if (n > 0)
        {
          kn_camelot *plan = NULL;
          KlExplain *ex = camelot_explain (b, pieces[0], pieces + 1, n - 1, &plan);
          if (kn_camelot_found (plan))
            check_camelot (ex, b, plan);
          else
            {
              g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, 1);
              g_assert_null (kl_explain_get_pieces (ex));
              g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
              g_assert_nonnull (strstr (s0->text, "cannot gather"));
            }
          kl_explain_unref (ex);
          kn_camelot_free (plan);
        }
      kn_board_free (b);
    }
}

/* The JSON form parses back with JsonParser and says what the steps say. */
static void
check_json (KlExplain *ex)
{
  g_autoptr(JsonNode) root = kl_explain_to_json (ex);
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  g_autofree char *text = json_generator_to_data (gen, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  JsonObject *o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (o, "mode"), ==,
                   kl_mode_to_string (kl_explain_get_mode (ex)));
  JsonArray *pseudo = json_object_get_array_member (o, "pseudocode");
  g_assert_cmpuint (json_array_get_length (pseudo), ==, kl_explain_get_pseudocode_length (ex));
  JsonArray *steps = json_object_get_array_member (o, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, kl_explain_get_n_steps (ex));
  int w = (int) json_object_get_int_member (o, "width");
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      JsonObject *js = json_array_get_object_element (steps, i);
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
      g_assert_cmpint (json_object_get_int_member (js, "index"), ==, i);
      g_assert_cmpstr (json_object_get_string_member (js, "text"), ==, s->text);
      g_assert_cmpint (json_object_get_int_member (js, "line"), ==, s->line);
      if (s->layer >= 0 && kl_explain_get_mode (ex) == KL_MODE_DYNAMIC)
        {
          /* the dynamic knight's layers are of states */
          JsonArray *f = json_object_get_array_member (js, "states");
          g_assert_cmpuint (json_array_get_length (f), ==, s->states->len);
          for (guint k = 0; k < s->states->len; k++)
            {
              const KlExplainState *st = &g_array_index (s->states, KlExplainState, k);
              JsonObject *jst = json_array_get_object_element (f, k);
              g_autofree char *name = cell_name (w, st->cell);
              g_assert_cmpstr (json_object_get_string_member (jst, "square"), ==, name);
            }
          g_assert_cmpint (json_object_get_int_member (js, "visited"), ==, s->visited);
        }
      else if (s->layer >= 0)
        {
          JsonArray *f = json_object_get_array_member (js, "frontier");
          g_assert_cmpuint (json_array_get_length (f), ==, s->frontier->len);
          for (guint k = 0; k < s->frontier->len; k++)
            {
              g_autofree char *name = cell_name (w, g_array_index (s->frontier, int, k));
              g_assert_cmpstr (json_array_get_string_element (f, k), ==, name);
            }
          g_assert_cmpint (json_object_get_int_member (js, "visited"), ==, s->visited);
        }
      if (s->from >= 0)
        {
          JsonObject *m = json_object_get_object_member (js, "move");
          g_autofree char *to = cell_name (w, s->to);
          g_assert_cmpstr (json_object_get_string_member (m, "to"), ==, to);
          g_assert_cmpint (json_object_get_int_member (m, "number"), ==, s->move);
        }
      if (kl_explain_get_mode (ex) == KL_MODE_TOUR)
        {
          JsonArray *cand = json_object_get_array_member (js, "candidates");
          g_assert_cmpuint (json_array_get_length (cand), ==, s->candidates->len);
          for (guint k = 0; k < s->candidates->len; k++)
            {
              const KlExplainCandidate *c = &g_array_index (s->candidates, KlExplainCandidate, k);
              JsonObject *jc = json_array_get_object_element (cand, k);
              g_autofree char *name = cell_name (w, c->cell);
              g_assert_cmpstr (json_object_get_string_member (jc, "square"), ==, name);
              g_assert_cmpint (json_object_get_int_member (jc, "degree"), ==, c->degree);
            }
          g_assert_cmpint (json_object_get_int_member (js, "depth"), ==, s->depth);
          g_assert_cmpint (json_object_get_int_member (js, "backtracks"), ==, s->backtracks);
          if (s->witness >= 0)
            {
              g_autofree char *name = cell_name (w, s->witness);
              g_assert_cmpstr (json_object_get_string_member (js, "witness"), ==, name);
            }
          else
            g_assert_true (json_object_get_null_member (js, "witness"));
        }
    }
  if (kl_explain_get_mode (ex) == KL_MODE_TOUR)
    {
      g_assert_cmpint (json_object_get_int_member (o, "steps_total"), ==,
                       kl_explain_get_n_steps (ex));
      g_assert_nonnull (json_object_get_string_member (o, "method"));
      g_assert_nonnull (json_object_get_string_member (o, "view"));
    }
  if (kl_explain_get_mode (ex) == KL_MODE_CAMELOT && kl_explain_get_pieces (ex) != NULL)
    {
      JsonArray *pieces = json_object_get_array_member (o, "pieces");
      gint64 sum = 0;
      for (guint i = 0; i < json_array_get_length (pieces); i++)
        sum += json_object_get_int_member (json_array_get_object_element (pieces, i), "moves");
      /* the moves follow the gathering step */
      g_assert_cmpint (sum + json_object_get_int_member (o, "gather_step") + 1, ==,
                       kl_explain_get_n_steps (ex));
      /* the pickup names the carrier as the steps and the table do */
      JsonNode *pickup = json_object_get_member (o, "pickup");
      for (guint i = 1; i < kl_explain_get_n_steps (ex); i++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
          if (s->picks_up)
            g_assert_cmpint (json_object_get_int_member (json_node_get_object (pickup), "piece"),
                             ==, s->piece);
        }
      JsonArray *heat = json_object_get_array_member (o, "heat_map");
      g_assert_cmpuint (json_array_get_length (heat), ==,
                        (guint) (w * json_object_get_int_member (o, "height")));
    }
}

static void
test_json (void)
{
  kn_board *b = tu_obstacles_board ();
  int64_t moves;
  KlExplain *ex = path_explain (b, KN_KNIGHT, on8 ("a1"), on8 ("f1"), &moves);
  check_json (ex);
  kl_explain_unref (ex);
  g_assert_cmpint (kl_explain_new_dynamic (b, on8 ("a1"), on8 ("f1"), NULL, &ex), ==, KN_OK);
  check_json (ex);
  kl_explain_unref (ex);
  kn_square knights[] = { on8 ("a3"), on8 ("h8"), on8 ("e6") };
  kn_camelot *plan = NULL;
  ex = camelot_explain (b, on8 ("f1"), knights, 3, &plan);
  check_json (ex);
  /* one step on its own */
  g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, 1);
  g_autoptr(JsonNode) node = kl_explain_step_to_json (ex, s);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "text"), ==,
                   s->text);
  kl_explain_unref (ex);
  kn_camelot_free (plan);
  kn_board_free (b);
}


/* ---------------------------------------------------------------- tours */

/* The position of a tour's route, kept by the test from the events. */
typedef struct
{
  const kn_board *b;
  kn_leaper       leaper;
  guint8         *visited;
  GArray         *route;    /* of int */
} TourPos;

static guint
tour_degree (const TourPos *p, int cell)
{
  return tu_open_degree (p->b, p->leaper, p->visited, (kn_cell) cell);
}

/* The head's unvisited free squares a move away, in the leaper's order. */
static GArray *
tour_moves (const TourPos *p)
{
  if (p->route->len == 0)
    return g_array_new (FALSE, FALSE, sizeof (kn_cell));
  return tu_open_moves (p->b, p->leaper, p->visited,
                        (kn_cell) g_array_index (p->route, int, p->route->len - 1));
}

static guint64
tour_centre (const kn_board *b, int cell)
{
  return tu_centre (b, (kn_cell) cell);
}

static gboolean
contains (const char *text, const char *part)
{
  return strstr (text, part) != NULL;
}

/* Checks every step of a tour's explanation against the tour, by the
 * test's own count of onward moves. */
static void
check_tour (const kn_board *b, const kn_tour *tour, gboolean search, guint *counts)
{
  KlExplain *ex = NULL;
  kn_tour_options o;
  gsize n_events = 0, n_cells = 0;
  const kn_trace_event *events = kn_tour_trace (tour, &n_events, NULL);
  const kn_cell *cells = kn_tour_cells (tour, &n_cells);
  int w = kn_board_width (b);
  gboolean made = kn_tour_get_method (tour) == KN_TOUR_METHOD_SEARCH &&
                  !(kn_tour_is_reversed (tour) && kn_tour_get_outcome (tour) == KN_TOUR_FOUND);
  guint64 nfree = kn_board_squares (b) - kn_board_blocked_count (b);
  int end = -1, backed = -1, backed_from = -1;
  TourPos p = { b, KN_KNIGHT, NULL, NULL };
  gsize n = search ? n_events : n_cells;
  GArray *offered, *tried;

  kn_tour_get_options (tour, &o);
  p.leaper = o.leaper;
  if (o.has_end && (kn_tour_get_outcome (tour) == KN_TOUR_FOUND || !kn_tour_is_reversed (tour)))
    end = (int) kn_board_cell (b, o.end);
  g_assert_cmpint (kl_explain_new_tour (b, tour, search, NULL, &ex), ==, KN_OK);
  /* a step a frame: the app's frames are the tour's squares but the first,
   * or the trace's events but the first */
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, MAX (n, 1));
  p.visited = g_new0 (guint8, kn_board_squares (b));
  p.route = g_array_new (FALSE, FALSE, sizeof (int));
  /* the stack of choices, by the test's own count: at each square of the
   * route, the squares the search could take from it (what its first step
   * from there said) and how many of them it has taken since it got there */
  offered = g_array_new (FALSE, TRUE, sizeof (guint));
  tried = g_array_new (FALSE, TRUE, sizeof (guint));
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, (guint) i);
      kn_trace_event e = search ? events[i]
                                : (kn_trace_event) { cells[i], i ? KN_TRACE_ENTER
                                                                 : KN_TRACE_RESTART };
      g_autoptr(GArray) moves = tour_moves (&p);
      int cell = (int) e.cell;

      g_assert_cmpuint (step->index, ==, i);
      g_assert_cmpuint (step->line, <, kl_explain_get_pseudocode_length (ex));
      g_assert_cmpint (step->square, ==, cell);
      g_assert_true (step->text != NULL && *step->text);
      g_assert_cmpuint (strlen (step->text), <, 700);
      /* the candidates and their onward moves, by the test's count */
      g_assert_cmpuint (step->candidates->len, ==, moves->len);
      for (guint k = 0; k < moves->len; k++)
        {
          const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, k);
          g_assert_cmpint (c->cell, ==, (int) g_array_index (moves, kn_cell, k));
          g_assert_cmpuint (c->degree, ==, tour_degree (&p, c->cell));
        }
      if (e.kind == KN_TRACE_ENTER)
        {
          guint least = G_MAXUINT, tied = 0, degree = tour_degree (&p, cell);
          guint64 far = 0;
          int rule = -1;

          g_assert_cmpint (step->to, ==, cell);
          g_assert_cmpint (step->from, ==, g_array_index (p.route, int, p.route->len - 1));
          g_assert_cmpint (step->kind, ==, search ? KL_STEP_ENTER : KL_STEP_MOVE);
          for (guint k = 0; k < moves->len; k++)
            {
              int c = (int) g_array_index (moves, kn_cell, k);
              if (c == end && p.route->len + 1 < nfree)
                continue; /* the end square waits */
              if (tour_degree (&p, c) < least)
                least = tour_degree (&p, c);
              g_assert_true (names_cell (step->text, w, c));
            }
          for (guint k = 0; k < moves->len; k++)
            {
              int c = (int) g_array_index (moves, kn_cell, k);
              if (c == end && p.route->len + 1 < nfree)
                continue;
              if (tour_degree (&p, c) == least && c != cell)
                {
                  tied++;
                  far = MAX (far, tour_centre (b, c));
                }
              /* Warnsdorff's rule, written out: fewest moves, farthest, first */
              if (rule < 0 || tour_degree (&p, c) < tour_degree (&p, rule) ||
                  (tour_degree (&p, c) == tour_degree (&p, rule) &&
                   tour_centre (b, c) > tour_centre (b, rule)))
                rule = c;
            }
          g_assert_cmpint (step->rule, ==, rule);
          if (made)
            {
              gboolean later = contains (step->text, "next choice") ||
                               contains (step->text, "had to back up");

              if (later)
                counts[0]++;
              else
                {
                  /* every square taken first has the fewest onward moves... */
                  g_assert_cmpuint (degree, ==, least);
                  /* ...and, tied, the narration names the tie-break */
                  if (tied > 0)
                    {
                      g_assert_true (contains (step->text, " tie with "));
                      if (contains (step->text, "Roth’s rule takes"))
                        g_assert_cmpuint (tour_centre (b, cell), >, far);
                      else
                        g_assert_true (contains (step->text, "seeded order") ||
                                       contains (step->text, "shuffled order"));
                      counts[1]++;
                    }
                  else if (moves->len > 1)
                    g_assert_true (contains (step->text, "Warnsdorff’s rule takes") ||
                                   contains (step->text, "is the only square"));
                }
              /* a backtrack is followed by a different choice, and says so */
              if (backed >= 0 && backed_from == g_array_index (p.route, int, p.route->len - 1))
                {
                  g_autofree char *failed = cell_name (w, backed);
                  g_assert_cmpint (cell, !=, backed);
                  g_assert_true (contains (step->text, "next choice"));
                  g_assert_true (names (step->text, failed));
                  counts[2]++;
                }
            }
          else
            {
              /* a construction claims no choice of Warnsdorff's */
              g_assert_false (contains (step->text, "rule takes"));
              g_assert_false (contains (step->text, "search takes"));
              g_assert_false (contains (step->text, "moves takes"));
              g_assert_false (contains (step->text, "next choice"));
              if (moves->len > 1)
                {
                  g_autofree char *pick = cell_name (w, rule);
                  g_autofree char *claim = g_strdup_printf ("Warnsdorff’s rule would pick %s", pick);
                  g_assert_true (contains (step->text, claim));
                  counts[3]++;
                }
            }
          /* (a construction's squares are no choices: nothing is left in their place) */
          if (search && step->why != KN_WHY_BUILT)
            {
              guint head = p.route->len - 1;

              /* the search takes squares the test counts as candidates, a head offers the
               * same choices every time, and takes each at most once */
              g_assert_cmpuint (step->choices, <=, moves->len);
              if (g_array_index (tried, guint, head) == 0)
                g_array_index (offered, guint, head) = step->choices;
              g_assert_cmpuint (step->choices, ==, g_array_index (offered, guint, head));
              g_array_index (tried, guint, head)++;
              g_assert_cmpuint (g_array_index (tried, guint, head), <=, step->choices);
            }
          g_array_append_val (p.route, cell);
          p.visited[cell] = 1;
          backed = -1;
        }
      else if (e.kind == KN_TRACE_RESTART)
        {
          for (guint k = 0; k < p.route->len; k++)
            p.visited[g_array_index (p.route, int, k)] = 0;
          g_array_set_size (p.route, 0);
          g_array_append_val (p.route, cell);
          p.visited[cell] = 1;
          backed = -1;
          if (!made || !search)
            g_assert_true (contains (step->text, "The tour starts on"));
        }
      else
        {
          g_assert_cmpint (step->kind, ==, KL_STEP_BACKTRACK);
          g_assert_true (names_cell (step->text, w, cell));
          if (step->witness >= 0)
            g_assert_true (names_cell (step->text, w, step->witness));
          if (step->witness2 >= 0)
            g_assert_true (names_cell (step->text, w, step->witness2));
          if (step->why == KN_WHY_DEAD_END)
            {
              g_autofree char *dead = cell_name (w, cell);
              g_autofree char *says =
                g_strdup_printf ("Dead end at %s: no unvisited square to go to", dead);
              g_assert_true (contains (step->text, says));
            }
          if (step->why == KN_WHY_CUT_OFF || step->why == KN_WHY_DISCONNECTED)
            g_assert_true (contains (step->text, "would cut off"));
          /* the end square's single way left is its own finish: it cannot be entered */
          if (step->why == KN_WHY_ONE_WAY)
            g_assert_true (contains (step->text, end >= 0 && step->witness == end
                                                 ? "the route could never reach it"
                                                 : "a single way in and out"));
          p.visited[cell] = 0;
          g_array_set_size (p.route, p.route->len - 1);
          backed = cell;
          backed_from = p.route->len > 0 ? g_array_index (p.route, int, p.route->len - 1) : -1;
          counts[4]++;
        }
      g_assert_cmpuint (step->depth, ==, p.route->len);
      /* a square entered starts with nothing taken from it; one backed off is forgotten */
      g_array_set_size (offered, p.route->len);
      g_array_set_size (tried, p.route->len);
      if (e.kind != KN_TRACE_BACKTRACK)
        {
          g_array_index (offered, guint, p.route->len - 1) = 0;
          g_array_index (tried, guint, p.route->len - 1) = 0;
        }
      {
        g_autoptr(GArray) stack = kl_explain_get_stack (ex, (guint) i);

        if (!search)
          g_assert_null (stack);
        else
          {
            /* the stack is the route, each square with the choices its head has not
             * taken yet */
            g_assert_nonnull (stack);
            g_assert_cmpuint (stack->len, ==, p.route->len);
            for (guint k = 0; k < stack->len; k++)
              {
                const KlExplainChoice *c = &g_array_index (stack, KlExplainChoice, k);

                g_assert_cmpint (c->cell, ==, g_array_index (p.route, int, k));
                g_assert_cmpuint (c->remaining, ==,
                                  k == 0 ? 0
                                         : g_array_index (offered, guint, k - 1) -
                                           g_array_index (tried, guint, k - 1));
              }
          }
      }
      /* what the board draws of the frame: the step's data without its
       * words, and the route the search stands on, as the test's replay
       * (the first steps of each: a long search's every step would take
       * minutes under valgrind, and the data is the step's own) */
      if (i < 48 || i + 1 == n)
      {
        g_autoptr(KlExplainStep) data = kl_explain_get_step_data (ex, (guint) i);
        g_autoptr(GArray) route = kl_explain_get_route (ex, (guint) i);

        g_assert_cmpstr (data->text, ==, "");
        g_assert_cmpint (data->kind, ==, step->kind);
        g_assert_cmpint (data->square, ==, step->square);
        g_assert_cmpint (data->from, ==, step->from);
        g_assert_cmpint (data->to, ==, step->to);
        g_assert_cmpint (data->rule, ==, step->rule);
        g_assert_cmpint (data->why, ==, step->why);
        g_assert_cmpint (data->witness, ==, step->witness);
        g_assert_cmpint (data->witness2, ==, step->witness2);
        g_assert_cmpuint (data->depth, ==, step->depth);
        g_assert_cmpuint (data->candidates->len, ==, step->candidates->len);
        for (guint k = 0; k < data->candidates->len; k++)
          {
            const KlExplainCandidate *a = &g_array_index (data->candidates, KlExplainCandidate, k);
            const KlExplainCandidate *b2 = &g_array_index (step->candidates, KlExplainCandidate, k);

            g_assert_cmpint (a->cell, ==, b2->cell);
            g_assert_cmpuint (a->degree, ==, b2->degree);
          }
        g_assert_cmpuint (route->len, ==, p.route->len);
        for (guint k = 0; k < route->len; k++)
          g_assert_cmpint (g_array_index (route, int, k), ==, g_array_index (p.route, int, k));
      }
      if (i + 1 == n && kn_tour_get_outcome (tour) == KN_TOUR_FOUND && p.route->len == nfree)
        g_assert_true (contains (step->text, "the tour is complete"));
    }
  g_assert_null (kl_explain_get_stack (ex, kl_explain_get_n_steps (ex)));
  check_json (ex);
  g_free (p.visited);
  g_array_unref (p.route);
  g_array_unref (offered);
  g_array_unref (tried);
  kl_explain_unref (ex);
}

/* From a2 to a1 on 6x6 the search once strands the end square itself: the
 * narration says the end could not be reached, not that it has one way. */
static void
test_tour_end_stranded (void)
{
  kn_board *b = NULL;
  kn_tour_options o;
  kn_limits limits = { 0, NULL, NULL };
  kn_tour *tour = NULL;
  KlExplain *ex = NULL;
  gboolean seen = FALSE;

  g_assert_cmpint (kn_board_new (6, 6, &b), ==, KN_OK);
  kn_tour_options_init (&o);
  o.has_start = true;
  o.start = (kn_square) { 0, 1 };
  o.has_end = true;
  o.end = (kn_square) { 0, 0 };
  o.trace_budget = 1u << 20;
  g_assert_cmpint (kn_tour_solve (b, &o, &limits, &tour), ==, KN_OK);
  g_assert_cmpint (kn_tour_get_outcome (tour), ==, KN_TOUR_FOUND);
  g_assert_cmpint (kl_explain_new_tour (b, tour, TRUE, NULL, &ex), ==, KN_OK);
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, i);

      if (step->why == KN_WHY_ONE_WAY && step->witness == (int) kn_board_cell (b, o.end))
        {
          seen = TRUE;
          g_assert_true (contains (step->text, "the end square, a1"));
          g_assert_false (contains (step->text, "single way"));
        }
    }
  g_assert_true (seen);
  kl_explain_unref (ex);
  kn_tour_free (tour);
  kn_board_free (b);
}

/* Searches of random boards (blocked squares, open, closed, to an end),
 * both views, step by step. */
static void
test_tour_search (void)
{
  guint64 seed = 77001;
  guint counts[5] = { 0 }, searched = 0;

  for (int round = 0; round < tu_rounds (160, 40); round++)
    {
      int32_t w = 5 + (int32_t) tu_below (&seed, 4), h = 5 + (int32_t) tu_below (&seed, 4);
      kn_square ends[2] = { tu_random_square (&seed, w, h), tu_random_square (&seed, w, h) };
      kn_board *b = tu_random_board (&seed, w, h, round % 3 == 0 ? 0 : 6, ends, 2);
      kn_tour_options o;
      kn_limits limits = { 20000, NULL, NULL };
      kn_tour *tour = NULL;

      kn_tour_options_init (&o);
      o.closed = round % 4 == 1;
      o.has_start = round % 4 != 3;
      o.start = ends[0];
      o.has_end = round % 4 >= 2 && !tu_same (ends[0], ends[1]);
      o.end = ends[1];
      o.trace_budget = 1u << 20;
      g_assert_cmpint (kn_tour_solve (b, &o, &limits, &tour), ==, KN_OK);
      if (kn_tour_get_method (tour) == KN_TOUR_METHOD_SEARCH)
        searched++;
      check_tour (b, tour, TRUE, counts);
      check_tour (b, tour, FALSE, counts);
      kn_tour_free (tour);
      kn_board_free (b);
    }
  g_test_message ("%u searched; later choices %u, ties %u, choices after a backtrack %u, "
                  "backtracks %u", searched, counts[0], counts[1], counts[2], counts[4]);
  /* the sample reaches every case (the checked builds' fewer rounds look
   * for memory errors, not coverage) */
  if (tu_checked_build ())
    return;
  g_assert_cmpuint (searched, >=, 50);
  g_assert_cmpuint (counts[0], >, 0);
  g_assert_cmpuint (counts[1], >, 0);
  g_assert_cmpuint (counts[2], >, 0);
  g_assert_cmpuint (counts[4], >, 0);
}

/* Tours made without a search: rows, blocks, a corridor, a search from
 * the end reversed.  They say how they were made and never claim a
 * Warnsdorff choice; every step says what the rule would have picked. */
static void
test_tour_constructed (void)
{
  static const struct
  {
    int32_t w, h;
    gboolean start, end, closed;
    const char *says;
  } cases[] = {
    { 3, 12, TRUE, FALSE, FALSE, "built row by row" },
    { 12, 4, FALSE, FALSE, FALSE, "built row by row" },
    { 10, 10, FALSE, FALSE, FALSE, "built from blocks joined end to end" },
    { 11, 9, TRUE, FALSE, FALSE, "built from blocks joined end to end" },
    { 12, 12, TRUE, TRUE, FALSE, "a corridor of routes" },
    { 8, 8, FALSE, TRUE, FALSE, "found this tour from its end square" },
    { 10, 10, FALSE, TRUE, FALSE, "made from its end square" },
  };
  guint counts[5] = { 0 };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_board *b = NULL;
      kn_tour_options o;
      kn_tour *tour = NULL;
      KlExplain *ex = NULL;

      g_assert_cmpint (kn_board_new (cases[i].w, cases[i].h, &b), ==, KN_OK);
      kn_tour_options_init (&o);
      o.has_start = cases[i].start;
      o.start = (kn_square) { 0, 0 };
      o.has_end = cases[i].end;
      o.end = (kn_square) { 1, 0 };
      o.closed = cases[i].closed;
      o.trace_budget = 100000;
      g_assert_cmpint (kn_tour_solve (b, &o, NULL, &tour), ==, KN_OK);
      g_assert_cmpint (kn_tour_get_outcome (tour), ==, KN_TOUR_FOUND);
      check_tour (b, tour, FALSE, counts);
      check_tour (b, tour, TRUE, counts);
      g_assert_cmpint (kl_explain_new_tour (b, tour, FALSE, NULL, &ex), ==, KN_OK);
      {
        g_autoptr(KlExplainStep) s0 = kl_explain_get_step (ex, 0);
        g_test_message ("%dx%d: %s", cases[i].w, cases[i].h, s0->text);
        g_assert_true (contains (s0->text, cases[i].says));
        g_assert_false (contains (s0->text, "found it"));
      }
      /* the construction's own pseudocode, its steps on the walk */
      g_assert_cmpstr (kl_explain_get_pseudocode_line (ex, 0), !=,
                       kl_explain_pseudocode_line (KL_MODE_TOUR, 0));
      kl_explain_unref (ex);
      kn_tour_free (tour);
      kn_board_free (b);
    }
  g_assert_cmpuint (counts[3], >, 100);
}

/* A tour of a w x h board with the squares of blocked ("c4,d4") blocked,
 * any start, and a trace of trace events; the board in *board. */
static kn_tour *
tour_on (int32_t w, int32_t h, const char *blocked, size_t trace, kn_board **board)
{
  g_auto (GStrv) names = g_strsplit (blocked, ",", -1);
  kn_tour_options o;
  kn_tour *tour = NULL;

  g_assert_cmpint (kn_board_new (w, h, board), ==, KN_OK);
  for (guint i = 0; names[i] && *names[i]; i++)
    kn_board_set_blocked (*board, tu_square (names[i], w, h), true);
  kn_tour_options_init (&o);
  o.trace_budget = trace;
  g_assert_cmpint (kn_tour_solve (*board, &o, NULL, &tour), ==, KN_OK);
  return tour;
}

/* The backtrack jumps land on the first step of every run of backtracks,
 * forward and back, and on nothing else. */
static void
test_tour_jumps (void)
{
  kn_board *b = NULL;
  kn_tour *tour = tour_on (6, 6, "c4,d4", 100000, &b);
  KlExplain *ex = NULL;
  guint runs = 0, landed = 0;
  int at = 0;

  g_assert_cmpint (kl_explain_new_tour (b, tour, TRUE, NULL, &ex), ==, KN_OK);
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
      g_autoptr(KlExplainStep) before = i > 0 ? kl_explain_get_step (ex, i - 1) : NULL;
      runs += s->kind == KL_STEP_BACKTRACK && (before == NULL || before->kind != KL_STEP_BACKTRACK);
    }
  g_assert_cmpuint (runs, >, 0);
  while ((at = kl_explain_jump (ex, (guint) at, TRUE, KL_JUMP_BACKTRACK)) >= 0)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, (guint) at);
      g_autoptr(KlExplainStep) before = kl_explain_get_step (ex, (guint) at - 1);
      g_assert_cmpint (s->kind, ==, KL_STEP_BACKTRACK);
      g_assert_cmpint (before->kind, !=, KL_STEP_BACKTRACK);
      landed++;
    }
  g_assert_cmpuint (landed, ==, runs);
  at = (int) kl_explain_get_n_steps (ex) - 1;
  landed = 0;
  while ((at = kl_explain_jump (ex, (guint) at, FALSE, KL_JUMP_BACKTRACK)) >= 0)
    landed++;
  g_assert_cmpuint (landed, ==, runs);
  kl_explain_unref (ex);
  /* the route alone has no backtrack to jump to */
  g_assert_cmpint (kl_explain_new_tour (b, tour, FALSE, NULL, &ex), ==, KN_OK);
  g_assert_cmpint (kl_explain_jump (ex, 0, TRUE, KL_JUMP_BACKTRACK), ==, -1);
  kl_explain_unref (ex);
  kn_tour_free (tour);
  kn_board_free (b);
}

/* No tour: a step that says so, in both views. */
static void
test_tour_none (void)
{
  kn_board *b = NULL;
  kn_tour_options o;
  /* 4 x 4: no tour by the rules, no search */
  kn_tour *tour = tour_on (4, 4, "", 1000, &b);
  KlExplain *ex = NULL;

  g_assert_cmpint (kn_tour_get_outcome (tour), ==, KN_TOUR_NONE);
  for (int search = 0; search < 2; search++)
    {
      g_assert_cmpint (kl_explain_new_tour (b, tour, search, NULL, &ex), ==, KN_OK);
      g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, 1);
      {
        g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, 0);
        g_assert_true (contains (s->text, "No tour exists"));
      }
      check_json (ex);
      kl_explain_unref (ex);
    }
  kn_tour_free (tour);
  kn_board_free (b);

  /* a blocked board the search exhausts (the first of a seeded sample):
   * its last step says so */
  {
    guint64 seed = 4242;
    gboolean seen = FALSE;

    for (int round = 0; round < 2000 && !seen; round++)
      {
        kn_square start = tu_random_square (&seed, 6, 6);

        b = tu_random_board (&seed, 6, 6, 8, &start, 1);
        kn_tour_options_init (&o);
        o.has_start = TRUE;
        o.start = start;
        o.trace_budget = 1u << 20;
        g_assert_cmpint (kn_tour_solve (b, &o, NULL, &tour), ==, KN_OK);
        if (kn_tour_get_outcome (tour) == KN_TOUR_NONE &&
            kn_tour_get_method (tour) == KN_TOUR_METHOD_SEARCH)
          {
            g_autofree char *name = cell_name (6, (int) kn_board_cell (b, start));
            g_autofree char *leaves = g_strdup_printf ("No tour starts on %s", name);
            guint n;

            g_assert_cmpint (kl_explain_new_tour (b, tour, TRUE, NULL, &ex), ==, KN_OK);
            n = kl_explain_get_n_steps (ex);
            {
              g_autoptr(KlExplainStep) last = kl_explain_get_step (ex, n - 1);
              g_test_message ("%s", last->text);
              g_assert_true (contains (last->text, "there is no tour"));
              g_assert_true (contains (last->text, leaves));
            }
            kl_explain_unref (ex);
            seen = TRUE;
          }
        kn_tour_free (tour);
        kn_board_free (b);
      }
    g_assert_true (seen);
  }
}

/* A 1000 x 1000 tour explains a million steps without holding them: the
 * explanation builds, a step in the middle is short, the last one says the
 * tour is complete, also in JSON. */
static void
test_tour_large (void)
{
  kn_board *b = NULL;
  kn_tour *tour = tour_on (1000, 1000, "", 1000, &b);
  KlExplain *ex = NULL;

  g_assert_cmpint (kl_explain_new_tour (b, tour, FALSE, NULL, &ex), ==, KN_OK);
  g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, 1000000);
  {
    g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, 500000);
    g_assert_cmpuint (strlen (s->text), <, 400);
    /* grouped as the locale groups digits */
    g_autofree char *move = g_strdup_printf ("Square %'d of %'d", 500001, 1000000);
    g_assert_true (contains (s->text, move));
  }
  {
    g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, 999999);
    g_autoptr(JsonNode) node = kl_explain_step_to_json (ex, s);
    JsonObject *obj = json_node_get_object (node);

    g_assert_cmpint (json_object_get_int_member (obj, "index"), ==, 999999);
    g_assert_cmpint (json_object_get_int_member (obj, "depth"), ==, 1000000);
    g_assert_true (contains (s->text, "the tour is complete"));
  }
  kl_explain_unref (ex);
  kn_tour_free (tour);
  kn_board_free (b);
}

static void
test_pseudocode (void)
{
  for (int mode = 0; mode < KL_N_MODES; mode++)
    {
      guint n = kl_explain_pseudocode_length ((KlMode) mode);
      g_assert_cmpuint (n, >=, 4);
      g_assert_cmpuint (n, <=, 8);
      for (guint i = 0; i < n; i++)
        {
          const char *line = kl_explain_pseudocode_line ((KlMode) mode, i);
          g_assert_nonnull (line);
          g_assert_cmpuint (strlen (line), >, 10);
          g_assert_cmpuint (strlen (line), <, 110);
        }
      g_assert_null (kl_explain_pseudocode_line ((KlMode) mode, n));
    }
  g_assert_cmpuint (kl_explain_pseudocode_length (KL_N_MODES), ==, 0);
}

static int
always_cancel (void *data)
{
  return 1;
}

static void
test_cancel (void)
{
  kn_board *b = NULL;
  kn_distmap *map = NULL;
  KlExplain *ex = NULL;
  kn_limits cancel = { 0, always_cancel, NULL };
  g_assert_cmpint (kn_board_new (100, 100, &b), ==, KN_OK);
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, (kn_square) { 0, 0 }, NULL, &map), ==, KN_OK);
  /* the map is taken even when the explanation fails */
  g_assert_cmpint (kl_explain_new_distance (map, &cancel, &ex), ==, KN_ERR_CANCELLED);
  g_assert_null (ex);
  g_assert_cmpint (kl_explain_new_dynamic (b, (kn_square) { 0, 0 }, (kn_square) { 99, 98 }, &cancel,
                                           &ex), ==, KN_ERR_CANCELLED);
  g_assert_null (ex);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/explain/path/obstacles-sample", test_path_obstacles);
  g_test_add_func ("/puzzle/explain/path/unreachable", test_path_unreachable);
  g_test_add_func ("/puzzle/explain/distance/random-boards", test_distance_random);
  g_test_add_func ("/puzzle/explain/distance/300x300", test_distance_big_board);
  g_test_add_func ("/puzzle/explain/inspect", test_inspect);
  g_test_add_func ("/puzzle/explain/dynamic/random-boards", test_dynamic);
  g_test_add_func ("/puzzle/explain/camelot/sample", test_camelot_sample);
  g_test_add_func ("/puzzle/explain/camelot/random-boards", test_camelot_random);
  g_test_add_func ("/puzzle/explain/json", test_json);
  g_test_add_func ("/puzzle/explain/pseudocode", test_pseudocode);
  g_test_add_func ("/puzzle/explain/cancel", test_cancel);
  g_test_add_func ("/puzzle/explain/tour/search", test_tour_search);
  g_test_add_func ("/puzzle/explain/tour/constructed", test_tour_constructed);
  g_test_add_func ("/puzzle/explain/tour/jumps", test_tour_jumps);
  g_test_add_func ("/puzzle/explain/tour/end-stranded", test_tour_end_stranded);
  g_test_add_func ("/puzzle/explain/tour/none", test_tour_none);
  g_test_add_func ("/puzzle/explain/tour/large", test_tour_large);
  return g_test_run ();
}
