/* kl-scene.c - turns (puzzle, mode, view options, solution, frame) into the
 * list of marks the board draws: the one place that decides what a frame
 * shows, so the renderer only paints and the legend only reads. */

#define G_LOG_DOMAIN "kl-scene"

#include "config.h"

#include <math.h>
#include <string.h>

#include "kl-scene.h"

/* What every part of the scene reads while it is built. */
typedef struct
{
  const KlSceneInput *in;
  const KlPuzzle     *puzzle;
  const KlSolution   *sol;     /* NULL unless it fits the puzzle and the mode */
  KlScene            *scene;
  double              cell;    /* G_MAXDOUBLE when the input gave none */
} Build;

static double
ease (double t)
{
  return t * t * (3 - 2 * t);
}

KlSceneRole
kl_mark_role (KlMark kind)
{
  switch (kind)
    {
    case KL_MARK_START:
      return KL_ROLE_START;
    case KL_MARK_MAP_START:
      return KL_ROLE_SCALE_NEAR;
    case KL_MARK_TARGET:
    case KL_MARK_TARGET_RING:
    case KL_MARK_TOUR_TARGET:
    case KL_MARK_ARRIVED:
    case KL_MARK_TOUR_END:
      return KL_ROLE_TARGET;
    case KL_MARK_WALL:
      return KL_ROLE_WALL;
    case KL_MARK_KNIGHT:
    case KL_MARK_PIECE_START:
      return KL_ROLE_WHITE;
    case KL_MARK_VISITED:
    case KL_MARK_EXAMINED:
      return KL_ROLE_VISITED;
    case KL_MARK_FARTHER:
      return KL_ROLE_ALARM;
    case KL_MARK_UNREACHED:
      return KL_ROLE_UNREACHED;
    case KL_MARK_TREE:
      return KL_ROLE_INK;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
    case KL_MARK_TOUR_SHADE:
      return KL_ROLE_SCALE;
    case KL_MARK_MOVE_B:
      return KL_ROLE_MOVE_B;
    case KL_MARK_MOVE_T:
      return KL_ROLE_MOVE_T;
    case KL_MARK_KING:
    case KL_MARK_GATHER:
    case KL_MARK_PICKUP:
    case KL_MARK_TIES:
    case KL_MARK_GATHER_COST:
      return KL_ROLE_GOLD;
    case KL_MARK_PIECE_MOVE:
    case KL_MARK_RIDE:
    case KL_MARK_PIECES:
    case KL_MARK_SEARCH_VISITED:
    case KL_MARK_SEARCH_FRONTIER:
    case KL_MARK_OTHER_VISITED:
    case KL_MARK_OTHER_FRONTIER:
    case KL_MARK_SEARCH_FROM:
      return KL_ROLE_PIECE;
    case KL_MARK_DEGREE:
    case KL_MARK_JOIN:
      return KL_ROLE_CHOICE;
    case KL_MARK_BACKTRACK:
    case KL_MARK_WHY:
    case KL_MARK_DOOR:
    case KL_MARK_CUT_OFF:
      return KL_ROLE_ALARM;
    case KL_MARK_NAMED:
      return KL_ROLE_INK;
    case KL_MARK_DEAD_END:
      return KL_ROLE_DEAD_END;
    case KL_MARK_COLOUR_COUNTS:
      return KL_ROLE_SQUARES;
    case KL_MARK_PROOF_SQUARE:
      return KL_ROLE_PROOF;
    case KL_MARK_PROOF_SHARED:
      return KL_ROLE_PROOF_SHARED;
    case KL_MARK_PROOF_LOOP:
      return KL_ROLE_PIECE;
    case KL_MARK_HINTED:
      return KL_ROLE_GOLD;
    case KL_MARK_ANSWER_RIGHT:
      return KL_ROLE_RIGHT;
    case KL_MARK_ANSWER_MISSED:
      return KL_ROLE_DEAD_END;
    case KL_MARK_ANSWER_WRONG:
      return KL_ROLE_WRONG;
    case KL_MARK_PICKED:
    case KL_MARK_ROUTE:
    case KL_MARK_FRONTIER:
    case KL_MARK_LAYER_OUTLINE:
    case KL_MARK_MOVE_K:
    case KL_MARK_MOVING:
    case KL_MARK_CLOSING:
    case KL_MARK_REGION:
    case KL_MARK_CUT_WALL:
    case KL_N_MARKS:
    default:
      return KL_ROLE_ACCENT;
    }
}

