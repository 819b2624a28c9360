/* test-util.c - shared test helpers: randomness, reference solvers, route checks. */
#include <string.h>

#include "test-util.h"

guint64
tu_rand (guint64 *state)
{
  guint64 z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

guint64
tu_below (guint64 *state, guint64 n)
{
  return tu_rand (state) % n;
}

kn_square
tu_random_square (guint64 *state, int32_t width, int32_t height)
{
  return (kn_square) { (int32_t) tu_below (state, (guint64) width),
                       (int32_t) tu_below (state, (guint64) height) };
}

kn_board *
tu_random_board (guint64 *state, int32_t width, int32_t height, int percent, const kn_square *keep,
                 size_t nkeep)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (width, height, &b), ==, KN_OK);
  for (int32_t y = 0; y < height; y++)
    for (int32_t x = 0; x < width; x++)
      if ((int) tu_below (state, 100) < percent)
        kn_board_set_blocked (b, (kn_square) { x, y }, true);
  for (size_t i = 0; i < nkeep; i++)
    kn_board_set_blocked (b, keep[i], false);
  return b;
}

typedef gboolean (*MoveFn) (kn_leaper leaper, kn_square a, kn_square b);

static gboolean
is_king_step (kn_leaper unused, kn_square a, kn_square b)
{
  return MAX (ABS (a.x - b.x), ABS (a.y - b.y)) == 1;
}

/* Distances by relaxation to a fixed point over the squares within reach. */
static int32_t *
relax (const kn_board *board, kn_square start, MoveFn is_move, kn_leaper leaper, int32_t r)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  int32_t *d = g_new (int32_t, (gsize) w * h);
  for (gsize i = 0; i < (gsize) w * h; i++)
    d[i] = -1;
  d[start.y * w + start.x] = 0;
  gboolean changed = TRUE;
  while (changed)
    {
      changed = FALSE;
      for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
          {
            kn_square sq = { x, y };
            if (!kn_board_is_free (board, sq))
              continue;
            /* Try every square within reach, not the offsets list under test. */
            for (int32_t py = MAX (0, y - r); py <= MIN (h - 1, y + r); py++)
              for (int32_t px = MAX (0, x - r); px <= MIN (w - 1, x + r); px++)
                {
                  kn_square p = { px, py };
                  if (d[p.y * w + p.x] < 0 || !is_move (leaper, p, sq))
                    continue;
                  int32_t cand = d[p.y * w + p.x] + 1;
                  if (d[y * w + x] < 0 || cand < d[y * w + x])
                    {
                      d[y * w + x] = cand;
                      changed = TRUE;
                    }
                }
          }
    }
  return d;
}

int32_t *
tu_reference_distances (const kn_board *board, kn_leaper leaper, kn_square start)
{
  return relax (board, start, tu_is_leap, leaper, MAX (leaper.m, leaper.n));
}

int32_t *
tu_reference_king_distances (const kn_board *board, kn_square start)
{
  return relax (board, start, is_king_step, KN_KNIGHT, 1);
}

gint64 *
tu_reference_camelot_costs (const kn_board *b, kn_square king, const kn_square *knights, size_t n)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b), s = w * h;
  int32_t **nd = g_new (int32_t *, MAX (n, 1));
  for (size_t i = 0; i < n; i++)
    nd[i] = tu_reference_distances (b, KN_KNIGHT, knights[i]);
  int32_t *kd = tu_reference_king_distances (b, king);
  int32_t *pair = g_new (int32_t, (gsize) s * s);
  int32_t *queue = g_new (int32_t, (gsize) s * s);
  gint64 *cost = g_new (gint64, s);
  /* The king walks: every knight goes straight to g. */
  for (int32_t g = 0; g < s; g++)
    {
      gint64 sum = 0;
      for (size_t i = 0; i < n && sum >= 0; i++)
        sum = nd[i][g] < 0 ? -1 : sum + nd[i][g];
      cost[g] = sum < 0 || kd[g] < 0 ? -1 : sum + kd[g];
    }
  for (size_t i = 0; i < n; i++)
    {
      for (int32_t j = 0; j < s * s; j++)
        pair[j] = -1;
      int32_t start = (king.y * w + king.x) * s + knights[i].y * w + knights[i].x;
      size_t head = 0, tail = 0;
      pair[start] = 0;
      queue[tail++] = start;
      while (head < tail)
        {
          int32_t st = queue[head++], a = st / s, c = st % s;
          int32_t ax = a % w, ay = a / w, cx = c % w, cy = c / w;
          for (int dy = -2; dy <= 2; dy++)
            for (int dx = -2; dx <= 2; dx++)
              {
                int adx = ABS (dx), ady = ABS (dy);
                gboolean kstep = MAX (adx, ady) == 1;
                gboolean leap = (adx == 1 && ady == 2) || (adx == 2 && ady == 1);
                int32_t nexts[3];
                int count = 0;
                if (kstep && kn_board_is_free (b, (kn_square) { ax + dx, ay + dy }))
                  nexts[count++] = ((ay + dy) * w + ax + dx) * s + c;
                if (leap && kn_board_is_free (b, (kn_square) { cx + dx, cy + dy }))
                  {
                    int32_t c2 = (cy + dy) * w + cx + dx;
                    nexts[count++] = a * s + c2;
                    if (a == c)
                      nexts[count++] = c2 * s + c2;
                  }
                for (int k = 0; k < count; k++)
                  if (pair[nexts[k]] < 0)
                    {
                      pair[nexts[k]] = pair[st] + 1;
                      queue[tail++] = nexts[k];
                    }
              }
        }
      /* Knight i fetches the king: the pair's moves to (g, g), the others'
       * own distances. */
      for (int32_t g = 0; g < s; g++)
        {
          gint64 rest = pair[g * s + g];
          for (size_t j = 0; j < n && rest >= 0; j++)
            if (j != i)
              rest = nd[j][g] < 0 ? -1 : rest + nd[j][g];
          if (rest >= 0 && (cost[g] < 0 || rest < cost[g]))
            cost[g] = rest;
        }
    }
  for (size_t i = 0; i < n; i++)
    g_free (nd[i]);
  g_free (nd);
  g_free (kd);
  g_free (pair);
  g_free (queue);
  return cost;
}

