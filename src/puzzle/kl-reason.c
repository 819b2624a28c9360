/* kl-reason.c - why there is no answer, as data and in words: the one
 * wording of reasons the app's results area and knight-solve share (the
 * JSON form is in kl-reason-json.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-explain.h"
#include "kl-notation.h"
#include "kl-reason.h"

static int
cell_of (const KlReason *r,
         kn_square       sq)
{
  return sq.y * r->width + sq.x;
}

static KlReason *
reason_new (kn_reason       kind,
            const kn_board *board,
            KlMode          mode,
            kn_leaper       leaper)
{
  KlReason *r = g_new0 (KlReason, 1);

  r->kind = kind;
  r->mode = mode;
  r->width = kn_board_width (board);
  r->height = kn_board_height (board);
  r->leaper = leaper;
  r->free_squares = kn_board_squares (board) - kn_board_blocked_count (board);
  r->start = r->end = r->from = r->to = -1;
  return r;
}

/* ------------------------------------------------------------- the small boards' proofs */

/* A square of a small board by its place along the long side (u) and
 * across (v), so that one table serves both orientations: on 5×3 it is
 * (x, y), on 3×5 (y, x).  The names in the tables are the wide boards'. */
typedef struct
{
  guint8 u, v;
} Spot;

typedef struct
{
  kn_tour_rule rule;
  guint        n_squares, n_shared, n_loop[2];
  Spot         squares[8];   /* the squares whose moves the proof counts */
  Spot         shared[6];    /* where those moves go */
  Spot         loop[2][7];   /* the loops it follows, in order */
} Proof;

/* The order of each table is the order the words name them in
 * (explain_proof), so keep the two together. */
static const Proof proofs[] = {
  /* 3×3: the centre */
  { KN_RULE_LONE_CENTRE, 1, 0, { 0, 0 }, { { 1, 1 } }, { { 0, 0 } }, { { { 0, 0 } } } },
  /* 4×4: the corners a1, d4, a4, d1 and the centre squares they move to
   * (b3, c2; b2, c3); the edge squares' two rings a2-b4-d3-c1 and
   * a3-b1-d2-c4 */
  { KN_RULE_FOUR_CORNERS, 4, 4, { 4, 4 },
    { { 0, 0 }, { 3, 3 }, { 0, 3 }, { 3, 0 } },
    { { 1, 2 }, { 2, 1 }, { 1, 1 }, { 2, 2 } },
    { { { 0, 1 }, { 1, 3 }, { 3, 2 }, { 2, 0 } },
      { { 0, 2 }, { 1, 0 }, { 3, 1 }, { 2, 3 } } } },
  /* 5×3: the corners a1, e1, a3, e3 and a2, e2; the centre c2 and c1, c3 */
  { KN_RULE_CENTRE_CORNERS, 6, 3, { 0, 0 },
    { { 0, 0 }, { 4, 0 }, { 0, 2 }, { 4, 2 }, { 0, 1 }, { 4, 1 } },
    { { 2, 1 }, { 2, 0 }, { 2, 2 } },
    { { { 0, 0 } } } },
  /* 6×3: the pairs a2, e2 and b2, f2, the corners a1, a3, f1, f3; their
   * moves c1, c3, d1, d3, c2, d2; the stretch c1-b3-a1-c2-a3-b1-c3 */
  { KN_RULE_SHARED_PAIRS, 8, 6, { 7, 0 },
    { { 0, 1 }, { 4, 1 }, { 1, 1 }, { 5, 1 }, { 0, 0 }, { 0, 2 }, { 5, 0 }, { 5, 2 } },
    { { 2, 0 }, { 2, 2 }, { 3, 0 }, { 3, 2 }, { 2, 1 }, { 3, 1 } },
    { { { 2, 0 }, { 1, 2 }, { 0, 0 }, { 2, 1 }, { 0, 2 }, { 1, 0 }, { 2, 2 } } } },
};

static int
spot_cell (const KlReason *r,
           Spot            s)
{
  return r->height > r->width ? s.u * r->width + s.v : s.v * r->width + s.u;
}

