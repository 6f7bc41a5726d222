/**
 * A painted MZ map (`$dataMap.data`, layers z0–z4) → RGBA pixels drawn from the tileset's sheet
 * images the way MZ's Tilemap draws them (rmmz_core.js, Tilemap: _addSpot, _addAutotile,
 * _addNormalTile, _addTableEdge, _addShadow; read there, written here for the preview):
 *   - per tile, the lower layer first: z0 and z1 unless starred, the z4 shadow, the edge of an
 *     A2 table above, then z2 and z3 unless starred; starred tiles (flag 0x10) after all of them;
 *   - autotiles (A1–A4) are four 24×24 quarters, each taken from the sheet at the place the
 *     shape's entry of the floor, wall or waterfall table names; A1's animated kinds show frame 0;
 *   - A5 and B–E are whole 48×48 tiles, B–E 256 per sheet in two 8-column halves;
 *   - a shadow bit darkens its quarter with black at alpha 0.5; id 0 draws nothing (black shows).
 * A tile whose sheet has no image is drawn in its block colour (the caller's `fallback`): the
 * whole tile on z0, the middle of it on upper layers, and counted per sheet.
 * No Node or DOM APIs: the sheets arrive as RgbaImages.
 */
import { SheetIndex, TILE_ID_A1, TILE_ID_A2, TILE_ID_A3, TILE_ID_A4, TILE_ID_A5, TILE_ID_MAX, autotileKind, autotileShape, tileSheetIndex } from "../../src/mz/autotile";
import type { Rgba } from "./palette";
import type { RgbaImage } from "./pixels";

/** MZ's tile size in its sheets (System.json tileSize 48, the RTP's). */
export const SHEET_TILE_SIZE = 48;
const QUARTER = SHEET_TILE_SIZE / 2;
/** The sizes a tile may be drawn at: the sheet's, or that shrunk by a whole factor. */
export const TILE_SIZES: readonly number[] = [48, 24, 16];

const FLAG_HIGHER = 0x10;
const FLAG_TABLE = 0x80;
const SHADOW_LAYER = 4;
const SHADOW_ALPHA = 0.5;
/** Stands for "no sheet": a shadow rectangle (black at SHADOW_ALPHA). */
const SHADOW_SHEET = -1;

/** [x, y] in quarter-tile units of each of the four quarters (top-left, top-right, bottom-left, bottom-right), per shape. */
type QuarterTable = ReadonlyArray<ReadonlyArray<readonly [number, number]>>;

