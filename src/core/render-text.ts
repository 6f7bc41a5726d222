/**
 * One character per tile, for tests, golden files and debugging:
 *   ' ' void   '#' wall   '.' room floor   ',' corridor floor   'E' a content copy   '@' arrival
 * Trailing void on each line is dropped so files survive editors that trim spaces.
 */
import { TileKind } from "./grid";
import { Dungeon } from "./generate";

const KIND_CHARS: Record<TileKind, string> = {
  [TileKind.Void]: " ",
  [TileKind.Room]: ".",
  [TileKind.Corridor]: ",",
  [TileKind.Wall]: "#",
};

export function renderText(dungeon: Dungeon, showPlacements = true): string {
  const { width, height, grid, placements, arrival } = dungeon;
  const chars: string[] = Array.from(grid.kinds, (kind) => KIND_CHARS[kind as TileKind]);
  if (showPlacements) {
    placements.tiles.forEach((tile) => {
      if (tile >= 0) chars[tile] = "E";
    });
    if (arrival >= 0) chars[arrival] = "@";
  }
  const lines: string[] = [];
  for (let y = 0; y < height; y++) lines.push(chars.slice(y * width, (y + 1) * width).join("").trimEnd());
  return lines.join("\n") + "\n";
}
