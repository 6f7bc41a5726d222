/**
 * Stage 4, finish: room and corridor floor, areas between walls and doorways (room floor split by
 * the watershed of src/core/areas.ts), one door per doorway, and the generations overlay.
 */
import type { Grid } from "../../grid";
import { TileKind } from "../../grid";
import { RoomTilesByDistance, distanceAndOpenFloor, kindOfTile, labelSplitAndFindOpenings, splitRoomFloor } from "../../areas";
import { borrowUint16, giveBack } from "../../scratch";
import type { Area, Opening } from "../contract";
import type { Builder } from "./builder";

const VOID: number = TileKind.Void;
const CORRIDOR: number = TileKind.Corridor;

/** What the classification hands to the areas: each floor tile's distance to the nearest wall, and the room tiles by distance. Both borrowed: `releaseFloorMeasures`. */
export interface FloorMeasures {
  distance: Uint16Array;
  rooms: RoomTilesByDistance;
}

/**
 * Room floor where a 3×3 square of floor fits (a morphological opening), corridor elsewhere;
 * doorways are corridor. A 3×3 square of floor is centred on a tile 2 or more from the nearest
 * wall, so a tile is room floor when it or one of its 8 neighbours is. Returns the distances
 * (floor keeps them: room and corridor are both floor) and the room tiles listed by distance for
 * the watershed (each list in map order).
 */
export function classifyFloor(grid: Grid, doors: readonly (readonly number[])[]): FloorMeasures {
  const rooms = new RoomTilesByDistance(grid.width, grid.height);
  // The rule above, applied while the distances are measured (areas.ts).
  const distance = distanceAndOpenFloor(grid, rooms);
  // A doorway's tiles stay listed; the watershed passes over them as corridor.
  for (const doorway of doors) for (const tile of doorway) grid.kinds[tile] = CORRIDOR;
  return { distance, rooms };
}

/** Gives the measures' borrowed arrays back. */
export function releaseFloorMeasures(measures: FloorMeasures): void {
  giveBack(measures.distance);
  measures.rooms.release();
}

/**
 * Areas between walls and doorways. Room floor is split where open spaces narrow between them (a
 * watershed on the distance to the nearest wall: tiles from the most open inwards join the space
 * of a neighbour already reached; where two spaces meet, they stay apart only if both rise
 * AREA_PERSISTENCE above the meeting point, else they merge). Corridor floor, doorways included,
 * is one area per 4-connected run. An area made only of doorway tiles is a doorway: its first
 * opening is a "door" (index.ts then rolls the Door Chance on it), its others open.
 */
export function findAreas(grid: Grid, doors: readonly (readonly number[])[], measures: FloorMeasures): { areas: Area[]; areaOf: Uint16Array; openings: Opening[] } {
  const areaOf = borrowUint16(grid.width * grid.height); // lent, as the grid is (releaseDungeon)
  const areas = splitRoomFloor(grid, areaOf, measures.distance, measures.rooms);
  // Each doorway is an area of its own (a straight line of corridor tiles), claimed before the rest of the corridors.
  const firstDoor = areas.length;
  for (const doorway of doors) {
    const id = areas.length;
    for (const tile of doorway) areaOf[tile] = id + 1;
    const first = doorway[0];
    const last = doorway[doorway.length - 1];
    const x = first % grid.width;
    const y = (first - x) / grid.width;
    const lastX = last % grid.width;
    const lastY = (last - lastX) / grid.width;
    areas.push({ id, kind: "corridor", bounds: { x, y, width: lastX - x + 1, height: lastY - y + 1 }, size: doorway.length });
  }
  const openings = labelSplitAndFindOpenings(grid, areaOf, areas, kindOfTile);
  markDoors(grid.width, areaOf, openings, doors, firstDoor);
  return { areas, areaOf, openings };
}

/**
 * One door per doorway, where a door event belongs: on the doorway's last tile (the south or east
 * end, so a north–south doorway's door stands in the wall face above the southern area, as the
 * rooms layout's), facing the area beyond that end. That opening becomes the doorway's own
 * (from the doorway, at that tile); its other opening stays open.
 */
function markDoors(width: number, areaOf: Uint16Array, openings: Opening[], doors: readonly (readonly number[])[], firstDoor: number): void {
  const byDoor = new Map<number, Opening[]>();
  for (const opening of openings) {
    for (const id of [opening.from, opening.to]) {
      if (id < firstDoor || id >= firstDoor + doors.length) continue;
      const list = byDoor.get(id);
      if (list) list.push(opening);
      else byDoor.set(id, [opening]);
    }
  }
  doors.forEach((doorway, index) => {
    const id = firstDoor + index;
    const own = byDoor.get(id);
    if (!own) return;
    const end = doorway[doorway.length - 1];
    const step = doorway.length > 1 ? doorway[1] - doorway[0] : areaOf[end + 1] !== id + 1 && areaOf[end + 1] !== 0 ? 1 : width;
    const beyond = areaOf[end + step] - 1;
    const chosen = own.find((opening) => opening.from + opening.to - id === beyond) ?? own[0];
    const other = chosen.from + chosen.to - id;
    chosen.kind = "door";
    if (areaOf[end + step] === other + 1) {
      chosen.tile = end;
      chosen.from = id;
      chosen.to = other;
    }
  });
}

/** The generation map for the overlay: a wall's generation + 1 (255 painted) on wall tiles, 0 elsewhere. */
export function generationMap(builder: Builder): Uint8Array {
  const map = new Uint8Array(builder.laidBy.length);
  for (let i = 0; i < map.length; i++) if (builder.kinds[i] === VOID) map[i] = builder.laidBy[i];
  return map;
}

/**
 * The generation map made from the builder's own `laidBy`, in place, when the building is done
 * (no fresh map-sized array at the end of every carve): floor tiles cleared to 0.
 */
export function finalGenerationMap(builder: Builder): Uint8Array {
  const { kinds, laidBy } = builder;
  for (let i = 0; i < laidBy.length; i++) if (kinds[i] !== VOID) laidBy[i] = 0;
  return laidBy;
}
