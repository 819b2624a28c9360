/* test-routes.c - exact counts of shortest routes (kl-routes.c) and what
 * inspecting a square says at each frame: counts against a brute-force
 * enumeration of every shortest route on small boards, against the test's
 * own decimal dynamic programme over a whole 300 x 300 board, the carries
 * of the base-10^9 addition against a digit-by-digit one, the bounds given
 * under tight limits, the locale's grouping of big numbers, and the
 * inspection at every frame against the test's own distances. */
#include <locale.h>
#include <string.h>

#include "kl-explain.h"
#include "kl-notation.h"
#include "kl-routes.h"
#include "test-util.h"

static const kn_leaper leapers[] = {
  { 1, 2 }, { 1, 3 }, { 2, 3 }, { 0, 1 }, { 1, 1 }, { 2, 2 }, { 0, 2 },
};

/* ------------------------------------------------------------ decimal strings */

/* a + b, digit by digit, the way it is done on paper. */
static char *
paper_add (const char *a, const char *b)
{
  gsize la = strlen (a), lb = strlen (b), n = MAX (la, lb) + 1;
  char *out = g_malloc0 (n + 1);
  int carry = 0;

  for (gsize i = 0; i < n; i++)
    {
      int d = carry;

      if (i < la)
        d += a[la - 1 - i] - '0';
      if (i < lb)
        d += b[lb - 1 - i] - '0';
      out[n - 1 - i] = (char) ('0' + d % 10);
      carry = d / 10;
    }
  /* no leading zeros but for zero itself */
  gsize skip = strspn (out, "0");
  if (skip == n)
    skip = n - 1;
  memmove (out, out + skip, n - skip + 1);
  return out;
}

static char *
u64_digits (guint64 v)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, v);
}

/* ------------------------------------------------------------ moves */

/* Every free square one leaper move from each square, found by testing
 * every pair of squares (tu_is_leap): nothing of the library's offsets. */
typedef struct
{
  int     width, height;
  GArray *next[64 * 64];  /* of int */
} Moves;

static Moves *
moves_new (const kn_board *b, kn_leaper leaper)
{
  Moves *m = g_new0 (Moves, 1);

  m->width = kn_board_width (b);
  m->height = kn_board_height (b);
  g_assert_cmpint (m->width * m->height, <=, 64 * 64);
  for (int a = 0; a < m->width * m->height; a++)
    {
      kn_square sa = { a % m->width, a / m->width };

      m->next[a] = g_array_new (FALSE, FALSE, sizeof (int));
      if (!kn_board_is_free (b, sa))
        continue;
      for (int c = 0; c < m->width * m->height; c++)
        {
          kn_square sc = { c % m->width, c / m->width };

          if (kn_board_is_free (b, sc) && tu_is_leap (leaper, sa, sc))
            g_array_append_val (m->next[a], c);
        }
    }
  return m;
}

static void
moves_free (Moves *m)
{
  for (int a = 0; a < m->width * m->height; a++)
    g_array_unref (m->next[a]);
  g_free (m);
}

/* Brute force: walks every shortest route from the start, one at a time,
 * and counts each at the square it ends on.  A walk of length k stands on
 * a square at distance k exactly when it is a shortest route to it (the
 * distances are the test's own relaxation), so those are the walks kept. */
static void
enumerate (const Moves *m, const int32_t *dist, int cell, int len, guint64 *count)
{
  if (dist[cell] != len)
    return;
  count[cell]++;
  for (guint i = 0; i < m->next[cell]->len; i++)
    enumerate (m, dist, g_array_index (m->next[cell], int, i), len + 1, count);
}

/* ------------------------------------------------------------ small boards */

/* Every square of small random boards with walls and seven leapers: the
 * exact count, by the cone (no bfs) and by the 64-bit shortcut (bfs), and
 * libknight's saturating count, against brute force; and under tight
 * limits either the same count or a bound it does not break. */
