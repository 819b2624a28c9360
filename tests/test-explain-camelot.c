/* test-explain-camelot.c - Camelot's explanation step by step against the
 * test's own searches and brute force: each piece's distance search layer
 * by layer (a BFS written here, checked against the test util's
 * relaxation), the table of distances at every step, the gathering square,
 * its cost, the squares that tie and the rule that broke the tie (over every
 * square and carrier, and the costs by a search over every interleaving of
 * moves), the jumps, the folding of long searches, the JSON and
 * knight-solve camelot --explain. */
#include <string.h>

#include "cli-run.h"
#include "kl-explain.h"
#include "kl-practice.h"
#include "kl-solution.h"
#include "test-util.h"

/* ------------------------------------------------------------ the test's searches */

/* The moves in the order docs/camelot.md gives for the solver's searches:
 * the king's order decides which of several walks of the same cost wins. */
static const int king_steps[8][2] = {
  { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
};
static const int knight_leaps[8][2] = {
  { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};

/* A BFS over the free squares: distances (-1 not reached), the square that
 * found each, and the squares in the order found. */
typedef struct
{
  int     w, h;
  int    *dist;
  int    *parent;
  GArray *order;    /* of int */
  int     far;      /* the farthest distance */
} Bfs;

static Bfs
bfs (const kn_board *b, int start, gboolean king)
{
  int w = kn_board_width (b), h = kn_board_height (b);
  const int (*mv)[2] = king ? king_steps : knight_leaps;
  Bfs r = { w, h, g_new (int, w * h), g_new (int, w * h), g_array_new (FALSE, FALSE, sizeof (int)),
            0 };

  for (int i = 0; i < w * h; i++)
    r.dist[i] = r.parent[i] = -1;
  r.dist[start] = 0;
  g_array_append_val (r.order, start);
  for (guint head = 0; head < r.order->len; head++)
    {
      int cur = g_array_index (r.order, int, head);

      for (int k = 0; k < 8; k++)
        {
          int x = cur % w + mv[k][0], y = cur / w + mv[k][1], to = y * w + x;

          if (x < 0 || y < 0 || x >= w || y >= h || !kn_board_is_free (b, (kn_square) { x, y }) ||
              r.dist[to] >= 0)
            continue;
          r.dist[to] = r.dist[cur] + 1;
          r.parent[to] = cur;
          r.far = MAX (r.far, r.dist[to]);
          g_array_append_val (r.order, to);
        }
    }
  /* the distances agree with the relaxation, which shares nothing with a queue */
  {
    kn_square s = { start % w, start / w };
    g_autofree int32_t *ref = king ? tu_reference_king_distances (b, s)
                                   : tu_reference_distances (b, KN_KNIGHT, s);

    for (int i = 0; i < w * h; i++)
      g_assert_cmpint (r.dist[i], ==, ref[i]);
  }
  return r;
}

static void
bfs_clear (Bfs *r)
{
  g_free (r->dist);
  g_free (r->parent);
  g_array_unref (r->order);
}

/* The squares of layers lo..hi, in the order found. */
static GArray *
layers (const Bfs *r, int lo, int hi)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < r->order->len; i++)
    {
      int c = g_array_index (r->order, int, i);

      if (r->dist[c] >= lo && r->dist[c] <= hi)
        g_array_append_val (cells, c);
    }
  return cells;
}

static guint64
found_upto (const Bfs *r, int layer)
{
  guint64 n = 0;

  for (int i = 0; i < r->w * r->h; i++)
    n += r->dist[i] >= 0 && r->dist[i] <= layer;
  return n;
}

static void
assert_cells (GArray *got, GArray *want)
{
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    g_assert_cmpint (g_array_index (got, int, i), ==, g_array_index (want, int, i));
}

static gboolean
has_cell (GArray *cells, int cell)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------ random positions */

typedef struct
{
  kn_board   *board;
  int         n;          /* pieces: the king, then the knights */
  int         cells[8];
  kn_camelot *plan;
  KlExplain  *ex;
  Bfs         search[8];  /* a piece's */
} Position;

/* A w x h board with up to percent walls, a king and n - 1 knights on
 * distinct free squares; FALSE when they did not fit. */
static gboolean
position_new (Position *p, guint64 *rng, int w, int h, int percent, int n, gboolean heat)
{
  kn_square sq[8];

  memset (p, 0, sizeof *p);
  p->board = tu_random_board (rng, w, h, percent, NULL, 0);
  for (int tries = 0; tries < 300 && p->n < n; tries++)
    {
      kn_square s = tu_random_square (rng, w, h);
      int c = s.y * w + s.x;
      gboolean taken = FALSE;

      for (int i = 0; i < p->n; i++)
        taken |= p->cells[i] == c;
      if (!taken && kn_board_is_free (p->board, s))
        {
          sq[p->n] = s;
          p->cells[p->n++] = c;
        }
    }
  if (p->n == 0)
    {
      kn_board_free (p->board);
      return FALSE;
    }
  g_assert_cmpint (kn_camelot_solve (p->board, sq[0], sq + 1, (size_t) p->n - 1, NULL, &p->plan),
                   ==, KN_OK);
  g_assert_cmpint (kl_explain_new_camelot (p->board, p->plan, heat, NULL, &p->ex), ==, KN_OK);
  for (int i = 0; i < p->n; i++)
    p->search[i] = bfs (p->board, p->cells[i], i == 0);
  return TRUE;
}

static void
position_clear (Position *p)
{
  for (int i = 0; i < p->n; i++)
    bfs_clear (&p->search[i]);
  kl_explain_unref (p->ex);
  kn_camelot_free (p->plan);
  kn_board_free (p->board);
}

/* ------------------------------------------------------------ the searches */

/* The table after a step: pieces before `piece` done, piece's search up to
 * layer, the rest not started; all done with their distance to the
 * gathering square from the gathering step on. */
