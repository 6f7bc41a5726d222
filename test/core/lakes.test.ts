/**
 * Lakes (src/core/decor.ts with src/core/lakes.ts): floor variants no one can walk on become lakes
 * that never cut the floor apart, never cover or touch an event, the arrival or an opening, and
 * keep off wall faces; over every registered layout, and on small hand-drawn maps (pictures.ts:
 * "." room floor, "," corridor floor, "#" wall, space void; "~" a lake tile, "o" the open side).
 */
import fc from "fast-check";
import { runs } from "../runs";
import { Dungeon, Grid, LAYOUTS, Random, TileKind, generateDungeon, isFloor } from "../../src/core";
import { DECOR_DEFAULTS, DECOR_RANGES, DecorOptions, DecorPalette, DecorPlan, DecorShape, decorRandom, placedDecorations, planDecor } from "../../src/core/decor";
import { LakeGround, shoreStaysConnected } from "../../src/core/lakes";
import { floorCutOff, gridOf, layoutOf, tilesMarked } from "./pictures";

const POST: DecorShape = { width: 1, height: 1, blocking: [1] };
const ROCK: DecorShape = { width: 2, height: 2, blocking: [1, 1, 1, 1] };
const GRAVEL: DecorShape = { width: 1, height: 1, blocking: [0] };
/** Only lakes. */
const LAKES_ONLY: DecorOptions = { ...DECOR_DEFAULTS, decorFloorDensity: 0, decorWallDensity: 0, decorVoidDensity: 0 };

function dungeonOf(layout: string, width: number, height: number, seed: number, events: number): Dungeon | null {
  const result = generateDungeon(width, height, { layout, content: [{ min: events, max: events }] }, seed);
  return result.ok ? result.dungeon : null;
}

function reservedOf(dungeon: Dungeon): number[] {
  return Array.from(dungeon.placements.tiles).filter((tile) => tile >= 0);
}

function planOn(dungeon: Dungeon, palette: DecorPalette, options: DecorOptions): DecorPlan {
  return planDecor(dungeon.grid, dungeon.layout, reservedOf(dungeon), palette, options, decorRandom(dungeon.seed));
}

/** Every lake rule, as readable problems (empty when all hold). */
function lakeProblems(grid: Grid, guardedTiles: readonly number[], from: number | null, plan: DecorPlan, palette: DecorPalette): string[] {
  const { width, height, kinds } = grid;
  // Without an arrival (hand-drawn maps): from the first floor tile that is no lake.
  const start = from ?? Array.from(kinds).findIndex((kind, tile) => isFloor(kind) && !plan.lakeTiles.includes(tile));
  const problems: string[] = [];
  const at = (tile: number) => `(${tile % width},${Math.floor(tile / width)})`;
  const guarded = new Set(guardedTiles);
  const lake = new Set(plan.lakeTiles);
  if (lake.size !== plan.lakeTiles.length) problems.push("a lake tile listed twice");
  const first = palette.variantCount;
  const end = first + (palette.lakeCount ?? 0);
  plan.variantTiles.forEach((tile, i) => {
    const isLakeVariant = plan.variants[i] >= first && plan.variants[i] < end;
    if (isLakeVariant !== lake.has(tile)) problems.push(`variant ${plan.variants[i]} at ${at(tile)} ${lake.has(tile) ? "is listed as a lake" : "is a lake variant not listed as a lake"}`);
  });
  for (const tile of plan.lakeTiles) {
    if (!plan.variantTiles.includes(tile)) problems.push(`lake tile ${at(tile)} takes no variant`);
    if (!isFloor(kinds[tile])) problems.push(`lake off the floor at ${at(tile)}`);
    const x = tile % width;
    const y = Math.floor(tile / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
        const near = (y + dy) * width + x + dx;
        if (kinds[near] === TileKind.Wall) problems.push(`lake tile ${at(tile)} beside a wall face`);
        if (guarded.has(near)) problems.push(`lake tile ${at(tile)} on or beside an event, the arrival or an opening ${at(near)}`);
      }
    }
  }
  const lists = [palette.floor, palette.wall, palette.void];
  for (const placed of placedDecorations(plan)) {
    const shape = lists[placed.kind][placed.index];
    for (let dy = 0; dy < shape.height; dy++) for (let dx = 0; dx < shape.width; dx++) if (lake.has(placed.tile + dy * width + dx)) problems.push(`a decoration on a lake at ${at(placed.tile)}`);
  }
  for (const tile of plan.blockedTiles) {
    for (const step of [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1]) if (lake.has(tile + step)) problems.push(`a blocking decoration beside a lake at ${at(tile)}`);
  }
  const cut = floorCutOff(grid, [...plan.lakeTiles, ...plan.blockedTiles], start);
  if (lake.has(start)) problems.push("a lake on the arrival");
  else if (cut > 0) problems.push(`${cut} floor tiles cut off by lakes and blocking decorations`);
  return problems.slice(0, 8);
}

