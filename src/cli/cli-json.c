/* cli-json.c - JSON output through json-glib, whole or streamed. */
#include "config.h"

#include <string.h>

#include "cli-json.h"

/* An array's elements are written this many at a time, so memory stays
 * small however long the array (a tour has 10^8 squares).  What costs is
 * json-glib's work per element, so a batch is made without any:
 *
 * - Strings are kept one after the other in one buffer, and json-glib
 *   escapes the whole buffer as one string, in one call.  When that leaves
 *   it unchanged -- JSON escapes character by character, so then no string
 *   of the batch needs escaping, as square names never do -- each string's
 *   JSON text is the string between quotes, which is how json-glib would
 *   write it, and the batch is written so.  Otherwise the batch goes the
 *   other way:
 * - Other values (integers, strings that need escaping) are set on value
 *   nodes reused from batch to batch, and json-glib generates them as one
 *   array whose brackets the stream drops.
 *
 * With a node allocated, set, generated and freed per square, a 10^8-square
 * tour took 8 times as long as its text; see the README's benchmarks. */
#define BATCH 8192
/* Strings this short are copied SLACK bytes at a time (one instruction
 * rather than a call), into buffers that leave that much room. */
#define SLACK 16

/* An open array (or object): the text that closes its frame after the
 * elements ("]}"). */
typedef struct
{
  char     *closing;
  gboolean  empty;   /* no element (member) written yet */
  gboolean  object;  /* an object: it takes members, not elements */
} Level;

struct _KlJsonStream
{
  FILE          *out;
  JsonGenerator *generator;
  GString       *text;     /* what the generator last wrote */
  GPtrArray     *levels;   /* of Level, innermost last */

