/* kl-explain-search.c - the narration of the shortest path's searches other
 * than BFS (bidirectional BFS, A*, greedy best-first, DFS, iterative
 * deepening): a step an expansion (a square entered or backed off, an
 * iteration begun), folded on big boards, each with its algorithm's own
 * pseudocode line and the open set replayed from the search's trace. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_bidirectional[] = {
  N_("Put the start in one queue and the target in another, each at distance 0."),
  N_("Pick the side whose queue is shorter (the start’s on a tie)."),
  N_("Take that side’s whole next layer from its queue; from each square try every move."),
  N_("Give each new square the next distance from its side, remember where it came from, and "
     "queue it."),
  N_("If a new square was reached from the other side already, the searches meet: keep the "
     "meeting with the fewest moves in all, and stop after the layer."),
  N_("If either queue runs empty first, the target cannot be reached."),
  N_("Join the two halves at the meeting square: that is the route."),
};

static const char * const pseudo_astar[] = {
  N_("Put the start in the open list: g = 0 moves so far, h = its bound, the fewest moves to "
     "the target on the same board without walls."),
  N_("Take the square with the least f = g + h from the open list (ties: the least h, then "
     "the newest)."),
  N_("If it is the target, stop: its g is the length of a shortest route."),
  N_("Otherwise close it and try every move from it."),
  N_("For each free square not closed whose g would shrink, set g + 1 and the parent, and put "
     "it in the open list."),
  N_("If the open list runs empty, the target cannot be reached."),
  N_("Follow the parents back from the target: that is the route."),
};

static const char * const pseudo_greedy[] = {
  N_("Put the start in the open list with h, its bound: the fewest moves to the target on the "
     "same board without walls."),
  N_("Take the square with the least h from the open list (ties: the newest): the one that "
     "looks closest to the target."),
  N_("If it is the target, stop: a route, not always the shortest."),
  N_("Otherwise close it and try every move from it."),
  N_("Put each free square never reached before in the open list, remembering where it came "
     "from."),
  N_("If the open list runs empty, the target cannot be reached."),
  N_("Follow the parents back from the target: that is the route."),
};

static const char * const pseudo_dfs[] = {
  N_("Push the start on the stack and mark it visited."),
  N_("Look at the square on top of the stack; if it is the target, stop."),
  N_("Try its moves in a fixed order: at the first free square not visited yet, mark it, push "
     "it and go on from there."),
  N_("When no move is left, pop the square: step back to the one before."),
  N_("If the stack runs empty, the target cannot be reached."),
  N_("The stack is the route: the first one found, usually not the shortest."),
};

static const char * const pseudo_iddfs[] = {
  N_("For limit = 0, 1, 2…: a new depth-first search from the start, at most limit moves "
     "deep."),
  N_("Enter a square at depth d; if it is the target, stop."),
  N_("If d < limit, try its moves in a fixed order: enter a free square unless this iteration "
     "entered it at depth d + 1 or less already."),
  N_("When its moves are done, or d = limit, step back."),
  N_("If an iteration enters no square the one before did not, the target cannot be reached."),
  N_("The route on the stack is a shortest route: no smaller limit found one."),
};

/* The lines the steps execute. */
enum { BEST_START = 0, BEST_TAKE = 1, BEST_NONE = 5, BEST_FOUND = 6 };
enum { BI_START = 0, BI_SIDE = 1, BI_LAYER = 2, BI_MEET = 4, BI_NONE = 5, BI_FOUND = 6 };
enum { DFS_START = 0, DFS_ENTER = 2, DFS_TARGET = 1, DFS_BACK = 3, DFS_NONE = 4, DFS_FOUND = 5 };
enum { ID_DEEPEN = 0, ID_ENTER = 1, ID_BACK = 3, ID_NONE = 4, ID_FOUND = 5 };

/* ------------------------------------------------------------ the replay */

enum { NODE_OPEN = 1, NODE_ON_STACK, NODE_CLOSED };

typedef struct
{
  guint8  state;
  int     parent;
  gint32  g, h;
  guint64 seq;     /* when it was queued: the newer, the later */
} Node;

/* The search's sets after the first pos events of its trace. */
typedef struct
{
  GHashTable *nodes[2];  /* cell + 1 -> Node, a table a side */
  GArray     *stack;     /* DFS, iterative deepening: of int, the route */
  GArray     *closed_order[2]; /* of int: the squares closed, in order (not kept for
                          * iterative deepening, which enters a square again) */
  GArray     *queued[2]; /* of int: the squares queued, in order: a BFS's queue is
                          * those past the closed ones */
  gsize       pos;
  guint64     seq;
  guint64     closed[2];
  guint64     backtracks;
  int         limit;
} Replay;

struct _KlExplainSearch
{
  GMutex                 lock;    /* the replay cache */
  kn_search             *search;
  kn_search_algorithm    algorithm;
  kn_board              *board;
  const kn_search_event *trace;
  size_t                 n_trace;
  gboolean               truncated;
  kn_search_stats        stats;
  guint                 *events;  /* the trace's indices of the step events */
  gsize                  n_events;
  guint                  fold;    /* step events a step */
  guint                  n_groups;
  gboolean               met;
  int                    meet;
  int                    meet_from, meet_to;
  Replay                 replay;
};

static void
replay_reset (Replay *r)
{
  for (int side = 0; side < 2; side++)
    {
      if (r->nodes[side] == NULL)
        r->nodes[side] = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      g_hash_table_remove_all (r->nodes[side]);
      r->closed[side] = 0;
    }
  if (r->stack == NULL)
    r->stack = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_set_size (r->stack, 0);
  for (int side = 0; side < 2; side++)
    {
      if (r->closed_order[side] == NULL)
        r->closed_order[side] = g_array_new (FALSE, FALSE, sizeof (int));
      g_array_set_size (r->closed_order[side], 0);
      if (r->queued[side] == NULL)
        r->queued[side] = g_array_new (FALSE, FALSE, sizeof (int));
      g_array_set_size (r->queued[side], 0);
    }
  r->pos = 0;
  r->seq = 0;
  r->backtracks = 0;
  r->limit = -1;
}

