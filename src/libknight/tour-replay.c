/* tour-replay.c - steps through a tour or a tour search's trace and says, at
 * every step, where the route stands and which squares it may take next
 * with their onward degrees: the data the app draws and the narration
 * explains, computed in one place instead of by each of them.
 *
 * Seeking forward applies events; seeking back undoes them (an ENTER pops,
 * a BACKTRACK pushes its cell again), except across a RESTART, whose
 * dropped route is not kept: then the replay starts again from the first
 * event.  Memory is linear in the board: a byte a square and the route.
 *
 * A replay of a kn_tour (kn_tour_replay_new_tour) also holds the notes the
 * search wrote (why each step happened) and the tour's end square, so
 * kn_tour_replay_step can say what decided a step next to what
 * Warnsdorff's rule would have taken there. */
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
  kn_trace_event *owned;      /* the events made from a route or copied, or NULL */
  kn_trace_note *notes;       /* count notes (owned), or NULL */
  kn_cell end;                /* the end square the tour was asked for, or KN_NO_CELL */
  uint64_t nfree;             /* free squares */
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
  r->end = KN_NO_CELL;
  r->nfree = board->squares - board->blocked_count;
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
  free(replay->notes);
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

/* Goes to the state after the first target events. */
static void seek_to(kn_tour_replay *r, size_t target)
{
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

void kn_tour_replay_seek(kn_tour_replay *replay, size_t step)
{
  if (!replay)
    return;
  seek_to(replay, step >= replay->count ? replay->count : step + 1);
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

kn_status kn_tour_replay_new_tour(const kn_board *board, const kn_tour *tour, bool search,
                                  kn_tour_replay **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !tour)
    return KN_ERR_INVALID;
  kn_tour_options o;
  kn_tour_get_options(tour, &o);
  const kn_leaper leaper = o.leaper;
  /* A tour to an end without a start was searched from the end, with none. */
  const bool has_end = o.has_end && !(search && kn_tour_is_reversed(tour) &&
                                      kn_tour_get_outcome(tour) != KN_TOUR_FOUND);
  if (has_end && !kn_board_contains(board, o.end))
    return KN_ERR_RANGE; /* not the board the tour was solved on */
  const kn_cell end = has_end ? kn_board_cell(board, o.end) : KN_NO_CELL;
  size_t count = 0, n_notes = 0;
  const kn_trace_note *notes;
  kn_status st;
  if (search) {
    const kn_trace_event *events = kn_tour_trace(tour, &count, NULL);
    notes = kn_tour_trace_notes(tour, &n_notes);
    /* a copy: the tour may go before the replay */
    kn_trace_event *copy = malloc((count > 0 ? count : 1) * sizeof *copy);
    if (!copy)
      return KN_ERR_NOMEM;
    if (count > 0)
      memcpy(copy, events, count * sizeof *copy);
    st = replay_new(board, leaper, copy, count, out);
    if (st != KN_OK) {
      free(copy);
      return st;
    }
    (*out)->owned = copy;
  } else {
    const kn_cell *cells = kn_tour_cells(tour, &count);
    notes = kn_tour_route_notes(tour, &n_notes);
    st = kn_tour_replay_new_route(board, leaper, cells, count, out);
    if (st != KN_OK)
      return st;
  }
  kn_tour_replay *r = *out;
  r->end = end;
  if (notes && n_notes == count && count > 0) {
    r->notes = malloc(count * sizeof *r->notes);
    if (!r->notes) {
      kn_tour_replay_free(r);
      *out = NULL;
      return KN_ERR_NOMEM;
    }
    memcpy(r->notes, notes, count * sizeof *r->notes);
  }
  return KN_OK;
}

/* Whether Warnsdorff's rule takes candidate a before b (see kn_tour_step.rule). */
static bool rule_before(const kn_tour_step *s, size_t a, size_t b)
{
  if (s->candidates[a].degree != s->candidates[b].degree)
    return s->candidates[a].degree < s->candidates[b].degree;
  if (s->centre[a] != s->centre[b])
    return s->centre[a] > s->centre[b];
  return a < b;
}

kn_status kn_tour_replay_step(kn_tour_replay *replay, size_t step, kn_tour_step *out)
{
  if (!replay || !out)
    return KN_ERR_INVALID;
  kn_tour_replay *r = replay;
  if (step >= r->count)
    return KN_ERR_RANGE;
  memset(out, 0, sizeof *out);

  /* The position the step was taken in. */
  seek_to(r, step);
  out->head = r->depth > 0 ? r->route[r->depth - 1] : KN_NO_CELL;
  out->n_candidates = kn_tour_replay_candidates(r, out->candidates);
  out->rule = -1;
  for (size_t i = 0; i < out->n_candidates; i++) {
    kn_cell c = out->candidates[i].cell;
    int64_t dx = 2 * (int64_t)(c % (uint32_t)r->w) - (r->w - 1);
    int64_t dy = 2 * (int64_t)(c / (uint32_t)r->w) - (r->h - 1);
    out->centre[i] = (uint64_t)(dx * dx) + (uint64_t)(dy * dy);
  }
  for (size_t i = 0; i < out->n_candidates; i++) {
    /* the end square comes last, as in the search */
    if (out->candidates[i].cell == r->end && (uint64_t)r->depth + 1 < r->nfree)
      continue;
    if (out->rule < 0 || rule_before(out, i, (size_t)out->rule))
      out->rule = (int32_t)i;
  }

  seek_to(r, step + 1);
  out->event = r->events[step];
  if (r->notes) {
    out->note = r->notes[step];
  } else {
    out->note = (kn_trace_note){ KN_WHY_NONE, 0, 0, KN_TIES_ROTH, KN_NO_CELL, KN_NO_CELL };
  }
  out->depth = r->depth;
  out->taken = -1;
  if (out->event.kind == KN_TRACE_ENTER)
    for (size_t i = 0; i < out->n_candidates; i++)
      if (out->candidates[i].cell == out->event.cell)
        out->taken = (int32_t)i;
  return KN_OK;
}
