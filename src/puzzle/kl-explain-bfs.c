/* kl-explain-bfs.c - the narration of a breadth-first search, for the
 * shortest path and the distance map: a step a BFS layer, what its squares
 * reached, met and found already seen, the route's move on it, and what
 * inspecting a square says (its distance, parent and shortest routes). */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* Layers made from at most this many squares are told square by square. */
#define SMALL_LAYER 3

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_path[] = {
  N_("Put the start in the queue at distance 0."),
  N_("Take the squares of the next layer from the queue, in order."),
  N_("From each, try every move; skip squares off the board, walls and squares already seen."),
  N_("Give each new square the next distance, remember where it came from, and queue it."),
  N_("Stop when the target is reached, or when the queue is empty."),
  N_("Follow where each square came from, back from the target: that is the route."),
};

static const char * const pseudo_distance[] = {
  N_("Put the start in the queue at distance 0."),
  N_("Take the squares of the next layer from the queue, in order."),
  N_("From each, try every move; skip squares off the board, walls and squares already seen."),
  N_("Give each new square the next distance and queue it."),
  N_("Repeat until the queue is empty: every square reached has its distance."),
};

/* The line each kind of step executes. */
enum { PATH_START = 0, PATH_LAYER = 3, PATH_UNREACHED = 4, PATH_FOUND = 5 };
enum { MAP_START = 0, MAP_LAYER = 3, MAP_DONE = 4 };

const char * const *
_kl_explain_bfs_pseudocode (KlMode mode,
                            guint *n)
{
  if (mode == KL_MODE_PATH)
    {
      *n = G_N_ELEMENTS (pseudo_path);
      return pseudo_path;
    }
  *n = G_N_ELEMENTS (pseudo_distance);
  return pseudo_distance;
}

/* ------------------------------------------------------------ steps */

static char *
list_array (const KlExplain *self,
            GArray          *cells)
{
  return kl_square_list ((const int *) cells->data, cells->len, self->width, KL_LIST_MAX, FALSE);
}

/* Joins clauses of one sentence ("a; b"). */
static void
add_clause (GString    *s,
            const char *clause)
{
  if (s->len > 0)
    {
      /* Translators: between the clauses of one sentence */
      g_autofree char *joined = g_strdup_printf (_("%s; %s"), s->str, clause);

      g_string_assign (s, joined);
    }
  else
    g_string_assign (s, clause);
}

/* A set of cells for one layer's targets: open addressing sized for all of
 * them, several times faster than a GHashTable on the millions of targets
 * of a big board. */
typedef struct
{
  guint32 *slots;   /* cell + 1; 0 is empty */
  gsize    mask;
} CellSet;

static void
cell_set_init (CellSet *set,
               gsize    n)
{
  gsize size = 16;

  while (size < 2 * n)
    size *= 2;
  set->slots = g_new0 (guint32, size);
  set->mask = size - 1;
}

/* Puts cell in set; FALSE when it was there already. */
static gboolean
cell_set_put (CellSet *set,
              int      cell)
{
  gsize h = ((guint32) cell * 2654435761u) & set->mask;

  for (; set->slots[h] != 0; h = (h + 1) & set->mask)
    if (set->slots[h] == (guint32) cell + 1)
      return FALSE;
  set->slots[h] = (guint32) cell + 1;
  return TRUE;
}

/* Adds cell to cells unless set holds it already. */
static void
add_once (CellSet *set,
          GArray  *cells,
          int      cell)
{
  if (cell_set_put (set, cell))
    g_array_append_val (cells, cell);
}

