/**
 * The runs' plugin commands as the interpreter calls them (PluginManager.callCommand with the
 * Plugin Manager's string arguments): what each one writes, and that every bad argument gives one
 * warning and changes nothing — no memory change, no variable written, no transfer.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { CAVE, HUB, RunEngineDouble, layoutOf, memoryOf, readMap, runMaps, setupRun } from "./run-engine";
import { autotileKind, isAutotile } from "../../src/mz/autotile";
import { COMMAND_NAMES, installRuns, stairsPosition, CommandEngine, RunHost } from "../../src/mz/commands";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters, DEFAULT_VALUES, ParameterValues } from "../../src/mz/settings";
import type { PreparedDungeon, PreparedListener, SaveHolder } from "../../src/mz/engine";
import { MAX_FLOOR, dungeonMemory } from "../../src/mz/persistence";
import { TileKind, createGrid } from "../../src/core";
import type { Dungeon } from "../../src/core";

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

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The commands on a small hand-made engine (what CommandEngine declares, recording every transfer,
// map reload and variable write): arguments given as numbers, blank or signed; variable stores that
// are missing or broken; the current map judged by its note; the last floor; GetInfo's stored seed
// and its writes; StartRun's blank seed; {floor} in display names; an unforeseen error's warning.
const DUNGEON_NOTE = "<Dungeon>";

interface Recorded {
  reserved: unknown[][];
  reloads: number;
  writes: [number, unknown][];
}

function handEngine(options: { mapId?: number; note?: string; variables?: unknown; system?: SaveHolder | null; party?: unknown } = {}) {
  const recorded: Recorded = { reserved: [], reloads: 0, writes: [] };
  const values = new Map<number, unknown>();
  const variables = {
    value: (id: number) => values.get(id) ?? 0,
    setValue: (id: number, value: unknown) => {
      recorded.writes.push([id, value]);
      values.set(id, value);
    },
  };
  const engine = {
    $gameSystem: options.system === undefined ? ({} as SaveHolder) : options.system,
    $gameVariables: (options.variables === undefined ? variables : options.variables) as CommandEngine["$gameVariables"],
    $gameMap: { mapId: () => options.mapId ?? 3 },
    $gamePlayer: {
      x: 4,
      y: 5,
      isTransferring: () => false,
      reserveTransfer: (...args: unknown[]) => void recorded.reserved.push(args),
      requestMapReload: () => void recorded.reloads++,
    },
    $dataMap: { note: options.note ?? DUNGEON_NOTE, events: [] as unknown[] },
    ...(options.party === undefined ? {} : { $gameParty: options.party }),
  };
  return { engine: engine as CommandEngine & typeof engine, recorded, values };
}

/** The commands as installRuns gives them, after the hooks made the dungeons given (by map id). */
function commandsFor(engine: CommandEngine, parameters: ParameterValues = DEFAULT_VALUES, made: ReadonlyMap<number, Dungeon> = new Map()) {
  const warnings: string[] = [];
  const hooks = { onPrepared: (listener: PreparedListener<unknown>) => made.forEach((dungeon, mapId) => listener({ mapId, dungeon } as PreparedDungeon<unknown>)) };
  const commands = installRuns(engine, parameters, { warn: (message) => warnings.push(message) }, hooks);
  return { commands, warnings };
}

/** A dungeon as GetInfo reads it: its seed, its areas by kind, and a grid with that many floor tiles. */
function madeDungeon(seed: number, areaKinds: string[], kinds: TileKind[]): Dungeon {
  const grid = createGrid(kinds.length, 1);
  grid.kinds.set(kinds);
  return { seed, grid, layout: { areas: areaKinds.map((kind) => ({ kind })) } } as unknown as Dungeon;
}

const savedMemory = (engine: CommandEngine) => dungeonMemory(engine.$gameSystem!);

