/* test-reach.c - why a square cannot be reached (kn_reach_explain and its
 * dynamic-knight and Camelot forms): the samples, and random
 * blocked boards up to 6 x 6 against brute force, with the evidence
 * checked independently (the region is exactly what a separate search
 * reaches, the walls exactly the blocked squares one move from it, a colour
 * or lattice claim holds for every square brute force reaches). */
#include <glib.h>

#include "knight.h"
#include "test-util.h"

static kn_board *
empty_board (int32_t w, int32_t h)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (w, h, &b), ==, KN_OK);
  return b;
}

static void
block (kn_board *b, const char *name)
{
  kn_square sq = tu_square (name, kn_board_width (b), kn_board_height (b));
  g_assert_cmpint (kn_board_set_blocked (b, sq, true), ==, KN_OK);
}

static kn_reach *
explain (const kn_board *b, kn_leaper leaper, const char *from, const char *to)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  kn_square f = tu_square (from, w, h), t = to ? tu_square (to, w, h) : f;
  kn_reach *r = NULL;
  g_assert_cmpint (kn_reach_explain (b, leaper, f, to ? &t : NULL, NULL, &r), ==, KN_OK);
  g_assert_nonnull (r);
  return r;
}

static int
cell_of (const kn_board *b, kn_square sq)
{
  return sq.y * kn_board_width (b) + sq.x;
}

/* A move predicate of the reference searches: a and b one move apart. */
typedef gboolean (*MoveFn) (const kn_board *b, gconstpointer data, kn_square a, kn_square c);

static gboolean
leaper_move (const kn_board *b, gconstpointer data, kn_square a, kn_square c)
{
  return tu_is_leap (*(const kn_leaper *) data, a, c);
}

static gboolean
king_move (const kn_board *b, gconstpointer data, kn_square a, kn_square c)
{
  return MAX (ABS (a.x - c.x), ABS (a.y - c.y)) == 1;
}

/* The dynamic knight's three move types, from their definitions. */
static int
dynamic_type (const kn_board *b, kn_square a, kn_square c, int types[2])
{
  int dx = ABS (a.x - c.x), dy = ABS (a.y - c.y), n = 0;
  int32_t w = kn_board_width (b), h = kn_board_height (b);

  if ((dx == 1 && dy == 2) || (dx == 2 && dy == 1))
    types[n++] = KN_MOVE_DYN_K;
  if (dx == 2 && dy == 2)
    types[n++] = KN_MOVE_DYN_B;
  if ((c.y == a.y && c.x == w - 1 - a.x && dx > 0) || (c.x == a.x && c.y == h - 1 - a.y && dy > 0))
    types[n++] = KN_MOVE_DYN_T;
  return n;
}

static gboolean
dynamic_move (const kn_board *b, gconstpointer data, kn_square a, kn_square c)
{
  int types[2];
  return dynamic_type (b, a, c, types) > 0;
}

/* The squares the dynamic knight reaches from `from` in any state, by
 * relaxation over (square, last move type) to a fixed point: no queue, no
 * code shared with the library. */
static gboolean *
dynamic_reached (const kn_board *b, kn_square from)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  gsize n = (gsize) w * h;
  gboolean *state = g_new0 (gboolean, n * 4), *any = g_new0 (gboolean, n), changed = TRUE;

  state[cell_of (b, from) * 4] = TRUE;
  while (changed)
    {
      changed = FALSE;
      for (gsize a = 0; a < n; a++)
        for (int last = 0; last < 4; last++)
          {
            if (!state[a * 4 + last])
              continue;
            kn_square p = { (int32_t) (a % w), (int32_t) (a / w) };
            for (gsize c = 0; c < n; c++)
              {
                kn_square q = { (int32_t) (c % w), (int32_t) (c / w) };
                int types[2], nt = dynamic_type (b, p, q, types);
                if (!kn_board_is_free (b, q))
                  continue;
                for (int i = 0; i < nt; i++)
                  {
                    int t = types[i] - KN_MOVE_DYN_K + 1;
                    if (t != last && !state[c * 4 + t])
                      state[c * 4 + t] = changed = TRUE;
                  }
              }
          }
    }
  for (gsize c = 0; c < n; c++)
    any[c] = state[c * 4] || state[c * 4 + 1] || state[c * 4 + 2] || state[c * 4 + 3];
  g_free (state);
  return any;
}