static void
test_brute_force (void)
{
  guint64 rng = 2024;
  guint bounds = 0;

  for (int round = 0; round < tu_rounds (400, 60); round++)
    {
      int w = 1 + (int) tu_below (&rng, 8), h = 1 + (int) tu_below (&rng, 8);
      kn_leaper leaper = leapers[tu_below (&rng, G_N_ELEMENTS (leapers))];
      kn_square start = tu_random_square (&rng, w, h);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 35), &start, 1);
      g_autofree int32_t *dist = tu_reference_distances (b, leaper, start);
      g_autofree guint64 *count = g_new0 (guint64, w * h);
      Moves *m = moves_new (b, leaper);
      kn_distmap *map = NULL;
      kn_bfs_explain *bfs = NULL;

      enumerate (m, dist, start.y * w + start.x, 0, count);
      g_assert_cmpint (kn_distmap_compute (b, leaper, start, NULL, &map), ==, KN_OK);
      g_assert_cmpint (kn_bfs_explain_new (map, NULL, &bfs), ==, KN_OK);
      for (int cell = 0; cell < w * h; cell++)
        {
          kn_square sq = { cell % w, cell / w };
          g_autofree char *want = u64_digits (count[cell]);
          KlRouteCount cone, fast, tight;
          KlRouteLimits limits = { 1 + tu_below (&rng, 12), tu_below (&rng, 40) };

          kl_route_count (map, NULL, sq, NULL, &cone);
          kl_route_count (map, bfs, sq, NULL, &fast);
          g_assert_cmpstr (cone.digits, ==, want);
          g_assert_cmpstr (fast.digits, ==, want);
          g_assert_cmpuint (kn_bfs_explain_routes (bfs, sq), ==, count[cell]);
          kl_route_count (map, NULL, sq, &limits, &tight);
          if (tight.digits != NULL)
            g_assert_cmpstr (tight.digits, ==, want);
          else
            {
              /* at least 10^k routes: k is at most the count's digits less one */
              g_assert_cmpuint (count[cell], >=, 1);
              g_assert_cmpuint (tight.at_least, <=, strlen (want) - 1);
              bounds++;
            }
          kl_route_count_clear (&cone);
          kl_route_count_clear (&fast);
          kl_route_count_clear (&tight);
        }
      kn_bfs_explain_free (bfs);
      kn_distmap_free (map);
      moves_free (m);
      kn_board_free (b);
    }
  /* the tight limits did stop some counts */
  g_assert_cmpuint (bounds, >, 0);
}

/* ------------------------------------------------------------ 300 x 300 */

/* The test's own count over the whole board: squares by distance, each
 * the sum of its neighbours one layer closer, in decimal strings added on
 * paper.  moves: the leaper's offsets written out here. */
static char **
paper_counts (const kn_distmap *map, kn_leaper leaper)
{
  int w = kn_distmap_width (map), h = kn_distmap_height (map);
  int32_t max = kn_distmap_max (map);
  char **count = g_new0 (char *, w * h);
  g_autoptr(GPtrArray) layers = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  const int signs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  kn_square offs[8];
  int noff = 0;

  for (int s = 0; s < 4; s++)
    for (int swap = 0; swap < 2; swap++)
      {
        kn_square o = swap ? (kn_square) { leaper.n * signs[s][0], leaper.m * signs[s][1] }
                           : (kn_square) { leaper.m * signs[s][0], leaper.n * signs[s][1] };
        gboolean again = FALSE;

        for (int k = 0; k < noff; k++)
          again |= tu_same (offs[k], o);
        if (!again)
          offs[noff++] = o;
      }
  for (int32_t l = 0; l <= max; l++)
    g_ptr_array_add (layers, g_array_new (FALSE, FALSE, sizeof (int)));
  for (int cell = 0; cell < w * h; cell++)
    {
      int32_t d = kn_distmap_get (map, (kn_square) { cell % w, cell / w });

      if (d >= 0)
        g_array_append_val ((GArray *) g_ptr_array_index (layers, d), cell);
      else
        count[cell] = g_strdup ("0");
    }
  for (int32_t l = 0; l <= max; l++)
    {
      GArray *layer = g_ptr_array_index (layers, l);

      for (guint i = 0; i < layer->len; i++)
        {
          int cell = g_array_index (layer, int, i);
          char *sum = g_strdup (l == 0 ? "1" : "0");

          for (int k = 0; k < noff && l > 0; k++)
            {
              kn_square p = { cell % w + offs[k].x, cell / w + offs[k].y };

              if (p.x >= 0 && p.y >= 0 && p.x < w && p.y < h && kn_distmap_get (map, p) == l - 1)
                {
                  char *next = paper_add (sum, count[p.y * w + p.x]);

                  g_free (sum);
                  sum = next;
                }
            }
          count[cell] = sum;
        }
    }
  return count;
}