static Node *
node_of (Replay *r,
         int     side,
         int     cell,
         gboolean make)
{
  Node *n = g_hash_table_lookup (r->nodes[side], GINT_TO_POINTER (cell + 1));

  if (n == NULL && make)
    {
      n = g_new0 (Node, 1);
      n->parent = -1;
      g_hash_table_insert (r->nodes[side], GINT_TO_POINTER (cell + 1), n);
    }
  return n;
}

static gboolean
depth_first (const KlExplainSearch *s)
{
  return s->algorithm == KN_SEARCH_DFS || s->algorithm == KN_SEARCH_IDDFS;
}

static void
replay_event (const KlExplainSearch *s,
              Replay                *r,
              const kn_search_event *e)
{
  int cell = (int) e->cell, side = e->side & 1;
  int parent = e->parent == KN_NO_CELL ? -1 : (int) e->parent;
  Node *n;

  switch (e->kind)
    {
    case KN_SEARCH_GENERATE:
      n = node_of (r, side, cell, TRUE);
      n->state = NODE_OPEN;
      n->parent = parent;
      n->g = e->g;
      n->h = e->h;
      n->seq = ++r->seq;
      g_array_append_val (r->queued[side], cell);
      break;
    case KN_SEARCH_EXPAND:
      n = node_of (r, side, cell, TRUE);
      if (depth_first (s))
        {
          n->state = NODE_ON_STACK;
          n->parent = parent;
          n->g = e->g;
          n->h = -1;
          g_array_append_val (r->stack, cell);
        }
      else
        {
          n->state = NODE_CLOSED;
          r->closed[side]++;
          g_array_append_val (r->closed_order[side], cell);
        }
      break;
    case KN_SEARCH_BACKTRACK:
      if (r->stack->len > 0)
        g_array_set_size (r->stack, r->stack->len - 1);
      n = node_of (r, 0, cell, TRUE);
      n->state = NODE_CLOSED;
      r->closed[0]++;
      r->backtracks++;
      if (s->algorithm == KN_SEARCH_DFS)
        g_array_append_val (r->closed_order[0], cell);
      break;
    case KN_SEARCH_DEEPEN:
      /* a new iteration forgets what the last one entered */
      g_hash_table_remove_all (r->nodes[0]);
      g_array_set_size (r->stack, 0);
      r->closed[0] = 0;
      r->limit = e->g;
      break;
    default:
      break;
    }
}

/* The trace's events up to pos replayed into the cache (under its lock). */
static Replay *
replay_to (const KlExplainSearch *s,
           gsize                  pos)
{
  Replay *r = (Replay *) &s->replay;

  if (r->nodes[0] == NULL || pos < r->pos)
    replay_reset (r);
  for (; r->pos < pos && r->pos < s->n_trace; r->pos++)
    replay_event (s, r, &s->trace[r->pos]);
  return r;
}

/* The trace position after step index: its last event and the squares
 * that event queued. */
static gsize
step_end (const KlExplainSearch *s,
          guint                  index)
{
  gsize next;

  if (index == 0)
    return s->n_events > 0 ? s->events[0] : s->n_trace;
  next = (gsize) index * s->fold;
  if (index > s->n_groups || next >= s->n_events)
    return s->n_trace;
  return s->events[next];
}

typedef struct
{
  int   cell;
  Node *node;
} Open;

