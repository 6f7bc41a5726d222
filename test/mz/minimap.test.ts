/**
 * The minimap (src/mz/minimap.ts) on its own, with the fog double's Bitmap and Sprite: each tile's
 * class against a plain neighbourhood check, the fitted scale, the panel's place in each corner,
 * the markers, and what a sync paints and uploads (all, only the newly seen tiles, or nothing).
 */
import type { DisplayClasses } from "../../src/mz/engine";
import { Grid, TileKind, createGrid } from "../../src/core";
import { FogField, Seen, Unseen, tilesBounds } from "../../src/mz/fog-field";
import { MinimapCorner, MinimapTile, MinimapView, minimapClass } from "../../src/mz/minimap";

import { BitmapDouble, SpriteDouble } from "./fog-double";

/** Every tile's minimap class, in map order. */
function classesOf(grid: Grid): Uint8Array {
  return Uint8Array.from({ length: grid.width * grid.height }, (_, tile) => minimapClass(grid, tile));
}

const display = { Sprite: SpriteDouble, Bitmap: BitmapDouble } as unknown as DisplayClasses;
const SCREEN = { width: 816, height: 624 };
const FLOOR_RGB = [206, 198, 178];
const WALL_RGB = [92, 88, 110];

/** A bitmap without a canvas (as MZ's when no context could be made). */
class NoCanvasBitmap {
  smooth = true;
  readonly context = null;
  readonly fills: unknown[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  fillRect(...args: unknown[]): void {
    this.fills.push(args);
  }
}

function lcgGrid(width: number, height: number, seed: number, kinds: number[]): Grid {
  const grid = createGrid(width, height);
  let state = seed >>> 0;
  for (let tile = 0; tile < width * height; tile++) {
    state = (state * 1103515245 + 12345) >>> 0;
    grid.kinds[tile] = kinds[(state >>> 10) % kinds.length];
  }
  return grid;
}

/** Floor 10×6 at (3, 2) in void on a 20×12 map. */
function roomGrid(): Grid {
  const grid = createGrid(20, 12);
  for (let y = 2; y < 8; y++) for (let x = 3; x < 13; x++) grid.kinds[y * 20 + x] = TileKind.Room;
  return grid;
}

function rootOf(view: MinimapView): SpriteDouble {
  return view.root as unknown as SpriteDouble;
}

function mapBitmap(view: MinimapView): BitmapDouble {
  return rootOf(view).children[0].bitmap!;
}

/** The pixel of a tile as the canvas holds it. */
function rgbaAt(bitmap: BitmapDouble, tile: number): number[] {
  return bitmap.rgbaAt(tile % bitmap.width, Math.floor(tile / bitmap.width));
}

function makeView(field: FogField, options: Partial<{ corner: MinimapCorner; scale: number; opacity: number }> = {}, stairs = 0, buttonInset?: number) {
  return new MinimapView(display, field, { corner: "topRight", scale: 3, opacity: 200, ...options }, { ...SCREEN, buttonInset }, stairs);
}

describe("minimapClass", () => {
  // Any width, the four tile kinds and an unknown one (7): the rule is the same for all.
  test.each([
    ["any width, an unknown kind among them", [[17, 13, 1], [1, 9, 2], [9, 1, 3], [24, 20, 4]], [TileKind.Void, TileKind.Void, TileKind.Void, TileKind.Wall, TileKind.Room, TileKind.Corridor, 7]],
    ["widths in whole words, the four kinds", [[4, 1, 5], [4, 7, 6], [8, 3, 7], [24, 20, 8], [64, 33, 9], [20, 2, 10]], [TileKind.Void, TileKind.Void, TileKind.Void, TileKind.Wall, TileKind.Room, TileKind.Corridor]],
  ] as const)("floor is floor; void or wall touching floor (8 neighbours, inside the map) is wall; anything else is nothing (%s)", (_, sizes, kinds) => {
    for (const [width, height, seed] of sizes) {
      const grid = lcgGrid(width, height, seed, [...kinds]);
      const classes = classesOf(grid);
      const kindAt = (x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? grid.kinds[y * width + x] : -1);
      const floor = (kind: number) => kind === TileKind.Room || kind === TileKind.Corridor;
      let walls = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const kind = kindAt(x, y);
          let expected: number = MinimapTile.Nothing;
          if (floor(kind)) expected = MinimapTile.Floor;
          else if (kind === TileKind.Void || kind === TileKind.Wall) {
            for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (floor(kindAt(x + dx, y + dy))) expected = MinimapTile.Wall;
          }
          if (expected === MinimapTile.Wall) walls++;
          if (classes[y * width + x] !== expected) throw new Error(`${width}x${height} (${x},${y}) kind ${kind}: ${classes[y * width + x]}, expected ${expected}`);
        }
      }
      expect(walls).toBeGreaterThan(0);
    }
  });

