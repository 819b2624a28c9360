/* kl-notation.c - board sizes, leapers and squares as people write them, and
 * the words that counts, lists and sentences are put together with. */
#include "config.h"

#include <glib/gi18n.h>
#include <limits.h>
#include <locale.h>
#include <string.h>

#include "kl-notation.h"
#include "kl-reader.h"

G_DEFINE_QUARK (kl-notation-error-quark, kl_notation_error)

static const struct
{
  const char *name;
  kn_leaper   leaper;
} leaper_names[] = {
  { "knight", { 1, 2 } },   { "camel", { 1, 3 } }, { "zebra", { 2, 3 } },
  { "giraffe", { 1, 4 } },  { "antelope", { 3, 4 } }, { "alfil", { 2, 2 } },
  { "dabbaba", { 0, 2 } },  { "wazir", { 0, 1 } }, { "ferz", { 1, 1 } },
};

/* The token as messages show it: quoted, bytes that are not printable
 * escaped, long tokens cut (the judges' messages show tokens the same way). */
static char *
quote (const char *text)
{
  KlToken token = { text, strlen (text), 0 };

  return kl_token_describe (&token);
}

/* A whole decimal number, digits only, at most max.  On failure *code says
 * whether the text is no number (SYNTAX) or a number too large (RANGE). */
static gboolean
parse_number (const char      *text,
              guint64          max,
              guint64         *out,
              KlNotationError *code)
{
  GError *local = NULL;

  if (g_ascii_string_to_unsigned (text, 10, 0, max, out, &local))
    return TRUE;
  *code = g_error_matches (local, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS)
            ? KL_NOTATION_ERROR_RANGE
            : KL_NOTATION_ERROR_SYNTAX;
  g_error_free (local);
  return FALSE;
}

/* Parses "A<sep>B" as two numbers up to max each.  FALSE with *code set
 * when either is missing, not a number or too large. */
static gboolean
parse_pair (const char      *text,
            char             sep,
            guint64          max,
            guint64         *a,
            guint64         *b,
            KlNotationError *code)
{
  const char *at = strchr (text, sep);
  KlNotationError code_a = KL_NOTATION_ERROR_RANGE, code_b = KL_NOTATION_ERROR_RANGE;
  gboolean ok_a, ok_b;

  if (at == NULL)
    {
      *code = KL_NOTATION_ERROR_SYNTAX;
      return FALSE;
    }
  g_autofree char *first = g_strndup (text, (gsize) (at - text));
  ok_a = parse_number (first, max, a, &code_a);
  ok_b = parse_number (at + 1, max, b, &code_b);
  if (ok_a && ok_b)
    return TRUE;
  /* Text that is not a pair of numbers is a syntax error even when one of
   * them is also too large. */
  *code = (!ok_a && code_a == KL_NOTATION_ERROR_SYNTAX) ||
              (!ok_b && code_b == KL_NOTATION_ERROR_SYNTAX)
            ? KL_NOTATION_ERROR_SYNTAX
            : KL_NOTATION_ERROR_RANGE;
  return FALSE;
}

gboolean
kl_parse_size (const char *text,
               guint32     max_side,
               int32_t    *width,
               int32_t    *height,
               GError    **error)
{
  g_autofree char *shown = quote (text);
  KlNotationError code = KL_NOTATION_ERROR_SYNTAX;
  guint64 w = 0, h = 0;
  gboolean ok = parse_pair (text, 'x', G_MAXUINT64, &w, &h, &code);

  if (!ok && code == KL_NOTATION_ERROR_SYNTAX)
    {
      g_set_error (error, KL_NOTATION_ERROR, code,
                   _("%s is not a board size: write it as WxH, for example 8x8"), shown);
      return FALSE;
    }
  if (!ok || w < 1 || h < 1 || w > max_side || h > max_side ||
      w > G_MAXINT32 || h > G_MAXINT32)
    {
      g_set_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_RANGE,
                   _("%s is not a board size: each side must be from 1 to %u"), shown,
                   MIN (max_side, (guint32) G_MAXINT32));
      return FALSE;
    }
  if (w * h > KN_MAX_SQUARES)
    {
      g_set_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_RANGE,
                   _("%s is too large: a board holds at most %llu squares"), shown,
                   (unsigned long long) KN_MAX_SQUARES);
      return FALSE;
    }
  *width = (int32_t) w;
  *height = (int32_t) h;
  return TRUE;
}

