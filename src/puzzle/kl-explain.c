/* kl-explain.c - the narration of a solve, one step a animation frame, built
 * on libknight's explanations (what the search did) with the wording here.
 * The tours' steps are in kl-explain-tour.c (see kl-explain-private.h). */

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

static const char * const pseudo_dynamic[] = {
  N_("Put the state (start square, no move yet) in the queue."),
  N_("Take the next state (square, type of the last move) from the queue."),
  N_("Try the move types K, B and T, all but the type of the last move."),
  N_("Queue each new state (landing square, type of this move)."),
  N_("Stop when a move lands on the target; follow the states back: that is the route."),
};

/* Warnsdorff's search with backtracking; the steps point at these lines
 * (kl-explain-tour.c, TOUR_*), and constructed tours have their own. */
static const char * const pseudo_tour[] = {
  N_("Start on the start square (the one given, or the most constrained free square)."),
  N_("List the unvisited squares one move away, each with its onward moves: the unvisited "
     "squares one move further."),
  N_("Move to the one with the fewest onward moves (Warnsdorff’s rule)."),
  N_("On a tie, take the one farthest from the centre (Roth), then the first in a seeded order."),
  N_("Give a square up at once if it cuts off or strands an unvisited square, or makes two that "
     "must come last."),
  N_("With nowhere to go, or the square given up, back up: undo the last move and take the "
     "next choice there."),
  N_("Repeat until every square is visited; a closed tour must end a move from the start."),
  N_("If an attempt uses up its share of nodes, start again with another tie-break."),
};

static const char * const pseudo_camelot[] = {
  N_("Find the king’s walking distance to every square (a BFS with king steps)."),
  N_("Find every knight’s distance to every square (a BFS with knight moves)."),
  N_("For each gathering square: the knights’ moves to it, plus the king’s walk to it…"),
  N_("…or a knight fetches the king: he walks to a pickup square, the knight goes through it "
     "and carries him on."),
  N_("Keep the cheapest gathering square, and the cheapest pickup for it."),
  N_("Play the plan: the king walks, the carrier fetches him, the other knights come."),
};

/* The line each kind of step executes. */
enum { PATH_START = 0, PATH_LAYER = 3, PATH_UNREACHED = 4, PATH_FOUND = 5 };
enum { MAP_START = 0, MAP_LAYER = 3, MAP_DONE = 4 };
enum { DYN_START = 0, DYN_MOVE = 2, DYN_FOUND = 4 };
enum { CAM_START = 4, CAM_PICKUP = 3, CAM_MOVE = 5 };

static const char * const *
pseudocode (KlMode mode, guint *n)
{
  switch (mode)
    {
    case KL_MODE_PATH:
      *n = G_N_ELEMENTS (pseudo_path);
      return pseudo_path;
    case KL_MODE_DISTANCE:
      *n = G_N_ELEMENTS (pseudo_distance);
      return pseudo_distance;
    case KL_MODE_DYNAMIC:
      *n = G_N_ELEMENTS (pseudo_dynamic);
      return pseudo_dynamic;
    case KL_MODE_TOUR:
      *n = G_N_ELEMENTS (pseudo_tour);
      return pseudo_tour;
    case KL_MODE_CAMELOT:
      *n = G_N_ELEMENTS (pseudo_camelot);
      return pseudo_camelot;
    case KL_N_MODES:
    default:
      *n = 0;
      return NULL;
    }
}

guint
kl_explain_pseudocode_length (KlMode mode)
{
  guint n;

  pseudocode (mode, &n);
  return n;
}

const char *
kl_explain_pseudocode_line (KlMode mode,
                            guint  line)
{
  guint n;
  const char * const *lines = pseudocode (mode, &n);

  return line < n ? _(lines[line]) : NULL;
}

guint
kl_explain_get_pseudocode_length (const KlExplain *self)
{
  const char * const *lines;

  g_return_val_if_fail (self != NULL, 0);

  if (self->tour != NULL && _kl_explain_tour_pseudocode (self, &lines) > 0)
    return _kl_explain_tour_pseudocode (self, &lines);
  return kl_explain_pseudocode_length (self->mode);
}

const char *
kl_explain_get_pseudocode_line (const KlExplain *self,
                                guint            line)
{
  const char * const *lines;
  guint n;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->tour == NULL || (n = _kl_explain_tour_pseudocode (self, &lines)) == 0)
    return kl_explain_pseudocode_line (self->mode, line);
  return line < n ? _(lines[line]) : NULL;
}

/* ------------------------------------------------------------ words */

static const struct
{
  int         m, n;
  const char *name;
} leaper_names[] = {
  { 1, 2, N_("the knight") }, { 1, 3, N_("the camel") },   { 2, 3, N_("the zebra") },
  { 1, 4, N_("the giraffe") }, { 2, 2, N_("the alfil") },  { 0, 2, N_("the dabbaba") },
  { 0, 1, N_("the wazir") },  { 1, 1, N_("the ferz") },    { 3, 4, N_("the antelope") },
};

char *
kl_explain_leaper_name (kn_leaper leaper)
{
  for (guint i = 0; i < G_N_ELEMENTS (leaper_names); i++)
    if ((leaper_names[i].m == leaper.m && leaper_names[i].n == leaper.n) ||
        (leaper_names[i].m == leaper.n && leaper_names[i].n == leaper.m))
      return g_strdup (_(leaper_names[i].name));
  /* Translators: a piece that jumps %d squares one way and %d the other */
  return g_strdup_printf (_("the (%d,%d) leaper"), leaper.m, leaper.n);
}

