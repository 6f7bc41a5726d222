/**
 * Set-piece sites a layout built on a grid of cells leaves void as it carves (LayoutInput.sites,
 * Layout.sites): each site gets a block of whole cells that holds it, left out of the cell graph,
 * so the layout's walk (the cells' depth-first links, the maze's growing tree, the nodes'
 * expansion) never carves there and carves all round it instead.
 *
 * A block is taken only when the graph of the cells still free stays one piece: the free cells on
 * the ring round the block (the grid's edge breaking it) must form a single run. Consecutive ring
 * cells are 4-neighbours, so any path that crossed the block can go round it along that run — a
 * local test of a few dozen cells instead of a flood of the whole graph per block.
 *
 * Blocks never touch, not even at a corner: no cell of a block's ring is taken. So every block keeps
 * its whole ring of free cells, whose floor lies next to the site, and the stubs a piece's entrances
 * run out of its site never reach into the next site.
 */
import type { Random } from "../../random";
import type { SiteSize } from "../contract";
import type { Region } from "./frame";

/** Where a layout's cells lie on the map. */
export interface CellFrame {
  /** The map tile where cell (0, 0) starts. */
  originX: number;
  originY: number;
  columns: number;
  rows: number;
  /** Map tiles from one cell's start to the next's, across and down (a maze cell with its wall). */
  pitchX: number;
  pitchY: number;
}

/** What leaveCellBlocks decided. */
export interface CellSites {
  /** Per cell (row * columns + column): 1 when a site's block took it (the layout carves nothing there). */
  taken: Uint8Array;
  /** Per site, in the order asked: its top-left map tile, or −1 when no block could hold it (Layout.sites). */
  sites: Int32Array;
}

/** Random block positions tried per site before it is left to the set-piece stage. */
const BLOCK_TRIES = 12;

/**
 * Takes a block of cells for each site that fits one, in order, and draws the site's position
 * inside the block. The block's tiles are those of its cells' pitches: a free cell's floor stays
 * inside its own pitch (a link into a taken cell is never made), so the block holds no floor.
 * `keep` is a cell that must stay free (where the layout's walk starts), or −1.
 */
export function leaveCellBlocks(frame: CellFrame, sizes: readonly SiteSize[], region: Region, mapWidth: number, random: Random, keep = -1): CellSites {
  const { columns, rows } = frame;
  const taken = new Uint8Array(columns * rows);
  const sites = new Int32Array(sizes.length).fill(-1);
  let free = columns * rows;
  sizes.forEach((size, index) => {
    const blockColumns = Math.ceil(size.width / frame.pitchX);
    const blockRows = Math.ceil(size.height / frame.pitchY);
    // Keep at least the cells of one more block free: a grid cannot be all sites.
    if (blockColumns > columns || blockRows > rows || free - blockColumns * blockRows < blockColumns * blockRows) return;
    for (let attempt = 0; attempt < BLOCK_TRIES; attempt++) {
      const column = random.smallInt(0, columns - blockColumns);
      const row = random.smallInt(0, rows - blockRows);
      const tile = siteInBlock(frame, column, row, blockColumns, blockRows, size, region, mapWidth, random);
      if (tile < 0 || !blockIsFree(taken, columns, column, row, blockColumns, blockRows, keep)) continue;
      if (!ringAllowsBlock(taken, columns, rows, column, row, blockColumns, blockRows)) continue;
      for (let r = row; r < row + blockRows; r++) taken.fill(1, r * columns + column, r * columns + column + blockColumns);
      free -= blockColumns * blockRows;
      sites[index] = tile;
      return;
    }
  });
  return { taken, sites };
}

/** A random top-left tile for the site inside the block's tiles and the region, or −1 when it does not fit there. */
function siteInBlock(frame: CellFrame, column: number, row: number, blockColumns: number, blockRows: number, size: SiteSize, region: Region, mapWidth: number, random: Random): number {
  const left = Math.max(region.left, frame.originX + column * frame.pitchX);
  const top = Math.max(region.top, frame.originY + row * frame.pitchY);
  const right = Math.min(region.right, frame.originX + (column + blockColumns) * frame.pitchX - 1);
  const bottom = Math.min(region.bottom, frame.originY + (row + blockRows) * frame.pitchY - 1);
  if (right - left + 1 < size.width || bottom - top + 1 < size.height) return -1;
  const x = random.smallInt(left, right - size.width + 1);
  const y = random.smallInt(top, bottom - size.height + 1);
  return y * mapWidth + x;
}

/** Whether no cell of the block (`blockColumns` × `blockRows` cells from `column`, `row`) is set in `taken` or is the cell to keep. */
export function blockIsFree(taken: Uint8Array, columns: number, column: number, row: number, blockColumns: number, blockRows: number, keep = -1): boolean {
  for (let r = row; r < row + blockRows; r++) {
    for (let cell = r * columns + column, end = cell + blockColumns; cell < end; cell++) if (taken[cell] || cell === keep) return false;
  }
  return true;
}

/**
 * Whether the ring round the block (its 8-neighbourhood, corners included, walked clockwise) holds
 * no taken cell and its cells on the grid form exactly one run (off the grid breaks it).
 */
function ringAllowsBlock(taken: Uint8Array, columns: number, rows: number, column: number, row: number, blockColumns: number, blockRows: number): boolean {
  const left = column - 1;
  const top = row - 1;
  const right = column + blockColumns;
  const bottom = row + blockRows;
  let touches = false;
  // True for a ring cell on the grid; a taken one is noted (it rules the block out).
  const onGrid = (c: number, r: number) => {
    if (c < 0 || c >= columns || r < 0 || r >= rows) return false;
    if (taken[r * columns + c] !== 0) touches = true;
    return true;
  };
  let runs = 0;
  let freeCells = 0;
  let previous = false;
  let first = false;
  let index = 0;
  const visit = (c: number, r: number) => {
    const now = onGrid(c, r);
    if (index === 0) first = now;
    if (now) freeCells++;
    if (now && !previous) runs++;
    previous = now;
    index++;
  };
  for (let c = left; c < right; c++) visit(c, top);
  for (let r = top; r < bottom; r++) visit(right, r);
  for (let c = right; c > left; c--) visit(c, bottom);
  for (let r = bottom; r > top; r--) visit(left, r);
  // The walk is a loop: a run that reaches the end and goes on at the start is one run.
  if (previous && first && runs > 1) runs--;
  return !touches && freeCells > 0 && runs === 1;
}
