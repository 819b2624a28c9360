/* cmd-files.c - "knight-solve FILE…" (solve every puzzle of puzzle files) and
 * "knight-solve --convert FORMAT" (a judge input into a puzzle file). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cli-common.h"
#include "cli-json.h"
#include "kl-notation.h"
#include "kl-puzzle-import.h"
#include "kl-puzzle-set.h"
#include "kl-reader.h"

/* One puzzle's answer on its way out: members of a JSON object (json set)
 * or a line of text. */
typedef struct {
  KlJsonStream *json;  /* NULL for text */
  JsonBuilder *b;      /* the puzzle's object, while json */
  int status;          /* the worst exit status so far */
  guint64 budget;      /* tour searches: nodes before "gave up" (0: no limit) */
} Printer;

static void
member (Printer *pr, const char *name)
{
  json_builder_set_member_name (pr->b, name);
}

static void
begin (Printer *pr, const char *file, guint index, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  const char *title = kl_puzzle_entry_title (e);
  g_autofree char *shown_file = g_filename_display_name (file);

  if (pr->json)
    {
      pr->b = json_builder_new ();
      json_builder_begin_object (pr->b);
      kl_json_set_string (pr->b, "file", shown_file);
      kl_json_set_int (pr->b, "index", index);
      kl_json_set_string (pr->b, "title", title);
      kl_json_set_string (pr->b, "mode", kl_mode_to_string (e->mode));
      member (pr, "size");
      kl_json_add_pair (pr->b, p->width, p->height);
      return;
    }
  /* TRANSLATORS: "sample.knight, puzzle 2" */
  printf (_("%s, puzzle %u"), shown_file, index);
  if (title)
    printf (" “%s”", title);
  printf (" (%s, %dx%d): ", kl_mode_to_string (e->mode), p->width, p->height);
}

/* Ends the puzzle's answer; a tour's squares (cells of board), or the
 * region a piece reaches (reason's, whose evidence ends the object), are
 * streamed after the rest of its object, since either may have a million. */
static void
end (Printer *pr, const kn_board *board, const kn_cell *tour, size_t n, const KlReason *reason)
{
  gboolean region = reason != NULL && reason->marks != NULL;

  if (!pr->json)
    {
      putchar ('\n');
      return;
    }
  if (board && !region)
    {
      member (pr, "squares");
      json_builder_begin_array (pr->b);
      json_builder_end_array (pr->b);
    }
  json_builder_end_object (pr->b);
  if (board || region)
    {
      g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
      char name[KN_SQUARE_BUFSIZE];

      if (region)
        kl_reason_region_cells (reason, cells);
      kl_json_stream_open (pr->json, json_builder_get_root (pr->b));
      for (size_t i = 0; i < n && !region; i++)
        kl_json_stream_add_string (pr->json,
                                   kl_square_str (kn_board_square (board, tour[i]), name));
      for (guint i = 0; i < cells->len; i++)
        {
          int c = g_array_index (cells, int, i);

          kl_json_stream_add_string (pr->json,
                                     kl_square_str ((kn_square) { c % reason->width,
                                                                  c / reason->width }, name));
        }
      kl_json_stream_close (pr->json);
    }
  else
    kl_json_stream_add (pr->json, json_builder_get_root (pr->b));
  g_clear_object (&pr->b);
}

/* The reason, in words or as JSON ("reason" and "evidence", which with a
 * region to stream must end the object: end () streams it). */
static void
say_reason (Printer *pr, const KlReason *reason)
{
  if (pr->json)
    kl_reason_add_json (reason, pr->b, TRUE);
  else if (reason != NULL)
    {
      g_autofree char *why = kl_reason_sentence (reason);

      fputs (why, stdout);
    }
}

/* Why the piece of entry cannot get there (to: NULL for every free square). */
static kn_status
reach_reason (const KlPuzzleEntry *e, const kn_board *board, kn_square from, const kn_square *to,
              KlReason **out)
{
  kn_reach *reach = NULL;
  kn_status st = e->mode == KL_MODE_DYNAMIC
                   ? kn_reach_explain_dynamic (board, from, *to, NULL, &reach)
                   : kn_reach_explain (board, e->leaper, from, to, NULL, &reach);

  if (st == KN_OK)
    *out = kl_reason_new_reach (reach, board, e->mode, e->leaper);
  kn_reach_free (reach);
  return st;
}

static void
found_moves (Printer *pr, gboolean found, gint64 moves)
{
  kl_json_set_bool (pr->b, "found", found);
  kl_json_set_int (pr->b, "moves", moves);
}

/* A route, or with moves < 0 nothing: the reason says why there is none. */
static void
route (Printer *pr, int64_t moves, const kn_path *path, gboolean typed)
{
  if (pr->json)
    {
      found_moves (pr, moves >= 0, moves);
      member (pr, "path");
      kl_json_add_path (pr->b, path);
      if (typed)
        {
          member (pr, "types");
          kl_json_add_letters (pr->b, path);
        }
    }
  else if (moves >= 0)
    {
      printf (ngettext ("%lld move:", "%lld moves:", (gulong) moves), (long long) moves);
      putchar (' ');
      kl_print_route_squares (path);
    }
}

