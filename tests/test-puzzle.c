/* test-puzzle.c - puzzle files (round trips, malformed files, atomic saves)
 * and judge inputs imported as puzzle sets. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "cli-run.h"
#include "kl-puzzle-import.h"
#include "kl-puzzle-set.h"
#include "test-util.h"

static KlPuzzleEntry *
random_entry (guint64 *rng, KlMode mode)
{
  int w = 1 + (int) tu_below (rng, 40), h = 1 + (int) tu_below (rng, 40);
  if (mode != KL_MODE_TOUR)
    w = MAX (w, 2), h = MAX (h, 2);
  KlPuzzleEntry *e = kl_puzzle_entry_new (mode, kl_puzzle_new (w, h));
  KlPuzzle *p = e->board;
  int n = w * h;
  /* Pieces first, on distinct squares, then walls elsewhere. */
  GArray *free_cells = g_array_new (FALSE, FALSE, sizeof (int));
  for (int c = 0; c < n; c++)
    g_array_append_val (free_cells, c);
  for (guint i = free_cells->len; i > 1; i--)
    {
      guint j = (guint) tu_below (rng, i);
      int t = g_array_index (free_cells, int, i - 1);
      g_array_index (free_cells, int, i - 1) = g_array_index (free_cells, int, j);
      g_array_index (free_cells, int, j) = t;
    }
  guint next = 0;
  p->start = g_array_index (free_cells, int, next++);
  p->target = g_array_index (free_cells, int, next++ % free_cells->len);
  if (mode == KL_MODE_CAMELOT || tu_below (rng, 2))
    {
      p->king = g_array_index (free_cells, int, next++ % free_cells->len);
      for (int k = 0; k < 5 && next < free_cells->len; k++)
        g_array_append_val (p->knights, g_array_index (free_cells, int, next++));
    }
  while (next < free_cells->len)
    {
      int c = g_array_index (free_cells, int, next++);
      if (tu_below (rng, 4) == 0)
        p->blocked[c] = TRUE;
    }
  g_array_free (free_cells, TRUE);
  if (tu_below (rng, 2))
    e->leaper = (kn_leaper) { (int32_t) tu_below (rng, 5), 1 + (int32_t) tu_below (rng, 5) };
  e->closed = mode == KL_MODE_TOUR && tu_below (rng, 2);
  if (tu_below (rng, 2))
    e->title = g_strdup ("Around the wall; a = b # not a comment");
  if (tu_below (rng, 2))
    g_hash_table_insert (e->titles, g_strdup ("zh_CN"), g_strdup ("绕墙而行"));
  if (tu_below (rng, 2))
    e->note = g_strdup ("Line one\nline two\twith a tab");
  /* What key files escape (newlines, a leading space, a backslash, a CR)
   * and what they keep as it is (tabs, trailing spaces, '#', '='). */
  if (tu_below (rng, 2))
    g_hash_table_insert (e->notes, g_strdup ("de"),
                         g_strdup (" Zeile eins\n\tZeile zwei\\ = # \r\nEnde  "));
  if (tu_below (rng, 2))
    g_hash_table_insert (e->notes, g_strdup ("zh_CN"), g_strdup ("第一行\n第二行"));
  if (tu_below (rng, 2))
    g_hash_table_insert (e->notes, g_strdup ("sr@latin"), g_strdup (""));
  e->practice = tu_below (rng, 2);
  return e;
}

/* A set's own words: its title and note, translated or not. */
static void
random_set_words (guint64 *rng, KlPuzzleSet *set)
{
  if (tu_below (rng, 2))
    set->title = g_strdup ("Monday's exercises");
  if (tu_below (rng, 2))
    g_hash_table_insert (set->titles, g_strdup ("ru"), g_strdup ("Упражнения на понедельник"));
  if (tu_below (rng, 2))
    set->note = g_strdup ("\tRead the notes first.\n\nThen solve. ");
  if (tu_below (rng, 2))
    g_hash_table_insert (set->notes, g_strdup ("de"), g_strdup ("Erst lesen,\ndann lösen."));
  if (tu_below (rng, 2))
    g_hash_table_insert (set->notes, g_strdup ("pt_BR.UTF-8"), g_strdup ("Leia primeiro."));
}

static void
test_round_trip (void)
{
  guint64 rng = 21;
  for (int round = 0; round < 50; round++)
    {
      g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();
      random_set_words (&rng, set);
      for (int m = 0; m < KL_N_MODES; m++)
        {
          KlPuzzleEntry *e = random_entry (&rng, (KlMode) m);
          g_assert_no_error (NULL);
          GError *error = NULL;
          g_assert_true (kl_puzzle_entry_validate (e, &error));
          g_assert_no_error (error);
          kl_puzzle_set_add (set, e);
        }
      gsize len;
      g_autofree char *text = kl_puzzle_set_to_data (set, &len);
      GError *error = NULL;
      g_autoptr (KlPuzzleSet) back = kl_puzzle_set_load_data (text, len, "round.knight", &error);
      g_assert_no_error (error);
      g_assert_true (kl_puzzle_set_equal (set, back));
      /* The same set writes the same bytes: translations go out in order. */
      gsize back_len;
      g_autofree char *back_text = kl_puzzle_set_to_data (back, &back_len);
      g_assert_cmpstr (back_text, ==, text);
      g_autoptr (KlPuzzleSet) copy = kl_puzzle_set_copy (set);
      g_assert_true (kl_puzzle_set_equal (set, copy));

      g_autofree char *dir = g_dir_make_tmp ("knight-XXXXXX", &error);
      g_assert_no_error (error);
      g_autofree char *path = g_build_filename (dir, "set.knight", NULL);
      g_assert_true (kl_puzzle_set_save_file (set, path, &error));
      g_assert_no_error (error);
      g_autoptr (KlPuzzleSet) loaded = kl_puzzle_set_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (kl_puzzle_set_equal (set, loaded));
      g_unlink (path);
      g_rmdir (dir);
    }
}

static const char *const good_header = "[Knight Lab]\nVersion=1\n\n";

typedef struct {
  const char *body;     /* after the header, unless it starts with '!' (then whole file) */
  KlPuzzleError code;
  const char *message;  /* a piece the message must contain */
} BadFile;

