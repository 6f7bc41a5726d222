/**
 * Decorations on MZ maps: the palette the game maker paints on the dungeon map, the tile-id note
 * tags, the ready-made choices for the stock Dungeon tileset, and writing the core's plan
 * (src/core/decor.ts) into `$dataMap.data`.
 *
 * The palette (docs/palette.svg). Rows 0–7 of a <Dungeon> map, read before the dungeon is painted
 * over them (the template tiles at x = 0, 1, 2 of row 0 keep their meaning and are skipped):
 *   - a tile with something on an upper layer (z1–z3) is a decoration; what lies under it on z0
 *     says where it goes: a wall side → wall decoration, the void tile / a wall top / nothing →
 *     void decoration, anything else (floor) → floor decoration. Decoration tiles that touch
 *     (4-neighbours, same kind) are one decoration when they fill a rectangle up to 3×3 (a 2×2
 *     mound stays a 2×2 mound, a 1×2 vine stays a 1×2 vine); a larger group is used tile by tile;
 *   - an A1/A2 ground autotile or an A5 tile on z0, with nothing above it and other than the void,
 *     floor and wall tiles, is a floor variant: patches of it, or lakes when the tileset marks it
 *     impassable in every direction (water, lava). Lakes keep all other floor connected and stay
 *     a tile away from events, the arrival and doorways (src/core/decor.ts, src/core/lakes.ts).
 * Each kind the palette (or a note tag) gives replaces that kind's ready-made choice.
 *
 * Note tags, for people who prefer typing: <Dungeon Floor Decor: 32, 40, 48/56, 200 201/208 209>
 * (commas between decorations, "/" between the rows of one, spaces between its columns; ids of
 * A tiles go on z1, B–E on z2), likewise Wall Decor and Void Decor, and <Dungeon Floor Variants: 2912>.
 *
 * Passability: a decoration tile "blocks" when the first of its layers z3, z2, z1 without the star
 * flag has a direction bit set in the tileset's flags. The core keeps blocking ones off every path.
 * On wall faces and the void only tiles that cannot be walked on are taken (star or fully
 * blocked), so a decoration never opens a wall.
 */
import type { DataMap } from "rmmz-types";
import { Dungeon } from "../core/generate";
import {
  DecorKind,
  DecorOptions,
  DecorPalette,
  DecorPlan,
  DecorShape,
  MAX_DECOR_SIDE,
  decorRandom,
  planDecor,
  resolveDecorOptions,
} from "../core/decor";
import {
  ShapeFamily,
  TILE_ID_A1,
  TILE_ID_A3,
  TILE_ID_A5,
  autotileShapeAt,
  baseTileId,
  OFF_MAP,
  floorShape,
  neighbourDiffers,
  hasTileSheet,
  isAutotile,
  isRoof,
  isValidTileId,
  isWallSide,
  isWallTop,
  isWaterfall,
  mapLayer,
  Neighbour,
  shapeFamily,
} from "./autotile";
import type { Warn } from "./engine";
import type { DungeonTiles, MapData } from "./paint";
import type { DecorSettings } from "./settings";

/** Rows of the map read as the palette. */
export const PALETTE_ROWS = 8;
/** Decoration layers, z1–z3: a decoration keeps what was painted on each. */
const DECOR_LAYERS = 3;
const PASSAGE_BITS = 0x0f;
const STAR = 0x10;

/** One decoration in tile ids: `layers[(row * width + column) * 3 + z - 1]` is its tile on layer z (0 = none). */
export interface DecorTiles {
  width: number;
  height: number;
  layers: number[];
}

/**
 * Every choice of tiles for one map: floor variants (base ids) and decorations by kind. Once
 * checked against the tileset (readDungeonDecor), the variants one can walk on come first and the
 * lake variants after them, as the core numbers them (DecorPalette.lakeCount).
 */
export interface MzDecorPalette {
  variants: number[];
  floor: DecorTiles[];
  wall: DecorTiles[];
  void: DecorTiles[];
}

/** What `decorateDungeon` needs, read from the map before the dungeon is painted over it. */
export interface MapDecor {
  palette: MzDecorPalette;
  shapes: DecorPalette;
  options: DecorOptions;
}
type KindName = "floor" | "wall" | "void";
const KIND_NAMES: readonly KindName[] = ["floor", "wall", "void"];
const KIND_LABEL: Record<KindName, string> = { floor: "floor decoration", wall: "wall decoration", void: "void decoration" };

/** The amounts that, when all 0, mean nothing is drawn (the patch radius and smoothing only shape patches). */
const DRAWING_AMOUNTS: readonly (keyof DecorOptions)[] = ["decorPatches", "decorPatchChance", "decorVariantChance", "decorFloorDensity", "decorWallDensity", "decorVoidDensity"];
const TAG_TEXT: Record<KindName | "variants", string> = {
  variants: "<Dungeon Floor Variants>",
  floor: "<Dungeon Floor Decor>",
  wall: "<Dungeon Wall Decor>",
  void: "<Dungeon Void Decor>",
};

