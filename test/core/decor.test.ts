/**
 * Decoration planning (src/core/decor.ts) over every registered layout: blocking decorations never
 * cut the floor apart, stay off and away from openings, events and the arrival, and out of narrow
 * passages; patches stay off walls; the plan is a function of the seed and never touches the layout.
 */
import fc from "fast-check";
import { runs } from "../runs";
import { Dungeon, LAYOUTS, TileKind, generateDungeon, isFloor } from "../../src/core";
import {
  DECOR_DEFAULTS,
  DECOR_RANGES,
  DecorKind,
  DecorOptions,
  DecorPalette,
  DecorPlan,
  DecorShape,
  decorRandom,
  placedDecorations,
  planDecor,
  resolveDecorOptions,
  smoothRow,
} from "../../src/core/decor";

/** A generous palette: walkable and blocking pieces of every size up to 3×3. */
const SHAPES: DecorShape[] = [
  { width: 1, height: 1, blocking: [0] },
  { width: 1, height: 1, blocking: [1] },
  { width: 1, height: 2, blocking: [0, 1] }, // a tall rock: star top, blocking foot
  { width: 2, height: 2, blocking: [0, 0, 1, 1] },
  { width: 2, height: 1, blocking: [1, 1] },
  { width: 3, height: 3, blocking: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
  { width: 2, height: 2, blocking: [1, 0, 0, 1] },
];
const PALETTE: DecorPalette = { variantCount: 2, floor: SHAPES, wall: [SHAPES[0], SHAPES[2]], void: [SHAPES[1], SHAPES[3]] };
const DENSE: DecorOptions = { ...DECOR_DEFAULTS, decorPatches: 20, decorFloorDensity: 30, decorWallDensity: 20, decorVoidDensity: 10, decorVariantChance: 5 };

function dungeonOf(layout: string, width: number, height: number, seed: number, eventCount = 6): Dungeon | null {
  const result = generateDungeon(width, height, { layout, content: [{ min: eventCount, max: eventCount }] }, seed);
  return result.ok ? result.dungeon : null;
}

function reservedOf(dungeon: Dungeon): number[] {
  return Array.from(dungeon.placements.tiles).filter((tile) => tile >= 0);
}

function plan(dungeon: Dungeon, options: DecorOptions = DENSE, palette: DecorPalette = PALETTE): DecorPlan {
  return planDecor(dungeon.grid, dungeon.layout, reservedOf(dungeon), palette, options, decorRandom(dungeon.seed));
}

/** Floor tiles not reached from the arrival when blocked tiles count as walls. */
function unreachedWithBlocks(dungeon: Dungeon, blockedTiles: ArrayLike<number>): number {
  const { width, height, grid } = dungeon;
  const blocked = new Set(Array.from(blockedTiles));
  const open = (tile: number) => isFloor(grid.kinds[tile]) && !blocked.has(tile);
  const seen = new Uint8Array(width * height);
  const queue = [dungeon.arrival];
  seen[dungeon.arrival] = 1;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    const x = tile % width;
    for (const next of [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile - width, tile + width]) {
      if (next < 0 || next >= width * height || seen[next] || !open(next)) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  let unreached = 0;
  for (let tile = 0; tile < width * height; tile++) if (open(tile) && !seen[tile]) unreached++;
  return unreached;
}

/** Every rule of the plan, as readable problems (empty when all hold). */
function planProblems(dungeon: Dungeon, decor: DecorPlan, palette: DecorPalette = PALETTE): string[] {
  const { width, height, grid } = dungeon;
  const problems: string[] = [];
  const at = (tile: number) => `(${tile % width},${Math.floor(tile / width)})`;
  const guarded = new Set([...reservedOf(dungeon), ...dungeon.layout.openings.map((opening) => opening.tile)]);
  const covered = new Uint8Array(width * height);
  const blocked = new Uint8Array(width * height);
  const lists = [palette.floor, palette.wall, palette.void];
  for (const placed of placedDecorations(decor)) {
    const shape = lists[placed.kind][placed.index];
    const x0 = placed.tile % width;
    const y0 = Math.floor(placed.tile / width);
    for (let dy = 0; dy < shape.height; dy++) {
      for (let dx = 0; dx < shape.width; dx++) {
        const tile = (y0 + dy) * width + x0 + dx;
        const kind = grid.kinds[tile];
        const surfaceOk = placed.kind === DecorKind.Floor ? isFloor(kind) : placed.kind === DecorKind.Wall ? kind === TileKind.Wall : kind === TileKind.Void;
        if (x0 + dx >= width || !surfaceOk) problems.push(`decoration ${placed.kind} off its surface at ${at(tile)}`);
        if (covered[tile]) problems.push(`two decorations at ${at(tile)}`);
        covered[tile] = 1;
        if (guarded.has(tile)) problems.push(`decoration on an event, the arrival or an opening at ${at(tile)}`);
        if (shape.blocking[dy * shape.width + dx] && placed.kind === DecorKind.Floor) blocked[tile] = 1;
      }
    }
  }
  const planBlocked = new Set(decor.blockedTiles);
  if (planBlocked.size !== decor.blockedTiles.length) problems.push("a blocked tile listed twice");
  for (let tile = 0; tile < width * height; tile++) {
    if ((planBlocked.has(tile) ? 1 : 0) !== blocked[tile]) problems.push(`blocked list differs at ${at(tile)}`);
    if (!blocked[tile]) continue;
    const x = tile % width;
    const y = Math.floor(tile / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const near = (y + dy) * width + x + dx;
        if (x + dx < 0 || x + dx >= width || y + dy < 0 || y + dy >= height || !isFloor(grid.kinds[near])) problems.push(`blocking tile ${at(tile)} beside non-floor (a narrow passage or an edge)`);
        else if (guarded.has(near)) problems.push(`blocking tile ${at(tile)} beside an event, the arrival or an opening`);
      }
    }
  }
  const unreached = unreachedWithBlocks(dungeon, decor.blockedTiles);
  if (unreached > 0) problems.push(`${unreached} floor tiles cut off by blocking decorations`);
  problems.push(...variantProblems(dungeon, decor, palette.variantCount));
  for (const tile of decor.variantTiles) if (guarded.has(tile)) problems.push(`floor variant on an event, the arrival or an opening at ${at(tile)}`);
  return problems.slice(0, 8);
}

/** Per tile: 0 = plain floor, v + 1 = variant v. */
function variantMask(dungeon: Dungeon, decor: DecorPlan): Uint8Array {
  const mask = new Uint8Array(dungeon.width * dungeon.height);
  decor.variantTiles.forEach((tile, i) => (mask[tile] = decor.variants[i] + 1));
  return mask;
}

function variantProblems(dungeon: Dungeon, decor: DecorPlan, variantCount: number): string[] {
  const { width, height, grid } = dungeon;
  const problems: string[] = [];
  const listed = new Set(decor.variantTiles);
  if (listed.size !== decor.variantTiles.length) problems.push("a variant tile listed twice");
  if (decor.variants.length !== decor.variantTiles.length) problems.push("variant tiles and variants differ in length");
  const mask = variantMask(dungeon, decor);
  for (let tile = 0; tile < width * height; tile++) {
    const variant = mask[tile];
    if (variant === 0) continue;
    if (variant > variantCount) problems.push(`variant ${variant} of ${variantCount}`);
    if (!isFloor(grid.kinds[tile])) problems.push(`variant on non-floor ${tile}`);
    const x = tile % width;
    const y = Math.floor(tile / width);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && grid.kinds[ny * width + nx] === TileKind.Wall) problems.push(`patch tile (${x},${y}) touches a wall`);
      }
    }
  }
  return problems;
}

