/**
 * Stage 3, connect: floor cut into pockets by joining walls is opened with doorways (straight cuts
 * through thin walls, a spanning tree over the pockets), or filled when it is a scrap too small to matter.
 */
import type { Random } from "../../random";
import { TileKind } from "../../grid";
import { Builder, PAINTED_WALL_GENERATION } from "./builder";
import { closeTile } from "./thicken";
import { borrowInt32, giveBack } from "../../scratch";
import { findRoot, join } from "../../areas";

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/** Pockets of fewer floor tiles than this, with no painted floor, are filled instead of opened. */
const POCKET_FILL_SIZE = 6;

/** Four open tiles in one 32-bit word (the builder's open floor is TileKind.Room; the byte order does not matter). */
const ALL_OPEN = ROOM * 0x01010101;

/** A straight cut through wall between two pockets: `length` tiles from `tile` in direction `step` (1 = east, width = south). */
interface Cut {
  tile: number;
  step: number;
  length: number;
  a: number;
  b: number;
}

/**
 * Stage 3: the 4-connected pockets of floor, tiny ones filled, the others joined by doorways —
 * straight cuts through the thinnest walls, one per pair of pockets drawn at random along their
 * shared walls, taken in random order while they join pockets not yet joined (a spanning tree).
 * Painted walls are cut only when nothing else joins a pocket. Returns the doorway tiles.
 *
 * Why runs: the floor is most of the map and comes in long rows, so the pockets are labelled over
 * the rows' runs of floor (union–find), and the per-tile pocket map is written (a fill per run)
 * only when there is more than one pocket; most maps are one piece and stop there.
 */
export function connectPockets(builder: Builder, random: Random): number[][] {
  const doors: number[][] = [];
  let runs = listFloorRuns(builder);
  const pockets = labelPockets(builder, runs);
  if (pockets.count > 1) fillScraps(builder, runs, pockets);
  if (pockets.count <= 1) {
    runs.release();
    giveBack(pockets.ofRun);
    return doors;
  }
  // Per tile its pocket (−1 off floor), for the cuts' far ends and the doorways.
  const of = borrowInt32(builder.width * builder.height, -1);
  for (let run = 0; run < runs.count; run++) if (pockets.ofRun[run] >= 0) of.fill(pockets.ofRun[run], runs.start[run], runs.end[run]);
  giveBack(pockets.ofRun);
  const parent = Int32Array.from({ length: pockets.count }, (_, i) => i);
  let groups = pockets.count;
  for (let pass = 0; pass < 2 && groups > 1; pass++) {
    if (pass === 1) {
      // The first pass's doorways are floor now: the second pass reads the runs afresh.
      runs.release();
      runs = listFloorRuns(builder);
    }
    const cuts = findCuts(builder, runs, of, pass === 1, random);
    // Random order (Fisher–Yates): which pairs become the tree is the draw.
    for (let i = cuts.length - 1; i > 0; i--) {
      const j = random.smallInt(0, i);
      const swap = cuts[i];
      cuts[i] = cuts[j];
      cuts[j] = swap;
    }
    for (const cut of cuts) {
      const ra = findRoot(parent, cut.a);
      const rb = findRoot(parent, cut.b);
      if (ra === rb || !cutStillFits(builder, cut)) continue;
      parent[Math.max(ra, rb)] = Math.min(ra, rb);
      groups--;
      const doorway: number[] = [];
      for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) {
        builder.kinds[tile] = ROOM;
        // The doorway is floor of the joined pockets now: the second pass's cuts and the final
        // fill read it by its pocket (left at −1 it started cuts that joined nothing, and stayed
        // behind as a floor island when the pockets it joined were filled).
        of[tile] = cut.a;
        doorway.push(tile);
      }
      doors.push(doorway);
    }
  }
  runs.release();
  if (groups > 1) {
    // Nothing joins them (painted walls around painted floor leave no cut): all but the largest group's floor is filled.
    const keep = findRoot(parent, pockets.largest);
    for (let tile = 0; tile < of.length; tile++) {
      const pocket = of[tile];
      if (pocket >= 0 && findRoot(parent, pocket) !== keep && builder.kinds[tile] !== VOID) closeTile(builder.kinds, builder.laidBy, tile);
    }
    giveBack(of);
    // A doorway between filled pockets was filled with them (its tiles are one pocket's).
    return doors.filter((doorway) => builder.kinds[doorway[0]] !== VOID);
  }
  giveBack(of);
  return doors;
}

