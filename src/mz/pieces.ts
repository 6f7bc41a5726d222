/**
 * Set pieces on the MZ side (docs/architecture.md, "Set pieces"): reading the rooms the game
 * maker painted on set-piece maps, and copying each placed piece's art and events into the
 * dungeon exactly as painted.
 *
 * Authoring. On a set-piece map (`<Dungeon Set Pieces: 11, 14>`, the Set Piece Maps parameter, or
 * the Vault Map) each piece is a rectangle whose tiles carry the Piece Region; its entrances are
 * walkable tiles on the rectangle's outer edge carrying the Piece Entrance Region instead. Each
 * 4-connected group of tiles of those two regions is one piece, its bounding box the rectangle.
 * Everything inside is the piece: the four tile layers, the shadows, the regions (the two marks
 * excepted) and every event standing inside. Rules come from the notes of its events:
 *   <Dungeon Piece: shrine>        its name (for messages and <Dungeon Place>)
 *   <Dungeon Piece Required>       in every dungeon it fits
 *   <Dungeon Piece Weight: 3>      its chance among the optional pieces (default 1)
 *   <Dungeon Piece Max: 2>         copies per dungeon (default 1)
 *   <Dungeon Piece Floors: 3-5>    the floors of a run it may appear on
 *   <Dungeon Piece Mirror>         may be mirrored left–right (never upside down: north walls
 *                                  are two tiles high, a flipped wall would stand on its head)
 *   <Dungeon Piece At: stairs>     holds the stairs (a boss arena); `arrival`: holds the arrival
 *
 * The core (src/core/pieces.ts) sees only tile kinds, entrances and event tiles, and answers with
 * rectangles; this file paints the art over the painted dungeon and recomputes the autotile
 * shapes along the rectangle's rim by the editor's rules, so the generated floor and walls meet
 * the piece's own without a seam.
 */
import type { DataMap } from "rmmz-types";
import { PIECE_SPOTS, PieceSpot, PlacedPiece, SetPiece, TileKind, floorIsConnected } from "../core";
import { floodFill, tileBounds } from "../core/flood";
import { isObject, tilesetFlags, unusableMapReason } from "./map-data";
import { showValue } from "./log";
import { DungeonSettings, extractNoteMeta, normalizeTagName } from "./settings";
import { paintedKind, vaultMapExists } from "./vaults";
import { autotileId, autotileKind, autotileShapeAt, isAutotile, mapLayer, shadowAt } from "./autotile";
import type { Engine, Warn } from "./engine";

/** The regions that mark pieces on a set-piece map. */
export interface PieceRegions {
  piece: number;
  entrance: number;
}

/** What of a piece only the MZ side needs: where it came from, its six layers and its events. */
export interface PieceArt {
  mapId: number;
  /** The rectangle on its set-piece map. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Six layers of width × height tiles, laid out as $dataMap.data: (z * height + y) * width + x. */
  data: number[];
  /** The events inside, as the map file holds them, with their spot inside the rectangle. */
  events: { event: Record<string, unknown>; x: number; y: number }[];
  /** The run's floors it may appear on (inclusive), or null for every floor. */
  floors: { min: number; max: number } | null;
}

/** The pieces of one or more set-piece maps: `pieces[i]` for the core, `art[i]` for painting. */
export interface PieceCatalog {
  pieces: SetPiece[];
  art: PieceArt[];
}

const TAG = {
  piece: normalizeTagName("Dungeon Piece"),
  required: normalizeTagName("Dungeon Piece Required"),
  weight: normalizeTagName("Dungeon Piece Weight"),
  max: normalizeTagName("Dungeon Piece Max"),
  floors: normalizeTagName("Dungeon Piece Floors"),
  mirror: normalizeTagName("Dungeon Piece Mirror"),
  at: normalizeTagName("Dungeon Piece At"),
};

/** Largest weight and copy count a note may ask for. */
const MAX_WEIGHT = 100;
const MAX_COPIES = 20;

