/* judge-tour.c - the tour judge format (Sicily 1153, see ../shared/judge-formats.md):
 * start squares numbered 1..64 row by row, one a line, ended by -1; for each,
 * one line of 64 square numbers, a knight's tour from it. */
#include "config.h"

#include "judge.h"

#include <glib/gi18n.h>
#include <string.h>

#define SQUARES 64
/* "64 " at most three bytes a square, the last one's space a newline. */
#define TOUR_LINE_MAX (3 * SQUARES)
G_STATIC_ASSERT (TOUR_LINE_MAX <= KL_JUDGE_OUT_PIECE);

/* Formats the tour from start (0-based) into line; returns its length, or
 * 0 with *status set when the solver fails. */
static size_t
tour_line (const kn_board *board, int start, char line[TOUR_LINE_MAX], kn_status *status)
{
  kn_tour_options o;
  kn_tour_options_init (&o);
  o.has_start = true;
  o.start = (kn_square) { start % 8, start / 8 };
  kn_tour *tour = NULL;
  *status = kn_tour_solve (board, &o, NULL, &tour);
  if (*status != KN_OK)
    return 0;
  size_t n = 0, len = 0;
  const kn_cell *cells = kn_tour_cells (tour, &n);
  if (kn_tour_get_outcome (tour) != KN_TOUR_FOUND || n != SQUARES)
    {
      /* Every square of the 8x8 board starts a tour; this cannot happen. */
      *status = KN_ERR_INVALID;
      kn_tour_free (tour);
      return 0;
    }
  /* Square n is row (n-1)/8+1, column (n-1)%8+1: the library's cell + 1. */
  for (size_t i = 0; i < n; i++)
    {
      unsigned v = cells[i] + 1;
      if (v >= 10)
        line[len++] = (char) ('0' + v / 10);
      line[len++] = (char) ('0' + v % 10);
      line[len++] = i + 1 < n ? ' ' : '\n';
    }
  kn_tour_free (tour);
  return len;
}

gboolean
kl_judge_tour (KlJudgeIO *io, GError **error)
{
  KlJudge *judge = &io->judge;
  kn_board *board = NULL;
  kn_status st = kn_board_new (8, 8, &board);
  if (st != KN_OK)
    return kl_judge_fail_status (judge, error, st);
  /* The same start gives the same tour: solve each start once. */
  char *lines = g_malloc (SQUARES * TOUR_LINE_MAX);
  size_t lens[SQUARES] = { 0 };
  gboolean ok = TRUE;
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken tok;
      gint64 v;
      if (!kl_reader_next (judge->reader, &tok))
        {
          ok = kl_judge_fail_end (judge, error, N_("the closing -1"));
          break;
        }
      if (!kl_token_int (&tok, -1, SQUARES, &v) || v == 0)
        {
          ok = kl_judge_fail_token (
            judge, error, &tok, _("expected a start square, a number from 1 to 64, or -1 to end"));
          break;
        }
      if (v == -1)
        break;
      int s = (int) v - 1;
      if (!lens[s])
        {
          lens[s] = tour_line (board, s, lines + (size_t) s * TOUR_LINE_MAX, &st);
          if (!lens[s])
            {
              ok = kl_judge_fail_status (judge, error, st);
              break;
            }
        }
      char *p = kl_judge_put_begin (io, TOUR_LINE_MAX);
      kl_judge_put_end (io, kl_put_str (p, lines + (size_t) s * TOUR_LINE_MAX, lens[s]));
    }
  g_free (lines);
  kn_board_free (board);
  return ok;
}
