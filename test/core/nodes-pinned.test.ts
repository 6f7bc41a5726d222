/**
 * Pins what the nodes layout's own test left open (its mutation run): the exact option clamps, the
 * top offset, the rules of the expansion step by step as the preview sees them (which tile is
 * filled, which exits it may take before and after the node count, when a placed tile is
 * reopened), the piece carved in every node tile, rooms and openings, and what the step hooks and
 * the registry report.
 *
 * The expansion is watched through the step listener: every "node" step shows the grid with one
 * more node tile, and a tile's exits can be read off the map, since a corridor crosses a node
 * tile's edge exactly where the tile has an exit.
 */
import { Grid, TileKind, createGrid, isFloor } from "../../src/core/grid";
import type { Layout } from "../../src/core/layout/contract";
import { findLayout } from "../../src/core/layout/index";
import { NODES_DEFAULTS, NodeGeometry, NodesOptions, checkNodesSize, nodeGeometry, nodes, nodesMinimumSize } from "../../src/core/layout/nodes";
import { Random } from "../../src/core/random";

/** Exit bits of a node tile, as in the layout: N 1, E 2, S 4, W 8. */
const SIDES = [
  { bit: 1, dx: 0, dy: -1 },
  { bit: 2, dx: 1, dy: 0 },
  { bit: 4, dx: 0, dy: 1 },
  { bit: 8, dx: -1, dy: 0 },
] as const;

function exitCount(exits: number): number {
  return (exits & 1) + ((exits >> 1) & 1) + ((exits >> 2) & 1) + ((exits >> 3) & 1);
}

/** Default options with `given` on top, fitted as the generator does; the map must be large enough. */
function fitted(width: number, height: number, given: Partial<NodesOptions>): NodesOptions {
  const options = { ...NODES_DEFAULTS, ...given };
  nodes.fitOptions(options);
  expect(checkNodesSize(width, height, options)).toBeNull();
  return options;
}

interface Snapshot {
  step: string;
  kinds: Uint8Array;
  layout: Layout;
}

/**
 * Carves a nodes map and keeps a copy of the grid at every step the preview is shown (unless
 * `watch` is false). There is one "node" step per node tile at most: a run past that stops with
 * an error rather than looping for ever.
 */
function carveWatched(width: number, height: number, options: NodesOptions, seed: number, watch = true) {
  const grid = createGrid(width, height);
  const snapshots: Snapshot[] = [];
  const geometry = nodeGeometry(width, height, options);
  let nodeSteps = 0;
  const listener = (step: string, stepLayout: Layout) => {
    if (step === "node" && ++nodeSteps > geometry.columns * geometry.rows) throw new Error(`node step ${nodeSteps} on a grid of ${geometry.columns * geometry.rows} node tiles`);
    if (watch) snapshots.push({ step, kinds: grid.kinds.slice(), layout: stepLayout });
  };
  const layout = nodes.carve(grid, options, new Random(seed), { prefabs: [] }, listener);
  return { grid, layout, snapshots, geometry };
}

/** Reads node tiles off a map, once: which hold floor, their exits, whether they are rooms. */
class TileReader {
  private readonly isPlaced: Uint8Array;
  private readonly exitsOf: Uint8Array;
  private readonly roomTiles: Uint8Array;

  constructor(
    private readonly kinds: Uint8Array,
    private readonly width: number,
    private readonly geometry: NodeGeometry,
  ) {
    const count = geometry.columns * geometry.rows;
    this.isPlaced = new Uint8Array(count);
    this.exitsOf = new Uint8Array(count);
    this.roomTiles = new Uint8Array(count);
    const { size, junctionX: jx, junctionY: jy } = geometry;
    for (let cell = 0; cell < count; cell++) {
      const { x, y } = this.corner(cell);
      // A node tile is placed once it holds floor (even a lone tile without exits has its junction).
      for (let j = 0; j < size; j++) {
        for (let i = 0; i < size; i++) {
          const kind = this.kindAt(x + i, y + j);
          if (isFloor(kind)) this.isPlaced[cell] = 1;
          if (kind === TileKind.Room) this.roomTiles[cell] = 1;
        }
      }
      // The exits: floor on the tile's edge in line with the junction, where a corridor leaves it.
      let exits = 0;
      if (isFloor(this.kindAt(x + jx, y))) exits |= 1;
      if (isFloor(this.kindAt(x + size - 1, y + jy))) exits |= 2;
      if (isFloor(this.kindAt(x + jx, y + size - 1))) exits |= 4;
      if (isFloor(this.kindAt(x, y + jy))) exits |= 8;
      this.exitsOf[cell] = exits;
    }
  }

