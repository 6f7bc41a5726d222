/**
 * A schematic picture of a set-piece map for the README (docs/set-pieces-authoring.png): a few
 * pixels per tile, floor light and solid dark, the tiles marked with the Piece Region tinted, the
 * entrances (Piece Entrance Region) bright, events as dots (the name events, whose notes hold
 * the piece's rules, in their own colour), each piece's name above it, and a legend.
 *
 *   npx tsx tools/set-piece-picture.ts sample-project/data/Map011.json docs/set-pieces-authoring.png
 *
 * Walkable or solid is read as the plugin reads a piece's tile: the top layer that is neither
 * empty nor drawn above the player decides; A3/A4 walls and ceilings and tiles blocked on all four
 * sides are solid. The flags come from Tilesets.json beside the map when the project has one,
 * else from the stock tilesets (test/fixtures/stock-Tilesets.json).
 */
import { existsSync, readFileSync } from "fs";
import { dirname, join } from "path";
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "./lib/args";
import { Output, runCommand } from "./lib/cli";
import type { Rgba } from "./render/palette";
import { RgbaImage, fillPixels } from "./render/pixels";
import { writePng } from "./render/png";
import { STOCK_TILESETS_FILE } from "./render/tileset";
import { isWallSide } from "../src/mz/autotile";
import { TileKind } from "../src/core/grid";
import { paintedKind } from "../src/mz/vaults";
import { MarkedBox, PieceRegions, markedBoxes, readPieceMap } from "../src/mz/pieces";

/** The parts of a map JSON the picture reads. */
export interface PieceMapJson {
  width: number;
  height: number;
  tilesetId: number;
  data: number[];
  events: ({ x: number; y: number; note?: string } | null)[];
}

export type { PieceRegions };

export const DEFAULT_REGIONS: PieceRegions = { piece: 60, entrance: 63 };
export const DEFAULT_SCALE = 14;

/** What one tile shows in the picture. */
export const TileLook = { Empty: 0, Floor: 1, Solid: 2, PieceFloor: 3, PieceSolid: 4, Entrance: 5, PieceWallFace: 6 } as const;
export type TileLook = (typeof TileLook)[keyof typeof TileLook];

const COLOURS: Readonly<Record<TileLook, Rgba>> = {
  [TileLook.Empty]: [24, 24, 28, 255],
  [TileLook.Floor]: [196, 196, 192, 255],
  [TileLook.Solid]: [72, 70, 68, 255],
  [TileLook.PieceFloor]: [178, 214, 246, 255],
  [TileLook.PieceSolid]: [44, 84, 136, 255],
  [TileLook.Entrance]: [255, 150, 0, 255],
  [TileLook.PieceWallFace]: [92, 136, 196, 255],
};
const EVENT_COLOUR: Rgba = [214, 40, 40, 255];
const NAME_EVENT_COLOUR: Rgba = [236, 64, 210, 255];
const TEXT_COLOUR: Rgba = [240, 240, 240, 255];
const BACKGROUND: Rgba = [32, 32, 36, 255];

/** Walkable or solid as the plugin reads a painted tile (src/mz/vaults.ts paintedKind); Empty where nothing is painted. */
export function paintedLook(map: PieceMapJson, flags: readonly number[], tile: number): TileLook {
  const kind = paintedKind(map.data, map.width * map.height, tile, flags);
  return kind === TileKind.Void ? TileLook.Empty : kind === TileKind.Room ? TileLook.Floor : TileLook.Solid;
}

/** Every tile's look: painted floor or solid, tinted inside a piece's marks, entrances bright. */
export function tileLooks(map: PieceMapJson, flags: readonly number[], regions: PieceRegions): Uint8Array {
  const area = map.width * map.height;
  const looks = new Uint8Array(area);
  for (let tile = 0; tile < area; tile++) {
    const look = paintedLook(map, flags, tile);
    const region = map.data[5 * area + tile];
    if (region === regions.entrance) looks[tile] = TileLook.Entrance;
    else if (region === regions.piece) looks[tile] = look === TileLook.Floor ? TileLook.PieceFloor : isWallSide(map.data[tile]) ? TileLook.PieceWallFace : TileLook.PieceSolid;
    else looks[tile] = look;
  }
  return looks;
}

