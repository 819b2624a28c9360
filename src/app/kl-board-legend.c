/* kl-board-legend.c - the legend of what the board draws: which marks a
 * mode and its answer show, what each means in words, and each drawn as on
 * the board (by the renderer's own helpers) for the step panel. */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"
#include "kl-notation.h"

/* Whether the puzzle has a wall to draw. */
static gboolean
has_walls (const KlPuzzle *p)
{
  if (p == NULL)
    return FALSE;
  for (gsize i = 0; i < (gsize) p->width * p->height; i++)
    if (p->blocked[i])
      return TRUE;
  return FALSE;
}

/* Whether the frame shown is a tour's step with squares to choose from
 * (the green discs of draw_step_choice). */
static gboolean
step_has_choices (const KlBoardView *view)
{
  KlExplain *explain = kl_solution_get_explain (view->result, view->show_search);
  g_autoptr(KlExplainStep) step = NULL;

  if (explain == NULL || view->frame < 0 || view->frame >= kl_board_view_frames (view))
    return FALSE;
  step = kl_explain_get_step (explain, (guint) floor (view->frame));
  return step != NULL && step->candidates->len > 0;
}

guint
kl_board_legend_marks (const KlBoardView *view,
                       KlMark             marks[KL_N_MARKS])
{
  const KlSolution *r = view->result;
  /* at rest at the end: the whole answer, without the frame's own marks */
  gboolean playing = r != NULL && view->frame < kl_board_view_frames (view);
  guint n = 0;

#define ADD(mark) (marks[n++] = (mark))
  /* only what the board draws: no wall on a board without walls, no
   * unreached square when the map reaches them all */
  if (has_walls (view->puzzle))
    ADD (KL_MARK_WALL);
  switch (view->mode)
    {
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
      ADD (KL_MARK_START);
      ADD (KL_MARK_TARGET);
      if (view->mode == KL_MODE_PATH && playing)
        {
          ADD (KL_MARK_VISITED);
          ADD (KL_MARK_FRONTIER);
        }
      if (view->mode == KL_MODE_PATH)
        {
          if (r != NULL && kl_solution_get_path (r) == NULL && kl_solution_get_distances (r) != NULL)
            ADD (KL_MARK_UNREACHED);
          if (view->show_tree)
            ADD (KL_MARK_TREE);
        }
      ADD (KL_MARK_ROUTE);
      if (view->mode == KL_MODE_DYNAMIC)
        {
          ADD (KL_MARK_MOVE_K);
          ADD (KL_MARK_MOVE_B);
          ADD (KL_MARK_MOVE_T);
        }
      break;
    case KL_MODE_DISTANCE:
      ADD (KL_MARK_START);
      ADD (KL_MARK_DISTANCES);
      /* as the solver counts them: fewer reached than free */
      if (r != NULL && kl_solution_get_order (r) != NULL && kl_solution_get_order (r)->len < r->free_squares)
        ADD (KL_MARK_UNREACHED);
      if (view->show_tree)
        ADD (KL_MARK_TREE);
      break;
    case KL_MODE_CAMELOT:
      ADD (KL_MARK_KING);
      ADD (KL_MARK_KNIGHT);
      if (r != NULL && r->routes != NULL)
        ADD (KL_MARK_PIECE_START);
      ADD (KL_MARK_PIECE_MOVE);
      ADD (KL_MARK_GATHER);
      if (r != NULL && r->carrier >= 0)
        ADD (KL_MARK_PICKUP);
      ADD (KL_MARK_MOVING);
      if (view->show_costs)
        ADD (KL_MARK_COSTS);
      break;
    case KL_MODE_TOUR:
      ADD (KL_MARK_START);
      if (view->puzzle != NULL && view->puzzle->target >= 0)
        ADD (KL_MARK_TOUR_TARGET);
      /* the route's marks only where there is a route to draw: a tour,
       * or a search to replay */
      if (view->show_search ? r != NULL && r->search_explain != NULL
                            : r != NULL && kl_solution_get_path (r) != NULL)
        {
          ADD (KL_MARK_ROUTE);
          if (step_has_choices (view))
            ADD (KL_MARK_DEGREE);
          if (view->show_search)
            ADD (KL_MARK_BACKTRACK);
          else
            ADD (KL_MARK_TOUR_END);
          if (r->closed)
            ADD (KL_MARK_CLOSING);
        }
      break;
    case KL_N_MODES:
    default:
      break;
    }
#undef ADD
  /* why there is no answer: the evidence the board shows at rest */
  if (r != NULL && r->mode == view->mode)
    _kl_board_evidence_marks (r->reason, view->mode, marks, &n);
  return n;
}

