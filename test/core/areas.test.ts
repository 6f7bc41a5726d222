import { createGrid, fillRect, TileKind } from "../../src/core/grid";
import { areaDistances, buildAreaGraph, claimRect, findOpenings, kindOfTile, labelFloor, measureArea } from "../../src/core/areas";
import type { Area, Opening } from "../../src/core/layout/contract";

/** Two 3×3 rooms joined by a 1-wide corridor, from a picture: R room, C corridor, . void. */
function fromPicture(rows: string[]) {
  const grid = createGrid(rows[0].length, rows.length);
  rows.forEach((row, y) =>
    [...row].forEach((c, x) => (grid.kinds[y * grid.width + x] = c === "R" ? TileKind.Room : c === "C" ? TileKind.Corridor : TileKind.Void)),
  );
  return grid;
}

describe("labelling floor into areas", () => {
  const grid = fromPicture([
    ".........",
    ".RRR.RRR.",
    ".RRRCRRR.",
    ".RRR.RRR.",
    ".........",
  ]);

  it("gives each connected run of one tile kind its own area, with exact bounds and sizes", () => {
    const areaOf = new Uint16Array(grid.kinds.length);
    const areas: Area[] = [];
    labelFloor(grid, areaOf, areas, kindOfTile);
    expect(areas).toEqual([
      { id: 0, kind: "room", bounds: { x: 1, y: 1, width: 3, height: 3 }, size: 9 },
      { id: 1, kind: "room", bounds: { x: 5, y: 1, width: 3, height: 3 }, size: 9 },
      { id: 2, kind: "corridor", bounds: { x: 4, y: 2, width: 1, height: 1 }, size: 1 },
    ]);
    expect(areaOf[2 * 9 + 4]).toBe(3);
    expect(areaOf[0]).toBe(0);
  });

  it("finds one opening per meeting of two areas, on the lower-numbered area's side", () => {
    const areaOf = new Uint16Array(grid.kinds.length);
    const areas: Area[] = [];
    labelFloor(grid, areaOf, areas, kindOfTile);
    const openings = findOpenings(grid, areaOf);
    expect(openings).toEqual([
      { tile: 2 * 9 + 3, from: 0, to: 2, kind: "open" },
      { tile: 2 * 9 + 5, from: 1, to: 2, kind: "open" },
    ]);
  });

  it("groups a wide doorway into one opening at its middle tile, and lets the caller choose kinds", () => {
    const wide = fromPicture([
      "RRRR",
      "RRRR",
      "CCCC",
    ]);
    const areaOf = new Uint16Array(wide.kinds.length);
    const areas: Area[] = [];
    labelFloor(wide, areaOf, areas, kindOfTile);
    const openings = findOpenings(wide, areaOf, () => "door");
    expect(openings).toEqual([{ tile: 4 + 2, from: 0, to: 1, kind: "door" }]);
  });

  it("claims rectangles first, so overlapping floor of another kind stays with the rectangle", () => {
    const g = createGrid(6, 3);
    fillRect(g, { x: 0, y: 1, width: 6, height: 1 }, TileKind.Corridor);
    fillRect(g, { x: 2, y: 0, width: 2, height: 3 }, TileKind.Room);
    const areaOf = new Uint16Array(g.kinds.length);
    expect(claimRect(g, areaOf, { x: 2, y: 0, width: 2, height: 3 }, 0)).toBe(6);
    const areas: Area[] = [measureArea(areaOf, g.width, 0, "room")];
    labelFloor(g, areaOf, areas, kindOfTile);
    expect(areas.map((a) => [a.kind, a.size, a.bounds.x, a.bounds.width])).toEqual([
      ["room", 6, 2, 2],
      ["corridor", 2, 0, 2],
      ["corridor", 2, 4, 2],
    ]);
  });
});

describe("the area graph", () => {
  const edge = (from: number, to: number): Opening => ({ tile: 0, from, to, kind: "open" });

  it("a chain: dead ends at both ends, every edge a bridge, no loop", () => {
    const graph = buildAreaGraph(3, [edge(0, 1), edge(1, 2)]);
    expect(Array.from(graph.deadEnd)).toEqual([1, 0, 1]);
    expect(Array.from(graph.degree)).toEqual([1, 2, 1]);
    expect(Array.from(graph.bridge)).toEqual([1, 1]);
    expect(graph.loops).toBe(0);
    expect(graph.components).toBe(1);
    expect(Array.from(areaDistances(graph, 0))).toEqual([0, 1, 2]);
  });

  it("a ring with a tail: ring edges are not bridges, the tail is; one loop", () => {
    const graph = buildAreaGraph(4, [edge(0, 1), edge(1, 2), edge(2, 0), edge(2, 3)]);
    expect(Array.from(graph.bridge)).toEqual([0, 0, 0, 1]);
    expect(graph.loops).toBe(1);
    expect(Array.from(graph.deadEnd)).toEqual([0, 0, 0, 1]);
    expect(Array.from(areaDistances(graph, 3))).toEqual([2, 2, 1, 0]);
  });

  it("two openings between the same two areas: no bridge, no extra loop, degree counts the area once", () => {
    const graph = buildAreaGraph(2, [edge(0, 1), edge(1, 0)]);
    expect(Array.from(graph.bridge)).toEqual([0, 0]);
    expect(graph.loops).toBe(0);
    expect(Array.from(graph.degree)).toEqual([1, 1]);
  });

  it("separate components are counted and unreachable areas are −1", () => {
    const graph = buildAreaGraph(3, [edge(0, 1)]);
    expect(graph.components).toBe(2);
    expect(Array.from(areaDistances(graph, 0))).toEqual([0, 1, -1]);
    expect(Array.from(areaDistances(graph, 7))).toEqual([-1, -1, -1]);
  });
});

describe("a tile where three areas meet", () => {
  it("records an opening to each higher-numbered neighbour, not only the first", () => {
    // A one-tile junction (corridor area 0 at the centre) touching three other one-tile areas.
    const grid = createGrid(3, 2);
    grid.kinds.fill(TileKind.Corridor);
    const areaOf = Uint16Array.from([2, 1, 3, 0, 4, 0]);
    grid.kinds[3] = TileKind.Void;
    grid.kinds[5] = TileKind.Void;
    const openings = findOpenings(grid, areaOf);
    const pairs = openings.map((o) => `${o.from}-${o.to}`).sort();
    expect(pairs).toEqual(["0-1", "0-2", "0-3"]);
    expect(openings.every((o) => o.tile === 1)).toBe(true);
  });
});
