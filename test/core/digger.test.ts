import fc from "fast-check";
import { createGrid, Grid, isFloor, TileKind } from "../../src/core/grid";
import { Random } from "../../src/core/random";
import { addNorthWalls } from "../../src/core/walls";
import { buildAreaGraph } from "../../src/core/areas";
import { mergeOptions } from "../../src/core/options";
import type { Layout, Prefab, StepListener } from "../../src/core/layout/contract";
import {
  DIGGER_DEFAULTS,
  DIGGER_RANGES,
  DiggerOptions,
  digger,
} from "../../src/core/layout/digger";
import { parsePrefabs } from "../../src/core/prefab";
import { runs } from "../runs";

/** The smallest map the digger accepts for these options, found through its checkSize. */
function minimumSize(options: DiggerOptions): { width: number; height: number } {
  let width = 1;
  while (digger.checkSize(width, 1000, options) !== null) width++;
  let height = 1;
  while (digger.checkSize(width, height, options) !== null) height++;
  return { width, height };
}

/** The vaults the digger refuses on this map, with the reason of each, read from its inputProblems messages. */
function unplaceablePrefabs(prefabs: readonly Prefab[], width: number, height: number, options: DiggerOptions): { name: string; reason: string }[] {
  return digger.inputProblems!({ prefabs }, width, height, options).map((message) => {
    const [, name, reason] = /^vault "(.*)" cannot be placed on this map: (.*); it is skipped$/.exec(message)!;
    return { name, reason };
  });
}

type Dug = { grid: Grid; layout: Layout; options: DiggerOptions };

function dig(width: number, height: number, given: Partial<DiggerOptions>, seed: number, prefabs: readonly Prefab[] = [], onStep?: StepListener): Dug {
  const { options, problems } = mergeOptions<DiggerOptions>(DIGGER_DEFAULTS, DIGGER_RANGES, given);
  expect(problems).toEqual([]);
  digger.fitOptions(options);
  const grid = createGrid(width, height);
  const layout = digger.carve(grid, options, new Random(seed), { prefabs }, onStep);
  addNorthWalls(grid, options.wallHeight);
  return { grid, layout, options };
}

const neighbours = (grid: Grid, tile: number): number[] => {
  const { width, height } = grid;
  const x = tile % width;
  const y = Math.floor(tile / width);
  const result: number[] = [];
  if (x > 0) result.push(tile - 1);
  if (x < width - 1) result.push(tile + 1);
  if (y > 0) result.push(tile - width);
  if (y < height - 1) result.push(tile + width);
  return result;
};

