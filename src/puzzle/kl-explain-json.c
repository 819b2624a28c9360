/* kl-explain-json.c - an explanation and its steps as JSON (json-glib), for
 * knight-solve --json --explain and the tests: every mode's members, by the
 * stable names docs/explain.md lists, in one place. */

#include "config.h"

#include "kl-explain-private.h"
#include "kl-json.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ names */

static const char *
kind_name (KlStepKind kind)
{
  static const char * const names[] = { "start", "layer", "move", "pickup", "enter", "backtrack",
                                        "restart", "search", "gather", "block", "join",
                                        "expand", "deepen", "end", "scan" };

  return kind < G_N_ELEMENTS (names) ? names[kind] : "";
}

static const char *
type_name (guint type)
{
  switch (type)
    {
    case KN_MOVE_LEAP:
      return "leap";
    case KN_MOVE_DYN_K:
    case KN_MOVE_DYN_B:
    case KN_MOVE_DYN_T:
      return kl_move_letter (type);
    case KN_MOVE_KING:
      return "king";
    case KN_MOVE_RIDE:
      return "ride";
    default:
      return "start";
    }
}

static const char *
why_name (guint why)
{
  static const char * const names[] = {
    "none", "built", "start", "next_start", "probe", "full", "only", "fewest", "farthest",
    "seeded", "next", "dead_end", "exhausted", "cut_off", "disconnected", "stranded", "two_ends",
    "one_way", "no_return", "not_closing", "end_waits", "required", "in_order",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == KN_WHY_IN_ORDER + 1);
  return why < G_N_ELEMENTS (names) ? names[why] : "none";
}

/* ------------------------------------------------------------ steps */

/* -1 as null: a value not known (yet). */
static void
set_int_or_null (JsonBuilder *b,
                 const char  *name,
                 gint64       value)
{
  json_builder_set_member_name (b, name);
  if (value < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, value);
}