static const BadFile bad_files[] = {
  { "!", KL_PUZZLE_ERROR_PARSE, "bad.knight: not a Knight Lab puzzle file" },
  { "![Knight Lab]\nVersion=2\n[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b3\n", KL_PUZZLE_ERROR_VERSION, "bad.knight: line 2: [Knight Lab] Version: written by a newer Knight Lab (format 2)" },
  { "![Knight Lab]\nVersion=99999999999999999999\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_VERSION, "newer Knight Lab (format 99999999999999999999)" },
  { "![Knight Lab]\nVersion=one\n", KL_PUZZLE_ERROR_PARSE, "line 2: [Knight Lab] Version: missing or not a positive whole number" },
  { "![Knight Lab]\nVersion=0\n", KL_PUZZLE_ERROR_PARSE, "[Knight Lab] Version: missing or not" },
  { "![Knight Lab]\nVersion=-1\n", KL_PUZZLE_ERROR_PARSE, "[Knight Lab] Version: missing or not" },
  { "![Knight Lab]\nTitle=x\n", KL_PUZZLE_ERROR_PARSE, "[Knight Lab] Version: missing" },
  { "![Knight Lab]\nVersion=1\nColour=red\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Colour: unknown key" },
  { "![Knight Lab]\nVersion=1\nTitle=Set \xff\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Title: the text is not valid UTF-8" },
  { "![Knight Lab]\nVersion=1\n[Puzzle 1]\nMode=tour\nSize=8x8\n[Knight Lab]\nTitle=again\n", KL_PUZZLE_ERROR_PARSE, "line 6: [Knight Lab] this group is given twice (first on line 1)" },
  { "", KL_PUZZLE_ERROR_INVALID, "holds no puzzle" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b", KL_PUZZLE_ERROR_INVALID, "line 8: [Puzzle 1] Target: 'b' is not a square" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=z99\n", KL_PUZZLE_ERROR_INVALID, "bad.knight: line 8: [Puzzle 1] Target: 'z99' is not on the 8x8 board" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=0,1\nTarget=b3\n", KL_PUZZLE_ERROR_INVALID, "line 7: [Puzzle 1] Start: '0,1' is not on the 8x8 board" },
  { "[Puzzle 1]\nMode=path\nSize=1000000000x1000000000\nStart=a1\nTarget=b3\n", KL_PUZZLE_ERROR_INVALID, "line 6: [Puzzle 1] Size: '1000000000x1000000000' is not a board size: each side must be from 1 to 1000" },
  { "[Puzzle 1]\nMode=path\nSize=-8x8\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Size: '-8x8' is not a board size" },
  { "[Puzzle 1]\nMode=path\n", KL_PUZZLE_ERROR_INVALID, "line 4: [Puzzle 1] Size: missing" },
  { "[Puzzle 1]\nMode=chess\nSize=8x8\n", KL_PUZZLE_ERROR_INVALID, "line 5: [Puzzle 1] Mode: must be one of" },
  { "[Puzzle 1]\nSize=8x8\n", KL_PUZZLE_ERROR_INVALID, "line 4: [Puzzle 1] Mode: missing" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\n", KL_PUZZLE_ERROR_INVALID, "line 4: [Puzzle 1] This mode needs a Start and a Target" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b3\nBlocked=c1 c1\n", KL_PUZZLE_ERROR_INVALID, "line 9: [Puzzle 1] Blocked: c1 is listed twice" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b3\nBlocked=c1 3,1\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Blocked: c1 is listed twice" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b3\nBlocked=c1 3\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Blocked: '3' needs a rank after it" },
  { "[Puzzle 1]\nMode=path\nSize=8x8\nStart=a1\nTarget=b3\nBlocked=a1\n", KL_PUZZLE_ERROR_INVALID, "Start: a1 is a blocked square" },
  { "[Puzzle 1]\nMode=camelot\nSize=8x8\nKing=d4\nKnights=a3 d4\n", KL_PUZZLE_ERROR_INVALID, "d4 is the king's square" },
  { "[Puzzle 1]\nMode=camelot\nSize=8x8\nKing=d4\nKnights=a3 a3\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Knights: a3 is listed twice" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nClosed=maybe\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Closed: must be true or false" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nLeaper=0,0\n", KL_PUZZLE_ERROR_INVALID, "line 7: [Puzzle 1] Leaper: '0,0' is not a leaper" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nLeaper=1,99\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Leaper: '1,99' is not a leaper" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nLeaper=unicorn\n", KL_PUZZLE_ERROR_INVALID, "[Puzzle 1] Leaper: 'unicorn' is not a leaper" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nColour=red\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Colour: unknown key" },
  { "[Board]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 4: [Board] unknown group" },
  { "[Puzzle x]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 4: [Puzzle x] not a puzzle group" },
  { "[Puzzle 0]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 0] not a puzzle group" },
  { "[Puzzle 01]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 01] not a puzzle group" },
  { "[Puzzle -1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle -1] not a puzzle group" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\n[Puzzle 2]\nMode=path\nSize=8x8\nStart=a1\nTarget=i9\n", KL_PUZZLE_ERROR_INVALID, "line 11: [Puzzle 2] Target" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\n\n[Puzzle 1]\nMode=path\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 8: [Puzzle 1] this group is given twice (first on line 4)" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\n[Puzzle 2]\nMode=tour\nSize=8x8\n[Puzzle 1]\nClosed=true\n", KL_PUZZLE_ERROR_PARSE, "line 10: [Puzzle 1] this group is given twice (first on line 4)" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\n  Size = 6x6\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Size: this key is given twice (first on line 6)" },
  { "[Puzzle 1]\nTitle[de]=a\nMode=tour\nSize=8x8\nTitle[de]=b\n", KL_PUZZLE_ERROR_PARSE, "line 8: [Puzzle 1] Title[de]: this key is given twice (first on line 5)" },
  { "[Puzzle 1]\nTitle=\xe7\xbb\x95\xff\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 5: [Puzzle 1] Title: the text is not valid UTF-8" },
  { "[Puzzle 1]\nTitle[zh_CN]=\xff\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 5: [Puzzle 1] Title[zh_CN]: the text is not valid UTF-8" },
  { "[Puzzle 1]\nNote=\xc3\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note: the text is not valid UTF-8" },
  { "[Puzzle 1]\nTitle=a\\qb\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 5: [Puzzle 1] Title: the text holds a backslash escape key files do not have (write \\\\ for a backslash)" },
  { "[Puzzle 1]\nMode=tour\xff\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Mode: the text is not valid UTF-8" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nC\xffolour=red\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] C\xef\xbf\xbdolour: unknown key" },
  /* Notes, translations and the practice flag. */
  { "[Puzzle 1]\nNote[]=x\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "bad.knight: line 5: [Puzzle 1] Note[]: a translation needs its locale between the brackets, as in Note[de]" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nTitle[]=x\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Title[]: a translation needs its locale between the brackets, as in Title[de]" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nPractice[de]=true\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Practice[de]: Practice has no translations: only Title and Note take a [LOCALE]" },
  { "[Puzzle 1]\nMode[de]=tour\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 5: [Puzzle 1] Mode[de]: Mode has no translations" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nColour[de]=rot\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Colour[de]: unknown key" },
  { "[Puzzle 1]\nMode=tour\nNote[zh-CN]=x\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 6: [Puzzle 1] Note[zh-CN]: 'zh-CN' is not a locale: write a language and an optional country, as in de, pt_BR or zh_CN" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nTitle[zh-CN]=x\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Title[zh-CN]: 'zh-CN' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[DE]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[DE]: 'DE' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[C]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[C]: 'C' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[de_]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[de_]: 'de_' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[de.]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[de.]: 'de.' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[de@]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[de@]: 'de@' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[pt_br]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[pt_br]: 'pt_br' is not a locale" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[d\xc3\xa9]=x\n", KL_PUZZLE_ERROR_PARSE, "[Puzzle 1] Note[d\xc3\xa9]: 'd\xc3\xa9' is not a locale" },
  { "[Puzzle 1]\nNote[de]=a\nMode=tour\nSize=8x8\nNote[de]=b\n", KL_PUZZLE_ERROR_PARSE, "line 8: [Puzzle 1] Note[de]: this key is given twice (first on line 5)" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[ru]=\xd0\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Note[ru]: the text is not valid UTF-8" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nNote[ru]=a\\qb\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Note[ru]: the text holds a backslash escape key files do not have" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nPractice=maybe\n", KL_PUZZLE_ERROR_PARSE, "bad.knight: line 7: [Puzzle 1] Practice: must be true or false" },
  { "[Puzzle 1]\nPractice=\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 5: [Puzzle 1] Practice: must be true or false" },
  { "[Puzzle 1]\nMode=tour\nSize=8x8\nPractice=yes\n", KL_PUZZLE_ERROR_PARSE, "line 7: [Puzzle 1] Practice: must be true or false" },
  { "![Knight Lab]\nVersion=1\nNote[]=x\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "bad.knight: line 3: [Knight Lab] Note[]: a translation needs its locale between the brackets, as in Note[de]" },
  { "![Knight Lab]\nVersion=1\nVersion[de]=1\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Version[de]: Version has no translations: only Title and Note take a [LOCALE]" },
  { "![Knight Lab]\nVersion=1\nPractice=true\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Practice: unknown key" },
  { "![Knight Lab]\nVersion=1\nTitle[zh_cn]=x\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Title[zh_cn]: 'zh_cn' is not a locale" },
  { "![Knight Lab]\nVersion=1\nNote[de]=\xff\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Note[de]: the text is not valid UTF-8" },
  { "![Knight Lab]\nVersion=1\nNote=a\\qb\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 3: [Knight Lab] Note: the text holds a backslash escape" },
  { "![Knight Lab]\nVersion=1\nNote=a\nNote=b\n[Puzzle 1]\nMode=tour\nSize=8x8\n", KL_PUZZLE_ERROR_PARSE, "line 4: [Knight Lab] Note: this key is given twice (first on line 3)" },
  { "[Puzzle 1\nMode=tour\n", KL_PUZZLE_ERROR_PARSE, "bad.knight: " },
  { "!\x7f" "ELF\x01\x02\x00\x00junk", KL_PUZZLE_ERROR_PARSE, "not a text file" },
};

static void
test_malformed (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      const BadFile *b = &bad_files[i];
      g_autofree char *text = b->body[0] == '!' ? g_strdup (b->body + 1) : g_strconcat (good_header, b->body, NULL);
      /* The ELF case holds a NUL byte: measure it by its literal. */
      gsize len = strstr (b->body, "ELF") ? 12 : strlen (text);
      GError *error = NULL;
      g_autofree char *shown = g_strescape (text, NULL);
      g_test_message ("%s", shown);
      KlPuzzleSet *set = kl_puzzle_set_load_data (text, len, "bad.knight", &error);
      g_assert_null (set);
      g_assert_error (error, KL_PUZZLE_ERROR, (gint) b->code);
      g_test_message ("-> %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "bad.knight: "));
      g_assert_nonnull (strstr (error->message, b->message));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_error_free (error);
    }
  /* Truncations of a good file and random bytes: an error or a valid set, never a crash. */
  gsize len;
  guint64 rng = 5;
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_new ();
  for (int m = 0; m < KL_N_MODES; m++)
    kl_puzzle_set_add (set, random_entry (&rng, (KlMode) m));
  g_autofree char *text = kl_puzzle_set_to_data (set, &len);
  for (gsize cut = 0; cut < len; cut += 3)
    {
      GError *error = NULL;
      KlPuzzleSet *part = kl_puzzle_set_load_data (text, cut, "cut.knight", &error);
      g_assert_true ((part == NULL) != (error == NULL));
      kl_puzzle_set_free (part);
      g_clear_error (&error);
    }
  for (int i = 0; i < 2000; i++)
    {
      char *junk = g_memdup2 (text, len);
      for (int k = 0; k < 4; k++)
        junk[tu_below (&rng, len)] = (char) tu_rand (&rng);
      GError *error = NULL;
      KlPuzzleSet *part = kl_puzzle_set_load_data (junk, len, "junk.knight", &error);
      g_assert_true ((part == NULL) != (error == NULL));
      /* Whatever the bytes, the message is text a window can show. */
      g_assert_true (error == NULL || g_utf8_validate (error->message, -1, NULL));
      kl_puzzle_set_free (part);
      g_clear_error (&error);
      g_free (junk);
    }
}

/* Sets LANGUAGE, which g_get_language_names() reads first (and each time
 * it changes), so the getters pick by it; NULL puts back what was there. */
static char *saved_language;

static void
set_language (const char *language)
{
  static gboolean saved;

  if (!saved)
    saved_language = g_strdup (g_getenv ("LANGUAGE")), saved = TRUE;
  if (language == NULL)
    language = saved_language;
  if (language)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static KlPuzzleSet *
load_lesson (void)
{
  gsize len;
  g_autofree char *text = data_file ("lesson.knight", &len);
  GError *error = NULL;
  KlPuzzleSet *set = kl_puzzle_set_load_data (text, len, "lesson.knight", &error);
  g_assert_no_error (error);
  return set;
}

/* tests/data/lesson.knight: the set's title and note in four languages,
 * puzzle 1's note in four and its title in two, puzzle 2's note starting
 * with a space, two practice puzzles; each getter picks the user's
 * language, the language without its country or encoding, the next
 * language of LANGUAGE, and else falls back to the untranslated text. */
static void
test_lesson_languages (void)
{
  g_autoptr (KlPuzzleSet) set = load_lesson ();
  const KlPuzzleEntry *e1 = set->entries->pdata[0], *e2 = set->entries->pdata[1],
                      *e3 = set->entries->pdata[2];
  const char *intro = "Three puzzles about how a knight moves.\nSolve each one yourself before you "
                      "look at the answer.";
  const char *jump = "A knight jumps two squares one way and one square the other.\n\tFrom a1: b3 "
                     "or c2.";
  const char *wall = " The wall blocks the short way: count the long way round.";
  const char *tour = "No translation of this note: every language sees it.";

  g_assert_cmpuint (set->entries->len, ==, 3);
  g_assert_cmpstr (set->title, ==, "The knight's first steps");
  g_assert_cmpstr (set->note, ==, intro);
  g_assert_cmpuint (g_hash_table_size (set->titles), ==, 3);
  g_assert_cmpuint (g_hash_table_size (set->notes), ==, 3);
  g_assert_cmpstr (e1->note, ==, jump);
  g_assert_cmpuint (g_hash_table_size (e1->notes), ==, 3);
  g_assert_cmpuint (g_hash_table_size (e1->titles), ==, 1);
  g_assert_cmpstr (e2->note, ==, wall);
  g_assert_cmpuint (g_hash_table_size (e2->notes), ==, 0);
  g_assert_true (e1->practice);
  g_assert_true (e2->practice);
  g_assert_false (e3->practice);

  static const struct {
    const char *language;   /* LANGUAGE */
    const char *set_title, *set_note, *title1, *note1; /* NULL: untranslated */
  } cases[] = {
    { "de", "Die ersten Schritte des Springers", "Drei Rätsel darüber, wie ein Springer zieht.\nLöse jedes selbst, bevor du die Antwort ansiehst.",
      "Zwei Züge entfernt", "Ein Springer springt zwei Felder in eine Richtung und eines in die andere.\n\tVon a1: b3 oder c2." },
    { "ru", "Первые шаги коня", "Три задачи о том, как ходит конь.\nРешите каждую сами, прежде чем смотреть ответ.",
      NULL, "Конь прыгает на два поля в одну сторону и на одно в другую.\n\tС a1: b3 или c2." },
    { "zh_CN", "马的第一步", "三道关于马怎样走的题。\n先自己解，再看答案。", NULL,
      "马走“日”字：一个方向两格，另一个方向一格。\n\t从 a1：b3 或 c2。" },
    /* the locale as the environment spells it: zh_CN.UTF-8 tries zh_CN */
    { "zh_CN.UTF-8", "马的第一步", "三道关于马怎样走的题。\n先自己解，再看答案。", NULL,
      "马走“日”字：一个方向两格，另一个方向一格。\n\t从 a1：b3 或 c2。" },
    /* a country without a translation of its own: de_AT tries de */
    { "de_AT.UTF-8", "Die ersten Schritte des Springers", "Drei Rätsel darüber, wie ein Springer zieht.\nLöse jedes selbst, bevor du die Antwort ansiehst.",
      "Zwei Züge entfernt", "Ein Springer springt zwei Felder in eine Richtung und eines in die andere.\n\tVon a1: b3 oder c2." },
    /* the first language with a translation wins, each text on its own */
    { "fr:ru:de", "Первые шаги коня", "Три задачи о том, как ходит конь.\nРешите каждую сами, прежде чем смотреть ответ.",
      "Zwei Züge entfernt", "Конь прыгает на два поля в одну сторону и на одно в другую.\n\tС a1: b3 или c2." },
    /* zh_TW is not zh_CN: no translation, the untranslated text */
    { "zh_TW", NULL, NULL, NULL, NULL },
    { "fr", NULL, NULL, NULL, NULL },
    { "C", NULL, NULL, NULL, NULL },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("LANGUAGE=%s", cases[i].language);
      set_language (cases[i].language);
      g_assert_cmpstr (kl_puzzle_set_get_title (set), ==,
                       cases[i].set_title ? cases[i].set_title : "The knight's first steps");
      g_assert_cmpstr (kl_puzzle_set_get_note (set), ==, cases[i].set_note ? cases[i].set_note : intro);
      g_assert_cmpstr (kl_puzzle_entry_title (e1), ==, cases[i].title1 ? cases[i].title1 : "Two moves away");
      g_assert_cmpstr (kl_puzzle_entry_note (e1), ==, cases[i].note1 ? cases[i].note1 : jump);
      g_assert_cmpstr (kl_puzzle_entry_note (e2), ==, wall);
      g_assert_cmpstr (kl_puzzle_entry_note (e3), ==, tour);
    }

  /* Without LANGUAGE, LC_ALL decides (g_get_language_names reads the
   * environment: the locale need not be installed). */
  g_autofree char *lc_all = g_strdup (g_getenv ("LC_ALL"));
  g_unsetenv ("LANGUAGE");
  g_setenv ("LC_ALL", "ru_RU.UTF-8", TRUE);
  g_assert_cmpstr (kl_puzzle_set_get_title (set), ==, "Первые шаги коня");
  g_assert_cmpstr (kl_puzzle_entry_title (e1), ==, "Two moves away");
  g_assert_true (g_str_has_prefix (kl_puzzle_entry_note (e1), "Конь"));
  if (lc_all)
    g_setenv ("LC_ALL", lc_all, TRUE);
  else
    g_unsetenv ("LC_ALL");

  /* A translation without an untranslated text: none in other languages. */
  const char *only_de = "[Knight Lab]\nVersion=1\nNote[de]=Nur auf Deutsch\n"
                        "[Puzzle 1]\nNote[de]=Auch\nMode=tour\nSize=5x5\n";
  GError *error = NULL;
  g_autoptr (KlPuzzleSet) de = kl_puzzle_set_load_data (only_de, strlen (only_de), "de.knight", &error);
  g_assert_no_error (error);
  set_language ("de");
  g_assert_cmpstr (kl_puzzle_set_get_note (de), ==, "Nur auf Deutsch");
  g_assert_cmpstr (kl_puzzle_entry_note (de->entries->pdata[0]), ==, "Auch");
  g_assert_null (kl_puzzle_set_get_title (de));
  set_language ("fr");
  g_assert_null (kl_puzzle_set_get_note (de));
  g_assert_null (kl_puzzle_entry_note (de->entries->pdata[0]));
  g_assert_null (kl_puzzle_entry_title (de->entries->pdata[0]));
  set_language (NULL);
}

/* The lesson saved and loaded again is the same set, written the same way;
 * notes that key files must escape come back as they were; every field
 * counts for equality, and a copy is equal but shares nothing. */
static void
test_lesson_round_trip (void)
{
  g_autoptr (KlPuzzleSet) set = load_lesson ();
  KlPuzzleEntry *e1 = set->entries->pdata[0], *e3 = set->entries->pdata[2];
  gsize len, again_len;
  GError *error = NULL;

  /* newlines, tabs, a leading and a trailing space, a backslash, a CR,
   * comment and group look-alikes, an empty line */
  const char *hard = " leading\n\ttab\there \\ back\\slash\r\n# not a comment\n[Puzzle 9]\n\n"
                     "a = b  ";
  g_hash_table_insert (e1->notes, g_strdup ("sr@latin"), g_strdup (hard));
  g_hash_table_insert (set->notes, g_strdup ("es_419"), g_strdup (hard));
  g_hash_table_insert (set->titles, g_strdup ("pt_BR.UTF-8"), g_strdup ("Os primeiros"));
  g_free (e3->note);
  e3->note = g_strdup (hard);
  g_autofree char *text = kl_puzzle_set_to_data (set, &len);
  g_autoptr (KlPuzzleSet) back = kl_puzzle_set_load_data (text, len, "lesson.knight", &error);
  g_assert_no_error (error);
  g_assert_true (kl_puzzle_set_equal (set, back));
  g_assert_cmpstr (g_hash_table_lookup (((KlPuzzleEntry *) back->entries->pdata[0])->notes, "sr@latin"), ==, hard);
  g_assert_cmpstr (g_hash_table_lookup (back->notes, "es_419"), ==, hard);
  g_assert_cmpstr (((KlPuzzleEntry *) back->entries->pdata[2])->note, ==, hard);
  g_autofree char *again = kl_puzzle_set_to_data (back, &again_len);
  g_assert_cmpstr (again, ==, text);
  /* Practice=true only where it is set. */
  g_assert_nonnull (strstr (text, "Practice=true"));
  g_assert_null (strstr (text, "Practice=false"));

  g_autoptr (KlPuzzleSet) copy = kl_puzzle_set_copy (set);
  g_assert_true (kl_puzzle_set_equal (set, copy));
  g_assert_true (copy->notes != set->notes);
  KlPuzzleEntry *c1 = copy->entries->pdata[0];
  g_assert_true (c1 != e1 && c1->notes != e1->notes);

  /* each field on its own makes the sets differ */
  c1->practice = FALSE;
  g_assert_false (kl_puzzle_set_equal (set, copy));
  c1->practice = TRUE;
  g_hash_table_insert (c1->notes, g_strdup ("de"), g_strdup ("anders"));
  g_assert_false (kl_puzzle_entry_equal (e1, c1));
  g_assert_false (kl_puzzle_set_equal (set, copy));
  g_hash_table_remove (c1->notes, "de");
  g_assert_false (kl_puzzle_set_equal (set, copy)); /* one translation fewer */
  g_hash_table_insert (c1->notes, g_strdup ("de"),
                       g_strdup (g_hash_table_lookup (e1->notes, "de")));
  g_assert_true (kl_puzzle_set_equal (set, copy));
  g_hash_table_insert (copy->notes, g_strdup ("de"), g_strdup ("anders"));
  g_assert_false (kl_puzzle_set_equal (set, copy));
  g_hash_table_insert (copy->notes, g_strdup ("de"), g_strdup (g_hash_table_lookup (set->notes, "de")));
  g_assert_true (kl_puzzle_set_equal (set, copy));
  g_hash_table_remove (copy->titles, "ru");
  g_assert_false (kl_puzzle_set_equal (set, copy));
  g_hash_table_insert (copy->titles, g_strdup ("ru"), g_strdup (g_hash_table_lookup (set->titles, "ru")));
  g_clear_pointer (&copy->note, g_free);
  g_assert_false (kl_puzzle_set_equal (set, copy));
  copy->note = g_strdup (set->note);
  g_assert_true (kl_puzzle_set_equal (set, copy));

  /* The locales GKeyFile and glibc write are all read. */
  const char *locales = "[Knight Lab]\nVersion=1\nNote[sr@latin]=a\nNote[es_419]=b\n"
                        "Note[zh_CN.UTF-8]=c\nNote[ast]=d\nTitle[de_DE.ISO-8859-15@euro]=e\n"
                        "[Puzzle 1]\nMode=tour\nSize=5x5\nPractice = false \n";
  g_autoptr (KlPuzzleSet) many = kl_puzzle_set_load_data (locales, strlen (locales), "l.knight", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_hash_table_size (many->notes), ==, 4);
  g_assert_cmpstr (g_hash_table_lookup (many->titles, "de_DE.ISO-8859-15@euro"), ==, "e");
  g_assert_false (((KlPuzzleEntry *) many->entries->pdata[0])->practice);
}

/* A save that fails (here: the file size limit) leaves the old file whole. */
static void
test_atomic_save (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "keep.knight", NULL);
  guint64 rng = 8;
  g_autoptr (KlPuzzleSet) small = kl_puzzle_set_new ();
  kl_puzzle_set_add (small, random_entry (&rng, KL_MODE_PATH));
  g_assert_true (kl_puzzle_set_save_file (small, path, &error));
  g_autofree char *before = NULL;
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  g_autoptr (KlPuzzleSet) big = kl_puzzle_set_new ();
  for (int i = 0; i < 200; i++)
    kl_puzzle_set_add (big, random_entry (&rng, KL_MODE_DISTANCE));
  struct rlimit old, tiny;
  getrlimit (RLIMIT_FSIZE, &old);
  tiny = old;
  tiny.rlim_cur = 4096;
  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &tiny);
  gboolean saved = kl_puzzle_set_save_file (big, path, &error);
  setrlimit (RLIMIT_FSIZE, &old);
  g_assert_false (saved);
  g_assert_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO);
  g_clear_error (&error);
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* A folder that does not exist. */
  g_autofree char *nowhere = g_build_filename (dir, "no", "such", "x.knight", NULL);
  g_assert_false (kl_puzzle_set_save_file (small, nowhere, &error));
  g_assert_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_IO);
  g_clear_error (&error);
  g_unlink (path);
  g_rmdir (dir);
}

static int
cell (const KlPuzzle *p, const char *name)
{
  kn_square sq;
  g_assert_cmpint (kn_square_parse (name, strlen (name), p->width, p->height, 0, &sq), ==, KN_OK);
  return sq.y * p->width + sq.x;
}

static int
count_blocked (const KlPuzzle *p)
{
  int n = 0;
  for (int c = 0; c < p->width * p->height; c++)
    n += p->blocked[c];
  return n;
}

static KlPuzzleSet *
import_sample (const char *format, const char *as)
{
  gsize len;
  g_autofree char *name = g_strdup_printf ("%s.in", format);
  g_autofree char *text = data_file (name, &len);
  g_assert_cmpstr (kl_puzzle_import_detect (text, len), ==, format);
  GError *error = NULL;
  KlPuzzleSet *set = kl_puzzle_import (text, len, as, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < set->entries->len; i++)
    g_assert_true (kl_puzzle_entry_validate (set->entries->pdata[i], NULL));
  return set;
}

static void
test_import_samples (void)
{
  g_autoptr (KlPuzzleSet) ob = import_sample ("obstacles", NULL);
  g_assert_cmpuint (ob->entries->len, ==, 3);
  KlPuzzleEntry *e = ob->entries->pdata[0];
  g_assert_cmpint (e->mode, ==, KL_MODE_PATH);
  g_assert_cmpint (count_blocked (e->board), ==, 10);
  g_assert_true (e->board->blocked[cell (e->board, "d5")]);
  g_assert_cmpint (e->board->start, ==, cell (e->board, "a1"));
  g_assert_cmpint (e->board->target, ==, cell (e->board, "f1"));
  g_assert_cmpint (count_blocked (((KlPuzzleEntry *) ob->entries->pdata[1])->board), ==, 0);
  g_assert_cmpint (count_blocked (((KlPuzzleEntry *) ob->entries->pdata[2])->board), ==, 2);

  g_autoptr (KlPuzzleSet) mv = import_sample ("moves", "uva439");
  g_assert_cmpuint (mv->entries->len, ==, 8);
  e = mv->entries->pdata[7];
  g_assert_cmpint (e->board->start, ==, e->board->target); /* f6 f6 */

  g_autoptr (KlPuzzleSet) ms = import_sample ("moves-sized", "poj1915");
  g_assert_cmpuint (ms->entries->len, ==, 3);
  e = ms->entries->pdata[1];
  g_assert_cmpint (e->board->width, ==, 100);
  g_assert_cmpint (e->board->target, ==, 50 * 100 + 30);

  g_autoptr (KlPuzzleSet) dy = import_sample ("dynamic", "dynamic");
  g_assert_cmpuint (dy->entries->len, ==, 4);
  static const int sides[] = { 6, 20, 20, 6 }, walls[] = { 1, 7, 16, 17 };
  for (guint i = 0; i < 4; i++)
    {
      e = dy->entries->pdata[i];
      g_assert_cmpint (e->mode, ==, KL_MODE_DYNAMIC);
      g_assert_cmpint (e->board->width, ==, sides[i]);
      g_assert_cmpint (count_blocked (e->board), ==, walls[i]);
    }

  g_autoptr (KlPuzzleSet) ca = import_sample ("camelot", NULL);
  g_assert_cmpuint (ca->entries->len, ==, 1);
  e = ca->entries->pdata[0];
  g_assert_cmpint (e->board->king, ==, cell (e->board, "d4"));
  g_assert_cmpuint (e->board->knights->len, ==, 4);
  g_assert_cmpint (g_array_index (e->board->knights, int, 3), ==, cell (e->board, "h8"));

  GError *error = NULL;
  g_autoptr (KlPuzzleSet) tour = kl_puzzle_import ("1\n64\n10\n-1\n", 10, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tour->entries->len, ==, 3);
  e = tour->entries->pdata[2];
  g_assert_cmpint (e->mode, ==, KL_MODE_TOUR);
  g_assert_cmpint (e->board->start, ==, cell (e->board, "b2"));
}

static void
test_import_bad (void)
{
  static const struct {
    const char *format, *input, *message;
  } cases[] = {
    { NULL, "hello world", "not an input of any judge format" },
    { "obstacles", "1\nz9\na1 b2\n-1\n", "obstacles: case 1, line 2: 'z9'" },
    { "moves-sized", "1\n1001\n0 0\n1 1\n", "'1001'" },
    { "moves-sized", "1\n8\n0 0\n1 1\n8\n", "more scenarios than the count announced" },
    { "camelot", "D4A3D4\n", "d4 is the king's square" },
    { "camelot", "d4a3\n", "'d4'" },
    { "tour", "1\n65\n-1\n", "'65'" },
    { "chess", "1\n", "unknown judge format 'chess'" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      KlPuzzleSet *set = kl_puzzle_import (cases[i].input, strlen (cases[i].input), cases[i].format, &error);
      g_assert_null (set);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_error_free (error);
    }
}

/* The notations of the command line work in files too: leaper names,
 * file,rank pairs, lists separated by spaces, commas or semicolons; and
 * line numbers count CRLF lines. */
static void
test_notation (void)
{
  const char *text = "[Knight Lab]\r\nVersion=1\r\n\r\n[Puzzle 1]\r\nMode=path\r\nSize=8x8\r\n"
                     "Leaper = Camel\r\nStart=3,3\r\nTarget=h8\r\nBlocked=1,1 b2;8,1,c4\r\n"
                     "[Puzzle 2]\r\nMode=tour\r\nSize=5x5\r\nLeaper=zebra\r\n";
  GError *error = NULL;
  g_autoptr (KlPuzzleSet) set = kl_puzzle_set_load_data (text, strlen (text), "ok.knight", &error);
  g_assert_no_error (error);
  KlPuzzleEntry *e = set->entries->pdata[0];
  g_assert_cmpint (e->leaper.m, ==, 1);
  g_assert_cmpint (e->leaper.n, ==, 3);
  g_assert_cmpint (e->board->start, ==, cell (e->board, "c3"));
  g_assert_cmpint (count_blocked (e->board), ==, 4);
  const char *walls[] = { "a1", "b2", "h1", "c4" };
  for (size_t i = 0; i < G_N_ELEMENTS (walls); i++)
    g_assert_true (e->board->blocked[cell (e->board, walls[i])]);
  e = set->entries->pdata[1];
  g_assert_cmpint (e->leaper.m, ==, 2);
  g_assert_cmpint (e->leaper.n, ==, 3);

  g_autofree char *bad = g_strconcat (text, "Start=z9\r\n", NULL);
  g_assert_null (kl_puzzle_set_load_data (bad, strlen (bad), "bad.knight", &error));
  g_assert_error (error, KL_PUZZLE_ERROR, KL_PUZZLE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "bad.knight: line 15: [Puzzle 2] Start: 'z9'"));
  g_clear_error (&error);
}

/* Runs "$KNIGHT_SOLVE ARGS" through the shell; the output, and the exit status. */
static char *
run_cli_shell (const char *args, int *status)
{
  g_autofree char *cmd = g_strdup_printf ("'%s' %s", g_getenv ("KNIGHT_SOLVE"), args);
  const char *argv[] = { "/bin/sh", "-c", cmd, NULL };
  g_autofree char *err = NULL;
  char *out = NULL;
  int wait_status;
  GError *error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_test_message ("%s", err);
  *status = g_spawn_check_wait_status (wait_status, NULL) ? 0 : WEXITSTATUS (wait_status);
  return out;
}

/* knight-solve --convert, then knight-solve --json FILE: the sample's answers come back. */
static void
test_cli_convert_and_solve (void)
{
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "obstacles.in", NULL);
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-XXXXXX", &error);
  g_autofree char *set = g_build_filename (dir, "set.knight", NULL);
  g_autofree char *args = g_strdup_printf ("--convert auto < '%s' > '%s' && '%s' --json '%s'",
                                           in, set, g_getenv ("KNIGHT_SOLVE"), set);
  int status;
  g_autofree char *out = run_cli_shell (args, &status);
  g_assert_cmpint (status, ==, 0);
  g_autoptr (JsonNode) root = parse_json (out);
  JsonArray *answers = json_node_get_array (root);
  const gint64 moves[] = { 7, 1, -1 };
  g_assert_cmpuint (json_array_get_length (answers), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *o = json_array_get_object_element (answers, i);
      JsonArray *size = json_object_get_array_member (o, "size");
      g_autofree char *title = g_strdup_printf ("Case %u", i + 1);
      g_assert_cmpstr (json_object_get_string_member (o, "file"), ==, set);
      g_assert_cmpint (json_object_get_int_member (o, "index"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (o, "title"), ==, title);
      g_assert_cmpstr (json_object_get_string_member (o, "mode"), ==, "path");
      g_assert_cmpint (json_array_get_int_element (size, 0), ==, 8);
      g_assert_cmpint (json_array_get_int_element (size, 1), ==, 8);
      g_assert_true (json_object_get_boolean_member (o, "found") == (moves[i] >= 0));
      g_assert_cmpint (json_object_get_int_member (o, "moves"), ==, moves[i]);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "path")), ==,
                        (guint) (moves[i] + 1));
    }
  g_unlink (set);
  g_rmdir (dir);
}

/* Names and titles beyond ASCII come out of --json as the text they are:
 * once they were octal escapes ("\347\273\225") no JSON parser accepts.  A
 * file name that is not UTF-8 comes out as valid UTF-8 too. */
static void
test_cli_json_unicode (void)
{
  const char *text = "[Knight Lab]\nVersion=1\n[Puzzle 1]\nTitle=绕墙而行\nMode=path\nSize=8x8\n"
                     "Start=a1\nTarget=b3\n[Puzzle 2]\nTitle=Say \"hi\"\\\\ \\t\nMode=tour\n"
                     "Size=5x5\nStart=a1\n";
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-XXXXXX", &error);
  g_autofree char *utf8 = g_build_filename (dir, "é.knight", NULL);
  g_autofree char *latin1 = g_build_filename (dir, "\xe9-latin1.knight", NULL);
  g_assert_true (g_file_set_contents (utf8, text, -1, NULL));
  g_assert_true (g_file_set_contents (latin1, text, -1, NULL));
  g_autofree char *args = g_strdup_printf ("--json '%s' '%s'", utf8, latin1);
  int status;
  g_autofree char *out = run_cli_shell (args, &status);
  g_assert_cmpint (status, ==, 0);
  g_autoptr (JsonNode) root = parse_json (out);
  JsonArray *answers = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (answers), ==, 4);
  JsonObject *first = json_array_get_object_element (answers, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "file"), ==, utf8);
  g_assert_cmpstr (json_object_get_string_member (first, "title"), ==, "绕墙而行");
  g_assert_cmpint (json_object_get_int_member (first, "moves"), ==, 1);
  JsonObject *second = json_array_get_object_element (answers, 1);
  g_assert_cmpstr (json_object_get_string_member (second, "title"), ==, "Say \"hi\"\\ \t");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (second, "squares")), ==, 25);
  const char *shown = json_object_get_string_member (json_array_get_object_element (answers, 2), "file");
  g_assert_true (g_utf8_validate (shown, -1, NULL));
  g_assert_true (g_str_has_suffix (shown, "-latin1.knight"));
  g_unlink (utf8);
  g_unlink (latin1);
  g_rmdir (dir);
}

