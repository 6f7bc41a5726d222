import { TileKind, addNorthWalls, createGrid, fillRect, generateDungeon, isFloor } from "../../src/core";
import { expectDungeon, wallRuleViolations } from "./helpers";

describe("north walls", () => {
  test("a lone room gets a two-high wall over its north edge and nothing on other sides", () => {
    const grid = createGrid(10, 10);
    fillRect(grid, { x: 3, y: 4, width: 4, height: 3 }, TileKind.Room);
    addNorthWalls(grid, 2);
    const rows: string[] = [];
    for (let y = 0; y < 10; y++) rows.push(Array.from(grid.kinds.subarray(y * 10, y * 10 + 10)).join(""));
    expect(rows).toEqual([
      "0000000000",
      "0000000000",
      "0003333000",
      "0003333000",
      "0001111000",
      "0001111000",
      "0001111000",
      "0000000000",
      "0000000000",
      "0000000000",
    ]);
  });

  test("a gap of one void row between floors becomes a one-high wall, never overlapping floor", () => {
    const grid = createGrid(3, 6);
    fillRect(grid, { x: 0, y: 1, width: 3, height: 1 }, TileKind.Corridor);
    fillRect(grid, { x: 0, y: 3, width: 3, height: 2 }, TileKind.Room);
    addNorthWalls(grid, 2);
    expect(Array.from(grid.kinds)).toEqual([3, 3, 3, 2, 2, 2, 3, 3, 3, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
  });

  test("walls are clipped at the map's top edge", () => {
    const grid = createGrid(2, 3);
    fillRect(grid, { x: 0, y: 1, width: 2, height: 2 }, TileKind.Room);
    addNorthWalls(grid, 2);
    expect(Array.from(grid.kinds)).toEqual([3, 3, 1, 1, 1, 1]);
  });

  test("with default options every north edge of floor has exactly two wall tiles above it", () => {
    for (let seed = 0; seed < 100; seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, {}, seed));
      const { width, grid } = dungeon;
      expect(wallRuleViolations(dungeon)).toEqual([]);
      for (let tile = width; tile < grid.kinds.length; tile++) {
        if (!isFloor(grid.kinds[tile]) || isFloor(grid.kinds[tile - width])) continue;
        expect([tile, grid.kinds[tile - width], grid.kinds[tile - 2 * width]]).toEqual([tile, TileKind.Wall, TileKind.Wall]);
        // ...and the wall face ends there: the tile above it is not wall (a wall is never taller than 2).
        if (tile >= 3 * width) expect([tile, grid.kinds[tile - 3 * width]]).not.toEqual([tile, TileKind.Wall]);
      }
    }
  });
});
