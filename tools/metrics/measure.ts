/**
 * The quality metrics of one dungeon: walking measures from src/core/metrics.ts, and the rest from
 * the shared Layout and its area graph (buildAreaGraph), so every layout is measured alike.
 */
import { Dungeon, countFloorComponents, farthestFloor, floorDiameter, floorShare } from "../../src/core";
import { areaGraphOf, countAreaKinds } from "../lib/layout-stats";

export interface DungeonMeasures {
  /** Floor tiles / all tiles, 0–1. */
  floorShare: number;
  /** 4-connected floor regions; 1 for a valid dungeon. */
  components: number;
  /** All areas, of any kind. */
  areas: number;
  /** Areas per kind (room, corridor, cave, …); kinds absent from this dungeon are absent here. */
  areasByKind: Record<string, number>;
  /** Areas of kind "room". */
  rooms: number;
  /** Floor tiles of each room area. */
  roomAreas: number[];
  /** Steps from the arrival to the floor tile farthest from it. */
  pathLength: number;
  /** Longest walk between two floor tiles (double sweep). */
  diameter: number;
  /** Areas with exactly one neighbouring area. */
  deadEnds: number;
  /** Independent cycles of the area graph. */
  loops: number;
  /** Openings whose removal cuts the area graph in two (chokepoints). */
  bridges: number;
}

export function measureDungeon(dungeon: Dungeon): DungeonMeasures {
  const { grid, layout, arrival } = dungeon;
  const graph = areaGraphOf(layout);
  const rooms = layout.areas.filter((area) => area.kind === "room");
  return {
    floorShare: floorShare(grid),
    components: countFloorComponents(grid),
    areas: layout.areas.length,
    areasByKind: countAreaKinds(layout),
    rooms: rooms.length,
    roomAreas: rooms.map((room) => room.size),
    pathLength: farthestFloor(grid, arrival).distance,
    diameter: floorDiameter(grid, arrival),
    deadEnds: count(graph.deadEnd),
    loops: graph.loops,
    bridges: count(graph.bridge),
  };
}

function count(flags: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < flags.length; i++) total += flags[i];
  return total;
}
