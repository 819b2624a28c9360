/* kl-routes.h - the exact number of shortest routes from a distance map's
 * start to a square, at any size: counted in arbitrary precision over the
 * squares that lie on some shortest route to it, or bounded in words when
 * even that would take too long. */
#pragma once

#include <glib.h>

#include "knight.h"

G_BEGIN_DECLS

/* What a count may cost.  The cone of a square (the squares on some
 * shortest route to it) holds at most max_squares squares, and adding up
 * their counts at most max_work limb additions (a limb is 9 decimal
 * digits); past either, the count is given as a bound. */
typedef struct
{
  gsize   max_squares;
  guint64 max_work;
} KlRouteLimits;

/* The defaults, for a count asked on hover: 1,048,576 squares (about
 * 30 MB while counting) and 2^24 limb additions, each about a tenth of a
 * second.  A knight on an open 1000 x 1000 board is counted exactly from
 * corner to corner (199 digits, in 40 ms); from 1500 x 1500 on, a corner
 * to corner count gives way to a bound ("at least 10¹⁹⁹"). */
#define KL_ROUTES_MAX_SQUARES ((gsize) 1 << 20)
#define KL_ROUTES_MAX_WORK    ((guint64) 1 << 24)

void kl_route_limits_init (KlRouteLimits *limits);

/* A count of shortest routes: exact, or known only to be large. */
typedef struct
{
  char  *digits;    /* the exact count in decimal, most significant digit first, no
                     * separators ("0" for a square not reached); NULL when only the
                     * bound is known */
  guint  at_least;  /* digits == NULL: there are at least 10^at_least routes */
} KlRouteCount;

/* Counts the shortest routes from map's start to sq into *out (clear it
 * with kl_route_count_clear).  Walks back from sq through the layers to
 * find its cone, then adds the counts up layer by layer from the start:
 * the cost is that of the cone, not of the board.  bfs, when given
 * (made from map), answers at once wherever its 64-bit count has not
 * saturated, and tells a bound of at least 10^19 when it has; limits NULL
 * means the defaults.  A bound is always true: every square of the cone
 * lies on a shortest route to sq, and distinct routes to it continue to
 * distinct routes to sq, so sq has at least as many routes as any square
 * of its cone, and as many as any layer of it has squares. */
void   kl_route_count         (const kn_distmap     *map,
                               const kn_bfs_explain *bfs,
                               kn_square             sq,
                               const KlRouteLimits  *limits,
                               KlRouteCount         *out);
void   kl_route_count_clear   (KlRouteCount         *count);

/* The count in words: its digits grouped as the locale groups them
 * ("1,267,650,600,228,229,401,496,703,205,376"), or the bound ("at least
 * 10¹⁹", translated); g_free it. */
char  *kl_route_count_words   (const KlRouteCount   *count);
/* The n to give ngettext for the count: the count itself when small,
 * else a number with its last six digits (a plural form hangs on the last
 * digits, and never on a count this large being 1). */
gulong kl_route_count_plural  (const KlRouteCount   *count);

/* The sum of n decimal numbers (digits only, no sign), by the same
 * base-10^9 addition the counts use; g_free it.  For the tests, which
 * check its carries against an addition of their own. */
char  *kl_decimal_sum         (const char * const   *terms,
                               guint                 n);

G_END_DECLS
