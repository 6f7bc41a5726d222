/**
 * Cell dungeons, after Pokémon Essentials' Overworld_RandomDungeons (v19/v20; see
 * docs/architecture.md, "Layouts and where they come from"): the map minus a border is cut into equal cells, the cells are
 * linked by a depth-first recursive backtracker (a spanning tree), every cell gets a corridor
 * junction with one arm per link, and each cell may hold a room that overlaps its junction.
 *
 * The stages, in order (each a function below): countCells → leaveSites (only when sites are
 * asked) → linkCells → carveJunctions → carveArms → carveRooms → addExtraConnections, and
 * carveInteriorRoom when no room was rolled.
 *
 * Set-piece sites (LayoutInput.sites) are left as cells: before the links, each site takes a block
 * of whole cells that holds it (kit/sites.ts leaveCellBlocks; the walk's start cell stays free),
 * and the taken cells get no link, junction, arm, room or extra connection, so no floor is carved
 * there. Without sites nothing is drawn for them and the map is the one it always was.
 *
 * Extra connections (Essentials v21) link neighbouring cells the tree left apart, each making a
 * loop. They are drawn after the rooms and their arms only fill void, so a map with extra
 * connections is the same map as without, plus corridors: raising the option never moves a room.
 *
 * Vertical clearance (invariant 6 of docs/architecture.md, "Invariants"). As in Essentials, everything a cell carves —
 * room, junction, east/west arms — stays inside rows wallHeight … cellHeight − 2 of the cell: the
 * top wallHeight rows hold the wall face of the floor below them and the bottom row is the ceiling
 * over the next cell's wall face. Only a north/south arm crosses the cell edge, and it always
 * meets the matching arm of the linked cell. So between floor of two cells in one column there
 * are at least wallHeight + 1 tiles; within a cell every column's floor is one run, because the
 * room, the arms and the vertical corridor all overlap the junction's rows.
 *
 * Unlike Essentials: the DFS keeps an explicit stack (no recursion, any grid shape), rooms are
 * clamped on the right axis, the junction moves down when a wide corridor would reach into the
 * wall rows, and a room always overlaps its junction so floor stays connected for any valid
 * options.
 */
import { Random } from "../../random";
import { Grid, Rect, TileKind, checkGridSize, fillBox, fillRect, replaceKind } from "../../grid";
import { mergeOptions } from "../../options";
import { claimRect, kindOfTile, labelFloorAndFindOpenings } from "../../areas";
import type { Area, Layout, LayoutAlgorithm, LayoutInput, LayoutOverlay, Opening, SiteSize, StepListener } from "../contract";
import { Region, leaveCellBlocks, tooSmall } from "../kit";
import { CELLS_DEFAULTS, CELLS_OPTIONS, CELLS_RANGES, CELLS_TEXTS, CellsOptions } from "./options";
import { borrowUint16 } from "../../scratch";

export * from "./options";

/** The smallest interior (map minus borders) that still holds a room and an arrival tile. */
const MIN_INTERIOR_WIDTH = 4;
const MIN_INTERIOR_HEIGHT = 3;

/** Open sides of a cell, one bit each. */
export const Side = { North: 1, East: 2, South: 4, West: 8 } as const;

export interface CellLayout {
  /** Where cell (0, 0) starts: the top-left corner of the interior. */
  originX: number;
  originY: number;
  cellColumns: number;
  cellRows: number;
  /** Open sides (Side bits) per cell, index = row * cellColumns + column. */
  links: Uint8Array;
  /** Room rectangles in map tiles; empty cells hold none. */
  rooms: Rect[];
  /** Per cell, 1 where a set-piece site took it (nothing is carved there); absent when no site did. */
  taken?: Uint8Array;
}

/** Validates options, falling back to defaults, and fixes the combinations that cannot fit a cell. */
export function resolveCellsOptions(given?: unknown): { options: CellsOptions; problems: string[] } {
  const { options, problems } = mergeOptions<CellsOptions>(CELLS_DEFAULTS, CELLS_RANGES, given);
  return { options, problems: [...problems, ...fitCellsOptions(options)] };
}

/**
 * Clamps, in place, the sizes that cannot fit a cell with its wall rows; returns one message per
 * change. After this every room and junction fits rows wallHeight … cellHeight − 2 and columns
 * 1 … cellWidth − 2 of its cell (see the header: invariant 6).
 */
