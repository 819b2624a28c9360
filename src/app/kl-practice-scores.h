/* kl-practice-scores.h - how the learner did on each puzzle practised,
 * kept in GSettings (the practice-scores key) rather than in the puzzle
 * file: a lesson ships read-only with the app, and a file shared with
 * others should not carry one learner's marks. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The source of a shipped lesson is this prefix and the lesson's file name. */
#define KL_PRACTICE_LESSON_PREFIX "lesson:"

/* One puzzle's practice: how many of its questions were answered right the
 * first time, right with hints, and revealed. */
typedef struct
{
  guint first_try;
  guint with_hints;
  guint revealed;
} KlPracticeScore;

/* The source of the shipped lesson lesson (its file name, or its whole
 * resource path): "lesson:01-bfs-walls.knight".  g_free it. */
char     *kl_practice_scores_lesson_source (const char            *lesson);
/* The key of puzzle puzzle_index (from 0) of source (a lesson's source, or
 * a file's URI).  g_free it. */
char     *kl_practice_scores_key           (const char            *source,
                                            guint                  puzzle_index);

/* The functions below take the app's GSettings, or NULL when Knight Lab has
 * no schema (then nothing is kept: lookups find nothing). */

/* Fills out (may be NULL) and returns TRUE when key has a score. */
gboolean  kl_practice_scores_lookup        (GSettings             *settings,
                                            const char            *key,
                                            KlPracticeScore       *out);
/* Keeps score as key's, in place of the one it had. */
void      kl_practice_scores_record        (GSettings             *settings,
                                            const char            *key,
                                            const KlPracticeScore *score);
/* How many of the first n_puzzles puzzles of source have a score. */
guint     kl_practice_scores_count_done    (GSettings             *settings,
                                            const char            *source,
                                            guint                  n_puzzles);
/* The score in words, in the user's language: "5 right first time, 2 with
 * hints, 1 revealed" (the counts that are not 0).  g_free it. */
char     *kl_practice_score_describe       (const KlPracticeScore *score);

G_END_DECLS
