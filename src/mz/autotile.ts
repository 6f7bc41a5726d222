/**
 * RPG Maker MZ tile ids, autotile kinds and the shape rules the map editor applies, written from
 * docs/architecture.md, "Autotiles" (no engine code). Everything here is a pure function of tile ids, or of a
 * `TileLayer` view onto one layer of `$dataMap.data`, so painting, tests and previews share it.
 *
 * Sameness is always "same base id": for an autotile its kind's first id, for any other tile the
 * id itself. Layer reads normalise on the fly, so a layer may hold bare base ids or finished ids
 * (base + shape) in any mix. The rules themselves are small functions of neighbour ids
 * (`floorShape`/`neighbourDiffers`, `roofEdges`, `joinsWallSide`, `waterfallEdges`, `shadowFor`):
 * the `…At(layer, x, y)` functions gather neighbours from a layer, paint.ts gathers them from the
 * dungeon grid in a single fast pass, and both apply the same rules.
 */

// Sheet start ids (docs/architecture.md, "Tile ids").
export const TILE_ID_B = 0;
export const TILE_ID_C = 256;
export const TILE_ID_D = 512;
export const TILE_ID_E = 768;
export const TILE_ID_A5 = 1536;
export const TILE_ID_A1 = 2048;
export const TILE_ID_A2 = 2816;
export const TILE_ID_A3 = 4352;
export const TILE_ID_A4 = 5888;
export const TILE_ID_MAX = 8192;

/** Ids per autotile kind: 48 shapes (wall-type and waterfall kinds use only the first 16 / 4). */
export const AUTOTILE_SHAPES = 48;

/** Index into a tileset's `tilesetNames` for each sheet. */
export const SheetIndex = { A1: 0, A2: 1, A3: 2, A4: 3, A5: 4, B: 5, C: 6, D: 7, E: 8 } as const;
export type SheetIndex = (typeof SheetIndex)[keyof typeof SheetIndex];

/** Which shape rule an autotile kind follows; None for plain tiles. */
export const ShapeFamily = { None: 0, Floor: 1, Wall: 2, Waterfall: 3 } as const;
export type ShapeFamily = (typeof ShapeFamily)[keyof typeof ShapeFamily];

/** Neighbour bits of a floor-type neighbourhood mask ("this neighbour differs"). */
export const Neighbour = {
  Left: 1,
  Top: 2,
  Right: 4,
  Bottom: 8,
  TopLeft: 16,
  TopRight: 32,
  BottomRight: 64,
  BottomLeft: 128,
} as const;

/** Edge bits of a wall-type shape (the shape number is the mask). */
export const WallEdge = { Left: 1, Top: 2, Right: 4, Bottom: 8 } as const;

/** Edge bits of a waterfall shape. */
const WaterfallEdge = { Left: 1, Right: 2 } as const;

/** Stands for a neighbour beyond the map edge, which counts as same as anything. */
export const OFF_MAP = -1;

/** z4 value darkening the left half of a tile (1 top-left + 4 bottom-left). */
export const SHADOW_LEFT_HALF = 5;

// ---------------------------------------------------------------------------------------------
// Ids and kinds

/** A tile id the engine can hold: an integer from 0 to 8191. */
export function isValidTileId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < TILE_ID_MAX;
}

export function isAutotile(id: number): boolean {
  return id >= TILE_ID_A1 && id < TILE_ID_MAX;
}

/** The autotile kind (0–127) of an autotile id. */
export function autotileKind(id: number): number {
  return Math.floor((id - TILE_ID_A1) / AUTOTILE_SHAPES);
}

/** The shape (0–47) of an autotile id. */
export function autotileShape(id: number): number {
  return (id - TILE_ID_A1) % AUTOTILE_SHAPES;
}

/** The first id of an autotile kind. */
export function autotileBase(kind: number): number {
  return TILE_ID_A1 + AUTOTILE_SHAPES * kind;
}

export function autotileId(kind: number, shape: number): number {
  return autotileBase(kind) + shape;
}

// Kind classification. Within A3 and A4 each row of 8 kinds alternates: the first row of every
// 16 kinds is roofs / wall tops, the second walls / wall sides.
function isWaterfallKind(kind: number): boolean {
  return kind >= 5 && kind < 16 && kind % 2 === 1;
}

function isRoofKind(kind: number): boolean {
  return kind >= 48 && kind < 80 && kind % 16 < 8;
}

function isWallTopKind(kind: number): boolean {
  return kind >= 80 && kind < 128 && kind % 16 < 8;
}

