/* test-judge.c - the judges' fast paths against the library, and their
 * streaming: the same answers and messages however the input arrives, each
 * answer before the next case is sent, memory flat in the input's length. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "judge-board8.h"
#include "judge.h"
#include "test-util.h"

static const char *const all_formats[] = { "obstacles", "moves", "moves-sized", "dynamic", "camelot", "tour" };

/* ------------------------------------------------------- running a judge */

typedef struct {
  char *out;
  size_t out_len;
  gboolean ok;
  char *message; /* NULL when ok */
} Result;

static void
result_clear (Result *r)
{
  free (r->out);
  g_free (r->message);
}

/* Feeds the input in chunks of 1..max_chunk bytes, as a pipe may. */
typedef struct {
  const char *data;
  size_t len, pos, max_chunk;
  guint64 rng;
  size_t fail_at; /* a read at or past this offset fails with EIO (SIZE_MAX: never) */
} Chunks;

static gssize
read_chunks (gpointer data, char *buf, gsize size)
{
  Chunks *c = data;
  if (c->pos >= c->fail_at)
    {
      errno = EIO;
      return -1;
    }
  size_t chunk = 1 + (size_t) tu_below (&c->rng, c->max_chunk);
  size_t n = MIN (MIN (size, c->len - c->pos), chunk);
  memcpy (buf, c->data + c->pos, n);
  c->pos += n;
  return (gssize) n;
}

static Result
run_reader (const char *format, KlReader *reader)
{
  Result r = { 0 };
  FILE *out = open_memstream (&r.out, &r.out_len);
  g_assert_nonnull (out);
  GError *error = NULL;
  r.ok = kl_judge_run (kl_judge_lookup (format), reader, out, &error);
  fclose (out);
  g_assert_true (r.ok == (error == NULL));
  if (error)
    r.message = g_strdup (error->message);
  g_clear_error (&error);
  kl_reader_clear (reader);
  return r;
}

/* The whole input in memory, as the importer and the fuzzers read it. */
static Result
judge_whole (const char *format, const char *in, size_t len)
{
  KlReader reader;
  kl_reader_init_static (&reader, in, len);
  return run_reader (format, &reader);
}

static Result
judge_streamed (const char *format, const char *in, size_t len, size_t buffer, size_t max_chunk,
                guint64 seed)
{
  Chunks c = { in, len, 0, max_chunk, seed, SIZE_MAX };
  KlReader reader;
  kl_reader_init_source (&reader, read_chunks, &c, buffer);
  return run_reader (format, &reader);
}

static void
assert_same_result (const Result *a, const Result *b)
{
  g_assert_cmpint (a->ok, ==, b->ok);
  g_assert_cmpstr (a->message, ==, b->message);
  g_assert_cmpuint (a->out_len, ==, b->out_len);
  g_assert_true (memcmp (a->out, b->out, a->out_len) == 0);
}

/* Runs format on in and asserts that it answers exactly want; frees both. */
static void
assert_answers (const char *format, GString *in, GString *want)
{
  Result r = judge_whole (format, in->str, in->len);
  g_assert_true (r.ok);
  g_assert_cmpstr (r.out, ==, want->str);
  result_clear (&r);
  g_string_free (in, TRUE);
  g_string_free (want, TRUE);
}

/* -------------------------------------------------------- random inputs */

static void
append_square (GString *s, int cell, char base)
{
  g_string_append_c (s, (char) (base + cell % 8));
  g_string_append_c (s, (char) ('1' + cell / 8));
}

