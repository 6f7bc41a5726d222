/**
 * Runs against the engine double: floors through NextFloor, seed modes, SetSeed, Regenerate, the
 * Floor Variable, {floor} in the display name, per-floor note steps, and every persistence
 * guarantee (menu, battle, save/load, project update) on every floor; old saves upgraded.
 */
import type { PreparedDungeon, SaveHolder } from "../../src/mz/engine";
import type { DungeonSettings } from "../../src/mz/settings";
import fc from "fast-check";
import { EngineDouble } from "./engine-double";
import { CAVE, HUB, ONE_ROOM, RunEngineDouble, layoutOf, memoryOf, readMap, runMaps, setupRun, Game_Variables } from "./run-engine";
import { isFloorAt } from "../../src/mz/hooks";
import {
  floorValue,
  runFloorSeed,
  splitFloorStep,
  stepAt,
  dungeonSeed,
  enterFloor,
  knownDungeon,
  nonDungeonLoaded,
  renewRequested,
  runFloor,
  seedFromValue,
  setRunFloor,
} from "../../src/mz/run";
import { MEMORY_VERSION, dungeonMemory, storeSeed, storedSeed } from "../../src/mz/persistence";
import { TileKind } from "../../src/core";

/** Player and every live event on the floor of the dungeon last made, and each live event where the new $dataMap put it (setup ran). */
function expectPlacedOnFloor(engine: EngineDouble, prepared: readonly PreparedDungeon<DungeonSettings>[]) {
  const dungeon = prepared[prepared.length - 1].dungeon;
  const player = engine.$gamePlayer;
  expect(isFloorAt(dungeon, player.x, player.y)).toBe(true);
  expect(engine.$gameMap.events().length).toBeGreaterThan(0);
  for (const event of engine.$gameMap.events()) {
    expect(isFloorAt(dungeon, event.x, event.y)).toBe(true);
    const data = engine.$dataMap!.events[event.eventId()]!;
    expect([event.x, event.y]).toEqual([data.x, data.y]);
  }
}

function positions(engine: EngineDouble) {
  return [engine.$gamePlayer.x, engine.$gamePlayer.y, ...engine.$gameMap.events().flatMap((event) => [event.eventId(), event.x, event.y])];
}

function enterCave(engine: RunEngineDouble) {
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0);
}

describe("floors through NextFloor", () => {
  test("NextFloor 5 times on the same map: 5 new dungeons, floor 6, player at each arrival, events rebuilt on floor", () => {
    const { engine, warnings, prepared } = setupRun();
    enterCave(engine);
    expect(memoryOf(engine).floor).toBe(1);
    const layouts = new Set([layoutOf(engine)]);
    const seeds = new Set([memoryOf(engine).seeds[CAVE]]);
    for (let step = 2; step <= 6; step++) {
      const interpreter = engine.command("NextFloor", { mapId: "0", direction: "0", fade: "0" });
      expect(interpreter._waitMode).toBe("transfer"); // the event waits for the transfer, as after Transfer Player
      expect(engine.$gameMap.mapId()).toBe(CAVE);
      expect(memoryOf(engine).floor).toBe(step);
      expect(memoryOf(engine).floors[CAVE]).toBe(step);
      expect(memoryOf(engine).renew).toBeNull();
      const last = prepared[prepared.length - 1];
      expect([last.reason, last.settings.floor]).toEqual(["entry", step]);
      const arrival = last.dungeon.arrival;
      expect([engine.$gamePlayer.x, engine.$gamePlayer.y]).toEqual([arrival % last.dungeon.width, Math.floor(arrival / last.dungeon.width)]);
      expectPlacedOnFloor(engine, prepared);
      layouts.add(layoutOf(engine));
      seeds.add(memoryOf(engine).seeds[CAVE]);
    }
    expect(layouts.size).toBe(6);
    expect(seeds.size).toBe(6);
    expect(warnings).toEqual([]);
  });

  test("NextFloor to another dungeon map: floor + 1 there, with the command's facing", () => {
    const { engine, warnings, prepared } = setupRun();
    enterCave(engine);
    engine.command("NextFloor", { mapId: String(ONE_ROOM), direction: "4", fade: "2" });
    expect(engine.$gameMap.mapId()).toBe(ONE_ROOM);
    expect(engine.$gamePlayer.direction()).toBe(4);
    expect(memoryOf(engine).floor).toBe(2);
    expect(memoryOf(engine).floors).toEqual({ [CAVE]: 1, [ONE_ROOM]: 2 });
    expectPlacedOnFloor(engine, prepared);
    expect(warnings).toEqual([]);
  });

  test("a plain Transfer Player to the same map keeps the dungeon on any floor", () => {
    const { engine } = setupRun();
    enterCave(engine);
    engine.command("NextFloor");
    engine.command("NextFloor");
    const layout = layoutOf(engine);
    engine.transfer(CAVE, 10, 10);
    expect(layoutOf(engine)).toBe(layout);
    expect(memoryOf(engine).floor).toBe(3);
  });

  test("leaving and entering again from another map: a new dungeon on the same floor", () => {
    const { engine } = setupRun();
    enterCave(engine);
    engine.command("NextFloor");
    const layout = layoutOf(engine);
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    expect(layoutOf(engine)).not.toBe(layout);
    expect(memoryOf(engine).floor).toBe(2);
  });
});

