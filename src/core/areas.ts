/**
 * Areas and openings for the layout contract, and the area graph every later step reads.
 *
 * Algorithms that know their areas as they carve (the digger, the room chain) fill `areaOf`
 * themselves and call `findOpenings`; algorithms that carve plain floor (cells' corridors, mazes,
 * crawlers) call `labelFloor`, which gives each 4-connected run of not-yet-labelled floor of one
 * TileKind an area. The graph (areas as nodes, openings as edges) is computed once, here:
 * distances, dead ends, bridges (chokepoints) and the loop count.
 */
import { Grid, Rect, TileKind, isFloor } from "./grid";
import type { Area, AreaKind, Opening, OpeningKind } from "./layout/contract";
import { borrowInt32, borrowUint16, borrowUint8, giveBack } from "./scratch";

/** Adds an area for the tiles already marked `id + 1` in `areaOf`, measuring its bounds and size. */
export function measureArea(areaOf: Uint16Array, width: number, id: number, kind: AreaKind): Area {
  let left = width;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  let size = 0;
  const label = id + 1;
  for (let tile = 0; tile < areaOf.length; tile++) {
    if (areaOf[tile] !== label) continue;
    const x = tile % width;
    const y = (tile - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    bottom = y;
    size++;
  }
  const bounds: Rect = size === 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  return { id, kind, bounds, size };
}

/** Marks a rectangle's floor tiles as area `id` (tiles already in an area keep theirs). */
export function claimRect(grid: Grid, areaOf: Uint16Array, rect: Rect, id: number): number {
  const { width, kinds } = grid;
  let size = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
      if (areaOf[i] === 0 && isFloor(kinds[i])) {
        areaOf[i] = id + 1;
        size++;
      }
    }
  }
  return size;
}

/**
 * Gives every 4-connected run of unlabelled floor of one TileKind its own area, in map order,
 * appending to `areas`. `kindOf` names the area kind for a TileKind.
 */
export function labelFloor(grid: Grid, areaOf: Uint16Array, areas: Area[], kindOf: (tileKind: number) => AreaKind): void {
  const runs = listFloorRuns(grid, areaOf);
  labelRuns(runs, grid.width, areaOf, areas, kindOf);
  runs.release();
}

/** The default area kind for plain floor: room floor is a room, corridor floor a corridor. */
export function kindOfTile(tileKind: number): AreaKind {
  return tileKind === TileKind.Room ? "room" : "corridor";
}

/**
 * One opening per stretch of boundary where two areas meet: the boundary tiles of the
 * lower-numbered area that touch the other are grouped 4-connected, and the middle tile of each
 * group (in map order) stands for it. `kindOf` decides each opening's kind (default open).
 * Openings come in the order their first boundary tile is met scanning the map row by row (at a
 * tile, its east neighbour before its south one).
 */
export function findOpenings(grid: Grid, areaOf: Uint16Array, kindOf: (from: number, to: number) => OpeningKind = openDoorway): Opening[] {
  const runs = listLabelRuns(grid, areaOf);
  const openings = openingsOfRuns(runs, grid.width, grid.height, areaOf, kindOf);
  runs.release();
  return openings;
}

/**
 * `labelFloor` and then `findOpenings` from one scan of the map: the rows' runs of floor that
 * label the areas also give the boundaries. For algorithms that carve plain floor (cells).
 * `areaOf` may be non-zero only on floor tiles (areas claimed beforehand, e.g. by `claimRect`).
 */
export function labelFloorAndFindOpenings(
  grid: Grid,
  areaOf: Uint16Array,
  areas: Area[],
  kindOf: (tileKind: number) => AreaKind,
  openingKindOf: (from: number, to: number) => OpeningKind = openDoorway,
): Opening[] {
  const runs = listFloorRuns(grid, areaOf);
  labelRuns(runs, grid.width, areaOf, areas, kindOf);
  const openings = openingsOfRuns(runs, grid.width, grid.height, areaOf, openingKindOf);
  runs.release();
  return openings;
}

/**
 * `labelFloor`, `splitLargeAreas` and `findOpenings` from one scan of the map (for the crawlers,
 * whose open floor makes large areas): the runs that label the floor also seed the split, and
 * after it they are the labelled runs the openings are found from — only the runs of areas that
 * were split are looked at again, tile by tile. Every floor tile must have a label after the
 * labelling (room floor labelled beforehand, the rest here), so the runs are exactly the runs of
 * equal labels that `findOpenings` would list.
 */
export function labelSplitAndFindOpenings(grid: Grid, areaOf: Uint16Array, areas: Area[], kindOf: (tileKind: number) => AreaKind): Opening[] {
  let runs = listFloorRuns(grid, areaOf);
  labelRuns(runs, grid.width, areaOf, areas, kindOf);
  const parts = splitLargeAreasOf(grid, areaOf, areas, runs);
  if (parts) {
    const before = runs;
    runs = splitRuns(before, parts.split, areaOf, grid.width, grid.height);
    before.release();
    measureRuns(runs, grid.width, parts.remeasure, areas);
  }
  const openings = openingsOfRuns(runs, grid.width, grid.height, areaOf, openDoorway);
  runs.release();
  return openings;
}

/** Bounds and size, from the runs, of each area marked in `which` (by id). */
function measureRuns(runs: RunList, width: number, which: Uint8Array, areas: Area[]): void {
  const { start, end, label, rowFirst } = runs;
  const count = which.length;
  const left = new Int32Array(count).fill(width);
  const right = new Int32Array(count).fill(-1);
  const top = new Int32Array(count).fill(-1);
  const bottom = new Int32Array(count);
  const size = new Int32Array(count);
  for (let y = 0; y + 1 < rowFirst.length; y++) {
    const rowStart = y * width;
    for (let run = rowFirst[y]; run < rowFirst[y + 1]; run++) {
      const id = label[run] - 1;
      if (!which[id]) continue;
      const x0 = start[run] - rowStart;
      const x1 = end[run] - 1 - rowStart;
      if (x0 < left[id]) left[id] = x0;
      if (x1 > right[id]) right[id] = x1;
      if (top[id] < 0) top[id] = y;
      bottom[id] = y;
      size[id] += x1 - x0 + 1;
    }
  }
  for (let id = 0; id < count; id++) {
    if (!which[id]) continue;
    areas[id].size = size[id];
    areas[id].bounds = { x: left[id], y: top[id], width: right[id] - left[id] + 1, height: bottom[id] - top[id] + 1 };
  }
}

