/* fuzz-cli-args.c - libFuzzer harness for the values knight-solve's options
 * take: board sizes, squares, leapers and --blocked lists. */
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* Bytes up to the first NUL are --size, the next up to NUL the square and
   * the leaper, the rest the --blocked list. */
  char *text = g_malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';
  const char *parts[4] = { "", "", "", "" };
  size_t at = 0;
  for (int i = 0; i < 4 && at <= size; i++)
    {
      parts[i] = text + at;
      at += strlen (text + at) + 1;
    }
  GError *error = NULL;
  int32_t w, h;
  if (kl_parse_size (parts[0], &w, &h, &error) && ((gint64) w * h > (gint64) KN_MAX_SQUARES || w < 1 || h < 1))
    abort ();
  g_clear_error (&error);
  kn_leaper leaper;
  if (kl_parse_leaper (parts[2], &leaper, &error) && !kn_leaper_valid (leaper))
    abort ();
  g_clear_error (&error);
  /* Keep the board small: the harness tests parsing, not allocation. */
  char size_text[32];
  g_snprintf (size_text, sizeof size_text, "%dx%d", 1 + (int) (size % 40), 1 + (int) (size % 27));
  char *blocked[] = { (char *) parts[3], NULL };
  KlBoardOptions opts = { size_text, blocked, NULL, FALSE };
  kn_board *board = NULL;
  if (kl_board_from_options (&opts, &board, &error))
    {
      kn_square sq;
      if (kl_parse_square (parts[1], board, &sq, &error) && !kn_board_contains (board, sq))
        abort ();
      g_clear_error (&error);
      kn_board_free (board);
    }
  g_clear_error (&error);
  g_free (text);
  return 0;
}
