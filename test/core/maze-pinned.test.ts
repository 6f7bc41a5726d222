/**
 * Pins the maze layout exactly (its mutation run, docs/mutation.md): the geometry and minimum size
 * against brute-force counts, the option clamp and size message word for word, the helpers that
 * nodes.ts shares (fillBlock, linkOffsets, neighbourCell, AreaBook, cellAreas) on hand-built
 * inputs, the longest path's breadth-first order, and whole carves on small seeded maps compared
 * with a slow reference written here: the same random draws (growing tree, braiding, rooms), then
 * the tiles, area labels, areas, openings, dead-end marks and path lines worked out the plain way,
 * tile by tile. The preview's step snapshots are checked against the same reference.
 */
import { Grid, Rect, TileKind, createGrid } from "../../src/core/grid";
import type { Area, AreaKind, Layout, Opening } from "../../src/core/layout/contract";
import {
  AreaBook,
  DX,
  DY,
  LINK_COUNT,
  MAZE_DEFAULTS,
  MAZE_RANGES,
  MazeGeometry,
  MazeOptions,
  cellAreas,
  checkMazeSize,
  fillBlock,
  fitMazeOptions,
  linkOffsets,
  longestCellPath,
  maze,
  mazeGeometry,
  mazeMinimumSize,
  neighbourCell,
  opposite,
} from "../../src/core/layout/maze";
import { Random } from "../../src/core/random";

const bits = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
const options = (given: Partial<MazeOptions> = {}): MazeOptions => ({ ...MAZE_DEFAULTS, ...given });

// ─────────────────────────────── the slow reference ───────────────────────────────

/** The geometry counted the plain way: as many paths as fit with a wall between each two, centred. */
function referenceGeometry(width: number, height: number, o: MazeOptions): MazeGeometry {
  const wallRows = Math.max(o.mazeWallWidth, o.wallHeight + 1);
  const top = Math.max(o.border, o.wallHeight);
  const spanWidth = width - 2 * o.border;
  const spanHeight = height - o.border - top;
  let columns = 0;
  while ((columns + 1) * o.mazePathWidth + columns * o.mazeWallWidth <= spanWidth) columns++;
  let rows = 0;
  while ((rows + 1) * o.mazePathWidth + rows * wallRows <= spanHeight) rows++;
  const usedWidth = columns * o.mazePathWidth + (columns - 1) * o.mazeWallWidth;
  const usedHeight = rows * o.mazePathWidth + (rows - 1) * wallRows;
  return {
    originX: o.border + Math.floor((spanWidth - usedWidth) / 2),
    originY: top + Math.floor((spanHeight - usedHeight) / 2),
    columns,
    rows,
    pathWidth: o.mazePathWidth,
    wallColumns: o.mazeWallWidth,
    wallRows,
  };
}

/** Neighbour of a cell by column and row, or −1 off the grid. */
function stepCell(cell: number, direction: number, columns: number, rows: number): number {
  const column = cell % columns;
  const row = Math.floor(cell / columns);
  const c = column + [0, 1, 0, -1][direction];
  const r = row + [-1, 0, 1, 0][direction];
  return c < 0 || r < 0 || c >= columns || r >= rows ? -1 : r * columns + c;
}

interface ReferenceMaze {
  geometry: MazeGeometry;
  /** Links after the growth, after braiding, after rooms (the final ones). */
  grown: number[];
  braided: number[];
  links: number[];
  deepest: number;
  roomOf: number[];
  blocks: Rect[];
}

/** The growing tree, braiding and rooms as the header describes them, drawing from `random` in the same order. */
function referenceMaze(width: number, height: number, o: MazeOptions, random: Random): ReferenceMaze {
  const geometry = referenceGeometry(width, height, o);
  const { columns, rows } = geometry;
  const count = columns * rows;
  const links: number[] = new Array(count).fill(0);
  const carved: boolean[] = new Array(count).fill(false);
  const entered: number[] = new Array(count).fill(-1);
  const depth: number[] = new Array(count).fill(0);
  const link = (cell: number, direction: number) => {
    links[cell] |= 1 << direction;
    links[stepCell(cell, direction, columns, rows)] |= 1 << ((direction + 2) % 4);
  };

  // Growth: newest cell first; a stuck cell leaves the active list (its place taken by the last one).
  let current = random.smallInt(0, count - 1);
  const active = [current];
  carved[current] = true;
  let deepest = current;
  while (active.length > 0) {
    const free = [0, 1, 2, 3].filter((d) => {
      const next = stepCell(current, d, columns, rows);
      return next >= 0 && !carved[next];
    });
    if (free.length === 0) {
      const at = active.indexOf(current);
      const last = active.pop() as number;
      if (at < active.length) active[at] = last;
      if (active.length > 0) current = active[random.smallInt(0, active.length - 1)];
      continue;
    }
    let direction = free[random.smallInt(0, free.length - 1)];
    const ahead = entered[current];
    if (ahead >= 0 && direction !== ahead && random.percent(o.mazeStraightChance) && free.includes(ahead)) direction = ahead;
    const next = stepCell(current, direction, columns, rows);
    link(current, direction);
    entered[next] = direction;
    depth[next] = depth[current] + 1;
    if (depth[next] > depth[deepest]) deepest = next;
    carved[next] = true;
    active.push(next);
    current = next;
  }
  const grown = links.slice();

  // Braiding: each dead end, by chance, knocks into an unlinked neighbour, a dead end when it can.
  for (let cell = 0; cell < count; cell++) {
    if (bits(links[cell]) !== 1 || !random.percent(o.mazeBraidChance)) continue;
    const deadEnds: number[] = [];
    const others: number[] = [];
    for (let d = 0; d < 4; d++) {
      const next = stepCell(cell, d, columns, rows);
      if (next < 0 || links[cell] & (1 << d)) continue;
      (bits(links[next]) === 1 ? deadEnds : others).push(d);
    }
    const pool = deadEnds.length > 0 ? deadEnds : others;
    if (pool.length === 0) continue; // a grid one cell wide: nothing beside to knock into
    link(cell, pool[random.smallInt(0, pool.length - 1)]);
  }
  const braided = links.slice();

  // Rooms: ten draws per room asked for; a block overlapping an earlier room is skipped.
  const roomOf: number[] = new Array(count).fill(0);
  const blocks: Rect[] = [];
  for (let attempt = 0; attempt < o.mazeRoomCount * 10 && blocks.length < o.mazeRoomCount; attempt++) {
    const w = Math.min(columns, random.smallInt(o.mazeRoomMinSize, o.mazeRoomMaxSize));
    const h = Math.min(rows, random.smallInt(o.mazeRoomMinSize, o.mazeRoomMaxSize));
    const x = random.smallInt(0, columns - w);
    const y = random.smallInt(0, rows - h);
    let free = true;
    for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) if (roomOf[r * columns + c] !== 0) free = false;
    if (!free) continue;
    blocks.push({ x, y, width: w, height: h });
    for (let r = y; r < y + h; r++) {
      for (let c = x; c < x + w; c++) {
        roomOf[r * columns + c] = blocks.length;
        if (c + 1 < x + w) link(r * columns + c, 1);
        if (r + 1 < y + h) link(r * columns + c, 2);
      }
    }
  }
  return { geometry, grown, braided, links, deepest, roomOf, blocks };
}

