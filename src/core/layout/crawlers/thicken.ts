/** Stage 2, thicken: painted walls too thin for a wall face and its ceiling grow (invariant 6). */
import { TileKind } from "../../grid";
import { Builder, PAINTED_WALL_GENERATION } from "./builder";

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/**
 * Invariant 6 for what the pen did not lay (painted walls): a run of wall between floor above and
 * below that is shorter than wallHeight + 1 grows downward into unpainted floor, else upward; a
 * run that can grow neither way (painted floor on both sides) is opened instead.
 */
export function thickenWalls(builder: Builder): void {
  const { width, kinds, laidBy, penHeight } = builder;
  const { left, top, right, bottom } = builder.region;
  for (let x = left; x <= right; x++) {
    let y = top;
    while (y <= bottom) {
      if (kinds[y * width + x] !== VOID) {
        y++;
        continue;
      }
      let end = y;
      while (end + 1 <= bottom && kinds[(end + 1) * width + x] === VOID) end++;
      const length = end - y + 1;
      const floorAbove = y > top;
      const floorBelow = end < bottom;
      if (!floorAbove || !floorBelow || length >= penHeight) {
        y = end + 1;
        continue;
      }
      const missing = penHeight - length;
      if (columnFree(builder, x, end + 1, Math.min(bottom, end + missing))) {
        for (let row = end + 1; row <= Math.min(bottom, end + missing); row++) closeTile(kinds, laidBy, row * width + x);
        y = end + missing + 1;
      } else if (y - missing >= top && columnFree(builder, x, y - missing, y - 1)) {
        for (let row = y - missing; row < y; row++) closeTile(kinds, laidBy, row * width + x);
        y = end + 1;
      } else {
        for (let row = y; row <= end; row++) kinds[row * width + x] = ROOM;
        y = end + 1;
      }
    }
  }
}

/** True when rows from..to of a column hold no painted floor. */
function columnFree(builder: Builder, x: number, from: number, to: number): boolean {
  for (let row = from; row <= to; row++) if (builder.guarded[row * builder.width + x]) return false;
  return true;
}

export function closeTile(kinds: Uint8Array, laidBy: Uint8Array, tile: number): void {
  if (kinds[tile] === VOID) return;
  kinds[tile] = VOID;
  // A thickened painted wall is shown as painted; floor filled under a crawler's wall as that wall.
  laidBy[tile] = laidBy[tile] || PAINTED_WALL_GENERATION;
}
