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
   * enter). One array, so a visit is one memory read; never zeroed by the stage.
   */
  readonly visits: Int32Array;
  /** The stamp the last search used. */
  stamp: number;
  /** A search's queue (replaced by a longer one when full). */
  queue: Int32Array;
  /** A guided search's second list: the tiles one step farther from its goal than those of `queue` (pieces.ts, guidedWay). */
  later: Int32Array;
  /**
   * The flood round a site (pieces-cut-off.ts), kept apart from the searches for ways, which run
   * while the flood's tiles are still needed: per tile stamp × FLOOD_SOURCES + the source it came
   * from, the last stamp, and its queue.
   */
  readonly floodMarks: Int32Array;
  floodStamp: number;
  floodQueue: Int32Array;
  /** The flood's groups, per source (at most FLOOD_SOURCES): union–find parent, tiles still queued, tiles reached. */
  readonly floodParent: Int32Array;
  readonly floodPending: Int32Array;
  readonly floodSize: Int32Array;
}

/** visits: the step of a search's source, and of a tile looked at but not entered. */
export const SOURCE_STEP = 4;
export const NO_STEP = 7;
/** floodMarks: more than the tiles beside any site (a site's perimeter on a MAX_MAP_SIDE map is at most 4 × 1024 + 4). */
export const FLOOD_SOURCES = 8192;
/** Stamps stay below these, so stamp × 8 + 7 and stamp × FLOOD_SOURCES + source stay 31-bit. */
const LAST_STAMP = (1 << 28) - 1;
const LAST_FLOOD_STAMP = (1 << 18) - 1;

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

/** A stamp no tile of `floodMarks` holds yet. */
export function nextFloodStamp(scratch: PieceScratch): number {
  if (scratch.floodStamp === LAST_FLOOD_STAMP) {
    scratch.floodMarks.fill(0);
    scratch.floodStamp = 0;
  }
  return ++scratch.floodStamp;
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
    visits: new Int32Array(size),
    stamp: 0,
    queue: new Int32Array(1024),
    later: new Int32Array(1024),
    floodMarks: new Int32Array(size),
    floodStamp: 0,
    floodQueue: new Int32Array(1024),
    floodParent: new Int32Array(FLOOD_SOURCES),
    floodPending: new Int32Array(FLOOD_SOURCES),
    floodSize: new Int32Array(FLOOD_SOURCES),
  };
}