static void
assert_rows (const Position *p, const KlExplainStep *s, int piece, int layer, gboolean gathered)
{
  int w = kn_board_width (p->board);
  kn_square g = kn_camelot_gather (p->plan);

  g_assert_cmpuint (s->piece_rows->len, ==, (guint) p->n);
  for (int q = 0; q < p->n; q++)
    {
      const KlExplainPieceRow *row = &g_array_index (s->piece_rows, KlExplainPieceRow, q);
      const Bfs *r = &p->search[q];
      gboolean done = gathered || q < piece || (q == piece && layer >= r->far);
      int upto = done ? r->far : q == piece ? layer : -1;

      g_assert_cmpint (row->piece, ==, q);
      g_assert_cmpint (row->done, ==, done);
      g_assert_cmpint (row->layer_done, ==, upto);
      g_assert_cmpuint (row->reached, ==, upto < 0 ? 0 : found_upto (r, upto));
      g_assert_cmpint (row->to_gather, ==, gathered ? r->dist[g.y * w + g.x] : -1);
    }
}

/* Every search step of p against the test's BFS: the pieces in order, a
 * step a layer from 1 to the farthest (one step when there is none), its
 * squares in the order found, what it expanded, met and saw, the table. */
static void
check_searches (const Position *p)
{
  int w = kn_board_width (p->board), h = kn_board_height (p->board);
  int gather = kl_explain_get_camelot_gather_step (p->ex);
  guint at = 1;

  {
    g_autoptr(KlExplainStep) s0 = kl_explain_get_step (p->ex, 0);

    g_assert_cmpint (s0->kind, ==, KL_STEP_START);
    assert_rows (p, s0, 0, -1, FALSE);
  }
  for (int q = 0; q < p->n; q++)
    {
      const Bfs *r = &p->search[q];
      const int (*mv)[2] = q == 0 ? king_steps : knight_leaps;

      for (int layer = 1; layer <= MAX (r->far, 1); layer++, at++)
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (p->ex, at);
          g_autoptr(GArray) want = layers (r, layer, layer);
          g_autoptr(GArray) before = layers (r, layer - 1, layer - 1);
          g_autoptr(GHashTable) walls = g_hash_table_new (NULL, NULL);
          g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
          g_autoptr(GArray) reached = NULL;
          guint64 off = 0;
          int piece = -1;
          guint earlier = 0;

          g_assert_cmpint (s->kind, ==, KL_STEP_SEARCH);
          g_assert_cmpint (kl_explain_get_step_kind (p->ex, at), ==, KL_STEP_SEARCH);
          g_assert_cmpint (s->piece, ==, q);
          g_assert_cmpint (s->layer, ==, layer);
          g_assert_cmpuint (s->line, ==, q == 0 ? 0 : 1);
          assert_cells (s->frontier, want);
          assert_cells (s->expanded, before);
          for (guint i = 0; i < s->frontier->len; i++)
            g_assert_cmpint (g_array_index (s->parents, int, i), ==,
                             r->parent[g_array_index (s->frontier, int, i)]);
          g_assert_cmpuint (s->visited, ==, found_upto (r, layer));
          /* what the moves from the expanded squares met */
          for (guint i = 0; i < before->len; i++)
            for (int k = 0; k < 8; k++)
              {
                int c = g_array_index (before, int, i);
                int x = c % w + mv[k][0], y = c / w + mv[k][1], t = y * w + x;

                if (x < 0 || y < 0 || x >= w || y >= h)
                  off++;
                else if (!kn_board_is_free (p->board, (kn_square) { x, y }))
                  g_hash_table_add (walls, GINT_TO_POINTER (t + 1));
                else if (r->dist[t] < layer)
                  g_hash_table_add (seen, GINT_TO_POINTER (t + 1));
              }
          g_assert_cmpuint (s->off_board, ==, off);
          g_assert_cmpuint (s->walls->len, ==, g_hash_table_size (walls));
          for (guint i = 0; i < s->walls->len; i++)
            g_assert_true (g_hash_table_contains (walls, GINT_TO_POINTER (
                                                    g_array_index (s->walls, int, i) + 1)));
          g_assert_cmpuint (s->seen->len, ==, g_hash_table_size (seen));
          for (guint i = 0; i < s->seen->len; i++)
            g_assert_true (g_hash_table_contains (seen, GINT_TO_POINTER (
                                                   g_array_index (s->seen, int, i) + 1)));
          assert_rows (p, s, q, layer, FALSE);
          /* what the board draws: the layers so far, the step's own last */
          reached = kl_explain_get_camelot_reached (p->ex, at, &piece, &earlier);
          g_assert_nonnull (reached);
          g_assert_cmpint (piece, ==, q);
          g_assert_cmpuint (earlier, ==, found_upto (r, layer - 1));
          {
            g_autoptr(GArray) all = layers (r, 0, layer);

            assert_cells (reached, all);
          }
          /* the words name the layer, and its squares when they are few */
          {
            g_autofree char *name = g_strdup_printf ("Layer %d:", layer);

            g_assert_nonnull (strstr (s->text, name));
          }
        }
    }
  g_assert_cmpint (at, ==, gather);
  {
    int piece = 0;
    guint earlier = 0;

    g_assert_null (kl_explain_get_camelot_reached (p->ex, (guint) gather, &piece, &earlier));
    g_assert_null (kl_explain_get_camelot_reached (p->ex, 0, &piece, &earlier));
  }
}

static void
test_searches (void)
{
  guint64 rng = 2201;
  guint checked = 0;

  for (int round = 0; round < tu_rounds (150, 30); round++)
    {
      Position p;

      if (!position_new (&p, &rng, 2 + (int) tu_below (&rng, 8), 2 + (int) tu_below (&rng, 8),
                         (int) tu_below (&rng, 30), 1 + (int) tu_below (&rng, 5), FALSE))
        continue;
      if (kn_camelot_found (p.plan))
        {
          check_searches (&p);
          /* after the gathering step the table is full, with each distance */
          for (guint i = (guint) kl_explain_get_camelot_gather_step (p.ex);
               i < kl_explain_get_n_steps (p.ex); i++)
            {
              g_autoptr(KlExplainStep) s = kl_explain_get_step (p.ex, i);

              assert_rows (&p, s, 0, -1, TRUE);
            }
          checked++;
        }
      else
        {
          /* nothing to search for: the one step says so */
          g_assert_cmpuint (kl_explain_get_n_steps (p.ex), ==, 1);
          g_assert_cmpint (kl_explain_get_camelot_gather_step (p.ex), ==, -1);
        }
      position_clear (&p);
    }
  if (!tu_checked_build ())
    g_assert_cmpuint (checked, >, 80);
}

