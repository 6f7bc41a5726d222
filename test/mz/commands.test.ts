/**
 * The runs' plugin commands as the interpreter calls them (PluginManager.callCommand with the
 * Plugin Manager's string arguments): what each one writes, and that every bad argument gives one
 * warning and changes nothing — no memory change, no variable written, no transfer.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { CAVE, HUB, RunEngineDouble, layoutOf, memoryOf, readMap, runMaps, setupRun } from "./run-engine";
import { autotileKind, isAutotile } from "../../src/mz/autotile";
import { COMMAND_NAMES, installRuns, stairsPosition } from "../../src/mz/commands";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";

const NOT_A_DUNGEON = 9; // a copy of the hub the player has not visited yet

function filesWithPlainMap() {
  const files = runMaps();
  files.set(NOT_A_DUNGEON, JSON.stringify(readMap(HUB)));
  return files;
}

/** Everything a command could change: the run memory, the variables, the transfer, the map. */
function state(engine: RunEngineDouble) {
  return JSON.stringify({
    memory: engine.$gameSystem._randomDungeons ?? null,
    variables: engine.$gameVariables._data,
    transferring: engine.$gamePlayer.isTransferring(),
    map: engine.$gameMap.mapId(),
    player: [engine.$gamePlayer.x, engine.$gamePlayer.y],
    layout: layoutOf(engine),
  });
}