  get cellCount(): number {
    return this.geometry.columns * this.geometry.rows;
  }

  corner(cell: number): { x: number; y: number } {
    const { originX, originY, columns, size } = this.geometry;
    return { x: originX + (cell % columns) * size, y: originY + Math.floor(cell / columns) * size };
  }

  kindAt(x: number, y: number): number {
    return this.kinds[y * this.width + x];
  }

  placed(cell: number): boolean {
    return this.isPlaced[cell] === 1;
  }

  exits(cell: number): number {
    return this.exitsOf[cell];
  }

  isRoom(cell: number): boolean {
    return this.roomTiles[cell] === 1;
  }

  /** The neighbour across `side`, or −1 past the node grid's edge. */
  neighbour(cell: number, side: number): number {
    const { columns, rows } = this.geometry;
    const column = (cell % columns) + SIDES[side].dx;
    const row = Math.floor(cell / columns) + SIDES[side].dy;
    return column >= 0 && column < columns && row >= 0 && row < rows ? row * columns + column : -1;
  }

  placedCells(): number[] {
    const cells: number[] = [];
    for (let cell = 0; cell < this.cellCount; cell++) if (this.placed(cell)) cells.push(cell);
    return cells;
  }

  /** Unplaced node tiles an exit of a placed tile points into: the open list. */
  openTiles(): Set<number> {
    const open = new Set<number>();
    for (const cell of this.placedCells()) {
      const exits = this.exits(cell);
      for (let side = 0; side < 4; side++) {
        const next = this.neighbour(cell, side);
        if (exits & SIDES[side].bit && next >= 0 && !this.placed(next)) open.add(next);
      }
    }
    return open;
  }

  /** Sides of `cell` that lead to an unplaced node tile inside the grid. */
  freeSides(cell: number): number {
    let free = 0;
    for (let side = 0; side < 4; side++) {
      const next = this.neighbour(cell, side);
      if (next >= 0 && !this.placed(next)) free |= SIDES[side].bit;
    }
    return free;
  }
}

/**
 * The floor a node tile's piece should have, tile-local (TileKind per tile, row-major): a corridor
 * is the corridorWidth square junction plus an arm from it to the edge through each exit; a room
 * fills columns 1 … size − 2 and rows roomTop … size − 1 − roomBottomGap, with a corridor stub
 * from the room to the edge through each exit.
 */
function expectedPiece(geometry: NodeGeometry, exits: number, room: boolean): Uint8Array {
  const { size, junctionX: jx, junctionY: jy, corridorWidth: cw, roomTop, roomBottomGap } = geometry;
  const piece = new Uint8Array(size * size);
  const roomBottom = size - 1 - roomBottomGap;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const inColumns = i >= jx && i < jx + cw;
      const inRows = j >= jy && j < jy + cw;
      let kind: number = TileKind.Void;
      if (room) {
        if (i >= 1 && i <= size - 2 && j >= roomTop && j <= roomBottom) kind = TileKind.Room;
        else if ((exits & 1 && inColumns && j < roomTop) || (exits & 4 && inColumns && j > roomBottom) || (exits & 8 && inRows && i === 0) || (exits & 2 && inRows && i === size - 1)) kind = TileKind.Corridor;
      } else if (
        (inColumns && inRows) ||
        (exits & 1 && inColumns && j < jy) ||
        (exits & 4 && inColumns && j >= jy + cw) ||
        (exits & 8 && inRows && i < jx) ||
        (exits & 2 && inRows && i >= jx + cw)
      ) {
        kind = TileKind.Corridor;
      }
      piece[j * size + i] = kind;
    }
  }
  return piece;
}

