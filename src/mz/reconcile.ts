/**
 * After a load (a save file, the menu, a battle), the live Game_Events and the player keep the
 * positions they were saved with, while the map JSON — and with it the dungeon — is made anew
 * (docs/architecture.md, "Saves"). Normally the seed makes the same dungeon and nothing here
 * does anything. But a save may meet a different dungeon:
 *
 * - its settings changed while the project's version id did not (the Layout parameter, a map's
 *   <Dungeon Layout> or an option edited, the map resized): a fingerprint of what shapes the
 *   dungeon is saved beside the seed, so the plugin can tell and say what changed;
 * - the seed was missing or damaged and a new one was drawn (persistence.ts warns);
 * - the event list changed: fewer Spawn copies, a deleted event, a save from before the plugin.
 *
 * Whatever happened, the engine must never reach a Game_Event whose map entry is gone
 * (Game_Event.findProperPageIndex reads `this.event().pages`: the error screen), and when the
 * dungeon changed the player and every event end on floor. So:
 *   guardDeadEvents       a live event whose entry is gone when the engine refreshes it is erased,
 *                         with a warning. Checked at the refresh, not at load: plugins that link
 *                         entries into $dataMap.events (EventReSpawn-like) may do so after our
 *                         onLoad, whatever the plugin order;
 *   addMissingEvents      entries with no live event get one (the engine's setup would have made it);
 *   placeEvent            when the dungeon changed, every event goes to where the new dungeon put
 *                         it, and the player, if off floor, to the nearest floor tile, keeping its
 *                         facing (locate never turns a character). When nothing changed, live spots
 *                         are kept even off floor: an event command may have put someone there.
 */
import type { DataMap } from "rmmz-types";
import { isFloor } from "../core";
import type { Dungeon, DungeonRequest } from "../core";
import type { SaveHolder, Warn } from "./engine";
import { dungeonMemory } from "./persistence";
import { isObject } from "./map-data";
import { showValue } from "./log";

/** A live character as far as placing it needs: Game_Event and Game_Player. */
export interface LiveCharacter {
  readonly x: number;
  readonly y: number;
  locate(x: number, y: number): void;
}

export interface LiveEvent extends LiveCharacter {
  eventId(): number;
}

/** $gameMap as far as this module reads and repairs it: `_events` is indexed by event id, as the engine keeps it. */
export interface LiveMap {
  mapId(): number;
  _events?: (LiveEvent | null | undefined)[];
}

/** The engine's globals this module uses; `Game_Event` is the engine's class (absent in some doubles: then nothing is added). */
export interface ReconcileEngine {
  $gameSystem: SaveHolder | null;
  $gameMap: LiveMap;
  $gamePlayer: LiveCharacter & { isTransferring(): boolean };
  Game_Event?: new (mapId: number, eventId: number) => LiveEvent;
}

/** Game_Event's prototype as the guard extends it (MZ: event() is $dataMap.events[this._eventId]). */
interface GameEventPrototype {
  refresh(): void;
  event(): unknown;
}
type GameEventInstance = GameEventPrototype & { _erased?: boolean; _eventId?: number; _mapId?: number };

/** The live event's map entry; undefined when even the event list is gone (event() then throws). */
function entryOfLive(event: GameEventInstance): unknown {
  try {
    return event.event();
  } catch {
    return undefined;
  }
}

/** Erases, with a warning, a live event whose map entry is gone, before the engine reads its pages. */
export function guardDeadEvents(engine: { Game_Event?: { prototype: GameEventPrototype } }, warn: (message: string) => void): void {
  const prototype = engine.Game_Event?.prototype;
  if (!prototype || typeof prototype.refresh !== "function") return;
  const refresh = prototype.refresh;
  prototype.refresh = function (this: GameEventInstance) {
    if (!this._erased && !isObject(entryOfLive(this))) {
      this._erased = true; // the engine's own erase: no page, never drawn, never triggered
      // One message per map (the log shows each message once), however many events it concerns.
      warn(`Map ${showValue(this._mapId)}: live events this map no longer has (a save with more Spawn copies, another dungeon or deleted events) are erased`);
    }
    return refresh.apply(this, arguments as unknown as []);
  };
}

// ── the fingerprint of what shapes the dungeon ─────────────────────────────────────────────

/** What shapes a dungeon besides its seed: the layout, the map size and the layout's options. */
export interface Fingerprint {
  layout: string;
  size: string;
  /** The layout's options as one text (key order fixed), so a change of any one shows. */
  options: string;
}

export function dungeonFingerprint(request: DungeonRequest, width: number, height: number): Fingerprint {
  const options = Object.entries(request)
    .filter(([key, value]) => key !== "layout" && typeof value === "number")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join(",");
  return { layout: String(request.layout ?? ""), size: `${width}x${height}`, options };
}