/** Invariant 1: all floor one 4-connected piece. Returns the floor tiles not reached. */
function unreachedFloor(grid: Grid): number {
  const { kinds } = grid;
  const start = kinds.findIndex(isFloor);
  if (start < 0) return 0;
  const seen = new Uint8Array(kinds.length);
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const tile = stack.pop()!;
    reached++;
    for (const n of neighbours(grid, tile)) {
      if (!seen[n] && isFloor(kinds[n])) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return kinds.filter(isFloor).length - reached;
}

/** Invariant 2 (a tile is wall exactly when floor lies 1..wallHeight below it) and invariant 6, and the border. */
function gridProblems(grid: Grid, options: DiggerOptions): string[] {
  const { width, height, kinds } = grid;
  const wallHeight = options.wallHeight;
  const problems: string[] = [];
  for (let x = 0; x < width; x++) {
    let lastFloor = -1;
    for (let y = 0; y < height; y++) {
      const kind = kinds[y * width + x];
      if (isFloor(kind)) {
        const gap = y - lastFloor - 1;
        if (lastFloor >= 0 && gap > 0 && gap <= wallHeight) problems.push(`invariant 6: column ${x}, floor at rows ${lastFloor} and ${y}`);
        lastFloor = y;
        const top = Math.max(options.border, wallHeight);
        if (x < options.border || x >= width - options.border || y < top || y >= height - options.border) problems.push(`floor in the border at (${x},${y})`);
        continue;
      }
      let floorBelow = false;
      for (let step = 1; step <= wallHeight && y + step < height; step++) {
        if (isFloor(kinds[(y + step) * width + x])) {
          floorBelow = true;
          break;
        }
      }
      if (floorBelow !== (kind === TileKind.Wall)) problems.push(`wall rule at (${x},${y})`);
    }
  }
  return problems;
}

/** areaOf, areas and openings agree with the grid exactly. */
function layoutProblems(grid: Grid, layout: Layout): string[] {
  const { width, kinds } = grid;
  const { areaOf, areas, openings } = layout;
  const problems: string[] = [];
  const size = areas.map(() => 0);
  const box = areas.map(() => ({ left: Infinity, top: Infinity, right: -1, bottom: -1 }));
  for (let tile = 0; tile < kinds.length; tile++) {
    const label = areaOf[tile];
    if (isFloor(kinds[tile]) !== label > 0) problems.push(`tile ${tile}: floor ${isFloor(kinds[tile])}, area label ${label}`);
    if (label === 0) continue;
    if (label > areas.length) {
      problems.push(`tile ${tile}: label ${label} has no area`);
      continue;
    }
    const a = label - 1;
    const x = tile % width;
    const y = Math.floor(tile / width);
    size[a]++;
    box[a].left = Math.min(box[a].left, x);
    box[a].right = Math.max(box[a].right, x);
    box[a].top = Math.min(box[a].top, y);
    box[a].bottom = Math.max(box[a].bottom, y);
  }
  areas.forEach((area, a) => {
    const b = box[a];
    const bounds = { x: b.left, y: b.top, width: b.right - b.left + 1, height: b.bottom - b.top + 1 };
    if (area.id !== a || area.size !== size[a] || size[a] === 0) problems.push(`area ${a}: id ${area.id}, size ${area.size}, counted ${size[a]}`);
    else if (JSON.stringify(area.bounds) !== JSON.stringify(bounds)) problems.push(`area ${a}: bounds ${JSON.stringify(area.bounds)}, measured ${JSON.stringify(bounds)}`);
  });
  const reported = new Set<number>();
  const pair = (a: number, b: number) => Math.min(a, b) * 65536 + Math.max(a, b);
  for (const opening of openings) {
    if (opening.from === opening.to) problems.push(`opening ${JSON.stringify(opening)} joins an area to itself`);
    if (areaOf[opening.tile] !== opening.from + 1) problems.push(`opening ${JSON.stringify(opening)} is not in its from-area`);
    if (!neighbours(grid, opening.tile).some((n) => areaOf[n] === opening.to + 1)) problems.push(`opening ${JSON.stringify(opening)} does not touch its to-area`);
    reported.add(pair(opening.from, opening.to));
  }
  // Every place two areas touch is reported by an opening between them.
  for (let tile = 0; tile < kinds.length; tile++) {
    const label = areaOf[tile];
    if (label === 0) continue;
    for (const n of neighbours(grid, tile)) {
      const other = areaOf[n];
      if (other !== 0 && other !== label && !reported.has(pair(label - 1, other - 1))) problems.push(`areas ${label - 1} and ${other - 1} touch at ${tile} with no opening`);
    }
  }
  return problems;
}

function allProblems(dug: Dug): string[] {
  const unreached = unreachedFloor(dug.grid);
  return [...(unreached > 0 ? [`invariant 1: ${unreached} floor tiles unreached`] : []), ...gridProblems(dug.grid, dug.options), ...layoutProblems(dug.grid, dug.layout)];
}

const kindCount = (layout: Layout, ...kinds: string[]) => layout.areas.filter((a) => kinds.includes(a.kind)).length;

const VAULTS = parsePrefabs(
  [
    "Hall",
    "###@###",
    "#.....#",
    "@..+..@",
    "#.....#",
    "###@###",
    "",
    "Hook",
    "#@####",
    "#....#",
    "####.#",
    "####.#",
    "####.#",
    "#....#",
    "######",
  ].join("\n"),
).prefabs;

/** Option sets drawn from the documented ranges (kept to sizes a test runs quickly). */
const optionSets: fc.Arbitrary<Partial<DiggerOptions>> = fc.record(
  {
    border: fc.integer({ min: 1, max: 4 }),
    wallHeight: fc.integer({ min: 1, max: 3 }),
    targetFloorShare: fc.integer({ min: 1, max: 90 }),
    roomChance: fc.integer({ min: 0, max: 100 }),
    roomSeq: fc.integer({ min: 0, max: 100 }),
    roomMinWidth: fc.integer({ min: 1, max: 12 }),
    roomMaxWidth: fc.integer({ min: 1, max: 16 }),
    roomMinHeight: fc.integer({ min: 1, max: 8 }),
    roomMaxHeight: fc.integer({ min: 1, max: 12 }),
    corridorChance: fc.integer({ min: 0, max: 100 }),
    corridorSeq: fc.integer({ min: 0, max: 100 }),
    corridorMinLength: fc.integer({ min: 1, max: 10 }),
    corridorMaxLength: fc.integer({ min: 1, max: 20 }),
    corridorBranchChance: fc.integer({ min: 0, max: 100 }),
    circleChance: fc.integer({ min: 0, max: 100 }),
    circleMaxRadius: fc.integer({ min: 1, max: 8 }),
    ellipseChance: fc.integer({ min: 0, max: 100 }),
    ellipseMaxRadius: fc.integer({ min: 1, max: 9 }),
    polygonChance: fc.integer({ min: 0, max: 100 }),
    polygonMaxSize: fc.integer({ min: 3, max: 20 }),
    tunnelChance: fc.integer({ min: 0, max: 100 }),
    tunnelCaveChance: fc.integer({ min: 0, max: 100 }),
    caveChance: fc.integer({ min: 0, max: 100 }),
    caveMaxSize: fc.integer({ min: 1, max: 150 }),
    vaultChance: fc.integer({ min: 0, max: 100 }),
    removeDeadEnds: fc.integer({ min: 0, max: 1 }),
    loopMinDetour: fc.integer({ min: 0, max: 12 }),
    doorChance: fc.integer({ min: 0, max: 100 }),
    secretDoorChance: fc.integer({ min: 0, max: 100 }),
  },
  { requiredKeys: [] },
);

describe("the digger keeps the invariants", () => {
  it("floor connected, walls only over floor, a ceiling row over every wall face, exact areas and openings (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 110 }), fc.integer({ min: 12, max: 90 }), fc.integer(), optionSets, (width, height, seed, given) => {
        const { options } = mergeOptions<DiggerOptions>(DIGGER_DEFAULTS, DIGGER_RANGES, given);
        digger.fitOptions(options);
        if (digger.checkSize(width, height, options) !== null) return;
        const dug = dig(width, height, options, seed, VAULTS);
        expect(allProblems(dug)).toEqual([]);
        expect(dug.layout.areas.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(60, 400) },
    );
  });

  it.each([
    [256, 256],
    [200, 40],
    [40, 200],
    [68, 64],
  ])("at %i×%i", (width, height) => {
    for (const seed of [1, 2, 3]) {
      const dug = dig(width, height, {}, seed, VAULTS);
      expect(allProblems(dug)).toEqual([]);
      expect(dug.layout.areas.length).toBeGreaterThan(5);
    }
  });

  it("at the smallest size it accepts, and refuses one tile less with a message naming the minimum", () => {
    for (const given of [{}, { border: 3, wallHeight: 3 }, { wallHeight: 1 }] as Partial<DiggerOptions>[]) {
      const options = { ...DIGGER_DEFAULTS, ...given };
      const { width, height } = minimumSize(options);
      expect(digger.checkSize(width, height, options)).toBeNull();
      for (let seed = 0; seed < 20; seed++) {
        const dug = dig(width, height, given, seed);
        expect(allProblems(dug)).toEqual([]);
        expect(dug.layout.areas.length).toBe(1);
      }
      expect(digger.checkSize(width - 1, height, options)).toBe(
        `a ${width - 1}×${height} map is too small for the digger: it must be at least ${width}×${height}`,
      );
      expect(digger.checkSize(width, height - 1, options)).not.toBeNull();
    }
  });
});

