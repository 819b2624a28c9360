/* test-explain-dynamic.c - the dynamic knight's search stepped state by
 * state: libknight's layers of states (square, type of the last move), the
 * explanation's frames, inspection and knight-solve dynamic --explain, all
 * against a BFS over states written here, on random boards. */
#include <stdlib.h>
#include <string.h>

#include "cli-run.h"
#include "kl-explain.h"
/* the inspection of a frame (what the search knows after its layer k) */
#include "kl-explain-private.h"
#include "kl-notation.h"
#include "test-util.h"

/* ------------------------------------------------------------ the reference */

/* A state is cell * 4 + i, with i the type of the last move: 0 none (the
 * start), 1 K, 2 B, 3 T; the letters by i. */
static const char letters[4] = { '-', 'K', 'B', 'T' };
static const kn_move_type types_of[4] = { KN_MOVE_START, KN_MOVE_DYN_K, KN_MOVE_DYN_B,
                                          KN_MOVE_DYN_T };

static int
index_of (guint type)
{
  for (int i = 0; i < 4; i++)
    if (types_of[i] == type)
      return i;
  g_assert_not_reached ();
}

/* Whether a move of type i (1 K, 2 B, 3 T) goes from (x, y) to (tx, ty) on
 * a w x h board, by the rules as the problem states them: K a knight's L,
 * B two squares along a diagonal, T the mirror image across the middle
 * file or rank (never the square itself). */
static gboolean
is_move (int w, int h, int i, int x, int y, int tx, int ty)
{
  int dx = ABS (tx - x), dy = ABS (ty - y);

  switch (i)
    {
    case 1:
      return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
    case 2:
      return dx == 2 && dy == 2;
    case 3:
      return (ty == y && tx == w - 1 - x && tx != x) || (tx == x && ty == h - 1 - y && ty != y);
    default:
      return FALSE;
    }
}

/* The distance of every state from (start, none), -1 never: a BFS that
 * finds each state's moves by looking at every square of the board. */
static int *
reference_distances (const kn_board *b, int start)
{
  int w = kn_board_width (b), h = kn_board_height (b), n = w * h;
  int *d = g_new (int, n * 4), *queue = g_new (int, n * 4);
  int head = 0, tail = 0;

  for (int s = 0; s < n * 4; s++)
    d[s] = -1;
  d[start * 4] = 0;
  queue[tail++] = start * 4;
  while (head < tail)
    {
      int s = queue[head++], x = s / 4 % w, y = s / 4 / w;

      for (int i = 1; i < 4; i++)
        for (int c = 0; c < n && i != s % 4; c++)
          if (is_move (w, h, i, x, y, c % w, c / w) &&
              kn_board_is_free (b, (kn_square) { c % w, c / w }) && d[c * 4 + i] < 0)
            {
              d[c * 4 + i] = d[s] + 1;
              queue[tail++] = c * 4 + i;
            }
    }
  g_free (queue);
  return d;
}

static int
max_distance (const int *d, int n)
{
  int m = 0;

  for (int s = 0; s < n * 4; s++)
    m = MAX (m, d[s]);
  return m;
}

/* The states at distance k, sorted. */
static GArray *
reference_layer (const int *d, int n, int k)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (int s = 0; s < n * 4 && k >= 0; s++)
    if (d[s] == k)
      g_array_append_val (out, s);
  return out;
}