  test("a wall that touches floor only diagonally, at any corner, or across the map's edge", () => {
    // Each void tile of a 3×3 around one floor tile is a wall; a row's wrap-around is not a neighbour.
    const grid = createGrid(5, 3);
    grid.kinds[1 * 5 + 4] = TileKind.Room; // the right end of the middle row
    const classes = classesOf(grid);
    expect(Array.from(classes)).toEqual([
      0, 0, 0, 2, 2,
      0, 0, 0, 2, 1,
      0, 0, 0, 2, 2,
    ]);
    const corner = createGrid(4, 4);
    corner.kinds[0] = TileKind.Corridor;
    corner.kinds[15] = TileKind.Room;
    expect(Array.from(classesOf(corner))).toEqual([1, 2, 0, 0, 2, 2, 0, 0, 0, 0, 2, 2, 0, 0, 2, 1]);
  });
});

describe("the minimap's scale", () => {
  /** The scale a minimap of a width × height map takes on a screen, asked for `asked` pixels a tile. */
  function scaleOf(asked: number, width: number, height: number, screenWidth: number, screenHeight: number): number {
    const field = new FogField(createGrid(width, height));
    return new MinimapView(display, field, { corner: "topRight", scale: asked, opacity: 255 }, { width: screenWidth, height: screenHeight }, 0).scale;
  }

  test("the asked scale when the map fits in 40% of the screen (inside its padding), else the largest that fits, never below 0.25", () => {
    expect(scaleOf(3, 68, 64, 816, 624)).toBe(3);
    expect(scaleOf(4, 68, 64, 816, 624)).toBeCloseTo((624 * 0.4 - 8) / 64, 12);
    expect(scaleOf(4, 64, 68, 624, 816)).toBeCloseTo((624 * 0.4 - 8) / 64, 12);
    expect(scaleOf(6, 100, 10, 816, 624)).toBeCloseTo((816 * 0.4 - 8) / 100, 12);
    expect(scaleOf(6, 10, 100, 816, 624)).toBeCloseTo((624 * 0.4 - 8) / 100, 12);
    expect(scaleOf(2, 1024, 1024, 816, 624)).toBe(0.25);
    expect(scaleOf(0.1, 10, 10, 816, 624)).toBe(0.25);
    // Exactly at the fit: the fit.
    expect(scaleOf((624 * 0.4 - 8) / 64, 68, 64, 816, 624)).toBeCloseTo((624 * 0.4 - 8) / 64, 12);
  });
});

