/* test-board.c - boards, square notation, leapers and status strings. */
#include <string.h>

#include "test-util.h"

static void
test_board_sizes (void)
{
  kn_board *b = NULL;
  g_assert_cmpint (kn_board_new (1, 1, &b), ==, KN_OK);
  g_assert_cmpuint (kn_board_squares (b), ==, 1);
  kn_board_free (b);
  g_assert_cmpint (kn_board_new (0, 8, &b), ==, KN_ERR_INVALID);
  g_assert_null (b);
  g_assert_cmpint (kn_board_new (8, -3, &b), ==, KN_ERR_INVALID);
  g_assert_cmpint (kn_board_new (65536, 32769, &b), ==, KN_ERR_TOO_LARGE);
  g_assert_cmpint (kn_board_new ((int64_t) 1 << 40, (int64_t) 1 << 40, &b), ==, KN_ERR_TOO_LARGE);
  g_assert_cmpint (kn_board_new (INT64_MAX, INT64_MAX, &b), ==, KN_ERR_TOO_LARGE);
  g_assert_cmpint (kn_board_new ((int64_t) KN_MAX_SQUARES + 1, 1, &b), ==, KN_ERR_TOO_LARGE);
  g_assert_null (b);
  /* The largest boards: the longest row, and 2^31 squares as a rectangle. */
  g_assert_cmpint (kn_board_new ((int64_t) KN_MAX_SQUARES, 1, &b), ==, KN_ERR_TOO_LARGE);
  g_assert_cmpint (kn_board_new (INT32_MAX, 1, &b), ==, KN_OK);
  g_assert_cmpuint (kn_board_squares (b), ==, KN_MAX_SQUARES - 1);
  kn_square last = { kn_board_width (b) - 1, 0 };
  g_assert_cmpint (kn_board_set_blocked (b, last, true), ==, KN_OK);
  g_assert_true (kn_board_squares (b) - 1 == kn_board_cell (b, last));
  g_assert_false (kn_board_is_free (b, last));
  kn_board_free (b);
  g_assert_cmpint (kn_board_new (65536, 32768, &b), ==, KN_OK);
  kn_square corner = { 65535, 32767 };
  g_assert_cmpuint (kn_board_cell (b, corner), ==, KN_MAX_SQUARES - 1);
  kn_square back = kn_board_square (b, kn_board_cell (b, corner));
  g_assert_true (back.x == corner.x && back.y == corner.y);
  kn_board_free (b);
  kn_board_free (NULL);
}

static void
test_board_blocked (void)
{
  kn_board *b = NULL, *c = NULL;
  g_assert_cmpint (kn_board_new (10, 7, &b), ==, KN_OK);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 3, 4 }, true), ==, KN_OK);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 3, 4 }, true), ==, KN_OK);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 9, 6 }, true), ==, KN_OK);
  g_assert_cmpuint (kn_board_blocked_count (b), ==, 2);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 10, 0 }, true), ==, KN_ERR_RANGE);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 0, -1 }, true), ==, KN_ERR_RANGE);
  g_assert_false (kn_board_is_free (b, (kn_square) { -1, 0 }));
  g_assert_false (kn_board_is_free (b, (kn_square) { 3, 4 }));
  g_assert_true (kn_board_is_free (b, (kn_square) { 4, 3 }));
  g_assert_cmpint (kn_board_copy (b, &c), ==, KN_OK);
  g_assert_cmpint (kn_board_set_blocked (b, (kn_square) { 3, 4 }, false), ==, KN_OK);
  g_assert_cmpuint (kn_board_blocked_count (b), ==, 1);
  g_assert_cmpuint (kn_board_blocked_count (c), ==, 2);
  g_assert_false (kn_board_is_free (c, (kn_square) { 3, 4 }));
  kn_board_clear (c);
  g_assert_cmpuint (kn_board_blocked_count (c), ==, 0);
  g_assert_true (kn_board_is_free (c, (kn_square) { 9, 6 }));
  kn_board_free (b);
  kn_board_free (c);
}

