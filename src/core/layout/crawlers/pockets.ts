/**
 * Stage 3, connect: floor cut into pockets by joining walls is opened with doorways (straight cuts
 * through thin walls, a spanning tree over the pockets), or filled when it is a scrap too small to matter.
 */
import type { Random } from "../../random";
import { TileKind } from "../../grid";
import { Builder, PAINTED_WALL_GENERATION } from "./builder";
import { closeTile } from "./thicken";
import { borrowInt32, giveBack } from "../../scratch";

const VOID: number = TileKind.Void;
const ROOM: number = TileKind.Room;

/** Pockets of fewer floor tiles than this, with no painted floor, are filled instead of opened. */
const POCKET_FILL_SIZE = 6;

/** Union–find over pocket numbers (roots are the lowest number; path halving). */
function findRoot(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

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
 */
export function connectPockets(builder: Builder, random: Random): number[][] {
  const doors: number[][] = [];
  let pockets = labelPockets(builder);
  if (pockets.count <= 1) {
    giveBack(pockets.of);
    return doors;
  }
  // Scraps: filled, unless painted floor is in them.
  let filled = false;
  for (let tile = 0; tile < pockets.of.length; tile++) {
    const pocket = pockets.of[tile];
    if (pocket >= 0 && pockets.size[pocket] < POCKET_FILL_SIZE && !pockets.guarded[pocket] && pockets.size[pocket] < pockets.size[pockets.largest]) {
      closeTile(builder.kinds, builder.laidBy, tile);
      filled = true;
    }
  }
  if (filled) {
    giveBack(pockets.of);
    pockets = labelPockets(builder);
  }
  if (pockets.count <= 1) {
    giveBack(pockets.of);
    return doors;
  }
  const parent = Int32Array.from({ length: pockets.count }, (_, i) => i);
  let groups = pockets.count;
  for (let pass = 0; pass < 2 && groups > 1; pass++) {
    const cuts = findCuts(builder, pockets.of, pass === 1, random);
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
        pockets.of[tile] = cut.a;
        doorway.push(tile);
      }
      doors.push(doorway);
    }
  }
  if (groups > 1) {
    // Nothing joins them (painted walls around painted floor leave no cut): all but the largest group's floor is filled.
    const keep = findRoot(parent, pockets.largest);
    for (let tile = 0; tile < pockets.of.length; tile++) {
      const pocket = pockets.of[tile];
      if (pocket >= 0 && findRoot(parent, pocket) !== keep && builder.kinds[tile] !== VOID) closeTile(builder.kinds, builder.laidBy, tile);
    }
    // A doorway between filled pockets was filled with them (its tiles are one pocket's).
    giveBack(pockets.of);
    return doors.filter((doorway) => builder.kinds[doorway[0]] !== VOID);
  }
  giveBack(pockets.of);
  return doors;
}

/** 4-connected floor pockets: per tile its pocket (−1 for wall), sizes, painted floor per pocket, the largest. */
function labelPockets(builder: Builder): { of: Int32Array; count: number; size: number[]; guarded: boolean[]; largest: number } {
  const { width, height, kinds, guarded } = builder;
  // Borrowed (scratch.ts); connectPockets gives it back.
  const of = borrowInt32(width * height, -1);
  const queue = borrowInt32(width * height);
  const size: number[] = [];
  const hasGuard: boolean[] = [];
  let largest = 0;
  for (let start = 0; start < of.length; start++) {
    if (kinds[start] === VOID || of[start] >= 0) continue;
    const pocket = size.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    of[start] = pocket;
    let guard = false;
    while (head < tail) {
      const tile = queue[head++];
      if (guarded[tile]) guard = true;
      // Floor never touches the map's edge (the border is at least 1), so neighbours stay on the map.
      if (of[tile - 1] < 0 && kinds[tile - 1] !== VOID) (of[tile - 1] = pocket), (queue[tail++] = tile - 1);
      if (of[tile + 1] < 0 && kinds[tile + 1] !== VOID) (of[tile + 1] = pocket), (queue[tail++] = tile + 1);
      if (of[tile - width] < 0 && kinds[tile - width] !== VOID) (of[tile - width] = pocket), (queue[tail++] = tile - width);
      if (of[tile + width] < 0 && kinds[tile + width] !== VOID) (of[tile + width] = pocket), (queue[tail++] = tile + width);
    }
    size.push(tail);
    hasGuard.push(guard);
    if (tail > size[largest]) largest = pocket;
  }
  giveBack(queue);
  return { of, count: size.length, size, guarded: hasGuard, largest };
}

/**
 * Candidate doorways, one per pair of pockets (reservoir-drawn among that pair's cuts): straight
 * runs of wall inside the region from floor of one pocket to floor of another, east–west through
 * at most 2 × wallWidth + 1 columns, north–south through at most 2 × (wallHeight + 1) + 1 rows.
 * `of` gives every floor tile its pocket, the doorways of the first pass included.
 */
function findCuts(builder: Builder, of: Int32Array, paintedToo: boolean, random: Random): Cut[] {
  const { width, kinds, penWidth, penHeight } = builder;
  const { left, top, right, bottom } = builder.region;
  const byPair = new Map<number, { cut: Cut; seen: number }>();
  const count = of.length;
  const offer = (tile: number, step: number, length: number, a: number, b: number) => {
    const key = Math.min(a, b) * count + Math.max(a, b);
    const known = byPair.get(key);
    if (!known) byPair.set(key, { cut: { tile, step, length, a, b }, seen: 1 });
    else if (random.smallInt(0, known.seen++) === 0) known.cut = { tile, step, length, a, b };
  };
  const maxAcross = 2 * penWidth + 1;
  const maxDown = 2 * penHeight + 1;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const tile = y * width + x;
      if (kinds[tile] === VOID) continue;
      if (x < right && kinds[tile + 1] === VOID) {
        let length = 0;
        while (length < maxAcross && x + 1 + length <= right && kinds[tile + 1 + length] === VOID) length++;
        const end = tile + 1 + length;
        if (x + 1 + length <= right && kinds[end] !== VOID && of[end] !== of[tile]) {
          const cut = { tile: tile + 1, step: 1, length, a: of[tile], b: of[end] };
          if (cutAllowed(builder, cut, paintedToo)) offer(cut.tile, 1, length, cut.a, cut.b);
        }
      }
      if (y < bottom && kinds[tile + width] === VOID) {
        let length = 0;
        while (length < maxDown && y + 1 + length <= bottom && kinds[tile + (1 + length) * width] === VOID) length++;
        const end = tile + (1 + length) * width;
        if (y + 1 + length <= bottom && kinds[end] !== VOID && of[end] !== of[tile]) {
          const cut = { tile: tile + width, step: width, length, a: of[tile], b: of[end] };
          if (cutAllowed(builder, cut, paintedToo)) offer(cut.tile, width, length, cut.a, cut.b);
        }
      }
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
