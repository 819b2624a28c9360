/* test-scene.c - a frame is a scene: the legend lists exactly the scene's
 * kinds, the renderer draws each mark where the scene puts it, and the
 * bugs a user found in the old, separately worked-out legend stay fixed. */

#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "app-test.h"
#include "kl-board-render.h"
#include "kl-puzzle-edit.h"
#include "kl-scene.h"
#include "kl-notation.h"
#include "kl-solution.h"

#define CELL 40

/* One board and the modes the corpus solves it in. */
typedef struct
{
  const char *name;
  KlPuzzle   *puzzle;
} Board;

static KlPuzzle *
board_with (int width, int height, const char *start, const char *target,
            const char *const *walls)
{
  KlPuzzle *p = kl_puzzle_new (width, height);

  if (start != NULL)
    p->start = app_test_cell (p, start);
  if (target != NULL)
    p->target = app_test_cell (p, target);
  for (; walls != NULL && *walls != NULL; walls++)
    p->blocked[app_test_cell (p, *walls)] = 1;
  return p;
}

static void
add_knight (KlPuzzle *p, const char *square)
{
  int cell = app_test_cell (p, square);

  g_array_append_val (p->knights, cell);
}

#define WALLS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* The corpus: the sample, every kind of "no answer", boards with and
 * without a target, and random small boards with random walls (fixed seed). */
static GPtrArray *
corpus (void)
{
  GPtrArray *boards = g_ptr_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  KlPuzzle *p;

#define ADD(label, board) G_STMT_START { \
    Board *b = g_new0 (Board, 1); \
    b->name = label; \
    b->puzzle = board; \
    g_ptr_array_add (boards, b); \
  } G_STMT_END

  p = kl_puzzle_new_sample ();
  p->king = app_test_cell (p, "d4");
  add_knight (p, "a3");
  add_knight (p, "h8");
  ADD ("sample", p);
  /* f7 and g6 wall h8 in */
  p = board_with (8, 8, "a1", "h8", WALLS ("f7", "g6"));
  ADD ("target walled off", p);
  /* two columns of walls split a 6x3 board; no target */
  p = board_with (6, 3, "a1", NULL, WALLS ("c1", "c2", "c3", "d1", "d2", "d3"));
  ADD ("split, no target", p);
  /* walls shut the king in a1 and the knight in c3: Camelot cannot gather */
  p = board_with (3, 3, "a1", NULL, WALLS ("a2", "b1", "b2"));
  p->king = app_test_cell (p, "a1");
  add_knight (p, "c3");
  ADD ("camelot knight cut off", p);
  p = board_with (4, 4, "a1", NULL, NULL);
  ADD ("4x4 tour", p);
  /* four corners with one free neighbour each: dead ends */
  p = board_with (6, 6, "c3", NULL, WALLS ("b3", "d5", "b4", "e3"));
  ADD ("tour dead ends", p);
  /* 5x5 from a light square: the colour count */
  p = board_with (5, 5, "b1", NULL, NULL);
  ADD ("tour colour", p);
  /* Camelot with a carrier: the king rides */
  p = board_with (8, 8, NULL, NULL, NULL);
  p->king = app_test_cell (p, "d4");
  add_knight (p, "a3");
  add_knight (p, "a8");
  add_knight (p, "h1");
  add_knight (p, "h8");
  ADD ("camelot", p);
  p = board_with (6, 6, "a1", "f6", NULL);
  ADD ("6x6 with target", p);
  for (int i = 0; i < 6; i++)
    {
      int w = g_rand_int_range (rand, 3, 8), h = g_rand_int_range (rand, 3, 8);

      p = kl_puzzle_new (w, h);
      for (int cell = 0; cell < w * h; cell++)
        p->blocked[cell] = g_rand_int_range (rand, 0, 100) < 15;
      p->start = g_rand_int_range (rand, 0, w * h);
      p->blocked[p->start] = 0;
      if (i % 2 == 0)
        {
          p->target = (p->start + 1 + g_rand_int_range (rand, 0, w * h - 1)) % (w * h);
          p->blocked[p->target] = 0;
        }
      p->king = p->start;
      for (int k = 0; k < 2; k++)
        {
          int cell = g_rand_int_range (rand, 0, w * h);

          if (cell != p->king && kl_puzzle_knight_index (p, cell) < 0)
            {
              p->blocked[cell] = 0;
              g_array_append_val (p->knights, cell);
            }
        }
      ADD ("random", p);
    }
#undef ADD
  return boards;
}

static void
board_free (gpointer data)
{
  Board *b = data;

  kl_puzzle_free (b->puzzle);
  g_free (b);
}

/* The views the corpus is shown in: every mode, and the options that add marks. */
typedef struct
{
  KlMode   mode;
  gboolean show_search, show_tree, show_costs;
} Variant;

static const Variant variants[] = {
  { KL_MODE_PATH, FALSE, FALSE, FALSE },
  { KL_MODE_PATH, FALSE, TRUE, FALSE },
  { KL_MODE_DISTANCE, FALSE, FALSE, FALSE },
  { KL_MODE_DISTANCE, FALSE, TRUE, FALSE },
  { KL_MODE_DYNAMIC, FALSE, FALSE, FALSE },
  { KL_MODE_CAMELOT, FALSE, FALSE, FALSE },
  { KL_MODE_CAMELOT, FALSE, FALSE, TRUE },
  { KL_MODE_TOUR, FALSE, FALSE, FALSE },
  { KL_MODE_TOUR, TRUE, FALSE, FALSE },
};

static KlSceneInput
input_for (const KlPuzzle *p, const Variant *v, const KlSolution *s, double frame, double cell)
{
  return (KlSceneInput) {
    .puzzle = p, .mode = v->mode, .show_search = v->show_search, .show_tree = v->show_tree,
    .show_costs = v->show_costs, .solution = s, .frame = frame, .cell = cell,
  };
}

static void
view_for (KlBoardView *view, const KlSceneInput *in)
{
  kl_board_view_init (view, in->puzzle);
  view->mode = in->mode;
  view->show_search = in->show_search;
  view->show_tree = in->show_tree;
  view->show_costs = in->show_costs;
  view->result = in->solution;
  view->frame = in->frame;
  view->cell = in->cell;
}

typedef void (*FrameFunc) (const Board *b, const Variant *v, const KlSolution *s,
                           const KlSceneInput *in, gpointer data);

/* Calls func at rest and at every step of every board of the corpus in
 * every variant, on big squares and on squares too small for numbers. */