/* A knight's moves from cell on the empty board. */
static guint8
knight_moves (const KlReason *r,
              int             cell)
{
  static const int d[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
                               { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
  int x = cell % r->width, y = cell / r->width;
  guint8 n = 0;

  for (int i = 0; i < 8; i++)
    n += x + d[i][0] >= 0 && x + d[i][0] < r->width && y + d[i][1] >= 0 &&
         y + d[i][1] < r->height;
  return n;
}

static GArray *
spot_cells (const KlReason *r,
            const Spot     *spots,
            guint           n)
{
  GArray *a = g_array_sized_new (FALSE, FALSE, sizeof (int), n);

  for (guint i = 0; i < n; i++)
    {
      int cell = spot_cell (r, spots[i]);

      g_array_append_val (a, cell);
    }
  return a;
}

/* The evidence of a small board's proof: its squares, as r's cells. */
static void
add_proof (KlReason *r)
{
  for (guint i = 0; i < G_N_ELEMENTS (proofs); i++)
    {
      const Proof *p = &proofs[i];

      if (p->rule != r->rule)
        continue;
      r->proof_squares = spot_cells (r, p->squares, p->n_squares);
      r->proof_moves = g_array_sized_new (FALSE, FALSE, sizeof (guint8), p->n_squares);
      for (guint k = 0; k < p->n_squares; k++)
        {
          guint8 n = knight_moves (r, g_array_index (r->proof_squares, int, k));

          g_array_append_val (r->proof_moves, n);
        }
      r->proof_shared = spot_cells (r, p->shared, p->n_shared);
      for (guint k = 0; k < 2; k++)
        if (p->n_loop[k] > 0)
          r->proof_loops[k] = spot_cells (r, p->loop[k], p->n_loop[k]);
    }
}

KlReason *
kl_reason_new_tour (const kn_tour         *tour,
                    const kn_board        *board,
                    const kn_tour_options *options,
                    guint64                budget)
{
  kn_reason kind = kn_tour_reason (tour);
  KlReason *r;

  g_return_val_if_fail (tour != NULL && board != NULL && options != NULL, NULL);
  if (kind == KN_REASON_NONE)
    return NULL;
  r = reason_new (kind, board, KL_MODE_TOUR, options->leaper);
  r->closed = options->closed;
  r->start = options->has_start ? cell_of (r, options->start) : -1;
  r->end = options->has_end ? cell_of (r, options->end) : -1;
  r->rule = kn_tour_reason_rule (tour);
  if (kind == KN_REASON_BOARD_RULE)
    add_proof (r);
  r->nodes = kn_tour_nodes (tour);
  r->method = kn_tour_get_method (tour);
  r->budget = budget;
  r->stuck = -1;
  r->unfit = kn_tour_reason_unfit (tour);
  if (kind == KN_REASON_STUCK)
    {
      size_t n = 0;
      kn_trace_why why = KN_WHY_NONE;
      const kn_cell *route = kn_tour_reason_stuck (tour, &n, &r->unvisited, &why);

      r->stuck_why = why;
      r->stuck = n > 0 ? (int) route[n - 1] : -1;
      if (r->unvisited <= KL_REASON_MAX_UNVISITED)
        {
          gsize cells = kn_board_squares (board);
          g_autofree guint8 *seen = g_new0 (guint8, cells);

          for (size_t i = 0; i < n; i++)
            seen[route[i]] = 1;
          r->unvisited_cells = g_array_sized_new (FALSE, FALSE, sizeof (int),
                                                  (guint) r->unvisited);
          for (gsize c = 0; c < cells; c++)
            if (!seen[c] && kn_board_is_free (board, kn_board_square (board, (kn_cell) c)))
              {
                int cell = (int) c;

                g_array_append_val (r->unvisited_cells, cell);
              }
        }
    }
  kn_tour_reason_colours (tour, &r->light, &r->dark);
  {
    const uint8_t *deg = NULL;
    size_t n = 0;
    const kn_square *sq = kn_tour_reason_squares (tour, &deg, &n);

    if (sq != NULL)
      {
        r->dead_ends = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) n);
        r->degrees = g_array_sized_new (FALSE, FALSE, sizeof (guint8), (guint) n);
        for (size_t i = 0; i < n; i++)
          {
            int cell = cell_of (r, sq[i]);
            guint8 d = deg[i];

            g_array_append_val (r->dead_ends, cell);
            g_array_append_val (r->degrees, d);
          }
      }
  }
  {
    uint32_t count = 0;
    const uint64_t *sizes = NULL;
    const uint32_t *label = kn_tour_reason_pieces (tour, &count, &sizes);

    if (label != NULL || kind == KN_REASON_DISCONNECTED)
      {
        r->piece_sizes = g_array_sized_new (FALSE, FALSE, sizeof (guint64), count);
        g_array_append_vals (r->piece_sizes, sizes, count);
        if (label != NULL)
          r->pieces = g_memdup2 (label, sizeof (guint32) * kn_board_squares (board));
      }
  }
  return r;
}

KlReason *
kl_reason_new_reach (const kn_reach *reach,
                     const kn_board *board,
                     KlMode          mode,
                     kn_leaper       leaper)
{
  KlReason *r;
  kn_square to;
  size_t other = 0;
  bool parity = FALSE;

  g_return_val_if_fail (reach != NULL && board != NULL, NULL);
  if (kn_reach_reason (reach) == KN_REASON_NONE)
    return NULL;
  r = reason_new (KN_REASON_UNREACHABLE, board, mode, leaper);
  r->argument = kn_reach_reason_argument (reach);
  r->piece = (guint) kn_reach_reason_piece (reach, &other);
  r->other = (guint) other;
  r->from = cell_of (r, kn_reach_reason_from (reach));
  r->to = kn_reach_reason_to (reach, &to) ? cell_of (r, to) : -1;
  r->unreached = kn_reach_reason_unreached (reach);
  r->step = kn_reach_reason_lattice (reach, &parity);
  r->parity = parity;
  if (r->argument == KN_REACH_REGION)
    {
      size_t n = 0, nwalls = 0;
      const uint8_t *doors = NULL;
      const kn_square *region = kn_reach_reason_region (reach, &n);
      const kn_square *walls = kn_reach_reason_walls (reach, &doors, &nwalls);

      r->region = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) MIN (n, G_MAXUINT));
      r->region_size = n;
      for (size_t i = 0; i < n; i++)
        {
          int cell = cell_of (r, region[i]);

          g_array_append_val (r->region, cell);
        }
      r->walls = g_array_sized_new (FALSE, FALSE, sizeof (int), (guint) nwalls);
      r->doors = g_array_sized_new (FALSE, FALSE, sizeof (gboolean), (guint) nwalls);
      for (size_t i = 0; i < nwalls; i++)
        {
          int cell = cell_of (r, walls[i]);
          gboolean door = doors[i] != 0;

          g_array_append_val (r->walls, cell);
          g_array_append_val (r->doors, door);
        }
    }
  return r;
}

void
kl_reason_free (KlReason *r)
{
  if (r == NULL)
    return;
  g_clear_pointer (&r->dead_ends, g_array_unref);
  g_clear_pointer (&r->degrees, g_array_unref);
  g_clear_pointer (&r->piece_sizes, g_array_unref);
  g_clear_pointer (&r->walls, g_array_unref);
  g_clear_pointer (&r->unvisited_cells, g_array_unref);
  g_clear_pointer (&r->proof_squares, g_array_unref);
  g_clear_pointer (&r->proof_moves, g_array_unref);
  g_clear_pointer (&r->proof_shared, g_array_unref);
  g_clear_pointer (&r->proof_loops[0], g_array_unref);
  g_clear_pointer (&r->proof_loops[1], g_array_unref);
  g_free (r->pieces);
  g_clear_pointer (&r->region, g_array_unref);
  g_clear_pointer (&r->doors, g_array_unref);
  g_free (r);
}

/* ------------------------------------------------------------- words */

static char *
name (const KlReason *r,
      int             cell)
{
  return kl_cell_name (cell, r->width);
}

