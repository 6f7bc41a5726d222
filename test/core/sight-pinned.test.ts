/**
 * computeSight (src/core/sight.ts) pinned tile for tile: on random grids of scattered walls (far
 * more pillars, gaps and diagonal slits than a generated dungeon has), the set it sees equals a
 * plain recursive reference written here from the article's description of symmetric
 * shadowcasting (Albert Ford, "Symmetric Shadowcasting": rows of a quadrant, round ties up at the
 * start slope and down at the end slope, a floor seen only inside the row's slopes, a wall always
 * seen). Then the edges of the contract: the radius value (default, fractional, bad, the maximum),
 * the blocking table, a buffer of another size, the generation wrap-around and the row stack's
 * growth.
 */
import fc from "fast-check";
import { Grid, TileKind, createGrid } from "../../src/core";
import { DEFAULT_BLOCKING, MAX_SIGHT_RADIUS, SIGHT_DEFAULTS, SightBuffer, computeSight, createSightBuffer, inSight } from "../../src/core/sight";

/** A fraction num/den with den > 0, compared by cross-multiplication (exact for these small integers). */
interface Slope {
  num: number;
  den: number;
}

/**
 * The reference: recursion per row (fine at these sizes), slopes as exact fractions, the radius
 * applied as the module documents it (rows past the radius are not scanned; a tile is seen only
 * when dx² + dy² ≤ r² + r). Tiles outside the grid block and are never seen.
 */
function referenceSight(grid: Grid, ox: number, oy: number, radius: number, blocking: Uint8Array = DEFAULT_BLOCKING): Set<number> {
  const seen = new Set<number>();
  const { width, height, kinds } = grid;
  if (!(ox >= 0 && oy >= 0 && ox < width && oy < height)) return seen;
  seen.add(oy * width + ox);
  const transforms: [number, number, number, number][] = [
    [0, 1, -1, 0],
    [0, 1, 1, 0],
    [1, 0, 0, 1],
    [-1, 0, 0, 1],
  ];
  for (const [depthX, colX, depthY, colY] of transforms) {
    const at = (depth: number, col: number) => ({ x: ox + depth * depthX + col * colX, y: oy + depth * depthY + col * colY });
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
    const wall = (depth: number, col: number) => {
      const { x, y } = at(depth, col);
      return !inside(x, y) || blocking[kinds[y * width + x]] === 1;
    };
    const scan = (depth: number, start: Slope, end: Slope): void => {
      if (depth > radius) return;
      // round_ties_up(depth·start) and round_ties_down(depth·end), on exact halves.
      const minCol = Math.floor((2 * depth * start.num + start.den) / (2 * start.den));
      const maxCol = Math.ceil((2 * depth * end.num - end.den) / (2 * end.den));
      let previous: "none" | "wall" | "floor" = "none";
      let rowStart = start;
      for (let col = minCol; col <= maxCol; col++) {
        const isWall = wall(depth, col);
        const symmetric = col * rowStart.den >= depth * rowStart.num && col * end.den <= depth * end.num;
        const { x, y } = at(depth, col);
        if ((isWall || symmetric) && inside(x, y) && col * col + depth * depth <= radius * radius + radius) seen.add(y * width + x);
        if (previous === "wall" && !isWall) rowStart = { num: 2 * col - 1, den: 2 * depth };
        if (previous === "floor" && isWall) scan(depth + 1, rowStart, { num: 2 * col - 1, den: 2 * depth });
        previous = isWall ? "wall" : "floor";
      }
      if (previous === "floor") scan(depth + 1, rowStart, end);
    };
    scan(1, { num: -1, den: 1 }, { num: 1, den: 1 });
  }
  return seen;
}

/** What the last computeSight reported: its tile list as a set, after checking it has no repeats. */
function reported(buffer: SightBuffer, count: number): Set<number> {
  expect(buffer.count).toBe(count);
  const tiles = Array.from(buffer.tiles.subarray(0, count));
  const set = new Set(tiles);
  expect(set.size).toBe(count);
  return set;
}

