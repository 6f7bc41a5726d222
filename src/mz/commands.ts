/**
 * The run's plugin commands (NextFloor, Regenerate, SetFloor, SetSeed, GetInfo, StartRun) and
 * `{floor}` in a dungeon map's display name. Texts and arguments: src/header/parts/runs.commands.json.
 *
 * A new dungeon on demand uses the engine's own transfer: the command records the request in
 * $gameSystem._randomDungeons.renew and reserves a transfer (to the same map with a map reload, so
 * Game_Map.setup rebuilds the events from the new $dataMap); when that map loads, the hooks see the
 * request (run.ts renewRequested) and make it an entry — new floor, new seed, events and player
 * placed anew — through the same load path as any other dungeon. The fade is the transfer's.
 *
 * Arguments arrive as the Plugin Manager's strings (or are missing, in events made with an older
 * version of the plugin: then their defaults apply). A bad argument gives one warning naming it,
 * and the command does nothing.
 */
import { Dungeon, isFloor } from "../core";
import type { DungeonHooks, Logger, SaveHolder } from "./engine";
import { PLUGIN_NAME, showValue } from "./log";
import { MAX_FLOOR, MAX_SEED, dungeonMemory, drawSeed, isValidFloor, storedFloor, storedSeed } from "./persistence";
import { GameVariables, RunEngine, knownDungeon, runFloor, seedFromValue, setRunFloor } from "./run";
import { ParameterValues, extractNoteMeta, isDungeonMap, mapNoteMeta, normalizeTagName, pluginSettings } from "./settings";

/** What the commands read and drive of the engine (in the game: `window`). */
export interface CommandEngine extends RunEngine {
  $gameSystem: SaveHolder | null;
  $gameVariables?: GameVariables | null;
  $gameMap: { mapId(): number };
  $gamePlayer: {
    x: number;
    y: number;
    isTransferring(): boolean;
    reserveTransfer(mapId: number, x: number, y: number, d?: number, fadeType?: number): void;
    requestMapReload(): void;
  };
  $dataMap: { note?: unknown; meta?: unknown; events?: unknown } | null;
  /** The editor's map list (index = map id); absent in some test doubles. */
  $dataMapInfos?: unknown;
  $gameParty?: { inBattle?(): boolean } | null;
}

/** The engine's globals the installer extends; each is optional (a bare VM has only PluginManager.parameters). */
export interface RunHost extends CommandEngine {
  PluginManager?: { registerCommand?(pluginName: string, commandName: string, func: (this: unknown, args: unknown) => void): void };
  Game_Map?: { prototype: { displayName?: (...args: unknown[]) => unknown } };
}

/** Game_Interpreter, as a command sees it (`this`): told to wait for a transfer, as Transfer Player does. */
interface Interpreter {
  setWaitMode?(mode: string): void;
}

/** What GetInfo reports of a dungeon, kept per map id from the last dungeon made there. */
interface DungeonInfo {
  seed: number;
  rooms: number;
  readonly floorTiles: number;
}

export type CommandArgs = Readonly<Record<string, unknown>>;
export type RunCommand = (args: CommandArgs, interpreter?: unknown) => void;

export const COMMAND_NAMES = ["NextFloor", "Regenerate", "SetFloor", "SetSeed", "GetInfo", "StartRun"] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** Areas that are passages, not rooms, for GetInfo's room count. */
const PASSAGE_KINDS = new Set(["corridor", "tunnel", "crossroads"]);

function dungeonInfo(dungeon: Pick<Dungeon, "seed" | "grid" | "layout">): DungeonInfo {
  const rooms = dungeon.layout.areas.filter((area) => !PASSAGE_KINDS.has(area.kind)).length;
  const { kinds } = dungeon.grid;
  let floorTiles = -1;
  // Counted when GetInfo first asks, not on every map entry (a whole-map pass, 65,536 tiles at 256×256).
  return {
    seed: dungeon.seed,
    rooms,
    get floorTiles() {
      if (floorTiles < 0) {
        floorTiles = 0;
        for (let tile = 0; tile < kinds.length; tile++) if (isFloor(kinds[tile])) floorTiles++;
      }
      return floorTiles;
    },
  };
}

