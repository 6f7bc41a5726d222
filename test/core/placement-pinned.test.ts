/**
 * placeEntities (src/core/placement.ts) pinned on small hand-made grids, fast enough for mutant
 * runs (placement.test.ts generates hundreds of dungeons per case). The rule, from the file's
 * header and docs/design.md invariant 3, is checked by an independent oracle on every result:
 *   - request i's tile, given the tiles of requests 0 … i−1, satisfies the rule its relaxation
 *     names (strict: room floor, no corridor among its 8 neighbours, Chebyshev distance ≥ 2 from
 *     every earlier tile; next to a corridor: spaced room floor; on a corridor: spaced corridor;
 *     crowded: any free floor), and no stricter rule had a tile left at that moment;
 *   - unplaced only when every floor tile is taken; relaxations never go back to a stricter rule;
 *   - as many strict tiles as a brute-force search says fit (up to the request count).
 * Plus the exact spacing distance, the map's row ends (a tile at the end of one row is not next to
 * the first tile of the next), the kinds array at any byte offset, and the search's limit of 128
 * candidates. The seeded order is pinned by small models written from the header's description
 * (draws from the room rectangles, then the listed tiles drawn without replacement; the search's
 * shuffles; on a map without room floor, draws from the whole map before listing a level): the
 * same seed must give the same dungeon, and these are the draws that decide it.
 */
import fc from "fast-check";
import { Grid, Placements, RELAXATION_NAMES, Random, Rect, Relaxation, TileKind, placeEntities } from "../../src/core";
import { searchSpacedSet } from "../../src/core/spaced-search";
import { chebyshev, mostSpaced } from "./spaced-brute-force";

const KIND_OF: Record<string, number> = { ".": TileKind.Void, R: TileKind.Room, C: TileKind.Corridor, "#": TileKind.Wall };

/** A grid drawn as rows: R room floor, C corridor floor, # wall, . void. */
function gridOf(rows: string[]): Grid {
  const width = rows[0].length;
  const kinds = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    expect(row).toHaveLength(width);
    for (let x = 0; x < width; x++) kinds[y * width + x] = KIND_OF[row[x]];
  });
  return { width, height: rows.length, kinds };
}

const isFloorKind = (kind: number) => kind === TileKind.Room || kind === TileKind.Corridor;


/** A corridor among the 8 neighbours, by coordinates (so a row's end never meets the next row). */
function nextToCorridor(grid: Grid, tile: number): boolean {
  const x = tile % grid.width;
  const y = Math.floor(tile / grid.width);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height) continue;
      if (grid.kinds[ny * grid.width + nx] === TileKind.Corridor) return true;
    }
  }
  return false;
}

const isStrictTile = (grid: Grid, tile: number) => grid.kinds[tile] === TileKind.Room && !nextToCorridor(grid, tile);

/** The rule of each relaxation level, given the tiles already taken. */
function fitsLevel(grid: Grid, tile: number, level: number, earlier: number[]): boolean {
  const spaced = earlier.every((other) => chebyshev(tile, other, grid.width) >= 2);
  const kind = grid.kinds[tile];
  switch (level) {
    case Relaxation.None:
      return spaced && isStrictTile(grid, tile);
    case Relaxation.NearCorridor:
      return spaced && kind === TileKind.Room && nextToCorridor(grid, tile);
    case Relaxation.OnCorridor:
      return spaced && kind === TileKind.Corridor;
    case Relaxation.Crowded:
      return isFloorKind(kind) && !earlier.includes(tile);
    default:
      return false;
  }
}