const optionArbitrary: fc.Arbitrary<DecorOptions> = fc.record(
  Object.fromEntries(Object.entries(DECOR_RANGES).map(([key, range]) => [key, fc.integer(range)])) as Record<keyof DecorOptions, fc.Arbitrary<number>>,
);

const shapeArbitrary: fc.Arbitrary<DecorShape> = fc
  .record({ width: fc.integer({ min: 1, max: 3 }), height: fc.integer({ min: 1, max: 3 }) })
  .chain(({ width, height }) =>
    fc.record({ width: fc.constant(width), height: fc.constant(height), blocking: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: width * height, maxLength: width * height }) }),
  );

const paletteArbitrary: fc.Arbitrary<DecorPalette> = fc.record({
  variantCount: fc.integer({ min: 0, max: 4 }),
  floor: fc.array(shapeArbitrary, { maxLength: 5 }),
  wall: fc.array(shapeArbitrary, { maxLength: 3 }),
  void: fc.array(shapeArbitrary, { maxLength: 3 }),
});

describe.each(LAYOUTS.map((layout) => [layout.name] as const))("decorations on layout %s", (name) => {
  test("blocking decorations keep every floor tile reachable, stay off openings, events and narrow ways; patches off walls", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 90 }),
        fc.integer({ min: 15, max: 90 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 12 }),
        fc.oneof(fc.constant(DENSE), optionArbitrary),
        fc.oneof(fc.constant(PALETTE), paletteArbitrary),
        (width, height, seed, events, options, palette) => {
          const dungeon = dungeonOf(name, width, height, seed, events);
          if (!dungeon) return;
          expect(planProblems(dungeon, plan(dungeon, options, palette), palette)).toEqual([]);
        },
      ),
      { numRuns: runs(30, 120), seed: 16 },
    );
  });

  test("the dense palette does decorate a 68×64 map: patches, floor, wall and void pieces, some of them blocking", () => {
    const dungeon = dungeonOf(name, 68, 64, 42)!;
    const decor = plan(dungeon);
    expect(planProblems(dungeon, decor)).toEqual([]);
    expect(decor.variantTiles.length).toBeGreaterThan(0);
    for (const kind of [DecorKind.Floor, DecorKind.Wall]) expect(decor.decorationKinds.includes(kind)).toBe(true);
    expect(decor.blockedTiles.length).toBeGreaterThan(0);
  });

  test("256×256 with the dense palette holds the rules too", () => {
    const dungeon = dungeonOf(name, 256, 256, 5, 30)!;
    expect(planProblems(dungeon, plan(dungeon))).toEqual([]);
  });

  test("same seed, same plan; the layout and placements are never changed", () => {
    const dungeon = dungeonOf(name, 80, 70, 1234)!;
    const kinds = dungeon.grid.kinds.slice();
    const areaOf = dungeon.layout.areaOf.slice();
    const placements = dungeon.placements.tiles.slice();
    const first = plan(dungeon);
    const other = plan(dungeon, { ...DENSE, decorFloorDensity: 5, decorPatches: 0 });
    expect(plan(dungeon)).toEqual(first);
    expect(other).not.toEqual(first);
    expect(dungeon.grid.kinds).toEqual(kinds);
    expect(dungeon.layout.areaOf).toEqual(areaOf);
    expect(dungeon.placements.tiles).toEqual(placements);
    // And generating again (whatever decoration asked for) gives the same dungeon.
    expect(dungeonOf(name, 80, 70, 1234)!.grid.kinds).toEqual(kinds);
  });
});