/* A random well-formed input of format with n cases. */
static char *
random_input (const char *format, guint64 *rng, int n)
{
  GString *s = g_string_new (NULL);
  if (strcmp (format, "moves-sized") == 0)
    g_string_append_printf (s, "%d\n", n);
  for (int i = 0; i < n; i++)
    {
      if (strcmp (format, "obstacles") == 0)
        {
          guint64 used = 0;
          int nb = (int) tu_below (rng, 40);
          g_string_append_printf (s, "%d\n", nb);
          /* nb blocked squares on a line, then the start and the target. */
          for (int b = 0; b < nb + 2; b++)
            {
              int cell;
              do
                cell = (int) tu_below (rng, 64);
              while (used >> cell & 1);
              used |= (guint64) 1 << cell;
              if (b == nb)
                g_string_append_c (s, '\n');
              else if (b > 0)
                g_string_append_c (s, ' ');
              append_square (s, cell, 'a');
            }
          g_string_append_c (s, '\n');
        }
      else if (strcmp (format, "moves") == 0)
        {
          append_square (s, (int) tu_below (rng, 64), 'a');
          g_string_append_c (s, ' ');
          append_square (s, (int) tu_below (rng, 64), 'a');
          g_string_append_c (s, '\n');
        }
      else if (strcmp (format, "moves-sized") == 0)
        {
          int l = 4 + (int) tu_below (rng, 60);
          g_string_append_printf (s, "%d\n%d %d\n%d %d\n", l, (int) tu_below (rng, l),
                                  (int) tu_below (rng, l), (int) tu_below (rng, l), (int) tu_below (rng, l));
        }
      else if (strcmp (format, "dynamic") == 0)
        {
          int half = 1 + (int) tu_below (rng, 8), side = 2 * half;
          g_string_append_printf (s, "%d\n%d %d\n%d %d\n", half, 1 + (int) tu_below (rng, side),
                                  1 + (int) tu_below (rng, side), 1 + (int) tu_below (rng, side),
                                  1 + (int) tu_below (rng, side));
          int nb = (int) tu_below (rng, (guint64) side * side / 3 + 1);
          for (int b = 0; b < nb; b++)
            g_string_append_printf (s, "%d %d\n", 1 + (int) tu_below (rng, side), 1 + (int) tu_below (rng, side));
          g_string_append (s, "0 0\n");
        }
      else if (strcmp (format, "camelot") == 0)
        {
          guint64 used = 0;
          int pieces = 1 + (int) tu_below (rng, 12);
          for (int p = 0; p < pieces; p++)
            {
              int cell;
              do
                cell = (int) tu_below (rng, 64);
              while (used >> cell & 1);
              used |= (guint64) 1 << cell;
              append_square (s, cell, 'A');
            }
          g_string_append_c (s, '\n');
        }
      else
        g_string_append_printf (s, "%d\n", 1 + (int) tu_below (rng, 64));
    }
  if (strcmp (format, "obstacles") == 0 || strcmp (format, "tour") == 0)
    g_string_append (s, "-1\n");
  else if (strcmp (format, "dynamic") == 0)
    g_string_append (s, "0\n");
  return g_string_free (s, FALSE);
}

/* Changes a few bytes, cuts the input short, or stretches its whitespace. */
static void
mangle (GString *s, guint64 *rng)
{
  int edits = 1 + (int) tu_below (rng, 3);
  for (int e = 0; e < edits && s->len > 0; e++)
    {
      gsize at = (gsize) tu_below (rng, s->len);
      switch (tu_below (rng, 5))
        {
        case 0: s->str[at] = (char) tu_rand (rng); break;
        case 1: g_string_truncate (s, at); break;
        case 2: g_string_insert (s, (gssize) at, "   \t\r\n  "); break;
        case 3: g_string_insert (s, (gssize) at, "0000000000000000000000000000000000000000000000007 "); break;
        default: s->str[at] = "0123456789 -+\nabhzAH"[tu_below (rng, 20)]; break;
        }
    }
}

/* --------------------------------------------------------------- tests */

/* However the bytes arrive (one at a time, in odd chunks, a buffer smaller
 * than a token), the answers and the message are those of the whole input. */
static void
test_stream_same_as_whole (void)
{
  guint64 rng = 16;
  static const size_t buffers[] = { 1, 2, 3, 7, 64, 4096 };
  for (size_t f = 0; f < G_N_ELEMENTS (all_formats); f++)
    for (int i = 0; i < 150; i++)
      {
        g_autofree char *good = random_input (all_formats[f], &rng, 1 + (int) tu_below (&rng, 6));
        GString *in = g_string_new (good);
        if (i % 3)
          mangle (in, &rng);
        Result whole = judge_whole (all_formats[f], in->str, in->len);
        if (i % 3 == 0)
          {
            g_assert_true (whole.ok);
            g_assert_cmpuint (whole.out_len, >, 0);
          }
        for (size_t b = 0; b < G_N_ELEMENTS (buffers); b++)
          {
            Result part = judge_streamed (all_formats[f], in->str, in->len, buffers[b],
                                          1 + (size_t) tu_below (&rng, 9), tu_rand (&rng));
            assert_same_result (&whole, &part);
            result_clear (&part);
          }
        result_clear (&whole);
        g_string_free (in, TRUE);
      }
}

