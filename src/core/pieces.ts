/**
 * The set-piece stage (docs/architecture.md, "Set pieces"): after a layout has carved, and before
 * walls are raised, the game maker's hand-painted rectangles (set-piece.ts) are placed into the
 * dungeon, whichever layout ran. It reads and writes only the grid and the shared Layout, so
 * walls, content, decorations and painting need not know that pieces exist beyond the tiles and
 * areas this stage leaves.
 *
 * The steps, in order:
 *   1. chooseSpot (per piece, required ones first): random positions of the rectangle inside the
 *      layout's frame, each scored by the carved floor its site would erase plus how far its
 *      entrances look to the nearest floor; one of the best is drawn (when no sampled position
 *      fits, every position on a stride of half the piece's size is scored). A site never covers
 *      another site or tiles the game maker painted on the dungeon map.
 *   2. clearSite: the rectangle and a margin ring become void (one column left and right,
 *      wallHeight + 1 rows above and below, so floor outside keeps invariant 6 against the piece
 *      and the walls raised above the piece's floor fit in the margin).
 *   3. rejoinAroundSite (right after each site is cleared): what the clearing cut off is found by
 *      a flood from the floor beside the site, not by labelling the map (pieces-cut-off.ts), and
 *      joined back by a short corridor through void round the site (a guided search between the
 *      closest two tiles beside the site of two groups), or turned to void when it is a small
 *      remnant or cannot be joined; so the floor outside the sites is one again before the next
 *      piece is placed, and the work follows the sites, not the map.
 *   4. stampPiece (once every piece has its site): the piece's kinds (mirrored when drawn so): its
 *      floor, the designer's Wall.
 *   5. joinEntrances: from each entrance a straight stub crosses the margin, then a corridor
 *      reaches the main floor: straight on when floor lies ahead, else a short way through void
 *      outside every site, searched toward the main floor nearest the stub's end (within
 *      GUIDE_RADIUS steps), else toward the nearest opening (an A* that runs straight at its
 *      goal: guidedWay), breadth-first only when there is no goal (a piece holding the stairs
 *      through one entrance only, so a lock can close the way to it). A piece none of whose
 *      entrances can be joined is taken out again.
 *   6. restoreClearance: a gap of 1..wallHeight non-floor tiles that a new corridor left between
 *      itself and floor above or below becomes corridor, so invariant 6 holds (the searches avoid
 *      such tiles while a short search finds a way that does).
 * Then the Layout is mended where tiles changed, never rebuilt: the areas that lost or gained
 * tiles get their size from the tiles counted out and in and their bounds moved in only from a
 * side that may have lost its edge (empty ones dropped, ids renumbered), each piece's floor is an area of
 * kind "piece", each new corridor an area of kind "corridor", and every two areas that meet have an
 * opening (an "open" one at each joined entrance).
 *
 * Draws come from the stage's own Random (generate.ts), so pieces never move the layout's draws.
 * Nothing in the stage walks the whole map: its map-sized work arrays are kept between generations
 * (pieces-scratch.ts) and only the tiles it marked are cleaned.
 */
import { Grid, TileKind, isFloor } from "./grid";
import type { Random } from "./random";
import type { Area, Layout, Opening, SiteSize } from "./layout/contract";
import type { PlacedPiece, SetPiece } from "./set-piece";
import { Region } from "./layout/kit/frame";
import { Mark, NO_STEP, PieceScratch, SOURCE_STEP, resetAreaCounts, SPOT_SAMPLES, giveBackScratch, longer, nextStamp, queueOf, takeScratch } from "./pieces-scratch";
import { SiteBox, SiteFlood } from "./pieces-cut-off";

/** How an area lost tiles (PieceStage.lostTiles; 0: it lost none). */
const Lost = {
  /** Only to sites' clearing: counted tile by tile, its bounds change only where a site crosses their edges. */
  ToSites: 1,
  /** Voided as a remnant, or a piece taken out: measured again. */
  Elsewhere: 2,
} as const;

/** What the stage needs besides the grid and the Layout. */
export interface PieceStageOptions {
  /** The wall height the grid will be walled with. */
  wallHeight: number;
  /** Where floor may be (kit/frame.ts regionOf): pieces and their corridors stay inside. */
  region: Region;
  /** How many optional pieces to place (after every required one). */
  count: number;
  /** Tiles the game maker painted on the dungeon map (non-zero): no site covers them. */
  structure?: Uint8Array | null;
}

/** Cut-off floor of at most this many tiles is turned to void instead of being joined back. */
const SMALL_REMNANT = 12;
/** How many steps (across and down) from an entrance's stub end the nearest main floor is looked for, to steer its search at. */
const GUIDE_RADIUS = 32;
/** The tiles beyond an entrance's stub (which ends on its site's edge) that no later site covers: its approach. */
const APPROACH_LENGTH = 2;
/** How far ahead an entrance looks for floor when a spot is scored. */
const ENTRANCE_LOOK = 24;
/** The most tiles the search for a way that keeps invariant 6 may reach before the plain search is asked. */
const CLEAR_SEARCH_LIMIT = 1500;
/** The most tiles a guided search round a site that may step under floor reaches before the search from the whole rim is asked. */
const GUIDED_ROUND_LIMIT = 4 * CLEAR_SEARCH_LIMIT;
/**
 * How many tiles per tile beside a site the flood round the site reaches before groups still apart
 * are joined by a corridor (pieces-cut-off.ts): most sides of a site meet again within it.
 */
const FLOOD_BUDGET_PER_RIM_TILE = 8;

/**
 * A piece as it is stamped: its entrances already mirrored when drawn so (its kinds are read
 * mirrored from the source as they are stamped: a copy would cost more than the reads).
 */
interface Shape {
  piece: number;
  source: SetPiece;
  width: number;
  height: number;
  /** How many entrances the piece has (those of `source`, in its order). */
  entrances: number;
  /**
   * Per entrance, STUB_FIELDS numbers: its x and y in the piece (mirrored when the shape is), the
   * direction its stub leads (dx, dy) and the stub's length (stubsOf).
   */
  stubs: Int32Array;
  mirrored: boolean;
}

/** The layout's openings by cell of a coarse grid, for nearestOpening. */
interface OpeningCells {
  /** Per opening: its column and row. */
  xs: Int32Array;
  ys: Int32Array;
  /** Opening indices, cell after cell; cell c's are order[start[c] … start[c + 1] − 1]. */
  order: Int32Array;
  start: Int32Array;
  columns: number;
  rows: number;
}

/** The side, in tiles, of a cell of OpeningCells. */
const OPENING_CELL = 16;

/** Numbers per entrance in Shape.stubs. */
const STUB_FIELDS = 5;

/** A piece the stage will try (planPieces): its index in the request and whether it is mirrored. */
export interface PlannedPiece {
  piece: number;
  mirrored: boolean;
}

/**
 * Which pieces the stage will try, in order (each required piece once, then drawOptionalPieces, as
 * if each found a spot), each mirrored on a coin flip when it may be: the layout is told their
 * sites before it carves (siteSizes), so it can leave room for them.
 */
export function planPieces(pieces: readonly SetPiece[], count: number, random: Random): PlannedPiece[] {
  const plan: PlannedPiece[] = [];
  const add = (piece: number) => {
    plan.push({ piece, mirrored: drawMirror(pieces[piece], random) });
    return true;
  };
  for (let index = 0; index < pieces.length; index++) if (pieces[index].required) add(index);
  drawOptionalPieces(pieces, count, random, new Int32Array(pieces.length), new Uint8Array(pieces.length), add);
  return plan;
}

/** Whether a copy of `piece` is mirrored: a coin flip when it may be. */
function drawMirror(piece: SetPiece, random: Random): boolean {
  return piece.mirror && random.smallInt(0, 1) === 1;
}

/** The rectangle each planned piece needs, with its margin (LayoutInput.sites). */
export function siteSizes(pieces: readonly SetPiece[], plan: readonly PlannedPiece[], wallHeight: number): SiteSize[] {
  return plan.map(({ piece }) => ({ width: pieces[piece].width + 2, height: pieces[piece].height + 2 * (wallHeight + 1) }));
}

/**
 * Places the request's pieces into the carved `grid` and updates `layout` to match; returns the
 * pieces placed, in the order they were placed (required ones first). `plan` is planPieces' list:
 * each planned piece goes on the site the layout left for it (Layout.sites), else where chooseSpot
 * finds room; when some find none, optional pieces are drawn again (never those that found none)
 * until `count` are placed. One message per piece that finds no spot. `pieces` must be validated
 * already (generate.ts readPieces).
 */
export function placeSetPieces(grid: Grid, layout: Layout, pieces: readonly SetPiece[], plan: readonly PlannedPiece[], options: PieceStageOptions, random: Random, problems: string[]): PlacedPiece[] {
  if (pieces.length === 0) return [];
  const scratch = takeScratch(grid.kinds.length);
  const stage = new PieceStage(grid, layout, options, random, problems, scratch);
  const copies = new Int32Array(pieces.length);
  const failed = new Uint8Array(pieces.length);
  let optional = 0;
  stage.holdLeftSites(pieces, plan, layout.sites);
  plan.forEach(({ piece: index, mirrored }, k) => {
    stage.releaseLeftSite(k);
    if (failed[index]) return;
    if (!stage.tryPlace(pieces, index, mirrored, layout.sites?.[k] ?? -1)) failed[index] = 1;
    else if (!pieces[index].required) (copies[index]++, optional++);
  });
  if (optional < options.count) drawOptionalPieces(pieces, options.count - optional, random, copies, failed, (index) => stage.tryPlace(pieces, index, drawMirror(pieces[index], random), -1));
  stage.connect();
  const placed = stage.finish();
  stage.cleanScratch();
  giveBackScratch(scratch);
  return placed;
}

/**
 * Optional pieces (not required, weight above 0, fewer than `max` copies counted in `copies`, and
 * not `closed`) drawn by weight until `count` are placed; a piece that found no spot is not drawn
 * again. `place` returns whether the piece was placed.
 */
