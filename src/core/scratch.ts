/**
 * Per-tile typed arrays lent and given back, so one map entry reuses the memory of the last.
 *
 * Why: a fresh typed array is zeroed memory the process has not touched yet, and its first
 * touch costs a page fault per 4 KB page. In a browser (and in a virtual machine) that is
 * milliseconds for one 256 × 256 map's array (measured in Chromium: ten fresh 256 KB arrays
 * filled cost 20–40 ms, the same ten reused 0.1 ms), and the content planner alone used about
 * thirty such arrays per entry. A reused array costs one fill.
 *
 * Results never depend on this pool: every array is filled with the asked value before it is
 * lent (or, borrowed zeroed, was given back all 0 by a borrower that cleared what it marked), and a
 * borrower gives it back only when nothing it returned still reads it. An array
 * never given back is collected as any other. A dungeon's grid and areaOf are lent too; its
 * caller gives them back with releaseDungeon (generate.ts) once it no longer reads the dungeon.
 * The pool keeps a few arrays per type and length, so its memory stays bounded however many maps
 * are made.
 */

type Pooled = Int32Array | Uint8Array | Uint16Array;

/** Arrays kept per type and length (a map entry borrows at most a dozen of one kind at once). */
const KEPT_PER_SIZE = 16;
/** Arrays smaller than this are cheap to make afresh and are not kept. */
const MIN_POOLED_BYTES = 4096;

const free = {
  int32: new Map<number, Int32Array[]>(),
  uint8: new Map<number, Uint8Array[]>(),
  uint16: new Map<number, Uint16Array[]>(),
};

function take<T extends Pooled>(lists: Map<number, T[]>, length: number, make: (length: number) => T, fill: number): T {
  const array = lists.get(length)?.pop();
  if (!array) {
    const fresh = make(length);
    if (fill !== 0) fresh.fill(fill);
    return fresh;
  }
  array.fill(fill);
  return array;
}

/** An Int32Array of `length`, every entry `fill`. */
export function borrowInt32(length: number, fill = 0): Int32Array {
  return take(free.int32, length, (n) => new Int32Array(n), fill);
}

/** A Uint8Array of `length`, every entry `fill`. */
export function borrowUint8(length: number, fill = 0): Uint8Array {
  return take(free.uint8, length, (n) => new Uint8Array(n), fill);
}

/** A Uint16Array of `length`, every entry `fill`. */
export function borrowUint16(length: number, fill = 0): Uint16Array {
  return take(free.uint16, length, (n) => new Uint16Array(n), fill);
}

/** Gives arrays back for later borrowers; the caller must not read or write them afterwards. */
export function giveBack(...arrays: (Pooled | null | undefined)[]): void {
  for (const array of arrays) {
    if (!array) continue;
    const lists: Map<number, Pooled[]> = array instanceof Int32Array ? free.int32 : array instanceof Uint16Array ? free.uint16 : array instanceof Uint8Array ? free.uint8 : new Map();
    keep(lists, array);
  }
}

/**
 * Byte arrays given back all 0 (giveBackZeroed), by length. They are lent again without a fill, for
 * a borrower that marks a few tiles of a map and clears just those: a fill is a map's worth of
 * writes for a few dozen marks.
 */
const zeroed = new Map<number, Uint8Array[]>();

/** A Uint8Array of `length`, every entry 0; give it back with giveBackZeroed once it is all 0 again. */
export function borrowZeroedUint8(length: number): Uint8Array {
  return zeroed.get(length)?.pop() ?? new Uint8Array(length);
}

/** Gives back an array from borrowZeroedUint8 that the caller has made all 0 again (results depend on it). */
export function giveBackZeroed(array: Uint8Array): void {
  keep(zeroed, array);
}

/** Keeps `array` in its length's list when the pool keeps arrays of its kind (whole, large enough) and the list has room. */
function keep<T extends Pooled>(lists: Map<number, T[]>, array: T): void {
  if (array.byteLength < MIN_POOLED_BYTES || array.byteOffset !== 0 || array.length !== array.buffer.byteLength / array.BYTES_PER_ELEMENT) return;
  let list = lists.get(array.length);
  if (!list) lists.set(array.length, (list = []));
  if (list.length < KEPT_PER_SIZE && !list.includes(array)) list.push(array);
}
