/**
 * Set pieces: rooms the game maker paints in the editor (a shrine, a boss arena, a library), placed
 * whole into whichever layout runs (docs/architecture.md, "Set pieces"). The core sees a piece as
 * tile kinds in a rectangle, its entrances and the tiles its own events stand on; the MZ side keeps
 * its art and events and copies them onto the rectangle the core chose (src/mz/pieces.ts).
 */

/** Where a piece must go: anywhere, holding the arrival (a start room) or the stairs (a boss arena). */
export type PieceSpot = "anywhere" | "arrival" | "stairs";
export const PIECE_SPOTS: readonly PieceSpot[] = ["anywhere", "arrival", "stairs"];

/** One piece as the request gives it (the MZ side reads it from a set-piece map). */
export interface SetPiece {
  /** `<Dungeon Piece: shrine>`, or "piece at X,Y of map N" when unnamed. */
  name: string;
  width: number;
  height: number;
  /**
   * TileKind per tile (y * width + x) as painted: Room where the player can walk, Wall everywhere
   * else inside the rectangle (the designer's walls, ceilings, furniture that blocks).
   */
  kinds: Uint8Array;
  /** Floor tiles on the rectangle's outer edge where the dungeon joins the piece. */
  entrances: number[];
  /** Tiles where the piece's own events stand: generated content keeps off them. */
  eventTiles: number[];
  /** Placed in every dungeon it fits (before any optional piece). */
  required: boolean;
  /** Relative chance among the optional pieces (1 or more). */
  weight: number;
  /** At most this many copies in one dungeon (1 or more). */
  max: number;
  /** May be placed mirrored left–right (never flipped vertically: north walls are two tiles high). */
  mirror: boolean;
  spot: PieceSpot;
}

/** A piece the generator placed: which one, its rectangle's top-left tile, whether it is mirrored. */
export interface PlacedPiece {
  /** Index in the request's `pieces`. */
  piece: number;
  x: number;
  y: number;
  width: number;
  height: number;
  mirrored: boolean;
  /** The id of the area (Layout.areas) its floor became. */
  area: number;
  /**
   * The entrances a corridor joins to the dungeon, as map tiles (y * width + x; mirrored when the
   * piece is); an entrance not listed has no corridor (the MZ side may paint it shut).
   */
  entrances?: number[];
}