function drawOptionalPieces(pieces: readonly SetPiece[], count: number, random: Random, copies: Int32Array, closed: Uint8Array, place: (index: number) => boolean): void {
  const open = new Uint8Array(pieces.length);
  for (let index = 0; index < pieces.length; index++) open[index] = !closed[index] && !pieces[index].required && pieces[index].weight > 0 && copies[index] < pieces[index].max ? 1 : 0;
  let placed = 0;
  while (placed < count) {
    let total = 0;
    for (let index = 0; index < pieces.length; index++) if (open[index]) total += pieces[index].weight;
    if (total <= 0) return;
    let pick = (random.int(0, 0x3fffffff) / 0x40000000) * total;
    let chosen = -1;
    for (let index = 0; index < pieces.length; index++) {
      if (!open[index]) continue;
      chosen = index;
      pick -= pieces[index].weight;
      if (pick < 0) break;
    }
    if (place(chosen)) {
      placed++;
      if (++copies[chosen] >= pieces[chosen].max) open[chosen] = 0;
    } else {
      open[chosen] = 0;
    }
  }
}

/** The piece's kinds, entrances and event tiles mirrored left–right (x → width − 1 − x). */
export function mirrorTile(tile: number, width: number): number {
  const x = tile % width;
  return tile - x + (width - 1 - x);
}

/**
 * The test of the main floor once every site is rejoined: floor outside the sites (the layout's and
 * the corridors), and the corridors carved inside them (entrance stubs). Made outside the stage so
 * it closes over the marks alone: in V8 an arrow function over the stage, kept on the stage, made
 * each generation's stage and all it reaches survive the young-generation collections until a
 * full one (nodes with pieces: 38 MB promoted per 1,000 generations against 1.6 MB without pieces).
 */
function mainFloorOf(marks: Uint8Array): (tile: number) => boolean {
  return (tile) => (marks[tile] & (Mark.Site | Mark.Joined)) !== Mark.Site;
}

class PieceStage {
  private readonly width: number;
  private readonly height: number;
  private readonly kinds: Uint8Array;
  private readonly areaOf: Uint16Array;
  /** Margin rows above and below a piece. */
  private readonly marginRows: number;
  /**
   * Per tile, Mark bits: Site inside a piece's site (rectangle and margin), where no other site
   * and no corridor goes; Approach on the tiles just beyond each placed piece's entrance stubs, which
   * no later site covers, so the way out of an entrance is never walled in by a piece placed after
   * it; Joined on the corridors this stage carved. The main floor is the floor outside the sites
   * and the Joined floor (entrance stubs) inside them.
   */
  private readonly marks: Uint8Array;
  /** The kinds four tiles at a time, when they start on a 32-bit word (floorInRow); else null. */
  private readonly words: Uint32Array | null;
  /** The floor tile the last way found by findWay leads to. */
  private reached = -1;
  /** Tiles marked Approach, to zero them again. */
  private readonly approachTiles: number[] = [];
  /**
   * Floor tiles outside the sites that the stage added (corridors carved) less those it took (sites
   * erased, remnants voided): with the layout's floor, the floor left outside the sites.
   */
  private floorLeft = 0;
  /** The sites (inclusive tile coordinates), for the tiles beside them. */
  private readonly sites: SiteBox[] = [];
  /**
   * The sites the layout left for planned pieces not yet placed (holdLeftSites), by plan index
   * (null: none, or its piece's turn has come): a piece placed before them never takes one, so the
   * piece it was left for still finds it.
   */
  private heldSites: (SiteBox | null)[] = [];
  private readonly placed: (PlacedPiece | null)[] = [];
  private readonly shapes: Shape[] = [];
  private readonly entranceOpenings: Opening[] = [];
  /** Shapes made so far, by 2 × piece index + 1 when mirrored. */
  private readonly madeShapes: (Shape | undefined)[] = [];
  /** The openings by cell, once an entrance's search needs them (openingCells). */
  private openingGrid: OpeningCells | null = null;
  /** Floor tiles this stage made (corridors, filled gaps): where new contacts between areas can be. */
  private readonly carved: number[] = [];
  /** Areas the per-area counts below are reset for (the scratch's arrays may be longer). */
  private areaRoom: number;
  /** The layout's own areas (ids below this); the stage's come after. */
  private readonly layoutAreaCount: number;
  /** Per area (grows with new areas): whether it lost tiles (Lost), so its bounds and size are known again. */
  private lostTiles: Int32Array;
  /** Per area: tiles it lost (to sites, voided remnants, pieces taken out). */
  private removedTiles: Int32Array;
  /** Per area: tiles this stage gave it (corridors, a piece's floor, filled gaps). */
  private addedTiles: Int32Array;
  /** Per area: bounds of the tiles it gained from this stage, left, top, right, bottom (left −1: none). */
  private gained: Int32Array;
  /** How many areas there were when remeasureAreas renumbered them (the ids its renumbering holds). */
  private areasMeasured = 0;
  /** The areas that lost or gained tiles, each once: the ones whose size and bounds are known again in finish. */
  private readonly changed: number[] = [];

  constructor(
    grid: Grid,
    private readonly layout: Layout,
    private readonly options: PieceStageOptions,
    private readonly random: Random,
    private readonly problems: string[],
    private readonly scratch: PieceScratch,
  ) {
    this.width = grid.width;
    this.height = grid.height;
    this.kinds = grid.kinds;
    this.areaOf = layout.areaOf;
    this.marginRows = options.wallHeight + 1;
    this.marks = scratch.marks;
    this.onMainFloor = mainFloorOf(scratch.marks);
    this.words = grid.kinds.byteOffset % 4 === 0 ? new Uint32Array(grid.kinds.buffer, grid.kinds.byteOffset, grid.kinds.length >> 2) : null;
    this.layoutAreaCount = layout.areas.length;
    // Room for the areas the stage adds (a piece's floor, corridors); more is made when they run out.
    this.areaRoom = layout.areas.length + 64;
    resetAreaCounts(scratch, 0, this.areaRoom);
    this.lostTiles = scratch.lost;
    this.removedTiles = scratch.removed;
    this.addedTiles = scratch.added;
    this.gained = scratch.gained;
  }

  /**
   * Sites one copy of piece `index`, mirrored or not: on the site the layout left (`left`, its
   * top-left tile, or −1) when it still fits there, else chooseSpot; then clearSite; false when it
   * fits nowhere.
   */
  tryPlace(pieces: readonly SetPiece[], index: number, mirrored: boolean, left: number): boolean {
    const source = pieces[index];
    const shape = this.shapeOf(source, index, mirrored);
    const { region } = this.options;
    if (shape.width > region.right - region.left + 1 || shape.height > region.bottom - region.top + 1) {
      this.problems.push(`set piece "${source.name}" (${shape.width}×${shape.height}) is larger than the map's frame (${region.right - region.left + 1}×${region.bottom - region.top + 1}); it is left out`);
      return false;
    }
    const spot = this.leftSpot(shape, left) ?? this.chooseSpot(shape);
    if (spot < 0) {
      this.problems.push(`set piece "${source.name}" found no room left on the map; it is left out`);
      return false;
    }
    const x = spot % this.width;
    const y = (spot - x) / this.width;
    const site = this.clearSite(shape, x, y);
    if (site.erased > 0) this.rejoinAroundSite(site);
    this.placed.push({ piece: index, x, y, width: shape.width, height: shape.height, mirrored, area: -1, entrances: [] });
    this.shapes.push(shape);
    return true;
  }

  /**
   * The piece's top-left tile on the site the layout left (its margin inside that rectangle), or
   * null when there is none or it no longer fits (another site, painted structure, no entrance
   * that can lead out): the layout's promise is checked as any sampled spot is.
   */
  private leftSpot(shape: Shape, left: number): number | null {
    if (left < 0) return null;
    const { x, y } = this.pieceOnSite(left);
    const { region } = this.options;
    if (x < region.left || y < region.top || x + shape.width - 1 > region.right || y + shape.height - 1 > region.bottom) return null;
    return this.scoreSpot(shape, x, y, null, Infinity) >= 0 ? y * this.width + x : null;
  }

  /** Holds the sites the layout left (Layout.sites) for the planned pieces, each until its piece's turn (releaseLeftSite). */
  holdLeftSites(pieces: readonly SetPiece[], plan: readonly PlannedPiece[], left: Int32Array | undefined): void {
    if (left === undefined) return;
    this.heldSites = plan.map(({ piece }, k) => {
      const tile = k < left.length ? left[k] : -1;
      if (tile < 0) return null;
      const { x, y } = this.pieceOnSite(tile);
      return this.siteOf(pieces[piece], x, y);
    });
  }

  /** The top-left tile of a piece on the site whose top-left tile is `site` (its margin round it). */
  private pieceOnSite(site: number): { x: number; y: number } {
    const x = site % this.width;
    return { x: x + 1, y: (site - x) / this.width + this.marginRows };
  }

  /** Planned piece `k`'s turn: the site left for it is no longer held. */
  releaseLeftSite(k: number): void {
    if (k < this.heldSites.length) this.heldSites[k] = null;
  }

  /** Whether the rectangle (inclusive tile coordinates) overlaps a site still held for a later planned piece. */
  private coversHeldSite(left: number, top: number, right: number, bottom: number): boolean {
    const held = this.heldSites;
    for (let k = 0; k < held.length; k++) {
      const site = held[k];
      if (site !== null && left <= site.right && site.left <= right && top <= site.bottom && site.top <= bottom) return true;
    }
    return false;
  }

  /** Whether floor is left outside the sites: the layout's areas are added up only until it is known. */
  private mainFloorLeft(): boolean {
    let floor = this.floorLeft;
    for (const area of this.layout.areas) {
      if (floor > 0) return true;
      floor += area.size;
    }
    return floor > 0;
  }

