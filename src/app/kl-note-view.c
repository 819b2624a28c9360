/* kl-note-view.c - the notes a lesson and its puzzle come with.
 *
 * Notes are plain text written in puzzle files, so they are never taken as
 * markup: kl_note_to_markup escapes them and gives them the one bit of
 * form they may have, emphasis with asterisks.  The view sits above the
 * step panel in the same pane, so it never takes more than a share of the
 * pane's height: its notes scroll past that. */

#define G_LOG_DOMAIN "kl-note-view"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-note-view.h"

/* The share of the pane's height the notes may take, and what they may
 * take before the pane has a height (the first layout). */
#define MAX_HEIGHT_SHARE   0.4
#define FIRST_MAX_HEIGHT   200
/* Below this the notes keep their height even in a short pane: a few lines
 * to scroll through rather than a slit. */
#define SMALLEST_MAX_HEIGHT 96

struct _KlNoteView
{
  GtkWidget    parent_instance;

  /* template widgets */
  GtkWidget   *scroller;
  GtkWidget   *content;
  GtkExpander *lesson_expander;
  GtkLabel    *lesson_title_label;
  GtkLabel    *lesson_label;
  GtkLabel    *puzzle_title_label;
  GtkLabel    *puzzle_label;

  int          measured_for;   /* the pane height the last measure was bounded by */
  guint        resize_idle;    /* measures again once the pane's height changed */
};

G_DEFINE_FINAL_TYPE (KlNoteView, kl_note_view, GTK_TYPE_WIDGET)

/* ---------------------------------------------- notes as Pango markup */

/* A run of asterisks in a paragraph and what it became: the tags it
 * closes (on its left), the asterisks left as text, the tags it opens (on
 * its right).  Matched asterisks are taken from the side that faces the
 * emphasised text, as in CommonMark. */
typedef struct
{
  gsize     start;      /* offset in the paragraph */
  gsize     length;     /* asterisks in the run */
  gsize     left;       /* not yet matched */
  gboolean  can_open;   /* followed by a non-space */
  gboolean  can_close;  /* preceded by a non-space */
  GString  *opens;
  GString  *closes;
} StarRun;

static void
star_run_clear (StarRun *run)
{
  g_string_free (run->opens, TRUE);
  g_string_free (run->closes, TRUE);
}

static gboolean
space_at (const char *p)
{
  return g_unichar_isspace (g_utf8_get_char (p));
}

/* Appends one paragraph, emphasis matched with a stack of the runs that
 * may open: a run that may close pairs with the nearest open one, two
 * asterisks at a time while both have two (bold), else one (italics).
 * Matching only the nearest keeps the tags nested, and the work linear. */
static void
append_paragraph (GString    *out,
                  const char *text,
                  gsize       length)
{
  g_autoptr(GArray) runs = g_array_new (FALSE, TRUE, sizeof (StarRun));
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
  gsize pos = 0;

  g_array_set_clear_func (runs, (GDestroyNotify) star_run_clear);
  for (gsize i = 0; i < length; i++)
    {
      StarRun run = { 0 };

      if (text[i] != '*')
        continue;
      run.start = i;
      while (i < length && text[i] == '*')
        i++;
      run.length = run.left = i - run.start;
      run.can_open = i < length && !space_at (text + i);
      run.can_close = run.start > 0 && !space_at (g_utf8_prev_char (text + run.start));
      run.opens = g_string_new (NULL);
      run.closes = g_string_new (NULL);
      g_array_append_val (runs, run);
      i--;
    }

  for (guint r = 0; r < runs->len; r++)
    {
      StarRun *run = &g_array_index (runs, StarRun, r);

      while (run->can_close && run->left > 0 && stack->len > 0)
        {
          StarRun *opener = &g_array_index (runs, StarRun,
                                            g_array_index (stack, guint, stack->len - 1));
          gsize use = opener->left >= 2 && run->left >= 2 ? 2 : 1;

          /* the newest pair is the innermost */
          g_string_prepend (opener->opens, use == 2 ? "<b>" : "<i>");
          g_string_append (run->closes, use == 2 ? "</b>" : "</i>");
          opener->left -= use;
          run->left -= use;
          if (opener->left == 0)
            g_array_set_size (stack, stack->len - 1);
        }
      if (run->can_open && run->left > 0)
        g_array_append_val (stack, r);
    }

  for (guint r = 0; r < runs->len; r++)
    {
      StarRun *run = &g_array_index (runs, StarRun, r);
      g_autofree char *escaped = g_markup_escape_text (text + pos, (gssize) (run->start - pos));

      g_string_append (out, escaped);
      g_string_append (out, run->closes->str);
      for (gsize k = 0; k < run->left; k++)
        g_string_append_c (out, '*');
      g_string_append (out, run->opens->str);
      pos = run->start + run->length;
    }
  {
    g_autofree char *escaped = g_markup_escape_text (text + pos, (gssize) (length - pos));

    g_string_append (out, escaped);
  }
}

