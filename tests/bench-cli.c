/* bench-cli.c - knight-solve's output for people, whole processes: the JSON
 * writer against the text of the same answer, and --explain against the
 * plain answer it explains. */
#include <stdio.h>
#include <stdlib.h>

#include "bench-util.h"

typedef struct {
  const char *name, *size;
  const char *ours[12], *base[12]; /* arguments after the program, NULL-terminated */
  int runs;
  const char *note;
} Row;

static double
run (const char *solver, const char *const *args, int runs)
{
  char *argv[16];
  int n = 0;
  argv[n++] = (char *) solver;
  for (const char *const *a = args; *a && n < 15; a++)
    argv[n++] = (char *) *a;
  argv[n] = NULL;
  return bu_process (argv, "/dev/null", runs);
}

int
main (void)
{
  static const Row rows[] = {
    { "tour --json (ours) against the text of the same tour", "10000x10000",
      { "tour", "--size", "10000x10000", "--from", "e5", "--json" },
      { "tour", "--size", "10000x10000", "--from", "e5" }, 5,
      "whole processes, solve included: 10^8 squares, 0.98 GB of JSON, 0.78 GB of text" },
    { "tour --json (ours) against the text of the same tour", "1000x1000",
      { "tour", "--size", "1000x1000", "--from", "e5", "--json" },
      { "tour", "--size", "1000x1000", "--from", "e5" }, 7, "whole processes" },
    { "map --json (ours) against the map as text", "2000x2000",
      { "map", "--size", "2000x2000", "--from", "a1", "--json" },
      { "map", "--size", "2000x2000", "--from", "a1" }, 5,
      "whole processes: 4 * 10^6 distances" },
    { "path --explain (ours) against the plain path", "2000x2000",
      { "path", "--size", "2000x2000", "--from", "a1", "--to", "bxx2000", "--explain" },
      { "path", "--size", "2000x2000", "--from", "a1", "--to", "bxx2000" }, 5,
      "corner to corner; --explain adds the BFS map and a line a layer (1335 steps)" },
    { "map --explain (ours) against the map as text", "300x300",
      { "map", "--size", "300x300", "--from", "a1", "--explain" },
      { "map", "--size", "300x300", "--from", "a1" }, 7,
      "a line a layer (200 steps) against a distance a square" },
    { "camelot --json --explain (ours) against --json", "256x256, 4 knights",
      { "camelot", "--size", "256x256", "--king", "ev128", "--knights", "a1,iv256,a256,iv1",
        "--json", "--explain" },
      { "camelot", "--size", "256x256", "--king", "ev128", "--knights", "a1,iv256,a256,iv1",
        "--json" }, 7, "the plan's moves, a step each" },
  };
  const char *solver = getenv ("KNIGHT_SOLVE");
  if (!solver)
    {
      fprintf (stderr, "bench-cli: KNIGHT_SOLVE is not set\n");
      return 1;
    }
  bu_header ("knight-solve for people: JSON against text, --explain against the plain answer");
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
    {
      const Row *r = &rows[i];
      double ours = run (solver, r->ours, r->runs);
      double base = run (solver, r->base, r->runs);
      bu_row (r->name, r->size, ours, base, r->note);
    }
  return 0;
}
