/**
 * Lakes: blobs of a floor variant no one can walk on (water, lava), which src/core/decor.ts places
 * like patches, but only where the rest of the floor stays one piece (Brogue's lakes: each candidate
 * is checked with a flood fill and dropped when it would cut the level). This file holds that check.
 *
 * The rule it relies on: take tiles S out of a connected set of walkable tiles; what remains is
 * still connected exactly when the shore of S (remaining tiles 4-beside S) is. A path between two
 * remaining tiles that crossed S enters it from a shore tile and leaves it to one, so joining the
 * shore joins everything; and two shore tiles that cannot reach each other are two pieces. So the
 * fill starts at one shore tile and stops as soon as it has met the whole shore: for a lake in a
 * room that is a few dozen tiles. It looks near the lake first (the lake's box grown by a margin)
 * and spreads over the rest of the map only when the shore does not meet there, up to a budget of
 * tiles past which it says no (never a wrong yes).
 *
 * Pure and deterministic; work memory (typed arrays, marks by generation so nothing is cleared per
 * call) is kept between calls.
 */

/** The ground a lake is checked on: `closed[y * width + x]` is 1 where no one walks (not floor, a lake, a guarded tile). */
export interface LakeGround {
  width: number;
  height: number;
  closed: Uint8Array;
}

// Marks by generation: tile t was reached by the current fill when seenAt[t] === generation, and
// is on the current shore when shoreAt[t] === generation.
let seenAt = new Int32Array(0);
let shoreAt = new Int32Array(0);
let generation = 0;
/** The fill's queue (near the lake, then beyond), and the tiles it met beyond the near box, kept aside until needed. */
let nearQueue = new Int32Array(0);
let farQueue = new Int32Array(0);

/** Room for a map of `size` tiles (kept for smaller maps: marks past `size` are never read) and a new generation. */
function prepare(size: number): void {
  if (seenAt.length < size) {
    seenAt = new Int32Array(size);
    shoreAt = new Int32Array(size);
    nearQueue = new Int32Array(size);
    farQueue = new Int32Array(size);
    generation = 0;
  }
  if (generation >= 0x3fffffff) {
    seenAt.fill(0);
    shoreAt.fill(0);
    generation = 0;
  }
  generation++;
}

/**
 * True when the open tiles 4-beside the `count` lake tiles `lake[0…count − 1]` (already closed in
 * `ground`) still reach one another through open tiles, so the lake cuts no walkable floor apart.
 * False for a lake with no shore at all (nothing would see it), and for bad input. `margin`: how
 * far past the lake's box the fill looks first; `farBudget`: how many tiles beyond that it may
 * take before it answers false (a safe answer: the caller then leaves the lake out).
 */
export function shoreStaysConnected(ground: LakeGround, lake: ArrayLike<number>, count: number, margin: number, farBudget: number): boolean {
  const { width, height, closed } = ground;
  const size = width * height;
  if (!(width > 0 && height > 0) || closed.length < size || count <= 0) return false;
  prepare(size);
  const mark = generation;
  // The shore, each tile once, and the lake's box.
  let shore = 0;
  let first = -1;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < count; i++) {
    const tile = lake[i];
    if (!(tile >= 0 && tile < size)) return false;
    const x = tile % width;
    const y = (tile - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    for (let side = 0; side < 4; side++) {
      const next = neighbour(tile, x, y, side, width, height);
      if (next < 0 || closed[next] !== 0 || shoreAt[next] === mark) continue;
      shoreAt[next] = mark;
      shore++;
      if (first < 0) first = next;
    }
  }
  if (shore === 0) return false;
  return fillMeetsShore(ground, first, shore, mark, left - margin, top - margin, right + margin, bottom + margin, farBudget);
}

/**
 * Breadth-first over open tiles from `first` until `shore` shore tiles are met: within the near
 * box first, tiles beyond it kept aside; only when the near part is used up does the fill go on
 * from those, over the whole map, for at most `farBudget` more tiles.
 */
function fillMeetsShore(ground: LakeGround, first: number, shore: number, mark: number, nearLeft: number, nearTop: number, nearRight: number, nearBottom: number, farBudget: number): boolean {
  const { width, height, closed } = ground;
  seenAt[first] = mark;
  let met = 1;
  if (met === shore) return true;
  nearQueue[0] = first;
  let head = 0;
  let tail = 1;
  let farCount = 0;
  let near = true;
  let limit = Infinity;
  for (;;) {
    while (head < tail) {
      if (head > limit) return false;
      const tile = nearQueue[head++];
      const x = tile % width;
      const y = (tile - x) / width;
      for (let side = 0; side < 4; side++) {
        const next = neighbour(tile, x, y, side, width, height);
        if (next < 0 || closed[next] !== 0 || seenAt[next] === mark) continue;
        seenAt[next] = mark;
        if (shoreAt[next] === mark && ++met === shore) return true;
        const nx = next % width;
        const ny = (next - nx) / width;
        if (!near || (nx >= nearLeft && nx <= nearRight && ny >= nearTop && ny <= nearBottom)) nearQueue[tail++] = next;
        else farQueue[farCount++] = next;
      }
    }
    if (!near || farCount === 0) return false;
    // The shore does not meet near the lake: go on from the tiles kept aside, over the whole map.
    near = false;
    limit = tail + farBudget;
    nearQueue.set(farQueue.subarray(0, farCount), tail);
    tail += farCount;
  }
}

/** The tile beside `tile` (at x, y) on `side` (0 left, 1 right, 2 up, 3 down), or −1 off the map. */
function neighbour(tile: number, x: number, y: number, side: number, width: number, height: number): number {
  switch (side) {
    case 0:
      return x > 0 ? tile - 1 : -1;
    case 1:
      return x < width - 1 ? tile + 1 : -1;
    case 2:
      return y > 0 ? tile - width : -1;
    default:
      return y < height - 1 ? tile + width : -1;
  }
}
