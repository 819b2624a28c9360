/* cmd-path.c - "knight-solve path" (one shortest route), "knight-solve dynamic"
 * (the K/B/T knight's route) and "knight-solve map" (the distance of every square). */
#include "config.h"

#include "cli-common.h"
#include "cli-explain.h"
#include "cli-json.h"

#include <glib/gi18n.h>

/* The answer as a JSON object; the caller frees the builder. */
static JsonBuilder *
route_json (KlCommand *cmd, gboolean dynamic, kn_square from, kn_square to, int64_t moves,
            const kn_path *path, const KlReason *reason)
{
  JsonBuilder *b = json_builder_new ();

  json_builder_begin_object (b);
  kl_json_set_bool (b, "found", moves >= 0);
  kl_json_set_int (b, "moves", moves);
  kl_json_set_square (b, "from", &from);
  kl_json_set_square (b, "to", &to);
  if (!dynamic)
    {
      json_builder_set_member_name (b, "leaper");
      kl_json_add_pair (b, cmd->leaper.m, cmd->leaper.n);
    }
  json_builder_set_member_name (b, "path");
  kl_json_add_path (b, path);
  if (dynamic)
    {
      json_builder_set_member_name (b, "types");
      kl_json_add_letters (b, path);
    }
  /* last: the region of "unreachable" is streamed */
  kl_reason_add_json (reason, b, TRUE);
  json_builder_end_object (b);
  return b;
}

/* The explanation of a route: the shortest path's BFS wave needs the
 * distance map, which A* does not make, so it is computed here, only when
 * asked for; the dynamic knight's search is run again, counting its states. */
static kn_status
explain_route (KlCommand *cmd, gboolean dynamic, kn_square from, kn_square to, const kn_path *path,
               KlExplain **out)
{
  kn_distmap *map = NULL;
  kn_status st;

  if (dynamic)
    return kl_explain_new_dynamic (cmd->board, from, to, NULL, out);
  st = kn_distmap_compute (cmd->board, cmd->leaper, from, NULL, &map);
  if (st != KN_OK)
    return st;
  return kl_explain_new_path (map, to, path, NULL, out);
}

/* Why `to` cannot be reached: the leaper's reason (or the dynamic
 * knight's), with its evidence. */