/** A3 walls and A4 wall sides. */
function isWallSideKind(kind: number): boolean {
  return kind >= 48 && kind < 128 && kind % 16 >= 8;
}

export function shapeFamilyOfKind(kind: number): ShapeFamily {
  if (kind < 0 || kind >= 128) return ShapeFamily.None;
  if (isWaterfallKind(kind)) return ShapeFamily.Waterfall;
  if (isRoofKind(kind) || isWallSideKind(kind)) return ShapeFamily.Wall;
  return ShapeFamily.Floor;
}

/** How many shapes a kind has: 48 floor-type, 16 wall-type, 4 waterfall; 0 for no kind. */
export function shapeCountOfKind(kind: number): number {
  const family = shapeFamilyOfKind(kind);
  if (family === ShapeFamily.Wall) return 16;
  if (family === ShapeFamily.Waterfall) return 4;
  return family === ShapeFamily.Floor ? AUTOTILE_SHAPES : 0; // the rules never pick 47 (the preview)
}

// Per-id lookups, decided once at load: painting asks these for every neighbour of every tile,
// and a table load is much cheaper than the divisions behind kind and shape.
const Trait = { Roof: 1, WallTop: 2, WallSide: 4, Waterfall: 8 } as const;
const BASE_IDS = new Uint16Array(TILE_ID_MAX);
const TRAITS = new Uint8Array(TILE_ID_MAX);
const FAMILIES = new Uint8Array(TILE_ID_MAX);
for (let id = 0; id < TILE_ID_MAX; id++) {
  const kind = isAutotile(id) ? autotileKind(id) : -1;
  BASE_IDS[id] = kind < 0 ? id : autotileBase(kind);
  FAMILIES[id] = shapeFamilyOfKind(kind);
  if (kind < 0) continue;
  TRAITS[id] =
    (isRoofKind(kind) ? Trait.Roof : 0) |
    (isWallTopKind(kind) ? Trait.WallTop : 0) |
    (isWallSideKind(kind) ? Trait.WallSide : 0) |
    (isWaterfallKind(kind) ? Trait.Waterfall : 0);
}

function hasTrait(id: number, trait: number): boolean {
  return id >= 0 && id < TILE_ID_MAX && (TRAITS[id] & trait) !== 0;
}

/** The id that stands for a tile's whole kind: the kind's base id for autotiles, else the id. */
export function baseTileId(id: number): number {
  return id >= 0 && id < TILE_ID_MAX ? BASE_IDS[id] : id;
}

/** The editor's "same": same autotile kind, or the same plain tile. */
export function isSameKind(a: number, b: number): boolean {
  return baseTileId(a) === baseTileId(b);
}

export function shapeFamily(id: number): ShapeFamily {
  return id >= 0 && id < TILE_ID_MAX ? (FAMILIES[id] as ShapeFamily) : ShapeFamily.None;
}

export function isWaterfall(id: number): boolean {
  return hasTrait(id, Trait.Waterfall);
}

export function isRoof(id: number): boolean {
  return hasTrait(id, Trait.Roof);
}

export function isWallTop(id: number): boolean {
  return hasTrait(id, Trait.WallTop);
}

/** A3 walls and A4 wall sides. */
export function isWallSide(id: number): boolean {
  return hasTrait(id, Trait.WallSide);
}

/** A3 or A4: roofs, walls, wall tops and wall sides — the tiles that stand above the ground. */
function isRaised(id: number): boolean {
  return id >= TILE_ID_A3 && id < TILE_ID_MAX;
}

/** Tiles on each of the B–E sheets. */
const SHEET_TILES = 256;

/** Index into `tilesetNames` of the sheet holding this id, or −1 when no sheet holds it. */
export function tileSheetIndex(id: number): number {
  if (!isValidTileId(id)) return -1;
  if (id >= TILE_ID_A4) return SheetIndex.A4;
  if (id >= TILE_ID_A3) return SheetIndex.A3;
  if (id >= TILE_ID_A2) return SheetIndex.A2;
  if (id >= TILE_ID_A1) return SheetIndex.A1;
  if (id >= TILE_ID_A5) return SheetIndex.A5;
  if (id >= TILE_ID_E + SHEET_TILES) return -1; // past E and before A5: no sheet holds these
  return SheetIndex.B + Math.floor(id / SHEET_TILES); // B, C, D, E follow each other
}