/**
 * Every map tile as it should be: each placed node tile its piece for the exits it shows (a room
 * piece where it holds room floor), everything else void. Returns the first few differences.
 */
function pieceProblems(kinds: Uint8Array, width: number, height: number, geometry: NodeGeometry, reader = new TileReader(kinds, width, geometry)): string[] {
  const expected = new Uint8Array(width * height);
  // 16 exit shapes, corridor or room: the same few pieces over and over.
  const pieces = new Map<number, Uint8Array>();
  for (const cell of reader.placedCells()) {
    const key = reader.exits(cell) + (reader.isRoom(cell) ? 16 : 0);
    if (!pieces.has(key)) pieces.set(key, expectedPiece(geometry, reader.exits(cell), reader.isRoom(cell)));
    const piece = pieces.get(key)!;
    const { x, y } = reader.corner(cell);
    for (let j = 0; j < geometry.size; j++) for (let i = 0; i < geometry.size; i++) expected[(y + j) * width + x + i] = piece[j * geometry.size + i];
  }
  const problems: string[] = [];
  for (let tile = 0; tile < kinds.length && problems.length < 5; tile++) {
    if (kinds[tile] !== expected[tile]) problems.push(`(${tile % width},${Math.floor(tile / width)}) is kind ${kinds[tile]}, should be ${expected[tile]}`);
  }
  return problems;
}

/** Exits of two neighbouring placed tiles agree, and none leads off the node grid. */
function exitMismatches(reader: TileReader): string[] {
  const problems: string[] = [];
  for (const cell of reader.placedCells()) {
    const exits = reader.exits(cell);
    for (let side = 0; side < 4; side++) {
      const next = reader.neighbour(cell, side);
      const here = (exits & SIDES[side].bit) !== 0;
      if (next < 0) {
        if (here) problems.push(`tile ${cell} has an exit off the grid (side ${side})`);
      } else if (reader.placed(next) && here !== ((reader.exits(next) & SIDES[(side + 2) & 3].bit) !== 0)) {
        problems.push(`tiles ${cell} and ${next} disagree about their shared side`);
      }
    }
  }
  return problems;
}

/**
 * Replays the expansion from the snapshots and checks each "node" step against the rules; returns
 * what went wrong, and the exits of each tile that opened a new exit when it was placed (the
 * shapes "force bigger" chose).
 */
