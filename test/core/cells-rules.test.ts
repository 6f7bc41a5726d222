/**
 * The cells layout where cells.test.ts leaves off: a map one cell wide but several cells tall, and
 * what the preview sees at each step. The Essentials size table, rooms, corridors, options and
 * invariant 6 are in cells.test.ts.
 */
import { Layout, Random, createGrid, findLayout, generateDungeon } from "../../src/core";
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