static int
compare_open (gconstpointer a,
              gconstpointer b,
              gpointer      data)
{
  const Node *x = ((const Open *) a)->node, *y = ((const Open *) b)->node;
  kn_search_algorithm algorithm = GPOINTER_TO_INT (data);
  gint64 kx, ky;

  /* the order the search takes them in: least f (A*) or h (greedy), else
   * first queued first */
  if (algorithm == KN_SEARCH_ASTAR || algorithm == KN_SEARCH_GREEDY)
    {
      kx = algorithm == KN_SEARCH_ASTAR ? (gint64) x->g + x->h : x->h;
      ky = algorithm == KN_SEARCH_ASTAR ? (gint64) y->g + y->h : y->h;
      if (kx != ky)
        return kx < ky ? -1 : 1;
      if (algorithm == KN_SEARCH_ASTAR && x->h != y->h)
        return x->h < y->h ? -1 : 1;
      return x->seq > y->seq ? -1 : x->seq < y->seq;
    }
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The open squares of a side in the search's order, into cells and parents. */
static void
open_set (const KlExplainSearch *s,
          Replay                *r,
          int                    side,
          GArray                *cells,
          GArray                *parents)
{
  g_autoptr(GArray) open = NULL;
  GHashTableIter it;
  gpointer key, value;

  if (s->algorithm == KN_SEARCH_BIDIRECTIONAL)
    {
      /* a queue: what is past the squares taken from it */
      guint from = (guint) r->closed[side];

      if (from < r->queued[side]->len)
        g_array_append_vals (cells, &g_array_index (r->queued[side], int, from),
                             r->queued[side]->len - from);
      for (guint i = from; parents != NULL && i < r->queued[side]->len; i++)
        {
          const Node *n = node_of (r, side, g_array_index (r->queued[side], int, i), FALSE);

          g_array_append_val (parents, n->parent);
        }
      return;
    }
  open = g_array_new (FALSE, FALSE, sizeof (Open));
  g_hash_table_iter_init (&it, r->nodes[side]);
  while (g_hash_table_iter_next (&it, &key, &value))
    if (((Node *) value)->state == NODE_OPEN)
      {
        Open o = { GPOINTER_TO_INT (key) - 1, value };

        g_array_append_val (open, o);
      }
  g_array_sort_with_data (open, compare_open, GINT_TO_POINTER (s->algorithm));
  for (guint i = 0; i < open->len; i++)
    {
      const Open *o = &g_array_index (open, Open, i);

      g_array_append_val (cells, o->cell);
      if (parents != NULL)
        g_array_append_val (parents, o->node->parent);
    }
}

static int
compare_int (gconstpointer a,
             gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return x < y ? -1 : x > y;
}

/* The squares a side has closed, in the order it closed them. */
static void
closed_set (const KlExplainSearch *s,
            Replay                *r,
            int                    side,
            GArray                *cells)
{
  GHashTableIter it;
  gpointer key, value;

  if (s->algorithm != KN_SEARCH_IDDFS)
    {
      g_array_append_vals (cells, r->closed_order[side]->data, r->closed_order[side]->len);
      return;
    }
  /* iterative deepening enters a square again: its table says what is
   * closed now, in the board's order */
  g_hash_table_iter_init (&it, r->nodes[side]);
  while (g_hash_table_iter_next (&it, &key, &value))
    if (((Node *) value)->state == NODE_CLOSED)
      {
        int cell = GPOINTER_TO_INT (key) - 1;

        g_array_append_val (cells, cell);
      }
  g_array_sort (cells, compare_int);
}

/* ------------------------------------------------------------ words */

static const char *
algorithm_name (const KlExplainSearch *s)
{
  switch (s->algorithm)
    {
    /* Translators: the subject of the narration's sentences */
    case KN_SEARCH_BIDIRECTIONAL: return _("Bidirectional BFS");
    case KN_SEARCH_ASTAR: return _("A*");
    case KN_SEARCH_GREEDY: return _("Greedy best-first");
    case KN_SEARCH_DFS: return _("DFS");
    case KN_SEARCH_IDDFS: return _("Iterative deepening");
    case KN_SEARCH_BFS:
    case KN_N_SEARCHES:
    default: return _("BFS");
    }
}

const char *
_kl_explain_search_title (const KlExplain *self)
{
  switch (self->search->algorithm)
    {
    case KN_SEARCH_BIDIRECTIONAL:
      return _("Shortest path, by bidirectional breadth-first search");
    case KN_SEARCH_ASTAR:
      return _("Shortest path, by A* search with the empty board’s knight distance");
    case KN_SEARCH_GREEDY:
      return _("A route, by greedy best-first search (not always the shortest)");
    case KN_SEARCH_DFS:
      return _("A route, by depth-first search (DFS; usually not the shortest)");
    case KN_SEARCH_IDDFS:
      return _("Shortest path, by iterative deepening depth-first search");
    case KN_SEARCH_BFS:
    case KN_N_SEARCHES:
    default:
      return _("Shortest path, by breadth-first search (BFS)");
    }
}

const char * const *
_kl_explain_search_pseudocode (const KlExplain *self,
                               guint           *n)
{
  switch (self->search->algorithm)
    {
    case KN_SEARCH_BIDIRECTIONAL:
      *n = G_N_ELEMENTS (pseudo_bidirectional);
      return pseudo_bidirectional;
    case KN_SEARCH_ASTAR:
      *n = G_N_ELEMENTS (pseudo_astar);
      return pseudo_astar;
    case KN_SEARCH_GREEDY:
      *n = G_N_ELEMENTS (pseudo_greedy);
      return pseudo_greedy;
    case KN_SEARCH_DFS:
      *n = G_N_ELEMENTS (pseudo_dfs);
      return pseudo_dfs;
    case KN_SEARCH_IDDFS:
    case KN_SEARCH_BFS:
    case KN_N_SEARCHES:
    default:
      *n = G_N_ELEMENTS (pseudo_iddfs);
      return pseudo_iddfs;
    }
}

static char *
name_of (const KlExplain *self,
         int              cell)
{
  return cell >= 0 ? _kl_explain_cell_name (self, cell) : g_strdup ("—");
}

static char *
list_of (const KlExplain *self,
         GArray          *cells,
         gboolean         sequence)
{
  return kl_square_list ((const int *) cells->data, cells->len, self->width, KL_LIST_MAX,
                         sequence);
}

static char *
moves_words (gint64 n)
{
  g_autofree char *count = kl_format_count ((guint64) MAX (n, 0));

  return g_strdup_printf (ngettext ("%s move", "%s moves", kl_plural_n ((guint64) MAX (n, 0))),
                          count);
}

static char *
squares_words (guint64 n)
{
  g_autofree char *count = kl_format_count (n);

  return g_strdup_printf (ngettext ("%s square", "%s squares", kl_plural_n (n)), count);
}

/* The squares the step's last expansion queued, each with its parent: the
 * GENERATE events after it. */
static GArray *
queued_by (const KlExplainSearch *s,
           gsize                  event,
           gsize                  end)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (gsize i = event + 1; i < end && i < s->n_trace; i++)
    if (s->trace[i].kind == KN_SEARCH_GENERATE)
      {
        int cell = (int) s->trace[i].cell;

        g_array_append_val (cells, cell);
      }
  return cells;
}

/* The sentence of one expansion by A*, greedy or bidirectional BFS. */
/* What a bidirectional step adds: whether it starts its side's layer (and
 * the queues' lengths before it), and the squares it found the other side
 * had reached. */
typedef struct
{
  gboolean  layer_start;
  guint64   queue, queue_other;
  GArray   *meets;
} BiWords;