describe("persistence on every floor", () => {
  test("menu, battle, save/load and a project update bring back the same dungeon and floor, floors 1 to 4", () => {
    const { engine, warnings, prepared } = setupRun();
    enterCave(engine);
    for (let floor = 1; floor <= 4; floor++) {
      if (floor > 1) engine.command("NextFloor");
      const layout = layoutOf(engine);
      const spots = positions(engine);
      engine.returnFromMenu();
      engine.returnFromBattle();
      expect([layoutOf(engine), positions(engine)]).toEqual([layout, spots]);
      const save = engine.save();
      engine.load(save);
      expect([layoutOf(engine), positions(engine), memoryOf(engine).floor]).toEqual([layout, spots, floor]);
      engine.updateProject();
      engine.load(save);
      expect([layoutOf(engine), memoryOf(engine).floor, engine.displayName()]).toEqual([layout, floor, `Shifting Cave B${floor}F`]);
      expectPlacedOnFloor(engine, prepared); // the project update rebuilt the events from $dataMap
    }
    expect(warnings).toEqual([]);
  });

  test("save on floor 3, load in a new session: floor 3, the same dungeon, and NextFloor goes on to 4", () => {
    const first = setupRun();
    enterCave(first.engine);
    first.engine.command("NextFloor");
    first.engine.command("NextFloor");
    const layout = layoutOf(first.engine);
    const save = first.engine.save();

    const second = setupRun();
    second.engine.load(save);
    expect(second.engine.$gameMap.mapId()).toBe(CAVE);
    expect([layoutOf(second.engine), memoryOf(second.engine).floor, second.engine.displayName()]).toEqual([layout, 3, "Shifting Cave B3F"]);
    second.engine.command("NextFloor");
    expect(memoryOf(second.engine).floor).toBe(4);
    expect(layoutOf(second.engine)).not.toBe(layout);
    expect([...first.warnings, ...second.warnings]).toEqual([]);
  });

  test("a dungeon keeps the floor it was made on: SetFloor or the game's variable meanwhile change only the next one", () => {
    const roomChance = "<Dungeon>\n<Dungeon Room Chance: 90 -20/floor>";
    const { engine, prepared } = setupRun({ floorVariable: "3" }, runMaps((cave) => (cave.note = roomChance)));
    enterCave(engine);
    engine.command("NextFloor");
    const layout = layoutOf(engine);
    engine.command("SetFloor", { floor: "4" });
    engine.returnFromMenu();
    engine.$gameVariables.setValue(3, 9);
    engine.load(engine.save());
    expect(layoutOf(engine)).toBe(layout);
    expect(prepared.map((dungeon) => [dungeon.reason, dungeon.settings.floor, dungeon.settings.layout.roomChance])).toEqual([
      ["entry", 1, 90],
      ["entry", 2, 70],
      ["return", 2, 70],
      ["return", 2, 70],
    ]);
    engine.command("NextFloor");
    expect(prepared[prepared.length - 1].settings.floor).toBe(10); // the variable's 9, + 1
  });

  test("an old save (seeds only, before runs) standing in a dungeon: same dungeon, upgraded, unknown fields kept", () => {
    const { engine, warnings } = setupRun();
    enterCave(engine);
    const layout = layoutOf(engine);
    const seed = memoryOf(engine).seeds[CAVE];
    const save = JSON.parse(engine.save());
    const base = JSON.parse(save.base);
    base.system._randomDungeons = { seeds: { [CAVE]: seed }, explored: { [CAVE]: "AQID" } };
    save.base = JSON.stringify(base);
    engine.load(JSON.stringify(save));
    expect(layoutOf(engine)).toBe(layout);
    expect(memoryOf(engine)).toMatchObject({ version: MEMORY_VERSION, seeds: { [CAVE]: seed }, floor: 1, floors: { [CAVE]: 1 }, explored: { [CAVE]: "AQID" } });
    expect(engine.displayName()).toBe("Shifting Cave B1F");
    engine.command("NextFloor");
    expect(memoryOf(engine).floor).toBe(2);
    expect(memoryOf(engine).explored).toEqual({ [CAVE]: "AQID" });
    expect(warnings).toEqual([]);
  });
});

