/**
 * Clearance: every floor tile keeps foreign floor out of a box 1 tile sideways and wallHeight + 1
 * tiles up and down (invariant 6 between areas). The reserve map holds the boxes of all floor dug
 * so far, so most checks are one read per tile; only a doorway's stub scans its box.
 */
import { DX, DY, inRegion } from "../kit";
import type { Digging } from "./state";

/** Reserve-map value for a tile in the clearance of more than one area. */
const SEVERAL = 0xffff;

/**
 * The cheap test every feature needs before anything is drawn: the stub clear of all but the
 * source behind the mark, and the first tile past it (where every shape but a very short
 * vertical corridor continues) free of other floor's clearance.
 */
export function doorwayClear(d: Digging, mark: number, dir: number, source: number): boolean {
  const { width } = d;
  const stub = d.stub[dir];
  const step = DX[dir] + DY[dir] * width;
  const markX = mark % width;
  const markY = (mark / width) | 0;
  for (let k = 0; k < stub; k++) {
    if (!inRegion(d.region, markX + DX[dir] * k, markY + DY[dir] * k)) return false;
    if (!stubTileClear(d, mark + step * k, mark, dir, source)) return false;
  }
  const anchorX = markX + DX[dir] * stub;
  const anchorY = markY + DY[dir] * stub;
  return inRegion(d.region, anchorX, anchorY) && d.reserve[anchorY * width + anchorX] === 0;
}

/**
 * doorwayClear for a mark that passed it when it was made: since then only other areas can have
 * come near, and they show in the reserve map — so one read per stub tile suffices.
 */
export function doorwayStillClear(d: Digging, mark: number, dir: number, source: number): boolean {
  const { reserve } = d;
  const step = DX[dir] + DY[dir] * d.width;
  const stub = d.stub[dir];
  const label = source + 1;
  for (let k = 0; k < stub; k++) {
    const owner = reserve[mark + step * k];
    if (owner !== 0 && owner !== label) return false;
  }
  return reserve[mark + step * stub] === 0;
}

/** No floor in the tile's clearance box but the source's, behind the mark line. */
export function stubTileClear(d: Digging, t: number, mark: number, dir: number, source: number): boolean {
  const { width, height, areaOf, reach } = d;
  const x = t % width;
  const y = (t / width) | 0;
  const markX = mark % width;
  const markY = (mark / width) | 0;
  for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
    for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
      const owner = areaOf[by * width + bx];
      if (owner === 0) continue;
      const behind = (bx - markX) * DX[dir] + (by - markY) * DY[dir] < 0;
      if (owner !== source + 1 || !behind) return false;
    }
  }
  return true;
}

/** What a shape may use past a mark's stub: free tiles ahead of the anchor and to either side of it. */
export interface Probe {
  /** The map tile just past the stub, where a new area's body starts. */
  anchorX: number;
  anchorY: number;
  ahead: number;
  leftRun: number;
  rightRun: number;
}

/** Free space read from the reserve map past a mark's stub: ahead of the anchor, and beside it. */
export function probe(d: Digging, mark: number, dir: number): Probe {
  const stub = d.stub[dir];
  const x = (mark % d.width) + DX[dir] * stub;
  const y = ((mark / d.width) | 0) + DY[dir] * stub;
  return {
    anchorX: x,
    anchorY: y,
    ahead: freeRun(d, x, y, dir, d.probeAhead),
    leftRun: freeRun(d, x + DX[(dir + 3) & 3], y + DY[(dir + 3) & 3], (dir + 3) & 3, d.probeSide),
    rightRun: freeRun(d, x + DX[(dir + 1) & 3], y + DY[(dir + 1) & 3], (dir + 1) & 3, d.probeSide),
  };
}

/** Tiles from (x, y) along dir, at most `limit`, inside the region and outside every clearance box. */
export function freeRun(d: Digging, x: number, y: number, dir: number, limit: number): number {
  const { left, top, right, bottom } = d.region;
  let run = 0;
  while (run < limit && x >= left && x <= right && y >= top && y <= bottom && d.reserve[y * d.width + x] === 0) {
    run++;
    x += DX[dir];
    y += DY[dir];
  }
  return run;
}

export function reserveFor(d: Digging, t: number, label: number): void {
  const owner = d.reserve[t];
  d.reserve[t] = owner === 0 || owner === label ? label : SEVERAL;
}

/** The stub and the first body tile of a doorway from (x, y) along dir lie inside the region. */
export function doorwayInRegion(d: Digging, x: number, y: number, dir: number): boolean {
  const reach = d.stub[dir];
  return inRegion(d.region, x, y) && inRegion(d.region, x + DX[dir] * reach, y + DY[dir] * reach);
}

/** A vault's drawn walls must be on the map and not on floor (they stay void; the wall rule draws the faces). */
export function wallsFit(d: Digging): boolean {
  for (let i = 0; i < d.canvas.candidateWallCount; i++) {
    const t = d.canvas.candidateWalls[i];
    if (t < 0 || d.areaOf[t] !== 0) return false;
  }
  return true;
}
