/**
 * `--pieces MAPFILE.json`: the preview with set pieces. The file is a set-piece map as the editor
 * saves it (data/MapNNN.json); it is read by the plugin's own reader (src/mz/pieces.ts) with the
 * tileset flags of `--tileset-json` (default the stock Tilesets.json of test/fixtures), the pieces
 * go into the request, and the picture outlines each placed piece and marks its events. With
 * `--tileset` the pieces' art is painted over the dungeon as the plugin paints it.
 */
import { readFileSync } from "fs";
import type { Dungeon } from "../../src/core";
import { PieceCatalog, paintPieces, readPieceMap } from "../../src/mz/pieces";
import { DEFAULT_VALUES } from "../../src/mz/settings";
import { ArgumentError, FlagSpecs } from "../lib/args";
import { STOCK_TILESETS_FILE } from "../render/tileset";

export { describePieces, showPieces } from "../render/pieces";

export const PIECE_FLAGS: FlagSpecs = {
  pieces: { kind: "text", help: "a set-piece map (data/MapNNN.json): place its pieces, outlined, their events marked; with --tileset their art as painted" },
  "piece-count": { kind: "integer", help: `with --pieces: how many optional pieces (default ${DEFAULT_VALUES.pieceCount})` },
};

/** The pieces of a set-piece map file, read as the plugin reads them; each problem is a note. */
export function readPiecesFile(file: string, tilesetsFile: string | null, notes: string[]): PieceCatalog {
  const map = readJson(file, "--pieces");
  const tilesets = readJson(tilesetsFile ?? STOCK_TILESETS_FILE, "--tileset-json");
  const regions = { piece: DEFAULT_VALUES.pieceRegion as number, entrance: DEFAULT_VALUES.pieceEntranceRegion as number };
  const catalog = readPieceMap(map, 0, tilesets, regions, (message) => notes.push(`pieces: ${message}`));
  if (catalog.pieces.length === 0) notes.push(`pieces: ${file} has no usable piece (region ${regions.piece} over a piece, ${regions.entrance} on its entrances)`);
  return catalog;
}

function readJson(file: string, flag: string): object {
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (typeof value === "object" && value !== null) return value;
  } catch {
    // reported below
  }
  throw new ArgumentError(`${flag}: cannot read ${JSON.stringify(file)} as a JSON file`);
}

/** The pieces' art over a painted map, as the plugin paints it. */
export function paintPiecesForPreview(data: number[], dungeon: Dungeon, catalog: PieceCatalog): void {
  paintPieces(data, dungeon.width, dungeon.height, dungeon, catalog.art);
}