gboolean
kl_parse_leaper (const char *text,
                 kn_leaper  *out,
                 GError    **error)
{
  g_autofree char *shown = NULL;
  KlNotationError code = KL_NOTATION_ERROR_SYNTAX;
  guint64 m = 0, n = 0;
  gboolean ok;

  for (gsize i = 0; i < G_N_ELEMENTS (leaper_names); i++)
    if (g_ascii_strcasecmp (text, leaper_names[i].name) == 0)
      {
        *out = leaper_names[i].leaper;
        return TRUE;
      }
  shown = quote (text);
  ok = parse_pair (text, ',', G_MAXUINT64, &m, &n, &code);
  if (!ok && code == KL_NOTATION_ERROR_SYNTAX)
    {
      g_set_error (error, KL_NOTATION_ERROR, code,
                   _("%s is not a leaper: give M,N or a name such as knight, camel, zebra, giraffe"),
                   shown);
      return FALSE;
    }
  if (!ok || m > KN_LEAPER_MAX || n > KN_LEAPER_MAX || (m | n) == 0)
    {
      g_set_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_RANGE,
                   _("%s is not a leaper: M and N must each be from 0 to %d, not both 0"), shown,
                   KN_LEAPER_MAX);
      return FALSE;
    }
  out->m = (int32_t) m;
  out->n = (int32_t) n;
  return TRUE;
}

gboolean
kl_parse_square (const char *text,
                 int32_t     width,
                 int32_t     height,
                 kn_square  *out,
                 GError    **error)
{
  KlNotationError code = KL_NOTATION_ERROR_SYNTAX;
  g_autofree char *shown = NULL;
  guint64 x, y;

  if (strchr (text, ','))
    {
      if (parse_pair (text, ',', G_MAXUINT64, &x, &y, &code))
        {
          code = KL_NOTATION_ERROR_RANGE;
          if (x >= 1 && y >= 1 && x <= (guint64) width && y <= (guint64) height)
            {
              out->x = (int32_t) (x - 1);
              out->y = (int32_t) (y - 1);
              return TRUE;
            }
        }
    }
  else
    {
      kn_status st = kn_square_parse (text, strlen (text), width, height, 0, out);

      if (st == KN_OK)
        return TRUE;
      if (st == KN_ERR_RANGE)
        code = KL_NOTATION_ERROR_RANGE;
    }
  shown = quote (text);
  if (code == KL_NOTATION_ERROR_RANGE)
    g_set_error (error, KL_NOTATION_ERROR, code, _("%s is not on the %dx%d board"), shown, width,
                 height);
  else
    g_set_error (error, KL_NOTATION_ERROR, code,
                 _("%s is not a square: write it like c3, or as file,rank like 3,3"), shown);
  return FALSE;
}

static gpointer
square_key (kn_square sq,
            int32_t   width)
{
  /* A cell is below 2^31, so cell + 1 is a non-NULL pointer-sized key. */
  return GSIZE_TO_POINTER ((gsize) sq.y * (gsize) width + (gsize) sq.x + 1);
}

gboolean
kl_parse_square_list (const char        *text,
                      int32_t            width,
                      int32_t            height,
                      KlSquareListFlags  flags,
                      GArray            *out,
                      GError           **error)
{
  g_auto (GStrv) items = g_strsplit_set (text, ",; \t", -1);
  g_autoptr (GHashTable) seen = NULL;
  guint old_len = out->len;

  if (flags & KL_SQUARE_LIST_DISTINCT)
    {
      seen = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < out->len; i++)
        g_hash_table_add (seen, square_key (g_array_index (out, kn_square, i), width));
    }
  for (char **it = items; *it; it++)
    {
      g_autofree char *pair = NULL;
      const char *token = *it;
      kn_square sq;

      if (**it == '\0')
        continue;
      if (g_ascii_isdigit (**it))
        {
          char **rank = it + 1;

          while (*rank && **rank == '\0')
            rank++;
          if (*rank == NULL)
            {
              g_autofree char *shown = quote (*it);
              g_set_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_SYNTAX,
                           _("%s needs a rank after it, as in 3,3"), shown);
              goto failed;
            }
          token = pair = g_strconcat (*it, ",", *rank, NULL);
          it = rank;
        }
      if (!kl_parse_square (token, width, height, &sq, error))
        goto failed;
      if (seen && !g_hash_table_add (seen, square_key (sq, width)))
        {
          char name[KN_SQUARE_BUFSIZE];

          kn_square_format (sq, 0, name, sizeof name);
          g_set_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_DUPLICATE,
                       _("%s is listed twice"), name);
          goto failed;
        }
      g_array_append_val (out, sq);
    }
  return TRUE;

failed:
  g_array_set_size (out, old_len);
  return FALSE;
}

const char *
kl_move_letter (kn_move_type type)
{
  switch (type)
    {
    case KN_MOVE_DYN_K:
      return "K";
    case KN_MOVE_DYN_B:
      return "B";
    case KN_MOVE_DYN_T:
      return "T";
    case KN_MOVE_START:
    case KN_MOVE_LEAP:
    case KN_MOVE_KING:
    case KN_MOVE_RIDE:
    default:
      return "";
    }
}

