/**
 * Test helper: RPG Maker MZ map passability as docs/architecture.md, "Passability", describes it (written from
 * the doc, not from engine code), plus a breadth-first walk over a painted map.
 *
 * `checkPassage` looks at layers 3, 2, 1, 0 of a tile; each tile's flags come from the tileset by
 * FULL tile id. A tile with the star bit is skipped; otherwise its direction bit decides (set =
 * blocked). When every layer is skipped the tile is impassable. A move needs the leaving side free
 * on the current tile and the opposite side free on the target. Events are not modelled here.
 */

/** Flag bits of `$dataTilesets[id].flags[tileId]`. */
export const PassageBit = { Down: 0x01, Left: 0x02, Right: 0x04, Up: 0x08, Star: 0x10 } as const;

/** MZ directions (numpad layout). */
export const Direction = { Down: 2, Left: 4, Right: 6, Up: 8 } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

export const DIRECTIONS: readonly Direction[] = [Direction.Down, Direction.Left, Direction.Right, Direction.Up];

export type MapData = ArrayLike<number>;
export type TilesetFlags = ArrayLike<number>;

const TILE_LAYERS = 4;

/** The passage bit of a direction: 2 → 0x01, 4 → 0x02, 6 → 0x04, 8 → 0x08. */
export function passageBit(d: Direction): number {
  return (1 << (d / 2 - 1)) & 0x0f;
}

export function reverseDirection(d: Direction): Direction {
  return (10 - d) as Direction;
}

export function xWithDirection(x: number, d: Direction): number {
  return x + (d === Direction.Right ? 1 : d === Direction.Left ? -1 : 0);
}

export function yWithDirection(y: number, d: Direction): number {
  return y + (d === Direction.Down ? 1 : d === Direction.Up ? -1 : 0);
}

export function isValid(width: number, height: number, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < width && y < height;
}

/** `checkPassage`: layers 3, 2, 1, 0; star tiles skipped; the first other tile decides. */
export function checkPassage(data: MapData, width: number, height: number, flags: TilesetFlags, x: number, y: number, bit: number): boolean {
  for (let z = TILE_LAYERS - 1; z >= 0; z--) {
    const tileId = data[(z * height + y) * width + x];
    const flag = flags[tileId] ?? 0;
    if ((flag & PassageBit.Star) !== 0) continue;
    if ((flag & bit) === 0) return true;
    if ((flag & bit) === bit) return false;
  }
  return false;
}

/** `Game_Map.isPassable(x, y, d)`: can one leave (or enter across) this side of the tile. */
export function isPassable(data: MapData, width: number, height: number, flags: TilesetFlags, x: number, y: number, d: Direction): boolean {
  return checkPassage(data, width, height, flags, x, y, passageBit(d));
}

/** `isMapPassable` for a step from (x, y) in direction d: both tiles must allow it; no map loop. */
export function canMove(data: MapData, width: number, height: number, flags: TilesetFlags, x: number, y: number, d: Direction): boolean {
  const x2 = xWithDirection(x, d);
  const y2 = yWithDirection(y, d);
  if (!isValid(width, height, x2, y2)) return false;
  return isPassable(data, width, height, flags, x, y, d) && isPassable(data, width, height, flags, x2, y2, reverseDirection(d));
}

/** Tiles the player can walk to from (startX, startY), 1 per reached tile index (y * width + x). */
export function walkableFrom(data: MapData, width: number, height: number, flags: TilesetFlags, startX: number, startY: number): Uint8Array {
  const reached = new Uint8Array(width * height);
  if (!isValid(width, height, startX, startY)) return reached;
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  reached[startY * width + startX] = 1;
  queue[tail++] = startY * width + startX;
  while (head < tail) {
    const tile = queue[head++];
    const x = tile % width;
    const y = (tile - x) / width;
    for (const d of DIRECTIONS) {
      if (!canMove(data, width, height, flags, x, y, d)) continue;
      const next = yWithDirection(y, d) * width + xWithDirection(x, d);
      if (reached[next]) continue;
      reached[next] = 1;
      queue[tail++] = next;
    }
  }
  return reached;
}