/* A note as knight-solve prints it under a line: "  Note: " and the first
 * line, the others under its text. */
static void
append_note (GString *s, const char *note)
{
  g_auto (GStrv) lines = g_strsplit (note, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    g_string_append_printf (s, "%s%s\n", i ? "        " : "  Note: ", lines[i]);
}

/* English messages whatever is installed, and the notes of language. */
static Run
run_in_language (const char *language, const char *const *args)
{
  g_autofree char *lang = g_strdup_printf ("LANGUAGE=%s", language);
  const char *env[] = { lang, "KNIGHT_LAB_LOCALEDIR=/nonexistent", NULL };
  return run_cli_env (args, env);
}

/* knight-solve FILE prints the set's note once before the first puzzle and
 * each puzzle's note between its line and its answer, in the user's
 * language; the answers are those of the same file without notes. */
static void
test_cli_notes_text (void)
{
  g_autofree char *lesson = g_test_build_filename (G_TEST_DIST, "data", "lesson.knight", NULL);
  g_autoptr (KlPuzzleSet) set = load_lesson ();
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("knight-XXXXXX", &error);
  g_autofree char *plain_path = g_build_filename (dir, "plain.knight", NULL);

  /* The same puzzles without a note. */
  g_autoptr (KlPuzzleSet) plain = kl_puzzle_set_copy (set);
  g_clear_pointer (&plain->note, g_free);
  g_hash_table_remove_all (plain->notes);
  for (guint i = 0; i < plain->entries->len; i++)
    {
      KlPuzzleEntry *e = plain->entries->pdata[i];
      g_clear_pointer (&e->note, g_free);
      g_hash_table_remove_all (e->notes);
    }
  g_assert_true (kl_puzzle_set_save_file (plain, plain_path, &error));
  g_assert_no_error (error);
  const char *plain_args[] = { plain_path, NULL };
  Run bare = run_in_language ("", plain_args);
  g_assert_cmpint (bare.status, ==, 0);
  g_auto (GStrv) bare_lines = g_strsplit (bare.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (bare_lines), ==, 4); /* three lines and the end */
  /* no note, no note lines: one line a puzzle, as before */
  g_assert_null (strstr (bare.out, "Note"));

  const char *const languages[] = { "", "de", "ru", "zh_CN", "fr" };
  for (gsize l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_test_message ("LANGUAGE=%s", languages[l]);
      set_language (languages[l]);
      GString *want = g_string_new (NULL);
      g_string_append_printf (want, "%s “%s”:\n", lesson, kl_puzzle_set_get_title (set));
      append_note (want, kl_puzzle_set_get_note (set));
      for (guint i = 0; i < set->entries->len; i++)
        {
          const KlPuzzleEntry *e = set->entries->pdata[i];
          const char *answer = strstr (bare_lines[i], "): ");
          g_assert_nonnull (answer);
          g_string_append_printf (want, "%s, puzzle %u “%s” (%s, %dx%d):\n", lesson, i + 1,
                                  kl_puzzle_entry_title (e), kl_mode_to_string (e->mode),
                                  e->board->width, e->board->height);
          append_note (want, kl_puzzle_entry_note (e));
          g_string_append_printf (want, "  %s\n", answer + 3);
        }
      const char *args[] = { lesson, NULL };
      Run r = run_in_language (languages[l], args);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.err, ==, "");
      g_assert_cmpstr (r.out, ==, want->str);
      run_clear (&r);
      g_string_free (want, TRUE);
    }
  set_language (NULL);
  run_clear (&bare);

  /* Blank lines inside a note stay, blank lines at its end go; an empty
   * note is no note; two files, two set notes, each before its puzzles. */
  g_autofree char *odd = g_build_filename (dir, "odd.knight", NULL);
  const char *text = "[Knight Lab]\nVersion=1\nNote=Set\n[Puzzle 1]\nNote=a\\n\\nb\\n\\n\nMode=path\n"
                     "Size=8x8\nStart=a1\nTarget=b3\n[Puzzle 2]\nNote=\nMode=path\nSize=8x8\n"
                     "Start=a1\nTarget=b3\n";
  g_assert_true (g_file_set_contents (odd, text, -1, &error));
  const char *args[] = { odd, odd, NULL };
  Run r = run_in_language ("", args);
  /* puzzle 2, the same route, keeps its one line: its answer is puzzle 1's */
  g_autofree char *line2 = g_strdup_printf ("%s, puzzle 2 (path, 8x8): ", odd);
  const char *answer = strstr (r.out, line2);
  g_assert_nonnull (answer);
  answer += strlen (line2);
  g_autofree char *route = g_strndup (answer, strcspn (answer, "\n"));
  g_assert_true (g_str_has_suffix (route, ": a1 b3"));
  g_autofree char *one = g_strdup_printf ("%s:\n  Note: Set\n%s, puzzle 1 (path, 8x8):\n  Note: a\n\n"
                                          "        b\n  %s\n%s%s\n", odd, odd, route, line2, route);
  g_autofree char *two = g_strconcat (one, one, NULL);
  g_assert_cmpstr (r.out, ==, two);
  run_clear (&r);
  g_unlink (odd);
  g_unlink (plain_path);
  g_rmdir (dir);
}