/* A read error ends the run with its own message, every earlier answer kept. */
static void
test_stream_read_error (void)
{
  const char *in = "e2 e4\na1 b2\nb2 c3\n";
  Chunks c = { in, strlen (in), 0, 1, 1, 8 };
  KlReader reader;
  kl_reader_init_source (&reader, read_chunks, &c, 4);
  Result r = run_reader ("moves", &reader);
  g_assert_false (r.ok);
  g_assert_true (g_str_has_prefix (r.message, "Cannot read the input: "));
  g_assert_cmpstr (r.out, ==, "To get from e2 to e4 takes 2 knight moves.\n");
  result_clear (&r);
}

/* Input that ends without its terminator, or is empty, is reported at the
 * case and line where the terminator should be; earlier answers are kept.
 * Formats without a terminator take empty input as no case. */
static void
test_terminators (void)
{
  static const struct {
    const char *format, *in, *out, *message;
  } cases[] = {
    { "obstacles", "", "", "case 1, line 1: the input ends where the closing -1 should be" },
    { "obstacles", "0\na1 b3\n", "Board 1:1 moves\n",
      "case 2, line 3: the input ends where the closing -1 should be" },
    { "dynamic", "", "", "case 1, line 1: the input ends where the closing 0 should be" },
    { "dynamic", "3\n1 1\n1 1\n0 0\n\n", "Result : 0\n",
      "case 2, line 6: the input ends where the closing 0 should be" },
    { "tour", "  \n\n", "", "case 1, line 3: the input ends where the closing -1 should be" },
    { "moves", "", "", NULL },
    { "camelot", "", "", NULL },
    { "moves-sized", "", "", "case 0, line 1: the input ends where the number of scenarios should be" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Result r = judge_whole (cases[i].format, cases[i].in, strlen (cases[i].in));
      g_assert_cmpstr (r.message, ==, cases[i].message);
      g_assert_cmpstr (r.out ? r.out : "", ==, cases[i].out);
      result_clear (&r);
    }
}

/* The obstacle that has one coordinate 0 names the 0 it was given. */
static void
test_dynamic_obstacle_token (void)
{
  static const struct {
    const char *in, *message;
  } cases[] = {
    { "3\n1 1\n2 2\n4 00\n0 0\n0\n", "case 1, line 4: '00': an obstacle needs both coordinates from 1 to 6 (0 0 ends the list)" },
    { "3\n1 1\n2 2\n+0\n\n5\n0 0\n0\n", "case 1, line 4: '+0': an obstacle needs both coordinates from 1 to 6 (0 0 ends the list)" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    for (size_t buffer = 1; buffer < 6; buffer++)
      {
        /* Streamed in single bytes, the 0 is long gone when the y is read. */
        Result r = judge_streamed ("dynamic", cases[i].in, strlen (cases[i].in), buffer, 1, 1);
        g_assert_cmpstr (r.message, ==, cases[i].message);
        result_clear (&r);
      }
}

/* The bitboard move generator against the definition of a knight move. */
static void
test_board8_moves (void)
{
  for (int from = 0; from < 64; from++)
    {
      uint64_t got = kl_board8_knight_moves ((uint64_t) 1 << from);
      for (int to = 0; to < 64; to++)
        {
          kn_square a = { from % 8, from / 8 }, b = { to % 8, to / 8 };
          g_assert_cmpint ((int) (got >> to & 1), ==, tu_is_leap (KN_KNIGHT, a, b) ? 1 : 0);
        }
    }
}

/* The obstacles judge against the library's A* and BFS on random boards. */
static void
test_obstacles_equals_library (void)
{
  guint64 rng = 7;
  GString *in = g_string_new (NULL);
  GString *want = g_string_new (NULL);
  for (int i = 0; i < 3000; i++)
    {
      kn_board *board = tu_random_board (&rng, 8, 8, (int) tu_below (&rng, 60), NULL, 0);
      int from, to;
      do
        from = (int) tu_below (&rng, 64), to = (int) tu_below (&rng, 64);
      while (!kn_board_is_free (board, (kn_square) { from % 8, from / 8 }) ||
             !kn_board_is_free (board, (kn_square) { to % 8, to / 8 }));
      GString *blocked = g_string_new (NULL);
      int n = 0;
      for (int c = 0; c < 64; c++)
        if (!kn_board_is_free (board, (kn_square) { c % 8, c / 8 }))
          {
            g_string_append_c (blocked, ' ');
            append_square (blocked, c, 'a');
            n++;
          }
      g_string_append_printf (in, "%d\n%s\n", n, blocked->str);
      append_square (in, from, 'a');
      g_string_append_c (in, ' ');
      append_square (in, to, 'a');
      g_string_append_c (in, '\n');
      int64_t moves;
      kn_square a = { from % 8, from / 8 }, b = { to % 8, to / 8 };
      g_assert_cmpint (kn_shortest_path (board, KN_KNIGHT, a, b, NULL, &moves, NULL), ==, KN_OK);
      kn_distmap *map = NULL;
      g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, a, NULL, &map), ==, KN_OK);
      g_assert_cmpint (kn_distmap_get (map, b), ==, moves);
      kn_distmap_free (map);
      if (moves < 0)
        g_string_append_printf (want, "Board %d:not reachable\n", i + 1);
      else
        g_string_append_printf (want, "Board %d:%" G_GINT64_FORMAT " moves\n", i + 1, (gint64) moves);
      g_string_free (blocked, TRUE);
      kn_board_free (board);
    }
  g_string_append (in, "-1\n");
  assert_answers ("obstacles", in, want);
}

/* Every pair of squares of the moves judge against the library's BFS. */
static void
test_moves_equals_library (void)
{
  kn_board *board = NULL;
  g_assert_cmpint (kn_board_new (8, 8, &board), ==, KN_OK);
  GString *in = g_string_new (NULL), *want = g_string_new (NULL);
  for (int from = 0; from < 64; from++)
    {
      kn_distmap *map = NULL;
      g_assert_cmpint (kn_distmap_compute (board, KN_KNIGHT, (kn_square) { from % 8, from / 8 },
                                           NULL, &map), ==, KN_OK);
      for (int to = 0; to < 64; to++)
        {
          GString *pair = g_string_new (NULL);
          append_square (pair, from, 'a');
          g_string_append (pair, " to ");
          append_square (pair, to, 'a');
          g_string_append_printf (in, "%.2s %.2s\n", pair->str, pair->str + 6);
          g_string_append_printf (want, "To get from %s takes %" G_GINT64_FORMAT " knight moves.\n",
                                  pair->str, (gint64) kn_distmap_get (map, (kn_square) { to % 8, to / 8 }));
          g_string_free (pair, TRUE);
        }
      kn_distmap_free (map);
    }
  assert_answers ("moves", in, want);
  kn_board_free (board);
}

/* The dynamic judge (rows up to 64 wide, the library beyond) against
 * kn_dynamic_solve on random boards, blocked starts and targets included. */
static void
test_dynamic_equals_library (void)
{
  guint64 rng = 633;
  GString *in = g_string_new (NULL), *want = g_string_new (NULL);
  for (int i = 0; i < 1500; i++)
    {
      int half = i % 50 == 0 ? 33 + (int) tu_below (&rng, 3) : 1 + (int) tu_below (&rng, 32);
      int side = 2 * half;
      kn_board *board = tu_random_board (&rng, side, side, (int) tu_below (&rng, 50), NULL, 0);
      kn_square a = { (int32_t) tu_below (&rng, side), (int32_t) tu_below (&rng, side) };
      kn_square b = i % 7 == 0 ? a : (kn_square) { (int32_t) tu_below (&rng, side), (int32_t) tu_below (&rng, side) };
      g_string_append_printf (in, "%d\n%d %d\n%d %d\n", half, a.x + 1, a.y + 1, b.x + 1, b.y + 1);
      for (int y = 0; y < side; y++)
        for (int x = 0; x < side; x++)
          if (!kn_board_is_free (board, (kn_square) { x, y }))
            g_string_append_printf (in, "%d %d\n", x + 1, y + 1);
      g_string_append (in, "0 0\n");
      int64_t moves;
      g_assert_cmpint (kn_dynamic_solve (board, a, b, NULL, &moves, NULL), ==, KN_OK);
      if (moves < 0)
        g_string_append (want, "Solution doesn't exist\n");
      else
        g_string_append_printf (want, "Result : %" G_GINT64_FORMAT "\n", (gint64) moves);
      kn_board_free (board);
    }
  g_string_append (in, "0\n");
  assert_answers ("dynamic", in, want);
}

/* The fast paths for squares and numbers agree with kn_square_parse and
 * kl_token_int on every short token, wherever the token ends in the buffer. */
static void
test_fast_paths_agree (void)
{
  const char alphabet[] = "aAhHiz01789+- \n";
  const size_t na = sizeof alphabet - 1;
  for (size_t a = 0; a < na; a++)
    for (size_t b = 0; b < na; b++)
      for (size_t c = 0; c <= na; c++)
        {
          char text[3] = { alphabet[a], alphabet[b], c < na ? alphabet[c] : 0 };
          size_t len = c < na ? 3 : 2;
          kn_square sq;
          for (size_t n = 1; n <= len; n++)
            {
              gboolean lower = kn_square_parse (text, n, 8, 8, 0, &sq) == KN_OK;
              gboolean upper = kn_square_parse (text, n, 8, 8, KN_NOTATION_UPPERCASE, &sq) == KN_OK;
              g_assert_cmpint (kl_judge_square8 (text, n, 'a') >= 0, ==, lower);
              g_assert_cmpint (kl_judge_square8 (text, n, 'A') >= 0, ==, upper);
              if (lower)
                g_assert_cmpint (kl_judge_square8 (text, n, 'a'), ==, sq.y * 8 + sq.x);
            }
        }
  /* Numbers: a stream of random tokens read by the fast path must give what
   * kl_token_int gives for each token. */
  guint64 rng = 5;
  for (int round = 0; round < 300; round++)
    {
      GString *s = g_string_new (NULL);
      GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
      int n = 1 + (int) tu_below (&rng, 30);
      for (int i = 0; i < n; i++)
        {
          GString *t = g_string_new (NULL);
          int digits = 1 + (int) tu_below (&rng, 12);
          if (tu_below (&rng, 8) == 0)
            g_string_append_c (t, "+-x"[tu_below (&rng, 3)]);
          for (int d = 0; d < digits; d++)
            g_string_append_c (t, (char) ('0' + tu_below (&rng, 10)));
          if (tu_below (&rng, 10) == 0)
            g_string_append_c (t, "a:9"[tu_below (&rng, 3)]);
          static const char *const gaps[] = { " ", "\n", "\t\r\n", "  \n\n " };
          g_string_append (s, t->str);
          g_string_append (s, gaps[tu_below (&rng, G_N_ELEMENTS (gaps))]);
          g_ptr_array_add (tokens, g_string_free (t, FALSE));
        }
      for (size_t buffer = 1; buffer < 24; buffer += 3)
        {
          Chunks c = { s->str, s->len, 0, 64, tu_rand (&rng), SIZE_MAX };
          KlReader reader;
          kl_reader_init_source (&reader, read_chunks, &c, buffer);
          KlJudge judge = { &reader, NULL, 1 };
          for (guint i = 0; i < tokens->len; i++)
            {
              const char *t = tokens->pdata[i];
              KlToken want = { t, strlen (t), 0 };
              gint64 want_v = 0, got_v = 0;
              gint64 lo = (gint64) tu_below (&rng, 100), hi = lo + (gint64) tu_below (&rng, 100000000);
              gboolean want_ok = kl_token_int (&want, lo, hi, &want_v);
              GError *error = NULL;
              KlToken got;
              gboolean got_ok = kl_judge_next_int (&judge, lo, hi, "a number", &got_v, &got, &error);
              g_assert_cmpint (got_ok, ==, want_ok);
              g_assert_cmpuint (got.len, ==, want.len);
              g_assert_true (memcmp (got.text, t, want.len) == 0);
              if (want_ok)
                g_assert_cmpint (got_v, ==, want_v);
              else
                g_assert_nonnull (strstr (error->message, "expected a number"));
              g_clear_error (&error);
            }
          kl_reader_clear (&reader);
        }
      g_ptr_array_free (tokens, TRUE);
      g_string_free (s, TRUE);
    }
}

/* ---------------------------------------------- knight-solve on a pipe */

typedef struct {
  pid_t pid;
  int in, out; /* our ends: its standard input and output */
} Child;

static Child
spawn_judge (const char *format, int stdin_fd)
{
  int to_child[2] = { -1, -1 }, from_child[2];
  if (stdin_fd < 0)
    g_assert_cmpint (pipe (to_child), ==, 0);
  g_assert_cmpint (pipe (from_child), ==, 0);
  pid_t pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      dup2 (stdin_fd >= 0 ? stdin_fd : to_child[0], 0);
      dup2 (from_child[1], 1);
      /* Our ends must close here too, or its input never ends. */
      if (stdin_fd < 0)
        close (to_child[1]);
      close (from_child[0]);
      int null = open ("/dev/null", O_WRONLY);
      dup2 (null, 2);
      const char *solver = g_getenv ("KNIGHT_SOLVE");
      execl (solver, solver, "--judge", format, (char *) NULL);
      _exit (127);
    }
  if (stdin_fd < 0)
    close (to_child[0]);
  close (from_child[1]);
  return (Child) { pid, to_child[1], from_child[0] };
}

