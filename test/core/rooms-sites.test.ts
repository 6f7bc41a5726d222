/**
 * The room chain ("rooms" layout) leaves the set pieces' sites as it carves (LayoutInput.sites,
 * Layout.sites; src/core/layout/rooms/index.ts leaveSites): a site it offers is a void rectangle of
 * the size asked inside the frame, that no room, doorway or loop door crosses, with the chain's floor
 * near it; the pieces then land on those sites and join the dungeon. A frame with no room for the
 * sites still makes a good dungeon, and a request without sites carves exactly as before.
 */
import fc from "fast-check";
import { Dungeon, SetPiece, generateDungeon, isFloor } from "../../src/core";
import type { Layout, SiteSize } from "../../src/core/layout/contract";
import { regionOf } from "../../src/core/layout/kit";
import { RoomChainOptions, roomChain } from "../../src/core/layout/rooms";
import { expectDungeon, unreachableFloor } from "./helpers";
import { clearanceProblems, contractProblems, expectRun, floorComponents, runLayout } from "./layout-invariants";
import { pieceOf } from "./piece-helpers";
import { runs } from "../runs";

/** How far from an offered site the chain's floor lies at most (the layout's promise of floor near it). */
const NEAR = 12;

/** The chain carved with `sites` asked (none when undefined): the grid before walls, the layout, the options. */
function carve(width: number, height: number, given: Partial<RoomChainOptions>, seed: number, sites?: SiteSize[]) {
  const { carved, layout, options } = expectRun(runLayout(roomChain, width, height, given, seed, undefined, sites));
  return { grid: carved, layout, options };
}

/** The sites of pieces of 3–14 × 3–10 tiles with their margin for this wall height. */
function siteListsFor(wallHeight: number, most: number): fc.Arbitrary<SiteSize[]> {
  const margin = wallHeight + 1;
  return fc.array(
    fc.record({ width: fc.integer({ min: 3, max: 14 }), height: fc.integer({ min: 3, max: 10 }) }).map(({ width, height }) => ({ width: width + 2, height: height + 2 * margin })),
    { minLength: 1, maxLength: most },
  );
}

/** Problems with the sites a layout offered: each must be a void rectangle of its size inside the frame, apart from the others, with floor near. */
function siteProblems(layout: Layout, sizes: readonly SiteSize[], kinds: Uint8Array, width: number, height: number, options: RoomChainOptions): string[] {
  if (layout.sites === undefined) return ["no sites offered at all"];
  if (layout.sites.length !== sizes.length) return [`${layout.sites.length} sites for ${sizes.length} asked`];
  const frame = regionOf(width, height, options);
  const owner = new Int16Array(width * height).fill(-1);
  const problems: string[] = [];
  layout.sites.forEach((tile, k) => {
    if (tile < 0) return;
    const x = tile % width;
    const y = (tile - x) / width;
    const right = x + sizes[k].width - 1;
    const bottom = y + sizes[k].height - 1;
    if (x < frame.left || y < frame.top || right > frame.right || bottom > frame.bottom) problems.push(`site ${k} at (${x},${y}) leaves the frame`);
    let floorNear = false;
    for (let row = Math.max(0, y - NEAR); row <= Math.min(height - 1, bottom + NEAR); row++) {
      for (let column = Math.max(0, x - NEAR); column <= Math.min(width - 1, right + NEAR); column++) {
        const at = row * width + column;
        const inside = row >= y && row <= bottom && column >= x && column <= right;
        if (!inside) {
          floorNear ||= isFloor(kinds[at]);
          continue;
        }
        if (isFloor(kinds[at])) problems.push(`floor at (${column},${row}) in site ${k}`);
        if (owner[at] >= 0) problems.push(`sites ${owner[at]} and ${k} share (${column},${row})`);
        owner[at] = k;
      }
    }
    if (!floorNear) problems.push(`site ${k} at (${x},${y}) has no floor within ${NEAR} tiles`);
  });
  return problems.slice(0, 5);
}

/** A 9 × 8 piece with entrances in the middle of its top and right edges (mirrored on a coin flip). */
const shrine: SetPiece = pieceOf({ width: 9, height: 8, entrances: [{ side: 0, at: 0.5 }, { side: 1, at: 0.5 }], events: 1, required: false, mirror: true, spot: "anywhere", weight: 1, max: 10 }, "shrine");