export type MarkedRectangle = MarkedBox;

/** The pieces' rectangles as the plugin finds them (src/mz/pieces.ts markedBoxes). */
export function markedRectangles(map: PieceMapJson, regions: PieceRegions): MarkedRectangle[] {
  return markedBoxes(map, regions);
}

/** An event whose note holds a piece rule: a name event, drawn in its own colour. */
const PIECE_RULE = /<Dungeon Piece\b/i;

/** Each named piece's rectangle and name, read as the plugin reads the map (src/mz/pieces.ts readPieceMap). */
function namedPieces(map: PieceMapJson, flags: readonly number[], regions: PieceRegions): { left: number; top: number; name: string }[] {
  const tilesets: unknown[] = [];
  tilesets[map.tilesetId] = { flags };
  const catalog = readPieceMap(map, 0, tilesets, regions, () => undefined);
  return catalog.art.map((art, i) => ({ left: art.left, top: art.top, name: catalog.pieces[i].name })).filter((piece) => !piece.name.startsWith("piece at "));
}

const LEGEND: ReadonlyArray<{ colour: Rgba; label: string; dot?: boolean }> = [
  { colour: COLOURS[TileLook.PieceFloor], label: "piece floor (region 60, walkable)" },
  { colour: COLOURS[TileLook.PieceWallFace], label: "piece wall face: the north wall two high (region 60)" },
  { colour: COLOURS[TileLook.PieceSolid], label: "piece ceiling, walls, blocking furniture (region 60)" },
  { colour: COLOURS[TileLook.Entrance], label: "entrance (region 63, walkable, on the edge)" },
  { colour: EVENT_COLOUR, label: "event (copied with the piece)", dot: true },
  { colour: NAME_EVENT_COLOUR, label: "name event: the piece's rules in its note", dot: true },
  { colour: COLOURS[TileLook.Solid], label: "not part of a piece" },
];

const FONT_SCALE = 2;
const LINE = 16;

/** The part of the map around its pieces (with `margin` tiles on each side for their names), or all of it when there are none. */
export function viewAroundPieces(map: PieceMapJson, regions: PieceRegions, margin = 2): MarkedRectangle {
  const boxes = markedRectangles(map, regions);
  if (boxes.length === 0) return { left: 0, top: 0, right: map.width - 1, bottom: map.height - 1 };
  return {
    left: Math.max(0, Math.min(...boxes.map((box) => box.left)) - margin),
    top: Math.max(0, Math.min(...boxes.map((box) => box.top)) - margin),
    right: Math.min(map.width - 1, Math.max(...boxes.map((box) => box.right)) + margin),
    bottom: Math.min(map.height - 1, Math.max(...boxes.map((box) => box.bottom)) + margin),
  };
}

/**
 * The picture: the tiles of `view` (default the whole map) at `scale` pixels per tile, with a
 * name above each piece, and the legend below.
 */
export function pieceMapPicture(map: PieceMapJson, flags: readonly number[], regions: PieceRegions, scale: number, view?: MarkedRectangle): RgbaImage {
  const shown = view ?? { left: 0, top: 0, right: map.width - 1, bottom: map.height - 1 };
  const mapWidth = (shown.right - shown.left + 1) * scale;
  const mapHeight = (shown.bottom - shown.top + 1) * scale;
  const legendHeight = LEGEND.length * LINE + 8;
  const width = Math.max(mapWidth, 8 + 20 + textWidth(longestLabel()) + 8);
  const image: RgbaImage = { width, height: mapHeight + legendHeight, data: new Uint8ClampedArray(width * (mapHeight + legendHeight) * 4) };
  fillPixels(image, 0, 0, width, image.height, BACKGROUND);
  const px = (x: number) => (x - shown.left) * scale;
  const py = (y: number) => (y - shown.top) * scale;
  const looks = tileLooks(map, flags, regions);
  for (let y = shown.top; y <= shown.bottom; y++) {
    for (let x = shown.left; x <= shown.right; x++) drawTile(image, px(x), py(y), scale, COLOURS[looks[y * map.width + x] as TileLook]);
  }
  for (const event of map.events) {
    if (!event || event.x < shown.left || event.x > shown.right || event.y < shown.top || event.y > shown.bottom) continue;
    const colour = PIECE_RULE.test(event.note ?? "") ? NAME_EVENT_COLOUR : EVENT_COLOUR;
    drawDot(image, px(event.x), py(event.y), scale, colour);
  }
  for (const { left, top, name } of namedPieces(map, flags, regions)) {
    const textY = py(top) - 5 * FONT_SCALE - 3;
    if (textY >= 0 && left >= shown.left) drawText(image, px(left), textY, name, TEXT_COLOUR);
  }
  LEGEND.forEach((entry, row) => {
    const y = mapHeight + 6 + row * LINE;
    if (entry.dot) drawDot(image, 8, y, 12, entry.colour);
    else drawTile(image, 8, y, 12, entry.colour);
    drawText(image, 28, y + 1, entry.label, TEXT_COLOUR);
  });
  return image;
}