describe("bad arguments: one warning, nothing changes", () => {
  const inCave: [string, Record<string, string>, string][] = [
    ["NextFloor", { mapId: "abc" }, 'mapId = "abc" is not a whole number from 0 to 9999'],
    ["NextFloor", { mapId: "-1" }, 'mapId = "-1" is not a whole number from 0 to 9999'],
    ["NextFloor", { mapId: "1.5" }, 'mapId = "1.5" is not a whole number from 0 to 9999'],
    ["NextFloor", { mapId: "99" }, "map 99 does not exist"],
    ["NextFloor", { mapId: String(HUB) }, `map ${HUB} is not a dungeon map (no <Dungeon> in its note)`],
    ["NextFloor", { direction: "5" }, 'direction = "5" is not one of 0, 2, 4, 6, 8'],
    ["NextFloor", { fade: "3" }, 'fade = "3" is not a whole number from 0 to 2'],
    ["Regenerate", { fade: "black" }, 'fade = "black" is not a whole number from 0 to 2'],
    ["SetFloor", { floor: "-1" }, 'floor = "-1" is not a whole number from 1 to 99999999'],
    ["SetFloor", { floor: "0" }, 'floor = "0" is not a whole number from 1 to 99999999'],
    ["SetFloor", { floor: "2", variable: "-2" }, 'variable = "-2" is not a whole number from 0 to 5000'],
    ["SetFloor", { variable: "5" }, "variable #5 holds 0, not a floor from 1 to 99999999"],
    ["SetSeed", { seed: "-1" }, 'seed = "-1" is not a whole number from 0 to 4294967295'],
    ["SetSeed", { seed: "4294967296" }, 'seed = "4294967296" is not a whole number from 0 to 4294967295'],
    ["SetSeed", { seed: "1", mapId: "99" }, "map 99 does not exist"],
    ["SetSeed", { seed: "1", mapId: String(HUB) }, `map ${HUB} is not a dungeon map (no <Dungeon> in its note)`],
    ["SetSeed", { variable: "6" }, 'variable #6 holds "text", not a number'],
    ["GetInfo", {}, "no variable is chosen (every argument is 0)"],
    ["GetInfo", { floorVariable: "0", seedVariable: "x" }, 'seedVariable = "x" is not a whole number from 0 to 5000'],
    ["StartRun", { seed: "abc" }, 'seed = "abc" is not a whole number from 0 to 4294967295'],
    ["StartRun", { seed: "-5" }, 'seed = "-5" is not a whole number from 0 to 4294967295'],
    ["StartRun", { variable: "6" }, 'variable #6 holds "text", not a number'],
  ];

  test.each(inCave)("in a dungeon on floor 2: %s %j → %s", (name, args, reason) => {
    const { engine, warnings } = setupRun({ floorVariable: "4" }, filesWithPlainMap());
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.command("NextFloor");
    engine.$gameVariables.setValue(6, "text" as never);
    const before = state(engine);
    engine.command(name, args);
    expect(warnings).toEqual([`RandomDungeons: plugin command ${name}: ${reason}; nothing changes`]);
    expect(state(engine)).toBe(before);
  });

  test.each([
    ["NextFloor", {}, `map ${HUB} is not a dungeon map (no <Dungeon> in its note)`],
    ["Regenerate", {}, `the current map ${HUB} is not a dungeon map`],
  ])("outside a dungeon: %s %j → %s", (name, args, reason) => {
    const { engine, warnings } = setupRun();
    engine.newGame(HUB, 8, 6);
    const before = state(engine);
    engine.command(name, args);
    expect(warnings).toEqual([`RandomDungeons: plugin command ${name}: ${reason}; nothing changes`]);
    expect(state(engine)).toBe(before);
  });

  test("NextFloor or Regenerate while a transfer is under way, or in a battle", () => {
    const { engine, warnings } = setupRun();
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.$gamePlayer.reserveTransfer(HUB, 1, 1);
    const before = state(engine);
    engine.PluginManager.callCommand({}, "RandomDungeons", "NextFloor", {});
    engine.PluginManager.callCommand({}, "RandomDungeons", "Regenerate", {});
    expect(state(engine)).toBe(before);
    engine.startMapScene(); // the other transfer goes on as reserved
    expect(engine.$gameMap.mapId()).toBe(HUB);
    expect(memoryOf(engine).floor).toBe(1);

    engine.transfer(CAVE, 0, 0);
    const battle = Object.assign(engine, { $gameParty: { inBattle: () => true } });
    const inBattle = state(battle);
    battle.command("NextFloor");
    expect(state(battle)).toBe(inBattle);
    expect(warnings).toEqual([
      "RandomDungeons: plugin command NextFloor: a transfer is already under way; nothing changes",
      "RandomDungeons: plugin command Regenerate: a transfer is already under way; nothing changes",
      "RandomDungeons: plugin command NextFloor: it cannot transfer the player during a battle; nothing changes",
    ]);
  });

  test("NextFloor to a map not yet known to be plain: the transfer happens, the map says so, the floor stays", () => {
    const { engine, warnings } = setupRun({}, filesWithPlainMap());
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.command("NextFloor", { mapId: String(NOT_A_DUNGEON) });
    expect(engine.$gameMap.mapId()).toBe(NOT_A_DUNGEON);
    expect(memoryOf(engine)).toMatchObject({ floor: 1, renew: null });
    expect(warnings).toEqual([`RandomDungeons: Map ${NOT_A_DUNGEON}: NextFloor: map ${NOT_A_DUNGEON} is not a dungeon map (no <Dungeon> in its note); the floor stays 1`]);
    // Now it is known: a second try is refused before any transfer.
    engine.transfer(CAVE, 0, 0);
    engine.command("NextFloor", { mapId: String(NOT_A_DUNGEON) });
    expect(engine.$gameMap.mapId()).toBe(CAVE);
    expect(warnings).toHaveLength(2);
  });

  test("a command's arguments that are not an object (a broken event): the defaults", () => {
    const { engine, warnings } = setupRun();
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.PluginManager.callCommand({}, "RandomDungeons", "NextFloor", null);
    engine.startMapScene();
    expect(memoryOf(engine).floor).toBe(2);
    expect(warnings).toEqual([]);
  });
});

