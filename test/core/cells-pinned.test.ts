/**
 * Pins what the cells layout's own tests left open (its mutation run, docs/mutation.md): one cell
 * column with several rows, the junction of a cell without links, rooms kept over the junction
 * however far they stray, the one-room map's area, and what the step hooks report to the preview.
 */
import {
  CELLS_DEFAULTS,
  CellLayout,
  Layout,
  Random,
  Side,
  TileKind,
  carveCorridors,
  cells,
  countCells,
  createGrid,
  generateDungeon,
  junctionOf,
  resolveCellsOptions,
} from "../../src/core";
import { expectDungeon } from "./helpers";

describe("cell counts: a single column or row of cells", () => {
  test("one full cell across and four down is a column of four cells (Essentials: width 20–41 is one cell across)", () => {
    expect(countCells(41, 64, CELLS_DEFAULTS)).toEqual({ cellColumns: 1, cellRows: 4 });
    expect(countCells(30, 89, CELLS_DEFAULTS)).toEqual({ cellColumns: 1, cellRows: 5 });
  });

  test("one full cell down and five across is a row of five cells", () => {
    expect(countCells(93, 37, CELLS_DEFAULTS)).toEqual({ cellColumns: 5, cellRows: 1 });
  });

  test("a 41×64 map is a column of linked cells, not one room", () => {
    const dungeon = expectDungeon(generateDungeon(41, 64, {}, 3));
    expect(dungeon.layout.overlay.boxes).toHaveLength(4);
    expect(dungeon.layout.overlay.lines).toHaveLength(3 * 4); // a spanning tree of 4 cells: 3 links
  });
});

describe("junctions", () => {
  test("a cell without links still gets its junction square (a dead end ends there)", () => {
    const grid = createGrid(42, 25);
    const layout: CellLayout = { originX: 8, originY: 6, cellColumns: 2, cellRows: 1, links: new Uint8Array(2), rooms: [] };
    carveCorridors(grid, CELLS_DEFAULTS, layout);
    const { x: jx, y: jy } = junctionOf(CELLS_DEFAULTS);
    const expected = new Set<number>();
    for (const left of [8, 8 + 13]) {
      for (let y = 6 + jy; y < 6 + jy + 3; y++) for (let x = left + jx; x < left + jx + 3; x++) expected.add(y * 42 + x);
    }
    grid.kinds.forEach((kind, tile) => expect([tile, kind]).toEqual([tile, expected.has(tile) ? TileKind.Corridor : TileKind.Void]));
  });

  test("one open side carves one arm from the junction to the cell edge and nothing else", () => {
    const grid = createGrid(42, 25);
    const layout: CellLayout = { originX: 8, originY: 6, cellColumns: 2, cellRows: 1, links: new Uint8Array([Side.East, Side.West]), rooms: [] };
    carveCorridors(grid, CELLS_DEFAULTS, layout);
    const { x: jx, y: jy } = junctionOf(CELLS_DEFAULTS);
    for (let y = 0; y < 25; y++) {
      for (let x = 0; x < 42; x++) {
        const inBand = y >= 6 + jy && y < 6 + jy + 3 && x >= 8 + jx && x < 8 + 13 + jx + 3;
        expect([x, y, grid.kinds[y * 42 + x]]).toEqual([x, y, inBand ? TileKind.Corridor : TileKind.Void]);
      }
    }
  });
});

describe("rooms stray no further than their junction", () => {
  test("with the largest jitter every room still overlaps its cell's junction square on both axes", () => {
    const given = { roomJitter: 32, roomChance: 100, roomMinWidth: 1, roomMaxWidth: 4, roomMinHeight: 1, roomMaxHeight: 3 };
    const { options } = resolveCellsOptions(given);
    const { x: jx, y: jy } = junctionOf(options);
    let rooms = 0;
    for (let seed = 0; seed < 30; seed++) {
      const dungeon = expectDungeon(generateDungeon(94, 89, given, seed));
      for (const area of dungeon.layout.areas.filter((a) => a.kind === "room")) {
        const { x, y, width, height } = area.bounds;
        const cellLeft = 8 + Math.floor((x - 8) / 13) * 13;
        const cellTop = 6 + Math.floor((y - 6) / 13) * 13;
        // The junction square: columns cellLeft + jx … + 2, rows cellTop + jy … + 2.
        const overlapsColumns = x <= cellLeft + jx + 2 && x + width - 1 >= cellLeft + jx;
        const overlapsRows = y <= cellTop + jy + 2 && y + height - 1 >= cellTop + jy;
        expect([seed, area.bounds, overlapsColumns, overlapsRows]).toEqual([seed, area.bounds, true, true]);
        rooms++;
      }
    }
    expect(rooms).toBeGreaterThan(30 * 20);
  });
});

