/* cli-explain.c - knight-solve --explain: the steps of kl-explain as text or JSON. */
#include "config.h"

#include "cli-explain.h"

#include <glib/gi18n.h>
#include <string.h>

/* A route in the table of pieces names at most this many squares: the
 * first ones and the last, so a line stays short on any board. */
#define ROUTE_MAX 10

static void
print_cell (const KlExplain *ex, int cell, const char *before)
{
  char buf[KN_SQUARE_BUFSIZE];
  int w = kl_explain_get_width (ex);

  printf ("%s%s", before, kl_square_str ((kn_square) { cell % w, cell / w }, buf));
}

/* "d4 c5 … b5": the route's squares, the first and the last when it is long. */
static void
print_route (const KlExplain *ex, GArray *route)
{
  for (guint i = 0; i < route->len; i++)
    {
      if (route->len > ROUTE_MAX && i == ROUTE_MAX - 1)
        {
          fputs (" …", stdout);
          i = route->len - 1;
        }
      print_cell (ex, g_array_index (route, int, i), i ? " " : "");
    }
}

static void
print_pieces (const KlExplain *ex)
{
  GPtrArray *pieces = kl_explain_get_pieces (ex);

  if (pieces == NULL)
    return;
  printf ("%s\n", _("Pieces:"));
  for (guint i = 0; i < pieces->len; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (pieces, i);
      g_autofree char *moves = g_strdup_printf ("%" G_GINT64_FORMAT, row->moves);

      /* TRANSLATORS: a row of Camelot's table of pieces: "the knight from h1:
       * carries the king, 4 moves: " followed by its route */
      printf (ngettext ("  %s: %s, %s move: ", "  %s: %s, %s moves: ", (gulong) row->moves),
              row->name, row->role, moves);
      print_route (ex, row->route);
      putchar ('\n');
    }
}

/* How many of ex's steps to print. */
static guint
steps_shown (const KlExplain *ex, guint max_steps)
{
  guint n = kl_explain_get_n_steps (ex);

  return max_steps > 0 ? MIN (n, max_steps) : n;
}

void
kl_explain_print_text (const KlExplain *ex, guint max_steps)
{
  guint total = kl_explain_get_n_steps (ex), n = steps_shown (ex, max_steps);
  int digits = snprintf (NULL, 0, "%u", n - 1);

  /* the explanation's own title and pseudocode: a constructed tour's are
   * the construction's */
  printf ("%s\n%s\n", kl_explain_get_title (ex), _("Pseudocode:"));
  for (guint i = 0; i < kl_explain_get_pseudocode_length (ex); i++)
    {
      /* TRANSLATORS: a numbered line of pseudocode, "2. Take the next square…" */
      g_autofree char *line = g_strdup_printf (_("%u. %s"), i + 1,
                                               kl_explain_get_pseudocode_line (ex, i));

      printf ("  %s\n", line);
    }
  print_pieces (ex);
  /* TRANSLATORS: the heading of --explain's steps; each line starts with the
   * step's number and, in brackets, the line of the pseudocode it executes */
  printf ("%s\n", _("Steps (the pseudocode line in brackets):"));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (KlExplainStep) step = kl_explain_get_step (ex, i);
      /* The step's number and its line, "12 [4] ", as wide on every line;
       * the number starts the line, so a step line is told from the rest
       * (the pseudocode, the table, the details are indented). */
      g_autofree char *head = g_strdup_printf ("%-*u [%u] ", digits, i, step->line + 1);

      printf ("%s%s\n", head, step->text);
      if (step->detail && *step->detail)
        printf ("%*s%s\n", (int) strlen (head), "", step->detail);
    }
  if (n < total)
    {
      g_autofree char *more = g_strdup_printf ("%'u", total - n);

      /* after a blank line, as the reason is: not a step's line */
      /* TRANSLATORS: after the first steps of a long explanation (a big tour) */
      printf (ngettext ("\n… and %s more step (--steps N prints more, --steps 0 all).\n",
                        "\n… and %s more steps (--steps N prints more, --steps 0 all).\n",
                        (gulong) (total - n)), more);
    }
}

