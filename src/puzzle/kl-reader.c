/* kl-reader.c - the tokenizer every judge format reads its input with, and its messages. */
#include "config.h"

#include "kl-reader.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>

/* No judge input comes near this; it keeps a runaway pipe from eating memory. */
#define KL_MAX_INPUT ((size_t) 1 << 30)

gboolean
kl_reader_load (KlReader *reader, FILE *in, GError **error)
{
  size_t cap = 1 << 16;
  memset (reader, 0, sizeof *reader);
  reader->line = 1;
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
}

void
kl_reader_clear (KlReader *reader)
{
  g_clear_pointer (&reader->data, g_free);
  reader->len = reader->pos = 0;
}

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

gboolean
kl_reader_next (KlReader *reader, KlToken *token)
{
  const char *d = reader->data;
  size_t pos = reader->pos, len = reader->len;
  while (pos < len && is_space (d[pos]))
    {
      if (d[pos] == '\n')
        reader->line++;
      pos++;
    }
  if (pos == len)
    {
      reader->pos = pos;
      return FALSE;
    }
  size_t start = pos;
  while (pos < len && !is_space (d[pos]))
    pos++;
  token->text = d + start;
  token->len = pos - start;
  token->line = reader->line;
  reader->pos = pos;
  return TRUE;
}

gboolean
kl_reader_next_line (KlReader *reader, KlToken *token)
{
  if (reader->pos >= reader->len)
    return FALSE;
  const char *d = reader->data;
  size_t start = reader->pos, end = start;
  while (end < reader->len && d[end] != '\n')
    end++;
  token->text = d + start;
  token->len = end - start;
  if (token->len > 0 && d[end - 1] == '\r')
    token->len--;
  token->line = reader->line;
  reader->pos = end < reader->len ? end + 1 : end;
  if (end < reader->len)
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

char *
kl_token_describe (const KlToken *token)
{
  GString *s = g_string_new ("'");
  size_t shown = MIN (token->len, 40);
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
kl_judge_int (KlJudge *judge, gint64 min, gint64 max, const char *expected, gint64 *out,
              GError **error)
{
  KlToken tok;
  if (!kl_judge_token (judge, &tok, expected, error))
    return FALSE;
  if (kl_token_int (&tok, min, max, out))
    return TRUE;
  g_autofree char *reason =
    /* TRANSLATORS: "expected the side length, a whole number from 4 to 46340" */
    g_strdup_printf (_("expected %s, a whole number from %lld to %lld"),
                     _(expected), (long long) min, (long long) max);
  return kl_judge_fail_token (judge, error, &tok, reason);
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
  g_autofree char *reason =
    st == KN_ERR_RANGE
      /* TRANSLATORS: "expected the start square, but it is not on the 8x8 board" */
      ? g_strdup_printf (_("expected %s, but it is not on the %dx%d board"),
                         _(expected), width, height)
      : g_strdup_printf (_("expected %s, in algebraic notation like %s"), _(expected),
                         (flags & KN_NOTATION_UPPERCASE) ? "D4" : "d4");
  return kl_judge_fail_token (judge, error, &tok, reason);
}

