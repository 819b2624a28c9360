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

/* Reads up to size bytes into buf: the count, 0 at the end of the input, or
 * -1 with errno set.  It may return fewer bytes than asked (a pipe). */
typedef gssize (*KlReaderSource) (gpointer data, char *buf, gsize size);
/* Called just before the reader asks its source for more bytes, which may
 * block: a judge flushes its answers here, so an interactive peer sees the
 * answer to one case before it sends the next. */
typedef void (*KlReaderWait) (gpointer data);

typedef struct {
  char *data;   /* the bytes in hand; [pos, len) not read yet */
  size_t len;
  size_t pos;
  size_t line;  /* the line at pos */
  /* Streaming; source is NULL when data is the whole input. */
  KlReaderSource source;
  gpointer source_data;
  KlReaderWait wait;
  gpointer wait_data;
  size_t cap;     /* the size of data, which the reader owns when streaming */
  gboolean eof;   /* the source has no more bytes (or failed) */
  GError *error;  /* why the source failed; the input then looks ended */
  gboolean owns_data;
} KlReader;

/* Streams from a bounded buffer: the input is read as it is needed, and
 * memory does not grow with its length.  The buffer starts at
 * KL_READER_BUFFER bytes and grows only for a single token or line longer
 * than it (up to KL_READER_MAX_TOKEN). */
#define KL_READER_BUFFER ((size_t) 1 << 16)
#define KL_READER_MAX_TOKEN ((size_t) 1 << 30)

/* Reads file descriptor fd as it is needed (read(2), so a pipe's bytes are
 * taken as soon as they arrive).  Nothing is read before the first token is asked for. */
void kl_reader_init_fd (KlReader *reader, int fd);
/* Reads from source, starting with a buffer of buffer_size bytes (the tests
 * use tiny ones to cut every token at every place). */
void kl_reader_init_source (KlReader *reader, KlReaderSource source, gpointer source_data,
                            size_t buffer_size);
void kl_reader_set_wait (KlReader *reader, KlReaderWait wait, gpointer wait_data);
/* Reads all of in.  FALSE with error set when it cannot. */
gboolean kl_reader_load (KlReader *reader, FILE *in, GError **error);
/* Reads from a buffer the caller keeps alive (no copy). */
void kl_reader_init_static (KlReader *reader, const char *data, size_t len);
void kl_reader_clear (KlReader *reader);
/* Why the input stopped early (a read error, no memory, a token too long),
 * or NULL when it simply ended. */
const GError *kl_reader_get_error (const KlReader *reader);

/* A token stays valid until the next call that reads from the reader: when
 * streaming, reading on may move or overwrite the bytes.  Keep a copy
 * (KlTokenCopy) of a token needed later. */

/* Refills the buffer and reads on; the inline functions call it when the
 * bytes in hand end. */
gboolean kl_reader_next_slow (KlReader *reader, KlToken *token);

static inline gboolean
kl_reader_is_space (char c)
{
  return c == ' ' || (unsigned char) (c - '\t') <= '\r' - '\t';
}

/* The next whitespace-separated token; FALSE at the end of the input. */
static inline gboolean
kl_reader_next (KlReader *reader, KlToken *token)
{
  const char *d = reader->data;
  size_t pos = reader->pos, len = reader->len, line = reader->line;
  while (pos < len && kl_reader_is_space (d[pos]))
    line += d[pos++] == '\n';
  size_t start = pos;
  while (pos < len && !kl_reader_is_space (d[pos]))
    pos++;
  reader->line = line;
  if (pos == len && !reader->eof)
    {
      /* The token (or the whitespace before it) may go on past the bytes in hand. */
      reader->pos = start;
      return kl_reader_next_slow (reader, token);
    }
  reader->pos = pos;
  token->text = d + start;
  token->len = pos - start;
  token->line = line;
  return start < pos;
}

/* The rest of the current line (without its newline) as a token, and moves
 * past the newline; FALSE at the end of the input. */
gboolean kl_reader_next_line (KlReader *reader, KlToken *token);
/* The line the reader stands on (for "end of input" messages). */
size_t kl_reader_line (const KlReader *reader);

/* kl_token_describe shows at most this many bytes of a token. */
#define KL_TOKEN_SHOWN 40

/* A token kept past the next read: enough of its text for every message,
 * its full length and its line. */
#define KL_TOKEN_COPY_TEXT (KL_TOKEN_SHOWN + 8)
typedef struct {
  char text[KL_TOKEN_COPY_TEXT];
  size_t len;
  size_t line;
} KlTokenCopy;

void kl_token_copy (KlTokenCopy *copy, const KlToken *token);
/* The copy as a token for the messages (its text is cut to the copy's). */
KlToken kl_token_copy_get (const KlTokenCopy *copy);

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
/* The error for token, which is not an integer in [min, max]. */
gboolean kl_judge_fail_int (KlJudge *judge, GError **error, const KlToken *token, gint64 min,
                            gint64 max, const char *expected);
/* The next token as a square of a width x height board; token (may be NULL)
 * receives the token read, for later messages about it. */
gboolean kl_judge_square (KlJudge *judge, int32_t width, int32_t height, unsigned flags,
                          const char *expected, kn_square *out, KlToken *token, GError **error);
/* The error for token, which kn_square_parse refused with status. */
gboolean kl_judge_fail_square (KlJudge *judge, GError **error, const KlToken *token,
                               kn_status status, int32_t width, int32_t height, unsigned flags,
                               const char *expected);
/* Fails with the solver's status. */
gboolean kl_judge_fail_status (KlJudge *judge, GError **error, kn_status status);

G_END_DECLS
