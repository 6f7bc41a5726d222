import fc from "fast-check";
import { buildAreaGraph } from "../../src/core/areas";
import { Rect } from "../../src/core/grid";
import { MAZE_DEFAULTS, MazeOptions, maze } from "../../src/core/layout/maze";
import { LayoutRun, allProblems, expectRun, floorIn, isFloorAt, runLayout, sameResult } from "./layout-invariants";
import { runs } from "../runs";

/** Links of each maze cell (overlay box) read back from the floor: a side is linked when the wall beside it is floor. */
function cellLinks(run: LayoutRun<MazeOptions>): { boxes: Rect[]; links: number[] } {
  const grid = run.carved;
  const boxes = run.layout.overlay.boxes;
  const links = boxes.map(({ x, y, width, height }) => {
    let mask = 0;
    if (isFloorAt(grid, x, y - 1)) mask |= 1;
    if (isFloorAt(grid, x + width, y)) mask |= 2;
    if (isFloorAt(grid, x, y + height)) mask |= 4;
    if (isFloorAt(grid, x - 1, y)) mask |= 8;
    return mask;
  });
  return { boxes, links };
}

const linkCount = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);

const mazeOptions = fc.record({
  border: fc.integer({ min: 1, max: 4 }),
  wallHeight: fc.integer({ min: 1, max: 3 }),
  mazePathWidth: fc.integer({ min: 1, max: 5 }),
  mazeWallWidth: fc.integer({ min: 1, max: 4 }),
  mazeStraightChance: fc.integer({ min: 0, max: 100 }),
  mazeBraidChance: fc.integer({ min: 0, max: 100 }),
  mazeRoomCount: fc.integer({ min: 0, max: 8 }),
  mazeRoomMinSize: fc.integer({ min: 1, max: 4 }),
  mazeRoomMaxSize: fc.integer({ min: 1, max: 5 }),
});