const MAX_MAP_ID = 9999;
/** The editor's largest variable count. */
const MAX_VARIABLE_ID = 5000;
const DIRECTIONS = [0, 2, 4, 6, 8];
const FADES = [0, 1, 2];

/** An argument that is not usable: the command warns with `message` and stops. */
class BadArgument extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A whole-number argument from `min` to `max`; missing or blank → `fallback`. */
function wholeArg(args: CommandArgs, name: string, min: number, max: number, fallback: number): number {
  const raw = args[name];
  if (raw === undefined || raw === "") return fallback;
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text === "string" && /^\s*[+-]?\d+\s*$/.test(text)) {
    const value = Number(text) + 0;
    if (value >= min && value <= max) return value;
  }
  throw new BadArgument(`${name} = ${showValue(raw)} is not a whole number from ${min} to ${max}`);
}

function choiceArg(args: CommandArgs, name: string, choices: readonly number[]): number {
  const value = wholeArg(args, name, Math.min(...choices), Math.max(...choices), choices[0]);
  if (choices.includes(value)) return value;
  throw new BadArgument(`${name} = ${showValue(args[name])} is not one of ${choices.join(", ")}`);
}

/** A game variable argument: 0 = not chosen. */
function variableArg(args: CommandArgs, name: string): number {
  return wholeArg(args, name, 0, MAX_VARIABLE_ID, 0);
}