describe("seed modes", () => {
  /** A new game that starts run `code` and walks floors 1–3 of the cave. */
  function runFloors(code: string, rawParameters: Record<string, string> = { seedMode: "run" }) {
    const { engine, warnings } = setupRun(rawParameters);
    engine.newGame(HUB, 8, 6);
    engine.command("StartRun", { seed: code });
    engine.transfer(CAVE, 0, 0);
    const floors = [layoutOf(engine)];
    engine.command("NextFloor");
    floors.push(layoutOf(engine));
    engine.command("NextFloor");
    floors.push(layoutOf(engine));
    return { floors, seeds: memoryOf(engine), warnings };
  }

  test("run: the same run seed gives the same floors 1–3 in two new games; another run seed other floors", () => {
    const first = runFloors("1234");
    const again = runFloors("1234");
    const other = runFloors("99");
    expect(again.floors).toEqual(first.floors);
    expect(new Set(first.floors).size).toBe(3);
    first.floors.forEach((layout, i) => expect(other.floors[i]).not.toBe(layout));
    expect(first.seeds.runSeed).toBe(1234);
    expect(first.seeds.seeds[CAVE]).toBe(runFloorSeed(1234, CAVE, 3, 0));
    expect([...first.warnings, ...again.warnings, ...other.warnings]).toEqual([]);
  });

  test("run: entering again on the same floor gives that floor's dungeon; Regenerate gives another, the same in both games", () => {
    const play = () => {
      const { engine } = setupRun({ seedMode: "run" });
      engine.newGame(HUB, 8, 6);
      engine.command("StartRun", { seed: "777" });
      engine.transfer(CAVE, 0, 0);
      const floor1 = layoutOf(engine);
      engine.transfer(HUB, 8, 6);
      engine.transfer(CAVE, 0, 0);
      const reentered = layoutOf(engine);
      engine.command("Regenerate");
      return { floor1, reentered, regenerated: layoutOf(engine), floor: memoryOf(engine).floor };
    };
    const first = play();
    const second = play();
    expect(first.reentered).toBe(first.floor1);
    expect(first.regenerated).not.toBe(first.floor1);
    expect(first.floor).toBe(1);
    expect(second).toEqual(first);
  });

  test("run without StartRun: a run seed is drawn once and kept in the save", () => {
    const { engine } = setupRun({ seedMode: "run" });
    enterCave(engine);
    const runSeed = memoryOf(engine).runSeed as number;
    expect(Number.isInteger(runSeed)).toBe(true);
    engine.command("NextFloor");
    expect(memoryOf(engine).runSeed).toBe(runSeed);
    expect(memoryOf(engine).seeds[CAVE]).toBe(runFloorSeed(runSeed, CAVE, 2, 0));
  });

  test("variable: the seed is the variable's value at entry (negative values wrap); the same value, the same dungeon", () => {
    const play = (value: number) => {
      const { engine, warnings } = setupRun({ seedMode: "variable", seedVariable: "5" });
      engine.newGame(HUB, 8, 6);
      engine.$gameVariables.setValue(5, value);
      engine.transfer(CAVE, 0, 0);
      return { engine, warnings, layout: layoutOf(engine), seed: memoryOf(engine).seeds[CAVE] };
    };
    const a = play(4242);
    const b = play(4242);
    const c = play(-1);
    expect([a.seed, b.seed, c.seed]).toEqual([4242, 4242, 0xffffffff]);
    expect(b.layout).toBe(a.layout);
    expect(c.layout).not.toBe(a.layout);
    a.engine.$gameVariables.setValue(5, 17);
    a.engine.command("NextFloor");
    expect(memoryOf(a.engine).seeds[CAVE]).toBe(17);
    expect([...a.warnings, ...b.warnings, ...c.warnings]).toEqual([]);
  });

  test("variable mode without a Seed Variable, or a variable holding text: one warning, a random seed", () => {
    const none = setupRun({ seedMode: "variable" });
    enterCave(none.engine);
    expect(none.warnings).toEqual([`RandomDungeons: Map ${CAVE}: Seed Mode is "variable" but no Seed Variable is chosen; a random seed is used`]);
    const text = setupRun({ seedMode: "variable", seedVariable: "5" });
    text.engine.newGame(HUB, 8, 6);
    text.engine.$gameVariables.setValue(5, "abc");
    text.engine.transfer(CAVE, 0, 0);
    expect(text.warnings).toEqual([`RandomDungeons: Map ${CAVE}: Seed Variable #5 holds "abc", not a number; a random seed is used`]);
    expectPlacedOnFloor(text.engine, text.prepared);
  });

  test("a map's note can choose its own seed mode: <Dungeon Seed Mode: run>", () => {
    const files = runMaps((cave) => (cave.note = "<Dungeon>\n<Dungeon Seed Mode: run>"));
    const { engine, warnings } = setupRun({}, files);
    engine.newGame(HUB, 8, 6);
    engine.command("StartRun", { seed: "5" });
    engine.transfer(CAVE, 0, 0);
    expect(memoryOf(engine).seeds[CAVE]).toBe(runFloorSeed(5, CAVE, 1, 0));
    expect(warnings).toEqual([]);
  });
});

