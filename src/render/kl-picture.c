/* kl-picture.c - a frame as a picture that explains itself: the board on
 * white paper with, as asked, the answer's headline above it, the step
 * sentence and the legend under it, all wrapped to the picture's width. */
#define G_LOG_DOMAIN "knight-lab"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "kl-export.h"
#include "kl-explain.h"
#include "kl-picture.h"

/* Around the board, in squares (as kl_export_board always had it). */
#define MARGIN_CELLS 0.25
/* A picture with words is at least this wide at its natural size, so a
 * small board's sentence is not two words a line. */
#define TEXT_MIN_WIDTH 360.0
/* The words' size: a share of the natural width, within these bounds. */
#define FONT_SHARE  (1.0 / 30.0)
#define FONT_MIN_PX 13.0
#define FONT_MAX_PX 96.0
#define HEADLINE_SCALE 1.25
#define SWATCH_SCALE 1.5

/* Where everything goes, in pixels; the same for kl_picture_size and
 * kl_picture_draw, since both lay the text out the same way. */
typedef struct
{
  KlBoardView      view;          /* light colours, cell = the board's squares */
  KlBoardGeometry  geom;
  double           width, height;
  double           pad, font_px;
  PangoLayout     *headline;
  double           headline_y;
  PangoLayout     *caption;
  double           caption_y;
  guint            n_marks;
  KlMark           marks[KL_N_MARKS];
  PangoLayout     *labels[KL_N_MARKS];
  double           label_y[KL_N_MARKS];
  double           swatch;
} Plan;

/* The answer the view shows, when it is one for its puzzle (the board
 * draws nothing of a stale one either). */
static const KlSolution *
view_result (const KlBoardView *view)
{
  const KlSolution *r = view->result;

  if (r == NULL || r->mode != view->mode || r->width != view->puzzle->width ||
      r->height != view->puzzle->height)
    return NULL;
  return r;
}

static char *
caption_text (const KlBoardView *view)
{
  const KlSolution *r = view_result (view);
  KlExplain *explain;
  KlExplainStep *step;
  guint n, index;
  char *text;

  if (r == NULL)
    return NULL;
  explain = kl_solution_get_explain (r, view->show_search);
  if (explain == NULL || (n = kl_explain_get_n_steps (explain)) == 0)
    return NULL;
  /* at or past the last frame: the whole answer, which the last step tells */
  if (!(view->frame >= 0))
    index = 0;
  else if (view->frame >= n - 1)
    index = n - 1;
  else
    index = (guint) floor (view->frame);
  step = kl_explain_get_step (explain, index);
  if (step == NULL)
    return NULL;
  text = g_strdup (step->text);
  kl_explain_step_free (step);
  return text;
}

/* Metrics independent of the surface and its scale: the size is measured
 * without a cairo_t and must be what the drawing takes. */
static void
context_setup (PangoContext *context)
{
  cairo_font_options_t *fo = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (fo, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (fo, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, fo);
  cairo_font_options_destroy (fo);
  pango_context_set_round_glyph_positions (context, FALSE);
}

static PangoLayout *
text_layout (PangoContext *context,
             const char   *text,
             double        px,
             gboolean      bold,
             double        width)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *desc = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");

  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) floor (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  /* the ink may reach below the logical box (descenders of some fonts) */
  return MAX (logical.y + logical.height, ink.y + ink.height) / (double) PANGO_SCALE;
}

