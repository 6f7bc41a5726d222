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
  /** Per tile: the stamp of the search that last reached it (see nextStamp); never zeroed by the stage. */
  readonly seen: Uint16Array;
  /** The stamp the last search used. */
  stamp: number;
  /** Per tile reached by the current search: the step it was reached by (only read where `seen` holds the stamp). */
  readonly cameFrom: Uint8Array;
  /** A search's queue (replaced by a longer one when full). */
  queue: Int32Array;
  /**
   * The flood round a site (pieces-cut-off.ts), kept apart from the searches for ways, which run
   * while the flood's tiles are still needed: its visit stamps and last stamp, the source each
   * reached tile came from (only read where `floodSeen` holds the stamp), and its queue.
   */
  readonly floodSeen: Uint16Array;
  floodStamp: number;
  readonly label: Int32Array;
  floodQueue: Int32Array;
}

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

/** A stamp no tile of `seen` holds yet (all of `seen` is zeroed when the stamps run out). */
export function nextStamp(scratch: PieceScratch): number {
  if (scratch.stamp === 0xffff) {
    scratch.seen.fill(0);
    scratch.stamp = 0;
  }
  return ++scratch.stamp;
}

/** A stamp no tile of `floodSeen` holds yet. */
export function nextFloodStamp(scratch: PieceScratch): number {
  if (scratch.floodStamp === 0xffff) {
    scratch.floodSeen.fill(0);
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

function longer(array: Int32Array, length: number): Int32Array {
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
    seen: new Uint16Array(size),
    stamp: 0,
    cameFrom: new Uint8Array(size),
    queue: new Int32Array(1024),
    floodSeen: new Uint16Array(size),
    floodStamp: 0,
    label: new Int32Array(size),
    floodQueue: new Int32Array(1024),
  };
}