describe("SetSeed", () => {
  test("for one map: that map's next new dungeon only, once; other maps unaffected", () => {
    const { engine, warnings } = setupRun();
    engine.newGame(HUB, 8, 6);
    engine.command("SetSeed", { seed: "42", mapId: String(CAVE) });
    engine.transfer(ONE_ROOM, 0, 0);
    expect(memoryOf(engine).seeds[ONE_ROOM]).not.toBe(42);
    engine.transfer(CAVE, 0, 0);
    expect(memoryOf(engine).seeds[CAVE]).toBe(42);
    const layout42 = layoutOf(engine);
    engine.returnFromMenu();
    expect(layoutOf(engine)).toBe(layout42);
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    expect(memoryOf(engine).seeds[CAVE]).not.toBe(42);

    // The same seed in another game gives the same dungeon.
    const other = setupRun();
    other.engine.newGame(HUB, 8, 6);
    other.engine.command("SetSeed", { seed: "42", mapId: "0" });
    other.engine.transfer(CAVE, 0, 0);
    expect(layoutOf(other.engine)).toBe(layout42);
    expect([...warnings, ...other.warnings]).toEqual([]);
  });

  test("from a variable, and it wins over the run mode", () => {
    const { engine } = setupRun({ seedMode: "run" });
    engine.newGame(HUB, 8, 6);
    engine.$gameVariables.setValue(7, 31337);
    engine.command("SetSeed", { seed: "0", variable: "7", mapId: "0" });
    engine.transfer(CAVE, 0, 0);
    expect(memoryOf(engine).seeds[CAVE]).toBe(31337);
  });
});