function expansionProblems(width: number, height: number, options: NodesOptions, seed: number) {
  const { snapshots, geometry } = carveWatched(width, height, options, seed);
  const problems: string[] = [];
  const chosenShapes: number[] = [];
  const order: number[] = [];
  const { columns, rows } = geometry;
  let before = new TileReader(new Uint8Array(width * height), width, geometry);
  let placedBefore: number[] = [];
  const nodeSteps = snapshots.filter((s) => s.step === "node");
  for (const [index, snapshot] of nodeSteps.entries()) {
    const at = `seed ${seed}, step ${index + 1}`;
    const reader = new TileReader(snapshot.kinds, width, geometry);
    const placedNow = reader.placedCells();
    const added = placedNow.filter((cell) => !placedBefore.includes(cell));
    if (added.length !== 1 || placedNow.length !== placedBefore.length + 1) {
      problems.push(`${at}: ${added.length} new tiles, ${placedNow.length} placed after ${placedBefore.length}`);
      break;
    }
    const cell = added[0];
    const exits = reader.exits(cell);
    order.push(cell);
    problems.push(...pieceProblems(snapshot.kinds, width, height, geometry, reader).map((p) => `${at}: ${p}`));
    problems.push(...exitMismatches(reader).map((p) => `${at}: ${p}`));

    // Which tile is filled: the centre first, then one an exit points into.
    const open = before.openTiles();
    const changed = placedBefore.filter((other) => reader.exits(other) !== before.exits(other));
    if (index === 0) {
      if (cell !== (rows >> 1) * columns + (columns >> 1)) problems.push(`${at}: the first tile is ${cell}, not the centre`);
    } else if (open.size > 0) {
      if (!open.has(cell)) problems.push(`${at}: tile ${cell} is not on the open list`);
      if (changed.length > 0) problems.push(`${at}: tiles ${changed} changed exits while the open list had ${open.size} tiles`);
    } else {
      // The open list ran dry: below nodeCount, the first placed tile with an empty neighbour
      // gains one exit toward it, and that neighbour is filled.
      if (placedBefore.length >= options.nodeCount) problems.push(`${at}: reopened with ${placedBefore.length} tiles placed, nodeCount ${options.nodeCount}`);
      const first = order.find((other) => other !== cell && before.freeSides(other) !== 0);
      const gained = first === undefined ? 0 : reader.exits(first) & ~before.exits(first);
      if (changed.length !== 1 || changed[0] !== first || exitCount(gained) !== 1 || !(before.freeSides(first) & gained)) {
        problems.push(`${at}: reopened ${changed}, expected one new exit on tile ${first}`);
      } else if (reader.neighbour(first, SIDES.findIndex((s) => s.bit === gained)) !== cell) {
        problems.push(`${at}: tile ${cell} is not the one tile ${first} was reopened toward`);
      }
    }

    // Which exits it takes: those its placed neighbours ask for (checked above), plus, below the
    // node count, at least one toward an empty tile whenever it has one; none from then on.
    const towardEmpty = exits & before.freeSides(cell);
    if (towardEmpty !== 0) chosenShapes.push(exits);
    if (placedBefore.length < options.nodeCount) {
      if (before.freeSides(cell) !== 0 && towardEmpty === 0) problems.push(`${at}: tile ${cell} opened no new exit below nodeCount`);
    } else if (towardEmpty !== 0) {
      problems.push(`${at}: tile ${cell} opened exits ${towardEmpty} after nodeCount was reached`);
    }
    before = reader;
    placedBefore = placedNow;
    if (problems.length > 8) break;
  }

  // Closed: no exit points into an empty tile; the count is reached, or the grid is full.
  const close = snapshots.find((s) => s.step === "close");
  if (!close) problems.push(`seed ${seed}: no close step`);
  else {
    const reader = new TileReader(close.kinds, width, geometry);
    if (reader.openTiles().size > 0) problems.push(`seed ${seed}: exits into empty tiles at close: ${[...reader.openTiles()]}`);
    const placed = reader.placedCells().length;
    if (placed < Math.min(options.nodeCount, columns * rows)) problems.push(`seed ${seed}: ${placed} tiles at close, nodeCount ${options.nodeCount}`);
    if (placed !== nodeSteps.length) problems.push(`seed ${seed}: ${placed} tiles at close after ${nodeSteps.length} node steps`);
    problems.push(...pieceProblems(close.kinds, width, height, geometry).map((p) => `seed ${seed}, close: ${p}`));
  }
  return { problems: problems.slice(0, 10), chosenShapes };
}

/** Map sizes and options that give wide, tall, small and large node grids (one, two, even and odd column counts). */
const EXPANSIONS: { width: number; height: number; given: Partial<NodesOptions> }[] = [
  { width: 60, height: 60, given: { nodeCount: 12 } },
  { width: 72, height: 44, given: { nodeCount: 30 } },
  { width: 60, height: 17, given: { nodeSize: 3, wallHeight: 1, corridorWidth: 1, nodeCount: 20 } },
  { width: 17, height: 60, given: { nodeSize: 3, wallHeight: 1, corridorWidth: 1, nodeCount: 20 } },
  { width: 34, height: 34, given: { nodeSize: 3, wallHeight: 1, corridorWidth: 1, nodeCount: 40 } },
  { width: 40, height: 40, given: { nodeSize: 4, wallHeight: 1, corridorWidth: 2, nodeCount: 9999 } },
  { width: 50, height: 70, given: { nodeSize: 9, wallHeight: 3, corridorWidth: 5, nodeCount: 6 } },
  { width: 20, height: 80, given: { nodeSize: 5, wallHeight: 2, corridorWidth: 2, nodeCount: 10 } },
  // One and two columns of node tiles: carving a tile must not touch the tiles above or below it.
  { width: 9, height: 60, given: { nodeCount: 6 } },
  { width: 16, height: 80, given: { nodeCount: 14 } },
];

