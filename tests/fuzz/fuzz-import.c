/* fuzz-import.c - libFuzzer harness for judge-input import with format
 * detection: a valid set or an error, never a crash. */
#include <stdlib.h>

#include "kl-puzzle-import.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  KlPuzzleSet *set = kl_puzzle_import ((const char *) data, size, NULL, &error);
  if ((set == NULL) == (error == NULL))
    abort ();
  for (guint i = 0; set && i < set->entries->len; i++)
    if (!kl_puzzle_entry_validate (set->entries->pdata[i], NULL))
      abort ();
  g_clear_error (&error);
  kl_puzzle_set_free (set);
  return 0;
}
