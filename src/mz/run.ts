/**
 * Runs: the floor counter, which seed a dungeon map gets when it loads, and per-floor steps in
 * note tags (docs/architecture.md, "Content, runs and fog").
 *
 * A real entry (or a NextFloor / Regenerate transfer, even to the same map) makes a new dungeon:
 * its floor is the run's floor, its seed comes from SetSeed, else from the Seed Mode — random,
 * derived from the run seed, the map id and the floor ("run": the same run seed gives the same
 * floors in every new game), or the value of a game variable. Any other load (menu, battle, load,
 * same-map transfer, project update) takes the map's stored seed and stored floor, so the same
 * dungeon comes back even when the floor counter changed meanwhile.
 *
 * Everything lives in $gameSystem._randomDungeons (persistence.ts).
 */
import { mixSeed } from "../core/random";
import { dungeonMemory, drawSeed, isValidFloor, isValidSeed, storeSeed, storedFloor, storedSeed, MAX_FLOOR } from "./persistence";
import { showValue } from "./log";
import type { LoadReason, SaveHolder, Warn } from "./engine";

/** The engine's $gameVariables, as far as runs use it. */
export interface GameVariables {
  value(variableId: number): unknown;
  setValue(variableId: number, value: number): void;
}

/** What the run logic reads of the engine; $gameVariables is absent in some test doubles. */
export interface RunEngine {
  $gameSystem: SaveHolder | null;
  $gameVariables?: GameVariables | null;
}

/** The seed modes of the "Seed Mode" parameter. */
export type SeedMode = "random" | "run" | "variable";

function variables(engine: RunEngine): GameVariables | null {
  const found = engine.$gameVariables;
  return found && typeof found.value === "function" && typeof found.setValue === "function" ? found : null;
}

// ── the floor counter ──────────────────────────────────────────────────────────────────────

/**
 * The run's floor. With a Floor Variable, a value the game put there (a whole number from 1) is
 * taken over; the variable's starting 0 is filled in silently; anything else is warned about and
 * overwritten with the floor.
 */
export function runFloor(engine: RunEngine, floorVariable: number, warn: Warn): number {
  const memory = dungeonMemory(engine.$gameSystem!, warn);
  const game = variables(engine);
  if (floorVariable > 0 && game) {
    const value = game.value(floorVariable);
    if (value !== memory.floor) {
      if (isValidFloor(value)) {
        memory.floor = value;
        memory.rerolls = 0;
      } else {
        if (value !== 0) warn(`Floor Variable #${floorVariable} holds ${showValue(value)}, not a floor from 1 to ${MAX_FLOOR}; it is set back to ${memory.floor}`);
        game.setValue(floorVariable, memory.floor);
      }
    }
  }
  return memory.floor;
}

/** Sets the run's floor (a valid one: callers check) and mirrors it into the Floor Variable. */
export function setRunFloor(engine: RunEngine, floorVariable: number, floor: number, warn: Warn): void {
  const memory = dungeonMemory(engine.$gameSystem!, warn);
  if (memory.floor !== floor) memory.rerolls = 0;
  memory.floor = floor;
  const game = variables(engine);
  if (floorVariable > 0 && game) game.setValue(floorVariable, floor);
}

/** True when a NextFloor or Regenerate asked for a new dungeon on this map's next load. Reads only. */
export function renewRequested(engine: RunEngine, mapId: number): boolean {
  const memory = engine.$gameSystem?._randomDungeons as { renew?: { mapId?: unknown } | null } | undefined;
  return typeof memory === "object" && memory !== null && typeof memory.renew === "object" && memory.renew !== null && memory.renew.mapId === mapId;
}

/**
 * The floor of the dungeon about to be made on this map. On an entry: the run's floor, after a
 * waiting NextFloor / Regenerate of this map is applied (one aimed elsewhere is dropped with a
 * warning); it is stored for the map. Otherwise: the floor the map's dungeon was made on.
 */
