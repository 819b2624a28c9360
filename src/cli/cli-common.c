/* cli-common.c - options, parsing and printing shared by knight-solve's commands. */
#include "config.h"

#include "cli-common.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (kl-cli-error-quark, kl_cli_error)

void
kl_board_options_add (GOptionContext *context, KlBoardOptions *opts, gboolean with_leaper)
{
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &opts->size, N_("Board size (default 8x8)"), N_("WxH") },
    { "blocked", 'b', 0, G_OPTION_ARG_STRING_ARRAY, &opts->blocked,
      N_("Blocked squares, comma-separated (may repeat)"), N_("SQ,SQ,…") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &opts->json, N_("Print the answer as JSON"), NULL },
    { "leaper", 'l', 0, G_OPTION_ARG_STRING, &opts->leaper,
      N_("The piece: knight, camel, zebra, giraffe, alfil, or any M,N leaper"), N_("M,N") },
    { NULL }
  };
  if (!with_leaper)
    entries[3] = (GOptionEntry) { NULL };
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
kl_board_options_clear (KlBoardOptions *opts)
{
  g_clear_pointer (&opts->size, g_free);
  g_clear_pointer (&opts->blocked, g_strfreev);
  g_clear_pointer (&opts->leaper, g_free);
}

static gboolean
parse_uint (const char *text, guint64 max, guint64 *out)
{
  if (!text || !*text)
    return FALSE;
  guint64 v = 0;
  for (const char *p = text; *p; p++)
    {
      if (*p < '0' || *p > '9')
        return FALSE;
      v = v * 10 + (guint64) (*p - '0');
      if (v > max)
        return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
kl_parse_size (const char *text, int32_t *width, int32_t *height, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, "x", 3);
  guint64 w, h;
  if (g_strv_length (parts) != 2 || !parse_uint (parts[0], G_MAXINT32, &w) ||
      !parse_uint (parts[1], G_MAXINT32, &h) || w == 0 || h == 0)
    {
      g_set_error (error, KL_CLI_ERROR, 0,
                   _("'%s' is not a board size: write it as WxH, for example 8x8"), text);
      return FALSE;
    }
  if (w * h > KN_MAX_SQUARES)
    {
      g_set_error (error, KL_CLI_ERROR, 0,
                   _("A %sx%s board is too large: at most %llu squares"),
                   parts[0], parts[1], (unsigned long long) KN_MAX_SQUARES);
      return FALSE;
    }
  *width = (int32_t) w;
  *height = (int32_t) h;
  return TRUE;
}

gboolean
kl_parse_square (const char *text, const kn_board *board, kn_square *out, GError **error)
{
  int32_t w = kn_board_width (board), h = kn_board_height (board);
  if (strchr (text, ','))
    {
      g_auto (GStrv) parts = g_strsplit (text, ",", 3);
      guint64 x, y;
      if (g_strv_length (parts) == 2 && parse_uint (parts[0], G_MAXINT32, &x) &&
          parse_uint (parts[1], G_MAXINT32, &y) && x >= 1 && y >= 1 && x <= (guint64) w &&
          y <= (guint64) h)
        {
          out->x = (int32_t) x - 1;
          out->y = (int32_t) y - 1;
          return TRUE;
        }
    }
  else
    {
      kn_status st = kn_square_parse (text, strlen (text), w, h, 0, out);
      if (st == KN_OK)
        return TRUE;
      if (st == KN_ERR_RANGE)
        {
          g_set_error (error, KL_CLI_ERROR, 0,
                       _("'%s' is not on the %dx%d board"),
                       text, w, h);
          return FALSE;
        }
    }
  g_set_error (error, KL_CLI_ERROR, 0,
               _("'%s' is not a square of the %dx%d board: write it like c3, or as file,rank "
                 "like 3,3"),
               text, w, h);
  return FALSE;
}

static const struct {
  const char *name;
  kn_leaper leaper;
} leaper_names[] = {
  { "knight", { 1, 2 } }, { "camel", { 1, 3 } },   { "zebra", { 2, 3 } },
  { "giraffe", { 1, 4 } }, { "alfil", { 2, 2 } },  { "dabbaba", { 0, 2 } },
  { "wazir", { 0, 1 } },  { "ferz", { 1, 1 } },    { "antelope", { 3, 4 } },
};

gboolean
kl_parse_leaper (const char *text, kn_leaper *out, GError **error)
{
  for (size_t i = 0; i < G_N_ELEMENTS (leaper_names); i++)
    if (g_ascii_strcasecmp (text, leaper_names[i].name) == 0)
      {
        *out = leaper_names[i].leaper;
        return TRUE;
      }
  g_auto (GStrv) parts = g_strsplit (text, ",", 3);
  guint64 m, n;
  if (g_strv_length (parts) == 2 && parse_uint (parts[0], KN_LEAPER_MAX, &m) &&
      parse_uint (parts[1], KN_LEAPER_MAX, &n) && (m | n) != 0)
    {
      out->m = (int32_t) m;
      out->n = (int32_t) n;
      return TRUE;
    }
  g_set_error (error, KL_CLI_ERROR, 0,
               _("'%s' is not a leaper: give M,N (each 0 to %d, not both 0) or a name such as "
                 "knight, camel, zebra, giraffe"),
               text, KN_LEAPER_MAX);
  return FALSE;
}

gboolean
kl_board_from_options (const KlBoardOptions *opts, kn_board **out, GError **error)
{
  int32_t w = 8, h = 8;
  if (opts->size && !kl_parse_size (opts->size, &w, &h, error))
    return FALSE;
  kn_board *board = NULL;
  kn_status st = kn_board_new (w, h, &board);
  if (st != KN_OK)
    {
      g_set_error (error, KL_CLI_ERROR, 0, _("Cannot make the board: %s"), kn_status_str (st));
      return FALSE;
    }
  for (char **list = opts->blocked; list && *list; list++)
    {
      /* Items are algebraic squares ("c3") or pairs of numbers ("3,3"), all
       * separated by commas: a number takes the next item as its rank. */
      g_auto (GStrv) items = g_strsplit (*list, ",", -1);
      for (char **it = items; *it; it++)
        {
          kn_square sq;
          g_autofree char *item = NULL;
          if (!**it)
            continue;
          if (g_ascii_isdigit (**it))
            {
              if (!it[1])
                {
                  g_set_error (error, KL_CLI_ERROR, 0, _("--blocked: '%s' needs a rank after it, as in 3,3"), *it);
                  kn_board_free (board);
                  return FALSE;
                }
              item = g_strdup_printf ("%s,%s", it[0], it[1]);
              it++;
            }
          else
            item = g_strdup (*it);
          if (!kl_parse_square (item, board, &sq, error))
            {
              g_prefix_error (error, "--blocked: ");
              kn_board_free (board);
              return FALSE;
            }
          kn_board_set_blocked (board, sq, true);
        }
    }
  *out = board;
  return TRUE;
}

const char *
kl_square_str (kn_square sq, char buf[KN_SQUARE_BUFSIZE])
{
  kn_square_format (sq, 0, buf, KN_SQUARE_BUFSIZE);
  return buf;
}

const char *
kl_move_letter (kn_move_type type)
{
  switch (type)
    {
    case KN_MOVE_DYN_K: return "K";
    case KN_MOVE_DYN_B: return "B";
    case KN_MOVE_DYN_T: return "T";
    default: return "";
    }
}

void
kl_print_route (const char *from, const char *to, int64_t moves, const kn_path *path)
{
  char buf[KN_SQUARE_BUFSIZE];
  /* TRANSLATORS: "a1 to f1: 7 moves" */
  printf (ngettext ("%s to %s: %lld move\n", "%s to %s: %lld moves\n",
                    (gulong) moves),
          from, to, (long long) moves);
  for (size_t i = 0; i < kn_path_length (path); i++)
    {
      const char *letter = kl_move_letter (kn_path_move (path, i));
      printf ("%s%s%s", i ? " " : "", *letter ? letter : "", kl_square_str (kn_path_square (path, i), buf));
    }
  putchar ('\n');
}

void
kl_json_path (FILE *out, const kn_path *path)
{
  char buf[KN_SQUARE_BUFSIZE];
  fputc ('[', out);
  for (size_t i = 0; path && i < kn_path_length (path); i++)
    fprintf (out, "%s\"%s\"", i ? "," : "", kl_square_str (kn_path_square (path, i), buf));
  fputc (']', out);
}

void
kl_json_types (FILE *out, const kn_path *path)
{
  fputc ('[', out);
  for (size_t i = 1; path && i < kn_path_length (path); i++)
    fprintf (out, "%s\"%s\"", i > 1 ? "," : "", kl_move_letter (kn_path_move (path, i)));
  fputc (']', out);
}

int
kl_report (GError *error)
{
  fflush (stdout);
  fprintf (stderr, "knight-solve: %s\n", error ? error->message : _("unknown error"));
  g_clear_error (&error);
  return KL_EXIT_ERROR;
}
