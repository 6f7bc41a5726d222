import { Dungeon, DungeonOptions, Random, Relaxation, TileKind, createGrid, fillRect, placeEntities, generateDungeon } from "../../src/core";
import { SEARCH_NODE_BUDGET, searchSpacedSet } from "../../src/core/spaced-search";
import { expectDungeon, placementViolations, touchesKind } from "./helpers";

function roomsAndCorridor() {
  // Room A (x 1..5, y 1..3) far from any corridor; room B, a 1-wide strip at x 8 (y 1..7), runs
  // along a 2-wide corridor at x 9..10. Strict picks can only come from A, near-corridor ones from B.
  const grid = createGrid(12, 9);
  fillRect(grid, { x: 1, y: 1, width: 5, height: 3 }, TileKind.Room);
  fillRect(grid, { x: 8, y: 1, width: 1, height: 7 }, TileKind.Room);
  fillRect(grid, { x: 9, y: 1, width: 2, height: 7 }, TileKind.Corridor);
  return grid;
}

describe("placement rules", () => {
  test("strict placements are on room floor, away from corridors, spaced ≥ 2", () => {
    for (let seed = 0; seed < 200; seed++) {
      const dungeon = expectDungeon(generateDungeon(68, 64, { eventCount: 12 }, seed));
      expect(placementViolations(dungeon)).toEqual([]);
      dungeon.placements.relaxations.forEach((relaxation) => expect(relaxation).toBe(Relaxation.None));
    }
  });

  test("the arrival is placed first, so it always gets a strict tile", () => {
    const dungeon = expectDungeon(generateDungeon(68, 64, { eventCount: 3 }, 77));
    expect(dungeon.placements.tiles).toHaveLength(4);
    expect(dungeon.arrival).toBe(dungeon.placements.tiles[0]);
    expect(dungeon.placements.relaxations[0]).toBe(Relaxation.None);
  });

  test("relaxes in order: near corridor, then on corridor, then spacing; never onto wall or void", () => {
    const grid = roomsAndCorridor();
    const placements = placeEntities(grid, [], 40, new Random(3));
    const relaxations = Array.from(placements.relaxations);
    // Relaxations never go back to a stricter rule once a looser one was needed.
    expect([...relaxations].sort((a, b) => a - b)).toEqual(relaxations);
    expect(relaxations).toContain(Relaxation.None);
    expect(relaxations).toContain(Relaxation.NearCorridor);
    expect(relaxations).toContain(Relaxation.OnCorridor);
    expect(relaxations).toContain(Relaxation.Crowded);
    // 15 + 7 room tiles and 14 corridor tiles: 36 placed, the last 4 have nowhere to go.
    expect(relaxations.slice(36)).toEqual([4, 4, 4, 4]);
    const placed = Array.from(placements.tiles).filter((tile) => tile >= 0);
    expect(new Set(placed).size).toBe(36);
    for (const tile of placed) expect([TileKind.Room, TileKind.Corridor]).toContain(grid.kinds[tile]);
    placements.tiles.forEach((tile, i) => {
      const relaxation = placements.relaxations[i];
      if (relaxation === Relaxation.None) expect(touchesKind({ width: 12, height: 9, grid } as never, tile, TileKind.Corridor)).toBe(false);
      if (relaxation === Relaxation.NearCorridor) expect(grid.kinds[tile]).toBe(TileKind.Room);
      if (relaxation === Relaxation.OnCorridor) expect(grid.kinds[tile]).toBe(TileKind.Corridor);
    });
  });

  test("a tiny one-room dungeon still places everything it can, with relaxations reported", () => {
    const dungeon = expectDungeon(generateDungeon(20, 15, { eventCount: 20 }, 1));
    // 4×3 = 12 floor tiles: the arrival and 11 events placed, 9 events unplaced.
    const tiles = Array.from(dungeon.placements.tiles);
    expect(tiles.filter((tile) => tile >= 0)).toHaveLength(12);
    expect(tiles.filter((tile) => tile < 0)).toHaveLength(9);
    expect(dungeon.arrival).toBeGreaterThanOrEqual(0);
    expect(dungeon.placements.relaxations[0]).toBe(Relaxation.None);
  });

  test("no floor at all: everything unplaced", () => {
    const placements = placeEntities(createGrid(5, 5), [], 3, new Random(1));
    expect(Array.from(placements.tiles)).toEqual([-1, -1, -1]);
    expect(Array.from(placements.relaxations)).toEqual([4, 4, 4]);
  });

  test("changing the event count never changes the layout or the arrival", () => {
    const few = expectDungeon(generateDungeon(68, 64, { eventCount: 1 }, 99));
    const many = expectDungeon(generateDungeon(68, 64, { eventCount: 30 }, 99));
    expect(Buffer.from(many.grid.kinds).equals(Buffer.from(few.grid.kinds))).toBe(true);
    expect(many.arrival).toBe(few.arrival);
    expect(many.placements.tiles[1]).toBe(few.placements.tiles[1]);
  });
});

