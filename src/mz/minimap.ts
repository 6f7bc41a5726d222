/**
 * The minimap of a dungeon with fog: a corner overlay of what has been explored — floor, the walls
 * around it, the player, and the stairs once seen. One small bitmap at one pixel per tile, scaled
 * up (nearest neighbour, so tiles stay crisp), on a dark panel; markers are two tiny sprites.
 * Like the fog (the idea of the MPP_MiniMap plugin; docs/architecture.md, "Content, runs and fog"), it repaints only the tiles seen
 * for the first time since its last look, and does nothing while nothing changes.
 */
import { FLOOR_KIND, Grid } from "../core/grid";
import { DEFAULT_BLOCKING } from "../core/sight";
import type { FogField } from "./fog-field";
import { pixelWord, pixelWords, tilesBounds } from "./fog-field";
import type { BitmapLike, DisplayClasses, ImageDataLike, SpriteLike } from "./engine";
import { Surfaces } from "./surfaces";

export type MinimapCorner = "topRight" | "topLeft" | "bottomRight" | "bottomLeft";

export interface MinimapOptions {
  corner: MinimapCorner;
  /** Screen pixels per tile; shrunk so the map fits in MAX_SHARE of the screen. */
  scale: number;
  /** 0–255, the whole overlay. */
  opacity: number;
}

/** The minimap never covers more than this share of the screen's width or height. */
const MAX_SHARE = 0.4;
const MARGIN = 8;
const PADDING = 4;

/** What each tile is on the minimap: nothing, floor, or a wall (a blocking tile touching floor). */
export const MinimapTile = { Nothing: 0, Floor: 1, Wall: 2 } as const;

const COLORS: Record<number, readonly [number, number, number]> = {
  [MinimapTile.Floor]: [206, 198, 178],
  [MinimapTile.Wall]: [92, 88, 110],
};
/** Each class's pixel as one ImageData word (Nothing is clear). */
const CLASS_WORDS = Uint32Array.of(0, pixelWord(...COLORS[MinimapTile.Floor], 255), pixelWord(...COLORS[MinimapTile.Wall], 255));
const PANEL_COLOR = "rgba(0, 0, 0, 0.55)";
const PLAYER_COLOR = "#ff5040";
const STAIRS_COLOR = "#40c8ff";

/**
 * A tile's minimap class: floor is floor; a blocking tile with floor among its eight neighbours
 * (inside the map) is a wall; anything else is nothing. Asked only for the tiles explored, when
 * they are first painted: at entry a few hundred of a 256×256 map's 65,536, then a few dozen a
 * step. (Classifying the whole map at entry instead, four tiles a step into two new map-sized
 * arrays, took 12.6 ms of five 256×256 entries in a browser profile: the plugin's costliest
 * function there.)
 */
export function minimapClass(grid: Grid, tile: number): number {
  const { width, height, kinds } = grid;
  const kind = kinds[tile];
  if (FLOOR_KIND[kind]) return MinimapTile.Floor;
  if (DEFAULT_BLOCKING[kind] !== 1) return MinimapTile.Nothing;
  const x = tile % width;
  const y = (tile - x) / width;
  const left = x > 0 ? x - 1 : x;
  const right = x < width - 1 ? x + 1 : x;
  for (let row = y > 0 ? y - 1 : y, last = y < height - 1 ? y + 1 : y; row <= last; row++) {
    for (let column = left; column <= right; column++) if (FLOOR_KIND[kinds[row * width + column]]) return MinimapTile.Wall;
  }
  return MinimapTile.Nothing;
}

/** The pixels per tile the minimap uses for a map on a screen (options.scale, or less to fit). */
function fittedScale(scale: number, mapWidth: number, mapHeight: number, screenWidth: number, screenHeight: number): number {
  const fit = Math.min((screenWidth * MAX_SHARE - 2 * PADDING) / mapWidth, (screenHeight * MAX_SHARE - 2 * PADDING) / mapHeight);
  return Math.max(0.25, Math.min(scale, fit));
}

