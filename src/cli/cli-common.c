/* cli-common.c - the set-up, errors and printing knight-solve's commands share. */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cli-json.h"
#include "kl-comparison.h"
#include "kl-notation.h"

G_DEFINE_QUARK (kl-cli-error-quark, kl_cli_error)

void
kl_command_init (KlCommand *cmd, const char *name, const char *summary, const char *description,
                 const GOptionEntry *entries, KlCommandFlags flags)
{
  const GOptionEntry shared[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &cmd->size, N_("Board size (default 8x8)"), N_("WxH") },
    { "blocked", 'b', 0, G_OPTION_ARG_STRING_ARRAY, &cmd->blocked,
      N_("Blocked squares, comma-separated (may repeat)"), N_("SQ,SQ,…") },
    { "leaper", 'l', 0, G_OPTION_ARG_STRING, &cmd->leaper_text,
      N_("The piece: knight, camel, zebra, giraffe, alfil, or any M,N leaper"), N_("M,N") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &cmd->json, N_("Print the answer as JSON"), NULL },
    { "explain", 'e', 0, G_OPTION_ARG_NONE, &cmd->explain,
      N_("Explain the search step by step, one line a step (with --json, as an array of steps)"),
      NULL },
  };
  const KlCommandFlags wanted[] = { KL_COMMAND_BOARD, KL_COMMAND_BOARD, KL_COMMAND_LEAPER,
                                    KL_COMMAND_JSON, KL_COMMAND_EXPLAIN };
  GArray *all = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));

  memset (cmd, 0, sizeof *cmd);
  kl_cli_export_init (&cmd->export);
  cmd->name = name;
  cmd->flags = flags;
  cmd->leaper = KN_KNIGHT;
  cmd->context = g_option_context_new (summary);
  g_option_context_set_translation_domain (cmd->context, GETTEXT_PACKAGE);
  if (description)
    g_option_context_set_description (cmd->context, description);
  for (const GOptionEntry *e = entries; e && e->long_name; e++)
    g_array_append_val (all, *e);
  for (gsize i = 0; i < G_N_ELEMENTS (shared); i++)
    if (flags & wanted[i])
      g_array_append_val (all, shared[i]);
  if (flags & KL_COMMAND_EXPORT)
    {
      g_autofree GOptionEntry *export = kl_cli_export_entries (&cmd->export);

      for (const GOptionEntry *e = export; e->long_name; e++)
        g_array_append_val (all, *e);
    }
  /* The context copies the entries; the array ends with a zeroed entry. */
  g_option_context_add_main_entries (cmd->context, (const GOptionEntry *) (void *) all->data,
                                     GETTEXT_PACKAGE);
  g_array_unref (all);
}

void
kl_command_add_algorithm (KlCommand *cmd, KlMode mode)
{
  g_autofree char *names = kl_algorithm_names (mode);
  GOptionEntry entries[] = {
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &cmd->algorithm_text, NULL, N_("NAME") },
    { "compare", 0, 0, G_OPTION_ARG_STRING, &cmd->compare_text,
      N_("Solve with two algorithms and print a table of what each did"), N_("NAME,NAME") },
    { NULL }
  };

  cmd->has_algorithm = TRUE;
  cmd->algorithm_mode = mode;
  /* TRANSLATORS: --help for --algorithm; %s lists the names, never translated, the
   * default first: "bfs, bidirectional, astar" */
  cmd->algorithm_help = g_strdup_printf (_("The algorithm to solve with: %s (the first is the "
                                           "default)"), names);
  entries[0].description = cmd->algorithm_help;
  g_option_context_add_main_entries (cmd->context, entries, GETTEXT_PACKAGE);
}

/* An algorithm's name for the mode, or a usage error naming the option. */
static gboolean
parse_algorithm_name (KlCommand *cmd, const char *option, const char *text, KlAlgorithm *out,
                      GError **error)
{
  int algorithm = kl_algorithm_from_string (text);

  if (algorithm < 0 || algorithm == KL_ALGORITHM_DEFAULT ||
      !kl_algorithm_valid_for (algorithm, cmd->algorithm_mode))
    {
      g_autofree char *names = kl_algorithm_names (cmd->algorithm_mode);

      /* TRANSLATORS: "--algorithm: 'foo' is not one of bfs, astar (path)"; the names
       * and the command are never translated */
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("%s: '%s' is not one of %s (%s)"),
                   option, text, names, cmd->name);
      return FALSE;
    }
  *out = algorithm;
  return TRUE;
}

