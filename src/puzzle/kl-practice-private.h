/* kl-practice-private.h - what practice's two files share: a question with
 * what only they see (kl-practice.c makes the questions, kl-practice-grade.c
 * grades the answers and gives the hints). */
#pragma once

#include "kl-practice.h"

G_BEGIN_DECLS

typedef struct
{
  KlQuestion  pub;      /* first: a KlQuestion * is a KlQuestionPrivate * */
  int         width;    /* the board's, for the squares' names */
  GPtrArray  *ids;      /* of const char * (static): each choice's untranslated name */
} KlQuestionPrivate;

/* Sorts cells and drops the repeats. */
void  _kl_practice_sort_cells (GArray     *cells);
/* Whether sorted cells hold cell. */
gboolean _kl_practice_has_cell (GArray    *cells,
                                int        cell);

G_END_DECLS
