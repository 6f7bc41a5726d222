/**
 * The maze's two options from its seed (src/core/layout/maze): Edge Exits (an entrance on the top
 * edge and an exit on the bottom edge, where the party arrives and the stairs go) and Shortcut
 * Doors (walls between paths far apart along the maze knocked through as doors). Through the
 * registry and generateDungeon only.
 */
import fc from "fast-check";
import { Dungeon, findLayout, floorDistances, generateDungeon, isFloor } from "../../src/core";
import { buildAreaGraph } from "../../src/core/areas";
import { expectDungeon } from "./helpers";
import { allProblems, expectRun, runLayout } from "./layout-invariants";
import { runs } from "../runs";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

function maze(width: number, height: number, given: Record<string, unknown>, seed: number): Dungeon {
  return expectDungeon(generateDungeon(width, height, { layout: "maze", ...given }, seed));
}

/** Rows of the frame: the first floor may stand on (the top keeps wallHeight rows) and the last. */
function frameRows(dungeon: Dungeon): { top: number; bottom: number } {
  const { border, wallHeight } = dungeon.options;
  return { top: Math.max(border, wallHeight), bottom: dungeon.height - 1 - border };
}

function floorColumnsOfRow(dungeon: Dungeon, y: number): number[] {
  const columns: number[] = [];
  for (let x = 0; x < dungeon.width; x++) if (isFloor(dungeon.grid.kinds[y * dungeon.width + x])) columns.push(x);
  return columns;
}

describe("Edge Exits", () => {
  test.each([
    [68, 64],
    [128, 128],
    [41, 30],
  ])("%i×%i: floor reaches the frame's top row and its bottom row, each in one path-wide opening", (width, height) => {
    for (const seed of SEEDS) {
      const dungeon = maze(width, height, { mazeEdgeExits: 1 }, seed);
      const { top, bottom } = frameRows(dungeon);
      for (const y of [top, bottom]) {
        const columns = floorColumnsOfRow(dungeon, y);
        expect(columns).toHaveLength(dungeon.options.mazePathWidth);
        expect(columns[columns.length - 1] - columns[0]).toBe(dungeon.options.mazePathWidth - 1);
      }
    }
  });

  test("the party arrives at one exit and the stairs stand at the other", () => {
    for (const seed of SEEDS) {
      const dungeon = maze(68, 64, { mazeEdgeExits: 1, content: [{ role: "stairs" }] }, seed);
      const { top, bottom } = frameRows(dungeon);
      const middle = (top + bottom) / 2;
      const row = (tile: number) => Math.floor(tile / dungeon.width);
      const stairs = dungeon.content!.copies[0].tile;
      const arrivalArea = dungeon.layout.areas[dungeon.layout.areaOf[dungeon.arrival] - 1];
      // The arrival is in a landing room that runs out to the top or the bottom of the frame.
      expect(arrivalArea.kind).toBe("room");
      expect([arrivalArea.bounds.y, arrivalArea.bounds.y + arrivalArea.bounds.height - 1]).toEqual(expect.arrayContaining([row(dungeon.arrival) < middle ? top : bottom]));
      // The stairs are on the other half, in the other landing (the farthest floor from the arrival).
      expect(row(stairs) < middle).toBe(!(row(dungeon.arrival) < middle));
    }
  });

  test("the entrance and the exit are far apart: the walk between them is at least the maze's height", () => {
    for (const seed of SEEDS) {
      const dungeon = maze(68, 64, { mazeEdgeExits: 1 }, seed);
      const { top, bottom } = frameRows(dungeon);
      const entrance = top * dungeon.width + floorColumnsOfRow(dungeon, top)[0];
      const exit = bottom * dungeon.width + floorColumnsOfRow(dungeon, bottom)[0];
      expect(floorDistances(dungeon.grid, entrance)[exit]).toBeGreaterThanOrEqual(bottom - top);
    }
  });

  test("0 (the default) makes no exit: the maze is the same with or without the option's key", () => {
    for (const seed of SEEDS.slice(0, 3)) {
      expect(Buffer.from(maze(68, 64, { mazeEdgeExits: 0 }, seed).grid.kinds).equals(Buffer.from(maze(68, 64, {}, seed).grid.kinds))).toBe(true);
    }
  });
});