static gboolean *
reached_of (const kn_board *b, const int32_t *dist)
{
  gsize n = kn_board_squares (b);
  gboolean *in = g_new0 (gboolean, n);
  for (gsize c = 0; c < n; c++)
    in[c] = dist[c] >= 0;
  return in;
}

static gboolean
touches (const kn_board *b, MoveFn move, gconstpointer data, const gboolean *set, kn_square p)
{
  int32_t w = kn_board_width (b), h = kn_board_height (b);
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      if (set[y * w + x] && move (b, data, p, (kn_square) { x, y }))
        return TRUE;
  return FALSE;
}

/* The region evidence of r against brute force: the region is exactly
 * `reached`, unreached counts the other free squares, the walls are
 * exactly the blocked squares one move (in) from the region, and a wall is
 * a door exactly when a move (out) joins it to `other`. */
static void
assert_region (const kn_board *b, const kn_reach *r, const gboolean *reached, MoveFn in,
               gconstpointer in_data, MoveFn out, gconstpointer out_data, const gboolean *other)
{
  gsize n = kn_board_squares (b), count = 0, nwalls = 0, k = 0;
  const kn_square *region = kn_reach_reason_region (r, &count);
  const uint8_t *doors = NULL;
  const kn_square *walls = kn_reach_reason_walls (r, &doors, &nwalls);
  g_autofree gboolean *listed = g_new0 (gboolean, n);
  guint64 unreached = 0;

  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_REGION);
  g_assert_cmpint (kn_reach_reason (r), ==, KN_REASON_UNREACHABLE);
  g_assert_nonnull (region);
  for (gsize i = 0; i < count; i++)
    {
      g_assert_true (kn_board_contains (b, region[i]));
      g_assert_true (reached[cell_of (b, region[i])]);
      g_assert_false (listed[cell_of (b, region[i])]);
      listed[cell_of (b, region[i])] = TRUE;
    }
  for (gsize c = 0; c < n; c++)
    {
      g_assert_cmpint (listed[c], ==, reached[c]);
      unreached += !reached[c] && kn_board_is_free (b, kn_board_square (b, (kn_cell) c));
    }
  g_assert_cmpuint (kn_reach_reason_unreached (r), ==, unreached);

  for (gsize c = 0; c < n; c++)
    {
      kn_square p = kn_board_square (b, (kn_cell) c);
      gboolean wall = !kn_board_is_free (b, p) && !reached[c] &&
                      touches (b, in, in_data, reached, p);

      if (!wall)
        continue;
      g_assert_cmpuint (k, <, nwalls);
      g_assert_true (tu_same (walls[k], p));
      g_assert_cmpint (doors[k] != 0, ==, touches (b, out, out_data, other, p));
      k++;
    }
  g_assert_cmpuint (k, ==, nwalls);
}

/* The lattice claim of r for a leaper from `from`: p is on it. */
static gboolean
on_lattice (const kn_reach *r, kn_square from, kn_square p)
{
  bool parity = FALSE;
  int32_t g = kn_reach_reason_lattice (r, &parity);
  int64_t dx = (int64_t) p.x - from.x, dy = (int64_t) p.y - from.y;

  if (kn_reach_reason_argument (r) == KN_REACH_COLOUR)
    return (dx + dy) % 2 == 0;
  g_assert_cmpint (g, >, 1);
  if (dx % g || dy % g)
    return FALSE;
  return !parity || (dx / g + dy / g) % 2 == 0;
}