// The engine's layouts of an autotile block: which quarter of the block each shape takes.
// Floor type: a block of 2×3 tiles (4×6 quarters); shapes 0–47.
// prettier-ignore
const FLOOR_QUARTERS: QuarterTable = [
  [[2, 4], [1, 4], [2, 3], [1, 3]], [[2, 0], [1, 4], [2, 3], [1, 3]], [[2, 4], [3, 0], [2, 3], [1, 3]], [[2, 0], [3, 0], [2, 3], [1, 3]],
  [[2, 4], [1, 4], [2, 3], [3, 1]], [[2, 0], [1, 4], [2, 3], [3, 1]], [[2, 4], [3, 0], [2, 3], [3, 1]], [[2, 0], [3, 0], [2, 3], [3, 1]],
  [[2, 4], [1, 4], [2, 1], [1, 3]], [[2, 0], [1, 4], [2, 1], [1, 3]], [[2, 4], [3, 0], [2, 1], [1, 3]], [[2, 0], [3, 0], [2, 1], [1, 3]],
  [[2, 4], [1, 4], [2, 1], [3, 1]], [[2, 0], [1, 4], [2, 1], [3, 1]], [[2, 4], [3, 0], [2, 1], [3, 1]], [[2, 0], [3, 0], [2, 1], [3, 1]],
  [[0, 4], [1, 4], [0, 3], [1, 3]], [[0, 4], [3, 0], [0, 3], [1, 3]], [[0, 4], [1, 4], [0, 3], [3, 1]], [[0, 4], [3, 0], [0, 3], [3, 1]],
  [[2, 2], [1, 2], [2, 3], [1, 3]], [[2, 2], [1, 2], [2, 3], [3, 1]], [[2, 2], [1, 2], [2, 1], [1, 3]], [[2, 2], [1, 2], [2, 1], [3, 1]],
  [[2, 4], [3, 4], [2, 3], [3, 3]], [[2, 4], [3, 4], [2, 1], [3, 3]], [[2, 0], [3, 4], [2, 3], [3, 3]], [[2, 0], [3, 4], [2, 1], [3, 3]],
  [[2, 4], [1, 4], [2, 5], [1, 5]], [[2, 0], [1, 4], [2, 5], [1, 5]], [[2, 4], [3, 0], [2, 5], [1, 5]], [[2, 0], [3, 0], [2, 5], [1, 5]],
  [[0, 4], [3, 4], [0, 3], [3, 3]], [[2, 2], [1, 2], [2, 5], [1, 5]], [[0, 2], [1, 2], [0, 3], [1, 3]], [[0, 2], [1, 2], [0, 3], [3, 1]],
  [[2, 2], [3, 2], [2, 3], [3, 3]], [[2, 2], [3, 2], [2, 1], [3, 3]], [[2, 4], [3, 4], [2, 5], [3, 5]], [[2, 0], [3, 4], [2, 5], [3, 5]],
  [[0, 4], [1, 4], [0, 5], [1, 5]], [[0, 4], [3, 0], [0, 5], [1, 5]], [[0, 2], [3, 2], [0, 3], [3, 3]], [[0, 2], [1, 2], [0, 5], [1, 5]],
  [[0, 4], [3, 4], [0, 5], [3, 5]], [[2, 2], [3, 2], [2, 5], [3, 5]], [[0, 2], [3, 2], [0, 5], [3, 5]], [[0, 0], [1, 0], [0, 1], [1, 1]],
];

// Wall type (roofs, walls, wall sides): a block of 2×2 tiles (4×4 quarters); shapes 0–15 (WallEdge bits).
// prettier-ignore
const WALL_QUARTERS: QuarterTable = [
  [[2, 2], [1, 2], [2, 1], [1, 1]], [[0, 2], [1, 2], [0, 1], [1, 1]], [[2, 0], [1, 0], [2, 1], [1, 1]], [[0, 0], [1, 0], [0, 1], [1, 1]],
  [[2, 2], [3, 2], [2, 1], [3, 1]], [[0, 2], [3, 2], [0, 1], [3, 1]], [[2, 0], [3, 0], [2, 1], [3, 1]], [[0, 0], [3, 0], [0, 1], [3, 1]],
  [[2, 2], [1, 2], [2, 3], [1, 3]], [[0, 2], [1, 2], [0, 3], [1, 3]], [[2, 0], [1, 0], [2, 3], [1, 3]], [[0, 0], [1, 0], [0, 3], [1, 3]],
  [[2, 2], [3, 2], [2, 3], [3, 3]], [[0, 2], [3, 2], [0, 3], [3, 3]], [[2, 0], [3, 0], [2, 3], [3, 3]], [[0, 0], [3, 0], [0, 3], [3, 3]],
];

// Waterfalls: a block of 2×1 tiles (4×2 quarters); shapes 0–3 (left and right edges).
// prettier-ignore
const WATERFALL_QUARTERS: QuarterTable = [
  [[2, 0], [1, 0], [2, 1], [1, 1]], [[0, 0], [1, 0], [0, 1], [1, 1]], [[2, 0], [3, 0], [2, 1], [3, 1]], [[0, 0], [3, 0], [0, 1], [3, 1]],
];

/** One rectangle copied from a sheet (or a shadow) onto a tile; destination relative to the tile's top-left, all in sheet pixels. */
export interface TileRect {
  /** Index into the sheets (SheetIndex), or −1 for a shadow. */
  sheet: number;
  sx: number;
  sy: number;
  dx: number;
  dy: number;
  w: number;
  h: number;
}