describe("the first area", () => {
  it("fits maps whose interior is barely larger than a room, odd or even (it was centred off the region on even ones)", () => {
    // Only rooms may start, and they are drawn larger than the interior, so the fallback room is dug.
    const onlyRooms = { circleChance: 0, ellipseChance: 0, polygonChance: 0, caveChance: 0 };
    for (const given of [
      { ...onlyRooms, roomMinWidth: 40, roomMaxWidth: 40, roomMinHeight: 40, roomMaxHeight: 40 },
      { ...onlyRooms, roomMinWidth: 30, roomMaxWidth: 40, roomMinHeight: 30, roomMaxHeight: 40 },
    ]) {
      const options = { ...DIGGER_DEFAULTS, ...given };
      const minimum = minimumSize(options);
      for (let extraWidth = 0; extraWidth < 4; extraWidth++) {
        for (let extraHeight = 0; extraHeight < 4; extraHeight++) {
          const dug = dig(minimum.width + extraWidth, minimum.height + extraHeight, given, extraWidth * 7 + extraHeight);
          expect(allProblems(dug)).toEqual([]);
          expect(dug.layout.areas.length).toBeGreaterThan(0);
          expect(dug.layout.areas[0].kind).toBe("room");
        }
      }
    }
  });
});

describe("determinism", () => {
  it("same size, options, prefabs and seed give the identical layout; other seeds differ", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 90 }), fc.integer({ min: 20, max: 90 }), fc.integer(), (width, height, seed) => {
        const a = dig(width, height, {}, seed, VAULTS);
        const b = dig(width, height, {}, seed, VAULTS);
        expect(Buffer.from(b.grid.kinds).equals(Buffer.from(a.grid.kinds))).toBe(true);
        expect(Buffer.from(b.layout.areaOf.buffer).equals(Buffer.from(a.layout.areaOf.buffer))).toBe(true);
        expect(b.layout.areas).toEqual(a.layout.areas);
        expect(b.layout.openings).toEqual(a.layout.openings);
        expect(b.layout.overlay).toEqual(a.layout.overlay);
      }),
      { numRuns: runs(10, 40) },
    );
    const grids = new Set([1, 2, 3, 4, 5].map((seed) => Buffer.from(dig(68, 64, {}, seed).grid.kinds).toString("base64")));
    expect(grids.size).toBe(5);
  });
});