char *
_kl_explain_count (guint64 n)
{
  /* The ' flag groups digits the way the locale does ("1,000,000"). */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

gulong
_kl_explain_plural (guint64 n)
{
  return (gulong) MIN (n, G_MAXULONG);
}

char *
_kl_explain_cell_name (const KlExplain *self,
                       int              cell)
{
  return kl_cell_name (cell, self->width);
}

static int
square_cell (const KlExplain *self,
             kn_square        sq)
{
  return sq.y * self->width + sq.x;
}

/* "a5, b7 and c6" (kl_square_list): at most max squares named. */
static char *
list_cells_full (const KlExplain *self,
                 const int       *cells,
                 guint            n,
                 guint            max,
                 gboolean         sequence)
{
  return kl_square_list (cells, n, self->width, max, sequence);
}

char *
_kl_explain_list_cells (const KlExplain *self,
                        const int       *cells,
                        guint            n,
                        guint            max)
{
  return list_cells_full (self, cells, n, max, FALSE);
}

static char *
list_array (const KlExplain *self,
            GArray          *cells)
{
  return _kl_explain_list_cells (self, (const int *) cells->data, cells->len, LIST_MAX);
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

/* Appends a sentence to a text. */
void
_kl_explain_add_sentence (char      **text,
                          const char *sentence)
{
  char *joined = *text && **text ? g_strconcat (*text, " ", sentence, NULL) : g_strdup (sentence);

  g_free (*text);
  *text = joined;
}

/* ------------------------------------------------------------ steps */

KlExplainStep *
_kl_explain_step_new (guint index)
{
  KlExplainStep *step = g_new0 (KlExplainStep, 1);

  step->index = index;
  step->layer = -1;
  step->from = step->to = -1;
  step->forbidden = KN_MOVE_START;
  step->expanded = g_array_new (FALSE, FALSE, sizeof (int));
  step->frontier = g_array_new (FALSE, FALSE, sizeof (int));
  step->parents = g_array_new (FALSE, FALSE, sizeof (int));
  step->walls = g_array_new (FALSE, FALSE, sizeof (int));
  step->seen = g_array_new (FALSE, FALSE, sizeof (int));
  step->options = g_array_new (FALSE, FALSE, sizeof (KlExplainOption));
  step->square = step->rule = step->witness = step->witness2 = -1;
  step->candidates = g_array_new (FALSE, FALSE, sizeof (KlExplainCandidate));
  return step;
}

void
kl_explain_step_free (KlExplainStep *step)
{
  if (step == NULL)
    return;
  g_free (step->text);
  g_free (step->detail);
  g_array_unref (step->expanded);
  g_array_unref (step->frontier);
  g_array_unref (step->parents);
  g_array_unref (step->walls);
  g_array_unref (step->seen);
  g_array_unref (step->options);
  g_array_unref (step->candidates);
  g_free (step);
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

/* Adds cell to cells unless set holds it already. */
static void
add_once (CellSet *set,
          GArray  *cells,
          int      cell)
{
  gsize h = ((guint32) cell * 2654435761u) & set->mask;

  for (; set->slots[h] != 0; h = (h + 1) & set->mask)
    if (set->slots[h] == (guint32) cell + 1)
      return;
  set->slots[h] = (guint32) cell + 1;
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
  cell_set_init (&seen, l->counts[KN_TARGET_SEEN]);
  step->layer = l->layer;
  step->visited = l->visited;
  step->off_board = l->counts[KN_TARGET_OFF];
  for (size_t i = 0; i < l->n_expanded; i++)
    {
      int cell = square_cell (self, l->expanded[i]);

      g_array_append_val (step->expanded, cell);
      for (size_t j = 0; j < l->n_offsets; j++)
        {
          const kn_bfs_target *t = &l->targets[i * l->n_offsets + j];

          if (t->kind == KN_TARGET_NEW)
            {
              int to = square_cell (self, t->square);

              g_array_append_val (step->frontier, to);
              g_array_append_val (step->parents, cell);
            }
          else if (t->kind == KN_TARGET_WALL)
            add_once (&walls, step->walls, square_cell (self, t->square));
          else if (t->kind == KN_TARGET_SEEN)
            add_once (&seen, step->seen, square_cell (self, t->square));
        }
    }
  g_free (walls.slots);
  g_free (seen.slots);
  if (l->layer == 0)
    {
      int start = square_cell (self, l->frontier[0]), none = -1;

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
          g_autofree char *list = _kl_explain_list_cells (self, (const int *) found->data,
                                                          found->len, 8);

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
  g_autofree char *queue = list_cells_full (self, (const int *) step->frontier->data,
                                            step->frontier->len, LIST_MAX, TRUE);
  g_autofree char *visited_n = _kl_explain_count (step->visited);
  g_autofree char *visited = g_strdup_printf (ngettext ("%s square", "%s squares",
                                                        _kl_explain_plural (step->visited)),
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
          g_autofree char *n = _kl_explain_count (step->frontier->len);
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
      move = _kl_explain_count ((guint64) step->move);
      moves = _kl_explain_count ((guint64) step->moves);
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
                                              _kl_explain_plural ((guint64) step->moves)),
                                    from, to, moves);
      _kl_explain_add_sentence (&step->text, sentence);
      step->line = step->move == step->moves ? PATH_FOUND : PATH_LAYER;
    }
  else if (self->mode == KL_MODE_PATH && self->moves == 0)
    {
      _kl_explain_add_sentence (&step->text, _("The start is the target: no move is needed."));
      step->line = PATH_FOUND;
    }
  else if (step->layer == last_layer)
    {
      g_autofree char *n = _kl_explain_count (step->visited);

      if (self->mode == KL_MODE_PATH)
        {
          g_autofree char *target = _kl_explain_cell_name (self, self->target);
          g_autofree char *sentence =
            g_strdup_printf (_("No square of this layer reaches a new one: the queue empties, "
                               "and %s cannot be reached."), target);

          _kl_explain_add_sentence (&step->text, sentence);
          step->line = PATH_UNREACHED;
        }
      else
        {
          g_autofree char *sentence =
            g_strdup_printf (ngettext ("No square of this layer reaches a new one: the queue "
                                       "empties with %s square reached.",
                                       "No square of this layer reaches a new one: the queue "
                                       "empties with %s squares reached.",
                                       _kl_explain_plural (step->visited)), n);

          _kl_explain_add_sentence (&step->text, sentence);
          step->line = MAP_DONE;
        }
    }
}

static KlExplainStep *
bfs_step (const KlExplain *self,
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

static KlExplainStep *
dynamic_step (const KlExplain *self,
              guint            index)
{
  static const kn_move_type types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };
  KlExplainStep *step = _kl_explain_step_new (index);
  g_autofree char *states = _kl_explain_count (self->states);
  g_autofree char *total = _kl_explain_count (self->states_total);
  size_t n_steps;
  const kn_dynamic_step *steps = self->dynamic ? kn_dynamic_explain_steps (self->dynamic, &n_steps)
                                               : NULL;

  const kn_dynamic_step *d = index > 0 ? &steps[index - 1] : NULL;
  g_autofree char *here = _kl_explain_cell_name (self, g_array_index (self->route, int, index));
  g_autofree char *state = d != NULL
    /* Translators: the dynamic knight's state: its square and the type of its last move */
    ? g_strdup_printf (_("(%s, %s)"), here, kl_move_letter (d->taken))
    : g_strdup_printf (_("(%s, no move yet)"), here);

  /* Translators: "State: (d5, B). The search reached 31 of 256 states (square, last move)." */
  step->detail = g_strdup_printf (ngettext ("State: %s. The search reached %s of %s state "
                                            "(square, last move).",
                                            "State: %s. The search reached %s of %s states "
                                            "(square, last move).",
                                            _kl_explain_plural (self->states_total)),
                                  state, states, total);
  if (index == 0)
    {
      g_autofree char *from = _kl_explain_cell_name (self, g_array_index (self->route, int, 0));
      g_autofree char *to = _kl_explain_cell_name (self, self->target);

      step->kind = KL_STEP_START;
      step->line = DYN_START;
      step->allowed = (1u << KN_MOVE_DYN_K) | (1u << KN_MOVE_DYN_B) | (1u << KN_MOVE_DYN_T);
      step->text = g_strdup_printf (_("The dynamic knight starts on %s with no move yet, so K, B "
                                      "and T are all allowed; the target is %s."), from, to);
      if (self->moves < 0 && self->target_blocked)
        _kl_explain_add_sentence (&step->text,
                                  _("No route reaches the target: it is a blocked square."));
      else if (self->moves < 0)
        _kl_explain_add_sentence (&step->text,
                                  _("No route reaches the target: every state the search could "
                                    "reach leads elsewhere."));
      else if (self->moves == 0)
        _kl_explain_add_sentence (&step->text, _("The start is the target: no move is needed."));
      return step;
    }

  g_autoptr(GString) allowed = g_string_new (NULL);
  g_autofree char *from = _kl_explain_cell_name (self, square_cell (self, d->from));
  g_autofree char *to = _kl_explain_cell_name (self, square_cell (self, d->to));
  g_autofree char *move = _kl_explain_count (index);
  g_autofree char *moves = _kl_explain_count ((guint64) self->moves);

  step->kind = KL_STEP_MOVE;
  step->line = (gint64) index == self->moves ? DYN_FOUND : DYN_MOVE;
  step->from = square_cell (self, d->from);
  step->to = square_cell (self, d->to);
  step->move_type = (guint8) d->taken;
  step->move = index;
  step->moves = self->moves;
  step->allowed = d->allowed;
  step->forbidden = (guint8) d->last;
  for (int k = 0; k < 3; k++)
    {
      int left = 0; /* allowed types after this one */

      for (int o = 0; o < d->n_options[k]; o++)
        {
          KlExplainOption opt = { square_cell (self, d->options[k][o]), (guint8) types[k] };

          g_array_append_val (step->options, opt);
        }
      for (int j = k + 1; j < 3; j++)
        left += (d->allowed & (1u << types[j])) != 0;
      if (d->allowed & (1u << types[k]))
        {
          /* Translators: a move type and how many squares it reaches: "K (4 squares)" */
          g_autofree char *option = g_strdup_printf (ngettext ("%s (%d square)", "%s (%d squares)",
                                                               d->n_options[k]),
                                                     kl_move_letter (types[k]), d->n_options[k]);
          g_autofree char *joined = NULL;

          if (allowed->len == 0)
            joined = g_strdup (option);
          else if (left == 0)
            /* Translators: the last of the move types the knight may choose from ("K (8
             * squares), B (1 square) or T (2 squares)") */
            joined = g_strdup_printf (_("%s or %s"), allowed->str, option);
          else
            joined = g_strdup_printf (_("%s, %s"), allowed->str, option);
          g_string_assign (allowed, joined);
        }
    }
  if (d->last == KN_MOVE_START)
    /* Translators: "Move 1 of 5, from a1 with no move yet: the knight may move K (2 squares)
     * or B (1 square) or T (2 squares); it takes T to h1." */
    step->text = g_strdup_printf (_("Move %s of %s, from %s with no move yet: the knight may move "
                                    "%s; it takes %s to %s."),
                                  move, moves, from, allowed->str, kl_move_letter (d->taken), to);
  else
    /* Translators: "Move 3 of 5, from c3 after a B move: B may not follow B, so the knight may
     * move K (4 squares) or T (2 squares); it takes T to c6." */
    step->text = g_strdup_printf (_("Move %s of %s, from %s after a %s move: %s may not follow "
                                    "%s, so the knight may move %s; it takes %s to %s."),
                                  move, moves, from, kl_move_letter (d->last),
                                  kl_move_letter (d->last), kl_move_letter (d->last), allowed->str,
                                  kl_move_letter (d->taken), to);
  if ((gint64) index == self->moves)
    _kl_explain_add_sentence (&step->text, _("It lands on the target."));
  return step;
}

static char *
piece_name (const KlExplain *self,
            int              piece,
            int              start)
{
  g_autofree char *from = NULL;

  if (piece == 0)
    return g_strdup (_("the king"));
  from = _kl_explain_cell_name (self, start);
  /* Translators: a knight named by its first square: "the knight from h1" */
  return g_strdup_printf (_("the knight from %s"), from);
}

static char *
pickup_text (const KlExplain *self)
{
  const kn_camelot_pickup *p = &self->pickup;
  g_autofree char *carrier = piece_name (self, (int) p->carrier + 1,
                                         square_cell (self, p->carrier_start));
  g_autofree char *at = _kl_explain_cell_name (self, square_cell (self, p->square));
  g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
  char *text;

  if (p->king_walk_alone < 0)
    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king, who could not
     * walk to b5 at all." */
    return g_strdup_printf (_("Pickup: %s reaches %s and picks up the king, who could not walk "
                              "to %s at all."), carrier, at, gather);
  {
    gint64 saved = p->king_walk_alone - p->king_walk;
    g_autofree char *n = _kl_explain_count ((guint64) saved);

    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king: 2 king moves
     * saved." */
    text = g_strdup_printf (ngettext ("Pickup: %s reaches %s and picks up the king: %s king move "
                                      "saved.",
                                      "Pickup: %s reaches %s and picks up the king: %s king moves "
                                      "saved.", _kl_explain_plural ((guint64) saved)),
                            carrier, at, n);
  }
  if (p->detour > 0)
    {
      g_autofree char *n = _kl_explain_count ((guint64) p->detour);
      g_autofree char *detour =
        g_strdup_printf (ngettext ("The knight’s detour costs %s move.",
                                   "The knight’s detour costs %s moves.",
                                   _kl_explain_plural ((guint64) p->detour)), n);

      _kl_explain_add_sentence (&text, detour);
    }
  return text;
}

static KlExplainStep *
camelot_step (const KlExplain *self,
              guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);
  g_autofree char *total = _kl_explain_count ((guint64) MAX (self->moves, 0));

  step->moves = MAX (self->moves, 0);
  if (index == 0)
    {
      step->kind = KL_STEP_START;
      step->line = CAM_START;
      if (self->pieces == NULL)
        {
          step->text = g_strdup (_("The pieces cannot gather: some piece can reach no square "
                                   "that the others can reach."));
          step->detail = g_strdup ("");
          return step;
        }
      {
        g_autofree char *gather = _kl_explain_cell_name (self, self->gather);

        step->text = g_strdup_printf (ngettext ("All pieces gather on %s in %s move.",
                                                "All pieces gather on %s in %s moves.",
                                                _kl_explain_plural ((guint64) self->moves)),
                                      gather, total);
      }
      if (self->pickup.carrier >= 0)
        {
          g_autofree char *pickup = pickup_text (self);
          _kl_explain_add_sentence (&step->text, pickup);
        }
      else if (self->pieces->len > 1 &&
               ((const KlExplainPiece *) g_ptr_array_index (self->pieces, 0))->moves == 0)
        _kl_explain_add_sentence (&step->text,
                                  _("The king stays where he is: the knights come to him."));
      else if (self->pieces->len > 1)
        _kl_explain_add_sentence (&step->text, _("The king walks all the way: no knight can "
                                                 "fetch him more cheaply."));
      step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                                _kl_explain_plural ((guint64) self->moves)),
                                      "0", total);
      return step;
    }

  size_t n;
  const kn_camelot_step *c = &kn_camelot_explain_steps (self->camelot, &n)[index - 1];
  const KlExplainPiece *row = g_ptr_array_index (self->pieces, c->piece);
  g_autofree char *from = _kl_explain_cell_name (self, square_cell (self, c->from));
  g_autofree char *to = _kl_explain_cell_name (self, square_cell (self, c->to));
  g_autofree char *move = _kl_explain_count ((guint64) c->move);
  g_autofree char *pmove = _kl_explain_count ((guint64) c->piece_move);
  g_autofree char *pmoves = _kl_explain_count ((guint64) c->piece_moves);

  step->kind = c->picks_up ? KL_STEP_PICKUP : KL_STEP_MOVE;
  step->line = c->picks_up ? CAM_PICKUP : CAM_MOVE;
  step->piece = (int) c->piece;
  step->from = square_cell (self, c->from);
  step->to = square_cell (self, c->to);
  step->move_type = (guint8) c->type;
  step->move = c->move;
  step->piece_move = c->piece_move;
  step->piece_moves = c->piece_moves;
  step->carries_king = c->carries_king;
  step->picks_up = c->picks_up;
  if (c->piece == 0)
    /* Translators: "Move 2 of 10: the king steps from d4 to e5 (his move 2 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: the king steps from %s to %s (his move %s of "
                                    "%s)."), move, total, from, to, pmove, pmoves);
  else if (c->picks_up)
    /* Translators: "Move 5 of 10: the knight from h1 picks up the king on d4 and carries him
     * to c6 (its move 3 of 4)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s picks up the king on %s and carries him "
                                    "to %s (its move %s of %s)."),
                                  move, total, row->name, from, to, pmove, pmoves);
  else if (c->carries_king)
    step->text = g_strdup_printf (_("Move %s of %s: %s carries the king from %s to %s (its move "
                                    "%s of %s)."), move, total, row->name, from, to, pmove, pmoves);
  else
    /* Translators: "Move 3 of 10: the knight from a3 jumps from a3 to b5 (its move 1 of 1)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s jumps from %s to %s (its move %s of %s)."),
                                  move, total, row->name, from, to, pmove, pmoves);
  if (c->move == self->moves)
    {
      g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
      g_autofree char *done = g_strdup_printf (_("All pieces stand on %s."), gather);

      _kl_explain_add_sentence (&step->text, done);
    }
  step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                            _kl_explain_plural ((guint64) self->moves)),
                                  move, total);
  return step;
}

KlExplainStep *
kl_explain_get_step (const KlExplain *self,
                     guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps)
    return NULL;
  switch (self->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
      return bfs_step (self, index);
    case KL_MODE_DYNAMIC:
      return dynamic_step (self, index);
    case KL_MODE_CAMELOT:
      return camelot_step (self, index);
    case KL_MODE_TOUR:
      return _kl_explain_tour_step (self, index);
    case KL_N_MODES:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* ------------------------------------------------------------ construction */