/** The runs again, those of split areas (split[label]) cut where the labels in `areaOf` now change. */
function splitRuns(runs: RunList, split: Uint8Array, areaOf: Uint16Array, width: number, height: number): RunList {
  const { start, end, label, kind, rowFirst } = runs;
  const result = new RunList(height);
  for (let y = 0; y < height; y++) {
    // A row holds at most its runs plus one more per tile of theirs: room for that, then plain writes.
    result.reserve(rowFirst[y + 1] - rowFirst[y] + width);
    const { start: toStart, end: toEnd, label: toLabel, kind: toKind } = result;
    let count = result.count;
    result.rowFirst[y] = count;
    for (let run = rowFirst[y]; run < rowFirst[y + 1]; run++) {
      const runKind = kind[run];
      if (!split[label[run]]) {
        toStart[count] = start[run];
        toEnd[count] = end[run];
        toLabel[count] = label[run];
        toKind[count++] = runKind;
        continue;
      }
      for (let tile = start[run], stop = end[run]; tile < stop; ) {
        const value = areaOf[tile];
        toStart[count] = tile++;
        while (tile < stop && areaOf[tile] === value) tile++;
        toEnd[count] = tile;
        toLabel[count] = value;
        toKind[count++] = runKind;
      }
    }
    result.count = count;
  }
  result.rowFirst[height] = result.count;
  return result;
}

function openDoorway(): OpeningKind {
  return "open";
}

// ── runs ─────────────────────────────────────────────────────────────────────────────────────
//
// Why runs: a map is mostly void and its floor comes in long horizontal stretches, so a scan that
// lists each row's runs once (a few thousand on a 256×256 map) and then works on the runs does a
// fraction of the work of visiting every tile's neighbours; labelling and openings both read it.

/**
 * Horizontal runs of floor, row by row, each of one tile kind and one label (area id + 1, 0 = none yet).
 * Its arrays are borrowed (scratch.ts) and given back by `release`, so a map entry does not
 * fault in fresh pages for them; capacities are powers of two, so the pool finds them again.
 */
class RunList {
  count = 0;
  start: Int32Array;
  /** One past the run's last tile. */
  end: Int32Array;
  label: Int32Array;
  kind: Uint8Array;
  /** Runs of row y are rowFirst[y] … rowFirst[y + 1] − 1. */
  readonly rowFirst: Int32Array;

  constructor(height: number) {
    // Room for 32 runs a row (a 256×256 cells map has about 13, a crawlers map about 26): growing means copying.
    const capacity = powerOfTwoAtLeast(Math.max(64, height * 32));
    this.start = borrowInt32(capacity);
    this.end = borrowInt32(capacity);
    this.label = borrowInt32(capacity);
    this.kind = borrowUint8(capacity);
    this.rowFirst = borrowInt32(height + 1);
  }

  /** Room for this many runs (the arrays' length). */
  get capacity(): number {
    return this.start.length;
  }

  /** Makes room for `more` runs beyond `count`, so a caller may write them without `push`. */
  reserve(more: number): void {
    while (this.count + more > this.start.length) this.grow();
  }

  push(start: number, end: number, kind: number, label: number): void {
    if (this.count === this.start.length) this.grow();
    const run = this.count++;
    this.start[run] = start;
    this.end[run] = end;
    this.kind[run] = kind;
    this.label[run] = label;
  }

  /** Gives the arrays back; the list must not be read afterwards. */
  release(): void {
    giveBack(this.start, this.end, this.label, this.kind, this.rowFirst);
  }

  private grow(): void {
    const capacity = this.start.length * 2;
    this.start = moveTo(this.start, borrowInt32(capacity));
    this.end = moveTo(this.end, borrowInt32(capacity));
    this.label = moveTo(this.label, borrowInt32(capacity));
    this.kind = moveTo(this.kind, borrowUint8(capacity));
  }
}

/** The smallest power of two ≥ n. */
function powerOfTwoAtLeast(n: number): number {
  let power = 1;
  while (power < n) power *= 2;
  return power;
}

/** Copies a borrowed array into a larger borrowed one and gives the old one back. */
function moveTo<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  giveBack(from);
  return to;
}

/** Runs of floor (Room or Corridor), split wherever the tile kind or the label in `areaOf` changes. */
function listFloorRuns(grid: Grid, areaOf: Uint16Array): RunList {
  const { width, height, kinds } = grid;
  const runs = new RunList(height);
  // Void comes four tiles at a time when rows are whole 32-bit words: a zero word is skipped.
  const words = width % 4 === 0 && kinds.byteOffset % 4 === 0 ? new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2) : null;
  for (let y = 0; y < height; y++) {
    runs.rowFirst[y] = runs.count;
    const rowEnd = (y + 1) * width;
    let tile = y * width;
    while (tile < rowEnd) {
      if ((tile & 3) === 0 && words !== null && words[tile >> 2] === 0) {
        tile += 4;
        continue;
      }
      const kind = kinds[tile];
      if (kind !== TileKind.Room && kind !== TileKind.Corridor) {
        tile++;
        continue;
      }
      const label = areaOf[tile];
      const start = tile++;
      while (tile < rowEnd && kinds[tile] === kind && areaOf[tile] === label) tile++;
      runs.push(start, tile, kind, label);
    }
  }
  runs.rowFirst[height] = runs.count;
  return runs;
}

