/* kl-reader.c - the tokenizer every judge format reads its input with, and its messages. */
#include "config.h"

#include "kl-reader.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>
#include <unistd.h>

/* kl_reader_load's limit: no judge input comes near this; it keeps a runaway
 * pipe from eating memory. */
#define KL_MAX_INPUT ((size_t) 1 << 30)

gboolean
kl_reader_load (KlReader *reader, FILE *in, GError **error)
{
  size_t cap = 1 << 16;
  memset (reader, 0, sizeof *reader);
  reader->line = 1;
  reader->eof = TRUE;
  reader->owns_data = TRUE;
  reader->data = g_try_malloc (cap);
  if (!reader->data)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, _("Out of memory reading the input"));
      return FALSE;
    }
  for (;;)
    {
      size_t got = fread (reader->data + reader->len, 1, cap - reader->len, in);
      reader->len += got;
      if (got == 0)
        break;
      if (reader->len == cap)
        {
          if (cap >= KL_MAX_INPUT)
            {
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC,
                           _("The input is larger than %zu MiB"), KL_MAX_INPUT >> 20);
              kl_reader_clear (reader);
              return FALSE;
            }
          char *grown = g_try_realloc (reader->data, cap * 2);
          if (!grown)
            {
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM,
                           _("Out of memory reading the input"));
              kl_reader_clear (reader);
              return FALSE;
            }
          reader->data = grown;
          cap *= 2;
        }
    }
  if (ferror (in))
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot read the input: %s"), g_strerror (saved));
      kl_reader_clear (reader);
      return FALSE;
    }
  return TRUE;
}

void
kl_reader_init_static (KlReader *reader, const char *data, size_t len)
{
  memset (reader, 0, sizeof *reader);
  reader->data = (char *) data;
  reader->len = len;
  reader->line = 1;
  reader->eof = TRUE;
}

void
kl_reader_init_source (KlReader *reader, KlReaderSource source, gpointer source_data,
                       size_t buffer_size)
{
  memset (reader, 0, sizeof *reader);
  reader->line = 1;
  reader->source = source;
  reader->source_data = source_data;
  reader->owns_data = TRUE;
  /* The buffer is allocated on the first read, so this cannot fail. */
  reader->cap = MAX (buffer_size, 1);
}

static gssize
read_fd (gpointer data, char *buf, gsize size)
{
  int fd = GPOINTER_TO_INT (data);
  for (;;)
    {
      gssize n = read (fd, buf, size);
      if (n >= 0 || errno != EINTR)
        return n;
    }
}

void
kl_reader_init_fd (KlReader *reader, int fd)
{
  kl_reader_init_source (reader, read_fd, GINT_TO_POINTER (fd), KL_READER_BUFFER);
}

void
kl_reader_set_wait (KlReader *reader, KlReaderWait wait, gpointer wait_data)
{
  reader->wait = wait;
  reader->wait_data = wait_data;
}

void
kl_reader_clear (KlReader *reader)
{
  /* A static reader's data belongs to the caller. */
  if (reader->owns_data)
    g_free (reader->data);
  reader->data = NULL;
  reader->len = reader->pos = 0;
  g_clear_error (&reader->error);
}

const GError *
kl_reader_get_error (const KlReader *reader)
{
  return reader->error;
}

/* Ends the input with error (taken). */
static gboolean
fail_source (KlReader *reader, GError *error)
{
  reader->eof = TRUE;
  if (!reader->error)
    reader->error = error;
  else
    g_error_free (error);
  return FALSE;
}

/* Drops the bytes before pos, then reads more after those kept (growing the
 * buffer when they fill it).  FALSE when no byte came: the input ended. */
