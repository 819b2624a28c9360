/* main.c - knight-solve: judge formats on standard input, and commands for people. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli-common.h"
#include "judge.h"
#include "kl-i18n.h"
#include "kl-puzzle-set.h"

static const struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} commands[] = {
  { "path", kl_cmd_path, N_("One shortest route of a knight or any leaper, with blocked squares") },
  { "map", kl_cmd_map, N_("The distance of every square from a start square") },
  { "dynamic", kl_cmd_dynamic, N_("The dynamic knight's shortest route (K, B, T moves)") },
  { "tour", kl_cmd_tour, N_("A knight's tour, open or closed, on any board") },
  { "camelot", kl_cmd_camelot, N_("Gather a king and knights on one square") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n  knight-solve --judge %s < input\n  knight-solve %s [%s…]\n"
                "  knight-solve [--json] %s…\n  knight-solve --convert %s < input > set%s\n\n",
           _("Usage:"), _("FORMAT"), _("COMMAND"), _("OPTION"), _("FILE"), _("FORMAT|auto"),
           KL_PUZZLE_FILE_EXTENSION);
  fprintf (out, "%s\n", _("Judge formats (exact judge output on standard output):"));
  for (const KlJudgeFormat *f = kl_judge_formats (); f->name; f++)
    {
      if (f->alias)
        fprintf (out, "  %-12s (%s)\n", f->name, f->alias);
      else
        fprintf (out, "  %s\n", f->name);
    }
  fprintf (out, "\n%s\n", _("Commands (run knight-solve COMMAND --help for their options):"));
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Exit status: 0 an answer, 1 proven that none exists, 2 bad input or "
                            "usage, 3 the search gave up."));
}

/* Usage errors of the top level: the message, then the usage. */
static int
usage_error (GError *error)
{
  kl_report (error);
  print_usage (stderr);
  return KL_EXIT_ERROR;
}

static int
run_judge (int argc, char **argv, const char *name)
{
  const KlJudgeFormat *format = kl_judge_lookup (name);
  GError *error = NULL;
  KlReader reader;

  if (argc > 0)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                   _("--judge takes one format name and reads standard input, not '%s'"), argv[0]);
      return kl_report (error);
    }
  if (!format)
    {
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("unknown judge format '%s'"), name);
      return usage_error (error);
    }
  /* Streamed: memory stays flat however long the input, and each answer is
   * written before the judge waits for more input. */
  kl_reader_init_fd (&reader, STDIN_FILENO);
  gboolean ok = kl_judge_run (format, &reader, stdout, &error);
  kl_reader_clear (&reader);
  if (!ok)
    {
      g_prefix_error (&error, "%s: ", format->name);
      return kl_report (error);
    }
  return KL_EXIT_FOUND;
}

/* Whatever a command printed must reach its destination: a full disk or a
 * closed standard output is an error, reported once, with exit status 2.
 * fflush alone is not enough: large blocks written with fwrite bypass the
 * buffer, and their failure shows only in ferror. */
static int
finish_output (int status)
{
  gboolean ok = fflush (stdout) == 0 && !ferror (stdout);
  int saved = errno;

  if (fclose (stdout) != 0 && ok)
    {
      ok = FALSE;
      saved = errno;
    }
  if (ok)
    return status;
  /* A judge that could not write has said so already. */
  if (status != KL_EXIT_ERROR)
    {
      GError *error = NULL;
      g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_OUTPUT, _("cannot write the output: %s"),
                   g_strerror (saved));
      kl_report (error);
    }
  return KL_EXIT_ERROR;
}

static int
run (int argc, char **argv)
{
  GError *error = NULL;

  if (argc < 2)
    {
      print_usage (stderr);
      return KL_EXIT_ERROR;
    }
  const char *arg = argv[1];
  if (strcmp (arg, "--judge") == 0 || strcmp (arg, "-J") == 0)
    {
      if (argc < 3)
        {
          g_set_error_literal (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE,
                               _("--judge takes one format name and reads standard input"));
          return kl_report (error);
        }
      return run_judge (argc - 3, argv + 3, argv[2]);
    }
  if (g_str_has_prefix (arg, "--judge="))
    return run_judge (argc - 2, argv + 2, arg + strlen ("--judge="));
  if (strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0 || strcmp (arg, "help") == 0)
    {
      print_usage (stdout);
      return KL_EXIT_FOUND;
    }
  if (strcmp (arg, "--convert") == 0)
    return kl_cmd_convert (argc - 1, argv + 1);
  if (strcmp (arg, "--version") == 0)
    {
      printf ("knight-solve %s\n", PACKAGE_VERSION);
      return KL_EXIT_FOUND;
    }
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (arg, commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("knight-solve %s", commands[i].name);
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }
  /* Anything else that names files: solve the puzzles in them. */
  if (strcmp (arg, "--json") == 0 || g_file_test (arg, G_FILE_TEST_EXISTS) ||
      g_str_has_suffix (arg, KL_PUZZLE_FILE_EXTENSION))
    return kl_cmd_files (argc, argv);
  g_set_error (&error, KL_CLI_ERROR, KL_CLI_ERROR_USAGE, _("unknown command or option '%s'"), arg);
  return usage_error (error);
}

int
main (int argc, char **argv)
{
  static char outbuf[1 << 16];

  setlocale (LC_ALL, "");
  /* the installed translations, or KNIGHT_LAB_LOCALEDIR's (a testing hook) */
  kl_i18n_init ();
  setvbuf (stdout, outbuf, _IOFBF, sizeof outbuf);
  return finish_output (run (argc, argv));
}