function longestLabel(): string {
  return LEGEND.reduce((longest, entry) => (entry.label.length > longest.length ? entry.label : longest), "");
}

/** A tile: its colour with a one-pixel darker rim, so single tiles can be counted. */
function drawTile(image: RgbaImage, x: number, y: number, size: number, colour: Rgba): void {
  fillPixels(image, x, y, size, size, darker(colour));
  fillPixels(image, x + 1, y + 1, size - 1, size - 1, colour);
}

function darker([red, green, blue, alpha]: Rgba): Rgba {
  return [red * 0.8, green * 0.8, blue * 0.8, alpha];
}

/** A round dot in the middle of the tile. */
function drawDot(image: RgbaImage, x: number, y: number, size: number, colour: Rgba): void {
  const centre = (size - 1) / 2;
  const radius = size * 0.32;
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++) {
      if ((dx - centre) ** 2 + (dy - centre) ** 2 <= radius * radius) fillPixels(image, x + dx, y + dy, 1, 1, colour);
    }
  }
}

// A 3×5 pixel font: lower case is drawn as upper case; unknown characters as a blank.
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  a: ["010", "101", "111", "101", "101"], b: ["110", "101", "110", "101", "110"], c: ["011", "100", "100", "100", "011"],
  d: ["110", "101", "101", "101", "110"], e: ["111", "100", "110", "100", "111"], f: ["111", "100", "110", "100", "100"],
  g: ["011", "100", "101", "101", "011"], h: ["101", "101", "111", "101", "101"], i: ["111", "010", "010", "010", "111"],
  j: ["001", "001", "001", "101", "010"], k: ["101", "101", "110", "101", "101"], l: ["100", "100", "100", "100", "111"],
  m: ["101", "111", "111", "101", "101"], n: ["110", "101", "101", "101", "101"], o: ["010", "101", "101", "101", "010"],
  p: ["110", "101", "110", "100", "100"], q: ["010", "101", "101", "110", "011"], r: ["110", "101", "110", "101", "101"],
  s: ["011", "100", "010", "001", "110"], t: ["111", "010", "010", "010", "010"], u: ["101", "101", "101", "101", "111"],
  v: ["101", "101", "101", "101", "010"], w: ["101", "101", "111", "111", "101"], x: ["101", "101", "010", "101", "101"],
  y: ["101", "101", "010", "010", "010"], z: ["111", "001", "010", "100", "111"],
  "0": ["111", "101", "101", "101", "111"], "1": ["010", "110", "010", "010", "111"], "2": ["110", "001", "010", "100", "111"],
  "3": ["110", "001", "010", "001", "110"], "4": ["101", "101", "111", "001", "001"], "5": ["111", "100", "110", "001", "110"],
  "6": ["011", "100", "110", "101", "010"], "7": ["111", "001", "010", "010", "010"], "8": ["010", "101", "010", "101", "010"],
  "9": ["010", "101", "011", "001", "110"],
  "(": ["001", "010", "010", "010", "001"], ")": ["100", "010", "010", "010", "100"], ",": ["000", "000", "000", "010", "100"],
  ":": ["000", "010", "000", "010", "000"], "'": ["010", "010", "000", "000", "000"], "-": ["000", "000", "111", "000", "000"],
  ".": ["000", "000", "000", "000", "010"],
};
const ADVANCE = 4 * FONT_SCALE;