static kn_status
route_reason (KlCommand *cmd, gboolean dynamic, kn_square from, kn_square to, KlReason **out)
{
  kn_reach *reach = NULL;
  kn_status st = dynamic ? kn_reach_explain_dynamic (cmd->board, from, to, NULL, &reach)
                         : kn_reach_explain (cmd->board, cmd->leaper, from, &to, NULL, &reach);

  if (st == KN_OK)
    *out = kl_reason_new_reach (reach, cmd->board, dynamic ? KL_MODE_DYNAMIC : KL_MODE_PATH,
                                cmd->leaper);
  kn_reach_free (reach);
  return st;
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
  kn_path *path = NULL;
  g_autoptr (KlReason) reason = NULL;
  KlExplain *ex = NULL;
  kn_square from, to;
  int64_t moves = -1;

  if (dynamic)
    kl_command_init (&cmd, "dynamic",
                     _("- the dynamic knight: K, B and T moves, never one type twice in a row"),
                     _("K is a knight move, B two squares diagonally, T a mirror "
                       "jump across the board's middle line.\n"
                       "Example: knight-solve dynamic --size 6x6 --from 1,1 --to 5,4"),
                     entries, KL_COMMAND_BOARD | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN);
  else
    kl_command_init (&cmd, "path", _("- one shortest route of a leaper"),
                     _("Example: knight-solve path --size 8x8 --from a1 --to f1 --blocked c1,d1,d5"),
                     entries,
                     KL_COMMAND_BOARD | KL_COMMAND_LEAPER | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN);
  if (!kl_command_parse (&cmd, argc, argv, &error) ||
      !kl_command_require (&cmd, "--from", from_s, &error) ||
      !kl_command_require (&cmd, "--to", to_s, &error) ||
      !kl_command_square (&cmd, "--from", from_s, !dynamic, &from, &error) ||
      !kl_command_square (&cmd, "--to", to_s, !dynamic, &to, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  kn_status st = dynamic ? kn_dynamic_solve (cmd.board, from, to, NULL, &moves, &path)
                         : kn_shortest_path (cmd.board, cmd.leaper, from, to, NULL, &moves, &path);
  if (st == KN_OK && moves < 0)
    st = route_reason (&cmd, dynamic, from, to, &reason);
  if (st == KN_OK && cmd.explain)
    st = explain_route (&cmd, dynamic, from, to, path, &ex);
  if (st != KN_OK)
    {
      kn_path_free (path);
      kl_fail_status (&error, st);
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  char fb[KN_SQUARE_BUFSIZE], tb[KN_SQUARE_BUFSIZE];
  kl_square_str (from, fb);
  kl_square_str (to, tb);
  if (ex || cmd.json)
    {
      g_autoptr (JsonBuilder) b =
        cmd.json ? route_json (&cmd, dynamic, from, to, moves, path, reason) : NULL;

      if (ex)
        kl_command_print_explained (&cmd, b, reason, ex);
      else
        kl_json_print_with_region (b, reason);
    }
  else if (moves < 0)
    {
      g_autofree char *why = kl_reason_sentence (reason);

      puts (why);
    }
  else
    {
      /* TRANSLATORS: "a1 to f1: 7 moves" */
      printf (ngettext ("%s to %s: %lld move\n", "%s to %s: %lld moves\n", (gulong) moves), fb, tb,
              (long long) moves);
      kl_print_route_squares (path);
      putchar ('\n');
    }
  g_clear_pointer (&ex, kl_explain_unref);
  kn_path_free (path);
  return kl_command_finish (&cmd, moves >= 0 ? KL_EXIT_FOUND : KL_EXIT_NONE, NULL);
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
print_map_json (const kn_board *board, const kn_distmap *map, const KlReason *reason,
                const KlExplain *ex)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  KlJsonStream *out = kl_json_stream_new (stdout);

  json_builder_begin_object (b);
  kl_json_set_int (b, "width", w);
  kl_json_set_int (b, "height", h);
  kl_json_set_int (b, "reached", (gint64) kn_distmap_reached_count (map));
  kl_json_set_int (b, "max", kn_distmap_max (map));
  /* why some free squares are out of reach (the rows show which) */
  kl_reason_add_json (reason, b, FALSE);
  json_builder_end_object (b);
  kl_json_stream_open_object (out, json_builder_get_root (b));
  kl_json_stream_open_member (out, "rows", kl_json_empty_array ());
  for (int32_t y = h - 1; y >= 0 && kl_json_stream_ok (out); y--)
    {
      kl_json_stream_open_array (out);
      for (int32_t x = 0; x < w; x++)
        kl_json_stream_add_int (out, kn_distmap_get (map, (kn_square) { x, y }));
      kl_json_stream_close (out);
    }
  kl_json_stream_close (out);
  if (ex)
    kl_explain_stream_json (out, ex, 0);
  kl_json_stream_finish (out);
}

static void
print_map_text (const kn_board *board, const kn_distmap *map)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  int width = MAX (2, snprintf (NULL, 0, "%d", kn_distmap_max (map)));

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
}

int
kl_cmd_map (int argc, char **argv)
{
  KlCommand cmd;
  g_autofree char *from_s = NULL;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_STRING, &from_s, N_("Start square"), N_("SQ") },
    { NULL }
  };
  kn_distmap *map = NULL;
  g_autoptr (KlReason) reason = NULL;
  KlExplain *ex = NULL;
  kn_square from;

  kl_command_init (&cmd, "map", _("- the distance of every square from the start"),
                   _("Blocked squares print as #, unreachable ones as .; with --explain, "
                     "the layers of the search take the place of the grid."),
                   entries,
                   KL_COMMAND_BOARD | KL_COMMAND_LEAPER | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN);
  if (!kl_command_parse (&cmd, argc, argv, &error) ||
      !kl_command_require (&cmd, "--from", from_s, &error) ||
      !kl_command_square (&cmd, "--from", from_s, TRUE, &from, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  kn_status st = kn_distmap_compute (cmd.board, cmd.leaper, from, NULL, &map);
  if (st == KN_OK && kn_distmap_reached_count (map) <
                       kn_board_squares (cmd.board) - kn_board_blocked_count (cmd.board))
    {
      kn_reach *reach = NULL;

      st = kn_reach_explain (cmd.board, cmd.leaper, from, NULL, NULL, &reach);
      if (st == KN_OK)
        reason = kl_reason_new_reach (reach, cmd.board, KL_MODE_DISTANCE, cmd.leaper);
      kn_reach_free (reach);
    }
  if (st == KN_OK && cmd.explain)
    {
      /* The explanation takes the map (freeing it on failure too); map
       * stays valid, borrowed, while ex lives. */
      st = kl_explain_new_distance (map, NULL, &ex);
      if (st != KN_OK)
        map = NULL;
    }
  if (st != KN_OK)
    {
      kn_distmap_free (map);
      kl_fail_status (&error, st);
      return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
    }
  if (cmd.json)
    print_map_json (cmd.board, map, reason, ex);
  else if (ex)
    kl_command_print_explained (&cmd, NULL, reason, ex);
  else
    {
      print_map_text (cmd.board, map);
      if (reason != NULL)
        {
          g_autofree char *why = kl_reason_sentence (reason);

          puts (why);
        }
    }
  if (ex)
    kl_explain_unref (ex);
  else
    kn_distmap_free (map);
  return kl_command_finish (&cmd, KL_EXIT_FOUND, NULL);
}
