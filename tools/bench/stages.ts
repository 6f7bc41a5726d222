/**
 * Where a layout's time goes (`npm run bench -- --stages`): for each registered layout and map
 * size, the median of its carve alone (the algorithm, with its areas and openings), of the shared
 * north walls alone, and of the whole generateDungeon (layout and arrival, as the layout
 * contenders time it); the rest — placement and option handling — is the whole minus the two.
 * The stages run as generateDungeon runs them (same options, same Random for the same seed), each
 * layout on its own instance of the bundle, like the contenders.
 */
import { performance } from "perf_hooks";
import { median } from "../lib/stats";
import { formatTable } from "../lib/table";
import type { ShippedCore } from "./load-shipped";
import { TimingPlan, WARM_UP_SEED, timeRuns } from "./timing";

export interface StageTimes {
  carve_ms: number;
  walls_ms: number;
  /** whole − carve − walls: placing the arrival, resolving options (medians of separate runs, so an estimate). */
  rest_ms: number;
  whole_ms: number;
}

/** Per size name, per layout name. */
export type StageTable = Record<string, Record<string, StageTimes>>;

/**
 * The stage medians of one layout at one size, on `core` (a fresh bundle instance). Each run times
 * the stages and then the whole generation for the same seed, so both are equally warm.
 */
export function timeStages(core: ShippedCore, layout: string, width: number, height: number, plan: TimingPlan): StageTimes {
  const { options, algorithm } = core.resolveDungeonOptions({ layout });
  const carve: number[] = [];
  const walls: number[] = [];
  const whole: number[] = [];
  timeRuns((seed) => {
    const grid = core.createGrid(width, height);
    const random = new core.Random(core.normalizeSeed(seed));
    const start = performance.now();
    algorithm.carve(grid, options, random, { prefabs: [], structure: null });
    const carved = performance.now();
    core.addNorthWalls(grid, options.wallHeight);
    const walled = performance.now();
    const result = core.generateDungeon(width, height, { layout }, seed);
    const generated = performance.now();
    if (!result.ok) throw new Error(result.reason);
    if (seed >= WARM_UP_SEED) return;
    carve.push(carved - start);
    walls.push(walled - carved);
    whole.push(generated - walled);
  }, plan);
  const [carveMs, wallsMs, wholeMs] = [median(carve), median(walls), median(whole)];
  return { carve_ms: round(carveMs), walls_ms: round(wallsMs), rest_ms: round(Math.max(0, wholeMs - carveMs - wallsMs)), whole_ms: round(wholeMs) };
}

/** Every registered layout (the bundle's registry, so layouts added later are listed too) at every size. */
export function timeAllStages(
  loadCore: () => ShippedCore,
  sizes: readonly { name: string; width: number; height: number }[],
  plan: TimingPlan,
  progress: (line: string) => void,
): StageTable {
  const names = loadCore().LAYOUT_NAMES;
  const cores = new Map(names.map((name) => [name, loadCore()] as const));
  const table: StageTable = {};
  for (const size of sizes) {
    table[size.name] = {};
    for (const name of names) {
      const times = timeStages(cores.get(name)!, name, size.width, size.height, plan);
      table[size.name][name] = times;
      progress(`${size.name} ${name} stages: carve ${times.carve_ms} ms, walls ${times.walls_ms} ms, rest ${times.rest_ms} ms of ${times.whole_ms} ms`);
    }
  }
  return table;
}

/** One table per size: a row per layout, its stages in ms and their shares of the whole. */
export function formatStages(table: StageTable): string {
  const blocks = Object.entries(table).map(([size, layouts]) =>
    formatTable(
      [`${size} stages`, "carve", "walls", "rest (placement)", "whole"],
      Object.entries(layouts).map(([name, t]) => [name, share(t.carve_ms, t.whole_ms), share(t.walls_ms, t.whole_ms), share(t.rest_ms, t.whole_ms), `${t.whole_ms.toFixed(3)} ms`]),
    ),
  );
  return ["median ms per generation by stage (rest = whole − carve − walls)", "", ...blocks.flatMap((block) => [block, ""])].join("\n").trimEnd();
}

function share(ms: number, whole: number): string {
  return `${ms.toFixed(3)} ms (${whole > 0 ? Math.round((100 * ms) / whole) : 0}%)`;
}

function round(ms: number): number {
  return Math.round(ms * 10000) / 10000;
}
