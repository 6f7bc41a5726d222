/**
 * The placement rule every placed thing follows, after Essentials': a random room-floor tile with
 * no corridor among its 8 neighbours (so nothing blocks a room entrance), spaced from what is
 * already placed. When a dungeon has too little room floor the rule is relaxed in this order, and
 * each placement reports how far it had to go:
 *   1. NearCorridor: room floor next to a corridor;
 *   2. OnCorridor:   corridor floor;
 *   3. Crowded:      any free floor tile, spacing dropped.
 * Nothing is ever put on a wall or void tile. The content planner (content.ts) places the arrival
 * by this rule first, then every content copy by the ladder of its floor kind.
 */
import { Random } from "./random";
import { Grid, TileKind } from "./grid";

export const Relaxation = {
  None: 0,
  NearCorridor: 1,
  OnCorridor: 2,
  Crowded: 3,
  Unplaced: 4,
  /** Content only: spaced, but on another floor kind than its Place tag asks (corridor-only events on a map without corridors). */
  OtherFloor: 5,
} as const;
export type Relaxation = (typeof Relaxation)[keyof typeof Relaxation];

export const RELAXATION_NAMES: readonly string[] = ["none", "next to a corridor", "on a corridor", "crowded", "unplaced", "on another floor kind"];

/** Which floor an event may stand on: room floor (the default), corridor floor, or either. */
export const FLOOR_PLACES = ["room", "corridor", "any"] as const;
export type FloorPlace = (typeof FLOOR_PLACES)[number];

/**
 * The relaxation ladder per floor kind, in tiers: a role that walks areas (treasure, stairs, keys)
 * tries every area at one tier before relaxing to the next.
 */
export const LADDERS: Readonly<Record<FloorPlace, readonly (readonly Relaxation[])[]>> = {
  room: [[Relaxation.None, Relaxation.NearCorridor], [Relaxation.OnCorridor], [Relaxation.Crowded]],
  corridor: [[Relaxation.None], [Relaxation.OtherFloor], [Relaxation.Crowded]],
  any: [[Relaxation.None], [Relaxation.Crowded]],
};

/** The ladder of a floor kind, tiers flattened: strictest first. */
export function ladder(place: FloorPlace): Relaxation[] {
  return LADDERS[place].flat();
}

/** True when a tile of `kind` lies among the 8 neighbours of `tile` (or is the tile). */
export function touchesKind(grid: Grid, tile: number, kind: number): boolean {
  const { width, height, kinds } = grid;
  const x = tile % width;
  const y = (tile - x) / width;
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) if (kinds[ny * width + nx] === kind) return true;
  }
  return false;
}

/** Random probes of the whole map for a tile of a level before listing that level's tiles. */
const MAP_DRAWS = 64;

/** The arrival's levels: nothing else is placed yet, so spacing never has to be dropped. */
const ARRIVAL_LEVELS = [Relaxation.None, Relaxation.NearCorridor, Relaxation.OnCorridor] as const;

/** True when `tile` passes the arrival's rule at `level`. */
function arrivalFits(grid: Grid, tile: number, level: Relaxation): boolean {
  const kind = grid.kinds[tile];
  if (level === Relaxation.OnCorridor) return kind === TileKind.Corridor;
  if (kind !== TileKind.Room) return false;
  return level === Relaxation.NearCorridor || !touchesKind(grid, tile, TileKind.Corridor);
}

/**
 * The arrival: a tile chosen by the rule above, strictest level first, uniformly among that
 * level's tiles; −1 only when the map has no floor. `random` is the arrival's own stream, so the
 * number of draws a layout makes never moves it. `allowed`, when given, says which tiles it may
 * take (set pieces: the arrival's piece, or floor off every piece).
 */
export function placeArrival(grid: Grid, random: Random, allowed?: (tile: number) => boolean): { tile: number; relaxation: Relaxation } {
  if (allowed) return placeArrivalAmong(grid, random, allowed);
  for (const level of ARRIVAL_LEVELS) {
    const tile = drawArrivalTile(grid, random, level);
    if (tile >= 0) return { tile, relaxation: level };
  }
  return { tile: -1, relaxation: Relaxation.Unplaced };
}

/**
 * placeArrival among the tiles `allowed` takes: random probes for the strictest level first, then,
 * when no allowed tile is room floor (a maze whose only room floor is its pieces'), for corridor
 * floor, the strictest level there is then; when they miss, one pass counts the allowed floor of
 * the strictest level met so far (a tile's level is found before `allowed` is asked, and a tile
 * less strict than one already counted is skipped) and a second finds the drawn tile of that
 * level, stopping there.
 */
