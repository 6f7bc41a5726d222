/** What the benchmark times, bundled into one module as the plugin ships it (see load-shipped.ts). */
export { LAYOUT_NAMES, Random, addNorthWalls, createGrid, generateDungeon, normalizeSeed, resolveDungeonOptions } from "../../src/core";
export { MAP_LAYER_COUNT, STOCK_DUNGEON_TILES, paintDungeon } from "../../src/mz/paint";
export type { PaintSettings } from "../../src/mz/paint";
export { decorateDungeon, readDungeonDecor } from "../../src/mz/decor";
export { decorSettings } from "../../src/mz/settings";

/**
 * The floor under any painter: one write per entry, nothing computed, bundled and timed like
 * the painter. `data` is a packed plain Array of small integers, as `$dataMap.data` is.
 */
export function writeEveryEntry(data: number[], value: number): void {
  for (let i = 0, length = data.length; i < length; i++) data[i] = value;
}
