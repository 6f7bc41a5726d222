/**
 * Graphs of square cells on a grid (a maze's cells, the node tiles): neighbours, link masks and
 * the areas such a graph makes (rooms, crossroads, corridors between junctions).
 */
import type { AreaKind } from "../contract";
import { DX, DY } from "./directions";

/** Exits per 4-bit link mask. */
export const LINK_COUNT = Uint8Array.from({ length: 16 }, (_, mask) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1));

/** Offsets from a cell to its neighbour N, E, S, W — for following links, which never leave the grid. */
export function linkOffsets(columns: number): Int32Array {
  return Int32Array.of(-columns, 1, columns, -1);
}

/** Index of the neighbour of `cell` in `direction`, or −1 off the grid. */
export function neighbourCell(cell: number, direction: number, columns: number, rows: number): number {
  const column = cell % columns;
  const row = (cell - column) / columns;
  const c = column + DX[direction];
  const r = row + DY[direction];
  return c >= 0 && c < columns && r >= 0 && r < rows ? r * columns + c : -1;
}

/**
 * Areas of a graph of cells (a maze, or node tiles): every room is one area (cells sharing a
 * `roomOf` number); a non-room cell with three or more links is a crossroads on its own; the other
 * non-room cells, linked in chains, are one corridor per chain (a maze segment between junctions).
 * `areaOfCell` is −1 for cells that are in no area (unused node tiles: `present` 0).
 */
export function cellAreas(
  links: Uint8Array,
  columns: number,
  roomOf: Int32Array,
  present?: Uint8Array,
): { areaOfCell: Int32Array; kinds: AreaKind[] } {
  const cellCount = links.length;
  const areaOfCell = new Int32Array(cellCount).fill(-1);
  const kinds: AreaKind[] = [];
  const areaOfRoom: number[] = [];
  const stack = new Int32Array(cellCount);
  const offsets = linkOffsets(columns);
  const inChain = (cell: number) => roomOf[cell] === 0 && LINK_COUNT[links[cell]] <= 2;
  for (let start = 0; start < cellCount; start++) {
    if (areaOfCell[start] >= 0 || (present && !present[start])) continue;
    if (roomOf[start] !== 0) {
      const room = roomOf[start];
      if (areaOfRoom[room] === undefined) {
        areaOfRoom[room] = kinds.length;
        kinds.push("room");
      }
      areaOfCell[start] = areaOfRoom[room];
      continue;
    }
    const id = kinds.length;
    areaOfCell[start] = id;
    if (!inChain(start)) {
      kinds.push("crossroads");
      continue;
    }
    kinds.push("corridor");
    let depth = 0;
    stack[depth++] = start;
    while (depth > 0) {
      const cell = stack[--depth];
      for (let d = 0; d < 4; d++) {
        if (!(links[cell] & (1 << d))) continue;
        const next = cell + offsets[d];
        if (areaOfCell[next] < 0 && inChain(next)) {
          areaOfCell[next] = id;
          stack[depth++] = next;
        }
      }
    }
  }
  return { areaOfCell, kinds };
}
