/**
 * Paints a generated Dungeon into an MZ map's `$dataMap.data`, all six layers, in place:
 *   z0      void / floor / wall tile, autotile shapes chosen as the editor would
 *   z1–z3   cleared
 *   z4      shadows as the editor adds them (see `shadowAt` in autotile.ts)
 *   z5      region ids for room and corridor floor
 * The array is never replaced or resized (the tilemap keeps a reference to it) and nothing is
 * allocated per tile: one loop per row reads the grid's TileKinds (never `data`, so shapes are
 * written while neighbours are still being read) and writes all six layers through small tables
 * made once per choice of tiles; only wall sides are finished after their row (the run rule).
 * Measured on a bundled build (node 20): about 0.7 ms for 256×256, where writing the same
 * 393,216 numbers in a bare loop takes 0.34 ms.
 */
import { Dungeon } from "../core/generate";
import { TileKind } from "../core/grid";
import {
  OFF_MAP,
  ShapeFamily,
  WallEdge,
  baseTileId,
  floorShape,
  hasTileSheet,
  isValidTileId,
  isWallSide,
  joinsWallSide,
  Neighbour,
  SHADOW_LEFT_HALF,
  shadowFor,
  shapeFamily,
  waterfallShape,
} from "./autotile";

/** The three tiles a dungeon is made of. An autotile id stands for its whole kind (the shape is
 * recomputed); any other id is written as is; 0 (empty) only makes sense for the void. */
export interface DungeonTiles {
  voidTile: number;
  floorTile: number;
  wallTile: number;
}

export interface PaintSettings {
  tiles: DungeonTiles;
  /** Region id (0–255, 0 = none) written on room floor. */
  roomRegion: number;
  /** Region id (0–255, 0 = none) written on corridor floor. */
  corridorRegion: number;
}

/** `$dataMap.data`: a plain Array of width*height*6 tile ids, (x, y, z) at (z*height + y)*width + x. */
export interface MapData {
  [index: number]: number;
  length: number;
}

export const MAP_LAYER_COUNT = 6;
const SHADOW_LAYER = 4;
const REGION_LAYER = 5;

/**
 * Defaults for the stock Dungeon tileset (database id 4): the void is the first A4 wall top (the
 * dark ceiling), floor the first A2 ground, walls the first A4 wall side.
 */
export const STOCK_DUNGEON_TILES: Readonly<DungeonTiles> = Object.freeze({
  voidTile: 5888, // A4 kind 80
  floorTile: 2816, // A2 kind 16
  wallTile: 6272, // A4 kind 88
});

/** Autotiles reduced to their kind's base id, other tiles unchanged. */
function normalizeDungeonTiles(tiles: DungeonTiles): DungeonTiles {
  return { voidTile: baseTileId(tiles.voidTile), floorTile: baseTileId(tiles.floorTile), wallTile: baseTileId(tiles.wallTile) };
}

/**
 * Writes the dungeon into `data` in place. Throws a RangeError when `data` does not have the
 * dungeon's size (width*height*6): the caller checks the map before generating.
 */
export function paintDungeon(data: MapData, dungeon: Dungeon, settings: PaintSettings): void {
  const { width, height } = dungeon;
  const expected = width * height * MAP_LAYER_COUNT;
  if (data.length !== expected) {
    throw new RangeError(`map data has ${data.length} entries; a ${width}×${height} map needs ${expected}`);
  }
  const painter = new DungeonPainter(dungeon.grid.kinds, width, height, settings);
  // Layers z1–z3 (upper tiles) are empty everywhere: one native fill, not three writes per tile.
  clearRange(data, width * height, 4 * width * height);
  for (let y = 0; y < height; y++) painter.paintRow(data, y);
}

/** Zeroes data[from … to − 1]: the array's own fill where it has one ($dataMap.data is an Array). */
function clearRange(data: MapData, from: number, to: number): void {
  const fill = (data as { fill?: unknown }).fill;
  if (typeof fill === "function") (data as number[]).fill(0, from, to);
  else for (let i = from; i < to; i++) data[i] = 0;
}