describe("Shortcut Doors", () => {
  /** The door and secret door openings. */
  const doors = (dungeon: Dungeon) => dungeon.layout.openings.filter((opening) => opening.kind !== "open");

  test("N shortcut doors on a perfect maze: N doorways that are doors, and N loops in the areas' graph", () => {
    for (const seed of SEEDS) {
      for (const count of [1, 4]) {
        const dungeon = maze(68, 64, { mazeShortcutDoors: count }, seed);
        expect(doors(dungeon).map((opening) => opening.kind)).toEqual(Array(count).fill("door"));
        expect(buildAreaGraph(dungeon.layout.areas.length, dungeon.layout.openings).loops).toBe(count);
      }
    }
  });

  test("Secret Door Chance 100 makes every shortcut a secret door", () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const shortcutTiles = doors(maze(68, 64, { mazeShortcutDoors: 3 }, seed)).map((opening) => opening.tile);
      const secret = maze(68, 64, { mazeShortcutDoors: 3, secretDoorChance: 100 }, seed).layout.openings.filter((opening) => shortcutTiles.includes(opening.tile));
      expect(secret.map((opening) => opening.kind)).toEqual(["secret", "secret", "secret"]);
    }
  });

  test("the maze's other doorways (where its paths meet) follow Door Chance, 0 by default", () => {
    for (const seed of SEEDS.slice(0, 4)) {
      expect(doors(maze(68, 64, {}, seed))).toEqual([]);
      const all = maze(68, 64, { doorChance: 100 }, seed).layout.openings;
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((opening) => opening.kind === "door")).toBe(true);
    }
  });

  test("a shortcut saves a long walk: without its door, the way between its two sides is longer than 16 tiles", () => {
    for (const seed of SEEDS) {
      const plain = maze(68, 64, {}, seed);
      const withDoors = maze(68, 64, { mazeShortcutDoors: 5 }, seed);
      const width = plain.width;
      for (const door of doors(withDoors)) {
        // The opening tile touches its `to` area; walk from there through the door's gap to the floor beyond.
        const step = [-1, 1, -width, width].find((offset) => withDoors.layout.areaOf[door.tile + offset] === door.to + 1)!;
        let beyond = door.tile;
        while (!isFloor(plain.grid.kinds[beyond])) beyond -= step;
        expect(floorDistances(plain.grid, door.tile + step)[beyond]).toBeGreaterThan(16);
      }
    }
  });

  test("shortcut doors only knock walls through: every floor tile of the maze without them stays floor", () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const plain = maze(68, 64, {}, seed);
      const withDoors = maze(68, 64, { mazeShortcutDoors: 6, mazeEdgeExits: 1 }, seed);
      const plainExits = maze(68, 64, { mazeEdgeExits: 1 }, seed);
      for (const [without, withThem] of [
        [plain, maze(68, 64, { mazeShortcutDoors: 6 }, seed)],
        [plainExits, withDoors],
      ]) {
        const lost = [...without.grid.kinds.keys()].filter((tile) => isFloor(without.grid.kinds[tile]) && !isFloor(withThem.grid.kinds[tile]));
        expect(lost).toEqual([]);
      }
    }
  });

  test("more than the maze allows: fewer doors, no warning about the option", () => {
    const result = generateDungeon(68, 64, { layout: "maze", mazeShortcutDoors: 999 }, 3);
    const dungeon = expectDungeon(result);
    expect(doors(dungeon).length).toBeGreaterThan(4);
    expect(doors(dungeon).length).toBeLessThan(999);
    expect(result.problems.filter((problem) => problem.includes("mazeShortcutDoors"))).toEqual([]);
  });
});

describe("both options with any other maze options", () => {
  test("random sizes, paths, walls, braiding, rooms, exits and shortcuts keep every layout invariant", () => {
    const layout = findLayout("maze")!;
    fc.assert(
      fc.property(
        fc.record({
          border: fc.integer({ min: 1, max: 3 }),
          wallHeight: fc.integer({ min: 1, max: 3 }),
          mazePathWidth: fc.integer({ min: 1, max: 4 }),
          mazeWallWidth: fc.integer({ min: 1, max: 3 }),
          mazeBraidChance: fc.integer({ min: 0, max: 100 }),
          mazeRoomCount: fc.integer({ min: 0, max: 4 }),
          mazeEdgeExits: fc.integer({ min: 0, max: 1 }),
          mazeShortcutDoors: fc.integer({ min: 0, max: 30 }),
          doorChance: fc.integer({ min: 0, max: 100 }),
          secretDoorChance: fc.integer({ min: 0, max: 100 }),
        }),
        fc.integer({ min: 20, max: 110 }),
        fc.integer({ min: 20, max: 110 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (options, width, height, seed) => {
          const run = runLayout(layout, width, height, options, seed);
          if ("tooSmall" in run) return;
          expect(allProblems(expectRun(run))).toEqual([]);
        },
      ),
      { numRuns: runs(30, 300), seed: 29 },
    );
  });
});
