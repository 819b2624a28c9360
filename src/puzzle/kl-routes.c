/* kl-routes.c - the exact number of shortest routes to a square, in
 * arbitrary precision.  libknight's count saturates at 2^64 - 1, which open
 * boards pass from about 120 x 120 on; here the count of one square is
 * worked out over that square's cone alone, so asking costs what the cone
 * costs, not the board. */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "kl-notation.h"
#include "kl-routes.h"

/* ------------------------------------------------------------ numbers */

/* Naturals are arrays of limbs, base 10^9, least significant first: the
 * decimal digits fall out nine to a limb.  A sum is taken limb by limb in
 * 64 bits, where up to 2^32 limbs add up without a carry, and the carries
 * are passed up once at the end: the inner loop has no branch. */
#define LIMB_BASE   1000000000u
#define LIMB_DIGITS 9

/* acc[0..n) += x[0..n), limb by limb. */
static inline void
limbs_accumulate (guint64       *acc,
                  const guint32 *x,
                  gsize          n)
{
  for (gsize i = 0; i < n; i++)
    acc[i] += x[i];
}

/* out[0..out_len) = the number whose limbs, each below 2^64, acc[0..n)
 * holds: the carries passed up.  out_len must leave room for them. */
static void
limbs_normalize (const guint64 *acc,
                 gsize          n,
                 guint32       *out,
                 gsize          out_len)
{
  guint64 carry = 0;
  gsize i;

  for (i = 0; i < n; i++)
    {
      /* acc[i] + carry: at most 2^64 - 1 + (2^64 - 1) / 10^9, no overflow
       * while acc[i] stays below 2^64 - 2^35, as 2^32 limbs do */
      guint64 v = acc[i] + carry;

      out[i] = (guint32) (v % LIMB_BASE);
      carry = v / LIMB_BASE;
    }
  for (; i < out_len; i++)
    {
      out[i] = (guint32) (carry % LIMB_BASE);
      carry /= LIMB_BASE;
    }
  g_assert (carry == 0);
}

/* The limbs of x that count: without the zeros above its top limb. */
static gsize
limbs_len (const guint32 *x,
           gsize          n)
{
  while (n > 1 && x[n - 1] == 0)
    n--;
  return n;
}

/* floor (log10 (x)) for x > 0: its decimal digits less one. */
static guint
limbs_log10 (const guint32 *x,
             gsize          n)
{
  guint32 top;
  guint d = 0;

  n = limbs_len (x, n);
  for (top = x[n - 1]; top >= 10; top /= 10)
    d++;
  return (guint) (n - 1) * LIMB_DIGITS + d;
}

static char *
limbs_to_string (const guint32 *x,
                 gsize          n)
{
  GString *s;

  n = limbs_len (x, n);
  s = g_string_sized_new (n * LIMB_DIGITS + 1);
  g_string_append_printf (s, "%u", x[n - 1]);
  /* every limb below the top one has all its nine digits, zeros too */
  for (gsize i = n - 1; i-- > 0;)
    g_string_append_printf (s, "%09u", x[i]);
  return g_string_free (s, FALSE);
}

static guint
u64_log10 (guint64 v)
{
  guint d = 0;

  for (; v >= 10; v /= 10)
    d++;
  return d;
}

char *
kl_decimal_sum (const char * const *terms,
                guint               n)
{
  gsize width = 1;
  g_autofree guint64 *acc = NULL;
  g_autofree guint32 *x = NULL, *sum = NULL;

  for (guint t = 0; t < n; t++)
    {
      gsize len = strlen (terms[t]);

      g_return_val_if_fail (len > 0 && strspn (terms[t], "0123456789") == len, NULL);
      width = MAX (width, (len + LIMB_DIGITS - 1) / LIMB_DIGITS);
    }
  acc = g_new0 (guint64, width);
  x = g_new (guint32, width);
  for (guint t = 0; t < n; t++)
    {
      gsize len = strlen (terms[t]), limbs = 0;

      /* nine digits a limb, from the right */
      for (gsize end = len; end > 0; limbs++)
        {
          gsize begin = end > LIMB_DIGITS ? end - LIMB_DIGITS : 0;
          guint32 v = 0;

          for (gsize i = begin; i < end; i++)
            v = v * 10 + (guint32) (terms[t][i] - '0');
          x[limbs] = v;
          end = begin;
        }
      limbs_accumulate (acc, x, limbs);
    }
  /* fewer than 2^32 terms, each below 10^(9 width), add up to below
   * 10^(9 (width + 2)) */
  sum = g_new (guint32, width + 2);
  limbs_normalize (acc, width, sum, width + 2);
  return limbs_to_string (sum, width + 2);
}

/* ------------------------------------------------------------ the cone */

/* The squares found so far of one layer of the cone, each with its index
 * in the layer: open addressing on cell + 1 (cells are below 2^31), grown
 * when half full.  A square's predecessors all lie in the layer just
 * below it, so one layer's set at a time is enough, small and in cache. */