static gboolean
parse_compare (KlCommand *cmd, GError **error)
{
  g_auto (GStrv) names = g_strsplit (cmd->compare_text, ",", -1);

  if (g_strv_length (names) != 2)
    {
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--compare: give two algorithms separated by a comma, as bfs,astar"));
      return FALSE;
    }
  if (cmd->algorithm_text != NULL || cmd->explain)
    {
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--compare prints a table of two algorithms: it goes without --algorithm "
                     "and --explain"));
      return FALSE;
    }
  if (cmd->export.wanted)
    {
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--compare prints a table of two algorithms: it goes without "
                     "--export-image and --export-animation"));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    if (!parse_algorithm_name (cmd, "--compare", g_strstrip (names[i]), &cmd->compare[i], error))
      return FALSE;
  cmd->comparing = TRUE;
  return TRUE;
}

/* Wraps a notation error as the option's: "--size: '0x5' is not ...". */
static gboolean
fail_option (GError **error, const char *option, GError *notation)
{
  g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, "%s: %s", option, notation->message);
  g_error_free (notation);
  return FALSE;
}

gboolean
kl_command_parse_options (KlCommand *cmd, int *argc, char ***argv, GError **error)
{
  GError *local = NULL;

  if (g_option_context_parse (cmd->context, argc, argv, &local))
    /* bad export options fail before anything is solved */
    return !(cmd->flags & KL_COMMAND_EXPORT) || kl_cli_export_prepare (&cmd->export, error);
  g_set_error_literal (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, local->message);
  g_error_free (local);
  return FALSE;
}

gboolean
kl_command_parse (KlCommand *cmd, int argc, char **argv, GError **error)
{
  int32_t w = 8, h = 8;
  GError *local = NULL;
  GArray *blocked;
  kn_status st;

  if (!kl_command_parse_options (cmd, &argc, &argv, error))
    return FALSE;
  if (argc > 1)
    {
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("Unexpected argument '%s'"), argv[1]);
      return FALSE;
    }
  if (cmd->flags & KL_COMMAND_BOARD)
    {
      if (cmd->size && !kl_parse_size (cmd->size, G_MAXINT32, &w, &h, &local))
        return fail_option (error, "--size", local);
      st = kn_board_new (w, h, &cmd->board);
      if (st != KN_OK)
        {
          g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_SOLVER, _("Cannot make the board: %s"),
                       kn_status_str (st));
          return FALSE;
        }
      blocked = g_array_new (FALSE, FALSE, sizeof (kn_square));
      for (char **list = cmd->blocked; list && *list; list++)
        if (!kl_parse_square_list (*list, w, h, 0, blocked, &local))
          {
            g_array_unref (blocked);
            return fail_option (error, "--blocked", local);
          }
      for (guint i = 0; i < blocked->len; i++)
        kn_board_set_blocked (cmd->board, g_array_index (blocked, kn_square, i), true);
      g_array_unref (blocked);
    }
  if (cmd->leaper_text && !kl_parse_leaper (cmd->leaper_text, &cmd->leaper, &local))
    return fail_option (error, "--leaper", local);
  if (cmd->has_algorithm && cmd->algorithm_text &&
      !parse_algorithm_name (cmd, "--algorithm", g_strstrip (cmd->algorithm_text),
                             &cmd->algorithm, error))
    return FALSE;
  if (cmd->has_algorithm && cmd->compare_text)
    return parse_compare (cmd, error);
  return TRUE;
}

gboolean
kl_command_require (KlCommand *cmd, const char *option, const char *value, GError **error)
{
  if (value)
    return TRUE;
  /* TRANSLATORS: "path needs --from"; the command, then the option */
  g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("%s needs %s"), cmd->name, option);
  return FALSE;
}

gboolean
kl_command_square (KlCommand *cmd, const char *option, const char *text, gboolean must_be_free,
                   kn_square *out, GError **error)
{
  GError *local = NULL;
  char name[KN_SQUARE_BUFSIZE];

  if (!kl_parse_square (text, kn_board_width (cmd->board), kn_board_height (cmd->board), out,
                        &local))
    return fail_option (error, option, local);
  if (must_be_free && !kn_board_is_free (cmd->board, *out))
    {
      /* TRANSLATORS: "--from: a1 is a blocked square" */
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, _("%s: %s is a blocked square"), option,
                   kl_square_str (*out, name));
      return FALSE;
    }
  return TRUE;
}