export function enterFloor(engine: RunEngine, floorVariable: number, mapId: number, reason: LoadReason, warn: Warn): number {
  rememberMapKind(engine, mapId, true);
  const memory = dungeonMemory(engine.$gameSystem!, warn);
  const key = String(mapId);
  if (reason !== "entry") {
    const stored = storedFloor(engine.$gameSystem!, mapId, warn);
    if (stored !== undefined) return stored;
  } else if (memory.renew) {
    const request = memory.renew;
    memory.renew = null;
    if (request.mapId === mapId) {
      const rerolls = request.reroll ? memory.rerolls + 1 : 0;
      setRunFloor(engine, floorVariable, request.floor, warn);
      memory.rerolls = rerolls;
    } else {
      warn(`a new floor was asked for map ${request.mapId}, but map ${mapId} was entered; the floor stays ${memory.floor}`);
    }
  }
  const floor = runFloor(engine, floorVariable, warn);
  memory.floors[key] = floor;
  return floor;
}

/**
 * Which maps this session has loaded, dungeon or not (per engine object), so NextFloor and SetSeed
 * can refuse a map known not to be a dungeon before transferring there. Not saved: a project edit
 * may change a map's note.
 */
const mapKinds = new WeakMap<object, Map<number, boolean>>();

function rememberMapKind(engine: object, mapId: number, isDungeon: boolean): void {
  let kinds = mapKinds.get(engine);
  if (!kinds) mapKinds.set(engine, (kinds = new Map()));
  kinds.set(mapId, isDungeon);
}

/** True / false when this session has loaded the map (a dungeon or not); undefined when it has not. */
export function knownDungeon(engine: object, mapId: number): boolean | undefined {
  return mapKinds.get(engine)?.get(mapId);
}

/**
 * A map that is not a dungeon was loaded (hooks.ts): remembered, and a NextFloor aimed at it is
 * dropped with a warning — the floor stays. Returns null, what prepareDungeonMap returns then.
 */
export function nonDungeonLoaded(engine: RunEngine, mapId: number, warn: Warn): null {
  rememberMapKind(engine, mapId, false);
  if (!engine.$gameSystem || !renewRequested(engine, mapId)) return null;
  const memory = dungeonMemory(engine.$gameSystem, warn);
  memory.renew = null;
  warn(`NextFloor: map ${mapId} is not a dungeon map (no <Dungeon> in its note); the floor stays ${memory.floor}`);
  return null;
}

// ── seeds ──────────────────────────────────────────────────────────────────────────────────

/**
 * The seed of floor `floor` of map `mapId` in the run `runSeed`; `rerolls` counts Regenerates of
 * that floor. splitmix32 rounds, one per input: every input bit changes about half the output.
 */
export function runFloorSeed(runSeed: number, mapId: number, floor: number, rerolls = 0): number {
  return mixSeed(mixSeed(mixSeed(runSeed >>> 0, mapId), floor), rerolls);
}

/** The run's seed, drawn (and kept) the first time a floor needs it when no StartRun gave one. */
export function runSeed(gameSystem: SaveHolder, warn?: Warn): number {
  const memory = dungeonMemory(gameSystem, warn);
  if (memory.runSeed === null) memory.runSeed = drawSeed();
  return memory.runSeed;
}

/** A number a game variable holds, as a seed: whole numbers wrap to 32 bits; anything else is null. */
export function seedFromValue(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) >>> 0 : null;
}

/** SetSeed's seed for this map (or for any map), used once. */
function takeSetSeed(gameSystem: SaveHolder, mapId: number, warn: Warn): number | undefined {
  const seeds = dungeonMemory(gameSystem, warn).nextSeeds;
  for (const key of [String(mapId), "0"]) {
    const seed = seeds[key];
    if (seed === undefined) continue;
    delete seeds[key];
    if (isValidSeed(seed)) return seed;
    warn(`the seed ${showValue(seed)} set by SetSeed is not a whole number from 0 to 4294967295; it is ignored`);
  }
  return undefined;
}