// ---------------------------------------------------------------------------------------------
// Ready-made choices for the stock Dungeon tileset (Dungeon_A2 / Dungeon_B), by the floor's cave.

/** A decoration written as rows of B–E ids, e.g. [[48], [56]] for a tall rock (star top, blocking foot). */
type Rows = number[][];

function fromRows(rows: Rows): DecorTiles {
  const height = rows.length;
  const width = rows[0].length;
  const layers: number[] = [];
  for (const row of rows) for (const id of row) layers.push(...layersOf(id));
  return { width, height, layers };
}

/** A single id on the layer the editor would use: A tiles on z1, B–E on z2. */
function layersOf(id: number): number[] {
  return id >= TILE_ID_A5 ? [id, 0, 0] : [0, id, 0];
}

/**
 * Dungeon_A2 caves and their Dungeon_B pieces (names from the tileset's own tile list): the dark
 * ground of the same cave for patches; gravel (walkable), a boulder, a tall rock (1×2) and more.
 */
const STOCK_CAVES: { floor: number; variant: number | null; floorDecor: Rows[] }[] = [
  { floor: 2816, variant: 2912, floorDecor: [[[32]], [[32]], [[40]], [[48], [56]], [[124]], [[216]], [[200, 201], [208, 209]]] }, // dirt cave
  { floor: 2864, variant: 2960, floorDecor: [[[36]], [[36]], [[44]], [[52], [60]]] }, // grass maze
  { floor: 3200, variant: 3296, floorDecor: [[[33]], [[33]], [[41]], [[49], [57]], [[120]], [[217]], [[202, 203], [210, 211]]] }, // rock cave
  { floor: 3248, variant: 3344, floorDecor: [[[37]], [[37]], [[45]], [[53], [61]]] }, // crystal
  { floor: 3584, variant: 3680, floorDecor: [[[34]], [[34]], [[42]], [[50], [58]]] }, // lava cave
  { floor: 3632, variant: null, floorDecor: [[[38]], [[38]], [[46]], [[54], [62]]] }, // in body
  { floor: 3968, variant: 4064, floorDecor: [[[35]], [[35]], [[43]], [[51], [59]], [[122]]] }, // ice cave
  { floor: 4016, variant: null, floorDecor: [[[39]], [[39]], [[47]], [[55], [63]]] }, // demonic world
];
/** Bones A and B: at home in every cave. */
const STOCK_BONES: Rows[] = [[[242]], [[250]]];
/** Wall moss, wall fern, fissures A; fissures B and C (1×2); a spider web. */
const STOCK_WALL: Rows[] = [[[1]], [[9]], [[8]], [[187], [195]], [[188], [196]], [[176]]];

/** True for the stock Dungeon tileset's sheets (the ids above name its art). */
function isStockDungeonTileset(names: readonly unknown[]): boolean {
  return names[1] === "Dungeon_A2" && names[5] === "Dungeon_B";
}

/** The stock decorations as tiles, made once a session (they are constants, and read on every entry). */
const STOCK_TILES = new Map<Rows, DecorTiles>();

function stockTiles(rows: Rows): DecorTiles {
  let tiles = STOCK_TILES.get(rows);
  if (!tiles) STOCK_TILES.set(rows, (tiles = fromRows(rows)));
  return tiles;
}

/** The ready-made choice for these tiles on this tileset; empty when the floor is no stock cave. */
export function stockPalette(tiles: DungeonTiles, tilesetNames: readonly unknown[]): MzDecorPalette {
  const cave = isStockDungeonTileset(tilesetNames) ? STOCK_CAVES.find((entry) => entry.floor === baseTileId(tiles.floorTile)) : undefined;
  if (!cave) return { variants: [], floor: [], wall: [], void: [] };
  return {
    variants: cave.variant === null ? [] : [cave.variant],
    floor: [...cave.floorDecor, ...STOCK_BONES].map(stockTiles),
    wall: STOCK_WALL.map(stockTiles),
    void: [],
  };
}

// ---------------------------------------------------------------------------------------------
// The painted palette