/* ------------------------------------------------------------ the gathering, by brute force */

/* Every square's cost by the formula of docs/camelot.md over every square
 * and carrier, the costs checked against the search over every
 * interleaving of moves (tu_reference_camelot_costs); and the square and
 * carrier the tie-break keeps. */
typedef struct
{
  gint64 *cost;     /* a square's least cost; -1 none */
  gint64  least;    /* -1: no gathering */
  int     gather;
  int     carrier;  /* the knight's index; -1: the king walks */
} Brute;

static Brute
brute_force (const Position *p)
{
  int w = kn_board_width (p->board), h = kn_board_height (p->board), sq = w * h, k = p->n - 1;
  g_autofree int **from = g_new0 (int *, sq);
  g_autofree gint64 *sum = g_new (gint64, sq);
  g_autofree gint64 *walk = g_new (gint64, sq);
  g_autofree gint64 *carry = g_new (gint64, (gsize) sq * MAX (k, 1));
  const int *king = p->search[0].dist;
  kn_square knights[8];
  g_autofree gint64 *ref = NULL;
  Brute r = { g_new (gint64, sq), -1, -1, -1 };

  /* a knight's distances from every free square */
  for (int c = 0; c < sq; c++)
    if (kn_board_is_free (p->board, (kn_square) { c % w, c / w }))
      {
        Bfs b = bfs (p->board, c, FALSE);

        from[c] = g_steal_pointer (&b.dist);
        bfs_clear (&b);
      }
  for (int g = 0; g < sq; g++)
    {
      sum[g] = from[g] != NULL ? 0 : -1;
      for (int i = 1; i <= k && sum[g] >= 0; i++)
        sum[g] = p->search[i].dist[g] < 0 ? -1 : sum[g] + p->search[i].dist[g];
      walk[g] = sum[g] >= 0 && king[g] >= 0 ? sum[g] + king[g] : -1;
      r.cost[g] = walk[g];
      for (int i = 1; i <= k; i++)
        {
          const int *n = p->search[i].dist;
          gint64 best = -1;

          /* the king walks to p, knight i passes through p and carries him to g */
          for (int q = 0; q < sq && sum[g] >= 0; q++)
            if (from[q] != NULL && king[q] >= 0 && n[q] >= 0 && from[q][g] >= 0 &&
                (best < 0 || king[q] + n[q] + from[q][g] < best))
              best = king[q] + n[q] + from[q][g];
          carry[(gsize) g * k + i - 1] = best < 0 ? -1 : sum[g] - n[g] + best;
          if (best >= 0 && (r.cost[g] < 0 || carry[(gsize) g * k + i - 1] < r.cost[g]))
            r.cost[g] = carry[(gsize) g * k + i - 1];
        }
      if (r.cost[g] >= 0 && (r.least < 0 || r.cost[g] < r.least))
        r.least = r.cost[g];
    }
  for (int i = 1; i <= k; i++)
    knights[i - 1] = (kn_square) { p->cells[i] % w, p->cells[i] / w };
  ref = tu_reference_camelot_costs (p->board, (kn_square) { p->cells[0] % w, p->cells[0] / w },
                                    knights, (size_t) k);
  for (int g = 0; g < sq; g++)
    g_assert_cmpint (r.cost[g], ==, ref[g]);

  if (r.least >= 0)
    {
      /* a walk of the least cost wins: the first the king's search reached */
      for (guint i = 0; i < p->search[0].order->len && r.gather < 0; i++)
        {
          int g = g_array_index (p->search[0].order, int, i);

          if (walk[g] == r.least)
            r.gather = g;
        }
      /* else the carried plan on the square of the least knights' own moves,
       * then the first in row order, and its first knight */
      if (r.gather < 0)
        {
          for (int g = 0; g < sq; g++)
            if (r.cost[g] == r.least && (r.gather < 0 || sum[g] < sum[r.gather]))
              r.gather = g;
          for (int i = 1; i <= k && r.carrier < 0; i++)
            if (carry[(gsize) r.gather * k + i - 1] == r.least)
              r.carrier = i - 1;
        }
    }
  for (int c = 0; c < sq; c++)
    g_free (from[c]);
  return r;
}

