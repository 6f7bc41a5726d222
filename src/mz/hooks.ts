/**
 * The engine hooks: when the map JSON of a <Dungeon> map has been parsed, and before the engine
 * sets up events or builds the tilemap, replace its tiles with the dungeon of the map's seed and
 * move its events and the player's arrival onto floor (docs/engine-facts.md, "How a map gets loaded").
 *
 * Two aliases, nothing replaced: DataManager.loadMapData (to know which map id is loading) and
 * DataManager.onLoad. Our onLoad paints FIRST and then hands on to the previous chain (the engine's
 * metadata extraction and every plugin listed above this one), so a plugin that edits tiles or
 * links events in its own onLoad does so on our dungeon, whether it is listed above or below us.
 */
import type { DataMap, DataTileset, Game_Map, Game_Player } from "rmmz-types";
import { Dungeon, Prefab, Relaxation, RELAXATION_NAMES, TileKind, floorIsConnected, generateDungeon, isFloor } from "../core";
import { DiggerOptions, unplaceablePrefabs } from "../core/layout/digger";
import { DungeonTiles, paintDungeon, readTemplateTiles, tilesWithoutSheet } from "./paint";
import { DEFAULT_VALUES, DungeonSettings, ParameterValues, isDungeonMap, mapNoteMeta, mapSettings, noteVaults } from "./settings";
import { SaveHolder, drawSeed, storeSeed, storedSeed } from "./persistence";
import { showValue } from "./log";

/** The slice of the engine's globals the plugin reads and extends (in the game: `window`). */
export interface Engine {
  /** loadDataFile (the engine's XHR loader) is used only to read a vault map. */
  DataManager: { loadMapData(mapId: number): void; onLoad(object: unknown): void; loadDataFile?(name: string, src: string): void };
  $dataMap: DataMap | null;
  $dataTilesets: (Pick<DataTileset, "tilesetNames"> | null)[];
  /** Which map ids exist (the editor's map list); absent in some test doubles. */
  $dataMapInfos?: unknown;
  $gameSystem: SaveHolder | null;
  $gameMap: Pick<Game_Map, "mapId" | "events">;
  $gamePlayer: Pick<Game_Player, "isTransferring" | "newMapId" | "x" | "y" | "locate"> & { _newX: number; _newY: number };
}

export interface Logger {
  warn(message: string): void;
}

type Warn = (message: string) => void;

/**
 * Why the map is being loaded, which decides whether the dungeon is new:
 * - entry:  a transfer from another map (or a new game) — a new seed, setup will run;
 * - within: a transfer to this same map, incl. a reload after a project update — same seed;
 * - return: the menu, a battle or a load closed — same seed, events and player keep live positions.
 */
export type LoadReason = "entry" | "within" | "return";

export function loadReason(engine: Engine, mapId: number): LoadReason {
  const player = engine.$gamePlayer;
  if (!player.isTransferring() || player.newMapId() !== mapId) return "return";
  return engine.$gameMap.mapId() === mapId ? "within" : "entry";
}

export function installHooks(engine: Engine, parameters: ParameterValues, log: Logger): void {
  const dataManager = engine.DataManager;
  const vaultMaps: VaultMapCache = new Map();
  let loadingMapId = 0;
  /** A dungeon map whose vault map is being read: its onLoad resumes when that file arrives. */
  let waiting: { mapId: number; vaultMapId: number; map: object; self: unknown; args: IArguments } | null = null;

  // Aliases pass `arguments` through whole, so parameters other plugins add still arrive.
  const loadMapData = dataManager.loadMapData;
  dataManager.loadMapData = function (this: unknown, mapId: number) {
    loadingMapId = mapId;
    return loadMapData.apply(this, arguments as unknown as [number]);
  };

  const prepare = (mapId: number) => {
    try {
      prepareDungeonMap(engine, parameters, mapId, log, vaultMaps);
    } catch (error) {
      // Never let our failure reach the engine's error screen: the map stays playable as authored.
      log.warn(`Map ${mapId}: left as authored after an unexpected error: ${describeError(error)}`);
    }
  };

  const onLoad = dataManager.onLoad;
  dataManager.onLoad = function (this: unknown, object: unknown) {
    // Before the chain: what the engine and the plugins above us do to the map lands on our dungeon.
    if (loadingMapId > 0 && object === engine.$dataMap && isObject(object)) {
      const mapId = loadingMapId;
      loadingMapId = 0;
      const vaultMapId = missingVaultMap(engine, parameters, mapId, object, vaultMaps, log);
      if (vaultMapId > 0) {
        // Scene_Map waits while $dataMap is null; the map is handed back when the vault map is in.
        waiting = { mapId, vaultMapId, map: object, self: this, args: arguments };
        engine.$dataMap = null;
        dataManager.loadDataFile!(VAULT_MAP_GLOBAL, mapFileName(vaultMapId));
        return;
      }
      prepare(mapId);
    } else if (waiting && isObject(object) && object === (engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]) {
      const resumed = waiting;
      waiting = null;
      vaultMaps.set(resumed.vaultMapId, object);
      onLoad.apply(this, arguments as unknown as [unknown]); // the engine reads the vault map's notes as for any file
      engine.$dataMap = resumed.map as DataMap;
      prepare(resumed.mapId);
      return onLoad.apply(resumed.self, resumed.args as unknown as [unknown]);
    }
    return onLoad.apply(this, arguments as unknown as [unknown]);
  };
}

