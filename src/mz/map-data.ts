/**
 * Checks on map data read from files the game maker (or another plugin) wrote: shared by the
 * hooks, the vault map reader and the event spawner.
 */
import { showValue } from "./log";

export function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Why the map's shape cannot be painted (sizes, tile data, event list), or null when it can. */
export function unusableMapReason(map: { width?: unknown; height?: unknown; data?: unknown; events?: unknown }): string | null {
  const { width, height, data } = map;
  if (!isWholeNumber(width) || !isWholeNumber(height)) return `the map size ${showValue(width)}×${showValue(height)} is not two whole numbers`;
  if (!Array.isArray(data)) return "the map has no tile data";
  const expected = width * height * 6;
  if (data.length !== expected) return `the tile data holds ${data.length} values, but a ${width}×${height} map needs ${expected}`;
  if (!Array.isArray(map.events)) return "the map has no event list";
  return null;
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** The passability flags of the tileset `tilesetId` in $dataTilesets (by full tile id), or null when there is no such tileset. */
export function tilesetFlags(tilesets: unknown, tilesetId: unknown): readonly number[] | null {
  const tileset: unknown = Array.isArray(tilesets) && typeof tilesetId === "number" ? tilesets[tilesetId] : undefined;
  return isObject(tileset) && Array.isArray((tileset as { flags?: unknown }).flags) ? (tileset as { flags: number[] }).flags : null;
}
