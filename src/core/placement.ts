/**
 * Where events and the arrival go, after Essentials' rule: a random room-floor tile with no
 * corridor among its 8 neighbours (so nothing blocks a room entrance), at Chebyshev distance ≥ 2
 * from every tile already chosen. When a dungeon has too little room floor the rule is relaxed in
 * this order, and each placement reports how far it had to go:
 *   1. NearCorridor: room floor next to a corridor;
 *   2. OnCorridor:   corridor floor;
 *   3. Crowded:      any free floor tile, spacing dropped.
 * A placement that finds no free floor tile at all is Unplaced (tile −1). Nothing is ever put on
 * a wall or void tile.
 *
 * Three stages:
 *   - strict picks, greedily at random, in request order;
 *   - when the greedy falls short and the strict candidates are few, an exhaustive search
 *     (spaced-search.ts) for more spaced strict tiles — keeping the greedy picks when they can be
 *     completed, so the arrival only moves when it was the tile in the way — before relaxing;
 *   - the relaxations above for whatever is left.
 *
 * Speed: a strict tile is first looked for by drawing random tiles from the room rectangles (a
 * big map needs a few draws and no scan of the grid); only when that keeps failing are the
 * candidates listed exhaustively, which also decides the relaxations exactly.
 */
import { Random } from "./random";
import { Grid, Rect, TileKind } from "./grid";
import { searchSpacedSet } from "./spaced-search";

export const Relaxation = {
  None: 0,
  NearCorridor: 1,
  OnCorridor: 2,
  Crowded: 3,
  Unplaced: 4,
  /** Content only: spaced, but on another floor kind than its Place tag asks (corridor-only events on a map without corridors). */
  OtherFloor: 5,
  /** Content only: a plain event, the stairs or the entrance on a map too full to keep every way open: it may block one. */
  InTheWay: 6,
} as const;
export type Relaxation = (typeof Relaxation)[keyof typeof Relaxation];

export const RELAXATION_NAMES: readonly string[] = ["none", "next to a corridor", "on a corridor", "crowded", "unplaced", "on another floor kind", "where it may block the way"];

export interface Placements {
  /** Tile index (y * width + x) per placed thing, in request order; −1 when unplaced. */
  tiles: Int32Array;
  /** The Relaxation each placement needed. */
  relaxations: Uint8Array;
}

/** Candidate tiles drawn at random without replacement: a tile that fails once never passes later. */
class TilePool {
  length: number;
  constructor(readonly tiles: Int32Array) {
    this.length = tiles.length;
  }
  /**
   * The tiles listed in `candidates[0..count)` (map order) for which `accept(tile)` holds. The
   * candidates are a kind's tiles listed once, so a rule is only asked about tiles of its kind:
   * on a 256×256 maze (no room floor) the pools were four closure passes over every tile.
   */
  static where(candidates: Int32Array, count: number, accept: (tile: number) => boolean): TilePool {
    const tiles = new Int32Array(count);
    let kept = 0;
    for (let i = 0; i < count; i++) if (accept(candidates[i])) tiles[kept++] = candidates[i];
    return new TilePool(kept === count ? tiles : tiles.slice(0, kept));
  }
  /** Every tile of the given kinds (a bit per TileKind), in map order. */
  static ofKinds(kinds: Uint8Array, kindBits: number): TilePool {
    let count = 0;
    for (let i = 0; i < kinds.length; i++) if ((kindBits >> kinds[i]) & 1) count++;
    const tiles = new Int32Array(count);
    count = 0;
    for (let i = 0; i < kinds.length; i++) if ((kindBits >> kinds[i]) & 1) tiles[count++] = i;
    return new TilePool(tiles);
  }
  /** Removes and returns a random tile, or −1 when the pool is empty. */
  take(random: Random): number {
    if (this.length === 0) return -1;
    const at = random.int(0, this.length - 1);
    const tile = this.tiles[at];
    this.tiles[at] = this.tiles[--this.length];
    return tile;
  }
}

/** Room and corridor floor as kind bits for TilePool.ofKinds. */
const FLOOR_KIND_BITS = (1 << TileKind.Room) | (1 << TileKind.Corridor);

/** Random draws from the room rectangles before falling back to listing every candidate. */
const ROOM_DRAWS = 64;

