/**
 * What the plugin keeps in $gameSystem, so it travels inside save files: the seed of each dungeon
 * map, and the run (floor counter, run seed, requests of the plugin commands).
 *
 * The engine re-reads the map JSON after the menu, a battle, a load and a same-map transfer,
 * while events and the player keep their live positions (docs/architecture.md, "Saves"). The layout is
 * therefore a pure function of the stored seed (and the floor it was made on), and a new seed is
 * drawn only on a real entry.
 *
 * Saves are files a player (or a save editor, or another plugin) can change: whatever is found in
 * them is checked, and anything unusable is replaced with a warning, never trusted or thrown on.
 * Saves from before a field existed simply lack it: it is added with its starting value, silently
 * (the upgrade happens on the first read after the load). Fields this module does not know (the
 * fog's explored tiles, content's spawn records) are left as they are.
 */
import { showValue } from "./log";
import type { SaveHolder, Warn } from "./engine";

/** A NextFloor or Regenerate waiting for its transfer: the next load of mapId makes a new dungeon. */
export interface RenewRequest {
  mapId: number;
  /** The floor the new dungeon is on. */
  floor: number;
  /** True for Regenerate: the same floor again (run mode counts it to vary the seed). */
  reroll: boolean;
}

/** What we add to $gameSystem (saved with it). Plain data only, so JsonEx round-trips it. */
export interface DungeonMemory {
  /** Layout of this object; saves from version 1 (seeds only) are upgraded when read. */
  version: number;
  /** Seed per map id of the dungeon the player last entered there. */
  seeds: Record<string, unknown>;
  /** Floor per map id that map's dungeon was made on (its per-floor settings). */
  floors: Record<string, unknown>;
  /** The run's floor counter, from 1. */
  floor: number;
  /** The run's seed (Seed Mode "run"); null until StartRun or the first floor that needs it. */
  runSeed: number | null;
  /** How many times Regenerate made this floor anew (run mode mixes it into the seed). */
  rerolls: number;
  /** SetSeed: the seed of the next new dungeon of a map id ("0": of any map). */
  nextSeeds: Record<string, unknown>;
  /** A new dungeon requested by a plugin command, waiting for its transfer. */
  renew: RenewRequest | null;
  /** Per map id, what shaped its dungeon besides the seed (reconcile.ts), to tell a changed dungeon on a load. */
  fingerprints: Record<string, unknown>;
}

/** Seeds are 32-bit unsigned, the generator's whole range. */
export const MAX_SEED = 0xffffffff;
/** Floors go up to the largest number a game variable is meant to hold. */
export const MAX_FLOOR = 99999999;
export const MEMORY_VERSION = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isValidSeed(seed: unknown): seed is number {
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}

export function isValidFloor(floor: unknown): floor is number {
  return typeof floor === "number" && Number.isInteger(floor) && floor >= 1 && floor <= MAX_FLOOR;
}

function isRenewRequest(value: unknown): value is RenewRequest {
  return isRecord(value) && Number.isInteger(value.mapId) && (value.mapId as number) > 0 && isValidFloor(value.floor) && typeof value.reroll === "boolean";
}

/**
 * One check per field: [name, is it usable, the starting value, what a bad one is called].
 * A missing field is an old save (filled in silently); a present but unusable one is warned about.
 */
const FIELDS: readonly [keyof DungeonMemory, (value: unknown) => boolean, () => unknown, string][] = [
  ["floors", isRecord, () => ({}), "the saved floors of the dungeon maps"],
  ["floor", isValidFloor, () => 1, "the saved floor number"],
  ["runSeed", (value) => value === null || isValidSeed(value), () => null, "the saved run seed"],
  ["rerolls", (value) => Number.isInteger(value) && (value as number) >= 0, () => 0, "the saved count of regenerations"],
  ["nextSeeds", isRecord, () => ({}), "the saved seeds set by SetSeed"],
  ["renew", (value) => value === null || isRenewRequest(value), () => null, "the saved new-dungeon request"],
  ["fingerprints", isRecord, () => ({}), "the saved fingerprints of the dungeon maps' settings"],
];