/* Exact big counts on 300 x 300, open and with walls, from a corner and
 * from inside, against the paper counts: the far corners, the last layers
 * and squares at random. */
static void
test_big_board (void)
{
  guint64 rng = 300;

  for (int board = 0; board < 3; board++)
    {
      int n = 300;
      kn_square start = board == 0 ? (kn_square) { 0, 0 } : tu_random_square (&rng, n, n);
      kn_board *b = tu_random_board (&rng, n, n, board == 2 ? 20 : 0, &start, 1);
      kn_leaper leaper = board == 1 ? (kn_leaper) { 2, 3 } : KN_KNIGHT;
      kn_distmap *map = NULL;
      kn_bfs_explain *bfs = NULL;
      char **want;
      gsize longest = 0;
      g_autoptr(GArray) asked = g_array_new (FALSE, FALSE, sizeof (kn_square));

      g_assert_cmpint (kn_distmap_compute (b, leaper, start, NULL, &map), ==, KN_OK);
      g_assert_cmpint (kn_bfs_explain_new (map, NULL, &bfs), ==, KN_OK);
      want = paper_counts (map, leaper);
      for (int c = 0; c < 4; c++)
        {
          kn_square corner = { c & 1 ? n - 1 : 0, c & 2 ? n - 1 : 0 };

          g_array_append_val (asked, corner);
        }
      for (size_t i = kn_distmap_reached_count (map); i-- > 0 &&
           kn_distmap_get (map, kn_distmap_reached (map, i)) == kn_distmap_max (map);)
        {
          kn_square last = kn_distmap_reached (map, i);

          if (asked->len < 12)
            g_array_append_val (asked, last);
        }
      for (int i = 0; i < tu_rounds (40, 6); i++)
        {
          kn_square sq = tu_random_square (&rng, n, n);

          g_array_append_val (asked, sq);
        }
      for (guint i = 0; i < asked->len; i++)
        {
          kn_square sq = g_array_index (asked, kn_square, i);
          KlRouteCount cone, fast;

          kl_route_count (map, NULL, sq, NULL, &cone);
          kl_route_count (map, bfs, sq, NULL, &fast);
          g_assert_cmpstr (cone.digits, ==, want[sq.y * n + sq.x]);
          g_assert_cmpstr (fast.digits, ==, want[sq.y * n + sq.x]);
          longest = MAX (longest, strlen (cone.digits));
          kl_route_count_clear (&cone);
          kl_route_count_clear (&fast);
        }
      g_test_message ("board %d: %zu squares reached, deepest layer %d, longest count %zu "
                      "digits", board, kn_distmap_reached_count (map), kn_distmap_max (map),
                      longest);
      /* beyond 64 bits (20 digits): the counts the issue found saturated */
      g_assert_cmpuint (longest, >=, 25);
      for (int i = 0; i < n * n; i++)
        g_free (want[i]);
      g_free (want);
      kn_bfs_explain_free (bfs);
      kn_distmap_free (map);
      kn_board_free (b);
    }
}

/* A bound where the limits stop the count: 10^at_least is at most the
 * exact count, and past 2^64 it is at least 10^19. */