  /**
   * Once every piece has its site: the floor the sites cut off is joined back (or voided), then
   * each piece's entrances are joined to the main floor; a piece none of whose entrances joins is
   * taken out again.
   */
  connect(): void {
    if (this.placed.length === 0) return;
    const mainExists = this.mainFloorLeft();
    this.placed.forEach((placed, i) => {
      placed!.area = this.addArea("piece");
      this.stampPiece(this.shapes[i], placed!.x, placed!.y, placed!.area);
    });
    this.placed.forEach((placed, i) => {
      if (placed === null) return;
      if (!mainExists && i === 0) return; // no other floor: the first piece is the dungeon
      if (this.joinEntrances(this.shapes[i], placed)) return;
      this.problems.push(`set piece "${this.shapes[i].source.name}" found no way to the rest of the dungeon; it is left out`);
      this.removePiece(i);
    });
  }

  /** The piece's shape as stamped, made once per piece and side in a stage (its copies share it: it is never changed). */
  private shapeOf(source: SetPiece, index: number, mirrored: boolean): Shape {
    const key = 2 * index + (mirrored ? 1 : 0);
    let shape = this.madeShapes[key];
    if (shape === undefined) {
      shape = shapeOf(source, index, mirrored, this.marginRows);
      this.madeShapes[key] = shape;
    }
    return shape;
  }

  // ── 1. chooseSpot ─────────────────────────────────────────────────────────────────────────

  /**
   * The top-left tile of the rectangle, or −1. SPOT_SAMPLES random positions are scored by the
   * floor their site would erase plus their entrances' distance to floor (a site may not cover
   * another site or painted structure), and one of those within a quarter of the best score is
   * drawn; when no sample fits, every position on a stride of half the piece's size is scored
   * (summed-area tables make a site's counts four reads), so a crowded map still finds the gaps.
   */
  private chooseSpot(shape: Shape): number {
    const { region } = this.options;
    const maxX = region.right - shape.width + 1;
    const maxY = region.bottom - shape.height + 1;
    const { sampleXs: xs, sampleYs: ys, sampleScores: scores } = this.scratch;
    for (let k = 0; k < SPOT_SAMPLES; k++) {
      xs[k] = this.random.smallInt(region.left, maxX);
      ys[k] = this.random.smallInt(region.top, maxY);
    }
    // A sample scoring above the best so far plus its quarter can never be drawn (drawBest), so its
    // counting stops there; it scores one above that bound, which keeps it out as its whole score would.
    let best = -1;
    for (let k = 0; k < SPOT_SAMPLES; k++) {
      const score = this.scoreSpot(shape, xs[k], ys[k], null, best < 0 ? Infinity : drawLimit(best));
      scores[k] = score;
      if (score >= 0 && (best < 0 || score < best)) best = score;
    }
    const sampled = this.drawBest(scores, (k) => ys[k] * this.width + xs[k]);
    return sampled >= 0 ? sampled : this.scanSpots(shape, maxX, maxY);
  }

  /** Every position on a stride of half the piece's size (from a random offset, and the last of each axis), scored. */
  private scanSpots(shape: Shape, maxX: number, maxY: number): number {
    const { region } = this.options;
    const strideX = Math.max(1, shape.width >> 1);
    const strideY = Math.max(1, shape.height >> 1);
    const xs = axisPositions(region.left, maxX, strideX, this.random.smallInt(0, strideX - 1));
    const ys = axisPositions(region.top, maxY, strideY, this.random.smallInt(0, strideY - 1));
    const tables = this.siteTables();
    const scores = new Int32Array(xs.length * ys.length);
    for (let j = 0; j < ys.length; j++) for (let i = 0; i < xs.length; i++) scores[j * xs.length + i] = this.scoreSpot(shape, xs[i], ys[j], tables, Infinity);
    return this.drawBest(scores, (k) => ys[(k / xs.length) | 0] * this.width + xs[k % xs.length]);
  }

  /** One of the scores within a quarter of the best (−1 = unusable), drawn uniformly; its spot, or −1. */
  private drawBest(scores: Int32Array, spotOf: (k: number) => number): number {
    let best = -1;
    for (let k = 0; k < scores.length; k++) if (scores[k] >= 0 && (best < 0 || scores[k] < best)) best = scores[k];
    if (best < 0) return -1;
    const limit = drawLimit(best);
    let fitting = 0;
    for (let k = 0; k < scores.length; k++) if (scores[k] >= 0 && scores[k] <= limit) fitting++;
    let pick = this.random.smallInt(0, fitting - 1);
    for (let k = 0; k < scores.length; k++) if (scores[k] >= 0 && scores[k] <= limit && pick-- === 0) return spotOf(k);
    return -1;
  }

  /** Summed-area tables ((width + 1) × (height + 1)) of floor tiles and of tiles no site may cover. */
  private siteTables(): { floor: Int32Array; blocked: Int32Array } {
    const { width, height, kinds, marks } = this;
    const structure = this.options.structure ?? null;
    const stride = width + 1;
    const floor = new Int32Array(stride * (height + 1));
    const blocked = new Int32Array(stride * (height + 1));
    for (let y = 0; y < height; y++) {
      let floorRow = 0;
      let blockedRow = 0;
      for (let x = 0; x < width; x++) {
        const tile = y * width + x;
        if (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor) floorRow++;
        if ((marks[tile] & (Mark.Site | Mark.Approach)) !== 0 || (structure !== null && structure[tile])) blockedRow++;
        const at = (y + 1) * stride + x + 1;
        floor[at] = floor[at - stride] + floorRow;
        blocked[at] = blocked[at - stride] + blockedRow;
      }
    }
    return { floor, blocked };
  }

  /**
   * Floor erased plus entrance distances for the rectangle at (x, y); −1 when its site is blocked
   * or no entrance can lead out. Counted tile by tile, or from the summed-area tables when given.
   */
  private scoreSpot(shape: Shape, x: number, y: number, tables: { floor: Int32Array; blocked: Int32Array } | null, bound: number): number {
    // The site (siteOf), as four numbers: this runs for every sampled position.
    const left = Math.max(0, x - 1);
    const top = Math.max(0, y - this.marginRows);
    const right = Math.min(this.width - 1, x + shape.width);
    const bottom = Math.min(this.height - 1, y + shape.height - 1 + this.marginRows);
    const stride = this.width + 1;
    if (tables ? boxSum(tables.blocked, stride, left, top, right, bottom) > 0 : !this.siteIsFree(left, top, right, bottom)) return -1;
    if (this.coversHeldSite(left, top, right, bottom)) return -1;
    // Counted tile by tile, the floor first: it is a few words a row, where an entrance's look up
    // or down reads a new row each step, and a site that erases much floor passes the bound
    // before its looks are made. (A spot past the bound scores above it whichever part stops
    // first, and one within it gets its whole score, so the order changes no draw.)
    let score = tables ? 0 : this.floorInSite(left, top, right, bottom, bound);
    if (score < 0) return -1;
    let usable = 0;
    for (let k = 0; k < shape.entrances; k++) {
      // Past the bound the score is one that can never be drawn (chooseSpot): the looks stop there.
      if (score > bound) return score;
      const reach = this.entranceReach(shape, k, x, y, bound - score);
      if (reach < 0) {
        score += 2 * ENTRANCE_LOOK;
        continue;
      }
      usable++;
      score += reach;
    }
    if (usable === 0) return -1;
    return tables ? score + boxSum(tables.floor, stride, left, top, right, bottom) : score;
  }

  /**
   * Whether the site (inclusive tile coordinates) covers no other site and no entrance's approach
   * (tested against their rectangles and tiles, not tile by tile: there are a handful of them and a
   * hundred tiles).
   */
  private siteIsFree(left: number, top: number, right: number, bottom: number): boolean {
    const { sites } = this;
    // An approach lies at most APPROACH_LENGTH tiles beyond its site's edge: a site clear of every
    // other site by more than that covers none, and its approaches need no look.
    const reach = APPROACH_LENGTH;
    let near = false;
    for (let i = 0; i < sites.length; i++) {
      const other = sites[i];
      if (left <= other.right + reach && other.left - reach <= right && top <= other.bottom + reach && other.top - reach <= bottom) {
        if (left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom) return false;
        near = true;
      }
    }
    if (!near) return true;
    const { width, approachTiles } = this;
    const first = top * width;
    const last = bottom * width + width;
    for (let i = 0; i < approachTiles.length; i++) {
      const tile = approachTiles[i];
      if (tile < first || tile >= last) continue;
      const x = tile % width;
      if (x >= left && x <= right) return false;
    }
    return true;
  }

  /**
   * Floor tiles in the site (one more than `bound` once they pass it: the count stops there), or
   * −1 when it covers painted structure.
   */
  private floorInSite(left: number, top: number, right: number, bottom: number, bound: number): number {
    const { width, kinds, words } = this;
    const structure = this.options.structure ?? null;
    let floor = 0;
    for (let row = top; row <= bottom; row++) {
      const start = row * width + left;
      const end = row * width + right + 1;
      if (structure !== null) {
        for (let tile = start; tile < end; tile++) if (structure[tile]) return -1;
      }
      floor += words !== null ? floorInRow(kinds, words, start, end) : floorInBytes(kinds, start, end);
      if (floor > bound) return floor;
    }
    return floor;
  }

  /** The site (rectangle and margin, clipped to the map), inclusive tile coordinates. */
  private siteOf(shape: { width: number; height: number }, x: number, y: number): SiteBox {
    return {
      left: Math.max(0, x - 1),
      top: Math.max(0, y - this.marginRows),
      right: Math.min(this.width - 1, x + shape.width),
      bottom: Math.min(this.height - 1, y + shape.height - 1 + this.marginRows),
    };
  }