/** Brings a memory from any earlier version up to this one, repairing what is unusable. */
function upgrade(memory: Record<string, unknown>, warn?: Warn): DungeonMemory {
  if (typeof memory.version === "number" && memory.version > MEMORY_VERSION) {
    // A newer plugin wrote it: read what this version understands, keep every other field as found.
    warn?.(`the save was made by a newer version of the plugin (memory version ${showValue(memory.version)}, this one reads ${MEMORY_VERSION}); its dungeon data is read as far as this version understands it`);
  }
  if (!isRecord(memory.seeds)) {
    warn?.(`the saved seeds ($gameSystem._randomDungeons.seeds = ${showValue(memory.seeds)}) are not a table of seeds; every dungeon map gets a new dungeon`);
    memory.seeds = {};
  }
  for (const [name, usable, start, label] of FIELDS) {
    if (name in memory && usable(memory[name])) continue;
    const fresh = start();
    if (name in memory) warn?.(`${label} ($gameSystem._randomDungeons.${name} = ${showValue(memory[name])}) is not valid; using ${showValue(fresh)}`);
    memory[name] = fresh;
  }
  memory.version = MEMORY_VERSION;
  return memory as unknown as DungeonMemory;
}

/** True when every field is there and usable: the common case, checked without writing. */
function isCurrent(memory: Record<string, unknown>): boolean {
  return memory.version === MEMORY_VERSION && isRecord(memory.seeds) && FIELDS.every(([name, usable]) => usable(memory[name]));
}

/**
 * The memory on $gameSystem, created on first use (saves from before the plugin have none),
 * upgraded when a save holds an older one, repaired when it holds something else there; other
 * fields of a valid memory are kept.
 */
export function dungeonMemory(gameSystem: SaveHolder, warn?: Warn): DungeonMemory {
  const memory = gameSystem._randomDungeons;
  if (isRecord(memory)) return isCurrent(memory) ? (memory as unknown as DungeonMemory) : upgrade(memory, warn);
  if (memory !== undefined) {
    warn?.(`the saved dungeon memory ($gameSystem._randomDungeons = ${showValue(memory)}) is not valid; every dungeon map gets a new dungeon`);
  }
  const fresh = upgrade({ seeds: {} });
  gameSystem._randomDungeons = fresh;
  return fresh;
}

/** The stored seed of a map, or undefined when there is none or it is unusable (said in a warning). */
export function storedSeed(gameSystem: SaveHolder, mapId: number, warn?: Warn): number | undefined {
  const seed = dungeonMemory(gameSystem, warn).seeds[String(mapId)];
  if (seed === undefined) return undefined;
  if (isValidSeed(seed)) return seed;
  warn?.(`the saved seed ${showValue(seed)} is not a whole number from 0 to ${MAX_SEED}; a new dungeon is made`);
  return undefined;
}

export function storeSeed(gameSystem: SaveHolder, mapId: number, seed: number, warn?: Warn): void {
  dungeonMemory(gameSystem, warn).seeds[String(mapId)] = seed >>> 0;
}

/** The floor a map's dungeon was made on, or undefined when there is none or it is unusable (said in a warning). */
export function storedFloor(gameSystem: SaveHolder, mapId: number, warn?: Warn): number | undefined {
  const floor = dungeonMemory(gameSystem, warn).floors[String(mapId)];
  if (floor === undefined || isValidFloor(floor)) return floor;
  warn?.(`the saved floor ${showValue(floor)} of this map is not a whole number from 1 to ${MAX_FLOOR}; using the run's floor`);
  return undefined;
}

/** A fresh 32-bit seed. Only the engine side draws from Math.random; the core never does. */
export function drawSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1)) >>> 0;
}