/**
 * Most strict candidates the exhaustive search takes on. Tiny rooms, where the greedy can box
 * itself in, have a few dozen; a map with more has room enough that the greedy rarely falls short.
 */
export const SEARCH_CANDIDATE_LIMIT = 128;

/** Nodes spent trying to complete the greedy's picks before replacing them: keeping them is only a nicety. */
const COMPLETION_NODE_BUDGET = 2000;

/**
 * Chooses `count` tiles by the rule above, in request order: earlier requests get the better
 * tiles, so callers put the arrival first (Essentials put it last and could lose it). `rooms`
 * are rectangles mostly of room floor (room areas' bounds): random draws from them find a strict
 * tile fast on big maps; every drawn tile is checked, so they only speed the search up.
 */
export function placeEntities(grid: Grid, rooms: readonly Rect[], count: number, random: Random): Placements {
  const placer = new Placer(grid, rooms, count, random);
  let strict = placer.placeStrictGreedily();
  if (strict < count) strict = placer.searchSpacedStrict(strict);
  placer.placeRelaxed(strict);
  return placer.placements;
}

class Placer {
  readonly placements: Placements;
  private readonly width: number;
  private readonly height: number;
  private readonly kinds: Uint8Array;
  /** 1 within Chebyshev distance 1 of a chosen tile. */
  private readonly crowded: Uint8Array;
  private readonly occupied: Uint8Array;
  private readonly roomAreaEnds: Int32Array;
  private roomTileList: Int32Array | null = null;

  constructor(
    grid: Grid,
    private readonly rooms: readonly Rect[],
    private readonly count: number,
    private readonly random: Random,
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.crowded = new Uint8Array(grid.kinds.length);
    this.occupied = new Uint8Array(grid.kinds.length);
    this.roomAreaEnds = cumulativeAreas(rooms);
    this.placements = { tiles: new Int32Array(count).fill(-1), relaxations: new Uint8Array(count) };
  }

  /** Strict picks in request order until one fails; returns how many were placed. */
  placeStrictGreedily(): number {
    let roomPool: TilePool | null = null;
    for (let i = 0; i < this.count; i++) {
      let tile = roomPool ? -1 : this.drawFromRooms();
      if (tile < 0) {
        roomPool ??= new TilePool(this.roomTiles().slice());
        tile = this.takeStrict(roomPool);
      }
      if (tile < 0) return i;
      this.place(i, tile, Relaxation.None);
    }
    return this.count;
  }

  /**
   * After the greedy placed `placed` strict tiles and found no more: when the strict candidates
   * are few, searches them exhaustively for the most spaced tiles (up to the request count). When
   * that beats the greedy, the greedy's picks are kept if a short search completes them to as many
   * (so the arrival only moves when it was in the way); otherwise the search's set replaces them,
   * in random order. Returns how many requests now have strict tiles.
   */
  searchSpacedStrict(placed: number): number {
    const candidates = this.strictCandidates();
    if (candidates.length === 0 || candidates.length > SEARCH_CANDIDATE_LIMIT) return placed;
    shuffle(candidates, this.random);
    const most = searchSpacedSet(candidates, this.width, this.count).chosen;
    if (most.length <= placed) return placed;
    const kept = Array.from(this.placements.tiles.subarray(0, placed), (tile) => candidates.indexOf(tile));
    const completed = searchSpacedSet(candidates, this.width, most.length, kept, COMPLETION_NODE_BUDGET).chosen;
    const best = completed.length === most.length ? completed : shuffle(most, this.random);
    this.crowded.fill(0);
    this.occupied.fill(0);
    best.forEach((candidate, i) => this.place(i, candidates[candidate], Relaxation.None));
    return best.length;
  }