static gboolean
is_dark (const KlReason *r,
         int             cell)
{
  return (cell % r->width + cell / r->width) % 2 == 0;
}

/* The piece in a sentence: "the knight", "the dynamic knight". */
static char *
piece_name (const KlReason *r)
{
  if (r->mode == KL_MODE_DYNAMIC)
    return g_strdup (_("the dynamic knight"));
  return kl_explain_leaper_name (r->leaper);
}

static char *
tour_lead (const KlReason *r)
{
  g_autofree char *from = r->start >= 0 ? name (r, r->start) : NULL;
  g_autofree char *to = r->end >= 0 ? name (r, r->end) : NULL;

  if (from != NULL && to != NULL)
    return r->closed ? g_strdup_printf (_("No closed tour from %s to %s"), from, to)
                     : g_strdup_printf (_("No tour from %s to %s"), from, to);
  if (from != NULL)
    return r->closed ? g_strdup_printf (_("No closed tour from %s"), from)
                     : g_strdup_printf (_("No tour from %s"), from);
  if (to != NULL)
    return r->closed ? g_strdup_printf (_("No closed tour ends on %s"), to)
                     : g_strdup_printf (_("No tour ends on %s"), to);
  return g_strdup (r->closed ? _("No closed tour") : _("No open tour"));
}

char *
kl_reason_lead (const KlReason *r)
{
  g_return_val_if_fail (r != NULL, NULL);

  if (r->kind == KN_REASON_STUCK)
    {
      g_autofree char *at = r->stuck >= 0 ? name (r, r->stuck) : g_strdup ("?");

      /* TRANSLATORS: %s is a square, "Plain Warnsdorff got stuck on e4" */
      return g_strdup_printf (_("Plain Warnsdorff got stuck on %s"), at);
    }
  if (r->kind == KN_REASON_NOT_APPLICABLE)
    return g_strdup (_("The construction from blocks does not apply here"));
  if (r->kind == KN_REASON_GAVE_UP)
    {
      g_autofree char *n = kl_format_count (r->nodes);

      return g_strdup_printf (ngettext ("Gave up after %s node", "Gave up after %s nodes",
                                        kl_plural_n (r->nodes)), n);
    }
  if (r->kind != KN_REASON_UNREACHABLE)
    return tour_lead (r);
  switch (r->mode)
    {
    case KL_MODE_CAMELOT:
      return g_strdup (_("The pieces cannot gather"));
    case KL_MODE_DISTANCE:
      {
        g_autofree char *n = kl_format_count (r->unreached);

        return g_strdup_printf (ngettext ("%s free square cannot be reached",
                                          "%s free squares cannot be reached",
                                          kl_plural_n (r->unreached)), n);
      }
    case KL_MODE_PATH:
    case KL_MODE_DYNAMIC:
    case KL_MODE_TOUR:
    case KL_N_MODES:
    default:
      {
        g_autofree char *from = name (r, r->from);
        g_autofree char *to = name (r, r->to);

        /* Translators: "h8 cannot be reached from a1" */
        return g_strdup_printf (_("%s cannot be reached from %s"), to, from);
      }
    }
}

/* "13 dark squares" */
static char *
colour_count (guint64  n,
              gboolean dark)
{
  g_autofree char *count = kl_format_count (n);

  return dark ? g_strdup_printf (ngettext ("%s dark square", "%s dark squares", kl_plural_n (n)),
                                 count)
              : g_strdup_printf (ngettext ("%s light square", "%s light squares", kl_plural_n (n)),
                                 count);
}

/* The route's ends the colour argument used: the given start and end,
 * then the squares with one free neighbour, which every route must end on
 * (KN_REASON_COLOUR's dead_ends); returns how many (at most 2). */
static guint
colour_ends (const KlReason *r,
             int             ends[2])
{
  guint n = 0;

  if (r->start >= 0)
    ends[n++] = r->start;
  if (r->end >= 0)
    ends[n++] = r->end;
  for (guint i = 0; r->dead_ends != NULL && i < r->dead_ends->len && n < 2; i++)
    ends[n++] = g_array_index (r->dead_ends, int, i);
  return n;
}

/* "a4 has only one free neighbour, so a tour must start or end there." */
static char *
forced_ends_sentence (const KlReason *r)
{
  guint n = r->dead_ends != NULL ? r->dead_ends->len : 0;
  g_autofree char *a = n > 0 ? name (r, g_array_index (r->dead_ends, int, 0)) : NULL;
  g_autofree char *b = n > 1 ? name (r, g_array_index (r->dead_ends, int, 1)) : NULL;

  if (n == 0)
    return NULL;
  if (n == 1)
    /* Translators: %s is a square; the sentence before a colour count */
    return g_strdup_printf (_("%s has only one free neighbour, so a tour must start or end "
                              "there."), a);
  /* Translators: %s and %s are squares; the sentence before a colour count */
  return g_strdup_printf (_("%s and %s each have only one free neighbour, so a tour must start "
                            "on one and end on the other."), a, b);
}

static char *
explain_colour_counts (const KlReason *r)
{
  gboolean dark_more = r->dark > r->light;
  guint64 more = MAX (r->light, r->dark), fewer = MIN (r->light, r->dark);
  g_autofree char *many = colour_count (more, dark_more || r->dark == r->light);
  g_autofree char *few = colour_count (fewer, !(dark_more || r->dark == r->light));
  int ends[2];
  guint nends = colour_ends (r, ends);

  /* A closed tour without an end: a cycle. */
  if (r->closed && r->end < 0)
    /* Translators: "There are 13 dark squares but 12 light squares, and..." */
    return g_strdup_printf (_("There are %s but %s, and a closed tour alternates colours, so it "
                              "needs as many of each."), many, few);
  if (more - fewer > 1)
    return g_strdup_printf (_("There are %s but only %s, and a tour alternates colours."),
                            many, few);
  if (more != fewer)
    {
      /* an end (given or forced) on the colour with fewer squares */
      for (guint i = 0; i < nends; i++)
        if (is_dark (r, ends[i]) != dark_more)
          {
            g_autofree char *sq = name (r, ends[i]);

            return dark_more
              ? g_strdup_printf (_("There are %s and %s, so a tour, which alternates colours, "
                                   "starts and ends on a dark square, and %s is light."),
                                 many, few, sq)
              : g_strdup_printf (_("There are %s and %s, so a tour, which alternates colours, "
                                   "starts and ends on a light square, and %s is dark."),
                                 many, few, sq);
          }
    }
  if (nends == 2)
    {
      g_autofree char *a = name (r, ends[0]);
      g_autofree char *b = name (r, ends[1]);

      return is_dark (r, ends[0])
        ? g_strdup_printf (_("There are %s and %s, so a tour, which alternates colours, starts "
                             "and ends on squares of different colours, and %s and %s are both "
                             "dark."), many, few, a, b)
        : g_strdup_printf (_("There are %s and %s, so a tour, which alternates colours, starts "
                             "and ends on squares of different colours, and %s and %s are both "
                             "light."), many, few, a, b);
    }
  /* not reached: the library gives the colour reason only in the cases above */
  return g_strdup_printf (_("There are %s and %s, and a tour alternates colours."), many, few);
}