static void
test_gathering (void)
{
  guint64 rng = 1998;
  guint tied = 0, carried_ties = 0, walked_ties = 0, carried = 0, found = 0;

  for (int round = 0; round < tu_rounds (400, 60); round++)
    {
      Position p;
      Brute want;
      int w;

      if (!position_new (&p, &rng, 2 + (int) tu_below (&rng, 6), 2 + (int) tu_below (&rng, 6),
                         round % 3 == 0 ? 0 : (int) tu_below (&rng, 25),
                         1 + (int) tu_below (&rng, 5), round % 2 == 0))
        continue;
      w = kn_board_width (p.board);
      want = brute_force (&p);
      g_assert_cmpint (kn_camelot_moves (p.plan), ==, want.least);
      if (want.least >= 0)
        {
          kn_square g = kn_camelot_gather (p.plan);
          int step = kl_explain_get_camelot_gather_step (p.ex);
          g_autoptr(KlExplainStep) s = kl_explain_get_step (p.ex, (guint) step);
          GArray *ties = kl_explain_get_camelot_ties (p.ex);
          guint n_ties = 0;
          g_autofree char *name = NULL;

          found++;
          /* the plan, and the step that tells it, keep the square and the
           * carrier the rule names */
          g_assert_cmpint (g.y * w + g.x, ==, want.gather);
          g_assert_cmpint (kn_camelot_carrier (p.plan, NULL), ==, want.carrier);
          g_assert_cmpint (s->kind, ==, KL_STEP_GATHER);
          g_assert_cmpint (s->gather, ==, want.gather);
          g_assert_cmpint (s->cost, ==, want.least);
          g_assert_cmpint (s->piece, ==, -1);
          g_assert_cmpuint (s->line, ==, 4);
          /* the ties: every other square of the least cost, in row order */
          g_assert_nonnull (ties);
          assert_cells (s->ties, ties);
          for (int c = 0; c < w * kn_board_height (p.board); c++)
            if (c != want.gather && want.cost[c] == want.least)
              {
                g_assert_cmpuint (n_ties, <, ties->len);
                g_assert_cmpint (g_array_index (ties, int, n_ties), ==, c);
                n_ties++;
              }
          g_assert_cmpuint (n_ties, ==, ties->len);
          g_assert_false (has_cell (ties, want.gather));
          /* the words: the square, the count of ties, the rule of the case */
          name = g_strdup_printf ("%c%d", 'a' + want.gather % w, want.gather / w + 1);
          g_assert_nonnull (strstr (s->text, name));
          if (p.n > 1)
            {
              g_autofree char *cost = g_strdup_printf ("in %" G_GINT64_FORMAT " move", want.least);

              g_assert_nonnull (strstr (s->text, cost));
            }
          if (n_ties > 0)
            {
              g_autofree char *count = g_strdup_printf ("%u other square", n_ties);

              g_assert_nonnull (strstr (s->text, count));
              g_assert_true ((strstr (s->text, "row order from a1") != NULL) ==
                             (want.carrier >= 0));
              g_assert_true ((strstr (s->text, "his search reached first") != NULL) ==
                             (want.carrier < 0));
              tied++;
              carried_ties += want.carrier >= 0;
              walked_ties += want.carrier < 0;
            }
          else if (p.n > 1)
            g_assert_nonnull (strstr (s->text, "No other square costs as little."));
          carried += want.carrier >= 0;
          /* the heat map, when asked for, is the brute force's costs */
          if (kl_explain_get_heat_map (p.ex) != NULL)
            for (int c = 0; c < w * kn_board_height (p.board); c++)
              g_assert_cmpint (kl_explain_get_heat_map (p.ex)[c], ==, want.cost[c]);
        }
      g_free (want.cost);
      position_clear (&p);
    }
  g_test_message ("%u found, %u carried, %u with ties (%u carried, %u walked)", found, carried,
                  tied, carried_ties, walked_ties);
  if (!tu_checked_build ())
    {
      g_assert_cmpuint (carried_ties, >, 10);
      g_assert_cmpuint (walked_ties, >, 10);
    }
}

/* ------------------------------------------------------------ jumps */

/* Next piece from the start: the first step of every piece's search in
 * piece order, the gathering step, the first move of every piece that
 * moves in the animation order, and nothing else; back from the end the
 * same steps in reverse.  Next layer: every search step, in order. */
static void
check_jumps (const Position *p)
{
  KlExplain *ex = p->ex;
  guint n = kl_explain_get_n_steps (ex), first = kl_explain_get_camelot_first_move (ex);
  int gather = kl_explain_get_camelot_gather_step (ex);
  g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (int));
  size_t n_moves;
  const kn_camelot_step *moves = kl_explain_get_camelot_moves (ex, &n_moves);
  guint at = 1;
  int j;

  for (int q = 0; q < p->n; q++)
    {
      g_array_append_val (want, at);
      at += (guint) MAX (p->search[q].far, 1);
    }
  g_array_append_val (want, gather);
  g_assert_cmpuint (first, ==, (guint) gather + 1);
  for (size_t k = 0; k < n_moves; k++)
    if (k == 0 || moves[k].piece != moves[k - 1].piece)
      {
        int s = (int) (first + k);

        g_assert_cmpint (moves[k].piece_move, ==, 1);
        g_array_append_val (want, s);
      }
  j = 0;
  for (int s = kl_explain_jump (ex, 0, TRUE, KL_JUMP_PIECE); s >= 0;
       s = kl_explain_jump (ex, (guint) s, TRUE, KL_JUMP_PIECE))
    {
      g_assert_cmpuint (j, <, want->len);
      g_assert_cmpint (s, ==, g_array_index (want, int, j++));
    }
  g_assert_cmpuint (j, ==, want->len);
  for (int s = kl_explain_jump (ex, n, FALSE, KL_JUMP_PIECE); s >= 0;
       s = kl_explain_jump (ex, (guint) s, FALSE, KL_JUMP_PIECE))
    {
      g_assert_cmpint (j, >, 0);
      g_assert_cmpint (s, ==, g_array_index (want, int, --j));
    }
  g_assert_cmpint (j, ==, 0);
  /* layers: the searches' steps one by one, and none after them */
  at = 1;
  for (int s = kl_explain_jump (ex, 0, TRUE, KL_JUMP_LAYER); s >= 0;
       s = kl_explain_jump (ex, (guint) s, TRUE, KL_JUMP_LAYER))
    g_assert_cmpint (s, ==, at++);
  g_assert_cmpint (at, ==, gather);
  g_assert_cmpint (kl_explain_jump (ex, (guint) gather, TRUE, KL_JUMP_LAYER), ==, -1);
  g_assert_cmpint (kl_explain_jump (ex, (guint) gather, FALSE, KL_JUMP_LAYER), ==, gather - 1);
}

static void
test_jumps (void)
{
  guint64 rng = 31;

  for (int round = 0; round < tu_rounds (120, 25); round++)
    {
      Position p;

      if (!position_new (&p, &rng, 3 + (int) tu_below (&rng, 7), 3 + (int) tu_below (&rng, 7),
                         (int) tu_below (&rng, 20), 1 + (int) tu_below (&rng, 5), FALSE))
        continue;
      if (kn_camelot_found (p.plan))
        check_jumps (&p);
      position_clear (&p);
    }
}

/* ------------------------------------------------------------ long searches folded */

