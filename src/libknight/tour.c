/* tour.c - knight's tours (open, closed, blocked squares, any size). */
#include "internal.h"