static char *
explain_colour (const KlReason *r)
{
  g_autofree char *forced = forced_ends_sentence (r);
  g_autofree char *counts = explain_colour_counts (r);

  if (forced == NULL)
    return g_steal_pointer (&counts);
  /* Translators: two sentences in a row: why a square must be an end of the
   * tour, then the colour count that rules it out */
  return g_strdup_printf (_("%s %s"), forced, counts);
}

static char *
explain_dead_ends (const KlReason *r)
{
  g_autoptr (GArray) named = g_array_new (FALSE, FALSE, sizeof (int));
  guint zero = 0, one = 0, ends;
  g_autofree char *list = NULL;
  g_autofree char *from = r->start >= 0 ? name (r, r->start) : NULL;
  g_autofree char *to = r->end >= 0 ? name (r, r->end) : NULL;

  for (guint i = 0; i < r->dead_ends->len; i++)
    {
      int cell = g_array_index (r->dead_ends, int, i);
      guint8 d = g_array_index (r->degrees, guint8, i);

      zero += d == 0;
      one += d == 1;
      /* the given start and end may have one free neighbour: they are ends */
      if (d == 0 || (r->closed && r->end < 0) || (cell != r->start && cell != r->end))
        g_array_append_val (named, cell);
    }
  list = kl_square_list ((const int *) (gpointer) named->data, named->len, r->width, KL_LIST_MAX,
                         FALSE);

  if (r->closed && r->end < 0)
    {
      if (zero == 0)
        return g_strdup_printf (ngettext ("%s has only one free neighbour, and a closed tour "
                                          "enters and leaves every square by different ones.",
                                          "%s each have only one free neighbour, and a closed tour "
                                          "enters and leaves every square by different ones.",
                                          named->len), list);
      return g_strdup_printf (ngettext ("%s has fewer than two free neighbours, and a closed tour "
                                        "enters and leaves every square by different ones.",
                                        "%s have fewer than two free neighbours, and a closed tour "
                                        "enters and leaves every square by different ones.",
                                        named->len), list);
    }
  if (zero > 0)
    return g_strdup_printf (ngettext ("%s has no free neighbour, so no tour can reach it.",
                                      "%s have no free neighbour, so no tour can reach them.",
                                      named->len), list);

  /* squares with one free neighbour: each is an end of the route */
  ends = 2 - (r->start >= 0) - (r->end >= 0);
  if (ends == 2)
    return g_strdup_printf (ngettext ("%s has only one free neighbour, so it must be an end of "
                                      "the tour, and a tour has only two ends.",
                                      "%s each have only one free neighbour, so each must be an "
                                      "end of the tour, and a tour has only two ends.",
                                      named->len), list);
  if (ends == 1 && from != NULL)
    return named->len == 2
      ? g_strdup_printf (_("%s each have only one free neighbour, so a tour from %s would have to "
                           "end on both."), list, from)
      : g_strdup_printf (ngettext ("%s has only one free neighbour, so a tour from %s would have "
                                   "to end on it.",
                                   "%s each have only one free neighbour, so a tour from %s would "
                                   "have to end on all of them.", named->len), list, from);
  if (ends == 1)
    return named->len == 2
      ? g_strdup_printf (_("%s each have only one free neighbour, so a tour to %s would have to "
                           "start on both."), list, to)
      : g_strdup_printf (ngettext ("%s has only one free neighbour, so a tour to %s would have "
                                   "to start on it.",
                                   "%s each have only one free neighbour, so a tour to %s would "
                                   "have to start on all of them.", named->len), list, to);
  /* Translators: "b1 has only one free neighbour, so it must be an end of the tour, but its
   * ends are a1 and f1." */
  return g_strdup_printf (ngettext ("%s has only one free neighbour, so it must be an end of the "
                                    "tour, but its ends are %s and %s.",
                                    "%s each have only one free neighbour, so each must be an end "
                                    "of the tour, but its ends are %s and %s.", named->len),
                          list, from, to);
}

static char *
explain_pieces (const KlReason *r)
{
  guint n = r->piece_sizes != NULL ? r->piece_sizes->len : 0;
  guint shown = MIN (n, KL_LIST_MAX);
  g_autoptr (GPtrArray) sizes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *piece = piece_name (r);

  if (n == 0)
    return g_strdup (_("There is no free square to tour."));
  for (guint i = 0; i < shown; i++)
    g_ptr_array_add (sizes, kl_format_count (g_array_index (r->piece_sizes, guint64, i)));
  list = kl_join_list ((const char * const *) sizes->pdata, shown, n, FALSE);
  /* Translators: "The free squares fall into 2 pieces that the camel cannot move between, of
   * 32 and 32 squares." */
  return g_strdup_printf (ngettext ("The free squares fall into %u piece that %s cannot move "
                                    "between, of %s squares.",
                                    "The free squares fall into %u pieces that %s cannot move "
                                    "between, of %s squares.", n), n, piece, list);
}