/* Searches of more than KL_CAMELOT_SEARCH_STEPS layers in all fold: at
 * most that many steps over the pieces (one a piece at least), each step
 * a run of whole layers, a piece's steps covering its layers 1..farthest
 * once each, in order, with the squares of those layers in BFS order. */
static void
test_folded (void)
{
  int side = tu_checked_build () ? 60 : 90, n = tu_checked_build () ? 70 : 90;
  guint64 rng = 77;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (kn_square));
  kn_board *b = NULL;
  kn_camelot *plan = NULL;
  KlExplain *ex = NULL;
  guint at = 1, most, sum = 0;
  int w;

  g_assert_cmpint (kn_board_new (side, side, &b), ==, KN_OK);
  w = side;
  /* distinct squares, the king first */
  while ((int) cells->len < n + 1)
    {
      kn_square s = tu_random_square (&rng, side, side);
      gboolean taken = FALSE;

      for (guint i = 0; i < cells->len; i++)
        taken |= tu_same (s, g_array_index (cells, kn_square, i));
      if (!taken)
        g_array_append_val (cells, s);
    }
  g_assert_cmpint (kn_camelot_solve (b, g_array_index (cells, kn_square, 0),
                                     &g_array_index (cells, kn_square, 1), (size_t) n, NULL, &plan),
                   ==, KN_OK);
  g_assert_true (kn_camelot_found (plan));
  g_assert_cmpint (kl_explain_new_camelot (b, plan, FALSE, NULL, &ex), ==, KN_OK);
  most = MAX (KL_CAMELOT_SEARCH_STEPS / (guint) (n + 1), 1);
  for (int q = 0; q <= n; q++)
    {
      kn_square s0 = g_array_index (cells, kn_square, q);
      Bfs r = bfs (b, s0.y * w + s0.x, q == 0);
      int next = 1;
      guint steps = 0;

      sum += (guint) MAX (r.far, 1);
      while (next <= MAX (r.far, 1))
        {
          g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, at++);
          g_autoptr(GArray) want = NULL;

          g_assert_cmpint (s->kind, ==, KL_STEP_SEARCH);
          g_assert_cmpint (s->piece, ==, q);
          g_assert_cmpint (s->layer, >=, next);
          want = layers (&r, next, s->layer);
          assert_cells (s->frontier, want);
          {
            g_autoptr(GArray) before = layers (&r, next - 1, s->layer - 1);

            assert_cells (s->expanded, before);
          }
          /* a step folding layers says which */
          if (s->layer > next)
            {
              g_autofree char *words = g_strdup_printf ("Layers %d to %d:", next, s->layer);

              g_assert_nonnull (strstr (s->text, words));
            }
          next = s->layer + 1;
          steps++;
        }
      g_assert_cmpint (next - 1, ==, MAX (r.far, 1));
      g_assert_cmpuint (steps, <=, most);
      bfs_clear (&r);
    }
  /* the rule did fold: there were more layers than steps allowed */
  g_assert_cmpuint (sum, >, KL_CAMELOT_SEARCH_STEPS);
  g_assert_cmpint (at, ==, kl_explain_get_camelot_gather_step (ex));
  g_assert_cmpuint (at - 1, <=, KL_CAMELOT_SEARCH_STEPS);
  kl_explain_unref (ex);
  kn_camelot_free (plan);
  kn_board_free (b);
}

/* ------------------------------------------------------------ JSON and knight-solve */

/* The cells of a JSON array of square names. */
static GArray *
json_cells (JsonArray *array, int w, int h)
{
  g_autoptr(GArray) squares = json_squares (array, w, h);
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < squares->len; i++)
    {
      kn_square sq = g_array_index (squares, kn_square, i);
      int c = sq.y * w + sq.x;

      g_array_append_val (cells, c);
    }
  return cells;
}

/* The JSON says what the steps say: the kinds, the search's piece, layer
 * and squares, the table of distances (null where a distance is not known
 * yet), the gathering step's square, cost and ties. */
static void
check_json (KlExplain *ex)
{
  g_autoptr(JsonNode) root = kl_explain_to_json (ex);
  JsonObject *o = json_node_get_object (root);
  JsonArray *steps = json_object_get_array_member (o, "steps");
  int w = kl_explain_get_width (ex), h = kl_explain_get_height (ex);
  static const char *const kinds[] = { "start", "layer", "move", "pickup", "enter", "backtrack",
                                       "restart", "search", "gather", "scan" };

  g_assert_cmpint (json_object_get_int_member (o, "gather_step"), ==,
                   kl_explain_get_camelot_gather_step (ex));
  {
    g_autoptr(GArray) ties = json_cells (json_object_get_array_member (o, "ties"), w, h);

    assert_cells (ties, kl_explain_get_camelot_ties (ex));
  }
  g_assert_cmpuint (json_array_get_length (steps), ==, kl_explain_get_n_steps (ex));
  for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);
      JsonObject *js = json_array_get_object_element (steps, i);
      JsonArray *rows = json_object_get_array_member (js, "distances");

      g_assert_cmpstr (json_object_get_string_member (js, "kind"), ==, kinds[s->kind]);
      if (s->kind == KL_STEP_SEARCH)
        {
          g_autoptr(GArray) frontier =
            json_cells (json_object_get_array_member (js, "frontier"), w, h);

          g_assert_cmpint (json_object_get_int_member (js, "piece"), ==, s->piece);
          g_assert_cmpint (json_object_get_int_member (js, "layer"), ==, s->layer);
          assert_cells (frontier, s->frontier);
        }
      if (s->kind == KL_STEP_GATHER)
        {
          g_autoptr(GArray) ties = json_cells (json_object_get_array_member (js, "ties"), w, h);
          g_autofree char *name = g_strdup_printf ("%c%d", 'a' + s->gather % w, s->gather / w + 1);

          g_assert_cmpstr (json_object_get_string_member (js, "gather"), ==, name);
          g_assert_cmpint (json_object_get_int_member (js, "cost"), ==, s->cost);
          assert_cells (ties, s->ties);
        }
      g_assert_cmpuint (json_array_get_length (rows), ==, s->piece_rows->len);
      for (guint k = 0; k < s->piece_rows->len; k++)
        {
          const KlExplainPieceRow *row = &g_array_index (s->piece_rows, KlExplainPieceRow, k);
          JsonObject *jr = json_array_get_object_element (rows, k);

          g_assert_cmpint (json_object_get_int_member (jr, "piece"), ==, row->piece);
          g_assert_cmpint (json_object_get_int_member (jr, "layer_done"), ==, row->layer_done);
          g_assert_cmpint (json_object_get_int_member (jr, "reached"), ==, (gint64) row->reached);
          g_assert_cmpint (json_object_get_boolean_member (jr, "done"), ==, row->done);
          if (row->to_gather < 0)
            g_assert_true (json_object_get_null_member (jr, "to_gather"));
          else
            g_assert_cmpint (json_object_get_int_member (jr, "to_gather"), ==, row->to_gather);
        }
    }
}