/* --json: "note" in the user's language or null, "practice", in each
 * puzzle's object; the output is still one array of puzzles. */
static void
test_cli_notes_json (void)
{
  g_autofree char *lesson = g_test_build_filename (G_TEST_DIST, "data", "lesson.knight", NULL);
  g_autoptr (KlPuzzleSet) set = load_lesson ();
  const char *args[] = { "--json", lesson, NULL };
  static const struct {
    const char *language, *note1_start;
  } cases[] = {
    { "", "A knight jumps" },
    { "de", "Ein Springer springt" },
    { "ru", "Конь прыгает" },
    { "zh_CN", "马走“日”字" },
    { "fr", "A knight jumps" },
  };
  const gboolean practice[] = { TRUE, TRUE, FALSE };
  const gint64 moves[] = { 2, 7 };

  for (gsize l = 0; l < G_N_ELEMENTS (cases); l++)
    {
      Run r = run_in_language (cases[l].language, args);
      g_assert_cmpint (r.status, ==, 0);
      g_autoptr (JsonNode) root = parse_json (r.out);
      g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
      JsonArray *answers = json_node_get_array (root);
      g_assert_cmpuint (json_array_get_length (answers), ==, 3);
      set_language (cases[l].language);
      for (guint i = 0; i < 3; i++)
        {
          JsonObject *o = json_array_get_object_element (answers, i);
          g_assert_cmpstr (json_object_get_string_member (o, "note"), ==,
                           kl_puzzle_entry_note (set->entries->pdata[i]));
          g_assert_true (json_object_get_boolean_member (o, "practice") == practice[i]);
          if (i < G_N_ELEMENTS (moves))
            g_assert_cmpint (json_object_get_int_member (o, "moves"), ==, moves[i]);
        }
      JsonObject *first = json_array_get_object_element (answers, 0);
      g_assert_true (g_str_has_prefix (json_object_get_string_member (first, "note"),
                                       cases[l].note1_start));
      /* the leading space of Note=\s… is kept */
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (answers, 1), "note"),
                       ==, " The wall blocks the short way: count the long way round.");
      run_clear (&r);
    }
  set_language (NULL);

  /* No note: the member is there, null; no Practice: false. */
  g_autofree char *in = g_test_build_filename (G_TEST_DIST, "data", "obstacles.in", NULL);
  g_autofree char *cmd = g_strdup_printf ("--convert auto < '%s' | '%s' --json /dev/stdin", in,
                                          g_getenv ("KNIGHT_SOLVE"));
  int status;
  g_autofree char *out = run_cli_shell (cmd, &status);
  g_assert_cmpint (status, ==, 0);
  g_autoptr (JsonNode) root = parse_json (out);
  JsonObject *o = json_array_get_object_element (json_node_get_array (root), 0);
  g_assert_true (json_object_has_member (o, "note"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (o, "note")));
  g_assert_false (json_object_get_boolean_member (o, "practice"));
}

