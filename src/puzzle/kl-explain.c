/* kl-explain.c - the narration of a solve, one step an animation frame: the
 * explanation and its steps, the pseudocode, the player's jumps, square
 * inspection, and the words every mode uses.  Each mode's steps are in a file
 * of their own, the JSON form in kl-explain-json.c (see kl-explain-private.h). */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

/* The lines of mode's pseudocode (untranslated); self, when given, may
 * have its own (a constructed tour). */
static const char * const *
pseudocode (KlMode           mode,
            const KlExplain *self,
            guint           *n)
{
  if (self != NULL && self->search != NULL)
    return _kl_explain_search_pseudocode (self, n);
  if (self != NULL && self->formula != NULL)
    return _kl_explain_formula_pseudocode (n);
  switch (mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
      return _kl_explain_bfs_pseudocode (mode, n);
    case KL_MODE_DYNAMIC:
      return _kl_explain_dynamic_pseudocode (n);
    case KL_MODE_TOUR:
      return _kl_explain_tour_pseudocode (self, n);
    case KL_MODE_CAMELOT:
      return _kl_explain_camelot_pseudocode (self, n);
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

  pseudocode (mode, NULL, &n);
  return n;
}

const char *
kl_explain_pseudocode_line (KlMode mode,
                            guint  line)
{
  guint n;
  const char * const *lines = pseudocode (mode, NULL, &n);

  return line < n ? _(lines[line]) : NULL;
}

guint
kl_explain_get_pseudocode_length (const KlExplain *self)
{
  guint n;

  g_return_val_if_fail (self != NULL, 0);

  pseudocode (self->mode, self, &n);
  return n;
}

const char *
kl_explain_get_pseudocode_line (const KlExplain *self,
                                guint            line)
{
  const char * const *lines;
  guint n;

  g_return_val_if_fail (self != NULL, NULL);

  lines = pseudocode (self->mode, self, &n);
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
_kl_explain_cell_name (const KlExplain *self,
                       int              cell)
{
  return kl_cell_name (cell, self->width);
}

int
_kl_explain_square_cell (const KlExplain *self,
                         kn_square        sq)
{
  return sq.y * self->width + sq.x;
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
  step->states = g_array_new (FALSE, FALSE, sizeof (KlExplainState));
  step->states_expanded = g_array_new (FALSE, FALSE, sizeof (KlExplainState));
  step->square = step->rule = step->witness = step->witness2 = -1;
  step->candidates = g_array_new (FALSE, FALSE, sizeof (KlExplainCandidate));
  step->piece_rows = g_array_new (FALSE, FALSE, sizeof (KlExplainPieceRow));
  step->gather = -1;
  step->cost = -1;
  step->ties = g_array_new (FALSE, FALSE, sizeof (int));
  step->blocks = g_array_new (FALSE, FALSE, sizeof (KlExplainBlock));
  step->joins = g_array_new (FALSE, FALSE, sizeof (KlExplainJoin));
  step->closed = g_array_new (FALSE, FALSE, sizeof (int));
  step->closed_other = g_array_new (FALSE, FALSE, sizeof (int));
  step->frontier_other = g_array_new (FALSE, FALSE, sizeof (int));
  step->g = step->h = -1;
  step->meet = -1;
  step->best = -1;
  step->farther = g_array_new (FALSE, FALSE, sizeof (int));
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
  g_array_unref (step->states);
  g_array_unref (step->states_expanded);
  g_array_unref (step->candidates);
  g_array_unref (step->piece_rows);
  g_array_unref (step->ties);
  g_array_unref (step->blocks);
  g_array_unref (step->joins);
  g_array_unref (step->closed);
  g_array_unref (step->closed_other);
  g_array_unref (step->frontier_other);
  g_array_unref (step->farther);
  g_free (step);
}

KlExplainStep *
kl_explain_get_step (const KlExplain *self,
                     guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps)
    return NULL;
  if (self->search != NULL)
    return _kl_explain_search_step (self, index, TRUE);
  switch (self->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DISTANCE:
      if (self->formula != NULL)
        return _kl_explain_formula_step (self, index);
      return _kl_explain_bfs_step (self, index);
    case KL_MODE_DYNAMIC:
      return _kl_explain_dynamic_step (self, index);
    case KL_MODE_CAMELOT:
      return _kl_explain_camelot_step (self, index);
    case KL_MODE_TOUR:
      return _kl_explain_tour_step (self, index, TRUE);
    case KL_N_MODES:
    default:
      g_return_val_if_reached (NULL);
    }
}

KlStepKind
kl_explain_get_step_kind (const KlExplain *self,
                          guint            index)
{
  g_return_val_if_fail (self != NULL, KL_STEP_START);

  if (index >= self->n_steps || self->meta == NULL)
    return KL_STEP_START;
  return (KlStepKind) self->meta[index].kind;
}

KlExplainStep *
kl_explain_get_step_data (const KlExplain *self,
                          guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps)
    return NULL;
  if (self->mode == KL_MODE_TOUR)
    return _kl_explain_tour_step (self, index, FALSE);
  if (self->search != NULL)
    return _kl_explain_search_step (self, index, FALSE);
  return kl_explain_get_step (self, index);
}