static void
test_json (void)
{
  guint64 rng = 404;

  for (int round = 0; round < tu_rounds (40, 10); round++)
    {
      Position p;

      if (!position_new (&p, &rng, 3 + (int) tu_below (&rng, 6), 3 + (int) tu_below (&rng, 6),
                         (int) tu_below (&rng, 20), 1 + (int) tu_below (&rng, 4), FALSE))
        continue;
      if (kn_camelot_found (p.plan))
        check_json (p.ex);
      position_clear (&p);
    }
}

/* knight-solve camelot --explain: a line a step, the searches' steps with
 * the search's pseudocode lines, then the gathering step; --json has the
 * same steps, its table of distances and the ties. */
static void
test_cli (void)
{
  const char *text_args[] = { "camelot", "--king", "d4", "--knights", "a3,h8", "--explain", NULL };
  const char *json_args[] = { "camelot", "--king", "d4", "--knights", "a3,h8", "--explain",
                              "--json", NULL };
  Run text = run_cli (text_args, NULL, 0), json = run_cli (json_args, NULL, 0);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *ex;
  JsonArray *steps;
  g_auto(GStrv) lines = NULL;
  guint seen = 0, gather;

  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpint (json.status, ==, 0);
  root = parse_json (json.out);
  ex = json_object_get_object_member (json_node_get_object (root), "explanation");
  steps = json_object_get_array_member (ex, "steps");
  gather = (guint) json_object_get_int_member (ex, "gather_step");
  g_assert_false (json_object_get_null_member (ex, "ties"));
  lines = g_strsplit (text.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint n, line;
      char *end;

      if (!g_ascii_isdigit (lines[i][0]))
        continue;
      n = (guint) g_ascii_strtoull (lines[i], &end, 10);
      g_assert_cmpuint (n, ==, seen);
      /* "12 [2] The distances of …": the JSON step's text and line */
      while (*end == ' ')
        end++;
      g_assert_true (*end == '[');
      line = (guint) g_ascii_strtoull (end + 1, &end, 10);
      {
        JsonObject *s = json_array_get_object_element (steps, n);
        const char *kind = json_object_get_string_member (s, "kind");

        g_assert_cmpuint (line, ==, json_object_get_int_member (s, "line") + 1);
        g_assert_nonnull (strstr (end, json_object_get_string_member (s, "text")));
        if (n > 0 && n < gather)
          {
            g_assert_cmpstr (kind, ==, "search");
            g_assert_cmpuint (line, ==, json_object_get_int_member (s, "piece") == 0 ? 1 : 2);
          }
        else if (n == gather)
          g_assert_cmpstr (kind, ==, "gather");
        g_assert_cmpuint (json_array_get_length (json_object_get_array_member (s, "distances")),
                          ==, 3);
      }
      seen++;
    }
  g_assert_cmpuint (seen, ==, json_array_get_length (steps));
  g_assert_cmpuint (gather, >, 3);
  run_clear (&text);
  run_clear (&json);
}

/* ------------------------------------------------------------ the brute force */

/* Camelot solved by the brute force, told step by step: its own title and
 * pseudocode, every line in range; after the searches, its scan visits
 * every free square once in row order, folded past KL_CAMELOT_SCAN_STEPS
 * squares; each step's best so far is the running minimum of the costs
 * the test's relaxation gives, and the last is the plan's square and
 * cost; the plans only grow; the piece jump skips the scan to the
 * gathering step. */
