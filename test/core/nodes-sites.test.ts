/**
 * The nodes layout leaves the set pieces' sites (LayoutInput.sites) in node tiles its expansion left
 * empty: a left site holds no floor, lies inside the frame, three tiles clear of the other sites,
 * with the layout's floor within two node tiles of it; nothing the layout carved is erased for it,
 * so the floor stays one piece; and pieces then land on those sites.
 */
import fc from "fast-check";
import { SetPiece, generateDungeon, isFloor } from "../../src/core";
import type { SiteSize } from "../../src/core/layout/contract";
import { regionOf } from "../../src/core/layout/kit";
import { NodesOptions, nodes } from "../../src/core/layout/nodes";
import { expectDungeon } from "./helpers";
import { LayoutRun, allProblems, floorIn, runLayout } from "./layout-invariants";
import { pieceOf } from "./piece-helpers";
import { runs } from "../runs";

/** runLayout (layout-invariants.ts) with sites asked; null when the map is too small. */
function carveWithSites(width: number, height: number, given: Partial<NodesOptions>, seed: number, sites?: SiteSize[]): LayoutRun<NodesOptions> | null {
  const run = runLayout(nodes, width, height, given, seed, undefined, sites);
  return "tooSmall" in run ? null : run;
}

/** What is wrong with the sites a run left for `sizes`. */
function siteProblems(run: LayoutRun<NodesOptions>, sizes: readonly SiteSize[]): string[] {
  const { carved, layout, options } = run;
  const { width, height } = carved;
  const problems: string[] = [];
  const sites = layout.sites;
  if (sites === undefined || sites.length !== sizes.length) return [`${sites?.length ?? "no"} sites for ${sizes.length} asked`];
  const region = regionOf(width, height, options);
  const rects: { x: number; y: number; width: number; height: number }[] = [];
  sites.forEach((tile, k) => {
    if (tile < 0) return;
    const rect = { x: tile % width, y: Math.floor(tile / width), ...sizes[k] };
    const where = `site ${k} at (${rect.x},${rect.y}) ${rect.width}×${rect.height}`;
    if (rect.x < region.left || rect.y < region.top || rect.x + rect.width - 1 > region.right || rect.y + rect.height - 1 > region.bottom) problems.push(`${where} leaves the frame`);
    else if (floorIn(carved, rect) > 0) problems.push(`${where} holds floor`);
    // The site's block of empty node tiles touches a placed tile: floor lies within two tiles' sides.
    const side = 2 * options.nodeSize;
    const around = { x: Math.max(0, rect.x - side), y: Math.max(0, rect.y - side), width: 0, height: 0 };
    around.width = Math.min(width, rect.x + rect.width + side) - around.x;
    around.height = Math.min(height, rect.y + rect.height + side) - around.y;
    if (floorIn(carved, around) === 0) problems.push(`${where} has no floor within two node tiles`);
    // Three void tiles apart: the set-piece stage keeps two tiles beyond each entrance clear of other sites.
    const gap = 3;
    for (const other of rects) {
      if (rect.x < other.x + other.width + gap && other.x < rect.x + rect.width + gap && rect.y < other.y + other.height + gap && other.y < rect.y + rect.height + gap) problems.push(`${where} is within ${gap} tiles of another site`);
    }
    rects.push(rect);
  });
  return problems.slice(0, 5);
}

const nodeOptions = fc.record(
  {
    border: fc.integer({ min: 1, max: 4 }),
    wallHeight: fc.integer({ min: 1, max: 3 }),
    nodeSize: fc.integer({ min: 3, max: 14 }),
    nodeCount: fc.integer({ min: 0, max: 200 }),
    corridorWidth: fc.integer({ min: 1, max: 9 }),
    roomChance: fc.integer({ min: 0, max: 100 }),
  },
  { requiredKeys: [] },
);

const siteSizes = fc.array(fc.record({ width: fc.integer({ min: 3, max: 16 }), height: fc.integer({ min: 5, max: 24 }) }), { minLength: 1, maxLength: 8 });