describe("area types", () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  const OFF: Partial<DiggerOptions> = {
    roomChance: 0,
    corridorChance: 0,
    circleChance: 0,
    ellipseChance: 0,
    polygonChance: 0,
    tunnelChance: 0,
    caveChance: 0,
    vaultChance: 0,
  };
  /** Name, options that turn the type on, options that turn it off, the area kinds it makes. */
  const cases: [string, Partial<DiggerOptions>, Partial<DiggerOptions>, string[]][] = [
    ["room", { roomChance: 50 }, { roomChance: 0 }, ["room"]],
    ["corridor", { corridorChance: 50, corridorBranchChance: 0 }, { corridorChance: 0 }, ["corridor", "crossroads"]],
    ["crossroads", { corridorChance: 50, corridorBranchChance: 100 }, { corridorChance: 50, corridorBranchChance: 0 }, ["crossroads"]],
    ["circle", { circleChance: 50 }, { circleChance: 0 }, ["circle"]],
    ["ellipse", { ellipseChance: 50 }, { ellipseChance: 0 }, ["ellipse"]],
    ["polygon", { polygonChance: 50 }, { polygonChance: 0 }, ["polygon"]],
    ["tunnel", { tunnelChance: 50 }, { tunnelChance: 0 }, ["tunnel"]],
    ["cave", { caveChance: 50 }, { caveChance: 0, tunnelCaveChance: 100 }, ["cave"]],
    ["vault", { vaultChance: 50 }, { vaultChance: 0 }, ["vault"]],
  ];

  it.each(cases)("a %s appears when its chance is on", (_name, on, _off, kinds) => {
    let found = 0;
    for (const seed of seeds) found += kindCount(dig(68, 64, { roomChance: 30, corridorChance: 30, ...on }, seed, VAULTS).layout, ...kinds);
    expect(found).toBeGreaterThan(0);
  });

  it.each(cases)("no %s when it is off", (_name, _on, off, kinds) => {
    for (const seed of seeds) {
      const { layout } = dig(68, 64, off, seed, VAULTS);
      expect(layout.areas.length).toBeGreaterThan(5);
      expect(kindCount(layout, ...kinds)).toBe(0);
    }
  });

  it("every type can be the only one (besides the first area), and the map still holds", () => {
    for (const [, on, , kinds] of cases) {
      for (const seed of seeds.slice(0, 3)) {
        const dug = dig(68, 64, { ...OFF, ...on, roomChance: kinds.includes("room") ? 50 : 0 }, seed, VAULTS);
        expect(allProblems(dug)).toEqual([]);
        const others = dug.layout.areas.filter((area, i) => i > 0 && !kinds.includes(area.kind));
        expect(others).toEqual([]);
      }
    }
  });

  it("caves are blobs, never a line one tile wide squeezed into a strip", () => {
    let caves = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const area of dig(68, 64, { caveChance: 20 }, seed).layout.areas) {
        if (area.kind !== "cave") continue;
        caves++;
        expect(Math.min(area.bounds.width, area.bounds.height)).toBeGreaterThan(1);
      }
    }
    expect(caves).toBeGreaterThan(10);
  });

  it("Max caps the count of each type", () => {
    const caps: Partial<DiggerOptions> = { roomMax: 3, corridorMax: 4, circleMax: 1, ellipseMax: 2, polygonMax: 1, tunnelMax: 2, caveMax: 1, vaultMax: 1 };
    // Without the caps, the same maps hold more of each of these.
    const uncapped = dig(96, 96, { removeDeadEnds: 0, vaultChance: 40, vaultMax: 0 }, 1, VAULTS).layout;
    expect(kindCount(uncapped, "room")).toBeGreaterThan(3);
    expect(kindCount(uncapped, "corridor", "crossroads")).toBeGreaterThan(4);
    expect(kindCount(uncapped, "vault")).toBeGreaterThan(1);
    for (const seed of seeds) {
      const { layout } = dig(96, 96, { ...caps, removeDeadEnds: 0, vaultChance: 40 }, seed, VAULTS);
      expect(kindCount(layout, "room")).toBeLessThanOrEqual(3);
      expect(kindCount(layout, "corridor", "crossroads")).toBeLessThanOrEqual(4);
      expect(kindCount(layout, "circle")).toBeLessThanOrEqual(1);
      expect(kindCount(layout, "ellipse")).toBeLessThanOrEqual(2);
      expect(kindCount(layout, "polygon")).toBeLessThanOrEqual(1);
      expect(kindCount(layout, "tunnel")).toBeLessThanOrEqual(2);
      expect(kindCount(layout, "cave")).toBeLessThanOrEqual(1);
      expect(kindCount(layout, "vault")).toBeLessThanOrEqual(1);
    }
  });

  it("Seq 100 grows a type from its own marks: all-tunnel chains once the first tunnel exists", () => {
    let tunnels = 0;
    let withoutSeq = 0;
    for (const seed of seeds) {
      tunnels += kindCount(dig(68, 64, { tunnelChance: 10, tunnelSeq: 100, tunnelCaveChance: 0 }, seed).layout, "tunnel");
      withoutSeq += kindCount(dig(68, 64, { tunnelChance: 10, tunnelSeq: 0, tunnelCaveChance: 0 }, seed).layout, "tunnel");
    }
    expect(tunnels).toBeGreaterThan(withoutSeq);
  });

  it("a tunnel may end in a cave: with tunnelCaveChance 100 caves follow tunnels even at a low caveChance", () => {
    let caves = 0;
    let cavesWithout = 0;
    for (const seed of seeds) {
      caves += kindCount(dig(68, 64, { tunnelChance: 40, caveChance: 1, tunnelCaveChance: 100 }, seed).layout, "cave");
      cavesWithout += kindCount(dig(68, 64, { tunnelChance: 40, caveChance: 1, tunnelCaveChance: 0 }, seed).layout, "cave");
    }
    expect(caves).toBeGreaterThan(cavesWithout);
  });
});

