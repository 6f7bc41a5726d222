/**
 * Perfect mazes on an odd grid, after seed 002 (David Wicker, "Locked In A Dungeon", 2019;
 * docs/architecture.md, "Layouts and where they come from"): the maze lives on the odd positions of a grid, a random cell is
 * carved first, and from the newest cell two steps at a time are cut in random directions; when no
 * direction is left, the walk goes on from another carved cell, until no cell can be cut.
 *
 * Unlike the seed (and rot.js IceyMaze), the "another carved cell" is drawn from a list of the
 * cells that may still have an uncut neighbour (a growing tree: newest first, a random one when
 * stuck), so every draw makes progress and the maze never slows down as it fills — O(cells).
 *
 * On an MZ map a 1-tile maze is unplayable, so each maze cell is scaled to map tiles as the seed
 * says: a path `mazePathWidth` tiles wide, side walls `mazeWallWidth` columns thick, and the walls
 * between rows at least wallHeight + 1 rows thick, so the two-high wall face and a ceiling row fit
 * (invariant 6). Options knock out a share of dead ends (a braid maze, with loops) and carve rooms
 * over rectangles of cells. Dead ends are the overlay's marks, the longest path its lines.
 *
 * Two more ideas of the seed, as options. Edge exits: the seed's maze has an entrance and an exit
 * on its outer edge, which a game closes off; here the dungeon must stay inside its border, so the
 * top-row and bottom-row cells farthest apart along the maze become one-cell landing rooms whose
 * paths run on to the border. The arrival prefers room floor (src/core/placement.ts), so without
 * other rooms the party lands at one end and the stairs, far from it, at the other. Shortcut
 * doors: the seed puts doors in maze walls as a way round the long way; walls between cells that
 * are far apart along the maze are knocked through and each such doorway is a door (or a secret
 * door). Both draw only when asked for and after everything else, so they never move the maze.
 *
 * Set-piece sites (LayoutInput.sites) are left by clearing a block of cells per site before the
 * maze grows (kit/sites.ts leaveCellBlocks, the first carved cell kept free): a taken cell is never
 * walked, braided into, roomed, made an exit or knocked through to, so the wall round a block is
 * never cut and the maze winds round it, reaching every free cell.
 */
import { Grid, Rect, TileKind, fillRect } from "../../grid";
import type { Random } from "../../random";
import type { AreaKind, Layout, LayoutAlgorithm, LayoutInput, Opening, SiteSize, StepListener } from "../contract";
import { AreaBook, DX, LINK_COUNT, Region, cellAreas, fillBlock, frameMinimumSize, leaveCellBlocks, regionOf, linkOffsets, neighbourCell, opposite, rollDoors, tooSmall } from "../kit";
import { MAZE_DEFAULTS, MAZE_OPTIONS, MAZE_RANGES, MAZE_TEXTS, MazeOptions } from "./options";
import { borrowUint16 } from "../../scratch";

export * from "./options";

/**
 * A shortcut door joins two cells whose walk along the maze is longer than this many cell steps
 * (the room chain's seed opens a doorway where the walk round exceeds 20 tiles; a cell step is
 * 4–6 tiles at the default sizes).
 */
const SHORTCUT_MIN_DETOUR = 8;
/** Failed room draws allowed per room asked for. */
const ROOM_TRIES_PER_ROOM = 10;
/** The carve is reported this many times (one report per carved cell would be too many to snapshot). */
const CARVE_REPORTS = 16;

/** Where the maze's cells lie on the map. */
interface MazeGeometry {
  /** Top-left tile of cell (0, 0). */
  originX: number;
  originY: number;
  columns: number;
  rows: number;
  pathWidth: number;
  /** Wall columns between cells side by side, wall rows between cells one above the other. */
  wallColumns: number;
  wallRows: number;
}

/** The cells that fit the map minus its border (the top keeps wallHeight rows), centred. */
function mazeGeometry(width: number, height: number, options: MazeOptions): MazeGeometry {
  const pathWidth = options.mazePathWidth;
  const wallColumns = options.mazeWallWidth;
  const wallRows = Math.max(options.mazeWallWidth, options.wallHeight + 1);
  const { left, top, right, bottom } = regionOf(width, height, options);
  const regionWidth = right - left + 1;
  const regionHeight = bottom - top + 1;
  const columns = Math.max(0, Math.floor((regionWidth + wallColumns) / (pathWidth + wallColumns)));
  let rows = Math.max(0, Math.floor((regionHeight + wallRows) / (pathWidth + wallRows)));
  // Edge exits need a spare row above and below the cells for the paths out to the border.
  if (options.mazeEdgeExits && rows > 2 && regionHeight - (rows * (pathWidth + wallRows) - wallRows) < 2) rows--;
  const usedWidth = columns * (pathWidth + wallColumns) - wallColumns;
  const usedHeight = rows * (pathWidth + wallRows) - wallRows;
  return {
    originX: left + ((regionWidth - usedWidth) >> 1),
    originY: top + ((regionHeight - usedHeight) >> 1),
    columns,
    rows,
    pathWidth,
    wallColumns,
    wallRows,
  };
}

