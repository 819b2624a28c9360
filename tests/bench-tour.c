/* bench-tour.c - benchmarks of the tour solver (being written). */
#include "bench-util.h"

int
main (void)
{
  return 0;
}