describe("options", () => {
  test("the smallest node tile is wallHeight + 2 tiles: accepted as is, one less is raised with the reason", () => {
    const smallest = { ...NODES_DEFAULTS, wallHeight: 3, nodeSize: 5, corridorWidth: 1 };
    expect(nodes.fitOptions(smallest)).toEqual([]);
    expect(smallest.nodeSize).toBe(5);
    const tooSmall = { ...NODES_DEFAULTS, wallHeight: 3, nodeSize: 4, corridorWidth: 1 };
    expect(nodes.fitOptions(tooSmall)).toEqual(["nodeSize 4 is too small (a corridor and wallHeight + 1 rows of wall must fit a node tile); using 5"]);
    expect(tooSmall.nodeSize).toBe(5);
  });

  test("the widest corridor leaves wallHeight + 1 rows in its node tile: accepted as is, one wider is narrowed", () => {
    // Defaults: nodeSize 7 − wallHeight 2 − 1 = 4.
    const widest = { ...NODES_DEFAULTS, corridorWidth: 4 };
    expect(nodes.fitOptions(widest)).toEqual([]);
    expect(widest.corridorWidth).toBe(4);
    const tooWide = { ...NODES_DEFAULTS, corridorWidth: 5 };
    expect(nodes.fitOptions(tooWide)).toEqual([
      "corridorWidth 5 is too large (nodeSize − wallHeight − 1 rows must stay free between node tiles for the wall); using 4",
    ]);
  });

  test("the top keeps the larger of border and wallHeight, so the wall face of the first row fits", () => {
    const tallWall = { ...NODES_DEFAULTS, border: 1, wallHeight: 3, corridorWidth: 1 };
    expect(nodesMinimumSize(tallWall)).toEqual({ width: 9, height: 11 });
    // 23 × 13: three columns; 13 − 3 − 1 = 9 rows of region, one node row centred one row lower.
    expect(nodeGeometry(23, 13, tallWall)).toMatchObject({ originX: 1, originY: 4, columns: 3, rows: 1 });
    const wideBorder = { ...NODES_DEFAULTS, border: 3, wallHeight: 1 };
    expect(nodesMinimumSize(wideBorder)).toEqual({ width: 13, height: 13 });
    expect(nodeGeometry(13, 13, wideBorder)).toMatchObject({ originX: 3, originY: 3, columns: 1, rows: 1 });
  });
});

/** The carved grid as text: ' ' void, '.' room floor, ',' corridor floor (as renderText draws them). */
function picture(grid: Grid): string[] {
  const chars = [" ", ".", ",", "#"];
  const lines: string[] = [];
  for (let y = 0; y < grid.height; y++) lines.push(Array.from(grid.kinds.subarray(y * grid.width, (y + 1) * grid.width), (kind) => chars[kind]).join(""));
  return lines;
}

