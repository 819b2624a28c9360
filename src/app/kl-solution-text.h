/* kl-solution-text.h - an answer as plain text for the clipboard: the
 * results headline, then every move numbered in algebraic notation. */
#pragma once

#include "kl-solver.h"

G_BEGIN_DECLS

/* The whole answer of result (solved on puzzle) as text, one move a line
 * ("1. b3"), never shortened like the results area's route; g_free it. */
char *kl_solution_text (const KlResult *result,
                        const KlPuzzle *puzzle);

G_END_DECLS