static void
fail_status (Printer *pr, kn_status st)
{
  if (pr->json)
    {
      kl_json_set_bool (pr->b, "found", FALSE);
      kl_json_set_string (pr->b, "error", kn_status_str (st));
    }
  else
    printf (_("the search stopped: %s"), kn_status_str (st));
  pr->status = MAX (pr->status, st == KN_ERR_BUDGET ? KL_EXIT_GAVE_UP : KL_EXIT_ERROR);
}

static kn_status
solve_distance (Printer *pr, const KlPuzzleEntry *e, const kn_board *board, KlReason **reason)
{
  kn_distmap *m = NULL;
  kn_square from = kl_puzzle_square (e->board, e->board->start);
  kn_status st = kn_distmap_compute (board, e->leaper, from, NULL, &m);

  if (st == KN_OK &&
      kn_distmap_reached_count (m) < kn_board_squares (board) - kn_board_blocked_count (board))
    st = reach_reason (e, board, from, NULL, reason);
  if (st != KN_OK)
    {
      kn_distmap_free (m);
      return st;
    }
  if (pr->json)
    {
      kl_json_set_int (pr->b, "reached", (gint64) kn_distmap_reached_count (m));
      kl_json_set_int (pr->b, "farthest", kn_distmap_max (m));
    }
  else
    printf (ngettext ("%zu square reached, the farthest %d moves away",
                      "%zu squares reached, the farthest %d moves away",
                      kn_distmap_reached_count (m)),
            kn_distmap_reached_count (m), kn_distmap_max (m));
  if (!pr->json && *reason != NULL)
    fputs (". ", stdout);
  kn_distmap_free (m);
  return KN_OK;
}

static kn_status
solve_camelot (Printer *pr, const KlPuzzleEntry *e, const kn_board *board, KlReason **reason)
{
  const KlPuzzle *p = e->board;
  kn_camelot *plan = NULL;
  g_autofree kn_square *knights = g_new (kn_square, p->knights->len + 1);
  char gb[KN_SQUARE_BUFSIZE];

  for (guint i = 0; i < p->knights->len; i++)
    knights[i] = kl_puzzle_square (p, g_array_index (p->knights, int, i));
  kn_status st = kn_camelot_solve (board, kl_puzzle_square (p, p->king), knights, p->knights->len,
                                   NULL, &plan);
  if (st != KN_OK)
    return st;
  gboolean found = kn_camelot_found (plan);
  gint64 moves = kn_camelot_moves (plan);
  if (!found)
    {
      kn_reach *reach = NULL;

      st = kn_reach_explain_camelot (board, kl_puzzle_square (p, p->king), knights,
                                     p->knights->len, NULL, &reach);
      if (st == KN_OK)
        *reason = kl_reason_new_reach (reach, board, KL_MODE_CAMELOT, KN_KNIGHT);
      kn_reach_free (reach);
      if (st != KN_OK)
        {
          kn_camelot_free (plan);
          return st;
        }
    }
  if (found)
    kl_square_str (kn_camelot_gather (plan), gb);
  if (pr->json)
    {
      found_moves (pr, found, moves);
      kl_json_set_string (pr->b, "gather", found ? gb : NULL);
    }
  else if (!found)
    ; /* the reason says it */
  else
    printf (ngettext ("%lld move, gathering on %s", "%lld moves, gathering on %s", (gulong) moves),
            (long long) moves, gb);
  kn_camelot_free (plan);
  return KN_OK;
}

/* Solves a tour; *out keeps it for end () to stream its squares. */
static kn_status
solve_tour (Printer *pr, const KlPuzzleEntry *e, const kn_board *board, kn_tour **out,
            KlReason **reason)
{
  const KlPuzzle *p = e->board;
  kn_tour_options opts;
  kn_limits limits = { pr->budget, NULL, NULL };
  char b[KN_SQUARE_BUFSIZE];

  kn_tour_options_init (&opts);
  opts.closed = e->closed;
  opts.leaper = e->leaper;
  opts.has_start = p->start >= 0;
  if (opts.has_start)
    opts.start = kl_puzzle_square (p, p->start);
  /* In a tour puzzle the Target is the square the tour ends on. */
  opts.has_end = p->target >= 0;
  if (opts.has_end)
    opts.end = kl_puzzle_square (p, p->target);
  kn_status st = kn_tour_solve (board, &opts, &limits, out);
  if (st != KN_OK)
    return st;
  size_t n = 0;
  const kn_cell *cells = kn_tour_cells (*out, &n);
  kn_tour_outcome outcome = kn_tour_get_outcome (*out);
  *reason = kl_reason_new_tour (*out, board, &opts, pr->budget);
  if (pr->json)
    {
      kl_json_set_bool (pr->b, "found", outcome == KN_TOUR_FOUND);
      /* closed: the tour's own property when found, else what was asked */
      kl_json_set_bool (pr->b, "closed",
                        outcome == KN_TOUR_FOUND ? kn_tour_is_closed (*out) : e->closed);
      kl_json_set_string (pr->b, "outcome", outcome == KN_TOUR_FOUND  ? "found"
                                            : outcome == KN_TOUR_NONE ? "none"
                                                                      : "gave-up");
    }
  else if (outcome == KN_TOUR_FOUND)
    {
      fputs (kn_tour_is_closed (*out) ? _("a closed tour:") : _("an open tour:"), stdout);
      for (size_t i = 0; i < n; i++)
        printf (" %s", kl_square_str (kn_board_square (board, cells[i]), b));
    }
  /* none or gave up: the reason says it */
  if (outcome == KN_TOUR_GAVE_UP)
    pr->status = MAX (pr->status, KL_EXIT_GAVE_UP);
  return KN_OK;
}

