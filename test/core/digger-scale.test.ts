/**
 * The digger on big maps: with Scale With Map (the default) its largest features grow with the map,
 * so a 128×128 map or larger holds larger spaces, not a crowd of small rooms; up to 68×64 nothing
 * changes, and Scale With Map 0 keeps the sizes as set.
 */
import { TileKind } from "../../src/core/grid";
import { DiggerOptions, digger } from "../../src/core/layout/digger";
import { LayoutRun, expectRun, runLayout } from "./layout-invariants";

const SEEDS = [1, 2, 3, 4];

function dig(width: number, height: number, given: Partial<DiggerOptions>, seed: number): LayoutRun<DiggerOptions> {
  return expectRun(runLayout(digger, width, height, given, seed));
}

/** Floor tiles per area, over the seeds: how large the spaces are on average. */
function floorPerArea(width: number, height: number, given: Partial<DiggerOptions>): number {
  let floor = 0;
  let areas = 0;
  for (const seed of SEEDS) {
    const { carved, layout } = dig(width, height, given, seed);
    floor += carved.kinds.filter((kind) => kind === TileKind.Room || kind === TileKind.Corridor).length;
    areas += layout.areas.length;
  }
  return floor / areas;
}

/** The largest rectangular room, over the seeds. */
function largestRoom(width: number, height: number, given: Partial<DiggerOptions>): { width: number; height: number } {
  let largest = { width: 0, height: 0 };
  for (const seed of SEEDS) {
    for (const area of dig(width, height, given, seed).layout.areas) {
      if (area.kind === "room" && area.size > largest.width * largest.height) largest = area.bounds;
    }
  }
  return largest;
}

describe("digger: feature sizes scale with the map", () => {
  test.each([
    [68, 64],
    [40, 30],
  ])("a %i×%i map is dug exactly as with Scale With Map off", (width, height) => {
    for (const seed of SEEDS) {
      const scaled = dig(width, height, { scaleWithMap: 1 }, seed);
      const fixed = dig(width, height, { scaleWithMap: 0 }, seed);
      expect(Array.from(scaled.carved.kinds)).toEqual(Array.from(fixed.carved.kinds));
    }
  });

  test.each([
    [128, 128],
    [192, 160],
  ])("%i×%i with the defaults: the spaces are on average at least 1.5 times the size they are at 68×64 (not a honeycomb)", (width, height) => {
    expect(floorPerArea(width, height, {})).toBeGreaterThanOrEqual(1.5 * floorPerArea(68, 64, {}));
  });

  test("128×128: rooms larger than Room Max Width × Room Max Height appear with Scale With Map, never without", () => {
    const given = { roomMaxWidth: 11, roomMaxHeight: 7 };
    const scaled = largestRoom(128, 128, given);
    expect(scaled.width > 11 || scaled.height > 7).toBe(true);
    const fixed = largestRoom(128, 128, { ...given, scaleWithMap: 0 });
    // A room's bounds hold its doorway stub: one tile more east or west, wallHeight + 1 north or south.
    expect([fixed.width <= 12, fixed.height <= 7 + 3]).toEqual([true, true]);
  });
});
