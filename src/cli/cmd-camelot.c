/* cmd-camelot.c - "knight-solve camelot": the fewest moves that gather a king and knights
 * on one square, and the plan that does it, as text or JSON. */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>
#include <string.h>

/* Parses every list of --knights: items are algebraic squares ("c3") or
 * pairs of numbers ("3,3"), all separated by commas, so a number takes the
 * next item as its rank (as --blocked does).  Squares must be free, distinct
 * and off the king's square. */
static gboolean
parse_knights (char **lists, const kn_board *board, kn_square king, GArray *out, GError **error)
{
  char kb[KN_SQUARE_BUFSIZE];
  for (char **list = lists; list && *list; list++)
    {
      g_auto (GStrv) items = g_strsplit (*list, ",", -1);
      for (char **it = items; *it; it++)
        {
          g_autofree char *item = NULL;
          kn_square sq;
          g_strstrip (*it);
          if (!**it)
            continue;
          if (g_ascii_isdigit (**it))
            {
              if (!it[1])
                {
                  g_set_error (error, KL_CLI_ERROR, 0,
                               _("--knights: '%s' needs a rank after it, as in 3,3"), *it);
                  return FALSE;
                }
              item = g_strdup_printf ("%s,%s", it[0], g_strstrip (it[1]));
              it++;
            }
          else
            item = g_strdup (*it);
          if (!kl_parse_square (item, board, &sq, error))
            {
              g_prefix_error (error, "--knights: ");
              return FALSE;
            }
          kl_square_str (sq, kb);
          if (!kn_board_is_free (board, sq))
            {
              g_set_error (error, KL_CLI_ERROR, 0, _("--knights: %s is a blocked square"), kb);
              return FALSE;
            }
          if (sq.x == king.x && sq.y == king.y)
            {
              g_set_error (error, KL_CLI_ERROR, 0,
                           _("--knights: %s is the king's square; a knight cannot start there"),
                           kb);
              return FALSE;
            }
          for (guint i = 0; i < out->len; i++)
            {
              kn_square other = g_array_index (out, kn_square, i);
              if (other.x == sq.x && other.y == sq.y)
                {
                  g_set_error (error, KL_CLI_ERROR, 0,
                               _("--knights: %s is listed twice; each knight needs its own square"),
                               kb);
                  return FALSE;
                }
            }
          g_array_append_val (out, sq);
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
json_piece (FILE *out, const kn_camelot *plan, size_t piece, kn_square from)
{
  char buf[KN_SQUARE_BUFSIZE];
  const kn_path *route = kn_camelot_route (plan, piece);
  fprintf (out, "{\"from\":\"%s\"", kl_square_str (from, buf));
  if (!route)
    {
      fputs (",\"moves\":null,\"route\":null,\"types\":null}", out);
      return;
    }
  fprintf (out, ",\"moves\":%" G_GINT64_FORMAT ",\"route\":", kn_camelot_piece_moves (plan, piece));
  kl_json_path (out, route);
  fputs (",\"types\":[", out);
  for (size_t i = 1; i < kn_path_length (route); i++)
    fprintf (out, "%s\"%s\"", i > 1 ? "," : "", move_name (kn_path_move (route, i)));
  fputs ("]}", out);
}

static void
print_json (const kn_board *board, const kn_camelot *plan, kn_square king, const kn_square *knights,
            size_t n)
{
  char buf[KN_SQUARE_BUFSIZE];
  gboolean found = kn_camelot_found (plan);
  kn_square pickup;
  gint64 carrier = kn_camelot_carrier (plan, &pickup);
  printf ("{\"found\":%s,\"moves\":%" G_GINT64_FORMAT ",\"width\":%d,\"height\":%d,\"gather\":",
          found ? "true" : "false", kn_camelot_moves (plan), kn_board_width (board),
          kn_board_height (board));
  if (found)
    printf ("\"%s\"", kl_square_str (kn_camelot_gather (plan), buf));
  else
    fputs ("null", stdout);
  fputs (",\"pickup\":", stdout);
  if (carrier >= 0)
    printf ("\"%s\",\"carrier\":%" G_GINT64_FORMAT, kl_square_str (pickup, buf), carrier);
  else
    fputs ("null,\"carrier\":null", stdout);
  fputs (",\"king\":", stdout);
  json_piece (stdout, plan, 0, king);
  fputs (",\"knights\":[", stdout);
  for (size_t i = 0; i < n; i++)
    {
      if (i)
        putchar (',');
      json_piece (stdout, plan, i + 1, knights[i]);
    }
  fputs ("]}\n", stdout);
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

static void
print_text (const kn_camelot *plan, kn_square king, const kn_square *knights, size_t n)
{
  char gb[KN_SQUARE_BUFSIZE], pb[KN_SQUARE_BUFSIZE], kb[KN_SQUARE_BUFSIZE];
  if (!kn_camelot_found (plan))
    {
      puts (_("The pieces cannot all gather on one square of this board."));
      return;
    }
  gint64 moves = kn_camelot_moves (plan);
  kl_square_str (kn_camelot_gather (plan), gb);
  /* TRANSLATORS: "All pieces gather on f4 in 10 moves." */
  printf (ngettext ("All pieces gather on %s in %lld move.\n",
                    "All pieces gather on %s in %lld moves.\n", (gulong) moves),
          gb, (long long) moves);
  kn_square pickup;
  gint64 carrier = kn_camelot_carrier (plan, &pickup);
  if (carrier >= 0)
    {
      kl_square_str (pickup, pb);
      kl_square_str (knights[carrier], kb);
      /* TRANSLATORS: "The knight from a8 picks the king up on c5 and carries him
       * (~ marks his rides)." */
      printf (_("The knight from %s picks the king up on %s and carries him "
                "(~ marks his rides).\n"),
              kb, pb);
    }
  else if (n > 0)
    puts (_("The king walks all the way."));
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
  KlBoardOptions opts = { 0 };
  g_autofree char *king_s = NULL;
  g_auto (GStrv) knights_s = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "king", 'k', 0, G_OPTION_ARG_STRING, &king_s, N_("The king's square"), N_("SQ") },
    { "knights", 'n', 0, G_OPTION_ARG_STRING_ARRAY, &knights_s,
      N_("The knights' squares, comma-separated (may repeat)"), N_("SQ,SQ,…") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx =
    g_option_context_new (_("- gather a king and knights on one square"));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  kl_board_options_add (ctx, &opts, FALSE);
  g_option_context_set_description (
    ctx, _("The king steps to a neighbouring square, a knight leaps; when the king stands with a "
           "knight the two may leap together as one move.  Pieces never stop on blocked squares; "
           "knights leap over them.\n\n"
           "Example: knight-solve camelot --king d4 --knights a3,a8,h1,h8"));
  kn_board *board = NULL;
  kn_camelot *plan = NULL;
  GArray *knights = g_array_new (FALSE, FALSE, sizeof (kn_square));
  kn_square king;
  int status = KL_EXIT_ERROR;
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    goto out;
  if (argc > 1)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("Unexpected argument '%s'"), argv[1]);
      goto out;
    }
  if (!king_s)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("camelot needs --king"));
      goto out;
    }
  if (!kl_board_from_options (&opts, &board, &error))
    goto out;
  if (!kl_parse_square (king_s, board, &king, &error))
    {
      g_prefix_error (&error, "--king: ");
      goto out;
    }
  if (!kn_board_is_free (board, king))
    {
      char kb[KN_SQUARE_BUFSIZE];
      g_set_error (&error, KL_CLI_ERROR, 0, _("--king: %s is a blocked square"),
                   kl_square_str (king, kb));
      goto out;
    }
  if (!parse_knights (knights_s, board, king, knights, &error))
    goto out;
  const kn_square *ks = (const kn_square *) (void *) knights->data;
  kn_status st = kn_camelot_solve (board, king, ks, knights->len, NULL, &plan);
  if (st != KN_OK)
    {
      g_set_error (&error, KL_CLI_ERROR, 0, _("The search failed: %s"), kn_status_str (st));
      goto out;
    }
  if (opts.json)
    print_json (board, plan, king, ks, knights->len);
  else
    print_text (plan, king, ks, knights->len);
  status = kn_camelot_found (plan) ? KL_EXIT_FOUND : KL_EXIT_NONE;
out:
  kn_camelot_free (plan);
  kn_board_free (board);
  g_array_unref (knights);
  kl_board_options_clear (&opts);
  return error ? kl_report (error) : status;
}
