/* kl-history.c - the puzzle being edited, with its undo and redo history.
 *
 * History keeps whole snapshots: even a 300 x 300 board is 90 kB, and
 * snapshots make every edit (drags, resizes, clears) undo the same way.
 * The algorithm chosen is kept with each snapshot, so choosing one undoes
 * like an edit of the board. */

#define G_LOG_DOMAIN "kl-history"

#include "config.h"

#include "kl-history.h"

#define HISTORY_MAX 200

/* One state of the history: a puzzle and the algorithm chosen for it. */
typedef struct
{
  KlPuzzle    *puzzle;
  KlAlgorithm  algorithm;
} Snapshot;

struct _KlHistory
{
  GObject    parent_instance;

  /* owned */
  KlPuzzle  *puzzle;
  KlAlgorithm algorithm;
  KlPuzzle  *before;     /* the puzzle when the open edit group began */
  KlAlgorithm before_algorithm;
  GPtrArray *undo;       /* of Snapshot, oldest first */
  GPtrArray *redo;       /* of Snapshot, most recently undone last */
  guint      edit_depth;
  /* what the open edit group took away as a side effect (a wall under a
   * placed piece, pieces under a painted wall or off a shrunk board) */
  guint      removed_walls;
  guint      removed_pieces;
};

G_DEFINE_FINAL_TYPE (KlHistory, kl_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  REMOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static Snapshot *
snapshot_new (KlPuzzle    *puzzle,
              KlAlgorithm  algorithm)
{
  Snapshot *snapshot = g_new (Snapshot, 1);

  snapshot->puzzle = puzzle;
  snapshot->algorithm = algorithm;
  return snapshot;
}

static void
snapshot_free (Snapshot *snapshot)
{
  kl_puzzle_free (snapshot->puzzle);
  g_free (snapshot);
}

static void
notify_history (KlHistory *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
emit_changed (KlHistory *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
valid_cell (KlHistory *self,
            int         cell)
{
  return cell >= 0 && cell < self->puzzle->width * self->puzzle->height;
}

static void
remove_knight (KlPuzzle *puzzle,
               int       cell)
{
  int i = kl_puzzle_knight_index (puzzle, cell);

  if (i >= 0)
    g_array_remove_index (puzzle->knights, (guint) i);
}

static void
kl_history_dispose (GObject *object)
{
  KlHistory *self = (KlHistory *) object;

  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);

  G_OBJECT_CLASS (kl_history_parent_class)->dispose (object);
}

static void
kl_history_finalize (GObject *object)
{
  KlHistory *self = (KlHistory *) object;

  g_clear_pointer (&self->puzzle, kl_puzzle_free);
  g_clear_pointer (&self->before, kl_puzzle_free);

  G_OBJECT_CLASS (kl_history_parent_class)->finalize (object);
}

static void
kl_history_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  KlHistory *self = KL_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, kl_history_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, kl_history_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kl_history_class_init (KlHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kl_history_dispose;
  object_class->finalize = kl_history_finalize;
  object_class->get_property = kl_history_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the puzzle, including undo and redo. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Emitted once an edit (one undo step) is complete that removed walls or
   * pieces the user did not point at: with the numbers of each, so the
   * window can say so and offer Undo. */
  signals[REMOVED] =
    g_signal_new ("removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
kl_history_init (KlHistory *self)
{
  self->puzzle = kl_puzzle_new_sample ();
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) snapshot_free);
}

KlHistory *
kl_history_new (void)
{
  return g_object_new (KL_TYPE_HISTORY, NULL);
}

const KlPuzzle *
kl_history_get_puzzle (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), NULL);
  return self->puzzle;
}

void
kl_history_begin_edit (KlHistory *self)
{
  g_return_if_fail (KL_IS_HISTORY (self));

  if (self->edit_depth++ == 0)
    {
      g_clear_pointer (&self->before, kl_puzzle_free);
      self->before = kl_puzzle_copy (self->puzzle);
      self->before_algorithm = self->algorithm;
    }
}

