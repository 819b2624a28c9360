/* cmd-tour.c - "knight-solve tour": a knight's (or any leaper's) tour, open
 * or closed, printed as squares in visiting order, as text or JSON. */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>
#include <string.h>

/* A tour of 10^8 squares is about a gigabyte of text, so squares are
 * formatted from precomputed file and rank strings into one buffer and
 * written in large blocks rather than with a printf per square. */
#define OUT_BUFSIZE (1 << 20)
#define TABLE_MAX 65536

typedef struct {
  char text[12];
  guint8 len;
} Piece;

typedef struct {
  FILE *out;
  char *buf;
  size_t len;
  int32_t width, height;
  Piece *files, *ranks; /* min (side, TABLE_MAX) entries each */
} Writer;

static void
piece_fill (Piece *p, kn_square sq, gboolean file)
{
  char buf[KN_SQUARE_BUFSIZE];
  size_t n = kn_square_format (sq, 0, buf, sizeof buf);
  size_t letters = 0;
  while (letters < n && g_ascii_isalpha (buf[letters]))
    letters++;
  const char *from = file ? buf : buf + letters;
  size_t len = file ? letters : n - letters;
  memcpy (p->text, from, len);
  p->len = (guint8) len;
}

static void
writer_init (Writer *w, FILE *out, int32_t width, int32_t height)
{
  w->out = out;
  w->buf = g_malloc (OUT_BUFSIZE);
  w->len = 0;
  w->width = width;
  w->height = height;
  int32_t nf = MIN (width, TABLE_MAX), nr = MIN (height, TABLE_MAX);
  w->files = g_new (Piece, nf);
  w->ranks = g_new (Piece, nr);
  for (int32_t x = 0; x < nf; x++)
    piece_fill (&w->files[x], (kn_square) { x, 0 }, TRUE);
  for (int32_t y = 0; y < nr; y++)
    piece_fill (&w->ranks[y], (kn_square) { 0, y }, FALSE);
}

static void
writer_flush (Writer *w)
{
  fwrite (w->buf, 1, w->len, w->out);
  w->len = 0;
}

static void
writer_clear (Writer *w)
{
  writer_flush (w);
  g_free (w->buf);
  g_free (w->files);
  g_free (w->ranks);
}

static inline void
writer_bytes (Writer *w, const char *s, size_t n)
{
  if (w->len + n > OUT_BUFSIZE)
    writer_flush (w);
  memcpy (w->buf + w->len, s, n);
  w->len += n;
}

static inline void
writer_square (Writer *w, kn_cell cell)
{
  int32_t x = (int32_t) (cell % (guint32) w->width), y = (int32_t) (cell / (guint32) w->width);
  if (w->len + 2 * sizeof (Piece) > OUT_BUFSIZE)
    writer_flush (w);
  if (x < TABLE_MAX && y < TABLE_MAX)
    {
      const Piece *f = &w->files[x], *r = &w->ranks[y];
      memcpy (w->buf + w->len, f->text, sizeof f->text);
      w->len += f->len;
      memcpy (w->buf + w->len, r->text, sizeof r->text);
      w->len += r->len;
    }
  else
    {
      w->len += kn_square_format ((kn_square) { x, y }, 0, w->buf + w->len, KN_SQUARE_BUFSIZE);
    }
}

static const char *
outcome_name (kn_tour_outcome outcome)
{
  switch (outcome)
    {
    case KN_TOUR_FOUND: return "found";
    case KN_TOUR_NONE: return "none";
    default: return "gave-up";
    }
}

