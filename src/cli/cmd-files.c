/* cmd-files.c - "knight-solve FILE…" (solve every puzzle of puzzle files) and
 * "knight-solve --convert FORMAT" (a judge input into a puzzle file). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cli-common.h"
#include "judge.h"
#include "kl-puzzle-import.h"
#include "kl-puzzle-set.h"

typedef struct {
  gboolean json;
  gboolean first;   /* no JSON object printed yet */
  int status;       /* the worst exit status so far */
  guint64 budget;   /* tour searches: nodes before "gave up" (0: no limit) */
} Printer;

static kn_square
square_of (const KlPuzzle *p, int cell)
{
  return (kn_square) { cell % p->width, cell / p->width };
}

static void
begin (Printer *pr, const char *file, guint index, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  const char *title = kl_puzzle_entry_title (e);
  if (pr->json)
    {
      g_autofree char *f = g_strescape (file, NULL);
      g_autofree char *t = title ? g_strescape (title, NULL) : NULL;
      printf ("%s\n{\"file\":\"%s\",\"index\":%u,\"title\":%s%s%s,\"mode\":\"%s\",\"size\":[%d,%d]",
              pr->first ? "" : ",", f, index, t ? "\"" : "", t ? t : "null", t ? "\"" : "",
              kl_mode_to_string (e->mode), p->width, p->height);
      pr->first = FALSE;
      return;
    }
  /* TRANSLATORS: "sample.knight, puzzle 2" */
  printf (_("%s, puzzle %u"), file, index);
  if (title)
    printf (" “%s”", title);
  printf (" (%s, %dx%d): ", kl_mode_to_string (e->mode), p->width, p->height);
}

static void
end (Printer *pr)
{
  fputs (pr->json ? "}" : "\n", stdout);
}

static void
route (Printer *pr, const KlPuzzle *p, int64_t moves, const kn_path *path, gboolean typed)
{
  char fb[KN_SQUARE_BUFSIZE], tb[KN_SQUARE_BUFSIZE];
  kl_square_str (square_of (p, p->start), fb);
  kl_square_str (square_of (p, p->target), tb);
  if (pr->json)
    {
      printf (",\"found\":%s,\"moves\":%lld,\"path\":", moves >= 0 ? "true" : "false", (long long) moves);
      kl_json_path (stdout, path);
      if (typed)
        {
          fputs (",\"types\":", stdout);
          kl_json_types (stdout, path);
        }
    }
  else if (moves < 0)
    printf (_("%s cannot be reached from %s."), tb, fb);
  else
    {
      printf (ngettext ("%lld move:", "%lld moves:", (gulong) moves), (long long) moves);
      for (size_t i = 0; i < kn_path_length (path); i++)
        printf (" %s%s", kl_move_letter (kn_path_move (path, i)), kl_square_str (kn_path_square (path, i), fb));
    }
}

static void
fail_status (Printer *pr, kn_status st)
{
  if (pr->json)
    printf (",\"found\":false,\"error\":\"%s\"", kn_status_str (st));
  else
    printf (_("the search stopped: %s"), kn_status_str (st));
  pr->status = MAX (pr->status, st == KN_ERR_BUDGET ? KL_EXIT_GAVE_UP : KL_EXIT_ERROR);
}

