/* test-practice.c - practice questions (src/puzzle/kl-practice*.c): on
 * hundreds of small random boards with walls and random leapers, what each
 * question accepts against the test's own move generator, BFS and brute
 * force, which know nothing of the library: a layer's squares are exactly
 * what a right answer clicks, the moves and "is there one" are the BFS's,
 * the next square of a route is any square on some shortest route, a tour's
 * Warnsdorff question accepts every square of the fewest onward moves,
 * Camelot's gathering question every square of the least cost, the "why
 * not" choices hold the reason that applies first; and for every question:
 * its words, its frame, the right answer graded right, hints that never
 * give away a wrong square or strike the right choice and run out. */
#include <glib.h>
#include <locale.h>
#include <string.h>

#include "kl-practice.h"
#include "kl-solution.h"

/* ---------------------------------------------------------------- boards */

typedef struct
{
  int     w, h;
  guint8 *blocked;   /* w * h */
} Board;

static Board *
board_random (int w, int h, int percent)
{
  Board *b = g_new0 (Board, 1);

  b->w = w;
  b->h = h;
  b->blocked = g_new0 (guint8, w * h);
  for (int c = 0; c < w * h; c++)
    b->blocked[c] = g_test_rand_int_range (0, 100) < percent;
  return b;
}

static void
board_free (Board *b)
{
  g_free (b->blocked);
  g_free (b);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Board, board_free)

static gboolean
is_free (const Board *b, int x, int y)
{
  return x >= 0 && x < b->w && y >= 0 && y < b->h && !b->blocked[y * b->w + x];
}

static int
free_count (const Board *b)
{
  int n = 0;

  for (int c = 0; c < b->w * b->h; c++)
    n += !b->blocked[c];
  return n;
}

/* A random free square, or -1 when there is none. */
static int
random_free (const Board *b)
{
  int n = free_count (b), k;

  if (n == 0)
    return -1;
  k = g_test_rand_int_range (0, n);
  for (int c = 0; c < b->w * b->h; c++)
    if (!b->blocked[c] && k-- == 0)
      return c;
  g_assert_not_reached ();
}

static kn_board *
kn_board_of (const Board *b)
{
  kn_board *kb = NULL;

  g_assert_cmpint (kn_board_new (b->w, b->h, &kb), ==, KN_OK);
  for (int c = 0; c < b->w * b->h; c++)
    if (b->blocked[c])
      g_assert_cmpint (kn_board_set_blocked (kb, (kn_square) { c % b->w, c / b->w }, true), ==,
                       KN_OK);
  return kb;
}

static char *
name_of (const Board *b, int cell)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format ((kn_square) { cell % b->w, cell / b->w }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* ---------------------------------------------------------------- moves, our own */

typedef struct
{
  int n;
  int dx[8], dy[8];
} Moves;

/* The (m, n) leaper's jumps: (+-m, +-n) and (+-n, +-m), each once. */
static Moves
leaper_moves (int m, int n)
{
  Moves mv = { 0 };
  int cand[8][2] = { { m, n }, { m, -n }, { -m, n }, { -m, -n },
                     { n, m }, { n, -m }, { -n, m }, { -n, -m } };

  for (int i = 0; i < 8; i++)
    {
      gboolean seen = FALSE;

      for (int j = 0; j < mv.n; j++)
        seen |= mv.dx[j] == cand[i][0] && mv.dy[j] == cand[i][1];
      if (!seen)
        {
          mv.dx[mv.n] = cand[i][0];
          mv.dy[mv.n] = cand[i][1];
          mv.n++;
        }
    }
  return mv;
}

/* Free squares one jump from cell, into out; how many. */
static int
jumps (const Board *b, const Moves *mv, int cell, int out[8])
{
  int n = 0, x = cell % b->w, y = cell / b->w;

  for (int i = 0; i < mv->n; i++)
    if (is_free (b, x + mv->dx[i], y + mv->dy[i]))
      out[n++] = (y + mv->dy[i]) * b->w + x + mv->dx[i];
  return n;
}

static gboolean
is_jump (const Moves *mv, int w, int a, int b)
{
  for (int i = 0; i < mv->n; i++)
    if (a % w + mv->dx[i] == b % w && a / w + mv->dy[i] == b / w)
      return TRUE;
  return FALSE;
}

/* Breadth-first distances from cell over the free squares; -1 unreached. */
static int *
bfs (const Board *b, const Moves *mv, int from)
{
  int *dist = g_new (int, b->w * b->h), *queue = g_new (int, b->w * b->h), head = 0, tail = 0;

  for (int c = 0; c < b->w * b->h; c++)
    dist[c] = -1;
  if (from >= 0 && !b->blocked[from])
    {
      dist[from] = 0;
      queue[tail++] = from;
    }
  while (head < tail)
    {
      int cell = queue[head++], to[8], n = jumps (b, mv, cell, to);

      for (int i = 0; i < n; i++)
        if (dist[to[i]] < 0)
          {
            dist[to[i]] = dist[cell] + 1;
            queue[tail++] = to[i];
          }
    }
  g_free (queue);
  return dist;
}

/* The king's walking distances (eight neighbours, free squares). */
static int *
king_bfs (const Board *b, int from)
{
  static const Moves king = { 8, { 1, 1, 1, 0, 0, -1, -1, -1 }, { 1, 0, -1, 1, -1, 1, 0, -1 } };

  return bfs (b, &king, from);
}

/* The dynamic knight's squares one move of type t (0 K, 1 B, 2 T) away. */
static int
dynamic_jumps (const Board *b, int cell, int t, int out[8])
{
  static const Moves kmv = { 8, { 1, 2, 2, 1, -1, -2, -2, -1 }, { 2, 1, -1, -2, -2, -1, 1, 2 } };
  static const Moves bmv = { 4, { 2, 2, -2, -2 }, { 2, -2, 2, -2 } };
  int x = cell % b->w, y = cell / b->w, n = 0;

  if (t == 0)
    return jumps (b, &kmv, cell, out);
  if (t == 1)
    return jumps (b, &bmv, cell, out);
  /* T: the mirror images across the two middle lines, when they move */
  if (b->w - 1 - x != x && is_free (b, b->w - 1 - x, y))
    out[n++] = y * b->w + b->w - 1 - x;
  if (b->h - 1 - y != y && is_free (b, x, b->h - 1 - y))
    out[n++] = (b->h - 1 - y) * b->w + x;
  return n;
}

/* The dynamic knight's fewest moves from -> to: a BFS over (square, type
 * of the last move, 3 for none); -1 when it cannot get there. */
static int
dynamic_distance (const Board *b, int from, int to)
{
  int n = b->w * b->h, *dist = g_new (int, 4 * n), *queue = g_new (int, 4 * n), head = 0,
      tail = 0, best = -1;

  for (int i = 0; i < 4 * n; i++)
    dist[i] = -1;
  dist[from * 4 + 3] = 0;
  queue[tail++] = from * 4 + 3;
  while (head < tail)
    {
      int s = queue[head++], cell = s / 4, last = s % 4;

      if (cell == to)
        {
          best = dist[s];
          break;
        }
      for (int t = 0; t < 3; t++)
        {
          int out[8], k;

          if (t == last)
            continue;
          k = dynamic_jumps (b, cell, t, out);
          for (int i = 0; i < k; i++)
            if (dist[out[i] * 4 + t] < 0)
              {
                dist[out[i] * 4 + t] = dist[s] + 1;
                queue[tail++] = out[i] * 4 + t;
              }
        }
    }
  g_free (dist);
  g_free (queue);
  return best;
}

/* ---------------------------------------------------------------- how many */

/* Under memcheck (build-aux/test's stage 4) an eighth of the random boards:
 * every line still runs there, and the other stages run them all.  How
 * often each kind of question turned up is checked on full runs only. */
static gboolean
full_run (void)
{
  return g_getenv ("KNIGHT_UNDER_VALGRIND") == NULL;
}

static int
boards (int n)
{
  return full_run () ? n : n / 8;
}

/* ---------------------------------------------------------------- solving */

static KlSolution *
solve (const Board *b, KlMode mode, kn_leaper leaper, int start, int target, int king,
       const int *knights, guint n_knights, gboolean closed, guint64 budget)
{
  kn_board *kb = kn_board_of (b);
  KlPieces pieces = { start, target, king, knights, n_knights };
  KlSolveOptions options;
  g_autoptr(GError) error = NULL;
  KlSolution *s;

  kl_solve_options_init (&options);
  options.mode = mode;
  options.leaper = leaper;
  options.closed = closed;
  options.flags = KL_SOLVE_ALL;
  if (budget > 0)
    options.node_budget = budget;
  s = kl_solve_board (kb, &pieces, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  kn_board_free (kb);
  return s;
}

/* ---------------------------------------------------------------- every question */

static gboolean
contains_number (const char *text, gint64 n)
{
  g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, n);

  return strstr (text, s) != NULL;
}

static void
assert_words (const char *text)
{
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_true (g_utf8_validate (text, -1, NULL));
}

static guint64
bit (guint i)
{
  return G_GUINT64_CONSTANT (1) << i;
}

/* The index of the choice named id; -1 when none is. */
static int
choice_index (const KlQuestion *q, const char *id)
{
  for (guint i = 0; i < q->choices->len; i++)
    if (g_strcmp0 (kl_question_get_choice_id (q, i), id) == 0)
      return (int) i;
  return -1;
}

/* The id of the one right choice. */
static const char *
right_id (const KlQuestion *q)
{
  g_assert_cmpuint (__builtin_popcountll (q->right_choices), ==, 1);
  return kl_question_get_choice_id (q, (guint) __builtin_ctzll (q->right_choices));
}

static gboolean
sorted_distinct (GArray *cells)
{
  for (guint i = 1; i < cells->len; i++)
    if (g_array_index (cells, int, i - 1) >= g_array_index (cells, int, i))
      return FALSE;
  return TRUE;
}

static gboolean
has_cell (GArray *cells, int cell)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, int, i) == cell)
      return TRUE;
  return FALSE;
}

