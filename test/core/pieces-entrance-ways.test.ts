/**
 * How an entrance that sees no floor straight ahead is joined (src/core/pieces.ts,
 * wayFromEntrance): its corridor heads for the main floor nearest the stub's end, not for the
 * layout's nearest opening farther off. Hand-drawn: a site left for a shrine whose one entrance
 * points down at the frame's edge; an opening on a corridor to its left, and a room below and to
 * the right, nearer.
 *
 *   x: 0         1         2         3
 *      0123456789012345678901234567890123456789
 *    3   ,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,      corridor along the top, down the left (x 2) and the right (x 36)
 *    6   ,           [site 14..22 × 6..16]  ,
 *   13   ,               E (18, 13)         ,     the shrine's entrance; its stub runs down to (18, 16)
 *   16   o               s                  ,     the opening o at (2, 16), 16 steps from the stub's end s
 *   18   ,                     .............      the room, rows 18–19 from x 24: 8 steps from s
 *   19   ,                     .............
 */
import { Random } from "../../src/core/random";
import { TileKind } from "../../src/core/grid";
import { placeSetPieces, planPieces } from "../../src/core/pieces";
import { gridOf, layoutOf } from "./pictures";
import { pieceOf } from "./piece-helpers";

const WIDTH = 40;
const HEIGHT = 24;
const WALL_HEIGHT = 2;
const REGION = { left: 1, top: 2, right: 38, bottom: 22 };
const SITE = { x: 14, y: 6 };
const STUB_END = { x: 18, y: 16 };
const ROOM = { left: 24, right: 36, top: 18, bottom: 19 };
/** The layout's one opening: on the left corridor, level with the stub's end. */
const OPENING = STUB_END.y * WIDTH + 2;

function mapRows(): string[] {
  const rows: string[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    let row = "";
    for (let x = 0; x < WIDTH; x++) {
      const corridor = (y === 3 && x >= 2 && x <= 36) || (y >= 3 && y <= 22 && x === 2) || (y >= 3 && y < ROOM.top && x === 36);
      const room = y >= ROOM.top && y <= ROOM.bottom && x >= ROOM.left && x <= ROOM.right;
      row += room ? "." : corridor ? "," : " ";
    }
    rows.push(row);
  }
  return rows;
}

/** A 7 × 5 shrine with one entrance in the middle of its bottom edge. */
const shrine = pieceOf({ width: 7, height: 5, entrances: [{ side: 2, at: 0.5 }], events: 0, required: true, mirror: false, spot: "anywhere", weight: 1, max: 1 }, "shrine");

describe("an entrance that sees no floor straight ahead", () => {
  it("is joined by a short corridor to the floor nearest its stub, not toward an opening farther off", () => {
    const before = gridOf(mapRows());
    const nearest = Math.abs(ROOM.left - STUB_END.x) + Math.abs(ROOM.top - STUB_END.y);
    for (let seed = 0; seed < 10; seed++) {
      const grid = gridOf(mapRows());
      const layout = layoutOf(grid, [OPENING]);
      layout.sites = Int32Array.of(SITE.y * WIDTH + SITE.x);
      const random = new Random(seed);
      const problems: string[] = [];
      const placed = placeSetPieces(grid, layout, [shrine], planPieces([shrine], 0, random), { wallHeight: WALL_HEIGHT, region: REGION, count: 0 }, random, problems);
      expect(problems).toEqual([]);
      expect(placed).toHaveLength(1);
      // The corridor is everything carved outside the piece: the stub (three tiles) and the way on.
      const carved: number[] = [];
      for (let tile = 0; tile < grid.kinds.length; tile++) {
        if (grid.kinds[tile] === TileKind.Corridor && before.kinds[tile] !== TileKind.Corridor) carved.push(tile);
      }
      const stub = [14, 15, 16].map((y) => y * WIDTH + STUB_END.x);
      expect(carved).toEqual(expect.arrayContaining(stub));
      // The way on from the stub's end is at most as long as the steps to the room (it ends beside it).
      expect(carved.length - stub.length).toBeLessThanOrEqual(nearest);
      const reachesRoom = carved.some((tile) => {
        const x = tile % WIDTH;
        const y = (tile - x) / WIDTH;
        return [tile - 1, tile + 1, tile - WIDTH, tile + WIDTH].some((next) => before.kinds[next] === TileKind.Room) && y >= ROOM.top - 1;
      });
      expect(reachesRoom).toBe(true);
      // Nothing was carved toward the corridor on the left.
      expect(carved.every((tile) => tile % WIDTH > 2 + 1)).toBe(true);
    }
  });
});
