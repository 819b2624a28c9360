/* explain.c - what the searches did, step by step, as data to narrate and draw.
 *
 * The explanations are computed from the searches' results, not by running
 * the searches again with hooks: a BFS is fully determined by its distances
 * and the order it reached squares in, so its layers can be replayed
 * exactly, on demand, one layer at a time. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ BFS */

#define NO_PARENT 0xffu

/* parent and routes are indexed like the map's own grid (see
 * kn__distmap_grid), so the replay walks the grid with the map's padding
 * and needs no bounds checks when the map has one. */
struct kn_bfs_explain {
  const kn_distmap *map;
  int32_t width, height;
  kn_square offs[8];
  int64_t goff[8];       /* the offsets in grid cells */
  size_t noff;
  const int32_t *dist;   /* the map's grid: distance, -1 unseen, -2 blocked */
  const uint32_t *order; /* the map's grid cells in BFS order */
  int32_t pad;
  uint64_t stride;
  int32_t layers;        /* kn_distmap_max + 1 */
  size_t *layer_end;     /* squares reached in layers 0..k */
  uint8_t *parent;       /* per grid cell: j with parent = cell - offs[j], or NO_PARENT */
  uint64_t *routes;      /* per grid cell: shortest routes from the start, saturated */
};

static bool on_board(const kn_bfs_explain *ex, kn_square sq)
{
  return sq.x >= 0 && sq.y >= 0 && sq.x < ex->width && sq.y < ex->height;
}

static uint64_t grid_cell(const kn_bfs_explain *ex, kn_square sq)
{
  return ((uint64_t)sq.y + (uint64_t)ex->pad) * ex->stride + (uint64_t)sq.x + (uint64_t)ex->pad;
}

static kn_square grid_square(const kn_bfs_explain *ex, uint64_t c)
{
  return (kn_square){ (int32_t)(c % ex->stride) - ex->pad, (int32_t)(c / ex->stride) - ex->pad };
}

/* The grid cell move j leads to from c; false when it leaves the board of
 * a map without padding (with padding it lands on the wall around it). */
static inline bool move_to(const kn_bfs_explain *ex, uint64_t c, size_t j, uint64_t *t)
{
  if (ex->pad) {
    *t = (uint64_t)((int64_t)c + ex->goff[j]);
    return true;
  }
  int64_t x = (int64_t)(c % ex->stride) + ex->offs[j].x;
  int64_t y = (int64_t)(c / ex->stride) + ex->offs[j].y;
  if (x < 0 || y < 0 || x >= ex->width || y >= ex->height)
    return false;
  *t = (uint64_t)y * ex->stride + (uint64_t)x;
  return true;
}

void kn_bfs_explain_free(kn_bfs_explain *ex)
{
  if (!ex)
    return;
  free(ex->layer_end);
  free(ex->parent);
  free(ex->routes);
  free(ex);
}

/* Replays the BFS in the order it reached squares: the first square of a
 * layer to try a move onto a square of the next layer is the one that
 * discovered it (its parent), and each such move carries all the shortest
 * routes to the first square over to the second. */
static kn_status replay(kn_bfs_explain *ex, const kn_limits *limits)
{
  size_t reached = kn_distmap_reached_count(ex->map);
  const int32_t *dist = ex->dist;
  uint64_t *routes = ex->routes;
  int32_t layer = 0;
  for (size_t i = 0; i < reached; i++) {
    kn_status st = kn__limits_step(limits, i + 1);
    if (st != KN_OK)
      return st;
    uint64_t c = ex->order[i], t;
    int32_t d = dist[c];
    while (layer < d)
      ex->layer_end[layer++] = i;
    for (size_t j = 0; j < ex->noff; j++) {
      if (!move_to(ex, c, j, &t) || dist[t] != d + 1)
        continue; /* off the board, blocked, or not one layer further */
      routes[t] = routes[t] > UINT64_MAX - routes[c] ? UINT64_MAX : routes[t] + routes[c];
      if (ex->parent[t] == NO_PARENT)
        ex->parent[t] = (uint8_t)j;
    }
  }
  ex->layer_end[layer] = reached;
  return KN_OK;
}

