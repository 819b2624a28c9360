/* kl-explain-camelot.c - the narration of a Camelot plan: where the pieces
 * gather and why there, whether a knight fetches the king, a step a move in
 * the app's animation order, and the cost of gathering on each square. */

#include "config.h"

#include <glib/gi18n.h>

#include "kl-explain-private.h"
#include "kl-notation.h"

/* ------------------------------------------------------------ pseudocode */

static const char * const pseudo_camelot[] = {
  N_("Find the king’s walking distance to every square (a BFS with king steps)."),
  N_("Find every knight’s distance to every square (a BFS with knight moves)."),
  N_("For each gathering square: the knights’ moves to it, plus the king’s walk to it…"),
  N_("…or a knight fetches the king: he walks to a pickup square, the knight goes through it "
     "and carries him on."),
  N_("Keep the cheapest gathering square, and the cheapest pickup for it."),
  N_("Play the plan: the king walks, the carrier fetches him, the other knights come."),
};

/* The line each kind of step executes. */
enum { CAM_START = 4, CAM_PICKUP = 3, CAM_MOVE = 5 };

const char * const *
_kl_explain_camelot_pseudocode (guint *n)
{
  *n = G_N_ELEMENTS (pseudo_camelot);
  return pseudo_camelot;
}

/* ------------------------------------------------------------ steps */

static char *
piece_name (const KlExplain *self,
            int              piece,
            int              start)
{
  g_autofree char *from = NULL;

  if (piece == 0)
    return g_strdup (_("the king"));
  from = _kl_explain_cell_name (self, start);
  /* Translators: a knight named by its first square: "the knight from h1" */
  return g_strdup_printf (_("the knight from %s"), from);
}

static char *
pickup_text (const KlExplain *self)
{
  const kn_camelot_pickup *p = &self->pickup;
  g_autofree char *carrier = piece_name (self, (int) p->carrier + 1,
                                         _kl_explain_square_cell (self, p->carrier_start));
  g_autofree char *at = _kl_explain_cell_name (self, _kl_explain_square_cell (self, p->square));
  g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
  char *text;

  if (p->king_walk_alone < 0)
    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king, who could not
     * walk to b5 at all." */
    return g_strdup_printf (_("Pickup: %s reaches %s and picks up the king, who could not walk "
                              "to %s at all."), carrier, at, gather);
  {
    gint64 saved = p->king_walk_alone - p->king_walk;
    g_autofree char *n = kl_format_count ((guint64) saved);

    /* Translators: "Pickup: the knight from h1 reaches d4 and picks up the king: 2 king moves
     * saved." */
    text = g_strdup_printf (ngettext ("Pickup: %s reaches %s and picks up the king: %s king move "
                                      "saved.",
                                      "Pickup: %s reaches %s and picks up the king: %s king moves "
                                      "saved.", kl_plural_n ((guint64) saved)),
                            carrier, at, n);
  }
  if (p->detour > 0)
    {
      g_autofree char *n = kl_format_count ((guint64) p->detour);
      g_autofree char *detour =
        g_strdup_printf (ngettext ("The knight’s detour costs %s move.",
                                   "The knight’s detour costs %s moves.",
                                   kl_plural_n ((guint64) p->detour)), n);

      kl_add_sentence (&text, detour);
    }
  return text;
}

