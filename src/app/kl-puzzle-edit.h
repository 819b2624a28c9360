/* kl-puzzle-edit.h - what the app adds to the shared KlPuzzle for editing:
 * the tools, the sample puzzle, resizing, and words for a square. */
#pragma once

#include <glib.h>

#include "kl-puzzle.h"

G_BEGIN_DECLS

/* The largest board side the app edits (the judge's largest). */
#define KL_BOARD_SIZE_MAX 300

typedef enum
{
  KL_TOOL_BLOCK,
  KL_TOOL_START,
  KL_TOOL_TARGET,
  KL_TOOL_KING,
  KL_TOOL_KNIGHT,
  KL_TOOL_ERASER,
  KL_N_TOOLS
} KlTool;

/* The sample of the obstacles judge: a knight walks around a wall in 7
 * moves; a king and three knights wait for Camelot. */
KlPuzzle   *kl_puzzle_new_sample    (void);
/* An empty width x height board with the start, target and king in their
 * usual places (a1, the far corner, the middle). */
KlPuzzle   *kl_puzzle_new_empty     (int             width,
                                     int             height);
/* A copy of width x height keeping everything that still fits, anchored at a1. */
KlPuzzle   *kl_puzzle_resized       (const KlPuzzle *puzzle,
                                     int             width,
                                     int             height);
gboolean    kl_puzzle_has_piece     (const KlPuzzle *puzzle,
                                     int             cell);

/* The mode a name gives, KL_MODE_PATH for names of no mode. */
KlMode      kl_mode_parse           (const char     *str);
const char *kl_tool_to_string       (KlTool          tool);
KlTool      kl_tool_from_string     (const char     *str);
/* Whether a tool makes sense in a mode (a king in Camelot, a start elsewhere). */
gboolean    kl_tool_in_mode         (KlTool          tool,
                                     KlMode          mode);

G_END_DECLS
