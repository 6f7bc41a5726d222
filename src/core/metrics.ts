/**
 * Measurements on a finished grid, shared by tests, the metrics tool and the preview.
 * All walks are 4-connected over floor (room or corridor), as the player moves.
 */
import { FLOOR_KIND, Grid, isFloor } from "./grid";
import { borrowInt32, giveBack } from "./scratch";
import { CellLayout, Side } from "./layout/cells";

/**
 * Steps from `start` to every floor tile (breadth-first); −1 where unreachable or not floor.
 * Written into `distances` when given (a per-tile array, e.g. borrowed from scratch.ts); the tiles
 * reached are also marked 1 in `reached` when given (zeroed by the caller).
 */
export function floorDistances(grid: Grid, start: number, distances: Int32Array = new Int32Array(grid.kinds.length), reached?: Uint8Array): Int32Array {
  const { width, kinds } = grid;
  distances.fill(-1);
  if (start < 0 || !isFloor(kinds[start])) return distances;
  const queue = borrowInt32(kinds.length);
  const lastRow = kinds.length - width;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  distances[start] = 0;
  // Neighbours inline in neighbourOf's order (up, left, right, down): no call or closure per tile,
  // as this walk runs on every entry over every floor tile.
  while (head < tail) {
    const tile = queue[head++];
    const next = distances[tile] + 1;
    const x = tile % width;
    if (tile >= width && distances[tile - width] < 0 && FLOOR_KIND[kinds[tile - width]]) (distances[tile - width] = next), (queue[tail++] = tile - width);
    if (x > 0 && distances[tile - 1] < 0 && FLOOR_KIND[kinds[tile - 1]]) (distances[tile - 1] = next), (queue[tail++] = tile - 1);
    if (x < width - 1 && distances[tile + 1] < 0 && FLOOR_KIND[kinds[tile + 1]]) (distances[tile + 1] = next), (queue[tail++] = tile + 1);
    if (tile < lastRow && distances[tile + width] < 0 && FLOOR_KIND[kinds[tile + width]]) (distances[tile + width] = next), (queue[tail++] = tile + width);
  }
  // The queue holds every tile reached, once: marked here rather than in the walk's inner steps.
  if (reached) for (let i = 0; i < tail; i++) reached[queue[i]] = 1;
  giveBack(queue);
  return distances;
}

/** How many separate 4-connected floor regions the grid has (1 for a valid dungeon). */
export function countFloorComponents(grid: Grid): number {
  const seen = new Uint8Array(grid.kinds.length);
  let components = 0;
  for (let tile = 0; tile < grid.kinds.length; tile++) {
    if (seen[tile] || !isFloor(grid.kinds[tile])) continue;
    components++;
    const distances = floorDistances(grid, tile);
    for (let i = 0; i < distances.length; i++) if (distances[i] >= 0) seen[i] = 1;
  }
  return components;
}

/** Share of all tiles that are floor (room or corridor), from 0 to 1. */
export function floorShare(grid: Grid): number {
  const { kinds } = grid;
  if (kinds.length === 0) return 0;
  let floor = 0;
  for (let i = 0; i < kinds.length; i++) if (isFloor(kinds[i])) floor++;
  return floor / kinds.length;
}

/** A floor tile and how many steps it lies from where the walk started. */
export interface FloorReach {
  /** Tile index, or −1 when the start is not floor. */
  tile: number;
  /** Steps from the start, or −1 when the start is not floor. */
  distance: number;
}

/** The floor tile farthest from `start` by walking (the lowest index among equals). */
export function farthestFloor(grid: Grid, start: number): FloorReach {
  const distances = floorDistances(grid, start);
  let farthest: FloorReach = { tile: -1, distance: -1 };
  for (let tile = 0; tile < distances.length; tile++) {
    if (distances[tile] > farthest.distance) farthest = { tile, distance: distances[tile] };
  }
  return farthest;
}