static void
solve_entry (Printer *pr, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  kn_board *board = NULL;
  kn_path *path = NULL;
  kn_tour *tour = NULL;
  g_autoptr (KlReason) reason = NULL;
  int64_t moves = -1;
  kn_status st = kl_puzzle_make_board (p, &board);

  if (st == KN_OK)
    switch (e->mode)
      {
      case KL_MODE_PATH:
      case KL_MODE_DYNAMIC:
        {
          kn_square from = kl_puzzle_square (p, p->start), to = kl_puzzle_square (p, p->target);

          st = e->mode == KL_MODE_DYNAMIC
                 ? kn_dynamic_solve (board, from, to, NULL, &moves, &path)
                 : kn_shortest_path (board, e->leaper, from, to, NULL, &moves, &path);
          if (st == KN_OK && moves < 0)
            st = reach_reason (e, board, from, &to, &reason);
          if (st == KN_OK)
            route (pr, moves, path, e->mode == KL_MODE_DYNAMIC);
        }
        break;
      case KL_MODE_DISTANCE:
        st = solve_distance (pr, e, board, &reason);
        break;
      case KL_MODE_CAMELOT:
        st = solve_camelot (pr, e, board, &reason);
        break;
      case KL_MODE_TOUR:
        st = solve_tour (pr, e, board, &tour, &reason);
        break;
      case KL_N_MODES:
        break;
      }
  if (st != KN_OK)
    fail_status (pr, st);
  else
    say_reason (pr, reason);
  size_t n = 0;
  const kn_cell *cells = tour && kn_tour_get_outcome (tour) == KN_TOUR_FOUND
                           ? kn_tour_cells (tour, &n) : NULL;
  end (pr, tour ? board : NULL, cells, n, st == KN_OK ? reason : NULL);
  kn_tour_free (tour);
  kn_path_free (path);
  kn_board_free (board);
}

int
kl_cmd_files (int argc, char **argv)
{
  KlCommand cmd;
  GError *error = NULL;
  gint64 budget = (gint64) KN_TOUR_DEFAULT_BUDGET;
  const GOptionEntry entries[] = {
    { "budget", 0, 0, G_OPTION_ARG_INT64, &budget,
      N_("Give up a tour search after this many nodes (0: never)"), N_("N") },
    { NULL }
  };

  kl_command_init (&cmd, NULL, _("FILE… - solve every puzzle of puzzle files"), NULL, entries,
                   KL_COMMAND_JSON);
  /* The arguments left after the options are the files. */
  if (!kl_command_parse_options (&cmd, &argc, &argv, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (budget < 0)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, _("--budget must not be negative"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  Printer pr = { NULL, NULL, KL_EXIT_FOUND, (guint64) budget };
  if (cmd.json)
    {
      pr.json = kl_json_stream_new (stdout);
      kl_json_stream_open_array (pr.json);
    }
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (KlPuzzleSet) set = kl_puzzle_set_load_file (argv[i], &error);
      if (!set)
        {
          /* Answers so far stay on standard output; the bad file is named. */
          kl_report (g_steal_pointer (&error));
          pr.status = KL_EXIT_ERROR;
          continue;
        }
      for (guint k = 0; k < set->entries->len; k++)
        {
          begin (&pr, argv[i], k + 1, set->entries->pdata[k]);
          solve_entry (&pr, set->entries->pdata[k]);
        }
    }
  if (pr.json)
    kl_json_stream_finish (pr.json);
  return kl_command_finish (&cmd, pr.status, NULL);
}

int
kl_cmd_convert (int argc, char **argv)
{
  KlReader reader;
  GError *error = NULL;

  if (argc != 2)
    {
      g_set_error_literal (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                           _("--convert takes one format name (or auto) and reads standard input"));
      return kl_report (error);
    }
  if (!kl_reader_load (&reader, stdin, &error))
    return kl_report (error);
  g_autoptr (KlPuzzleSet) set = kl_puzzle_import (reader.data, reader.len,
                                                  g_strcmp0 (argv[1], "auto") == 0 ? NULL : argv[1],
                                                  &error);
  kl_reader_clear (&reader);
  if (!set)
    return kl_report (error);
  gsize length;
  g_autofree char *text = kl_puzzle_set_to_data (set, &length);
  fwrite (text, 1, length, stdout);
  return KL_EXIT_FOUND;
}