/** Everything wrong with `placements` under the rule (empty when they keep it). */
function ruleViolations(grid: Grid, placements: Placements, count: number): string[] {
  const problems: string[] = [];
  const { tiles, relaxations } = placements;
  if (tiles.length !== count || relaxations.length !== count) problems.push(`lengths ${tiles.length}/${relaxations.length}, expected ${count}`);
  const earlier: number[] = [];
  const allTiles = Array.from(grid.kinds.keys());
  for (let i = 0; i < count; i++) {
    const tile = tiles[i];
    const relaxation = relaxations[i];
    if (i > 0 && relaxation < relaxations[i - 1]) problems.push(`request ${i}: relaxation ${relaxation} after ${relaxations[i - 1]}`);
    if (relaxation === Relaxation.Unplaced) {
      if (tile !== -1) problems.push(`request ${i}: unplaced but tile ${tile}`);
      const free = allTiles.filter((t) => isFloorKind(grid.kinds[t]) && !earlier.includes(t));
      if (free.length > 0) problems.push(`request ${i}: unplaced with free floor ${free.join(",")}`);
      continue;
    }
    if (!(tile >= 0 && tile < grid.kinds.length)) {
      problems.push(`request ${i}: tile ${tile} outside the grid (relaxation ${relaxation})`);
      continue;
    }
    if (!fitsLevel(grid, tile, relaxation, earlier)) problems.push(`request ${i}: tile ${tile} breaks rule ${relaxation}`);
    for (let stricter = Relaxation.None; stricter < relaxation; stricter++) {
      const left = allTiles.find((t) => fitsLevel(grid, t, stricter, earlier));
      if (left !== undefined) problems.push(`request ${i}: relaxed to ${relaxation}, but tile ${left} fits rule ${stricter}`);
    }
    earlier.push(tile);
  }
  return problems;
}


const strictTiles = (grid: Grid) => Array.from(grid.kinds.keys()).filter((t) => isStrictTile(grid, t));
const strictCount = (placements: Placements) => Array.from(placements.relaxations).filter((r) => r === Relaxation.None).length;

/** A grid of random kinds (fast-check), with rectangles inside it standing for the room areas. */
const gridCase = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 7 }),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    count: fc.integer({ min: 0, max: 14 }),
    cells: fc.array(fc.constantFrom(TileKind.Room, TileKind.Room, TileKind.Room, TileKind.Corridor, TileKind.Wall, TileKind.Void), { minLength: 56, maxLength: 56 }),
    rects: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 3 }),
  })
  .map(({ width, height, seed, count, cells, rects }) => {
    const kinds = Uint8Array.from(cells.slice(0, width * height));
    const rooms: Rect[] = rects.map(([a, b, c, d]) => {
      const x = a % width;
      const y = b % height;
      return { x, y, width: 1 + (c % (width - x)), height: 1 + (d % (height - y)) };
    });
    return { grid: { width, height, kinds } as Grid, rooms, seed, count };
  });

/**
 * The greedy strict stage, modelled from the header's description: each request first draws up to
 * 64 tiles uniformly from the room rectangles (counted room after room, row by row) and takes the
 * first strict one; once that fails, the room tiles are listed in map order and drawn without
 * replacement (a uniform index; the last listed tile moves into the gap) for this and every later
 * request. It stops at the first request that finds nothing. This pins the seeded order: a
 * dungeon must come out the same from the same seed.
 */
function greedyPicks(grid: Grid, rooms: Rect[], count: number, seed: number | Random): number[] {
  const random = typeof seed === "number" ? new Random(seed) : seed;
  const rectList = rooms.flatMap((room) => Array.from({ length: room.width * room.height }, (_, i) => (room.y + Math.floor(i / room.width)) * grid.width + room.x + (i % room.width)));
  let pool: number[] | null = null;
  let length = 0;
  const picks: number[] = [];
  const strict = (tile: number) => fitsLevel(grid, tile, Relaxation.None, picks);
  while (picks.length < count) {
    let found = -1;
    for (let draw = 0; pool === null && rectList.length > 0 && draw < 64 && found < 0; draw++) {
      const tile = rectList[random.int(0, rectList.length - 1)];
      if (strict(tile)) found = tile;
    }
    if (found < 0) {
      if (pool === null) {
        pool = Array.from(grid.kinds.keys()).filter((t) => grid.kinds[t] === TileKind.Room);
        length = pool.length;
      }
      while (found < 0 && length > 0) {
        const at = random.int(0, length - 1);
        const tile = pool[at];
        pool[at] = pool[--length];
        if (strict(tile)) found = tile;
      }
    }
    if (found < 0) break;
    picks.push(found);
  }
  return picks;
}