/** The cells taken by set-piece sites (1 per taken cell) and the sites' top-left tiles (Layout.sites). */
interface MazeSites {
  taken: Uint8Array;
  sites: Int32Array | undefined;
}

/**
 * A block of whole cells per site asked (kit/sites.ts), a cell's tiles being its path with the
 * wall east of it and the wall rows below it, so `start` (the first cell the maze carves) stays
 * free and the free cells stay one piece. No sites asked: nothing taken and no draw.
 */
function leaveSites(geometry: MazeGeometry, sizes: readonly SiteSize[] | undefined, region: Region, mapWidth: number, random: Random, start: number): MazeSites {
  const { originX, originY, columns, rows, pathWidth, wallColumns, wallRows } = geometry;
  if (!sizes || sizes.length === 0) return { taken: new Uint8Array(columns * rows), sites: undefined };
  const frame = { originX, originY, columns, rows, pitchX: pathWidth + wallColumns, pitchY: pathWidth + wallRows };
  return leaveCellBlocks(frame, sizes, region, mapWidth, random, start);
}

/** The smallest map holding a maze of 2×2 cells with these options. */
function mazeMinimumSize(options: MazeOptions): { width: number; height: number } {
  const wallRows = Math.max(options.mazeWallWidth, options.wallHeight + 1);
  return frameMinimumSize(options, 2 * options.mazePathWidth + options.mazeWallWidth, 2 * options.mazePathWidth + wallRows);
}

function checkMazeSize(width: number, height: number, options: MazeOptions): string | null {
  return tooSmall(width, height, "the maze layout", mazeMinimumSize(options));
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
function fitMazeOptions(options: MazeOptions): string[] {
  const problems: string[] = [];
  if (options.mazeRoomMinSize > options.mazeRoomMaxSize) {
    problems.push(`mazeRoomMinSize ${options.mazeRoomMinSize} is too large (it must not exceed mazeRoomMaxSize ${options.mazeRoomMaxSize}); using ${options.mazeRoomMaxSize}`);
    options.mazeRoomMinSize = options.mazeRoomMaxSize;
  }
  return problems;
}

/** The maze's cells at map scale: squares, the wall gaps between linked cells, rectangles of cells. */
class MazeTiles {
  /** Top-left tile of each cell. */
  readonly cellX: Int32Array;
  readonly cellY: Int32Array;
  private readonly kinds: Uint8Array;
  private readonly width: number;

  /**
   * @param preview carve cells and links as they are made, for step snapshots; otherwise the
   * floor is painted once, with the areas, at the end.
   */
  constructor(
    readonly grid: Grid,
    readonly geometry: MazeGeometry,
    readonly preview: boolean,
  ) {
    const { originX, originY, columns, rows, pathWidth, wallColumns, wallRows } = geometry;
    this.cellX = new Int32Array(columns * rows);
    this.cellY = new Int32Array(columns * rows);
    for (let row = 0, cell = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++, cell++) {
        this.cellX[cell] = originX + column * (pathWidth + wallColumns);
        this.cellY[cell] = originY + row * (pathWidth + wallRows);
      }
    }
    this.kinds = grid.kinds;
    this.width = grid.width;
  }

  /** Map tiles of a rectangle of cells, the walls inside it included. */
  blockRect(column: number, row: number, columns: number, rows: number): Rect {
    const { originX, originY, pathWidth, wallColumns, wallRows } = this.geometry;
    return {
      x: originX + column * (pathWidth + wallColumns),
      y: originY + row * (pathWidth + wallRows),
      width: columns * (pathWidth + wallColumns) - wallColumns,
      height: rows * (pathWidth + wallRows) - wallRows,
    };
  }

  carveCell(cell: number): void {
    if (!this.preview) return;
    const side = this.geometry.pathWidth;
    fillBlock(this.kinds, this.width, this.cellX[cell], this.cellY[cell], side, side, TileKind.Corridor);
  }

  /** Carves the wall between two linked cells, given either one and the direction to the other. */
  carveLink(cell: number, direction: number): void {
    if (!this.preview) return;
    const { pathWidth, wallColumns, wallRows } = this.geometry;
    const { kinds, width } = this;
    if (direction === 0) fillBlock(kinds, width, this.cellX[cell], this.cellY[cell] - wallRows, pathWidth, wallRows, TileKind.Corridor);
    else if (direction === 1) fillBlock(kinds, width, this.cellX[cell] + pathWidth, this.cellY[cell], wallColumns, pathWidth, TileKind.Corridor);
    else if (direction === 2) fillBlock(kinds, width, this.cellX[cell], this.cellY[cell] + pathWidth, pathWidth, wallRows, TileKind.Corridor);
    else fillBlock(kinds, width, this.cellX[cell] - wallColumns, this.cellY[cell], wallColumns, pathWidth, TileKind.Corridor);
  }

  /** The tile at the middle of a cell, where its dead-end mark and path line sit. */
  centreTile(cell: number): number {
    const half = this.geometry.pathWidth >> 1;
    return (this.cellY[cell] + half) * this.width + this.cellX[cell] + half;
  }
}

