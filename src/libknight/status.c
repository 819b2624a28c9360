/* status.c - status codes as text, and the library's version. */
#include "knight.h"

unsigned kn_version(void)
{
  return KN_VERSION_NUMBER;
}

const char *kn_status_str(kn_status status)
{
  switch (status) {
  case KN_OK: return "success";
  case KN_ERR_INVALID: return "invalid argument";
  case KN_ERR_NOMEM: return "out of memory";
  case KN_ERR_TOO_LARGE: return "size beyond the library's limits";
  case KN_ERR_CANCELLED: return "cancelled";
  case KN_ERR_BUDGET: return "search budget exhausted";
  case KN_ERR_PARSE: return "not valid notation";
  case KN_ERR_RANGE: return "square not on the board";
  }
  return "unknown status";
}
