/* cmd-path.c - "knight-solve path" (one shortest route), "knight-solve dynamic"
 * (the K/B/T knight's route) and "knight-solve map" (the distance of every square). */
#include "config.h"

#include "cli-common.h"
#include "cli-explain.h"
#include "cli-json.h"

#include <glib/gi18n.h>

/* The answer as a JSON object; the caller frees the builder. */
static JsonBuilder *
route_json (gboolean dynamic, kn_square from, kn_square to, const KlSolution *sol)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  kl_json_set_bool (b, "found", sol->moves >= 0);
  kl_json_set_int (b, "moves", sol->moves);
  kl_json_set_string (b, "headline", sol->headline);
  kl_json_set_square (b, "from", &from);
  kl_json_set_square (b, "to", &to);
  if (!dynamic)
    {
      json_builder_set_member_name (b, "leaper");
      kl_json_add_pair (b, sol->leaper.m, sol->leaper.n);
    }
  json_builder_set_member_name (b, "path");
  kl_json_add_path (b, sol->route);
  if (dynamic)
    {
      json_builder_set_member_name (b, "types");
      kl_json_add_letters (b, sol->route);
    }
  else if (sol->explain != NULL && sol->map != NULL)
    /* the BFS's map came with the explanation: every shortest route counted */
    kl_explain_set_routes_json (b, sol->explain, to);
  if (!dynamic)
    {
      kl_json_set_string (b, "algorithm", kl_algorithm_to_string (sol->algorithm));
      kl_json_add_work (b, &sol->work);
    }
  /* last: the region of "unreachable" is streamed */
  kl_reason_add_json (sol->reason, b, TRUE);
  json_builder_end_object (b);
  return b;
}

/* "path" and "dynamic" read the same options and print the same kind of
 * answer; dynamic has no --leaper, allows a blocked target (no route) and
 * adds each move's type. */
