/**
 * Finishing the dig: trim dead-end corridors, renumber the areas so none is empty, add loops
 * where areas are close on the map but far apart in the area graph (as Brogue's addLoops), and
 * roll doors and secret doors on the openings.
 */
import { TileKind } from "../../grid";
import type { Opening } from "../contract";
import { rollDoors } from "../kit";
import { CORRIDOR, VAULT } from "./features";
import type { Digging } from "./state";

/** Loops join areas through passages of at most this many tiles sideways / beyond wallHeight + 1 vertically. */
const LOOP_MAX_ACROSS = 3;
const LOOP_MAX_EXTRA_DOWN = 2;

/** Dead ends, then loops, then doors: the digging is over, the areas get their final shape. */
export function finalize(d: Digging): void {
  if (d.options.removeDeadEnds) removeDeadEnds(d);
  dropEmptyAreas(d);
  if (d.options.loopMinDetour > 0) addLoops(d);
  rollDoors(d.openings, d.random, d.options);
}

/** Trims corridor and crossroads tiles with at most one floor neighbour, until none is left. */
function removeDeadEnds(d: Digging): void {
  const { width, height, kinds, areaOf } = d;
  const corridorArea = new Uint8Array(d.areaKind.length + 1);
  d.areaType.forEach((type, a) => (corridorArea[a + 1] = type === CORRIDOR ? 1 : 0));
  const trimmable = (t: number) => corridorArea[areaOf[t]] === 1;
  const floorNeighbours = (t: number) => {
    const x = t % width;
    let n = 0;
    if (x > 0 && areaOf[t - 1] !== 0) n++;
    if (x < width - 1 && areaOf[t + 1] !== 0) n++;
    if (t >= width && areaOf[t - width] !== 0) n++;
    if (t + width < width * height && areaOf[t + width] !== 0) n++;
    return n;
  };
  const stack: number[] = [];
  // Dead ends can only be in corridor areas: look inside their boxes, not the whole map.
  for (let a = 0; a < d.areaType.length; a++) {
    if (d.areaType[a] !== CORRIDOR) continue;
    for (let y = d.top[a]; y <= d.bottom[a]; y++) {
      for (let t = y * width + d.left[a], end = y * width + d.right[a]; t <= end; t++) {
        if (areaOf[t] === a + 1 && floorNeighbours(t) <= 1) stack.push(t);
      }
    }
  }
  const trimmed = new Uint8Array(d.areaType.length);
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (!trimmable(t) || floorNeighbours(t) > 1) continue;
    trimmed[areaOf[t] - 1] = 1;
    d.size[areaOf[t] - 1]--;
    areaOf[t] = 0;
    kinds[t] = TileKind.Void;
    d.floorCount--;
    const x = t % width;
    if (x > 0 && trimmable(t - 1)) stack.push(t - 1);
    if (x < width - 1 && trimmable(t + 1)) stack.push(t + 1);
    if (t >= width && trimmable(t - width)) stack.push(t - width);
    if (t + width < width * height && trimmable(t + width)) stack.push(t + width);
  }
  // A corridor trimmed away takes its doorway with it.
  d.openings = d.openings.filter((o) => areaOf[o.tile] === o.from + 1 && d.size[o.to] > 0);
  for (let a = 0; a < trimmed.length; a++) if (trimmed[a] && d.size[a] > 0) remeasure(d, a);
}