static void
test_bound (void)
{
  kn_board *b = NULL;
  kn_distmap *map = NULL;
  kn_bfs_explain *bfs = NULL;
  kn_square corner = { 199, 199 };
  KlRouteCount exact, bound, cut;
  KlRouteLimits few_squares = { 1000, G_MAXUINT64 };
  guint exacts = 0, better = 0;
  g_autofree char *words = NULL;

  g_assert_cmpint (kn_board_new (200, 200, &b), ==, KN_OK);
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, (kn_square) { 0, 0 }, NULL, &map), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &bfs), ==, KN_OK);
  kl_route_count (map, NULL, corner, NULL, &exact);
  g_assert_nonnull (exact.digits);
  g_assert_cmpuint (strlen (exact.digits), >, 20);

  /* the cone is too big: the 64-bit count saturated, so at least 10^19 */
  kl_route_count (map, bfs, corner, &few_squares, &bound);
  g_assert_null (bound.digits);
  g_assert_cmpuint (bound.at_least, ==, 19);
  words = kl_route_count_words (&bound);
  g_assert_cmpstr (words, ==, "at least 10¹⁹");
  g_assert_cmpuint (kl_route_count_plural (&bound), ==, 1000000);

  /* stopped by the work, at budgets from tiny to enough: each answer the
   * exact count, or a bound true of it and never below 10^19 (the 64-bit
   * count saturated); some bounds better than that, from the counts
   * worked out */
  for (guint64 work = 1024; work <= ((guint64) 1 << 24); work *= 2)
    {
      KlRouteLimits limits = { G_MAXSIZE, work };

      kl_route_count (map, bfs, corner, &limits, &cut);
      if (cut.digits != NULL)
        {
          g_assert_cmpstr (cut.digits, ==, exact.digits);
          exacts++;
        }
      else
        {
          g_assert_cmpuint (cut.at_least, <=, strlen (exact.digits) - 1);
          g_assert_cmpuint (cut.at_least, >=, 19);
          better += cut.at_least > 19;
        }
      kl_route_count_clear (&cut);
    }
  g_assert_cmpuint (exacts, >, 0);
  g_assert_cmpuint (better, >, 0);

  kl_route_count_clear (&exact);
  kl_route_count_clear (&bound);
  kn_bfs_explain_free (bfs);
  kn_distmap_free (map);
  kn_board_free (b);
}

/* ------------------------------------------------------------ numbers */

/* The base-10^9 addition against paper, on numbers made to carry: runs
 * of nines and zeros across the nine-digit limbs, and many terms. */