function fitCellsOptions(options: CellsOptions): string[] {
  const problems: string[] = [];
  const fit = (key: keyof CellsOptions, limit: number, why: string) => {
    if (options[key] > limit) {
      problems.push(`${key} ${options[key]} is too large (${why}); using ${limit}`);
      options[key] = limit;
    }
  };
  const freeRows = options.cellHeight - options.wallHeight - 1;
  const freeColumns = options.cellWidth - 2;
  const rowsWhy = `a cell of height ${options.cellHeight} keeps its top ${options.wallHeight} rows for the wall and its bottom row free`;
  const columnsWhy = `a cell of width ${options.cellWidth} keeps one column free on each side`;
  fit("roomMaxWidth", freeColumns, columnsWhy);
  fit("roomMaxHeight", freeRows, rowsWhy);
  fit("corridorWidth", freeColumns, columnsWhy);
  fit("corridorWidth", freeRows, rowsWhy);
  fit("roomMinWidth", options.roomMaxWidth, "it must not exceed roomMaxWidth");
  fit("roomMinHeight", options.roomMaxHeight, "it must not exceed roomMaxHeight");
  return problems;
}

/**
 * Why a map cannot hold a cell dungeon (sizes that are not whole numbers up to MAX_MAP_SIDE, or too
 * small for the borders), or null when it can. Takes any width and height; never throws.
 */
export function checkMapSize(width: number, height: number, options: CellsOptions): string | null {
  const badSize = checkGridSize(width, height);
  if (badSize) return badSize;
  return tooSmall(width, height, "a dungeon", { width: 2 * options.borderX + MIN_INTERIOR_WIDTH, height: 2 * options.borderY + MIN_INTERIOR_HEIGHT });
}

/**
 * How many cells fit across and down. An interior with less than one full cell on either axis
 * (Essentials: width ≤ 41 or height ≤ 37) is a single cell: one room filling the interior.
 */
function countCells(width: number, height: number, options: CellsOptions): { cellColumns: number; cellRows: number } {
  const cellColumns = Math.floor((width - 2 * options.borderX) / options.cellWidth);
  const cellRows = Math.floor((height - 2 * options.borderY) / options.cellHeight);
  if (cellColumns < 1 || cellRows < 1) return { cellColumns: 1, cellRows: 1 };
  return { cellColumns, cellRows };
}

type CellsPhase = "cells" | "links" | "corridors" | "rooms";

/**
 * Carves rooms and corridors into `grid` (all void, size already checked by `checkMapSize`,
 * options already fitted by `fitCellsOptions`); walls come afterwards. `onPhase` sees the layout
 * after each phase.
 */
function carveCells(
  grid: Grid,
  options: CellsOptions,
  random: Random,
  siteSizes: readonly SiteSize[],
  onPhase?: (phase: CellsPhase, layout: CellLayout) => void,
): { layout: CellLayout; sites: Int32Array | undefined } {
  const { cellColumns, cellRows } = countCells(grid.width, grid.height, options);
  const layout: CellLayout = {
    // The grid is centred: the columns and rows that do not make a whole cell are shared between
    // both sides, so an 80-wide map is not a dungeon with a dark strip down its east side.
    originX: options.borderX + Math.max(0, Math.floor((grid.width - 2 * options.borderX - cellColumns * options.cellWidth) / 2)),
    originY: options.borderY + Math.max(0, Math.floor((grid.height - 2 * options.borderY - cellRows * options.cellHeight) / 2)),
    cellColumns,
    cellRows,
    links: new Uint8Array(cellColumns * cellRows),
    rooms: [],
  };
  let sites: Int32Array | undefined = siteSizes.length > 0 ? new Int32Array(siteSizes.length).fill(-1) : undefined;
  if (cellColumns * cellRows > 1) {
    // The walk's start is drawn first, as it always was, so the sites can keep it free.
    const start = random.int(0, cellColumns * cellRows - 1);
    if (siteSizes.length > 0) sites = leaveSites(grid, options, layout, siteSizes, random, start);
    onPhase?.("cells", layout);
    linkCells(layout, random, start);
    onPhase?.("links", layout);
    carveCorridors(grid, options, layout);
    onPhase?.("corridors", layout);
    carveRooms(grid, options, layout, random);
    addExtraConnections(grid, options, layout, random);
  } else {
    onPhase?.("cells", layout);
  }
  // One cell, or no room from the dice: the interior becomes one room and corridors go.
  if (layout.rooms.length === 0) carveInteriorRoom(grid, options, layout);
  onPhase?.("rooms", layout);
  return { layout, sites };
}