describe("Regenerate", () => {
  test("a new dungeon on the same map and floor: player at the new arrival, events rebuilt on the new floor", () => {
    const { engine, warnings, prepared } = setupRun();
    enterCave(engine);
    engine.command("NextFloor");
    const before = layoutOf(engine);
    engine.command("Regenerate", { fade: "1" });
    expect(layoutOf(engine)).not.toBe(before);
    expect(engine.$gameMap.mapId()).toBe(CAVE);
    expect(memoryOf(engine).floor).toBe(2);
    const last = prepared[prepared.length - 1];
    expect([last.reason, last.settings.floor]).toEqual(["entry", 2]);
    expect(engine.$gamePlayer.x + engine.$gamePlayer.y * last.dungeon.width).toBe(last.dungeon.arrival);
    expectPlacedOnFloor(engine, prepared);
    // And it persists like any other dungeon.
    const layout = layoutOf(engine);
    engine.load(engine.save());
    expect(layoutOf(engine)).toBe(layout);
    expect(warnings).toEqual([]);
  });
});

describe("the Floor Variable", () => {
  test("mirrors the floor; a value the game sets is the next floor; a bad one is warned about and put back", () => {
    const { engine, warnings } = setupRun({ floorVariable: "4" });
    enterCave(engine);
    expect(engine.$gameVariables.value(4)).toBe(1);
    engine.command("NextFloor");
    expect(engine.$gameVariables.value(4)).toBe(2);
    engine.$gameVariables.setValue(4, 10);
    engine.command("NextFloor");
    expect([memoryOf(engine).floor, engine.$gameVariables.value(4), engine.displayName()]).toEqual([11, 11, "Shifting Cave B11F"]);
    expect(warnings).toEqual([]);
    engine.$gameVariables.setValue(4, -3);
    engine.command("NextFloor");
    expect([memoryOf(engine).floor, engine.$gameVariables.value(4)]).toEqual([12, 12]);
    expect(warnings).toEqual(["RandomDungeons: Floor Variable #4 holds -3, not a floor from 1 to 99999999; it is set back to 11"]);
  });

  test("survives save/load with the game's variables", () => {
    const { engine } = setupRun({ floorVariable: "4" });
    enterCave(engine);
    engine.command("NextFloor");
    engine.command("NextFloor");
    engine.load(engine.save());
    expect([memoryOf(engine).floor, engine.$gameVariables.value(4)]).toEqual([3, 3]);
  });
});

describe("{floor} in the display name", () => {
  test("a dungeon map shows its floor; a map that is not a dungeon keeps its name as written", () => {
    const files = runMaps();
    const hub = readMap(HUB);
    hub.displayName = "Hub {floor}";
    files.set(HUB, JSON.stringify(hub));
    const { engine } = setupRun({}, files);
    engine.newGame(HUB, 8, 6);
    expect(engine.displayName()).toBe("Hub {floor}");
    engine.transfer(CAVE, 0, 0);
    expect(engine.displayName()).toBe("Shifting Cave B1F");
    engine.command("NextFloor");
    expect(engine.displayName()).toBe("Shifting Cave B2F");
  });
});

describe("per-floor steps in note tags", () => {
  test("<Dungeon Room Chance: 70 -20/floor>: 70, 50, 30, 10, then clamped at 0 on every deeper floor", () => {
    const files = runMaps((cave) => (cave.note = "<Dungeon>\n<Dungeon Room Chance: 70 -20/floor>\n<Dungeon Room Region: 1+1/2floors>"));
    // A pinned run seed: on floors with few rooms a random seed can leave the spaced event
    // "Wanderer" without room floor, which is a (correct) warning this test is not about.
    const { engine, prepared, warnings } = setupRun({ seedMode: "run" }, files);
    engine.newGame(HUB, 8, 6);
    engine.command("StartRun", { seed: "2026" });
    engine.transfer(CAVE, 0, 0);
    for (let i = 0; i < 5; i++) engine.command("NextFloor");
    expect(prepared.map((dungeon) => dungeon.settings.layout.roomChance)).toEqual([70, 50, 30, 10, 0, 0]);
    expect(prepared.map((dungeon) => dungeon.settings.paint.roomRegion)).toEqual([1, 1, 2, 2, 3, 3]);
    // The region painted on this floor's room floor is the stepped one.
    const { kinds } = prepared[5].dungeon.grid;
    const roomTile = kinds.indexOf(TileKind.Room);
    expect(engine.tileId(roomTile % 68, Math.floor(roomTile / 68), 5)).toBe(3);
    expect(warnings).toEqual([]);
  });
});

