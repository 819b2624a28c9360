/* kl-explain-camelot.c - the narration of a Camelot plan as its pseudocode
 * runs: each piece's distance search, a step a BFS layer, with the table of
 * distances filling; the gathering square chosen, its cost, the squares that
 * tie and how the solver breaks the tie; then a step a move in the app's
 * animation order; and the cost of gathering on each square. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_camelot[] = {
  N_("Find the king’s walking distance to every square (a BFS with king steps)."),
  N_("Find every knight’s distance to every square (a BFS with knight moves)."),
  N_("For each gathering square: the knights’ moves to it, plus the king’s walk to it…"),
  N_("…or a knight fetches the king: he walks to a pickup square, the knight goes through it "
     "and carries him on."),
  N_("Keep the cheapest gathering square, and the cheapest pickup for it."),
  N_("Play the plan: the king walks, the carrier fetches him, the other knights come."),
};

/* The brute force's (KN_CAMELOT_BRUTE_FORCE): the same searches, then
 * every plan costed one by one. */
static const char * const pseudo_brute[] = {
  N_("Find the king’s walking distance to every square (a BFS with king steps)."),
  N_("Find every knight’s distance to every square (a BFS with knight moves)."),
  N_("For each gathering square g, in row order from a1: a BFS from g gives every square’s "
     "knight distance to g."),
  N_("  Cost the walk: the knights’ moves to g plus the king’s walk to g."),
  N_("  For each knight and each pickup square p: the other knights’ moves to g, the king’s "
     "walk to p, the knight’s moves to p and on to g."),
  N_("Keep the cheapest plan of all; on a tie, the one the enumeration would keep."),
  N_("Play the plan: the king walks, the carrier fetches him, the other knights come."),
};

/* The line each kind of step executes (the enumeration's numbers; the
 * brute force's through line_of). */
enum
{
  CAM_KING = 0,     /* the start, and the king's search */
  CAM_KNIGHTS = 1,  /* a knight's search */
  CAM_PICKUP = 3,   /* the move that picks the king up */
  CAM_GATHER = 4,   /* the gathering square chosen; the start when they cannot gather */
  CAM_MOVE = 5,     /* every other move */
  CAM_SCAN = 6      /* the brute force's scan steps (its own line 2) */
};

/* Whether self tells the brute force. */
static gboolean
is_brute (const KlExplain *self)
{
  return self != NULL && self->brute;
}

/* The line of self's pseudocode that a CAM_* kind of step executes. */
static guint
line_of (const KlExplain *self,
         guint            cam)
{
  /* the brute force's lines for CAM_KING..CAM_SCAN */
  static const guint brute[] = { 0, 1, 6, 6, 5, 6, 2 };

  return is_brute (self) ? brute[cam] : cam;
}

const char * const *
_kl_explain_camelot_pseudocode (const KlExplain *self,
                                guint           *n)
{
  if (is_brute (self))
    {
      *n = G_N_ELEMENTS (pseudo_brute);
      return pseudo_brute;
    }
  *n = G_N_ELEMENTS (pseudo_camelot);
  return pseudo_camelot;
}

const char *
_kl_explain_camelot_title (const KlExplain *self)
{
  return is_brute (self) ? _("Camelot by brute force: every square, carrier and pickup")
                         : _("Camelot: gathering the king and the knights");
}

/* ------------------------------------------------------------ the searches */

/* The searches' moves in the order camelot.c tries them.  The king's BFS
 * order decides between walks that cost the same (the solver keeps the
 * square his search reached first), so the steps show his squares in that
 * order. */
