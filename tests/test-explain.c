/* test-explain.c - libknight's explanations (BFS layers, parents and route
 * counts; the dynamic knight's steps; Camelot's steps, pieces, pickup and
 * heat map) against hand-derived facts and independent brute forces. */
#include <string.h>

#include "test-util.h"

/* A square of an 8x8 board by name. */
static kn_square
on8 (const char *name)
{
  return tu_square (name, 8, 8);
}

static const kn_leaper leapers[] = {
  { 1, 2 }, { 1, 3 }, { 2, 3 }, { 1, 4 }, { 2, 2 }, { 0, 1 }, { 1, 1 }, { 0, 2 }, { 3, 4 },
};

static gint
cmp_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The squares as a sorted, space-separated list of names. */
static char *
sorted_names (const kn_square *squares, size_t n)
{
  GPtrArray *v = g_ptr_array_new_with_free_func (g_free);
  for (size_t i = 0; i < n; i++)
    {
      char buf[KN_SQUARE_BUFSIZE];
      kn_square_format (squares[i], 0, buf, sizeof buf);
      g_ptr_array_add (v, g_strdup (buf));
    }
  g_ptr_array_sort (v, cmp_names);
  g_ptr_array_add (v, NULL);
  char *s = g_strjoinv (" ", (char **) v->pdata);
  g_ptr_array_unref (v);
  return s;
}

/* The targets of one kind met in a layer, sorted by name. */
static char *
targets_of (const kn_bfs_layer *l, kn_target_kind kind)
{
  GArray *v = g_array_new (FALSE, FALSE, sizeof (kn_square));
  for (size_t i = 0; i < l->n_expanded * l->n_offsets; i++)
    if (l->targets[i].kind == (uint32_t) kind)
      g_array_append_val (v, l->targets[i].square);
  char *s = sorted_names ((kn_square *) v->data, v->len);
  g_array_unref (v);
  return s;
}

/* The obstacles sample, knight from a1: every layer worked out by hand on
 * paper (the walls fill files c and d up to rank 5), and the details of the
 * layers the narration quotes. */
static void
test_obstacles_layers (void)
{
  const char *const *layers = tu_obstacles_layers;
  static const size_t visited[TU_OBSTACLES_LAYERS] = { 1, 2, 3, 5, 12, 26, 43, 53, 54 };
  kn_board *b = tu_obstacles_board ();
  kn_distmap *map = NULL;
  kn_bfs_explain *ex = NULL;
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, on8 ("a1"), NULL, &map), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &ex), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_layers (ex), ==, TU_OBSTACLES_LAYERS);
  for (int32_t k = 0; k < TU_OBSTACLES_LAYERS; k++)
    {
      kn_bfs_layer *l = NULL;
      g_assert_cmpint (kn_bfs_layer_get (ex, k, &l), ==, KN_OK);
      g_autofree char *got = sorted_names (l->frontier, l->n_frontier);
      g_assert_cmpstr (got, ==, layers[k]);
      g_assert_cmpuint (l->visited, ==, visited[k]);
      g_assert_cmpuint (kn_bfs_explain_visited (ex, k), ==, visited[k]);
      if (k > 0)
        {
          g_autofree char *exp = sorted_names (l->expanded, l->n_expanded);
          g_assert_cmpstr (exp, ==, layers[k - 1]);
          g_autofree char *fresh = targets_of (l, KN_TARGET_NEW);
          g_assert_cmpstr (fresh, ==, layers[k]);
        }
      kn_bfs_layer_free (l);
    }

  /* Layer 1: from a1 the knight reaches b3; c2 is a wall; six moves leave the board. */
  kn_bfs_layer *l = NULL;
  g_assert_cmpint (kn_bfs_layer_get (ex, 1, &l), ==, KN_OK);
  g_autofree char *wall1 = targets_of (l, KN_TARGET_WALL);
  g_assert_cmpstr (wall1, ==, "c2");
  g_assert_cmpuint (l->counts[KN_TARGET_OFF], ==, 6);
  g_assert_cmpuint (l->counts[KN_TARGET_SEEN], ==, 0);
  kn_bfs_layer_free (l);
  /* Layer 3: from a5 the knight reaches b7 and c6; c4 is a wall; b3 was already seen. */
  g_assert_cmpint (kn_bfs_layer_get (ex, 3, &l), ==, KN_OK);
  g_autofree char *wall3 = targets_of (l, KN_TARGET_WALL);
  g_autofree char *seen3 = targets_of (l, KN_TARGET_SEEN);
  g_assert_cmpstr (wall3, ==, "c4");
  g_assert_cmpstr (seen3, ==, "b3");
  g_assert_cmpuint (l->counts[KN_TARGET_OFF], ==, 4);
  kn_bfs_layer_free (l);
  /* Layer 4: b7 finds d8 first, so c6 finds it again as already seen. */
  g_assert_cmpint (kn_bfs_layer_get (ex, 4, &l), ==, KN_OK);
  g_autofree char *seen4 = targets_of (l, KN_TARGET_SEEN);
  g_assert_cmpstr (seen4, ==, "a5 a5 d8");
  kn_bfs_layer_free (l);
  /* The last expansion: layer 8's b2 finds nothing new and the queue empties. */
  g_assert_cmpint (kn_bfs_layer_get (ex, 9, &l), ==, KN_OK);
  g_assert_cmpuint (l->n_frontier, ==, 0);
  g_assert_cmpuint (l->counts[KN_TARGET_NEW], ==, 0);
  g_assert_cmpuint (l->visited, ==, 54);
  kn_bfs_layer_free (l);
  g_assert_cmpint (kn_bfs_layer_get (ex, 10, &l), ==, KN_ERR_RANGE);
  g_assert_null (l);
  g_assert_cmpint (kn_bfs_layer_get (ex, -1, &l), ==, KN_ERR_RANGE);

  /* Parents and route counts by hand: d8 is reached from b7 and from c6. */
  kn_square p;
  g_assert_false (kn_bfs_explain_parent (ex, on8 ("a1"), &p));
  g_assert_false (kn_bfs_explain_parent (ex, on8 ("c3"), &p));
  g_assert_true (kn_bfs_explain_parent (ex, on8 ("c6"), &p));
  g_assert_true (tu_same (p, on8 ("a5")));
  g_assert_true (kn_bfs_explain_parent (ex, on8 ("d8"), &p));
  g_assert_true (tu_same (p, on8 ("b7")));
  g_assert_cmpuint (kn_bfs_explain_routes (ex, on8 ("a1")), ==, 1);
  g_assert_cmpuint (kn_bfs_explain_routes (ex, on8 ("c6")), ==, 1);
  g_assert_cmpuint (kn_bfs_explain_routes (ex, on8 ("d8")), ==, 2);
  g_assert_cmpuint (kn_bfs_explain_routes (ex, on8 ("c3")), ==, 0);
  /* b2's only neighbour one layer closer is a4 (c4, d3, d1 are walls). */
  g_assert_cmpuint (kn_bfs_explain_routes (ex, on8 ("b2")), ==,
                    kn_bfs_explain_routes (ex, on8 ("a4")));
  kn_bfs_explain_free (ex);
  kn_distmap_free (map);
  kn_board_free (b);
}

