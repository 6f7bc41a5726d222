/**
 * Dungeon (or a phase of one) → RGBA pixels, `scale` pixels per tile, with the layout's generic
 * overlay (boxes, lines, marks) when asked — never a concrete algorithm's fields. No Node or DOM
 * APIs: the CLI encodes the result as PNG, the web page puts it on a canvas.
 */
import { Dungeon, LayoutOverlay } from "../../src/core";
import type { ContentRole } from "../../src/core/content";
import { ARRIVAL_COLOUR, BOX_COLOUR, DECOR_COLOURS, EVENT_COLOUR, KIND_COLOURS, LINE_COLOUR, MARK_COLOUR, ROLE_COLOURS, Rgba, generationColour } from "./palette";

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row-major, RGBA. */
  data: Uint8ClampedArray<ArrayBuffer>;
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
  /** The layout's drawing hints (boxes, lines, marks), whichever algorithm made them. */
  overlay?: LayoutOverlay;
  /**
   * The "generations" view: per tile the generation + 1 of the builders that laid the wall there
   * (255 painted, 0 none; LayoutOverlay.generations). Non-floor tiles with a value are drawn in
   * that generation's colour instead of their kind's.
   */
  generations?: Uint8Array;
  /** Content copies (the core's ContentPlan, resolved to roles): a marker per copy in its role's colour. */
  content?: ReadonlyArray<{ tile: number; role: ContentRole }>;
  /** A DecorMark per tile (palette.ts): drawn over the tile's kind, under the overlay and the markers. */
  decor?: Uint8Array;
}

/** The picture of a finished dungeon, with the layout's overlay when asked, and walls by generation when asked (and the layout has them). */
export function pictureOfDungeon(dungeon: Dungeon, withOverlay: boolean, byGeneration = false): DungeonPicture {
  const { width, height, grid, layout, placements, arrival } = dungeon;
  const picture: DungeonPicture = { width, height, kinds: grid.kinds, events: placements.tiles, arrival, overlay: withOverlay ? layout.overlay : undefined };
  if (byGeneration && layout.overlay.generations) picture.generations = layout.overlay.generations;
  return picture;
}

export function renderPicture(picture: DungeonPicture, scale: number): RgbaImage {
  const image = createImage(picture.width * scale, picture.height * scale);
  paintTiles(image, picture, scale);
  if (picture.decor) paintDecor(image, picture.width, picture.decor, scale);
  if (picture.overlay) paintOverlay(image, picture.overlay, picture.width, scale);
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
  const { width, kinds, generations } = picture;
  for (let tile = 0; tile < kinds.length; tile++) {
    const kind = kinds[tile];
    const byGeneration = generations && kind !== 1 && kind !== 2 ? generationColour(generations[tile]) : undefined;
    const colour = byGeneration ?? KIND_COLOURS[kind as keyof typeof KIND_COLOURS] ?? KIND_COLOURS[0];
    paintTile(image, width, tile, scale, colour);
  }
}

function paintMarkers(image: RgbaImage, picture: DungeonPicture, scale: number): void {
  for (let i = 0; i < picture.events.length; i++) {
    const tile = picture.events[i];
    if (tile >= 0) paintTile(image, picture.width, tile, scale, EVENT_COLOUR);
  }
  for (const { tile, role } of picture.content ?? []) {
    if (tile >= 0) paintTile(image, picture.width, tile, scale, ROLE_COLOURS[role] ?? EVENT_COLOUR);
  }
  if (picture.arrival >= 0) paintTile(image, picture.width, picture.arrival, scale, ARRIVAL_COLOUR);
}

function paintDecor(image: RgbaImage, mapWidth: number, decor: Uint8Array, scale: number): void {
  for (let tile = 0; tile < decor.length; tile++) {
    const colour = DECOR_COLOURS[decor[tile] as keyof typeof DECOR_COLOURS];
    if (colour) paintTile(image, mapWidth, tile, scale, colour);
  }
}

function paintTile(image: RgbaImage, mapWidth: number, tile: number, scale: number, colour: Rgba): void {
  const x = tile % mapWidth;
  const y = (tile - x) / mapWidth;
  fillPixels(image, x * scale, y * scale, scale, scale, colour);
}

/** Boxes as one-pixel outlines, then lines, then marked tiles; the event markers go on top afterwards. */
export function paintOverlay(image: RgbaImage, overlay: LayoutOverlay, mapWidth: number, scale: number): void {
  for (const box of overlay.boxes) paintOutline(image, box.x, box.y, box.width, box.height, scale);
  for (let i = 0; i + 3 < overlay.lines.length; i += 4) {
    paintLine(image, overlay.lines[i], overlay.lines[i + 1], overlay.lines[i + 2], overlay.lines[i + 3], scale);
  }
  for (const tile of overlay.marks) paintTile(image, mapWidth, tile, scale, MARK_COLOUR);
}

/**
 * A box's outline on the grid lines around its tiles: boxes side by side share one line (the
 * right and bottom edges lie on the next tile's first pixel, pulled inside at the image's edge).
 */
function paintOutline(image: RgbaImage, x: number, y: number, width: number, height: number, scale: number): void {
  const left = x * scale;
  const top = y * scale;
  const right = Math.min((x + width) * scale, image.width - 1);
  const bottom = Math.min((y + height) * scale, image.height - 1);
  fillPixels(image, left, top, right - left + 1, 1, BOX_COLOUR);
  fillPixels(image, left, bottom, right - left + 1, 1, BOX_COLOUR);
  fillPixels(image, left, top, 1, bottom - top + 1, BOX_COLOUR);
  fillPixels(image, right, top, 1, bottom - top + 1, BOX_COLOUR);
}

/** A line `max(1, scale / 2)` pixels thick from one tile's centre to another's (any direction). */
function paintLine(image: RgbaImage, x0: number, y0: number, x1: number, y1: number, scale: number): void {
  const thickness = Math.max(1, Math.floor(scale / 2));
  const inset = Math.floor((scale - thickness) / 2);
  const fromX = x0 * scale + inset;
  const fromY = y0 * scale + inset;
  const dx = (x1 - x0) * scale;
  const dy = (y1 - y0) * scale;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  for (let step = 0; step <= steps; step++) {
    const t = steps === 0 ? 0 : step / steps;
    fillPixels(image, fromX + Math.round(dx * t), fromY + Math.round(dy * t), thickness, thickness, LINE_COLOUR);
  }
}