/** Shrinks an area's bounds to its tiles, looking only inside its old bounds. */
function remeasure(d: Digging, a: number): void {
  const { width, areaOf } = d;
  const label = a + 1;
  let left = width;
  let right = -1;
  let top = d.height;
  let bottom = -1;
  for (let y = d.top[a]; y <= d.bottom[a]; y++) {
    for (let x = d.left[a], t = y * width + x; x <= d.right[a]; x++, t++) {
      if (areaOf[t] !== label) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  d.left[a] = left;
  d.right[a] = right;
  d.top[a] = top;
  d.bottom[a] = bottom;
}

/** Renumbers areas so none is empty (ids stay in digging order). */
function dropEmptyAreas(d: Digging): void {
  const count = d.areaKind.length;
  const newId = new Int32Array(count);
  let next = 0;
  for (let a = 0; a < count; a++) newId[a] = d.size[a] > 0 ? next++ : -1;
  if (next === count) return;
  // A trimmed area never has children (their doorways keep its tiles), so parents survive renumbering.
  for (let a = 0; a < count; a++) if (d.parent[a] >= 0) d.parent[a] = newId[d.parent[a]];
  const lists = [d.areaKind, d.areaType, d.left, d.top, d.right, d.bottom, d.size, d.parent, d.depth] as unknown[][];
  for (const list of lists) {
    let write = 0;
    for (let a = 0; a < count; a++) if (newId[a] >= 0) list[write++] = list[a];
    list.length = write;
  }
  const { areaOf } = d;
  for (let t = 0; t < areaOf.length; t++) if (areaOf[t] !== 0) areaOf[t] = newId[areaOf[t] - 1] + 1;
  for (const opening of d.openings) {
    opening.from = newId[opening.from];
    opening.to = newId[opening.to];
  }
  for (const pool of [d.marks, d.endMarks]) {
    for (let i = pool.count - 1; i >= 0; i--) {
      const source = newId[pool.source[i]];
      if (source < 0) pool.remove(i);
      else pool.source[i] = source;
    }
  }
}

/**
 * Extra connections, as Brogue's addLoops: every place where two areas are a short straight
 * passage apart, in a shuffled order; a passage is dug (as part of the first area) when it
 * keeps the clearance rules and the way round between the areas crosses at least loopMinDetour
 * openings — counted on the graph as it grows, so loops do not pile up in one spot.
 */
function addLoops(d: Digging): void {
  const { width, height, areaOf } = d;
  const reach = d.reach;
  const tiles: number[] = [];
  const downs: number[] = [];
  const lengths: number[] = [];
  for (let y = 0, t = 0; y < height; y++) {
    for (let x = 0; x < width; x++, t++) {
      const owner = areaOf[t];
      if (owner === 0) continue;
      // East: 1..LOOP_MAX_ACROSS non-floor tiles, then another area's floor.
      for (let gap = 1; gap <= LOOP_MAX_ACROSS && x + gap + 1 < width; gap++) {
        if (areaOf[t + gap] !== 0) break;
        const other = areaOf[t + gap + 1];
        if (other === 0) continue;
        if (other !== owner) tiles.push(t), downs.push(0), lengths.push(gap);
        break;
      }
      // South: exactly the gap invariant 6 allows (wallHeight + 1) up to a little more.
      if (y + 1 < height && areaOf[t + width] === 0) {
        for (let gap = 1; gap <= reach + LOOP_MAX_EXTRA_DOWN && y + gap + 1 < height; gap++) {
          const other = areaOf[t + (gap + 1) * width];
          if (other === 0) continue;
          if (other !== owner && gap >= reach) tiles.push(t), downs.push(1), lengths.push(gap);
          break;
        }
      }
    }
  }
  const order = new Int32Array(tiles.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  for (let i = order.length - 1; i > 0; i--) {
    const j = d.random.int(0, i);
    const swap = order[i];
    order[i] = order[j];
    order[j] = swap;
  }
  const graph = new GrowingGraph(d.areaKind.length, d.openings);
  const minDetour = d.options.loopMinDetour;
  // Distances only shrink as passages are added, and a joined pair is 1 apart: once a pair has
  // been measured it is settled either way (numeric keys, one search per pair).
  const settled = new Set<number>();
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const start = tiles[i];
    const step = downs[i] ? width : 1;
    const gap = lengths[i];
    const from = areaOf[start] - 1;
    const to = areaOf[start + (gap + 1) * step] - 1;
    if (from < 0 || to < 0 || from === to) continue;
    // A vault stays as drawn: no passage through its walls.
    if (d.areaType[from] === VAULT || d.areaType[to] === VAULT) continue;
    const pair = from < to ? from * 0x10000 + to : to * 0x10000 + from;
    if (minDetour > 1 && settled.has(pair)) continue;
    if (!passageFits(d, start, step, gap, from, to)) continue;
    if (minDetour > 1) {
      settled.add(pair);
      // Loops only shorten ways, so a pair already near in the digging tree is near for good;
      // only pairs far apart in the tree need the search over the graph with its loops.
      if (treeDistance(d, from, to, minDetour) < minDetour) continue;
      if (graph.distance(from, to, minDetour) < minDetour) continue;
    }
    for (let s = 1; s <= gap; s++) {
      const t = start + s * step;
      d.kinds[t] = TileKind.Corridor;
      areaOf[t] = from + 1;
      d.size[from]++;
      d.floorCount++;
      const x = t % width;
      const y = (t / width) | 0;
      d.left[from] = Math.min(d.left[from], x);
      d.right[from] = Math.max(d.right[from], x);
      d.top[from] = Math.min(d.top[from], y);
      d.bottom[from] = Math.max(d.bottom[from], y);
    }
    d.openings.push({ tile: start + gap * step, from, to, kind: "open" });
    graph.link(from, to);
  }
}

/** Doorways between two areas along the digging tree, or `limit` once the walk gets that long. */
function treeDistance(d: Digging, a: number, b: number, limit: number): number {
  const { parent, depth } = d;
  let steps = 0;
  while (a !== b && steps < limit) {
    if (depth[a] >= depth[b]) a = parent[a];
    else b = parent[b];
    steps++;
  }
  return steps;
}

/** Clearance for a loop passage: only `from` behind its start and `to` beyond its end may be near. */
function passageFits(d: Digging, start: number, step: number, gap: number, from: number, to: number): boolean {
  const { width, height, areaOf, reach } = d;
  const sx = start % width;
  const sy = (start / width) | 0;
  const down = step === width;
  for (let s = 1; s <= gap; s++) {
    const x = sx + (down ? 0 : s);
    const y = sy + (down ? s : 0);
    if (areaOf[y * width + x] !== 0) return false;
    for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
      for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
        const owner = areaOf[by * width + bx];
        if (owner === 0) continue;
        const depth = down ? by - sy : bx - sx;
        if (owner === from + 1 && depth <= 0) continue;
        if (owner === to + 1 && depth >= gap + 1) continue;
        return false;
      }
    }
  }
  return true;
}