/** Fisher–Yates with the run's Random, from the last item down (in place). */
function fisherYates<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

describe("the rule, on random small grids", () => {
  test("every placement keeps its rule, no stricter rule had a tile left, unplaced only when the floor is full", () => {
    fc.assert(
      fc.property(gridCase, ({ grid, rooms, seed, count }) => {
        const placements = placeEntities(grid, rooms, count, new Random(seed));
        expect(ruleViolations(grid, placements, count)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  test("as many strict tiles as fit (brute force), up to the request count", () => {
    fc.assert(
      fc.property(gridCase, ({ grid, rooms, seed, count }) => {
        const candidates = strictTiles(grid);
        fc.pre(candidates.length <= 16);
        const placements = placeEntities(grid, rooms, count, new Random(seed));
        expect(strictCount(placements)).toBe(Math.min(count, mostSpaced(candidates, grid.width)));
      }),
      { numRuns: 300 },
    );
  });

  test("the same seed gives the same placements; the room rectangles change no rule", () => {
    fc.assert(
      fc.property(gridCase, ({ grid, rooms, seed, count }) => {
        const first = placeEntities(grid, rooms, count, new Random(seed));
        const again = placeEntities(grid, rooms, count, new Random(seed));
        expect(Array.from(again.tiles)).toEqual(Array.from(first.tiles));
        expect(Array.from(again.relaxations)).toEqual(Array.from(first.relaxations));
        const noRooms = placeEntities(grid, [], count, new Random(seed));
        expect(strictCount(noRooms)).toBe(strictCount(first)); // how many strict tiles fit is the grid's alone
      }),
      { numRuns: 200 },
    );
  });
});

describe("hand-made grids", () => {
  test("no floor: every request unplaced", () => {
    const placements = placeEntities(gridOf(["#..", "..#"]), [], 3, new Random(1));
    expect(Array.from(placements.tiles)).toEqual([-1, -1, -1]);
    expect(Array.from(placements.relaxations)).toEqual([Relaxation.Unplaced, Relaxation.Unplaced, Relaxation.Unplaced]);
  });

  test("zero requests: empty placements", () => {
    const placements = placeEntities(gridOf(["RRR"]), [], 0, new Random(1));
    expect(placements.tiles).toHaveLength(0);
    expect(placements.relaxations).toHaveLength(0);
  });

  test("distance 1 is too close, distance 2 (straight or diagonal) is spaced", () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(Array.from(placeEntities(gridOf(["RR"]), [], 2, new Random(seed)).relaxations)).toEqual([Relaxation.None, Relaxation.Crowded]);
      const line = placeEntities(gridOf(["RRR"]), [], 2, new Random(seed));
      expect(Array.from(line.relaxations)).toEqual([Relaxation.None, Relaxation.None]);
      expect(Array.from(line.tiles).sort((a, b) => a - b)).toEqual([0, 2]);
      const square = placeEntities(gridOf(["RRR", "RRR", "RRR"]), [], 5, new Random(seed));
      expect(Array.from(square.relaxations)).toEqual([0, 0, 0, 0, Relaxation.Crowded]);
      expect(Array.from(square.tiles.subarray(0, 4)).sort((a, b) => a - b)).toEqual([0, 2, 6, 8]);
    }
  });

  test("every level in turn, then unplaced: strict, next to a corridor, on a corridor, crowded", () => {
    // x:   0 1 2 3 4 5 6 7 8 9
    //      R . R . R C . C . C
    // Strict: x 0 and 2 (no corridor within 1). Next to a corridor: x 4 (spaced from 2). On a
    // corridor: x 7 and 9 (x 5 is within 1 of 4). Crowded: x 5, the last free floor. Then nothing.
    const grid = gridOf(["R.R.RC.C.C"]);
    for (let seed = 0; seed < 30; seed++) {
      const placements = placeEntities(grid, [{ x: 0, y: 0, width: 5, height: 1 }], 8, new Random(seed));
      expect(ruleViolations(grid, placements, 8)).toEqual([]);
      expect(Array.from(placements.relaxations)).toEqual([0, 0, 1, 2, 2, 3, 4, 4]);
      expect(Array.from(placements.tiles.subarray(0, 2)).sort((a, b) => a - b)).toEqual([0, 2]);
      expect(placements.tiles[2]).toBe(4);
      expect(Array.from(placements.tiles.subarray(3, 5)).sort((a, b) => a - b)).toEqual([7, 9]);
      expect(Array.from(placements.tiles.subarray(5))).toEqual([5, -1, -1]);
    }
  });

  test("a spaced corridor tile comes before crowding room floor", () => {
    // x 0 is strict (the corridor starts 2 away); the corridor at x 2, 4, 5 holds two spaced tiles
    // whichever comes first; then one crowded tile, then nothing.
    const grid = gridOf(["R.C.CC"]);
    for (let seed = 0; seed < 20; seed++) {
      const placements = placeEntities(grid, [], 5, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([0, 2, 2, 3, 4]);
      expect(placements.tiles[0]).toBe(0);
      expect(ruleViolations(grid, placements, 5)).toEqual([]);
    }
  });

  test("a tile at the end of a row is not next to the first tile of the next row", () => {
    // Width 3: (2,0) is index 2 and (0,1) index 3, neighbours in memory but 2 apart on the map.
    const corridorAtRowEnd = gridOf(["..C", "R..", "..."]);
    for (let seed = 0; seed < 10; seed++) {
      expect(Array.from(placeEntities(corridorAtRowEnd, [], 1, new Random(seed)).relaxations)).toEqual([Relaxation.None]);
    }
    const corridorAtRowStart = gridOf(["...", "..R", "C.."]);
    expect(Array.from(placeEntities(corridorAtRowStart, [], 1, new Random(0)).relaxations)).toEqual([Relaxation.None]);
    // Two room tiles that only meet across a row end are spaced.
    const acrossRowEnd = gridOf(["..R", "R..", "..."]);
    for (let seed = 0; seed < 10; seed++) {
      const placements = placeEntities(acrossRowEnd, [], 2, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([0, 0]);
      expect(Array.from(placements.tiles).sort()).toEqual([2, 3]);
    }
    const acrossRowStart = gridOf(["R..", "..R"]);
    expect(Array.from(placeEntities(acrossRowStart, [], 2, new Random(5)).relaxations)).toEqual([0, 0]);
    // Corridors at both ends of the row: placed on, they do not crowd each other.
    const corridors = gridOf(["C.C", "C.C"]);
    for (let seed = 0; seed < 10; seed++) {
      const placements = placeEntities(corridors, [], 3, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([2, 2, 3]);
    }
  });

  test("the map's last row and column count like any other", () => {
    const grid = gridOf(["...", "...", "..R"]);
    expect(Array.from(placeEntities(grid, [{ x: 2, y: 2, width: 1, height: 1 }], 2, new Random(3)).tiles)).toEqual([8, -1]);
    const nearCorridor = gridOf(["...", ".C.", "..R"]);
    // The room tile touches the corridor diagonally; the corridor is then within 1 of it: crowded.
    expect(Array.from(placeEntities(nearCorridor, [], 2, new Random(3)).relaxations)).toEqual([Relaxation.NearCorridor, Relaxation.Crowded]);
    const bottomRow = gridOf(["R..", "...", ".C."]);
    expect(Array.from(placeEntities(bottomRow, [], 1, new Random(3)).relaxations)).toEqual([Relaxation.None]);
  });
});

describe("the kinds array", () => {
  test("any byte offset and any length give the same placements as an aligned copy", () => {
    fc.assert(
      fc.property(gridCase, fc.integer({ min: 1, max: 7 }), ({ grid, rooms, seed, count }, shift) => {
        const buffer = new Uint8Array(grid.kinds.length + 8);
        const shifted: Grid = { width: grid.width, height: grid.height, kinds: buffer.subarray(shift, shift + grid.kinds.length) };
        shifted.kinds.set(grid.kinds);
        buffer.fill(TileKind.Room, 0, shift); // floor outside the view must stay unseen
        buffer.fill(TileKind.Room, shift + grid.kinds.length);
        const aligned = placeEntities(grid, rooms, count, new Random(seed));
        const moved = placeEntities(shifted, rooms, count, new Random(seed));
        expect(Array.from(moved.tiles)).toEqual(Array.from(aligned.tiles));
        expect(Array.from(moved.relaxations)).toEqual(Array.from(aligned.relaxations));
      }),
      { numRuns: 200 },
    );
  });

  test("room floor in every byte of a word and in the tail past the last whole word is found", () => {
    // 7×3 = 21 tiles: five whole words and one tile after them. Room tiles spaced 2 apart in
    // each row fall on every position within a word.
    const grid = gridOf(["R.R.R.R", ".......", "R.R.R.R"]);
    const placements = placeEntities(grid, [], 9, new Random(11));
    expect(Array.from(placements.relaxations)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(Array.from(placements.tiles.subarray(0, 8)).sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 14, 16, 18, 20]);
  });
});

describe("draws from the room rectangles", () => {
  /** The tiles of `rooms`, room after room, row by row: the order the draws count in. */
  const rectTiles = (rooms: Rect[], width: number) =>
    rooms.flatMap((room) => Array.from({ length: room.width * room.height }, (_, i) => (room.y + Math.floor(i / room.width)) * width + room.x + (i % room.width)));

  test("the first request is a uniform draw over the rectangles' tiles", () => {
    const grid = gridOf([
      "RRR.....", //
      "RRR..RR.",
      ".....RR.",
      ".....RR.",
    ]);
    const rooms = [
      { x: 0, y: 0, width: 3, height: 2 },
      { x: 5, y: 1, width: 2, height: 3 },
    ];
    const tiles = rectTiles(rooms, grid.width);
    expect(tiles).toEqual([0, 1, 2, 8, 9, 10, 13, 14, 21, 22, 29, 30]);
    const seen = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const expected = tiles[new Random(seed).int(0, tiles.length - 1)];
      const placements = placeEntities(grid, rooms, 1, new Random(seed));
      expect([seed, placements.tiles[0]]).toEqual([seed, expected]);
      seen.add(expected);
    }
    expect(seen.size).toBe(tiles.length);
  });

  test("later requests keep drawing from the rectangles until a spaced tile comes up", () => {
    const grid = gridOf(["RRRRR", "RRRRR", "RRRRR", "RRRRR"]);
    const rooms = [{ x: 0, y: 0, width: 5, height: 4 }];
    for (let seed = 0; seed < 100; seed++) {
      const expected = greedyPicks(grid, rooms, 3, seed);
      expect(expected).toHaveLength(3); // 5×4 always has room for 3 spaced tiles
      expect([seed, Array.from(placeEntities(grid, rooms, 3, new Random(seed)).tiles)]).toEqual([seed, expected]);
    }
  });

  test("after 64 draws that miss, the listed room tiles take over for the rest of the requests", () => {
    // Three spaced room tiles in a 20×16 rectangle of mostly void: 64 draws miss all three about
    // half the time.
    const rows = Array.from({ length: 16 }, () => ".".repeat(20).split(""));
    rows[3][4] = "R";
    rows[9][15] = "R";
    rows[14][2] = "R";
    const grid = gridOf(rows.map((row) => row.join("")));
    const rooms = [{ x: 0, y: 0, width: 20, height: 16 }];
    const firsts = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const expected = greedyPicks(grid, rooms, 3, seed);
      expect(expected).toHaveLength(3);
      expect([seed, Array.from(placeEntities(grid, rooms, 3, new Random(seed)).tiles)]).toEqual([seed, expected]);
      firsts.add(expected[0]);
    }
    expect(firsts.size).toBe(3);
  });
});

describe("the exhaustive search after a greedy shortfall", () => {
  test("the greedy's picks stand when they suffice; when they fall short, a largest spaced set with the arrival, else a shuffled largest set, replaces them", () => {
    const grids = [
      gridOf(["RRRR", "RRRR", "RRRR"]),
      gridOf(["RRRRR", "RRRRR"]),
      gridOf(["RRRRRR", "RRR...", "RRR..."]),
      gridOf(["RRRRRRR"]),
      gridOf(["RRRC", "RRRC", "RRR."]),
    ];
    const seen = { enough: 0, short: 0, kept: 0 };
    for (const grid of grids) {
      const candidates = strictTiles(grid);
      const most = mostSpaced(candidates, grid.width);
      for (let seed = 0; seed < 60; seed++) {
        const picks = greedyPicks(grid, [], most, seed);
        const placements = placeEntities(grid, [], most, new Random(seed));
        expect(strictCount(placements)).toBe(most);
        expect(ruleViolations(grid, placements, most)).toEqual([]);
        if (picks.length === most) {
          seen.enough++;
          expect([seed, Array.from(placements.tiles)]).toEqual([seed, picks]);
        } else {
          // The greedy fell short: the strict candidates (map order) are shuffled and searched for a
          // largest spaced set; one holding the arrival (the first pick) wins, the arrival first,
          // else the set found replaces the picks in a shuffled order.
          seen.short++;
          const random = new Random(seed);
          greedyPicks(grid, [], most, random);
          const shuffled = fisherYates([...candidates], random);
          const found = searchSpacedSet(Int32Array.from(shuffled), grid.width, most).chosen;
          expect(found).toHaveLength(most);
          const withArrival = searchSpacedSet(Int32Array.from(shuffled), grid.width, most, [shuffled.indexOf(picks[0])], 2000).chosen;
          const expected = withArrival.length === most ? withArrival.map((i) => shuffled[i]) : fisherYates([...found], random).map((i) => shuffled[i]);
          if (withArrival.length === most) seen.kept++;
          expect([seed, Array.from(placements.tiles)]).toEqual([seed, expected]);
        }
      }
    }
    expect(seen.enough).toBeGreaterThan(0);
    expect(seen.short).toBeGreaterThan(seen.kept);
    expect(seen.kept).toBeGreaterThan(0);
  });

  test("the arrival moves only when it is in the way: when a largest spaced set holds it, it stays", () => {
    const grids = [gridOf(["RRRRRRR"]), gridOf(["RRRRR", "RRRRR"]), gridOf(["RRRRRR", "RRR...", "RRR..."]), gridOf(["RRRRRRRRR"])];
    let stayed = 0;
    let inTheWay = 0;
    for (const grid of grids) {
      const candidates = strictTiles(grid);
      const most = mostSpaced(candidates, grid.width);
      for (let seed = 0; seed < 120; seed++) {
        const alone = placeEntities(grid, [], 1, new Random(seed)).tiles[0];
        const holdsIt = searchSpacedSet(Int32Array.from(candidates), grid.width, most, [candidates.indexOf(alone)]).chosen.length === most;
        const placements = placeEntities(grid, [], most, new Random(seed));
        expect(strictCount(placements)).toBe(most);
        if (holdsIt) {
          stayed++;
          expect([seed, placements.tiles[0]]).toEqual([seed, alone]);
        } else {
          inTheWay++;
        }
      }
    }
    // 1×7: only {0, 2, 4, 6} holds 4; the greedy boxes itself in often, and used to move the arrival then.
    expect(stayed).toBeGreaterThan(0);
    expect(inTheWay).toBeGreaterThan(0);
  });

  test("the greedy's order does not depend on the request count", () => {
    const grid = gridOf(["RRRRRRRR", "RRRRRRRR", "RRRRRRRR", "RRRRRRRR", "RRRRRRRR", "RRRRRRRR"]);
    for (let seed = 0; seed < 40; seed++) {
      const picks = greedyPicks(grid, [], 4, seed);
      expect(picks).toHaveLength(4); // 8×6 always has room for 4 spaced tiles
      expect([seed, Array.from(placeEntities(grid, [], 4, new Random(seed)).tiles)]).toEqual([seed, picks]);
      expect([seed, placeEntities(grid, [], 1, new Random(seed)).tiles[0]]).toEqual([seed, picks[0]]);
    }
  });
});

describe("the search's limit of 128 strict candidates", () => {
  const room = (width: number, height: number) => gridOf(Array.from({ length: height }, () => "R".repeat(width)));

  test("128 candidates (16×8): searched, so all 32 spaced tiles are found where the greedy falls short", () => {
    const grid = room(16, 8);
    let greedyShort = 0;
    for (let seed = 0; seed < 4; seed++) {
      if (greedyPicks(grid, [], 32, seed).length < 32) greedyShort++;
      const placements = placeEntities(grid, [], 33, new Random(seed));
      expect([seed, strictCount(placements)]).toEqual([seed, 32]);
      expect(ruleViolations(grid, placements, 33)).toEqual([]);
    }
    expect(greedyShort).toBeGreaterThan(0);
  });

  test("144 candidates (16×9): not searched, the greedy's strict picks stand", () => {
    const grid = room(16, 9);
    for (let seed = 0; seed < 4; seed++) {
      const picks = greedyPicks(grid, [], 40, seed);
      expect(picks.length).toBeLessThan(40); // 8×5 = 40 fit, which a random greedy does not find
      const placements = placeEntities(grid, [], 40, new Random(seed));
      expect([seed, Array.from(placements.tiles.subarray(0, picks.length))]).toEqual([seed, picks]);
      expect(strictCount(placements)).toBe(picks.length);
    }
  });

  test("the search's set is placed in random order: each of its tiles comes first for some seed", () => {
    const grid = room(7, 1); // the one largest spaced set: x 0, 2, 4, 6
    const firsts = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      if (greedyPicks(grid, [], 4, seed).length === 4) continue; // no search needed
      const placements = placeEntities(grid, [], 4, new Random(seed));
      expect(Array.from(placements.tiles).sort((a, b) => a - b)).toEqual([0, 2, 4, 6]);
      firsts.add(placements.tiles[0]);
    }
    expect([...firsts].sort((a, b) => a - b)).toEqual([0, 2, 4, 6]);
  });
});

describe("maps without room floor (a maze)", () => {
  /**
   * The relaxed stages on a map with no room floor, modelled from the header: nothing strict or
   * next to a corridor; each request then tries "on a corridor" (spaced), and once that is used
   * up, any free floor. A level first draws up to 64 tiles uniformly from the whole map (the
   * small-range draw) and takes the first that fits; once those draws miss, the level's tiles are
   * listed in map order and drawn without replacement for the rest of the run.
   */
  function mazeModel(grid: Grid, count: number, seed: number): { tiles: number[]; relaxations: number[] } {
    const random = new Random(seed);
    const n = grid.kinds.length;
    const earlier: number[] = [];
    const relaxations: number[] = [];
    const pools: ({ tiles: number[]; length: number } | null)[] = [null, null];
    const levels = [Relaxation.OnCorridor, Relaxation.Crowded];
    const kindFits = (level: number, tile: number) => (level === 0 ? grid.kinds[tile] === TileKind.Corridor : isFloorKind(grid.kinds[tile]));
    const take = (level: number): number => {
      const free = (tile: number) => fitsLevel(grid, tile, levels[level], earlier);
      if (pools[level] === null) {
        for (let draw = 0; draw < 64; draw++) {
          const tile = random.smallInt(0, n - 1);
          if (kindFits(level, tile) && free(tile)) return tile;
        }
        const listed = Array.from(grid.kinds.keys()).filter((t) => kindFits(level, t));
        pools[level] = { tiles: listed, length: listed.length };
      }
      const pool = pools[level]!;
      while (pool.length > 0) {
        const at = random.int(0, pool.length - 1);
        const tile = pool.tiles[at];
        pool.tiles[at] = pool.tiles[--pool.length];
        if (free(tile)) return tile;
      }
      return -1;
    };
    let level = 0;
    while (earlier.length < count) {
      let tile = take(level);
      while (tile < 0 && level === 0) tile = take(++level);
      if (tile < 0) break;
      earlier.push(tile);
      relaxations.push(levels[level]);
    }
    const tiles = [...earlier];
    while (tiles.length < count) {
      tiles.push(-1);
      relaxations.push(Relaxation.Unplaced);
    }
    return { tiles, relaxations };
  }

  test("corridor tiles are drawn from the whole map, then listed once draws miss; then any free floor", () => {
    const sparse = Array.from({ length: 20 }, () => ".".repeat(20).split(""));
    for (const [x, y] of [[0, 0], [1, 0], [2, 0], [9, 7], [17, 18]]) sparse[y][x] = "C";
    const grids = [
      gridOf(sparse.map((row) => row.join(""))),
      gridOf(["CCCCCCCCC", "C...C...C", "C.CCCCC.C", "C.C...C.C", "CCC.C.CCC", "C...C...C", "CCCCCCCCC"]),
      gridOf(["CC#CC", "#C#C#", "CCCCC"]),
    ];
    let placedFromLists = 0;
    grids.forEach((grid, g) => {
      const floor = grid.kinds.filter(isFloorKind).length;
      for (let seed = 0; seed < 40; seed++) {
        for (const count of [1, 3, floor + 1]) {
          const expected = mazeModel(grid, count, seed);
          const placements = placeEntities(grid, [], count, new Random(seed));
          expect([g, seed, count, Array.from(placements.tiles), Array.from(placements.relaxations)]).toEqual([g, seed, count, expected.tiles, expected.relaxations]);
          if (g === 0 && count > 3) placedFromLists++;
        }
      }
    });
    expect(placedFromLists).toBeGreaterThan(0);
  });

  test("every free floor tile is used before a request is unplaced, tile 0 included", () => {
    const sparse = Array.from({ length: 20 }, () => ".".repeat(20).split(""));
    for (const [x, y] of [[0, 0], [1, 0], [2, 0]]) sparse[y][x] = "C";
    const grid = gridOf(sparse.map((row) => row.join("")));
    for (let seed = 0; seed < 40; seed++) {
      const placements = placeEntities(grid, [], 4, new Random(seed));
      // x 0 and 2 on the corridor, then x 1 crowded; or x 1 first, then x 0 and 2 crowded.
      expect(ruleViolations(grid, placements, 4)).toEqual([]);
      expect(Array.from(placements.tiles.subarray(0, 3)).sort((a, b) => a - b)).toEqual([0, 1, 2]);
      expect(placements.tiles[3]).toBe(-1);
      expect(placements.relaxations[3]).toBe(Relaxation.Unplaced);
    }
  });
});

describe("names", () => {
  test("each relaxation has its English name at its own index", () => {
    expect(RELAXATION_NAMES[Relaxation.None]).toBe("none");
    expect(RELAXATION_NAMES[Relaxation.NearCorridor]).toBe("next to a corridor");
    expect(RELAXATION_NAMES[Relaxation.OnCorridor]).toBe("on a corridor");
    expect(RELAXATION_NAMES[Relaxation.Crowded]).toBe("crowded");
    expect(RELAXATION_NAMES[Relaxation.Unplaced]).toBe("unplaced");
    expect(RELAXATION_NAMES[Relaxation.OtherFloor]).toBe("on another floor kind");
    expect(RELAXATION_NAMES[Relaxation.InTheWay]).toBe("where it may block the way");
    expect(RELAXATION_NAMES).toHaveLength(7);
  });
});