int
kl_command_finish (KlCommand *cmd, int status, GError *error)
{
  g_clear_pointer (&cmd->context, g_option_context_free);
  g_clear_pointer (&cmd->size, g_free);
  g_clear_pointer (&cmd->blocked, g_strfreev);
  g_clear_pointer (&cmd->leaper_text, g_free);
  g_clear_pointer (&cmd->algorithm_text, g_free);
  g_clear_pointer (&cmd->algorithm_help, g_free);
  g_clear_pointer (&cmd->compare_text, g_free);
  g_clear_pointer (&cmd->board, kn_board_free);
  kl_cli_export_clear (&cmd->export);
  return error ? kl_report (error) : status;
}

/* Pads text with spaces to width columns (characters, not bytes). */
static void
print_cell (const char *text, glong width)
{
  fputs (text, stdout);
  for (glong n = g_utf8_strlen (text, -1); n < width; n++)
    putchar (' ');
}

int
kl_command_compare (KlCommand *cmd, const KlPieces *pieces, const KlSolveOptions *options)
{
  g_autoptr (KlSolution) a = NULL, b = NULL;
  g_autoptr (KlComparison) cmp = NULL;
  GError *error = NULL;
  KlSolveOptions opts = *options;
  glong w0 = 0, w1 = 0;
  int sa, sb;

  opts.flags |= KL_SOLVE_WORK;
  opts.algorithm = cmd->compare[0];
  a = kl_command_solve (cmd, pieces, &opts, &error);
  if (a == NULL)
    return kl_report (error);
  opts = *options;
  opts.flags |= KL_SOLVE_WORK;
  opts.algorithm = cmd->compare[1];
  b = kl_command_solve (cmd, pieces, &opts, &error);
  if (b == NULL)
    return kl_report (error);
  cmp = kl_comparison_new (a, b);
  if (cmd->json)
    {
      /* kl_json_print takes the node */
      kl_json_print (kl_comparison_to_json (cmp));
    }
  else
    {
      g_autofree char *sentence = kl_comparison_sentence (cmp);

      for (guint r = 0; r < KL_COMPARE_N_ROWS; r++)
        {
          g_autofree char *v = kl_comparison_row_value (cmp, r, 0);

          w0 = MAX (w0, g_utf8_strlen (kl_comparison_row_label (r), -1));
          w1 = MAX (w1, g_utf8_strlen (v, -1));
        }
      w1 = MAX (w1, g_utf8_strlen (kl_algorithm_label (a->algorithm), -1));
      print_cell ("", w0 + 2);
      print_cell (kl_algorithm_label (a->algorithm), w1 + 2);
      puts (kl_algorithm_label (b->algorithm));
      for (guint r = 0; r < KL_COMPARE_N_ROWS; r++)
        {
          g_autofree char *va = kl_comparison_row_value (cmp, r, 0);
          g_autofree char *vb = kl_comparison_row_value (cmp, r, 1);

          print_cell (kl_comparison_row_label (r), w0 + 2);
          print_cell (va, w1 + 2);
          puts (vb);
        }
      putchar ('\n');
      puts (sentence);
    }
  sa = kl_solution_exit_status (a);
  sb = kl_solution_exit_status (b);
  return MAX (sa, sb);
}

/* The puzzle the command solved, as the pictures draw it. */
static KlPuzzle *
command_puzzle (KlCommand *cmd, const KlPieces *pieces, GError **error)
{
  int32_t w = kn_board_width (cmd->board), h = kn_board_height (cmd->board);
  KlPuzzle *puzzle;

  if (w > KL_PUZZLE_MAX_SIDE || h > KL_PUZZLE_MAX_SIDE)
    {
      /* TRANSLATORS: %d is the largest board side that can be drawn */
      g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT,
                   _("--export-image and --export-animation draw boards up to %d squares a side"),
                   KL_PUZZLE_MAX_SIDE);
      return NULL;
    }
  puzzle = kl_puzzle_new (w, h);
  for (int32_t y = 0; y < h; y++)
    for (int32_t x = 0; x < w; x++)
      puzzle->blocked[(gsize) y * w + x] = !kn_board_is_free (cmd->board, (kn_square) { x, y });
  puzzle->start = pieces->start;
  puzzle->target = pieces->target;
  puzzle->king = pieces->king;
  for (guint i = 0; i < pieces->n_knights; i++)
    g_array_append_val (puzzle->knights, pieces->knights[i]);
  return puzzle;
}

