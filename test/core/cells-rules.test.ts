/**
 * The cells layout where cells.test.ts leaves off: a map one cell wide but several cells tall, and
 * what the preview sees at each step. The Essentials size table, rooms, corridors, options and
 * invariant 6 are in cells.test.ts.
 */
import { Layout, Random, cellGraphMetrics, createGrid, findLayout, generateDungeon, isFloor } from "../../src/core";
import { buildAreaGraph } from "../../src/core/areas";
import fc from "fast-check";
import { ceilingViolations, cellView, expectDungeon, linksFormSpanningTree, unreachableFloor, wallRuleViolations } from "./helpers";
import { runs } from "../runs";

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

describe("Extra Connections: loops between neighbouring cells", () => {
  const cellsRequest = (extraConnections: number) => ({ layout: "cells", extraConnections });
  // 68×64 holds 4×4 cells: 24 neighbouring pairs, 15 of them in the depth-first tree, 9 left.
  const PAIRS_68x64 = 24;

  test("0 (the default) keeps Essentials' tree; N adds N links between neighbours, each one a loop in the cell graph", () => {
    for (let seed = 1; seed <= 8; seed++) {
      expect(linksFormSpanningTree(expectDungeon(generateDungeon(68, 64, cellsRequest(0), seed)))).toBe(true);
      for (const extra of [1, 4]) {
        const graph = cellGraphMetrics(cellView(expectDungeon(generateDungeon(68, 64, cellsRequest(extra), seed))));
        expect(graph).toMatchObject({ components: 1, loops: extra, links: graph.cells - 1 + extra });
      }
    }
  });

  test("the loops are walkable: the areas' graph has loops, and no floor is cut off or breaks the ceiling rule", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, cellsRequest(4), seed));
      const { layout } = dungeon;
      expect(buildAreaGraph(layout.areas.length, layout.openings).loops).toBeGreaterThan(0);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect(ceilingViolations(dungeon)).toEqual([]);
    }
  });

  test("more than the grid allows links every pair of neighbouring cells, without a warning about the option", () => {
    const result = generateDungeon(68, 64, cellsRequest(999), 5);
    const dungeon = expectDungeon(result);
    expect(cellGraphMetrics(cellView(dungeon)).links).toBe(PAIRS_68x64);
    expect(result.problems.filter((problem) => problem.includes("extraConnections"))).toEqual([]);
  });

  test("extra connections only add corridors: the rooms and every floor tile of the map without them stay as they were", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const tree = expectDungeon(generateDungeon(68, 64, cellsRequest(0), seed));
      const looped = expectDungeon(generateDungeon(68, 64, cellsRequest(6), seed));
      expect(cellView(looped).rooms).toEqual(cellView(tree).rooms);
      const lost = [...tree.grid.kinds.keys()].filter((tile) => isFloor(tree.grid.kinds[tile]) && !isFloor(looped.grid.kinds[tile]));
      expect(lost).toEqual([]);
    }
  });
});

describe("Extra Connections with any other options", () => {
  test("random cell sizes, corridor widths, wall heights and extra connections keep invariants 1, 2 and 6", () => {
    fc.assert(
      fc.property(
        fc.record({
          cellWidth: fc.integer({ min: 7, max: 20 }),
          cellHeight: fc.integer({ min: 7, max: 20 }),
          corridorWidth: fc.integer({ min: 1, max: 9 }),
          wallHeight: fc.integer({ min: 1, max: 3 }),
          roomChance: fc.integer({ min: 0, max: 100 }),
          extraConnections: fc.integer({ min: 0, max: 40 }),
        }),
        fc.integer({ min: 30, max: 140 }),
        fc.integer({ min: 25, max: 140 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (options, width, height, seed) => {
          const dungeon = expectDungeon(generateDungeon(width, height, { layout: "cells", ...options }, seed));
          expect(unreachableFloor(dungeon)).toBe(0);
          expect(wallRuleViolations(dungeon)).toEqual([]);
          expect(ceilingViolations(dungeon)).toEqual([]);
        },
      ),
      { numRuns: runs(25, 300), seed: 29 },
    );
  });
});
