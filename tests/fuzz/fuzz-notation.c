/* fuzz-notation.c - libFuzzer harness for kn_square_parse: never a crash, and
 * whatever parses formats back to the same bytes. */
#include <stdlib.h>
#include <string.h>

#include "knight.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 9)
    return 0;
  /* The first bytes choose the board and the flags; the rest is the text. */
  int32_t w, h;
  memcpy (&w, data, 4);
  memcpy (&h, data + 4, 4);
  unsigned flags = data[8] & 1;
  const char *text = (const char *) data + 9;
  size_t len = size - 9;
  kn_square sq;
  kn_status st = kn_square_parse (text, len, w, h, flags, &sq);
  if (st == KN_OK)
    {
      if (sq.x < 0 || sq.y < 0 || sq.x >= w || sq.y >= h)
        abort ();
      char buf[KN_SQUARE_BUFSIZE];
      size_t n = kn_square_format (sq, flags, buf, sizeof buf);
      if (n != len || memcmp (buf, text, len) != 0)
        abort ();
    }
  else if (st != KN_ERR_PARSE && st != KN_ERR_RANGE)
    abort ();
  return 0;
}