/* A verdict: its words, and right as expected. */
static void
assert_verdict (KlVerdict *v, gboolean right)
{
  g_assert_nonnull (v);
  assert_words (v->text);
  g_assert_cmpint (v->right, ==, right);
}

/* The hints of q: squares of the answer in its order, never a wrong one;
 * choices struck out are wrong ones, never all of them; a number's bounds
 * hold and are never the number alone; and they run out. */
static void
check_hints (const KlQuestion *q)
{
  guint wrong_choices = 0, k;
  gint64 lo = G_MININT64, hi = G_MAXINT64;

  for (guint i = 0; i < q->choices->len; i++)
    wrong_choices += !(q->right_choices & bit (i));
  for (k = 0; k < 100; k++)
    {
      KlHint hint;

      if (!kl_question_hint (q, k, &hint))
        break;
      assert_words (hint.text);
      switch (q->kind)
        {
        case KL_ANSWER_SQUARES:
        case KL_ANSWER_SQUARE:
          g_assert_cmpint (hint.choice, ==, -1);
          g_assert_cmpint (hint.cell, ==, g_array_index (q->right, int, k));
          break;
        case KL_ANSWER_CHOICE:
          g_assert_cmpint (hint.cell, ==, -1);
          g_assert_cmpint (hint.choice, >=, 0);
          g_assert_cmpint (hint.choice, <, (int) q->choices->len);
          g_assert_false (q->right_choices & bit ((guint) hint.choice));
          g_assert_cmpuint (k, <, wrong_choices - 1);
          break;
        case KL_ANSWER_NUMBER:
          {
            /* the bound is the one number in the hint */
            const char *p = hint.text;
            gint64 bound;

            while (*p && !g_ascii_isdigit (*p))
              p++;
            g_assert_true (g_ascii_isdigit (*p));
            bound = g_ascii_strtoll (p, NULL, 10);
            if (strstr (hint.text, "most"))
              hi = MIN (hi, bound);
            else
              lo = MAX (lo, bound);
            g_assert_cmpint (lo, <=, q->number);
            g_assert_cmpint (q->number, <=, hi);
            g_assert_cmpint (lo, <, hi);
          }
          break;
        default:
          g_assert_not_reached ();
        }
      kl_hint_clear (&hint);
      g_assert_null (hint.text);
    }
  g_assert_cmpuint (k, <, 100);
  /* and stay run out */
  {
    KlHint hint;

    g_assert_false (kl_question_hint (q, k + 1, &hint));
    g_assert_null (hint.text);
  }
  switch (q->kind)
    {
    case KL_ANSWER_SQUARES:
      g_assert_cmpuint (k, ==, q->right->len);
      break;
    case KL_ANSWER_CHOICE:
      g_assert_cmpuint (k, ==, wrong_choices > 0 ? wrong_choices - 1 : 0);
      break;
    case KL_ANSWER_SQUARE:
    case KL_ANSWER_NUMBER:
    default:
      g_assert_cmpuint (k, >=, 1);
      break;
    }
}

static KlAnswerKind
kind_of (KlAsk ask)
{
  switch (ask)
    {
    case KL_ASK_EXISTS: case KL_ASK_WHY_NOT: case KL_ASK_MOVE_TYPES: case KL_ASK_BACKTRACK:
      return KL_ANSWER_CHOICE;
    case KL_ASK_MOVES:
      return KL_ANSWER_NUMBER;
    case KL_ASK_LAYER: case KL_ASK_REACH_NEXT:
      return KL_ANSWER_SQUARES;
    case KL_ASK_ROUTE_NEXT: case KL_ASK_WARNSDORFF: case KL_ASK_TOUR_NEXT: case KL_ASK_GATHER:
    case KL_ASK_CARRIER:
    default:
      return KL_ANSWER_SQUARE;
    }
}

/* What every question of every practice holds to. */
static void
check_question (const KlQuestion *q, guint n_frames)
{
  assert_words (q->text);
  assert_words (q->explanation);
  g_assert_nonnull (kl_ask_to_string (q->ask));
  g_assert_cmpint (q->kind, ==, kind_of (q->ask));
  g_assert_cmpuint (q->frame, <=, n_frames);
  g_assert_nonnull (q->right);
  g_assert_nonnull (q->choices);
  g_assert_true (sorted_distinct (q->right));
  if (q->clickable != NULL)
    {
      g_assert_true (sorted_distinct (q->clickable));
      for (guint i = 0; i < q->right->len; i++)
        g_assert_true (has_cell (q->clickable, g_array_index (q->right, int, i)));
    }

  switch (q->kind)
    {
    case KL_ANSWER_SQUARES:
      {
        g_autoptr(KlVerdict) v = kl_question_grade_squares (q, (const int *) (gpointer)
                                                            q->right->data, q->right->len);

        g_assert_cmpuint (q->choices->len, ==, 0);
        g_assert_cmpuint (q->right->len, >, 0);
        assert_verdict (v, TRUE);
        g_assert_cmpuint (v->hit->len, ==, q->right->len);
        g_assert_cmpuint (v->missed->len + v->wrong->len, ==, 0);
      }
      break;
    case KL_ANSWER_SQUARE:
      g_assert_cmpuint (q->choices->len, ==, 0);
      g_assert_cmpuint (q->right->len, >, 0);
      for (guint i = 0; i < q->right->len; i++)
        {
          int cell = g_array_index (q->right, int, i);
          g_autoptr(KlVerdict) v = kl_question_grade_squares (q, &cell, 1);

          assert_verdict (v, TRUE);
        }
      {
        g_autoptr(KlVerdict) none = kl_question_grade_squares (q, NULL, 0);

        assert_verdict (none, FALSE);
      }
      if (q->right->len > 1)
        {
          /* two right squares are still not one */
          g_autoptr(KlVerdict) two = kl_question_grade_squares (q, (const int *) (gpointer)
                                                                q->right->data, 2);
          assert_verdict (two, FALSE);
        }
      break;
    case KL_ANSWER_NUMBER:
      {
        g_autoptr(KlVerdict) v = kl_question_grade_number (q, q->number);
        g_autoptr(KlVerdict) more = kl_question_grade_number (q, q->number + 1);

        g_assert_cmpuint (q->choices->len, ==, 0);
        assert_verdict (v, TRUE);
        assert_verdict (more, FALSE);
        g_assert_true (contains_number (more->text, q->number + 1));
      }
      break;
    case KL_ANSWER_CHOICE:
      {
        g_autoptr(KlVerdict) v = kl_question_grade_choices (q, q->right_choices);

        g_assert_cmpuint (q->choices->len, >=, 2);
        g_assert_cmpuint (q->choices->len, <=, 63);
        g_assert_cmpuint (q->right_choices >> q->choices->len, ==, 0);
        if (!q->multiple)
          g_assert_cmpuint (__builtin_popcountll (q->right_choices), ==, 1);
        for (guint i = 0; i < q->choices->len; i++)
          {
            assert_words (g_ptr_array_index (q->choices, i));
            g_assert_nonnull (kl_question_get_choice_id (q, i));
            for (guint j = 0; j < i; j++)
              {
                g_assert_cmpstr (kl_question_get_choice_id (q, i), !=,
                                 kl_question_get_choice_id (q, j));
                g_assert_cmpstr (g_ptr_array_index (q->choices, i), !=,
                                 g_ptr_array_index (q->choices, j));
              }
          }
        g_assert_null (kl_question_get_choice_id (q, q->choices->len));
        assert_verdict (v, TRUE);
        /* each other single pick is wrong, unless it is the whole answer */
        for (guint i = 0; i < q->choices->len; i++)
          {
            g_autoptr(KlVerdict) one = kl_question_grade_choices (q, bit (i));

            assert_verdict (one, bit (i) == q->right_choices);
            if (!one->right && (q->right_choices & bit (i)) == 0)
              g_assert_cmpuint (one->wrong_choices, ==, bit (i));
          }
      }
      break;
    default:
      g_assert_not_reached ();
    }
  check_hints (q);
}

/* Every question of p, and where practice resumes after each frame. */
static void
check_practice (KlPractice *p, guint n_frames)
{
  guint n = kl_practice_get_n_questions (p);

  g_assert_cmpuint (n, >, 0);
  g_assert_null (kl_practice_get_question (p, n));
  for (guint i = 0; i < n; i++)
    {
      const KlQuestion *q = kl_practice_get_question (p, i);

      g_assert_nonnull (q);
      /* made once and kept */
      g_assert_true (q == kl_practice_get_question (p, i));
      check_question (q, n_frames);
    }
  /* the first question with a later frame: a question skipped for one
   * frame is skipped for every later one */
  for (guint f = 0, expect = 0; f <= n_frames + 1; f++)
    {
      while (expect < n && kl_practice_get_question (p, expect)->frame <= f)
        expect++;
      g_assert_cmpuint (kl_practice_first_after (p, f), ==, expect);
    }
}

/* ---------------------------------------------------------------- leapers */