static int
cmp_int (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static void
assert_same_set (GArray *got, GArray *want)
{
  g_array_sort (got, cmp_int);
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    g_assert_cmpint (g_array_index (got, int, i), ==, g_array_index (want, int, i));
}

/* A random board of 1x1 to 12x12 with the start free; the target anywhere
 * (blocked, the start itself, or out of reach, as it falls). */
typedef struct
{
  kn_board *b;
  int w, h, start, target;
} Case;

static Case
random_case (guint64 *rng)
{
  Case c;
  kn_square s;

  c.w = 1 + (int) tu_below (rng, 12);
  c.h = 1 + (int) tu_below (rng, 12);
  s = tu_random_square (rng, c.w, c.h);
  c.b = tu_random_board (rng, c.w, c.h, (int) tu_below (rng, 45), &s, 1);
  c.start = s.y * c.w + s.x;
  c.target = tu_below (rng, 6) == 0 ? c.start : (int) tu_below (rng, (guint64) (c.w * c.h));
  return c;
}

static kn_square
sq_of (const Case *c, int cell)
{
  return (kn_square) { cell % c->w, cell / c->w };
}

/* The fewest moves to the target by the reference, -1 none (blocked too). */
static int
reference_moves (const Case *c, const int *d)
{
  int best = -1;

  if (c->start == c->target)
    return 0;
  if (!kn_board_is_free (c->b, sq_of (c, c->target)))
    return -1;
  for (int i = 1; i < 4; i++)
    if (d[c->target * 4 + i] >= 0 && (best < 0 || d[c->target * 4 + i] < best))
      best = d[c->target * 4 + i];
  return best;
}

/* The frames the explanation has: the route's moves; the start alone for a
 * blocked target; else every layer of states. */
static int
frames_rule (const Case *c, const int *d)
{
  int moves = reference_moves (c, d);

  if (moves >= 0)
    return moves;
  if (!kn_board_is_free (c->b, sq_of (c, c->target)))
    return 0;
  return max_distance (d, c->w * c->h);
}

/* ------------------------------------------------------------ libknight */

/* Every layer of kn_dynamic_explain is the reference's layer; every parent
 * is one layer closer, a legal move of an allowed type from it, and the
 * first state of that layer in queue order to make such a move; the
 * distances are the reference's; the route and counts are kn_dynamic_solve's. */
static void
test_library_layers (void)
{
  guint64 rng = 2022;
  guint unreachable = 0, same = 0, blocked = 0, routes = 0;

  for (int round = 0; round < tu_rounds (300, 40); round++)
    {
      Case c = random_case (&rng);
      int n = c.w * c.h;
      g_autofree int *d = reference_distances (c.b, c.start);
      kn_dynamic_explain *ex = NULL;
      kn_path *path = NULL;
      int64_t moves;
      int layers = max_distance (d, n) + 1;
      g_autofree int *pos = g_new (int, n * 4); /* each state's place in the order */

      g_assert_cmpint (kn_dynamic_solve (c.b, sq_of (&c, c.start), sq_of (&c, c.target), NULL,
                                         &moves, &path), ==, KN_OK);
      g_assert_cmpint (kn_dynamic_explain_new (c.b, sq_of (&c, c.start), sq_of (&c, c.target),
                                               NULL, &ex), ==, KN_OK);
      g_assert_cmpint (moves, ==, reference_moves (&c, d));
      g_assert_cmpint (kn_dynamic_explain_moves (ex), ==, moves);
      unreachable += moves < 0 && kn_board_is_free (c.b, sq_of (&c, c.target));
      blocked += !kn_board_is_free (c.b, sq_of (&c, c.target));
      same += c.start == c.target;
      routes += moves > 0;

      g_assert_cmpint (kn_dynamic_explain_layers (ex), ==, layers);
      g_assert_cmpuint (kn_dynamic_explain_visited (ex, -1), ==, 0);
      for (int s = 0; s < n * 4; s++)
        pos[s] = -1;
      for (int k = 0; k < layers; k++)
        {
          size_t begin = kn_dynamic_explain_visited (ex, k - 1);
          size_t end = kn_dynamic_explain_visited (ex, k);
          g_autoptr(GArray) want = reference_layer (d, n, k);
          g_autoptr(GArray) got = g_array_new (FALSE, FALSE, sizeof (int));
          int last_parent = -1;

          for (size_t i = begin; i < end; i++)
            {
              kn_dynamic_state st;
              int cell, s, ps, pi;

              g_assert_true (kn_dynamic_explain_state (ex, i, &st));
              g_assert_true (kn_board_contains (c.b, st.square));
              cell = st.square.y * c.w + st.square.x;
              s = cell * 4 + index_of (st.last);
              pos[s] = (int) i;
              g_array_append_val (got, s);
              /* the types it may take: all but its last */
              for (int t = 1; t < 4; t++)
                g_assert_cmpint (!!(st.allowed & (1u << types_of[t])), ==,
                                 types_of[t] != st.last);
              if (k == 0)
                {
                  g_assert_cmpint (cell, ==, c.start);
                  g_assert_cmpuint (st.last, ==, KN_MOVE_START);
                  g_assert_cmpint (st.parent.x, ==, -1);
                  continue;
                }
              g_assert_cmpuint (st.last, !=, KN_MOVE_START);
              g_assert_true (kn_board_is_free (c.b, st.square));
              g_assert_true (kn_board_contains (c.b, st.parent));
              ps = (st.parent.y * c.w + st.parent.x) * 4 + index_of (st.parent_last);
              pi = index_of (st.last);
              g_assert_cmpint (d[ps], ==, k - 1);
              g_assert_cmpuint (st.parent_last, !=, st.last);
              g_assert_true (is_move (c.w, c.h, pi, st.parent.x, st.parent.y, st.square.x,
                                      st.square.y));
              /* the first state of the layer before, in queue order, with
               * that move: the one that discovered it */
              for (size_t j = kn_dynamic_explain_visited (ex, k - 2); j < begin; j++)
                {
                  kn_dynamic_state o;

                  g_assert_true (kn_dynamic_explain_state (ex, j, &o));
                  if (o.last != st.last &&
                      is_move (c.w, c.h, pi, o.square.x, o.square.y, st.square.x, st.square.y))
                    {
                      g_assert_cmpint ((int) j, ==, pos[ps]);
                      break;
                    }
                }
              /* queued in the order their parents were taken */
              g_assert_cmpint (pos[ps], >=, last_parent);
              last_parent = pos[ps];
            }
          assert_same_set (got, want);
        }
      g_assert_cmpuint (kn_dynamic_explain_visited (ex, layers + 3), ==,
                        kn_dynamic_explain_visited (ex, layers - 1));
      {
        kn_dynamic_state st = { { 7, 7 }, 9, 9, { 7, 7 }, 9 };

        g_assert_false (kn_dynamic_explain_state (ex, kn_dynamic_explain_visited (ex, layers),
                                                  &st));
        g_assert_cmpuint (st.last, ==, 9); /* untouched */
      }

      /* every state's distance, and none off the board or of another type */
      for (int cell = 0; cell < n; cell++)
        for (int i = 0; i < 4; i++)
          g_assert_cmpint (kn_dynamic_explain_distance (ex, sq_of (&c, cell), types_of[i]), ==,
                           d[cell * 4 + i]);
      g_assert_cmpint (kn_dynamic_explain_distance (ex, (kn_square) { -1, 0 }, KN_MOVE_START), ==,
                       -1);
      g_assert_cmpint (kn_dynamic_explain_distance (ex, (kn_square) { c.w, 0 }, KN_MOVE_DYN_K),
                       ==, -1);
      g_assert_cmpint (kn_dynamic_explain_distance (ex, (kn_square) { 0, c.h }, KN_MOVE_DYN_B),
                       ==, -1);
      g_assert_cmpint (kn_dynamic_explain_distance (ex, sq_of (&c, c.start), KN_MOVE_LEAP), ==,
                       -1);

      /* the route: kn_dynamic_solve's, its states in their layers, and its
       * last the first state on the target in queue order */
      if (moves >= 0)
        {
          const kn_path *p = kn_dynamic_explain_path (ex);

          g_assert_cmpuint (kn_path_length (p), ==, kn_path_length (path));
          for (size_t i = 0; i < kn_path_length (p); i++)
            {
              kn_square q = kn_path_square (p, i);

              g_assert_true (tu_same (q, kn_path_square (path, i)));
              g_assert_cmpint (kn_path_move (p, i), ==, kn_path_move (path, i));
              g_assert_cmpint (d[(q.y * c.w + q.x) * 4 + index_of (kn_path_move (p, i))], ==,
                               (int) i);
            }
          if (moves > 0)
            {
              kn_square t = kn_path_square (p, (size_t) moves);
              int route_pos = pos[(t.y * c.w + t.x) * 4 + index_of (kn_path_move (p, (size_t)
                                                                                   moves))];

              for (int i = 1; i < 4; i++)
                if (pos[c.target * 4 + i] >= 0 && d[c.target * 4 + i] == moves)
                  g_assert_cmpint (route_pos, <=, pos[c.target * 4 + i]);
            }
        }
      kn_path_free (path);
      kn_dynamic_explain_free (ex);
      kn_board_free (c.b);
    }
  if (!tu_checked_build ())
    {
      g_assert_cmpuint (unreachable, >, 10);
      g_assert_cmpuint (same, >, 10);
      g_assert_cmpuint (blocked, >, 10);
      g_assert_cmpuint (routes, >, 100);
    }
}

/* ------------------------------------------------------------ the explanation */

/* The states of a step as reference states. */
static GArray *
step_states (GArray *states)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < states->len; i++)
    {
      const KlExplainState *st = &g_array_index (states, KlExplainState, i);
      int s = st->cell * 4 + index_of (st->last);

      g_array_append_val (out, s);
    }
  return out;
}