describe("floorValue and splitFloorStep (pure; content's event tags use them too)", () => {
  test.each([
    ["5", 1, 5],
    ["5", 9, 5],
    ["70 -5/floor", 1, 70],
    ["70 -5/floor", 2, 65],
    ["70 -5/floor", 11, 20],
    ["2+1/3floors", 1, 2],
    ["2+1/3floors", 3, 2],
    ["2+1/3floors", 4, 3],
    ["2+1/3floors", 10, 5],
    [" 2 + 1 / 3 Floors ", 7, 4],
    ["-3 +2/floor", 3, 1],
    ["70 -5/floor", 0, 70],
  ])("%j on floor %i → %i", (text, floor, value) => {
    expect(floorValue(text, floor)).toBe(value);
  });

  test("clamped to the range given", () => {
    expect(floorValue("70 -5/floor", 100, 0, 100)).toBe(0);
    expect(floorValue("90 +5/floor", 5, 0, 100)).toBe(100);
  });

  test.each(["", "five", "70 -5", "70 -5/0floors", "70 -5/floors x", "-5/floor", "1.5 +1/floor", undefined, 7])("%j is not a value: null", (text) => {
    expect(floorValue(text, 3)).toBeNull();
  });

  test("a step after any text: the rest is left for the caller (a range for Spawn)", () => {
    expect(splitFloorStep("2-5 +1/2 floors")).toEqual({ rest: "2-5", step: 1, every: 2 });
    expect(splitFloorStep("2-5")).toBeNull();
    const step = splitFloorStep("1-3 +1/2floors")!;
    expect([1, 2, 3, 4, 5].map((floor) => stepAt(step, floor))).toEqual([0, 0, 1, 1, 2]);
  });
});

test("the first floor of a new game is 1, even before any dungeon", () => {
  const { engine } = setupRun();
  engine.newGame(HUB, 8, 6);
  expect(memoryOf(engine)).toBeUndefined(); // nothing is written on a map that is not a dungeon
  engine.command("GetInfo", { floorVariable: "2" });
  expect(engine.$gameVariables.value(2)).toBe(1);
});

describe("properties", () => {
  test("floorValue: BASE ±STEP/EVERY floors is BASE + STEP × ⌊(floor − 1) / EVERY⌋, however it is spaced", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom("", " "),
        fc.constantFrom("floor", "floors", "Floors"),
        (base, step, every, floor, space, word) => {
          const text = `${base}${space}${step < 0 ? "-" : "+"}${space}${Math.abs(step)}/${space}${every === 1 && space === "" ? "" : every}${space}${word}`;
          expect(floorValue(text, floor)).toBe(base + step * Math.floor((floor - 1) / every) + 0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("runFloorSeed: floors, maps, regenerations and run seeds each give their own seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 9999 }), (run, mapId, floor) => {
        const seed = runFloorSeed(run, mapId, floor, 0);
        expect(runFloorSeed(run, mapId, floor, 0)).toBe(seed);
        expect(new Set([seed, runFloorSeed(run, mapId, floor + 1, 0), runFloorSeed(run, mapId + 1, floor, 0), runFloorSeed(run, mapId, floor, 1), runFloorSeed((run + 1) >>> 0, mapId, floor, 0)]).size).toBe(5);
      }),
      { numRuns: 2000 },
    );
  });
});

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The run's pieces one at a time: a variable store without its methods, Floor Variable 0 (none),
// rerolls reset only by a floor change, which saved requests wait for a map, the seed of each
// load, and per-floor steps in note values.
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

describe("per-floor steps in note values", () => {
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

describe("the run with parts of the engine missing or unusual", () => {
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
