/**
 * The digger's vaults on the MZ side: ASCII vaults in the map's note and shapes painted on a
 * vault map, which is read (DataManager.loadDataFile) before the dungeon is made.
 */
import type { DataMap } from "rmmz-types";
import { Prefab, TileKind, findLayout, floorIsConnected } from "../core";
import { floodFill, tileBounds } from "../core/flood";
import { DungeonSettings, ParameterValues, isDungeonMap, mapNoteMeta, mapSettings, noteVaults } from "./settings";
import { isObject, tilesetFlags, unusableMapReason } from "./map-data";
import { showValue } from "./log";
import type { Engine, Logger, Warn } from "./engine";

/** The global the vault map is read into (DataManager.loadDataFile sets window[name]). */
export const VAULT_MAP_GLOBAL = "$dataRandomDungeonsVaultMap";

/** Vault maps read this session, by map id (the parsed map JSON). */
export type VaultMapCache = Map<number, object>;

export function mapFileName(mapId: number): string {
  return `Map${String(mapId).padStart(3, "0")}.json`;
}

/**
 * The vault map a freshly loaded digger dungeon needs and this session has not read yet (0 when
 * none): it must be read before the dungeon is made, or the same seed would give another layout
 * once it arrived. A map id the project does not have is warned about (when the dungeon is made).
 */
export function missingVaultMap(engine: Engine, parameters: ParameterValues, mapId: number, map: object, vaultMaps: VaultMapCache, log: Logger): number {
  const meta = mapNoteMeta(map);
  if (!isDungeonMap(meta)) return 0;
  return vaultMapNeeded(engine, mapSettings(parameters, meta, () => {}), mapId, vaultMaps, log); // the warnings come when the dungeon is made
}

/** missingVaultMap for a dungeon map whose settings are read already. */
export function vaultMapNeeded(engine: Engine, settings: DungeonSettings, mapId: number, vaultMaps: VaultMapCache, log: Logger): number {
  const vaultMapId = settings.vaults.mapId;
  if (!usesPrefabs(settings) || vaultMapId <= 0 || vaultMaps.has(vaultMapId)) return 0;
  if (!vaultMapExists(engine, vaultMapId)) return 0;
  if (typeof engine.DataManager.loadDataFile !== "function") {
    log.warn(`Map ${mapId}: the engine has no DataManager.loadDataFile to read vault map ${vaultMapId}; no vaults from it`);
    return 0;
  }
  return vaultMapId;
}

/** True when the map's layout reads prefabs and its options use them (LayoutAlgorithm.reads, usesInput). */
function usesPrefabs(settings: DungeonSettings): boolean {
  const layout = findLayout(settings.layoutName);
  return layout !== undefined && layout.reads === "prefabs" && (layout.usesInput?.(settings.layout) ?? true);
}

/** False only when the editor's map list is there and has no such map (set-piece maps are looked up the same way). */
export function vaultMapExists(engine: Pick<Engine, "$dataMapInfos">, vaultMapId: number): boolean {
  const infos = engine.$dataMapInfos;
  return !Array.isArray(infos) || isObject(infos[vaultMapId]);
}

/** The vaults for this map's layout: ASCII vaults in its note, then the shapes painted on the vault map. */
export function dungeonVaults(engine: Engine, map: DataMap, settings: DungeonSettings, vaultMaps: VaultMapCache, warn: Warn): Prefab[] {
  const written = noteVaults(map.note);
  written.problems.forEach(warn);
  const { mapId, connectionRegion } = settings.vaults;
  if (mapId <= 0) return written.prefabs;
  if (!vaultMapExists(engine, mapId)) {
    warn(`vault map ${mapId} does not exist; no vaults from it`);
    return written.prefabs;
  }
  const vaultMap = vaultMaps.get(mapId);
  if (!vaultMap) {
    if (usesPrefabs(settings)) warn(`vault map ${mapId} could not be read; no vaults from it`);
    return written.prefabs;
  }
  return [...written.prefabs, ...paintedVaults(vaultMap, mapId, engine.$dataTilesets, connectionRegion, warn, settings.pieces.region)];
}

/** Tile ids from the first A3 tile to the end of A4: building and dungeon walls and their tops. */
const WALL_AUTOTILES = { first: 4352, end: 8192 };

