/** The invariants over many random cells dungeons (width, height, seed, plain events as content). */
import fc from "fast-check";
import { Dungeon, generateDungeon, isFloor } from "../../src/core";
import { runs } from "../runs";
import { ceilingViolations, expectDungeon, linksFormSpanningTree, placementViolations, unreachableFloor, wallRuleViolations } from "./helpers";

function sameDungeon(a: Dungeon, b: Dungeon): boolean {
  return (
    Buffer.from(a.grid.kinds).equals(Buffer.from(b.grid.kinds)) &&
    Buffer.from(a.layout.areaOf.buffer).equals(Buffer.from(b.layout.areaOf.buffer)) &&
    JSON.stringify([a.layout.areas, a.layout.openings, a.layout.overlay]) === JSON.stringify([b.layout.areas, b.layout.openings, b.layout.overlay]) &&
    Buffer.from(a.placements.tiles.buffer).equals(Buffer.from(b.placements.tiles.buffer)) &&
    Buffer.from(a.placements.relaxations).equals(Buffer.from(b.placements.relaxations))
  );
}

/** `events` plain events, as a map with that many untagged events asks for them. */
function withEvents(events: number): { content: { min: number; max: number }[] } {
  return { content: [{ min: events, max: events }] };
}

function checkInvariants(width: number, height: number, seed: number, events: number): void {
  const dungeon = expectDungeon(generateDungeon(width, height, withEvents(events), seed));
  expect(dungeon.grid.kinds).toHaveLength(width * height);
  expect(unreachableFloor(dungeon)).toBe(0);
  expect(wallRuleViolations(dungeon)).toEqual([]);
  expect(ceilingViolations(dungeon)).toEqual([]);
  expect(placementViolations(dungeon)).toEqual([]);
  expect(linksFormSpanningTree(dungeon)).toBe(true);
  // Floor stays inside the interior (the border buffer is never floor).
  const { borderX, borderY } = dungeon.options;
  let floorOutside = 0;
  dungeon.grid.kinds.forEach((kind, tile) => {
    const x = tile % width;
    const y = (tile - x) / width;
    if (isFloor(kind) && !(x >= borderX && x < width - borderX && y >= borderY && y < height - borderY)) floorOutside++;
  });
  expect(floorOutside).toBe(0);
  expect(sameDungeon(dungeon, expectDungeon(generateDungeon(width, height, withEvents(events), seed)))).toBe(true);
}

describe("invariants over random sizes and seeds", () => {
  test("random dungeons from 20×15 to 256×256", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 256 }),
        fc.integer({ min: 15, max: 256 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 25 }),
        (width, height, seed, events) => checkInvariants(width, height, seed, events),
      ),
      { numRuns: runs(80, 1000), seed: 20261122 },
    );
  });

  test.each([
    [256, 256],
    [256, 15],
    [20, 256],
    [200, 40],
    [20, 15],
    [41, 37],
    [42, 38],
  ])("edge size %i×%i over several seeds", (width, height) => {
    for (let seed = 0; seed < runs(4, 30); seed++) checkInvariants(width, height, seed * 7919, 10);
  });

  test("random options within their ranges, on random sizes, keep invariants 1, 2, 3 and 6", () => {
    fc.assert(
      fc.property(
        fc.record({
          borderX: fc.integer({ min: 0, max: 10 }),
          borderY: fc.integer({ min: 0, max: 10 }),
          cellWidth: fc.integer({ min: 7, max: 24 }),
          cellHeight: fc.integer({ min: 7, max: 24 }),
          roomChance: fc.integer({ min: 0, max: 100 }),
          roomMinWidth: fc.integer({ min: 1, max: 22 }),
          roomMaxWidth: fc.integer({ min: 1, max: 22 }),
          roomMinHeight: fc.integer({ min: 1, max: 22 }),
          roomMaxHeight: fc.integer({ min: 1, max: 22 }),
          roomJitter: fc.integer({ min: 0, max: 12 }),
          corridorWidth: fc.integer({ min: 1, max: 9 }),
          wallHeight: fc.integer({ min: 1, max: 3 }),
        }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 20, max: 160 }),
        fc.integer({ min: 15, max: 160 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (options, events, width, height, seed) => {
          const result = generateDungeon(width, height, { ...options, ...withEvents(events) }, seed);
          if (!result.ok) {
            // Only a map too small for the chosen borders may be refused.
            expect(result.reason).toMatch(/too small/);
            return;
          }
          const dungeon = result.dungeon;
          expect(unreachableFloor(dungeon)).toBe(0);
          expect(wallRuleViolations(dungeon)).toEqual([]);
          expect(ceilingViolations(dungeon)).toEqual([]);
          expect(placementViolations(dungeon)).toEqual([]);
        },
      ),
      { numRuns: runs(80, 600), seed: 7 },
    );
  });

  test("invariant 6 with the corridor as wide and the wall as high as a cell allows, every cell size 7–16", () => {
    for (let cellHeight = 7; cellHeight <= 16; cellHeight++) {
      for (const wallHeight of [1, 2, 3]) {
        const options = { cellHeight, cellWidth: cellHeight, wallHeight, corridorWidth: 9, roomChance: 60, roomJitter: 8 };
        for (let seed = 0; seed < runs(1, 6); seed++) {
          const dungeon = expectDungeon(generateDungeon(100, 100, options, seed));
          expect(ceilingViolations(dungeon)).toEqual([]);
          expect(wallRuleViolations(dungeon)).toEqual([]);
          expect(unreachableFloor(dungeon)).toBe(0);
        }
      }
    }
  });

  test("different seeds give different dungeons", () => {
    const layouts = new Set<string>();
    const seeds = runs(30, 100);
    for (let seed = 0; seed < seeds; seed++) layouts.add(Buffer.from(expectDungeon(generateDungeon(68, 64, {}, seed)).grid.kinds).toString("base64"));
    expect(layouts.size).toBe(seeds);
  });

  test("seeds are used as 32-bit unsigned numbers", () => {
    const a = expectDungeon(generateDungeon(68, 64, {}, -1));
    const b = expectDungeon(generateDungeon(68, 64, {}, 0xffffffff));
    expect(a.seed).toBe(0xffffffff);
    expect(sameDungeon(a, b)).toBe(true);
  });
});
