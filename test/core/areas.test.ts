import { createGrid, fillRect, TileKind } from "../../src/core/grid";
import fc from "fast-check";
import { RoomTilesByDistance, areaDistances, buildAreaGraph, claimRect, distanceAndOpenFloor, findOpenings, kindOfTile, labelFloor, labelFloorAndFindOpenings, labelSplitAndFindOpenings, measureArea, splitLargeAreas, splitRoomFloor } from "../../src/core/areas";
import { generateDungeon } from "../../src/core/generate";
import { isFloor } from "../../src/core/grid";
import type { Area, Opening } from "../../src/core/layout/contract";
import { runs } from "../runs";

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

/**
 * The areas and openings, computed the plain way: a flood fill per area from its first tile in map
 * order, and for openings every pair of side-by-side tiles of two areas, grouped by flood fill.
 * The run-based code must give exactly this (same areas, same numbering, same openings in the same
 * order, at the same tiles).
 */
function referenceLabel(kinds: Uint8Array, width: number, areaOf: Uint16Array, areas: Area[]): void {
  const height = kinds.length / width;
  for (let start = 0; start < kinds.length; start++) {
    const kind = kinds[start];
    if (areaOf[start] !== 0 || (kind !== TileKind.Room && kind !== TileKind.Corridor)) continue;
    const id = areas.length;
    const stack = [start];
    areaOf[start] = id + 1;
    let [left, right, top, bottom, size] = [width, -1, height, -1, 0];
    while (stack.length > 0) {
      const tile = stack.pop()!;
      const x = tile % width;
      const y = (tile - x) / width;
      [left, right, top, bottom, size] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y), size + 1];
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
        const next = ny * width + nx;
        if (nx >= 0 && nx < width && ny >= 0 && ny < height && areaOf[next] === 0 && kinds[next] === kind) {
          areaOf[next] = id + 1;
          stack.push(next);
        }
      }
    }
    areas.push({ id, kind: kind === TileKind.Room ? "room" : "corridor", bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size });
  }
}

function referenceOpenings(width: number, areaOf: Uint16Array, kindOf: (from: number, to: number) => Opening["kind"]): Opening[] {
  const height = areaOf.length / width;
  // Entries (tile of the lower label, higher label) in scan order: at each tile its east, then its south neighbour.
  const entries: { tile: number; partner: number }[] = [];
  const has = (tile: number, partner: number) => entries.some((e) => e.tile === tile && e.partner === partner);
  const meet = (a: number, b: number) => {
    const [side, partner] = areaOf[a] < areaOf[b] ? [a, areaOf[b]] : [b, areaOf[a]];
    if (!has(side, partner)) entries.push({ tile: side, partner });
  };
  for (let tile = 0; tile < areaOf.length; tile++) {
    const x = tile % width;
    if (areaOf[tile] === 0) continue;
    if (x + 1 < width && areaOf[tile + 1] !== 0 && areaOf[tile + 1] !== areaOf[tile]) meet(tile, tile + 1);
    if (tile + width < areaOf.length && areaOf[tile + width] !== 0 && areaOf[tile + width] !== areaOf[tile]) meet(tile, tile + width);
  }
  const grouped = entries.map(() => false);
  const openings: Opening[] = [];
  entries.forEach((first, index) => {
    if (grouped[index]) return;
    const label = areaOf[first.tile];
    const stretch: number[] = [];
    const queue = [index];
    grouped[index] = true;
    while (queue.length > 0) {
      const { tile } = entries[queue.pop()!];
      stretch.push(tile);
      const x = tile % width;
      const y = (tile - x) / width;
      entries.forEach((other, k) => {
        const ox = other.tile % width;
        const oy = (other.tile - ox) / width;
        if (!grouped[k] && other.partner === first.partner && areaOf[other.tile] === label && Math.abs(ox - x) + Math.abs(oy - y) === 1) {
          grouped[k] = true;
          queue.push(k);
        }
      });
    }
    stretch.sort((a, b) => a - b);
    openings.push({ tile: stretch[stretch.length >> 1], from: label - 1, to: first.partner - 1, kind: kindOf(label - 1, first.partner - 1) });
  });
  void height;
  return openings;
}