kn_status kn_bfs_explain_new(const kn_distmap *map, const kn_limits *limits, kn_bfs_explain **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!map)
    return KN_ERR_INVALID;
  kn_bfs_explain *ex = calloc(1, sizeof *ex);
  if (!ex)
    return KN_ERR_NOMEM;
  ex->map = map;
  ex->width = kn_distmap_width(map);
  ex->height = kn_distmap_height(map);
  ex->noff = kn_leaper_offsets(kn_distmap_leaper(map), ex->offs);
  kn__distmap_grid(map, &ex->dist, &ex->order, &ex->pad, &ex->stride);
  for (size_t j = 0; j < ex->noff; j++)
    ex->goff[j] = (int64_t)ex->offs[j].y * (int64_t)ex->stride + ex->offs[j].x;
  ex->layers = kn_distmap_max(map) + 1;
  size_t cells = (size_t)(ex->stride * ((uint64_t)ex->height + 2 * (uint64_t)ex->pad));
  ex->layer_end = malloc((size_t)ex->layers * sizeof *ex->layer_end);
  ex->parent = kn__alloc_large(cells);
  ex->routes = kn__alloc_large(cells * sizeof *ex->routes);
  if (!ex->layer_end || !ex->parent || !ex->routes) {
    kn_bfs_explain_free(ex);
    return KN_ERR_NOMEM;
  }
  memset(ex->parent, NO_PARENT, cells);
  memset(ex->routes, 0, cells * sizeof *ex->routes);
  ex->routes[ex->order[0]] = 1;
  kn_status st = replay(ex, limits);
  if (st != KN_OK) {
    kn_bfs_explain_free(ex);
    return st;
  }
  *out = ex;
  return KN_OK;
}

int32_t kn_bfs_explain_layers(const kn_bfs_explain *ex) { return ex->layers; }

size_t kn_bfs_explain_visited(const kn_bfs_explain *ex, int32_t layer)
{
  if (layer < 0)
    return 0;
  return ex->layer_end[layer < ex->layers ? layer : ex->layers - 1];
}

bool kn_bfs_explain_parent(const kn_bfs_explain *ex, kn_square sq, kn_square *parent)
{
  if (!on_board(ex, sq))
    return false;
  unsigned j = ex->parent[grid_cell(ex, sq)];
  if (j == NO_PARENT)
    return false;
  if (parent)
    *parent = (kn_square){ sq.x - ex->offs[j].x, sq.y - ex->offs[j].y };
  return true;
}

uint64_t kn_bfs_explain_routes(const kn_bfs_explain *ex, kn_square sq)
{
  return on_board(ex, sq) ? ex->routes[grid_cell(ex, sq)] : 0;
}

void kn_bfs_layer_free(kn_bfs_layer *layer)
{
  free(layer);
}

kn_status kn_bfs_layer_get(const kn_bfs_explain *ex, int32_t layer, kn_bfs_layer **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!ex)
    return KN_ERR_INVALID;
  if (layer < 0 || layer > ex->layers)
    return KN_ERR_RANGE;
  size_t begin = layer >= 2 ? ex->layer_end[layer - 2] : 0;
  size_t mid = layer >= 1 ? ex->layer_end[layer - 1] : 0;
  size_t end = layer < ex->layers ? ex->layer_end[layer] : mid;
  if (layer == 0)
    end = 1; /* the start, reached by no move */
  size_t n_exp = mid - begin, n_front = end - mid, n_targets = n_exp * ex->noff;
  /* One block: the struct, then its three arrays. */
  size_t size = sizeof(kn_bfs_layer) + n_targets * sizeof(kn_bfs_target) +
                (n_exp + n_front) * sizeof(kn_square);
  kn_bfs_layer *l = malloc(size);
  if (!l)
    return KN_ERR_NOMEM;
  memset(l, 0, sizeof *l);
  kn_bfs_target *targets = (kn_bfs_target *)(l + 1);
  kn_square *expanded = (kn_square *)(targets + n_targets);
  kn_square *frontier = expanded + n_exp;
  for (size_t i = 0; i < n_exp; i++) {
    uint64_t c = ex->order[begin + i];
    kn_square s = grid_square(ex, c);
    expanded[i] = s;
    for (size_t j = 0; j < ex->noff; j++) {
      kn_square t = { s.x + ex->offs[j].x, s.y + ex->offs[j].y };
      uint64_t tc = grid_cell(ex, t);
      uint32_t kind;
      if (!on_board(ex, t))
        kind = KN_TARGET_OFF;
      else if (ex->dist[tc] < 0)
        kind = KN_TARGET_WALL; /* a free neighbour of a reached square is reached */
      else if (ex->parent[tc] == j && ex->dist[tc] == layer)
        kind = KN_TARGET_NEW;
      else
        kind = KN_TARGET_SEEN;
      targets[i * ex->noff + j] = (kn_bfs_target){ t, kind };
      l->counts[kind]++;
    }
  }
  for (size_t i = 0; i < n_front; i++)
    frontier[i] = grid_square(ex, ex->order[mid + i]);
  l->layer = layer;
  l->n_expanded = n_exp;
  l->expanded = expanded;
  l->n_offsets = ex->noff;
  l->targets = targets;
  l->n_frontier = n_front;
  l->frontier = frontier;
  l->visited = end;
  *out = l;
  return KN_OK;
}

