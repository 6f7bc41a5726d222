/**
 * Decoration: which floor tiles become a floor variant (patches and single tiles) and where the
 * palette's decorations stand, on the floor, on wall faces and on the void. Pure: it reads the
 * shared grid and Layout (areas for the floor count, openings) and returns choices per tile; the
 * MZ side (src/mz/decor.ts) turns them into tile ids and layers.
 *
 * After Pokémon Essentials v21.1's dungeon decorations (what v21.1 adds to its random
 * dungeons: FloorPatches radius/chance/smoothing, floor and void decorations of 1×1 and 2×2,
 * random tile variants), with our own rules on top so a decoration never blocks the way:
 *
 * - A decoration the tileset marks impassable ("blocking") stands only where the 1-tile ring
 *   around the rectangle of its blocking tiles is floor that nothing else blocks: no other
 *   blocking decoration, event, arrival or opening in or beside it (Chebyshev distance ≥ 2
 *   between blocking rectangles). A path through the rectangle can then always go around it on
 *   the ring (the ring of a rectangle is a 4-connected cycle), so every floor tile that is not
 *   blocked stays reachable (invariant 1 with blocking decorations counted as walls); a blocking
 *   tile is never an articulation tile, never in a 1-wide passage, never on or beside an opening.
 * - No decoration and no floor variant covers an event's or the arrival's tile, or an opening.
 * - Floor patches never touch a wall (no wall among a patch tile's 8 neighbours), so the shapes
 *   of wall faces and the shadows stay as they are; only floor shapes change.
 * - Lakes: a floor variant no one can walk on (water, lava: DecorPalette.lakeCount) is drawn as
 *   lakes, blobs made like patches (the same amounts) that also keep a tile away from events,
 *   the arrival, openings and other lakes. Each is kept only when all other floor stays
 *   4-connected (a flood fill from its shore, lakes.ts), else another spot is tried. No
 *   decoration stands on a lake and no blocking one beside it, so their ring rule still holds.
 *
 * Deterministic: the caller passes a Random derived from the dungeon's seed on a stream of its
 * own (`decorRandom`), so decoration settings never change the layout or the placements.
 *
 * Fast (issue 16: decoration adds at most 20% to the 256×256 pipeline; `npm run bench` times it
 * as `decor`): work follows the decorations and patches asked for, never the map. Spots are drawn
 * within areas drawn by their size (never a scan, few misses; in an area that fills its box, the
 * first), and the draw of the area also picks the piece; each patch is worked out in its own box as
 * rows of bits, smoothed by bitwise adders (smoothRow); what is taken lives in bit sets (8 KB per
 * 256×256 map) emptied by one fill; the plan is a few typed arrays, not an object per decoration;
 * nothing at all is done when every option is 0 or the palette is empty.
 */
import { FLOOR_KIND, Grid, TileKind, isFloor } from "./grid";
import { RangeTable, mergeOptions } from "./options";
import { Random, mixSeed, normalizeSeed } from "./random";
import type { Layout } from "./layout/contract";
import { LakeGround, shoreStaysConnected } from "./lakes";

/** A type alias, so it is a NumericOptions for mergeOptions. */
export type DecorOptions = {
  /** Floor patches per 1,000 floor tiles (at least one when above 0 and there is floor). Default 6. */
  decorPatches: number;
  /** Radius of a patch in tiles. Default 3. */
  decorPatchRadius: number;
  /** Chance in percent that a tile within a patch's radius takes the patch's variant. Default 75. */
  decorPatchChance: number;
  /** Cellular-automaton passes that round the patches off (5+ variant neighbours: on, 3 or fewer: off). Default 2. */
  decorPatchSmoothing: number;
  /** Share in percent of floor tiles outside patches drawn to become a single variant tile. Default 0. */
  decorVariantChance: number;
  /**
   * Floor decorations per 100 floor tiles. Default 2: Essentials' FloorDecorations 50, one try per
   * 50 tiles that places where it lands on floor.
   */
  decorFloorDensity: number;
  /**
   * Wall decorations per 100 floor tiles (Essentials has none). Default 1: on about one wall-face
   * column in 13 on cells maps, one in 20 to 23 on rooms and digger maps.
   */
  decorWallDensity: number;
  /** Void decorations per 100 floor tiles. Default 2. */
  decorVoidDensity: number;
};

export const DECOR_DEFAULTS: Readonly<DecorOptions> = Object.freeze({
  decorPatches: 6,
  decorPatchRadius: 3,
  decorPatchChance: 75,
  decorPatchSmoothing: 2,
  decorVariantChance: 0,
  decorFloorDensity: 2,
  decorWallDensity: 1,
  decorVoidDensity: 2,
});

export const DECOR_RANGES: Readonly<RangeTable<DecorOptions>> = Object.freeze({
  decorPatches: { min: 0, max: 100 },
  decorPatchRadius: { min: 1, max: 10 },
  decorPatchChance: { min: 0, max: 100 },
  decorPatchSmoothing: { min: 0, max: 10 },
  decorVariantChance: { min: 0, max: 100 },
  decorFloorDensity: { min: 0, max: 100 },
  decorWallDensity: { min: 0, max: 100 },
  decorVoidDensity: { min: 0, max: 100 },
});

/** Validated options: bad values fall back to their defaults with one message each. */
export function resolveDecorOptions(given: unknown): { options: DecorOptions; problems: string[] } {
  return mergeOptions<DecorOptions>(DECOR_DEFAULTS, DECOR_RANGES, given);
}

/** Where a decoration stands. */
export const DecorKind = { Floor: 0, Wall: 1, Void: 2 } as const;
export type DecorKind = (typeof DecorKind)[keyof typeof DecorKind];

/** The largest decoration side in tiles (a 3×3 statue group still fits; larger painted groups are single tiles). */
export const MAX_DECOR_SIDE = 3;

/** A decoration's footprint: its size and which of its tiles block movement (row-major, 1 = blocks). */
export interface DecorShape {
  width: number;
  height: number;
  blocking: ArrayLike<number>;
}

/**
 * What the palette offers, as the core sees it: how many floor variants, and the decorations' shapes
 * per kind. Variants 0…variantCount − 1 can be walked on (patches); the lakeCount after them cannot
 * (water, lava): they become lakes.
 */
export interface DecorPalette {
  variantCount: number;
  /** Floor variants no one can walk on, numbered after the others. Default 0. */
  lakeCount?: number;
  floor: readonly DecorShape[];
  wall: readonly DecorShape[];
  void: readonly DecorShape[];
}

/** One decoration of a plan, as `placedDecorations` lists them for tools and tests. */
export interface PlacedDecor {
  /** Top-left tile (y * width + x). */
  tile: number;
  kind: DecorKind;
  /** Index into the palette's list of that kind. */
  index: number;
}

/**
 * What goes where, as typed lists (no per-tile arrays: a plan is made on every map load and most
 * tiles get nothing; no object per decoration: a 256×256 map holds about a thousand).
 */
