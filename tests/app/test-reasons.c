/* test-reasons.c - why there is no answer, in the real window: for each
 * reason, on a board where it is the true one, the results area and the
 * step panel say it with its evidence (squares and counts), and the board
 * draws that evidence at rest (checked pixel by pixel on the window's own
 * view), with its mark in the legend. */

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "app-test.h"
#include "kl-board-render.h"
#include "kl-step-panel.h"
#include "kl-window.h"

#define CELL 40

static void
apply (KlWindow *window, const char *tool, const char *square)
{
  const KlPuzzle *puzzle = puzzle_of (window);
  int cell = app_test_cell (puzzle, square);

  activate (window, "win.tool", "s", tool);
  activate (window, "win.apply-tool", "(ii)", cell % puzzle->width, cell / puzzle->width);
}

static const KlReason *
reason_of (KlWindow *window)
{
  KlSolution *result = kl_board_get_result (kl_window_get_board (window));

  g_assert_nonnull (result);
  return result->reason;
}

/* The whole word is in text ("1" is not in "13"). */
static gboolean
has_word (const char *text, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[n]))
      return TRUE;
  return FALSE;
}

/* The results area gives the reason's lead and sentence, which name every
 * word of want and none of avoid; the step panel says the same. */
static void
assert_said (KlWindow *window, const char *const *want, const char *const *avoid)
{
  const KlReason *r = reason_of (window);
  g_autofree char *lead = kl_reason_lead (r);
  g_autofree char *why = kl_reason_explain (r);
  const char *details = kl_window_get_details (window);

  g_assert_cmpstr (kl_window_get_headline (window), ==, lead);
  g_assert_cmpstr (details, ==, why);
  /* with no steps to tell, the step panel says it too */
  if (kl_board_get_result (kl_window_get_board (window))->explain == NULL)
    g_assert_cmpstr (kl_step_panel_get_text (kl_window_get_step_panel (window)), ==, why);
  for (; want != NULL && *want != NULL; want++)
    if (!has_word (details, *want))
      g_error ("“%s” does not name %s", details, *want);
  for (; avoid != NULL && *avoid != NULL; avoid++)
    if (has_word (details, *avoid))
      g_error ("“%s” names %s", details, *avoid);
}

#define WORDS(...) ((const char *const[]) { __VA_ARGS__, NULL })

/* The window's board as it is now (at rest after a solve), on CELL-pixel
 * squares; with_answer FALSE: the same board with no answer. */