static void
for_each_frame (FrameFunc func, gpointer data, guint max_steps)
{
  g_autoptr(GPtrArray) boards = corpus ();

  g_ptr_array_set_free_func (boards, board_free);
  for (guint i = 0; i < boards->len; i++)
    for (guint k = 0; k < G_N_ELEMENTS (variants); k++)
      {
        const Board *b = g_ptr_array_index (boards, i);
        const Variant *v = &variants[k];
        g_autoptr(KlSolution) s = NULL;
        guint frames;

        if (v->mode == KL_MODE_CAMELOT && b->puzzle->king < 0)
          continue;
        s = solve_in_mode (b->puzzle, v->mode);
        frames = kl_solution_get_n_frames (s, v->show_search);
        for (guint f = 0; f <= MIN (frames, max_steps) + 1; f++)
          {
            /* the steps, a frame half way through a move, and at rest */
            double frame = f <= MIN (frames, max_steps) ? f : G_MAXDOUBLE;
            double cells[] = { CELL, 8 };

            for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
              {
                KlSceneInput in = input_for (b->puzzle, v, s, frame, cells[c]);

                g_test_message ("%s, mode %d, frame %g, cell %g", b->name, v->mode, frame, cells[c]);
                func (b, v, s, &in, data);
                if (f < frames && c == 0)
                  {
                    in.frame = f + 0.5;
                    func (b, v, s, &in, data);
                  }
              }
          }
      }
}

/* ---- the legend is the scene's kinds ---- */

static void
check_legend (const Board *b, const Variant *v, const KlSolution *s, const KlSceneInput *in,
              gpointer data)
{
  g_autoptr(KlScene) scene = kl_scene_new (in);
  KlBoardView view;
  KlMark legend[KL_N_MARKS];
  gboolean in_scene[KL_N_MARKS] = { FALSE };
  guint n, distinct = 0;

  view_for (&view, in);
  n = kl_board_legend_marks (&view, legend);
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);

      g_assert_cmpint (m->kind, <, KL_N_MARKS);
      g_assert_cmpint (m->role, ==, kl_mark_role (m->kind));
      /* a mark draws something: squares on the board, or the counts */
      g_assert_true (m->cells->len > 0 || m->kind == KL_MARK_COLOUR_COUNTS);
      for (guint j = 0; j < m->cells->len; j++)
        {
          int cell = g_array_index (m->cells, int, j);

          g_assert_cmpint (cell, >=, 0);
          g_assert_cmpint (cell, <, b->puzzle->width * b->puzzle->height);
        }
      distinct += !in_scene[m->kind];
      in_scene[m->kind] = TRUE;
    }
  g_assert_cmpuint (n, ==, distinct);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (in_scene[legend[i]]);
      /* in the fixed order, each once */
      if (i > 0)
        g_assert_cmpint (legend[i - 1], <, legend[i]);
      g_assert_cmpstr (kl_mark_describe (legend[i]), !=, "");
    }
}

static void
test_legend_is_scene (void)
{
  for_each_frame (check_legend, NULL, G_MAXUINT);
}

/* ---- the renderer draws each mark where the scene puts it ---- */

static cairo_surface_t *
render_scene (const KlBoardView *view, const KlScene *scene)
{
  KlBoardGeometry geom = { 0, 0, CELL, view->puzzle->width, view->puzzle->height };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         view->puzzle->width * CELL,
                                                         view->puzzle->height * CELL);
  cairo_t *cr = cairo_create (surface);

  kl_board_render_scene (cr, view, scene, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
word_at (cairo_surface_t *s, int x, int y)
{
  return *(guint32 *) (gpointer) (cairo_image_surface_get_data (s) +
                                  (gsize) y * cairo_image_surface_get_stride (s) + 4 * x);
}

/* Pixels that differ between two renderings in the rectangle of squares
 * [f0, f1] x [r0, r1]. */
static guint
changed_in_squares (cairo_surface_t *a, cairo_surface_t *b, const KlPuzzle *p,
                    int f0, int f1, int r0, int r1)
{
  guint n = 0;

  for (int y = (p->height - 1 - r1) * CELL; y < (p->height - r0) * CELL; y++)
    for (int x = f0 * CELL; x < (f1 + 1) * CELL; x++)
      n += word_at (a, x, y) != word_at (b, x, y);
  return n;
}

static void
check_drawn (const Board *b, const Variant *v, const KlSolution *s, const KlSceneInput *in,
             gpointer data)
{
  g_autoptr(KlScene) scene = NULL;
  KlBoardView view;
  cairo_surface_t *whole;

  if (in->cell != CELL)
    return;
  scene = kl_scene_new (in);
  view_for (&view, in);
  whole = render_scene (&view, scene);
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);
      g_autoptr(KlScene) without = kl_scene_copy_without (scene, i);
      cairo_surface_t *less = render_scene (&view, without);
      guint changed = 0;
      int w = b->puzzle->width;

      if (m->kind == KL_MARK_COLOUR_COUNTS)
        {
          /* no square: two pills on the top edge */
          changed = changed_in_squares (whole, less, b->puzzle, 0, w - 1, b->puzzle->height - 1,
                                        b->puzzle->height - 1);
        }
      else if (m->cells->len == 2 && m->t > 0 && m->kind != KL_MARK_ROUTE)
        {
          /* a piece on its way: between its two squares */
          int a = g_array_index (m->cells, int, 0), c = g_array_index (m->cells, int, 1);

          changed = changed_in_squares (whole, less, b->puzzle, MIN (a % w, c % w),
                                        MAX (a % w, c % w), MIN (a / w, c / w),
                                        MAX (a / w, c / w));
        }
      else if (m->kind == KL_MARK_MOVE_K || m->kind == KL_MARK_MOVE_B || m->kind == KL_MARK_MOVE_T)
        {
          /* a letter on the middle of each move: between its two squares */
          for (guint j = 0; j < m->cells->len; j++)
            {
              int a = g_array_index (m->cells, int, j), c = g_array_index (m->from, int, j);

              changed += changed_in_squares (whole, less, b->puzzle, MIN (a % w, c % w),
                                             MAX (a % w, c % w), MIN (a / w, c / w),
                                             MAX (a / w, c / w));
            }
        }
      else
        for (guint j = 0; j < m->cells->len; j++)
          {
            int a = g_array_index (m->cells, int, j);

            changed += changed_in_squares (whole, less, b->puzzle, a % w, a % w, a / w, a / w);
          }
      if (changed == 0)
        g_error ("%s, mode %d, frame %g: mark %u (kind %d) is not drawn on its squares",
                 b->name, v->mode, in->frame, i, m->kind);
      cairo_surface_destroy (less);
    }
  cairo_surface_destroy (whole);
}

