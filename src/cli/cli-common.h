/* cli-common.h - what knight-solve's commands for people share: options,
 * square lists, and printing routes as text or JSON. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "knight.h"

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

/* Option values a command collects with GOptionContext. */
typedef struct {
  char *size;      /* "WxH" */
  char **blocked;  /* each "a1,b2,..." */
  char *leaper;    /* "M,N" or a name */
  gboolean json;
} KlBoardOptions;

/* The GOptionEntry list for --size, --blocked, --leaper, --json (leaper
 * only when with_leaper). */
void kl_board_options_add (GOptionContext *context, KlBoardOptions *opts, gboolean with_leaper);
void kl_board_options_clear (KlBoardOptions *opts);

/* Parses "WxH". */
gboolean kl_parse_size (const char *text, int32_t *width, int32_t *height, GError **error);
/* Parses a square of the board: algebraic ("c3") or 1-based "file,rank" ("3,3"). */
gboolean kl_parse_square (const char *text, const kn_board *board, kn_square *out, GError **error);
/* Parses "M,N" or one of the leaper names (knight, camel, zebra, giraffe, ...). */
gboolean kl_parse_leaper (const char *text, kn_leaper *out, GError **error);
/* Builds the board of --size (default 8x8) with every --blocked square. */
gboolean kl_board_from_options (const KlBoardOptions *opts, kn_board **out, GError **error);

/* The square in algebraic notation, in a static-free buffer the caller gives. */
const char *kl_square_str (kn_square sq, char buf[KN_SQUARE_BUFSIZE]);
/* The one-letter name of a dynamic knight move type, "" for others. */
const char *kl_move_letter (kn_move_type type);

/* "a1 to f1: 7 moves" and the route, each square after the letter of its move type. */
void kl_print_route (const char *from, const char *to, int64_t moves, const kn_path *path);

/* JSON: a string array of the path's squares, and "K","B","T" types when typed. */
void kl_json_path (FILE *out, const kn_path *path);
void kl_json_types (FILE *out, const kn_path *path);

/* Reports error to stderr as "knight-solve: <message>" and returns KL_EXIT_ERROR. */
int kl_report (GError *error);

int kl_cmd_path (int argc, char **argv);
int kl_cmd_map (int argc, char **argv);
int kl_cmd_dynamic (int argc, char **argv);
int kl_cmd_tour (int argc, char **argv);
int kl_cmd_camelot (int argc, char **argv);
int kl_cmd_files (int argc, char **argv);
int kl_cmd_convert (const char *format);

G_END_DECLS