/* What inspecting a cell says, against the reference: the distance after
 * each type, the least of them, and a sentence with each. */
static void
check_inspect (KlExplain *ex, const Case *c, const int *d, int cell)
{
  KlExplainInspect in;
  g_autofree char *name = kl_cell_name (cell, c->w);
  g_autofree char *head = g_strdup_printf ("%s: ", name);
  int best = -1;

  g_assert_true (kl_explain_inspect (ex, cell, G_MAXUINT, &in));
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (in.state_distance[i], ==, d[cell * 4 + i]);
      if (d[cell * 4 + i] >= 0 && (best < 0 || d[cell * 4 + i] < best))
        best = d[cell * 4 + i];
    }
  g_assert_cmpint (in.distance, ==, best);
  g_assert_cmpint (kl_explain_get_state_layers (ex)[cell], ==, best);
  g_assert_true (g_str_has_prefix (in.text, head));
  if (best < 0)
    g_assert_nonnull (strstr (in.text, "not reached from"));
  else
    for (int i = 1; i < 4; i++)
      {
        int k = d[cell * 4 + i];
        g_autofree char *words = k >= 0
          ? g_strdup_printf ("%d move%s after a %c move", k, k == 1 ? "" : "s", letters[i])
          : g_strdup_printf ("not reached after a %c move", letters[i]);

        g_assert_nonnull (strstr (in.text, words));
      }
  g_assert_true ((cell == c->start) == (strstr (in.text, "the start") != NULL));
  kl_explain_inspect_clear (&in);
}