describe("planDecor", () => {
  const dungeon = dungeonOf("cells", 68, 64, 7)!;

  test("every option at 0 (or an empty palette) plans nothing", () => {
    const zero = Object.fromEntries(Object.keys(DECOR_DEFAULTS).map((key) => [key, 0])) as DecorOptions;
    for (const decor of [plan(dungeon, { ...zero, decorPatchRadius: 3 }), plan(dungeon, DENSE, { variantCount: 0, floor: [], wall: [], void: [] })]) {
      // Every list of the plan is there and empty.
      expect(Object.entries(decor).map(([key, list]) => [key, list.length])).toEqual(
        ["variantTiles", "variants", "decorationTiles", "decorationKinds", "decorationIndexes", "blockedTiles", "lakeTiles"].map((key) => [key, 0]),
      );
    }
  });

  test("each density turns its own kind on and off", () => {
    const only = (key: keyof DecorOptions) => plan(dungeon, { ...DECOR_DEFAULTS, decorPatches: 0, decorFloorDensity: 0, decorWallDensity: 0, decorVoidDensity: 0, [key]: 10 });
    const kinds = (decor: DecorPlan) => [...new Set(decor.decorationKinds)];
    expect(kinds(only("decorFloorDensity"))).toEqual([DecorKind.Floor]);
    expect(kinds(only("decorWallDensity"))).toEqual([DecorKind.Wall]);
    expect(only("decorPatches").decorationTiles.length).toBe(0);
    expect(only("decorPatches").variantTiles.length).toBeGreaterThan(0);
  });

  test("more density, more decorations (about density per 100 floor tiles)", () => {
    const floor = dungeon.layout.areas.reduce((sum, area) => sum + area.size, 0);
    const walkable = { variantCount: 0, floor: [SHAPES[0]], wall: [], void: [] };
    const count = (density: number) => plan(dungeon, { ...DECOR_DEFAULTS, decorFloorDensity: density }, walkable).decorationTiles.length;
    expect(count(2)).toBeLessThan(count(10));
    expect(count(10)).toBeLessThanOrEqual(Math.round(floor / 10));
    expect(count(10)).toBeGreaterThan(floor / 20);
  });

  test("patches are rounder after smoothing: fewer lone variant tiles", () => {
    const lone = (decor: DecorPlan) => {
      const mask = variantMask(dungeon, decor);
      return decor.variantTiles.filter((tile) => [-1, 1, -68, 68].every((step) => (mask[tile + step] ?? 0) === 0)).length;
    };
    const ragged = plan(dungeon, { ...DECOR_DEFAULTS, decorPatches: 30, decorPatchChance: 50, decorPatchSmoothing: 0 }, PALETTE);
    const smooth = plan(dungeon, { ...DECOR_DEFAULTS, decorPatches: 30, decorPatchChance: 50, decorPatchSmoothing: 3 }, PALETTE);
    expect(lone(ragged)).toBeGreaterThan(0);
    expect(lone(smooth)).toBeLessThan(lone(ragged));
  });

  test("shapes larger than 3×3 or of no size are never placed; odd reserved entries are ignored", () => {
    const odd = { variantCount: 0, floor: [{ width: 4, height: 1, blocking: [0, 0, 0, 0] }, { width: 0, height: 1, blocking: [] }], wall: [], void: [] };
    expect(plan(dungeon, DENSE, odd).decorationTiles.length).toBe(0);
    const decor = planDecor(dungeon.grid, dungeon.layout, [-5, 1.5, 1e9, NaN], PALETTE, DENSE, decorRandom(dungeon.seed));
    expect(decor.decorationTiles.length).toBeGreaterThan(0);
  });
});

