/* cli-explain.h - knight-solve --explain: the narration of a solve
 * (kl-explain) as text, one line a step, or streamed into the JSON answer. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "cli-common.h"
#include "cli-json.h"
#include "kl-explain.h"

G_BEGIN_DECLS

/* Prints ex as text on standard output: what the algorithm is, its
 * pseudocode numbered from 1, Camelot's table of pieces, then one line a
 * step ("3 [4] Layer 3: ...": the step, the pseudocode line it executes,
 * its sentences) and under it, indented, the step's detail.  With max_steps
 * (0: all), the first max_steps steps and a line saying how many more
 * there are. */
void kl_explain_print_text (const KlExplain *ex, guint max_steps);

/* Streams ex as the member "explanation" of the innermost open object of
 * out (kl_json_stream_open_object): kl_explain_to_json's object, its steps
 * generated one at a time so that a big board's are never one tree.  With
 * max_steps (0: all), the first max_steps steps, and "steps_shown" says
 * how many. */
void kl_explain_stream_json (KlJsonStream *out, const KlExplain *ex, guint max_steps);

/* The one call a command makes to print its answer explained.  With
 * --json: the object answer holds (ended, and ending with reason's members,
 * kl_reason_add_json with stream_region), with the member "explanation"
 * added, its steps streamed, and the evidence's region streamed.  Otherwise
 * the explanation as text in place of the answer (it ends, or for Camelot
 * starts, with the answer in words), then, after a blank line, reason's
 * sentence when there is one.  answer may be NULL without --json, reason NULL when there is an
 * answer. */
void kl_command_print_explained (KlCommand *cmd, JsonBuilder *answer, const KlReason *reason,
                                 const KlExplain *ex);

/* The whole answer's inspection of sq (kl_explain_inspect past the last
 * step): printed as its sentence after a blank line, which a step's line
 * never is ("f1: 7 moves from a1, reached from e3; 12 shortest routes.");
 * or as a JSON object (kl_explain_inspect_to_json). */
void kl_explain_print_inspect (const KlExplain *ex, kn_square sq);
JsonNode *kl_explain_inspect_json (const KlExplain *ex, kn_square sq);

/* The members "routes", the number of shortest routes to sq as a decimal
 * string ("0" when it is not reached; null when only a bound is known),
 * and with a bound "routes_at_least_power_of_ten". */
void kl_explain_set_routes_json (JsonBuilder *b, const KlExplain *ex, kn_square sq);

G_END_DECLS