static kn_leaper
random_leaper (void)
{
  static const kn_leaper named[] = { { 1, 2 }, { 1, 2 }, { 1, 2 }, { 1, 3 }, { 2, 3 }, { 1, 4 },
                                     { 2, 2 }, { 0, 2 }, { 0, 1 }, { 1, 1 }, { 0, 3 }, { 2, 1 } };

  if (g_test_rand_int_range (0, 4) > 0)
    return named[g_test_rand_int_range (0, G_N_ELEMENTS (named))];
  for (;;)
    {
      kn_leaper l = { g_test_rand_int_range (0, 4), g_test_rand_int_range (0, 4) };

      if (l.m != 0 || l.n != 0)
        return l;
    }
}

static int
gcd (int a, int b)
{
  while (b != 0)
    {
      int t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* Whether a reason a route's "why not" may name holds from -> to, by our
 * own reckoning; dynamic: the dynamic knight's (its K moves change colour
 * and fit no lattice).  Every square out of reach is in a walled-in region
 * (the board's edges are walls too); a search never gave up here. */
static gboolean
reach_holds (const char *id, const Board *b, const Moves *mv, kn_leaper l, gboolean dynamic,
             int from, int to)
{
  int dx = ABS (to % b->w - from % b->w), dy = ABS (to / b->w - from / b->w);
  int g = gcd (l.m, l.n), out[8], moves = 0;

  if (g_str_equal (id, "blocked"))
    return b->blocked[to];
  if (g_str_equal (id, "colour"))
    return !dynamic && (l.m + l.n) % 2 == 0 && (dx + dy) % 2 == 1;
  if (g_str_equal (id, "lattice"))
    return !dynamic && g > 1 && (dx % g != 0 || dy % g != 0 ||
                                 ((l.m / g + l.n / g) % 2 == 0 && (dx / g + dy / g) % 2 == 1));
  if (g_str_equal (id, "no-move"))
    {
      if (!dynamic)
        return jumps (b, mv, from, out) == 0;
      for (int t = 0; t < 3; t++)
        moves += dynamic_jumps (b, from, t, out);
      return moves == 0;
    }
  if (g_str_equal (id, "region"))
    return TRUE;
  g_assert_cmpstr (id, ==, "gave-up");
  return FALSE;
}

/* Why from cannot reach to: the first argument that applies, in the order
 * knight.h gives them, with "no move" (the start alone) before the
 * walled-in region. */
static const char *
unreachable_because (const Board *b, const Moves *mv, kn_leaper l, gboolean dynamic, int from,
                     int to)
{
  static const char *order[] = { "blocked", "colour", "lattice", "no-move", "region" };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (reach_holds (order[i], b, mv, l, dynamic, from, to))
      return order[i];
  g_assert_not_reached ();
}

/* A "why not": three to five choices, the right one is because, and no
 * other one shown holds as well (holds: -1 when we cannot tell). */
typedef int (*HoldsFn) (const char *id, gpointer data);

static void
check_why_not (const KlQuestion *q, const char *because, HoldsFn holds, gpointer data)
{
  g_assert_cmpint (q->ask, ==, KL_ASK_WHY_NOT);
  g_assert_cmpuint (q->choices->len, >=, 3);
  g_assert_cmpuint (q->choices->len, <=, 5);
  g_assert_cmpint (choice_index (q, because), >=, 0);
  g_assert_cmpstr (right_id (q), ==, because);
  if (holds (because, data) == 0)
    g_error ("the reason given does not hold: %s (%s)", because, q->explanation);
  for (guint i = 0; i < q->choices->len; i++)
    if (!(q->right_choices & bit (i)))
      {
        const char *id = kl_question_get_choice_id (q, i);

        if (holds (id, data) > 0)
          g_error ("a wrong choice holds too: %s beside %s (%s)", id, because, q->explanation);
      }
}

typedef struct
{
  const Board *b;
  const Moves *mv;
  kn_leaper    l;
  gboolean     dynamic;
  int          from, to;
} ReachCase;

static int
reach_case_holds (const char *id, gpointer data)
{
  const ReachCase *c = data;

  return reach_holds (id, c->b, c->mv, c->l, c->dynamic, c->from, c->to);
}

/* ---------------------------------------------------------------- shortest paths */

/* A layer question: the independent layer is right; one square less
 * misses it, one square more is wrong. */
static void
check_layer (const Board *b, const KlQuestion *q, const int *dist, guint k)
{
  g_autoptr(GArray) layer = g_array_new (FALSE, FALSE, sizeof (int));
  int outside = -1;

  g_assert_cmpint (q->ask, ==, KL_ASK_LAYER);
  g_assert_cmpuint (q->frame, ==, k);
  g_assert_true (contains_number (q->text, k));
  for (int c = 0; c < b->w * b->h; c++)
    {
      if (dist[c] == (int) k)
        g_array_append_val (layer, c);
      else if (outside < 0 || g_test_rand_bit ())
        outside = c;
    }
  g_assert_cmpuint (layer->len, >, 0);
  {
    g_autoptr(KlVerdict) v = kl_question_grade_squares (q, (const int *) (gpointer) layer->data,
                                                        layer->len);
    assert_verdict (v, TRUE);
  }
  {
    guint drop = (guint) g_test_rand_int_range (0, layer->len);
    int dropped = g_array_index (layer, int, drop);
    g_autoptr(GArray) less = g_array_copy (layer);
    g_autoptr(KlVerdict) v = NULL;

    g_array_remove_index (less, drop);
    v = kl_question_grade_squares (q, (const int *) (gpointer) less->data, less->len);
    assert_verdict (v, FALSE);
    g_assert_cmpuint (v->missed->len, ==, 1);
    g_assert_cmpint (g_array_index (v->missed, int, 0), ==, dropped);
    g_assert_cmpuint (v->wrong->len, ==, 0);
    g_assert_true (contains_number (v->text, 1));
  }
  if (outside >= 0)
    {
      g_autoptr(GArray) more = g_array_copy (layer);
      g_autoptr(KlVerdict) v = NULL;

      g_array_append_val (more, outside);
      v = kl_question_grade_squares (q, (const int *) (gpointer) more->data, more->len);
      assert_verdict (v, FALSE);
      g_assert_cmpuint (v->wrong->len, ==, 1);
      g_assert_cmpint (g_array_index (v->wrong, int, 0), ==, outside);
      g_assert_cmpuint (v->missed->len, ==, 0);
    }
}

static void
check_path (const Board *b, kn_leaper l, int start, int target, guint *counts)
{
  Moves mv = leaper_moves (l.m, l.n);
  g_autofree int *from = bfs (b, &mv, start);
  g_autofree int *to = bfs (b, &mv, target);
  g_autoptr(KlSolution) s = solve (b, KL_MODE_PATH, l, start, target, -1, NULL, 0, FALSE, 0);
  g_autoptr(KlPractice) p = kl_practice_new (s, FALSE);
  int d = b->blocked[target] ? -1 : from[target];
  const KlQuestion *q;
  g_autofree char *start_name = name_of (b, start);
  g_autofree char *target_name = name_of (b, target);

  if (b->blocked[target])
    {
      /* a route to a wall is no question: the solve fails */
      g_assert_cmpint (s->outcome, ==, KL_OUTCOME_FAILED);
      g_assert_null (p);
      return;
    }
  g_assert_nonnull (p);
  check_practice (p, s->n_frames);

  q = kl_practice_get_question (p, 0);
  g_assert_cmpint (q->ask, ==, KL_ASK_EXISTS);
  g_assert_cmpuint (q->frame, ==, 0);
  g_assert_cmpstr (right_id (q), ==, d >= 0 ? "yes" : "no");
  g_assert_nonnull (strstr (q->text, start_name));
  g_assert_nonnull (strstr (q->text, target_name));

  if (d < 0)
    {
      ReachCase rc = { b, &mv, l, FALSE, start, target };

      g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 2);
      q = kl_practice_get_question (p, 1);
      g_assert_cmpuint (q->frame, ==, s->n_frames);
      check_why_not (q, unreachable_because (b, &mv, l, FALSE, start, target), reach_case_holds,
                     &rc);
      counts[0]++;
      return;
    }

  g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 2 + 2 * (guint) d);
  q = kl_practice_get_question (p, 1);
  g_assert_cmpint (q->ask, ==, KL_ASK_MOVES);
  g_assert_cmpint (q->number, ==, d);
  g_assert_nonnull (strstr (q->text, start_name));
  g_assert_nonnull (strstr (q->text, target_name));

  for (int k = 1; k <= d; k++)
    {
      GArray *path = kl_solution_get_path (s);
      int prev = g_array_index (path, int, k - 1);
      g_autofree char *prev_name = name_of (b, prev);
      guint accepted = 0;

      check_layer (b, kl_practice_get_question (p, 2 * k), from, (guint) k);

      q = kl_practice_get_question (p, 2 * k + 1);
      g_assert_cmpint (q->ask, ==, KL_ASK_ROUTE_NEXT);
      g_assert_cmpuint (q->frame, ==, (guint) k);
      g_assert_nonnull (strstr (q->text, prev_name));
      /* right: one move from the route's last square, on a shortest route */
      for (int c = 0; c < b->w * b->h; c++)
        {
          gboolean on = !b->blocked[c] && is_jump (&mv, b->w, prev, c) && from[c] == k &&
                        to[c] == d - k;
          g_autoptr(KlVerdict) v = kl_question_grade_squares (q, &c, 1);

          assert_verdict (v, on);
          accepted += on;
          g_assert_cmpuint (v->wrong->len, ==, on ? 0 : 1);
        }
      g_assert_cmpuint (accepted, ==, q->right->len);
      g_assert_true (has_cell (q->right, g_array_index (path, int, k)));
      counts[1] += accepted > 1;
    }
  counts[2]++;
}

