/* cmd-path.c - "knight-solve path" (one shortest route), "knight-solve dynamic"
 * (the K/B/T knight's route) and "knight-solve map" (the distance of every square). */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>

/* "path" and "dynamic" read the same options and print the same kind of
 * answer; dynamic has no --leaper, allows a blocked target (no route) and
 * adds each move's type. */
static int
route_command (int argc, char **argv, gboolean dynamic)
{
  KlBoardOptions opts = { 0 };
  g_autofree char *from_s = NULL, *to_s = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_s, N_("Target square"), N_("SQ") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (
    dynamic ? _("- the dynamic knight: K, B and T moves, never one type twice in a row")
            : _("- one shortest route of a leaper"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  kl_board_options_add (ctx, &opts, !dynamic);
  g_option_context_set_description (
    ctx, dynamic ? _("K is a knight move, B two squares diagonally, T a mirror "
                     "jump across the board's middle line.\n"
                     "Example: knight-solve dynamic --size 6x6 --from 1,1 --to 5,4")
                 : _("Example: knight-solve path --size 8x8 --from a1 --to f1 --blocked c1,d1,d5"));
  kn_board *board = NULL;
  kn_path *path = NULL;
  kn_leaper leaper = KN_KNIGHT;
  kn_square from, to;
  int status = KL_EXIT_ERROR;
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    goto out;
  if (argc > 1)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("Unexpected argument '%s'"), argv[1]);
      goto out;
    }
  if (!from_s || !to_s)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, dynamic ? _("dynamic needs --from and --to")
                                                    : _("path needs --from and --to"));
      goto out;
    }
  if (!kl_board_from_options (&opts, &board, &error) ||
      !kl_parse_square (from_s, board, &from, &error) || !kl_parse_square (to_s, board, &to, &error) ||
      (opts.leaper && !kl_parse_leaper (opts.leaper, &leaper, &error)))
    goto out;
  if (!dynamic && (!kn_board_is_free (board, from) || !kn_board_is_free (board, to)))
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The start and target squares must not be blocked"));
      goto out;
    }
  int64_t moves;
  kn_status st = dynamic ? kn_dynamic_solve (board, from, to, NULL, &moves, &path)
                         : kn_shortest_path (board, leaper, from, to, NULL, &moves, &path);
  if (st != KN_OK)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The search failed: %s"), kn_status_str (st));
      goto out;
    }
  char fb[KN_SQUARE_BUFSIZE], tb[KN_SQUARE_BUFSIZE];
  kl_square_str (from, fb);
  kl_square_str (to, tb);
  if (opts.json)
    {
      printf ("{\"found\":%s,\"moves\":%lld,\"from\":\"%s\",\"to\":\"%s\",",
              moves >= 0 ? "true" : "false", (long long) moves, fb, tb);
      if (!dynamic)
        printf ("\"leaper\":[%d,%d],", leaper.m, leaper.n);
      fputs ("\"path\":", stdout);
      kl_json_path (stdout, path);
      if (dynamic)
        {
          fputs (",\"types\":", stdout);
          kl_json_types (stdout, path);
        }
      fputs ("}\n", stdout);
    }
  else if (moves < 0)
    printf (_("%s cannot be reached from %s.\n"), tb, fb);
  else
    kl_print_route (fb, tb, moves, path);
  status = moves >= 0 ? KL_EXIT_FOUND : KL_EXIT_NONE;
out:
  kn_path_free (path);
  kn_board_free (board);
  kl_board_options_clear (&opts);
  return error ? kl_report (error) : status;
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

int
kl_cmd_map (int argc, char **argv)
{
  KlBoardOptions opts = { 0 };
  g_autofree char *from_s = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("- the distance of every square from the start"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  kl_board_options_add (ctx, &opts, TRUE);
  g_option_context_set_description (ctx, _("Blocked squares print as #, unreachable ones as ."));
  kn_board *board = NULL;
  kn_distmap *map = NULL;
  kn_leaper leaper = KN_KNIGHT;
  kn_square from;
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    goto out;
  if (!from_s)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("map needs --from"));
      goto out;
    }
  if (!kl_board_from_options (&opts, &board, &error) || !kl_parse_square (from_s, board, &from, &error) ||
      (opts.leaper && !kl_parse_leaper (opts.leaper, &leaper, &error)))
    goto out;
  if (!kn_board_is_free (board, from))
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The start square must not be blocked"));
      goto out;
    }
  kn_status st = kn_distmap_compute (board, leaper, from, NULL, &map);
  if (st != KN_OK)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The search failed: %s"), kn_status_str (st));
      goto out;
    }
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  if (opts.json)
    {
      printf ("{\"width\":%d,\"height\":%d,\"reached\":%zu,\"max\":%d,\"rows\":[", w, h,
              kn_distmap_reached_count (map), kn_distmap_max (map));
      for (int32_t y = h - 1; y >= 0; y--)
        {
          printf ("%s[", y < h - 1 ? "," : "");
          for (int32_t x = 0; x < w; x++)
            printf ("%s%d", x ? "," : "", kn_distmap_get (map, (kn_square) { x, y }));
          putchar (']');
        }
      fputs ("]}\n", stdout);
      goto out;
    }
  int width = snprintf (NULL, 0, "%d", kn_distmap_max (map));
  if (width < 2)
    width = 2;
  for (int32_t y = h - 1; y >= 0; y--)
    {
      for (int32_t x = 0; x < w; x++)
        {
          kn_square sq = { x, y };
          int32_t d = kn_distmap_get (map, sq);
          if (d >= 0)
            printf ("%*d", width + 1, d);
          else
            printf ("%*s", width + 1, kn_board_is_free (board, sq) ? "." : "#");
        }
      putchar ('\n');
    }
out:
  kn_distmap_free (map);
  kn_board_free (board);
  kl_board_options_clear (&opts);
  return error ? kl_report (error) : KL_EXIT_FOUND;
}