/* Whether a leaper can ever move by (dx, dy), |dx|, |dy| < 10: what the
 * reference search reaches on an empty 41 x 41 board from its centre (room
 * enough for any detour of the leapers tested), once a leaper. */
#define LATTICE_SIDE 41
static gboolean
lattice_contains (kn_leaper leaper, int64_t dx, int64_t dy)
{
  static kn_leaper done[16];
  static int32_t *dist[16];
  static guint n;
  guint i;
  int32_t c = LATTICE_SIDE / 2;

  g_assert_true (ABS (dx) < 10 && ABS (dy) < 10);
  for (i = 0; i < n && (done[i].m != leaper.m || done[i].n != leaper.n); i++)
    ;
  if (i == n)
    {
      kn_board *b = empty_board (LATTICE_SIDE, LATTICE_SIDE);

      g_assert_cmpuint (n, <, G_N_ELEMENTS (done));
      done[n] = leaper;
      dist[n++] = tu_reference_distances (b, leaper, (kn_square) { c, c });
      kn_board_free (b);
    }
  return dist[i][(c + dy) * LATTICE_SIDE + c + dx] >= 0;
}

/* r's reason for a leaper checked against the reference distances from the
 * start (and the target's, for the doors). */
static void
assert_leaper_reason (const kn_board *b, kn_leaper leaper, kn_square from, const kn_square *to,
                      const kn_reach *r)
{
  g_autofree int32_t *d = tu_reference_distances (b, leaper, from);
  g_autofree gboolean *reached = reached_of (b, d);
  gsize n = kn_board_squares (b);
  gboolean all = TRUE;
  kn_reach_argument arg = kn_reach_reason_argument (r);

  for (gsize c = 0; c < n; c++)
    all &= reached[c] || !kn_board_is_free (b, kn_board_square (b, (kn_cell) c));
  g_assert_true (tu_same (kn_reach_reason_from (r), from));
  g_assert_cmpint (kn_reach_reason_to (r, NULL), ==, to != NULL);
  g_assert_cmpuint (kn_reach_reason_piece (r, NULL), ==, 0);
  if (to ? d[cell_of (b, *to)] >= 0 : all)
    {
      g_assert_cmpint (kn_reach_reason (r), ==, KN_REASON_NONE);
      g_assert_cmpint (arg, ==, KN_REACH_NONE);
      g_assert_null (kn_reach_reason_region (r, NULL));
      g_assert_null (kn_reach_reason_walls (r, NULL, NULL));
      return;
    }
  g_assert_cmpint (kn_reach_reason (r), ==, KN_REASON_UNREACHABLE);
  if (to && !kn_board_is_free (b, *to))
    {
      g_assert_cmpint (arg, ==, KN_REACH_BLOCKED);
      return;
    }
  g_assert_cmpint (arg, !=, KN_REACH_BLOCKED);
  if (arg == KN_REACH_COLOUR || arg == KN_REACH_LATTICE)
    {
      /* The claim implies it: the target (each free square not reached,
       * for a map) is off the lattice, and brute force reaches nothing off
       * it; colour: the leaper keeps its colour. */
      if (arg == KN_REACH_COLOUR)
        g_assert_cmpint ((leaper.m + leaper.n) % 2, ==, 0);
      for (gsize c = 0; c < n; c++)
        {
          kn_square p = kn_board_square (b, (kn_cell) c);

          if (reached[c])
            g_assert_true (on_lattice (r, from, p));
          else if (!to && kn_board_is_free (b, p))
            g_assert_false (on_lattice (r, from, p));
        }
      if (to)
        g_assert_false (on_lattice (r, from, *to));
      else
        {
          guint64 unreached = 0;
          for (gsize c = 0; c < n; c++)
            unreached += !reached[c] && kn_board_is_free (b, kn_board_square (b, (kn_cell) c));
          g_assert_cmpuint (kn_reach_reason_unreached (r), ==, unreached);
        }
      return;
    }
  g_assert_cmpint (arg, ==, KN_REACH_REGION);
  /* The region comes only when the colour or the lattice does not decide:
   * the target is on both (a map: some free square not reached is). */
  {
    gboolean some_on = FALSE;

    for (gsize c = 0; c < n; c++)
      {
        kn_square p = kn_board_square (b, (kn_cell) c);
        kn_square t = to ? *to : p;

        if ((to && !tu_same (p, *to)) || reached[c] || !kn_board_is_free (b, p))
          continue;
        /* on the leaper's lattice, computed from its offsets' sums */
        some_on |= lattice_contains (leaper, (int64_t) t.x - from.x, (int64_t) t.y - from.y);
      }
    g_assert_true (some_on);
  }
  {
    g_autofree int32_t *dt = to ? tu_reference_distances (b, leaper, *to) : NULL;
    g_autofree gboolean *other = g_new0 (gboolean, n);

    for (gsize c = 0; c < n; c++)
      other[c] = to ? dt[c] >= 0
                    : !reached[c] && kn_board_is_free (b, kn_board_square (b, (kn_cell) c));
    assert_region (b, r, reached, leaper_move, &leaper, leaper_move, &leaper, other);
  }
}

