/* fuzz-judge.c - libFuzzer harness for one judge format (FUZZ_FORMAT, set by
 * the build): any bytes as input must give answers or a clean error. */
#include <stdio.h>
#include <stdlib.h>

#include "judge.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FILE *sink;
  if (!sink)
    sink = fopen ("/dev/null", "w");
  const KlJudgeFormat *format = kl_judge_lookup (FUZZ_FORMAT);
  if (!format || !sink)
    abort ();
  KlReader reader;
  kl_reader_init_static (&reader, (const char *) data, size);
  GError *error = NULL;
  gboolean ok = kl_judge_run (format, &reader, sink, &error);
  /* Success and an error message are the only two outcomes. */
  if (ok != (error == NULL) || (error && !error->message[0]))
    abort ();
  g_clear_error (&error);
  return 0;
}