function isFingerprint(value: unknown): value is Fingerprint {
  return isObject(value) && typeof (value as Fingerprint).layout === "string" && typeof (value as Fingerprint).size === "string" && typeof (value as Fingerprint).options === "string";
}

/** What differs between the saved fingerprint and this load's, in words; empty when nothing does. */
export function describeChange(saved: Fingerprint, now: Fingerprint): string[] {
  const changes: string[] = [];
  if (saved.layout !== now.layout) changes.push(`the layout (${saved.layout} → ${now.layout})`);
  if (saved.size !== now.size) changes.push(`the map size (${saved.size} → ${now.size})`);
  if (saved.options !== now.options) changes.push("the layout's options");
  return changes;
}

/**
 * Stores this load's fingerprint for the map and says what changed since the last one stored (an
 * empty list: nothing, or nothing stored yet — saves from before fingerprints load as they did).
 */
export function checkFingerprint(gameSystem: SaveHolder, mapId: number, now: Fingerprint, warn?: Warn): string[] {
  const memory = dungeonMemory(gameSystem, warn);
  const saved = memory.fingerprints[String(mapId)];
  memory.fingerprints[String(mapId)] = now;
  return isFingerprint(saved) ? describeChange(saved, now) : [];
}

// ── the live events ──────────────────────────────────────────────────────────────────────

/** Brings the live events and the player onto the dungeon just made; see the header. */
export function reconcileLiveEvents(engine: ReconcileEngine, map: DataMap, dungeon: Dungeon, dungeonChanged: boolean, warn: Warn): void {
  if (engine.$gamePlayer.isTransferring()) return; // setup rebuilds the events from $dataMap, the transfer places the player
  const events = engine.$gameMap._events;
  if (!Array.isArray(events)) return;
  addMissingEvents(engine, events, map, warn);
  if (!dungeonChanged) return;
  for (const event of events) {
    const entry = event ? entryOf(map, event.eventId()) : null;
    if (event && entry) event.locate(entry.x, entry.y); // another plugin's linked events are its to place
  }
  moveOntoFloor(engine.$gamePlayer, dungeon);
}

function entryOf(map: DataMap, id: number): { x: number; y: number } | null {
  const entry = Array.isArray(map.events) ? map.events[id] : undefined;
  return isObject(entry) && (entry as { id?: unknown }).id === id ? (entry as { x: number; y: number }) : null;
}

function addMissingEvents(engine: ReconcileEngine, events: (LiveEvent | null | undefined)[], map: DataMap, warn: Warn): void {
  const GameEvent = engine.Game_Event;
  if (typeof GameEvent !== "function" || !Array.isArray(map.events)) return;
  const added: number[] = [];
  for (let id = 1; id < map.events.length; id++) {
    const entry = entryOf(map, id);
    if (entry === null || events[id]) continue;
    const event = new GameEvent(engine.$gameMap.mapId(), id);
    event.locate(entry.x, entry.y);
    events[id] = event;
    added.push(id);
  }
  if (added.length > 0) warn(`the save lacks ${added.length} event(s) of this map (id ${added.join(", ")}); they are added where the dungeon puts them`);
}

/** A character off floor (a wall, the ceiling, outside the map) goes to the nearest floor tile. */
function moveOntoFloor(character: LiveCharacter, dungeon: Dungeon): void {
  if (floorAt(dungeon, character.x, character.y)) return;
  const tile = nearestFloor(dungeon, character.x, character.y);
  if (tile >= 0) character.locate(tile % dungeon.width, Math.floor(tile / dungeon.width));
}

function floorAt(dungeon: Dungeon, x: number, y: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height) return false;
  return isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
}

/** Breadth-first over every tile from (x, y) (clamped into the map): the first floor tile, else the arrival. */
export function nearestFloor(dungeon: Dungeon, x: number, y: number): number {
  const { width, height } = dungeon;
  const kinds = dungeon.grid.kinds;
  const clamp = (value: number, size: number) => (Number.isFinite(value) ? Math.min(size - 1, Math.max(0, Math.round(value))) : 0);
  const start = clamp(y, height) * width + clamp(x, width);
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = 1;
  while (head < tail) {
    const tile = queue[head++];
    if (isFloor(kinds[tile])) return tile;
    const tx = tile % width;
    const push = (next: number) => {
      if (seen[next] === 0) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    };
    if (tx > 0) push(tile - 1);
    if (tx < width - 1) push(tile + 1);
    if (tile >= width) push(tile - width);
    if (tile < width * (height - 1)) push(tile + width);
  }
  return dungeon.arrival;
}
