/* kl-explain-private.h - what the narration's files share: the explanation
 * itself and the wording helpers.  kl-explain.c holds the BFS, dynamic
 * knight and Camelot steps and the public functions; kl-explain-tour.c the
 * tours' steps, which need a replay of the search and words of their own. */
#pragma once

#include "kl-explain.h"

G_BEGIN_DECLS

/* Lists of squares in sentences stop after this many ("and 412 more"). */
#define LIST_MAX 6

/* What a step is, known without its text: for the jumps. */
typedef struct
{
  guint8 kind;   /* KlStepKind */
  int    piece;
} StepMeta;

typedef struct _KlExplainTour KlExplainTour;

struct _KlExplain
{
  KlMode     mode;
  int        width;
  int        height;
  kn_leaper  leaper;
  guint      n_steps;
  StepMeta  *meta;

  /* shortest path, distance map */
  kn_distmap     *map;
  kn_bfs_explain *bfs;
  int             start;
  int             target;      /* -1 in the distance map */

  /* shortest path and dynamic knight: the route, -1 moves when none */
  GArray         *route;       /* of int */
  GArray         *route_moves; /* of guint8 kn_move_type */
  gint64          moves;

  /* dynamic knight */
  kn_dynamic_explain *dynamic;
  guint64         states;
  guint64         states_expanded;
  guint64         states_total;
  gboolean        target_blocked;

  /* Camelot */
  kn_camelot_explain *camelot;
  kn_camelot_pickup   pickup;
  int             gather;
  GPtrArray      *pieces;      /* of KlExplainPiece */
  gint64         *heat;

  /* knight's tour (kl-explain-tour.c) */
  KlExplainTour  *tour;
};

/* Words (kl-explain.c). */
char          *_kl_explain_count            (guint64            n);
gulong         _kl_explain_plural           (guint64            n);
char          *_kl_explain_cell_name        (const KlExplain   *self,
                                             int                cell);
char          *_kl_explain_list_cells       (const KlExplain   *self,
                                             const int         *cells,
                                             guint              n,
                                             guint              max);
void           _kl_explain_add_sentence     (char             **text,
                                             const char        *sentence);

/* Steps and explanations (kl-explain.c). */
KlExplainStep *_kl_explain_step_new         (guint              index);
KlExplain     *_kl_explain_new              (KlMode             mode,
                                             int                width,
                                             int                height);

/* JSON (kl-explain.c): a square by name, or null for -1. */
void           _kl_explain_json_cell        (JsonBuilder       *b,
                                             const KlExplain   *self,
                                             int                cell);
void           _kl_explain_json_member_cell (JsonBuilder       *b,
                                             const KlExplain   *self,
                                             const char        *member,
                                             int                cell);
void           _kl_explain_json_cells       (JsonBuilder       *b,
                                             const KlExplain   *self,
                                             const char        *member,
                                             GArray            *cells);

/* Tours (kl-explain-tour.c). */
KlExplainStep *_kl_explain_tour_step        (const KlExplain   *self,
                                             guint              index);
void           _kl_explain_tour_free        (KlExplainTour     *tour);
/* The title of a tour's explanation, by how it was made (translated). */
const char    *_kl_explain_tour_title       (const KlExplain   *self);
/* The pseudocode of a constructed or reversed tour (untranslated), or 0
 * when the mode's (Warnsdorff's search) applies. */
guint          _kl_explain_tour_pseudocode  (const KlExplain   *self,
                                             const char * const **lines);
void           _kl_explain_tour_json_step   (JsonBuilder         *b,
                                             const KlExplain     *self,
                                             const KlExplainStep *step);
void           _kl_explain_tour_json        (JsonBuilder       *b,
                                             const KlExplain   *self);

G_END_DECLS
