/**
 * The set-piece sites the nodes layout leaves (LayoutInput.sites, Layout.sites) in the node tiles
 * its expansion left empty. After the cleanup a tile's exits lead only into placed tiles, and each
 * placed tile carves only inside its own square, so an empty tile holds no floor and never will:
 * a block of empty tiles can take a site without erasing anything, and the floor stays one piece
 * because nothing filled is removed.
 *
 * Each site, in order, gets the block of whole empty tiles that holds it with the most placed
 * tiles beside its sides (a hole in the expansion, floor close on several sides, so the piece's
 * entrances reach floor in a few steps); a block must have placed tiles beside it, and its site
 * must keep SITE_GAP void tiles from the sites left before. In its block the site sits against the
 * side (of each pair) with more placed tiles beside it: measured, that made more entrances see
 * floor straight on (56 % against 53 %), and shorter corridors, than placing it where most of its
 * sides' columns and rows see floor. The work follows the node grid, never the map: one scan per
 * block shape, a few draws per site.
 */
import type { Random } from "../../random";
import type { SiteSize } from "../contract";
import { borrowInt32, giveBack } from "../../scratch";
import { blockIsFree } from "../kit/sites";

/** Where the node tiles lie on the map. */
export interface NodeTiles {
  originX: number;
  originY: number;
  columns: number;
  rows: number;
  /** A node tile's side in map tiles. */
  size: number;
}

/**
 * For every site still −1 in `sites`: the top-left map tile of a site left in a block of node tiles
 * that are neither `placed` nor `taken`, the block then marked in `taken`; stays −1 when no block
 * beside the expansion holds it.
 */
export function leaveSitesInEmptyTiles(tiles: NodeTiles, placed: Uint8Array, taken: Uint8Array, mapWidth: number, sizes: readonly SiteSize[], sites: Int32Array, random: Random): void {
  const shapes = new Map<number, BlockCandidates>();
  sizes.forEach((size, index) => {
    if (sites[index] >= 0 || !isSiteSize(size)) return;
    const blockColumns = Math.ceil(size.width / tiles.size);
    const blockRows = Math.ceil(size.height / tiles.size);
    if (blockColumns > tiles.columns || blockRows > tiles.rows) return;
    const key = blockColumns * (tiles.rows + 1) + blockRows;
    let candidates = shapes.get(key);
    if (candidates === undefined) shapes.set(key, (candidates = new BlockCandidates(tiles, placed, blockColumns, blockRows, random)));
    let site = -1;
    const block = candidates.draw((block) => {
      const column = block % tiles.columns;
      if (!blockIsFree(taken, tiles.columns, column, (block - column) / tiles.columns, blockColumns, blockRows)) return false;
      site = siteInBlock(tiles, placed, block, blockColumns, blockRows, size, mapWidth, random);
      return clearOfSites(site, size, sites, sizes, mapWidth);
    });
    if (block < 0) return;
    sites[index] = site;
    const column = block % tiles.columns;
    const row = (block - column) / tiles.columns;
    for (let r = row; r < row + blockRows; r++) taken.fill(1, r * tiles.columns + column, r * tiles.columns + column + blockColumns);
  });
  for (const candidates of shapes.values()) candidates.giveBack();
}

/** Whether a site's size is whole tiles, at least one each way (anything else is left to the set-piece stage). */
export function isSiteSize(size: SiteSize): boolean {
  return Number.isInteger(size.width) && Number.isInteger(size.height) && size.width >= 1 && size.height >= 1;
}

/**
 * Sites reserved before the expansion that it did not reach (no placed tile beside the node tiles
 * the site covers) are given up: −1 again, and their tiles free for leaveSitesInEmptyTiles.
 */