describe("the panel", () => {
  test("its size, colour, opacity and place in each corner, keeping clear of the menu button on the right", () => {
    const field = new FogField(roomGrid());
    // 20×12 tiles at scale 3: 60×36 pixels plus 4 of padding each side.
    const expected: Record<MinimapCorner, [number, number, number]> = {
      topRight: [816 - 68 - 8, 8, 8 + 52],
      topLeft: [8, 8, 8],
      bottomRight: [816 - 68 - 8, 624 - 44 - 8, 624 - 44 - 8 - 52],
      bottomLeft: [8, 624 - 44 - 8, 624 - 44 - 8],
    };
    for (const corner of Object.keys(expected) as MinimapCorner[]) {
      const [x, y, yWithButton] = expected[corner];
      const view = makeView(field, { corner, opacity: 170 });
      const root = rootOf(view);
      expect(root.bitmap!.width).toBe(68);
      expect(root.bitmap!.height).toBe(44);
      expect(root.bitmap!.fills).toEqual([{ x: 0, y: 0, width: 68, height: 44, color: "rgba(0, 0, 0, 0.55)" }]);
      expect([root.x, root.y]).toEqual([x, y]);
      expect(root.opacity).toBe(170);
      const withButton = rootOf(makeView(field, { corner }, 0, 52));
      expect([withButton.x, withButton.y]).toEqual([x, yWithButton]);
      expect(rootOf(makeView(field, { corner }, 0, undefined)).y).toBe(y);
    }
  });

  test("a fractional scale rounds the panel up; the map sprite sits inside the padding at that scale, crisp", () => {
    const field = new FogField(createGrid(256, 200));
    const view = makeView(field, { scale: 4, corner: "topLeft" });
    const scale = (624 * 0.4 - 8) / 200;
    expect(view.scale).toBeCloseTo(scale, 12);
    const root = rootOf(view);
    expect(root.bitmap!.width).toBe(Math.ceil(256 * scale) + 8);
    expect(root.bitmap!.height).toBe(Math.ceil(200 * scale) + 8);
    const map = root.children[0];
    expect([map.x, map.y]).toEqual([4, 4]);
    expect(map.scale).toEqual({ x: view.scale, y: view.scale });
    expect(map.bitmap!.width).toBe(256);
    expect(map.bitmap!.height).toBe(200);
    expect(map.bitmap!.smooth).toBe(false);
  });

  test("markers: one per stairs then the player's, hidden until placed, a little larger than a tile", () => {
    const field = new FogField(roomGrid());
    const view = makeView(field, { scale: 3 }, 2);
    const [, stairsA, stairsB, player] = rootOf(view).children;
    expect(rootOf(view).children).toHaveLength(4);
    for (const marker of [stairsA, stairsB, player]) {
      expect(marker.visible).toBe(false);
      expect(marker.bitmap!.width).toBe(5); // round(3 × 1.7)
      expect(marker.bitmap!.height).toBe(5);
    }
    expect(stairsA.bitmap!.fills).toEqual([{ x: 0, y: 0, width: 5, height: 5, color: "#40c8ff" }]);
    expect(player.bitmap!.fills).toEqual([{ x: 0, y: 0, width: 5, height: 5, color: "#ff5040" }]);
    // On a shrunk map the markers keep 3 pixels.
    const tiny = makeView(new FogField(createGrid(400, 400)), { scale: 3 }, 0);
    expect(rootOf(tiny).children[1].bitmap!.width).toBe(3);
    const large = makeView(field, { scale: 8 }, 0);
    expect(rootOf(large).children[1].bitmap!.width).toBe(14); // round(8 × 1.7) = round(13.6)
  });
});

