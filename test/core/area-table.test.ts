/**
 * The area table (src/core/area-table.ts): a layout's areas as typed columns, clipped to the map,
 * made once per layout.
 */
import { LAYOUTS, generateDungeon, isFloor } from "../../src/core";
import { areaTable } from "../../src/core/area-table";
import type { Area, Layout } from "../../src/core/layout/contract";

function layoutOf(areas: Area[]): Layout {
  return { algorithm: "test", areas, areaOf: new Uint16Array(0), openings: [], overlay: { boxes: [], lines: [], marks: [] } } as unknown as Layout;
}

function area(id: number, x: number, y: number, width: number, height: number, size: number): Area {
  return { id, kind: "room", bounds: { x, y, width, height }, size };
}

describe("areaTable", () => {
  test("sizes, boxes clipped to the map, and which areas fill their box", () => {
    const layout = layoutOf([
      area(0, 2, 3, 4, 5, 20), // a full 4×5 room
      area(1, 10, 1, 3, 3, 5), // a round one: 5 of 9
      area(2, -2, -1, 5, 4, 6), // past the top-left corner: 3×3 on the map
      area(3, 18, 8, 4, 4, 4), // past the bottom-right corner of 20×10: 2×2 on the map, filled
      area(4, 25, 2, 3, 3, 9), // off the map
    ]);
    const table = areaTable(layout, 20, 10);
    expect(Array.from(table.sizes)).toEqual([20, 5, 6, 4, 9]);
    expect(Array.from(table.boxes)).toEqual([2, 3, 4, 5, 10, 1, 3, 3, 0, 0, 3, 3, 18, 8, 2, 2, 25, 2, -5, 3]);
    expect(Array.from(table.filled)).toEqual([1, 0, 0, 1, 0]);
    expect(table.floor).toBe(44);
    expect([table.width, table.height]).toEqual([20, 10]);
  });

  test("sizes that are no whole number above 0 count as 0; bounds that are no whole numbers give an empty box", () => {
    const table = areaTable(layoutOf([area(0, 1, 1, 2, 2, -3), area(1, 1, 1, 2, 2, 2.5), area(2, NaN, 1, 2, 2, 4), area(3, 1, 1, 2, Infinity, 4), area(4, 0, 0, 1, 1, 1)]), 8, 8);
    expect(Array.from(table.sizes)).toEqual([0, 0, 4, 4, 1]);
    expect(Array.from(table.filled)).toEqual([0, 0, 0, 0, 1]);
    expect([table.boxes[2 * 4 + 2], table.boxes[2 * 4 + 3], table.boxes[3 * 4 + 2], table.boxes[3 * 4 + 3]]).toEqual([0, 0, 0, 0]);
    expect(table.floor).toBe(9);
  });

  test("made once per layout and map size, made anew for another size or another list of areas", () => {
    const areas = [area(0, 0, 0, 2, 2, 4)];
    const layout = layoutOf(areas);
    const first = areaTable(layout, 10, 10);
    expect(areaTable(layout, 10, 10)).toBe(first);
    const smaller = areaTable(layout, 1, 10);
    expect(smaller).not.toBe(first);
    expect(Array.from(smaller.boxes)).toEqual([0, 0, 1, 2]);
    areas.push(area(1, 4, 4, 1, 1, 1));
    expect(Array.from(areaTable(layout, 1, 10).sizes)).toEqual([4, 1]);
    expect(areaTable(layoutOf(areas), 10, 10)).not.toBe(first);
  });

  test.each(LAYOUTS.map((layout) => layout.name))("layout %s: every area's floor lies in its box, and a filled box is all its floor", (name) => {
    for (const seed of [1, 2, 3]) {
      const result = generateDungeon(70, 60, { layout: name }, seed);
      if (!result.ok) throw new Error(result.reason);
      const { grid, layout } = result.dungeon;
      const table = areaTable(layout, grid.width, grid.height);
      const counted = new Int32Array(layout.areas.length);
      for (let tile = 0; tile < grid.kinds.length; tile++) {
        const id = layout.areaOf[tile] - 1;
        if (id < 0) continue;
        expect(isFloor(grid.kinds[tile])).toBe(true);
        const x = tile % grid.width;
        const y = Math.floor(tile / grid.width);
        const [left, top, columns, rows] = table.boxes.subarray(4 * id, 4 * id + 4);
        expect(x >= left && x < left + columns && y >= top && y < top + rows).toBe(true);
        counted[id]++;
      }
      expect(Array.from(table.sizes)).toEqual(Array.from(counted));
      for (let id = 0; id < layout.areas.length; id++) expect(table.filled[id]).toBe(table.sizes[id] === table.boxes[4 * id + 2] * table.boxes[4 * id + 3] ? 1 : 0);
    }
  });
});
