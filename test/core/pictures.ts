/**
 * Small hand-drawn maps for rule scenarios: a picture (one string per row) turns into a grid, a
 * painted structure or a list of marked tiles, and a grid turns back into a picture for messages.
 *
 * Grid pictures: space void, "." room floor, "," corridor floor, "#" wall.
 * Structure pictures (what a game maker paints for the crawlers): "W" a painted wall, "F" painted
 * floor, anything else nothing painted.
 */
import { Grid, Layout, Opening, StructureMark, TileKind, isFloor, kindOfTile, labelFloor } from "../../src/core";
import type { Area } from "../../src/core";

const KIND_OF: Record<string, TileKind> = { " ": TileKind.Void, ".": TileKind.Room, ",": TileKind.Corridor, "#": TileKind.Wall };
const GLYPH_OF: Record<number, string> = { [TileKind.Void]: " ", [TileKind.Room]: ".", [TileKind.Corridor]: ",", [TileKind.Wall]: "#" };

function checkedWidth(rows: readonly string[]): number {
  const width = rows[0].length;
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`picture row ${y} is ${row.length} wide, not ${width}`);
  });
  return width;
}

/** A grid from a picture (legend in the header). */
export function gridOf(rows: readonly string[]): Grid {
  const width = checkedWidth(rows);
  const kinds = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const kind = KIND_OF[row[x]];
      if (kind === undefined) throw new Error(`unknown glyph "${row[x]}" at (${x},${y})`);
      kinds[y * width + x] = kind;
    }
  });
  return { width, height: rows.length, kinds };
}

/** The grid as a picture (legend in the header), for readable failures. */
export function drawGrid(grid: Grid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = "";
    for (let x = 0; x < grid.width; x++) row += GLYPH_OF[grid.kinds[y * grid.width + x]] ?? "?";
    rows.push(row);
  }
  return rows;
}

/** A painted structure from a picture: "W" painted wall, "F" painted floor. */
export function paintedStructure(rows: readonly string[]): Uint8Array {
  const width = checkedWidth(rows);
  const structure = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) structure[y * width + x] = row[x] === "W" ? StructureMark.Wall : row[x] === "F" ? StructureMark.Floor : StructureMark.None;
  });
  return structure;
}

/** The tiles (y * width + x) where the picture shows `glyph`. */
export function tilesMarked(rows: readonly string[], glyph: string): number[] {
  const width = checkedWidth(rows);
  const tiles: number[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) if (row[x] === glyph) tiles.push(y * width + x);
  });
  return tiles;
}

/** The tiles of a rectangle, inclusive corners. */
export function tilesIn(width: number, left: number, top: number, right: number, bottom: number): number[] {
  const tiles: number[] = [];
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) tiles.push(y * width + x);
  return tiles;
}

/** How many of the tiles are floor. */
export function floorAmong(grid: Grid, tiles: readonly number[]): number {
  return tiles.filter((tile) => isFloor(grid.kinds[tile])).length;
}

/**
 * A layout as a layout algorithm would report it for a hand-drawn grid: one area per 4-connected
 * run of one floor kind, and the given tiles as open openings of the area they lie in.
 */
export function layoutOf(grid: Grid, openingTiles: readonly number[] = []): Layout {
  const areaOf = new Uint16Array(grid.width * grid.height);
  const areas: Area[] = [];
  labelFloor(grid, areaOf, areas, kindOfTile);
  const openings: Opening[] = openingTiles.map((tile) => ({ tile, from: areaOf[tile] - 1, to: areaOf[tile] - 1, kind: "open" }));
  return { algorithm: "picture", areas, areaOf, openings, overlay: { boxes: [], lines: [], marks: [] } };
}

/**
 * Floor tiles that a 4-way walk from `from` does not reach when the `blocked` tiles count as walls
 * (0 when nothing is cut off).
 */
export function floorCutOff(grid: Grid, blocked: ArrayLike<number>, from: number): number {
  const { width, height, kinds } = grid;
  const closed = new Set(Array.from(blocked));
  const open = (tile: number) => isFloor(kinds[tile]) && !closed.has(tile);
  const seen = new Uint8Array(width * height);
  const queue = [from];
  seen[from] = 1;
  for (let head = 0; head < queue.length; head++) {
    const tile = queue[head];
    const x = tile % width;
    for (const next of [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile - width, tile + width]) {
      if (next < 0 || next >= width * height || seen[next] || !open(next)) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  let missed = 0;
  for (let tile = 0; tile < width * height; tile++) if (open(tile) && !seen[tile]) missed++;
  return missed;
}
