/**
 * The run's floor counter and the Floor Variable, pinned where mutation testing found them loose:
 * a variable store without its methods, Floor Variable 0 (none), rerolls reset only by a floor
 * change, and which saved requests count as waiting for a map.
 */
import { Game_Variables } from "./run-engine";
import { renewRequested, runFloor, setRunFloor } from "../../src/mz/run";
import { SaveHolder, dungeonMemory } from "../../src/mz/persistence";

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
