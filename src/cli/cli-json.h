/* cli-json.h - knight-solve's --json output, written by json-glib: whole
 * documents, and documents too large to hold as a tree (a tour of 10^8
 * squares) streamed in pieces that json-glib writes. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "knight.h"
#include "kl-json.h"
#include "kl-reason.h"
#include "kl-solution.h"

G_BEGIN_DECLS

typedef struct _KlJsonStream KlJsonStream;

/* A stream writing one JSON document on out. */
KlJsonStream *kl_json_stream_new    (FILE         *out);
/* Adds a value: the whole document when nothing is open, else the next
 * element of the innermost open array.  Takes ownership of node. */
void          kl_json_stream_add    (KlJsonStream *stream,
                                     JsonNode     *node);
void          kl_json_stream_add_string (KlJsonStream *stream,
                                         const char   *value);
/* The first len bytes of value, which holds no NUL among them. */
void          kl_json_stream_add_string_len (KlJsonStream *stream,
                                             const char   *value,
                                             gsize         len);
/* A string written in place, for the next element of the innermost open
 * array: room for max bytes, to fill and then pass to
 * kl_json_stream_add_reserved with the length written (no NUL needed). */
char         *kl_json_stream_reserve_string (KlJsonStream *stream,
                                             gsize         max);
void          kl_json_stream_add_reserved (KlJsonStream *stream,
                                           gsize         len);
void          kl_json_stream_add_int (KlJsonStream *stream,
                                      gint64        value);
/* Writes frame (taking ownership), whose last value must be an empty
 * array, up to that array's "[": the values added until the matching
 * kl_json_stream_close are that array's elements.  Frames nest. */
void          kl_json_stream_open   (KlJsonStream *stream,
                                     JsonNode     *frame);
/* Writes head (an object node, taken) without its closing brace: the
 * members opened with kl_json_stream_open_member until the matching
 * kl_json_stream_close follow its own.  Goes where an element may. */
void          kl_json_stream_open_object (KlJsonStream *stream,
                                          JsonNode     *head);
/* Opens member name of the innermost open object (kl_json_stream_open_object)
 * with the value frame (taken), whose last value must be an empty array:
 * the values added until the matching kl_json_stream_close are that
 * array's elements. */
void          kl_json_stream_open_member (KlJsonStream *stream,
                                          const char   *name,
                                          JsonNode     *frame);
/* Opens an empty array: the values added until kl_json_stream_close are
 * its elements. */
void          kl_json_stream_open_array (KlJsonStream *stream);
void          kl_json_stream_close  (KlJsonStream *stream);
/* FALSE once a write has failed (a full disk): callers may stop early. */
gboolean      kl_json_stream_ok     (const KlJsonStream *stream);
/* Closes what is open, ends the document with a newline and frees the
 * stream; FALSE when any write failed. */
gboolean      kl_json_stream_finish (KlJsonStream *stream);

/* A new array node with no elements: the frame of a streamed array. */
JsonNode     *kl_json_empty_array   (void);

/* Prints node (taking ownership) as one JSON document and a newline on
 * standard output. */
gboolean      kl_json_print         (JsonNode     *node);
/* Prints the document builder holds, whose last member is reason's
 * "evidence" (kl_reason_add_json with stream_region): the region's squares,
 * which may be millions, are streamed into its "region" array.  reason may
 * be NULL or have no region: then the document is printed whole. */
gboolean      kl_json_print_with_region (JsonBuilder    *builder,
                                         const KlReason *reason);
/* Whether reason's evidence ends with a "region" array to stream. */
gboolean      kl_json_reason_has_region (const KlReason *reason);
/* Adds the squares of reason's region to the innermost open array. */
void          kl_json_stream_region (KlJsonStream   *stream,
                                     const KlReason *reason);

/* Member "work" of the object being built: what the algorithm did
 * (KlSolveStats) as {expanded, nodes, backtracks, length, elapsed_us,
 * memory}, null where the algorithm has no such figure. */
void          kl_json_add_work      (JsonBuilder        *b,
                                     const KlSolveStats *work);

G_END_DECLS
