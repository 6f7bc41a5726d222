/**
 * Areas and openings for the layout contract, and the area graph every later step reads.
 *
 * Algorithms that know their areas as they carve (the digger, the room chain) fill `areaOf`
 * themselves and call `findOpenings`; algorithms that carve plain floor (cells' corridors, mazes,
 * crawlers) call `labelFloor`, which gives each 4-connected run of not-yet-labelled floor of one
 * TileKind an area. The graph (areas as nodes, openings as edges) is computed once, here:
 * distances, dead ends, bridges (chokepoints) and the loop count.
 */
import { Grid, Rect, TileKind, isFloor } from "./grid";
import type { Area, AreaKind, Opening, OpeningKind } from "./layout/contract";

/** Adds an area for the tiles already marked `id + 1` in `areaOf`, measuring its bounds and size. */
export function measureArea(areaOf: Uint16Array, width: number, id: number, kind: AreaKind): Area {
  let left = width;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  let size = 0;
  const label = id + 1;
  for (let tile = 0; tile < areaOf.length; tile++) {
    if (areaOf[tile] !== label) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    bottom = y;
    size++;
  }
  const bounds: Rect = size === 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  return { id, kind, bounds, size };
}

/** Marks a rectangle's floor tiles as area `id` (tiles already in an area keep theirs). */
export function claimRect(grid: Grid, areaOf: Uint16Array, rect: Rect, id: number): number {
  const { width, kinds } = grid;
  let size = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
      if (areaOf[i] === 0 && isFloor(kinds[i])) {
        areaOf[i] = id + 1;
        size++;
      }
    }
  }
  return size;
}

/**
 * Gives every 4-connected run of unlabelled floor of one TileKind its own area, in map order,
 * appending to `areas`. `kindOf` names the area kind for a TileKind.
 */
export function labelFloor(grid: Grid, areaOf: Uint16Array, areas: Area[], kindOf: (tileKind: number) => AreaKind): void {
  const { width, height, kinds } = grid;
  const queue = new Int32Array(kinds.length);
  for (let start = 0; start < kinds.length; start++) {
    if (areaOf[start] !== 0 || !isFloor(kinds[start])) continue;
    const tileKind = kinds[start];
    const id = areas.length;
    const label = id + 1;
    let head = 0;
    let tail = 0;
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    queue[tail++] = start;
    areaOf[start] = label;
    while (head < tail) {
      const tile = queue[head++];
      const x = tile % width;
      const y = (tile - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x > 0 && areaOf[tile - 1] === 0 && kinds[tile - 1] === tileKind) (areaOf[tile - 1] = label), (queue[tail++] = tile - 1);
      if (x < width - 1 && areaOf[tile + 1] === 0 && kinds[tile + 1] === tileKind) (areaOf[tile + 1] = label), (queue[tail++] = tile + 1);
      if (y > 0 && areaOf[tile - width] === 0 && kinds[tile - width] === tileKind) (areaOf[tile - width] = label), (queue[tail++] = tile - width);
      if (y < height - 1 && areaOf[tile + width] === 0 && kinds[tile + width] === tileKind) (areaOf[tile + width] = label), (queue[tail++] = tile + width);
    }
    areas.push({ id, kind: kindOf(tileKind), bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size: tail });
  }
}

/** The default area kind for plain floor: room floor is a room, corridor floor a corridor. */
export function kindOfTile(tileKind: number): AreaKind {
  return tileKind === TileKind.Room ? "room" : "corridor";
}

/**
 * One opening per stretch of boundary where two areas meet: the boundary tiles of the
 * lower-numbered area that touch the other are grouped 4-connected, and the middle tile of each
 * group (in map order) stands for it. `kindOf` decides each opening's kind (default open).
 */
export function findOpenings(
  grid: Grid,
  areaOf: Uint16Array,
  kindOf: (from: number, to: number) => OpeningKind = () => "open",
): Opening[] {
  const openings: Opening[] = [];
  const partner = new Int32Array(areaOf.length); // other area's label for boundary tiles, else 0
  const queue = new Int32Array(areaOf.length);
  // A tile may touch up to four higher-numbered areas (a one-tile junction): pass k groups each
  // tile's k-th such neighbour, so no meeting is lost.
  for (let pass = 0; pass < 4; pass++) {
    if (markPartners(grid, areaOf, partner, pass) === 0) break;
    groupStretches(grid, areaOf, partner, queue, kindOf, openings);
  }
  return openings;
}

/** Sets partner[tile] to the label of the tile's `pass`-th distinct higher-numbered neighbour area; returns how many tiles got one. */
function markPartners(grid: Grid, areaOf: Uint16Array, partner: Int32Array, pass: number): number {
  const { width, height } = grid;
  const found = [0, 0, 0, 0];
  let marked = 0;
  partner.fill(0);
  for (let tile = 0; tile < areaOf.length; tile++) {
    const label = areaOf[tile];
    if (label === 0) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    let count = 0;
    const consider = (neighbour: number) => {
      const other = areaOf[neighbour];
      if (other <= label) return;
      for (let k = 0; k < count; k++) if (found[k] === other) return;
      found[count++] = other;
    };
    if (x < width - 1) consider(tile + 1);
    if (y < height - 1) consider(tile + width);
    if (x > 0) consider(tile - 1);
    if (y > 0) consider(tile - width);
    if (count > pass) {
      partner[tile] = found[pass];
      marked++;
    }
  }
  return marked;
}