KlExplain *
_kl_explain_new (KlMode mode,
                 int    width,
                 int    height)
{
  KlExplain *self = g_atomic_rc_box_new0 (KlExplain);

  self->mode = mode;
  self->width = width;
  self->height = height;
  self->leaper = KN_KNIGHT;
  self->start = self->target = self->gather = -1;
  self->moves = -1;
  self->pickup.carrier = -1;
  self->route = g_array_new (FALSE, FALSE, sizeof (int));
  self->route_moves = g_array_new (FALSE, FALSE, sizeof (guint8));
  return self;
}

static void
explain_clear (KlExplain *self)
{
  g_free (self->meta);
  kn_bfs_explain_free (self->bfs);
  kn_distmap_free (self->map);
  g_array_unref (self->route);
  g_array_unref (self->route_moves);
  kn_dynamic_explain_free (self->dynamic);
  kn_camelot_explain_free (self->camelot);
  g_clear_pointer (&self->pieces, g_ptr_array_unref);
  g_free (self->heat);
  g_clear_pointer (&self->tour, _kl_explain_tour_free);
}

KlExplain *
kl_explain_ref (KlExplain *self)
{
  return g_atomic_rc_box_acquire (self);
}

void
kl_explain_unref (KlExplain *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) explain_clear);
}