/**
 * Whether a tileset can draw this id: its sheet has an image name. Id 0 is the empty tile and
 * draws nothing, so every tileset has it.
 */
export function hasTileSheet(tilesetNames: readonly string[], id: number): boolean {
  if (id === 0) return true;
  const sheet = tileSheetIndex(id);
  return sheet >= 0 && typeof tilesetNames[sheet] === "string" && tilesetNames[sheet] !== "";
}

// ---------------------------------------------------------------------------------------------
// Shape rules on neighbourhood masks

/**
 * Floor-type shape (0–46) for a mask of differing neighbours (`Neighbour` bits). A diagonal only
 * counts when both sides beside it are same. Within a family the diagonal bits run clockwise
 * (top-left, top-right, bottom-right, bottom-left) starting after the differing side(s) — the
 * order the engine's quarter table uses.
 */
export function floorShape(differs: number): number {
  return FLOOR_SHAPES[differs & 0xff];
}

function floorShapeRule(differs: number): number {
  const left = (differs & Neighbour.Left) !== 0;
  const top = (differs & Neighbour.Top) !== 0;
  const right = (differs & Neighbour.Right) !== 0;
  const bottom = (differs & Neighbour.Bottom) !== 0;
  const topLeft = !left && !top && (differs & Neighbour.TopLeft) !== 0 ? 1 : 0;
  const topRight = !top && !right && (differs & Neighbour.TopRight) !== 0 ? 1 : 0;
  const bottomRight = !bottom && !right && (differs & Neighbour.BottomRight) !== 0 ? 1 : 0;
  const bottomLeft = !bottom && !left && (differs & Neighbour.BottomLeft) !== 0 ? 1 : 0;
  const sides = differs & 0x0f;
  switch (sides) {
    case 0:
      return topLeft | (topRight << 1) | (bottomRight << 2) | (bottomLeft << 3);
    case Neighbour.Left:
      return 16 | topRight | (bottomRight << 1);
    case Neighbour.Top:
      return 20 | bottomRight | (bottomLeft << 1);
    case Neighbour.Right:
      return 24 | bottomLeft | (topLeft << 1);
    case Neighbour.Bottom:
      return 28 | topLeft | (topRight << 1);
    case Neighbour.Left | Neighbour.Right:
      return 32;
    case Neighbour.Top | Neighbour.Bottom:
      return 33;
    case Neighbour.Top | Neighbour.Left:
      return 34 + bottomRight;
    case Neighbour.Top | Neighbour.Right:
      return 36 + bottomLeft;
    case Neighbour.Bottom | Neighbour.Right:
      return 38 + topLeft;
    case Neighbour.Bottom | Neighbour.Left:
      return 40 + topRight;
    case Neighbour.Left | Neighbour.Top | Neighbour.Right:
      return 42; // only bottom same
    case Neighbour.Left | Neighbour.Top | Neighbour.Bottom:
      return 43; // only right same
    case Neighbour.Left | Neighbour.Right | Neighbour.Bottom:
      return 44; // only top same
    case Neighbour.Top | Neighbour.Right | Neighbour.Bottom:
      return 45; // only left same
    default:
      return 46;
  }
}

/** All 256 neighbourhoods, decided once so painting is a table lookup. */
const FLOOR_SHAPES: Uint8Array = (() => {
  const table = new Uint8Array(256);
  for (let differs = 0; differs < 256; differs++) table[differs] = floorShapeRule(differs);
  return table;
})();

/** Waterfall shape (0–3): only the left and right sides matter. */
export function waterfallShape(leftDiffers: boolean, rightDiffers: boolean): number {
  return (leftDiffers ? WaterfallEdge.Left : 0) | (rightDiffers ? WaterfallEdge.Right : 0);
}

// ---------------------------------------------------------------------------------------------
// Shape rules on a layer

/** One layer of a map: tile (x, y) is `data[offset + y * width + x]`. */
export interface TileLayer {
  readonly data: ArrayLike<number>;
  readonly offset: number;
  readonly width: number;
  readonly height: number;
}

/** A view onto layer z of `$dataMap.data` (or any array laid out the same way). */
export function mapLayer(data: ArrayLike<number>, width: number, height: number, z: number): TileLayer {
  return { data, offset: z * width * height, width, height };
}

function baseAt(layer: TileLayer, x: number, y: number): number {
  return baseTileId(layer.data[layer.offset + y * layer.width + x]);
}