/** The map ids a list such as "11, 14" names; anything else in it is warned about and skipped. */
export function parseMapList(text: string, warn: Warn): number[] {
  const ids: number[] = [];
  for (const part of text.split(/[,\s]+/)) {
    if (part === "") continue;
    const id = /^\d+$/.test(part) ? Number(part) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 9999) warn(`set-piece map "${part}" is not a map id from 1 to 9999; it is skipped`);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// ── reading a set-piece map ─────────────────────────────────────────────────────────────────

/**
 * Every piece marked on a set-piece map, with its art; one warning per piece that cannot be used
 * (no entrance, floor in two parts, marks overlapping another piece). The map is only read.
 */
export function readPieceMap(source: object, mapId: number, tilesets: unknown, regions: PieceRegions, warn: Warn): PieceCatalog {
  const catalog: PieceCatalog = { pieces: [], art: [] };
  const map = source as Partial<DataMap>;
  const unusable = unusableMapReason(map);
  if (unusable) {
    warn(`set-piece map ${mapId}: ${unusable}; no pieces from it`);
    return catalog;
  }
  const { width, height, data } = map as DataMap;
  const flags = tilesetFlags(tilesets, map.tilesetId);
  if (!flags) {
    warn(`set-piece map ${mapId}: tileset ${showValue(map.tilesetId)} does not exist; no pieces from it`);
    return catalog;
  }
  const boxes = markedBoxes({ width, height, data }, regions);
  boxes.forEach((box, index) => {
    const overlapping = boxes.findIndex((other, j) => j !== index && overlaps(box, other));
    if (overlapping >= 0) {
      warn(`set-piece map ${mapId}: the piece marked at ${box.left},${box.top} overlaps the one at ${boxes[overlapping].left},${boxes[overlapping].top}; both are skipped (leave an unmarked tile between pieces)`);
      return;
    }
    const read = readPiece(map as DataMap, mapId, box, flags, regions, warn);
    if (!read) return;
    catalog.pieces.push(read.piece);
    catalog.art.push(read.art);
  });
  return catalog;
}

/** A marked rectangle, inclusive tile coordinates. */
export interface MarkedBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The bounding boxes of the 4-connected groups of tiles carrying the piece or the entrance
 * region that hold at least one piece-region tile: the pieces' rectangles, in map order. Entrance
 * marks alone are no piece: on the Vault Map the same region marks the vaults' connections.
 */
export function markedBoxes(map: { width: number; height: number; data: readonly number[] }, regions: PieceRegions): MarkedBox[] {
  const { width, height, data } = map;
  const area = width * height;
  const marked = (tile: number) => data[5 * area + tile] === regions.piece || data[5 * area + tile] === regions.entrance;
  const seen = new Uint8Array(area);
  const queue = new Int32Array(area);
  const boxes: MarkedBox[] = [];
  for (let tile = 0; tile < area; tile++) {
    if (seen[tile] || !marked(tile)) continue;
    const group = queue.subarray(0, floodFill(width, height, tile, marked, seen, queue));
    if (group.some((t) => data[5 * area + t] === regions.piece)) boxes.push(tileBounds(group, width));
  }
  return boxes;
}

function overlaps(a: MarkedBox, b: MarkedBox): boolean {
  return a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
}

/** One marked rectangle as a piece, or null (with its warning) when it cannot be used. */
function readPiece(
  map: DataMap,
  mapId: number,
  box: MarkedBox,
  flags: readonly number[],
  regions: PieceRegions,
  warn: Warn,
): { piece: SetPiece; art: PieceArt } | null {
  const { left, top } = box;
  const width = box.right - left + 1;
  const height = box.bottom - top + 1;
  const area = map.width * map.height;
  const events = eventsInside(map, box);
  const rules = readRules(events.map((entry) => entry.event), warn);
  const name = rules.name ?? `piece at ${left},${top} of map ${mapId}`;
  const label = `set piece "${name}" (map ${mapId})`;
  const kinds = new Uint8Array(width * height);
  const entrances: number[] = [];
  const pieceData = new Array<number>(width * height * 6).fill(0);
  let strayEntrances = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = (top + y) * map.width + left + x;
      const local = y * width + x;
      const kind = paintedKind(map.data, area, source, flags);
      kinds[local] = kind === TileKind.Room ? TileKind.Room : TileKind.Wall;
      for (let z = 0; z < 6; z++) pieceData[(z * height + y) * width + x] = map.data[z * area + source] ?? 0;
      const region = map.data[5 * area + source];
      if (region === regions.piece || region === regions.entrance) pieceData[(5 * height + y) * width + x] = 0;
      if (region !== regions.entrance) continue;
      const onEdge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (!onEdge) strayEntrances++;
      else if (kinds[local] !== TileKind.Room) warn(`${label}: the entrance at ${left + x},${top + y} is not a tile the player can walk on; it is not used`);
      else entrances.push(local);
    }
  }
  if (strayEntrances > 0) warn(`${label}: ${strayEntrances} entrance tile(s) are not on the rectangle's outer edge; they are not used`);
  if (entrances.length === 0) {
    warn(`${label}: no entrance (a walkable tile of region ${regions.entrance} on the rectangle's edge); the piece is skipped`);
    return null;
  }
  if (!floorIsConnected(kinds, width, height)) {
    warn(`${label}: its walkable tiles are not all connected, so part of it could never be reached; the piece is skipped`);
    return null;
  }
  const eventTiles = events.map((entry) => entry.y * width + entry.x);
  const piece: SetPiece = { name, width, height, kinds, entrances, eventTiles, required: rules.required, weight: rules.weight, max: rules.max, mirror: rules.mirror, spot: rules.spot };
  const art: PieceArt = { mapId, left, top, width, height, data: pieceData, events, floors: rules.floors };
  return { piece, art };
}

