/**
 * The flood fill the core and the plugin share (src/core/flood.ts) and the floor measures the
 * metrics tool reports (src/core/metrics.ts), against a plain walk over (x, y) on random grids,
 * plus the edges a flat tile index gets wrong: rows do not wrap, starts off the floor, sizes that
 * differ. The measures on generated dungeons are in metrics.test.ts.
 */
import fc from "fast-check";
import { Grid, Side, cellGraphMetrics, countFloorComponents, floorDiameter, floorDistances, hammingDistance, isFloor } from "../../src/core";
import { floodFill, reachFloor } from "../../src/core/flood";
import { gridOf } from "./pictures";
import { runs } from "../runs";

/** Steps from (sx, sy) to every tile over tiles `open` accepts, −1 where not reached; the start counts as open. */
function walk(width: number, height: number, start: number, open: (x: number, y: number) => boolean): number[] {
  const distance = new Array<number>(width * height).fill(-1);
  distance[start] = 0;
  let frontier = [[start % width, Math.floor(start / width)]];
  for (let step = 1; frontier.length > 0; step++) {
    const next: number[][] = [];
    for (const [x, y] of frontier) {
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || distance[ny * width + nx] >= 0 || !open(nx, ny)) continue;
        distance[ny * width + nx] = step;
        next.push([nx, ny]);
      }
    }
    frontier = next;
  }
  return distance;
}

const randomGrid = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 9 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      kinds: fc.uint8Array({ minLength: width * height, maxLength: width * height, min: 0, max: 3 }),
      start: fc.integer({ min: 0, max: width * height - 1 }),
    }),
  );

describe("floodFill", () => {
  test("reaches, each once, exactly the tiles 4-connected to the start through tiles it may enter, the start whatever it is; rows never wrap", () => {
    fc.assert(
      fc.property(randomGrid, ({ width, height, kinds, start }) => {
        const include = (tile: number) => isFloor(kinds[tile]);
        const seen = new Uint8Array(width * height);
        const queue = new Int32Array(width * height);
        const count = floodFill(width, height, start, include, seen, queue);
        const expected = walk(width, height, start, (x, y) => include(y * width + x));
        const reached = Array.from(queue.subarray(0, count)).sort((a, b) => a - b);
        expect(reached).toEqual(expected.flatMap((distance, tile) => (distance >= 0 ? [tile] : [])));
        expect(queue[0]).toBe(start);
      }),
      { numRuns: runs(200, 20000) },
    );
  });

  test("never enters a tile already marked seen", () => {
    const seen = Uint8Array.of(0, 0, 1, 0, 0);
    const queue = new Int32Array(5);
    const count = floodFill(5, 1, 0, () => true, seen, queue);
    expect(Array.from(queue.subarray(0, count))).toEqual([0, 1]);
  });
});

describe("reachFloor", () => {
  test("marks the floor joined to the start, round corners and along one-tile corridors, and nothing behind walls", () => {
    // Room A (top left) leads down a corridor that runs right and up; room B is walled off; room C
    // (bottom) meets the corridor from below.
    const grid = gridOf([
      "...#..  ",
      "...#.. ,",
      " ,  ## ,",
      " ,,,,,,,",
      "#  ...  ",
    ]);
    const reached = new Uint8Array(grid.kinds.length);
    const count = reachFloor(grid, 0, reached);
    // o: reached floor, x: floor not reached.
    const picture = Array.from({ length: grid.height }, (_, y) => Array.from({ length: grid.width }, (_, x) => (reached[y * grid.width + x] ? "o" : isFloor(grid.kinds[y * grid.width + x]) ? "x" : " ")).join(""));
    expect(picture).toEqual([
      "ooo xx  ", //
      "ooo xx o",
      " o     o",
      " ooooooo",
      "   ooo  ",
    ]);
    expect(count).toBe(reached.reduce((sum, mark) => sum + mark, 0));
  });

  test("marks nothing from a start that is not floor", () => {
    const grid = gridOf(["#.."]);
    const reached = new Uint8Array(grid.kinds.length);
    expect(reachFloor(grid, 0, reached)).toBe(0);
    expect(reached.every((mark) => mark === 0)).toBe(true);
  });

  test("marks exactly the floor 4-connected to a floor start, and counts it; rows never wrap", () => {
    fc.assert(
      fc.property(randomGrid, ({ width, height, kinds, start }) => {
        const grid: Grid = { width, height, kinds };
        const reached = new Uint8Array(kinds.length);
        const count = reachFloor(grid, start, reached);
        const expected = isFloor(kinds[start]) ? walk(width, height, start, (x, y) => isFloor(kinds[y * width + x])).map((distance) => (distance >= 0 ? 1 : 0)) : new Array<number>(kinds.length).fill(0);
        expect(Array.from(reached)).toEqual(expected);
        expect(count).toBe(expected.filter((mark) => mark === 1).length);
      }),
      { numRuns: runs(300, 5000) },
    );
  });
});

