/* kl-board-legend.c - the legend of what the board draws, read off the
 * frame's scene (so it lists exactly the marks drawn), what each mark
 * means in words, and each drawn for the step panel by the renderer's own
 * helpers in the palette entry the board uses (kl_mark_role). */

#define G_LOG_DOMAIN "kl-board-render"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "kl-board-render-private.h"
#include "kl-notation.h"

guint
kl_board_legend_marks (const KlBoardView *view,
                       KlMark             marks[KL_N_MARKS])
{
  g_autoptr(KlScene) scene = NULL;

  g_return_val_if_fail (view != NULL && view->puzzle != NULL, 0);
  scene = kl_board_view_scene (view);
  return kl_scene_legend (scene, marks);
}

const char *
kl_board_scene_note (const KlScene *scene)
{
  g_return_val_if_fail (scene != NULL, NULL);

  if (scene->hidden & KL_SCENE_HIDDEN_ARROWS)
    return _("Zoom in to see the numbers and the tree’s arrows");
  if (scene->hidden & KL_SCENE_HIDDEN_NUMBERS)
    return _("Zoom in to read the numbers");
  return NULL;
}

const char *
kl_mark_describe (KlMark mark)
{
  switch (mark)
    {
    case KL_MARK_START:
      return _("The start");
    case KL_MARK_MAP_START:
      return _("The start: 0 moves, the nearest colour");
    case KL_MARK_TARGET:
      return _("The target");
    case KL_MARK_TARGET_RING:
      return _("The target square, ringed: the map has no target of its own");
    case KL_MARK_KNIGHT:
      return _("A knight");
    case KL_MARK_ARRIVED:
      return _("The knight on the target: the route ends here");
    case KL_MARK_LAYER_OUTLINE:
      return _("Outlined: the newest layer, the queue");
    case KL_MARK_EXAMINED:
      return _("A gathering square the brute force has costed, every plan on it");
    case KL_MARK_FARTHER:
      return _("The walls make it farther than the formula says, or cut it off");
    case KL_MARK_RIDE:
      return _("Dashed: the king rides with the knight that carries him");
    case KL_MARK_TOUR_SHADE:
      return _("The tour too fine for lines: each square coloured by its place, light first");
    case KL_MARK_CUT_OFF:
      return _("A wall that cuts them off from the squares beyond");
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
    case KL_MARK_STATES:
      return _("A state of the newest layer: the square, reached by a K, B or T move");
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
    case KL_MARK_SEARCH_VISITED:
      return _("Found by this piece’s search in an earlier layer, in its colour");
    case KL_MARK_SEARCH_FRONTIER:
      return _("The newest layer of this piece’s search, in its colour");
    case KL_MARK_SEARCH_FROM:
      return _("The piece whose distances this step finds");
    case KL_MARK_OTHER_VISITED:
      return _("Expanded by the search from the target");
    case KL_MARK_OTHER_FRONTIER:
      return _("In the queue of the search from the target");
    case KL_MARK_TIES:
      return _("Gathering here costs as little: a tie");
    case KL_MARK_GATHER_COST:
      return _("The least cost, where the pieces gather");
    case KL_MARK_DEGREE:
      return _("A square the knight could take, with its onward moves: Warnsdorff takes the fewest");
    case KL_MARK_BACKTRACK:
      return _("The search backs up from here");
    case KL_MARK_WHY:
      return _("Why it backs up: the squares its reason is about");
    case KL_MARK_NAMED:
      return _("A square the step names");
    case KL_MARK_TOUR_END:
      return _("The tour’s last square");
    case KL_MARK_CLOSING:
      return _("The move that closes the tour");
    case KL_MARK_BLOCK:
      return _("A block of the construction, framed: it gets a tour of its own");
    case KL_MARK_JOIN:
      return _("A move that joins two blocks’ tours into one");
    case KL_MARK_REGION:
      return _("Reached: every square the piece can get to");
    case KL_MARK_CUT_WALL:
      return _("A wall on the edge of the squares reached");
    case KL_MARK_DOOR:
      return _("A wall that cuts them off from the target");
    case KL_MARK_DEAD_END:
      return _("A square with only that many free neighbours: a dead end, or an end the tour must take");
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
    case KL_MARK_PICKED:
      return _("Your answer, not yet checked");
    case KL_MARK_HINTED:
      return _("Shown by a hint: part of the answer");
    case KL_MARK_ANSWER_RIGHT:
      return _("Right: part of the answer");
    case KL_MARK_ANSWER_MISSED:
      return _("Part of the answer you did not pick");
    case KL_MARK_ANSWER_WRONG:
      return _("Wrong: not part of the answer");
    case KL_N_MARKS:
    default:
      return "";
    }
}

/* A one-square mark of kind on the swatch's square, numbered n (or not, -1). */
static KlSceneMark *
swatch_mark (KlMark kind, gint64 n)
{
  KlSceneMark *m = g_new0 (KlSceneMark, 1);
  int zero = 0;

  m->kind = kind;
  m->role = kl_mark_role (kind);
  m->corners[0] = m->corners[1] = m->corners[2] = -1;
  m->cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_val (m->cells, zero);
  if (n >= 0)
    {
      m->numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_array_append_val (m->numbers, n);
    }
  return m;
}