describe("GetInfo", () => {
  test("in a dungeon: floor, seed, rooms, floor tiles, the stairs' tile and the run seed", () => {
    const { engine, warnings, prepared } = setupRun({ seedMode: "run" });
    engine.newGame(HUB, 8, 6);
    engine.command("StartRun", { seed: "2024" });
    engine.transfer(CAVE, 0, 0);
    engine.command("NextFloor");
    engine.command("GetInfo", { floorVariable: "11", seedVariable: "12", roomsVariable: "13", floorTilesVariable: "14", stairsXVariable: "15", stairsYVariable: "16", runSeedVariable: "17" });
    const value = (id: number) => engine.$gameVariables.value(id) as number;
    expect(value(11)).toBe(2);
    expect(value(12)).toBe(memoryOf(engine).seeds[CAVE]);
    const { dungeon } = prepared[prepared.length - 1];
    expect(value(13)).toBe(dungeon.layout.areas.filter((area) => area.kind === "room").length); // cells: rooms and corridors only
    expect(value(13)).toBeGreaterThan(0);
    // Floor tiles counted on the painted map: the ground layer's floor autotile.
    const map = engine.$dataMap!;
    let floorTiles = 0;
    for (let i = 0; i < map.width * map.height; i++) if (isAutotile(map.data[i]) && autotileKind(map.data[i]) === 16) floorTiles++;
    expect(value(14)).toBe(floorTiles);
    const stairs = map.events.find((event) => event?.note === "<Dungeon Role: Stairs>")!;
    expect([value(15), value(16)]).toEqual([stairs.x, stairs.y]);
    expect(autotileKind(engine.tileId(stairs.x, stairs.y, 0))).toBe(16);
    const live = engine.$gameMap.events().find((event) => event.eventId() === stairs.id)!;
    expect([live.x, live.y]).toEqual([stairs.x, stairs.y]);
    expect(value(17)).toBe(2024);
    expect(warnings).toEqual([]);
  });

  test("only the variables asked for are written", () => {
    const { engine } = setupRun();
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.command("GetInfo", { roomsVariable: "3" });
    expect(engine.$gameVariables._data.flatMap((value, id) => (value === undefined ? [] : [id]))).toEqual([3]);
  });

  test("outside a dungeon, or with no stairs event: those numbers are -1", () => {
    const files = runMaps((cave) => (cave.events.find((event) => event?.name === "Exit")!.note = ""));
    const { engine } = setupRun({}, files);
    engine.newGame(HUB, 8, 6);
    const all = { floorVariable: "1", seedVariable: "2", roomsVariable: "3", floorTilesVariable: "4", stairsXVariable: "5", stairsYVariable: "6", runSeedVariable: "7" };
    engine.command("GetInfo", all);
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => engine.$gameVariables.value(id))).toEqual([1, -1, -1, -1, -1, -1, -1]);
    engine.transfer(CAVE, 0, 0);
    engine.command("GetInfo", all);
    const values = [1, 2, 3, 4, 5, 6].map((id) => engine.$gameVariables.value(id) as number);
    expect(values[1]).toBe(memoryOf(engine).seeds[CAVE]);
    expect(values.slice(2, 4).every((count) => count > 0)).toBe(true);
    expect(values.slice(4)).toEqual([-1, -1]);
  });

  test("stairsPosition: the first event by id whose note has the role, any case; none → null", () => {
    expect(stairsPosition({ events: [null, { note: "x", x: 1, y: 1 }, { note: "<dungeon role: STAIRS >", x: 4, y: 5 }, { note: "<Dungeon Role: Stairs>", x: 7, y: 7 }] })).toEqual({ x: 4, y: 5 });
    expect(stairsPosition({ events: [null, { note: "<Dungeon Role: Boss>", x: 1, y: 1 }] })).toBeNull();
    expect(stairsPosition({ events: "x" })).toBeNull();
    expect(stairsPosition(null)).toBeNull();
  });
});