/* The data of BFS layer k: what was expanded, found, met. */
static void
bfs_layer_data (const KlExplain     *self,
                const kn_bfs_layer  *l,
                KlExplainStep       *step)
{
  CellSet walls, seen;

  cell_set_init (&walls, l->counts[KN_TARGET_WALL]);
  /* the squares this layer finds go in the set too, though not in the
   * list: one found by another square of the layer a moment before is
   * one of the new squares, not an "already seen" one */
  cell_set_init (&seen, l->counts[KN_TARGET_SEEN] + l->n_frontier);
  step->layer = l->layer;
  step->visited = l->visited;
  step->off_board = l->counts[KN_TARGET_OFF];
  for (size_t i = 0; i < l->n_expanded; i++)
    {
      int cell = _kl_explain_square_cell (self, l->expanded[i]);

      g_array_append_val (step->expanded, cell);
      for (size_t j = 0; j < l->n_offsets; j++)
        {
          const kn_bfs_target *t = &l->targets[i * l->n_offsets + j];

          if (t->kind == KN_TARGET_NEW)
            {
              int to = _kl_explain_square_cell (self, t->square);

              g_array_append_val (step->frontier, to);
              g_array_append_val (step->parents, cell);
              cell_set_put (&seen, to);
            }
          else if (t->kind == KN_TARGET_WALL)
            add_once (&walls, step->walls, _kl_explain_square_cell (self, t->square));
          else if (t->kind == KN_TARGET_SEEN)
            add_once (&seen, step->seen, _kl_explain_square_cell (self, t->square));
        }
    }
  g_free (walls.slots);
  g_free (seen.slots);
  if (l->layer == 0)
    {
      int start = _kl_explain_square_cell (self, l->frontier[0]), none = -1;

      g_array_append_val (step->frontier, start);
      g_array_append_val (step->parents, none);
    }
}

/* "from a5 the knight reaches b7 and c6", one clause an expanded square,
 * for layers of a few squares. */
static void
bfs_clauses_small (const KlExplain     *self,
                   const KlExplainStep *step,
                   const char          *piece,
                   GString             *s)
{
  guint at = 0;

  for (guint i = 0; i < step->expanded->len; i++)
    {
      int from = g_array_index (step->expanded, int, i);
      g_autofree char *from_name = _kl_explain_cell_name (self, from);
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (int));
      g_autofree char *clause = NULL;

      while (at < step->frontier->len && g_array_index (step->parents, int, at) == from)
        g_array_append_val (found, g_array_index (step->frontier, int, at++));
      if (found->len > 0)
        {
          /* a square finds at most eight: name them all */
          g_autofree char *list = kl_square_list ((const int *) found->data, found->len,
                                                  self->width, 8, FALSE);

          /* Translators: "from a5 the knight reaches b7 and c6" */
          clause = g_strdup_printf (_("from %s %s reaches %s"), from_name, piece, list);
        }
      else
        /* Translators: "from a6 the knight reaches no new square" */
        clause = g_strdup_printf (_("from %s %s reaches no new square"), from_name, piece);
      add_clause (s, clause);
    }
}

static void
bfs_text (const KlExplain *self,
          KlExplainStep   *step)
{
  g_autofree char *piece = kl_explain_leaper_name (self->leaper);
  g_autoptr(GString) s = g_string_new (NULL);
  /* the queue is a sequence: "b7, c6, d5" to the end */
  g_autofree char *queue = kl_square_list ((const int *) step->frontier->data,
                                           step->frontier->len, self->width, KL_LIST_MAX, TRUE);
  g_autofree char *visited_n = kl_format_count (step->visited);
  g_autofree char *visited = g_strdup_printf (ngettext ("%s square", "%s squares",
                                                        kl_plural_n (step->visited)),
                                              visited_n);

  if (step->layer == 0)
    {
      g_autofree char *start = _kl_explain_cell_name (self, self->start);

      if (self->target >= 0)
        {
          g_autofree char *target = _kl_explain_cell_name (self, self->target);

          /* Translators: "Layer 0: the knight starts on a1; the target is f1." */
          step->text = g_strdup_printf (_("Layer 0: %s starts on %s; the target is %s."),
                                        piece, start, target);
        }
      else
        /* Translators: "Layer 0: the knight starts on a1." */
        step->text = g_strdup_printf (_("Layer 0: %s starts on %s."), piece, start);
    }
  else
    {
      if (step->expanded->len <= SMALL_LAYER)
        bfs_clauses_small (self, step, piece, s);
      else
        {
          g_autofree char *from = list_array (self, step->expanded);
          g_autofree char *found = list_array (self, step->frontier);
          g_autofree char *n = kl_format_count (step->frontier->len);
          g_autofree char *clause =
            /* Translators: "from a5, b4, c3 and 93 more, the knight reaches 104 new squares: b7,
             * c6, d5 and 101 more" */
            g_strdup_printf (ngettext ("from %s, %s reaches %s new square: %s",
                                       "from %s, %s reaches %s new squares: %s",
                                       step->frontier->len),
                             from, piece, n, found);

          add_clause (s, clause);
        }
      if (step->walls->len > 0)
        {
          g_autofree char *list = list_array (self, step->walls);
          g_autofree char *clause = g_strdup_printf (ngettext ("%s is a wall", "%s are walls",
                                                               step->walls->len), list);
          add_clause (s, clause);
        }
      if (step->seen->len > 0)
        {
          g_autofree char *list = list_array (self, step->seen);
          g_autofree char *clause = g_strdup_printf (ngettext ("%s was already seen",
                                                               "%s were already seen",
                                                               step->seen->len), list);
          add_clause (s, clause);
        }
      /* Translators: "Layer 3: from a5 the knight reaches b7 and c6; c4 is a wall." */
      step->text = g_strdup_printf (_("Layer %d: %s."), step->layer, s->str);
    }
  /* Translators: the BFS queue after a layer, and how many squares it reached */
  step->detail = g_strdup_printf (_("Queue: %s. Visited: %s."), queue, visited);
}

