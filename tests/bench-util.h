/* bench-util.h - timing for the benchmarks: medians of repeated runs, peak
 * memory, and one table format for every benchmark. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "knight.h"

/* splitmix64, for reproducible random boards: *state advances. */
uint64_t bu_rand (uint64_t *state);

/* A side x side board with about percent% of its squares blocked, the same
 * for the same seed; exits on failure (a benchmark has nothing to report). */
kn_board *bu_random_board (int32_t side, int percent, uint64_t seed);

/* Seconds one knight distance map from `from` takes; *reached gets how many
 * squares it reached.  < 0 when it fails. */
double bu_time_distmap (const kn_board *b, kn_square from, size_t *reached);

/* Seconds on a monotonic clock. */
double bu_now (void);
/* Peak resident memory of this process so far, in MiB. */
double bu_peak_rss_mib (void);

typedef double (*bu_fn) (void *data); /* runs once; returns seconds it took, or < 0 */

/* The median of runs timings of fn (each timed by fn itself).  It also
 * records how much memory the runs took at their peak above what the
 * process held before (Linux: VmHWM, reset through /proc/self/clear_refs). */
double bu_median (bu_fn fn, void *data, int runs);

/* Runs argv as a process runs times, its standard input from input_path and
 * its output to /dev/null; returns the median wall time and records the
 * process's peak resident memory (VmHWM, read under ptrace as it exits, in
 * one more run that is not timed) like bu_median.  < 0 when the process fails. */
double bu_process (char *const argv[], const char *input_path, int runs);

/* Prints the table header once, then rows: name, size, ours, baseline, ratio,
 * memory, note.  The memory column shows the peaks bu_median recorded since
 * the previous row: the first measurement is ours, the second the baseline. */
void bu_header (const char *title);
void bu_row (const char *name, const char *size, double ours_s, double base_s, const char *note);