static void
expand_text (const KlExplain       *self,
             const KlExplainSearch *s,
             KlExplainStep         *step,
             const kn_search_event *e,
             gsize                  event,
             gsize                  end,
             const BiWords         *bi)
{
  g_autofree char *sq = name_of (self, (int) e->cell);
  g_autoptr(GArray) added = queued_by (s, event, end);
  g_autofree char *added_list = list_of (self, added, FALSE);
  char *sentence = NULL;

  if (s->algorithm == KN_SEARCH_ASTAR)
    /* Translators: "A* takes d4 next: 2 so far + at least 3 to go = 5 moves, the least f in
     * the open list." */
    sentence = g_strdup_printf (ngettext ("%s takes %s next: %d so far + at least %d to go = %d "
                                          "move, the least f in the open list.",
                                          "%s takes %s next: %d so far + at least %d to go = %d "
                                          "moves, the least f in the open list.",
                                          (gulong) (e->g + e->h)),
                                algorithm_name (s), sq, e->g, e->h, e->g + e->h);
  else if (s->algorithm == KN_SEARCH_GREEDY)
    /* Translators: "Greedy best-first takes d4 next: at least 3 moves to go, the least h in
     * the open list; the 2 moves made so far do not count." */
    sentence = g_strdup_printf (ngettext ("%s takes %s next: at least %d move to go, the least h "
                                          "in the open list; the moves made so far (%d) do not "
                                          "count.",
                                          "%s takes %s next: at least %d moves to go, the least h "
                                          "in the open list; the moves made so far (%d) do not "
                                          "count.",
                                          (gulong) MAX (e->h, 0)),
                                algorithm_name (s), sq, e->h, e->g);
  else
    {
      g_autofree char *origin = _kl_explain_cell_name (self, e->side ? self->target : self->start);
      g_autofree char *moves = moves_words (e->g);

      if (bi->layer_start)
        {
          g_autofree char *a = squares_words (bi->queue);
          g_autofree char *b = kl_format_count (bi->queue_other);
          g_autofree char *why =
            e->side == 0
            /* Translators: "The start's queue (2 squares) is not longer than the target's (5):
             * the search from the start takes its whole layer 1." */
            ? g_strdup_printf (_("The start’s queue (%s) is not longer than the target’s (%s): "
                                 "the search from the start takes its whole layer %d."),
                               a, b, e->g)
            /* Translators: "The target's queue (2 squares) is shorter than the start's (5): the
             * search from the target takes its whole layer 1." */
            : g_strdup_printf (_("The target’s queue (%s) is shorter than the start’s (%s): the "
                                 "search from the target takes its whole layer %d."),
                               a, b, e->g);

          kl_add_sentence (&step->text, why);
        }

      if (e->side == 0)
        /* Translators: "The search from the start expands d4, 2 moves from a1." */
        sentence = g_strdup_printf (_("The search from the start expands %s, %s from %s."), sq,
                                    moves, origin);
      else
        /* Translators: "The search from the target expands d4, 2 moves from f1." */
        sentence = g_strdup_printf (_("The search from the target expands %s, %s from %s."), sq,
                                    moves, origin);
    }
  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
  if (added->len > 0)
    {
      if (s->algorithm == KN_SEARCH_BIDIRECTIONAL)
        /* Translators: "It queues b5 and c6." */
        sentence = g_strdup_printf (_("It queues %s."), added_list);
      else
        /* Translators: "It puts b5 and c6 in the open list." */
        sentence = g_strdup_printf (_("It puts %s in the open list."), added_list);
    }
  else
    sentence = g_strdup (_("Every move from it leaves the board, meets a wall or finds a square "
                           "reached already."));
  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
  if (bi != NULL && bi->meets != NULL && bi->meets->len > 0)
    {
      g_autofree char *list = list_of (self, bi->meets, FALSE);

      /* Translators: "c1 was reached from the other end already: the searches meet; the
       * layer is finished, then the search stops." */
      sentence = g_strdup_printf (ngettext ("%s was reached from the other end already: the "
                                            "searches meet. The layer is finished, then the "
                                            "search stops.",
                                            "%s were reached from the other end already: the "
                                            "searches meet. The layer is finished, then the "
                                            "search stops.", bi->meets->len),
                                  list);
      kl_add_sentence (&step->text, sentence);
      g_free (sentence);
      step->line = BI_MEET;
    }
}

/* The sentence of one event of DFS or iterative deepening. */
static void
depth_text (const KlExplain       *self,
            const KlExplainSearch *s,
            KlExplainStep         *step,
            const kn_search_event *e)
{
  g_autofree char *sq = name_of (self, (int) e->cell);
  g_autofree char *parent = name_of (self, e->parent == KN_NO_CELL ? -1 : (int) e->parent);
  char *sentence = NULL;

  switch (e->kind)
    {
    case KN_SEARCH_DEEPEN:
      /* Translators: "Iteration 4: a new depth-first search from a1, at most 3 moves deep;
       * what the last one entered is forgotten." */
      sentence = g_strdup_printf (ngettext ("Iteration %d: a new depth-first search from %s, at "
                                            "most %d move deep; what the last one entered is "
                                            "forgotten.",
                                            "Iteration %d: a new depth-first search from %s, at "
                                            "most %d moves deep; what the last one entered is "
                                            "forgotten.",
                                            (gulong) e->g),
                                  e->g + 1, sq, e->g);
      step->line = ID_DEEPEN;
      break;
    case KN_SEARCH_EXPAND:
      if (e->parent == KN_NO_CELL)
        /* Translators: "DFS pushes the start, a1, on the stack." */
        sentence = g_strdup_printf (_("%s pushes the start, %s, on the stack."),
                                    algorithm_name (s), sq);
      else if (s->algorithm == KN_SEARCH_DFS)
        /* Translators: "DFS enters d4 from b3: the first move in its fixed order that lands on
         * a free square not visited yet; the route is 3 moves deep." */
        sentence = g_strdup_printf (ngettext ("%s enters %s from %s: the first move in its fixed "
                                              "order that lands on a free square not visited "
                                              "yet; the route is %d move deep.",
                                              "%s enters %s from %s: the first move in its fixed "
                                              "order that lands on a free square not visited "
                                              "yet; the route is %d moves deep.",
                                              (gulong) e->g),
                                    algorithm_name (s), sq, parent, e->g);
      else
        /* Translators: "Iterative deepening enters d4 from b3 at depth 2 of at most 3." */
        sentence = g_strdup_printf (_("%s enters %s from %s at depth %d of at most %d."),
                                    algorithm_name (s), sq, parent, e->g, step->layer);
      step->line = s->algorithm == KN_SEARCH_DFS ? DFS_ENTER : ID_ENTER;
      if (e->cell == (kn_cell) self->target)
        {
          kl_add_sentence (&step->text, sentence);
          g_free (sentence);
          sentence = g_strdup (_("It is the target: the search stops."));
          step->line = s->algorithm == KN_SEARCH_DFS ? DFS_TARGET : ID_ENTER;
        }
      else if (s->algorithm == KN_SEARCH_IDDFS && e->g == step->layer)
        {
          kl_add_sentence (&step->text, sentence);
          g_free (sentence);
          sentence = g_strdup (_("That is the limit: no move is tried from it."));
        }
      break;
    case KN_SEARCH_BACKTRACK:
    default:
      if (e->parent == KN_NO_CELL)
        /* Translators: "DFS steps back off the start, a1: the stack is empty." */
        sentence = g_strdup_printf (_("%s steps back off the start, %s: the stack is empty."),
                                    algorithm_name (s), sq);
      else if (s->algorithm == KN_SEARCH_IDDFS && e->g == step->layer)
        /* Translators: "Iterative deepening steps back from d4 to b3: d4 is at the limit." */
        sentence = g_strdup_printf (_("%s steps back from %s to %s: %s is at the limit."),
                                    algorithm_name (s), sq, parent, sq);
      else
        /* Translators: "DFS steps back from d4 to b3: every move from d4 leaves the board,
         * meets a wall or lands on a square visited already." */
        sentence = g_strdup_printf (_("%s steps back from %s to %s: every move from %s leaves the "
                                      "board, meets a wall or lands on a square visited "
                                      "already."),
                                    algorithm_name (s), sq, parent, sq);
      step->line = s->algorithm == KN_SEARCH_DFS ? DFS_BACK : ID_BACK;
      break;
    }
  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
}