/**
 * The growing tree: carve from the newest cell in a random direction (or straight on, by
 * mazeStraightChance) into an uncut neighbour; a cell with no uncut neighbour leaves the active
 * list and the walk resumes from a random active cell. Each round adds or retires one cell.
 */
function growMaze(tiles: MazeTiles, options: MazeOptions, start: number, taken: Uint8Array, random: Random, report: () => void): { links: Uint8Array; deepest: number } {
  const { columns, rows } = tiles.geometry;
  const cellCount = columns * rows;
  const offsets = linkOffsets(columns);
  const links = new Uint8Array(cellCount);
  // A taken cell counts as carved already, so the walk never steps into it.
  const carved = Uint8Array.from(taken);
  const active = new Int32Array(cellCount);
  const slot = new Int32Array(cellCount);
  const entered = new Int8Array(cellCount).fill(-1);
  // Steps from the first cell along the tree (its unique path), and the cell farthest so.
  const depth = new Int32Array(cellCount);
  let deepest = 0;
  const choices = new Int32Array(4);
  const reportEvery = Math.max(1, Math.ceil(cellCount / CARVE_REPORTS));
  const straightChance = options.mazeStraightChance;
  let activeCount = 0;
  const activate = (cell: number) => {
    carved[cell] = 1;
    tiles.carveCell(cell);
    slot[cell] = activeCount;
    active[activeCount++] = cell;
  };

  let current = start;
  activate(current);
  deepest = current;
  let carvedCount = 1;
  let column = current % columns;
  while (activeCount > 0) {
    let choiceCount = 0;
    if (current >= columns && !carved[current - columns]) choices[choiceCount++] = 0;
    if (column < columns - 1 && !carved[current + 1]) choices[choiceCount++] = 1;
    if (current + columns < cellCount && !carved[current + columns]) choices[choiceCount++] = 2;
    if (column > 0 && !carved[current - 1]) choices[choiceCount++] = 3;
    if (choiceCount === 0) {
      const last = active[--activeCount];
      active[slot[current]] = last;
      slot[last] = slot[current];
      if (activeCount > 0) {
        current = active[random.smallInt(0, activeCount - 1)];
        column = current % columns;
      }
      continue;
    }
    let direction = choices[choiceCount === 1 ? 0 : random.smallInt(0, choiceCount - 1)];
    const ahead = entered[current];
    if (straightChance > 0 && ahead >= 0 && direction !== ahead && random.percent(straightChance)) {
      for (let k = 0; k < choiceCount; k++) if (choices[k] === ahead) direction = ahead;
    }
    const next = current + offsets[direction];
    links[current] |= 1 << direction;
    links[next] |= 1 << opposite(direction);
    tiles.carveLink(current, direction);
    entered[next] = direction;
    depth[next] = depth[current] + 1;
    if (depth[next] > depth[deepest]) deepest = next;
    activate(next);
    current = next;
    column += DX[direction];
    if (++carvedCount % reportEvery === 0) report();
  }
  return { links, deepest };
}

/**
 * Each dead end, by mazeBraidChance, is knocked through into an unlinked neighbour — another dead
 * end when there is one, so one knock removes two; never into a cell a site took. On a grid of at
 * least 2×2 cells with no sites every dead end has an unlinked neighbour, and knocks only add
 * links, so 100 leaves no dead end.
 */
function braidDeadEnds(tiles: MazeTiles, links: Uint8Array, taken: Uint8Array, chance: number, random: Random): void {
  const { columns, rows } = tiles.geometry;
  const choices = new Int32Array(4);
  for (let cell = 0; cell < links.length; cell++) {
    if (LINK_COUNT[links[cell]] !== 1 || !random.percent(chance)) continue;
    let choiceCount = 0;
    let deadEndCount = 0;
    for (let d = 0; d < 4; d++) {
      const next = neighbourCell(cell, d, columns, rows);
      if (next < 0 || links[cell] & (1 << d) || taken[next]) continue;
      // Dead-end neighbours first in the list, so they can be drawn alone.
      if (LINK_COUNT[links[next]] === 1) {
        choices[choiceCount++] = choices[deadEndCount];
        choices[deadEndCount++] = d;
      } else {
        choices[choiceCount++] = d;
      }
    }
    if (choiceCount === 0) continue;
    const direction = choices[random.smallInt(0, (deadEndCount > 0 ? deadEndCount : choiceCount) - 1)];
    links[cell] |= 1 << direction;
    links[neighbourCell(cell, direction, columns, rows)] |= 1 << opposite(direction);
    tiles.carveLink(cell, direction);
  }
}