static const int king_moves[8][2] = {
  { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
};
static const int knight_moves[8][2] = {
  { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
};

/* A piece's search as kept: a few bytes a layer.  Its squares are searched
 * again when a step asks for them. */
typedef struct
{
  int      start;
  gboolean king;
  GArray  *ends;         /* of guint64: ends[l] = the squares of layers 0..l; one a layer */
  gint64   to_gather;    /* its distance to the gathering square; -1 none */
  guint    first_step;   /* its first search step */
  guint    steps;        /* its search steps */
  guint    fold;         /* layers a step */
} Search;

/* One search in full: the last one a step asked for (the steps are mostly
 * asked in order, so mostly the same one). */
typedef struct
{
  int      start;        /* -1: none yet */
  gboolean king;
  gint32  *dist;         /* a square: its distance; -1 not reached */
  gint32  *parent;       /* a square: the square of the layer before that found it; -1 */
  gint32  *order;        /* the squares reached, in the order the BFS reached them */
} SearchCache;

struct _KlCamelotSearches
{
  int          width;
  int          height;
  guint8      *blocked;    /* a byte a square */
  guint        n;          /* pieces */
  Search      *search;     /* a piece's, in piece order */
  guint        search_end;  /* the first step after the searches */
  guint        gather_step;
  GArray      *ties;       /* of int; NULL when the costs were not worked out */
  /* the brute force's scan (NULL for the enumeration): a row a free square, copied from
   * the plan; a step folds scan_fold rows */
  kn_camelot_scan_row *scan;
  gsize        nscan;
  guint        scan_fold;
  gint64       knights_sum; /* the knights' own distances to the gathering square, added */
  GMutex       lock;       /* guards cache: any thread may ask for a step */
  SearchCache  cache;
};

void
_kl_explain_camelot_free (KlCamelotSearches *cs)
{
  for (guint i = 0; i < cs->n; i++)
    g_clear_pointer (&cs->search[i].ends, g_array_unref);
  g_free (cs->search);
  g_free (cs->blocked);
  g_clear_pointer (&cs->ties, g_array_unref);
  g_free (cs->scan);
  g_free (cs->cache.dist);
  g_free (cs->cache.parent);
  g_free (cs->cache.order);
  g_mutex_clear (&cs->lock);
  g_free (cs);
}

/* A BFS from start with king steps or knight moves over the free squares,
 * into dist, parent (unless NULL) and order (width * height each); ends,
 * when not NULL, receives the layers' ends.  Polls limits as libknight's
 * searches do (a node a square taken from the queue). */
static kn_status
run_search (const KlCamelotSearches *cs,
            int                      start,
            gboolean                 king,
            const kn_limits         *limits,
            gint32                  *dist,
            gint32                  *parent,
            gint32                  *order,
            GArray                  *ends)
{
  const int (*moves)[2] = king ? king_moves : knight_moves;
  gsize n = (gsize) cs->width * (gsize) cs->height, head = 0, tail = 0;

  for (gsize i = 0; i < n; i++)
    dist[i] = -1;
  for (gsize i = 0; parent != NULL && i < n; i++)
    parent[i] = -1;
  dist[start] = 0;
  order[tail++] = start;
  while (head < tail)
    {
      int cur = order[head], x = cur % cs->width, y = cur / cs->width;

      if ((head & (KN_CANCEL_POLL_NODES - 1)) == 0 && limits != NULL)
        {
          if (limits->cancel != NULL && limits->cancel (limits->cancel_data))
            return KN_ERR_CANCELLED;
          if (limits->node_budget != 0 && head >= limits->node_budget)
            return KN_ERR_BUDGET;
        }
      head++;
      for (int k = 0; k < 8; k++)
        {
          int nx = x + moves[k][0], ny = y + moves[k][1], to;

          if (nx < 0 || ny < 0 || nx >= cs->width || ny >= cs->height)
            continue;
          to = ny * cs->width + nx;
          if (cs->blocked[to] || dist[to] >= 0)
            continue;
          dist[to] = dist[cur] + 1;
          if (parent != NULL)
            parent[to] = cur;
          order[tail++] = to;
        }
    }
  if (ends != NULL)
    {
      g_array_set_size (ends, 0);
      for (gsize i = 0; i < tail; i++)
        if (i + 1 == tail || dist[order[i + 1]] != dist[order[i]])
          {
            guint64 end = i + 1;

            g_array_append_val (ends, end);
          }
    }
  return KN_OK;
}

/* The search of s in the cache (the caller holds the lock). */
static void
cache_search (KlCamelotSearches *cs,
              const Search      *s)
{
  SearchCache *c = &cs->cache;
  gsize n = (gsize) cs->width * (gsize) cs->height;

  if (c->start == s->start && c->king == s->king)
    return;
  if (c->dist == NULL)
    {
      c->dist = g_new (gint32, n);
      c->parent = g_new (gint32, n);
      c->order = g_new (gint32, n);
    }
  run_search (cs, s->start, s->king, NULL, c->dist, c->parent, c->order, NULL);
  c->start = s->start;
  c->king = s->king;
}

/* The farthest layer of s. */
static guint
last_layer (const Search *s)
{
  return s->ends->len - 1;
}

/* The squares of s in layers 0..layer (0 for a negative layer, all from the last on). */
static guint64
found_by (const Search *s,
          int           layer)
{
  if (layer < 0)
    return 0;
  return g_array_index (s->ends, guint64, MIN ((guint) layer, last_layer (s)));
}

/* The piece whose search step index is (first_step <= index < gather_step). */
static guint
search_piece (const KlCamelotSearches *cs,
              guint                    index)
{
  guint lo = 0, hi = cs->n;

  /* the last piece whose first step is index or before */
  while (hi - lo > 1)
    {
      guint mid = lo + (hi - lo) / 2;

      if (cs->search[mid].first_step <= index)
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

/* The layers search step index shows: first..last. */
static void
step_layers (const Search *s,
             guint         index,
             guint        *first,
             guint        *last)
{
  guint j = index - s->first_step;

  *first = 1 + j * s->fold;
  *last = MIN (*first + s->fold - 1, MAX (last_layer (s), 1));
}

/* The table of distances after a step: the searches before piece done,
 * piece's up to layer, the rest not started; all done with their
 * distance to the gathering square once it is chosen. */
static void
add_rows (const KlExplain *self,
          KlExplainStep   *step,
          guint            piece,
          int              layer,
          gboolean         gathered)
{
  const KlCamelotSearches *cs = self->searches;

  for (guint q = 0; q < cs->n; q++)
    {
      const Search *s = &cs->search[q];
      KlExplainPieceRow row = { (int) q, -1, 0, FALSE, -1 };

      if (gathered || q < piece || (q == piece && layer >= (int) last_layer (s)))
        {
          row.layer_done = (int) last_layer (s);
          row.done = TRUE;
        }
      else if (q == piece)
        row.layer_done = layer;
      row.reached = found_by (s, row.layer_done);
      if (gathered)
        row.to_gather = s->to_gather;
      g_array_append_val (step->piece_rows, row);
    }
}

/* Adds cell to cells once (set holds what cells has). */
static void
add_once (GHashTable *set,
          GArray     *cells,
          int         cell)
{
  if (g_hash_table_add (set, GINT_TO_POINTER (cell + 1)))
    g_array_append_val (cells, cell);
}

/* The data of a search step showing layers first..last of s, as a BFS
 * step's: what was expanded (layers first - 1..last - 1), found, met. */
static void
search_data (const KlExplain *self,
             const Search    *s,
             guint            first,
             guint            last,
             KlExplainStep   *step)
{
  KlCamelotSearches *cs = self->searches;
  const int (*moves)[2] = s->king ? king_moves : knight_moves;
  g_autoptr(GHashTable) walls = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint64 from = found_by (s, (int) first - 2), to = found_by (s, (int) last - 1);
  guint64 found = found_by (s, (int) first - 1), upto = found_by (s, (int) last);

  step->layer = (int) last;
  step->visited = upto;
  g_mutex_lock (&cs->lock);
  cache_search (cs, s);
  for (guint64 i = found; i < upto; i++)
    {
      int cell = cs->cache.order[i];

      g_array_append_val (step->frontier, cell);
      g_array_append_val (step->parents, cs->cache.parent[cell]);
    }
  for (guint64 i = from; i < to; i++)
    {
      int cell = cs->cache.order[i], x = cell % cs->width, y = cell / cs->width;

      g_array_append_val (step->expanded, cell);
      for (int k = 0; k < 8; k++)
        {
          int nx = x + moves[k][0], ny = y + moves[k][1], t;

          if (nx < 0 || ny < 0 || nx >= cs->width || ny >= cs->height)
            {
              step->off_board++;
              continue;
            }
          t = ny * cs->width + nx;
          if (cs->blocked[t])
            add_once (walls, step->walls, t);
          /* a square of the step's own layers is a new one, whoever found it */
          else if (cs->cache.dist[t] < (gint32) first)
            add_once (seen, step->seen, t);
        }
    }
  g_mutex_unlock (&cs->lock);
}

static char *
search_text (const KlExplain     *self,
             const Search        *s,
             const KlExplainStep *step,
             guint                first,
             guint                last)
{
  const KlExplainPiece *row = g_ptr_array_index (self->pieces, step->piece);
  g_autofree char *start = _kl_explain_cell_name (self, s->start);
  g_autofree char *list = kl_square_list ((const int *) (gpointer) step->frontier->data,
                                          step->frontier->len, self->width, KL_LIST_MAX, FALSE);
  g_autofree char *n = kl_format_count (step->frontier->len);
  g_autofree char *layer = NULL;
  char *text;

  if (last_layer (s) == 0)
    {
      if (s->king)
        /* Translators: "The king’s distances: a BFS with king steps from h5, over at once:
         * every square next to him is a wall." */
        return g_strdup_printf (_("The king’s distances: a BFS with king steps from %s, over at "
                                  "once: every square next to him is a wall."), start);
      /* Translators: "The distances of the knight from b7: a BFS with knight moves, over at
       * once: every square a knight move away is a wall or off the board." */
      return g_strdup_printf (_("The distances of %s: a BFS with knight moves, over at once: "
                                "every square a knight move away is a wall or off the board."),
                              row->name);
    }
  if (first == 1 && s->king)
    /* Translators: "The king’s distances: a BFS with king steps from h5." */
    text = g_strdup_printf (_("The king’s distances: a BFS with king steps from %s."), start);
  else if (first == 1)
    /* Translators: "The distances of the knight from b7: a BFS with knight moves." */
    text = g_strdup_printf (_("The distances of %s: a BFS with knight moves."), row->name);
  else if (s->king)
    text = g_strdup (_("The king’s distances."));
  else
    /* Translators: "The distances of the knight from b7." */
    text = g_strdup_printf (_("The distances of %s."), row->name);
  if (first == last)
    /* Translators: "Layer 2: 5 new squares: b5, c6, d7, e8, f5 and g4." */
    layer = g_strdup_printf (ngettext ("Layer %u: %s new square: %s.",
                                       "Layer %u: %s new squares: %s.",
                                       kl_plural_n (step->frontier->len)),
                             first, n, list);
  else
    /* Translators: a search told a few layers at a time: "Layers 4 to 9: 120 new squares:
     * b5, c6, d7, e8, f5, g4 and 114 more." */
    layer = g_strdup_printf (ngettext ("Layers %u to %u: %s new square: %s.",
                                       "Layers %u to %u: %s new squares: %s.",
                                       kl_plural_n (step->frontier->len)),
                             first, last, n, list);
  kl_add_sentence (&text, layer);
  if (last >= last_layer (s))
    {
      g_autofree char *all = kl_format_count (step->visited);
      g_autofree char *over =
        s->king
        /* Translators: the king's search found its last layer: "No square is farther: his
         * search is over, with 54 squares reached." */
        ? g_strdup_printf (ngettext ("No square is farther: his search is over, with %s square "
                                     "reached.",
                                     "No square is farther: his search is over, with %s squares "
                                     "reached.", kl_plural_n (step->visited)), all)
        : g_strdup_printf (ngettext ("No square is farther: its search is over, with %s square "
                                     "reached.",
                                     "No square is farther: its search is over, with %s squares "
                                     "reached.", kl_plural_n (step->visited)), all);

      kl_add_sentence (&text, over);
    }
  return text;
}

/* "the king 64, the knight from b7 12, …": a column of the table of
 * distances, each piece's number (count: the squares found, else the
 * distance to the gathering square, "–" for none). */
static char *
table_column (const KlExplain     *self,
              const KlExplainStep *step,
              gboolean             count)
{
  guint shown = MIN (step->piece_rows->len, KL_LIST_MAX);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < shown; i++)
    {
      const KlExplainPieceRow *row = &g_array_index (step->piece_rows, KlExplainPieceRow, i);
      const KlExplainPiece *piece = g_ptr_array_index (self->pieces, row->piece);
      g_autofree char *n = count ? kl_format_count (row->reached)
                         : row->to_gather >= 0 ? kl_format_count ((guint64) row->to_gather)
                         : g_strdup ("–");

      /* Translators: a piece and its number in a list: "the knight from b7 3" */
      g_ptr_array_add (items, g_strdup_printf (_("%s %s"), piece->name, n));
    }
  return kl_join_list ((const char * const *) items->pdata, shown, step->piece_rows->len, FALSE);
}

static void
search_step (const KlExplain *self,
             guint            index,
             KlExplainStep   *step)
{
  const KlCamelotSearches *cs = self->searches;
  guint piece = search_piece (cs, index), first, last;
  const Search *s = &cs->search[piece];
  g_autofree char *found = NULL;

  step_layers (s, index, &first, &last);
  step->kind = KL_STEP_SEARCH;
  step->line = line_of (self, s->king ? CAM_KING : CAM_KNIGHTS);
  step->piece = (int) piece;
  search_data (self, s, first, last, step);
  add_rows (self, step, piece, (int) last, FALSE);
  step->text = search_text (self, s, step, first, last);
  /* the table of distances as it fills: the text lists the layer itself */
  found = table_column (self, step, TRUE);
  /* Translators: how many squares each piece's search has found so far: "Squares found so
   * far: the king 64, the knight from b7 12 and the knight from h2 0." */
  step->detail = g_strdup_printf (_("Squares found so far: %s."), found);
}

/* ------------------------------------------------------------ the brute force's scan */

/* The scan's rows that step index covers: first..last. */
static void
scan_rows (const KlCamelotSearches *cs,
           guint                    index,
           gsize                   *first,
           gsize                   *last)
{
  *first = (gsize) (index - cs->search_end) * cs->scan_fold;
  *last = MIN (*first + cs->scan_fold, cs->nscan) - 1;
}

/* What the scan found on rows first..last: the plans it costed, where the
 * cheapest of them gathers. */
static char *
scan_found_text (const KlExplain *self,
                 gsize            first,
                 gsize            last,
                 guint64          plans)
{
  const KlCamelotSearches *cs = self->searches;
  g_autofree char *n = kl_format_count (plans);
  gsize cheapest = G_MAXSIZE;

  for (gsize i = first; i <= last; i++)
    if (cs->scan[i].cost >= 0 &&
        (cheapest == G_MAXSIZE || cs->scan[i].cost < cs->scan[cheapest].cost))
      cheapest = i;
  if (cheapest == G_MAXSIZE)
    return first == last
      ? g_strdup (_("Some piece cannot get there: no plan to cost."))
      : g_strdup (_("The pieces cannot gather on any of them: no plan to cost."));
  {
    g_autofree char *at =
      _kl_explain_cell_name (self, _kl_explain_square_cell (self, cs->scan[cheapest].square));
    g_autofree char *count = kl_format_count ((guint64) cs->scan[cheapest].cost);
    /* Translators: a number of moves, put in the sentences below */
    g_autofree char *moves = g_strdup_printf (ngettext ("%s move", "%s moves",
                                                        kl_plural_n ((guint64) cs->scan[cheapest].cost)),
                                              count);

    if (first == last)
      /* Translators: the brute force on one gathering square: "A BFS from it, then 257
       * plans costed: the cheapest there takes 9 moves." (%s of the first: the plans) */
      return g_strdup_printf (ngettext ("A BFS from it, then %s plan costed: the cheapest there "
                                        "takes %s.",
                                        "A BFS from it, then %s plans costed: the cheapest there "
                                        "takes %s.", kl_plural_n (plans)),
                              n, moves);
    /* Translators: the brute force on a group of gathering squares: "A BFS from each, then
     * 4,112 plans costed: the cheapest of them gathers on d5 in 9 moves." */
    return g_strdup_printf (ngettext ("A BFS from each, then %s plan costed: the cheapest of "
                                      "them gathers on %s in %s.",
                                      "A BFS from each, then %s plans costed: the cheapest of "
                                      "them gathers on %s in %s.", kl_plural_n (plans)),
                            n, at, moves);
  }
}

static void
scan_step (const KlExplain *self,
           guint            index,
           KlExplainStep   *step)
{
  const KlCamelotSearches *cs = self->searches;
  const kn_camelot_scan_row *end;
  gsize first, last;
  guint64 before;
  g_autofree char *of = kl_format_count (cs->nscan);
  g_autofree char *from = NULL, *found = NULL, *best = NULL, *plans = NULL;

  scan_rows (cs, index, &first, &last);
  end = &cs->scan[last];
  before = first > 0 ? cs->scan[first - 1].plans : 0;
  step->kind = KL_STEP_SCAN;
  step->line = line_of (self, CAM_SCAN);
  step->piece = -1;
  for (gsize i = first; i <= last; i++)
    {
      int cell = _kl_explain_square_cell (self, cs->scan[i].square);

      g_array_append_val (step->expanded, cell);
    }
  step->examined = last + 1;
  step->plans = end->plans;
  step->cost = end->best;
  step->best = end->best >= 0 ? _kl_explain_square_cell (self, end->best_at) : -1;
  add_rows (self, step, cs->n, -1, FALSE);

  from = _kl_explain_cell_name (self, g_array_index (step->expanded, int, 0));
  if (first == last)
    {
      g_autofree char *place = kl_format_count (first + 1);

      /* Translators: "Gathering square d4 (28 of 64)." */
      step->text = g_strdup_printf (_("Gathering square %s (%s of %s)."), from, place, of);
    }
  else
    {
      g_autofree char *to = _kl_explain_cell_name (self, g_array_index (step->expanded, int,
                                                                         step->expanded->len - 1));
      g_autofree char *a = kl_format_count (first + 1), *b = kl_format_count (last + 1);

      /* Translators: the brute force told a group of squares at a time: "Gathering squares a1
       * to h2 (1 to 16 of 64)." */
      step->text = g_strdup_printf (_("Gathering squares %s to %s (%s to %s of %s)."), from, to, a,
                                    b, of);
    }
  found = scan_found_text (self, first, last, end->plans - before);
  kl_add_sentence (&step->text, found);
  if (step->best >= 0)
    {
      g_autofree char *at = _kl_explain_cell_name (self, step->best);
      g_autofree char *moves = kl_format_count ((guint64) step->cost);

      /* Translators: "Best so far: c3, 8 moves." */
      best = g_strdup_printf (ngettext ("Best so far: %s, %s move.", "Best so far: %s, %s moves.",
                                        kl_plural_n ((guint64) step->cost)), at, moves);
    }
  else
    best = g_strdup (_("No plan so far."));
  kl_add_sentence (&step->text, best);
  plans = kl_format_count (step->plans);
  /* Translators: "Plans costed so far: 1,234." */
  step->detail = g_strdup_printf (_("Plans costed so far: %s."), plans);
}

/* ------------------------------------------------------------ the words of the plan */

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
                                         _kl_explain_square_cell (self, p->carrier_start));
  g_autofree char *at = _kl_explain_cell_name (self, _kl_explain_square_cell (self, p->square));
  g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
  char *text;

  if (p->king_walk_alone < 0)
    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king, who could not
     * walk to b5 at all." */
    return g_strdup_printf (_("Pickup: %s reaches %s and picks up the king, who could not walk "
                              "to %s at all."), carrier, at, gather);
  {
    gint64 saved = p->king_walk_alone - p->king_walk;
    g_autofree char *n = kl_format_count ((guint64) saved);

    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king: 2 king moves
     * saved." */
    text = g_strdup_printf (ngettext ("Pickup: %s reaches %s and picks up the king: %s king move "
                                      "saved.",
                                      "Pickup: %s reaches %s and picks up the king: %s king moves "
                                      "saved.", kl_plural_n ((guint64) saved)),
                            carrier, at, n);
  }
  if (p->detour > 0)
    {
      g_autofree char *n = kl_format_count ((guint64) p->detour);
      g_autofree char *detour =
        g_strdup_printf (ngettext ("The knight’s detour costs %s move.",
                                   "The knight’s detour costs %s moves.",
                                   kl_plural_n ((guint64) p->detour)), n);

      kl_add_sentence (&text, detour);
    }
  return text;
}

/* What decided the gathering square among those of the same cost. */
static char *
ties_text (const KlExplain *self)
{
  const KlCamelotSearches *cs = self->searches;
  gboolean carried = self->pickup.carrier >= 0;
  g_autofree char *sum = kl_format_count ((guint64) MAX (cs->knights_sum, 0));
  g_autofree char *n = NULL, *list = NULL;

  if (cs->ties == NULL)
    /* the costs of a board this large were not worked out: the rule alone */
    return carried
      /* Translators: %s is how many moves the knights make on their own ways there */
      ? g_strdup_printf (_("Where squares cost the same and no walk costs as little, the "
                           "square where the knights’ own moves add up to least comes first "
                           "(%s here), then the first in row order from a1."), sum)
      : g_strdup (_("Where squares cost the same, a plan where the king walks comes first, and "
                    "among those the square his search reached first."));
  if (cs->ties->len == 0)
    return g_strdup (_("No other square costs as little."));
  n = kl_format_count (cs->ties->len);
  list = kl_square_list ((const int *) (gpointer) cs->ties->data, cs->ties->len, self->width,
                         KL_LIST_MAX, FALSE);
  if (carried)
    /* Translators: "2 other squares cost as little: e4 and g3. No walk costs as little, so
     * ties go to the square where the knights’ own moves add up to least (5 here), then to
     * the first in row order from a1." */
    return g_strdup_printf (ngettext ("%s other square costs as little: %s. No walk costs as "
                                      "little, so ties go to the square where the knights’ own "
                                      "moves add up to least (%s here), then to the first in "
                                      "row order from a1.",
                                      "%s other squares cost as little: %s. No walk costs as "
                                      "little, so ties go to the square where the knights’ own "
                                      "moves add up to least (%s here), then to the first in "
                                      "row order from a1.",
                                      kl_plural_n (cs->ties->len)), n, list, sum);
  /* Translators: "2 other squares cost as little: e4 and g3. Ties go to a plan where the king
   * walks, and among those to the square his search reached first." */
  return g_strdup_printf (ngettext ("%s other square costs as little: %s. Ties go to a plan "
                                    "where the king walks, and among those to the square his "
                                    "search reached first.",
                                    "%s other squares cost as little: %s. Ties go to a plan "
                                    "where the king walks, and among those to the square his "
                                    "search reached first.",
                                    kl_plural_n (cs->ties->len)), n, list);
}

static void
gather_step (const KlExplain *self,
             KlExplainStep   *step)
{
  const KlCamelotSearches *cs = self->searches;
  g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
  g_autofree char *total = kl_format_count ((guint64) MAX (self->moves, 0));

  step->kind = KL_STEP_GATHER;
  step->line = line_of (self, CAM_GATHER);
  step->piece = -1;
  step->gather = self->gather;
  step->cost = self->moves;
  if (cs->ties != NULL)
    g_array_append_vals (step->ties, cs->ties->data, cs->ties->len);
  add_rows (self, step, 0, -1, TRUE);
  {
    g_autofree char *column = table_column (self, step, FALSE);

    /* Translators: "Distances to f5: the king 1, the knight from b7 2 and the knight from h2 3." */
    step->detail = g_strdup_printf (_("Distances to %s: %s."), gather, column);
  }
  if (self->pieces->len == 1)
    {
      /* Translators: "The king is alone: he is gathered where he stands, on h5, in 0 moves." */
      step->text = g_strdup_printf (_("The king is alone: he is gathered where he stands, on %s, "
                                      "in 0 moves."), gather);
      return;
    }
  step->text = g_strdup (_("Each square’s cost: the knights’ moves to it plus the king’s "
                           "walk, or less when a knight fetches him on its way."));
  {
    /* Translators: "The cheapest is f5: all pieces gather there in 7 moves." */
    g_autofree char *cheapest = g_strdup_printf (ngettext ("The cheapest is %s: all pieces gather "
                                                           "there in %s move.",
                                                           "The cheapest is %s: all pieces gather "
                                                           "there in %s moves.",
                                                           kl_plural_n ((guint64) self->moves)),
                                                 gather, total);

    kl_add_sentence (&step->text, cheapest);
  }
  if (self->pickup.carrier >= 0)
    {
      g_autofree char *pickup = pickup_text (self);

      kl_add_sentence (&step->text, pickup);
    }
  else if (((const KlExplainPiece *) g_ptr_array_index (self->pieces, 0))->moves == 0)
    kl_add_sentence (&step->text, _("The king stays where he is: the knights come to him."));
  else
    kl_add_sentence (&step->text, _("The king walks all the way: no knight can fetch him more "
                                    "cheaply."));
  {
    g_autofree char *ties = ties_text (self);

    kl_add_sentence (&step->text, ties);
  }
}

static void
start_step (const KlExplain *self,
            KlExplainStep   *step)
{
  g_autofree char *gather = NULL;
  g_autofree char *total = kl_format_count ((guint64) MAX (self->moves, 0));

  step->kind = KL_STEP_START;
  if (self->pieces == NULL)
    {
      step->line = line_of (self, CAM_GATHER);
      step->text = g_strdup (_("The pieces cannot gather: some piece can reach no square that "
                               "the others can reach."));
      step->detail = g_strdup ("");
      return;
    }
  step->line = line_of (self, CAM_KING);
  gather = _kl_explain_cell_name (self, self->gather);
  step->text = g_strdup_printf (ngettext ("All pieces gather on %s in %s move.",
                                          "All pieces gather on %s in %s moves.",
                                          kl_plural_n ((guint64) self->moves)),
                                gather, total);
  kl_add_sentence (&step->text,
                   is_brute (self)
                   ? _("The brute force: first each piece’s distances, a BFS from each; then "
                       "every gathering square, every carrier and every pickup square, each plan "
                       "costed on its own; then the moves.")
                   : _("First each piece’s distances, a BFS from each; then the cheapest square "
                       "to gather on; then the moves."));
  add_rows (self, step, 0, -1, FALSE);
  step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                            kl_plural_n ((guint64) self->moves)),
                                  "0", total);
}