const char *
kl_mark_describe (KlMark mark)
{
  switch (mark)
    {
    case KL_MARK_START:
      return _("The start");
    case KL_MARK_TARGET:
      return _("The target");
    case KL_MARK_TOUR_TARGET:
      return _("The square the tour must end on");
    case KL_MARK_WALL:
      return _("A wall: no piece stops here");
    case KL_MARK_ROUTE:
      return _("The route, each move numbered");
    case KL_MARK_VISITED:
      return _("Reached in an earlier layer");
    case KL_MARK_FRONTIER:
      return _("The newest layer: the queue");
    case KL_MARK_UNREACHED:
      return _("Free, but the start cannot reach it");
    case KL_MARK_TREE:
      return _("Reached from the square the arrow comes from");
    case KL_MARK_DISTANCES:
      return _("Moves from the start: light is near, dark is far");
    case KL_MARK_MOVE_K:
      return _("K: a knight move");
    case KL_MARK_MOVE_B:
      return _("B: two squares diagonally");
    case KL_MARK_MOVE_T:
      return _("T: the mirror square across the middle");
    case KL_MARK_KING:
      return _("The king");
    case KL_MARK_KNIGHT:
      return _("A knight");
    case KL_MARK_PIECE_START:
      return _("Where a piece stood before it moved");
    case KL_MARK_PIECE_MOVE:
      return _("A piece’s move, numbered; one colour a piece");
    case KL_MARK_GATHER:
      return _("Where the pieces gather");
    case KL_MARK_PICKUP:
      return _("Where a knight picks up the king");
    case KL_MARK_MOVING:
      return _("The piece this step moves");
    case KL_MARK_COSTS:
      return _("What gathering here would cost: light is cheap");
    case KL_MARK_DEGREE:
      return _("A square the knight could take, with its onward moves: Warnsdorff takes the fewest");
    case KL_MARK_BACKTRACK:
      return _("The search backs up from here");
    case KL_MARK_TOUR_END:
      return _("The tour’s last square");
    case KL_MARK_CLOSING:
      return _("The move that closes the tour");
    case KL_MARK_REGION:
      return _("Reached: every square the piece can get to");
    case KL_MARK_CUT_WALL:
      return _("A wall on the edge of the squares reached");
    case KL_MARK_DOOR:
      return _("A wall that cuts them off from the target");
    case KL_MARK_DEAD_END:
      return _("A dead end: its free neighbours, too few for a tour");
    case KL_MARK_PIECES:
      return _("One colour a piece of the board: no move joins two pieces");
    case KL_MARK_COLOUR_COUNTS:
      return _("The free squares of each colour, counted");
    case KL_MARK_PROOF_SQUARE:
      return _("A square the proof counts the moves of, and how many it has");
    case KL_MARK_PROOF_SHARED:
      return _("Where those squares’ moves go");
    case KL_MARK_PROOF_LOOP:
      return _("A loop of moves the proof follows; one colour a loop");
    case KL_N_MARKS:
    default:
      return "";
    }
}

