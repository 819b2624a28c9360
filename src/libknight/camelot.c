/* camelot.c - the king and the knights gather on one square. */
#include "internal.h"