void
kl_history_end_edit (KlHistory *self)
{
  g_return_if_fail (KL_IS_HISTORY (self));
  g_return_if_fail (self->edit_depth > 0);

  if (--self->edit_depth > 0)
    return;

  if (kl_puzzle_equal (self->before, self->puzzle) && self->before_algorithm == self->algorithm)
    {
      g_clear_pointer (&self->before, kl_puzzle_free);
      self->removed_walls = self->removed_pieces = 0;
      return;
    }

  g_ptr_array_add (self->undo, snapshot_new (g_steal_pointer (&self->before),
                                             self->before_algorithm));
  if (self->undo->len > HISTORY_MAX)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  notify_history (self);
  if (self->removed_walls > 0 || self->removed_pieces > 0)
    {
      guint walls = self->removed_walls, pieces = self->removed_pieces;

      self->removed_walls = self->removed_pieces = 0;
      g_signal_emit (self, signals[REMOVED], 0, walls, pieces);
    }
}

static guint
count_pieces (const KlPuzzle *puzzle,
              int             cell)
{
  guint n = 0;

  n += puzzle->start == cell;
  n += puzzle->target == cell;
  n += puzzle->king == cell;
  n += kl_puzzle_knight_index (puzzle, cell) >= 0;
  return n;
}

/* A piece put on cell takes the square: a wall there goes, and is counted. */
static void
clear_wall_for_piece (KlHistory *self,
                      int        cell)
{
  if (self->puzzle->blocked[cell])
    {
      self->puzzle->blocked[cell] = FALSE;
      self->removed_walls++;
    }
}

/* Wraps one change in its own group unless a group is open. */
#define EDIT_BEGIN(self) kl_history_begin_edit (self)
#define EDIT_END(self, changed) \
  G_STMT_START { if (changed) emit_changed (self); kl_history_end_edit (self); } G_STMT_END

gboolean
kl_history_set_blocked (KlHistory *self,
                         int         cell,
                         gboolean    blocked)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (valid_cell (self, cell), FALSE);

  if (!!self->puzzle->blocked[cell] == !!blocked)
    return FALSE;

  /* A wall takes the whole square: pieces never stand on walls. */
  EDIT_BEGIN (self);
  if (blocked)
    {
      self->removed_pieces += count_pieces (self->puzzle, cell);
      kl_history_erase (self, cell);
    }
  self->puzzle->blocked[cell] = !!blocked;
  changed = TRUE;
  EDIT_END (self, changed);
  return changed;
}

static int *
piece_slot (KlPuzzle *puzzle,
            KlTool    piece)
{
  switch (piece)
    {
    case KL_TOOL_START:
      return &puzzle->start;
    case KL_TOOL_TARGET:
      return &puzzle->target;
    case KL_TOOL_KING:
      return &puzzle->king;
    case KL_TOOL_BLOCK:
    case KL_TOOL_KNIGHT:
    case KL_TOOL_ERASER:
    case KL_N_TOOLS:
    default:
      return NULL;
    }
}

gboolean
kl_history_place (KlHistory *self,
                   KlTool      piece,
                   int         cell)
{
  int *slot;

  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (valid_cell (self, cell), FALSE);

  if (piece == KL_TOOL_KNIGHT)
    {
      if (kl_puzzle_knight_index (self->puzzle, cell) >= 0)
        return FALSE;
      return kl_history_toggle_knight (self, cell);
    }

  slot = piece_slot (self->puzzle, piece);
  g_return_val_if_fail (slot != NULL, FALSE);
  if (*slot == cell)
    return FALSE;

  EDIT_BEGIN (self);
  *slot = cell;
  clear_wall_for_piece (self, cell);
  EDIT_END (self, TRUE);
  return TRUE;
}

gboolean
kl_history_toggle_knight (KlHistory *self,
                           int         cell)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (valid_cell (self, cell), FALSE);

  EDIT_BEGIN (self);
  if (kl_puzzle_knight_index (self->puzzle, cell) >= 0)
    remove_knight (self->puzzle, cell);
  else
    {
      g_array_append_val (self->puzzle->knights, cell);
      clear_wall_for_piece (self, cell);
    }
  EDIT_END (self, TRUE);
  return TRUE;
}

gboolean
kl_history_erase (KlHistory *self,
                   int         cell)
{
  KlPuzzle *p;

  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (valid_cell (self, cell), FALSE);

  p = self->puzzle;
  if (!p->blocked[cell] && !kl_puzzle_has_piece (p, cell))
    return FALSE;

  EDIT_BEGIN (self);
  p->blocked[cell] = FALSE;
  if (p->start == cell)
    p->start = -1;
  if (p->target == cell)
    p->target = -1;
  if (p->king == cell)
    p->king = -1;
  remove_knight (p, cell);
  EDIT_END (self, TRUE);
  return TRUE;
}