/* Walks of exactly L moves from the start ending on each square, for
 * L = 0, 1, ...: a walk as long as a square's distance is a shortest route,
 * so this counts them without BFS layers.  Saturates like the library. */
static guint64 *
count_routes (const kn_board *b, kn_leaper leaper, kn_square start, const int32_t *dist)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  gsize n = (gsize) w * h;
  guint64 *walks = g_new0 (guint64, n), *next = g_new0 (guint64, n), *routes = g_new0 (guint64, n);
  int32_t max = 0;
  for (gsize i = 0; i < n; i++)
    max = MAX (max, dist[i]);
  walks[start.y * w + start.x] = 1;
  routes[start.y * w + start.x] = 1;
  for (int32_t len = 1; len <= max; len++)
    {
      memset (next, 0, n * sizeof *next);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          for (int32_t py = 0; py < h; py++)
            for (int32_t px = 0; px < w; px++)
              {
                guint64 from = walks[py * w + px], *to = &next[y * w + x];
                if (from == 0 || !kn_board_is_free (b, (kn_square) { x, y }) ||
                    !tu_is_leap (leaper, (kn_square) { px, py }, (kn_square) { x, y }))
                  continue;
                *to = *to > G_MAXUINT64 - from ? G_MAXUINT64 : *to + from;
              }
      memcpy (walks, next, n * sizeof *next);
      for (gsize i = 0; i < n; i++)
        if (dist[i] == len)
          routes[i] = walks[i];
    }
  g_free (walks);
  g_free (next);
  return routes;
}

/* One board: every layer against the reference distances, every move tried
 * against the board, every parent against its definition, every route count
 * against the walk count. */