/** Areas of cells the plain way: one per room, one per junction cell, one per chain of other cells. */
function referenceCellAreas(links: ArrayLike<number>, columns: number, roomOf: ArrayLike<number>, present?: ArrayLike<number>): { areaOfCell: number[]; kinds: AreaKind[] } {
  const areaOfCell: number[] = new Array(links.length).fill(-1);
  const kinds: AreaKind[] = [];
  const roomArea = new Map<number, number>();
  const chain = (cell: number) => roomOf[cell] === 0 && bits(links[cell]) <= 2;
  for (let cell = 0; cell < links.length; cell++) {
    if (areaOfCell[cell] >= 0 || (present !== undefined && present[cell] === 0)) continue;
    if (roomOf[cell] !== 0) {
      if (!roomArea.has(roomOf[cell])) {
        roomArea.set(roomOf[cell], kinds.length);
        kinds.push("room");
      }
      areaOfCell[cell] = roomArea.get(roomOf[cell]) as number;
      continue;
    }
    const id = kinds.length;
    areaOfCell[cell] = id;
    if (!chain(cell)) {
      kinds.push("crossroads");
      continue;
    }
    kinds.push("corridor");
    const todo = [cell];
    while (todo.length > 0) {
      const at = todo.pop() as number;
      [-columns, 1, columns, -1].forEach((offset, d) => {
        const next = at + offset;
        if (links[at] & (1 << d) && areaOfCell[next] < 0 && chain(next)) {
          areaOfCell[next] = id;
          todo.push(next);
        }
      });
    }
  }
  return { areaOfCell, kinds };
}

/** Breadth-first from `start` (north, east, south, west), then back from the cell reached last. */
function referenceLongestPath(links: ArrayLike<number>, columns: number, start: number): number[] {
  const parent = new Map<number, number>([[start, -1]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    [-columns, 1, columns, -1].forEach((offset, d) => {
      if (links[cell] & (1 << d) && !parent.has(cell + offset)) {
        parent.set(cell + offset, cell);
        queue.push(cell + offset);
      }
    });
  }
  const path: number[] = [];
  for (let cell = queue[queue.length - 1]; cell >= 0; cell = parent.get(cell) as number) path.push(cell);
  return path;
}

const cellX = (g: MazeGeometry, cell: number) => g.originX + (cell % g.columns) * (g.pathWidth + g.wallColumns);
const cellY = (g: MazeGeometry, cell: number) => g.originY + Math.floor(cell / g.columns) * (g.pathWidth + g.wallRows);

/** Sets a rectangle of a per-tile array, tile by tile. */
function setRect(array: Uint8Array | Uint16Array, width: number, x: number, y: number, w: number, h: number, value: number): void {
  for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) array[(y + dy) * width + x + dx] = value;
}

/** The preview's tiles for a set of links: every cell and every linked gap as corridor. */
function corridorKinds(g: MazeGeometry, links: number[], width: number, height: number): Uint8Array {
  const kinds = new Uint8Array(width * height);
  links.forEach((mask, cell) => {
    const x = cellX(g, cell);
    const y = cellY(g, cell);
    setRect(kinds, width, x, y, g.pathWidth, g.pathWidth, TileKind.Corridor);
    if (mask & 1) setRect(kinds, width, x, y - g.wallRows, g.pathWidth, g.wallRows, TileKind.Corridor);
    if (mask & 2) setRect(kinds, width, x + g.pathWidth, y, g.wallColumns, g.pathWidth, TileKind.Corridor);
    if (mask & 4) setRect(kinds, width, x, y + g.pathWidth, g.pathWidth, g.wallRows, TileKind.Corridor);
    if (mask & 8) setRect(kinds, width, x - g.wallColumns, y, g.wallColumns, g.pathWidth, TileKind.Corridor);
  });
  return kinds;
}

const RANK: Partial<Record<AreaKind, number>> = { corridor: 2, crossroads: 1, room: 0 };

interface ReferencePaint {
  kinds: Uint8Array;
  areaOf: Uint16Array;
  areas: Area[];
  openings: Opening[];
  marks: number[];
  lines: number[];
  boxes: Rect[];
}

/** The finished map of a reference maze, worked out tile by tile. */
function referencePaint(ref: ReferenceMaze, width: number, height: number): ReferencePaint {
  const g = ref.geometry;
  const { links, roomOf } = ref;
  const p = g.pathWidth;
  const kinds = new Uint8Array(width * height);
  const areaOf = new Uint16Array(width * height);
  const { areaOfCell, kinds: areaKinds } = referenceCellAreas(links, g.columns, roomOf);
  const sameRoom = (a: number, b: number) => roomOf[a] !== 0 && roomOf[a] === roomOf[b];
  const openings: Opening[] = [];
  links.forEach((mask, cell) => {
    const x = cellX(g, cell);
    const y = cellY(g, cell);
    setRect(kinds, width, x, y, p, p, roomOf[cell] !== 0 ? TileKind.Room : TileKind.Corridor);
    setRect(areaOf, width, x, y, p, p, areaOfCell[cell] + 1);
    for (const east of [true, false]) {
      if (!(mask & (east ? 2 : 4))) continue;
      const other = east ? cell + 1 : cell + g.columns;
      const a = areaOfCell[cell];
      const b = areaOfCell[other];
      // The gap goes to the side of higher rank (corridor, crossroads, room), the first cell on a tie.
      const owner = (RANK[areaKinds[a]] as number) >= (RANK[areaKinds[b]] as number) ? a : b;
      const gx = east ? x + p : x;
      const gy = east ? y : y + p;
      const gw = east ? g.wallColumns : p;
      const gh = east ? p : g.wallRows;
      setRect(kinds, width, gx, gy, gw, gh, sameRoom(cell, other) ? TileKind.Room : TileKind.Corridor);
      setRect(areaOf, width, gx, gy, gw, gh, owner + 1);
      if (a === b) continue;
      // The opening: the gap tile touching the other side's square, in the middle of the path.
      const otherSide = owner === a ? other : cell;
      const mid = p >> 1;
      let tile: number;
      if (east) tile = (gy + mid) * width + (otherSide === other ? cellX(g, other) - 1 : cellX(g, cell) + p);
      else tile = (otherSide === other ? cellY(g, other) - 1 : cellY(g, cell) + p) * width + gx + mid;
      openings.push({ tile, from: owner, to: owner === a ? b : a, kind: "open" });
    }
    // A room's corner between four of its cells is room floor too.
    const column = cell % g.columns;
    const row = Math.floor(cell / g.columns);
    if (column + 1 < g.columns && row + 1 < g.rows && sameRoom(cell, cell + g.columns + 1)) {
      setRect(kinds, width, x + p, y + p, g.wallColumns, g.wallRows, TileKind.Room);
      setRect(areaOf, width, x + p, y + p, g.wallColumns, g.wallRows, areaOfCell[cell] + 1);
    }
  });
  const areas: Area[] = areaKinds.map((kind, id) => {
    let size = 0;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (let i = 0; i < areaOf.length; i++) {
      if (areaOf[i] !== id + 1) continue;
      size++;
      const tx = i % width;
      const ty = Math.floor(i / width);
      left = Math.min(left, tx);
      right = Math.max(right, tx);
      top = Math.min(top, ty);
      bottom = Math.max(bottom, ty);
    }
    return { id, kind, bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size };
  });
  const centre = (cell: number) => (cellY(g, cell) + (p >> 1)) * width + cellX(g, cell) + (p >> 1);
  const marks = links.flatMap((mask, cell) => (bits(mask) === 1 ? [centre(cell)] : []));
  // The path as straight runs: a line from each run's first cell to its last (shared at bends).
  const path = referenceLongestPath(links, g.columns, ref.deepest);
  const lines: number[] = [];
  for (let i = 1, start = 0; i < path.length; i++) {
    if (i < path.length - 1 && path[i + 1] - path[i] === path[i] - path[i - 1]) continue;
    const from = centre(path[start]);
    const to = centre(path[i]);
    lines.push(from % width, Math.floor(from / width), to % width, Math.floor(to / width));
    start = i;
  }
  const boxes = links.map((_, cell) => ({ x: cellX(g, cell), y: cellY(g, cell), width: p, height: p }));
  return { kinds, areaOf, areas, openings, marks, lines, boxes };
}

