/**
 * Decoration planning (src/core/decor.ts) on small hand-drawn maps (pictures.ts: "." room floor,
 * "," corridor floor, "#" wall, space void): the rules a game maker relies on, whatever the draws.
 * The properties over generated dungeons of every layout are in decor.test.ts.
 */
import { Grid, Random, isFloor } from "../../src/core";
import { DECOR_DEFAULTS, DecorKind, DecorOptions, DecorPalette, DecorShape, placedDecorations, planDecor } from "../../src/core/decor";
import { floorCutOff, gridOf, layoutOf } from "./pictures";

const WALKABLE: DecorShape = { width: 1, height: 1, blocking: [0] };
const POST: DecorShape = { width: 1, height: 1, blocking: [1] };
/** Every option off: a case turns on only what it shows. */
const OFF: DecorOptions = { decorPatches: 0, decorPatchRadius: 3, decorPatchChance: 75, decorPatchSmoothing: 2, decorVariantChance: 0, decorFloorDensity: 0, decorWallDensity: 0, decorVoidDensity: 0 };

function floorPalette(...floor: DecorShape[]): DecorPalette {
  return { variantCount: 0, floor, wall: [], void: [] };
}

function plan(grid: Grid, palette: DecorPalette, options: Partial<DecorOptions>, seed: number, reserved: number[] = [], openings: number[] = []) {
  const planned = planDecor(grid, layoutOf(grid, openings), reserved, palette, { ...OFF, ...options }, new Random(seed));
  return { decorations: placedDecorations(planned), blocked: Array.from(planned.blockedTiles), variantTiles: Array.from(planned.variantTiles), variants: Array.from(planned.variants) };
}

const sorted = (tiles: number[]) => tiles.slice().sort((a, b) => a - b);

describe("blocking decorations", () => {
  test("never cut the floor apart, never stand on or beside reserved tiles (events, the arrival) or openings, and stay off the map's edge", () => {
    const grid = gridOf([
      "####################",
      "#..........,,,,....#",
      "#..........#.......#",
      "#...####...#...##..#",
      "#...#  #...,.......#",
      "#...####...#.......#",
      "#..........#...,,,,#",
      "#..........#...,..,#",
      "####################",
    ]);
    const openings = [11 + 20 * 4, 11 + 20 * 1];
    const reserved = [2 + 20 * 2, 15 + 20 * 5, 8 + 20 * 7];
    const guarded = new Set([...openings, ...reserved]);
    const palette = floorPalette(POST, { width: 2, height: 1, blocking: [1, 1] }, { width: 2, height: 2, blocking: [1, 0, 0, 1] });
    let blockedSeen = 0;
    for (let seed = 0; seed < 8; seed++) {
      const planned = plan(grid, { ...palette, variantCount: 2 }, { decorFloorDensity: 100, decorVariantChance: 40 }, seed, reserved, openings);
      expect(floorCutOff(grid, planned.blocked, 1 + 20 * 1)).toBe(0);
      blockedSeen += planned.blocked.length;
      for (const tile of planned.blocked) {
        for (const dy of [-1, 0, 1]) {
          for (const dx of [-1, 0, 1]) {
            const near = tile + dy * 20 + dx;
            expect([tile, near, isFloor(grid.kinds[near]), guarded.has(near)]).toEqual([tile, near, true, false]);
          }
        }
      }
      for (const placed of planned.decorations) expect(guarded.has(placed.tile)).toBe(false);
      for (const tile of planned.variantTiles) expect(guarded.has(tile)).toBe(false);
    }
    expect(blockedSeen).toBeGreaterThan(8);
  });

  test("a 1×1 post fits a 3×3 room only at its centre (it needs a ring of free floor), and not when the centre or a tile beside it is guarded", () => {
    const grid = gridOf([
      "#####",
      "#...#",
      "#...#",
      "#...#",
      "#####",
    ]);
    const alone = plan(grid, floorPalette(POST), { decorFloorDensity: 100 }, 1);
    expect(alone.decorations).toEqual([{ tile: 12, kind: DecorKind.Floor, index: 0 }]);
    expect(alone.blocked).toEqual([12]);
    for (const guard of [12, 7, 11, 13, 17]) {
      expect(plan(grid, floorPalette(POST), { decorFloorDensity: 100 }, 1, [guard]).decorations).toEqual([]);
      expect(plan(grid, floorPalette(POST), { decorFloorDensity: 100 }, 1, [], [guard]).decorations).toEqual([]);
    }
  });

  test("a walkable decoration goes on any free floor tile, reserved ones aside, and blocks nothing", () => {
    const grid = gridOf([
      "#####",
      "#...#",
      "#...#",
      "#...#",
      "#####",
    ]);
    const spread = plan(grid, floorPalette(WALKABLE), { decorFloorDensity: 100 }, 2, [6]);
    expect(sorted(spread.decorations.map((placed) => placed.tile))).toEqual([7, 8, 11, 12, 13, 16, 17, 18]);
    expect(spread.blocked).toEqual([]);
  });

  test("two blocking posts never stand side by side: in a 5×3 room they keep a free tile between them", () => {
    const grid = gridOf([
      "#######",
      "#.....#",
      "#.....#",
      "#.....#",
      "#######",
    ]);
    for (let seed = 0; seed < 10; seed++) {
      const columns = sorted(plan(grid, floorPalette(POST), { decorFloorDensity: 100 }, seed).blocked.map((tile) => tile % 7));
      expect([["2"], ["3"], ["4"], ["2", "4"]].map((list) => list.join())).toContain(columns.join());
    }
  });

  test("shapes larger than 3×3, of no size, or whose blocking tiles wall in a walkable centre are never placed; a blocking shape blocks exactly its blocking tiles", () => {
    const room = gridOf(Array.from({ length: 9 }, () => "........."));
    const placedOf = (shape: DecorShape) => plan(room, floorPalette(shape), { decorFloorDensity: 20 }, 2);
    const never: DecorShape[] = [
      { width: 4, height: 1, blocking: [0, 0, 0, 0] },
      { width: 1, height: 4, blocking: [0, 0, 0, 0] },
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 0, 1, 0, 1, 0] },
      { width: 0, height: 2, blocking: [0, 0] },
    ];
    for (const shape of never) expect(placedOf(shape).decorations).toEqual([]);
    const placeable: DecorShape[] = [
      { width: 3, height: 3, blocking: [0, 1, 0, 0, 0, 1, 0, 1, 0] }, // the centre open to the left
      { width: 3, height: 3, blocking: [0, 1, 0, 1, 1, 1, 0, 1, 0] }, // a blocking centre
      { width: 2, height: 2, blocking: [1, 0, 0, 1] },
      { width: 3, height: 1, blocking: [1, 1, 1] },
    ];
    for (const shape of placeable) {
      const planned = placedOf(shape);
      expect(planned.decorations.length).toBeGreaterThan(0);
      const expected: number[] = [];
      for (const placed of planned.decorations) {
        for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) if (shape.blocking[dy * shape.width + dx]) expected.push(placed.tile + dy * 9 + dx);
      }
      expect(sorted(planned.blocked)).toEqual(sorted(expected));
      expect(floorCutOff(room, planned.blocked, room.kinds.findIndex((_, tile) => !planned.blocked.includes(tile)))).toBe(0);
    }
  });
});

