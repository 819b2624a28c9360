/* app-test.h - what the GUI tests share: real windows created, waited on,
 * driven through their actions and closed with a leak check. */
#pragma once

#include <adwaita.h>

#include "kl-window.h"

G_BEGIN_DECLS

/* How long a test waits for a condition (a solve, a frame, a file) before it
 * fails: a bound on hanging, never a check of speed, so generous enough for
 * a sanitizer build on a machine whose cores are busy with other work. */
#define APP_TEST_WAIT_SECONDS 120

/* A timeout callback that fails the test: "timed out waiting for <user_data>". */
gboolean        on_timeout_cb     (gpointer    user_data);

/* Prepares a GUI test program: no accessibility bus (the tests must not
 * need a D-Bus session), autosaves in a scratch folder rather than the
 * user's, g_test_init, the locale (as setlocale takes it), and GTK.  FALSE
 * (after printing a TAP skip) when there is no display: ./build-aux/test
 * provides one with xvfb-run. */
gboolean        app_test_init     (int        *argc,
                                   char     ***argv,
                                   const char *locale);

/* Run the main loop (failing the test after APP_TEST_WAIT_SECONDS) until the window's
 * background solve has answered / its board has a size / both. */
void            wait_solved       (KlWindow   *window);
void            wait_allocated    (KlWindow   *window);
void            wait_ready        (KlWindow   *window);
/* ... until the window's set has a file (an open or a save in the background). */
void            wait_file         (KlWindow   *window);
/* A presented window, ready; width/height <= 0 keep the remembered size. */
KlWindow       *new_window_sized  (int         width,
                                   int         height);
KlWindow       *new_window        (void);
/* Destroys the window and asserts it is finalized (no leaked reference). */
void            close_window      (KlWindow   *window);
/* Activates win.ACTION with a parameter built from format (NULL: none) and
 * waits for the solve it starts. */
void            activate          (KlWindow   *window,
                                   const char *action,
                                   const char *format,
                                   ...);
const KlPuzzle *puzzle_of         (KlWindow   *window);
/* The cell of a square named in algebraic notation; the test fails if it
 * is not on the puzzle's board. */
int             app_test_cell     (const KlPuzzle *puzzle,
                                   const char     *name);

/* A pixel of an ARGB32 image surface, as 0..1 RGB. */
typedef struct
{
  double r, g, b;
} AppRgb;

AppRgb          app_test_pixel    (cairo_surface_t *surface,
                                   double           x,
                                   double           y);

/* Solves puzzle in mode with the default options, on this thread; the
 * test fails if the solve fails. */
KlSolution       *solve_in_mode     (const KlPuzzle *puzzle,
                                   KlMode          mode);

G_END_DECLS
