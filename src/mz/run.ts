/**
 * Which seed a dungeon map gets when it loads: a new one on a real entry, else the stored one.
 */
import { SaveHolder, drawSeed, storeSeed, storedSeed } from "./persistence";
import type { LoadReason } from "./hooks";

type Warn = (message: string) => void;

/** A new seed on entry; else the stored one — a new one only if it is missing or unusable (then `recovering`). */
export function dungeonSeed(gameSystem: SaveHolder, mapId: number, reason: LoadReason, warn: Warn): { seed: number; recovering: boolean } {
  const stored = reason === "entry" ? undefined : storedSeed(gameSystem, mapId, warn);
  if (stored !== undefined) return { seed: stored, recovering: false };
  const seed = drawSeed();
  storeSeed(gameSystem, mapId, seed, warn);
  return { seed, recovering: reason !== "entry" }; // e.g. a save from before the plugin
}
