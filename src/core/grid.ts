/**
 * The dungeon as a flat grid of tile kinds: one byte per tile, index = y * width + x.
 * Room floor and corridor floor are kept apart so placement, painting and metrics can tell
 * them apart without re-deriving anything.
 */
import { safeFormat } from "./options";
import { borrowUint8 } from "./scratch";

export const TileKind = {
  Void: 0,
  Room: 1,
  Corridor: 2,
  Wall: 3,
} as const;
export type TileKind = (typeof TileKind)[keyof typeof TileKind];

export interface Grid {
  readonly width: number;
  readonly height: number;
  /** TileKind per tile, row-major. */
  readonly kinds: Uint8Array;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest map side a dungeon is generated for. The MZ editor stops at 256; the margin lets
 * tools go further while a typo such as 65536 × 65536 can never allocate gigabytes.
 */
export const MAX_MAP_SIDE = 1024;

/**
 * Why `width` × `height` cannot be a grid (not whole numbers, negative, or a side above
 * MAX_MAP_SIDE), or null when it can. Takes any value and never throws.
 */
export function checkGridSize(width: unknown, height: unknown): string | null {
  const bad = [
    ["width", width],
    ["height", height],
  ].filter(([, side]) => !(typeof side === "number" && Number.isInteger(side) && side >= 0 && side <= MAX_MAP_SIDE));
  if (bad.length === 0) return null;
  return bad.map(([name, side]) => `map ${name} ${safeFormat(side)} is not a whole number from 0 to ${MAX_MAP_SIDE}`).join("; ");
}

/**
 * An all-void grid. Its tiles are lent by scratch.ts (filled with void first): a caller done with a
 * dungeon may give them back (releaseDungeon) so the next map entry reuses the memory.
 */
export function createGrid(width: number, height: number): Grid {
  return { width, height, kinds: borrowUint8(width * height) };
}

export function isFloor(kind: number): boolean {
  return kind === TileKind.Room || kind === TileKind.Corridor;
}

/** isFloor as a table by tile kind (a byte): one read instead of a call, for loops over every tile. */
export const FLOOR_KIND: Uint8Array = Uint8Array.from({ length: 256 }, (_, kind) => (isFloor(kind) ? 1 : 0));

/** Sets every tile of the rectangle (clipped to the grid) to `kind`. */
export function fillRect(grid: Grid, rect: Rect, kind: TileKind): void {
  fillBox(grid, rect.x, rect.y, rect.width, rect.height, kind);
}

/**
 * `fillRect` for a rectangle given as numbers: for hot loops that would otherwise make an object
 * per call. With `onlyOver`, only tiles of that kind change (a corridor drawn over void only).
 */
export function fillBox(grid: Grid, x: number, y: number, boxWidth: number, boxHeight: number, kind: TileKind, onlyOver?: TileKind): void {
  const left = Math.max(0, x);
  const top = Math.max(0, y);
  const right = Math.min(grid.width, x + boxWidth);
  const bottom = Math.min(grid.height, y + boxHeight);
  const { kinds, width } = grid;
  // A plain loop: rectangles are small, and TypedArray.fill's call cost dominates at this size.
  for (let row = top; row < bottom; row++) {
    for (let i = row * width + left, end = row * width + right; i < end; i++) if (onlyOver === undefined || kinds[i] === onlyOver) kinds[i] = kind;
  }
}

/** Replaces every tile of kind `from` with `to`. */
export function replaceKind(grid: Grid, from: TileKind, to: TileKind): void {
  const kinds = grid.kinds;
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === from) kinds[i] = to;
}