/**
 * Takes a block of cells for each site that fits one (never the walk's `start` cell) and marks
 * them in layout.taken; the sites' top-left tiles, −1 where none fitted. Every stage after this
 * skips the taken cells, and a free cell's floor stays inside its own cell except an arm towards a
 * linked cell (see the header), so the blocks stay void.
 */
function leaveSites(grid: Grid, options: CellsOptions, layout: CellLayout, sizes: readonly SiteSize[], random: Random, start: number): Int32Array {
  const frame = { originX: layout.originX, originY: layout.originY, columns: layout.cellColumns, rows: layout.cellRows, pitchX: options.cellWidth, pitchY: options.cellHeight };
  const { taken, sites } = leaveCellBlocks(frame, sizes, interiorOf(grid, options), grid.width, random, start);
  if (sites.some((site) => site >= 0)) layout.taken = taken;
  return sites;
}

/** The map minus the borders: where the cells lie (a site stays inside it). */
function interiorOf(grid: Grid, options: CellsOptions): Region {
  return { left: options.borderX, top: options.borderY, right: grid.width - 1 - options.borderX, bottom: grid.height - 1 - options.borderY };
}

/**
 * The interior as one room. Cells a site took stay void, and so does the border strip beside a
 * taken cell on the grid's edge: each tile belongs to its nearest cell, so the room's floor is one
 * piece exactly when the free cells are (leaveCellBlocks keeps them so).
 */
function carveInteriorRoom(grid: Grid, options: CellsOptions, layout: CellLayout): void {
  const room: Rect = {
    x: options.borderX,
    y: options.borderY,
    width: grid.width - 2 * options.borderX,
    height: grid.height - 2 * options.borderY,
  };
  replaceKind(grid, TileKind.Corridor, TileKind.Void);
  fillRect(grid, room, TileKind.Room);
  if (layout.taken) {
    voidTakenCells(grid, options, layout, layout.taken, room);
    layout.rooms = [floorBounds(grid, room)];
  } else {
    layout.rooms = [room];
  }
}