/* A step of several events: what they did, in one sentence. */
static void
folded_text (const KlExplain       *self,
             const KlExplainSearch *s,
             KlExplainStep         *step,
             guint                  backs,
             guint                  deepens)
{
  g_autofree char *list = list_of (self, step->expanded, FALSE);
  g_autofree char *n = kl_format_count (step->expanded->len);
  g_autofree char *sentence = NULL;

  if (depth_first (s))
    {
      g_autofree char *b = kl_format_count (backs);

      /* Translators: "DFS enters 12 squares (d4, e6, f5, g7, h5, f4 and 6 more) and steps back
       * 4 times." */
      sentence = g_strdup_printf (ngettext ("%s enters %s square (%s) and steps back %s times.",
                                            "%s enters %s squares (%s) and steps back %s times.",
                                            kl_plural_n (step->expanded->len)),
                                  algorithm_name (s), n, list, b);
      if (deepens > 0)
        {
          g_autofree char *more = g_strdup_printf (_("Its depth limit grows to %d."), step->layer);

          kl_add_sentence (&sentence, more);
        }
    }
  else
    /* Translators: "A* expands 12 squares: d4, e6, f5, g7, h5, f4 and 6 more." */
    sentence = g_strdup_printf (ngettext ("%s expands %s square: %s.", "%s expands %s squares: %s.",
                                          kl_plural_n (step->expanded->len)),
                                algorithm_name (s), n, list);
  kl_add_sentence (&step->text, sentence);
}

/* The words of the first and the last step. */
static void
start_text (const KlExplain       *self,
            const KlExplainSearch *s,
            KlExplainStep         *step)
{
  g_autofree char *start = _kl_explain_cell_name (self, self->start);
  g_autofree char *target = _kl_explain_cell_name (self, self->target);
  g_autofree char *piece = kl_explain_leaper_name (self->leaper);
  char *sentence =
    /* Translators: "A*: the knight starts on a1; the target is f1." */
    g_strdup_printf (_("%s: %s starts on %s; the target is %s."), algorithm_name (s), piece,
                     start, target);

  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
  if (s->algorithm == KN_SEARCH_ASTAR || s->algorithm == KN_SEARCH_GREEDY)
    {
      gint64 h = kn_search_bound (s->search, kn_board_square (s->board, (kn_cell) self->start));
      g_autofree char *count = kl_format_count ((guint64) MAX (h, 0));

      /* Translators: "Without walls it would take at least 4 moves: the bound h of a1." */
      sentence = g_strdup_printf (ngettext ("On the same board without walls it takes %s move: "
                                            "that is h, the bound, of %s.",
                                            "On the same board without walls it takes %s moves: "
                                            "that is h, the bound, of %s.",
                                            kl_plural_n ((guint64) MAX (h, 0))),
                                  count, start);
      if (h < 0)
        {
          g_free (sentence);
          sentence = g_strdup (_("Even without walls the target cannot be reached from there."));
        }
      kl_add_sentence (&step->text, sentence);
      g_free (sentence);
    }
  else if (s->algorithm == KN_SEARCH_DFS)
    kl_add_sentence (&step->text, _("Depth-first search finds a route, usually not the "
                                     "shortest: it follows one line of moves as far as it goes."));
  step->line = s->algorithm == KN_SEARCH_IDDFS ? ID_DEEPEN
             : s->algorithm == KN_SEARCH_DFS ? DFS_START
             : s->algorithm == KN_SEARCH_BIDIRECTIONAL ? BI_START : BEST_START;
}