/** Runs of labelled tiles (any tile kind), split wherever the label changes. */
function listLabelRuns(grid: Grid, areaOf: Uint16Array): RunList {
  const { width, height } = grid;
  const runs = new RunList(height);
  for (let y = 0; y < height; y++) {
    runs.rowFirst[y] = runs.count;
    const rowEnd = (y + 1) * width;
    let tile = y * width;
    while (tile < rowEnd) {
      const label = areaOf[tile];
      if (label === 0) {
        tile++;
        continue;
      }
      const start = tile++;
      while (tile < rowEnd && areaOf[tile] === label) tile++;
      runs.push(start, tile, 0, label);
    }
  }
  runs.rowFirst[height] = runs.count;
  return runs;
}

/** Root of a run or entry in a union–find forest whose roots are the lowest index (path halving). */
export function findRoot(parent: Int32Array, node: number): number {
  while (parent[node] !== node) {
    parent[node] = parent[parent[node]];
    node = parent[node];
  }
  return node;
}

/** Joins two trees under the lower of their roots, so a root is always its tree's first member. */
export function join(parent: Int32Array, a: number, b: number): void {
  const rootA = findRoot(parent, a);
  const rootB = findRoot(parent, b);
  if (rootA < rootB) parent[rootB] = rootA;
  else if (rootB < rootA) parent[rootA] = rootB;
}

/**
 * Unlabelled runs of one kind that overlap in neighbouring rows are one area (union–find over
 * runs). Runs are in map order and a tree's root is its first run, so areas are numbered by their
 * first tile in map order. Writes the labels into the runs and `areaOf`; appends the areas.
 */
function labelRuns(runs: RunList, width: number, areaOf: Uint16Array, areas: Area[], kindOf: (tileKind: number) => AreaKind): void {
  const { count, start, end, label, kind, rowFirst } = runs;
  const parent = borrowInt32(runs.capacity);
  let free = 0;
  for (let run = 0; run < count; run++) {
    parent[run] = run;
    if (label[run] === 0) free++;
  }
  if (free === 0) {
    giveBack(parent);
    return;
  }
  for (let y = 1; y + 1 < rowFirst.length; y++) {
    let above = rowFirst[y - 1];
    const aboveEnd = rowFirst[y];
    for (let run = rowFirst[y], rowEnd = rowFirst[y + 1]; run < rowEnd; run++) {
      if (label[run] !== 0) continue;
      const from = start[run] - width;
      const to = end[run] - width;
      // Runs above that end before this one starts cannot touch this run or any later one.
      while (above < aboveEnd && end[above] <= from) above++;
      for (let other = above; other < aboveEnd && start[other] < to; other++) {
        if (label[other] === 0 && kind[other] === kind[run]) join(parent, other, run);
      }
    }
  }
  // Per new area: bounds (columns and rows, inclusive) and size.
  // (Borrowed at a power-of-two length, which the pool sees again on the next map.)
  const room = powerOfTwoAtLeast(Math.max(free, 4096));
  const left = borrowInt32(room);
  const right = borrowInt32(room);
  const top = borrowInt32(room);
  const bottom = borrowInt32(room);
  const size = borrowInt32(room);
  const tileKind = borrowUint8(room);
  const firstId = areas.length;
  let added = 0;
  for (let y = 0; y + 1 < rowFirst.length; y++) {
    const rowStart = y * width;
    for (let run = rowFirst[y], rowEnd = rowFirst[y + 1]; run < rowEnd; run++) {
      if (label[run] !== 0 && parent[run] === run) continue; // labelled beforehand
      const root = findRoot(parent, run);
      const x0 = start[run] - rowStart;
      const x1 = end[run] - rowStart - 1;
      let area: number;
      if (root === run) {
        area = added++;
        label[run] = firstId + area + 1;
        left[area] = x0;
        right[area] = x1;
        top[area] = y;
        tileKind[area] = kind[run];
      } else {
        label[run] = label[root];
        area = label[run] - 1 - firstId;
        if (x0 < left[area]) left[area] = x0;
        if (x1 > right[area]) right[area] = x1;
      }
      bottom[area] = y;
      size[area] += x1 - x0 + 1;
      const value = label[run];
      for (let tile = start[run], stop = end[run]; tile < stop; tile++) areaOf[tile] = value;
    }
  }
  for (let area = 0; area < added; area++) {
    areas.push({
      id: firstId + area,
      kind: kindOf(tileKind[area]),
      bounds: { x: left[area], y: top[area], width: right[area] - left[area] + 1, height: bottom[area] - top[area] + 1 },
      size: size[area],
    });
  }
  giveBack(parent, left, right, top, bottom, size, tileKind);
}

/**
 * Boundary entries and their grouping. An entry is a tile of the lower-numbered of two meeting
 * areas and the label of the higher one ("partner"), recorded once per (tile, partner). Entries
 * whose tiles are 4-adjacent, in one area and with one partner, are one stretch (union–find; a
 * stretch's root is its first entry). A tile's entries are found through a window of three map
 * rows: an entry is made while its row or the row above is scanned, and it is joined to its
 * neighbours' entries when made, so rows further away are never looked at again.
 */
