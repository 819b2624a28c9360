/* cmd-camelot.c - "knight-solve camelot": the fewest moves that gather a king and knights
 * on one square, and the plan that does it, as text or JSON. */
#include "config.h"

#include "cli-common.h"
#include "cli-explain.h"
#include "cli-json.h"
#include "kl-notation.h"

#include <glib/gi18n.h>
#include <string.h>

/* Parses every list of --knights (as --blocked: algebraic squares and
 * file,rank pairs mixed).  Squares must be free, distinct and off the
 * king's square. */
static gboolean
parse_knights (char **lists, const kn_board *board, kn_square king, GArray *out, GError **error)
{
  char name[KN_SQUARE_BUFSIZE];
  GError *local = NULL;

  for (char **list = lists; list && *list; list++)
    if (!kl_parse_square_list (*list, kn_board_width (board), kn_board_height (board),
                               KL_SQUARE_LIST_DISTINCT, out, &local))
      {
        g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, "--knights: %s", local->message);
        g_error_free (local);
        return FALSE;
      }
  for (guint i = 0; i < out->len; i++)
    {
      kn_square sq = g_array_index (out, kn_square, i);

      kl_square_str (sq, name);
      if (!kn_board_is_free (board, sq))
        {
          g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT, _("%s: %s is a blocked square"),
                       "--knights", name);
          return FALSE;
        }
      if (sq.x == king.x && sq.y == king.y)
        {
          g_set_error (error, KL_CLI_ERROR, KL_CLI_ERROR_INPUT,
                       _("--knights: %s is the king's square; a knight cannot start there"), name);
          return FALSE;
        }
    }
  return TRUE;
}

static const char *
move_name (kn_move_type type)
{
  switch (type)
    {
    case KN_MOVE_KING: return "king";
    case KN_MOVE_RIDE: return "ride";
    default: return "leap";
    }
}