static void
move_step (const KlExplain *self,
           guint            index,
           KlExplainStep   *step)
{
  size_t n;
  const kn_camelot_step *c =
    &kn_camelot_explain_steps (self->camelot, &n)[index - kl_explain_get_camelot_first_move (self)];
  const KlExplainPiece *row = g_ptr_array_index (self->pieces, c->piece);
  g_autofree char *total = kl_format_count ((guint64) MAX (self->moves, 0));
  g_autofree char *from = _kl_explain_cell_name (self, _kl_explain_square_cell (self, c->from));
  g_autofree char *to = _kl_explain_cell_name (self, _kl_explain_square_cell (self, c->to));
  g_autofree char *move = kl_format_count ((guint64) c->move);
  g_autofree char *pmove = kl_format_count ((guint64) c->piece_move);
  g_autofree char *pmoves = kl_format_count ((guint64) c->piece_moves);

  step->kind = c->picks_up ? KL_STEP_PICKUP : KL_STEP_MOVE;
  step->line = line_of (self, c->picks_up ? CAM_PICKUP : CAM_MOVE);
  step->piece = (int) c->piece;
  step->from = _kl_explain_square_cell (self, c->from);
  step->to = _kl_explain_square_cell (self, c->to);
  step->move_type = (guint8) c->type;
  step->move = c->move;
  step->piece_move = c->piece_move;
  step->piece_moves = c->piece_moves;
  step->carries_king = c->carries_king;
  step->picks_up = c->picks_up;
  step->gather = self->gather;
  add_rows (self, step, 0, -1, TRUE);
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
  else if (c->piece_move == 1)
    /* the piece's name already says where it starts */
    /* Translators: "Move 3 of 10: the knight from a3 jumps to b5 (its move 1 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s jumps to %s (its move %s of %s)."),
                                  move, total, row->name, to, pmove, pmoves);
  else
    /* Translators: "Move 4 of 10: the knight from a3 jumps from b5 to c7 (its move 2 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s jumps from %s to %s (its move %s of %s)."),
                                  move, total, row->name, from, to, pmove, pmoves);
  if (c->move == self->moves)
    {
      g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
      g_autofree char *done = g_strdup_printf (_("All pieces stand on %s."), gather);

      kl_add_sentence (&step->text, done);
    }
  step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                            kl_plural_n ((guint64) self->moves)),
                                  move, total);
}

KlExplainStep *
_kl_explain_camelot_step (const KlExplain *self,
                          guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);

  step->moves = MAX (self->moves, 0);
  if (index == 0)
    start_step (self, step);
  else if (index < self->searches->search_end)
    search_step (self, index, step);
  else if (index < self->searches->gather_step)
    scan_step (self, index, step);
  else if (index == self->searches->gather_step)
    gather_step (self, step);
  else
    move_step (self, index, step);
  return step;
}

/* ------------------------------------------------------------ queries */

const kn_camelot_step *
kl_explain_get_camelot_moves (const KlExplain *self,
                              size_t          *count)
{
  *count = 0;
  if (self->mode != KL_MODE_CAMELOT || self->camelot == NULL || self->pieces == NULL)
    return NULL;
  return kn_camelot_explain_steps (self->camelot, count);
}

guint
kl_explain_get_camelot_first_move (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->searches != NULL ? self->searches->gather_step + 1 : 0;
}

int
kl_explain_get_camelot_gather_step (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->searches != NULL ? (int) self->searches->gather_step : -1;
}

GArray *
kl_explain_get_camelot_ties (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->searches != NULL ? self->searches->ties : NULL;
}

GArray *
kl_explain_get_camelot_reached (const KlExplain *self,
                                guint            index,
                                int             *piece,
                                guint           *earlier)
{
  KlCamelotSearches *cs;
  const Search *s;
  guint first, last;
  guint64 upto;
  GArray *cells;

  g_return_val_if_fail (self != NULL && piece != NULL && earlier != NULL, NULL);

  cs = self->searches;
  *earlier = 0;
  *piece = -1;
  if (cs == NULL || index == 0 || index >= cs->search_end)
    return NULL;
  *piece = (int) search_piece (cs, index);
  s = &cs->search[*piece];
  step_layers (s, index, &first, &last);
  upto = found_by (s, (int) last);
  *earlier = (guint) found_by (s, (int) first - 1);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) upto);
  g_mutex_lock (&cs->lock);
  cache_search (cs, s);
  g_array_append_vals (cells, cs->cache.order, (guint) upto);
  g_mutex_unlock (&cs->lock);
  return cells;
}