/** What the palette holds, with the problems found (invalid tiles, oversized groups). */
export function readPalette(data: MapData, width: number, height: number, tiles: DungeonTiles): { palette: Partial<MzDecorPalette>; problems: string[] } {
  const problems: string[] = [];
  const palette: Partial<MzDecorPalette> = {};
  if (!(width > 0 && height > 0) || data.length !== width * height * 6) return { palette, problems };
  const rows = Math.min(PALETTE_ROWS, height);
  const size = width * height;
  const area = width * rows;
  const kindOf = new Int8Array(area).fill(-1);
  const invalid: string[] = [];
  const variants: number[] = [];
  const base = normalTiles(tiles);
  for (let tile = 0; tile < area; tile++) {
    if (tile < 3) continue; // the template tiles
    const ground = data[tile];
    const z1 = data[tile + size];
    const z2 = data[tile + 2 * size];
    const z3 = data[tile + 3 * size];
    if (z1 !== 0 || z2 !== 0 || z3 !== 0) {
      if (!isValidTileId(z1) || !isValidTileId(z2) || !isValidTileId(z3)) invalid.push(`${z1}/${z2}/${z3} at ${tileName(tile, width)}`);
      else kindOf[tile] = KIND_NAMES.indexOf(surfaceOf(ground, base));
      continue;
    }
    if (ground === 0) continue; // most of an unpainted palette
    if (!isValidTileId(ground)) {
      if (ground !== undefined && ground !== null) invalid.push(`${String(ground)} at ${tileName(tile, width)}`);
      continue;
    }
    if (isVariantTile(ground, base) && !variants.includes(baseTileId(ground))) variants.push(baseTileId(ground));
  }
  if (invalid.length > 0) problems.push(`the palette (rows 0–${rows - 1}) holds tiles that are no tile ids: ${invalid.slice(0, 5).join(", ")}; they are skipped`);
  if (variants.length > 0) palette.variants = variants;
  const groups = decorationGroups(data, width, rows, size, kindOf, problems);
  for (const kind of KIND_NAMES) if (groups[kind].length > 0) palette[kind] = groups[kind];
  return { palette, problems };
}

function tileName(tile: number, width: number): string {
  return `(${tile % width},${Math.floor(tile / width)})`;
}

function normalTiles(tiles: DungeonTiles): DungeonTiles {
  return { voidTile: baseTileId(tiles.voidTile), floorTile: baseTileId(tiles.floorTile), wallTile: baseTileId(tiles.wallTile) };
}

/** Where a decoration painted over `ground` belongs. */
function surfaceOf(ground: number, tiles: DungeonTiles): KindName {
  const base = baseTileId(ground);
  if (base === tiles.wallTile || isWallSide(base)) return "wall";
  if (!isValidTileId(ground) || base === 0 || base === tiles.voidTile || isWallTop(base) || isRoof(base)) return "void";
  return "floor";
}

/** A ground tile that can be a floor variant: A1/A2 ground (no waterfall) or A5, none of the dungeon's own three. */
function isVariantTile(ground: number, tiles: DungeonTiles): boolean {
  const base = baseTileId(ground);
  if (base === tiles.floorTile || base === tiles.voidTile || base === tiles.wallTile) return false;
  const plain = base >= TILE_ID_A5 && base < TILE_ID_A1;
  const groundAutotile = base >= TILE_ID_A1 && base < TILE_ID_A3 && shapeFamily(base) === ShapeFamily.Floor && !isWaterfall(base);
  return plain || groundAutotile;
}

/**
 * Decoration tiles grouped: 4-neighbours of the same kind are one group; a group that fills a
 * rectangle up to MAX_DECOR_SIDE on each side is one decoration, a larger one gives one per tile.
 */
function decorationGroups(data: MapData, width: number, rows: number, size: number, kindOf: Int8Array, problems: string[]): Record<KindName, DecorTiles[]> {
  const groups: Record<KindName, DecorTiles[]> = { floor: [], wall: [], void: [] };
  const seen = new Uint8Array(width * rows);
  const split: string[] = [];
  for (let start = 0; start < width * rows; start++) {
    if (kindOf[start] < 0 || seen[start]) continue;
    const members = connected(start, width, rows, kindOf, seen);
    const xs = members.map((tile) => tile % width);
    const ys = members.map((tile) => Math.floor(tile / width));
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    const w = Math.max(...xs) - left + 1;
    const h = Math.max(...ys) - top + 1;
    const kind = KIND_NAMES[kindOf[start]];
    if (members.length === w * h && w <= MAX_DECOR_SIDE && h <= MAX_DECOR_SIDE) {
      groups[kind].push(decorationAt(data, width, size, left, top, w, h));
      continue;
    }
    split.push(`${members.length} tiles at (${left},${top})`);
    for (const tile of members) groups[kind].push(decorationAt(data, width, size, tile % width, Math.floor(tile / width), 1, 1));
  }
  if (split.length > 0) {
    problems.push(`palette decorations that touch make one decoration of at most ${MAX_DECOR_SIDE}×${MAX_DECOR_SIDE} filled tiles; ${split.slice(0, 3).join(", ")} are used tile by tile (leave a free tile between decorations)`);
  }
  return groups;
}

/** The tiles 4-connected to `start` with its kind, marked in `seen` (an explicit stack). */
function connected(start: number, width: number, rows: number, kindOf: Int8Array, seen: Uint8Array): number[] {
  const members: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const tile = stack.pop()!;
    members.push(tile);
    const x = tile % width;
    const neighbours = [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile - width, tile + width];
    for (const next of neighbours) {
      if (next < 0 || next >= width * rows || seen[next] || kindOf[next] !== kindOf[start]) continue;
      seen[next] = 1;
      stack.push(next);
    }
  }
  return members;
}

