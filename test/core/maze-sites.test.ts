/**
 * The maze leaves the set pieces' sites as it carves (LayoutInput.sites, Layout.sites): a block of
 * cells per site is cleared before the maze grows, so each left site is void, inside the frame,
 * with the maze's floor close round it, and the maze still reaches every cell it did not clear.
 * Without sites the maze is the dungeon it always was.
 */
import fc from "fast-check";
import { SetPiece, generateDungeon } from "../../src/core";
import { Grid, isFloor } from "../../src/core/grid";
import type { SiteSize, StepListener } from "../../src/core/layout/contract";
import { regionOf } from "../../src/core/layout/kit";
import { MazeOptions, maze } from "../../src/core/layout/maze";
import { ceilingViolations, expectDungeon, unreachableFloor } from "./helpers";
import { LayoutRun, allProblems, contractProblems, floorComponents, runLayout, sameResult } from "./layout-invariants";
import { pieceOf, stampProblems, wallRuleViolationsOutsidePieces } from "./piece-helpers";
import { runs } from "../runs";

/** Carves the maze with `sites` asked (none when undefined); null when the map is too small. */
function carveWithSites(width: number, height: number, given: Partial<MazeOptions>, seed: number, sites?: SiteSize[], onStep?: StepListener): LayoutRun<MazeOptions> | null {
  const run = runLayout(maze, width, height, given, seed, onStep, sites);
  return "tooSmall" in run ? null : run;
}

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangles the layout left, one per site it reports (−1 entries skipped). */
function leftRectangles(run: LayoutRun<MazeOptions>, sites: readonly SiteSize[]): Rectangle[] {
  const width = run.carved.width;
  const rectangles: Rectangle[] = [];
  run.layout.sites?.forEach((tile, k) => {
    if (tile >= 0) rectangles.push({ x: tile % width, y: Math.floor(tile / width), width: sites[k].width, height: sites[k].height });
  });
  return rectangles;
}

function floorInside(grid: Grid, rect: Rectangle): number {
  let count = 0;
  for (let y = Math.max(0, rect.y); y < Math.min(grid.height, rect.y + rect.height); y++) {
    for (let x = Math.max(0, rect.x); x < Math.min(grid.width, rect.x + rect.width); x++) if (isFloor(grid.kinds[y * grid.width + x])) count++;
  }
  return count;
}

/** Everything a left site must be: void, inside the frame, apart from the other sites, with floor within a cell of its sides. */
function siteProblems(run: LayoutRun<MazeOptions>, sites: readonly SiteSize[]): string[] {
  const problems: string[] = [];
  const { options, carved } = run;
  if (run.layout.sites?.length !== sites.length) return [`${run.layout.sites?.length} sites reported for ${sites.length} asked`];
  const frame = regionOf(carved.width, carved.height, options);
  const pitchX = options.mazePathWidth + options.mazeWallWidth;
  const pitchY = options.mazePathWidth + Math.max(options.mazeWallWidth, options.wallHeight + 1);
  const rectangles = leftRectangles(run, sites);
  rectangles.forEach((rect, i) => {
    const name = `site ${JSON.stringify(rect)}`;
    if (rect.x < frame.left || rect.y < frame.top || rect.x + rect.width - 1 > frame.right || rect.y + rect.height - 1 > frame.bottom) problems.push(`${name} is outside the frame`);
    if (floorInside(carved, rect) > 0) problems.push(`${name} holds floor`);
    const around = { x: rect.x - 2 * pitchX, y: rect.y - 2 * pitchY, width: rect.width + 4 * pitchX, height: rect.height + 4 * pitchY };
    if (floorInside(carved, around) === 0) problems.push(`${name} has no floor near it`);
    for (const other of rectangles.slice(i + 1)) {
      if (rect.x < other.x + other.width && other.x < rect.x + rect.width && rect.y < other.y + other.height && other.y < rect.y + rect.height) problems.push(`${name} overlaps another site`);
    }
  });
  return problems;
}