typedef struct
{
  guint32 *keys;   /* cell + 1; 0 is empty */
  guint32 *index;
  gsize    mask;
  gsize    count;
} CellIndex;

static gsize
cell_slot (const CellIndex *set,
           guint32          key)
{
  gsize h = (key * (gsize) 2654435761u) & set->mask;

  while (set->keys[h] != 0 && set->keys[h] != key)
    h = (h + 1) & set->mask;
  return h;
}

static void
cell_index_alloc (CellIndex *set,
                  gsize      mask)
{
  set->mask = mask;
  set->count = 0;
  set->keys = g_new0 (guint32, mask + 1);
  set->index = g_new (guint32, mask + 1);
}

static void
cell_index_clear (CellIndex *set)
{
  g_clear_pointer (&set->keys, g_free);
  g_clear_pointer (&set->index, g_free);
}

/* Empties the set, keeping its room. */
static void
cell_index_reset (CellIndex *set)
{
  memset (set->keys, 0, (set->mask + 1) * sizeof *set->keys);
  set->count = 0;
}

/* The index of cell, put in the set at index next when it is new. */
static guint32
cell_index_put (CellIndex *set,
                guint32    cell,
                guint32    next)
{
  gsize h;

  if (2 * (set->count + 1) > set->mask + 1)
    {
      CellIndex old = *set;

      cell_index_alloc (set, old.mask * 2 + 1);
      set->count = old.count;
      for (gsize i = 0; i <= old.mask; i++)
        if (old.keys[i] != 0)
          {
            gsize to = cell_slot (set, old.keys[i]);

            set->keys[to] = old.keys[i];
            set->index[to] = old.index[i];
          }
      cell_index_clear (&old);
    }
  h = cell_slot (set, cell + 1);
  if (set->keys[h] == 0)
    {
      set->keys[h] = cell + 1;
      set->index[h] = next;
      set->count++;
    }
  return set->index[h];
}

/* Counts the routes to the square cell at distance d > 0 of map.  TRUE
 * with out->digits set, or FALSE with *at_least a bound when a limit
 * stopped it. */
static gboolean
count_cone (const kn_distmap    *map,
            guint32              cell,
            int32_t              d,
            const KlRouteLimits *limits,
            KlRouteCount        *out,
            guint               *at_least)
{
  guint32 width = (guint32) kn_distmap_width (map);
  kn_square offs[8];
  size_t noff = kn_leaper_offsets (kn_distmap_leaper (map), offs);
  /* The cone, a layer after another from the square's down to the
   * start's: layer l is cells[begin[l]] .. cells[begin[l - 1] - 1] (the
   * start's ends the array).  The predecessors of the square at position
   * g are edges[first[g]] .. edges[first[g + 1] - 1], each an index into
   * the layer below. */
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autofree guint32 *begin = g_new (guint32, d + 1);
  CellIndex below;
  gsize widest = 1, prev_width = 1;
  guint64 work = 0;
  g_autofree guint32 *prev = g_new (guint32, 1);
  g_autofree guint64 *acc = NULL;
  guint largest = 0;  /* floor (log10) of the largest count worked out */
  gboolean done = FALSE;

  /* Back from the square: the cone's squares at distance l - 1 are those
   * one move from its squares at distance l (a leaper's moves go both
   * ways) at that distance. */
  g_array_append_val (cells, cell);
  begin[d] = 0;
  cell_index_alloc (&below, 1023);
  for (int32_t l = d; l > 0; l--)
    {
      guint32 end = cells->len;

      begin[l - 1] = end;
      cell_index_reset (&below);
      for (guint32 g = begin[l]; g < end; g++)
        {
          guint32 c = g_array_index (cells, guint32, g), at = edges->len;

          g_array_append_val (first, at);
          for (size_t j = 0; j < noff; j++)
            {
              kn_square p = { (int32_t) (c % width) + offs[j].x,
                              (int32_t) (c / width) + offs[j].y };
              guint32 pc, index, next = cells->len - end;

              /* kn_distmap_get is -1 off the board */
              if (kn_distmap_get (map, p) != l - 1)
                continue;
              pc = (guint32) p.y * width + (guint32) p.x;
              index = cell_index_put (&below, pc, next);
              if (index == next)
                g_array_append_val (cells, pc);
              g_array_append_val (edges, index);
            }
        }
      widest = MAX (widest, cells->len - end);
      if (cells->len > limits->max_squares)
        goto out;
    }
  /* the start has no predecessor; then the end of the last edges */
  g_array_set_size (first, cells->len + 1);
  g_array_index (first, guint32, cells->len - 1) = edges->len;
  g_array_index (first, guint32, cells->len) = edges->len;

  /* Forward from the start (layer 0, the start alone, with one route): a
   * square's count is the sum of its predecessors'.  The counts of a
   * layer have one width: the widest of the layer below plus a limb for
   * the carry of at most eight of them, trimmed to the widest the layer
   * really has. */
  prev[0] = 1;
  for (int32_t l = 1; l <= d; l++)
    {
      guint32 from = begin[l], to = begin[l - 1];
      guint32 n_edges = g_array_index (first, guint32, to) - g_array_index (first, guint32, from);
      gsize n = to - from, sum_width = prev_width + 1, used = 1;
      guint32 *cur;

      /* every edge adds prev_width limbs: stop before the layer, so that
       * neither its time nor its memory passes the limit */
      if (work + (guint64) n_edges * prev_width > limits->max_work)
        break;
      work += (guint64) n_edges * prev_width;
      cur = g_new (guint32, n * sum_width);
      acc = g_renew (guint64, acc, prev_width);
      for (gsize i = 0; i < n; i++)
        {
          guint32 *sum = cur + i * sum_width;

          memset (acc, 0, prev_width * sizeof *acc);
          for (guint32 e = g_array_index (first, guint32, from + i);
               e < g_array_index (first, guint32, from + i + 1); e++)
            limbs_accumulate (acc, prev + g_array_index (edges, guint32, e) * prev_width,
                              prev_width);
          limbs_normalize (acc, prev_width, sum, sum_width);
          used = MAX (used, limbs_len (sum, sum_width));
          largest = MAX (largest, limbs_log10 (sum, sum_width));
        }
      for (gsize i = 1; i < n; i++)
        memmove (cur + i * used, cur + i * sum_width, used * sizeof *cur);
      g_free (prev);
      prev = cur;
      prev_width = used;
      done = l == d;
    }

out:
  cell_index_clear (&below);
  if (done)
    {
      out->digits = limbs_to_string (prev, prev_width);
      return TRUE;
    }
  /* a route to the square through each square of a layer of the cone,
   * and through each route to a square of it */
  *at_least = MAX (u64_log10 (widest), largest);
  return FALSE;
}

