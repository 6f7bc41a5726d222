/**
 * The run's floor counter and the Floor Variable, pinned where mutation testing found them loose:
 * a variable store without its methods, Floor Variable 0 (none), rerolls reset only by a floor
 * change, and which saved requests count as waiting for a map.
 */
import type { SaveHolder } from "../../src/mz/engine";
import { Game_Variables } from "./run-engine";
import { dungeonSeed, enterFloor, floorValue, knownDungeon, nonDungeonLoaded, renewRequested, runFloor, runFloorSeed, seedFromValue, setRunFloor, splitFloorStep, stepAt } from "../../src/mz/run";
import { dungeonMemory, storeSeed, storedSeed } from "../../src/mz/persistence";

function run(variables: unknown = new Game_Variables()) {
  const warnings: string[] = [];
  const engine = { $gameSystem: {} as SaveHolder, $gameVariables: variables as Game_Variables };
  return { engine, warnings, warn: (message: string) => warnings.push(message) };
}

describe("the Floor Variable", () => {
  test("variable 0 means none: the floor is neither read from nor written to any variable", () => {
    const { engine, warn, warnings } = run();
    engine.$gameVariables.setValue(1, 7);
    expect(runFloor(engine, 0, warn)).toBe(1);
    setRunFloor(engine, 0, 4, warn);
    expect(engine.$gameVariables._data).toEqual([undefined, 7]);
    expect(runFloor(engine, 0, warn)).toBe(4);
    expect(warnings).toEqual([]);
  });

  test("a variable store without value/setValue functions is not used", () => {
    for (const broken of [{}, { value: () => 3 }, { setValue: () => {} }, { value: 5, setValue: () => {} }]) {
      const { engine, warn, warnings } = run(broken);
      expect(runFloor(engine, 2, warn)).toBe(1);
      expect(() => setRunFloor(engine, 2, 3, warn)).not.toThrow();
      expect(runFloor(engine, 2, warn)).toBe(3);
      expect(warnings).toEqual([]);
    }
  });

  test("setting the floor writes it to the Floor Variable; a variable holding the floor already is left alone", () => {
    const { engine, warn } = run();
    setRunFloor(engine, 3, 5, warn);
    expect(engine.$gameVariables.value(3)).toBe(5);
    expect(runFloor(engine, 3, warn)).toBe(5);
  });
});

describe("rerolls", () => {
  test("kept when the floor is set to the floor it is on, reset to 0 when it changes", () => {
    const { engine, warn } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.floor = 2;
    memory.rerolls = 3;
    setRunFloor(engine, 0, 2, warn);
    expect(memory.rerolls).toBe(3);
    setRunFloor(engine, 0, 4, warn);
    expect(memory.rerolls).toBe(0);
  });
});

describe("a waiting new-dungeon request", () => {
  test("is this map's only when its map id is this map's; no memory or no request is none", () => {
    const { engine, warn } = run();
    expect(renewRequested(engine, 2)).toBe(false);
    expect(renewRequested({ $gameSystem: { _randomDungeons: null } }, 2)).toBe(false);
    dungeonMemory(engine.$gameSystem, warn).renew = { mapId: 3, floor: 2, reroll: false };
    expect(renewRequested(engine, 2)).toBe(false);
    expect(renewRequested(engine, 3)).toBe(true);
    expect(renewRequested({ $gameSystem: { _randomDungeons: { renew: 2 } } }, 2)).toBe(false);
  });
});