static void
test_marks_drawn (void)
{
  /* every mark of the first steps and at rest (a render a mark: not every step) */
  for_each_frame (check_drawn, NULL, 3);
}

/* ---- the bugs the user found ---- */

static KlScene *
scene_of (const KlPuzzle *p, KlMode mode, const KlSolution *s, double frame, gboolean search)
{
  KlSceneInput in = { .puzzle = p, .mode = mode, .solution = s, .frame = frame,
                      .show_search = search, .cell = CELL };

  return kl_scene_new (&in);
}

/* At step 0 nothing has been reached in an earlier layer. */
static void
test_step0_no_visited (void)
{
  g_autoptr(KlPuzzle) p = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_PATH);
  g_autoptr(KlScene) zero = scene_of (p, KL_MODE_PATH, s, 0, FALSE);
  g_autoptr(KlScene) two = scene_of (p, KL_MODE_PATH, s, 2, FALSE);

  g_assert_false (kl_scene_has (zero, KL_MARK_VISITED));
  g_assert_true (kl_scene_has (zero, KL_MARK_FRONTIER));
  /* no line at step 0: the route is one square */
  g_assert_false (kl_scene_has (zero, KL_MARK_ROUTE));
  g_assert_true (kl_scene_has (two, KL_MARK_VISITED));
}

/* The dynamic knight's states (cell * 4 + 0 none, 1 K, 2 B, 3 T) and their
 * distances from the start, by a BFS of the test's own that finds each
 * move by looking at every square. */
static int *
state_distances (const KlPuzzle *p)
{
  int w = p->width, h = p->height, n = w * h, head = 0, tail = 0;
  int *d = g_new (int, n * 4), *queue = g_new (int, n * 4);

  for (int s = 0; s < n * 4; s++)
    d[s] = -1;
  d[p->start * 4] = 0;
  queue[tail++] = p->start * 4;
  while (head < tail)
    {
      int s = queue[head++], x = s / 4 % w, y = s / 4 / w;

      for (int t = 1; t < 4; t++)
        for (int c = 0; c < n && t != s % 4; c++)
          {
            int tx = c % w, ty = c / w, dx = ABS (tx - x), dy = ABS (ty - y);
            gboolean move = t == 1 ? (dx == 1 && dy == 2) || (dx == 2 && dy == 1)
                          : t == 2 ? dx == 2 && dy == 2
                                   : (ty == y && tx == w - 1 - x && tx != x) ||
                                     (tx == x && ty == h - 1 - y && ty != y);

            if (move && !p->blocked[c] && d[c * 4 + t] < 0)
              {
                d[c * 4 + t] = d[s] + 1;
                queue[tail++] = c * 4 + t;
              }
          }
    }
  g_free (queue);
  return d;
}

static int
cmp_int (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* The marks of kind as sorted keys: cells, or with types cell * 4 + type. */
static GArray *
mark_keys (const KlScene *scene, KlMark kind)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);

      if (m->kind != kind)
        continue;
      for (guint j = 0; j < m->cells->len; j++)
        {
          int key = g_array_index (m->cells, int, j);

          if (m->types != NULL)
            key = key * 4 + g_array_index (m->types, guint8, j) - KN_MOVE_DYN_K + 1;
          g_array_append_val (keys, key);
        }
    }
  g_array_sort (keys, cmp_int);
  return keys;
}

static void
assert_keys (GArray *got, GArray *want)
{
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    g_assert_cmpint (g_array_index (got, int, i), ==, g_array_index (want, int, i));
}

/* The dynamic knight while playing, frame k: its squares of layer k of
 * states (the queue) with a letter a state, the squares of the layers
 * before (but those of layer k), as the test's own BFS over states has
 * them; the letters only on squares big enough, none at rest. */
static void
test_dynamic_state_layers (void)
{
  static const char *const boards[][4] = {
    { "6x6 open", "a1", "f6", NULL },
    { "crowded", "a1", "e4", "c1 e1 f1 b2 c2 d2 c3 d3 e3 b4 f4 b5 d5 e5 f5 c6 f6" },
    { "walled in", "a1", "a3", "b1 c1 b2 c2 a2 b3 c3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_auto(GStrv) walls = boards[i][3] ? g_strsplit (boards[i][3], " ", -1) : NULL;
      g_autoptr(KlPuzzle) p = board_with (6, 6, boards[i][1], boards[i][2],
                                          (const char *const *) walls);
      g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_DYNAMIC);
      g_autofree int *d = state_distances (p);
      guint frames = kl_solution_get_n_frames (s, FALSE);
      int n = p->width * p->height;

      g_test_message ("%s: %u frames", boards[i][0], frames);
      g_assert_cmpuint (frames, >, 0);
      /* frame `frames` is the answer at rest */
      for (guint k = 0; k < frames; k++)
        {
          g_autoptr(KlScene) scene = scene_of (p, KL_MODE_DYNAMIC, s, k, FALSE);
          g_autoptr(KlScene) small = NULL;
          g_autoptr(GArray) queue = mark_keys (scene, KL_MARK_FRONTIER);
          g_autoptr(GArray) before = mark_keys (scene, KL_MARK_VISITED);
          g_autoptr(GArray) letters = mark_keys (scene, KL_MARK_STATES);
          g_autoptr(GArray) want_queue = g_array_new (FALSE, FALSE, sizeof (int));
          g_autoptr(GArray) want_before = g_array_new (FALSE, FALSE, sizeof (int));
          g_autoptr(GArray) want_letters = g_array_new (FALSE, FALSE, sizeof (int));
          KlSceneInput in = { .puzzle = p, .mode = KL_MODE_DYNAMIC, .solution = s,
                              .frame = k, .cell = 8 };

          for (int c = 0; c < n; c++)
            {
              gboolean now = FALSE, earlier = FALSE;

              for (int t = 0; t < 4; t++)
                {
                  now |= d[c * 4 + t] == (int) k;
                  earlier |= d[c * 4 + t] >= 0 && d[c * 4 + t] < (int) k;
                  if (d[c * 4 + t] == (int) k && t > 0)
                    {
                      int key = c * 4 + t;

                      g_array_append_val (want_letters, key);
                    }
                }
              if (now)
                g_array_append_val (want_queue, c);
              else if (earlier)
                g_array_append_val (want_before, c);
            }
          assert_keys (queue, want_queue);
          assert_keys (before, want_before);
          assert_keys (letters, want_letters);
          /* too small for three letters a square: the squares alone */
          small = kl_scene_new (&in);
          g_assert_false (kl_scene_has (small, KL_MARK_STATES));
          g_assert_true (kl_scene_has (small, KL_MARK_FRONTIER));
        }
      {
        g_autoptr(KlScene) rest = scene_of (p, KL_MODE_DYNAMIC, s, G_MAXDOUBLE, FALSE);

        g_assert_false (kl_scene_has (rest, KL_MARK_STATES));
        g_assert_false (kl_scene_has (rest, KL_MARK_FRONTIER));
      }
    }
}