/** The shape the editor gives the autotile at (x, y), from its own kind; 0 for plain tiles. */
export function autotileShapeAt(layer: TileLayer, x: number, y: number): number {
  const base = baseAt(layer, x, y);
  switch (shapeFamily(base)) {
    case ShapeFamily.Floor:
      return floorShapeAt(layer, x, y);
    case ShapeFamily.Wall:
      return wallShapeAt(layer, x, y);
    case ShapeFamily.Waterfall:
      return waterfallShapeAt(layer, x, y);
    default:
      return 0;
  }
}

/** Floor-type rule: each side and corner compared with this tile; the map edge counts as same. */
export function floorShapeAt(layer: TileLayer, x: number, y: number): number {
  return floorShape(floorDiffers(layer, x, y));
}

/** The `Neighbour` mask of neighbours whose kind differs from (x, y)'s; off-map is same. */
function floorDiffers(layer: TileLayer, x: number, y: number): number {
  return neighbourDiffers(
    neighbourAt(layer, x - 1, y - 1),
    neighbourAt(layer, x, y - 1),
    neighbourAt(layer, x + 1, y - 1),
    neighbourAt(layer, x - 1, y),
    baseAt(layer, x, y),
    neighbourAt(layer, x + 1, y),
    neighbourAt(layer, x - 1, y + 1),
    neighbourAt(layer, x, y + 1),
    neighbourAt(layer, x + 1, y + 1),
  );
}

/** Base id at (x, y), or OFF_MAP beyond the map's edge. */
function neighbourAt(layer: TileLayer, x: number, y: number): number {
  return x < 0 || y < 0 || x >= layer.width || y >= layer.height ? OFF_MAP : baseAt(layer, x, y);
}

/** A neighbour (base id or OFF_MAP) that differs from the centre tile's base id. */
function differsFrom(neighbour: number, centre: number): boolean {
  return neighbour !== centre && neighbour !== OFF_MAP;
}

/** The `Neighbour` mask of a 3×3 neighbourhood of base ids (OFF_MAP beyond the edge), row by row. */
export function neighbourDiffers(
  topLeft: number,
  top: number,
  topRight: number,
  left: number,
  centre: number,
  right: number,
  bottomLeft: number,
  bottom: number,
  bottomRight: number,
): number {
  return (
    (differsFrom(left, centre) ? Neighbour.Left : 0) |
    (differsFrom(top, centre) ? Neighbour.Top : 0) |
    (differsFrom(right, centre) ? Neighbour.Right : 0) |
    (differsFrom(bottom, centre) ? Neighbour.Bottom : 0) |
    (differsFrom(topLeft, centre) ? Neighbour.TopLeft : 0) |
    (differsFrom(topRight, centre) ? Neighbour.TopRight : 0) |
    (differsFrom(bottomRight, centre) ? Neighbour.BottomRight : 0) |
    (differsFrom(bottomLeft, centre) ? Neighbour.BottomLeft : 0)
  );
}

/** Roof rule: the `WallEdge` mask of 4-neighbours (base ids or OFF_MAP) that differ. */
function roofEdges(top: number, left: number, centre: number, right: number, bottom: number): number {
  return (
    (differsFrom(left, centre) ? WallEdge.Left : 0) |
    (differsFrom(top, centre) ? WallEdge.Top : 0) |
    (differsFrom(right, centre) ? WallEdge.Right : 0) |
    (differsFrom(bottom, centre) ? WallEdge.Bottom : 0)
  );
}

/** Waterfall rule on the left and right neighbours (base ids or OFF_MAP). */
function waterfallEdges(left: number, centre: number, right: number): number {
  return waterfallShape(differsFrom(left, centre), differsFrom(right, centre));
}

/**
 * Wall-type rule (A3 roofs and walls, A4 wall sides): the `WallEdge` mask of sides showing an
 * edge. Roofs edge wherever the neighbour differs. Wall sides follow the editor's run rule.
 */
export function wallShapeAt(layer: TileLayer, x: number, y: number): number {
  return isWallSide(baseAt(layer, x, y)) ? wallSideEdges(layer, x, y) : plainEdges(layer, x, y);
}

/** Edges where the 4-neighbour differs; the map edge counts as same. */
function plainEdges(layer: TileLayer, x: number, y: number): number {
  const top = neighbourAt(layer, x, y - 1);
  const bottom = neighbourAt(layer, x, y + 1);
  return roofEdges(top, neighbourAt(layer, x - 1, y), baseAt(layer, x, y), neighbourAt(layer, x + 1, y), bottom);
}

