/** The one golden map per layout: what tools/golden.ts writes and test/core/golden.test.ts compares. */
import { generateDungeon, renderText } from "../../src/core";

export const GOLDEN_WIDTH = 68;
export const GOLDEN_HEIGHT = 64;
export const GOLDEN_SEED = 42;

export function goldenFileName(layout: string): string {
  return `${layout}-${GOLDEN_WIDTH}x${GOLDEN_HEIGHT}-seed${GOLDEN_SEED}.txt`;
}

/** The layout's dungeon with default options, walls included, events left out (they have their own rules). */
export function goldenText(layout: string): string {
  const result = generateDungeon(GOLDEN_WIDTH, GOLDEN_HEIGHT, { layout }, GOLDEN_SEED);
  if (!result.ok) throw new Error(`${layout}: ${result.reason}`);
  return renderText(result.dungeon, false);
}
