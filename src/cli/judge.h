/* judge.h - the judge formats of knight-solve --judge, and what they share. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "judge-input.h"
#include "knight.h"

G_BEGIN_DECLS

#define KL_JUDGE_ERROR (kl_judge_error_quark ())
GQuark kl_judge_error_quark (void);

typedef enum {
  KL_JUDGE_ERROR_INPUT,  /* malformed input */
  KL_JUDGE_ERROR_SOLVER, /* the solver failed (memory) */
} KlJudgeError;

typedef struct {
  KlReader *reader;
  FILE *out;
  guint64 case_no; /* the case being read, from 1 */
} KlJudge;

typedef gboolean (*KlJudgeFunc) (KlJudge *judge, GError **error);

typedef struct {
  const char *name;
  const char *alias;
  KlJudgeFunc run;
} KlJudgeFormat;

/* The format called name or alias; NULL when there is none. */
const KlJudgeFormat *kl_judge_lookup (const char *name);
/* All formats, ended by an entry with a NULL name. */
const KlJudgeFormat *kl_judge_formats (void);

/* Runs a format over all of reader, writing to out.  On bad input the
 * answers of every earlier case are already written and flushed. */
gboolean kl_judge_run (const KlJudgeFormat *format, KlReader *reader, FILE *out, GError **error);

/* `expected` arguments are untranslated N_() strings, translated only when a
 * message is made: looking them up for every token would slow the judges. */

/* Error helpers: each sets error to "case N, line L: <message>" and returns FALSE. */
gboolean kl_judge_fail_token (KlJudge *judge, GError **error, const KlToken *token,
                              const char *reason);
gboolean kl_judge_fail_end (KlJudge *judge, GError **error, const char *expected);

/* The next token, or an "input ends where <expected> should be" error. */
gboolean kl_judge_token (KlJudge *judge, KlToken *token, const char *expected, GError **error);
/* The next token as an integer in [min, max]. */
gboolean kl_judge_int (KlJudge *judge, gint64 min, gint64 max, const char *expected,
                       gint64 *out, GError **error);
/* The next token as a square of a width x height board; token (may be NULL)
 * receives the token read, for later messages about it. */
gboolean kl_judge_square (KlJudge *judge, int32_t width, int32_t height, unsigned flags,
                          const char *expected, kn_square *out, KlToken *token, GError **error);
/* Fails with the solver's status. */
gboolean kl_judge_fail_status (KlJudge *judge, GError **error, kn_status status);

/* Fast, locale-free integer output. */
void kl_put_int (FILE *out, gint64 value);

/* The formats. */
gboolean kl_judge_obstacles (KlJudge *judge, GError **error);
gboolean kl_judge_moves (KlJudge *judge, GError **error);
gboolean kl_judge_moves_sized (KlJudge *judge, GError **error);
gboolean kl_judge_dynamic (KlJudge *judge, GError **error);
gboolean kl_judge_tour (KlJudge *judge, GError **error);
gboolean kl_judge_camelot (KlJudge *judge, GError **error);

G_END_DECLS
