/* test-structure.c - the strip under the step panel's sentence: at every
 * step its chips are the BFS queue of the test's own BFS (the squares
 * leaving at the front, the new ones at the end, the rest counted), the
 * dynamic knight's queue of states against the test's own BFS over states,
 * a tour search's stack with the choices left by the test's own count, or
 * Camelot's table of distances against the test's own BFS of each piece;
 * its bar counts the squares (states) visited, the searches done or the
 * moves made; a queue of any length makes a few dozen chips; hovering a
 * chip rings its square on the board and moves nothing; practice hides
 * the strip while a question is open. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "app-test.h"
#include "kl-structure-view.h"
#include "kl-window.h"
#include "test-util.h"

static KlStructureView *
view_of (KlWindow *window)
{
  return kl_step_panel_get_structure_view (kl_window_get_step_panel (window));
}

static guint
frame_of (KlWindow *window)
{
  return (guint) kl_board_get_frame (kl_window_get_board (window));
}

/* The step panel goes beside the board on an idle after the window's
 * first layout: wait for it. */
static void
wait_mapped (GtkWidget *widget)
{
  guint id = g_timeout_add_seconds (APP_TEST_WAIT_SECONDS, on_timeout_cb, (gpointer) "the strip");

  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

static guint64
free_squares (const KlPuzzle *p)
{
  guint64 n = 0;

  for (int i = 0; i < p->width * p->height; i++)
    n += !p->blocked[i];
  return n;
}

/* The test's own BFS from the puzzle's start with the knight's moves in
 * kn_leaper_offsets order: each square's distance (-1 not reached) and
 * parent (its first finder), and the squares in the order a queue takes
 * them. */
typedef struct
{
  int    *dist;
  int    *parent;
  GArray *order;
} Bfs;

static Bfs
bfs_of (const KlPuzzle *p)
{
  Bfs b = { g_new (int, p->width * p->height), g_new (int, p->width * p->height),
            g_array_new (FALSE, FALSE, sizeof (int)) };
  kn_square off[8];
  size_t n_off = kn_leaper_offsets (KN_KNIGHT, off);

  for (int i = 0; i < p->width * p->height; i++)
    b.dist[i] = b.parent[i] = -1;
  b.dist[p->start] = 0;
  g_array_append_val (b.order, p->start);
  for (guint head = 0; head < b.order->len; head++)
    {
      int cell = g_array_index (b.order, int, head);

      for (size_t k = 0; k < n_off; k++)
        {
          int x = cell % p->width + off[k].x, y = cell / p->width + off[k].y, to;

          if (x < 0 || y < 0 || x >= p->width || y >= p->height)
            continue;
          to = y * p->width + x;
          if (p->blocked[to] || b.dist[to] >= 0)
            continue;
          b.dist[to] = b.dist[cell] + 1;
          b.parent[to] = cell;
          g_array_append_val (b.order, to);
        }
    }
  return b;
}

static void
bfs_clear (Bfs *b)
{
  g_free (b->dist);
  g_free (b->parent);
  g_array_unref (b->order);
}

/* The squares of BFS layer k, in queue order. */
static GArray *
layer_of (const Bfs *b,
          int        k)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < b->order->len; i++)
    if (b->dist[g_array_index (b->order, int, i)] == k)
      g_array_append_val (cells, g_array_index (b->order, int, i));
  return cells;
}

static const char *
label_text (GtkWidget *button)
{
  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (
                                gtk_button_get_child (GTK_BUTTON (button)))));
}

static GtkWidget *
note_of (GtkWidget *button)
{
  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (
                                        gtk_button_get_child (GTK_BUTTON (button))));
}

static const char *
state_class (KlChipState state)
{
  switch (state)
    {
    case KL_CHIP_LEAVING:
      return "kl-chip-leaving";
    case KL_CHIP_CURRENT:
      return "kl-chip-current";
    case KL_CHIP_NEW:
      return "kl-chip-new";
    case KL_CHIP_DONE:
      return "kl-chip-done";
    case KL_CHIP_NORMAL:
    default:
      return "kl-chip-normal";
    }
}

/* The buttons on screen are the structure's chips, one for one: the same
 * words, the state as a style class, the description as the tooltip; no
 * button past them. */
static void
check_buttons (KlStructureView *view)
{
  const KlStructure *s = kl_structure_view_get_structure (view);

  g_assert_nonnull (s);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
  for (guint i = 0; i < s->chips->len; i++)
    {
      const KlChip *chip = &g_array_index (s->chips, KlChip, i);
      GtkWidget *button = kl_structure_view_get_chip (view, i);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      g_assert_cmpstr (label_text (button), ==, chip->label);
      g_assert_cmpint (gtk_widget_get_visible (note_of (button)), ==, chip->note != NULL);
      if (chip->note != NULL)
        g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (note_of (button))), ==, chip->note);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, chip->description);
      g_assert_true (gtk_widget_has_css_class (button, state_class (chip->state)));
      g_assert_cmpint (gtk_widget_has_css_class (button, "kl-chip-more"), ==, chip->hidden > 0);
      /* the states are one at a time */
      for (KlChipState other = KL_CHIP_NORMAL; other <= KL_CHIP_DONE; other++)
        if (other != chip->state)
          g_assert_false (gtk_widget_has_css_class (button, state_class (other)));
    }
  g_assert_null (kl_structure_view_get_chip (view, s->chips->len));
  g_assert_cmpfloat_with_epsilon (kl_structure_view_get_fraction (view), s->fraction, 1e-9);
  g_assert_cmpstr (kl_structure_view_get_bar_text (view), ==, s->bar_text);
}

/* The chips fit the rows the strip keeps: nothing hides below its fold. */
static void
check_fits (KlStructureView *view)
{
  GtkWidget *chip = kl_structure_view_get_chip (view, 0);
  GtkWidget *scroller = gtk_widget_get_ancestor (chip, GTK_TYPE_SCROLLED_WINDOW);
  int width = gtk_widget_get_width (scroller), height;

  g_assert_cmpint (width, >, 100);
  gtk_widget_measure (gtk_widget_get_parent (chip), GTK_ORIENTATION_VERTICAL, width, NULL,
                      &height, NULL, NULL);
  g_assert_cmpint (height, <=,
                   gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (scroller)));
}

/* After the shown chips of a run of len: some shown, at most max (or all
 * of max + 1), and a chip for the rest, in the run's state, standing for
 * more than one. */
static void
check_rest (const KlStructure *s, guint *at, guint shown, guint len, guint max,
            KlChipState state)
{
  g_assert_cmpuint (shown, <=, max + 1);
  if (len > 0)
    g_assert_cmpuint (shown, >=, 1);
  if (shown < len)
    {
      const KlChip *more = &g_array_index (s->chips, KlChip, *at);
      g_autofree char *n = g_strdup_printf ("+%u more", len - shown);

      g_assert_cmpuint (shown, <=, max);
      g_assert_cmpint (more->cell, ==, -1);
      g_assert_cmpint (more->state, ==, state);
      g_assert_cmpuint (more->hidden, ==, len - shown);
      g_assert_cmpuint (more->hidden, >=, 2);
      g_assert_cmpstr (more->label, ==, n);
      (*at)++;
    }
}