GArray *
kl_explain_get_route (const KlExplain *self,
                      guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps || self->mode != KL_MODE_TOUR)
    return NULL;
  return _kl_explain_tour_route (self, index);
}

/* The square named at text[i..], or -1: a run of lowercase letters then
 * digits, standing alone (no letter or digit either side), that names a
 * square of the board.  Move types (K, B, T) are capitals and counts have
 * no letters, so neither is taken for a square; the names the narration
 * writes are kl_cell_name's, whatever the language around them. */
static int
named_at (const KlExplain *self,
          const char      *text,
          gsize            i,
          gsize           *end)
{
  gsize j = i, k;
  kn_square sq;

  if (i > 0 && g_ascii_isalnum (text[i - 1]))
    return -1;
  while (g_ascii_islower (text[j]))
    j++;
  k = j;
  while (g_ascii_isdigit (text[k]))
    k++;
  *end = MAX (k, i + 1);
  if (j == i || k == j || g_ascii_isalnum (text[k]))
    return -1;
  if (kn_square_parse (text + i, k - i, self->width, self->height, 0, &sq) != KN_OK)
    return -1;
  return _kl_explain_square_cell (self, sq);
}

GArray *
_kl_explain_named_in (const KlExplain *self,
                      const char      *text)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (gsize i = 0; text != NULL && text[i] != '\0';)
    {
      gsize end = i + 1;
      int cell = g_ascii_islower (text[i]) ? named_at (self, text, i, &end) : -1;

      if (cell >= 0 && g_hash_table_add (seen, GINT_TO_POINTER (cell + 1)))
        g_array_append_val (cells, cell);
      i = end;
    }
  return cells;
}

GArray *
kl_explain_get_named (const KlExplain *self,
                      guint            index)
{
  KlExplain *cache = (KlExplain *) self; /* the cache alone changes: the answer does not */
  GArray *cells;

  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps)
    return NULL;
  g_mutex_lock (&cache->named_lock);
  if (self->named == NULL || self->named_index != index)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (self, index);

      g_clear_pointer (&cache->named, g_array_unref);
      cache->named = _kl_explain_named_in (self, step->text);
      cache->named_index = index;
    }
  cells = g_array_copy (self->named);
  g_mutex_unlock (&cache->named_lock);
  return cells;
}

GArray *
kl_explain_get_stack (const KlExplain *self,
                      guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index >= self->n_steps || self->mode != KL_MODE_TOUR)
    return NULL;
  return _kl_explain_tour_stack (self, index);
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
  g_mutex_init (&self->named_lock);
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
  g_free (self->state_layers);
  g_free (self->formula);
  g_free (self->formula_bfs);
  g_free (self->formula_order);
  g_free (self->formula_ends);
  g_free (self->formula_differs);
  kn_camelot_explain_free (self->camelot);
  g_clear_pointer (&self->pieces, g_ptr_array_unref);
  g_free (self->heat);
  g_clear_pointer (&self->searches, _kl_explain_camelot_free);
  g_clear_pointer (&self->tour, _kl_explain_tour_free);
  g_clear_pointer (&self->search, _kl_explain_search_free);
  g_clear_pointer (&self->named, g_array_unref);
  g_mutex_clear (&self->named_lock);
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

