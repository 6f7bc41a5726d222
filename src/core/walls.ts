/**
 * Walls on north edges, as in Pokémon Essentials' random dungeons: a void tile becomes wall when
 * floor lies 1..wallHeight tiles below it with only void between. With the default height of 2
 * every north edge of floor gets a two-high wall face; east, west and south edges border void.
 */
import { Grid, TileKind } from "./grid";

export function addNorthWalls(grid: Grid, wallHeight: number): void {
  const { width, kinds } = grid;
  // Find each north edge of floor (floor with void above) and raise the wall up from it. Walls
  // only ever stand above floor in their own column, so a single pass in memory order suffices.
  for (let i = width; i < kinds.length; i++) {
    const kind = kinds[i];
    if ((kind !== TileKind.Room && kind !== TileKind.Corridor) || kinds[i - width] !== TileKind.Void) continue;
    for (let above = i - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width) {
      kinds[above] = TileKind.Wall;
    }
  }
}