/* The chips from *at on stand for cells (max shown, the rest in one chip)
 * in state; *at moves past them. */
static void
check_part (const KlStructure *s,
            const KlPuzzle    *p,
            const Bfs         *b,
            guint             *at,
            GArray            *cells,
            guint              max,
            KlChipState        state)
{
  guint shown = 0;

  for (; *at < s->chips->len && shown < cells->len; (*at)++, shown++)
    {
      const KlChip *chip = &g_array_index (s->chips, KlChip, *at);
      int cell = g_array_index (cells, int, shown);
      g_autofree char *name = kl_puzzle_cell_name (p, cell);

      if (chip->cell < 0)
        break;
      g_assert_cmpint (chip->state, ==, state);
      g_assert_cmpint (chip->cell, ==, cell);
      g_assert_cmpuint (chip->hidden, ==, 0);
      g_assert_cmpstr (chip->label, ==, name);
      g_assert_true (g_str_has_prefix (chip->description, name));
      if (state == KL_CHIP_NEW && b->parent[cell] >= 0)
        {
          g_autofree char *from = kl_puzzle_cell_name (p, b->parent[cell]);

          g_assert_nonnull (strstr (chip->description, from));
        }
    }
  check_rest (s, at, shown, cells->len, max, state);
}

/* Steps through the window's BFS answer from the start (with the player,
 * or, quicker, the step panel alone): at every frame k the strip holds
 * layer k - 1 leaving, then layer k, new (the queue after the frame); the
 * bar counts layers 0 to k of the free squares; and the strip's height
 * never changes.  FALSE when the panel shows no steps. */
static gboolean
check_queue_steps (KlWindow *window,
                   gboolean  player)
{
  const KlPuzzle *p = puzzle_of (window);
  KlStructureView *view = view_of (window);
  guint frames = kl_board_get_frames (kl_window_get_board (window));
  Bfs b = bfs_of (p);
  guint64 total = free_squares (p);
  int height = -1;

  /* walls all round the start: nothing to step through, and the panel may
   * say why instead */
  if (frames == 0 && kl_structure_view_get_structure (view) == NULL)
    {
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
      bfs_clear (&b);
      return FALSE;
    }
  activate (window, "win.go-start", NULL);
  for (guint k = 0; k <= frames; k++)
    {
      const KlStructure *s = kl_structure_view_get_structure (view);
      g_autoptr(GArray) leaving = layer_of (&b, (int) k - 1);
      g_autoptr(GArray) queue = layer_of (&b, (int) k);
      guint64 visited = 0;
      guint at = 0;
      int min, nat;
      g_autofree char *bar = NULL;

      if (player)
        g_assert_cmpuint (frame_of (window), ==, k);
      g_assert_cmpuint (kl_step_panel_get_frame (kl_window_get_step_panel (window)), ==, k);
      g_assert_nonnull (s);
      g_assert_cmpint (s->kind, ==, KL_STRUCTURE_QUEUE);
      g_assert_cmpstr (s->title, ==, "Queue");
      g_assert_cmpuint (queue->len, >, 0);
      check_part (s, p, &b, &at, leaving, KL_STRUCTURE_LEAVING_SHOWN, KL_CHIP_LEAVING);
      check_part (s, p, &b, &at, queue, KL_STRUCTURE_QUEUE_SHOWN, KL_CHIP_NEW);
      g_assert_cmpuint (at, ==, s->chips->len);
      for (int i = 0; i < p->width * p->height; i++)
        visited += b.dist[i] >= 0 && b.dist[i] <= (int) k;
      g_assert_cmpuint (s->count, ==, visited);
      g_assert_cmpuint (s->total, ==, total);
      g_assert_cmpfloat_with_epsilon (s->fraction, (double) visited / (double) total, 1e-9);
      bar = g_strdup_printf ("%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " squares visited",
                             visited, total);
      g_assert_cmpstr (s->bar_text, ==, bar);
      check_buttons (view);
      if (gtk_widget_get_mapped (GTK_WIDGET (view)))
        check_fits (view);
      /* the strip keeps its height whatever the frame holds */
      gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_VERTICAL,
                          MAX (gtk_widget_get_width (GTK_WIDGET (view)), 240), &min, &nat, NULL,
                          NULL);
      if (height < 0)
        height = nat;
      g_assert_cmpint (nat, ==, height);
      if (k < frames && player)
        activate (window, "win.step-forward", NULL);
      else if (k < frames)
        kl_step_panel_set_frame (kl_window_get_step_panel (window), k + 1);
    }
  bfs_clear (&b);
  return TRUE;
}

/* The sample (around the wall), shortest path and distance map. */
static void
test_queue_sample (void)
{
  KlWindow *window = new_window_sized (1280, 800);

  wait_mapped (GTK_WIDGET (view_of (window)));
  g_assert_true (check_queue_steps (window, TRUE));
  activate (window, "win.mode", "s", "distance");
  g_assert_true (check_queue_steps (window, TRUE));
  close_window (window);
}

/* Random boards: walls on about a fifth of the squares, both BFS modes
 * (the path's target may be cut off: then a frame a layer). */
static void
test_queue_random (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlHistory *history = kl_window_get_history (window);
  guint64 seed = 22022;
  guint stepped = 0;

  for (int round = 0; round < tu_rounds (4, 2); round++)
    {
      int w = 7 + (int) tu_below (&seed, 8), h = 7 + (int) tu_below (&seed, 8);
      const KlPuzzle *p;

      activate (window, "win.mode", "s", "path");
      activate (window, "win.board-size", "(ii)", w, h);
      activate (window, "win.new-puzzle", NULL);
      p = puzzle_of (window);
      /* the walls as one edit: one solve */
      kl_history_begin_edit (history);
      for (int i = 0; i < w * h / 5; i++)
        {
          kn_square sq = tu_random_square (&seed, w, h);
          int cell = kl_puzzle_cell (p, sq.x, sq.y);

          if (cell != p->start && cell != p->target)
            kl_history_set_blocked (history, cell, TRUE);
          p = puzzle_of (window);
        }
      kl_history_end_edit (history);
      for (int turn = 0; turn < 8 && g_main_context_pending (NULL); turn++)
        g_main_context_iteration (NULL, FALSE);
      wait_solved (window);
      p = puzzle_of (window);
      g_test_message ("%dx%d, %" G_GUINT64_FORMAT " free", w, h, free_squares (p));
      stepped += check_queue_steps (window, FALSE);
      activate (window, "win.mode", "s", "distance");
      stepped += check_queue_steps (window, FALSE);
    }
  close_window (window);
  g_assert_cmpuint (stepped, >=, 2);
}

/* A queue of thousands of squares with long names ("kn300") makes a few
 * dozen chips that fit the strip, the rest counted. */