/* ------------------------------------------------------------ counts */

void
kl_route_limits_init (KlRouteLimits *limits)
{
  limits->max_squares = KL_ROUTES_MAX_SQUARES;
  limits->max_work = KL_ROUTES_MAX_WORK;
}

void
kl_route_count (const kn_distmap     *map,
                const kn_bfs_explain *bfs,
                kn_square             sq,
                const KlRouteLimits  *limits,
                KlRouteCount         *out)
{
  KlRouteLimits defaults;
  int32_t d;
  guint at_least = 0, saturated = 0;

  g_return_if_fail (map != NULL && out != NULL);

  *out = (KlRouteCount) { NULL, 0 };
  if (limits == NULL)
    {
      kl_route_limits_init (&defaults);
      limits = &defaults;
    }
  d = kn_distmap_get (map, sq);
  if (d <= 0)
    {
      /* not reached, or the start: its one route of no move */
      out->digits = g_strdup (d < 0 ? "0" : "1");
      return;
    }
  if (bfs != NULL)
    {
      guint64 n = kn_bfs_explain_routes (bfs, sq);

      if (n < G_MAXUINT64)
        {
          out->digits = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
          return;
        }
      saturated = u64_log10 (G_MAXUINT64);
    }
  /* the cone has a square at every distance from 0 to d */
  if ((guint64) d >= limits->max_squares ||
      !count_cone (map, (guint32) sq.y * (guint32) kn_distmap_width (map) + (guint32) sq.x, d,
                   limits, out, &at_least))
    out->at_least = MAX (at_least, saturated);
}

void
kl_route_count_clear (KlRouteCount *count)
{
  g_clear_pointer (&count->digits, g_free);
  count->at_least = 0;
}

char *
kl_route_count_words (const KlRouteCount *count)
{
  static const char *const superscript[10] = { "⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹" };
  g_autofree char *digits = NULL;
  g_autoptr(GString) power = NULL;

  if (count->digits != NULL)
    return kl_group_digits (count->digits);
  digits = g_strdup_printf ("%u", count->at_least);
  power = g_string_new ("10");
  for (const char *c = digits; *c; c++)
    g_string_append (power, superscript[*c - '0']);
  /* Translators: a number of shortest routes known only to be at least a
   * power of ten, "at least 10¹⁹"; it stands where the number would, in
   * "d8: 180 moves from a1, reached from b7; %s shortest routes." */
  return g_strdup_printf (_("at least %s"), power->str);
}

gulong
kl_route_count_plural (const KlRouteCount *count)
{
  gsize len;

  if (count->digits == NULL)
    {
      gulong n = 1;

      /* 10^k, which ends in six zeros from k = 6 on */
      for (guint k = 0; k < count->at_least && k < 6; k++)
        n *= 10;
      return count->at_least < 6 ? n : 1000000;
    }
  len = strlen (count->digits);
  if (len <= 6)
    return strtoul (count->digits, NULL, 10);
  return 1000000 + strtoul (count->digits + len - 6, NULL, 10);
}