static void
check_brute_explained (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  int w = kn_board_width (b), h = kn_board_height (b);
  kn_camelot *plan = NULL, *fast = NULL;
  KlExplain *ex = NULL, *fex = NULL;
  guint steps, scan_first = 0, scan_steps = 0, cell_at = 0;
  int gather_step;
  guint64 plans = 0, examined = 0;
  gint64 least = -1;
  g_autofree gint64 *costs = tu_reference_camelot_costs (b, king, knights, n);
  g_autoptr(GArray) free_cells = g_array_new (FALSE, FALSE, sizeof (int));
  size_t nscan;
  guint fold;

  g_assert_cmpint (kn_camelot_solve_method (b, king, knights, n, KN_CAMELOT_BRUTE_FORCE, NULL,
                                            &plan), ==, KN_OK);
  g_assert_cmpint (kn_camelot_solve (b, king, knights, n, NULL, &fast), ==, KN_OK);
  g_assert_cmpint (kl_explain_new_camelot (b, plan, FALSE, NULL, &ex), ==, KN_OK);
  g_assert_cmpint (kl_explain_new_camelot (b, fast, FALSE, NULL, &fex), ==, KN_OK);
  g_assert_cmpstr (kl_explain_get_title (ex), !=, kl_explain_get_title (fex));
  g_assert_cmpuint (kl_explain_get_pseudocode_length (ex), !=,
                    kl_explain_get_pseudocode_length (fex));
  steps = kl_explain_get_n_steps (ex);
  for (guint i = 0; i < steps; i++)
    {
      g_autoptr(KlExplainStep) s = kl_explain_get_step (ex, i);

      g_assert_cmpuint (s->line, <, kl_explain_get_pseudocode_length (ex));
      g_assert_nonnull (kl_explain_get_pseudocode_line (ex, s->line));
      g_assert_cmpint (kl_explain_get_step_kind (ex, i), ==, s->kind);
    }
  if (!kn_camelot_found (plan))
    goto out;

  for (int c = 0; c < w * h; c++)
    if (kn_board_is_free (b, (kn_square) { c % w, c / w }))
      g_array_append_val (free_cells, c);
  kn_camelot_scan (plan, &nscan);
  g_assert_cmpuint (nscan, ==, free_cells->len);
  fold = (guint) MAX ((nscan + KL_CAMELOT_SCAN_STEPS - 1) / KL_CAMELOT_SCAN_STEPS, 1);
  gather_step = kl_explain_get_camelot_gather_step (ex);
  for (guint i = 0; i < (guint) gather_step; i++)
    {
      g_autoptr(KlExplainStep) s = NULL;

      if (kl_explain_get_step_kind (ex, i) != KL_STEP_SCAN)
        {
          g_assert_cmpuint (scan_steps, ==, 0);
          continue;
        }
      s = kl_explain_get_step (ex, i);
      if (scan_steps++ == 0)
        scan_first = i;
      g_assert_cmpuint (s->line, ==, 2);
      g_assert_cmpuint (s->expanded->len, >=, 1);
      g_assert_cmpuint (s->expanded->len, <=, fold);
      for (guint k = 0; k < s->expanded->len; k++)
        {
          int c = g_array_index (s->expanded, int, k);

          g_assert_cmpint (c, ==, g_array_index (free_cells, int, cell_at++));
          if (costs[c] >= 0 && (least < 0 || costs[c] < least))
            least = costs[c];
        }
      examined += s->expanded->len;
      g_assert_cmpuint (s->examined, ==, examined);
      g_assert_cmpint (s->cost, ==, least);
      if (least >= 0)
        g_assert_cmpint (costs[s->best], ==, least);
      else
        g_assert_cmpint (s->best, ==, -1);
      g_assert_cmpuint (s->plans, >=, plans);
      plans = s->plans;
      g_assert_nonnull (strstr (s->text, "."));
    }
  g_assert_cmpuint (cell_at, ==, free_cells->len);
  g_assert_cmpuint (scan_steps, ==, (nscan + fold - 1) / fold);
  g_assert_cmpuint (scan_first + scan_steps, ==, (guint) gather_step);
  {
    g_autoptr(KlExplainStep) last = kl_explain_get_step (ex, (guint) gather_step - 1);
    kn_square g = kn_camelot_gather (plan);
    kn_camelot_work work;

    kn_camelot_get_work (plan, &work);
    g_assert_cmpint (last->best, ==, g.y * w + g.x);
    g_assert_cmpint (last->cost, ==, kn_camelot_moves (plan));
    g_assert_cmpuint (last->plans, ==, work.plans);
  }
  g_assert_cmpint (kl_explain_jump (ex, scan_first, TRUE, KL_JUMP_PIECE), ==, gather_step);
  /* the searches are the enumeration's, step for step */
  g_assert_cmpuint (scan_first, ==, (guint) kl_explain_get_camelot_gather_step (fex));
  /* the heat map is the scan's costs: the relaxation's at every square */
  {
    KlExplain *hex = NULL;
    const gint64 *heat;

    g_assert_cmpint (kl_explain_new_camelot (b, plan, TRUE, NULL, &hex), ==, KN_OK);
    heat = kl_explain_get_heat_map (hex);
    g_assert_nonnull (heat);
    for (int c = 0; c < w * h; c++)
      g_assert_cmpint (heat[c], ==, costs[c]);
    kl_explain_unref (hex);
  }
out:
  kl_explain_unref (ex);
  kl_explain_unref (fex);
  kn_camelot_free (plan);
  kn_camelot_free (fast);
}

static void
test_brute_force (void)
{
  guint64 rng = 0xB207E;

  for (int round = 0; round < tu_rounds (150, 15); round++)
    {
      int w = 2 + (int) tu_below (&rng, 7), h = 2 + (int) tu_below (&rng, 7);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 25), NULL, 0);
      kn_square pieces[5];
      size_t n = 0;

      for (int tries = 0; tries < 50 && n < 1 + tu_below (&rng, 5); tries++)
        {
          kn_square s = tu_random_square (&rng, w, h);

          if (kn_board_is_free (b, s))
            pieces[n++] = s;
        }
      if (n > 0)
        check_brute_explained (b, pieces[0], pieces + 1, n - 1);
      kn_board_free (b);
    }
}

/* A board of more free squares than KL_CAMELOT_SCAN_STEPS: the scan folds. */
static void
test_brute_force_folded (void)
{
  kn_board *b = NULL;
  kn_square king = { 3, 4 }, knight = { 20, 2 };

  g_assert_cmpint (kn_board_new (30, 40, &b), ==, KN_OK);
  check_brute_explained (b, king, &knight, 1);
  kn_board_free (b);
}

/* knight-solve camelot --algorithm brute-force: the same answer as the
 * enumeration, "algorithm" and "work" in --json with more plans costed,
 * and --explain --json with the scan's steps. */
