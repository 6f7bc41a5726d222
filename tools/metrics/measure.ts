/** The quality metrics of one dungeon, all from the pure functions in src/core/metrics.ts. */
import { Dungeon, cellGraphMetrics, countFloorComponents, farthestFloor, floorDiameter, floorShare } from "../../src/core";

export interface DungeonMeasures {
  /** Floor tiles / all tiles, 0–1. */
  floorShare: number;
  /** 4-connected floor regions; 1 for a valid dungeon. */
  components: number;
  rooms: number;
  /** Width × height of each room, in tiles. */
  roomAreas: number[];
  /** Steps from the arrival to the floor tile farthest from it. */
  pathLength: number;
  /** Longest walk between two floor tiles (double sweep). */
  diameter: number;
  /** Cells with exactly one link. */
  deadEnds: number;
  /** Cyclomatic number of the cell graph. */
  loops: number;
}

export function measureDungeon(dungeon: Dungeon): DungeonMeasures {
  const { grid, layout, arrival } = dungeon;
  const cellGraph = cellGraphMetrics(layout);
  return {
    floorShare: floorShare(grid),
    components: countFloorComponents(grid),
    rooms: layout.rooms.length,
    roomAreas: layout.rooms.map((room) => room.width * room.height),
    pathLength: farthestFloor(grid, arrival).distance,
    diameter: floorDiameter(grid, arrival),
    deadEnds: cellGraph.deadEnds,
    loops: cellGraph.loops,
  };
}
