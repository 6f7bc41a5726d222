/**
 * The engine hooks: when the map JSON of a <Dungeon> map has been parsed, and before the engine
 * sets up events or builds the tilemap, replace its tiles with the dungeon of the map's seed and
 * move its events and the player's arrival onto floor (docs/architecture.md, "How a map gets loaded").
 *
 * Two aliases, nothing replaced: DataManager.loadMapData (to know which map id is loading) and
 * DataManager.onLoad. Our onLoad paints FIRST and then hands on to the previous chain (the engine's
 * metadata extraction and every plugin listed above this one), so a plugin that edits tiles or
 * links events in its own onLoad does so on our dungeon, whether it is listed above or below us.
 */
import type { DataMap } from "rmmz-types";
import { Dungeon, generateDungeon, isFloor, releaseDungeon } from "../core";
import { DungeonTiles, paintDungeon, readTemplateTiles, tilesWithoutSheet } from "./paint";
import { DEFAULT_VALUES, DungeonSettings, ParameterValues, isDungeonMap, mapNoteMeta, mapSettings, pluginSettings } from "./settings";
import type { DungeonHooks, Engine, LoadReason, Logger, PreparedListener, Warn } from "./engine";
import { isObject, unusableMapReason } from "./map-data";
import { VAULT_MAP_GLOBAL, VaultMapCache, dungeonVaults, mapFileName, vaultMapNeeded } from "./vaults";
import { dungeonPieceCatalog, missingPieceMap, paintPieces, pieceIdCount, spawnPieceEvents } from "./pieces";
import { applySelfSwitchPolicy, fileEventIds, keepsSelfSwitches, readEventTemplates, spawnContent } from "./spawn";
import { ReconcileEngine, checkFingerprint, dungeonFingerprint, guardDeadEvents, reconcileLiveEvents } from "./reconcile";
import { dungeonSeed, enterFloor, nonDungeonLoaded, renewRequested } from "./run";
import { showValue } from "./log";
import { decorateDungeon, keepPlayerOffDecorations, readDungeonDecor } from "./decor";
import { dungeonRequest } from "./request";
import { LoadTiming } from "./load-timing";

/** Why this map is loading now (LoadReason, src/mz/engine.ts): read from the pending transfer. */
function loadReason(engine: Engine, mapId: number): LoadReason {
  const player = engine.$gamePlayer;
  if (!player.isTransferring() || player.newMapId() !== mapId) return "return";
  return engine.$gameMap.mapId() === mapId && !renewRequested(engine, mapId) ? "within" : "entry";
}

export function installHooks(engine: Engine, parameters: ParameterValues, log: Logger): DungeonHooks<DungeonSettings> {
  const dataManager = engine.DataManager;
  guardDeadEvents(engine as unknown as Parameters<typeof guardDeadEvents>[0], log.warn);
  /** Vault and set-piece maps read this session, by map id (the parsed map JSON). */
  const sourceMaps: VaultMapCache = new Map();
  const listeners: PreparedListener<DungeonSettings>[] = [];
  /**
   * The dungeon made last: once the next one is made and every listener has it (the fog reads its
   * grid), its map-sized arrays are given back for the one after to reuse.
   */
  let lastDungeon: Dungeon | null = null;
  let loadingMapId = 0;
  /** A dungeon map whose vault or set-piece maps are being read, one after the other: its onLoad resumes when the last is in. */
  let waiting: { mapId: number; sourceMapId: number; map: object; self: unknown; args: IArguments } | null = null;

  // Aliases pass `arguments` through whole, so parameters other plugins add still arrive.
  const loadMapData = dataManager.loadMapData;
  dataManager.loadMapData = function (this: unknown, mapId: number) {
    loadingMapId = mapId;
    return loadMapData.apply(this, arguments as unknown as [number]);
  };

  const prepare = (mapId: number) => {
    try {
      const made = prepareDungeonMap(engine, parameters, mapId, log, sourceMaps, listeners);
      if (made) {
        if (lastDungeon && lastDungeon !== made) releaseDungeon(lastDungeon);
        lastDungeon = made;
      }
    } catch (error) {
      // Never let our failure reach the engine's error screen: the map stays playable as authored.
      log.warn(`Map ${mapId}: left as authored after an unexpected error: ${describeError(error)}`);
    }
  };

  /** The next map this dungeon map reads before it is made (its vault map, then its set-piece maps), or 0. */
  const missingSourceMap = (mapId: number, map: object) => {
    try {
      const meta = mapNoteMeta(map);
      if (!isDungeonMap(meta)) return 0;
      const settings = mapSettings(parameters, meta, () => {}); // the warnings come when the dungeon is made
      return vaultMapNeeded(engine, settings, mapId, sourceMaps, log) || missingPieceMap(engine, settings, sourceMaps);
    } catch (error) {
      log.warn(`Map ${mapId}: its vault and set-piece maps are not read after an unexpected error: ${describeError(error)}`);
      return 0;
    }
  };

  /** Scene_Map waits while $dataMap is null; the map is handed back when its last source map is in. */
  const readSourceMap = (sourceMapId: number) => {
    engine.$dataMap = null;
    dataManager.loadDataFile!(VAULT_MAP_GLOBAL, mapFileName(sourceMapId));
  };

  const onLoad = dataManager.onLoad;
  dataManager.onLoad = function (this: unknown, object: unknown) {
    // Before the chain: what the engine and the plugins above us do to the map lands on our dungeon.
    if (loadingMapId > 0 && object === engine.$dataMap && isObject(object)) {
      const mapId = loadingMapId;
      loadingMapId = 0;
      const sourceMapId = missingSourceMap(mapId, object);
      if (sourceMapId > 0) {
        waiting = { mapId, sourceMapId, map: object, self: this, args: arguments };
        readSourceMap(sourceMapId);
        return;
      }
      prepare(mapId);
    } else if (waiting && isObject(object) && object === (engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL]) {
      const resumed = waiting;
      sourceMaps.set(resumed.sourceMapId, object);
      onLoad.apply(this, arguments as unknown as [unknown]); // the engine reads the source map's notes as for any file
      const next = missingSourceMap(resumed.mapId, resumed.map);
      if (next > 0 && next !== resumed.sourceMapId) {
        resumed.sourceMapId = next;
        readSourceMap(next);
        return;
      }
      waiting = null;
      engine.$dataMap = resumed.map as DataMap;
      prepare(resumed.mapId);
      return onLoad.apply(resumed.self, resumed.args as unknown as [unknown]);
    }
    return onLoad.apply(this, arguments as unknown as [unknown]);
  };
  return { onPrepared: (listener) => void listeners.push(listener) };
}