describe("entering a dungeon map (enterFloor)", () => {
  test("a request aimed at another map is dropped with a warning: the floor stays, the map is known as a dungeon", () => {
    const { engine, warn, warnings } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.floor = 3;
    memory.renew = { mapId: 5, floor: 4, reroll: false };
    expect(enterFloor(engine, 0, 2, "entry", warn)).toBe(3);
    expect(memory.renew).toBeNull();
    expect(memory.floors["2"]).toBe(3);
    expect(warnings).toEqual(["a new floor was asked for map 5, but map 2 was entered; the floor stays 3"]);
    expect(knownDungeon(engine, 2)).toBe(true);
    expect(knownDungeon(engine, 5)).toBeUndefined();
  });

  test("a request for this map sets its floor; a reroll counts one more, a new floor starts at 0", () => {
    const { engine, warn, warnings } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.floor = 3;
    memory.rerolls = 2;
    memory.renew = { mapId: 2, floor: 3, reroll: true };
    expect(enterFloor(engine, 0, 2, "entry", warn)).toBe(3);
    expect(memory.rerolls).toBe(3);
    memory.renew = { mapId: 2, floor: 4, reroll: false };
    expect(enterFloor(engine, 0, 2, "entry", warn)).toBe(4);
    expect(memory.rerolls).toBe(0);
    expect(warnings).toEqual([]);
  });

  test("any other load takes the floor stored for the map; without one, the run's floor (stored then)", () => {
    const { engine, warn } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.floor = 6;
    memory.floors["2"] = 4;
    expect(enterFloor(engine, 0, 2, "return", warn)).toBe(4);
    expect(enterFloor(engine, 0, 3, "within", warn)).toBe(6);
    expect(memory.floors["3"]).toBe(6);
    expect(knownDungeon(engine, 3)).toBe(true);
  });

  test("a map that is not a dungeon is known as such", () => {
    const { engine, warn } = run();
    nonDungeonLoaded(engine, 4, warn);
    expect(knownDungeon(engine, 4)).toBe(false);
  });

  test("a memory without a renew field has no request, for any map", () => {
    expect(renewRequested({ $gameSystem: { _randomDungeons: {} } }, 2)).toBe(false);
    expect(renewRequested({ $gameSystem: { _randomDungeons: { renew: undefined } } }, 2)).toBe(false);
  });
});

describe("a dungeon's seed (dungeonSeed)", () => {
  test("a load other than an entry takes the stored seed and is not recovering; without one it draws, stores and recovers", () => {
    const { engine, warn } = run();
    storeSeed(engine.$gameSystem, 2, 1234, warn);
    expect(dungeonSeed(engine, 2, "return", warn)).toEqual({ seed: 1234, recovering: false });
    const missing = dungeonSeed(engine, 3, "return", warn);
    expect(missing.recovering).toBe(true);
    expect(storedSeed(engine.$gameSystem, 3)).toBe(missing.seed);
    const entered = dungeonSeed(engine, 2, "entry", warn, { seedMode: "variable", seedVariable: 4 });
    expect(entered.recovering).toBe(false);
  });

  test("an entry ignores the stored seed and takes the Seed Mode's", () => {
    const { engine, warn } = run();
    storeSeed(engine.$gameSystem, 2, 1234, warn);
    engine.$gameVariables.setValue(4, 99);
    expect(dungeonSeed(engine, 2, "entry", warn, { seedMode: "variable", seedVariable: 4 })).toEqual({ seed: 99, recovering: false });
    expect(storedSeed(engine.$gameSystem, 2)).toBe(99);
  });

  test("run mode: the seed of the floor stored for the map, else of the run's floor, with the rerolls", () => {
    const { engine, warn } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.runSeed = 77;
    memory.floor = 4;
    memory.rerolls = 1;
    expect(dungeonSeed(engine, 3, "entry", warn, { seedMode: "run" }).seed).toBe(runFloorSeed(77, 3, 4, 1));
    memory.floors["5"] = 2;
    expect(dungeonSeed(engine, 5, "entry", warn, { seedMode: "run" }).seed).toBe(runFloorSeed(77, 5, 2, 1));
  });

  test("a SetSeed seed that is not valid is dropped with a warning; the map's own comes before the any-map one", () => {
    for (const bad of [-1, 1.5, "7", 4294967296]) {
      const { engine, warn, warnings } = run();
      const memory = dungeonMemory(engine.$gameSystem, warn);
      memory.nextSeeds["2"] = bad as number;
      memory.nextSeeds["0"] = 55;
      expect(dungeonSeed(engine, 2, "entry", warn).seed).toBe(55);
      expect(memory.nextSeeds).toEqual({});
      expect(warnings).toEqual([`the seed ${typeof bad === "string" ? `"${bad}"` : bad} set by SetSeed is not a whole number from 0 to 4294967295; it is ignored`]);
    }
    const { engine, warn } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.nextSeeds["2"] = 11;
    memory.nextSeeds["0"] = 55;
    expect(dungeonSeed(engine, 2, "entry", warn).seed).toBe(11);
    expect(memory.nextSeeds).toEqual({ "0": 55 });
  });

  test("seedFromValue: finite numbers wrap to 32 bits (fractions cut), anything else is null", () => {
    expect([5, -1, 2.9, -2.9, 4294967297].map(seedFromValue)).toEqual([5, 4294967295, 2, 4294967294, 1]);
    expect([NaN, Infinity, "5", null, undefined].map(seedFromValue)).toEqual([null, null, null, null, null]);
  });
});