/**
 * Horizontal runs of floor in the region, row by row (`rowFirst[y − top]` … `rowFirst[y − top + 1]`
 * − 1 are row y's). Its arrays are borrowed (scratch.ts); `release` gives them back.
 */
class FloorRuns {
  count = 0;
  start: Int32Array;
  /** One past the run's last tile. */
  end: Int32Array;
  readonly rowFirst: Int32Array;

  constructor(rows: number) {
    // Room for about 48 runs a row (a 256×256 crawlers map has 20–40); growing means copying.
    let capacity = 4096;
    while (capacity < rows * 48) capacity *= 2;
    this.start = borrowInt32(capacity);
    this.end = borrowInt32(capacity);
    this.rowFirst = borrowInt32(rows + 1);
  }

  push(start: number, end: number): void {
    if (this.count === this.start.length) {
      this.start = moveTo(this.start, borrowInt32(2 * this.start.length));
      this.end = moveTo(this.end, borrowInt32(2 * this.end.length));
    }
    this.start[this.count] = start;
    this.end[this.count++] = end;
  }

  release(): void {
    giveBack(this.start, this.end, this.rowFirst);
  }
}

function moveTo(from: Int32Array, to: Int32Array): Int32Array {
  to.set(from);
  giveBack(from);
  return to;
}

/** The region's runs of floor; a word of four wall (or four open) tiles is passed at once. */
function listFloorRuns(builder: Builder): FloorRuns {
  const { width, kinds } = builder;
  const { left, top, right, bottom } = builder.region;
  const runs = new FloorRuns(bottom - top + 1);
  const words = kinds.byteOffset % 4 === 0 ? new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2) : null;
  for (let y = top; y <= bottom; y++) {
    runs.rowFirst[y - top] = runs.count;
    const stop = y * width + right + 1;
    let tile = y * width + left;
    while (tile < stop) {
      if (words !== null && (tile & 3) === 0 && tile + 4 <= stop && words[tile >> 2] === 0) {
        tile += 4;
        continue;
      }
      if (kinds[tile] === VOID) {
        tile++;
        continue;
      }
      const start = tile++;
      while (tile < stop) {
        if (words !== null && (tile & 3) === 0 && tile + 4 <= stop && words[tile >> 2] === ALL_OPEN) tile += 4;
        else if (kinds[tile] !== VOID) tile++;
        else break;
      }
      runs.push(start, tile);
    }
  }
  runs.rowFirst[bottom - top + 1] = runs.count;
  return runs;
}

/** The pockets: per run its pocket (−1 once filled), per pocket its size and whether it holds painted floor, the largest. */
interface Pockets {
  ofRun: Int32Array;
  count: number;
  size: number[];
  guarded: boolean[];
  largest: number;
}

/**
 * 4-connected floor pockets over the runs (union–find; runs overlapping in neighbouring rows are
 * one pocket), numbered by their first tile in map order; the largest is the first of the greatest size.
 */