gboolean
kl_mark_fills (KlMark kind)
{
  switch (kind)
    {
    case KL_MARK_START:
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
    case KL_MARK_WALL:
    case KL_MARK_VISITED:
    case KL_MARK_EXAMINED:
    case KL_MARK_FRONTIER:
    case KL_MARK_UNREACHED:
    case KL_MARK_DISTANCES:
    case KL_MARK_GATHER:
    case KL_MARK_COSTS:
    case KL_MARK_SEARCH_VISITED:
    case KL_MARK_SEARCH_FRONTIER:
    case KL_MARK_OTHER_VISITED:
    case KL_MARK_OTHER_FRONTIER:
    case KL_MARK_TOUR_SHADE:
    case KL_MARK_REGION:
    case KL_MARK_PIECES:
    case KL_MARK_PROOF_SHARED:
    case KL_MARK_PROOF_LOOP:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
mark_clear (gpointer data)
{
  KlSceneMark *m = data;

  g_clear_pointer (&m->cells, g_array_unref);
  g_clear_pointer (&m->numbers, g_array_unref);
  g_clear_pointer (&m->from, g_array_unref);
  g_clear_pointer (&m->types, g_array_unref);
  g_free (m);
}

static KlSceneMark *
mark_new (KlMark kind)
{
  KlSceneMark *m = g_new0 (KlSceneMark, 1);

  m->kind = kind;
  m->role = kl_mark_role (kind);
  m->cells = g_array_new (FALSE, FALSE, sizeof (int));
  m->corners[0] = m->corners[1] = m->corners[2] = -1;
  return m;
}

static void
mark_cell (KlSceneMark *m, int cell)
{
  g_array_append_val (m->cells, cell);
}

static void
mark_number (KlSceneMark *m, gint64 number)
{
  if (m->numbers == NULL)
    m->numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (m->numbers, number);
}

static void
mark_from (KlSceneMark *m, int cell)
{
  if (m->from == NULL)
    m->from = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_val (m->from, cell);
}

static void
mark_type (KlSceneMark *m, guint8 type)
{
  if (m->types == NULL)
    m->types = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_array_append_val (m->types, type);
}

/* Adds m to the scene, or drops it when it has no square: a mark that
 * draws nothing must not reach the legend.  (The colour counts are the one
 * mark with no square: two numbers on the board's edge.) */
static gboolean
draws_a_number (const KlSceneMark *m)
{
  for (guint i = 0; (m->flags & KL_SCENE_NUMBERS) && m->numbers != NULL && i < m->numbers->len; i++)
    if (g_array_index (m->numbers, gint64, i) >= 0)
      return TRUE;
  return FALSE;
}

static void
add (Build *b, KlSceneMark *m)
{
  /* a route of one square has no line to draw (step 0 of a path) */
  gboolean lines_only = (m->flags & KL_SCENE_LINES) && !draws_a_number (m);

  if ((m->cells->len == 0 && m->kind != KL_MARK_COLOUR_COUNTS) ||
      (lines_only && m->cells->len < 2) ||
      ((m->flags & KL_SCENE_NUMBERS) && !(m->flags & KL_SCENE_LINES) && !draws_a_number (m)))
    {
      mark_clear (m);
      return;
    }
  g_ptr_array_add (b->scene->marks, m);
}

/* A mark of one square. */
static KlSceneMark *
add_one (Build *b, KlMark kind, int cell)
{
  KlSceneMark *m = mark_new (kind);

  if (cell >= 0)
    mark_cell (m, cell);
  add (b, m);
  return cell >= 0 ? m : NULL;
}

/* A piece at t of the way from one square to the next. */
static void
add_piece (Build *b, KlMark kind, int from, int to, double t, KlSceneFlags flags)
{
  KlSceneMark *m = mark_new (kind);

  if (from < 0)
    {
      mark_clear (m);
      return;
    }
  mark_cell (m, from);
  if (to >= 0 && to != from && t > 0)
    {
      mark_cell (m, to);
      m->t = t;
    }
  m->flags = flags;
  add (b, m);
}

/* Whether squares are at least min pixels; numbers left out for want of
 * room (min at least the numbers' size) are noted, so the board can say to
 * zoom in rather than leave the learner wondering. */
static gboolean
big_enough (Build *b, double min)
{
  if (b->cell >= min)
    return TRUE;
  if (min >= KL_SCENE_NUMBER_MIN_CELL)
    b->scene->hidden |= KL_SCENE_HIDDEN_NUMBERS;
  return FALSE;
}

/* Whether numbers up to max fit their squares at the smallest readable
 * size: the more digits, the larger the square must be. */
static gboolean
numbers_fit (Build *b, gint64 max)
{
  int digits = 1;

  for (; max >= 10; max /= 10)
    digits++;
  return big_enough (b, MAX (KL_SCENE_NUMBER_MIN_CELL,
                             digits * KL_SCENE_DIGIT_PX + KL_SCENE_NUMBER_PAD));
}

/* The BFS wave's layer the frame shows, and whether it shows one: while
 * playing, the step's layer; at rest only the distance map keeps its wave. */
static gboolean
wave_layer (Build *b, int *layer)
{
  if (b->sol == NULL || kl_solution_get_distances (b->sol) == NULL)
    return FALSE;
  if (b->scene->finished)
    {
      *layer = b->sol->dist_max;
      return b->in->mode == KL_MODE_DISTANCE;
    }
  *layer = b->scene->step;
  return TRUE;
}

static void
add_walls (Build *b)
{
  const KlPuzzle *p = b->puzzle;
  KlSceneMark *m = mark_new (KL_MARK_WALL);

  for (int i = 0; i < p->width * p->height; i++)
    if (p->blocked[i])
      mark_cell (m, i);
  add (b, m);
}

static gboolean
free_square (Build *b, int cell)
{
  return cell >= 0 && !b->puzzle->blocked[cell];
}

/* The BFS tree: an arrow into every square reached so far from the square
 * that discovered it. */
static void
add_tree (Build *b)
{
  const gint32 *parents, *dist;
  KlSceneMark *m;
  int layer;

  if (!b->in->show_tree || b->sol == NULL || !wave_layer (b, &layer))
    return;
  parents = kl_solution_get_parents (b->sol);
  dist = kl_solution_get_distances (b->sol);
  if (parents == NULL)
    return;
  if (!big_enough (b, KL_SCENE_ARROW_MIN_CELL))
    {
      b->scene->hidden |= KL_SCENE_HIDDEN_ARROWS;
      return;
    }
  m = mark_new (KL_MARK_TREE);
  for (int i = 0; i < b->puzzle->width * b->puzzle->height; i++)
    if (dist[i] > 0 && dist[i] <= layer && parents[i] >= 0)
      {
        mark_cell (m, i);
        mark_from (m, parents[i]);
      }
  add (b, m);
}

/* Free squares the start cannot reach, at rest: the whole map's, or a
 * route's when the target is out of reach. */
static void
add_unreached (Build *b)
{
  const gint32 *dist;
  KlSceneMark *m;

  if (b->sol == NULL || !b->scene->finished ||
      (dist = kl_solution_get_distances (b->sol)) == NULL)
    return;
  if (b->in->mode == KL_MODE_PATH && kl_solution_get_path (b->sol) != NULL)
    return;
  m = mark_new (KL_MARK_UNREACHED);
  for (int i = 0; i < b->puzzle->width * b->puzzle->height; i++)
    if (dist[i] < 0 && free_square (b, i))
      mark_cell (m, i);
  add (b, m);
}

/* Where the knight is: t of the way from cells[k] to cells[k + 1]. */
static void
add_head (Build *b, GArray *cells, KlMark kind)
{
  guint k = MIN ((guint) b->scene->step, cells->len - 1);
  int from = g_array_index (cells, int, k);

  if (b->scene->finished || k + 1 >= cells->len)
    add_piece (b, kind, from, -1, 0, 0);
  else
    add_piece (b, kind, from, g_array_index (cells, int, k + 1), b->scene->t, 0);
}

/* The first n squares of a route and, while a move is under way, the
 * square it heads for: the line is drawn t of the way there. */
static KlSceneMark *
route_mark (Build *b, KlMark kind, GArray *cells, GArray *types, guint n, double t)
{
  KlSceneMark *m = mark_new (kind);

  n = MIN (n, cells->len);
  for (guint i = 0; i < n; i++)
    {
      mark_cell (m, g_array_index (cells, int, i));
      if (types != NULL)
        mark_type (m, g_array_index (types, guint8, i));
    }
  if (t > 0 && n < cells->len && n > 0)
    {
      mark_cell (m, g_array_index (cells, int, n));
      if (types != NULL)
        mark_type (m, g_array_index (types, guint8, n));
      m->t = t;
    }
  return m;
}

/* ---- the path modes: shortest path, dynamic knight ---- */

/* The dynamic knight's search while playing, layer k of states (the
 * frame's): the squares reached in the layers before, the squares of layer
 * k, and (added later, over the route) its states' letters. */
static GArray *
add_state_wave (Build *b)
{
  KlExplain *ex = b->sol != NULL ? b->sol->explain : NULL;
  const gint32 *first;
  GArray *states;
  KlSceneMark *visited, *frontier;
  g_autofree guint8 *seen = NULL;
  int k, n = b->puzzle->width * b->puzzle->height;

  if (ex == NULL || b->scene->finished || kl_explain_get_mode (ex) != KL_MODE_DYNAMIC ||
      (first = kl_explain_get_state_layers (ex)) == NULL)
    return NULL;
  k = MIN (b->scene->step, (int) kl_explain_get_n_steps (ex) - 1);
  states = kl_explain_get_states (ex, k, k);
  visited = mark_new (KL_MARK_VISITED);
  frontier = mark_new (KL_MARK_FRONTIER);
  seen = g_malloc0 ((gsize) n);
  for (guint i = 0; i < states->len; i++)
    {
      int cell = g_array_index (states, KlExplainState, i).cell;

      if (!seen[cell])
        mark_cell (frontier, cell);
      seen[cell] = 1;
    }
  /* a square reached before and again in this layer (by another type of
   * move) is of this layer: its letters say how */
  for (int i = 0; i < n; i++)
    if (first[i] >= 0 && first[i] < k && !seen[i])
      mark_cell (visited, i);
  add (b, visited);
  add (b, frontier);
  return states;
}

static void
add_state_letters (Build *b, GArray *states)
{
  KlSceneMark *m;

  if (states == NULL || !big_enough (b, KL_SCENE_STATE_MIN_CELL))
    return;
  m = mark_new (KL_MARK_STATES);
  for (guint i = 0; i < states->len; i++)
    {
      const KlExplainState *s = &g_array_index (states, KlExplainState, i);

      /* the start's state has no move to show */
      if (s->last == KN_MOVE_START)
        continue;
      mark_cell (m, s->cell);
      mark_type (m, s->last);
    }
  add (b, m);
}

static void
add_move_letters (Build *b, GArray *cells, GArray *types, guint n)
{
  KlSceneMark *marks[3] = { mark_new (KL_MARK_MOVE_K), mark_new (KL_MARK_MOVE_B),
                            mark_new (KL_MARK_MOVE_T) };

  for (guint i = 1; i < n && i < cells->len; i++)
    {
      guint8 type = g_array_index (types, guint8, i);
      KlSceneMark *m = marks[type == KN_MOVE_DYN_B ? 1 : type == KN_MOVE_DYN_T ? 2 : 0];

      mark_cell (m, g_array_index (cells, int, i));
      mark_from (m, g_array_index (cells, int, i - 1));
      mark_type (m, type);
    }
  for (guint i = 0; i < 3; i++)
    add (b, marks[i]);
}

/* A search other than BFS while playing (kl_explain_new_search): what it
 * has expanded and its open set or stack, from the step's data; the
 * bidirectional search's other side in a second colour.  Returns 0 when
 * the frame is no such search's, 1 for its steps (the route waits), 2 for
 * its last step (the route drawn whole, as at rest). */
static int
add_search_wave (Build *b)
{
  KlExplain *ex = b->sol != NULL ? b->sol->explain : NULL;
  g_autoptr(KlExplainStep) step = NULL;
  struct { GArray *cells; KlMark kind; guint piece; } parts[4];

  if (ex == NULL || b->sol->algorithm == KL_ALGORITHM_BFS || b->in->mode != KL_MODE_PATH ||
      b->scene->finished)
    return 0;
  step = kl_explain_get_step_data (ex, (guint) MIN (MAX (b->scene->step, 0),
                                                    (int) kl_explain_get_n_steps (ex) - 1));
  if (step == NULL)
    return 0;
  parts[0].cells = step->closed, parts[0].kind = KL_MARK_VISITED, parts[0].piece = 0;
  parts[1].cells = step->frontier, parts[1].kind = KL_MARK_FRONTIER, parts[1].piece = 0;
  parts[2].cells = step->closed_other, parts[2].kind = KL_MARK_OTHER_VISITED, parts[2].piece = 1;
  parts[3].cells = step->frontier_other, parts[3].kind = KL_MARK_OTHER_FRONTIER;
  parts[3].piece = 1;
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      KlSceneMark *m;

      if (parts[i].cells->len == 0)
        continue;
      m = mark_new (parts[i].kind);
      for (guint j = 0; j < parts[i].cells->len; j++)
        mark_cell (m, g_array_index (parts[i].cells, int, j));
      m->piece = parts[i].piece;
      add (b, m);
    }
  return step->kind == KL_STEP_END ? 2 : 1;
}

static void
scene_path (Build *b)
{
  const KlPuzzle *p = b->puzzle;
  GArray *cells = b->sol != NULL ? kl_solution_get_path (b->sol) : NULL;
  gboolean finished = b->scene->finished;
  gboolean arrived = FALSE, numbered = FALSE;
  g_autoptr(GArray) states = NULL;
  int layer;

  if (cells != NULL && cells->len == 0)
    cells = NULL;
  if (b->in->mode == KL_MODE_DYNAMIC)
    states = add_state_wave (b);
  /* a search but BFS draws its route whole at its last step */
  switch (add_search_wave (b))
    {
    case 1:
      cells = NULL;
      break;
    case 2:
      finished = TRUE;
      break;
    default:
      break;
    }
  /* the wave while playing: the layers before, and the newest */
  if (b->in->mode == KL_MODE_PATH && wave_layer (b, &layer))
    {
      const gint32 *dist = kl_solution_get_distances (b->sol);
      KlSceneMark *visited = mark_new (KL_MARK_VISITED);
      KlSceneMark *frontier = mark_new (KL_MARK_FRONTIER);

      for (int i = 0; i < p->width * p->height; i++)
        if (dist[i] >= 0 && dist[i] < layer)
          mark_cell (visited, i);
        else if (dist[i] == layer)
          mark_cell (frontier, i);
      add (b, visited);
      add (b, frontier);
    }
  if (b->in->mode == KL_MODE_PATH)
    add_unreached (b);

  if (cells != NULL)
    {
      GArray *types = kl_solution_get_path_moves (b->sol);
      guint n = finished ? cells->len : MIN ((guint) b->scene->step + 1, cells->len);
      KlSceneMark *route = route_mark (b, KL_MARK_ROUTE, cells, types, n, finished ? 0 : b->scene->t);

      /* the numbers come and go with the size of the longest, not as it plays */
      numbered = numbers_fit (b, (gint64) cells->len - 1);
      route->flags = KL_SCENE_LINES | KL_SCENE_BADGES;
      if (numbered)
        {
          route->flags |= KL_SCENE_NUMBERS;
          for (guint i = 0; i < route->cells->len; i++)
            mark_number (route, i > 0 && i < n ? (gint64) i : -1);
        }
      add (b, route);
      if (b->in->mode == KL_MODE_DYNAMIC && types != NULL)
        add_move_letters (b, cells, types, n);
      arrived = finished && cells->len > 1;
    }
  add_tree (b);
  if (p->target >= 0)
    {
      KlSceneMark *target = add_one (b, KL_MARK_TARGET, p->target);

      /* at rest the ring of ARRIVED takes the place of the target's */
      if (!arrived)
        target->flags |= KL_SCENE_RING;
    }
  if (arrived)
    {
      /* the knight rests where the route ends, ringed: the target reached;
       * the last move's number stays readable over the ring */
      KlSceneMark *m = mark_new (KL_MARK_ARRIVED);

      mark_cell (m, g_array_index (cells, int, cells->len - 1));
      m->flags = KL_SCENE_SMALL | KL_SCENE_BADGES;
      if (numbered)
        {
          mark_number (m, cells->len - 1);
          m->flags |= KL_SCENE_NUMBERS;
        }
      add (b, m);
    }
  add_one (b, KL_MARK_START, p->start);
  if (!arrived)
    {
      if (cells != NULL && !finished)
        add_head (b, cells, KL_MARK_KNIGHT);
      else
        add_one (b, KL_MARK_KNIGHT, p->start);
    }
  /* last: the letters stay readable over the knight */
  add_state_letters (b, states);
}

/* ---- the distance map ---- */

static void
scene_distance (Build *b)
{
  const KlPuzzle *p = b->puzzle;
  int layer;
  gboolean wave = wave_layer (b, &layer);

  if (wave)
    {
      const gint32 *dist = kl_solution_get_distances (b->sol);
      GArray *order = kl_solution_get_order (b->sol);
      GArray *ends = kl_solution_get_layer_ends (b->sol);
      KlSceneMark *m = mark_new (KL_MARK_DISTANCES);
      guint upto = ends != NULL && ends->len > 0
                   ? g_array_index (ends, guint, MIN ((guint) layer, ends->len - 1)) : 0;

      /* the squares reached up to the layer, in the order the BFS reached them */
      for (guint i = 0; order != NULL && i < upto && i < order->len; i++)
        {
          int cell = g_array_index (order, int, i);

          mark_cell (m, cell);
          mark_number (m, dist[cell]);
        }
      m->lo = 0;
      m->hi = MAX (b->sol->dist_max, 1);
      if (numbers_fit (b, b->sol->dist_max))
        m->flags |= KL_SCENE_NUMBERS;
      /* the start's and the target's numbers go to their corners: a
       * glyph and a ring stand on them */
      m->corners[0] = p->start;
      m->corners[1] = p->target;
      add (b, m);

      /* the newest layer outlined: the BFS frontier */
      if (!b->scene->finished && big_enough (b, KL_SCENE_ARROW_MIN_CELL) && ends != NULL &&
          (guint) layer < ends->len)
        {
          KlSceneMark *outline = mark_new (KL_MARK_LAYER_OUTLINE);
          guint begin = layer > 0 ? g_array_index (ends, guint, layer - 1) : 0;
          guint end = g_array_index (ends, guint, layer);

          for (guint i = begin; i < end && i < order->len; i++)
            mark_cell (outline, g_array_index (order, int, i));
          add (b, outline);
        }
    }
  if (wave)
    {
      /* the formula's map: the squares of the layers shown that the walls
       * make farther, or cut off */
      const guint8 *differs = kl_solution_get_formula_differs (b->sol, NULL, NULL);
      const gint32 *dist = kl_solution_get_distances (b->sol);

      if (differs != NULL)
        {
          KlSceneMark *m = mark_new (KL_MARK_FARTHER);

          for (int cell = 0; cell < p->width * p->height; cell++)
            if (differs[cell] && dist[cell] <= layer)
              mark_cell (m, cell);
          add (b, m);
        }
    }
  add_unreached (b);
  add_tree (b);
  add_one (b, KL_MARK_TARGET_RING, p->target);
  /* the knight on the start, on the colour of distance 0 once the wave has it */
  if (wave && p->start >= 0 && kl_solution_get_distances (b->sol)[p->start] == 0)
    add_one (b, KL_MARK_MAP_START, p->start);
  else
    add_one (b, KL_MARK_KNIGHT, p->start);
}

/* ---- a knight's tour ---- */

/* The squares the knight could take at this step, with their onward
 * moves; the square taken gets its count in a corner. */
static void
add_choice (Build *b, const KlExplainStep *step)
{
  KlSceneMark *m;

  if (step == NULL || !big_enough (b, KL_SCENE_NUMBER_MIN_CELL))
    return;
  m = mark_new (KL_MARK_DEGREE);
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *cand = &g_array_index (step->candidates, KlExplainCandidate, i);

      mark_cell (m, cand->cell);
      mark_number (m, cand->degree);
    }
  if (step->kind == KL_STEP_ENTER || step->kind == KL_STEP_MOVE)
    m->corners[0] = step->square;
  m->corners[1] = b->puzzle->target;
  add (b, m);
}

