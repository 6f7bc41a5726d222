/**
 * Line of sight on the dungeon grid: symmetric shadowcasting (Albert Ford, "Symmetric
 * Shadowcasting", albertford.com/shadowcasting; the properties are Adam Milazzo's, "Roguelike
 * Vision Algorithms"). Written from the article's description, not from any port.
 *
 * Model: the origin and floor tiles are points at tile centres; blocking tiles (void and wall by
 * default) are diamonds inscribed in their tile. Each of the four quadrants is scanned row by row
 * outwards; a row is a depth and a range of slopes, and every slope the algorithm makes is
 * (2·col − 1) / (2·depth), kept here as an exact fraction of two integers (no float ties).
 * - A floor tile is seen only if its centre lies inside the row's slope range (`is_symmetric`):
 *   this is what makes sight symmetric between floor tiles (A sees B ⇔ B sees A).
 * - A blocking tile in range is always seen (expansive walls: the walls of a room you stand in).
 * Rows are kept on an explicit stack (no recursion), and every array is allocated once in a
 * SightBuffer and reused: a call allocates nothing unless the radius grows past what it has seen.
 *
 * Radius: a tile is in sight only if dx² + dy² ≤ r² + r, the usual roguelike circle (r + ½ squared,
 * in whole numbers); the scan stops at depth r. Tiles outside the grid block and are never seen.
 */
import { Grid, TileKind } from "./grid";

/** The tiles seen by the last computeSight, reusable across calls on grids of one size. */
export interface SightBuffer {
  readonly width: number;
  readonly height: number;
  /** mark[tile] === generation ⇔ the tile was seen by the last call (never cleared: the generation moves on). */
  readonly mark: Uint32Array;
  generation: number;
  /** The tiles seen by the last call, first `count` entries (the origin first). */
  tiles: Int32Array;
  count: number;
  /** Pending rows: depth, start slope (numerator, denominator), end slope (numerator, denominator). */
  rows: Int32Array;
}

export interface SightOptions {
  /** Radius in tiles (whole number ≥ 0; 0 sees only the origin). Default 8. */
  radius: number;
  /**
   * Which tile kinds block sight, indexed by TileKind (1 = blocks). Default: void and wall block,
   * room and corridor floor do not (DEFAULT_BLOCKING).
   */
  blocking: Uint8Array;
}

/** Void and wall block sight; room and corridor floor let it through. */
export const DEFAULT_BLOCKING: Uint8Array = (() => {
  const table = new Uint8Array(256);
  table[TileKind.Void] = 1;
  table[TileKind.Wall] = 1;
  return table;
})();

export const SIGHT_DEFAULTS: Readonly<SightOptions> = Object.freeze({ radius: 8, blocking: DEFAULT_BLOCKING });

/** The largest radius computeSight honours; larger values are treated as this (a 256 map fits twice). */
export const MAX_SIGHT_RADIUS = 512;

const ROW_FIELDS = 5;

/**
 * The quadrants, four numbers each: x per depth, x per column, y per depth, y per column.
 * Flat and indexed, so the scan allocates no iterator.
 */
const QUADRANTS = Int8Array.of(
  0, 1, -1, 0, // north: x = ox + col, y = oy − depth
  0, 1, 1, 0, // south: x = ox + col, y = oy + depth
  1, 0, 0, 1, // east:  x = ox + depth, y = oy + col
  -1, 0, 0, 1, // west:  x = ox − depth, y = oy + col
);

export function createSightBuffer(width: number, height: number, radius = SIGHT_DEFAULTS.radius): SightBuffer {
  const buffer: SightBuffer = {
    width,
    height,
    mark: new Uint32Array(width * height),
    generation: 0,
    tiles: new Int32Array(0),
    count: 0,
    rows: new Int32Array(0),
  };
  reserve(buffer, radius);
  return buffer;
}

/** Sizes the lists for a radius: at most (2r+1)² tiles seen; at most r·(r+2) pending rows per quadrant. */
function reserve(buffer: SightBuffer, radius: number): void {
  const tilesNeeded = Math.min(buffer.width * buffer.height, (2 * radius + 1) * (2 * radius + 1));
  if (buffer.tiles.length < tilesNeeded) buffer.tiles = new Int32Array(tilesNeeded);
  const rowsNeeded = (radius + 1) * (radius + 2) * ROW_FIELDS;
  if (buffer.rows.length < rowsNeeded) buffer.rows = new Int32Array(rowsNeeded);
}

/** Grows the row stack when a pathological grid needs more than reserved (rare: never per call in practice). */
function growRows(buffer: SightBuffer): Int32Array {
  const grown = new Int32Array(buffer.rows.length * 2 + ROW_FIELDS * 8);
  grown.set(buffer.rows);
  buffer.rows = grown;
  return grown;
}