function labelPockets(builder: Builder, runs: FloorRuns): Pockets {
  const { width, guarded } = builder;
  const { count, start, end, rowFirst } = runs;
  const parent = borrowInt32(runs.start.length);
  for (let run = 0; run < count; run++) parent[run] = run;
  for (let row = 1; row + 1 < rowFirst.length; row++) {
    let above = rowFirst[row - 1];
    const aboveEnd = rowFirst[row];
    for (let run = rowFirst[row], rowEnd = rowFirst[row + 1]; run < rowEnd; run++) {
      const from = start[run] - width;
      const to = end[run] - width;
      // Runs above that end before this one starts cannot touch this run or any later one.
      while (above < aboveEnd && end[above] <= from) above++;
      for (let other = above; other < aboveEnd && start[other] < to; other++) join(parent, other, run);
    }
  }
  // A tree's root is its first run, so pockets are numbered in map order of their first tiles.
  const ofRun = borrowInt32(runs.start.length);
  const size: number[] = [];
  const hasGuard: boolean[] = [];
  let largest = 0;
  for (let run = 0; run < count; run++) {
    const root = findRoot(parent, run);
    let pocket: number;
    if (root === run) {
      pocket = size.length;
      size.push(0);
      hasGuard.push(false);
    } else {
      pocket = ofRun[root];
    }
    ofRun[run] = pocket;
    size[pocket] += end[run] - start[run];
    if (builder.guardedCount > 0 && !hasGuard[pocket]) {
      for (let tile = start[run]; tile < end[run]; tile++) if (guarded[tile]) hasGuard[pocket] = true;
    }
  }
  for (let pocket = 1; pocket < size.length; pocket++) if (size[pocket] > size[largest]) largest = pocket;
  giveBack(parent);
  return { ofRun, count: size.length, size, guarded: hasGuard, largest };
}

/**
 * Scraps (pockets under POCKET_FILL_SIZE tiles, smaller than the largest, with no painted floor)
 * are filled; the pockets left are numbered again in the same order, as a fresh labelling would.
 */
function fillScraps(builder: Builder, runs: FloorRuns, pockets: Pockets): void {
  const { size, guarded, largest, ofRun } = pockets;
  const scrap = (pocket: number) => size[pocket] < POCKET_FILL_SIZE && !guarded[pocket] && size[pocket] < size[largest];
  if (!size.some((_, pocket) => scrap(pocket))) return;
  const renumber = new Int32Array(pockets.count).fill(-1);
  const keptSize: number[] = [];
  const keptGuarded: boolean[] = [];
  for (let pocket = 0; pocket < pockets.count; pocket++) {
    if (scrap(pocket)) continue;
    renumber[pocket] = keptSize.length;
    keptSize.push(size[pocket]);
    keptGuarded.push(guarded[pocket]);
  }
  for (let run = 0; run < runs.count; run++) {
    const pocket = renumber[ofRun[run]];
    if (pocket < 0) for (let tile = runs.start[run]; tile < runs.end[run]; tile++) closeTile(builder.kinds, builder.laidBy, tile);
    ofRun[run] = pocket;
  }
  let kept = 0;
  for (let pocket = 1; pocket < keptSize.length; pocket++) if (keptSize[pocket] > keptSize[kept]) kept = pocket;
  pockets.count = keptSize.length;
  pockets.size = keptSize;
  pockets.guarded = keptGuarded;
  pockets.largest = kept;
}

/**
 * Candidate doorways, one per pair of pockets (reservoir-drawn among that pair's cuts): straight
 * runs of wall inside the region from floor of one pocket to floor of another, east–west through
 * at most 2 × wallWidth + 1 columns, north–south through at most 2 × (wallHeight + 1) + 1 rows.
 * `of` gives every floor tile its pocket, the doorways of the first pass included. Cuts start where
 * floor meets wall: the east end of a run, and the stretches of a run with wall below (the gaps
 * between the next row's runs); they are offered in map order, at a tile east before south.
 */