function withPieces(width: number, height: number, given: Record<string, number>, seed: number, pieceCount: number): { dungeon: Dungeon; problems: string[] } {
  const result = generateDungeon(width, height, { ...given, layout: "rooms", pieces: [shrine], pieceCount }, seed);
  return { dungeon: expectDungeon(result), problems: result.problems };
}

describe("the sites the rooms layout leaves for set pieces", () => {
  it("are void rectangles of the size asked in the frame, no room, doorway or loop door crossing them, with the chain's floor near and whole", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((wallHeight) =>
          fc.record({
            wallHeight: fc.constant(wallHeight),
            sizes: siteListsFor(wallHeight, 10),
            loopChance: fc.constantFrom(0, 50, 100),
            hallChance: fc.constantFrom(0, 12, 40),
            roomMax: fc.constantFrom(0, 0, 5, 40),
          }),
        ),
        fc.integer({ min: 40, max: 150 }),
        fc.integer({ min: 30, max: 120 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        ({ sizes, ...given }, width, height, seed) => {
          const { grid, layout, options } = carve(width, height, given, seed, sizes);
          expect(siteProblems(layout, sizes, grid.kinds, width, height, options)).toEqual([]);
          expect(floorComponents(grid)).toBe(1);
          expect(clearanceProblems(grid, options.wallHeight)).toEqual([]);
          expect(contractProblems(grid, layout)).toEqual([]);
        },
      ),
      { numRuns: runs(25, 400), seed: 27 },
    );
  });

  it("are all left on a roomy map, and the pieces land on them and join the dungeon", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 8 }), (seed, pieceCount) => {
        const { dungeon, problems } = withPieces(160, 140, {}, seed, pieceCount);
        const { width, layout, pieces } = dungeon;
        const margin = dungeon.options.wallHeight + 1;
        expect(problems).toEqual([]);
        expect(Array.from(layout.sites ?? [])).toHaveLength(pieceCount);
        expect(Array.from(layout.sites ?? []).every((tile) => tile >= 0)).toBe(true);
        const onSites = pieces.map(({ x, y }) => (y - margin) * width + x - 1).sort((a, b) => a - b);
        expect(onSites).toEqual(Array.from(layout.sites ?? []).sort((a, b) => a - b));
        expect(unreachableFloor(dungeon)).toBe(0);
      }),
      { numRuns: runs(4, 60), seed: 28 },
    );
  });

  it("leave none where the frame has no room, and the map is still a good dungeon", () => {
    // A site wider than the frame, and more sites than a small frame holds.
    const tooWide = carve(60, 40, {}, 1, [{ width: 70, height: 12 }]);
    expect(Array.from(tooWide.layout.sites ?? [])).toEqual([-1]);
    for (let seed = 0; seed < 4; seed++) {
      const crowded = carve(40, 34, {}, seed, Array.from({ length: 8 }, () => ({ width: 11, height: 14 })));
      expect(siteProblems(crowded.layout, Array.from({ length: 8 }, () => ({ width: 11, height: 14 })), crowded.grid.kinds, 40, 34, crowded.options)).toEqual([]);
      expect(Array.from(crowded.layout.sites ?? []).some((tile) => tile < 0)).toBe(true);
      expect(floorComponents(crowded.grid)).toBe(1);
      const { dungeon } = withPieces(40, 34, {}, seed, 8);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect(dungeon.pieces.length).toBeGreaterThan(0);
    }
  });

  it("are not asked for in a plain dungeon: without sites, or with none, the chain carves the same map", () => {
    for (let seed = 0; seed < 4; seed++) {
      const without = carve(96, 80, { loopChance: 60, hallChance: 20 }, seed);
      const none = carve(96, 80, { loopChance: 60, hallChance: 20 }, seed, []);
      expect(without.layout.sites).toBeUndefined();
      expect(none.layout.sites).toBeUndefined();
      expect(Buffer.from(none.grid.kinds).equals(Buffer.from(without.grid.kinds))).toBe(true);
      expect(none.layout.openings).toEqual(without.layout.openings);
      expect(none.layout.areas).toEqual(without.layout.areas);
    }
  });
});
