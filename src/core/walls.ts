/**
 * Walls on north edges, as in Pokémon Essentials' random dungeons: a void tile becomes wall when
 * floor lies 1..wallHeight tiles below it with only void between. With the default height of 2
 * every north edge of floor gets a two-high wall face; east, west and south edges border void.
 */
import { Grid, TileKind, isFloor } from "./grid";

export function addNorthWalls(grid: Grid, wallHeight: number): void {
  const { width, kinds } = grid;
  // Walk each column upwards so "void with floor below" is known from the tile below.
  for (let x = 0; x < width; x++) {
    let voidRunAboveFloor = Infinity; // void tiles passed since the last floor, going up
    for (let y = grid.height - 1; y >= 0; y--) {
      const index = y * width + x;
      const kind = kinds[index];
      if (isFloor(kind)) {
        voidRunAboveFloor = 0;
      } else if (kind === TileKind.Void) {
        voidRunAboveFloor++;
        if (voidRunAboveFloor <= wallHeight) kinds[index] = TileKind.Wall;
      } else {
        voidRunAboveFloor = Infinity;
      }
    }
  }
}