describe("vaults", () => {
  it("are placed whole, as drawn, entered through one of their connections", () => {
    let placed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { grid, layout, options } = dig(80, 80, { vaultChance: 60, vaultMax: 0 }, seed, VAULTS);
      layout.areas.forEach((area, id) => {
        if (area.kind !== "vault") return;
        placed++;
        expect(VAULTS.some((prefab) => matchesVault(grid, layout, id, prefab, options.wallHeight))).toBe(true);
      });
    }
    expect(placed).toBeGreaterThan(3);
  });

  it("that cannot fit are reported by name and never placed; the rest still are", () => {
    const text = [
      "Pillar",
      "#@###",
      "#...#",
      "#.#.#",
      "#.#.#",
      "#...#",
      "#####",
      "",
      "Huge",
      "@" + ".".repeat(99),
    ].join("\n");
    const bad = parsePrefabs(text).prefabs;
    expect(bad).toHaveLength(2);
    const noConnection: Prefab = { name: "Sealed", width: 2, height: 1, kinds: new Uint8Array([TileKind.Room, TileKind.Room]), connections: [] };
    const broken: Prefab = { name: "Broken", width: 3, height: 3, kinds: new Uint8Array(4), connections: [0] };
    const prefabs = [...bad, noConnection, broken, ...VAULTS];
    const reports = unplaceablePrefabs(prefabs, 68, 64, DIGGER_DEFAULTS);
    expect(reports.map((r) => r.name)).toEqual(["Pillar", "Huge", "Sealed", "Broken"]);
    expect(reports[0].reason).toContain("wallHeight 2");
    expect(reports[1].reason).toContain("too large for a 68×64 map");
    // With wallHeight 1 the pillar's two rows between floor are enough (a face and the ceiling above it).
    expect(unplaceablePrefabs(bad, 68, 64, { ...DIGGER_DEFAULTS, wallHeight: 1 }).map((r) => r.name)).toEqual(["Huge"]);
    let vaults = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const dug = dig(68, 64, { vaultChance: 80, vaultMax: 0 }, seed, prefabs);
      expect(allProblems(dug)).toEqual([]);
      vaults += kindCount(dug.layout, "vault");
      const onlyBad = dig(68, 64, { vaultChance: 80, vaultMax: 0 }, seed, [...bad, noConnection, broken]);
      expect(kindCount(onlyBad.layout, "vault")).toBe(0);
    }
    expect(vaults).toBeGreaterThan(0);
  });
});

