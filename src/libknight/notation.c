/* notation.c - squares in algebraic notation, files a..z, aa.. for wide boards. */
#include "internal.h"

kn_status kn_square_parse(const char *text, size_t len, int32_t width, int32_t height,
                          unsigned flags, kn_square *out)
{
  if (!text || !out)
    return KN_ERR_INVALID;
  const char base = (flags & KN_NOTATION_UPPERCASE) ? 'A' : 'a';
  size_t i = 0;
  int64_t file = 0; /* bijective base 26: a = 1, z = 26, aa = 27 */
  while (i < len && text[i] >= base && text[i] <= base + 25) {
    file = file * 26 + (text[i] - base + 1);
    if (file > (int64_t)KN_MAX_SQUARES)
      return KN_ERR_RANGE;
    i++;
  }
  if (i == 0 || i == len || text[i] < '1' || text[i] > '9')
    return KN_ERR_PARSE; /* no letters, no rank, or a leading zero */
  int64_t rank = 0;
  while (i < len && text[i] >= '0' && text[i] <= '9') {
    rank = rank * 10 + (text[i] - '0');
    if (rank > (int64_t)KN_MAX_SQUARES)
      return KN_ERR_RANGE;
    i++;
  }
  if (i != len)
    return KN_ERR_PARSE;
  if (file > width || rank > height)
    return KN_ERR_RANGE;
  out->x = (int32_t)(file - 1);
  out->y = (int32_t)(rank - 1);
  return KN_OK;
}

size_t kn_square_format(kn_square sq, unsigned flags, char *buf, size_t bufsize)
{
  char tmp[KN_SQUARE_BUFSIZE];
  size_t n = 0;
  const char base = (flags & KN_NOTATION_UPPERCASE) ? 'A' : 'a';
  char letters[16];
  size_t nl = 0;
  int64_t file = (int64_t)(sq.x < 0 ? 0 : sq.x) + 1;
  while (file > 0) {
    file--;
    letters[nl++] = (char)(base + file % 26);
    file /= 26;
  }
  while (nl > 0)
    tmp[n++] = letters[--nl];
  char digits[16];
  size_t nd = 0;
  int64_t rank = (int64_t)(sq.y < 0 ? 0 : sq.y) + 1;
  do {
    digits[nd++] = (char)('0' + rank % 10);
    rank /= 10;
  } while (rank > 0);
  while (nd > 0)
    tmp[n++] = digits[--nd];
  if (bufsize > 0) {
    size_t copy = n < bufsize - 1 ? n : bufsize - 1;
    for (size_t i = 0; i < copy; i++)
      buf[i] = tmp[i];
    buf[copy] = '\0';
  }
  return n;
}