describe("maze layout", () => {
  test("invariants 1, 2, 6 and the contract over 300 random sizes, seeds and options; deterministic", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 160 }), fc.integer({ min: 6, max: 160 }), fc.integer({ min: 0, max: 0xffffffff }), mazeOptions, (width, height, seed, given) => {
        const run = runLayout(maze, width, height, given, seed);
        if ("tooSmall" in run) {
          expect(run.tooSmall).toMatch(/too small for the maze layout: it must be at least \d+×\d+/);
          return;
        }
        expect(allProblems(run)).toEqual([]);
        expect(sameResult(run, expectRun(runLayout(maze, width, height, given, seed)))).toBe(true);
      }),
      { numRuns: runs(60, 300), seed: 1102 },
    );
  });

  test.each([
    [256, 256],
    [200, 40],
    [40, 200],
    [68, 64],
  ])("%i×%i: invariants with defaults, braiding and rooms", (width, height) => {
    for (const given of [{}, { mazeBraidChance: 50, mazeRoomCount: 6 }, { mazePathWidth: 1, wallHeight: 3 }]) {
      for (let seed = 0; seed < 3; seed++) expect(allProblems(expectRun(runLayout(maze, width, height, given, seed)))).toEqual([]);
    }
  });

  test("the smallest map holds a 2×2 maze; one tile less either way is too small, with the reason", () => {
    // Defaults: 2 × border 1 + 2 paths of 3 + 1 wall column; top max(1, 2) + bottom 1 + 2 paths of 3 + 3 wall rows.
    const smallest = expectRun(runLayout(maze, 9, 12, {}, 5));
    expect(allProblems(smallest)).toEqual([]);
    expect(smallest.layout.overlay.boxes).toHaveLength(4);
    expect(runLayout(maze, 8, 12, {}, 5)).toEqual({ tooSmall: "a 8×12 map is too small for the maze layout: it must be at least 9×12" });
    expect(runLayout(maze, 9, 11, {}, 5)).toEqual({ tooSmall: "a 9×11 map is too small for the maze layout: it must be at least 9×12" });
  });

  test("paths are mazePathWidth wide, walls between rows at least wallHeight + 1 rows, side walls mazeWallWidth columns", () => {
    const run = expectRun(runLayout(maze, 100, 90, { mazePathWidth: 4, mazeWallWidth: 2, wallHeight: 2 }, 7));
    const boxes = run.layout.overlay.boxes;
    for (const box of boxes) {
      expect([box.width, box.height]).toEqual([4, 4]);
      expect(floorIn(run.carved, box)).toBe(16);
    }
    expect(boxes[1].x - boxes[0].x).toBe(6);
    const columns = boxes.filter((box) => box.y === boxes[0].y).length;
    expect(boxes[columns].y - boxes[0].y).toBe(7);
  });

  test("braid 0 without rooms is a perfect maze: the cells' links form a tree; the dead ends are marked; the longest path runs dead end to dead end", () => {
    for (let seed = 0; seed < 40; seed++) {
      const run = expectRun(runLayout(maze, 20 + seed * 3, 30 + seed * 2, { mazeStraightChance: seed * 2 }, seed));
      const { boxes, links } = cellLinks(run);
      const linkEnds = links.reduce((sum, mask) => sum + linkCount(mask), 0);
      expect(linkEnds / 2).toBe(boxes.length - 1);
      expect(allProblems(run)).toEqual([]); // connected, so the links are a spanning tree

      const centre = (box: Rect) => (box.y + (box.height >> 1)) * run.carved.width + box.x + (box.width >> 1);
      const deadEnds = boxes.filter((_, i) => linkCount(links[i]) === 1).map(centre);
      expect([...run.layout.overlay.marks].sort((a, b) => a - b)).toEqual(deadEnds.sort((a, b) => a - b));

      const lines = run.layout.overlay.lines;
      expect(lines.length).toBeGreaterThan(0);
      for (let i = 4; i < lines.length; i += 4) expect([lines[i], lines[i + 1]]).toEqual([lines[i - 2], lines[i - 1]]);
      const ends = [lines[1] * run.carved.width + lines[0], lines[lines.length - 1] * run.carved.width + lines[lines.length - 2]];
      for (const end of ends) expect(deadEnds).toContain(end);
      // A tree of segments: no loops in the area graph either.
      expect(buildAreaGraph(run.layout.areas.length, run.layout.openings).loops).toBe(0);
    }
  });

  test("braid 100 leaves no dead end and makes loops", () => {
    for (let seed = 0; seed < 30; seed++) {
      const run = expectRun(runLayout(maze, 30 + seed * 4, 25 + seed * 3, { mazeBraidChance: 100, mazePathWidth: 1 + (seed % 3) }, seed));
      const { links } = cellLinks(run);
      expect(links.filter((mask) => linkCount(mask) === 1)).toEqual([]);
      expect(run.layout.overlay.marks).toEqual([]);
      expect(buildAreaGraph(run.layout.areas.length, run.layout.openings).loops).toBeGreaterThan(0);
      expect(allProblems(run)).toEqual([]);
    }
  });

  test("segments: corridors, crossroads at junctions, and rooms as whole rectangles of cells", () => {
    const run = expectRun(runLayout(maze, 120, 100, { mazeRoomCount: 5, mazeRoomMinSize: 2, mazeRoomMaxSize: 3 }, 11));
    const kinds = run.layout.areas.map((area) => area.kind);
    expect(kinds.filter((kind) => kind === "room")).toHaveLength(5);
    expect(kinds).toContain("corridor");
    expect(kinds).toContain("crossroads");
    for (const area of run.layout.areas) {
      if (area.kind === "room") expect(area.size).toBe(area.bounds.width * area.bounds.height);
      if (area.kind === "crossroads") expect(area.size).toBeLessThanOrEqual(9 + 4 * 9);
    }
    expect(allProblems(run)).toEqual([]);
  });

  test("fitOptions clamps a room minimum above the maximum, with a message", () => {
    const options = { ...MAZE_DEFAULTS, mazeRoomMinSize: 5, mazeRoomMaxSize: 2 };
    expect(maze.fitOptions(options)).toEqual(["mazeRoomMinSize 5 is too large (it must not exceed mazeRoomMaxSize 2); using 2"]);
    expect(options.mazeRoomMinSize).toBe(2);
    expect(maze.fitOptions({ ...MAZE_DEFAULTS })).toEqual([]);
  });

  test("steps: start, sixteen carve snapshots or fewer, braid, rooms, finish", () => {
    const steps: string[] = [];
    const run = expectRun(runLayout(maze, 128, 128, {}, 3, (step) => steps.push(step)));
    expect(steps[0]).toBe("start");
    expect(steps.slice(-3)).toEqual(["braid", "rooms", "finish"]);
    const carves = steps.filter((step) => step === "carve").length;
    expect(carves).toBeGreaterThanOrEqual(16);
    expect(carves).toBeLessThanOrEqual(17);
    expect(steps.every((step) => maze.steps.includes(step))).toBe(true);
    expect(run.layout.algorithm).toBe("maze");
  });

  test("the defaults are whole numbers inside their ranges", () => {
    for (const [key, value] of Object.entries(maze.defaults)) {
      const range = maze.ranges[key as keyof MazeOptions];
      expect(Number.isInteger(value) && value >= range.min && value <= range.max).toBe(true);
    }
  });
});
