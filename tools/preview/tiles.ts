/**
 * `--tileset DIR`: the preview in the game's own tiles. The dungeon is painted into a map data
 * array by the plugin's painter (src/mz/paint.ts paintDungeon), decorated as the plugin does with
 * `--decor` (src/mz/decor.ts: the ready-made choice for the tiles, planned and written by
 * readDungeonDecor / decorateDungeon), then drawn from the sheet images in DIR the way MZ's
 * Tilemap draws them (tools/render/tilemap.ts). The tileset's names and flags come from
 * `--tileset-json` (a project's data/Tilesets.json) and `--tileset-id`, by default the stock
 * Dungeon tileset (4) of test/fixtures/stock-Tilesets.json. A sheet without an image gives one
 * warning and its tiles in their block colours.
 */
import type { DataMap } from "rmmz-types";
import type { Dungeon } from "../../src/core";
import type { DecorOptions, DecorPlan } from "../../src/core/decor";
import { decorateDungeon, readDungeonDecor } from "../../src/mz/decor";
import { decorSettings } from "../../src/mz/settings";
import { DungeonTiles, MAP_LAYER_COUNT, STOCK_DUNGEON_TILES, paintDungeon, readTemplateTiles, tilesWithoutSheet } from "../../src/mz/paint";
import { ArgumentError, FlagSpecs, ParsedFlags } from "../lib/args";
import type { Output } from "../lib/cli";
import { ARRIVAL_COLOUR, DECOR_COLOURS, DecorMark, EVENT_COLOUR, KIND_COLOURS, ROLE_COLOURS, Rgba } from "../render/palette";
import { DungeonPicture, RgbaImage, fillPixels, paintOverlay } from "../render/pixels";
import { SHEET_TILE_SIZE, TILE_SIZES, renderTilemap } from "../render/tilemap";
import { SHEET_LABELS, STOCK_DUNGEON_TILESET_ID, TilesetEntry, TilesetSheets, checkTilesetFolder, loadTilesetSheets, readTilesetEntry } from "../render/tileset";
import { decorMarks } from "./decor";

/** The largest picture side the tile view draws (a 256×256 map at 48 px would take 600 MB). */
export const MAX_PICTURE_SIDE = 8192;

export const TILESET_FLAGS: FlagSpecs = {
  tileset: { kind: "text", help: "a folder of MZ tileset images (e.g. a project's img/tilesets): draw the real tiles as the plugin paints them, with shadows and, with --decor, its ready-made decorations (the images are never copied)" },
  "tileset-json": { kind: "text", help: "with --tileset: a project's data/Tilesets.json for the sheet names and flags (default the stock one, test/fixtures/stock-Tilesets.json)" },
  "tileset-id": { kind: "integer", help: `with --tileset: the tileset's database id (default ${STOCK_DUNGEON_TILESET_ID}, the stock Dungeon)` },
  "tile-size": { kind: "integer", help: `with --tileset: pixels per tile, ${TILE_SIZES.join(", ")} (default ${SHEET_TILE_SIZE}; smaller sizes average the 48-pixel tiles)` },
  tiles: { kind: "text", help: `with --tileset: the void, floor and wall tile ids as a map's template gives them (default ${STOCK_DUNGEON_TILES.voidTile},${STOCK_DUNGEON_TILES.floorTile},${STOCK_DUNGEON_TILES.wallTile}, the stock Dungeon's)` },
};

/** What --tileset and its companions ask for. */
export interface TilesetRequest {
  folder: string;
  entry: TilesetEntry;
  tileSize: number;
  tiles: DungeonTiles;
}

/**
 * The tileset request, or undefined without --tileset (its companion flags are then noted as
 * ignored). Throws ArgumentError for a missing folder, a bad Tilesets.json or id, a tile size
 * other than 48/24/16, bad --tiles, or a picture larger than MAX_PICTURE_SIDE.
 */
export function tilesetRequestFromFlags(flags: ParsedFlags, width: number, height: number, notes: string[]): TilesetRequest | undefined {
  if (!flags.has("tileset")) {
    for (const name of ["tileset-json", "tileset-id", "tile-size", "tiles"]) if (flags.has(name)) notes.push(`--${name} is for --tileset; ignored`);
    return undefined;
  }
  const folder = flags.text("tileset", "");
  checkTilesetFolder(folder);
  const tileSize = flags.integer("tile-size", SHEET_TILE_SIZE);
  if (!TILE_SIZES.includes(tileSize)) throw new ArgumentError(`--tile-size must be ${TILE_SIZES.join(", ")}, got ${tileSize}`);
  const side = Math.max(width, height) * tileSize;
  if (side > MAX_PICTURE_SIDE) {
    const fits = TILE_SIZES.filter((size) => Math.max(width, height) * size <= MAX_PICTURE_SIDE);
    throw new ArgumentError(`--tile-size ${tileSize} makes a picture ${side} pixels wide, more than ${MAX_PICTURE_SIDE}; ${fits.length > 0 ? `use --tile-size ${fits.join(" or ")}` : "use a smaller map"}`);
  }
  const entry = readTilesetEntry(flags.has("tileset-json") ? flags.text("tileset-json", "") : null, flags.integer("tileset-id", STOCK_DUNGEON_TILESET_ID));
  const tiles = flags.has("tiles") ? parseTiles(flags.text("tiles", "")) : { ...STOCK_DUNGEON_TILES };
  const unnamed = tilesWithoutSheet(tiles, entry.tilesetNames);
  if (unnamed.length > 0) notes.push(`tileset ${entry.id} has no sheet for ${unnamed.join(", ")}; those tiles are drawn in their block colours (the plugin would not paint with them)`);
  return { folder, entry, tileSize, tiles };
}