/** The map's events standing inside the rectangle, with their spot in it. */
function eventsInside(map: DataMap, box: MarkedBox): PieceArt["events"] {
  const inside: PieceArt["events"] = [];
  for (const event of map.events as unknown[]) {
    if (!isObject(event)) continue;
    const { x, y } = event as { x?: unknown; y?: unknown };
    if (typeof x !== "number" || typeof y !== "number") continue;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
    inside.push({ event: event as Record<string, unknown>, x: x - box.left, y: y - box.top });
  }
  return inside;
}

interface PieceRules {
  name: string | null;
  required: boolean;
  weight: number;
  max: number;
  mirror: boolean;
  spot: PieceSpot;
  floors: { min: number; max: number } | null;
}

/** The piece's rules from its events' notes (the first event that sets a rule wins). */
function readRules(events: readonly Record<string, unknown>[], warn: Warn): PieceRules {
  const rules: PieceRules = { name: null, required: false, weight: 1, max: 1, mirror: false, spot: "anywhere", floors: null };
  const tags = new Map<string, string | true>();
  for (const event of events) {
    const meta = extractNoteMeta(event.note);
    for (const key of Object.keys(meta)) {
      const name = normalizeTagName(key);
      if (!tags.has(name) && meta[key] !== undefined) tags.set(name, meta[key]!);
    }
  }
  const text = (name: string) => {
    const value = tags.get(name);
    return typeof value === "string" ? value.trim() : value === true ? "" : null;
  };
  const named = text(TAG.piece);
  if (named) rules.name = named;
  const label = `set piece "${rules.name ?? "(unnamed)"}"`;
  rules.required = tags.has(TAG.required);
  rules.mirror = tags.has(TAG.mirror);
  const weight = text(TAG.weight);
  if (weight !== null) rules.weight = wholeNumber(weight, 1, MAX_WEIGHT, `${label}: <Dungeon Piece Weight: ${weight}>`, 1, warn);
  const max = text(TAG.max);
  if (max !== null) rules.max = wholeNumber(max, 1, MAX_COPIES, `${label}: <Dungeon Piece Max: ${max}>`, 1, warn);
  const at = text(TAG.at);
  if (at !== null) {
    const spot = PIECE_SPOTS.find((value) => value === at.toLowerCase());
    if (spot) rules.spot = spot;
    else warn(`${label}: <Dungeon Piece At: ${at}> is not one of ${PIECE_SPOTS.join(", ")}; the piece goes anywhere`);
  }
  const floors = text(TAG.floors);
  if (floors !== null) {
    const range = /^(\d+)\s*(?:-\s*(\d+))?$/.exec(floors);
    const min = range ? Number(range[1]) : NaN;
    const most = range ? Number(range[2] ?? range[1]) : NaN;
    if (!range || min < 1 || most < min) warn(`${label}: <Dungeon Piece Floors: ${floors}> is not a floor or a range such as 3-5; the piece may appear on every floor`);
    else rules.floors = { min, max: most };
  }
  return rules;
}