/* The route move of a shortest-path frame, and the end of the search. */
static void
path_text (const KlExplain *self,
           KlExplainStep   *step)
{
  int last_layer = kn_bfs_explain_layers (self->bfs) - 1;

  if (self->mode == KL_MODE_PATH && self->moves > 0 && step->layer > 0)
    {
      g_autofree char *from = NULL, *to = NULL, *move = NULL, *moves = NULL, *sentence = NULL;

      step->from = g_array_index (self->route, int, step->layer - 1);
      step->to = g_array_index (self->route, int, step->layer);
      step->move_type = KN_MOVE_LEAP;
      step->move = step->layer;
      step->moves = self->moves;
      from = _kl_explain_cell_name (self, step->from);
      to = _kl_explain_cell_name (self, step->to);
      move = kl_format_count ((guint64) step->move);
      moves = kl_format_count ((guint64) step->moves);
      if (step->move < step->moves)
        /* Translators: "The route goes from c6 to e5: move 4 of 7." */
        sentence = g_strdup_printf (_("The route goes from %s to %s: move %s of %s."),
                                    from, to, move, moves);
      else
        /* Translators: the last move of a shortest route, onto the target */
        sentence = g_strdup_printf (ngettext ("The route reaches the target: %s to %s, %s move "
                                              "in all.",
                                              "The route reaches the target: %s to %s, %s moves "
                                              "in all.",
                                              kl_plural_n ((guint64) step->moves)),
                                    from, to, moves);
      kl_add_sentence (&step->text, sentence);
      step->line = step->move == step->moves ? PATH_FOUND : PATH_LAYER;
    }
  else if (self->mode == KL_MODE_PATH && self->moves == 0)
    {
      kl_add_sentence (&step->text, _("The start is the target: no move is needed."));
      step->line = PATH_FOUND;
    }
  else if (step->layer == last_layer)
    {
      g_autofree char *n = kl_format_count (step->visited);

      if (self->mode == KL_MODE_PATH)
        {
          g_autofree char *target = _kl_explain_cell_name (self, self->target);
          g_autofree char *sentence =
            /* Translators: the last layer of a BFS that did not reach the target;
             * the queue still holds this layer's squares */
            g_strdup_printf (_("None of the squares in the queue leads to a new one: once they "
                               "leave it, the queue is empty, and %s cannot be reached."), target);

          kl_add_sentence (&step->text, sentence);
          step->line = PATH_UNREACHED;
        }
      else
        {
          g_autofree char *sentence =
            g_strdup_printf (ngettext ("None of the squares in the queue leads to a new one: "
                                       "once they leave it, the search ends with %s square "
                                       "reached.",
                                       "None of the squares in the queue leads to a new one: "
                                       "once they leave it, the search ends with %s squares "
                                       "reached.",
                                       kl_plural_n (step->visited)), n);

          kl_add_sentence (&step->text, sentence);
          step->line = MAP_DONE;
        }
    }
}

KlExplainStep *
_kl_explain_bfs_step (const KlExplain *self,
                      guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);
  kn_bfs_layer *l = NULL;

  /* The layers exist: kn_bfs_layer_get can only run out of memory. */
  if (kn_bfs_layer_get (self->bfs, (int32_t) index, &l) != KN_OK)
    g_error ("kl-explain: out of memory for layer %u", index);
  bfs_layer_data (self, l, step);
  kn_bfs_layer_free (l);
  step->kind = index == 0 ? KL_STEP_START : KL_STEP_LAYER;
  step->line = index == 0 ? PATH_START : self->mode == KL_MODE_PATH ? PATH_LAYER : MAP_LAYER;
  bfs_text (self, step);
  path_text (self, step);
  return step;
}

/* ------------------------------------------------------------ construction */

