/**
 * Pins what the painter's tests left open (its mutation run, docs/mutation.md): the message of
 * the one error paintDungeon throws, and readTemplateTiles' size checks, each at its edge.
 */
import { generateDungeon } from "../../src/core";
import { STOCK_DUNGEON_TILES, paintDungeon, readTemplateTiles } from "../../src/mz/paint";

const TEMPLATE = [5888, 2816, 6272]; // void, floor, wall: a valid template row

describe("paintDungeon: map data of the wrong size", () => {
  test("throws a RangeError that names both lengths and the map size", () => {
    const result = generateDungeon(20, 15, {}, 1);
    if (!result.ok) throw new Error(result.reason);
    const settings = { tiles: STOCK_DUNGEON_TILES, roomRegion: 0, corridorRegion: 0 };
    expect(() => paintDungeon(new Array(5).fill(0), result.dungeon, settings)).toThrow(new RangeError("map data has 5 entries; a 20×15 map needs 1800"));
  });
});

describe("readTemplateTiles: maps too small to hold a template row", () => {
  test("a map 2 tiles wide has no template, even when its first three entries would make one", () => {
    expect(readTemplateTiles([...TEMPLATE, ...new Array(2 * 8 * 6 - 3).fill(0)], 2, 8)).toBeNull();
  });

  test("a map 0 rows high has no template", () => {
    expect(readTemplateTiles([...TEMPLATE], 3, 0)).toBeNull();
  });

  test("data shorter than one layer of the map has no template", () => {
    expect(readTemplateTiles([...TEMPLATE, 0], 3, 5)).toBeNull();
    expect(readTemplateTiles([...TEMPLATE, ...new Array(10).fill(0)], 3, 5)).toBeNull(); // 13 of 15
  });

  test("the smallest map that holds one is read: 3 wide, 1 high, exactly one layer of data", () => {
    expect(readTemplateTiles([...TEMPLATE], 3, 1)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
    expect(readTemplateTiles([...TEMPLATE, ...new Array(12).fill(0)], 3, 5)).toEqual({ voidTile: 5888, floorTile: 2816, wallTile: 6272 });
  });
});
