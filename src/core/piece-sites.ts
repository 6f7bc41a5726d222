/**
 * The placed set pieces as the content planner sees them (docs/architecture.md, "Set pieces" and
 * "Content, runs and fog"): their floor, their own events' tiles, the pieces the arrival and the
 * stairs ask for, and each placed piece by name with its rectangle, so an event template can ask
 * for a piece (`<Dungeon Place: piece vault>`) and a lock can stand on a piece's door.
 */
import { Grid, isFloor } from "./grid";
import type { PlacedPiece, SetPiece } from "./set-piece";
import { mirrorTile } from "./pieces";
import { neighbourOf } from "./floor-tree";

/** One placed piece by name: the area (Layout.areas) its floor became and its rectangle. */
export interface PieceSite {
  name: string;
  area: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What the content planner must know of the set pieces (set-piece.ts, pieces.ts): their floor is
 * the designer's, so no generated copy and no arrival stands there, except the arrival in the
 * piece whose spot is "arrival", the stairs in the one whose spot is "stairs" and copies whose
 * request names the piece; their own events' tiles are taken (spacing is kept from them).
 */
export interface PieceContent {
  /** Per area of Layout.areas: 1 when it is a placed piece's floor. */
  pieceAreas: Uint8Array;
  /** Map tiles where the pieces' own events stand. */
  eventTiles: readonly number[];
  /** The area (Layout.areas) of the piece that holds the arrival, or −1; its name for messages. */
  arrivalArea: number;
  arrivalName?: string;
  /** The area of the piece that holds the stairs, or −1; its name for messages. */
  stairsArea: number;
  stairsName?: string;
  /** Every placed piece, in placing order (absent: no request can name a piece). */
  sites?: readonly PieceSite[];
}

/** The content planner's view of the placed pieces on the walled grid. */
export function describePieces(grid: Grid, areaCount: number, pieces: readonly SetPiece[], placed: readonly PlacedPiece[]): PieceContent {
  const { width } = grid;
  const pieceAreas = new Uint8Array(areaCount);
  const eventTiles: number[] = [];
  const sites: PieceSite[] = [];
  const content: PieceContent = { pieceAreas, eventTiles, arrivalArea: -1, stairsArea: -1, sites };
  for (const piece of placed) {
    const source = pieces[piece.piece];
    if (piece.area >= 0 && piece.area < areaCount) pieceAreas[piece.area] = 1;
    for (const at of source.eventTiles) {
      const local = piece.mirrored ? mirrorTile(at, piece.width) : at;
      const lx = local % piece.width;
      eventTiles.push((piece.y + (local - lx) / piece.width) * width + piece.x + lx);
    }
    sites.push({ name: source.name, area: piece.area, x: piece.x, y: piece.y, width: piece.width, height: piece.height });
    if (source.spot === "arrival" && content.arrivalArea < 0) (content.arrivalArea = piece.area), (content.arrivalName = source.name);
    if (source.spot === "stairs" && content.stairsArea < 0) (content.stairsArea = piece.area), (content.stairsName = source.name);
  }
  return content;
}

/** True when `tile` lies in the site's rectangle. */
export function insideSite(site: PieceSite, tile: number, width: number): boolean {
  const x = tile % width;
  const y = (tile - x) / width;
  return x >= site.x && x < site.x + site.width && y >= site.y && y < site.y + site.height;
}

/**
 * The piece's door: its one floor tile on the rectangle's edge that floor outside touches (an
 * entrance a corridor joined), or −1 when none or several do — one event there closes the whole
 * piece off, so a lock may stand there and gate everything inside.
 */
export function siteDoor(grid: Grid, site: PieceSite): number {
  const { width, height, kinds } = grid;
  let door = -1;
  for (let y = site.y; y < site.y + site.height; y++) {
    for (let x = site.x; x < site.x + site.width; x++) {
      const onEdge = y === site.y || y === site.y + site.height - 1 || x === site.x || x === site.x + site.width - 1;
      const tile = y * width + x;
      if (!onEdge || !isFloor(kinds[tile])) continue;
      for (let d = 0; d < 4; d++) {
        const next = neighbourOf(tile, d, width, height);
        if (next < 0 || !isFloor(kinds[next]) || insideSite(site, next, width)) continue;
        if (door >= 0 && door !== tile) return -1;
        door = tile;
      }
    }
  }
  return door;
}