/*
 * How a tile's neighbourhood is read. Each column of a row's 3×3 window is one small number, its
 * column code: the TileKinds (0–3) of the tiles above, at and below the row, 2 bits each
 * (above << 4 | at << 2 | below). A (left, centre) and a (centre, right) pair of column codes
 * index tables of the `Neighbour` bits they show (the left one also holds the shadow), and the
 * tile's kind with its whole mask indexes the finished id. The map edge counts as "same" for
 * every rule; beyond it the window reads the centre row (or column) again, which gives the same
 * shapes: a missing side then equals the centre, and a missing corner equals a side next to it,
 * which either equals the centre too or shows an edge that hides the corner (floor-type shapes
 * ignore a corner beside a differing side). Shadows are the exception (a wall top casts one only
 * with a raised tile above-left), so row 0 has its own table, with nothing above.
 */

const KIND_COUNT = 4;
const KIND_BITS = 2;
const KIND_MASK = 3;
/** Column codes: 3 kinds of 2 bits. */
const COLUMN_CODES = 64;
const COLUMN_BITS = 6;
/** Neighbour masks: 8 bits. */
const MASKS = 256;
const MASK_BITS = 8;
const MASK_ALL = 0xff;
/** Left-pair entries hold the shadow above the Neighbour bits. */
const SHADOW_SHIFT = 8;
/** A shadow that depends on the wall runs' heights, decided per tile after the row. */
const SHADOW_BY_RUNS = 0xff;
const SHADOW_BY_RUNS_ENTRY = SHADOW_BY_RUNS << SHADOW_SHIFT;
/** The top bit of a left-pair entry: set only for SHADOW_BY_RUNS. */
const SHADOW_BY_RUNS_BIT = 15;
/** The finished-id entry of a wall side, whose shape is decided per tile after the row. */
const WALL_SIDE_ENTRY = -1;

function columnCode(kinds: Uint8Array, above: number, at: number, below: number): number {
  return (kinds[above] << (2 * KIND_BITS)) | (kinds[at] << KIND_BITS) | kinds[below];
}

function middleKind(code: number): number {
  return (code >> KIND_BITS) & KIND_MASK;
}

function topKind(code: number): number {
  return code >> (2 * KIND_BITS);
}

function bottomKind(code: number): number {
  return code & KIND_MASK;
}

/**
 * Layers z0–z5 of one row, `row` being its first tile and `above`/`below` the first tiles of the
 * rows read above and below it. The window slides along the row one new column per tile; the
 * columns of wall sides (and of tiles whose shadow depends on wall runs) are noted in `pending`,
 * shifted left by one with bit 0 set when the shadow is to be decided; returns how many.
 */
function paintRowLayers(
  data: MapData,
  kinds: Uint8Array,
  row: number,
  above: number,
  below: number,
  width: number,
  size: number,
  leftMasks: Uint16Array,
  { tiles, rightMasks }: PaintTables,
  regions: Int32Array,
  pending: Int32Array,
): number {
  let pendingCount = 0;
  let centre = columnCode(kinds, above, row, below);
  let left = centre;
  const shadowLayer = SHADOW_LAYER * size;
  const regionLayer = REGION_LAYER * size;
  // Column codes and the middle kind inline (columnCode, middleKind): a map entry runs this loop
  // over every tile, mostly before the engine has optimized it, where a call per tile costs.
  for (let x = 0; x < width; x++) {
    const next = x + 1;
    const right = next < width ? (kinds[above + next] << (2 * KIND_BITS)) | (kinds[row + next] << KIND_BITS) | kinds[below + next] : centre;
    const leftEntry = leftMasks[(left << COLUMN_BITS) | centre];
    const kind = (centre >> KIND_BITS) & KIND_MASK;
    const tile = tiles[(kind << MASK_BITS) | (leftEntry & MASK_ALL) | rightMasks[(centre << COLUMN_BITS) | right]];
    const i = row + x;
    data[i] = tile;
    data[i + shadowLayer] = leftEntry >> SHADOW_SHIFT;
    data[i + regionLayer] = regions[kind];
    if (tile === WALL_SIDE_ENTRY || leftEntry >= SHADOW_BY_RUNS_ENTRY) pending[pendingCount++] = (x << 1) | (leftEntry >> SHADOW_BY_RUNS_BIT);
    left = centre;
    centre = right;
  }
  return pendingCount;
}

