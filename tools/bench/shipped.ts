/** What the benchmark times, bundled into one module as the plugin ships it (see load-shipped.ts). */
export { generateDungeon } from "../../src/core";
export { MAP_LAYER_COUNT, STOCK_DUNGEON_TILES, paintDungeon } from "../../src/mz/paint";
export type { PaintSettings } from "../../src/mz/paint";