static void
test_notation_known (void)
{
  static const struct {
    const char *text;
    int32_t x, y;
  } cases[] = {
    { "a1", 0, 0 }, { "h8", 7, 7 }, { "z1", 25, 0 }, { "aa1", 26, 0 }, { "az10", 51, 9 },
    { "ba1", 52, 0 }, { "zz1", 701, 0 }, { "aaa1", 702, 0 }, { "all1000", 999, 999 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_square sq;
      g_assert_cmpint (kn_square_parse (cases[i].text, strlen (cases[i].text), 5000, 5000, 0, &sq), ==, KN_OK);
      g_assert_cmpint (sq.x, ==, cases[i].x);
      g_assert_cmpint (sq.y, ==, cases[i].y);
      char buf[KN_SQUARE_BUFSIZE];
      g_assert_cmpuint (kn_square_format (sq, 0, buf, sizeof buf), ==, strlen (cases[i].text));
      g_assert_cmpstr (buf, ==, cases[i].text);
    }
  kn_square sq;
  g_assert_cmpint (kn_square_parse ("D4", 2, 8, 8, KN_NOTATION_UPPERCASE, &sq), ==, KN_OK);
  g_assert_true (sq.x == 3 && sq.y == 3);
  char buf[4];
  /* Truncation works like snprintf: the full length comes back. */
  g_assert_cmpuint (kn_square_format ((kn_square) { 702, 99 }, 0, buf, sizeof buf), ==, 6);
  g_assert_cmpstr (buf, ==, "aaa");
}

static void
test_notation_roundtrip (void)
{
  /* Every file up to 20000 and a spread of ranks: format then parse is the identity. */
  for (int32_t x = 0; x < 20000; x++)
    {
      kn_square sq = { x, (x * 7919) % 100000 }, back;
      char buf[KN_SQUARE_BUFSIZE];
      size_t n = kn_square_format (sq, 0, buf, sizeof buf);
      g_assert_cmpint (kn_square_parse (buf, n, 20000, 100000, 0, &back), ==, KN_OK);
      g_assert_true (back.x == sq.x && back.y == sq.y);
    }
  /* The extreme corner of the largest boards. */
  kn_square far = { INT32_MAX - 1, 0 }, back;
  char buf[KN_SQUARE_BUFSIZE];
  size_t n = kn_square_format (far, 0, buf, sizeof buf);
  g_assert_cmpint (kn_square_parse (buf, n, INT32_MAX, 1, 0, &back), ==, KN_OK);
  g_assert_true (back.x == far.x && back.y == 0);
}

static void
test_notation_bad (void)
{
  static const struct {
    const char *text;
    kn_status want;
  } cases[] = {
    { "", KN_ERR_PARSE },     { "a", KN_ERR_PARSE },   { "1", KN_ERR_PARSE },
    { "a0", KN_ERR_PARSE },   { "a01", KN_ERR_PARSE }, { "A1", KN_ERR_PARSE },
    { "a1b", KN_ERR_PARSE },  { " a1", KN_ERR_PARSE }, { "a1 ", KN_ERR_PARSE },
    { "a-1", KN_ERR_PARSE },  { "i9", KN_ERR_RANGE },  { "z99", KN_ERR_RANGE },
    { "i1", KN_ERR_RANGE },   { "a9", KN_ERR_RANGE },  { "zzzzzzzzzzzzzzzzzz1", KN_ERR_RANGE },
    { "a99999999999999999999999", KN_ERR_RANGE },      { "é1", KN_ERR_PARSE },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      kn_square sq = { -7, -7 };
      g_test_message ("%s", cases[i].text);
      g_assert_cmpint (kn_square_parse (cases[i].text, strlen (cases[i].text), 8, 8, 0, &sq), ==, cases[i].want);
      g_assert_true (sq.x == -7 && sq.y == -7); /* untouched on error */
    }
  kn_square sq;
  g_assert_cmpint (kn_square_parse ("d4", 2, 8, 8, KN_NOTATION_UPPERCASE, &sq), ==, KN_ERR_PARSE);
  /* Length counts, not NUL: "a1" inside a longer buffer. */
  g_assert_cmpint (kn_square_parse ("a1xyz", 2, 8, 8, 0, &sq), ==, KN_OK);
  g_assert_cmpint (kn_square_parse (NULL, 0, 8, 8, 0, &sq), ==, KN_ERR_INVALID);
}

static void
test_notation_junk (void)
{
  /* Random bytes: never a crash, and whatever parses formats back the same. */
  guint64 rng = 42;
  for (int i = 0; i < 200000; i++)
    {
      char text[12];
      size_t len = (size_t) tu_below (&rng, sizeof text);
      for (size_t k = 0; k < len; k++)
        text[k] = (char) (tu_below (&rng, 4) ? "a1zZ90\n\0b"[tu_below (&rng, 10)] : (char) tu_rand (&rng));
      kn_square sq;
      kn_status st = kn_square_parse (text, len, 30, 30, 0, &sq);
      g_assert_true (st == KN_OK || st == KN_ERR_PARSE || st == KN_ERR_RANGE);
      if (st == KN_OK)
        {
          char buf[KN_SQUARE_BUFSIZE];
          g_assert_cmpuint (kn_square_format (sq, 0, buf, sizeof buf), ==, len);
          g_assert_true (memcmp (buf, text, len) == 0);
        }
    }
}

static void
test_leapers (void)
{
  kn_square o[8];
  g_assert_cmpuint (kn_leaper_offsets (KN_KNIGHT, o), ==, 8);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { 0, 1 }, o), ==, 4);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { 1, 1 }, o), ==, 4);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { 2, 2 }, o), ==, 4);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { 3, 1 }, o), ==, 8);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { 0, 0 }, o), ==, 0);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { -1, 2 }, o), ==, 0);
  g_assert_cmpuint (kn_leaper_offsets ((kn_leaper) { KN_LEAPER_MAX + 1, 1 }, o), ==, 0);
  /* Each offset is a move of the leaper, and they are distinct. */
  kn_leaper l = { 2, 3 };
  size_t n = kn_leaper_offsets (l, o);
  for (size_t i = 0; i < n; i++)
    {
      g_assert_true (tu_is_leap (l, (kn_square) { 0, 0 }, o[i]));
      for (size_t j = 0; j < i; j++)
        g_assert_false (o[i].x == o[j].x && o[i].y == o[j].y);
    }
}