function decorationAt(data: MapData, width: number, size: number, left: number, top: number, w: number, h: number): DecorTiles {
  const layers: number[] = [];
  for (let y = top; y < top + h; y++) {
    for (let x = left; x < left + w; x++) for (let z = 1; z <= DECOR_LAYERS; z++) layers.push(data[z * size + y * width + x]);
  }
  return { width: w, height: h, layers };
}

// ---------------------------------------------------------------------------------------------
// Note tags

/** "32, 40, 48/56, 200 201/208 209" → decorations; each bad entry is one problem and is skipped. */
export function parseDecorText(text: string, tag: string): { decorations: DecorTiles[]; problems: string[] } {
  const decorations: DecorTiles[] = [];
  const problems: string[] = [];
  for (const entry of text.split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    const rows = entry.split("/").map((row) => row.trim().split(/[\s+]+/).filter((id) => id !== ""));
    const width = rows[0].length;
    const ids = rows.flat().map(Number);
    const rectangular = rows.every((row) => row.length === width);
    const fits = width >= 1 && width <= MAX_DECOR_SIDE && rows.length <= MAX_DECOR_SIDE;
    if (!rectangular || !fits || !ids.every((id) => isValidTileId(id)) || ids.every((id) => id === 0)) {
      problems.push(`${tag}: "${entry}" is not a decoration (tile ids 0–8191, up to ${MAX_DECOR_SIDE} per row and ${MAX_DECOR_SIDE} rows: "48/56", "200 201/208 209"); it is skipped`);
      continue;
    }
    decorations.push({ width, height: rows.length, layers: ids.flatMap(layersOf) });
  }
  return { decorations, problems };
}

/** "2912, 3296" → base ids of floor variants; bad entries are problems. */
export function parseVariantText(text: string, tiles: DungeonTiles): { variants: number[]; problems: string[] } {
  const variants: number[] = [];
  const problems: string[] = [];
  const base = normalTiles(tiles);
  for (const entry of text.split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    const id = Number(entry);
    if (!/^\d+$/.test(entry) || !isValidTileId(id) || !isVariantTile(id, base)) {
      problems.push(`${TAG_TEXT.variants}: "${entry}" is not a ground tile other than the void, floor and wall (A1/A2 ground autotiles, A5 tiles); it is skipped`);
      continue;
    }
    if (!variants.includes(baseTileId(id))) variants.push(baseTileId(id));
  }
  return { variants, problems };
}

// ---------------------------------------------------------------------------------------------
// Choosing, checking against the tileset

/**
 * Everything decoration needs for this map, read before the dungeon is painted: options from the
 * values (parameters with note tags applied), tiles from note tags, else the palette, else the
 * stock choice when asked for. Null when nothing would be drawn (no palette, no tags, stock off,
 * or every option 0), so painting stays as it was. Problems are warned, each once per call.
 */
export function readDungeonDecor(map: Pick<DataMap, "data" | "width" | "height" | "tilesetId">, tilesets: unknown, tiles: DungeonTiles, settings: DecorSettings, warn: Warn): MapDecor | null {
  const { options, problems: optionProblems } = resolveDecorOptions(settings.amounts);
  optionProblems.forEach(warn);
  const tileset = Array.isArray(tilesets) ? (tilesets[map.tilesetId] as { tilesetNames?: unknown; flags?: unknown } | null) : null;
  const names = Array.isArray(tileset?.tilesetNames) ? (tileset!.tilesetNames as unknown[]) : [];
  const flags = Array.isArray(tileset?.flags) ? (tileset!.flags as number[]) : null;

  const painted = readPalette(map.data, map.width, map.height, tiles);
  painted.problems.forEach(warn);
  const stock = settings.stock ? stockPalette(tiles, names) : { variants: [], floor: [], wall: [], void: [] };
  const palette: MzDecorPalette = {
    variants: tagVariants(settings.tiles.variants, tiles, warn) ?? painted.palette.variants ?? stock.variants,
    floor: tagDecorations(settings.tiles.floor, "floor", warn) ?? painted.palette.floor ?? stock.floor,
    wall: tagDecorations(settings.tiles.wall, "wall", warn) ?? painted.palette.wall ?? stock.wall,
    void: tagDecorations(settings.tiles.void, "void", warn) ?? painted.palette.void ?? stock.void,
  };
  const { palette: drawable, lakeCount } = keepDrawable(palette, names, flags, warn);
  const shapes: DecorPalette = {
    variantCount: drawable.variants.length - lakeCount,
    lakeCount,
    floor: drawable.floor.map((decor) => shapeOf(decor, flags)),
    wall: drawable.wall.map((decor) => shapeOf(decor, flags)),
    void: drawable.void.map((decor) => shapeOf(decor, flags)),
  };
  const anything = drawable.variants.length + shapes.floor.length + shapes.wall.length + shapes.void.length > 0;
  const anyOption = DRAWING_AMOUNTS.some((name) => options[name] > 0);
  return anything && anyOption ? { palette: drawable, shapes, options } : null;
}