interface Step {
  step: string;
  kinds: Uint8Array;
  areaOf: Uint16Array;
  layout: Layout;
}

/** Carves with the layout, optionally watching the steps (a copy of the tiles at each). */
function carve(width: number, height: number, o: MazeOptions, seed: number, watch = false): { grid: Grid; layout: Layout; steps: Step[] } {
  const grid = createGrid(width, height);
  const steps: Step[] = [];
  const listener = (step: string, layout: Layout) => steps.push({ step, kinds: grid.kinds.slice(), areaOf: layout.areaOf.slice(), layout });
  const layout = maze.carve(grid, o, new Random(seed), { prefabs: [] }, watch ? listener : undefined);
  return { grid, layout, steps };
}

/** Compares one carve with the reference, every part of the result. */
function expectLikeReference(width: number, height: number, o: MazeOptions, seed: number): ReferenceMaze {
  const ref = referenceMaze(width, height, o, new Random(seed));
  const expected = referencePaint(ref, width, height);
  const { grid, layout } = carve(width, height, o, seed);
  const context = `${width}×${height} seed ${seed} ${JSON.stringify(o)}`;
  expect({ context, kinds: Array.from(grid.kinds) }).toEqual({ context, kinds: Array.from(expected.kinds) });
  expect({ context, areaOf: Array.from(layout.areaOf) }).toEqual({ context, areaOf: Array.from(expected.areaOf) });
  expect({ context, areas: layout.areas }).toEqual({ context, areas: expected.areas });
  expect({ context, openings: layout.openings }).toEqual({ context, openings: expected.openings });
  expect({ context, marks: layout.overlay.marks }).toEqual({ context, marks: expected.marks });
  expect({ context, lines: layout.overlay.lines }).toEqual({ context, lines: expected.lines });
  expect({ context, boxes: layout.overlay.boxes }).toEqual({ context, boxes: expected.boxes });
  expect(layout.algorithm).toBe("maze");
  return ref;
}

/** A map as text: `#` void, `.` corridor, `r` room. */
function text(grid: Grid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = "";
    for (let x = 0; x < grid.width; x++) row += "#r."[grid.kinds[y * grid.width + x]];
    rows.push(row);
  }
  return rows;
}

// ─────────────────────────────── tables and small helpers ───────────────────────────────