static void
test_dynamic_moves (void)
{
  kn_board *b = NULL;
  kn_square out[8];
  g_assert_cmpint (kn_board_new (6, 6, &b), ==, KN_OK);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 0, 0 }, KN_MOVE_DYN_K, out), ==, 2);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 0, 0 }, KN_MOVE_DYN_B, out), ==, 1);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 0, 0 }, KN_MOVE_DYN_T, out), ==, 2);
  g_assert_true ((out[0].x == 5 && out[0].y == 0) || (out[1].x == 5 && out[1].y == 0));
  kn_board_set_blocked (b, (kn_square) { 5, 0 }, true);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 0, 0 }, KN_MOVE_DYN_T, out), ==, 1);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 0, 0 }, KN_MOVE_LEAP, out), ==, 0);
  kn_board_free (b);
  /* The middle file of an odd board mirrors onto itself: no move. */
  g_assert_cmpint (kn_board_new (5, 4, &b), ==, KN_OK);
  g_assert_cmpuint (kn_dynamic_moves (b, (kn_square) { 2, 0 }, KN_MOVE_DYN_T, out), ==, 1);
  kn_board_free (b);
}

static void
test_status_strings (void)
{
  for (int s = KN_OK; s <= KN_ERR_RANGE; s++)
    {
      g_assert_nonnull (kn_status_str ((kn_status) s));
      for (int t = KN_OK; t < s; t++)
        g_assert_cmpstr (kn_status_str ((kn_status) s), !=, kn_status_str ((kn_status) t));
    }
  g_assert_nonnull (kn_status_str ((kn_status) 999));
}

/* Exactly (1,2) and (2,1) are the knight, among every leaper. */
static void
test_is_knight (void)
{
  for (int32_t m = 0; m <= KN_LEAPER_MAX; m++)
    for (int32_t n = 0; n <= KN_LEAPER_MAX; n++)
      {
        kn_leaper l = { m, n };
        g_assert_true (kn_leaper_is_knight (l) == ((m == 1 && n == 2) || (m == 2 && n == 1)));
      }
  g_assert_true (kn_leaper_is_knight (KN_KNIGHT));
}

/* The library linked is the version of the header, and the number is the
 * three parts of the version. */
static void
test_version (void)
{
  g_assert_cmpuint (kn_version (), ==, KN_VERSION_NUMBER);
  g_assert_cmpuint (kn_version () / 10000, ==, KN_VERSION_MAJOR);
  g_assert_cmpuint (kn_version () / 100 % 100, ==, KN_VERSION_MINOR);
  g_assert_cmpuint (kn_version () % 100, ==, KN_VERSION_MICRO);
  g_assert_cmpuint (KN_VERSION_MINOR, <, 100);
  g_assert_cmpuint (KN_VERSION_MICRO, <, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/libknight/board/sizes", test_board_sizes);
  g_test_add_func ("/libknight/board/blocked", test_board_blocked);
  g_test_add_func ("/libknight/notation/known", test_notation_known);
  g_test_add_func ("/libknight/notation/roundtrip", test_notation_roundtrip);
  g_test_add_func ("/libknight/notation/bad", test_notation_bad);
  g_test_add_func ("/libknight/notation/junk", test_notation_junk);
  g_test_add_func ("/libknight/moves/leapers", test_leapers);
  g_test_add_func ("/libknight/moves/dynamic", test_dynamic_moves);
  g_test_add_func ("/libknight/moves/is-knight", test_is_knight);
  g_test_add_func ("/libknight/status/strings", test_status_strings);
  g_test_add_func ("/libknight/version", test_version);
  return g_test_run ();
}