static void
test_path (void)
{
  guint counts[3] = { 0 }; /* none, ties, found */

  for (int run = 0; run < boards (400); run++)
    {
      g_autoptr(Board) b = board_random (g_test_rand_int_range (1, 9), g_test_rand_int_range (1, 9),
                                         g_test_rand_int_range (0, 35));
      kn_leaper l = random_leaper ();
      int start = g_test_rand_int_range (0, b->w * b->h);
      int target = g_test_rand_int_range (0, b->w * b->h);

      b->blocked[start] = FALSE;
      if (g_test_rand_int_range (0, 5) == 0)
        b->blocked[target] = FALSE;
      check_path (b, l, start, target, counts);
    }
  g_test_message ("%u unreachable, %u route questions with ties, %u found", counts[0], counts[1],
                  counts[2]);
  if (!full_run ())
    return;
  g_assert_cmpuint (counts[0], >, 40);
  g_assert_cmpuint (counts[1], >, 40);
  g_assert_cmpuint (counts[2], >, 40);
}

/* Every "why not" of a route: each argument turns up as the right one. */
static void
test_path_why_not (void)
{
  static const struct
  {
    int         w, h;
    kn_leaper   l;
    const char *walls;
    const char *from, *to, *because;
  } cases[] = {
    { 8, 8, { 1, 1 }, NULL, "a1", "a2", "colour" },
    { 8, 8, { 0, 3 }, NULL, "a1", "b1", "lattice" },
    { 8, 8, { 2, 2 }, NULL, "a1", "c1", "lattice" },
    { 8, 8, { 1, 2 }, "b3,c2", "a1", "h8", "no-move" },
    { 3, 3, { 1, 2 }, NULL, "a1", "b2", "region" },
    { 8, 8, { 1, 2 }, "a5,c5,d4,d2,c1,a3,b4,e3,e1", "a1", "h8", "region" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(Board) b = board_random (cases[i].w, cases[i].h, 0);
      g_auto(GStrv) walls = cases[i].walls ? g_strsplit (cases[i].walls, ",", -1) : NULL;
      kn_square from, to;
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;
      const KlQuestion *q;
      Moves mv = leaper_moves (cases[i].l.m, cases[i].l.n);

      for (char **w = walls; w && *w; w++)
        {
          kn_square sq;

          g_assert_cmpint (kn_square_parse (*w, strlen (*w), b->w, b->h, 0, &sq), ==, KN_OK);
          b->blocked[sq.y * b->w + sq.x] = TRUE;
        }
      g_assert_cmpint (kn_square_parse (cases[i].from, 2, b->w, b->h, 0, &from), ==, KN_OK);
      g_assert_cmpint (kn_square_parse (cases[i].to, 2, b->w, b->h, 0, &to), ==, KN_OK);
      g_assert_cmpstr (unreachable_because (b, &mv, cases[i].l, FALSE, from.y * b->w + from.x,
                                            to.y * b->w + to.x), ==, cases[i].because);
      s = solve (b, KL_MODE_PATH, cases[i].l, from.y * b->w + from.x, to.y * b->w + to.x, -1, NULL,
                 0, FALSE, 0);
      p = kl_practice_new (s, FALSE);
      check_practice (p, s->n_frames);
      q = kl_practice_get_question (p, 1);
      g_assert_cmpint (q->ask, ==, KL_ASK_WHY_NOT);
      g_assert_cmpstr (right_id (q), ==, cases[i].because);
      /* the reason's own sentence explains it */
      g_assert_nonnull (strstr (q->explanation, cases[i].to));
    }
}

static void
test_distance (void)
{
  guint asked = 0;

  for (int run = 0; run < boards (250); run++)
    {
      g_autoptr(Board) b = board_random (g_test_rand_int_range (1, 9), g_test_rand_int_range (1, 9),
                                         g_test_rand_int_range (0, 35));
      kn_leaper l = random_leaper ();
      Moves mv = leaper_moves (l.m, l.n);
      int start = g_test_rand_int_range (0, b->w * b->h), dmax = 0;
      g_autofree int *dist = NULL;
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;

      b->blocked[start] = FALSE;
      dist = bfs (b, &mv, start);
      for (int c = 0; c < b->w * b->h; c++)
        dmax = MAX (dmax, dist[c]);
      s = solve (b, KL_MODE_DISTANCE, l, start, -1, -1, NULL, 0, FALSE, 0);
      p = kl_practice_new (s, FALSE);
      if (dmax == 0)
        {
          /* nothing to ask: the start alone */
          g_assert_null (p);
          continue;
        }
      g_assert_nonnull (p);
      check_practice (p, s->n_frames);
      g_assert_cmpuint (kl_practice_get_n_questions (p), ==, (guint) dmax);
      for (int k = 1; k <= dmax; k++)
        check_layer (b, kl_practice_get_question (p, k - 1), dist, (guint) k);
      asked++;
    }
  g_assert_cmpuint (asked, >, full_run () ? 100 : 0);
}

/* The obstacles sample, in numbers a person can check: 7 moves from a1 to f1,
 * layer 1 b3 and c2... (c2 is a wall: b3 alone). */
static void
test_obstacles (void)
{
  g_autoptr(Board) b = board_random (8, 8, 0);
  g_autoptr(KlSolution) s = NULL;
  g_autoptr(KlPractice) p = NULL;
  const KlQuestion *q;
  int b3 = 2 * 8 + 1;

  for (int y = 0; y < 5; y++)
    b->blocked[y * 8 + 2] = b->blocked[y * 8 + 3] = TRUE;
  s = solve (b, KL_MODE_PATH, KN_KNIGHT, 0, 5, -1, NULL, 0, FALSE, 0);
  p = kl_practice_new (s, FALSE);
  g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 2 + 2 * 7);
  q = kl_practice_get_question (p, 0);
  g_assert_cmpstr (q->text, ==, "Can the knight reach f1 from a1?");
  q = kl_practice_get_question (p, 1);
  g_assert_cmpstr (q->text, ==, "How many moves does the knight need from a1 to f1?");
  g_assert_cmpint (q->number, ==, 7);
  {
    g_autoptr(KlVerdict) v = kl_question_grade_number (q, 6);

    g_assert_cmpstr (v->text, ==, "Not 6.");
  }
  q = kl_practice_get_question (p, 2);
  g_assert_cmpint (q->ask, ==, KL_ASK_LAYER);
  g_assert_cmpuint (q->right->len, ==, 1);
  g_assert_cmpint (g_array_index (q->right, int, 0), ==, b3);
  {
    int cells[] = { 10, 17 }; /* c2 (a wall) and b3 */
    g_autoptr(KlVerdict) v = kl_question_grade_squares (q, cells, 2);

    g_assert_cmpstr (v->text, ==, "1 square wrong.");
  }
  {
    g_autoptr(KlVerdict) v = kl_question_grade_squares (q, NULL, 0);

    g_assert_cmpstr (v->text, ==, "1 square missed.");
  }
  g_assert_cmpuint (kl_practice_first_after (p, 0), ==, 2);
  g_assert_cmpuint (kl_practice_first_after (p, 3), ==, 8);
  g_assert_cmpuint (kl_practice_first_after (p, 7), ==, 16);
}

/* ---------------------------------------------------------------- the dynamic knight */

static void
test_dynamic (void)
{
  guint counts[2] = { 0 };

  for (int run = 0; run < boards (250); run++)
    {
      g_autoptr(Board) b = board_random (g_test_rand_int_range (1, 8), g_test_rand_int_range (1, 8),
                                         g_test_rand_int_range (0, 35));
      int start = g_test_rand_int_range (0, b->w * b->h);
      int target = g_test_rand_int_range (0, b->w * b->h), d;
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;
      const KlQuestion *q;

      b->blocked[start] = FALSE;
      if (g_test_rand_int_range (0, 5) == 0)
        b->blocked[target] = FALSE;
      d = b->blocked[target] ? -1 : dynamic_distance (b, start, target);
      s = solve (b, KL_MODE_DYNAMIC, KN_KNIGHT, start, target, -1, NULL, 0, FALSE, 0);
      p = kl_practice_new (s, FALSE);
      g_assert_nonnull (p);
      check_practice (p, s->n_frames);
      q = kl_practice_get_question (p, 0);
      g_assert_cmpstr (right_id (q), ==, d >= 0 ? "yes" : "no");
      if (d < 0)
        {
          Moves mv = leaper_moves (1, 2);
          ReachCase rc = { b, &mv, KN_KNIGHT, TRUE, start, target };

          q = kl_practice_get_question (p, 1);
          check_why_not (q, unreachable_because (b, &mv, KN_KNIGHT, TRUE, start, target),
                         reach_case_holds, &rc);
          counts[0]++;
          continue;
        }
      q = kl_practice_get_question (p, 1);
      g_assert_cmpint (q->number, ==, d);
      g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 2 + 2 * (guint) d);
      for (int k = 1; k <= d; k++)
        {
          GArray *path = kl_solution_get_path (s);
          GArray *types = kl_solution_get_path_moves (s);
          int prev = g_array_index (path, int, k - 1);
          /* the rule: never the same type twice in a row */
          int last = k == 1 ? -1 : g_array_index (types, guint8, k - 1) - KN_MOVE_DYN_K;
          g_autoptr(GArray) reach = g_array_new (FALSE, FALSE, sizeof (int));
          g_autofree char *prev_name = name_of (b, prev);

          g_assert_cmpint (g_array_index (types, guint8, k) - KN_MOVE_DYN_K, !=, last);
          q = kl_practice_get_question (p, 2 * k);
          g_assert_cmpint (q->ask, ==, KL_ASK_MOVE_TYPES);
          g_assert_true (q->multiple);
          g_assert_nonnull (strstr (q->text, prev_name));
          g_assert_true (contains_number (q->text, k));
          for (int t = 0; t < 3; t++)
            {
              static const char *letters[] = { "K", "B", "T" };
              int i = choice_index (q, letters[t]);

              g_assert_cmpint (i, >=, 0);
              g_assert_cmpint ((q->right_choices & bit ((guint) i)) != 0, ==, t != last);
              if (t != last)
                {
                  int out[8], n = dynamic_jumps (b, prev, t, out);

                  g_array_append_vals (reach, out, n);
                }
            }
          q = kl_practice_get_question (p, 2 * k + 1);
          g_assert_cmpint (q->ask, ==, KL_ASK_REACH_NEXT);
          g_assert_cmpuint (q->frame, ==, (guint) k);
          for (guint i = 0; i < reach->len; i++)
            g_assert_true (has_cell (q->right, g_array_index (reach, int, i)));
          for (guint i = 0; i < q->right->len; i++)
            g_assert_true (has_cell (reach, g_array_index (q->right, int, i)));
          {
            g_autoptr(KlVerdict) v = kl_question_grade_squares (q, (const int *) (gpointer)
                                                                reach->data, reach->len);
            assert_verdict (v, TRUE);
          }
        }
      counts[1]++;
    }
  if (!full_run ())
    return;
  g_assert_cmpuint (counts[0], >, 20);
  g_assert_cmpuint (counts[1], >, 60);
}