  /**
   * Steps from the end of an entrance's stub straight on to the first floor tile, up to
   * ENTRANCE_LOOK (that much when none); −1 when the stub leaves the frame or the tile after it is
   * off the frame or in another site (nothing can lead out of that entrance). Once the steps pass
   * `bound` the look stops and says how far it went (the spot then scores past its bound anyway).
   */
  private entranceReach(shape: Shape, k: number, x: number, y: number, bound: number): number {
    const { stubs } = shape;
    const dx = stubs[k * STUB_FIELDS + 2];
    const dy = stubs[k * STUB_FIELDS + 3];
    const length = stubs[k * STUB_FIELDS + 4];
    let cx = x + stubs[k * STUB_FIELDS] + dx * length;
    let cy = y + stubs[k * STUB_FIELDS + 1] + dy * length;
    const { left, top, right, bottom } = this.options.region;
    if (cx < left || cx > right || cy < top || cy > bottom) return -1;
    const { kinds, marks, width } = this;
    for (let step = 1; step <= ENTRANCE_LOOK; step++) {
      cx += dx;
      cy += dy;
      // The stub ends on the site's edge, so its way out starts straight on: a first tile off the
      // frame or in another site leaves the entrance no way at all.
      if (cx < left || cx > right || cy < top || cy > bottom) return step === 1 ? -1 : ENTRANCE_LOOK;
      if (step === 1 && (marks[cy * width + cx] & Mark.Site) !== 0) return -1;
      if (isFloor(kinds[cy * width + cx])) return step;
      // Each step a row on for a stub up or down: the look stops once it passes what the spot may still score.
      if (step > bound) return step;
    }
    return ENTRANCE_LOOK;
  }

  /**
   * The last tile of the straight corridor from entrance `k` across the margin (its direction and
   * length are in shape.stubs), or −1 when it would leave the frame. Entrances on the top or
   * bottom edge lead up or down (marginRows tiles), those on a side lead sideways (one tile).
   */
  private stubEnd(shape: Shape, k: number, x: number, y: number): number {
    const at = k * STUB_FIELDS;
    const { stubs } = shape;
    const length = stubs[at + 4];
    const endX = x + stubs[at] + stubs[at + 2] * length;
    const endY = y + stubs[at + 1] + stubs[at + 3] * length;
    const { region } = this.options;
    if (endX < region.left || endX > region.right || endY < region.top || endY > region.bottom) return -1;
    return endY * this.width + endX;
  }

  // ── 2. clearSite ──────────────────────────────────────────────────────────────────────────

  /** Voids the site's tiles (they leave their areas) and marks it; the site, with the floor tiles it erased. */
  private clearSite(shape: Shape, x: number, y: number): SiteBox & { erased: number } {
    const box = this.siteOf(shape, x, y);
    const site = { left: box.left, top: box.top, right: box.right, bottom: box.bottom, erased: 0 };
    this.sites.push(site);
    const { width, kinds, areaOf, lostTiles, marks } = this;
    let erased = 0;
    for (let row = site.top; row <= site.bottom; row++) {
      for (let tile = row * width + site.left, end = row * width + site.right; tile <= end; tile++) {
        const area = areaOf[tile];
        if (area !== 0) {
          if (lostTiles[area - 1] === 0) this.markLost(area - 1, Lost.ToSites);
          this.removedTiles[area - 1]++;
          areaOf[tile] = 0;
        }
        const kind = kinds[tile];
        if (kind === TileKind.Room || kind === TileKind.Corridor) erased++;
        kinds[tile] = TileKind.Void;
        // Sites never cover an approach (siteIsFree); a corridor an earlier site's rejoining carved here is gone.
        marks[tile] = Mark.Site;
      }
    }
    site.erased = erased;
    this.keepApproachesClear(shape, x, y);
    this.floorLeft -= erased;
    return site;
  }

  /** Marks the APPROACH_LENGTH tiles beyond each entrance's stub (inside the frame, outside every site) as the entrance's approach. */
  private keepApproachesClear(shape: Shape, x: number, y: number): void {
    const { region } = this.options;
    const { width } = this;
    for (let e = 0; e < shape.entrances; e++) {
      const end = this.stubEnd(shape, e, x, y);
      if (end < 0) continue;
      const endX = end % width;
      const endY = (end - endX) / width;
      const dx = shape.stubs[e * STUB_FIELDS + 2];
      const dy = shape.stubs[e * STUB_FIELDS + 3];
      for (let k = 1; k <= APPROACH_LENGTH; k++) {
        const ax = endX + k * dx;
        const ay = endY + k * dy;
        if (ax < region.left || ax > region.right || ay < region.top || ay > region.bottom) break;
        const tile = ay * this.width + ax;
        if ((this.marks[tile] & (Mark.Site | Mark.Approach)) !== 0) continue;
        this.marks[tile] |= Mark.Approach;
        this.approachTiles.push(tile);
      }
    }
  }

  // ── 3. rejoinAroundSite ───────────────────────────────────────────────────────────────────

  /**
   * After a site erased floor: what it cut off is joined back, found by a flood from the floor
   * beside the site (pieces-cut-off.ts) rather than by labelling the map. Small remnants are
   * voided; groups the flood's budget left apart are joined by the shortest corridor round the
   * site; when such a corridor cannot be found, the flood goes on farther, and once it is exact
   * every part cut off from the main floor is joined to it (or voided when it cannot be). The
   * floor outside the sites is thus connected again before the next piece is placed.
   */
  private rejoinAroundSite(site: SiteBox): void {
    const flood = new SiteFlood(this.kinds, this.width, this.height, site, this.scratch);
    try {
      this.rejoinFrom(flood);
    } finally {
      flood.release();
    }
  }

  /** rejoinAroundSite with its flood begun. */
  private rejoinFrom(flood: SiteFlood): void {
    if (flood.rimLength <= 1) return;
    // Each time a group still running finds no corridor, the flood goes on four times as far
    // (its groups meet, or reach farther for a corridor to find them) before trying again.
    for (let budget = FLOOD_BUDGET_PER_RIM_TILE * flood.rimLength; ; budget *= 4) {
      flood.advance(budget);
      const groups = flood.groups();
      if (groups.length <= 1) return;
      const left = this.voidSmallRemnants(flood, groups);
      if (flood.exact) break;
      if (this.joinGroupsRoundSite(flood, left)) return;
    }
    this.joinCutOffGroups(flood);
  }

  /** Voids each finished group (a whole part of the floor) of at most SMALL_REMNANT tiles but the main floor's; the groups left. */
  private voidSmallRemnants(flood: SiteFlood, groups: number[]): number[] {
    const main = flood.exact ? flood.mainGroup() : -1;
    const small = groups.filter((group) => group !== main && flood.isFinished(group) && flood.sizeOf(group) <= SMALL_REMNANT);
    if (small.length === 0) return groups;
    for (const tiles of flood.tilesOf(small)) this.voidTiles(tiles);
    return groups.filter((group) => !small.includes(group));
  }

  /**
   * The budget spent with groups still apart: joins each group to another by the shortest corridor
   * (from its tiles beside the site, to floor another group reached), so all become one. A
   * finished group that finds no way is a part cut off for good: it is voided. False when a group
   * still running finds no way: whether it is cut off is then known only from the exact flood.
   */
  private joinGroupsRoundSite(flood: SiteFlood, groups: number[]): boolean {
    const anchor = flood.largestRunning();
    for (const group of groups) {
      const root = flood.groupOfSource(group);
      if (root === flood.groupOfSource(anchor)) continue;
      const elsewhere = (tile: number) => {
        const other = flood.groupOf(tile);
        return other >= 0 && other !== root;
      };
      const way = this.wayRoundSite(flood, root, elsewhere);
      if (way !== null) {
        this.joinGroup(flood, group, way, flood.groupOf(this.reached));
        continue;
      }
      if (!flood.isFinished(group)) return false;
      this.voidTiles(flood.tilesOf([group])[0]);
    }
    return true;
  }

  /**
   * A short corridor from group `root`'s tiles beside the site (those of the groups joined to it
   * too) to floor of another group: searched by guidedWay between the closest two tiles beside the
   * site, one of the group's that opens onto void and one of another's (keeping clear of ceilings,
   * then not), else the shortest way from all of the group's tiles beside the site (findWay). Null
   * when there is none.
   */
  private wayRoundSite(flood: SiteFlood, root: number, elsewhere: (tile: number) => boolean): number[] | null {
    const { kinds } = this;
    const { rim, rimLength, rimXs: xs, rimYs: ys } = flood;
    const { rimLeaving: leaving, rimOthers: others } = this.scratch;
    let leavingCount = 0;
    let othersCount = 0;
    for (let i = 0; i < rimLength; i++) {
      if (!isFloor(kinds[rim[i]])) continue; // a group voided as a remnant
      if (flood.groupOfSource(i) !== root) others[othersCount++] = i;
      else if (this.opensOntoVoid(rim[i])) leaving[leavingCount++] = i;
    }
    let from = -1;
    let goal = -1;
    let closest = Infinity;
    for (let j = 0; j < othersCount; j++) {
      const o = others[j];
      for (let i = 0; i < leavingCount; i++) {
        const k = leaving[i];
        const distance = Math.abs(xs[k] - xs[o]) + Math.abs(ys[k] - ys[o]);
        if (distance < closest) (closest = distance), (from = rim[k]), (goal = rim[o]);
      }
    }
    const guided = from < 0 ? null : this.guidedWay(from, goal, true, CLEAR_SEARCH_LIMIT, elsewhere) ?? this.guidedWay(from, goal, false, GUIDED_ROUND_LIMIT, elsewhere);
    if (guided !== null) return guided;
    const own: number[] = [];
    for (let i = 0; i < rimLength; i++) if (isFloor(kinds[rim[i]]) && flood.groupOfSource(i) === root) own.push(rim[i]);
    return this.findWay(own, CLEAR_SEARCH_LIMIT, elsewhere) ?? this.findWay(own, 0, elsewhere);
  }

  /** Whether a way can leave floor `tile`: a neighbour is void outside every site (inside the map). */
  private opensOntoVoid(tile: number): boolean {
    const { width, kinds } = this;
    const x = tile % width;
    return (x > 0 && this.isOpenVoid(tile - 1)) || (x < width - 1 && this.isOpenVoid(tile + 1)) || (tile >= width && this.isOpenVoid(tile - width)) || (tile + width < kinds.length && this.isOpenVoid(tile + width));
  }