static void
plan_init (Plan                   *plan,
           const KlBoardView      *view,
           const KlPictureOptions *options,
           PangoContext           *context)
{
  const KlPuzzle *p = view->puzzle;
  const KlSolution *r = view_result (view);
  double cell0 = kl_export_cell_size (p->width, p->height);
  double margin0 = ceil (cell0 * MARGIN_CELLS);
  double board0 = p->width * cell0 + 2 * margin0;
  const char *headline = options->headline && r != NULL ? r->headline : NULL;
  g_autofree char *caption = options->caption ? caption_text (view) : NULL;
  gboolean words = (headline != NULL && headline[0] != '\0') ||
                   (caption != NULL && caption[0] != '\0') || options->legend;
  double width0 = words ? MAX (board0, TEXT_MIN_WIDTH) : board0;
  double scale = options->width > 0 ? options->width / width0 : 1.0;
  double cell = cell0 * scale, margin = margin0 * scale, text_w, y = 0;

  memset (plan, 0, sizeof *plan);
  plan->view = *view;
  /* paper is white: the light colours, whatever the screen's theme */
  plan->view.dark = FALSE;
  /* the legend lists what squares this size show */
  plan->view.cell = cell;
  plan->width = options->width > 0 ? options->width : width0;
  plan->font_px = CLAMP (width0 * FONT_SHARE, FONT_MIN_PX, FONT_MAX_PX) * scale;
  plan->pad = MAX (margin, plan->font_px * 0.75);
  text_w = plan->width - 2 * plan->pad;

  if (headline != NULL && headline[0] != '\0')
    {
      y += plan->pad;
      plan->headline = text_layout (context, headline, plan->font_px * HEADLINE_SCALE, TRUE,
                                    text_w);
      plan->headline_y = y;
      y += layout_height (plan->headline);
    }

  plan->geom = (KlBoardGeometry) { (plan->width - p->width * cell) / 2, y + margin, cell,
                                   p->width, p->height, FALSE };
  y += p->height * cell + 2 * margin;

  if (caption != NULL && caption[0] != '\0')
    {
      plan->caption = text_layout (context, caption, plan->font_px, FALSE, text_w);
      plan->caption_y = y;
      y += layout_height (plan->caption);
    }

  if (options->legend)
    {
      plan->n_marks = kl_board_legend_marks (&plan->view, plan->marks);
      plan->swatch = round (plan->font_px * SWATCH_SCALE);
      for (guint i = 0; i < plan->n_marks; i++)
        {
          double gap = plan->font_px * 0.6;

          y += i == 0 && plan->caption != NULL ? plan->font_px : plan->font_px * 0.4;
          plan->labels[i] = text_layout (context, kl_mark_describe (plan->marks[i]),
                                         plan->font_px * 0.9, FALSE,
                                         text_w - plan->swatch - gap);
          plan->label_y[i] = y;
          y += MAX (plan->swatch, layout_height (plan->labels[i]));
        }
    }
  if (plan->caption != NULL || plan->n_marks > 0)
    y += plan->pad;
  plan->height = ceil (y);
}

static void
plan_clear (Plan *plan)
{
  g_clear_object (&plan->headline);
  g_clear_object (&plan->caption);
  for (guint i = 0; i < plan->n_marks; i++)
    g_clear_object (&plan->labels[i]);
}

/* NULL options: the board alone. */
static void
options_copy (const KlPictureOptions *options,
              KlPictureOptions       *copy)
{
  memset (copy, 0, sizeof *copy);
  if (options == NULL)
    return;
  *copy = *options;
  copy->width = MAX (copy->width, 0);
}

void
kl_picture_size (const KlBoardView      *view,
                 const KlPictureOptions *options,
                 int                    *width,
                 int                    *height)
{
  PangoContext *context;
  KlPictureOptions opts;
  Plan plan;

  g_return_if_fail (view != NULL && view->puzzle != NULL);

  options_copy (options, &opts);
  context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  context_setup (context);
  plan_init (&plan, view, &opts, context);
  if (width != NULL)
    *width = (int) ceil (plan.width);
  if (height != NULL)
    *height = (int) plan.height;
  plan_clear (&plan);
  g_object_unref (context);
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           double       x,
           double       y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

void
kl_picture_draw (cairo_t                *cr,
                 const KlBoardView      *view,
                 const KlPictureOptions *options)
{
  PangoContext *context;
  KlPictureOptions opts;
  Plan plan;

  g_return_if_fail (cr != NULL && view != NULL && view->puzzle != NULL);

  options_copy (options, &opts);
  context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  pango_cairo_update_context (cr, context);
  context_setup (context);
  plan_init (&plan, view, &opts, context);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, ceil (plan.width), plan.height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_save (cr);
  kl_board_render (cr, &plan.view, &plan.geom, NULL);
  cairo_restore (cr);

  cairo_save (cr);
  /* the near-black of text on paper */
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  if (plan.headline != NULL)
    show_text (cr, plan.headline, plan.pad, plan.headline_y);
  if (plan.caption != NULL)
    show_text (cr, plan.caption, plan.pad, plan.caption_y);
  for (guint i = 0; i < plan.n_marks; i++)
    {
      double label_h = layout_height (plan.labels[i]);
      double gap = plan.font_px * 0.6;

      cairo_save (cr);
      cairo_translate (cr, plan.pad, plan.label_y[i]);
      /* as the app's legend does (a drawing area): some swatches, the
       * wall's hatching, are drawn past their square */
      cairo_rectangle (cr, 0, 0, plan.swatch, plan.swatch);
      cairo_clip (cr);
      kl_board_render_swatch (cr, &plan.view, plan.marks[i], plan.swatch);
      cairo_restore (cr);
      /* one line: centred on the swatch; more: from its top */
      show_text (cr, plan.labels[i], plan.pad + plan.swatch + gap,
                 plan.label_y[i] + MAX (0, (plan.swatch - label_h) / 2));
    }
  cairo_restore (cr);
  plan_clear (&plan);
  g_object_unref (context);
}