/** A new dungeon's seed: SetSeed's, else the Seed Mode's. */
function newSeed(engine: RunEngine, mapId: number, runs: Partial<RunSettings>, warn: Warn): number {
  const system = engine.$gameSystem!;
  const set = takeSetSeed(system, mapId, warn);
  if (set !== undefined) return set;
  const mode = runs.seedMode;
  if (mode === "run") {
    const memory = dungeonMemory(system, warn);
    return runFloorSeed(runSeed(system, warn), mapId, storedFloor(system, mapId) ?? memory.floor, memory.rerolls);
  }
  if (mode === "variable") {
    const variableId = Number(runs.seedVariable);
    const game = variables(engine);
    if (!(variableId > 0)) warn(`Seed Mode is "variable" but no Seed Variable is chosen; a random seed is used`);
    else if (game) {
      const seed = seedFromValue(game.value(variableId));
      if (seed !== null) return seed;
      warn(`Seed Variable #${variableId} holds ${showValue(game.value(variableId))}, not a number; a random seed is used`);
    }
  }
  return drawSeed();
}

/** How a new dungeon's seed is chosen: the Seed Mode and Seed Variable of the map (settings.ts reads them). */
export interface RunSettings {
  seedMode: "random" | "run" | "variable";
  /** The game variable Seed Mode "variable" reads (0 = none chosen). */
  seedVariable: number;
}

/**
 * A new seed on entry; else the stored one — a new one only if it is missing or unusable (then
 * `recovering`). `runs` are the map's run settings (Seed Mode and Seed Variable may be per map;
 * absent ones are the defaults: a random seed).
 */
export function dungeonSeed(
  engine: RunEngine,
  mapId: number,
  reason: LoadReason,
  warn: Warn,
  runs: Partial<RunSettings> = {},
): { seed: number; recovering: boolean } {
  const system = engine.$gameSystem!;
  const stored = reason === "entry" ? undefined : storedSeed(system, mapId, warn);
  if (stored !== undefined) return { seed: stored, recovering: false };
  const seed = newSeed(engine, mapId, runs, warn);
  storeSeed(system, mapId, seed, warn);
  return { seed, recovering: reason !== "entry" }; // e.g. a save from before the plugin
}

// ── per-floor steps in note tags ───────────────────────────────────────────────────────────

/** A per-floor step written after a value: "-5/floor" → step −5 every floor; "+1/3floors" → +1 every 3 floors. */
export interface FloorStep {
  /** The text before the step (the value on floor 1), trimmed. */
  rest: string;
  /** Added once per `every` floors. */
  step: number;
  /** Floors per step, from 1. */
  every: number;
}

const FLOOR_STEP = /^(.*?)\s*([+-])\s*(\d+)\s*\/\s*(\d*)\s*floors?\s*$/i;

/**
 * Splits a trailing per-floor step off a note value: "70 -5/floor", "2+1/3floors", "2-5 +1/2 floors"
 * (rest "2-5": the caller reads the rest as it reads the value without a step). Null when there is
 * no step, or its floor count is 0.
 */
export function splitFloorStep(text: unknown): FloorStep | null {
  if (typeof text !== "string") return null;
  const match = FLOOR_STEP.exec(text.trim());
  if (!match || match[1].trim() === "") return null;
  const every = match[4] === "" ? 1 : Number(match[4]);
  if (!(every >= 1)) return null;
  return { rest: match[1].trim(), step: (match[2] === "-" ? -1 : 1) * Number(match[3]), every };
}

/** What a step adds on `floor`: nothing on floor 1, `step` on floor 1 + every, … (floors below 1 count as 1). */
export function stepAt(step: Pick<FloorStep, "step" | "every">, floor: number): number {
  const reached = Math.floor((Math.max(1, Math.floor(floor) || 1) - 1) / step.every);
  return step.step * reached + 0;
}

/**
 * The whole number a note value gives on `floor`: "5" → 5 on every floor; "70 -5/floor" → 70, 65,
 * 60 …; "2+1/3floors" → 2 on floors 1–3, 3 on 4–6 … Clamped to [min, max] when given. Null when the
 * text is neither (the caller warns and keeps its default). Pure; for any note tag with a number.
 */
export function floorValue(text: unknown, floor: number, min = -Infinity, max = Infinity): number | null {
  if (typeof text !== "string") return null;
  const step = splitFloorStep(text);
  const base = step ? step.rest : text;
  if (!/^\s*[+-]?\d+\s*$/.test(base)) return null;
  const value = Number(base) + (step ? stepAt(step, floor) : 0) + 0;
  return Math.min(max, Math.max(min, value));
}