/* ------------------------------------------------------------ construction */

/* Each piece's search: its layers, its distance to the gathering square,
 * and its steps, folded when all of them would be too many. */
static kn_status
searches_new (KlExplain          *self,
              const kn_board     *board,
              const kn_camelot   *plan,
              const kn_limits    *limits,
              KlCamelotSearches **out)
{
  KlCamelotSearches *cs = g_new0 (KlCamelotSearches, 1);
  gsize n = (gsize) self->width * (gsize) self->height;
  g_autofree gint32 *dist = g_new (gint32, n);
  g_autofree gint32 *order = g_new (gint32, n);
  guint64 steps = 0;
  guint next;

  g_mutex_init (&cs->lock);
  cs->cache.start = -1;
  cs->width = self->width;
  cs->height = self->height;
  cs->n = self->pieces->len;
  cs->search = g_new0 (Search, cs->n);
  cs->blocked = g_new (guint8, n);
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      cs->blocked[(gsize) y * self->width + x] = !kn_board_is_free (board, (kn_square) { x, y });
  for (guint i = 0; i < cs->n; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (self->pieces, i);
      Search *s = &cs->search[i];
      kn_status status;

      s->start = row->start;
      s->king = i == 0;
      /* knights on one square share a search, as the solver's do */
      for (guint j = 1; j < i && s->ends == NULL; j++)
        if (cs->search[j].start == s->start)
          {
            s->ends = g_array_ref (cs->search[j].ends);
            s->to_gather = cs->search[j].to_gather;
          }
      if (s->ends == NULL)
        {
          s->ends = g_array_new (FALSE, FALSE, sizeof (guint64));
          status = run_search (cs, s->start, s->king, limits, dist, NULL, order, s->ends);
          if (status != KN_OK)
            {
              _kl_explain_camelot_free (cs);
              return status;
            }
          s->to_gather = dist[self->gather];
        }
      if (i > 0)
        cs->knights_sum += s->to_gather;
      s->steps = MAX (last_layer (s), 1);
      s->fold = 1;
      steps += s->steps;
    }
  if (steps > KL_CAMELOT_SEARCH_STEPS)
    {
      guint most = MAX (KL_CAMELOT_SEARCH_STEPS / cs->n, 1);

      for (guint i = 0; i < cs->n; i++)
        {
          Search *s = &cs->search[i];
          guint layers = s->steps;

          s->fold = (layers + most - 1) / most;
          s->steps = (layers + s->fold - 1) / s->fold;
        }
    }
  next = 1;
  for (guint i = 0; i < cs->n; i++)
    {
      cs->search[i].first_step = next;
      next += cs->search[i].steps;
    }
  cs->search_end = next;
  if (self->brute)
    {
      size_t nscan;
      const kn_camelot_scan_row *scan = kn_camelot_scan (plan, &nscan);

      cs->scan = g_memdup2 (scan, MAX (nscan, 1) * sizeof *scan);
      cs->nscan = nscan;
      cs->scan_fold = (guint) MAX ((nscan + KL_CAMELOT_SCAN_STEPS - 1) / KL_CAMELOT_SCAN_STEPS, 1);
      next += (guint) ((nscan + cs->scan_fold - 1) / cs->scan_fold);
    }
  cs->gather_step = next;
  *out = cs;
  return KN_OK;
}