class Boundary {
  count = 0;
  tile: Int32Array;
  partner: Int32Array;
  /** Next entry of the same tile (−1 = none). */
  next: Int32Array;
  parent: Int32Array;
  /** Per window slot (row mod 3, column): first entry + 1, valid while `slotRow` holds the row + 1. */
  private readonly slotFirst: Int32Array;
  private readonly slotRow: Int32Array;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly areaOf: Uint16Array,
    /** Entries expected; more are fine (the lists grow), fewer waste a little memory. */
    capacity: number,
  ) {
    // Borrowed (scratch.ts) at a power-of-two length the pool sees again; `release` gives them back.
    const room = powerOfTwoAtLeast(capacity);
    this.tile = borrowInt32(room);
    this.partner = borrowInt32(room);
    this.next = borrowInt32(room);
    this.parent = borrowInt32(room);
    // (At least 1024 entries: the pool keeps arrays of 4 KB and more.)
    this.slotFirst = borrowInt32(powerOfTwoAtLeast(Math.max(1024, 3 * width)));
    this.slotRow = borrowInt32(powerOfTwoAtLeast(Math.max(1024, 3 * width)));
  }

  /** Gives the arrays back; the boundary must not be read afterwards. */
  release(): void {
    giveBack(this.tile, this.partner, this.next, this.parent, this.slotFirst, this.slotRow);
  }

  /**
   * Records that `tile` of row `row` (label `label`) touches `other` of row `otherRow` (label
   * `otherLabel`), on the lower label's side. (Rows are passed in: a division per entry costs more
   * than the rest of the bookkeeping.)
   */
  meet(tile: number, row: number, label: number, other: number, otherRow: number, otherLabel: number): void {
    const lower = label < otherLabel;
    const side = lower ? tile : other;
    const partner = lower ? otherLabel : label;
    const sideLabel = lower ? label : otherLabel;
    const { width } = this;
    const y = lower ? row : otherRow;
    const x = side - y * width;
    const first = this.firstEntryAt(x, y);
    for (let entry = first; entry >= 0; entry = this.next[entry]) if (this.partner[entry] === partner) return;
    if (this.count === this.tile.length) this.grow();
    const entry = this.count++;
    this.tile[entry] = side;
    this.partner[entry] = partner;
    this.next[entry] = first;
    this.parent[entry] = entry;
    const slot = (y % 3) * width + x;
    this.slotFirst[slot] = entry + 1;
    this.slotRow[slot] = y + 1;
    if (x > 0) this.joinAt(entry, x - 1, y, sideLabel, partner);
    if (x + 1 < width) this.joinAt(entry, x + 1, y, sideLabel, partner);
    if (y > 0) this.joinAt(entry, x, y - 1, sideLabel, partner);
    if (y + 1 < this.height) this.joinAt(entry, x, y + 1, sideLabel, partner);
  }

  private firstEntryAt(x: number, y: number): number {
    const slot = (y % 3) * this.width + x;
    return this.slotRow[slot] === y + 1 ? this.slotFirst[slot] - 1 : -1;
  }

  /** Joins `entry` with the entry of tile (x, y) that has the same area and partner, if any. */
  private joinAt(entry: number, x: number, y: number, label: number, partner: number): void {
    if (this.areaOf[y * this.width + x] !== label) return;
    for (let other = this.firstEntryAt(x, y); other >= 0; other = this.next[other]) {
      if (this.partner[other] === partner) {
        join(this.parent, entry, other);
        return;
      }
    }
  }

  private grow(): void {
    const capacity = this.tile.length * 2;
    this.tile = moveTo(this.tile, borrowInt32(capacity));
    this.partner = moveTo(this.partner, borrowInt32(capacity));
    this.next = moveTo(this.next, borrowInt32(capacity));
    this.parent = moveTo(this.parent, borrowInt32(capacity));
  }
}

/**
 * The meetings of labelled runs, in map order (at a tile: east, then south) as a tile-by-tile
 * scan would meet them: a run and the run right after it in its row, and the overlap of a run
 * with each run below it. Then one opening per stretch, at its middle tile.
 */
function openingsOfRuns(runs: RunList, width: number, height: number, areaOf: Uint16Array, kindOf: (from: number, to: number) => OpeningKind): Opening[] {
  const { start, end, label, rowFirst } = runs;
  // About one boundary entry per run is typical (a doorway's width on either side of a few runs).
  const boundary = new Boundary(width, height, areaOf, Math.max(256, runs.count));
  for (let y = 0; y < height; y++) {
    const rowEnd = rowFirst[y + 1];
    let below = rowFirst[y + 1];
    const belowEnd = y + 1 < height ? rowFirst[y + 2] : below;
    for (let run = rowFirst[y]; run < rowEnd; run++) {
      const own = label[run];
      const last = end[run] - 1;
      // The east meeting, at the run's last tile, when the next run starts right after it.
      let east = run + 1 < rowEnd && start[run + 1] === end[run] && label[run + 1] !== own ? label[run + 1] : 0;
      const from = start[run] + width;
      const to = end[run] + width;
      while (below < belowEnd && end[below] <= from) below++;
      for (let other = below; other < belowEnd && start[other] < to; other++) {
        const otherLabel = label[other];
        if (otherLabel === own) continue;
        const first = Math.max(from, start[other]) - width;
        const stop = Math.min(to, end[other]) - width;
        for (let tile = first; tile < stop; tile++) {
          if (tile === last && east !== 0) {
            boundary.meet(last, y, own, last + 1, y, east);
            east = 0;
          }
          boundary.meet(tile, y, own, tile + width, y + 1, otherLabel);
        }
      }
      if (east !== 0) boundary.meet(last, y, own, last + 1, y, east);
    }
  }
  const openings = stretchesToOpenings(boundary, areaOf, kindOf);
  boundary.release();
  return openings;
}

/** One opening per stretch, in the order of the stretches' first entries, at the stretch's middle tile in map order. */
function stretchesToOpenings(boundary: Boundary, areaOf: Uint16Array, kindOf: (from: number, to: number) => OpeningKind): Opening[] {
  const { count, tile, partner, parent } = boundary;
  // Stretch number per entry, and each stretch's tiles gathered (counting sort by stretch).
  // Borrowed at the boundary's own power-of-two length (offsets one longer: twice it).
  const room = boundary.tile.length;
  const stretchOf = borrowInt32(room);
  const offsets = borrowInt32(2 * room);
  let stretches = 0;
  for (let entry = 0; entry < count; entry++) {
    const root = findRoot(parent, entry);
    const stretch = root === entry ? stretches++ : stretchOf[root];
    stretchOf[entry] = stretch;
    offsets[stretch + 1]++;
  }
  for (let stretch = 0; stretch < stretches; stretch++) offsets[stretch + 1] += offsets[stretch];
  const tiles = borrowInt32(room);
  const fill = borrowInt32(room);
  fill.set(offsets.subarray(0, stretches));
  for (let entry = 0; entry < count; entry++) tiles[fill[stretchOf[entry]]++] = tile[entry];
  const openings: Opening[] = [];
  for (let entry = 0, stretch = 0; entry < count; entry++) {
    if (parent[entry] !== entry) continue;
    const middle = middleTile(tiles, offsets[stretch], offsets[stretch + 1]);
    const from = areaOf[tile[entry]] - 1;
    const to = partner[entry] - 1;
    openings.push({ tile: middle, from, to, kind: kindOf(from, to) });
    stretch++;
  }
  giveBack(stretchOf, offsets, tiles, fill);
  return openings;
}

