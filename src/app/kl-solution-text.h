/* kl-solution-text.h - an answer in words: the results area's headline,
 * details and statistics, and the plain text for the clipboard. */
#pragma once

#include "kl-solver.h"

G_BEGIN_DECLS

/* Sets result's headline, details and stats from its data (on whatever
 * thread solved it). */
void  kl_solution_text_describe (KlResult       *result,
                                 const KlPuzzle *puzzle);

/* The whole answer of result (solved on puzzle) as text, one move a line
 * ("1. b3"), never shortened like the results area's route; g_free it. */
char *kl_solution_text (const KlResult *result,
                        const KlPuzzle *puzzle);

G_END_DECLS