describe("per-floor steps, pinned", () => {
  test("written without spaces, with spaces everywhere, in capitals, with one or more digits", () => {
    expect(splitFloorStep("70-5/floor")).toEqual({ rest: "70", step: -5, every: 1 });
    expect(splitFloorStep("70 - 15 / 12 floors")).toEqual({ rest: "70", step: -15, every: 12 });
    expect(splitFloorStep("70 +5/FLOORS")).toEqual({ rest: "70", step: 5, every: 1 });
    expect(splitFloorStep("70 +5/1floor")).toEqual({ rest: "70", step: 5, every: 1 });
    expect(splitFloorStep("\t70\t+5\t/\t2\tfloors\t")).toEqual({ rest: "70", step: 5, every: 2 });
  });

  test("only a whole note value is a step: text on another line before it, or after it, is not", () => {
    expect(floorValue("x\n70 -5/floor", 2)).toBeNull();
    expect(splitFloorStep("x\n70 -5/floor")).toBeNull();
    expect(splitFloorStep("70 -5/floorx")).toBeNull();
    expect(splitFloorStep("70 *5/floor")).toBeNull();
    expect(splitFloorStep("70 -/floor")).toBeNull();
    expect(splitFloorStep("70 -5 floor")).toBeNull();
  });

  test("stepAt counts floors below 1, fractions and NaN as floor 1, whole steps only, and never gives −0", () => {
    const step = { step: -5, every: 2 };
    expect([1, 2, 3, 4, 5].map((floor) => stepAt(step, floor))).toEqual([0, 0, -5, -5, -10]);
    expect([0, -3, NaN, 3.9].map((floor) => stepAt(step, floor))).toEqual([0, 0, 0, -5]);
    expect(Object.is(stepAt(step, 1), 0)).toBe(true);
    expect(Object.is(stepAt({ step: -5, every: 1 }, 1), 0)).toBe(true);
  });

  test("a value of −0 reads as 0", () => {
    expect(Object.is(floorValue("-0", 1), 0)).toBe(true);
    expect(Object.is(floorValue("-0 -5/floor", 1), 0)).toBe(true);
  });
});

describe("more survivors of run.ts, pinned", () => {
  test("a Floor Variable holding the floor the run is on keeps the rerolls", () => {
    const { engine, warn } = run();
    const memory = dungeonMemory(engine.$gameSystem, warn);
    memory.floor = 2;
    memory.rerolls = 3;
    engine.$gameVariables.setValue(4, 2);
    expect(runFloor(engine, 4, warn)).toBe(2);
    expect(memory.rerolls).toBe(3);
    engine.$gameVariables.setValue(4, 5);
    expect(runFloor(engine, 4, warn)).toBe(5);
    expect(memory.rerolls).toBe(0);
  });

  test("an engine that has loaded no map knows no map's kind", () => {
    expect(knownDungeon({}, 3)).toBeUndefined();
  });

  test("variable seed mode without game variables: a random seed, no throw", () => {
    const warnings: string[] = [];
    const engine = { $gameSystem: {} as SaveHolder };
    const { seed } = dungeonSeed(engine, 2, "entry", (message) => warnings.push(message), { seedMode: "variable", seedVariable: 4 });
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
    expect(warnings).toEqual([]);
  });

  test("splitFloorStep: not a string, or no value before the step, is null; a value on the next line of the tag is read", () => {
    expect([7, undefined, null, { toString: () => "70 -5/floor" }].map(splitFloorStep)).toEqual([null, null, null, null]);
    expect(splitFloorStep("-5/floor")).toBeNull();
    expect(splitFloorStep(" +5/2floors")).toBeNull();
    expect(splitFloorStep("\n70 -5/floor\n")).toEqual({ rest: "70", step: -5, every: 1 });
  });
});