/* Frame k shows layer k of states (and what it took from the queue, layer
 * k - 1) and move k of the route; the frames are the route's moves, or
 * every layer when there is none; the pseudocode's lines go 0, 3... 3, 4;
 * inspection says the reference's distances. */
static void
test_frames (void)
{
  guint64 rng = 633;
  guint layer_frames = 0, inspected = 0;

  for (int round = 0; round < tu_rounds (300, 40); round++)
    {
      Case c = random_case (&rng);
      int n = c.w * c.h, moves;
      g_autofree int *d = reference_distances (c.b, c.start);
      KlExplain *ex = NULL;
      guint steps;
      guint64 visited = 0;
      guint prev_line = 0;

      g_assert_cmpint (kl_explain_new_dynamic (c.b, sq_of (&c, c.start), sq_of (&c, c.target),
                                               NULL, &ex), ==, KN_OK);
      moves = reference_moves (&c, d);
      steps = kl_explain_get_n_steps (ex);
      g_assert_cmpuint (steps, ==, (guint) frames_rule (&c, d) + 1);
      for (guint k = 0; k < steps; k++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, k);
          g_autoptr(GArray) got = step_states (s->states);
          g_autoptr(GArray) want = reference_layer (d, n, (int) k);
          g_autoptr(GArray) expanded = step_states (s->states_expanded);
          g_autoptr(GArray) before = reference_layer (d, n, (int) k - 1);
          g_autoptr(GArray) parents = g_array_new (FALSE, FALSE, sizeof (int));
          gboolean last_step = k + 1 == steps;

          g_assert_cmpint (s->layer, ==, k);
          g_assert_cmpint (s->kind, ==, k == 0 ? KL_STEP_START : KL_STEP_LAYER);
          g_assert_cmpint (kl_explain_get_step_kind (ex, k), ==, s->kind);
          /* the parents, before the sets are sorted */
          for (guint i = 0; i < s->states->len; i++)
            {
              const KlExplainState *st = &g_array_index (s->states, KlExplainState, i);

              for (int t = 1; t < 4; t++)
                g_assert_cmpint (!!(st->allowed & (1u << types_of[t])), ==,
                                 types_of[t] != st->last);
              if (k == 0)
                {
                  g_assert_cmpint (st->parent_cell, ==, -1);
                  continue;
                }
              gboolean among = FALSE;
              for (guint j = 0; j < s->states_expanded->len; j++)
                {
                  const KlExplainState *e = &g_array_index (s->states_expanded, KlExplainState, j);

                  among |= e->cell == st->parent_cell && e->last == st->parent_last;
                }
              g_assert_true (among);
              g_assert_cmpuint (st->parent_last, !=, st->last);
              g_assert_true (is_move (c.w, c.h, index_of (st->last), st->parent_cell % c.w,
                                      st->parent_cell / c.w, st->cell % c.w, st->cell / c.w));
            }
          assert_same_set (got, want);
          assert_same_set (expanded, before);
          visited += want->len;
          g_assert_cmpuint (s->visited, ==, visited);

          /* the pseudocode: the start, the layers, the end (the target or
           * an empty queue); never back */
          if (k == 0)
            g_assert_cmpuint (s->line, ==, last_step ? 4 : 0);
          else
            g_assert_cmpuint (s->line, ==, last_step ? 4 : 3);
          g_assert_cmpuint (s->line, >=, prev_line);
          prev_line = s->line;

          /* the route's move k on frame k */
          if (k >= 1 && (int) k <= moves)
            {
              g_assert_cmpint (s->move, ==, k);
              g_assert_cmpint (s->moves, ==, moves);
              g_assert_cmpint (d[s->to * 4 + index_of (s->move_type)], ==, (int) k);
              g_assert_true (is_move (c.w, c.h, index_of (s->move_type), s->from % c.w,
                                      s->from / c.w, s->to % c.w, s->to / c.w));
              g_assert_cmpuint (s->forbidden, !=, s->move_type);
            }
          else
            {
              g_assert_cmpint (s->from, ==, -1);
              layer_frames += k > 0;
            }
          /* the wording: never "0 squares" */
          g_assert_null (strstr (s->text, "(0 squares)"));
          g_assert_null (strstr (s->text, "(0 square)"));
        }
      if (moves > 0)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, (guint) moves);

          g_assert_cmpint (s->to, ==, c.target);
        }

      for (int cell = 0; cell < n; cell++, inspected++)
        check_inspect (ex, &c, d, cell);
      {
        KlExplainInspect in;

        g_assert_false (kl_explain_inspect (ex, n, G_MAXUINT, &in));
        g_assert_false (kl_explain_inspect (ex, -1, 0, &in));
      }
      /* what the search knows at frame k, which shows layer k: nothing
       * beyond it, until the last frame tells all */
      for (int k = 0; k < 3 && k + 1 < (int) kl_explain_get_n_steps (ex); k++)
        {
          KlExplainInspect in = { .distance = -1 };
          int cell = (int) tu_below (&rng, (guint64) n);

          g_assert_true (kl_explain_inspect (ex, cell, (guint) k, &in));
          gboolean known = FALSE;

          for (int i = 0; i < 4; i++)
            {
              g_assert_cmpint (in.state_distance[i], ==,
                               d[cell * 4 + i] <= k ? d[cell * 4 + i] : -1);
              known |= in.state_distance[i] >= 0;
            }
          /* a square nothing is known of yet is said so once */
          if (!known)
            g_assert_true (g_str_has_suffix (in.text, ": not reached yet."));
          else
            g_assert_null (strstr (in.text, ": not reached yet."));
          if (k < max_distance (d, n))
            g_assert_null (strstr (in.text, "not reached after"));
          kl_explain_inspect_clear (&in);
        }
      /* kl_explain_get_states: the layers, in order, all together */
      {
        g_autoptr(GArray) all = kl_explain_get_states (ex, 0, G_MAXINT);
        g_autoptr(GArray) none = kl_explain_get_states (ex, 5, 4);
        guint reached = 0;

        for (int s = 0; s < n * 4; s++)
          reached += d[s] >= 0;
        g_assert_cmpuint (all->len, ==, reached);
        g_assert_cmpuint (none->len, ==, 0);
      }
      kl_explain_unref (ex);
      kn_board_free (c.b);
    }
  if (!tu_checked_build ())
    {
      g_assert_cmpuint (layer_frames, >, 30);
      g_assert_cmpuint (inspected, >, 5000);
    }
}

