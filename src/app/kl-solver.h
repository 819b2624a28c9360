/* kl-solver.h - solves the puzzle on the board in the background, one
 * solve at a time: a new one cancels the one running, only the newest
 * reports, and a slow one says so every tenth of a second.  The window
 * presents what it reports; it holds no cancellable of its own. */
#pragma once

#include <glib-object.h>

#include "kl-solution.h"

G_BEGIN_DECLS

/* A solve that takes longer than this reports "busy". */
#define KL_SOLVER_BUSY_DELAY_MS 150

#define KL_TYPE_SOLVER (kl_solver_get_type ())
G_DECLARE_FINAL_TYPE (KlSolver, kl_solver, KL, SOLVER, GObject)

/* Signals:
 *   "busy" (double seconds): the newest solve is still running, that long
 *     after it started; first once it is slow, then every tenth of a second.
 *   "done" (KlSolution *solution, GError *error): the newest solve ended,
 *     with its solution or (cancelled) an error. */
KlSolver *kl_solver_new          (void);
/* Solves a copy of puzzle with options on a worker thread, cancelling the
 * solve running (which never reports). */
void      kl_solver_solve        (KlSolver             *self,
                                  const KlPuzzle       *puzzle,
                                  const KlSolveOptions *options);
/* Cancels the newest solve: it reports "done" with a cancelled error. */
void      kl_solver_cancel       (KlSolver             *self);
/* Stops the newest solve without a word: its answer is stale. */
void      kl_solver_drop         (KlSolver             *self);
/* Whether the newest solve is running (it has not reported). */
gboolean  kl_solver_is_solving   (KlSolver             *self);
/* Whether any solve, the cancelled ones too, has yet to end on its thread. */
gboolean  kl_solver_is_pending   (KlSolver             *self);

G_END_DECLS