/* The start or the end that a rule about single squares rules out. */
static int
ruled_out_square (const KlReason *r)
{
  if (r->start >= 0 &&
      !kn_tour_start_possible (r->width, r->height, FALSE,
                               (kn_square) { r->start % r->width, r->start / r->width }))
    return r->start;
  return r->end >= 0 ? r->end : r->start;
}

/* KN_RULE_FIVE_CORNERS: the end that lies between two corners of a side 5
 * wide, a move from each (c2), and those corners (a1, e1), as cells. */
static void
five_corner_squares (const KlReason *r,
                     int            *c,
                     int            *k1,
                     int            *k2)
{
  const int w = r->width, h = r->height;
  const int ends[2] = { r->start, r->end };

  *c = *k1 = *k2 = ends[0];
  for (int i = 0; i < 2; i++)
    {
      int x = ends[i] % w, y = ends[i] / w;

      if (w == 5 && x == 2 && (y == 1 || y == h - 2))
        {
          int row = y == 1 ? 0 : h - 1;

          *c = ends[i];
          *k1 = row * w;
          *k2 = row * w + 4;
        }
      else if (h == 5 && y == 2 && (x == 1 || x == w - 2))
        {
          int col = x == 1 ? 0 : w - 1;

          *c = ends[i];
          *k1 = col;
          *k2 = 4 * w + col;
        }
      else
        continue;
      int other = ends[1 - i];
      if (other != *k1 && other != *k2)
        return; /* this end proves it */
    }
}

/* The proof's square i (of its squares) or shared square i, named. */
static char *
proof_square (const KlReason *r,
              guint           i)
{
  return name (r, g_array_index (r->proof_squares, int, i));
}

static char *
proof_shared (const KlReason *r,
              guint           i)
{
  return name (r, g_array_index (r->proof_shared, int, i));
}

/* A loop's squares in order, "a2–b4–d3–c1". */
static char *
proof_loop (const KlReason *r,
            guint           k)
{
  GArray *loop = r->proof_loops[k];
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < loop->len; i++)
    g_ptr_array_add (names, name (r, g_array_index (loop, int, i)));
  g_ptr_array_add (names, NULL);
  return g_strjoinv ("\u2013", (char **) names->pdata);
}

/* The small boards' proofs, in the order of the squares in proofs[]. */
static char *
explain_proof (const KlReason *r)
{
  char *text = NULL;

  switch (r->rule)
    {
    case KN_RULE_LONE_CENTRE:
      {
        g_autofree char *c = proof_square (r, 0);

        return g_strdup_printf (_("The centre %s is not a knight’s move from any square, so no "
                                  "route can reach it."), c);
      }
    case KN_RULE_FOUR_CORNERS:
      {
        g_autofree char *a1 = proof_square (r, 0), *d4 = proof_square (r, 1);
        g_autofree char *a4 = proof_square (r, 2), *d1 = proof_square (r, 3);
        g_autofree char *b3 = proof_shared (r, 0), *c2 = proof_shared (r, 1);
        g_autofree char *b2 = proof_shared (r, 2), *c3 = proof_shared (r, 3);
        g_autofree char *ring1 = proof_loop (r, 0), *ring2 = proof_loop (r, 1);
        g_autofree char *s1 = NULL, *s2 = NULL, *s3 = NULL;

        /* Translators: "The corners a1 and d4 move only to b3 and c2, so one of them ends the
         * route, or the four squares close a loop; so does one of a4 and d1, which move only
         * to b2 and c3." */
        s1 = g_strdup_printf (_("The corners %s and %s move only to %s and %s, so one of them "
                                "ends the route, or the four squares close a loop; so does one "
                                "of %s and %s, which move only to %s and %s."),
                              a1, d4, b3, c2, a4, d1, b2, c3);
        /* Translators: "a1–b3–d4–c2": a corner, a centre square, the other corner, the other
         * centre square */
        s2 = g_strdup_printf (_("So from each end the route runs corner, centre, corner, centre, "
                                "as %s\u2013%s\u2013%s\u2013%s, and the eight edge squares must "
                                "follow one another in the middle."), a1, b3, d4, c2);
        /* Translators: "But their moves form two separate rings, a2–b4–d3–c1 and
         * a3–b1–d2–c4." */
        s3 = g_strdup_printf (_("But their moves form two separate rings, %s and %s."),
                              ring1, ring2);
        kl_add_sentence (&text, s1);
        kl_add_sentence (&text, s2);
        kl_add_sentence (&text, s3);
        return text;
      }
    case KN_RULE_CENTRE_CORNERS:
      {
        g_autofree char *corners = kl_square_list ((const int *) (gpointer) r->proof_squares->data,
                                                   4, r->width, KL_LIST_MAX, FALSE);
        g_autofree char *a2 = proof_square (r, 4), *e2 = proof_square (r, 5);
        g_autofree char *c2 = proof_shared (r, 0);
        g_autofree char *c1 = proof_shared (r, 1), *c3 = proof_shared (r, 2);
        g_autofree char *s1 = NULL, *s2 = NULL;

        /* Translators: "The corners a1, e1, a3 and e3 move only to c2 and one other square
         * each, and c2 can join only two of them inside the route, so two corners are its
         * ends." */
        s1 = g_strdup_printf (_("The corners %s move only to %s and one other square each, and "
                                "%s can join only two of them inside the route, so two corners "
                                "are its ends."), corners, c2, c2);
        /* Translators: "But a2 and e2 both move only to c1 and c3, so one of them is an end
         * too, or the four squares close a loop, and a route has only two ends." */
        s2 = g_strdup_printf (_("But %s and %s both move only to %s and %s, so one of them is an "
                                "end too, or the four squares close a loop, and a route has only "
                                "two ends."), a2, e2, c1, c3);
        kl_add_sentence (&text, s1);
        kl_add_sentence (&text, s2);
        return text;
      }
    case KN_RULE_SHARED_PAIRS:
      {
        g_autofree char *a2 = proof_square (r, 0), *e2 = proof_square (r, 1);
        g_autofree char *b2 = proof_square (r, 2), *f2 = proof_square (r, 3);
        g_autofree char *a1 = proof_square (r, 4), *a3 = proof_square (r, 5);
        g_autofree char *f1 = proof_square (r, 6), *f3 = proof_square (r, 7);
        g_autofree char *c1 = proof_shared (r, 0), *c3 = proof_shared (r, 1);
        g_autofree char *d1 = proof_shared (r, 2), *d3 = proof_shared (r, 3);
        g_autofree char *c2 = proof_shared (r, 4), *d2 = proof_shared (r, 5);
        g_autofree char *b3 = name (r, g_array_index (r->proof_loops[0], int, 1));
        g_autofree char *b1 = name (r, g_array_index (r->proof_loops[0], int, 5));
        g_autofree char *stretch = proof_loop (r, 0);
        g_autofree char *s1 = NULL, *s2 = NULL, *s3 = NULL;

        /* Translators: "a2 and e2 move only to c1 and c3, and b2 and f2 only to d1 and d3, so
         * each pair holds an end of the route, or its four squares close a loop: the corners
         * are inside the route." */
        s1 = g_strdup_printf (_("%s and %s move only to %s and %s, and %s and %s only to %s and "
                                "%s, so each pair holds an end of the route, or its four squares "
                                "close a loop: the corners are inside the route."),
                              a2, e2, c1, c3, b2, f2, d1, d3);
        /* Translators: "Then c2 lies between a1 and a3, and d2 between f1 and f3, so b3 and b1
         * cannot go on to d2: the route holds c1–b3–a1–c2–a3–b1–c3." */
        s2 = g_strdup_printf (_("Then %s lies between %s and %s, and %s between %s and %s, so %s "
                                "and %s cannot go on to %s: the route holds %s."),
                              c2, a1, a3, d2, f1, f3, b3, b1, d2, stretch);
        /* Translators: "Whichever of a2 and e2 is not an end joins c1 to c3 and closes that
         * into a loop." */
        s3 = g_strdup_printf (_("Whichever of %s and %s is not an end joins %s to %s and closes "
                                "that into a loop."), a2, e2, c1, c3);
        kl_add_sentence (&text, s1);
        kl_add_sentence (&text, s2);
        kl_add_sentence (&text, s3);
        return text;
      }
    default:
      return g_strdup ("");
    }
}