static void
check_explain (const kn_board *b, kn_leaper leaper, kn_square start, gboolean brute_routes)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  kn_distmap *map = NULL;
  kn_bfs_explain *ex = NULL;
  g_assert_cmpint (kn_distmap_compute (b, leaper, start, NULL, &map), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &ex), ==, KN_OK);
  int32_t *ref = tu_reference_distances (b, leaper, start);
  int32_t max = 0;
  for (gsize i = 0; i < (gsize) w * h; i++)
    max = MAX (max, ref[i]);
  g_assert_cmpint (kn_bfs_explain_layers (ex), ==, max + 1);

  /* BFS order, from the map's trace, for "earliest". */
  gsize *rank = g_new (gsize, (gsize) w * h);
  for (gsize i = 0; i < (gsize) w * h; i++)
    rank[i] = G_MAXSIZE;
  for (size_t i = 0; i < kn_distmap_reached_count (map); i++)
    {
      kn_square s = kn_distmap_reached (map, i);
      rank[s.y * w + s.x] = i;
    }

  size_t order = 0, visited = 0;
  for (int32_t k = 0; k <= max + 1; k++)
    {
      kn_bfs_layer *l = NULL;
      g_assert_cmpint (kn_bfs_layer_get (ex, k, &l), ==, KN_OK);
      g_assert_cmpint (l->layer, ==, k);
      /* The frontier is the layer's squares, in the order the BFS reached them. */
      size_t in_layer = 0;
      for (gsize i = 0; i < (gsize) w * h; i++)
        in_layer += ref[i] == k;
      g_assert_cmpuint (l->n_frontier, ==, in_layer);
      for (size_t i = 0; i < l->n_frontier; i++)
        {
          kn_square f = l->frontier[i];
          g_assert_cmpint (ref[f.y * w + f.x], ==, k);
          g_assert_true (tu_same (f, kn_distmap_reached (map, order++)));
        }
      visited += in_layer;
      g_assert_cmpuint (l->visited, ==, visited);
      /* The expanded squares are the previous layer's, in order. */
      size_t prev = 0;
      for (gsize i = 0; i < (gsize) w * h; i++)
        prev += k > 0 && ref[i] == k - 1;
      g_assert_cmpuint (l->n_expanded, ==, prev);
      for (size_t i = 1; i < l->n_expanded; i++)
        g_assert_cmpuint (rank[l->expanded[i - 1].y * w + l->expanded[i - 1].x], <,
                          rank[l->expanded[i].y * w + l->expanded[i].x]);
      /* Every move tried: its kind from the board and the reference; the
       * new squares, in the order found, are the frontier. */
      size_t fresh = 0, counts[KN_N_TARGETS] = { 0 };
      for (size_t i = 0; i < l->n_expanded; i++)
        for (size_t j = 0; j < l->n_offsets; j++)
          {
            kn_square e = l->expanded[i], t = l->targets[i * l->n_offsets + j].square;
            uint32_t kind = l->targets[i * l->n_offsets + j].kind;
            g_assert_true (tu_is_leap (leaper, e, t));
            counts[kind]++;
            if (!kn_board_contains (b, t))
              {
                g_assert_cmpuint (kind, ==, KN_TARGET_OFF);
                continue;
              }
            if (!kn_board_is_free (b, t))
              {
                g_assert_cmpuint (kind, ==, KN_TARGET_WALL);
                continue;
              }
            kn_square parent;
            gboolean has_parent = kn_bfs_explain_parent (ex, t, &parent);
            g_assert_true (has_parent || tu_same (t, start));
            gboolean discovers = ref[t.y * w + t.x] == k && tu_same (parent, e);
            g_assert_cmpuint (kind, ==, discovers ? KN_TARGET_NEW : KN_TARGET_SEEN);
            if (kind == KN_TARGET_NEW)
              g_assert_true (tu_same (t, l->frontier[fresh++]));
            else
              g_assert_cmpint (ref[t.y * w + t.x], <=, k);
          }
      /* (layer 0 is the start, discovered by no move) */
      g_assert_cmpuint (fresh, ==, k == 0 ? 0 : l->n_frontier);
      for (int kind = 0; kind < KN_N_TARGETS; kind++)
        g_assert_cmpuint (l->counts[kind], ==, counts[kind]);
      kn_bfs_layer_free (l);
    }
  g_assert_cmpuint (order, ==, kn_distmap_reached_count (map));

  /* Parents: one move away, one layer closer, the earliest such in BFS order. */
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      {
        kn_square s = { x, y }, parent;
        int32_t d = ref[y * w + x];
        gboolean has = kn_bfs_explain_parent (ex, s, &parent);
        g_assert_cmpint (has, ==, d > 0);
        if (!has)
          continue;
        g_assert_true (tu_is_leap (leaper, s, parent));
        g_assert_cmpint (ref[parent.y * w + parent.x], ==, d - 1);
        for (int32_t py = 0; py < h; py++)
          for (int32_t px = 0; px < w; px++)
            if (ref[py * w + px] == d - 1 && tu_is_leap (leaper, s, (kn_square) { px, py }))
              g_assert_cmpuint (rank[parent.y * w + parent.x], <=, rank[py * w + px]);
      }

  if (brute_routes)
    {
      guint64 *routes = count_routes (b, leaper, start, ref);
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          g_assert_cmpuint (kn_bfs_explain_routes (ex, (kn_square) { x, y }), ==,
                            routes[y * w + x]);
      g_free (routes);
    }
  g_assert_cmpuint (kn_bfs_explain_routes (ex, (kn_square) { -1, 0 }), ==, 0);
  g_assert_false (kn_bfs_explain_parent (ex, (kn_square) { w, 0 }, NULL));
  g_free (rank);
  g_free (ref);
  kn_bfs_explain_free (ex);
  kn_distmap_free (map);
}

