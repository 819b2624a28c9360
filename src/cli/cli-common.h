/* cli-common.h - what knight-solve's commands share: exit statuses, the
 * error domain, the set-up of a command for people (options, board, leaper,
 * squares) and printing routes. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "knight.h"
#include "cli-export.h"
#include "kl-solution.h"

G_BEGIN_DECLS

/* Exit statuses, the same for every command. */
enum {
  KL_EXIT_FOUND = 0,   /* an answer */
  KL_EXIT_NONE = 1,    /* proven: no route / tour / gathering exists */
  KL_EXIT_ERROR = 2,   /* bad input, bad usage, or a failure */
  KL_EXIT_GAVE_UP = 3, /* the search stopped without deciding */
};

#define KL_CLI_ERROR (kl_cli_error_quark ())
GQuark kl_cli_error_quark (void);

typedef enum {
  KL_CLI_ERROR_USAGE,  /* an unknown or missing option, an unexpected argument */
  KL_CLI_ERROR_INPUT,  /* an option's value that is not valid: a size, a square, a leaper */
  KL_CLI_ERROR_SOLVER, /* the library failed: out of memory, beyond its limits */
  KL_CLI_ERROR_OUTPUT, /* standard output cannot be written */
} KlCliError;

typedef enum {
  KL_COMMAND_BOARD = 1 << 0,  /* --size and --blocked make cmd->board */
  KL_COMMAND_LEAPER = 1 << 1, /* --leaper sets cmd->leaper */
  KL_COMMAND_JSON = 1 << 2,   /* --json sets cmd->json */
  KL_COMMAND_EXPLAIN = 1 << 3, /* --explain sets cmd->explain (cli-explain.h prints it) */
  KL_COMMAND_EXPORT = 1 << 4, /* --export-image, --export-animation and their options
                               * (cli-export.h): kl_command_solve writes the files */
} KlCommandFlags;

/* A command for people ("knight-solve path ..."): its options and what the
 * shared ones describe once parsed. */
typedef struct {
  const char *name;         /* "path", for messages */
  KlCommandFlags flags;
  GOptionContext *context;
  char *size;               /* --size, "WxH" */
  char **blocked;           /* each --blocked list */
  char *leaper_text;        /* --leaper */
  gboolean json;            /* --json */
  gboolean explain;         /* --explain */
  guint explain_steps;      /* --explain prints the first this many steps; 0: all (set by
                             * the command: a tour's steps are its squares or its search) */
  kn_board *board;          /* made by kl_command_parse (KL_COMMAND_BOARD) */
  kn_leaper leaper;         /* KN_KNIGHT unless --leaper */
  gboolean has_algorithm;   /* kl_command_add_algorithm was called: --algorithm exists */
  KlMode algorithm_mode;    /* the mode whose algorithms --algorithm names */
  char *algorithm_text;     /* --algorithm */
  char *algorithm_help;     /* its --help line, which lists the mode's names */
  KlAlgorithm algorithm;    /* parsed by kl_command_parse; KL_ALGORITHM_DEFAULT without it */
  char *compare_text;       /* --compare A,B */
  gboolean comparing;       /* --compare was given: compare[] holds its two algorithms */
  KlAlgorithm compare[2];
  KlCliExport export;       /* KL_COMMAND_EXPORT's options */
} KlCommand;

/* Sets up the option context: the command's own entries (ended by a NULL
 * entry), then the shared ones flags asks for.  summary follows
 * "knight-solve NAME" in --help; description is printed after the options. */
void kl_command_init (KlCommand *cmd, const char *name, const char *summary,
                      const char *description, const GOptionEntry *entries,
                      KlCommandFlags flags);
/* Adds --algorithm NAME, one of the algorithms mode offers (listed in
 * --help); kl_command_parse checks it and kl_command_solve uses it. */
void kl_command_add_algorithm (KlCommand *cmd, KlMode mode);
/* --compare: solves pieces with both algorithms (options as the command
 * made them otherwise) and prints the table of what each did and the
 * sentence (kl-comparison.h), or with --json the comparison's object.
 * Returns the exit status: the worse of the two answers'. */
int kl_command_compare (KlCommand *cmd, const KlPieces *pieces, const KlSolveOptions *options);
/* Parses the options alone, leaving the other arguments in *argc, *argv. */
gboolean kl_command_parse_options (KlCommand *cmd, int *argc, char ***argv, GError **error);
/* Parses the arguments, refuses any left over, and makes the board (default
 * 8x8, every --blocked square blocked) and the leaper. */
gboolean kl_command_parse (KlCommand *cmd, int argc, char **argv, GError **error);
/* "NAME needs OPTION" when value is NULL. */
gboolean kl_command_require (KlCommand *cmd, const char *option, const char *value,
                             GError **error);
/* Parses the square an option gives (kl_parse_square on the board); with
 * must_be_free, a blocked square is an error too.  Messages start with the
 * option ("--from: 'z99' is not on the 8x8 board"). */
gboolean kl_command_square (KlCommand *cmd, const char *option, const char *text,
                            gboolean must_be_free, kn_square *out, GError **error);
/* Frees what the command holds.  With error set, reports it and returns
 * KL_EXIT_ERROR; otherwise returns status. */
int kl_command_finish (KlCommand *cmd, int status, GError *error);

/* Solves options->mode on the command's board with pieces, through the one
 * pipeline the app uses (kl_solve_board): with --explain, the explanation
 * too.  NULL, with error set, when the library failed (out of memory,
 * beyond its limits), or when the files --export-image and
 * --export-animation ask for cannot be written. */
KlSolution *kl_command_solve (KlCommand *cmd, const KlPieces *pieces, KlSolveOptions *options,
                              GError **error);
/* The exit status of a solution: found, none, gave up. */
int kl_solution_exit_status (const KlSolution *solution);
/* The cell of a square of the command's board, for KlPieces. */
int kl_command_cell (KlCommand *cmd, kn_square sq);

/* Sets error for a failed library call ("The search failed: out of memory"). */
gboolean kl_fail_status (GError **error, kn_status status);
/* Reports error to stderr as "knight-solve: <message>", after what standard
 * output holds so far, frees it and returns KL_EXIT_ERROR. */
int kl_report (GError *error);

/* The square in algebraic notation, in a buffer the caller gives. */
const char *kl_square_str (kn_square sq, char buf[KN_SQUARE_BUFSIZE]);
/* Prints the route's squares separated by spaces, each after the letter of
 * the dynamic knight's move that reached it ("a1 Kb3 Tb6"). */
void kl_print_route_squares (const kn_path *path);

int kl_cmd_path (int argc, char **argv);
int kl_cmd_map (int argc, char **argv);
int kl_cmd_dynamic (int argc, char **argv);
int kl_cmd_tour (int argc, char **argv);
int kl_cmd_camelot (int argc, char **argv);
int kl_cmd_files (int argc, char **argv);
int kl_cmd_convert (int argc, char **argv);

G_END_DECLS
