/**
 * The grid metrics at their edges, on small hand-drawn grids: every distance of a walk (the
 * start's 0 included), the grid's edges (no wrap between rows, the first tile of a row, the last
 * row), ties, empty grids, and the cell graph's links at the edges and bits outside the four sides.
 */
import {
  Grid,
  Side,
  TileKind,
  cellGraphMetrics,
  countFloorComponents,
  farthestFloor,
  firstFloorTile,
  floorDiameter,
  floorDistances,
  floorShare,
  hammingDistance,
  meanPairwiseHamming,
} from "../../src/core";

const CHAR_KINDS: Record<string, TileKind> = { " ": TileKind.Void, ".": TileKind.Room, ",": TileKind.Corridor, "#": TileKind.Wall, "_": TileKind.Void };

/** A grid drawn as rows of equal length ("_" is void too, to keep the rows visibly aligned). */
function gridOf(...rows: string[]): Grid {
  const width = rows[0].length;
  const kinds = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((char, x) => (kinds[y * width + x] = CHAR_KINDS[char])));
  return { width, height: rows.length, kinds };
}

describe("floorDistances", () => {
  test("every tile's distance on a small grid, the start's 0 included, −1 off the floor", () => {
    const grid = gridOf(
      "..#",
      ".,.",
      "#..",
    );
    expect(Array.from(floorDistances(grid, 0))).toEqual([0, 1, -1, 1, 2, 3, -1, 3, 4]);
    expect(Array.from(floorDistances(grid, 8))).toEqual([4, 3, -1, 3, 2, 1, -1, 1, 0]);
  });

  test("from the first tile, and the first tile of a row, on a one-column grid", () => {
    const column = gridOf(".", ".", ".");
    expect(Array.from(floorDistances(column, 0))).toEqual([0, 1, 2]);
    expect(Array.from(floorDistances(column, 1))).toEqual([1, 0, 1]);
    expect(Array.from(floorDistances(column, 2))).toEqual([2, 1, 0]);
  });

  test("no wrap between the end of a row and the start of the next", () => {
    const grid = gridOf(
      "#.",
      ".#",
    );
    expect(Array.from(floorDistances(grid, 1))).toEqual([-1, 0, -1, -1]);
    expect(Array.from(floorDistances(grid, 2))).toEqual([-1, -1, 0, -1]);
  });

  test("a start off the floor, or outside the grid: all −1", () => {
    const grid = gridOf("#.");
    expect(Array.from(floorDistances(grid, 0))).toEqual([-1, -1]);
    expect(Array.from(floorDistances(grid, -1))).toEqual([-1, -1]);
    expect(Array.from(floorDistances(grid, 2))).toEqual([-1, -1]);
  });

  test("along one row both ways", () => {
    const row = gridOf("....");
    expect(Array.from(floorDistances(row, 1))).toEqual([1, 0, 1, 2]);
  });
});

describe("countFloorComponents and floorShare", () => {
  test("each separate region counted once, room and corridor floor alike", () => {
    expect(countFloorComponents(gridOf(".#,", "##.", ",#."))).toBe(3);
    expect(countFloorComponents(gridOf("..", ".."))).toBe(1);
    expect(countFloorComponents(gridOf("#."))).toBe(1);
    expect(countFloorComponents({ width: 0, height: 0, kinds: new Uint8Array(0) })).toBe(0);
  });

  test("floorShare counts room and corridor, not wall or void", () => {
    expect(floorShare(gridOf(".,#_"))).toBe(0.5);
    expect(floorShare(gridOf(",,,,"))).toBe(1);
    expect(floorShare({ width: 0, height: 0, kinds: new Uint8Array(0) })).toBe(0);
  });
});