/** The first floor tile in reading order, or −1 when the grid has none. */
export function firstFloorTile(grid: Grid): number {
  const { kinds } = grid;
  for (let tile = 0; tile < kinds.length; tile++) if (isFloor(kinds[tile])) return tile;
  return -1;
}

/**
 * Walking diameter of the floor region holding `start` (default: the first floor tile), by double
 * sweep: walk from `start` to the farthest tile, then from there to the farthest again. Exact when
 * the floor is a tree; otherwise a lower bound, and in practice the diameter. 0 without floor.
 */
export function floorDiameter(grid: Grid, start = firstFloorTile(grid)): number {
  const first = farthestFloor(grid, start);
  if (first.tile < 0) return 0;
  return farthestFloor(grid, first.tile).distance;
}

/** Share of tiles whose kind differs between two grids of the same size, from 0 to 1. */
export function hammingDistance(a: Grid, b: Grid): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`grids differ in size: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  if (a.kinds.length === 0) return 0;
  let differing = 0;
  for (let i = 0; i < a.kinds.length; i++) if (a.kinds[i] !== b.kinds[i]) differing++;
  return differing / a.kinds.length;
}

/** Mean Hamming distance over all pairs of `grids` (diversity between seeds); 0 for fewer than two. */
export function meanPairwiseHamming(grids: readonly Grid[]): number {
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < grids.length; i++) {
    for (let j = i + 1; j < grids.length; j++) {
      sum += hammingDistance(grids[i], grids[j]);
      pairs++;
    }
  }
  return pairs === 0 ? 0 : sum / pairs;
}

/** The cells of a cell layout and their links (Side bits per cell). */
export type CellLinks = Pick<CellLayout, "cellColumns" | "cellRows" | "links">;

/** The cell graph: cells are nodes, links are edges. */
export interface CellGraphMetrics {
  cells: number;
  /** Edges, each link counted once. */
  links: number;
  /** Cells with exactly one link: the ends of branches a player must walk back from. */
  deadEnds: number;
  /** Connected groups of cells. */
  components: number;
  /** Independent cycles: the cyclomatic number links − cells + components (0 for a spanning tree). */
  loops: number;
}

/** Counts links, dead ends, components and loops of a cell graph. */
export function cellGraphMetrics(graph: CellLinks): CellGraphMetrics {
  const { cellColumns, cellRows, links } = graph;
  const cells = cellColumns * cellRows;
  let linkCount = 0;
  let deadEnds = 0;
  forEachLink(graph, () => linkCount++);
  for (let cell = 0; cell < cells; cell++) if (countBits(links[cell]) === 1) deadEnds++;
  const components = countCellComponents(graph);
  return { cells, links: linkCount, deadEnds, components, loops: linkCount - cells + components };
}

/** Calls `visit` once per link between two cells of the grid (East and South bits; links off the edge are ignored). */
function forEachLink(graph: CellLinks, visit: (a: number, b: number) => void): void {
  const { cellColumns, cellRows, links } = graph;
  const cells = cellColumns * cellRows;
  for (let cell = 0; cell < cells; cell++) {
    if (links[cell] & Side.East && (cell % cellColumns) < cellColumns - 1) visit(cell, cell + 1);
    if (links[cell] & Side.South && cell + cellColumns < cells) visit(cell, cell + cellColumns);
  }
}

function countBits(open: number): number {
  let bits = 0;
  for (let rest = open & 15; rest > 0; rest &= rest - 1) bits++;
  return bits;
}

/** Connected groups of cells (union–find, no recursion). */
function countCellComponents(graph: CellLinks): number {
  const cells = graph.cellColumns * graph.cellRows;
  const parent = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) parent[cell] = cell;
  const root = (cell: number): number => {
    while (parent[cell] !== cell) {
      parent[cell] = parent[parent[cell]]; // path halving
      cell = parent[cell];
    }
    return cell;
  };
  let components = cells;
  const join = (a: number, b: number) => {
    const rootA = root(a);
    const rootB = root(b);
    if (rootA === rootB) return;
    parent[rootA] = rootB;
    components--;
  };
  forEachLink(graph, join);
  return components;
}
