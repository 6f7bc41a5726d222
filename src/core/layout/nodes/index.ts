/**
 * Tile-node expansion, after the Construct 2 "Random dungeon generator (Node based)" tutorial
 * (seed 004;
 * docs/architecture.md, "Layouts and where they come from"): the map is a grid of node tiles of
 * nodeSize × nodeSize map tiles, each one of the 16 exit shapes (a bitmask N 1, E 2, S 4, W 8;
 * 0 = empty).
 *
 *   1. start at the centre tile; keep an open list of unfilled tiles an exit points into;
 *   2. fill an open tile with a shape that meets every placed neighbour (an exit meets an exit, a
 *      closed side meets a closed side, the grid's edge or an empty tile); below `nodeCount` tiles
 *      prefer shapes with a new exit ("force bigger"), from then on only the exits the neighbours
 *      ask for, which closes the open exits with end pieces ("force smaller");
 *   3. cleanup ("correct tile"): every tile's exits become exactly those its neighbours answer;
 *   4. a share of tiles (roomChance) becomes the room piece with the same exits.
 *
 * Unlike the tutorial, the open list is a flat array drawn from at random (no rescans of the
 * whole map), and if it runs dry before `nodeCount` tiles (every open side blocked), a placed tile
 * with an empty neighbour gets one more exit, so the count is reached whenever the grid holds it.
 *
 * Each node tile is carved at map scale: corridors of corridorWidth from a junction at the tile's
 * centre to the tile's edge through each exit, or a room over the tile's middle with corridor
 * stubs through its exits. Every tile uses the same junction, so an exit always meets its
 * neighbour's corridor at the edge: no corridor leads into a wall. Vertical clearance: a tile's
 * lowest floor and the next tile's highest floor, where no exit joins them, are at least
 * nodeSize − corridorWidth rows apart, which fitOptions keeps ≥ wallHeight + 1 (invariant 6); the
 * room rows are chosen to leave the same.
 *
 * Set-piece sites (LayoutInput.sites), when asked, are left after the last draw of the plain
 * dungeon, in blocks of node tiles the expansion left empty beside its floor (./sites.ts): the
 * dungeon is the same as without them and nothing carved is erased. Only when Node Count would
 * leave too few empty tiles are blocks for the leading sites taken before the expansion
 * (reserveSites), which then grows round them as round the grid's edge. A site no block holds is
 * left to the set-piece stage (−1).
 */
import { Grid, Rect, TileKind } from "../../grid";
import type { Random } from "../../random";
import type { Layout, LayoutAlgorithm, LayoutInput, Opening, SiteSize, StepListener } from "../contract";
import { NODES_DEFAULTS, NODES_OPTIONS, NODES_RANGES, NODES_TEXTS, NodesOptions } from "./options";
import { SITE_GAP, isSiteSize, leaveSitesInEmptyTiles, releaseSitesAwayFromFloor } from "./sites";

export * from "./options";
import { AreaBook, cellAreas, fillBlock, frameMinimumSize, leaveCellBlocks, regionOf, neighbourCell, opposite, tooSmall } from "../kit";
import { borrowUint16 } from "../../scratch";

/** Where the node grid lies on the map, and the pieces' shape inside a node tile (tile-local). */
interface NodeGeometry {
  originX: number;
  originY: number;
  columns: number;
  rows: number;
  size: number;
  /** The corridor junction's first column and row. */
  junctionX: number;
  junctionY: number;
  corridorWidth: number;
  /** A room's rectangle: columns 1 … size − 2, rows roomTop … size − 1 − roomBottomGap. */
  roomTop: number;
  roomBottomGap: number;
}

function nodeGeometry(width: number, height: number, options: NodesOptions): NodeGeometry {
  const size = options.nodeSize;
  const { left, top, right, bottom } = regionOf(width, height, options);
  const regionWidth = right - left + 1;
  const regionHeight = bottom - top + 1;
  const columns = Math.max(0, Math.floor(regionWidth / size));
  const rows = Math.max(0, Math.floor(regionHeight / size));
  const junction = (size >> 1) - (options.corridorWidth >> 1);
  // The room covers the junction and leaves wallHeight + 1 rows to the next tile's floor: its top
  // is at most the junction's top, its bottom gap at most the rows below the junction.
  const roomTop = Math.min(junction, options.wallHeight);
  return {
    originX: left + ((regionWidth - columns * size) >> 1),
    originY: top + ((regionHeight - rows * size) >> 1),
    columns,
    rows,
    size,
    junctionX: junction,
    junctionY: junction,
    corridorWidth: options.corridorWidth,
    roomTop,
    roomBottomGap: options.wallHeight + 1 - roomTop,
  };
}

