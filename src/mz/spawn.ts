/**
 * Events on a dungeon map: which entries are the map file's own, and writing the placements the
 * core chose into $dataMap.events (which Game_Map.setup reads) or onto live events.
 */
import type { DataMap } from "rmmz-types";
import { Dungeon, RELAXATION_NAMES, Relaxation, TileKind } from "../core";
import { isObject } from "./map-data";
import { showValue } from "./log";
import type { Engine } from "./hooks";

type Warn = (message: string) => void;

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

/** Writes each event's dungeon position into $dataMap.events, which Game_Map.setup reads. */
export function placeEvents(map: DataMap, eventIds: number[], dungeon: Dungeon, warn: Warn): void {
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

/** A save without a usable seed: its live events stood on a layout that is gone, so move them. */
export function relocateLiveEvents(engine: Engine, map: DataMap, eventIds: readonly number[]): void {
  if (engine.$gamePlayer.isTransferring()) return; // setup will rebuild them from $dataMap
  const placed = new Set(eventIds);
  for (const event of engine.$gameMap.events()) {
    const id = event.eventId();
    if (placed.has(id)) event.locate(map.events[id].x, map.events[id].y);
  }
}