/** Where an autotile kind's block starts on its sheet, in tiles, and which table its shapes use (frame 0 of animations). */
function autotileBlock(id: number): { sheet: number; bx: number; by: number; table: QuarterTable } {
  const kind = autotileKind(id);
  const tx = kind % 8;
  const ty = Math.floor(kind / 8);
  if (id < TILE_ID_A2) {
    // A1: sea, deep sea, rock and iceberg have fixed places; the rest sit in 8×6-tile groups,
    // even kinds water (frame 0 is the group's first block), odd kinds waterfalls (right of it).
    const fixed: Record<number, [number, number]> = { 0: [0, 0], 1: [0, 3], 2: [6, 0], 3: [6, 3] };
    if (kind in fixed) return { sheet: SheetIndex.A1, bx: fixed[kind][0], by: fixed[kind][1], table: FLOOR_QUARTERS };
    const bx = Math.floor(tx / 4) * 8 + (kind % 2 === 0 ? 0 : 6);
    const by = ty * 6 + (Math.floor(tx / 2) % 2) * 3;
    return { sheet: SheetIndex.A1, bx, by, table: kind % 2 === 0 ? FLOOR_QUARTERS : WATERFALL_QUARTERS };
  }
  if (id < TILE_ID_A3) return { sheet: SheetIndex.A2, bx: tx * 2, by: (ty - 2) * 3, table: FLOOR_QUARTERS };
  if (id < TILE_ID_A4) return { sheet: SheetIndex.A3, bx: tx * 2, by: (ty - 6) * 2, table: WALL_QUARTERS };
  // A4: rows alternate wall tops (3 tiles high, floor table) and wall sides (2 tiles high, wall table).
  const sideRow = ty % 2 === 1;
  return { sheet: SheetIndex.A4, bx: tx * 2, by: Math.floor((ty - 10) * 2.5 + (sideRow ? 0.5 : 0)), table: sideRow ? WALL_QUARTERS : FLOOR_QUARTERS };
}

/** True for an A2 tile the tileset flags as a table (drawn with legs, and an edge on the tile below). */
function isTable(id: number, flags: ArrayLike<number>): boolean {
  return id >= TILE_ID_A2 && id < TILE_ID_A3 && ((flags[id] ?? 0) & FLAG_TABLE) !== 0;
}

/** The rectangles that draw one tile id (none for 0 and ids no sheet holds). */
export function tileRects(id: number, flags: ArrayLike<number>): TileRect[] {
  if (!(id > 0 && id < TILE_ID_MAX) || tileSheetIndex(id) < 0) return [];
  if (id < TILE_ID_A1) return [normalTileRect(id)];
  const { sheet, bx, by, table } = autotileBlock(id);
  const quarters = table[autotileShape(id)];
  if (!quarters) return [];
  const table2 = isTable(id, flags);
  const rects: TileRect[] = [];
  quarters.forEach(([qx, qy], i) => {
    const sx = (bx * 2 + qx) * QUARTER;
    const sy = (by * 2 + qy) * QUARTER;
    const dx = (i % 2) * QUARTER;
    const dy = Math.floor(i / 2) * QUARTER;
    if (table2 && (qy === 1 || qy === 5)) {
      // A table's top edge row: the table top from row 3, then the top half of this quarter as its legs.
      const qx2 = qy === 1 ? (4 - qx) % 4 : qx;
      rects.push({ sheet, sx: (bx * 2 + qx2) * QUARTER, sy: (by * 2 + 3) * QUARTER, dx, dy, w: QUARTER, h: QUARTER });
      rects.push({ sheet, sx, sy, dx, dy: dy + QUARTER / 2, w: QUARTER, h: QUARTER / 2 });
    } else {
      rects.push({ sheet, sx, sy, dx, dy, w: QUARTER, h: QUARTER });
    }
  });
  return rects;
}