describe("the layout a cells map reports", () => {
  test("a one-cell map: the algorithm's name, one room area over the whole interior, no openings", () => {
    const dungeon = expectDungeon(generateDungeon(30, 20, {}, 7));
    expect(dungeon.layout.algorithm).toBe("cells");
    expect(dungeon.layout.areas).toEqual([{ id: 0, kind: "room", bounds: { x: 8, y: 6, width: 14, height: 8 }, size: 14 * 8 }]);
    expect(dungeon.layout.openings).toEqual([]);
    expect(dungeon.layout.overlay.marks).toEqual([]);
  });

  test("its summary names where it comes from", () => {
    expect(cells.summary).toMatch(/Essentials/);
    expect(cells.steps).toEqual(["cells", "links", "corridors", "rooms"]);
  });
});

describe("step hooks (what the preview shows at each stage)", () => {
  function carveWithSteps(width: number, height: number, seed: number) {
    const { options } = resolveCellsOptions({});
    const grid = createGrid(width, height);
    const steps: { step: string; layout: Layout; floor: number }[] = [];
    const final = cells.carve(grid, options, new Random(seed), { prefabs: [] }, (step, layout) => {
      steps.push({ step, layout, floor: grid.kinds.filter((kind) => kind !== TileKind.Void).length });
    });
    return { grid, steps, final };
  }

  test("each stage is reported once, in the order of `steps`, the last with the finished layout", () => {
    const { steps, final } = carveWithSteps(68, 64, 11);
    expect(steps.map((s) => s.step)).toEqual([...cells.steps]);
    expect(steps[3].layout).toBe(final);
    expect(final.areas.length).toBeGreaterThan(0);
    expect(final.openings.length).toBeGreaterThan(0);
  });

  test("before the rooms: no areas and no openings yet, the cells as boxes and the links as lines", () => {
    const { steps } = carveWithSteps(68, 64, 11);
    const expectedBoxes = [];
    for (let row = 0; row < 4; row++) for (let column = 0; column < 4; column++) expectedBoxes.push({ x: 8 + 13 * column, y: 6 + 13 * row, width: 13, height: 13 });
    for (const { step, layout } of steps.slice(0, 3)) {
      expect([step, layout.algorithm, layout.areas, layout.openings, layout.overlay.marks]).toEqual([step, "cells", [], [], []]);
      expect(layout.overlay.boxes).toEqual(expectedBoxes);
    }
    // Links are drawn once they exist: none at "cells", a spanning tree of 16 cells (15 lines) after.
    expect(steps.map((s) => s.layout.overlay.lines.length / 4)).toEqual([0, 15, 15, 15]);
    // Floor appears with the corridors, and grows with the rooms.
    expect(steps[0].floor).toBe(0);
    expect(steps[1].floor).toBe(0);
    expect(steps[2].floor).toBeGreaterThan(0);
    expect(steps[3].floor).toBeGreaterThan(steps[2].floor);
  });

  test("the hooks change nothing: the same seed carves the same grid with and without them", () => {
    const { options } = resolveCellsOptions({});
    const plain = createGrid(68, 64);
    const layout = cells.carve(plain, options, new Random(11), { prefabs: [] });
    const { grid, final } = carveWithSteps(68, 64, 11);
    expect(Array.from(grid.kinds)).toEqual(Array.from(plain.kinds));
    expect(final.areas).toEqual(layout.areas);
    expect(final.openings).toEqual(layout.openings);
  });
});
