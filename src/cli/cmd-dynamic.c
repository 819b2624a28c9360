/* cmd-dynamic.c - "knight-solve dynamic": the K/B/T knight's shortest route. */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>

int
kl_cmd_dynamic (int argc, char **argv)
{
  KlBoardOptions opts = { 0 };
  g_autofree char *from_s = NULL, *to_s = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { "to", 't', 0, G_OPTION_ARG_STRING, &to_s, N_("Target square"), N_("SQ") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("- the dynamic knight: K, B and T moves, never one type twice in a row"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  kl_board_options_add (ctx, &opts, FALSE);
  g_option_context_set_description (ctx, _("K is a knight move, B two squares diagonally, T a mirror "
                                            "jump across the board's middle line.\n"
                                            "Example: knight-solve dynamic --size 6x6 --from 1,1 --to 5,4"));
  kn_board *board = NULL;
  kn_path *path = NULL;
  kn_square from, to;
  int status = KL_EXIT_ERROR;
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    goto out;
  if (!from_s || !to_s)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("dynamic needs --from and --to"));
      goto out;
    }
  if (!kl_board_from_options (&opts, &board, &error) ||
      !kl_parse_square (from_s, board, &from, &error) || !kl_parse_square (to_s, board, &to, &error))
    goto out;
  int64_t moves;
  kn_status st = kn_dynamic_solve (board, from, to, NULL, &moves, &path);
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
      printf ("{\"found\":%s,\"moves\":%lld,\"from\":\"%s\",\"to\":\"%s\",\"path\":",
              moves >= 0 ? "true" : "false", (long long) moves, fb, tb);
      kl_json_path (stdout, path);
      fputs (",\"types\":", stdout);
      kl_json_types (stdout, path);
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