describe("wall and void decorations", () => {
  const walled = gridOf([
    "       ",
    "#######",
    "#######",
    ".......",
    ".......",
    ".......",
  ]);

  test("wall pieces stand on wall faces: a 1×2 piece fills a 2-tall face, a 1×3 piece is taller than it and never placed", () => {
    const tall = plan(walled, { variantCount: 0, floor: [], wall: [{ width: 1, height: 2, blocking: [0, 0] }], void: [] }, { decorWallDensity: 100 }, 4);
    expect(sorted(tall.decorations.map((placed) => placed.tile))).toEqual([7, 8, 9, 10, 11, 12, 13]);
    const tooTall = plan(walled, { variantCount: 0, floor: [], wall: [{ width: 1, height: 3, blocking: [0, 0, 0] }], void: [] }, { decorWallDensity: 100 }, 4);
    expect(tooTall.decorations).toEqual([]);
  });

  test("a wall with void between it and the floor below is no wall face: nothing is hung on it", () => {
    const floating = gridOf([
      "#######",
      "       ",
      ".......",
      ".......",
    ]);
    expect(plan(floating, { variantCount: 0, floor: [], wall: [WALKABLE], void: [] }, { decorWallDensity: 100 }, 1).decorations).toEqual([]);
  });

  test("wall pieces wider than a tile stay on the wall: never past its end, never wrapping to the next row", () => {
    const ragged = gridOf([
      "      ",
      "##### ",
      "..... ",
      "######",
      "......",
    ]);
    const palette: DecorPalette = { variantCount: 0, floor: [], wall: [{ width: 2, height: 1, blocking: [0, 0] }], void: [] };
    for (let seed = 0; seed < 8; seed++) {
      for (const placed of plan(ragged, palette, { decorWallDensity: 100 }, seed).decorations) {
        const x = placed.tile % 6;
        const y = Math.floor(placed.tile / 6);
        expect([placed.tile, y === 1 ? x <= 3 : y === 3 && x <= 4]).toEqual([placed.tile, true]);
      }
    }
  });

  test("void pieces stand in the void with a ring of void around them, inside the map, and block nothing walkable", () => {
    const open = gridOf([
      "       ",
      "       ",
      "       ",
      "       ",
      "       ",
      "#######",
      ".......",
    ]);
    const voids = plan(open, { variantCount: 0, floor: [], wall: [], void: [POST] }, { decorVoidDensity: 100 }, 6);
    expect(voids.decorations.length).toBeGreaterThan(0);
    for (const placed of voids.decorations) {
      expect([placed.tile % 7 >= 1 && placed.tile % 7 <= 5, Math.floor(placed.tile / 7) >= 1 && Math.floor(placed.tile / 7) <= 3]).toEqual([true, true]);
    }
    expect(voids.blocked).toEqual([]);
  });
});