const optionArbitrary: fc.Arbitrary<DecorOptions> = fc.record({
  ...(Object.fromEntries(Object.entries(DECOR_RANGES).map(([key, range]) => [key, fc.integer(range)])) as Record<keyof DecorOptions, fc.Arbitrary<number>>),
  decorPatches: fc.integer({ min: 1, max: 100 }),
});

const paletteArbitrary: fc.Arbitrary<DecorPalette> = fc.record({
  variantCount: fc.integer({ min: 0, max: 2 }),
  lakeCount: fc.integer({ min: 1, max: 3 }),
  floor: fc.subarray([POST, ROCK, GRAVEL]),
  wall: fc.constant([]),
  void: fc.constant([]),
});

describe.each(LAYOUTS.map((layout) => [layout.name] as const))("lakes on layout %s", (name) => {
  test("lakes never cut the floor apart, never cover or touch an event, the arrival or an opening, and keep off wall faces", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 90 }),
        fc.integer({ min: 15, max: 90 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 12 }),
        fc.oneof(fc.constant(LAKES_ONLY), optionArbitrary),
        paletteArbitrary,
        (width, height, seed, events, options, palette) => {
          const dungeon = dungeonOf(name, width, height, seed, events);
          if (!dungeon) return;
          const guarded = [...reservedOf(dungeon), ...dungeon.layout.openings.map((opening) => opening.tile)];
          expect(lakeProblems(dungeon.grid, guarded, dungeon.arrival, planOn(dungeon, palette, options), palette)).toEqual([]);
        },
      ),
      { numRuns: runs(15, 100), seed: 29 },
    );
  });

  test("with the default amounts a 68×64 map does get lakes, and a 256×256 one keeps the rules", () => {
    const palette: DecorPalette = { variantCount: 1, lakeCount: 1, floor: [POST, GRAVEL], wall: [], void: [] };
    for (const seed of [1, 2, 3]) {
      const dungeon = dungeonOf(name, 68, 64, seed, 8)!;
      expect(planOn(dungeon, palette, DECOR_DEFAULTS).lakeTiles.length).toBeGreaterThan(0);
    }
    const big = dungeonOf(name, 256, 256, 4, 30)!;
    const guarded = [...reservedOf(big), ...big.layout.openings.map((opening) => opening.tile)];
    expect(lakeProblems(big.grid, guarded, big.arrival, planOn(big, palette, DECOR_DEFAULTS), palette)).toEqual([]);
  });
});