/* A route's numbers from 1, on discs, but in the corners of the squares
 * in corners (pieces, rings). */
static void
add_tour_numbers (Build *b, GArray *cells, guint n, guint max, int a, int c)
{
  KlSceneMark *m;

  /* max, the largest number the tour can show, not the largest shown yet:
   * the numbers do not vanish part way through */
  if (!numbers_fit (b, max))
    return;
  m = route_mark (b, KL_MARK_ROUTE, cells, NULL, n, 0);
  for (guint i = 0; i < m->cells->len; i++)
    mark_number (m, i + 1);
  m->flags = KL_SCENE_NUMBERS;
  m->corners[0] = a;
  m->corners[1] = c;
  m->corners[2] = b->puzzle->target;
  add (b, m);
}

/* A construction's block or join step: the blocks it lays down, framed,
 * and the moves that join them. */
static void
scene_blocks (Build               *b,
              const KlExplainStep *now)
{
  int w = b->puzzle->width;
  KlSceneMark *blocks = mark_new (KL_MARK_BLOCK);

  for (guint i = 0; i < now->blocks->len; i++)
    {
      const KlExplainBlock *k = &g_array_index (now->blocks, KlExplainBlock, i);

      mark_cell (blocks, k->y * w + k->x);
      mark_cell (blocks, (k->y + k->height - 1) * w + k->x + k->width - 1);
    }
  add (b, blocks);
  if (now->joins->len > 0)
    {
      KlSceneMark *joins = mark_new (KL_MARK_JOIN);

      for (guint i = 0; i < now->joins->len; i++)
        {
          mark_cell (joins, g_array_index (now->joins, KlExplainJoin, i).from);
          mark_cell (joins, g_array_index (now->joins, KlExplainJoin, i).to);
        }
      add (b, joins);
    }
}

