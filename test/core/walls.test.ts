import fc from "fast-check";
import { TileKind, addNorthWalls, createGrid, fillRect, generateDungeon, isFloor } from "../../src/core";
import { expectDungeon, wallRuleViolations } from "./helpers";
import { runs } from "../runs";

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
    for (let seed = 0; seed < runs(15, 100); seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, {}, seed));
      const { width, grid } = dungeon;
      expect(wallRuleViolations(dungeon)).toEqual([]);
      const wrong: number[] = [];
      for (let tile = width; tile < grid.kinds.length; tile++) {
        if (!isFloor(grid.kinds[tile]) || isFloor(grid.kinds[tile - width])) continue;
        if (grid.kinds[tile - width] !== TileKind.Wall || grid.kinds[tile - 2 * width] !== TileKind.Wall) wrong.push(tile);
        // ...and the wall face ends there: the tile above it is not wall (a wall is never taller than 2).
        if (tile >= 3 * width && grid.kinds[tile - 3 * width] === TileKind.Wall) wrong.push(tile);
      }
      expect(wrong).toEqual([]);
    }
  });
});

describe("north walls, four tiles at a time", () => {
  /** The rule tile by tile: each floor tile with void above raises up to wallHeight void tiles into wall. */
  function referenceWalls(kinds: Uint8Array, width: number, wallHeight: number): Uint8Array {
    const out = kinds.slice();
    for (let i = width; i < out.length; i++) {
      if (!isFloor(out[i]) || out[i - width] !== TileKind.Void) continue;
      for (let above = i - width, raised = 0; raised < wallHeight && above >= 0 && out[above] === TileKind.Void; raised++, above -= width) out[above] = TileKind.Wall;
    }
    return out;
  }

  test("widths that are whole words and widths that are not give the tile-by-tile result (walls already there included)", () => {
    const grids = fc
      .record({ width: fc.integer({ min: 1, max: 21 }), height: fc.integer({ min: 1, max: 12 }), wallHeight: fc.integer({ min: 1, max: 3 }) })
      .chain(({ width, height, wallHeight }) =>
        fc.record({
          width: fc.constant(width),
          wallHeight: fc.constant(wallHeight),
          kinds: fc.array(fc.constantFrom(0, 0, 0, 1, 2, 3), { minLength: width * height, maxLength: width * height }),
        }),
      );
    fc.assert(
      fc.property(grids, ({ width, wallHeight, kinds }) => {
        const grid = { width, height: kinds.length / width, kinds: Uint8Array.from(kinds) };
        const expected = referenceWalls(grid.kinds, width, wallHeight);
        addNorthWalls(grid, wallHeight);
        expect(Array.from(grid.kinds)).toEqual(Array.from(expected));
      }),
      { numRuns: runs(300, 3000) },
    );
  });
});