describe("sync", () => {
  test("the first sync paints every tile (uploading the explored rectangle): explored floor and walls in their colours, the rest clear; then the markers", () => {
    const grid = roomGrid();
    const field = new FogField(grid);
    field.look(5, 4, 3);
    field.shown[0] = Seen; // an explored tile of nothing: still clear
    const view = makeView(field, {}, 2);
    const bitmap = mapBitmap(view);
    const classes = classesOf(grid);
    let asked = 0;
    view.sync(4 * 20 + 5, () => {
      asked++;
      return [2 * 20 + 6, 11 * 20 + 19];
    });
    expect(asked).toBe(1);
    // The canvas starts clear: only the explored tiles' rectangle is uploaded.
    const { tiles, count } = field.exploredTiles();
    expect(bitmap.puts).toEqual([tilesBounds(tiles, count, 20)]);
    expect(bitmap.uploads).toBe(1);
    let floors = 0;
    let walls = 0;
    for (let tile = 0; tile < 240; tile++) {
      const rgba = rgbaAt(bitmap, tile);
      if (field.shown[tile] !== Unseen && classes[tile] === MinimapTile.Floor) {
        expect(rgba).toEqual([...FLOOR_RGB, 255]);
        floors++;
      } else if (field.shown[tile] !== Unseen && classes[tile] === MinimapTile.Wall) {
        expect(rgba).toEqual([...WALL_RGB, 255]);
        walls++;
      } else expect(rgba[3]).toBe(0);
    }
    expect(floors).toBeGreaterThan(10);
    expect(walls).toBeGreaterThan(0);
    const [, seenStairs, unseenStairs, player] = rootOf(view).children;
    expect(player.visible).toBe(true);
    expect([player.x, player.y]).toEqual([4 + Math.round(5.5 * 3 - 2.5), 4 + Math.round(4.5 * 3 - 2.5)]);
    expect(seenStairs.visible).toBe(true);
    expect([seenStairs.x, seenStairs.y]).toEqual([4 + Math.round(6.5 * 3 - 2.5), 4 + Math.round(2.5 * 3 - 2.5)]);
    expect(unseenStairs.visible).toBe(false);
  });

  test("after one look only the newly seen tiles are painted and their rectangle uploaded; nothing new, nothing uploaded", () => {
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const view = makeView(field);
    view.sync(63, () => []);
    const bitmap = mapBitmap(view);
    field.look(9, 6, 2);
    const discovered = Array.from(field.discovered.subarray(0, field.discoveredCount));
    expect(discovered.length).toBeGreaterThan(0);
    const before = Uint8ClampedArray.from(bitmap.shown!.data);
    view.sync(6 * 20 + 9, () => []);
    expect(bitmap.puts).toHaveLength(2);
    expect(bitmap.puts[1]).toEqual(tilesBounds(field.discovered, field.discoveredCount, 20));
    expect(bitmap.uploads).toBe(2);
    const after = bitmap.shown!.data;
    for (let tile = 0; tile < 240; tile++) {
      const same = [0, 1, 2, 3].every((k) => after[tile * 4 + k] === before[tile * 4 + k]);
      if (!discovered.includes(tile)) expect(same).toBe(true);
    }
    for (const tile of discovered) expect(after[tile * 4 + 3]).toBe(field.grid.kinds[tile] === TileKind.Room || minimapClass(field.grid, tile) !== 0 ? 255 : 0);
    // A step back onto seen ground discovers nothing: no paint, no upload.
    field.look(4, 3, 2);
    expect(field.discoveredCount).toBe(0);
    view.sync(3 * 20 + 4, () => []);
    expect(bitmap.puts).toHaveLength(2);
    expect(bitmap.uploads).toBe(2);
  });

  test("a whole change (revealAll) or a missed look repaints everything", () => {
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const view = makeView(field);
    view.sync(63, () => []);
    const bitmap = mapBitmap(view);
    field.look(5, 3, 2);
    field.look(6, 3, 2); // two looks, one sync: the first look's tiles would be missed
    view.sync(66, () => []);
    expect(bitmap.puts[bitmap.puts.length - 1]).toEqual({ x: 0, y: 0, width: 20, height: 12 });
    field.revealAll();
    view.sync(66, () => []);
    expect(bitmap.puts).toHaveLength(3);
    expect(bitmap.puts[2]).toEqual({ x: 0, y: 0, width: 20, height: 12 });
    expect(rgbaAt(bitmap, 2 * 20 + 12)).toEqual([...FLOOR_RGB, 255]);
    expect(rgbaAt(bitmap, 1 * 20 + 13)).toEqual([...WALL_RGB, 255]);
    expect(rgbaAt(bitmap, 11 * 20 + 19)[3]).toBe(0);
  });

  test("standing still: no paint and the stairs are not asked for; a move without a new look moves only the player marker", () => {
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const view = makeView(field, {}, 1);
    let asked = 0;
    const stairs = () => {
      asked++;
      return [3 * 20 + 5];
    };
    view.sync(63, stairs);
    const bitmap = mapBitmap(view);
    const player = rootOf(view).children[2];
    const at = [player.x, player.y];
    view.sync(63, stairs);
    expect(asked).toBe(1);
    expect(bitmap.puts).toHaveLength(1);
    expect([player.x, player.y]).toEqual(at);
    view.sync(64, stairs);
    expect(asked).toBe(1);
    expect(bitmap.puts).toHaveLength(1);
    expect(player.x).toBe(at[0] + 3);
    expect(player.y).toBe(at[1]);
    // Off the map (−1): the player marker is hidden.
    view.sync(-1, stairs);
    expect(player.visible).toBe(false);
    view.sync(64, stairs);
    expect(player.visible).toBe(true);
  });

  test("stairs markers follow the tiles given after each look; a missing or unexplored tile hides the marker", () => {
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const view = makeView(field, {}, 2);
    const [, first, second] = rootOf(view).children;
    view.sync(63, () => [3 * 20 + 5]);
    expect(first.visible).toBe(true);
    expect(second.visible).toBe(false);
    field.look(11, 6, 2);
    view.sync(6 * 20 + 11, () => [-1, 6 * 20 + 12]);
    expect(first.visible).toBe(false);
    expect(second.visible).toBe(true);
    expect(second.x).toBe(4 + Math.round(12.5 * 3 - 2.5));
    expect(second.y).toBe(4 + Math.round(6.5 * 3 - 2.5));
  });

  test("a restore that forgets tiles clears their pixels again on the whole repaint", () => {
    const field = new FogField(roomGrid());
    field.revealAll();
    const view = makeView(field);
    view.sync(63, () => []);
    const bitmap = mapBitmap(view);
    expect(rgbaAt(bitmap, 3 * 20 + 5)).toEqual([...FLOOR_RGB, 255]);
    const blank = new FogField(roomGrid());
    expect(field.restore(blank.exploredBits())).toBe(true);
    view.sync(63, () => []);
    expect(bitmap.puts).toHaveLength(2);
    for (let tile = 0; tile < 240; tile++) expect(rgbaAt(bitmap, tile)[3]).toBe(0);
  });

  test("a canvas without a texture to update (baseTexture missing) is still painted", () => {
    class NoTextureBitmap extends BitmapDouble {
      readonly baseTexture = undefined as never;
    }
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const view = new MinimapView({ Sprite: SpriteDouble, Bitmap: NoTextureBitmap } as unknown as DisplayClasses, field, { corner: "topLeft", scale: 3, opacity: 255 }, SCREEN, 0);
    view.sync(63, () => []);
    field.look(5, 3, 2);
    view.sync(64, () => []);
    const bitmap = rootOf(view).children[0].bitmap!;
    expect(bitmap.puts).toHaveLength(2);
    expect(rgbaAt(bitmap, 3 * 20 + 7)).toEqual([...FLOOR_RGB, 255]);
  });

  test("tile 0 is a tile like any other for the player and the stairs; tile 1 is not 'no tile'", () => {
    const grid = createGrid(6, 4);
    grid.kinds.fill(TileKind.Room);
    const field = new FogField(grid);
    field.look(0, 0, 2);
    const view = makeView(field, { corner: "topLeft" }, 2);
    const [, stairs, otherStairs, player] = rootOf(view).children;
    // The first sync with the player on tile 1 places the marker (nothing was placed before).
    view.sync(1, () => [0]);
    expect(player.visible).toBe(true);
    expect(player.x).toBe(4 + Math.round(1.5 * 3 - 2.5));
    expect(stairs.visible).toBe(true);
    expect([stairs.x, stairs.y]).toEqual([4 + Math.round(0.5 * 3 - 2.5), 4 + Math.round(0.5 * 3 - 2.5)]);
    // The second stairs has no tile: hidden, though tile 1 is explored.
    expect(field.explored(1)).toBe(true);
    expect(otherStairs.visible).toBe(false);
    view.sync(0, () => [0]);
    expect(player.visible).toBe(true);
    expect([player.x, player.y]).toEqual([4 + Math.round(0.5 * 3 - 2.5), 4 + Math.round(0.5 * 3 - 2.5)]);
  });

  test("a look paints its discovered tiles only, not what lies past them in the list", () => {
    // Floor at (0, 0) far from the viewer: never seen, so it must stay clear.
    const grid = createGrid(30, 6);
    grid.kinds[0] = TileKind.Room;
    for (let x = 18; x < 30; x++) for (let y = 0; y < 6; y++) grid.kinds[y * 30 + x] = TileKind.Room;
    const field = new FogField(grid);
    field.look(20, 3, 1); // 9 tiles discovered
    const view = makeView(field);
    view.sync(3 * 30 + 20, () => []);
    const bitmap = mapBitmap(view);
    field.look(26, 3, 3); // more tiles discovered than before: the list's next entry was never written (0)
    expect(field.discoveredCount).toBeGreaterThan(9);
    expect(field.discovered[field.discoveredCount]).toBe(0);
    view.sync(3 * 30 + 26, () => []);
    expect(rgbaAt(bitmap, 0)[3]).toBe(0);
    expect(rgbaAt(bitmap, 3 * 30 + 28)).toEqual([...FLOOR_RGB, 255]);
  });

  test("without a canvas nothing is painted, but the markers still move", () => {
    const field = new FogField(roomGrid());
    field.look(4, 3, 2);
    const noCanvas = { Sprite: SpriteDouble, Bitmap: NoCanvasBitmap } as unknown as DisplayClasses;
    const view = new MinimapView(noCanvas, field, { corner: "topLeft", scale: 3, opacity: 255 }, SCREEN, 0);
    view.sync(63, () => []);
    field.look(5, 3, 2);
    view.sync(64, () => []);
    const player = rootOf(view).children[1];
    expect(player.visible).toBe(true);
    expect(player.x).toBe(4 + Math.round(4.5 * 3 - 2.5));
  });
});