static void
test_random_boards (void)
{
  guint64 rng = 11;
  for (int i = 0; i < 300; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 12), h = 1 + (int32_t) tu_below (&rng, 12);
      kn_square start = tu_random_square (&rng, w, h);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 40), &start, 1);
      check_explain (b, leapers[i % G_N_ELEMENTS (leapers)], start, TRUE);
      kn_board_free (b);
    }
}

/* Boards so narrow that the BFS takes its bounds-checked path. */
static void
test_narrow_boards (void)
{
  guint64 rng = 5;
  for (int i = 0; i < 40; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 3), h = 20 + (int32_t) tu_below (&rng, 40);
      if (i % 2)
        {
          int32_t t = w;
          w = h;
          h = t;
        }
      kn_square start = { 0, 0 };
      kn_board *b = tu_random_board (&rng, w, h, 10, &start, 1);
      check_explain (b, (kn_leaper) { 0, 1 + i % 3 }, start, TRUE);
      kn_board_free (b);
    }
}

/* Route counts overflow 64 bits on big open boards: they saturate, and the
 * squares below the limit still have their exact count (checked in 128 bits). */
static void
test_routes_saturate (void)
{
#ifdef __SIZEOF_INT128__
  const int32_t n = 120;
  kn_board *b = NULL;
  kn_distmap *map = NULL;
  kn_bfs_explain *ex = NULL;
  g_assert_cmpint (kn_board_new (n, n, &b), ==, KN_OK);
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, (kn_square) { 0, 0 }, NULL, &map), ==, KN_OK);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &ex), ==, KN_OK);
  unsigned __int128 *r = g_new0 (unsigned __int128, (gsize) n * n);
  const unsigned __int128 cap = (unsigned __int128) 1 << 100;
  r[0] = 1;
  gboolean saturated = FALSE;
  for (size_t i = 0; i < kn_distmap_reached_count (map); i++)
    {
      kn_square s = kn_distmap_reached (map, i);
      int32_t d = kn_distmap_get (map, s);
      static const int dx[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
      static const int dy[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
      for (int k = 0; k < 8; k++)
        {
          kn_square t = { s.x + dx[k], s.y + dy[k] };
          if (kn_distmap_get (map, t) == d + 1)
            {
              unsigned __int128 *to = &r[t.y * n + t.x];
              *to = *to + r[s.y * n + s.x] > cap ? cap : *to + r[s.y * n + s.x];
            }
        }
      guint64 got = kn_bfs_explain_routes (ex, s);
      if (r[s.y * n + s.x] >= G_MAXUINT64)
        {
          g_assert_cmpuint (got, ==, G_MAXUINT64);
          saturated = TRUE;
        }
      else
        g_assert_cmpuint (got, ==, (guint64) r[s.y * n + s.x]);
    }
  g_assert_true (saturated);
  g_free (r);
  kn_bfs_explain_free (ex);
  kn_distmap_free (map);
  kn_board_free (b);
#else
  g_test_skip ("no 128-bit integers to check against");
#endif
}

static int
always_cancel (void *data)
{
  return 1;
}

static void
test_bfs_errors (void)
{
  kn_board *b = NULL;
  kn_distmap *map = NULL;
  kn_bfs_explain *ex = (kn_bfs_explain *) &ex;
  g_assert_cmpint (kn_bfs_explain_new (NULL, NULL, &ex), ==, KN_ERR_INVALID);
  g_assert_null (ex);
  g_assert_cmpint (kn_board_new (200, 200, &b), ==, KN_OK);
  g_assert_cmpint (kn_distmap_compute (b, KN_KNIGHT, (kn_square) { 3, 3 }, NULL, &map), ==, KN_OK);
  kn_limits cancel = { 0, always_cancel, NULL }, budget = { 10, NULL, NULL };
  g_assert_cmpint (kn_bfs_explain_new (map, &cancel, &ex), ==, KN_ERR_CANCELLED);
  g_assert_null (ex);
  g_assert_cmpint (kn_bfs_explain_new (map, &budget, &ex), ==, KN_ERR_BUDGET);
  g_assert_cmpint (kn_bfs_explain_new (map, NULL, &ex), ==, KN_OK);
  g_assert_cmpuint (kn_bfs_explain_visited (ex, -1), ==, 0);
  g_assert_cmpuint (kn_bfs_explain_visited (ex, 1000), ==, 40000);
  kn_bfs_explain_free (ex);
  kn_bfs_explain_free (NULL);
  kn_bfs_layer_free (NULL);
  kn_distmap_free (map);
  kn_board_free (b);
}

/* ------------------------------------------------------------ dynamic knight */

/* An independent BFS over (square, last move) with no early stop: the
 * distance of every state, 4 a square (last: 0 none, 1 K, 2 B, 3 T). */
static int32_t *
state_distances (const kn_board *b, kn_square from)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  gsize n = (gsize) w * h * 4;
  int32_t *d = g_new (int32_t, n);
  for (gsize i = 0; i < n; i++)
    d[i] = -1;
  guint32 *q = g_new (guint32, n);
  gsize head = 0, tail = 0;
  d[(from.y * w + from.x) * 4] = 0;
  q[tail++] = (guint32) (from.y * w + from.x) * 4;
  while (head < tail)
    {
      guint32 s = q[head++];
      int32_t x = (int32_t) (s / 4) % w, y = (int32_t) (s / 4) / w;
      for (int t = 1; t <= 3; t++)
        {
          if ((guint32) t == s % 4)
            continue;
          kn_square to[8];
          int nt = 0;
          for (int32_t ty = 0; ty < h; ty++)
            for (int32_t tx = 0; tx < w; tx++)
              {
                int dx = ABS (tx - x), dy = ABS (ty - y);
                gboolean ok = t == 1   ? (dx == 1 && dy == 2) || (dx == 2 && dy == 1)
                              : t == 2 ? dx == 2 && dy == 2
                                       : (ty == y && tx == w - 1 - x && tx != x) ||
                                           (tx == x && ty == h - 1 - y && ty != y);
                if (ok && kn_board_is_free (b, (kn_square) { tx, ty }))
                  to[nt++] = (kn_square) { tx, ty };
              }
          for (int i = 0; i < nt; i++)
            {
              guint32 ns = (guint32) (to[i].y * w + to[i].x) * 4 + (guint32) t;
              if (d[ns] < 0)
                {
                  d[ns] = d[s] + 1;
                  q[tail++] = ns;
                }
            }
        }
    }
  g_free (q);
  return d;
}