describe("floor variants", () => {
  test("a patch at chance 100 without smoothing is a whole disc (rows 3, 5, 5, 5, 3 at radius 2); at chance 0 there is none", () => {
    const room = gridOf(Array.from({ length: 17 }, () => ".".repeat(17)));
    let whole = 0;
    for (let seed = 0; seed < 6; seed++) {
      const patch = plan(room, { variantCount: 1, floor: [], wall: [], void: [] }, { decorPatches: 1, decorPatchRadius: 2, decorPatchChance: 100, decorPatchSmoothing: 0 }, seed);
      const rows = new Map<number, number>();
      for (const tile of patch.variantTiles) rows.set(Math.floor(tile / 17), (rows.get(Math.floor(tile / 17)) ?? 0) + 1);
      if (patch.variantTiles.length === 21) {
        expect([...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count)).toEqual([3, 5, 5, 5, 3]);
        whole++;
      }
    }
    expect(whole).toBeGreaterThan(2);
    expect(plan(room, { variantCount: 1, floor: [], wall: [], void: [] }, { decorPatches: 100, decorPatchChance: 0 }, 1).variantTiles).toEqual([]);
  });

  test("patches stay off tiles beside walls; reserved tiles and openings inside a patch stay plain", () => {
    const grid = gridOf([
      "#########",
      "#.......#",
      "#.......#",
      "#.......#",
      "#.......#",
      "#.......#",
      "#########",
    ]);
    const reserved = [9 * 3 + 4];
    const openings = [9 * 2 + 3];
    const patched = plan(grid, { variantCount: 1, floor: [], wall: [], void: [] }, { decorPatches: 100, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 }, 0, reserved, openings);
    const expected: number[] = [];
    for (let y = 2; y <= 4; y++) for (let x = 2; x <= 6; x++) if (y * 9 + x !== reserved[0] && y * 9 + x !== openings[0]) expected.push(y * 9 + x);
    expect(sorted(patched.variantTiles)).toEqual(expected);
  });
});

describe("how much is placed", () => {
  const room = gridOf(Array.from({ length: 5 }, () => "....."));

  test("density is decorations per 100 floor tiles, rounded at half a decoration; 100 fills every tile with walkable pieces", () => {
    expect(plan(room, floorPalette(WALKABLE), { decorFloorDensity: 100 }, 1).decorations).toHaveLength(25);
    // 25 tiles × 2 / 100 = 0.5 rounds up to 1; 24 tiles × 2 / 100 = 0.48 rounds down to none.
    expect(plan(room, floorPalette(WALKABLE), { decorFloorDensity: 2 }, 1).decorations).toHaveLength(1);
    const smaller = gridOf([".....", ".....", ".....", ".....", ".... "]);
    expect(plan(smaller, floorPalette(WALKABLE), { decorFloorDensity: 2 }, 1).decorations).toHaveLength(0);
  });

  test("every option at 0, or a palette with nothing of the kinds asked for, plans nothing", () => {
    const full: DecorPalette = { variantCount: 2, floor: [WALKABLE], wall: [WALKABLE], void: [WALKABLE] };
    const nothing = { decorations: [], blocked: [], variantTiles: [], variants: [] };
    expect(plan(room, full, OFF, 1)).toEqual(nothing);
    expect(plan(room, { ...full, variantCount: 0 }, { decorPatches: 50, decorVariantChance: 50 }, 1).variantTiles).toEqual([]);
    expect(plan(room, { ...full, floor: [] }, { decorFloorDensity: 100 }, 1).decorations).toEqual([]);
  });

  test("options outside their ranges are taken as the nearest end of the range by the planner", () => {
    const big = gridOf(Array.from({ length: 30 }, () => ".".repeat(30)));
    const palette: DecorPalette = { variantCount: 3, floor: [], wall: [], void: [] };
    const of = (options: Partial<DecorOptions>) => plan(big, palette, { ...DECOR_DEFAULTS, ...options }, 12);
    expect(of({ decorPatchRadius: 50 })).toEqual(of({ decorPatchRadius: 10 }));
    expect(of({ decorPatchRadius: 0 })).toEqual(of({ decorPatchRadius: 1 }));
    expect(of({ decorPatchChance: 150 })).toEqual(of({ decorPatchChance: 100 }));
    expect(of({ decorPatchChance: -20 }).variantTiles).toEqual([]);
  });
});
