/**
 * Set pieces in pictures (the PNG tool's --pieces and the web page): each placed piece outlined
 * as an overlay box, its events as markers, and a line naming where each went. Reads only the
 * core's Dungeon and the catalog the plugin's reader made (src/mz/pieces.ts); no Node or DOM APIs.
 */
import type { Dungeon } from "../../src/core";
import type { PieceCatalog } from "../../src/mz/pieces";
import type { DungeonPicture } from "./pixels";

/** Outlines the placed pieces (as overlay boxes) and adds their events to the markers. */
export function showPieces(picture: DungeonPicture, dungeon: Pick<Dungeon, "pieces" | "width">, catalog: PieceCatalog): DungeonPicture {
  const placed = dungeon.pieces ?? [];
  if (placed.length === 0) return picture;
  const overlay = picture.overlay ?? { boxes: [], lines: [], marks: [] };
  const events = Array.from(picture.events);
  for (const piece of placed) {
    for (const entry of catalog.art[piece.piece]?.events ?? []) {
      const x = piece.x + (piece.mirrored ? piece.width - 1 - entry.x : entry.x);
      events.push((piece.y + entry.y) * dungeon.width + x);
    }
  }
  return { ...picture, events, overlay: { ...overlay, boxes: [...overlay.boxes, ...placed.map(({ x, y, width, height }) => ({ x, y, width, height }))] } };
}

/** One line naming each placed piece and where it went. */
export function describePieces(dungeon: Pick<Dungeon, "pieces">, catalog: PieceCatalog): string {
  const placed = dungeon.pieces ?? [];
  const named = placed.map((piece) => `${catalog.pieces[piece.piece]?.name ?? "?"} at ${piece.x},${piece.y}${piece.mirrored ? " (mirrored)" : ""}`);
  return `pieces: ${placed.length} placed${named.length > 0 ? `: ${named.join(", ")}` : ""}`;
}