KlExplainStep *
_kl_explain_camelot_step (const KlExplain *self,
                          guint            index)
{
  KlExplainStep *step = _kl_explain_step_new (index);
  g_autofree char *total = kl_format_count ((guint64) MAX (self->moves, 0));

  step->moves = MAX (self->moves, 0);
  if (index == 0)
    {
      step->kind = KL_STEP_START;
      step->line = CAM_START;
      if (self->pieces == NULL)
        {
          step->text = g_strdup (_("The pieces cannot gather: some piece can reach no square "
                                   "that the others can reach."));
          step->detail = g_strdup ("");
          return step;
        }
      {
        g_autofree char *gather = _kl_explain_cell_name (self, self->gather);

        step->text = g_strdup_printf (ngettext ("All pieces gather on %s in %s move.",
                                                "All pieces gather on %s in %s moves.",
                                                kl_plural_n ((guint64) self->moves)),
                                      gather, total);
      }
      if (self->pickup.carrier >= 0)
        {
          g_autofree char *pickup = pickup_text (self);
          kl_add_sentence (&step->text, pickup);
        }
      else if (self->pieces->len > 1 &&
               ((const KlExplainPiece *) g_ptr_array_index (self->pieces, 0))->moves == 0)
        kl_add_sentence (&step->text,
                         _("The king stays where he is: the knights come to him."));
      else if (self->pieces->len > 1)
        kl_add_sentence (&step->text, _("The king walks all the way: no knight can "
                                        "fetch him more cheaply."));
      step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                                kl_plural_n ((guint64) self->moves)),
                                      "0", total);
      return step;
    }

  size_t n;
  const kn_camelot_step *c = &kn_camelot_explain_steps (self->camelot, &n)[index - 1];
  const KlExplainPiece *row = g_ptr_array_index (self->pieces, c->piece);
  g_autofree char *from = _kl_explain_cell_name (self, _kl_explain_square_cell (self, c->from));
  g_autofree char *to = _kl_explain_cell_name (self, _kl_explain_square_cell (self, c->to));
  g_autofree char *move = kl_format_count ((guint64) c->move);
  g_autofree char *pmove = kl_format_count ((guint64) c->piece_move);
  g_autofree char *pmoves = kl_format_count ((guint64) c->piece_moves);

  step->kind = c->picks_up ? KL_STEP_PICKUP : KL_STEP_MOVE;
  step->line = c->picks_up ? CAM_PICKUP : CAM_MOVE;
  step->piece = (int) c->piece;
  step->from = _kl_explain_square_cell (self, c->from);
  step->to = _kl_explain_square_cell (self, c->to);
  step->move_type = (guint8) c->type;
  step->move = c->move;
  step->piece_move = c->piece_move;
  step->piece_moves = c->piece_moves;
  step->carries_king = c->carries_king;
  step->picks_up = c->picks_up;
  if (c->piece == 0)
    /* Translators: "Move 2 of 10: the king steps from d4 to e5 (his move 2 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: the king steps from %s to %s (his move %s of "
                                    "%s)."), move, total, from, to, pmove, pmoves);
  else if (c->picks_up)
    /* Translators: "Move 5 of 10: the knight from h1 picks up the king on d4 and carries him
     * to c6 (its move 3 of 4)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s picks up the king on %s and carries him "
                                    "to %s (its move %s of %s)."),
                                  move, total, row->name, from, to, pmove, pmoves);
  else if (c->carries_king)
    step->text = g_strdup_printf (_("Move %s of %s: %s carries the king from %s to %s (its move "
                                    "%s of %s)."), move, total, row->name, from, to, pmove, pmoves);
  else if (c->piece_move == 1)
    /* the piece's name already says where it starts */
    /* Translators: "Move 3 of 10: the knight from a3 jumps to b5 (its move 1 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s jumps to %s (its move %s of %s)."),
                                  move, total, row->name, to, pmove, pmoves);
  else
    /* Translators: "Move 4 of 10: the knight from a3 jumps from b5 to c7 (its move 2 of 2)." */
    step->text = g_strdup_printf (_("Move %s of %s: %s jumps from %s to %s (its move %s of %s)."),
                                  move, total, row->name, from, to, pmove, pmoves);
  if (c->move == self->moves)
    {
      g_autofree char *gather = _kl_explain_cell_name (self, self->gather);
      g_autofree char *done = g_strdup_printf (_("All pieces stand on %s."), gather);

      kl_add_sentence (&step->text, done);
    }
  step->detail = g_strdup_printf (ngettext ("%s of %s move made.", "%s of %s moves made.",
                                            kl_plural_n ((guint64) self->moves)),
                                  move, total);
  return step;
}

/* ------------------------------------------------------------ construction */

/* Which piece moves on each step, and the pickup: for the jumps. */
static void
set_pieces_meta (KlExplain *self)
{
  size_t n;
  const kn_camelot_step *steps = kn_camelot_explain_steps (self->camelot, &n);

  for (size_t i = 0; i < n && i + 1 < self->n_steps; i++)
    {
      self->meta[i + 1].piece = (int) steps[i].piece;
      if (steps[i].picks_up)
        self->meta[i + 1].kind = KL_STEP_PICKUP;
    }
}