/* ---------------------------------------------------------------- tours */

typedef struct
{
  const Board *b;
  Moves        mv;
  guint8      *visited;
  int          end;       /* -1 none */
  int          nfree;
} TourState;

/* Free, unvisited squares one move from cell. */
static int
open_moves (const TourState *t, int cell, int out[8])
{
  int all[8], n = jumps (t->b, &t->mv, cell, all), k = 0;

  for (int i = 0; i < n; i++)
    if (!t->visited[all[i]])
      out[k++] = all[i];
  return k;
}

/* Warnsdorff's squares from head, the route depth squares long: the
 * unvisited squares one move away but those in tried and the end square
 * while others remain, with the fewest onward moves. */
static GArray *
fewest_onward (const TourState *t, int head, int depth, GArray *tried)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  int cand[8], n = open_moves (t, head, cand), least = G_MAXINT, deg[8];

  for (int i = 0; i < n; i++)
    {
      int next[8];

      deg[i] = -1;
      if ((cand[i] == t->end && depth + 1 < t->nfree) || (tried && has_cell (tried, cand[i])))
        continue;
      deg[i] = open_moves (t, cand[i], next);
      least = MIN (least, deg[i]);
    }
  for (int i = 0; i < n; i++)
    if (deg[i] == least)
      g_array_append_val (out, cand[i]);
  return out;
}

/* A square question accepts exactly the cells of want among the board's. */
static void
assert_accepts (const Board *b, const KlQuestion *q, GArray *want)
{
  g_assert_cmpuint (q->right->len, ==, want->len);
  for (int c = 0; c < b->w * b->h; c++)
    {
      g_autoptr(KlVerdict) v = kl_question_grade_squares (q, &c, 1);

      assert_verdict (v, has_cell (want, c));
      if (!v->right)
        {
          /* the verdict names the square */
          g_autofree char *name = name_of (b, c);

          g_assert_nonnull (strstr (v->text, name));
        }
    }
}

/* Whether a tour exists, by trying every route (tiny boards only). */
static gboolean
tour_dfs (TourState *t, int head, int depth, int start, gboolean closed)
{
  int next[8], n;

  if (depth == t->nfree)
    {
      if (t->end >= 0 && head != t->end)
        return FALSE;
      /* a closed tour is a cycle: three squares at least */
      return !closed || (t->nfree >= 3 && is_jump (&t->mv, t->b->w, head, start));
    }
  n = open_moves (t, head, next);
  for (int i = 0; i < n; i++)
    {
      gboolean found;

      t->visited[next[i]] = 1;
      found = tour_dfs (t, next[i], depth + 1, start, closed);
      t->visited[next[i]] = 0;
      if (found)
        return TRUE;
    }
  return FALSE;
}

static gboolean
tour_exists (TourState *t, int start, gboolean closed)
{
  for (int c = 0; c < t->b->w * t->b->h; c++)
    {
      gboolean found;

      if (t->b->blocked[c] || (start >= 0 && c != start))
        continue;
      memset (t->visited, 0, t->b->w * t->b->h);
      t->visited[c] = 1;
      found = tour_dfs (t, c, 1, c, closed);
      memset (t->visited, 0, t->b->w * t->b->h);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* The route view: a question a square after the first. */
static void
check_tour_route (const Board *b, KlSolution *s, TourState *t, guint *counts)
{
  g_autoptr(KlPractice) p = kl_practice_new (s, FALSE);
  GArray *cells = kl_solution_get_path (s);
  gboolean searched = s->tour_method == KN_TOUR_METHOD_SEARCH && !kn_tour_is_reversed (s->tour);

  g_assert_nonnull (p);
  check_practice (p, s->n_frames);
  g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 1 + s->n_frames);
  memset (t->visited, 0, b->w * b->h);
  t->visited[g_array_index (cells, int, 0)] = 1;
  for (guint k = 1; k <= s->n_frames; k++)
    {
      const KlQuestion *q = kl_practice_get_question (p, k);
      int head = g_array_index (cells, int, k - 1), next = g_array_index (cells, int, k);
      g_autofree char *head_name = name_of (b, head);

      g_assert_cmpuint (q->frame, ==, k);
      g_assert_nonnull (strstr (q->text, head_name));
      if (q->ask == KL_ASK_WARNSDORFF)
        {
          g_autoptr(GArray) want = fewest_onward (t, head, (int) k, NULL);

          g_assert_true (searched);
          assert_accepts (b, q, want);
          /* the search took one of them */
          g_assert_true (has_cell (want, next));
          counts[0]++;
          counts[1] += want->len > 1;
        }
      else
        {
          g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (int));

          g_assert_cmpint (q->ask, ==, KL_ASK_TOUR_NEXT);
          g_array_append_val (want, next);
          assert_accepts (b, q, want);
          counts[2]++;
        }
      t->visited[next] = 1;
    }
}

/* The search view: a question a step onto a square or back off one,
 * against the test's own replay of the trace. */
static void
check_tour_search (const Board *b, KlSolution *s, TourState *t, guint *counts)
{
  g_autoptr(KlPractice) p = kl_practice_new (s, TRUE);
  size_t n_events = 0, n_notes = 0;
  const kn_trace_event *events = kn_tour_trace (s->tour, &n_events, NULL);
  const kn_trace_note *notes = kn_tour_trace_notes (s->tour, &n_notes);
  gboolean searched = s->tour_method == KN_TOUR_METHOD_SEARCH && !kn_tour_is_reversed (s->tour);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (int));
  /* tried[d]: the squares entered from the route's square d since it was entered */
  g_autoptr(GPtrArray) tried = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint qi = 1, asked = 0;
  static const char *whys[] = { "none", "built", "start", "next_start", "probe", "full", "only",
                                "fewest", "farthest", "seeded", "next", "dead_end", "exhausted",
                                "cut_off", "disconnected", "stranded", "two_ends", "one_way",
                                "no_return", "not_closing", "end_waits", "required" };

  g_assert_nonnull (p);
  g_assert_cmpuint (n_notes, ==, n_events);
  check_practice (p, kl_solution_get_n_frames (s, TRUE));
  memset (t->visited, 0, b->w * b->h);
  for (size_t i = 0; i < n_events; i++)
    {
      int cell = (int) events[i].cell;
      const KlQuestion *q = NULL;

      if (i > 0 && events[i].kind != KN_TRACE_RESTART)
        {
          q = kl_practice_get_question (p, qi++);
          g_assert_nonnull (q);
          g_assert_cmpuint (q->frame, ==, i);
          asked++;
        }
      switch (events[i].kind)
        {
        case KN_TRACE_RESTART:
          memset (t->visited, 0, b->w * b->h);
          g_array_set_size (stack, 0);
          g_ptr_array_set_size (tried, 0);
          g_array_append_val (stack, cell);
          g_ptr_array_add (tried, g_array_new (FALSE, FALSE, sizeof (int)));
          t->visited[cell] = 1;
          break;
        case KN_TRACE_ENTER:
          {
            int head = g_array_index (stack, int, stack->len - 1);
            GArray *before = g_ptr_array_index (tried, stack->len - 1);
            g_autoptr(GArray) want = fewest_onward (t, head, (int) stack->len, before);

            if (q != NULL && searched)
              {
                /* a first choice is Warnsdorff's; a later one the next
                 * of the squares not tried yet */
                g_assert_cmpint (q->ask, ==, before->len == 0 ? KL_ASK_WARNSDORFF
                                                               : KL_ASK_TOUR_NEXT);
                assert_accepts (b, q, want);
                g_assert_true (has_cell (want, cell));
                counts[before->len == 0 ? 0 : 3]++;
              }
            else if (q != NULL)
              {
                g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (int));

                g_assert_cmpint (q->ask, ==, KL_ASK_TOUR_NEXT);
                g_array_append_val (one, cell);
                assert_accepts (b, q, one);
              }
            g_array_append_val (before, cell);
            g_array_append_val (stack, cell);
            g_ptr_array_add (tried, g_array_new (FALSE, FALSE, sizeof (int)));
            t->visited[cell] = 1;
          }
          break;
        case KN_TRACE_BACKTRACK:
        default:
          g_assert_cmpint (g_array_index (stack, int, stack->len - 1), ==, cell);
          if (q != NULL)
            {
              g_autofree char *here = name_of (b, cell);

              g_assert_cmpint (q->ask, ==, KL_ASK_BACKTRACK);
              g_assert_nonnull (strstr (q->text, here));
              g_assert_cmpuint (q->choices->len, >=, 3);
              g_assert_cmpuint (q->choices->len, <=, 4);
              g_assert_cmpuint (notes[i].why, <, G_N_ELEMENTS (whys));
              g_assert_cmpstr (right_id (q), ==, whys[notes[i].why]);
              counts[4]++;
            }
          /* off the route, with the squares tried from it */
          g_array_set_size (stack, stack->len - 1);
          g_ptr_array_set_size (tried, stack->len);
          t->visited[cell] = 0;
          break;
        }
    }
  g_assert_cmpuint (asked + 1, ==, kl_practice_get_n_questions (p));
}

