/* test-notation.c - the one parser of board sizes, leapers and squares that
 * knight-solve's options, puzzle files and the app share, and the words
 * lists and sentences are put together with. */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "kl-i18n.h"
#include "kl-notation.h"
#include "test-util.h"

/* Checks a failed parse: its error's code, and a message that is UTF-8 and
 * quotes the token (when given). */
static void
assert_fails (gboolean ok, GError *error, KlNotationError code, const char *token)
{
  g_assert_false (ok);
  g_assert_error (error, KL_NOTATION_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (token)
    {
      g_autofree char *quoted = g_strdup_printf ("'%s'", token);
      g_assert_nonnull (strstr (error->message, quoted));
    }
  g_error_free (error);
}

static void
test_size (void)
{
  static const struct {
    const char *text;
    guint32 max;
    int32_t w, h;
  } good[] = {
    { "8x8", 1000, 8, 8 }, { "1x1", 1, 1, 1 }, { "1000x3", 1000, 1000, 3 },
    { "65536x32768", G_MAXINT32, 65536, 32768 }, { "2147483647x1", G_MAXINT32, G_MAXINT32, 1 },
    { "08x8", 1000, 8, 8 },
  };
  static const struct {
    const char *text;
    guint32 max;
    KlNotationError code;
  } bad[] = {
    { "", 1000, KL_NOTATION_ERROR_SYNTAX },       { "8", 1000, KL_NOTATION_ERROR_SYNTAX },
    { "8x", 1000, KL_NOTATION_ERROR_SYNTAX },     { "x8", 1000, KL_NOTATION_ERROR_SYNTAX },
    { "8X8", 1000, KL_NOTATION_ERROR_SYNTAX },    { "8x8x8", 1000, KL_NOTATION_ERROR_SYNTAX },
    { "-3x4", 1000, KL_NOTATION_ERROR_SYNTAX },   { "+3x4", 1000, KL_NOTATION_ERROR_SYNTAX },
    { " 8x8", 1000, KL_NOTATION_ERROR_SYNTAX },   { "8x8 ", 1000, KL_NOTATION_ERROR_SYNTAX },
    { "0x5", 1000, KL_NOTATION_ERROR_RANGE },     { "5x0", 1000, KL_NOTATION_ERROR_RANGE },
    { "1001x5", 1000, KL_NOTATION_ERROR_RANGE },
    { "46341x46341", G_MAXINT32, KL_NOTATION_ERROR_RANGE },
    { "2147483648x1", G_MAXINT32, KL_NOTATION_ERROR_RANGE },
    { "99999999999999999999999x1", G_MAXINT32, KL_NOTATION_ERROR_RANGE },
    { "9x\xff", 1000, KL_NOTATION_ERROR_SYNTAX },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      int32_t w = 0, h = 0;
      GError *error = NULL;
      g_assert_true (kl_parse_size (good[i].text, good[i].max, &w, &h, &error));
      g_assert_no_error (error);
      g_assert_cmpint (w, ==, good[i].w);
      g_assert_cmpint (h, ==, good[i].h);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      int32_t w = -5, h = -5;
      GError *error = NULL;
      gboolean ok = kl_parse_size (bad[i].text, bad[i].max, &w, &h, &error);
      assert_fails (ok, error, bad[i].code,
                    g_utf8_validate (bad[i].text, -1, NULL) ? bad[i].text : NULL);
      g_assert_cmpint (w, ==, -5);
    }
}

static void
test_leaper (void)
{
  static const struct {
    const char *text;
    int32_t m, n;
  } good[] = {
    { "knight", 1, 2 }, { "camel", 1, 3 },   { "zebra", 2, 3 },   { "giraffe", 1, 4 },
    { "antelope", 3, 4 }, { "alfil", 2, 2 }, { "dabbaba", 0, 2 }, { "wazir", 0, 1 },
    { "ferz", 1, 1 },   { "Knight", 1, 2 },  { "ZEBRA", 2, 3 },   { "1,2", 1, 2 },
    { "0,64", 0, 64 },  { "64,64", 64, 64 }, { "7,0", 7, 0 },
  };
  static const struct {
    const char *text;
    KlNotationError code;
  } bad[] = {
    { "", KL_NOTATION_ERROR_SYNTAX },      { "unicorn", KL_NOTATION_ERROR_SYNTAX },
    { "1", KL_NOTATION_ERROR_SYNTAX },     { "1,", KL_NOTATION_ERROR_SYNTAX },
    { "1,2,3", KL_NOTATION_ERROR_SYNTAX }, { "-1,2", KL_NOTATION_ERROR_SYNTAX },
    { "1, 2", KL_NOTATION_ERROR_SYNTAX },  { "0,0", KL_NOTATION_ERROR_RANGE },
    { "1,65", KL_NOTATION_ERROR_RANGE },   { "99999999999999999999999,1", KL_NOTATION_ERROR_RANGE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      kn_leaper l = { -1, -1 };
      g_assert_true (kl_parse_leaper (good[i].text, &l, NULL));
      g_assert_cmpint (l.m, ==, good[i].m);
      g_assert_cmpint (l.n, ==, good[i].n);
      g_assert_true (kn_leaper_valid (l));
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      kn_leaper l = { -1, -1 };
      GError *error = NULL;
      gboolean ok = kl_parse_leaper (bad[i].text, &l, &error);
      assert_fails (ok, error, bad[i].code, bad[i].text);
      g_assert_cmpint (l.m, ==, -1);
    }
  /* Every M,N that parses is a valid leaper, and every valid one parses. */
  for (int m = 0; m <= KN_LEAPER_MAX + 1; m++)
    for (int n = 0; n <= KN_LEAPER_MAX + 1; n++)
      {
        g_autofree char *text = g_strdup_printf ("%d,%d", m, n);
        kn_leaper l;
        gboolean ok = kl_parse_leaper (text, &l, NULL);
        g_assert_true (ok == kn_leaper_valid ((kn_leaper) { m, n }));
        g_assert_true (!ok || (l.m == m && l.n == n));
      }
}

/* Random squares of random boards, written both ways, parse back. */
static void
test_square_round_trip (void)
{
  guint64 rng = 3;
  for (int i = 0; i < 20000; i++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, i % 2 ? 30 : 100000);
      int32_t h = 1 + (int32_t) tu_below (&rng, 100000);
      kn_square sq = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) }, back;
      char name[KN_SQUARE_BUFSIZE];
      g_autofree char *pair = g_strdup_printf ("%d,%d", sq.x + 1, sq.y + 1);
      kn_square_format (sq, 0, name, sizeof name);
      g_assert_true (kl_parse_square (name, w, h, &back, NULL));
      g_assert_true (back.x == sq.x && back.y == sq.y);
      g_assert_true (kl_parse_square (pair, w, h, &back, NULL));
      g_assert_true (back.x == sq.x && back.y == sq.y);
    }
}

