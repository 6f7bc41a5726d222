/** Shared checks for core tests: the dungeon invariants (connected floor, the wall rule, spacing, ceilings), stated once. */
import { CellLayout, Dungeon, GenerationResult, Side, TileKind, isFloor, floorDistances } from "../../src/core";

export function expectDungeon(result: GenerationResult): Dungeon {
  if (!result.ok) throw new Error(`expected a dungeon, got: ${result.reason}`);
  return result.dungeon;
}

/** Invariant 1: every floor tile reachable from the arrival, 4-connected. Returns unreached floor tiles. */
export function unreachableFloor(dungeon: Dungeon): number {
  const distances = floorDistances(dungeon.grid, dungeon.arrival);
  let unreached = 0;
  dungeon.grid.kinds.forEach((kind, tile) => {
    if (isFloor(kind) && distances[tile] < 0) unreached++;
  });
  return unreached;
}

/** Invariant 2 (and the wall rule): a tile is wall exactly when it is non-floor with floor 1..wallHeight below, void between. */
export function wallRuleViolations(dungeon: Dungeon): string[] {
  const { width, height, grid, options } = dungeon;
  const problems: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const kind = grid.kinds[y * width + x];
      if (isFloor(kind)) continue;
      let shouldBeWall = false;
      for (let step = 1; step <= options.wallHeight && y + step < height; step++) {
        const below = grid.kinds[(y + step) * width + x];
        if (isFloor(below)) {
          shouldBeWall = true;
          break;
        }
        if (below !== TileKind.Void && below !== TileKind.Wall) break;
      }
      if (shouldBeWall !== (kind === TileKind.Wall)) problems.push(`(${x},${y}) is ${kind === TileKind.Wall ? "wall" : "void"}`);
    }
  }
  return problems;
}

/** Invariant 3: placed tiles on floor, pairwise Chebyshev distance ≥ 2 for unrelaxed ones, strict ones clear of corridors. */
export function placementViolations(dungeon: Dungeon): string[] {
  const { width, grid, placements } = dungeon;
  const problems: string[] = [];
  const tiles = Array.from(placements.tiles);
  const floorCount = grid.kinds.reduce((count, kind) => count + (isFloor(kind) ? 1 : 0), 0);
  const placedCount = tiles.filter((tile) => tile >= 0).length;
  tiles.forEach((tile, i) => {
    if (tile < 0) {
      // Unplaced is only allowed once every floor tile is taken.
      if (placedCount < floorCount) problems.push(`placement ${i} unplaced with free floor left`);
      return;
    }
    const kind = grid.kinds[tile];
    const relaxation = placements.relaxations[i];
    if (!isFloor(kind)) problems.push(`placement ${i} on kind ${kind}`);
    if (relaxation <= 1 && kind !== TileKind.Room) problems.push(`placement ${i} (relaxation ${relaxation}) not on room floor`);
    if (relaxation === 0 && touchesKind(dungeon, tile, TileKind.Corridor)) problems.push(`placement ${i} next to a corridor`);
    tiles.forEach((other, j) => {
      if (j >= i || other < 0) return;
      const distance = Math.max(Math.abs((tile % width) - (other % width)), Math.abs(Math.floor(tile / width) - Math.floor(other / width)));
      const spacingKept = placements.relaxations[i] < 3;
      if (distance < (spacingKept ? 2 : 1)) problems.push(`placements ${j} and ${i} at distance ${distance}`);
    });
  });
  return problems;
}

export function touchesKind(dungeon: Dungeon, tile: number, kind: number): boolean {
  const { width, height, grid } = dungeon;
  const x = tile % width;
  const y = Math.floor(tile / width);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && grid.kinds[ny * width + nx] === kind) return true;
    }
  }
  return false;
}

/**
 * A cells dungeon's own view, read back from the shared Layout: the cell grid from the overlay's
 * boxes, links from its lines (Side bits per cell), rooms as the bounds of room areas.
 */
export function cellView(dungeon: Dungeon): CellLayout {
  const { boxes, lines } = dungeon.layout.overlay;
  const originX = boxes[0].x;
  const originY = boxes[0].y;
  const { width: cellWidth, height: cellHeight } = boxes[0];
  const cellColumns = boxes.filter((box) => box.y === originY).length;
  const cellRows = boxes.length / cellColumns;
  const links = new Uint8Array(cellColumns * cellRows);
  const cellAt = (x: number, y: number) => Math.floor((y - originY) / cellHeight) * cellColumns + Math.floor((x - originX) / cellWidth);
  for (let i = 0; i < lines.length; i += 4) {
    const from = cellAt(lines[i], lines[i + 1]);
    const to = cellAt(lines[i + 2], lines[i + 3]);
    const east = lines[i + 2] > lines[i];
    links[from] |= east ? Side.East : Side.South;
    links[to] |= east ? Side.West : Side.North;
  }
  const rooms = dungeon.layout.areas.filter((area) => area.kind === "room").map((area) => area.bounds);
  return { originX, originY, cellColumns, cellRows, links, rooms };
}

/** True when floor tiles form a tree over the cells: links − cells + 1 = 0 and all cells reachable. */
export function linksFormSpanningTree(dungeon: Dungeon): boolean {
  const { cellColumns, cellRows, links } = cellView(dungeon);
  const cellCount = cellColumns * cellRows;
  let linkEnds = 0;
  links.forEach((open) => {
    for (let bit = 1; bit <= 8; bit <<= 1) if (open & bit) linkEnds++;
  });
  const seen = new Uint8Array(cellCount);
  const stack = [0];
  seen[0] = 1;
  let reached = 1;
  while (stack.length) {
    const cell = stack.pop()!;
    const column = cell % cellColumns;
    const steps: [number, number][] = [
      [1, -cellColumns],
      [2, 1],
      [4, cellColumns],
      [8, -1],
    ];
    for (const [bit, offset] of steps) {
      if (!(links[cell] & bit)) continue;
      if (bit === 2 && column === cellColumns - 1) return false;
      if (bit === 8 && column === 0) return false;
      const next = cell + offset;
      if (next < 0 || next >= cellCount) return false;
      if (!seen[next]) {
        seen[next] = 1;
        reached++;
        stack.push(next);
      }
    }
  }
  return linkEnds / 2 === cellCount - 1 && reached === cellCount;
}

/**
 * Invariant 6: between two floor tiles of one column that are separated by non-floor there are at
 * least wallHeight + 1 tiles (the wall face and a ceiling row above it). One message per short gap.
 */
export function ceilingViolations(dungeon: Pick<Dungeon, "width" | "height" | "grid" | "options">): string[] {
  const { width, height, grid, options } = dungeon;
  const problems: string[] = [];
  for (let x = 0; x < width; x++) {
    let lastFloor = -1;
    for (let y = 0; y < height; y++) {
      if (!isFloor(grid.kinds[y * width + x])) continue;
      const gap = y - lastFloor - 1;
      if (lastFloor >= 0 && gap > 0 && gap < options.wallHeight + 1) problems.push(`column ${x}: floor at rows ${lastFloor} and ${y}, ${gap} tile(s) between`);
      lastFloor = y;
    }
  }
  return problems;
}