/** The global the vault map is read into (DataManager.loadDataFile sets window[name]). */
export const VAULT_MAP_GLOBAL = "$dataRandomDungeonsVaultMap";

/** Vault maps read this session, by map id (the parsed map JSON). */
export type VaultMapCache = Map<number, object>;

function mapFileName(mapId: number): string {
  return `Map${String(mapId).padStart(3, "0")}.json`;
}

/**
 * The vault map a freshly loaded digger dungeon needs and this session has not read yet (0 when
 * none): it must be read before the dungeon is made, or the same seed would give another layout
 * once it arrived. A map id the project does not have is warned about (when the dungeon is made).
 */
function missingVaultMap(engine: Engine, parameters: ParameterValues, mapId: number, map: object, vaultMaps: VaultMapCache, log: Logger): number {
  const meta = mapNoteMeta(map);
  if (!isDungeonMap(meta)) return 0;
  const settings = mapSettings(parameters, meta, () => {}); // the warnings come when the dungeon is made
  const vaultMapId = settings.vaults.mapId;
  if (settings.layoutName !== "digger" || vaultMapId <= 0 || settings.layout.vaultChance <= 0 || vaultMaps.has(vaultMapId)) return 0;
  if (!vaultMapExists(engine, vaultMapId)) return 0;
  if (typeof engine.DataManager.loadDataFile !== "function") {
    log.warn(`Map ${mapId}: the engine has no DataManager.loadDataFile to read vault map ${vaultMapId}; no vaults from it`);
    return 0;
  }
  return vaultMapId;
}