  /** Requests `from` … count − 1 by the relaxed rules, each looser one only when the stricter is used up. */
  placeRelaxed(from: number): void {
    if (from >= this.count) return;
    const { kinds } = this;
    const rooms = this.roomTiles();
    const levels: [Relaxation, () => TilePool, (pool: TilePool) => number][] = [
      [Relaxation.NearCorridor, () => TilePool.where(rooms, rooms.length, (t) => this.touchesCorridor(t)), (pool) => this.takeSpaced(pool)],
      [Relaxation.OnCorridor, () => TilePool.ofKinds(kinds, 1 << TileKind.Corridor), (pool) => this.takeSpaced(pool)],
      [Relaxation.Crowded, () => TilePool.ofKinds(kinds, FLOOR_KIND_BITS), (pool) => this.takeFree(pool)],
    ];
    let level = 0;
    let pool = levels[0][1]();
    for (let i = from; i < this.count; i++) {
      let tile = levels[level][2](pool);
      while (tile < 0 && level + 1 < levels.length) {
        pool = levels[++level][1]();
        tile = levels[level][2](pool);
      }
      if (tile < 0) {
        this.placements.relaxations.fill(Relaxation.Unplaced, i);
        return;
      }
      this.place(i, tile, levels[level][0]);
    }
  }

  private place(request: number, tile: number, relaxation: Relaxation): void {
    this.placements.tiles[request] = tile;
    this.placements.relaxations[request] = relaxation;
    this.occupied[tile] = 1;
    markCrowded(this.crowded, this.width, this.height, tile);
  }

  private touchesCorridor(tile: number): boolean {
    const { width, height, kinds } = this;
    const x = tile % width;
    const y = (tile - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) if (kinds[ny * width + nx] === TileKind.Corridor) return true;
    }
    return false;
  }

  private isStrict(tile: number): boolean {
    return this.kinds[tile] === TileKind.Room && !this.crowded[tile] && !this.touchesCorridor(tile);
  }

  /** Room tiles with no corridor among their 8 neighbours, crowded or not, in map order. */
  private strictCandidates(): Int32Array {
    const rooms = this.roomTiles();
    return TilePool.where(rooms, rooms.length, (t) => !this.touchesCorridor(t)).tiles;
  }

  /** Every room floor tile in map order, listed once per placement (read only: pools copy it). */
  private roomTiles(): Int32Array {
    this.roomTileList ??= TilePool.ofKinds(this.kinds, 1 << TileKind.Room).tiles;
    return this.roomTileList;
  }

  private drawFromRooms(): number {
    const { roomAreaEnds } = this;
    const totalArea = roomAreaEnds.length > 0 ? roomAreaEnds[roomAreaEnds.length - 1] : 0;
    for (let draw = 0; totalArea > 0 && draw < ROOM_DRAWS; draw++) {
      const tile = roomTile(this.rooms, roomAreaEnds, this.random.int(0, totalArea - 1), this.width);
      if (this.isStrict(tile)) return tile;
    }
    return -1;
  }

  /** A strict tile from the pool; tiles that fail are dropped for good (crowding only grows). */
  private takeStrict(pool: TilePool): number {
    for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random)) if (this.isStrict(tile)) return tile;
    return -1;
  }

  private takeSpaced(pool: TilePool): number {
    for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random)) if (!this.crowded[tile]) return tile;
    return -1;
  }

  private takeFree(pool: TilePool): number {
    for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random)) if (!this.occupied[tile]) return tile;
    return -1;
  }
}

/** Fisher–Yates, in place, with the generation's Random; returns `items`. */
function shuffle<T extends { length: number; [index: number]: number }>(items: T, random: Random): T {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const swap = items[i];
    items[i] = items[j];
    items[j] = swap;
  }
  return items;
}

function markCrowded(crowded: Uint8Array, width: number, height: number, tile: number): void {
  const x = tile % width;
  const y = (tile - x) / width;
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) crowded[ny * width + nx] = 1;
  }
}

/** Running totals of room areas, to draw a tile uniformly across all rooms. */
function cumulativeAreas(rooms: readonly Rect[]): Int32Array {
  const ends = new Int32Array(rooms.length);
  let total = 0;
  rooms.forEach((room, i) => (ends[i] = total += room.width * room.height));
  return ends;
}

/** The `offset`-th tile counting through the rooms row by row. */
function roomTile(rooms: readonly Rect[], areaEnds: Int32Array, offset: number, width: number): number {
  let room = 0;
  while (areaEnds[room] <= offset) room++;
  const { x, y, width: roomWidth } = rooms[room];
  const inside = offset - (room > 0 ? areaEnds[room - 1] : 0);
  return (y + Math.floor(inside / roomWidth)) * width + x + (inside % roomWidth);
}
