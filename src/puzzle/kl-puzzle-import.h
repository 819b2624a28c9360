/* kl-puzzle-import.h - judge inputs (the six formats of knight-solve --judge)
 * turned into puzzle sets, one puzzle a case. */
#pragma once

#include <glib.h>

#include "kl-puzzle-set.h"

G_BEGIN_DECLS

/* The first format (most specific first: camelot, moves, obstacles, tour,
 * moves-sized, dynamic) that reads the whole input without error; NULL when
 * none does. */
const char *kl_puzzle_import_detect (const char *data,
                                     gsize       length);

/* Reads data as a judge input of format (a name or alias as for --judge; NULL
 * to detect it) into a set with one puzzle a case.  Errors name the case,
 * line and token; nothing is returned then. */
KlPuzzleSet *kl_puzzle_import (const char  *data,
                               gsize        length,
                               const char  *format,
                               GError     **error);

G_END_DECLS
