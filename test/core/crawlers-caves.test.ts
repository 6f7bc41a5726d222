/**
 * The caverns read as caves (Cave Smoothing, src/core/layout/crawlers/cave.ts): the crawlers' thin
 * walls become masses of rounded rock, what the game maker painted stays, and every invariant holds.
 */
import { Dungeon, generateDungeon, isFloor } from "../../src/core";
import { CRAWLER_STYLES } from "../../src/core/layout/crawlers";
import { ceilingViolations, expectDungeon, placementViolations, unreachableFloor, wallRuleViolations } from "./helpers";
import { contractProblems } from "./layout-invariants";
import { floorAmong, paintedStructure, tilesMarked } from "./pictures";

/** Invariants 1, 2, 5 and 6 and the layout contract (as layouts.test.ts checks them), and an arrival. */
function problemsOf(dungeon: Dungeon): string[] {
  return [
    ...(unreachableFloor(dungeon) > 0 ? [`${unreachableFloor(dungeon)} floor tiles unreachable`] : []),
    ...wallRuleViolations(dungeon).slice(0, 3),
    ...ceilingViolations(dungeon).slice(0, 3),
    ...placementViolations(dungeon).slice(0, 3),
    ...contractProblems(dungeon.grid, dungeon.layout).slice(0, 3),
    ...(dungeon.arrival < 0 ? ["no arrival tile"] : []),
  ];
}

/** Share of rock tiles (inside the frame) with floor 1–2 tiles away on both sides in a row: a wall drawn as a stroke, not a mass. */
function thinRockShare(kinds: Uint8Array, width: number, height: number): number {
  const floor = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && isFloor(kinds[y * width + x]);
  let rock = 0;
  let thin = 0;
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      if (floor(x, y)) continue;
      rock++;
      if ((floor(x - 1, y) && floor(x + 1, y)) || (floor(x - 2, y) && floor(x + 1, y)) || (floor(x - 1, y) && floor(x + 2, y))) thin++;
    }
  }
  return thin / rock;
}

function caverns(seed: number, caveSmoothing: number, width = 68, height = 64) {
  return expectDungeon(generateDungeon(width, height, { layout: "crawlers", ...CRAWLER_STYLES.caverns, caveSmoothing, content: [{ min: 6, max: 6 }] }, seed));
}

describe("caverns read as caves", () => {
  test("the caverns style smooths by default", () => {
    expect(CRAWLER_STYLES.caverns.caveSmoothing).toBeGreaterThan(0);
    expect(CRAWLER_STYLES.halls.caveSmoothing ?? 0).toBe(0);
  });

  test("rock stands in masses, not strokes: thin walls are rare where they were about a quarter of the rock", () => {
    let strokes = 0;
    let masses = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const plain = caverns(seed, 0);
      const cave = caverns(seed, CRAWLER_STYLES.caverns.caveSmoothing!);
      expect(problemsOf(cave)).toEqual([]);
      strokes += thinRockShare(plain.grid.kinds, plain.width, plain.height);
      masses += thinRockShare(cave.grid.kinds, cave.width, cave.height);
    }
    expect(strokes / 8).toBeGreaterThan(0.15);
    expect(masses / 8).toBeLessThan(0.05);
  });

  test("every invariant and a cave's worth of floor at 68×64 and 128×128, over every smoothing count", () => {
    for (const [width, height] of [
      [68, 64],
      [128, 128],
    ]) {
      for (let passes = 1; passes <= 8; passes += 3) {
        const dungeon = caverns(passes, passes, width, height);
        expect(problemsOf(dungeon)).toEqual([]);
        const floor = dungeon.grid.kinds.filter((kind) => isFloor(kind)).length;
        expect(floor / ((width - 2) * (height - 3))).toBeGreaterThan(0.25);
      }
    }
  });

  test("painted floor stays floor and painted walls stay walls under the smoothing", () => {
    const painting = [
      "                        ",
      "                        ",
      "  FFFF                  ",
      "  FFFF          WWWWWW  ",
      "  FFFF          WWWWWW  ",
      "                WWWWWW  ",
      "                WWWWWW  ",
      "                        ",
      "     FFFFFFFFFFF        ",
      "     FFFFFFFFFFF        ",
      "     FFFFFFFFFFF        ",
      "                        ",
      "                        ",
      "                        ",
    ];
    const floor = tilesMarked(painting, "F");
    const wall = tilesMarked(painting, "W");
    for (let seed = 1; seed <= 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(24, 14, { layout: "crawlers", ...CRAWLER_STYLES.caverns, caveSmoothing: 8, structure: paintedStructure(painting) }, seed));
      expect(problemsOf(dungeon)).toEqual([]);
      expect(floorAmong(dungeon.grid, floor)).toBe(floor.length);
      expect(floorAmong(dungeon.grid, wall)).toBe(0);
    }
  });

  test("a map too small for caves keeps the crawlers' walls and still has floor", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const result = generateDungeon(6, 7, { layout: "crawlers", border: 1, caveSmoothing: 8 }, seed);
      if (!result.ok) continue;
      expect(problemsOf(result.dungeon)).toEqual([]);
    }
  });
});