function wholeNumber(raw: string, min: number, max: number, where: string, fallback: number, warn: Warn): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  warn(`${where} is not a whole number from ${min} to ${max}; using ${fallback}`);
  return fallback;
}

/** The catalog's pieces allowed on this floor of a run, still paired with their art. */
export function piecesForFloor(catalog: PieceCatalog, floor: number): PieceCatalog {
  const keep = catalog.art.map((art) => art.floors === null || (floor >= art.floors.min && floor <= art.floors.max));
  return { pieces: catalog.pieces.filter((_, i) => keep[i]), art: catalog.art.filter((_, i) => keep[i]) };
}

// ── painting a placed piece ─────────────────────────────────────────────────────────────────

/**
 * Copies each placed piece's six layers onto its rectangle (mirrored when the core mirrored it),
 * then gives every autotile on the rim — the rectangle's edge and the ring around it — the shape
 * the editor would draw there now that both sides are known, and recomputes the rim's shadows.
 * Inside a mirrored piece every autotile is reshaped (a mirrored corner is another shape).
 */
export function paintPieces(data: number[], width: number, height: number, dungeon: { pieces?: readonly PlacedPiece[] }, art: readonly PieceArt[]): void {
  const area = width * height;
  for (const placed of dungeon.pieces ?? []) {
    const piece = art[placed.piece];
    if (!piece) continue;
    for (let y = 0; y < piece.height; y++) {
      for (let x = 0; x < piece.width; x++) {
        const sourceX = placed.mirrored ? piece.width - 1 - x : x;
        const target = (placed.y + y) * width + placed.x + x;
        for (let z = 0; z < 6; z++) data[z * area + target] = piece.data[(z * piece.height + y) * piece.width + sourceX];
      }
    }
  }
  for (const placed of dungeon.pieces ?? []) {
    if (!art[placed.piece]) continue;
    reshapeRim(data, width, height, placed, placed.mirrored);
  }
}

/** Reshapes autotiles and shadows on the rim of one rectangle (and inside it when mirrored). */
function reshapeRim(data: number[], width: number, height: number, rect: { x: number; y: number; width: number; height: number }, whole: boolean): void {
  const left = Math.max(0, rect.x - 1);
  const top = Math.max(0, rect.y - 2);
  const right = Math.min(width - 1, rect.x + rect.width);
  const bottom = Math.min(height - 1, rect.y + rect.height + 1);
  const onRim = (x: number, y: number) => whole || x <= rect.x || y <= rect.y + 1 || x >= rect.x + rect.width - 1 || y >= rect.y + rect.height - 2;
  for (let z = 0; z < 4; z++) {
    const layer = mapLayer(data, width, height, z);
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        if (!onRim(x, y)) continue;
        const at = layer.offset + y * width + x;
        const id = data[at];
        if (!isAutotile(id)) continue;
        data[at] = autotileId(autotileKind(id), autotileShapeAt(layer, x, y));
      }
    }
  }
  const ground = mapLayer(data, width, height, 0);
  const shadows = 4 * width * height;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
      // Inside, the designer's shadows stay as painted (they may have drawn or erased them on purpose); the rim outside and a mirrored piece's follow the editor's rule.
      if (inside && !whole && x !== rect.x) continue;
      data[shadows + y * width + x] = shadowAt(ground, x, y);
    }
  }
}

// ── the pieces' events ──────────────────────────────────────────────────────────────────────

/** How many ids the catalog's events may need: each event of each piece, times its copies. */
export function pieceIdCount(catalog: Pick<PieceCatalog, "pieces" | "art">): number {
  let count = 0;
  catalog.art.forEach((art, i) => (count += art.events.length * catalog.pieces[i].max));
  return count;
}

