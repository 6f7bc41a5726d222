/**
 * Marks: the spawning points on the sides of areas where the next feature may be dug. A pool in
 * flat typed arrays (swap-remove, no sorting), and the rules for where a new area gets its marks.
 */
import { DX, DY, inRegion } from "../kit";
import { doorwayClear, doorwayInRegion, doorwayStillClear } from "./clearance";
import { CANVAS_CENTRE, CORRIDOR, TUNNEL } from "./features";
import type { MarkPool } from "./mark-pool";
import { Digging, toMap } from "./state";

/** A mark per this many tiles of an area's side (at least one per side). */
const TILES_PER_MARK = 6;

/** Adds a mark whose doorway is clear now (a blocked one would stay blocked); true when added. */
export function offerMark(d: Digging, pool: MarkPool, tile: number, dir: number, type: number, source: number, corridorEnd: number, force: number): boolean {
  if (!doorwayClear(d, tile, dir, source)) return false;
  pool.add(tile, dir, type, source, corridorEnd, force);
  return true;
}

/**
 * Marks on every side of the new area but the one it was entered from, at random places along
 * the side (one per TILES_PER_MARK tiles): the outermost body tile of a random column or row,
 * and the tile beyond it. The stub is left out, so nothing grows beside the doorway.
 */
export function addSideMarks(d: Digging, type: number, id: number, dir: number, fromSide: number, corridorDir: number, stub: number, mark: number): void {
  const { width, columnTop, columnBottom, rowLeft, rowRight } = d;
  const left = d.left[id];
  const top = d.top[id];
  const columns = d.right[id] - left + 1;
  const rows = d.bottom[id] - top + 1;
  const markX = mark % width;
  const markY = (mark / width) | 0;
  const bodyStart = type === CORRIDOR || type === TUNNEL ? (dir < 0 ? 0 : d.stub[dir]) : stub;
  // The outermost body tile of every column and row, in one pass.
  columnTop.fill(-1, 0, columns);
  columnBottom.fill(-1, 0, columns);
  rowLeft.fill(-1, 0, rows);
  rowRight.fill(-1, 0, rows);
  for (let i = 0; i < d.candidateCount; i++) {
    const t = d.candidate[i];
    const x = t % width;
    const y = (t / width) | 0;
    if (dir >= 0 && (x - markX) * DX[dir] + (y - markY) * DY[dir] < bodyStart) continue;
    const column = x - left;
    const row = y - top;
    if (columnTop[column] < 0 || y < columnTop[column]) columnTop[column] = y;
    if (y > columnBottom[column]) columnBottom[column] = y;
    if (rowLeft[row] < 0 || x < rowLeft[row]) rowLeft[row] = x;
    if (x > rowRight[row]) rowRight[row] = x;
  }
  for (let side = 0; side < 4; side++) {
    if (side === fromSide) continue;
    const vertical = side === 0 || side === 2;
    const lines = vertical ? columns : rows;
    const lineStart = vertical ? columnTop : rowLeft;
    const lineEnd = vertical ? columnBottom : rowRight;
    const low = side === 0 || side === 3;
    // The stub's clearance box spans 1 column beside a north/south doorway, reach rows beside an east/west one.
    const eligible = outermostLines(d, lineStart, lineEnd, lines, low, vertical ? 1 : d.reach);
    if (eligible === 0) continue;
    const count = Math.min(eligible, 1 + Math.floor(lines / TILES_PER_MARK));
    // One draw per side; the marks are spread evenly over the eligible lines from there.
    const first = d.random.int(0, eligible - 1);
    for (let m = 0; m < count; m++) {
      const line = d.eligibleLines[(first + Math.floor((m * eligible) / count)) % eligible];
      const outer = side === 0 || side === 3 ? lineStart[line] - 1 : lineEnd[line] + 1;
      const x = vertical ? left + line : outer;
      const y = vertical ? outer : top + line;
      if (!inRegion(d.region, x, y)) continue;
      // The line sticks out furthest within the box, so only the reserve map can still say no.
      if (!doorwayStillClear(d, y * width + x, side, id) || !doorwayInRegion(d, x, y, side)) continue;
      if (side === corridorDir) d.endMarks.add(y * width + x, side, type, id, 1, 0);
      else d.marks.add(y * width + x, side, type, id, 0, 0);
    }
  }
  // Crossroads arm ends: open corridor ends too.
  if (type === CORRIDOR && d.canvas.armEnds.length > 0) {
    const ox = markX - CANVAS_CENTRE;
    const oy = markY - CANVAS_CENTRE;
    for (let i = 0; i < d.canvas.armEnds.length; i += 2) {
      const t = toMap(d, d.canvas.armEnds[i], ox, oy);
      if (t >= 0 && inRegion(d.region, t % width, (t / width) | 0)) offerMark(d, d.endMarks, t, d.canvas.armEnds[i + 1], CORRIDOR, id, 1, 0);
    }
  }
}

/**
 * Fills eligibleLines with the lines whose outermost tile on this side sticks out at least as far
 * as those of the `span` lines on either side, and returns how many. Only there can a doorway
 * leave the area: beside a line that sticks out further, the stub would run alongside the area's
 * own floor.
 */
export function outermostLines(d: Digging, lineStart: Int32Array, lineEnd: Int32Array, lines: number, low: boolean, span: number): number {
  const edge = (line: number) => (line < 0 || line >= lines || lineStart[line] < 0 ? Infinity : low ? lineStart[line] : -lineEnd[line]);
  let count = 0;
  for (let line = 0; line < lines; line++) {
    const here = edge(line);
    if (here === Infinity) continue;
    let outermost = true;
    for (let near = 1; near <= span && outermost; near++) outermost = here <= edge(line - near) && here <= edge(line + near);
    if (outermost) d.eligibleLines[count++] = line;
  }
  return count;
}

export function findMark(d: Digging, tile: number, source: number): number {
  for (let i = d.marks.count - 1; i >= 0; i--) if (d.marks.tile[i] === tile && d.marks.source[i] === source) return i;
  return -1;
}