/** The floor variants a note tag names (its text), or undefined when it names none. */
function tagVariants(text: string, tiles: DungeonTiles, warn: Warn): number[] | undefined {
  if (text === "") return undefined;
  const { variants, problems } = parseVariantText(text, tiles);
  problems.forEach(warn);
  return variants.length > 0 ? variants : undefined;
}

/** The decorations of one kind a note tag names (its text), or undefined when it names none. */
function tagDecorations(text: string, kind: KindName, warn: Warn): DecorTiles[] | undefined {
  if (text === "") return undefined;
  const { decorations, problems } = parseDecorText(text, TAG_TEXT[kind]);
  problems.forEach(warn);
  if (decorations.length === 0) warn(`${TAG_TEXT[kind]} gives no usable decoration; using the palette's or none`);
  return decorations.length > 0 ? decorations : undefined;
}

/**
 * Drops tiles this tileset cannot draw, and wall or void decorations one could walk on; one warning
 * per kind. The variants one cannot walk on (lakes) go after the others; lakeCount says how many.
 */
function keepDrawable(palette: MzDecorPalette, names: readonly unknown[], flags: readonly number[] | null, warn: Warn): { palette: MzDecorPalette; lakeCount: number } {
  const sheets = names.map((name) => (typeof name === "string" ? name : ""));
  const drawable = (id: number) => hasTileSheet(sheets, id);
  const missing = palette.variants.filter((id) => !drawable(id));
  if (missing.length > 0) warn(`floor variants ${missing.join(", ")} have no image in this tileset; they are skipped`);
  // A patch of water or lava could cut a corridor and strand events: those variants make lakes, which never do.
  const lakes = flags ? palette.variants.filter((id) => drawable(id) && isImpassableVariant(id, flags)) : [];
  const patches = palette.variants.filter((id) => drawable(id) && !lakes.includes(id));
  const result: MzDecorPalette = { variants: [...patches, ...lakes], floor: [], wall: [], void: [] };
  for (const kind of KIND_NAMES) {
    const dropped: string[] = [];
    for (const decor of palette[kind]) {
      const noImage = decor.layers.filter((id) => id !== 0 && !drawable(id));
      if (noImage.length > 0) {
        dropped.push(`${noImage[0]} (no image in this tileset)`);
        continue;
      }
      if (kind !== "floor" && flags && walkableTile(decor, flags) >= 0) {
        dropped.push(`${decor.layers.filter((id) => id !== 0)[0]} (walkable: it would open the ${kind})`);
        continue;
      }
      result[kind].push(decor);
    }
    if (dropped.length > 0) warn(`${KIND_LABEL[kind]}s skipped: ${dropped.slice(0, 5).join(", ")}`);
  }
  return { palette: result, lakeCount: lakes.length };
}

/** A floor variant (base id) the tileset marks impassable in every direction, as the engine reads it for a ground tile. */
function isImpassableVariant(id: number, flags: readonly number[]): boolean {
  const flag = flags[id];
  return typeof flag === "number" && (flag & PASSAGE_BITS) === PASSAGE_BITS;
}

/** The first tile of the decoration whose deciding layer lets one walk in some direction, or −1. */
function walkableTile(decor: DecorTiles, flags: readonly number[]): number {
  for (let tile = 0; tile < decor.width * decor.height; tile++) {
    const flag = decidingFlag(decor.layers, tile, flags);
    if (flag !== null && (flag & PASSAGE_BITS) !== PASSAGE_BITS) return tile;
  }
  return -1;
}

/** The flags of the first of z3, z2, z1 without the star (the one checkPassage stops at), or null when all are star or empty. */
function decidingFlag(layers: readonly number[], tile: number, flags: readonly number[] | null): number | null {
  for (let z = DECOR_LAYERS; z >= 1; z--) {
    const id = layers[tile * DECOR_LAYERS + z - 1];
    if (id === 0) continue;
    const flag = flags ? flags[id] ?? PASSAGE_BITS : PASSAGE_BITS; // unknown flags: count it as blocking
    if ((flag & STAR) !== 0) continue;
    return flag;
  }
  return null;
}

/** The core's view of a decoration: its size and which tiles block. */
function shapeOf(decor: DecorTiles, flags: readonly number[] | null): DecorShape {
  const blocking: number[] = [];
  for (let tile = 0; tile < decor.width * decor.height; tile++) {
    const flag = decidingFlag(decor.layers, tile, flags);
    blocking.push(flag !== null && (flag & PASSAGE_BITS) !== 0 ? 1 : 0);
  }
  return { width: decor.width, height: decor.height, blocking };
}

// ---------------------------------------------------------------------------------------------
// Planning and writing

