/* kl-puzzle-import.c - judge inputs as puzzle sets.  The grammar of each format
 * is the one knight-solve --judge reads (see src/cli/judge-*.c); here every
 * case becomes a puzzle instead of an answer. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kl-puzzle-import.h"
#include "kl-reader.h"

typedef gboolean (*ImportFunc) (KlJudge *judge, KlPuzzleSet *set, GError **error);

static KlPuzzleEntry *
new_entry (KlJudge *judge, KlMode mode, int width, int height)
{
  KlPuzzleEntry *e = kl_puzzle_entry_new (mode, kl_puzzle_new (width, height));
  /* TRANSLATORS: the title of a puzzle imported from a judge input */
  e->title = g_strdup_printf (_("Case %llu"), (unsigned long long) judge->case_no);
  return e;
}

static gboolean
add_checked (KlJudge *judge, KlPuzzleSet *set, KlPuzzleEntry *entry, GError **error)
{
  GError *local = NULL;
  if (set->entries->len >= KL_PUZZLE_MAX_PUZZLES)
    {
      kl_puzzle_entry_free (entry);
      g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
                   _("case %llu: a puzzle set holds at most %d puzzles"),
                   (unsigned long long) judge->case_no, KL_PUZZLE_MAX_PUZZLES);
      return FALSE;
    }
  if (!kl_puzzle_entry_validate (entry, &local))
    {
      kl_puzzle_entry_free (entry);
      g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("case %llu, line %zu: %s"),
                   (unsigned long long) judge->case_no, kl_reader_line (judge->reader), local->message);
      g_error_free (local);
      return FALSE;
    }
  kl_puzzle_set_add (set, entry);
  return TRUE;
}

static gboolean
import_obstacles (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken tok;
      gint64 count;
      if (!kl_reader_next (judge->reader, &tok))
        return TRUE;
      if (!kl_token_int (&tok, -1, 62, &count))
        return kl_judge_fail_token (judge, error, &tok, _("expected the number of blocked squares, from 0 to 62, or -1 to end"));
      if (count < 0)
        return TRUE;
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_PATH, 8, 8);
      KlPuzzle *p = e->board;
      kn_square sq;
      for (gint64 i = 0; i < count; i++)
        {
          if (!kl_judge_square (judge, 8, 8, 0, N_("a blocked square"), &sq, &tok, error))
            goto fail;
          if (p->blocked[kl_puzzle_square_cell (p, sq)])
            {
              kl_judge_fail_token (judge, error, &tok, _("this square is already blocked"));
              goto fail;
            }
          p->blocked[kl_puzzle_square_cell (p, sq)] = TRUE;
        }
      if (!kl_judge_square (judge, 8, 8, 0, N_("the start square"), &sq, NULL, error))
        goto fail;
      p->start = kl_puzzle_square_cell (p, sq);
      if (!kl_judge_square (judge, 8, 8, 0, N_("the target square"), &sq, NULL, error))
        goto fail;
      p->target = kl_puzzle_square_cell (p, sq);
      if (!add_checked (judge, set, e, error))
        return FALSE;
      continue;
    fail:
      kl_puzzle_entry_free (e);
      return FALSE;
    }
}

static gboolean
import_moves (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken tok;
      kn_square a, b;
      if (!kl_reader_next (judge->reader, &tok))
        return TRUE;
      if (kn_square_parse (tok.text, tok.len, 8, 8, 0, &a) != KN_OK)
        return kl_judge_fail_token (judge, error, &tok, _("expected the start square, a1 to h8"));
      if (!kl_judge_square (judge, 8, 8, 0, N_("the target square"), &b, NULL, error))
        return FALSE;
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_PATH, 8, 8);
      e->board->start = kl_puzzle_square_cell (e->board, a);
      e->board->target = kl_puzzle_square_cell (e->board, b);
      if (!add_checked (judge, set, e, error))
        return FALSE;
    }
}

static gboolean
import_moves_sized (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  gint64 count;
  judge->case_no = 0;
  if (!kl_judge_int (judge, 0, KL_PUZZLE_MAX_PUZZLES, N_("the number of scenarios"), &count, error))
    return FALSE;
  for (judge->case_no = 1; judge->case_no <= (guint64) count; judge->case_no++)
    {
      gint64 side, v[4];
      static const char *const what[4] = {
        N_("the start column"), N_("the start row"), N_("the target column"), N_("the target row")
      };
      if (!kl_judge_int (judge, 4, KL_PUZZLE_MAX_SIDE, N_("the side length"), &side, error))
        return FALSE;
      for (int i = 0; i < 4; i++)
        if (!kl_judge_int (judge, 0, side - 1, what[i], &v[i], error))
          return FALSE;
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_PATH, (int) side, (int) side);
      e->board->start = (int) (v[1] * side + v[0]);
      e->board->target = (int) (v[3] * side + v[2]);
      if (!add_checked (judge, set, e, error))
        return FALSE;
    }
  KlToken extra;
  if (kl_reader_next (judge->reader, &extra))
    return kl_judge_fail_token (judge, error, &extra, _("more scenarios than the count announced"));
  return TRUE;
}

static gboolean
read_point (KlJudge *judge, gint64 side, gint64 lo, const char *what_x, const char *what_y,
            kn_square *out, GError **error)
{
  gint64 x, y;
  if (!kl_judge_int (judge, lo, side, what_x, &x, error) || !kl_judge_int (judge, lo, side, what_y, &y, error))
    return FALSE;
  *out = (kn_square) { (int32_t) x - 1, (int32_t) y - 1 };
  return TRUE;
}