static void
test_queue_large (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  KlStructureView *view = view_of (window);
  KlExplain *explain;
  guint n_steps;

  activate (window, "win.mode", "s", "distance");
  activate (window, "win.board-size", "(ii)", 300, 300);
  activate (window, "win.new-puzzle", NULL);
  explain = kl_window_get_explain (window);
  n_steps = kl_explain_get_n_steps (explain);
  wait_mapped (GTK_WIDGET (view));
  for (guint k = n_steps / 2; k < n_steps / 2 + 2; k++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, k);
      const KlStructure *s;
      const KlChip *last;
      guint64 squares = 0;

      kl_step_panel_set_frame (panel, k);
      s = kl_structure_view_get_structure (view);
      g_assert_cmpuint (step->frontier->len, >, 100);
      g_assert_cmpuint (s->chips->len, <=,
                        KL_STRUCTURE_LEAVING_SHOWN + KL_STRUCTURE_QUEUE_SHOWN + 2);
      last = &g_array_index (s->chips, KlChip, s->chips->len - 1);
      g_assert_cmpuint (last->hidden, >, 100);
      for (guint i = 0; i < s->chips->len; i++)
        {
          const KlChip *chip = &g_array_index (s->chips, KlChip, i);

          squares += chip->hidden > 0 ? chip->hidden : 1;
        }
      g_assert_cmpuint (squares, ==, step->expanded->len + step->frontier->len);
      g_assert_cmpuint (s->count, ==, step->visited);
      g_assert_cmpuint (s->total, ==, 300 * 300);
      check_buttons (view);
      check_fits (view);
    }
  close_window (window);
}

/* A tour's search, step by step: the stack is the route the test replays
 * from the steps, each square with the choices its head has not taken,
 * counted by the test (what the head offered at the first step from it,
 * less the steps taken from it since); the top is marked, a square backed
 * off leaves at the end for one frame; the bar is the route's length. */
static void
test_tour_stack (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlStructureView *view = view_of (window);
  KlSolution *result;
  KlExplain *explain;
  const KlPuzzle *p;
  guint frames, pops = 0, deep = 0;
  g_autoptr(GArray) route = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) offered = g_array_new (FALSE, TRUE, sizeof (guint));
  g_autoptr(GArray) tried = g_array_new (FALSE, TRUE, sizeof (guint));
  guint64 total;
  int height = -1;

  activate (window, "win.board-size", "(ii)", 6, 6);
  activate (window, "win.mode", "s", "tour");
  activate (window, "win.new-puzzle", NULL);
  activate (window, "win.tool", "s", "block");
  activate (window, "win.apply-tool", "(ii)", 2, 3);
  activate (window, "win.apply-tool", "(ii)", 3, 3);
  result = kl_board_get_result (kl_window_get_board (window));
  g_assert_cmpint (result->tour_outcome, ==, KN_TOUR_FOUND);
  p = puzzle_of (window);
  total = free_squares (p);

  /* the tour told square by square has no stack to show */
  g_assert_null (kl_structure_view_get_structure (view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));

  activate (window, "win.show-search", NULL);
  wait_mapped (GTK_WIDGET (view));
  explain = kl_window_get_explain (window);
  frames = kl_board_get_frames (kl_window_get_board (window));
  activate (window, "win.go-start", NULL);
  for (guint i = 0; i <= frames; i++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, i);
      g_autoptr(GArray) explained = kl_explain_get_route (explain, i);
      const KlStructure *s = kl_structure_view_get_structure (view);
      guint first, at = 0;
      int min, nat;

      g_assert_cmpuint (frame_of (window), ==, i);
      /* the test's replay of the route and of the choices taken */
      if (step->kind == KL_STEP_START || step->kind == KL_STEP_RESTART)
        g_array_set_size (route, 0);
      if (step->kind == KL_STEP_BACKTRACK)
        {
          g_assert_cmpint (g_array_index (route, int, route->len - 1), ==, step->square);
          g_array_set_size (route, route->len - 1);
        }
      else
        {
          if (step->kind == KL_STEP_ENTER)
            {
              guint head = route->len - 1;
              gboolean candidate = FALSE;

              /* the search takes one of the squares the head could go to, and offers
               * no more of them than there are */
              for (guint k = 0; k < step->candidates->len; k++)
                candidate |= g_array_index (step->candidates, KlExplainCandidate, k).cell ==
                             step->square;
              g_assert_true (candidate);
              g_assert_cmpuint (step->choices, <=, step->candidates->len);
              if (g_array_index (tried, guint, head) == 0)
                g_array_index (offered, guint, head) = step->choices;
              g_array_index (tried, guint, head)++;
            }
          g_array_append_val (route, step->square);
        }
      g_array_set_size (offered, route->len);
      g_array_set_size (tried, route->len);
      if (step->kind != KL_STEP_BACKTRACK)
        g_array_index (offered, guint, route->len - 1) = g_array_index (tried, guint,
                                                                         route->len - 1) = 0;
      g_assert_cmpuint (explained->len, ==, route->len);
      for (guint d = 0; d < route->len; d++)
        g_assert_cmpint (g_array_index (explained, int, d), ==, g_array_index (route, int, d));

      /* the strip */
      g_assert_nonnull (s);
      g_assert_cmpint (s->kind, ==, KL_STRUCTURE_STACK);
      /* the top of the stack, as much as fits (a dozen at most), and a chip
       * for two or more below it */
      g_assert_cmpuint (s->chips->len, >, 0);
      first = (guint) g_array_index (s->chips, KlChip, 0).hidden;
      if (first > 0)
        {
          const KlChip *below = &g_array_index (s->chips, KlChip, at++);
          g_autofree char *label = g_strdup_printf ("%u below", first);

          g_assert_cmpint (below->cell, ==, -1);
          g_assert_cmpuint (first, >=, 2);
          g_assert_cmpuint (first, <, route->len);
          g_assert_cmpuint (route->len - first, <=, KL_STRUCTURE_STACK_SHOWN);
          g_assert_cmpuint (route->len - first, >=, 6);
          g_assert_cmpstr (below->label, ==, label);
          deep++;
        }
      else
        g_assert_cmpuint (route->len, <=, KL_STRUCTURE_STACK_SHOWN + 1);
      for (guint d = first; d < route->len; d++, at++)
        {
          const KlChip *chip = &g_array_index (s->chips, KlChip, at);
          guint left = d > 0 ? g_array_index (offered, guint, d - 1) -
                               g_array_index (tried, guint, d - 1)
                             : 0;
          g_autofree char *name = kl_puzzle_cell_name (p, g_array_index (route, int, d));
          g_autofree char *depth = g_strdup_printf ("Depth %u: %s", d + 1, name);

          g_assert_cmpuint (at, <, s->chips->len);
          g_assert_cmpint (chip->cell, ==, g_array_index (route, int, d));
          g_assert_cmpstr (chip->label, ==, name);
          g_assert_cmpint (chip->state, ==,
                           d + 1 == route->len ? KL_CHIP_CURRENT : KL_CHIP_NORMAL);
          g_assert_true (g_str_has_prefix (chip->description, depth));
          if (left > 0)
            {
              g_autofree char *note = g_strdup_printf ("+%u", left);

              g_assert_cmpstr (chip->note, ==, note);
            }
          else
            g_assert_null (chip->note);
        }
      if (step->kind == KL_STEP_BACKTRACK)
        {
          const KlChip *popped = &g_array_index (s->chips, KlChip, at++);

          g_assert_cmpint (popped->cell, ==, step->square);
          g_assert_cmpint (popped->state, ==, KL_CHIP_LEAVING);
          pops++;
        }
      g_assert_cmpuint (at, ==, s->chips->len);
      g_assert_cmpuint (s->count, ==, route->len);
      g_assert_cmpfloat_with_epsilon (s->fraction, (double) route->len / (double) total, 1e-9);
      check_buttons (view);
      if (gtk_widget_get_mapped (GTK_WIDGET (view)))
        check_fits (view);
      gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_VERTICAL,
                          MAX (gtk_widget_get_width (GTK_WIDGET (view)), 240), &min, &nat, NULL,
                          NULL);
      if (height < 0)
        height = nat;
      g_assert_cmpint (nat, ==, height);
      if (i < frames)
        activate (window, "win.step-forward", NULL);
    }
  /* the search backed up, and its stack ran deeper than the strip shows */
  g_assert_cmpuint (pops, >, 0);
  g_assert_cmpuint (deep, >, 0);
  close_window (window);
}