static void
json_piece (JsonBuilder *b, const kn_camelot *plan, size_t piece, kn_square from)
{
  const kn_path *route = kn_camelot_route (plan, piece);

  json_builder_begin_object (b);
  kl_json_set_square (b, "from", &from);
  json_builder_set_member_name (b, "moves");
  if (route)
    json_builder_add_int_value (b, kn_camelot_piece_moves (plan, piece));
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "route");
  if (route)
    kl_json_add_path (b, route);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "types");
  if (route)
    {
      json_builder_begin_array (b);
      for (size_t i = 1; i < kn_path_length (route); i++)
        json_builder_add_string_value (b, move_name (kn_path_move (route, i)));
      json_builder_end_array (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* The answer as a JSON object; the caller frees the builder. */
static JsonBuilder *
answer_json (const kn_board *board, const KlSolution *sol, kn_square king,
             const kn_square *knights, size_t n)
{
  JsonBuilder *b = json_builder_new ();
  const kn_camelot *plan = sol->plan;
  const KlReason *reason = sol->reason;
  gboolean found = kn_camelot_found (plan);
  kn_square pickup, gather = kn_camelot_gather (plan);
  gint64 carrier = kn_camelot_carrier (plan, &pickup);

  json_builder_begin_object (b);
  kl_json_set_string (b, "algorithm", kl_algorithm_to_string (sol->algorithm));
  kl_json_set_bool (b, "found", found);
  kl_json_set_int (b, "moves", kn_camelot_moves (plan));
  kl_json_set_string (b, "headline", sol->headline);
  kl_json_set_int (b, "width", kn_board_width (board));
  kl_json_set_int (b, "height", kn_board_height (board));
  kl_json_set_square (b, "gather", found ? &gather : NULL);
  kl_json_set_square (b, "pickup", carrier >= 0 ? &pickup : NULL);
  json_builder_set_member_name (b, "carrier");
  if (carrier >= 0)
    json_builder_add_int_value (b, carrier);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "king");
  json_piece (b, plan, 0, king);
  json_builder_set_member_name (b, "knights");
  json_builder_begin_array (b);
  for (size_t i = 0; i < n; i++)
    json_piece (b, plan, i + 1, knights[i]);
  json_builder_end_array (b);
  kl_json_add_work (b, &sol->work);
  /* last: the region of "unreachable" is streamed */
  kl_reason_add_json (reason, b, TRUE);
  json_builder_end_object (b);
  return b;
}

/* One piece's route on a line: "d4 c5 ~e6 ~f4", where ~ marks the squares
 * the king reaches riding with his knight. */
static void
print_route (const kn_path *route)
{
  char buf[KN_SQUARE_BUFSIZE];
  for (size_t i = 0; i < kn_path_length (route); i++)
    printf ("%s%s%s", i ? " " : "", kn_path_move (route, i) == KN_MOVE_RIDE ? "~" : "",
            kl_square_str (kn_path_square (route, i), buf));
  putchar ('\n');
}

/* The solution's headline and details, as the app shows them, then each
 * piece's route. */
static void
print_text (const KlSolution *sol, kn_square king, const kn_square *knights, size_t n)
{
  char kb[KN_SQUARE_BUFSIZE];
  const kn_camelot *plan = sol->plan;

  if (sol->reason != NULL)
    {
      g_autofree char *why = kl_reason_sentence (sol->reason);

      puts (why);
      return;
    }
  printf ("%s\n%s\n", sol->headline, sol->details);
  if (sol->carrier >= 0)
    puts (_("~ marks the squares the king reaches riding with his knight."));
  for (size_t piece = 0; piece <= n; piece++)
    {
      gint64 m = kn_camelot_piece_moves (plan, piece);
      kl_square_str (piece ? knights[piece - 1] : king, kb);
      if (piece == 0)
        /* TRANSLATORS: "king d4, 1 move: " followed by the route */
        printf (ngettext ("king %s, %lld move: ", "king %s, %lld moves: ", (gulong) m), kb,
                (long long) m);
      else
        /* TRANSLATORS: "knight a3, 3 moves: " followed by the route */
        printf (ngettext ("knight %s, %lld move: ", "knight %s, %lld moves: ", (gulong) m), kb,
                (long long) m);
      print_route (kn_camelot_route (plan, piece));
    }
}

int
kl_cmd_camelot (int argc, char **argv)
{
  KlCommand cmd;
  g_autofree char *king_s = NULL;
  g_auto (GStrv) knights_s = NULL;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "king", 'k', 0, G_OPTION_ARG_STRING, &king_s, N_("The king's square"), N_("SQ") },
    { "knights", 'n', 0, G_OPTION_ARG_STRING_ARRAY, &knights_s,
      N_("The knights' squares, comma-separated (may repeat)"), N_("SQ,SQ,…") },
    { NULL }
  };
  g_autoptr (KlSolution) sol = NULL;
  KlSolveOptions options;
  g_autoptr (GArray) knights = g_array_new (FALSE, FALSE, sizeof (kn_square));
  kn_square king;

  kl_command_init (&cmd, "camelot", _("- gather a king and knights on one square"),
                   _("The king steps to a neighbouring square, a knight leaps; when the king stands "
                     "with a knight the two may leap together as one move.  Pieces never stop on "
                     "blocked squares; knights leap over them.\n\n"
                     "Example: knight-solve camelot --king d4 --knights a3,a8,h1,h8"),
                   entries, KL_COMMAND_BOARD | KL_COMMAND_JSON | KL_COMMAND_EXPLAIN
                     | KL_COMMAND_EXPORT);
  kl_command_add_algorithm (&cmd, KL_MODE_CAMELOT);
  if (!kl_command_parse (&cmd, argc, argv, &error) ||
      !kl_command_require (&cmd, "--king", king_s, &error) ||
      !kl_command_square (&cmd, "--king", king_s, TRUE, &king, &error) ||
      !parse_knights (knights_s, cmd.board, king, knights, &error))
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  const kn_square *ks = (const kn_square *) (void *) knights->data;
  g_autofree int *cells = g_new (int, knights->len + 1);
  for (guint i = 0; i < knights->len; i++)
    cells[i] = kl_command_cell (&cmd, ks[i]);
  KlPieces pieces = { -1, -1, kl_command_cell (&cmd, king), cells, knights->len };
  /* No heat map: a cost for every square would be a board-sized array in
   * the JSON, and the text does not show it. */
  kl_solve_options_init (&options);
  options.mode = KL_MODE_CAMELOT;
  if (cmd.comparing)
    return kl_command_finish (&cmd, kl_command_compare (&cmd, &pieces, &options), NULL);
  sol = kl_command_solve (&cmd, &pieces, &options, &error);
  if (sol == NULL)
    return kl_command_finish (&cmd, KL_EXIT_ERROR, error);
  if (sol->explain || cmd.json)
    {
      g_autoptr (JsonBuilder) b =
        cmd.json ? answer_json (cmd.board, sol, king, ks, knights->len) : NULL;

      if (sol->explain)
        kl_command_print_explained (&cmd, b, sol->reason, sol->explain);
      else
        kl_json_print_with_region (b, sol->reason);
    }
  else
    print_text (sol, king, ks, knights->len);
  return kl_command_finish (&cmd, kl_solution_exit_status (sol), NULL);
}