/** Groups the marked tiles 4-connected by (area, partner) and adds one opening per group at its middle tile. */
function groupStretches(
  grid: Grid,
  areaOf: Uint16Array,
  partner: Int32Array,
  queue: Int32Array,
  kindOf: (from: number, to: number) => OpeningKind,
  openings: Opening[],
): void {
  const { width, height } = grid;
  for (let start = 0; start < partner.length; start++) {
    const other = partner[start];
    if (other <= 0) continue;
    const label = areaOf[start];
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    partner[start] = -1;
    while (head < tail) {
      const tile = queue[head++];
      const x = tile % width;
      const y = (tile - x) / width;
      const join = (neighbour: number) => {
        if (partner[neighbour] === other && areaOf[neighbour] === label) {
          partner[neighbour] = -1;
          queue[tail++] = neighbour;
        }
      };
      if (x > 0) join(tile - 1);
      if (x < width - 1) join(tile + 1);
      if (y > 0) join(tile - width);
      if (y < height - 1) join(tile + width);
    }
    // Stretches are short (a doorway's width): sorting one to find its middle tile is cheap.
    const stretch = Array.from(queue.subarray(0, tail)).sort((a, b) => a - b);
    const from = label - 1;
    const to = other - 1;
    openings.push({ tile: stretch[stretch.length >> 1], from, to, kind: kindOf(from, to) });
  }
}

/** Areas as nodes and openings as edges (several openings between two areas make one edge each). */
export interface AreaGraph {
  areaCount: number;
  /** Neighbours of area a: neighbours[offsets[a] .. offsets[a + 1]); edgeOf gives the opening index. */
  offsets: Int32Array;
  neighbours: Int32Array;
  edgeOf: Int32Array;
  /** Distinct neighbouring areas per area. */
  degree: Int32Array;
  /** 1 for an area with exactly one neighbouring area: a dead end. */
  deadEnd: Uint8Array;
  /** 1 for each opening whose removal disconnects the graph (a chokepoint). */
  bridge: Uint8Array;
  /** Independent cycles: edges − nodes + components, counting parallel openings between two areas once. */
  loops: number;
  components: number;
}

export function buildAreaGraph(areaCount: number, openings: readonly Opening[]): AreaGraph {
  const offsets = new Int32Array(areaCount + 1);
  for (const { from, to } of openings) {
    offsets[from + 1]++;
    offsets[to + 1]++;
  }
  for (let a = 0; a < areaCount; a++) offsets[a + 1] += offsets[a];
  const neighbours = new Int32Array(offsets[areaCount]);
  const edgeOf = new Int32Array(offsets[areaCount]);
  const fill = offsets.slice(0, areaCount);
  openings.forEach(({ from, to }, edge) => {
    neighbours[fill[from]] = to;
    edgeOf[fill[from]++] = edge;
    neighbours[fill[to]] = from;
    edgeOf[fill[to]++] = edge;
  });

  const degree = new Int32Array(areaCount);
  const deadEnd = new Uint8Array(areaCount);
  const lastSeen = new Int32Array(areaCount).fill(-1);
  let distinctEdges = 0;
  for (let a = 0; a < areaCount; a++) {
    for (let k = offsets[a]; k < offsets[a + 1]; k++) {
      const b = neighbours[k];
      if (b === a || lastSeen[b] === a) continue;
      lastSeen[b] = a;
      degree[a]++;
      if (b > a) distinctEdges++;
    }
    deadEnd[a] = degree[a] === 1 ? 1 : 0;
  }
  const { bridge, components } = findBridges(areaCount, openings.length, offsets, neighbours, edgeOf);
  return { areaCount, offsets, neighbours, edgeOf, degree, deadEnd, bridge, loops: distinctEdges - areaCount + components, components };
}

/** Tarjan's bridge finding with an explicit stack (no recursion depth tied to the map). */
function findBridges(
  areaCount: number,
  edgeCount: number,
  offsets: Int32Array,
  neighbours: Int32Array,
  edgeOf: Int32Array,
): { bridge: Uint8Array; components: number } {
  const bridge = new Uint8Array(edgeCount);
  const order = new Int32Array(areaCount).fill(-1);
  const low = new Int32Array(areaCount);
  const parentEdge = new Int32Array(areaCount).fill(-1);
  const cursor = new Int32Array(areaCount);
  const stack = new Int32Array(areaCount);
  let counter = 0;
  let components = 0;
  for (let root = 0; root < areaCount; root++) {
    if (order[root] >= 0) continue;
    components++;
    let depth = 0;
    stack[depth++] = root;
    order[root] = low[root] = counter++;
    cursor[root] = offsets[root];
    while (depth > 0) {
      const a = stack[depth - 1];
      if (cursor[a] < offsets[a + 1]) {
        const k = cursor[a]++;
        const b = neighbours[k];
        if (edgeOf[k] === parentEdge[a]) continue;
        if (order[b] < 0) {
          order[b] = low[b] = counter++;
          parentEdge[b] = edgeOf[k];
          cursor[b] = offsets[b];
          stack[depth++] = b;
        } else if (order[b] < low[a]) {
          low[a] = order[b];
        }
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = stack[depth - 1];
        if (low[a] < low[parent]) low[parent] = low[a];
        if (low[a] > order[parent]) bridge[parentEdge[a]] = 1;
      }
    }
  }
  return { bridge, components };
}

/** Steps (openings crossed) from area `from` to every area; −1 where unreachable. */
export function areaDistances(graph: AreaGraph, from: number): Int32Array {
  const distances = new Int32Array(graph.areaCount).fill(-1);
  if (from < 0 || from >= graph.areaCount) return distances;
  const queue = new Int32Array(graph.areaCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  distances[from] = 0;
  while (head < tail) {
    const a = queue[head++];
    for (let k = graph.offsets[a]; k < graph.offsets[a + 1]; k++) {
      const b = graph.neighbours[k];
      if (distances[b] < 0) {
        distances[b] = distances[a] + 1;
        queue[tail++] = b;
      }
    }
  }
  return distances;
}
