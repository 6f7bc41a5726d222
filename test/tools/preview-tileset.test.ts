/**
 * The preview's real-tile view (--tileset): MZ's Tilemap drawing rules (autotile quarters, A5 and
 * B–E tiles, stars, shadows, tables), on synthetic sheets whose every 24×24 quarter has its own
 * colour, and the command end to end. When an MZ runtime is on this machine, every tile id and
 * every map spot is also compared with the engine's own Tilemap code (read, never committed).
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { PNG } from "pngjs";
import { TileKind, generateDungeon, normalizeSeed } from "../../src/core";
import { SheetIndex, TILE_ID_A1, TILE_ID_A2, TILE_ID_MAX, autotileKind, autotileShape, isAutotile, shapeCountOfKind, tileSheetIndex } from "../../src/mz/autotile";
import { STOCK_DUNGEON_TILES } from "../../src/mz/paint";
import { parsePreviewArgs, runPreview } from "../../tools/preview/run";
import { paintForPreview, parseTiles } from "../../tools/preview/tiles";
import { DECOR_COLOURS, KIND_COLOURS, Rgba } from "../../tools/render/palette";
import type { RgbaImage } from "../../tools/render/pixels";
import { TileMap, TileRect, renderTilemap, shadowRects, spotDrawings, tableEdgeRects, tileRects } from "../../tools/render/tilemap";
import { SHEET_LABELS, readTilesetEntry } from "../../tools/render/tileset";

// ---------------------------------------------------------------------------------------------
// Synthetic sheets: the quarter at column qx, row qy of sheet s is (code(s), qx * 8, qy * 8).

const SHEET_SIZES: ReadonlyArray<readonly [number, number]> = [
  [768, 576], // A1
  [768, 576], // A2
  [768, 384], // A3
  [768, 720], // A4
  [384, 768], // A5
  [768, 768], // B
  [768, 768], // C
  [768, 768], // D
  [768, 768], // E
];
const sheetCode = (sheet: number) => 20 + sheet * 25;
const quarterColour = (sheet: number, qx: number, qy: number): Rgba => [sheetCode(sheet), qx * 8, qy * 8, 255];

function syntheticSheet(sheet: number): RgbaImage {
  const [width, height] = SHEET_SIZES[sheet];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data[at] = sheetCode(sheet);
      data[at + 1] = Math.floor(x / 24) * 8;
      data[at + 2] = Math.floor(y / 24) * 8;
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

const SHEETS = SHEET_LABELS.map((_, sheet) => syntheticSheet(sheet));

function pixel(image: RgbaImage, x: number, y: number): Rgba {
  const at = (y * image.width + x) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2], image.data[at + 3]];
}

/** The colour in the middle of quarter i (0 top-left … 3 bottom-right) of map tile (x, y) at `size` pixels per tile. */
function quarterPixel(image: RgbaImage, x: number, y: number, i: number, size = 48): Rgba {
  const half = size / 2;
  return pixel(image, x * size + (i % 2) * half + Math.floor(half / 2), y * size + Math.floor(i / 2) * half + Math.floor(half / 2));
}

/** A map of `width`×`height` with the given ids: layers[z][tile]. */
function mapOf(width: number, height: number, layers: Record<number, Record<number, number>>): TileMap {
  const data = new Array<number>(width * height * 6).fill(0);
  for (const [z, tiles] of Object.entries(layers)) for (const [tile, id] of Object.entries(tiles)) data[Number(z) * width * height + Number(tile)] = id;
  return { width, height, data };
}

const NO_FLAGS: number[] = [];
const MAGENTA: Rgba = [255, 0, 255, 255];
const render = (map: TileMap, flags: ArrayLike<number> = NO_FLAGS, size = 48, sheets: (RgbaImage | null)[] = SHEETS) => renderTilemap(map, { sheets, flags }, size, () => MAGENTA);

