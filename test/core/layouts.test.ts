/**
 * Every registered layout, through generateDungeon, against the invariants of docs/architecture.md that a
 * dungeon without content must hold (1–4 and 6) and the layout contract, over random sizes,
 * seeds, event counts and option sets per layout, plus the edge sizes.
 */
import fc from "fast-check";
import { Dungeon, LAYOUTS, LayoutAlgorithm, generateDungeon } from "../../src/core";
import { ceilingViolations, expectDungeon, placementViolations, unreachableFloor, wallRuleViolations } from "./helpers";
import { contractProblems } from "./layout-invariants";
import { runs } from "../runs";

function problemsOf(dungeon: Dungeon): string[] {
  return [
    ...(unreachableFloor(dungeon) > 0 ? [`${unreachableFloor(dungeon)} floor tiles unreachable from the arrival`] : []),
    ...wallRuleViolations(dungeon).slice(0, 3),
    ...ceilingViolations(dungeon).slice(0, 3),
    ...placementViolations(dungeon).slice(0, 3),
    ...contractProblems(dungeon.grid, dungeon.layout).slice(0, 3),
    ...(dungeon.arrival < 0 ? ["no arrival tile"] : []),
  ];
}

/** The smallest width and height the layout accepts with its defaults (the other side kept large). */
function smallestSize(layout: LayoutAlgorithm): { width: number; height: number } {
  let width = 1;
  while (layout.checkSize(width, 256, layout.defaults) !== null) width++;
  let height = 1;
  while (layout.checkSize(256, height, layout.defaults) !== null) height++;
  return { width, height };
}

/** Any subset of the layout's options, each a whole number in its documented range. */
function optionSets(layout: LayoutAlgorithm): fc.Arbitrary<Record<string, number>> {
  const entries = Object.keys(layout.defaults).map((key) => [key, fc.integer(layout.ranges[key])] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, number>>;
}

describe.each(LAYOUTS.map((layout) => [layout.name, layout] as const))("layout %s", (name, layout) => {
  const smallest = smallestSize(layout);

  it("holds invariants 1–3 and 6 and the contract over random sizes, seeds, event counts and option sets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: smallest.width, max: 128 }),
        fc.integer({ min: smallest.height, max: 128 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 12 }),
        fc.oneof(fc.constant({}), optionSets(layout)),
        (width, height, seed, eventCount, options) => {
          const result = generateDungeon(width, height, { ...options, layout: name, content: [{ min: eventCount, max: eventCount }] }, seed);
          if (!result.ok) {
            // Only options that make the map too small may refuse it, and then with a reason.
            expect(result.reason).toMatch(/too small/);
            return;
          }
          expect(result.dungeon.layout.algorithm).toBe(name);
          expect(problemsOf(result.dungeon)).toEqual([]);
        },
      ),
      { numRuns: runs(120, 1000), seed: 20261123 },
    );
  });

  it.each([
    [256, 256],
    [200, 40],
    [40, 200],
  ])("holds them at %i×%i", (width, height) => {
    const dungeon = expectDungeon(generateDungeon(width, height, { layout: name, content: [{ min: 20, max: 20 }] }, 7));
    expect(problemsOf(dungeon)).toEqual([]);
  });

  it("works at its smallest size and says why one tile smaller is refused", () => {
    const { width, height } = smallest;
    expect(problemsOf(expectDungeon(generateDungeon(width, height, { layout: name, content: [{ min: 2, max: 2 }] }, 3)))).toEqual([]);
    const narrower = generateDungeon(width - 1, height, { layout: name }, 3);
    const shorter = generateDungeon(width, height - 1, { layout: name }, 3);
    for (const refused of [narrower, shorter]) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.reason).toMatch(/too small/);
    }
  });

  it("gives the same dungeon for the same seed and different dungeons for different seeds (invariant 4)", () => {
    const make = (seed: number) => expectDungeon(generateDungeon(68, 64, { layout: name, content: [{ min: 5, max: 5 }] }, seed));
    const a = make(11);
    const b = make(11);
    expect(Buffer.from(b.grid.kinds).equals(Buffer.from(a.grid.kinds))).toBe(true);
    expect(Array.from(b.placements.tiles)).toEqual(Array.from(a.placements.tiles));
    expect(JSON.stringify([b.layout.areas, b.layout.openings])).toBe(JSON.stringify([a.layout.areas, a.layout.openings]));
    // A layout may have nothing to draw (one hall filling the frame); the dungeon still differs by where the party arrives.
    const dungeons = new Set([11, 12, 13, 14, 15].map((seed) => {
      const dungeon = make(seed);
      return `${Buffer.from(dungeon.grid.kinds).toString("base64")} ${Array.from(dungeon.placements.tiles).join()}`;
    }));
    expect(dungeons.size).toBe(5);
  });
});

describe("choosing a layout", () => {
  it("names every registered layout once", () => {
    const names = LAYOUTS.map((layout) => layout.name);
    expect(names.slice(0, 6)).toEqual(["cells", "digger", "maze", "rooms", "nodes", "crawlers"]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+$/);
  });

  it("takes the name in any letter case", () => {
    expect(expectDungeon(generateDungeon(68, 64, { layout: " Digger " }, 1)).layout.algorithm).toBe("digger");
  });

  it("falls back to cells with a message naming the known layouts for an unknown name", () => {
    const result = generateDungeon(68, 64, { layout: "caverns" }, 1);
    expect(expectDungeon(result).layout.algorithm).toBe("cells");
    expect(result.problems).toEqual([`unknown layout "caverns"; known layouts: ${LAYOUTS.map((layout) => layout.name).join(", ")}; using cells`]);
  });

  it("ignores the options of other layouts without a message", () => {
    const result = generateDungeon(68, 64, { layout: "cells", caveChance: 30, nodeSize: 9 }, 1);
    expect(result.problems).toEqual([]);
    const plain = expectDungeon(generateDungeon(68, 64, { layout: "cells" }, 1));
    expect(Buffer.from(expectDungeon(result).grid.kinds).equals(Buffer.from(plain.grid.kinds))).toBe(true);
  });

});
