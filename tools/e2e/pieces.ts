/**
 * Set pieces in the real engine: the sample project's set-piece maps read as the plugin reads
 * them, the rectangles the core places for the stored seed, and the checks that the painted map
 * holds each piece's art and events as the designer made them.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Dungeon, DungeonRequest } from "../../src/core";
import { generateDungeon } from "../../src/core";
import { PieceCatalog, pieceMapIds, piecesForFloor, readPieceMap } from "../../src/mz/pieces";
import type { DungeonSettings } from "../../src/mz/settings";
import type { MapSnapshot } from "./checks";
import { STOCK_TILESETS_FILE } from "../render/tileset";

/** The pieces a sample dungeon map may hold, read from the sample's set-piece maps (the sample ships no Tilesets.json: the stock one, as every new project has). */
export function samplePieces(sampleData: string, settings: DungeonSettings): PieceCatalog {
  const catalog: PieceCatalog = { pieces: [], art: [] };
  const tilesets = JSON.parse(readFileSync(STOCK_TILESETS_FILE, "utf8"));
  for (const id of pieceMapIds(settings, () => undefined).ids) {
    let map: object;
    try {
      map = JSON.parse(readFileSync(join(sampleData, `Map${String(id).padStart(3, "0")}.json`), "utf8"));
    } catch {
      continue;
    }
    const read = readPieceMap(map, id, tilesets, { piece: settings.pieces.region, entrance: settings.pieces.entranceRegion }, () => undefined);
    catalog.pieces.push(...read.pieces);
    catalog.art.push(...read.art);
  }
  return piecesForFloor(catalog, settings.floor);
}

/** The dungeon the core makes for the snapshot's seed (null without a seed or on failure). */
export function expectedDungeon(snapshot: MapSnapshot, request: DungeonRequest): Dungeon | null {
  if (snapshot.seed === undefined) return null;
  const result = generateDungeon(snapshot.width, snapshot.height, request, snapshot.seed);
  return result.ok ? result.dungeon : null;
}

/** 1 on every tile of a placed piece's rectangle (the tiles the generic checks leave to checkPieceArt). */
export function pieceMask(dungeon: Dungeon | null, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const piece of dungeon?.pieces ?? []) {
    for (let y = piece.y; y < piece.y + piece.height; y++) for (let x = piece.x; x < piece.x + piece.width; x++) mask[y * width + x] = 1;
  }
  return mask;
}

/**
 * Each placed piece as painted: every tile of layers 1–3 and the regions exactly the designer's
 * (mirrored when placed mirrored), z0 the designer's tile (its shape may change only on the rim,
 * where the editor's rule sees the dungeon around it), and each of the piece's events standing
 * at its spot under its own name.
 */
export function checkPieceArt(snapshot: MapSnapshot, dungeon: Dungeon, catalog: PieceCatalog): string[] {
  const problems: string[] = [];
  const { width, data } = snapshot;
  const area = width * snapshot.height;
  for (const placed of dungeon.pieces ?? []) {
    const art = catalog.art[placed.piece];
    const name = catalog.pieces[placed.piece]?.name ?? "?";
    if (!art) continue;
    let differ = 0;
    for (let y = 0; y < art.height; y++) {
      for (let x = 0; x < art.width; x++) {
        const sourceX = placed.mirrored ? art.width - 1 - x : x;
        const tile = (placed.y + y) * width + placed.x + x;
        const rim = x === 0 || y <= 1 || x === art.width - 1 || y >= art.height - 2 || placed.mirrored;
        for (let z = 0; z < 6; z++) {
          if (z === 4) continue; // shadows on the rim follow the editor's rule (checked with the map's shadows)
          const want = art.data[(z * art.height + y) * art.width + sourceX];
          const got = data[z * area + tile];
          const same = z === 0 && rim ? baseOf(want) === baseOf(got) : want === got;
          if (!same) differ++;
        }
      }
    }
    if (differ > 0) problems.push(`${name} at ${placed.x},${placed.y}: ${differ} tile layers differ from the set-piece map`);
    for (const entry of art.events) {
      const x = placed.x + (placed.mirrored ? art.width - 1 - entry.x : entry.x);
      const y = placed.y + entry.y;
      const eventName = String(entry.event.name ?? "");
      if (!snapshot.events.some((event) => event.name === eventName && event.placed.x === x && event.placed.y === y)) problems.push(`${name}: its event "${eventName}" is not at ${x},${y}`);
    }
  }
  return problems;
}

/** An autotile's first shape (its kind); any other tile as it is. */
function baseOf(id: number): number {
  return id >= 2048 && id < 8192 ? id - ((id - 2048) % 48) : id;
}