/**
 * Wall sides: up/down edge where the neighbour is another kind (a two-high wall is one piece).
 * Left/right: the side is joined only when the neighbouring column can carry the wall on at
 * BOTH the top and the bottom row of this tile's vertical run; so a wall running under the
 * ceiling continues seamlessly, while one next to floor or a wall of another height shows its edge.
 */
function wallSideEdges(layer: TileLayer, x: number, y: number): number {
  const base = baseAt(layer, x, y);
  const top = runTop(layer, x, y, base);
  const bottom = runBottom(layer, x, y, base);
  let edges = 0;
  if (y > 0 && baseAt(layer, x, y - 1) !== base) edges |= WallEdge.Top;
  if (y < layer.height - 1 && baseAt(layer, x, y + 1) !== base) edges |= WallEdge.Bottom;
  if (x > 0 && !columnCarriesWall(layer, x - 1, top, bottom, base)) edges |= WallEdge.Left;
  if (x < layer.width - 1 && !columnCarriesWall(layer, x + 1, top, bottom, base)) edges |= WallEdge.Right;
  return edges;
}

function columnCarriesWall(layer: TileLayer, x: number, top: number, bottom: number, wall: number): boolean {
  return joinsWallSide(baseAt(layer, x, top), wall) && joinsWallSide(baseAt(layer, x, bottom), wall);
}

/** What a wall side continues into sideways: the same wall kind, or a wall top, roof or waterfall. */
export function joinsWallSide(neighbour: number, wall: number): boolean {
  return neighbour === wall || isWallTop(neighbour) || isRoof(neighbour) || isWaterfall(neighbour);
}

/** Topmost row of the vertical run of `base` through (x, y). */
function runTop(layer: TileLayer, x: number, y: number, base: number): number {
  let top = y;
  while (top > 0 && baseAt(layer, x, top - 1) === base) top--;
  return top;
}

/** Bottom row of the vertical run of `base` through (x, y). */
function runBottom(layer: TileLayer, x: number, y: number, base: number): number {
  let bottom = y;
  while (bottom < layer.height - 1 && baseAt(layer, x, bottom + 1) === base) bottom++;
  return bottom;
}

/** Waterfall rule: left and right edges where the neighbour differs; the map edge is same. */
export function waterfallShapeAt(layer: TileLayer, x: number, y: number): number {
  return waterfallEdges(neighbourAt(layer, x - 1, y), baseAt(layer, x, y), neighbourAt(layer, x + 1, y));
}

// ---------------------------------------------------------------------------------------------
// Shadows

/** The z4 shadow the editor adds at (x, y): the left half (5) when the left neighbour stands
 * higher than this tile, else 0 (see `shadowFor`). */
export function shadowAt(layer: TileLayer, x: number, y: number): number {
  const here = baseAt(layer, x, y);
  const left = neighbourAt(layer, x - 1, y);
  const aboveLeft = neighbourAt(layer, x - 1, y - 1);
  const leftIsTaller = isWallSide(left) && wallRunLength(layer, x - 1, y, left) > wallRunLength(layer, x, y, here);
  return shadowFor(here, left, aboveLeft, leftIsTaller);
}

/**
 * The shadow rule on tile ids. The left neighbour stands higher, and darkens this tile's left
 * half, when it is
 *   - a wall top or roof with a raised tile (A3/A4) above it: the body of a ceiling block, not
 *     its top row (as the editor and SAN_MapGenerator do), or
 *   - a wall side whose vertical run is taller than this tile's own (`leftRunIsTaller`; a tile
 *     that is not a wall side counts as height 0, so any wall side shades the floor beside it).
 * Wall tops and roofs never get a shadow: they are the high ground. `left` and `aboveLeft` may
 * be OFF_MAP (so column 0 never has a shadow, and a row-0 wall top casts none).
 */
export function shadowFor(here: number, left: number, aboveLeft: number, leftRunIsTaller: boolean): number {
  if (isWallTop(here) || isRoof(here)) return 0;
  if (isWallSide(left)) return leftRunIsTaller ? SHADOW_LEFT_HALF : 0;
  if (isWallTop(left) || isRoof(left)) return isRaised(aboveLeft) ? SHADOW_LEFT_HALF : 0;
  return 0;
}

/** Height of the wall-side run through (x, y); 0 when the tile is not a wall side. */
function wallRunLength(layer: TileLayer, x: number, y: number, base: number): number {
  if (!isWallSide(base)) return 0;
  return runBottom(layer, x, y, base) - runTop(layer, x, y, base) + 1;
}
