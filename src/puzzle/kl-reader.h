/* kl-reader.h - reading judge inputs: whitespace tokens with line numbers, and
 * messages that name the case, the line and the token at fault. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "knight.h"

G_BEGIN_DECLS

typedef struct {
  const char *text; /* not NUL-terminated */
  size_t len;
  size_t line;      /* 1-based */
} KlToken;

typedef struct {
  char *data;
  size_t len;
  size_t pos;
  size_t line;
} KlReader;

/* Reads all of in.  FALSE with error set when it cannot. */
gboolean kl_reader_load (KlReader *reader, FILE *in, GError **error);
/* Reads from a buffer the caller keeps alive (no copy). */
void kl_reader_init_static (KlReader *reader, const char *data, size_t len);
void kl_reader_clear (KlReader *reader);

/* The next whitespace-separated token; FALSE at the end of the input. */
gboolean kl_reader_next (KlReader *reader, KlToken *token);
/* The rest of the current line (without its newline) as a token, and moves
 * past the newline; FALSE at the end of the input. */
gboolean kl_reader_next_line (KlReader *reader, KlToken *token);
/* The line the reader stands on (for "end of input" messages). */
size_t kl_reader_line (const KlReader *reader);

/* Parses the whole token as a decimal integer in [min, max]. */
gboolean kl_token_int (const KlToken *token, gint64 min, gint64 max, gint64 *out);
/* The token quoted for a message: non-printable bytes escaped, long tokens cut. */
char *kl_token_describe (const KlToken *token);

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

G_END_DECLS