describe("the run-based labelling and openings equal the plain tile-by-tile way", () => {
  /** A random picture of room, corridor, wall and void tiles, and a few claimed rectangles. */
  const picture = fc
    .record({ width: fc.integer({ min: 1, max: 13 }), height: fc.integer({ min: 1, max: 13 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        kinds: fc.array(fc.constantFrom(0, 0, 1, 1, 2, 2, 3), { minLength: width * height, maxLength: width * height }),
        claims: fc.array(fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1), width: fc.integer({ min: 1, max: width }), height: fc.integer({ min: 1, max: height }) }), { maxLength: 3 }),
      }),
    );

  function setUp({ width, kinds, claims }: { width: number; kinds: number[]; claims: { x: number; y: number; width: number; height: number }[] }) {
    const grid = { width, height: kinds.length / width, kinds: Uint8Array.from(kinds) };
    const areaOf = new Uint16Array(kinds.length);
    const areas: Area[] = [];
    claims.forEach((claim, id) => {
      const rect = { x: claim.x, y: claim.y, width: Math.min(claim.width, width - claim.x), height: Math.min(claim.height, grid.height - claim.y) };
      areas.push({ id, kind: "room", bounds: rect, size: claimRect(grid, areaOf, rect, id) });
    });
    return { grid, areaOf, areas };
  }

  it("labelFloor, findOpenings and labelFloorAndFindOpenings give the reference's areas, labels and openings", () => {
    const kindOf = (from: number, to: number): Opening["kind"] => ((from + to) % 3 === 0 ? "door" : "open");
    fc.assert(
      fc.property(picture, (input) => {
        const expected = setUp(input);
        referenceLabel(expected.grid.kinds, input.width, expected.areaOf, expected.areas);
        const expectedOpenings = referenceOpenings(input.width, expected.areaOf, kindOf);

        const separate = setUp(input);
        labelFloor(separate.grid, separate.areaOf, separate.areas, kindOfTile);
        expect(separate.areas).toEqual(expected.areas);
        expect(Array.from(separate.areaOf)).toEqual(Array.from(expected.areaOf));
        expect(findOpenings(separate.grid, separate.areaOf, kindOf)).toEqual(expectedOpenings);

        const together = setUp(input);
        expect(labelFloorAndFindOpenings(together.grid, together.areaOf, together.areas, kindOfTile, kindOf)).toEqual(expectedOpenings);
        expect(together.areas).toEqual(expected.areas);
        expect(Array.from(together.areaOf)).toEqual(Array.from(expected.areaOf));
      }),
      { numRuns: runs(150, 1500) },
    );
  });

  it("findOpenings on any labels (touching areas, labels on any tile kind) gives the reference's openings", () => {
    const labels = fc
      .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
      .chain(({ width, height }) => fc.record({ width: fc.constant(width), labels: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: width * height, maxLength: width * height }) }));
    fc.assert(
      fc.property(labels, ({ width, labels: given }) => {
        const areaOf = Uint16Array.from(given);
        const grid = { width, height: given.length / width, kinds: new Uint8Array(given.length) };
        expect(findOpenings(grid, areaOf)).toEqual(referenceOpenings(width, areaOf, () => "open"));
      }),
      { numRuns: runs(150, 1500) },
    );
  });

  it("cells dungeons: the layout's areas and openings equal the reference's, at the sizes the game uses", () => {
    for (let seed = 0; seed < runs(4, 12); seed++) {
      const [width, height] = [[68, 64], [256, 256], [200, 40], [41, 37]][seed % 4];
      const result = generateDungeon(width, height, { content: [{ min: 0, max: 0 }] }, seed * 7919 + 3);
      if (!result.ok) throw new Error(result.reason);
      const { grid, layout } = result.dungeon;
      const floor = Uint8Array.from(grid.kinds, (kind) => (isFloor(kind) ? kind : 0));
      const areaOf = new Uint16Array(floor.length);
      const areas: Area[] = layout.areas.filter((area) => area.kind === "room" && area.id < countRooms(layout.areas)).map((area) => ({ ...area, bounds: { ...area.bounds } }));
      areas.forEach((area) => claimRect({ width, height, kinds: floor }, areaOf, area.bounds, area.id));
      referenceLabel(floor, width, areaOf, areas);
      expect(areas).toEqual(layout.areas);
      expect(Array.from(areaOf)).toEqual(Array.from(layout.areaOf));
      expect(layout.openings).toEqual(referenceOpenings(width, areaOf, () => "open"));
    }
  });
});