static void
take_route (KlExplain     *self,
            const kn_path *route)
{
  for (size_t i = 0; i < kn_path_length (route); i++)
    {
      int cell = square_cell (self, kn_path_square (route, i));
      guint8 type = (guint8) kn_path_move (route, i);

      g_array_append_val (self->route, cell);
      g_array_append_val (self->route_moves, type);
    }
}

/* The steps' kinds and pieces, for the jumps, without their text. */
static void
set_meta (KlExplain *self)
{
  if (self->meta != NULL)
    return; /* tours: the constructor knows each step's kind from the trace */
  self->meta = g_new0 (StepMeta, self->n_steps);
  for (guint i = 1; i < self->n_steps; i++)
    self->meta[i].kind = self->mode == KL_MODE_PATH || self->mode == KL_MODE_DISTANCE
                       ? KL_STEP_LAYER : KL_STEP_MOVE;
  if (self->camelot != NULL)
    {
      size_t n;
      const kn_camelot_step *steps = kn_camelot_explain_steps (self->camelot, &n);

      for (size_t i = 0; i < n && i + 1 < self->n_steps; i++)
        {
          self->meta[i + 1].piece = (int) steps[i].piece;
          if (steps[i].picks_up)
            self->meta[i + 1].kind = KL_STEP_PICKUP;
        }
    }
}