/* Whether a reason for no tour holds on the board, by our own count; -1
 * when we cannot tell (the theorems, some of which hold of blocked boards
 * too; whether the search tried every way is what it did, not a fact of
 * the board). */
typedef struct
{
  TourState *t;
  kn_leaper  l;
  int        start, end;
  gboolean   closed;
} TourCase;

static int
tour_case_holds (const char *id, gpointer data)
{
  const TourCase *c = data;
  const Board *b = c->t->b;
  int n = b->w * b->h, nfree = c->t->nfree;

  if (g_str_equal (id, "board-rule"))
    return -1;
  if (g_str_equal (id, "dead-ends"))
    {
      /* a square with no free neighbour, or more with one than the route
       * has ends for (none when closed; the given start and end) */
      int ones = 0, ends = c->closed ? 0 : (c->start < 0) + (c->end < 0), out[8];

      for (int cell = 0; cell < n; cell++)
        {
          int k;

          if (b->blocked[cell])
            continue;
          k = jumps (b, &c->t->mv, cell, out);
          /* a closed tour enters and leaves every square by two different ones */
          if ((k == 0 && (nfree > 1 || c->closed)))
            return 1;
          if (k == 1 && (c->closed || (cell != c->start && cell != c->end)))
            ones++;
        }
      return ones > ends;
    }
  if (g_str_equal (id, "disconnected"))
    {
      int first = -1, reached = 0;
      g_autofree int *dist = NULL;

      for (int cell = 0; cell < n && first < 0; cell++)
        if (!b->blocked[cell])
          first = cell;
      dist = bfs (b, &c->t->mv, first);
      for (int cell = 0; cell < n; cell++)
        reached += dist[cell] >= 0;
      return reached < nfree;
    }
  if (g_str_equal (id, "colour"))
    {
      /* a leaper that alternates colours: the counts, and the ends */
      int light = 0, dark = 0;

      if ((c->l.m + c->l.n) % 2 == 0)
        return 0;
      for (int cell = 0; cell < n; cell++)
        if (!b->blocked[cell])
          {
            if ((cell % b->w + cell / b->w) % 2)
              light++;
            else
              dark++;
          }
      if (c->closed)
        return light != dark;
      if (ABS (light - dark) > 1)
        return 1;
      /* the route's ends: the given start and end, then the squares with
       * one free neighbour (every route ends on them) */
      int ends[2], nends = 0, out[8];

      if (c->start >= 0)
        ends[nends++] = c->start;
      if (c->end >= 0)
        ends[nends++] = c->end;
      for (int cell = 0; cell < n && nends < 2; cell++)
        if (!b->blocked[cell] && cell != c->start && cell != c->end &&
            jumps (b, &c->t->mv, cell, out) == 1)
          ends[nends++] = cell;
      if (light != dark)
        {
          int fewer = light < dark; /* 1: light is the smaller */

          for (int i = 0; i < nends; i++)
            if ((ends[i] % b->w + ends[i] / b->w) % 2 == fewer)
              return 1;
          return 0;
        }
      return nends == 2 &&
             (ends[0] % b->w + ends[0] / b->w) % 2 == (ends[1] % b->w + ends[1] / b->w) % 2;
    }
  if (g_str_equal (id, "exhausted"))
    return -1;
  g_assert_cmpstr (id, ==, "gave-up");
  return 0;
}

static void
test_tours (void)
{
  /* Warnsdorff questions, ties among them, squares the tour takes, next
   * choices after a failure, backtracks; nones */
  guint counts[5] = { 0 }, none = 0, found = 0, reasons[KN_REASON_UNREACHABLE + 1] = { 0 };

  for (int run = 0; run < boards (300); run++)
    {
      static const kn_leaper leapers[] = { { 1, 2 }, { 1, 2 }, { 1, 2 }, { 0, 1 }, { 1, 1 } };
      g_autoptr(Board) b = board_random (g_test_rand_int_range (2, 7), g_test_rand_int_range (2, 7),
                                         g_test_rand_int_range (0, 3) == 0
                                         ? 0 : g_test_rand_int_range (0, 15));
      kn_leaper l = leapers[g_test_rand_int_range (0, G_N_ELEMENTS (leapers))];
      gboolean closed = g_test_rand_int_range (0, 4) == 0;
      int start = g_test_rand_int_range (0, 3) > 0 ? random_free (b) : -1;
      int end = g_test_rand_int_range (0, 4) == 0 ? random_free (b) : -1;
      g_autofree guint8 *visited = g_new0 (guint8, b->w * b->h);
      TourState t = { b, leaper_moves (l.m, l.n), visited, end, free_count (b) };
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;
      const KlQuestion *q;

      if (t.nfree == 0)
        continue;
      s = solve (b, KL_MODE_TOUR, l, start, end, -1, NULL, 0, closed, 200000);
      if (s->outcome == KL_OUTCOME_GAVE_UP)
        {
          /* nothing proven: nothing asked */
          g_assert_null (kl_practice_new (s, FALSE));
          g_assert_null (kl_practice_new (s, TRUE));
          continue;
        }
      g_assert_cmpint (s->outcome, !=, KL_OUTCOME_FAILED);
      p = kl_practice_new (s, FALSE);
      g_assert_nonnull (p);
      q = kl_practice_get_question (p, 0);
      g_assert_cmpint (q->ask, ==, KL_ASK_EXISTS);
      g_assert_cmpstr (right_id (q), ==, s->outcome == KL_OUTCOME_FOUND ? "yes" : "no");
      if (start >= 0)
        {
          g_autofree char *start_name = name_of (b, start);

          g_assert_nonnull (strstr (q->text, start_name));
        }
      if (t.nfree <= 14)
        g_assert_cmpint (tour_exists (&t, start, closed), ==, s->outcome == KL_OUTCOME_FOUND);
      if (s->outcome == KL_OUTCOME_NONE)
        {
          for (int view = 0; view < 2; view++)
            {
              g_autoptr(KlPractice) pv = kl_practice_new (s, view);

              check_practice (pv, kl_solution_get_n_frames (s, view));
              g_assert_cmpuint (kl_practice_get_n_questions (pv), ==, 2);
              TourCase tc = { &t, l, start, end, closed };

              q = kl_practice_get_question (pv, 1);
              g_assert_cmpuint (q->frame, ==, kl_solution_get_n_frames (s, view));
              check_why_not (q, kl_reason_to_string (s->reason->kind), tour_case_holds, &tc);
              reasons[s->reason->kind]++;
            }
          none++;
          continue;
        }
      check_tour_route (b, s, &t, counts);
      check_tour_search (b, s, &t, counts);
      found++;
    }
  g_test_message ("%u found, %u none; Warnsdorff %u (ties %u), tour squares %u, next choices %u, "
                  "backtracks %u", found, none, counts[0], counts[1], counts[2], counts[3],
                  counts[4]);
  g_test_message ("reasons: board rule %u, colour %u, dead ends %u, pieces %u, search %u",
                  reasons[KN_REASON_BOARD_RULE], reasons[KN_REASON_COLOUR],
                  reasons[KN_REASON_DEAD_ENDS], reasons[KN_REASON_DISCONNECTED],
                  reasons[KN_REASON_EXHAUSTED]);
  if (!full_run ())
    return;
  g_assert_cmpuint (found, >, 30);
  g_assert_cmpuint (none, >, 30);
  /* pieces apart seldom come without dead ends on small boards: see tour/why-not */
  g_assert_cmpuint (reasons[KN_REASON_BOARD_RULE], >, 0);
  g_assert_cmpuint (reasons[KN_REASON_COLOUR], >, 0);
  g_assert_cmpuint (reasons[KN_REASON_DEAD_ENDS], >, 0);
  g_assert_cmpuint (reasons[KN_REASON_EXHAUSTED], >, 0);
  g_assert_cmpuint (counts[0], >, 200);
  g_assert_cmpuint (counts[1], >, 20);
  /* next choices and backtracks: at least on the boards of tour/boards */
}

/* Each reason for no tour as the right choice, none shown beside it that
 * holds as well. */