export class MinimapView {
  /** The overlay: a panel holding the map and the markers; hide it with `root.visible`. */
  readonly root: SpriteLike;
  readonly scale: number;
  private readonly bitmap: BitmapLike;
  private readonly image: ImageDataLike | null;
  /** The map's sprite: framed to the explored tiles' bounding box (the rest is clear), so it draws no more pixels than it shows. */
  private readonly map: SpriteLike;
  private shownLeft = 0;
  private shownTop = 0;
  private shownRight = -1;
  private shownBottom = -1;
  private readonly player: SpriteLike;
  private readonly stairs: SpriteLike[];
  private revision = -1;
  private playerTile = -1;
  /** The bitmap and image were another view's: the first paint clears and writes them whole. */
  private readonly keptSurface: boolean;

  constructor(
    display: DisplayClasses,
    private readonly field: FogField,
    options: MinimapOptions,
    screen: { width: number; height: number; buttonInset?: number },
    stairsCount: number,
    surfaces: Surfaces = new Surfaces(display),
  ) {
    const { width, height } = field;
    this.scale = fittedScale(options.scale, width, height, screen.width, screen.height);
    const panelWidth = Math.ceil(width * this.scale) + 2 * PADDING;
    const panelHeight = Math.ceil(height * this.scale) + 2 * PADDING;
    // A kept panel of this size is already painted (the same colour over the same size).
    const panel = surfaces.take("minimap panel", panelWidth, panelHeight, false);
    if (panel.fresh) panel.bitmap.fillRect(0, 0, panelWidth, panelHeight, PANEL_COLOR);
    this.root = new display.Sprite(panel.bitmap);
    const right = options.corner === "topRight" || options.corner === "bottomRight";
    const bottom = options.corner === "bottomRight" || options.corner === "bottomLeft";
    // On the right, keep clear of the menu button (top or bottom) when the touch UI shows it.
    const inset = right ? screen.buttonInset ?? 0 : 0;
    this.root.x = right ? screen.width - panelWidth - MARGIN : MARGIN;
    this.root.y = bottom ? screen.height - panelHeight - MARGIN - inset : MARGIN + inset;
    this.root.opacity = options.opacity;

    const surface = surfaces.take("minimap", width, height, true);
    this.bitmap = surface.bitmap;
    this.bitmap.smooth = false;
    this.image = surface.image;
    this.keptSurface = !surface.fresh;
    const map = (this.map = new display.Sprite(this.bitmap));
    map.x = PADDING;
    map.y = PADDING;
    map.scale.x = this.scale;
    map.scale.y = this.scale;
    map.visible = false;
    this.root.addChild(map);

    // Markers a little larger than a tile, so one tile's dot stays visible on a shrunk map.
    const markerSize = Math.max(3, Math.round(this.scale * 1.7));
    this.stairs = [];
    // One dot bitmap per colour, shared by its sprites and kept between scenes (no new canvas per entry).
    const stairsDot = markerBitmap(surfaces, "minimap stairs marker", markerSize, STAIRS_COLOR);
    for (let i = 0; i < stairsCount; i++) this.stairs.push(this.marker(display, stairsDot));
    this.player = this.marker(display, markerBitmap(surfaces, "minimap player marker", markerSize, PLAYER_COLOR));
  }

  private marker(display: DisplayClasses, bitmap: BitmapLike): SpriteLike {
    const sprite = new display.Sprite(bitmap);
    sprite.visible = false;
    this.root.addChild(sprite);
    return sprite;
  }

  /**
   * Brings the minimap up to the field and the markers to the player and the stairs (tile
   * indices; the stairs are asked for only when the field changed, i.e. after a step).
   */
  sync(playerTile: number, stairsTiles: () => readonly number[]): void {
    const field = this.field;
    if (this.revision !== field.revision) {
      if (field.changedAll || this.revision !== field.revision - 1) this.paintAll();
      else this.paint(field.discovered, field.discoveredCount);
      this.revision = field.revision;
      this.placeStairs(stairsTiles());
    }
    if (playerTile !== this.playerTile) {
      this.playerTile = playerTile;
      this.place(this.player, playerTile, playerTile >= 0);
    }
  }

  private placeStairs(stairsTiles: readonly number[]): void {
    this.stairs.forEach((sprite, i) => {
      const tile = stairsTiles[i] ?? -1;
      this.place(sprite, tile, tile >= 0 && this.field.explored(tile));
    });
  }