static void
end_text (const KlExplain       *self,
          const KlExplainSearch *s,
          KlExplainStep         *step)
{
  g_autofree char *target = _kl_explain_cell_name (self, self->target);
  g_autofree char *start = _kl_explain_cell_name (self, self->start);
  g_autofree char *moves = moves_words (self->moves);
  g_autofree char *expanded = kl_format_count (s->stats.expanded);
  char *sentence = NULL;

  if (self->moves < 0)
    {
      /* Translators: "A* has nothing left to try: f1 cannot be reached from a1." */
      sentence = g_strdup_printf (_("%s has nothing left to try: %s cannot be reached from %s."),
                                  algorithm_name (s), target, start);
      step->line = s->algorithm == KN_SEARCH_BIDIRECTIONAL ? BI_NONE
                 : depth_first (s) ? (s->algorithm == KN_SEARCH_DFS ? DFS_NONE : ID_NONE)
                 : BEST_NONE;
    }
  else
    switch (s->algorithm)
      {
      case KN_SEARCH_BIDIRECTIONAL:
        {
          g_autofree char *meet = _kl_explain_cell_name (self, s->meet);
          g_autofree char *a = moves_words (s->meet_from);
          g_autofree char *b = moves_words (s->meet_to);

          /* Translators: "The searches meet on d4, 3 moves from a1 and 2 moves from f1: joined
           * there, the two halves make a shortest route of 5 moves." */
          sentence = g_strdup_printf (_("The searches meet on %s, %s from %s and %s from %s: "
                                        "joined there, the two halves make a shortest route of "
                                        "%s."),
                                      meet, a, start, b, target, moves);
          step->line = BI_FOUND;
          break;
        }
      case KN_SEARCH_ASTAR:
        /* Translators: "A* takes the target, f1, from the open list: a shortest route of 7
         * moves." */
        sentence = g_strdup_printf (_("%s takes the target, %s, from the open list: a shortest "
                                      "route of %s."),
                                    algorithm_name (s), target, moves);
        step->line = BEST_FOUND;
        break;
      case KN_SEARCH_GREEDY:
        /* Translators: "Greedy best-first takes the target, f1, from the open list: a route of
         * 9 moves. It followed its bound alone, so the route is not always the shortest." */
        sentence = g_strdup_printf (_("%s takes the target, %s, from the open list: a route of "
                                      "%s. It followed its bound alone, so the route is not "
                                      "always the shortest."),
                                    algorithm_name (s), target, moves);
        step->line = BEST_FOUND;
        break;
      case KN_SEARCH_DFS:
        /* Translators: "DFS stops at the first route it found: 13 moves. Depth-first search
         * does not look for the shortest route, so this one is usually longer." */
        sentence = g_strdup_printf (_("%s stops at the first route it found: %s. Depth-first "
                                      "search does not look for the shortest route, so this "
                                      "one is usually longer."),
                                    algorithm_name (s), moves);
        step->line = DFS_FOUND;
        break;
      case KN_SEARCH_IDDFS:
      case KN_SEARCH_BFS:
      case KN_N_SEARCHES:
      default:
        /* Translators: "Iterative deepening found the target with the limit 7: a shortest
         * route of 7 moves, since no smaller limit found one." */
        sentence = g_strdup_printf (_("%s found the target with the limit %d: a shortest route "
                                      "of %s, since no smaller limit found one."),
                                    algorithm_name (s), (int) self->moves, moves);
        step->line = ID_FOUND;
        break;
      }
  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
  /* Translators: "In all it expanded 38 squares." */
  sentence = g_strdup_printf (ngettext ("In all it expanded %s square.",
                                        "In all it expanded %s squares.",
                                        kl_plural_n (s->stats.expanded)), expanded);
  kl_add_sentence (&step->text, sentence);
  g_free (sentence);
  if (s->truncated)
    kl_add_sentence (&step->text, _("Its trace was cut short: the steps before this one show "
                                     "its beginning only."));
}

/* ------------------------------------------------------------ steps */