const siteSizes = fc.array(fc.record({ width: fc.integer({ min: 3, max: 16 }), height: fc.integer({ min: 5, max: 20 }) }), { minLength: 1, maxLength: 8 });

const mazeOptions = fc.record(
  {
    border: fc.integer({ min: 1, max: 3 }),
    wallHeight: fc.integer({ min: 1, max: 3 }),
    mazePathWidth: fc.integer({ min: 1, max: 4 }),
    mazeWallWidth: fc.integer({ min: 1, max: 3 }),
    mazeStraightChance: fc.integer({ min: 0, max: 100 }),
    mazeBraidChance: fc.integer({ min: 0, max: 100 }),
    mazeRoomCount: fc.integer({ min: 0, max: 6 }),
    mazeRoomMinSize: fc.integer({ min: 1, max: 3 }),
    mazeRoomMaxSize: fc.integer({ min: 1, max: 4 }),
    mazeEdgeExits: fc.integer({ min: 0, max: 1 }),
    mazeShortcutDoors: fc.integer({ min: 0, max: 6 }),
  },
  { requiredKeys: [] },
);

describe("maze leaves set-piece sites", () => {
  test("left sites are void, inside the frame, apart and near floor; the floor round them keeps invariants 1, 2, 6 and the contract", () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 120 }), fc.integer({ min: 12, max: 120 }), fc.integer({ min: 0, max: 0xffffffff }), mazeOptions, siteSizes, (width, height, seed, given, sites) => {
        const run = carveWithSites(width, height, given, seed, sites);
        if (run === null) return;
        expect([...allProblems(run), ...siteProblems(run, sites)]).toEqual([]);
      }),
      { numRuns: runs(40, 300), seed: 2711 },
    );
  });

  test("the maze reaches every cell no site took: each cell square is floor, none lies in a site, and the floor is one piece", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 120 }), fc.integer({ min: 30, max: 120 }), fc.integer({ min: 0, max: 0xffffffff }), mazeOptions, siteSizes, (width, height, seed, given, sites) => {
        const run = carveWithSites(width, height, given, seed, sites);
        if (run === null) return;
        const rectangles = leftRectangles(run, sites);
        const problems: string[] = [];
        for (const box of run.layout.overlay.boxes) {
          if (floorInside(run.carved, box) !== box.width * box.height) problems.push(`cell ${JSON.stringify(box)} is not all floor`);
          if (rectangles.some((rect) => box.x < rect.x + rect.width && rect.x < box.x + box.width && box.y < rect.y + rect.height && rect.y < box.y + box.height)) problems.push(`cell ${JSON.stringify(box)} lies in a site`);
        }
        expect(floorComponents(run.carved)).toBe(1);
        expect(problems.slice(0, 5)).toEqual([]);
      }),
      { numRuns: runs(20, 150), seed: 2712 },
    );
  });

  test("on a large map every site asked is left", () => {
    const sites = Array.from({ length: 10 }, () => ({ width: 11, height: 14 }));
    for (let seed = 0; seed < 5; seed++) {
      const run = carveWithSites(160, 160, {}, seed, sites)!;
      expect([...run.layout.sites!].every((tile) => tile >= 0)).toBe(true);
      expect(siteProblems(run, sites)).toEqual([]);
    }
  });

  test("sites too large for the maze are not left, and the maze is still a good dungeon", () => {
    for (const sites of [[{ width: 200, height: 10 }], [{ width: 10, height: 200 }], Array.from({ length: 12 }, () => ({ width: 12, height: 16 }))]) {
      for (let seed = 0; seed < 4; seed++) {
        const run = carveWithSites(40, 34, { mazeEdgeExits: 1, mazeShortcutDoors: 3 }, seed, sites)!;
        expect(allProblems(run)).toEqual([]);
        expect(siteProblems(run, sites)).toEqual([]);
        expect(floorInside(run.carved, { x: 0, y: 0, width: 40, height: 34 })).toBeGreaterThan(0);
      }
    }
    // A site as wide as the maze can take its whole top or bottom row: the edge exits then give way.
    for (let seed = 0; seed < 8; seed++) {
      const run = carveWithSites(24, 34, { mazeEdgeExits: 1 }, seed, [{ width: 20, height: 10 }])!;
      expect(allProblems(run)).toEqual([]);
      expect(siteProblems(run, [{ width: 20, height: 10 }])).toEqual([]);
    }
    const tooLarge = carveWithSites(40, 34, {}, 1, [{ width: 200, height: 10 }])!;
    expect([...tooLarge.layout.sites!]).toEqual([-1]);
  });

  test("a step-by-step preview carves the same maze round the same sites", () => {
    const sites = [{ width: 11, height: 14 }, { width: 7, height: 9 }];
    const given = { mazeBraidChance: 50, mazeRoomCount: 3, mazeEdgeExits: 1, mazeShortcutDoors: 2 };
    for (let seed = 0; seed < 3; seed++) {
      const steps: string[] = [];
      const previewed = carveWithSites(90, 80, given, seed, sites, (step) => steps.push(step))!;
      expect(sameResult(previewed, carveWithSites(90, 80, given, seed, sites)!)).toBe(true);
      expect(steps.every((step) => maze.steps.includes(step))).toBe(true);
    }
  });

  test("without sites the maze is unchanged: no sites and an empty list carve the same dungeon, with no sites reported", () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 100 }), fc.integer({ min: 12, max: 100 }), fc.integer({ min: 0, max: 0xffffffff }), mazeOptions, (width, height, seed, given) => {
        const none = carveWithSites(width, height, given, seed);
        if (none === null) return;
        const empty = carveWithSites(width, height, given, seed, [])!;
        expect(sameResult(none, empty)).toBe(true);
        expect(none.layout.sites).toBeUndefined();
        expect(empty.layout.sites).toBeUndefined();
      }),
      { numRuns: runs(30, 200), seed: 2713 },
    );
  });
});