  /* The elements of the innermost level not written yet: strings (the
   * first kind above) or nodes (the second), never both. */
  char          *strings;  /* the strings, one after the other */
  gsize          strings_len, strings_size;
  gsize          ends[BATCH]; /* where each string ends in strings */
  guint          n_strings;
  JsonNode      *joined;   /* the value node that escapes strings at once */
  char          *line;     /* a batch of strings as JSON */
  gsize          line_size;
  /* The first `used` nodes of slots; the nodes after them wait to be
   * reused.  slot[] holds the same nodes, for a quicker way to them than
   * the checks of json_array_get_element. */
  JsonArray     *slots;
  JsonNode      *slot[BATCH];
  guint          n_slots;
  guint          used;

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

/* Generates node (not consumed) into self->text. */
static void
generate (KlJsonStream *self,
          JsonNode     *node)
{
  g_string_truncate (self->text, 0);
  json_generator_set_root (self->generator, node);
  json_generator_to_gstring (self->generator, self->text);
  json_generator_set_root (self->generator, NULL);
}

static Level *
top (KlJsonStream *self)
{
  return self->levels->len ? g_ptr_array_index (self->levels, self->levels->len - 1) : NULL;
}

/* Writes text, generated from an array, as the next elements of level:
 * the array's brackets are dropped, since the level's frame wrote them. */
static void
put_elements (KlJsonStream *self,
              Level        *level)
{
  if (self->text->len <= 2)
    return;
  if (!level->empty)
    put (self, ",", 1);
  put (self, self->text->str + 1, self->text->len - 2);
  level->empty = FALSE;
}

/* The next pending node, reused from an earlier batch when there is one;
 * the caller has made room. */
static JsonNode *
take_slot (KlJsonStream *self)
{
  if (G_UNLIKELY (self->used == self->n_slots))
    {
      JsonNode *node = json_node_new (JSON_NODE_VALUE);

      json_array_add_element (self->slots, node);
      self->slot[self->n_slots++] = node;
    }
  return self->slot[self->used++];
}

/* Writes the pending nodes. */
static void
write_slots (KlJsonStream *self)
{
  g_autoptr(JsonNode) batch = json_node_new (JSON_NODE_ARRAY);

  if (self->used == self->n_slots)
    json_node_set_array (batch, self->slots);
  else
    {
      /* A partial batch (the end of an array): the nodes in use, shared. */
      JsonArray *part = json_array_sized_new (self->used);

      for (guint i = 0; i < self->used; i++)
        json_array_add_element (part, json_node_ref (self->slot[i]));
      json_node_take_array (batch, part);
    }
  generate (self, batch);
  put_elements (self, top (self));
  self->used = 0;
}

/* Writes the pending strings. */
static void
write_strings (KlJsonStream *self)
{
  Level *level = top (self);
  const char *s = self->strings;
  guint n = self->n_strings;
  gsize start = 0;

  self->strings[self->strings_len] = '\0';
  json_node_set_string (self->joined, s);
  generate (self, self->joined);
  if (self->text->len == self->strings_len + 2 &&
      memcmp (self->text->str + 1, s, self->strings_len) == 0)
    {
      /* json-glib escaped nothing: each string is its JSON text, quoted,
       * after a comma ("," "\"" and "\"": three bytes a string at most) */
      gsize need = self->strings_len + 3 * (gsize) n + SLACK;
      char *p;

      if (need > self->line_size)
        {
          self->line_size = MAX (need, 2 * self->line_size);
          self->line = g_realloc (self->line, self->line_size);
        }
      p = self->line;
      for (guint i = 0; i < n; i++)
        {
          gsize end = self->ends[i];

          if (i > 0 || !level->empty)
            *p++ = ',';
          *p++ = '"';
          if (end - start <= SLACK)
            memcpy (p, s + start, SLACK);
          else
            memcpy (p, s + start, end - start);
          p += end - start;
          *p++ = '"';
          start = end;
        }
      put (self, self->line, (gsize) (p - self->line));
      level->empty = FALSE;
    }
  else
    {
      /* some string needs escaping: json-glib writes them one node each */
      for (guint i = 0; i < n; i++)
        {
          gsize end = self->ends[i];
          g_autofree char *one = g_strndup (s + start, end - start);

          json_node_set_string (take_slot (self), one);
          start = end;
        }
      write_slots (self);
    }
  self->strings_len = 0;
  self->n_strings = 0;
}

/* Writes the pending elements of the innermost level. */
static void
write_pending (KlJsonStream *self)
{
  if (self->n_strings > 0)
    write_strings (self);
  else if (self->used > 0)
    write_slots (self);
}

/* The next element of the innermost level as a node to set. */
static JsonNode *
next_slot (KlJsonStream *self)
{
  if (G_UNLIKELY (self->n_strings > 0 || self->used == BATCH))
    write_pending (self);
  return take_slot (self);
}

KlJsonStream *
kl_json_stream_new (FILE *out)
{
  KlJsonStream *self = g_new0 (KlJsonStream, 1);

  self->out = out;
  self->generator = json_generator_new ();
  self->text = g_string_new (NULL);
  self->levels = g_ptr_array_new ();
  self->strings_size = 16 * BATCH;
  self->strings = g_malloc (self->strings_size);
  self->joined = json_node_new (JSON_NODE_VALUE);
  self->slots = json_array_sized_new (BATCH);
  return self;
}

void
kl_json_stream_add (KlJsonStream *self,
                    JsonNode     *node)
{
  Level *level = top (self);

  if (level == NULL)
    {
      generate (self, node);
      put (self, self->text->str, self->text->len);
    }
  else
    {
      g_return_if_fail (!level->object);
      /* A node of its own (an object, a whole answer) is generated alone,
       * after the values before it. */
      JsonNode *one = json_node_new (JSON_NODE_ARRAY);

      write_pending (self);
      json_node_take_array (one, json_array_new ());
      json_array_add_element (json_node_get_array (one), json_node_ref (node));
      generate (self, one);
      put_elements (self, level);
      json_node_unref (one);
    }
  json_node_unref (node);
}

void
kl_json_stream_add_string (KlJsonStream *self,
                           const char   *value)
{
  kl_json_stream_add_string_len (self, value, strlen (value));
}

void
kl_json_stream_add_string_len (KlJsonStream *self,
                               const char   *value,
                               gsize         len)
{
  if (top (self) == NULL)
    {
      JsonNode *node = json_node_new (JSON_NODE_VALUE);
      g_autofree char *copy = g_strndup (value, len);

      json_node_set_string (node, copy);
      kl_json_stream_add (self, node);
      return;
    }
  memcpy (kl_json_stream_reserve_string (self, len), value, len);
  kl_json_stream_add_reserved (self, len);
}

char *
kl_json_stream_reserve_string (KlJsonStream *self,
                               gsize         max)
{
  Level *level = top (self);

  g_return_val_if_fail (level != NULL && !level->object, NULL);
  if (G_UNLIKELY (self->used > 0 || self->n_strings == BATCH))
    write_pending (self);
  /* room for the string, then SLACK bytes: the NUL write_strings puts
   * after the strings and its short copies may read past the last one */
  if (G_UNLIKELY (self->strings_len + max + SLACK > self->strings_size))
    {
      self->strings_size = MAX (2 * self->strings_size, self->strings_len + max + SLACK);
      self->strings = g_realloc (self->strings, self->strings_size);
    }
  return self->strings + self->strings_len;
}

void
kl_json_stream_add_reserved (KlJsonStream *self,
                             gsize         len)
{
  self->strings_len += len;
  self->ends[self->n_strings++] = self->strings_len;
}

void
kl_json_stream_add_int (KlJsonStream *self,
                        gint64        value)
{
  Level *level = top (self);

  if (level == NULL)
    {
      JsonNode *node = json_node_new (JSON_NODE_VALUE);

      json_node_set_int (node, value);
      kl_json_stream_add (self, node);
      return;
    }
  g_return_if_fail (!level->object);
  json_node_set_int (next_slot (self), value);
}

/* Before a new element or member of level: the comma after the last one. */
static void
separate (KlJsonStream *self,
          Level        *level)
{
  if (level == NULL)
    return;
  if (!level->empty)
    put (self, ",", 1);
  level->empty = FALSE;
}

/* Where the text generated last has its streamed array: the frame's last
 * value is the empty array, so its "[]" is the last in the text (one inside
 * an earlier string comes before it) and only closing brackets follow.
 * Returns the offset just after its "[". */
static gsize
find_hole (KlJsonStream *self)
{
  const char *hole = g_strrstr (self->text->str, "[]");

  g_assert (hole != NULL && strspn (hole + 2, "]}") == strlen (hole + 2));
  return (gsize) (hole + 1 - self->text->str);
}

/* Opens a level whose frame the text generated last holds from `from` up
 * to `head`; the text from `head` to `end` closes it. */
static void
push_level (KlJsonStream *self,
            gsize         from,
            gsize         head,
            gsize         end,
            gboolean      object)
{
  Level *level = g_new0 (Level, 1);

  put (self, self->text->str + from, head - from);
  level->closing = g_strndup (self->text->str + head, end - head);
  level->empty = TRUE;
  level->object = object;
  g_ptr_array_add (self->levels, level);
}

void
kl_json_stream_open (KlJsonStream *self,
                     JsonNode     *frame)
{
  Level *outer = top (self);
  gsize hole;

  g_return_if_fail (outer == NULL || !outer->object);
  /* The values before the frame go first: generating it reuses the text. */
  write_pending (self);
  generate (self, frame);
  json_node_unref (frame);
  hole = find_hole (self);
  separate (self, outer);
  push_level (self, 0, hole, self->text->len, FALSE);
}

void
kl_json_stream_open_object (KlJsonStream *self,
                            JsonNode     *head)
{
  Level *outer = top (self), *level;

  g_return_if_fail (outer == NULL || !outer->object);
  g_return_if_fail (JSON_NODE_HOLDS_OBJECT (head));
  write_pending (self);
  generate (self, head);
  json_node_unref (head);
  separate (self, outer);
  /* Everything but the closing brace, which waits for the members. */
  push_level (self, 0, self->text->len - 1, self->text->len, TRUE);
  level = top (self);
  level->empty = self->text->len == 2;
}

void
kl_json_stream_open_member (KlJsonStream *self,
                            const char   *name,
                            JsonNode     *frame)
{
  Level *outer = top (self);
  g_autoptr(JsonNode) wrapper = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonObject) object = json_object_new ();
  gsize hole;