function nodesMinimumSize(options: NodesOptions): { width: number; height: number } {
  return frameMinimumSize(options, options.nodeSize, options.nodeSize);
}

function checkNodesSize(width: number, height: number, options: NodesOptions): string | null {
  return tooSmall(width, height, "the nodes layout", nodesMinimumSize(options));
}

/** Clamps, in place, option combinations that cannot hold; one message per change. */
function fitNodesOptions(options: NodesOptions): string[] {
  const problems: string[] = [];
  const smallestNode = options.wallHeight + 2;
  if (options.nodeSize < smallestNode) {
    problems.push(`nodeSize ${options.nodeSize} is too small (a corridor and wallHeight + 1 rows of wall must fit a node tile); using ${smallestNode}`);
    options.nodeSize = smallestNode;
  }
  const widest = options.nodeSize - options.wallHeight - 1;
  if (options.corridorWidth > widest) {
    problems.push(`corridorWidth ${options.corridorWidth} is too large (nodeSize − wallHeight − 1 rows must stay free between node tiles for the wall); using ${widest}`);
    options.corridorWidth = widest;
  }
  return problems;
}

/** The largest exit mask; the 15 non-empty shapes are scanned per placed tile (cheaper than a table). */
const ALL_MASKS = 15;

/**
 * Share of the node grid filled when Node Count is 0 (scaled to the map). Seed 004 sizes the
 * dungeon Small / Medium / Large relative to the map; a fixed count left a 128×128 map ~90 % void.
 * Half the grid, with the tiles the closing pass adds, keeps the floor at 15 % or more at any size.
 */
export const AUTO_NODE_SHARE = 0.5;

function nodeTarget(nodeCount: number, cellCount: number): number {
  return nodeCount > 0 ? nodeCount : Math.max(1, Math.round(cellCount * AUTO_NODE_SHARE));
}

class NodeExpansion {
  private readonly geometry: NodeGeometry;
  private readonly cellCount: number;
  /** Exit mask per node tile. */
  readonly masks: Uint8Array;
  /** 1 for placed node tiles (a lone start tile may have no exits). */
  readonly placed: Uint8Array;
  readonly isRoom: Uint8Array;
  /** Node tiles in the order they were placed. */
  private readonly order: Int32Array;
  private placedCount = 0;
  /** The open list: unplaced tiles an exit points into (swap-remove). */
  private readonly open: Int32Array;
  private readonly openSlot: Int32Array;
  private openCount = 0;
  private readonly candidates = new Int32Array(16);
  /** The current piece's floor rectangles (see pieceRects): at most five of five numbers. */
  private readonly rects = new Int32Array(25);
  private readonly areaOf: Uint16Array;
  private readonly boxes: Rect[] = [];

  /** Node tiles to place before the open exits are closed: Node Count, or a share of the grid when it is 0. */
  private readonly targetCount: number;
  /** Node tiles sites took before the expansion (reserveSites), which it treats as the grid's edge; null when none did. */
  private reserved: Uint8Array | null = null;

  constructor(
    private readonly grid: Grid,
    private readonly options: NodesOptions,
    private readonly random: Random,
    private readonly onStep: StepListener | undefined,
  ) {
    this.geometry = nodeGeometry(grid.width, grid.height, options);
    this.cellCount = this.geometry.columns * this.geometry.rows;
    this.targetCount = nodeTarget(options.nodeCount, this.cellCount);
    this.masks = new Uint8Array(this.cellCount);
    this.placed = new Uint8Array(this.cellCount);
    this.isRoom = new Uint8Array(this.cellCount);
    this.order = new Int32Array(this.cellCount);
    this.open = new Int32Array(this.cellCount);
    this.openSlot = new Int32Array(this.cellCount).fill(-1);
    this.areaOf = borrowUint16(grid.width * grid.height); // the layout's: lent, as the grid is (releaseDungeon)
    for (let cell = 0; cell < this.cellCount; cell++) this.boxes.push(this.tileRect(cell));
  }

  run(sites: readonly SiteSize[]): Layout {
    const early = sites.length > 0 ? this.reserveSites(sites) : null;
    this.expand();
    this.report("close");
    this.cleanup();
    this.report("cleanup");
    this.makeRooms();
    const layout = this.label();
    // After every draw of the plain dungeon: unless sites were reserved before the expansion, the
    // dungeon is the one made without sites, the sites added.
    if (sites.length > 0) layout.sites = this.leaveSites(sites, early);
    this.onStep?.("rooms", layout);
    return layout;
  }