/* The target walled off: no route, and only walls that are drawn as
 * walls of the edge are called that. */
static void
test_walled_off_no_route (void)
{
  g_autoptr(KlPuzzle) p = board_with (8, 8, "a1", "h8", WALLS ("f7", "g6"));
  g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_PATH);
  g_autoptr(KlScene) rest = scene_of (p, KL_MODE_PATH, s, G_MAXDOUBLE, FALSE);

  g_assert_true (s->outcome == KL_OUTCOME_NONE);
  for (guint f = 0; f <= s->n_frames; f++)
    {
      g_autoptr(KlScene) scene = scene_of (p, KL_MODE_PATH, s, f, FALSE);

      g_assert_false (kl_scene_has (scene, KL_MARK_ROUTE));
      g_assert_false (kl_scene_has (scene, KL_MARK_ARRIVED));
    }
  g_assert_true (kl_scene_has (rest, KL_MARK_DOOR));
  /* the only walls round the region are the two doors */
  g_assert_false (kl_scene_has (rest, KL_MARK_CUT_WALL));
}

/* A search other than BFS draws its closed set and its open set (the
 * bidirectional search's other side in a second colour) as its steps go,
 * and its route only at its last step, whole. */
static void
test_search_wave (void)
{
  g_autoptr(KlPuzzle) p = board_with (8, 8, "a1", "f1", WALLS ("c1", "d1", "c2", "d3", "d5"));
  const KlAlgorithm algorithms[] = { KL_ALGORITHM_ASTAR, KL_ALGORITHM_BIDIRECTIONAL,
                                     KL_ALGORITHM_DFS };

  for (guint a = 0; a < G_N_ELEMENTS (algorithms); a++)
    {
      KlSolveOptions options;
      g_autoptr(KlSolution) s = NULL;
      gboolean other = FALSE;

      kl_solve_options_init (&options);
      options.mode = KL_MODE_PATH;
      options.algorithm = algorithms[a];
      options.flags = KL_SOLVE_ALL;
      s = kl_solve (p, &options, NULL, NULL);
      g_assert_true (s->outcome == KL_OUTCOME_FOUND);
      for (guint f = 0; f <= s->n_frames; f++)
        {
          g_autoptr(KlScene) scene = scene_of (p, KL_MODE_PATH, s, f, FALSE);
          g_autoptr(KlExplainStep) step = kl_explain_get_step_data (s->explain, f);

          g_assert_cmpint (kl_scene_has (scene, KL_MARK_ROUTE), ==, f == s->n_frames);
          if (f < s->n_frames)
            g_assert_cmpint (kl_scene_has (scene, KL_MARK_FRONTIER), ==, step->frontier->len > 0);
          other |= kl_scene_has (scene, KL_MARK_OTHER_FRONTIER);
          /* the target's side is told as such, never as a Camelot piece's search */
          g_assert_false (kl_scene_has (scene, KL_MARK_SEARCH_FRONTIER));
          g_assert_false (kl_scene_has (scene, KL_MARK_SEARCH_VISITED));
          if (f < s->n_frames && algorithms[a] == KL_ALGORITHM_BIDIRECTIONAL)
            {
              g_assert_cmpint (kl_scene_has (scene, KL_MARK_OTHER_VISITED), ==,
                               step->closed_other->len > 0);
              g_assert_cmpint (kl_scene_has (scene, KL_MARK_OTHER_FRONTIER), ==,
                               step->frontier_other->len > 0);
            }
        }
      g_assert_cmpint (other, ==, algorithms[a] == KL_ALGORITHM_BIDIRECTIONAL);
    }
}

/* Every mark the board can draw has its words in the legend, and no two
 * marks say the same (so a new mark cannot borrow another's words). */
static void
test_marks_described (void)
{
  for (int k = 0; k < KL_N_MARKS; k++)
    {
      const char *text = kl_mark_describe ((KlMark) k);

      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
      for (int j = 0; j < k; j++)
        if (g_strcmp0 (kl_mark_describe ((KlMark) j), text) == 0)
          g_error ("marks %d and %d share the words \"%s\"", j, k, text);
    }
}

/* Camelot with no answer has no target, no gathering and no moves. */
static void
test_camelot_none (void)
{
  g_autoptr(KlPuzzle) p = board_with (3, 3, NULL, NULL, WALLS ("a2", "b1", "b2"));
  g_autoptr(KlSolution) s = NULL;
  static const KlMark absent[] = {
    KL_MARK_GATHER, KL_MARK_PIECE_MOVE, KL_MARK_RIDE, KL_MARK_PICKUP, KL_MARK_MOVING,
    KL_MARK_TARGET, KL_MARK_TARGET_RING, KL_MARK_DOOR, KL_MARK_ROUTE,
  };

  p->king = app_test_cell (p, "a1");
  add_knight (p, "c3");
  s = solve_in_mode (p, KL_MODE_CAMELOT);
  g_assert_true (s->outcome != KL_OUTCOME_FOUND);
  for (guint f = 0; f <= s->n_frames + 1; f++)
    {
      g_autoptr(KlScene) scene = scene_of (p, KL_MODE_CAMELOT, s,
                                           f <= s->n_frames ? f : G_MAXDOUBLE, FALSE);

      for (guint i = 0; i < G_N_ELEMENTS (absent); i++)
        g_assert_false (kl_scene_has (scene, absent[i]));
      g_assert_true (kl_scene_has (scene, KL_MARK_KING));
      g_assert_true (kl_scene_has (scene, KL_MARK_KNIGHT));
    }
}

static const KlSceneMark *
find_mark (const KlScene *scene, KlMark kind)
{
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    if (kl_scene_get_mark (scene, i)->kind == kind)
      return kl_scene_get_mark (scene, i);
  return NULL;
}

/* Every square the step's sentence names is ringed, found independently:
 * each standalone run of lowercase letters and digits in the text that
 * names a square of the board. */