static void
test_square_errors (void)
{
  static const struct {
    const char *text;
    KlNotationError code;
  } bad[] = {
    { "", KL_NOTATION_ERROR_SYNTAX },    { "c", KL_NOTATION_ERROR_SYNTAX },
    { "3", KL_NOTATION_ERROR_SYNTAX },   { "C3", KL_NOTATION_ERROR_SYNTAX },
    { "c03", KL_NOTATION_ERROR_SYNTAX }, { "c3 ", KL_NOTATION_ERROR_SYNTAX },
    { "3,", KL_NOTATION_ERROR_SYNTAX },  { ",3", KL_NOTATION_ERROR_SYNTAX },
    { "3,3,3", KL_NOTATION_ERROR_SYNTAX }, { "3,c", KL_NOTATION_ERROR_SYNTAX },
    { "i1", KL_NOTATION_ERROR_RANGE },   { "a9", KL_NOTATION_ERROR_RANGE },
    { "z99", KL_NOTATION_ERROR_RANGE },  { "0,1", KL_NOTATION_ERROR_RANGE },
    { "9,1", KL_NOTATION_ERROR_RANGE },  { "1,99999999999999999999999", KL_NOTATION_ERROR_RANGE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      kn_square sq = { -7, -7 };
      GError *error = NULL;
      gboolean ok = kl_parse_square (bad[i].text, 8, 8, &sq, &error);
      if (bad[i].code == KL_NOTATION_ERROR_RANGE)
        g_assert_nonnull (strstr (error->message, "is not on the 8x8 board"));
      assert_fails (ok, error, bad[i].code, bad[i].text);
      g_assert_cmpint (sq.x, ==, -7);
    }
  /* A token that is not text is shown escaped, so the message stays UTF-8. */
  GError *error = NULL;
  kn_square sq;
  g_assert_false (kl_parse_square ("c\xff\x01", 8, 8, &sq, &error));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, "'c\\xff\\x01'"));
  g_error_free (error);
}