/**
 * True when area `id` is exactly `prefab`'s floor (same tile kinds) at some offset, plus a straight
 * stub of 1 (sideways) or wallHeight + 1 (up or down) corridor tiles ending at one of its
 * connections; and no other area's floor lies on the prefab's drawn walls.
 */
function matchesVault(grid: Grid, layout: Layout, id: number, prefab: Prefab, wallHeight: number): boolean {
  const { width, height } = grid;
  const { bounds, size } = layout.areas[id];
  const prefabFloor: number[] = [];
  prefab.kinds.forEach((kind, tile) => {
    if (isFloor(kind)) prefabFloor.push(tile);
  });
  const stubLength = size - prefabFloor.length;
  if (stubLength !== 1 && stubLength !== wallHeight + 1) return false;
  for (let oy = bounds.y - prefab.height; oy <= bounds.y + bounds.height; oy++) {
    for (let ox = bounds.x - prefab.width; ox <= bounds.x + bounds.width; ox++) {
      const at = (tile: number) => (oy + Math.floor(tile / prefab.width)) * width + ox + (tile % prefab.width);
      const inside = (tile: number) => {
        const x = ox + (tile % prefab.width);
        const y = oy + Math.floor(tile / prefab.width);
        return x >= 0 && y >= 0 && x < width && y < height;
      };
      if (!prefabFloor.every((tile) => inside(tile) && layout.areaOf[at(tile)] === id + 1 && grid.kinds[at(tile)] === prefab.kinds[tile])) continue;
      const walls = Array.from(prefab.kinds.keys()).filter((tile) => prefab.kinds[tile] === TileKind.Wall);
      if (!walls.every((tile) => inside(tile) && !isFloor(grid.kinds[at(tile)]))) continue;
      // The tiles of the area outside the drawing: a straight corridor stub touching a connection.
      const drawn = new Set(prefabFloor.map(at));
      const stub: number[] = [];
      layout.areaOf.forEach((label, tile) => {
        if (label === id + 1 && !drawn.has(tile)) stub.push(tile);
      });
      if (!stub.every((tile) => grid.kinds[tile] === TileKind.Corridor)) continue;
      const sameColumn = stub.every((tile) => tile % width === stub[0] % width);
      const sameRow = stub.every((tile) => Math.floor(tile / width) === Math.floor(stub[0] / width));
      if (!sameColumn && !sameRow) continue;
      const connections = new Set(prefab.connections.map(at));
      if (stub.some((tile) => neighbours(grid, tile).some((n) => connections.has(n)))) return true;
    }
  }
  return false;
}

