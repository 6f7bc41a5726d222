import fc from "fast-check";
import { TileKind } from "../../src/core/grid";
import { NODES_DEFAULTS, NodesOptions, nodes } from "../../src/core/layout/nodes";
import { LayoutRun, allProblems, expectRun, floorIn, isFloorAt, runLayout, sameResult } from "./layout-invariants";
import { runs } from "../runs";

/**
 * "No corridor leads into a wall": every floor tile on a node tile's edge has floor right across
 * the edge (the node tiles are the overlay's boxes), so exits always meet exits and none leaves the grid.
 */
function deadExits(run: LayoutRun<NodesOptions>): string[] {
  const grid = run.carved;
  const problems: string[] = [];
  for (const { x, y, width, height } of run.layout.overlay.boxes) {
    for (let i = 0; i < width; i++) {
      if (isFloorAt(grid, x + i, y) && !isFloorAt(grid, x + i, y - 1)) problems.push(`(${x + i},${y}) leads north into a wall`);
      if (isFloorAt(grid, x + i, y + height - 1) && !isFloorAt(grid, x + i, y + height)) problems.push(`(${x + i},${y + height - 1}) leads south into a wall`);
    }
    for (let j = 0; j < height; j++) {
      if (isFloorAt(grid, x, y + j) && !isFloorAt(grid, x - 1, y + j)) problems.push(`(${x},${y + j}) leads west into a wall`);
      if (isFloorAt(grid, x + width - 1, y + j) && !isFloorAt(grid, x + width, y + j)) problems.push(`(${x + width - 1},${y + j}) leads east into a wall`);
    }
  }
  return problems.slice(0, 5);
}

/** Node tiles holding floor. */
function placedTiles(run: LayoutRun<NodesOptions>): number {
  return run.layout.overlay.boxes.filter((box) => floorIn(run.carved, box) > 0).length;
}

const nodeOptions = fc.record({
  border: fc.integer({ min: 1, max: 4 }),
  wallHeight: fc.integer({ min: 1, max: 3 }),
  nodeSize: fc.integer({ min: 3, max: 14 }),
  nodeCount: fc.integer({ min: 1, max: 120 }),
  corridorWidth: fc.integer({ min: 1, max: 9 }),
  roomChance: fc.integer({ min: 0, max: 100 }),
});