/* Lists: random squares written in a random mix of the two notations and
 * separators parse back to the same squares in order. */
static void
test_square_list (void)
{
  guint64 rng = 11;
  const char *seps[] = { ",", " ", ";", "\t", ", ", " ,  " };
  for (int round = 0; round < 2000; round++)
    {
      int32_t w = 1 + (int32_t) tu_below (&rng, 60), h = 1 + (int32_t) tu_below (&rng, 60);
      guint n = (guint) tu_below (&rng, 12);
      GString *text = g_string_new (tu_below (&rng, 2) ? " " : "");
      g_autoptr (GArray) want = g_array_new (FALSE, FALSE, sizeof (kn_square));
      g_autoptr (GArray) got = g_array_new (FALSE, FALSE, sizeof (kn_square));
      for (guint i = 0; i < n; i++)
        {
          kn_square sq = { (int32_t) tu_below (&rng, w), (int32_t) tu_below (&rng, h) };
          char name[KN_SQUARE_BUFSIZE];
          const char *sep = seps[tu_below (&rng, G_N_ELEMENTS (seps))];
          g_array_append_val (want, sq);
          if (i)
            g_string_append (text, sep);
          kn_square_format (sq, 0, name, sizeof name);
          if (tu_below (&rng, 2))
            g_string_append (text, name);
          else
            g_string_append_printf (text, "%d%s%d", sq.x + 1, sep, sq.y + 1);
        }
      GError *error = NULL;
      g_assert_true (kl_parse_square_list (text->str, w, h, 0, got, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (got->len, ==, want->len);
      for (guint i = 0; i < n; i++)
        {
          kn_square a = g_array_index (got, kn_square, i), b = g_array_index (want, kn_square, i);
          g_assert_true (a.x == b.x && a.y == b.y);
        }
      /* With DISTINCT: accepted exactly when no square repeats, and then the same. */
      gboolean repeats = FALSE;
      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < i; j++)
          repeats |= g_array_index (want, kn_square, i).x == g_array_index (want, kn_square, j).x &&
                     g_array_index (want, kn_square, i).y == g_array_index (want, kn_square, j).y;
      g_array_set_size (got, 0);
      gboolean ok = kl_parse_square_list (text->str, w, h, KL_SQUARE_LIST_DISTINCT, got, &error);
      g_assert_true (ok == !repeats);
      if (!ok)
        {
          g_assert_error (error, KL_NOTATION_ERROR, KL_NOTATION_ERROR_DUPLICATE);
          g_assert_nonnull (strstr (error->message, "listed twice"));
          g_assert_cmpuint (got->len, ==, 0);
          g_clear_error (&error);
        }
      g_string_free (text, TRUE);
    }
}

static void
test_square_list_errors (void)
{
  static const struct {
    const char *text, *message;
    KlNotationError code;
  } bad[] = {
    { "c1,3", "'3' needs a rank after it", KL_NOTATION_ERROR_SYNTAX },
    { "c1,3,,", "'3' needs a rank after it", KL_NOTATION_ERROR_SYNTAX },
    { "c1,3,c4", "'3,c4' is not a square", KL_NOTATION_ERROR_SYNTAX },
    { "c1 %%", "'%%' is not a square", KL_NOTATION_ERROR_SYNTAX },
    { "c1,i9", "'i9' is not on the 8x8 board", KL_NOTATION_ERROR_RANGE },
    { "c1,9,9", "'9,9' is not on the 8x8 board", KL_NOTATION_ERROR_RANGE },
    { "a2,b3", "a2 is listed twice", KL_NOTATION_ERROR_DUPLICATE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (kn_square));
      kn_square before = { 0, 1 };
      GError *error = NULL;
      /* What is in out already counts for DISTINCT, and stays on error. */
      g_array_append_val (out, before);
      g_assert_false (
        kl_parse_square_list (bad[i].text, 8, 8, KL_SQUARE_LIST_DISTINCT, out, &error));
      g_assert_error (error, KL_NOTATION_ERROR, (gint) bad[i].code);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, bad[i].message));
      g_assert_cmpuint (out->len, ==, 1);
      g_error_free (error);
    }
  g_autoptr (GArray) none = g_array_new (FALSE, FALSE, sizeof (kn_square));
  g_assert_true (kl_parse_square_list ("", 8, 8, 0, none, NULL));
  g_assert_true (kl_parse_square_list (" ,; \t", 8, 8, 0, none, NULL));
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_move_letter (void)
{
  g_assert_cmpstr (kl_move_letter (KN_MOVE_DYN_K), ==, "K");
  g_assert_cmpstr (kl_move_letter (KN_MOVE_DYN_B), ==, "B");
  g_assert_cmpstr (kl_move_letter (KN_MOVE_DYN_T), ==, "T");
  g_assert_cmpstr (kl_move_letter (KN_MOVE_LEAP), ==, "");
  g_assert_cmpstr (kl_move_letter (KN_MOVE_START), ==, "");
}