/**
 * Up to mazeRoomCount rooms over free rectangles of cells, none taken by a site (a bounded number of draws; rectangles
 * in cells, by room number − 1). A room links
 * its cells to each other and becomes room floor, walls inside it included; its cells keep their
 * maze links to the outside, so the room is reached wherever the maze passed through it.
 */
function carveRooms(tiles: MazeTiles, links: Uint8Array, taken: Uint8Array, options: MazeOptions, random: Random): { roomOf: Int32Array; roomBlocks: Rect[] } {
  const { columns, rows } = tiles.geometry;
  const roomOf = new Int32Array(links.length);
  const roomBlocks: Rect[] = [];
  const tries = options.mazeRoomCount * ROOM_TRIES_PER_ROOM;
  for (let attempt = 0; attempt < tries && roomBlocks.length < options.mazeRoomCount; attempt++) {
    const roomColumns = Math.min(columns, random.smallInt(options.mazeRoomMinSize, options.mazeRoomMaxSize));
    const roomRows = Math.min(rows, random.smallInt(options.mazeRoomMinSize, options.mazeRoomMaxSize));
    const column = random.smallInt(0, columns - roomColumns);
    const row = random.smallInt(0, rows - roomRows);
    if (!blockIsFree(roomOf, taken, columns, column, row, roomColumns, roomRows)) continue;
    roomBlocks.push({ x: column, y: row, width: roomColumns, height: roomRows });
    const roomCount = roomBlocks.length;
    for (let r = row; r < row + roomRows; r++) {
      for (let c = column; c < column + roomColumns; c++) {
        const cell = r * columns + c;
        roomOf[cell] = roomCount;
        if (c + 1 < column + roomColumns) (links[cell] |= 2), (links[cell + 1] |= 8);
        if (r + 1 < row + roomRows) (links[cell] |= 4), (links[cell + columns] |= 1);
      }
    }
    if (tiles.preview) fillRect(tiles.grid, tiles.blockRect(column, row, roomColumns, roomRows), TileKind.Room);
  }
  return { roomOf, roomBlocks };
}

/** Whether no cell of the rectangle is in a room already or taken by a site. */
function blockIsFree(roomOf: Int32Array, taken: Uint8Array, columns: number, column: number, row: number, width: number, height: number): boolean {
  for (let r = row; r < row + height; r++) {
    for (let c = column; c < column + width; c++) if (roomOf[r * columns + c] !== 0 || taken[r * columns + c]) return false;
  }
  return true;
}

/** Which side of a gap owns it: a corridor before a crossroads before a room (so rooms stay rectangles). */
const OWNER_RANK: Readonly<Record<AreaKind, number>> = { corridor: 2, crossroads: 1, room: 0, cave: 0, tunnel: 0, circle: 0, ellipse: 0, polygon: 0, vault: 0, piece: 0 };

/**
 * Paints the floor with its areas: rooms as whole rectangles of room floor, other cells as
 * corridor squares (a cell not `present`, taken by a site, stays void), and each wall gap between linked cells as corridor of the area of one side
 * (a corridor before a crossroads before a room, so rooms stay rectangles). Every gap between two
 * areas is one opening (open), at the middle of the gap's tiles that touch the other side.
 *
 * Speed: all pathWidth tile rows of a band of cells are alike, and so are all wallRows rows of the
 * band of gaps below it, so the first row of each band is written tile by tile and copied to the
 * others (a 256×256 maze has 2,600 cells; painting each square and gap on its own cost more than
 * growing the maze).
 */