/* ----------------------------------------------------------------- tests */

/* The samples, each with its true reason and its evidence. */
static void
test_samples (void)
{
  kn_board *b = tu_obstacles_board ();
  kn_leaper camel = { 1, 3 }, alfil = { 2, 2 }, dabbaba = { 0, 2 }, zebra = { 2, 3 };
  kn_square a1 = { 0, 0 }, h8 = { 7, 7 };
  kn_reach *r;

  /* Walls on f7 and g6 around h8: the start reaches 51 squares (the 64
   * less 12 walls and h8), and of the 12 walls around it, f7 and g6 also
   * touch h8. */
  block (b, "f7");
  block (b, "g6");
  r = explain (b, KN_KNIGHT, "a1", "h8");
  assert_leaper_reason (b, KN_KNIGHT, a1, &h8, r);
  {
    size_t count, nwalls, ndoors = 0;
    const uint8_t *doors;
    const kn_square *walls = kn_reach_reason_walls (r, &doors, &nwalls);

    kn_reach_reason_region (r, &count);
    g_assert_cmpuint (count, ==, 51);
    g_assert_cmpuint (kn_reach_reason_unreached (r), ==, 1);
    g_assert_cmpuint (nwalls, ==, 12);
    for (size_t i = 0; i < nwalls; i++)
      if (doors[i])
        {
          ndoors++;
          g_assert_true (tu_same (walls[i], tu_square ("f7", 8, 8)) ||
                         tu_same (walls[i], tu_square ("g6", 8, 8)));
        }
    g_assert_cmpuint (ndoors, ==, 2);
  }
  kn_reach_free (r);
  /* The map tells the same: h8 is the one free square not reached. */
  r = explain (b, KN_KNIGHT, "a1", NULL);
  assert_leaper_reason (b, KN_KNIGHT, a1, NULL, r);
  g_assert_cmpuint (kn_reach_reason_unreached (r), ==, 1);
  kn_reach_free (r);
  /* A blocked target. */
  r = explain (b, KN_KNIGHT, "a1", "g6");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_BLOCKED);
  kn_reach_free (r);
  /* Reachable: no reason. */
  r = explain (b, KN_KNIGHT, "a1", "f1");
  g_assert_cmpint (kn_reach_reason (r), ==, KN_REASON_NONE);
  kn_reach_free (r);
  kn_board_free (b);

  /* Leapers whose moves keep to a colour or a lattice, whatever the walls. */
  b = empty_board (8, 8);
  r = explain (b, camel, "a1", "h8");
  g_assert_cmpint (kn_reach_reason (r), ==, KN_REASON_NONE);
  kn_reach_free (r);
  r = explain (b, camel, "a1", "h7");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_COLOUR);
  kn_reach_free (r);
  r = explain (b, camel, "a1", NULL);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_COLOUR);
  g_assert_cmpuint (kn_reach_reason_unreached (r), ==, 32);
  kn_reach_free (r);
  r = explain (b, alfil, "a1", "c1");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_LATTICE);
  {
    bool parity;
    g_assert_cmpint (kn_reach_reason_lattice (r, &parity), ==, 2);
    g_assert_true (parity);
  }
  assert_leaper_reason (b, alfil, a1, &(kn_square) { 2, 0 }, r);
  kn_reach_free (r);
  r = explain (b, alfil, "a1", "b1");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_COLOUR);
  kn_reach_free (r);
  r = explain (b, dabbaba, "a1", "b2");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_LATTICE);
  {
    bool parity = TRUE;
    g_assert_cmpint (kn_reach_reason_lattice (r, &parity), ==, 2);
    g_assert_false (parity);
  }
  kn_reach_free (r);
  r = explain (b, dabbaba, "a1", NULL);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_LATTICE);
  g_assert_cmpuint (kn_reach_reason_unreached (r), ==, 48);
  assert_leaper_reason (b, dabbaba, a1, NULL, r);
  kn_reach_free (r);
  /* The zebra changes colour and its lattice is every square: walls in
   * the corner are the reason. */
  block (b, "f5");
  block (b, "e6");
  r = explain (b, zebra, "a1", "h8");
  assert_leaper_reason (b, zebra, a1, &h8, r);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_REGION);
  kn_reach_free (r);
  kn_board_free (b);

  /* No move at all: the board's edges, no wall. */
  b = empty_board (3, 3);
  r = explain (b, KN_KNIGHT, "b2", "a1");
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_REGION);
  {
    size_t count, nwalls;
    kn_reach_reason_region (r, &count);
    kn_reach_reason_walls (r, NULL, &nwalls);
    g_assert_cmpuint (count, ==, 1);
    g_assert_cmpuint (nwalls, ==, 0);
  }
  kn_reach_free (r);
  kn_board_free (b);
}