/* Reads one line from fd, waiting for it at most a minute: a generous bound
 * that a judge which answers only at the end of its input still misses (it
 * would never answer: its input stays open). */
static char *
read_line (int fd)
{
  GString *s = g_string_new (NULL);
  for (;;)
    {
      struct pollfd p = { fd, POLLIN, 0 };
      int ready = poll (&p, 1, 60000);
      g_assert_cmpint (ready, ==, 1);
      char c;
      if (read (fd, &c, 1) != 1)
        break;
      g_string_append_c (s, c);
      if (c == '\n')
        break;
    }
  return g_string_free (s, FALSE);
}

static void
write_all (int fd, const char *text)
{
  size_t len = strlen (text);
  while (len > 0)
    {
      ssize_t n = write (fd, text, len);
      g_assert_cmpint (n, >, 0);
      text += n;
      len -= (size_t) n;
    }
}

/* Each answer comes while the input is still open: one case is written, its
 * answer read, then the next case, then the end. */
static void
test_answers_before_input_ends (void)
{
  static const struct {
    const char *format, *case1, *answer1, *case2, *answer2, *end;
  } cases[] = {
    { "obstacles", "0\na1 b3\n", "Board 1:1 moves\n", "1\nc2\na1 b3\n", "Board 2:1 moves\n", "-1\n" },
    { "moves", "e2 e4\n", "To get from e2 to e4 takes 2 knight moves.\n", "a1 b2\n",
      "To get from a1 to b2 takes 4 knight moves.\n", "" },
    { "moves-sized", "2\n8\n0 0\n7 0\n", "5\n", "10\n1 1\n1 1\n", "0\n", "" },
    { "dynamic", "3\n1 1\n1 1\n0 0\n", "Result : 0\n", "3\n1 1\n5 4\n2 2\n0 0\n", NULL, "0\n" },
    { "camelot", "D4A3A8H1H8\n", "10\n", "D4\n", "0\n", "" },
    { "tour", "1\n", NULL, "64\n", NULL, "-1\n" },
  };
  signal (SIGPIPE, SIG_IGN);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].format);
      Child c = spawn_judge (cases[i].format, -1);
      write_all (c.in, cases[i].case1);
      g_autofree char *got1 = read_line (c.out);
      if (cases[i].answer1)
        g_assert_cmpstr (got1, ==, cases[i].answer1);
      else
        g_assert_true (g_str_has_prefix (got1, "1 ") && g_str_has_suffix (got1, "\n"));
      write_all (c.in, cases[i].case2);
      g_autofree char *got2 = read_line (c.out);
      if (cases[i].answer2)
        g_assert_cmpstr (got2, ==, cases[i].answer2);
      else
        g_assert_true (g_str_has_suffix (got2, "\n"));
      write_all (c.in, cases[i].end);
      close (c.in);
      g_autofree char *rest = read_line (c.out);
      g_assert_cmpstr (rest, ==, "");
      close (c.out);
      int status;
      g_assert_cmpint (waitpid (c.pid, &status, 0), ==, c.pid);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
}

