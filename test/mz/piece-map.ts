/**
 * Set-piece maps drawn as text for the MZ tests, painted with the stock Dungeon tileset's ids and
 * the editor's autotile shapes (src/mz/autotile.ts computes them from the picture).
 */
import type { DataMap } from "rmmz-types";
import { autotileShapeAt, baseTileId, isAutotile, mapLayer } from "../../src/mz/autotile";
import { loadStockTilesets } from "./engine-double";

export const TILESETS = loadStockTilesets();
export const DUNGEON_TILESET = 4;
export const CEILING = 5888; // A4 wall top (kind 80)
export const WALL = 6272; // A4 wall side under it (kind 88)
export const FLOOR = 2816; // A2 ground
export const CARPET = 2864; // another A2 ground kind
export const STATUE = 24; // a B tile
export const PIECE = 60;
export const ENTRANCE = 63;
export const REGIONS = { piece: PIECE, entrance: ENTRANCE };

/**
 * A set-piece map from rows: "C" ceiling, "W" wall side, "." floor, "c" carpet, "S" statue over
 * floor, "e" floor with an event, "+" floor marked as an entrance, "-" unpainted and unmarked.
 * Every painted tile but "+" carries the piece region unless `unmarked` says otherwise.
 * Autotile shapes are the editor's, computed from the picture.
 */
export function pieceMap(rows: string[], notes: string[] = [], unmarked = false): DataMap {
  const width = rows[0].length;
  const height = rows.length;
  const area = width * height;
  const data = new Array<number>(area * 6).fill(0);
  const events: unknown[] = [null];
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => {
      const tile = y * width + x;
      if (c === "-") return;
      data[tile] = c === "C" ? CEILING : c === "W" ? WALL : c === "c" ? CARPET : FLOOR;
      if (c === "S") data[2 * area + tile] = STATUE;
      data[5 * area + tile] = c === "+" ? ENTRANCE : unmarked ? 0 : PIECE;
      if (c === "e") events.push({ id: events.length, name: `Event ${events.length}`, note: notes[events.length - 1] ?? "", x, y, pages: [{ list: [{ code: 0 }] }] });
    }),
  );
  const layer = mapLayer(data, width, height, 0);
  for (let tile = 0; tile < area; tile++) {
    if (isAutotile(data[tile])) data[tile] = baseTileId(data[tile]) + autotileShapeAt(layer, tile % width, Math.floor(tile / width));
  }
  return { width, height, data, events, tilesetId: DUNGEON_TILESET, note: "" } as unknown as DataMap;
}

/** A shrine: ceiling, a two-high north wall, floor with a carpet and a statue, an event, an entrance at the bottom. */
export const SHRINE = [
  "----------",
  "-CCCCCCC--",
  "-WWWWWWW--",
  "-WWWWWWW--",
  "-C.....C--",
  "-C.cSc.C--",
  "-C..e..C--",
  "-CCC+CCC--",
  "----------",
];
