/* kl-solver.c - the puzzle solved in the background (kl_solve_async), a
 * solve at a time, with "busy" while a slow one runs and "done" when the
 * newest ends. */

#define G_LOG_DOMAIN "kl-solver"

#include "config.h"

#include "kl-solver.h"

struct _KlSolver
{
  GObject       parent_instance;

  GCancellable *cancellable;   /* of the newest solve; NULL when there is none */
  gboolean      solving;       /* the newest has not reported */
  guint         pending;       /* solves whose callback has not run */
  gint64        started;       /* when the newest started */
  guint         busy_source;
};

G_DEFINE_FINAL_TYPE (KlSolver, kl_solver, G_TYPE_OBJECT)

enum
{
  SIGNAL_BUSY,
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a solve's callback needs: the solver, and the cancellable that tells
 * whether it is still the newest. */
typedef struct
{
  KlSolver     *solver;
  GCancellable *cancellable;
} SolveClosure;

static void
stop_busy (KlSolver *self)
{
  self->solving = FALSE;
  g_clear_handle_id (&self->busy_source, g_source_remove);
}

static gboolean
on_busy_timeout_cb (gpointer user_data)
{
  KlSolver *self = user_data;
  double elapsed = (g_get_monotonic_time () - self->started) / (double) G_USEC_PER_SEC;

  if (elapsed * 1000 >= KL_SOLVER_BUSY_DELAY_MS)
    g_signal_emit (self, signals[SIGNAL_BUSY], 0, elapsed);
  return G_SOURCE_CONTINUE;
}

static void
on_solve_done_cb (GObject      *source,
                  GAsyncResult *res,
                  gpointer      user_data)
{
  SolveClosure *closure = user_data;
  KlSolver *self = closure->solver;
  g_autoptr(GError) error = NULL;
  g_autoptr(KlSolution) solution = kl_solve_finish (res, &error);

  self->pending--;
  /* only the newest solve speaks; the others were cancelled by an edit */
  if (closure->cancellable == self->cancellable)
    {
      stop_busy (self);
      g_signal_emit (self, signals[SIGNAL_DONE], 0, solution, error);
    }
  g_object_unref (closure->cancellable);
  g_object_unref (closure->solver);
  g_free (closure);
}

static void
kl_solver_dispose (GObject *object)
{
  KlSolver *self = KL_SOLVER (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  stop_busy (self);
  G_OBJECT_CLASS (kl_solver_parent_class)->dispose (object);
}

static void
kl_solver_class_init (KlSolverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kl_solver_dispose;

  signals[SIGNAL_BUSY] = g_signal_new ("busy", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_DOUBLE);
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER,
                                       G_TYPE_POINTER);
}

static void
kl_solver_init (KlSolver *self)
{
}

KlSolver *
kl_solver_new (void)
{
  return g_object_new (KL_TYPE_SOLVER, NULL);
}

void
kl_solver_solve (KlSolver             *self,
                 const KlPuzzle       *puzzle,
                 const KlSolveOptions *options)
{
  SolveClosure *closure;

  g_return_if_fail (KL_IS_SOLVER (self));

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();

  closure = g_new0 (SolveClosure, 1);
  /* the callback holds the solver: a solve outlives a closed window */
  closure->solver = g_object_ref (self);
  closure->cancellable = g_object_ref (self->cancellable);
  self->pending++;
  self->solving = TRUE;
  self->started = g_get_monotonic_time ();
  if (self->busy_source == 0)
    self->busy_source = g_timeout_add (100, on_busy_timeout_cb, self);
  kl_solve_async (puzzle, options, self->cancellable, on_solve_done_cb, closure);
}

void
kl_solver_cancel (KlSolver *self)
{
  g_return_if_fail (KL_IS_SOLVER (self));
  if (self->solving)
    g_cancellable_cancel (self->cancellable);
}

void
kl_solver_drop (KlSolver *self)
{
  g_return_if_fail (KL_IS_SOLVER (self));
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  stop_busy (self);
}

gboolean
kl_solver_is_solving (KlSolver *self)
{
  g_return_val_if_fail (KL_IS_SOLVER (self), FALSE);
  return self->solving;
}

gboolean
kl_solver_is_pending (KlSolver *self)
{
  g_return_val_if_fail (KL_IS_SOLVER (self), FALSE);
  return self->pending > 0;
}