/** The middle tile (index length >> 1 in map order) of tiles[first … end); sorts that slice in place. */
function middleTile(tiles: Int32Array, first: number, end: number): number {
  // A stretch is a doorway's width: insertion sort, no comparator calls.
  for (let i = first + 1; i < end; i++) {
    const value = tiles[i];
    let j = i - 1;
    while (j >= first && tiles[j] > value) {
      tiles[j + 1] = tiles[j];
      j--;
    }
    tiles[j + 1] = value;
  }
  return tiles[first + ((end - first) >> 1)];
}

/** Areas as nodes and openings as edges (several openings between two areas make one edge each). */
export interface AreaGraph {
  areaCount: number;
  /** Neighbours of area a: neighbours[offsets[a] .. offsets[a + 1]); edgeOf gives the opening index. */
  offsets: Int32Array;
  neighbours: Int32Array;
  edgeOf: Int32Array;
  /** Distinct neighbouring areas per area. */
  degree: Int32Array;
  /** 1 for an area with exactly one neighbouring area: a dead end. */
  deadEnd: Uint8Array;
  /** 1 for each opening whose removal disconnects the graph (a chokepoint). */
  bridge: Uint8Array;
  /** Independent cycles: edges − nodes + components, counting parallel openings between two areas once. */
  loops: number;
  components: number;
}

export function buildAreaGraph(areaCount: number, openings: readonly Opening[]): AreaGraph {
  const offsets = new Int32Array(areaCount + 1);
  for (const { from, to } of openings) {
    offsets[from + 1]++;
    offsets[to + 1]++;
  }
  for (let a = 0; a < areaCount; a++) offsets[a + 1] += offsets[a];
  const neighbours = new Int32Array(offsets[areaCount]);
  const edgeOf = new Int32Array(offsets[areaCount]);
  const fill = offsets.slice(0, areaCount);
  openings.forEach(({ from, to }, edge) => {
    neighbours[fill[from]] = to;
    edgeOf[fill[from]++] = edge;
    neighbours[fill[to]] = from;
    edgeOf[fill[to]++] = edge;
  });

  const degree = new Int32Array(areaCount);
  const deadEnd = new Uint8Array(areaCount);
  const lastSeen = new Int32Array(areaCount).fill(-1);
  let distinctEdges = 0;
  for (let a = 0; a < areaCount; a++) {
    for (let k = offsets[a]; k < offsets[a + 1]; k++) {
      const b = neighbours[k];
      if (b === a || lastSeen[b] === a) continue;
      lastSeen[b] = a;
      degree[a]++;
      if (b > a) distinctEdges++;
    }
    deadEnd[a] = degree[a] === 1 ? 1 : 0;
  }
  const { bridge, components } = findBridges(areaCount, openings.length, offsets, neighbours, edgeOf);
  return { areaCount, offsets, neighbours, edgeOf, degree, deadEnd, bridge, loops: distinctEdges - areaCount + components, components };
}

/** Tarjan's bridge finding with an explicit stack (no recursion depth tied to the map). */
function findBridges(
  areaCount: number,
  edgeCount: number,
  offsets: Int32Array,
  neighbours: Int32Array,
  edgeOf: Int32Array,
): { bridge: Uint8Array; components: number } {
  const bridge = new Uint8Array(edgeCount);
  const order = new Int32Array(areaCount).fill(-1);
  const low = new Int32Array(areaCount);
  const parentEdge = new Int32Array(areaCount).fill(-1);
  const cursor = new Int32Array(areaCount);
  const stack = new Int32Array(areaCount);
  let counter = 0;
  let components = 0;
  for (let root = 0; root < areaCount; root++) {
    if (order[root] >= 0) continue;
    components++;
    let depth = 0;
    stack[depth++] = root;
    order[root] = low[root] = counter++;
    cursor[root] = offsets[root];
    while (depth > 0) {
      const a = stack[depth - 1];
      if (cursor[a] < offsets[a + 1]) {
        const k = cursor[a]++;
        const b = neighbours[k];
        if (edgeOf[k] === parentEdge[a]) continue;
        if (order[b] < 0) {
          order[b] = low[b] = counter++;
          parentEdge[b] = edgeOf[k];
          cursor[b] = offsets[b];
          stack[depth++] = b;
        } else if (order[b] < low[a]) {
          low[a] = order[b];
        }
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = stack[depth - 1];
        if (low[a] < low[parent]) low[parent] = low[a];
        if (low[a] > order[parent]) bridge[parentEdge[a]] = 1;
      }
    }
  }
  return { bridge, components };
}