describe("nodes layout", () => {
  test("invariants 1, 2, 6, the contract, no dead exits and the node count over 300 random sizes, seeds and options; deterministic", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 160 }), fc.integer({ min: 5, max: 160 }), fc.integer({ min: 0, max: 0xffffffff }), nodeOptions, (width, height, seed, given) => {
        const run = runLayout(nodes, width, height, given, seed);
        if ("tooSmall" in run) {
          expect(run.tooSmall).toMatch(/too small for the nodes layout: it must be at least \d+×\d+/);
          return;
        }
        expect(allProblems(run)).toEqual([]);
        expect(deadExits(run)).toEqual([]);
        expect(placedTiles(run)).toBeGreaterThanOrEqual(Math.min(run.options.nodeCount, run.layout.overlay.boxes.length));
        expect(sameResult(run, expectRun(runLayout(nodes, width, height, given, seed)))).toBe(true);
      }),
      { numRuns: runs(60, 300), seed: 1104 },
    );
  });

  test.each([
    [256, 256],
    [200, 40],
    [40, 200],
    [68, 64],
  ])("%i×%i: invariants and exits with defaults and other options", (width, height) => {
    for (const given of [{}, { nodeCount: 500, roomChance: 60 }, { nodeSize: 9, corridorWidth: 5, wallHeight: 3, nodeCount: 80 }, { nodeSize: 4, corridorWidth: 1, wallHeight: 1 }]) {
      for (let seed = 0; seed < 3; seed++) {
        const run = expectRun(runLayout(nodes, width, height, given, seed));
        expect(allProblems(run)).toEqual([]);
        expect(deadExits(run)).toEqual([]);
        expect(placedTiles(run)).toBeGreaterThanOrEqual(Math.min(run.options.nodeCount, run.layout.overlay.boxes.length));
      }
    }
  });

  test("the node count is reached, and a count larger than the grid fills the grid", () => {
    for (let seed = 0; seed < 20; seed++) {
      const run = expectRun(runLayout(nodes, 128, 128, { nodeCount: 60 + seed * 5 }, seed));
      expect(placedTiles(run)).toBeGreaterThanOrEqual(60 + seed * 5);
    }
    const full = expectRun(runLayout(nodes, 60, 50, { nodeCount: 9999 }, 1));
    expect(placedTiles(full)).toBe(full.layout.overlay.boxes.length);
    expect(allProblems(full)).toEqual([]);
  });

  test("the smallest map is one node tile, a room; one tile less either way is too small, with the reason", () => {
    // Defaults: 2 × border 1 + 9 columns; top max(1, 2) + bottom 1 + 9 rows.
    const run = expectRun(runLayout(nodes, 11, 12, {}, 3));
    expect(allProblems(run)).toEqual([]);
    expect(run.layout.areas.map((area) => area.kind)).toEqual(["room"]);
    expect(runLayout(nodes, 10, 12, {}, 3)).toEqual({ tooSmall: "a 10×12 map is too small for the nodes layout: it must be at least 11×12" });
    expect(runLayout(nodes, 11, 11, {}, 3)).toEqual({ tooSmall: "a 11×11 map is too small for the nodes layout: it must be at least 11×12" });
  });

  test("room chance 0: corridors only; 100: every node tile is a room, rooms filling the tile minus the wall clearance", () => {
    const corridors = expectRun(runLayout(nodes, 100, 100, { roomChance: 0, nodeCount: 40 }, 5));
    expect(corridors.carved.kinds.includes(TileKind.Room)).toBe(false);
    expect(corridors.layout.areas.some((area) => area.kind === "room")).toBe(false);
    const rooms = expectRun(runLayout(nodes, 100, 100, { roomChance: 100, nodeCount: 40 }, 5));
    // Defaults (node 7, corridor 3, wall height 2): the junction starts at 7/2 − 3/2 = 2; the room
    // covers it (top row min(2, wallHeight) = 2) and keeps wallHeight + 1 rows to the next tile's
    // floor (bottom gap 3 − 2 = 1), columns 1 … 5.
    const [roomTop, roomBottomGap, size] = [2, 1, NODES_DEFAULTS.nodeSize];
    for (const area of rooms.layout.areas) expect(area.kind).toBe("room");
    for (const box of rooms.layout.overlay.boxes) {
      if (floorIn(rooms.carved, box) === 0) continue;
      const roomTiles = { x: box.x + 1, y: box.y + roomTop, width: size - 2, height: size - roomTop - roomBottomGap };
      expect(floorIn(rooms.carved, roomTiles)).toBe(roomTiles.width * roomTiles.height);
    }
    expect(allProblems(rooms)).toEqual([]);
    expect(deadExits(rooms)).toEqual([]);
  });

  test("areas: a room per room tile, a crossroads per junction tile, chains of corridor tiles as one corridor", () => {
    const run = expectRun(runLayout(nodes, 128, 128, { nodeCount: 80 }, 8));
    const kinds = new Set(run.layout.areas.map((area) => area.kind));
    expect(kinds).toEqual(new Set(["room", "corridor", "crossroads"]));
    const size = NODES_DEFAULTS.nodeSize;
    for (const area of run.layout.areas) {
      if (area.kind !== "corridor") {
        expect(area.bounds.width).toBeLessThanOrEqual(size);
        expect(area.bounds.height).toBeLessThanOrEqual(size);
      }
    }
  });

  test("fitOptions: a node tile fits a corridor and wallHeight + 1 rows of wall; one message per change", () => {
    const small = { ...NODES_DEFAULTS, nodeSize: 3, wallHeight: 3, corridorWidth: 3 };
    expect(nodes.fitOptions(small)).toEqual([
      "nodeSize 3 is too small (a corridor and wallHeight + 1 rows of wall must fit a node tile); using 5",
      "corridorWidth 3 is too large (nodeSize − wallHeight − 1 rows must stay free between node tiles for the wall); using 1",
    ]);
    expect([small.nodeSize, small.corridorWidth]).toEqual([5, 1]);
    const wide = { ...NODES_DEFAULTS, nodeSize: 7, corridorWidth: 9 };
    expect(nodes.fitOptions(wide)).toHaveLength(1);
    expect(wide.corridorWidth).toBe(4);
    expect(nodes.fitOptions({ ...NODES_DEFAULTS })).toEqual([]);
  });

  test("steps: one per node tile, then close, cleanup, rooms", () => {
    const steps: string[] = [];
    const run = expectRun(runLayout(nodes, 100, 90, { nodeCount: 25 }, 2, (step) => steps.push(step)));
    expect(steps.slice(-3)).toEqual(["close", "cleanup", "rooms"]);
    expect(steps.filter((step) => step === "node")).toHaveLength(placedTiles(run));
    expect(run.layout.algorithm).toBe("nodes");
  });

  test("the defaults are whole numbers inside their ranges", () => {
    for (const [key, value] of Object.entries(nodes.defaults)) {
      const range = nodes.ranges[key as keyof NodesOptions];
      expect(Number.isInteger(value) && value >= range.min && value <= range.max).toBe(true);
    }
  });
});