  private isOpenVoid(tile: number): boolean {
    return this.kinds[tile] === TileKind.Void && (this.marks[tile] & Mark.Site) === 0;
  }
  /**
   * With the flood exact: the main floor is the group still running (else the largest); every
   * other group is a part cut off, joined to the main floor by the shortest corridor (from its
   * tiles beside the site first, where the cut was made) or voided when it cannot be joined.
   */
  private joinCutOffGroups(flood: SiteFlood): void {
    const main = flood.mainGroup();
    const groups = flood.groups();
    // The flood reached all floor but the main floor's: floor it did not reach is main floor.
    const onMain = (tile: number) => {
      const group = flood.groupOf(tile);
      return group < 0 || group === flood.groupOfSource(main);
    };
    const rims = flood.rimsOf(groups);
    for (let k = 0; k < groups.length; k++) {
      const group = groups[k];
      if (flood.groupOfSource(group) === flood.groupOfSource(main)) continue;
      const way = this.findWay(rims[k], CLEAR_SEARCH_LIMIT, onMain) ?? this.findWay(rims[k], 0, onMain) ?? this.findWay(flood.tilesOf([group])[0], 0, onMain);
      if (way !== null) this.joinGroup(flood, group, way, main);
      else this.voidTiles(flood.tilesOf([group])[0]);
    }
  }

  /** Carves `way` as a new corridor from `group` to floor of group `to` (−1: floor the flood did not reach). */
  private joinGroup(flood: SiteFlood, group: number, way: number[], to: number): void {
    if (way.length > 0) {
      this.carveCorridor(way, this.addArea("corridor"));
      flood.addCorridor(way, group);
    }
    if (to >= 0) flood.unite(group, to);
  }

  // ── 4. stampPiece ─────────────────────────────────────────────────────────────────────────

  /** Writes the piece's kinds into its rectangle: floor (in the piece's area) and the designer's walls. */
  private stampPiece(shape: Shape, x: number, y: number, area: number): void {
    const { width, kinds, areaOf } = this;
    const source = shape.source.kinds;
    for (let py = 0; py < shape.height; py++) {
      for (let px = 0; px < shape.width; px++) {
        const tile = (y + py) * width + x + px;
        const kind = source[py * shape.width + (shape.mirrored ? shape.width - 1 - px : px)];
        const floor = kind === TileKind.Room || kind === TileKind.Corridor;
        kinds[tile] = floor ? kind : TileKind.Wall;
        areaOf[tile] = floor ? area + 1 : 0;
        if (!floor) continue;
        this.addedTiles[area]++;
        this.grow(area, x + px, y + py, x + px, y + py);
      }
    }
  }

  // ── 5. joinEntrances ──────────────────────────────────────────────────────────────────────

  /**
   * Leads a corridor from each entrance to the main floor: the stub across the margin, then the
   * shortest way through void. Each joined entrance gets a corridor area and an "open" opening.
   * A piece holding the stairs is joined through its first joinable entrance only: with a second
   * way in, the way to the stairs could have no passage left for a lock to close (invariant 7
   * would cost the map its locks). True when at least one entrance is joined.
   */
  private joinEntrances(shape: Shape, placed: PlacedPiece): boolean {
    const { width, kinds } = this;
    const { stubs } = shape;
    let joined = 0;
    for (let e = 0; e < shape.entrances; e++) {
      const end = this.stubEnd(shape, e, placed.x, placed.y);
      if (end < 0) continue;
      const at = e * STUB_FIELDS;
      const entranceTile = (placed.y + stubs[at + 1]) * width + placed.x + stubs[at];
      const dx = stubs[at + 2];
      const dy = stubs[at + 3];
      const step = dy * width + dx;
      let blocked = false;
      for (let tile = entranceTile + step; !blocked; tile += step) {
        blocked = kinds[tile] !== TileKind.Void;
        if (tile === end) break;
      }
      if (blocked) continue;
      const way = this.straightWay(end, dx, dy) ?? this.wayFromEntrance(end);
      if (way === null) continue;
      const area = this.addArea("corridor");
      for (let tile = entranceTile + step; ; tile += step) {
        this.carveTile(tile, area);
        if (tile === end) break;
      }
      this.carveCorridor(way, area);
      this.entranceOpenings.push({ tile: entranceTile, from: placed.area, to: area, kind: "open" });
      placed.entrances!.push(entranceTile);
      joined++;
      if (shape.source.spot === "stairs") break;
    }
    return joined > 0;
  }

  /**
   * The way straight on from an entrance's stub to the main floor, when one lies ahead within
   * ENTRANCE_LOOK through void outside the sites that keeps clear of ceilings (as findWay's first
   * search would); else null. chooseSpot favoured spots whose entrances see floor straight ahead,
   * so this is usually the way, found without a search.
   */
  private straightWay(from: number, dx: number, dy: number): number[] | null {
    const { width, kinds, marks } = this;
    const { left, top, right, bottom } = this.options.region;
    const way: number[] = [];
    let x = from % width;
    let y = (from - x) / width;
    for (let step = 1; step <= ENTRANCE_LOOK; step++) {
      x += dx;
      y += dy;
      if (x < left || x > right || y < top || y > bottom) return null;
      const tile = y * width + x;
      if (isFloor(kinds[tile])) return this.onMainFloor(tile) ? way : null;
      // A run up or down fills its own column from the entrance to the floor: it leaves no gap there.
      if (kinds[tile] !== TileKind.Void || (marks[tile] & Mark.Site) !== 0 || (dx !== 0 && !this.clearOfCeilings(tile))) return null;
      way.push(tile);
    }
    return null;
  }

  /**
   * The way from an entrance's stub end to the main floor: guided (guidedWay) toward the nearest
   * main floor round it (nearestFloorAround; a nearer goal than floor seen straight on, which
   * measured a sixth fewer tiles searched for nodes and a third fewer for the room chain), else
   * toward the nearest opening, else the shortest way through void (findWay); each first keeping
   * clear of ceilings, then not.
   */
  private wayFromEntrance(end: number): number[] | null {
    let goal = this.nearestFloorAround(end);
    if (goal < 0) goal = this.nearestOpening(end);
    if (goal >= 0) return this.guidedWay(end, goal, true, CLEAR_SEARCH_LIMIT, this.onMainFloor) ?? this.guidedWay(end, goal, false, Infinity, this.onMainFloor);
    return this.findWay([end], CLEAR_SEARCH_LIMIT, this.onMainFloor) ?? this.findWay([end], 0, this.onMainFloor);
  }

  /**
   * The main-floor tile nearest to `from` in steps across and down, up to GUIDE_RADIUS: the tiles
   * at each distance looked at in turn (a ring of 4 × distance tiles), in a fixed order, inside the
   * frame; −1 when none. Floor is usually about ten steps from a stub's end, so this looks at some
   * two hundred tiles (nodes with ten pieces), where the layout's openings are hundreds, indexed
   * afresh each generation.
   */
  private nearestFloorAround(from: number): number {
    const { width, kinds } = this;
    const { left, top, right, bottom } = this.options.region;
    const fx = from % width;
    const fy = (from - fx) / width;
    for (let distance = 1; distance <= GUIDE_RADIUS; distance++) {
      // The ring's tiles (dx, dy) with |dx| + |dy| = distance, row by row from the top.
      for (let dy = -distance; dy <= distance; dy++) {
        const y = fy + dy;
        if (y < top || y > bottom) continue;
        const across = distance - Math.abs(dy);
        for (let x = fx - across; x <= fx + across; x += across === 0 ? 1 : 2 * across) {
          if (x < left || x > right) continue;
          const tile = y * width + x;
          if (isFloor(kinds[tile]) && this.onMainFloor(tile)) return tile;
        }
      }
    }
    return -1;
  }

  /**
   * The main-floor tile of the layout's openings (floor where two areas meet, spread over the whole
   * floor) nearest to `from` as the crow flies (the first in the layout's order among the nearest),
   * or −1; a goal for guidedWay when no main floor lies within GUIDE_RADIUS. The openings are looked at cell by
   * cell of a coarse grid (openingCells), in rings round `from`'s cell, until no farther ring can
   * hold a nearer one.
   */
  private nearestOpening(from: number): number {
    const { width, kinds } = this;
    const fx = from % width;
    const fy = (from - fx) / width;
    const cells = this.openingCells();
    const { xs, ys, order, start, columns, rows } = cells;
    const { openings } = this.layout;
    const cx = Math.floor(fx / OPENING_CELL);
    const cy = Math.floor(fy / OPENING_CELL);
    let best = -1;
    let bestIndex = -1;
    let bestDistance = Infinity;
    const look = (cell: number) => {
      for (let at = start[cell], end = start[cell + 1]; at < end; at++) {
        const k = order[at];
        const distance = Math.abs(xs[k] - fx) + Math.abs(ys[k] - fy);
        if (distance > bestDistance || (distance === bestDistance && k > bestIndex)) continue;
        const tile = openings[k].tile;
        if (isFloor(kinds[tile]) && this.onMainFloor(tile)) (best = tile), (bestIndex = k), (bestDistance = distance);
      }
    };
    for (let ring = 0, last = Math.max(columns, rows); ring <= last; ring++) {
      // A tile `ring` cells away is at least (ring − 1) × OPENING_CELL + 1 tiles away.
      if (ring > 0 && bestDistance <= (ring - 1) * OPENING_CELL) break;
      for (let y = cy - ring; y <= cy + ring; y++) {
        if (y < 0 || y >= rows) continue;
        const edge = y === cy - ring || y === cy + ring;
        for (let x = cx - ring; x <= cx + ring; x += edge || ring === 0 ? 1 : 2 * ring) {
          if (x >= 0 && x < columns) look(y * columns + x);
        }
      }
    }
    return best;
  }