/** The smallest rectangle inside `rect` holding all its floor (an area's bounds are exact). */
function floorBounds(grid: Grid, rect: Rect): Rect {
  const { width, kinds } = grid;
  let left = rect.x + rect.width;
  let top = rect.y + rect.height;
  let right = rect.x - 1;
  let bottom = rect.y - 1;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      if (kinds[y * width + x] === TileKind.Void) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Whether a set-piece site took `cell` (nothing is carved there). */
function isTaken(layout: CellLayout, cell: number): boolean {
  return layout.taken !== undefined && layout.taken[cell] === 1;
}

/** Voids each taken cell's tiles, grown to the room's edge when the cell is on the grid's edge. */
function voidTakenCells(grid: Grid, options: CellsOptions, layout: CellLayout, taken: Uint8Array, room: Rect): void {
  const { cellWidth, cellHeight } = options;
  const { cellColumns, cellRows } = layout;
  for (let row = 0; row < cellRows; row++) {
    for (let column = 0; column < cellColumns; column++) {
      if (!taken[row * cellColumns + column]) continue;
      const left = column === 0 ? room.x : layout.originX + column * cellWidth;
      const top = row === 0 ? room.y : layout.originY + row * cellHeight;
      const right = column === cellColumns - 1 ? room.x + room.width : layout.originX + (column + 1) * cellWidth;
      const bottom = row === cellRows - 1 ? room.y + room.height : layout.originY + (row + 1) * cellHeight;
      fillBox(grid, left, top, right - left, bottom - top, TileKind.Void);
    }
  }
}

const NEIGHBOURS: ReadonlyArray<{ side: number; opposite: number; dx: number; dy: number }> = [
  { side: Side.North, opposite: Side.South, dx: 0, dy: -1 },
  { side: Side.East, opposite: Side.West, dx: 1, dy: 0 },
  { side: Side.South, opposite: Side.North, dx: 0, dy: 1 },
  { side: Side.West, opposite: Side.East, dx: -1, dy: 0 },
];

/**
 * Recursive backtracker with an explicit stack: from the `start` cell, step to a random unvisited
 * neighbour and link the two; when none is left, back up. The links form a spanning tree of the
 * cells no site took (those count as visited from the start, so no link reaches them).
 */
function linkCells(layout: CellLayout, random: Random, start: number): void {
  const { cellColumns, cellRows, links } = layout;
  const cellCount = cellColumns * cellRows;
  const visited = layout.taken ? layout.taken.slice() : new Uint8Array(cellCount);
  const stack = new Int32Array(cellCount);
  const choices = new Int32Array(4);
  let depth = 0;
  visited[start] = 1;
  stack[depth++] = start;
  while (depth > 0) {
    const cell = stack[depth - 1];
    const column = cell % cellColumns;
    const row = (cell - column) / cellColumns;
    let choiceCount = 0;
    for (let d = 0; d < 4; d++) {
      const c = column + NEIGHBOURS[d].dx;
      const r = row + NEIGHBOURS[d].dy;
      if (c >= 0 && c < cellColumns && r >= 0 && r < cellRows && !visited[r * cellColumns + c]) choices[choiceCount++] = d;
    }
    if (choiceCount === 0) {
      depth--;
      continue;
    }
    const step = NEIGHBOURS[choices[random.int(0, choiceCount - 1)]];
    const next = (row + step.dy) * cellColumns + column + step.dx;
    links[cell] |= step.side;
    links[next] |= step.opposite;
    visited[next] = 1;
    stack[depth++] = next;
  }
}

/**
 * Links up to extraConnections pairs of neighbouring cells that are not linked yet, drawn without
 * repeats from all such pairs (a spanning tree leaves (columns − 1) × rows + columns × (rows − 1) −
 * (cells − 1) of them), and carves their arms. Each new link closes a loop. Draws nothing when the
 * option is 0, so the default map is Essentials' tree, seed for seed.
 */
function addExtraConnections(grid: Grid, options: CellsOptions, layout: CellLayout, random: Random): void {
  if (options.extraConnections <= 0) return;
  const candidates = unlinkedNeighbourPairs(layout);
  const count = Math.min(options.extraConnections, candidates.length);
  if (count === 0) return;
  const extra = new Uint8Array(layout.links.length);
  for (let i = 0; i < count; i++) {
    // Partial Fisher–Yates: the first `count` entries become a uniform draw without repeats.
    const pick = random.int(i, candidates.length - 1);
    const pair = candidates[pick];
    candidates[pick] = candidates[i];
    candidates[i] = pair;
    const cell = pair >> 1;
    const step = pair & 1 ? NEIGHBOURS[2] : NEIGHBOURS[1];
    const next = cell + (step.dy === 1 ? layout.cellColumns : 1);
    extra[cell] |= step.side;
    extra[next] |= step.opposite;
  }
  for (let cell = 0; cell < extra.length; cell++) layout.links[cell] |= extra[cell];
  carveArms(grid, options, layout, extra, TileKind.Void);
}

/**
 * Every pair of neighbouring cells without a link, as cell * 2 (+ 1 for the cell below, + 0 for the
 * one east); a cell a site took is in no pair.
 */
function unlinkedNeighbourPairs(layout: CellLayout): Int32Array {
  const { cellColumns, cellRows, links } = layout;
  const pairs = new Int32Array(2 * cellColumns * cellRows);
  let count = 0;
  for (let row = 0; row < cellRows; row++) {
    for (let column = 0; column < cellColumns; column++) {
      const cell = row * cellColumns + column;
      if (isTaken(layout, cell)) continue;
      if (column + 1 < cellColumns && !(links[cell] & Side.East) && !isTaken(layout, cell + 1)) pairs[count++] = cell * 2;
      if (row + 1 < cellRows && !(links[cell] & Side.South) && !isTaken(layout, cell + cellColumns)) pairs[count++] = cell * 2 + 1;
    }
  }
  return pairs.subarray(0, count);
}

/** Where a cell's junction square starts, in cell-local tiles; its side is corridorWidth. */
interface Junction {
  x: number;
  y: number;
}

/**
 * The junction square: centred in the cell as in Essentials, moved down when a wide corridor would
 * reach into the top wallHeight rows (it always fits above the bottom row once options are fitted).
 * Across, a fitted corridor always leaves a free column on each side, so no clamp is needed there.
 */
function junctionOf(options: CellsOptions): Junction {
  const { cellWidth, cellHeight, corridorWidth, wallHeight } = options;
  const centredY = Math.floor(cellHeight / 2) - Math.floor(corridorWidth / 2);
  return {
    x: Math.floor(cellWidth / 2) - Math.floor(corridorWidth / 2),
    y: clamp(centredY, wallHeight, cellHeight - 1 - corridorWidth),
  };
}

/** Junctions, then one arm per open side: the corridor network. */
function carveCorridors(grid: Grid, options: CellsOptions, layout: CellLayout): void {
  carveJunctions(grid, options, layout);
  carveArms(grid, options, layout);
}

/** Every cell gets its junction square, linked or not (a dead end ends at its junction, as in v20); a cell a site took gets none. */
function carveJunctions(grid: Grid, options: CellsOptions, layout: CellLayout): void {
  const { cellWidth, cellHeight, corridorWidth } = options;
  const junction = junctionOf(options);
  for (let row = 0; row < layout.cellRows; row++) {
    for (let column = 0; column < layout.cellColumns; column++) {
      if (isTaken(layout, row * layout.cellColumns + column)) continue;
      const x = layout.originX + column * cellWidth + junction.x;
      const y = layout.originY + row * cellHeight + junction.y;
      fillBox(grid, x, y, corridorWidth, corridorWidth, TileKind.Corridor);
    }
  }
}

/**
 * One arm per open side of `links` (the layout's own by default), from the junction to the cell
 * edge, where it meets the linked cell's arm. East/west arms keep the junction's rows;
 * north/south arms its columns. With `onlyOver` Void, arms fill void only: extra connections
 * carved after the rooms leave the rooms' floor as it is.
 */
function carveArms(grid: Grid, options: CellsOptions, layout: CellLayout, links = layout.links, onlyOver?: TileKind): void {
  const { cellWidth, cellHeight, corridorWidth } = options;
  const { x: jx, y: jy } = junctionOf(options);
  const junctionBottom = jy + corridorWidth;
  const junctionRight = jx + corridorWidth;
  for (let row = 0; row < layout.cellRows; row++) {
    for (let column = 0; column < layout.cellColumns; column++) {
      const open = links[row * layout.cellColumns + column];
      if (open === 0) continue;
      const left = layout.originX + column * cellWidth;
      const top = layout.originY + row * cellHeight;
      // Numbers, not a closure and a rectangle object per arm: this runs for every cell.
      if (open & Side.North) fillBox(grid, left + jx, top, corridorWidth, junctionBottom, TileKind.Corridor, onlyOver);
      if (open & Side.South) fillBox(grid, left + jx, top + jy, corridorWidth, cellHeight - jy, TileKind.Corridor, onlyOver);
      if (open & Side.West) fillBox(grid, left, top + jy, junctionRight, corridorWidth, TileKind.Corridor, onlyOver);
      if (open & Side.East) fillBox(grid, left + jx, top + jy, cellWidth - jx, corridorWidth, TileKind.Corridor, onlyOver);
    }
  }
}

/**
 * Each cell, by roomChance: a random room near the cell centre. It stays inside rows
 * wallHeight … cellHeight − 2 and columns 1 … cellWidth − 2 of its cell (Essentials keeps the same
 * free rows: the wall face above, the ceiling row below), and overlaps the junction. A cell a site
 * took draws nothing and gets no room.
 */
export function carveRooms(grid: Grid, options: CellsOptions, layout: CellLayout, random: Random): void {
  const { cellWidth, cellHeight, corridorWidth, wallHeight, roomJitter } = options;
  const junction = junctionOf(options);
  for (let row = 0; row < layout.cellRows; row++) {
    for (let column = 0; column < layout.cellColumns; column++) {
      if (isTaken(layout, row * layout.cellColumns + column)) continue;
      if (!random.percent(options.roomChance)) continue;
      const width = random.int(options.roomMinWidth, options.roomMaxWidth);
      const height = random.int(options.roomMinHeight, options.roomMaxHeight);
      const centreX = Math.floor(cellWidth / 2) + random.int(-roomJitter, roomJitter);
      const centreY = Math.floor(cellHeight / 2) + random.int(-roomJitter, roomJitter);
      let x = clamp(centreX - Math.floor(width / 2), 1, cellWidth - 1 - width);
      let y = clamp(centreY - Math.floor(height / 2), wallHeight, cellHeight - 1 - height);
      // Over the junction, so the room is always reached by the corridors. This never undoes the
      // clamp above: the junction itself lies inside the same free rows and columns.
      x = clamp(x, junction.x - width + 1, junction.x + corridorWidth - 1);
      y = clamp(y, junction.y - height + 1, junction.y + corridorWidth - 1);
      const room: Rect = {
        x: layout.originX + column * cellWidth + x,
        y: layout.originY + row * cellHeight + y,
        width,
        height,
      };
      fillRect(grid, room, TileKind.Room);
      layout.rooms.push(room);
    }
  }
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/**
 * The cells algorithm behind the layout contract: each room is an area (claimed first, so the
 * corridor under it is the room's), each stretch of corridor between rooms another; the overlay
 * draws the cells and their links.
 */
export const cells: LayoutAlgorithm<CellsOptions> = {
  name: "cells",
  summary: "Pokémon Essentials' cell dungeon: a grid of cells linked depth-first, corridors and rooms",
  texts: CELLS_TEXTS,
  options: CELLS_OPTIONS,
  parameterPrefix: "",
  reads: "nothing",
  defaults: CELLS_DEFAULTS,
  ranges: CELLS_RANGES,
  steps: ["cells", "links", "corridors", "rooms"],
  fitOptions: fitCellsOptions,
  checkSize: checkMapSize,
  carve(grid: Grid, options: CellsOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    const report = onStep && ((phase: CellsPhase, partial: CellLayout) => onStep(phase, cellsToLayout(grid, options, partial, phase === "rooms")));
    const { layout: cellLayout, sites } = carveCells(grid, options, random, input.sites ?? [], report && ((phase, partial) => phase !== "rooms" && report(phase, partial)));
    const layout = cellsToLayout(grid, options, cellLayout, true);
    if (sites) layout.sites = sites;
    onStep?.("rooms", layout);
    return layout;
  },
};

/** The shared Layout of a cell layout; areas and openings only once carving is finished. */
function cellsToLayout(grid: Grid, options: CellsOptions, cellLayout: CellLayout, finished: boolean): Layout {
  const areaOf = borrowUint16(grid.kinds.length); // lent, as the grid is (releaseDungeon)
  const areas: Area[] = [];
  let openings: Opening[] = [];
  if (finished) {
    cellLayout.rooms.forEach((room, id) => {
      const size = claimRect(grid, areaOf, room, id);
      areas.push({ id, kind: "room", bounds: { ...room }, size });
    });
    openings = labelFloorAndFindOpenings(grid, areaOf, areas, kindOfTile);
  }
  return { algorithm: "cells", areas, areaOf, openings, overlay: cellOverlay(options, cellLayout) };
}

/** Cell outlines as boxes, links as lines between cell centres. */
function cellOverlay(options: CellsOptions, cellLayout: CellLayout): LayoutOverlay {
  const { cellWidth, cellHeight } = options;
  const { originX, originY, cellColumns, cellRows, links } = cellLayout;
  const boxes: Rect[] = [];
  const lines: number[] = [];
  const centreX = (column: number) => originX + column * cellWidth + Math.floor(cellWidth / 2);
  const centreY = (row: number) => originY + row * cellHeight + Math.floor(cellHeight / 2);
  for (let row = 0; row < cellRows; row++) {
    for (let column = 0; column < cellColumns; column++) {
      boxes.push({ x: originX + column * cellWidth, y: originY + row * cellHeight, width: cellWidth, height: cellHeight });
      const open = links[row * cellColumns + column];
      if (open & Side.East && column + 1 < cellColumns) lines.push(centreX(column), centreY(row), centreX(column + 1), centreY(row));
      if (open & Side.South && row + 1 < cellRows) lines.push(centreX(column), centreY(row), centreX(column), centreY(row + 1));
    }
  }
  return { boxes, lines, marks: [] };
}