/** A5 and B–E: one whole tile; B–E hold 256 tiles as two 8-column halves of 128. */
function normalTileRect(id: number): TileRect {
  const sheet = id >= TILE_ID_A5 ? SheetIndex.A5 : SheetIndex.B + Math.floor(id / 256);
  const column = (Math.floor(id / 128) % 2) * 8 + (id % 8);
  const row = Math.floor((id % 256) / 8) % 16;
  return { sheet, sx: column * SHEET_TILE_SIZE, sy: row * SHEET_TILE_SIZE, dx: 0, dy: 0, w: SHEET_TILE_SIZE, h: SHEET_TILE_SIZE };
}

/** The lower half of the bottom quarters of the A2 table above, drawn at the top of the tile below it. */
export function tableEdgeRects(id: number): TileRect[] {
  if (!(id >= TILE_ID_A2 && id < TILE_ID_A3)) return [];
  const { sheet, bx, by } = autotileBlock(id);
  const quarters = FLOOR_QUARTERS[autotileShape(id)];
  return [0, 1].map((i) => {
    const [qx, qy] = quarters[2 + i];
    return { sheet, sx: (bx * 2 + qx) * QUARTER, sy: (by * 2 + qy) * QUARTER + QUARTER / 2, dx: i * QUARTER, dy: 0, w: QUARTER, h: QUARTER / 2 };
  });
}

/** The z4 shadow's quarters: bit i darkens quarter i (top-left, top-right, bottom-left, bottom-right). */
export function shadowRects(bits: number): TileRect[] {
  const rects: TileRect[] = [];
  for (let i = 0; i < 4; i++) {
    if ((bits & (1 << i)) !== 0) rects.push({ sheet: SHADOW_SHEET, sx: 0, sy: 0, dx: (i % 2) * QUARTER, dy: Math.floor(i / 2) * QUARTER, w: QUARTER, h: QUARTER });
  }
  return rects;
}

/** A painted map: `data[(z * height + y) * width + x]`, six layers. */
export interface TileMap {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

export interface TilemapSource {
  /** The nine sheets by SheetIndex (A1–A5, B–E); null where there is no image. */
  sheets: ReadonlyArray<RgbaImage | null>;
  /** The tileset's flags by tile id (star 0x10, table 0x80); missing entries count as 0. */
  flags: ArrayLike<number>;
}

/** The colour a tile is drawn in when its sheet has no image, by map tile index and layer. */
export type FallbackColour = (tile: number, z: number) => Rgba;

export interface TilemapPicture {
  image: RgbaImage;
  /** By SheetIndex: how many tiles were drawn in their block colour because that sheet has no image. */
  fallbackTiles: number[];
}

/** One thing drawn on a map tile: a layer's tile id (z 0–3), the shadow (z 4) or the edge of the table above (z 1, its id). */
export interface Drawing {
  z: number;
  id: number;
  rects: TileRect[];
}

/** What one map tile draws, in the engine's order: the lower pass (z0, z1, shadow, table edge, z2, z3 unless starred), then the starred tiles. */
export function spotDrawings(map: TileMap, flags: ArrayLike<number>, x: number, y: number): Drawing[] {
  const { width, height, data } = map;
  const size = width * height;
  const tile = y * width + x;
  const read = (z: number, at: number) => Number(data[z * size + at]) || 0;
  const ids = [0, 1, 2, 3].map((z) => read(z, tile));
  const higher = (id: number) => ((flags[id] ?? 0) & FLAG_HIGHER) !== 0;
  const lower: Drawing[] = [];
  const upper: Drawing[] = [];
  const add = (z: number) => (higher(ids[z]) ? upper : lower).push({ z, id: ids[z], rects: tileRects(ids[z], flags) });
  add(0);
  add(1);
  lower.push({ z: SHADOW_LAYER, id: 0, rects: shadowRects(read(SHADOW_LAYER, tile) & 0x0f) });
  const aboveZ1 = y > 0 ? read(1, tile - width) : 0;
  const raised = ids[0] >= TILE_ID_A3 && ids[0] < TILE_ID_MAX; // A3/A4 tiles hide the table's edge
  if (isTable(aboveZ1, flags) && !isTable(ids[1], flags) && !raised) lower.push({ z: 1, id: aboveZ1, rects: tableEdgeRects(aboveZ1) });
  add(2);
  add(3);
  return [...lower, ...upper];
}

/**
 * Draws the map at `tileSize` pixels per tile (48, or 24 / 16: each tile composed at 48 and
 * every 2×2 / 3×3 block of it averaged). Unknown sizes are drawn at 48.
 */
export function renderTilemap(map: TileMap, source: TilemapSource, tileSize: number, fallback: FallbackColour): TilemapPicture {
  const size = TILE_SIZES.includes(tileSize) ? tileSize : SHEET_TILE_SIZE;
  const image: RgbaImage = { width: map.width * size, height: map.height * size, data: new Uint8ClampedArray(map.width * size * map.height * size * 4) };
  const fallbackTiles = new Array<number>(9).fill(0);
  const tile = new Float32Array(SHEET_TILE_SIZE * SHEET_TILE_SIZE * 3);
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      tile.fill(0); // the black behind the map
      for (const drawing of spotDrawings(map, source.flags, x, y)) {
        const missing = drawing.rects.find((rect) => rect.sheet >= 0 && !source.sheets[rect.sheet]);
        if (missing) {
          fallbackTiles[missing.sheet]++;
          fillFallback(tile, fallback(y * map.width + x, drawing.z), drawing.z === 0);
          continue;
        }
        for (const rect of drawing.rects) drawRect(tile, rect, rect.sheet >= 0 ? source.sheets[rect.sheet] : null);
      }
      putTile(image, tile, x * size, y * size, size);
    }
  }
  return { image, fallbackTiles };
}