describe("smoothRow", () => {
  /** The rule tile by tile: 5+ of 8 neighbours on turns a cell on (where allowed), 3 or fewer off, 4 keeps it. */
  function slowly(above: number, row: number, below: number, allowed: number): number {
    const bit = (bits: number, column: number) => (bits >>> column) & 1;
    let result = 0;
    for (let column = 1; column <= 28; column++) {
      const around = [above, below].reduce((sum, bits) => sum + bit(bits, column - 1) + bit(bits, column) + bit(bits, column + 1), 0) + bit(row, column - 1) + bit(row, column + 1);
      const on = around <= 3 ? 0 : around >= 5 && bit(allowed, column) ? 1 : bit(row, column);
      result |= on << column;
    }
    return result;
  }

  test("counts the 8 neighbours of every column at once, as the rule tile by tile does", () => {
    const inner = fc.integer({ min: 0, max: 0x1ffffffe }).map((bits) => bits & 0x1ffffffe); // columns 1–28, 0 and 29 stay empty
    fc.assert(
      fc.property(inner, inner, inner, inner, (above, row, below, extra) => {
        const allowed = row | extra; // a patch's cells are always where it may be
        expect(smoothRow(above, row, below, allowed)).toBe(slowly(above, row, below, allowed));
      }),
      { numRuns: runs(400, 2000), seed: 16 },
    );
  });
});

describe("resolveDecorOptions", () => {
  test("defaults, valid values kept, bad ones replaced with one message each", () => {
    expect(resolveDecorOptions(undefined)).toEqual({ options: DECOR_DEFAULTS, problems: [] });
    const { options, problems } = resolveDecorOptions({ decorPatches: 9, decorFloorDensity: -1, decorPatchRadius: "x" });
    expect(options).toEqual({ ...DECOR_DEFAULTS, decorPatches: 9 });
    expect(problems).toEqual([
      `decorPatchRadius "x" is not a whole number from 1 to 10; using ${DECOR_DEFAULTS.decorPatchRadius}`,
      `decorFloorDensity -1 is not a whole number from 0 to 100; using ${DECOR_DEFAULTS.decorFloorDensity}`,
    ]);
  });
});