function paintMaze(
  tiles: MazeTiles,
  links: Uint8Array,
  roomOf: Int32Array,
  roomBlocks: Rect[],
  book: AreaBook,
  areaOf: Uint16Array,
  shortcuts: Uint8Array,
  present: Uint8Array | undefined,
): { openings: Opening[]; shortcutOpenings: Opening[] } {
  const { columns, rows, pathWidth, wallColumns, wallRows } = tiles.geometry;
  const { width, kinds } = tiles.grid;
  const { cellX, cellY } = tiles;
  const cellCount = links.length;
  const { areaOfCell, kinds: areaKinds } = cellAreas(links, columns, roomOf, present);
  const rank = new Int8Array(areaKinds.length);
  areaKinds.forEach((kind, id) => {
    book.add(kind);
    rank[id] = OWNER_RANK[kind];
  });

  // ── who owns each gap (area + 1; 0 = no gap), the openings, and the areas' bounds and sizes ──
  const eastOwner = new Uint16Array(cellCount);
  const southOwner = new Uint16Array(cellCount);
  const openings: Opening[] = [];
  const shortcutOpenings: Opening[] = [];
  const half = pathWidth >> 1;
  for (const block of roomBlocks) {
    const rect = tiles.blockRect(block.x, block.y, block.width, block.height);
    book.grow(areaOfCell[block.y * columns + block.x], rect.x, rect.y, rect.width, rect.height);
  }
  for (let cell = 0; cell < cellCount; cell++) {
    if (areaOfCell[cell] < 0) continue; // taken by a site: no floor, no links
    if (roomOf[cell] === 0) book.grow(areaOfCell[cell], cellX[cell], cellY[cell], pathWidth, pathWidth);
    for (let direction = 1; direction <= 2; direction++) {
      if (!(links[cell] & (1 << direction))) continue;
      const east = direction === 1;
      const other = east ? cell + 1 : cell + columns;
      const a = areaOfCell[cell];
      const b = areaOfCell[other];
      const ownedByFirst = rank[a] >= rank[b];
      const owner = ownedByFirst ? a : b;
      (east ? eastOwner : southOwner)[cell] = owner + 1;
      // A gap inside a room is counted with the room's rectangle.
      if (roomOf[cell] !== 0 && roomOf[cell] === roomOf[other]) continue;
      const x = east ? cellX[cell] + pathWidth : cellX[cell];
      const y = east ? cellY[cell] : cellY[cell] + pathWidth;
      book.grow(owner, x, y, east ? wallColumns : pathWidth, east ? pathWidth : wallRows);
      if (a === b) continue;
      // The gap tile next to the other side, in the middle of the path.
      const tileX = east ? (ownedByFirst ? x + wallColumns - 1 : x) : x + half;
      const tileY = east ? y + half : ownedByFirst ? y + wallRows - 1 : y;
      const opening: Opening = { tile: tileY * width + tileX, from: owner, to: ownedByFirst ? b : a, kind: "open" };
      openings.push(opening);
      if (shortcuts[cell] & (1 << direction)) shortcutOpenings.push(opening);
    }
  }

  // ── the tiles, band by band ──
  const spanStart = cellX[0];
  const spanEnd = cellX[columns - 1] + pathWidth;
  const paintRun = (start: number, length: number, kind: number, label: number) => {
    for (let i = start, end = start + length; i < end; i++) {
      kinds[i] = kind;
      areaOf[i] = label;
    }
  };
  const copyRow = (fromY: number, toY: number, count: number) => {
    const from = fromY * width;
    for (let y = toY; y < toY + count; y++) {
      kinds.copyWithin(y * width + spanStart, from + spanStart, from + spanEnd);
      areaOf.copyWithin(y * width + spanStart, from + spanStart, from + spanEnd);
    }
  };
  const sameRoom = (cell: number, other: number) => roomOf[cell] !== 0 && roomOf[cell] === roomOf[other];
  for (let row = 0; row < rows; row++) {
    const first = row * columns;
    const y = cellY[first];
    // The band's first tile row: each cell's path, then the gap east of it when linked.
    for (let cell = first; cell < first + columns; cell++) {
      if (areaOfCell[cell] < 0) continue;
      const start = y * width + cellX[cell];
      paintRun(start, pathWidth, roomOf[cell] !== 0 ? TileKind.Room : TileKind.Corridor, areaOfCell[cell] + 1);
      if (eastOwner[cell] !== 0) paintRun(start + pathWidth, wallColumns, sameRoom(cell, cell + 1) ? TileKind.Room : TileKind.Corridor, eastOwner[cell]);
    }
    copyRow(y, y + 1, pathWidth - 1);
    if (row === rows - 1) break;
    // The gap band below: each south gap, and inside a room the corner between four of its cells
    // (a room is a rectangle, so a cell and its south-east neighbour in one room means all four).
    const gapY = y + pathWidth;
    for (let cell = first; cell < first + columns; cell++) {
      const start = gapY * width + cellX[cell];
      if (southOwner[cell] !== 0) paintRun(start, pathWidth, sameRoom(cell, cell + columns) ? TileKind.Room : TileKind.Corridor, southOwner[cell]);
      if (cell < first + columns - 1 && sameRoom(cell, cell + columns + 1)) paintRun(start + pathWidth, wallColumns, TileKind.Room, areaOfCell[cell] + 1);
    }
    copyRow(gapY, gapY + 1, wallRows - 1);
  }
  return { openings, shortcutOpenings };
}

