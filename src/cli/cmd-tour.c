/* cmd-tour.c - "knight-solve tour": a knight's (or any leaper's) tour, open
 * or closed, printed as squares in visiting order, as text or JSON; with
 * --explain, the tour (or its search) step by step. */
#include "config.h"

#include "cli-common.h"
#include "cli-explain.h"
#include "cli-json.h"
#include "kl-algorithm.h"

#include <glib/gi18n.h>
#include <string.h>

/* A tour of 10^8 squares is about a gigabyte of text, so squares are
 * formatted from precomputed file and rank strings into one buffer and
 * written in large blocks rather than with a printf per square. */
#define OUT_BUFSIZE (1 << 20)
#define TABLE_MAX 65536

/* --explain prints this many steps unless --steps says otherwise: a whole
 * 8 x 8 tour and the start of a big one, whose million steps would be a
 * million lines. */
#define EXPLAIN_STEPS 1000
/* The search's trace kept for --explain: the route's notes need a trace,
 * and the tour's first step counts its backtracks; --search keeps the
 * steps it prints, at most TRACE_MAX (20 bytes an event). */
#define TRACE_ROUTE 200000
#define TRACE_MAX 1000000

typedef struct {
  char text[12];
  guint8 len;
} Piece;

typedef struct {
  FILE *out;
  char *buf;
  size_t len;
  gboolean failed; /* a write failed (a full disk): the rest is not formatted */
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
  w->failed = FALSE;
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
  if (!w->failed && fwrite (w->buf, 1, w->len, w->out) != w->len)
    w->failed = TRUE;
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

/* Writes the name of cell at dst, which has room for KN_SQUARE_BUFSIZE
 * bytes, from the tables when they hold its file and rank; returns its
 * length (no NUL is written). */
static inline size_t
writer_name (const Writer *w, kn_cell cell, char *dst)
{
  int32_t x = (int32_t) (cell % (guint32) w->width), y = (int32_t) (cell / (guint32) w->width);
  if (x < TABLE_MAX && y < TABLE_MAX)
    {
      const Piece *f = &w->files[x], *r = &w->ranks[y];
      memcpy (dst, f->text, sizeof f->text);
      memcpy (dst + f->len, r->text, sizeof r->text);
      return (size_t) f->len + r->len;
    }
  return kn_square_format ((kn_square) { x, y }, 0, dst, KN_SQUARE_BUFSIZE);
}

static inline void
writer_square (Writer *w, kn_cell cell)
{
  if (w->len + KN_SQUARE_BUFSIZE > OUT_BUFSIZE)
    writer_flush (w);
  w->len += writer_name (w, cell, w->buf + w->len);
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

/* The JSON answer: the squares are streamed, as a tour may have 10^8; with
 * ex, its explanation after them (max_steps of it, 0: all). */
static void
print_json (const kn_board *board, const KlSolution *sol, const KlExplain *ex, guint max_steps)
{
  kn_tour_outcome outcome = sol->tour_outcome;
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (sol->tour, &n);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  KlJsonStream *out = kl_json_stream_new (stdout);

  json_builder_begin_object (b);
  kl_json_set_bool (b, "found", outcome == KN_TOUR_FOUND);
  kl_json_set_string (b, "outcome", outcome_name (outcome));
  kl_json_set_string (b, "headline", sol->headline);
  /* closed: what the tour is (false without one); asked_closed: what was asked */
  kl_json_set_bool (b, "closed", sol->closed);
  kl_json_set_bool (b, "asked_closed", sol->asked_closed);
  kl_json_set_int (b, "width", kn_board_width (board));
  kl_json_set_int (b, "height", kn_board_height (board));
  json_builder_set_member_name (b, "leaper");
  kl_json_add_pair (b, sol->leaper.m, sol->leaper.n);
  kl_json_set_int (b, "nodes", (gint64) sol->nodes);
  kl_json_set_string (b, "algorithm", kl_algorithm_to_string (sol->algorithm));
  kl_json_add_work (b, &sol->work);
  kl_reason_add_json (sol->reason, b, FALSE);
  if (ex == NULL)
    {
      json_builder_set_member_name (b, "squares");
      json_builder_begin_array (b);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  if (ex == NULL)
    kl_json_stream_open (out, json_builder_get_root (b));
  else
    {
      /* the squares as a member of their own, the explanation after them */
      kl_json_stream_open_object (out, json_builder_get_root (b));
      kl_json_stream_open_member (out, "squares", kl_json_empty_array ());
    }
  /* The names come from the text's tables, written in place: formatting
   * 10^8 squares one by one took as long as generating their JSON. */
  Writer names;
  writer_init (&names, stdout, kn_board_width (board), kn_board_height (board));
  for (size_t i = 0; i < n && kl_json_stream_ok (out); i++)
    {
      char *name = kl_json_stream_reserve_string (out, KN_SQUARE_BUFSIZE);
      kl_json_stream_add_reserved (out, writer_name (&names, cells[i], name));
    }
  writer_clear (&names);
  if (ex != NULL)
    {
      kl_json_stream_close (out);
      kl_explain_stream_json (out, ex, max_steps);
    }
  kl_json_stream_finish (out);
}

int
kl_cmd_tour (int argc, char **argv)
{
  KlCommand cmd;
  g_autofree char *from_s = NULL, *to_s = NULL;
  gboolean closed = FALSE, search = FALSE;
  gint64 budget = (gint64) KN_TOUR_DEFAULT_BUDGET, seed = 0, steps = -1;
  GError *error = NULL;
  const GOptionEntry entries[] = {
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
    { "search", 's', 0, G_OPTION_ARG_NONE, &search,
      N_("With --explain: the search step by step, backtracks and all, not the tour"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_INT64, &steps,
      N_("With --explain: print the first N steps (default 1000; 0: all)"), N_("N") },
    { NULL }
  };
  g_autoptr (KlSolution) sol = NULL;
  KlSolveOptions options;
  KlPieces pieces = { -1, -1, -1, NULL, 0 };
  kn_square sq;
  kl_command_init (&cmd, "tour", _("- a tour that visits every free square once"),
                   _("Example: knight-solve tour --size 8x8 --from a1 --to h7\n"
                     "Exit status: 0 a tour, 1 proven that none exists, "
                     "2 bad input, 3 the search gave up."),
                   entries,
                   KL_COMMAND_BOARD | KL_COMMAND_LEAPER | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN
                     | KL_COMMAND_EXPORT);
  kl_command_add_algorithm (&cmd, KL_MODE_TOUR);
  if (!kl_command_parse (&cmd, argc, argv, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (budget < 0)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, _("--budget must not be negative"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  if ((search || steps >= 0) && !cmd.explain)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--search and --steps go with --explain"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  if (steps < -1 || steps > G_MAXUINT)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT,
                   _("--steps must be a number of steps, 0 for all"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  cmd.explain_steps = steps < 0 ? EXPLAIN_STEPS : (guint) steps;
  /* plain Warnsdorff's walk (where it gets stuck) and the construction's
   * blocks and joins are in the search's steps: --explain shows them */
  if (cmd.algorithm == KL_ALGORITHM_WARNSDORFF_PLAIN || cmd.algorithm == KL_ALGORITHM_CONSTRUCTION)
    search = TRUE;
  if (from_s)
    {
      if (!kl_command_square (&cmd, "--from", from_s, TRUE, &sq, &error))
        return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
      pieces.start = kl_command_cell (&cmd, sq);
    }
  if (to_s)
    {
      if (!kl_command_square (&cmd, "--to", to_s, TRUE, &sq, &error))
        return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
      /* a tour's target is the square it ends on */
      pieces.target = kl_command_cell (&cmd, sq);
    }
  kl_solve_options_init (&options);
  options.mode = KL_MODE_TOUR;
  options.leaper = cmd.leaper;
  options.closed = closed;
  options.seed = (guint64) seed;
  options.node_budget = (guint64) budget;
  /* the notes come with a trace; the search's, as many events as shown */
  options.trace_budget = 0;
  if (cmd.explain)
    {
      options.trace_budget = !search ? TRACE_ROUTE
                             : cmd.explain_steps > 0 ? MIN (cmd.explain_steps, TRACE_MAX)
                                                     : TRACE_MAX;
      options.flags = search ? KL_SOLVE_EXPLAIN_SEARCH : KL_SOLVE_EXPLAIN;
    }
  if (cmd.comparing)
    return kl_command_finish (&cmd, kl_command_compare (&cmd, &pieces, &options), NULL);
  sol = kl_command_solve (&cmd, &pieces, &options, &error);
  if (sol == NULL)
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);

  kn_tour_outcome outcome = sol->tour_outcome;
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (sol->tour, &n);
  int32_t w = kn_board_width (cmd.board), h = kn_board_height (cmd.board);
  const KlExplain *ex = search ? sol->search_explain : sol->explain;
  Writer wr;
  if (cmd.json)
    print_json (cmd.board, sol, ex, cmd.explain_steps);
  else if (ex != NULL)
    /* the steps in place of the squares; the reason after them */
    kl_command_print_explained (&cmd, NULL, outcome == KN_TOUR_FOUND ? NULL : sol->reason, ex);
  else if (outcome == KN_TOUR_FOUND)
    {
      /* the solution's headline, what was asked and what was found, then
       * the squares */
      printf ("%s\n", sol->headline);
      fflush (stdout);
      writer_init (&wr, stdout, w, h);
      for (size_t i = 0; i < n && !wr.failed; i++)
        {
          writer_square (&wr, cells[i]);
          /* One line a board width keeps lines short on huge boards. */
          writer_bytes (&wr, (i + 1) % (size_t) w == 0 || i + 1 == n ? "\n" : " ", 1);
        }
      writer_clear (&wr);
    }
  else
    {
      /* none, and why; or gave up, and at what budget */
      g_autofree char *why = kl_reason_sentence (sol->reason);

      puts (why);
    }
  return kl_command_finish (&cmd, kl_solution_exit_status (sol), NULL);
}