describe("renderTilemap on synthetic sheets", () => {
  it("composes a floor autotile from the quarters its shape names (A2 kind 17, shape 20: wall-like top edge)", () => {
    // Kind 17 is the second A2 block: 2 tiles right of the first. Shape 20 takes (2,2), (1,2), (2,3), (1,3) of the block's 4×6 quarters.
    const { image } = render(mapOf(1, 1, { 0: { 0: TILE_ID_A2 + 48 + 20 } }));
    expect([0, 1, 2, 3].map((i) => quarterPixel(image, 0, 0, i))).toEqual([quarterColour(SheetIndex.A2, 6, 2), quarterColour(SheetIndex.A2, 5, 2), quarterColour(SheetIndex.A2, 6, 3), quarterColour(SheetIndex.A2, 5, 3)]);
    // Shape 0 (surrounded): the inner quarters of the block's lower part.
    const full = render(mapOf(1, 1, { 0: { 0: TILE_ID_A2 } })).image;
    expect([0, 1, 2, 3].map((i) => quarterPixel(full, 0, 0, i))).toEqual([quarterColour(SheetIndex.A2, 2, 4), quarterColour(SheetIndex.A2, 1, 4), quarterColour(SheetIndex.A2, 2, 3), quarterColour(SheetIndex.A2, 1, 3)]);
  });

  it("takes a wall side's quarters from its 2-tile block in A4 (kind 88, shape 15: every edge)", () => {
    // Kind 88: row ty 11 of A4 (a wall-side row) starts 3 tiles down; shape 15 uses (0,0), (3,0), (0,3), (3,3) of the block.
    const { image } = render(mapOf(1, 1, { 0: { 0: STOCK_DUNGEON_TILES.wallTile + 15 } }));
    expect([0, 1, 2, 3].map((i) => quarterPixel(image, 0, 0, i))).toEqual([0, 3, 0, 3].map((qx, i) => quarterColour(SheetIndex.A4, qx, 6 + (i < 2 ? 0 : 3))));
  });

  it("puts a B tile at its map position, from its half of the sheet", () => {
    // B id 130: the right half (ids 128–255) at column 8 + 2, row 0 → quarters (20,0), (21,0), (20,1), (21,1).
    const { image } = render(mapOf(3, 2, { 0: { 0: TILE_ID_A2, 1: TILE_ID_A2, 2: TILE_ID_A2, 3: TILE_ID_A2, 4: TILE_ID_A2, 5: TILE_ID_A2 }, 2: { 5: 130 } }));
    expect([0, 1, 2, 3].map((i) => quarterPixel(image, 2, 1, i))).toEqual([quarterColour(SheetIndex.B, 20, 0), quarterColour(SheetIndex.B, 21, 0), quarterColour(SheetIndex.B, 20, 1), quarterColour(SheetIndex.B, 21, 1)]);
    expect(quarterPixel(image, 1, 1, 0)[0]).toBe(sheetCode(SheetIndex.A2)); // the tile beside it stays ground
    // C id 256 + 9: C sheet, column 1, row 1.
    const c = render(mapOf(1, 1, { 1: { 0: 265 } })).image;
    expect(quarterPixel(c, 0, 0, 3)).toEqual(quarterColour(SheetIndex.C, 3, 3));
  });

  it("draws an A5 tile whole from its column and row", () => {
    const { image } = render(mapOf(1, 1, { 0: { 0: 1536 + 8 * 3 + 5 } }));
    expect(quarterPixel(image, 0, 0, 0)).toEqual(quarterColour(SheetIndex.A5, 10, 6));
  });

  it("darkens the left half with a z4 shadow of 5 (black at alpha 0.5), the right half untouched", () => {
    const { image } = render(mapOf(1, 1, { 0: { 0: 1536 }, 4: { 0: 5 } }));
    const halved = (colour: Rgba): Rgba => [Math.round(colour[0] / 2), Math.round(colour[1] / 2), Math.round(colour[2] / 2), 255];
    expect(quarterPixel(image, 0, 0, 0)).toEqual(halved(quarterColour(SheetIndex.A5, 0, 0)));
    expect(quarterPixel(image, 0, 0, 2)).toEqual(halved(quarterColour(SheetIndex.A5, 0, 1)));
    expect(quarterPixel(image, 0, 0, 1)).toEqual(quarterColour(SheetIndex.A5, 1, 0));
    expect(quarterPixel(image, 0, 0, 3)).toEqual(quarterColour(SheetIndex.A5, 1, 1));
  });

  it("draws a starred tile over the layers above it; unstarred, z2 covers z1", () => {
    const map = mapOf(1, 1, { 1: { 0: 1 }, 2: { 0: 2 } });
    expect(quarterPixel(render(map).image, 0, 0, 0)).toEqual(quarterColour(SheetIndex.B, 4, 0));
    const flags = [0, 0x10];
    expect(quarterPixel(render(map, flags).image, 0, 0, 0)).toEqual(quarterColour(SheetIndex.B, 2, 0));
  });

  it("lets transparent sheet pixels show what lies under them; id 0 draws nothing", () => {
    const sheets = [...SHEETS];
    const b = syntheticSheet(SheetIndex.B);
    for (let y = 0; y < 48; y++) for (let x = 48; x < 72; x++) b.data[(y * b.width + x) * 4 + 3] = 0; // the left half of B id 1
    sheets[SheetIndex.B] = b;
    const { image } = render(mapOf(1, 1, { 0: { 0: 1536 }, 2: { 0: 1 } }), NO_FLAGS, 48, sheets);
    expect([0, 1, 2, 3].map((i) => quarterPixel(image, 0, 0, i))).toEqual([quarterColour(SheetIndex.A5, 0, 0), quarterColour(SheetIndex.B, 3, 0), quarterColour(SheetIndex.A5, 0, 1), quarterColour(SheetIndex.B, 3, 1)]);
    const empty = render(mapOf(1, 1, { 0: { 0: 0 } })).image;
    expect(quarterPixel(empty, 0, 0, 0)).toEqual([0, 0, 0, 255]); // the black behind the map
  });

  it("averages at --tile-size 24 and 16: each quarter keeps its colour", () => {
    const map = mapOf(2, 1, { 0: { 0: TILE_ID_A2 + 48 + 20, 1: 1536 } });
    const at48 = render(map).image;
    for (const size of [24, 16]) {
      const { image } = render(map, NO_FLAGS, size);
      expect([image.width, image.height]).toEqual([2 * size, size]);
      for (let i = 0; i < 4; i++) expect([quarterPixel(image, 0, 0, i, size), quarterPixel(image, 1, 0, i, size)]).toEqual([quarterPixel(at48, 0, 0, i), quarterPixel(at48, 1, 0, i)]);
    }
  });

  it("draws a tile whose sheet has no image in its block colour, counted per sheet, without throwing", () => {
    const sheets = SHEETS.map((sheet, index) => (index === SheetIndex.B || index === SheetIndex.A4 ? null : sheet));
    const colours: Record<number, Rgba> = { 0: [1, 2, 3, 255], 2: [9, 8, 7, 255] };
    const map = mapOf(2, 1, { 0: { 0: 5888, 1: TILE_ID_A2 }, 2: { 1: 40 } });
    const { image, fallbackTiles } = renderTilemap(map, { sheets, flags: NO_FLAGS }, 48, (_tile, z) => colours[z]);
    expect(quarterPixel(image, 0, 0, 0)).toEqual(colours[0]); // the whole z0 tile
    expect(pixel(image, 48 + 24, 24)).toEqual(colours[2]); // the middle of the decoration
    expect(pixel(image, 48 + 2, 2)[0]).toBe(sheetCode(SheetIndex.A2)); // the ground around it shows
    expect(fallbackTiles[SheetIndex.A4]).toBe(1);
    expect(fallbackTiles[SheetIndex.B]).toBe(1);
    expect(fallbackTiles.reduce((a, b) => a + b)).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------
// The engine's own Tilemap, when the environment variable MZ_RUNTIME names an MZ runtime folder
// (one holding js/rmmz_core.js). Without it these cases are skipped; nothing is read.

const RUNTIME = process.env.MZ_RUNTIME;
const CORE = RUNTIME ? join(RUNTIME, "js", "rmmz_core.js") : "";
const withEngine = CORE !== "" && existsSync(CORE) ? describe : describe.skip;

type EngineRect = [number, number, number, number, number, number, number];
interface EngineTilemap {
  prototype: Record<string, (...args: unknown[]) => void>;
}

/** The engine's Tilemap statics, tables and drawing methods, cut out of rmmz_core.js and evaluated on their own (no PIXI). */
function loadEngineTilemap(): EngineTilemap {
  const source = readFileSync(CORE, "utf8");
  const statements = [
    ...source.matchAll(/^Tilemap\.TILE_ID_\w+ = \d+;$/gm),
    ...source.matchAll(/^Tilemap\.(?:is\w+|get\w+) = function[\s\S]*?\n\};$/gm),
    ...source.matchAll(/^Tilemap\.\w+_AUTOTILE_TABLE = \[[\s\S]*?\n\];$/gm),
    ...source.matchAll(/^Tilemap\.prototype\._(?:addSpot|addSpotTile|addTile|addNormalTile|addAutotile|addTableEdge|addShadow|readMapData|isHigherTile|isTableTile|isOverpassPosition) = function[\s\S]*?\n\};$/gm),
  ].map((match) => match[0]);
  const Tilemap = function () {} as unknown as EngineTilemap;
  Tilemap.prototype = {};
  new Function("Tilemap", statements.join("\n"))(Tilemap);
  return Tilemap;
}

/** A stand-in `this` for the engine's methods: frame 0, 48-pixel tiles, the given flags and map. */
function engineThis(Tilemap: EngineTilemap, flags: ArrayLike<number>, map?: TileMap) {
  const self: Record<string, unknown> = { ...Tilemap.prototype, animationFrame: 0, tileWidth: 48, tileHeight: 48, flags, horizontalWrap: false, verticalWrap: false };
  if (map) Object.assign(self, { _mapData: map.data, _mapWidth: map.width, _mapHeight: map.height });
  return self;
}

function collector(): { rects: EngineRect[]; addRect: (...args: number[]) => void } {
  const rects: EngineRect[] = [];
  return { rects, addRect: (...args: number[]) => rects.push(args as EngineRect) };
}

const asEngine = (rects: TileRect[]): EngineRect[] => rects.map((r) => [r.sheet, r.sx, r.sy, r.dx, r.dy, r.w, r.h]);

/** Flags with a few A2 kinds as tables and a few tiles starred, so those paths are compared too. */
function testFlags(): number[] {
  const flags = new Array<number>(TILE_ID_MAX).fill(0);
  for (let id = TILE_ID_A2; id < TILE_ID_A2 + 48 * 32; id++) if (autotileKind(id) % 3 === 0) flags[id] |= 0x80;
  for (let id = 0; id < TILE_ID_MAX; id += 7) flags[id] |= 0x10;
  return flags;
}

/** Ids the engine can draw without failing: ids of a sheet, autotiles only in their kind's shapes. */
function drawableIds(): number[] {
  const ids: number[] = [];
  for (let id = 1; id < TILE_ID_MAX; id++) {
    if (tileSheetIndex(id) < 0) continue;
    if (isAutotile(id) && autotileShape(id) >= shapeCountOfKind(autotileKind(id))) continue;
    ids.push(id);
  }
  return ids;
}

withEngine("against the engine's Tilemap (rmmz_core.js)", () => {
  // Loaded in beforeAll: jest runs a skipped block's body too, and nothing may be read then.
  let Tilemap: EngineTilemap;
  const flags = testFlags();
  beforeAll(() => {
    Tilemap = loadEngineTilemap();
  });

  it("every drawable tile id: the same rectangles as _addTile, in the same order", () => {
    const self = engineThis(Tilemap, flags);
    let compared = 0;
    for (const id of drawableIds()) {
      const layer = collector();
      Tilemap.prototype._addTile.call(self, layer, id, 0, 0);
      expect([id, asEngine(tileRects(id, flags))]).toEqual([id, layer.rects]);
      compared++;
    }
    expect(compared).toBeGreaterThan(TILE_ID_MAX - TILE_ID_A1 - 1000);
  });

  it("table edges and shadows: the same rectangles as _addTableEdge and _addShadow", () => {
    const self = engineThis(Tilemap, flags);
    for (let id = TILE_ID_A2; id < TILE_ID_A2 + 48 * 32; id++) {
      const layer = collector();
      Tilemap.prototype._addTableEdge.call(self, layer, id, 0, 0);
      expect(asEngine(tableEdgeRects(id))).toEqual(layer.rects);
    }
    for (let bits = 0; bits < 16; bits++) {
      const layer = collector();
      Tilemap.prototype._addShadow.call(self, layer, bits, 0, 0);
      expect(asEngine(shadowRects(bits))).toEqual(layer.rects);
    }
  });

  it("every spot of a painted dungeon with decorations, tables and stars: the lower pass then the upper, as _addSpot", () => {
    const result = generateDungeon(30, 24, { layout: "digger" }, normalizeSeed(5));
    if (!result.ok) throw new Error(result.reason);
    const entry = readTilesetEntry(null, 4);
    const painted = paintForPreview(result.dungeon, { folder: "", entry, tileSize: 48, tiles: { ...STOCK_DUNGEON_TILES } }, {}, () => undefined);
    const data = painted.data;
    const size = 30 * 24;
    // Some tables on z1 (with and without one below) and starred tiles on z0–z3 besides what decoration put there.
    for (let tile = 0; tile < size; tile += 11) data[size + tile] = TILE_ID_A2 + 48 * 3 + (tile % 47);
    for (let tile = 5; tile < size; tile += 13) data[3 * size + tile] = 7 * (tile % 100);
    const map: TileMap = { width: 30, height: 24, data };
    const self = engineThis(Tilemap, flags, map);
    for (let y = 0; y < 24; y++) {
      for (let x = 0; x < 30; x++) {
        const lower = collector();
        const upper = collector();
        Object.assign(self, { _lowerLayer: lower, _upperLayer: upper });
        Tilemap.prototype._addSpot.call(self, 0, 0, x, y);
        const mine = spotDrawings(map, flags, x, y).flatMap((drawing) => asEngine(drawing.rects));
        expect([x, y, mine]).toEqual([x, y, [...lower.rects, ...upper.rects].map(([sheet, sx, sy, dx, dy, w, h]) => [sheet, sx, sy, dx - x * 48, dy - y * 48, w, h])]);
      }
    }
    expect(painted.plan!.decorationTiles.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The command

/** A folder of synthetic sheets under the stock Dungeon tileset's names (A3 is unnamed there). */
function syntheticTilesetFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "preview-tileset-"));
  const names = readTilesetEntry(null, 4).tilesetNames;
  names.forEach((name, sheet) => {
    if (name === "") return;
    const png = new PNG({ width: SHEETS[sheet].width, height: SHEETS[sheet].height });
    png.data.set(SHEETS[sheet].data);
    // Fast to write and read (the sheets are only test input): no row filter, light deflate.
    writeFileSync(join(folder, `${name}.png`), PNG.sync.write(png, { filterType: 0, deflateLevel: 1 }));
  });
  return folder;
}

describe("npm run preview -- --tileset", () => {
  let sheets: string;
  let out: string;
  const lines: string[] = [];
  const errors: string[] = [];
  const output = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) };
  beforeAll(() => (sheets = syntheticTilesetFolder()));
  afterAll(() => rmSync(sheets, { recursive: true, force: true }));
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), "preview-tiles-out-"));
    lines.length = 0;
    errors.length = 0;
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const dungeon = (layout: string, seed: number, width: number, height: number) => {
    const result = generateDungeon(width, height, { layout }, normalizeSeed(seed));
    if (!result.ok) throw new Error(result.reason);
    return result.dungeon;
  };

  it("paints every tile from the sheet of its kind at its place: floor from A2, void and walls from A4", () => {
    expect(runPreview(["--layout", "digger", "--seed", "9", "--width", "30", "--height", "24", "--tileset", sheets, "--tile-size", "16", "--out", out], output)).toBe(0);
    expect(errors).toEqual([]);
    expect(readdirSync(out)).toEqual(["preview-digger-30x24-seed9-tiles.png"]);
    const png = PNG.sync.read(readFileSync(join(out, "preview-digger-30x24-seed9-tiles.png")));
    expect([png.width, png.height]).toEqual([30 * 16, 24 * 16]);
    const image: RgbaImage = { width: png.width, height: png.height, data: Uint8ClampedArray.from(png.data) };
    const { grid } = dungeon("digger", 9, 30, 24);
    for (let tile = 0; tile < grid.kinds.length; tile++) {
      const expected = grid.kinds[tile] === TileKind.Room || grid.kinds[tile] === TileKind.Corridor ? SheetIndex.A2 : SheetIndex.A4;
      // The top-right corner: no shadow (those darken the left half) and no marker (in the middle).
      expect([tile, pixel(image, (tile % 30) * 16 + 14, Math.floor(tile / 30) * 16 + 1)[0]]).toEqual([tile, sheetCode(expected)]);
    }
    expect(lines.some((line) => line.endsWith(`\nwrote ${join(out, "preview-digger-30x24-seed9-tiles.png")}`))).toBe(true);
  });

  it("with --decor: the plugin's stock decorations, each B tile on the tile the painted map gives it", () => {
    expect(runPreview(["--layout", "cells", "--seed", "4", "--width", "34", "--height", "26", "--decor", "--tileset", sheets, "--tile-size", "16", "--out", out], output)).toBe(0);
    expect(errors).toEqual([]);
    expect(lines.some((line) => /^decor: \d+ variant tiles, \d+ floor/.test(line))).toBe(true);
    const png = PNG.sync.read(readFileSync(join(out, "preview-34x26-seed4-tiles.png")));
    const image: RgbaImage = { width: png.width, height: png.height, data: Uint8ClampedArray.from(png.data) };
    const entry = readTilesetEntry(null, 4);
    const painted = paintForPreview(dungeon("cells", 4, 34, 26), { folder: sheets, entry, tileSize: 48, tiles: { ...STOCK_DUNGEON_TILES } }, {}, () => undefined);
    const size = 34 * 26;
    let decorated = 0;
    for (let tile = 0; tile < size; tile++) {
      const upper = [1, 2, 3].map((z) => painted.data[z * size + tile]).filter((id) => id > 0 && id < 1024);
      const top = upper.length > 0 ? tileSheetIndex(upper[upper.length - 1]) : -1;
      const red = pixel(image, (tile % 34) * 16 + 14, Math.floor(tile / 34) * 16 + 1)[0];
      if (top >= 0) decorated++;
      expect([tile, red === sheetCode(SheetIndex.B) || red === sheetCode(SheetIndex.C)]).toEqual([tile, top >= 0]);
    }
    expect(decorated).toBeGreaterThan(5);
  });

  it("with --decor and a floor the ready-made decorations do not cover: says so, and paints the dungeon", () => {
    expect(runPreview(["--seed", "2", "--width", "20", "--height", "16", "--decor", "--tileset", sheets, "--tile-size", "16", "--tiles", "5888,1536,6272", "--out", out], output)).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toContain("decor: nothing to draw (the plugin's ready-made decorations are for the stock Dungeon tileset's cave floors, or every amount is 0)");
    const png = PNG.sync.read(readFileSync(join(out, "preview-20x16-seed2-tiles.png")));
    const { grid } = dungeon("cells", 2, 20, 16);
    const floor = grid.kinds.indexOf(TileKind.Room);
    expect(png.data[((Math.floor(floor / 20) * 16 + 1) * png.width + (floor % 20) * 16 + 14) * 4]).toBe(sheetCode(SheetIndex.A5));
  });

  it("a missing sheet: one clear warning, its tiles in their block colours, the rest drawn", () => {
    const partial = mkdtempSync(join(tmpdir(), "preview-tileset-partial-"));
    try {
      for (const file of readdirSync(sheets)) if (file !== "Dungeon_A4.png" && file !== "Dungeon_B.png") copyFileSync(join(sheets, file), join(partial, file));
      expect(runPreview(["--layout", "rooms", "--seed", "3", "--width", "30", "--height", "24", "--decor", "--tileset", partial, "--tile-size", "16", "--out", out], output)).toBe(0);
      expect(errors).toEqual([
        expect.stringMatching(new RegExp(`^warning: tileset: Dungeon_A4\\.png is not in ${partial.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}; \\d+ tiles of sheet A4 drawn in their block colours$`)),
        expect.stringMatching(/^warning: tileset: Dungeon_B\.png is not in .*; \d+ tiles of sheet B drawn in their block colours$/),
      ]);
      const png = PNG.sync.read(readFileSync(join(out, "preview-rooms-30x24-seed3-tiles.png")));
      const image: RgbaImage = { width: png.width, height: png.height, data: Uint8ClampedArray.from(png.data) };
      const { grid } = dungeon("rooms", 3, 30, 24);
      const wall = grid.kinds.indexOf(TileKind.Wall);
      expect(pixel(image, (wall % 30) * 16 + 14, Math.floor(wall / 30) * 16 + 1)).toEqual(KIND_COLOURS[TileKind.Wall]);
      const decoratedPixels = new Set(Object.values(DECOR_COLOURS).map((colour) => colour.join()));
      let seen = 0;
      for (let y = 8; y < image.height; y += 16) for (let x = 8; x < image.width; x += 16) if (decoratedPixels.has(pixel(image, x, y).join())) seen++;
      expect(seen).toBeGreaterThan(0);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  });
});