/* A choice names every item once, in order: the last two joined by " or ",
 * the others by ", ". */
static void
test_join_choices (void)
{
  static const char * const items[] = { "K (8 squares)", "B (1 square)", "T (2 squares)", "e4",
                                         "f5" };

  for (guint n = 0; n <= G_N_ELEMENTS (items); n++)
    {
      g_autofree char *got = kl_join_choices (items, n);
      g_autoptr(GString) want = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (want, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ", items[i]);
      g_assert_cmpstr (got, ==, want->str);
    }
}

/* Sentences follow each other, each once and whole, a space apart in
 * English; the first needs nothing before it. */
static void
test_add_sentence (void)
{
  static const char * const sentences[] = { "Layer 1: a.", "The route goes on.", "Done." };
  char *text = NULL;
  g_autoptr(GString) want = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sentences); i++)
    {
      kl_add_sentence (&text, sentences[i]);
      g_string_append_printf (want, "%s%s", i == 0 ? "" : " ", sentences[i]);
      g_assert_cmpstr (text, ==, want->str);
    }
  g_free (text);

  text = g_strdup ("");
  kl_add_sentence (&text, "Alone.");
  g_assert_cmpstr (text, ==, "Alone.");
  g_free (text);
}

/* What separates two sentences is the translators': a catalogue that
 * translates it "%s%s", as Chinese does, joins them without a space. */
static void
test_sentence_separator (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-notation-XXXXXX", NULL);
  g_autofree char *po = g_build_filename (dir, "zz.po", NULL);
  g_autofree char *lang = g_build_filename (dir, "zz", NULL);
  g_autofree char *messages = g_build_filename (lang, "LC_MESSAGES", NULL);
  g_autofree char *mo = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  const char *catalogue = "msgid \"\"\n"
                          "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                          "msgctxt \"two sentences\"\n"
                          "msgid \"%s %s\"\n"
                          "msgstr \"%s%s\"\n";
  const char *argv[] = { "msgfmt", "-o", mo, po, NULL };
  g_autoptr(GError) error = NULL;
  int status = -1;
  char *text = g_strdup ("车在这里。");

  g_assert_nonnull (dir);
  g_assert_true (g_file_set_contents (po, catalogue, -1, &error));
  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_true (g_spawn_check_wait_status (status, &error));

  g_setenv ("KNIGHT_LAB_LOCALEDIR", dir, TRUE);
  g_setenv ("LANGUAGE", "zz", TRUE);
  setlocale (LC_ALL, "");
  kl_i18n_init ();
  kl_add_sentence (&text, "马跳到这里。");
  g_assert_cmpstr (text, ==, "车在这里。马跳到这里。");
  g_free (text);

  /* back to English for whatever runs next */
  g_unsetenv ("LANGUAGE");
  g_unsetenv ("KNIGHT_LAB_LOCALEDIR");
  kl_i18n_init ();
  g_assert_no_errno (g_remove (mo));
  g_assert_no_errno (g_remove (po));
  g_assert_no_errno (g_rmdir (messages));
  g_assert_no_errno (g_rmdir (lang));
  g_assert_no_errno (g_rmdir (dir));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/size", test_size);
  g_test_add_func ("/notation/leaper", test_leaper);
  g_test_add_func ("/notation/square/round-trip", test_square_round_trip);
  g_test_add_func ("/notation/square/errors", test_square_errors);
  g_test_add_func ("/notation/square-list/round-trip", test_square_list);
  g_test_add_func ("/notation/square-list/errors", test_square_list_errors);
  g_test_add_func ("/notation/move-letter", test_move_letter);
  g_test_add_func ("/notation/words/choices", test_join_choices);
  g_test_add_func ("/notation/words/sentences", test_add_sentence);
  g_test_add_func ("/notation/words/sentence-separator", test_sentence_separator);
  return g_test_run ();
}