static const kn_leaper leapers[] = {
  { 1, 2 }, { 1, 3 }, { 2, 3 }, { 2, 2 }, { 0, 2 },
  { 0, 1 }, { 1, 1 }, { 1, 4 }, { 0, 3 }, { 2, 4 },
};

/* Random blocked boards up to 6 x 6, every leaper above, routes and maps:
 * every reason against brute force, and kn_shortest_path agrees. */
static void
test_random (void)
{
  guint64 seed = 12;
  guint counts[5] = { 0 };

  for (int i = 0; i < 1500; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&seed, 6), h = 1 + (int32_t) tu_below (&seed, 6);
      kn_leaper leaper = leapers[tu_below (&seed, G_N_ELEMENTS (leapers))];
      kn_square from = tu_random_square (&seed, w, h), to = tu_random_square (&seed, w, h);
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 45), &from, 1);
      kn_reach *r = NULL;
      gboolean map = tu_below (&seed, 4) == 0;

      g_assert_cmpint (kn_reach_explain (b, leaper, from, map ? NULL : &to, NULL, &r), ==, KN_OK);
      assert_leaper_reason (b, leaper, from, map ? NULL : &to, r);
      counts[kn_reach_reason_argument (r)]++;
      if (!map && kn_board_is_free (b, to))
        {
          int64_t moves;
          g_assert_cmpint (kn_shortest_path (b, leaper, from, to, NULL, &moves, NULL), ==, KN_OK);
          g_assert_cmpint (moves < 0, ==, kn_reach_reason (r) == KN_REASON_UNREACHABLE);
        }
      kn_reach_free (r);
      kn_board_free (b);
    }
  /* every argument comes up */
  for (int a = 0; a < 5; a++)
    g_assert_cmpuint (counts[a], >, 20);
}

/* The knight on boards 1 and 2 squares wide, either way round (answered
 * in closed form, along the chains a1 b3 a5 ...): every pair of squares of
 * random boards up to 2 x 10, against the reference distances — the route
 * (legal, as long as the reference's), or "none" with its region, walls and
 * doors checked square by square. */