describe("finalize", () => {
  const deadEnds = (dug: Dug) => {
    const { grid, layout } = dug;
    let count = 0;
    layout.areaOf.forEach((label, tile) => {
      if (label === 0) return;
      const kind = layout.areas[label - 1].kind;
      if (kind !== "corridor" && kind !== "crossroads") return;
      if (neighbours(grid, tile).filter((n) => isFloor(grid.kinds[n])).length <= 1) count++;
    });
    return count;
  };

  it("removeDeadEnds 1 leaves no corridor tile with a single way out; 0 keeps some", () => {
    let kept = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const given = { corridorChance: 60, corridorBranchChance: 60 };
      const trimmed = dig(80, 70, { ...given, removeDeadEnds: 1 }, seed);
      expect(deadEnds(trimmed)).toBe(0);
      expect(allProblems(trimmed)).toEqual([]);
      kept += deadEnds(dig(80, 70, { ...given, removeDeadEnds: 0 }, seed));
    }
    expect(kept).toBeGreaterThan(0);
  });

  it("loops: none with loopMinDetour 0 (the digger alone makes a tree), several on average with the default", () => {
    let loops = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const tree = dig(68, 64, { loopMinDetour: 0 }, seed).layout;
      expect(buildAreaGraph(tree.areas.length, tree.openings).loops).toBe(0);
      const looped = dig(68, 64, {}, seed);
      expect(allProblems(looped)).toEqual([]);
      const graph = buildAreaGraph(looped.layout.areas.length, looped.layout.openings);
      expect(graph.components).toBe(1);
      loops += graph.loops;
    }
    expect(loops / 10).toBeGreaterThan(1);
  });

  it("a loop is only made where the way round is at least loopMinDetour openings long", () => {
    // Removing a loop's own opening, the two areas it joins must be ≥ loopMinDetour apart — at
    // least for the last loop added (earlier ones may since have been shortened by later ones).
    for (let seed = 1; seed <= 10; seed++) {
      const minDetour = 7;
      const { layout } = dig(90, 90, { loopMinDetour: minDetour }, seed);
      const tree = dig(90, 90, { loopMinDetour: 0 }, seed).layout;
      const extra = layout.openings.length - tree.openings.length;
      if (extra === 0) continue;
      const last = layout.openings[layout.openings.length - 1];
      const others = layout.openings.slice(0, -1);
      const graph = buildAreaGraph(layout.areas.length, others);
      const distance = bfs(graph.offsets, graph.neighbours, last.from, last.to);
      expect(distance).toBeGreaterThanOrEqual(minDetour);
    }
  });

  it("door and secret-door chances: 0 gives open doorways, 100 gives all doors or all secret", () => {
    const kinds = (given: Partial<DiggerOptions>) => new Set(dig(68, 64, given, 9).layout.openings.map((o) => o.kind));
    expect(kinds({ doorChance: 0, secretDoorChance: 0 })).toEqual(new Set(["open"]));
    expect(kinds({ doorChance: 100, secretDoorChance: 0 })).toEqual(new Set(["door"]));
    expect(kinds({ doorChance: 0, secretDoorChance: 100 })).toEqual(new Set(["secret"]));
    expect(kinds({ doorChance: 100, secretDoorChance: 100 })).toEqual(new Set(["secret"]));
    expect(kinds({ doorChance: 50, secretDoorChance: 20 }).size).toBe(3);
  });

  it("door kinds never change the layout itself", () => {
    const a = dig(68, 64, { doorChance: 0, secretDoorChance: 0 }, 5);
    const b = dig(68, 64, { doorChance: 100, secretDoorChance: 50 }, 5);
    expect(Buffer.from(a.grid.kinds).equals(Buffer.from(b.grid.kinds))).toBe(true);
    expect(b.layout.openings.map((o) => o.tile)).toEqual(a.layout.openings.map((o) => o.tile));
  });
});

