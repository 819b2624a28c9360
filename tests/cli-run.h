/* cli-run.h - running knight-solve from the CLI tests: its output, errors and
 * exit status, and the test data files. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "knight.h"

G_BEGIN_DECLS

typedef struct {
  char *out;      /* standard output, NUL-terminated */
  char *err;      /* standard error */
  gsize out_len;  /* bytes on standard output */
  int status;     /* exit status, or -1 when killed by a signal */
} Run;

/* Runs $KNIGHT_SOLVE with args (NULL-terminated), input on standard input
 * (input_len < 0: strlen). */
Run run_cli (const char *const *args, const char *input, gssize input_len);
/* run_cli with no input and env ("NAME=value", NULL-terminated) added to
 * the environment. */
Run run_cli_env (const char *const *args, const char *const *env);
void run_clear (Run *r);
/* A file of tests/data, whole; g_free it. */
char *data_file (const char *name, gsize *len);

/* Parses text with JsonParser: it must be one JSON document followed by a
 * newline.  Returns the root; json_node_unref it. */
JsonNode *parse_json (const char *text);
/* The squares of a JSON array of square names on a width x height board
 * (each must parse); g_array_unref it. */
GArray *json_squares (JsonArray *array, int32_t width, int32_t height);

G_END_DECLS