/**
 * Paints one row at a time, all six layers of each tile in one loop, reading the grid's
 * TileKinds (never `data`, so shapes are written while neighbours are still being read). The
 * few tiles whose shape or shadow depends on a whole wall run (wall sides, and tiles beside
 * them) are noted in the loop and finished after it, so the loop itself is table lookups only.
 */
class DungeonPainter {
  private readonly tables: PaintTables;
  /** z5 by kind. */
  private readonly regions: Int32Array;
  private readonly size: number;
  /** Columns of the current row left to finish by the run rules. */
  private readonly pending: Int32Array;
  // The vertical run of equal tiles last found in each column: rows are painted top-down, so
  // each run is scanned once, even when a whole column is one wall (e.g. void and walls alike).
  private readonly runTops: Int32Array;
  private readonly runBottoms: Int32Array;
  private readonly runSides: Int32Array;

  constructor(
    private readonly kinds: Uint8Array,
    private readonly width: number,
    private readonly height: number,
    settings: PaintSettings,
  ) {
    this.tables = paintTables(normalizeDungeonTiles(settings.tiles));
    this.regions = Int32Array.of(0, settings.roomRegion, settings.corridorRegion, 0);
    this.size = width * height;
    this.pending = new Int32Array(width);
    this.runTops = new Int32Array(width).fill(-1);
    this.runBottoms = new Int32Array(width).fill(-1);
    this.runSides = new Int32Array(width);
  }

  /** All six layers of row y; the tiles that depend on wall runs are finished after the row. */
  paintRow(data: MapData, y: number): void {
    const { kinds, width, height, tables } = this;
    const row = y * width;
    const above = y > 0 ? row - width : row;
    const below = y < height - 1 ? row + width : row;
    const leftMasks = y > 0 ? tables.leftMasks : tables.topRowLeftMasks;
    const pendingCount = paintRowLayers(data, kinds, row, above, below, width, this.size, leftMasks, tables, this.regions, this.pending);
    this.finishRow(data, y, pendingCount);
  }

  /**
   * The pending tiles of row y, all wall sides: z0 by the run rule (see `wallShapeAt` in
   * autotile.ts) and, where bit 0 of the entry says so, z4 by whether the wall side to the left
   * is taller. Tiles are finished left to right and rows top-down, so the run of the column to
   * the left (a wall side too) is already known.
   */
  private finishRow(data: MapData, y: number, count: number): void {
    const { kinds, width, size, pending, runTops, runBottoms, runSides } = this;
    const { bases } = this.tables;
    const row = y * width;
    const lastRow = this.height - 1;
    for (let k = 0; k < count; k++) {
      const x = pending[k] >> 1;
      const i = row + x;
      if (y > runBottoms[x]) this.findRun(x, y);
      const top = runTops[x];
      const bottom = runBottoms[x];
      const vertical = (top === y && y > 0 ? WallEdge.Top : 0) | (bottom === y && y < lastRow ? WallEdge.Bottom : 0);
      data[i] = bases[kinds[i]] + (runSides[x] | vertical);
      if ((pending[k] & 1) !== 0) {
        const leftIsTaller = x > 0 && runBottoms[x - 1] - runTops[x - 1] > bottom - top;
        data[i + SHADOW_LAYER * size] = leftIsTaller ? SHADOW_LEFT_HALF : 0;
      }
    }
  }

  /** Makes runTops[x]..runBottoms[x] the run of equal tiles through (x, y), runSides[x] its side edges. */
  private findRun(x: number, y: number): void {
    if (y >= this.runTops[x] && y <= this.runBottoms[x]) return;
    const { kinds, width, height } = this;
    const { alike } = this.tables;
    const kind = kinds[y * width + x];
    let top = y;
    while (top > 0 && alike[kinds[(top - 1) * width + x]] === alike[kind]) top--;
    let bottom = y;
    while (bottom < height - 1 && alike[kinds[(bottom + 1) * width + x]] === alike[kind]) bottom++;
    this.runTops[x] = top;
    this.runBottoms[x] = bottom;
    this.runSides[x] = this.sideEdges(x, top, bottom, kind);
  }

