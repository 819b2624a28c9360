/* judge.h - the judge formats of knight-solve --judge, and what they share. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "kl-reader.h"

G_BEGIN_DECLS

typedef gboolean (*KlJudgeFunc) (KlJudge *judge, GError **error);

typedef struct {
  const char *name;
  const char *alias;
  KlJudgeFunc run;
} KlJudgeFormat;

/* The format called name or alias; NULL when there is none. */
const KlJudgeFormat *kl_judge_lookup (const char *name);
/* All formats, ended by an entry with a NULL name. */
const KlJudgeFormat *kl_judge_formats (void);

/* Runs a format over all of reader, writing to out.  On bad input the
 * answers of every earlier case are already written and flushed. */
gboolean kl_judge_run (const KlJudgeFormat *format, KlReader *reader, FILE *out, GError **error);

/* Fast, locale-free integer output. */
void kl_put_int (FILE *out, gint64 value);

/* The formats. */
gboolean kl_judge_obstacles (KlJudge *judge, GError **error);
gboolean kl_judge_moves (KlJudge *judge, GError **error);
gboolean kl_judge_moves_sized (KlJudge *judge, GError **error);
gboolean kl_judge_dynamic (KlJudge *judge, GError **error);
gboolean kl_judge_tour (KlJudge *judge, GError **error);
gboolean kl_judge_camelot (KlJudge *judge, GError **error);

G_END_DECLS