/** The area graph while loops are added: adjacency as linked lists, bounded breadth-first distance. */
class GrowingGraph {
  private readonly head: Int32Array;
  private readonly next: number[] = [];
  private readonly target: number[] = [];
  private readonly seen: Int32Array;
  private readonly depth: Int32Array;
  private readonly queue: Int32Array;
  private search = 0;

  constructor(areaCount: number, openings: readonly Opening[]) {
    this.head = new Int32Array(areaCount).fill(-1);
    this.seen = new Int32Array(areaCount);
    this.depth = new Int32Array(areaCount);
    this.queue = new Int32Array(areaCount);
    for (const { from, to } of openings) this.link(from, to);
  }

  link(a: number, b: number): void {
    this.target.push(b);
    this.next.push(this.head[a]);
    this.head[a] = this.target.length - 1;
    this.target.push(a);
    this.next.push(this.head[b]);
    this.head[b] = this.target.length - 1;
  }

  /** Openings crossed from a to b, or `limit` when b is not reached within limit − 1 of them. */
  distance(a: number, b: number, limit: number): number {
    const mark = ++this.search;
    let head = 0;
    let tail = 0;
    this.queue[tail++] = a;
    this.seen[a] = mark;
    this.depth[a] = 0;
    while (head < tail) {
      const area = this.queue[head++];
      const d = this.depth[area];
      if (d + 1 >= limit) break;
      for (let e = this.head[area]; e >= 0; e = this.next[e]) {
        const other = this.target[e];
        if (this.seen[other] === mark) continue;
        if (other === b) return d + 1;
        this.seen[other] = mark;
        this.depth[other] = d + 1;
        this.queue[tail++] = other;
      }
    }
    return limit;
  }
}