/** The map's events and the arrival: tiles no decoration may cover. */
function reservedTiles(map: Pick<DataMap, "events" | "width" | "height">, arrival: number): number[] {
  const tiles = arrival >= 0 ? [arrival] : [];
  for (const event of Array.isArray(map.events) ? map.events : []) {
    if (!event || !Number.isInteger(event.x) || !Number.isInteger(event.y)) continue;
    if (event.x >= 0 && event.y >= 0 && event.x < map.width && event.y < map.height) tiles.push(event.y * map.width + event.x);
  }
  return tiles;
}

/**
 * Plans this dungeon's decorations (from its seed, on a stream of their own) and writes them into
 * the painted map; events must already stand where they go. Returns the plan (null without decor).
 * Warns (when given where to) that the palette asks for lakes and not one fits this dungeon.
 */
export function decorateDungeon(map: Pick<DataMap, "data" | "events" | "width" | "height">, dungeon: Dungeon, decor: MapDecor | null, warn?: Warn): DecorPlan | null {
  if (!decor) return null;
  const plan = planDecor(dungeon.grid, dungeon.layout, reservedTiles(map, dungeon.arrival), decor.shapes, decor.options, decorRandom(dungeon.seed));
  paintDecor(map.data, dungeon.width, dungeon.height, plan, decor.palette);
  const lakeCount = decor.shapes.lakeCount ?? 0;
  if (warn && lakeCount > 0 && decor.options.decorPatches > 0 && plan.lakeTiles.length === 0) {
    const lakes = decor.palette.variants.slice(decor.shapes.variantCount);
    warn(`floor variants ${lakes.join(", ")} cannot be walked on in this tileset (water, lava, …), so they make lakes, but no lake fits this dungeon: each would cut the floor apart or touch a wall, an event, the arrival or a doorway; none is drawn`);
  }
  return plan;
}

/** The player as the hooks see it: a live position and a pending transfer's target. */
export interface DecorPlayer {
  x: number;
  y: number;
  _newX: number;
  _newY: number;
  isTransferring(): boolean;
  newMapId(): number;
  locate(x: number, y: number): void;
}

/**
 * A player about to arrive on, or standing on, a blocking decoration or a lake (a transfer to a spot on the
 * same map, or a project update that changed the palette) could never step off it: they go to the
 * arrival tile instead. Decorations themselves never depend on the player, so reloads keep them.
 */
export function keepPlayerOffDecorations(player: DecorPlayer, mapId: number, dungeon: Dungeon, plan: DecorPlan | null): void {
  if (!plan || plan.blockedTiles.length + plan.lakeTiles.length === 0 || dungeon.arrival < 0) return;
  const { width, height } = dungeon;
  const blockedAt = (x: number, y: number) => {
    if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height)) return false;
    return plan.blockedTiles.includes(y * width + x) || plan.lakeTiles.includes(y * width + x);
  };
  const arrivalX = dungeon.arrival % width;
  const arrivalY = (dungeon.arrival - arrivalX) / width;
  if (player.isTransferring() && player.newMapId() === mapId) {
    if (blockedAt(player._newX, player._newY)) {
      player._newX = arrivalX;
      player._newY = arrivalY;
    }
  } else if (blockedAt(player.x, player.y)) {
    player.locate(arrivalX, arrivalY);
  }
}

/**
 * Writes a plan over a painted dungeon: floor variants on z0 with the editor's shapes recomputed
 * for them and the floor around them (patches never touch a wall, so walls and shadows stay as
 * painted), then each decoration's layers; autotile decorations get their shapes on their layer.
 * Touches only the tiles the plan names and their neighbours.
 */
export function paintDecor(data: MapData, width: number, height: number, plan: DecorPlan, palette: MzDecorPalette): void {
  if (plan.variantTiles.length > 0) paintVariants(data, width, height, plan.variantTiles, plan.variants, palette.variants);
  const size = width * height;
  const shaped: number[] = [];
  const lists = [palette.floor, palette.wall, palette.void];
  for (let i = 0; i < plan.decorationTiles.length; i++) {
    const { width: columns, height: rows, layers } = lists[plan.decorationKinds[i]][plan.decorationIndexes[i]];
    for (let dy = 0, piece = 0; dy < rows; dy++) {
      for (let dx = 0; dx < columns; dx++, piece += DECOR_LAYERS) {
        const tile = plan.decorationTiles[i] + dy * width + dx;
        for (let z = 1; z <= DECOR_LAYERS; z++) {
          const id = layers[piece + z - 1];
          if (id === 0) continue;
          if (isAutotile(id)) {
            data[z * size + tile] = baseTileId(id);
            shaped.push(z * size + tile);
          } else {
            data[z * size + tile] = id;
          }
        }
      }
    }
  }
  for (const index of shaped) {
    const z = Math.floor(index / size);
    const tile = index - z * size;
    const x = tile % width;
    data[index] = baseTileId(data[index]) + autotileShapeAt(mapLayer(data, width, height, z), x, (tile - x) / width);
  }
}