static void
scene_search (Build *b)
{
  KlExplain *search = b->sol->search_explain;
  guint last = kl_explain_get_n_steps (search) - 1;
  guint at = b->scene->finished ? last : MIN ((guint) MAX (b->scene->step, 0), last);
  g_autoptr(GArray) stack = kl_explain_get_route (search, at);
  g_autoptr(KlExplainStep) now = kl_explain_get_step_data (search, at);
  int back = -1, head = -1;
  KlSceneMark *route;

  if (now != NULL && (now->kind == KL_STEP_BLOCK || now->kind == KL_STEP_JOIN))
    {
      scene_blocks (b, now);
      return;
    }

  if (now != NULL && now->kind == KL_STEP_BACKTRACK)
    back = now->square;
  if (stack == NULL)
    return;
  if (stack->len > 0)
    head = g_array_index (stack, int, stack->len - 1);
  route = route_mark (b, KL_MARK_ROUTE, stack, NULL, stack->len, 0);
  route->flags = KL_SCENE_LINES;
  add (b, route);
  add_tour_numbers (b, stack, stack->len, (guint) (b->puzzle->width * b->puzzle->height), head,
                    stack->len > 0 ? g_array_index (stack, int, 0) : -1);
  add_one (b, KL_MARK_BACKTRACK, back);
  if (back >= 0 && big_enough (b, KL_SCENE_FRAME_MIN_CELL))
    {
      /* what forces the step back ("d3 and b6 with one way in each"),
       * found where the sentence says it is */
      KlSceneMark *why = mark_new (KL_MARK_WHY);

      if (now->witness >= 0)
        mark_cell (why, now->witness);
      if (now->witness2 >= 0 && now->witness2 != now->witness)
        mark_cell (why, now->witness2);
      if (why->cells->len > 0)
        add (b, why);
      else
        mark_clear (why);
    }
  add_one (b, KL_MARK_KNIGHT, head);
  if (!b->scene->finished && back < 0)
    add_choice (b, now);
}

