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
 *     (spaced-search.ts) for more spaced strict tiles — keeping the arrival when a largest set
 *     holds it, so the arrival only moves when it was the tile in the way — before relaxing;
 *   - the relaxations above for whatever is left.
 *
 * Speed: a strict tile is first looked for by drawing random tiles from the room rectangles (a
 * big map needs a few draws and no scan of the grid); only when that keeps failing are the
 * candidates listed exhaustively, which also decides the relaxations exactly. Likewise a corridor
 * tile (or, crowded, any floor) is first drawn from the whole map: a maze has no room floor and is
 * mostly corridor, and listing its tiles took longer than carving it. Room floor is listed four
 * tiles per word, so a map without any costs little.
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
  /**
   * Every tile of one kind, in map order. Four tiles per 32-bit word: a word without the kind is
   * skipped whole, so a map with none of it (a maze's room floor) costs a quarter of a tile scan.
   */
  static ofKind(kinds: Uint8Array, kind: number): TilePool {
    if (kinds.byteOffset % 4 !== 0) return TilePool.ofKinds(kinds, 1 << kind);
    const words = new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2);
    // A byte of the word equals `kind` when it is zero in word ^ pattern.
    const pattern = Math.imul(kind, 0x01010101);
    let count = 0;
    for (let word = 0; word < words.length; word++) {
      if (zeroBytes(words[word] ^ pattern) === 0) continue;
      for (let i = word << 2, end = i + 4; i < end; i++) if (kinds[i] === kind) count++;
    }
    for (let i = words.length << 2; i < kinds.length; i++) if (kinds[i] === kind) count++;
    const tiles = new Int32Array(count);
    if (count === 0) return new TilePool(tiles);
    count = 0;
    for (let word = 0; word < words.length; word++) {
      if (zeroBytes(words[word] ^ pattern) === 0) continue;
      for (let i = word << 2, end = i + 4; i < end; i++) if (kinds[i] === kind) tiles[count++] = i;
    }
    for (let i = words.length << 2; i < kinds.length; i++) if (kinds[i] === kind) tiles[count++] = i;
    return new TilePool(tiles);
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

/** Random draws from the whole map for a relaxed level before listing its tiles. */
const MAP_DRAWS = 64;

/** The relaxed rules, loosest last (takeRelaxed's levels). */
const RELAXED_LEVELS = [Relaxation.NearCorridor, Relaxation.OnCorridor, Relaxation.Crowded] as const;

/** The high bit of each byte of `word` that is zero (as walls.ts: exact per byte, no carries between bytes). */
function zeroBytes(word: number): number {
  return ~(((word & 0x7f7f7f7f) + 0x7f7f7f7f) | word | 0x7f7f7f7f);
}

/**
 * Most strict candidates the exhaustive search takes on. Tiny rooms, where the greedy can box
 * itself in, have a few dozen; a map with more has room enough that the greedy rarely falls short.
 */
export const SEARCH_CANDIDATE_LIMIT = 128;

/** Nodes spent looking for a largest spaced set that keeps the arrival before replacing it: keeping it is only a nicety. */
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
  /** Per relaxed level, its listed tiles once random draws from the map have failed (or, level 0, at once). */
  private readonly relaxedPools: (TilePool | null)[] = [null, null, null];

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
   * that beats the greedy, the arrival (the first pick) is kept if a short search finds as many
   * spaced tiles with it, the others after it (so the arrival only moves when it was in the way);
   * otherwise the search's set replaces the picks, in random order. Returns how many requests now
   * have strict tiles.
   */
  searchSpacedStrict(placed: number): number {
    const candidates = this.strictCandidates();
    if (candidates.length === 0 || candidates.length > SEARCH_CANDIDATE_LIMIT) return placed;
    shuffle(candidates, this.random);
    const most = searchSpacedSet(candidates, this.width, this.count).chosen;
    if (most.length <= placed) return placed;
    // The greedy stopped because no strict tile keeps its distance from all of its picks, so no
    // search can add to all of them: keep only the arrival (placed first), and move it only when
    // it is in the way.
    const arrival = placed > 0 ? [candidates.indexOf(this.placements.tiles[0])] : [];
    const completed = searchSpacedSet(candidates, this.width, most.length, arrival, COMPLETION_NODE_BUDGET).chosen;
    const best = completed.length === most.length ? completed : shuffle(most, this.random);
    this.crowded.fill(0);
    this.occupied.fill(0);
    best.forEach((candidate, i) => this.place(i, candidates[candidate], Relaxation.None));
    return best.length;
  }

  /** Requests `from` … count − 1 by the relaxed rules, each looser one only when the stricter is used up. */
  placeRelaxed(from: number): void {
    let level = 0;
    for (let i = from; i < this.count; i++) {
      let tile = this.takeRelaxed(level);
      while (tile < 0 && level + 1 < RELAXED_LEVELS.length) tile = this.takeRelaxed(++level);
      if (tile < 0) {
        this.placements.relaxations.fill(Relaxation.Unplaced, i);
        return;
      }
      this.place(i, tile, RELAXED_LEVELS[level]);
    }
  }

  /**
   * A tile by relaxed rule `level` (an index into RELAXED_LEVELS), or −1 when none is left. Corridor
   * and any floor are first drawn at random from the whole map (a maze is mostly corridor: a few
   * draws instead of listing its tens of thousands of tiles); a level's tiles are listed only when
   * those draws fail, and then decide exactly whether any is left.
   */
  private takeRelaxed(level: number): number {
    const { kinds } = this;
    if (level === 0) {
      const rooms = this.roomTiles();
      this.relaxedPools[0] ??= TilePool.where(rooms, rooms.length, (t) => this.touchesCorridor(t));
      return this.takeSpaced(this.relaxedPools[0]);
    }
    const spaced = level === 1;
    if (this.relaxedPools[level] === null) {
      const drawn = this.drawFromMap(spaced ? 1 << TileKind.Corridor : FLOOR_KIND_BITS, spaced ? this.crowded : this.occupied);
      if (drawn >= 0) return drawn;
      this.relaxedPools[level] = spaced ? TilePool.ofKind(kinds, TileKind.Corridor) : TilePool.ofKinds(kinds, FLOOR_KIND_BITS);
    }
    const pool = this.relaxedPools[level]!;
    return spaced ? this.takeSpaced(pool) : this.takeFree(pool);
  }

  /** A random tile of the kinds (bits per TileKind) that `taken` does not mark, by up to MAP_DRAWS draws; −1 when they all miss. */
  private drawFromMap(kindBits: number, taken: Uint8Array): number {
    const { kinds, random } = this;
    for (let draw = 0; draw < MAP_DRAWS; draw++) {
      const tile = random.smallInt(0, kinds.length - 1);
      if ((kindBits >> kinds[tile]) & 1 && !taken[tile]) return tile;
    }
    return -1;
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
    this.roomTileList ??= TilePool.ofKind(this.kinds, TileKind.Room).tiles;
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