function describeError(error: unknown): string {
  return isObject(error) && typeof (error as Error).stack === "string" ? (error as Error).stack! : showValue(error);
}

/** Generates, paints and places for one freshly loaded $dataMap, if it is a dungeon. */
function prepareDungeonMap(
  engine: Engine,
  parameters: ParameterValues,
  mapId: number,
  log: Logger,
  sourceMaps: VaultMapCache = new Map(),
  listeners: readonly PreparedListener<DungeonSettings>[] = [],
): Dungeon | null {
  const map = engine.$dataMap;
  if (!isObject(map)) return null;
  const meta = mapNoteMeta(map);
  if (!isDungeonMap(meta)) return nonDungeonLoaded(engine, mapId, (message) => log.warn(`Map ${mapId}: ${message}`));
  const warn = (message: string) => log.warn(`Map ${mapId}: ${message}`);
  const timing = new LoadTiming();
  const unusable = unusableMapReason(map) ?? (engine.$gameSystem ? null : "no game is running ($gameSystem is not set up)");
  if (unusable) {
    warn(`${unusable}; the map is left as authored`);
    return null;
  }
  const reason = loadReason(engine, mapId);
  const floor = enterFloor(engine, pluginSettings(parameters).floorVariable, mapId, reason, warn);
  const local = mapSettings(parameters, meta, warn, floor);
  const eventIds = fileEventIds(map.events);
  const { seed, recovering } = dungeonSeed(engine, mapId, reason, warn, local.runs);

  const catalog = dungeonPieceCatalog(engine, local, sourceMaps, warn);
  const request = dungeonRequest(map, local, { prefabs: () => dungeonVaults(engine, map, local, sourceMaps, warn), pieces: () => catalog.pieces });
  const templates = readEventTemplates(map, eventIds, warn, local.floor);
  request.content = templates.map((template) => template.request);
  timing.stage("settings");
  const result = generateDungeon(map.width, map.height, request, seed);
  timing.stage("generate");
  result.problems.forEach(warn);
  if (!result.ok) {
    warn(`${result.reason}; the map is left as authored`);
    return null;
  }
  const tiles = chooseTiles(map, engine.$dataTilesets, local.paint.tiles, warn);
  if (!tiles) return null;
  const dungeon = result.dungeon;
  // The palette lies on the map painted over next: read it first. Decorate once events stand where they go.
  const decor = readDungeonDecor(map, engine.$dataTilesets, tiles, local.decor, warn);
  paintDungeon(map.data, dungeon, { ...local.paint, tiles });
  timing.stage("paint");
  const spawned = spawnContent(map, templates, dungeon, warn, pieceIdCount(catalog));
  placePlayer(engine, dungeon, reason, recovering);
  timing.stage("events");
  const decorations = decorateDungeon(map, dungeon, decor, warn);
  timing.stage("decorate");
  // The pieces' art goes over everything generated (decorations included): it is the designer's, as painted.
  paintPieces(map.data, map.width, map.height, dungeon, catalog.art);
  spawned.keptIds = spawnPieceEvents(map, dungeon, catalog, spawned.reservedStart).filter((id) => keepsSelfSwitches(map.events[id]));
  keepPlayerOffDecorations(engine.$gamePlayer, mapId, dungeon, decorations);
  timing.stage("pieces");
  applySelfSwitchPolicy(engine, mapId, seed, reason === "entry", local.content.selfSwitches, templates, spawned);
  const changes = checkFingerprint(engine.$gameSystem!, mapId, dungeonFingerprint(request, map.width, map.height), warn);
  if (reason !== "entry" && changes.length > 0) {
    warn(`the dungeon's settings changed since this save (${changes.join(", ")}) while the project's version did not; the player and the events are moved onto the new dungeon's floor`);
  }
  if (reason === "return") reconcileLiveEvents(engine as unknown as ReconcileEngine, map, dungeon, recovering || changes.length > 0, warn);
  for (const listener of listeners) {
    try {
      listener({ mapId, map, dungeon, reason, settings: local });
    } catch (error) {
      warn(`a part of the plugin failed after the dungeon was made (the dungeon stays): ${describeError(error)}`);
    }
  }
  timing.stage("finish");
  return dungeon;
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

/** True when (x, y) is a whole-number tile inside the dungeon and floor there. */
export function isFloorAt(dungeon: Pick<Dungeon, "width" | "height" | "grid">, x: number, y: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height) return false;
  return isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
}