export interface DecorPlan {
  /** Tiles that take a floor variant, each once… */
  variantTiles: Int32Array;
  /** …and which: variant v (0-based into the palette's variants) for variantTiles[i]. */
  variants: Uint8Array;
  /** Decoration i: its top-left tile (y * width + x)… */
  decorationTiles: Int32Array;
  /** …where it stands (a DecorKind)… */
  decorationKinds: Uint8Array;
  /** …and which of the palette's decorations of that kind it is. */
  decorationIndexes: Int32Array;
  /** Tiles where a blocking floor decoration stands (walls and the void block anyway). */
  blockedTiles: Int32Array;
  /** Tiles of lakes (also in variantTiles, with a variant ≥ the palette's variantCount): no one walks there. */
  lakeTiles: Int32Array;
}

/** The plan's decorations one object each, in the order they were placed (for tools and tests). */
export function placedDecorations(plan: DecorPlan): PlacedDecor[] {
  return Array.from(plan.decorationTiles, (tile, i) => ({ tile, kind: plan.decorationKinds[i] as DecorKind, index: plan.decorationIndexes[i] }));
}

/** A plan with nothing in it. */
function emptyPlan(): DecorPlan {
  return {
    variantTiles: new Int32Array(0),
    variants: new Uint8Array(0),
    decorationTiles: new Int32Array(0),
    decorationKinds: new Uint8Array(0),
    decorationIndexes: new Int32Array(0),
    blockedTiles: new Int32Array(0),
    lakeTiles: new Int32Array(0),
  };
}

/** Which splitmix32 output of the seed starts decoration's generator (content uses 16; the Random constructor 0–3). */
const DECOR_STREAM = 17;

/** The generator decoration draws from: derived from the dungeon's seed, apart from the layout's and content's. */
export function decorRandom(seed: number): Random {
  return new Random(mixSeed(normalizeSeed(seed), DECOR_STREAM));
}

/** Random tile draws allowed per tile wanted (of a kind), before giving up on that one. */
const TILE_DRAWS = 24;
/** Void tiles a wall draw looks down past, from an area's top row, before giving up on that column. */
const WALL_SEARCH = 16;
/** Placement attempts per decoration wanted (a drawn spot may not fit). */
const ATTEMPTS_PER_DECORATION = 4;
/**
 * The largest patch radius used (DECOR_RANGES' maximum): a patch's box, 2r + 1 columns and one
 * either side, then fits the bits of one 32-bit row.
 */
const MAX_PATCH_RADIUS = 10;
/** Smoothing passes past DECOR_RANGES' maximum are not run. */
const MAX_SMOOTHING = 10;
/** Spots tried per lake wanted: one may cut the floor, or be clipped to nothing near events. */
const LAKE_ATTEMPTS = 4;
/** How far past a lake's box the check of its shore looks before it spreads over the map. */
const LAKE_SHORE_MARGIN = 6;
/**
 * Tiles the check may look at beyond that before it drops the lake: a shore that meets only by a
 * long way round (a lake across a maze's corridor) would cost a fill of the whole map per try, and
 * a dropped lake cuts nothing. Counted in tiles, so the same map always gets the same lakes.
 */
const LAKE_FAR_BUDGET = 1024;

/**
 * Plans the variants and decorations of one dungeon. `reserved` holds the tiles of events and
 * the arrival. Never throws on odd palettes: empty lists, zero sizes and shapes larger than
 * MAX_DECOR_SIDE are simply never placed.
 */
export function planDecor(grid: Grid, layout: Layout, reserved: ArrayLike<number>, palette: DecorPalette, options: DecorOptions, random: Random): DecorPlan {
  const variantCount = clampWhole(palette.variantCount, 0, MAX_VARIANTS);
  const lakeCount = clampWhole(palette.lakeCount ?? 0, 0, MAX_VARIANTS - variantCount);
  const wantsVariants = (variantCount > 0 && (options.decorPatches > 0 || options.decorVariantChance > 0)) || (lakeCount > 0 && options.decorPatches > 0);
  const wantsDecorations = (options.decorFloorDensity > 0 && palette.floor.length > 0) || (options.decorWallDensity > 0 && palette.wall.length > 0) || (options.decorVoidDensity > 0 && palette.void.length > 0);
  if (!wantsVariants && !wantsDecorations) return emptyPlan();
  // The planner reads the areas once: their boxes, and the floor they hold (the counts go by it).
  const planner = new DecorPlanner(grid, layout, random);
  const floorCount = planner.layoutFloor;
  const counts = [
    share(floorCount, options.decorFloorDensity, 100, palette.floor.length),
    share(floorCount, options.decorWallDensity, 100, palette.wall.length),
    share(floorCount, options.decorVoidDensity, 100, palette.void.length),
  ];
  if (floorCount === 0 || (!wantsVariants && counts[0] + counts[1] + counts[2] === 0)) {
    planner.clearMarks();
    return emptyPlan();
  }
  try {
    planner.reserve(reserved, layout);
    if (wantsVariants) planner.variants(variantCount, lakeCount, floorCount, options);
    if (counts[0] + counts[1] + counts[2] > 0) {
      const lists = [palette.floor, palette.wall, palette.void];
      for (const kind of [DecorKind.Floor, DecorKind.Wall, DecorKind.Void]) planner.decorate(kind, lists[kind], counts[kind]);
    }
    return planner.plan();
  } finally {
    planner.clearMarks();
  }
}

/** Variants a plan tells apart (a byte each). */
const MAX_VARIANTS = 255;

/** round(total × per / scale), 0 when nothing can be drawn from. */
function share(total: number, per: number, scale: number, available: number): number {
  if (available === 0 || per <= 0) return 0;
  return Math.floor((total * per + scale / 2) / scale);
}

/** A whole number within [min, max]; NaN gives min. */
function clampWhole(value: number, min: number, max: number): number {
  return value >= min ? Math.min(max, Math.floor(value)) : min;
}

/** A rectangle of a shape's tiles (inclusive bounds). */
interface TileBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The reach of a single tile: nothing around it. */
const ONE_TILE: Readonly<TileBox> = Object.freeze({ left: 0, top: 0, right: 0, bottom: 0 });

/**
 * The tiles a floor decoration needs to be floor, relative to its top-left tile (inclusive): its
 * own, and the ring around its blocking rectangle when it has one.
 */
function reachOf(shape: DecorShape, bounds: TileBox | null): TileBox {
  const right = Math.max(0, shape.width - 1);
  const bottom = Math.max(0, shape.height - 1);
  if (bounds === null) return { left: 0, top: 0, right, bottom };
  return { left: Math.min(0, bounds.left - 1), top: Math.min(0, bounds.top - 1), right: Math.max(right, bounds.right + 1), bottom: Math.max(bottom, bounds.bottom + 1) };
}

