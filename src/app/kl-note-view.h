/* kl-note-view.h - the notes a lesson and its puzzle come with, shown above
 * the step panel: the lesson's under an expander titled with the lesson,
 * the puzzle's under its title, in a scrolled area of bounded height. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define KL_TYPE_NOTE_VIEW (kl_note_view_get_type ())

G_DECLARE_FINAL_TYPE (KlNoteView, kl_note_view, KL, NOTE_VIEW, GtkWidget)

GtkWidget *kl_note_view_new        (void);
/* Shows the notes; any argument may be NULL.  A note without text is not
 * shown (nor its title); a note without a title gets a general one.  The
 * view hides itself when neither note has text, and shows itself again
 * when one has. */
void       kl_note_view_set_notes  (KlNoteView *self,
                                    const char *lesson_title,
                                    const char *lesson_note,
                                    const char *puzzle_title,
                                    const char *puzzle_note);
/* TRUE when the lesson's note or the puzzle's has text to show. */
gboolean   kl_note_view_has_notes  (KlNoteView *self);
/* The text shown, without markup, for the tests: each title and note shown,
 * in order, separated by blank lines ("" when nothing is); g_free it. */
char      *kl_note_view_get_text   (KlNoteView *self);

/* A note as Pango markup: paragraphs (split on blank lines) separated by
 * one blank line, the lines of a paragraph kept, *word* in italics and
 * **word** in bold (they nest; an asterisk that opens or closes nothing
 * stays as it is), everything else escaped.  NULL gives "".  g_free it. */
char      *kl_note_to_markup       (const char *note);

G_END_DECLS