static void
test_carries (void)
{
  guint64 rng = 9;
  const char *fixed[][3] = {
    { "999999999", "1", "1000000000" },
    { "999999999999999999", "1", "1000000000000000000" },
    { "1000000000", "999999999", "1999999999" },
    { "999999999999999999999999999", "999999999999999999999999999",
      "1999999999999999999999999998" },
    { "1000000000000000000", "0", "1000000000000000000" },
    { "0", "0", "0" },
    { "000000000123", "7", "130" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    {
      const char *terms[2] = { fixed[i][0], fixed[i][1] };
      g_autofree char *sum = kl_decimal_sum (terms, 2);

      g_assert_cmpstr (sum, ==, fixed[i][2]);
    }
  for (int round = 0; round < tu_rounds (3000, 300); round++)
    {
      guint n = 1 + (guint) tu_below (&rng, round % 10 == 0 ? 300 : 8);
      g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *want = g_strdup ("0");
      g_autofree char *got = NULL;

      for (guint t = 0; t < n; t++)
        {
          /* lengths around the limbs' edges, digits mostly 9 and 0 */
          gsize len = 1 + (gsize) tu_below (&rng, 4) * 9 + (gsize) tu_below (&rng, 3);
          char *term = g_malloc (len + 1), *next;

          len -= tu_below (&rng, 2);
          len = MAX (len, 1);
          for (gsize k = 0; k < len; k++)
            {
              guint64 r = tu_below (&rng, 10);
              term[k] = r < 6 ? '9' : r < 8 ? '0' : (char) ('0' + tu_below (&rng, 10));
            }
          term[len] = '\0';
          g_ptr_array_add (terms, term);
          next = paper_add (want, term);
          g_free (want);
          want = next;
        }
      got = kl_decimal_sum ((const char * const *) terms->pdata, n);
      g_assert_cmpstr (got, ==, want);
    }
}

/* The plural's n keeps the last six digits, and never makes a count past a
 * million look like one. */
static void
test_plural (void)
{
  const struct { const char *digits; gulong n; } cases[] = {
    { "0", 0 }, { "1", 1 }, { "21", 21 }, { "999999", 999999 }, { "1000000", 1000000 },
    { "1000001", 1000001 }, { "123456789012345678901", 1678901 },
    { "100000000000000000000000", 1000000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      KlRouteCount c = { (char *) cases[i].digits, 0 };

      g_assert_cmpuint (kl_route_count_plural (&c), ==, cases[i].n);
    }
  for (guint k = 0; k < 8; k++)
    {
      KlRouteCount c = { NULL, k };
      gulong want = 1;

      for (guint j = 0; j < MIN (k, 6); j++)
        want *= 10;
      g_assert_cmpuint (kl_route_count_plural (&c), ==, k < 6 ? want : 1000000);
    }
}

/* Digits grouped as localeconv describes: a separator before every group
 * counted from the right, the last size repeated, CHAR_MAX ending it. */
static void
test_grouping (void)
{
  guint64 rng = 5;
  const struct { const char *digits, *sep, *grouping, *want; } cases[] = {
    { "1234567", ",", "\3", "1,234,567" },
    { "123456", ",", "\3", "123,456" },
    { "123", ",", "\3", "123" },
    { "1234", ",", "\3\3", "1,234" },
    { "123456789", ",", "\3\2", "12,34,56,789" },
    { "1234567", ".", "\3\177", "1234.567" },
    { "1234567", "\u202f", "\3", "1\u202f234\u202f567" },
    { "1234567", ",", "", "1234567" },
    { "1234567", "", "\3", "1234567" },
    { "0", ",", "\3", "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = kl_group_digits_as (cases[i].digits, cases[i].sep, cases[i].grouping);

      g_assert_cmpstr (got, ==, cases[i].want);
    }
  /* groups of three on long numbers: a comma exactly where the digits to
   * its right are a multiple of three */
  for (int round = 0; round < 200; round++)
    {
      gsize len = 1 + (gsize) tu_below (&rng, 80), at = 0;
      g_autofree char *digits = g_malloc (len + 1);
      g_autofree char *got = NULL;

      for (gsize k = 0; k < len; k++)
        digits[k] = (char) ((k == 0 ? '1' : '0') + tu_below (&rng, k == 0 ? 9 : 10));
      digits[len] = '\0';
      got = kl_group_digits_as (digits, ",", "\3");
      for (gsize k = 0; k < len; k++)
        {
          if (k > 0 && (len - k) % 3 == 0)
            g_assert_cmpint (got[at++], ==, ',');
          g_assert_cmpint (got[at++], ==, digits[k]);
        }
      g_assert_cmpint (got[at], ==, '\0');
    }
  /* the locale's grouping is kl_format_count's, in the test's locale and
   * in the grouping ones installed here */
  {
    const char *locales[] = { "en_US.UTF-8", "de_DE.UTF-8", "hi_IN.UTF-8", "ru_RU.UTF-8" };
    g_autofree char *saved = g_strdup (setlocale (LC_NUMERIC, NULL));

    for (guint l = 0; l <= G_N_ELEMENTS (locales); l++)
      {
        if (l > 0 && setlocale (LC_NUMERIC, locales[l - 1]) == NULL)
          {
            g_test_message ("locale %s not installed", locales[l - 1]);
            continue;
          }
        for (int round = 0; round < 200; round++)
          {
            guint64 v = tu_rand (&rng) >> tu_below (&rng, 64);
            g_autofree char *digits = u64_digits (v);
            g_autofree char *grouped = kl_group_digits (digits);
            g_autofree char *count = kl_format_count (v);

            g_assert_cmpstr (grouped, ==, count);
          }
      }
    setlocale (LC_NUMERIC, saved);
  }
}

/* ------------------------------------------------------------ inspection */

/* Inspection at every frame of random shortest paths and distance maps:
 * a square is reached at frame k exactly when the test's distance is at
 * most k (at the last step and past it, whenever it is reached at all);
 * then its distance, its parent one move and one layer closer, and its
 * exact count by brute force, grouped, in the sentence; else nothing but
 * "not reached yet". */
static void
test_inspect_frames (void)
{
  guint64 rng = 77;

  for (int round = 0; round < tu_rounds (120, 20); round++)
    {
      int w = 1 + (int) tu_below (&rng, 8), h = 1 + (int) tu_below (&rng, 8);
      kn_leaper leaper = leapers[tu_below (&rng, G_N_ELEMENTS (leapers))];
      kn_square start = tu_random_square (&rng, w, h), target = tu_random_square (&rng, w, h);
      kn_square keep[2] = { start, target };
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 30), keep, 2);
      g_autofree int32_t *dist = tu_reference_distances (b, leaper, start);
      g_autofree guint64 *count = g_new0 (guint64, w * h);
      Moves *m = moves_new (b, leaper);
      gboolean path = round % 2 == 0;
      kn_distmap *map = NULL;
      kn_path *route = NULL;
      g_autoptr(KlExplain) ex = NULL;
      guint n_steps;

      enumerate (m, dist, start.y * w + start.x, 0, count);
      g_assert_cmpint (kn_distmap_compute (b, leaper, start, NULL, &map), ==, KN_OK);
      if (path)
        {
          g_assert_cmpint (kn_distmap_path (map, target, &route), ==, KN_OK);
          g_assert_cmpint (kl_explain_new_path (map, target, route, NULL, &ex), ==, KN_OK);
        }
      else
        g_assert_cmpint (kl_explain_new_distance (map, NULL, &ex), ==, KN_OK);
      n_steps = kl_explain_get_n_steps (ex);
      for (guint frame = 0; frame <= n_steps; frame++)
        for (int cell = 0; cell < w * h; cell++)
          {
            guint asked = frame == n_steps ? G_MAXUINT : frame;
            gboolean over = frame >= n_steps - 1;
            gboolean reached = dist[cell] >= 0 && (over || dist[cell] <= (int32_t) frame);
            g_autofree char *name = NULL;
            KlExplainInspect in;

            g_assert_true (kl_explain_inspect (ex, cell, asked, &in));
            name = g_strdup_printf ("%c%d", 'a' + cell % w, cell / w + 1);
            g_assert_true (g_str_has_prefix (in.text, name));
            g_assert_cmpint (in.reached_yet, ==, reached);
            if (reached)
              {
                g_autofree char *want = u64_digits (count[cell]);
                g_autofree char *grouped = kl_group_digits (want);

                g_assert_cmpint (in.distance, ==, dist[cell]);
                g_assert_cmpuint (in.routes, ==, count[cell]);
                g_assert_cmpstr (in.route_count.digits, ==, want);
                g_assert_cmpstr (in.routes_text, ==, grouped);
                if (dist[cell] == 0)
                  g_assert_cmpint (in.parent, ==, -1);
                else
                  {
                    kn_square sq = { cell % w, cell / w };
                    kn_square p = { in.parent % w, in.parent / w };

                    g_assert_cmpint (in.parent, >=, 0);
                    g_assert_true (tu_is_leap (leaper, sq, p));
                    g_assert_cmpint (dist[in.parent], ==, dist[cell] - 1);
                    g_assert_nonnull (strstr (in.text, grouped));
                  }
              }
            else
              {
                g_assert_cmpint (in.distance, ==, -1);
                g_assert_cmpint (in.parent, ==, -1);
                g_assert_cmpuint (in.routes, ==, 0);
                g_assert_null (in.routes_text);
                g_assert_null (in.route_count.digits);
                if (!over)
                  {
                    g_autofree char *yet = g_strdup_printf ("%s: not reached yet.", name);

                    g_assert_cmpstr (in.text, ==, yet);
                  }
                else
                  g_assert_nonnull (strstr (in.text, "not reached from"));
              }
            kl_explain_inspect_clear (&in);
          }
      kn_path_free (route);
      moves_free (m);
      kn_board_free (b);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/routes/brute-force", test_brute_force);
  g_test_add_func ("/puzzle/routes/300x300", test_big_board);
  g_test_add_func ("/puzzle/routes/bound", test_bound);
  g_test_add_func ("/puzzle/routes/carries", test_carries);
  g_test_add_func ("/puzzle/routes/plural", test_plural);
  g_test_add_func ("/puzzle/routes/grouping", test_grouping);
  g_test_add_func ("/puzzle/routes/inspect-frames", test_inspect_frames);
  return g_test_run ();
}