gboolean
kl_history_move (KlHistory *self,
                  KlTool      piece,
                  int         from,
                  int         to)
{
  KlPuzzle *p;

  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (valid_cell (self, from) && valid_cell (self, to), FALSE);

  p = self->puzzle;
  if (from == to)
    return FALSE;

  if (piece == KL_TOOL_KNIGHT)
    {
      int i = kl_puzzle_knight_index (p, from);

      /* Two knights never share a square; the moving one stops short. */
      if (i < 0 || kl_puzzle_knight_index (p, to) >= 0)
        return FALSE;
      EDIT_BEGIN (self);
      g_array_index (p->knights, int, i) = to;
    }
  else
    {
      int *slot = piece_slot (p, piece);

      g_return_val_if_fail (slot != NULL, FALSE);
      if (*slot != from)
        return FALSE;
      EDIT_BEGIN (self);
      *slot = to;
    }
  clear_wall_for_piece (self, to);
  EDIT_END (self, TRUE);
  return TRUE;
}

void
kl_history_replace (KlHistory *self,
                     KlPuzzle   *puzzle)
{
  g_return_if_fail (KL_IS_HISTORY (self));
  g_return_if_fail (puzzle != NULL);

  EDIT_BEGIN (self);
  kl_puzzle_free (self->puzzle);
  self->puzzle = puzzle;
  EDIT_END (self, TRUE);
}

void
kl_history_resize (KlHistory *self,
                   int        width,
                   int        height)
{
  const KlPuzzle *p;

  g_return_if_fail (KL_IS_HISTORY (self));
  g_return_if_fail (width > 0 && height > 0);

  p = self->puzzle;
  if (width == p->width && height == p->height)
    return;
  EDIT_BEGIN (self);
  for (int y = 0; y < p->height; y++)
    for (int x = 0; x < p->width; x++)
      if (x >= width || y >= height)
        {
          int cell = y * p->width + x;

          self->removed_walls += p->blocked[cell] != 0;
          self->removed_pieces += count_pieces (p, cell);
        }
  self->puzzle = kl_puzzle_resized (p, width, height);
  kl_puzzle_free ((KlPuzzle *) p);
  EDIT_END (self, TRUE);
}

KlAlgorithm
kl_history_get_algorithm (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), KL_ALGORITHM_DEFAULT);
  return self->algorithm;
}

void
kl_history_set_algorithm (KlHistory   *self,
                          KlAlgorithm  algorithm)
{
  g_return_if_fail (KL_IS_HISTORY (self));
  g_return_if_fail ((guint) algorithm < KL_N_ALGORITHMS);

  if (self->algorithm == algorithm)
    return;
  EDIT_BEGIN (self);
  self->algorithm = algorithm;
  EDIT_END (self, TRUE);
}

void
kl_history_reset (KlHistory   *self,
                  KlPuzzle    *puzzle,
                  KlAlgorithm  algorithm)
{
  g_return_if_fail (KL_IS_HISTORY (self));
  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (self->edit_depth == 0);

  kl_puzzle_free (self->puzzle);
  self->puzzle = puzzle;
  self->algorithm = algorithm;
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  emit_changed (self);
  notify_history (self);
}

gboolean
kl_history_can_undo (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  return self->undo->len > 0;
}

gboolean
kl_history_can_redo (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  return self->redo->len > 0;
}

guint
kl_history_get_undo_depth (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), 0);
  return self->undo->len;
}

static gboolean
swap_history (KlHistory *self,
              GPtrArray  *from,
              GPtrArray  *to)
{
  Snapshot *snapshot;

  if (self->edit_depth > 0 || from->len == 0)
    return FALSE;

  g_ptr_array_add (to, snapshot_new (self->puzzle, self->algorithm));
  snapshot = g_ptr_array_steal_index (from, from->len - 1);
  self->puzzle = snapshot->puzzle;
  self->algorithm = snapshot->algorithm;
  g_free (snapshot);
  emit_changed (self);
  notify_history (self);
  return TRUE;
}

gboolean
kl_history_undo (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  return swap_history (self, self->undo, self->redo);
}

gboolean
kl_history_redo (KlHistory *self)
{
  g_return_val_if_fail (KL_IS_HISTORY (self), FALSE);
  return swap_history (self, self->redo, self->undo);
}
