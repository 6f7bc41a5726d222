/**
 * The 4-connected flood fill the core and the plugin share: breadth-first from one tile over the
 * tiles a test lets in, on a flat grid (tile = y * width + x), with an explicit queue (no
 * recursion) and no wrap from the end of one row to the start of the next.
 */

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