/* --export-image, --export-animation: the pictures need the answer's
 * explanation (its steps); when the command's printing did not ask for it,
 * the answer is solved once more with it, so what is printed stays as it
 * was without the export. */
static gboolean
export_files (KlCommand *cmd, const KlPieces *pieces, const KlSolveOptions *options,
              const KlSolution *solution, GError **error)
{
  g_autoptr (KlSolution) explained = NULL;
  g_autoptr (KlPuzzle) puzzle = command_puzzle (cmd, pieces, error);

  if (puzzle == NULL)
    return FALSE;
  if (!(options->flags & (KL_SOLVE_EXPLAIN | KL_SOLVE_EXPLAIN_SEARCH)))
    {
      KlSolveOptions opts = *options;
      KlSolveOptions defaults;

      kl_solve_options_init (&defaults);
      opts.flags |= KL_SOLVE_EXPLAIN;
      /* a tour's steps are read from its trace */
      opts.trace_budget = MAX (opts.trace_budget, defaults.trace_budget);
      explained = kl_solve_board (cmd->board, pieces, &opts, NULL, error);
      if (explained == NULL)
        return FALSE;
      solution = explained;
    }
  return kl_cli_export_write (&cmd->export, 1, 1, puzzle, options->mode, solution, error);
}

KlSolution *
kl_command_solve (KlCommand *cmd, const KlPieces *pieces, KlSolveOptions *options, GError **error)
{
  KlSolution *solution;

  /* a command that asks for no explanation of its own gets the answer's */
  if (cmd->explain && !(options->flags & (KL_SOLVE_EXPLAIN | KL_SOLVE_EXPLAIN_SEARCH)))
    options->flags |= KL_SOLVE_EXPLAIN;
  /* the JSON says what the algorithm did */
  if (cmd->json)
    options->flags |= KL_SOLVE_WORK;
  if (options->algorithm == KL_ALGORITHM_DEFAULT)
    options->algorithm = cmd->algorithm;
  solution = kl_solve_board (cmd->board, pieces, options, NULL, error);
  if (solution != NULL && solution->outcome == KL_OUTCOME_FAILED)
    {
      /* a failure the solution words itself (Camelot's brute force giving up) says so */
      if (solution->details != NULL && *solution->details)
        g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_SOLVER, "%s. %s", solution->headline,
                     solution->details);
      else
        kl_fail_status (error, solution->status);
      g_clear_pointer (&solution, kl_solution_unref);
    }
  if (solution != NULL && cmd->export.wanted && !export_files (cmd, pieces, options, solution,
                                                               error))
    g_clear_pointer (&solution, kl_solution_unref);
  return solution;
}

int
kl_solution_exit_status (const KlSolution *solution)
{
  switch (solution->outcome)
    {
    case KL_OUTCOME_FOUND:
      return KL_EXIT_FOUND;
    case KL_OUTCOME_NONE:
      return KL_EXIT_NONE;
    case KL_OUTCOME_GAVE_UP:
      return KL_EXIT_GAVE_UP;
    case KL_OUTCOME_MISSING:
    case KL_OUTCOME_FAILED:
    default:
      return KL_EXIT_ERROR;
    }
}

int
kl_command_cell (KlCommand *cmd, kn_square sq)
{
  return (int) ((gint64) sq.y * kn_board_width (cmd->board) + sq.x);
}

gboolean
kl_fail_status (GError **error, kn_status status)
{
  g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_SOLVER, _("The search failed: %s"),
               kn_status_str (status));
  return FALSE;
}

int
kl_report (GError *error)
{
  fflush (stdout);
  fprintf (stderr, "knight-solve: %s\n", error ? error->message : _("unknown error"));
  g_clear_error (&error);
  return KL_EXIT_ERROR;
}

const char *
kl_square_str (kn_square sq, char buf[KN_SQUARE_BUFSIZE])
{
  kn_square_format (sq, 0, buf, KN_SQUARE_BUFSIZE);
  return buf;
}

void
kl_print_route_squares (const kn_path *path)
{
  char buf[KN_SQUARE_BUFSIZE];

  for (size_t i = 0; i < kn_path_length (path); i++)
    printf ("%s%s%s", i ? " " : "", kl_move_letter (kn_path_move (path, i)),
            kl_square_str (kn_path_square (path, i), buf));
}