/** Steps (openings crossed) from area `from` to every area; −1 where unreachable. */
export function areaDistances(graph: AreaGraph, from: number): Int32Array {
  const distances = new Int32Array(graph.areaCount).fill(-1);
  if (from < 0 || from >= graph.areaCount) return distances;
  const queue = new Int32Array(graph.areaCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  distances[from] = 0;
  while (head < tail) {
    const a = queue[head++];
    for (let k = graph.offsets[a]; k < graph.offsets[a + 1]; k++) {
      const b = graph.neighbours[k];
      if (distances[b] < 0) {
        distances[b] = distances[a] + 1;
        queue[tail++] = b;
      }
    }
  }
  return distances;
}

// ── splitting open floor into rooms ──────────────────────────────────────────────────────────
// For layouts whose floor is wide open space between walls (the crawlers): the distance to the
// nearest wall, a watershed on it that splits room floor where spaces narrow, and a split of any
// area still too large into compact parts.

/** Tile kinds as plain module constants for the hot loops below. */
const VOID_KIND: number = TileKind.Void;
const ROOM_KIND: number = TileKind.Room;
const CORRIDOR_KIND: number = TileKind.Corridor;
const WALL_KIND: number = TileKind.Wall;

/**
 * How much higher than the narrowest point between them two open spaces must reach (in tiles of
 * distance to the nearest wall) to be separate areas: a hall 5 tiles across (distance 3) next to
 * another through a gap 1–2 tiles wide (distance 1) are two areas; bays and bumps along a wall are not.
 */
const AREA_PERSISTENCE = 2;

/** The first of distanceAndOpenFloor's two passes: the distance to the nearest wall above, to the left or diagonally above. */
function distancesFromAboveAndLeft(grid: Grid, distance: Uint16Array): void {
  const { width, kinds } = grid;
  const size = kinds.length;
  // Floor never lies on the map's edge (the border is at least 1), so all 8 neighbours exist.
  for (let i = width; i < size - width; i++) {
    if (kinds[i] === VOID_KIND || kinds[i] === WALL_KIND) continue;
    const up = i - width;
    let d = distance[i - 1];
    if (distance[up] < d) d = distance[up];
    if (distance[up - 1] < d) d = distance[up - 1];
    if (distance[up + 1] < d) d = distance[up + 1];
    distance[i] = d + 1;
  }
}

/**
 * Chebyshev distance from each floor tile to the nearest non-floor tile (0 on non-floor), in two
 * passes, and the floor classified as it is measured: room floor (TileKind.Room) where a
 * 3×3 square of floor fits — a tile 2 or more from the nearest wall, or next to one (8 ways) — and
 * corridor floor elsewhere; the room tiles are listed in `rooms` by distance. The second pass
 * goes in reverse map order, so a tile 2 or more from a wall is classified and listed the moment its
 * distance is final; tiles 1 from a wall wait (their neighbours above are not final yet) and are
 * classified after it, in the same order. The distances are borrowed (scratch.ts): give them back.
 */
export function distanceAndOpenFloor(grid: Grid, rooms: RoomTilesByDistance): Uint16Array {
  const { width, kinds } = grid;
  const size = kinds.length;
  const distance = borrowUint16(size);
  const { head, next } = rooms;
  distancesFromAboveAndLeft(grid, distance);
  const rim = borrowInt32(size);
  let rimCount = 0;
  for (let i = size - width - 1; i >= width; i--) {
    if (distance[i] === 0) continue;
    const down = i + width;
    let d = distance[i + 1];
    if (distance[down] < d) d = distance[down];
    if (distance[down - 1] < d) d = distance[down - 1];
    if (distance[down + 1] < d) d = distance[down + 1];
    if (d + 1 < distance[i]) distance[i] = d + 1;
    const final = distance[i];
    if (final >= 2) {
      kinds[i] = ROOM_KIND;
      next[i] = head[final];
      head[final] = i;
    } else {
      rim[rimCount++] = i;
    }
  }
  for (let k = 0; k < rimCount; k++) {
    const i = rim[k];
    const above = i - width;
    const below = i + width;
    const open =
      distance[i - 1] >= 2 ||
      distance[i + 1] >= 2 ||
      distance[above] >= 2 ||
      distance[above - 1] >= 2 ||
      distance[above + 1] >= 2 ||
      distance[below] >= 2 ||
      distance[below - 1] >= 2 ||
      distance[below + 1] >= 2;
    if (open) {
      kinds[i] = ROOM_KIND;
      next[i] = head[1];
      head[1] = i;
    } else {
      kinds[i] = CORRIDOR_KIND;
    }
  }
  giveBack(rim);
  return distance;
}

/** Root of a space in the watershed's union–find (path halving). */
function spaceRoot(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]];
    i = parent[i];
  }
  return i;
}

/**
 * A tile at `level` meets a neighbour's space (−1 for none): it joins the first space it meets;
 * where two spaces meet, they merge unless both peak AREA_PERSISTENCE above the level, and the
 * tile goes with the higher one. Returns the space the tile joins so far.
 */
function meetSpace(neighbour: number, joined: number, level: number, parent: Int32Array, peak: Int32Array): number {
  if (neighbour < 0) return joined;
  const other = parent[neighbour] === neighbour ? neighbour : spaceRoot(parent, neighbour);
  if (joined < 0 || other === joined) return other;
  if (Math.min(peak[joined], peak[other]) - level < AREA_PERSISTENCE) {
    const keep = joined < other ? joined : other;
    const gone = joined < other ? other : joined;
    parent[gone] = keep;
    if (peak[gone] > peak[keep]) peak[keep] = peak[gone];
    return keep;
  }
  return peak[other] > peak[joined] ? other : joined;
}

/**
 * Room tiles listed by distance to the nearest wall, as a bucket queue of linked lists: the tiles
 * at distance d are head[d], next[head[d]], … in map order (−1 ends a list). A classifier that
 * visits every floor tile anyway fills it with `listRoomTile`, in reverse map order, so the
 * watershed needs no counting pass and no placing pass of its own. `next` is borrowed: `release`.
 */
export class RoomTilesByDistance {
  readonly head: Int32Array;
  readonly next: Int32Array;

  constructor(width: number, height: number) {
    // Distances are below half the map's side.
    this.head = new Int32Array((Math.min(width, height) >> 1) + 2).fill(-1);
    this.next = borrowInt32(width * height);
  }

  release(): void {
    giveBack(this.next);
  }
}

/**
 * Lists a room tile at its distance; tiles must come in reverse map order (each goes in front).
 * (A plain function over the two arrays: it runs once per room tile.)
 */
export function listRoomTile(head: Int32Array, next: Int32Array, tile: number, distance: number): void {
  next[tile] = head[distance];
  head[distance] = tile;
}

/** The room tiles of the grid by distance, listed in one pass (for callers that do not classify the floor themselves). */
function listRoomTiles(grid: Grid, distance: Uint16Array): RoomTilesByDistance {
  const { width, height, kinds } = grid;
  const byDistance = new RoomTilesByDistance(width, height);
  for (let i = kinds.length - 1; i >= 0; i--) if (kinds[i] === ROOM_KIND) listRoomTile(byDistance.head, byDistance.next, i, distance[i]);
  return byDistance;
}