static char *
explain_rule (const KlReason *r)
{
  switch (r->rule)
    {
    case KN_RULE_ONE_LINE:
      if (r->width == 1 && r->height == 1)
        return g_strdup (_("A single square has no closed tour."));
      return g_strdup (_("On a board one square wide the knight has no move at all."));
    case KN_RULE_TWO_LINES:
      return g_strdup (_("On a board two squares wide the knight’s moves only join squares into "
                         "four separate chains, so no tour passes them all."));
    case KN_RULE_LONE_CENTRE:
    case KN_RULE_FOUR_CORNERS:
    case KN_RULE_CENTRE_CORNERS:
    case KN_RULE_SHARED_PAIRS:
      return explain_proof (r);
    case KN_RULE_CLOSED_NARROW:
      return g_strdup_printf (_("By Schwenk’s theorem no board with a side of 1, 2 or 4 squares has "
                                "a closed tour, and this one is %d\u00d7%d."), r->width, r->height);
    case KN_RULE_CLOSED_THREE:
      return g_strdup_printf (_("By Schwenk’s theorem a board 3 squares wide has no closed tour when "
                                "it is 4, 6 or 8 long, and this one is %d\u00d7%d."),
                              r->width, r->height);
    case KN_RULE_OUTER_LINES:
      {
        g_autofree char *sq = name (r, ruled_out_square (r));

        return g_strdup_printf (_("On a board 4 squares wide a tour starts and ends on the two "
                                  "outer lines, and %s is on an inner one."), sq);
      }
    case KN_RULE_THREE_STARTS:
      {
        g_autofree char *sq = name (r, ruled_out_square (r));

        return g_strdup_printf (_("An exhaustive search of the %d\u00d7%d board finds no tour that "
                                  "starts or ends on %s."), r->width, r->height, sq);
      }
    case KN_RULE_SAME_SQUARE:
      return g_strdup (_("A tour of more than one square cannot end where it starts."));
    case KN_RULE_CLOSING_MOVE:
      {
        g_autofree char *a = name (r, r->start);
        g_autofree char *b = name (r, r->end);

        return g_strdup_printf (_("A closed tour’s last square is a move from its first, and %s "
                                  "is not a move from %s."), b, a);
      }
    case KN_RULE_FIVE_CORNERS:
      {
        int c, k1, k2;

        five_corner_squares (r, &c, &k1, &k2);
        g_autofree char *cn = name (r, c);
        g_autofree char *n1 = name (r, k1);
        g_autofree char *n2 = name (r, k2);
        g_autofree char *other = name (r, c == r->start ? r->end : r->start);

        /* Translators: "The corners a1 and e1 have two moves each, one of them to c2, so a
         * route that ends on c2 must start on one of them, and d4 is neither." */
        return g_strdup_printf (_("The corners %s and %s have two moves each, one of them to %s, "
                                  "so a route that ends on %s must start on one of them, and %s "
                                  "is neither."), n1, n2, cn, cn, other);
      }
    case KN_RULE_SMALL_BOARD: /* no longer given */
    case KN_RULE_CLOSED_ODD:
    case KN_RULE_CORNER_COLOUR:
    case KN_RULE_END_COLOUR:
    case KN_RULE_NONE:
    default:
      return explain_colour (r);
    }
}

/* The walls a sentence names: the doors ("the walls on f7 and g6 cut it
 * off from h8"), or every wall when none is one; *n of them. */
static char *
walls_list (const KlReason *r,
            gulong         *n)
{
  g_autoptr (GArray) doors = g_array_new (FALSE, FALSE, sizeof (int));
  GArray *shown = doors;

  for (guint i = 0; i < r->walls->len; i++)
    if (g_array_index (r->doors, gboolean, i))
      g_array_append_val (doors, g_array_index (r->walls, int, i));
  if (doors->len == 0)
    shown = r->walls;
  *n = shown->len;
  return kl_square_list ((const int *) (gpointer) shown->data, shown->len, r->width, KL_LIST_MAX,
                         FALSE);
}