  /**
   * The layout's openings' columns and rows, and their indices by cell of a grid of OPENING_CELL
   * tiles (in the layout's order within a cell): made once per stage, when an entrance's search
   * first needs them (the openings stay as the layout made them until finish).
   */
  private openingCells(): OpeningCells {
    if (this.openingGrid !== null) return this.openingGrid;
    const { openings } = this.layout;
    const { scratch, width } = this;
    const count = openings.length;
    const columns = Math.ceil(width / OPENING_CELL);
    const rows = Math.ceil(this.height / OPENING_CELL);
    const cells = columns * rows;
    // In the scratch's arrays (made longer when short): typed arrays of more than a few dozen
    // bytes are slow to make, and the stage needs these once per generation.
    const xs = (scratch.openingXs = longer(scratch.openingXs, count));
    const ys = (scratch.openingYs = longer(scratch.openingYs, count));
    const cellOf = (scratch.openingCellOf = longer(scratch.openingCellOf, count));
    const order = (scratch.openingOrder = longer(scratch.openingOrder, count));
    const start = (scratch.openingStart = longer(scratch.openingStart, cells + 1));
    const filled = (scratch.openingFill = longer(scratch.openingFill, cells));
    start.fill(0, 0, cells + 1);
    for (let k = 0; k < count; k++) {
      const tile = openings[k].tile;
      const x = tile % width;
      const y = (tile - x) / width;
      xs[k] = x;
      ys[k] = y;
      cellOf[k] = Math.floor(y / OPENING_CELL) * columns + Math.floor(x / OPENING_CELL);
      start[cellOf[k] + 1]++;
    }
    for (let cell = 0; cell < cells; cell++) start[cell + 1] += start[cell];
    for (let cell = 0; cell < cells; cell++) filled[cell] = start[cell];
    for (let k = 0; k < count; k++) order[filled[cellOf[k]]++] = k;
    this.openingGrid = { xs, ys, order, start, columns, rows };
    return this.openingGrid;
  }

  /**
   * A short way (as findWay's) from `source` to the main floor, searched toward `goal` (main floor
   * near the source): an A* search whose estimate is the distance to the goal, its open tiles
   * in two lists (an estimate grows by 0 or 2 a step), each taken last in first out, so the search
   * runs straight at the goal and spreads only round what blocks it. It stops at the first target
   * floor it meets, the goal or nearer; null when none is met before `limit` tiles are reached.
   * With `clearance`, tiles too close under or over floor are not stepped on (as findWay's).
   */
  private guidedWay(source: number, goal: number, clearance: boolean, limit: number, isTarget: (tile: number) => boolean): number[] | null {
    const { width, height, kinds, marks, scratch } = this;
    const { visits } = scratch;
    const visit = nextStamp(scratch) * 8;
    const { left, top, right, bottom } = this.options.region;
    const gx = goal % width;
    const gy = (goal - gx) / width;
    let now = scratch.queue;
    let later = scratch.later;
    let nowCount = 0;
    let laterCount = 0;
    let reached = 1;
    visits[source] = visit + SOURCE_STEP;
    now[nowCount++] = source;
    let way: number[] | null = null;
    search: while (nowCount > 0 || laterCount > 0) {
      if (nowCount === 0) {
        const emptied = now;
        now = later;
        later = emptied;
        nowCount = laterCount;
        laterCount = 0;
      }
      if (reached > limit) break;
      const tile = now[--nowCount];
      const x = tile % width;
      const y = (tile - x) / width;
      const estimate = Math.abs(x - gx) + Math.abs(y - gy);
      for (let d = 0; d < 4; d++) {
        if ((d === 0 && x === 0) || (d === 1 && x === width - 1) || (d === 2 && y === 0) || (d === 3 && y === height - 1)) continue;
        const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
        if (visits[next] - (visits[next] & 7) === visit) continue;
        visits[next] = visit + NO_STEP;
        const kind = kinds[next];
        if (kind === TileKind.Room || kind === TileKind.Corridor) {
          if (!isTarget(next)) continue;
          this.reached = next;
          way = this.wayBack(tile);
          break search;
        }
        if (kind !== TileKind.Void || (marks[next] & Mark.Site) !== 0) continue;
        const nx = d === 0 ? x - 1 : d === 1 ? x + 1 : x;
        const ny = d === 2 ? y - 1 : d === 3 ? y + 1 : y;
        if (nx < left || nx > right || ny < top || ny > bottom) continue;
        if (clearance && !this.clearOfCeilings(next)) {
          const drop = d >= 2 ? this.dropOnto(next, d === 2 ? -width : width, isTarget) : -1;
          if (drop < 0) continue;
          way = this.wayBack(tile);
          for (let t = next; t !== drop; t += d === 2 ? -width : width) way.push(t);
          this.reached = drop;
          break search;
        }
        visits[next] = visit + d;
        reached++;
        if (Math.abs(nx - gx) + Math.abs(ny - gy) < estimate) {
          if (nowCount === now.length) now = longer(now, nowCount + 1);
          now[nowCount++] = next;
        } else {
          if (laterCount === later.length) later = longer(later, laterCount + 1);
          later[laterCount++] = next;
        }
      }
    }
    scratch.queue = now;
    scratch.later = later;
    return way;
  }

  /**
   * The shortest way (tiles to carve, in order, without the sources and the floor reached) from
   * `sources` through void inside the frame and outside every site to a tile of the main floor,
   * or null. With a `clearanceLimit` (the most tiles that search may reach), a tile that would
   * stand 2..wallHeight + 1 rows from floor in its column (a gap too low for a wall face and a
   * ceiling) is not stepped on; with 0 it is (restoreClearance fills such gaps afterwards).
   */
  private findWay(sources: ArrayLike<number>, clearanceLimit: number, isTarget: (tile: number) => boolean): number[] | null {
    const { width, kinds, marks, scratch } = this;
    const { visits } = scratch;
    const clearance = clearanceLimit > 0;
    const visit = nextStamp(scratch) * 8;
    const { left, top, right, bottom } = this.options.region;
    let queue = queueOf(scratch, sources.length);
    let tail = 0;
    for (let i = 0; i < sources.length; i++) {
      visits[sources[i]] = visit + SOURCE_STEP;
      queue[tail++] = sources[i];
    }
    for (let head = 0; head < tail; head++) {
      if (clearance && tail > clearanceLimit) return null;
      const tile = queue[head];
      const x = tile % width;
      const y = (tile - x) / width;
      for (let d = 0; d < 4; d++) {
        // No step off the map or across a row's end (a source may lie on the map's edge).
        if ((d === 0 && x === 0) || (d === 1 && x === width - 1) || (d === 2 && y === 0) || (d === 3 && y === this.height - 1)) continue;
        const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
        if (visits[next] - (visits[next] & 7) === visit) continue;
        visits[next] = visit + NO_STEP;
        const kind = kinds[next];
        if (kind === TileKind.Room || kind === TileKind.Corridor) {
          if (!isTarget(next)) continue;
          this.reached = next;
          return this.wayBack(tile);
        }
        if (kind !== TileKind.Void || (marks[next] & Mark.Site) !== 0) continue;
        const nx = d === 0 ? x - 1 : d === 1 ? x + 1 : x;
        const ny = d === 2 ? y - 1 : d === 3 ? y + 1 : y;
        if (nx < left || nx > right || ny < top || ny > bottom) continue;
        if (clearance && !this.clearOfCeilings(next)) {
          // Floor close ahead in the column: the way may still drop straight onto it, filling the gap.
          const drop = d >= 2 ? this.dropOnto(next, d === 2 ? -width : width, isTarget) : -1;
          if (drop < 0) continue;
          const way = this.wayBack(tile);
          for (let t = next; t !== drop; t += d === 2 ? -width : width) way.push(t);
          this.reached = drop;
          return way;
        }
        visits[next] = visit + d;
        if (tail === queue.length) queue = queueOf(scratch, tail + 1);
        queue[tail++] = next;
      }
    }
    return null;
  }

  /** Whether floor `tile` is on the main floor (mainFloorOf). */
  private readonly onMainFloor: (tile: number) => boolean;

  /** The tiles from a search's last step back to (not including) its source. */
  private wayBack(last: number): number[] {
    const { visits } = this.scratch;
    const { width } = this;
    const way: number[] = [];
    // Step d went −1, +1, −width, +width; undoing it goes the other way.
    for (let tile = last; (visits[tile] & 7) !== SOURCE_STEP; ) {
      way.push(tile);
      const d = visits[tile] & 7;
      tile = d === 0 ? tile + 1 : d === 1 ? tile - 1 : d === 2 ? tile + width : tile - width;
    }
    return way.reverse();
  }

  /**
   * The floor tile a way stepping up or down (`step`: ∓width) onto `tile` reaches by going straight
   * on: within wallHeight + 1 tiles, through void inside the frame and outside every site, and a
   * target; else −1. The way then fills the column from the tile it came from (floor once carved,
   * and clear of ceilings itself) to that floor, so it leaves no gap in that column.
   */
  private dropOnto(tile: number, step: number, isTarget: (tile: number) => boolean): number {
    const { width, kinds, marks } = this;
    const { top, bottom } = this.options.region;
    for (let d = 0, t = tile; d <= this.marginRows && t >= 0 && t < kinds.length; d++, t += step) {
      const y = (t / width) | 0;
      if (isFloor(kinds[t])) return isTarget(t) ? t : -1;
      if (kinds[t] !== TileKind.Void || (marks[t] & Mark.Site) !== 0 || y < top || y > bottom) return -1;
    }
    return -1;
  }

  /** True when floor on `tile` would leave no gap of 1..wallHeight non-floor tiles to the floor above or below it. */
  private clearOfCeilings(tile: number): boolean {
    const { width, kinds } = this;
    const reach = this.marginRows;
    for (let d = 1, up = tile - width; d <= reach && up >= 0; d++, up -= width) {
      if (isFloor(kinds[up])) {
        if (d > 1) return false;
        break;
      }
    }
    for (let d = 1, down = tile + width; d <= reach && down < kinds.length; d++, down += width) {
      if (isFloor(kinds[down])) {
        if (d > 1) return false;
        break;
      }
    }
    return true;
  }

  private carveCorridor(tiles: ArrayLike<number>, area: number): void {
    for (let i = 0; i < tiles.length; i++) this.carveTile(tiles[i], area);
  }

  private carveTile(tile: number, area: number): void {
    this.kinds[tile] = TileKind.Corridor;
    this.areaOf[tile] = area + 1;
    this.addedTiles[area]++;
    this.marks[tile] |= Mark.Joined;
    this.floorLeft++;
    this.carved.push(tile);
    this.growTile(area, tile);
  }

  /**
   * Whether a tile this stage carved is still its corridor: not voided again with a remnant it had
   * joined, nor erased by a later site (where a piece's floor may stand now); an entrance's stub is.
   */
  private stillCarved(tile: number): boolean {
    return isFloor(this.kinds[tile]) && (this.marks[tile] & (Mark.Site | Mark.Joined)) !== Mark.Site;
  }

