/**
 * Checks any layout algorithm's result against the contract and the invariants of docs/architecture.md
 * that a layout alone decides (1, 2 and 6), so each layout's test states them once.
 */
import { Grid, TileKind, createGrid, isFloor } from "../../src/core/grid";
import type { Layout, LayoutAlgorithm, NumericOptions, SiteSize, StepListener } from "../../src/core/layout/contract";
import { mergeOptions } from "../../src/core/options";
import { Random } from "../../src/core/random";
import { addNorthWalls } from "../../src/core/walls";

export interface LayoutRun<O extends NumericOptions> {
  options: O;
  /** Messages from option merging and fitOptions. */
  problems: string[];
  /** The carved grid, before walls. */
  carved: Grid;
  /** The same grid after addNorthWalls(wallHeight). */
  walled: Grid;
  layout: Layout;
}

/**
 * Merges and fits options, checks the size, carves and adds walls; the size problem when it is too
 * small. `sites`, when given, are the set-piece sites the layout is told of (LayoutInput.sites).
 */
export function runLayout<O extends NumericOptions>(
  algorithm: LayoutAlgorithm<O>,
  width: number,
  height: number,
  given: Partial<O>,
  seed: number,
  onStep?: StepListener,
  sites?: readonly SiteSize[],
): LayoutRun<O> | { tooSmall: string } {
  const { options, problems } = mergeOptions<O>(algorithm.defaults as O, algorithm.ranges, given);
  problems.push(...algorithm.fitOptions(options));
  const tooSmall = algorithm.checkSize(width, height, options);
  if (tooSmall !== null) return { tooSmall };
  const grid = createGrid(width, height);
  const layout = algorithm.carve(grid, options, new Random(seed), sites === undefined ? { prefabs: [] } : { prefabs: [], sites }, onStep);
  const carved = createGrid(width, height);
  carved.kinds.set(grid.kinds);
  addNorthWalls(grid, options.wallHeight);
  return { options, problems, carved, walled: grid, layout };
}

export function expectRun<O extends NumericOptions>(run: LayoutRun<O> | { tooSmall: string }): LayoutRun<O> {
  if ("tooSmall" in run) throw new Error(`expected a layout, got: ${run.tooSmall}`);
  return run;
}

/** Invariant 1: the number of 4-connected floor components (1 for a valid layout). */
export function floorComponents(grid: Grid): number {
  const { width, height, kinds } = grid;
  const seen = new Uint8Array(kinds.length);
  const queue = new Int32Array(kinds.length);
  let components = 0;
  for (let start = 0; start < kinds.length; start++) {
    if (seen[start] || !isFloor(kinds[start])) continue;
    components++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const tile = queue[head++];
      const x = tile % width;
      const y = (tile - x) / width;
      const visit = (next: number) => {
        if (!seen[next] && isFloor(kinds[next])) (seen[next] = 1), (queue[tail++] = next);
      };
      if (x > 0) visit(tile - 1);
      if (x < width - 1) visit(tile + 1);
      if (y > 0) visit(tile - width);
      if (y < height - 1) visit(tile + width);
    }
  }
  return components;
}

/** Invariant 2: walls never on floor; every wall tile has floor 1..wallHeight below with only wall between. */
export function wallProblems(walled: Grid, carved: Grid, wallHeight: number): string[] {
  const { width, height, kinds } = walled;
  const problems: string[] = [];
  for (let tile = 0; tile < kinds.length; tile++) {
    if (kinds[tile] !== TileKind.Wall) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    if (isFloor(carved.kinds[tile])) problems.push(`wall over floor at (${x},${y})`);
    let floorBelow = false;
    for (let step = 1; step <= wallHeight && y + step < height; step++) {
      const below = kinds[tile + step * width];
      if (isFloor(below)) {
        floorBelow = true;
        break;
      }
      if (below !== TileKind.Wall) break;
    }
    if (!floorBelow) problems.push(`wall at (${x},${y}) has no floor 1..${wallHeight} below`);
  }
  return problems;
}

/** Invariant 6: two floor tiles of one column with non-floor between are ≥ wallHeight + 1 tiles apart (the gap). */
export function clearanceProblems(grid: Grid, wallHeight: number): string[] {
  const { width, height, kinds } = grid;
  const problems: string[] = [];
  for (let x = 0; x < width; x++) {
    let lastFloor = -1;
    for (let y = 0; y < height; y++) {
      if (!isFloor(kinds[y * width + x])) continue;
      const gap = y - lastFloor - 1;
      if (lastFloor >= 0 && gap > 0 && gap < wallHeight + 1) problems.push(`column ${x}: floor at rows ${lastFloor} and ${y}, ${gap} rows between`);
      lastFloor = y;
    }
  }
  return problems;
}

/** Floor never on the map's edge columns/rows, nor within wallHeight rows of the top. */
export function edgeProblems(grid: Grid, wallHeight: number): string[] {
  const { width, height, kinds } = grid;
  const problems: string[] = [];
  for (let tile = 0; tile < kinds.length; tile++) {
    if (!isFloor(kinds[tile])) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    if (x === 0 || x === width - 1 || y === height - 1 || y < Math.max(1, wallHeight)) problems.push(`floor at (${x},${y})`);
  }
  return problems;
}

/**
 * The contract: areaOf marks exactly the floor; areas are numbered in order with exact bounds and
 * sizes; every opening's tile is in `from` and 4-adjacent to `to`; every two touching areas have an
 * opening (layouts may give one per passage, where findOpenings gives one per boundary stretch).
 */
