/* kl-json.c - the members and values JSON documents are built of (json-glib's
 * builder): numbers, booleans, strings, squares by name, routes; shared by
 * knight-solve, the explanations and the reasons. */
#include "config.h"

#include "kl-json.h"
#include "kl-notation.h"

void
kl_json_set_int (JsonBuilder *builder,
                 const char  *member,
                 gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

void
kl_json_set_figure (JsonBuilder *builder,
                    const char  *member,
                    guint64      value)
{
  json_builder_set_member_name (builder, member);
  if (value == G_MAXUINT64)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, (gint64) MIN (value, (guint64) G_MAXINT64));
}

void
kl_json_set_bool (JsonBuilder *builder,
                  const char  *member,
                  gboolean     value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, value);
}

void
kl_json_set_string (JsonBuilder *builder,
                    const char  *member,
                    const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
kl_json_set_square (JsonBuilder     *builder,
                    const char      *member,
                    const kn_square *square)
{
  json_builder_set_member_name (builder, member);
  if (square)
    kl_json_add_square (builder, *square);
  else
    json_builder_add_null_value (builder);
}

void
kl_json_add_square (JsonBuilder *builder,
                    kn_square    square)
{
  char name[KN_SQUARE_BUFSIZE];

  kn_square_format (square, 0, name, sizeof name);
  json_builder_add_string_value (builder, name);
}

void
kl_json_add_path (JsonBuilder   *builder,
                  const kn_path *path)
{
  json_builder_begin_array (builder);
  for (size_t i = 0; path && i < kn_path_length (path); i++)
    kl_json_add_square (builder, kn_path_square (path, i));
  json_builder_end_array (builder);
}

void
kl_json_add_letters (JsonBuilder   *builder,
                     const kn_path *path)
{
  json_builder_begin_array (builder);
  for (size_t i = 1; path && i < kn_path_length (path); i++)
    json_builder_add_string_value (builder, kl_move_letter (kn_path_move (path, i)));
  json_builder_end_array (builder);
}

void
kl_json_add_pair (JsonBuilder *builder,
                  gint64       a,
                  gint64       b)
{
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, a);
  json_builder_add_int_value (builder, b);
  json_builder_end_array (builder);
}

void
kl_json_add_cell (JsonBuilder *builder,
                  int          cell,
                  int          width)
{
  if (cell < 0)
    json_builder_add_null_value (builder);
  else
    {
      g_autofree char *name = kl_cell_name (cell, width);

      json_builder_add_string_value (builder, name);
    }
}

void
kl_json_set_cell (JsonBuilder *builder,
                  const char  *member,
                  int          cell,
                  int          width)
{
  json_builder_set_member_name (builder, member);
  kl_json_add_cell (builder, cell, width);
}

void
kl_json_set_cells (JsonBuilder *builder,
                   const char  *member,
                   GArray      *cells,
                   int          width)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < cells->len; i++)
    kl_json_add_cell (builder, g_array_index (cells, int, i), width);
  json_builder_end_array (builder);
}
