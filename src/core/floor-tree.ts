/**
 * The floor as a graph of tiles, for the content planner's way-keeping rules: which tiles separate
 * the arrival from a goal (FloorTree), and whether a blocker on a tile leaves every way past it
 * open (the ring test).
 */
import { Grid, isFloor } from "./grid";

/**
 * Depth-first search over floor tiles from the arrival (explicit stack): for each tile its parent,
 * discovery order and low point (Tarjan), so a tile p separates the arrival from a tile t exactly
 * when p is an ancestor of t whose child c on the way has low[c] ≥ disc[p].
 */
export class FloorTree {
  readonly parent: Int32Array;
  readonly disc: Int32Array;
  readonly low: Int32Array;
  /** Floor tiles cut off from the arrival when this tile is removed. */
  readonly cutOff: Int32Array;
  /** Separating tiles between the arrival and this tile, and the nearest of them (−1: none). */
  readonly separators: Int32Array;
  readonly nearestSeparator: Int32Array;
  /** Floor tiles reached from the arrival. */
  readonly reached: number;

  constructor(grid: Grid, readonly root: number) {
    const { width, height, kinds } = grid;
    const n = kinds.length;
    this.parent = new Int32Array(n).fill(-1);
    this.disc = new Int32Array(n).fill(-1);
    this.low = new Int32Array(n);
    this.cutOff = new Int32Array(n);
    this.separators = new Int32Array(n);
    this.nearestSeparator = new Int32Array(n).fill(-1);
    // Scratch: subtree sizes, discovery order, the search stack and how many directions each stacked tile tried.
    const size = new Int32Array(n);
    const preorder = new Int32Array(n);
    const stack = new Int32Array(n);
    const tried = new Uint8Array(n);
    const { parent, disc, low, cutOff } = this;
    let count = 0;
    let depth = 0;
    if (root >= 0 && root < n && isFloor(kinds[root])) {
      disc[root] = low[root] = 0;
      preorder[count++] = root;
      stack[depth++] = root;
    }
    while (depth > 0) {
      const tile = stack[depth - 1];
      if (tried[tile] < 4) {
        const next = neighbourOf(tile, tried[tile]++, width, height);
        if (next < 0 || !isFloor(kinds[next])) continue;
        if (disc[next] < 0) {
          disc[next] = low[next] = count;
          preorder[count++] = next;
          parent[next] = tile;
          stack[depth++] = next;
        } else if (next !== parent[tile] && disc[next] < low[tile]) {
          low[tile] = disc[next];
        }
        continue;
      }
      depth--;
      size[tile]++;
      const up = parent[tile];
      if (up < 0) continue;
      size[up] += size[tile];
      if (low[tile] < low[up]) low[up] = low[tile];
      if (low[tile] >= disc[up]) cutOff[up] += size[tile];
    }
    this.reached = count;
    for (let i = 1; i < count; i++) {
      const tile = preorder[i];
      const up = parent[tile];
      const separates = up !== root && low[tile] >= disc[up];
      this.separators[tile] = this.separators[up] + (separates ? 1 : 0);
      this.nearestSeparator[tile] = separates ? up : this.nearestSeparator[up];
    }
  }

  /** The tiles that separate the arrival from `goal`, nearest the arrival first. */
  chain(goal: number): number[] {
    const chain: number[] = [];
    for (let tile = this.nearestSeparator[goal]; tile >= 0; tile = this.nearestSeparator[tile]) chain.push(tile);
    return chain.reverse();
  }

  /** Floor tiles still reachable from the arrival with `separator` closed (the separator excluded). */
  before(separator: number): number {
    return this.reached - 1 - this.cutOff[separator];
  }
}

/** The 4-neighbour in direction 0 … 3 (up, left, right, down), or −1 off the map. */
export function neighbourOf(tile: number, direction: number, width: number, height: number): number {
  const x = tile % width;
  switch (direction) {
    case 0:
      return tile >= width ? tile - width : -1;
    case 1:
      return x > 0 ? tile - 1 : -1;
    case 2:
      return x < width - 1 ? tile + 1 : -1;
    default:
      return tile < (height - 1) * width ? tile + width : -1;
  }
}


/** The 3×3 ring clockwise from north: N, NE, E, SE, S, SW, W, NW. */
export const RING_DX = [0, 1, 1, 1, 0, -1, -1, -1];
export const RING_DY = [-1, -1, 0, 1, 1, 1, 0, -1];

/**
 * RING_KEEPS_PATHS[mask] (bit i = ring position i is walkable): true when the walkable 4-neighbours
 * are joined through walkable ring tiles — consecutive ring positions are 4-adjacent — so a blocker
 * in the middle leaves every way past it open.
 */
export const RING_KEEPS_PATHS: Uint8Array = (() => {
  const table = new Uint8Array(256);
  for (let mask = 0; mask < 256; mask++) {
    const sides = [0, 2, 4, 6].filter((i) => mask & (1 << i)).length;
    if (sides <= 1 || mask === 255) {
      table[mask] = 1;
      continue;
    }
    let start = 0;
    while (mask & (1 << start)) start++;
    let runs = 0;
    let inRun = false;
    let runHasSide = false;
    for (let k = 1; k <= 8; k++) {
      const i = (start + k) % 8;
      if (mask & (1 << i)) {
        if (!inRun) runHasSide = false;
        inRun = true;
        if (i % 2 === 0) runHasSide = true;
      } else if (inRun) {
        if (runHasSide) runs++;
        inRun = false;
      }
    }
    table[mask] = runs <= 1 ? 1 : 0;
  }
  return table;
})();