static void
piece_free (KlExplainPiece *piece)
{
  g_free (piece->name);
  g_free (piece->role);
  g_array_unref (piece->route);
  g_free (piece);
}

kn_status
kl_explain_new_camelot (const kn_board   *board,
                        const kn_camelot *plan,
                        gboolean          heat_map,
                        const kn_limits  *limits,
                        KlExplain       **out)
{
  KlExplain *self;
  kn_camelot_explain *cam = NULL;
  kn_status status;
  size_t n_pieces;
  const kn_camelot_piece *rows;

  g_return_val_if_fail (board != NULL && plan != NULL && out != NULL, KN_ERR_INVALID);

  status = kn_camelot_explain_new (board, plan, limits, &cam);
  if (status != KN_OK)
    return status;
  self = _kl_explain_new (KL_MODE_CAMELOT, kn_board_width (board), kn_board_height (board));
  self->camelot = cam;
  self->pickup = *kn_camelot_explain_pickup (cam);
  self->moves = kn_camelot_moves (plan);
  rows = kn_camelot_explain_pieces (cam, &n_pieces);
  if (kn_camelot_found (plan))
    {
      self->gather = _kl_explain_square_cell (self, kn_camelot_gather (plan));
      self->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
    }
  for (size_t i = 0; i < n_pieces; i++)
    {
      KlExplainPiece *row = g_new0 (KlExplainPiece, 1);
      const kn_path *route = kn_camelot_route (plan, i);

      row->piece = (int) i;
      row->start = _kl_explain_square_cell (self, rows[i].start);
      row->name = piece_name (self, (int) i, row->start);
      row->moves = rows[i].moves;
      row->carried = rows[i].carried;
      row->first_step = (guint) rows[i].first_step + 1;
      row->route = g_array_new (FALSE, FALSE, sizeof (int));
      _kl_explain_add_route (self, route, row->route, NULL);
      if (i == 0 && row->carried)
        row->role = g_strdup (row->moves > 0 ? _("walks, then rides") : _("rides"));
      else if (row->carried)
        row->role = g_strdup (_("carries the king"));
      else if (row->moves == 0)
        row->role = g_strdup (_("stays"));
      else
        row->role = g_strdup (i == 0 ? _("walks") : _("comes alone"));
      g_ptr_array_add (self->pieces, row);
    }
  if (heat_map && kn_camelot_found (plan))
    {
      g_autofree kn_square *knights = g_new (kn_square, MAX (n_pieces, 1));

      for (size_t i = 1; i < n_pieces; i++)
        knights[i - 1] = rows[i].start;
      self->heat = g_new (gint64, kn_board_squares (board));
      status = kn_camelot_costs (board, rows[0].start, knights, n_pieces - 1, limits, self->heat,
                                 NULL);
      if (status != KN_OK)
        {
          kl_explain_unref (self);
          return status;
        }
    }
  _kl_explain_set_frames (self, self->moves);
  set_pieces_meta (self);
  *out = self;
  return KN_OK;
}

/* ------------------------------------------------------------ inspection */

void
_kl_explain_camelot_inspect (const KlExplain  *self,
                             int               cell,
                             guint             frame,
                             KlExplainInspect *out)
{
  g_autofree char *name = _kl_explain_cell_name (self, cell);

  /* Every frame may tell the costs: step 0 already names the gathering
   * square and its cost.  A frame before the costs are known would not. */

  out->cost = self->heat[cell];
  if (out->cost < 0)
    out->text = g_strdup_printf (_("%s: the pieces cannot gather here."), name);
  else
    {
      g_autofree char *n = kl_format_count ((guint64) out->cost);

      /* Translators: the cost of a gathering square in Camelot's heat map */
      out->text = g_strdup_printf (ngettext ("%s: gathering here takes %s move.",
                                             "%s: gathering here takes %s moves.",
                                             kl_plural_n ((guint64) out->cost)),
                                   name, n);
    }
}