describe("set pieces in a maze", () => {
  /** A 9×8 room with a wall border, entrances top-middle and right-middle. */
  const room = (name: string, mirror: boolean): SetPiece =>
    pieceOf({ width: 9, height: 8, entrances: [{ side: 0, at: 0.5 }, { side: 1, at: 0.5 }], events: 1, required: false, mirror, spot: "anywhere", weight: 1, max: 10 }, name);
  const pieces = [room("hall", false), room("shrine", true)];

  test("pieces land on the sites the maze left and join the maze; the dungeon keeps its invariants", () => {
    for (let seed = 0; seed < 4; seed++) {
      const dungeon = expectDungeon(generateDungeon(128, 128, { layout: "maze", pieces, pieceCount: 6 }, seed));
      const { width } = dungeon;
      const marginRows = dungeon.options.wallHeight + 1;
      const left = new Set([...(dungeon.layout.sites ?? [])].filter((tile) => tile >= 0));
      expect(dungeon.pieces.length).toBe(6);
      for (const piece of dungeon.pieces) expect(left.has((piece.y - marginRows) * width + piece.x - 1)).toBe(true);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect([...wallRuleViolationsOutsidePieces(dungeon), ...ceilingViolations(dungeon), ...contractProblems(dungeon.grid, dungeon.layout), ...stampProblems(dungeon, pieces)]).toEqual([]);
    }
  });

  test("a maze too small for the sites still places what fits and stays one reachable dungeon", () => {
    for (let seed = 0; seed < 4; seed++) {
      const dungeon = expectDungeon(generateDungeon(36, 30, { layout: "maze", pieces, pieceCount: 8 }, seed));
      expect(dungeon.pieces.length).toBeGreaterThan(0);
      expect(unreachableFloor(dungeon)).toBe(0);
      expect(contractProblems(dungeon.grid, dungeon.layout)).toEqual([]);
    }
  });
});
