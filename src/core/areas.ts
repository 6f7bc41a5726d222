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
  const { kinds } = grid;
  let stack: Int32Array | null = null;
  for (let start = 0; start < kinds.length; start++) {
    const tileKind = kinds[start];
    if (areaOf[start] !== 0 || (tileKind !== TileKind.Room && tileKind !== TileKind.Corridor)) continue;
    // A tile is pushed at most twice: once from the run above it, once from the run below.
    stack ??= new Int32Array(2 * kinds.length + 1);
    const id = areas.length;
    areas.push({ id, kind: kindOf(tileKind), ...fillSpans(grid, areaOf, start, id + 1, stack) });
  }
}

/**
 * Scan-line flood fill from `start` over tiles of its kind not yet in an area: each run of a row is
 * labelled in one sweep and only run ends go on the stack, so a wide corridor or hall costs about
 * one visit per tile. Returns the bounds and size of what it labelled.
 */
function fillSpans(grid: Grid, areaOf: Uint16Array, start: number, label: number, stack: Int32Array): { bounds: Rect; size: number } {
  const { width, height, kinds } = grid;
  const tileKind = kinds[start];
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  let size = 0;
  let depth = 0;
  stack[depth++] = start;
  while (depth > 0) {
    const seed = stack[--depth];
    if (areaOf[seed] !== 0 || kinds[seed] !== tileKind) continue;
    const y = (seed / width) | 0;
    const rowStart = y * width;
    let runLeft = seed;
    while (runLeft > rowStart && areaOf[runLeft - 1] === 0 && kinds[runLeft - 1] === tileKind) runLeft--;
    let runRight = seed;
    while (runRight < rowStart + width - 1 && areaOf[runRight + 1] === 0 && kinds[runRight + 1] === tileKind) runRight++;
    for (let tile = runLeft; tile <= runRight; tile++) areaOf[tile] = label;
    size += runRight - runLeft + 1;
    if (runLeft - rowStart < left) left = runLeft - rowStart;
    if (runRight - rowStart > right) right = runRight - rowStart;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    // Push one seed per run of free tiles in the rows above and below.
    if (y > 0) depth = pushRunStarts(areaOf, kinds, tileKind, runLeft - width, runRight - width, stack, depth);
    if (y < height - 1) depth = pushRunStarts(areaOf, kinds, tileKind, runLeft + width, runRight + width, stack, depth);
  }
  return { bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size };
}

/** Pushes the first tile of each run of unlabelled `tileKind` tiles in [from, to]; returns the new depth. */
function pushRunStarts(areaOf: Uint16Array, kinds: Uint8Array, tileKind: number, from: number, to: number, stack: Int32Array, depth: number): number {
  let inRun = false;
  for (let tile = from; tile <= to; tile++) {
    const isFree = areaOf[tile] === 0 && kinds[tile] === tileKind;
    if (isFree && !inRun) stack[depth++] = tile;
    inRun = isFree;
  }
  return depth;
}

/** The default area kind for plain floor: room floor is a room, corridor floor a corridor. */
export function kindOfTile(tileKind: number): AreaKind {
  return tileKind === TileKind.Room ? "room" : "corridor";
}

/**
 * One opening per stretch of boundary where two areas meet: the boundary tiles of the
 * lower-numbered area that touch the other are grouped 4-connected, and the middle tile of each
 * group (in map order) stands for it. `kindOf` decides each opening's kind (default open).
 *
 * One scan over each pair of side-by-side tiles lists the boundary (a tile may border up to four
 * other areas, e.g. a one-tile junction: each such meeting is its own entry); grouping then walks
 * only those entries, so the cost is one map scan plus the length of the boundaries.
 */
export function findOpenings(
  grid: Grid,
  areaOf: Uint16Array,
  kindOf: (from: number, to: number) => OpeningKind = () => "open",
): Opening[] {
  const boundary = listBoundary(grid, areaOf);
  return groupBoundary(grid, areaOf, boundary, kindOf);
}

/** Boundary entries: a tile of the lower-numbered area and the label of the higher one it touches. */
interface Boundary {
  tiles: number[];
  partners: number[];
  /** Per tile: index + 1 of its first entry (0 = none); further entries of the tile chain through `next`. */
  firstEntry: Int32Array;
  next: number[];
}

function listBoundary(grid: Grid, areaOf: Uint16Array): Boundary {
  const { width, height } = grid;
  const boundary: Boundary = { tiles: [], partners: [], firstEntry: new Int32Array(areaOf.length), next: [] };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let tile = row, end = row + width; tile < end; tile++) {
      const label = areaOf[tile];
      if (label === 0) continue;
      const right = tile + 1 < end ? areaOf[tile + 1] : 0;
      if (right !== 0 && right !== label) addMeeting(boundary, tile, label, tile + 1, right);
      const below = y + 1 < height ? areaOf[tile + width] : 0;
      if (below !== 0 && below !== label) addMeeting(boundary, tile, label, tile + width, below);
    }
  }
  return boundary;
}

/** Records the meeting of two side-by-side tiles of different areas on the lower-numbered side. */
function addMeeting(boundary: Boundary, tile: number, label: number, other: number, otherLabel: number): void {
  const side = label < otherLabel ? tile : other;
  const partner = label < otherLabel ? otherLabel : label;
  for (let entry = boundary.firstEntry[side] - 1; entry >= 0; entry = boundary.next[entry]) {
    if (boundary.partners[entry] === partner) return;
  }
  boundary.next.push(boundary.firstEntry[side] - 1);
  boundary.firstEntry[side] = boundary.tiles.length + 1;
  boundary.tiles.push(side);
  boundary.partners.push(partner);
}

/** Groups entries 4-connected by (area, partner); one opening per group at its middle tile. */
function groupBoundary(grid: Grid, areaOf: Uint16Array, boundary: Boundary, kindOf: (from: number, to: number) => OpeningKind): Opening[] {
  const { width, height } = grid;
  const { tiles, partners, firstEntry, next } = boundary;
  const grouped = new Uint8Array(tiles.length);
  const openings: Opening[] = [];
  const stack: number[] = [];
  for (let start = 0; start < tiles.length; start++) {
    if (grouped[start]) continue;
    const label = areaOf[tiles[start]];
    const partner = partners[start];
    const stretch: number[] = [];
    grouped[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const tile = tiles[stack.pop()!];
      stretch.push(tile);
      const x = tile % width;
      if (x > 0) joinEntries(tile - 1);
      if (x < width - 1) joinEntries(tile + 1);
      if (tile >= width) joinEntries(tile - width);
      if (tile < (height - 1) * width) joinEntries(tile + width);
    }
    // Stretches are short (a doorway's width): sorting one to find its middle tile is cheap.
    stretch.sort((a, b) => a - b);
    openings.push({ tile: stretch[stretch.length >> 1], from: label - 1, to: partner - 1, kind: kindOf(label - 1, partner - 1) });

    function joinEntries(neighbour: number): void {
      if (areaOf[neighbour] !== label) return;
      for (let entry = firstEntry[neighbour] - 1; entry >= 0; entry = next[entry]) {
        if (!grouped[entry] && partners[entry] === partner) {
          grouped[entry] = 1;
          stack.push(entry);
        }
      }
    }
  }
  return openings;
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