// Variant tiles as rows of bits, kept between maps (a map is decorated on every load) and emptied
// after each use: all variant tiles, and each variant's own when there are several. Each map row
// takes whole 32-bit words with a bit of padding either side (tile (x, y) is bit x + 1 of its
// row), so the rows above and below a word are a fixed number of words away, a tile's 3×3 window
// is three small reads, and the ring around the variants is found 32 tiles at a time. A
// 256×256 map's set is 9 KB, in the nearest cache, where a byte per tile would be 64 KB.
let variantRows = new Int32Array(0);
/** Words per padded row and per set, for the map last decorated. */
let wordsPerRow = 0;
let wordsPerSet = 0;
/** Set 0: every variant tile; when there are several variants, variant v's tiles in set v + 1. */
const ANY_VARIANT = 0;

const LEFT_COLUMN = 0b001001001;
const RIGHT_COLUMN = 0b100100100;
const TOP_ROW = 0b000000111;
const BOTTOM_ROW = 0b111000000;

/** Bits start − 1…start + 1 of the row whose first word is `row` (start ≥ 1: a tile's bit). */
function threeBits(row: number, start: number): number {
  const from = start - 1;
  const word = row + (from >>> 5);
  const shift = from & 31;
  const low = variantRows[word] >>> shift;
  return (shift > 29 ? low | (variantRows[word + 1] << (32 - shift)) : low) & 7;
}

/**
 * The 3×3 window around `bit` of the row whose first word is `row`: bit (row · 3 + column) for each
 * spot in the set (row 0 above, column 0 left); the rows above and below read as empty where the
 * map has none.
 */
function windowAt(row: number, bit: number, hasAbove: boolean, hasBelow: boolean): number {
  return (hasAbove ? threeBits(row - wordsPerRow, bit) : 0) | (threeBits(row, bit) << 3) | (hasBelow ? threeBits(row + wordsPerRow, bit) << 6 : 0);
}

/**
 * A variant tile's 3×3 window in a set: bit (row · 3 + column) for each spot around it (row 0
 * above, column 0 left) that is in the set; spots beyond the map count as in it (the editor's
 * rule: the map edge is the same kind).
 */
function sameWindow(set: number, x: number, y: number, width: number, height: number): number {
  let window = windowAt(set * wordsPerSet + y * wordsPerRow, x + 1, y > 0, y < height - 1);
  if (y === 0) window |= TOP_ROW;
  if (y === height - 1) window |= BOTTOM_ROW;
  if (x === 0) window |= LEFT_COLUMN;
  if (x === width - 1) window |= RIGHT_COLUMN;
  return window;
}

/** By window: the Neighbour bits of the spots whose window bit is 0 (the centre left out). */
const WINDOW_DIFFERS: Uint8Array = (() => {
  const spots = [Neighbour.TopLeft, Neighbour.Top, Neighbour.TopRight, Neighbour.Left, 0, Neighbour.Right, Neighbour.BottomLeft, Neighbour.Bottom, Neighbour.BottomRight];
  return Uint8Array.from({ length: 512 }, (_, window) => spots.reduce((mask, bit, spot) => ((window >> spot) & 1 ? mask : mask | bit), 0));
})();

/**
 * The row of a tile: a multiplication by 1 / width in place of a division (exact: the half tile
 * added keeps the product well clear of whole numbers for any map the engine can hold).
 */
function rowOf(tile: number, inverseWidth: number): number {
  return ((tile + 0.5) * inverseWidth) | 0;
}

/**
 * For each floor shape, the Neighbour mask it stands for with the corners it ignores (beside a
 * differing side) cleared, or −1 for a number no mask gives. Two masks with the same shape differ
 * only in ignored corners, and adding differing neighbours only adds sides, so
 * floorShape(SHAPE_MASKS[floorShape(m)] | more) === floorShape(m | more) for every m and more.
 */
const SHAPE_MASKS: Int16Array = (() => {
  const masks = new Int16Array(48).fill(-1);
  for (let mask = 0; mask < 256; mask++) {
    let kept = mask & 0x0f;
    if (!(mask & (Neighbour.Left | Neighbour.Top))) kept |= mask & Neighbour.TopLeft;
    if (!(mask & (Neighbour.Top | Neighbour.Right))) kept |= mask & Neighbour.TopRight;
    if (!(mask & (Neighbour.Bottom | Neighbour.Right))) kept |= mask & Neighbour.BottomRight;
    if (!(mask & (Neighbour.Bottom | Neighbour.Left))) kept |= mask & Neighbour.BottomLeft;
    masks[floorShape(mask)] = kept;
  }
  return masks;
})();

/**
 * Variant tiles on z0 with their shapes, then the shapes of the floor-type tiles around them, by
 * the editor's rule (floorShape; a neighbour of another kind differs, the map edge counts as same),
 * without reading the layer's neighbours back:
 * - a variant tile's neighbours differ unless they took the same variant (no tile the painter
 *   writes is a variant: variants are none of the dungeon's three tiles); inside a patch that is
 *   no neighbour, the full shape;
 * - a plain tile beside variant tiles (the ring) keeps what differed before (its painted shape,
 *   exact, says which sides and corners that counted) and now differs from those variants too (a
 *   floor tile's were its own kind before; for any other kind they differed already).
 */