int
kl_cmd_tour (int argc, char **argv)
{
  KlBoardOptions opts = { 0 };
  g_autofree char *from_s = NULL, *to_s = NULL;
  gboolean closed = FALSE;
  gint64 budget = (gint64) KN_TOUR_DEFAULT_BUDGET, seed = 0;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s,
      N_("Start square (default: the solver picks)"), N_("SQ") },
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_s,
      N_("End square: the tour's last square (default: anywhere)"), N_("SQ") },
    { "closed", 'c', 0, G_OPTION_ARG_NONE, &closed,
      N_("A closed tour: the last square a move from the first"), NULL },
    { "budget", 0, 0, G_OPTION_ARG_INT64, &budget,
      N_("Give up after this many search nodes (0: never)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the tie-breaks (same seed, same tour)"), N_("N") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx =
    g_option_context_new (_("- a tour that visits every free square once"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  kl_board_options_add (ctx, &opts, TRUE);
  g_option_context_set_description (ctx,
                                    _("Example: knight-solve tour --size 8x8 --from a1 --to h7\n"
                                      "Exit status: 0 a tour, 1 proven that none exists, "
                                      "2 bad input, 3 the search gave up."));
  kn_board *board = NULL;
  kn_tour *tour = NULL;
  kn_tour_options o;
  kn_tour_options_init (&o);
  int status = KL_EXIT_ERROR;
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    goto out;
  if (argc > 1)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("Unexpected argument '%s'"), argv[1]);
      goto out;
    }
  if (budget < 0)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("--budget must not be negative"));
      goto out;
    }
  if (!kl_board_from_options (&opts, &board, &error) ||
      (opts.leaper && !kl_parse_leaper (opts.leaper, &o.leaper, &error)))
    goto out;
  if (from_s)
    {
      if (!kl_parse_square (from_s, board, &o.start, &error))
        goto out;
      if (!kn_board_is_free (board, o.start))
        {
          g_set_error (&error, KL_CLI_ERROR, 0, _("The start square must not be blocked"));
          goto out;
        }
      o.has_start = true;
    }
  if (to_s)
    {
      if (!kl_parse_square (to_s, board, &o.end, &error))
        goto out;
      if (!kn_board_is_free (board, o.end))
        {
          g_set_error (&error, KL_CLI_ERROR, 0, _("The end square must not be blocked"));
          goto out;
        }
      o.has_end = true;
    }
  o.closed = closed;
  o.seed = (uint64_t) seed;
  kn_limits limits = { (uint64_t) budget, NULL, NULL };
  kn_status st = kn_tour_solve (board, &o, &limits, &tour);
  if (st != KN_OK)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The search failed: %s"), kn_status_str (st));
      goto out;
    }

  kn_tour_outcome outcome = kn_tour_get_outcome (tour);
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (tour, &n);
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  Writer wr;
  if (opts.json)
    {
      /* closed: the tour's own property when found, else what was asked */
      gboolean is_closed = outcome == KN_TOUR_FOUND ? kn_tour_is_closed (tour) : closed;
      printf ("{\"found\":%s,\"outcome\":\"%s\",\"closed\":%s,\"width\":%d,\"height\":%d,"
              "\"leaper\":[%d,%d],\"nodes\":%" G_GUINT64_FORMAT ",\"squares\":[",
              outcome == KN_TOUR_FOUND ? "true" : "false", outcome_name (outcome),
              is_closed ? "true" : "false", w, h, o.leaper.m, o.leaper.n,
              kn_tour_nodes (tour));
      fflush (stdout);
      writer_init (&wr, stdout, w, h);
      for (size_t i = 0; i < n; i++)
        {
          writer_bytes (&wr, i ? ",\"" : "\"", i ? 2 : 1);
          writer_square (&wr, cells[i]);
          writer_bytes (&wr, "\"", 1);
        }
      writer_bytes (&wr, "]}\n", 3);
      writer_clear (&wr);
    }
  else if (outcome == KN_TOUR_FOUND)
    {
      /* TRANSLATORS: "Closed tour of 64 squares:" then the squares */
      if (kn_tour_is_closed (tour))
        printf (ngettext ("Closed tour of %zu square:\n", "Closed tour of %zu squares:\n",
                          (gulong) n),
                n);
      else
        printf (ngettext ("Open tour of %zu square:\n", "Open tour of %zu squares:\n", (gulong) n),
                n);
      fflush (stdout);
      writer_init (&wr, stdout, w, h);
      for (size_t i = 0; i < n; i++)
        {
          writer_square (&wr, cells[i]);
          /* One line a board width keeps lines short on huge boards. */
          writer_bytes (&wr, (i + 1) % (size_t) w == 0 || i + 1 == n ? "\n" : " ", 1);
        }
      writer_clear (&wr);
    }
  else if (outcome == KN_TOUR_NONE)
    {
      char sb[KN_SQUARE_BUFSIZE], eb[KN_SQUARE_BUFSIZE];
      if (o.has_end && o.has_start)
        printf (closed ? _("No closed tour from %s ends on %s (proven).\n")
                       : _("No tour from %s ends on %s (proven).\n"),
                kl_square_str (o.start, sb), kl_square_str (o.end, eb));
      else if (o.has_end)
        printf (closed ? _("No closed tour ends on %s (proven).\n")
                       : _("No tour ends on %s (proven).\n"),
                kl_square_str (o.end, eb));
      else if (o.has_start && !closed)
        printf (_("No tour starts on %s (proven).\n"), kl_square_str (o.start, sb));
      else
        printf ("%s\n",
                closed ? _("No closed tour exists (proven).") : _("No tour exists (proven)."));
    }
  else
    {
      /* TRANSLATORS: the search stopped at its node budget, the second number */
      printf (ngettext ("Gave up after %llu node without deciding (the budget is %llu).\n",
                        "Gave up after %llu nodes without deciding (the budget is %llu).\n",
                        (gulong) MIN (kn_tour_nodes (tour), G_MAXULONG)),
              (unsigned long long) kn_tour_nodes (tour), (unsigned long long) budget);
    }
  status = outcome == KN_TOUR_FOUND ? KL_EXIT_FOUND
           : outcome == KN_TOUR_NONE ? KL_EXIT_NONE
                                     : KL_EXIT_GAVE_UP;
out:
  kn_tour_free (tour);
  kn_board_free (board);
  kl_board_options_clear (&opts);
  return error ? kl_report (error) : status;
}
