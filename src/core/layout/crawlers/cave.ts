/**
 * Stage 1b, cave: the crawlers' thin walls grown into rounded rock. Boulders (round lumps) on the
 * crawlers' walls make rock masses instead of lines; then the walls are roughened and smoothed as
 * classic cellular-automaton cave generators do (random fill, then "a tile is wall when most of
 * its 3×3 neighbourhood is"), but with the fill only along the walls, so the open spaces the
 * crawlers left stay open and become irregular, rounded caves instead of diagonal stripes.
 *
 * Runs only when caveSmoothing > 0 (it draws from the layout's random stream only then, so the
 * other styles' dungeons stay the same). What the map paints is never touched: painted floor is
 * never made wall, painted walls are never opened. Invariant 6 and one connected floor are not
 * kept here: the stages after it (thicken, connect) restore them for every wall, whoever laid it.
 */
import type { Random } from "../../random";
import { TileKind } from "../../grid";
import { Builder, PAINTED_WALL_GENERATION } from "./builder";

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/** Chance in ‰ that a tile of a crawler's wall grows a round boulder of rock around it, radius BOULDER_MIN..BOULDER_MAX. */
const BOULDER_PERMILLE = 10;
const BOULDER_MIN = 2;
const BOULDER_MAX = 6;
/** How far from a wall (Chebyshev) the rock is roughened: the thickness a cave wall may grow to. */
const ROUGH_BAND = 2;
/** Chance in % that an open tile in the band becomes rock before smoothing (classic fills use about 45). */
const ROUGH_CHANCE = 30;
/** A tile becomes wall when at least this many of its 3×3 neighbourhood are wall, floor when at most WALL_AT − 2. */
const WALL_AT = 5;
/** The least floor a cave must leave (the layout's smallest open region, 3×3), else the crawl is kept as it was. */
const MIN_CAVE_FLOOR = 9;

/** Boulders, roughened walls, then `passes` smoothing passes; painted floor and walls stay as painted. */
export function carveCave(builder: Builder, passes: number, random: Random): void {
  if (passes <= 0) return;
  const before = { kinds: builder.kinds.slice(), laidBy: builder.laidBy.slice(), pillar: builder.pillar.slice() };
  carveRock(builder, passes, random);
  // On a map hardly larger than the smallest, the rock may fill everything: the crawl stays as it was.
  if (floorCount(builder) < MIN_CAVE_FLOOR) {
    builder.kinds.set(before.kinds);
    builder.laidBy.set(before.laidBy);
    builder.pillar.set(before.pillar);
  }
}

function carveRock(builder: Builder, passes: number, random: Random): void {
  growBoulders(builder, random);
  roughenWalls(builder, random);
  const next = new Uint8Array(builder.kinds.length);
  for (let pass = 0; pass < passes; pass++) smoothOnce(builder, next);
  fillNotches(builder);
  openSlivers(builder);
}

function floorCount(builder: Builder): number {
  let floor = 0;
  for (let tile = 0; tile < builder.kinds.length; tile++) if (builder.kinds[tile] !== VOID) floor++;
  return floor;
}

/** Scans for notches; a filled notch can leave its neighbour one, so a few scans (each bounded by the map). */
const NOTCH_SCANS = 3;

/**
 * Floor tiles walled on three sides, and pairs of floor tiles walled on three sides together
 * (notches one or two wide left in the rough rock) become rock: such a notch is a leaf of the floor,
 * open on one side only, so filling it never cuts the floor apart.
 */
function fillNotches(builder: Builder): void {
  const { width, kinds } = builder;
  const { left, top, right, bottom } = builder.region;
  for (let scan = 0; scan < NOTCH_SCANS; scan++) {
    let filled = false;
    for (let y = top; y <= bottom; y++) {
      for (let i = y * width + left, end = y * width + right; i <= end; i++) {
        if (kinds[i] === VOID || !changeable(builder, i)) continue;
        const walls = (kinds[i - 1] === VOID ? 1 : 0) + (kinds[i + 1] === VOID ? 1 : 0) + (kinds[i - width] === VOID ? 1 : 0) + (kinds[i + width] === VOID ? 1 : 0);
        if (walls >= 3) {
          closeAsNeighbours(builder, i);
          filled = true;
        } else if (fillNotchPair(builder, i)) {
          filled = true;
        }
      }
    }
    if (!filled) return;
  }
}

