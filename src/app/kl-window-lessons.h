/* kl-window-lessons.h - the window's lessons: the Lessons window over it,
 * and the shipped lesson it shows, if any. */
#pragma once

#include "kl-window.h"

G_BEGIN_DECLS

/* Presents the Lessons window over self (the one already open, if any);
 * welcome adds the first run's greeting. */
void        kl_window_show_lessons (KlWindow   *self,
                                    gboolean    welcome);
/* Opens the lesson at resource_path (under KL_LESSONS_RESOURCE_DIR) in place
 * of the set, after asking about unsaved changes, as an untitled set: Save
 * asks for a file. */
void        kl_window_open_lesson  (KlWindow   *self,
                                    const char *resource_path);
/* The file name of the shipped lesson the window shows ("01-bfs-walls.knight",
 * see kl_practice_scores_lesson_source), until another set takes its place;
 * NULL for any other set. */
const char *kl_window_get_lesson   (KlWindow   *self);

G_END_DECLS
