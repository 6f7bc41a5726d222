/**
 * The seed of each dungeon map, kept in $gameSystem so it travels inside save files.
 *
 * The engine re-reads the map JSON after the menu, a battle, a load and a same-map transfer,
 * while events and the player keep their live positions (docs/engine-facts.md). The layout is
 * therefore a pure function of the stored seed, and a new seed is drawn only on a real entry.
 *
 * Saves are files a player (or a save editor, or another plugin) can change: whatever is found in
 * them is checked, and anything unusable is replaced with a warning, never trusted or thrown on.
 */
import { showValue } from "./log";

/** What we add to $gameSystem (saved with it). Plain data only, so JsonEx round-trips it. */
export interface DungeonMemory {
  /** Seed per map id of the dungeon the player last entered there. */
  seeds: Record<string, unknown>;
}

export interface SaveHolder {
  _randomDungeons?: unknown;
}

/** Seeds are 32-bit unsigned, the generator's whole range. */
export const MAX_SEED = 0xffffffff;

type Warn = (message: string) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isValidSeed(seed: unknown): seed is number {
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}

/**
 * The memory on $gameSystem, created on first use (saves from before the plugin have none) and
 * repaired when a save holds something else there; other fields of a valid memory are kept.
 */
export function dungeonMemory(gameSystem: SaveHolder, warn?: Warn): DungeonMemory {
  const memory = gameSystem._randomDungeons;
  if (isRecord(memory)) {
    if (isRecord(memory.seeds)) return memory as unknown as DungeonMemory;
    warn?.(`the saved seeds ($gameSystem._randomDungeons.seeds = ${showValue(memory.seeds)}) are not a table of seeds; every dungeon map gets a new dungeon`);
    memory.seeds = {};
    return memory as unknown as DungeonMemory;
  }
  if (memory !== undefined) {
    warn?.(`the saved dungeon memory ($gameSystem._randomDungeons = ${showValue(memory)}) is not valid; every dungeon map gets a new dungeon`);
  }
  const fresh: DungeonMemory = { seeds: {} };
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

/** A fresh 32-bit seed. Only the engine side draws from Math.random; the core never does. */
export function drawSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1)) >>> 0;
}