/** The blocking rectangle of a shape (inclusive bounds), or null when no tile blocks. */
function blockingBounds(shape: DecorShape): TileBox | null {
  let left = shape.width;
  let top = shape.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < shape.height; y++) {
    for (let x = 0; x < shape.width; x++) {
      if (!shape.blocking[y * shape.width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * A shape that can be placed: 1 to MAX_DECOR_SIDE on each side, and no walkable tile walled in by
 * its own blocking tiles (within 3×3 only the centre can be: all four of its sides blocking), which
 * would be floor no one reaches.
 */
function usableShape(shape: DecorShape): boolean {
  const { width, height, blocking } = shape;
  const sized = Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= MAX_DECOR_SIDE && height <= MAX_DECOR_SIDE;
  if (!sized || blocking.length < width * height) return false;
  if (width < 3 || height < 3) return true;
  const centre = width + 1;
  return Boolean(blocking[centre]) || !(blocking[centre - 1] && blocking[centre + 1] && blocking[centre - width] && blocking[centre + width]);
}

// ---------------------------------------------------------------------------------------------
// Work memory, kept between calls (a map is decorated on every load) and left all 0 by each call.

/**
 * Sets of tiles as bits (tile t is bit t & 31 of word t >> 5 of its set's section), kept between
 * calls and left empty by each. A set for a 256×256 map is 8 KB, so the thousands of random
 * look-ups of a plan stay in the nearest cache, where a byte per tile would spread them over
 * 64 KB; emptying all of them is one fill of 24 KB, cheaper than keeping a list of the words set.
 */
class TileSets {
  private words = new Int32Array(0);
  private wordsPerSet = 0;

  /** Room for `sets` sets of `size` tiles. */
  prepare(size: number, sets: number): void {
    const perSet = (size + 31) >>> 5;
    if (perSet !== this.wordsPerSet || this.words.length !== perSet * sets) {
      this.words = new Int32Array(perSet * sets);
      this.wordsPerSet = perSet;
    }
  }

  has(set: number, tile: number): boolean {
    return (this.words[set * this.wordsPerSet + (tile >>> 5)] & (1 << (tile & 31))) !== 0;
  }

  add(set: number, tile: number): void {
    this.words[set * this.wordsPerSet + (tile >>> 5)] |= 1 << (tile & 31);
  }

  /**
   * Adds the tiles `start + i` for each bit i of `bits` (bit 0 never set, tiles on the map) and
   * returns the bits of those that were not in the set yet: a row of a patch in one or two words.
   */
  addRow(set: number, start: number, bits: number): number {
    if (bits === 0) return 0;
    const offset = set * this.wordsPerSet;
    // Bit 0 is never set, so start + 1 is the first tile that can be added (start may be −1).
    const first = start + 1;
    const word = offset + (first >>> 5);
    const shift = first & 31;
    const shifted = bits >>> 1;
    const low = shifted << shift;
    const high = shift === 0 ? 0 : shifted >>> (32 - shift);
    const newLow = low & ~this.words[word];
    this.words[word] |= newLow;
    let newHigh = 0;
    if (high !== 0) {
      newHigh = high & ~this.words[word + 1];
      this.words[word + 1] |= newHigh;
    }
    return ((newLow >>> shift) | (shift === 0 ? 0 : newHigh << (32 - shift))) << 1;
  }

  /**
   * The set's tiles `start + i` as bit i, for i = 1…31 (bit 0 is 0), as addRow counts them (start
   * may be −1). Bits of tiles past the map's last are meaningless: callers mask them off.
   */
  rowAt(set: number, start: number): number {
    const first = start + 1;
    const word = set * this.wordsPerSet + (first >>> 5);
    const shift = first & 31;
    const low = this.words[word] >>> shift;
    const high = shift === 0 || word + 1 >= this.words.length ? 0 : this.words[word + 1] << (32 - shift);
    return (low | high) << 1;
  }

  /** True when a tile from `first` to `last` (at most 32 apart) is in the set. */
  anyIn(set: number, first: number, last: number): boolean {
    const offset = set * this.wordsPerSet;
    const firstWord = first >>> 5;
    const lastWord = last >>> 5;
    const from = -1 << (first & 31);
    const upTo = (2 << (last & 31)) - 1; // bits 0…last & 31 (all 32 when it is 31: 2 << 31 is 0), kept a signed 32-bit integer
    if (firstWord === lastWord) return (this.words[offset + firstWord] & from & upTo) !== 0;
    return (this.words[offset + firstWord] & from) !== 0 || (this.words[offset + lastWord] & upTo) !== 0;
  }

  /** Empties every set. */
  clear(): void {
    this.words.fill(0);
  }
}

const tileSets = new TileSets();

/** A list of whole numbers growing in a typed array kept between calls; `copy` gives what it holds. */
class NumberList {
  private values = new Int32Array(256);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const longer = new Int32Array(this.values.length * 2);
      longer.set(this.values);
      this.values = longer;
    }
    this.values[this.length++] = value;
  }

  /** What the list holds, as a view valid until the next push. */
  view(): Int32Array {
    return this.values.subarray(0, this.length);
  }

  /** Copies what the list holds into `into` from `at` on; returns the copy (a view of `into`). */
  copyInto<T extends Int32Array | Uint8Array>(into: T, at: number): T {
    into.set(this.values.subarray(0, this.length), at);
    return into.subarray(at, at + this.length) as T;
  }
}

// The plan's lists, emptied at the start of each call and copied out at its end.
const variantTileList = new NumberList();
const variantList = new NumberList();
const decorationTileList = new NumberList();
const decorationKindList = new NumberList();
const decorationIndexList = new NumberList();
const blockedTileList = new NumberList();
const lakeTileList = new NumberList();
const PLAN_LISTS = [variantTileList, variantList, decorationTileList, decorationKindList, decorationIndexList, blockedTileList, lakeTileList];
/** The tiles of the lake being checked. */
const lakeCandidate = new NumberList();
/** The tiles guarded this call (events, the arrival, openings), for the lakes' ground. */
const guardedTileList = new NumberList();
/** Tiles that took a floor variant. */
const VARIANT = 0;
/** Tiles where nothing more goes: a decoration's, an event's, the arrival's or an opening. */
const OCCUPIED = 1;
/**
 * Tiles beside which no blocking tile goes: events, the arrival, openings, and blocking
 * decorations' blocking rectangles (another blocking one keeps a tile away).
 */
const NO_BLOCKING = 2;
const TILE_SETS = 3;

// Drawing an area by its size: running totals of the sizes (area i owns the draws from
// areaEnds[i − 1] to areaEnds[i] − 1), a guide table (guide[k]: the first area a draw in the k-th
// of as many equal slices can fall in, so a draw looks at one or two areas, not a binary search's
// dozen; GUIDE_SLICES_PER_AREA slices an area, so most draws look at one), each area's bounding
// box clipped to the map (left, top, columns, rows), and 1 in areaFilled where the area fills its
// box (a rectangular room: every tile of the box is its floor).
const GUIDE_SLICES_PER_AREA = 4;
let areaEnds = new Int32Array(64);
let areaGuide = new Int32Array(64 * GUIDE_SLICES_PER_AREA);
let areaBoxes = new Int32Array(256);
let areaFilled = new Uint8Array(64);

// A patch's rows as bits (bit i + 1 is the box's column i), kept between patches.
const PATCH_ROWS = 2 * MAX_PATCH_RADIUS + 3;
/** Floor tiles with no wall among their 8 neighbours, per box row (rows 1…h; 0 and h + 1 stay 0). */
const patchableRows = new Int32Array(PATCH_ROWS);
/** Wall tiles per row of the box grown by one (row 0 is the row above the box). */
const wallRows = new Int32Array(PATCH_ROWS);
/** Guarded tiles and lakes per row of the box grown by one (row 0 is the row above the box): a lake keeps a tile away. */
const guardRows = new Int32Array(PATCH_ROWS);
/** The patch, and the row buffer smoothing writes into (rows 0 and h + 1 stay 0). */
let patchCells = new Int32Array(PATCH_ROWS);
let smoothedCells = new Int32Array(PATCH_ROWS);

/** Per tile, 1 where no one walks, for the lakes' check (lakes.ts); filled when a plan has lakes. */
let lakeGround: LakeGround = { width: 0, height: 0, closed: new Uint8Array(0) };

/** Per radius, the half-widths of its disc's rows by distance from the centre row (made once). */
const DISC_HALVES: Int32Array[] = [];

/** floor(√(r² + r − dy²)) for dy = 0…r: r² + r is a disc that includes the four tips' neighbours, rounder on small radii than r². */
function discHalves(radius: number): Int32Array {
  let halves = DISC_HALVES[radius];
  if (halves === undefined) {
    halves = new Int32Array(radius + 1);
    for (let dy = 0; dy <= radius; dy++) halves[dy] = Math.floor(Math.sqrt(radius * radius + radius - dy * dy));
    DISC_HALVES[radius] = halves;
  }
  return halves;
}

/**
 * One cellular-automaton step of a row of cells (bits), from the rows above and below: a cell
 * with 5+ of its 8 neighbours on turns on where `allowed`, one with 3 or fewer turns off, one
 * with 4 stays. The eight neighbour bits are summed for all columns at once with bitwise adders
 * into a count of ones, twos, fours and eights.
 */
export function smoothRow(above: number, row: number, below: number, allowed: number): number {
  const aboveLeft = above << 1;
  const aboveRight = above >>> 1;
  const left = row << 1;
  const right = row >>> 1;
  const belowLeft = below << 1;
  const belowRight = below >>> 1;
  // Three full adders and a half adder: sums (weight 1) and carries (weight 2).
  const sum1 = aboveLeft ^ above ^ aboveRight;
  const carry1 = (aboveLeft & above) | (aboveRight & (aboveLeft ^ above));
  const sum2 = left ^ right ^ belowLeft;
  const carry2 = (left & right) | (belowLeft & (left ^ right));
  const sum3 = below ^ belowRight;
  const carry3 = below & belowRight;
  const ones = sum1 ^ sum2 ^ sum3;
  const carry4 = (sum1 & sum2) | (sum3 & (sum1 ^ sum2));
  // Four weight-2 bits: twos, and carries of weight 4.
  const pairA = carry1 ^ carry2;
  const pairB = carry3 ^ carry4;
  const twos = pairA ^ pairB;
  const foursA = carry1 & carry2;
  const foursB = carry3 & carry4;
  const foursC = pairA & pairB;
  // At most two weight-4 bits are set (the count is at most 8).
  const fours = foursA ^ foursB ^ foursC;
  const eights = (foursA & foursB) | (foursC & (foursA ^ foursB));
  const atLeastFour = fours | eights;
  const atLeastFive = eights | (fours & (ones | twos));
  return (row | (atLeastFive & allowed)) & atLeastFour;
}

/**
 * Decoration's random numbers: the outputs of splitmix32 (mixSeed) from a base drawn once from
 * the Random, one per draw by a counter. Decoration draws thousands of numbers per map (a tile,
 * a chance per patch tile), and a hash of a counter costs a fraction of a generator whose 32-bit
 * state the engine keeps in boxed numbers.
 */
class Draws {
  private readonly base: number;
  private counter = 0;

  constructor(random: Random) {
    this.base = (random.smallInt(0, 0xffff) << 16) | random.smallInt(0, 0xffff);
  }

  /**
   * The next output as a signed 32-bit integer: mixSeed(base, n) for n = 0, 1, 2, … (splitmix32,
   * written out here and kept signed so no call boxes a number above 2^31 on the heap: a plan
   * draws thousands).
   */
  next(): number {
    let z = (this.base + Math.imul(++this.counter, SPLITMIX_GAMMA)) | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return z ^ (z >>> 16);
  }

  /**
   * A whole number from 0 to count − 1 (1 ≤ count ≤ 2^21): 31 bits of an output scaled down,
   * exactly (the product stays below 2^53). Each value's chance is off by less than count ÷ 2^31,
   * far below anything visible. 31 bits, not 32: an unsigned 32-bit value above 2^31 is no small
   * integer to the engine, which then boxes it.
   */
  below(count: number): number {
    return ((this.next() >>> 1) * count * TWO_TO_MINUS_31) | 0;
  }
}

/** splitmix32's increment, as mixSeed (random.ts) adds it. */
const SPLITMIX_GAMMA = 0x9e3779b9 | 0;

const TWO_TO_MINUS_31 = 1 / 0x80000000;
/** A half draw (16 bits) scaled to a count: off by less than count ÷ 2^16 per value, for a box's rows or columns. */
const TWO_TO_MINUS_16 = 1 / 0x10000;

/** The work of one planDecor call. */
class DecorPlanner {
  private readonly kinds: Uint8Array;
  /** The kinds four to a word, to read a row of a patch's box a word at a time (null where the bytes cannot be viewed so). */
  private readonly kindWords: Uint32Array | null;
  private readonly width: number;
  private readonly height: number;
  private readonly size: number;
  private readonly areaCount: number;
  private readonly floorCount: number;
  /** Floor of all the layout's areas (floorCount leaves out areas with no box on the map). */
  layoutFloor = 0;
  private readonly sets: TileSets;
  private readonly draws: Draws;
  /** Where the last spot drawn lies. */
  private spotX = 0;
  private spotY = 0;
  /** The last floor spot drawn lies, with all the floor its shape needs, in an area that fills its box. */
  private spotFilled = false;
  /** The fraction the last area draw left over (see drawArea). */
  private leftOver = 0;
  /** The box of the last blob (see blob). */
  private blobLeft = 0;
  private blobTop = 0;
  private blobRows = 0;
  /** What readRowBits read last. */
  private rowWalls = 0;
  private rowFloor = 0;

  constructor(grid: Grid, layout: Layout, random: Random) {
    this.kinds = grid.kinds;
    this.kindWords = LITTLE_ENDIAN && grid.kinds.byteOffset % 4 === 0 ? new Uint32Array(grid.kinds.buffer, grid.kinds.byteOffset, grid.kinds.length >>> 2) : null;
    this.width = grid.width;
    this.height = grid.height;
    this.size = grid.width * grid.height;
    tileSets.prepare(this.size, TILE_SETS);
    this.sets = tileSets;
    this.draws = new Draws(random);
    for (const list of PLAN_LISTS) list.length = 0;
    guardedTileList.length = 0;
    this.areaCount = layout.areas.length;
    this.floorCount = this.listAreas(layout.areas);
  }

  /** Fills areaEnds, areaGuide, areaBoxes and areaFilled for the layout's areas; returns the floor they own. */
  private listAreas(areas: Layout["areas"]): number {
    const count = areas.length;
    if (areaEnds.length < count) {
      areaEnds = new Int32Array(count * 2);
      areaGuide = new Int32Array(count * 2 * GUIDE_SLICES_PER_AREA);
      areaBoxes = new Int32Array(count * 8);
      areaFilled = new Uint8Array(count * 2);
    }
    let total = 0;
    let all = 0;
    for (let i = 0; i < count; i++) {
      const { size, bounds } = areas[i];
      all += size;
      const left = Math.max(0, bounds.x);
      const top = Math.max(0, bounds.y);
      const columns = Math.min(this.width, bounds.x + bounds.width) - left;
      const rows = Math.min(this.height, bounds.y + bounds.height) - top;
      // An area without a box on the map cannot be drawn from: it owns no draws.
      total += columns > 0 && rows > 0 && size > 0 ? size : 0;
      areaEnds[i] = total;
      areaBoxes[4 * i] = left;
      areaBoxes[4 * i + 1] = top;
      areaBoxes[4 * i + 2] = columns;
      areaBoxes[4 * i + 3] = rows;
      areaFilled[i] = size === columns * rows ? 1 : 0;
    }
    // Slice k's first draw is floor(k · total / slices); it falls in area i when areaEnds[i − 1] ≤ it
    // < areaEnds[i], that is for k from ceil(areaEnds[i − 1] · slices / total) up to (not including)
    // ceil(areaEnds[i] · slices / total): one division per area, not per slice (the quotients of
    // whole numbers below 2^53 are exact enough for ceil: a fraction is at least 1 / total from a whole number).
    const slices = count * GUIDE_SLICES_PER_AREA;
    for (let area = 0, slice = 0; area < count && total > 0; area++) {
      const end = Math.ceil((areaEnds[area] * slices) / total);
      for (; slice < end; slice++) areaGuide[slice] = area;
    }
    this.layoutFloor = all;
    return total;
  }

  /**
   * The plan: copies of the lists in one new buffer, the whole numbers first and the bytes after
   * them (one allocation: a typed array's buffer costs microseconds to allocate, more than copying
   * the few thousand numbers of a plan).
   */
  plan(): DecorPlan {
    const numberCount = variantTileList.length + decorationTileList.length + decorationIndexList.length + blockedTileList.length + lakeTileList.length;
    const buffer = new ArrayBuffer(numberCount * 4 + variantList.length + decorationKindList.length);
    const numbers = new Int32Array(buffer, 0, numberCount);
    const bytes = new Uint8Array(buffer, numberCount * 4);
    return {
      variantTiles: variantTileList.copyInto(numbers, 0),
      variants: variantList.copyInto(bytes, 0),
      decorationTiles: decorationTileList.copyInto(numbers, variantTileList.length),
      decorationKinds: decorationKindList.copyInto(bytes, variantList.length),
      decorationIndexes: decorationIndexList.copyInto(numbers, variantTileList.length + decorationTileList.length),
      blockedTiles: blockedTileList.copyInto(numbers, variantTileList.length + decorationTileList.length + decorationIndexList.length),
      lakeTiles: lakeTileList.copyInto(numbers, variantTileList.length + decorationTileList.length + decorationIndexList.length + blockedTileList.length),
    };
  }

  /** Leaves the tile sets empty for the next call. */
  clearMarks(): void {
    this.sets.clear();
  }

  /** An area drawn by its size (index into the layout's areas), or −1 when there is no floor. */
  private drawArea(): number {
    if (this.floorCount === 0) return -1;
    // One 31-bit draw r gives both the draw and its slice: r·n / 2^31 is exact in doubles for n ≤ 2^21.
    const r = this.draws.next() >>> 1;
    const scaled = r * this.floorCount * TWO_TO_MINUS_31;
    const drawn = scaled | 0;
    // What is left of the draw (a fraction, as uniform as the draw, whatever area it picked) makes
    // one more small choice without another draw: a decoration of the palette, a variant.
    this.leftOver = scaled - drawn;
    let area = areaGuide[(r * this.areaCount * GUIDE_SLICES_PER_AREA * TWO_TO_MINUS_31) | 0];
    while (areaEnds[area] <= drawn) area++;
    return area;
  }

  /**
   * A whole number from 0 to count − 1 from what the last area draw left over. The fraction has
   * 31 − log2(floor) bits (over 10 for any map the engine holds), plenty for a palette's few
   * entries: use it for at most one choice per area draw, and only for small counts.
   */
  private leftOverBelow(count: number): number {
    return (this.leftOver * count) | 0;
  }

  /**
   * A random floor tile, or −1 after TILE_DRAWS misses: an area drawn by its size, then tiles of
   * its bounding box until one is floor (the first, in a rectangular room). Drawing within an
   * area keeps the draws few and close together, never a scan of the map.
   */
  private drawFloorTile(): number {
    const area = this.drawArea();
    return area < 0 ? -1 : this.drawFloorSpot(area, ONE_TILE);
  }

  /**
   * Where a floor decoration could stand, or −1 after TILE_DRAWS misses: within `area` (drawn by
   * its size), spots in its bounding box where all the floor the shape needs (its tiles, and the
   * ring around a blocking rectangle) lies within the box, until the spot's own tile is floor.
   * fits() still checks every tile, unless the area fills its box (spotFilled): then every tile
   * the shape needs is floor already, and the first draw is taken.
   */
  private drawFloorSpot(area: number, reach: TileBox): number {
    const { kinds, width } = this;
    const left = areaBoxes[4 * area] - reach.left;
    const top = areaBoxes[4 * area + 1] - reach.top;
    const columns = areaBoxes[4 * area + 2] - (reach.right - reach.left);
    const rows = areaBoxes[4 * area + 3] - (reach.bottom - reach.top);
    if (columns <= 0 || rows <= 0) return -1;
    const filled = areaFilled[area] === 1;
    for (let draw = 0; draw < TILE_DRAWS; draw++) {
      // One draw for both: its high half picks the row, its low half the column.
      const r = this.draws.next();
      const y = top + (((r >>> 16) * rows * TWO_TO_MINUS_16) | 0);
      const x = left + (((r & 0xffff) * columns * TWO_TO_MINUS_16) | 0);
      if (filled || isFloor(kinds[y * width + x])) {
        this.spotFilled = filled;
        return this.spot(x, y);
      }
    }
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // Variants

  /**
   * Lakes (variants `count` to `count + lakes − 1`), then patches of the walkable variants, each
   * smoothed on its own, then single variant tiles. The patch amount counts lakes and patches
   * together, shared by how many variants of each kind there are; without lakes the patches are
   * drawn exactly as they were before lakes existed.
   */
  variants(count: number, lakes: number, floorCount: number, options: DecorOptions): void {
    if (options.decorPatches > 0) {
      const all = Math.max(1, share(floorCount, options.decorPatches, 1000, 1));
      const radius = clampWhole(options.decorPatchRadius, 1, MAX_PATCH_RADIUS);
      const passes = clampWhole(options.decorPatchSmoothing, 0, MAX_SMOOTHING);
      const lakeShare = lakes === 0 ? 0 : count === 0 ? all : Math.max(1, Math.round((all * lakes) / (count + lakes)));
      if (lakeShare > 0) this.lakes(lakeShare, count, lakes, radius, options.decorPatchChance, passes);
      const patches = count === 0 ? 0 : all - lakeShare;
      for (let p = 0; p < patches; p++) {
        if (this.drawFloorTile() < 0) continue;
        const { spotX, spotY } = this;
        const variant = this.leftOverBelow(count);
        this.patch(spotX, spotY, variant, radius, options.decorPatchChance, passes);
      }
    }
    if (count > 0 && options.decorVariantChance > 0) this.singles(share(floorCount, options.decorVariantChance, 100, 1), count);
  }

  /**
   * One patch, worked out in its box (2r + 1 tiles square around (cx, cy), clipped to the map) as
   * rows of bits: each patchable tile within `radius` takes the variant by chance, `passes`
   * cellular-automaton steps round it off (within the box: a tile outside it has at most 3
   * neighbours inside), and its tiles not yet a variant of an earlier patch take `variant`.
   * Smoothing each patch on its own keeps the work to the patch's box, never the map.
   */
  private patch(cx: number, cy: number, variant: number, radius: number, chance: number, passes: number): void {
    if (this.blob(cx, cy, radius, chance, passes, false)) this.stampPatch(patchCells, this.blobRows, this.blobTop * this.width + this.blobLeft - 1, variant);
  }

  /**
   * A blob worked out in its box (2r + 1 tiles square around (cx, cy), clipped to the map) as rows
   * of bits in patchCells (bit x − blobLeft + 1 of row y − blobTop + 1): each patchable tile within
   * `radius` is in by chance, and `passes` cellular-automaton steps round it off (within the box: a
   * tile outside it has at most 3 neighbours inside). A lake's blob also keeps a tile away from
   * events, the arrival, openings and other lakes. False when the blob is empty.
   */
  private blob(cx: number, cy: number, radius: number, chance: number, passes: number, lake: boolean): boolean {
    const { width, height } = this;
    const left = Math.max(0, cx - radius);
    const right = Math.min(width - 1, cx + radius);
    const top = Math.max(0, cy - radius);
    const bottom = Math.min(height - 1, cy + radius);
    const rows = bottom - top + 1;
    this.blobLeft = left;
    this.blobTop = top;
    this.blobRows = rows;
    this.readPatchable(left, right, top, bottom);
    if (lake) this.keepAwayFromGuards(left, right, top, bottom);
    const threshold = Math.round((Math.min(100, Math.max(0, chance)) * 256) / 100);
    let cells = patchCells;
    let any = 0;
    const halves = discHalves(radius);
    for (let row = 1; row <= rows; row++) {
      const dy = top + row - 1 - cy;
      const half = halves[dy < 0 ? -dy : dy];
      const first = Math.max(left, cx - half) - left + 1;
      const last = Math.min(right, cx + half) - left + 1;
      let candidates = patchableRows[row] & (((2 << (last - first)) - 1) << first);
      let on = 0;
      // One 32-bit draw decides four tiles, a byte each (byte < threshold: 75% is exactly 192 of 256).
      let bytes = 0;
      let left4 = 0;
      while (candidates !== 0) {
        const bit = candidates & -candidates;
        candidates ^= bit;
        if (left4 === 0) {
          bytes = this.draws.next();
          left4 = 4;
        }
        // Without a branch: a 75% chance is no pattern a predictor learns. byte − threshold < 0 sets the sign.
        on |= bit & (((bytes & 0xff) - threshold) >> 31);
        bytes >>>= 8;
        left4--;
      }
      cells[row] = on;
      any |= on;
    }
    if (any === 0) return false;
    cells[0] = 0;
    cells[rows + 1] = 0;
    let next = smoothedCells;
    for (let pass = 0; pass < passes; pass++) {
      let changed = 0;
      for (let row = 1; row <= rows; row++) {
        const turned = smoothRow(cells[row - 1], cells[row], cells[row + 1], patchableRows[row]);
        changed |= turned ^ cells[row];
        next[row] = turned;
      }
      next[0] = 0;
      next[rows + 1] = 0;
      const done = cells;
      cells = next;
      next = done;
      if (changed === 0) break;
    }
    patchCells = cells;
    smoothedCells = next;
    return true;
  }

  /** Clears from patchableRows the tiles in or beside a guarded tile or a lake (the NO_BLOCKING set), over the box's rows. */
  private keepAwayFromGuards(left: number, right: number, top: number, bottom: number): void {
    const { width, height, sets } = this;
    const rows = bottom - top + 1;
    const firstColumn = Math.max(0, left - 1);
    const lastColumn = Math.min(width - 1, right + 1);
    for (let row = 0; row <= rows + 1; row++) {
      const y = top + row - 1;
      let guards = 0;
      if (y >= 0 && y < height) {
        for (let x = firstColumn; x <= lastColumn; x++) if (sets.has(NO_BLOCKING, y * width + x)) guards |= 1 << (x - left + 1);
      }
      guardRows[row] = guards;
    }
    for (let row = 1; row <= rows; row++) {
      const near = guardRows[row - 1] | guardRows[row] | guardRows[row + 1];
      patchableRows[row] &= ~(near | (near << 1) | (near >>> 1));
    }
  }

  // -------------------------------------------------------------------------------------------
  // Lakes

  /**
   * `wanted` lakes, taking the lake variants first…first + kinds − 1 in turn. Each is a blob like a
   * patch that keeps a tile away from events, the arrival, openings and other lakes, tried at up
   * to LAKE_ATTEMPTS spots until one keeps all other floor connected.
   */
  private lakes(wanted: number, first: number, kinds: number, radius: number, chance: number, passes: number): void {
    this.readLakeGround();
    for (let lake = 0; lake < wanted; lake++) {
      for (let attempt = 0; attempt < LAKE_ATTEMPTS; attempt++) {
        if (this.drawFloorTile() < 0) continue;
        if (!this.blob(this.spotX, this.spotY, radius, chance, passes, true)) continue;
        if (this.settleLake(first + (lake % kinds))) break;
      }
    }
  }

  /** lakeGround for this map: closed where there is no floor and on guarded tiles (a lake's check walks around them). */
  private readLakeGround(): void {
    const { kinds, width, height, size } = this;
    if (lakeGround.closed.length < size) lakeGround = { width, height, closed: new Uint8Array(size) };
    lakeGround.width = width;
    lakeGround.height = height;
    const closed = lakeGround.closed;
    for (let tile = 0; tile < size; tile++) closed[tile] = FLOOR_KIND[kinds[tile]] ^ 1;
    const guarded = guardedTileList.view();
    for (let i = 0; i < guarded.length; i++) closed[guarded[i]] = 1;
  }

  /**
   * The blob in patchCells as a lake of `variant`, when its shore stays connected (lakes.ts):
   * then its tiles take the variant and nothing else goes on or beside them. Otherwise nothing
   * changes and the answer is false.
   */
  private settleLake(variant: number): boolean {
    const { width, sets } = this;
    const closed = lakeGround.closed;
    lakeCandidate.length = 0;
    for (let row = 1; row <= this.blobRows; row++) {
      const rowStart = (this.blobTop + row - 1) * width + this.blobLeft - 1;
      let bits = patchCells[row];
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        lakeCandidate.push(rowStart + 31 - Math.clz32(bit));
      }
    }
    const tiles = lakeCandidate.view();
    for (let i = 0; i < tiles.length; i++) closed[tiles[i]] = 1;
    if (!shoreStaysConnected(lakeGround, tiles, tiles.length, LAKE_SHORE_MARGIN, LAKE_FAR_BUDGET)) {
      for (let i = 0; i < tiles.length; i++) closed[tiles[i]] = 0;
      return false;
    }
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i];
      sets.add(VARIANT, tile);
      sets.add(OCCUPIED, tile);
      sets.add(NO_BLOCKING, tile);
      variantTileList.push(tile);
      variantList.push(variant);
      lakeTileList.push(tile);
    }
    return true;
  }

  /**
   * patchableRows[1…rows] for the box: floor tiles with no wall among their 8 neighbours (a
   * variant there leaves every wall face as it is), bit x − left + 1 for column x.
   */
  private readPatchable(left: number, right: number, top: number, bottom: number): void {
    const { kinds, width, height } = this;
    const rows = bottom - top + 1;
    const firstColumn = Math.max(0, left - 1);
    const lastColumn = Math.min(width - 1, right + 1);
    const inside = ((1 << (right - left + 1)) - 1) << 1;
    for (let row = 0; row <= rows + 1; row++) {
      const y = top + row - 1;
      let walls = 0;
      let floor = 0;
      const first = y * width + firstColumn;
      const last = y * width + lastColumn;
      if (y >= 0 && y < height && this.kindWords !== null && last >>> 2 < this.kindWords.length) {
        const shift = firstColumn - left + 1;
        const columns = (1 << (lastColumn - firstColumn + 1)) - 1;
        this.readRowBits(first, last);
        walls = ((this.rowWalls >>> (first & 3)) & columns) << shift;
        floor = ((this.rowFloor >>> (first & 3)) & columns) << shift;
      } else if (y >= 0 && y < height) {
        // By table, not by branches: a box's tiles mix kinds in no order a branch predictor learns.
        for (let i = first, shift = firstColumn - left + 1; i <= last; i++, shift++) {
          const kind = kinds[i];
          walls |= IS_WALL[kind] << shift;
          floor |= FLOOR_KIND[kind] << shift;
        }
      }
      wallRows[row] = walls;
      patchableRows[row] = floor & inside;
    }
    for (let row = 1; row <= rows; row++) {
      const near = wallRows[row - 1] | wallRows[row] | wallRows[row + 1];
      patchableRows[row] &= ~(near | (near << 1) | (near >>> 1));
    }
    patchableRows[0] = 0;
    patchableRows[rows + 1] = 0;
  }

  /**
   * rowWalls and rowFloor: one bit per tile of the 4-tile words holding tiles first…last (at most
   * 28 tiles), bit 0 for the first word's first tile, 1 where the tile is a wall / floor. Four
   * tiles a step: a TileKind is 2 bits in its byte, Wall = 3 (both set), Room = 1 and Corridor = 2
   * (the two differ); a multiplication gathers the four bytes' low bits.
   */
  private readRowBits(first: number, last: number): void {
    const words = this.kindWords!;
    let walls = 0;
    let floor = 0;
    for (let word = first >>> 2, nibble = 0; word <= last >>> 2; word++, nibble += 4) {
      const pair = words[word];
      walls |= ((Math.imul(pair & (pair >>> 1) & 0x01010101, 0x204081) >>> 21) & 15) << nibble;
      floor |= ((Math.imul((pair ^ (pair >>> 1)) & 0x01010101, 0x204081) >>> 21) & 15) << nibble;
    }
    this.rowWalls = walls;
    this.rowFloor = floor;
  }

  /** The patch's tiles (rows of bits from tile `origin` on, bit 1 its first column) that are not yet a variant take `variant`. */
  private stampPatch(cells: Int32Array, rows: number, origin: number, variant: number): void {
    for (let row = 1; row <= rows; row++) {
      const rowStart = origin + (row - 1) * this.width;
      const added = this.sets.addRow(VARIANT, rowStart, cells[row]);
      // An event's, the arrival's or an opening's tile is taken but left plain.
      let bits = added === 0 ? 0 : added & ~this.sets.rowAt(OCCUPIED, rowStart);
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        const tile = rowStart + 31 - Math.clz32(bit);
        variantTileList.push(tile);
        variantList.push(variant);
      }
    }
  }

  /** Floor tile with no wall among its 8 neighbours: a variant there leaves every wall face as it is. */
  private patchable(tile: number): boolean {
    const { kinds, width, height } = this;
    if (!isFloor(kinds[tile])) return false;
    const x = tile % width;
    const y = (tile - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
      for (let i = ny * width + Math.max(0, x - 1), end = ny * width + Math.min(width - 1, x + 1); i <= end; i++) if (kinds[i] === TileKind.Wall) return false;
    }
    return true;
  }

  /** `count` draws of a floor tile; each patchable one still plain takes a random variant. */
  private singles(count: number, variants: number): void {
    for (let i = 0; i < count; i++) {
      const tile = this.drawFloorTile();
      if (tile < 0 || this.sets.has(VARIANT, tile) || this.sets.has(OCCUPIED, tile) || !this.patchable(tile)) continue;
      this.sets.add(VARIANT, tile);
      variantTileList.push(tile);
      variantList.push(this.leftOverBelow(variants));
    }
  }

  // -------------------------------------------------------------------------------------------
  // Decorations

  /** Events, the arrival and openings: nothing on them, nothing blocking on or beside them. */
  reserve(reserved: ArrayLike<number>, layout: Layout): void {
    for (let i = 0; i < reserved.length; i++) this.guard(reserved[i]);
    for (const opening of layout.openings) this.guard(opening.tile);
  }

  private guard(tile: number): void {
    if (!Number.isInteger(tile) || tile < 0 || tile >= this.size) return;
    this.sets.add(OCCUPIED, tile);
    this.sets.add(NO_BLOCKING, tile);
    guardedTileList.push(tile);
  }

  /** Places up to `count` decorations of `kind`, drawn from `shapes`, at random spots that fit. */
  decorate(kind: DecorKind, shapes: readonly DecorShape[], count: number): void {
    if (count === 0 || shapes.length === 0) return;
    const bounds = shapes.map(blockingBounds);
    const reaches = shapes.map((shape, index) => reachOf(shape, bounds[index]));
    const surface = kind === DecorKind.Floor ? TileKind.Room : kind === DecorKind.Wall ? TileKind.Wall : TileKind.Void;
    const usable = shapes.map(usableShape);
    let placed = 0;
    for (let attempt = 0; attempt < count * ATTEMPTS_PER_DECORATION && placed < count; attempt++) {
      // Floor and wall pieces go by an area drawn by its size, whose draw also picks the piece;
      // void pieces go anywhere in the void.
      const area = kind === DecorKind.Void ? 0 : this.drawArea();
      if (area < 0) continue;
      const index = kind === DecorKind.Void ? this.draws.below(shapes.length) : this.leftOverBelow(shapes.length);
      if (!usable[index]) continue;
      const shape = shapes[index];
      const tile = kind === DecorKind.Floor ? this.drawFloorSpot(area, reaches[index]) : kind === DecorKind.Wall ? this.drawWallTile(area, shape.height) : this.drawVoidTile();
      if (tile < 0) continue; // a run of misses: this map has little room for it
      const x = this.spotX;
      const y = this.spotY;
      if (!this.fits(kind, surface, shape, bounds[index], x, y)) continue;
      this.place(shape, kind === DecorKind.Floor ? bounds[index] : null, x, y);
      decorationTileList.push(tile);
      decorationKindList.push(kind);
      decorationIndexList.push(index);
      placed++;
    }
  }

  private fits(kind: DecorKind, surface: number, shape: DecorShape, bounds: TileBox | null, x: number, y: number): boolean {
    const { kinds, sets, width, height } = this;
    if (x + shape.width > width || y + shape.height > height) return false;
    // On a floor spot in an area that fills its box, the shape's tiles and its ring are floor.
    const floorKnown = kind === DecorKind.Floor && this.spotFilled;
    for (let dy = 0; dy < shape.height; dy++) {
      const first = (y + dy) * width + x;
      const last = first + shape.width - 1;
      if (sets.anyIn(OCCUPIED, first, last)) return false;
      if (floorKnown) continue;
      for (let i = first; i <= last; i++) if (!sameSurface(kinds[i], surface)) return false;
    }
    if (kind === DecorKind.Void) return this.ringIs(x, y, x + shape.width - 1, y + shape.height - 1, TileKind.Void);
    if (kind === DecorKind.Wall || bounds === null) return true;
    // A blocking rectangle: its ring of floor must be free to walk around it, so the rectangle and
    // its ring hold no event, arrival or opening, nor another blocking rectangle (those keep a
    // tile between them: Chebyshev distance ≥ 2).
    const left = x + bounds.left;
    const top = y + bounds.top;
    const right = x + bounds.right;
    const bottom = y + bounds.bottom;
    return (floorKnown || this.ringIs(left, top, right, bottom, TileKind.Room)) && this.clearAround(left, top, right, bottom);
  }

  /** True when the rectangle grown by one lies inside the map and every tile of it is that surface. */
  private ringIs(left: number, top: number, right: number, bottom: number, surface: number): boolean {
    const { kinds, width, height } = this;
    if (left < 1 || top < 1 || right > width - 2 || bottom > height - 2) return false;
    for (let y = top - 1; y <= bottom + 1; y++) {
      for (let i = y * width + left - 1, end = y * width + right + 1; i <= end; i++) if (!sameSurface(kinds[i], surface)) return false;
    }
    return true;
  }

  /** No guarded tile and no blocking rectangle in the rectangle grown by one (inside the map: ringIs held). */
  private clearAround(left: number, top: number, right: number, bottom: number): boolean {
    const { sets, width } = this;
    for (let y = top - 1; y <= bottom + 1; y++) if (sets.anyIn(NO_BLOCKING, y * width + left - 1, y * width + right + 1)) return false;
    return true;
  }

  /** Marks the decoration's tiles taken; `bounds` (floor decorations only: walls and the void block anyway) its blocking rectangle. */
  private place(shape: DecorShape, bounds: TileBox | null, x: number, y: number): void {
    const { width } = this;
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) this.sets.add(OCCUPIED, (y + dy) * width + x + dx);
    }
    if (bounds === null) return;
    for (let dy = bounds.top; dy <= bounds.bottom; dy++) {
      for (let dx = bounds.left; dx <= bounds.right; dx++) this.sets.add(NO_BLOCKING, (y + dy) * width + x + dx);
    }
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) if (shape.blocking[dy * shape.width + dx]) blockedTileList.push((y + dy) * width + x + dx);
    }
  }

  /** Notes where a draw landed (spotX, spotY: no division to find them again) and returns its tile. */
  private spot(x: number, y: number): number {
    this.spotX = x;
    this.spotY = y;
    return y * this.width + x;
  }

  /** A random void tile, or −1 after TILE_DRAWS misses (the void is most of a map). */
  private drawVoidTile(): number {
    const { kinds, width, height } = this;
    for (let draw = 0; draw < TILE_DRAWS; draw++) {
      const y = this.draws.below(height);
      const x = this.draws.below(width);
      if (kinds[y * width + x] === TileKind.Void) return this.spot(x, y);
    }
    return -1;
  }

  /**
   * A random wall-face tile, or −1: a random column of `area` (drawn by its size), down from the
   * area's top row past the void to the first wall there or the wall standing on the first floor
   * (north walls stand on floor), then a random tile of that wall where a decoration `height`
   * tall fits. Wall faces are a small share of the map: drawing them from the whole map would
   * take many misses per hit.
   */
  private drawWallTile(area: number, height: number): number {
    const { kinds, width } = this;
    // One draw for both: its high half picks the column, its low half where on the wall.
    const r = this.draws.next();
    const x = areaBoxes[4 * area] + (((r >>> 16) * areaBoxes[4 * area + 2] * TWO_TO_MINUS_16) | 0);
    let y = areaBoxes[4 * area + 1];
    // An area that fills its box has floor on the box's top row: the wall, if any, ends just above it.
    const filled = areaFilled[area] === 1;
    if (!filled) {
      for (let step = 0; step < WALL_SEARCH && kinds[y * width + x] === TileKind.Void; step++) {
        if (++y >= this.height) return -1;
      }
    }
    if (filled || kinds[y * width + x] !== TileKind.Wall) {
      if ((!filled && !isFloor(kinds[y * width + x])) || y === 0 || kinds[(y - 1) * width + x] !== TileKind.Wall) return -1;
      y--;
    }
    let top = y;
    while (top > 0 && kinds[(top - 1) * width + x] === TileKind.Wall) top--;
    let bottom = y;
    if (!filled) while (bottom + 1 < this.height && kinds[(bottom + 1) * width + x] === TileKind.Wall) bottom++;
    // A decoration `height` tall starts low enough on the wall to fit on it.
    const starts = bottom - top + 2 - height;
    return starts > 0 ? this.spot(x, top + (((r & 0xffff) * starts * TWO_TO_MINUS_16) | 0)) : -1;
  }
}

/** The kinds' bytes are read four to a word with the first byte lowest (every machine MZ runs on). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** 1 for a wall kind, by the tile kind (a byte); floor kinds: grid.ts's FLOOR_KIND. */
const IS_WALL = Uint8Array.from({ length: 256 }, (_, kind) => (kind === TileKind.Wall ? 1 : 0));

/** Room and corridor floor are one surface; void and wall are their own. */
function sameSurface(kind: number, surface: number): boolean {
  return surface === TileKind.Room ? isFloor(kind) : kind === surface;
}