static void
test_dynamic (void)
{
  static const kn_move_type types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };
  guint64 rng = 23;
  for (int i = 0; i < 200; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 8), h = 1 + (int32_t) tu_below (&rng, 8);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 35), NULL, 0);
      kn_square from = tu_random_square (&rng, w, h);
      kn_square to = tu_random_square (&rng, w, h);
      kn_dynamic_explain *ex = NULL;
      int64_t moves;
      kn_path *path = NULL;
      g_assert_cmpint (kn_dynamic_solve (b, from, to, NULL, &moves, &path), ==, KN_OK);
      g_assert_cmpint (kn_dynamic_explain_new (b, from, to, NULL, &ex), ==, KN_OK);
      g_assert_cmpint (kn_dynamic_explain_moves (ex), ==, moves);
      const kn_path *p = kn_dynamic_explain_path (ex);
      g_assert_cmpuint (kn_path_length (p), ==, kn_path_length (path));
      for (size_t k = 0; k < kn_path_length (path); k++)
        {
          g_assert_true (tu_same (kn_path_square (p, k), kn_path_square (path, k)));
          g_assert_cmpint (kn_path_move (p, k), ==, kn_path_move (path, k));
        }
      size_t n = 99;
      const kn_dynamic_step *steps = kn_dynamic_explain_steps (ex, &n);
      g_assert_cmpuint (n, ==, moves > 0 ? (size_t) moves : 0);
      for (size_t k = 0; k < n; k++)
        {
          const kn_dynamic_step *s = &steps[k];
          g_assert_true (tu_same (s->from, kn_path_square (path, k)));
          g_assert_true (tu_same (s->to, kn_path_square (path, k + 1)));
          g_assert_cmpuint (s->last, ==, k == 0 ? KN_MOVE_START : steps[k - 1].taken);
          /* All three types but the last one; the one taken is allowed. */
          for (int t = 0; t < 3; t++)
            g_assert_cmpint (!!(s->allowed & (1u << types[t])), ==, types[t] != s->last);
          g_assert_true (s->allowed & (1u << s->taken));
          gboolean lands = FALSE;
          for (int t = 0; t < 3; t++)
            {
              kn_square want[8];
              size_t nw = kn_dynamic_moves (b, s->from, types[t], want);
              g_assert_cmpuint (s->n_options[t], ==, nw);
              for (size_t o = 0; o < nw; o++)
                {
                  g_assert_true (tu_same (s->options[t][o], want[o]));
                  lands |= types[t] == s->taken && tu_same (want[o], s->to);
                }
            }
          g_assert_true (lands);
        }
      /* The states: all those closer than the answer were reached (and all
       * two closer expanded); none beyond it; every state when unreachable. */
      uint64_t expanded, reached = kn_dynamic_explain_states (ex, &expanded);
      g_assert_cmpuint (expanded, <=, reached);
      if (kn_board_is_free (b, to) && !tu_same (from, to))
        {
          int32_t *d = state_distances (b, from);
          guint64 within[3] = { 0 }; /* states at most moves - 2, - 1, moves away */
          guint64 all = 0;
          for (gsize s = 0; s < (gsize) w * h * 4; s++)
            {
              all += d[s] >= 0;
              for (int j = 0; j < 3; j++)
                within[j] += d[s] >= 0 && moves >= 0 && d[s] <= moves - 2 + j;
            }
          if (moves < 0)
            {
              g_assert_cmpuint (reached, ==, all);
              g_assert_cmpuint (expanded, ==, all);
            }
          else
            {
              g_assert_cmpuint (expanded, >=, within[0]);
              g_assert_cmpuint (reached, >=, within[1]);
              g_assert_cmpuint (reached, <=, within[2]);
            }
          g_free (d);
        }
      kn_path_free (path);
      kn_dynamic_explain_free (ex);
      kn_board_free (b);
    }
  kn_dynamic_explain_free (NULL);
}

