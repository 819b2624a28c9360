/* kl-lessons-window.h - the lessons Knight Lab ships, listed with the
 * learner's progress in each; on the first run it welcomes the user too. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Where the lessons are in the app's resources, one .knight file each. */
#define KL_LESSONS_RESOURCE_DIR "/io/github/knightlab/KnightLab/lessons/"

#define KL_TYPE_LESSONS_WINDOW (kl_lessons_window_get_type ())

G_DECLARE_FINAL_TYPE (KlLessonsWindow, kl_lessons_window, KL, LESSONS_WINDOW, AdwWindow)

/* A modal window over parent listing the lessons, each with how many of
 * its puzzles have a practice score in settings (may be NULL); welcome
 * adds the greeting of the first run.  Activating a lesson emits
 * "open-lesson" with its resource path; the window stays open: the
 * handler closes it. */
KlLessonsWindow *kl_lessons_window_new          (GtkWindow       *parent,
                                                 GSettings       *settings,
                                                 gboolean         welcome);
/* How many lessons the window lists. */
guint            kl_lessons_window_get_n_lessons (KlLessonsWindow *self);

/* The resource paths of the lessons shipped, sorted by name (so their
 * numbers order them); g_strfreev it.  Empty when none are. */
char           **kl_lessons_list_resources      (void);

G_END_DECLS