static gboolean
refill (KlReader *reader)
{
  if (reader->eof)
    return FALSE;
  if (reader->pos > 0)
    {
      memmove (reader->data, reader->data + reader->pos, reader->len - reader->pos);
      reader->len -= reader->pos;
      reader->pos = 0;
    }
  if (!reader->data || reader->len == reader->cap)
    {
      size_t cap = reader->data ? reader->cap * 2 : reader->cap;
      if (reader->data && reader->cap >= KL_READER_MAX_TOKEN)
        return fail_source (reader, g_error_new (KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
                                                 /* TRANSLATORS: "line 3: a token or line longer than 1024 MiB" */
                                                 _("line %zu: a token or line longer than %zu MiB"),
                                                 reader->line, KL_READER_MAX_TOKEN >> 20));
      char *grown = g_try_realloc (reader->data, cap);
      if (!grown)
        return fail_source (reader, g_error_new (G_FILE_ERROR, G_FILE_ERROR_NOMEM, "%s",
                                                 _("Out of memory reading the input")));
      reader->data = grown;
      reader->cap = cap;
    }
  if (reader->wait)
    reader->wait (reader->wait_data);
  gssize n = reader->source (reader->source_data, reader->data + reader->len,
                             reader->cap - reader->len);
  if (n < 0)
    {
      int saved = errno;
      return fail_source (reader, g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved),
                                               _("Cannot read the input: %s"),
                                               g_strerror (saved)));
    }
  if (n == 0)
    {
      reader->eof = TRUE;
      return FALSE;
    }
  reader->len += (size_t) n;
  return TRUE;
}

gboolean
kl_reader_next_slow (KlReader *reader, KlToken *token)
{
  /* pos is at whitespace or a token's first byte, line is the line at pos. */
  size_t scanned = 0; /* bytes of the token already seen, from pos */
  for (;;)
    {
      const char *d = reader->data;
      size_t pos = reader->pos + scanned, len = reader->len;
      if (scanned == 0)
        {
          while (pos < len && kl_reader_is_space (d[pos]))
            reader->line += d[pos++] == '\n';
          reader->pos = pos;
        }
      while (pos < len && !kl_reader_is_space (d[pos]))
        pos++;
      scanned = pos - reader->pos;
      if (pos == len && refill (reader))
        continue;
      if (scanned == 0)
        return FALSE; /* whitespace up to the end of the input */
      /* refill may have moved the bytes: the token starts at pos again. */
      token->text = reader->data + reader->pos;
      token->len = scanned;
      token->line = reader->line;
      reader->pos += scanned;
      return TRUE;
    }
}

gboolean
kl_reader_next_line (KlReader *reader, KlToken *token)
{
  size_t scanned = 0;
  const char *nl;
  for (;;)
    {
      nl = reader->len > reader->pos + scanned
             ? memchr (reader->data + reader->pos + scanned, '\n', reader->len - reader->pos - scanned)
             : NULL;
      if (nl)
        break;
      scanned = reader->len - reader->pos;
      if (!refill (reader))
        break;
    }
  if (reader->pos >= reader->len)
    return FALSE;
  const char *d = reader->data;
  size_t start = reader->pos, end = nl ? (size_t) (nl - d) : reader->len;
  token->text = d + start;
  token->len = end - start;
  if (token->len > 0 && d[end - 1] == '\r')
    token->len--;
  token->line = reader->line;
  reader->pos = nl ? end + 1 : end;
  if (nl)
    reader->line++;
  return TRUE;
}

size_t
kl_reader_line (const KlReader *reader)
{
  return reader->line;
}

gboolean
kl_token_int (const KlToken *token, gint64 min, gint64 max, gint64 *out)
{
  const char *p = token->text;
  size_t n = token->len, i = 0;
  gboolean neg = FALSE;
  if (n > 0 && (p[0] == '-' || p[0] == '+'))
    {
      neg = p[0] == '-';
      i = 1;
    }
  if (i == n)
    return FALSE;
  guint64 v = 0;
  for (; i < n; i++)
    {
      if (p[i] < '0' || p[i] > '9')
        return FALSE;
      v = v * 10 + (guint64) (p[i] - '0');
      if (v > ((guint64) 1 << 62))
        return FALSE;
    }
  gint64 s = neg ? -(gint64) v : (gint64) v;
  if (s < min || s > max)
    return FALSE;
  *out = s;
  return TRUE;
}

void
kl_token_copy (KlTokenCopy *copy, const KlToken *token)
{
  memcpy (copy->text, token->text, MIN (token->len, sizeof copy->text));
  copy->len = token->len;
  copy->line = token->line;
}

