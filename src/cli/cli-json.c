/* cli-json.c - JSON output through json-glib, whole or streamed. */
#include "config.h"

#include <string.h>

#include "cli-json.h"
#include "kl-notation.h"

/* Elements are written this many at a time: each batch is one JsonArray
 * that json-glib generates, so memory stays small however long the array. */
#define BATCH 1024

/* An open array: the elements not written yet, and the text that closes
 * the frame after them ("]}"). */
typedef struct
{
  JsonArray *pending;
  char      *closing;
  gboolean   empty;   /* no element written yet */
} Level;

struct _KlJsonStream
{
  FILE          *out;
  JsonGenerator *generator;
  GPtrArray     *levels;  /* of Level, innermost last */
  gboolean       failed;
};

static void
put (KlJsonStream *self,
     const char   *text,
     gsize         len)
{
  if (!self->failed && len > 0 && fwrite (text, 1, len, self->out) != len)
    self->failed = TRUE;
}

/* The node (consumed) as JSON text; g_free it. */
static char *
generate (KlJsonStream *self,
          JsonNode     *node,
          gsize        *len)
{
  char *text;

  json_generator_set_root (self->generator, node);
  text = json_generator_to_data (self->generator, len);
  json_generator_set_root (self->generator, NULL);
  json_node_unref (node);
  return text;
}

static Level *
top (KlJsonStream *self)
{
  return self->levels->len ? g_ptr_array_index (self->levels, self->levels->len - 1) : NULL;
}

/* Writes the pending elements of level: json-glib generates them as one
 * array, whose brackets are dropped because the frame wrote them. */
static void
write_pending (KlJsonStream *self,
               Level        *level)
{
  JsonNode *batch;
  g_autofree char *text = NULL;
  gsize len;

  if (json_array_get_length (level->pending) == 0)
    return;
  batch = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (batch, level->pending);
  level->pending = json_array_new ();
  text = generate (self, batch, &len);
  if (!level->empty)
    put (self, ",", 1);
  put (self, text + 1, len - 2);
  level->empty = FALSE;
}

KlJsonStream *
kl_json_stream_new (FILE *out)
{
  KlJsonStream *self = g_new0 (KlJsonStream, 1);

  self->out = out;
  self->generator = json_generator_new ();
  self->levels = g_ptr_array_new ();
  return self;
}

void
kl_json_stream_add (KlJsonStream *self,
                    JsonNode     *node)
{
  Level *level = top (self);

  if (level == NULL)
    {
      gsize len;
      g_autofree char *text = generate (self, node, &len);

      put (self, text, len);
      return;
    }
  json_array_add_element (level->pending, node);
  if (json_array_get_length (level->pending) >= BATCH)
    write_pending (self, level);
}

void
kl_json_stream_add_string (KlJsonStream *self,
                           const char   *value)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (node, value);
  kl_json_stream_add (self, node);
}

void
kl_json_stream_add_int (KlJsonStream *self,
                        gint64        value)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  json_node_set_int (node, value);
  kl_json_stream_add (self, node);
}

void
kl_json_stream_open (KlJsonStream *self,
                     JsonNode     *frame)
{
  Level *outer = top (self), *level;
  gsize len;
  g_autofree char *text = generate (self, frame, &len);
  /* The frame's last value is the empty array, so its "[]" is the last in
   * the text (one inside an earlier string comes before it) and only
   * closing brackets follow. */
  const char *hole = g_strrstr (text, "[]");

  g_assert (hole != NULL && strspn (hole + 2, "]}") == strlen (hole + 2));
  if (outer)
    {
      write_pending (self, outer);
      if (!outer->empty)
        put (self, ",", 1);
      outer->empty = FALSE;
    }
  put (self, text, (gsize) (hole + 1 - text));
  level = g_new0 (Level, 1);
  level->pending = json_array_new ();
  level->closing = g_strdup (hole + 1);
  level->empty = TRUE;
  g_ptr_array_add (self->levels, level);
}

void
kl_json_stream_open_array (KlJsonStream *self)
{
  JsonNode *frame = json_node_new (JSON_NODE_ARRAY);

  json_node_take_array (frame, json_array_new ());
  kl_json_stream_open (self, frame);
}

void
kl_json_stream_close (KlJsonStream *self)
{
  Level *level = top (self);

  g_return_if_fail (level != NULL);
  write_pending (self, level);
  put (self, level->closing, strlen (level->closing));
  json_array_unref (level->pending);
  g_free (level->closing);
  g_free (level);
  g_ptr_array_set_size (self->levels, self->levels->len - 1);
}

gboolean
kl_json_stream_ok (const KlJsonStream *self)
{
  return !self->failed;
}

gboolean
kl_json_stream_finish (KlJsonStream *self)
{
  gboolean ok;

  while (self->levels->len)
    kl_json_stream_close (self);
  put (self, "\n", 1);
  ok = !self->failed;
  g_ptr_array_unref (self->levels);
  g_object_unref (self->generator);
  g_free (self);
  return ok;
}

gboolean
kl_json_print (JsonNode *node)
{
  KlJsonStream *stream = kl_json_stream_new (stdout);

  kl_json_stream_add (stream, node);
  return kl_json_stream_finish (stream);
}

gboolean
kl_json_print_with_region (JsonBuilder    *builder,
                           const KlReason *reason)
{
  KlJsonStream *stream;
  g_autoptr (GArray) cells = NULL;

  if (reason == NULL || reason->marks == NULL)
    return kl_json_print (json_builder_get_root (builder));
  stream = kl_json_stream_new (stdout);
  kl_json_stream_open (stream, json_builder_get_root (builder));
  cells = g_array_new (FALSE, FALSE, sizeof (int));
  kl_reason_region_cells (reason, cells);
  for (guint i = 0; i < cells->len && kl_json_stream_ok (stream); i++)
    {
      int cell = g_array_index (cells, int, i);
      char name[KN_SQUARE_BUFSIZE];

      kn_square_format ((kn_square) { cell % reason->width, cell / reason->width }, 0, name,
                        sizeof name);
      kl_json_stream_add_string (stream, name);
    }
  return kl_json_stream_finish (stream);
}

void
kl_json_set_int (JsonBuilder *builder,
                 const char  *member,
                 gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
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