static void
scene_tour (Build *b)
{
  const KlPuzzle *p = b->puzzle;
  GArray *cells = b->sol != NULL ? kl_solution_get_path (b->sol) : NULL;

  /* the end square asked for, under the route */
  if (p->target >= 0)
    add_one (b, KL_MARK_TOUR_TARGET, p->target)->flags |= KL_SCENE_RING;

  if (b->sol != NULL && b->in->show_search && b->sol->search_explain != NULL)
    scene_search (b);
  else if (cells != NULL && cells->len > 0)
    {
      gboolean finished = b->scene->finished;
      guint n = finished ? cells->len : MIN ((guint) b->scene->step + 1, cells->len);
      int first = g_array_index (cells, int, 0);
      /* the square the knight rests on: the start at the end, the newest while it plays */
      int rest = finished ? first : b->scene->t == 0 ? g_array_index (cells, int, n - 1) : -1;

      if (big_enough (b, KL_SCENE_ROUTE_MIN_CELL))
        {
          KlSceneMark *route = route_mark (b, KL_MARK_ROUTE, cells, NULL, n,
                                           finished ? 0 : b->scene->t);

          route->flags = KL_SCENE_LINES;
          add (b, route);
          /* a closed tour closes its loop; an open one never shows it */
          if (finished && cells->len > 2 && b->sol->closed)
            {
              KlSceneMark *closing = mark_new (KL_MARK_CLOSING);

              mark_cell (closing, first);
              mark_cell (closing, g_array_index (cells, int, cells->len - 1));
              add (b, closing);
            }
        }
      else
        {
          /* too fine for lines: the squares take the colour of their place */
          KlSceneMark *shade = mark_new (KL_MARK_TOUR_SHADE);

          for (guint i = 0; i < n; i++)
            {
              mark_cell (shade, g_array_index (cells, int, i));
              mark_number (shade, i);
            }
          shade->hi = MAX ((gint64) cells->len - 1, 1);
          add (b, shade);
        }
      add_tour_numbers (b, cells, n, cells->len, rest, first);
      if (finished && cells->len > 1 && big_enough (b, KL_SCENE_GLYPH_MIN_CELL))
        add_one (b, KL_MARK_TOUR_END, g_array_index (cells, int, cells->len - 1));
      if (!finished)
        {
          add_head (b, cells, KL_MARK_KNIGHT);
          if (b->scene->t == 0)
            {
              KlExplain *explain = kl_solution_get_explain (b->sol, FALSE);
              g_autoptr(KlExplainStep) step =
                explain != NULL ? kl_explain_get_step_data (explain, (guint) b->scene->step) : NULL;

              add_choice (b, step);
            }
        }
      else
        add_one (b, KL_MARK_KNIGHT, first);
    }
  else
    add_one (b, KL_MARK_KNIGHT, p->start);
  add_one (b, KL_MARK_START, p->start);
}

/* ---- Camelot ---- */

/* Where a piece is: t of the way from one square to the next. */
typedef struct
{
  int    from;
  int    to;
  double t;
} Place;

static void
place_xy (const Build *b, const Place *pl, double *x, double *y)
{
  int w = b->puzzle->width;
  double x0 = pl->from % w, y0 = pl->from / w, x1 = pl->to % w, y1 = pl->to / w;

  *x = x0 + (x1 - x0) * pl->t;
  *y = y0 + (y1 - y0) * pl->t;
}

static gboolean
same_place (const Build *b, const Place *a, const Place *c)
{
  double ax, ay, cx, cy;
  /* within half a pixel, as the eye sees it */
  double eps = b->cell < G_MAXDOUBLE ? 0.5 / b->cell : 1e-3;

  place_xy (b, a, &ax, &ay);
  place_xy (b, c, &cx, &cy);
  return fabs (ax - cx) < eps && fabs (ay - cy) < eps;
}

static int
piece_start (const KlPuzzle *p, guint i)
{
  return i == 0 ? p->king : g_array_index (p->knights, int, i - 1);
}

/* One piece's route as lines: its own moves (PIECE_MOVE) and the king's
 * rides (RIDE) in runs of their own, each move solid once played. */
static void
add_piece_lines (Build *b, GArray *route, GArray *types, guint piece, guint played)
{
  guint i = 1;

  if (route == NULL || route->len < 2)
    return;
  while (i < route->len)
    {
      gboolean ride = types != NULL && i < types->len &&
                      g_array_index (types, guint8, i) == KN_MOVE_RIDE;
      KlSceneMark *m = mark_new (ride ? KL_MARK_RIDE : KL_MARK_PIECE_MOVE);
      guint s0 = i - 1;

      mark_cell (m, g_array_index (route, int, s0));
      mark_type (m, KN_MOVE_START);
      for (; i < route->len; i++)
        {
          guint8 type = types != NULL && i < types->len ? g_array_index (types, guint8, i)
                                                        : KN_MOVE_LEAP;

          if ((type == KN_MOVE_RIDE) != ride)
            break;
          mark_cell (m, g_array_index (route, int, i));
          mark_type (m, type);
        }
      m->piece = piece;
      m->flags = KL_SCENE_LINES;
      m->played = played > s0 ? played - s0 : 0;
      add (b, m);
    }
}

/* One piece's numbered dots: every square it lands on (a ride is its
 * carrier's move, not the king's). */
static void
add_piece_dots (Build *b, GArray *route, GArray *types, guint piece, guint played)
{
  KlSceneMark *m;
  gint64 number = 0;

  if (route == NULL || route->len < 2 || !big_enough (b, KL_SCENE_NUMBER_MIN_CELL))
    return;
  m = mark_new (KL_MARK_PIECE_MOVE);
  for (guint i = 0; i < route->len; i++)
    {
      guint8 type = types != NULL && i < types->len ? g_array_index (types, guint8, i)
                                                    : KN_MOVE_LEAP;

      mark_cell (m, g_array_index (route, int, i));
      mark_number (m, i == 0 || type == KN_MOVE_RIDE ? -1 : ++number);
    }
  m->piece = piece;
  m->flags = KL_SCENE_NUMBERS;
  m->played = played;
  add (b, m);
}

/* Whether the costs of gathering show: asked for, or as the feedback of
 * the question where to gather. */
static gboolean
costs_asked (Build *b)
{
  return b->in->show_costs || (b->in->practice != NULL && b->in->practice->show_costs);
}

/* Every square's cost; badge, when >= 0, is the gathering square, whose
 * number goes in a badge of its own (GATHER_COST) over its pieces. */
static void
add_costs (Build *b,
           int    badge)
{
  const KlPuzzle *p = b->puzzle;
  const gint64 *heat;
  KlSceneMark *m;

  if (!costs_asked (b) || b->sol == NULL || b->sol->explain == NULL ||
      (heat = kl_explain_get_heat_map (b->sol->explain)) == NULL)
    return;
  m = mark_new (KL_MARK_COSTS);
  m->lo = G_MAXINT64;
  m->hi = -1;
  for (int i = 0; i < p->width * p->height; i++)
    if (heat[i] >= 0 && !p->blocked[i])
      {
        mark_cell (m, i);
        mark_number (m, heat[i]);
        m->lo = MIN (m->lo, heat[i]);
        m->hi = MAX (m->hi, heat[i]);
      }
  if (big_enough (b, KL_SCENE_NUMBER_MIN_CELL))
    m->flags |= KL_SCENE_NUMBERS;
  m->corners[0] = badge;
  add (b, m);
}

