/* fuzz-judge.c - libFuzzer harness for one judge format (FUZZ_FORMAT, set by
 * the build): any bytes as input must give answers or a clean error, and
 * the same ones whether the input is read whole or streamed in small pieces
 * through a buffer smaller than its tokens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef struct {
  const uint8_t *data;
  size_t size, pos, chunk;
} Pieces;

static gssize
read_pieces (gpointer user_data, char *buf, gsize room)
{
  Pieces *p = user_data;
  size_t n = MIN (MIN (room, p->size - p->pos), p->chunk);
  memcpy (buf, p->data + p->pos, n);
  p->pos += n;
  /* Vary the piece sizes, as a pipe does. */
  p->chunk = p->chunk % 7 + 1;
  return (gssize) n;
}

/* Runs the format; its output lands in *out (free it), its message in *message. */
static gboolean
run (const KlJudgeFormat *format, KlReader *reader, char **out, size_t *len, char **message)
{
  FILE *sink = open_memstream (out, len);
  if (!sink)
    abort ();
  GError *error = NULL;
  gboolean ok = kl_judge_run (format, reader, sink, &error);
  fclose (sink);
  kl_reader_clear (reader);
  /* Success and an error message are the only two outcomes. */
  if (ok != (error == NULL) || (error && !error->message[0]))
    abort ();
  *message = error ? g_strdup (error->message) : NULL;
  g_clear_error (&error);
  return ok;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const KlJudgeFormat *format = kl_judge_lookup (FUZZ_FORMAT);
  if (!format)
    abort ();
  KlReader whole, streamed;
  kl_reader_init_static (&whole, (const char *) data, size);
  Pieces pieces = { data, size, 0, size % 5 + 1 };
  kl_reader_init_source (&streamed, read_pieces, &pieces, size % 11 + 1);
  char *out_whole, *out_streamed, *message_whole, *message_streamed;
  size_t len_whole, len_streamed;
  gboolean ok_whole = run (format, &whole, &out_whole, &len_whole, &message_whole);
  gboolean ok_streamed = run (format, &streamed, &out_streamed, &len_streamed, &message_streamed);
  if (ok_whole != ok_streamed || len_whole != len_streamed ||
      memcmp (out_whole, out_streamed, len_whole) != 0 ||
      g_strcmp0 (message_whole, message_streamed) != 0)
    abort ();
  free (out_whole);
  free (out_streamed);
  g_free (message_whole);
  g_free (message_streamed);
  return 0;
}
