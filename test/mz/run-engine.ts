/**
 * The engine double (engine-double.ts, unchanged) with what runs need on top, written from the
 * engine's documented behaviour: $gameVariables (saved with the game), $dataMapInfos,
 * PluginManager.registerCommand / callCommand (the interpreter's Plugin Command), a map's
 * display name through Game_Map.prototype.displayName, and the scene change a transfer waits for.
 */
import type { Engine, PreparedDungeon } from "../../src/mz/engine";
import type { DungeonSettings } from "../../src/mz/settings";
import { readFileSync } from "fs";
import { join } from "path";
import { EngineDouble, MapJson } from "./engine-double";
import { installHooks } from "../../src/mz/hooks";
import { createConsoleLogger } from "../../src/mz/log";
import { parsePluginParameters } from "../../src/mz/settings";
import { CommandArgs, RunHost, installRuns } from "../../src/mz/commands";

/** Game_Variables: values by id, 0 when never set; setValue floors numbers and ignores ids outside the database. */
export class Game_Variables {
  _data: unknown[] = [];
  constructor(private readonly size = 100) {}
  value(variableId: number): unknown {
    return this._data[variableId] ?? 0;
  }
  setValue(variableId: number, value: unknown): void {
    if (variableId > 0 && variableId < this.size) this._data[variableId] = typeof value === "number" ? Math.floor(value) : value;
  }
}

/** Game_Interpreter as a plugin command sees it: it can be told to wait for the transfer. */
export class Interpreter {
  _waitMode = "";
  setWaitMode(mode: string): void {
    this._waitMode = mode;
  }
}

type CommandFunction = (this: unknown, args: unknown) => void;

export class RunEngineDouble extends EngineDouble {
  $gameVariables = new Game_Variables();
  $dataMapInfos: ({ id: number; name: string } | null)[];
  /** The engine's PluginManager: parameters by plugin name, commands by "plugin:command". */
  readonly PluginManager = {
    _commands: {} as Record<string, CommandFunction>,
    parameters: (_name: string): Record<string, string> => ({}),
    registerCommand(pluginName: string, commandName: string, func: CommandFunction): void {
      this._commands[`${pluginName}:${commandName}`] = func;
    },
    callCommand(self: unknown, pluginName: string, commandName: string, args: unknown): void {
      const func = this._commands[`${pluginName}:${commandName}`];
      if (typeof func === "function") func.bind(self)(args);
    },
  };
  /** Game_Map.prototype as far as the plugin aliases it: displayName reads $dataMap.displayName. */
  readonly Game_Map: { prototype: { displayName: (this: unknown) => unknown } };

  constructor(mapFiles: Map<number, string>) {
    super(mapFiles);
    this.$dataMapInfos = [null];
    for (const id of mapFiles.keys()) this.$dataMapInfos[id] = { id, name: `Map ${id}` };
    const engine = this;
    this.Game_Map = {
      prototype: {
        displayName() {
          return engine.$dataMap ? (engine.$dataMap as MapJson & { displayName?: string }).displayName ?? "" : "";
        },
      },
    };
  }

  /** $gameMap.displayName(): the (aliased) prototype method called on the game map. */
  displayName(): unknown {
    return this.Game_Map.prototype.displayName.call(this.$gameMap);
  }

  newGame(startMapId: number, x: number, y: number): void {
    this.$gameVariables = new Game_Variables();
    super.newGame(startMapId, x, y);
  }

  /** The save also holds $gameVariables, as DataManager.makeSaveContents does. */
  save(): string {
    return JSON.stringify({ base: super.save(), variables: this.$gameVariables._data });
  }

  load(saveText: string): void {
    const { base, variables } = JSON.parse(saveText) as { base: string; variables: unknown[] };
    this.$gameVariables = new Game_Variables();
    this.$gameVariables._data = variables.map((value) => (value === null ? undefined : value));
    super.load(base);
  }

  /**
   * An event's Plugin Command: the interpreter calls the command; when the command reserved a
   * transfer and told the interpreter to wait for it, Scene_Map performs it (a new map scene).
   */
  command(name: string, args: CommandArgs = {}): Interpreter {
    const interpreter = new Interpreter();
    this.PluginManager.callCommand(interpreter, "RandomDungeons", name, args);
    if (this.$gamePlayer.isTransferring()) this.startMapScene();
    return interpreter;
  }
}

export const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
export const HUB = 1;
export const CAVE = 2; // 68×64 <Dungeon>, 5 events
export const ONE_ROOM = 3; // 41×37 <Dungeon> with template tiles

export function readMap(id: number): MapJson {
  return JSON.parse(readFileSync(join(SAMPLE_DATA, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
}

/**
 * The sample hub and two dungeon maps; the cave's display name shows the floor and its exit is
 * the stairs. `edit` changes the cave before it is written.
 */
export function runMaps(edit: (cave: MapJson) => void = () => {}): Map<number, string> {
  const cave = readMap(CAVE);
  cave.displayName = "Shifting Cave B{floor}F";
  const exit = cave.events.find((event) => event?.name === "Exit")!;
  exit.note = "<Dungeon Role: Stairs>";
  edit(cave);
  return new Map([
    [HUB, JSON.stringify(readMap(HUB))],
    [CAVE, JSON.stringify(cave)],
    [ONE_ROOM, JSON.stringify(readMap(ONE_ROOM))],
  ]);
}

/** The plugin installed as plugin.ts does: hooks, then runs; every warning and prepared dungeon collected. */
export function setupRun(rawParameters: Record<string, string> = {}, files = runMaps()) {
  const engine = new RunEngineDouble(files);
  const warnings: string[] = [];
  const prepared: PreparedDungeon<DungeonSettings>[] = [];
  const log = createConsoleLogger({ warn: (message: string) => warnings.push(message) });
  const parameters = parsePluginParameters(rawParameters, log.warn);
  const hooks = installHooks(engine as unknown as Engine, parameters, log);
  hooks.onPrepared((dungeon) => prepared.push(dungeon));
  const commands = installRuns(engine as unknown as RunHost, parameters, log, hooks);
  return { engine, warnings, prepared, commands };
}

/** The run memory as saved. */
export function memoryOf(engine: EngineDouble): Record<string, unknown> & { floor: number; seeds: Record<string, number>; floors: Record<string, number> } {
  return engine.$gameSystem._randomDungeons as never;
}

/** The layers the tilemap draws, as one string: equal strings = the same dungeon. */
export function layoutOf(engine: EngineDouble): string {
  return JSON.stringify(engine.tilemapData);
}
