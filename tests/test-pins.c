/* test-pins.c - the numbers and words the pipeline promises, each checked
 * against the test's own recount: a BFS layer's number, its new squares and
 * the visited count against a plain BFS written here; "move k of n" against
 * that BFS's distance; a tour's onward moves on boards with walls against a
 * count of free unvisited squares, its "choice N of M" and backtracks against
 * a recount of the search's own steps; Camelot's "king moves saved" and its
 * pickup among equally cheap ones against brute-force distances; the route
 * on an empty board against the documented walk down the exact distance; and
 * every "light" or "dark" in a sentence against (x + y) parity (a1 dark). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kl-notation.h"
#include "kl-solution.h"
#include "test-util.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (kn_board, kn_board_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (kn_path, kn_path_free)

/* ----------------------------------------------------------- helpers */

/* The numbers of text after each match of pattern's first group, as
 * integers: pattern is a regular expression with one group of digits. */
static GArray *
numbers_after (const char *text,
               const char *pattern)
{
  g_autoptr (GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_assert_nonnull (re);
  g_regex_match (re, text, 0, &m);
  while (g_match_info_matches (m))
    {
      g_autofree char *digits = g_match_info_fetch (m, 1);
      gint64 n = g_ascii_strtoll (digits, NULL, 10);

      g_array_append_val (out, n);
      g_match_info_next (m, NULL);
    }
  return out;
}

/* The one number text has after pattern; the test fails without exactly one. */
static gint64
number_after (const char *text,
              const char *pattern)
{
  g_autoptr (GArray) n = numbers_after (text, pattern);

  if (n->len != 1)
    g_error ("\"%s\": %u matches of /%s/, not 1", text, n->len, pattern);
  return g_array_index (n, gint64, 0);
}

static char *
cell_name (int cell,
           int width)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format ((kn_square) { cell % width, cell / width }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* How many squares the list between prefix and suffix in text counts: the
 * squares it names plus its "and N more". */
static int
listed (const char *text,
        const char *prefix,
        const char *suffix)
{
  const char *a = strstr (text, prefix), *b;
  g_autofree char *list = NULL;
  g_autoptr (GArray) more = NULL;
  g_autoptr (GArray) names = NULL;

  g_assert_nonnull (a);
  a += strlen (prefix);
  b = strstr (a, suffix);
  g_assert_nonnull (b);
  list = g_strndup (a, (gsize) (b - a));
  names = numbers_after (list, "(?:^|[ ,])[a-z]+(\\d+)");
  more = numbers_after (list, "and (\\d+) more");
  return (int) names->len + (more->len ? (int) g_array_index (more, gint64, 0) : 0);
}

/* A plain BFS of the leaper over the free squares: moves from start, -1 not
 * reached.  Written with an explicit queue so the layers can be counted. */
static int *
plain_bfs (const kn_board *b,
           kn_leaper       leaper,
           int             start)
{
  int w = kn_board_width (b), h = kn_board_height (b);
  int *dist = g_new (int, w * h), *queue = g_new (int, w * h);
  int head = 0, tail = 0;
  int d[8][2] = { { leaper.m, leaper.n }, { leaper.n, leaper.m }, { -leaper.m, leaper.n },
                  { -leaper.n, leaper.m }, { leaper.m, -leaper.n }, { leaper.n, -leaper.m },
                  { -leaper.m, -leaper.n }, { -leaper.n, -leaper.m } };

  for (int i = 0; i < w * h; i++)
    dist[i] = -1;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail)
    {
      int c = queue[head++];

      for (int k = 0; k < 8; k++)
        {
          int x = c % w + d[k][0], y = c / w + d[k][1];

          if (x < 0 || y < 0 || x >= w || y >= h)
            continue;
          if (!kn_board_is_free (b, (kn_square) { x, y }) || dist[y * w + x] >= 0)
            continue;
          dist[y * w + x] = dist[c] + 1;
          queue[tail++] = y * w + x;
        }
    }
  g_free (queue);
  return dist;
}

static int
count_dist (const int *dist,
            int        n,
            int        at_most,
            gboolean   exactly)
{
  int k = 0;

  for (int i = 0; i < n; i++)
    if (dist[i] >= 0 && (exactly ? dist[i] == at_most : dist[i] <= at_most))
      k++;
  return k;
}

/* A random board with about percent of its squares blocked, keep[] free. */
static kn_board *
random_board (guint64 *rng, int w, int h, int percent, const int *keep, int nkeep)
{
  kn_square ks[4];

  for (int i = 0; i < nkeep; i++)
    ks[i] = (kn_square) { keep[i] % w, keep[i] / w };
  return tu_random_board (rng, w, h, percent, ks, (size_t) nkeep);
}

static KlSolution *
solve (const kn_board *b, KlMode mode, int start, int target, guint flags)
{
  KlSolveOptions o;
  KlPieces p = { start, target, -1, NULL, 0 };
  g_autoptr (GError) error = NULL;
  KlSolution *s;

  kl_solve_options_init (&o);
  o.mode = mode;
  o.flags = flags;
  s = kl_solve_board (b, &p, &o, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  return s;
}

/* ------------------------------------------------ BFS: layers and moves */

/* "from a5 the knight reaches b7 and c6": each square named is a knight
 * move from the square before it and in this layer, by the test's BFS. */
static void
check_small_clauses (const char *text, int w, int h, const int *dist, int layer)
{
  g_autoptr (GRegex) clause = g_regex_new ("from ([a-z]+\\d+) the knight reaches ([^;.]*)",
                                           0, 0, NULL);
  g_autoptr (GRegex) square = g_regex_new ("[a-z]+\\d+", 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;

  g_regex_match (clause, text, 0, &m);
  while (g_match_info_matches (m))
    {
      g_autofree char *from = g_match_info_fetch (m, 1);
      g_autofree char *list = g_match_info_fetch (m, 2);
      g_autoptr (GMatchInfo) sm = NULL;
      kn_square f, t;

      g_assert_true (kl_parse_square (from, w, h, &f, NULL));
      g_assert_cmpint (dist[f.y * w + f.x], ==, layer - 1);
      g_regex_match (square, list, 0, &sm);
      while (g_match_info_matches (sm))
        {
          g_autofree char *name = g_match_info_fetch (sm, 0);

          g_assert_true (kl_parse_square (name, w, h, &t, NULL));
          g_assert_cmpint (dist[t.y * w + t.x], ==, layer);
          g_assert_true (tu_is_leap (KN_KNIGHT, f, t));
          g_match_info_next (sm, NULL);
        }
      g_match_info_next (m, NULL);
    }
}

/* Every step of a path or distance explanation, on random boards with
 * walls: "Layer k" is the step's BFS layer by the test's own BFS, "N new
 * squares" the squares at distance k, "Visited: N squares" those at most
 * k, "move k of n" the route's k-th move of the BFS distance, and a layer
 * of at most three squares is told square by square. */
static void
test_bfs_numbers (void)
{
  guint64 rng = 20;
  guint big_layers = 0, small_layers = 0, moves_told = 0;

  for (int round = 0; round < 160; round++)
    {
      int w = 5 + (int) tu_below (&rng, 8), h = 5 + (int) tu_below (&rng, 8);
      int start = (int) tu_below (&rng, (guint64) (w * h));
      int target = (int) tu_below (&rng, (guint64) (w * h));
      int keep[2] = { start, target };
      g_autoptr (kn_board) b = random_board (&rng, w, h, 20, keep, 2);
      gboolean map = round % 3 == 0;
      g_autoptr (KlSolution) s = solve (b, map ? KL_MODE_DISTANCE : KL_MODE_PATH, start,
                                        map ? -1 : target, KL_SOLVE_EXPLAIN);
      g_autofree int *dist = plain_bfs (b, KN_KNIGHT, start);
      KlExplain *ex = kl_solution_get_explain (s, FALSE);
      int last = 0, total = dist[target];

      if (start == target)
        continue;
      for (int i = 0; i < w * h; i++)
        last = MAX (last, dist[i]);
      g_assert_nonnull (ex);
      for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
        {
          g_autoptr (KlExplainStep) st = kl_explain_get_step (ex, i);
          int layer = (int) i;

          /* step i is layer i: its number in the sentence and the data */
          g_assert_cmpint (number_after (st->text, "^Layer (\\d+)"), ==, layer);
          g_assert_cmpint (st->layer, ==, layer);
          g_assert_cmpint (number_after (st->detail, "Visited: (\\d+) square"), ==,
                           count_dist (dist, w * h, layer, FALSE));
          g_assert_cmpuint (st->visited, ==, count_dist (dist, w * h, layer, FALSE));
          g_assert_cmpint (listed (st->detail, "Queue: ", ". Visited"), ==,
                           count_dist (dist, w * h, layer, TRUE));
          g_assert_cmpuint (st->frontier->len, ==, count_dist (dist, w * h, layer, TRUE));
          if (layer > 0)
            {
              int before = count_dist (dist, w * h, layer - 1, TRUE);

              if (before > 3)
                {
                  g_assert_cmpint (number_after (st->text, "reaches (\\d+) new square"), ==,
                                   count_dist (dist, w * h, layer, TRUE));
                  /* "from c2, c6, ... and 2 more, the knight reaches": the layer before */
                  g_assert_cmpint (listed (st->text, "from ", ", the knight reaches"), ==, before);
                  big_layers++;
                }
              else
                {
                  /* square by square: "from X the knight reaches ..." each */
                  g_autoptr (GArray) froms = numbers_after (st->text,
                                                            "(f)rom [a-z]+\\d+ the knight reaches");

                  g_assert_cmpuint (froms->len, ==, (guint) before);
                  check_small_clauses (st->text, w, h, dist, layer);
                  g_assert_null (strstr (st->text, "new squares:"));
                  small_layers++;
                }
            }
          if (!map && total > 0 && layer >= 1 && layer <= total)
            {
              g_autofree char *to = cell_name (st->to, w);

              g_assert_cmpint (dist[st->to], ==, layer);
              g_assert_cmpint (dist[st->from], ==, layer - 1);
              if (layer < total)
                {
                  g_assert_cmpint (number_after (st->text, "move (\\d+) of \\d+"), ==, layer);
                  g_assert_cmpint (number_after (st->text, "move \\d+ of (\\d+)"), ==, total);
                }
              else
                {
                  g_assert_cmpint (number_after (st->text, "(\\d+) moves? in all"), ==, total);
                  g_assert_null (strstr (st->text, " of "));
                }
              moves_told++;
            }
          if (map && layer == last)
            g_assert_cmpint (number_after (st->text, "ends with (\\d+) squares? reached"), ==,
                             count_dist (dist, w * h, last, FALSE));
        }
    }
  g_assert_cmpuint (big_layers, >, 100);
  g_assert_cmpuint (small_layers, >, 100);
  g_assert_cmpuint (moves_told, >, 100);
}

/* ------------------------------------------------------------ tours */

/* Free squares one move from cell that are not on route (Warnsdorff's
 * onward moves), counted here. */
static guint
onward (const kn_board *b, const guint8 *on_route, int cell)
{
  static const int d[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
                               { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
  int w = kn_board_width (b), h = kn_board_height (b);
  guint n = 0;

  for (int k = 0; k < 8; k++)
    {
      int x = cell % w + d[k][0], y = cell / w + d[k][1];

      if (x >= 0 && y >= 0 && x < w && y < h && kn_board_is_free (b, (kn_square) { x, y }) &&
          !on_route[y * w + x])
        n++;
    }
  return n;
}

/* A tour's steps on boards with walls, the route and the search: each
 * step's candidates are exactly the free squares a move from the head off
 * the route, each with the test's count of onward moves, and the sentence
 * says those counts; "Move k of n" counts the route's moves; the search's
 * "choice N of M" is one more than the squares tried from there since the
 * search last came to it, and "Backtracks so far" counts the backtrack
 * steps told so far. */
static void
check_tour_steps (const kn_board *b, KlExplain *ex, gboolean search, guint64 nfree,
                  guint *degrees_checked, guint *choices_checked, guint *complete)
{
  int w = kn_board_width (b), h = kn_board_height (b);
  g_autofree guint *tries = g_new0 (guint, (gsize) (w * h) + 2);
  guint64 backtracks = 0;

  for (guint i = 1; i < kl_explain_get_n_steps (ex); i++)
    {
      g_autoptr (KlExplainStep) st = kl_explain_get_step (ex, i);
      g_autoptr (GArray) before = kl_explain_get_route (ex, i - 1);
      g_autoptr (GArray) after = kl_explain_get_route (ex, i);
      g_autofree guint8 *on_route = g_new0 (guint8, w * h);

      if (st->kind == KL_STEP_BACKTRACK)
        backtracks++;
      if (st->kind == KL_STEP_RESTART)
        memset (tries, 0, sizeof (guint) * ((gsize) (w * h) + 2));
      if (search)
        g_assert_cmpint (number_after (st->detail, "Backtracks so far: (\\d+)"), ==,
                         (gint64) backtracks);
      g_assert_cmpint (number_after (st->detail, "Route: (\\d+) of"), ==, (gint64) after->len);
      g_assert_cmpint (number_after (st->detail, "Route: \\d+ of (\\d+) square"), ==,
                       (gint64) nfree);
      if (strstr (st->text, "visited: the tour is complete"))
        {
          /* "All 34 squares are visited": every free square, the route's length */
          g_assert_cmpint (number_after (st->text, "All (\\d+) squares? (?:is|are) visited"), ==,
                           (gint64) nfree);
          g_assert_cmpuint (after->len, ==, nfree);
          (*complete)++;
        }
      if (st->kind != KL_STEP_ENTER && st->kind != KL_STEP_MOVE)
        continue;
      if (st->candidates->len == 0)
        continue;
      for (guint k = 0; k < before->len; k++)
        on_route[g_array_index (before, int, k)] = 1;

      /* the candidates: every free square a move from the head, off the route */
      {
        int head = g_array_index (before, int, before->len - 1);
        guint want = onward (b, on_route, head);
        g_autoptr (GArray) told = numbers_after (st->text, "[a-z]+\\d+ \\((\\d+)");

        g_assert_cmpuint (st->candidates->len, ==, want);
        g_assert_cmpuint (told->len, ==, st->candidates->len);
        for (guint k = 0; k < st->candidates->len; k++)
          {
            const KlExplainCandidate *c = &g_array_index (st->candidates, KlExplainCandidate, k);

            g_assert_true (tu_is_leap (KN_KNIGHT, (kn_square) { head % w, head / w },
                                       (kn_square) { c->cell % w, c->cell / w }));
            g_assert_false (on_route[c->cell]);
            g_assert_cmpuint (c->degree, ==, onward (b, on_route, c->cell));
            g_assert_cmpint (g_array_index (told, gint64, k), ==, (gint64) c->degree);
            (*degrees_checked)++;
          }
        /* Warnsdorff's pick (kn_tour_step.rule): fewest onward moves, then
         * the farthest from the centre, then the first in the order of
         * kn_leaper_offsets, which the candidates follow */
        {
          kn_square offs[8];
          size_t noff = kn_leaper_offsets (KN_KNIGHT, offs);
          int pick = -1, hx = head % w, hy = head / w;
          guint best_degree = G_MAXUINT;
          gint64 best_centre = -1;
          guint at = 0;

          for (size_t k = 0; k < noff; k++)
            {
              int x = hx + offs[k].x, y = hy + offs[k].y;
              gint64 centre = (gint64) (2 * x - w + 1) * (2 * x - w + 1) +
                              (gint64) (2 * y - h + 1) * (2 * y - h + 1);
              guint degree;

              if (x < 0 || y < 0 || x >= w || y >= h ||
                  !kn_board_is_free (b, (kn_square) { x, y }) || on_route[y * w + x])
                continue;
              g_assert_cmpint (g_array_index (st->candidates, KlExplainCandidate, at++).cell, ==,
                               y * w + x);
              degree = onward (b, on_route, y * w + x);
              if (degree < best_degree || (degree == best_degree && centre > best_centre))
                {
                  pick = y * w + x;
                  best_degree = degree;
                  best_centre = centre;
                }
            }
          g_assert_cmpint (st->rule, ==, pick);
        }
      }
      if (!search)
        {
          if (strstr (st->text, "tried "))
            {
              /* "tried 2 other squares here first ...; b5, its choice 3 of 3" */
              gint64 n = number_after (st->text, "its choice (\\d+) of");

              g_assert_cmpint (n, ==, st->rank + 1);
              g_assert_cmpint (number_after (st->text, "tried (\\d+) other"), ==, n - 1);
              g_assert_cmpint (number_after (st->text, "its choice \\d+ of (\\d+)"), ==,
                               st->choices);
              (*choices_checked)++;
            }
          /* told by the number drawn on the square it lands on: move i
           * lands on the square numbered i + 1 of the nfree squares */
          g_assert_cmpint (number_after (st->text, "^Square (\\d+) of"), ==, (gint64) i + 1);
          g_assert_cmpint (number_after (st->text, "^Square \\d+ of (\\d+)"), ==,
                           (gint64) nfree);
        }
      else
        {
          /* squares tried from this depth since the search came to it */
          guint depth = before->len;
          guint rank = tries[depth]++;

          tries[depth + 1] = 0;
          if (strstr (st->text, "next choice"))
            {
              g_assert_cmpint (number_after (st->text, "choice (\\d+) of"), ==, rank + 1);
              g_assert_cmpint (number_after (st->text, "choice \\d+ of (\\d+)"), ==,
                               st->choices);
              g_assert_cmpuint (st->choices, <=, st->candidates->len);
              g_assert_cmpuint (rank, <, st->choices);
              (*choices_checked)++;
            }
          else if (st->why == KN_WHY_NEXT)
            {
              g_assert_cmpint (number_after (st->text, "tried (\\d+) other"), ==, rank);
              (*choices_checked)++;
            }
          else
            g_assert_cmpuint (rank, ==, 0);
        }
    }
}

static void
test_tour_numbers (void)
{
  guint64 rng = 7;
  guint degrees = 0, choices = 0, boards = 0, complete = 0;

  for (int round = 0; round < 120; round++)
    {
      int w = 5 + (int) tu_below (&rng, 3), h = 5 + (int) tu_below (&rng, 3);
      int start = (int) tu_below (&rng, (guint64) (w * h));
      g_autoptr (kn_board) b = random_board (&rng, w, h, 10, &start, 1);
      KlSolveOptions o;
      KlPieces p = { start, -1, -1, NULL, 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (KlSolution) s = NULL;
      guint64 nfree = kn_board_squares (b) - kn_board_blocked_count (b);

      if (kn_board_blocked_count (b) == 0)
        continue;
      kl_solve_options_init (&o);
      o.mode = KL_MODE_TOUR;
      o.flags = KL_SOLVE_EXPLAIN | KL_SOLVE_EXPLAIN_SEARCH;
      o.node_budget = 20000;
      o.trace_budget = 5000;
      s = kl_solve_board (b, &p, &o, NULL, &error);
      g_assert_no_error (error);
      if (s->explain != NULL && s->tour_outcome == KN_TOUR_FOUND)
        check_tour_steps (b, s->explain, FALSE, nfree, &degrees, &choices, &complete);
      if (s->search_explain != NULL && !s->trace_truncated)
        check_tour_steps (b, s->search_explain, TRUE, nfree, &degrees, &choices, &complete);
      boards++;
    }
  g_assert_cmpuint (boards, >, 60);
  g_assert_cmpuint (degrees, >, 3000);
  g_assert_cmpuint (choices, >, 50);
  g_assert_cmpuint (complete, >, 20);
}

/* ---------------------------------------------------- dynamic knight */

/* The squares a dynamic-knight move of type t ('K', 'B', 'T') reaches from
 * cell: K a knight move, B two squares diagonally, T the mirror image
 * across the middle line, either way (not the square itself); free only. */
static guint
dyn_targets (const kn_board *b, int cell, char t, int out[8])
{
  static const int k[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
                               { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
  static const int d[4][2] = { { 2, 2 }, { 2, -2 }, { -2, 2 }, { -2, -2 } };
  int w = kn_board_width (b), h = kn_board_height (b), x = cell % w, y = cell / w;
  int cand[8][2], nc = 0;
  guint n = 0;

  if (t == 'K')
    for (int i = 0; i < 8; i++, nc++)
      cand[nc][0] = x + k[i][0], cand[nc][1] = y + k[i][1];
  else if (t == 'B')
    for (int i = 0; i < 4; i++, nc++)
      cand[nc][0] = x + d[i][0], cand[nc][1] = y + d[i][1];
  else
    {
      cand[0][0] = w - 1 - x, cand[0][1] = y;
      cand[1][0] = x, cand[1][1] = h - 1 - y;
      nc = 2;
    }
  for (int i = 0; i < nc; i++)
    {
      int cx = cand[i][0], cy = cand[i][1];

      if (cx < 0 || cy < 0 || cx >= w || cy >= h || (cx == x && cy == y) ||
          !kn_board_is_free (b, (kn_square) { cx, cy }))
        continue;
      out[n++] = cy * w + cx;
    }
  return n;
}

/* The fewest dynamic-knight moves from start to target (no type twice in
 * a row), by a BFS over (square, last type) written here; -1 none. */
static int
dyn_distance (const kn_board *b, int start, int target)
{
  static const char types[3] = { 'K', 'B', 'T' };
  int n = kn_board_width (b) * kn_board_height (b);
  g_autofree int *dist = g_new (int, n * 4), *queue = g_new (int, n * 4);
  int head = 0, tail = 0;

  for (int i = 0; i < n * 4; i++)
    dist[i] = -1;
  dist[start * 4 + 3] = 0;   /* last type 3: none yet */
  queue[tail++] = start * 4 + 3;
  while (head < tail)
    {
      int st = queue[head++], cell = st / 4, last = st % 4;

      if (cell == target)
        return dist[st];
      for (int t = 0; t < 3; t++)
        {
          int out[8];
          guint m;

          if (t == last)
            continue;
          m = dyn_targets (b, cell, types[t], out);
          for (guint i = 0; i < m; i++)
            if (dist[out[i] * 4 + t] < 0)
              {
                dist[out[i] * 4 + t] = dist[st] + 1;
                queue[tail++] = out[i] * 4 + t;
              }
        }
    }
  return -1;
}

/* The dynamic knight's narration on boards with walls: "Move k of n" with
 * n the test's own shortest route, the squares each allowed type reaches
 * ("K (4 squares)") by the test's own count, the type that may not follow
 * itself the one taken just before, the move taken a legal move of its
 * type, and "of N states" four a free square. */
static void
test_dynamic_numbers (void)
{
  guint64 rng = 33;
  guint told = 0;

  for (int round = 0; round < 150; round++)
    {
      int w = 4 + (int) tu_below (&rng, 8), h = 4 + (int) tu_below (&rng, 8);
      int start = (int) tu_below (&rng, (guint64) (w * h));
      int target = (int) tu_below (&rng, (guint64) (w * h));
      int keep[2] = { start, target };
      g_autoptr (kn_board) b = random_board (&rng, w, h, 20, keep, 2);
      g_autoptr (KlSolution) s = solve (b, KL_MODE_DYNAMIC, start, target, KL_SOLVE_EXPLAIN);
      KlExplain *ex = kl_solution_get_explain (s, FALSE);
      int total = dyn_distance (b, start, target);
      guint64 nfree = kn_board_squares (b) - kn_board_blocked_count (b);
      char last = 0;

      g_assert_cmpint (s->moves, ==, total);
      g_assert_nonnull (ex);
      for (guint i = 0; i < kl_explain_get_n_steps (ex); i++)
        {
          g_autoptr (KlExplainStep) st = kl_explain_get_step (ex, i);
          g_autoptr (GRegex) re = g_regex_new ("\\b([KBT]) \\((\\d+) squares?\\)", 0, 0, NULL);
          g_autoptr (GMatchInfo) m = NULL;
          guint types_told = 0;
          char taken;
          int out[8];
          guint n;
          gboolean legal = FALSE;

          g_assert_cmpint (number_after (st->detail, "of (\\d+) states?"), ==, (gint64) nfree * 4);
          /* frame i: layer i of the search, and move i of the route while it lasts */
          if (i == 0 || (gint64) i > total)
            continue;
          g_assert_cmpint (number_after (st->text, "\\bMove (\\d+) of"), ==, i);
          g_assert_cmpint (number_after (st->text, "\\bMove \\d+ of (\\d+)"), ==, total);
          g_regex_match (re, st->text, 0, &m);
          while (g_match_info_matches (m))
            {
              g_autofree char *letter = g_match_info_fetch (m, 1);
              g_autofree char *count = g_match_info_fetch (m, 2);

              g_assert_true (letter[0] != last);
              /* never "B (0 squares)" */
              g_assert_cmpint (atoi (count), >, 0);
              g_assert_cmpint (atoi (count), ==, dyn_targets (b, st->from, letter[0], out));
              types_told++;
              g_match_info_next (m, NULL);
            }
          {
            /* a type allowed that reaches nothing is said apart: "B reaches no square",
             * "B and T reach no square" */
            g_autoptr (GRegex) nre = g_regex_new ("\\b([KBT])(?: and ([KBT]))? reach(?:es)? no "
                                                  "square from", 0, 0, NULL);
            g_autoptr (GMatchInfo) nm = NULL;

            if (g_regex_match (nre, st->text, 0, &nm))
              for (int g = 1; g <= 2; g++)
                {
                  g_autofree char *letter = g_match_info_fetch (nm, g);

                  if (letter == NULL || !*letter)
                    continue;
                  g_assert_true (letter[0] != last);
                  g_assert_cmpuint (dyn_targets (b, st->from, letter[0], out), ==, 0);
                  types_told++;
                }
          }
          g_assert_cmpuint (types_told, ==, last ? 2 : 3);
          if (last)
            {
              g_autofree char *words = g_strdup_printf ("after a %c move: %c may not follow %c",
                                                        last, last, last);

              g_assert_nonnull (strstr (st->text, words));
            }
          {
            g_autoptr (GRegex) tre = g_regex_new ("It takes ([KBT]) to", 0, 0, NULL);
            g_autoptr (GMatchInfo) tm = NULL;
            g_autofree char *tl = NULL;

            g_assert_true (g_regex_match (tre, st->text, 0, &tm));
            tl = g_match_info_fetch (tm, 1);
            taken = tl[0];
          }
          n = dyn_targets (b, st->from, taken, out);
          for (guint k = 0; k < n; k++)
            legal |= out[k] == st->to;
          g_assert_true (legal);
          last = taken;
          told++;
        }
    }
  g_assert_cmpuint (told, >, 300);
}

/* ---------------------------------------------------------- Camelot */

/* The king's walk and a knight's distances with walls, by the test util's
 * relaxation; the plan's pickup is the cheapest square to meet the carrier
 * (king walk + carrier's way there + the ride to the gathering square) and,
 * among equally cheap ones, the one with the least walking (camelot.md);
 * the narration's "N king moves saved" is the king's walk alone minus his
 * walk in the plan; "Move k of n" and "his/its move a of b" count moves. */
static void
test_camelot_pickups (void)
{
  guint64 rng = 11;
  guint with_carrier = 0, tied = 0;

  for (int round = 0; round < 300; round++)
    {
      int w = 5 + (int) tu_below (&rng, 5), h = 5 + (int) tu_below (&rng, 5);
      int n = 1 + (int) tu_below (&rng, 3);
      int cells[4];
      g_autoptr (kn_board) b = NULL;
      kn_square king, knights[3];
      kn_camelot *plan = NULL;
      KlSolveOptions o;
      KlPieces p;
      g_autoptr (KlSolution) s = NULL;
      g_autoptr (GError) error = NULL;

      for (int i = 0; i <= n; i++)
        cells[i] = (int) tu_below (&rng, (guint64) (w * h));
      b = random_board (&rng, w, h, round % 2 ? 10 : 0, cells, n + 1);
      king = (kn_square) { cells[0] % w, cells[0] / w };
      for (int i = 0; i < n; i++)
        knights[i] = (kn_square) { cells[i + 1] % w, cells[i + 1] / w };
      if (kn_camelot_solve (b, king, knights, (size_t) n, NULL, &plan) != KN_OK)
        continue;
      if (!kn_camelot_found (plan) || kn_camelot_carrier (plan, NULL) < 0)
        {
          kn_camelot_free (plan);
          continue;
        }
      with_carrier++;
      {
        kn_square pickup, gather = kn_camelot_gather (plan);
        gint64 carrier = kn_camelot_carrier (plan, &pickup);
        g_autofree int32_t *kd = tu_reference_king_distances (b, king);
        g_autofree int32_t *dc = tu_reference_distances (b, KN_KNIGHT, knights[carrier]);
        g_autofree int32_t *dg = tu_reference_distances (b, KN_KNIGHT, gather);
        gint64 best = G_MAXINT64, least_walk = G_MAXINT64;
        guint n_best = 0;
        int pc = pickup.y * w + pickup.x;

        for (int c = 0; c < w * h; c++)
          if (kd[c] >= 0 && dc[c] >= 0 && dg[c] >= 0)
            {
              gint64 cost = (gint64) kd[c] + dc[c] + dg[c];

              if (cost < best)
                best = cost, least_walk = kd[c], n_best = 1;
              else if (cost == best)
                {
                  least_walk = MIN (least_walk, kd[c]);
                  n_best++;
                }
            }
        g_assert_cmpint ((gint64) kd[pc] + dc[pc] + dg[pc], ==, best);
        g_assert_cmpint (kd[pc], ==, least_walk);
        /* a tie between pickups that walk differently is what the rule decides */
        {
          gboolean differ = FALSE;

          for (int c = 0; c < w * h; c++)
            if (kd[c] >= 0 && dc[c] >= 0 && dg[c] >= 0 &&
                (gint64) kd[c] + dc[c] + dg[c] == best && kd[c] != least_walk)
              differ = TRUE;
          tied += differ;
        }

        /* the narration of the same position */
        kl_solve_options_init (&o);
        o.mode = KL_MODE_CAMELOT;
        o.flags = KL_SOLVE_EXPLAIN;
        p = (KlPieces) { -1, -1, cells[0], cells + 1, (guint) n };
        s = kl_solve_board (b, &p, &o, NULL, &error);
        g_assert_no_error (error);
        {
          KlExplain *ex = kl_solution_get_explain (s, FALSE);
          /* the gathering step says what the pickup saves; the moves follow it */
          guint first = kl_explain_get_camelot_first_move (ex);
          g_autoptr (KlExplainStep) st0 = kl_explain_get_step (ex, first - 1);
          const kn_path *kr = kn_camelot_route (plan, 0);
          gint64 walk = 0, total = kn_camelot_moves (plan);
          gint64 piece_seen[4] = { 0 };

          for (size_t k = 1; k < kn_path_length (kr); k++)
            walk += kn_path_move (kr, k) == KN_MOVE_KING;
          if (kd[gather.y * w + gather.x] >= 0)
            g_assert_cmpint (number_after (st0->text, "(\\d+) king moves? saved"), ==,
                             kd[gather.y * w + gather.x] - walk);
          g_assert_cmpint (number_after (st0->text, "in (\\d+) moves?"), ==, total);
          g_assert_cmpint (st0->kind, ==, KL_STEP_GATHER);
          g_assert_cmpuint (kl_explain_get_n_steps (ex), ==, first + (guint) total);
          for (guint i = first; i < kl_explain_get_n_steps (ex); i++)
            {
              g_autoptr (KlExplainStep) st = kl_explain_get_step (ex, i);
              gint64 own;

              g_assert_cmpint (number_after (st->text, "^Move (\\d+) of"), ==, i - first + 1);
              g_assert_cmpint (number_after (st->text, "^Move \\d+ of (\\d+)"), ==, total);
              g_assert_cmpint (number_after (st->detail, "^(\\d+) of"), ==, i - first + 1);
              own = ++piece_seen[st->piece];
              g_assert_cmpint (number_after (st->text, "(?:his|its) move (\\d+) of"), ==, own);
              g_assert_cmpint (number_after (st->text, "(?:his|its) move \\d+ of (\\d+)"), ==,
                               kn_camelot_piece_moves (plan, (size_t) st->piece));
              if (st->piece == 0)
                {
                  /* the king steps from `from` to `to`: in that order in the sentence */
                  g_autofree char *from = cell_name (st->from, w);
                  g_autofree char *to = cell_name (st->to, w);
                  g_autofree char *words = g_strdup_printf ("from %s to %s", from, to);

                  g_assert_nonnull (strstr (st->text, words));
                  g_assert_cmpint (kd[st->to], ==, kd[st->from] + 1);
                }
            }
        }
      }
      kn_camelot_free (plan);
    }
  g_assert_cmpuint (with_carrier, >, 60);
  g_assert_cmpuint (tied, >, 10);
}

/* ------------------------------------------------------------- routes */

/* On an empty board where the closed form is exact, kn_shortest_path walks
 * down the exact distance taking, at every square, the first move in
 * kn_leaper_offsets order that gets one move closer (astar.c's
 * greedy_knight_path): among the equal shortest routes, that one.  Checked
 * for every pair of squares against the test's own BFS. */
static void
test_route_tie_break (void)
{
  static const int sizes[][2] = { { 8, 8 }, { 9, 6 }, { 11, 10 } };
  guint several = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int w = sizes[s][0], h = sizes[s][1];
      g_autoptr (kn_board) b = NULL;
      kn_square offs[8];
      size_t noff = kn_leaper_offsets (KN_KNIGHT, offs);

      g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
      g_assert_true (kn_knight_formula_exact (w, h));
      for (int to = 0; to < w * h; to++)
        {
          g_autofree int *dist = plain_bfs (b, KN_KNIGHT, to);   /* distances to `to` */

          for (int from = 0; from < w * h; from++)
            {
              int64_t moves = -1;
              g_autoptr (kn_path) path = NULL;
              kn_square cur = { from % w, from / w };

              g_assert_cmpint (kn_shortest_path (b, KN_KNIGHT, cur, (kn_square) { to % w, to / w },
                                                 NULL, &moves, &path), ==, KN_OK);
              g_assert_cmpint (moves, ==, dist[from]);
              g_assert_cmpuint (kn_path_length (path), ==, (size_t) moves + 1);
              for (int64_t i = 1; i <= moves; i++)
                {
                  kn_square want = { -1, -1 };
                  guint closer = 0;

                  for (size_t k = 0; k < noff; k++)
                    {
                      kn_square n = { cur.x + offs[k].x, cur.y + offs[k].y };

                      if (n.x >= 0 && n.y >= 0 && n.x < w && n.y < h &&
                          dist[n.y * w + n.x] == moves - i)
                        {
                          if (closer++ == 0)
                            want = n;
                        }
                    }
                  several += closer > 1;
                  g_assert_true (tu_same (kn_path_square (path, (size_t) i), want));
                  cur = want;
                }
            }
        }
    }
  g_assert_cmpuint (several, >, 1000);
}

/* Among the many shortest routes of an open board, A* (astar.c) dives
 * through each bucket of equal estimates newest first, pushing the children
 * farthest from the start-target line first, "so the dive keeps to the
 * straight line": on 64x64 with one wall in a corner (so the closed form
 * does not answer), every route of the knight stays within 3 squares of
 * the line from its start to its target, and the wazir's and the ferz's
 * within 1.5 (measured: 2.2, 0.7 and 1.0 at most; with the children's
 * order reversed, 16, 41 and 30). */
static void
test_route_straight_line (void)
{
  static const struct { kn_leaper leaper; double bound; } pieces[] = {
    { { 1, 2 }, 3.0 }, { { 0, 1 }, 1.5 }, { { 1, 1 }, 1.5 },
  };
  g_autoptr (kn_board) b = NULL;
  guint64 rng = 64;
  guint routes = 0;

  g_assert_cmpint (kn_board_new (64, 64, &b), ==, KN_OK);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 63, 0 }, true), ==, KN_OK);
  for (guint k = 0; k < G_N_ELEMENTS (pieces); k++)
    for (int t = 0; t < 400; t++)
      {
        /* ranks 2 to 64, files a to bk: never the wall */
        kn_square from = tu_random_square (&rng, 63, 63), to = tu_random_square (&rng, 63, 63);
        double dx = to.x - from.x, dy = to.y - from.y, len = sqrt (dx * dx + dy * dy);
        int64_t moves = -1;
        g_autoptr (kn_path) path = NULL;
        g_autofree int *dist = NULL;

        from.y++;
        to.y++;
        g_assert_cmpint (kn_shortest_path (b, pieces[k].leaper, from, to, NULL, &moves, &path),
                         ==, KN_OK);
        if (moves < 0 || len < 8)
          continue;
        dist = plain_bfs (b, pieces[k].leaper, from.y * 64 + from.x);
        g_assert_cmpint (moves, ==, dist[to.y * 64 + to.x]);
        for (size_t i = 0; i < kn_path_length (path); i++)
          {
            kn_square q = kn_path_square (path, i);
            double off = fabs ((q.x - from.x) * dy - (q.y - from.y) * dx) / len;

            if (off > pieces[k].bound)
              g_error ("(%d,%d) leaper %d,%d -> %d,%d: the route strays %.2f squares from the "
                       "straight line", pieces[k].leaper.m, pieces[k].leaper.n, from.x, from.y,
                       to.x, to.y, off);
          }
        routes++;
      }
  g_assert_cmpuint (routes, >, 600);
}

/* --------------------------------------------------------- light, dark */

static gboolean
dark (int cell, int w)
{
  return (cell % w + cell / w) % 2 == 0;
}

/* "c1 is light while a1 is dark": a ferz never changes colour; for every
 * pair of squares of different colours on three boards the sentence calls
 * each square by its colour, a1 dark. */
static void
test_light_dark_reach (void)
{
  static const int sizes[][2] = { { 8, 8 }, { 5, 7 }, { 7, 4 } };
  kn_leaper ferz = { 1, 1 };
  guint told = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int w = sizes[s][0], h = sizes[s][1];
      g_autoptr (kn_board) b = NULL;

      g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
      for (int from = 0; from < w * h; from += 3)
        for (int to = 0; to < w * h; to++)
          {
            KlSolveOptions o;
            KlPieces p = { from, to, -1, NULL, 0 };
            g_autoptr (KlSolution) sol = NULL;
            g_autofree char *text = NULL, *fn = cell_name (from, w), *tn = cell_name (to, w);
            g_autofree char *want = NULL;

            if (dark (from, w) == dark (to, w))
              continue;
            kl_solve_options_init (&o);
            o.leaper = ferz;
            sol = kl_solve_board (b, &p, &o, NULL, NULL);
            g_assert_cmpint (sol->outcome, ==, KL_OUTCOME_NONE);
            g_assert_cmpint (sol->reason->argument, ==, KN_REACH_COLOUR);
            text = kl_reason_explain (sol->reason);
            want = g_strdup_printf ("%s is %s while %s is %s", tn, dark (to, w) ? "dark" : "light",
                                    fn, dark (from, w) ? "dark" : "light");
            if (strstr (text, want) == NULL)
              g_error ("\"%s\" does not say \"%s\"", text, want);
            told++;
          }
    }
  g_assert_cmpuint (told, >, 300);
}

/* Tours ruled out by colour, on boards with walls and on odd empty boards:
 * the counts of light and dark squares in the reason and its sentence are
 * the test's own count of free squares by (x + y) parity, and a square the
 * sentence calls light or dark has that colour. */
static void
test_light_dark_tours (void)
{
  guint64 rng = 3;
  guint told = 0, named = 0, forced_named = 0;
  g_autoptr (GRegex) re = g_regex_new ("([a-z]+\\d+) is (light|dark)", 0, 0, NULL);

  for (int round = 0; round < 400; round++)
    {
      int w = 3 + (int) tu_below (&rng, 6), h = 3 + (int) tu_below (&rng, 6);
      int start = (int) tu_below (&rng, (guint64) (w * h));
      int end = (int) tu_below (&rng, (guint64) (w * h));
      int keep[2] = { start, end };
      g_autoptr (kn_board) b = random_board (&rng, w, h, round % 4 ? 15 : 0, keep, 2);
      KlSolveOptions o;
      KlPieces p = { round % 3 ? start : -1, round % 2 ? end : -1, -1, NULL, 0 };
      g_autoptr (KlSolution) s = NULL;
      g_autoptr (GMatchInfo) m = NULL;
      guint64 light = 0, darks = 0;
      g_autofree char *text = NULL;

      if (p.start == p.target && p.start >= 0)
        continue;
      kl_solve_options_init (&o);
      o.mode = KL_MODE_TOUR;
      o.closed = round % 5 == 0;
      o.node_budget = 20000;
      s = kl_solve_board (b, &p, &o, NULL, NULL);
      if (s->reason == NULL || s->reason->kind != KN_REASON_COLOUR)
        continue;
      for (int c = 0; c < w * h; c++)
        if (kn_board_is_free (b, (kn_square) { c % w, c / w }))
          {
            if (dark (c, w))
              darks++;
            else
              light++;
          }
      g_assert_cmpuint (s->reason->light, ==, light);
      g_assert_cmpuint (s->reason->dark, ==, darks);
      text = kl_reason_explain (s->reason);
      g_assert_cmpint (number_after (text, "(\\d+) dark squares?"), ==, (gint64) darks);
      g_assert_cmpint (number_after (text, "(\\d+) light squares?"), ==, (gint64) light);
      g_regex_match (re, text, 0, &m);
      while (g_match_info_matches (m))
        {
          g_autofree char *sq = g_match_info_fetch (m, 1);
          g_autofree char *colour = g_match_info_fetch (m, 2);
          kn_square at;

          g_assert_true (kl_parse_square (sq, w, h, &at, NULL));
          g_assert_cmpstr (colour, ==, dark (at.y * w + at.x, w) ? "dark" : "light");
          /* the square blamed is one the tour was asked to start or end
           * on, or one it must end on: a square with one free neighbour */
          gboolean forced = FALSE;
          for (guint k = 0; s->reason->dead_ends != NULL && k < s->reason->dead_ends->len; k++)
            forced |= g_array_index (s->reason->dead_ends, int, k) == at.y * w + at.x;
          if (forced)
            {
              guint8 *none = g_malloc0 ((gsize) (w * h));
              g_assert_cmpuint (tu_open_degree (b, KN_KNIGHT, none, (kn_cell) (at.y * w + at.x)), ==, 1);
              g_free (none);
              forced_named++;
            }
          g_assert_true (at.y * w + at.x == p.start || at.y * w + at.x == p.target || forced);
          named++;
          g_match_info_next (m, NULL);
        }
      told++;
    }
  g_assert_cmpuint (told, >, 40);
  g_assert_cmpuint (named, >, 20);
  g_assert_cmpuint (forced_named, >, 0); /* the forced ends come up, and are checked */
}

/* A leaper whose m and n share a factor g > 1 moves on a lattice: the
 * sentence's step is g, and when m / g + n / g is even the steps add up to
 * a multiple of 2g; the file and rank changes it names are the squares'
 * own; for a map, the squares it says cannot be reached are the free
 * squares the test's BFS does not reach.  g and the parity are worked out
 * here. */
static void
test_lattice_numbers (void)
{
  static const kn_leaper leapers[] = { { 0, 2 }, { 2, 2 }, { 2, 4 }, { 3, 3 }, { 2, 6 }, { 0, 3 } };
  guint paths = 0, maps = 0;

  for (guint k = 0; k < G_N_ELEMENTS (leapers); k++)
    {
      int m = leapers[k].m, n = leapers[k].n, g = m, w = 9, h = 8;
      gboolean parity;
      g_autoptr (kn_board) b = NULL;

      for (int r = n; r != 0;)
        {
          int t = g % r;
          g = r;
          r = t;
        }
      parity = (m / g + n / g) % 2 == 0;
      g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
      for (int from = 0; from < w * h; from += 5)
        {
          g_autofree int *dist = plain_bfs (b, leapers[k], from);
          g_autofree char *fn = cell_name (from, w);
          KlSolveOptions o;
          KlPieces p = { from, -1, -1, NULL, 0 };
          g_autoptr (KlSolution) map = NULL;
          g_autofree char *text = NULL;
          int unreached = 0;

          kl_solve_options_init (&o);
          o.mode = KL_MODE_DISTANCE;
          o.leaper = leapers[k];
          map = kl_solve_board (b, &p, &o, NULL, NULL);
          for (int c = 0; c < w * h; c++)
            unreached += dist[c] < 0;
          g_assert_nonnull (map->reason);
          text = kl_reason_explain (map->reason);
          if (map->reason->argument == KN_REACH_LATTICE)
            {
              g_assert_cmpint (number_after (text, "multiples of (\\d+)"), ==, g);
              if (parity)
                g_assert_cmpint (number_after (text, "add up to a multiple of (\\d+)"), ==, 2 * g);
              else
                g_assert_null (strstr (text, "add up to"));
              g_assert_cmpint (number_after (text, "the other (\\d+) free square"), ==, unreached);
              g_assert_nonnull (strstr (text, fn));
              maps++;
            }
          for (int to = 0; to < w * h; to++)
            {
              g_autoptr (KlSolution) s = NULL;
              g_autofree char *t2 = NULL;
              int files = ABS (to % w - from % w), ranks = ABS (to / w - from / w);

              if (dist[to] >= 0)
                continue;
              p = (KlPieces) { from, to, -1, NULL, 0 };
              o.mode = KL_MODE_PATH;
              s = kl_solve_board (b, &p, &o, NULL, NULL);
              g_assert_cmpint (s->outcome, ==, KL_OUTCOME_NONE);
              if (s->reason->argument != KN_REACH_LATTICE)
                continue;
              t2 = kl_reason_explain (s->reason);
              g_assert_cmpint (number_after (t2, "multiples of (\\d+)"), ==, g);
              if (parity)
                g_assert_cmpint (number_after (t2, "add up to a multiple of (\\d+)"), ==, 2 * g);
              g_assert_cmpint (number_after (t2, "file changes by (\\d+)"), ==, files);
              g_assert_cmpint (number_after (t2, "the rank by (\\d+)"), ==, ranks);
              /* off the lattice: a change not a multiple of g, or an odd sum of steps */
              g_assert_true (files % g != 0 || ranks % g != 0 ||
                             (parity && (files / g + ranks / g) % 2 == 1));
              paths++;
            }
        }
    }
  g_assert_cmpuint (maps, >, 50);
  g_assert_cmpuint (paths, >, 500);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pins/explain/bfs-numbers", test_bfs_numbers);
  g_test_add_func ("/pins/explain/tour-numbers", test_tour_numbers);
  g_test_add_func ("/pins/explain/dynamic-numbers", test_dynamic_numbers);
  g_test_add_func ("/pins/camelot/equal-pickups", test_camelot_pickups);
  g_test_add_func ("/pins/path/route-tie-break", test_route_tie_break);
  g_test_add_func ("/pins/path/astar-straight-line", test_route_straight_line);
  g_test_add_func ("/pins/reason/light-dark-reach", test_light_dark_reach);
  g_test_add_func ("/pins/reason/light-dark-tours", test_light_dark_tours);
  g_test_add_func ("/pins/reason/lattice-numbers", test_lattice_numbers);
  return g_test_run ();
}
