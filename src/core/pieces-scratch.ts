/**
 * Map-sized work arrays of the set-piece stage (pieces.ts), kept from one generation to the next
 * so that the stage's cost follows its pieces' sites, not the map: making and zeroing half a dozen
 * map-sized arrays per generation (and collecting them again) cost more at 256×256 than the
 * stage's own work. The stage takes them, zeroes again only the tiles it marked, and gives them
 * back; arrays that were never given back (the stage stopped half-way) are simply not reused.
 */

/** Bits of PieceScratch.marks. */
export const Mark = {
  /** Inside a piece's site (rectangle and margin): no other site and no corridor goes there. */
  Site: 1,
  /** Just beyond an entrance's stub: no later site covers it, so the way out stays open. */
  Approach: 2,
  /** A corridor this stage carved: main floor even inside a site (an entrance's stub). */
  Joined: 4,
} as const;

export interface PieceScratch {
  /** Tiles of the map these arrays are for. */
  readonly size: number;
  /** Per tile: Mark bits (one array, so a tile's marks are one memory read); all 0 when taken. */
  readonly marks: Uint8Array;
  /**
   * Per tile: stamp × 8 + step for the search that last reached it (see nextStamp): the step it
   * was reached by (0–3, SOURCE_STEP for a source, NO_STEP for a tile it looked at but did not
   * enter). One array, so a visit is one memory read; never zeroed by the stage. Sixteen bits a
   * tile: the searches' cost is mostly reading it where they go, so half the memory is fewer
   * cache misses (the stamps then run out every 8,191 searches, a few hundred generations).
   */
  readonly visits: Uint16Array;
  /** The stamp the last search used. */
  stamp: number;
  /** A search's queue (replaced by a longer one when full). */
  queue: Int32Array;
  /** A guided search's second list: the tiles one step farther from its goal than those of `queue` (pieces.ts, guidedWay). */
  later: Int32Array;
  /**
   * The flood round a site (pieces-cut-off.ts), kept apart from the searches for ways, which run
   * while the flood's tiles are still needed: per tile 1 + a source of its group, 0 where the
   * flood has not been (all 0 between floods: a flood zeroes the tiles it reached, which its queue
   * lists); and its queue.
   */
  readonly floodMarks: Uint16Array;
  floodQueue: Int32Array;
  /**
   * The stage's per-area counts (pieces.ts PieceStage): how each area lost tiles, tiles removed,
   * tiles added, and 4 per area the bounds of what it gained; reset for each stage (resetAreaCounts).
   */
  lost: Int32Array;
  removed: Int32Array;
  added: Int32Array;
  gained: Int32Array;
  /**
   * Per area, for the Layout's bookkeeping at the end of a stage (pieces.ts): old id → new id, and
   * a flag per new id that is 0 again once the stage is done (grown when short).
   */
  renumber: Int32Array;
  touched: Int32Array;
  /** chooseSpot's sampled positions and their scores, fully written for each piece. */
  readonly sampleXs: Int32Array;
  readonly sampleYs: Int32Array;
  readonly sampleScores: Int32Array;
  /**
   * The layout's openings by cell of a coarse grid (pieces.ts, openingCells), grown when short:
   * per opening its column, row and cell; the opening indices cell after cell; where each cell's
   * indices start (one more than the cells), and a copy of those starts while they are filled.
   */
  openingXs: Int32Array;
  openingYs: Int32Array;
  openingCellOf: Int32Array;
  openingOrder: Int32Array;
  openingStart: Int32Array;
  openingFill: Int32Array;
  /** The flood's sources (at most FLOOD_SOURCES): the tiles beside its site, their columns and rows. */
  readonly floodRim: Int32Array;
  readonly floodRimXs: Int32Array;
  readonly floodRimYs: Int32Array;
  /** Rim indices a search round a site picks from (pieces.ts, wayRoundSite): its group's tiles that open onto void, other groups' tiles. */
  readonly rimLeaving: Int32Array;
  readonly rimOthers: Int32Array;
  /** The flood's groups, per source (at most FLOOD_SOURCES): union–find parent, tiles still queued, tiles reached. */
  readonly floodParent: Int32Array;
  /** Per root of the flood, 1 + its index among the groups asked about (pieces-cut-off.ts); all 0 between uses. */
  readonly floodRootIndex: Int32Array;
  readonly floodPending: Int32Array;
  readonly floodSize: Int32Array;
}