void
kl_board_render_swatch (cairo_t           *cr,
                        const KlBoardView *view,
                        KlMark             mark,
                        double             size)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (1, 1);
  KlBoardGeometry geom = { 0, 0, size, 1, 1 };
  KlBoardView one = *view;
  static const double white[3] = { 1, 1, 1 };
  static const double gold[3] = { 0.96, 0.83, 0.18 };
  double rgb[3], c_x = size / 2, c_y = size / 2;
  Ctx c = { 0 };

  g_return_if_fail (cr != NULL && view != NULL);

  one.puzzle = puzzle;
  one.result = NULL;
  c.view = &one;
  c.geom = &geom;
  c.puzzle = puzzle;
  c.finished = TRUE;
  _kl_board_palette_init (&c.pal, &one);
  c.layout = pango_cairo_create_layout (cr);

  cairo_save (cr);
  if (_kl_board_evidence_swatch (cr, &c, mark, size))
    {
      cairo_restore (cr);
      g_object_unref (c.layout);
      return;
    }
  /* the square under the mark: the light colour, tinted as the mark says */
  memcpy (rgb, c.pal.light, sizeof rgb);
  switch (mark)
    {
    case KL_MARK_WALL:
      memcpy (rgb, c.pal.wall, sizeof rgb);
      break;
    case KL_MARK_START:
      _kl_board_rgb_mix (rgb, rgb, c.pal.start, 0.55);
      break;
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      _kl_board_rgb_mix (rgb, rgb, c.pal.target, 0.55);
      break;
    case KL_MARK_VISITED:
      _kl_board_wave_color (&c, FALSE, rgb);
      break;
    case KL_MARK_FRONTIER:
      _kl_board_wave_color (&c, TRUE, rgb);
      break;
    case KL_MARK_UNREACHED:
      _kl_board_unreached_color (rgb);
      break;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
      break;
    case KL_MARK_GATHER:
      _kl_board_rgb_mix (rgb, rgb, c.pal.gather, 0.7);
      break;
    default:
      break;
    }
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill (cr);

  switch (mark)
    {
    case KL_MARK_WALL:
      /* the stripes of a wall, as on the board */
      cairo_set_source_rgb (cr, c.pal.wall_line[0], c.pal.wall_line[1], c.pal.wall_line[2]);
      cairo_set_line_width (cr, MAX (1, size * 0.08));
      for (double k = -size; k < size; k += size / 3)
        {
          cairo_move_to (cr, k, size);
          cairo_line_to (cr, k + size, 0);
        }
      cairo_stroke (cr);
      break;
    case KL_MARK_START:
    case KL_MARK_KNIGHT:
      _kl_board_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 1);
      break;
    case KL_MARK_KING:
      _kl_board_glyph (cr, &c, KING_GLYPH, c_x, c_y, gold, 1);
      break;
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      _kl_board_target (cr, &c, 0);
      break;
    case KL_MARK_ROUTE:
      cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.1));
      cairo_move_to (cr, 0, size);
      cairo_line_to (cr, size * 0.6, size * 0.4);
      cairo_stroke (cr);
      _kl_board_corner_badge (cr, &c, 0, 1, c.pal.path);
      break;
    case KL_MARK_TREE:
      if (one.dark)
        cairo_set_source_rgba (cr, 0.95, 0.95, 0.97, 0.75);
      else
        cairo_set_source_rgba (cr, 0.12, 0.12, 0.18, 0.7);
      cairo_set_line_width (cr, MAX (1, size * 0.06));
      cairo_move_to (cr, size * 0.15, size * 0.85);
      cairo_line_to (cr, size * 0.7, size * 0.3);
      cairo_stroke (cr);
      cairo_move_to (cr, size * 0.85, size * 0.15);
      cairo_line_to (cr, size * 0.55, size * 0.25);
      cairo_line_to (cr, size * 0.75, size * 0.45);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
      /* the scale, near to far */
      for (int i = 0; i < 4; i++)
        {
          kl_distance_color (i, 3, rgb);
          cairo_rectangle (cr, i * size / 4, 0, size / 4 + 0.5, size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      break;
    case KL_MARK_MOVE_K:
    case KL_MARK_MOVE_B:
    case KL_MARK_MOVE_T:
      {
        guint8 type = mark == KL_MARK_MOVE_K ? KN_MOVE_DYN_K
                    : mark == KL_MARK_MOVE_B ? KN_MOVE_DYN_B : KN_MOVE_DYN_T;
        const double *fill = type == KN_MOVE_DYN_B ? _kl_board_piece_colors[1]
                           : type == KN_MOVE_DYN_T ? _kl_board_piece_colors[2] : c.pal.path;

        cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
        cairo_fill (cr);
        _kl_board_set_font (&c, size * 0.5, TRUE);
        _kl_board_text (cr, &c, kl_move_letter (type), c_x, c_y, white);
      }
      break;
    case KL_MARK_PIECE_MOVE:
      cairo_arc (cr, c_x, c_y, size * 0.32, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, _kl_board_piece_colors[1][0], _kl_board_piece_colors[1][1],
                            _kl_board_piece_colors[1][2]);
      cairo_fill (cr);
      _kl_board_set_font (&c, size * 0.42, TRUE);
      _kl_board_text (cr, &c, "1", c_x, c_y, white);
      break;
    case KL_MARK_PICKUP:
      cairo_arc (cr, c_x, c_y, size * 0.4, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, gold[0], gold[1], gold[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.1));
      cairo_stroke (cr);
      break;
    case KL_MARK_PIECE_START:
      /* as on the board: the glyph, faint */
      cairo_push_group (cr);
      _kl_board_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 1);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.3);
      break;
    case KL_MARK_MOVING:
      _kl_board_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 0.8);
      cairo_new_path (cr);
      cairo_arc (cr, c_x, c_y, size * 0.44, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.09));
      cairo_stroke (cr);
      break;
    case KL_MARK_DEGREE:
      cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.9);
      cairo_fill (cr);
      _kl_board_set_font (&c, size * 0.5, TRUE);
      _kl_board_text (cr, &c, "2", c_x, c_y, white);
      break;
    case KL_MARK_BACKTRACK:
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.6);
      cairo_fill (cr);
      break;
    case KL_MARK_TOUR_END:
      _kl_board_end_marker (cr, &c, 0);
      break;
    case KL_MARK_CLOSING:
      {
        double w = MAX (1.5, size * 0.1), dash[] = { w * 2, w * 2 };

        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_source_rgb (cr, c.pal.path[0], c.pal.path[1], c.pal.path[2]);
        cairo_set_line_width (cr, w);
        cairo_move_to (cr, 0, size);
        cairo_line_to (cr, size, 0);
        cairo_stroke (cr);
      }
      break;
    case KL_MARK_VISITED:
    case KL_MARK_FRONTIER:
    case KL_MARK_UNREACHED:
    case KL_MARK_GATHER:
    case KL_N_MARKS:
    default:
      break;
    }
  cairo_restore (cr);
  g_object_unref (c.layout);
}