KlToken
kl_token_copy_get (const KlTokenCopy *copy)
{
  /* Longer than the copy or not, the message shows the same bytes and "...". */
  G_STATIC_ASSERT (KL_TOKEN_COPY_TEXT > KL_TOKEN_SHOWN);
  KlToken token = { copy->text, MIN (copy->len, sizeof copy->text), copy->line };
  return token;
}

char *
kl_token_describe (const KlToken *token)
{
  GString *s = g_string_new ("'");
  size_t shown = MIN (token->len, KL_TOKEN_SHOWN);
  for (size_t i = 0; i < shown; i++)
    {
      unsigned char c = (unsigned char) token->text[i];
      if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\')
        g_string_append_c (s, (char) c);
      else
        g_string_append_printf (s, "\\x%02x", c);
    }
  if (shown < token->len)
    g_string_append (s, "...");
  g_string_append_c (s, '\'');
  return g_string_free (s, FALSE);
}

G_DEFINE_QUARK (kl-judge-error-quark, kl_judge_error)

gboolean
kl_judge_fail_token (KlJudge *judge, GError **error, const KlToken *token, const char *reason)
{
  g_autofree char *quoted = kl_token_describe (token);
  /* TRANSLATORS: "case 3, line 7: 'z99': not a square of the 8x8 board" */
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("case %llu, line %zu: %s: %s"),
               (unsigned long long) judge->case_no, token->line, quoted, reason);
  return FALSE;
}

gboolean
kl_judge_fail_end (KlJudge *judge, GError **error, const char *expected)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
               /* TRANSLATORS: the last %s names what is missing, e.g. "the target square" */
               _("case %llu, line %zu: the input ends where %s should be"),
               (unsigned long long) judge->case_no, kl_reader_line (judge->reader), _(expected));
  return FALSE;
}

gboolean
kl_judge_fail_status (KlJudge *judge, GError **error, kn_status status)
{
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_SOLVER, _("case %llu: %s"),
               (unsigned long long) judge->case_no, kn_status_str (status));
  return FALSE;
}

gboolean
kl_judge_token (KlJudge *judge, KlToken *token, const char *expected, GError **error)
{
  if (kl_reader_next (judge->reader, token))
    return TRUE;
  return kl_judge_fail_end (judge, error, expected);
}

gboolean
kl_judge_fail_int (KlJudge *judge, GError **error, const KlToken *token, gint64 min, gint64 max,
                   const char *expected)
{
  g_autofree char *reason =
    /* TRANSLATORS: "expected the side length, a whole number from 4 to 46340" */
    g_strdup_printf (_("expected %s, a whole number from %lld to %lld"),
                     _(expected), (long long) min, (long long) max);
  return kl_judge_fail_token (judge, error, token, reason);
}

gboolean
kl_judge_int (KlJudge *judge, gint64 min, gint64 max, const char *expected, gint64 *out,
              GError **error)
{
  KlToken tok;
  if (!kl_judge_token (judge, &tok, expected, error))
    return FALSE;
  if (kl_token_int (&tok, min, max, out))
    return TRUE;
  return kl_judge_fail_int (judge, error, &tok, min, max, expected);
}

gboolean
kl_judge_fail_square (KlJudge *judge, GError **error, const KlToken *token, kn_status status,
                      int32_t width, int32_t height, unsigned flags, const char *expected)
{
  g_autofree char *reason =
    status == KN_ERR_RANGE
      /* TRANSLATORS: "expected the start square, but it is not on the 8x8 board" */
      ? g_strdup_printf (_("expected %s, but it is not on the %dx%d board"),
                         _(expected), width, height)
      : g_strdup_printf (_("expected %s, in algebraic notation like %s"), _(expected),
                         (flags & KN_NOTATION_UPPERCASE) ? "D4" : "d4");
  return kl_judge_fail_token (judge, error, token, reason);
}

gboolean
kl_judge_square (KlJudge *judge, int32_t width, int32_t height, unsigned flags,
                 const char *expected, kn_square *out, KlToken *token, GError **error)
{
  KlToken tok;
  if (!kl_judge_token (judge, &tok, expected, error))
    return FALSE;
  if (token)
    *token = tok;
  kn_status st = kn_square_parse (tok.text, tok.len, width, height, flags, out);
  if (st == KN_OK)
    return TRUE;
  return kl_judge_fail_square (judge, error, &tok, st, width, height, flags, expected);
}