static void
assert_named_marked (const KlScene *scene, KlExplain *ex, const KlExplainStep *step)
{
  g_autoptr(GRegex) re = g_regex_new ("(?<![A-Za-z0-9])[a-z]+[0-9]+(?![A-Za-z0-9])", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (int));
  const KlSceneMark *named = find_mark (scene, KL_MARK_NAMED);
  int w = kl_explain_get_width (ex), h = kl_explain_get_height (ex);

  for (g_regex_match (re, step->text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *word = g_match_info_fetch (match, 0);
      kn_square sq;

      if (kl_parse_square (word, w, h, &sq, NULL))
        {
          int cell = sq.y * w + sq.x;
          gboolean dup = FALSE;

          for (guint i = 0; i < want->len; i++)
            dup |= g_array_index (want, int, i) == cell;
          if (!dup)
            g_array_append_val (want, cell);
        }
    }
  if (want->len == 0)
    {
      g_assert_null (named);
      return;
    }
  g_assert_nonnull (named);
  g_assert_cmpmem (named->cells->data, named->cells->len * sizeof (int), want->data,
                   want->len * sizeof (int));
}

/* The tour's last square is drawn at rest only; a backtrack only on a
 * frame that backs up. */
/* The construction's block and join steps (search view): each block framed
 * (its corner squares change when the frame is drawn), each joining move
 * drawn on its squares, no route before the walk. */
static void
test_construction_blocks (void)
{
  g_autoptr(KlPuzzle) p = board_with (12, 12, "a1", NULL, NULL);
  KlSolveOptions options;
  g_autoptr(KlSolution) s = NULL;
  KlExplain *search;
  guint framed = 0, joined = 0;
  int w = p->width;

  kl_solve_options_init (&options);
  options.mode = KL_MODE_TOUR;
  options.algorithm = KL_ALGORITHM_CONSTRUCTION;
  options.flags = KL_SOLVE_ALL;
  s = kl_solve (p, &options, NULL, NULL);
  search = kl_solution_get_explain (s, TRUE);
  g_assert_nonnull (search);
  for (guint f = 0; f < kl_explain_get_n_steps (search); f++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (search, f);
      g_autoptr(KlScene) scene = NULL;
      KlSceneInput in = { .puzzle = p, .mode = KL_MODE_TOUR, .solution = s, .frame = f,
                          .show_search = TRUE, .cell = CELL };
      KlBoardView view;
      cairo_surface_t *whole;

      if (step->kind != KL_STEP_BLOCK && step->kind != KL_STEP_JOIN)
        break;
      scene = kl_scene_new (&in);
      g_assert_false (kl_scene_has (scene, KL_MARK_ROUTE));
      view_for (&view, &in);
      whole = render_scene (&view, scene);
      for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
        {
          const KlSceneMark *m = kl_scene_get_mark (scene, i);
          g_autoptr(KlScene) without = NULL;
          cairo_surface_t *less;

          if (m->kind != KL_MARK_BLOCK && m->kind != KL_MARK_JOIN)
            continue;
          without = kl_scene_copy_without (scene, i);
          less = render_scene (&view, without);
          /* the block's corners, or the join's two squares */
          g_assert_cmpuint (m->cells->len % 2, ==, 0);
          for (guint j = 0; j < m->cells->len; j++)
            {
              int a = g_array_index (m->cells, int, j);

              g_assert_cmpuint (changed_in_squares (whole, less, p, a % w, a % w, a / w, a / w),
                                >, 0);
            }
          if (m->kind == KL_MARK_BLOCK)
            {
              g_assert_cmpuint (m->cells->len, ==, 2 * step->blocks->len);
              framed++;
            }
          else
            {
              g_assert_cmpuint (m->cells->len, ==, 2 * step->joins->len);
              joined++;
            }
          cairo_surface_destroy (less);
        }
      cairo_surface_destroy (whole);
    }
  g_assert_cmpuint (framed, >, 0);
  g_assert_cmpuint (joined, >, 0);
}

static void
test_tour_end_and_backtrack (void)
{
  g_autoptr(KlPuzzle) p = board_with (5, 5, "a1", NULL, NULL);
  g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_TOUR);
  KlExplain *search = kl_solution_get_explain (s, TRUE);
  guint backtracks = 0, witnessed = 0;

  g_assert_nonnull (kl_solution_get_path (s));
  for (guint f = 0; f < s->n_frames; f++)
    {
      g_autoptr(KlScene) scene = scene_of (p, KL_MODE_TOUR, s, f, FALSE);

      g_assert_false (kl_scene_has (scene, KL_MARK_TOUR_END));
      g_assert_false (kl_scene_has (scene, KL_MARK_BACKTRACK));
    }
  {
    g_autoptr(KlScene) rest = scene_of (p, KL_MODE_TOUR, s, G_MAXDOUBLE, FALSE);

    g_assert_true (kl_scene_has (rest, KL_MARK_TOUR_END));
  }
  g_assert_nonnull (search);
  for (guint f = 0; f < kl_solution_get_n_frames (s, TRUE); f++)
    {
      g_autoptr(KlScene) scene = scene_of (p, KL_MODE_TOUR, s, f, TRUE);
      g_autoptr(KlExplainStep) step = kl_explain_get_step (search, f);

      g_assert_false (kl_scene_has (scene, KL_MARK_TOUR_END));
      g_assert_cmpint (kl_scene_has (scene, KL_MARK_BACKTRACK), ==,
                       step->kind == KL_STEP_BACKTRACK);
      backtracks += step->kind == KL_STEP_BACKTRACK;
      /* the squares a backtrack's reason is about are marked on its frame,
       * and on no other */
      {
        const KlSceneMark *why = find_mark (scene, KL_MARK_WHY);

        if (step->kind == KL_STEP_BACKTRACK && step->witness >= 0)
          {
            g_assert_nonnull (why);
            g_assert_cmpint (g_array_index (why->cells, int, 0), ==, step->witness);
            g_assert_cmpuint (why->cells->len, ==,
                              step->witness2 >= 0 && step->witness2 != step->witness ? 2 : 1);
            if (why->cells->len == 2)
              g_assert_cmpint (g_array_index (why->cells, int, 1), ==, step->witness2);
            witnessed++;
          }
        else
          g_assert_null (why);
      }
      assert_named_marked (scene, search, step);
    }
  g_test_message ("%u backtracks with a witness", witnessed);
  /* 7x7 from a1: the search backs up because two squares would be left
   * with one way in each (e3 at step 39) */
  {
    g_autoptr(KlPuzzle) p7 = board_with (7, 7, "a1", NULL, NULL);
    g_autoptr(KlSolution) s7 = solve_in_mode (p7, KL_MODE_TOUR);
    KlExplain *search7 = kl_solution_get_explain (s7, TRUE);

    for (guint f = 0; f < kl_solution_get_n_frames (s7, TRUE); f++)
      {
        g_autoptr(KlScene) scene = scene_of (p7, KL_MODE_TOUR, s7, f, TRUE);
        g_autoptr(KlExplainStep) step = kl_explain_get_step (search7, f);
        const KlSceneMark *why = find_mark (scene, KL_MARK_WHY);

        if (step->kind == KL_STEP_BACKTRACK && step->witness >= 0)
          {
            g_assert_nonnull (why);
            g_assert_cmpint (g_array_index (why->cells, int, 0), ==, step->witness);
            witnessed++;
          }
        else
          g_assert_null (why);
        assert_named_marked (scene, search7, step);
      }
  }
  g_assert_cmpuint (witnessed, >, 0);
  {
    g_autoptr(KlScene) zero = scene_of (p, KL_MODE_TOUR, s, 0, TRUE);

    g_assert_false (kl_scene_has (zero, KL_MARK_BACKTRACK));
  }
  g_test_message ("%u backtracks", backtracks);
}