describe("farthestFloor, firstFloorTile and floorDiameter", () => {
  test("ties go to the lowest tile index", () => {
    const grid = gridOf(
      "...",
      "#.#",
    );
    expect(farthestFloor(grid, 4)).toEqual({ tile: 0, distance: 2 });
    expect(farthestFloor(grid, 1)).toEqual({ tile: 0, distance: 1 });
  });

  test("a single floor tile is its own farthest, at 0", () => {
    expect(farthestFloor(gridOf("#.#"), 1)).toEqual({ tile: 1, distance: 0 });
    expect(floorDiameter(gridOf("#.#"))).toBe(0);
  });

  test("firstFloorTile: the first in reading order, tile 0 included; −1 without floor", () => {
    expect(firstFloorTile(gridOf(".#"))).toBe(0);
    expect(firstFloorTile(gridOf("#_", "_,"))).toBe(3);
    expect(firstFloorTile(gridOf("#_"))).toBe(-1);
  });

  test("the diameter of the region holding the start, not of the whole grid", () => {
    const grid = gridOf("..#....");
    expect(floorDiameter(grid)).toBe(1);
    expect(floorDiameter(grid, 3)).toBe(3);
    expect(floorDiameter(grid, 2)).toBe(0);
    // From tile 1 the farthest tile is tile 0 itself: the second walk starts there.
    expect(floorDiameter(grid, 1)).toBe(1);
  });
});

describe("hammingDistance and meanPairwiseHamming", () => {
  test("empty grids differ by 0; sizes must match in both directions", () => {
    const empty = { width: 0, height: 0, kinds: new Uint8Array(0) };
    expect(hammingDistance(empty, empty)).toBe(0);
    expect(() => hammingDistance(gridOf("..", ".."), gridOf("...."))).toThrow("grids differ in size: 2×2 and 4×1");
    expect(() => hammingDistance(gridOf(".."), gridOf(".", "."))).toThrow("grids differ in size: 2×1 and 1×2");
    expect(() => hammingDistance(gridOf(".."), gridOf("..."))).toThrow("grids differ in size: 2×1 and 3×1");
    expect(() => hammingDistance(gridOf("..", ".."), gridOf(".."))).toThrow("grids differ in size: 2×2 and 2×1");
  });

  test("the mean over every pair, each pair once", () => {
    const a = gridOf("..");
    const b = gridOf(".#");
    const c = gridOf("##");
    expect(meanPairwiseHamming([a, b])).toBe(0.5);
    expect(meanPairwiseHamming([a, b, c])).toBeCloseTo((0.5 + 1 + 0.5) / 3, 12);
    expect(meanPairwiseHamming([])).toBe(0);
  });
});

describe("cellGraphMetrics at the edges", () => {
  const { North: N, East: E, South: S, West: W } = Side;

  test("a South link on the last row and an East link on the last column lead nowhere and are not counted", () => {
    const grid = { cellColumns: 2, cellRows: 2, links: Uint8Array.of(E, W, S, E) };
    expect(cellGraphMetrics(grid)).toEqual({ cells: 4, links: 1, deadEnds: 4, components: 3, loops: 0 });
  });

  test("only the grid's cellColumns × cellRows cells are read, whatever the links array holds beyond", () => {
    const grid = { cellColumns: 2, cellRows: 1, links: Uint8Array.of(E, W, E, W) };
    expect(cellGraphMetrics(grid)).toEqual({ cells: 2, links: 1, deadEnds: 2, components: 1, loops: 0 });
  });

  test("a column of cells joined by South links", () => {
    const column = { cellColumns: 1, cellRows: 3, links: Uint8Array.of(S, N | S, N) };
    expect(cellGraphMetrics(column)).toEqual({ cells: 3, links: 2, deadEnds: 2, components: 1, loops: 0 });
  });

  test("a dead end has exactly one side open; bits above the four sides are not sides", () => {
    const row = { cellColumns: 3, cellRows: 1, links: Uint8Array.of(E | 16, W | E | 32, W | 64 | 128) };
    expect(cellGraphMetrics(row)).toEqual({ cells: 3, links: 2, deadEnds: 2, components: 1, loops: 0 });
  });

  test("a 3×2 grid with two rings shares their middle link", () => {
    const links = Uint8Array.of(E | S, W | E | S, W | S, N | E, N | W | E, N | W);
    expect(cellGraphMetrics({ cellColumns: 3, cellRows: 2, links })).toEqual({ cells: 6, links: 7, deadEnds: 0, components: 1, loops: 2 });
  });

  test("a link that closes a ring joins nothing new: a 2×2 ring and two lone cells are three components", () => {
    const links = Uint8Array.of(E | S, W | S, 0, N | E, N | W, 0);
    expect(cellGraphMetrics({ cellColumns: 3, cellRows: 2, links })).toEqual({ cells: 6, links: 4, deadEnds: 0, components: 3, loops: 1 });
  });
});