char *
kl_note_to_markup (const char *note)
{
  g_autofree char *valid = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) paragraph = g_string_new (NULL);

  if (note == NULL)
    return g_strdup ("");
  /* a file's text is UTF-8, but a bad byte must not make the label refuse
   * the whole note */
  valid = g_utf8_make_valid (note, -1);
  lines = g_strsplit (valid, "\n", -1);
  for (guint i = 0;; i++)
    {
      char *line = lines[i] != NULL ? g_strstrip (lines[i]) : NULL;

      if (line != NULL && *line != '\0')
        {
          if (paragraph->len > 0)
            g_string_append_c (paragraph, '\n');
          g_string_append (paragraph, line);
          continue;
        }
      /* a blank line (or the end) ends the paragraph: emphasis never
       * spans two */
      if (paragraph->len > 0)
        {
          if (out->len > 0)
            g_string_append (out, "\n\n");
          append_paragraph (out, paragraph->str, paragraph->len);
          g_string_truncate (paragraph, 0);
        }
      if (line == NULL)
        break;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ------------------------------------------------------------ helpers */

static gboolean
has_text (const char *note)
{
  g_autofree char *valid = note != NULL ? g_utf8_make_valid (note, -1) : NULL;

  if (valid == NULL)
    return FALSE;
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

static void
set_accessible_label (GtkWidget  *widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The height the pane the view lies in has now (0 before its first
 * layout). */
static int
pane_height (KlNoteView *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  return parent != NULL ? gtk_widget_get_height (parent) : 0;
}

static gboolean
on_resize_idle_cb (gpointer user_data)
{
  KlNoteView *self = user_data;

  self->resize_idle = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* --------------------------------------------------------- the layout */

/* As tall as the notes, up to a share of the pane's height: the notes take
 * the space the step panel does not need, and scroll past it. */
static void
kl_note_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  KlNoteView *self = KL_NOTE_VIEW (widget);

  gtk_widget_measure (self->scroller, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int pane = pane_height (self);
      int bound = pane > 0 ? MAX ((int) (pane * MAX_HEIGHT_SHARE), SMALLEST_MAX_HEIGHT)
                           : FIRST_MAX_HEIGHT;
      int content_min, content_natural;

      /* the notes' own height at this width: the scrolled window's
       * natural height does not follow its content's height for width
       * (its scrollbars overlay the content, so they take no width) */
      gtk_widget_measure (self->content, GTK_ORIENTATION_VERTICAL, for_size, &content_min,
                          &content_natural, NULL, NULL);
      self->measured_for = pane;
      *natural = MAX (*minimum, MIN (content_natural, bound));
    }
}

static void
kl_note_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  KlNoteView *self = KL_NOTE_VIEW (widget);

  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
  /* the pane's height is known only now: measure again by it, after this
   * layout (a resize queued during one is lost) */
  if (ABS (pane_height (self) - self->measured_for) > 1 && self->resize_idle == 0)
    self->resize_idle = g_idle_add (on_resize_idle_cb, self);
}

static GtkSizeRequestMode
kl_note_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* --------------------------------------------------------- life cycle */

static void
kl_note_view_dispose (GObject *object)
{
  KlNoteView *self = (KlNoteView *) object;

  g_clear_handle_id (&self->resize_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), KL_TYPE_NOTE_VIEW);

  G_OBJECT_CLASS (kl_note_view_parent_class)->dispose (object);
}

static void
kl_note_view_class_init (KlNoteViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kl_note_view_dispose;
  widget_class->measure = kl_note_view_measure;
  widget_class->size_allocate = kl_note_view_size_allocate;
  widget_class->get_request_mode = kl_note_view_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "klnoteview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/knightlab/KnightLab/kl-note-view.ui");
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, scroller);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, content);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, lesson_expander);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, lesson_title_label);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, lesson_label);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, puzzle_title_label);
  gtk_widget_class_bind_template_child (widget_class, KlNoteView, puzzle_label);
}