/* The last touch of every constructor: frames 0..frames, a step each. */
static kn_status
explain_done (KlExplain  *self,
              gint64      frames,
              KlExplain **out)
{
  self->n_steps = (guint) MAX (frames, 0) + 1;
  set_meta (self);
  *out = self;
  return KN_OK;
}

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
  self->start = square_cell (self, kn_distmap_reached (map, 0));
  self->target = target;
  status = kn_bfs_explain_new (map, limits, &self->bfs);
  if (status != KN_OK)
    {
      kl_explain_unref (self);
      return status;
    }
  if (route != NULL)
    {
      take_route (self, route);
      self->moves = (gint64) kn_path_length (route) - 1;
    }
  return explain_done (self, route != NULL ? self->moves : kn_distmap_max (map), out);
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

kn_status
kl_explain_new_dynamic (const kn_board   *board,
                        kn_square         from,
                        kn_square         to,
                        const kn_limits  *limits,
                        KlExplain       **out)
{
  KlExplain *self;
  kn_dynamic_explain *dyn = NULL;
  kn_status status;

  g_return_val_if_fail (board != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_dynamic_explain_new (board, from, to, limits, &dyn);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_DYNAMIC, kn_board_width (board), kn_board_height (board));
  self->dynamic = dyn;
  self->moves = kn_dynamic_explain_moves (dyn);
  self->start = square_cell (self, from);
  self->target = square_cell (self, to);
  self->states = kn_dynamic_explain_states (dyn, &self->states_expanded);
  self->states_total = 4 * (kn_board_squares (board) - kn_board_blocked_count (board));
  self->target_blocked = !kn_board_is_free (board, to);
  if (kn_dynamic_explain_path (dyn) != NULL)
    take_route (self, kn_dynamic_explain_path (dyn));
  else
    g_array_append_val (self->route, self->start);
  return explain_done (self, self->moves, out);
}