/**
 * Writes the placed pieces' events into $dataMap.events as deep copies at their spots (mirrored
 * with the piece). Ids: a block per piece of the catalog (its events × its Max copies) from
 * `firstId`, in catalog order, so copy k of a piece's event has the same id in every dungeon made
 * from the same catalog, and a reload (menu, battle, load) rebuilds the same list.
 */
export function spawnPieceEvents(map: DataMap, dungeon: { pieces?: readonly PlacedPiece[] }, catalog: PieceCatalog, firstId: number): number[] {
  const events = map.events as unknown as (Record<string, unknown> | null)[];
  const blockStart: number[] = [];
  let next = firstId;
  catalog.art.forEach((art, i) => {
    blockStart.push(next);
    next += art.events.length * catalog.pieces[i].max;
  });
  const copyOf = new Map<number, number>();
  const ids: number[] = [];
  for (const placed of dungeon.pieces ?? []) {
    const art = catalog.art[placed.piece];
    if (!art) continue;
    const copy = copyOf.get(placed.piece) ?? 0;
    copyOf.set(placed.piece, copy + 1);
    art.events.forEach((entry, e) => {
      const id = blockStart[placed.piece] + copy * art.events.length + e;
      const clone = JSON.parse(JSON.stringify(entry.event)) as Record<string, unknown>;
      clone.id = id;
      clone.x = placed.x + (placed.mirrored ? art.width - 1 - entry.x : entry.x);
      clone.y = placed.y + entry.y;
      while (events.length <= id) events.push(null);
      events[id] = clone;
      ids.push(id);
    });
  }
  return ids;
}

// ── which set-piece maps a dungeon reads ────────────────────────────────────────────────────

/**
 * The set-piece maps of a dungeon map's settings: the maps its list names (`listed` of them), then
 * the Vault Map when the list leaves it out (its marked pieces count too).
 */
export function pieceMapIds(settings: Pick<DungeonSettings, "pieces" | "vaults">, warn: Warn): { ids: number[]; listed: number } {
  const ids = parseMapList(settings.pieces.maps, warn);
  const listed = ids.length;
  if (settings.vaults.mapId > 0 && !ids.includes(settings.vaults.mapId)) ids.push(settings.vaults.mapId);
  return { ids, listed };
}

/**
 * The set-piece map this freshly loaded dungeon map needs and this session has not read yet (0
 * when none): like the vault map, it must be in before the dungeon is made, or the same seed would
 * give another dungeon once it arrived. Maps the project does not have are warned about later.
 */
export function missingPieceMap(engine: Engine, settings: DungeonSettings, sourceMaps: ReadonlyMap<number, object>): number {
  if (typeof engine.DataManager.loadDataFile !== "function") return 0;
  for (const id of pieceMapIds(settings, () => {}).ids) if (!sourceMaps.has(id) && vaultMapExists(engine, id)) return id;
  return 0;
}


/** Every piece of the dungeon's set-piece maps that may appear on this floor, with its art. */
export function dungeonPieceCatalog(engine: Engine, settings: DungeonSettings, sourceMaps: ReadonlyMap<number, object>, warn: Warn): PieceCatalog {
  const catalog: PieceCatalog = { pieces: [], art: [] };
  const regions = { piece: settings.pieces.region, entrance: settings.pieces.entranceRegion };
  const { ids, listed } = pieceMapIds(settings, warn);
  for (const [index, id] of ids.entries()) {
    // The Vault Map may hold no pieces at all: only the maps the list names are warned about.
    const fromList = index < listed;
    if (!vaultMapExists(engine, id)) {
      if (fromList) warn(`set-piece map ${id} does not exist; no pieces from it`);
      continue;
    }
    const source = sourceMaps.get(id);
    if (!source) {
      if (fromList) warn(`set-piece map ${id} could not be read; no pieces from it`);
      continue;
    }
    const read = readPieceMap(source, id, engine.$dataTilesets, regions, warn);
    if (fromList && read.pieces.length === 0) warn(`set-piece map ${id} has no usable piece (paint region ${regions.piece} over a piece's tiles and region ${regions.entrance} on its entrances)`);
    catalog.pieces.push(...read.pieces);
    catalog.art.push(...read.art);
  }
  return piecesForFloor(catalog, settings.floor);
}