function sorted(set: Set<number>): number[] {
  return [...set].sort((a, b) => a - b);
}

/** A grid of room floor with walls where `walls` says (row-major flags), the rest of the kinds as given. */
function gridOf(width: number, height: number, walls: boolean[], wallKind: number = TileKind.Wall): Grid {
  const grid = createGrid(width, height);
  for (let tile = 0; tile < width * height; tile++) grid.kinds[tile] = walls[tile] ? wallKind : tile % 7 === 3 ? TileKind.Corridor : TileKind.Room;
  return grid;
}

const scatteredGrid = fc
  .record({ width: fc.integer({ min: 1, max: 24 }), height: fc.integer({ min: 1, max: 24 }), density: fc.integer({ min: 0, max: 60 }) })
  .chain(({ width, height, density }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      walls: fc.array(fc.integer({ min: 0, max: 99 }).map((roll) => roll < density), { minLength: width * height, maxLength: width * height }),
      wallKind: fc.constantFrom(TileKind.Wall, TileKind.Void),
      ox: fc.integer({ min: 0, max: width - 1 }),
      oy: fc.integer({ min: 0, max: height - 1 }),
      radius: fc.integer({ min: 0, max: 14 }),
    }),
  );

describe("computeSight against the reference", () => {
  test("sees exactly the reference's tiles on random grids of scattered walls (origin first, no tile twice)", () => {
    fc.assert(
      fc.property(scatteredGrid, ({ width, height, walls, wallKind, ox, oy, radius }) => {
        const grid = gridOf(width, height, walls, wallKind);
        const buffer = createSightBuffer(width, height);
        const count = computeSight(grid, ox, oy, buffer, { radius });
        expect(buffer.tiles[0]).toBe(oy * width + ox);
        const seen = reported(buffer, count);
        expect(sorted(seen)).toEqual(sorted(referenceSight(grid, ox, oy, radius)));
        for (let tile = 0; tile < width * height; tile++) expect(inSight(buffer, tile)).toBe(seen.has(tile));
      }),
      { numRuns: 300, seed: 0x5eed },
    );
  });

  test("one buffer reused over many looks gives each look's own tiles (a small buffer grown on the way)", () => {
    const walls: boolean[] = [];
    let state = 12345;
    for (let tile = 0; tile < 31 * 27; tile++) {
      state = (state * 1103515245 + 12345) >>> 0;
      walls.push(state % 100 < 22);
    }
    const grid = gridOf(31, 27, walls);
    const buffer = createSightBuffer(31, 27, 1);
    let looks = 0;
    for (let oy = 0; oy < 27; oy += 2) {
      for (let ox = 0; ox < 31; ox += 3) {
        const radius = (ox + oy) % 11;
        const count = computeSight(grid, ox, oy, buffer, { radius });
        expect(sorted(reported(buffer, count))).toEqual(sorted(referenceSight(grid, ox, oy, radius)));
        looks++;
      }
    }
    expect(looks).toBeGreaterThan(100);
  });

  test("a row stack smaller than a look needs is grown, and the look is the same", () => {
    fc.assert(
      fc.property(scatteredGrid, ({ width, height, walls, wallKind, ox, oy, radius }) => {
        const grid = gridOf(width, height, walls, wallKind);
        const buffer = createSightBuffer(width, height, radius);
        buffer.rows = new Int32Array(5); // room for one row: every further push must grow the stack
        const count = computeSight(grid, ox, oy, buffer, { radius });
        expect(sorted(reported(buffer, count))).toEqual(sorted(referenceSight(grid, ox, oy, radius)));
      }),
      { numRuns: 150, seed: 0xab1e },
    );
    // The growth keeps what was pending: a wide open floor pushes several rows per quadrant.
    const open = gridOf(21, 21, []);
    const buffer = createSightBuffer(21, 21, 0);
    buffer.rows = new Int32Array(5);
    const count = computeSight(open, 10, 10, buffer, { radius: 10 });
    expect(count).toBe(referenceSight(open, 10, 10, 10).size);
    expect(buffer.rows.length).toBeGreaterThan(5);
  });
});

