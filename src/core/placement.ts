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
 * Speed: a strict tile is first looked for by drawing random tiles from the room rectangles (a
 * big map needs a few draws and no scan of the grid); only when that keeps failing are the
 * candidates listed exhaustively, which also decides the relaxations exactly.
 */
import { Random } from "./random";
import { Grid, Rect, TileKind } from "./grid";

export const Relaxation = {
  None: 0,
  NearCorridor: 1,
  OnCorridor: 2,
  Crowded: 3,
  Unplaced: 4,
} as const;
export type Relaxation = (typeof Relaxation)[keyof typeof Relaxation];

export const RELAXATION_NAMES: readonly string[] = ["none", "next to a corridor", "on a corridor", "crowded", "unplaced"];

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
  /** Every tile of one kind (or either of two kinds), in map order. */
  static of(grid: Grid, kind: TileKind, otherKind: TileKind = kind): TilePool {
    const { kinds } = grid;
    let count = 0;
    for (let i = 0; i < kinds.length; i++) if (kinds[i] === kind || kinds[i] === otherKind) count++;
    const tiles = new Int32Array(count);
    count = 0;
    for (let i = 0; i < kinds.length; i++) if (kinds[i] === kind || kinds[i] === otherKind) tiles[count++] = i;
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

/** Random draws from the room rectangles before falling back to listing every candidate. */
const ROOM_DRAWS = 64;

/**
 * Chooses `count` tiles by the rule above, in request order: earlier requests get the better
 * tiles, so callers put the arrival first (Essentials put it last and could lose it). `rooms`
 * are the room rectangles (disjoint, all room floor); they only speed up the search.
 */
export function placeEntities(grid: Grid, rooms: readonly Rect[], count: number, random: Random): Placements {
  const { width, height, kinds } = grid;
  const placements: Placements = { tiles: new Int32Array(count).fill(-1), relaxations: new Uint8Array(count) };
  const crowded = new Uint8Array(kinds.length); // 1 within Chebyshev distance 1 of a chosen tile
  const occupied = new Uint8Array(kinds.length);
  const roomAreaEnds = cumulativeAreas(rooms);
  let roomPool: TilePool | null = null;
  let nearCorridor: TilePool | null = null;
  let corridorPool: TilePool | null = null;
  let floorPool: TilePool | null = null;

  const touchesCorridor = (tile: number): boolean => {
    const x = tile % width;
    const y = (tile - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx >= 0 && nx < width && kinds[ny * width + nx] === TileKind.Corridor) return true;
      }
    }
    return false;
  };
  const isStrict = (tile: number): boolean => kinds[tile] === TileKind.Room && !crowded[tile] && !touchesCorridor(tile);
  const drawFromRooms = (): number => {
    const totalArea = roomAreaEnds.length > 0 ? roomAreaEnds[roomAreaEnds.length - 1] : 0;
    for (let draw = 0; totalArea > 0 && draw < ROOM_DRAWS; draw++) {
      const tile = roomTile(rooms, roomAreaEnds, random.int(0, totalArea - 1), width);
      if (isStrict(tile)) return tile;
    }
    return -1;
  };
  const takeSpaced = (pool: TilePool, deferNearCorridor: boolean): number => {
    for (let tile = pool.take(random); tile >= 0; tile = pool.take(random)) {
      if (crowded[tile]) continue; // permanently ruled out: crowding only grows
      if (deferNearCorridor && touchesCorridor(tile)) {
        nearCorridor!.tiles[nearCorridor!.length++] = tile;
        continue;
      }
      return tile;
    }
    return -1;
  };
  const takeFree = (pool: TilePool): number => {
    for (let tile = pool.take(random); tile >= 0; tile = pool.take(random)) if (!occupied[tile]) return tile;
    return -1;
  };
  const choose = (): { tile: number; relaxation: Relaxation } => {
    let tile = roomPool ? -1 : drawFromRooms();
    if (tile >= 0) return { tile, relaxation: Relaxation.None };
    if (!roomPool) {
      roomPool = TilePool.of(grid, TileKind.Room);
      nearCorridor = new TilePool(new Int32Array(roomPool.length));
      nearCorridor.length = 0;
    }
    tile = takeSpaced(roomPool, true);
    if (tile >= 0) return { tile, relaxation: Relaxation.None };
    tile = takeSpaced(nearCorridor!, false);
    if (tile >= 0) return { tile, relaxation: Relaxation.NearCorridor };
    corridorPool ??= TilePool.of(grid, TileKind.Corridor);
    tile = takeSpaced(corridorPool, false);
    if (tile >= 0) return { tile, relaxation: Relaxation.OnCorridor };
    floorPool ??= TilePool.of(grid, TileKind.Room, TileKind.Corridor);
    tile = takeFree(floorPool);
    return tile >= 0 ? { tile, relaxation: Relaxation.Crowded } : { tile: -1, relaxation: Relaxation.Unplaced };
  };

  for (let i = 0; i < count; i++) {
    const { tile, relaxation } = choose();
    placements.tiles[i] = tile;
    placements.relaxations[i] = relaxation;
    if (tile < 0) continue;
    occupied[tile] = 1;
    markCrowded(crowded, width, height, tile);
  }
  return placements;
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