/* An allowed type that reaches no square is said so, in words, never as
 * "B (0 squares)": on 5x5 from c3 (the middle: T has no mirror image) with
 * the B squares walled, and from a1 with the K squares walled. */
static void
test_no_square_wording (void)
{
  static const struct
  {
    const char *from, *to, *blocked, *says;
  } cases[] = {
    { "c3", "e4", "a1,a5,e1,e5", "B and T reach no square from c3." },
    { "a1", "e5", "b3,c2", "K reaches no square from a1." },
    { "c3", "b5", "", "T reaches no square from c3." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_board *b = NULL;
      KlExplain *ex = NULL;
      g_auto(GStrv) walls = g_strsplit (cases[i].blocked, ",", -1);
      gboolean said = FALSE;

      g_assert_cmpint (kn_board_new (5, 5, &b), ==, KN_OK);
      for (guint j = 0; walls[j] != NULL && *walls[j]; j++)
        kn_board_set_blocked (b, tu_square (walls[j], 5, 5), true);
      g_assert_cmpint (kl_explain_new_dynamic (b, tu_square (cases[i].from, 5, 5),
                                               tu_square (cases[i].to, 5, 5), NULL, &ex), ==,
                       KN_OK);
      for (guint k = 0; k < kl_explain_get_n_steps (ex); k++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, k);

          g_test_message ("%s", s->text);
          g_assert_null (strstr (s->text, "0 square"));
          said |= strstr (s->text, cases[i].says) != NULL;
        }
      g_assert_true (said);
      kl_explain_unref (ex);
      kn_board_free (b);
    }
}

