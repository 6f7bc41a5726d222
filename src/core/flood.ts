/**
 * The 4-connected flood fill the core and the plugin share: breadth-first from one tile over the
 * tiles a test lets in, on a flat grid (tile = y * width + x), with an explicit queue (no
 * recursion) and no wrap from the end of one row to the start of the next. reachFloor asks the
 * same of floor tiles alone, a row's run at a time, for the content planner's hot path.
 */
import { FLOOR_KIND, Grid } from "./grid";
import { borrowInt32, giveBack } from "./scratch";

/**
 * Marks in `seen` (set to 1) every tile 4-connected to `start` through tiles `include` accepts,
 * `start` included whatever `include` says of it, and lists them in `queue` in the order reached.
 * Tiles already marked in `seen` are not entered. Returns how many were reached: `queue[0..count)`.
 * `queue` must hold at least as many entries as the tiles that can be reached.
 */
export function floodFill(
  width: number,
  height: number,
  start: number,
  include: (tile: number) => boolean,
  seen: Uint8Array,
  queue: Int32Array,
): number {
  const size = width * height;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = 1;
  while (head < tail) {
    const tile = queue[head++];
    const x = tile % width;
    // The four neighbours, each only when it is on the grid (left/right within the row).
    if (x > 0 && !seen[tile - 1] && include(tile - 1)) {
      seen[tile - 1] = 1;
      queue[tail++] = tile - 1;
    }
    if (x < width - 1 && !seen[tile + 1] && include(tile + 1)) {
      seen[tile + 1] = 1;
      queue[tail++] = tile + 1;
    }
    if (tile >= width && !seen[tile - width] && include(tile - width)) {
      seen[tile - width] = 1;
      queue[tail++] = tile - width;
    }
    if (tile + width < size && !seen[tile + width] && include(tile + width)) {
      seen[tile + width] = 1;
      queue[tail++] = tile + width;
    }
  }
  return tail;
}

/**
 * Marks with 1 in `reached` (zeroed by the caller) every floor tile 4-connected to `start`; the
 * count marked (0 when `start` is not floor). floodFill's question asked of floor alone, as a span
 * fill: a row's run of floor at a time, with no call and no queue entry per tile, so the content
 * planner learns which floor the arrival reaches on every map entry for less than the distances
 * walk (metrics.ts floorDistances) costs.
 */
export function reachFloor(grid: Grid, start: number, reached: Uint8Array): number {
  const { width, kinds } = grid;
  const size = kinds.length;
  if (start < 0 || start >= size || !FLOOR_KIND[kinds[start]]) return 0;
  // Starts of runs still to fill; a run is pushed at most once from the row above and once from below.
  let stack = borrowInt32(1024);
  let top = 0;
  let count = 0;
  stack[top++] = start;
  while (top > 0) {
    const seed = stack[--top];
    if (reached[seed]) continue;
    const rowStart = seed - (seed % width);
    const rowEnd = rowStart + width - 1;
    let left = seed;
    while (left > rowStart && FLOOR_KIND[kinds[left - 1]]) left--;
    let right = seed;
    while (right < rowEnd && FLOOR_KIND[kinds[right + 1]]) right++;
    for (let t = left; t <= right; t++) reached[t] = 1;
    count += right - left + 1;
    // The runs of unreached floor touching this one in the rows above and below: their first tiles.
    for (let offset = -width; offset <= width; offset += 2 * width) {
      if (rowStart + offset < 0 || rowStart + offset >= size) continue;
      for (let t = left + offset, end = right + offset; t <= end; t++) {
        if (reached[t] || !FLOOR_KIND[kinds[t]]) continue;
        if (top === stack.length) {
          const longer = borrowInt32(2 * stack.length);
          longer.set(stack);
          giveBack(stack);
          stack = longer;
        }
        stack[top++] = t;
        while (t < end && FLOOR_KIND[kinds[t + 1]]) t++;
      }
    }
  }
  giveBack(stack);
  return count;
}

/** The inclusive bounding box of the first `count` tiles (y * width + x); left > right when there are none. */
export function tileBounds(tiles: ArrayLike<number>, width: number, count = tiles.length): { left: number; top: number; right: number; bottom: number } {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < count; i++) {
    const x = tiles[i] % width;
    const y = (tiles[i] - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return { left, top, right, bottom };
}