/**
 * Knocks up to mazeShortcutDoors walls through, each between two neighbouring cells that are not
 * linked and whose walk along the maze (so far, earlier shortcuts included) is longer than
 * SHORTCUT_MIN_DETOUR steps, drawn without repeats from all such walls (none beside a cell a site took). Returns the new links
 * (Side bits east 2 / south 4 on the west / north cell). Walls between two dead ends are left:
 * knocked through they would join one corridor, with no doorway between two areas for a door.
 */
function knockShortcuts(tiles: MazeTiles, links: Uint8Array, roomOf: Int32Array, taken: Uint8Array, count: number, random: Random): Uint8Array {
  const { columns, rows } = tiles.geometry;
  const shortcuts = new Uint8Array(links.length);
  if (count <= 0) return shortcuts;
  const walls: number[] = [];
  for (let cell = 0; cell < links.length; cell++) {
    if (taken[cell]) continue;
    const column = cell % columns;
    if (column + 1 < columns && !(links[cell] & 2) && !taken[cell + 1]) walls.push(cell * 2);
    if (cell + columns < links.length && !(links[cell] & 4) && !taken[cell + columns]) walls.push(cell * 2 + 1);
  }
  const walk = new WalkWithin(links, columns, rows);
  let knocked = 0;
  for (let i = 0; i < walls.length && knocked < count; i++) {
    const pick = random.int(i, walls.length - 1);
    const wall = walls[pick];
    walls[pick] = walls[i];
    walls[i] = wall;
    const cell = wall >> 1;
    const direction = wall & 1 ? 2 : 1;
    const other = cell + (direction === 2 ? columns : 1);
    const bothDeadEnds = roomOf[cell] === 0 && roomOf[other] === 0 && LINK_COUNT[links[cell]] < 2 && LINK_COUNT[links[other]] < 2;
    if (bothDeadEnds || walk.reaches(cell, other, SHORTCUT_MIN_DETOUR)) continue;
    links[cell] |= 1 << direction;
    links[other] |= 1 << opposite(direction);
    shortcuts[cell] |= 1 << direction;
    tiles.carveLink(cell, direction);
    knocked++;
  }
  return shortcuts;
}

/** Breadth-first walks along the links that stop after a number of steps, reusing their arrays. */
class WalkWithin {
  private readonly stamp: Int32Array;
  private readonly steps: Int32Array;
  private readonly queue: Int32Array;
  private readonly offsets: Int32Array;
  private round = 0;

  constructor(
    private readonly links: Uint8Array,
    columns: number,
    rows: number,
  ) {
    this.offsets = linkOffsets(columns);
    this.stamp = new Int32Array(columns * rows);
    this.steps = new Int32Array(columns * rows);
    this.queue = new Int32Array(columns * rows);
  }

  /** True when `to` is at most `limit` steps from `from` along the links. */
  reaches(from: number, to: number, limit: number): boolean {
    const { links, offsets, stamp, steps, queue } = this;
    const round = ++this.round;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    stamp[from] = round;
    steps[from] = 0;
    while (head < tail) {
      const cell = queue[head++];
      if (cell === to) return true;
      if (steps[cell] === limit) continue;
      for (let d = 0; d < 4; d++) {
        if (!(links[cell] & (1 << d))) continue;
        const next = cell + offsets[d];
        if (stamp[next] === round) continue;
        stamp[next] = round;
        steps[next] = steps[cell] + 1;
        queue[tail++] = next;
      }
    }
    return false;
  }
}

/** The entrance (a top-row cell) and exit (a bottom-row cell) of a maze with edge exits, and the path between them. */
interface EdgeExits {
  entrance: number;
  exit: number;
  path: number[];
}

/**
 * A top-row cell and a bottom-row cell far apart along the maze: the top-row cell farthest from
 * the carve's deepest cell, then the bottom-row cell farthest from that (the tree-diameter sweeps,
 * each ending on its row). Both become one-cell rooms unless a room already holds them, so the
 * arrival (which prefers room floor) lands at one of them. Null when sites took a whole row.
 */