static void
test_narrow_random (void)
{
  guint64 seed = 2222;
  guint found = 0, none = 0, doors = 0;

  for (int i = 0; i < 120; i++)
    {
      int32_t s = 1 + (int32_t) tu_below (&seed, 2), l = 1 + (int32_t) tu_below (&seed, 10);
      gboolean across = tu_below (&seed, 2);
      int32_t w = across ? l : s, h = across ? s : l;
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 30), NULL, 0);

      for (int32_t fc = 0; fc < w * h; fc++)
        for (int32_t tc = 0; tc < w * h; tc++)
          {
            kn_square from = { fc % w, fc / w }, to = { tc % w, tc / w };
            kn_reach *r = NULL;
            kn_path *path = NULL;
            int64_t moves = -2;

            if (!kn_board_is_free (b, from) || !kn_board_is_free (b, to))
              continue;
            g_autofree int32_t *d = tu_reference_distances (b, KN_KNIGHT, from);
            g_assert_cmpint (kn_shortest_path (b, KN_KNIGHT, from, to, NULL, &moves, &path), ==, KN_OK);
            g_assert_cmpint (moves, ==, d[tc]);
            if (moves >= 0)
              {
                tu_assert_leaper_path (b, KN_KNIGHT, path, from, to, moves);
                found++;
              }
            kn_path_free (path);
            g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, from, &to, NULL, &r), ==, KN_OK);
            assert_leaper_reason (b, KN_KNIGHT, from, &to, r);
            if (moves < 0)
              {
                const uint8_t *dr = NULL;
                size_t nw = 0;

                kn_reach_reason_walls (r, &dr, &nw);
                for (size_t k = 0; k < nw; k++)
                  doors += dr[k] != 0;
                none++;
              }
            kn_reach_free (r);
          }
      kn_board_free (b);
    }
  g_assert_cmpuint (found, >, 200);
  g_assert_cmpuint (none, >, 200);
  g_assert_cmpuint (doors, >, 20);
}

/* The dynamic knight on random boards up to 6 x 6 against a relaxation
 * over its states. */
static void
test_dynamic_random (void)
{
  guint64 seed = 7;
  guint region = 0;

  for (int i = 0; i < 600; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&seed, 6), h = 1 + (int32_t) tu_below (&seed, 6);
      kn_square from = tu_random_square (&seed, w, h), to = tu_random_square (&seed, w, h);
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 50), &from, 1);
      kn_reach *r = NULL;
      int64_t moves;

      g_assert_cmpint (kn_reach_explain_dynamic (b, from, to, NULL, &r), ==, KN_OK);
      g_assert_cmpint (kn_dynamic_solve (b, from, to, NULL, &moves, NULL), ==, KN_OK);
      g_assert_cmpint (moves < 0, ==, kn_reach_reason (r) == KN_REASON_UNREACHABLE);
      g_assert_true (tu_same (kn_reach_reason_from (r), from));
      if (moves < 0 && !kn_board_is_free (b, to))
        g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_BLOCKED);
      else if (moves < 0)
        {
          g_autofree gboolean *reached = dynamic_reached (b, from);
          g_autofree gboolean *other = dynamic_reached (b, to);

          g_assert_false (reached[cell_of (b, to)]);
          assert_region (b, r, reached, dynamic_move, NULL, dynamic_move, NULL, other);
          region++;
        }
      kn_reach_free (r);
      kn_board_free (b);
    }
  g_assert_cmpuint (region, >, 50);
}

/* Camelot on random boards up to 6 x 6: a reason exactly when no gathering
 * exists (by the library and by brute force), for the piece that is cut off. */
