/**
 * The seed of each dungeon map, kept in $gameSystem so it travels inside save files.
 *
 * The engine re-reads the map JSON after the menu, a battle, a load and a same-map transfer,
 * while events and the player keep their live positions (docs/engine-facts.md). The layout is
 * therefore a pure function of the stored seed, and a new seed is drawn only on a real entry.
 */

/** What we add to $gameSystem (saved with it). Plain data only, so JsonEx round-trips it. */
export interface DungeonMemory {
  /** Seed per map id of the dungeon the player last entered there. */
  seeds: Record<string, number>;
}

export interface SaveHolder {
  _randomDungeons?: DungeonMemory;
}

/** The memory on $gameSystem, created on first use (saves from before the plugin have none). */
export function dungeonMemory(gameSystem: SaveHolder): DungeonMemory {
  const memory = gameSystem._randomDungeons;
  if (memory && typeof memory === "object" && memory.seeds && typeof memory.seeds === "object") return memory;
  gameSystem._randomDungeons = { seeds: {} };
  return gameSystem._randomDungeons;
}

export function storedSeed(gameSystem: SaveHolder, mapId: number): number | undefined {
  const seed = dungeonMemory(gameSystem).seeds[String(mapId)];
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 ? seed : undefined;
}

export function storeSeed(gameSystem: SaveHolder, mapId: number, seed: number): void {
  dungeonMemory(gameSystem).seeds[String(mapId)] = seed >>> 0;
}

/** A fresh 32-bit seed. Only the engine side draws from Math.random; the core never does. */
export function drawSeed(): number {
  return Math.floor(Math.random() * 0x100000000) >>> 0;
}