/* A field of /proc/PID/status, in KiB. */
static long
status_kib (pid_t pid, const char *field)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  const char *at = strstr (text, field);
  g_assert_nonnull (at);
  return strtol (at + strlen (field), NULL, 10);
}

/* The peak resident memory, in KiB, of knight-solve --judge format once it
 * has answered all n cases of input (which lacks its terminator, so the
 * judge is still running, waiting for more).  Read from the judge's own
 * VmHWM: the rusage of a child counts the memory of the parent it forked from. */
static long
peak_kib (const char *format, const char *input, int n)
{
  Child c = spawn_judge (format, -1);
  g_assert_cmpint (fcntl (c.in, F_SETFL, O_NONBLOCK), ==, 0);
  size_t len = strlen (input), sent = 0;
  int answers = 0;
  char buf[1 << 16];
  while (answers < n)
    {
      struct pollfd p[2] = { { c.out, POLLIN, 0 }, { sent < len ? c.in : -1, POLLOUT, 0 } };
      g_assert_cmpint (poll (p, 2, 60000), >, 0);
      if (p[1].revents & POLLOUT)
        {
          ssize_t w = write (c.in, input + sent, len - sent);
          g_assert_cmpint (w, >, 0);
          sent += (size_t) w;
        }
      if (p[0].revents & (POLLIN | POLLHUP))
        {
          ssize_t r = read (c.out, buf, sizeof buf);
          g_assert_cmpint (r, >, 0);
          for (ssize_t i = 0; i < r; i++)
            answers += buf[i] == '\n';
        }
    }
  long kib = status_kib (c.pid, "VmHWM:");
  close (c.in);
  close (c.out);
  int status;
  g_assert_cmpint (waitpid (c.pid, &status, 0), ==, c.pid);
  return kib;
}

