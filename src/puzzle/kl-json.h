/* kl-json.h - the members and values JSON documents are built of (json-glib's
 * builder), shared by knight-solve, the explanations and the reasons. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "knight.h"

G_BEGIN_DECLS

/* Object members: an integer, a boolean, a string, a square's name
 * (null for NULL). */
void          kl_json_set_int       (JsonBuilder  *builder,
                                     const char   *member,
                                     gint64        value);
/* A count as member, or null when it is G_MAXUINT64 (KL_SOLVE_STAT_NONE:
 * the algorithm has no such figure); counts past G_MAXINT64 are clamped. */
void          kl_json_set_figure    (JsonBuilder  *builder,
                                     const char   *member,
                                     guint64       value);
void          kl_json_set_bool      (JsonBuilder  *builder,
                                     const char   *member,
                                     gboolean      value);
void          kl_json_set_string    (JsonBuilder  *builder,
                                     const char   *member,
                                     const char   *value);
void          kl_json_set_square    (JsonBuilder  *builder,
                                     const char   *member,
                                     const kn_square *square);

/* Builder helpers: a square as a string ("c3"), a route as an array of
 * squares (empty for NULL), the letters of a dynamic route's moves ("K",
 * "B", "T", one a move), and a pair of numbers ([8,8]). */
void          kl_json_add_square    (JsonBuilder  *builder,
                                     kn_square     square);
void          kl_json_add_path      (JsonBuilder  *builder,
                                     const kn_path *path);
void          kl_json_add_letters   (JsonBuilder  *builder,
                                     const kn_path *path);
void          kl_json_add_pair      (JsonBuilder  *builder,
                                     gint64        a,
                                     gint64        b);

/* A cell (y * width + x) by name ("c3"), or null for -1; as member; and a
 * member holding an array of cells (GArray of int) by name. */
void          kl_json_add_cell      (JsonBuilder  *builder,
                                     int           cell,
                                     int           width);
void          kl_json_set_cell      (JsonBuilder  *builder,
                                     const char   *member,
                                     int           cell,
                                     int           width);
void          kl_json_set_cells     (JsonBuilder  *builder,
                                     const char   *member,
                                     GArray       *cells,
                                     int           width);

G_END_DECLS
