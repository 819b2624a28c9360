/* tour-replay.c - steps through a tour or a tour search's trace and says, at
 * every step, where the route stands and which squares it may take next
 * with their onward degrees: the data the app draws and the narration
 * explains, computed in one place instead of by each of them.
 *
 * Seeking forward applies events; seeking back undoes them (an ENTER pops,
 * a BACKTRACK pushes its cell again), except across a RESTART, whose
 * dropped route is not kept: then the replay starts again from the first
 * event.  Memory is linear in the board: a byte a square and the route. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

struct kn_tour_replay {
  const kn_board *board;      /* borrowed */
  int32_t w, h;
  kn_square off[8];
  size_t noff;
  const kn_trace_event *events;
  size_t count;
  kn_trace_event *owned;      /* the events made from a route, or NULL */
  size_t pos;                 /* events applied: 0 .. count */
  unsigned char *visited;     /* a byte a cell */
  kn_cell *route;             /* the stack of cells, route[0] the start */
  size_t depth;
};

static bool cell_free(const kn_tour_replay *r, int64_t x, int64_t y)
{
  return x >= 0 && y >= 0 && x < r->w && y < r->h &&
         !kn__cell_blocked(r->board, (uint64_t)y * (uint64_t)r->w + (uint64_t)x);
}

static void clear_state(kn_tour_replay *r)
{
  for (size_t i = 0; i < r->depth; i++)
    r->visited[r->route[i]] = 0;
  r->depth = 0;
  r->pos = 0;
}

static void push(kn_tour_replay *r, kn_cell cell)
{
  /* a malformed trace (more ENTERs than squares) must not overrun */
  if (r->depth < r->board->squares) {
    r->route[r->depth++] = cell;
    r->visited[cell] = 1;
  }
}

static void pop(kn_tour_replay *r)
{
  if (r->depth > 0)
    r->visited[r->route[--r->depth]] = 0;
}

static void apply(kn_tour_replay *r, const kn_trace_event *e)
{
  switch (e->kind) {
  case KN_TRACE_RESTART:
    for (size_t i = 0; i < r->depth; i++)
      r->visited[r->route[i]] = 0;
    r->depth = 0;
    push(r, e->cell);
    break;
  case KN_TRACE_ENTER:
    push(r, e->cell);
    break;
  case KN_TRACE_BACKTRACK:
  default:
    pop(r);
    break;
  }
}

static kn_status replay_new(const kn_board *board, kn_leaper leaper, const kn_trace_event *events,
                            size_t count, kn_tour_replay **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !kn_leaper_valid(leaper) || (count > 0 && !events))
    return KN_ERR_INVALID;
  for (size_t i = 0; i < count; i++)
    if ((uint64_t)events[i].cell >= board->squares || events[i].kind > KN_TRACE_RESTART)
      return KN_ERR_RANGE;
  kn_tour_replay *r = calloc(1, sizeof *r);
  if (!r)
    return KN_ERR_NOMEM;
  r->board = board;
  r->w = board->width;
  r->h = board->height;
  r->noff = kn_leaper_offsets(leaper, r->off);
  r->events = events;
  r->count = count;
  r->visited = calloc((size_t)board->squares, 1);
  r->route = malloc((size_t)board->squares * sizeof *r->route);
  if (!r->visited || !r->route) {
    kn_tour_replay_free(r);
    return KN_ERR_NOMEM;
  }
  *out = r;
  return KN_OK;
}

kn_status kn_tour_replay_new(const kn_board *board, kn_leaper leaper, const kn_trace_event *events,
                             size_t count, kn_tour_replay **out)
{
  return replay_new(board, leaper, events, count, out);
}

kn_status kn_tour_replay_new_route(const kn_board *board, kn_leaper leaper, const kn_cell *cells,
                                   size_t count, kn_tour_replay **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (count > 0 && !cells)
    return KN_ERR_INVALID;
  kn_trace_event *events = malloc((count > 0 ? count : 1) * sizeof *events);
  if (!events)
    return KN_ERR_NOMEM;
  for (size_t i = 0; i < count; i++) {
    events[i].cell = cells[i];
    events[i].kind = i == 0 ? KN_TRACE_RESTART : KN_TRACE_ENTER;
  }
  kn_status st = replay_new(board, leaper, events, count, out);
  if (st != KN_OK) {
    free(events);
    return st;
  }
  (*out)->owned = events;
  return KN_OK;
}

void kn_tour_replay_free(kn_tour_replay *replay)
{
  if (!replay)
    return;
  free(replay->owned);
  free(replay->visited);
  free(replay->route);
  free(replay);
}

size_t kn_tour_replay_steps(const kn_tour_replay *replay)
{
  return replay ? replay->count : 0;
}

size_t kn_tour_replay_position(const kn_tour_replay *replay)
{
  return replay && replay->pos > 0 ? replay->pos - 1 : 0;
}

void kn_tour_replay_seek(kn_tour_replay *replay, size_t step)
{
  if (!replay)
    return;
  kn_tour_replay *r = replay;
  size_t target = step >= r->count ? r->count : step + 1;

  while (r->pos > target) {
    const kn_trace_event *e = &r->events[r->pos - 1];

    if (e->kind == KN_TRACE_RESTART) {
      /* the route it dropped is gone: start again from the beginning */
      clear_state(r);
      break;
    }
    if (e->kind == KN_TRACE_ENTER)
      pop(r);
    else
      push(r, e->cell);
    r->pos--;
  }
  while (r->pos < target)
    apply(r, &r->events[r->pos++]);
}

const kn_cell *kn_tour_replay_route(const kn_tour_replay *replay, size_t *length)
{
  if (length)
    *length = replay ? replay->depth : 0;
  return replay && replay->depth > 0 ? replay->route : NULL;
}

bool kn_tour_replay_visited(const kn_tour_replay *replay, kn_cell cell)
{
  return replay && (uint64_t)cell < replay->board->squares && replay->visited[cell];
}

bool kn_tour_replay_event(const kn_tour_replay *replay, kn_trace_event *event)
{
  if (!replay || replay->pos == 0)
    return false;
  if (event)
    *event = replay->events[replay->pos - 1];
  return true;
}

/* Free, unvisited squares one move from cell (excluding skip). */
static uint32_t onward(const kn_tour_replay *r, kn_square sq)
{
  uint32_t degree = 0;

  for (size_t k = 0; k < r->noff; k++) {
    int64_t x = (int64_t)sq.x + r->off[k].x, y = (int64_t)sq.y + r->off[k].y;
    if (cell_free(r, x, y) && !r->visited[(uint64_t)y * (uint64_t)r->w + (uint64_t)x])
      degree++;
  }
  return degree;
}

size_t kn_tour_replay_candidates(const kn_tour_replay *replay, kn_tour_candidate out[8])
{
  if (!replay || replay->depth == 0 || !out)
    return 0;
  const kn_tour_replay *r = replay;
  kn_cell head = r->route[r->depth - 1];
  kn_square hs = { (int32_t)(head % (uint32_t)r->w), (int32_t)(head / (uint32_t)r->w) };
  size_t n = 0;

  for (size_t k = 0; k < r->noff; k++) {
    int64_t x = (int64_t)hs.x + r->off[k].x, y = (int64_t)hs.y + r->off[k].y;
    if (!cell_free(r, x, y))
      continue;
    kn_cell c = (kn_cell)((uint64_t)y * (uint64_t)r->w + (uint64_t)x);
    if (r->visited[c])
      continue;
    out[n].cell = c;
    out[n].degree = onward(r, (kn_square){ (int32_t)x, (int32_t)y });
    n++;
  }
  return n;
}