describe("--tileset flags", () => {
  const folder = mkdtempSync(join(tmpdir(), "preview-tileset-flags-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("reads the folder, tile size, tileset (stock Dungeon by default) and tiles", () => {
    const request = parsePreviewArgs(["--tileset", folder, "--tile-size", "24", "--tiles", "5888,3200,6272"])!;
    expect(request.tileset).toMatchObject({ folder, tileSize: 24, tiles: { voidTile: 5888, floorTile: 3200, wallTile: 6272 } });
    expect(request.tileset!.entry).toMatchObject({ id: 4, tilesetNames: ["Dungeon_A1", "Dungeon_A2", "", "Dungeon_A4", "Dungeon_A5", "Dungeon_B", "Dungeon_C", "", ""] });
    expect(request.tileset!.entry.flags).toHaveLength(8192);
    expect(parsePreviewArgs(["--tileset", folder])!.tileset).toMatchObject({ tileSize: 48, tiles: STOCK_DUNGEON_TILES });
    expect(parsePreviewArgs([])!.tileset).toBeUndefined();
  });

  it("reads another tileset from a project's Tilesets.json", () => {
    const json = join(folder, "Tilesets.json");
    writeFileSync(json, JSON.stringify([null, { id: 1, name: "Mine", tilesetNames: ["", "Mine_A2", "", "Mine_A4", "", "Mine_B", "", "", ""], flags: [16, 15] }]));
    expect(parsePreviewArgs(["--tileset", folder, "--tileset-json", json, "--tileset-id", "1"])!.tileset!.entry).toEqual({ id: 1, name: "Mine", tilesetNames: ["", "Mine_A2", "", "Mine_A4", "", "Mine_B", "", "", ""], flags: [16, 15] });
    expect(() => parsePreviewArgs(["--tileset", folder, "--tileset-json", json, "--tileset-id", "3"])).toThrow(/has no tileset 3; it has 1 Mine/);
    expect(() => parsePreviewArgs(["--tileset", folder, "--tileset-json", join(folder, "nothing.json")])).toThrow(/cannot read .* as JSON/);
  });

  it("rejects a missing folder, an unknown tile size, bad tiles and an oversized picture, each with a clear message", () => {
    expect(() => parsePreviewArgs(["--tileset", join(folder, "absent")])).toThrow(/is not a folder/);
    expect(() => parsePreviewArgs(["--tileset", folder, "--tile-size", "32"])).toThrow("--tile-size must be 48, 24, 16, got 32");
    expect(() => parseTiles("5888,2816")).toThrow(/--tiles expects void,floor,wall/);
    expect(() => parseTiles("5888,2816,2816")).toThrow(/--tiles expects/);
    expect(parseTiles("0,2816,6275")).toEqual({ voidTile: 0, floorTile: 2816, wallTile: 6272 });
    expect(() => parsePreviewArgs(["--tileset", folder, "--width", "256", "--height", "256"])).toThrow("--tile-size 48 makes a picture 12288 pixels wide, more than 8192; use --tile-size 24 or 16");
  });

  it("notes companions given without --tileset, and --scale given with it", () => {
    expect(parsePreviewArgs(["--tile-size", "24"])!.notes).toEqual(["--tile-size is for --tileset; ignored"]);
    expect(parsePreviewArgs(["--tileset", folder, "--scale", "8"])!.notes).toEqual(["--scale is for the block colours; with --tileset the picture has --tile-size pixels per tile"]);
  });
});