describe("a row of three node tiles (23 × 10 with the defaults)", () => {
  test("node count 3 and no rooms: one straight corridor from the first junction to the last, whatever the seed", () => {
    // Node tiles start at x 1 and y 2 (the top keeps wallHeight 2); the junction is columns and
    // rows 2…4 of a tile, so the corridor runs x 3…19 on rows 4…6.
    const corridor = " ".repeat(3) + ",".repeat(17) + " ".repeat(3);
    const expected = [...Array(4).fill(" ".repeat(23)), corridor, corridor, corridor, ...Array(3).fill(" ".repeat(23))];
    for (let seed = 0; seed < 6; seed++) {
      const { grid, layout } = carveWatched(23, 10, fitted(23, 10, { nodeCount: 3, roomChance: 0 }), seed);
      expect(picture(grid)).toEqual(expected);
      expect(layout.areas.map((area) => area.kind)).toEqual(["corridor"]);
      expect(layout.openings).toEqual([]);
    }
  });

  test("every tile a room: three rooms joined by corridor stubs, one open opening per meeting on the west tile's edge", () => {
    const { grid, layout } = carveWatched(23, 10, fitted(23, 10, { nodeCount: 3, roomChance: 100 }), 4);
    // Rooms fill columns 1…5 and rows 2…5 of each tile (roomTop 2, one row kept below for the wall).
    const stubs = "  .....,,.....,,.....  ";
    const rooms = "  .....  .....  .....  ";
    const blank = " ".repeat(23);
    expect(picture(grid)).toEqual([blank, blank, blank, blank, stubs, stubs, stubs, rooms, blank, blank]);
    expect(layout.areas).toEqual([
      { id: 0, kind: "room", bounds: { x: 2, y: 4, width: 6, height: 4 }, size: 23 },
      { id: 1, kind: "room", bounds: { x: 8, y: 4, width: 7, height: 4 }, size: 26 },
      { id: 2, kind: "room", bounds: { x: 15, y: 4, width: 6, height: 4 }, size: 23 },
    ]);
    // The middle of the corridor (row 5), on the last column of the west tile.
    expect(layout.openings).toEqual([
      { tile: 5 * 23 + 7, from: 0, to: 1, kind: "open" },
      { tile: 5 * 23 + 14, from: 1, to: 2, kind: "open" },
    ]);
    expect(layout.overlay).toEqual({
      boxes: [0, 1, 2].map((column) => ({ x: 1 + 7 * column, y: 2, width: 7, height: 7 })),
      lines: [],
      marks: [],
    });
  });

  test("node count 2: the expansion ends where the open list runs dry at the count, with no extra tile", () => {
    // The centre takes east, west or both. One exit: its neighbour is the second tile and a dead
    // end (the grid's edge), so two tiles. Both: the second closing tile makes three.
    const seen = new Set<number>();
    for (let seed = 0; seed < 16; seed++) {
      const options = fitted(23, 10, { nodeCount: 2 });
      const { grid, snapshots, geometry } = carveWatched(23, 10, options, seed);
      const centreExits = new TileReader(snapshots[0].kinds, 23, geometry).exits(1);
      const tiles = new TileReader(grid.kinds, 23, geometry).placedCells().length;
      expect([seed, centreExits, tiles]).toEqual([seed, centreExits, exitCount(centreExits) === 1 ? 2 : 3]);
      seen.add(tiles);
    }
    expect([...seen].sort()).toEqual([2, 3]);
  });
});

describe("the expansion, step by step", () => {
  test.each(EXPANSIONS.map((e) => [`${e.width}×${e.height} ${JSON.stringify(e.given)}`, e] as const))(
    "%s: each step fills one open tile with exits meeting its neighbours, new exits only below nodeCount, reopens only when dry",
    (_, { width, height, given }) => {
      const options = fitted(width, height, given);
      for (let seed = 0; seed < 3; seed++) expect(expansionProblems(width, height, options, seed).problems).toEqual([]);
    },
  );

  test("growing, a tile may take any shape that adds an exit: all eleven of two or more exits, the four-way crossroads among them", () => {
    // Only tiles that opened a new exit count: a tile whose four neighbours all point at it is a
    // four-way crossroads without choosing it. (One-exit shapes add an exit only for the first tile.)
    const shapes = new Set<number>();
    for (let seed = 0; seed < 6; seed++) {
      for (const exits of expansionProblems(60, 60, fitted(60, 60, { nodeCount: 40 }), seed).chosenShapes) shapes.add(exits);
    }
    expect([...shapes].filter((exits) => exitCount(exits) >= 2).sort((a, b) => a - b)).toEqual([3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15]);
  });
});