export function releaseSitesAwayFromFloor(tiles: NodeTiles, placed: Uint8Array, taken: Uint8Array, sizes: readonly SiteSize[], sites: Int32Array, mapWidth: number): void {
  const { columns, rows, size: side } = tiles;
  sites.forEach((tile, k) => {
    if (tile < 0) return;
    const x = tile % mapWidth;
    const y = (tile - x) / mapWidth;
    const left = Math.floor((x - tiles.originX) / side);
    const top = Math.floor((y - tiles.originY) / side);
    const right = Math.floor((x + sizes[k].width - 1 - tiles.originX) / side);
    const bottom = Math.floor((y + sizes[k].height - 1 - tiles.originY) / side);
    const blockColumns = right - left + 1;
    const blockRows = bottom - top + 1;
    if (placedBeside(placed, columns, rows, left, top, blockColumns, blockRows) > 0) return;
    sites[k] = -1;
    for (let r = top; r <= bottom; r++) taken.fill(0, r * columns + left, r * columns + right + 1);
  });
}

/**
 * Void tiles kept between two sites: the set-piece stage keeps two tiles beyond each entrance's
 * stub clear of other sites (its approach), and a corridor may need the third.
 */
export const SITE_GAP = 3;

/** Whether the site at `tile` keeps SITE_GAP tiles from every site left so far. */
function clearOfSites(tile: number, size: SiteSize, sites: Int32Array, sizes: readonly SiteSize[], mapWidth: number): boolean {
  const x = tile % mapWidth;
  const y = (tile - x) / mapWidth;
  for (let k = 0; k < sites.length; k++) {
    if (sites[k] < 0) continue;
    const ox = sites[k] % mapWidth;
    const oy = (sites[k] - ox) / mapWidth;
    if (x < ox + sizes[k].width + SITE_GAP && ox < x + size.width + SITE_GAP && y < oy + sizes[k].height + SITE_GAP && oy < y + size.height + SITE_GAP) return false;
  }
  return true;
}

/**
 * The blocks of one shape (columns × rows of node tiles) that may take a site, grouped by the
 * placed tiles beside them: found in one scan of the node grid, then drawn best group first. A
 * block a site took, or whose site would come too near another, is dropped when drawn (sites are
 * only added, so it would mostly be refused again): each site costs a few draws, not a scan.
 */
class BlockCandidates {
  /**
   * One buffer (a typed array costs more to make than this whole scan): the blocks' top-left node
   * tiles grouped by the placed tiles beside them, then where each group starts, then how many of
   * it are still worth a draw (the group's first ones).
   */
  private readonly work: Int32Array;
  private readonly groups: number;
  private readonly startAt: number;
  private readonly liveAt: number;

  constructor(private readonly tiles: NodeTiles, placed: Uint8Array, private readonly blockColumns: number, blockRows: number, private readonly random: Random) {
    const { columns, rows } = tiles;
    const lastColumn = columns - blockColumns;
    const lastRow = rows - blockRows;
    const positions = (lastColumn + 1) * (lastRow + 1);
    this.groups = besideRange(blockColumns, blockRows);
    this.startAt = 2 * positions;
    this.liveAt = this.startAt + this.groups + 1;
    // Scores from `positions` on, then a counting sort into the first `positions` entries.
    this.work = borrowInt32(this.liveAt + this.groups);
    scoreBlocks(placed, columns, rows, blockColumns, blockRows, this.work, positions, this.liveAt);
    groupBlocks(this.work, positions, this.groups, this.startAt, this.liveAt);
  }

  /** Returns the buffer to the pool (src/core/scratch.ts); the candidates are not drawn from again. */
  giveBack(): void {
    giveBack(this.work);
  }

  /** A block of the best group that has one `accept` takes, drawn at random; each block drawn is dropped from the candidates. −1 when none is left. */
  draw(accept: (block: number) => boolean): number {
    const { work, startAt, liveAt } = this;
    const positionColumns = this.tiles.columns - this.blockColumns + 1;
    for (let g = this.groups - 1; g > 0; g--) {
      const start = work[startAt + g];
      while (work[liveAt + g] > 0) {
        const at = start + this.random.smallInt(0, work[liveAt + g] - 1);
        const position = work[at];
        work[at] = work[start + --work[liveAt + g]];
        const column = position % positionColumns;
        const block = ((position - column) / positionColumns) * this.tiles.columns + column;
        if (accept(block)) return block;
      }
    }
    return -1;
  }
}

