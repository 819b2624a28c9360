/* judge.h - the judge formats of knight-solve --judge, and what they share:
 * buffered answers and fast paths for the tokens of well-formed input. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "kl-reader.h"

G_BEGIN_DECLS

/* Answers are gathered here and written when it fills or before the reader
 * waits for more input. */
#define KL_JUDGE_OUT_BUFFER ((size_t) 1 << 16)
/* The longest piece a judge asks room for at once (a tour line is 191 bytes). */
#define KL_JUDGE_OUT_PIECE 256

typedef struct {
  KlJudge judge;    /* the reader and the case number: what the messages need */
  FILE *file;
  int write_errno;  /* the first failed write's errno; later answers are dropped */
  size_t len;
  char buf[KL_JUDGE_OUT_BUFFER];
} KlJudgeIO;

typedef gboolean (*KlJudgeFunc) (KlJudgeIO *io, GError **error);

typedef struct {
  const char *name;
  const char *alias;
  KlJudgeFunc run;
} KlJudgeFormat;

/* The format called name or alias; NULL when there is none. */
const KlJudgeFormat *kl_judge_lookup (const char *name);
/* All formats, ended by an entry with a NULL name. */
const KlJudgeFormat *kl_judge_formats (void);

/* Runs a format over all of reader, writing to out.  Streaming readers are
 * read case by case, and the answers so far are flushed whenever the reader
 * is about to wait for input.  On bad input the answers of every earlier
 * case are already written and flushed.  A read error ends the run with
 * its own message. */
gboolean kl_judge_run (const KlJudgeFormat *format, KlReader *reader, FILE *out, GError **error);

/* Writes what the buffer holds (a no-op after a failed write). */
void kl_judge_flush (KlJudgeIO *io);

/* Room for n <= KL_JUDGE_OUT_PIECE bytes at the end of the buffer; the
 * writer moves the pointer it gets and hands it back to kl_judge_put_end. */
static inline char *
kl_judge_put_begin (KlJudgeIO *io, size_t n)
{
  if (sizeof io->buf - io->len < n)
    kl_judge_flush (io);
  return io->buf + io->len;
}

static inline void
kl_judge_put_end (KlJudgeIO *io, char *end)
{
  io->len = (size_t) (end - io->buf);
}

/* Locale-free decimal, at most 20 digits. */
static inline char *
kl_put_uint (char *p, guint64 v)
{
  char tmp[20];
  size_t n = sizeof tmp;
  do
    {
      tmp[--n] = (char) ('0' + v % 10);
      v /= 10;
    }
  while (v);
  memcpy (p, tmp + n, sizeof tmp - n);
  return p + (sizeof tmp - n);
}

static inline char *
kl_put_str (char *p, const char *s, size_t n)
{
  memcpy (p, s, n);
  return p + n;
}

#define KL_PUT_LITERAL(p, s) kl_put_str ((p), (s), sizeof (s) - 1)

/* kl_token_int for the short unsigned tokens of well-formed input, without a
 * call; anything else goes to kl_token_int, so the two agree on every token. */
static inline gboolean
kl_judge_token_int (const KlToken *token, gint64 min, gint64 max, gint64 *out)
{
  const char *p = token->text;
  size_t n = token->len;
  if (n == 0 || n > 9 || (unsigned char) (p[0] - '0') > 9)
    return kl_token_int (token, min, max, out);
  gint64 v = 0;
  for (size_t i = 0; i < n; i++)
    {
      unsigned digit = (unsigned char) (p[i] - '0');
      if (digit > 9)
        return FALSE;
      v = v * 10 + digit;
    }
  if (v < min || v > max)
    return FALSE;
  *out = v;
  return TRUE;
}

/* Reading many plain numbers in a row, with the position in registers: a
 * cursor over the bytes in hand that the caller commits back to the reader
 * (kl_judge_cursor_commit) after each complete item, and leaves to the
 * general functions at the first thing that is not plain. */
typedef struct {
  const char *p, *end;
  size_t line;
} KlJudgeCursor;

static inline KlJudgeCursor
kl_judge_cursor (const KlReader *r)
{
  /* Before the first read a stream has no buffer: an empty cursor. */
  const char *d = r->data ? r->data : "";
  return (KlJudgeCursor) { d + r->pos, d + r->len, r->line };
}

static inline void
kl_judge_cursor_commit (KlReader *r, const KlJudgeCursor *c)
{
  if (!r->data)
    return; /* an empty cursor cannot have moved */
  r->pos = (size_t) (c->p - r->data);
  r->line = c->line;
}

/* Moves c past whitespace and an unsigned number of 1 to 7 digits that
 * whitespace follows in hand, setting *value; returns the number of digits
 * (the token ends at c->p), or 0 (c unchanged) on anything else, which the
 * general functions then read. */