/* Every square a step's sentence names is ringed on its frame, in every
 * mode, on a board wide enough for two-letter files (aa1...); while
 * practising, nothing the hidden words name is drawn. */
static void
test_named_squares (void)
{
  const char *walls[] = { "c3", "d5", NULL, NULL };
  g_autoptr(KlPuzzle) small = board_with (8, 8, "b1", "g7", walls);
  g_autoptr(KlPuzzle) wide = (walls[2] = "ab28", board_with (30, 30, "a1", "ad30", walls));
  KlMode modes[] = { KL_MODE_PATH, KL_MODE_DISTANCE, KL_MODE_DYNAMIC, KL_MODE_TOUR };
  guint marked = 0;

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (int b = 0; b < 2; b++)
      {
        KlPuzzle *p = b == 0 ? small : wide;
        g_autoptr(KlSolution) s = NULL;
        KlExplain *ex;

        if (modes[m] == KL_MODE_TOUR && p == wide)
          continue;
        s = solve_in_mode (p, modes[m]);
        ex = kl_solution_get_explain (s, FALSE);
        g_assert_nonnull (ex);
        for (guint f = 0; f < kl_explain_get_n_steps (ex); f++)
          {
            g_autoptr(KlScene) scene = scene_of (p, modes[m], s, f, FALSE);
            g_autoptr(KlExplainStep) step = kl_explain_get_step (ex, f);

            assert_named_marked (scene, ex, step);
            marked += find_mark (scene, KL_MARK_NAMED) != NULL;
          }
      }
  g_assert_cmpuint (marked, >, 20);
  {
    g_autoptr(KlSolution) s = solve_in_mode (small, KL_MODE_PATH);
    KlScenePractice practice = { 0 };
    KlSceneInput in = { .puzzle = small, .mode = KL_MODE_PATH, .solution = s, .frame = 2,
                        .cell = CELL, .practice = &practice };
    g_autoptr(KlScene) scene = kl_scene_new (&in);

    g_assert_null (find_mark (scene, KL_MARK_NAMED));
  }
}

/* What is drawn is named: the distance map's target ring and newest
 * layer, Camelot's rides. */
static void
test_drawn_is_named (void)
{
  g_autoptr(KlPuzzle) p = board_with (6, 6, "a1", "f6", NULL);
  g_autoptr(KlPuzzle) camelot = board_with (8, 8, NULL, NULL, NULL);
  g_autoptr(KlSolution) map = solve_in_mode (p, KL_MODE_DISTANCE);
  g_autoptr(KlSolution) plan = NULL;
  g_autoptr(KlScene) rest = scene_of (p, KL_MODE_DISTANCE, map, G_MAXDOUBLE, FALSE);
  g_autoptr(KlScene) two = scene_of (p, KL_MODE_DISTANCE, map, 2, FALSE);
  g_autoptr(KlScene) gathered = NULL;

  g_assert_true (kl_scene_has (rest, KL_MARK_TARGET_RING));
  g_assert_true (kl_scene_has (rest, KL_MARK_MAP_START));
  g_assert_false (kl_scene_has (rest, KL_MARK_START));
  g_assert_true (kl_scene_has (two, KL_MARK_LAYER_OUTLINE));
  g_assert_false (kl_scene_has (rest, KL_MARK_LAYER_OUTLINE));

  camelot->king = app_test_cell (camelot, "d4");
  add_knight (camelot, "a3");
  add_knight (camelot, "a8");
  add_knight (camelot, "h1");
  add_knight (camelot, "h8");
  plan = solve_in_mode (camelot, KL_MODE_CAMELOT);
  gathered = scene_of (camelot, KL_MODE_CAMELOT, plan, G_MAXDOUBLE, FALSE);
  g_assert_cmpint (plan->carrier, >=, 0);
  g_assert_true (kl_scene_has (gathered, KL_MARK_PICKUP));
  g_assert_cmpint (kl_scene_has (gathered, KL_MARK_RIDE), ==,
                   plan->pickup != plan->gather);
}

/* A split board's distance map has no target: nothing says "the target". */
static void
test_split_map_no_target (void)
{
  g_autoptr(KlPuzzle) p = board_with (6, 3, "a1", NULL,
                                      WALLS ("c1", "c2", "c3", "d1", "d2", "d3"));
  g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_DISTANCE);
  g_autoptr(KlScene) rest = scene_of (p, KL_MODE_DISTANCE, s, G_MAXDOUBLE, FALSE);

  g_assert_true (kl_scene_has (rest, KL_MARK_UNREACHED));
  g_assert_false (kl_scene_has (rest, KL_MARK_DOOR));
  g_assert_false (kl_scene_has (rest, KL_MARK_TARGET));
  g_assert_false (kl_scene_has (rest, KL_MARK_TARGET_RING));
}

/* The distance map's start is drawn in the colour of distance 0, and its
 * legend swatch in the same. */