describe("tables", () => {
  test("defaults and ranges, as documented, frozen", () => {
    expect(MAZE_DEFAULTS).toEqual({
      border: 1,
      wallHeight: 2,
      mazePathWidth: 3,
      mazeWallWidth: 1,
      mazeStraightChance: 0,
      mazeBraidChance: 0,
      mazeRoomCount: 0,
      mazeRoomMinSize: 2,
      mazeRoomMaxSize: 3,
    });
    expect(MAZE_RANGES).toEqual({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      mazePathWidth: { min: 1, max: 9 },
      mazeWallWidth: { min: 1, max: 9 },
      mazeStraightChance: { min: 0, max: 100 },
      mazeBraidChance: { min: 0, max: 100 },
      mazeRoomCount: { min: 0, max: 999 },
      mazeRoomMinSize: { min: 1, max: 16 },
      mazeRoomMaxSize: { min: 1, max: 16 },
    });
    expect(Object.isFrozen(MAZE_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(MAZE_RANGES)).toBe(true);
  });

  test("the algorithm entry: name, steps, and the option hooks are the exported functions", () => {
    expect(maze.name).toBe("maze");
    expect(maze.summary).toBe("Perfect maze on an odd grid (seed 002), scaled to wide paths; optional braiding (loops) and rooms");
    expect(maze.steps).toEqual(["start", "carve", "braid", "rooms", "finish"]);
    expect(maze.defaults).toBe(MAZE_DEFAULTS);
    expect(maze.ranges).toBe(MAZE_RANGES);
    expect(maze.fitOptions).toBe(fitMazeOptions);
    expect(maze.checkSize).toBe(checkMazeSize);
  });

  test("directions N, E, S, W; opposite sides; exits per link mask", () => {
    expect([...DX]).toEqual([0, 1, 0, -1]);
    expect([...DY]).toEqual([-1, 0, 1, 0]);
    expect([0, 1, 2, 3].map(opposite)).toEqual([2, 3, 0, 1]);
    expect(Array.from(LINK_COUNT)).toEqual([0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]);
    expect(LINK_COUNT).toBeInstanceOf(Uint8Array);
  });

  test("linkOffsets: the index steps N, E, S, W on a grid of `columns`", () => {
    const offsets = linkOffsets(7);
    expect(offsets).toBeInstanceOf(Int32Array);
    expect(Array.from(offsets)).toEqual([-7, 1, 7, -1]);
  });

  test("neighbourCell: every cell and direction of 3×2 and 1×3 grids, −1 off the grid", () => {
    for (const [columns, rows] of [
      [3, 2],
      [1, 3],
      [4, 1],
    ]) {
      for (let cell = 0; cell < columns * rows; cell++) {
        for (let d = 0; d < 4; d++) expect([columns, rows, cell, d, neighbourCell(cell, d, columns, rows)]).toEqual([columns, rows, cell, d, stepCell(cell, d, columns, rows)]);
      }
    }
    // Spelled out for the middle of the top row of 3×2: north off, east 2, south 4, west 0.
    expect([0, 1, 2, 3].map((d) => neighbourCell(1, d, 3, 2))).toEqual([-1, 2, 4, 0]);
    expect([0, 1, 2, 3].map((d) => neighbourCell(5, d, 3, 2))).toEqual([2, -1, -1, 4]);
  });

  test("fillBlock sets exactly the rectangle, on Uint8 and Uint16 arrays", () => {
    const small = new Uint8Array(5 * 4);
    fillBlock(small, 5, 1, 1, 3, 2, 7);
    expect(Array.from(small)).toEqual([0, 0, 0, 0, 0, 0, 7, 7, 7, 0, 0, 7, 7, 7, 0, 0, 0, 0, 0, 0]);
    const wide = new Uint16Array(4 * 3);
    fillBlock(wide, 4, 3, 0, 1, 3, 300);
    expect(Array.from(wide)).toEqual([0, 0, 0, 300, 0, 0, 0, 300, 0, 0, 0, 300]);
    fillBlock(wide, 4, 0, 2, 4, 1, 9);
    expect(Array.from(wide)).toEqual([0, 0, 0, 300, 0, 0, 0, 300, 9, 9, 9, 9]);
  });
});

// ─────────────────────────────── geometry, size, options ───────────────────────────────

describe("geometry and size", () => {
  test("the default 2×2 maze on its smallest map, 9×12, fills the map minus the border", () => {
    // Left 1, top max(1, 2) = 2; 2 paths of 3 + 1 wall column = 7 wide; 2 paths + 3 wall rows = 9 high.
    expect(mazeGeometry(9, 12, MAZE_DEFAULTS)).toEqual({ originX: 1, originY: 2, columns: 2, rows: 2, pathWidth: 3, wallColumns: 1, wallRows: 3 });
    // One more tile each way is left over, split with the extra tile at the far side.
    expect(mazeGeometry(10, 13, MAZE_DEFAULTS)).toEqual({ originX: 1, originY: 2, columns: 2, rows: 2, pathWidth: 3, wallColumns: 1, wallRows: 3 });
    // Two more: one on each side.
    expect(mazeGeometry(11, 14, MAZE_DEFAULTS)).toEqual({ originX: 2, originY: 3, columns: 2, rows: 2, pathWidth: 3, wallColumns: 1, wallRows: 3 });
    // A wall wider than wallHeight + 1 sets the wall rows; a border wider than the wall face the top.
    // 24 tiles inside the border each way hold 4 paths of 2 and 3 walls of 5 (23): one left over, at the far side.
    expect(mazeGeometry(30, 30, options({ border: 3, mazeWallWidth: 5, mazePathWidth: 2 }))).toEqual({
      originX: 3,
      originY: 3,
      columns: 4,
      rows: 4,
      pathWidth: 2,
      wallColumns: 5,
      wallRows: 5,
    });
  });

  test("a map without room for a cell has 0 columns or rows, never fewer", () => {
    expect(mazeGeometry(0, 0, MAZE_DEFAULTS)).toMatchObject({ columns: 0, rows: 0 });
    expect(mazeGeometry(4, 5, MAZE_DEFAULTS)).toMatchObject({ columns: 0, rows: 0 });
    expect(mazeGeometry(5, 6, MAZE_DEFAULTS)).toMatchObject({ columns: 1, rows: 1, originX: 1, originY: 2 });
  });

  test("mazeGeometry equals the brute-force count for every size up to 40×40 under several options", () => {
    const sets = [
      MAZE_DEFAULTS,
      options({ border: 2, wallHeight: 1, mazePathWidth: 1, mazeWallWidth: 1 }),
      options({ border: 1, wallHeight: 3, mazePathWidth: 2, mazeWallWidth: 2 }),
      options({ border: 4, wallHeight: 3, mazePathWidth: 5, mazeWallWidth: 6 }),
      options({ border: 1, wallHeight: 1, mazePathWidth: 4, mazeWallWidth: 3 }),
    ];
    for (const o of sets) {
      for (let width = 0; width <= 40; width++) {
        for (let height = 0; height <= 40; height++) {
          const got = mazeGeometry(width, height, o);
          const want = referenceGeometry(width, height, o);
          if (JSON.stringify(got) !== JSON.stringify(want)) expect({ width, height, o, got }).toEqual({ width, height, o, got: want });
        }
      }
    }
  });

  test("mazeMinimumSize is the smallest map with 2×2 cells", () => {
    expect(mazeMinimumSize(MAZE_DEFAULTS)).toEqual({ width: 9, height: 12 });
    // border 3, wall face 1: width 6 + 2·2 + 4 = 14; height top 3 + bottom 3 + 2·2 + wall rows max(4, 2) = 14.
    expect(mazeMinimumSize(options({ border: 3, wallHeight: 1, mazePathWidth: 2, mazeWallWidth: 4 }))).toEqual({ width: 14, height: 14 });
    // border 1, wall face 3: top 3 + bottom 1 + 2·5 + wall rows max(1, 4) = 18; width 2 + 10 + 1 = 13.
    expect(mazeMinimumSize(options({ border: 1, wallHeight: 3, mazePathWidth: 5, mazeWallWidth: 1 }))).toEqual({ width: 13, height: 18 });
    for (const o of [MAZE_DEFAULTS, options({ border: 3, wallHeight: 1, mazePathWidth: 2, mazeWallWidth: 4 }), options({ border: 2, wallHeight: 3, mazePathWidth: 1, mazeWallWidth: 2 })]) {
      const { width, height } = mazeMinimumSize(o);
      expect(mazeGeometry(width, height, o)).toMatchObject({ columns: 2, rows: 2 });
      expect(mazeGeometry(width - 1, height, o).columns).toBe(1);
      expect(mazeGeometry(width, height - 1, o).rows).toBe(1);
    }
  });

  test("checkMazeSize: null at the minimum and above, the reason one tile below either way", () => {
    expect(checkMazeSize(9, 12, MAZE_DEFAULTS)).toBeNull();
    expect(checkMazeSize(50, 50, MAZE_DEFAULTS)).toBeNull();
    expect(checkMazeSize(8, 12, MAZE_DEFAULTS)).toBe("a 8×12 map is too small for the maze layout: it must be at least 9×12");
    expect(checkMazeSize(9, 11, MAZE_DEFAULTS)).toBe("a 9×11 map is too small for the maze layout: it must be at least 9×12");
    expect(checkMazeSize(3, 4, options({ border: 3, wallHeight: 1, mazePathWidth: 2, mazeWallWidth: 4 }))).toBe(
      "a 3×4 map is too small for the maze layout: it must be at least 14×14",
    );
  });

  test("fitMazeOptions clamps only a room minimum above the maximum", () => {
    const above = options({ mazeRoomMinSize: 5, mazeRoomMaxSize: 2 });
    expect(fitMazeOptions(above)).toEqual(["mazeRoomMinSize 5 is too large (it must not exceed mazeRoomMaxSize 2); using 2"]);
    expect(above).toEqual(options({ mazeRoomMinSize: 2, mazeRoomMaxSize: 2 }));
    const equal = options({ mazeRoomMinSize: 4, mazeRoomMaxSize: 4 });
    expect(fitMazeOptions(equal)).toEqual([]);
    expect(equal.mazeRoomMinSize).toBe(4);
    const below = options({ mazeRoomMinSize: 1, mazeRoomMaxSize: 16 });
    expect(fitMazeOptions(below)).toEqual([]);
    expect(below.mazeRoomMinSize).toBe(1);
  });
});

// ─────────────────────────────── AreaBook ───────────────────────────────

describe("AreaBook", () => {
  test("paint labels a rectangle id + 1 with its tile kind and grows the area's bounds and size", () => {
    const grid = createGrid(6, 5);
    const areaOf = new Uint16Array(30);
    const book = new AreaBook(grid, areaOf);
    expect(book.add("room")).toBe(0);
    expect(book.add("corridor")).toBe(1);
    book.paint(0, 1, 1, 2, 3, TileKind.Room);
    book.paint(1, 4, 0, 2, 1, TileKind.Corridor);
    expect(text(grid)).toEqual(["####..", "#rr###", "#rr###", "#rr###", "######"]);
    expect(Array.from(areaOf)).toEqual([0, 0, 0, 0, 2, 2, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(book.kinds).toEqual(["room", "corridor"]);
    expect(book.areas()).toEqual([
      { id: 0, kind: "room", bounds: { x: 1, y: 1, width: 2, height: 3 }, size: 6 },
      { id: 1, kind: "corridor", bounds: { x: 4, y: 0, width: 2, height: 1 }, size: 2 },
    ]);
  });

  test("paint of an empty rectangle changes nothing", () => {
    const grid = createGrid(4, 4);
    const areaOf = new Uint16Array(16);
    const book = new AreaBook(grid, areaOf);
    book.add("room");
    book.paint(0, 1, 1, 0, 2, TileKind.Room);
    book.paint(0, 1, 1, 2, 0, TileKind.Room);
    book.paint(0, 1, 1, -1, 2, TileKind.Room);
    book.paint(0, 1, 1, 2, -1, TileKind.Room);
    expect(Array.from(grid.kinds).every((k) => k === 0)).toBe(true);
    expect(Array.from(areaOf).every((k) => k === 0)).toBe(true);
    // An area that never grew keeps bounds at infinity and size 0.
    expect(book.areas()).toEqual([{ id: 0, kind: "room", bounds: { x: Infinity, y: Infinity, width: -Infinity, height: -Infinity }, size: 0 }]);
  });

  test("grow widens the bounds in each direction, never narrows them, and adds sizes; empty rectangles count nothing", () => {
    const grid = createGrid(20, 20);
    const book = new AreaBook(grid, new Uint16Array(400));
    book.add("corridor");
    book.grow(0, 5, 6, 2, 3); // x 5–6, y 6–8
    expect(book.areas()[0]).toEqual({ id: 0, kind: "corridor", bounds: { x: 5, y: 6, width: 2, height: 3 }, size: 6 });
    book.grow(0, 5, 6, 1, 1); // inside: the bounds stay
    expect(book.areas()[0].bounds).toEqual({ x: 5, y: 6, width: 2, height: 3 });
    book.grow(0, 3, 7, 1, 1); // further left
    expect(book.areas()[0].bounds).toEqual({ x: 3, y: 6, width: 4, height: 3 });
    book.grow(0, 4, 2, 1, 1); // further up
    expect(book.areas()[0].bounds).toEqual({ x: 3, y: 2, width: 4, height: 7 });
    book.grow(0, 9, 4, 2, 1); // further right: right edge 10
    expect(book.areas()[0].bounds).toEqual({ x: 3, y: 2, width: 8, height: 7 });
    book.grow(0, 4, 4, 1, 7); // further down: bottom edge 10
    expect(book.areas()[0].bounds).toEqual({ x: 3, y: 2, width: 8, height: 9 });
    book.grow(0, 0, 0, 0, 5);
    book.grow(0, 0, 0, 5, 0);
    expect(book.areas()[0]).toEqual({ id: 0, kind: "corridor", bounds: { x: 3, y: 2, width: 8, height: 9 }, size: 6 + 1 + 1 + 1 + 2 + 7 });
    // grow paints nothing.
    expect(Array.from(grid.kinds).every((k) => k === 0)).toBe(true);
  });

  test("an area at column and row 0, one tile: bounds from 0, not taken for one that never grew", () => {
    const book = new AreaBook(createGrid(3, 3), new Uint16Array(9));
    book.add("crossroads");
    book.grow(0, 0, 0, 1, 1);
    expect(book.areas()).toEqual([{ id: 0, kind: "crossroads", bounds: { x: 0, y: 0, width: 1, height: 1 }, size: 1 }]);
  });

  test("more areas than the capacity: the arrays grow and keep what was there (capacity 0 and 1 as well)", () => {
    for (const capacity of [0, 1, 2, 64]) {
      const grid = createGrid(80, 3);
      const book = new AreaBook(grid, new Uint16Array(240), capacity);
      for (let id = 0; id < 70; id++) {
        expect(book.add(id % 2 ? "room" : "corridor")).toBe(id);
        book.grow(id, id, id % 3, 1 + (id % 4), 1);
      }
      const areas = book.areas();
      expect(areas).toHaveLength(70);
      areas.forEach((area, id) => expect(area).toEqual({ id, kind: id % 2 ? "room" : "corridor", bounds: { x: id, y: id % 3, width: 1 + (id % 4), height: 1 }, size: 1 + (id % 4) }));
    }
  });

  test("an area added after the arrays grew starts empty, even where nothing was written before", () => {
    const book = new AreaBook(createGrid(10, 10), new Uint16Array(100), 1);
    book.add("room");
    book.grow(0, 2, 2, 2, 2);
    book.add("room");
    book.add("room");
    book.grow(2, 5, 5, 1, 1);
    expect(book.areas().map((area) => [area.bounds.x, area.size])).toEqual([
      [2, 4],
      [Infinity, 0],
      [5, 1],
    ]);
  });

  test("the default capacity is room for 64 before the arrays grow", () => {
    // Filling 65 areas with the default capacity keeps every area's own numbers.
    const book = new AreaBook(createGrid(100, 1), new Uint16Array(100));
    for (let id = 0; id < 65; id++) {
      book.add("corridor");
      book.grow(id, id, 0, 1, 1);
    }
    expect(book.areas().map((area) => area.bounds.x)).toEqual(Array.from({ length: 65 }, (_, i) => i));
  });
});

// ─────────────────────────────── cellAreas ───────────────────────────────

describe("cellAreas", () => {
  test("a chain of cells is one corridor; a cell with three links is a crossroads on its own", () => {
    // 3×3: a T. Row 0: 0–1–2 linked east-west; 1 links south to 4; 4 to 7.
    //   0 (E) 1 (E W S) 2 (W)
    //   3 ()  4 (N S)   5 ()
    //   6 ()  7 (N)     8 ()
    const links = Uint8Array.from([2, 2 | 8 | 4, 8, 0, 1 | 4, 0, 0, 1, 0]);
    const { areaOfCell, kinds } = cellAreas(links, 3, new Int32Array(9));
    expect(Array.from(areaOfCell)).toEqual([0, 1, 2, 3, 4, 5, 6, 4, 7]);
    expect(kinds).toEqual(["corridor", "crossroads", "corridor", "corridor", "corridor", "corridor", "corridor", "corridor"]);
  });

  test("a chain follows links in all four directions and stops at a junction", () => {
    // 3×3 spiral-ish chain: 8 → 7 → 6 → 3 → 0 → 1 → 2 → 5 → 4 (all two links or one): one corridor.
    const links = new Uint8Array(9);
    const join = (a: number, b: number) => {
      const d = b === a + 1 ? 1 : b === a - 1 ? 3 : b === a + 3 ? 2 : 0;
      links[a] |= 1 << d;
      links[b] |= 1 << opposite(d);
    };
    [8, 7, 6, 3, 0, 1, 2, 5, 4].reduce((a, b) => (join(a, b), b));
    expect(Array.from(cellAreas(links, 3, new Int32Array(9)).areaOfCell)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The flood starts at cell 0 and has to run east, south and west to reach every cell.
    expect(cellAreas(links, 3, new Int32Array(9)).kinds).toEqual(["corridor"]);
    // A U on 3×2 (0 south to 3, east to 4, north to 1): cell 1 is reached only by a north link; 2 and 5 stand alone.
    const u = Uint8Array.from([4, 4, 0, 1 | 2, 8 | 1, 0]);
    expect(Array.from(cellAreas(u, 3, new Int32Array(6)).areaOfCell)).toEqual([0, 0, 1, 0, 0, 2]);
    // Link 4 to 3 as well: 3 has three links (a crossroads), splitting the chain in two.
    join(3, 4);
    const split = cellAreas(links, 3, new Int32Array(9));
    expect(Array.from(split.areaOfCell)).toEqual([0, 0, 0, 1, 0, 0, 2, 2, 2]);
    expect(split.kinds).toEqual(["corridor", "crossroads", "corridor"]);
  });

  test("a loop of two-link cells is one corridor (the flood ends)", () => {
    // 2×2 ring.
    const links = Uint8Array.from([2 | 4, 8 | 4, 1 | 2, 1 | 8]);
    const { areaOfCell, kinds } = cellAreas(links, 2, new Int32Array(4));
    expect(Array.from(areaOfCell)).toEqual([0, 0, 0, 0]);
    expect(kinds).toEqual(["corridor"]);
  });

  test("rooms: one area per room number, numbered when first met; room cells cut chains", () => {
    // 4×2, all cells in a row linked east-west; rows unlinked. Rooms: 2 on cells 1, 2; 1 on cell 5, 6.
    const links = Uint8Array.from([2, 10, 10, 8, 2, 10, 10, 8]);
    const roomOf = Int32Array.from([0, 2, 2, 0, 0, 1, 1, 0]);
    const { areaOfCell, kinds } = cellAreas(links, 4, roomOf);
    expect(Array.from(areaOfCell)).toEqual([0, 1, 1, 2, 3, 4, 4, 5]);
    expect(kinds).toEqual(["corridor", "room", "corridor", "corridor", "room", "corridor"]);
    // A room cell with four links is still its room, not a crossroads.
    const single = cellAreas(Uint8Array.from([0, 0, 0, 0, 15, 0, 0, 0, 0]), 3, Int32Array.from([0, 0, 0, 0, 7, 0, 0, 0, 0]));
    expect(single.kinds).toEqual(["corridor", "corridor", "corridor", "corridor", "room", "corridor", "corridor", "corridor", "corridor"]);
  });

  test("cells left out by `present` are in no area (−1) and take no number", () => {
    const links = Uint8Array.from([2, 8, 0, 0]);
    const { areaOfCell, kinds } = cellAreas(links, 2, new Int32Array(4), Uint8Array.from([1, 1, 0, 1]));
    expect(Array.from(areaOfCell)).toEqual([0, 0, -1, 1]);
    expect(kinds).toEqual(["corridor", "corridor"]);
    // Without `present` every cell has an area.
    expect(Array.from(cellAreas(links, 2, new Int32Array(4)).areaOfCell)).toEqual([0, 0, 1, 2]);
  });

  test("equals the reference on the links of carved mazes with braiding and rooms", () => {
    for (let seed = 0; seed < 12; seed++) {
      const o = options({ mazeBraidChance: 40, mazeRoomCount: 3, mazeRoomMinSize: 1, mazeRoomMaxSize: 3, mazePathWidth: 1, wallHeight: 1 });
      const ref = referenceMaze(30 + seed, 25, o, new Random(seed));
      const got = cellAreas(Uint8Array.from(ref.links), ref.geometry.columns, Int32Array.from(ref.roomOf));
      const want = referenceCellAreas(ref.links, ref.geometry.columns, ref.roomOf);
      expect({ seed, areaOfCell: Array.from(got.areaOfCell), kinds: got.kinds }).toEqual({ seed, ...want });
    }
  });
});

// ─────────────────────────────── longestCellPath ───────────────────────────────

describe("longestCellPath", () => {
  test("a straight row from its west end: every cell, far end last", () => {
    expect(longestCellPath(Uint8Array.from([2, 10, 10, 8]), 4, 0)).toEqual([3, 2, 1, 0]);
    expect(longestCellPath(Uint8Array.from([2, 10, 10, 8]), 4, 3)).toEqual([0, 1, 2, 3]);
    // A column, both ways.
    expect(longestCellPath(Uint8Array.from([4, 5, 5, 1]), 1, 0)).toEqual([3, 2, 1, 0]);
    expect(longestCellPath(Uint8Array.from([4, 5, 5, 1]), 1, 3)).toEqual([0, 1, 2, 3]);
  });

  test("ties go to the cell reached last: north, east, south, west in that order", () => {
    // A plus on 3×3: centre 4 linked to 1 (N), 5 (E), 7 (S), 3 (W).
    const plus = Uint8Array.from([0, 4, 0, 2, 15, 8, 0, 1, 0]);
    expect(longestCellPath(plus, 3, 4)).toEqual([3, 4]);
    expect(longestCellPath(plus, 3, 1)).toEqual([3, 4, 1]);
    expect(longestCellPath(plus, 3, 3)).toEqual([7, 4, 3]);
    expect(longestCellPath(plus, 3, 7)).toEqual([3, 4, 7]);
    expect(longestCellPath(plus, 3, 5)).toEqual([3, 4, 5]);
    // The plus without its west arm: the last reached from the centre is the south arm.
    const noWest = Uint8Array.from([0, 4, 0, 0, 7, 8, 0, 1, 0]);
    expect(longestCellPath(noWest, 3, 4)).toEqual([7, 4]);
    const noSouthWest = Uint8Array.from([0, 4, 0, 0, 3, 8, 0, 0, 0]);
    expect(longestCellPath(noSouthWest, 3, 4)).toEqual([5, 4]);
    expect(longestCellPath(Uint8Array.from([0, 4, 0, 0, 1, 0, 0, 0, 0]), 3, 4)).toEqual([1, 4]);
  });

  test("a lone cell is a path of one; on a loop the nearer way round is taken", () => {
    expect(longestCellPath(new Uint8Array(4), 2, 2)).toEqual([2]);
    // 2×2 ring from 0: 1 and 2 at distance 1, 3 at 2, reached from 1 (east first).
    expect(longestCellPath(Uint8Array.from([2 | 4, 8 | 4, 1 | 2, 1 | 8]), 2, 0)).toEqual([3, 1, 0]);
  });

  test("cells not linked to the start are never reached", () => {
    // A row of four: 0–1 and 2–3 linked, 1–2 not. From 2 the path is 3, 2 only.
    const links = Uint8Array.from([2, 8, 2, 8]);
    expect(longestCellPath(links, 4, 2)).toEqual([3, 2]);
    expect(longestCellPath(links, 4, 1)).toEqual([0, 1]);
  });

  test("equals the reference on carved mazes, perfect and braided", () => {
    for (let seed = 0; seed < 10; seed++) {
      const ref = referenceMaze(40, 35, options({ mazePathWidth: 1, wallHeight: 1, mazeBraidChance: seed * 10 }), new Random(seed));
      for (const start of [ref.deepest, 0, ref.links.length - 1]) {
        expect({ seed, start, path: longestCellPath(Uint8Array.from(ref.links), ref.geometry.columns, start) }).toEqual({
          seed,
          start,
          path: referenceLongestPath(ref.links, ref.geometry.columns, start),
        });
      }
    }
  });
});

// ─────────────────────────────── whole carves ───────────────────────────────

describe("carve: small seeded maps, exactly", () => {
  test("the smallest default map, seed 1: a 2×2 maze of one corridor, hand-checked", () => {
    const { grid, layout } = carve(9, 12, options(), 1);
    expect(text(grid)).toEqual(PINNED_SMALL);
    // Every cell is in the chain (ends with one link, middles with two): one corridor of 4 squares of 9 + 3 gaps.
    expect(layout.areas).toEqual([{ id: 0, kind: "corridor", bounds: { x: 1, y: 2, width: 7, height: 9 }, size: 4 * 9 + PINNED_SMALL_GAPS }]);
    expect(layout.openings).toEqual([]);
    expect(Array.from(layout.areaOf).filter((label) => label === 1)).toHaveLength(4 * 9 + PINNED_SMALL_GAPS);
    // Dead ends 1 and 3, marked at their centres (6, 3) and (6, 9); the path 3 → 2 → 0 → 1 in three straight lines.
    expect(layout.overlay.marks).toEqual([3 * 9 + 6, 9 * 9 + 6]);
    expect(layout.overlay.lines).toEqual([6, 9, 2, 9, 2, 9, 2, 3, 2, 3, 6, 3]);
  });

  test("every seed 0–9 of the smallest default map equals the reference", () => {
    for (let seed = 0; seed < 10; seed++) expectLikeReference(9, 12, options(), seed);
  });

  test("defaults on larger maps (corridors, crossroads, openings between them, > 64 areas)", () => {
    expectLikeReference(30, 30, options(), 0);
    expectLikeReference(31, 41, options(), 5);
    expectLikeReference(60, 50, options(), 2);
  });

  test("one-tile paths and walls: many cells, openings at the middle of each gap", () => {
    for (let seed = 0; seed < 4; seed++) expectLikeReference(24 + seed, 20, options({ mazePathWidth: 1, wallHeight: 1 }), seed);
  });

  test("wide paths, thick walls and borders", () => {
    expectLikeReference(50, 50, options({ mazePathWidth: 4, mazeWallWidth: 3, wallHeight: 3, border: 3 }), 4);
    expectLikeReference(45, 38, options({ mazePathWidth: 2, mazeWallWidth: 5, wallHeight: 1, border: 2 }), 8);
    expectLikeReference(40, 40, options({ mazePathWidth: 5, mazeWallWidth: 2, wallHeight: 2, border: 1 }), 9);
  });

  test("straight chance 50 and 100: the draws and the runs kept straight", () => {
    for (let seed = 0; seed < 4; seed++) expectLikeReference(40, 30, options({ mazeStraightChance: 50, mazePathWidth: 1, wallHeight: 1 }), seed);
    for (let seed = 0; seed < 2; seed++) expectLikeReference(40, 30, options({ mazeStraightChance: 100, mazePathWidth: 2 }), seed);
  });

  test("braid chance 50 and 100: dead ends knocked through, preferring dead-end neighbours", () => {
    for (let seed = 0; seed < 4; seed++) expectLikeReference(35, 32, options({ mazeBraidChance: 50, mazePathWidth: 1, wallHeight: 1 }), seed);
    for (let seed = 0; seed < 3; seed++) {
      const ref = expectLikeReference(30, 28, options({ mazeBraidChance: 100, mazePathWidth: 2, wallHeight: 1 }), seed);
      expect(ref.links.filter((mask) => bits(mask) === 1)).toEqual([]);
    }
  });

  test("rooms: blocks of cells, rooms beside rooms, one-cell rooms, rooms as large as the maze", () => {
    for (let seed = 0; seed < 6; seed++) {
      const ref = expectLikeReference(40, 40, options({ mazeRoomCount: 4, mazeRoomMinSize: 1, mazeRoomMaxSize: 3, mazePathWidth: 2, wallHeight: 1 }), seed);
      expect(ref.blocks.length).toBeGreaterThan(0);
    }
    for (let seed = 0; seed < 3; seed++) expectLikeReference(36, 30, options({ mazeRoomCount: 6, mazeRoomMinSize: 2, mazeRoomMaxSize: 2, mazeBraidChance: 30 }), seed);
    // Seed 240: three rooms asked for on a 2×2 maze; thirty draws place fewer, and a thirty-first would place one more.
    const few = expectLikeReference(9, 12, options({ mazeRoomCount: 3, mazeRoomMinSize: 1, mazeRoomMaxSize: 2 }), 240);
    expect(few.blocks.length).toBeLessThan(3);
    // A room side of 16 on a 2×3 maze: the whole maze is one room, cut to its columns and rows.
    const whole = expectLikeReference(9, 18, options({ mazeRoomCount: 2, mazeRoomMinSize: 16, mazeRoomMaxSize: 16 }), 3);
    expect(whole.geometry).toMatchObject({ columns: 2, rows: 3 });
    expect(whole.blocks).toEqual([{ x: 0, y: 0, width: 2, height: 3 }]);
  });

  test("a maze all of whose cells are rooms: one room area painted as one rectangle", () => {
    const { grid, layout } = carve(9, 12, options({ mazeRoomCount: 1, mazeRoomMinSize: 2, mazeRoomMaxSize: 2 }), 0);
    expect(text(grid)).toEqual(["#########", "#########", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#rrrrrrr#", "#########"]);
    expect(layout.areas).toEqual([{ id: 0, kind: "room", bounds: { x: 1, y: 2, width: 7, height: 9 }, size: 63 }]);
    expect(layout.openings).toEqual([]);
    expect(layout.overlay.marks).toEqual([]);
  });

  test("below the size check: a one-cell maze is one square without marks or lines; a one-column maze keeps its dead ends at braid 100", () => {
    // The generator never carves these (checkMazeSize rejects them), but carve itself handles them.
    expect(mazeGeometry(5, 6, MAZE_DEFAULTS)).toMatchObject({ columns: 1, rows: 1 });
    const { grid, layout } = carve(5, 6, options({ mazeBraidChance: 100 }), 0);
    expect(text(grid)).toEqual(["#####", "#####", "#...#", "#...#", "#...#", "#####"]);
    expect(layout.areas).toEqual([{ id: 0, kind: "corridor", bounds: { x: 1, y: 2, width: 3, height: 3 }, size: 9 }]);
    expect(layout.overlay).toMatchObject({ lines: [], marks: [] });
    expectLikeReference(5, 6, options({ mazeBraidChance: 100 }), 0);
    // 1×5 cells: a chain whose two ends have no unlinked neighbour.
    expect(mazeGeometry(5, 30, MAZE_DEFAULTS)).toMatchObject({ columns: 1, rows: 5 });
    for (let seed = 0; seed < 3; seed++) {
      const ref = expectLikeReference(5, 30, options({ mazeBraidChance: 100 }), seed);
      expect(ref.links).toEqual([4, 5, 5, 5, 1]);
    }
  });

  test("the same seed gives the same maze", () => {
    const a = carve(33, 29, options({ mazeBraidChance: 20, mazeRoomCount: 2 }), 77);
    const b = carve(33, 29, options({ mazeBraidChance: 20, mazeRoomCount: 2 }), 77);
    expect(Array.from(a.grid.kinds)).toEqual(Array.from(b.grid.kinds));
    expect(a.layout.openings).toEqual(b.layout.openings);
  });
});

describe("steps for the preview", () => {
  test("a 2×2 maze reports start, a carve per carved cell and one at the end, braid, rooms, finish", () => {
    const { steps } = carve(9, 12, options(), 1, true);
    expect(steps.map((s) => s.step)).toEqual(["start", "carve", "carve", "carve", "carve", "braid", "rooms", "finish"]);
  });

  test("carve reports: every ceil(cells / 16) carved cells, plus one when the growth ends", () => {
    // [width, height, cells, carve steps]: 16 cells report 15 times (cells 2–16), 20 cells every
    // 2nd (2, 4, …, 20: 10), 40 cells every 3rd (3, 6, …, 39: 13), 60 every 4th (4, …, 60: 15);
    // each plus the final one.
    const cases = [
      [17, 24, 16, 16],
      [21, 24, 20, 11],
      [41, 24, 40, 14],
      [41, 36, 60, 16],
      // 35 cells every 3rd (3, …, 33: 11): a count that is not 1 past a multiple of 3.
      [29, 30, 35, 12],
    ];
    for (const [width, height, cells, carves] of cases) {
      const g = mazeGeometry(width, height, MAZE_DEFAULTS);
      expect([width, height, g.columns * g.rows]).toEqual([width, height, cells]);
      const { steps } = carve(width, height, options(), 3, true);
      expect([width, height, steps.filter((s) => s.step === "carve").length]).toEqual([width, height, carves]);
    }
  });

  test("the snapshots: the growth cell by cell, then braids and rooms, as corridor and room tiles", () => {
    for (const [width, height, o, seed] of [
      [40, 34, options({ mazeBraidChance: 60, mazeRoomCount: 3, mazeRoomMinSize: 1, mazeRoomMaxSize: 2, mazePathWidth: 2, wallHeight: 1 }), 4],
      [29, 30, options({ mazeBraidChance: 100, mazeRoomCount: 2, mazeWallWidth: 2 }), 6],
    ] as const) {
      const ref = referenceMaze(width, height, o, new Random(seed));
      const painted = referencePaint(ref, width, height);
      const { steps, layout } = carve(width, height, o, seed, true);
      const at = (name: string) => steps.filter((s) => s.step === name);
      expect(at("start")).toHaveLength(1);
      expect(Array.from(at("start")[0].kinds).every((k) => k === 0)).toBe(true);
      // The n-th carve snapshot shows n × ceil(cells / 16) carved cells; the last the grown maze.
      const carves = at("carve");
      const g = ref.geometry;
      const every = Math.ceil(ref.grown.length / 16);
      const shown = carves.map((snapshot) => ref.grown.filter((_, cell) => snapshot.kinds[cellY(g, cell) * width + cellX(g, cell)] === TileKind.Corridor).length);
      expect(shown).toEqual([...Array.from({ length: carves.length - 1 }, (_, n) => (n + 1) * every), ref.grown.length]);
      expect(Array.from(carves[carves.length - 1].kinds)).toEqual(Array.from(corridorKinds(g, ref.grown, width, height)));
      expect(Array.from(at("braid")[0].kinds)).toEqual(Array.from(corridorKinds(g, ref.braided, width, height)));
      // Rooms are painted over their whole blocks: the preview then shows the finished tiles.
      expect(Array.from(at("rooms")[0].kinds)).toEqual(Array.from(painted.kinds));
      // Until the end no area is labelled, and the snapshot's layout holds only the cells' boxes.
      for (const snapshot of steps.slice(0, -1)) {
        expect(Array.from(snapshot.areaOf).every((label) => label === 0)).toBe(true);
        expect(snapshot.layout).toMatchObject({ algorithm: "maze", areas: [], openings: [], overlay: { lines: [], marks: [] } });
        expect(snapshot.layout.overlay.boxes).toEqual(painted.boxes);
      }
      const finish = steps[steps.length - 1];
      expect(finish.step).toBe("finish");
      expect(finish.layout).toBe(layout);
      expect(layout.areas).toEqual(painted.areas);
      expect(layout.openings).toEqual(painted.openings);
      expect(layout.overlay.lines).toEqual(painted.lines);
    }
  });

  test("without a listener the grid holds only the finished floor", () => {
    const o = options({ mazeRoomCount: 2, mazeBraidChance: 50 });
    const { grid } = carve(33, 31, o, 12);
    expect(Array.from(grid.kinds)).toEqual(Array.from(referencePaint(referenceMaze(33, 31, o, new Random(12)), 33, 31).kinds));
  });
});

/**
 * Seed 1 on 9×12 with defaults: cells 0–1 on the top row, 2–3 below; links 1–0 (east gap at x 4),
 * 0–2 (south gap, rows 5–7) and 2–3 (east gap at x 4): a C open to the east.
 */
const PINNED_SMALL = [
  "#########",
  "#########",
  "#.......#",
  "#.......#",
  "#.......#",
  "#...#####",
  "#...#####",
  "#...#####",
  "#.......#",
  "#.......#",
  "#.......#",
  "#########",
];
/** Two east gaps of 1×3 and one south gap of 3×3. */
const PINNED_SMALL_GAPS = 3 + 3 + 9;