/* ------------------------------------------------------------ Camelot */

/* The explanation of one plan: steps in the app's order, each a legal move
 * along its piece's route; the table adds up; the pickup's figures. */
static void
check_camelot_explain (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
                       const kn_camelot *plan)
{
  kn_camelot_explain *ex = NULL;
  g_assert_cmpint (kn_camelot_explain_new (b, plan, NULL, &ex), ==, KN_OK);
  size_t n_steps = 99, n_pieces = 99;
  const kn_camelot_step *steps = kn_camelot_explain_steps (ex, &n_steps);
  const kn_camelot_piece *pieces = kn_camelot_explain_pieces (ex, &n_pieces);
  const kn_camelot_pickup *pick = kn_camelot_explain_pickup (ex);
  if (!kn_camelot_found (plan))
    {
      g_assert_cmpuint (n_steps, ==, 0);
      g_assert_cmpuint (n_pieces, ==, 0);
      g_assert_cmpint (pick->carrier, ==, -1);
      kn_camelot_explain_free (ex);
      return;
    }
  int64_t total = kn_camelot_moves (plan), sum = 0;
  g_assert_cmpuint (n_steps, ==, (guint64) total);
  g_assert_cmpuint (n_pieces, ==, n + 1);
  kn_square pickup;
  int64_t carrier = kn_camelot_carrier (plan, &pickup);
  g_assert_cmpint (pick->carrier, ==, carrier);
  for (size_t i = 0; i <= n; i++)
    {
      const kn_camelot_piece *row = &pieces[i];
      g_assert_cmpuint (row->piece, ==, i);
      g_assert_true (tu_same (row->start, i == 0 ? king : knights[i - 1]));
      g_assert_cmpint (row->moves, ==, kn_camelot_piece_moves (plan, i));
      g_assert_cmpint (row->carried, ==, carrier >= 0 && (i == 0 || (int64_t) i == carrier + 1));
      sum += row->moves;
      /* The piece's steps follow one another from its start to the gathering square. */
      kn_square at = row->start;
      for (int64_t k = 0; k < row->moves; k++)
        {
          const kn_camelot_step *s = &steps[row->first_step + (size_t) k];
          g_assert_cmpuint (s->piece, ==, i);
          g_assert_true (tu_same (s->from, at));
          g_assert_cmpint (s->piece_move, ==, k + 1);
          g_assert_cmpint (s->piece_moves, ==, row->moves);
          g_assert_true (kn_board_is_free (b, s->to));
          if (i == 0)
            g_assert_true (s->type == KN_MOVE_KING &&
                           MAX (ABS (s->to.x - at.x), ABS (s->to.y - at.y)) == 1 &&
                           !s->carries_king);
          else
            g_assert_true (s->type == KN_MOVE_LEAP && tu_is_leap (KN_KNIGHT, at, s->to));
          at = s->to;
        }
      /* the king's own steps end where he is picked up */
      g_assert_true (tu_same (at, i == 0 && carrier >= 0 ? pickup : kn_camelot_gather (plan)));
    }
  g_assert_cmpint (sum, ==, total);
  /* The app's order: king, carrier, the other knights; numbered 1..total. */
  size_t phase = 0;
  int64_t rides = 0;
  for (size_t k = 0; k < n_steps; k++)
    {
      const kn_camelot_step *s = &steps[k];
      size_t ph = s->piece == 0 ? 0 : (int64_t) s->piece == carrier + 1 ? 1 : 2;
      g_assert_cmpuint (ph, >=, phase);
      phase = ph;
      g_assert_cmpint (s->move, ==, (int64_t) k + 1);
      if (k > 0 && steps[k - 1].piece == s->piece)
        g_assert_true (tu_same (steps[k - 1].to, s->from));
      g_assert_true (!s->carries_king || ph == 1);
      g_assert_cmpint (s->picks_up, ==, s->carries_king && (k == 0 || !steps[k - 1].carries_king));
      if (s->picks_up)
        g_assert_true (tu_same (s->from, pickup));
      rides += s->carries_king;
    }
  /* The rides are the king's riding steps, and the carrier's last moves. */
  const kn_path *kr = kn_camelot_route (plan, 0);
  g_assert_cmpint (rides, ==, (int64_t) kn_path_length (kr) - 1 - kn_camelot_piece_moves (plan, 0));
  if (carrier >= 0)
    {
      int32_t w = kn_board_width (b);
      kn_square g = kn_camelot_gather (plan);
      int32_t *kd = tu_reference_king_distances (b, king);
      int32_t *cd = tu_reference_distances (b, KN_KNIGHT, knights[carrier]);
      g_assert_true (tu_same (pick->square, pickup));
      g_assert_true (tu_same (pick->carrier_start, knights[carrier]));
      g_assert_cmpint (pick->king_walk, ==, kd[pickup.y * w + pickup.x]);
      g_assert_cmpint (pick->king_walk_alone, ==, kd[g.y * w + g.x]);
      g_assert_cmpint (pick->ride, ==, rides);
      g_assert_cmpint (pick->detour, ==,
                       kn_camelot_piece_moves (plan, (size_t) carrier + 1) - cd[g.y * w + g.x]);
      g_assert_cmpint (pick->detour, >=, 0);
      /* Carrying beats walking to the same square, or the king could not walk there. */
      if (pick->king_walk_alone >= 0)
        g_assert_cmpint (pick->king_walk + pick->detour, <, pick->king_walk_alone);
      g_free (kd);
      g_free (cd);
    }
  else
    g_assert_cmpint (rides, ==, 0);
  kn_camelot_explain_free (ex);
}