/**
 * The most tiles of `tiles` (y * width + x) pairwise at Chebyshev distance ≥ 2, by brute force:
 * every spaced subset of each group of touching tiles is tried (groups are independent, so their
 * bests add up). Cached, since single-room maps repeat the same tiles for every seed.
 */
const bruteForceCache = new Map<string, number>();
function bruteForceMaxSpaced(tiles: number[], width: number): number {
  const key = `${width}:${tiles.join()}`;
  const cached = bruteForceCache.get(key);
  if (cached !== undefined) return cached;
  const near = (a: number, b: number) => Math.abs((a % width) - (b % width)) <= 1 && Math.abs(Math.floor(a / width) - Math.floor(b / width)) <= 1;
  const group = new Array<number>(tiles.length).fill(-1);
  let groups = 0;
  tiles.forEach((_, start) => {
    if (group[start] >= 0) return;
    const stack = [start];
    group[start] = groups;
    while (stack.length) {
      const i = stack.pop()!;
      tiles.forEach((tile, j) => {
        if (group[j] < 0 && near(tiles[i], tile)) {
          group[j] = groups;
          stack.push(j);
        }
      });
    }
    groups++;
  });
  let total = 0;
  for (let g = 0; g < groups; g++) {
    const members = tiles.filter((_, i) => group[i] === g);
    const blocked = new Array<number>(members.length).fill(0);
    let best = 0;
    const visit = (from: number, size: number) => {
      best = Math.max(best, size);
      for (let i = from; i < members.length; i++) {
        if (blocked[i] || size + (members.length - i) <= best) continue;
        const blocks = members.map((other, j) => (j > i && near(members[i], other) ? 1 : 0));
        blocks.forEach((b, j) => (blocked[j] += b));
        visit(i + 1, size + 1);
        blocks.forEach((b, j) => (blocked[j] -= b));
      }
    };
    visit(0, 0);
    total += best;
  }
  bruteForceCache.set(key, total);
  return total;
}

/** Room tiles with no corridor among their 8 neighbours: the tiles a strict placement may take. */
function strictTiles(dungeon: Dungeon): number[] {
  const tiles: number[] = [];
  dungeon.grid.kinds.forEach((kind, tile) => {
    if (kind === TileKind.Room && !touchesKind(dungeon, tile, TileKind.Corridor)) tiles.push(tile);
  });
  return tiles;
}

describe("a spaced layout is found whenever one exists", () => {
  test("20×15 (one 4×3 room): the arrival and 2 or 3 events always get spaced room tiles", () => {
    for (let seed = 0; seed < 1000; seed++) {
      for (const eventCount of [2, 3]) {
        const dungeon = expectDungeon(generateDungeon(20, 15, { eventCount }, seed));
        expect([seed, eventCount, Array.from(dungeon.placements.relaxations)]).toEqual([seed, eventCount, new Array(eventCount + 1).fill(Relaxation.None)]);
        expect(placementViolations(dungeon)).toEqual([]);
      }
    }
  });

  test("20×15 with 4 events: the 4 spaced tiles (a 2×2 lattice) are all used, the fifth is crowded", () => {
    for (let seed = 0; seed < 200; seed++) {
      const dungeon = expectDungeon(generateDungeon(20, 15, { eventCount: 4 }, seed));
      expect(Array.from(dungeon.placements.relaxations)).toEqual([0, 0, 0, 0, Relaxation.Crowded]);
    }
  });

  const smallMaps: [string, number, number, Partial<DungeonOptions>][] = [
    ["one 4×3 room", 20, 15, {}],
    ["one 5×3 room", 21, 15, {}],
    ["one 6×4 room", 22, 16, {}],
    ["one 5×5 room", 21, 17, {}],
    ["one 7×5 room", 23, 17, {}],
    ["small rooms and corridors", 30, 26, { borderX: 1, borderY: 1, cellWidth: 14, cellHeight: 12, roomMinWidth: 2, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 4, corridorWidth: 1 }],
    ["rooms mostly eaten by corridors", 44, 28, { borderX: 1, borderY: 1, cellWidth: 10, cellHeight: 9, roomMinWidth: 3, roomMaxWidth: 5, roomMinHeight: 2, roomMaxHeight: 4, corridorWidth: 2, roomChance: 60 }],
  ];
  test.each(smallMaps)("%s (%i×%i): as many strict placements as brute force says fit", (_name, width, height, options) => {
    for (let seed = 0; seed < 60; seed++) {
      const base = expectDungeon(generateDungeon(width, height, options, seed));
      const candidates = strictTiles(base);
      const most = bruteForceMaxSpaced(candidates, width);
      for (const requests of [1, 2, 3, Math.max(1, most - 1), most, most + 1]) {
        const dungeon = expectDungeon(generateDungeon(width, height, { ...options, eventCount: requests - 1 }, seed));
        const strict = Array.from(dungeon.placements.relaxations).filter((relaxation) => relaxation === Relaxation.None).length;
        expect([seed, requests, strict]).toEqual([seed, requests, Math.min(requests, most)]);
        expect(placementViolations(dungeon)).toEqual([]);
      }
    }
  });
});