/** The tile and its east (or south) neighbour as a two-wide notch: walled at both ends and along one whole side. */
function fillNotchPair(builder: Builder, tile: number): boolean {
  const { width, kinds } = builder;
  // East pair first, then south (plain numbers: this runs for every floor tile of the region, a few scans).
  for (let k = 0; k < 2; k++) {
    const along = k === 0 ? 1 : width;
    const across = k === 0 ? width : 1;
    const other = tile + along;
    if (kinds[other] === VOID || !changeable(builder, other) || kinds[tile - along] !== VOID || kinds[other + along] !== VOID) continue;
    const closedBefore = kinds[tile - across] === VOID && kinds[other - across] === VOID;
    const closedAfter = kinds[tile + across] === VOID && kinds[other + across] === VOID;
    if (!closedBefore && !closedAfter) continue;
    closeAsNeighbours(builder, tile);
    closeAsNeighbours(builder, other);
    return true;
  }
  return false;
}

/**
 * Rock with floor above and below that is too thin for a wall face and its ceiling is opened, not
 * left for the thickening, which would grow it down into the cave as jagged teeth and nooks.
 */
function openSlivers(builder: Builder): void {
  const { width, kinds, penHeight } = builder;
  const { left, top, right, bottom } = builder.region;
  for (let x = left; x <= right; x++) {
    for (let y = top + 1; y < bottom; y++) {
      if (kinds[y * width + x] !== VOID || kinds[(y - 1) * width + x] === VOID) continue;
      let end = y;
      while (end < bottom && kinds[(end + 1) * width + x] === VOID) end++;
      const below = (end + 1) * width + x;
      if (end < bottom && kinds[below] !== VOID && end - y + 1 < penHeight && runChangeable(builder, x, y, end)) {
        for (let row = y; row <= end; row++) openTile(builder, row * width + x);
      }
      y = end;
    }
  }
}

function runChangeable(builder: Builder, x: number, from: number, to: number): boolean {
  for (let row = from; row <= to; row++) if (!changeable(builder, row * builder.width + x)) return false;
  return true;
}

/** Round lumps of rock on the crawlers' walls (radius BOULDER_MIN..MAX), so walls read as rock masses, not lines. */
function growBoulders(builder: Builder, random: Random): void {
  const { width, kinds, laidBy } = builder;
  const { left, top, right, bottom } = builder.region;
  const centres: number[] = [];
  for (let y = top; y <= bottom; y++) {
    for (let i = y * width + left, end = y * width + right; i <= end; i++) {
      if (kinds[i] === VOID && laidBy[i] !== 0 && laidBy[i] !== PAINTED_WALL_GENERATION && random.smallInt(0, 999) < BOULDER_PERMILLE) centres.push(i);
    }
  }
  for (const centre of centres) {
    const cx = centre % width;
    const cy = (centre - cx) / width;
    const radius = random.smallInt(BOULDER_MIN, BOULDER_MAX);
    for (let y = Math.max(top, cy - radius); y <= Math.min(bottom, cy + radius); y++) {
      for (let x = Math.max(left, cx - radius); x <= Math.min(right, cx + radius); x++) {
        const tile = y * width + x;
        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius + radius && kinds[tile] !== VOID && changeable(builder, tile)) closeAsNeighbours(builder, tile);
      }
    }
  }
}

/** May the tile change: inside the region, not painted floor, not a painted wall. */
function changeable(builder: Builder, tile: number): boolean {
  return !builder.guarded[tile] && builder.laidBy[tile] !== PAINTED_WALL_GENERATION;
}