function bfs(offsets: Int32Array, adjacent: Int32Array, from: number, to: number): number {
  const distance = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const a = queue.shift()!;
    if (a === to) return distance.get(a)!;
    for (let k = offsets[a]; k < offsets[a + 1]; k++) {
      if (!distance.has(adjacent[k])) {
        distance.set(adjacent[k], distance.get(a)! + 1);
        queue.push(adjacent[k]);
      }
    }
  }
  return Infinity;
}

describe("stopping", () => {
  it("stops near the target floor share, never far past it", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { grid, layout } = dig(100, 100, { targetFloorShare: 10, loopMinDetour: 0 }, seed);
      const floor = grid.kinds.filter(isFloor).length;
      const largest = Math.max(...layout.areas.map((a) => a.size));
      expect(floor).toBeLessThanOrEqual(0.1 * grid.kinds.length + largest);
      expect(floor).toBeGreaterThan(0.05 * grid.kinds.length);
    }
  });

  it("an unreachable target ends when the marks run out, with the map well formed", () => {
    const dug = dig(60, 50, { targetFloorShare: 90 }, 3);
    expect(allProblems(dug)).toEqual([]);
    expect(dug.layout.overlay.marks).toEqual([]);
  });
});

describe("steps and options", () => {
  it('reports "start", one "area" per area dug, then "finalize", with the open marks', () => {
    const steps: string[] = [];
    const markCounts: number[] = [];
    const areaCounts: number[] = [];
    const { layout } = dig(68, 64, { removeDeadEnds: 0, loopMinDetour: 0 }, 4, [], (step, snapshot) => {
      steps.push(step);
      markCounts.push(snapshot.overlay.marks.length);
      areaCounts.push(snapshot.areas.length);
    });
    expect(digger.steps).toEqual(["start", "area", "finalize"]);
    expect(steps[0]).toBe("start");
    expect(steps[steps.length - 1]).toBe("finalize");
    expect(steps.slice(1, -1).every((step) => step === "area")).toBe(true);
    expect(steps.length - 2).toBe(layout.areas.length - 1);
    expect(areaCounts.slice(0, -1)).toEqual(areaCounts.slice(0, -1).map((_, i) => i + 1));
    expect(markCounts[0]).toBeGreaterThan(0);
  });

  it("fitOptions clamps each min above its max, with one message each", () => {
    const options = { ...DIGGER_DEFAULTS, roomMinWidth: 12, roomMaxWidth: 5, caveMinSize: 80, caveMaxSize: 20 };
    const messages = digger.fitOptions(options);
    expect(messages).toEqual([
      "roomMinWidth 12 is too large (it must not exceed roomMaxWidth 5); using 5",
      "caveMinSize 80 is too large (it must not exceed caveMaxSize 20); using 20",
    ]);
    expect([options.roomMinWidth, options.caveMinSize]).toEqual([5, 20]);
    expect(digger.fitOptions({ ...DIGGER_DEFAULTS })).toEqual([]);
  });

  it("documents a default inside its range for every option, all whole numbers", () => {
    expect(Object.keys(DIGGER_RANGES).sort()).toEqual(Object.keys(DIGGER_DEFAULTS).sort());
    for (const [key, value] of Object.entries(DIGGER_DEFAULTS)) {
      const range = DIGGER_RANGES[key as keyof DiggerOptions];
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(range.min);
      expect(value).toBeLessThanOrEqual(range.max);
    }
    expect(digger.name).toBe("digger");
    expect(digger.defaults).toBe(DIGGER_DEFAULTS);
    expect(digger.ranges).toBe(DIGGER_RANGES);
  });

  it("with every chance 0 it still digs its first room and stays well formed", () => {
    const zero = Object.fromEntries(Object.keys(DIGGER_DEFAULTS).filter((k) => k.endsWith("Chance")).map((k) => [k, 0]));
    const dug = dig(50, 40, zero, 1);
    expect(allProblems(dug)).toEqual([]);
    expect(dug.layout.areas.map((a) => a.kind)).toEqual(["room"]);
  });
});