/** Cells numbers its rooms first: the leading run of room areas. */
function countRooms(areas: readonly Area[]): number {
  let rooms = 0;
  while (rooms < areas.length && areas[rooms].kind === "room") rooms++;
  return rooms;
}

describe("larger and blockier pictures (lists that grow, long doorways, many runs a row)", () => {
  /** Labels painted in blocks of blockWidth × blockHeight tiles, so stretches are long and areas touch along whole sides. */
  const blocky = fc
    .record({
      width: fc.integer({ min: 1, max: 44 }),
      height: fc.integer({ min: 1, max: 30 }),
      blockWidth: fc.integer({ min: 1, max: 5 }),
      blockHeight: fc.integer({ min: 1, max: 5 }),
      labelCount: fc.integer({ min: 1, max: 7 }),
      seed: fc.nat(),
    })
    .map(({ width, height, blockWidth, blockHeight, labelCount, seed }) => {
      const labels = new Uint16Array(width * height);
      let state = seed | 1;
      const blockLabel = new Map<number, number>();
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const block = Math.floor(y / blockHeight) * 1000 + Math.floor(x / blockWidth);
          if (!blockLabel.has(block)) {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            blockLabel.set(block, (state >>> 16) % (labelCount + 1));
          }
          labels[y * width + x] = blockLabel.get(block)!;
        }
      }
      return { width, labels };
    });

  it("findOpenings gives the reference's openings on blocky labels up to 44×30", () => {
    fc.assert(
      fc.property(blocky, ({ width, labels }) => {
        const grid = { width, height: labels.length / width, kinds: new Uint8Array(labels.length) };
        expect(findOpenings(grid, labels.slice())).toEqual(referenceOpenings(width, labels, () => "open"));
      }),
      { numRuns: runs(60, 300) },
    );
  });

  it("findOpenings on a checkerboard of two labels (more boundary entries than runs, the entry list grows)", () => {
    for (const [width, height] of [[40, 40], [33, 17], [17, 33]]) {
      const labels = Uint16Array.from({ length: width * height }, (_, i) => 1 + (((i % width) + Math.floor(i / width)) & 1));
      const grid = { width, height, kinds: new Uint8Array(labels.length) };
      const openings = findOpenings(grid, labels);
      expect(openings.length).toBeGreaterThan(256);
      expect(openings).toEqual(referenceOpenings(width, labels, () => "open"));
    }
  });

  it("labelFloor on stripes and checkerboards (more runs than the run list first holds) equals the reference", () => {
    const pictures: { width: number; kinds: Uint8Array }[] = [];
    for (const [width, height] of [[41, 6], [64, 3], [50, 50]]) {
      // Floor in every other column, room and corridor by row: 20+ runs a row.
      pictures.push({ width, kinds: Uint8Array.from({ length: width * height }, (_, i) => ((i % width) % 2 === 0 ? (Math.floor(i / width) % 3 === 0 ? TileKind.Corridor : TileKind.Room) : TileKind.Void)) });
      // A checkerboard of room and corridor: every tile its own run and area.
      pictures.push({ width, kinds: Uint8Array.from({ length: width * height }, (_, i) => (((i % width) + Math.floor(i / width)) & 1 ? TileKind.Room : TileKind.Corridor)) });
    }
    for (const { width, kinds } of pictures) {
      const expectedAreaOf = new Uint16Array(kinds.length);
      const expectedAreas: Area[] = [];
      referenceLabel(kinds, width, expectedAreaOf, expectedAreas);
      const grid = { width, height: kinds.length / width, kinds };
      const areaOf = new Uint16Array(kinds.length);
      const areas: Area[] = [];
      const openings = labelFloorAndFindOpenings(grid, areaOf, areas, kindOfTile);
      expect(areas).toEqual(expectedAreas);
      expect(Array.from(areaOf)).toEqual(Array.from(expectedAreaOf));
      expect(openings).toEqual(referenceOpenings(width, expectedAreaOf, () => "open"));
    }
  });

  it("a grid whose tile bytes start at an odd offset in their buffer is labelled like any other", () => {
    const buffer = new Uint8Array(1 + 8 * 5);
    const kinds = buffer.subarray(1);
    [9, 10, 11, 17, 18, 19, 13, 21, 29, 30].forEach((tile) => (kinds[tile] = TileKind.Room));
    const grid = { width: 8, height: 5, kinds };
    const areaOf = new Uint16Array(kinds.length);
    const areas: Area[] = [];
    labelFloor(grid, areaOf, areas, kindOfTile);
    const expectedAreaOf = new Uint16Array(kinds.length);
    const expectedAreas: Area[] = [];
    referenceLabel(Uint8Array.from(kinds), 8, expectedAreaOf, expectedAreas);
    expect(areas).toEqual(expectedAreas);
    expect(areas).toHaveLength(2);
    expect(Array.from(areaOf)).toEqual(Array.from(expectedAreaOf));
  });
});