/** Open tiles within ROUGH_BAND of a wall become rock at ROUGH_CHANCE (the band is measured before any is laid). */
function roughenWalls(builder: Builder, random: Random): void {
  const { width, kinds } = builder;
  const { left, top, right, bottom } = builder.region;
  const near = wallsNear(builder, ROUGH_BAND);
  for (let y = top; y <= bottom; y++) {
    for (let i = y * width + left, end = y * width + right; i <= end; i++) {
      if (kinds[i] !== VOID && near[i] && changeable(builder, i) && random.percent(ROUGH_CHANCE)) closeAsNeighbours(builder, i);
    }
  }
}

/**
 * 1 on every region tile with a wall (or the map's edge) within `band` tiles, Chebyshev: a wall
 * anywhere in its row within `band` columns, then any such row within `band` rows (two passes of
 * running counts, where asking each tile's (2·band + 1)² square would read 25 tiles each).
 */
function wallsNear(builder: Builder, band: number): Uint8Array {
  const { width, height, kinds } = builder;
  const { left, top, right, bottom } = builder.region;
  const inRow = new Uint8Array(kinds.length);
  const near = new Uint8Array(kinds.length);
  const closed = (x: number, y: number) => x < 0 || x >= width || kinds[y * width + x] === VOID;
  for (let y = Math.max(0, top - band); y <= Math.min(height - 1, bottom + band); y++) {
    // Walls among columns x − band … x + band of this row, slid along the row.
    let count = 0;
    for (let x = left - band; x <= left + band; x++) if (closed(x, y)) count++;
    for (let x = left; x <= right; x++) {
      inRow[y * width + x] = count > 0 ? 1 : 0;
      if (closed(x - band, y)) count--;
      if (closed(x + band + 1, y)) count++;
    }
  }
  for (let x = left; x <= right; x++) {
    let count = 0;
    const rowNear = (y: number) => (y < 0 || y >= height ? 1 : inRow[y * width + x]);
    for (let y = top - band; y <= top + band; y++) count += rowNear(y);
    for (let y = top; y <= bottom; y++) {
      near[y * width + x] = count > 0 ? 1 : 0;
      count -= rowNear(y - band);
      count += rowNear(y + band + 1);
    }
  }
  return near;
}

/** One smoothing pass over the region, reading the old map and writing all changes at once. */
function smoothOnce(builder: Builder, next: Uint8Array): void {
  const { width, kinds } = builder;
  const { left, top, right, bottom } = builder.region;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const tile = y * width + x;
      const walls = wallsAround(kinds, width, tile);
      next[tile] = walls >= WALL_AT ? VOID : walls <= WALL_AT - 2 ? ROOM : kinds[tile];
    }
  }
  for (let y = top; y <= bottom; y++) {
    for (let i = y * width + left, end = y * width + right; i <= end; i++) {
      if (next[i] === kinds[i] || !changeable(builder, i)) continue;
      if (next[i] === VOID) closeAsNeighbours(builder, i);
      else openTile(builder, i);
    }
  }
}

/** Walls in the 3×3 neighbourhood, the tile itself included (region tiles never touch the map's edge). */
function wallsAround(kinds: Uint8Array, width: number, tile: number): number {
  let walls = 0;
  for (let row = tile - width; row <= tile + width; row += width) {
    if (kinds[row - 1] === VOID) walls++;
    if (kinds[row] === VOID) walls++;
    if (kinds[row + 1] === VOID) walls++;
  }
  return walls;
}

/** Makes a tile rock, shown as laid by the generation of a crawler wall next to it (the overlay's colours). */
function closeAsNeighbours(builder: Builder, tile: number): void {
  const { width, kinds, laidBy } = builder;
  kinds[tile] = VOID;
  // West, east, north, south; the last crawler wall among them gives the colour (no array per call: this runs per rock tile).
  let generation = 0;
  for (let k = 0; k < 4; k++) {
    const by = laidBy[k === 0 ? tile - 1 : k === 1 ? tile + 1 : k === 2 ? tile - width : tile + width];
    if (by !== 0 && by !== PAINTED_WALL_GENERATION) generation = by;
  }
  laidBy[tile] = generation || 1;
}

function openTile(builder: Builder, tile: number): void {
  builder.kinds[tile] = ROOM;
  builder.laidBy[tile] = 0;
  builder.pillar[tile] = 0;
}