/* The strip keeps its height whatever the frame holds: *height is the
 * first frame's (-1 before it). */
static void
check_height (KlStructureView *view,
              int             *height)
{
  int min, nat;

  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_VERTICAL,
                      MAX (gtk_widget_get_width (GTK_WIDGET (view)), 240), &min, &nat, NULL, NULL);
  if (*height < 0)
    *height = nat;
  g_assert_cmpint (nat, ==, *height);
}

/* Puts a puzzle on the window's board in mode (squares by name, separated
 * by spaces; NULL for none) and waits for its answer. */
static const KlPuzzle *
set_puzzle (KlWindow   *window,
            const char *mode,
            int         width,
            int         height,
            const char *walls,
            const char *start,
            const char *target,
            const char *king,
            const char *knights)
{
  KlPuzzle *p = kl_puzzle_new (width, height);
  g_auto(GStrv) w = g_strsplit (walls != NULL ? walls : "", " ", -1);
  g_auto(GStrv) k = g_strsplit (knights != NULL ? knights : "", " ", -1);

  activate (window, "win.mode", "s", mode);
  for (guint i = 0; w[i] != NULL; i++)
    if (*w[i])
      p->blocked[app_test_cell (p, w[i])] = TRUE;
  p->start = start != NULL ? app_test_cell (p, start) : -1;
  p->target = target != NULL ? app_test_cell (p, target) : -1;
  p->king = king != NULL ? app_test_cell (p, king) : -1;
  for (guint i = 0; k[i] != NULL; i++)
    if (*k[i])
      {
        int cell = app_test_cell (p, k[i]);

        g_array_append_val (p->knights, cell);
      }
  kl_history_replace (kl_window_get_history (window), p);
  for (int turn = 0; turn < 8 && g_main_context_pending (NULL); turn++)
    g_main_context_iteration (NULL, FALSE);
  wait_solved (window);
  return puzzle_of (window);
}

/* ------------------------------------------------------------ the dynamic knight */

/* The test's own BFS over the dynamic knight's states: a state is
 * cell * 4 + the index of its last move (0 none, 1 K, 2 B, 3 T, as
 * KL_STATE_INDEX), its layer -1 when never reached. */
typedef struct
{
  int *layer;
  int  layers;    /* the number of layers */
} StateBfs;

/* The letters of the last moves, by that index. */
static const char * const last_letters[4] = { "–", "K", "B", "T" };

/* The squares a move of type t (1 K, 2 B, 3 T) reaches from cell, free
 * or not, into to (at most 8); returns how many. */
static guint
dyn_moves (const KlPuzzle *p,
           int             cell,
           int             t,
           int            *to)
{
  static const int k[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                               { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int b[4][2] = { { 2, 2 }, { 2, -2 }, { -2, -2 }, { -2, 2 } };
  int x = cell % p->width, y = cell / p->width;
  guint n = 0;

  if (t == 3)
    {
      /* the mirror images across the middle; none onto the square itself */
      if (p->width - 1 - x != x)
        to[n++] = y * p->width + p->width - 1 - x;
      if (p->height - 1 - y != y)
        to[n++] = (p->height - 1 - y) * p->width + x;
      return n;
    }
  for (int i = 0; i < (t == 1 ? 8 : 4); i++)
    {
      int nx = x + (t == 1 ? k[i][0] : b[i][0]), ny = y + (t == 1 ? k[i][1] : b[i][1]);

      if (nx >= 0 && ny >= 0 && nx < p->width && ny < p->height)
        to[n++] = ny * p->width + nx;
    }
  return n;
}

static StateBfs
state_bfs_of (const KlPuzzle *p)
{
  int n = p->width * p->height * 4;
  StateBfs b = { g_new (int, n), 1 };
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));
  int start = p->start * 4;

  for (int i = 0; i < n; i++)
    b.layer[i] = -1;
  b.layer[start] = 0;
  g_array_append_val (queue, start);
  for (guint head = 0; head < queue->len; head++)
    {
      int s = g_array_index (queue, int, head);

      for (int t = 1; t <= 3; t++)
        {
          int to[8];
          guint m;

          if (t == s % 4)
            continue;
          m = dyn_moves (p, s / 4, t, to);
          for (guint i = 0; i < m; i++)
            {
              int ns = to[i] * 4 + t;

              if (p->blocked[to[i]] || b.layer[ns] >= 0)
                continue;
              b.layer[ns] = b.layer[s] + 1;
              b.layers = MAX (b.layers, b.layer[ns] + 1);
              g_array_append_val (queue, ns);
            }
        }
    }
  return b;
}

static int
state_of (const KlExplainState *st)
{
  return st->cell * 4 + KL_STATE_INDEX (st->last);
}

/* states is layer k of the test's BFS, each state once (none for k < 0). */
static void
check_layer (const StateBfs *b,
             const KlPuzzle *p,
             GArray         *states,
             int             k)
{
  g_autofree gboolean *seen = g_new0 (gboolean, p->width * p->height * 4);
  guint n = 0;

  for (int i = 0; i < p->width * p->height * 4 && k >= 0; i++)
    n += b->layer[i] == k;
  g_assert_cmpuint (states->len, ==, n);
  for (guint i = 0; i < states->len; i++)
    {
      int s = state_of (&g_array_index (states, KlExplainState, i));

      g_assert_cmpint (b->layer[s], ==, k);
      g_assert_false (seen[s]);
      seen[s] = TRUE;
    }
}