static void
test_camelot_random (void)
{
  guint64 seed = 3;
  guint knights_apart = 0, king_apart = 0;

  for (int i = 0; i < 500; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&seed, 6), h = 1 + (int32_t) tu_below (&seed, 6);
      size_t n = (size_t) tu_below (&seed, 4);
      kn_square pieces[4];
      for (size_t k = 0; k <= n; k++)
        pieces[k] = tu_random_square (&seed, w, h);
      kn_board *b = tu_random_board (&seed, w, h, (int) tu_below (&seed, 50), pieces, n + 1);
      kn_camelot *plan = NULL;
      kn_reach *r = NULL;
      g_autofree gint64 *costs = tu_reference_camelot_costs (b, pieces[0], pieces + 1, n);
      gboolean any = FALSE;

      for (guint64 c = 0; c < kn_board_squares (b); c++)
        any |= costs[c] >= 0;
      g_assert_cmpint (kn_camelot_solve (b, pieces[0], pieces + 1, n, NULL, &plan), ==, KN_OK);
      g_assert_cmpint (kn_reach_explain_camelot (b, pieces[0], pieces + 1, n, NULL, &r), ==, KN_OK);
      g_assert_cmpint (kn_camelot_found (plan), ==, any);
      g_assert_cmpint (kn_reach_reason (r), ==, any ? KN_REASON_NONE : KN_REASON_UNREACHABLE);
      if (!any)
        {
          size_t other, piece = kn_reach_reason_piece (r, &other);
          kn_square to;
          g_autofree int32_t *d = NULL;
          g_autofree gboolean *reached = NULL, *others = NULL;

          g_assert_true (kn_reach_reason_to (r, &to));
          g_assert_true (tu_same (kn_reach_reason_from (r), pieces[piece]));
          g_assert_true (tu_same (to, pieces[other]));
          g_assert_cmpuint (other, >=, 1);
          /* the other side: what the other knight (or any knight) reaches */
          others = reached_of (b, d = tu_reference_distances (b, KN_KNIGHT, pieces[other]));
          if (piece == 0)
            {
              g_autofree int32_t *walk = tu_reference_king_distances (b, pieces[0]);

              reached = reached_of (b, walk);
              /* the knights share a piece, which the king's walk never meets */
              for (size_t k = 1; k <= n; k++)
                g_assert_true (others[cell_of (b, pieces[k])]);
              for (guint64 c = 0; c < kn_board_squares (b); c++)
                g_assert_false (reached[c] && others[c]);
              assert_region (b, r, reached, king_move, NULL, leaper_move, &KN_KNIGHT, others);
              king_apart++;
            }
          else
            {
              g_autofree int32_t *dk = tu_reference_distances (b, KN_KNIGHT, pieces[piece]);

              reached = reached_of (b, dk);
              g_assert_false (reached[cell_of (b, to)]);
              assert_region (b, r, reached, leaper_move, &KN_KNIGHT, leaper_move, &KN_KNIGHT,
                             others);
              knights_apart++;
            }
        }
      kn_camelot_free (plan);
      kn_reach_free (r);
      kn_board_free (b);
    }
  g_assert_cmpuint (knights_apart, >, 20);
  g_assert_cmpuint (king_apart, >, 5);
}

/* A 1000 x 1000 board: the colour in constant time, the region of a walled
 * corner, and the map of a board cut in two. */
static void
test_large (void)
{
  kn_board *b = empty_board (1000, 1000);
  kn_square from = { 0, 0 }, corner = { 999, 999 };
  kn_reach *r = NULL;
  size_t count, nwalls;

  g_assert_cmpint (kn_reach_explain (b, (kn_leaper) { 1, 3 }, from, &(kn_square) { 999, 998 },
                                     NULL, &r), ==, KN_OK);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_COLOUR);
  kn_reach_free (r);
  kn_board_set_blocked (b, (kn_square) { 997, 998 }, true);
  kn_board_set_blocked (b, (kn_square) { 998, 997 }, true);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, from, &corner, NULL, &r), ==, KN_OK);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_REGION);
  kn_reach_reason_region (r, &count);
  kn_reach_reason_walls (r, NULL, &nwalls);
  g_assert_cmpuint (count, ==, 1000 * 1000 - 3);
  g_assert_cmpuint (nwalls, ==, 2);
  kn_reach_free (r);
  kn_board_free (b);
}