function textWidth(text: string): number {
  return text.length * ADVANCE;
}

function drawText(image: RgbaImage, x: number, y: number, text: string, colour: Rgba): void {
  [...text.toLowerCase()].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit === "1") fillPixels(image, x + index * ADVANCE + gx * FONT_SCALE, y + gy * FONT_SCALE, FONT_SCALE, FONT_SCALE, colour);
      });
    });
  });
}

/** The tileset's flags: Tilesets.json beside the map when there is one, else the stock tilesets. */
export function readTilesetFlags(mapFile: string, tilesetId: number): number[] {
  const beside = join(dirname(mapFile), "Tilesets.json");
  const file = existsSync(beside) ? beside : STOCK_TILESETS_FILE;
  const tilesets = JSON.parse(readFileSync(file, "utf8")) as ({ flags?: number[] } | null)[];
  const flags = tilesets[tilesetId]?.flags;
  if (!Array.isArray(flags)) throw new ArgumentError(`${file} has no tileset ${tilesetId} (the map's tilesetId)`);
  return flags;
}

const FLAGS: FlagSpecs = {
  scale: { kind: "integer", help: "pixels per tile, 4-48 (default 14)" },
  region: { kind: "integer", help: "the Piece Region (default 60)" },
  "entrance-region": { kind: "integer", help: "the Piece Entrance Region (default 63)" },
  whole: { kind: "switch", help: "draw the whole map (default: the part around its pieces)" },
  help: { kind: "switch", help: "show this help" },
};

const USAGE = `usage: npx tsx tools/set-piece-picture.ts MAP.json OUT.png [flags]\n${describeFlags(FLAGS)}`;

interface PictureRequest {
  mapFile: string;
  outFile: string;
  scale: number;
  regions: PieceRegions;
  whole: boolean;
}

/** The two file names apart from the flags (a flag that takes a value takes the next argument). */
function splitArguments(argv: readonly string[]): { files: string[]; flagArgs: string[] } {
  const files: string[] = [];
  const flagArgs: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (!argument.startsWith("--")) {
      files.push(argument);
      continue;
    }
    flagArgs.push(argument);
    const spec = FLAGS[argument.slice(2)];
    if (spec && spec.kind !== "switch" && i + 1 < argv.length) flagArgs.push(argv[++i]);
  }
  return { files, flagArgs };
}

function parse(argv: readonly string[]): PictureRequest | null {
  const { files, flagArgs } = splitArguments(argv);
  const flags = parseFlags(flagArgs, FLAGS);
  if (flags.isOn("help")) return null;
  if (files.length !== 2) throw new ArgumentError("give the map JSON and the PNG to write (try --help)");
  const scale = flags.integer("scale", DEFAULT_SCALE);
  if (scale < 4 || scale > 48) throw new ArgumentError(`--scale must be 4 to 48, got ${scale}`);
  return {
    mapFile: files[0],
    outFile: files[1],
    scale,
    regions: { piece: flags.integer("region", DEFAULT_REGIONS.piece), entrance: flags.integer("entrance-region", DEFAULT_REGIONS.entrance) },
    whole: flags.isOn("whole"),
  };
}

function execute(request: PictureRequest, output: Output): number {
  const map = JSON.parse(readFileSync(request.mapFile, "utf8")) as PieceMapJson;
  const flags = readTilesetFlags(request.mapFile, map.tilesetId);
  const view = request.whole ? undefined : viewAroundPieces(map, request.regions);
  const image = pieceMapPicture(map, flags, request.regions, request.scale, view);
  writePng(request.outFile, image);
  output.log(`wrote ${request.outFile} (${image.width}×${image.height}, ${markedRectangles(map, request.regions).length} pieces)`);
  return 0;
}

export function main(argv: readonly string[], output: Output = console): number {
  return runCommand("set-piece-picture", argv, output, { parse, usage: USAGE, execute: (request) => execute(request, output) });
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
