/**
 * The room chain's rules ("rooms" layout) for room sizes and doorways, through generateDungeon. The
 * invariants, rooms kept apart, loops and roomMax are in roomchain.test.ts.
 */
import fc from "fast-check";
import { Dungeon, TileKind, generateDungeon } from "../../src/core";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

const sizes = fc.record({
  roomMinWidth: fc.integer({ min: 3, max: 9 }),
  roomMaxWidth: fc.integer({ min: 3, max: 12 }),
  roomMinHeight: fc.integer({ min: 3, max: 9 }),
  roomMaxHeight: fc.integer({ min: 3, max: 12 }),
  wallHeight: fc.integer({ min: 1, max: 3 }),
  loopChance: fc.integer({ min: 0, max: 100 }),
  hallChance: fc.constant(0),
});

function rooms(width: number, height: number, given: Record<string, number>, seed: number): Dungeon | null {
  const result = generateDungeon(width, height, { layout: "rooms", ...given }, seed);
  return result.ok ? result.dungeon : null;
}

/** The bounds and count of an area's room floor (a doorway dug from the room may belong to its area as corridor floor). */
function roomFloorOf(dungeon: Dungeon, id: number): { width: number; height: number; size: number } {
  let [left, top, right, bottom, size] = [Infinity, Infinity, -1, -1, 0];
  dungeon.layout.areaOf.forEach((label, tile) => {
    if (label !== id + 1 || dungeon.grid.kinds[tile] !== TileKind.Room) return;
    const x = tile % dungeon.width;
    const y = Math.floor(tile / dungeon.width);
    [left, top, right, bottom, size] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y), size + 1];
  });
  return { width: right - left + 1, height: bottom - top + 1, size };
}

describe("room chain", () => {
  test("with Hall Chance 0, every room keeps the sizes asked for, also on maps smaller than the largest room (a room is clipped, never below the minimum)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 40 }), fc.integer({ min: 6, max: 40 }), sizes, fc.nat(), (width, height, given, seed) => {
        const dungeon = rooms(width, height, given, seed);
        if (!dungeon) return;
        const minWidth = Math.min(given.roomMinWidth, given.roomMaxWidth);
        const minHeight = Math.min(given.roomMinHeight, given.roomMaxHeight);
        for (const room of dungeon.layout.areas.filter((area) => area.kind === "room")) {
          const { width: w, height: h, size } = roomFloorOf(dungeon, room.id);
          expect([size === w * h, w >= minWidth && w <= given.roomMaxWidth, h >= minHeight && h <= given.roomMaxHeight]).toEqual([true, true, true]);
        }
      }),
      { numRuns: runs(60, 3000) },
    );
  });

  test("a doorway is 1 tile between rooms side by side and wallHeight + 1 tiles between rooms one above the other", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 60 }), fc.integer({ min: 20, max: 60 }), sizes, fc.nat(), (width, height, given, seed) => {
        const dungeon = rooms(width, height, given, seed);
        if (!dungeon) return;
        for (const doorway of dungeon.layout.areas.filter((area) => area.kind !== "room")) {
          const { width: w, height: h } = doorway.bounds;
          const shape = `${w}×${h}`;
          expect([shape, doorway.size]).toEqual(w === 1 && h === 1 ? ["1×1", 1] : [`1×${given.wallHeight + 1}`, given.wallHeight + 1]);
        }
      }),
      { numRuns: runs(40, 2000) },
    );
  });

  test.each([
    [{}, 5, 6],
    [{ border: 3, roomMinWidth: 4, roomMaxWidth: 9, roomMinHeight: 5, roomMaxHeight: 9 }, 10, 11],
    [{ wallHeight: 3, roomMinHeight: 6, roomMaxHeight: 6 }, 5, 10],
  ])("%j: the smallest map (%i×%i) holds one smallest room filling the space inside the border", (given, width, height) => {
    const dungeon = expectDungeon(generateDungeon(width, height, { layout: "rooms", ...given }, 7));
    const border = (given as { border?: number }).border ?? 1;
    const wallHeight = (given as { wallHeight?: number }).wallHeight ?? 2;
    expect(dungeon.layout.areas.map((area) => area.bounds)).toEqual([{ x: border, y: Math.max(border, wallHeight), width: width - 2 * border, height: height - border - Math.max(border, wallHeight) }]);
    expect(generateDungeon(width - 1, height, { layout: "rooms", ...given }, 7).ok).toBe(false);
  });
});