/* A state's chip label as the test spells it: "d5·K", the start "a1·–". */
static char *
state_chip (const KlPuzzle       *p,
            const KlExplainState *st)
{
  g_autofree char *name = kl_puzzle_cell_name (p, st->cell);

  return g_strdup_printf ("%s·%s", name, last_letters[KL_STATE_INDEX (st->last)]);
}

/* The chips from *at on stand for states (the first ones shown, in order,
 * at most max, the rest in one chip of two or more) in state; *at moves
 * past them. */
static void
check_state_part (const KlStructure *s,
                  const KlPuzzle    *p,
                  guint             *at,
                  GArray            *states,
                  guint              max,
                  KlChipState        state)
{
  guint shown = 0;

  for (; *at < s->chips->len && shown < states->len; (*at)++, shown++)
    {
      const KlChip *chip = &g_array_index (s->chips, KlChip, *at);
      const KlExplainState *st = &g_array_index (states, KlExplainState, shown);
      g_autofree char *label = state_chip (p, st);
      g_autofree char *name = kl_puzzle_cell_name (p, st->cell);

      if (chip->cell < 0)
        break;
      g_assert_cmpint (chip->state, ==, state);
      g_assert_cmpint (chip->cell, ==, st->cell);
      g_assert_cmpuint (chip->hidden, ==, 0);
      g_assert_null (chip->note);
      g_assert_cmpstr (chip->label, ==, label);
      g_assert_true (g_str_has_prefix (chip->description, name));
      if (st->last != KN_MOVE_START)
        {
          g_autofree char *words = g_strdup_printf ("%s after a %s move", name,
                                                    last_letters[KL_STATE_INDEX (st->last)]);

          g_assert_true (g_str_has_prefix (chip->description, words));
        }
      if (state == KL_CHIP_NEW && st->parent_cell >= 0)
        {
          g_autofree char *from = kl_puzzle_cell_name (p, st->parent_cell);
          g_autofree char *found = g_strdup_printf ("found from %s", from);

          g_assert_nonnull (strstr (chip->description, found));
        }
    }
  check_rest (s, at, shown, states->len, max, state);
}

/* Steps through the window's dynamic-knight answer: at every frame k the
 * explanation's layer k of states is the test's own (and the one before
 * it leaves), each state found from one that leaves by a move of its type
 * after another type, in the order their finders leave; the strip holds
 * the states leaving, then the new ones, in that order, the rest counted;
 * the bar counts the states of layers 0 to k of four a free square; the
 * frames end on the target's layer or, with no route, on the last one.
 * Returns the frames stepped through. */
static guint
check_state_steps (KlWindow *window,
                   gboolean  player)
{
  const KlPuzzle *p = puzzle_of (window);
  KlStructureView *view = view_of (window);
  KlExplain *explain = kl_window_get_explain (window);
  guint frames = kl_board_get_frames (kl_window_get_board (window));
  StateBfs b = state_bfs_of (p);
  guint64 total = 4 * free_squares (p), visited = 0;
  int height = -1, target = -1;

  for (int t = 1; t <= 3; t++)
    if (b.layer[p->target * 4 + t] >= 0 && (target < 0 || b.layer[p->target * 4 + t] < target))
      target = b.layer[p->target * 4 + t];
  if (p->target == p->start)
    target = 0;
  g_test_message ("%dx%d, %" G_GUINT64_FORMAT " states, %d layers, target on layer %d",
                  p->width, p->height, total, b.layers, target);
  g_assert_cmpuint (frames, ==, target >= 0 ? (guint) target : (guint) b.layers - 1);
  activate (window, "win.go-start", NULL);
  for (guint k = 0; k <= frames; k++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, k);
      const KlStructure *s = kl_structure_view_get_structure (view);
      g_autofree char *bar = NULL, *summary = NULL;
      guint at = 0, finder = 0;

      if (player)
        g_assert_cmpuint (frame_of (window), ==, k);
      g_assert_cmpuint (kl_step_panel_get_frame (kl_window_get_step_panel (window)), ==, k);
      /* the explanation's layers are the test's */
      check_layer (&b, p, step->states, (int) k);
      check_layer (&b, p, step->states_expanded, (int) k - 1);
      for (guint i = 0; i < step->states->len; i++)
        {
          const KlExplainState *st = &g_array_index (step->states, KlExplainState, i);
          int to[8];
          guint m, j, found = 0;

          if (k == 0)
            {
              g_assert_cmpint (st->cell, ==, p->start);
              g_assert_cmpint (st->parent_cell, ==, -1);
              continue;
            }
          /* its finder leaves in this frame, no later than the finder of the state before */
          for (j = 0; j < step->states_expanded->len; j++)
            {
              const KlExplainState *e = &g_array_index (step->states_expanded, KlExplainState, j);

              if (e->cell == st->parent_cell && e->last == st->parent_last)
                break;
            }
          g_assert_cmpuint (j, <, step->states_expanded->len);
          g_assert_cmpuint (j, >=, finder);
          finder = j;
          g_assert_cmpint (st->parent_last, !=, st->last);
          m = dyn_moves (p, st->parent_cell, KL_STATE_INDEX (st->last), to);
          for (guint o = 0; o < m; o++)
            found += to[o] == st->cell;
          g_assert_cmpuint (found, ==, 1);
        }
      for (int i = 0; i < p->width * p->height * 4; i++)
        visited += b.layer[i] == (int) k;

      /* the strip */
      g_assert_nonnull (s);
      g_assert_cmpint (s->kind, ==, KL_STRUCTURE_STATES);
      g_assert_cmpstr (s->title, ==, "Queue of states");
      summary = g_strdup_printf (step->states->len == 1 ? "%u state" : "%u states",
                                 step->states->len);
      g_assert_cmpstr (s->summary, ==, summary);
      check_state_part (s, p, &at, step->states_expanded, KL_STRUCTURE_LEAVING_SHOWN,
                        KL_CHIP_LEAVING);
      check_state_part (s, p, &at, step->states, KL_STRUCTURE_QUEUE_SHOWN, KL_CHIP_NEW);
      g_assert_cmpuint (at, ==, s->chips->len);
      g_assert_cmpuint (s->count, ==, visited);
      g_assert_cmpuint (s->total, ==, total);
      g_assert_cmpfloat_with_epsilon (s->fraction, (double) visited / (double) total, 1e-9);
      bar = g_strdup_printf ("%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " states visited",
                             visited, total);
      g_assert_cmpstr (s->bar_text, ==, bar);
      check_buttons (view);
      if (gtk_widget_get_mapped (GTK_WIDGET (view)))
        check_fits (view);
      check_height (view, &height);
      if (k < frames && player)
        activate (window, "win.step-forward", NULL);
      else if (k < frames)
        kl_step_panel_set_frame (kl_window_get_step_panel (window), k + 1);
    }
  g_free (b.layer);
  return frames;
}

/* The lesson's boards: the empty 6x6, the crowded one (UVa 633's sample),
 * one with no route; and random boards with walls. */