  /**
   * When the expansion would leave too few empty tiles for the sites (Node Count half the grid
   * or more), blocks of tiles are taken for them first (kit/sites.ts leaveCellBlocks: the free tiles
   * stay one piece), at most half the grid; the sites they hold, else null.
   */
  private reserveSites(sizes: readonly SiteSize[]): Int32Array | null {
    const { size, columns, rows, originX, originY } = this.geometry;
    // Each site asks for its rectangle and SITE_GAP more across and down, its top-left corner: two
    // sites in blocks side by side keep the gap. The leading sites (required pieces come first)
    // whose blocks fit in half the grid are reserved; `needed` counts the tiles every site would
    // need after the expansion (its block and a tile round it).
    const padded = sizes.map((site) => ({ width: site.width + SITE_GAP, height: site.height + SITE_GAP }));
    let leading = 0;
    let reservable = this.cellCount >> 1;
    let needed = 0;
    padded.forEach((site, index) => {
      const blockColumns = Math.ceil(site.width / size);
      const blockRows = Math.ceil(site.height / size);
      if (!isSiteSize(sizes[index]) || blockColumns > columns || blockRows > rows) return;
      needed += (blockColumns + 1) * (blockRows + 1);
      if (leading === index && blockColumns * blockRows <= reservable) (leading++, (reservable -= blockColumns * blockRows));
    });
    // Worth it when the expansion fills half the grid or more and would leave under twice the tiles
    // the sites need (they must also lie beside its floor and apart): 10 sites of 11 × 14 on a
    // 128 × 128 map were left 412 times in 500 without, 499 with.
    if (leading === 0 || 2 * this.targetCount < this.cellCount || this.cellCount - this.targetCount >= 2 * needed) return null;
    const frame = { originX, originY, columns, rows, pitchX: size, pitchY: size };
    const centre = (rows >> 1) * columns + (columns >> 1);
    const region = regionOf(this.grid.width, this.grid.height, this.options);
    const { taken, sites } = leaveCellBlocks(frame, padded.slice(0, leading), region, this.grid.width, this.random, centre);
    this.reserved = taken;
    const all = new Int32Array(sizes.length).fill(-1);
    all.set(sites);
    return all;
  }

  /** The set-piece sites: those reserved before the expansion, the others in blocks of node tiles it left empty (./sites.ts). */
  private leaveSites(sizes: readonly SiteSize[], early: Int32Array | null): Int32Array {
    const sites = early ?? new Int32Array(sizes.length).fill(-1);
    const taken = this.reserved ?? new Uint8Array(this.cellCount);
    if (early !== null) releaseSitesAwayFromFloor(this.geometry, this.placed, taken, sizes, sites, this.grid.width);
    leaveSitesInEmptyTiles(this.geometry, this.placed, taken, this.grid.width, sizes, sites, this.random);
    return sites;
  }

  // ── expansion ──────────────────────────────────────────────────────────────────────────────

  private expand(): void {
    const { columns, rows } = this.geometry;
    this.place((rows >> 1) * columns + (columns >> 1));
    while (this.openCount > 0 || (this.placedCount < this.targetCount && this.reopen())) {
      const slot = this.random.int(0, this.openCount - 1);
      const cell = this.open[slot];
      this.removeOpen(cell);
      this.place(cell);
    }
  }

  /** Fills `cell` with a shape meeting its neighbours (force bigger below nodeCount, smaller after). */
  private place(cell: number): void {
    const { required, forbidden } = this.constraints(cell);
    let mask = required;
    if (this.placedCount < this.targetCount) {
      let count = 0;
      for (let m = 1; m <= ALL_MASKS; m++) {
        if ((m & required) === required && (m & forbidden) === 0 && m !== required) this.candidates[count++] = m;
      }
      if (count > 0) mask = this.candidates[this.random.int(0, count - 1)];
    }
    this.masks[cell] = mask;
    this.placed[cell] = 1;
    this.order[this.placedCount++] = cell;
    this.openExits(cell);
    this.carveTile(cell);
    this.report("node");
  }

  /** Exits the placed neighbours ask for, and sides that must stay closed (placed neighbours without an exit here, the grid's edge). */
  private constraints(cell: number): { required: number; forbidden: number } {
    const { columns, rows } = this.geometry;
    let required = 0;
    let forbidden = 0;
    for (let d = 0; d < 4; d++) {
      const next = neighbourCell(cell, d, columns, rows);
      if (next < 0 || (this.reserved !== null && this.reserved[next])) forbidden |= 1 << d;
      else if (this.placed[next]) {
        if (this.masks[next] & (1 << opposite(d))) required |= 1 << d;
        else forbidden |= 1 << d;
      }
    }
    return { required, forbidden };
  }

