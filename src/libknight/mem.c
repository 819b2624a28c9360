/* mem.c - allocations for the big per-square arrays of the searches.
 *
 * A distance map of a 4096 x 4096 board is 64 MiB; in 4 KiB pages its first
 * touch costs tens of thousands of page faults and its random access as
 * many TLB misses.  Where the kernel offers transparent huge pages on
 * request, ask for them: the BFS runs markedly faster. */
#if defined(__linux__)
#define _DEFAULT_SOURCE 1
#include <sys/mman.h>
#endif

#include <stdlib.h>

#include "internal.h"

#define HUGE_PAGE ((size_t)2 << 20)

void *kn__alloc_large(size_t size)
{
  if (size < 4 * HUGE_PAGE)
    return malloc(size ? size : 1);
  size_t rounded = (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
  void *p = aligned_alloc(HUGE_PAGE, rounded);
  if (!p)
    return NULL;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(p, rounded, MADV_HUGEPAGE); /* only advice: failure changes nothing */
#endif
  return p;
}