describe("nodes layout: the set pieces' sites", () => {
  test("each left site is void, inside the frame, three tiles clear of the others and near floor; the floor is one piece, invariants and contract hold", () => {
    let left = 0;
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 160 }), fc.integer({ min: 20, max: 160 }), fc.integer({ min: 0, max: 0xffffffff }), nodeOptions, siteSizes, (width, height, seed, given, sizes) => {
        const run = carveWithSites(width, height, given, seed, sizes);
        if (run === null) return;
        expect(siteProblems(run, sizes)).toEqual([]);
        expect(allProblems(run)).toEqual([]);
        left += run.layout.sites!.filter((tile) => tile >= 0).length;
      }),
      { numRuns: runs(40, 400), seed: 2711 },
    );
    expect(left).toBeGreaterThan(0);
  });

  test("without sites, or with none asked (sites: []), the layout makes the same dungeon and reports no sites", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 120 }), fc.integer({ min: 20, max: 120 }), fc.integer({ min: 0, max: 0xffffffff }), nodeOptions, (width, height, seed, given) => {
        const none = carveWithSites(width, height, given, seed);
        if (none === null) return;
        const empty = carveWithSites(width, height, given, seed, [])!;
        expect(Buffer.from(empty.walled.kinds).equals(Buffer.from(none.walled.kinds))).toBe(true);
        expect(JSON.stringify([empty.layout.areas, empty.layout.openings])).toBe(JSON.stringify([none.layout.areas, none.layout.openings]));
        expect(none.layout.sites).toBeUndefined();
        expect(empty.layout.sites).toBeUndefined();
      }),
      { numRuns: runs(20, 200), seed: 2712 },
    );
  });

  test("with room to spare, leaving the sites changes no floor: the dungeon is the one made without them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 4 }), (seed, count) => {
        const sizes = Array.from({ length: count }, () => ({ width: 11, height: 14 }));
        const run = carveWithSites(200, 180, {}, seed, sizes)!;
        const plain = carveWithSites(200, 180, {}, seed)!;
        expect(run.layout.sites!.every((tile) => tile >= 0)).toBe(true);
        expect(Buffer.from(run.carved.kinds).equals(Buffer.from(plain.carved.kinds))).toBe(true);
      }),
      { numRuns: runs(10, 100), seed: 2714 },
    );
  });

  test("sites of no usable size (zero, negative, fractional, not a number, endless) are left to the set-piece stage, and the dungeon is the one made without them", () => {
    const sizes = [
      { width: 0, height: 10 },
      { width: 11, height: -3 },
      { width: 7.5, height: 10 },
      { width: NaN, height: 10 },
      { width: 11, height: Infinity },
    ];
    for (const nodeCount of [0, 9999]) {
      const run = carveWithSites(120, 100, { nodeCount }, 5, sizes)!;
      const plain = carveWithSites(120, 100, { nodeCount }, 5)!;
      expect(Array.from(run.layout.sites!)).toEqual([-1, -1, -1, -1, -1]);
      expect(Buffer.from(run.carved.kinds).equals(Buffer.from(plain.carved.kinds))).toBe(true);
    }
  });

  test("a Node Count that fills the grid takes the sites' tiles first, so the site that fits is left; a site wider than the grid is left to the set-piece stage (−1)", () => {
    for (let seed = 0; seed < 6; seed++) {
      const sizes = [
        { width: 11, height: 14 },
        { width: 200, height: 10 },
      ];
      const full = carveWithSites(90, 80, { nodeCount: 9999 }, seed, sizes)!;
      const [site, wide] = full.layout.sites!;
      expect(wide).toBe(-1);
      expect(site).toBeGreaterThanOrEqual(0);
      expect(siteProblems(full, sizes)).toEqual([]);
      expect(allProblems(full)).toEqual([]);
      // The expansion fills every other node tile.
      const rect = { x: site % 90, y: Math.floor(site / 90), ...sizes[0] };
      const apart = (box: { x: number; y: number; width: number; height: number }) => box.x + box.width <= rect.x - 9 || rect.x + rect.width + 9 <= box.x || box.y + box.height <= rect.y - 9 || rect.y + rect.height + 9 <= box.y;
      expect(full.layout.overlay.boxes.filter(apart).every((box) => floorIn(full.carved, box) > 0)).toBe(true);
    }
  });
});

describe("nodes layout: set pieces on the sites it left", () => {
  /** A piece with a door in the middle of each side, so every site has a side that leads out. */
  const piece = (name: string, width: number, height: number): SetPiece =>
    pieceOf(
      {
        width,
        height,
        entrances: [0, 1, 2, 3].map((side) => ({ side, at: 0.5 })),
        events: 1,
        required: false,
        mirror: false,
        spot: "anywhere",
        weight: 1,
        max: 4,
      },
      name,
    );

  test("on a roomy map every piece lands on a site the layout left, and every corridor and room the layout carved is kept", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 5, max: 12 }), fc.integer({ min: 3, max: 9 }), fc.integer({ min: 1, max: 6 }), (seed, width, height, count) => {
        const pieces = [piece("hall", width, height), piece("shrine", 7, 5)];
        const plain = expectDungeon(generateDungeon(160, 140, { layout: "nodes" }, seed));
        const dungeon = expectDungeon(generateDungeon(160, 140, { layout: "nodes", pieces, pieceCount: count }, seed));
        expect(dungeon.pieces.length).toBe(count);
        const margin = dungeon.options.wallHeight + 1;
        const sites = dungeon.layout.sites!;
        for (const placed of dungeon.pieces) {
          expect(sites.some((tile) => tile >= 0 && placed.x === (tile % 160) + 1 && placed.y === Math.floor(tile / 160) + margin)).toBe(true);
        }
        for (let tile = 0; tile < plain.grid.kinds.length; tile++) {
          if (isFloor(plain.grid.kinds[tile]) && !isFloor(dungeon.grid.kinds[tile])) throw new Error(`floor at tile ${tile} was erased`);
        }
      }),
      { numRuns: runs(12, 150), seed: 2713 },
    );
  });
});
