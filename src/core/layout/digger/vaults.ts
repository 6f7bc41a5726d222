/**
 * Vaults: prefabs the game maker drew, dug whole through a connection facing the mark; their
 * other connections become marks.
 */
import { TileKind } from "../../grid";
import type { Prefab } from "../contract";
import { DX, DY, inRegion, opposite } from "../kit";
import { CANVAS, VAULT } from "./features";
import { offerMark } from "./marks";
import { facesOf, isFloorKind } from "./size";
import type { Digging } from "./state";

export function drawVault(d: Digging, dir: number): boolean {
  const prefab = d.prefabs[d.random.int(0, d.prefabs.length - 1)];
  const want = 1 << opposite(dir);
  let facing = 0;
  for (const tile of prefab.connections) if (facesOf(tile, prefab.width, prefab.height) & want) facing++;
  if (facing === 0) return false;
  let pick = d.random.int(0, facing - 1);
  let connection = -1;
  for (const tile of prefab.connections) {
    if (!(facesOf(tile, prefab.width, prefab.height) & want)) continue;
    if (pick-- === 0) connection = tile;
  }
  d.canvas.begin();
  d.canvas.prefab = prefab;
  for (let tile = 0; tile < prefab.kinds.length; tile++) {
    const x = (tile % prefab.width) + 2;
    const y = ((tile / prefab.width) | 0) + 2;
    if (isFloorKind(prefab.kinds[tile])) d.canvas.add(x, y);
    else if (prefab.kinds[tile] === TileKind.Wall) d.canvas.candidateWalls[d.canvas.candidateWallCount++] = y * CANVAS + x;
  }
  d.canvas.anchorTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
  return true;
}

export function prefabKindAt(d: Digging, prefab: Prefab, shapeIndex: number): number {
  const t = d.canvas.shape[shapeIndex];
  const x = (t % CANVAS) - 2;
  const y = ((t / CANVAS) | 0) - 2;
  return prefab.kinds[y * prefab.width + x];
}

/** A vault's marks are its other connections: the tile outside each, facing out. */
export function addVaultMarks(d: Digging, prefab: Prefab, id: number): void {
  const stub = d.candidateCount - d.canvas.shapeCount;
  for (const connection of prefab.connections) {
    const faces = facesOf(connection, prefab.width, prefab.height);
    const canvasTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
    if (canvasTile === d.canvas.anchorTile) continue;
    let shapeIndex = -1;
    for (let i = 0; i < d.canvas.shapeCount; i++) if (d.canvas.shape[i] === canvasTile) shapeIndex = i;
    if (shapeIndex < 0) continue;
    const t = d.candidate[stub + shapeIndex];
    for (let side = 0; side < 4; side++) {
      if (!(faces & (1 << side))) continue;
      const x = (t % d.width) + DX[side];
      const y = ((t / d.width) | 0) + DY[side];
      if (inRegion(d.region, x, y)) offerMark(d, d.marks, y * d.width + x, side, VAULT, id, 0, 0);
    }
  }
}
