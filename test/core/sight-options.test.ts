/**
 * What the fog of war may hand computeSight (src/core/sight.ts): any radius value, its own blocking
 * table, one buffer reused look after look, a buffer or an origin that does not fit the grid. The
 * geometry of sight (symmetry, walls that hide, the disc on open floor) is in sight.test.ts.
 */
import fc from "fast-check";
import { Grid, TileKind, createGrid } from "../../src/core";
import { DEFAULT_BLOCKING, MAX_SIGHT_RADIUS, SightBuffer, computeSight, createSightBuffer, inSight } from "../../src/core/sight";
import { gridOf } from "./pictures";
import { runs } from "../runs";

function openFloor(width: number, height: number): Grid {
  const grid = createGrid(width, height);
  grid.kinds.fill(TileKind.Room);
  return grid;
}

/** Tiles of an open floor a radius sees around the middle of a 41×41 map (the disc dx² + dy² ≤ r² + r). */
function discSize(radius: number): number {
  let count = 0;
  for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) if (dx * dx + dy * dy <= radius * radius + radius) count++;
  return count;
}

function seenTiles(buffer: SightBuffer, count: number): number[] {
  return Array.from(buffer.tiles.subarray(0, count)).sort((a, b) => a - b);
}

describe("the radius", () => {
  const grid = openFloor(41, 41);

  test("without options, or without a radius, is 8", () => {
    const buffer = createSightBuffer(41, 41);
    expect(computeSight(grid, 20, 20, buffer)).toBe(discSize(8));
    expect(computeSight(grid, 20, 20, buffer, {})).toBe(discSize(8));
    expect(computeSight(grid, 20, 20, buffer, { blocking: DEFAULT_BLOCKING })).toBe(discSize(8));
  });

  test("a fractional radius is rounded down; zero, negative, NaN and infinite radii see only the viewer's own tile", () => {
    const buffer = createSightBuffer(41, 41);
    expect(computeSight(grid, 20, 20, buffer, { radius: 3.9 })).toBe(discSize(3));
    expect(computeSight(grid, 20, 20, buffer, { radius: 0.5 })).toBe(1);
    for (const radius of [0, -1, -7.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect([radius, computeSight(grid, 20, 20, buffer, { radius }), buffer.tiles[0]]).toEqual([radius, 1, 20 * 41 + 20]);
    }
  });

  test("a radius above MAX_SIGHT_RADIUS sees as far as the maximum", () => {
    const width = MAX_SIGHT_RADIUS + 40;
    const corridor = openFloor(width, 1);
    const buffer = createSightBuffer(width, 1, 0);
    expect(computeSight(corridor, 0, 0, buffer, { radius: MAX_SIGHT_RADIUS + 30 })).toBe(MAX_SIGHT_RADIUS + 1);
    expect([inSight(buffer, MAX_SIGHT_RADIUS), inSight(buffer, MAX_SIGHT_RADIUS + 1)]).toEqual([true, false]);
  });
});

describe("the blocking table", () => {
  test("what it marks blocks sight and is itself seen; what it leaves open lets sight through", () => {
    // Room floor blocks, walls do not (the reverse of the default); the viewer stands at (4, 4).
    const reversed = new Uint8Array(256);
    reversed[TileKind.Room] = 1;
    const grid = gridOf([
      "#########",
      "#########",
      "#########",
      "#########",
      "######.##",
      "#########",
      "#########",
      "#########",
      "#########",
    ]);
    const buffer = createSightBuffer(9, 9);
    computeSight(grid, 4, 4, buffer, { radius: 4, blocking: reversed });
    expect([inSight(buffer, 4 * 9 + 6), inSight(buffer, 4 * 9 + 8), inSight(buffer, 0 * 9 + 4)]).toEqual([true, false, true]);
    // With the default table the viewer stands in solid wall and sees only its eight neighbours.
    expect(computeSight(grid, 4, 4, buffer, { radius: 4 })).toBe(9);
  });
});

describe("the buffer", () => {
  test("one buffer reused look after look sees what a fresh buffer sees each time, and forgets the look before", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 12 })), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 2 ** 31 }), (looks, salt) => {
        const grid = openFloor(20, 15);
        for (let tile = 0; tile < grid.kinds.length; tile++) if (((tile * 2654435761 + salt) >>> 0) % 5 === 0) grid.kinds[tile] = TileKind.Wall;
        const reused = createSightBuffer(20, 15, 1);
        for (const [x, y, radius] of looks) {
          const count = computeSight(grid, x, y, reused, { radius });
          const fresh = createSightBuffer(20, 15, radius);
          const freshCount = computeSight(grid, x, y, fresh, { radius });
          expect(seenTiles(reused, count)).toEqual(seenTiles(fresh, freshCount));
          for (let tile = 0; tile < grid.kinds.length; tile++) if (inSight(reused, tile) !== inSight(fresh, tile)) throw new Error(`tile ${tile} differs`);
        }
      }),
      { numRuns: runs(40, 2000) },
    );
  });

  test("a buffer made for another grid size, or an origin off the grid, sees nothing", () => {
    const grid = openFloor(12, 10);
    for (const [width, height] of [
      [10, 12],
      [12, 11],
      [13, 10],
    ]) {
      const wrong = createSightBuffer(width, height);
      expect([computeSight(grid, 5, 5, wrong, { radius: 3 }), inSight(wrong, 5 * 12 + 5)]).toEqual([0, false]);
    }
    const right = createSightBuffer(12, 10);
    for (const [x, y] of [
      [-1, 0],
      [0, -1],
      [12, 0],
      [0, 10],
    ]) {
      expect([computeSight(grid, x, y, right, { radius: 3 }), right.count]).toEqual([0, 0]);
    }
  });
});