  /**
   * Left/right `WallEdge`s of a wall-side run from `top` to `bottom` in column x: joined only where
   * the next column carries the wall on at both the run's top and bottom row (0 for other tiles).
   */
  private sideEdges(x: number, top: number, bottom: number, kind: number): number {
    if (this.tables.wallSides[kind] === 0) return 0;
    let edges = 0;
    if (x > 0 && !this.carriesWall(x - 1, top, bottom, kind)) edges |= WallEdge.Left;
    if (x < this.width - 1 && !this.carriesWall(x + 1, top, bottom, kind)) edges |= WallEdge.Right;
    return edges;
  }

  private carriesWall(x: number, top: number, bottom: number, wallKind: number): boolean {
    const { kinds, width } = this;
    const { joins } = this.tables;
    return joins[(kinds[top * width + x] << KIND_BITS) | wallKind] === 1 && joins[(kinds[bottom * width + x] << KIND_BITS) | wallKind] === 1;
  }
}

/** Everything the row loop looks up, made from the three tiles alone. */
interface PaintTables {
  /** Base id by TileKind (room and corridor share the floor tile). */
  bases: Int32Array;
  /** 1 where the kind's tile is a wall side, whose shape follows the run rule. */
  wallSides: Uint8Array;
  /** The first kind painted with the same tile as each kind: equal entries mean the same tile. */
  alike: Uint8Array;
  /** 1 where a tile of kind n carries on a wall side of kind w sideways, at (n << 2) | w. */
  joins: Uint8Array;
  /** Finished z0 id by (kind, Neighbour mask); WALL_SIDE_ENTRY for wall sides. */
  tiles: Int32Array;
  /** By (left, centre) column codes: the Neighbour bits of the left column, above and below, with
   * the z4 shadow (or SHADOW_BY_RUNS) shifted above them; for rows below row 0, and for row 0. */
  leftMasks: Uint16Array;
  topRowLeftMasks: Uint16Array;
  /** By (centre, right) column codes: the Neighbour bits of the right column. */
  rightMasks: Uint8Array;
}

// A map is painted with the same three tiles again and again (one plugin setting, a template
// per map): the tables of the last tiles are kept, as making them takes longer than a small map.
let lastTables: { key: string; tables: PaintTables } | null = null;

function paintTables(tiles: DungeonTiles): PaintTables {
  const key = `${tiles.voidTile},${tiles.floorTile},${tiles.wallTile}`;
  if (lastTables === null || lastTables.key !== key) lastTables = { key, tables: buildPaintTables(tiles) };
  return lastTables.tables;
}

function buildPaintTables(tiles: DungeonTiles): PaintTables {
  const bases = new Int32Array(KIND_COUNT);
  bases[TileKind.Void] = tiles.voidTile;
  bases[TileKind.Room] = tiles.floorTile; // room and corridor floor are one tile
  bases[TileKind.Corridor] = tiles.floorTile;
  bases[TileKind.Wall] = tiles.wallTile;
  const alike = Uint8Array.from(bases, (base) => bases.indexOf(base));
  const joins = new Uint8Array(KIND_COUNT * KIND_COUNT);
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    for (let wall = 0; wall < KIND_COUNT; wall++) joins[(kind << KIND_BITS) | wall] = joinsWallSide(bases[kind], bases[wall]) ? 1 : 0;
  }
  const leftMasks = new Uint16Array(COLUMN_CODES * COLUMN_CODES);
  const topRowLeftMasks = new Uint16Array(COLUMN_CODES * COLUMN_CODES);
  const rightMasks = new Uint8Array(COLUMN_CODES * COLUMN_CODES);
  for (let side = 0; side < COLUMN_CODES; side++) {
    for (let centre = 0; centre < COLUMN_CODES; centre++) {
      const kind = middleKind(centre);
      const differs = (code: number, kindOf: (code: number) => number, bit: number) => (alike[kindOf(code)] !== alike[kind] ? bit : 0);
      const leftBits =
        differs(side, middleKind, Neighbour.Left) |
        differs(side, topKind, Neighbour.TopLeft) |
        differs(side, bottomKind, Neighbour.BottomLeft) |
        differs(centre, topKind, Neighbour.Top) |
        differs(centre, bottomKind, Neighbour.Bottom);
      const pair = (side << COLUMN_BITS) | centre;
      leftMasks[pair] = leftBits | (shadowEntry(bases, side, kind, false) << SHADOW_SHIFT);
      topRowLeftMasks[pair] = leftBits | (shadowEntry(bases, side, kind, true) << SHADOW_SHIFT);
      rightMasks[(centre << COLUMN_BITS) | side] =
        differs(side, middleKind, Neighbour.Right) | differs(side, topKind, Neighbour.TopRight) | differs(side, bottomKind, Neighbour.BottomRight);
    }
  }
  const wallSides = Uint8Array.from(bases, (base) => (isWallSide(base) ? 1 : 0));
  const finished = new Int32Array(KIND_COUNT * MASKS);
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    for (let mask = 0; mask < MASKS; mask++) {
      finished[(kind << MASK_BITS) | mask] = wallSides[kind] === 1 ? WALL_SIDE_ENTRY : bases[kind] + shapeOf(bases[kind], mask);
    }
  }
  return { bases, wallSides, alike, joins, tiles: finished, leftMasks, topRowLeftMasks, rightMasks };
}