describe("the radius value", () => {
  const open = () => gridOf(41, 41, []);
  /** The tiles of an open floor within dx² + dy² ≤ r² + r of (20, 20). */
  const disc = (radius: number) => referenceSight(open(), 20, 20, radius).size;

  test("no options or no radius: the default radius 8", () => {
    const grid = open();
    const buffer = createSightBuffer(41, 41);
    expect(SIGHT_DEFAULTS.radius).toBe(8);
    expect(computeSight(grid, 20, 20, buffer)).toBe(disc(8));
    expect(computeSight(grid, 20, 20, buffer, {})).toBe(disc(8));
    expect(computeSight(grid, 20, 20, buffer, { blocking: DEFAULT_BLOCKING })).toBe(disc(8));
    expect(disc(8)).not.toBe(disc(7));
  });

  test("a fractional radius is rounded down; zero, negative, NaN and infinite radii see only the origin", () => {
    const grid = open();
    const buffer = createSightBuffer(41, 41);
    expect(computeSight(grid, 20, 20, buffer, { radius: 3.9 })).toBe(disc(3));
    expect(computeSight(grid, 20, 20, buffer, { radius: 0.5 })).toBe(1);
    for (const radius of [0, -1, -7.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(computeSight(grid, 20, 20, buffer, { radius })).toBe(1);
      expect(buffer.tiles[0]).toBe(20 * 41 + 20);
      expect(inSight(buffer, 20 * 41 + 21)).toBe(false);
    }
    expect(computeSight(grid, 20, 20, buffer, { radius: 1 })).toBe(9);
  });

  test("a radius above MAX_SIGHT_RADIUS is treated as the maximum", () => {
    // A one-tile-high corridor: looking east along it sees exactly `radius` tiles past the origin.
    const width = MAX_SIGHT_RADIUS + 40;
    const corridor = gridOf(width, 1, []);
    const buffer = createSightBuffer(width, 1, 0);
    expect(computeSight(corridor, 0, 0, buffer, { radius: 20 })).toBe(21);
    expect(computeSight(corridor, 0, 0, buffer, { radius: MAX_SIGHT_RADIUS + 30 })).toBe(MAX_SIGHT_RADIUS + 1);
    expect(inSight(buffer, MAX_SIGHT_RADIUS)).toBe(true);
    expect(inSight(buffer, MAX_SIGHT_RADIUS + 1)).toBe(false);
  });
});

describe("the blocking table and the buffer", () => {
  test("a custom blocking table: what it marks blocks (and is seen), what it leaves open does not", () => {
    // Room floor blocks, walls do not: the reverse of the default.
    const reversed = new Uint8Array(256);
    reversed[TileKind.Room] = 1;
    const grid = createGrid(9, 9);
    grid.kinds.fill(TileKind.Wall);
    grid.kinds[4 * 9 + 6] = TileKind.Room; // two tiles east of the viewer at (4, 4)
    const buffer = createSightBuffer(9, 9);
    const count = computeSight(grid, 4, 4, buffer, { radius: 4, blocking: reversed });
    expect(sorted(reported(buffer, count))).toEqual(sorted(referenceSight(grid, 4, 4, 4, reversed)));
    expect(inSight(buffer, 4 * 9 + 6)).toBe(true);
    expect(inSight(buffer, 4 * 9 + 8)).toBe(false); // straight behind the room tile
    expect(inSight(buffer, 0 * 9 + 4)).toBe(true); // walls let sight through
    // With the default table the viewer stands in solid wall and sees only its eight neighbours.
    expect(computeSight(grid, 4, 4, buffer, { radius: 4 })).toBe(9);
  });

  test("a buffer made for another grid size sees nothing (and keeps nothing from before)", () => {
    const grid = gridOf(12, 10, []);
    const right = createSightBuffer(12, 10);
    expect(computeSight(grid, 5, 5, right, { radius: 3 })).toBeGreaterThan(1);
    for (const [width, height] of [[10, 12], [12, 11], [13, 10]]) {
      const wrong = createSightBuffer(width, height);
      expect(computeSight(grid, 5, 5, wrong, { radius: 3 })).toBe(0);
      expect(wrong.count).toBe(0);
      expect(inSight(wrong, 5 * 12 + 5)).toBe(false);
    }
    // Origins just outside each edge.
    for (const [x, y] of [[-1, 0], [0, -1], [12, 0], [0, 10]]) {
      expect(computeSight(grid, x, y, right, { radius: 3 })).toBe(0);
      expect(right.count).toBe(0);
    }
    expect(computeSight(grid, 11, 9, right, { radius: 1 })).toBe(4);
  });

  test("each look moves the generation on instead of clearing the marks (an old mark keeps its old generation)", () => {
    const grid = gridOf(20, 20, []);
    const buffer = createSightBuffer(20, 20);
    computeSight(grid, 2, 2, buffer, { radius: 2 });
    computeSight(grid, 17, 17, buffer, { radius: 2 });
    expect(buffer.generation).toBe(2);
    expect(buffer.mark[2 * 20 + 2]).toBe(1);
    expect(buffer.mark[17 * 20 + 17]).toBe(2);
    computeSight(grid, 25, 2, buffer, { radius: 2 }); // outside: still a new generation
    expect(buffer.generation).toBe(3);
    expect(buffer.mark[17 * 20 + 17]).toBe(2);
  });

  test("when the generation counter wraps around, marks of earlier looks are cleared, not taken as seen", () => {
    const grid = gridOf(20, 20, []);
    const buffer = createSightBuffer(20, 20);
    computeSight(grid, 2, 2, buffer, { radius: 2 }); // generation 1 marks around (2, 2)
    expect(buffer.generation).toBe(1);
    buffer.generation = 0xffffffff; // as if 2^32 − 2 more looks had happened
    const count = computeSight(grid, 17, 17, buffer, { radius: 2 });
    expect(buffer.generation).toBe(1);
    expect(inSight(buffer, 2 * 20 + 2)).toBe(false);
    expect(inSight(buffer, 17 * 20 + 17)).toBe(true);
    expect(count).toBe(referenceSight(grid, 17, 17, 2).size);
    for (let tile = 0; tile < 400; tile++) expect(inSight(buffer, tile)).toBe(Math.abs((tile % 20) - 17) ** 2 + (Math.floor(tile / 20) - 17) ** 2 <= 6);
  });

  test("createSightBuffer sizes its lists for the radius (never past the grid) and a look within it allocates nothing", () => {
    const small = createSightBuffer(5, 4, 8);
    expect(small.tiles.length).toBe(20);
    expect(small.mark.length).toBe(20);
    expect(small.generation).toBe(0);
    expect(small.count).toBe(0);
    const big = createSightBuffer(100, 100, 3);
    expect(big.tiles.length).toBe(49);
    expect(big.rows.length).toBe((3 + 1) * (3 + 2) * 5); // (r + 1)(r + 2) rows of 5 fields
    const defaults = createSightBuffer(100, 100);
    expect(defaults.tiles.length).toBe(17 * 17);
    const grid = gridOf(100, 100, []);
    const { tiles, rows } = defaults;
    computeSight(grid, 50, 50, defaults, { radius: 8 });
    computeSight(grid, 0, 0, defaults, { radius: 5 });
    expect(defaults.tiles).toBe(tiles);
    expect(defaults.rows).toBe(rows);
    computeSight(grid, 50, 50, defaults, { radius: 9 });
    expect(defaults.tiles).not.toBe(tiles);
    expect(defaults.tiles.length).toBe(19 * 19);
  });
});