static void
test_states (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  guint64 seed = 2203;

  wait_mapped (GTK_WIDGET (view_of (window)));
  set_puzzle (window, "dynamic", 6, 6, NULL, "a1", "e5", NULL, NULL);
  g_assert_cmpuint (check_state_steps (window, TRUE), ==, 3);
  set_puzzle (window, "dynamic", 6, 6, "c1 e1 f1 b2 c2 d2 c3 d3 e3 b4 f4 b5 d5 e5 f5 c6 f6", "a1",
              "e4", NULL, NULL);
  g_assert_cmpuint (check_state_steps (window, TRUE), ==, 4);
  /* no route: a frame a layer until the queue is empty */
  set_puzzle (window, "dynamic", 4, 4, "b2 c2 b3", "a2", "d4", NULL, NULL);
  g_assert_cmpint (kl_board_get_result (kl_window_get_board (window))->outcome, !=,
                   KL_OUTCOME_FOUND);
  g_assert_cmpuint (check_state_steps (window, FALSE), >=, 2);
  /* layers of dozens of states: the "+N more" chips */
  set_puzzle (window, "dynamic", 12, 12, NULL, "a1", "l12", NULL, NULL);
  check_state_steps (window, FALSE);
  for (int round = 0; round < tu_rounds (4, 2); round++)
    {
      int w = 4 + (int) tu_below (&seed, 7), h = 4 + (int) tu_below (&seed, 7);
      KlPuzzle *p = kl_puzzle_new (w, h);

      activate (window, "win.mode", "s", "dynamic");
      for (int i = 0; i < w * h / 5; i++)
        {
          kn_square sq = tu_random_square (&seed, w, h);

          p->blocked[sq.y * w + sq.x] = TRUE;
        }
      p->start = 0;
      p->target = w * h - 1;
      p->blocked[p->start] = p->blocked[p->target] = FALSE;
      kl_history_replace (kl_window_get_history (window), p);
      for (int turn = 0; turn < 8 && g_main_context_pending (NULL); turn++)
        g_main_context_iteration (NULL, FALSE);
      wait_solved (window);
      check_state_steps (window, FALSE);
    }
  close_window (window);
}

/* ------------------------------------------------------------ Camelot */

/* The test's own BFS from cell with king steps or knight moves over the
 * free squares: each square's distance, -1 not reached. */
static int *
piece_bfs (const KlPuzzle *p,
           int             cell,
           gboolean        king,
           int            *layers)
{
  static const int ks[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  static const int kn[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  int *dist = g_new (int, p->width * p->height);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));

  for (int i = 0; i < p->width * p->height; i++)
    dist[i] = -1;
  dist[cell] = 0;
  *layers = 1;
  g_array_append_val (queue, cell);
  for (guint head = 0; head < queue->len; head++)
    {
      int c = g_array_index (queue, int, head);

      for (int i = 0; i < 8; i++)
        {
          int x = c % p->width + (king ? ks[i][0] : kn[i][0]);
          int y = c / p->width + (king ? ks[i][1] : kn[i][1]), to;

          if (x < 0 || y < 0 || x >= p->width || y >= p->height)
            continue;
          to = y * p->width + x;
          if (p->blocked[to] || dist[to] >= 0)
            continue;
          dist[to] = dist[c] + 1;
          *layers = MAX (*layers, dist[to] + 1);
          g_array_append_val (queue, to);
        }
    }
  return dist;
}

static guint64
reached_by (const int *dist,
            const KlPuzzle *p,
            int        layer)
{
  guint64 n = 0;

  for (int i = 0; i < p->width * p->height; i++)
    n += dist[i] >= 0 && dist[i] <= layer;
  return n;
}

/* Steps through the window's Camelot answer: at every step the strip has a
 * chip a piece (or, for many pieces, a run of them around the one the step
 * is about, with a chip for those before and after), on the piece's first
 * square; while the searches run, each piece's squares found so far by
 * the test's own BFS, layer by layer (the running search current, the
 * finished ones done, the others without a number); from the gathering
 * step on, each piece's distance to the gathering square by the test's own
 * BFS ("–" where the king cannot walk), the moving piece current; the bar
 * counts the searches done, then the moves made.  Returns the most pieces
 * shown apart at a step (all of them but for many pieces); *windowed: the
 * steps that showed a chip for pieces before those shown. */