export function contractProblems(grid: Grid, layout: Layout): string[] {
  const { width, height, kinds } = grid;
  const { areas, areaOf, openings } = layout;
  const problems: string[] = [];
  if (areaOf.length !== kinds.length) return [`areaOf has ${areaOf.length} entries for ${kinds.length} tiles`];
  const measured = areas.map(() => ({ left: width, top: height, right: -1, bottom: -1, size: 0 }));
  for (let tile = 0; tile < kinds.length; tile++) {
    const label = areaOf[tile];
    if ((label !== 0) !== isFloor(kinds[tile])) problems.push(`tile ${tile}: kind ${kinds[tile]}, areaOf ${label}`);
    if (label === 0) continue;
    const m = measured[label - 1];
    if (!m) {
      problems.push(`tile ${tile} in unknown area ${label - 1}`);
      continue;
    }
    const x = tile % width;
    const y = (tile - x) / width;
    m.left = Math.min(m.left, x);
    m.right = Math.max(m.right, x);
    m.top = Math.min(m.top, y);
    m.bottom = Math.max(m.bottom, y);
    m.size++;
  }
  areas.forEach((area, index) => {
    const m = measured[index];
    if (area.id !== index) problems.push(`area ${index} has id ${area.id}`);
    if (m.size === 0) problems.push(`area ${index} has no tiles`);
    const bounds = { x: m.left, y: m.top, width: m.right - m.left + 1, height: m.bottom - m.top + 1 };
    if (area.size !== m.size || JSON.stringify(area.bounds) !== JSON.stringify(bounds)) {
      problems.push(`area ${index}: says ${JSON.stringify(area.bounds)} size ${area.size}, is ${JSON.stringify(bounds)} size ${m.size}`);
    }
  });
  for (const opening of openings) {
    const { tile, from, to } = opening;
    const x = tile % width;
    const y = (tile - x) / width;
    const touches = [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, y > 0 ? tile - width : -1, y < height - 1 ? tile + width : -1].some(
      (next) => next >= 0 && areaOf[next] === to + 1,
    );
    if (from === to || areaOf[tile] !== from + 1 || !touches) problems.push(`opening ${JSON.stringify(opening)} is not on the ${from}/${to} boundary`);
  }
  // Every pair of touching areas has an opening, and every opening joins a touching pair, once per tile.
  const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const touching = [...new Set(boundaryStretches(grid, areaOf).map(({ from, to }) => pairKey(from, to)))].sort();
  const opened = [...new Set(openings.map(({ from, to }) => pairKey(from, to)))].sort();
  if (JSON.stringify(touching) !== JSON.stringify(opened)) problems.push(`area pairs with openings ${opened.join(" ")}; touching ${touching.join(" ")}`);
  const distinct = new Set(openings.map(({ tile, from, to }) => `${tile} ${pairKey(from, to)}`));
  if (distinct.size !== openings.length) problems.push("the same opening twice");
  return problems;
}

/**
 * One entry per stretch of boundary between two areas: the tiles of the lower-numbered area that
 * touch the other, grouped 4-connected. (areas.ts findOpenings keeps one partner per tile, so it
 * misses the second of two areas a tile touches — e.g. a one-tile maze junction — and cannot
 * serve as the oracle here.)
 */
export function boundaryStretches(grid: Grid, areaOf: Uint16Array): { from: number; to: number }[] {
  const { width, height } = grid;
  const byPair = new Map<string, Set<number>>();
  for (let tile = 0; tile < areaOf.length; tile++) {
    const label = areaOf[tile];
    if (label === 0) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    for (const next of [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, y > 0 ? tile - width : -1, y < height - 1 ? tile + width : -1]) {
      if (next < 0 || areaOf[next] <= label) continue;
      const key = `${label - 1} ${areaOf[next] - 1}`;
      if (!byPair.has(key)) byPair.set(key, new Set());
      byPair.get(key)!.add(tile);
    }
  }
  const stretches: { from: number; to: number }[] = [];
  for (const [key, tiles] of byPair) {
    const [from, to] = key.split(" ").map(Number);
    const left = new Set(tiles);
    for (const start of tiles) {
      if (!left.delete(start)) continue;
      const stack = [start];
      while (stack.length > 0) {
        const tile = stack.pop()!;
        for (const next of [tile - 1, tile + 1, tile - width, tile + width]) if (left.delete(next)) stack.push(next);
      }
      stretches.push({ from, to });
    }
  }
  return stretches;
}

/** Everything a layout must satisfy, as one list of problems (empty when all hold). */
export function allProblems<O extends NumericOptions>(run: LayoutRun<O>): string[] {
  const { carved, walled, layout, options } = run;
  const wallHeight = options.wallHeight;
  const problems: string[] = [];
  const components = floorComponents(carved);
  if (components !== 1) problems.push(`${components} floor components`);
  problems.push(...wallProblems(walled, carved, wallHeight));
  problems.push(...clearanceProblems(carved, wallHeight));
  problems.push(...edgeProblems(carved, wallHeight));
  problems.push(...contractProblems(carved, layout));
  return problems.slice(0, 10);
}

/** Same grid, areas, areaOf, openings and overlay. */
export function sameResult<O extends NumericOptions>(a: LayoutRun<O>, b: LayoutRun<O>): boolean {
  return (
    Buffer.from(a.walled.kinds).equals(Buffer.from(b.walled.kinds)) &&
    Buffer.from(a.layout.areaOf.buffer).equals(Buffer.from(b.layout.areaOf.buffer)) &&
    JSON.stringify([a.layout.areas, a.layout.openings, a.layout.overlay]) === JSON.stringify([b.layout.areas, b.layout.openings, b.layout.overlay])
  );
}

/** Floor tiles inside a rectangle. */
export function floorIn(grid: Grid, rect: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) if (isFloor(grid.kinds[y * grid.width + x])) count++;
  }
  return count;
}

export function isFloorAt(grid: Grid, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height && isFloor(grid.kinds[y * grid.width + x]);
}