/* The other squares where gathering costs as little, outlined. */
static void
add_ties (Build *b)
{
  GArray *ties = kl_explain_get_camelot_ties (b->sol->explain);
  KlSceneMark *m = mark_new (KL_MARK_TIES);

  for (guint i = 0; ties != NULL && i < ties->len; i++)
    mark_cell (m, g_array_index (ties, int, i));
  add (b, m);
}

/* A search step: the squares the piece's search has found, the newest
 * layer apart, in the piece's colour, and the piece ringed. */
static void
add_search (Build *b)
{
  int piece = 0;
  guint earlier = 0;
  g_autoptr(GArray) reached = kl_explain_get_camelot_reached (b->sol->explain,
                                                              (guint) b->scene->step,
                                                              &piece, &earlier);
  KlSceneMark *visited, *frontier;

  if (reached == NULL)
    return;
  visited = mark_new (KL_MARK_SEARCH_VISITED);
  frontier = mark_new (KL_MARK_SEARCH_FRONTIER);
  for (guint i = 0; i < reached->len; i++)
    mark_cell (i < earlier ? visited : frontier, g_array_index (reached, int, i));
  visited->piece = frontier->piece = (guint) piece;
  add (b, visited);
  add (b, frontier);
  if (reached->len > 0)
    {
      KlSceneMark *from = mark_new (KL_MARK_SEARCH_FROM);

      /* a search starts on its piece's square: the first it reached */
      mark_cell (from, g_array_index (reached, int, 0));
      from->piece = (guint) piece;
      add (b, from);
    }
}

/* A step of the brute force's scan: the gathering squares it has costed
 * so far, and the best so far where the gathering square will stand. */
static void
add_scan (Build *b)
{
  g_autoptr(KlExplainStep) step = kl_explain_get_step_data (b->sol->explain,
                                                            (guint) b->scene->step);
  KlSceneMark *m;
  guint64 upto;

  if (step == NULL || step->kind != KL_STEP_SCAN)
    return;
  m = mark_new (KL_MARK_EXAMINED);
  upto = step->examined;
  /* the free squares in row order, as the scan takes them */
  for (int cell = 0; cell < b->puzzle->width * b->puzzle->height && upto > 0; cell++)
    if (!b->puzzle->blocked[cell])
      {
        mark_cell (m, cell);
        upto--;
      }
  add (b, m);
  if (step->best >= 0)
    add_one (b, KL_MARK_GATHER, step->best);
}

static void
scene_camelot (Build *b)
{
  const KlPuzzle *p = b->puzzle;
  const KlSolution *r = b->sol;
  KlScene *s = b->scene;
  guint n_pieces = p->knights->len + 1;
  g_autofree Place *at = g_new0 (Place, n_pieces);
  g_autofree Place *home = g_new0 (Place, n_pieces);
  g_autofree guint *played = g_new0 (guint, n_pieces);
  gboolean routes = r != NULL && r->routes != NULL;
  int gather_step = r != NULL && r->explain != NULL
                    ? kl_explain_get_camelot_gather_step (r->explain) : -1;
  /* the searches' steps: the pieces and the wave alone, the plan is not
   * made yet */
  gboolean searching = !s->finished && gather_step > 0 && s->step >= 1 && s->step < gather_step;
  gboolean costs = !searching && costs_asked (b) && r != NULL && r->explain != NULL &&
                   kl_explain_get_heat_map (r->explain) != NULL;
  /* the moves made by the frame: move k is frame gather_step + 1 + k */
  int made = s->finished ? G_MAXINT : s->step - MAX (gather_step, 0);
  int riding = -1;

  for (guint i = 0; i < n_pieces; i++)
    {
      int cell = piece_start (p, i);

      home[i] = at[i] = (Place) { cell, cell, 0 };
    }
  if (searching)
    {
      add_search (b);
      add_scan (b);
    }
  else
    {
      add_costs (b, costs && r->gather >= 0 && big_enough (b, KL_SCENE_NUMBER_MIN_CELL)
                    ? r->gather : -1);
      if (r != NULL && r->gather >= 0)
        add_one (b, KL_MARK_GATHER, r->gather);
      /* the squares that tie: on the step that chooses, and with the costs */
      if (r != NULL && r->gather >= 0 && r->explain != NULL &&
          ((!s->finished && s->step == gather_step) || costs))
        add_ties (b);
    }

  if (routes && !searching)
    {
      /* the explanation's moves, in the order the step panel tells them */
      size_t n_moves = 0;
      const kn_camelot_step *moves = r->explain != NULL
        ? kl_explain_get_camelot_moves (r->explain, &n_moves) : NULL;
      size_t n = s->finished ? n_moves : MIN ((size_t) MAX (made + 1, 0), n_moves);

      /* the moves each piece has made by this frame (all of them at the end) */
      for (size_t k = 0; k < n_moves; k++)
        if (moves[k].piece < n_pieces && (s->finished || (gint64) k < made))
          played[moves[k].piece]++;
      if (r->carrier >= 0)
        /* the king's rides come with his carrier's moves */
        played[0] = G_MAXUINT;
      for (guint i = 0; i < r->routes->len && i < n_pieces; i++)
        add_piece_lines (b, g_ptr_array_index (r->routes, i), i == 0 ? r->king_moves : NULL,
                         i, s->finished ? G_MAXUINT : played[i]);

      if (r->pickup >= 0)
        {
          KlSceneMark *pickup = add_one (b, KL_MARK_PICKUP, r->pickup);

          /* the pickup moment: the move that first carries the king */
          if (!s->finished && made >= 0 && (size_t) made < n_moves && moves[made].picks_up)
            pickup->flags |= KL_SCENE_NOW;
        }

      /* replay the moves up to the frame: at the end every piece stands
       * where the step panel says, on the gathering square */
      for (size_t k = 0; k < n; k++)
        {
          const kn_camelot_step *mv = &moves[k];
          int to = mv->to.y * p->width + mv->to.x;
          double t = (k + 1 == n && !s->finished) ? s->t : 1;

          if (mv->piece >= n_pieces)
            continue;
          at[mv->piece] = t >= 1 ? (Place) { to, to, 0 } : (Place) { at[mv->piece].from, to, t };
          if (mv->carries_king)
            {
              at[0] = at[mv->piece];
              riding = (int) mv->piece;
            }
        }

      /* the piece the frame is about: the one in motion, or at rest the
       * one that just moved (what the step tells) */
      if (!s->finished && (s->t > 0 ? made : made - 1) >= 0 && (size_t) made < n_moves + 1)
        {
          size_t k = (size_t) (s->t > 0 ? made : made - 1);
          size_t moving = k < n_moves ? moves[k].piece : n_pieces;

          if (moving < n_pieces)
            add_piece (b, KL_MARK_MOVING, at[moving].from, at[moving].to, at[moving].t, 0);
        }
    }

  /* where a piece stood before it moved, faint: the puzzle as edited stays
   * in view while the pieces are on their way or gathered */
  {
    KlSceneMark *m = mark_new (KL_MARK_PIECE_START);

    for (guint i = 0; i < n_pieces; i++)
      if (home[i].from >= 0 && !same_place (b, &home[i], &at[i]))
        {
          mark_cell (m, home[i].from);
          mark_number (m, i);
        }
    add (b, m);
  }

  /* knights first, the king on top, so a carried king stays visible */
  for (guint i = n_pieces; i-- > 1;)
    add_piece (b, KL_MARK_KNIGHT, at[i].from, at[i].to, at[i].t, 0);
  if (home[0].from >= 0)
    {
      gboolean shares = riding >= 0;

      /* set off to a corner when he rides, or shares a square with a
       * knight (at the end, on the gathering square), so both show */
      for (guint k = 1; k < n_pieces && !shares; k++)
        shares = home[k].from >= 0 && same_place (b, &at[k], &at[0]);
      add_piece (b, KL_MARK_KING, at[0].from, at[0].to, at[0].t,
                 (shares ? KL_SCENE_RAISED : 0) | (riding >= 0 ? KL_SCENE_SMALL : 0));
    }

  /* the numbered dots over the pieces, so no piece hides a move's number */
  if (routes && !searching)
    for (guint i = 0; i < r->routes->len && i < n_pieces; i++)
      add_piece_dots (b, g_ptr_array_index (r->routes, i), i == 0 ? r->king_moves : NULL,
                      i, s->finished ? G_MAXUINT : played[i]);

  /* the least cost over everything on its square, which the pieces
   * gathered there would hide */
  if (costs && r->gather >= 0 && big_enough (b, KL_SCENE_NUMBER_MIN_CELL))
    {
      KlSceneMark *m = mark_new (KL_MARK_GATHER_COST);

      mark_cell (m, r->gather);
      mark_number (m, r->moves);
      m->flags = KL_SCENE_NUMBERS;
      add (b, m);
    }
}