/** visits: the step of a search's source, and of a tile looked at but not entered. */
export const SOURCE_STEP = 4;
export const NO_STEP = 7;
/** The flood's sources: more than the tiles beside any site (a site's perimeter on a MAX_MAP_SIDE map is at most 4 × 1024 + 4); 1 + a source fits floodMarks' 16 bits. */
export const FLOOD_SOURCES = 8192;
/** Stamps stay below this, so stamp × 8 + 7 stays 16-bit. */
const LAST_STAMP = (1 << 13) - 1;

let kept: PieceScratch | null = null;

/** Work arrays for a map of `size` tiles: the kept ones when they fit (and were given back), else new ones. */
export function takeScratch(size: number): PieceScratch {
  const scratch = kept !== null && kept.size === size ? kept : makeScratch(size);
  kept = null;
  return scratch;
}

/** Hands the arrays back for the next generation; `marks` must be all zero again. */
export function giveBackScratch(scratch: PieceScratch): void {
  kept = scratch;
}

/** A stamp no tile of `visits` holds yet (all of it is zeroed when the stamps run out). */
export function nextStamp(scratch: PieceScratch): number {
  if (scratch.stamp === LAST_STAMP) {
    scratch.visits.fill(0);
    scratch.stamp = 0;
  }
  return ++scratch.stamp;
}

/** Samples chooseSpot draws per piece (the length of the scratch's sample arrays). */
export const SPOT_SAMPLES = 24;

/**
 * Makes the per-area counts hold areas `from` … `to` − 1 reset (lost, removed, added 0; gained
 * −1), longer when they are shorter (what they held before `from` kept); they stay in the scratch
 * for the next stage, which resets what it uses.
 */
export function resetAreaCounts(scratch: PieceScratch, from: number, to: number): void {
  const room = (array: Int32Array, length: number) => {
    if (array.length >= length) return array;
    const out = new Int32Array(Math.max(length, 2 * array.length));
    out.set(array);
    return out;
  };
  scratch.lost = room(scratch.lost, to);
  scratch.removed = room(scratch.removed, to);
  scratch.added = room(scratch.added, to);
  scratch.gained = room(scratch.gained, 4 * to);
  scratch.lost.fill(0, from, to);
  scratch.removed.fill(0, from, to);
  scratch.added.fill(0, from, to);
  scratch.gained.fill(-1, 4 * from, 4 * to);
}

/** The search queue, at least `length` long (what it held is kept). */
export function queueOf(scratch: PieceScratch, length: number): Int32Array {
  if (scratch.queue.length < length) scratch.queue = longer(scratch.queue, length);
  return scratch.queue;
}

/** The flood queue, at least `length` long (what it held is kept). */
export function floodQueueOf(scratch: PieceScratch, length: number): Int32Array {
  if (scratch.floodQueue.length < length) scratch.floodQueue = longer(scratch.floodQueue, length);
  return scratch.floodQueue;
}

/** `array` when it is at least `length` long, else a longer copy of it. */
export function longer(array: Int32Array, length: number): Int32Array {
  if (array.length >= length) return array;
  let size = array.length * 2;
  while (size < length) size *= 2;
  const copy = new Int32Array(size);
  copy.set(array);
  return copy;
}

function makeScratch(size: number): PieceScratch {
  return {
    size,
    marks: new Uint8Array(size),
    visits: new Uint16Array(size),
    stamp: 0,
    queue: new Int32Array(1024),
    later: new Int32Array(1024),
    floodMarks: new Uint16Array(size),
    floodQueue: new Int32Array(1024),
    lost: new Int32Array(0),
    removed: new Int32Array(0),
    added: new Int32Array(0),
    gained: new Int32Array(0),
    renumber: new Int32Array(1024),
    touched: new Int32Array(1024),
    sampleXs: new Int32Array(SPOT_SAMPLES),
    sampleYs: new Int32Array(SPOT_SAMPLES),
    sampleScores: new Int32Array(SPOT_SAMPLES),
    openingXs: new Int32Array(256),
    openingYs: new Int32Array(256),
    openingCellOf: new Int32Array(256),
    openingOrder: new Int32Array(256),
    openingStart: new Int32Array(256),
    openingFill: new Int32Array(256),
    floodRim: new Int32Array(FLOOD_SOURCES),
    floodRimXs: new Int32Array(FLOOD_SOURCES),
    floodRimYs: new Int32Array(FLOOD_SOURCES),
    rimLeaving: new Int32Array(FLOOD_SOURCES),
    rimOthers: new Int32Array(FLOOD_SOURCES),
    floodParent: new Int32Array(FLOOD_SOURCES),
    floodRootIndex: new Int32Array(FLOOD_SOURCES),
    floodPending: new Int32Array(FLOOD_SOURCES),
    floodSize: new Int32Array(FLOOD_SOURCES),
  };
}