kn_square
tu_square (const char *name, int32_t width, int32_t height)
{
  kn_square s;
  g_assert_cmpint (kn_square_parse (name, strlen (name), width, height, 0, &s), ==, KN_OK);
  return s;
}

gboolean
tu_same (kn_square a, kn_square b)
{
  return a.x == b.x && a.y == b.y;
}

kn_board *
tu_obstacles_board (void)
{
  static const char *walls[] = { "c1", "d1", "d5", "c2", "c3", "c4", "d2", "d3", "d4", "c5" };
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &b), ==, KN_OK);
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    kn_board_set_blocked (b, tu_square (walls[i], 8, 8), true);
  return b;
}

const char *const tu_obstacles_layers[TU_OBSTACLES_LAYERS] = {
  "a1",
  "b3",
  "a5",
  "b7 c6",
  "a7 b4 b8 d6 d8 e5 e7",
  "a2 a6 b5 c8 d7 e4 e6 e8 f3 f5 f7 g4 g6 g8",
  "a3 b6 c7 e1 e3 f2 f4 f6 f8 g1 g3 g5 g7 h2 h4 h6 h8",
  "a4 a8 b1 e2 f1 g2 h1 h3 h5 h7",
  "b2",
};

gboolean
tu_is_leap (kn_leaper leaper, kn_square a, kn_square b)
{
  int32_t dx = ABS (a.x - b.x), dy = ABS (a.y - b.y);
  return (dx == leaper.m && dy == leaper.n) || (dx == leaper.n && dy == leaper.m);
}

GArray *
tu_open_moves (const kn_board *board, kn_leaper leaper, const guint8 *visited, kn_cell cell)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (kn_cell));
  kn_square off[8], sq = kn_board_square (board, cell);
  gsize n = kn_leaper_offsets (leaper, off);
  for (gsize k = 0; k < n; k++)
    {
      kn_square to = { sq.x + off[k].x, sq.y + off[k].y };
      if (kn_board_is_free (board, to) && !visited[kn_board_cell (board, to)])
        {
          kn_cell c = kn_board_cell (board, to);
          g_array_append_val (out, c);
        }
    }
  return out;
}

guint
tu_open_degree (const kn_board *board, kn_leaper leaper, const guint8 *visited, kn_cell cell)
{
  g_autoptr (GArray) moves = tu_open_moves (board, leaper, visited, cell);
  return moves->len;
}

guint64
tu_centre (const kn_board *board, kn_cell cell)
{
  kn_square sq = kn_board_square (board, cell);
  gint64 dx = 2 * (gint64) sq.x - kn_board_width (board) + 1;
  gint64 dy = 2 * (gint64) sq.y - kn_board_height (board) + 1;
  return (guint64) (dx * dx + dy * dy);
}

void
tu_assert_leaper_path (const kn_board *board, kn_leaper leaper, const kn_path *path,
                       kn_square from, kn_square to, int64_t moves)
{
  g_assert_nonnull (path);
  g_assert_cmpuint (kn_path_length (path), ==, (guint64) moves + 1);
  kn_square first = kn_path_square (path, 0), last = kn_path_square (path, kn_path_length (path) - 1);
  g_assert_true (first.x == from.x && first.y == from.y);
  g_assert_true (last.x == to.x && last.y == to.y);
  g_assert_cmpint (kn_path_move (path, 0), ==, KN_MOVE_START);
  for (size_t i = 0; i < kn_path_length (path); i++)
    {
      g_assert_true (kn_board_is_free (board, kn_path_square (path, i)));
      if (i > 0)
        {
          g_assert_true (tu_is_leap (leaper, kn_path_square (path, i - 1), kn_path_square (path, i)));
          g_assert_cmpint (kn_path_move (path, i), ==, KN_MOVE_LEAP);
        }
    }
}

gboolean
tu_checked_build (void)
{
#if defined(__SANITIZE_ADDRESS__)
  return TRUE;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return TRUE;
#endif
#endif
  return g_getenv ("KNIGHT_UNDER_VALGRIND") != NULL;
}

int
tu_rounds (int full,
           int checked)
{
  return tu_checked_build () ? checked : full;
}

int32_t *
tu_plain_bfs (const kn_board *b, kn_square start)
{
  static const int leaps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                   { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  int32_t *d = g_new (int32_t, (gsize) w * h), *q = g_new (int32_t, (gsize) w * h);
  gsize head = 0, tail = 0;

  for (gsize i = 0; i < (gsize) w * h; i++)
    d[i] = -1;
  d[start.y * w + start.x] = 0;
  q[tail++] = start.y * w + start.x;
  while (head < tail)
    {
      int32_t c = q[head++];
      for (int k = 0; k < 8; k++)
        {
          int32_t x = c % w + leaps[k][0], y = c / w + leaps[k][1];
          if (x < 0 || y < 0 || x >= w || y >= h || d[y * w + x] >= 0 ||
              !kn_board_is_free (b, (kn_square) { x, y }))
            continue;
          d[y * w + x] = d[c] + 1;
          q[tail++] = y * w + x;
        }
    }
  g_free (q);
  return d;
}