/* ---- why there is no answer: the evidence, at rest; one function a
 * reason kind ---- */

/* The region a piece reaches, the free squares beyond it, and the walls
 * on its edge: a door (a wall also one move from the other side) is named
 * for what lies there: the target where the board has one, else only
 * "the squares beyond" (Camelot's other piece, a map's far side). */
static void
evidence_region (Build *b, const KlReason *r)
{
  const KlPuzzle *p = b->puzzle;
  KlMode mode = b->in->mode;
  gboolean target = p->target >= 0 && mode != KL_MODE_CAMELOT && mode != KL_MODE_TOUR;
  KlMark door_kind = target ? KL_MARK_DOOR : KL_MARK_CUT_OFF;
  KlSceneMark *region = mark_new (KL_MARK_REGION);
  KlSceneMark *beyond = mark_new (KL_MARK_UNREACHED);
  KlSceneMark *walls = mark_new (KL_MARK_CUT_WALL);
  KlSceneMark *doors = mark_new (door_kind);

  g_autofree guint8 *in_region = g_malloc0 ((gsize) p->width * p->height);

  for (guint i = 0; i < r->region->len; i++)
    in_region[g_array_index (r->region, int, i)] = TRUE;
  for (int i = 0; i < p->width * p->height; i++)
    {
      if (p->blocked[i])
        continue;
      /* the distance map colours the region by distance already, and the
       * BFS modes shade what the start cannot reach themselves */
      if (in_region[i])
        {
          if (mode != KL_MODE_DISTANCE)
            mark_cell (region, i);
        }
      else if (mode != KL_MODE_PATH && mode != KL_MODE_DISTANCE)
        mark_cell (beyond, i);
    }
  for (guint i = 0; i < r->walls->len && big_enough (b, KL_SCENE_FRAME_MIN_CELL); i++)
    {
      int w = g_array_index (r->walls, int, i);

      mark_cell (g_array_index (r->doors, gboolean, i) ? doors : walls, w);
    }
  add (b, region);
  add (b, beyond);
  add (b, walls);
  add (b, doors);
}

static void
evidence_dead_ends (Build *b, const KlReason *r)
{
  KlSceneMark *m;

  if (r->dead_ends == NULL || !big_enough (b, KL_SCENE_FRAME_MIN_CELL))
    return;
  m = mark_new (KL_MARK_DEAD_END);
  for (guint i = 0; i < r->dead_ends->len; i++)
    {
      mark_cell (m, g_array_index (r->dead_ends, int, i));
      mark_number (m, g_array_index (r->degrees, guint8, i));
    }
  add (b, m);
}

static void
evidence_pieces (Build *b, const KlReason *r)
{
  KlSceneMark *m;

  if (r->pieces == NULL)
    return;
  m = mark_new (KL_MARK_PIECES);
  for (int i = 0; i < b->puzzle->width * b->puzzle->height; i++)
    if (r->pieces[i] != KN_NO_PIECE)
      {
        mark_cell (m, i);
        mark_number (m, r->pieces[i]);
      }
  add (b, m);
}

static void
evidence_colours (Build *b, const KlReason *r)
{
  KlSceneMark *m = mark_new (KL_MARK_COLOUR_COUNTS);

  mark_number (m, (gint64) r->dark);
  mark_number (m, (gint64) r->light);
  add (b, m);
}

/* A small board's proof: the squares whose moves it counts (framed, with
 * how many), where those moves go, and the loops it follows (one colour
 * a loop: the pieces' green and blue). */
static void
evidence_proof (Build *b, const KlReason *r)
{
  KlSceneMark *shared = mark_new (KL_MARK_PROOF_SHARED);

  for (guint i = 0; i < r->proof_shared->len; i++)
    mark_cell (shared, g_array_index (r->proof_shared, int, i));
  add (b, shared);
  for (guint k = 0; k < G_N_ELEMENTS (r->proof_loops); k++)
    {
      KlSceneMark *loop;

      if (r->proof_loops[k] == NULL || r->proof_loops[k]->len == 0)
        continue;
      loop = mark_new (KL_MARK_PROOF_LOOP);
      /* the pieces' green, then their blue */
      loop->piece = k == 0 ? 3 : 0;
      for (guint i = 0; i < r->proof_loops[k]->len; i++)
        mark_cell (loop, g_array_index (r->proof_loops[k], int, i));
      add (b, loop);
    }
  if (big_enough (b, KL_SCENE_FRAME_MIN_CELL))
    {
      KlSceneMark *squares = mark_new (KL_MARK_PROOF_SQUARE);

      for (guint i = 0; i < r->proof_squares->len; i++)
        {
          mark_cell (squares, g_array_index (r->proof_squares, int, i));
          mark_number (squares, g_array_index (r->proof_moves, guint8, i));
        }
      add (b, squares);
    }
}

/* ---- practice ---- */

static void
add_cells (Build *b, KlMark kind, GArray *cells)
{
  KlSceneMark *m;

  if (cells == NULL || cells->len == 0)
    return;
  m = mark_new (kind);
  for (guint i = 0; i < cells->len; i++)
    {
      int cell = g_array_index (cells, int, i);

      if (cell >= 0 && cell < b->puzzle->width * b->puzzle->height)
        mark_cell (m, cell);
    }
  add (b, m);
}

static void
scene_practice (Build *b)
{
  const KlScenePractice *pr = b->in->practice;

  if (pr == NULL)
    return;
  add_cells (b, KL_MARK_HINTED, pr->hinted);
  add_cells (b, KL_MARK_PICKED, pr->picked);
  add_cells (b, KL_MARK_ANSWER_RIGHT, pr->right);
  add_cells (b, KL_MARK_ANSWER_MISSED, pr->missed);
  add_cells (b, KL_MARK_ANSWER_WRONG, pr->wrong);
}