static void
test_brute_force_cli (void)
{
  const char *brute[] = { "camelot", "--king", "d4", "--knights", "a3,h8,c6", "--algorithm",
                          "brute-force", "--json", NULL };
  const char *fast[] = { "camelot", "--king", "d4", "--knights", "a3,h8,c6", "--json", NULL };
  const char *explained[] = { "camelot", "--king", "d4", "--knights", "a3,h8,c6", "-a",
                              "brute-force", "--explain", "--json", NULL };
  Run rb = run_cli (brute, NULL, 0), rf = run_cli (fast, NULL, 0), re = run_cli (explained, NULL, 0);
  g_autoptr(JsonNode) jb = parse_json (rb.out), jf = parse_json (rf.out), je = parse_json (re.out);
  JsonObject *ob = json_node_get_object (jb), *of = json_node_get_object (jf);
  JsonObject *wb = json_object_get_object_member (ob, "work");
  JsonObject *wf = json_object_get_object_member (of, "work");
  JsonObject *ex = json_object_get_object_member (json_node_get_object (je), "explanation");
  JsonArray *steps = json_object_get_array_member (ex, "steps");
  guint n_lines = json_array_get_length (json_object_get_array_member (ex, "pseudocode"));
  guint scans = 0;

  g_assert_cmpint (rb.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (ob, "algorithm"), ==, "brute-force");
  g_assert_cmpstr (json_object_get_string_member (of, "algorithm"), ==, "enumerate");
  g_assert_cmpint (json_object_get_int_member (ob, "moves"), ==,
                   json_object_get_int_member (of, "moves"));
  g_assert_cmpint (json_object_get_int_member (wb, "length"), ==,
                   json_object_get_int_member (ob, "moves"));
  g_assert_cmpint (json_object_get_int_member (wb, "nodes"), >,
                   json_object_get_int_member (wf, "nodes"));
  g_assert_cmpint (json_object_get_int_member (wb, "expanded"), >,
                   json_object_get_int_member (wf, "expanded"));
  g_assert_true (json_object_get_null_member (wb, "backtracks"));
  g_assert_cmpint (json_object_get_int_member (wb, "memory"), >, 0);
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      JsonObject *s = json_array_get_object_element (steps, i);

      g_assert_cmpint (json_object_get_int_member (s, "line"), <, n_lines);
      if (g_strcmp0 (json_object_get_string_member (s, "kind"), "scan") == 0)
        {
          scans++;
          g_assert_cmpint (json_object_get_int_member (s, "examined"), ==, scans);
        }
    }
  g_assert_cmpuint (scans, ==, 64);
  run_clear (&rb);
  run_clear (&rf);
  run_clear (&re);
}

/* The pipeline with the brute force: the same answer as the enumeration,
 * more plans costed, and practice's gathering question right on exactly
 * the squares whose cost (the test's relaxation) is the least. */
static void
test_brute_force_practice (void)
{
  guint64 rng = 0xC0DE;

  for (int round = 0; round < tu_rounds (40, 5); round++)
    {
      int w = 4 + (int) tu_below (&rng, 5), h = 4 + (int) tu_below (&rng, 5);
      kn_square king = tu_random_square (&rng, w, h), ks[3];
      kn_board *b = tu_random_board (&rng, w, h, 15, &king, 1);
      int cells[3];
      guint n = 0;
      KlSolveOptions o;
      KlSolution *slow, *fast;
      GError *error = NULL;

      for (int tries = 0; tries < 20 && n < 3; tries++)
        {
          kn_square s = tu_random_square (&rng, w, h);

          if (kn_board_is_free (b, s) && !(s.x == king.x && s.y == king.y))
            {
              ks[n] = s;
              cells[n++] = s.y * w + s.x;
            }
        }
      {
        KlPieces p = { -1, -1, king.y * w + king.x, cells, n };

        kl_solve_options_init (&o);
        o.mode = KL_MODE_CAMELOT;
        o.flags = KL_SOLVE_EXPLAIN;
        o.algorithm = KL_ALGORITHM_BRUTE_FORCE;
        slow = kl_solve_board (b, &p, &o, NULL, &error);
        g_assert_no_error (error);
        o.algorithm = KL_ALGORITHM_DEFAULT;
        fast = kl_solve_board (b, &p, &o, NULL, &error);
        g_assert_no_error (error);
      }
      g_assert_cmpint (slow->algorithm, ==, KL_ALGORITHM_BRUTE_FORCE);
      g_assert_cmpint (fast->algorithm, ==, KL_ALGORITHM_ENUMERATE);
      g_assert_cmpint (slow->moves, ==, fast->moves);
      g_assert_cmpint (slow->gather, ==, fast->gather);
      g_assert_cmpint (slow->carrier, ==, fast->carrier);
      g_assert_cmpint (slow->work.length, ==, slow->moves);
      if (slow->outcome == KL_OUTCOME_FOUND && n > 0)
        {
          g_autoptr(KlPractice) practice = kl_practice_new (slow, FALSE);
          g_autofree gint64 *costs = tu_reference_camelot_costs (b, king, ks, n);
          const KlQuestion *q = NULL;

          g_assert_cmpuint (slow->work.nodes, >, fast->work.nodes);
          g_assert_cmpuint (slow->work.expanded, >, 0);
          g_assert_nonnull (practice);
          for (guint i = 0; i < kl_practice_get_n_questions (practice); i++)
            if (kl_practice_get_question (practice, i)->ask == KL_ASK_GATHER)
              q = kl_practice_get_question (practice, i);
          g_assert_nonnull (q);
          for (int c = 0; c < w * h; c++)
            {
              KlVerdict *v = kl_question_grade_squares (q, &c, 1);

              g_assert_cmpint (v->right, ==, costs[c] == slow->moves);
              kl_verdict_free (v);
            }
        }
      kl_solution_unref (slow);
      kl_solution_unref (fast);
      kn_board_free (b);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/explain-camelot/searches", test_searches);
  g_test_add_func ("/cli/explain-camelot/gathering-brute-force", test_gathering);
  g_test_add_func ("/cli/explain-camelot/jumps", test_jumps);
  g_test_add_func ("/cli/explain-camelot/folded", test_folded);
  g_test_add_func ("/cli/explain-camelot/json", test_json);
  g_test_add_func ("/cli/explain-camelot/knight-solve", test_cli);
  g_test_add_func ("/cli/explain-camelot/brute-force", test_brute_force);
  g_test_add_func ("/cli/explain-camelot/brute-force-folded", test_brute_force_folded);
  g_test_add_func ("/cli/explain-camelot/brute-force-cli", test_brute_force_cli);
  g_test_add_func ("/cli/explain-camelot/brute-force-practice", test_brute_force_practice);
  return g_test_run ();
}