G_ALWAYS_INLINE static inline unsigned
kl_judge_cursor_uint (KlJudgeCursor *c, guint64 *value)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  const char *p = c->p, *end = c->end;
  size_t line = c->line;
  while (p < end && kl_reader_is_space (*p))
    line += *p++ == '\n';
  if (end - p <= 8)
    return 0;
  guint64 x;
  memcpy (&x, p, 8);
  guint64 z = x ^ 0x3030303030303030ull; /* a digit byte becomes 0..9 */
  /* The high bit of each byte that is not a digit (z >= 10); no carries. */
  guint64 other = (((z & 0x7f7f7f7f7f7f7f7full) + 0x7676767676767676ull) | z) & 0x8080808080808080ull;
  if (!other)
    return 0;
  unsigned n = (unsigned) __builtin_ctzll (other) >> 3;
  if (n == 0 || !kl_reader_is_space (p[n]))
    return 0;
  /* The digits moved to the top bytes, zeros before them, summed in pairs. */
  guint64 v = z << (8 * (8 - n));
  v = (v * 10 + (v >> 8)) & 0x00ff00ff00ff00ffull;
  v = (v * 100 + (v >> 16)) & 0x0000ffff0000ffffull;
  *value = (v * 10000 + (v >> 32)) & 0xffffffffull;
  c->p = p + n;
  c->line = line;
  return n;
#else
  return 0;
#endif
}

/* kl_judge_next_int's way for whatever its fast path does not take. */
gboolean kl_judge_next_int_slow (KlJudge *judge, gint64 min, gint64 max, const char *expected,
                                 gint64 *out, KlToken *token, GError **error);

/* The next token as an integer in [min, max], as kl_judge_int, with a fast
 * path for the plain numbers of well-formed input (kl_judge_cursor_uint).
 * token (may be NULL) receives the token. */
G_ALWAYS_INLINE static inline gboolean
kl_judge_next_int (KlJudge *judge, gint64 min, gint64 max, const char *expected, gint64 *out,
                   KlToken *token, GError **error)
{
  KlJudgeCursor c = kl_judge_cursor (judge->reader);
  guint64 v;
  unsigned n = kl_judge_cursor_uint (&c, &v);
  if (n && (gint64) v >= min && (gint64) v <= max)
    {
      kl_judge_cursor_commit (judge->reader, &c);
      if (token)
        {
          /* Field by field: a whole-struct copy goes through the stack and
           * stalls on reading back what was just stored. */
          token->text = c.p - n;
          token->len = n;
          token->line = c.line;
        }
      *out = (gint64) v;
      return TRUE;
    }
  return kl_judge_next_int_slow (judge, min, max, expected, out, token, error);
}

/* The square of an 8x8 board a token names (0..63, rank * 8 + file), or -1.
 * Every square kn_square_parse accepts there is a letter and a digit, so
 * this agrees with it; base is 'a', or 'A' for capital files. */
static inline int
kl_judge_square8 (const char *text, size_t len, char base)
{
  if (len != 2)
    return -1;
  unsigned file = (unsigned char) (text[0] - base), rank = (unsigned char) (text[1] - '1');
  return file < 8 && rank < 8 ? (int) (rank * 8 + file) : -1;
}

/* Moves c past whitespace and a square of the 8x8 board (kl_judge_square8)
 * that whitespace follows in hand; returns the square, or -1 (c unchanged)
 * on anything else, which the general functions then read. */
G_ALWAYS_INLINE static inline int
kl_judge_cursor_square8 (KlJudgeCursor *c, char base)
{
  const char *p = c->p, *end = c->end;
  size_t line = c->line;
  while (p < end && kl_reader_is_space (*p))
    line += *p++ == '\n';
  if (end - p <= 2 || !kl_reader_is_space (p[2]))
    return -1;
  int sq = kl_judge_square8 (p, 2, base);
  if (sq >= 0)
    {
      c->p = p + 2;
      c->line = line;
    }
  return sq;
}

/* kl_judge_next_square8's way for whatever its fast path does not take. */
int kl_judge_next_square8_slow (KlJudge *judge, char base, const char *expected, KlToken *token,
                                GError **error);

/* The next token as a square of the 8x8 board (kl_judge_square8), or -1 with
 * error set ("input ends where <expected> should be", or the token's
 * fault); token receives the token.  The fast path takes a letter, a digit
 * and whitespace in hand. */
G_ALWAYS_INLINE static inline int
kl_judge_next_square8 (KlJudge *judge, char base, const char *expected, KlToken *token,
                       GError **error)
{
  KlReader *r = judge->reader;
  const char *d = r->data;
  size_t pos = r->pos, len = r->len, line = r->line;
  while (pos < len && kl_reader_is_space (d[pos]))
    line += d[pos++] == '\n';
  r->pos = pos;
  r->line = line;
  if (len - pos > 2 && kl_reader_is_space (d[pos + 2]))
    {
      int sq = kl_judge_square8 (d + pos, 2, base);
      if (sq >= 0)
        {
          token->text = d + pos;
          token->len = 2;
          token->line = line;
          r->pos = pos + 2;
          return sq;
        }
    }
  return kl_judge_next_square8_slow (judge, base, expected, token, error);
}

/* The formats. */
gboolean kl_judge_obstacles (KlJudgeIO *io, GError **error);
gboolean kl_judge_moves (KlJudgeIO *io, GError **error);
gboolean kl_judge_moves_sized (KlJudgeIO *io, GError **error);
gboolean kl_judge_dynamic (KlJudgeIO *io, GError **error);
gboolean kl_judge_tour (KlJudgeIO *io, GError **error);
gboolean kl_judge_camelot (KlJudgeIO *io, GError **error);

G_END_DECLS