static void
scene_evidence (Build *b)
{
  const KlReason *r = b->sol != NULL ? b->sol->reason : NULL;

  if (r == NULL || !b->scene->finished || r->width != b->puzzle->width ||
      r->height != b->puzzle->height)
    return;
  switch (r->kind)
    {
    case KN_REASON_UNREACHABLE:
      if (r->argument == KN_REACH_REGION && r->region != NULL)
        evidence_region (b, r);
      break;
    case KN_REASON_DEAD_ENDS:
      evidence_dead_ends (b, r);
      break;
    case KN_REASON_DISCONNECTED:
      evidence_pieces (b, r);
      break;
    case KN_REASON_COLOUR:
      evidence_colours (b, r);
      /* the squares with one free neighbour the count took as the ends */
      evidence_dead_ends (b, r);
      break;
    case KN_REASON_BOARD_RULE:
      if (r->proof_squares != NULL)
        evidence_proof (b, r);
      break;
    case KN_REASON_STUCK:
      /* plain Warnsdorff's last square: no unvisited free square a move away */
      if (r->stuck >= 0 && r->stuck_why != KN_WHY_NOT_CLOSING &&
          big_enough (b, KL_SCENE_FRAME_MIN_CELL))
        {
          KlSceneMark *m = mark_new (KL_MARK_DEAD_END);

          mark_cell (m, r->stuck);
          mark_number (m, 0);
          add (b, m);
        }
      break;
    default:
      break;
    }
}

/* Every square the frame's sentence names, ringed: the words point at the
 * board.  At rest the step panel tells the last step, so its squares. */
static void
scene_named (Build *b)
{
  KlExplain *explain;
  g_autoptr(GArray) named = NULL;
  KlSceneMark *m;

  /* while practising, the words are hidden until answered: so are their squares */
  if (b->sol == NULL || b->scene->frames == 0 || b->in->practice != NULL ||
      !big_enough (b, KL_SCENE_FRAME_MIN_CELL))
    return;
  explain = kl_solution_get_explain (b->sol, b->in->show_search);
  if (explain == NULL)
    return;
  named = kl_explain_get_named (explain, MIN ((guint) MAX (b->scene->step, 0),
                                              kl_explain_get_n_steps (explain) - 1));
  if (named == NULL || named->len == 0)
    return;
  m = mark_new (KL_MARK_NAMED);
  g_array_append_vals (m->cells, named->data, named->len);
  /* drawn first, under every other mark: a thin pointer that gives way to
   * the rings and frames that say what a square is */
  g_ptr_array_insert (b->scene->marks, 0, m);
}

KlScene *
kl_scene_new (const KlSceneInput *in)
{
  const KlSolution *sol;
  KlScene *scene;
  Build b = { 0 };

  g_return_val_if_fail (in != NULL && in->puzzle != NULL, NULL);

  sol = in->solution;
  if (sol != NULL && (sol->mode != in->mode || sol->width != in->puzzle->width ||
                      sol->height != in->puzzle->height))
    sol = NULL;

  scene = g_new0 (KlScene, 1);
  scene->mode = in->mode;
  scene->width = in->puzzle->width;
  scene->height = in->puzzle->height;
  scene->cell = in->cell;
  scene->frames = sol != NULL ? kl_solution_get_n_frames (sol, in->show_search) : 0;
  scene->finished = in->frame >= scene->frames;
  scene->step = scene->finished ? (int) scene->frames : (int) floor (MAX (in->frame, 0));
  scene->t = scene->finished ? 0 : ease (in->frame - scene->step);
  scene->marks = g_ptr_array_new_with_free_func (mark_clear);

  b.in = in;
  b.puzzle = in->puzzle;
  b.sol = sol;
  b.scene = scene;
  b.cell = in->cell > 0 ? in->cell : G_MAXDOUBLE;

  add_walls (&b);
  if (in->practice != NULL && in->practice->hide_answer)
    {
      /* a question about the whole answer is open: the puzzle alone, the
       * costs only as the feedback on where to gather */
      if (in->practice->show_costs && in->mode == KL_MODE_CAMELOT)
        add_costs (&b, -1);
      b.sol = NULL;
      scene->frames = 0;
      scene->finished = TRUE;
      scene->step = 0;
      scene->t = 0;
    }
  switch (in->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      scene_path (&b);
      break;
    case KL_MODE_DISTANCE:
      scene_distance (&b);
      break;
    case KL_MODE_TOUR:
      scene_tour (&b);
      break;
    case KL_MODE_CAMELOT:
      scene_camelot (&b);
      break;
    case KL_N_MODES:
    default:
      break;
    }
  scene_evidence (&b);
  scene_named (&b);
  scene_practice (&b);
  return scene;
}

void
kl_scene_free (KlScene *scene)
{
  if (scene == NULL)
    return;
  g_ptr_array_unref (scene->marks);
  g_free (scene);
}

KlScene *
kl_scene_copy_without (const KlScene *scene,
                       guint          index)
{
  KlScene *copy;

  g_return_val_if_fail (scene != NULL, NULL);
  copy = g_memdup2 (scene, sizeof *scene);
  copy->marks = g_ptr_array_new_with_free_func (mark_clear);
  for (guint i = 0; i < scene->marks->len; i++)
    {
      const KlSceneMark *m = g_ptr_array_index (scene->marks, i);
      KlSceneMark *c;

      if (i == index)
        continue;
      /* the arrays are never changed once made: the copy shares them */
      c = g_memdup2 (m, sizeof *m);
      c->cells = g_array_ref (m->cells);
      c->numbers = m->numbers != NULL ? g_array_ref (m->numbers) : NULL;
      c->from = m->from != NULL ? g_array_ref (m->from) : NULL;
      c->types = m->types != NULL ? g_array_ref (m->types) : NULL;
      g_ptr_array_add (copy->marks, c);
    }
  return copy;
}

guint
kl_scene_get_n_marks (const KlScene *scene)
{
  g_return_val_if_fail (scene != NULL, 0);
  return scene->marks->len;
}

const KlSceneMark *
kl_scene_get_mark (const KlScene *scene,
                   guint          index)
{
  g_return_val_if_fail (scene != NULL, NULL);
  return index < scene->marks->len ? g_ptr_array_index (scene->marks, index) : NULL;
}

gboolean
kl_scene_has (const KlScene *scene,
              KlMark         kind)
{
  g_return_val_if_fail (scene != NULL, FALSE);
  for (guint i = 0; i < scene->marks->len; i++)
    if (((const KlSceneMark *) g_ptr_array_index (scene->marks, i))->kind == kind)
      return TRUE;
  return FALSE;
}

guint
kl_scene_legend (const KlScene *scene,
                 KlMark         marks[KL_N_MARKS])
{
  gboolean seen[KL_N_MARKS] = { FALSE };
  guint n = 0;

  g_return_val_if_fail (scene != NULL, 0);
  for (guint i = 0; i < scene->marks->len; i++)
    {
      const KlSceneMark *m = g_ptr_array_index (scene->marks, i);

      if (m->kind < KL_N_MARKS)
        seen[m->kind] = TRUE;
    }
  for (guint k = 0; k < KL_N_MARKS; k++)
    if (seen[k])
      marks[n++] = (KlMark) k;
  return n;
}
