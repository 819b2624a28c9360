/* kl-reason-json.c - a reason as JSON members, with the stable names of
 * its kinds, arguments and rules: what knight-solve --json prints and the
 * tests read.  The words live in kl-reason.c. */
#include "config.h"

#include "kl-json.h"
#include "kl-reason.h"

const char *
kl_reason_to_string (kn_reason kind)
{
  switch (kind)
    {
    case KN_REASON_UNREACHABLE: return "unreachable";
    case KN_REASON_COLOUR: return "colour";
    case KN_REASON_DEAD_ENDS: return "dead-ends";
    case KN_REASON_DISCONNECTED: return "disconnected";
    case KN_REASON_BOARD_RULE: return "board-rule";
    case KN_REASON_EXHAUSTED: return "exhausted";
    case KN_REASON_GAVE_UP: return "gave-up";
    case KN_REASON_STUCK: return "stuck";
    case KN_REASON_NOT_APPLICABLE: return "not-applicable";
    case KN_REASON_NONE:
    default: return NULL;
    }
}

const char *
kl_reason_argument_to_string (kn_reach_argument argument)
{
  switch (argument)
    {
    case KN_REACH_BLOCKED: return "blocked";
    case KN_REACH_COLOUR: return "colour";
    case KN_REACH_LATTICE: return "lattice";
    case KN_REACH_REGION: return "region";
    case KN_REACH_NONE:
    default: return NULL;
    }
}

const char *
kl_reason_rule_to_string (kn_tour_rule rule)
{
  switch (rule)
    {
    case KN_RULE_ONE_LINE: return "one-line";
    case KN_RULE_TWO_LINES: return "two-lines";
    case KN_RULE_SMALL_BOARD: return "small-board";
    case KN_RULE_CLOSED_ODD: return "closed-odd";
    case KN_RULE_CLOSED_NARROW: return "closed-narrow";
    case KN_RULE_CLOSED_THREE: return "closed-three";
    case KN_RULE_CORNER_COLOUR: return "corner-colour";
    case KN_RULE_OUTER_LINES: return "outer-lines";
    case KN_RULE_THREE_STARTS: return "three-starts";
    case KN_RULE_END_COLOUR: return "end-colour";
    case KN_RULE_SAME_SQUARE: return "same-square";
    case KN_RULE_CLOSING_MOVE: return "closing-move";
    case KN_RULE_FIVE_CORNERS: return "five-corners";
    case KN_RULE_LONE_CENTRE: return "lone-centre";
    case KN_RULE_FOUR_CORNERS: return "four-corners";
    case KN_RULE_CENTRE_CORNERS: return "centre-corners";
    case KN_RULE_SHARED_PAIRS: return "shared-pairs";
    case KN_RULE_NONE:
    default: return NULL;
    }
}

static void
add_walls (const KlReason *r,
           JsonBuilder    *b,
           const char     *member,
           gboolean        doors_only)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < r->walls->len; i++)
    if (!doors_only || g_array_index (r->doors, gboolean, i))
      kl_json_add_cell (b, g_array_index (r->walls, int, i), r->width);
  json_builder_end_array (b);
}

static void
add_cells (JsonBuilder *b,
           GArray      *cells,
           int          width)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < cells->len; i++)
    kl_json_add_cell (b, g_array_index (cells, int, i), width);
  json_builder_end_array (b);
}

/* A small board's proof: the squares whose moves it counts, where those
 * go, and the loops it follows. */
static void
add_proof (const KlReason *r,
           JsonBuilder    *b)
{
  json_builder_set_member_name (b, "squares");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->proof_squares->len; i++)
    {
      json_builder_begin_object (b);
      kl_json_set_cell (b, "square", g_array_index (r->proof_squares, int, i), r->width);
      kl_json_set_int (b, "moves", g_array_index (r->proof_moves, guint8, i));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "shared");
  add_cells (b, r->proof_shared, r->width);
  json_builder_set_member_name (b, "loops");
  json_builder_begin_array (b);
  for (guint k = 0; k < G_N_ELEMENTS (r->proof_loops) && r->proof_loops[k] != NULL; k++)
    add_cells (b, r->proof_loops[k], r->width);
  json_builder_end_array (b);
}

static void
add_unreachable (const KlReason *r,
                 JsonBuilder    *b,
                 gboolean        stream_region)
{
  json_builder_set_member_name (b, "argument");
  json_builder_add_string_value (b, kl_reason_argument_to_string (r->argument));
  kl_json_set_cell (b, "from", r->from, r->width);
  kl_json_set_cell (b, "to", r->to, r->width);
  if (r->mode == KL_MODE_CAMELOT)
    {
      kl_json_set_int (b, "piece", r->piece);
      kl_json_set_int (b, "other", r->other);
    }
  if (r->argument == KN_REACH_LATTICE)
    {
      kl_json_set_int (b, "step", r->step);
      kl_json_set_bool (b, "parity", r->parity);
    }
  if (r->argument == KN_REACH_REGION || r->to < 0)
    kl_json_set_int (b, "unreached", (gint64) r->unreached);
  if (r->argument != KN_REACH_REGION)
    return;
  kl_json_set_int (b, "region_size", (gint64) r->region_size);
  add_walls (r, b, "walls", FALSE);
  add_walls (r, b, "doors", TRUE);
  if (stream_region)
    {
      /* last, and empty: the caller streams the squares into it */
      json_builder_set_member_name (b, "region");
      json_builder_begin_array (b);
      json_builder_end_array (b);
    }
}

