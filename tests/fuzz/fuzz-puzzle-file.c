/* fuzz-puzzle-file.c - libFuzzer harness for the puzzle file loader: any bytes
 * give a valid set or an error, and a valid set survives a save and reload
 * and a copy, and has a title and note (translated or not) to show. */
#include <stdlib.h>

#include "kl-puzzle-set.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  KlPuzzleSet *set = kl_puzzle_set_load_data ((const char *) data, size, "fuzz.knight", &error);
  if ((set == NULL) == (error == NULL))
    abort ();
  g_clear_error (&error);
  if (set)
    {
      gsize len;
      char *text = kl_puzzle_set_to_data (set, &len);
      KlPuzzleSet *back = kl_puzzle_set_load_data (text, len, "again.knight", &error);
      if (!back || !kl_puzzle_set_equal (set, back))
        abort ();
      KlPuzzleSet *copy = kl_puzzle_set_copy (set);
      if (!kl_puzzle_set_equal (set, copy) ||
          g_strcmp0 (kl_puzzle_set_get_note (set), kl_puzzle_set_get_note (back)) != 0 ||
          g_strcmp0 (kl_puzzle_set_get_title (set), kl_puzzle_set_get_title (back)) != 0)
        abort ();
      for (guint i = 0; i < set->entries->len; i++)
        if (g_strcmp0 (kl_puzzle_entry_note (set->entries->pdata[i]),
                       kl_puzzle_entry_note (back->entries->pdata[i])) != 0)
          abort ();
      kl_puzzle_set_free (copy);
      kl_puzzle_set_free (back);
      g_free (text);
    }
  kl_puzzle_set_free (set);
  return 0;
}