/* ------------------------------------------------------------ knight-solve */

static int
cell_of_name (const Case *c, const char *name)
{
  kn_square sq = tu_square (name, c->w, c->h);

  return sq.y * c->w + sq.x;
}

static int
index_of_letter (const char *s)
{
  if (g_str_equal (s, "start"))
    return 0;
  for (int i = 1; i < 4; i++)
    if (s[0] == letters[i] && s[1] == '\0')
      return i;
  g_assert_not_reached ();
}

/* The states of a JSON step ("states" or "states_expanded") as reference
 * states, each checked: its allowed types are all but its last, its parent
 * one layer closer and one legal move of its type away. */
static GArray *
json_states (const Case *c, const int *d, JsonObject *step, const char *member, int layer)
{
  JsonArray *states = json_object_get_array_member (step, member);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      JsonObject *st = json_array_get_object_element (states, i);
      int cell = cell_of_name (c, json_object_get_string_member (st, "square"));
      int last = index_of_letter (json_object_get_string_member (st, "last"));
      JsonArray *allowed = json_object_get_array_member (st, "allowed");
      int s = cell * 4 + last;
      guint n_allowed = 0;

      g_array_append_val (out, s);
      for (int t = 1; t < 4; t++)
        if (t != last)
          {
            g_assert_cmpint (letters[t], ==,
                             json_array_get_string_element (allowed, n_allowed)[0]);
            n_allowed++;
          }
      g_assert_cmpuint (json_array_get_length (allowed), ==, n_allowed);
      if (layer == 0)
        g_assert_true (json_object_get_null_member (st, "parent"));
      else
        {
          JsonObject *p = json_object_get_object_member (st, "parent");
          int pc = cell_of_name (c, json_object_get_string_member (p, "square"));
          int pl = index_of_letter (json_object_get_string_member (p, "last"));

          g_assert_cmpint (d[pc * 4 + pl], ==, layer - 1);
          g_assert_cmpint (pl, !=, last);
          g_assert_true (is_move (c->w, c->h, last, pc % c->w, pc / c->w, cell % c->w,
                                  cell / c->w));
        }
    }
  return out;
}

/* The arguments of knight-solve dynamic for c. */
static GPtrArray *
case_args (const Case *c)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) walls = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (args, g_strdup ("dynamic"));
  g_ptr_array_add (args, g_strdup ("--size"));
  g_ptr_array_add (args, g_strdup_printf ("%dx%d", c->w, c->h));
  g_ptr_array_add (args, g_strdup ("--from"));
  g_ptr_array_add (args, kl_cell_name (c->start, c->w));
  g_ptr_array_add (args, g_strdup ("--to"));
  g_ptr_array_add (args, kl_cell_name (c->target, c->w));
  for (int cell = 0; cell < c->w * c->h; cell++)
    if (!kn_board_is_free (c->b, sq_of (c, cell)))
      g_ptr_array_add (walls, kl_cell_name (cell, c->w));
  if (walls->len > 0)
    {
      g_ptr_array_add (walls, NULL);
      g_ptr_array_add (args, g_strdup ("--blocked"));
      g_ptr_array_add (args, g_strjoinv (",", (char **) walls->pdata));
    }
  return args;
}

