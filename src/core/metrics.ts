/**
 * Measurements on a finished grid, shared by tests, the metrics tool and the preview.
 * All walks are 4-connected over floor (room or corridor), as the player moves.
 */
import { Grid, isFloor } from "./grid";

/** Steps from `start` to every floor tile (breadth-first); −1 where unreachable or not floor. */
export function floorDistances(grid: Grid, start: number): Int32Array {
  const { width, height, kinds } = grid;
  const distances = new Int32Array(kinds.length).fill(-1);
  if (start < 0 || !isFloor(kinds[start])) return distances;
  const queue = new Int32Array(kinds.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  distances[start] = 0;
  while (head < tail) {
    const tile = queue[head++];
    const x = tile % width;
    const next = distances[tile] + 1;
    const visit = (neighbour: number) => {
      if (distances[neighbour] < 0 && isFloor(kinds[neighbour])) {
        distances[neighbour] = next;
        queue[tail++] = neighbour;
      }
    };
    if (x > 0) visit(tile - 1);
    if (x < width - 1) visit(tile + 1);
    if (tile >= width) visit(tile - width);
    if (tile < (height - 1) * width) visit(tile + width);
  }
  return distances;
}

/** How many separate 4-connected floor regions the grid has (1 for a valid dungeon). */
export function countFloorComponents(grid: Grid): number {
  const seen = new Uint8Array(grid.kinds.length);
  let components = 0;
  for (let tile = 0; tile < grid.kinds.length; tile++) {
    if (seen[tile] || !isFloor(grid.kinds[tile])) continue;
    components++;
    const distances = floorDistances(grid, tile);
    for (let i = 0; i < distances.length; i++) if (distances[i] >= 0) seen[i] = 1;
  }
  return components;
}