/* ------------------------------------------------------------ dynamic knight */

struct kn_dynamic_explain {
  int64_t moves;
  kn_path *path;
  kn_dynamic_step *steps;
  uint64_t states[2]; /* reached, expanded */
  int32_t width, height;
  kn__dynamic_states bfs;
};

void kn_dynamic_explain_free(kn_dynamic_explain *ex)
{
  if (!ex)
    return;
  kn_path_free(ex->path);
  free(ex->steps);
  kn__dynamic_states_clear(&ex->bfs);
  free(ex);
}

static uint32_t allowed_after(uint32_t last)
{
  uint32_t all = (1u << KN_MOVE_DYN_K) | (1u << KN_MOVE_DYN_B) | (1u << KN_MOVE_DYN_T);
  return all & ~(1u << last);
}

kn_status kn_dynamic_explain_new(const kn_board *board, kn_square from, kn_square to,
                                 const kn_limits *limits, kn_dynamic_explain **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  kn_dynamic_explain *ex = calloc(1, sizeof *ex);
  if (!ex)
    return KN_ERR_NOMEM;
  kn_status st = kn__dynamic_search(board, from, to, limits, &ex->moves, &ex->path, ex->states,
                                    &ex->bfs);
  if (st == KN_OK && ex->moves > 0) {
    ex->steps = calloc((size_t)ex->moves, sizeof *ex->steps);
    if (!ex->steps)
      st = KN_ERR_NOMEM;
  }
  if (st != KN_OK) {
    kn_dynamic_explain_free(ex);
    return st;
  }
  ex->width = kn_board_width(board);
  ex->height = kn_board_height(board);
  static const kn_move_type types[3] = { KN_MOVE_DYN_K, KN_MOVE_DYN_B, KN_MOVE_DYN_T };
  for (int64_t i = 0; i < ex->moves; i++) {
    kn_dynamic_step *s = &ex->steps[i];
    s->from = kn_path_square(ex->path, (size_t)i);
    s->to = kn_path_square(ex->path, (size_t)i + 1);
    s->last = kn_path_move(ex->path, (size_t)i);
    s->taken = kn_path_move(ex->path, (size_t)i + 1);
    s->allowed = allowed_after(s->last);
    for (int k = 0; k < 3; k++)
      s->n_options[k] = (uint8_t)kn_dynamic_moves(board, s->from, types[k], s->options[k]);
  }
  *out = ex;
  return KN_OK;
}

int64_t kn_dynamic_explain_moves(const kn_dynamic_explain *ex) { return ex->moves; }
const kn_path *kn_dynamic_explain_path(const kn_dynamic_explain *ex) { return ex->path; }

const kn_dynamic_step *kn_dynamic_explain_steps(const kn_dynamic_explain *ex, size_t *count)
{
  if (count)
    *count = ex->moves > 0 ? (size_t)ex->moves : 0;
  return ex->steps;
}