  private place(sprite: SpriteLike, tile: number, visible: boolean): void {
    sprite.visible = visible;
    if (!visible) return;
    const x = tile % this.field.width;
    const y = Math.floor(tile / this.field.width);
    const size = sprite.bitmap ? sprite.bitmap.width : 2;
    sprite.x = PADDING + Math.round((x + 0.5) * this.scale - size / 2);
    sprite.y = PADDING + Math.round((y + 0.5) * this.scale - size / 2);
  }

  /**
   * Every tile: only the explored ones are written (the rest are clear). The first paint finds a
   * clear image and a blank canvas, so it uploads only the explored tiles' rectangle — on entry a
   * few hundred pixels of 65,536; later whole repaints clear the image and upload all of it.
   */
  private paintAll(): void {
    const image = this.image;
    if (!image) return;
    const { shown, width, grid } = this.field;
    // A fresh image and canvas are clear, so the first paint writes only what was explored.
    const first = this.revision === -1 && !this.keptSurface;
    const { tiles, count } = this.field.exploredTiles();
    const words = pixelWords(image.data);
    if (words) {
      if (!first) words.fill(0);
      for (let i = 0; i < count; i++) words[tiles[i]] = CLASS_WORDS[minimapClass(grid, tiles[i])];
    } else {
      for (let tile = 0; tile < shown.length; tile++) writePixel(image.data, tile, shown[tile] !== 0 ? minimapClass(grid, tile) : MinimapTile.Nothing);
    }
    if (!first) this.bitmap.context!.putImageData(image, 0, 0);
    else if (count > 0) {
      const rect = tilesBounds(tiles, count, width);
      this.bitmap.context!.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
    }
    this.bitmap.baseTexture?.update();
    this.shownRight = this.shownBottom = -1;
    if (count > 0) this.showAlso(tilesBounds(tiles, count, width));
    else this.map.visible = false;
  }

  /** Widens the map sprite's frame to take in `rect` (tiles). */
  private showAlso(rect: { x: number; y: number; width: number; height: number }): void {
    const empty = this.shownRight < 0;
    const left = empty ? rect.x : Math.min(this.shownLeft, rect.x);
    const top = empty ? rect.y : Math.min(this.shownTop, rect.y);
    const right = empty ? rect.x + rect.width - 1 : Math.max(this.shownRight, rect.x + rect.width - 1);
    const bottom = empty ? rect.y + rect.height - 1 : Math.max(this.shownBottom, rect.y + rect.height - 1);
    if (!empty && left === this.shownLeft && top === this.shownTop && right === this.shownRight && bottom === this.shownBottom) return;
    [this.shownLeft, this.shownTop, this.shownRight, this.shownBottom] = [left, top, right, bottom];
    this.map.setFrame(left, top, right - left + 1, bottom - top + 1);
    this.map.x = PADDING + left * this.scale;
    this.map.y = PADDING + top * this.scale;
    this.map.visible = true;
  }

  /** Paints the listed tiles, uploading only the rectangle around them. */
  private paint(tiles: Int32Array, count: number): void {
    const image = this.image;
    if (!image || count === 0) return;
    const grid = this.field.grid;
    for (let i = 0; i < count; i++) writePixel(image.data, tiles[i], minimapClass(grid, tiles[i]));
    const rect = tilesBounds(tiles, count, this.field.width);
    this.bitmap.context!.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
    this.bitmap.baseTexture?.update();
    this.showAlso(rect);
  }
}

function writePixel(data: Uint8ClampedArray, tile: number, kind: number): void {
  const color = COLORS[kind];
  const at = tile * 4;
  if (color) {
    data[at] = color[0];
    data[at + 1] = color[1];
    data[at + 2] = color[2];
    data[at + 3] = 255;
  } else {
    data[at + 3] = 0;
  }
}

/** A square dot of `color`, painted when the surface is new (a kept one of this size already is). */
function markerBitmap(surfaces: Surfaces, use: string, size: number, color: string): BitmapLike {
  const dot = surfaces.take(use, size, size, false);
  if (dot.fresh) dot.bitmap.fillRect(0, 0, size, size, color);
  return dot.bitmap;
}