describe("StartRun and SetFloor", () => {
  test("StartRun: floor 1 and the given run seed; the current dungeon stays, the next one is floor 2", () => {
    const { engine, warnings } = setupRun({ floorVariable: "4" });
    engine.newGame(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    engine.command("NextFloor");
    engine.command("NextFloor");
    const layout = layoutOf(engine);
    engine.command("StartRun", { seed: "555" });
    expect([memoryOf(engine).floor, memoryOf(engine).runSeed, engine.$gameVariables.value(4)]).toEqual([1, 555, 1]);
    expect(layoutOf(engine)).toBe(layout);
    engine.returnFromMenu();
    expect(layoutOf(engine)).toBe(layout);
    engine.command("NextFloor");
    expect(memoryOf(engine).floor).toBe(2);
    expect(warnings).toEqual([]);
  });

  test("StartRun: a blank seed draws a new run seed; a variable gives it", () => {
    const { engine } = setupRun();
    engine.newGame(HUB, 8, 6);
    engine.command("StartRun", { seed: "" });
    const drawn = memoryOf(engine).runSeed as number;
    expect(Number.isInteger(drawn) && drawn >= 0 && drawn <= 0xffffffff).toBe(true);
    engine.$gameVariables.setValue(9, 123456);
    engine.command("StartRun", { seed: "", variable: "9" });
    expect(memoryOf(engine).runSeed).toBe(123456);
  });

  test("SetFloor: a number or a variable's value; mirrored into the Floor Variable; used by the next new dungeon", () => {
    const { engine, prepared } = setupRun({ floorVariable: "4" });
    engine.newGame(HUB, 8, 6);
    engine.command("SetFloor", { floor: "7" });
    expect([memoryOf(engine).floor, engine.$gameVariables.value(4)]).toEqual([7, 7]);
    engine.$gameVariables.setValue(8, 12);
    engine.command("SetFloor", { floor: "1", variable: "8" });
    expect([memoryOf(engine).floor, engine.$gameVariables.value(4)]).toEqual([12, 12]);
    engine.transfer(CAVE, 0, 0);
    expect(prepared[prepared.length - 1].settings.floor).toBe(12);
    expect(engine.displayName()).toBe("Shifting Cave B12F");
  });
});

describe("installing", () => {
  test("registers the six commands under the plugin's name", () => {
    const { engine } = setupRun();
    expect(Object.keys(engine.PluginManager._commands).sort()).toEqual(COMMAND_NAMES.map((name) => `RandomDungeons:${name}`).sort());
  });

  test("an engine without registerCommand or Game_Map (a bare VM): nothing registered, nothing thrown; commands still callable", () => {
    const engine = new RunEngineDouble(runMaps());
    const warnings: string[] = [];
    const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
    const bare = { ...engine, PluginManager: { parameters: () => ({}) }, Game_Map: undefined } as never;
    const commands = installRuns(bare, parsePluginParameters({}, log.warn), log, { onPrepared() {} });
    expect(Object.keys(commands).sort()).toEqual([...COMMAND_NAMES].sort());
    expect(warnings).toEqual([]);
  });

  test("the header part: every command and argument in English and Japanese, and the arguments the commands read", () => {
    const commands = JSON.parse(readFileSync(join(__dirname, "..", "..", "src", "header", "parts", "runs.commands.json"), "utf8")) as {
      name: string;
      en: { text: string; desc: string };
      ja: { text: string; desc: string };
      args: { name: string; type: string; en: { text: string; desc: string }; ja: { text: string; desc: string }; options?: { en: string; ja: string }[] }[];
    }[];
    expect(commands.map((command) => command.name)).toEqual([...COMMAND_NAMES]);
    for (const command of commands) {
      for (const texts of [command.en, command.ja, ...command.args.flatMap((arg) => [arg.en, arg.ja])]) {
        expect(texts.text.trim()).not.toBe("");
        expect(texts.desc.trim().length).toBeGreaterThan(5);
      }
      expect(command.ja.desc).not.toBe(command.en.desc);
      for (const option of command.args.flatMap((arg) => arg.options ?? [])) expect([option.en.length > 0, option.ja.length > 0]).toEqual([true, true]);
    }
    const args = Object.fromEntries(commands.map((command) => [command.name, command.args.map((arg) => arg.name)]));
    expect(args).toEqual({
      NextFloor: ["mapId", "direction", "fade"],
      Regenerate: ["fade"],
      SetFloor: ["floor", "variable"],
      SetSeed: ["seed", "variable", "mapId"],
      GetInfo: ["floorVariable", "seedVariable", "roomsVariable", "floorTilesVariable", "stairsXVariable", "stairsYVariable", "runSeedVariable"],
      StartRun: ["seed", "variable"],
    });
  });
});