uint64_t kn_dynamic_explain_states(const kn_dynamic_explain *ex, uint64_t *expanded)
{
  if (expanded)
    *expanded = ex->states[1];
  return ex->states[0];
}

int32_t kn_dynamic_explain_layers(const kn_dynamic_explain *ex) { return ex->bfs.n_layers; }

size_t kn_dynamic_explain_visited(const kn_dynamic_explain *ex, int32_t layer)
{
  if (layer < 0)
    return 0;
  return ex->bfs.layer_end[layer < ex->bfs.n_layers ? layer : ex->bfs.n_layers - 1];
}

bool kn_dynamic_explain_state(const kn_dynamic_explain *ex, size_t i, kn_dynamic_state *out)
{
  if (i >= ex->bfs.n_order)
    return false;
  uint32_t s = ex->bfs.order[i], p = ex->bfs.parent[s] - 1;
  out->square = kn__dynamic_state_square(&ex->bfs, s);
  out->last = kn__dynamic_state_last(s);
  out->allowed = allowed_after(out->last);
  out->parent = s == ex->bfs.start ? (kn_square){ -1, -1 } : kn__dynamic_state_square(&ex->bfs, p);
  out->parent_last = kn__dynamic_state_last(s == ex->bfs.start ? s : p);
  return true;
}

int64_t kn_dynamic_explain_distance(const kn_dynamic_explain *ex, kn_square sq, kn_move_type last)
{
  static const int index[] = { [KN_MOVE_START] = 0, [KN_MOVE_DYN_K] = 1, [KN_MOVE_DYN_B] = 2,
                               [KN_MOVE_DYN_T] = 3 };
  if (sq.x < 0 || sq.y < 0 || sq.x >= ex->width || sq.y >= ex->height ||
      (last != KN_MOVE_START && last != KN_MOVE_DYN_K && last != KN_MOVE_DYN_B &&
       last != KN_MOVE_DYN_T))
    return -1;
  uint64_t pc = ((uint64_t)sq.y + 2) * ex->bfs.pw + (uint64_t)sq.x + 2;
  uint32_t s = (uint32_t)(pc * 4 + (uint64_t)index[last]);
  if (!ex->bfs.parent[s])
    return -1;
  /* the parents lead back to the start one layer at a time */
  int64_t d = 0;
  for (; s != ex->bfs.start; s = ex->bfs.parent[s] - 1)
    d++;
  return d;
}

/* ------------------------------------------------------------ Camelot */

struct kn_camelot_explain {
  kn_camelot_step *steps;
  size_t n_steps;
  kn_camelot_piece *pieces;
  size_t n_pieces;
  kn_camelot_pickup pickup;
};

void kn_camelot_explain_free(kn_camelot_explain *ex)
{
  if (!ex)
    return;
  free(ex->steps);
  free(ex->pieces);
  free(ex);
}

/* Appends the moves from..to - 1 of route (move i goes from square i to
 * square i + 1) as steps of piece; the last `riding` of them carry the king. */
static void add_steps(kn_camelot_explain *ex, const kn_camelot *plan, size_t piece,
                      int64_t riding)
{
  const kn_path *route = kn_camelot_route(plan, piece);
  kn_camelot_piece *row = &ex->pieces[piece];
  int64_t moves = kn_camelot_piece_moves(plan, piece), n = 0;
  row->first_step = ex->n_steps;
  for (size_t i = 1; i < kn_path_length(route); i++) {
    kn_move_type type = kn_path_move(route, i);
    if (type == KN_MOVE_RIDE)
      continue; /* the king's rides are the carrier's moves */
    kn_camelot_step *s = &ex->steps[ex->n_steps++];
    n++;
    s->piece = piece;
    s->from = kn_path_square(route, i - 1);
    s->to = kn_path_square(route, i);
    s->type = type;
    s->carries_king = n > moves - riding;
    s->picks_up = s->carries_king && n == moves - riding + 1;
    s->piece_move = n;
    s->piece_moves = moves;
    s->move = (int64_t)ex->n_steps;
  }
}

/* The pickup's figures: the king's walk to the gathering square, and the
 * carrier's shortest way there without him. */