/* The squares other than the gathering square whose cost is the plan's,
 * from the cost of every square. */
static GArray *
ties_from (const KlExplain *self,
           const gint64    *costs)
{
  GArray *ties = g_array_new (FALSE, FALSE, sizeof (int));

  for (int i = 0; i < self->width * self->height; i++)
    if (costs[i] == self->moves && i != self->gather)
      g_array_append_val (ties, i);
  return ties;
}

/* Which piece each step is about, and what kind of step: for the jumps. */
static void
set_meta (KlExplain *self)
{
  const KlCamelotSearches *cs = self->searches;
  size_t n;
  const kn_camelot_step *steps = kn_camelot_explain_steps (self->camelot, &n);

  for (guint i = 0; i < cs->n; i++)
    for (guint k = 0; k < cs->search[i].steps; k++)
      {
        self->meta[cs->search[i].first_step + k].kind = KL_STEP_SEARCH;
        self->meta[cs->search[i].first_step + k].piece = (int) i;
      }
  /* the scan's steps are no piece's: the gathering step after them starts
   * a group of its own for the piece jumps */
  for (guint k = cs->search_end; k < cs->gather_step; k++)
    {
      self->meta[k].kind = KL_STEP_SCAN;
      self->meta[k].piece = -2;
    }
  self->meta[cs->gather_step].kind = KL_STEP_GATHER;
  self->meta[cs->gather_step].piece = -1;
  for (size_t i = 0; i < n && cs->gather_step + 1 + i < self->n_steps; i++)
    {
      self->meta[cs->gather_step + 1 + i].piece = (int) steps[i].piece;
      if (steps[i].picks_up)
        self->meta[cs->gather_step + 1 + i].kind = KL_STEP_PICKUP;
    }
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
  g_autofree gint64 *costs = NULL;

  g_return_val_if_fail (board != NULL && plan != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_camelot_explain_new (board, plan, limits, &cam);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_CAMELOT, kn_board_width (board), kn_board_height (board));
  self->camelot = cam;
  {
    size_t nscan;

    self->brute = kn_camelot_scan (plan, &nscan) != NULL;
  }
  self->pickup = *kn_camelot_explain_pickup (cam);
  self->moves = kn_camelot_moves (plan);
  rows = kn_camelot_explain_pieces (cam, &n_pieces);
  if (!kn_camelot_found (plan))
    {
      _kl_explain_set_frames (self, 0);
      *out = self;
      return KN_OK;
    }
  self->gather = _kl_explain_square_cell (self, kn_camelot_gather (plan));
  self->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
  for (size_t i = 0; i < n_pieces; i++)
    {
      KlExplainPiece *row = g_new0 (KlExplainPiece, 1);
      const kn_path *route = kn_camelot_route (plan, i);

      row->piece = (int) i;
      row->start = _kl_explain_square_cell (self, rows[i].start);
      row->name = piece_name (self, (int) i, row->start);
      row->moves = rows[i].moves;
      row->carried = rows[i].carried;
      row->route = g_array_new (FALSE, FALSE, sizeof (int));
      _kl_explain_add_route (self, route, row->route, NULL);
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
  status = searches_new (self, board, plan, limits, &self->searches);
  if (status == KN_OK && self->brute)
    {
      /* the scan costed every square already: its costs are the heat map */
      const KlCamelotSearches *cs = self->searches;

      costs = g_new (gint64, kn_board_squares (board));
      for (gsize i = 0; i < kn_board_squares (board); i++)
        costs[i] = -1;
      for (gsize i = 0; i < cs->nscan; i++)
        costs[_kl_explain_square_cell (self, cs->scan[i].square)] = cs->scan[i].cost;
      self->searches->ties = ties_from (self, costs);
    }
  else if (status == KN_OK &&
           (heat_map || (guint64) kn_board_squares (board) * n_pieces <= KL_CAMELOT_COSTS_MAX))
    {
      g_autofree kn_square *knights = g_new (kn_square, MAX (n_pieces, 1));

      for (size_t i = 1; i < n_pieces; i++)
        knights[i - 1] = rows[i].start;
      costs = g_new (gint64, kn_board_squares (board));
      status = kn_camelot_costs (board, rows[0].start, knights, n_pieces - 1, limits, costs,
                                 NULL);
      if (status == KN_OK)
        self->searches->ties = ties_from (self, costs);
    }
  if (status != KN_OK)
    {
      kl_explain_unref (self);
      return status;
    }
  if (heat_map)
    self->heat = g_steal_pointer (&costs);
  for (size_t i = 0; i < n_pieces; i++)
    ((KlExplainPiece *) g_ptr_array_index (self->pieces, i))->first_step =
      self->searches->gather_step + 1 + (guint) rows[i].first_step;
  _kl_explain_set_frames (self, (gint64) self->searches->gather_step + self->moves);
  set_meta (self);
  *out = self;
  return KN_OK;
}

/* ------------------------------------------------------------ inspection */

void
_kl_explain_camelot_inspect (const KlExplain  *self,
                             int               cell,
                             guint             frame,
                             KlExplainInspect *out)
{
  g_autofree char *name = _kl_explain_cell_name (self, cell);
  int gather_step = kl_explain_get_camelot_gather_step (self);

  /* The costs are the sums of every piece's distances: while the searches
   * run they are not known yet, and the board does not draw them either */
  if (gather_step >= 0 && frame < (guint) gather_step)
    {
      out->cost = -1;
      /* Translators: Camelot, pointing at a square while the pieces' distance searches run */
      out->text = g_strdup_printf (_("%s: what gathering here costs is known once every "
                                     "piece’s search is done."), name);
      return;
    }
  out->cost = self->heat[cell];
  if (out->cost < 0)
    out->text = g_strdup_printf (_("%s: the pieces cannot gather here."), name);
  else
    {
      g_autofree char *n = kl_format_count ((guint64) out->cost);

      /* Translators: the cost of a gathering square in Camelot's heat map */
      out->text = g_strdup_printf (ngettext ("%s: gathering here takes %s move.",
                                             "%s: gathering here takes %s moves.",
                                             kl_plural_n ((guint64) out->cost)),
                                   name, n);
    }
}