function chooseEdgeExits(links: Uint8Array, columns: number, farEnd: number, roomOf: Int32Array, roomBlocks: Rect[]): EdgeExits | null {
  const cellCount = links.length;
  const distance = new Int32Array(cellCount);
  const parent = new Int32Array(cellCount);
  const queue = new Int32Array(cellCount);
  const farthestInRow = (firstCell: number) => {
    let best = firstCell;
    for (let cell = firstCell; cell < firstCell + columns; cell++) if (distance[cell] > distance[best]) best = cell;
    return best;
  };
  farthestCell(links, columns, farEnd, distance, parent, queue);
  const entrance = farthestInRow(0);
  farthestCell(links, columns, entrance, distance, parent, queue);
  const exit = farthestInRow(cellCount - columns);
  // Sites took the whole top or bottom row (only cells the maze reached have a distance): no exits.
  if (distance[entrance] < 0 || distance[exit] < 0) return null;
  const path: number[] = [];
  for (let cell = exit; cell >= 0; cell = parent[cell]) path.push(cell);
  for (const cell of [entrance, exit]) {
    if (roomOf[cell] !== 0) continue;
    roomBlocks.push({ x: cell % columns, y: Math.floor(cell / columns), width: 1, height: 1 });
    roomOf[cell] = roomBlocks.length;
  }
  return { entrance, exit, path };
}

/** The paths from the entrance up to the frame's top row and from the exit down to its bottom row, as floor of their rooms. */
function paintExitPaths(tiles: MazeTiles, exits: EdgeExits, region: Region, book: AreaBook, areaOf: Uint16Array): void {
  const { pathWidth } = tiles.geometry;
  const { cellX, cellY } = tiles;
  const areaAt = (cell: number) => areaOf[tiles.centreTile(cell)] - 1;
  const { entrance, exit } = exits;
  book.paint(areaAt(entrance), cellX[entrance], region.top, pathWidth, cellY[entrance] - region.top, TileKind.Room);
  book.paint(areaAt(exit), cellX[exit], cellY[exit] + pathWidth, pathWidth, region.bottom + 1 - (cellY[exit] + pathWidth), TileKind.Room);
}

/** Shortcut doorways are doors, or secret doors by secretDoorChance; the maze's other openings roll both chances. */
function rollMazeDoors(openings: Opening[], shortcutOpenings: Opening[], random: Random, options: MazeOptions): void {
  // Nothing to roll: every opening is already open (the default maze).
  if (shortcutOpenings.length === 0 && options.doorChance <= 0 && options.secretDoorChance <= 0) return;
  const shortcut = new Set(shortcutOpenings);
  rollDoors(
    openings.filter((opening) => !shortcut.has(opening)),
    random,
    options,
  );
  for (const opening of shortcutOpenings) opening.kind = random.percent(options.secretDoorChance) ? "secret" : "door";
}

/** Cells with exactly one link: the maze's dead ends (a one-cell room at the end of a path included). */
function deadEndCells(links: Uint8Array): number[] {
  const deadEnds: number[] = [];
  for (let cell = 0; cell < links.length; cell++) if (LINK_COUNT[links[cell]] === 1) deadEnds.push(cell);
  return deadEnds;
}

/**
 * The longest path through the maze, cell by cell: from `farEnd`, a cell farthest from some cell,
 * to the cell farthest from it (the two sweeps of the tree-diameter method: exact on a perfect
 * maze, a long path on a braided one). The carve hands its deepest cell over as `farEnd`, so only
 * the second sweep is walked here.
 */
function longestCellPath(links: Uint8Array, columns: number, farEnd: number): number[] {
  const cellCount = links.length;
  const distance = new Int32Array(cellCount);
  const parent = new Int32Array(cellCount);
  const queue = new Int32Array(cellCount);
  const end = farthestCell(links, columns, farEnd, distance, parent, queue);
  const path: number[] = [];
  for (let cell = end; cell >= 0; cell = parent[cell]) path.push(cell);
  return path;
}

/**
 * Breadth-first from `start` along the links (north, east, south, west in that order); returns the
 * cell reached last and leaves each reached cell's parent in `parent` (−1 at the start). A plain
 * function over typed arrays with the four directions written out: it runs twice per maze, over
 * every cell.
 */
function farthestCell(links: Uint8Array, columns: number, start: number, distance: Int32Array, parent: Int32Array, queue: Int32Array): number {
  distance.fill(-1);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  distance[start] = 0;
  parent[start] = -1;
  while (head < tail) {
    const cell = queue[head++];
    const open = links[cell];
    const step = distance[cell] + 1;
    if (open & 1 && distance[cell - columns] < 0) {
      distance[cell - columns] = step;
      parent[cell - columns] = cell;
      queue[tail++] = cell - columns;
    }
    if (open & 2 && distance[cell + 1] < 0) {
      distance[cell + 1] = step;
      parent[cell + 1] = cell;
      queue[tail++] = cell + 1;
    }
    if (open & 4 && distance[cell + columns] < 0) {
      distance[cell + columns] = step;
      parent[cell + columns] = cell;
      queue[tail++] = cell + columns;
    }
    if (open & 8 && distance[cell - 1] < 0) {
      distance[cell - 1] = step;
      parent[cell - 1] = cell;
      queue[tail++] = cell - 1;
    }
  }
  return queue[tail - 1];
}

