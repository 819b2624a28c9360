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
  KlCliExport *export; /* --export-*: the files of each puzzle */
  guint n_puzzles;     /* in the file (the files' names are numbered when more than one) */
} Printer;

static void
member (Printer *pr, const char *name)
{
  json_builder_set_member_name (pr->b, name);
}

/* The columns text takes on a terminal: wide (CJK) characters two, marks none. */
static gsize
text_columns (const char *text)
{
  gsize n = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      n += g_unichar_iszerowidth (c) ? 0 : g_unichar_iswide (c) ? 2 : 1;
    }
  return n;
}

/* A note as a block of text under what it belongs to: "Note: " and its
 * first line after indent, its other lines under the first one's text.
 * Blank lines at the end are left out; nothing is printed for a note with
 * no text. */
static void
print_note (const char *indent, const char *note)
{
  g_auto (GStrv) lines = g_strsplit (note ? note : "", "\n", -1);
  guint n = g_strv_length (lines);
  /* TRANSLATORS: the label in front of a puzzle's note (text from the puzzle file) */
  const char *label = _("Note: ");

  for (guint i = 0; i < n; i++)
    g_strchomp (lines[i]);
  while (n > 0 && lines[n - 1][0] == '\0')
    n--;
  for (guint i = 0; i < n; i++)
    {
      if (i == 0)
        printf ("%s%s%s\n", indent, label, lines[i]);
      else if (lines[i][0] == '\0')
        putchar ('\n');
      else
        printf ("%s%*s%s\n", indent, (int) text_columns (label), "", lines[i]);
    }
}

static gboolean
has_text (const char *note)
{
  return note != NULL && note[strspn (note, " \t\r\n")] != '\0';
}

/* The set's note, once before its first puzzle, under the file's name and
 * the set's title (text only: the JSON array has no object for the set). */
static void
set_note (Printer *pr, const char *file, const KlPuzzleSet *set)
{
  const char *note = kl_puzzle_set_get_note (set);
  const char *title = kl_puzzle_set_get_title (set);
  g_autofree char *shown_file = g_filename_display_name (file);

  if (pr->json || !has_text (note))
    return;
  fputs (shown_file, stdout);
  if (title)
    printf (" “%s”", title);
  puts (":");
  print_note ("  ", note);
}