/** True when the last computeSight on this buffer saw the tile (index y·width + x). */
export function inSight(buffer: SightBuffer, tile: number): boolean {
  return buffer.mark[tile] === buffer.generation;
}

/** floor(a / b) for b > 0, exact for the small integers used here. */
function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/**
 * Computes what a viewer at (originX, originY) sees on the grid, into `buffer` (which must have
 * the grid's size). Returns the number of tiles seen; they are `buffer.tiles[0 … count)` and
 * `inSight(buffer, tile)` answers for any tile. An origin outside the grid sees nothing.
 */
export function computeSight(grid: Grid, originX: number, originY: number, buffer: SightBuffer, options: Partial<SightOptions> = SIGHT_DEFAULTS): number {
  const { width, height, kinds } = grid;
  const rawRadius = options.radius ?? SIGHT_DEFAULTS.radius;
  const radius = Number.isFinite(rawRadius) && rawRadius > 0 ? Math.min(MAX_SIGHT_RADIUS, Math.floor(rawRadius)) : 0;
  const blocking = options.blocking ?? DEFAULT_BLOCKING;
  reserve(buffer, radius);
  // A new generation forgets the last call's marks without clearing; on wrap-around, clear once.
  buffer.generation = (buffer.generation + 1) >>> 0;
  if (buffer.generation === 0) {
    buffer.mark.fill(0);
    buffer.generation = 1;
  }
  const generation = buffer.generation;
  const mark = buffer.mark;
  const tiles = buffer.tiles;
  let count = 0;
  buffer.count = 0;
  if (!(originX >= 0 && originY >= 0 && originX < width && originY < height) || width !== buffer.width || height !== buffer.height) return 0;
  const origin = originY * width + originX;
  mark[origin] = generation;
  tiles[count++] = origin;
  const limit = radius * radius + radius;

  for (let quadrant = 0; quadrant < QUADRANTS.length; quadrant += 4) {
    const depthX = QUADRANTS[quadrant];
    const colX = QUADRANTS[quadrant + 1];
    const depthY = QUADRANTS[quadrant + 2];
    const colY = QUADRANTS[quadrant + 3];
    let rows = buffer.rows;
    let top = 0;
    // The first row: depth 1, slopes −1 … 1.
    rows[0] = 1;
    rows[1] = -1;
    rows[2] = 1;
    rows[3] = 1;
    rows[4] = 1;
    top = ROW_FIELDS;
    while (top > 0) {
      top -= ROW_FIELDS;
      const depth = rows[top];
      let startNum = rows[top + 1];
      let startDen = rows[top + 2];
      const endNum = rows[top + 3];
      const endDen = rows[top + 4];
      if (depth > radius) continue;
      // Columns from round_ties_up(depth·start) to round_ties_down(depth·end).
      const minCol = floorDiv(2 * depth * startNum + startDen, 2 * startDen);
      const maxCol = Math.ceil((2 * depth * endNum - endDen) / (2 * endDen));
      const baseX = originX + depth * depthX;
      const baseY = originY + depth * depthY;
      const depthSquared = depth * depth;
      // prev: 0 none yet, 1 floor, 2 blocking.
      let prev = 0;
      for (let col = minCol; col <= maxCol; col++) {
        const x = baseX + col * colX;
        const y = baseY + col * colY;
        const inside = x >= 0 && y >= 0 && x < width && y < height;
        const tile = y * width + x;
        const blocks = !inside || blocking[kinds[tile]] === 1;
        // Seen: a blocking tile in range, or a floor whose centre is within the slopes (symmetry).
        if (inside && col * col + depthSquared <= limit && mark[tile] !== generation) {
          if (blocks || (col * startDen >= depth * startNum && col * endDen <= depth * endNum)) {
            mark[tile] = generation;
            tiles[count++] = tile;
          }
        }
        if (prev === 2 && !blocks) {
          // Wall → floor: the light starts again at this tile's left edge.
          startNum = 2 * col - 1;
          startDen = 2 * depth;
        } else if (prev === 1 && blocks) {
          // Floor → wall: the next row sees up to this tile's left edge.
          if (top + ROW_FIELDS > rows.length) rows = growRows(buffer);
          rows[top] = depth + 1;
          rows[top + 1] = startNum;
          rows[top + 2] = startDen;
          rows[top + 3] = 2 * col - 1;
          rows[top + 4] = 2 * depth;
          top += ROW_FIELDS;
        }
        prev = blocks ? 2 : 1;
      }
      if (prev === 1) {
        if (top + ROW_FIELDS > rows.length) rows = growRows(buffer);
        rows[top] = depth + 1;
        rows[top + 1] = startNum;
        rows[top + 2] = startDen;
        rows[top + 3] = endNum;
        rows[top + 4] = endDen;
        top += ROW_FIELDS;
      }
    }
  }
  buffer.count = count;
  return count;
}