/** A path of cells as lines between cell centres, one line per straight run. */
function pathLines(tiles: MazeTiles, path: readonly number[]): number[] {
  const width = tiles.grid.width;
  const lines: number[] = [];
  let runStart = 0;
  for (let i = 1; i <= path.length; i++) {
    const bends = i === path.length || (i >= 2 && path[i] - path[i - 1] !== path[i - 1] - path[i - 2]);
    if (!bends || i - 1 === runStart) continue;
    const from = tiles.centreTile(path[runStart]);
    const to = tiles.centreTile(path[i - 1]);
    lines.push(from % width, Math.floor(from / width), to % width, Math.floor(to / width));
    runStart = i - 1;
  }
  return lines;
}

/** Each free cell's path square, in cell order (literal boxes in a plain loop: a method call per box cost several times as much). */
function mazeCellBoxes(tiles: MazeTiles, taken: Uint8Array): Rect[] {
  const side = tiles.geometry.pathWidth;
  const boxes: Rect[] = [];
  for (let cell = 0; cell < taken.length; cell++) if (!taken[cell]) boxes.push({ x: tiles.cellX[cell], y: tiles.cellY[cell], width: side, height: side });
  return boxes;
}

function carveMaze(grid: Grid, options: MazeOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
  const geometry = mazeGeometry(grid.width, grid.height, options);
  const tiles = new MazeTiles(grid, geometry, onStep !== undefined);
  const cellCount = geometry.columns * geometry.rows;
  const region = regionOf(grid.width, grid.height, options);
  // The first cell is drawn before the sites, so without sites the draws are as they always were.
  const start = random.smallInt(0, cellCount - 1);
  const { taken, sites } = leaveSites(geometry, input.sites, region, grid.width, random, start);
  const areaOf = borrowUint16(grid.width * grid.height); // lent, as the grid is (releaseDungeon)
  // The cells' outlines are for previews: made when first read (2,600 boxes at 256×256 cost a
  // twentieth of the carve, for a game that never draws them).
  let cellBoxes: Rect[] | null = null;
  const boxes = (): Rect[] => (cellBoxes ??= mazeCellBoxes(tiles, taken));
  // Until the last stage areas are not labelled yet: the snapshots show the cells and the floor.
  const report = onStep && ((step: string) => onStep(step, { algorithm: "maze", areas: [], areaOf, openings: [], overlay: { boxes: boxes(), lines: [], marks: [] } }));

  report?.("start");
  const { links, deepest } = growMaze(tiles, options, start, taken, random, () => report?.("carve"));
  report?.("carve");
  braidDeadEnds(tiles, links, taken, options.mazeBraidChance, random);
  report?.("braid");
  const { roomOf, roomBlocks } = carveRooms(tiles, links, taken, options, random);
  report?.("rooms");
  // Exits before shortcuts, so shortcut doors never move the exits (they may shorten the way between them).
  const exits = options.mazeEdgeExits ? chooseEdgeExits(links, geometry.columns, deepest, roomOf, roomBlocks) : null;
  const shortcuts = knockShortcuts(tiles, links, roomOf, taken, options.mazeShortcutDoors, random);

  const book = new AreaBook(grid, areaOf);
  const present = sites ? taken.map((t) => 1 - t) : undefined;
  const { openings, shortcutOpenings } = paintMaze(tiles, links, roomOf, roomBlocks, book, areaOf, shortcuts, present);
  if (exits) paintExitPaths(tiles, exits, region, book, areaOf);
  rollMazeDoors(openings, shortcutOpenings, random, options); // last: the dice for doors never move a wall
  const marks = deadEndCells(links).map((cell) => tiles.centreTile(cell));
  const lines = pathLines(tiles, exits ? exits.path : longestCellPath(links, geometry.columns, deepest));
  const overlay = {
    get boxes(): Rect[] {
      return boxes();
    },
    lines,
    marks,
  };
  const layout: Layout = { algorithm: "maze", areas: book.areas(), areaOf, openings, overlay };
  if (sites) layout.sites = sites;
  onStep?.("finish", layout);
  return layout;
}

export const maze: LayoutAlgorithm<MazeOptions> = {
  name: "maze",
  summary: "Perfect maze on an odd grid (seed 002), scaled to wide paths; optional braiding (loops) and rooms",
  texts: MAZE_TEXTS,
  options: MAZE_OPTIONS,
  parameterPrefix: "maze",
  reads: "nothing",
  defaults: MAZE_DEFAULTS,
  ranges: MAZE_RANGES,
  steps: ["start", "carve", "braid", "rooms", "finish"],
  fitOptions: fitMazeOptions,
  checkSize: checkMazeSize,
  carve(grid: Grid, options: MazeOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    return carveMaze(grid, options, random, input, onStep);
  },
};