static void
test_tour_why_not (void)
{
  static const struct
  {
    int         w, h;
    const char *walls;
    const char *start, *end;
    gboolean    closed;
    const char *because;
    guint       n_choices;
  } cases[] = {
    /* two 3 x 4 pieces two files apart: no dead end, the knight cannot cross */
    { 10, 3, "e1,e2,e3,f1,f2,f3", "a1", NULL, FALSE, "disconnected", 4 },
    /* odd: a closed tour cannot alternate colours; on 3 x 3 the centre is
     * a dead end and a piece of its own as well, and a theorem too */
    { 3, 3, NULL, NULL, NULL, TRUE, "colour", 3 },
    { 5, 5, NULL, "a1", NULL, TRUE, "colour", 4 },
    { 4, 4, NULL, "a1", NULL, FALSE, "board-rule", 5 },
    { 6, 6, "b3,c2", "a1", NULL, FALSE, "dead-ends", 3 },
    { 6, 6, "b2", "a1", NULL, TRUE, "colour", 5 },
    /* a1's one free neighbour is the end, b3: checked as a route from a1 to
     * b3 that has no dead end, though a closed tour leaves a1 by two */
    { 3, 6, "c2", "a1", "b3", TRUE, "colour", 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(Board) b = board_random (cases[i].w, cases[i].h, 0);
      g_auto(GStrv) walls = cases[i].walls ? g_strsplit (cases[i].walls, ",", -1) : NULL;
      g_autofree guint8 *visited = g_new0 (guint8, b->w * b->h);
      int start = -1, end = -1;
      TourState t;
      TourCase tc;
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;
      const KlQuestion *q;
      kn_square sq;

      for (char **w = walls; w && *w; w++)
        {
          g_assert_cmpint (kn_square_parse (*w, strlen (*w), b->w, b->h, 0, &sq), ==, KN_OK);
          b->blocked[sq.y * b->w + sq.x] = TRUE;
        }
      if (cases[i].start)
        {
          g_assert_cmpint (kn_square_parse (cases[i].start, 2, b->w, b->h, 0, &sq), ==, KN_OK);
          start = sq.y * b->w + sq.x;
        }
      if (cases[i].end)
        {
          g_assert_cmpint (kn_square_parse (cases[i].end, 2, b->w, b->h, 0, &sq), ==, KN_OK);
          end = sq.y * b->w + sq.x;
        }
      t = (TourState) { b, leaper_moves (1, 2), visited, end, free_count (b) };
      tc = (TourCase) { &t, KN_KNIGHT, start, end, cases[i].closed };
      s = solve (b, KL_MODE_TOUR, KN_KNIGHT, start, end, -1, NULL, 0, cases[i].closed, 0);
      g_assert_cmpint (s->outcome, ==, KL_OUTCOME_NONE);
      p = kl_practice_new (s, FALSE);
      check_practice (p, s->n_frames);
      q = kl_practice_get_question (p, 1);
      check_why_not (q, cases[i].because, tour_case_holds, &tc);
      g_assert_cmpuint (q->choices->len, ==, cases[i].n_choices);
    }
}

/* The 8x8 board's tour and a large board's construction. */
static void
test_tour_boards (void)
{
  g_autoptr(Board) b = board_random (8, 8, 0);
  g_autoptr(Board) big = board_random (30, 30, 0);
  g_autoptr(KlSolution) s = solve (b, KL_MODE_TOUR, KN_KNIGHT, 0, -1, -1, NULL, 0, FALSE, 0);
  g_autoptr(KlSolution) built = solve (big, KL_MODE_TOUR, KN_KNIGHT, 0, -1, -1, NULL, 0, TRUE, 0);
  g_autoptr(KlPractice) p = kl_practice_new (s, FALSE);
  g_autoptr(KlPractice) pb = kl_practice_new (built, FALSE);
  const KlQuestion *q;

  g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 64);
  q = kl_practice_get_question (p, 1);
  g_assert_cmpint (q->ask, ==, KL_ASK_WARNSDORFF);
  /* numbered as the board numbers the square it asks for: the second */
  g_assert_nonnull (strstr (q->text, "Square 2 of 64"));
  g_assert_nonnull (strstr (q->text, "a1"));
  /* a1's two moves, b3 and c2, have 5 onward moves each */
  g_assert_cmpuint (q->right->len, ==, 2);
  g_assert_cmpuint (q->clickable->len, ==, 2);

  /* boards on which the search backs up before it finds its tour: the
   * search's next choices and its backtracks */
  {
    static const struct { int w, h; int walls[2]; } backs[] = {
      { 6, 6, { 5 * 6 + 3, 3 * 6 + 2 } },  /* d6, c4 */
      { 6, 5, { 2 * 6 + 2, 1 * 6 + 0 } },  /* c3, a2 */
    };
    guint counts[5] = { 0 };

    for (guint i = 0; i < G_N_ELEMENTS (backs); i++)
      {
        g_autoptr(Board) bb = board_random (backs[i].w, backs[i].h, 0);
        g_autofree guint8 *visited = g_new0 (guint8, bb->w * bb->h);
        TourState t;
        g_autoptr(KlSolution) sb = NULL;

        bb->blocked[backs[i].walls[0]] = bb->blocked[backs[i].walls[1]] = TRUE;
        t = (TourState) { bb, leaper_moves (1, 2), visited, -1, free_count (bb) };
        sb = solve (bb, KL_MODE_TOUR, KN_KNIGHT, 0, -1, -1, NULL, 0, FALSE, 0);
        g_assert_cmpint (sb->outcome, ==, KL_OUTCOME_FOUND);
        g_assert_cmpint (sb->tour_method, ==, KN_TOUR_METHOD_SEARCH);
        g_assert_cmpuint (sb->backtracks, >, 0);
        check_tour_route (bb, sb, &t, counts);
        check_tour_search (bb, sb, &t, counts);
      }
    g_assert_cmpuint (counts[3], >, 0);
    g_assert_cmpuint (counts[4], >, 0);
  }

  g_assert_cmpint (built->tour_method, !=, KN_TOUR_METHOD_SEARCH);
  g_assert_cmpuint (kl_practice_get_n_questions (pb), ==, 900);
  q = kl_practice_get_question (pb, 899);
  g_assert_cmpint (q->ask, ==, KL_ASK_TOUR_NEXT);
  g_assert_cmpuint (q->right->len, ==, 1);
  g_assert_cmpint (g_array_index (q->right, int, 0), ==,
                   g_array_index (kl_solution_get_path (built), int, 899));
}

/* ---------------------------------------------------------------- Camelot */

typedef struct
{
  const Board *b;
  GPtrArray   *from;     /* a knight's distances from each square */
  const int   *kd;       /* the king's walk */
  const int   *knights;
  int          n;
} CamelotCase;

/* Whether a reason the pieces cannot gather holds, by our own count. */
static int
camelot_holds (const char *id, gpointer data)
{
  const CamelotCase *c = data;
  int cells = c->b->w * c->b->h;

  if (g_str_equal (id, "knights-apart"))
    {
      for (int i = 0; i < c->n; i++)
        for (int j = 0; j < c->n; j++)
          if (((int *) g_ptr_array_index (c->from, c->knights[i]))[c->knights[j]] < 0)
            return 1;
      return 0;
    }
  if (g_str_equal (id, "king-apart"))
    {
      /* no square the king walks to that every knight reaches */
      for (int g = 0; g < cells; g++)
        {
          gboolean all = c->kd[g] >= 0;

          for (int i = 0; i < c->n && all; i++)
            all = ((int *) g_ptr_array_index (c->from, c->knights[i]))[g] >= 0;
          if (all)
            return 0;
        }
      return 1;
    }
  /* colour, blocked, gave-up: never */
  return 0;
}