static void
check_costs (const kn_board *b, kn_square king, const kn_square *knights, size_t n,
             const kn_camelot *plan, gboolean brute)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  gint64 *costs = g_new (gint64, (gsize) w * h), *walk = g_new (gint64, (gsize) w * h);
  g_assert_cmpint (kn_camelot_costs (b, king, knights, n, NULL, costs, walk), ==, KN_OK);
  int32_t *kd = tu_reference_king_distances (b, king);
  for (gsize i = 0; i < (gsize) w * h; i++)
    g_assert_cmpint (walk[i], ==, kd[i]);
  gint64 least = -1;
  for (gsize i = 0; i < (gsize) w * h; i++)
    if (costs[i] >= 0 && (least < 0 || costs[i] < least))
      least = costs[i];
  g_assert_cmpint (least, ==, kn_camelot_moves (plan));
  if (kn_camelot_found (plan))
    {
      kn_square g = kn_camelot_gather (plan);
      g_assert_cmpint (costs[g.y * w + g.x], ==, kn_camelot_moves (plan));
    }
  if (brute)
    {
      gint64 *want = tu_reference_camelot_costs (b, king, knights, n);
      for (gsize i = 0; i < (gsize) w * h; i++)
        g_assert_cmpint (costs[i], ==, want[i]);
      g_free (want);
    }
  g_free (kd);
  g_free (costs);
  g_free (walk);
}

static void
camelot_case (const kn_board *b, kn_square king, const kn_square *knights, size_t n, gboolean brute)
{
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, knights, n, NULL, &plan), ==, KN_OK);
  check_camelot_explain (b, king, knights, n, plan);
  check_costs (b, king, knights, n, plan, brute);
  kn_camelot_free (plan);
}

/* The judge's sample, D4 A3 A8 H1 H8: 10 moves, and the knight from H1
 * picks the king up. */
static void
test_camelot_sample (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  kn_square king = on8 ("d4");
  kn_square knights[] = { on8 ("a3"), on8 ("a8"), on8 ("h1"), on8 ("h8") };
  camelot_case (b, king, knights, 4, TRUE);
  kn_board_free (b);
}

/* The 6x7 long walk of docs/camelot.md: the king walks three steps to c4. */
static void
test_camelot_long_walk (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (6, 7, &b), ==, KN_OK);
  kn_square king = tu_square ("f1", 6, 7);
  kn_square knights[] = { tu_square ("a4", 6, 7), tu_square ("c4", 6, 7), tu_square ("b2", 6, 7) };
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, king, knights, 3, NULL, &plan), ==, KN_OK);
  kn_camelot_explain *ex = NULL;
  g_assert_cmpint (kn_camelot_explain_new (b, plan, NULL, &ex), ==, KN_OK);
  const kn_camelot_pickup *p = kn_camelot_explain_pickup (ex);
  g_assert_cmpint (p->carrier, ==, 1);
  g_assert_true (tu_same (p->square, tu_square ("c4", 6, 7)));
  g_assert_cmpint (p->king_walk, ==, 3);
  g_assert_cmpint (p->ride, ==, 1);
  g_assert_cmpint (p->detour, ==, 0);
  /* f1 to b2 on foot is four steps: one saved. */
  g_assert_cmpint (p->king_walk_alone, ==, 4);
  kn_camelot_explain_free (ex);
  kn_camelot_free (plan);
  camelot_case (b, king, knights, 3, TRUE);
  kn_board_free (b);
}