describe("the finished map", () => {
  test.each(EXPANSIONS.map((e) => [`${e.width}×${e.height} ${JSON.stringify(e.given)}`, e] as const))(
    "%s: every node tile its piece, exits agreeing, areas by tile kind, one open opening per meeting of two areas",
    (_, { width, height, given }) => {
      for (const roomChance of [0, 50, 100]) {
        const options = fitted(width, height, { ...given, roomChance });
        const { grid, layout, geometry } = carveWatched(width, height, options, roomChance + 1, false);
        const reader = new TileReader(grid.kinds, width, geometry);
        expect(pieceProblems(grid.kinds, width, height, geometry)).toEqual([]);
        expect(exitMismatches(reader)).toEqual([]);
        const expectedOpenings: { tile: number; from: number; to: number; kind: string }[] = [];
        const roomAreas = new Set<number>();
        const areaOfTile = (cell: number) => {
          const { x, y } = reader.corner(cell);
          return layout.areaOf[(y + geometry.junctionY) * width + x + geometry.junctionX] - 1;
        };
        const tileProblems: string[] = [];
        for (const cell of reader.placedCells()) {
          const exits = reader.exits(cell);
          const area = areaOfTile(cell);
          const room = reader.isRoom(cell);
          // Room chance 100 makes every tile a room, 0 none; a lone tile without exits is always one.
          if ((roomChance === 100 || exits === 0) && !room) tileProblems.push(`tile ${cell} should be a room`);
          if (roomChance === 0 && exits !== 0 && room) tileProblems.push(`tile ${cell} should not be a room`);
          // A room tile is a room of its own; a corridor tile of 3+ exits a crossroads; others corridors.
          const kind = room ? "room" : exitCount(exits) >= 3 ? "crossroads" : "corridor";
          if (layout.areas[area]?.kind !== kind) tileProblems.push(`tile ${cell} is in a ${layout.areas[area]?.kind} area, should be ${kind}`);
          if (room && roomAreas.has(area)) tileProblems.push(`room tile ${cell} shares area ${area}`);
          if (room) roomAreas.add(area);
          const { x, y } = reader.corner(cell);
          const middle = geometry.corridorWidth >> 1;
          const east = reader.neighbour(cell, 1);
          if (exits & 2 && areaOfTile(east) !== area) {
            expectedOpenings.push({ tile: (y + geometry.junctionY + middle) * width + x + geometry.size - 1, from: area, to: areaOfTile(east), kind: "open" });
          }
          const south = reader.neighbour(cell, 2);
          if (exits & 4 && areaOfTile(south) !== area) {
            expectedOpenings.push({ tile: (y + geometry.size - 1) * width + x + geometry.junctionX + middle, from: area, to: areaOfTile(south), kind: "open" });
          }
        }
        expect(tileProblems.slice(0, 5)).toEqual([]);
        const byTile = (a: { tile: number }, b: { tile: number }) => a.tile - b.tile;
        expect([...layout.openings].sort(byTile)).toEqual(expectedOpenings.sort(byTile));
        expect(layout.overlay.lines).toEqual([]);
        expect(layout.overlay.marks).toEqual([]);
      }
    },
  );
});

describe("what the step hooks and the registry report", () => {
  test("every step before the last: the node tiles as boxes and nothing else; the last the finished layout", () => {
    const options = fitted(60, 60, { nodeCount: 12 });
    const { layout, snapshots, geometry } = carveWatched(60, 60, options, 9);
    const nodeSteps = snapshots.filter((s) => s.step === "node").length;
    expect(snapshots.map((s) => s.step)).toEqual([...Array(nodeSteps).fill("node"), "close", "cleanup", "rooms"]);
    const boxes = [];
    for (let row = 0; row < geometry.rows; row++) {
      for (let column = 0; column < geometry.columns; column++) boxes.push({ x: geometry.originX + 7 * column, y: geometry.originY + 7 * row, width: 7, height: 7 });
    }
    expect(layout.overlay.boxes).toEqual(boxes);
    for (const { step, layout: shown } of snapshots.slice(0, -1)) {
      expect({ ...shown, areaOf: shown.areaOf.length }).toEqual({ algorithm: "nodes", areas: [], areaOf: 60 * 60, openings: [], overlay: { boxes, lines: [], marks: [] } });
      expect([step, shown.areaOf === layout.areaOf]).toEqual([step, true]);
    }
    expect(snapshots[snapshots.length - 1].layout).toBe(layout);
  });

  test("the registry entry: its name, where it comes from, and its steps in order", () => {
    expect(nodes.name).toBe("nodes");
    expect(findLayout("nodes")).toBe(nodes);
    expect(nodes.summary).toMatch(/^Tile-node expansion \(seed 004\)/);
    expect(nodes.steps).toEqual(["node", "close", "cleanup", "rooms"]);
  });
});