static int
route_command (int argc, char **argv, gboolean dynamic)
{
  KlCommand cmd;
  g_autofree char *from_s = NULL, *to_s = NULL;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_s, N_("Target square"), N_("SQ") },
    { NULL }
  };
  g_autoptr (KlSolution) sol = NULL;
  KlSolveOptions options;
  kn_square from, to;

  if (dynamic)
    kl_command_init (&cmd, "dynamic",
                     _("- the dynamic knight: K, B and T moves, never one type twice in a row"),
                     _("K is a knight move, B two squares diagonally, T a mirror "
                       "jump across the board's middle line.\n"
                       "Example: knight-solve dynamic --size 6x6 --from 1,1 --to 5,4"),
                     entries, KL_COMMAND_BOARD | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN
                       | KL_COMMAND_EXPORT);
  else
    kl_command_init (&cmd, "path", _("- one shortest route of a leaper"),
                     _("Example: knight-solve path --size 8x8 --from a1 --to f1 --blocked c1,d1,d5"),
                     entries,
                     KL_COMMAND_BOARD | KL_COMMAND_LEAPER | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN
                       | KL_COMMAND_EXPORT);
  if (!dynamic)
    kl_command_add_algorithm (&cmd, KL_MODE_PATH);
  if (!kl_command_parse (&cmd, argc, argv, &error) ||
      !kl_command_require (&cmd, "--from", from_s, &error) ||
      !kl_command_require (&cmd, "--to", to_s, &error) ||
      !kl_command_square (&cmd, "--from", from_s, !dynamic, &from, &error) ||
      !kl_command_square (&cmd, "--to", to_s, !dynamic, &to, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  KlPieces pieces = { kl_command_cell (&cmd, from), kl_command_cell (&cmd, to), -1, NULL, 0 };
  kl_solve_options_init (&options);
  options.mode = dynamic ? KL_MODE_DYNAMIC : KL_MODE_PATH;
  options.leaper = cmd.leaper;
  if (cmd.comparing)
    return kl_command_finish (&cmd, kl_command_compare (&cmd, &pieces, &options), NULL);
  sol = kl_command_solve (&cmd, &pieces, &options, &error);
  if (sol == NULL)
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (sol->explain || cmd.json)
    {
      g_autoptr (JsonBuilder) b = cmd.json ? route_json (dynamic, from, to, sol) : NULL;

      if (sol->explain)
        {
          kl_command_print_explained (&cmd, b, sol->reason, sol->explain);
          /* the target's inspection: its distance, parent and routes */
          if (!cmd.json && !dynamic && sol->moves >= 0)
            kl_explain_print_inspect (sol->explain, to);
        }
      else
        kl_json_print_with_region (b, sol->reason);
    }
  else if (sol->reason != NULL)
    {
      g_autofree char *why = kl_reason_sentence (sol->reason);

      puts (why);
    }
  else
    {
      char fb[KN_SQUARE_BUFSIZE], tb[KN_SQUARE_BUFSIZE];

      /* the question, then the solution's own headline ("7 moves") */
      /* TRANSLATORS: "a1 to f1: 7 moves" */
      printf (_("%s to %s: %s\n"), kl_square_str (from, fb), kl_square_str (to, tb), sol->headline);
      kl_print_route_squares (sol->route);
      putchar ('\n');
    }
  return kl_command_finish (&cmd, kl_solution_exit_status (sol), NULL);
}

int
kl_cmd_path (int argc, char **argv)
{
  return route_command (argc, argv, FALSE);
}

int
kl_cmd_dynamic (int argc, char **argv)
{
  return route_command (argc, argv, TRUE);
}

/* The map as JSON: its rows from the top rank down, each streamed, since a
 * board may hold two billion squares; then the explanation, when asked. */
static void
print_map_json (const kn_board *board, const KlSolution *sol, const kn_square *inspect)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  KlJsonStream *out = kl_json_stream_new (stdout);
  const gint32 *dist = kl_solution_get_distances (sol);
  guint64 farther = 0, cut = 0;
  const guint8 *differs = kl_solution_get_formula_differs (sol, &farther, &cut);

  json_builder_begin_object (b);
  kl_json_set_string (b, "algorithm", kl_algorithm_to_string (sol->algorithm));
  kl_json_set_int (b, "width", w);
  kl_json_set_int (b, "height", h);
  kl_json_set_string (b, "headline", sol->headline);
  kl_json_set_int (b, "reached", (gint64) sol->reached);
  kl_json_set_int (b, "max", sol->dist_max);
  if (differs != NULL)
    {
      /* the formula: how many squares the walls make farther, or cut off */
      kl_json_set_int (b, "farther", (gint64) farther);
      kl_json_set_int (b, "cut_off", (gint64) cut);
    }
  kl_json_add_work (b, &sol->work);
  if (inspect != NULL)
    {
      json_builder_set_member_name (b, "inspect");
      json_builder_add_value (b, kl_explain_inspect_json (sol->explain, *inspect));
    }
  /* why some free squares are out of reach (the rows show which) */
  kl_reason_add_json (sol->reason, b, FALSE);
  json_builder_end_object (b);
  kl_json_stream_open_object (out, json_builder_get_root (b));
  kl_json_stream_open_member (out, "rows", kl_json_empty_array ());
  for (int32_t y = h - 1; y >= 0 && kl_json_stream_ok (out); y--)
    {
      kl_json_stream_open_array (out);
      for (int32_t x = 0; x < w; x++)
        kl_json_stream_add_int (out, dist[(gsize) y * w + x]);
      kl_json_stream_close (out);
    }
  kl_json_stream_close (out);
  if (differs != NULL)
    {
      /* 1 where the board's own BFS finds the square farther, or not at all */
      kl_json_stream_open_member (out, "differs", kl_json_empty_array ());
      for (int32_t y = h - 1; y >= 0 && kl_json_stream_ok (out); y--)
        {
          kl_json_stream_open_array (out);
          for (int32_t x = 0; x < w; x++)
            kl_json_stream_add_int (out, differs[(gsize) y * w + x]);
          kl_json_stream_close (out);
        }
      kl_json_stream_close (out);
    }
  if (sol->explain)
    kl_explain_stream_json (out, sol->explain, 0);
  kl_json_stream_finish (out);
}