static void
begin (Printer *pr, const char *file, guint index, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  const char *title = kl_puzzle_entry_title (e);
  const char *note = kl_puzzle_entry_note (e);
  g_autofree char *shown_file = g_filename_display_name (file);

  if (pr->json)
    {
      pr->b = json_builder_new ();
      json_builder_begin_object (pr->b);
      kl_json_set_string (pr->b, "file", shown_file);
      kl_json_set_int (pr->b, "index", index);
      kl_json_set_string (pr->b, "title", title);
      kl_json_set_string (pr->b, "note", note);
      kl_json_set_bool (pr->b, "practice", e->practice);
      kl_json_set_string (pr->b, "mode", kl_mode_to_string (e->mode));
      member (pr, "size");
      kl_json_add_pair (pr->b, p->width, p->height);
      return;
    }
  /* TRANSLATORS: "sample.knight, puzzle 2" */
  printf (_("%s, puzzle %u"), shown_file, index);
  if (title)
    printf (" “%s”", title);
  printf (" (%s, %dx%d):", kl_mode_to_string (e->mode), p->width, p->height);
  /* A note comes before the answer: the puzzle's line ends, the note and
   * then the answer are indented under it. */
  if (has_text (note))
    {
      putchar ('\n');
      print_note ("  ", note);
      fputs ("  ", stdout);
    }
  else
    putchar (' ');
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

static void
found_moves (Printer *pr, gboolean found, gint64 moves)
{
  kl_json_set_bool (pr->b, "found", found);
  kl_json_set_int (pr->b, "moves", moves);
}

/* The answer's JSON members, by mode: the same names as the commands'. */
static void
answer_json (Printer *pr, const KlPuzzleEntry *e, const KlSolution *sol)
{
  char b[KN_SQUARE_BUFSIZE];

  kl_json_set_string (pr->b, "headline", sol->headline);
  switch (e->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      found_moves (pr, sol->moves >= 0, sol->moves);
      member (pr, "path");
      kl_json_add_path (pr->b, sol->route);
      if (e->mode == KL_MODE_DYNAMIC)
        {
          member (pr, "types");
          kl_json_add_letters (pr->b, sol->route);
        }
      break;
    case KL_MODE_DISTANCE:
      kl_json_set_int (pr->b, "reached", (gint64) sol->reached);
      kl_json_set_int (pr->b, "farthest", sol->dist_max);
      break;
    case KL_MODE_CAMELOT:
      found_moves (pr, sol->outcome == KL_OUTCOME_FOUND, sol->moves);
      kl_json_set_string (pr->b, "gather",
                          sol->gather >= 0
                            ? kl_square_str ((kn_square) { sol->gather % sol->width,
                                                           sol->gather / sol->width }, b)
                            : NULL);
      break;
    case KL_MODE_TOUR:
      kl_json_set_bool (pr->b, "found", sol->tour_outcome == KN_TOUR_FOUND);
      /* closed: what the tour is (false without one); asked_closed: what was asked */
      kl_json_set_bool (pr->b, "closed", sol->closed);
      kl_json_set_bool (pr->b, "asked_closed", sol->asked_closed);
      kl_json_set_string (pr->b, "outcome", sol->tour_outcome == KN_TOUR_FOUND  ? "found"
                                            : sol->tour_outcome == KN_TOUR_NONE ? "none"
                                                                                : "gave-up");
      break;
    case KL_N_MODES:
    default:
      break;
    }
}

/* The answer in words, on the puzzle's line: the solution's headline, then
 * the route or the tour's squares (a map: its details; Camelot: where they
 * gather); without an answer, the reason's sentence. */
static void
answer_text (const KlSolution *sol, const kn_board *board)
{
  char b[KN_SQUARE_BUFSIZE];

  if (sol->outcome != KL_OUTCOME_FOUND)
    {
      g_autofree char *why = sol->reason ? kl_reason_sentence (sol->reason) : NULL;

      fputs (why ? why : sol->headline, stdout);
      return;
    }
  fputs (sol->headline, stdout);
  switch (sol->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      fputs (": ", stdout);
      kl_print_route_squares (sol->route);
      break;
    case KL_MODE_TOUR:
      {
        size_t n = 0;
        const kn_cell *cells = kn_tour_cells (sol->tour, &n);

        putchar (':');
        for (size_t i = 0; i < n; i++)
          printf (" %s", kl_square_str (kn_board_square (board, cells[i]), b));
      }
      break;
    case KL_MODE_DISTANCE:
    case KL_MODE_CAMELOT:
    case KL_N_MODES:
    default:
      printf (". %s", sol->details);
      break;
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

/* Solves one puzzle (number index) through the pipeline the app uses and
 * prints it; with --export-*, writes its pictures. */
static void
solve_entry (Printer *pr, guint index, const KlPuzzleEntry *e)
{
  const KlPuzzle *p = e->board;
  kn_board *board = NULL;
  g_autoptr (KlSolution) sol = NULL;
  KlSolveOptions options;
  kn_status st = kl_puzzle_make_board (p, &board);

  kl_solve_options_init (&options);
  options.mode = e->mode;
  options.leaper = e->leaper;
  options.closed = e->closed;
  options.algorithm = e->algorithm;
  options.node_budget = pr->budget;
  /* the pictures show the answer's steps */
  if (pr->export->wanted)
    options.flags |= KL_SOLVE_EXPLAIN;
  if (st == KN_OK)
    {
      KlPieces pieces = { p->start, p->target, p->king,
                          (const int *) (gpointer) p->knights->data, p->knights->len };

      sol = kl_solve_board (board, &pieces, &options, NULL, NULL);
      st = sol->outcome == KL_OUTCOME_FAILED ? sol->status : KN_OK;
    }
  if (st != KN_OK)
    fail_status (pr, st);
  else
    {
      if (pr->json)
        {
          answer_json (pr, e, sol);
          kl_reason_add_json (sol->reason, pr->b, TRUE);
        }
      else
        answer_text (sol, board);
      if (sol->outcome == KL_OUTCOME_GAVE_UP)
        pr->status = MAX (pr->status, KL_EXIT_GAVE_UP);
    }

  size_t n = 0;
  const kn_cell *cells = sol != NULL && sol->tour != NULL && sol->tour_outcome == KN_TOUR_FOUND
                           ? kn_tour_cells (sol->tour, &n) : NULL;
  end (pr, e->mode == KL_MODE_TOUR && st == KN_OK ? board : NULL, cells, n,
       st == KN_OK ? sol->reason : NULL);
  kn_board_free (board);
  /* after the puzzle's line, which an error would be about */
  if (st == KN_OK && pr->export->wanted)
    {
      GError *error = NULL;

      if (!kl_cli_export_write (pr->export, index, pr->n_puzzles, p, e->mode, sol, &error))
        {
          kl_report (error);
          pr->status = KL_EXIT_ERROR;
        }
    }
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
                   KL_COMMAND_JSON | KL_COMMAND_EXPORT);
  /* The arguments left after the options are the files. */
  if (!kl_command_parse_options (&cmd, &argc, &argv, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (budget < 0)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, _("--budget must not be negative"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  if (cmd.export.wanted && argc != 2)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--export-image and --export-animation take one puzzle file"));
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  Printer pr = { NULL, NULL, KL_EXIT_FOUND, (guint64) budget, &cmd.export, 0 };
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
      set_note (&pr, argv[i], set);
      pr.n_puzzles = set->entries->len;
      for (guint k = 0; k < set->entries->len; k++)
        {
          begin (&pr, argv[i], k + 1, set->entries->pdata[k]);
          solve_entry (&pr, k + 1, set->entries->pdata[k]);
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
