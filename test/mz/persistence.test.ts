/**
 * The seed memory in $gameSystem, and what happens when a save holds something else there: each
 * corrupt value is repaired or rejected with a warning, and the game goes on with a safe dungeon.
 */
import type { Engine, SaveHolder } from "../../src/mz/engine";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { autotileKind } from "../../src/mz/autotile";
import {
  MAX_SEED,
  MEMORY_VERSION,
  drawSeed,
  dungeonMemory,
  isValidSeed,
  storeSeed,
  storedFloor,
  storedSeed,
  MAX_FLOOR,
  isValidFloor,
} from "../../src/mz/persistence";

/** A memory as a new game starts it: no seeds yet, floor 1, no run seed, no request. */
const FRESH = { version: MEMORY_VERSION, seeds: {}, floors: {}, floor: 1, runSeed: null, rerolls: 0, nextSeeds: {}, renew: null, fingerprints: {} };

function collect() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
}

describe("the memory", () => {
  test("created on first use, then the same object; plain JSON", () => {
    const system: SaveHolder = {};
    const memory = dungeonMemory(system);
    expect(memory).toEqual(FRESH);
    expect(dungeonMemory(system)).toBe(memory);
    storeSeed(system, 7, 123);
    expect(JSON.parse(JSON.stringify(system))).toEqual({ _randomDungeons: { ...FRESH, seeds: { "7": 123 } } });
  });

  test.each([5, "x", null, [], [1, 2], true])("_randomDungeons = %j is replaced, with a warning", (corrupt) => {
    const { warnings, warn } = collect();
    const system: SaveHolder = { _randomDungeons: corrupt };
    expect(dungeonMemory(system, warn)).toEqual(FRESH);
    expect(system._randomDungeons).toEqual(FRESH);
    expect(warnings).toEqual([expect.stringMatching(/^the saved dungeon memory \(\$gameSystem\._randomDungeons = .+\) is not valid; every dungeon map gets a new dungeon$/)]);
  });

  test.each([null, 5, "7", [3], undefined])("seeds = %j is replaced, the memory's other fields kept", (corrupt) => {
    const { warnings, warn } = collect();
    const system: SaveHolder = { _randomDungeons: { seeds: corrupt, floor: 3, explored: { "2": "AAEC" } } };
    expect(dungeonMemory(system, warn)).toEqual({ ...FRESH, floor: 3, explored: { "2": "AAEC" } });
    expect(warnings).toEqual([expect.stringMatching(/^the saved seeds \(\$gameSystem\._randomDungeons\.seeds = .+\) are not a table of seeds; every dungeon map gets a new dungeon$/)]);
  });

  test("without a place to warn, corrupt saved data is still repaired, never thrown on", () => {
    const notMemory: SaveHolder = { _randomDungeons: 5 };
    expect(dungeonMemory(notMemory)).toEqual(FRESH);
    expect(notMemory._randomDungeons).toEqual(FRESH);
    const notSeeds: SaveHolder = { _randomDungeons: { seeds: null } };
    expect(storedSeed(notSeeds, 2)).toBeUndefined();
    expect(notSeeds._randomDungeons).toEqual(FRESH);
    const badSeed: SaveHolder = { _randomDungeons: { seeds: { "2": 1.5 } } };
    expect(storedSeed(badSeed, 2)).toBeUndefined();
    storeSeed(badSeed, 2, 99); // the next entry stores a usable seed over it
    expect(storedSeed(badSeed, 2)).toBe(99);
  });

  test("no memory yet (a save from before the plugin) is not a problem: no warning", () => {
    const { warnings, warn } = collect();
    expect(storedSeed({}, 2, warn)).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe("upgrading old memories", () => {
  test("a version 1 memory (seeds only, from before runs) gets every run field, silently; seeds and unknown fields kept", () => {
    const { warnings, warn } = collect();
    const old = { seeds: { "2": 77, "5": 9 }, explored: { "2": "AQID" }, spawned: { "2": { seed: 77, end: 8 } } };
    const system: SaveHolder = { _randomDungeons: old };
    const memory = dungeonMemory(system, warn);
    expect(memory).toBe(old); // upgraded in place: other holders of the object see the same memory
    expect(memory).toEqual({ ...FRESH, seeds: { "2": 77, "5": 9 }, explored: { "2": "AQID" }, spawned: { "2": { seed: 77, end: 8 } } });
    expect(storedSeed(system, 2, warn)).toBe(77);
    expect(warnings).toEqual([]);
  });

  test.each([
    ["floor", 0, 1],
    ["floor", 2.5, 1],
    ["floor", "3", 1],
    ["floors", [3], {}],
    ["runSeed", -1, null],
    ["runSeed", MAX_SEED + 1, null],
    ["rerolls", -2, 0],
    ["nextSeeds", "x", {}],
    ["renew", { mapId: 0, floor: 2, reroll: false }, null],
    ["renew", { mapId: 3, floor: 2 }, null],
    ["renew", 4, null],
  ])("%s = %j is replaced by %j with one warning naming it; the other fields are kept", (field, bad, fixed) => {
    const { warnings, warn } = collect();
    const system: SaveHolder = { _randomDungeons: { ...FRESH, seeds: { "2": 5 }, floor: 4, [field]: bad } };
    const memory = dungeonMemory(system, warn) as unknown as Record<string, unknown>;
    expect(memory[field]).toEqual(fixed);
    expect(memory.seeds).toEqual({ "2": 5 });
    if (field !== "floor") expect(memory.floor).toBe(4);
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^the saved .+ \\(\\$gameSystem\\._randomDungeons\\.${field} = .+\\) is not valid; using ${JSON.stringify(fixed)}$`))]);
    expect(dungeonMemory(system, warn)).toBe(memory); // repaired once: no more warnings
    expect(warnings).toHaveLength(1);
  });

  test("a map's stored floor: a valid one is read, a bad one is warned about and not used", () => {
    const { warnings, warn } = collect();
    const system: SaveHolder = { _randomDungeons: { ...FRESH, floors: { "2": 3, "4": -1 } } };
    expect(storedFloor(system, 2, warn)).toBe(3);
    expect(storedFloor(system, 3, warn)).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(storedFloor(system, 4, warn)).toBeUndefined();
    expect(warnings).toEqual(["the saved floor -1 of this map is not a whole number from 1 to 99999999; using the run's floor"]);
  });
});

describe("seeds", () => {
  test.each([0, 1, 42, MAX_SEED])("%d is kept", (seed) => {
    const { warnings, warn } = collect();
    expect(storedSeed({ _randomDungeons: { seeds: { "2": seed } } }, 2, warn)).toBe(seed);
    expect(warnings).toEqual([]);
  });

  test.each([
    ["7", '"7"'],
    [-1, "-1"],
    [1.5, "1.5"],
    [Number.NaN, "NaN"],
    [Infinity, "Infinity"],
    [MAX_SEED + 1, "4294967296"],
    [1e300, "1e+300"],
    [null, "null"],
    [{}, "{}"],
  ])("%p is rejected with a warning naming it", (seed, shown) => {
    const { warnings, warn } = collect();
    expect(storedSeed({ _randomDungeons: { seeds: { "2": seed } } }, 2, warn)).toBeUndefined();
    expect(warnings).toEqual([`the saved seed ${shown} is not a whole number from 0 to 4294967295; a new dungeon is made`]);
  });

  test("isValidSeed: whole numbers 0…2³²−1 only", () => {
    expect([0, MAX_SEED].map(isValidSeed)).toEqual([true, true]);
    expect([-1, MAX_SEED + 1, 0.5, "1", undefined].map(isValidSeed)).toEqual([false, false, false, false, false]);
  });

  test("stored as 32-bit unsigned; drawn seeds cover the whole range", () => {
    const system: SaveHolder = {};
    storeSeed(system, 1, -1);
    expect(storedSeed(system, 1)).toBe(MAX_SEED);
    const random = jest.spyOn(Math, "random");
    try {
      random.mockReturnValue(0);
      expect(drawSeed()).toBe(0);
      random.mockReturnValue(0.9999999999);
      expect(drawSeed()).toBe(MAX_SEED);
      random.mockReturnValue(0.5);
      expect(drawSeed()).toBe(2 ** 31);
    } finally {
      random.mockRestore();
    }
  });
});

describe("corrupt saved data in a game", () => {
  const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
  const files = new Map([1, 2].map((id) => [id, readFileSync(join(SAMPLE_DATA, `Map00${id}.json`), "utf8")] as const));

  function enterCave() {
    const engine = new EngineDouble(files);
    const warnings: string[] = [];
    const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
    installHooks(engine as unknown as Engine, parsePluginParameters({}, log.warn), log);
    engine.newGame(1, 8, 6);
    engine.transfer(2, 0, 0);
    return { engine, warnings };
  }

  const onFloor = (engine: EngineDouble, x: number, y: number) => autotileKind(engine.tileId(x, y, 0)) === 16;

  test.each([
    ["_randomDungeons = 5", (system: SaveHolder) => (system._randomDungeons = 5)],
    ["{seeds: null}", (system: SaveHolder) => (system._randomDungeons = { seeds: null })],
    ['seed "7"', (system: SaveHolder) => (system._randomDungeons = { seeds: { "2": "7" } })],
    ["seed −1", (system: SaveHolder) => (system._randomDungeons = { seeds: { "2": -1 } })],
    ["seed 1.5", (system: SaveHolder) => (system._randomDungeons = { seeds: { "2": 1.5 } })],
    ["seed NaN", (system: SaveHolder) => (system._randomDungeons = { seeds: { "2": Number.NaN } })],
    ["a huge seed", (system: SaveHolder) => (system._randomDungeons = { seeds: { "2": 2 ** 53 } })],
  ])("%s, loaded while standing in a dungeon: a warning, a new dungeon stored, player and events on its floor", (_, corrupt) => {
    const { engine, warnings } = enterCave();
    const save = JSON.parse(engine.save());
    corrupt(save.system);
    engine.load(JSON.stringify(save));
    expect(warnings).toEqual([expect.stringMatching(/^RandomDungeons: Map 2: the saved (dungeon memory|seeds|seed) .* a new dungeon/)]);
    const seed = (engine.$gameSystem._randomDungeons as { seeds: Record<string, unknown> }).seeds["2"];
    expect(isValidSeed(seed)).toBe(true);
    expect(onFloor(engine, engine.$gamePlayer.x, engine.$gamePlayer.y)).toBe(true);
    for (const event of engine.$gameMap.events()) expect(onFloor(engine, event.x, event.y)).toBe(true);
    const layout = [...engine.$dataMap!.data];
    engine.returnFromMenu(); // repaired: from now on the same dungeon comes back
    expect(engine.$dataMap!.data).toEqual(layout);
    expect(warnings).toHaveLength(1);
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Edges of the saved memory: the bounds of a saved floor, a saved new-dungeon request kept or
// rejected, memories of an older version whose fields happen to be valid, repairs with no place
// to warn.
describe("the saved memory at its edges", () => {
  function collect() {
    const warnings: string[] = [];
    return { warnings, warn: (message: string) => warnings.push(message) };
  }

  describe("floors", () => {
    test("whole numbers from 1 to MAX_FLOOR are valid, the one past it is not", () => {
      expect([1, 2, MAX_FLOOR].map(isValidFloor)).toEqual([true, true, true]);
      expect([0, MAX_FLOOR + 1, 1.5, "2", null].map(isValidFloor)).toEqual([false, false, false, false, false]);
    });

    test("the run's floor counter at the largest floor is kept; one past it is replaced by 1", () => {
      const { warnings, warn } = collect();
      expect(dungeonMemory({ _randomDungeons: { ...FRESH, floor: MAX_FLOOR } }, warn).floor).toBe(MAX_FLOOR);
      expect(warnings).toEqual([]);
      expect(dungeonMemory({ _randomDungeons: { ...FRESH, floor: MAX_FLOOR + 1 } }, warn).floor).toBe(1);
      expect(warnings).toEqual([`the saved floor number ($gameSystem._randomDungeons.floor = ${MAX_FLOOR + 1}) is not valid; using 1`]);
    });

    test("a map's stored floor at the largest floor is read; one past it is not", () => {
      const { warnings, warn } = collect();
      const system: SaveHolder = { _randomDungeons: { ...FRESH, floors: { "2": MAX_FLOOR, "3": MAX_FLOOR + 1 } } };
      expect(storedFloor(system, 2, warn)).toBe(MAX_FLOOR);
      expect(warnings).toEqual([]);
      expect(storedFloor(system, 3, warn)).toBeUndefined();
      expect(warnings).toHaveLength(1);
    });
  });

  describe("a saved new-dungeon request", () => {
    test.each([
      { mapId: 3, floor: 2, reroll: false },
      { mapId: 1, floor: 1, reroll: true },
      { mapId: 999, floor: MAX_FLOOR, reroll: false },
    ])("a usable one (%j) is kept as it is, without a warning", (request) => {
      const { warnings, warn } = collect();
      const memory = dungeonMemory({ _randomDungeons: { ...FRESH, renew: { ...request } } }, warn);
      expect(memory.renew).toEqual(request);
      expect(warnings).toEqual([]);
    });

    test("one with a map id that is not a whole number above 0, an unusable floor or a reroll that is not true/false is dropped with a warning", () => {
      const bad = [
        { mapId: 2.5, floor: 2, reroll: false },
        { mapId: -3, floor: 2, reroll: false },
        { mapId: "3", floor: 2, reroll: false },
        { mapId: 3, floor: 0, reroll: false },
        { mapId: 3, floor: 1.5, reroll: true },
        { mapId: 3, floor: 2, reroll: "yes" },
        { mapId: 3, floor: 2, reroll: 1 },
        [3, 2, false],
      ];
      for (const request of bad) {
        const { warnings, warn } = collect();
        const memory = dungeonMemory({ _randomDungeons: { ...FRESH, renew: request } }, warn);
        expect(memory.renew).toBeNull();
        expect(warnings).toEqual([expect.stringMatching(/^the saved new-dungeon request \(\$gameSystem\._randomDungeons\.renew = .+\) is not valid; using null$/)]);
      }
    });
  });

  describe("versions", () => {
    test("a memory marked as an older version is brought to the current one even when its fields are all usable", () => {
      for (const version of [1, 0, undefined, "2"]) {
        const { warnings, warn } = collect();
        const memory = dungeonMemory({ _randomDungeons: { ...FRESH, seeds: { "2": 7 }, floor: 5, version } }, warn);
        expect(memory).toEqual({ ...FRESH, seeds: { "2": 7 }, floor: 5 });
        expect(warnings).toEqual([]);
      }
    });

    test("a current-version memory whose seeds are not a table is still repaired", () => {
      const { warnings, warn } = collect();
      const system: SaveHolder = { _randomDungeons: { ...FRESH, seeds: null, floor: 3 } };
      expect(dungeonMemory(system, warn)).toEqual({ ...FRESH, floor: 3 });
      expect(warnings).toEqual([expect.stringMatching(/^the saved seeds .* are not a table of seeds/)]);
    });

    test("a memory created for a save from before the plugin is made silently", () => {
      const { warnings, warn } = collect();
      const system: SaveHolder = {};
      expect(dungeonMemory(system, warn)).toEqual(FRESH);
      expect(warnings).toEqual([]);
    });
  });

  describe("without a place to warn", () => {
    test("every unusable field is still replaced, nothing is thrown", () => {
      const system: SaveHolder = { _randomDungeons: { ...FRESH, floor: -4, runSeed: 1.5, rerolls: "x", floors: 3, nextSeeds: null, renew: 7 } };
      expect(dungeonMemory(system)).toEqual(FRESH);
    });

    test("a map's unusable stored floor is not used, nothing is thrown", () => {
      const system: SaveHolder = { _randomDungeons: { ...FRESH, floors: { "2": 0 } } };
      expect(storedFloor(system, 2)).toBeUndefined();
    });
  });
});