/**
 * Each block's placed tiles beside it into `work` from `positions` on (0 for a block not empty), and
 * how many blocks have each score from `liveAt` on.
 */
function scoreBlocks(placed: Uint8Array, columns: number, rows: number, blockColumns: number, blockRows: number, work: Int32Array, positions: number, liveAt: number): void {
  const lastColumn = columns - blockColumns;
  for (let row = 0, at = positions; row + blockRows <= rows; row++) {
    for (let column = 0, corner = row * columns; column <= lastColumn; column++, corner++, at++) {
      // Most corners are placed: their score stays the buffer's 0.
      if (placed[corner] || !blockIsFree(placed, columns, column, row, blockColumns, blockRows)) continue;
      const score = placedBeside(placed, columns, rows, column, row, blockColumns, blockRows);
      work[at] = score;
      work[liveAt + score]++;
    }
  }
}

/** A counting sort of the scored blocks into the first `positions` entries of `work`, by score, each group in scan order; group 0 (no floor beside) is left out. */
function groupBlocks(work: Int32Array, positions: number, groups: number, startAt: number, liveAt: number): void {
  for (let g = 1; g < groups; g++) work[startAt + g + 1] = work[startAt + g] + work[liveAt + g];
  // `live` counts each group up again as it fills.
  for (let g = 1; g < groups; g++) work[liveAt + g] = 0;
  for (let at = positions; at < 2 * positions; at++) {
    const score = work[at];
    if (score > 0) work[work[startAt + score] + work[liveAt + score]++] = at - positions;
  }
}

/** Placed tiles beside the block's four sides (corners not counted). */
function placedBeside(placed: Uint8Array, columns: number, rows: number, column: number, row: number, blockColumns: number, blockRows: number): number {
  let beside = 0;
  for (let side = 0; side < 4; side++) beside += placedOnSide(placed, columns, rows, column, row, blockColumns, blockRows, side);
  return beside;
}

/** Placed tiles along one side of the block (0 north, 1 east, 2 south, 3 west: kit/directions.ts), corners not counted. */
function placedOnSide(placed: Uint8Array, columns: number, rows: number, column: number, row: number, blockColumns: number, blockRows: number, side: number): number {
  let beside = 0;
  if (side === 0 || side === 2) {
    const r = side === 0 ? row - 1 : row + blockRows;
    if (r < 0 || r >= rows) return 0;
    for (let c = column; c < column + blockColumns; c++) beside += placed[r * columns + c];
  } else {
    const c = side === 3 ? column - 1 : column + blockColumns;
    if (c < 0 || c >= columns) return 0;
    for (let r = row; r < row + blockRows; r++) beside += placed[r * columns + c];
  }
  return beside;
}

/** One more than the most placed tiles beside a block's sides. */
function besideRange(blockColumns: number, blockRows: number): number {
  return 2 * (blockColumns + blockRows) + 1;
}

/** The site's top-left map tile in the block: against the side (of each pair) with more placed tiles beside it, anywhere between when even. */
function siteInBlock(tiles: NodeTiles, placed: Uint8Array, block: number, blockColumns: number, blockRows: number, size: SiteSize, mapWidth: number, random: Random): number {
  const { columns, rows } = tiles;
  const column = block % columns;
  const row = (block - column) / columns;
  const [north, east, south, west] = [0, 1, 2, 3].map((side) => placedOnSide(placed, columns, rows, column, row, blockColumns, blockRows, side));
  const x = tiles.originX + column * tiles.size + towardFloor(west, east, blockColumns * tiles.size - size.width, random);
  const y = tiles.originY + row * tiles.size + towardFloor(north, south, blockRows * tiles.size - size.height, random);
  return y * mapWidth + x;
}

/** An offset in 0 … slack: 0 when the low side has more floor beside it, slack when the high side has, drawn when even. */
function towardFloor(low: number, high: number, slack: number, random: Random): number {
  if (low > high) return 0;
  if (high > low) return slack;
  return random.smallInt(0, slack);
}