  /** Voids the tiles of a cut-off remnant: they leave their areas. */
  private voidTiles(tiles: Int32Array): void {
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i];
      if (this.areaOf[tile] !== 0) {
        this.markLost(this.areaOf[tile] - 1, Lost.Elsewhere);
        this.removedTiles[this.areaOf[tile] - 1]++;
      }
      if (isFloor(this.kinds[tile])) this.floorLeft--;
      this.kinds[tile] = TileKind.Void;
      this.areaOf[tile] = 0;
      this.marks[tile] &= ~Mark.Joined;
    }
  }

  /** Takes a placed piece out again: its rectangle becomes void (the site stays a site). */
  private removePiece(placedIndex: number): void {
    const placed = this.placed[placedIndex];
    if (!placed) return;
    const { width } = this;
    for (let y = placed.y; y < placed.y + placed.height; y++) {
      for (let tile = y * width + placed.x, end = tile + placed.width; tile < end; tile++) {
        if (this.areaOf[tile] !== 0) this.removedTiles[this.areaOf[tile] - 1]++;
        this.kinds[tile] = TileKind.Void;
        this.areaOf[tile] = 0;
      }
    }
    this.markLost(placed.area, Lost.Elsewhere);
    this.placed[placedIndex] = null;
  }

  private addArea(kind: Area["kind"]): number {
    const id = this.layout.areas.length;
    this.layout.areas.push({ id, kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
    if (id >= this.areaRoom) this.makeRoomForAreas(2 * id);
    return id;
  }

  /** The per-area arrays, longer (what they held kept; kept in the scratch). */
  private makeRoomForAreas(capacity: number): void {
    resetAreaCounts(this.scratch, this.areaRoom, capacity);
    this.areaRoom = capacity;
    this.lostTiles = this.scratch.lost;
    this.removedTiles = this.scratch.removed;
    this.addedTiles = this.scratch.added;
    this.gained = this.scratch.gained;
  }

  /** Records how area `id` lost tiles (Lost), and that it changed. */
  private markLost(id: number, how: number): void {
    if (this.lostTiles[id] === 0 && this.gained[4 * id] < 0) this.changed.push(id);
    this.lostTiles[id] = how;
  }

  /** Whether area `id` gained tiles from this stage. */
  private hasGained(id: number): boolean {
    return this.gained[4 * id] >= 0;
  }

  /** Records that area `id` gained tiles within (left, top)–(right, bottom). */
  private grow(id: number, left: number, top: number, right: number, bottom: number): void {
    const box = this.gained;
    const at = 4 * id;
    if (box[at] < 0) {
      if (this.lostTiles[id] === 0) this.changed.push(id);
      box[at] = left;
      box[at + 1] = top;
      box[at + 2] = right;
      box[at + 3] = bottom;
      return;
    }
    if (left < box[at]) box[at] = left;
    if (top < box[at + 1]) box[at + 1] = top;
    if (right > box[at + 2]) box[at + 2] = right;
    if (bottom > box[at + 3]) box[at + 3] = bottom;
  }

  private growTile(id: number, tile: number): void {
    const x = tile % this.width;
    const y = (tile - x) / this.width;
    this.grow(id, x, y, x, y);
  }

  // ── after every piece: restoreClearance and the Layout's bookkeeping ──────────────────────

  /** Zeroes the tiles this stage marked in the shared work arrays (pieces-scratch.ts), so the next generation finds them clean. */
  cleanScratch(): void {
    const { width, marks } = this;
    for (const site of this.sites) {
      for (let row = site.top; row <= site.bottom; row++) {
        for (let tile = row * width + site.left, end = row * width + site.right; tile <= end; tile++) {
          marks[tile] = 0;
        }
      }
    }
    for (const tile of this.approachTiles) marks[tile] = 0;
    for (const tile of this.carved) marks[tile] = 0;
  }

  finish(): PlacedPiece[] {
    this.restoreClearance();
    const renumber = this.remeasureAreas();
    const placed: PlacedPiece[] = [];
    for (const piece of this.placed) {
      if (piece === null) continue;
      piece.area = renumber[piece.area];
      placed.push(piece);
    }
    this.mendOpenings(renumber);
    return placed;
  }

  /**
   * Invariant 6 where corridors were added: a gap of 1..wallHeight non-floor tiles between a new
   * corridor tile and floor above or below it in its column becomes corridor floor (of the area of
   * the floor above the gap). Only new corridors can make such a gap (clearing and voiding only
   * widen gaps), and sites never hold one (their margins are wallHeight + 1 rows).
   */
  private restoreClearance(): void {
    const { width, kinds, areaOf } = this;
    const reach = this.marginRows;
    const made = this.carved.length;
    const steps = [-width, width];
    for (let i = 0; i < made; i++) {
      const tile = this.carved[i];
      if (!this.stillCarved(tile)) continue;
      for (const step of steps) {
        let far = -1;
        for (let d = 1, t = tile + step; d <= reach && t >= 0 && t < kinds.length; d++, t += step) {
          if (isFloor(kinds[t])) {
            if (d > 1) far = t;
            break;
          }
        }
        if (far < 0) continue;
        let open = true;
        for (let t = tile + step; t !== far; t += step) if ((this.marks[t] & Mark.Site) !== 0) open = false;
        if (!open) continue;
        const upper = step < 0 ? far : tile;
        const area = areaOf[upper] - 1;
        for (let t = tile + step; t !== far; t += step) {
          kinds[t] = TileKind.Corridor;
          areaOf[t] = area + 1;
          this.carved.push(t);
          this.addedTiles[area]++;
          this.growTile(area, t);
        }
      }
    }
  }

  /**
   * Brings the areas that lost or gained tiles up to date: their size from the tiles counted in
   * and out, their bounds from their old bounds and what they gained, moved in only where they may
   * have lost an edge (scanning inward from that side, not the whole box, and never the map); and
   * drops the ones left without tiles, giving each dropped id to the last area; returns old id →
   * new id (−1 for a dropped one).
   */
  private remeasureAreas(): Int32Array {
    const { width, areaOf } = this;
    const areas = this.layout.areas;
    const count = areas.length;
    const dropped: number[] = [];
    const box = new Int32Array(4);
    for (const id of this.changed) {
      const { bounds: old, size: oldSize } = areas[id];
      const size = oldSize - this.removedTiles[id] + this.addedTiles[id];
      if (size <= 0) {
        const { bounds } = areas[id];
        areas[id].size = 0;
        bounds.x = bounds.y = bounds.width = bounds.height = 0;
        dropped.push(id);
        continue;
      }
      // Where its tiles can be: its old bounds (when it had any) and the box of what it gained.
      const hadTiles = oldSize > 0 && Number.isFinite(old.x) && old.width > 0;
      box[0] = hadTiles ? old.x : this.width;
      box[1] = hadTiles ? old.y : this.height;
      box[2] = hadTiles ? old.x + old.width - 1 : -1;
      box[3] = hadTiles ? old.y + old.height - 1 : -1;
      if (this.hasGained(id)) {
        const at = 4 * id;
        box[0] = Math.min(box[0], this.gained[at]);
        box[1] = Math.min(box[1], this.gained[at + 1]);
        box[2] = Math.max(box[2], this.gained[at + 2]);
        box[3] = Math.max(box[3], this.gained[at + 3]);
      }
      // Tiles lost only to sites that cross none of its old bounds' edges leave every edge standing.
      const edgesStand = this.lostTiles[id] === 0 || (hadTiles && this.lostTiles[id] === Lost.ToSites && !this.sitesCrossEdges(old));
      if (!edgesStand) shrinkToLabel(areaOf, width, id + 1, box);
      // Written into the area's own objects (the layout made them for this dungeon alone): a new
      // object per changed area cost more than all the measuring above.
      const area = areas[id];
      area.size = size;
      area.bounds.x = box[0];
      area.bounds.y = box[1];
      area.bounds.width = box[2] - box[0] + 1;
      area.bounds.height = box[3] - box[1] + 1;
    }
    const renumber = (this.scratch.renumber = longer(this.scratch.renumber, count));
    this.areasMeasured = count;
    for (let id = 0; id < count; id++) renumber[id] = id;
    if (dropped.length === 0) return renumber;
    // An emptied area's id goes to the last area (its tiles relabelled within its bounds), so
    // no pass over the map is needed; ids stay 0 … count − 1. The emptied ones in id order (a
    // handful, sorted once), not a look at every area.
    dropped.sort((a, b) => a - b);
    let end = count;
    for (const id of dropped) {
      if (id >= end) break; // already cut off the end
      renumber[id] = -1;
      while (end - 1 > id && areas[end - 1].size === 0) renumber[--end] = -1;
      if (end - 1 === id) {
        end--;
        break;
      }
      const moved = --end;
      const { x, y, width: w, height: h } = areas[moved].bounds;
      for (let row = y; row < y + h; row++) {
        for (let tile = row * width + x, stop = tile + w; tile < stop; tile++) if (areaOf[tile] === moved + 1) areaOf[tile] = id + 1;
      }
      areas[id] = areas[moved];
      areas[id].id = id;
      renumber[moved] = id;
    }
    areas.length = end;
    return renumber;
  }

  /** Whether a site covers a tile on one of the four edges of `bounds` (then the bounds may shrink). */
  private sitesCrossEdges(bounds: Area["bounds"]): boolean {
    const left = bounds.x;
    const top = bounds.y;
    const right = bounds.x + bounds.width - 1;
    const bottom = bounds.y + bounds.height - 1;
    for (const site of this.sites) {
      if (site.right < left || site.left > right || site.bottom < top || site.top > bottom) continue;
      if (site.left <= left || site.right >= right || site.top <= top || site.bottom >= bottom) return true;
    }
    return false;
  }

  /**
   * The openings made to match: the layout's openings renumbered, one that no longer stands on its
   * boundary moved to another tile of the same boundary (searched in its area's bounds) or
   * dropped when the areas no longer meet; the joined entrances' "open" openings; and an "open"
   * opening for every pair of areas that meet at a tile this stage made and have none yet.
   */
  private mendOpenings(renumber: Int32Array): void {
    const { width, areaOf } = this;
    const areas = this.layout.areas;
    const areaCount = areas.length;
    const pairs = new Set<number>();
    // Filtered in place (the layout made the array for this dungeon alone), the new ones pushed after.
    const openings = this.layout.openings;
    const pairOf = (a: number, b: number) => (a < b ? a * areaCount + b : b * areaCount + a);
    const add = (opening: Opening) => {
      if (pairs.has(pairOf(opening.from, opening.to)) && opening.kind === "open") return;
      openings.push(opening);
      pairs.add(pairOf(opening.from, opening.to));
    };
    // When the stage changed none of the layout's own areas (it only added its own: pieces and
    // their corridors, as round sites the layout left in void), they keep their ids (an emptied
    // area's id goes to a later one, the stage's), every opening of the layout between two of them
    // stands as it was, and none involves an area the stage touched: no pass over them is needed.
    const stale = this.changed.every((id) => id >= this.layoutAreaCount) ? [] : this.keepStandingOpenings(renumber, pairs, pairOf);
    // After every opening that still stands: a pair that has one needs no moved one.
    for (const opening of stale) {
      if (pairs.has(pairOf(opening.from, opening.to))) continue;
      const moved = this.boundaryTile(opening.from, opening.to);
      if (moved >= 0) add({ ...opening, tile: moved });
    }
    for (const opening of this.entranceOpenings) {
      const from = renumber[opening.from];
      const to = renumber[opening.to];
      if (from >= 0 && to >= 0 && this.meets(opening.tile, from, to)) add(from === opening.from && to === opening.to ? opening : { ...opening, from, to });
    }
    for (const tile of this.carved) {
      if (!this.stillCarved(tile)) continue;
      const here = areaOf[tile];
      const x = tile % width;
      for (let d = 0; d < 4; d++) {
        if ((d === 0 && x === 0) || (d === 1 && x === width - 1)) continue;
        const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
        if (next < 0 || next >= areaOf.length) continue;
        const there = areaOf[next];
        if (there === 0 || there === here || pairs.has(pairOf(here - 1, there - 1))) continue;
        add({ tile, from: here - 1, to: there - 1, kind: "open" });
      }
    }
  }

  /**
   * Keeps, in place, the layout's openings that still stand (renumbered), noting the pairs of areas
   * they join where one of the two was touched by the stage; returns those that no longer stand.
   */
  private keepStandingOpenings(renumber: Int32Array, pairs: Set<number>, pairOf: (a: number, b: number) => number): Opening[] {
    const openings = this.layout.openings;
    // Pairs are looked up only for openings that involve an area the stage touched (stale ones,
    // entrances, contacts of new floor), so only such pairs are recorded.
    const touched = (this.scratch.touched = longer(this.scratch.touched, this.layout.areas.length));
    for (const id of this.changed) if (renumber[id] >= 0) touched[renumber[id]] = 1;
    const stale: Opening[] = [];
    const count = openings.length;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const opening = openings[k];
      const from = this.newId(renumber, opening.from);
      const to = this.newId(renumber, opening.to);
      if (from < 0 || to < 0 || from === to) continue;
      const mended = from === opening.from && to === opening.to ? opening : { ...opening, from, to };
      // Between two areas that lost no tiles an opening still stands (the stage only adds floor
      // next to them); only one that touches an area that lost tiles is looked at again.
      const stands = (this.lostTiles[opening.from] === 0 && this.lostTiles[opening.to] === 0) || this.meets(opening.tile, from, to);
      if (!stands) {
        stale.push(mended);
        continue;
      }
      openings[kept++] = mended;
      if (touched[from] || touched[to]) pairs.add(pairOf(from, to));
    }
    openings.length = kept;
    for (const id of this.changed) if (renumber[id] >= 0) touched[renumber[id]] = 0;
    return stale;
  }

  /** Area `id`'s id after remeasureAreas (`renumber` is the scratch's, longer than the areas there were): −1 when dropped or unknown. */
  private newId(renumber: Int32Array, id: number): number {
    return id >= 0 && id < this.areasMeasured ? renumber[id] : -1;
  }

  /** True when `tile` is in area `from` and 4-adjacent to a tile of area `to`. */
  private meets(tile: number, from: number, to: number): boolean {
    const { width, areaOf } = this;
    if (areaOf[tile] !== from + 1) return false;
    const x = tile % width;
    return (x > 0 && areaOf[tile - 1] === to + 1) || (x < width - 1 && areaOf[tile + 1] === to + 1) || (tile >= width && areaOf[tile - width] === to + 1) || (tile + width < areaOf.length && areaOf[tile + width] === to + 1);
  }

  /** A tile of area `from` that meets area `to`, searched in `from`'s bounds in map order; −1 when they no longer meet. */
  private boundaryTile(from: number, to: number): number {
    const { x, y, width: w, height: h } = this.layout.areas[from].bounds;
    for (let row = y; row < y + h; row++) {
      for (let tile = row * this.width + x, end = tile + w; tile < end; tile++) if (this.meets(tile, from, to)) return tile;
    }
    return -1;
  }
}

