/**
 * What the digger accepts before it digs: the smallest map, option pairs that must be in order, and
 * the vaults (prefabs) that can ever be placed on a map of this size.
 */
import { TileKind } from "../../grid";
import { floorIsConnected } from "../../prefab";
import type { Prefab } from "../contract";
import { frameMinimumSize, regionOf, tooSmall } from "../kit";
import { CANVAS } from "./features";
import type { DiggerOptions } from "./options";

/** The smallest room the first area falls back to, and so the smallest interior a map must have. */
export const MIN_START_SIDE = 3;

/** The smallest map the digger accepts for these options. */
export function diggerMinimumSize(options: DiggerOptions): { width: number; height: number } {
  return frameMinimumSize(options, MIN_START_SIDE, MIN_START_SIDE);
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
export function fitDiggerOptions(options: DiggerOptions): string[] {
  const problems: string[] = [];
  const pairs: [keyof DiggerOptions, keyof DiggerOptions][] = [
    ["roomMinWidth", "roomMaxWidth"],
    ["roomMinHeight", "roomMaxHeight"],
    ["corridorMinLength", "corridorMaxLength"],
    ["circleMinRadius", "circleMaxRadius"],
    ["ellipseMinRadius", "ellipseMaxRadius"],
    ["polygonMinSize", "polygonMaxSize"],
    ["tunnelMinLength", "tunnelMaxLength"],
    ["caveMinSize", "caveMaxSize"],
  ];
  for (const [min, max] of pairs) {
    if (options[min] > options[max]) {
      problems.push(`${min} ${options[min]} is too large (it must not exceed ${max} ${options[max]}); using ${options[max]}`);
      options[min] = options[max];
    }
  }
  return problems;
}

export function checkDiggerSize(width: number, height: number, options: DiggerOptions): string | null {
  return tooSmall(width, height, "the digger", diggerMinimumSize(options));
}

/**
 * Why a prefab can never be placed on a map of this size with these options (null when it can),
 * so the MZ side can warn once per vault; `carve` silently leaves such prefabs out.
 */
export function prefabProblem(prefab: Prefab, width: number, height: number, options: DiggerOptions): string | null {
  const { width: w, height: h, kinds, connections } = prefab;
  if (!(w >= 1 && h >= 1 && w <= CANVAS - 4 && h <= CANVAS - 4) || kinds.length !== w * h) {
    return `it is ${w}×${h}; a vault must be 1×1 to ${CANVAS - 4}×${CANVAS - 4}`;
  }
  const region = regionOf(width, height, options);
  let floorLeft = w;
  let floorRight = -1;
  let floorTop = h;
  let floorBottom = -1;
  for (let tile = 0; tile < kinds.length; tile++) {
    if (!isFloorKind(kinds[tile])) continue;
    const x = tile % w;
    const y = (tile - x) / w;
    floorLeft = Math.min(floorLeft, x);
    floorRight = Math.max(floorRight, x);
    floorTop = Math.min(floorTop, y);
    floorBottom = Math.max(floorBottom, y);
  }
  if (floorRight < 0) return "it has no floor";
  const validConnections = connections.filter((tile) => tile >= 0 && tile < kinds.length && isFloorKind(kinds[tile]) && facesOf(tile, w, h) !== 0);
  if (validConnections.length === 0) return "it has no connection: a floor tile on its outer edge";
  if (w > width || h > height || floorRight - floorLeft + 1 > region.right - region.left + 1 || floorBottom - floorTop + 1 > region.bottom - region.top + 1) {
    return `it is ${w}×${h}, too large for a ${width}×${height} map with border ${options.border}`;
  }
  // Invariant 6 inside the vault: floor above a wall face needs wallHeight + 1 rows between.
  for (let x = 0; x < w; x++) {
    let lastFloor = -1;
    for (let y = 0; y < h; y++) {
      if (!isFloorKind(kinds[y * w + x])) continue;
      const gap = y - lastFloor - 1;
      if (lastFloor >= 0 && gap > 0 && gap <= options.wallHeight) {
        return `in column ${x + 1}, floor is only ${gap} row(s) apart; with wallHeight ${options.wallHeight} it needs ${options.wallHeight + 1} for the wall face and its top`;
      }
      lastFloor = y;
    }
  }
  if (!floorIsConnected(kinds, w, kinds.length / w)) return "its floor is not all connected";
  return null;
}

/** The prefabs that can never be placed on this map, each with the reason, for one warning each. */
export function unplaceablePrefabs(
  prefabs: readonly Prefab[],
  width: number,
  height: number,
  options: DiggerOptions,
): { name: string; reason: string }[] {
  const result: { name: string; reason: string }[] = [];
  for (const prefab of prefabs) {
    const reason = prefabProblem(prefab, width, height, options);
    if (reason !== null) result.push({ name: prefab.name, reason });
  }
  return result;
}

export function isFloorKind(kind: number): boolean {
  return kind === TileKind.Room || kind === TileKind.Corridor;
}

/** Bit per direction (1 << dir) the prefab tile faces outward: the edges of the prefab's box it lies on. */
export function facesOf(tile: number, w: number, h: number): number {
  const x = tile % w;
  const y = (tile - x) / w;
  return (y === 0 ? 1 : 0) | (x === w - 1 ? 2 : 0) | (y === h - 1 ? 4 : 0) | (x === 0 ? 8 : 0);
}