/** False only when the editor's map list is there and has no such map. */
function vaultMapExists(engine: Engine, vaultMapId: number): boolean {
  const infos = engine.$dataMapInfos;
  return !Array.isArray(infos) || isObject(infos[vaultMapId]);
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function describeError(error: unknown): string {
  return isObject(error) && typeof (error as Error).stack === "string" ? (error as Error).stack! : showValue(error);
}

/** Generates, paints and places for one freshly loaded $dataMap, if it is a dungeon. */
export function prepareDungeonMap(engine: Engine, parameters: ParameterValues, mapId: number, log: Logger, vaultMaps: VaultMapCache = new Map()): Dungeon | null {
  const map = engine.$dataMap;
  if (!isObject(map)) return null;
  const meta = mapNoteMeta(map);
  if (!isDungeonMap(meta)) return null;
  const warn = (message: string) => log.warn(`Map ${mapId}: ${message}`);
  const unusable = unusableMapReason(map) ?? (engine.$gameSystem ? null : "no game is running ($gameSystem is not set up)");
  if (unusable) {
    warn(`${unusable}; the map is left as authored`);
    return null;
  }
  const local = mapSettings(parameters, meta, warn);
  const eventIds = fileEventIds(map.events);
  const reason = loadReason(engine, mapId);
  const { seed, recovering } = dungeonSeed(engine.$gameSystem!, mapId, reason, warn);

  const prefabs = local.layoutName === "digger" ? dungeonVaults(engine, map, local, vaultMaps, warn) : [];
  const request = { layout: local.layoutName, ...local.layout, eventCount: eventIds.length, prefabs };
  const result = generateDungeon(map.width, map.height, request, seed);
  result.problems.forEach(warn);
  if (!result.ok) {
    warn(`${result.reason}; the map is left as authored`);
    return null;
  }
  for (const vault of unplaceablePrefabs(prefabs, map.width, map.height, result.dungeon.options as unknown as DiggerOptions)) {
    warn(`vault "${vault.name}" cannot be placed on this map: ${vault.reason}; it is skipped`);
  }
  const tiles = chooseTiles(map, engine.$dataTilesets, local.paint.tiles, warn);
  if (!tiles) return null;
  const dungeon = result.dungeon;
  paintDungeon(map.data, dungeon, { ...local.paint, tiles });
  placeEvents(map, eventIds, dungeon, warn);
  placePlayer(engine, dungeon, reason, recovering);
  if (recovering) relocateLiveEvents(engine, map, eventIds);
  return dungeon;
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

function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/**
 * The map file's own events: the editor writes event i at index i with id i. Entries other
 * plugins link in (a spawned copy sharing another event's data object, a template's data) carry
 * another id; they are neither counted nor moved, so their data objects are never written to.
 */
export function fileEventIds(events: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    if (isObject(event) && (event as { id?: unknown }).id === index) ids.push(index);
  }
  return ids;
}

/** A new seed on entry; else the stored one — a new one only if it is missing or unusable (then `recovering`). */
function dungeonSeed(gameSystem: SaveHolder, mapId: number, reason: LoadReason, warn: Warn): { seed: number; recovering: boolean } {
  const stored = reason === "entry" ? undefined : storedSeed(gameSystem, mapId, warn);
  if (stored !== undefined) return { seed: stored, recovering: false };
  const seed = drawSeed();
  storeSeed(gameSystem, mapId, seed, warn);
  return { seed, recovering: reason !== "entry" }; // e.g. a save from before the plugin
}

/** Template tiles painted on the map win over the parameters; every tile must exist in the tileset. */
function chooseTiles(
  map: DataMap,
  tilesets: Engine["$dataTilesets"],
  parameterTiles: DungeonTiles,
  warn: Warn,
): DungeonTiles | null {
  const tiles = { ...(readTemplateTiles(map.data, map.width, map.height) ?? parameterTiles) };
  const tileset = Array.isArray(tilesets) ? tilesets[map.tilesetId] : undefined;
  if (!isObject(tileset) || !Array.isArray(tileset.tilesetNames)) {
    warn(`tileset ${showValue(map.tilesetId)} does not exist; the map is left as authored`);
    return null;
  }
  for (const field of tilesWithoutSheet(tiles, tileset.tilesetNames)) {
    const fallback = DEFAULT_VALUES[field] as number;
    if (tilesWithoutSheet({ ...tiles, [field]: fallback }, tileset.tilesetNames).includes(field)) {
      warn(`tileset ${map.tilesetId} has no image for ${field} ${tiles[field]} nor for the default ${fallback}; the map is left as authored. Pick tiles of this tileset in the plugin parameters or paint template tiles at x = 0, 1, 2 of row 0.`);
      return null;
    }
    warn(`tileset ${map.tilesetId} has no image for ${field} ${tiles[field]}; using the default ${fallback}`);
    tiles[field] = fallback;
  }
  return tiles;
}

/** Writes each event's dungeon position into $dataMap.events, which Game_Map.setup reads. */
function placeEvents(map: DataMap, eventIds: number[], dungeon: Dungeon, warn: Warn): void {
  const { tiles, relaxations } = dungeon.placements;
  const width = dungeon.width;
  const stackable = Array.from(tiles.subarray(1)).filter((tile) => tile >= 0);
  // A layout without rooms (a maze without rooms) has only corridors to offer: no warning for using them.
  const corridorsOnly = !dungeon.grid.kinds.includes(TileKind.Room);
  eventIds.forEach((eventId, index) => {
    const event = map.events[eventId];
    let tile = tiles[index + 1];
    const relaxation = relaxations[index + 1];
    const name = `event ${eventId} ${showValue(event.name)}`;
    if (tile < 0) {
      // Every floor tile is taken: share an event's tile (or the arrival's) rather than stay in the void.
      tile = stackable.length > 0 ? stackable[index % stackable.length] : dungeon.arrival;
      warn(`${name}: no free floor left (${eventIds.length} events on a small map); it shares a tile with another event`);
    } else if (relaxation !== Relaxation.None && !(corridorsOnly && relaxation <= Relaxation.OnCorridor)) {
      warn(`${name}: not enough room floor for the spacing rules; placed ${RELAXATION_NAMES[relaxation]}`);
    }
    event.x = tile % width;
    event.y = Math.floor(tile / width);
  });
}

/** Entry: arrive on the arrival tile. Otherwise keep the player's spot if it is floor. */
function placePlayer(engine: Engine, dungeon: Dungeon, reason: LoadReason, recovering: boolean): void {
  const player = engine.$gamePlayer;
  const arrivalX = dungeon.arrival % dungeon.width;
  const arrivalY = Math.floor(dungeon.arrival / dungeon.width);
  if (reason === "entry" || (reason === "within" && !isFloorAt(dungeon, player._newX, player._newY))) {
    player._newX = arrivalX;
    player._newY = arrivalY;
  } else if (reason === "return" && recovering && !isFloorAt(dungeon, player.x, player.y)) {
    player.locate(arrivalX, arrivalY);
  }
}

/** A save without a usable seed: its live events stood on a layout that is gone, so move them. */
function relocateLiveEvents(engine: Engine, map: DataMap, eventIds: readonly number[]): void {
  if (engine.$gamePlayer.isTransferring()) return; // setup will rebuild them from $dataMap
  const placed = new Set(eventIds);
  for (const event of engine.$gameMap.events()) {
    const id = event.eventId();
    if (placed.has(id)) event.locate(map.events[id].x, map.events[id].y);
  }
}

/** True when (x, y) is a whole-number tile inside the dungeon and floor there. */
export function isFloorAt(dungeon: Pick<Dungeon, "width" | "height" | "grid">, x: number, y: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height) return false;
  return isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
}