function placeArrivalAmong(grid: Grid, random: Random, allowed: (tile: number) => boolean): { tile: number; relaxation: Relaxation } {
  const { kinds } = grid;
  const n = kinds.length;
  if (n === 0) return { tile: -1, relaxation: Relaxation.Unplaced };
  for (let draw = 0; draw < MAP_DRAWS; draw++) {
    const tile = random.smallInt(0, n - 1);
    if (arrivalFits(grid, tile, Relaxation.None) && allowed(tile)) return { tile, relaxation: Relaxation.None };
  }
  if (allowedRoom(kinds, allowed) === 0) {
    for (let draw = 0; draw < MAP_DRAWS; draw++) {
      const tile = random.smallInt(0, n - 1);
      if (kinds[tile] === TileKind.Corridor && allowed(tile)) return { tile, relaxation: Relaxation.OnCorridor };
    }
  }
  // The strictest level a tile meets, or −1 when it is not floor or not above `worst` (the least strict level still wanted).
  const levelOf = (tile: number, worst: number): number => {
    const kind = kinds[tile];
    if (kind === TileKind.Corridor) return worst >= Relaxation.OnCorridor ? Relaxation.OnCorridor : -1;
    if (kind !== TileKind.Room) return -1;
    const level = touchesKind(grid, tile, TileKind.Corridor) ? Relaxation.NearCorridor : Relaxation.None;
    return level <= worst ? level : -1;
  };
  let best: number = Relaxation.OnCorridor;
  let count = 0;
  let found = false;
  for (let tile = 0; tile < n; tile++) {
    const level = levelOf(tile, best);
    if (level < 0 || !allowed(tile)) continue;
    if (!found || level < best) {
      best = level;
      count = 0;
      found = true;
    }
    count++;
  }
  if (!found) return { tile: -1, relaxation: Relaxation.Unplaced };
  let pick = random.smallInt(0, count - 1);
  for (let tile = 0; ; tile++) if (levelOf(tile, best) === best && allowed(tile) && pick-- === 0) return { tile, relaxation: best as Relaxation };
}

/** The most room tiles allowedRoom asks `allowed` about before it gives up. */
const ROOM_LOOKS = 1024;

/**
 * Whether `allowed` takes a room-floor tile: 1 yes, 0 no, −1 not known after ROOM_LOOKS room
 * tiles it does not take. The room tiles are found by the typed array's native search, so a map
 * whose room floor is only where `allowed` says no (a maze's pieces) is not walked tile by tile.
 */
function allowedRoom(kinds: Uint8Array, allowed: (tile: number) => boolean): number {
  let looks = 0;
  for (let tile = kinds.indexOf(TileKind.Room); tile >= 0; tile = kinds.indexOf(TileKind.Room, tile + 1)) {
    if (allowed(tile)) return 1;
    if (++looks === ROOM_LOOKS) return -1;
  }
  return 0;
}

/**
 * A uniformly random tile of the arrival's rule at `level`, or −1. Probing random tiles first costs
 * a few draws on a big map with many fitting tiles; only when they all miss are the fitting tiles
 * counted, which also decides exactly whether there is one. Only tiles of the level's kind can
 * fit, so the passes test the kind first: a maze without room floor has both room levels counted
 * over the whole map on every entry, and a call per tile made that the arrival's main cost.
 */
function drawArrivalTile(grid: Grid, random: Random, level: Relaxation): number {
  const { kinds } = grid;
  const n = kinds.length;
  if (n === 0) return -1;
  for (let draw = 0; draw < MAP_DRAWS; draw++) {
    const tile = random.smallInt(0, n - 1);
    if (arrivalFits(grid, tile, level)) return tile;
  }
  const kind: number = level === Relaxation.OnCorridor ? TileKind.Corridor : TileKind.Room;
  let fitting = 0;
  for (let tile = 0; tile < n; tile++) if (kinds[tile] === kind && arrivalFits(grid, tile, level)) fitting++;
  if (fitting === 0) return -1;
  // The pick-th fitting tile in map order, found by a second pass instead of a list of them all.
  let pick = random.smallInt(0, fitting - 1);
  for (let tile = 0; ; tile++) if (kinds[tile] === kind && arrivalFits(grid, tile, level) && pick-- === 0) return tile;
}

/**
 * The arrival and every content copy's tile, for pictures and tools that mark where things stand
 * (renderText's "@" and "E"): the arrival first, then the copies in plan order; −1 when unplaced.
 */
export interface Placements {
  tiles: Int32Array;
  relaxations: Uint8Array;
}
