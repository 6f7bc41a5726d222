/**
 * The floor as a graph of tiles, for the content planner's way-keeping rules: which tiles separate
 * the arrival from a goal (FloorTree), and whether a blocker on a tile leaves every way past it
 * open (the ring test).
 */
import { FLOOR_KIND, Grid } from "./grid";
import { borrowInt32, borrowUint8, giveBack } from "./scratch";

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
    const { width, kinds } = grid;
    const n = kinds.length;
    // Borrowed (scratch.ts): a tree is made on every entry with a boss or a lock; `release` gives them back.
    this.parent = borrowInt32(n, -1);
    this.disc = borrowInt32(n, -1);
    this.low = borrowInt32(n);
    this.cutOff = borrowInt32(n);
    this.separators = borrowInt32(n);
    this.nearestSeparator = borrowInt32(n, -1);
    const preorder = borrowInt32(n);
    this.reached = depthFirst(kinds, width, root, this.parent, this.disc, this.low, this.cutOff, preorder);
    const count = this.reached;
    const { parent, disc, low } = this;
    for (let i = 1; i < count; i++) {
      const tile = preorder[i];
      const up = parent[tile];
      const separates = up !== root && low[tile] >= disc[up];
      this.separators[tile] = this.separators[up] + (separates ? 1 : 0);
      this.nearestSeparator[tile] = separates ? up : this.nearestSeparator[up];
    }
    giveBack(preorder);
  }

  /** Gives the tree's arrays back for the next tree (scratch.ts); the tree must not be read afterwards. */
  release(): void {
    giveBack(this.parent, this.disc, this.low, this.cutOff, this.separators, this.nearestSeparator);
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

/**
 * FloorTree's search (a plain function, not the constructor, so the engine optimizes its loop
 * early): fills parent, disc, low, cutOff and the discovery order; returns the tiles reached.
 */
function depthFirst(kinds: Uint8Array, width: number, root: number, parent: Int32Array, disc: Int32Array, low: Int32Array, cutOff: Int32Array, preorder: Int32Array): number {
  const n = kinds.length;
  // Scratch: subtree sizes, the search stack and the next direction each stacked tile tries.
  const size = borrowInt32(n);
  const stack = borrowInt32(n);
  const tried = borrowUint8(n);
  // This search runs on every map with a boss or a lock: one step per neighbour, no call per step.
  const lastRow = n - width;
  let count = 0;
  let depth = 0;
  if (root >= 0 && root < n && FLOOR_KIND[kinds[root]]) {
    disc[root] = low[root] = 0;
    preorder[count++] = root;
    stack[depth++] = root;
  }
  while (depth > 0) {
    const tile = stack[depth - 1];
    let direction = tried[tile];
    let child = -1;
    // Neighbours in the order up, left, right, down (neighbourOf's), until one is new.
    while (direction < 4 && child < 0) {
      let next: number;
      if (direction === 0) next = tile >= width ? tile - width : -1;
      else if (direction === 1) next = tile % width > 0 ? tile - 1 : -1;
      else if (direction === 2) next = tile % width < width - 1 ? tile + 1 : -1;
      else next = tile < lastRow ? tile + width : -1;
      direction++;
      if (next < 0 || !FLOOR_KIND[kinds[next]]) continue;
      if (disc[next] < 0) child = next;
      else if (next !== parent[tile] && disc[next] < low[tile]) low[tile] = disc[next];
    }
    tried[tile] = direction;
    if (child >= 0) {
      disc[child] = low[child] = count;
      preorder[count++] = child;
      parent[child] = tile;
      stack[depth++] = child;
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
  giveBack(size, stack, tried);
  return count;
}

/**
 * The tiles that separate the arrival from `goal` (every way between them passes them), the
 * nearest `goal` first, handed to `visit` until it returns true: FloorTree's chain for one goal
 * walked from its far end, without building the tree. `distance` is floorDistances from the
 * arrival. The way: a shortest walk from `goal` down the distances to the arrival, w0 = goal …
 * wk = arrival. Floods off it, one way tile at a time from the goal's end, cross only floor off
 * the way (each tile once in all); wi+1 separates exactly when nothing the floods from w0 … wi
 * reached touches a way tile beyond wi+1. The floods stop with `visit`, so a goal behind a
 * chokepoint costs the floor behind it, not the map.
 */
export function visitSeparatorsFromGoal(grid: Grid, distance: Int32Array, goal: number, visit: (separator: number) => boolean): void {
  const { width, kinds } = grid;
  const n = kinds.length;
  if (goal < 0 || goal >= n || distance[goal] <= 0) return;
  const way = new Int32Array(distance[goal] + 1); // short, and of a new length each time: not borrowed
  // Per tile: its index on the way (≥ 0), FLOODED, or UNSEEN: one array read per neighbour.
  const mark = borrowInt32(n, UNSEEN);
  const queue = borrowInt32(n);
  try {
    const wayLength = walkWayDown(kinds, width, distance, goal, way, mark);
    // Only a way tile whose ring does not join its sides can separate (around any other, every way
    // past it stays open): past the last such tile no flood can find a separator, and a way with
    // none (wide corridors, loops) needs no flood at all.
    const lastCandidate = lastRingCut(kinds, width, way, wayLength);
    const lastRow = n - width;
    let reach = 0;
    for (let i = 0; i + 1 < wayLength - 1 && i + 1 <= lastCandidate; i++) {
      let head = 0;
      let tail = 0;
      queue[tail++] = way[i];
      // Neighbours inline (up, left, right, down): no loop or call per neighbour, as this flood
      // may cross the whole floor on a map entry.
      while (head < tail) {
        const tile = queue[head++];
        const x = tile % width;
        let next = tile - width;
        let seen = tile >= width ? mark[next] : FLOODED;
        if (seen >= 0) reach = seen > reach ? seen : reach;
        else if (seen === UNSEEN && FLOOR_KIND[kinds[next]]) (mark[next] = FLOODED), (queue[tail++] = next);
        next = tile - 1;
        seen = x > 0 ? mark[next] : FLOODED;
        if (seen >= 0) reach = seen > reach ? seen : reach;
        else if (seen === UNSEEN && FLOOR_KIND[kinds[next]]) (mark[next] = FLOODED), (queue[tail++] = next);
        next = tile + 1;
        seen = x < width - 1 ? mark[next] : FLOODED;
        if (seen >= 0) reach = seen > reach ? seen : reach;
        else if (seen === UNSEEN && FLOOR_KIND[kinds[next]]) (mark[next] = FLOODED), (queue[tail++] = next);
        next = tile + width;
        seen = tile < lastRow ? mark[next] : FLOODED;
        if (seen >= 0) reach = seen > reach ? seen : reach;
        else if (seen === UNSEEN && FLOOR_KIND[kinds[next]]) (mark[next] = FLOODED), (queue[tail++] = next);
      }
      if (reach <= i + 1 && visit(way[i + 1])) return;
    }
  } finally {
    giveBack(mark, queue);
  }
}

/**
 * The index of the last of way[1 … length − 2] whose 3×3 ring leaves its floor sides unjoined
 * (RING_KEEPS_PATHS: only such a tile can be a separator), or −1 when none does.
 */
function lastRingCut(kinds: Uint8Array, width: number, way: Int32Array, length: number): number {
  const height = kinds.length / width;
  for (let index = length - 2; index >= 1; index--) {
    const tile = way[index];
    const x = tile % width;
    const y = (tile - x) / width;
    let mask = 0;
    for (let i = 0; i < 8; i++) {
      const nx = x + RING_DX[i];
      const ny = y + RING_DY[i];
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && FLOOR_KIND[kinds[ny * width + nx]]) mask |= 1 << i;
    }
    if (RING_KEEPS_PATHS[mask] === 0) return index;
  }
  return -1;
}

/** visitSeparatorsFromGoal's marks: a tile not reached yet, and a tile a flood crossed (way tiles hold their index). */
const UNSEEN = -1;
const FLOODED = -2;

/**
 * Fills `way` from `goal` down the distances to the arrival (distance 0), each step to the first
 * lower neighbour (up, left, right, down); returns its length.
 */
function walkWayDown(kinds: Uint8Array, width: number, distance: Int32Array, goal: number, way: Int32Array, wayIndex: Int32Array): number {
  const n = kinds.length;
  let tile = goal;
  for (let index = 0; index < way.length; index++) {
    way[index] = tile;
    wayIndex[tile] = index;
    const step = distance[tile] - 1;
    if (step < 0) return index + 1;
    const x = tile % width;
    if (tile >= width && distance[tile - width] === step) tile -= width;
    else if (x > 0 && distance[tile - 1] === step) tile -= 1;
    else if (x < width - 1 && distance[tile + 1] === step) tile += 1;
    else if (tile + width < n && distance[tile + width] === step) tile += width;
    else return index + 1; // distances not of this grid: the way ends short
  }
  return way.length;
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

