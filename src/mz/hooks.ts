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
import { Dungeon, Relaxation, RELAXATION_NAMES, generateDungeon, isFloor } from "../core";
import { DungeonTiles, paintDungeon, readTemplateTiles, tilesWithoutSheet } from "./paint";
import { DEFAULT_VALUES, ParameterValues, isDungeonMap, mapNoteMeta, mapSettings } from "./settings";
import { SaveHolder, drawSeed, storeSeed, storedSeed } from "./persistence";
import { showValue } from "./log";

/** The slice of the engine's globals the plugin reads and extends (in the game: `window`). */
export interface Engine {
  DataManager: { loadMapData(mapId: number): void; onLoad(object: unknown): void };
  $dataMap: DataMap | null;
  $dataTilesets: (Pick<DataTileset, "tilesetNames"> | null)[];
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
  let loadingMapId = 0;

  // Aliases pass `arguments` through whole, so parameters other plugins add still arrive.
  const loadMapData = dataManager.loadMapData;
  dataManager.loadMapData = function (this: unknown, mapId: number) {
    loadingMapId = mapId;
    return loadMapData.apply(this, arguments as unknown as [number]);
  };

  const onLoad = dataManager.onLoad;
  dataManager.onLoad = function (this: unknown, object: unknown) {
    // Before the chain: what the engine and the plugins above us do to the map lands on our dungeon.
    if (loadingMapId > 0 && object === engine.$dataMap && isObject(object)) {
      const mapId = loadingMapId;
      loadingMapId = 0;
      try {
        prepareDungeonMap(engine, parameters, mapId, log);
      } catch (error) {
        // Never let our failure reach the engine's error screen: the map stays playable as authored.
        log.warn(`Map ${mapId}: left as authored after an unexpected error: ${describeError(error)}`);
      }
    }
    return onLoad.apply(this, arguments as unknown as [unknown]);
  };
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function describeError(error: unknown): string {
  return isObject(error) && typeof (error as Error).stack === "string" ? (error as Error).stack! : showValue(error);
}

/** Generates, paints and places for one freshly loaded $dataMap, if it is a dungeon. */
export function prepareDungeonMap(engine: Engine, parameters: ParameterValues, mapId: number, log: Logger): Dungeon | null {
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

  const result = generateDungeon(map.width, map.height, { ...local.layout, eventCount: eventIds.length }, seed);
  result.problems.forEach(warn);
  if (!result.ok) {
    warn(`${result.reason}; the map is left as authored`);
    return null;
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
    const fallback = DEFAULT_VALUES[field];
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
  eventIds.forEach((eventId, index) => {
    const event = map.events[eventId];
    let tile = tiles[index + 1];
    const relaxation = relaxations[index + 1];
    const name = `event ${eventId} ${showValue(event.name)}`;
    if (tile < 0) {
      // Every floor tile is taken: share an event's tile (or the arrival's) rather than stay in the void.
      tile = stackable.length > 0 ? stackable[index % stackable.length] : dungeon.arrival;
      warn(`${name}: no free floor left (${eventIds.length} events on a small map); it shares a tile with another event`);
    } else if (relaxation !== Relaxation.None) {
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