/* Many MiB of cases take no more memory than 10 cases: the input is streamed. */
static void
test_memory_flat (void)
{
#if defined(__SANITIZE_ADDRESS__)
  /* Its quarantine and fake stacks grow with the work done. */
  g_test_skip ("AddressSanitizer's own memory hides the judge's");
  return;
#endif
  if (g_getenv ("KNIGHT_UNDER_VALGRIND"))
    {
      g_test_skip ("valgrind's own memory hides the judge's");
      return;
    }
  signal (SIGPIPE, SIG_IGN);
  guint64 rng = 1;
  const char *formats[] = { "obstacles", "moves", "dynamic" };
  for (size_t f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      int many = f == 0 ? 200000 : f == 1 ? 1000000 : 20000;
      g_autofree char *small = random_input (formats[f], &rng, 10);
      g_autofree char *large = random_input (formats[f], &rng, many);
      /* Without the terminator: the judge stays to be measured. */
      const char *end = f == 0 ? "\n-1\n" : f == 2 ? "\n0\n" : "\n";
      g_assert_true (g_str_has_suffix (small, end) && g_str_has_suffix (large, end));
      small[strlen (small) - strlen (end) + 1] = '\0';
      large[strlen (large) - strlen (end) + 1] = '\0';
      long a = peak_kib (formats[f], small, 10);
      long b = peak_kib (formats[f], large, many);
      g_test_message ("%s: %ld KiB for 10 cases, %ld KiB for %d cases (%zu MiB of input)",
                      formats[f], a, b, many, strlen (large) >> 20);
      /* The input is many MiB; a streamed run stays within 1 MiB of the small one. */
      g_assert_cmpint (b - a, <, 1024);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/judge/stream/same-as-whole-input", test_stream_same_as_whole);
  g_test_add_func ("/cli/judge/stream/read-error", test_stream_read_error);
  g_test_add_func ("/cli/judge/stream/answers-before-the-input-ends", test_answers_before_input_ends);
  g_test_add_func ("/cli/judge/stream/memory-flat", test_memory_flat);
  g_test_add_func ("/cli/judge/terminators", test_terminators);
  g_test_add_func ("/cli/judge/dynamic/obstacle-names-its-token", test_dynamic_obstacle_token);
  g_test_add_func ("/cli/judge/board8/knight-moves", test_board8_moves);
  g_test_add_func ("/cli/judge/obstacles/equals-library", test_obstacles_equals_library);
  g_test_add_func ("/cli/judge/moves/equals-library", test_moves_equals_library);
  g_test_add_func ("/cli/judge/dynamic/equals-library", test_dynamic_equals_library);
  g_test_add_func ("/cli/judge/fast-paths-agree", test_fast_paths_agree);
  return g_test_run ();
}