void
kl_explain_stream_json (KlJsonStream *out, const KlExplain *ex, guint max_steps)
{
  guint n = steps_shown (ex, max_steps);
  JsonNode *frame = kl_explain_to_json_frame (ex);

  if (max_steps > 0)
    {
      JsonObject *o = json_node_get_object (frame);
      JsonNode *steps = json_node_ref (json_object_get_member (o, "steps"));

      /* before "steps", which the stream fills and so must come last */
      json_object_remove_member (o, "steps");
      json_object_set_int_member (o, "steps_shown", n);
      json_object_set_member (o, "steps", steps);
    }
  kl_json_stream_open_member (out, "explanation", frame);
  for (guint i = 0; i < n && kl_json_stream_ok (out); i++)
    {
      g_autoptr (KlExplainStep) step = kl_explain_get_step (ex, i);

      kl_json_stream_add (out, kl_explain_step_to_json (ex, step));
    }
  kl_json_stream_close (out);
}

void
kl_command_print_explained (KlCommand *cmd, JsonBuilder *answer, const KlReason *reason,
                            const KlExplain *ex)
{
  if (cmd->json)
    {
      KlJsonStream *out = kl_json_stream_new (stdout);
      JsonNode *root = json_builder_get_root (answer);
      JsonNode *evidence = NULL;

      /* The evidence's region is streamed, so the evidence goes last, after
       * the explanation, as a member of its own. */
      if (kl_json_reason_has_region (reason))
        {
          JsonObject *o = json_node_get_object (root);

          evidence = json_node_ref (json_object_get_member (o, "evidence"));
          json_object_remove_member (o, "evidence");
        }
      kl_json_stream_open_object (out, root);
      kl_explain_stream_json (out, ex, cmd->explain_steps);
      if (evidence)
        {
          kl_json_stream_open_member (out, "evidence", evidence);
          kl_json_stream_region (out, reason);
          kl_json_stream_close (out);
        }
      kl_json_stream_finish (out);
    }
  else
    {
      kl_explain_print_text (ex, cmd->explain_steps);
      /* after a blank line: it may start with a number, as a step does */
      if (reason)
        {
          g_autofree char *why = kl_reason_sentence (reason);

          printf ("\n%s\n", why);
        }
    }
}

/* The whole answer's inspection of sq: a frame past the last step. */
static void
inspect_all (const KlExplain *ex, kn_square sq, KlExplainInspect *in)
{
  int cell = sq.y * kl_explain_get_width (ex) + sq.x;

  if (!kl_explain_inspect (ex, cell, G_MAXUINT, in))
    g_error ("knight-solve: %s has no inspection", kl_explain_get_title (ex));
}

void
kl_explain_print_inspect (const KlExplain *ex, kn_square sq)
{
  KlExplainInspect in;

  inspect_all (ex, sq, &in);
  printf ("\n%s\n", in.text);
  kl_explain_inspect_clear (&in);
}

JsonNode *
kl_explain_inspect_json (const KlExplain *ex, kn_square sq)
{
  KlExplainInspect in;
  JsonNode *node;

  inspect_all (ex, sq, &in);
  node = kl_explain_inspect_to_json (ex, sq.y * kl_explain_get_width (ex) + sq.x, &in);
  kl_explain_inspect_clear (&in);
  return node;
}

void
kl_explain_set_routes_json (JsonBuilder *b, const KlExplain *ex, kn_square sq)
{
  KlExplainInspect in;

  inspect_all (ex, sq, &in);
  if (in.reached_yet)
    kl_explain_set_route_count_json (b, &in.route_count);
  else
    kl_json_set_string (b, "routes", "0");
  kl_explain_inspect_clear (&in);
}