/* Shortest path (a route, or none: then a frame a layer) and distance map
 * (target -1, a frame a layer). */
static kn_status
bfs_new (KlMode            mode,
         kn_distmap       *map,
         int               target,
         const kn_path    *route,
         const kn_limits  *limits,
         KlExplain       **out)
{
  KlExplain *self;
  kn_status status;

  g_return_val_if_fail (map != NULL && out != NULL, KN_ERR_INVALID);

  self = _kl_explain_new (mode, kn_distmap_width (map), kn_distmap_height (map));
  self->map = map;
  self->leaper = kn_distmap_leaper (map);
  self->start = _kl_explain_square_cell (self, kn_distmap_reached (map, 0));
  self->target = target;
  status = kn_bfs_explain_new (map, limits, &self->bfs);
  if (status != KN_OK)
    {
      kl_explain_unref (self);
      return status;
    }
  if (route != NULL)
    {
      _kl_explain_add_route (self, route, self->route, self->route_moves);
      self->moves = (gint64) kn_path_length (route) - 1;
    }
  _kl_explain_set_frames (self, route != NULL ? self->moves : kn_distmap_max (map));
  *out = self;
  return KN_OK;
}

kn_status
kl_explain_new_path (kn_distmap       *map,
                     kn_square         target,
                     const kn_path    *route,
                     const kn_limits  *limits,
                     KlExplain       **out)
{
  return bfs_new (KL_MODE_PATH, map, target.y * kn_distmap_width (map) + target.x, route, limits,
                  out);
}

kn_status
kl_explain_new_distance (kn_distmap       *map,
                         const kn_limits  *limits,
                         KlExplain       **out)
{
  return bfs_new (KL_MODE_DISTANCE, map, -1, NULL, limits, out);
}

/* ------------------------------------------------------------ inspection */

int
kl_explain_parent (const KlExplain *self,
                   int              cell)
{
  kn_square parent;

  g_return_val_if_fail (self != NULL, -1);

  if (self->bfs == NULL || cell < 0 || cell >= self->width * self->height ||
      !kn_bfs_explain_parent (self->bfs, (kn_square) { cell % self->width, cell / self->width },
                              &parent))
    return -1;
  return _kl_explain_square_cell (self, parent);
}

void
_kl_explain_bfs_inspect (const KlExplain  *self,
                         int               cell,
                         guint             frame,
                         KlExplainInspect *out)
{
  kn_square sq = { cell % self->width, cell / self->width }, parent;
  g_autofree char *name = _kl_explain_cell_name (self, cell);
  g_autofree char *start = _kl_explain_cell_name (self, self->start);
  int distance = kn_distmap_get (self->map, sq);
  /* step k shows layer k; after the last one the search has ended, and
   * what it never reached it cannot reach */
  gboolean ended = frame >= self->n_steps - 1;

  out->reached_yet = distance >= 0 && (ended || (guint) distance <= frame);
  if (!out->reached_yet)
    {
      if (ended)
        /* Translators: an inspected square the BFS never reached */
        out->text = g_strdup_printf (_("%s: not reached from %s."), name, start);
      else
        /* Translators: an inspected square the BFS has not reached by the
         * step shown (it may reach it later, or never: it cannot tell yet) */
        out->text = g_strdup_printf (_("%s: not reached yet."), name);
      return;
    }
  out->distance = distance;
  out->routes = kn_bfs_explain_routes (self->bfs, sq);
  kl_route_count (self->map, self->bfs, sq, NULL, &out->route_count);
  out->routes_text = kl_route_count_words (&out->route_count);
  if (kn_bfs_explain_parent (self->bfs, sq, &parent))
    out->parent = _kl_explain_square_cell (self, parent);
  if (out->parent < 0)
    out->text = g_strdup_printf (_("%s: the start."), name);
  else
    {
      g_autofree char *from = _kl_explain_cell_name (self, out->parent);
      g_autofree char *moves =
        g_strdup_printf (ngettext ("%s: %d move from %s, reached from %s",
                                   "%s: %d moves from %s, reached from %s", out->distance),
                         name, out->distance, start, from);

      /* Translators: "d8: 4 moves from a1, reached from b7; 2 shortest routes.";
       * the number may be a bound, "at least 10¹⁹" */
      out->text = g_strdup_printf (ngettext ("%s; %s shortest route.",
                                             "%s; %s shortest routes.",
                                             kl_route_count_plural (&out->route_count)),
                                   moves, out->routes_text);
    }
}