  g_return_if_fail (outer != NULL && outer->object);
  /* json-glib writes the member as the one member of an object, whose
   * braces are left out: "{"name":{..."steps":[" and "]}}". */
  json_object_set_member (object, name, frame);
  json_node_set_object (wrapper, object);
  generate (self, wrapper);
  hole = find_hole (self);
  separate (self, outer);
  push_level (self, 1, hole, self->text->len - 1, FALSE);
}

JsonNode *
kl_json_empty_array (void)
{
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  json_node_take_array (node, json_array_new ());
  return node;
}

void
kl_json_stream_open_array (KlJsonStream *self)
{
  kl_json_stream_open (self, kl_json_empty_array ());
}

void
kl_json_stream_close (KlJsonStream *self)
{
  Level *level = top (self);

  g_return_if_fail (level != NULL);
  write_pending (self);
  put (self, level->closing, strlen (level->closing));
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
  g_free (self->strings);
  json_node_unref (self->joined);
  g_free (self->line);
  json_array_unref (self->slots);
  g_string_free (self->text, TRUE);
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
kl_json_reason_has_region (const KlReason *reason)
{
  return reason != NULL && reason->region != NULL;
}

void
kl_json_stream_region (KlJsonStream   *stream,
                       const KlReason *reason)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  kl_reason_region_cells (reason, cells);
  for (guint i = 0; i < cells->len && kl_json_stream_ok (stream); i++)
    {
      int cell = g_array_index (cells, int, i);
      char name[KN_SQUARE_BUFSIZE];

      kn_square_format ((kn_square) { cell % reason->width, cell / reason->width }, 0, name,
                        sizeof name);
      kl_json_stream_add_string (stream, name);
    }
}

gboolean
kl_json_print_with_region (JsonBuilder    *builder,
                           const KlReason *reason)
{
  KlJsonStream *stream;

  if (!kl_json_reason_has_region (reason))
    return kl_json_print (json_builder_get_root (builder));
  stream = kl_json_stream_new (stdout);
  kl_json_stream_open (stream, json_builder_get_root (builder));
  kl_json_stream_region (stream, reason);
  return kl_json_stream_finish (stream);
}

void
kl_json_add_work (JsonBuilder        *b,
                  const KlSolveStats *work)
{
  json_builder_set_member_name (b, "work");
  json_builder_begin_object (b);
  kl_json_set_figure (b, "expanded", work->expanded);
  kl_json_set_figure (b, "nodes", work->nodes);
  kl_json_set_figure (b, "backtracks", work->backtracks);
  json_builder_set_member_name (b, "length");
  if (work->length < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, work->length);
  json_builder_set_member_name (b, "elapsed_us");
  if (work->elapsed_us < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, work->elapsed_us);
  kl_json_set_figure (b, "memory", work->memory);
  json_builder_end_object (b);
}