describe("arguments", () => {
  test("numbers are read like the texts the Plugin Manager sends", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: 7 });
    expect(savedMemory(engine).floor).toBe(7);
    commands.SetSeed({ seed: 12, mapId: 3 });
    expect(savedMemory(engine).nextSeeds).toEqual({ "3": 12 });
    expect(warnings).toEqual([]);
  });

  test("blank arguments take their defaults; signs and spaces around a whole number are fine", () => {
    const { engine, recorded } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({ mapId: "", direction: "", fade: "" });
    expect(recorded.reserved).toEqual([[3, 4, 5, 0, 0]]);
    commands.SetFloor({ floor: "", variable: "" });
    expect(savedMemory(engine).floor).toBe(1);
    commands.SetFloor({ floor: "+5" });
    expect(savedMemory(engine).floor).toBe(5);
    commands.SetFloor({ floor: " 6 " });
    expect(savedMemory(engine).floor).toBe(6);
    expect(warnings).toEqual([]);
  });

  test("a list or an object is no number, even when it prints as one", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: ["7"] });
    commands.SetFloor({ floor: { toString: () => "7" } });
    expect(savedMemory(engine).floor).toBe(1);
    expect(warnings).toEqual([
      'plugin command SetFloor: floor = ["7"] is not a whole number from 1 to 99999999; nothing changes',
      "plugin command SetFloor: floor = {} is not a whole number from 1 to 99999999; nothing changes",
    ]);
  });

  test("a seed of -0 is stored as 0", () => {
    const { engine } = handEngine();
    const { commands } = commandsFor(engine);
    commands.SetSeed({ seed: "-0" });
    expect(Object.is(savedMemory(engine).nextSeeds["0"], 0)).toBe(true);
  });
});

describe("what the engine lacks", () => {
  test("no game running: one warning, nothing else", () => {
    const { engine } = handEngine({ system: null });
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: "2" });
    expect(warnings).toEqual(["plugin command SetFloor: no game is running ($gameSystem is not set up); nothing changes"]);
  });

  test("game variables missing or without value/setValue functions: the commands that read them say so", () => {
    for (const broken of [null, { value: 5, setValue: () => {} }, { value: () => 5 }, { setValue: () => {} }]) {
      const { engine } = handEngine({ variables: broken });
      const { commands, warnings } = commandsFor(engine);
      commands.SetFloor({ variable: "3" });
      commands.SetSeed({ variable: "3" });
      commands.StartRun({ seed: "1", variable: "3" });
      commands.GetInfo({ floorVariable: "3" });
      expect([broken, warnings]).toEqual([
        broken,
        [
          "plugin command SetFloor: variable: the game variables are not set up; nothing changes",
          "plugin command SetSeed: variable: the game variables are not set up; nothing changes",
          "plugin command StartRun: variable: the game variables are not set up; nothing changes",
          "plugin command GetInfo: the game variables are not set up; nothing changes",
        ],
      ]);
      expect(savedMemory(engine)).toMatchObject({ floor: 1, runSeed: null, nextSeeds: {} });
    }
  });

  test("a party without inBattle is not in a battle", () => {
    const { engine, recorded } = handEngine({ party: {} });
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({});
    expect(warnings).toEqual([]);
    expect(recorded.reserved).toHaveLength(1);
  });

  test("an unforeseen error is one warning saying it failed", () => {
    const { engine } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    engine.$gamePlayer.isTransferring = () => {
      throw new Error("broken player");
    };
    commands.Regenerate({});
    engine.$gamePlayer.isTransferring = () => {
      throw "not an error";
    };
    commands.Regenerate({});
    expect(warnings).toEqual([
      "plugin command Regenerate: failed: broken player; nothing changes",
      'plugin command Regenerate: failed: "not an error"; nothing changes',
    ]);
  });
});