void
_kl_explain_add_route (const KlExplain *self,
                       const kn_path   *route,
                       GArray          *cells,
                       GArray          *types)
{
  for (size_t i = 0; i < kn_path_length (route); i++)
    {
      int cell = _kl_explain_square_cell (self, kn_path_square (route, i));

      g_array_append_val (cells, cell);
      if (types != NULL)
        {
          guint8 type = (guint8) kn_path_move (route, i);

          g_array_append_val (types, type);
        }
    }
}

void
_kl_explain_set_frames (KlExplain *self,
                        gint64     frames)
{
  self->n_steps = (guint) MAX (frames, 0) + 1;
  self->meta = g_new0 (StepMeta, self->n_steps);
  for (guint i = 1; i < self->n_steps; i++)
    self->meta[i].kind = self->mode == KL_MODE_PATH || self->mode == KL_MODE_DISTANCE
                       ? KL_STEP_LAYER : KL_STEP_MOVE;
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
  if (self->search != NULL)
    return _kl_explain_search_title (self);
  switch (self->mode)
    {
    case KL_MODE_PATH: return _("Shortest path, by breadth-first search (BFS)");
    case KL_MODE_DISTANCE:
      return self->formula != NULL ? _("Distance map, by the empty board’s closed-form distance")
                                   : _("Distance map, by breadth-first search (BFS)");
    case KL_MODE_DYNAMIC: return _("Dynamic knight, by a BFS over (square, type of the last move)");
    case KL_MODE_TOUR: return _kl_explain_tour_title (self);
    case KL_MODE_CAMELOT: return _kl_explain_camelot_title (self);
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

/* ------------------------------------------------------------ jumps and inspection */

static gboolean
starts_group (const KlExplain *self,
              guint            i,
              KlJump           what)
{
  switch (what)
    {
    case KL_JUMP_LAYER:
      /* the searches but BFS: a new depth limit, a new layer of a side, a new f (A*) or
       * h (greedy), a new run of backtracks (DFS); and the end */
      if (self->search != NULL)
        return i > 0 && (self->meta[i].kind == KL_STEP_DEEPEN ||
                         self->meta[i].kind == KL_STEP_END ||
                         (self->meta[i].piece != self->meta[i - 1].piece &&
                          self->meta[i].kind != KL_STEP_START));
      /* a construction's stages: each group of blocks, each group of joins, the walk */
      if (self->meta[i].kind == KL_STEP_BLOCK || self->meta[i].kind == KL_STEP_JOIN)
        return TRUE;
      if (i > 0 && (self->meta[i - 1].kind == KL_STEP_JOIN ||
                    self->meta[i - 1].kind == KL_STEP_BLOCK))
        return TRUE;
      return self->meta[i].kind == KL_STEP_LAYER || self->meta[i].kind == KL_STEP_SEARCH;
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
  g_clear_pointer (&inspect->routes_text, g_free);
  kl_route_count_clear (&inspect->route_count);
}

gboolean
kl_explain_inspect (const KlExplain  *self,
                    int               cell,
                    guint             frame,
                    KlExplainInspect *out)
{
  g_return_val_if_fail (self != NULL && out != NULL, FALSE);

  *out = (KlExplainInspect) { .distance = -1, .parent = -1, .cost = -1,
                              .state_distance = { -1, -1, -1, -1 } };
  if (cell < 0 || cell >= self->width * self->height)
    return FALSE;
  if (self->formula != NULL)
    _kl_explain_formula_inspect (self, cell, frame, out);
  else if (self->bfs != NULL)
    _kl_explain_bfs_inspect (self, cell, frame, out);
  else if (self->search != NULL)
    _kl_explain_search_inspect (self, cell, frame, out);
  else if (self->dynamic != NULL && frame < self->n_steps - 1)
    /* frame k shows state layer k: what the search knows then */
    _kl_explain_dynamic_inspect_upto (self, cell, (int) frame, out);
  else if (self->dynamic != NULL)
    _kl_explain_dynamic_inspect (self, cell, out);
  else if (self->heat != NULL)
    _kl_explain_camelot_inspect (self, cell, frame, out);
  else
    return FALSE;
  return TRUE;
}