static kn_status explain_pickup(const kn_board *board, const kn_camelot *plan,
                                const kn_limits *limits, kn_camelot_pickup *p)
{
  kn_square square;
  p->carrier = kn_camelot_carrier(plan, &square);
  p->square = square;
  if (p->carrier < 0)
    return KN_OK;
  const kn_path *king = kn_camelot_route(plan, 0);
  const kn_path *carrier = kn_camelot_route(plan, (size_t)p->carrier + 1);
  kn_square gather = kn_camelot_gather(plan);
  p->carrier_start = kn_path_square(carrier, 0);
  p->king_walk = kn_camelot_piece_moves(plan, 0);
  p->ride = (int64_t)kn_path_length(king) - 1 - p->king_walk;
  int64_t *walk = kn__alloc_large((size_t)kn_board_squares(board) * sizeof *walk);
  if (!walk)
    return KN_ERR_NOMEM;
  kn_square start = kn_path_square(king, 0);
  kn_status st = kn_camelot_costs(board, start, NULL, 0, limits, NULL, walk);
  p->king_walk_alone = walk[kn_board_cell(board, gather)];
  free(walk);
  int64_t direct = -1;
  if (st == KN_OK)
    st = kn_shortest_path(board, KN_KNIGHT, p->carrier_start, gather, limits, &direct, NULL);
  p->detour = kn_camelot_piece_moves(plan, (size_t)p->carrier + 1) - direct;
  return st;
}

kn_status kn_camelot_explain_new(const kn_board *board, const kn_camelot *plan,
                                 const kn_limits *limits, kn_camelot_explain **out)
{
  if (!out)
    return KN_ERR_INVALID;
  *out = NULL;
  if (!board || !plan)
    return KN_ERR_INVALID;
  kn_camelot_explain *ex = calloc(1, sizeof *ex);
  if (!ex)
    return KN_ERR_NOMEM;
  ex->pickup.carrier = -1;
  ex->pickup.square = ex->pickup.carrier_start = (kn_square){ -1, -1 };
  if (!kn_camelot_found(plan)) {
    *out = ex;
    return KN_OK;
  }
  size_t pieces = kn_camelot_pieces(plan);
  int64_t moves = kn_camelot_moves(plan);
  ex->pieces = calloc(pieces, sizeof *ex->pieces);
  ex->steps = calloc(moves > 0 ? (size_t)moves : 1, sizeof *ex->steps);
  if (!ex->pieces || !ex->steps) {
    kn_camelot_explain_free(ex);
    return KN_ERR_NOMEM;
  }
  ex->n_pieces = pieces;
  kn_status st = explain_pickup(board, plan, limits, &ex->pickup);
  if (st != KN_OK) {
    kn_camelot_explain_free(ex);
    return st;
  }
  for (size_t i = 0; i < pieces; i++) {
    kn_camelot_piece *row = &ex->pieces[i];
    row->piece = i;
    row->start = kn_path_square(kn_camelot_route(plan, i), 0);
    row->moves = kn_camelot_piece_moves(plan, i);
    row->carried = ex->pickup.carrier >= 0 && (i == 0 || (int64_t)i == ex->pickup.carrier + 1);
  }
  /* The app's order: the king walks, the carrier fetches and carries him,
   * then the other knights come. */
  add_steps(ex, plan, 0, 0);
  if (ex->pickup.carrier >= 0)
    add_steps(ex, plan, (size_t)ex->pickup.carrier + 1, ex->pickup.ride);
  for (size_t i = 1; i < pieces; i++)
    if ((int64_t)i != ex->pickup.carrier + 1)
      add_steps(ex, plan, i, 0);
  *out = ex;
  return KN_OK;
}

const kn_camelot_step *kn_camelot_explain_steps(const kn_camelot_explain *ex, size_t *count)
{
  if (count)
    *count = ex->n_steps;
  return ex->steps;
}

const kn_camelot_piece *kn_camelot_explain_pieces(const kn_camelot_explain *ex, size_t *count)
{
  if (count)
    *count = ex->n_pieces;
  return ex->pieces;
}

const kn_camelot_pickup *kn_camelot_explain_pickup(const kn_camelot_explain *ex)
{
  return &ex->pickup;
}