static char *
explain_region (const KlReason *r)
{
  g_autofree char *piece = piece_name (r);
  g_autofree char *from = name (r, r->from);
  g_autofree char *to = r->to >= 0 ? name (r, r->to) : NULL;
  g_autofree char *count = kl_format_count (r->region_size);
  g_autofree char *walls = NULL;
  g_autofree char *list = NULL;
  gulong n = kl_plural_n (r->region_size), nw = 0;

  if (r->mode == KL_MODE_CAMELOT && r->piece == 0)
    {
      if (r->walls->len == 0)
        return g_strdup_printf (ngettext ("The king can walk to %s square on a board this size, "
                                          "and no knight can reach it.",
                                          "The king can walk to %s squares on a board this size, "
                                          "and no knight can reach any of them.", n), count);
      list = walls_list (r, &nw);
      walls = g_strdup_printf (ngettext ("the wall on %s keeps him from every square a knight "
                                         "can reach",
                                         "the walls on %s keep him from every square a knight can "
                                         "reach", nw), list);
      return g_strdup_printf (ngettext ("The king can walk to %s square, and %s.",
                                        "The king can walk to %s squares, and %s.", n),
                              count, walls);
    }
  if (r->mode == KL_MODE_CAMELOT)
    {
      if (r->walls->len == 0)
        return g_strdup_printf (ngettext ("The knight on %s reaches %s square on a board this "
                                          "size, and the knight on %s is not on it.",
                                          "The knight on %s reaches %s squares on a board this "
                                          "size, and the knight on %s is on none of them.", n),
                                from, count, to);
      list = walls_list (r, &nw);
      walls = g_strdup_printf (ngettext ("the wall on %s cuts it off from the knight on %s",
                                         "the walls on %s cut it off from the knight on %s", nw),
                               list, to);
      return g_strdup_printf (ngettext ("The knight on %s reaches %s square, and %s.",
                                        "The knight on %s reaches %s squares, and %s.", n),
                              from, count, walls);
    }
  if (r->to < 0)
    {
      /* a distance map: the free squares not reached */
      g_autofree char *total = kl_format_count (r->free_squares);
      gulong f = kl_plural_n (r->free_squares);

      if (r->walls->len == 0)
        /* Translators: "From a1 the knight reaches 45 of the 61 free squares on a board this
         * size." */
        return g_strdup_printf (ngettext ("From %s %s reaches %s of the %s free square on a board "
                                          "this size.",
                                          "From %s %s reaches %s of the %s free squares on a board "
                                          "this size.", f), from, piece, count, total);
      list = walls_list (r, &nw);
      walls = g_strdup_printf (ngettext ("the wall on %s cuts it off from the rest",
                                         "the walls on %s cut it off from the rest", nw), list);
      /* Translators: "From a1 the knight reaches 45 of the 61 free squares, and the walls on f7
       * and g6 cut it off from the rest." */
      return g_strdup_printf (ngettext ("From %s %s reaches %s of the %s free square, and %s.",
                                        "From %s %s reaches %s of the %s free squares, and %s.", f),
                              from, piece, count, total, walls);
    }
  if (r->walls->len == 0)
    return g_strdup_printf (ngettext ("From %s %s reaches only %s square on a board this size, "
                                      "and it is not %s.",
                                      "From %s %s reaches only %s squares on a board this size, "
                                      "none of them %s.", n), from, piece, count, to);
  list = walls_list (r, &nw);
  walls = g_strdup_printf (ngettext ("the wall on %s cuts it off from %s",
                                     "the walls on %s cut it off from %s", nw), list, to);
  /* Translators: "From a1 the knight reaches 51 squares, and the walls on f7 and g6 cut it off
   * from h8." */
  return g_strdup_printf (ngettext ("From %s %s reaches %s square, and %s.",
                                    "From %s %s reaches %s squares, and %s.", n),
                          from, piece, count, walls);
}

static char *
explain_unreachable (const KlReason *r)
{
  g_autofree char *piece = piece_name (r);
  g_autofree char *from = name (r, r->from);
  g_autofree char *to = r->to >= 0 ? name (r, r->to) : NULL;
  g_autofree char *rest = kl_format_count (r->unreached);
  gulong n = kl_plural_n (r->unreached);

  switch (r->argument)
    {
    case KN_REACH_BLOCKED:
      return g_strdup_printf (_("%s is a blocked square: no piece stops there."), to);
    case KN_REACH_COLOUR:
      if (to == NULL)
        return g_strdup_printf (ngettext ("Every move of %s keeps the colour of its square, so "
                                          "the %s free square of the other colour cannot be "
                                          "reached.",
                                          "Every move of %s keeps the colour of its square, so "
                                          "the %s free squares of the other colour cannot be "
                                          "reached.", n), piece, rest);
      return is_dark (r, r->from)
        ? g_strdup_printf (_("Every move of %s keeps the colour of its square, and %s is light "
                             "while %s is dark."), piece, to, from)
        : g_strdup_printf (_("Every move of %s keeps the colour of its square, and %s is dark "
                             "while %s is light."), piece, to, from);
    case KN_REACH_LATTICE:
      if (to == NULL && r->parity)
        return g_strdup_printf (ngettext ("Every move of %s changes the file and the rank by "
                                          "multiples of %d that add up to a multiple of %d, and "
                                          "the other %s free square cannot be reached that way "
                                          "from %s.",
                                          "Every move of %s changes the file and the rank by "
                                          "multiples of %d that add up to a multiple of %d, and "
                                          "the other %s free squares cannot be reached that way "
                                          "from %s.", n),
                                piece, r->step, 2 * r->step, rest, from);
      if (to == NULL)
        return g_strdup_printf (ngettext ("Every move of %s changes the file and the rank by "
                                          "multiples of %d, and the other %s free square cannot "
                                          "be reached that way from %s.",
                                          "Every move of %s changes the file and the rank by "
                                          "multiples of %d, and the other %s free squares cannot "
                                          "be reached that way from %s.", n),
                                piece, r->step, rest, from);
      {
        int files = ABS (r->to % r->width - r->from % r->width);
        int ranks = ABS (r->to / r->width - r->from / r->width);

        if (r->parity)
          /* Translators: "Every move of the alfil changes the file and the rank by multiples
           * of 2 that add up to a multiple of 4, but from a1 to c1 the file changes by 2 and
           * the rank by 0." */
          return g_strdup_printf (_("Every move of %s changes the file and the rank by multiples "
                                    "of %d that add up to a multiple of %d, but from %s to %s the "
                                    "file changes by %d and the rank by %d."),
                                  piece, r->step, 2 * r->step, from, to, files, ranks);
        return g_strdup_printf (_("Every move of %s changes the file and the rank by multiples of "
                                  "%d, but from %s to %s the file changes by %d and the rank by "
                                  "%d."), piece, r->step, from, to, files, ranks);
      }
    case KN_REACH_REGION:
      return explain_region (r);
    case KN_REACH_NONE:
    default:
      return g_strdup ("");
    }
}