static void
test_map_start_swatch (void)
{
  g_autoptr(KlPuzzle) p = board_with (5, 5, "c3", NULL, NULL);
  g_autoptr(KlSolution) s = solve_in_mode (p, KL_MODE_DISTANCE);
  KlBoardView view;
  KlBoardGeometry geom = { 0, 0, CELL, 5, 5 };
  cairo_surface_t *board = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 5 * CELL, 5 * CELL);
  cairo_surface_t *swatch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, CELL, CELL);
  cairo_t *cr;
  double x, y;
  AppRgb on_board, in_legend;

  kl_board_view_init (&view, p);
  view.mode = KL_MODE_DISTANCE;
  view.result = s;
  cr = cairo_create (board);
  kl_board_render (cr, &view, &geom, NULL);
  cairo_destroy (cr);
  cr = cairo_create (swatch);
  kl_board_render_swatch (cr, &view, KL_MARK_MAP_START, CELL);
  cairo_destroy (cr);
  cairo_surface_flush (board);
  cairo_surface_flush (swatch);

  /* a point of the square off its centre, clear of the knight */
  kl_board_geometry_center (&geom, 2, 2, &x, &y);
  on_board = app_test_pixel (board, x - CELL * 0.38, y + CELL * 0.38);
  in_legend = app_test_pixel (swatch, CELL * 0.12, CELL * 0.88);
  g_assert_cmpfloat_with_epsilon (on_board.r, in_legend.r, 0.01);
  g_assert_cmpfloat_with_epsilon (on_board.g, in_legend.g, 0.01);
  g_assert_cmpfloat_with_epsilon (on_board.b, in_legend.b, 0.01);
  cairo_surface_destroy (board);
  cairo_surface_destroy (swatch);
}

/* No legend entry is a blank square: every kind's swatch, in every mode
 * (a mode may draw a kind its own way, as Camelot draws its knights),
 * shows more than the square it stands on. */
static void
test_swatches_not_blank (void)
{
  g_autoptr(KlPuzzle) p = kl_puzzle_new_sample ();
  g_autoptr(KlPuzzle) two = kl_puzzle_new (2, 1);
  KlBoardGeometry geom = { 0, 0, CELL, 2, 1 };
  cairo_surface_t *empty = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2 * CELL, CELL);
  AppRgb bare[2];

  {
    /* the bare squares, dark and light, as the board paints them */
    cairo_t *cr = cairo_create (empty);
    KlBoardView view;

    kl_board_view_init (&view, two);
    view.show_coordinates = FALSE;
    kl_board_render (cr, &view, &geom, NULL);
    cairo_destroy (cr);
    cairo_surface_flush (empty);
    bare[0] = app_test_pixel (empty, CELL / 2, CELL / 2);
    bare[1] = app_test_pixel (empty, CELL + CELL / 2, CELL / 2);
    cairo_surface_destroy (empty);
  }

  for (KlMode mode = 0; mode < KL_N_MODES; mode++)
    for (KlMark mark = 0; mark < KL_N_MARKS; mark++)
      {
        cairo_surface_t *swatch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, CELL, CELL);
        cairo_t *cr = cairo_create (swatch);
        KlBoardView view;
        AppRgb first;
        gboolean varies = FALSE;

        kl_board_view_init (&view, p);
        view.mode = mode;
        kl_board_render_swatch (cr, &view, mark, CELL);
        cairo_destroy (cr);
        cairo_surface_flush (swatch);
        first = app_test_pixel (swatch, 0.5, 0.5);
        for (int y = 0; y < CELL && !varies; y++)
          for (int x = 0; x < CELL && !varies; x++)
            {
              AppRgb px = app_test_pixel (swatch, x + 0.5, y + 0.5);

              varies = fabs (px.r - first.r) + fabs (px.g - first.g) + fabs (px.b - first.b) > 0.05;
            }
        /* a plain wash (the wave, a backtrack) differs from both bare squares instead */
        if (!varies)
          varies = fabs (first.r - bare[0].r) + fabs (first.g - bare[0].g) +
                   fabs (first.b - bare[0].b) > 0.05 &&
                   fabs (first.r - bare[1].r) + fabs (first.g - bare[1].g) +
                   fabs (first.b - bare[1].b) > 0.05;
        if (!varies)
          g_test_message ("mode %d, mark %d: its swatch is one flat colour", mode, mark);
        g_assert_true (varies);
        cairo_surface_destroy (swatch);
      }
}

/* Squares too small for numbers: the marks made of numbers or arrows
 * leave the scene, and the legend with them. */
static void
test_small_squares (void)
{
  g_autoptr(KlPuzzle) p = kl_puzzle_new_sample ();
  g_autoptr(KlSolution) map = solve_in_mode (p, KL_MODE_DISTANCE);
  g_autoptr(KlPuzzle) six = board_with (6, 6, "a1", NULL, NULL);
  g_autoptr(KlSolution) tour = solve_in_mode (six, KL_MODE_TOUR);
  KlSceneInput in = { .puzzle = p, .mode = KL_MODE_DISTANCE, .solution = map, .frame = 2,
                      .show_tree = TRUE, .cell = 8 };
  g_autoptr(KlScene) small = kl_scene_new (&in);
  g_autoptr(KlScene) tiny = NULL, tour_small = NULL, tour_big = NULL;

  g_assert_false (kl_scene_has (small, KL_MARK_TREE));
  g_assert_false (kl_scene_has (small, KL_MARK_LAYER_OUTLINE));
  g_assert_true (kl_scene_has (small, KL_MARK_DISTANCES));
  in = (KlSceneInput) { .puzzle = six, .mode = KL_MODE_TOUR, .solution = tour,
                        .frame = G_MAXDOUBLE, .cell = 4 };
  tiny = kl_scene_new (&in);
  g_assert_true (kl_scene_has (tiny, KL_MARK_TOUR_SHADE));
  g_assert_false (kl_scene_has (tiny, KL_MARK_ROUTE));
  g_assert_false (kl_scene_has (tiny, KL_MARK_TOUR_END));
  in.frame = 5;
  tour_small = kl_scene_new (&in);
  g_assert_false (kl_scene_has (tour_small, KL_MARK_DEGREE));
  in.cell = CELL;
  tour_big = kl_scene_new (&in);
  g_assert_true (kl_scene_has (tour_big, KL_MARK_DEGREE));
  g_assert_true (kl_scene_has (tour_big, KL_MARK_ROUTE));
}

/* ---- numbers readable or left out, and said so ---- */

static gboolean
shows_numbers (const KlSceneMark *m)
{
  return m->kind == KL_MARK_DEGREE || (m->flags & KL_SCENE_NUMBERS);
}

static guint
count_number_marks (const KlScene *scene)
{
  guint n = 0;

  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    n += shows_numbers (kl_scene_get_mark (scene, i));
  return n;
}

static int
digits (gint64 n)
{
  int d = 1;

  for (; n >= 10; n /= 10)
    d++;
  return d;
}

/* At the size in `in`, every number the scene shows fits its square at
 * the smallest readable text; what it leaves out that larger squares show
 * (numbers, the tree's arrows) it records, and the board's note says so;
 * when it records nothing it shows every number larger squares do. */
