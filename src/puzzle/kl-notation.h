/* kl-notation.h - the notations people write board sizes, leapers and squares
 * in, parsed by one set of rules for knight-solve's options, puzzle files and
 * the app; the letters of the dynamic knight's moves; and the words that
 * counts, lists and sentences are put together with. */
#pragma once

#include <glib.h>

#include "knight.h"

G_BEGIN_DECLS

#define KL_NOTATION_ERROR (kl_notation_error_quark ())
GQuark kl_notation_error_quark (void);

typedef enum
{
  KL_NOTATION_ERROR_SYNTAX, /* not written in the notation */
  KL_NOTATION_ERROR_RANGE,  /* well written, but out of range: off the board, too large */
  KL_NOTATION_ERROR_DUPLICATE, /* a square listed twice where each must be distinct */
} KlNotationError;

/* Every message names the token at fault, quoted as kl_token_describe
 * quotes judge input ("'z99' is not on the 8x8 board"), and is translated.
 * Callers add where the token came from ("--from: ", "[Puzzle 2] Start: "). */

/* "WxH" ("8x8"): each side a whole number from 1 to max_side, and at most
 * KN_MAX_SQUARES squares in all.  Outputs are written only on success. */
gboolean    kl_parse_size        (const char    *text,
                                  guint32        max_side,
                                  int32_t       *width,
                                  int32_t       *height,
                                  GError       **error);

/* "M,N" (each from 0 to KN_LEAPER_MAX, not both 0) or a name, in any case:
 * knight (1,2), camel (1,3), zebra (2,3), giraffe (1,4), antelope (3,4),
 * alfil (2,2), dabbaba (0,2), wazir (0,1), ferz (1,1). */
gboolean    kl_parse_leaper      (const char    *text,
                                  kn_leaper     *out,
                                  GError       **error);

/* One square of a width x height board: algebraic ("c3", "aa10") or
 * "file,rank" counted from 1 ("3,3" is c3).  No surrounding spaces. */
gboolean    kl_parse_square      (const char    *text,
                                  int32_t        width,
                                  int32_t        height,
                                  kn_square     *out,
                                  GError       **error);

typedef enum
{
  KL_SQUARE_LIST_DISTINCT = 1 << 0, /* a square given twice is an error */
} KlSquareListFlags;

/* Squares separated by commas, semicolons, spaces or tabs, algebraic and
 * file,rank mixed ("c1,d1,5,5", "c1 d1 d5"): an item that is a number is a
 * file and takes the next item as its rank.  Empty items are skipped.
 * Appends the squares (kn_square) to out in order; with
 * KL_SQUARE_LIST_DISTINCT a square already in out, or given twice, is an
 * error.  On error out is left as it was. */
gboolean    kl_parse_square_list (const char    *text,
                                  int32_t        width,
                                  int32_t        height,
                                  KlSquareListFlags flags,
                                  GArray        *out,
                                  GError       **error);

/* A count as people read it, digits grouped as the locale does
 * ("1,000,000"); g_free it. */
char       *kl_format_count      (guint64        n);
/* A number of any size, given as its decimal digits, grouped as
 * kl_format_count groups a guint64: by the locale's separator and
 * grouping (localeconv), "1,267,650,600,228,229,401,496,703,205,376";
 * g_free it. */
char       *kl_group_digits      (const char    *digits);
/* The same with the separator and grouping given (in localeconv's form:
 * "\3" groups of three, "\3\2" three then twos), for the tests. */
char       *kl_group_digits_as   (const char    *digits,
                                  const char    *separator,
                                  const char    *grouping);
/* The n to give ngettext for a count: it takes an unsigned long, which is
 * 32 bits on some systems, so larger counts take the plural of the largest. */
gulong      kl_plural_n          (guint64        n);

/* The name of cell y * width + x ("c3"); g_free it. */
char       *kl_cell_name         (int            cell,
                                  int            width);

/* Items as a list in words, the first shown of total named ("a, b and
 * c", "a, b, c and 12 more"); a sequence reads "a, b" to the end.
 * Translated; g_free it. */
char       *kl_join_list         (const char * const *items,
                                  guint          shown,
                                  guint64        total,
                                  gboolean       sequence);

/* How many squares a list in a sentence names before "and 12 more". */
#define KL_LIST_MAX 6

/* Items as a choice in words: "a", "a or b", "a, b or c".  Translated;
 * g_free it. */
char       *kl_join_choices      (const char * const *items,
                                  guint          n);

/* Squares (cells y * width + x) as a list in words: "a5", "a5 and b7",
 * "a5, b7 and c6", "a5, b7, c6, d5, e4, f3 and 12 more": at most max named.
 * A sequence (a queue) reads "b7, c6" to the end.  Translated; g_free it. */
char       *kl_square_list       (const int     *cells,
                                  guint          n,
                                  int            width,
                                  guint          max,
                                  gboolean       sequence);

/* Appends sentence to the sentences in *text (NULL or "" for none), with
 * what separates two sentences in the language: a space in English, nothing
 * in Chinese.  Replaces *text; g_free it. */
void        kl_add_sentence      (char         **text,
                                  const char    *sentence);

/* The letter of a dynamic knight's move: "K", "B" or "T"; "" for any other
 * move type.  Static storage; never translated. */
const char *kl_move_letter       (kn_move_type   type);

G_END_DECLS