static gboolean
import_dynamic (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken tok;
      gint64 n;
      if (!kl_reader_next (judge->reader, &tok))
        return TRUE;
      if (!kl_token_int (&tok, 0, KL_PUZZLE_MAX_SIDE / 2, &n))
        return kl_judge_fail_token (judge, error, &tok, _("expected N, the half side of the board, or 0 to end"));
      if (n == 0)
        return TRUE;
      gint64 side = 2 * n;
      kn_square from, to, ob;
      if (!read_point (judge, side, 1, N_("the start x"), N_("the start y"), &from, error) ||
          !read_point (judge, side, 1, N_("the target x"), N_("the target y"), &to, error))
        return FALSE;
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_DYNAMIC, (int) side, (int) side);
      e->board->start = kl_puzzle_square_cell (e->board, from);
      e->board->target = kl_puzzle_square_cell (e->board, to);
      for (;;)
        {
          if (!read_point (judge, side, 0, N_("an obstacle x or 0"), N_("an obstacle y or 0"), &ob, error))
            {
              kl_puzzle_entry_free (e);
              return FALSE;
            }
          if (ob.x == -1 && ob.y == -1)
            break;
          if (ob.x < 0 || ob.y < 0)
            {
              kl_puzzle_entry_free (e);
              g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
                           _("case %llu, line %zu: an obstacle needs both coordinates from 1 to %lld (0 0 ends the list)"),
                           (unsigned long long) (unsigned long long) judge->case_no, kl_reader_line (judge->reader), (long long) side);
              return FALSE;
            }
          e->board->blocked[kl_puzzle_square_cell (e->board, ob)] = TRUE;
        }
      if (!add_checked (judge, set, e, error))
        return FALSE;
    }
}

static gboolean
import_camelot (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  KlToken line;
  for (judge->case_no = 1; kl_reader_next (judge->reader, &line); judge->case_no++)
    {
      if (line.len % 2 != 0 || line.len > 128)
        return kl_judge_fail_token (judge, error, &line, _("expected the king's square and up to 63 knights' squares, like D4A3A8"));
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_CAMELOT, 8, 8);
      for (size_t i = 0; i < line.len; i += 2)
        {
          kn_square sq;
          KlToken piece = { line.text + i, 2, line.line };
          if (kn_square_parse (piece.text, 2, 8, 8, KN_NOTATION_UPPERCASE, &sq) != KN_OK)
            {
              kl_puzzle_entry_free (e);
              return kl_judge_fail_token (judge, error, &piece, _("expected a square from A1 to H8"));
            }
          int cell = kl_puzzle_square_cell (e->board, sq);
          if (i == 0)
            e->board->king = cell;
          else
            g_array_append_val (e->board->knights, cell);
        }
      if (!add_checked (judge, set, e, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
import_tour (KlJudge *judge, KlPuzzleSet *set, GError **error)
{
  for (judge->case_no = 1;; judge->case_no++)
    {
      KlToken tok;
      gint64 n;
      if (!kl_reader_next (judge->reader, &tok))
        return kl_judge_fail_end (judge, error, N_("-1, the end of the input"));
      if (!kl_token_int (&tok, -1, 64, &n) || n == 0)
        return kl_judge_fail_token (judge, error, &tok, _("expected a square number from 1 to 64, or -1 to end"));
      if (n < 0)
        break;
      KlPuzzleEntry *e = new_entry (judge, KL_MODE_TOUR, 8, 8);
      e->board->start = (int) ((n - 1) / 8 * 8 + (n - 1) % 8);
      if (!add_checked (judge, set, e, error))
        return FALSE;
    }
  KlToken extra;
  if (kl_reader_next (judge->reader, &extra))
    return kl_judge_fail_token (judge, error, &extra, _("nothing may follow -1"));
  return TRUE;
}

static const struct {
  const char *name;
  const char *alias;
  ImportFunc run;
} importers[] = {
  /* Detection tries them in this order: the most specific grammar first. */
  { "camelot", "poj1178", import_camelot },
  { "moves", "uva439", import_moves },
  { "obstacles", NULL, import_obstacles },
  { "tour", "sicily1153", import_tour },
  { "moves-sized", "poj1915", import_moves_sized },
  { "dynamic", "uva633", import_dynamic },
};

static KlPuzzleSet *
run_import (guint index, const char *data, gsize length, GError **error)
{
  KlReader reader;
  KlJudge judge = { &reader, NULL, 0 };
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();

  kl_reader_init_static (&reader, data, length);
  if (!importers[index].run (&judge, set, error))
    return NULL;
  if (set->entries->len == 0)
    {
      g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("the input holds no case"));
      return NULL;
    }
  return g_steal_pointer (&set);
}

const char *
kl_puzzle_import_detect (const char *data,
                         gsize       length)
{
  for (guint i = 0; i < G_N_ELEMENTS (importers); i++)
    {
      KlPuzzleSet *set = run_import (i, data, length, NULL);
      if (set)
        {
          kl_puzzle_set_free (set);
          return importers[i].name;
        }
    }
  return NULL;
}

KlPuzzleSet *
kl_puzzle_import (const char  *data,
                  gsize        length,
                  const char  *format,
                  GError     **error)
{
  if (format == NULL)
    {
      format = kl_puzzle_import_detect (data, length);
      if (format == NULL)
        {
          g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT,
                       _("this is not an input of any judge format Knight Lab knows"));
          return NULL;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (importers); i++)
    if (g_strcmp0 (format, importers[i].name) == 0 || g_strcmp0 (format, importers[i].alias) == 0)
      {
        KlPuzzleSet *set = run_import (i, data, length, error);
        if (!set)
          g_prefix_error (error, "%s: ", importers[i].name);
        return set;
      }
  g_set_error (error, KL_JUDGE_ERROR, KL_JUDGE_ERROR_INPUT, _("unknown judge format '%s'"), format);
  return NULL;
}
