import { cellView } from "./helpers";
import { runs } from "../runs";
/**
 * The grid metrics on hand-built grids with known answers, and connectivity over many seeds:
 * every generated dungeon must be one floor region, reachable from the arrival.
 */
import {
  Grid,
  Side,
  TileKind,
  cellGraphMetrics,
  countFloorComponents,
  farthestFloor,
  floorDiameter,
  floorDistances,
  floorShare,
  generateDungeon,
  hammingDistance,
  isFloor,
  meanPairwiseHamming,
} from "../../src/core";

const CHAR_KINDS: Record<string, TileKind> = { " ": TileKind.Void, ".": TileKind.Room, ",": TileKind.Corridor, "#": TileKind.Wall };

/** A grid drawn as text ("|" marks the right edge so trailing void survives editors). */
function gridOf(...rows: string[]): Grid {
  const lines = rows.map((row) => row.replace(/\|$/, ""));
  const width = Math.max(...lines.map((line) => line.length));
  const kinds = new Uint8Array(width * lines.length);
  lines.forEach((line, y) => [...line.padEnd(width)].forEach((char, x) => (kinds[y * width + x] = CHAR_KINDS[char])));
  return { width, height: lines.length, kinds };
}

const at = (grid: Grid, x: number, y: number) => y * grid.width + x;

describe("floorShare", () => {
  it("counts room and corridor floor over all tiles", () => {
    expect(floorShare(gridOf("..#", ",  |"))).toBe(0.5);
    expect(floorShare(gridOf("###", "   |"))).toBe(0);
    expect(floorShare({ width: 0, height: 0, kinds: new Uint8Array(0) })).toBe(0);
  });
});

describe("floorDistances and countFloorComponents", () => {
  const grid = gridOf(
    "...#..|",
    " , #. |",
    " ,,,. |",
    "      |",
    ".     |",
  );

  it("walks 4-connected over floor only", () => {
    const distances = floorDistances(grid, at(grid, 0, 0));
    expect(distances[at(grid, 2, 0)]).toBe(2);
    expect(distances[at(grid, 1, 2)]).toBe(3);
    expect(distances[at(grid, 4, 0)]).toBe(8); // round the wall: 1 right, 2 down, 3 right, 2 up
    expect(distances[at(grid, 3, 0)]).toBe(-1); // wall
    expect(distances[at(grid, 0, 4)]).toBe(-1); // separate floor
  });

  it("counts separate regions, diagonal contact not joining", () => {
    expect(countFloorComponents(grid)).toBe(2);
    expect(countFloorComponents(gridOf(". |", " .|"))).toBe(2);
    expect(countFloorComponents(gridOf("###|"))).toBe(0);
  });
});

describe("farthestFloor and floorDiameter", () => {
  const snake = gridOf(
    ".....|",
    "    ,|",
    ",,,,,|",
  );

  it("finds the farthest tile and its distance", () => {
    expect(farthestFloor(snake, at(snake, 0, 0))).toEqual({ tile: at(snake, 0, 2), distance: 10 });
    expect(farthestFloor(snake, at(snake, 4, 1))).toEqual({ tile: at(snake, 0, 0), distance: 5 });
  });

  it("reports nothing for a start off the floor", () => {
    expect(farthestFloor(snake, at(snake, 0, 1))).toEqual({ tile: -1, distance: -1 });
    expect(farthestFloor(snake, -1)).toEqual({ tile: -1, distance: -1 });
  });

  it("measures the longest walk from any start (double sweep)", () => {
    expect(floorDiameter(snake)).toBe(10);
    expect(floorDiameter(snake, at(snake, 4, 1))).toBe(10);
    expect(floorDiameter(gridOf("...", "...", "..."))).toBe(4);
    expect(floorDiameter(gridOf("#  |"))).toBe(0);
  });
});

describe("hammingDistance", () => {
  const a = gridOf("..", "##");
  const b = gridOf(".,", "##");
  const c = gridOf(",,", "  |");

  it("is the share of differing tiles", () => {
    expect(hammingDistance(a, a)).toBe(0);
    expect(hammingDistance(a, b)).toBe(0.25);
    expect(hammingDistance(a, c)).toBe(1);
  });

  it("averages over all pairs", () => {
    expect(meanPairwiseHamming([a, b, c])).toBeCloseTo((0.25 + 1 + 0.75) / 3);
    expect(meanPairwiseHamming([a])).toBe(0);
  });

  it("refuses grids of different sizes", () => {
    expect(() => hammingDistance(a, gridOf("..."))).toThrow("differ in size");
  });
});

describe("cellGraphMetrics", () => {
  const { North: N, East: E, South: S, West: W } = Side;

  it("a spanning tree: no loops, its leaves are dead ends", () => {
    // 2×2 cells: ┌ ┐ / └ with the bottom-right cell hanging off the top-right one.
    const tree = { cellColumns: 2, cellRows: 2, links: Uint8Array.of(E | S, W | S, N, N) };
    expect(cellGraphMetrics(tree)).toEqual({ cells: 4, links: 3, deadEnds: 2, components: 1, loops: 0 });
  });

  it("a ring of four cells has one loop and no dead end", () => {
    const ring = { cellColumns: 2, cellRows: 2, links: Uint8Array.of(E | S, W | S, N | E, N | W) };
    expect(cellGraphMetrics(ring)).toEqual({ cells: 4, links: 4, deadEnds: 0, components: 1, loops: 1 });
  });

  it("unlinked cells are separate components; links off the edge do not count", () => {
    const apart = { cellColumns: 3, cellRows: 1, links: Uint8Array.of(0, 0, E) };
    expect(cellGraphMetrics(apart)).toEqual({ cells: 3, links: 0, deadEnds: 1, components: 3, loops: 0 });
  });

  it("a generated layout is a spanning tree", () => {
    const result = generateDungeon(128, 128, {}, 5);
    if (!result.ok) throw new Error(result.reason);
    const graph = cellGraphMetrics(cellView(result.dungeon));
    expect(graph).toMatchObject({ components: 1, loops: 0, links: graph.cells - 1 });
  });
});

describe("connectivity over many seeds", () => {
  const cases: Array<{ width: number; height: number; options: object }> = [
    { width: 68, height: 64, options: {} },
    { width: 40, height: 30, options: {} },
    { width: 128, height: 96, options: { corridorWidth: 1 } },
    { width: 100, height: 100, options: { cellWidth: 7, cellHeight: 7, roomChance: 100, roomJitter: 6 } },
    { width: 90, height: 70, options: { roomChance: 0 } },
  ];
  const SEEDS = runs(30, 200);

  it.each(cases)("every floor tile is reachable from the arrival: $width×$height $options", ({ width, height, options }) => {
    const broken: string[] = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const result = generateDungeon(width, height, options, seed);
      if (!result.ok) throw new Error(result.reason);
      const { grid, arrival } = result.dungeon;
      const distances = floorDistances(grid, arrival);
      const unreached = grid.kinds.filter((kind, tile) => isFloor(kind) && distances[tile] < 0).length;
      const components = countFloorComponents(grid);
      if (components !== 1 || unreached > 0) broken.push(`seed ${seed}: ${components} components, ${unreached} floor tiles unreached`);
    }
    expect(broken).toEqual([]);
  });
});