static void
kl_note_view_init (KlNoteView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  kl_note_view_set_notes (self, NULL, NULL, NULL, NULL);
}

/* --------------------------------------------------------- public API */

GtkWidget *
kl_note_view_new (void)
{
  return g_object_new (KL_TYPE_NOTE_VIEW, NULL);
}

void
kl_note_view_set_notes (KlNoteView *self,
                        const char *lesson_title,
                        const char *lesson_note,
                        const char *puzzle_title,
                        const char *puzzle_note)
{
  gboolean lesson, puzzle;

  g_return_if_fail (KL_IS_NOTE_VIEW (self));

  lesson = has_text (lesson_note);
  puzzle = has_text (puzzle_note);
  if (!has_text (lesson_title))
    /* Translators: the heading of a lesson's note when the lesson has no title */
    lesson_title = _("About this lesson");
  if (!has_text (puzzle_title))
    /* Translators: the heading of a puzzle's note when the puzzle has no title */
    puzzle_title = _("About this puzzle");

  gtk_widget_set_visible (GTK_WIDGET (self->lesson_expander), lesson);
  gtk_widget_set_visible (GTK_WIDGET (self->puzzle_title_label), puzzle);
  gtk_widget_set_visible (GTK_WIDGET (self->puzzle_label), puzzle);
  if (lesson)
    {
      g_autofree char *markup = kl_note_to_markup (lesson_note);

      gtk_label_set_text (self->lesson_title_label, lesson_title);
      gtk_label_set_markup (self->lesson_label, markup);
      set_accessible_label (GTK_WIDGET (self->lesson_expander), lesson_title);
    }
  if (puzzle)
    {
      g_autofree char *markup = kl_note_to_markup (puzzle_note);

      gtk_label_set_text (self->puzzle_title_label, puzzle_title);
      gtk_label_set_markup (self->puzzle_label, markup);
      /* a little air between the lesson's note and the puzzle's heading */
      gtk_widget_set_margin_top (GTK_WIDGET (self->puzzle_title_label), lesson ? 10 : 0);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), lesson || puzzle);
}

gboolean
kl_note_view_has_notes (KlNoteView *self)
{
  g_return_val_if_fail (KL_IS_NOTE_VIEW (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->lesson_expander)) ||
         gtk_widget_get_visible (GTK_WIDGET (self->puzzle_label));
}

char *
kl_note_view_get_text (KlNoteView *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();

  g_return_val_if_fail (KL_IS_NOTE_VIEW (self), NULL);

  if (gtk_widget_get_visible (GTK_WIDGET (self->lesson_expander)))
    {
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->lesson_title_label));
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->lesson_label));
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->puzzle_label)))
    {
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->puzzle_title_label));
      g_ptr_array_add (parts, (gpointer) gtk_label_get_text (self->puzzle_label));
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("\n\n", (char **) parts->pdata);
}