/**
 * `shadowFor` a tile of `kind` whose left column has code `left` (the left tile and the one above
 * it); SHADOW_BY_RUNS where it depends on the wall runs' heights. Row 0 has nothing above.
 */
function shadowEntry(bases: Int32Array, left: number, kind: number, topRow: boolean): number {
  const here = bases[kind];
  const leftBase = bases[middleKind(left)];
  const aboveLeft = topRow ? OFF_MAP : bases[topKind(left)];
  // A tile that is no wall side has height 0: any wall side beside it is taller.
  if (!isWallSide(here)) return shadowFor(here, leftBase, aboveLeft, isWallSide(leftBase));
  const lower = shadowFor(here, leftBase, aboveLeft, false);
  return lower === shadowFor(here, leftBase, aboveLeft, true) ? lower : SHADOW_BY_RUNS;
}

/** The editor's shape of a tile that is not a wall side, from the Neighbour mask of its 3×3. */
function shapeOf(base: number, differs: number): number {
  const left = (differs & Neighbour.Left) !== 0;
  const right = (differs & Neighbour.Right) !== 0;
  switch (shapeFamily(base)) {
    case ShapeFamily.Floor:
      return floorShape(differs);
    case ShapeFamily.Waterfall:
      return waterfallShape(left, right);
    case ShapeFamily.Wall: // roofs: every differing side is an edge
      return (
        (left ? WallEdge.Left : 0) |
        ((differs & Neighbour.Top) !== 0 ? WallEdge.Top : 0) |
        (right ? WallEdge.Right : 0) |
        ((differs & Neighbour.Bottom) !== 0 ? WallEdge.Bottom : 0)
      );
    default:
      return 0;
  }
}

/**
 * The designer's own tiles, painted on layer z0 of row 0 at x = 0, 1, 2 (void, floor, wall).
 * Returns them (autotiles as their kind's base id) when floor and wall are set and differ; void
 * may be 0 (empty) but not the floor kind (the void would become walkable). Returns null for a
 * map without such a template, e.g. one filled with a single tile.
 */
export function readTemplateTiles(data: MapData, width: number, height: number): DungeonTiles | null {
  if (width < 3 || height < 1 || data.length < width * height) return null;
  const given = { voidTile: data[0], floorTile: data[1], wallTile: data[2] };
  if (!isValidTileId(given.voidTile) || !isValidTileId(given.floorTile) || !isValidTileId(given.wallTile)) return null;
  const tiles = normalizeDungeonTiles(given);
  const { voidTile, floorTile, wallTile } = tiles;
  if (floorTile === 0 || wallTile === 0 || floorTile === wallTile || voidTile === floorTile) return null;
  return tiles;
}

/** The tiles (by field name) that this tileset cannot draw: invalid ids or sheets without an image. */
export function tilesWithoutSheet(tiles: DungeonTiles, tilesetNames: readonly string[]): (keyof DungeonTiles)[] {
  const fields: (keyof DungeonTiles)[] = ["voidTile", "floorTile", "wallTile"];
  return fields.filter((field) => !hasTileSheet(tilesetNames, tiles[field]));
}
