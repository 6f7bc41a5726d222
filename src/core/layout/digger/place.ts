/**
 * Placing a drawn shape on the map: moved so it starts right after the doorway's stub, checked
 * tile by tile against the region and the reserve map, then dug as a new area with its opening,
 * its clearance boxes and its marks.
 */
import { TileKind } from "../../grid";
import type { AreaKind } from "../contract";
import { DX, DY, opposite } from "../kit";
import { reserveFor } from "./clearance";
import { CANVAS, CORRIDOR, TUNNEL, VAULT } from "./features";
import { addSideMarks } from "./marks";
import { Digging, tileX, tileY, toMap } from "./state";
import { addVaultMarks, prefabKindAt } from "./vaults";

/**
 * Moves a room-like shape so one of its tiles farthest back (against `dir`) sits right after the
 * stub, prefixing the stub. Vaults use their chosen connection as that tile.
 */
export function placeAtAnchor(d: Digging, mark: number, dir: number): boolean {
  let anchor = d.canvas.anchorTile;
  if (anchor < 0) {
    // Extreme tiles against dir: the smallest coordinate along dir.
    // Canvas tiles are y * CANVAS + x, so the coordinate along dir is one division away.
    const vertical = dir === 0 || dir === 2;
    const sign = dir === 0 || dir === 3 ? -1 : 1;
    const { shape, shapeCount } = d.canvas;
    let best = Infinity;
    let count = 0;
    for (let i = 0; i < shapeCount; i++) {
      const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
      if (along < best) (best = along), (count = 1);
      else if (along === best) count++;
    }
    let pick = d.random.int(0, count - 1);
    for (let i = 0; i < shapeCount; i++) {
      const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
      if (along === best && pick-- === 0) {
        anchor = shape[i];
        break;
      }
    }
  }
  const stub = d.stub[dir];
  const anchorX = tileX(d, mark) + DX[dir] * stub;
  const anchorY = tileY(d, mark) + DY[dir] * stub;
  return placeShape(d, anchorX - (anchor % CANVAS), anchorY - ((anchor / CANVAS) | 0), mark, dir, stub);
}

/**
 * Writes the candidate — `stub` tiles from the mark along dir (already checked by doorwayClear),
 * then the shape moved by (ox, oy) — and checks it as it goes: every tile inside the region and,
 * past the stub, outside every other floor's clearance box (one read of the reserve map). Stops
 * at the first tile that does not fit. The reserve is empty for the first area.
 */
export function placeShape(d: Digging, ox: number, oy: number, mark: number, dir: number, stub: number): boolean {
  const { width, candidate, reserve } = d;
  const { shape, shapeCount } = d.canvas;
  const { left, top, right, bottom } = d.region;
  const step = DX[dir] + DY[dir] * width;
  let n = 0;
  for (let k = 0; k < stub; k++) candidate[n++] = mark + step * k;
  for (let i = 0; i < shapeCount; i++) {
    const x = (shape[i] % CANVAS) + ox;
    const y = ((shape[i] / CANVAS) | 0) + oy;
    if (x < left || x > right || y < top || y > bottom) return false;
    const t = y * width + x;
    if (reserve[t]) {
      // Corridor and tunnel stubs are drawn with the shape: there the source's clearance is expected.
      if (stub > 0 || mark < 0) return false;
      const depth = (x - (mark % width)) * DX[dir] + (y - ((mark / width) | 0)) * DY[dir];
      if (depth >= d.stub[dir]) return false;
    }
    candidate[n++] = t;
  }
  d.candidateCount = n;
  for (let i = 0; i < d.canvas.candidateWallCount; i++) d.canvas.candidateWalls[i] = toMap(d, d.canvas.candidateWalls[i], ox, oy);
  return true;
}

/** Digs the candidate as a new area, records its opening and puts marks on its sides. */
export function commit(d: Digging, type: number, kind: AreaKind, mark: number, dir: number, source: number): number {
  const { width, height, kinds, areaOf, reach } = d;
  const id = d.areaKind.length;
  const floorKind = type === CORRIDOR || type === TUNNEL ? TileKind.Corridor : TileKind.Room;
  const stub = source < 0 ? 0 : type === CORRIDOR || type === TUNNEL ? 0 : d.stub[dir];
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  const prefab = type === VAULT ? d.canvas.prefab : null;
  for (let i = 0; i < d.candidateCount; i++) {
    const t = d.candidate[i];
    const x = t % width;
    const y = (t / width) | 0;
    // The stub of a room-like area is a doorway passage: corridor floor, nothing placed on it.
    let tileKind: number = i < stub ? TileKind.Corridor : floorKind;
    if (prefab && i >= stub) tileKind = prefabKindAt(d, prefab, i - stub);
    kinds[t] = tileKind;
    areaOf[t] = id + 1;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  // Clearance boxes into the reserve map. The box of a tile's upper neighbour in this area covers
  // all of its box but the bottom row, its left neighbour's all but the right column: a tile with
  // both writes one corner, most tiles of an area only a few.
  const label = id + 1;
  for (let i = 0; i < d.candidateCount; i++) {
    const t = d.candidate[i];
    const x = t % width;
    const y = (t / width) | 0;
    const firstRow = y > 0 && areaOf[t - width] === label ? y + reach : Math.max(0, y - reach);
    const firstColumn = x > 0 && areaOf[t - 1] === label ? x + 1 : Math.max(0, x - 1);
    const lastRow = Math.min(height - 1, y + reach);
    const lastColumn = Math.min(width - 1, x + 1);
    for (let by = firstRow; by <= lastRow; by++) {
      for (let bx = firstColumn, r = by * width + bx; bx <= lastColumn; bx++, r++) reserveFor(d, r, label);
    }
  }
  for (let i = 0; i < d.canvas.candidateWallCount; i++) reserveFor(d, d.canvas.candidateWalls[i], label);
  d.floorCount += d.candidateCount;
  d.areaKind.push(kind);
  d.areaType.push(type);
  d.left.push(left);
  d.top.push(top);
  d.right.push(right);
  d.bottom.push(bottom);
  d.size.push(d.candidateCount);
  d.parent.push(source);
  d.depth.push(source < 0 ? 0 : d.depth[source] + 1);
  d.typeCount[type]++;
  if (source >= 0) d.openings.push({ tile: mark, from: id, to: source, kind: "open" });
  if (prefab) addVaultMarks(d, prefab, id);
  else addSideMarks(d, type, id, dir, source < 0 ? -1 : opposite(dir), type === CORRIDOR ? dir : -1, stub, mark);
  return id;
}