static void
test_camelot (void)
{
  guint ties = 0, carried = 0, walks = 0, none = 0;

  for (int run = 0; run < boards (300); run++)
    {
      g_autoptr(Board) b = board_random (g_test_rand_int_range (1, 9), g_test_rand_int_range (1, 9),
                                         g_test_rand_int_range (0, 25));
      int king = random_free (b), knights[4], n = g_test_rand_int_range (0, 5), cells;
      Moves knight = leaper_moves (1, 2);
      g_autofree int *kd = NULL;
      g_autofree gint64 *cost = NULL;
      g_autoptr(GPtrArray) from = g_ptr_array_new_with_free_func (g_free); /* per square */
      g_autoptr(KlSolution) s = NULL;
      g_autoptr(KlPractice) p = NULL;
      g_autoptr(GArray) least = g_array_new (FALSE, FALSE, sizeof (int));
      gint64 min = -1;
      const KlQuestion *q;

      if (king < 0)
        continue;
      cells = b->w * b->h;
      for (int i = 0; i < n; i++)
        knights[i] = random_free (b);
      kd = king_bfs (b, king);
      for (int c = 0; c < cells; c++)
        g_ptr_array_add (from, bfs (b, &knight, c));

      /* the cost of gathering on g: the knights' moves there, and the king's
       * walk or a knight fetching him on p (his walk to p, its moves to p
       * and on to g instead of straight there) */
      cost = g_new (gint64, cells);
      for (int g = 0; g < cells; g++)
        {
          gint64 sum = 0, best = -1;
          gboolean ok = !b->blocked[g];

          for (int i = 0; i < n && ok; i++)
            {
              int d = ((int *) g_ptr_array_index (from, knights[i]))[g];

              ok = d >= 0;
              sum += d;
            }
          if (ok && kd[g] >= 0)
            best = kd[g];
          for (int i = 0; i < n && ok; i++)
            for (int pk = 0; pk < cells; pk++)
              {
                int *di = g_ptr_array_index (from, knights[i]);
                int *dp = g_ptr_array_index (from, pk);

                if (kd[pk] >= 0 && di[pk] >= 0 && dp[g] >= 0 &&
                    (best < 0 || kd[pk] + di[pk] + dp[g] - di[g] < best))
                  best = kd[pk] + di[pk] + dp[g] - di[g];
              }
          cost[g] = ok && best >= 0 ? sum + best : -1;
          if (cost[g] >= 0 && (min < 0 || cost[g] < min))
            min = cost[g];
        }
      for (int g = 0; g < cells; g++)
        if (cost[g] >= 0 && cost[g] == min)
          g_array_append_val (least, g);

      s = solve (b, KL_MODE_CAMELOT, KN_KNIGHT, -1, -1, king, knights, (guint) n, FALSE, 0);
      p = kl_practice_new (s, FALSE);
      g_assert_nonnull (p);
      check_practice (p, s->n_frames);
      q = kl_practice_get_question (p, 0);
      g_assert_cmpint (q->ask, ==, KL_ASK_EXISTS);
      g_assert_cmpstr (right_id (q), ==, min >= 0 ? "yes" : "no");
      if (min < 0)
        {
          /* the knights apart come first, then the king */
          CamelotCase cc = { b, from, kd, knights, n };

          q = kl_practice_get_question (p, 1);
          check_why_not (q, camelot_holds ("knights-apart", &cc) ? "knights-apart" : "king-apart",
                         camelot_holds, &cc);
          none++;
          continue;
        }
      g_assert_cmpint (s->moves, ==, min);
      q = kl_practice_get_question (p, 1);
      g_assert_cmpint (q->ask, ==, KL_ASK_GATHER);
      assert_accepts (b, q, least);
      ties += least->len > 1;
      if (s->carrier < 0)
        {
          g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 2);
          walks++;
          continue;
        }
      g_assert_cmpuint (kl_practice_get_n_questions (p), ==, 3);
      q = kl_practice_get_question (p, 2);
      g_assert_cmpint (q->ask, ==, KL_ASK_CARRIER);
      {
        /* the plan's carrier, who fetches the king in a plan of the least cost */
        int c = knights[s->carrier];
        int *dc = g_ptr_array_index (from, c);
        gint64 best = -1;
        g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (int));

        g_array_append_val (want, c);
        assert_accepts (b, q, want);
        for (int g = 0; g < cells; g++)
          for (int pk = 0; pk < cells; pk++)
            {
              gint64 sum = 0;
              gboolean ok = kd[pk] >= 0 && dc[pk] >= 0 &&
                            ((int *) g_ptr_array_index (from, pk))[g] >= 0;

              for (int i = 0; i < n && ok; i++)
                if (i != s->carrier)
                  {
                    int d = ((int *) g_ptr_array_index (from, knights[i]))[g];

                    ok = d >= 0;
                    sum += d;
                  }
              if (ok)
                {
                  sum += kd[pk] + dc[pk] + ((int *) g_ptr_array_index (from, pk))[g];
                  if (best < 0 || sum < best)
                    best = sum;
                }
            }
        g_assert_cmpint (best, ==, min);
        for (int i = 0; i < n; i++)
          {
            g_autoptr(KlVerdict) v = kl_question_grade_squares (q, &knights[i], 1);

            assert_verdict (v, knights[i] == c);
          }
      }
      carried++;
    }
  g_test_message ("Camelot: %u ties, %u carried, %u walk, %u none", ties, carried, walks, none);
  if (!full_run ())
    return;
  g_assert_cmpuint (ties, >, 20);
  g_assert_cmpuint (carried, >, 20);
  g_assert_cmpuint (walks, >, 20);
  g_assert_cmpuint (none, >, 5);
}

/* ---------------------------------------------------------------- nothing to ask */

static void
test_nothing (void)
{
  g_autoptr(Board) b = board_random (8, 8, 0);
  g_autoptr(KlSolution) missing = solve (b, KL_MODE_PATH, KN_KNIGHT, 0, -1, -1, NULL, 0, FALSE, 0);
  g_autoptr(Board) walled = board_random (8, 8, 0);
  g_autoptr(KlSolution) gave_up = NULL;
  g_autoptr(Board) one = board_random (1, 1, 0);
  g_autoptr(KlSolution) alone = solve (one, KL_MODE_DISTANCE, KN_KNIGHT, 0, -1, -1, NULL, 0, FALSE,
                                       0);

  /* a blocked board is searched within the budget: 50 nodes decide nothing */
  walled->blocked[7] = TRUE; /* h1: light, so a tour from a1 may exist */
  gave_up = solve (walled, KL_MODE_TOUR, KN_KNIGHT, 0, -1, -1, NULL, 0, FALSE, 50);
  g_assert_cmpint (missing->outcome, ==, KL_OUTCOME_MISSING);
  g_assert_null (kl_practice_new (missing, FALSE));
  g_assert_cmpint (gave_up->outcome, ==, KL_OUTCOME_GAVE_UP);
  g_assert_null (kl_practice_new (gave_up, TRUE));
  g_assert_null (kl_practice_new (alone, FALSE));
  g_assert_cmpstr (kl_ask_to_string (KL_ASK_WARNSDORFF), ==, "warnsdorff");
  g_assert_cmpstr (kl_ask_to_string (KL_ASK_LAYER), ==, "layer");
}

/* test_no_giveaway's Camelot half: the questions before "where" and
 * "which knight" never name their answers. */
static void
camelot_no_giveaway (const Board *b, int king, const int *knights, guint n_knights)
{
  g_autoptr(KlSolution) camelot = solve (b, KL_MODE_CAMELOT, KN_KNIGHT, -1, -1, king, knights,
                                         n_knights, FALSE, 0);
  g_autoptr(KlPractice) c = kl_practice_new (camelot, FALSE);

  for (guint i = 0; c != NULL && i < kl_practice_get_n_questions (c); i++)
    {
      const KlQuestion *q = kl_practice_get_question (c, i);

      if (q->ask != KL_ASK_GATHER && q->ask != KL_ASK_CARRIER)
        continue;
      for (guint k = 0; k < q->right->len; k++)
        {
          int g = g_array_index (q->right, int, k);
          g_autofree char *gname = name_of (b, g);
          gboolean own = g == king || (q->ask == KL_ASK_CARRIER && g == camelot->gather);

          /* a square a piece starts on (or, for the carrier, where they
           * gather) may be named for its own sake */
          for (guint j = 0; j < n_knights && q->ask == KL_ASK_GATHER; j++)
            own |= g == knights[j];
          if (own)
            continue;
          for (guint j = 0; j < i; j++)
            g_assert_null (strstr (kl_practice_get_question (c, j)->explanation, gname));
        }
    }
}

/* Nothing said before a question gives its answer away: the verdicts
 * and explanations of the questions before "how many moves" never name
 * the number of moves, and those before "where do they gather" never
 * name the gathering square (unless a piece starts there, and so the
 * question names it too). */
static void
test_no_giveaway (void)
{
  GRand *rand = g_rand_new_with_seed (2026);
  g_autoptr(Board) empty = board_random (6, 6, 0);
  const int three[3] = { 3 * 6 + 2, 3 * 6 + 0, 1 * 6 + 0 }; /* c4 a4 a2 */

  /* a plan with a carrier: on an empty 6x6 the knight from c4 fetches the
   * king from f2 at e3, and all gather on c3 */
  camelot_no_giveaway (empty, 1 * 6 + 5 /* f2 */, three, 3);
  for (int round = 0; round < 60; round++)
    {
      g_autoptr(Board) b = board_random (6 + round % 4, 6 + round % 3, 10);
      int n = b->w * b->h;
      int start = g_rand_int_range (rand, 0, n), target = g_rand_int_range (rand, 0, n);
      int knights[2] = { g_rand_int_range (rand, 0, n), g_rand_int_range (rand, 0, n) };
      int king = g_rand_int_range (rand, 0, n);
      g_autoptr(KlSolution) path = NULL;
      g_autoptr(KlPractice) p = NULL;

      b->blocked[start] = b->blocked[target] = b->blocked[king] = FALSE;
      b->blocked[knights[0]] = b->blocked[knights[1]] = FALSE;
      if (start != target)
        {
          path = solve (b, KL_MODE_PATH, KN_KNIGHT, start, target, -1, NULL, 0, FALSE, 0);
          p = kl_practice_new (path, FALSE);
        }
      for (guint i = 0; p != NULL && i < kl_practice_get_n_questions (p); i++)
        {
          const KlQuestion *q = kl_practice_get_question (p, i);
          g_autofree char *said = g_strdup_printf (" %" G_GINT64_FORMAT " move", path->moves);

          if (q->ask != KL_ASK_MOVES)
            continue;
          for (guint j = 0; j < i; j++)
            {
              const KlQuestion *before = kl_practice_get_question (p, j);

              g_assert_null (strstr (before->text, said));
              g_assert_null (strstr (before->explanation, said));
            }
        }
      if (king == knights[0] || king == knights[1] || knights[0] == knights[1])
        continue;
      camelot_no_giveaway (b, king, knights, 2);
    }
  g_rand_free (rand);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/practice/path/random", test_path);
  g_test_add_func ("/puzzle/practice/path/why-not", test_path_why_not);
  g_test_add_func ("/puzzle/practice/path/obstacles", test_obstacles);
  g_test_add_func ("/puzzle/practice/distance/random", test_distance);
  g_test_add_func ("/puzzle/practice/dynamic/random", test_dynamic);
  g_test_add_func ("/puzzle/practice/tour/random", test_tours);
  g_test_add_func ("/puzzle/practice/tour/boards", test_tour_boards);
  g_test_add_func ("/puzzle/practice/tour/why-not", test_tour_why_not);
  g_test_add_func ("/puzzle/practice/camelot/random", test_camelot);
  g_test_add_func ("/puzzle/practice/nothing", test_nothing);
  g_test_add_func ("/puzzle/practice/no-giveaway", test_no_giveaway);
  return g_test_run ();
}