/** The runs' commands, bound to one engine. Each warns once and changes nothing when an argument is bad. */
function createRunCommands(
  engine: CommandEngine,
  parameters: ParameterValues,
  log: Logger,
  infos: ReadonlyMap<number, DungeonInfo> = new Map(),
): Record<CommandName, RunCommand> {
  const floorVariable = pluginSettings(parameters).floorVariable;
  const system = (): SaveHolder => {
    if (!engine.$gameSystem) throw new BadArgument("no game is running ($gameSystem is not set up)");
    return engine.$gameSystem;
  };
  const memory = () => dungeonMemory(system(), log.warn);
  const game = (): GameVariables | null => {
    const found = engine.$gameVariables;
    return found && typeof found.value === "function" && typeof found.setValue === "function" ? found : null;
  };
  const readVariable = (variableId: number, what: string): unknown => {
    const variables = game();
    if (!variables) throw new BadArgument(`${what}: the game variables are not set up`);
    return variables.value(variableId);
  };

  const currentMapIsDungeon = () => isRecord(engine.$dataMap) && isDungeonMap(mapNoteMeta(engine.$dataMap));

  /** The map must exist (when the map list is known) and be a dungeon as far as can be told before loading it. */
  const checkDungeonMap = (mapId: number): void => {
    const infos = engine.$dataMapInfos;
    if (Array.isArray(infos) && !infos[mapId]) throw new BadArgument(`map ${mapId} does not exist`);
    const isDungeon = mapId === engine.$gameMap.mapId() ? currentMapIsDungeon() : knownDungeon(engine, mapId);
    if (isDungeon === false) throw new BadArgument(`map ${mapId} is not a dungeon map (no <Dungeon> in its note)`);
  };

  /** What NextFloor and Regenerate share: no battle, no transfer under way, then the transfer. */
  const checkCanTransfer = (): void => {
    if (engine.$gameParty?.inBattle?.()) throw new BadArgument("it cannot transfer the player during a battle");
    if (engine.$gamePlayer.isTransferring()) throw new BadArgument("a transfer is already under way");
  };

  const transferForNewDungeon = (mapId: number, floor: number, reroll: boolean, direction: number, fade: number, interpreter: unknown) => {
    memory().renew = { mapId, floor, reroll };
    const player = engine.$gamePlayer;
    // x and y matter only if the map is left as authored: the dungeon chooses the arrival.
    player.reserveTransfer(mapId, player.x, player.y, direction, fade);
    // Game_Map.setup (which rebuilds the events from the new $dataMap) runs on a same-map transfer only when asked.
    if (mapId === engine.$gameMap.mapId()) player.requestMapReload();
    const waiter = interpreter as Interpreter | undefined;
    if (waiter && typeof waiter.setWaitMode === "function") waiter.setWaitMode("transfer");
  };

  const commands: Record<CommandName, (args: CommandArgs, interpreter: unknown) => void> = {
    NextFloor(args, interpreter) {
      const mapId = wholeArg(args, "mapId", 0, MAX_MAP_ID, 0) || engine.$gameMap.mapId();
      const direction = choiceArg(args, "direction", DIRECTIONS);
      const fade = choiceArg(args, "fade", FADES);
      checkDungeonMap(mapId);
      checkCanTransfer();
      const floor = runFloor(engine, floorVariable, log.warn);
      if (floor >= MAX_FLOOR) throw new BadArgument(`the floor is already ${MAX_FLOOR}, the last one`);
      transferForNewDungeon(mapId, floor + 1, false, direction, fade, interpreter);
    },

    Regenerate(args, interpreter) {
      const fade = choiceArg(args, "fade", FADES);
      const mapId = engine.$gameMap.mapId();
      if (!currentMapIsDungeon()) throw new BadArgument(`the current map ${mapId} is not a dungeon map`);
      checkCanTransfer();
      transferForNewDungeon(mapId, runFloor(engine, floorVariable, log.warn), true, 0, fade, interpreter);
    },

    SetFloor(args) {
      const variableId = variableArg(args, "variable");
      let floor = wholeArg(args, "floor", 1, MAX_FLOOR, 1);
      if (variableId > 0) {
        const value = readVariable(variableId, "variable");
        if (!isValidFloor(value)) throw new BadArgument(`variable #${variableId} holds ${showValue(value)}, not a floor from 1 to ${MAX_FLOOR}`);
        floor = value;
      }
      system();
      setRunFloor(engine, floorVariable, floor, log.warn);
    },

    SetSeed(args) {
      const variableId = variableArg(args, "variable");
      let seed = wholeArg(args, "seed", 0, MAX_SEED, 0);
      const mapId = wholeArg(args, "mapId", 0, MAX_MAP_ID, 0);
      if (mapId > 0) checkDungeonMap(mapId);
      if (variableId > 0) {
        const value = seedFromValue(readVariable(variableId, "variable"));
        if (value === null) throw new BadArgument(`variable #${variableId} holds ${showValue(readVariable(variableId, "variable"))}, not a number`);
        seed = value;
      }
      memory().nextSeeds[String(mapId)] = seed;
    },

    GetInfo(args) {
      const names = ["floorVariable", "seedVariable", "roomsVariable", "floorTilesVariable", "stairsXVariable", "stairsYVariable", "runSeedVariable"];
      const targets = names.map((name) => variableArg(args, name));
      if (targets.every((id) => id === 0)) throw new BadArgument("no variable is chosen (every argument is 0)");
      const variables = game();
      if (!variables) throw new BadArgument("the game variables are not set up");
      const mapId = engine.$gameMap.mapId();
      const info = currentMapIsDungeon() ? infos.get(mapId) : undefined;
      const stairs = info ? stairsPosition(engine.$dataMap) : null;
      const runSeed = memory().runSeed;
      const values = [
        runFloor(engine, floorVariable, log.warn),
        info ? storedSeed(system(), mapId, log.warn) ?? info.seed : -1,
        info ? info.rooms : -1,
        info ? info.floorTiles : -1,
        stairs ? stairs.x : -1,
        stairs ? stairs.y : -1,
        runSeed ?? -1,
      ];
      targets.forEach((id, i) => {
        if (id > 0) variables.setValue(id, values[i]);
      });
    },

    StartRun(args) {
      const variableId = variableArg(args, "variable");
      let seed = args.seed === undefined || String(args.seed).trim() === "" ? drawSeed() : wholeArg({ seed: String(args.seed) }, "seed", 0, MAX_SEED, 0);
      if (variableId > 0) {
        const value = seedFromValue(readVariable(variableId, "variable"));
        if (value === null) throw new BadArgument(`variable #${variableId} holds ${showValue(readVariable(variableId, "variable"))}, not a number`);
        seed = value;
      }
      const run = memory();
      setRunFloor(engine, floorVariable, 1, log.warn);
      run.runSeed = seed;
      run.rerolls = 0;
    },
  };

  const run = (name: CommandName): RunCommand => (args, interpreter) => {
    try {
      commands[name](isRecord(args) ? args : {}, interpreter);
    } catch (error) {
      // Never the engine's error screen: a bad argument (or anything unforeseen) is one warning.
      const reason = error instanceof BadArgument ? error.message : `failed: ${error instanceof Error ? error.message : showValue(error)}`;
      log.warn(`plugin command ${name}: ${reason}; nothing changes`);
    }
  };
  return Object.fromEntries(COMMAND_NAMES.map((name) => [name, run(name)])) as Record<CommandName, RunCommand>;
}

