/**
 * The painted structure a layout that reads it (LayoutReads "structure") gets as its stage 0:
 * what the game maker painted on the dungeon map with two region ids (the parameters of
 * src/header/layout-inputs.json with roles "floorRegion" and "wallRegion"), one StructureMark per
 * tile, read from the map file's region layer before the dungeon is painted over it.
 */
import { StructureMark } from "../core/layout/contract";
import { inputParameter } from "../header/parameter-table";
import type { DungeonSettings } from "./settings";

/** The layer of $dataMap.data that holds region ids (src/mz/paint.ts writes z = 5 the same way). */
const REGION_LAYER = 5;

export interface PaintedMap {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/**
 * One StructureMark per tile from the map's region layer: Floor where `floorRegion` is painted,
 * Wall where `wallRegion` is (a region of 0 marks nothing; the same id for both reads as floor,
 * so nothing painted is built over). Null when nothing is painted, or the data is too short.
 */
export function readStructure(map: PaintedMap, floorRegion: number, wallRegion: number): Uint8Array | null {
  const { width, height, data } = map;
  const size = width * height;
  if (!(size > 0) || data.length < size * (REGION_LAYER + 1)) return null;
  const marks = new Uint8Array(size);
  let painted = false;
  const offset = REGION_LAYER * size;
  for (let tile = 0; tile < size; tile++) {
    const region = data[offset + tile];
    if (region === 0) continue;
    if (region === floorRegion) marks[tile] = StructureMark.Floor;
    else if (region === wallRegion) marks[tile] = StructureMark.Wall;
    else continue;
    painted = true;
  }
  return painted ? marks : null;
}

/** The region id the settings give to a role of the painted structure (0 = none). */
function structureRegion(settings: DungeonSettings, role: "floorRegion" | "wallRegion"): number {
  const name = inputParameter("structure", role);
  return name === undefined ? 0 : Number(settings.values[name] ?? 0);
}

/** The structure painted on this map with the regions these settings name. */
export function paintedStructure(map: PaintedMap, settings: DungeonSettings): Uint8Array | null {
  return readStructure(map, structureRegion(settings, "floorRegion"), structureRegion(settings, "wallRegion"));
}