describe("measuring and claiming", () => {
  it("measureArea: the bounds of an area whose tiles are not a rectangle (left- and top-most tiles apart)", () => {
    const width = 7;
    const areaOf = new Uint16Array(7 * 6);
    // Area id 2 (label 3): an L and a stray tile; its leftmost tile is in its last row.
    [3 * 7 + 4, 3 * 7 + 5, 4 * 7 + 5, 5 * 7 + 1, 5 * 7 + 2].forEach((tile) => (areaOf[tile] = 3));
    areaOf[0] = 1;
    areaOf[6 * 7 - 1] = 2;
    expect(measureArea(areaOf, width, 2, "cave")).toEqual({ id: 2, kind: "cave", bounds: { x: 1, y: 3, width: 5, height: 3 }, size: 5 });
    expect(measureArea(areaOf, width, 0, "room")).toEqual({ id: 0, kind: "room", bounds: { x: 0, y: 0, width: 1, height: 1 }, size: 1 });
    expect(measureArea(areaOf, width, 1, "room")).toEqual({ id: 1, kind: "room", bounds: { x: 6, y: 5, width: 1, height: 1 }, size: 1 });
  });

  it("measureArea: an area with no tile is empty, at the origin", () => {
    const areaOf = Uint16Array.from([1, 1, 0, 0]);
    expect(measureArea(areaOf, 2, 4, "room")).toEqual({ id: 4, kind: "room", bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
  });

  it("claimRect: claims floor only, down to the rectangle's last row, leaving tiles of other areas and outside it", () => {
    const grid = createGrid(5, 4);
    fillRect(grid, { x: 0, y: 0, width: 5, height: 4 }, TileKind.Room);
    grid.kinds[1 * 5 + 2] = TileKind.Wall;
    grid.kinds[2 * 5 + 1] = TileKind.Corridor;
    const areaOf = new Uint16Array(20);
    areaOf[3 * 5 + 3] = 9;
    expect(claimRect(grid, areaOf, { x: 1, y: 1, width: 3, height: 3 }, 4)).toBe(7);
    expect(Array.from(areaOf)).toEqual([
      0, 0, 0, 0, 0,
      0, 5, 0, 5, 0,
      0, 5, 5, 5, 0,
      0, 5, 5, 9, 0,
    ]);
  });
});

describe("claiming a rectangle above more floor", () => {
  it("claimRect stops at the rectangle's last row: the floor right below it stays unclaimed", () => {
    const grid = createGrid(4, 5);
    fillRect(grid, { x: 0, y: 0, width: 4, height: 5 }, TileKind.Room);
    const areaOf = new Uint16Array(20);
    expect(claimRect(grid, areaOf, { x: 1, y: 1, width: 2, height: 2 }, 0)).toBe(4);
    expect(Array.from(areaOf)).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("the area graph, against brute force on random graphs", () => {
  const graphs = fc
    .integer({ min: 1, max: 9 })
    .chain((areaCount) =>
      fc.record({
        areaCount: fc.constant(areaCount),
        edges: fc.array(fc.tuple(fc.nat(areaCount - 1), fc.nat(areaCount - 1)), { maxLength: 14 }),
      }),
    );

  /** Components of the graph without edge `skip` (−1: none), by repeated relaxation. */
  function componentCount(areaCount: number, edges: [number, number][], skip: number): number {
    const group = Array.from({ length: areaCount }, (_, a) => a);
    for (let changed = true; changed; ) {
      changed = false;
      edges.forEach(([a, b], k) => {
        if (k === skip) return;
        const low = Math.min(group[a], group[b]);
        if (group[a] !== low || group[b] !== low) {
          group[a] = group[b] = low;
          changed = true;
        }
      });
    }
    return new Set(group).size;
  }

  function distancesFrom(areaCount: number, edges: [number, number][], from: number): number[] {
    const distance = Array.from({ length: areaCount }, (_, a): number => (a === from ? 0 : -1));
    for (let step = 0; step < areaCount; step++) {
      for (const [a, b] of edges) {
        for (const [p, q] of [[a, b], [b, a]]) if (distance[p] === step && distance[q] < 0) distance[q] = step + 1;
      }
    }
    return distance;
  }

  it("degree, dead ends, bridges, loops, components and distances equal the brute-force ones", () => {
    fc.assert(
      fc.property(graphs, ({ areaCount, edges }) => {
        const graph = buildAreaGraph(areaCount, edges.map(([from, to]) => ({ tile: 0, from, to, kind: "open" as const })));
        const components = componentCount(areaCount, edges, -1);
        expect(graph.components).toBe(components);
        const neighbourSets = Array.from({ length: areaCount }, () => new Set<number>());
        for (const [a, b] of edges) {
          if (a === b) continue;
          neighbourSets[a].add(b);
          neighbourSets[b].add(a);
        }
        expect(Array.from(graph.degree)).toEqual(neighbourSets.map((s) => s.size));
        expect(Array.from(graph.deadEnd)).toEqual(neighbourSets.map((s) => (s.size === 1 ? 1 : 0)));
        const distinct = new Set(edges.filter(([a, b]) => a !== b).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`)).size;
        expect(graph.loops).toBe(distinct - areaCount + components);
        expect(Array.from(graph.bridge)).toEqual(edges.map((_, k) => (componentCount(areaCount, edges, k) > components ? 1 : 0)));
        for (let from = 0; from < areaCount; from++) expect(Array.from(areaDistances(graph, from))).toEqual(distancesFrom(areaCount, edges, from));
        expect(Array.from(areaDistances(graph, areaCount))).toEqual(new Array(areaCount).fill(-1));
        expect(Array.from(areaDistances(graph, -1))).toEqual(new Array(areaCount).fill(-1));
      }),
      { numRuns: runs(200, 2000) },
    );
  });
});

describe("open floor split into rooms: the crawlers' one-scan way equals the step-by-step way", () => {
  /** Open floor inside a void frame with void blocks in it (open spaces of every size, some over 512 tiles, so large areas are split). */
  const openFloor = fc
    .record({ width: fc.integer({ min: 5, max: 70 }), height: fc.integer({ min: 5, max: 70 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        blocks: fc.array(fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1), width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) }), { maxLength: 30 }),
      }),
    );

  function floorGrid({ width, height, blocks }: { width: number; height: number; blocks: { x: number; y: number; width: number; height: number }[] }) {
    const grid = createGrid(width, height);
    fillRect(grid, { x: 1, y: 1, width: width - 2, height: height - 2 }, TileKind.Room);
    for (const block of blocks) fillRect(grid, block, TileKind.Void);
    // The frame stays void: floor never lies on the map's edge.
    fillRect(grid, { x: 0, y: 0, width, height: 1 }, TileKind.Void);
    fillRect(grid, { x: 0, y: height - 1, width, height: 1 }, TileKind.Void);
    fillRect(grid, { x: 0, y: 0, width: 1, height }, TileKind.Void);
    fillRect(grid, { x: width - 1, y: 0, width: 1, height }, TileKind.Void);
    return grid;
  }

  /** Chebyshev distance to the nearest non-floor tile, ring by ring (0 on non-floor; floor never lies on the edge). */
  function distanceByRings(kinds: Uint8Array, width: number): Uint16Array {
    const height = kinds.length / width;
    const distance = new Uint16Array(kinds.length);
    for (let i = 0; i < kinds.length; i++) {
      if (!isFloor(kinds[i])) continue;
      const [x, y] = [i % width, Math.floor(i / width)];
      let r = 1;
      const wallWithin = (r: number) => {
        for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && !isFloor(kinds[ny * width + nx])) return true;
        }
        return false;
      };
      while (!wallWithin(r)) r++;
      distance[i] = r;
    }
    return distance;
  }

  /** Room where a 3×3 square of floor fits, corridor elsewhere, from the distances (the rule, tile by tile). */
  function classifyByRule(kinds: Uint8Array, width: number, distance: Uint16Array): Uint8Array {
    const classified = kinds.slice();
    for (let i = 0; i < kinds.length; i++) {
      if (!isFloor(kinds[i])) continue;
      let open = false;
      for (const dy of [-1, 0, 1]) for (const dx of [-1, 0, 1]) if (distance[i + dy * width + dx] >= 2) open = true;
      classified[i] = open ? TileKind.Room : TileKind.Corridor;
    }
    return classified;
  }

  it("classifies while measuring as the distances and the 3×3 rule do, then splits and finds openings as labelFloor, splitLargeAreas and findOpenings do", () => {
    fc.assert(
      fc.property(openFloor, (input) => {
        const reference = floorGrid(input);
        const distance = distanceByRings(reference.kinds, input.width);
        const classified = classifyByRule(reference.kinds, input.width, distance);

        const grid = floorGrid(input);
        const rooms = new RoomTilesByDistance(input.width, input.height);
        const measured = distanceAndOpenFloor(grid, rooms);
        expect(Array.from(measured)).toEqual(Array.from(distance));
        expect(Array.from(grid.kinds)).toEqual(Array.from(classified));

        // Step by step, on the classified floor.
        reference.kinds.set(classified);
        const stepAreaOf = new Uint16Array(classified.length);
        const stepAreas = splitRoomFloor(reference, stepAreaOf, distance);
        labelFloor(reference, stepAreaOf, stepAreas, kindOfTile);
        splitLargeAreas(reference, stepAreaOf, stepAreas);
        const stepOpenings = findOpenings(reference, stepAreaOf);

        const areaOf = new Uint16Array(classified.length);
        const areas = splitRoomFloor(grid, areaOf, measured, rooms);
        const openings = labelSplitAndFindOpenings(grid, areaOf, areas, kindOfTile);
        expect(areas).toEqual(stepAreas);
        expect(Array.from(areaOf)).toEqual(Array.from(stepAreaOf));
        expect(openings).toEqual(stepOpenings);
        rooms.release();
      }),
      { numRuns: runs(40, 400) },
    );
  });
});