/**
 * The watershed of room floor: areas 0…n−1 written into `areaOf` (numbered by their first tile in
 * map order) and returned. Tiles are visited from the largest distance down (a bucket queue, so
 * no sorting); union–find keeps the spaces, each with its peak distance. `byDistance` lists the
 * room tiles (a tile listed there that is no longer room floor is passed over); without it, they
 * are listed here.
 */
export function splitRoomFloor(grid: Grid, areaOf: Uint16Array, distance: Uint16Array, byDistance?: RoomTilesByDistance): Area[] {
  const { width, height, kinds } = grid;
  const size = width * height;
  const lists = byDistance ?? listRoomTiles(grid, distance);
  const { head, next } = lists;
  // space[tile]: the tile's space + 1 (0 = not reached yet).
  const space = borrowInt32(size);
  // At most one space per room tile; parent and peak per space.
  const parent = borrowInt32(size);
  const peak = borrowInt32(size);
  let spaces = 0;
  for (let level = head.length - 1; level >= 1; level--) {
    for (let tile = head[level]; tile >= 0; tile = next[tile]) {
      if (kinds[tile] !== ROOM_KIND) continue;
      // A neighbour not reached yet (0) is passed over here rather than in a call.
      let joined = -1;
      let neighbour = space[tile - width];
      if (neighbour !== 0) joined = meetSpace(neighbour - 1, joined, level, parent, peak);
      neighbour = space[tile - 1];
      if (neighbour !== 0) joined = meetSpace(neighbour - 1, joined, level, parent, peak);
      neighbour = space[tile + 1];
      if (neighbour !== 0) joined = meetSpace(neighbour - 1, joined, level, parent, peak);
      neighbour = space[tile + width];
      if (neighbour !== 0) joined = meetSpace(neighbour - 1, joined, level, parent, peak);
      if (joined < 0) {
        joined = spaces++;
        parent[joined] = joined;
        peak[joined] = level;
      }
      space[tile] = joined + 1;
    }
  }
  if (!byDistance) lists.release();
  // Number the spaces by their first tile in map order, measuring bounds and sizes in one pass.
  // Per space (borrowed at a power-of-two length the pool sees again).
  const room = powerOfTwoAtLeast(Math.max(1024, spaces));
  const idOfSpace = borrowInt32(room, -1);
  for (let i = 0; i < spaces; i++) if (parent[i] !== i) parent[i] = spaceRoot(parent, i);
  let count = 0;
  const left = borrowInt32(room);
  const right = borrowInt32(room);
  const topRow = borrowInt32(room);
  const bottomRow = borrowInt32(room);
  const sizes = borrowInt32(room);
  for (let y = 0, tile = 0; y < height; y++) {
    for (let x = 0; x < width; x++, tile++) {
      const own = space[tile] - 1;
      if (own < 0) continue;
      const r = parent[own];
      let id = idOfSpace[r];
      if (id < 0) {
        id = idOfSpace[r] = count++;
        left[id] = x;
        right[id] = x;
        topRow[id] = y;
      }
      sizes[id]++;
      if (x < left[id]) left[id] = x;
      if (x > right[id]) right[id] = x;
      bottomRow[id] = y;
      areaOf[tile] = id + 1;
    }
  }
  giveBack(space, parent, peak);
  const areas: Area[] = [];
  for (let id = 0; id < count; id++) {
    areas.push({ id, kind: "room", bounds: { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 }, size: sizes[id] });
  }
  giveBack(idOfSpace, left, right, topRow, bottomRow, sizes);
  return areas;
}

/** Side of the squares that seed the split of a large area; an area of more than twice a square's tiles is split. */
const SPLIT_SQUARE = 16;

/**
 * Open floor can be one huge area (a labyrinth whose corridors all keep the corridor width), which
 * gives content nothing to tell apart. An area larger than 2 × SPLIT_SQUARE² tiles is cut into
 * nearby parts: a seed in each SPLIT_SQUARE square where the area has at least SPLIT_SQUARE tiles
 * (its first tile there), then a breadth-first flood from all seeds at once within the area; each
 * tile goes to the seed that reaches it first, so every part is connected and compact. The first
 * part keeps the area's id, the others are appended; bounds and sizes are measured afresh.
 */
export function splitLargeAreas(grid: Grid, areaOf: Uint16Array, areas: Area[]): void {
  splitLargeAreasOf(grid, areaOf, areas, null);
}

/**
 * splitLargeAreas, reading the squares' tiles from `runs` (the labelled floor's runs, when the
 * caller has them: a few runs per row of a square instead of its 256 tiles) or from the map.
 * Returns split[label] = 1 for each area split (by its label before the split) and remeasure[id] = 1
 * for each area whose tiles changed, or null when none was split. Given runs, the parts' bounds and
 * sizes are left to the caller (measureRuns on the runs cut again); else they are measured here.
 */
