/* judge-input.h - whitespace tokens with line numbers, read from a whole input. */
#pragma once

#include <glib.h>
#include <stdio.h>

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

G_END_DECLS
