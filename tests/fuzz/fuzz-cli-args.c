/* fuzz-cli-args.c - libFuzzer harness for the notations knight-solve's options
 * and puzzle files take: board sizes, leapers, squares and square lists. */
#include <stdlib.h>
#include <string.h>

#include "kl-notation.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* Bytes up to the first NUL are the size, the next up to NUL the square,
   * then the leaper, the rest the square list. */
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
  if (kl_parse_size (parts[0], G_MAXINT32, &w, &h, &error) &&
      ((gint64) w * h > (gint64) KN_MAX_SQUARES || w < 1 || h < 1))
    abort ();
  /* Every message is UTF-8, whatever the bytes. */
  if (error && !g_utf8_validate (error->message, -1, NULL))
    abort ();
  g_clear_error (&error);
  kn_leaper leaper;
  if (kl_parse_leaper (parts[2], &leaper, &error) && !kn_leaper_valid (leaper))
    abort ();
  if (error && !g_utf8_validate (error->message, -1, NULL))
    abort ();
  g_clear_error (&error);
  /* A small board: the harness tests parsing, not allocation. */
  w = 1 + (int32_t) (size % 40);
  h = 1 + (int32_t) (size % 27);
  kn_square sq;
  if (kl_parse_square (parts[1], w, h, &sq, &error) &&
      (sq.x < 0 || sq.y < 0 || sq.x >= w || sq.y >= h))
    abort ();
  g_clear_error (&error);
  GArray *list = g_array_new (FALSE, FALSE, sizeof (kn_square));
  gboolean distinct = size % 2;
  if (kl_parse_square_list (parts[3], w, h, distinct ? KL_SQUARE_LIST_DISTINCT : 0, list, &error))
    {
      for (guint i = 0; i < list->len; i++)
        {
          kn_square s = g_array_index (list, kn_square, i);
          if (s.x < 0 || s.y < 0 || s.x >= w || s.y >= h)
            abort ();
          for (guint j = 0; distinct && j < i; j++)
            if (g_array_index (list, kn_square, j).x == s.x && g_array_index (list, kn_square, j).y == s.y)
              abort ();
        }
    }
  else if (list->len != 0 || !g_utf8_validate (error->message, -1, NULL))
    abort ();
  g_clear_error (&error);
  g_array_unref (list);
  g_free (text);
  return 0;
}
