/**
 * The maze layout's rules for its size and its options, through the registry and generateDungeon:
 * the maze fills the map, straight runs follow mazeStraightChance, rooms as large as the maze make
 * one room. The invariants and the perfect/braided maze rules are in maze.test.ts.
 */
import fc from "fast-check";
import { Dungeon, Rect, generateDungeon, isFloor } from "../../src/core";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

function maze(width: number, height: number, given: Record<string, number>, seed: number): Dungeon {
  return expectDungeon(generateDungeon(width, height, { layout: "maze", ...given }, seed));
}

/** The cells as the overlay draws them: their boxes, in rows. */
function cellGrid(dungeon: Dungeon): { boxes: Rect[]; columns: number; rows: number } {
  const boxes = dungeon.layout.overlay.boxes;
  const columns = boxes.filter((box) => box.y === boxes[0].y).length;
  return { boxes, columns, rows: boxes.length / columns };
}

/** How many cells the maze goes straight through: two links, opposite each other (read from the floor between cells). */
function straightCells(dungeon: Dungeon): number {
  const { boxes, columns } = cellGrid(dungeon);
  const floorAt = (x: number, y: number) => isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
  let straight = 0;
  boxes.forEach((box, i) => {
    const east = i % columns < columns - 1 && floorAt(box.x + box.width, box.y);
    const west = i % columns > 0 && floorAt(box.x - 1, box.y);
    const south = i + columns < boxes.length && floorAt(box.x, box.y + box.height);
    const north = i >= columns && floorAt(box.x, box.y - 1);
    const links = [east, west, south, north].filter(Boolean).length;
    if (links === 2 && ((east && west) || (north && south))) straight++;
  });
  return straight;
}

describe("size", () => {
  test("the maze fills the map: no further column or row of cells would fit inside the border, and the cells are centred", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 90 }),
        fc.integer({ min: 20, max: 90 }),
        fc.record({ border: fc.integer({ min: 1, max: 3 }), wallHeight: fc.integer({ min: 1, max: 3 }), mazePathWidth: fc.integer({ min: 1, max: 4 }), mazeWallWidth: fc.integer({ min: 1, max: 4 }) }),
        (width, height, given) => {
          const result = generateDungeon(width, height, { layout: "maze", ...given }, 1);
          if (!result.ok) return;
          const { boxes, columns, rows } = cellGrid(result.dungeon);
          const { border, wallHeight, mazePathWidth: path, mazeWallWidth: wall } = given;
          const wallRows = Math.max(wall, wallHeight + 1);
          const top = Math.max(border, wallHeight);
          const last = boxes[boxes.length - 1];
          const spareColumns = width - border - (last.x + last.width) + (boxes[0].x - border);
          const spareRows = height - border - (last.y + last.height) + (boxes[0].y - top);
          expect([columns, rows, spareColumns < path + wall, spareRows < path + wallRows]).toEqual([columns, rows, true, true]);
          expect(Math.abs(width - border - (last.x + last.width) - (boxes[0].x - border))).toBeLessThanOrEqual(1);
          expect(Math.abs(height - border - (last.y + last.height) - (boxes[0].y - top))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: runs(30, 2000) },
    );
  });
});

describe("options", () => {
  test("mazeStraightChance 100 runs straight far more often than 0", () => {
    let plain = 0;
    let straight = 0;
    for (let seed = 1; seed <= 4; seed++) {
      plain += straightCells(maze(80, 80, { mazePathWidth: 1, wallHeight: 1 }, seed));
      straight += straightCells(maze(80, 80, { mazePathWidth: 1, wallHeight: 1, mazeStraightChance: 100 }, seed));
    }
    expect(straight).toBeGreaterThan(plain * 1.5);
  });

  test("a room as large as the maze makes the whole maze one room, with no opening", () => {
    const whole = maze(9, 12, { mazeRoomCount: 1, mazeRoomMinSize: 2, mazeRoomMaxSize: 2 }, 0);
    expect(whole.layout.areas).toEqual([{ id: 0, kind: "room", bounds: { x: 1, y: 2, width: 7, height: 9 }, size: 63 }]);
    expect(whole.layout.openings).toEqual([]);
  });

  test("a room side larger than the maze is cut to the maze's columns and rows", () => {
    const cut = maze(9, 18, { mazeRoomCount: 2, mazeRoomMinSize: 16, mazeRoomMaxSize: 16 }, 3);
    expect(cut.layout.areas.map((area) => area.kind)).toEqual(["room"]);
    expect(cut.layout.areas[0].size).toBe(cut.layout.areas[0].bounds.width * cut.layout.areas[0].bounds.height);
  });

});