  /** Puts the unplaced tiles this tile's exits point into on the open list. */
  private openExits(cell: number): void {
    const { columns, rows } = this.geometry;
    for (let d = 0; d < 4; d++) {
      if (!(this.masks[cell] & (1 << d))) continue;
      const next = neighbourCell(cell, d, columns, rows);
      if (next >= 0 && !this.placed[next] && this.openSlot[next] < 0) {
        this.openSlot[next] = this.openCount;
        this.open[this.openCount++] = next;
      }
    }
  }

  private removeOpen(cell: number): void {
    const slot = this.openSlot[cell];
    const last = this.open[--this.openCount];
    this.open[slot] = last;
    this.openSlot[last] = slot;
    this.openSlot[cell] = -1;
  }

  /** Cursor over `order`: tiles before it have no empty neighbour, and never will again. */
  private reopenCursor = 0;

  /**
   * The open list ran dry below nodeCount: the first placed tile (in placing order) with an empty
   * neighbour gets an exit toward it. False when the grid is full.
   */
  private reopen(): boolean {
    const { columns, rows } = this.geometry;
    for (; this.reopenCursor < this.placedCount; this.reopenCursor++) {
      const cell = this.order[this.reopenCursor];
      let count = 0;
      for (let d = 0; d < 4; d++) {
        const next = neighbourCell(cell, d, columns, rows);
        if (next >= 0 && !this.placed[next] && !(this.reserved !== null && this.reserved[next])) this.candidates[count++] = d;
      }
      if (count === 0) continue;
      this.masks[cell] |= 1 << this.candidates[this.random.int(0, count - 1)];
      this.openExits(cell);
      this.carveTile(cell);
      return true;
    }
    return false;
  }

  /** "Correct tile": each placed tile keeps exactly the exits its neighbours answer. */
  private cleanup(): void {
    const { columns, rows } = this.geometry;
    for (let i = 0; i < this.placedCount; i++) {
      const cell = this.order[i];
      let mask = 0;
      for (let d = 0; d < 4; d++) {
        const next = neighbourCell(cell, d, columns, rows);
        if (next >= 0 && this.placed[next] && this.masks[next] & (1 << opposite(d))) mask |= 1 << d;
      }
      if (mask !== this.masks[cell]) {
        this.masks[cell] = mask;
        this.carveTile(cell);
      }
    }
  }

  /** By roomChance, a tile becomes the room piece with its exits; a lone tile (no exits) is always a room. */
  private makeRooms(): void {
    for (let i = 0; i < this.placedCount; i++) {
      const cell = this.order[i];
      if (this.masks[cell] === 0 || this.random.percent(this.options.roomChance)) {
        this.isRoom[cell] = 1;
        this.carveTile(cell);
      }
    }
  }

  // ── map scale ──────────────────────────────────────────────────────────────────────────────

  private tileRect(cell: number): Rect {
    const { originX, originY, columns, size } = this.geometry;
    const column = cell % columns;
    return { x: originX + column * size, y: originY + ((cell - column) / columns) * size, width: size, height: size };
  }

  /**
   * The floor rectangles of a node tile's piece for its exits, into `this.rects` as (x, y, width,
   * height, kind) in map tiles; returns how many. A room: the room rectangle and a corridor stub
   * per exit; a corridor: the junction and an arm per exit.
   */
  private pieceRects(cell: number): number {
    const { size, junctionX: jx, junctionY: jy, corridorWidth: cw, roomTop, roomBottomGap } = this.geometry;
    const { originX, originY, columns } = this.geometry;
    const column = cell % columns;
    const x = originX + column * size;
    const y = originY + ((cell - column) / columns) * size;
    const mask = this.masks[cell];
    const rects = this.rects;
    let count = 0;
    const add = (left: number, top: number, width: number, height: number, kind: number) => {
      const at = count++ * 5;
      rects[at] = x + left;
      rects[at + 1] = y + top;
      rects[at + 2] = width;
      rects[at + 3] = height;
      rects[at + 4] = kind;
    };
    if (this.isRoom[cell]) {
      const roomBottom = size - 1 - roomBottomGap;
      add(1, roomTop, size - 2, roomBottom - roomTop + 1, TileKind.Room);
      if (mask & 1) add(jx, 0, cw, roomTop, TileKind.Corridor);
      if (mask & 2) add(size - 1, jy, 1, cw, TileKind.Corridor);
      if (mask & 4) add(jx, roomBottom + 1, cw, roomBottomGap, TileKind.Corridor);
      if (mask & 8) add(0, jy, 1, cw, TileKind.Corridor);
      return count;
    }
    add(jx, jy, cw, cw, TileKind.Corridor);
    if (mask & 1) add(jx, 0, cw, jy, TileKind.Corridor);
    if (mask & 2) add(jx + cw, jy, size - jx - cw, cw, TileKind.Corridor);
    if (mask & 4) add(jx, jy + cw, cw, size - jy - cw, TileKind.Corridor);
    if (mask & 8) add(0, jy, jx, cw, TileKind.Corridor);
    return count;
  }