static char *
explain_stuck (const KlReason *r)
{
  g_autofree char *left = kl_format_count (r->unvisited);
  const char *never = _("Plain Warnsdorff never backs up, so it stops here: nothing is proven, "
                        "and a tour may still exist (Warnsdorff with backtracking would back up "
                        "and look on).");

  switch (r->stuck_why)
    {
    case KN_WHY_NOT_CLOSING:
      return g_strdup_printf ("%s %s",
                              _("It visited every square, but its last square is not a move "
                                "from the start, and a closed tour was asked for."), never);
    case KN_WHY_END_WAITS:
      {
        /* TRANSLATORS: %s is a number of squares */
        g_autofree char *s = g_strdup_printf (ngettext ("The only unvisited square a move away is "
                                                        "the end square, which must come last, "
                                                        "and %s square remains unvisited.",
                                                        "The only unvisited square a move away is "
                                                        "the end square, which must come last, "
                                                        "and %s squares remain unvisited.",
                                                        kl_plural_n (r->unvisited)), left);
        return g_strdup_printf ("%s %s", s, never);
      }
    default:
      {
        /* TRANSLATORS: %s is a number of squares */
        g_autofree char *s = g_strdup_printf (ngettext ("No unvisited free square is a move away, "
                                                        "and %s square remains unvisited.",
                                                        "No unvisited free square is a move away, "
                                                        "and %s squares remain unvisited.",
                                                        kl_plural_n (r->unvisited)), left);
        return g_strdup_printf ("%s %s", s, never);
      }
    }
}

static char *
explain_unfit (const KlReason *r)
{
  switch (r->unfit)
    {
    case KN_UNFIT_LEAPER:
      return g_strdup (_("Its blocks are knight’s tours: it builds tours for the knight only."));
    case KN_UNFIT_BLOCKED:
      return g_strdup (_("Its blocks need every square of the board: it builds tours of empty "
                         "boards only."));
    case KN_UNFIT_SMALL:
      return g_strdup (_("Its smallest block is 5 squares a side: the board is too small."));
    case KN_UNFIT_ODD_END:
      return g_strdup (_("To an end square it lays a corridor of blocks, which needs a side of "
                         "even length."));
    case KN_UNFIT_NO_CUT:
    case KN_UNFIT_NONE:
    default:
      return g_strdup (_("None of the ways it tries to cut the board into blocks worked."));
    }
}

char *
kl_reason_explain (const KlReason *r)
{
  g_return_val_if_fail (r != NULL, NULL);

  switch (r->kind)
    {
    case KN_REASON_UNREACHABLE:
      return explain_unreachable (r);
    case KN_REASON_BOARD_RULE:
      return explain_rule (r);
    case KN_REASON_COLOUR:
      return explain_colour (r);
    case KN_REASON_DEAD_ENDS:
      return explain_dead_ends (r);
    case KN_REASON_DISCONNECTED:
      return explain_pieces (r);
    case KN_REASON_EXHAUSTED:
      if (r->method == KN_TOUR_METHOD_ROWS)
        /* the row automaton of boards 3 to 5 wide counts no nodes */
        return g_strdup (_("The exact search, row by row, of every tour of boards 3 to 5 "
                           "squares wide found none."));
      {
        g_autofree char *n = kl_format_count (r->nodes);

        return g_strdup_printf (ngettext ("The search tried every possibility (%s node) and found "
                                          "none.",
                                          "The search tried every possibility (%s nodes) and found "
                                          "none.", kl_plural_n (r->nodes)), n);
      }
    case KN_REASON_GAVE_UP:
      if (r->budget == 0)
        return g_strdup (_("The search stopped before it found a tour or proved that none exists: "
                           "nothing is proven."));
      {
        g_autofree char *n = kl_format_count (r->budget);

        return g_strdup_printf (ngettext ("The search stopped at its budget of %s node before it "
                                          "found a tour or proved that none exists: nothing is "
                                          "proven.",
                                          "The search stopped at its budget of %s nodes before it "
                                          "found a tour or proved that none exists: nothing is "
                                          "proven.", kl_plural_n (r->budget)), n);
      }
    case KN_REASON_STUCK:
      return explain_stuck (r);
    case KN_REASON_NOT_APPLICABLE:
      {
        g_autofree char *why = explain_unfit (r);

        return g_strdup_printf ("%s %s", why, _("Nothing is proven about the tour."));
      }
    case KN_REASON_NONE:
    default:
      return g_strdup ("");
    }
}

char *
kl_reason_sentence (const KlReason *r)
{
  g_autofree char *lead = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (r != NULL, NULL);
  lead = kl_reason_lead (r);
  why = kl_reason_explain (r);
  /* Translators: what has no answer, then the sentence that says why:
   * "No tour from a1. b1 and b2 each have only one free neighbour, ..." */
  return g_strdup_printf (_("%s. %s"), lead, why);
}

guint64
kl_reason_region_cells (const KlReason *r,
                        GArray         *out)
{
  if (r->region == NULL)
    return 0;
  g_array_append_vals (out, r->region->data, r->region->len);
  return r->region->len;
}
