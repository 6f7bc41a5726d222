/**
 * The crawlers layout's rules for what a game maker paints on the map, as hand-drawn scenarios:
 * each paints a structure ("W" wall, "F" floor, see pictures.ts) on a small map, turns every
 * crawler off (no structural walls, no generations) so only the painting shapes the dungeon, and
 * checks the rule it shows. The properties over random paintings and seeds are in crawlers.test.ts.
 */
import { Dungeon, GenerationResult, countFloorComponents, findLayout, generateDungeon, isFloor } from "../../src/core";
import { ceilingViolations, expectDungeon } from "./helpers";
import { drawGrid, floorAmong, paintedStructure, tilesIn, tilesMarked } from "./pictures";

/** No crawler at all: what is left is the painting, thickened, connected and finished. */
const PAINTING_ONLY = { structuralWalls: 0, generations: 0 };

function generate(rows: readonly string[] | null, given: Record<string, number> = {}, width = rows?.[0].length ?? 0, height = rows?.length ?? 0, seed = 1): GenerationResult {
  const structure = rows ? paintedStructure(rows) : null;
  return generateDungeon(width, height, { layout: "crawlers", ...PAINTING_ONLY, ...given, structure }, seed);
}

function crawl(rows: readonly string[], given: Record<string, number> = {}, seed = 1): Dungeon {
  return expectDungeon(generate(rows, given, rows[0].length, rows.length, seed));
}

/** The rules every scenario keeps: one piece of floor, a ceiling row over every wall face. */
function expectWellFormed(dungeon: Dungeon): void {
  expect([countFloorComponents(dungeon.grid), ceilingViolations(dungeon), drawGrid(dungeon.grid)]).toEqual([1, [], drawGrid(dungeon.grid)]);
}

/** Columns of these rows that hold floor (the doorways cut through a wall band). */
function floorColumns(dungeon: Dungeon, top: number, bottom: number): number[] {
  const columns = new Set<number>();
  for (let y = top; y <= bottom; y++) for (let x = 0; x < dungeon.width; x++) if (isFloor(dungeon.grid.kinds[y * dungeon.width + x])) columns.add(x);
  return [...columns].sort((a, b) => a - b);
}

describe("thickening painted walls", () => {
  test("a painted wall one row thick grows down to wallHeight + 1 rows, and the two halves are joined by one doorway through it", () => {
    const painting = [
      "              ",
      "              ",
      "              ",
      "              ",
      "              ",
      " WWWWWWWWWWWW ",
      "              ",
      "              ",
      "              ",
      "              ",
      "              ",
      "              ",
    ];
    for (let seed = 1; seed <= 5; seed++) {
      const dungeon = crawl(painting, {}, seed);
      expectWellFormed(dungeon);
      // Rows 5–7 are the wall band (the painted row and wallHeight rows under it): floor in one column only.
      const doorway = floorColumns(dungeon, 5, 7);
      expect(doorway).toHaveLength(1);
      expect(floorAmong(dungeon.grid, tilesIn(14, doorway[0], 5, doorway[0], 7))).toBe(3);
      // Above and below the band the map is open.
      expect(floorAmong(dungeon.grid, tilesIn(14, 1, 2, 12, 4))).toBe(36);
      expect(floorAmong(dungeon.grid, tilesIn(14, 1, 8, 12, 10))).toBe(36);
      expect(dungeon.layout.openings.some((opening) => opening.kind === "door")).toBe(true);
    }
  });

  test("a wall with painted floor under it grows up instead, so the painted floor stays floor", () => {
    const painting = [
      "              ",
      "              ",
      "              ",
      "              ",
      "              ",
      " WWWWWWWWWW   ",
      "     FFFF     ",
      "     FFFF     ",
      "              ",
      "              ",
      "              ",
      "              ",
    ];
    const dungeon = crawl(painting, { wallHeight: 2 });
    expectWellFormed(dungeon);
    expect(floorAmong(dungeon.grid, tilesMarked(painting, "F"))).toBe(8);
    // Over the painted floor the wall rose to rows 3–5 (wallHeight + 1 rows) instead of falling on it.
    expect(floorAmong(dungeon.grid, tilesIn(14, 5, 3, 8, 5))).toBe(0);
  });

  test("taller wall faces thicken taller: wallHeight 3 keeps 4 rows of wall under a painted row", () => {
    const painting = [
      "            ",
      "            ",
      "            ",
      "            ",
      " WWWWWWWWWW ",
      "            ",
      "            ",
      "            ",
      "            ",
      "            ",
      "            ",
      "            ",
    ];
    const dungeon = crawl(painting, { wallHeight: 3 });
    expectWellFormed(dungeon);
    expect(floorColumns(dungeon, 4, 7)).toHaveLength(1);
  });
});