  /** Clears the node tile and carves its piece (tiles are redrawn when their exits or kind change). */
  private carveTile(cell: number): void {
    const { originX, originY, columns, size } = this.geometry;
    const { kinds, width } = this.grid;
    const column = cell % columns;
    fillBlock(kinds, width, originX + column * size, originY + ((cell - column) / columns) * size, size, size, TileKind.Void);
    const count = this.pieceRects(cell);
    const rects = this.rects;
    for (let at = 0; at < count * 5; at += 5) fillBlock(kinds, width, rects[at], rects[at + 1], rects[at + 2], rects[at + 3], rects[at + 4]);
  }

  // ── areas ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Areas as for a maze: each room tile a room, a corridor tile with 3+ exits a crossroads, chains
   * of other corridor tiles one corridor; every exit between two areas an opening at the middle of
   * the corridor where the tiles meet, on the west / north tile's side.
   */
  private label(): Layout {
    const { columns, rows, size, junctionX, junctionY, corridorWidth } = this.geometry;
    const width = this.grid.width;
    const roomOf = new Int32Array(this.cellCount);
    for (let cell = 0; cell < this.cellCount; cell++) if (this.isRoom[cell]) roomOf[cell] = cell + 1;
    const { areaOfCell, kinds } = cellAreas(this.masks, columns, roomOf, this.placed);
    const book = new AreaBook(this.grid, this.areaOf);
    for (const kind of kinds) book.add(kind);
    const rects = this.rects;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (!this.placed[cell]) continue;
      const count = this.pieceRects(cell);
      for (let at = 0; at < count * 5; at += 5) book.paint(areaOfCell[cell], rects[at], rects[at + 1], rects[at + 2], rects[at + 3], rects[at + 4]);
    }
    const openings: Opening[] = [];
    const middle = corridorWidth >> 1;
    for (let cell = 0; cell < this.cellCount; cell++) {
      if (!this.placed[cell]) continue;
      const { x, y } = this.tileRect(cell);
      for (let d = 1; d <= 2; d++) {
        if (!(this.masks[cell] & (1 << d))) continue;
        const other = neighbourCell(cell, d, columns, rows);
        const from = areaOfCell[cell];
        const to = areaOfCell[other];
        if (from === to) continue;
        const tile = d === 1 ? (y + junctionY + middle) * width + x + size - 1 : (y + size - 1) * width + x + junctionX + middle;
        openings.push({ tile, from, to, kind: "open" });
      }
    }
    return {
      algorithm: "nodes",
      areas: book.areas(),
      areaOf: this.areaOf,
      openings,
      overlay: { boxes: this.boxes, lines: [], marks: [] },
    };
  }

  private report(step: string): void {
    // Areas are labelled at the end; the snapshots show the node tiles and the floor.
    if (this.onStep) this.onStep(step, { algorithm: "nodes", areas: [], areaOf: this.areaOf, openings: [], overlay: { boxes: this.boxes, lines: [], marks: [] } });
  }
}

export const nodes: LayoutAlgorithm<NodesOptions> = {
  name: "nodes",
  summary: "Tile-node expansion (seed 004): a grid of 16 exit shapes grown from the centre to Node Count tiles, closed, cleaned up; some tiles rooms",
  texts: NODES_TEXTS,
  options: NODES_OPTIONS,
  parameterPrefix: "nodes",
  reads: "nothing",
  defaults: NODES_DEFAULTS,
  ranges: NODES_RANGES,
  steps: ["node", "close", "cleanup", "rooms"],
  fitOptions: fitNodesOptions,
  checkSize: checkNodesSize,
  carve(grid: Grid, options: NodesOptions, random: Random, input: LayoutInput, onStep?: StepListener): Layout {
    return new NodeExpansion(grid, options, random, onStep).run(input.sites ?? []);
  },
};