static void
piece_free (KlExplainPiece *piece)
{
  g_free (piece->name);
  g_free (piece->role);
  g_array_unref (piece->route);
  g_free (piece);
}

kn_status
kl_explain_new_camelot (const kn_board   *board,
                        const kn_camelot *plan,
                        gboolean          heat_map,
                        const kn_limits  *limits,
                        KlExplain       **out)
{
  KlExplain *self;
  kn_camelot_explain *cam = NULL;
  kn_status status;
  size_t n_pieces;
  const kn_camelot_piece *rows;

  g_return_val_if_fail (board != NULL && plan != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_camelot_explain_new (board, plan, limits, &cam);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_CAMELOT, kn_board_width (board), kn_board_height (board));
  self->camelot = cam;
  self->pickup = *kn_camelot_explain_pickup (cam);
  self->moves = kn_camelot_moves (plan);
  rows = kn_camelot_explain_pieces (cam, &n_pieces);
  if (kn_camelot_found (plan))
    {
      self->gather = square_cell (self, kn_camelot_gather (plan));
      self->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
    }
  for (size_t i = 0; i < n_pieces; i++)
    {
      KlExplainPiece *row = g_new0 (KlExplainPiece, 1);
      const kn_path *route = kn_camelot_route (plan, i);

      row->piece = (int) i;
      row->start = square_cell (self, rows[i].start);
      row->name = piece_name (self, (int) i, row->start);
      row->moves = rows[i].moves;
      row->carried = rows[i].carried;
      row->first_step = (guint) rows[i].first_step + 1;
      row->route = g_array_new (FALSE, FALSE, sizeof (int));
      for (size_t j = 0; j < kn_path_length (route); j++)
        {
          int cell = square_cell (self, kn_path_square (route, j));
          g_array_append_val (row->route, cell);
        }
      if (i == 0 && row->carried)
        row->role = g_strdup (row->moves > 0 ? _("walks, then rides") : _("rides"));
      else if (row->carried)
        row->role = g_strdup (_("carries the king"));
      else if (row->moves == 0)
        row->role = g_strdup (_("stays"));
      else
        row->role = g_strdup (i == 0 ? _("walks") : _("comes alone"));
      g_ptr_array_add (self->pieces, row);
    }
  if (heat_map && kn_camelot_found (plan))
    {
      g_autofree kn_square *knights = g_new (kn_square, MAX (n_pieces, 1));

      for (size_t i = 1; i < n_pieces; i++)
        knights[i - 1] = rows[i].start;
      self->heat = g_new (gint64, kn_board_squares (board));
      status = kn_camelot_costs (board, rows[0].start, knights, n_pieces - 1, limits, self->heat,
                                 NULL);
      if (status != KN_OK)
        {
          kl_explain_unref (self);
          return status;
        }
    }
  return explain_done (self, self->moves, out);
}

/* ------------------------------------------------------------ queries */

KlMode
kl_explain_get_mode (const KlExplain *self)
{
  return self->mode;
}

const char *
kl_explain_get_title (const KlExplain *self)
{
  switch (self->mode)
    {
    case KL_MODE_PATH: return _("Shortest path, by breadth-first search (BFS)");
    case KL_MODE_DISTANCE: return _("Distance map, by breadth-first search (BFS)");
    case KL_MODE_DYNAMIC: return _("Dynamic knight, by a BFS over (square, type of the last move)");
    case KL_MODE_TOUR: return _kl_explain_tour_title (self);
    case KL_MODE_CAMELOT: return _("Camelot: gathering the king and the knights");
    case KL_N_MODES:
    default: return "";
    }
}

int
kl_explain_get_width (const KlExplain *self)
{
  return self->width;
}

int
kl_explain_get_height (const KlExplain *self)
{
  return self->height;
}

guint
kl_explain_get_n_steps (const KlExplain *self)
{
  return self->n_steps;
}

GPtrArray *
kl_explain_get_pieces (const KlExplain *self)
{
  return self->pieces;
}

const gint64 *
kl_explain_get_heat_map (const KlExplain *self)
{
  return self->heat;
}

static gboolean
starts_group (const KlExplain *self,
              guint            i,
              KlJump           what)
{
  switch (what)
    {
    case KL_JUMP_LAYER:
      return self->meta[i].kind == KL_STEP_LAYER;
    case KL_JUMP_PIECE:
      return self->meta[i].kind != KL_STEP_START &&
             (self->meta[i - 1].kind == KL_STEP_START ||
              self->meta[i - 1].piece != self->meta[i].piece);
    case KL_JUMP_BACKTRACK:
      /* a run of backtracks is one backing up, however far */
      return self->meta[i].kind == KL_STEP_BACKTRACK &&
             (i == 0 || self->meta[i - 1].kind != KL_STEP_BACKTRACK);
    default:
      return FALSE;
    }
}

int
kl_explain_jump (const KlExplain *self,
                 guint            index,
                 gboolean         forward,
                 KlJump           what)
{
  g_return_val_if_fail (self != NULL, -1);

  if (forward)
    {
      for (guint i = index + 1; i < self->n_steps; i++)
        if (starts_group (self, i, what))
          return (int) i;
    }
  else
    {
      for (guint i = MIN (index, self->n_steps); i-- > 0;)
        if (starts_group (self, i, what))
          return (int) i;
    }
  return -1;
}