describe("lakes on hand-drawn maps", () => {
  function plan(grid: Grid, palette: DecorPalette, options: Partial<DecorOptions>, seed: number, reserved: number[] = [], openings: number[] = []): DecorPlan {
    return planDecor(grid, layoutOf(grid, openings), reserved, palette, { ...LAKES_ONLY, ...options }, new Random(seed));
  }
  const LAKE: DecorPalette = { variantCount: 0, lakeCount: 1, floor: [], wall: [], void: [] };
  const BIG: Partial<DecorOptions> = { decorPatches: 100, decorPatchRadius: 10, decorPatchChance: 100, decorPatchSmoothing: 0 };

  test("two rooms joined by one wide open passage: lakes never close it, whatever the seed", () => {
    // The passage (columns 9–13) is floor with no wall beside its middle row: a lake could fill it.
    const grid = gridOf([
      "                           ",
      " .......             ..... ",
      " .......             ..... ",
      " ........................  ",
      " ........................  ",
      " ........................  ",
      " .......             ..... ",
      " .......             ..... ",
      "                           ",
    ]);
    let lakeTiles = 0;
    for (let seed = 0; seed < 20; seed++) {
      const planned = plan(grid, LAKE, BIG, seed);
      lakeTiles += planned.lakeTiles.length;
      expect(lakeProblems(grid, [], null, planned, LAKE)).toEqual([]);
    }
    expect(lakeTiles).toBeGreaterThan(0);
  });

  test("a lake keeps off walls and a tile away from events and openings", () => {
    const grid = gridOf([
      "###############",
      "#.............#",
      "#.............#",
      "#.............#",
      "#.............#",
      "#.............#",
      "###############",
    ]);
    const reserved = [7 + 15 * 3];
    const openings = [3 + 15 * 1];
    for (let seed = 0; seed < 20; seed++) expect(lakeProblems(grid, [...reserved, ...openings], null, plan(grid, LAKE, BIG, seed, reserved, openings), LAKE)).toEqual([]);
  });

  test("lakes take the lake variants (numbered after the walkable ones); patches never go on lakes", () => {
    const grid = gridOf(Array.from({ length: 30 }, (_, y) => (y === 0 || y === 29 ? " ".repeat(40) : ` ${".".repeat(38)} `)));
    const palette: DecorPalette = { variantCount: 2, lakeCount: 2, floor: [], wall: [], void: [] };
    const planned = plan(grid, palette, { decorPatches: 40 }, 3);
    const kinds = new Set(planned.lakeTiles.map((tile) => planned.variants[planned.variantTiles.indexOf(tile)]));
    expect([...kinds].sort()).toEqual([2, 3]);
    expect(lakeProblems(grid, [], null, planned, palette)).toEqual([]);
  });

  test("no room for a lake anywhere (a maze of one-tile passages): no lake, no variant, nothing else changes", () => {
    const grid = gridOf([
      "#########",
      "#.......#",
      "#.#####.#",
      "#.......#",
      "#########",
    ]);
    const planned = plan(grid, { ...LAKE, floor: [GRAVEL] }, { ...BIG, decorFloorDensity: 20 }, 1);
    expect(Array.from(planned.lakeTiles)).toEqual([]);
    expect(Array.from(planned.variantTiles)).toEqual([]);
    expect(planned.decorationTiles.length).toBeGreaterThan(0);
  });

  test("Floor Patches at 0 asks for no lakes", () => {
    const grid = gridOf([" ".repeat(20), ...Array.from({ length: 10 }, () => ` ${".".repeat(18)} `), " ".repeat(20)]);
    expect(plan(grid, LAKE, { ...BIG, decorPatches: 0 }, 1).lakeTiles.length).toBe(0);
  });
});

describe("shoreStaysConnected", () => {
  /** The ground of a picture: "#" and "~" closed (a lake's tiles are closed before the check), "." open. */
  function check(rows: string[], farBudget = Infinity): boolean {
    const width = rows[0].length;
    const closed = Uint8Array.from(rows.join(""), (glyph) => (glyph === "." ? 0 : 1));
    const ground: LakeGround = { width, height: rows.length, closed };
    const lake = tilesMarked(rows, "~");
    return shoreStaysConnected(ground, lake, lake.length, 1, farBudget);
  }

  test("a lake in the middle of a room keeps its shore connected", () => {
    expect(check(["......", ".~~...", ".~~...", "......"])).toBe(true);
  });

  test("a lake across a passage cuts it", () => {
    expect(check(["....#....", "....~....", "....#...."])).toBe(false);
  });

  test("a lake that walls in a corner tile cuts it off", () => {
    expect(check([".~....", "~~....", "......"])).toBe(false);
  });

  test("a shore that meets only by a long way round: yes with the budget for it, a safe no without", () => {
    const loop = [
      "..........",
      ".########.",
      ".########.",
      ".########.",
      "~########.",
      ".########.",
      "..........",
    ];
    expect(check(loop)).toBe(true);
    expect(check(loop, 3)).toBe(false);
  });

  test("a lake with no shore, and bad input, answer no", () => {
    expect(check(["###", "#~#", "###"])).toBe(false);
    const ground: LakeGround = { width: 3, height: 1, closed: new Uint8Array(3) };
    expect(shoreStaysConnected(ground, [7], 1, 1, 10)).toBe(false);
    expect(shoreStaysConnected(ground, [], 0, 1, 10)).toBe(false);
    expect(shoreStaysConnected({ width: 0, height: 0, closed: new Uint8Array(0) }, [0], 1, 1, 10)).toBe(false);
  });
});