static void
swatch_mark_free (KlSceneMark *m)
{
  g_array_unref (m->cells);
  g_clear_pointer (&m->numbers, g_array_unref);
  g_free (m);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KlSceneMark, swatch_mark_free)

void
kl_board_render_swatch (cairo_t           *cr,
                        const KlBoardView *view,
                        KlMark             mark,
                        double             size)
{
  g_autoptr(KlPuzzle) puzzle = kl_puzzle_new (1, 1);
  KlBoardGeometry geom = { 0, 0, size, 1, 1 };
  KlBoardView one = *view;
  KlScene scene = { 0 };
  static const double white[3] = { 1, 1, 1 };
  double rgb[3], role[3], c_x = size / 2, c_y = size / 2;
  g_autoptr(KlSceneMark) m = swatch_mark (mark, -1);
  Ctx c = { 0 };

  g_return_if_fail (cr != NULL && view != NULL);

  one.puzzle = puzzle;
  one.result = NULL;
  scene.mode = view->mode;
  c.view = &one;
  c.geom = &geom;
  c.puzzle = puzzle;
  c.scene = &scene;
  _kl_board_palette_init (&c.pal, &one);
  c.layout = pango_cairo_create_layout (cr);
  c.font_px = -1;
  c.view_rect = (cairo_rectangle_t) { 0, 0, size, size };
  _kl_board_role_rgb (&c, m->role, m->piece, role);

  cairo_save (cr);
  if (_kl_board_evidence_swatch (cr, &c, mark, size) ||
      _kl_board_practice_swatch (cr, &c, mark, size))
    {
      cairo_restore (cr);
      g_object_unref (c.layout);
      return;
    }
  /* the square under the mark: the light colour, filled as the board fills it */
  memcpy (rgb, c.pal.light, sizeof rgb);
  if (kl_mark_fills (mark))
    _kl_board_fill (&c, m, 0, rgb);
  else if (mark == KL_MARK_MAP_START)
    memcpy (rgb, role, sizeof rgb);
  else if (mark == KL_MARK_ARRIVED)
    {
      g_autoptr(KlSceneMark) target = swatch_mark (KL_MARK_TARGET, -1);

      _kl_board_fill (&c, target, 0, rgb);
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
    case KL_MARK_TARGET:
    case KL_MARK_TOUR_TARGET:
      m->flags |= KL_SCENE_RING;
      _kl_board_draw_mark (cr, &c, m);
      break;
    case KL_MARK_ARRIVED:
      {
        g_autoptr(KlSceneMark) arrived = swatch_mark (KL_MARK_ARRIVED, 1);

        arrived->flags = KL_SCENE_BADGES | KL_SCENE_NUMBERS;
        _kl_board_draw_mark (cr, &c, arrived);
      }
      break;
    case KL_MARK_KNIGHT:
    case KL_MARK_MAP_START:
    case KL_MARK_TARGET_RING:
    case KL_MARK_LAYER_OUTLINE:
    case KL_MARK_FARTHER:
    case KL_MARK_BACKTRACK:
    case KL_MARK_TOUR_END:
      /* Camelot draws its knights itself, as the board does */
      if (!_kl_board_draw_mark (cr, &c, m))
        _kl_board_draw_camelot_mark (cr, &c, m, NULL);
      break;
    case KL_MARK_KING:
    case KL_MARK_PICKUP:
    case KL_MARK_MOVING:
    case KL_MARK_SEARCH_FROM:
    case KL_MARK_TIES:
      if (mark == KL_MARK_MOVING || mark == KL_MARK_SEARCH_FROM)
        _kl_board_glyph (cr, &c, KNIGHT_GLYPH, c_x, c_y, white, 0.8);
      _kl_board_draw_camelot_mark (cr, &c, m, NULL);
      break;
    case KL_MARK_GATHER_COST:
      {
        g_autoptr(KlSceneMark) cost = swatch_mark (KL_MARK_GATHER_COST, 7);

        /* the badge, on a square of its own */
        cost->flags = KL_SCENE_NUMBERS;
        _kl_board_draw_camelot_mark (cr, &c, cost, NULL);
      }
      break;
    case KL_MARK_PIECE_START:
      {
        g_autoptr(KlSceneMark) knight = swatch_mark (KL_MARK_PIECE_START, 1);

        _kl_board_draw_camelot_mark (cr, &c, knight, NULL);
      }
      break;
    case KL_MARK_ROUTE:
      cairo_set_source_rgb (cr, role[0], role[1], role[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.1));
      cairo_move_to (cr, 0, size);
      cairo_line_to (cr, size * 0.6, size * 0.4);
      cairo_stroke (cr);
      for (int k = 0; k < 3; k++)
        role[k] *= 0.8;
      _kl_board_corner_badge (cr, &c, 0, 1, role);
      break;
    case KL_MARK_TREE:
      cairo_set_source_rgba (cr, role[0], role[1], role[2], one.dark ? 0.75 : 0.7);
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
    case KL_MARK_OTHER_VISITED:
    case KL_MARK_OTHER_FRONTIER:
      {
        /* the second colour, as the board draws the target's side */
        g_autoptr(KlSceneMark) band = swatch_mark (mark, -1);

        band->piece = 1;
        memcpy (rgb, c.pal.light, sizeof rgb);
        _kl_board_fill (&c, band, 0, rgb);
        cairo_rectangle (cr, 0, 0, size, size);
        cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
        cairo_fill (cr);
      }
      break;
    case KL_MARK_SEARCH_VISITED:
    case KL_MARK_SEARCH_FRONTIER:
      /* one colour a piece: the first three, side by side */
      for (int i = 0; i < 3; i++)
        {
          g_autoptr(KlSceneMark) band = swatch_mark (mark, -1);

          band->piece = (guint) i;
          memcpy (rgb, c.pal.light, sizeof rgb);
          _kl_board_fill (&c, band, 0, rgb);
          cairo_rectangle (cr, i * size / 3, 0, size / 3 + 0.5, size);
          cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
          cairo_fill (cr);
        }
      break;
    case KL_MARK_DISTANCES:
    case KL_MARK_COSTS:
    case KL_MARK_TOUR_SHADE:
      /* the scale, near to far, as the board's squares take it */
      for (int i = 0; i < 4; i++)
        {
          g_autoptr(KlSceneMark) band = swatch_mark (mark, i);

          band->hi = 3;
          _kl_board_fill (&c, band, 0, rgb);
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

        cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, role[0], role[1], role[2]);
        cairo_fill (cr);
        _kl_board_set_font (&c, size * 0.5, TRUE);
        _kl_board_text (cr, &c, kl_move_letter (type), c_x, c_y, white);
      }
      break;
    case KL_MARK_STATES:
      {
        /* a square reached after a K and after a B move, as the board
         * draws them, the tags enlarged to fill the swatch */
        KlSceneMark states = { .kind = KL_MARK_STATES, .role = kl_mark_role (KL_MARK_STATES),
                               .corners = { -1, -1, -1 } };
        KlBoardGeometry big = { -size * 0.06, -size * 0.84, size * 1.6, 1, 1 };
        int cells[2] = { 0, 0 };
        guint8 types[2] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B };

        states.cells = g_array_new (FALSE, FALSE, sizeof (int));
        states.types = g_array_new (FALSE, FALSE, sizeof (guint8));
        g_array_append_vals (states.cells, cells, 2);
        g_array_append_vals (states.types, types, 2);
        c.geom = &big;
        c.view_rect = (cairo_rectangle_t) { -size, -size, 3 * size, 3 * size };
        _kl_board_draw_mark (cr, &c, &states);
        c.geom = &geom;
        g_array_unref (states.cells);
        g_array_unref (states.types);
      }
      break;
    case KL_MARK_PIECE_MOVE:
      /* a knight's: the first knight is piece 1 */
      _kl_board_role_rgb (&c, KL_ROLE_PIECE, 1, rgb);
      cairo_arc (cr, c_x, c_y, size * 0.32, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill (cr);
      _kl_board_set_font (&c, size * 0.42, TRUE);
      _kl_board_text (cr, &c, "1", c_x, c_y, white);
      break;
    case KL_MARK_BLOCK:
      cairo_set_source_rgb (cr, role[0], role[1], role[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.12));
      cairo_rectangle (cr, size * 0.12, size * 0.12, size * 0.76, size * 0.76);
      cairo_stroke (cr);
      break;
    case KL_MARK_JOIN:
      /* as the board draws it: a solid line with a dot at each end */
      cairo_set_source_rgb (cr, role[0], role[1], role[2]);
      cairo_set_line_width (cr, MAX (1.5, size * 0.08));
      cairo_move_to (cr, size * 0.2, size * 0.8);
      cairo_line_to (cr, size * 0.8, size * 0.2);
      cairo_stroke (cr);
      cairo_arc (cr, size * 0.2, size * 0.8, size * 0.12, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, size * 0.8, size * 0.2, size * 0.12, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case KL_MARK_RIDE:
    case KL_MARK_CLOSING:
      {
        /* the king's colour (piece 0) for a ride, the route's for the closing move */
        double w = MAX (1.5, size * 0.1), dash[] = { w * 2, w * 2 };

        cairo_set_dash (cr, dash, 2, 0);
        cairo_set_source_rgb (cr, role[0], role[1], role[2]);
        cairo_set_line_width (cr, w);
        cairo_move_to (cr, 0, size);
        cairo_line_to (cr, size, 0);
        cairo_stroke (cr);
      }
      break;
    case KL_MARK_DEGREE:
      cairo_arc (cr, c_x, c_y, size * 0.36, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, role[0], role[1], role[2], 0.9);
      cairo_fill (cr);
      _kl_board_set_font (&c, size * 0.5, TRUE);
      _kl_board_text (cr, &c, "2", c_x, c_y, white);
      break;
    default:
      /* the marks that only fill their squares: the square says it all */
      break;
    }
  cairo_restore (cr);
  g_object_unref (c.layout);
}