static void
camelot_step_members (JsonBuilder         *b,
                      const KlExplain     *self,
                      const KlExplainStep *step)
{
  if (step->kind == KL_STEP_SEARCH || step->from >= 0)
    kl_json_set_int (b, "piece", step->piece);
  if (step->from >= 0)
    {
      kl_json_set_int (b, "piece_move", step->piece_move);
      kl_json_set_int (b, "piece_moves", step->piece_moves);
      kl_json_set_bool (b, "carries_king", step->carries_king);
      kl_json_set_bool (b, "picks_up", step->picks_up);
    }
  if (step->kind == KL_STEP_SCAN)
    {
      kl_json_set_cells (b, "squares", step->expanded, self->width);
      kl_json_set_int (b, "examined", (gint64) step->examined);
      kl_json_set_int (b, "plans", (gint64) step->plans);
      kl_json_set_cell (b, "best", step->best, self->width);
      set_int_or_null (b, "cost", step->cost);
    }
  if (step->kind == KL_STEP_GATHER)
    {
      kl_json_set_cell (b, "gather", step->gather, self->width);
      kl_json_set_int (b, "cost", step->cost);
      kl_json_set_cells (b, "ties", step->ties, self->width);
    }
  if (step->piece_rows->len == 0)
    return;
  /* the table of distances as it stands after the step */
  json_builder_set_member_name (b, "distances");
  json_builder_begin_array (b);
  for (guint i = 0; i < step->piece_rows->len; i++)
    {
      const KlExplainPieceRow *row = &g_array_index (step->piece_rows, KlExplainPieceRow, i);

      json_builder_begin_object (b);
      kl_json_set_int (b, "piece", row->piece);
      kl_json_set_int (b, "layer_done", row->layer_done);
      kl_json_set_int (b, "reached", (gint64) row->reached);
      kl_json_set_bool (b, "done", row->done);
      set_int_or_null (b, "to_gather", row->to_gather);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* A construction's blocks and joins: what a block or join step lays down. */
static void
block_step_members (JsonBuilder         *b,
                    const KlExplain     *self,
                    const KlExplainStep *step)
{
  kl_json_set_int (b, "first", step->first_item);
  kl_json_set_int (b, "count", step->n_items);
  kl_json_set_int (b, "total", step->total_items);
  json_builder_set_member_name (b, "blocks");
  json_builder_begin_array (b);
  for (guint i = 0; i < step->blocks->len; i++)
    {
      const KlExplainBlock *k = &g_array_index (step->blocks, KlExplainBlock, i);

      json_builder_begin_object (b);
      kl_json_set_cell (b, "corner", k->y * self->width + k->x, self->width);
      kl_json_set_int (b, "width", k->width);
      kl_json_set_int (b, "height", k->height);
      kl_json_set_bool (b, "corridor", k->corridor);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "joins");
  json_builder_begin_array (b);
  for (guint i = 0; i < step->joins->len; i++)
    {
      const KlExplainJoin *j = &g_array_index (step->joins, KlExplainJoin, i);

      json_builder_begin_object (b);
      kl_json_set_cell (b, "from", j->from, self->width);
      kl_json_set_cell (b, "to", j->to, self->width);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
tour_step_members (JsonBuilder         *b,
                   const KlExplain     *self,
                   const KlExplainStep *step)
{
  if (step->kind == KL_STEP_BLOCK || step->kind == KL_STEP_JOIN)
    {
      block_step_members (b, self, step);
      return;
    }
  kl_json_set_cell (b, "square", step->square, self->width);
  kl_json_set_int (b, "depth", (gint64) step->depth);
  kl_json_set_string (b, "why", why_name (step->why));
  kl_json_set_int (b, "rank", step->rank);
  kl_json_set_int (b, "choices", step->choices);
  json_builder_set_member_name (b, "candidates");
  json_builder_begin_array (b);
  for (guint i = 0; i < step->candidates->len; i++)
    {
      const KlExplainCandidate *c = &g_array_index (step->candidates, KlExplainCandidate, i);

      json_builder_begin_object (b);
      kl_json_set_cell (b, "square", c->cell, self->width);
      kl_json_set_int (b, "degree", c->degree);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  kl_json_set_cell (b, "rule", step->rule, self->width);
  kl_json_set_cell (b, "witness", step->witness, self->width);
  kl_json_set_cell (b, "witness2", step->witness2, self->width);
  kl_json_set_int (b, "backtracks", (gint64) step->backtracks);
}

/* The letters of the types in allowed (bit 1 << type), as an array. */
static void
add_types (JsonBuilder *b,
           guint        allowed)
{
  static const guint types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };

  json_builder_begin_array (b);
  for (int k = 0; k < 3; k++)
    if (allowed & (1u << types[k]))
      json_builder_add_string_value (b, kl_move_letter (types[k]));
  json_builder_end_array (b);
}

/* The dynamic knight's states: {"square": "d5", "last": "B", "allowed": ["K", "T"],
 * "parent": {"square": "c3", "last": "K"}}; the start's last is "start", its parent null. */
static void
set_states (JsonBuilder     *b,
            const char      *name,
            const KlExplain *self,
            GArray          *states)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < states->len; i++)
    {
      const KlExplainState *s = &g_array_index (states, KlExplainState, i);

      json_builder_begin_object (b);
      kl_json_set_cell (b, "square", s->cell, self->width);
      kl_json_set_string (b, "last", type_name (s->last));
      json_builder_set_member_name (b, "allowed");
      add_types (b, s->allowed);
      json_builder_set_member_name (b, "parent");
      if (s->parent_cell < 0)
        json_builder_add_null_value (b);
      else
        {
          json_builder_begin_object (b);
          kl_json_set_cell (b, "square", s->parent_cell, self->width);
          kl_json_set_string (b, "last", type_name (s->parent_last));
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
dynamic_step_members (JsonBuilder         *b,
                      const KlExplain     *self,
                      const KlExplainStep *step)
{
  static const guint types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };

  kl_json_set_int (b, "layer", step->layer);
  kl_json_set_int (b, "visited", (gint64) step->visited);
  set_states (b, "states", self, step->states);
  set_states (b, "states_expanded", self, step->states_expanded);
  json_builder_set_member_name (b, "allowed");
  add_types (b, step->allowed);
  kl_json_set_string (b, "forbidden", step->forbidden == KN_MOVE_START
                                      ? NULL : kl_move_letter (step->forbidden));
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  for (int k = 0; k < 3 && step->from >= 0; k++)
    {
      json_builder_set_member_name (b, kl_move_letter (types[k]));
      json_builder_begin_array (b);
      for (guint i = 0; i < step->options->len; i++)
        {
          const KlExplainOption *o = &g_array_index (step->options, KlExplainOption, i);

          if (o->type == types[k])
            kl_json_add_cell (b, o->cell, self->width);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

/* The searches but BFS: the expanded square's g and h (A*, greedy), the
 * side (bidirectional) with the other side's queue, the stack's square
 * and depth (DFS, iterative deepening), the meeting square. */
static void
search_step_members (JsonBuilder         *b,
                     const KlExplain     *self,
                     const KlExplainStep *step)
{
  set_int_or_null (b, "g", step->g);
  set_int_or_null (b, "h", step->h);
  set_int_or_null (b, "f", step->g >= 0 && step->h >= 0 ? step->g + step->h : -1);
  kl_json_set_int (b, "side", step->side);
  kl_json_set_cells (b, "frontier_other", step->frontier_other, self->width);
  kl_json_set_cell (b, "square", step->square, self->width);
  kl_json_set_int (b, "depth", (gint64) step->depth);
  kl_json_set_int (b, "backtracks", (gint64) step->backtracks);
  kl_json_set_cell (b, "meet", step->meet, self->width);
  if (step->kind == KL_STEP_END || step->kind == KL_STEP_START)
    {
      /* a search's first and last steps have no layer of their own */
      kl_json_set_int (b, "visited", (gint64) step->visited);
      kl_json_set_cells (b, "frontier", step->frontier, self->width);
    }
}

static void
step_members (JsonBuilder         *b,
              const KlExplain     *self,
              const KlExplainStep *step)
{
  kl_json_set_int (b, "index", step->index);
  kl_json_set_string (b, "kind", kind_name (step->kind));
  kl_json_set_int (b, "line", step->line);
  kl_json_set_string (b, "text", step->text);
  kl_json_set_string (b, "detail", step->detail);
  /* the dynamic knight's layers are of states: its own members */
  if (step->layer >= 0 && self->mode != KL_MODE_DYNAMIC)
    {
      kl_json_set_int (b, "layer", step->layer);
      kl_json_set_int (b, "visited", (gint64) step->visited);
      kl_json_set_cells (b, "expanded", step->expanded, self->width);
      kl_json_set_cells (b, "frontier", step->frontier, self->width);
      kl_json_set_cells (b, "parents", step->parents, self->width);
      kl_json_set_cells (b, "walls", step->walls, self->width);
      kl_json_set_cells (b, "seen", step->seen, self->width);
      kl_json_set_int (b, "off_board", (gint64) step->off_board);
      /* the distance map by the formula: the squares the walls make farther */
      if (self->formula != NULL)
        kl_json_set_cells (b, "farther", step->farther, self->width);
    }
  if (step->from >= 0)
    {
      json_builder_set_member_name (b, "move");
      json_builder_begin_object (b);
      kl_json_set_cell (b, "from", step->from, self->width);
      kl_json_set_cell (b, "to", step->to, self->width);
      kl_json_set_string (b, "type", type_name (step->move_type));
      kl_json_set_int (b, "number", step->move);
      kl_json_set_int (b, "of", step->moves);
      json_builder_end_object (b);
    }
  if (self->mode == KL_MODE_CAMELOT)
    camelot_step_members (b, self, step);
  if (self->mode == KL_MODE_TOUR)
    tour_step_members (b, self, step);
  if (self->mode == KL_MODE_DYNAMIC)
    dynamic_step_members (b, self, step);
  if (self->search != NULL)
    search_step_members (b, self, step);
}

JsonNode *
kl_explain_step_to_json (const KlExplain     *self,
                         const KlExplainStep *step)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (self != NULL && step != NULL, NULL);

  json_builder_begin_object (b);
  step_members (b, self, step);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* ------------------------------------------------------------ explanations */

static void
camelot_members (JsonBuilder     *b,
                 const KlExplain *self)
{
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint i = 0; self->pieces != NULL && i < self->pieces->len; i++)
    {
      const KlExplainPiece *row = g_ptr_array_index (self->pieces, i);

      json_builder_begin_object (b);
      kl_json_set_int (b, "piece", row->piece);
      kl_json_set_string (b, "name", row->name);
      kl_json_set_string (b, "role", row->role);
      kl_json_set_cell (b, "start", row->start, self->width);
      kl_json_set_cells (b, "route", row->route, self->width);
      kl_json_set_int (b, "moves", row->moves);
      kl_json_set_bool (b, "carried", row->carried);
      kl_json_set_int (b, "first_step", row->first_step);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "pickup");
  if (self->pickup.carrier < 0)
    json_builder_add_null_value (b);
  else
    {
      const kn_camelot_pickup *p = &self->pickup;

      json_builder_begin_object (b);
      /* a piece number, as in "steps" and "pieces" */
      kl_json_set_int (b, "piece", p->carrier + 1);
      kl_json_set_cell (b, "from", _kl_explain_square_cell (self, p->carrier_start), self->width);
      kl_json_set_cell (b, "square", _kl_explain_square_cell (self, p->square), self->width);
      kl_json_set_int (b, "king_walk", p->king_walk);
      kl_json_set_int (b, "king_walk_alone", p->king_walk_alone);
      kl_json_set_int (b, "ride", p->ride);
      kl_json_set_int (b, "detour", p->detour);
      json_builder_end_object (b);
    }

  set_int_or_null (b, "gather_step", kl_explain_get_camelot_gather_step (self));
  if (kl_explain_get_camelot_ties (self) == NULL)
    {
      json_builder_set_member_name (b, "ties");
      json_builder_add_null_value (b);
    }
  else
    kl_json_set_cells (b, "ties", kl_explain_get_camelot_ties (self), self->width);

  json_builder_set_member_name (b, "heat_map");
  if (self->heat == NULL)
    json_builder_add_null_value (b);
  else
    {
      json_builder_begin_array (b);
      for (int i = 0; i < self->width * self->height; i++)
        json_builder_add_int_value (b, self->heat[i]);
      json_builder_end_array (b);
    }
}

static void
tour_members (JsonBuilder     *b,
              const KlExplain *self)
{
  static const char * const methods[] = { "none", "search", "rows", "blocks", "corridor" };
  static const char * const outcomes[] = { "found", "none", "gave_up" };
  const KlExplainTour *t = self->tour;

  static const char * const algorithms[] = { "warnsdorff", "warnsdorff-plain", "backtracking",
                                             "construction" };

  kl_json_set_string (b, "algorithm", (guint) t->algorithm < G_N_ELEMENTS (algorithms)
                                      ? algorithms[t->algorithm] : "warnsdorff");
  kl_json_set_string (b, "view", t->search ? "search" : "route");
  kl_json_set_string (b, "method", (guint) t->method < G_N_ELEMENTS (methods)
                                   ? methods[t->method] : "none");
  kl_json_set_bool (b, "reversed", t->reversed);
  kl_json_set_string (b, "outcome", (guint) t->outcome < G_N_ELEMENTS (outcomes)
                                    ? outcomes[t->outcome] : "none");
  kl_json_set_bool (b, "closed", t->outcome == KN_TOUR_FOUND && t->closed);
  kl_json_set_int (b, "free_squares", (gint64) t->nfree);
  kl_json_set_int (b, "backtracks", (gint64) t->backtracks);
  kl_json_set_bool (b, "truncated", t->truncated);
  kl_json_set_int (b, "steps_total", self->n_steps);
  if (t->pre > 0)
    {
      /* the construction: its block and join steps come first */
      kl_json_set_int (b, "blocks", t->blocks->len);
      kl_json_set_int (b, "joins", t->joins->len);
      kl_json_set_int (b, "block_steps", t->pre);
    }
}

/* The explanation's object; its steps, last, when with_steps. */
static JsonNode *
to_json (const KlExplain *self,
         gboolean         with_steps)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  kl_json_set_string (b, "mode", kl_mode_to_string (self->mode));
  /* the search but BFS that made it; BFS's own explanations have none */
  if (self->search != NULL)
    {
      kl_json_set_string (b, "algorithm", kl_explain_get_algorithm_name (self));
      kl_json_set_int (b, "fold", kl_explain_get_fold (self));
    }
  kl_json_set_int (b, "width", self->width);
  kl_json_set_int (b, "height", self->height);
  json_builder_set_member_name (b, "pseudocode");
  json_builder_begin_array (b);
  for (guint i = 0; i < kl_explain_get_pseudocode_length (self); i++)
    json_builder_add_string_value (b, kl_explain_get_pseudocode_line (self, i));
  json_builder_end_array (b);
  if (self->mode == KL_MODE_TOUR)
    tour_members (b, self);
  if (self->mode == KL_MODE_CAMELOT)
    camelot_members (b, self);
  /* The steps come last, so a writer can stream them into the frame. */
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  for (guint i = 0; with_steps && i < self->n_steps; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (self, i);

      json_builder_begin_object (b);
      step_members (b, self, step);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
kl_explain_to_json (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return to_json (self, TRUE);
}

JsonNode *
kl_explain_to_json_frame (const KlExplain *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return to_json (self, FALSE);
}

/* ------------------------------------------------------------ inspection */

void
kl_explain_set_route_count_json (JsonBuilder        *b,
                                 const KlRouteCount *count)
{
  /* a string: a count passes 2^53, where JSON readers lose digits, on
   * boards of a few dozen squares a side */
  kl_json_set_string (b, "routes", count->digits);
  if (count->digits == NULL)
    kl_json_set_int (b, "routes_at_least_power_of_ten", count->at_least);
}

JsonNode *
kl_explain_inspect_to_json (const KlExplain        *self,
                            int                     cell,
                            const KlExplainInspect *inspect)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (self != NULL && inspect != NULL, NULL);

  json_builder_begin_object (b);
  kl_json_set_cell (b, "square", cell, self->width);
  if (self->bfs != NULL)
    {
      kl_json_set_bool (b, "reached", inspect->reached_yet);
      json_builder_set_member_name (b, "distance");
      if (inspect->reached_yet)
        json_builder_add_int_value (b, inspect->distance);
      else
        json_builder_add_null_value (b);
      kl_json_set_cell (b, "parent", inspect->parent, self->width);
      if (inspect->reached_yet)
        kl_explain_set_route_count_json (b, &inspect->route_count);
      else
        kl_json_set_string (b, "routes", NULL);
    }
  if (self->heat != NULL)
    {
      json_builder_set_member_name (b, "cost");
      if (inspect->cost >= 0)
        json_builder_add_int_value (b, inspect->cost);
      else
        json_builder_add_null_value (b);
    }
  kl_json_set_string (b, "text", inspect->text);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