void
kl_reason_add_json (const KlReason *r,
                    JsonBuilder    *b,
                    gboolean        stream_region)
{
  json_builder_set_member_name (b, "reason");
  if (r == NULL)
    {
      json_builder_add_null_value (b);
      json_builder_set_member_name (b, "evidence");
      json_builder_add_null_value (b);
      return;
    }
  json_builder_add_string_value (b, kl_reason_to_string (r->kind));
  json_builder_set_member_name (b, "evidence");
  json_builder_begin_object (b);
  switch (r->kind)
    {
    case KN_REASON_UNREACHABLE:
      add_unreachable (r, b, stream_region);
      break;
    case KN_REASON_BOARD_RULE:
    case KN_REASON_COLOUR:
      json_builder_set_member_name (b, "rule");
      if (r->rule != KN_RULE_NONE)
        json_builder_add_string_value (b, kl_reason_rule_to_string (r->rule));
      else
        json_builder_add_null_value (b);
      if (r->proof_squares != NULL)
        add_proof (r, b);
      if (r->kind == KN_REASON_COLOUR)
        {
          kl_json_set_int (b, "light", (gint64) r->light);
          kl_json_set_int (b, "dark", (gint64) r->dark);
          /* the squares with one free neighbour taken as the route's ends */
          json_builder_set_member_name (b, "forced_ends");
          json_builder_begin_array (b);
          for (guint i = 0; r->dead_ends != NULL && i < r->dead_ends->len; i++)
            kl_json_add_cell (b, g_array_index (r->dead_ends, int, i), r->width);
          json_builder_end_array (b);
        }
      break;
    case KN_REASON_DEAD_ENDS:
      json_builder_set_member_name (b, "squares");
      json_builder_begin_array (b);
      for (guint i = 0; i < r->dead_ends->len; i++)
        {
          json_builder_begin_object (b);
          kl_json_set_cell (b, "square", g_array_index (r->dead_ends, int, i), r->width);
          kl_json_set_int (b, "free_neighbours", g_array_index (r->degrees, guint8, i));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      break;
    case KN_REASON_DISCONNECTED:
      {
        guint n = r->piece_sizes->len;
        g_autofree int *first = g_new (int, MAX (n, 1));
        gsize cells = (gsize) r->width * r->height;

        /* each piece by its first square, row by row from a1 */
        for (guint i = 0; i < n; i++)
          first[i] = -1;
        for (gsize c = 0; r->pieces != NULL && c < cells; c++)
          if (r->pieces[c] != KN_NO_PIECE && r->pieces[c] < n && first[r->pieces[c]] < 0)
            first[r->pieces[c]] = (int) c;
        json_builder_set_member_name (b, "pieces");
        json_builder_begin_array (b);
        for (guint i = 0; i < n; i++)
          {
            json_builder_begin_object (b);
            kl_json_set_int (b, "size", (gint64) g_array_index (r->piece_sizes, guint64, i));
            kl_json_set_cell (b, "first", first[i], r->width);
            json_builder_end_object (b);
          }
        json_builder_end_array (b);
      }
      break;
    case KN_REASON_EXHAUSTED:
      kl_json_set_int (b, "nodes", (gint64) r->nodes);
      break;
    case KN_REASON_GAVE_UP:
      kl_json_set_int (b, "nodes", (gint64) r->nodes);
      kl_json_set_int (b, "budget", (gint64) r->budget);
      break;
    case KN_REASON_STUCK:
      kl_json_set_cell (b, "square", r->stuck, r->width);
      kl_json_set_string (b, "why", r->stuck_why == KN_WHY_NOT_CLOSING ? "not-closing"
                                    : r->stuck_why == KN_WHY_END_WAITS ? "end-waits"
                                    : "dead-end");
      kl_json_set_int (b, "unvisited", (gint64) r->unvisited);
      if (r->unvisited_cells != NULL)
        kl_json_set_cells (b, "unvisited_squares", r->unvisited_cells, r->width);
      else
        {
          json_builder_set_member_name (b, "unvisited_squares");
          json_builder_add_null_value (b);
        }
      break;
    case KN_REASON_NOT_APPLICABLE:
      {
        static const char * const unfit[] = { "none", "leaper", "blocked", "small", "odd-end",
                                              "no-cut" };

        kl_json_set_string (b, "unfit", (guint) r->unfit < G_N_ELEMENTS (unfit)
                                        ? unfit[r->unfit] : "none");
      }
      break;
    case KN_REASON_NONE:
    default:
      break;
    }
  json_builder_end_object (b);
}