describe("NextFloor", () => {
  test("the current map is judged by its note, before any load told the plugin", () => {
    const { engine, recorded } = handEngine({ note: "<Town>" });
    const { commands, warnings } = commandsFor(engine);
    commands.NextFloor({});
    expect(warnings).toEqual(["plugin command NextFloor: map 3 is not a dungeon map (no <Dungeon> in its note); nothing changes"]);
    expect(recorded.reserved).toEqual([]);
  });

  test("the map is reloaded only when the transfer is to the current map", () => {
    const { engine, recorded } = handEngine();
    const { commands } = commandsFor(engine);
    commands.NextFloor({ mapId: "8" });
    expect(recorded).toMatchObject({ reserved: [[8, 4, 5, 0, 0]], reloads: 0 });
    expect(savedMemory(engine).renew).toEqual({ mapId: 8, floor: 2, reroll: false });
    savedMemory(engine).renew = null;
    recorded.reserved.length = 0;
    commands.NextFloor({ mapId: "3", direction: "4", fade: "2" });
    expect(recorded).toMatchObject({ reserved: [[3, 4, 5, 4, 2]], reloads: 1 });
  });

  test("the last floor: one below it still goes on, on it the command refuses", () => {
    const { engine, recorded } = handEngine();
    const { commands, warnings } = commandsFor(engine);
    commands.SetFloor({ floor: String(MAX_FLOOR - 1) });
    commands.NextFloor({});
    expect(savedMemory(engine).renew).toEqual({ mapId: 3, floor: MAX_FLOOR, reroll: false });
    savedMemory(engine).renew = null;
    commands.SetFloor({ floor: String(MAX_FLOOR) });
    commands.NextFloor({});
    expect(warnings).toEqual([`plugin command NextFloor: the floor is already ${MAX_FLOOR}, the last one; nothing changes`]);
    expect(recorded.reserved).toHaveLength(1);
  });
});

describe("GetInfo", () => {
  const made = new Map([[3, madeDungeon(5, ["room", "corridor", "room"], new Array(40).fill(TileKind.Room))]]);

  test("the seed stored for the map wins over the one the dungeon was made with; without one, the dungeon's", () => {
    const { engine, values } = handEngine();
    const { commands } = commandsFor(engine, DEFAULT_VALUES, made);
    commands.GetInfo({ seedVariable: "2", roomsVariable: "3", floorTilesVariable: "4" });
    expect([values.get(2), values.get(3), values.get(4)]).toEqual([5, 2, 40]);
    savedMemory(engine).seeds["3"] = 9;
    commands.GetInfo({ seedVariable: "2" });
    expect(values.get(2)).toBe(9);
  });

  test("writes only the variables chosen: none to variable 0", () => {
    const { engine, recorded } = handEngine();
    const { commands } = commandsFor(engine, DEFAULT_VALUES, made);
    commands.GetInfo({ roomsVariable: "6" });
    expect(recorded.writes).toEqual([[6, 2]]);
  });
});

describe("StartRun", () => {
  test("a blank or spaces-only seed draws one; a given one is taken", () => {
    const random = jest.spyOn(Math, "random").mockReturnValue(0.5);
    try {
      for (const seed of ["", "   ", undefined]) {
        const { engine } = handEngine();
        const { commands, warnings } = commandsFor(engine);
        commands.StartRun(seed === undefined ? {} : { seed });
        expect([seed, savedMemory(engine).runSeed, warnings]).toEqual([seed, 2147483648, []]);
      }
    } finally {
      random.mockRestore();
    }
    const { engine } = handEngine();
    commandsFor(engine).commands.StartRun({ seed: 77 });
    expect(savedMemory(engine).runSeed).toBe(77);
  });
});

describe("GetInfo's rooms and floor tiles, and the stairs", () => {
  test("rooms are the areas that are not passages (corridors, tunnels, crossroads); floor tiles are room and corridor", () => {
    const kinds = [TileKind.Room, TileKind.Corridor, TileKind.Wall, TileKind.Void, TileKind.Room, TileKind.Room];
    const dungeon = madeDungeon(42, ["room", "corridor", "tunnel", "crossroads", "cave", "hall", "vault"], kinds);
    const { engine, values } = handEngine();
    commandsFor(engine, DEFAULT_VALUES, new Map([[3, dungeon]])).commands.GetInfo({ seedVariable: "2", roomsVariable: "3", floorTilesVariable: "4" });
    expect([values.get(2), values.get(3), values.get(4)]).toEqual([42, 4, 4]);
  });

  test("the role tag is found among other tags of the event's note", () => {
    expect(stairsPosition({ events: [null, { note: "<Other: x>\n<Dungeon Role: Stairs>", x: 2, y: 3 }] })).toEqual({ x: 2, y: 3 });
    expect(stairsPosition({ events: [{ note: "<Other: stairs>", x: 2, y: 3 }] })).toBeNull();
  });
});

