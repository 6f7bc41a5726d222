/**
 * Walls on north edges, as in Pokémon Essentials' random dungeons: a void tile becomes wall when
 * floor lies 1..wallHeight tiles below it with only void between. With the default height of 2
 * every north edge of floor gets a two-high wall face; east, west and south edges border void.
 */
import { Grid, TileKind } from "./grid";

/** Per byte of a 32-bit word: the low seven bits, and the high bit (for the per-byte zero tests below). */
const LOW_SEVEN = 0x7f7f7f7f;
const HIGH_BITS = 0x80808080;

/** The high bit of each byte of `word` that is zero (exact for every byte, no carries between bytes). */
function zeroBytes(word: number): number {
  return ~(((word & LOW_SEVEN) + LOW_SEVEN) | word | LOW_SEVEN);
}

/** The high bit of each byte of `word` that is not zero. */
function nonZeroBytes(word: number): number {
  return (((word & LOW_SEVEN) + LOW_SEVEN) | word) & HIGH_BITS;
}

export function addNorthWalls(grid: Grid, wallHeight: number): void {
  const { width, kinds } = grid;
  // Find each north edge of floor (floor with void above) and raise the wall up from it. Walls
  // only ever stand above floor in their own column, so one pass in any order of tiles suffices.
  if (width % 4 !== 0 || kinds.byteOffset % 4 !== 0) {
    for (let i = width; i < kinds.length; i++) raiseWallAt(kinds, width, i, wallHeight);
    return;
  }
  // Four tiles per 32-bit word (a row is whole words): only a word with a tile that is not void
  // under a void tile can hold a north edge of floor, and few do. (Walls raised during the pass
  // lie in rows already passed, so the test sees the grid as carved.)
  const words = new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2);
  const rowWords = width >> 2;
  for (let word = rowWords; word < words.length; word++) {
    const tiles = words[word];
    if (tiles === 0 || (nonZeroBytes(tiles) & zeroBytes(words[word - rowWords])) === 0) continue;
    const first = word << 2;
    raiseWallAt(kinds, width, first, wallHeight);
    raiseWallAt(kinds, width, first + 1, wallHeight);
    raiseWallAt(kinds, width, first + 2, wallHeight);
    raiseWallAt(kinds, width, first + 3, wallHeight);
  }
}

/** When tile `i` (not in the top row) is floor with void above, turns up to wallHeight void tiles above it into wall. */
function raiseWallAt(kinds: Uint8Array, width: number, i: number, wallHeight: number): void {
  const kind = kinds[i];
  if ((kind !== TileKind.Room && kind !== TileKind.Corridor) || kinds[i - width] !== TileKind.Void) return;
  for (let above = i - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width) {
    kinds[above] = TileKind.Wall;
  }
}