describe("the spacing rule's exact distance", () => {
  const oneRoom = (width: number, height: number) => {
    const grid = createGrid(width + 2, height + 2);
    fillRect(grid, { x: 1, y: 1, width, height }, TileKind.Room);
    return grid;
  };

  test("distance 1 is rejected: two requests on a 2×1 room, the second is crowded", () => {
    for (let seed = 0; seed < 20; seed++) {
      const placements = placeEntities(oneRoom(2, 1), [], 2, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([Relaxation.None, Relaxation.Crowded]);
    }
  });

  test("distance 2 is accepted: two requests on a 3×1 room take both ends", () => {
    for (let seed = 0; seed < 20; seed++) {
      const placements = placeEntities(oneRoom(3, 1), [], 2, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([Relaxation.None, Relaxation.None]);
      expect(Array.from(placements.tiles).sort((a, b) => a - b)).toEqual([6, 8]);
    }
  });

  test("diagonal distance 2 is accepted: four requests on a 3×3 room take the four corners", () => {
    for (let seed = 0; seed < 20; seed++) {
      const placements = placeEntities(oneRoom(3, 3), [], 4, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([0, 0, 0, 0]);
      expect(Array.from(placements.tiles).sort((a, b) => a - b)).toEqual([6, 8, 16, 18]);
    }
  });

  test("the rooms' rectangles give the same rule as the grid scan", () => {
    const grid = oneRoom(3, 1);
    for (let seed = 0; seed < 20; seed++) {
      const placements = placeEntities(grid, [{ x: 1, y: 1, width: 3, height: 1 }], 3, new Random(seed));
      expect(Array.from(placements.relaxations)).toEqual([0, 0, Relaxation.Crowded]);
      expect(placements.tiles[2]).toBe(7);
    }
  });
});

describe("searchSpacedSet", () => {
  const rectangle = (width: number, height: number, seed: number) => {
    const tiles = Int32Array.from({ length: width * height }, (_, i) => i);
    const random = new Random(seed);
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    return tiles;
  };
  const spaced = (tiles: Int32Array, chosen: number[], width: number) =>
    chosen.every((a, i) =>
      chosen.every((b, j) => i === j || Math.max(Math.abs((tiles[a] % width) - (tiles[b] % width)), Math.abs(Math.floor(tiles[a] / width) - Math.floor(tiles[b] / width))) >= 2),
    );

  test.each([
    [7, 5, 12],
    [9, 9, 25],
    [10, 10, 25],
    [11, 9, 30],
    [4, 3, 4],
  ])("a %i×%i rectangle holds %i spaced tiles: found, and proven the most", (width, height, most) => {
    for (let seed = 0; seed < 5; seed++) {
      const tiles = rectangle(width, height, seed);
      const exact = searchSpacedSet(tiles, width, most);
      expect(exact.chosen).toHaveLength(most);
      expect(spaced(tiles, exact.chosen, width)).toBe(true);
      const more = searchSpacedSet(tiles, width, most + 1);
      expect(more).toMatchObject({ exhausted: false });
      expect(more.chosen).toHaveLength(most);
    }
  });

  test("fixed tiles are kept first when they can be completed", () => {
    const tiles = rectangle(3, 3, 1);
    const corner = Array.from(tiles).indexOf(8);
    const result = searchSpacedSet(tiles, 3, 4, [corner]);
    expect(result.chosen[0]).toBe(corner);
    expect(result.chosen.map((i) => tiles[i]).sort((a, b) => a - b)).toEqual([0, 2, 6, 8]);
  });

  test("a fixed tile in the way is reported as the best it can do", () => {
    const tiles = rectangle(3, 3, 2);
    const centre = Array.from(tiles).indexOf(4);
    expect(searchSpacedSet(tiles, 3, 2, [centre]).chosen).toEqual([centre]);
  });

  test("the node budget stops a long search and says so", () => {
    const tiles = rectangle(16, 8, 3);
    const cut = searchSpacedSet(tiles, 16, 33, [], 50);
    expect(cut).toMatchObject({ exhausted: true, nodes: 50 });
    expect(spaced(tiles, cut.chosen, 16)).toBe(true);
    const full = searchSpacedSet(tiles, 16, 33);
    expect(full.exhausted).toBe(full.nodes >= SEARCH_NODE_BUDGET);
    expect(full.nodes).toBeLessThanOrEqual(SEARCH_NODE_BUDGET);
    expect(full.chosen).toHaveLength(32);
  });

  test("reaching the target ends the search at once, budget or not", () => {
    const tiles = rectangle(16, 8, 4);
    const quick = searchSpacedSet(tiles, 16, 3, [], 4);
    expect(quick).toMatchObject({ exhausted: false, nodes: 4 });
    expect(quick.chosen).toHaveLength(3);
  });
});