function splitLargeAreasOf(grid: Grid, areaOf: Uint16Array, areas: Area[], runs: RunList | null): { split: Uint8Array; remeasure: Uint8Array } | null {
  const limit = 2 * SPLIT_SQUARE * SPLIT_SQUARE;
  if (!areas.some((area) => area.size > limit)) return null;
  const { width, height } = grid;
  const count = new Int32Array(areas.length);
  const first = new Int32Array(areas.length).fill(-1);
  const seeded = new Uint8Array(areas.length);
  const touched: number[] = [];
  const queue = borrowInt32(width * height);
  let tail = 0;
  const part = borrowInt32(width * height, -1);
  const partArea: number[] = [];
  // large[label]: the area of that label (id + 1) is to be split.
  const large = new Uint8Array(areas.length + 1);
  areas.forEach((area, id) => (large[id + 1] = area.size > limit ? 1 : 0));
  // Per row of a band of squares: the first run not yet passed (runs are walked square by square).
  const cursor = new Int32Array(SPLIT_SQUARE);
  for (let by = 0; by < height; by += SPLIT_SQUARE) {
    const rowEnd = Math.min(height, by + SPLIT_SQUARE);
    if (runs) for (let y = by; y < rowEnd; y++) cursor[y - by] = runs.rowFirst[y];
    for (let bx = 0; bx < width; bx += SPLIT_SQUARE) {
      const columnEnd = Math.min(width, bx + SPLIT_SQUARE);
      for (let y = by; y < rowEnd; y++) {
        if (runs) {
          // The same tiles in the same order, a run's stretch inside the square at a time.
          const squareStart = y * width + bx;
          const squareEnd = y * width + columnEnd;
          const last = runs.rowFirst[y + 1];
          let run = cursor[y - by];
          for (; run < last && runs.start[run] < squareEnd; run++) {
            const label = runs.label[run];
            if (large[label]) {
              const from = Math.max(runs.start[run], squareStart);
              const to = Math.min(runs.end[run], squareEnd);
              const id = label - 1;
              if (count[id] === 0) {
                first[id] = from;
                touched.push(id);
              }
              count[id] += to - from;
            }
            // A run going on into the next square is looked at again there.
            if (runs.end[run] > squareEnd) break;
          }
          cursor[y - by] = run;
          continue;
        }
        for (let x = bx, tile = y * width + bx; x < columnEnd; x++, tile++) {
          const label = areaOf[tile];
          if (!large[label]) continue;
          const id = label - 1;
          if (count[id]++ === 0) {
            first[id] = tile;
            touched.push(id);
          }
        }
      }
      for (const id of touched) {
        if (count[id] >= SPLIT_SQUARE) {
          part[first[id]] = partArea.length;
          partArea.push(id);
          queue[tail++] = first[id];
          seeded[id] = 1;
        }
        count[id] = 0;
      }
      touched.length = 0;
    }
  }
  // A large area no square seeded (spread thin everywhere) keeps its first tile as its one seed.
  if (areas.some((_, id) => large[id + 1] && !seeded[id])) {
    for (let tile = 0; tile < areaOf.length; tile++) {
      const id = areaOf[tile] - 1;
      if (!large[id + 1] || seeded[id]) continue;
      seeded[id] = 1;
      part[tile] = partArea.length;
      partArea.push(id);
      queue[tail++] = tile;
    }
  }
  const sizeBefore = areas.map((area) => area.size);
  // Parts → area ids: an area's first part keeps its id. (Known from the seeds alone, so the flood
  // below writes the final ids and measures the parts as it goes: no further pass over the map.)
  const idOfPart = new Int32Array(partArea.length);
  const kept = new Uint8Array(areas.length);
  for (let p = 0; p < partArea.length; p++) {
    const id = partArea[p];
    if (!kept[id]) {
      kept[id] = 1;
      idOfPart[p] = id;
      continue;
    }
    idOfPart[p] = areas.length;
    areas.push({ id: areas.length, kind: areas[id].kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
  }
  const remeasure = new Uint8Array(areas.length);
  for (let p = 0; p < partArea.length; p++) remeasure[idOfPart[p]] = 1;
  // With runs, the caller measures the parts from the runs cut again (splitRuns, measureRuns).
  const measureHere = runs === null;
  const left = new Int32Array(areas.length).fill(width);
  const right = new Int32Array(areas.length).fill(-1);
  const topRow = new Int32Array(areas.length).fill(height);
  const bottomRow = new Int32Array(areas.length).fill(-1);
  const sizes = new Int32Array(areas.length);
  for (let head = 0; head < tail; head++) {
    const tile = queue[head];
    const p = part[tile];
    // Neighbours still unclaimed hold the split area's own label.
    const label = partArea[p] + 1;
    const id = idOfPart[p];
    areaOf[tile] = id + 1;
    if (measureHere) {
      const y = (tile / width) | 0;
      const x = tile - y * width;
      if (x < left[id]) left[id] = x;
      if (x > right[id]) right[id] = x;
      if (y < topRow[id]) topRow[id] = y;
      if (y > bottomRow[id]) bottomRow[id] = y;
      sizes[id]++;
    }
    // Floor never lies on the map's edge, so the four neighbours exist.
    if (part[tile - width] < 0 && areaOf[tile - width] === label) (part[tile - width] = p), (queue[tail++] = tile - width);
    if (part[tile - 1] < 0 && areaOf[tile - 1] === label) (part[tile - 1] = p), (queue[tail++] = tile - 1);
    if (part[tile + 1] < 0 && areaOf[tile + 1] === label) (part[tile + 1] = p), (queue[tail++] = tile + 1);
    if (part[tile + width] < 0 && areaOf[tile + width] === label) (part[tile + width] = p), (queue[tail++] = tile + width);
  }
  giveBack(queue, part);
  if (!measureHere) return { split: large, remeasure };
  // A split area's tiles the flood did not reach (the watershed can leave a stray tile apart from
  // its space) keep the area's label, so they belong to its first part: then that part is measured
  // again over the map, as a whole.
  let reached = 0;
  let splitTiles = 0;
  for (let p = 0; p < partArea.length; p++) reached += sizes[idOfPart[p]];
  for (let id = 0; id < large.length - 1; id++) if (large[id + 1]) splitTiles += sizeBefore[id];
  if (reached < splitTiles) {
    sizes.fill(0);
    left.fill(width);
    right.fill(-1);
    topRow.fill(height);
    bottomRow.fill(-1);
    for (let y = 0, tile = 0; y < height; y++) {
      for (let x = 0; x < width; x++, tile++) {
        const id = areaOf[tile] - 1;
        if (id < 0 || !remeasure[id]) continue;
        if (x < left[id]) left[id] = x;
        if (x > right[id]) right[id] = x;
        if (y < topRow[id]) topRow[id] = y;
        bottomRow[id] = y;
        sizes[id]++;
      }
    }
  }
  for (let p = 0; p < partArea.length; p++) {
    const id = idOfPart[p];
    areas[id].size = sizes[id];
    areas[id].bounds = { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 };
  }
  return { split: large, remeasure };
}