/**
 * The vaults painted on a vault map: each 4-connected group of painted tiles (any of layers 0–3
 * not empty) is one vault. A tile is floor when its top non-star tile lets the player pass at least
 * one way and is not an A3/A4 wall or ceiling autotile; every other painted tile is wall. Floor
 * tiles on the edge of the group's box with region `connectionRegion` are its connections. A group
 * holding a tile of `pieceRegion` is a set piece (src/mz/pieces.ts reads it), not a vault.
 */
export function paintedVaults(
  vaultMap: object,
  vaultMapId: number,
  tilesets: unknown,
  connectionRegion: number,
  warn: Warn,
  pieceRegion = 0,
): Prefab[] {
  const map = vaultMap as Partial<DataMap>;
  const unusable = unusableMapReason(map);
  if (unusable) {
    warn(`vault map ${vaultMapId}: ${unusable}; no vaults from it`);
    return [];
  }
  const { width, height, data } = map as DataMap;
  const flags = tilesetFlags(tilesets, map.tilesetId);
  if (!flags) {
    warn(`vault map ${vaultMapId}: tileset ${showValue(map.tilesetId)} does not exist; no vaults from it`);
    return [];
  }
  const area = width * height;
  const kinds = new Uint8Array(area);
  for (let tile = 0; tile < area; tile++) kinds[tile] = paintedKind(data, area, tile, flags);
  const seen = new Uint8Array(area);
  const prefabs: Prefab[] = [];
  for (let tile = 0; tile < area; tile++) {
    if (kinds[tile] === TileKind.Void || seen[tile]) continue;
    const group = paintedGroup(kinds, seen, width, height, tile);
    if (pieceRegion > 0 && group.some((t) => data[5 * area + t] === pieceRegion)) continue;
    const prefab = groupPrefab(group, kinds, data, area, width, vaultMapId, connectionRegion);
    if (typeof prefab === "string") warn(prefab);
    else prefabs.push(prefab);
  }
  return prefabs;
}

/** Void for an unpainted tile, else Room (floor) or Wall, as paintedVaults describes (set pieces read their tiles the same way). */
export function paintedKind(data: readonly number[], area: number, tile: number, flags: readonly number[]): TileKind {
  for (let layer = 3; layer >= 0; layer--) {
    const tileId = data[layer * area + tile];
    if (!tileId) continue;
    const flag = flags[tileId] ?? 0;
    if (flag & 0x10) continue; // a star tile (drawn above the player) does not decide
    const wallAutotile = tileId >= WALL_AUTOTILES.first && tileId < WALL_AUTOTILES.end;
    return wallAutotile || (flag & 0x0f) === 0x0f ? TileKind.Wall : TileKind.Room;
  }
  for (let layer = 0; layer < 4; layer++) if (data[layer * area + tile]) return TileKind.Wall; // only star tiles
  return TileKind.Void;
}

/** The painted tiles 4-connected to `start` (marked in `seen`). */
function paintedGroup(kinds: Uint8Array, seen: Uint8Array, width: number, height: number, start: number): Int32Array {
  const queue = new Int32Array(kinds.length);
  const count = floodFill(width, height, start, (tile) => kinds[tile] !== TileKind.Void, seen, queue);
  return queue.subarray(0, count);
}

/** One painted group as a prefab in its bounding box, or the reason it is skipped. */
function groupPrefab(group: Int32Array, kinds: Uint8Array, data: readonly number[], area: number, width: number, vaultMapId: number, region: number): Prefab | string {
  const { left, top, right, bottom } = tileBounds(group, width);
  const name = `vault at ${left},${top} of map ${vaultMapId}`;
  const w = right - left + 1;
  const h = bottom - top + 1;
  const prefabKinds = new Uint8Array(w * h);
  const connections: number[] = [];
  let misplaced = 0;
  for (const tile of group) {
    const x = (tile % width) - left;
    const y = Math.floor(tile / width) - top;
    const local = y * w + x;
    prefabKinds[local] = kinds[tile];
    if (kinds[tile] !== TileKind.Room || data[5 * area + tile] !== region) continue;
    if (x === 0 || y === 0 || x === w - 1 || y === h - 1) connections.push(local);
    else misplaced++;
  }
  if (misplaced > 0) return `${name}: ${misplaced} tile(s) of region ${region} are not on the shape's outer edge; the vault is skipped`;
  if (connections.length === 0) return `${name}: no floor tile of region ${region} on the shape's outer edge marks where it joins the dungeon; the vault is skipped`;
  if (!floorIsConnected(prefabKinds, w, h)) return `${name}: its floor is not all connected; the vault is skipped`;
  return { name, width: w, height: h, kinds: prefabKinds, connections };
}