void
kl_explain_inspect_clear (KlExplainInspect *inspect)
{
  g_clear_pointer (&inspect->text, g_free);
}

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
  return square_cell (self, parent);
}

gboolean
kl_explain_inspect (const KlExplain  *self,
                    int               cell,
                    KlExplainInspect *out)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (self != NULL && out != NULL, FALSE);

  *out = (KlExplainInspect) { -1, -1, 0, -1, NULL };
  if (cell < 0 || cell >= self->width * self->height)
    return FALSE;
  name = _kl_explain_cell_name (self, cell);
  if (self->bfs != NULL)
    {
      kn_square sq = { cell % self->width, cell / self->width }, parent;
      g_autofree char *start = _kl_explain_cell_name (self, self->start);

      out->distance = kn_distmap_get (self->map, sq);
      out->routes = kn_bfs_explain_routes (self->bfs, sq);
      if (kn_bfs_explain_parent (self->bfs, sq, &parent))
        out->parent = square_cell (self, parent);
      if (out->distance < 0)
        /* Translators: an inspected square the BFS never reached */
        out->text = g_strdup_printf (_("%s: not reached from %s."), name, start);
      else if (out->parent < 0)
        out->text = g_strdup_printf (_("%s: the start."), name);
      else
        {
          g_autofree char *from = _kl_explain_cell_name (self, out->parent);
          g_autofree char *routes = _kl_explain_count (out->routes);
          g_autofree char *moves =
            g_strdup_printf (ngettext ("%s: %d move from %s, reached from %s",
                                       "%s: %d moves from %s, reached from %s", out->distance),
                             name, out->distance, start, from);

          if (out->routes == G_MAXUINT64)
            /* Translators: "d8: 4 moves from a1, reached from b7; at least 18,446,744,073,709,
             * 551,615 shortest routes." */
            out->text = g_strdup_printf (_("%s; at least %s shortest routes."), moves, routes);
          else
            /* Translators: "d8: 4 moves from a1, reached from b7; 2 shortest routes." */
            out->text = g_strdup_printf (ngettext ("%s; %s shortest route.",
                                                   "%s; %s shortest routes.",
                                                   _kl_explain_plural (out->routes)),
                                         moves, routes);
        }
      return TRUE;
    }
  if (self->heat != NULL)
    {
      out->cost = self->heat[cell];
      if (out->cost < 0)
        out->text = g_strdup_printf (_("%s: the pieces cannot gather here."), name);
      else
        {
          g_autofree char *n = _kl_explain_count ((guint64) out->cost);

          /* Translators: the cost of a gathering square in Camelot's heat map */
          out->text = g_strdup_printf (ngettext ("%s: gathering here takes %s move.",
                                                 "%s: gathering here takes %s moves.",
                                                 _kl_explain_plural ((guint64) out->cost)),
                                       name, n);
        }
      return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------ JSON */

void
_kl_explain_json_cell (JsonBuilder     *b,
                       const KlExplain *self,
                       int              cell)
{
  if (cell < 0)
    json_builder_add_null_value (b);
  else
    {
      g_autofree char *name = _kl_explain_cell_name (self, cell);
      json_builder_add_string_value (b, name);
    }
}

void
_kl_explain_json_cells (JsonBuilder     *b,
                        const KlExplain *self,
                        const char      *member,
                        GArray          *cells)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < cells->len; i++)
    _kl_explain_json_cell (b, self, g_array_index (cells, int, i));
  json_builder_end_array (b);
}

void
_kl_explain_json_member_cell (JsonBuilder     *b,
                              const KlExplain *self,
                              const char      *member,
                              int              cell)
{
  json_builder_set_member_name (b, member);
  _kl_explain_json_cell (b, self, cell);
}

static const char *
kind_name (KlStepKind kind)
{
  static const char * const names[] = { "start", "layer", "move", "pickup", "enter", "backtrack",
                                        "restart" };

  return kind < G_N_ELEMENTS (names) ? names[kind] : "";
}

static const char *
type_name (guint type)
{
  switch (type)
    {
    case KN_MOVE_LEAP:
      return "leap";
    case KN_MOVE_DYN_K:
    case KN_MOVE_DYN_B:
    case KN_MOVE_DYN_T:
      return kl_move_letter (type);
    case KN_MOVE_KING:
      return "king";
    case KN_MOVE_RIDE:
      return "ride";
    default:
      return "start";
    }
}