static guint
check_table_steps (KlWindow *window,
                   guint    *windowed)
{
  const KlPuzzle *p = puzzle_of (window);
  KlStructureView *view = view_of (window);
  KlExplain *explain = kl_window_get_explain (window);
  guint frames = kl_board_get_frames (kl_window_get_board (window));
  guint n = p->knights->len + 1, most = 0;
  int gather_step = kl_explain_get_camelot_gather_step (explain);
  g_autofree int *cells = g_new (int, n);
  g_autofree int *layers = g_new (int, n);
  int **dist = g_new (int *, n);
  int height = -1, last_piece = 0, last_layer = 0;

  g_assert_cmpint (gather_step, >, 0);
  for (guint q = 0; q < n; q++)
    {
      cells[q] = q == 0 ? p->king : g_array_index (p->knights, int, q - 1);
      dist[q] = piece_bfs (p, cells[q], q == 0, &layers[q]);
    }
  activate (window, "win.go-start", NULL);
  for (guint k = 0; k <= frames; k++)
    {
      g_autoptr(KlExplainStep) step = kl_explain_get_step (explain, k);
      const KlStructure *s = kl_structure_view_get_structure (view);
      gboolean gathered = (int) k >= gather_step;
      gboolean moving = (int) k > gather_step;
      int current = -1;
      guint done = 0, at = 0, first = 0, shown = 0;
      g_autofree char *bar = NULL;

      g_assert_cmpint (step->gather >= 0, ==, gathered);
      if (step->kind == KL_STEP_SEARCH)
        {
          /* the searches run piece after piece, each layer after layer */
          g_assert_false (gathered);
          g_assert_cmpint (step->piece, >=, last_piece);
          g_assert_cmpint (step->piece, <, (int) n);
          if (step->piece == last_piece)
            g_assert_cmpint (step->layer, >, last_layer);
          last_piece = current = step->piece;
          last_layer = step->layer;
        }
      else if (moving)
        current = step->piece;
      else
        g_assert_true (k == 0 || (int) k == gather_step);
      for (guint q = 0; q < n; q++)
        done += gathered || (int) q < current ||
                ((int) q == current && step->layer >= layers[q] - 1);

      g_assert_nonnull (s);
      g_assert_cmpint (s->kind, ==, KL_STRUCTURE_TABLE);
      g_assert_cmpstr (s->title, ==, "Table of distances");
      if (gathered)
        {
          g_autofree char *at_name = kl_puzzle_cell_name (p, step->gather);
          g_autofree char *summary = g_strdup_printf ("moves to %s", at_name);

          g_assert_cmpstr (s->summary, ==, summary);
        }
      else
        g_assert_cmpstr (s->summary, ==, "squares found");

      /* the pieces before the ones shown, in one chip */
      if (g_array_index (s->chips, KlChip, 0).cell < 0)
        {
          const KlChip *before = &g_array_index (s->chips, KlChip, at++);
          g_autofree char *label = NULL;

          first = (guint) before->hidden;
          label = g_strdup_printf ("%u before", first);
          (*windowed)++;
          g_assert_cmpuint (first, >=, 1);
          g_assert_cmpstr (before->label, ==, label);
        }
      for (guint q = first; q < n && at < s->chips->len; q++, at++, shown++)
        {
          const KlChip *chip = &g_array_index (s->chips, KlChip, at);
          g_autofree char *name = kl_puzzle_cell_name (p, cells[q]);
          g_autofree char *label = g_strdup_printf ("%s %s", q == 0 ? "♔" : "♘", name);
          g_autofree char *who = q == 0 ? g_strdup ("the king: ")
                                        : g_strdup_printf ("the knight from %s: ", name);
          g_autofree char *note = NULL;
          gboolean started = gathered || (int) q <= current;

          if (chip->cell < 0)
            break;
          g_assert_cmpint (chip->cell, ==, cells[q]);
          g_assert_cmpuint (chip->hidden, ==, 0);
          g_assert_cmpstr (chip->label, ==, label);
          g_assert_true (g_str_has_prefix (chip->description, who));
          if (gathered)
            note = dist[q][step->gather] >= 0 ? g_strdup_printf ("%d", dist[q][step->gather])
                                              : g_strdup ("–");
          else if (started)
            note = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                    reached_by (dist[q], p,
                                                (int) q == current ? step->layer : G_MAXINT));
          g_assert_cmpstr (chip->note, ==, note);
          if ((int) q == current)
            g_assert_cmpint (chip->state, ==, KL_CHIP_CURRENT);
          else if (started)
            g_assert_cmpint (chip->state, ==, KL_CHIP_DONE);
          else
            g_assert_cmpint (chip->state, ==, KL_CHIP_NORMAL);
        }
      /* the piece the step is about is shown; and the rest in one chip */
      if (current >= 0)
        g_assert_true ((guint) current >= first && (guint) current < first + shown);
      if (first + shown < n)
        {
          const KlChip *more = &g_array_index (s->chips, KlChip, at++);
          g_autofree char *label = g_strdup_printf ("+%u more", n - first - shown);

          g_assert_cmpint (more->cell, ==, -1);
          g_assert_cmpuint (more->hidden, ==, n - first - shown);
          g_assert_cmpstr (more->label, ==, label);
        }
      g_assert_cmpuint (at, ==, s->chips->len);
      g_assert_cmpuint (shown, <=, KL_STRUCTURE_PIECES_SHOWN);
      most = MAX (most, shown);
      if (n <= 6)
        g_assert_cmpuint (shown, ==, n);

      /* the bar: the searches done, then the moves made (a frame a move) */
      if (gathered && frames > (guint) gather_step)
        {
          guint moves = frames - (guint) gather_step, made = k - (guint) gather_step;

          g_assert_cmpuint (s->count, ==, made);
          g_assert_cmpuint (s->total, ==, moves);
          bar = g_strdup_printf (moves == 1 ? "%u of %u move made" : "%u of %u moves made", made,
                                 moves);
        }
      else
        {
          g_assert_cmpuint (s->count, ==, done);
          g_assert_cmpuint (s->total, ==, n);
          bar = g_strdup_printf (n == 1 ? "%u of %u search done" : "%u of %u searches done", done,
                                 n);
        }
      g_assert_cmpstr (s->bar_text, ==, bar);
      g_assert_cmpfloat_with_epsilon (s->fraction, (double) s->count / (double) s->total, 1e-9);
      check_buttons (view);
      if (gtk_widget_get_mapped (GTK_WIDGET (view)))
        check_fits (view);
      check_height (view, &height);
      if (k < frames)
        activate (window, "win.step-forward", NULL);
    }
  /* every search ran, to its last layer */
  g_assert_cmpint (last_piece, ==, (int) n - 1);
  g_assert_cmpint (last_layer, ==, layers[n - 1] - 1);
  for (guint q = 0; q < n; q++)
    g_free (dist[q]);
  g_free (dist);
  return most;
}

/* A king alone, the lesson's boards (the IOI sample among them), a king
 * walled in whom a knight fetches (he cannot walk to the gathering
 * square), and more pieces than the strip shows. */
static void
test_table (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  const KlPuzzle *p;
  g_autoptr(KlExplainStep) gathering = NULL;
  guint knights = 0, windowed = 0;

  wait_mapped (GTK_WIDGET (view_of (window)));
  set_puzzle (window, "camelot", 5, 5, NULL, NULL, NULL, "c3", NULL);
  g_assert_cmpuint (check_table_steps (window, &windowed), ==, 1);
  set_puzzle (window, "camelot", 5, 5, NULL, NULL, NULL, "a1", "e5");
  g_assert_cmpuint (check_table_steps (window, &windowed), ==, 2);
  set_puzzle (window, "camelot", 6, 6, NULL, NULL, NULL, "f2", "a6 b3 a4");
  g_assert_cmpuint (check_table_steps (window, &windowed), ==, 4);
  set_puzzle (window, "camelot", 8, 8, NULL, NULL, NULL, "d4", "a3 a8 h1 h8");
  g_assert_cmpuint (check_table_steps (window, &windowed), ==, 5);
  /* the king cannot take a step: a knight fetches him */
  p = set_puzzle (window, "camelot", 8, 8, "b1 a2 b2", NULL, NULL, "a1", "h8 g6 f8");
  g_assert_cmpuint (check_table_steps (window, &windowed), ==, 4);
  gathering = kl_explain_get_step (kl_window_get_explain (window),
                                   kl_explain_get_camelot_gather_step (
                                     kl_window_get_explain (window)));
  g_assert_cmpint (g_array_index (gathering->piece_rows, KlExplainPieceRow, 0).to_gather, ==, -1);
  g_assert_cmpint (gathering->gather, !=, p->king);
  /* twenty knights: a run of the pieces around the one the step is about */
  {
    g_autoptr(GString) many = g_string_new (NULL);

    for (int y = 0; y < 10 && knights < 20; y += 2)
      for (int x = 0; x < 10 && knights < 20; x += 2, knights++)
        g_string_append_printf (many, "%s%c%d", many->len > 0 ? " " : "", 'a' + x + (y % 4 != 0),
                                y + 2);
    set_puzzle (window, "camelot", 10, 10, NULL, NULL, NULL, "j1", many->str);
    g_assert_cmpuint (windowed, ==, 0);
    g_assert_cmpuint (check_table_steps (window, &windowed), <, knights + 1);
    g_assert_cmpuint (windowed, >, 0);
  }
  close_window (window);
}

/* The strip of each mode stays hidden while a practice question is open:
 * it would tell the answer. */