/* A walled-in start on a board of 400 million squares: the region, its
 * walls and doors from a search of the region alone (the board's pieces,
 * labelled, would take 1.6 GB); and the route query, either way round,
 * says "none" without searching the other side's 400 million squares. */
static void
test_walled_in (void)
{
  const int32_t n = 20000;
  kn_board *b = empty_board (n, n);
  kn_square a1 = { 0, 0 }, h8 = { 7, 7 }, c2 = { 2, 1 }, b3 = { 1, 2 };
  kn_reach *r = NULL;
  size_t count = 0, nwalls = 0;
  const uint8_t *doors = NULL;
  int64_t moves = 0;

  kn_board_set_blocked (b, c2, true);
  kn_board_set_blocked (b, b3, true);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, &h8, NULL, &r), ==, KN_OK);
  g_assert_cmpint (kn_reach_reason_argument (r), ==, KN_REACH_REGION);
  const kn_square *region = kn_reach_reason_region (r, &count);
  g_assert_cmpuint (count, ==, 1);
  g_assert_true (tu_same (region[0], a1));
  const kn_square *walls = kn_reach_reason_walls (r, &doors, &nwalls);
  g_assert_cmpuint (nwalls, ==, 2);
  g_assert_true (tu_same (walls[0], c2)); /* row by row */
  g_assert_true (tu_same (walls[1], b3));
  g_assert_true (doors[0] && doors[1]); /* both touch h8's side */
  g_assert_cmpuint (kn_reach_reason_unreached (r), ==, (guint64) n * n - 3);
  kn_reach_free (r);

  g_assert_cmpint (kn_shortest_path (b, KN_KNIGHT, a1, h8, NULL, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, -1);
  moves = 0;
  g_assert_cmpint (kn_shortest_path (b, KN_KNIGHT, h8, a1, NULL, &moves, NULL), ==, KN_OK);
  g_assert_cmpint (moves, ==, -1);
  kn_board_free (b);
}

static void
test_errors (void)
{
  kn_board *b = empty_board (4, 4);
  kn_square a1 = { 0, 0 }, off = { 4, 0 };
  kn_reach *r = (kn_reach *) &r;

  g_assert_cmpint (kn_reach_explain (NULL, KN_KNIGHT, a1, NULL, NULL, &r), ==, KN_ERR_INVALID);
  g_assert_null (r);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, NULL, NULL, NULL), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_reach_explain (b, (kn_leaper) { 0, 0 }, a1, NULL, NULL, &r), ==,
                   KN_ERR_INVALID);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, off, NULL, NULL, &r), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, &off, NULL, &r), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_reach_explain_dynamic (b, a1, off, NULL, &r), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_reach_explain_camelot (b, a1, NULL, 1, NULL, &r), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_reach_explain_camelot (b, off, NULL, 0, NULL, &r), ==, KN_ERR_RANGE);
  kn_board_set_blocked (b, a1, true);
  g_assert_cmpint (kn_reach_explain (b, KN_KNIGHT, a1, NULL, NULL, &r), ==, KN_ERR_RANGE);
  g_assert_null (r);
  kn_reach_free (NULL);
  kn_board_free (b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/reach/samples", test_samples);
  g_test_add_func ("/libknight/reach/random-vs-brute-force", test_random);
  g_test_add_func ("/libknight/reach/narrow-boards-vs-brute-force", test_narrow_random);
  g_test_add_func ("/libknight/reach/dynamic-vs-brute-force", test_dynamic_random);
  g_test_add_func ("/libknight/reach/camelot-vs-brute-force", test_camelot_random);
  g_test_add_func ("/libknight/reach/1000x1000", test_large);
  g_test_add_func ("/libknight/reach/walled-in-on-400-million-squares", test_walled_in);
  g_test_add_func ("/libknight/reach/errors", test_errors);
  return g_test_run ();
}