static void
json_step_members (JsonBuilder         *b,
                   const KlExplain     *self,
                   const KlExplainStep *step)
{
  json_builder_set_member_name (b, "index");
  json_builder_add_int_value (b, step->index);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, kind_name (step->kind));
  json_builder_set_member_name (b, "line");
  json_builder_add_int_value (b, step->line);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, step->text);
  json_builder_set_member_name (b, "detail");
  json_builder_add_string_value (b, step->detail);
  if (step->layer >= 0)
    {
      json_builder_set_member_name (b, "layer");
      json_builder_add_int_value (b, step->layer);
      json_builder_set_member_name (b, "visited");
      json_builder_add_int_value (b, (gint64) step->visited);
      _kl_explain_json_cells (b, self, "expanded", step->expanded);
      _kl_explain_json_cells (b, self, "frontier", step->frontier);
      _kl_explain_json_cells (b, self, "parents", step->parents);
      _kl_explain_json_cells (b, self, "walls", step->walls);
      _kl_explain_json_cells (b, self, "seen", step->seen);
      json_builder_set_member_name (b, "off_board");
      json_builder_add_int_value (b, (gint64) step->off_board);
    }
  if (step->from >= 0)
    {
      json_builder_set_member_name (b, "move");
      json_builder_begin_object (b);
      _kl_explain_json_member_cell (b, self, "from", step->from);
      _kl_explain_json_member_cell (b, self, "to", step->to);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, type_name (step->move_type));
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, step->move);
      json_builder_set_member_name (b, "of");
      json_builder_add_int_value (b, step->moves);
      json_builder_end_object (b);
    }
  if (self->mode == KL_MODE_CAMELOT && step->from >= 0)
    {
      json_builder_set_member_name (b, "piece");
      json_builder_add_int_value (b, step->piece);
      json_builder_set_member_name (b, "piece_move");
      json_builder_add_int_value (b, step->piece_move);
      json_builder_set_member_name (b, "piece_moves");
      json_builder_add_int_value (b, step->piece_moves);
      json_builder_set_member_name (b, "carries_king");
      json_builder_add_boolean_value (b, step->carries_king);
      json_builder_set_member_name (b, "picks_up");
      json_builder_add_boolean_value (b, step->picks_up);
    }
  if (self->mode == KL_MODE_TOUR)
    _kl_explain_tour_json_step (b, self, step);
  if (self->mode == KL_MODE_DYNAMIC)
    {
      static const guint types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };

      json_builder_set_member_name (b, "allowed");
      json_builder_begin_array (b);
      for (int k = 0; k < 3; k++)
        if (step->allowed & (1u << types[k]))
          json_builder_add_string_value (b, kl_move_letter (types[k]));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "forbidden");
      if (step->forbidden == KN_MOVE_START)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, kl_move_letter (step->forbidden));
      json_builder_set_member_name (b, "options");
      json_builder_begin_object (b);
      for (int k = 0; k < 3 && step->from >= 0; k++)
        {
          json_builder_set_member_name (b, kl_move_letter (types[k]));
          json_builder_begin_array (b);
          for (guint i = 0; i < step->options->len; i++)
            {
              const KlExplainOption *o = &g_array_index (step->options, KlExplainOption, i);
              if (o->type == types[k])
                _kl_explain_json_cell (b, self, o->cell);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
}

JsonNode *
kl_explain_step_to_json (const KlExplain     *self,
                         const KlExplainStep *step)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (self != NULL && step != NULL, NULL);

  json_builder_begin_object (b);
  json_step_members (b, self, step);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
json_camelot (JsonBuilder     *b,
              const KlExplain *self)
{
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint i = 0; self->pieces != NULL && i < self->pieces->len; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (self->pieces, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "piece");
      json_builder_add_int_value (b, row->piece);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, row->name);
      json_builder_set_member_name (b, "role");
      json_builder_add_string_value (b, row->role);
      _kl_explain_json_member_cell (b, self, "start", row->start);
      _kl_explain_json_cells (b, self, "route", row->route);
      json_builder_set_member_name (b, "moves");
      json_builder_add_int_value (b, row->moves);
      json_builder_set_member_name (b, "carried");
      json_builder_add_boolean_value (b, row->carried);
      json_builder_set_member_name (b, "first_step");
      json_builder_add_int_value (b, row->first_step);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "pickup");
  if (self->pickup.carrier < 0)
    json_builder_add_null_value (b);
  else
    {
      const kn_camelot_pickup *p = &self->pickup;

      json_builder_begin_object (b);
      /* a piece number, as in "steps" and "pieces" */
      json_builder_set_member_name (b, "piece");
      json_builder_add_int_value (b, p->carrier + 1);
      _kl_explain_json_member_cell (b, self, "from", square_cell (self, p->carrier_start));
      _kl_explain_json_member_cell (b, self, "square", square_cell (self, p->square));
      json_builder_set_member_name (b, "king_walk");
      json_builder_add_int_value (b, p->king_walk);
      json_builder_set_member_name (b, "king_walk_alone");
      json_builder_add_int_value (b, p->king_walk_alone);
      json_builder_set_member_name (b, "ride");
      json_builder_add_int_value (b, p->ride);
      json_builder_set_member_name (b, "detour");
      json_builder_add_int_value (b, p->detour);
      json_builder_end_object (b);
    }

  json_builder_set_member_name (b, "heat_map");
  if (self->heat == NULL)
    json_builder_add_null_value (b);
  else
    {
      json_builder_begin_array (b);
      for (int i = 0; i < self->width * self->height; i++)
        json_builder_add_int_value (b, self->heat[i]);
      json_builder_end_array (b);
    }
}

/* The explanation's object; its steps, last, when with_steps. */
static JsonNode *
to_json (const KlExplain *self,
         gboolean         with_steps)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mode");
  json_builder_add_string_value (b, kl_mode_to_string (self->mode));
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, self->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, self->height);
  json_builder_set_member_name (b, "pseudocode");
  json_builder_begin_array (b);
  for (guint i = 0; i < kl_explain_get_pseudocode_length (self); i++)
    json_builder_add_string_value (b, kl_explain_get_pseudocode_line (self, i));
  json_builder_end_array (b);
  if (self->mode == KL_MODE_TOUR)
    _kl_explain_tour_json (b, self);
  if (self->mode == KL_MODE_CAMELOT)
    json_camelot (b, self);
  /* The steps come last, so a writer can stream them into the frame. */
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  for (guint i = 0; with_steps && i < self->n_steps; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (self, i);

      json_builder_begin_object (b);
      json_step_members (b, self, step);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
kl_explain_to_json (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return to_json (self, TRUE);
}

JsonNode *
kl_explain_to_json_frame (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return to_json (self, FALSE);
}