KlExplainStep *
_kl_explain_search_step (const KlExplain *self,
                         guint            index,
                         gboolean         words)
{
  KlExplainSearch *s = self->search;
  KlExplainStep *step = _kl_explain_step_new (index);
  gsize end = step_end (s, index), first = 0, last = 0;
  guint backs = 0, deepens = 0;
  BiWords bi = { FALSE, 0, 0, NULL };
  Replay *r;

  step->kind = index == 0 ? KL_STEP_START : index + 1 == self->n_steps ? KL_STEP_END
             : (KlStepKind) self->meta[index].kind;
  if (index > 0 && index + 1 < self->n_steps)
    {
      first = (gsize) (index - 1) * s->fold;
      last = MIN (first + s->fold, s->n_events);
      for (gsize i = first; i < last; i++)
        {
          const kn_search_event *e = &s->trace[s->events[i]];
          int cell = (int) e->cell;

          if (e->kind == KN_SEARCH_EXPAND)
            g_array_append_val (step->expanded, cell);
          backs += e->kind == KN_SEARCH_BACKTRACK;
          deepens += e->kind == KN_SEARCH_DEEPEN;
        }
    }

  g_mutex_lock (&s->lock);
  r = replay_to (s, end);
  step->visited = r->closed[0] + r->closed[1];
  step->backtracks = r->backtracks;
  if (depth_first (s))
    {
      /* the stack, bottom first; each square's parent is the one below */
      g_array_append_vals (step->frontier, r->stack->data, r->stack->len);
      g_array_set_size (step->parents, r->stack->len);
      for (guint i = 0; i < r->stack->len; i++)
        g_array_index (step->parents, int, i) = i > 0 ? g_array_index (r->stack, int, i - 1) : -1;
      step->depth = r->stack->len;
      step->square = r->stack->len > 0 ? g_array_index (r->stack, int, r->stack->len - 1) : -1;
      step->layer = s->algorithm == KN_SEARCH_IDDFS ? r->limit : (int) MAX (step->depth, 1) - 1;
      step->visited = g_hash_table_size (r->nodes[0]);
    }
  else
    open_set (s, r, 0, step->frontier, step->parents);
  closed_set (s, r, 0, step->closed);
  if (s->algorithm == KN_SEARCH_BIDIRECTIONAL)
    {
      open_set (s, r, 1, step->frontier_other, NULL);
      closed_set (s, r, 1, step->closed_other);
      if (words && last - first == 1)
        {
          const kn_search_event *e = &s->trace[s->events[first]];
          GArray *mine = e->side ? step->frontier_other : step->frontier;
          GArray *theirs = e->side ? step->frontier : step->frontier_other;
          g_autoptr(GArray) added = queued_by (s, s->events[first], end);

          bi.meets = g_array_new (FALSE, FALSE, sizeof (int));
          for (guint i = 0; i < added->len; i++)
            if (node_of (r, 1 - e->side, g_array_index (added, int, i), FALSE) != NULL)
              g_array_append_val (bi.meets, g_array_index (added, int, i));
          /* the queues before the expansion: its square back in, the new ones out */
          bi.queue = mine->len + 1 - added->len;
          bi.queue_other = theirs->len;
          bi.layer_start = first == 0 ||
                           s->trace[s->events[first - 1]].side != e->side ||
                           s->trace[s->events[first - 1]].g != e->g;
        }
    }
  g_mutex_unlock (&s->lock);

  if (last > first)
    {
      const kn_search_event *e = &s->trace[s->events[last - 1]];

      if (e->kind == KN_SEARCH_BACKTRACK || e->kind == KN_SEARCH_EXPAND)
        step->square = (int) e->cell;
      if (!depth_first (s))
        {
          step->side = e->side;
          step->g = e->g;
          step->h = e->h;
          step->layer = s->algorithm == KN_SEARCH_ASTAR ? e->g + e->h
                      : s->algorithm == KN_SEARCH_GREEDY ? e->h : e->g;
        }
      else if (s->algorithm == KN_SEARCH_DFS)
        step->layer = e->g;
    }
  if (step->kind == KL_STEP_END && s->met)
    step->meet = s->meet;
  if (step->kind == KL_STEP_END)
    {
      step->moves = self->moves;
      step->layer = -1;
      /* A* and greedy took the target from the open list: it is in it no more */
      if (self->moves >= 0 && (s->algorithm == KN_SEARCH_ASTAR || s->algorithm == KN_SEARCH_GREEDY))
        for (guint i = 0; i < step->frontier->len; i++)
          if (g_array_index (step->frontier, int, i) == self->target)
            {
              g_array_remove_index (step->frontier, i);
              g_array_remove_index (step->parents, i);
              break;
            }
    }

  if (!words)
    return step;
  if (step->kind == KL_STEP_START)
    start_text (self, s, step);
  else if (step->kind == KL_STEP_END)
    end_text (self, s, step);
  else if (last - first == 1)
    {
      const kn_search_event *e = &s->trace[s->events[first]];

      if (depth_first (s))
        depth_text (self, s, step, e);
      else
        {
          step->line = s->algorithm == KN_SEARCH_BIDIRECTIONAL ? BI_LAYER : BEST_TAKE;
          expand_text (self, s, step, e, s->events[first], end,
                       s->algorithm == KN_SEARCH_BIDIRECTIONAL ? &bi : NULL);
        }
    }
  else
    {
      folded_text (self, s, step, backs, deepens);
      step->line = depth_first (s) ? (s->algorithm == KN_SEARCH_DFS ? DFS_ENTER : ID_ENTER)
                 : s->algorithm == KN_SEARCH_BIDIRECTIONAL ? BI_LAYER : BEST_TAKE;
    }

  g_clear_pointer (&bi.meets, g_array_unref);
  /* the detail: the open set, and the work so far */
  {
    g_autofree char *open = list_of (self, step->frontier, TRUE);
    g_autofree char *visited = kl_format_count (step->visited);

    if (depth_first (s))
      {
        g_autofree char *b = kl_format_count (step->backtracks);

        /* Translators: the DFS stack after a step, the squares visited and the backtracks */
        step->detail = g_strdup_printf (_("Stack: %s. Visited: %s. Backtracks: %s."), open,
                                        visited, b);
      }
    else if (s->algorithm == KN_SEARCH_BIDIRECTIONAL)
      {
        g_autofree char *other = list_of (self, step->frontier_other, TRUE);

        /* Translators: the two queues of a bidirectional search and the squares expanded */
        step->detail = g_strdup_printf (_("Queue from the start: %s. Queue from the target: %s. "
                                          "Expanded: %s."), open, other, visited);
      }
    else
      /* Translators: A*'s open list after a step, in the order it is taken, and the squares
       * closed */
      step->detail = g_strdup_printf (_("Open list: %s. Closed: %s."), open, visited);
  }
  return step;
}

/* ------------------------------------------------------------ inspection */

void
_kl_explain_search_inspect (const KlExplain  *self,
                            int               cell,
                            guint             frame,
                            KlExplainInspect *out)
{
  KlExplainSearch *s = self->search;
  g_autofree char *name = _kl_explain_cell_name (self, cell);
  gsize end = step_end (s, MIN (frame, self->n_steps - 1));
  Node found[2];
  gboolean have[2] = { FALSE, FALSE };
  Replay *r;

  g_mutex_lock (&s->lock);
  r = replay_to (s, end);
  for (int side = 0; side < 2; side++)
    {
      Node *n = node_of (r, side, cell, FALSE);

      if (n != NULL)
        {
          found[side] = *n;
          have[side] = TRUE;
        }
    }
  g_mutex_unlock (&s->lock);

  if (!have[0] && !have[1])
    {
      out->reached_yet = FALSE;
      if (frame >= self->n_steps - 1)
        /* Translators: an inspected square the search never reached */
        out->text = g_strdup_printf (_("%s: never reached by the search."), name);
      else
        out->text = g_strdup_printf (_("%s: not reached yet."), name);
      return;
    }
  {
    int side = have[0] ? 0 : 1;
    const Node *n = &found[side];
    g_autofree char *from = name_of (self, n->parent);
    g_autofree char *origin = _kl_explain_cell_name (self, side ? self->target : self->start);
    gboolean taken = cell == self->target && self->moves >= 0 && frame >= self->n_steps - 1;
    const char *state = taken ? _("the route ends here")
                      : n->state == NODE_OPEN ? _("in the open set")
                      : n->state == NODE_ON_STACK ? _("on the stack") : _("expanded");

    out->reached_yet = TRUE;
    out->distance = n->g;
    out->parent = n->parent;
    if (s->algorithm == KN_SEARCH_ASTAR || s->algorithm == KN_SEARCH_GREEDY)
      /* Translators: "d4: g = 2, h = 3, f = 5; reached from b3; in the open set." */
      out->text = g_strdup_printf (_("%s: g = %d, h = %d, f = %d; reached from %s; %s."), name,
                                   n->g, n->h, n->g + n->h, from, state);
    else if (n->parent < 0 && side == 0)
      /* Translators: "a1: the start; expanded." */
      out->text = g_strdup_printf (_("%s: the start; %s."), name, state);
    else if (n->parent < 0)
      /* Translators: "f1: the target, where the search from the target starts; expanded." */
      out->text = g_strdup_printf (_("%s: the target, where the search from the target starts; "
                                     "%s."), name, state);
    else
      /* Translators: "d4: 3 moves from a1 along the search's tree, reached from b3; expanded." */
      out->text = g_strdup_printf (ngettext ("%s: %d move from %s along the search’s tree, "
                                             "reached from %s; %s.",
                                             "%s: %d moves from %s along the search’s tree, "
                                             "reached from %s; %s.", (gulong) n->g),
                                   name, n->g, origin, from, state);
  }
}

