/* bench-camelot.c - benchmarks of the camelot solver (being written). */
#include "bench-util.h"

int
main (void)
{
  return 0;
}