function findCuts(builder: Builder, runs: FloorRuns, of: Int32Array, paintedToo: boolean, random: Random): Cut[] {
  const { width, kinds, penWidth, penHeight } = builder;
  const { top, right, bottom } = builder.region;
  const byPair = new Map<number, { cut: Cut; seen: number }>();
  const count = of.length;
  const offer = (cut: Cut) => {
    if (!cutAllowed(builder, cut, paintedToo)) return;
    const key = Math.min(cut.a, cut.b) * count + Math.max(cut.a, cut.b);
    const known = byPair.get(key);
    if (!known) byPair.set(key, { cut, seen: 1 });
    else if (random.smallInt(0, known.seen++) === 0) known.cut = cut;
  };
  const maxAcross = 2 * penWidth + 1;
  const maxDown = 2 * penHeight + 1;
  const eastCut = (tile: number) => {
    const x = tile % width;
    let length = 0;
    while (length < maxAcross && x + 1 + length <= right && kinds[tile + 1 + length] === VOID) length++;
    const end = tile + 1 + length;
    if (x + 1 + length <= right && kinds[end] !== VOID && of[end] !== of[tile]) offer({ tile: tile + 1, step: 1, length, a: of[tile], b: of[end] });
  };
  const southCut = (tile: number, y: number) => {
    let length = 0;
    while (length < maxDown && y + 1 + length <= bottom && kinds[tile + (1 + length) * width] === VOID) length++;
    const end = tile + (1 + length) * width;
    if (y + 1 + length <= bottom && kinds[end] !== VOID && of[end] !== of[tile]) offer({ tile: tile + width, step: width, length, a: of[tile], b: of[end] });
  };
  const { start, end, rowFirst } = runs;
  const rows = rowFirst.length - 1;
  for (let row = 0; row < rows; row++) {
    const y = top + row;
    const hasNext = row + 1 < rows;
    let below = hasNext ? rowFirst[row + 1] : 0;
    const belowEnd = hasNext ? rowFirst[row + 2] : 0;
    for (let run = rowFirst[row], rowEnd = rowFirst[row + 1]; run < rowEnd; run++) {
      const first = start[run];
      const stop = end[run];
      if (kinds[first] === VOID) continue; // a filled scrap
      // An east cut starts at the run's last tile when wall follows it inside the region.
      let eastDue = (stop - 1) % width < right && kinds[stop] === VOID;
      if (y < bottom) {
        // Tiles with wall below: the run minus the floor runs of the next row (filled scraps there are wall now).
        while (below < belowEnd && end[below] - width <= first) below++;
        let tile = first;
        for (let other = below; tile < stop; other++) {
          const floorFrom = other < belowEnd && start[other] - width < stop ? start[other] - width : stop;
          for (; tile < floorFrom; tile++) {
            if (eastDue && tile === stop - 1) {
              eastCut(tile);
              eastDue = false;
            }
            southCut(tile, y);
          }
          if (other < belowEnd && floorFrom < stop) {
            const floorTo = end[other] - width;
            // A filled scrap below is wall: its stretch is walked tile by tile.
            if (kinds[start[other]] === VOID) {
              for (; tile < floorTo && tile < stop; tile++) {
                if (eastDue && tile === stop - 1) {
                  eastCut(tile);
                  eastDue = false;
                }
                southCut(tile, y);
              }
            } else if (floorTo > tile) {
              tile = floorTo;
            }
          }
        }
      }
      if (eastDue) eastCut(stop - 1);
    }
  }
  return [...byPair.values()].map((entry) => entry.cut);
}

function cutAllowed(builder: Builder, cut: Cut, paintedToo: boolean): boolean {
  if (!paintedToo) {
    for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) if (builder.laidBy[tile] === PAINTED_WALL_GENERATION) return false;
  }
  return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
}

/** Still wall all along (an earlier doorway may have opened part of it) and still keeping the ceilings. */
function cutStillFits(builder: Builder, cut: Cut): boolean {
  for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) if (builder.kinds[tile] !== VOID) return false;
  return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
}

/**
 * An east–west cut opens one row of a wall: the wall left above and below it in each column must
 * stay wallHeight + 1 rows tall or end at floor-free ground (a north–south cut opens the whole
 * run of its column, so it always keeps them).
 */
function sideCutKeepsCeilings(builder: Builder, cut: Cut): boolean {
  const { width, kinds, penHeight } = builder;
  const { top, bottom } = builder.region;
  const y = Math.floor(cut.tile / width);
  for (let k = 0; k < cut.length; k++) {
    const x = (cut.tile % width) + k;
    let up = 0;
    while (y - up - 1 >= top && kinds[(y - up - 1) * width + x] === VOID) up++;
    if (up > 0 && up < penHeight && y - up - 1 >= top) return false;
    let down = 0;
    while (y + down + 1 <= bottom && kinds[(y + down + 1) * width + x] === VOID) down++;
    if (down > 0 && down < penHeight && y + down + 1 <= bottom) return false;
  }
  return true;
}