/**
 * Moves each side of `box` ([left, top, right, bottom], inclusive) in until it holds a tile
 * labelled `label` (the box must hold one): the label's bounds, found by scanning only the rows and
 * columns the sides pass.
 */
function shrinkToLabel(areaOf: Uint16Array, width: number, label: number, box: Int32Array): void {
  const rowHolds = (y: number) => {
    for (let tile = y * width + box[0], end = y * width + box[2]; tile <= end; tile++) if (areaOf[tile] === label) return true;
    return false;
  };
  const columnHolds = (x: number) => {
    for (let tile = box[1] * width + x, end = box[3] * width + x; tile <= end; tile += width) if (areaOf[tile] === label) return true;
    return false;
  };
  while (box[1] < box[3] && !rowHolds(box[1])) box[1]++;
  while (box[3] > box[1] && !rowHolds(box[3])) box[3]--;
  while (box[0] < box[2] && !columnHolds(box[0])) box[0]++;
  while (box[2] > box[0] && !columnHolds(box[2])) box[2]--;
}

/** Floor tiles (Room, Corridor) among kinds[start … end − 1]. */
function floorInBytes(kinds: Uint8Array, start: number, end: number): number {
  let floor = 0;
  for (let tile = start; tile < end; tile++) if (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor) floor++;
  return floor;
}

/** Whether a Uint32Array over bytes holds tile 4k + i in bits 8i … 8i + 7 (floorInRow's partial words). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The same, four tiles at a time from `words` (the same memory as `kinds`), the words at the row's
 * ends masked to the row's tiles. Kinds are 0–3 (grid.ts TileKind), so a tile is floor (1 or 2)
 * exactly when its two low bits differ: (w ^ w >>> 1) keeps that bit per byte, and a multiply adds
 * the four bytes up. Tiles past the last whole word (or on a big-endian machine) are read one by one.
 */
function floorInRow(kinds: Uint8Array, words: Uint32Array, start: number, end: number): number {
  if (!LITTLE_ENDIAN || end > words.length << 2 || end - start < 4) return floorInBytes(kinds, start, end);
  const first = start >> 2;
  const last = (end - 1) >> 2;
  let floor = 0;
  for (let k = first; k <= last; k++) {
    const w = words[k];
    let bits = (w ^ (w >>> 1)) & 0x01010101;
    if (k === first) bits &= 0x01010101 << (8 * (start & 3));
    if (k === last) bits &= 0x01010101 >>> (8 * (3 - ((end - 1) & 3)));
    floor += Math.imul(bits, 0x01010101) >>> 24;
  }
  return floor;
}

/** The sum of a summed-area table ((width + 1) columns: `stride`) over a box of the map, inclusive tile coordinates. */
function boxSum(table: Int32Array, stride: number, left: number, top: number, right: number, bottom: number): number {
  return table[(bottom + 1) * stride + right + 1] - table[top * stride + right + 1] - table[(bottom + 1) * stride + left] + table[top * stride + left];
}

/** The highest score drawBest may draw when the best is `best`: within a quarter of it. */
function drawLimit(best: number): number {
  return best + Math.max(2, best >> 2);
}

/** Positions from `min` to `max` on a stride from `min + offset`, plus `max` itself. */
function axisPositions(min: number, max: number, stride: number, offset: number): Int32Array {
  if (max < min) return new Int32Array(0);
  const first = Math.min(min + offset, max);
  const count = Math.floor((max - first) / stride) + 1;
  const last = first + (count - 1) * stride;
  const extra = (last !== max ? 1 : 0) + (first !== min ? 1 : 0);
  const out = new Int32Array(count + extra);
  let k = 0;
  if (first !== min) out[k++] = min;
  for (let i = 0; i < count; i++) out[k++] = first + i * stride;
  if (last !== max) out[k++] = max;
  return out;
}

function shapeOf(source: SetPiece, piece: number, mirrored: boolean, marginRows: number): Shape {
  const { width, height } = source;
  return { piece, source, width, height, entrances: source.entrances.length, stubs: stubsOf(source.entrances, width, height, mirrored, marginRows), mirrored };
}

/**
 * The stubs of a piece's entrances (Shape.stubs): those on the top or bottom edge lead up or down
 * (marginRows tiles), those on a side lead sideways (one tile).
 */
function stubsOf(entrances: readonly number[], width: number, height: number, mirrored: boolean, marginRows: number): Int32Array {
  const stubs = new Int32Array(entrances.length * STUB_FIELDS);
  for (let k = 0; k < entrances.length; k++) {
    const tile = mirrored ? mirrorTile(entrances[k], width) : entrances[k];
    const ex = tile % width;
    const ey = (tile - ex) / width;
    const dy = ey === 0 ? -1 : ey === height - 1 ? 1 : 0;
    const at = k * STUB_FIELDS;
    stubs[at] = ex;
    stubs[at + 1] = ey;
    stubs[at + 2] = dy !== 0 ? 0 : ex === 0 ? -1 : 1;
    stubs[at + 3] = dy;
    stubs[at + 4] = dy !== 0 ? marginRows : 1;
  }
  return stubs;
}