static cairo_surface_t *
render_board (KlWindow *window, gboolean with_answer)
{
  KlBoardView view;
  KlBoardGeometry geom;
  cairo_surface_t *surface;
  cairo_t *cr;

  kl_board_get_view (kl_window_get_board (window), &view);
  g_assert_cmpfloat (view.frame, >=, kl_board_view_frames (&view)); /* at rest */
  if (!with_answer)
    view.result = NULL;
  geom = (KlBoardGeometry) { 0, 0, CELL, view.puzzle->width, view.puzzle->height };
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view.puzzle->width * CELL,
                                        view.puzzle->height * CELL);
  cr = cairo_create (surface);
  kl_board_render (cr, &view, &geom, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
is_red (AppRgb c)
{
  return c.r > 0.75 && c.g < 0.3 && c.b < 0.3;
}

static gboolean
is_orange (AppRgb c)
{
  return c.r > 0.75 && c.g > 0.25 && c.g < 0.5 && c.b < 0.15;
}

static gboolean
is_accent (AppRgb c)
{
  return c.b > 0.7 && c.r < 0.3;
}

/* How many pixels along a square's frame (its edges, one pixel in, clear
 * of the corners' labels and badges) are what `is` says. */
static guint
framed (cairo_surface_t *surface, const KlPuzzle *puzzle, const char *square,
        gboolean (*is) (AppRgb))
{
  int cell = app_test_cell (puzzle, square);
  int x0 = (cell % puzzle->width) * CELL, y0 = (puzzle->height - 1 - cell / puzzle->width) * CELL;
  guint n = 0;

  for (int k = CELL / 4; k < 3 * CELL / 4; k++)
    {
      n += is (app_test_pixel (surface, x0 + k, y0 + 1));
      n += is (app_test_pixel (surface, x0 + 1, y0 + k));
      n += is (app_test_pixel (surface, x0 + k, y0 + CELL - 2));
    }
  return n;
}

/* A square's colour where nothing stands (left of its centre). */
static AppRgb
square_colour (cairo_surface_t *surface, const KlPuzzle *puzzle, const char *square)
{
  int cell = app_test_cell (puzzle, square);

  return app_test_pixel (surface, (cell % puzzle->width) * CELL + CELL / 5,
                (puzzle->height - 1 - cell / puzzle->width) * CELL + CELL / 2);
}

static gboolean
same (AppRgb a, AppRgb b)
{
  return fabs (a.r - b.r) < 0.02 && fabs (a.g - b.g) < 0.02 && fabs (a.b - b.b) < 0.02;
}

static void
assert_legend_has (KlWindow *window, KlMark mark)
{
  KlBoardView view;
  KlMark marks[KL_N_MARKS];
  guint n;
  gboolean found = FALSE;

  kl_board_get_view (kl_window_get_board (window), &view);
  n = kl_board_legend_marks (&view, marks);
  for (guint i = 0; i < n; i++)
    found |= marks[i] == mark;
  g_assert_true (found);
  g_assert_cmpstr (kl_mark_describe (mark), !=, "");
}

/* The sample in tour mode (its target is the tour's end, f1): b1, a2 and b2
 * have one free neighbour each, more than a tour has free ends. */
static void
test_tour_dead_ends (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle;
  const KlReason *r;
  cairo_surface_t *surface;

  activate (window, "win.mode", "s", "tour");
  puzzle = puzzle_of (window);
  r = reason_of (window);
  g_assert_cmpint (r->kind, ==, KN_REASON_DEAD_ENDS);
  assert_said (window, WORDS ("b1", "a2", "b2", "a1", "f1", "one"),
               WORDS ("colour", "colours", "search", "walls"));
  surface = render_board (window, TRUE);
  for (guint i = 0; i < r->dead_ends->len; i++)
    {
      int cell = g_array_index (r->dead_ends, int, i);
      g_autofree char *name = g_strdup_printf ("%c%d", 'a' + cell % 8, cell / 8 + 1);

      g_assert_cmpuint (g_array_index (r->degrees, guint8, i), ==, 1);
      g_assert_cmpuint (framed (surface, puzzle, name, is_orange), >, CELL / 2);
    }
  g_assert_cmpuint (framed (surface, puzzle, "e4", is_orange), ==, 0);
  cairo_surface_destroy (surface);
  assert_legend_has (window, KL_MARK_DEAD_END);
  close_window (window);
}

/* 5 x 5 from b1: 13 dark squares, 12 light, and b1 is light; the counts
 * stand on the board's top edge. */
static void
test_tour_colour (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  cairo_surface_t *plain, *answer;
  guint halo = 0, halo_plain = 0;

  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.board-size", "(ii)", 5, 5);
  apply (window, "start", "b1");
  g_assert_cmpint (reason_of (window)->kind, ==, KN_REASON_COLOUR);
  assert_said (window, WORDS ("13", "12", "b1", "dark", "light"), WORDS ("neighbour", "search"));
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  /* the pills' white backing, in the top rank between files b and d */
  for (int y = 2; y < CELL - 2; y++)
    for (int x = CELL + 4; x < 4 * CELL - 4; x++)
      {
        AppRgb a = app_test_pixel (answer, x, y), p = app_test_pixel (plain, x, y);

        halo += a.r > 0.97 && a.g > 0.97 && a.b > 0.97;
        halo_plain += p.r > 0.97 && p.g > 0.97 && p.b > 0.97;
      }
  g_assert_cmpuint (halo_plain, ==, 0);
  g_assert_cmpuint (halo, >, CELL * 4);
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  assert_legend_has (window, KL_MARK_COLOUR_COUNTS);
  close_window (window);
}

/* The camel keeps its colour: its tour has two pieces, tinted apart. */
static void
test_tour_pieces (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle;
  const KlReason *r;
  cairo_surface_t *plain, *answer;

  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  kl_document_set_leaper (kl_window_get_document (window), (kn_leaper) { 1, 3 });
  activate (window, "win.solve", NULL);
  puzzle = puzzle_of (window);
  r = reason_of (window);
  g_assert_cmpint (r->kind, ==, KN_REASON_DISCONNECTED);
  g_assert_cmpuint (r->piece_sizes->len, ==, 2);
  assert_said (window, WORDS ("2", "camel", "32"), WORDS ("neighbour", "colours"));
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  /* b1 and c1 (two pieces, light and dark) take their pieces' colours */
  for (int i = 0; i < 2; i++)
    {
      const char *sq = i == 0 ? "b1" : "c1";
      AppRgb a = square_colour (answer, puzzle, sq), p = square_colour (plain, puzzle, sq);
      guint piece = r->pieces[app_test_cell (puzzle, sq)];
      const double *tint = (const double[6][3]) {
        { 0.11, 0.44, 0.85 }, { 0.90, 0.38, 0.00 }, { 0.57, 0.25, 0.67 },
        { 0.15, 0.64, 0.41 }, { 0.75, 0.11, 0.16 }, { 0.39, 0.27, 0.18 } }[piece % 6];

      g_assert_true (same (a, (AppRgb) { (p.r + tint[0]) / 2, (p.g + tint[1]) / 2,
                                      (p.b + tint[2]) / 2 }));
    }
  g_assert_cmpuint (r->pieces[app_test_cell (puzzle, "b1")], !=,
                    r->pieces[app_test_cell (puzzle, "c1")]);
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  assert_legend_has (window, KL_MARK_PIECES);
  close_window (window);
}

static gboolean
is_violet (AppRgb c)
{
  return c.r > 0.45 && c.r < 0.7 && c.g < 0.35 && c.b > 0.55;
}

/* A square tinted half way to rgb from how it looks with no answer. */
static void
assert_tinted (cairo_surface_t *answer, cairo_surface_t *plain, const KlPuzzle *puzzle,
               const char *square, const double rgb[3])
{
  AppRgb a = square_colour (answer, puzzle, square), p = square_colour (plain, puzzle, square);

  if (!same (a, (AppRgb) { (p.r + rgb[0]) / 2, (p.g + rgb[1]) / 2, (p.b + rgb[2]) / 2 }))
    g_error ("%s is not tinted as it should be", square);
}

/* 4×4: the proof's corners framed with their two moves, the centre
 * squares they move to tinted, the edge squares' two rings in two
 * colours. */
static void
test_tour_four_corners (void)
{
  static const double gold[3] = { 0.96, 0.83, 0.18 };
  static const double green[3] = { 0.15, 0.64, 0.41 }, blue[3] = { 0.11, 0.44, 0.85 };
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle;
  const KlReason *r;
  cairo_surface_t *plain, *answer;

  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.board-size", "(ii)", 4, 4);
  activate (window, "win.solve", NULL);
  puzzle = puzzle_of (window);
  r = reason_of (window);
  g_assert_cmpint (r->kind, ==, KN_REASON_BOARD_RULE);
  g_assert_cmpint (r->rule, ==, KN_RULE_FOUR_CORNERS);
  assert_said (window, WORDS ("a1", "d4", "a4", "d1", "b3", "c2", "b2", "c3", "a2", "c1", "d2"),
               WORDS ("exhaustive", "search", "colours"));
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  for (int i = 0; i < 4; i++)
    {
      const char *corner = (const char *[]) { "a1", "d4", "a4", "d1" }[i];

      g_assert_cmpuint (framed (answer, puzzle, corner, is_violet), >, CELL / 2);
      g_assert_cmpuint (framed (plain, puzzle, corner, is_violet), ==, 0);
      assert_tinted (answer, plain, puzzle, (const char *[]) { "b3", "c2", "b2", "c3" }[i], gold);
      assert_tinted (answer, plain, puzzle, (const char *[]) { "a2", "b4", "d3", "c1" }[i], green);
      assert_tinted (answer, plain, puzzle, (const char *[]) { "a3", "b1", "d2", "c4" }[i], blue);
    }
  g_assert_cmpuint (framed (answer, puzzle, "b3", is_violet), ==, 0);
  g_assert_true (same (square_colour (answer, puzzle, "a1"), square_colour (plain, puzzle, "a1")));
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  assert_legend_has (window, KL_MARK_PROOF_SQUARE);
  assert_legend_has (window, KL_MARK_PROOF_SHARED);
  assert_legend_has (window, KL_MARK_PROOF_LOOP);
  close_window (window);
}

/* Walls on f7 and g6 around h8: the start reaches 51 squares; f7 and g6
 * are outlined as the walls that cut it off, the other walls of the
 * region's edge in the accent colour, the region tinted. */
static void
test_path_region (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle;
  const KlReason *r;
  cairo_surface_t *plain, *answer;
  AppRgb a, p;

  apply (window, "block", "f7");
  apply (window, "block", "g6");
  apply (window, "target", "h8");
  puzzle = puzzle_of (window);
  r = reason_of (window);
  g_assert_cmpint (r->argument, ==, KN_REACH_REGION);
  g_assert_cmpuint (r->region_size, ==, 51);
  assert_said (window, WORDS ("a1", "h8", "51", "f7", "g6"), WORDS ("c1", "colour"));
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  g_assert_cmpuint (framed (answer, puzzle, "f7", is_red), >, CELL / 2);
  g_assert_cmpuint (framed (answer, puzzle, "g6", is_red), >, CELL / 2);
  g_assert_cmpuint (framed (answer, puzzle, "c1", is_red), ==, 0);
  g_assert_cmpuint (framed (answer, puzzle, "c1", is_accent), >, CELL / 2);
  g_assert_cmpuint (framed (plain, puzzle, "f7", is_red), ==, 0);
  /* a square of the region leans to the accent (blue), unlike on the plain board */
  a = square_colour (answer, puzzle, "e4");
  p = square_colour (plain, puzzle, "e4");
  g_assert_cmpfloat (a.b - a.r, >, p.b - p.r + 0.2);
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  assert_legend_has (window, KL_MARK_REGION);
  assert_legend_has (window, KL_MARK_CUT_WALL);
  assert_legend_has (window, KL_MARK_DOOR);

  /* the distance map says why h8 is out of reach, and shows the same walls */
  activate (window, "win.mode", "s", "distance");
  r = reason_of (window);
  g_assert_nonnull (r);
  g_assert_cmpuint (r->unreached, ==, 1);
  g_assert_true (has_word (kl_window_get_details (window), "51"));
  g_assert_true (has_word (kl_window_get_details (window), "f7"));
  answer = render_board (window, TRUE);
  g_assert_cmpuint (framed (answer, puzzle, "g6", is_red), >, CELL / 2);
  cairo_surface_destroy (answer);
  close_window (window);
}

/* The camel never changes colour: h7 is light, a1 dark; the light squares
 * it cannot reach are shaded. */
static void
test_path_colour (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const KlPuzzle *puzzle;
  cairo_surface_t *plain, *answer;

  kl_document_set_leaper (kl_window_get_document (window), (kn_leaper) { 1, 3 });
  apply (window, "target", "h7");
  puzzle = puzzle_of (window);
  g_assert_cmpint (reason_of (window)->argument, ==, KN_REACH_COLOUR);
  assert_said (window, WORDS ("camel", "colour", "h7", "a1", "light", "dark"), WORDS ("walls"));
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  /* b1 (light) is shaded out of reach, a3 (dark) is not */
  g_assert_false (same (square_colour (answer, puzzle, "b1"), square_colour (plain, puzzle, "b1")));
  g_assert_true (same (square_colour (answer, puzzle, "a3"), square_colour (plain, puzzle, "a3")));
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  assert_legend_has (window, KL_MARK_UNREACHED);
  close_window (window);
}

/* The dynamic knight: every way into f1 walled (K from e3, g3, h2; B from
 * h3; T from f8; c1, d2 and d3 are walls already). */
static void
test_dynamic_region (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const char *walls[] = { "e3", "g3", "h2", "h3", "f8" };
  const KlPuzzle *puzzle;
  cairo_surface_t *answer;

  activate (window, "win.mode", "s", "dynamic");
  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    apply (window, "block", walls[i]);
  puzzle = puzzle_of (window);
  g_assert_cmpint (reason_of (window)->argument, ==, KN_REACH_REGION);
  /* eight walls touch both sides: six named row by row, "and 2 more" */
  assert_said (window, WORDS ("a1", "f1", "c1", "d2", "h2", "d3", "e3", "g3", "2", "more"),
               WORDS ("h3", "f8"));
  answer = render_board (window, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    g_assert_cmpuint (framed (answer, puzzle, walls[i], is_red), >, CELL / 2);
  g_assert_cmpuint (framed (answer, puzzle, "d3", is_red), >, CELL / 2);
  cairo_surface_destroy (answer);
  assert_legend_has (window, KL_MARK_DOOR);
  close_window (window);
}

/* Camelot: the knight on h2 walled in (f1, f3 and g4) cannot meet the
 * others. */
static void
test_camelot_region (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  const char *walls[] = { "f1", "f3", "g4" };
  const KlPuzzle *puzzle;
  const KlReason *r;
  cairo_surface_t *answer;

  activate (window, "win.mode", "s", "camelot");
  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    apply (window, "block", walls[i]);
  puzzle = puzzle_of (window);
  r = reason_of (window);
  g_assert_cmpint (r->argument, ==, KN_REACH_REGION);
  g_assert_cmpint (r->from, ==, app_test_cell (puzzle, "h2"));
  assert_said (window, WORDS ("h2", "f1", "f3", "g4", "1"), NULL);
  answer = render_board (window, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (walls); i++)
    g_assert_cmpuint (framed (answer, puzzle, walls[i], is_red), >, CELL / 2);
  cairo_surface_destroy (answer);
  assert_legend_has (window, KL_MARK_REGION);
  close_window (window);
}

/* An answer has no reason, and draws no evidence. */
static void
test_answer_no_reason (void)
{
  KlWindow *window = new_window_sized (1000, 700);
  KlSolution *result = kl_board_get_result (kl_window_get_board (window));
  cairo_surface_t *answer, *plain;

  g_assert_nonnull (result);
  g_assert_true (kl_solution_get_path (result) != NULL && kl_solution_get_path (result)->len > 0);
  g_assert_null (result->reason);
  answer = render_board (window, TRUE);
  plain = render_board (window, FALSE);
  g_assert_cmpuint (framed (answer, puzzle_of (window), "c1", is_accent), ==, 0);
  cairo_surface_destroy (answer);
  cairo_surface_destroy (plain);
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;
  g_test_add_func ("/app/reasons/tour-dead-ends", test_tour_dead_ends);
  g_test_add_func ("/app/reasons/tour-colour", test_tour_colour);
  g_test_add_func ("/app/reasons/tour-pieces", test_tour_pieces);
  g_test_add_func ("/app/reasons/tour-four-corners", test_tour_four_corners);
  g_test_add_func ("/app/reasons/path-region", test_path_region);
  g_test_add_func ("/app/reasons/path-colour", test_path_colour);
  g_test_add_func ("/app/reasons/dynamic-region", test_dynamic_region);
  g_test_add_func ("/app/reasons/camelot-region", test_camelot_region);
  g_test_add_func ("/app/reasons/answer-no-reason", test_answer_no_reason);
  return g_test_run ();
}
