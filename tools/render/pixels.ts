/**
 * Dungeon (or a phase of one) → RGBA pixels, `scale` pixels per tile. No Node or DOM APIs: the
 * CLI encodes the result as PNG, the web page puts it on a canvas.
 */
import { CellLayout, Dungeon, Side } from "../../src/core";
import { ARRIVAL_COLOUR, CELL_EDGE_COLOUR, EVENT_COLOUR, KIND_COLOURS, LINK_COLOUR, Rgba } from "./palette";

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row-major, RGBA. */
  data: Uint8ClampedArray<ArrayBuffer>;
}

/** The cells drawn over the tiles: outlines, and optionally a line per link between centres. */
export interface CellOverlay {
  layout: Pick<CellLayout, "originX" | "originY" | "cellColumns" | "cellRows" | "links">;
  cellWidth: number;
  cellHeight: number;
  showLinks: boolean;
}

/** Everything the renderer draws. */
export interface DungeonPicture {
  width: number;
  height: number;
  /** TileKind per tile, row-major. */
  kinds: Uint8Array;
  /** Tiles with an event marker (an arrival among them is drawn as the arrival). */
  events: ArrayLike<number>;
  /** Tile of the arrival marker, or −1 for none. */
  arrival: number;
  cells?: CellOverlay;
}

/** The picture of a finished dungeon, with the cell overlay (cells and links) when asked. */
export function pictureOfDungeon(dungeon: Dungeon, withCells: boolean): DungeonPicture {
  const { width, height, grid, layout, options, placements, arrival } = dungeon;
  const cells: CellOverlay = { layout, cellWidth: options.cellWidth, cellHeight: options.cellHeight, showLinks: true };
  return { width, height, kinds: grid.kinds, events: placements.tiles, arrival, cells: withCells ? cells : undefined };
}

export function renderPicture(picture: DungeonPicture, scale: number): RgbaImage {
  const image = createImage(picture.width * scale, picture.height * scale);
  paintTiles(image, picture, scale);
  if (picture.cells) paintCellOverlay(image, picture.cells, scale);
  paintMarkers(image, picture, scale);
  return image;
}

function createImage(width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** Fills the rectangle (clipped to the image) with an opaque colour. */
export function fillPixels(image: RgbaImage, x: number, y: number, width: number, height: number, colour: Rgba): void {
  const left = Math.max(0, x);
  const top = Math.max(0, y);
  const right = Math.min(image.width, x + width);
  const bottom = Math.min(image.height, y + height);
  for (let row = top; row < bottom; row++) {
    for (let column = left; column < right; column++) image.data.set(colour, (row * image.width + column) * 4);
  }
}

function paintTiles(image: RgbaImage, picture: DungeonPicture, scale: number): void {
  const { width, kinds } = picture;
  for (let tile = 0; tile < kinds.length; tile++) {
    const colour = KIND_COLOURS[kinds[tile] as keyof typeof KIND_COLOURS] ?? KIND_COLOURS[0];
    paintTile(image, width, tile, scale, colour);
  }
}

function paintMarkers(image: RgbaImage, picture: DungeonPicture, scale: number): void {
  for (let i = 0; i < picture.events.length; i++) {
    const tile = picture.events[i];
    if (tile >= 0) paintTile(image, picture.width, tile, scale, EVENT_COLOUR);
  }
  if (picture.arrival >= 0) paintTile(image, picture.width, picture.arrival, scale, ARRIVAL_COLOUR);
}

function paintTile(image: RgbaImage, mapWidth: number, tile: number, scale: number, colour: Rgba): void {
  const x = tile % mapWidth;
  const y = (tile - x) / mapWidth;
  fillPixels(image, x * scale, y * scale, scale, scale, colour);
}

/** One-pixel cell outlines; links as lines `max(1, scale / 2)` thick between linked cell centres. */
function paintCellOverlay(image: RgbaImage, overlay: CellOverlay, scale: number): void {
  const { layout, cellWidth, cellHeight } = overlay;
  const left = layout.originX * scale;
  const top = layout.originY * scale;
  const across = layout.cellColumns * cellWidth * scale;
  const down = layout.cellRows * cellHeight * scale;
  for (let column = 0; column <= layout.cellColumns; column++) {
    const x = Math.min(left + column * cellWidth * scale, left + across - 1);
    fillPixels(image, x, top, 1, down, CELL_EDGE_COLOUR);
  }
  for (let row = 0; row <= layout.cellRows; row++) {
    const y = Math.min(top + row * cellHeight * scale, top + down - 1);
    fillPixels(image, left, y, across, 1, CELL_EDGE_COLOUR);
  }
  if (overlay.showLinks) paintLinks(image, overlay, scale);
}

function paintLinks(image: RgbaImage, overlay: CellOverlay, scale: number): void {
  const { layout, cellWidth, cellHeight } = overlay;
  const thickness = Math.max(1, Math.floor(scale / 2));
  const centre = (column: number, row: number) => ({
    x: (layout.originX + column * cellWidth + Math.floor(cellWidth / 2)) * scale + Math.floor((scale - thickness) / 2),
    y: (layout.originY + row * cellHeight + Math.floor(cellHeight / 2)) * scale + Math.floor((scale - thickness) / 2),
  });
  for (let row = 0; row < layout.cellRows; row++) {
    for (let column = 0; column < layout.cellColumns; column++) {
      const open = layout.links[row * layout.cellColumns + column];
      const from = centre(column, row);
      fillPixels(image, from.x, from.y, thickness, thickness, LINK_COLOUR);
      if (open & Side.East && column + 1 < layout.cellColumns) fillPixels(image, from.x, from.y, cellWidth * scale + thickness, thickness, LINK_COLOUR);
      if (open & Side.South && row + 1 < layout.cellRows) fillPixels(image, from.x, from.y, thickness, cellHeight * scale + thickness, LINK_COLOUR);
    }
  }
}
