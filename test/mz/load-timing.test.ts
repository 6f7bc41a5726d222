/**
 * A dungeon's entry leaves one User Timing measure per stage ("RandomDungeons: generate", …) for
 * the browser's Performance panel and bench:game: the real hooks and fog on the engine double.
 * Only a dungeon's load measures; each stage keeps one measure however many entries; a runtime
 * that refuses measures loads the dungeon all the same.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { performance } from "perf_hooks";
import type { Engine } from "../../src/mz/engine";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { FogEngine, installFog } from "../../src/mz/fog";
import { LOAD_MEASURE_PREFIX } from "../../src/mz/load-timing";
import { FogEngineDouble, keepSaveHook } from "./fog-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2; // 68×64 <Dungeon>

const STAGES = ["settings", "generate", "paint", "events", "decorate", "pieces", "finish", "fog sprite", "minimap sprite"];

function mapFile(id: number): string {
  return readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8");
}

function setup(caveNote: string) {
  const cave = JSON.parse(mapFile(CAVE)) as { note: string };
  cave.note += `\n${caveNote}`;
  const engine = new FogEngineDouble(new Map([[HUB, mapFile(HUB)], [CAVE, JSON.stringify(cave)]]));
  const warnings: string[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const parameters = parsePluginParameters({}, log.warn);
  installFog(engine as unknown as FogEngine, parameters, installHooks(engine as unknown as Engine, parameters, log), log);
  return { engine, warnings };
}

/** Our measures now in the timeline, by stage. */
function measures(): Map<string, PerformanceEntry[]> {
  const byStage = new Map<string, PerformanceEntry[]>();
  for (const entry of performance.getEntriesByType("measure")) {
    if (!entry.name.startsWith(LOAD_MEASURE_PREFIX)) continue;
    const stage = entry.name.slice(LOAD_MEASURE_PREFIX.length);
    byStage.set(stage, [...(byStage.get(stage) ?? []), entry]);
  }
  return byStage;
}

let restoreSaveHook: () => void;
beforeEach(() => {
  restoreSaveHook = keepSaveHook();
  performance.clearMeasures();
});
afterEach(() => restoreSaveHook());

describe("where a dungeon's entry spends its time", () => {
  test("an entry with fog and minimap measures each stage once, in the order the load runs them, one after another", () => {
    const { engine, warnings } = setup("<Dungeon Fog: 6>");
    engine.newGame(HUB, 8, 6);
    expect(measures().size).toBe(0); // a plain map measures nothing
    const before = performance.now();
    engine.transfer(CAVE, 0, 0, 2);
    const after = performance.now();
    expect(warnings).toEqual([]);
    const byStage = measures();
    expect([...byStage.keys()].sort()).toEqual([...STAGES].sort());
    const entries = STAGES.map((stage) => byStage.get(stage)!);
    expect(entries.every((list) => list.length === 1)).toBe(true);
    const inOrder = entries.map((list) => list[0]);
    for (const entry of inOrder) {
      expect(entry.duration).toBeGreaterThanOrEqual(0);
      expect(entry.startTime).toBeGreaterThanOrEqual(before);
      expect(entry.startTime + entry.duration).toBeLessThanOrEqual(after);
    }
    // The load's stages follow one another without a gap: each starts where the last ended.
    for (let i = 1; i < 7; i++) expect(inOrder[i].startTime).toBe(inOrder[i - 1].startTime + inOrder[i - 1].duration);
    // The sprites are built after the load.
    expect(inOrder[7].startTime).toBeGreaterThanOrEqual(inOrder[6].startTime + inOrder[6].duration);
  });

  test("re-entering and leaving keep one measure per stage: a long run does not grow the timeline", () => {
    const { engine } = setup("<Dungeon Fog: 6>");
    engine.newGame(HUB, 8, 6);
    for (let entry = 0; entry < 5; entry++) {
      engine.transfer(CAVE, 0, 0, 2);
      engine.transfer(HUB, 8, 6);
    }
    const byStage = measures();
    expect(byStage.size).toBe(STAGES.length);
    expect([...byStage.values()].every((list) => list.length === 1)).toBe(true);
  });

  test("a dungeon without fog has no sprite stages", () => {
    const { engine } = setup("<Dungeon Fog: 0>");
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0, 2);
    expect([...measures().keys()].sort()).toEqual(STAGES.slice(0, 7).sort());
  });

  test("a runtime that refuses the measures still gets its dungeon, without a warning", () => {
    const measure = jest.spyOn(performance, "measure").mockImplementation(() => {
      throw new TypeError("Failed to execute 'measure' on 'Performance'");
    });
    try {
      const { engine, warnings } = setup("<Dungeon Fog: 6>");
      engine.newGame(HUB, 8, 6);
      engine.transfer(CAVE, 0, 0, 2);
      expect(engine.$gameMap.mapId()).toBe(CAVE);
      expect(warnings).toEqual([]);
      expect(measures().size).toBe(0);
    } finally {
      measure.mockRestore();
    }
  });
});