static void
check_readable (const KlSceneInput *in)
{
  g_autoptr(KlScene) scene = kl_scene_new (in);
  g_autoptr(KlScene) big = NULL;
  KlSceneInput all = *in;

  all.cell = 0;
  big = kl_scene_new (&all);
  g_assert_cmpint (big->hidden, ==, 0);
  for (guint i = 0; i < kl_scene_get_n_marks (scene); i++)
    {
      const KlSceneMark *m = kl_scene_get_mark (scene, i);
      gint64 top = 0;

      if (!shows_numbers (m) || m->numbers == NULL)
        continue;
      for (guint j = 0; j < m->numbers->len; j++)
        top = MAX (top, g_array_index (m->numbers, gint64, j));
      g_assert_cmpfloat (in->cell, >=, KL_SCENE_NUMBER_MIN_CELL);
      g_assert_cmpfloat (in->cell, >=, digits (top) * KL_SCENE_DIGIT_PX + KL_SCENE_NUMBER_PAD);
    }
  if (count_number_marks (scene) < count_number_marks (big))
    g_assert_true (scene->hidden & KL_SCENE_HIDDEN_NUMBERS);
  if (kl_scene_has (big, KL_MARK_TREE) && !kl_scene_has (scene, KL_MARK_TREE))
    g_assert_true (scene->hidden & KL_SCENE_HIDDEN_ARROWS);
  if (scene->hidden == 0)
    {
      g_assert_cmpuint (count_number_marks (scene), ==, count_number_marks (big));
      g_assert_cmpint (kl_scene_has (scene, KL_MARK_TREE), ==, kl_scene_has (big, KL_MARK_TREE));
    }
  g_assert_true ((scene->hidden != 0) == (kl_board_scene_note (scene) != NULL));
}

static void
check_readable_sizes (const Board *b, const Variant *v, const KlSolution *s,
                      const KlSceneInput *in, gpointer data)
{
  static const double cells[] = { 4, 12, 17, 18, 23, 24, 29, 30, 40 };
  KlSceneInput at = *in;

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      at.cell = cells[i];
      check_readable (&at);
    }
}

/* Every frame of the corpus, and a 30 x 30 tour (three-digit moves) and
 * its Warnsdorff steps, at square sizes round the limits. */
static void
test_numbers_readable (void)
{
  g_autoptr(KlPuzzle) p = kl_puzzle_new (30, 30);
  g_autoptr(KlSolution) tour = NULL;
  static const gboolean search[] = { FALSE, TRUE };

  for_each_frame (check_readable_sizes, NULL, 12);

  p->start = 0;
  tour = solve_in_mode (p, KL_MODE_TOUR);
  for (guint k = 0; k < G_N_ELEMENTS (search); k++)
    for (double frame = 0; frame < 60; frame += 7)
      for (double cell = 10; cell <= 40; cell += 1)
        {
          KlSceneInput in = { .puzzle = p, .mode = KL_MODE_TOUR, .solution = tour,
                              .show_search = search[k], .frame = frame, .cell = cell };

          check_readable (&in);
        }
}

/* The 30 x 30 tour of the report at move 30: at the 15 px squares of a
 * 1280 x 800 window the onward-move discs and the move numbers are left
 * out and the note says to zoom in; at 24 px the discs (one digit) are
 * there but not the moves (up to 900: three digits need 30 px); at 30 px
 * everything, and no note. */
static void
test_tour_numbers_note (void)
{
  g_autoptr(KlPuzzle) p = kl_puzzle_new (30, 30);
  g_autoptr(KlSolution) tour = NULL;
  KlSceneInput in = { .puzzle = NULL, .mode = KL_MODE_TOUR, .frame = 30 };
  g_autoptr(KlScene) fit = NULL, mid = NULL, big = NULL;

  p->start = 0;
  tour = solve_in_mode (p, KL_MODE_TOUR);
  in.puzzle = p;
  in.solution = tour;
  in.cell = 15;
  fit = kl_scene_new (&in);
  in.cell = 24;
  mid = kl_scene_new (&in);
  in.cell = 30;
  big = kl_scene_new (&in);

  g_assert_false (kl_scene_has (fit, KL_MARK_DEGREE));
  g_assert_cmpuint (count_number_marks (fit), ==, 0);
  g_assert_true (fit->hidden & KL_SCENE_HIDDEN_NUMBERS);
  g_assert_nonnull (kl_board_scene_note (fit));
  g_assert_true (kl_scene_has (mid, KL_MARK_DEGREE));
  g_assert_cmpuint (count_number_marks (mid), ==, 1);
  g_assert_nonnull (kl_board_scene_note (mid));
  g_assert_true (kl_scene_has (big, KL_MARK_DEGREE));
  g_assert_cmpuint (count_number_marks (big), ==, 2);
  g_assert_cmpint (big->hidden, ==, 0);
  g_assert_null (kl_board_scene_note (big));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "C.UTF-8");

  g_test_add_func ("/app/scene/legend-is-scene", test_legend_is_scene);
  g_test_add_func ("/app/scene/marks-described", test_marks_described);
  g_test_add_func ("/app/scene/marks-drawn", test_marks_drawn);
  g_test_add_func ("/app/scene/step0-no-visited", test_step0_no_visited);
  g_test_add_func ("/app/scene/dynamic-state-layers", test_dynamic_state_layers);
  g_test_add_func ("/app/scene/walled-off-no-route", test_walled_off_no_route);
  g_test_add_func ("/app/scene/camelot-none", test_camelot_none);
  g_test_add_func ("/app/scene/search-wave", test_search_wave);
  g_test_add_func ("/app/scene/tour-end-and-backtrack", test_tour_end_and_backtrack);
  g_test_add_func ("/app/scene/drawn-is-named", test_drawn_is_named);
  g_test_add_func ("/app/scene/named-squares", test_named_squares);
  g_test_add_func ("/app/scene/split-map-no-target", test_split_map_no_target);
  g_test_add_func ("/app/scene/map-start-swatch", test_map_start_swatch);
  g_test_add_func ("/app/scene/small-squares", test_small_squares);
  g_test_add_func ("/app/scene/numbers-readable", test_numbers_readable);
  g_test_add_func ("/app/scene/tour-numbers-note", test_tour_numbers_note);
  g_test_add_func ("/app/scene/swatches-not-blank", test_swatches_not_blank);
  g_test_add_func ("/app/scene/construction-blocks", test_construction_blocks);
  return g_test_run ();
}