describe("pockets walled in by paint", () => {
  test("a pocket of under 6 tiles is filled; one of 6 tiles is kept and joined through the painted wall", () => {
    const painting = [
      "                    ",
      "                    ",
      "  WWWWWWW   WWWWW   ",
      "  WWWWWWW   WWWWW   ",
      "  WWWWWWW   WWWWW   ",
      "  W.....W   W...W   ",
      "  WWWWWWW   W...W   ",
      "  WWWWWWW   WWWWW   ",
      "  WWWWWWW   WWWWW   ",
      "            WWWWW   ",
      "                    ",
      "                    ",
    ];
    const dungeon = crawl(painting);
    expectWellFormed(dungeon);
    const small = tilesIn(20, 3, 5, 7, 5);
    const large = tilesIn(20, 13, 5, 15, 6);
    expect([floorAmong(dungeon.grid, small), floorAmong(dungeon.grid, large)]).toEqual([0, 6]);
  });

  test("a pocket holding painted floor is kept and joined, however small", () => {
    const painting = [
      "                    ",
      "                    ",
      "                    ",
      "  WWWW              ",
      "  WWWW              ",
      "  WWWW              ",
      "  WFFW              ",
      "  WFFW              ",
      "  WWWW              ",
      "  WWWW              ",
      "  WWWW              ",
      "                    ",
      "                    ",
      "                    ",
      "                    ",
      "                    ",
    ];
    const dungeon = crawl(painting);
    expectWellFormed(dungeon);
    expect(floorAmong(dungeon.grid, tilesMarked(painting, "F"))).toBe(4);
  });

  test("painted floor inside walls too thick for any doorway is filled rather than left as an island", () => {
    const painting = [
      "               ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWFFWWWW    ",
      " WWWWFFWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      " WWWWWWWWWW    ",
      "               ",
    ];
    const dungeon = crawl(painting, { wallHeight: 1 });
    expectWellFormed(dungeon);
    expect(floorAmong(dungeon.grid, tilesMarked(painting, "F"))).toBe(0);
    expect(floorAmong(dungeon.grid, tilesMarked(painting, "W"))).toBe(0);
  });
});

describe("open halls", () => {
  test("an open hall of over 512 tiles is reported as several rooms (content wants rooms of a sensible size); 512 tiles stay one room", () => {
    const whole = expectDungeon(generate(null, {}, 34, 19));
    expect(whole.layout.areas.map((area) => [area.kind, area.size])).toEqual([["room", 512]]);
    const split = expectDungeon(generate(null, {}, 40, 30));
    const sizes = split.layout.areas.map((area) => area.size);
    expect(split.layout.areas.every((area) => area.kind === "room")).toBe(true);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(512);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(38 * 27);
  });
});

describe("size", () => {
  const layout = findLayout("crawlers")!;

  test.each([
    [1, 2],
    [1, 3],
    [2, 1],
    [3, 2],
  ])("border %i, wallHeight %i: the smallest map holds a 3×3 open space inside the border, with max(border, wallHeight) rows on top", (border, wallHeight) => {
    const options = { ...layout.defaults, border, wallHeight };
    const width = 2 * border + 3;
    const height = Math.max(border, wallHeight) + border + 3;
    expect(layout.checkSize(width, height, options)).toBeNull();
    expect(layout.checkSize(width - 1, height, options)).toMatch(`too small for the crawlers layout: it must be at least ${width}×${height}`);
    expect(layout.checkSize(width, height - 1, options)).toMatch(`at least ${width}×${height}`);
    const dungeon = expectDungeon(generateDungeon(width, height, { layout: "crawlers", border, wallHeight }, 5));
    expect(floorAmong(dungeon.grid, tilesIn(width, border, Math.max(border, wallHeight), border + 2, Math.max(border, wallHeight) + 2))).toBe(9);
  });
});