static Run
run_case (GPtrArray *args, const char *a, const char *b)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, args->pdata[i]);
  g_ptr_array_add (argv, (gpointer) a);
  if (b != NULL)
    g_ptr_array_add (argv, (gpointer) b);
  g_ptr_array_add (argv, NULL);
  return run_cli ((const char *const *) argv->pdata, NULL, 0);
}

/* knight-solve dynamic --explain --json: its steps are the layers of states
 * (each as the reference has it, with its parents and allowed types), as
 * many as the rule says; --explain's text has a line a step, "Layer k:"
 * from step 1 on. */
static void
test_cli_states (void)
{
  guint64 rng = 9;

  for (int round = 0; round < tu_rounds (16, 4); round++)
    {
      Case c = random_case (&rng);
      int n = c.w * c.h;
      g_autofree int *d = reference_distances (c.b, c.start);
      g_autoptr(GPtrArray) args = case_args (&c);
      Run json = run_case (args, "--explain", "--json");
      Run text = run_case (args, "--explain", NULL);
      g_autoptr(JsonNode) root = NULL;
      JsonObject *ex;
      JsonArray *steps;
      guint64 visited = 0;
      guint step_lines = 0;
      g_auto(GStrv) lines = NULL;

      g_test_message ("%dx%d %d -> %d", c.w, c.h, c.start, c.target);
      g_assert_cmpint (json.status, ==, reference_moves (&c, d) >= 0 ? 0 : 1);
      g_assert_cmpstr (json.err, ==, "");
      root = parse_json (json.out);
      ex = json_object_get_object_member (json_node_get_object (root), "explanation");
      g_assert_cmpstr (json_object_get_string_member (ex, "mode"), ==, "dynamic");
      steps = json_object_get_array_member (ex, "steps");
      g_assert_cmpuint (json_array_get_length (steps), ==, (guint) frames_rule (&c, d) + 1);
      for (guint k = 0; k < json_array_get_length (steps); k++)
        {
          JsonObject *s = json_array_get_object_element (steps, k);
          g_autoptr(GArray) got = json_states (&c, d, s, "states", (int) k);
          g_autoptr(GArray) want = reference_layer (d, n, (int) k);
          g_autoptr(GArray) expanded = NULL;
          g_autoptr(GArray) before = reference_layer (d, n, (int) k - 1);

          g_assert_cmpint (json_object_get_int_member (s, "layer"), ==, k);
          assert_same_set (got, want);
          if (k > 0)
            {
              expanded = json_states (&c, d, s, "states_expanded", (int) k - 1);
              assert_same_set (expanded, before);
            }
          else
            g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                                s, "states_expanded")), ==, 0);
          visited += want->len;
          g_assert_cmpint (json_object_get_int_member (s, "visited"), ==, (gint64) visited);
        }

      g_assert_cmpint (text.status, ==, json.status);
      lines = g_strsplit (text.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autoptr(GRegex) re = g_regex_new ("^(\\d+) +\\[\\d\\] ", 0, 0, NULL);
          g_autoptr(GMatchInfo) m = NULL;

          if (g_regex_match (re, lines[i], 0, &m))
            {
              g_autofree char *num = g_match_info_fetch (m, 1);
              g_autofree char *layer = g_strdup_printf ("Layer %s: ", num);

              g_assert_cmpint (atoi (num), ==, step_lines);
              if (step_lines > 0)
                g_assert_nonnull (strstr (lines[i], layer));
              step_lines++;
            }
        }
      g_assert_cmpuint (step_lines, ==, json_array_get_length (steps));
      run_clear (&json);
      run_clear (&text);
      kn_board_free (c.b);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/explain/dynamic/layers", test_library_layers);
  g_test_add_func ("/puzzle/explain/dynamic/frames", test_frames);
  g_test_add_func ("/puzzle/explain/dynamic/no-square-wording", test_no_square_wording);
  g_test_add_func ("/cli/explain/dynamic/states", test_cli_states);
  return g_test_run ();
}