guint
kl_explain_get_fold (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, 1);

  return self->search != NULL ? self->search->fold : 1;
}

const char *
kl_explain_get_algorithm_name (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->search != NULL ? kn_search_algorithm_name (self->search->algorithm) : NULL;
}

gint64
kl_explain_search_bound (const KlExplain *self,
                         int              cell)
{
  g_return_val_if_fail (self != NULL, -1);

  if (self->search == NULL || cell < 0 || cell >= self->width * self->height)
    return -1;
  return kn_search_bound (self->search->search,
                          (kn_square) { cell % self->width, cell / self->width });
}

/* ------------------------------------------------------------ construction */

void
_kl_explain_search_free (KlExplainSearch *s)
{
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&s->replay.nodes[side], g_hash_table_unref);
  g_clear_pointer (&s->replay.stack, g_array_unref);
  for (int side = 0; side < 2; side++)
    {
      g_clear_pointer (&s->replay.closed_order[side], g_array_unref);
      g_clear_pointer (&s->replay.queued[side], g_array_unref);
    }
  kn_search_free (s->search);
  kn_board_free (s->board);
  g_free (s->events);
  g_mutex_clear (&s->lock);
  g_free (s);
}

kn_status
kl_explain_new_search (const kn_board   *board,
                       kn_search        *search,
                       const kn_path    *route,
                       const kn_limits  *limits,
                       KlExplain       **out)
{
  KlExplain *self;
  KlExplainSearch *s;
  kn_square sq;
  guint group = 0;
  int last_key = G_MININT;

  g_return_val_if_fail (board != NULL && search != NULL && out != NULL, KN_ERR_INVALID);
  (void) limits;

  self = _kl_explain_new (KL_MODE_PATH, kn_board_width (board), kn_board_height (board));
  s = g_new0 (KlExplainSearch, 1);
  g_mutex_init (&s->lock);
  self->search = s;
  s->search = search;
  s->algorithm = kn_search_get_algorithm (search);
  if (kn_board_copy (board, &s->board) != KN_OK)
    {
      kl_explain_unref (self);
      return KN_ERR_NOMEM;
    }
  {
    bool truncated = false;

    s->trace = kn_search_trace (search, &s->n_trace, &truncated);
    s->truncated = truncated;
  }
  kn_search_get_stats (search, &s->stats);
  if (kn_search_meeting (search, &sq, &s->meet_from, &s->meet_to))
    {
      s->met = TRUE;
      s->meet = _kl_explain_square_cell (self, sq);
    }
  if (route != NULL)
    {
      _kl_explain_add_route (self, route, self->route, self->route_moves);
      self->moves = (gint64) kn_path_length (route) - 1;
    }
  {
    kn_square from, to;

    kn_search_ends (search, &from, &to);
    self->start = _kl_explain_square_cell (self, from);
    self->target = _kl_explain_square_cell (self, to);
    self->leaper = kn_search_leaper (search);
  }

  /* the step events: all but the squares queued and the meeting */
  s->events = g_new (guint, MAX (s->n_trace, 1));
  for (gsize i = 0; i < s->n_trace; i++)
    if (s->trace[i].kind != KN_SEARCH_GENERATE && s->trace[i].kind != KN_SEARCH_MEET)
      s->events[s->n_events++] = (guint) i;
  s->fold = MAX (1, (guint) ((s->n_events + KL_SEARCH_STEPS - 1) / KL_SEARCH_STEPS));
  s->n_groups = (guint) ((s->n_events + s->fold - 1) / s->fold);

  self->n_steps = s->n_groups + 2;
  self->meta = g_new0 (StepMeta, self->n_steps);
  self->meta[0].kind = KL_STEP_START;
  self->meta[self->n_steps - 1].kind = KL_STEP_END;
  for (guint k = 1; k <= s->n_groups; k++)
    {
      gsize a = (gsize) (k - 1) * s->fold, b = MIN (a + s->fold, s->n_events);
      const kn_search_event *e = &s->trace[s->events[a]];
      guint8 kind = KL_STEP_EXPAND;
      int key;

      for (gsize i = a; i < b; i++)
        if (s->trace[s->events[i]].kind == KN_SEARCH_DEEPEN)
          e = &s->trace[s->events[i]];
      if (e->kind == KN_SEARCH_DEEPEN)
        kind = KL_STEP_DEEPEN;
      else if (depth_first (s))
        kind = e->kind == KN_SEARCH_BACKTRACK ? KL_STEP_BACKTRACK : KL_STEP_ENTER;
      /* the group KL_JUMP_LAYER jumps between */
      switch (s->algorithm)
        {
        case KN_SEARCH_ASTAR: key = e->g + e->h; break;
        case KN_SEARCH_GREEDY: key = e->h; break;
        case KN_SEARCH_BIDIRECTIONAL: key = e->g * 2 + e->side; break;
        case KN_SEARCH_IDDFS: key = e->kind == KN_SEARCH_DEEPEN ? e->g : last_key; break;
        case KN_SEARCH_DFS:
        case KN_SEARCH_BFS:
        case KN_N_SEARCHES:
        default:
          /* a new run of backtracks */
          if (kind == KL_STEP_BACKTRACK && (k == 1 || self->meta[k - 1].kind != KL_STEP_BACKTRACK))
            group++;
          key = (int) group;
          break;
        }
      self->meta[k].kind = kind;
      self->meta[k].piece = key;
      last_key = key;
    }
  *out = self;
  return KN_OK;
}