char *
kl_format_count (guint64 n)
{
  /* The ' flag groups digits the way the locale does ("1,000,000"). */
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

char *
kl_group_digits_as (const char *digits,
                    const char *separator,
                    const char *grouping)
{
  gsize len = strlen (digits), pos = len;
  g_autofree gboolean *cut = g_new0 (gboolean, len + 1);
  GString *s = g_string_sized_new (len + len / 2);
  int size = 0;

  /* The groups from the right, as localeconv describes them: each element
   * a group's size, the last one repeated (an element 0, or the string's
   * end), CHAR_MAX or a negative one ending the grouping. */
  for (const char *g = separator != NULL && *separator ? grouping : "";;)
    {
      int c = *g;

      if (c == CHAR_MAX || c < 0)
        break;
      if (c != 0)
        {
          size = c;
          g++;
        }
      if (size == 0 || pos <= (gsize) size)
        break;
      pos -= (gsize) size;
      cut[pos] = TRUE;
    }
  for (gsize i = 0; i < len; i++)
    {
      if (cut[i])
        g_string_append (s, separator);
      g_string_append_c (s, digits[i]);
    }
  return g_string_free (s, FALSE);
}

char *
kl_group_digits (const char *digits)
{
  /* what the ' flag of printf reads, which kl_format_count uses */
  const struct lconv *lc = localeconv ();

  return kl_group_digits_as (digits, lc->thousands_sep, lc->grouping);
}

gulong
kl_plural_n (guint64 n)
{
  return (gulong) MIN (n, G_MAXULONG);
}

char *
kl_cell_name (int cell,
              int width)
{
  char buf[KN_SQUARE_BUFSIZE];

  kn_square_format ((kn_square) { cell % width, cell / width }, 0, buf, sizeof buf);
  return g_strdup (buf);
}

/* How a list's last two items are joined. */
typedef enum
{
  JOIN_COMMA,  /* "a, b, c" */
  JOIN_AND,    /* "a, b and c" */
  JOIN_OR      /* "a, b or c" */
} JoinLast;

/* items[0..n) in words; NULL when n is 0. */
static char *
join_items (const char * const *items,
            guint               n,
            JoinLast            last)
{
  char *s = NULL;

  for (guint i = 0; i < n; i++)
    {
      char *next;

      if (s == NULL)
        next = g_strdup (items[i]);
      else if (i + 1 == n && last == JOIN_AND)
        /* Translators: the last two items of a list ("b7 and c6") */
        next = g_strdup_printf (_("%s and %s"), s, items[i]);
      else if (i + 1 == n && last == JOIN_OR)
        /* Translators: the last of the choices in a list: "K (8 squares), B (1 square) or T (2
         * squares)", "a2 (3 onward moves), b5 (1) or e4 (5)" */
        next = g_strdup_printf (_("%s or %s"), s, items[i]);
      else
        /* Translators: items of a list ("a5, b7") */
        next = g_strdup_printf (_("%s, %s"), s, items[i]);
      g_free (s);
      s = next;
    }
  return s;
}

char *
kl_join_list (const char * const *items,
              guint               shown,
              guint64             total,
              gboolean            sequence)
{
  char *s = join_items (items, shown, shown == total && !sequence ? JOIN_AND : JOIN_COMMA);

  if (shown < total)
    {
      g_autofree char *count = kl_format_count (total - shown);
      /* Translators: the rest of a list of squares too long to show ("12 more") */
      g_autofree char *more = g_strdup_printf (ngettext ("%s more", "%s more",
                                                         kl_plural_n (total - shown)),
                                               count);
      char *next = g_strdup_printf (_("%s and %s"), s != NULL ? s : "", more);

      g_free (s);
      s = next;
    }
  return s != NULL ? s : g_strdup ("");
}

char *
kl_join_choices (const char * const *items,
                 guint               n)
{
  char *s = join_items (items, n, JOIN_OR);

  return s != NULL ? s : g_strdup ("");
}

char *
kl_square_list (const int *cells,
                guint      n,
                int        width,
                guint      max,
                gboolean   sequence)
{
  guint shown = MIN (n, max);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < shown; i++)
    g_ptr_array_add (names, kl_cell_name (cells[i], width));
  return kl_join_list ((const char * const *) names->pdata, shown, n, sequence);
}

void
kl_add_sentence (char      **text,
                 const char *sentence)
{
  char *joined;

  if (*text == NULL || **text == '\0')
    joined = g_strdup (sentence);
  /* Translators: two sentences of a narration, one after the other.  "%s %s" in most
   * languages; "%s%s" in Chinese or Japanese, whose full stop takes no space after it.
   * (A format rather than the separator alone, because an empty translation would read
   * as untranslated.) */
  else if (strcmp (C_("two sentences", "%s %s"), "%s %s") == 0)
    /* the usual separator, without the cost of parsing a format (a tour's
     * narration joins a sentence or two every step) */
    joined = g_strconcat (*text, " ", sentence, NULL);
  else
    joined = g_strdup_printf (C_("two sentences", "%s %s"), *text, sentence);
  g_free (*text);
  *text = joined;
}