/** The digger's vaults for this map: ASCII vaults in its note, then the shapes painted on the vault map. */
function dungeonVaults(engine: Engine, map: DataMap, settings: DungeonSettings, vaultMaps: VaultMapCache, warn: Warn): Prefab[] {
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
    if (settings.layout.vaultChance > 0) warn(`vault map ${mapId} could not be read; no vaults from it`);
    return written.prefabs;
  }
  return [...written.prefabs, ...paintedVaults(vaultMap, mapId, engine.$dataTilesets, connectionRegion, warn)];
}

/** Tile ids from the first A3 tile to the end of A4: building and dungeon walls and their tops. */
const WALL_AUTOTILES = { first: 4352, end: 8192 };

/**
 * The vaults painted on a vault map: each 4-connected group of painted tiles (any of layers 0–3
 * not empty) is one vault. A tile is floor when its top non-star tile lets the player pass at least
 * one way and is not an A3/A4 wall or ceiling autotile; every other painted tile is wall. Floor
 * tiles on the edge of the group's box with region `connectionRegion` are its connections.
 */
export function paintedVaults(
  vaultMap: object,
  vaultMapId: number,
  tilesets: unknown,
  connectionRegion: number,
  warn: Warn,
): Prefab[] {
  const map = vaultMap as Partial<DataMap>;
  const unusable = unusableMapReason(map);
  if (unusable) {
    warn(`vault map ${vaultMapId}: ${unusable}; no vaults from it`);
    return [];
  }
  const { width, height, data } = map as DataMap;
  const tileset: unknown = Array.isArray(tilesets) ? tilesets[map.tilesetId as number] : undefined;
  const flags = isObject(tileset) && Array.isArray((tileset as { flags?: unknown }).flags) ? (tileset as { flags: number[] }).flags : null;
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
    const prefab = groupPrefab(group, kinds, data, area, width, vaultMapId, connectionRegion);
    if (typeof prefab === "string") warn(prefab);
    else prefabs.push(prefab);
  }
  return prefabs;
}

/** Void for an unpainted tile, else Room (floor) or Wall, as paintedVaults describes. */
function paintedKind(data: readonly number[], area: number, tile: number, flags: readonly number[]): TileKind {
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

/** The painted tiles 4-connected to `start` (marked in `seen`), by breadth-first search. */
function paintedGroup(kinds: Uint8Array, seen: Uint8Array, width: number, height: number, start: number): Int32Array {
  const queue = new Int32Array(kinds.length);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = 1;
  while (head < tail) {
    const tile = queue[head++];
    const x = tile % width;
    const visit = (next: number) => {
      if (!seen[next] && kinds[next] !== TileKind.Void) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    };
    if (x > 0) visit(tile - 1);
    if (x < width - 1) visit(tile + 1);
    if (tile >= width) visit(tile - width);
    if (tile + width < width * height) visit(tile + width);
  }
  return queue.subarray(0, tail);
}

/** One painted group as a prefab in its bounding box, or the reason it is skipped. */
function groupPrefab(group: Int32Array, kinds: Uint8Array, data: readonly number[], area: number, width: number, vaultMapId: number, region: number): Prefab | string {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (const tile of group) {
    const x = tile % width;
    const y = (tile - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
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