static void
test_camelot_random (void)
{
  guint64 rng = 31;
  for (int i = 0; i < 250; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 7), h = 1 + (int32_t) tu_below (&rng, 7);
      kn_board *b = tu_random_board (&rng, w, h, (int) tu_below (&rng, 30), NULL, 0);
      GArray *free_sq = g_array_new (FALSE, FALSE, sizeof (kn_square));
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          if (kn_board_is_free (b, (kn_square) { x, y }))
            g_array_append_val (free_sq, ((kn_square) { x, y }));
      if (free_sq->len > 0)
        {
          kn_square king = g_array_index (free_sq, kn_square, tu_below (&rng, free_sq->len));
          size_t n = (size_t) tu_below (&rng, 5);
          kn_square knights[4];
          for (size_t k = 0; k < n; k++)
            knights[k] = g_array_index (free_sq, kn_square, tu_below (&rng, free_sq->len));
          camelot_case (b, king, knights, n, TRUE);
        }
      g_array_unref (free_sq);
      kn_board_free (b);
    }
}

/* Bigger boards, open (the closed-form sum) and blocked: the heat map's
 * least cost is the solve's, on its gathering square. */
static void
test_camelot_bigger (void)
{
  guint64 rng = 41;
  for (int i = 0; i < 30; i++)
    {
      int32_t w = 5 + (int32_t) tu_below (&rng, 30), h = 5 + (int32_t) tu_below (&rng, 30);
      kn_board *b = tu_random_board (&rng, w, h, i % 2 ? 0 : 15, NULL, 0);
      kn_square pieces[13];
      size_t n = 0;
      while (n < 1 + (size_t) (i % 12))
        {
          kn_square s = tu_random_square (&rng, w, h);
          if (kn_board_is_free (b, s))
            pieces[n++] = s;
        }
      camelot_case (b, pieces[0], pieces + 1, n - 1, FALSE);
      kn_board_free (b);
    }
}

static void
test_camelot_errors (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  kn_board_set_blocked (b, (kn_square) { 2, 2 }, true);
  gint64 costs[64];
  kn_square k = { 0, 0 };
  g_assert_cmpint (kn_camelot_costs (b, (kn_square) { 2, 2 }, NULL, 0, NULL, costs, NULL), ==,
                   KN_ERR_RANGE);
  g_assert_cmpint (kn_camelot_costs (b, (kn_square) { 9, 2 }, NULL, 0, NULL, costs, NULL), ==,
                   KN_ERR_RANGE);
  g_assert_cmpint (kn_camelot_costs (b, k, NULL, 1, NULL, costs, NULL), ==, KN_ERR_INVALID);
  kn_limits cancel = { 0, always_cancel, NULL };
  g_assert_cmpint (kn_camelot_costs (b, k, &k, 1, &cancel, costs, NULL), ==, KN_ERR_CANCELLED);
  /* No knights: the king walks, so the cost is his walk. */
  g_assert_cmpint (kn_camelot_costs (b, k, NULL, 0, NULL, costs, NULL), ==, KN_OK);
  g_assert_cmpint (costs[0], ==, 0);
  g_assert_cmpint (costs[63], ==, 8); /* the diagonal a1-h8 is cut at c3 */
  g_assert_cmpint (costs[2 * 8 + 2], ==, -1);
  kn_camelot_explain *ex = (kn_camelot_explain *) &ex;
  g_assert_cmpint (kn_camelot_explain_new (b, NULL, NULL, &ex), ==, KN_ERR_INVALID);
  g_assert_null (ex);
  kn_camelot_explain_free (NULL);
  kn_board_free (b);
  /* Two knights on a 1 x n board never meet: no square has a cost. */
  g_assert_cmpint (kn_board_new (1, 6, &b), ==, KN_OK);
  kn_square two[] = { { 0, 1 }, { 0, 4 } };
  kn_camelot *plan = NULL;
  g_assert_cmpint (kn_camelot_solve (b, k, two, 2, NULL, &plan), ==, KN_OK);
  g_assert_false (kn_camelot_found (plan));
  check_camelot_explain (b, k, two, 2, plan);
  check_costs (b, k, two, 2, plan, TRUE);
  kn_camelot_free (plan);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/explain/bfs/obstacles-sample", test_obstacles_layers);
  g_test_add_func ("/libknight/explain/bfs/random-boards", test_random_boards);
  g_test_add_func ("/libknight/explain/bfs/narrow-boards", test_narrow_boards);
  g_test_add_func ("/libknight/explain/bfs/routes-saturate", test_routes_saturate);
  g_test_add_func ("/libknight/explain/bfs/errors", test_bfs_errors);
  g_test_add_func ("/libknight/explain/dynamic/random-boards", test_dynamic);
  g_test_add_func ("/libknight/explain/camelot/sample", test_camelot_sample);
  g_test_add_func ("/libknight/explain/camelot/long-walk", test_camelot_long_walk);
  g_test_add_func ("/libknight/explain/camelot/random-boards", test_camelot_random);
  g_test_add_func ("/libknight/explain/camelot/bigger-boards", test_camelot_bigger);
  g_test_add_func ("/libknight/explain/camelot/errors", test_camelot_errors);
  return g_test_run ();
}