/* Inputs that once crashed the puzzle-file fuzzer: now a set or an error,
 * and a set survives a save and reload. */
static void
test_fuzz_regressions (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "regressions", "puzzle-file", NULL);
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *file = g_build_filename (path, name, NULL);
      g_autofree char *text = NULL;
      gsize len;
      GError *error = NULL;
      g_assert_true (g_file_get_contents (file, &text, &len, NULL));
      g_autoptr (KlPuzzleSet) set = kl_puzzle_set_load_data (text, len, name, &error);
      g_assert_true ((set == NULL) != (error == NULL));
      g_clear_error (&error);
      if (set)
        {
          gsize back_len;
          g_autofree char *back_text = kl_puzzle_set_to_data (set, &back_len);
          g_autoptr (KlPuzzleSet) back = kl_puzzle_set_load_data (back_text, back_len, name, &error);
          g_assert_no_error (error);
          g_assert_true (kl_puzzle_set_equal (set, back));
        }
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/file/round-trip-every-mode", test_round_trip);
  g_test_add_func ("/puzzle/file/malformed", test_malformed);
  g_test_add_func ("/puzzle/file/atomic-save", test_atomic_save);
  g_test_add_func ("/puzzle/file/lesson-languages", test_lesson_languages);
  g_test_add_func ("/puzzle/file/lesson-round-trip", test_lesson_round_trip);
  g_test_add_func ("/puzzle/file/fuzz-regressions", test_fuzz_regressions);
  g_test_add_func ("/puzzle/import/samples", test_import_samples);
  g_test_add_func ("/puzzle/import/bad-input", test_import_bad);
  g_test_add_func ("/puzzle/file/notation", test_notation);
  g_test_add_func ("/puzzle/cli/convert-and-solve", test_cli_convert_and_solve);
  g_test_add_func ("/puzzle/cli/json-unicode", test_cli_json_unicode);
  g_test_add_func ("/puzzle/cli/notes-text", test_cli_notes_text);
  g_test_add_func ("/puzzle/cli/notes-json", test_cli_notes_json);
  return g_test_run ();
}