/* The solution's headline, then the grid: blocked squares #, unreached . */
static void
print_map_text (const kn_board *board, const KlSolution *sol)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  int width = MAX (2, snprintf (NULL, 0, "%d", sol->dist_max));
  const gint32 *dist = kl_solution_get_distances (sol);
  const guint8 *differs = kl_solution_get_formula_differs (sol, NULL, NULL);

  printf ("%s\n", sol->headline);
  for (int32_t y = h - 1; y >= 0; y--)
    {
      for (int32_t x = 0; x < w; x++)
        {
          kn_square sq = { x, y };
          gsize cell = (gsize) y * w + x;
          int32_t d = dist[cell];
          if (d >= 0)
            printf ("%*d", width + 1, d);
          else
            printf ("%*s", width + 1, kn_board_is_free (board, sq) ? "." : "#");
          /* the formula: * where the walls make the square farther */
          if (differs != NULL)
            putchar (differs[cell] ? '*' : ' ');
        }
      putchar ('\n');
    }
  if (differs != NULL)
    /* TRANSLATORS: under the distance map by the formula; %s says how many squares */
    printf (_("%s (* marks them.)\n"), sol->details);
}

int
kl_cmd_map (int argc, char **argv)
{
  KlCommand cmd;
  g_autofree char *from_s = NULL, *inspect_s = NULL;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { "inspect", 'i', 0, G_OPTION_ARG_STRING, &inspect_s,
      N_("With --explain: a square's distance, the square that reached it and its shortest "
         "routes, counted exactly"), N_("SQ") },
    { NULL }
  };
  g_autoptr (KlSolution) sol = NULL;
  KlSolveOptions options;
  kn_square from, inspect;

  kl_command_init (&cmd, "map", _("- the distance of every square from the start"),
                   _("Blocked squares print as #, unreachable ones as .; with --explain, "
                     "the layers of the search take the place of the grid."),
                   entries,
                   KL_COMMAND_BOARD | KL_COMMAND_LEAPER | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN
                     | KL_COMMAND_EXPORT);
  kl_command_add_algorithm (&cmd, KL_MODE_DISTANCE);
  if (!kl_command_parse (&cmd, argc, argv, &error) ||
      !kl_command_require (&cmd, "--from", from_s, &error) ||
      !kl_command_square (&cmd, "--from", from_s, TRUE, &from, &error) ||
      (inspect_s != NULL && !kl_command_square (&cmd, "--inspect", inspect_s, FALSE, &inspect,
                                                &error)))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (inspect_s != NULL && !cmd.explain)
    {
      /* the inspection is the explanation's: what its search found */
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("%s needs %s"), "--inspect",
                   "--explain");
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  KlPieces pieces = { kl_command_cell (&cmd, from), -1, -1, NULL, 0 };
  kl_solve_options_init (&options);
  options.mode = KL_MODE_DISTANCE;
  options.leaper = cmd.leaper;
  if (cmd.comparing)
    return kl_command_finish (&cmd, kl_command_compare (&cmd, &pieces, &options), NULL);
  sol = kl_command_solve (&cmd, &pieces, &options, &error);
  if (sol == NULL)
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (cmd.json)
    print_map_json (cmd.board, sol, inspect_s != NULL ? &inspect : NULL);
  else if (sol->explain)
    {
      kl_command_print_explained (&cmd, NULL, sol->reason, sol->explain);
      if (inspect_s != NULL)
        kl_explain_print_inspect (sol->explain, inspect);
    }
  else
    {
      print_map_text (cmd.board, sol);
      if (sol->reason != NULL)
        {
          g_autofree char *why = kl_reason_sentence (sol->reason);

          puts (why);
        }
    }
  return kl_command_finish (&cmd, KL_EXIT_FOUND, NULL);
}
