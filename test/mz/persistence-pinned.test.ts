/**
 * Behaviour of the saved dungeon memory that mutation testing found unpinned: the bounds of a
 * saved floor, a saved new-dungeon request that is kept or rejected, memories of an older version
 * whose fields happen to be valid, and repairs made with no place to warn.
 */
import type { SaveHolder } from "../../src/mz/engine";
import { MAX_FLOOR, MEMORY_VERSION, dungeonMemory, isValidFloor, storedFloor } from "../../src/mz/persistence";

const FRESH = { version: MEMORY_VERSION, seeds: {}, floors: {}, floor: 1, runSeed: null, rerolls: 0, nextSeeds: {}, renew: null };

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