/** The event whose note holds <Dungeon Role: Stairs> (the first by id), where placement put it. */
export function stairsPosition(map: { events?: unknown } | null): { x: number; y: number } | null {
  if (!map || !Array.isArray(map.events)) return null;
  const roleTag = normalizeTagName("Dungeon Role");
  for (const event of map.events) {
    if (!isRecord(event) || !Number.isInteger(event.x) || !Number.isInteger(event.y)) continue;
    const meta = extractNoteMeta(event.note);
    const key = Object.keys(meta).find((name) => normalizeTagName(name) === roleTag);
    const role = key === undefined ? undefined : meta[key];
    if (typeof role === "string" && normalizeTagName(role) === "stairs") return { x: event.x as number, y: event.y as number };
  }
  return null;
}

/** "{floor}" in a dungeon map's display name → the floor its dungeon was made on. */
function floorDisplayName(engine: CommandEngine, name: unknown, mapId: number, floorVariable: number, log: Logger): unknown {
  if (typeof name !== "string" || !name.includes("{floor}") || !engine.$gameSystem) return name;
  if (!isRecord(engine.$dataMap) || !isDungeonMap(mapNoteMeta(engine.$dataMap))) return name;
  const floor = storedFloor(engine.$gameSystem, mapId, log.warn) ?? runFloor(engine, floorVariable, log.warn);
  return name.split("{floor}").join(String(floor));
}

/**
 * Plugin commands (when the engine has PluginManager.registerCommand), `{floor}` in display names
 * (when it has Game_Map), and GetInfo's record of each dungeon made. Returns the commands, which
 * scripts may call.
 */
export function installRuns(host: RunHost, parameters: ParameterValues, log: Logger, hooks: DungeonHooks<unknown>): Record<CommandName, RunCommand> {
  const infos = new Map<number, DungeonInfo>();
  hooks.onPrepared(({ mapId, dungeon }) => void infos.set(mapId, dungeonInfo(dungeon)));
  const commands = createRunCommands(host, parameters, log, infos);
  const manager = host.PluginManager;
  if (manager && typeof manager.registerCommand === "function") {
    for (const name of COMMAND_NAMES) {
      manager.registerCommand(PLUGIN_NAME, name, function (this: unknown, args: unknown) {
        commands[name](args as CommandArgs, this);
      });
    }
  }
  const prototype = host.Game_Map?.prototype;
  if (prototype && typeof prototype.displayName === "function") {
    const floorVariable = pluginSettings(parameters).floorVariable;
    const displayName = prototype.displayName;
    prototype.displayName = function (this: { mapId?(): number }) {
      const name = displayName.apply(this, arguments as unknown as unknown[]);
      try {
        const mapId = typeof this.mapId === "function" ? this.mapId() : host.$gameMap.mapId();
        return floorDisplayName(host, name, mapId, floorVariable, log);
      } catch (error) {
        log.warn(`{floor} in the map name: ${showValue(error instanceof Error ? error.message : error)}`);
        return name;
      }
    };
  }
  return commands;
}