static void
test_practice_hides (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlStructureView *view = view_of (window);
  static const char * const modes[] = { "path", "dynamic", "camelot" };

  wait_mapped (GTK_WIDGET (view));
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      if (g_str_equal (modes[i], "camelot"))
        set_puzzle (window, "camelot", 6, 6, NULL, NULL, NULL, "f2", "a6 b3 a4");
      else
        set_puzzle (window, modes[i], 6, 6, NULL, "a1", "e5", NULL, NULL);
      activate (window, "win.go-start", NULL);
      activate (window, "win.step-forward", NULL);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
      kl_window_set_practice (window, TRUE);
      wait_solved (window);
      g_assert_nonnull (kl_practice_session_get_question (kl_window_get_practice (window)));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
      kl_window_set_practice (window, FALSE);
      wait_solved (window);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view)));
    }
  close_window (window);
}

/* Every widget's place in the window. */
static GHashTable *
allocations (GtkWidget *root)
{
  GHashTable *places = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      graphene_rect_t *r = g_new0 (graphene_rect_t, 1);

      if (gtk_widget_get_mapped (w) && gtk_widget_compute_bounds (w, root, r))
        g_hash_table_insert (places, w, r);
      else
        g_free (r);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  return places;
}

static void
settle (void)
{
  for (int turn = 0; turn < 50 && g_main_context_pending (NULL); turn++)
    g_main_context_iteration (NULL, FALSE);
}

static GtkEventController *
motion_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        return GTK_EVENT_CONTROLLER (c);
    }
  return NULL;
}

/* Pointing at a chip rings its square on the board and moves no widget;
 * the frame changing under the pointer rings the chip's new square;
 * leaving takes the ring away; a click inspects the square.  The dynamic
 * knight's and Camelot's chips ring their squares too. */
static void
test_hover (void)
{
  KlWindow *window = new_window_sized (1280, 800);
  KlBoard *board = kl_window_get_board (window);
  KlStructureView *view = view_of (window);
  KlStepPanel *panel = kl_window_get_step_panel (window);
  const KlStructure *s;
  const KlChip *chip;
  GtkWidget *button;
  GtkEventController *motion;
  GHashTable *before, *after;
  GHashTableIter iter;
  gpointer key, value;
  guint hovered;
  g_autofree char *name = NULL;

  activate (window, "win.go-start", NULL);
  for (int i = 0; i < 3; i++)
    activate (window, "win.step-forward", NULL);
  wait_mapped (GTK_WIDGET (view));
  settle ();
  s = kl_structure_view_get_structure (view);
  chip = &g_array_index (s->chips, KlChip, s->chips->len - 1);
  g_assert_cmpint (chip->cell, >=, 0);
  g_assert_cmpint (kl_board_get_highlight (board), ==, -1);
  hovered = s->chips->len - 1;
  button = kl_structure_view_get_chip (view, hovered);
  motion = motion_of (button);
  g_assert_nonnull (motion);

  before = allocations (GTK_WIDGET (window));
  /* what the pointer does: the chip's hover style, and its controller */
  gtk_widget_set_state_flags (button, GTK_STATE_FLAG_PRELIGHT, FALSE);
  g_signal_emit_by_name (motion, "enter", 2.0, 2.0);
  g_assert_cmpint (kl_board_get_highlight (board), ==, chip->cell);
  settle ();
  after = allocations (GTK_WIDGET (window));
  g_assert_cmpuint (g_hash_table_size (after), ==, g_hash_table_size (before));
  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      graphene_rect_t *then = value, *now = g_hash_table_lookup (after, key);

      g_assert_nonnull (now);
      if (!graphene_rect_equal (then, now))
        g_error ("%s moved on hover", G_OBJECT_TYPE_NAME (key));
    }
  g_hash_table_unref (before);
  g_hash_table_unref (after);

  /* a click inspects the chip's square */
  name = kl_puzzle_cell_name (puzzle_of (window), chip->cell);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (g_str_has_prefix (kl_step_panel_get_inspect_text (panel), name));

  /* the next frame: the same place in the strip holds another square, and
   * the ring follows it */
  activate (window, "win.go-start", NULL);
  g_assert_cmpuint (kl_structure_view_get_structure (view)->chips->len, <, hovered + 1);
  g_assert_cmpint (kl_board_get_highlight (board), ==, -1);
  activate (window, "win.step-forward", NULL);
  s = kl_structure_view_get_structure (view);
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, 0)), "enter", 2.0, 2.0);
  g_assert_cmpint (kl_board_get_highlight (board), ==,
                   g_array_index (s->chips, KlChip, 0).cell);
  activate (window, "win.step-forward", NULL);
  s = kl_structure_view_get_structure (view);
  g_assert_cmpint (kl_board_get_highlight (board), ==,
                   g_array_index (s->chips, KlChip, 0).cell);
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, 0)), "leave");
  g_assert_cmpint (kl_board_get_highlight (board), ==, -1);

  /* a state's chip rings its square; a piece's, the piece's first square,
   * even once the piece has moved */
  set_puzzle (window, "dynamic", 6, 6, NULL, "a1", "e5", NULL, NULL);
  activate (window, "win.go-start", NULL);
  activate (window, "win.step-forward", NULL);
  activate (window, "win.step-forward", NULL);
  s = kl_structure_view_get_structure (view);
  /* the last state shown, new in the queue */
  for (hovered = s->chips->len - 1; g_array_index (s->chips, KlChip, hovered).cell < 0; hovered--)
    ;
  chip = &g_array_index (s->chips, KlChip, hovered);
  g_assert_cmpint (chip->state, ==, KL_CHIP_NEW);
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, hovered)), "enter", 2.0, 2.0);
  g_assert_cmpint (kl_board_get_highlight (board), ==, chip->cell);
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, hovered)), "leave");
  g_assert_cmpint (kl_board_get_highlight (board), ==, -1);
  set_puzzle (window, "camelot", 5, 5, NULL, NULL, NULL, "a1", "e5");
  activate (window, "win.go-end", NULL);
  s = kl_structure_view_get_structure (view);
  g_assert_cmpuint (s->chips->len, ==, 2);
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, 1)), "enter", 2.0, 2.0);
  g_assert_cmpint (kl_board_get_highlight (board), ==, app_test_cell (puzzle_of (window), "e5"));
  g_signal_emit_by_name (motion_of (kl_structure_view_get_chip (view, 1)), "leave");
  g_assert_cmpint (kl_board_get_highlight (board), ==, -1);
  close_window (window);
}

int
main (int argc, char *argv[])
{
  if (!app_test_init (&argc, &argv, "C.UTF-8"))
    return 0;

  g_test_add_func ("/app/structure/queue-sample", test_queue_sample);
  g_test_add_func ("/app/structure/queue-random", test_queue_random);
  g_test_add_func ("/app/structure/queue-large", test_queue_large);
  g_test_add_func ("/app/structure/tour-stack", test_tour_stack);
  g_test_add_func ("/app/structure/states", test_states);
  g_test_add_func ("/app/structure/table", test_table);
  g_test_add_func ("/app/structure/practice-hides", test_practice_hides);
  g_test_add_func ("/app/structure/hover", test_hover);
  return g_test_run ();
}