describe("floor distances and components", () => {
  test("floorDistances is the walk over floor; countFloorComponents counts the separate pieces, diagonal contact joining none", () => {
    fc.assert(
      fc.property(randomGrid, ({ width, height, kinds, start }) => {
        const grid: Grid = { width, height, kinds };
        const floor = (x: number, y: number) => isFloor(kinds[y * width + x]);
        const expected = isFloor(kinds[start]) ? walk(width, height, start, floor) : new Array<number>(width * height).fill(-1);
        expect(Array.from(floorDistances(grid, start))).toEqual(expected);
        const label = new Array<number>(width * height).fill(-1);
        let pieces = 0;
        for (let tile = 0; tile < width * height; tile++) {
          if (!isFloor(kinds[tile]) || label[tile] >= 0) continue;
          walk(width, height, tile, floor).forEach((distance, reached) => distance >= 0 && (label[reached] = pieces));
          pieces++;
        }
        expect(countFloorComponents(grid)).toBe(pieces);
      }),
      { numRuns: runs(200, 20000) },
    );
  });

  test("a start off the floor, or off the grid, reaches nothing", () => {
    const grid = gridOf(["..#", ".,.", "#.."]);
    for (const start of [2, -1, 9]) expect(Array.from(floorDistances(grid, start)).every((distance) => distance === -1)).toBe(true);
  });

  test("the diameter is that of the piece holding the start, not of the whole map", () => {
    const grid = gridOf(["..#...."]);
    expect([floorDiameter(grid), floorDiameter(grid, 3), floorDiameter(grid, 2)]).toEqual([1, 3, 0]);
  });
});

describe("comparing maps", () => {
  test("hammingDistance is the share of tiles that differ, and refuses maps of different sizes", () => {
    expect(hammingDistance(gridOf(["..", ".."]), gridOf(["..", ".#"]))).toBe(0.25);
    expect(() => hammingDistance(gridOf(["..", ".."]), gridOf(["...."]))).toThrow("grids differ in size: 2×2 and 4×1");
  });
});

describe("cellGraphMetrics", () => {
  const { North: N, East: E, South: S, West: W } = Side;

  test("links off the grid's last row or column lead nowhere and are not counted", () => {
    expect(cellGraphMetrics({ cellColumns: 2, cellRows: 2, links: Uint8Array.of(E, W, S, E) })).toEqual({ cells: 4, links: 1, deadEnds: 4, components: 3, loops: 0 });
  });

  test("two rings sharing a link are two loops; a ring beside lone cells is one loop and three components", () => {
    expect(cellGraphMetrics({ cellColumns: 3, cellRows: 2, links: Uint8Array.of(E | S, W | E | S, W | S, N | E, N | W | E, N | W) })).toEqual({ cells: 6, links: 7, deadEnds: 0, components: 1, loops: 2 });
    expect(cellGraphMetrics({ cellColumns: 3, cellRows: 2, links: Uint8Array.of(E | S, W | S, 0, N | E, N | W, 0) })).toEqual({ cells: 6, links: 4, deadEnds: 0, components: 3, loops: 1 });
  });
});