describe("{floor} in the display name", () => {
  /** The display name a Game_Map of map 3 shows for a map named `name`, with the commands installed. */
  function shown(made: ReturnType<typeof handEngine>, name: unknown, parameters: ParameterValues = DEFAULT_VALUES, warnings: string[] = []) {
    const prototype = { displayName: () => name };
    const host = Object.assign(made.engine, { Game_Map: { prototype } }) as unknown as RunHost;
    installRuns(host, parameters, { warn: (message) => warnings.push(message) }, { onPrepared() {} });
    return prototype.displayName.call({ mapId: () => 3 } as never);
  }

  test("a name that is not text, or has no {floor}, is returned as it is without reading the floor", () => {
    const made = handEngine();
    made.values.set(4, "junk");
    const warnings: string[] = [];
    const withVariable = { ...DEFAULT_VALUES, floorVariable: 4 };
    expect(shown(made, 5, withVariable, warnings)).toBe(5);
    expect(shown(made, "Cave", withVariable, warnings)).toBe("Cave");
    expect(warnings).toEqual([]);
    expect(shown(made, "Cave B{floor}F", withVariable, warnings)).toBe("Cave B1F");
    expect(warnings).toHaveLength(1);
  });

  test("no game running, or a map that is not a dungeon: unchanged", () => {
    expect(shown(handEngine({ system: null }), "B{floor}F")).toBe("B{floor}F");
    expect(shown(handEngine({ note: "" }), "B{floor}F")).toBe("B{floor}F");
  });

  test("the floor stored for the map comes first; the run's floor when there is none", () => {
    const made = handEngine();
    savedMemory(made.engine).floor = 5;
    expect(shown(made, "B{floor}F")).toBe("B5F");
    savedMemory(made.engine).floors["3"] = 3;
    expect(shown(made, "B{floor}F {floor}")).toBe("B3F 3");
  });
});

describe("installRuns' display name", () => {
  function host(displayName?: (...args: unknown[]) => unknown) {
    const made = handEngine();
    const prototype: { displayName?: (...args: unknown[]) => unknown } = displayName ? { displayName } : {};
    const full = Object.assign(made.engine, { Game_Map: { prototype } }) as unknown as RunHost & typeof made.engine;
    return { ...made, host: full, prototype };
  }

  test("the map asked about is the Game_Map's own when it has mapId, else the current one", () => {
    const { host: full, prototype, engine } = host(() => "B{floor}F");
    const warnings: string[] = [];
    installRuns(full, DEFAULT_VALUES, { warn: (message) => warnings.push(message) }, { onPrepared() {} });
    savedMemory(engine).floors["3"] = 2;
    savedMemory(engine).floors["7"] = 6;
    expect(prototype.displayName!.call({ mapId: () => 7 })).toBe("B6F");
    expect(prototype.displayName!.call({})).toBe("B2F");
    expect(warnings).toEqual([]);
  });

  test("the Floor Variable parameter is read for the floor", () => {
    const { host: full, prototype, values } = host(() => "B{floor}F");
    installRuns(full, { ...DEFAULT_VALUES, floorVariable: 4 }, { warn: () => {} }, { onPrepared() {} });
    values.set(4, 6);
    expect(prototype.displayName!.call({})).toBe("B6F");
  });

  test("an error while reading the floor: one warning, the name as written", () => {
    const { host: full, prototype } = host(() => "B{floor}F");
    const warnings: string[] = [];
    installRuns(full, DEFAULT_VALUES, { warn: (message) => warnings.push(message) }, { onPrepared() {} });
    expect(
      prototype.displayName!.call({
        mapId: () => {
          throw new Error("boom");
        },
      }),
    ).toBe("B{floor}F");
    expect(warnings).toEqual(['{floor} in the map name: "boom"']);
  });

  test("a Game_Map without displayName is left alone", () => {
    const { host: full, prototype } = host();
    installRuns(full, DEFAULT_VALUES, { warn: () => {} }, { onPrepared() {} });
    expect(prototype.displayName).toBeUndefined();
  });
});
