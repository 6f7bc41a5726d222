/**
 * `npx tsx tools/bench/sight.ts`: the fog's cost per player step on a 256×256 dungeon with
 * sight radius 8 (issue 15's target: sight ≤ 0.5 ms in Node).
 *
 * The player walks, tile by tile, a long floor path of the sample project's labyrinth settings
 * (cells, 256×256, room chance 80) over several seeds. Each step is timed three ways:
 *   sight     computeSight alone (src/core/sight.ts);
 *   look      FogField.look: sight plus the bookkeeping (states, changed and discovered lists);
 *   redraw    look plus writing the changed tiles' pixels of the fog and the minimap and their
 *             bounding rectangles (the canvas upload itself is the browser's and not timed here).
 * Max is one step's worst time and includes garbage collection of the whole process on a shared
 * machine; the mean and the 99th percentile are the figures to compare.
 * Standing still costs nothing: the engine side compares the player's tile and returns.
 */
import { performance } from "perf_hooks";
import { Grid, generateDungeon, isFloor } from "../../src/core";
import { computeSight, createSightBuffer } from "../../src/core/sight";
import { FogField } from "../../src/mz/fog-field";
import { median, percentile } from "../lib/stats";
import { measureAllocation } from "./allocation";

const SIZE = 256;
const RADIUS = 8;
const SEEDS = [1, 2, 3, 4, 5];
const TARGET_MS = 0.5;

/** A walk over floor from the arrival to the farthest floor tile (breadth first). */
function longWalk(grid: Grid, start: number): number[] {
  const { width, kinds } = grid;
  const from = new Int32Array(kinds.length).fill(-2);
  const queue = new Int32Array(kinds.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  from[start] = -1;
  let last = start;
  while (head < tail) {
    const tile = queue[head++];
    last = tile;
    const x = tile % width;
    const neighbours = [tile - width, tile + width, x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1];
    for (const next of neighbours) {
      if (next >= 0 && next < kinds.length && from[next] === -2 && isFloor(kinds[next])) {
        from[next] = tile;
        queue[tail++] = next;
      }
    }
  }
  const path: number[] = [];
  for (let tile = last; tile !== -1; tile = from[tile]) path.push(tile);
  return path.reverse();
}

/** The pixel writes and dirty rectangle of one redraw, as FogView and MinimapView do them. */
function redraw(field: FogField, fogPixels: Uint8ClampedArray, mapPixels: Uint8ClampedArray): number {
  const alphas = [255, 150, 0];
  let left = field.width;
  let right = -1;
  for (let i = 0; i < field.changedCount; i++) {
    const tile = field.changed[i];
    fogPixels[tile * 4 + 3] = alphas[field.shown[tile]];
    const x = tile % field.width;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  for (let i = 0; i < field.discoveredCount; i++) {
    const at = field.discovered[i] * 4;
    mapPixels[at] = 206;
    mapPixels[at + 1] = 198;
    mapPixels[at + 2] = 178;
    mapPixels[at + 3] = 255;
  }
  return right - left;
}

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return `${name.padEnd(8)} mean ${(mean * 1000).toFixed(1).padStart(6)} µs   median ${(median(sorted) * 1000).toFixed(1).padStart(6)} µs   p99 ${(percentile(sorted, 0.99) * 1000).toFixed(1).padStart(6)} µs   max ${(sorted[sorted.length - 1] * 1000).toFixed(1).padStart(6)} µs`;
}

export function runSightBench(out: Pick<Console, "log"> = console): boolean {
  const sight: number[] = [];
  const look: number[] = [];
  const full: number[] = [];
  let seenTotal = 0;
  for (const seed of SEEDS) {
    const result = generateDungeon(SIZE, SIZE, { layout: "cells", roomChance: 80 }, seed);
    if (!result.ok) throw new Error(`seed ${seed}: ${result.reason}`);
    const { grid, arrival } = result.dungeon;
    const walk = longWalk(grid, arrival);
    const buffer = createSightBuffer(SIZE, SIZE, RADIUS);
    const lookField = new FogField(grid);
    const drawField = new FogField(grid);
    const fogPixels = new Uint8ClampedArray(SIZE * SIZE * 4);
    const mapPixels = new Uint8ClampedArray(SIZE * SIZE * 4);
    // Warm-up: the first steps of the walk, untimed.
    for (const tile of walk.slice(0, 50)) computeSight(grid, tile % SIZE, (tile / SIZE) | 0, buffer, { radius: RADIUS });
    for (const tile of walk) {
      const x = tile % SIZE;
      const y = (tile - x) / SIZE;
      let start = performance.now();
      seenTotal += computeSight(grid, x, y, buffer, { radius: RADIUS });
      sight.push(performance.now() - start);
      start = performance.now();
      lookField.look(x, y, RADIUS);
      look.push(performance.now() - start);
      start = performance.now();
      drawField.look(x, y, RADIUS);
      redraw(drawField, fogPixels, mapPixels);
      full.push(performance.now() - start);
    }
  }
  out.log(`Fog per player step: ${SIZE}x${SIZE} cells dungeons (room chance 80), radius ${RADIUS}, ${sight.length} steps over ${SEEDS.length} seeds, ${(seenTotal / sight.length).toFixed(0)} tiles in sight on average`);
  out.log(summary("sight", sight));
  out.log(summary("look", look));
  out.log(summary("redraw", full));
  // Allocation per step, measured after the timing (the counting swaps global classes).
  const result = generateDungeon(SIZE, SIZE, { layout: "cells", roomChance: 80 }, SEEDS[0]);
  if (result.ok) {
    const { grid, arrival } = result.dungeon;
    const walk = longWalk(grid, arrival);
    const buffer = createSightBuffer(SIZE, SIZE, RADIUS);
    const field = new FogField(grid);
    const options = { radius: RADIUS };
    const at = (step: number) => walk[step % walk.length];
    const sightAlloc = measureAllocation((step) => void computeSight(grid, at(step) % SIZE, (at(step) / SIZE) | 0, buffer, options), 5, 20000);
    const lookAlloc = measureAllocation((step) => field.look(at(step) % SIZE, (at(step) / SIZE) | 0, RADIUS), 5, 20000);
    const harness = measureAllocation((step) => void at(step), 5, 20000);
    out.log(
      `allocated per step: sight ${sightAlloc.heapBytes.toFixed(1)} B heap + ${sightAlloc.typedArrayBytes} B typed arrays; look ${lookAlloc.heapBytes.toFixed(1)} B heap + ${lookAlloc.typedArrayBytes} B typed arrays (the measuring loop alone: ${harness.heapBytes.toFixed(1)} B)`,
    );
  }
  const meanSight = sight.reduce((sum, t) => sum + t, 0) / sight.length;
  const ok = meanSight <= TARGET_MS;
  out.log(`target: sight ≤ ${TARGET_MS} ms per step — ${ok ? "met" : "NOT met"} (mean ${(meanSight * 1000).toFixed(1)} µs)`);
  return ok;
}

if (require.main === module) process.exitCode = runSightBench() ? 0 : 1;