/** "5888,2816,6272" → the dungeon's three tiles, checked as the plugin checks a map's template. */
export function parseTiles(text: string): DungeonTiles {
  const parts = text.split(",").map((part) => part.trim());
  const ids = parts.map(Number);
  const tiles = parts.length === 3 && parts.every((part) => /^\d+$/.test(part)) ? readTemplateTiles(ids, 3, 1) : null;
  if (!tiles) throw new ArgumentError(`--tiles expects void,floor,wall tile ids (0–8191; floor and wall set and different, the void not the floor), e.g. ${STOCK_DUNGEON_TILES.voidTile},${STOCK_DUNGEON_TILES.floorTile},${STOCK_DUNGEON_TILES.wallTile}; got "${text}"`);
  return tiles;
}

/** A tileset ready to draw with: the request and its sheet images, read once per run. */
export interface OpenTileset extends TilesetRequest {
  sheets: TilesetSheets;
}

export function openTileset(request: TilesetRequest): OpenTileset {
  return { ...request, sheets: loadTilesetSheets(request.folder, request.entry.tilesetNames) };
}

/** The dungeon as the plugin writes it into `$dataMap.data`, with its decoration plan (null without --decor or nothing to draw). */
export interface PaintedMap {
  data: number[];
  plan: DecorPlan | null;
  /** A DecorMark per tile of the plan (for block colours), or null. */
  marks: Uint8Array | null;
  /** Why --decor draws nothing, when it does not. */
  nothing?: string;
}

/** The tiles no decoration may cover, as map events (the arrival is added by the plugin's code). */
function previewEvents(dungeon: Dungeon): { x: number; y: number }[] {
  const tiles = (dungeon.content?.copies ?? []).map((copy) => copy.tile).filter((tile) => tile >= 0);
  return tiles.map((tile) => ({ x: tile % dungeon.width, y: Math.floor(tile / dungeon.width) }));
}

/**
 * Paints the dungeon with the plugin's painter and, when `decor` is given, decorates it with the
 * plugin's ready-made choice for these tiles (as `Decorations: stock` does) and these options.
 */
export function paintForPreview(dungeon: Dungeon, tileset: TilesetRequest, decor: Partial<DecorOptions> | null, warn: (message: string) => void): PaintedMap {
  const { width, height } = dungeon;
  const data = new Array<number>(width * height * MAP_LAYER_COUNT).fill(0);
  const map = { data, width, height, tilesetId: tileset.entry.id, events: previewEvents(dungeon) as unknown as DataMap["events"] };
  const tilesets: unknown[] = [];
  tilesets[tileset.entry.id] = { tilesetNames: tileset.entry.tilesetNames, flags: tileset.entry.flags };
  // As the plugin: the decoration is read before painting (here the map holds no palette, so the stock choice is used).
  const mzDecor = decor ? readDungeonDecor(map, tilesets, tileset.tiles, decorSettings({ ...decor, decorStock: "on" }), warn) : null;
  paintDungeon(data, dungeon, { tiles: tileset.tiles, roomRegion: 0, corridorRegion: 0 });
  const plan = decorateDungeon(map, dungeon, mzDecor);
  const marks = plan && mzDecor ? decorMarks(plan, mzDecor.shapes, width, height) : null;
  const nothing = decor && !mzDecor ? "decor: nothing to draw (the plugin's ready-made decorations are for the stock Dungeon tileset's cave floors, or every amount is 0)" : undefined;
  return { data, plan, marks, nothing };
}

/**
 * The picture in real tiles: the painted map drawn from the sheets, then the layout's overlay
 * (--grid) and the markers as small squares in the middle of their tiles, so the art shows.
 * Sheets that had to fall back to block colours are warned about, one line each.
 */
export function renderWithTileset(picture: DungeonPicture, data: ArrayLike<number>, tileset: OpenTileset, output: Output): RgbaImage {
  const { width, height, kinds, decor } = picture;
  const fallback = (tile: number, z: number): Rgba => {
    if (z === 0) return KIND_COLOURS[kinds[tile] as keyof typeof KIND_COLOURS] ?? KIND_COLOURS[0];
    const mark = decor?.[tile] ?? DecorMark.None;
    return mark === DecorMark.None ? DECOR_COLOURS[DecorMark.Floor] : DECOR_COLOURS[mark as Exclude<DecorMark, 0>];
  };
  const size = tileset.tileSize;
  const { image, fallbackTiles } = renderTilemap({ width, height, data }, { sheets: tileset.sheets.images, flags: tileset.entry.flags }, size, fallback);
  fallbackTiles.forEach((count, sheet) => {
    if (count > 0) output.error(`warning: tileset: ${tileset.sheets.missing[sheet]}; ${count} tiles of sheet ${SHEET_LABELS[sheet]} drawn in their block colours`);
  });
  if (picture.overlay) paintOverlay(image, picture.overlay, width, size);
  paintSmallMarkers(image, picture, size);
  return image;
}

/** Events, content copies and the arrival as a square a third of a tile wide in the middle of it. */
function paintSmallMarkers(image: RgbaImage, picture: DungeonPicture, size: number): void {
  const side = Math.max(2, Math.round(size / 3));
  const inset = Math.floor((size - side) / 2);
  const mark = (tile: number, colour: Rgba) => {
    if (tile < 0) return;
    const x = tile % picture.width;
    const y = (tile - x) / picture.width;
    fillPixels(image, x * size + inset, y * size + inset, side, side, colour);
  };
  for (let i = 0; i < picture.events.length; i++) mark(picture.events[i], EVENT_COLOUR);
  for (const { tile, role } of picture.content ?? []) mark(tile, ROLE_COLOURS[role] ?? EVENT_COLOUR);
  mark(picture.arrival, ARRIVAL_COLOUR);
}
