/**
 * The cells layout where cells.test.ts leaves off: a map one cell wide but several cells tall, and
 * what the preview sees at each step. The Essentials size table, rooms, corridors, options and
 * invariant 6 are in cells.test.ts.
 */
import { Layout, Random, createGrid, findLayout, generateDungeon, isFloor } from "../../src/core";
import { expectDungeon, linksFormSpanningTree } from "./helpers";

describe("a map one cell wide", () => {
  test("41×64 is a column of four linked cells, not one room (only a map under one cell both ways is a single room)", () => {
    for (let seed = 0; seed < 5; seed++) {
      const dungeon = expectDungeon(generateDungeon(41, 64, {}, seed));
      expect(dungeon.layout.overlay.boxes).toHaveLength(4);
      expect(new Set(dungeon.layout.overlay.boxes.map((box) => box.x)).size).toBe(1);
      expect(linksFormSpanningTree(dungeon)).toBe(true);
    }
  });
});

describe("what the preview sees", () => {
  test("the cells as boxes from the first step, the links as a spanning tree from \"links\" on, the areas only once the rooms are in", () => {
    const cells = findLayout("cells")!;
    const heard: { step: string; layout: Layout; floor: number }[] = [];
    const grid = createGrid(68, 64);
    cells.carve(grid, { ...cells.defaults }, new Random(11), { prefabs: [] }, (step, layout) => {
      heard.push({ step, layout: { ...layout, overlay: { ...layout.overlay, lines: [...layout.overlay.lines] } }, floor: grid.kinds.filter((kind) => kind !== 0).length });
    });
    expect(heard.map(({ step }) => step)).toEqual(["cells", "links", "corridors", "rooms"]);
    expect(heard.map(({ layout }) => layout.overlay.boxes.length)).toEqual([16, 16, 16, 16]);
    expect(heard.map(({ layout }) => layout.overlay.lines.length / 4)).toEqual([0, 15, 15, 15]);
    expect(heard.map(({ layout }) => layout.areas.length > 0)).toEqual([false, false, false, true]);
    expect(heard[0].floor).toBe(0);
    expect(heard[2].floor).toBeGreaterThan(0);
    expect(heard[3].floor).toBeGreaterThan(heard[2].floor);
  });
});

describe("the cell grid is centred in the map", () => {
  // An 80×64 map holds 5 columns of 13 tiles (65) inside a border of 3: 9 columns are left over.
  // Anchored top-left, all 9 were a dark strip on the east side; centred, each side gets half.
  test.each([
    [80, 64],
    [68, 64],
    [100, 77],
    [60, 45],
  ])("%i×%i: over many seeds the floor comes as close to the west edge as to the east, and to the north as to the south", (width, height) => {
    let west = width, east = width, north = height, south = height;
    for (let seed = 1; seed <= 15; seed++) {
      const result = generateDungeon(width, height, { layout: "cells" }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { grid } = result.dungeon;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!isFloor(grid.kinds[y * width + x])) continue;
          west = Math.min(west, x);
          east = Math.min(east, width - 1 - x);
          north = Math.min(north, y);
          south = Math.min(south, height - 1 - y);
        }
      }
    }
    // A room keeps a free column (row) on each side of its cell; an odd leftover splits 1 uneven.
    expect(Math.abs(west - east)).toBeLessThanOrEqual(1);
    expect(Math.abs(north - south)).toBeLessThanOrEqual(2); // wall faces sit north of the floor
  });
});