function paintVariants(data: MapData, width: number, height: number, tiles: ArrayLike<number>, chosen: ArrayLike<number>, variants: readonly number[]): void {
  // With one variant its set is the set of all variant tiles; with several each has its own.
  const several = variants.length > 1;
  const sets = several ? variants.length + 1 : 1;
  wordsPerRow = (width + 2 + 31) >>> 5;
  wordsPerSet = wordsPerRow * height;
  if (variantRows.length < wordsPerSet * sets) variantRows = new Int32Array(wordsPerSet * sets);
  const inverseWidth = 1 / width;
  for (let i = 0; i < tiles.length; i++) {
    const y = rowOf(tiles[i], inverseWidth);
    const bit = tiles[i] - y * width + 1;
    const word = y * wordsPerRow + (bit >>> 5);
    variantRows[word] |= 1 << (bit & 31);
    if (several) variantRows[(chosen[i] + 1) * wordsPerSet + word] |= 1 << (bit & 31);
  }
  for (let i = 0; i < tiles.length; i++) {
    const tile = tiles[i];
    const base = variants[chosen[i]];
    if (shapeFamily(base) !== ShapeFamily.Floor) {
      data[tile] = base;
      continue;
    }
    const y = rowOf(tile, inverseWidth);
    data[tile] = base + floorShape(WINDOW_DIFFERS[sameWindow(several ? chosen[i] + 1 : ANY_VARIANT, tile - y * width, y, width, height)]);
  }
  for (let y = 0; y < height; y++) paintRingRow(data, width, height, y);
  variantRows.fill(0, 0, wordsPerSet * sets);
}

/**
 * The ring tiles of row y: tiles that are no variant with a variant among their 8 neighbours,
 * found a word (32 tiles) at a time, each reshaped once.
 */
function paintRingRow(data: MapData, width: number, height: number, y: number): void {
  const row = y * wordsPerRow;
  const hasAbove = y > 0;
  const hasBelow = y < height - 1;
  let before = 0; // the column bits (above | here | below) of the word to the left
  let here = (hasAbove ? variantRows[row - wordsPerRow] : 0) | variantRows[row] | (hasBelow ? variantRows[row + wordsPerRow] : 0);
  for (let w = 0; w < wordsPerRow; w++) {
    const after = w + 1 < wordsPerRow ? (hasAbove ? variantRows[row - wordsPerRow + w + 1] : 0) | variantRows[row + w + 1] | (hasBelow ? variantRows[row + wordsPerRow + w + 1] : 0) : 0;
    // Beside a variant: in a column next to or in one with a variant above, here or below (the
    // first and last columns of the word look into the words either side).
    const near = here | (here << 1) | (here >>> 1) | (before >>> 31) | (after << 31);
    if (near !== 0) {
      let ring = near & ~variantRows[row + w];
      while (ring !== 0) {
        const low = ring & -ring;
        ring ^= low;
        const x = w * 32 + 31 - Math.clz32(low) - 1;
        if (x < 0 || x >= width) continue; // the padding
        paintRingTile(data, width, height, y * width + x, row, x + 1, hasAbove, hasBelow);
      }
    }
    before = here;
    here = after;
  }
}

/** One ring tile: its painted floor shape with the sides and corners where variants stand now differing too. */
function paintRingTile(data: MapData, width: number, height: number, tile: number, row: number, bit: number, hasAbove: boolean, hasBelow: boolean): void {
  const id = data[tile];
  if (shapeFamily(id) !== ShapeFamily.Floor) return;
  const beside = WINDOW_DIFFERS[~windowAt(row, bit, hasAbove, hasBelow) & 0x1ff];
  const base = baseTileId(id);
  const before = SHAPE_MASKS[id - base];
  const differs = before >= 0 ? before : floorDiffersAt(data, width, height, tile, base);
  data[tile] = base + floorShape(differs | beside);
}

/** The Neighbour mask of a tile on z0 read from the layer (for a shape no mask gives): neighbours of another kind differ, beyond the map counts as same. */
function floorDiffersAt(data: MapData, width: number, height: number, tile: number, base: number): number {
  const x = tile % width;
  const y = (tile - x) / width;
  const baseOr = (nx: number, ny: number) => (nx < 0 || ny < 0 || nx >= width || ny >= height ? OFF_MAP : baseTileId(data[ny * width + nx]));
  return neighbourDiffers(
    baseOr(x - 1, y - 1), baseOr(x, y - 1), baseOr(x + 1, y - 1),
    baseOr(x - 1, y), base, baseOr(x + 1, y),
    baseOr(x - 1, y + 1), baseOr(x, y + 1), baseOr(x + 1, y + 1),
  );
}

export { DecorKind };