static void
solve_entry (Printer *pr, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  kn_board *board = kl_puzzle_entry_make_board (e);
  kn_path *path = NULL;
  int64_t moves = -1;
  kn_status st = KN_OK;
  if (!board)
    {
      fail_status (pr, KN_ERR_NOMEM);
      return;
    }
  switch (e->mode)
    {
    case KL_MODE_PATH:
      st = kn_shortest_path (board, e->leaper, square_of (p, p->start), square_of (p, p->target), NULL,
                             &moves, &path);
      if (st == KN_OK)
        route (pr, p, moves, path, FALSE);
      break;
    case KL_MODE_DYNAMIC:
      st = kn_dynamic_solve (board, square_of (p, p->start), square_of (p, p->target), NULL, &moves, &path);
      if (st == KN_OK)
        route (pr, p, moves, path, TRUE);
      break;
    case KL_MODE_DISTANCE:
      {
        kn_distmap *m = NULL;
        st = kn_distmap_compute (board, e->leaper, square_of (p, p->start), NULL, &m);
        if (st != KN_OK)
          break;
        if (pr->json)
          printf (",\"reached\":%zu,\"farthest\":%d", kn_distmap_reached_count (m), kn_distmap_max (m));
        else
          printf (ngettext ("%zu square reached, the farthest %d moves away",
                            "%zu squares reached, the farthest %d moves away", kn_distmap_reached_count (m)),
                  kn_distmap_reached_count (m), kn_distmap_max (m));
        kn_distmap_free (m);
        break;
      }
    case KL_MODE_CAMELOT:
      {
        kn_camelot *plan = NULL;
        g_autofree kn_square *knights = g_new (kn_square, p->knights->len + 1);
        for (guint i = 0; i < p->knights->len; i++)
          knights[i] = square_of (p, g_array_index (p->knights, int, i));
        st = kn_camelot_solve (board, square_of (p, p->king), knights, p->knights->len, NULL, &plan);
        if (st != KN_OK)
          break;
        char gb[KN_SQUARE_BUFSIZE];
        gboolean found = kn_camelot_found (plan);
        if (pr->json)
          printf (",\"found\":%s,\"moves\":%lld,\"gather\":%s%s%s", found ? "true" : "false",
                  (long long) kn_camelot_moves (plan), found ? "\"" : "",
                  found ? kl_square_str (kn_camelot_gather (plan), gb) : "null", found ? "\"" : "");
        else if (!found)
          fputs (_("the pieces cannot gather on any square"), stdout);
        else
          printf (ngettext ("%lld move, gathering on %s",
                            "%lld moves, gathering on %s", (gulong) kn_camelot_moves (plan)),
                  (long long) kn_camelot_moves (plan), kl_square_str (kn_camelot_gather (plan), gb));
        kn_camelot_free (plan);
        break;
      }
    case KL_MODE_TOUR:
      {
        kn_tour_options opts;
        kn_tour *tour = NULL;
        kn_limits limits = { pr->budget, NULL, NULL };
        kn_tour_options_init (&opts);
        opts.closed = e->closed;
        opts.leaper = e->leaper;
        opts.has_start = p->start >= 0;
        if (opts.has_start)
          opts.start = square_of (p, p->start);
        /* In a tour puzzle the Target is the square the tour ends on. */
        opts.has_end = p->target >= 0;
        if (opts.has_end)
          opts.end = square_of (p, p->target);
        st = kn_tour_solve (board, &opts, &limits, &tour);
        if (st != KN_OK)
          break;
        size_t n = 0;
        const kn_cell *cells = kn_tour_cells (tour, &n);
        kn_tour_outcome outcome = kn_tour_get_outcome (tour);
        if (pr->json)
          {
            /* closed: the tour's own property when found, else what was asked */
            gboolean closed = outcome == KN_TOUR_FOUND ? kn_tour_is_closed (tour) : e->closed;
            printf (",\"found\":%s,\"closed\":%s,\"outcome\":\"%s\",\"squares\":[",
                    outcome == KN_TOUR_FOUND ? "true" : "false", closed ? "true" : "false",
                    outcome == KN_TOUR_FOUND ? "found" : outcome == KN_TOUR_NONE ? "none" : "gave-up");
            for (size_t i = 0; outcome == KN_TOUR_FOUND && i < n; i++)
              {
                char b[KN_SQUARE_BUFSIZE];
                printf ("%s\"%s\"", i ? "," : "", kl_square_str (kn_board_square (board, cells[i]), b));
              }
            putchar (']');
          }
        else if (outcome == KN_TOUR_FOUND)
          {
            printf ("%s", kn_tour_is_closed (tour) ? _("a closed tour:") : _("an open tour:"));
            for (size_t i = 0; i < n; i++)
              {
                char b[KN_SQUARE_BUFSIZE];
                printf (" %s", kl_square_str (kn_board_square (board, cells[i]), b));
              }
          }
        else if (outcome == KN_TOUR_NONE)
          fputs (_("no tour exists"), stdout);
        else
          /* TRANSLATORS: "gave up after 20000001 nodes (the budget is 20000000)" */
          printf (_("gave up after %llu nodes (the budget is %llu)"),
                  (unsigned long long) kn_tour_nodes (tour), (unsigned long long) pr->budget);
        if (outcome == KN_TOUR_GAVE_UP)
          pr->status = MAX (pr->status, KL_EXIT_GAVE_UP);
        kn_tour_free (tour);
        break;
      }
    case KL_N_MODES:
      break;
    }
  if (st != KN_OK)
    fail_status (pr, st);
  kn_path_free (path);
  kn_board_free (board);
}

int
kl_cmd_files (int argc, char **argv)
{
  gboolean json = FALSE;
  gint64 budget = (gint64) KN_TOUR_DEFAULT_BUDGET;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, N_("Print the answers as a JSON array"), NULL },
    { "budget", 0, 0, G_OPTION_ARG_INT64, &budget,
      N_("Give up a tour search after this many nodes (0: never)"), N_("N") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE… - solve every puzzle of puzzle files"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    return kl_report (error);
  if (budget < 0)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("--budget must not be negative"));
      return kl_report (error);
    }
  Printer pr = { json, TRUE, KL_EXIT_FOUND, (guint64) budget };
  if (json)
    putchar ('[');
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (KlPuzzleSet) set = kl_puzzle_set_load_file (argv[i], &error);
      if (!set)
        {
          /* Answers so far stay on standard output; the bad file is named. */
          fflush (stdout);
          fprintf (stderr, "knight-solve: %s\n", error->message);
          g_clear_error (&error);
          pr.status = KL_EXIT_ERROR;
          continue;
        }
      for (guint k = 0; k < set->entries->len; k++)
        {
          begin (&pr, argv[i], k + 1, set->entries->pdata[k]);
          solve_entry (&pr, set->entries->pdata[k]);
          end (&pr);
        }
    }
  if (json)
    fputs ("\n]\n", stdout);
  return pr.status;
}

int
kl_cmd_convert (const char *format)
{
  KlReader reader;
  GError *error = NULL;
  if (!kl_reader_load (&reader, stdin, &error))
    return kl_report (error);
  g_autoptr (KlPuzzleSet) set =
    kl_puzzle_import (reader.data, reader.len, g_strcmp0 (format, "auto") == 0 ? NULL : format, &error);
  kl_reader_clear (&reader);
  if (!set)
    return kl_report (error);
  gsize length;
  g_autofree char *text = kl_puzzle_set_to_data (set, &length);
  fwrite (text, 1, length, stdout);
  return KL_EXIT_FOUND;
}
