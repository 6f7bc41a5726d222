/**
 * The dungeon as a flat grid of tile kinds: one byte per tile, index = y * width + x.
 * Room floor and corridor floor are kept apart so placement, painting and metrics can tell
 * them apart without re-deriving anything.
 */
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

export function createGrid(width: number, height: number): Grid {
  return { width, height, kinds: new Uint8Array(width * height) };
}

export function isFloor(kind: number): boolean {
  return kind === TileKind.Room || kind === TileKind.Corridor;
}

/** Sets every tile of the rectangle (clipped to the grid) to `kind`. */
export function fillRect(grid: Grid, rect: Rect, kind: TileKind): void {
  const left = Math.max(0, rect.x);
  const top = Math.max(0, rect.y);
  const right = Math.min(grid.width, rect.x + rect.width);
  const bottom = Math.min(grid.height, rect.y + rect.height);
  const { kinds, width } = grid;
  // A plain loop: rectangles are small, and TypedArray.fill's call cost dominates at this size.
  for (let y = top; y < bottom; y++) {
    for (let i = y * width + left, end = y * width + right; i < end; i++) kinds[i] = kind;
  }
}

/** Replaces every tile of kind `from` with `to`. */
export function replaceKind(grid: Grid, from: TileKind, to: TileKind): void {
  const kinds = grid.kinds;
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === from) kinds[i] = to;
}