/** The block colour over the whole tile (z0) or its middle half (upper layers, so the ground shows). */
function fillFallback(tile: Float32Array, colour: Rgba, whole: boolean): void {
  const from = whole ? 0 : SHEET_TILE_SIZE / 4;
  const to = whole ? SHEET_TILE_SIZE : (SHEET_TILE_SIZE * 3) / 4;
  for (let y = from; y < to; y++) {
    for (let x = from; x < to; x++) tile.set([colour[0], colour[1], colour[2]], (y * SHEET_TILE_SIZE + x) * 3);
  }
}

/** Source-over blending of one rectangle; pixels outside the sheet are transparent; a null sheet is the shadow. */
function drawRect(tile: Float32Array, rect: TileRect, sheet: RgbaImage | null): void {
  for (let row = 0; row < rect.h; row++) {
    const sy = rect.sy + row;
    const dy = rect.dy + row;
    for (let column = 0; column < rect.w; column++) {
      const at = (dy * SHEET_TILE_SIZE + rect.dx + column) * 3;
      if (!sheet) {
        for (let k = 0; k < 3; k++) tile[at + k] *= 1 - SHADOW_ALPHA;
        continue;
      }
      const sx = rect.sx + column;
      if (sx >= sheet.width || sy >= sheet.height) continue;
      const from = (sy * sheet.width + sx) * 4;
      const opacity = sheet.data[from + 3];
      if (opacity === 0) continue;
      if (opacity === 255) {
        tile[at] = sheet.data[from];
        tile[at + 1] = sheet.data[from + 1];
        tile[at + 2] = sheet.data[from + 2];
        continue;
      }
      const alpha = opacity / 255;
      for (let k = 0; k < 3; k++) tile[at + k] = sheet.data[from + k] * alpha + tile[at + k] * (1 - alpha);
    }
  }
}

/** Writes the composed 48-pixel tile at (left, top), averaging blocks when the tile is smaller. */
function putTile(image: RgbaImage, tile: Float32Array, left: number, top: number, size: number): void {
  const factor = SHEET_TILE_SIZE / size;
  const area = factor * factor;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = ((top + y) * image.width + left + x) * 4;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let by = 0; by < factor; by++) for (let bx = 0; bx < factor; bx++) sum += tile[((y * factor + by) * SHEET_TILE_SIZE + x * factor + bx) * 3 + k];
        image.data[at + k] = Math.round(sum / area);
      }
      image.data[at + 3] = 255;
    }
  }
}
